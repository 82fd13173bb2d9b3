"""Whether a word of a schema's name or description is plain English (issue 42).

Why: a name the writer cannot expand ("dem days", "a eot") reads as a half-expanded fragment;
the writer avoids such a property rather than write it (`_phrases.Wording.unclear`). A token
is plain when it is an English word of `english_words.txt.gz` (SCOWL's lists, its notice in the
file's header), an acronym, a unit or a number; the lists hold no vowel-less abbreviation
(bldg, hwy, yr), and every abbreviation the writer knows is expanded before this is asked.
"""

from __future__ import annotations

import gzip
import re
from functools import cache
from pathlib import Path

WORDS_FILE = Path(__file__).with_name("english_words.txt.gz")


@cache
def english_words() -> frozenset[str]:
    text = gzip.decompress(WORDS_FILE.read_bytes()).decode("utf-8")
    return frozenset(w for w in text.split("\n") if w and w[0] != "#")


def is_word(word: str) -> bool:
    """Whether a lowercase word is English (its parts, when hyphenated or with a slash)."""
    parts = [p for p in re.split(r"[-/]", word.lower()) if p]
    return bool(parts) and all(_word(p) for p in parts)


def _word(w: str) -> bool:
    if w.isdigit() or not w.isalpha():
        return True  # numbers, units with symbols: not words, not fragments either
    if len(w) == 1:
        return w in ("a", "i")
    words = english_words()
    if w in words:
        return True
    # an inflection the lists may lack: plural, past, gerund, agent noun of a listed word
    for end, repl in (("s", ""), ("es", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e")):
        if w.endswith(end) and len(w) - len(end) >= 3 and w[: -len(end)] + repl in words:
            return True
    for prefix in PREFIXES:  # reinspection, preapproval, nonmember
        rest = w[len(prefix) :]
        if w.startswith(prefix) and len(rest) >= 4 and rest in words:
            return True
    # two words run together (a name's lowercase run: loadlist, railcar)
    return any(w[:i] in words and w[i:] in words for i in range(3, len(w) - 2))


PREFIXES = ("re", "pre", "non", "un", "sub", "co", "post", "semi", "multi", "inter", "self")
