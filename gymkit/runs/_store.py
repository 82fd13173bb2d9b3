"""The run store: runs.duckdb beside gym.duckdb, holding runs, predictions and their scores.

A DuckDB file takes one writing process at a time and refuses a writer while any other process
holds it, even read-only. So every call here opens the file, does its work in one short
transaction and closes it again; a lock held by another process is waited out (with backoff, up
to `lock_timeout` seconds) rather than failed on. A notebook reading runs and `gymkit run`
writing them therefore take turns instead of blocking each other. The tables are described in
`gymkit.runs._schema`. Every value written (runs, predictions, scores, answers, judgments) is
scrubbed of the configured secrets first (`gymkit.scrub`), whatever field it arrives in.
"""

from __future__ import annotations

import json
import os
import random
import socket
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from gymkit.dbfile import (
    is_corrupt_block,
    is_damaged,
    is_lock_error,
    set_aside,
    truncation,
    unreadable,
)
from gymkit.errors import GymError
from gymkit.limits import one_line, storable
from gymkit.runs._schema import (
    ensure_tables,
    has_table,
    insert_answer,
    insert_many,
    insert_predicted_results,
    insert_scores,
    predicted_results_sql,
)
from gymkit.runs._values import dumps, now, redact, usage_tokens
from gymkit.scrub import scrub

TABLES = (
    "runs",
    "predictions",
    "scores",
    "sub_scores",
    "predicted_results",
    "predicted_uuids",
    "answers",
    "answer_judgments",
)
# the tables holding rows per (run, set, query_id): replaced together when an answer is rewritten
PER_QUERY_TABLES = (
    "predicted_uuids",
    "predicted_results",
    "sub_scores",
    "scores",
    "predictions",
    "answers",
)
_INSERT_PREDICTION = "INSERT INTO predictions VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
# a per-query row among a batch's keys ("set" and query_id joined by \x1f, bound as a list)
_KEY_IN = '("set" || chr(31) || query_id) IN (SELECT unnest(?::VARCHAR[]))'
LOCK_TIMEOUT = float(os.environ.get("GYMKIT_LOCK_TIMEOUT", "60"))


# Store files this process has read whole and found sound, as (path, mtime, size): a second
# RunStore object on an unchanged file does not read it all again (a second per 30 MB).
_SOUND: set[tuple[str, int, int]] = set()
# The same, handed by a parent process to the processes it starts (the report's kernels): a
# JSON list of [path, mtime, size] (`sound_stores_env`), trusted as this process's own.
SOUND_ENV = "GYMKIT_SOUND_STORES"


def sound_stores_env() -> str:
    """This process's `_SOUND` as the value of SOUND_ENV for a child process's environment."""
    return json.dumps(sorted(_SOUND))


def _inherited_sound() -> set[tuple[str, int, int]]:
    """The store files the parent process found sound (SOUND_ENV); empty when unset or garbled."""
    try:
        return {(str(p), int(m), int(s)) for p, m, s in json.loads(os.environ.get(SOUND_ENV, "[]"))}
    except (TypeError, ValueError):
        return set()


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
    answer: str | None = None  # the agent's final words, when it gives them
    answer_check: dict | None = None  # gymkit.scoring.answers: grounded, facts, missing
    # what each final call returned ({"collection", "kind", "value"} or {"collection", "error"});
    # None when not recorded. Stored in the predicted_results table.
    results: list[dict] | None = None


def _pid_alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def check_not_busy(existing: dict) -> None:
    """Refuse a run another live process on this host is writing (a dead one's is resumable)."""
    if (
        existing.get("status") == "running"
        and existing.get("host") == socket.gethostname()
        and existing.get("pid") != os.getpid()
        and _pid_alive(existing.get("pid"))
    ):
        raise GymError(
            f"run {existing['run']!r} is being written by process {existing['pid']} right now; "
            "wait for it, stop it, or pick another --name"
        )


def _close(con: duckdb.DuckDBPyConnection) -> None:
    """Close a connection; a checkpoint that fails on close (a full disk) leaves the WAL, which
    DuckDB replays on the next open, so nothing committed is lost."""
    try:
        con.close()
    except duckdb.Error:
        pass


def _prediction_row(run: str, pred: Prediction) -> list:
    """The predictions table's row of one answer."""
    return [
        run,
        pred.set,
        pred.query_id,
        pred.environment,
        dumps(pred.calls),
        None if pred.error is None else storable(str(pred.error)),
        dumps(pred.trace),
        dumps(pred.usage),
        float(pred.latency_seconds),
        pred.revised,
        None if pred.first_calls is None else dumps(pred.first_calls),
        now(),
    ]


