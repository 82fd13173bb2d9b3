"""The search result-match rule end to end, on the shared tiny snapshot loaded as a real gym
(`gymkit.prepare` -> `gymkit.open_gym`): the facade's `execute(..., within=)` is what the scorer
uses to aggregate over a labeled set."""

from __future__ import annotations

from pathlib import Path

import pytest

from gymkit.call import parse_call, render_sql
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.scoring import score
from tests.tiny_snapshot import ENV_ID, GADGETS, object_uuid, write_tiny_snapshot

RED = sorted(object_uuid("Gadgets", g[0]) for g in GADGETS if " red " in f" {g[11]} ")
EVERY = sorted(object_uuid("Gadgets", g[0]) for g in GADGETS)
RETRIEVAL = {"collection_name": "Gadgets", "search_query": "red"}
COUNT = {
    **RETRIEVAL,
    "numeric_property_aggregations": [{"property_name": "price", "metric": "MEAN"}],
    "text_property_aggregations": [{"property_name": "gadgetName", "metric": "COUNT"}],
}


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("tiny")
    snapshot = write_tiny_snapshot(Path(root) / "snap")
    prepare(source=str(snapshot), workspace=root / "ws", progress=False)
    g = open_gym(root / "ws")
    yield g
    g.close()


def _row(gym, truth: dict) -> dict:
    reference = (
        gym.execute(ENV_ID, truth, within=RED).value if parse_call(truth).is_aggregation else RED
    )
    return {
        "query_id": "tiny-search",
        "environment": ENV_ID,
        "ground_truth": [truth],
        "reference_results": [reference],
        "search_grounds": [{"topic": "red", "candidate_ids": EVERY, "relevant_ids": RED}],
        "plan": render_sql(parse_call(truth)),
    }


@pytest.mark.parametrize("truth", [RETRIEVAL, COUNT], ids=["retrieval", "aggregation"])
def test_truth_and_paraphrase_pass_and_wrong_searches_fail(gym, truth: dict) -> None:
    assert 0 < len(RED) < len(EVERY)
    row = _row(gym, truth)
    assert score("ask_mode", row, [truth], None, gym).row["passed"]
    paraphrase = score("ask_mode", row, [{**truth, "search_query": "red things"}], None, gym)
    assert paraphrase.row["passed"], paraphrase.sub_rows
    dropped = {k: v for k, v in truth.items() if k != "search_query"}
    for wrong in (dropped, {**truth, "search_query": "lamp"}):
        scored = score("ask_mode", row, [wrong], None, gym)
        assert not scored.row["result_match"], (wrong, scored.sub_rows)
