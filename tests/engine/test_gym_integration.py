"""End to end: a snapshot in the card's layout, loaded by gymkit.store, executed by the engine."""

from __future__ import annotations

from pathlib import Path

from gymkit.call import parse_calls
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.gym import open_gym
from gymkit.store import load_snapshot
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot


def test_loaded_snapshot_reproduces_its_reference_results(tmp_path: Path):
    snap = write_tiny_snapshot(tmp_path / "snapshot")
    load_snapshot(snap, tmp_path / "gym.duckdb", replace=True, source="test")
    gym = open_gym(tmp_path)
    rows = gym.queries("ask_mode")
    assert rows
    with DuckDBEngine(tmp_path / "gym.duckdb") as engine:
        assert ENV_ID in engine.environments
        checked = 0
        for row in rows:
            for call, ref in zip(parse_calls(row["ground_truth"]), row["reference_results"]):
                if call.search_query is None:
                    assert engine.execute(row["environment"], call).value == ref, row["query_id"]
                    checked += 1
        assert checked >= 2
    assert gym.execute(ENV_ID, parse_calls(rows[0]["ground_truth"])[0]).kind in (
        "retrieval",
        "aggregation",
        "groupby",
    )
    gym.close()
