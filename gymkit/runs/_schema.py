"""The tables of runs.duckdb: created when missing, score columns added as scoring gains them.

Tables (predictions and scores have the unique key (run, set, query_id); sub_scores hold
one row per sub-query under that key):
  runs(run, agent, model, settings JSON, gymkit_version, git_commit, gym_fingerprint, pid, host,
       started, ended, status, tokens, errors)
  predictions(run, set, query_id, environment, calls JSON, error, trace JSON, usage JSON,
       latency_seconds, revised, first_calls JSON, created)
  scores(run, set, <gymkit.scoring.SCORE_COLUMNS>), sub_scores(run, set, <SUB_SCORE_COLUMNS>)
  answers(run, set, query_id, environment, answer, grounded, facts, facts_missing JSON): the
       agent's final words and their grounding check (gymkit.scoring.answers), when it gave any
  answer_judgments(run, set, query_id, judge_model, rubric, correct, reason, cached): the
       optional LLM judge's verdicts (`gymkit judge`)
  predicted_results(run, set, query_id, call_index, collection, kind, value JSON, error): what
       each predicted call returned when executed, one row per call; an aggregation's or a
       group-by's result is in `value`, a retrieval's uuids are in predicted_uuids
  predicted_uuids(run, set, query_id, call_index, position, uuid): the uuids each retrieval
       returned, one row per uuid in rank order (position from 0), so SQL joins predictions
       to objects directly (`JOIN nonprofits."Donations" d ON d.uuid = u.uuid`)

Why a row per uuid: a retrieval at 100,000 objects per collection returns up to 20,000 uuids,
and DuckDB rewrites a table's last, unfilled row group at every checkpoint (each write's close):
held as one list per call, a run's few hundred rows shared one row group with every earlier
run's, and each write rewrote them all. As rows of their own they fill row groups that later
writes leave alone. A store written before this layout is moved to it when first written to
(`ensure_tables`); `predicted_results_sql` reads either layout with the uuids as one list again.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

import duckdb
import pyarrow as pa

from gymkit.layout import has_table, qident
from gymkit.limits import storable, storable_json
from gymkit.runs._values import to_db

_RUNS_DDL = """
CREATE TABLE IF NOT EXISTS runs (
  run VARCHAR PRIMARY KEY, agent VARCHAR, model VARCHAR, settings JSON, gymkit_version VARCHAR,
  git_commit VARCHAR, gym_fingerprint VARCHAR, pid BIGINT, host VARCHAR,
  started TIMESTAMP, ended TIMESTAMP, status VARCHAR, tokens BIGINT DEFAULT 0,
  errors BIGINT DEFAULT 0)
"""
_PREDICTIONS_DDL = """
CREATE TABLE IF NOT EXISTS predictions (
  run VARCHAR, "set" VARCHAR, query_id VARCHAR, environment VARCHAR, calls JSON, error VARCHAR,
  trace JSON, usage JSON, latency_seconds DOUBLE, revised BOOLEAN, first_calls JSON,
  created TIMESTAMP, PRIMARY KEY (run, "set", query_id))
"""

_PREDICTED_RESULTS_DDL = """
CREATE TABLE IF NOT EXISTS {name} (
  run VARCHAR, "set" VARCHAR, query_id VARCHAR, call_index INTEGER, collection VARCHAR,
  kind VARCHAR, value JSON, error VARCHAR,
  PRIMARY KEY (run, "set", query_id, call_index))
"""
_PREDICTED_UUIDS_DDL = """
CREATE TABLE IF NOT EXISTS predicted_uuids (
  run VARCHAR, "set" VARCHAR, query_id VARCHAR, call_index INTEGER, position INTEGER,
  uuid VARCHAR)
"""
_KEYS = 'run, "set", query_id, call_index'
_RESULT_COLUMNS = 'run, "set", query_id, call_index, collection, kind, value, error'


_ANSWERS_DDL = """
CREATE TABLE IF NOT EXISTS answers (
  run VARCHAR, "set" VARCHAR, query_id VARCHAR, environment VARCHAR, answer VARCHAR,
  grounded BOOLEAN, facts INTEGER, facts_missing JSON, PRIMARY KEY (run, "set", query_id))
