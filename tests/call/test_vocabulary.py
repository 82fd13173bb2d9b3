"""Operator classes and plan strings as published, and the names earlier gymkit versions wrote."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from gymkit.call import parse_calls
from gymkit.call.vocabulary import (
    CLASSES,
    LEGACY,
    MULTI_QUERY,
    operator_class,
    operator_classes,
    plan_classes,
    plan_of,
    plan_string,
)

# Published rows (published-rows-format.md): ground truth -> (plan, operator_classes).
PUBLISHED = [
    (
        '[{"collection_name": "RidershipReports", "numeric_property_filters": [{"property_name": '
        '"boardings", "operator": ">=", "value": 560}]}]',
        "numeric filter",
        ["numeric filter"],
    ),
    (
        '[{"collection_name": "TransitRoutes", "numeric_array_property_filters": [{"property_name":'
        ' "stopSequenceNumbers", "operator": "CONTAINS_ANY", "values": [13]}]}, {"collection_name":'
        ' "RidershipReports", "boolean_array_property_filters": [{"property_name": '
        '"vehicleAccessibilityChecks", "operator": "CONTAINS_ANY", "values": [false]}], '
        '"date_property_aggregations": [{"property_name": "serviceDate", "metric": "LATEST"}]}]',
        "numeric_array filter ; boolean_array filter + date aggregation",
        ["boolean_array filter", "date aggregation", "numeric_array filter", "multi-query"],
    ),
    (
        '[{"collection_name": "RidershipReports", "date_property_filters": [{"property_name": '
        '"serviceDate", "operator": ">=", "value": "2026-02-03"}], "boolean_array_property_filters":'
        ' [{"property_name": "departurePunctualityChecks", "operator": "CONTAINS_ANY", "values": '
        '[true]}], "numeric_property_aggregations": [{"property_name": "boardings", "metric": '
        '"MAX"}]}]',
        "date filter + boolean_array filter + numeric aggregation",
        ["boolean_array filter", "date filter", "numeric aggregation"],
    ),
    (
        '[{"collection_name": "TransitRoutes", "search_query": "observatory and weather access", '
        '"numeric_array_property_filters": [{"property_name": "stopSequenceNumbers", "operator": '
        '"CONTAINS_ALL", "values": [1, 8]}]}]',
        "search query + numeric_array filter",
        ["numeric_array filter", "search query"],
    ),
    (
        '[{"collection_name": "RidershipReports", "text_property_filters": [{"property_name": '
        '"comparisonRouteName", "operator": "=", "value": "Sablemere Bellwater Shore Road"}]}, '
        '{"collection_name": "RidershipReports", "date_property_filters": [{"property_name": '
        '"serviceDate", "operator": "<=", "value": "2026-02-03"}], "text_property_aggregations": '
        '[{"property_name": "routeName", "metric": "TOP_OCCURRENCES", "top_occurrences_limit": 3}]}]',
        "text filter ; date filter + text aggregation",
        ["date filter", "text aggregation", "text filter", "multi-query"],
    ),
]


def test_published_rows_get_their_published_plan_and_classes() -> None:
    for ground_truth, plan, classes in PUBLISHED:
        calls = parse_calls(ground_truth)
        assert plan_of(calls) == plan
        assert plan_classes(calls) == classes


def test_group_by_is_a_sub_query_class_in_the_cards_spelling() -> None:
    (call,) = parse_calls(
        '[{"collection_name": "Charities", "numeric_property_aggregations": [{"property_name": '
        '"foundingYear", "metric": "MIN"}], "groupby_property": "causeCategory"}]'
    )
    assert plan_of([call]) == "numeric aggregation + group-by"
    assert plan_classes([call]) == ["group-by", "numeric aggregation"]


def test_old_gymkit_names_map_to_the_published_ones() -> None:
    assert operator_class("numeric_filter") == "numeric filter"
    assert operator_class("boolean_array_filter") == "boolean_array filter"
    assert operator_class("search") == "search query"
    assert operator_class("groupby") == "group-by"
    assert operator_class("multi_query") == "multi-query"
    assert operator_class("date aggregation") == "date aggregation"
    assert operator_class("something else") == "something else"  # unknown: kept, not dropped
    assert operator_class(None) is None
    assert operator_classes(["search", "search query", "multi_query"]) == [
        "search query",
        "multi-query",
    ]
    assert plan_string("text_filter + boolean_array_filter; date_aggregation") == (
        "text filter + boolean_array filter ; date aggregation"
    )
    assert plan_string("search + numeric_aggregation + groupby") == (
        "search query + numeric aggregation + group-by"
    )
    assert plan_string(None) is None


def test_every_old_name_has_a_published_name() -> None:
    old = [c.replace(" ", "_") for c in CLASSES if c not in ("search query",)]
    old = ["search" if c == "search_query" else c for c in old]
    old = ["groupby" if c == "group-by" else c for c in old] + ["search"]
    assert {operator_class(c) for c in old} <= set(CLASSES)
    assert set(LEGACY.values()) <= set(CLASSES)


published_class = st.sampled_from([c for c in CLASSES if c != MULTI_QUERY])
plans = st.lists(
    st.lists(published_class, min_size=1, max_size=5, unique=True), min_size=1, max_size=3
)


def _old(name: str) -> str:
    return {"search query": "search", "group-by": "groupby"}.get(name, name.replace(" ", "_"))


@given(plans)
def test_old_plan_strings_read_as_the_published_ones(plan: list[list[str]]) -> None:
    new = " ; ".join(" + ".join(s) for s in plan)
    old = "; ".join(" + ".join(_old(c) for c in s) for s in plan)
    assert plan_string(old) == new
    assert plan_string(new) == new  # idempotent
