"""A call's aggregations as Weaviate `Metrics`, and Weaviate's answers (or fetched values) as gym values.

Weaviate computes COUNT, MIN, MAX, MEAN, SUM (int, number), COUNT and TOP_OCCURRENCES (`field`
text), every boolean metric and COUNT, EARLIEST, LATEST (dates) exactly, so those go to
`aggregate.over_all`. The rest is computed here from the fetched values, because Weaviate
differs from the gym:

- MEDIAN: Weaviate's integer/number median is approximate, not the gym's; here it is exact
  (the mean of the two middle values for an even count), always a float.
- MODE: Weaviate breaks ties its own way; here the smallest tied value wins, and every tied
  value is reported in `Result.ties`.
- COUNT_DISTINCT: Weaviate has no such metric.
- text metrics on prose (`word` tokenization) are computed on whole values, as the gym does.

Conversions: percentages 0..1 -> 0..100 (as 100 * total / count, DuckDB's formula, from the
totals Weaviate returns alongside); dates (RFC 3339) -> YYYY-MM-DD; TOP_OCCURRENCES ->
`[[value, count], ...]` ordered by count, then value, cut at the limit (Weaviate's default
limit, 5, when the call gives none), with the values tied at the cut in `Result.ties`.
COUNT counts values: one per object for a scalar property (no gym value is null), one per
item for an array property (Weaviate's semantics, and DuckDB's). Over no values: counts are 0,
TOP_OCCURRENCES is [], every other metric is None (Weaviate may say 0: `count` is always
requested so the engine can tell).
"""

from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from weaviate.classes.aggregate import Metrics

from gymkit.call import AggregationItem
from gymkit.engine.weaviate_schema import date_string
from gymkit.schema import Collection, Property

TOP_OCCURRENCES_DEFAULT = 5  # Weaviate's default topOccurrences limit
TIE_MARGIN = 20  # extra top occurrences requested to see the values tied at the cut

# metric -> the Weaviate Metrics flag that answers it, per property kind
SERVER_FLAGS: dict[str, dict[str, str]] = {
    "numeric": {
        "COUNT": "count",
        "MIN": "minimum",
        "MAX": "maximum",
        "MEAN": "mean",
        "SUM": "sum_",
    },
    "text": {"COUNT": "count", "TOP_OCCURRENCES": "top_occurrences"},
    "boolean": {
        "COUNT": "count",
        "TOTAL_TRUE": "total_true",
        "TOTAL_FALSE": "total_false",
        "PERCENTAGE_TRUE": "percentage_true",
        "PERCENTAGE_FALSE": "percentage_false",
    },
    "date": {"COUNT": "count", "EARLIEST": "minimum", "LATEST": "maximum"},
}


def top_limit(agg: AggregationItem) -> int:
    return agg.limit if agg.limit is not None else TOP_OCCURRENCES_DEFAULT


def is_server_metric(prop: Property, metric: str) -> bool:
    """Whether Weaviate's own aggregation gives the gym's answer for this metric."""
    if prop.searchable:
        return False
    return metric in SERVER_FLAGS[prop.kind]


def build_metrics(coll: Collection, aggs: list[AggregationItem]) -> list[Any]:
    """One Weaviate Metrics object per property, asking for every server-side metric of it."""
    flags: dict[str, dict[str, Any]] = {}
    for a in aggs:
        prop = coll.prop(a.property_name)
        if prop is None or not is_server_metric(prop, a.metric):
            continue
        f = flags.setdefault(prop.name, {"count": True})
        flag = SERVER_FLAGS[prop.kind][a.metric]
        if a.metric in ("PERCENTAGE_TRUE", "PERCENTAGE_FALSE"):
            f["total_true" if a.metric == "PERCENTAGE_TRUE" else "total_false"] = True
        if flag == "top_occurrences":
            f["top_occurrences_count"] = f["top_occurrences_value"] = True
            f["limit"] = max(f.get("limit", 0), top_limit(a) + TIE_MARGIN)
        else:
            f[flag] = True
    out = []
    for name, f in flags.items():
        prop = coll.prop(name)
        assert prop is not None
        m = Metrics(name)
        if prop.kind == "numeric":
            out.append(m.integer(**f) if prop.scalar_type == "int" else m.number(**f))
        elif prop.kind == "text":
            out.append(m.text(**f))
        elif prop.kind == "boolean":
            out.append(m.boolean(**f))
        else:
            out.append(m.date_(**f))
    return out


