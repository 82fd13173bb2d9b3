"""The DuckDB engine: executes query_database calls exactly, as the card's reference_results hold them.

It is the judge of every agent, so its semantics are fixed and written down here:

Filters (all AND-ed, together with the optional `filter_tree`, whose leaves take the type of
their property from the schema):
- text `=` is exact and case-sensitive; text LIKE matches the whole value, case-sensitively,
  where `%` and `*` match any run of characters (also none), `?` exactly one character, and
  every other character, the underscore included, is literal.
- numbers compare by value (an int property against 2.5 works); dates as dates (ISO, or RFC
  3339, whose time of day is ignored: the date part counts); booleans `=` and `!=`.
- arrays: CONTAINS_ANY holds when at least one listed value is an item of the record's list,
  CONTAINS_ALL when every listed value is; an int array never holds a non-integral number.
  (SQL: one bound list_contains per value, OR-ed or AND-ed, which DuckDB runs several
  times faster than list_has_any/list_has_all; past _EXPAND_UP_TO values, those.)
Retrieval: a call without aggregations returns the matching uuids, sorted.
Aggregations run over the matching records; over an array property they run over the items
of those records' lists (Weaviate's semantics: COUNT of a text[] counts items).
- numeric COUNT, MIN, MAX, SUM, MODE keep the property's type (int or float); MEAN and
  MEDIAN are floats (MEDIAN interpolates between the two middle values); SUM and MEAN use
  compensated summation so that results do not depend on thread scheduling.
- text COUNT, COUNT_DISTINCT, TOP_OCCURRENCES ([[value, count], ...], at most the limit,
  DEFAULT_TOP_OCCURRENCES_LIMIT when none is given); boolean COUNT, TOTAL_TRUE, TOTAL_FALSE,
  PERCENTAGE_TRUE, PERCENTAGE_FALSE (0 to 100); date COUNT, EARLIEST, LATEST (ISO strings).
- over zero values: COUNT, COUNT_DISTINCT, TOTAL_TRUE and TOTAL_FALSE are 0, TOP_OCCURRENCES
  is [], every other metric is null.
- ties: TOP_OCCURRENCES orders by count descending, then value ascending; MODE is the
  smallest of the modal values. `Result.ties` then holds, keyed like the value ("MODE(x)" or
  "<group>/MODE(x)"), every modal value when there are several, and for TOP_OCCURRENCES
  every value whose count equals the count at the cut when the cut splits them.
- `groupby_property` groups every aggregation: {group: {key: value}}, group keys as strings
  (true/false, 12, 12.5, 2025-11-16, text as is), sorted; grouping by an array property
  groups by each of its distinct items (a record joins each group once). A group-by over
  zero records is {}.
Search: see `gymkit.engine.search` (BM25 over every searchable property, within the records
the filters select, cut by `SearchSettings`); aggregations of a search run over the cut set.
`execute(..., within=uuids)` puts a given set (a search's labeled relevant set) in its place.
Caching: per collection, the engine keeps its table name, its BM25 index and which array
properties repeat an item, so it assumes a collection's rows do not change once it is queried;
with `index_cache`, the BM25 indexes are saved there and read from there by later processes.
Safety: names are checked against the schema before any SQL is built (and quoted anyway),
every value is a bound parameter, a path is opened read-only, and a bad call raises
EngineError naming the field, never anything else. A damaged or unreadable database (a corrupt
block, an IO error, a missing table) raises StorageError naming the file instead: that is never
an agent's invalid call.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import subprocess
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa

from gymkit.call import (
    AggregationItem,
    Call,
    CallError,
    FilterTree,
    LikePattern,
    group_key,
    parse_date,
    validate_call,
)
from gymkit.dbfile import storage_error
from gymkit.engine import builders as building
from gymkit.engine.base import EngineError, Result
from gymkit.engine.search import SearchIndex, SearchSettings, cut
from gymkit.errors import StorageError
from gymkit.layout import SQL_TYPES, qident
from gymkit.schema import Collection, Environment, Property, environment_from_dict

DEFAULT_TOP_OCCURRENCES_LIMIT = 5  # Weaviate's default when no limit is given
RECENT = 16  # results kept for a call executed again (see DuckDBEngine.execute)

_COMPARE = {"=": "=", "!=": "!=", "<": "<", ">": ">", "<=": "<=", ">=": ">="}
_ITEM_SQL_TYPE = {
    t: SQL_TYPES[t]
    for t in ("filterable_text", "searchable_text", "int", "number", "boolean", "date")
}
_COUNTS = ("COUNT", "COUNT_DISTINCT", "TOTAL_TRUE", "TOTAL_FALSE")
_SIMPLE_SQL = {
    "COUNT": "count(v)",
    "MIN": "min(v)",
    "MAX": "max(v)",
    "EARLIEST": "min(v)",
    "LATEST": "max(v)",
    "MEAN": "fsum(v::DOUBLE) / NULLIF(count(v), 0)",
    "MEDIAN": "quantile_cont(v::DOUBLE, 0.5)",
    "COUNT_DISTINCT": "count(DISTINCT v)",
    "TOTAL_TRUE": "count_if(v)",
    "TOTAL_FALSE": "count_if(NOT v)",
    "PERCENTAGE_TRUE": "100.0::DOUBLE * count_if(v) / NULLIF(count(v), 0)",
    "PERCENTAGE_FALSE": "100.0::DOUBLE * count_if(NOT v) / NULLIF(count(v), 0)",
}


quote = (
    qident  # a SQL identifier, double-quoted (names are checked against the schema first anyway)
)


def _out(value: Any) -> Any:
    """A value as JSON holds it: dates as ISO strings, everything else as DuckDB returned it."""
    if isinstance(value, _dt.date):
        return value.isoformat()
    return value


# processes that build a big gym's indexes: the cores but one, which the run itself needs (on 2
# cores two builders took as long as one: 105 against 107 s at 100,000 per collection)
BUILDERS = max(1, min(4, (os.cpu_count() or 2) - 1))
_CHOSEN = "_gymkit_chosen"  # the Arrow table of the records a search chose, while a call runs


@dataclass
class _CollectionInfo:
    """What the engine prepares once per collection: its table and, lazily, its search index."""

    environment: Environment
    collection: Collection
    table: str
    search_index: SearchIndex | None = None
    # array property -> whether some record repeats an item (decides list_distinct in group-bys)
    repeats: dict[str, bool] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    positions: np.ndarray | None = None  # rowid -> place in uuid order (DuckDBEngine._positions)


class DuckDBEngine:
    """Executes calls on a gym.duckdb file (opened read-only) or an open DuckDB connection."""

    def __init__(
        self,
        source: str | Path | duckdb.DuckDBPyConnection,
        environments: dict[str, Environment] | None = None,
        search: SearchSettings | None = None,
        index_cache: str | Path | None = None,
    ):
        """index_cache: a folder for this gym's BM25 indexes (one per collection under
        `<environment>/<collection>/`), kept across processes; key it by the gym's
        fingerprint, since the engine assumes rows never change under one folder."""
        self.index_cache = None if index_cache is None else Path(index_cache)
        if isinstance(source, duckdb.DuckDBPyConnection):
            self.con = source
            self._owns = False
        else:
            path = Path(source)
            if not path.is_file():
                raise EngineError(
                    f"{path}: no gym database here; run `gymkit data` first", "source"
                )
            self.con = duckdb.connect(str(path), read_only=True)
            self._owns = True
        self.search_settings = search or SearchSettings()
        self.environments = environments if environments is not None else self._read_schemas()
        self._by_schema = {e.sql_schema: e for e in self.environments.values()}
        self._info: dict[tuple[str, str], _CollectionInfo] = {}
        self._lock = threading.RLock()
        self._recent: OrderedDict[tuple, Result] = OrderedDict()
        self._warming: threading.Thread | None = None
        self._stop_warming = threading.Event()
        self._builders: list[subprocess.Popen] = []  # the processes building indexes, if any
        # collection -> the processes that may build it
        self._building: dict[tuple[str, str], list[subprocess.Popen]] = {}

    # -- setup ------------------------------------------------------------------------------

    def add_environment(self, env: Environment) -> None:
        """Know one more environment (its tables or views made already on this connection)."""
        with self._lock:
            self.environments[env.id] = env
            self._by_schema[env.sql_schema] = env

    def _read_schemas(self) -> dict[str, Environment]:
        try:
            rows = self.con.execute("SELECT environment, schema_json FROM main.schemas").fetchall()
        except duckdb.Error as e:
            raise EngineError(
                f"cannot read main.schemas ({e}); pass environments= or load the gym with `gymkit data`",
                "source",
            ) from None
        out = {}
        for env_id, text in rows:
            env = environment_from_dict(
                json.loads(text), where=f"main.schemas[{env_id}]", env_id=env_id
            )
            out[env_id] = env
        return out

    def environment(self, environment: str) -> Environment:
        """The environment with this id (or DuckDB schema name); EngineError if there is none."""
        env = None
        if isinstance(environment, str):
            env = self.environments.get(environment) or self._by_schema.get(environment)
        if env is None:
            known = ", ".join(sorted(self.environments)) or "none"
            raise EngineError(
                f"unknown environment {environment!r} (known: {known})", "environment"
            )
        return env

    def _collection_info(
        self, env: Environment, coll: Collection, con: duckdb.DuckDBPyConnection | None = None
    ) -> _CollectionInfo:
        key = (env.id, coll.name)
        info = self._info.get(key)
        if info is not None:
            return info
        rows = (
            (con or self.con)
            .execute(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = ? AND table_name = ?",
                [env.sql_schema, coll.name],
            )
            .fetchall()
        )
        columns = {r[0] for r in rows}
        table = f"{env.sql_schema}.{coll.name}"
        if not columns:
            raise StorageError(
                f"{self.path()}: table {table} is missing from the database; rebuild the gym "
                "with `gymkit data`"
            )
        missing = [p.name for p in coll.properties if p.name not in columns] + (
            ["uuid"] if "uuid" not in columns else []
        )
        if missing:
            raise StorageError(
                f"{self.path()}: table {table} lacks column(s) {', '.join(missing)} of the "
                "schema; rebuild the gym with `gymkit data`"
            )
        info = _CollectionInfo(env, coll, f"{quote(env.sql_schema)}.{quote(coll.name)}")
        self._info[key] = info
        return info

    def path(self) -> str:
        """The database file this engine reads (for error messages)."""
        return str(self._database_path() or "the gym's database")

    def _database_path(self) -> Path | None:
        """The path of the database the engine reads; None for an in-memory one."""
        try:
            row = self.con.execute(
                "SELECT path FROM duckdb_databases() WHERE database_name = current_database()"
            ).fetchone()
        except duckdb.Error:
            return None
        return Path(row[0]) if row and row[0] else None

    def close(self) -> None:
        self._stop_warming.set()
        if self._warming is not None:
            self._warming.join()
        self._stop_builders()
        if self._owns:
            self.con.close()

    def warm_search(self, environments: Iterable[str]) -> None:
        """Build (or load) the search indexes of these environments' collections in the
        background, so that the first searches of a big gym do not wait for them one by one.
        With a gym file and an index cache, the indexes not cached yet are built by a process of
        its own (gymkit.engine._warm: a second core without this process's GIL, its memory
        freed when done), which saves each to the cache; otherwise a thread builds them. A
        search that needs an index being built waits for it; an index that fails there is
        built, and its error raised, by the search itself."""
        todo = self._searchable(environments)
        if not todo or self._warming is not None or self._builders:
            return
        db = self._database_path()
        if self.index_cache is not None and db is not None and db.is_file():
            missing = self._searchable(environments, missing=True)
            if not missing:
                return
            if sum(self._records(missing)) >= building.BUILD_IN_PROCESS:
                self._start_builder(db, missing)
                return
            todo = missing
        con = self.con.cursor()

        def warm() -> None:
            try:
                for env, coll in todo:
                    if self._stop_warming.is_set():
                        return
                    with self._lock:
                        info = self._collection_info(env, coll, con)
                    self.search_index(info, con)
            except Exception:  # the search that needs it builds it again and reports the error
                pass
            finally:
                con.close()

        self._warming = threading.Thread(target=warm, name="gymkit-search-index", daemon=True)
        self._warming.start()

    def build_search(
        self,
        environments: Iterable[str] | None = None,
        processes: int | None = None,
        done: Callable[[int, int], None] | None = None,
        running: Sequence[subprocess.Popen] = (),
    ) -> int:
        """Build every search index of these environments (None: all) that the index cache
        does not hold yet, and wait for them: `gymkit data` does it once, so that no run waits
        for an index. A big gym's are built by `processes` processes of their own (default: one
        per core, gymkit.engine._warm), a small one's here; `running`: building processes
        started already (by `gymkit data` while it loaded the gym: `builders.start_from_snapshot`),
        which count among them and are waited for. `done(built, total)` is called as indexes
        are saved. Returns how many were missing; an index a process failed to build is built
        here, so its error is raised here."""
        missing = (
            []
            if self.index_cache is None
            else self._searchable(
                self.environments if environments is None else environments, missing=True
            )
        )
        db = self._database_path()
        big = sum(self._records(missing)) >= building.BUILD_IN_PROCESS
        self._adopt(list(running), missing)
        try:
            if missing and db is not None and db.is_file() and big:
                alive = sum(b.poll() is None for b in running)
                self._start_builder(db, missing, (processes or os.cpu_count() or 1) - alive)
            while missing and any(b.poll() is None for b in self._builders):
                if done is not None:
                    done(sum(self._cached_folder(*m).is_dir() for m in missing), len(missing))
                time.sleep(0.2)
        finally:
            self._stop_builders()
        for i, (env, coll) in enumerate(missing):
            if not self._cached_folder(env, coll).is_dir():  # small, or its process failed
                with self._lock:
                    self.search_index(self._collection_info(env, coll))
            if done is not None:
                done(i + 1, len(missing))
        return len(missing)

    def _searchable(
        self, environments: Iterable[str], missing: bool = False
    ) -> list[tuple[Environment, Collection]]:
        """The searchable collections of these environments (unknown ids skipped); missing=True:
        only those whose index the cache does not hold."""
        return [
            (env, coll)
            for e in environments
            if (env := self.environments.get(e)) is not None
            for coll in env.collections
            if coll.searchable_properties
            and not (missing and self._cached_folder(env, coll).is_dir())
        ]

    def _stop_builders(self) -> None:
        """End the building processes still running (each removes what it was saving and keeps
        what it saved) and forget them all."""
        building.stop(self._builders)
        self._builders, self._building = [], {}

    def _records(self, collections: list[tuple[Environment, Collection]]) -> list[int]:
        """How many records each of these collections holds (0 when its table is missing)."""
        out = []
        for env, coll in collections:
            try:
                table = f"{quote(env.sql_schema)}.{quote(coll.name)}"
                out.append(self.con.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
            except duckdb.Error:
                out.append(0)
        return out

    def _start_builder(
        self, db: Path, missing: list[tuple[Environment, Collection]], processes: int = BUILDERS
    ) -> None:
        """Build the indexes not cached yet in `processes` processes of their own
        (gymkit.engine._warm), which share the list, a collection at a time: they use the other
        cores without this process's GIL, and their memory is freed when done."""
        assert self.index_cache is not None
        started = building.start(
            {"db": str(db)},
            self.index_cache,
            self.search_settings,
            [(env.id, coll.name) for env, coll in missing],
            processes,
        )
        self._adopt(started, missing)

    def _adopt(
        self, builders: list[subprocess.Popen], collections: list[tuple[Environment, Collection]]
    ) -> None:
        """Count these building processes as this engine's: searches of these collections
        wait for them, and close() stops them."""
        self._builders.extend(builders)
        for env, coll in collections:
            self._building.setdefault((env.id, coll.name), []).extend(builders)

    def _index_folder(self, env: Environment, coll: Collection) -> Path:
        """The index cache's folder of this collection (its indexes, one per settings)."""
        assert self.index_cache is not None
        return self.index_cache / env.id / coll.name

    def _cached_folder(self, env: Environment, coll: Collection) -> Path:
        """Where the index cache keeps this collection's index under the engine's settings."""
        return SearchIndex.saved_at(self._index_folder(env, coll), self.search_settings)

    def _wait_for_builder(self, info: _CollectionInfo) -> None:
        """When building processes have this collection to do, wait until its index is saved or
        they have all ended (then the index is loaded from the cache, or built here)."""
        builders = self._building.get((info.environment.id, info.collection.name), [])
        if not builders:
            return
        folder = self._cached_folder(info.environment, info.collection)
        while any(b.poll() is None for b in builders) and not folder.is_dir():
            time.sleep(0.05)

    def __enter__(self) -> DuckDBEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- execution --------------------------------------------------------------------------

    def execute(
        self, environment: str, call: Call | dict, within: Iterable[str] | None = None
    ) -> Result:
        """One call's result, as reference_results hold it; EngineError for a bad call.

        within: uuids that stand in for the call's search (e.g. a search's labeled relevant
        set, as the card's reference_results resolve it): no BM25 runs, the filters still apply.
        """
        env = self.environment(environment)
        try:
            c = validate_call(call, env)
        except CallError as e:
            msg = e.issues[0][1] if len(e.issues) == 1 else str(e)
            raise EngineError(msg, e.field) from None
        except OverflowError as e:  # spec's number check on an int beyond any float
            raise EngineError(f"a number in the call is out of range ({e})") from None
        coll = env.collection(c.collection_name)
        assert coll is not None  # validate_call checked it
        within = None if within is None else list(within)
        # the same call again (a run stores what a call returned, then scores it by executing
        # it): the last RECENT results are kept, keyed by the call's canonical JSON
        key = (env.id, c.to_json(), None if within is None else tuple(within))
        with self._lock:
            if (hit := self._recent.get(key)) is not None:
                self._recent.move_to_end(key)
                return hit
            try:
                info = self._collection_info(env, coll)
                result = self._execute(info, c, within)
            except duckdb.Error as e:
                if (damaged := storage_error(e, self.path())) is not None:
                    raise damaged from None
                raise EngineError(
                    f"{env.id}/{coll.name}: the database refused the query: {e}"
                ) from None
            self._recent[key] = result
            if len(self._recent) > RECENT:
                self._recent.popitem(last=False)
            return result

    def execute_many(
        self, environment: str, calls: Iterable[Call | dict]
    ) -> list[Result | EngineError]:
        """Each call's Result, or its EngineError, in order."""
        out: list[Result | EngineError] = []
        for call in calls:
            try:
                out.append(self.execute(environment, call))
            except EngineError as e:
                out.append(e)
        return out

    def _execute(self, info: _CollectionInfo, call: Call, within: list[str] | None) -> Result:
        where, params = self.where(info.collection, call)
        ranked = None
        chosen = within
        if within is None and call.search_query is not None:
            ranked = self._search(info, call.search_query, where, params, bool(call.has_filters))
            chosen = [u for u, _ in cut(ranked, self.search_settings)]
            if not call.is_aggregation:
                return Result("retrieval", sorted(chosen), ranked=ranked)
        if chosen is None:
            return self._select(info, call, where, params, ranked)
        # the chosen records (thousands at 100,000 per collection) as an Arrow table the SQL
        # reads, not a list parameter bound value by value
        self.con.register(_CHOSEN, pa.table({"uuid": pa.array(chosen, pa.string())}))
        try:
            where = f'{where} AND "uuid" IN (SELECT "uuid" FROM {_CHOSEN})'
            return self._select(info, call, where, params, ranked)
        finally:
            self.con.unregister(_CHOSEN)

    def _select(
        self,
        info: _CollectionInfo,
        call: Call,
        where: str,
        params: list,
        ranked: list[tuple[str, float]] | None,
    ) -> Result:
        if not call.is_aggregation:
            sql = f'SELECT "uuid" FROM {info.table} WHERE {where} ORDER BY "uuid"'
            uuids = self.con.execute(sql, params).to_arrow_table().column(0).to_pylist()
            return Result("retrieval", uuids)
        return self._aggregate(info, call, where, params, ranked)

    # -- filters ----------------------------------------------------------------------------

    def where(self, coll: Collection, call: Call) -> tuple[str, list]:
        """The SQL condition of a validated call's filters and its parameters (values are
        bound, never written into the SQL): the one place a call's filters become SQL."""
        parts: list[str] = []
        params: list = []
        for f in call.filters():
            prop = coll.prop(f.property_name)
            assert prop is not None
            sql, p = condition(prop, f.operator, f.value, f"{f.list_name}.{f.property_name}")
            parts.append(sql)
            params += p
        if call.filter_tree is not None:
            sql, p = tree_condition(coll, call.filter_tree, "filter_tree")
            parts.append(sql)
            params += p
        return (" AND ".join(parts) if parts else "TRUE"), params

    # -- search -----------------------------------------------------------------------------

    def search_index(
        self, info: _CollectionInfo, con: duckdb.DuckDBPyConnection | None = None
    ) -> SearchIndex:
        """The collection's BM25 index: built on first use, or loaded from `index_cache`
        (`con`: the connection to read it with, when not the engine's own: another thread's)."""
        with info.lock:
            if info.search_index is None:
                self._wait_for_builder(info)
                info.search_index = self._load_or_build_index(info, con or self.con)
            return info.search_index

    def _load_or_build_index(
        self, info: _CollectionInfo, con: duckdb.DuckDBPyConnection
    ) -> SearchIndex:
        folder = None
        uuids = None
        if self.index_cache is not None:
            folder = self._index_folder(info.environment, info.collection)
            uuids = con.execute(f'SELECT "uuid" FROM {info.table} ORDER BY "uuid"')
            uuids = uuids.to_arrow_table().column(0).to_pylist()
            index = SearchIndex.load(folder, uuids, self.search_settings)
            if index is not None:
                return index
        props = info.collection.searchable_properties
        cols = ", ".join(quote(p.name) for p in props)
        # the texts stay in Arrow (no Python string per record): the index is built vectorised
        table = con.execute(
            f'SELECT "uuid", {cols} FROM {info.table} ORDER BY "uuid"'
        ).to_arrow_table()
        uuids = uuids if uuids is not None else table.column(0).to_pylist()
        texts = {p.name: table.column(i + 1) for i, p in enumerate(props)}
        index = SearchIndex(uuids, texts, self.search_settings)
        del table, texts
        if folder is not None:
            index.save(folder)
            # the saved copy, read a term's postings at a time: an engine that searched every
            # collection of a big gym does not hold their postings
            return SearchIndex.load(folder, uuids, self.search_settings) or index
        return index

    def _search(
        self, info: _CollectionInfo, query: str, where: str, params: list, filtered: bool
    ) -> list[tuple[str, float]]:
        if not info.collection.searchable_properties:
            return self._field_search(info, query, where, params)
        index = self.search_index(info)
        mask = None
        if filtered:
            positions = self._positions(info, len(index))
            if positions is None:
                rows = self.con.execute(f'SELECT "uuid" FROM {info.table} WHERE {where}', params)
                mask = index.mask(rows.to_arrow_table().column(0))
            else:  # the filtered records' places in the index, by their rowids
                rows = self.con.execute(f"SELECT rowid FROM {info.table} WHERE {where}", params)
                mask = np.zeros(len(index), dtype=bool)
                mask[positions[rows.to_arrow_table().column(0).to_numpy()]] = True
        return index.search(query, mask)

    def _positions(self, info: _CollectionInfo, records: int) -> np.ndarray | None:
        """Each rowid's place in uuid order, the order of the collection's search index (made
        once): a filter's records become the index's mask without hashing their uuids. None
        when the rowids are not 0..n-1 (a table changed after it was written)."""
        if info.positions is None:
            rowids = self.con.execute(f'SELECT rowid FROM {info.table} ORDER BY "uuid"')
            order = rowids.to_arrow_table().column(0).to_numpy()
            if len(order) != records or (len(order) and int(order.max()) != len(order) - 1):
                info.positions = np.zeros(0, np.int64)
            else:
                info.positions = np.empty(len(order), np.int64)
                info.positions[order] = np.arange(len(order))
        return info.positions if len(info.positions) == records else None

    def _field_search(
        self, info: _CollectionInfo, query: str, where: str, params: list
    ) -> list[tuple[str, float]]:
        """Search in a collection without prose (the card's B2/B7 cases on RidershipReports).

        Its text properties are identifiers, references and categories, which the card has
        Weaviate tokenize as `field`: the whole (trimmed) query is one token, so BM25 finds the
        records where some text property equals it, or some text-array item does. Each such
        record scores the number of properties that hold the value; ties in uuid order.
        """
        props = info.collection.search_properties
        if not props or not query.strip():
            return []
        value = query.strip()
        hits = " + ".join(
            f"CAST(list_contains({quote(p.name)}, ?) AS INTEGER)"
            if p.is_array
            else f"CAST({quote(p.name)} = ? AS INTEGER)"
            for p in props
        )
        rows = self.con.execute(
            f'SELECT "uuid", ({hits}) AS n FROM {info.table} WHERE ({where}) AND ({hits}) > 0 '
            'ORDER BY n DESC, "uuid"',
            [value] * len(props) + params + [value] * len(props),
        ).fetchall()
        return [(u, float(n)) for u, n in rows]

    # -- aggregations -----------------------------------------------------------------------

    def _aggregate(
        self,
        info: _CollectionInfo,
        call: Call,
        where: str,
        params: list,
        ranked: list[tuple[str, float]] | None,
    ) -> Result:
        coll = info.collection
        aggs = list(call.aggregations())
        gprop = coll.prop(call.groupby_property) if call.groupby_property else None
        per_agg: dict[str, dict[Any, Any]] = {}  # key -> {group value: metric value}
        ties: dict[str, dict[Any, list]] = {}
        simple_by_prop: dict[str, list[AggregationItem]] = {}
        for a in aggs:
            if a.metric in ("MODE", "TOP_OCCURRENCES"):
                values, t = self._ranked_metric(info, a, gprop, where, params)
                per_agg[a.key] = values
                ties[a.key] = t
            else:
                simple_by_prop.setdefault(a.property_name, []).append(a)
        for prop_name, items in simple_by_prop.items():
            prop = coll.prop(prop_name)
            assert prop is not None
            per_agg.update(self._simple_metrics(info, prop, items, gprop, where, params))

        if gprop is None:
            value = {a.key: self._value(a, per_agg[a.key].get(None)) for a in aggs}
            flat_ties = {k: t[None] for k, t in ties.items() if None in t}
            return Result("aggregation", value, ranked=ranked, ties=flat_ties)

        if any(coll.prop(a.property_name).is_array for a in aggs):  # type: ignore[union-attr]
            groups = self._groups(info, gprop, where, params)  # an empty list drops a group
        else:
            groups = list({g for values in per_agg.values() for g in values})
        out: dict[str, dict[str, Any]] = {}
        group_ties: dict[str, Any] = {}
        for g in sorted(groups, key=lambda g: group_key(g, gprop.kind)):
            gk = group_key(g, gprop.kind)
            out[gk] = {a.key: self._value(a, per_agg[a.key].get(g)) for a in aggs}
            for k, t in ties.items():
                if g in t:
                    group_ties[f"{gk}/{k}"] = t[g]
        return Result("groupby", dict(sorted(out.items())), ranked=ranked, ties=group_ties)

    @staticmethod
    def _value(a: AggregationItem, v: Any) -> Any:
        if v is None:
            if a.metric in _COUNTS:
                return 0
            return [] if a.metric == "TOP_OCCURRENCES" else None
        return _out(v)

    def _group_expr(self, info: _CollectionInfo, gprop: Property) -> str:
        """The group value(s) of a record: each distinct item of an array, so a record joins a group once."""
        g = quote(gprop.name)
        if not gprop.is_array:
            return g
        key = gprop.name
        if key not in info.repeats:  # list_distinct is slow: use it only where items repeat
            sql = f"SELECT count(*) FROM {info.table} WHERE len(list_distinct({g})) < len({g})"
            info.repeats[key] = bool(self.con.execute(sql).fetchone()[0])
        return f"unnest(list_distinct({g}))" if info.repeats[key] else f"unnest({g})"

    def _source(
        self, info: _CollectionInfo, prop: Property, gprop: Property | None, where: str
    ) -> str:
        """SQL of the (g, v) pairs an aggregation runs over: one row per value (items unnested)."""
        g = "NULL" if gprop is None else self._group_expr(info, gprop)
        src = f"SELECT {g} AS g, {quote(prop.name)} AS v FROM {info.table} WHERE {where}"
        if prop.is_array:
            src = f"SELECT g, unnest(v) AS v FROM ({src})"
        return src

    def _groups(self, info: _CollectionInfo, gprop: Property, where: str, params: list) -> list:
        g = self._group_expr(info, gprop)
        sql = f"SELECT DISTINCT g FROM (SELECT {g} AS g FROM {info.table} WHERE {where})"
        return [r[0] for r in self.con.execute(sql, params).fetchall()]

    def _simple_metrics(
        self,
        info: _CollectionInfo,
        prop: Property,
        items: list[AggregationItem],
        gprop: Property | None,
        where: str,
        params: list,
    ) -> dict[str, dict[Any, Any]]:
        exprs = []
        for a in items:
            if a.metric == "SUM":
                exprs.append("sum(v)" if prop.scalar_type == "int" else "fsum(v)")
            else:
                exprs.append(_SIMPLE_SQL[a.metric])
        src = self._source(info, prop, gprop, where)
        if gprop is None:
            sql = f"SELECT NULL AS g, {', '.join(exprs)} FROM ({src})"
        else:
            sql = f"SELECT g, {', '.join(exprs)} FROM ({src}) GROUP BY g"
        out: dict[str, dict[Any, Any]] = {a.key: {} for a in items}
        for row in self.con.execute(sql, params).fetchall():
            for a, v in zip(items, row[1:]):
                if a.metric == "SUM" and v is not None and prop.scalar_type == "int":
                    v = int(v)
                out[a.key][row[0]] = v
        return out

    def _ranked_metric(
        self,
        info: _CollectionInfo,
        a: AggregationItem,
        gprop: Property | None,
        where: str,
        params: list,
    ) -> tuple[dict[Any, Any], dict[Any, list]]:
        """MODE or TOP_OCCURRENCES per group, and the tied values per group (when tied)."""
        prop = info.collection.prop(a.property_name)
        assert prop is not None
        src = self._source(info, prop, gprop, where)
        counts = f"SELECT g, v, count(*) AS c FROM ({src}) WHERE v IS NOT NULL GROUP BY g, v"
        values: dict[Any, Any] = {}
        ties: dict[Any, list] = {}
        if a.metric == "MODE":
            sql = (
                f"SELECT g, list(v ORDER BY v) FROM (SELECT g, v, c, max(c) OVER (PARTITION BY g) AS m "
                f"FROM ({counts})) WHERE c = m GROUP BY g"
            )
            for g, modal in self.con.execute(sql, params).fetchall():
                values[g] = modal[0]
                if len(modal) > 1:
                    ties[g] = [_out(x) for x in modal]
            return values, ties
        limit = a.limit or DEFAULT_TOP_OCCURRENCES_LIMIT
        sql = (
            "SELECT g, v, c, rn FROM (SELECT *, min(CASE WHEN rn <= ? THEN c END) "
            "OVER (PARTITION BY g) AS cutc FROM (SELECT g, v, c, row_number() OVER "
            f"(PARTITION BY g ORDER BY c DESC, v ASC) AS rn FROM ({counts}))) "
            "WHERE rn <= ? OR c = cutc ORDER BY g, rn"
        )
        rows_by_group: dict[Any, list[tuple]] = {}
        for g, v, c, rn in self.con.execute(sql, [limit, *params, limit]).fetchall():
            rows_by_group.setdefault(g, []).append((v, c, rn))
        for g, rows in rows_by_group.items():
            top = [[_out(v), c] for v, c, rn in rows if rn <= limit]
            values[g] = top
            cut_count = top[-1][1]
            tied = [_out(v) for v, c, _ in rows if c == cut_count]
            if len(tied) > sum(1 for _, c in top if c == cut_count):
                ties[g] = tied
        return values, ties


