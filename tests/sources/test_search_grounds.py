"""search_grounds as published (with sub_query and property) and as older snapshots wrote it."""

from __future__ import annotations

import uuid
from pathlib import Path

import duckdb
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.errors import GymError
from gymkit.gym import SplitGrounds, _in_order, open_gym
from gymkit.layout import qident
from gymkit.prepare import prepare
from gymkit.sources.folder import SnapshotError, open_snapshot
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

_IDS = pa.list_(pa.string())
NEW = pa.list_(
    pa.struct(
        [
            ("sub_query", pa.int64()),
            ("property", pa.string()),
            ("topic", pa.string()),
            ("description", pa.string()),
            ("candidate_ids", _IDS),
            ("relevant_ids", _IDS),
        ]
    )
)


def _ground(**fields) -> dict:
    """One search_grounds entry in the published form, with `fields` changed."""
    return {
        "sub_query": 0,
        "property": "notes",
        "topic": "Battery swaps",
        "description": "Covers repairs that replaced a battery.",
        "candidate_ids": ["a", "b"],
        "relevant_ids": ["a"],
        **fields,
    }


def _with_grounds(snap: Path, grounds: list, type_: pa.DataType) -> None:
    path = snap / ENV_ID / "queries.parquet"
    table = pq.read_table(path)
    i = table.schema.get_field_index("search_grounds")
    table = table.set_column(i, "search_grounds", pa.array(grounds, type_))
    pq.write_table(table, path)


def test_old_grounds_without_sub_query_and_property_are_read(tmp_path: Path) -> None:
    snap = write_tiny_snapshot(tmp_path / "snap")  # the tiny snapshot is in the older form
    fields = pq.read_schema(snap / ENV_ID / "queries.parquet").field("search_grounds").type
    assert "sub_query" not in str(fields)
    assert open_snapshot(snap).environments


def test_published_grounds_are_read_and_kept(tmp_path: Path) -> None:
    snap = write_tiny_snapshot(tmp_path / "snap")
    ground = _ground(candidate_ids=["a", "b"], relevant_ids=["a"])
    _with_grounds(snap, [[ground], []], NEW)
    assert open_snapshot(snap).environments
    prepare(source=str(snap), workspace=tmp_path / "ws")
    gym = open_gym(tmp_path / "ws")
    try:
        first = gym.queries("ask_mode", ENV_ID)[0]
        light = gym.queries("ask_mode", ENV_ID, grounds=False)[0]  # what a run holds
        one = gym.search_grounds("ask_mode", first["query_id"])  # read when scored
        assert gym.search_grounds("edge_case_1", "anything") is None  # a set without grounds
    finally:
        gym.close()
    (got,) = first["search_grounds"]
    assert got["sub_query"] == 0 and got["property"] == "notes"
    assert got["relevant_ids"] == ["a"]
    assert "search_grounds" not in light
    assert {k: v for k, v in first.items() if k != "search_grounds"} == light
    assert one == first["search_grounds"]


def test_wrongly_typed_grounds_are_named(tmp_path: Path) -> None:
    snap = write_tiny_snapshot(tmp_path / "snap")
    bad = pa.list_(pa.struct([("sub_query", pa.string()), ("topic", pa.string())]))
    _with_grounds(snap, [[{"sub_query": "zero", "topic": "x"}], []], bad)
    with pytest.raises(
        SnapshotError, match=r"queries.parquet: column search_grounds is .*expected"
    ):
        open_snapshot(snap)


