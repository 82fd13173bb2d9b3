"""score() end to end on the tiny real gym: rows, columns, invalid calls, no answer, searches."""

from __future__ import annotations

import copy

import duckdb
import pandas as pd
import pytest
from mutations import build
from tinygym import TinyGym

from gymkit.engine.base import EngineError
from gymkit.scoring import SCORE_COLUMNS, SUB_SCORE_COLUMNS, ScoringError, score


def _row(gym, truth, set_name="ask_mode", **extra):
    return gym.add_query(set_name, f"{set_name}-{len(gym.sets[set_name])}", truth, **extra)


def test_rows_carry_exactly_the_declared_columns_and_store_in_duckdb(gym):
    row = _row(
        gym,
        [build(["num_gt"]), build(["text_eq"], search="lantern")],
        operator_classes=["numeric_filter", "search"],
    )
    scored = score("ask_mode", row, row["ground_truth"], None, gym)
    assert list(scored.row) == list(SCORE_COLUMNS)
    assert all(list(s) == list(SUB_SCORE_COLUMNS) for s in scored.sub_rows)
    con = duckdb.connect()
    for table, cols, rows in (
        ("s", SCORE_COLUMNS, [scored.row]),
        ("sub", SUB_SCORE_COLUMNS, scored.sub_rows),
    ):
        con.execute(f"CREATE TABLE {table} ({', '.join(f'{k} {v}' for k, v in cols.items())})")
        df = pd.DataFrame(rows, columns=list(cols))  # noqa: F841
        con.execute(f"INSERT INTO {table} SELECT * FROM df")
    assert con.execute("SELECT passed, error_labels, operator_classes FROM s").fetchone() == (
        True,
        [],
        ["numeric_filter", "search"],
    )
    assert con.execute("SELECT count(*) FROM sub WHERE passed").fetchone()[0] == 2


def test_sub_rows_hold_both_sql_renderings(gym):
    truth = build(["num_gt"])
    pred = build(["num_ge"])
    scored = score("ask_mode", _row(gym, [truth]), [pred], None, gym)
    sub = scored.sub_rows[0]
    assert sub["expected_sql"] == "SELECT * FROM Items WHERE price > 20.0"
    assert sub["predicted_sql"] == "SELECT * FROM Items WHERE stock >= 3"
    assert sub["precision"] is not None and sub["f1"] < 1


def test_no_answer(gym):
    row = _row(gym, [build(["num_gt"]), build(["bool_eq"])])
    scored = score("ask_mode", row, [], "timeout after 30 s", gym)
    assert scored.row["error_labels"] == ["no_answer"] and not scored.row["passed"]
    assert scored.row["agent_error"] == "timeout after 30 s"
    assert len(scored.sub_rows) == 2 and all(
        s["message"] == "timeout after 30 s" for s in scored.sub_rows
    )


def test_invalid_calls_are_scored_not_dropped(gym):
    row = _row(gym, [build(["num_gt"])])
    bad = {
        "collection_name": "Items",
        "numeric_property_filters": [{"property_name": "nope", "operator": ">", "value": 1}],
    }
    scored = score("ask_mode", row, [bad], None, gym)
    assert scored.row["error_labels"] == ["invalid_call"] and scored.row["num_invalid"] == 1
    assert "nope" in scored.sub_rows[0]["message"]
    scored = score("ask_mode", row, [copy.deepcopy(row["ground_truth"][0]), "{not json"], None, gym)
    assert (
        scored.row["error_labels"] == ["invalid_call", "extra_sub_query"]
        and not scored.row["passed"]
    )


class _FailingGym(TinyGym):
    def execute(self, environment, call):
        raise EngineError("the database refused the query: boom", "text_property_filters")


def test_engine_error_is_an_invalid_call():
    gym = _FailingGym()
    row = {**TinyGym.add_query(gym, "ask_mode", "x", [build(["num_gt"])])}
    scored = score("ask_mode", row, row["ground_truth"], None, gym)
    assert scored.row["error_labels"] == ["invalid_call"] and scored.row["plan_match"]
    assert not scored.row["result_match"] and "boom" in scored.sub_rows[0]["message"]


def test_wrong_result_when_the_plan_matches_but_the_reference_differs(gym):
    row = _row(gym, [build(["num_gt"])])
    row["reference_results"] = [["item-000"]]
    scored = score("ask_mode", row, row["ground_truth"], None, gym)
    assert scored.row["plan_match"] and not scored.row["result_match"]
    assert scored.row["error_labels"] == ["wrong_result"]


def test_search_sub_query_metrics_and_result_match(gym):
    truth = build(["num_gt"], search="harbor")
    row = _row(gym, [truth])
    relevant = set(row["search_grounds"][0]["relevant_ids"])
    assert relevant
    scored = score("ask_mode", row, [{**truth, "search_query": "the harbor pieces"}], None, gym)
    sub = scored.sub_rows[0]
    assert scored.row["passed"] and sub["f1"] == 1.0 and sub["ndcg_at_10"] == 1.0
    assert sub["recall_at_10"] == 1.0  # capped: / min(10, len(relevant))
    off_topic = score("ask_mode", row, [{**truth, "search_query": "glacier"}], None, gym)
    assert off_topic.row["plan_match"] and not off_topic.row["result_match"]
    # the plan matches except the words: the label says so (not a bare wrong_result)
    assert off_topic.row["error_labels"] == ["searched_other_words"] and off_topic.row["f1"] == 0.0
    unfiltered = score("ask_mode", row, [build([], search="harbor")], None, gym)
    assert not unfiltered.row["result_match"] and unfiltered.row["error_labels"] == [
        "missing_filter"
    ]