"""
_JUDGMENTS_DDL = """
CREATE TABLE IF NOT EXISTS answer_judgments (
  run VARCHAR, "set" VARCHAR, query_id VARCHAR, judge_model VARCHAR, rubric VARCHAR,
  correct BOOLEAN, reason VARCHAR, cached BOOLEAN,
  PRIMARY KEY (run, "set", query_id, judge_model, rubric))
"""


def column_types(con: duckdb.DuckDBPyConnection, table: str) -> dict[str, str]:
    """The columns of `table` in the open database's main schema, in order, with their SQL
    types ({} when missing)."""
    return dict(
        con.execute(
            "SELECT column_name, data_type FROM duckdb_columns() WHERE database_name = "
            "current_database() AND schema_name = 'main' AND table_name = ? ORDER BY column_index",
            [table],
        ).fetchall()
    )


def columns_of(con: duckdb.DuckDBPyConnection, table: str) -> list[str]:
    """The columns of `table` in the open database's main schema, in order ([] when missing)."""
    return list(column_types(con, table))


def _move_uuids_out(con: duckdb.DuckDBPyConnection) -> None:
    """Move a store of the earlier layout (a retrieval's uuids as a list column of
    predicted_results) to this one, in one transaction: the lists become predicted_uuids rows
    and predicted_results is rebuilt without them (see the module's docstring)."""
    con.execute("BEGIN")
    con.execute(
        f"INSERT INTO predicted_uuids SELECT {_KEYS}, "
        "unnest(range(len(uuids)))::INTEGER, unnest(uuids) FROM predicted_results "
        "WHERE uuids IS NOT NULL ORDER BY rowid"
    )
    con.execute(_PREDICTED_RESULTS_DDL.format(name="_predicted_results_moved"))
    con.execute(
        f"INSERT INTO _predicted_results_moved SELECT {_RESULT_COLUMNS} FROM predicted_results "
        "ORDER BY rowid"
    )
    con.execute("DROP TABLE predicted_results")
    con.execute("ALTER TABLE _predicted_results_moved RENAME TO predicted_results")
    con.execute("COMMIT")


def predicted_results_sql(con: duckdb.DuckDBPyConnection, where: str = "") -> str | None:
    """A SELECT of predicted_results as its readers see it: one row per call, in stored order,
    with a retrieval's uuids as one list again (`uuids`, rank order) after `kind`; `where` is a
    condition on its rows (alias t); None when the store has no such table. Reads a store of
    either layout (read-only connections do not move an earlier one)."""
    have = columns_of(con, "predicted_results")
    if not have:
        return None
    cond = f" WHERE {where}" if where else ""
    listed = "t.uuids, " if "uuids" in have else ""
    listed = f"coalesce({listed}CASE WHEN t.kind = 'retrieval' THEN []::VARCHAR[] END)"
    if columns_of(con, "predicted_uuids"):  # a retrieval of nothing has no rows there
        listed = f"coalesce(u.uuids, {listed})"
        joined = (
            f"LEFT JOIN (SELECT {_KEYS}, list(uuid ORDER BY position) AS uuids "
            f"FROM predicted_uuids p SEMI JOIN t USING ({_KEYS}) GROUP BY ALL) u "
            f"USING ({_KEYS})"
        )
    else:
        joined = ""
    return (
        f"WITH t AS (SELECT *, rowid AS _row FROM predicted_results t{cond}) "
        'SELECT t.run, t."set", t.query_id, t.call_index, t.collection, t.kind, '
        f"{listed} AS uuids, t.value, t.error FROM t {joined} ORDER BY t._row"
    )