def test_grounds_read_ahead_on_a_thread_are_the_ones_read_when_scored(tmp_path: Path) -> None:
    snap = write_tiny_snapshot(tmp_path / "snap")
    _with_grounds(
        snap, [[_ground(candidate_ids=["a", "b", "c"], relevant_ids=["c", "a"])], []], NEW
    )
    prepare(source=str(snap), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as plain:
        ids = [q["query_id"] for q in plain.queries("ask_mode", grounds=False)]
        expected = {q: plain.search_grounds("ask_mode", q) for q in ids}
    assert any(expected.values())
    with open_gym(tmp_path / "ws") as gym:
        gym.prefetch_grounds(["ask_mode", "edge_case_1", "no_such_set"])
        assert {q: gym.search_grounds("ask_mode", q) for q in ids} == expected
        assert gym.search_grounds("edge_case_1", ids[0]) is None  # a set without grounds
        with pytest.raises(GymError, match="unknown query set 'no_such_set'"):
            gym.search_grounds("no_such_set", ids[0])  # the thread's error, named here again


@pytest.mark.parametrize(
    "grounds",
    [
        [
            [
                _ground(description="d", candidate_ids=["c", "a", "b"], relevant_ids=["b", "c"]),
                _ground(
                    sub_query=1,
                    property=None,
                    topic="t",
                    description=None,
                    candidate_ids=None,
                    relevant_ids=[],
                ),
            ],
            None,
        ],
        [[], [_ground(topic="x", description="y", candidate_ids=[], relevant_ids=["a", "a"])]],
    ],
)
def test_grounds_read_a_query_at_a_time_are_the_columns_own(tmp_path: Path, grounds) -> None:
    """gym.duckdb keeps search_grounds split by query (gymkit.store.create_ground_tables);
    what a scorer reads from there is exactly the set's column: order, nulls, empty lists."""
    snap = write_tiny_snapshot(tmp_path / "snap")
    _with_grounds(snap, grounds, NEW)
    prepare(source=str(snap), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as gym:
        assert gym.sql("SELECT count(*) AS n FROM search_ground_queries")["n"][0] > 0
        whole = {q["query_id"]: q["search_grounds"] for q in gym.queries("ask_mode", ENV_ID)}
        assert list(whole.values()) == grounds
        for query_id, expected in whole.items():
            assert gym.search_grounds("ask_mode", query_id) == expected
        assert gym.search_grounds("ask_mode", "no-such-query") is None
        assert isinstance(gym._grounds["ask_mode"], SplitGrounds)  # read from the split tables
    # the set's name in gym.duckdb is a view that puts the split grounds together again: the
    # files' rows, columns and types, as a researcher's SELECT reads them
    files = sorted(str(p) for p in snap.glob("*/queries.parquet"))
    with duckdb.connect(str(tmp_path / "ws" / "gym.duckdb"), read_only=True) as con:
        view = con.execute("SELECT * FROM main.ask_mode").to_arrow_table()
        read = con.execute(
            "SELECT * FROM read_parquet(?, union_by_name = true) ORDER BY query_id", [files]
        ).to_arrow_table()
    assert view.schema == read.schema
    assert view.to_pylist() == read.to_pylist()


def test_grounds_stored_out_of_order_are_read_in_their_order(tmp_path: Path) -> None:
    """SplitGrounds reads a query's uuids without an ORDER BY (the load writes them in order);
    rows stored in another order (a gym rewritten by other tools) are still read in theirs."""
    snap = write_tiny_snapshot(tmp_path / "snap")
    grounds = [
        [
            _ground(candidate_ids=["c", "a", "b", "d"], relevant_ids=["b", "c"]),
            _ground(sub_query=1, candidate_ids=["z", "y"], relevant_ids=[]),
        ],
        [_ground(candidate_ids=["q", "p"], relevant_ids=["p"])],
    ]
    _with_grounds(snap, grounds, NEW)
    prepare(source=str(snap), workspace=tmp_path / "ws")
    with duckdb.connect(str(tmp_path / "ws" / "gym.duckdb")) as con:
        con.execute(
            "CREATE OR REPLACE TABLE search_ground_ids AS SELECT * FROM search_ground_ids "
            "ORDER BY hash(uuid, position)"
        )
        stored = [r[0] for r in con.execute("SELECT uuid FROM search_ground_ids").fetchall()]
    assert stored != ["c", "a", "b", "d", "b", "c", "z", "y", "q", "p", "p"]
    with open_gym(tmp_path / "ws") as gym:
        ids = [q["query_id"] for q in gym.queries("ask_mode", ENV_ID, grounds=False)]
        assert [gym.search_grounds("ask_mode", q) for q in ids] == grounds


@settings(max_examples=200)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 1), st.integers(0, 5)), max_size=12))
def test_the_order_check_is_a_strict_lexicographic_ascent(rows) -> None:
    keys = np.array(rows, dtype=np.int64).T if rows else np.zeros((3, 0), np.int64)
    expected = all(a < b for a, b in zip(rows, rows[1:]))
    assert _in_order(keys) == expected


