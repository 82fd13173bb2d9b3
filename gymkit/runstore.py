"""The run store: runs.duckdb beside gym.duckdb, holding runs, predictions and their scores.

A DuckDB file takes one writing process at a time and refuses a writer while any other process
holds it, even read-only. So every call here opens the file, does its work in one short
transaction and closes it again; a lock held by another process is waited out (with backoff, up
to `lock_timeout` seconds) rather than failed on. A notebook reading runs and `gymkit run`
writing them therefore take turns instead of blocking each other.

Tables (predictions and scores have the unique key (run, set, query_id); sub_scores hold
one row per sub-query under that key):
  runs(run, agent, model, settings JSON, gymkit_version, git_commit, gym_fingerprint, pid, host,
       started, ended, status, tokens, errors)
  predictions(run, set, query_id, environment, calls JSON, error, trace JSON, usage JSON,
       latency_seconds, revised, first_calls JSON, created)
  scores(run, set, <gymkit.scoring.SCORE_COLUMNS>), sub_scores(run, set, <SUB_SCORE_COLUMNS>)
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import os
import random
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

import gymkit
from gymkit.errors import GymError

LOCK_TIMEOUT = float(os.environ.get("GYMKIT_LOCK_TIMEOUT", "60"))
SECRET_WORDS = ("key", "token", "secret", "password")


class RunStoreError(GymError):
    """The run store cannot be opened or does not hold what was asked for."""


@dataclass
class Prediction:
    """One query's answer as stored: the agent's calls (raw), error, trace, usage and latency."""

    set: str
    query_id: str
    environment: str
    calls: list[Any] = field(default_factory=list)
    error: str | None = None
    trace: list[Any] = field(default_factory=list)
    usage: dict = field(default_factory=dict)
    latency_seconds: float = 0.0
    revised: bool = False
    first_calls: list[Any] | None = None


# ---- values -------------------------------------------------------------------------------


def to_db(v: Any, sql_type: str) -> Any:
    """A Python value in the form DuckDB binds for `sql_type` (JSON columns get JSON text)."""
    if v is None:
        return None
    if sql_type == "JSON":
        return dumps(v)
    if sql_type == "VARCHAR[]":
        return [str(x) for x in v] if isinstance(v, (list, tuple, set)) else [str(v)]
    if sql_type == "DOUBLE" and isinstance(v, float) and math.isnan(v):
        return None
    if sql_type == "VARCHAR" and not isinstance(v, str):
        return dumps(v)
    return v


def dumps(v: Any) -> str:
    """JSON text for any value an agent or scorer hands over (odd objects become their str)."""
    return json.dumps(v, ensure_ascii=False, default=_json_default)


def _json_default(o: Any) -> Any:
    if hasattr(o, "to_dict"):
        return o.to_dict()
    if hasattr(o, "model_dump"):
        return o.model_dump(mode="json")
    if isinstance(o, (_dt.date, _dt.datetime)):
        return o.isoformat()
    if isinstance(o, (set, frozenset, tuple)):
        return list(o)
    return str(o)


def redact(obj: Any) -> Any:
    """A copy of `obj` with the value of every key naming a secret (key/token/secret/password) hidden."""
    if isinstance(obj, dict):
        return {
            k: ("***" if any(w in str(k).lower() for w in SECRET_WORDS) else redact(v))
            for k, v in obj.items()
        }
    if isinstance(obj, (list, tuple)):
        return [redact(v) for v in obj]
    return obj


def qident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


# ---- the store -----------------------------------------------------------------------------

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


def _is_lock_error(e: Exception) -> bool:
    msg = str(e).lower()
    return "lock" in msg or "conflicting" in msg or "being used by another process" in msg


class RunStore:
    """runs.duckdb at `path`: every method opens the file, does one short job and closes it."""

    def __init__(self, path: str | Path, lock_timeout: float = LOCK_TIMEOUT):
        self.path = Path(path)
        self.lock_timeout = lock_timeout
        self._score_types: dict[str, dict[str, str]] = {}

    def __repr__(self) -> str:
        return f"RunStore({self.path})"

    def exists(self) -> bool:
        return self.path.is_file()

    @contextmanager
    def connect(self, write: bool = False) -> Iterator[duckdb.DuckDBPyConnection]:
        """An open connection for one job; waits while another process holds the file."""
        if not write and not self.exists():
            raise RunStoreError(f"{self.path}: no run store here yet; run `gymkit run` first")
        if write:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        deadline = time.monotonic() + self.lock_timeout
        delay = 0.01
        while True:
            try:
                con = duckdb.connect(str(self.path), read_only=not write)
                break
            except duckdb.Error as e:
                if not _is_lock_error(e):
                    raise RunStoreError(f"{self.path}: cannot open the run store ({e})") from None
                if time.monotonic() >= deadline:
                    raise RunStoreError(
                        f"{self.path}: another process has held the run store for {self.lock_timeout:.0f} s "
                        "(a notebook's open connection?); close it, or raise GYMKIT_LOCK_TIMEOUT"
                    ) from None
                time.sleep(delay * (0.5 + random.random()))
                delay = min(delay * 2, 0.2)
        try:
            yield con
        finally:
            con.close()

    # -- schema ----------------------------------------------------------------------------

    def _ensure(self, con: duckdb.DuckDBPyConnection) -> None:
        """Create missing tables, and add score columns the scoring package has gained since."""
        if self._score_types:
            return
        con.execute(_RUNS_DDL)
        con.execute(_PREDICTIONS_DDL)
        from gymkit.scoring import SCORE_COLUMNS, SUB_SCORE_COLUMNS

        keys = {"set": "VARCHAR", "query_id": "VARCHAR", "environment": "VARCHAR"}
        for table, columns in (("scores", SCORE_COLUMNS), ("sub_scores", SUB_SCORE_COLUMNS)):
            types = {**keys, **columns}
            if not _has_table(con, table):
                key = ', PRIMARY KEY (run, "set", query_id)' if table == "scores" else ""
                defs = ", ".join(f"{qident(n)} {t}" for n, t in types.items())
                con.execute(f"CREATE TABLE {table} (run VARCHAR, {defs}{key})")
            have = {
                r[0]
                for r in con.execute(
                    "SELECT column_name FROM duckdb_columns() WHERE schema_name = 'main' "
                    "AND table_name = ?",
                    [table],
                ).fetchall()
            }
            for n, t in types.items():
                if n not in have:
                    con.execute(f"ALTER TABLE {table} ADD COLUMN {qident(n)} {t}")
            self._score_types[table] = types

    def init(self) -> None:
        """Create the tables that do not exist yet."""
        with self.connect(write=True) as con:
            self._ensure(con)

    # -- runs ------------------------------------------------------------------------------

    def get_run(self, run: str) -> dict | None:
        if not self.exists():
            return None
        with self.connect() as con:
            if not _has_table(con, "runs"):
                return None
            cur = con.execute("SELECT * FROM runs WHERE run = ?", [run])
            row = cur.fetchone()
            if row is None:
                return None
            out = dict(zip([d[0] for d in cur.description], row))
        out["settings"] = json.loads(out["settings"]) if out.get("settings") else {}
        return out

    def list_runs(self) -> list[dict]:
        if not self.exists():
            return []
        with self.connect() as con:
            if not _has_table(con, "runs"):
                return []
            cur = con.execute("SELECT * FROM runs ORDER BY started")
            cols = [d[0] for d in cur.description]
            return [dict(zip(cols, r)) for r in cur.fetchall()]

    def start_run(self, run: str, meta: dict) -> None:
        """Insert the run's row, or mark an existing one running again (a resume)."""
        now = _now()
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            if con.execute("SELECT 1 FROM runs WHERE run = ?", [run]).fetchone():
                con.execute(
                    "UPDATE runs SET status = 'running', ended = NULL, pid = ?, host = ?, settings = ? WHERE run = ?",
                    [
                        meta.get("pid"),
                        meta.get("host"),
                        dumps(redact(meta.get("settings", {}))),
                        run,
                    ],
                )
            else:
                con.execute(
                    "INSERT INTO runs (run, agent, model, settings, gymkit_version, git_commit, gym_fingerprint,"
                    " pid, host, started, ended, status, tokens, errors) VALUES (?,?,?,?,?,?,?,?,?,?,NULL,'running',0,0)",
                    [
                        run,
                        meta.get("agent"),
                        meta.get("model"),
                        dumps(redact(meta.get("settings", {}))),
                        meta.get("gymkit_version"),
                        meta.get("git_commit"),
                        meta.get("gym_fingerprint"),
                        meta.get("pid"),
                        meta.get("host"),
                        now,
                    ],
                )
            con.execute("COMMIT")

    def end_run(self, run: str, status: str) -> None:
        with self.connect(write=True) as con:
            con.execute(
                "UPDATE runs SET status = ?, ended = ? WHERE run = ?", [status, _now(), run]
            )

    def delete_run(self, run: str) -> None:
        """Forget a run: its row, predictions and scores (for --force)."""
        if not self.exists():
            return
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            for table in ("sub_scores", "scores", "predictions", "runs"):
                if _has_table(con, table):
                    con.execute(f"DELETE FROM {table} WHERE run = ?", [run])
            con.execute("COMMIT")

    # -- predictions -----------------------------------------------------------------------

    def done_keys(self, run: str) -> set[tuple[str, str]]:
        """(set, query_id) of every query this run has stored."""
        if not self.exists():
            return set()
        with self.connect() as con:
            if not _has_table(con, "predictions"):
                return set()
            return {
                (s, q)
                for s, q in con.execute(
                    'SELECT "set", query_id FROM predictions WHERE run = ?', [run]
                ).fetchall()
            }

    def unscored_keys(self, run: str) -> set[tuple[str, str]]:
        """(set, query_id) of this run's stored predictions that have no score row."""
        if not self.has_table("scores"):
            return self.done_keys(run)
        with self.connect() as con:
            rows = con.execute(
                'SELECT p."set", p.query_id FROM predictions p LEFT JOIN scores s '
                'ON s.run = p.run AND s."set" = p."set" AND s.query_id = p.query_id '
                "WHERE p.run = ? AND s.query_id IS NULL",
                [run],
            ).fetchall()
        return {(a, b) for a, b in rows}

    def predictions(self, run: str) -> list[Prediction]:
        """This run's stored predictions, JSON columns parsed."""
        df = self.frame("predictions", run)
        out = []
        for r in df.to_dict("records"):
            first = r.get("first_calls")
            out.append(
                Prediction(
                    set=r["set"],
                    query_id=r["query_id"],
                    environment=r["environment"],
                    calls=json.loads(r["calls"]) if r["calls"] else [],
                    error=r["error"] if isinstance(r["error"], str) else None,
                    trace=json.loads(r["trace"]) if r["trace"] else [],
                    usage=json.loads(r["usage"]) if r["usage"] else {},
                    latency_seconds=float(r["latency_seconds"] or 0.0),
                    revised=bool(r["revised"]),
                    first_calls=json.loads(first) if isinstance(first, str) else None,
                )
            )
        return out

    def write(self, run: str, items: Sequence[tuple[Prediction, Any]]) -> None:
        """Store predictions and their scores (ScoredQuery or None) in one transaction.

        A query already stored for this run is replaced, so a write repeated after a crash
        between commit and bookkeeping never duplicates a row.
        """
        if not items:
            return
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            tokens = errors = 0
            for pred, scored in items:
                key = [run, pred.set, pred.query_id]
                for table in ("sub_scores", "scores", "predictions"):
                    con.execute(
                        f'DELETE FROM {table} WHERE run = ? AND "set" = ? AND query_id = ?', key
                    )
                con.execute(
                    "INSERT INTO predictions VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    [
                        *key,
                        pred.environment,
                        dumps(pred.calls),
                        pred.error,
                        dumps(pred.trace),
                        dumps(pred.usage),
                        float(pred.latency_seconds),
                        pred.revised,
                        None if pred.first_calls is None else dumps(pred.first_calls),
                        _now(),
                    ],
                )
                if scored is not None:
                    self._insert_scores(con, run, pred, scored)
                tokens += usage_tokens(pred.usage)
                errors += pred.error is not None
            con.execute(
                "UPDATE runs SET tokens = tokens + ?, errors = errors + ? WHERE run = ?",
                [tokens, errors, run],
            )
            con.execute("COMMIT")

    def write_scores(self, run: str, items: Sequence[tuple[Prediction, Any]]) -> None:
        """Store (or replace) the scores of stored predictions, in one transaction."""
        if not items:
            return
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            for pred, scored in items:
                for table in ("sub_scores", "scores"):
                    con.execute(
                        f'DELETE FROM {table} WHERE run = ? AND "set" = ? AND query_id = ?',
                        [run, pred.set, pred.query_id],
                    )
                self._insert_scores(con, run, pred, scored)
            con.execute("COMMIT")

    def _insert_scores(
        self, con: duckdb.DuckDBPyConnection, run: str, pred: Prediction, scored: Any
    ) -> None:
        base = {"set": pred.set, "query_id": pred.query_id, "environment": pred.environment}
        for table, rows in (("scores", [scored.row]), ("sub_scores", list(scored.sub_rows or []))):
            types = self._score_types[table]
            names = list(types)
            sql = f"INSERT INTO {table} (run, {', '.join(qident(n) for n in names)}) VALUES ({', '.join('?' * (len(names) + 1))})"
            for r in rows:
                full = {**base, **{k: v for k, v in r.items() if v is not None or k not in base}}
                con.execute(sql, [run, *(to_db(full.get(n), types[n]) for n in names)])

    # -- reading ---------------------------------------------------------------------------

    def has_table(self, table: str) -> bool:
        if not self.exists():
            return False
        with self.connect() as con:
            return _has_table(con, table)

    def frame(self, table: str, run: str | Sequence[str] | None = None):
        """A table of the store as a pandas DataFrame, optionally for one run or several."""
        if table not in ("runs", "predictions", "scores", "sub_scores"):
            raise RunStoreError(
                f"no table {table!r} in the run store; use runs, predictions, scores or sub_scores"
            )
        with self.connect() as con:
            if not _has_table(con, table):
                raise RunStoreError(f"{self.path}: no {table} table yet; run `gymkit run` first")
            if run is None:
                return con.execute(f"SELECT * FROM {table}").df()
            runs = [run] if isinstance(run, str) else list(run)
            return con.execute(f"SELECT * FROM {table} WHERE list_contains(?, run)", [runs]).df()


