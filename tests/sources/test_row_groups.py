"""The gym's tables are stored in row groups of `gymkit.store.LOAD_ROW_GROUP` rows (so that a
collection's scan is split between threads and a query's split grounds are found by smaller
zone maps), and what they hold, in what order, does not depend on the row group size."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

import gymkit.store as store
from gymkit.generate.writer import generate_snapshot

ENV = "tattoo-studios"


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("rowgroups")
    return generate_snapshot(root / "snap", objects=3000, environments=[ENV], progress=False)


def _load(snapshot: Path, db: Path, rows: int, monkeypatch) -> Path:
    monkeypatch.setattr(store, "LOAD_ROW_GROUP", rows)
    store.load_snapshot(snapshot, db)
    return db


def _groups(con: duckdb.DuckDBPyConnection, table: str) -> list[int]:
    """Rows per row group of `table`, in order."""
    return [
        n
        for _, n in con.execute(
            "SELECT row_group_id, max(start + count) - min(start) FROM pragma_storage_info(?) "
            "WHERE column_id = 0 GROUP BY ALL ORDER BY ALL",
            [table],
        ).fetchall()
    ]


def test_tables_are_stored_in_row_groups_of_the_load_size(snapshot, tmp_path, monkeypatch):
    db = _load(snapshot, tmp_path / "gym.duckdb", 2048, monkeypatch)
    assert not (tmp_path / "gym.duckdb.tmp").exists()
    assert not (tmp_path / "gym.duckdb.tmp.tmp").exists()  # the load's spill folder is gone
    with duckdb.connect(str(db), read_only=True) as con:
        objects = '"tattoo_studios"."TattooArtists"'
        assert con.execute(f"SELECT count(*) FROM {objects}").fetchone() == (3000,)
        assert _groups(con, objects) == [2048, 952]
        ids = _groups(con, "main.search_ground_ids")
        assert len(ids) > 1 and max(ids) == 2048
    with duckdb.connect(str(tmp_path / "default.duckdb")) as con:
        con.execute(f"CREATE TABLE t AS SELECT range AS i FROM range({3000})")
        assert _groups(con, "t") == [3000]  # DuckDB's own size: the test above can fail


def test_what_the_gym_holds_does_not_depend_on_the_row_group_size(snapshot, tmp_path, monkeypatch):
    small = _load(snapshot, tmp_path / "small.duckdb", 2048, monkeypatch)
    large = _load(snapshot, tmp_path / "large.duckdb", 122_880, monkeypatch)
    tables = [
        '"tattoo_studios"."TattooArtists"',
        "main.ask_mode",
        "main.search_mode",
        "main.edge_case_1",
        "main.search_ground_ids",
        "main.search_ground_entries",
    ]
    with duckdb.connect(str(small), read_only=True) as a, duckdb.connect(str(large)) as b:
        for table in tables:  # the rows in the order a plain SELECT gives them
            assert a.execute(f"SELECT * FROM {table}").fetchall() == (
                b.execute(f"SELECT * FROM {table}").fetchall()
            ), table
