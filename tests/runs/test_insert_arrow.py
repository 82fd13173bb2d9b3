"""The run store's batched inserts: rows bound as one Arrow table hold what DuckDB's executemany
would have stored, value for value; a value that is not exactly its column's type is bound by
executemany (DuckDB's casts); the Arrow path is the one taken for a run's rows."""

from __future__ import annotations

import datetime as dt
import json

import duckdb
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.runs._schema import ensure_tables, insert_many
from gymkit.runs._store import _INSERT_PREDICTION

_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | _TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
    max_leaves=6,
).map(lambda v: json.dumps(v, ensure_ascii=False))
_WHEN = st.datetimes(min_value=dt.datetime(1990, 1, 1), max_value=dt.datetime(2090, 1, 1))
_FLOAT = st.floats(allow_nan=False, allow_infinity=False, width=64) | st.integers(-1000, 1000)


def _maybe(s):
    return st.none() | s


_PREDICTION = st.tuples(
    _maybe(_TEXT),  # environment
    _maybe(_JSON),  # calls
    _maybe(_TEXT),  # error
    _maybe(_JSON),  # trace
    _maybe(_JSON),  # usage
    _maybe(_FLOAT),  # latency_seconds
    _maybe(st.booleans()),  # revised
    _maybe(_JSON),  # first_calls
    _maybe(_WHEN),  # created
)
_RESULTS_SQL = (
    'INSERT INTO predicted_results (run, "set", query_id, call_index, collection, kind, value, '
    "error) VALUES (?,?,?,?,?,?,?,?)"
)


def _stores() -> tuple[duckdb.DuckDBPyConnection, duckdb.DuckDBPyConnection]:
    a, b = duckdb.connect(), duckdb.connect()
    ensure_tables(a)
    ensure_tables(b)
    return a, b


def _rows(con: duckdb.DuckDBPyConnection, table: str) -> list[tuple]:
    return con.execute(f"SELECT * FROM {table} ORDER BY ALL").fetchall()


@settings(max_examples=60, deadline=None)
@given(st.lists(_PREDICTION, min_size=2, max_size=12))
def test_predictions_bound_in_arrow_are_executemanys(rows):
    arrow, plain = _stores()
    batch = [["run", "ask_mode", f"q{i}", *r] for i, r in enumerate(rows)]
    insert_many(arrow, {_INSERT_PREDICTION: batch})
    plain.executemany(_INSERT_PREDICTION, batch)
    assert _rows(arrow, "predictions") == _rows(plain, "predictions")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 2**31 - 1) | st.floats(0, 1000, allow_nan=False),
            _maybe(_TEXT),
            _maybe(st.sampled_from(["aggregation", "retrieval", "group_by"])),
            _maybe(_JSON),
            _maybe(_TEXT),
        ),
        min_size=2,
        max_size=10,
        unique_by=lambda r: r[0],
    )
)
def test_results_bound_in_arrow_or_cast_by_duckdb_are_executemanys(rows):
    """A float call index (as a careless caller might give) is not truncated by Arrow: the
    batch is bound by executemany, which rounds it as DuckDB does."""
    arrow, plain = _stores()
    batch = [["run", "ask_mode", f"q{i}", *r] for i, r in enumerate(rows)]
    insert_many(arrow, {_RESULTS_SQL: batch})
    plain.executemany(_RESULTS_SQL, batch)
    assert _rows(arrow, "predicted_results") == _rows(plain, "predicted_results")


class _Recording:
    """A connection that says which statements went through executemany."""

    def __init__(self, con: duckdb.DuckDBPyConnection):
        self.con, self.many = con, []

    def executemany(self, sql, rows):
        self.many.append(sql)
        return self.con.executemany(sql, rows)

    def __getattr__(self, name):
        return getattr(self.con, name)


def test_a_runs_rows_take_the_arrow_path() -> None:
    con = duckdb.connect()
    ensure_tables(con)
    when = dt.datetime(2026, 12, 3, 12, 0, 0)
    batch = [
        ["r", "ask_mode", f"q{i}", "env", '[{"collection_name": "A"}]', None, "[]", "{}", 0.5]
        + [False, None, when]
        for i in range(3)
    ]
    recording = _Recording(con)
    insert_many(recording, {_INSERT_PREDICTION: batch})
    assert recording.many == []
    assert con.execute("SELECT count(*), min(created) FROM predictions").fetchone() == (3, when)
    odd = [["r", "ask_mode", f"p{i}", 1.5, "A", "retrieval", None, None] for i in range(2)]
    insert_many(recording, {_RESULTS_SQL: odd})
    assert recording.many == [_RESULTS_SQL]
    assert con.execute("SELECT DISTINCT call_index FROM predicted_results").fetchall() == [(2,)]