def ensure_tables(con: duckdb.DuckDBPyConnection) -> dict[str, dict[str, str]]:
    """Create missing tables and add score columns the scoring package has gained since;
    returns the SQL type of every column of `scores` and `sub_scores` (run aside)."""
    con.execute(_RUNS_DDL)
    con.execute(_PREDICTIONS_DDL)
    con.execute(_ANSWERS_DDL)
    con.execute(_JUDGMENTS_DDL)
    con.execute(_PREDICTED_UUIDS_DDL)
    if "uuids" in columns_of(con, "predicted_results"):
        _move_uuids_out(con)
    con.execute(_PREDICTED_RESULTS_DDL.format(name="predicted_results"))
    from gymkit.scoring import SCORE_COLUMNS, SUB_SCORE_COLUMNS

    keys = {"set": "VARCHAR", "query_id": "VARCHAR", "environment": "VARCHAR"}
    out: dict[str, dict[str, str]] = {}
    for table, columns in (("scores", SCORE_COLUMNS), ("sub_scores", SUB_SCORE_COLUMNS)):
        types = {**keys, **columns}
        if not has_table(con, table):
            key = ', PRIMARY KEY (run, "set", query_id)' if table == "scores" else ""
            defs = ", ".join(f"{qident(n)} {t}" for n, t in types.items())
            con.execute(f"CREATE TABLE {table} (run VARCHAR, {defs}{key})")
        have = columns_of(con, table)
        for n, t in types.items():
            if n not in have:
                con.execute(f"ALTER TABLE {table} ADD COLUMN {qident(n)} {t}")
        out[table] = types
    return out


_INSERT_PREDICTED_RESULTS = (
    f"INSERT INTO predicted_results ({_RESULT_COLUMNS}) VALUES (?,?,?,?,?,?,?,?)"
)
# a batch's retrievals: (run, set, query_id, call_index, uuids) each, exploded into
# predicted_uuids by DuckDB from one Arrow table (thousands of uuids bound one by one through
# executemany took seconds per flush at 100,000)
_PREDICTED_UUIDS = "predicted_uuids"
_RETRIEVALS_ARROW = pa.schema(
    [
        ("run", pa.string()),
        ("set", pa.string()),
        ("query_id", pa.string()),
        ("call_index", pa.int32()),
        ("uuids", pa.list_(pa.string())),
    ]
)


def insert_many(con: duckdb.DuckDBPyConnection, batch: dict[str, list[list]]) -> None:
    """Run each INSERT statement of `batch` once over all its rows (one executemany each; the
    retrievals' uuids as one Arrow table, a row per uuid)."""
    for sql, rows in batch.items():
        if not rows:
            continue
        if sql == _PREDICTED_UUIDS:
            columns = list(zip(*rows))
            table = pa.Table.from_arrays(
                [pa.array(c, t.type) for c, t in zip(columns, _RETRIEVALS_ARROW)],
                schema=_RETRIEVALS_ARROW,
            )
            con.register("_retrievals", table)
            try:
                con.execute(
                    f"INSERT INTO predicted_uuids SELECT {_KEYS}, "
                    "unnest(range(len(uuids)))::INTEGER, unnest(uuids) FROM _retrievals"
                )
            finally:
                con.unregister("_retrievals")
        elif not _insert_arrow(con, sql, rows):
            con.executemany(sql, rows)


# an INSERT statement of this module: its table and, when named, its columns
_INSERT = re.compile(r"INSERT INTO (\w+)(?: \((.*?)\))? VALUES \(")
# the run store's column types as Arrow types (`_insert_arrow`); others are bound one by one
_ARROW_TYPES = {
    "VARCHAR": pa.string(),
    "JSON": pa.string(),
    "BIGINT": pa.int64(),
    "INTEGER": pa.int32(),
    "DOUBLE": pa.float64(),
    "BOOLEAN": pa.bool_(),
    "TIMESTAMP": pa.timestamp("us"),
    "VARCHAR[]": pa.list_(pa.string()),
}


def _fits(value: Any, kind: str) -> bool:
    """Whether a value goes into a column of this type as exactly that value (no cast: DuckDB
    rounds a float bound to an INTEGER where Arrow would truncate it; anything else is bound by
    executemany)."""
    if kind in ("VARCHAR", "JSON"):
        return type(value) is str
    if kind in ("BIGINT", "INTEGER"):
        return type(value) is int
    if kind == "DOUBLE":
        return type(value) is float or (type(value) is int and abs(value) < 2**53)
    if kind == "BOOLEAN":
        return type(value) is bool
    if kind == "TIMESTAMP":
        return type(value) is dt.datetime and value.tzinfo is None
    if kind == "VARCHAR[]":
        return type(value) is list and all(x is None or type(x) is str for x in value)
    return False


