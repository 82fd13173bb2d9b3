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


def vowelless(w: str) -> bool:
    """Whether a lowercase word has no vowel but a final silent e (rte, rtes, bldg, mgr): a
    clipping the word lists may hold as an abbreviation, never a word a command says."""
    stem = w.removesuffix("s").removesuffix("e")
    plain = re.search(r"[aeiouy]", stem) is not None or w in core_ranks()  # the, she, we
    return len(w) > 1 and w.isalpha() and not plain


def _word(w: str) -> bool:
    if w.isdigit() or not w.isalpha():
        return True  # numbers, units with symbols: not words, not fragments either
    if len(w) == 1:
        return w in ("a", "i")
    if vowelless(w):
        return False  # "Rtes" for routes: the lists hold rte as an abbreviation
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


# ---- the core vocabulary (wording round 4) ---------------------------------------------------

CORE_FILE = Path(__file__).with_name("core_words.txt.gz")
# Clipped forms and interjections a schema writes for a longer word: frequent on the web, never a
# plain name of a property.
CLIPPED = {
    "adv", "ind", "mod", "mods", "lo", "hi", "rev", "revs", "temp", "temps", "max", "min",
    "avg", "info", "stat", "stats", "spec", "specs", "approx", "vol", "misc", "admin", "demo",
    "ref", "refs", "sec", "est", "exp", "dept", "tech", "techs", "auto", "bio", "pro", "con",
    "app", "apps", "ad", "ads", "gen", "org", "sub", "co", "pic", "pics", "rep", "reps", "lab",
    "labs", "vet", "vets", "doc", "docs", "prof", "prev", "req", "reqs", "qty", "amt", "nbr",
    "num", "abt", "acct", "cert", "certs", "config", "combo", "intro", "mic", "mins", "hrs",
    "yrs", "pts", "pt", "ft", "wt", "ht", "lb", "lbs", "oz", "pc", "pcs", "nav", "ops", "op",
    "pref", "prefs", "pos", "neg", "ok", "alt", "alts", "dev", "devs", "env", "def", "var",
    "val", "vals", "obj", "src", "dest", "orig", "ins", "int", "ext", "mgmt", "govt",
    "oh", "ah", "eh", "uh", "um", "hmm", "ha", "yeah", "yep", "nope", "yo", "hey", "wow", "ooh",
    "aw", "lol", "ya", "ye", "em", "til", "tho", "thru", "nite", "ur", "u", "r", "b", "c", "d",
    "e", "f", "g", "h", "j", "k", "l", "m", "n", "o", "p", "q", "s", "t", "v", "w", "x", "y",
    "z", "id", "ids", "etc", "vs", "eg", "ie", "mr", "mrs", "ms", "dr", "st", "jr", "sr", "inc",
    "ltd", "corp", "univ", "col", "cols", "assoc", "bros", "ave", "blvd", "rd", "hwy", "mt",
}  # fmt: skip
# Hyphenated prefixes a plain word may carry (pre-transfusion, non-member, re-inspection).
HYPHEN_PREFIXES = ("pre", "non", "re", "co", "self", "post", "semi", "multi", "sub", "anti")


@cache
def core_words() -> frozenset[str]:
    """The core English vocabulary (`core_words.txt.gz`: the most common words of a frequency
    ranking that are dictionary words, less clipped forms such as adv, ind, mods, lo, hi)."""
    return frozenset(core_ranks())


@cache
def core_ranks() -> dict[str, int]:
    """Each core word's rank in the frequency ranking the core was built from (0: the most
    common)."""
    text = gzip.decompress(CORE_FILE.read_bytes()).decode("utf-8")
    words = [w for w in text.split("\n") if w and w[0] != "#"]
    return {w: i for i, w in enumerate(words)}


# Two-letter words as common as this or more are the function words (to, of, in, up, no, go, us,
# am); a rarer one a name holds (ax in `axPos`, pa, ed) is a clipping unless written out.
TWO_LETTER_RANK = 200


def clipped_pair(w: str) -> bool:
    """Whether a two-letter word is no function word (ax, re, ed, pa; not to, of, up, no)."""
    return len(w) == 2 and core_ranks().get(w.lower(), TWO_LETTER_RANK) >= TWO_LETTER_RANK


# Clippings that became the everyday word (a lab, a vet, an app): said as they are, though the
# core file leaves CLIPPED out; "photo", "exam" and "phone" are core words already.
EVERYDAY = frozenset({"lab", "vet", "app", "demo", "admin"})


@cache
def _said_words() -> frozenset[str]:
    return core_words() | EVERYDAY


def is_core(word: str) -> bool:
    """Whether a lowercase word is common English: a core word or an inflection of one (plural,
    past, gerund, agent noun: kegs, firings, inspected, reporters); each part of a hyphenated
    word so (in-service, dry-hopped, pre-transfusion). No two words run together, no prefix glued
    to a fragment: "revion" and "wition" are not words."""
    w = word.lower()
    if w in ("a", "i"):
        return True
    if "-" in w.strip("-"):
        parts = [p for p in w.split("-") if p]
        return all(is_core(p) or (i == 0 and p in HYPHEN_PREFIXES) for i, p in enumerate(parts))
    if _inflected(w, _said_words()):
        return True
    return any(  # a prefix glued to a core word of five letters or more (reinspection)
        w.startswith(pre) and len(w) - len(pre) >= 5 and _inflected(w[len(pre) :], core_words())
        for pre in HYPHEN_PREFIXES + ("un",)
    )


def is_full_word(word: str) -> bool:
    """Whether a word a schema writes out is a full dictionary word (waybill, matinee, tare; not
    a clipped form: mods, adv), so that the schema's own words may be said."""
    w = word.lower()
    if len(w) < 4 or w in CLIPPED or vowelless(w):
        return False
    words = english_words()
    return w in words or (w.endswith("s") and w[:-1] in words) or is_core(w)


# Words of no inflection: a plural of "per" is no word ("Pers-hrs" is persons, cut short).
UNINFLECTED = frozenset(
    {"per", "via", "for", "from", "into", "onto", "upon", "with", "than", "then", "the", "and"}
    | {"but", "nor", "yet", "its", "our", "his", "her", "their", "your", "who", "whom", "what"}
)


def _inflected(w: str, words: frozenset[str]) -> bool:
    if w in words:
        return True
    if w.endswith("s") and not w.endswith("es") and w[:-1].endswith(("ch", "sh", "x", "z", "ss")):
        return False  # "batchs", "boxs": no plural of batch or box
    for end, repl in _ENDS:
        if w.endswith(end) and len(w) - len(end) >= 3:
            stem = w[: -len(end)] + repl
            if stem in UNINFLECTED:
                continue
            if stem in words:
                return True
            doubled = end in ("ed", "ing", "er", "ers") and len(stem) > 3 and stem[-1] == stem[-2]
            if doubled and stem[:-1] in words:  # shipped, planning
                return True
    return False


_ENDS = (
    ("s", ""), ("es", ""), ("ies", "y"), ("ed", ""), ("ed", "e"), ("ied", "y"), ("d", ""),
    ("ing", ""), ("ing", "e"), ("er", ""), ("er", "e"), ("ers", ""), ("ers", "e"),
)  # fmt: skip
