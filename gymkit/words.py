"""Plain English the package reads in more than one place: number words.

Shared by the rules agent's parser (`gymkit.agents.rules`) and the answer grounding check
(`gymkit.scoring.answers`), so that "twelve" means 12 to both.
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