# ---- values -------------------------------------------------------------------------------


def _percent(x: float | None) -> float | None:
    return None if x is None else round(float(x) * 100.0, 10)


def _top(pairs: list[tuple[Any, int]], limit: int) -> tuple[list[list[Any]], list[Any] | None]:
    """Top pairs by count then value, cut at limit, and the values tied at the cut (or None)."""
    ordered = sorted(pairs, key=lambda p: (-p[1], str(p[0])))
    cut = ordered[:limit]
    ties = None
    if cut and len(ordered) > limit and ordered[limit][1] == cut[-1][1]:
        ties = sorted(str(v) for v, c in ordered if c == cut[-1][1])
    return [[v, c] for v, c in cut], ties


def server_value(prop: Property, agg: AggregationItem, result: Any) -> tuple[Any, Any]:
    """(value, ties) of one metric from Weaviate's AggregateInteger/Number/Text/Boolean/Date.

    Every Metrics object asks for `count` too, so that an aggregation over no values gives
    the gym's answer (0 for counts, [] for TOP_OCCURRENCES, None otherwise) whatever Weaviate
    puts in the other fields; percentages are 100 * total / count, as DuckDB computes them.
    """
    metric = agg.metric
    count = int(getattr(result, "count", None) or 0) if result is not None else 0
    if metric in ("COUNT", "TOTAL_TRUE", "TOTAL_FALSE"):
        flag = SERVER_FLAGS[prop.kind][metric]
        return (int(getattr(result, flag) or 0) if result is not None else 0), None
    if metric == "TOP_OCCURRENCES":
        pairs = [
            (t.value, int(t.count or 0))
            for t in (result.top_occurrences if result is not None else [])
        ]
        return _top(pairs, top_limit(agg))
    if count == 0:
        return None, None
    if metric in ("PERCENTAGE_TRUE", "PERCENTAGE_FALSE"):
        total = result.total_true if metric == "PERCENTAGE_TRUE" else result.total_false
        if total is not None:
            return 100.0 * int(total) / count, None
        return _percent(getattr(result, SERVER_FLAGS["boolean"][metric])), None
    value = getattr(result, SERVER_FLAGS[prop.kind][metric])
    if value is None:
        return None, None
    if prop.kind == "date":
        return date_string(value), None
    if metric == "MEAN":
        return float(value), None
    if metric in ("MIN", "MAX", "SUM"):
        return (int(value) if prop.scalar_type == "int" else float(value)), None
    return value, None


def flatten(prop: Property, stored: list[Any]) -> list[Any]:
    """The values an aggregation runs over: array items unnested, nulls dropped."""
    out: list[Any] = []
    for v in stored:
        if v is None:
            continue
        if prop.is_array:
            out.extend(x for x in v if x is not None)
        else:
            out.append(v)
    return out


def client_value(prop: Property, agg: AggregationItem, values: list[Any]) -> tuple[Any, Any]:
    """(value, ties) of one metric computed from the flattened values, with the gym's semantics."""
    metric, n = agg.metric, len(values)
    if prop.kind == "date":
        values = [date_string(v) for v in values]
    if metric == "COUNT":
        return n, None
    if metric == "COUNT_DISTINCT":
        return len(set(values)), None
    if metric == "TOP_OCCURRENCES":
        return _top(list(Counter(values).items()), top_limit(agg))
    if metric == "TOTAL_TRUE":
        return sum(1 for v in values if v is True), None
    if metric == "TOTAL_FALSE":
        return sum(1 for v in values if v is False), None
    if not values:
        return None, None
    if metric == "PERCENTAGE_TRUE":
        return 100.0 * sum(1 for v in values if v is True) / n, None
    if metric == "PERCENTAGE_FALSE":
        return 100.0 * sum(1 for v in values if v is False) / n, None
    if metric in ("MIN", "EARLIEST"):
        return min(values), None
    if metric in ("MAX", "LATEST"):
        return max(values), None
    if metric == "SUM":
        return (int(sum(values)) if prop.scalar_type == "int" else float(sum(values))), None
    if metric == "MEAN":
        return float(sum(values)) / n, None
    if metric == "MEDIAN":
        return float(statistics.median(values)), None
    if metric == "MODE":
        counts = Counter(values)
        top = max(counts.values())
        tied = sorted(v for v, c in counts.items() if c == top)
        return tied[0], (tied if len(tied) > 1 else None)
    raise ValueError(f"unknown metric {metric} for {prop.name}")
