"""edge_case_1: every check of `expect`, on the oracle's answer and on wrong answers."""

from __future__ import annotations

import pytest
from edgecases import add_edge_cases
from tinygym import ENV, TinyGym

from gymkit.agents.oracle import edge_calls
from gymkit.scoring import EDGE_CHECKS, score


@pytest.fixture(scope="module")
def cases():
    gym = TinyGym()
    return gym, add_edge_cases(gym)


def _score(cases, behavior, calls):
    gym, rows = cases
    return score("edge_case_1", rows[behavior], calls, None, gym)


@pytest.mark.parametrize(
    "behavior", ["B1", "B2", "B2-no-prose", "B4", "B5", "B6", "B7", "B8", "B9"]
)
def test_expected_answer_passes_every_check(cases, behavior):
    calls = edge_calls(cases[1][behavior], ENV)
    scored = _score(cases, behavior, calls)
    assert scored.row["passed"] and scored.row["plan_match"], scored.row
    assert scored.row["result_match"], scored.sub_rows
    assert scored.row["checks_passed"] == scored.row["checks_total"] >= 3
    assert set(EDGE_CHECKS) <= set(scored.row)


def _eq(prop, value, op="="):
    return {"property_name": prop, "operator": op, "value": value}


def _labels(cases, behavior, calls):
    scored = _score(cases, behavior, calls)
    assert not scored.row["passed"] and not scored.row["plan_match"]
    return scored.row["error_labels"]


def test_b1_search_instead_of_filter(cases):
    value = cases[1]["B1"]["value"]
    assert _labels(cases, "B1", [{"collection_name": "Items", "search_query": value}]) == [
        "value_filter",
        "query_null",
    ]


def test_b1_filter_on_another_property(cases):
    value = cases[1]["B1"]["value"]
    labels = _labels(
        cases,
        "B1",
        [{"collection_name": "Items", "text_property_filters": [_eq("category", value)]}],
    )
    assert labels == ["value_filter"]


def test_b1_with_an_unrequested_filter(cases):
    value = cases[1]["B1"]["value"]
    filters = [_eq("itemName", value), _eq("category", "Alpha")]
    labels = _labels(cases, "B1", [{"collection_name": "Items", "text_property_filters": filters}])
    assert labels == ["no_extra_filter"]


def test_b1_with_a_search_alongside_fails_query_null(cases):
    value = cases[1]["B1"]["value"]
    call = {
        "collection_name": "Items",
        "search_query": "x",
        "text_property_filters": [_eq("itemName", value)],
    }
    assert _labels(cases, "B1", [call]) == ["query_null"]


def test_b1_like_without_wildcard_is_an_eq(cases):
    value = cases[1]["B1"]["value"]
    call = {"collection_name": "Items", "text_property_filters": [_eq("itemName", value, "LIKE")]}
    assert _score(cases, "B1", [call]).row["passed"]


def test_b1_wrong_collection(cases):
    value = cases[1]["B1"]["value"]
    call = {"collection_name": "Orders", "text_property_filters": [_eq("itemName", value)]}
    assert "collection" in _labels(cases, "B1", [call])


def test_b4_prefix_must_be_like_with_trailing_wildcard(cases):
    assert _score(
        cases,
        "B4",
        [
            {
                "collection_name": "Items",
                "text_property_filters": [_eq("itemName", "Item Bi%", "LIKE")],
            }
        ],
    ).row["passed"]
    assert _labels(
        cases,
        "B4",
        [
            {
                "collection_name": "Items",
                "text_property_filters": [_eq("itemName", "*Item Bi*", "LIKE")],
            }
        ],
    ) == ["value_filter"]
    assert "value_filter" in _labels(
        cases,
        "B4",
        [{"collection_name": "Items", "text_property_filters": [_eq("itemName", "Item Bi")]}],
    )


