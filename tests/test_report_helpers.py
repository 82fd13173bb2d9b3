"""Builders shared by the report, chart, analysis and notebook tests (imported, not fixtures).

`score_frame` makes score rows with known values; `tiny_workspace` makes a real workspace
(the tiny handmade snapshot loaded into gym.duckdb) with real scored runs in runs.duckdb;
`generated_workspace` does the same on the generated gym (`prepare(source="generate")`).
`careless` is a registered test agent that always answers with an unfiltered retrieval on the
environment's first collection, so its runs have failures, error labels and traces to show.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from gymkit import analysis
from gymkit.agents.base import AGENTS, Plan, register

CARELESS = "careless"


class CarelessAgent:
    """Always one call: every record of the environment's first collection, no filter."""

    name = CARELESS

    def plan(self, command: str, environment) -> Plan:
        coll = environment.collections[0].name
        return Plan(calls=[{"collection_name": coll}], trace=[{"words": command, "call": 0}])

    def revise(self, command, environment, plan, results):
        return None


if CARELESS not in AGENTS:
    register(CARELESS)(lambda gym=None, **_: CarelessAgent())

SHAPES = ("search_only", "search_and_filters", "filter_only")


def score_frame(runs: tuple[str, ...] = ("alpha", "beta"), per_set: int = 12) -> pd.DataFrame:
    """Score rows for every set: deterministic outcomes so tests can compute expectations by hand.

    Query i of run r passes when (i + len(r)) % 3 != 0; plan_match when i % 2 == 0.
    """
    rows = []
    for run in runs:
        for set_name in analysis.SETS:
            for i in range(per_set):
                passed = (i + len(run)) % 3 != 0
                edge = set_name == "edge_case_1"
                search = set_name == "search_mode"
                rows.append(
                    {
                        "run": run,
                        "set": set_name,
                        "query_id": f"{set_name}-{i:03d}",
                        "environment": "env-a" if i % 2 else "env-b",
                        "plan_match": i % 2 == 0,
                        "result_match": passed,
                        "passed": passed,
                        "error_labels": []
                        if passed
                        else ["wrong_value", "missing_filter"][: 1 + i % 2],
                        "agent_error": None,
                        "phrasing": None if edge else ("explicit" if i % 2 else "conversational"),
                        "operator_classes": None
                        if edge
                        else (["search", "numeric_filter"] if i % 2 else ["text_filter"]),
                        "num_sub_queries": None if edge else 1 + i % 3,
                        "expected_shape": SHAPES[i % 3] if search else None,
                        "predicted_shape": (SHAPES[(i + len(run)) % 3] if i != 5 else None)
                        if search
                        else None,
                        "shape_match": None,
                        "recall_at_10": i / per_set if not edge else None,
                        "ndcg_at_10": i / (2 * per_set) if not edge else None,
                        "f1": 0.5 if not edge else None,
                        "behavior": f"B{1 + i % 9}" if edge else None,
                        "check_value_filter": passed if edge else None,
                        "check_retry": (i % 2 == 0) if edge and i % 9 in (5, 6) else None,
                        "checks_passed": (2 if passed else 1) if edge else None,
                        "checks_total": 2 if edge else None,
                    }
                )
    return pd.DataFrame(rows)


def tiny_workspace(root: Path, runs: tuple[str, ...] = ("oracle",)) -> Path:
    """A workspace holding the tiny snapshot's gym and a finished run of each agent in `runs`."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from gymkit.runs import run
    from tests.tiny_snapshot import write_tiny_snapshot

    snap = write_tiny_snapshot(root / "snapshot-src")
    ws = root / "ws"
    prepare(source=str(snap), workspace=ws, progress=False)
    with open_gym(ws) as gym:
        for agent in runs:
            run(agent, gym=gym, progress=False)
    return ws


def generated_workspace(root: Path, objects: int = 200, runs: tuple[str, ...] = ("rules",)) -> Path:
    """The generated gym (`objects` per collection) in `root`, with a finished run per agent."""
    import importlib.util

    import pytest

    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from gymkit.runs import run

    if importlib.util.find_spec("gymkit.generate.writer") is None:
        pytest.skip("gymkit.generate.writer is not there: the generated gym cannot be made")
    prepare(source="generate", objects=objects, workspace=root, progress=False)
    with open_gym(root) as gym:
        for agent in runs:
            run(agent, gym=gym, progress=False)
    return root