# ---- conditions --------------------------------------------------------------------------


def condition(prop: Property, operator: str, value: Any, where: str) -> tuple[str, list]:
    """SQL for one filter on a checked property, with its values as bound parameters."""
    col = quote(prop.name)
    if prop.is_array:
        return _array_condition(prop, operator, value, where)
    kind = prop.kind
    if kind == "text" and operator == "LIKE":
        return f"{col} LIKE ? ESCAPE '\\'", [LikePattern(value).to_sql()]
    op = _COMPARE.get(operator)
    allowed = {"text": ("=",), "numeric": ("=", "<", ">", "<=", ">="), "boolean": ("=", "!=")}
    if op is None or operator not in allowed.get(kind, ("=", "<", ">", "<=", ">=")):
        raise EngineError(f"{operator} does not apply to {prop.name} ({prop.type})", where)
    if kind == "date":
        return f"{col} {op} ?", [parse_date(value)]
    return f"{col} {op} ?", [value]


def _array_condition(prop: Property, operator: str, values: Any, where: str) -> tuple[str, list]:
    fn = {"CONTAINS_ANY": "list_has_any", "CONTAINS_ALL": "list_has_all"}.get(operator)
    if fn is None:
        raise EngineError(f"{operator} does not apply to {prop.name} ({prop.type})", where)
    values = list(values)
    item = prop.scalar_type
    if item == "date":
        values = [parse_date(v) for v in values]
    elif item in ("int", "number"):
        fits = _is_int64 if item == "int" else (lambda v: abs(v) <= _FLOAT_MAX)
        kept = [(int(v) if item == "int" else float(v)) for v in values if fits(v)]
        if len(kept) < len(values) and operator == "CONTAINS_ALL":
            return "FALSE", []  # a list never holds a number its type cannot hold
        values = kept
    if not values:
        return "FALSE", []
    col, sql_type = quote(prop.name), _ITEM_SQL_TYPE[item]
    if len(values) <= _EXPAND_UP_TO:  # one list_contains per value: several times faster
        joiner = " OR " if operator == "CONTAINS_ANY" else " AND "
        parts = [f"list_contains({col}, ?::{sql_type})" for _ in values]
        return "(" + joiner.join(parts) + ")", values
    return f"{fn}({col}, ?::{sql_type}[])", [values]


