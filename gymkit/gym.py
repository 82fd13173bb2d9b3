"""The gym a researcher works with: prepare it (`gymkit data`) and open it in one line.

import gymkit
gym = gymkit.open_gym()                 # data/gym.duckdb, read-only
gym.sql("SELECT * FROM public_transit.RidershipReports LIMIT 5")
gym.sql("SELECT p.query_id, s.passed FROM runs.predictions p JOIN runs.scores s USING (run, set, query_id)")
"""

from __future__ import annotations

import json
import shutil
import threading
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import duckdb

from gymkit.errors import GymError
from gymkit.schema import Environment, environment_from_dict
from gymkit.store import qident, stored_meta

DEFAULT_WORKSPACE = "data"


@dataclass(frozen=True)
class Workspace:
    """A folder holding a gym: `snapshot/` (card layout), `gym.duckdb`, `runs.duckdb`."""

    root: Path

    @classmethod
    def of(cls, root: str | Path | Workspace | None = None) -> Workspace:
        if isinstance(root, Workspace):
            return root
        if root:
            return cls(Path(root))
        from gymkit.workspace import find_workspace

        return cls(find_workspace().root)  # $GYMKIT_DATA, else the project root's data/

    @property
    def snapshot(self) -> Path:
        return self.root / "snapshot"

    @property
    def gym_db(self) -> Path:
        return self.root / "gym.duckdb"

    @property
    def runs_db(self) -> Path:
        return self.root / "runs.duckdb"

    @property
    def cache(self) -> Path:
        return self.root / "cache"


_MARKER = ".gymkit-source"  # no .json suffix: not part of the snapshot fingerprint


