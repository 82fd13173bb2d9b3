"""Clauses: the stretch of words a condition owns, so 'is false' in one clause never flips the
flag named in the next ('whose meal service is false and whose languages include ...')."""

from __future__ import annotations

from gymkit.agents.rules._words import BOUNDARY, Token

SPAN = 10


def _punct_between(text: str, tokens: list[Token], a: int, b: int) -> bool:
    return any(ch in ",;:.?!()" for ch in text[tokens[a].end : tokens[b].start])


def clause(tokens: list[Token], text: str, first: int, last: int) -> tuple[int, int]:
    """The token range around first..last up to a punctuation mark, a clause word (whose, where,
    with, that, ...) or 'and' before one, at most SPAN words either side."""
    lo = first
    while lo > 0 and first - lo < SPAN:
        j = lo - 1
        if _punct_between(text, tokens, j, lo) or tokens[j].low in BOUNDARY:
            break
        lo = j
    hi = last
    n = len(tokens)
    while hi + 1 < n and hi - last < SPAN:
        j = hi + 1
        if _punct_between(text, tokens, hi, j) or tokens[j].low in BOUNDARY:
            break
        if tokens[j].low in ("and", "or", "but") and j + 1 < n and tokens[j + 1].low in BOUNDARY:
            break
        hi = j
    return lo, hi