_EXPAND_UP_TO = 16  # array filters with at most this many values use list_contains per value
_INT64 = (-(2**63), 2**63 - 1)
_FLOAT_MAX = 1.7976931348623157e308


def _is_int64(v: float) -> bool:
    """Whether a number can be an item of a BIGINT list: whole and within int64."""
    if isinstance(v, float) and not v.is_integer():
        return False
    return _INT64[0] <= int(v) <= _INT64[1]


def tree_condition(coll: Collection, tree: FilterTree, where: str) -> tuple[str, list]:
    """SQL for a filter tree: leaves typed from the schema, nodes AND/OR, nested."""
    parts: list[str] = []
    params: list = []
    for i, node in enumerate(tree.filters):
        w = f"{where}.filters[{i}]"
        if isinstance(node, FilterTree):
            sql, p = tree_condition(coll, node, w)
        else:
            prop = coll.prop(node.property_name)
            if prop is None:
                raise EngineError(
                    f"{coll.name} has no property {node.property_name!r}", f"{w}.property_name"
                )
            value = node.values if prop.is_array else node.value
            sql, p = condition(prop, node.operator, value, w)
        parts.append(sql)
        params += p
    joiner = " OR " if tree.combine == "OR" else " AND "
    return "(" + joiner.join(parts) + ")", params