def test_b5_needs_the_other_filter(cases):
    value = cases[1]["B5"]["value"]
    assert _labels(
        cases,
        "B5",
        [{"collection_name": "Items", "text_property_filters": [_eq("itemName", value)]}],
    ) == ["other_filters"]


def test_b2_filter_instead_of_search(cases):
    value = cases[1]["B2"]["value"]
    labels = _labels(
        cases,
        "B2",
        [{"collection_name": "Orders", "text_property_filters": [_eq("itemName", value)]}],
    )
    assert labels == ["value_filter", "query_contains"]
    partial = {"collection_name": "Orders", "search_query": value.split()[0]}
    assert _labels(cases, "B2", [partial]) == ["query_contains"]
    like = {
        "collection_name": "Orders",
        "search_query": value,
        "text_property_filters": [_eq("notes", f"*{value}*", "LIKE")],
    }
    assert "value_filter" in _labels(cases, "B2", [like])


def test_b8_needs_an_or_of_both_properties(cases):
    value = cases[1]["B8"]["value"]
    one = {"collection_name": "Orders", "text_property_filters": [_eq("itemName", value)]}
    assert "value_filter" in _labels(cases, "B8", [one])
    anded = {
        "collection_name": "Orders",
        "filter_tree": {
            "combine": "AND",
            "filters": [_eq("itemName", value), _eq("altItemName", value)],
        },
    }
    assert "value_filter" in _labels(cases, "B8", [anded])


def test_b9_never_eq(cases):
    eq = {"collection_name": "Items", "text_property_filters": [_eq("description", "lantern")]}
    assert "value_filter" in _labels(cases, "B9", [eq])
    like = {
        "collection_name": "Items",
        "text_property_filters": [_eq("description", "*lantern*", "LIKE")],
    }
    assert _score(cases, "B9", [like]).row["passed"]
    two_words = {
        "collection_name": "Items",
        "text_property_filters": [_eq("description", "*lantern shaped*", "LIKE")],
    }
    assert "value_filter" in _labels(cases, "B9", [two_words])


def test_b6_keep_fails_on_search_fallback(cases):
    value = cases[1]["B6"]["value"]
    assert _labels(cases, "B6", [{"collection_name": "Items", "search_query": value}]) == [
        "value_filter",
        "retry",
    ]


def test_b7_move_to_query_fails_when_the_filter_stays(cases):
    seed = cases[1]["B7"]["seed_output"]
    value = cases[1]["B7"]["value"]
    kept = {
        "collection_name": "Orders",
        "search_query": value,
        "text_property_filters": seed["filters"],
    }
    assert _labels(cases, "B7", [kept]) == ["value_filter", "retry"]


def test_no_answer_and_invalid_call(cases):
    scored = _score(cases, "B1", [])
    assert scored.row["error_labels"] == ["no_answer"] and scored.row["checks_passed"] == 0
    bad = {"collection_name": "Items", "text_property_filters": [_eq("nope", "x")]}
    scored = _score(cases, "B1", [bad])
    assert "invalid_call" in scored.row["error_labels"] and not scored.row["passed"]


def test_search_on_a_collection_without_prose_matches_whole_values(cases):
    """B2 in Public Transit: a search of RidershipReports, whose text is field-tokenized."""
    row = cases[1]["B2-no-prose"]
    value = row["value"]
    scored = _score(cases, "B2-no-prose", [{"collection_name": "Reports", "search_query": value}])
    assert scored.row["passed"] and scored.row["result_match"] and row["relevant_ids"]
    longer = _score(
        cases, "B2-no-prose", [{"collection_name": "Reports", "search_query": f"{value} reports"}]
    )
    assert (
        longer.row["passed"] and not longer.row["result_match"]
    )  # field tokens: whole values only
    filtered = {"collection_name": "Reports", "text_property_filters": [_eq("itemName", value)]}
    assert "value_filter" in _labels(cases, "B2-no-prose", [filtered])