# ---- summaries ----------------------------------------------------------------------------

CONTRACT_KEYS = ("queries", "plan_accuracy", "result_accuracy")


def summarize(
    store: RunStore, name: str, sets: Sequence[str] | None = None, envs: Sequence[str] | None = None
) -> dict:
    """{"run": NAME, "sets": {SET: {"queries": N, "plan_accuracy": x, "result_accuracy": x, ...}}}.

    The per-set metrics are gymkit.scoring.summary.run_summary's (0..1, NaN as None), plus
    `errors` (agent errors) and `unscored` (answers without a score row, when there are any).
    """
    from gymkit.scoring.summary import run_summary

    preds = _selected(store.frame("predictions", name), sets, envs)
    scores = (
        _selected(store.frame("scores", name), sets, envs) if store.has_table("scores") else None
    )
    computed = run_summary(scores) if scores is not None and len(scores) else {}
    out: dict = {}
    order = {s: i for i, s in enumerate(gymkit.QUERY_SETS)}
    for set_name in sorted(set(preds["set"]), key=lambda s: order.get(s, 99)):
        p = preds[preds["set"] == set_name]
        entry = {**dict.fromkeys(CONTRACT_KEYS), **computed.get(set_name, {})}
        entry["queries"] = len(p)
        entry["errors"] = int(p["error"].notna().sum())
        scored = int(computed.get(set_name, {}).get("queries", 0))
        if scored < len(p):
            entry["unscored"] = len(p) - scored
        out[set_name] = _finite(entry)
    return {"run": name, "sets": out}


