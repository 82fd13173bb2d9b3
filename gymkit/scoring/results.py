"""Result match: a predicted sub-query's executed result against its reference result.

Retrievals compare as sets of uuids (exact match, plus precision / recall / F1).
Aggregations compare by value: numbers within REL_TOL relative or ABS_TOL absolute, dates as
dates, everything else exactly. MODE and TOP_OCCURRENCES accept any order among ties, using
the engine's `Result.ties` and the reference's own counts. A group-by compares group by group.
"""

from __future__ import annotations

import datetime as _dt
import math
from dataclasses import dataclass
from typing import Any

from gymkit.call import canonical_value, group_key
from gymkit.engine.base import Result
from gymkit.scoring.metrics import precision, recall, set_f1
from gymkit.words import article

REL_TOL = 1e-6
ABS_TOL = 1e-9


@dataclass
class ResultComparison:
    """Whether two results match, and the set metrics when both are retrievals."""

    match: bool
    precision: float | None = None
    recall: float | None = None
    f1: float | None = None
    reason: str = ""


def _norm(v: Any) -> Any:
    if isinstance(v, _dt.datetime):
        v = v.date()
    if isinstance(v, _dt.date):
        return v.isoformat()
    return canonical_value(v)


def values_equal(a: Any, b: Any) -> bool:
    """One aggregation value against another: numbers by value within the tolerances, booleans
    only equal booleans, dates as dates, lists item by item."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(values_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return math.isclose(a, b, rel_tol=REL_TOL, abs_tol=ABS_TOL)
    return _norm(a) == _norm(b)


def _tie_values(ties: Any) -> list[Any]:
    """Tied values as the engine lists them: plain values or [value, count] pairs."""
    if ties is None:
        return []
    items = ties if isinstance(ties, (list, tuple, set)) else [ties]
    return [t[0] if isinstance(t, (list, tuple)) and len(t) == 2 else t for t in items]


def _contains(values: list[Any], v: Any) -> bool:
    return any(values_equal(v, x) for x in values)


def mode_matches(predicted: Any, reference: Any, ties: Any = None) -> bool:
    """MODE: the same value, or the reference's value is among the values the engine found tied."""
    return values_equal(predicted, reference) or _contains(_tie_values(ties), reference)


def top_occurrences_match(predicted: Any, reference: Any, ties: Any = None) -> bool:
    """TOP_OCCURRENCES ([value, count] pairs): the same counts, and each predicted value either
    has the reference's count for it or, at the cut, is one the engine found tied there."""
    if not isinstance(predicted, (list, tuple)) or not isinstance(reference, (list, tuple)):
        return values_equal(predicted, reference)
    try:
        pred = [(v, c) for v, c in predicted]
        ref = [(v, c) for v, c in reference]
    except (TypeError, ValueError):
        return False
    if len(pred) != len(ref) or sorted(c for _, c in pred) != sorted(c for _, c in ref):
        return False
    if not ref:
        return True
    cut = min(c for _, c in ref)
    tied = _tie_values(ties)
    seen: list[Any] = []
    for v, c in pred:
        if _contains(seen, v):
            return False
        seen.append(v)
        ref_count = next((rc for rv, rc in ref if values_equal(rv, v)), None)
        if ref_count is not None:
            if not values_equal(ref_count, c):
                return False
        elif not (values_equal(c, cut) and _contains(tied, v)):
            return False
    return True


def aggregations_match(predicted: Any, reference: Any, ties: dict, prefix: str = "") -> str:
    """'' when two {METRIC(property): value} dicts match, else why not."""
    if not isinstance(predicted, dict) or not isinstance(reference, dict):
        return "not an aggregation result"
    if set(predicted) != set(reference):
        return f"aggregations {sorted(predicted)} != {sorted(reference)}"
    for key, ref in reference.items():
        pv, tie = predicted[key], ties.get(prefix + key)
        metric = key.split("(", 1)[0]
        if metric == "TOP_OCCURRENCES":
            ok = top_occurrences_match(pv, ref, tie)
        elif metric == "MODE":
            ok = mode_matches(pv, ref, tie)
        else:
            ok = values_equal(pv, ref)
        if not ok:
            return f"{prefix}{key}: {pv!r} != reference {ref!r}"
    return ""


def groupby_match(predicted: Any, reference: Any, ties: dict) -> str:
    """'' when every group holds matching aggregations, else why not."""
    if not isinstance(predicted, dict) or not isinstance(reference, dict):
        return "not a group-by result"
    pred = {group_key(k): (k, v) for k, v in predicted.items()}
    ref = {group_key(k): v for k, v in reference.items()}
    if set(pred) != set(ref):
        missing, extra = sorted(set(ref) - set(pred)), sorted(set(pred) - set(ref))
        return f"groups differ (missing {missing[:5]}, extra {extra[:5]})"
    for g, ref_aggs in ref.items():
        raw_key, pred_aggs = pred[g]
        why = aggregations_match(pred_aggs, ref_aggs, ties, prefix=f"{raw_key}/")
        if why:
            return f"group {raw_key}: {why}"
    return ""


def compare_retrieval(retrieved: list[str], relevant: list[str]) -> ResultComparison:
    """Retrieved uuids against a reference set: exact set equality, with P / R / F1."""
    ret, rel = set(retrieved), set(relevant)
    return ResultComparison(
        match=ret == rel,
        precision=precision(ret, rel),
        recall=recall(ret, rel),
        f1=set_f1(ret, rel),
        reason="" if ret == rel else f"{len(ret - rel)} extra and {len(rel - ret)} missing records",
    )


def compare_result(result: Result, reference: Any, expected_kind: str) -> ResultComparison:
    """An executed result against the reference result of kind retrieval / aggregation / groupby."""
    if result.kind != expected_kind:
        return ResultComparison(
            False, reason=f"got {article(result.kind)}, expected {article(expected_kind)}"
        )
    if expected_kind == "retrieval":
        return compare_retrieval(list(result.value or []), list(reference or []))
    if expected_kind == "aggregation":
        why = aggregations_match(result.value, reference, result.ties or {})
    else:
        why = groupby_match(result.value, reference, result.ties or {})
    return ResultComparison(not why, reason=why)


def result_kind(call: Any) -> str:
    """retrieval, aggregation or groupby: what executing the call returns."""
    if not call.is_aggregation:
        return "retrieval"
    return "groupby" if call.groupby_property else "aggregation"
