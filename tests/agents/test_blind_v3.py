"""Blind set v3 (tests/data/blind_v3_commands.jsonl): every row is well formed and every ground
truth is a valid call of its environment's schema, with its text values verbatim in the command.

The five environments' schemas come from the generator's blueprints; `seed-library`'s from
importing the user example docs/examples/seed-library into a temporary snapshot (fast, 190
objects), whose objects also hold every `=` value the new-domain commands use. The measurement
itself is `benchmarks/bench_blind.py --file` (tests/data/README.md, "blind set v3").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gymkit.call import parse_call, validate_call
from gymkit.schema import Environment, read_schema

ROOT = Path(__file__).resolve().parents[2]
BLIND_V3 = ROOT / "tests" / "data" / "blind_v3_commands.jsonl"
EXAMPLE = ROOT / "docs" / "examples" / "seed-library"
FIVE = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")
NEW = "seed-library"
KEYS = {"query_id", "environment", "phrasing", "command", "ground_truth"}


def _rows() -> list[dict]:
    return [json.loads(x) for x in BLIND_V3.read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.fixture(scope="module")
def seed_library(tmp_path_factory) -> Path:
    """The example imported into a snapshot; its environment folder."""
    imports = pytest.importorskip("gymkit.sources.imports")
    out = tmp_path_factory.mktemp("seed-library-snapshot")
    try:
        imports.import_environment(
            NEW, EXAMPLE / "schema.json", EXAMPLE / "objects", out, echo=lambda _s: None
        )
    except Exception as e:  # noqa: BLE001  (no importable example: nothing to check against)
        pytest.skip(f"seed-library example could not be imported: {e}")
    return out / NEW


@pytest.fixture(scope="module")
def environments(seed_library: Path) -> dict[str, Environment]:
    blueprints = pytest.importorskip("gymkit.generate.blueprints")
    envs = {env_id: blueprints.environment(env_id) for env_id in FIVE}
    envs[NEW] = read_schema(seed_library / "schema.json", NEW)
    return envs


def test_rows_are_well_formed():
    rows = _rows()
    assert len(rows) >= 60
    assert [r["query_id"] for r in rows] == [f"bv3-{i:03d}" for i in range(1, len(rows) + 1)]
    for r in rows:
        assert set(r) == KEYS, r["query_id"]
        assert r["environment"] in (*FIVE, NEW), r["query_id"]
        assert r["phrasing"] in ("explicit", "conversational"), r["query_id"]
        assert 44 <= len(r["command"]) <= 423, r["query_id"]
        assert 1 <= len(r["ground_truth"]) <= 3, r["query_id"]
    by_env = {e: sum(r["environment"] == e for r in rows) for e in (*FIVE, NEW)}
    assert all(n >= 9 for n in by_env.values()), by_env
    conversational = sum(r["phrasing"] == "conversational" for r in rows)
    assert 0.3 <= conversational / len(rows) <= 0.5


def test_ground_truths_validate_and_quote_their_values(environments):
    for r in _rows():
        env = environments[r["environment"]]
        for raw in r["ground_truth"]:
            call = validate_call(raw, env)
            assert call.to_dict() == parse_call(raw).to_dict(), r["query_id"]
            for f in raw.get("text_property_filters", []):
                value = f["value"].removesuffix("%") if f["operator"] == "LIKE" else f["value"]
                assert value in r["command"], (r["query_id"], value)
            for f in raw.get("array_property_filters", []):
                for v in f["values"]:
                    assert v in r["command"], (r["query_id"], v)


def test_new_domain_values_exist_in_its_objects(seed_library: Path):
    pq = pytest.importorskip("pyarrow.parquet")
    for r in _rows():
        if r["environment"] != NEW:
            continue
        for raw in r["ground_truth"]:
            path = seed_library / "objects" / f"{raw['collection_name']}.parquet"
            table = pq.read_table(path)
            for f in raw.get("text_property_filters", []):
                column = table.column(f["property_name"]).to_pylist()
                if f["operator"] == "=":
                    assert f["value"] in column, (r["query_id"], f)
                else:
                    assert any(v.startswith(f["value"].removesuffix("%")) for v in column)
