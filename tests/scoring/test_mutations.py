"""Every single mutation of a ground truth is caught with its label, for every operator kind;
the unmutated ground truth passes (plan and result)."""

from __future__ import annotations

import copy

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings
from mutations import (
    AGGREGATIONS,
    FILTER_MUTATIONS,
    FILTERS,
    OTHER_METRIC,
    TWIN,
    build,
    filter_slots,
    replace_filter_by_search,
)
from tinygym import TinyGym

from gymkit.scoring import score

ADDED = {
    "collection_name": "Orders",
    "numeric_property_filters": [{"property_name": "quantity", "operator": ">", "value": 2}],
}


def _score(gym: TinyGym, truth: list[dict], predicted: list[dict], set_name: str = "ask_mode"):
    qid = f"q{len(gym.sets[set_name])}"
    row = gym.add_query(set_name, qid, truth)
    return score(set_name, row, predicted, None, gym)


def _assert_caught(scored, label: str) -> None:
    assert scored.row["passed"] is False
    assert scored.row["plan_match"] is False
    assert scored.row["error_labels"] == [label], scored.sub_rows


@pytest.mark.parametrize("kind", sorted(FILTERS))
def test_ground_truth_of_every_filter_kind_passes(gym, kind):
    truth = [build([kind])]
    scored = _score(gym, truth, copy.deepcopy(truth))
    assert scored.row["passed"] and scored.row["plan_match"] and scored.row["result_match"]
    assert scored.row["error_labels"] == []


@pytest.mark.parametrize("mutation", sorted(FILTER_MUTATIONS))
@pytest.mark.parametrize("kind", sorted(FILTERS))
def test_filter_mutation_is_caught(gym, kind, mutation):
    truth = build([kind, "num_ge" if kind != "num_ge" else "text_eq"])
    slot = next(s for s in filter_slots(truth) if truth[s[0]][s[1]] == FILTERS[kind][1])
    mutate, label = FILTER_MUTATIONS[mutation]
    scored = _score(gym, [truth], [mutate(truth, slot)])
    _assert_caught(scored, label)


@pytest.mark.parametrize("kind", sorted(FILTERS))
def test_filter_replaced_by_search_is_caught(gym, kind):
    truth = build([kind])
    scored = _score(gym, [truth], [replace_filter_by_search(truth, filter_slots(truth)[0])])
    _assert_caught(scored, "search_instead_of_filter")


@pytest.mark.parametrize("kind", ["text_eq", "num_gt", "tarr_any"])
def test_extra_filter_is_caught(gym, kind):
    truth = build(["bool_eq"])
    scored = _score(gym, [truth], [build(["bool_eq", kind])])
    _assert_caught(scored, "extra_filter")


def test_search_dropped_and_search_replaced_by_filter(gym):
    truth = build(["num_gt"], search="lantern")
    _assert_caught(_score(gym, [truth], [build(["num_gt"])]), "missing_search")
    _assert_caught(_score(gym, [truth], [build(["num_gt", "text_eq"])]), "filter_instead_of_search")
    _assert_caught(_score(gym, [build(["num_gt"])], [truth]), "extra_search")


@pytest.mark.parametrize("agg", sorted(AGGREGATIONS))
def test_aggregation_mutation_is_caught(gym, agg):
    truth = build(["num_gt"], aggregations=[agg])
    ok = _score(gym, [truth], [copy.deepcopy(truth)])
    assert ok.row["passed"], ok.sub_rows
    mutated = copy.deepcopy(truth)
    list_name = AGGREGATIONS[agg][0]
    entry = mutated[list_name][0]
    entry["metric"] = OTHER_METRIC[entry["metric"]]
    entry.pop("top_occurrences_limit", None)
    _assert_caught(_score(gym, [truth], [mutated]), "wrong_aggregation")


def test_groupby_mutations_are_caught(gym):
    truth = build(["num_gt"], aggregations=["num_mean"], groupby="category")
    assert _score(gym, [truth], [copy.deepcopy(truth)]).row["passed"]
    other = {**copy.deepcopy(truth), "groupby_property": "active"}
    _assert_caught(_score(gym, [truth], [other]), "wrong_groupby")
    dropped = {k: v for k, v in truth.items() if k != "groupby_property"}
    _assert_caught(_score(gym, [truth], [dropped]), "wrong_groupby")


def test_wrong_collection_is_caught(gym):
    truth = {
        "collection_name": "Items",
        "text_property_filters": [
            {"property_name": "itemName", "operator": "=", "value": "Item Ash 0"}
        ],
    }
    pred = {**copy.deepcopy(truth), "collection_name": "Orders"}
    _assert_caught(_score(gym, [truth], [pred]), "wrong_collection")


@pytest.mark.parametrize("kind", sorted(FILTERS))
def test_added_sub_query_fails_the_query(gym, kind):
    truth = build([kind])
    scored = _score(gym, [truth], [copy.deepcopy(truth), ADDED])
    _assert_caught(scored, "extra_sub_query")
    assert [s["passed"] for s in scored.sub_rows] == [True, False]


def test_dropped_sub_query_is_missing(gym):
    truth = [build(["num_gt"]), ADDED]
    scored = _score(gym, truth, [copy.deepcopy(truth[0])])
    _assert_caught(scored, "missing_sub_query")
    assert {s["expected_index"] for s in scored.sub_rows} == {0, 1}


