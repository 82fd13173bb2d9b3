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


def _canonical_node(tree: FilterTree) -> CanonicalFilter | tuple:
    """A tree node in normal form: children of the same combine merged into it (AND inside AND
    is one AND), repeated children once, and a node left with one child replaced by it."""
    children: set = set()
    for node in tree.filters:
        if isinstance(node, FilterTree):
            child = _canonical_node(node)
        else:
            v = node.values if node.values is not None else node.value
            child = canonical_filter(node.property_name, node.operator, v)
        if isinstance(child, tuple) and child[0] == tree.combine:
            children |= child[1]
        else:
            children.add(child)
    if len(children) == 1:
        return next(iter(children))
    return (tree.combine, frozenset(children))


def canonical_tree(tree: FilterTree) -> tuple:
    """A filter tree as (combine, frozenset of children) in normal form (`_canonical_node`);
    a tree that reduces to one condition is ("AND", {that condition})."""
    node = _canonical_node(tree)
    return node if isinstance(node, tuple) else ("AND", frozenset({node}))


@dataclass(frozen=True)
class AndedFilter:
    """A filter AND-ed at the top of a call, in canonical form and as written (for diagnosis)."""

    canon: CanonicalFilter
    operator: str
    value: Any
    list_name: str  # the call's filter list, or "filter_tree" for a leaf of the tree


def _anded_leaves(tree: FilterTree) -> list[AndedFilter]:
    """The tree's leaves that its normal form ANDs at the top (through AND and one-child nodes)."""
    top = _canonical_node(tree)
    wanted = {top} if isinstance(top, CanonicalFilter) else set()
    if isinstance(top, tuple) and top[0] == "AND":
        wanted = {x for x in top[1] if isinstance(x, CanonicalFilter)}
    out = []

    def walk(node: FilterTree) -> None:
        for child in node.filters:
            if isinstance(child, FilterTree):
                walk(child)
            else:
                v = child.values if child.values is not None else child.value
                canon = canonical_filter(child.property_name, child.operator, v)
                if canon in wanted:
                    out.append(AndedFilter(canon, child.operator, v, "filter_tree"))

    walk(tree)
    return out


def anded_filters(call: Call) -> tuple[list[AndedFilter], CanonicalFilter | tuple | None]:
    """The one flattening of a call's filters: every condition AND-ed at the top (the flat
    lists, and the tree's leaves its normal form ANDs in), and what remains of the tree (an
    OR node, an AND of OR nodes, or None). `canonical` and scoring's diagnosis both use it."""
    flat = [
        AndedFilter(
            canonical_filter(f.property_name, f.operator, f.value), f.operator, f.value, f.list_name
        )
        for f in call.filters()
    ]
    if call.filter_tree is None:
        return flat, None
    top = _canonical_node(call.filter_tree)
    if isinstance(top, CanonicalFilter):
        rest: set = set()
    elif top[0] == "AND":
        rest = {x for x in top[1] if not isinstance(x, CanonicalFilter)}
    else:
        rest = {top}
    tree = None if not rest else next(iter(rest)) if len(rest) == 1 else ("AND", frozenset(rest))
    return flat + _anded_leaves(call.filter_tree), tree


@dataclass(frozen=True)
class CanonicalCall:
    collection: str
    filters: frozenset  # of CanonicalFilter
    tree: Any  # what remains of the filter tree once its AND-ed leaves join `filters`
    aggregations: frozenset  # of (property, metric, limit)
    groupby: str | None
    has_search: bool


def canonical_aggregation(a: AggregationItem) -> tuple:
    return (a.property_name, a.metric, a.limit if a.metric == "TOP_OCCURRENCES" else None)


def canonical(call: Call) -> CanonicalCall:
    """The form plan matching compares: filters and aggregations as sets, search as present or not.

    Filters are AND-ed, so the flat lists and every condition the filter tree ANDs at its top
    form one set (`anded_filters`); what remains of the tree (its OR nodes) is compared in
    normal form. Search words are not compared: they are one phrasing, not the target.
    """
    filters, tree = anded_filters(call)
    return CanonicalCall(
        collection=call.collection_name,
        filters=frozenset(f.canon for f in filters),
        tree=tree,
        aggregations=frozenset(canonical_aggregation(a) for a in call.aggregations()),
        groupby=call.groupby_property,
        has_search=call.has_search,
    )


def plan_matches(predicted: Call, expected: Call) -> bool:
    """The plan-match rule, defined once: the two calls have equal canonical forms."""
    return canonical(predicted) == canonical(expected)
