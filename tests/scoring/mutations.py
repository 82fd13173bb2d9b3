"""Ground truths over every operator kind, and single mutations of them with the label each
must be caught with. Shared by the parametrised and the hypothesis mutation tests."""

from __future__ import annotations

import copy
import datetime as dt
from collections.abc import Callable

from gymkit.call import FILTER_LISTS

# The twin of each Items property (same type), for wrong_property.
TWIN = {
    "category": "itemName",
    "itemName": "category",
    "price": "cost",
    "cost": "price",
    "stock": "rating",
    "rating": "stock",
    "active": "featured",
    "featured": "active",
    "added": "updated",
    "updated": "added",
    "tags": "labels",
    "labels": "tags",
    "sizes": "counts",
    "counts": "sizes",
    "weights": "widths",
    "widths": "weights",
    "checks": "flags",
    "flags": "checks",
    "dates": "holidays",
    "holidays": "dates",
}
OTHER_VALUE = {str: "Zeta", int: 7, float: 33.5, bool: False}
ARRAY_POOL = {
    "tags": ["red", "green", "blue", "gold"],
    "labels": ["red", "green", "blue", "gold"],
    "sizes": [1, 2, 3, 4],
    "counts": [1, 2, 3, 4],
    "weights": [0.5, 1.5, 2.5],
    "widths": [0.5, 1.5, 2.5],
    "checks": [True, False],
    "flags": [True, False],
    "dates": ["2025-01-01", "2025-02-01", "2025-03-01"],
    "holidays": ["2025-01-01", "2025-02-01", "2025-03-01"],
}

# One filter per operator kind: (filter list, entry).
FILTERS: dict[str, tuple[str, dict]] = {
    "text_eq": (
        "text_property_filters",
        {"property_name": "category", "operator": "=", "value": "Alpha"},
    ),
    "text_like": (
        "text_property_filters",
        {"property_name": "itemName", "operator": "LIKE", "value": "Item A*"},
    ),
    "num_gt": (
        "numeric_property_filters",
        {"property_name": "price", "operator": ">", "value": 20.0},
    ),
    "num_lt": (
        "numeric_property_filters",
        {"property_name": "price", "operator": "<", "value": 40},
    ),
    "num_ge": (
        "numeric_property_filters",
        {"property_name": "stock", "operator": ">=", "value": 3},
    ),
    "num_le": (
        "numeric_property_filters",
        {"property_name": "rating", "operator": "<=", "value": 4},
    ),
    "num_eq": (
        "numeric_property_filters",
        {"property_name": "rating", "operator": "=", "value": 3},
    ),
    "date_ge": (
        "date_property_filters",
        {"property_name": "added", "operator": ">=", "value": "2025-03-01"},
    ),
    "date_lt": (
        "date_property_filters",
        {"property_name": "updated", "operator": "<", "value": "2024-06-01"},
    ),
    "date_eq": (
        "date_property_filters",
        {"property_name": "added", "operator": "=", "value": "2025-01-10"},
    ),
    "bool_eq": (
        "boolean_property_filters",
        {"property_name": "active", "operator": "=", "value": True},
    ),
    "bool_ne": (
        "boolean_property_filters",
        {"property_name": "featured", "operator": "!=", "value": False},
    ),
    "tarr_any": (
        "array_property_filters",
        {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["red", "blue"]},
    ),
    "tarr_all": (
        "array_property_filters",
        {"property_name": "labels", "operator": "CONTAINS_ALL", "values": ["red", "green"]},
    ),
    "iarr_any": (
        "numeric_array_property_filters",
        {"property_name": "sizes", "operator": "CONTAINS_ANY", "values": [1, 2]},
    ),
    "narr_all": (
        "numeric_array_property_filters",
        {"property_name": "weights", "operator": "CONTAINS_ALL", "values": [0.5, 1.5]},
    ),
    "barr_any": (
        "boolean_array_property_filters",
        {"property_name": "checks", "operator": "CONTAINS_ALL", "values": [True, False]},
    ),
    "darr_any": (
        "date_array_property_filters",
        {
            "property_name": "dates",
            "operator": "CONTAINS_ANY",
            "values": ["2025-01-01", "2025-03-01"],
        },
    ),
}
AGGREGATIONS: dict[str, tuple[str, dict]] = {
    "num_mean": ("numeric_property_aggregations", {"property_name": "price", "metric": "MEAN"}),
    "num_mode": ("numeric_property_aggregations", {"property_name": "stock", "metric": "MODE"}),
    "text_top": (
        "text_property_aggregations",
        {"property_name": "category", "metric": "TOP_OCCURRENCES", "top_occurrences_limit": 2},
    ),
    "text_count": ("text_property_aggregations", {"property_name": "tags", "metric": "COUNT"}),
    "bool_pct": (
        "boolean_property_aggregations",
        {"property_name": "active", "metric": "PERCENTAGE_TRUE"},
    ),
    "date_first": ("date_property_aggregations", {"property_name": "added", "metric": "EARLIEST"}),
}
OTHER_METRIC = {
    "MEAN": "MEDIAN",
    "MODE": "MAX",
    "TOP_OCCURRENCES": "COUNT_DISTINCT",
    "COUNT": "COUNT_DISTINCT",
    "PERCENTAGE_TRUE": "PERCENTAGE_FALSE",
    "EARLIEST": "LATEST",
}