def test_the_query_sets_are_stored_without_fsst_and_their_split_grounds_with_it(
    tmp_path: Path,
) -> None:
    """The load leaves FSST out for the query sets' tables (their candidate uuid lists cost
    seconds to compress at 100,000 objects per collection, `gymkit.store.QUERY_COMPRESSION`),
    and the split grounds the runs read keep DuckDB's full choice: the same uuids, compressed.
    The objects' strings are ZSTD (`gymkit.store.OBJECT_COMPRESSION`), in a file of storage
    version v1.2.0, and read back as they were written."""
    snap = write_tiny_snapshot(tmp_path / "snap")
    ids = [str(uuid.UUID(int=i * 7919 + 1)) for i in range(20_000)]
    path = snap / ENV_ID / "queries.parquet"
    rows = pq.read_table(path).num_rows
    grounds = [[_ground(candidate_ids=ids, relevant_ids=ids[:50])] for _ in range(rows)]
    _with_grounds(snap, grounds, NEW)
    prepare(source=str(snap), workspace=tmp_path / "ws")

    def methods(con, table: str) -> set[str]:
        return {
            c
            for (c,) in con.execute(
                f"SELECT DISTINCT compression FROM pragma_storage_info('{table}')"
            ).fetchall()
        }

    with duckdb.connect(str(tmp_path / "ws" / "gym.duckdb"), read_only=True) as con:
        assert "FSST" not in methods(con, "ask_mode_rows")
        assert "FSST" in methods(con, "search_ground_ids")
        # the uuids are stored once, split: the set's name is a view of its rows and them
        kinds = dict(
            con.execute(
                "SELECT table_name, table_type FROM information_schema.tables "
                "WHERE table_name IN ('ask_mode', 'ask_mode_rows')"
            ).fetchall()
        )
        assert kinds == {"ask_mode": "VIEW", "ask_mode_rows": "BASE TABLE"}
        rows_columns = {
            c
            for (c,) in con.execute(
                "SELECT column_name FROM (DESCRIBE main.ask_mode_rows)"
            ).fetchall()
        }
        assert "search_grounds" not in rows_columns
        tables = con.execute(
            "SELECT schema_name || '.' || table_name FROM duckdb_tables() "
            "WHERE schema_name <> 'main'"
        ).fetchall()
        assert tables
        for (table,) in tables:
            text = con.execute(
                f"SELECT DISTINCT compression FROM pragma_storage_info('{table}') "
                "WHERE segment_type = 'VARCHAR'"
            ).fetchall()
            assert text == [("ZSTD",)], table
        (tags,) = con.execute(
            "SELECT tags FROM duckdb_databases() WHERE database_name = current_database()"
        ).fetchone()
        assert tags["storage_version"].startswith("v1.2.0")
        stored = con.execute(
            "SELECT sum(len(g.candidate_ids)) FROM (SELECT unnest(search_grounds) AS g "
            "FROM ask_mode)"
        ).fetchone()[0]
    assert stored == rows * len(ids)
    with open_gym(tmp_path / "ws") as gym:
        qid = gym.sql("SELECT min(query_id) AS q FROM main.ask_mode")["q"][0]
        assert gym.search_grounds("ask_mode", qid)[0]["candidate_ids"] == ids
        for env in gym.environments.values():
            for coll in env.collections:
                written = pq.read_table(snap / env.id / "objects" / f"{coll.name}.parquet")
                text = {
                    name
                    for name, kind in gym.sql(
                        f"SELECT column_name, data_type FROM information_schema.columns "
                        f"WHERE table_schema = '{env.sql_schema}' AND table_name = '{coll.name}'"
                    ).itertuples(index=False)
                    if kind == "VARCHAR"
                }
                texts = [f.name for f in written.schema if f.name in text]
                assert texts
                stored = gym.sql(
                    f"SELECT {', '.join(map(qident, texts))} "
                    f"FROM {qident(env.sql_schema)}.{qident(coll.name)}"
                )
                assert stored.to_dict("list") == written.select(texts).to_pydict()