def test_sub_queries_pair_regardless_of_order(gym):
    truth = [build(["num_gt"]), ADDED, build(["text_eq"], aggregations=["num_mean"])]
    scored = _score(gym, truth, [truth[2], truth[0], truth[1]])
    assert scored.row["passed"]
    assert sorted((s["expected_index"], s["predicted_index"]) for s in scored.sub_rows) == [
        (0, 1),
        (1, 2),
        (2, 0),
    ]


# ---- generated ground truths ------------------------------------------------------------

_GYM = TinyGym()
kinds = st.lists(st.sampled_from(sorted(FILTERS)), min_size=1, max_size=3, unique=True).filter(
    lambda ks: len({FILTERS[k][1]["property_name"] for k in ks}) == len(ks)
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kinds=kinds,
    search=st.sampled_from([None, "lantern", "harbor"]),
    agg=st.sampled_from([None, *sorted(AGGREGATIONS)]),
    mutation=st.sampled_from([*sorted(FILTER_MUTATIONS), "replace_by_search", "add_sub_query"]),
    pick=st.integers(0, 2),
)
def test_generated_ground_truths_pass_and_their_mutations_are_caught(
    kinds, search, agg, mutation, pick
):
    truth = build(kinds, search=search, aggregations=[agg] if agg else [])
    same = _score(_GYM, [truth], [copy.deepcopy(truth)])
    assert same.row["passed"] and same.row["error_labels"] == [], same.sub_rows
    slot = filter_slots(truth)[pick % len(kinds)]
    if mutation == "add_sub_query":
        predicted, label = [copy.deepcopy(truth), ADDED], "extra_sub_query"
    elif mutation == "replace_by_search":
        if search:
            return  # a search is already there: the mutation is "drop a filter"
        predicted, label = [replace_filter_by_search(truth, slot)], "search_instead_of_filter"
    else:
        used = {FILTERS[k][1]["property_name"] for k in kinds}
        if mutation == "swap_property" and TWIN[truth[slot[0]][slot[1]]["property_name"]] in used:
            return  # the twin is filtered already: the swap may merge into that filter
        mutate, label = FILTER_MUTATIONS[mutation]
        predicted = [mutate(truth, slot)]
    _assert_caught(_score(_GYM, [truth], predicted), label)


# ---- searches: the labeled set decides the result (docs/scoring.md, "Searches") -------------

SEARCHED = {
    "retrieval": build(["num_gt"], search="lantern"),
    "aggregation": build(["num_gt"], search="lantern", aggregations=["num_mean", "text_count"]),
    "groupby": build(["num_gt"], search="lantern", aggregations=["num_mean"], groupby="category"),
}
SEARCH_MUTATIONS = {
    "drop_the_search": lambda c: {k: v for k, v in c.items() if k != "search_query"},
    "search_other_words": lambda c: {**c, "search_query": "glacier"},
}


def test_search_mutations_are_not_vacuous(gym):
    """The filters alone select more than the labeled set, so dropping the search changes the
    records and the aggregation (else the mutations below could not fail)."""
    row = gym.add_query("ask_mode", f"q{len(gym.sets['ask_mode'])}", [SEARCHED["aggregation"]])
    grounds = row["search_grounds"][0]
    assert 0 < len(grounds["relevant_ids"]) < len(grounds["candidate_ids"])
    dropped = SEARCH_MUTATIONS["drop_the_search"](SEARCHED["aggregation"])
    assert gym.execute(row["environment"], dropped).value != row["reference_results"][0]


@pytest.mark.parametrize("shape", sorted(SEARCHED))
def test_searched_ground_truth_and_a_paraphrase_pass(gym, shape):
    truth = SEARCHED[shape]
    replay = _score(gym, [truth], [copy.deepcopy(truth)])
    assert replay.row["passed"], replay.sub_rows
    sub = replay.sub_rows[0]
    assert sub["f1"] == sub["recall_at_10"] == sub["ndcg_at_10"] == 1.0
    paraphrase = _score(gym, [truth], [{**copy.deepcopy(truth), "search_query": "lantern shapes"}])
    assert paraphrase.row["passed"], paraphrase.sub_rows


@pytest.mark.parametrize("mutation", sorted(SEARCH_MUTATIONS))
@pytest.mark.parametrize("shape", sorted(SEARCHED))
def test_search_mutation_fails_result_match(gym, shape, mutation):
    truth = SEARCHED[shape]
    scored = _score(gym, [truth], [SEARCH_MUTATIONS[mutation](copy.deepcopy(truth))])
    assert not scored.row["result_match"], scored.sub_rows
    assert not scored.row["passed"]
    if mutation == "search_other_words":  # words are not compared: the plan matches
        assert scored.row["plan_match"] and scored.row["error_labels"] == ["searched_other_words"]
    else:
        assert scored.row["error_labels"] == ["missing_search"]


def test_aggregation_over_the_filtered_set_fails(gym):
    """An aggregation computed over every filtered record instead of the searched ones."""
    truth = SEARCHED["aggregation"]
    over_filtered = SEARCH_MUTATIONS["drop_the_search"](copy.deepcopy(truth))
    scored = _score(gym, [truth], [over_filtered])
    assert not scored.row["result_match"]
    assert "!= reference" in scored.sub_rows[0]["message"]


def test_two_search_only_queries_differ_only_by_result(gym):
    """The card's limitation: two search_only queries on one collection have equal plans, so
    plan match cannot tell them apart; the labeled set (result match) does."""
    lantern, glacier = build([], search="lantern"), build([], search="glacier")
    scored = _score(gym, [lantern], [glacier])
    assert scored.row["plan_match"] and not scored.row["result_match"]
