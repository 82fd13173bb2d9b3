"""The oracle replays the ground truth and scores 100% on every set of a real (tiny) gym."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scoring"))

from edgecases import add_edge_cases  # noqa: E402
from mutations import build  # noqa: E402
from tinygym import ENV, TinyGym  # noqa: E402

from gymkit.agents import get_agent  # noqa: E402
from gymkit.agents.base import Plan  # noqa: E402
from gymkit.engine.base import EngineError  # noqa: E402
from gymkit.scoring import score  # noqa: E402

ADDED = {
    "collection_name": "Orders",
    "numeric_property_filters": [{"property_name": "quantity", "operator": ">", "value": 2}],
}


@pytest.fixture(scope="module")
def gym() -> TinyGym:
    g = TinyGym()
    truths = [
        [build(["num_gt", "tarr_any"])],
        [build(["text_like"], search="lantern"), ADDED],
        [
            build(["bool_eq"], aggregations=["text_top", "num_mode"], groupby="category"),
            build(["date_ge"]),
            ADDED,
        ],
    ]
    for i, truth in enumerate(truths):
        g.add_query("ask_mode", f"ask-{i}", truth, command=f"ask command {i}")
    for i, (truth, shape) in enumerate(
        [
            ([build([], search="harbor")], "search_only"),
            ([build(["num_ge"], search="orchard")], "search_and_filters"),
            ([build(["iarr_any"])], "filter_only"),
        ]
    ):
        g.add_query(
            "search_mode",
            f"search-{i}",
            truth,
            command=f"search command {i}",
            retrieval_shape=shape,
        )
    add_edge_cases(g)
    return g


def _answer(agent, gym, set_name: str, row: dict) -> Plan:
    """What the run loop does: plan (or start from a retry case's seed), execute, revise."""
    if set_name == "edge_case_1" and row.get("seed_output"):
        seed = row["seed_output"]
        first = Plan(
            calls=[
                {"collection_name": seed["collection"], "text_property_filters": seed["filters"]}
            ]
        )
    else:
        first = agent.plan(row["command"], ENV)
    results = []
    for c in first.calls:
        try:
            results.append(gym.execute(ENV.id, c))
        except EngineError as e:  # the run loop hands the error over as the result
            results.append(e)
    return agent.revise(row["command"], ENV, first, results) or first


@pytest.mark.parametrize("set_name", ["ask_mode", "search_mode", "edge_case_1"])
def test_oracle_scores_100_percent(gym, set_name):
    agent = get_agent("oracle", gym=gym)
    rows = gym.queries(set_name)
    assert rows
    for row in rows:
        plan = _answer(agent, gym, set_name, row)
        assert plan.error is None
        scored = score(set_name, row, plan.calls, plan.error, gym)
        assert scored.row["passed"] and scored.row["plan_match"] and scored.row["result_match"], (
            row["query_id"],
            scored.row,
            scored.sub_rows,
        )


def test_retry_cases_revise_and_others_keep_their_plan(gym):
    agent = get_agent("oracle", gym=gym)
    b6 = next(r for r in gym.queries("edge_case_1") if r["behavior"] == "B6")
    assert agent.revise(b6["command"], ENV, Plan(), []) is not None
    assert agent.revise("ask command 0", ENV, Plan(), []) is None


def test_unknown_command_is_an_error_not_a_crash(gym):
    plan = get_agent("oracle", gym=gym).plan("what is the meaning of life", ENV)
    assert plan.calls == [] and "no query in tiny-env" in plan.error