def _generated_marker(path: Path) -> dict:
    try:
        return json.loads((path / _MARKER).read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def prepare(
    source: str = "generate",
    objects: int = 1000,
    seed: int = 0,
    workspace: str | Path | Workspace | None = None,
    replace: bool = False,
    progress: bool = True,
) -> str:
    """Get a snapshot (generate, hub, or a local PATH) and load it into the workspace's gym.duckdb.

    Idempotent: preparing the same gym again does nothing. Returns a one-line summary.
    """
    from gymkit.store import load_snapshot

    ws = Workspace.of(workspace)
    ws.root.mkdir(parents=True, exist_ok=True)
    if source == "generate":
        want = {"source": "generate", "seed": seed, "objects": objects}
        have = _generated_marker(ws.snapshot)
        if {k: have.get(k) for k in want} != want or not (
            ws.snapshot / "environments.parquet"
        ).is_file():
            meta = stored_meta(ws.gym_db)
            if meta and not replace:
                raise GymError(
                    f"{ws.gym_db} holds another gym ({meta.get('source')}); refusing to replace it with "
                    f"generate(seed={seed}, objects={objects}). Use --replace, or --out for another workspace."
                )
            from gymkit.generate.writer import generate_snapshot

            tmp = ws.root / "snapshot.tmp"
            shutil.rmtree(tmp, ignore_errors=True)
            generate_snapshot(tmp, seed=seed, objects=objects, progress=progress)
            (tmp / _MARKER).write_text(json.dumps(want))
            shutil.rmtree(ws.snapshot, ignore_errors=True)
            tmp.rename(ws.snapshot)
            replace = True  # the user asked for this generated gym
        snap_dir, label = ws.snapshot, f"generate(seed={seed}, objects={objects})"
    elif source == "hub":
        from gymkit.sources.hub import download

        download(ws.snapshot)
        snap_dir, label = ws.snapshot, "hub:weaviate/QueryAgentGym"
    else:
        snap_dir, label = Path(source), str(Path(source).resolve())
    status = load_snapshot(snap_dir, ws.gym_db, replace=replace, source=label)
    return f"{status}: {label} -> {ws.gym_db}"


def open_gym(workspace: str | Path | Workspace | None = None, **_: Any) -> Gym:
    """The prepared gym, read-only. GymError with the fix when there is none."""
    ws = Workspace.of(workspace)
    if not ws.gym_db.is_file():
        from gymkit.workspace import no_gym_message

        raise GymError(no_gym_message(ws.root, explicit=workspace is not None))
    return Gym(ws)


class Gym:
    """A read-only DuckDB connection to gym.duckdb plus the views agents and scorers need.

    The run store (runs.duckdb) is attached as `runs` only for the duration of `sql()`, because
    DuckDB refuses a writing process while another holds the file, even read-only.
    """

    def __init__(self, workspace: Workspace):
        self.workspace = workspace
        try:
            self.con = duckdb.connect(str(workspace.gym_db), read_only=True)
        except duckdb.Error as e:
            raise GymError(f"{workspace.gym_db}: cannot open ({e})") from None
        self._lock = threading.RLock()
        self._queries: dict[tuple[str, str | None], list[dict]] = {}
        self._distinct: dict[tuple[str, str, str, int], list] = {}
        rows = self.con.execute(
            "SELECT environment, schema_json FROM main.schemas ORDER BY environment"
        ).fetchall()
        self.environments: dict[str, Environment] = {
            eid: environment_from_dict(
                json.loads(js), where=f"{workspace.gym_db}:schemas/{eid}", env_id=eid
            )
            for eid, js in rows
        }

    def __repr__(self) -> str:
        return f"Gym({self.workspace.gym_db}, environments={list(self.environments)})"

    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> Gym:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def environment(self, environment_id: str) -> Environment:
        try:
            return self.environments[environment_id]
        except KeyError:
            raise GymError(
                f"unknown environment {environment_id!r}; this gym has {', '.join(self.environments)}"
            ) from None

    @cached_property
    def meta(self) -> dict[str, str]:
        return dict(self.con.execute("SELECT key, value FROM main.gym_meta").fetchall())

    # -- SQL ---------------------------------------------------------------------------------

    def sql(self, query: str, params: list | None = None):
        """Run SQL and return a pandas DataFrame; the run store is attached as `runs` meanwhile."""
        with self._lock:
            attached = False
            if self.workspace.runs_db.is_file():
                attached = self._attach_runs()
            try:
                return self.con.execute(query, params or []).df()
            finally:
                if attached:
                    self.con.execute("DETACH runs")

    def _attach_runs(self, wait_s: float = 10.0) -> bool:
        """Attach runs.duckdb read-only; a run writing right now holds it for a moment, so retry briefly."""
        import time

        deadline = time.monotonic() + wait_s
        delay = 0.05
        while True:
            try:
                self.con.execute(
                    f"ATTACH {_sql_str(str(self.workspace.runs_db))} AS runs (READ_ONLY)"
                )
                return True
            except duckdb.Error as e:
                if time.monotonic() > deadline:
                    raise GymError(
                        f"{self.workspace.runs_db}: busy ({e}); a run is writing to it, try again in a moment"
                    ) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.5)

    # -- query sets --------------------------------------------------------------------------

    def has_set(self, set_name: str) -> bool:
        return bool(
            self.con.execute(
                "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'main' AND table_name = ?",
                [_set_table(set_name)],
            ).fetchone()[0]
        )

    def queries(self, set_name: str, environment: str | None = None) -> list[dict]:
        """Rows of a query set as dicts, JSON columns parsed (ground_truth, reference_results, seed_output, other_filters)."""
        key = (set_name, environment)
        with self._lock:
            if key not in self._queries:
                table = _set_table(set_name)
                if not self.has_set(set_name):
                    self._queries[key] = []
                else:
                    sql = f"SELECT * FROM main.{qident(table)}"
                    params: list = []
                    if environment:
                        sql += " WHERE environment = ?"
                        params.append(environment)
                    cur = self.con.execute(sql + " ORDER BY query_id", params)
                    cols = [d[0] for d in cur.description]
                    self._queries[key] = [
                        _parse_row(dict(zip(cols, r)), set_name) for r in cur.fetchall()
                    ]
            return self._queries[key]

    # -- objects -----------------------------------------------------------------------------

    def objects(self, environment: str, collection: str):
        env = self.environment(environment)
        if env.collection(collection) is None:
            raise GymError(f"{environment} has no collection {collection!r}")
        with self._lock:
            return self.con.execute(
                f"SELECT * FROM {qident(env.sql_schema)}.{qident(collection)}"
            ).df()

    def distinct_values(
        self, environment: str, collection: str, prop: str, limit: int = 200
    ) -> list:
        """The most frequent distinct values of a property (array items unnested), most frequent first."""
        key = (environment, collection, prop, limit)
        with self._lock:
            if key not in self._distinct:
                env = self.environment(environment)
                coll = env.collection(collection)
                p = coll.prop(prop) if coll else None
                if p is None:
                    raise GymError(f"{environment}/{collection} has no property {prop!r}")
                col = qident(p.name)
                expr = f"unnest({col})" if p.is_array else col
                rows = self.con.execute(
                    f"SELECT v, count(*) AS n FROM (SELECT {expr} AS v FROM {qident(env.sql_schema)}.{qident(coll.name)}) "
                    "GROUP BY v ORDER BY n DESC, v LIMIT ?",
                    [limit],
                ).fetchall()
                self._distinct[key] = [_plain(v) for v, _ in rows]
            return self._distinct[key]

    # -- execution ---------------------------------------------------------------------------

    @cached_property
    def engine(self):
        from gymkit.engine.duckdb import DuckDBEngine

        return DuckDBEngine(self.con, self.environments)

    def execute(self, environment: str, call: Any):
        """Execute one call on the DuckDB engine (EngineError when it cannot be executed)."""
        with self._lock:
            return self.engine.execute(environment, call)


def _sql_str(s: str) -> str:
    return "'" + s.replace("'", "''") + "'"


def _set_table(set_name: str) -> str:
    from gymkit.sources.folder import CONFIG_ALIASES, QUERY_FILES

    name = CONFIG_ALIASES.get(set_name, set_name)
    if name not in QUERY_FILES:
        raise GymError(
            f"unknown query set {set_name!r}; use one of {', '.join(QUERY_FILES)} (or the v1 name 'queries')"
        )
    return name


def _plain(v: Any) -> Any:
    import datetime as _dt

    if isinstance(v, _dt.date):
        return v.isoformat()
    return v


def _parse_row(row: dict, set_name: str) -> dict:
    from gymkit.sources.folder import read_json_field

    where = f"{set_name}/{row.get('query_id')}"
    for col in ("ground_truth", "reference_results", "seed_output"):
        if col in row:
            row[col] = read_json_field(row[col], f"{where}.{col}")
    exp = row.get("expect")
    if isinstance(exp, str):
        exp = read_json_field(exp, f"{where}.expect")
        row["expect"] = exp
    if isinstance(exp, dict) and isinstance(exp.get("other_filters"), str):
        exp["other_filters"] = (
            read_json_field(exp["other_filters"], f"{where}.expect.other_filters") or []
        )
    return row
