"""Plain English the package reads and writes in more than one place: number words, plurals.

Number words are shared by the rules agent's parser (`gymkit.agents.rules`) and the answer
grounding check (`gymkit.scoring.answers`), so that "twelve" means 12 to both; `plural` and
`article` by every message that prints a count or names a kind ("1 record", "an aggregation").
"""

from __future__ import annotations

NUMBER_WORDS: dict[str, int] = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}


def plural(n: int, noun: str, many: str | None = None) -> str:
    """`n` and the noun in its number: '1 record', '0 records', '3 queries', '1 environment'.

    The plural is the English rule (query -> queries, box -> boxes, run -> runs) unless `many`
    gives it. Every count a message prints goes through here, so none reads '1 records'.
    """
    if n == 1:
        return f"{n} {noun}"
    if many is None:
        if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u"):
            many = noun[:-1] + "ies"
        elif noun.endswith(("s", "x", "z", "ch", "sh")):
            many = noun + "es"
        else:
            many = noun + "s"
    return f"{n} {many}"


def article(word: str) -> str:
    """The word with its indefinite article: 'an aggregation', 'a retrieval', 'a group-by'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