def _selected(df: Any, sets: Sequence[str] | None, envs: Sequence[str] | None) -> Any:
    if sets:
        df = df[df["set"].isin(list(sets))]
    if envs:
        df = df[df["environment"].isin(list(envs))]
    return df


def _finite(v: Any) -> Any:
    """NaN and numpy scalars as plain JSON values (None for NaN), recursively."""
    if isinstance(v, dict):
        return {k: _finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite(x) for x in v]
    if hasattr(v, "item") and not isinstance(v, (str, bytes)):
        v = v.item()
    if isinstance(v, float):
        return None if math.isnan(v) else round(v, 4)
    return v


def compare(store: RunStore, run_a: str, run_b: str, metric: str = "passed") -> dict:
    """Run A against run B per set, on the queries both scored (scoring's paired_comparison:
    difference = A - B with a paired bootstrap interval, wins = A right and B wrong), plus
    McNemar's exact p-value on the wins and losses."""
    from gymkit.scoring.summary import paired_comparison

    if not store.exists():
        raise RunStoreError(f"{store.path}: no run store here yet; run `gymkit run` first")
    frames = []
    for r in (run_a, run_b):
        if store.get_run(r) is None:
            known = ", ".join(x["run"] for x in store.list_runs()) or "none yet"
            raise GymError(f"no run named {r!r} in {store.path}; known runs: {known}")
        frames.append(store.frame("scores", r) if store.has_table("scores") else None)
    a, b = frames
    if a is None or b is None:
        raise GymError(f"{store.path}: no scores stored yet; run `gymkit run` first")
    if metric not in a.columns:
        raise GymError(f"cannot compare on {metric!r}; use passed, plan_match or result_match")
    order = {s: i for i, s in enumerate(gymkit.QUERY_SETS)}
    sets = {}
    for set_name in sorted(set(a["set"]) & set(b["set"]), key=lambda s: order.get(s, 99)):
        cmp = paired_comparison(a[a["set"] == set_name], b[b["set"] == set_name], metric=metric)
        if cmp["queries"]:
            sets[set_name] = {**_finite(cmp), "p_value": mcnemar_exact(cmp["wins"], cmp["losses"])}
    return {"run_a": run_a, "run_b": run_b, "metric": metric, "sets": sets}


def mcnemar_exact(b: int, c: int) -> float:
    """McNemar's exact test: the two-sided binomial p-value of b in b + c discordant pairs at 1/2."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2**n
    return min(1.0, 2 * tail)


def usage_tokens(usage: Any) -> int:
    """Tokens a query used: usage['total_tokens'], else the sum of its *tokens counts."""
    if not isinstance(usage, dict):
        return 0
    if isinstance(usage.get("total_tokens"), (int, float)):
        return int(usage["total_tokens"])
    return int(
        sum(
            v for k, v in usage.items() if str(k).endswith("tokens") and isinstance(v, (int, float))
        )
    )


def _has_table(con: duckdb.DuckDBPyConnection, table: str) -> bool:
    return bool(
        con.execute(
            "SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = ?",
            [table],
        ).fetchone()[0]
    )


def _now() -> _dt.datetime:
    return _dt.datetime.now(_dt.timezone.utc).replace(tzinfo=None)
