"""The operator classes and plan strings of the published gym, and the names earlier gymkit used.

The card's ask_mode rows carry `operator_classes` ("numeric filter", "boolean_array filter",
"date aggregation", "search query", "group-by", "multi-query") and `plan`, the operators of each
sub-query joined by " + ", sub-queries joined by " ; " ("text filter + boolean_array filter ;
date aggregation"). Snapshots written by gymkit before issue #15 used "numeric_filter",
"search", "groupby", "multi_query" and joined sub-queries with "; ". Everything that reads these
columns goes through `operator_class`, `operator_classes` and `plan_string` here, so both spell
the same thing; everything that writes them uses `call_classes`, `plan_classes` and `plan_of`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from gymkit.call.model import AGGREGATION_LISTS, FILTER_LISTS, Call

SEARCH = "search query"
GROUP_BY = "group-by"
MULTI_QUERY = "multi-query"
# A filter or aggregation list of the call -> its operator class (the card's argument order).
FILTER_CLASS_OF_LIST = {
    "text_property_filters": "text filter",
    "numeric_property_filters": "numeric filter",
    "date_property_filters": "date filter",
    "boolean_property_filters": "boolean filter",
    "array_property_filters": "text_array filter",
    "numeric_array_property_filters": "numeric_array filter",
    "boolean_array_property_filters": "boolean_array filter",
    "date_array_property_filters": "date_array filter",
}
AGGREGATION_CLASS_OF_LIST = {
    "numeric_property_aggregations": "numeric aggregation",
    "text_property_aggregations": "text aggregation",
    "boolean_property_aggregations": "boolean aggregation",
    "date_property_aggregations": "date aggregation",
}
assert set(FILTER_CLASS_OF_LIST) == set(FILTER_LISTS)
assert set(AGGREGATION_CLASS_OF_LIST) == set(AGGREGATION_LISTS)
FILTER_CLASSES = tuple(FILTER_CLASS_OF_LIST.values())
AGGREGATION_CLASSES = tuple(AGGREGATION_CLASS_OF_LIST.values())
# Every class, in plan order: search, filters and aggregations in the call's argument order,
# group-by; multi-query is a property of the whole plan.
CLASSES = (SEARCH, *FILTER_CLASSES, *AGGREGATION_CLASSES, GROUP_BY, MULTI_QUERY)

# Names written by earlier gymkit versions (and common spellings) -> the published name.
LEGACY = {
    "search": SEARCH,
    "search_query": SEARCH,
    "groupby": GROUP_BY,
    "group_by": GROUP_BY,
    "group by": GROUP_BY,
    "multi_query": MULTI_QUERY,
    "multi query": MULTI_QUERY,
    **{c.replace(" ", "_"): c for c in FILTER_CLASSES + AGGREGATION_CLASSES},
}


def operator_class(name: Any) -> Any:
    """The published name of one operator class; an unknown or missing value is returned as is."""
    if not isinstance(name, str):
        return name
    key = name.strip()
    return key if key in CLASSES else LEGACY.get(key, LEGACY.get(key.lower(), key))


def operator_classes(values: Iterable[Any] | None) -> list[Any]:
    """A row's operator_classes in the published names, first occurrence kept (old or new input)."""
    out: list[Any] = []
    for v in values if values is not None else ():
        c = operator_class(v)
        if c not in out:
            out.append(c)
    return out


def plan_string(plan: Any) -> Any:
    """A plan string in the published form ("a + b ; c"), from the published or the old form
    ("a + b; c" with old class names); anything that is not a string is returned as is."""
    if not isinstance(plan, str):
        return plan
    subs = [s.strip() for s in plan.split(";")]
    return " ; ".join(" + ".join(operator_class(i.strip()) for i in s.split("+")) for s in subs)


def call_classes(call: Call) -> list[str]:
    """One sub-query's operator classes, once each, in plan order (search, filters,
    aggregations, group-by)."""
    out = [SEARCH] if call.has_search else []
    out += [c for name, c in FILTER_CLASS_OF_LIST.items() if getattr(call, name)]
    out += [c for name, c in AGGREGATION_CLASS_OF_LIST.items() if getattr(call, name)]
    if call.groupby_property:
        out.append(GROUP_BY)
    return out


def plan_of(calls: Sequence[Call]) -> str:
    """The `plan` column: each sub-query's classes joined by " + ", sub-queries by " ; "."""
    return " ; ".join(" + ".join(call_classes(c)) for c in calls)


def plan_classes(calls: Sequence[Call]) -> list[str]:
    """The `operator_classes` column as published: the sub-queries' classes sorted by name,
    then multi-query when there are several sub-queries."""
    got = sorted({c for call in calls for c in call_classes(call)})
    return got + ([MULTI_QUERY] if len(calls) > 1 else [])
