"""The query tables of a loaded gym: every file's rows, in query_id order, loaded file by file."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gymkit.store import _create_query_table


def _file(path: Path, ids: list[str], extra: bool = False) -> Path:
    cols = {
        "query_id": pa.array(ids, pa.string()),
        "ground_truth": pa.array([[f"{i}-a", f"{i}-b"] for i in ids], pa.list_(pa.string())),
        "num_sub_queries": pa.array(range(len(ids)), pa.int64()),
    }
    if extra:  # a column only this environment's file has (read by name)
        cols["search_grounds"] = pa.array([f"g-{i}" for i in ids], pa.string())
    pq.write_table(pa.table(cols), path)
    return path


def _all_at_once(con: duckdb.DuckDBPyConnection, files: list[Path]) -> tuple[list, list]:
    sql = "SELECT * FROM read_parquet(?, union_by_name = true) ORDER BY query_id"
    rel = con.execute(sql, [[str(f) for f in files]])
    return [d[:2] for d in rel.description], rel.fetchall()


def _loaded(con: duckdb.DuckDBPyConnection, name: str) -> tuple[list, list]:
    rel = con.execute(f"SELECT * FROM main.{name} ORDER BY rowid")
    return [d[:2] for d in rel.description], rel.fetchall()


def test_files_apart_load_one_by_one_in_query_id_order(tmp_path):
    files = [  # given out of order, each unsorted, one empty, one with a column of its own
        _file(tmp_path / "c.parquet", ["surf-002", "surf-000", "surf-001"]),
        _file(tmp_path / "a.parquet", ["child-001", "child-000"], extra=True),
        _file(tmp_path / "e.parquet", []),
        _file(tmp_path / "b.parquet", ["nonp-000", "nonp-003", "nonp-002"]),
    ]
    con = duckdb.connect(str(tmp_path / "g.duckdb"))
    _create_query_table(con, "ask_mode", files)
    columns, rows = _loaded(con, "ask_mode")
    assert (columns, rows) == _all_at_once(con, files)
    assert [r[0] for r in rows] == sorted(r[0] for r in rows)
    assert len(rows) == 8 and "search_grounds" in [c[0] for c in columns]
    assert rows[0][-1] == "g-child-000" and rows[-1][-1] is None


def test_files_whose_ranges_overlap_are_sorted_together(tmp_path):
    files = [
        _file(tmp_path / "a.parquet", ["q-001", "q-005"]),
        _file(tmp_path / "b.parquet", ["q-003", "q-000"], extra=True),
    ]
    con = duckdb.connect(str(tmp_path / "g.duckdb"))
    _create_query_table(con, "search_mode", files)
    columns, rows = _loaded(con, "search_mode")
    assert (columns, rows) == _all_at_once(con, files)
    assert [r[0] for r in rows] == ["q-000", "q-001", "q-003", "q-005"]


def test_no_files_no_table(tmp_path):
    con = duckdb.connect()
    _create_query_table(con, "edge_case_1", [])
    assert con.execute("SELECT count(*) FROM duckdb_tables()").fetchone()[0] == 0


def test_a_file_too_big_to_sort_within_the_load_limit_loads_without_it(tmp_path):
    """At 1,000,000 objects per collection one search_mode file's candidate lists do not sort
    within LOAD_MEMORY: the statement runs again with DuckDB's default limit, which comes back
    afterwards."""
    ids = [f"q-{i:05d}" for i in range(3000)][::-1]
    path = tmp_path / "big.parquet"
    lists = [[f"{i}-{j:030d}" for j in range(300)] for i in range(3000)]
    pq.write_table(pa.table({"query_id": ids, "candidate_ids": lists}), path)
    con = duckdb.connect(str(tmp_path / "g.duckdb"))
    con.execute("SET memory_limit = '20MB'")
    with pytest.raises(duckdb.OutOfMemoryException):  # the limit is really too small
        con.execute(
            "CREATE TABLE probe AS SELECT * FROM read_parquet(?) ORDER BY query_id", [str(path)]
        )
    _create_query_table(con, "search_mode", [path])
    assert con.execute("SELECT current_setting('memory_limit')").fetchone()[0] == "19.0 MiB"
    con.execute("SET memory_limit = '1GB'")  # to read it back
    assert _loaded(con, "search_mode") == _all_at_once(con, [path])


def test_files_apart_and_ascending_are_read_in_range_order_without_a_sort(tmp_path):
    files = [  # each ascending, given out of order, one empty, one with a column of its own
        _file(tmp_path / "c.parquet", [f"surf-{i:03d}" for i in range(40)]),
        _file(tmp_path / "e.parquet", []),
        _file(tmp_path / "a.parquet", ["child-000", "child-001"], extra=True),
        _file(tmp_path / "b.parquet", ["nonp-000", "nonp-002", "nonp-003"]),
    ]
    con = duckdb.connect(str(tmp_path / "g.duckdb"))
    _create_query_table(con, "ask_mode", files)
    columns, rows = _loaded(con, "ask_mode")
    assert (columns, rows) == _all_at_once(con, files)
    assert [r[0] for r in rows][:3] == ["child-000", "child-001", "nonp-000"]
    assert len(rows) == 45 and rows[0][-1] == "g-child-000" and rows[-1][-1] is None
