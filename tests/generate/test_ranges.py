"""Every generated ask_mode row lies inside the published dataset viewer's column ranges, for the
default seed and others (published-rows-format.md: command 44..423 characters, plan 11..146,
operator_classes 1..7 items, ground_truth 76..888 characters, ...)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gymkit.call.vocabulary import CLASSES, MULTI_QUERY
from gymkit.generate.blueprints import BLUEPRINTS
from gymkit.generate.queries import RANGES
from gymkit.generate.writer import generate_snapshot

SEEDS = (0, 3, 7)
# The viewer's header line over all 250 published rows.
PUBLISHED = {
    "query_id": (13, 18),
    "command": (44, 423),
    "plan": (11, 146),
    "num_sub_queries": (1, 3),
    "operator_classes": (1, 7),
    "ground_truth": (76, 888),
    "ground_truth_sql": (1, 3),
    "search_grounds": (0, 2),
    "reference_results": (24, 47_800),
}


def test_the_generator_enforces_the_published_ranges() -> None:
    assert {k: v for k, v in PUBLISHED.items() if k in RANGES} == RANGES


@pytest.fixture(scope="module")
def gyms(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Path]:
    root = tmp_path_factory.mktemp("ranges")
    return {
        s: generate_snapshot(root / f"s{s}", seed=s, objects=1000, progress=False) for s in SEEDS
    }


def _size(value: object) -> int:
    return value if isinstance(value, int) else len(value)  # type: ignore[arg-type]


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_every_ask_mode_row_is_inside_the_published_ranges(gyms: dict, seed: int) -> None:
    rows = [
        r for e in BLUEPRINTS for r in pq.read_table(gyms[seed] / e / "queries.parquet").to_pylist()
    ]
    assert len(rows) == 250
    for r in rows:
        for col, (lo, hi) in PUBLISHED.items():
            assert lo <= _size(r[col]) <= hi, (seed, r["query_id"], col, _size(r[col]))
        assert set(r["operator_classes"]) <= set(CLASSES)
        assert (MULTI_QUERY in r["operator_classes"]) == (r["num_sub_queries"] > 1)
        assert len(json.loads(r["ground_truth"])) == r["num_sub_queries"]
    assert Counter(r["phrasing"] for r in rows) == {"explicit": 113, "conversational": 137}


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_search_mode_commands_have_published_lengths(gyms: dict, seed: int) -> None:
    lo, hi = PUBLISHED["command"]
    for e in BLUEPRINTS:
        for r in pq.read_table(gyms[seed] / e / "search_mode_queries.parquet").to_pylist():
            assert lo <= len(r["command"]) <= hi, (seed, r["query_id"], len(r["command"]))
            assert r["plan"] and len(r["operator_classes"]) >= 1
