"""Build `gymkit/generate/own/core_words.txt.gz`: the core English vocabulary a generated command
may use for a property or its records (issue 42, wording round 4).

    pip install wordfreq==3.1.1        # at build time only: not a dependency of gymkit
    python tests/data/build_core_words.py gymkit/generate/own/core_words.txt.gz

The core is the most common 30,000 English words by wordfreq's frequency ranking (its `en`
list, which ships inside the package), kept when they are also in the bundled SCOWL list
(`english_words.txt.gz`: a dictionary word, not a name or a chat form), are letters only, and
are not a clipped form or an interjection that a schema writes for a longer word (`CLIPPED`:
adv, ind, mods, lo, hi, rev, temp, max, ...) (`_english.CLIPPED`) nor a key of the writer's abbreviation table (an
abbreviation by the writer's own account: cat, dept, ...). A frequency list alone keeps those
(hi and lo are among the 7,000 most common words of the web), and they read as fragments in a
property's name. Single letters other than a and i are left out.
"""

from __future__ import annotations

import argparse
import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gymkit.generate.own._abbrev import ABBREVIATIONS  # noqa: E402
from gymkit.generate.own._english import CLIPPED  # noqa: E402

TOP = 30_000

HEADER = """\
# Core English words, one a line, lowercase, most common first: gymkit.generate.own._english
# reads them to decide whether a word may name a property or records in a generated command
# (issue 42, wording round 4). Built by tests/data/build_core_words.py: the most common 30,000
# English words of wordfreq 3.1.1's ranking that are also in english_words.txt.gz (SCOWL), of
# letters only, less clipped forms, interjections and the writer's abbreviation table's keys.
# wordfreq's data: Robyn Speer, wordfreq, https://github.com/rspeer/wordfreq (its word lists
# are under the Creative Commons Attribution-ShareAlike 4.0 license); only the words kept here
# are derived from them, not their frequencies.
"""


def build(out: Path) -> int:
    from wordfreq import top_n_list  # build time only

    scowl_text = gzip.decompress((out.parent / "english_words.txt.gz").read_bytes()).decode()
    scowl = {w for w in scowl_text.split("\n") if w and w[0] != "#"}
    skip = CLIPPED | set(ABBREVIATIONS)
    words = []
    for w in top_n_list("en", TOP):
        letters = w.isascii() and w.isalpha() and (len(w) > 1 or w in ("a", "i"))
        if letters and w in scowl and w not in skip:
            words.append(w)
    text = HEADER + "\n".join(words) + "\n"
    out.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    return len(words)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    args = ap.parse_args()
    print(f"{build(args.out)} words -> {args.out}")


if __name__ == "__main__":
    main()
