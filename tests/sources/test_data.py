"""The data layer: schema.json, the snapshot reader, the hub source and the DuckDB store."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import socket
import time
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.schema import (
    SchemaError,
    environment_from_dict,
    read_schema,
    schema_to_dict,
    split_camel,
    write_schema,
)
from gymkit.sources import hub
from gymkit.sources.folder import SnapshotError, open_snapshot
from gymkit.store import load_snapshot
from gymkit.workspace import Workspace
from tests.tiny_snapshot import ENV_ID, GADGETS, TINY_ENV, write_tiny_snapshot


@pytest.fixture
def snap(tmp_path: Path) -> Path:
    return write_tiny_snapshot(tmp_path / "snap")


@pytest.fixture
def gym(snap: Path, tmp_path: Path):
    prepare(source=str(snap), workspace=tmp_path / "ws")
    g = open_gym(tmp_path / "ws")
    yield g
    g.close()


def test_schema_json_round_trip(tmp_path):
    write_schema(TINY_ENV, tmp_path / "schema.json")
    assert read_schema(tmp_path / "schema.json") == TINY_ENV


def test_schema_reader_accepts_other_spellings():
    env = environment_from_dict(
        {
            "environment": "x",
            "collections": {
                "Things": {
                    "properties": [
                        {"property_name": "tagList", "data_type": "text[]"},
                        {"name": "n", "data_type": "int"},
                    ]
                }
            },
        }
    )
    assert env.collections[0].prop("tagList").type == "text_array"
    assert env.collections[0].prop("n").kind == "numeric"


def test_schema_errors_name_file_and_field(tmp_path):
    p = tmp_path / "e" / "schema.json"
    p.parent.mkdir()
    d = schema_to_dict(TINY_ENV)
    d["collections"][0]["properties"][3]["type"] = "integerish"
    p.write_text(json.dumps(d))
    with pytest.raises(
        SchemaError,
        match=r"schema.json: collections\[0\] \(Gadgets\).properties\[3\] \(weightGrams\): unknown property type 'integerish'",
    ):
        read_schema(p)
    p.write_text("{")
    with pytest.raises(SchemaError, match="not valid JSON"):
        read_schema(p)


def test_split_camel():
    assert split_camel("hireDate") == "hire date"
    assert split_camel("totalAmountUsd") == "total amount usd"
    assert split_camel("sizeEstimatesCm") == "size estimates cm"


def test_every_property_type_round_trips_through_parquet_and_duckdb(gym):
    df = gym.sql('SELECT * FROM tiny_env."Gadgets" ORDER BY "gadgetName"')
    types = dict(
        gym.con.execute(
            "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'Gadgets'"
        ).fetchall()
    )
    assert types == {
        "uuid": "VARCHAR",
        "gadgetNotes": "VARCHAR",
        "gadgetName": "VARCHAR",
        "category": "VARCHAR",
        "weightGrams": "BIGINT",
        "price": "DOUBLE",
        "inStock": "BOOLEAN",
        "builtDate": "DATE",
        "tags": "VARCHAR[]",
        "sizes": "BIGINT[]",
        "ratings": "DOUBLE[]",
        "checks": "BOOLEAN[]",
        "serviceDates": "DATE[]",
    }
    rows = gym.con.execute(
        'SELECT "gadgetName", "category", "weightGrams", "price", "inStock", "builtDate", "tags", "sizes", "ratings", "checks", "serviceDates", "gadgetNotes" FROM tiny_env."Gadgets"'
    ).fetchall()
    by_name = {r[0]: r for r in rows}
    for g in GADGETS:
        r = by_name[g[0]]
        assert r[1:5] == g[1:5]
        assert r[5] == dt.date.fromisoformat(g[5])
        assert (
            list(r[6]) == g[6] and list(r[7]) == g[7] and list(r[8]) == g[8] and list(r[9]) == g[9]
        )
        assert [d.isoformat() for d in r[10]] == g[10]
        assert r[11] == g[11]
    assert len(df) == len(GADGETS)


def test_query_sets_tables_and_v1_name(gym):
    assert [r["query_id"] for r in gym.queries("ask_mode")] == [
        r["query_id"] for r in gym.queries("queries")
    ]
    assert gym.sql("SELECT count(*) AS n FROM queries")["n"][0] == 2
    assert gym.queries("ask_mode")[1]["reference_results"] == [{"SUM(cost)": 65.5}]
    edge = gym.queries("edge_case_1")[0]
    # every set's rows have a ground_truth; an edge case's is None, its checks say what passes
    assert all("ground_truth" in r for s in ("ask_mode", "edge_case_1") for r in gym.queries(s))
    assert edge["ground_truth"] is None and gym.queries("ask_mode")[0]["ground_truth"]
    assert (
        gym.queries("edge_case_1", grounds=False)[0]["ground_truth"] is None
    )  # the rows table too
    assert (
        edge["expect"]["value_properties"] == ["repairCode"]
        and edge["expect"]["other_filters"] == []
    )
    assert set(gym.sql("SELECT config FROM query_sets")["config"]) == {
        "ask_mode",
        "search_mode",
        "edge_case_1",
    }
    with pytest.raises(GymError, match="unknown query set"):
        gym.queries("nope")


def test_distinct_values_unnest_arrays(gym):
    assert gym.distinct_values(ENV_ID, "Gadgets", "tags")[0] == "red"
    assert set(gym.distinct_values(ENV_ID, "Gadgets", "serviceDates")) == {
        "2025-01-01",
        "2025-02-01",
        "2025-03-01",
        "2025-04-01",
    }


def test_the_store_is_read_only_once_loaded(gym):
    with pytest.raises(duckdb.Error):
        gym.con.execute('DELETE FROM tiny_env."Gadgets"')


def test_loading_is_idempotent_and_refuses_another_snapshot(snap, tmp_path):
    db = tmp_path / "g.duckdb"
    assert load_snapshot(snap, db) == "loaded"
    mtime = db.stat().st_mtime_ns
    assert load_snapshot(snap, db) == "unchanged"
    assert db.stat().st_mtime_ns == mtime
    other = write_tiny_snapshot(tmp_path / "other", v1=True)
    with pytest.raises(GymError, match="refusing to mix"):
        load_snapshot(other, db)
    assert load_snapshot(other, db, replace=True) == "replaced"
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute("SELECT count(*) FROM main.ask_mode").fetchone()[0] == 2


def test_v1_snapshot_loads_with_only_the_queries_config(tmp_path):
    snap = write_tiny_snapshot(tmp_path / "v1", v1=True)
    prepare(source=str(snap), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as g:
        assert len(g.queries("queries")) == 2
        assert g.queries("edge_case_1") == []


def test_missing_file_is_named(snap, tmp_path):
    (snap / ENV_ID / "objects" / "Repairs.parquet").unlink()
    (snap / ENV_ID / "queries.parquet").unlink()
    with pytest.raises(SnapshotError) as e:
        load_snapshot(snap, tmp_path / "g.duckdb")
    msg = str(e.value)
    assert f"{ENV_ID}/objects/Repairs.parquet: file is missing" in msg
    assert f"{ENV_ID}/queries.parquet: file is missing" in msg
    assert not (tmp_path / "g.duckdb").exists(), "nothing is half-loaded"


def test_corrupt_file_is_named(snap):
    (snap / ENV_ID / "objects" / "Gadgets.parquet").write_bytes(b"PAR1 this is not parquet")
    with pytest.raises(
        SnapshotError, match=r"objects/Gadgets.parquet: not a readable Parquet file"
    ):
        open_snapshot(snap)


def test_missing_and_wrongly_typed_columns_are_named(snap):
    path = snap / ENV_ID / "objects" / "Gadgets.parquet"
    t = pq.read_table(path).drop_columns(["price"])
    t = t.set_column(
        t.schema.get_field_index("builtDate"), "builtDate", pa.array([1, 2, 3, 4], pa.int64())
    )
    pq.write_table(t, path)
    with pytest.raises(SnapshotError) as e:
        open_snapshot(snap)
    msg = str(e.value)
    assert "Gadgets.parquet: column price is missing (expected float64)" in msg
    assert "Gadgets.parquet: column builtDate is int64, expected date (YYYY-MM-DD strings)" in msg


def test_missing_folder_says_what_to_do(tmp_path):
    with pytest.raises(SnapshotError, match="--source generate"):
        open_snapshot(tmp_path / "nowhere")


def test_open_gym_without_data_says_how_to_make_it(tmp_path):
    with pytest.raises(GymError, match="gymkit data"):
        open_gym(tmp_path)


def test_hub_source_reads_through_the_same_reader(snap, tmp_path):
    """The hub download path with the network replaced by a copy of a local snapshot."""
    dest = hub.download(tmp_path / "ws" / "snapshot", _download=lambda d: shutil.copytree(snap, d))
    assert open_snapshot(dest).environments[ENV_ID] == TINY_ENV
    assert load_snapshot(dest, Workspace.of(tmp_path / "ws").gym_db) == "loaded"


def test_hub_download_that_is_not_a_snapshot_keeps_the_old_one(snap, tmp_path):
    dest = tmp_path / "snapshot"
    shutil.copytree(snap, dest)

    def broken(d: Path) -> None:
        d.mkdir(parents=True)
        (d / "environments.parquet").write_text("junk")

    with pytest.raises(SnapshotError):
        hub.download(dest, _download=broken)
    assert open_snapshot(dest)


def _closed_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def test_hub_offline_fails_fast_with_the_way_out(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{_closed_port()}")
    t0 = time.monotonic()
    with pytest.raises(GymError) as e:
        prepare(source="hub", workspace=tmp_path)
    assert time.monotonic() - t0 < 5
    assert "--source generate" in str(e.value) and "offline" in str(e.value)


def test_hub_respects_hf_hub_offline(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(GymError, match="HF_HUB_OFFLINE"):
        hub.download(tmp_path / "s")
