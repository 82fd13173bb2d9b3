"""Plan-match equivalences, optimal pairing and error-label diagnosis."""

from __future__ import annotations

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings
from mutations import AGGREGATIONS, FILTERS, build
from tinygym import ENV, call

from gymkit.call import parse_call
from gymkit.scoring.match import (
    COLLECTION_COST,
    LABELS,
    assign,
    assign_exhaustive,
    diagnose,
    pair_sub_queries,
    parse_predicted,
    plan_matches,
    sort_labels,
)


def _f(list_name: str, prop: str, op: str, value) -> dict:
    key = "values" if isinstance(value, list) else "value"
    return call(**{list_name: [{"property_name": prop, "operator": op, key: value}]})


EQUIVALENT = [
    (
        "like % and *",
        _f("text_property_filters", "itemName", "LIKE", "Item A%"),
        _f("text_property_filters", "itemName", "LIKE", "Item A*"),
    ),
    (
        "LIKE without wildcard is =",
        _f("text_property_filters", "category", "LIKE", "Alpha"),
        _f("text_property_filters", "category", "=", "Alpha"),
    ),
    (
        "CONTAINS_ANY [x] is CONTAINS_ALL [x]",
        _f("array_property_filters", "tags", "CONTAINS_ANY", ["red"]),
        _f("array_property_filters", "tags", "CONTAINS_ALL", ["red"]),
    ),
    (
        "= true is != false",
        _f("boolean_property_filters", "active", "=", True),
        _f("boolean_property_filters", "active", "!=", False),
    ),
    (
        "= false is != true",
        _f("boolean_property_filters", "active", "=", False),
        _f("boolean_property_filters", "active", "!=", True),
    ),
    (
        "value lists are sets",
        _f("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [1, 2, 2]),
        _f("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [2, 1]),
    ),
    (
        "numbers by value",
        _f("numeric_property_filters", "price", ">", 560),
        _f("numeric_property_filters", "price", ">", 560.0),
    ),
    (
        "number arrays by value",
        _f("numeric_array_property_filters", "weights", "CONTAINS_ALL", [1, 2.5]),
        _f("numeric_array_property_filters", "weights", "CONTAINS_ALL", [2.5, 1.0]),
    ),
    (
        "dates as dates",
        _f("date_property_filters", "added", ">=", "2025-11-16"),
        _f("date_property_filters", "added", ">=", "2025-11-16T00:00:00Z"),
    ),
    (
        "date arrays as dates",
        _f("date_array_property_filters", "dates", "CONTAINS_ANY", ["2025-01-01"]),
        _f("date_array_property_filters", "dates", "CONTAINS_ALL", ["2025-01-01T00:00:00Z"]),
    ),
    (
        "search words are not the target",
        call(search_query="lantern lights"),
        call(search_query="a lamp"),
    ),
    (
        "filter order does not matter",
        call(
            numeric_property_filters=[
                {"property_name": "price", "operator": ">", "value": 1},
                {"property_name": "stock", "operator": "<", "value": 3},
            ]
        ),
        call(
            numeric_property_filters=[
                {"property_name": "stock", "operator": "<", "value": 3},
                {"property_name": "price", "operator": ">", "value": 1},
            ]
        ),
    ),
    (
        "aggregation order does not matter",
        call(
            numeric_property_aggregations=[
                {"property_name": "price", "metric": "MIN"},
                {"property_name": "price", "metric": "MAX"},
            ]
        ),
        call(
            numeric_property_aggregations=[
                {"property_name": "price", "metric": "MAX"},
                {"property_name": "price", "metric": "MIN"},
            ]
        ),
    ),
]

DIFFERENT = [
    (
        "CONTAINS_ANY [x, y] is not CONTAINS_ALL [x, y]",
        _f("array_property_filters", "tags", "CONTAINS_ANY", ["red", "blue"]),
        _f("array_property_filters", "tags", "CONTAINS_ALL", ["red", "blue"]),
    ),
    (
        "text is case-sensitive",
        _f("text_property_filters", "category", "=", "Alpha"),
        _f("text_property_filters", "category", "=", "alpha"),
    ),
    (
        "> is not >=",
        _f("numeric_property_filters", "price", ">", 5),
        _f("numeric_property_filters", "price", ">=", 5),
    ),
    ("a search is not nothing", call(search_query="lantern"), call()),
    (
        "TOP_OCCURRENCES limit counts",
        call(
            text_property_aggregations=[
                {
                    "property_name": "category",
                    "metric": "TOP_OCCURRENCES",
                    "top_occurrences_limit": 3,
                }
            ]
        ),
        call(
            text_property_aggregations=[
                {
                    "property_name": "category",
                    "metric": "TOP_OCCURRENCES",
                    "top_occurrences_limit": 5,
                }
            ]
        ),
    ),
]


@pytest.mark.parametrize(("name", "a", "b"), EQUIVALENT, ids=[e[0] for e in EQUIVALENT])
def test_equivalent_forms_match(name, a, b):
    assert plan_matches(parse_call(a), parse_call(b))
    assert diagnose(parse_call(a), parse_call(b)) == []


@pytest.mark.parametrize(("name", "a", "b"), DIFFERENT, ids=[d[0] for d in DIFFERENT])
def test_different_forms_do_not_match(name, a, b):
    assert not plan_matches(parse_call(a), parse_call(b))
    assert diagnose(parse_call(a), parse_call(b))


def test_like_without_wildcard_against_prefix_is_wrong_operator():
    exp = parse_call(_f("text_property_filters", "category", "=", "Alp"))
    pred = parse_call(_f("text_property_filters", "category", "LIKE", "Alp%"))
    assert diagnose(pred, exp) == ["wrong_operator"]


def test_operator_and_value_both_wrong():
    exp = parse_call(_f("numeric_property_filters", "price", ">", 5))
    pred = parse_call(_f("numeric_property_filters", "price", "<=", 9))
    assert diagnose(pred, exp) == ["wrong_operator", "wrong_value"]


def test_filter_tree_differences_are_labelled():
    tree = {
        "combine": "OR",
        "filters": [
            {"property_name": "category", "operator": "=", "value": "Alpha"},
            {"property_name": "itemName", "operator": "=", "value": "Alpha"},
        ],
    }
    exp = parse_call(call(filter_tree=tree))
    assert diagnose(parse_call(call()), exp) == ["missing_filter"]
    assert diagnose(exp, parse_call(call())) == ["extra_filter"]
    assert diagnose(parse_call(call(filter_tree={**tree, "combine": "AND"})), exp) != []


def test_labels_are_sorted_and_unique():
    assert sort_labels(["extra_filter", "wrong_value", "extra_filter", "value_filter"]) == [
        "wrong_value",
        "extra_filter",
        "value_filter",
    ]
    assert len(set(LABELS)) == len(LABELS)


def test_invalid_call_is_kept_with_its_message():
    preds = parse_predicted([{"collection_name": "Nope"}, "not json", call()], ENV)
    assert [p.call is None for p in preds] == [True, True, False]
    assert "Nope" in preds[0].invalid and "call 1" in preds[1].invalid


def test_pairing_prefers_the_right_collection_over_order():
    exp = [parse_call(call()), parse_call({"collection_name": "Orders"})]
    preds = parse_predicted([{"collection_name": "Orders"}, call(search_query="x")], ENV)
    pairs, missing, extra = pair_sub_queries(exp, preds)
    assert pairs == [(0, 1), (1, 0)] and missing == [] and extra == []


def test_pairing_leaves_extra_and_missing_slots():
    exp = [parse_call(call())]
    preds = parse_predicted([{"collection_name": "Orders"}, call()], ENV)
    assert pair_sub_queries(exp, preds) == ([(0, 1)], [], [0])
    assert pair_sub_queries(exp * 3, preds[:1]) == ([(0, 0)], [1, 2], [])
    assert COLLECTION_COST > 10


matrices = st.integers(1, 5).flatmap(
    lambda n: st.integers(1, 5).flatmap(
        lambda m: st.lists(
            st.lists(st.integers(0, 20).map(float), min_size=m, max_size=m), min_size=n, max_size=n
        )
    )
)


@settings(max_examples=300, deadline=None)
@given(matrices)
def test_hungarian_pairing_is_optimal(cost):
    fast, slow = assign(cost), assign_exhaustive(cost)
    assert len(fast) == min(len(cost), len(cost[0]))
    assert len({i for i, _ in fast}) == len(fast) and len({j for _, j in fast}) == len(fast)
    assert sum(cost[i][j] for i, j in fast) == sum(cost[i][j] for i, j in slow)


def test_singleton_array_operator_is_either_so_only_the_value_is_wrong():
    exp = parse_call(_f("array_property_filters", "tags", "CONTAINS_ANY", ["red"]))
    pred = parse_call(_f("array_property_filters", "tags", "CONTAINS_ALL", ["red", "blue"]))
    assert diagnose(pred, exp) == ["wrong_value"]
    assert diagnose(exp, pred) == ["wrong_value"]
    two = parse_call(_f("array_property_filters", "tags", "CONTAINS_ANY", ["red", "blue"]))
    assert diagnose(pred, two) == ["wrong_operator"]


def test_an_and_filter_tree_is_the_flat_filters():
    flat = parse_call(
        _f("numeric_property_filters", "price", ">", 5)
        | _f("text_property_filters", "category", "=", "Alpha")
    )
    leaves = [
        {"property_name": "price", "operator": ">", "value": 5},
        {"property_name": "category", "operator": "=", "value": "Alpha"},
    ]
    anded = parse_call(call(filter_tree={"combine": "AND", "filters": leaves}))
    one_leaf_or = parse_call(
        call(
            text_property_filters=[leaves[1]],
            filter_tree={"combine": "OR", "filters": leaves[:1]},
        )
    )
    for pred in (anded, one_leaf_or):
        assert (
            plan_matches(pred, flat) and diagnose(pred, flat) == [] and diagnose(flat, pred) == []
        )
    wrong = parse_call(
        call(filter_tree={"combine": "AND", "filters": [leaves[0] | {"value": 6}, leaves[1]]})
    )
    assert diagnose(wrong, flat) == ["wrong_value"]


blocks = st.builds(
    lambda kinds, search, agg, dup: build(
        list(kinds) + list(kinds[:dup]), search, [agg] if agg else []
    ),
    st.lists(st.sampled_from(sorted(FILTERS)), max_size=3),
    st.sampled_from([None, "a", "b"]),
    st.sampled_from([None, *sorted(AGGREGATIONS)]),
    st.integers(0, 1),
)


@settings(max_examples=300, deadline=None)
@given(blocks, blocks)
def test_diagnosis_is_empty_exactly_when_plans_match(a, b):
    pa, pb = parse_call(a), parse_call(b)
    assert (diagnose(pa, pb) == []) == plan_matches(pa, pb)
    assert (diagnose(pb, pa) == []) == plan_matches(pb, pa)
