"""The canonical form plan matching compares: every rule of call equivalence in one place."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from gymkit.call.dates import parse_date
from gymkit.call.like import LikePattern
from gymkit.call.model import (
    AggregationItem,
    Call,
    FilterTree,
)

# ---- canonical form ----------------------------------------------------------------------


class CanonicalBool:
    """true/false that never equal 1/0 (Python's True == 1 would merge a boolean and a number)."""

    def __init__(self, value: bool):
        self.value = value

    def __repr__(self) -> str:
        return "true" if self.value else "false"

    def __lt__(self, other: Any) -> bool:
        return repr(self) < repr(other)


TRUE, FALSE = CanonicalBool(True), CanonicalBool(False)


def canonical_value(v: Any) -> Any:
    """Numbers compare by value (560 == 560.0), dates as dates, booleans as TRUE/FALSE (never 1/0)."""
    if isinstance(v, bool):
        return TRUE if v else FALSE
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        try:
            if len(v) >= 10 and v[4] == "-" and v[7] == "-":
                return parse_date(v).isoformat()
        except (ValueError, IndexError):
            pass
        return v
    return v


def canonical_like(pattern: str) -> str:
    """`%` and `*` are the same wildcard; the canonical form uses `*` (see `LikePattern`)."""
    return LikePattern(pattern).canonical


def group_key(value: Any, kind: str | None = None) -> str:
    """The one group key rule: a group value as the string key of a group-by result.

    Engines write keys with the property's `kind`: None -> "null", booleans -> "true"/"false",
    dates (a date, a datetime, or an RFC 3339 string as Weaviate returns one) -> YYYY-MM-DD
    (`parse_date`), numbers and text as `str` ("12", "12.5"). Without a kind (comparing keys
    whose type is unknown, e.g. a reference result's JSON keys), spellings of one value meet:
    "True" -> "true", 12 / "12" / "12.0" -> "12.0", a date-like string -> YYYY-MM-DD.
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if kind == "date" or isinstance(value, _dt.date):
        return parse_date(value).isoformat()
    if kind is not None:
        return str(value)
    if isinstance(value, (int, float)):
        return repr(float(value))
    s = str(value)
    if s.lower() in ("true", "false"):
        return s.lower()
    try:
        return repr(float(s))
    except ValueError:
        return str(canonical_value(s))


@dataclass(frozen=True, order=True)
class CanonicalFilter:
    property_name: str
    operator: str
    value: Any  # a canonical scalar, or a frozenset for array filters

    def __repr__(self) -> str:
        v = sorted(self.value, key=repr) if isinstance(self.value, frozenset) else self.value
        return f"{self.property_name} {self.operator} {v!r}"


def canonical_filter(property_name: str, operator: str, value: Any) -> CanonicalFilter:
    """The rules of filter equivalence, in one place:

    - LIKE: `%` and `*` are the same wildcard; a LIKE without any wildcard is `=`.
    - booleans: `!= x` is `= not x`.
    - arrays: values are a set; CONTAINS_ANY and CONTAINS_ALL of one value are the same.
    - numbers by value, dates as dates.
    """
    if isinstance(value, (list, tuple, set, frozenset)):
        vals = frozenset(canonical_value(x) for x in value)
        op = "CONTAINS_ANY" if len(vals) == 1 else operator
        return CanonicalFilter(property_name, op, vals)
    if operator == "LIKE" and isinstance(value, str):
        pat = LikePattern(value)
        if not pat.has_wildcards:
            return CanonicalFilter(property_name, "=", value)
        return CanonicalFilter(property_name, "LIKE", pat.canonical)
    if isinstance(value, bool) and operator == "!=":
        return CanonicalFilter(property_name, "=", canonical_value(not value))
    return CanonicalFilter(property_name, operator, canonical_value(value))


def canonical_tree(tree: FilterTree) -> tuple:
    """A filter tree as (combine, frozenset of children); a one-child node collapses to its child."""
    children = []
    for node in tree.filters:
        if isinstance(node, FilterTree):
            children.append(canonical_tree(node))
        else:
            v = node.values if node.values is not None else node.value
            children.append(canonical_filter(node.property_name, node.operator, v))
    if len(children) == 1:
        return children[0] if isinstance(children[0], tuple) else ("AND", frozenset(children))
    return (tree.combine, frozenset(children))


@dataclass(frozen=True)
class CanonicalCall:
    collection: str
    filters: frozenset  # of CanonicalFilter
    tree: tuple | None
    aggregations: frozenset  # of (property, metric, limit)
    groupby: str | None
    has_search: bool


def canonical_aggregation(a: AggregationItem) -> tuple:
    return (a.property_name, a.metric, a.limit if a.metric == "TOP_OCCURRENCES" else None)


def canonical(call: Call) -> CanonicalCall:
    """The form plan matching compares: filters and aggregations as sets, search as present or not."""
    filters = frozenset(
        canonical_filter(f.property_name, f.operator, f.value) for f in call.filters()
    )
    tree = canonical_tree(call.filter_tree) if call.filter_tree is not None else None
    if tree is not None and tree[0] == "AND":
        filters = filters | frozenset(x for x in tree[1] if isinstance(x, CanonicalFilter))
        rest = frozenset(x for x in tree[1] if not isinstance(x, CanonicalFilter))
        tree = None if not rest else ("AND", rest)
    return CanonicalCall(
        collection=call.collection_name,
        filters=filters,
        tree=tree,
        aggregations=frozenset(canonical_aggregation(a) for a in call.aggregations()),
        groupby=call.groupby_property,
        has_search=call.has_search,
    )
