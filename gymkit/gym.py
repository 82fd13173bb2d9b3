"""The gym a researcher works with, read-only: open it in one line (`gymkit.prepare` writes it).

import gymkit
gym = gymkit.open_gym()                 # data/gym.duckdb, read-only
gym.sql("SELECT * FROM public_transit.RidershipReports LIMIT 5")
gym.sql("SELECT p.query_id, s.passed FROM runs.predictions p JOIN runs.scores s USING (run, set, query_id)")
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Sequence
from concurrent.futures import Future
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb
import numpy as np

from gymkit.errors import GymError
from gymkit.layout import (
    GROUND_ENTRIES,
    GROUND_IDS,
    GROUND_LISTS,
    GROUND_QUERIES,
    has_table,
    qident,
    qliteral,
    set_rows_table,
)
from gymkit.limits import one_line
from gymkit.schema import Environment, environment_from_dict
from gymkit.workspace import Workspace

if TYPE_CHECKING:
    import pyarrow as pa

DEFAULT_WORKSPACE = "data"


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
        self._queries: dict[tuple[str, str | None, bool], list[dict]] = {}
        # set -> its search_grounds (see _read_grounds)
        self._grounds: dict[str, tuple[dict, Any] | SplitGrounds | None] = {}
        self._reading: dict[str, Future] = {}  # sets whose grounds a thread is reading
        self._distinct: dict[tuple[str, str, str, int], list] = {}
        try:
            rows = self.con.execute(
                "SELECT environment, schema_json FROM main.schemas ORDER BY environment"
            ).fetchall()
        except duckdb.Error as e:
            from gymkit.dbfile import storage_error

            self.con.close()
            raise storage_error(e, workspace.gym_db) or GymError(
                f"{workspace.gym_db}: cannot read the gym's schemas ({e}); rebuild it with "
                "`gymkit data`"
            ) from None
        self.environments: dict[str, Environment] = {
            eid: environment_from_dict(
                json.loads(js), where=f"{workspace.gym_db}:schemas/{eid}", env_id=eid
            )
            for eid, js in rows
        }

    def __repr__(self) -> str:
        return f"Gym({self.workspace.gym_db}, environments={list(self.environments)})"

    def close(self) -> None:
        if "engine" in self.__dict__:  # stop its background index builds before the file closes
            self.engine.close()
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
                f"unknown environment {one_line(repr(environment_id), 80)}; "
                f"this gym has {', '.join(self.environments)}"
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
                    f"ATTACH {qliteral(str(self.workspace.runs_db))} AS runs (READ_ONLY)"
                )
                from gymkit.dbfile import set_aside, truncation

                cut = truncation(self.con, self.workspace.runs_db, "runs")
                if cut:  # opens, but its data is cut short: set aside like any damaged store
                    self.con.execute("DETACH runs")
                    set_aside(self.workspace.runs_db, cut)
                    return False
                return True
            except duckdb.Error as e:
                from gymkit.dbfile import is_damaged, set_aside

                if is_damaged(e):  # not a run writing: a broken file, set aside at once
                    set_aside(self.workspace.runs_db, str(e))
                    return False
                if time.monotonic() > deadline:
                    raise GymError(
                        f"{self.workspace.runs_db}: busy ({e}); a run is writing to it, try again in a moment"
                    ) from None
                time.sleep(delay)
                delay = min(delay * 2, 0.5)

    # -- query sets --------------------------------------------------------------------------

    def has_set(self, set_name: str) -> bool:
        return bool(self._set_columns(set_name))

    def queries(
        self, set_name: str, environment: str | None = None, grounds: bool = True
    ) -> list[dict]:
        """Rows of a query set as dicts, JSON columns parsed (ground_truth, reference_results,
        seed_output, other_filters; an edge_case_1 row's ground_truth is None: its `expect`
        says what passes). grounds=False leaves out search_grounds, whose candidate
        and relevant uuids are most of a big gym's query data (a run fetches one query's with
        `search_grounds` when it scores it)."""
        key = (set_name, environment, grounds)
        with self._lock:
            if key not in self._queries:
                table = _set_table(set_name)
                if not self.has_set(set_name):
                    self._queries[key] = []
                else:
                    columns = "*"
                    if not grounds and "search_grounds" in self._set_columns(set_name):
                        columns = "* EXCLUDE (search_grounds)"
                        if has_table(self.con, set_rows_table(table)):
                            columns, table = "*", set_rows_table(table)  # the view's rows
                    sql = f"SELECT {columns} FROM main.{qident(table)}"
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

    def search_grounds(self, set_name: str, query_id: str) -> list[dict] | None:
        """One query's search_grounds (None when its set has none), as Python objects only
        when asked for: from gym.duckdb's split tables, one query's uuids at a time
        (`SplitGrounds`); from a gym loaded before them, the set's column read once into Arrow."""
        with self._lock:
            reading = self._reading.pop(set_name, None)
        if reading is not None:  # read by `prefetch_grounds`' thread: wait for it
            try:
                found = reading.result()
            except Exception:  # read again below, where its error is this call's
                pass
            else:
                with self._lock:
                    self._grounds.setdefault(set_name, found)
        with self._lock:
            if set_name not in self._grounds:
                self._grounds[set_name] = _read_grounds(self.con, set_name)
            found = self._grounds[set_name]
        if isinstance(found, SplitGrounds):
            with self._lock:
                return found.read(self.con, query_id)
        if found is None or query_id not in found[0]:
            return None
        return found[1][found[0][query_id]].as_py()

    def prefetch_grounds(self, set_names: Iterable[str]) -> None:
        """Start reading these sets' search_grounds on a thread of its own (its own cursor), so
        that a run's first scores do not wait for them: at 100,000 objects per collection they
        hold nine million candidate uuids, seconds of DuckDB work that releases the GIL while
        the agent learns its environments. `search_grounds` waits for what is still read."""
        with self._lock:
            todo = [s for s in set_names if s not in self._grounds and s not in self._reading]
            if not todo:
                return
            futures = {s: Future() for s in todo}
            self._reading.update(futures)
            cursor = self.con.cursor()

        def read() -> None:
            try:
                for s, fut in futures.items():
                    if not fut.set_running_or_notify_cancel():
                        continue
                    try:
                        fut.set_result(_read_grounds(cursor, s))
                    except BaseException as e:  # the waiting search_grounds reads it again
                        fut.set_exception(e)
            finally:
                cursor.close()

        threading.Thread(target=read, name="gymkit-grounds", daemon=True).start()

    def _set_columns(self, set_name: str) -> set[str]:
        return _set_columns(self.con, set_name)

    # -- objects -----------------------------------------------------------------------------

    def objects(self, environment: str, collection: str, limit: int | None = None):
        """A collection's records as a pandas DataFrame (the first `limit`, or all of them)."""
        env = self.environment(environment)
        if env.collection(collection) is None:
            raise GymError(f"{environment} has no collection {collection!r}")
        sql = f"SELECT * FROM {qident(env.sql_schema)}.{qident(collection)}"
        with self._lock:
            if limit is None:
                return self.con.execute(sql).df()
            return self.con.execute(sql + " LIMIT ?", [limit]).df()

    def value_counts(
        self, environment: str, collection: str, prop: str, limit: int | None = 200
    ) -> pa.Table:
        """A property's distinct values and how many records hold each (array items unnested),
        most frequent first, as an Arrow table (`value`, `n`): the first `limit`, or all."""
        env = self.environment(environment)
        coll = env.collection(collection)
        p = coll.prop(prop) if coll else None
        if p is None:
            raise GymError(f"{environment}/{collection} has no property {prop!r}")
        col = qident(p.name)
        expr = f"unnest({col})" if p.is_array else col
        sql = (
            f"SELECT v AS value, count(*) AS n FROM (SELECT {expr} AS v FROM "
            f"{qident(env.sql_schema)}.{qident(coll.name)}) "
            "GROUP BY v ORDER BY n DESC, v"
        )
        with self._lock:
            if limit is None:
                return self.con.execute(sql).to_arrow_table()
            return self.con.execute(sql + " LIMIT ?", [limit]).to_arrow_table()

    def distinct_values(
        self, environment: str, collection: str, prop: str, limit: int = 200
    ) -> list:
        """The most frequent distinct values of a property (array items unnested), most frequent first."""
        key = (environment, collection, prop, limit)
        with self._lock:
            if key not in self._distinct:
                table = self.value_counts(environment, collection, prop, limit=limit)
                self._distinct[key] = [_plain(v) for v in table.column("value").to_pylist()]
            return self._distinct[key]

    # -- Hugging Face datasets ---------------------------------------------------------------

    def dataset(self, config: str = "ask_mode"):
        """One of the card's configs as a `datasets.Dataset`: ask_mode (default), search_mode,
        edge_case_1, environments, query_sets or `<environment>_<Collection>`.

        Read from the snapshot folder this gym was loaded from (Parquet, exactly what
        `load_dataset(folder, config, split="test")` gives, cached under `<workspace>/cache/datasets`)
        while its files still match the gym; otherwise from gym.duckdb (dates as YYYY-MM-DD strings).
        """
        from gymkit.layout import QUERY_SET_ALIASES, collection_config, dataset_configs

        config = QUERY_SET_ALIASES.get(config, config)
        folder = self._dataset_folder
        if folder is not None:
            configs = dataset_configs(folder)
            if config in configs:
                import datasets

                files = [str(folder / f) for f in configs[config]]
                return datasets.load_dataset(
                    "parquet",
                    data_files={"test": files},
                    split="test",
                    cache_dir=str(self.workspace.cache / "datasets"),
                )
        tables = {s: f"main.{qident(s)}" for s in ("environments", "query_sets")}
        tables |= {
            s: f"main.{qident(s)}"
            for s in ("ask_mode", "search_mode", "edge_case_1")
            if self.has_set(s)
        }
        for env in self.environments.values():
            for c in env.collections:
                tables[collection_config(env.id, c.name)] = (
                    f"{qident(env.sql_schema)}.{qident(c.name)}"
                )
        if config not in tables:
            raise GymError(f"unknown config {config!r}; this gym has {', '.join(tables)}")
        with self._lock:
            table = self.con.execute(f"SELECT * FROM {tables[config]}").to_arrow_table()
        return _arrow_dataset(table)

    @cached_property
    def _dataset_folder(self) -> Path | None:
        """The snapshot folder the gym was loaded from, if its files are still the gym's."""
        from gymkit.sources.folder import SnapshotError, open_snapshot

        for cand in (self.meta.get("snapshot"), self.workspace.snapshot):
            if cand and Path(cand).is_dir():
                try:
                    if open_snapshot(cand).fingerprint() == self.meta.get("fingerprint"):
                        return Path(cand)
                except SnapshotError:
                    continue
        return None

    # -- execution ---------------------------------------------------------------------------

    @cached_property
    def engine(self):
        from gymkit.engine.duckdb import DuckDBEngine

        try:  # a gym written without gym_meta (by hand, by a test) has no fingerprint: no cache
            fingerprint = self.meta.get("fingerprint")
        except duckdb.CatalogException:
            fingerprint = None
        cache = self.workspace.search_cache(fingerprint) if fingerprint else None
        return DuckDBEngine(self.con, self.environments, index_cache=cache)

    def warm_search(self, environments: Any) -> None:
        """Start building these environments' search indexes in the background (the engine's
        warm_search): a run calls it before its first query."""
        with self._lock:
            engine = self.engine
        engine.warm_search(environments)

    def build_search(self, progress: bool = False, running: Sequence[Any] = ()) -> int:
        """Build every search index the gym's cache does not hold yet and wait for them (the
        engine's build_search, one process per core), so that no run waits for one; how many
        were built. progress=True shows a bar on stderr; `running`: building processes
        started already (`gymkit data` starts one as the load begins)."""
        import sys

        from tqdm.auto import tqdm

        with self._lock:
            engine = self.engine
        bar = None

        def done(built: int, total: int) -> None:
            nonlocal bar
            if bar is None:
                bar = tqdm(total=total, desc="search indexes", unit="collection", file=sys.stderr)
            bar.update(built - bar.n)

        try:
            return engine.build_search(done=done if progress else None, running=running)
        finally:
            if bar is not None:
                bar.close()

    def execute(self, environment: str, call: Any, within: Any = None):
        """Execute one call on the DuckDB engine (EngineError when it cannot be executed);
        `within`: uuids that stand in for the call's search (see DuckDBEngine.execute)."""
        with self._lock:
            return self.engine.execute(environment, call, within=within)


