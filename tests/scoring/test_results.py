"""Result match: sets, values with tolerance, ties in MODE and TOP_OCCURRENCES, group-by."""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import given
from tinygym import ENV_ID, call

from gymkit.call import group_key
from gymkit.engine.base import Result
from gymkit.scoring.results import (
    compare_result,
    mode_matches,
    top_occurrences_match,
    values_equal,
)

TOP2 = call(
    text_property_aggregations=[
        {"property_name": "category", "metric": "TOP_OCCURRENCES", "top_occurrences_limit": 2}
    ]
)


def test_numbers_compare_by_value_within_tolerance():
    assert values_equal(560, 560.0)
    assert values_equal(1 / 3, 0.3333333333)
    assert values_equal(0.0, 1e-12)
    assert not values_equal(100.0, 100.001)
    assert not values_equal(True, 1) and not values_equal(1, True)
    assert values_equal("2025-11-16", "2025-11-16T00:00:00Z")
    assert values_equal(float("nan"), float("nan"))


@given(st.floats(-1e9, 1e9, allow_nan=False))
def test_tolerance_is_relative(x):
    assert values_equal(x, x * (1 + 1e-8))
    assert not values_equal(x, x + max(1e-3, abs(x) * 1e-4))


def test_retrieval_compares_as_sets_with_f1():
    cmp = compare_result(Result("retrieval", ["a", "b", "c"]), ["c", "b", "a"], "retrieval")
    assert cmp.match and cmp.f1 == 1.0
    cmp = compare_result(Result("retrieval", ["a", "b"]), ["b", "c", "d", "e"], "retrieval")
    assert not cmp.match and cmp.precision == 0.5 and cmp.recall == 0.25
    assert abs(cmp.f1 - 2 * 0.5 * 0.25 / 0.75) < 1e-12


def test_kind_mismatch_fails():
    assert not compare_result(Result("retrieval", []), {"COUNT(x)": 0}, "aggregation").match


def test_top_occurrences_accepts_another_order_among_ties(gym):
    result = gym.execute(ENV_ID, TOP2)
    assert result.value == {"TOP_OCCURRENCES(category)": [["Alpha", 14], ["Beta", 13]]}
    assert set(result.ties["TOP_OCCURRENCES(category)"]) == {"Beta", "Gamma"}
    key = "TOP_OCCURRENCES(category)"
    assert compare_result(result, {key: [["Alpha", 14], ["Gamma", 13]]}, "aggregation").match
    assert compare_result(result, {key: [["Alpha", 14], ["Beta", 13]]}, "aggregation").match
    assert not compare_result(result, {key: [["Alpha", 14], ["Gamma", 12]]}, "aggregation").match
    assert not compare_result(result, {key: [["Gamma", 14], ["Alpha", 13]]}, "aggregation").match


def test_top_occurrences_without_ties_needs_the_same_values():
    ref = [["a", 5], ["b", 3]]
    assert top_occurrences_match([["a", 5], ["b", 3]], ref)
    assert not top_occurrences_match([["a", 5], ["c", 3]], ref)  # c is not known to be tied
    assert top_occurrences_match([["a", 5], ["c", 3]], ref, ties=["b", "c"])
    assert top_occurrences_match([["b", 3], ["a", 5]], ref)  # order within the list
    assert not top_occurrences_match([["a", 5]], ref)
    assert not top_occurrences_match(
        [["a", 5], ["a", 3]], [["a", 5], ["a", 3]][:1] + [["b", 3]], ties=["a", "b"]
    )


def test_mode_accepts_any_modal_value():
    assert mode_matches(3, 3)
    assert mode_matches(2, 3, ties=[2, 3])
    assert not mode_matches(2, 3)
    assert not mode_matches(2, 3, ties=[2, 4])
    r = Result("aggregation", {"MODE(stock)": 2}, ties={"MODE(stock)": [2, 5]})
    assert compare_result(r, {"MODE(stock)": 5}, "aggregation").match
    assert not compare_result(r, {"MODE(stock)": 4}, "aggregation").match


def test_groupby_compares_per_group_with_group_ties():
    r = Result(
        "groupby",
        {
            "true": {"MODE(stock)": 1, "MEAN(price)": 2.0},
            "false": {"MODE(stock)": 4, "MEAN(price)": 3.0},
        },
        ties={"true/MODE(stock)": [1, 7]},
    )
    ref = {
        "True": {"MODE(stock)": 7, "MEAN(price)": 2.0000000001},
        "false": {"MODE(stock)": 4, "MEAN(price)": 3},
    }
    assert compare_result(r, ref, "groupby").match
    ref["false"]["MODE(stock)"] = 7
    why = compare_result(r, ref, "groupby")
    assert not why.match and "false" in why.reason
    assert not compare_result(r, {"true": ref["True"]}, "groupby").match


def test_group_keys_normalise():
    assert group_key(True) == group_key("true") == group_key("True")
    assert group_key(12) == group_key("12") == group_key("12.0")
    assert group_key("Alpha") == "Alpha"


def test_engine_result_matches_its_own_reference(gym):
    c = call(
        numeric_property_aggregations=[
            {"property_name": "price", "metric": "MEAN"},
            {"property_name": "stock", "metric": "MODE"},
        ],
        date_property_aggregations=[{"property_name": "added", "metric": "EARLIEST"}],
        groupby_property="category",
    )
    result = gym.execute(ENV_ID, c)
    assert compare_result(result, result.value, "groupby").match