def build(
    filters: list[str],
    search: str | None = None,
    aggregations: list[str] = (),
    groupby: str | None = None,
) -> dict:
    """A ground-truth call on Items from named building blocks."""
    call: dict = {"collection_name": "Items"}
    if search:
        call["search_query"] = search
    for name in filters:
        list_name, entry = FILTERS[name]
        call.setdefault(list_name, []).append(copy.deepcopy(entry))
    for name in aggregations:
        list_name, entry = AGGREGATIONS[name]
        call.setdefault(list_name, []).append(copy.deepcopy(entry))
    if groupby:
        call["groupby_property"] = groupby
    return call


def filter_slots(call: dict) -> list[tuple[str, int]]:
    return [(ln, i) for ln in FILTER_LISTS for i in range(len(call.get(ln, [])))]


def _bump(v):
    if isinstance(v, bool):
        return not v
    if isinstance(v, (int, float)):
        return v + 1
    if len(v) == 10 and v[4] == "-":
        return (dt.date.fromisoformat(v) + dt.timedelta(days=1)).isoformat()
    return v.replace("*", "") + "Q*" if v.endswith("*") else v + "Q"


def drop_filter(call: dict, slot: tuple[str, int]) -> dict:
    out = copy.deepcopy(call)
    del out[slot[0]][slot[1]]
    return out


def change_operator(call: dict, slot: tuple[str, int]) -> dict:
    out = copy.deepcopy(call)
    f = out[slot[0]][slot[1]]
    op, v = f["operator"], f.get("value")
    if slot[0] == "text_property_filters":
        f["operator"], f["value"] = ("LIKE", v + "*") if op == "=" else ("=", v.rstrip("*%"))
    elif slot[0] == "boolean_property_filters":
        f["operator"] = "!=" if op == "=" else "="
    elif "values" in f:
        f["operator"] = "CONTAINS_ALL" if op == "CONTAINS_ANY" else "CONTAINS_ANY"
    else:
        f["operator"] = {">": ">=", ">=": ">", "<": "<=", "<=": "<", "=": ">="}[op]
    return out


def swap_property(call: dict, slot: tuple[str, int]) -> dict:
    out = copy.deepcopy(call)
    f = out[slot[0]][slot[1]]
    f["property_name"] = TWIN[f["property_name"]]
    return out


def change_value(call: dict, slot: tuple[str, int]) -> dict:
    out = copy.deepcopy(call)
    f = out[slot[0]][slot[1]]
    if "values" in f:
        pool = [x for x in ARRAY_POOL[f["property_name"]] if x not in f["values"]]
        if pool:
            f["values"] = f["values"][:-1] + [pool[0]]
        else:  # a boolean array holding both values: drop one instead
            f["values"] = f["values"][:1]
    else:
        f["value"] = _bump(f["value"])
    return out


def replace_filter_by_search(call: dict, slot: tuple[str, int]) -> dict:
    out = drop_filter(call, slot)
    entry = call[slot[0]][slot[1]]
    value = entry.get("value", entry.get("values"))
    out["search_query"] = str(value).strip("*%")
    return out


FILTER_MUTATIONS: dict[str, tuple[Callable[[dict, tuple[str, int]], dict], str]] = {
    "drop_filter": (drop_filter, "missing_filter"),
    "change_operator": (change_operator, "wrong_operator"),
    "swap_property": (swap_property, "wrong_property"),
    "change_value": (change_value, "wrong_value"),
}