def _arrow_dataset(table):
    """A `datasets.Dataset` of a DuckDB result, DATE columns as the card's YYYY-MM-DD strings."""
    import datasets
    import pyarrow as pa

    def card_type(t: pa.DataType) -> pa.DataType:
        if pa.types.is_date(t):
            return pa.string()
        if pa.types.is_list(t) and pa.types.is_date(t.value_type):
            return pa.list_(pa.string())
        return t

    schema = pa.schema([f.with_type(card_type(f.type)) for f in table.schema])
    return datasets.Dataset(table.cast(schema))


def _set_columns(con: Any, set_name: str) -> set[str]:
    rows = con.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = 'main' "
        "AND table_name = ?",
        [_set_table(set_name)],
    ).fetchall()
    return {r[0] for r in rows}


class SplitGrounds:
    """A set's search_grounds read one query at a time from the tables `gymkit.store` splits
    them into (search_ground_queries, _entries, _ids): the entries' own fields are read for the
    whole set at once (they are small), a query's uuids when it is scored."""

    def __init__(self, con: Any, set_name: str):
        self.set = set_name
        self.entries = {
            q: (row, n)
            for q, row, n in con.execute(
                f'SELECT query_id, query_row, entries FROM main.{GROUND_QUERIES} WHERE "set" = ?',
                [set_name],
            ).fetchall()
        }
        column = con.execute(
            f"SELECT search_grounds FROM main.{qident(_set_table(set_name))} LIMIT 0"
        ).to_arrow_table()
        self.fields = [f.name for f in column.schema.field(0).type.value_type]
        self.rows: dict[str, list[dict]] = {}
        for row in (
            con.execute(
                f'SELECT * EXCLUDE ("set", query_row) FROM main.{GROUND_ENTRIES} WHERE "set" = ? '
                "ORDER BY query_id, entry",
                [set_name],
            )
            .to_arrow_table()
            .to_pylist()
        ):
            self.rows.setdefault(row["query_id"], []).append(row)

    def read(self, con: Any, query_id: str) -> list[dict] | None:
        """The query's search_grounds, exactly as the set's column holds them."""
        query_row, n = self.entries.get(query_id, (None, None))
        if n is None:  # not in the set, or no grounds given
            return None
        # the load writes a query's rows in (entry, kind, position) order, and DuckDB returns
        # them in that order; they are sorted here only when they are not (half the time of
        # an ORDER BY, for a query's up to 100,000 candidate uuids)
        table = con.execute(
            f"SELECT entry, kind, position, uuid FROM main.{GROUND_IDS} "
            'WHERE "set" = ? AND query_row = ?',
            [self.set, query_row],
        ).to_arrow_table()
        lists: dict[tuple[int, int], list] = {}
        if table.num_rows:  # cut the uuids where (entry, kind) changes
            keys = np.stack(
                [
                    table.column(0).to_numpy(),
                    table.column(1).to_numpy().astype(np.int64),
                    table.column(2).to_numpy(),
                ]
            )
            column = table.column(3)
            if not _in_order(keys):
                import pyarrow as pa

                order = np.lexsort(keys[::-1])
                keys, column = keys[:, order], column.take(pa.array(order))
            keys = keys[:2]
            cuts = np.flatnonzero(np.any(keys[:, 1:] != keys[:, :-1], axis=0)) + 1
            uuids = column.to_pylist()
            for lo, hi in zip([0, *cuts.tolist()], [*cuts.tolist(), len(uuids)]):
                lists[(int(keys[0, lo]), int(keys[1, lo]))] = uuids[lo:hi]
        out = []
        for row in self.rows.get(query_id, []):
            entry: dict = {}
            for name in self.fields:
                if name in GROUND_LISTS:
                    kind = GROUND_LISTS.index(name)
                    given = row[f"has_{name}"]
                    entry[name] = lists.get((row["entry"], kind), []) if given else None
                else:
                    entry[name] = row.get(name)
            out.append(entry)
        return out