def test_search_aggregation_scores_its_retrieval(gym):
    truth = build([], search="orchard", aggregations=["num_mean"])
    row = _row(gym, [truth])
    scored = score("ask_mode", row, [truth], None, gym)
    assert scored.row["passed"] and scored.sub_rows[0]["f1"] == 1.0


@pytest.mark.parametrize(
    ("truth", "pred", "expected_shape", "predicted_shape"),
    [
        (build([], search="lantern"), build([], search="lamps"), "search_only", "search_only"),
        (
            build(["num_gt"], search="lantern"),
            build(["num_gt"]),
            "search_and_filters",
            "filter_only",
        ),
        (build(["bool_eq"]), build(["bool_eq"], search="x"), "filter_only", "search_and_filters"),
        (build(["bool_eq"]), build(["bool_eq"]), "filter_only", "filter_only"),
    ],
)
def test_search_mode_shape(gym, truth, pred, expected_shape, predicted_shape):
    row = _row(gym, [truth], set_name="search_mode", retrieval_shape=expected_shape)
    scored = score("search_mode", row, [pred], None, gym)
    assert scored.row["expected_shape"] == expected_shape
    assert scored.row["predicted_shape"] == predicted_shape
    assert scored.row["shape_match"] == (expected_shape == predicted_shape)
    assert scored.row["f1"] is not None
    if expected_shape == "filter_only":
        assert scored.row["recall_at_10"] is None
    else:
        assert scored.row["ndcg_at_10"] is not None


def test_search_mode_without_answer(gym):
    row = _row(
        gym, [build([], search="lantern")], set_name="search_mode", retrieval_shape="search_only"
    )
    scored = score("search_mode", row, [], "refused", gym)
    assert scored.row["predicted_shape"] == "none" and scored.row["shape_match"] is False
    assert scored.row["recall_at_10"] == 0.0


def test_unknown_set_is_named():
    with pytest.raises(ScoringError, match="ask_mode, search_mode, edge_case_1"):
        score("nope", {}, [], None, None)


def test_search_without_grounds_falls_back_to_its_reference(gym):
    truth = build(["num_gt"], search="harbor")
    row = dict(_row(gym, [truth]))
    row["search_grounds"] = []
    scored = score("ask_mode", row, [truth], None, gym)
    assert scored.row["passed"] and scored.sub_rows[0]["f1"] == 1.0
    row["reference_results"] = []  # nothing to compare against: a mismatch, not a crash
    assert not score("ask_mode", row, [truth], None, gym).row["result_match"]


@pytest.mark.parametrize(
    ("retrieved", "agrees"),
    [
        ({"a", "b"}, True),  # the labeled set
        ({"a", "b", "c"}, True),  # one extra record: F1 0.8, better than the candidates' 0.67
        ({"a", "b", "c", "d"}, False),  # every candidate: what dropping the search returns
        ({"a"}, False),  # F1 0.67, no better than the candidates: the search adds nothing
        ({"c"}, False),  # another topic
        ({"a", "b", "z"}, False),  # a record outside the filters
    ],
)
def test_search_agrees_within_the_filters(retrieved, agrees):
    from gymkit.scoring.ask import search_agrees

    assert search_agrees(retrieved, {"a", "b"}, {"a", "b", "c", "d"}) is agrees
    assert search_agrees(set(), set(), {"a"}) and not search_agrees({"a"}, set(), {"a"})


@pytest.mark.parametrize(
    ("retrieved", "failed", "words"),
    [
        ({"a", "b", "c"}, None, ["F1 0.80", "at least 0.5", "above the filters alone", "F1 0.67"]),
        ({"a"}, "filters_alone", ["F1 0.67", "at least 0.5", "not above", "F1 0.67"]),
        ({"a", "c", "d"}, "threshold", ["F1 0.40", "below the threshold", "at least 0.5"]),
        ({"a", "b", "z"}, "outside_filters", ["1 record lies outside"]),
    ],
)
def test_search_agreement_says_which_condition_decided_with_both_numbers(retrieved, failed, words):
    """The message a search sub-query carries, passing or failing: its F1 against the labeled
    set, the threshold stated as "at least 0.5", and what the filters alone give."""
    from gymkit.scoring.ask import search_agreement, search_agrees

    agreement = search_agreement(retrieved, {"a", "b"}, {"a", "b", "c", "d"})
    assert agreement.failed == failed and agreement.agrees is (failed is None)
    assert agreement.agrees is search_agrees(retrieved, {"a", "b"}, {"a", "b", "c", "d"})
    text = agreement.text()
    for w in words:
        assert w in text, (w, text)
    assert agreement.filters_f1 == pytest.approx(2 / 3)