class RunStore:
    """runs.duckdb at `path`: every method opens the file, does one short job and closes it."""

    def __init__(self, path: str | Path, lock_timeout: float = LOCK_TIMEOUT):
        self.path = Path(path)
        self.lock_timeout = lock_timeout
        self._score_types: dict[str, dict[str, str]] = {}
        self._checked = False

    def __repr__(self) -> str:
        return f"RunStore({self.path})"

    def exists(self) -> bool:
        """Whether the store's file is here, checked once per object: one cut short or not a
        database is set aside (a new store starts); one whose blocks fail their checksum is
        refused (RunStoreError), since its other runs may still be read."""
        if not self.path.is_file():
            return False
        if not self._checked:
            self._checked = True
            try:
                stat = self.path.stat()
            except FileNotFoundError:  # moved away by another process just now
                return False
            seen = (str(self.path.resolve()), stat.st_mtime_ns, stat.st_size)
            if seen in _SOUND or seen in _inherited_sound():  # read whole, unchanged since
                _SOUND.add(seen)
                return True
            try:
                con = duckdb.connect(str(self.path), read_only=True)
                try:
                    why = truncation(con, self.path) or unreadable(con)
                finally:
                    con.close()
                if not why:
                    _SOUND.add(seen)
            except duckdb.Error as e:
                if is_damaged(e):
                    set_aside(self.path, str(e))
            else:
                if why and not is_corrupt_block(why):
                    set_aside(self.path, why)
                elif why:  # it opens, so its other runs may still be read: not set aside
                    self._checked = False  # and every later call says so again
                    raise RunStoreError(
                        f"{self.path}: damaged ({one_line(why, 200)}); move it away "
                        f"(mv {self.path.name} {self.path.name}.damaged) to start a new run "
                        "store, or put back a copy"
                    )
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
                if is_damaged(e) and self.path.is_file():
                    set_aside(self.path, str(e))
                    self._score_types = {}
                    if write:
                        continue
                    raise RunStoreError(
                        f"{self.path}: no run store here any more; run `gymkit run` to start one"
                    ) from None
                if not is_lock_error(e):
                    raise RunStoreError(
                        f"{self.path}: cannot open the run store ({one_line(str(e), 300)})"
                    ) from None
                if time.monotonic() >= deadline:
                    raise RunStoreError(
                        f"{self.path}: another process has held the run store for {self.lock_timeout:.0f} s "
                        "(a notebook's open connection?); close it, or raise GYMKIT_LOCK_TIMEOUT"
                    ) from None
                time.sleep(delay * (0.5 + random.random()))
                delay = min(delay * 2, 0.2)
        try:
            yield con
        except duckdb.Error as e:  # a full disk, a file damaged under us: one line, not a trace
            _close(con)
            if is_damaged(e) and self.path.is_file():
                moved = set_aside(self.path, str(e))
                self._score_types = {}
                raise RunStoreError(
                    f"{self.path}: damaged ({one_line(str(e), 200)}); set aside as "
                    f"{moved.name if moved else 'another name'}; run the command again"
                ) from None
            verb = "write to" if write else "read"
            raise RunStoreError(
                f"{self.path}: cannot {verb} the run store ({one_line(str(e), 300)})"
            ) from None
        finally:
            _close(con)

    # -- schema ----------------------------------------------------------------------------

    def _ensure(self, con: duckdb.DuckDBPyConnection) -> None:
        """Create missing tables, and add score columns the scoring package has gained since."""
        if self._score_types:
            return
        self._score_types = ensure_tables(con)

    def init(self) -> None:
        """Create the tables that do not exist yet."""
        with self.connect(write=True) as con:
            self._ensure(con)

    # -- runs ------------------------------------------------------------------------------

    def get_run(self, run: str) -> dict | None:
        if not self.exists():
            return None
        with self.connect() as con:
            if not has_table(con, "runs"):
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
            if not has_table(con, "runs"):
                return []
            cur = con.execute("SELECT * FROM runs ORDER BY started")
            cols = [d[0] for d in cur.description]
            return [dict(zip(cols, r)) for r in cur.fetchall()]

    def start_run(self, run: str, meta: dict, new: bool = False) -> None:
        """Insert the run's row, or mark an existing one running again (a resume).

        Refused (GymError), inside the transaction that would claim the row, when another live
        process is writing the run, or when `new` and another process created the row since
        the caller looked: of two runs of one name started at once, one goes ahead.
        """
        meta = scrub(meta)
        started = now()
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            cur = con.execute("SELECT run, status, pid, host FROM runs WHERE run = ?", [run])
            row = cur.fetchone()
            if row is not None:
                check_not_busy(dict(zip([d[0] for d in cur.description], row)))
                if new:
                    raise GymError(
                        f"run {run!r} was started by another process (pid {row[2]} on {row[3]}) "
                        "just now; wait for it, or pick another --name"
                    )
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
                        started,
                    ],
                )
            con.execute("COMMIT")

    def end_run(self, run: str, status: str) -> None:
        with self.connect(write=True) as con:
            con.execute("UPDATE runs SET status = ?, ended = ? WHERE run = ?", [status, now(), run])

    def delete_run(self, run: str) -> None:
        """Forget a run: its row, predictions and scores (for --force)."""
        if not self.exists():
            return
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            for table in (*PER_QUERY_TABLES, "runs"):
                if has_table(con, table):
                    con.execute(f"DELETE FROM {table} WHERE run = ?", [run])
            con.execute("COMMIT")

    # -- predictions -----------------------------------------------------------------------

    def done_keys(self, run: str) -> set[tuple[str, str]]:
        """(set, query_id) of every query this run has stored."""
        if not self.exists():
            return set()
        with self.connect() as con:
            if not has_table(con, "predictions"):
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
        try:
            self._write(run, scrub(list(items)))
        except RunStoreError as e:
            raise RunStoreError(
                f"{e}; the last {len(items)} answer(s) were not stored, every earlier one is: "
                "free space if the disk is full, then run the same command again to resume"
            ) from None

    def _write(self, run: str, items: Sequence[tuple[Prediction, Any]]) -> None:
        # one statement per table for the whole batch (not one per answer): a flush of 200
        # answers is a dozen statements; an answer repeated within the batch keeps its last
        latest = {(p.set, p.query_id): (p, s) for p, s in items}
        keys = [f"{k[0]}\x1f{k[1]}" for k in latest]
        with self.connect(write=True) as con:
            self._ensure(con)
            batch: dict[str, list[list]] = {}
            tokens = errors = 0
            for pred, scored in latest.values():
                batch.setdefault(_INSERT_PREDICTION, []).append(_prediction_row(run, pred))
                insert_predicted_results(batch, run, pred)
                if scored is not None:
                    insert_scores(batch, self._score_types, run, pred, scored)
                insert_answer(batch, run, pred)
                tokens += usage_tokens(pred.usage)
                errors += pred.error is not None
            con.execute("BEGIN")
            old = con.execute(
                f'SELECT "set", query_id, usage, error FROM predictions WHERE run = ? AND {_KEY_IN}',
                [run, keys],
            ).fetchall()
            for _, _, usage, error in old:  # a replaced answer no longer counts in the run's row
                tokens -= usage_tokens(json.loads(usage) if usage else {})
                errors -= error is not None
            # a query's rows are written in one transaction with its prediction (its scores
            # only ever after it), so only the answers replaced have rows to delete
            replaced = [f"{s}\x1f{q}" for s, q, _, _ in old]
            for table in PER_QUERY_TABLES if replaced else ():
                con.execute(f"DELETE FROM {table} WHERE run = ? AND {_KEY_IN}", [run, replaced])
            insert_many(con, batch)
            con.execute(
                "UPDATE runs SET tokens = tokens + ?, errors = errors + ? WHERE run = ?",
                [tokens, errors, run],
            )
            con.execute("COMMIT")

    def write_scores(self, run: str, items: Sequence[tuple[Prediction, Any]]) -> None:
        """Store (or replace) the scores of stored predictions, in one transaction."""
        if not items:
            return
        items = scrub(list(items))
        latest = {(p.set, p.query_id): (p, s) for p, s in items}
        keys = [f"{k[0]}\x1f{k[1]}" for k in latest]
        with self.connect(write=True) as con:
            self._ensure(con)
            batch: dict[str, list[list]] = {}
            for pred, scored in latest.values():
                insert_scores(batch, self._score_types, run, pred, scored)
            con.execute("BEGIN")
            for table in ("sub_scores", "scores"):
                con.execute(f"DELETE FROM {table} WHERE run = ? AND {_KEY_IN}", [run, keys])
            insert_many(con, batch)
            con.execute("COMMIT")

    def write_judgments(self, rows: Sequence[tuple]) -> None:
        """Store (or replace) judge verdicts: (run, set, query_id, judge_model, rubric, correct,
        reason, cached) each, in one transaction."""
        rows = scrub(list(rows))
        with self.connect(write=True) as con:
            self._ensure(con)
            con.execute("BEGIN")
            for row in rows:
                con.execute(
                    'DELETE FROM answer_judgments WHERE run = ? AND "set" = ? AND query_id = ? '
                    "AND judge_model = ? AND rubric = ?",
                    list(row[:5]),
                )
                con.execute("INSERT INTO answer_judgments VALUES (?,?,?,?,?,?,?,?)", list(row))
            con.execute("COMMIT")

    # -- reading ---------------------------------------------------------------------------

    def has_table(self, table: str) -> bool:
        if not self.exists():
            return False
        with self.connect() as con:
            return has_table(con, table)

    def frame(self, table: str, run: str | Sequence[str] | None = None):
        """A table of the store as a pandas DataFrame, optionally for one run or several."""
        if table not in TABLES:
            raise RunStoreError(f"no table {table!r} in the run store; use {', '.join(TABLES)}")
        with self.connect() as con:
            if not has_table(con, table):
                raise RunStoreError(f"{self.path}: no {table} table yet; run `gymkit run` first")
            runs = None if run is None else [run] if isinstance(run, str) else list(run)
            where = "" if runs is None else "list_contains(?, t.run)"
            if table == "predicted_results":  # a retrieval's uuids as one list (uuids)
                sql = predicted_results_sql(con, where)
            else:
                sql = f"SELECT * FROM {table} t" + (f" WHERE {where}" if where else "")
            return con.execute(sql, [] if runs is None else [runs]).df()