def _in_order(keys: np.ndarray) -> bool:
    """Whether the columns of `keys` (one row per key part) ascend strictly, lexicographically."""
    if keys.shape[1] < 2:
        return True
    later = np.zeros(keys.shape[1] - 1, dtype=bool)  # decided: the next column is greater
    tied = np.ones(keys.shape[1] - 1, dtype=bool)  # equal so far
    for part in keys:
        later |= tied & (part[1:] > part[:-1])
        tied &= part[1:] == part[:-1]
    return bool(later.all())


def _read_grounds(con: Any, set_name: str) -> tuple[dict, Any] | SplitGrounds | None:
    """A set's search_grounds: a SplitGrounds when the gym holds them split (gymkit.store's
    create_ground_tables), else (row of each query_id, the Arrow column); None without them."""
    if "search_grounds" not in _set_columns(con, set_name):
        return None
    if (
        has_table(con, GROUND_QUERIES)
        and con.execute(
            f'SELECT count(*) FROM main.{GROUND_QUERIES} WHERE "set" = ?', [set_name]
        ).fetchone()[0]
    ):
        return SplitGrounds(con, set_name)
    table = con.execute(
        f"SELECT query_id, search_grounds FROM main.{qident(_set_table(set_name))}"
    ).to_arrow_table()
    ids = table.column(0).to_pylist()
    return {q: i for i, q in enumerate(ids)}, table.column(1)


def _set_table(set_name: str) -> str:
    from gymkit.layout import QUERY_FILES, QUERY_SET_ALIASES

    name = QUERY_SET_ALIASES.get(set_name, set_name)
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
    """A query row with its JSON columns parsed. Every set's rows have a `ground_truth`: an
    edge_case_1 row's is None, since a case is passed by its `expect` checks, which several
    calls meet (`gymkit.agents.oracle.edge_calls` builds one of them)."""
    from gymkit.layout import read_json_field

    if set_name == "edge_case_1":
        row.setdefault("ground_truth", None)
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
