"""Retrieval metrics, one function each, with the formula in its docstring (as ranx writes them).

Relevance is binary: a uuid is relevant when it is in the labeled set. Every metric of an
empty relevant set is defined below, so no score is ever NaN.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

# The cut-off of the ranking metrics, and the score columns named after it.
K = 10
RECALL_AT_K = f"recall_at_{K}"  # capped recall@K (best value 1.0), see recall_at_k
NDCG_AT_K = f"ndcg_at_{K}"


def precision(retrieved: Iterable[str], relevant: Iterable[str]) -> float:
    """|retrieved ∩ relevant| / |retrieved|; 1.0 when both are empty, 0.0 when only retrieved is."""
    ret, rel = as_set(retrieved), as_set(relevant)
    if not ret:
        return 1.0 if not rel else 0.0
    return len(ret & rel) / len(ret)


def recall(retrieved: Iterable[str], relevant: Iterable[str]) -> float:
    """|retrieved ∩ relevant| / |relevant|; 1.0 when relevant is empty and nothing was retrieved."""
    ret, rel = as_set(retrieved), as_set(relevant)
    if not rel:
        return 1.0 if not ret else 0.0
    return len(ret & rel) / len(rel)


def set_f1(retrieved: Iterable[str], relevant: Iterable[str]) -> float:
    """F1 = 2·P·R / (P + R) of the two sets (0.0 when P + R = 0; 1.0 when both sets are empty)."""
    ret, rel = as_set(retrieved), as_set(relevant)
    p, r = precision(ret, rel), recall(ret, rel)
    return 0.0 if p + r == 0 else 2 * p * r / (p + r)


def recall_at_k(ranked: Sequence[str], relevant: Iterable[str], k: int = K) -> float:
    """Capped recall@k = |top-k(ranked) ∩ relevant| / min(k, |relevant|) (BEIR's capped recall).

    Its best value is 1.0 whatever the size of the labeled set: with 40 relevant records, ten
    relevant ones in the top 10 is a perfect ranking. An empty relevant set scores 1.0 when
    nothing was ranked, else 0.0. (ranx's uncapped form, / |relevant|, has a best value of
    k / |relevant| when more than k records are relevant, so it is not used.)
    """
    rel = as_set(relevant)
    top = _top(ranked, k)
    if not rel:
        return 1.0 if not top else 0.0
    return len(rel.intersection(top)) / min(k, len(rel))


def ndcg_at_k(ranked: Sequence[str], relevant: Iterable[str], k: int = K) -> float:
    """nDCG@k with binary gains: DCG = Σ_{i=1..k} rel_i / log2(i + 1), over IDCG, the DCG of
    min(k, |relevant|) relevant records at the top. Duplicate uuids count once (first rank).

    An empty relevant set scores 1.0 when nothing was ranked, else 0.0.
    """
    rel = as_set(relevant)
    top = _top(ranked, k)
    if not rel:
        return 1.0 if not top else 0.0
    dcg = sum(1.0 / math.log2(i + 2) for i, u in enumerate(top) if u in rel)
    idcg = sum(1.0 / math.log2(i + 2) for i in range(min(k, len(rel))))
    return dcg / idcg


def as_set(items: Iterable[str]) -> set[str] | frozenset[str]:
    """The items as a set (a set given is used as it is, not copied: they are thousands)."""
    return items if isinstance(items, set | frozenset) else set(items)


def _top(ranked: Sequence[str], k: int) -> list[str]:
    """The first k distinct uuids of a ranking (read only as far as needed)."""
    top: dict[str, None] = {}
    for u in ranked:
        if len(top) == k:
            break
        top.setdefault(u, None)
    return list(top)