def _insert_arrow(con: duckdb.DuckDBPyConnection, sql: str, rows: list[list]) -> bool:
    """Insert `rows` as `sql` would, from one Arrow table of the target columns' types (DuckDB's
    executemany binds value by value: 530 scores rows of 34 columns took a second at 100,000
    per collection); False, nothing inserted, when a type or a value does not convert (then
    executemany does it, and says what is wrong)."""
    m = _INSERT.match(sql)
    if m is None or len(rows) < 2:
        return False
    table, named = m.group(1), m.group(2)
    types = column_types(con, table)
    names = [n.strip().strip('"') for n in named.split(",")] if named else list(types)
    kinds = [types.get(n) for n in names]
    if any(k not in _ARROW_TYPES for k in kinds) or any(len(r) != len(names) for r in rows):
        return False
    if not all(v is None or _fits(v, k) for r in rows for v, k in zip(r, kinds)):
        return False
    try:
        arrays = [pa.array(list(c), _ARROW_TYPES[k]) for k, c in zip(kinds, zip(*rows))]
    except (pa.ArrowInvalid, pa.ArrowTypeError, OverflowError, TypeError, ValueError):
        return False
    batch = pa.Table.from_arrays(arrays, names=[f"c{i}" for i in range(len(names))])
    con.register("_rows", batch)
    try:
        columns = ", ".join(qident(n) for n in names)
        con.execute(
            f"INSERT INTO {table} ({columns}) SELECT {', '.join(batch.column_names)} FROM _rows"
        )
    finally:
        con.unregister("_rows")
    return True


def insert_scores(
    batch: dict[str, list[list]],
    score_types: dict[str, dict[str, str]],
    run: str,
    pred: Any,
    scored: Any,
) -> None:
    """Add a ScoredQuery's row for `scores` and its sub-query rows for `sub_scores` to `batch`
    (INSERT statement -> rows; `insert_many` runs it)."""
    base = {"set": pred.set, "query_id": pred.query_id, "environment": pred.environment}
    for table, rows in (("scores", [scored.row]), ("sub_scores", list(scored.sub_rows or []))):
        types = score_types[table]
        names = list(types)
        sql = f"INSERT INTO {table} (run, {', '.join(qident(n) for n in names)}) VALUES ({', '.join('?' * (len(names) + 1))})"
        for r in rows:
            full = {**base, **{k: v for k, v in r.items() if v is not None or k not in base}}
            batch.setdefault(sql, []).append([run, *(to_db(full.get(n), types[n]) for n in names)])


def insert_answer(batch: dict[str, list[list]], run: str, pred: Any) -> None:
    """Add a prediction's final answer and its grounding check, when it has one, to `batch`."""
    if getattr(pred, "answer", None) is None:
        return
    check = pred.answer_check or {}
    batch.setdefault("INSERT INTO answers VALUES (?,?,?,?,?,?,?,?)", []).append(
        [
            run,
            pred.set,
            pred.query_id,
            pred.environment,
            storable(pred.answer),
            check.get("grounded"),
            check.get("facts"),
            storable_json(json.dumps(check.get("missing") or [], ensure_ascii=False)),
        ],
    )


def insert_predicted_results(batch: dict[str, list[list]], run: str, pred: Any) -> None:
    """Add to `batch` what each of a prediction's calls returned (`pred.results`, one dict per call:
    collection, kind, value, or error); nothing when the results were not recorded."""
    from gymkit.runs._values import dumps

    for i, r in enumerate(pred.results or []):
        value = r.get("value")
        if r.get("kind") == "retrieval":  # in predicted_uuids, not again as JSON
            uuids = [str(u) for u in value or []]
            batch.setdefault(_PREDICTED_UUIDS, []).append([run, pred.set, pred.query_id, i, uuids])
            value = None
        batch.setdefault(_INSERT_PREDICTED_RESULTS, []).append(
            [
                run,
                pred.set,
                pred.query_id,
                i,
                r.get("collection"),
                r.get("kind"),
                None if value is None else storable_json(dumps(value)),
                None if r.get("error") is None else storable(r["error"]),
            ],
        )
