"""The gym in DuckDB: one database file per snapshot, one schema per environment, typed columns.

Written once by `load_snapshot` (into a temporary file, renamed into place when complete, so a
failed load leaves nothing behind) and opened read-only afterwards. A stored gym is checked
whole (`damage`: every block of every table read) before it is called unchanged, and a damaged
one is rebuilt from its snapshot.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from gymkit._version import __version__
from gymkit.dbfile import is_lock_error
from gymkit.errors import GymError
from gymkit.layout import (
    GROUND_ENTRIES,
    GROUND_IDS,
    GROUND_LISTS,
    GROUND_QUERIES,
    QUERY_FILES,
    create_object_tables,
    has_table,
    qident,
    qliteral,
    set_rows_table,
)
from gymkit.limits import one_line
from gymkit.schema import environment_from_dict, schema_to_dict
from gymkit.sources.folder import Snapshot, open_snapshot

# DuckDB's buffer pool while loading: the blocks it has written are kept in memory up to its
# limit (80% of RAM by default), so a 100,000-per-collection gym took 2.8 GB; with this limit
# they are dropped (they are on disk already): the load's peak is 1.4 to 1.6 GB. Query rows too
# big to sort within it (1,000,000 objects per collection) are loaded without the limit
# (`_execute_sorting`).
LOAD_MEMORY = "512MB"

# DuckDB's compression left out for the query sets' tables: their search_grounds lists hold the
# candidate uuids (nine million at 100,000 objects per collection), which FSST compresses at a
# cost of 2 to 4 s of the load for 200 MB of gym.duckdb's 1.2 GB; researchers read them rarely
# and runs read the split tables (`create_ground_tables`), which keep it.
QUERY_COMPRESSION = "fsst"

# The objects' strings are stored with DuckDB's ZSTD (storage version v1.2.0, read by DuckDB 1.2
# and later) instead of its automatic choice (FSST for the texts, after trying dictionaries): at
# 100,000 objects per collection their load took 16 to 18 s on one core with FSST and takes 8 to
# 10 s, and their tables are less than half the size (gym.duckdb 1.4 to 1.0 GB); a run on them
# is no slower (`benchmarks/bench_scale.py`). DuckDB names its setting a debug one: the stored
# compression is checked by tests/sources/test_search_grounds.py.
STORAGE_VERSION = "v1.2.0"
OBJECT_COMPRESSION = "zstd"

# Rows per row group of the gym's tables (DuckDB's default is 122,880). A scan's threads split a
# table by row groups, and a row group's min/max statistics are what skips it: with the default,
# a collection of 100,000 objects was one row group, scanned by one thread, and a query's split
# grounds were read from row groups eight times larger than these. At 100,000 per collection a
# rules run took 9% less time and CPU (six alternated pairs: 25.4 -> 23.1 s wall, 26.4 -> 24.1
# CPU-s; the same scores), its peak 50 MB more, the load no slower, gym.duckdb 0.58 -> 0.67 GB;
# 8,192 made it 1.4 GB. (Session 10 measured runs 2 to 4 s slower with 32,768, on its code: the
# grounds then read with an ORDER BY, index format 2.) DuckDB 1.2 reads the file.
LOAD_ROW_GROUP = 16_384


def _execute_sorting(con: duckdb.DuckDBPyConnection, sql: str, params: list) -> None:
    """Run one statement of the load; one that runs out of the load's memory limit (a sort of
    rows holding long lists) is rolled back by DuckDB and run again with DuckDB's default."""
    try:
        con.execute(sql, params)
    except duckdb.OutOfMemoryException:
        limit = con.execute("SELECT current_setting('memory_limit')").fetchone()[0]
        with duckdb.connect() as fresh:  # DuckDB's default: 80% of the machine's memory
            default = fresh.execute("SELECT current_setting('memory_limit')").fetchone()[0]
        con.execute(f"SET memory_limit = '{default}'")
        try:
            con.execute(sql, params)
        finally:
            con.execute(f"SET memory_limit = '{limit}'")


def _create_query_table(
    con: duckdb.DuckDBPyConnection, name: str, files: list[Path]
) -> SplitSet | None:
    """The set's rows from every file, ordered by query_id: `main.<name>`, or, when the files'
    search_grounds can be split (`_split_fields`), `main.<name>_rows` without them (the split
    tables hold them, and `create_set_views` makes `main.<name>` a view of both: at 100,000
    objects per collection a table of the column stored its nine million candidate uuids once
    more, 5 to 7 s and 8 CPU-s of the load). Returns what the split needs, when split.

    When the files' query_id ranges do not overlap (one environment each, as in every snapshot
    the card describes) and each file's ids ascend (as the generator writes them), the files are
    read in the order of their ranges, which is that order already: no sort, which would hold
    every row at once (at 100,000 objects per collection, lists of up to 100,000 candidate ids
    per query). Otherwise the rows are sorted."""
    if not files:
        return None
    paths = [str(f) for f in files]
    ranges = [
        (
            *con.execute(
                "SELECT min(query_id), max(query_id) FROM read_parquet(?)", [p]
            ).fetchone(),
            p,
        )
        for p in paths
    ]
    filled = sorted(r for r in ranges if r[0] is not None)  # an empty file adds no row
    in_order = all(a[1] < b[0] for a, b in zip(filled, filled[1:])) and all(
        _ascending(p) for _, _, p in filled
    )
    if in_order:  # the empty files too: their columns count
        paths = [p for _, _, p in filled] + [p for lo, _, p in ranges if lo is None]
    order = "" if in_order else " ORDER BY query_id"
    split = _split_fields(con, paths)
    table, columns = (
        (name, "*") if split is None else (set_rows_table(name), "* EXCLUDE (search_grounds)")
    )
    _execute_sorting(
        con,
        f"CREATE TABLE main.{qident(table)} AS SELECT {columns} "
        f"FROM read_parquet(?, union_by_name = true){order}",
        [paths],
    )
    return split


@dataclass(frozen=True)
class SplitSet:
    """A set whose search_grounds are split (`_split_fields`): the files' columns in order,
    search_grounds' DuckDB type, and its entries' fields in order."""

    columns: list[str]
    kind: str
    fields: list[str]


def _split_fields(con: duckdb.DuckDBPyConnection, paths: list[str]) -> SplitSet | None:
    """The files' columns and search_grounds' type and fields when its entries hold the uuid
    lists the split tables keep (GROUND_LISTS, each a list of strings); else None (no such
    column, or an older form, stored as it is)."""
    described = con.execute(
        "DESCRIBE SELECT * FROM read_parquet(?, union_by_name = true)", [paths]
    ).fetchall()
    kind = dict((name, kind) for name, kind, *_ in described).get("search_grounds")
    if kind is None or not all(f"{name} VARCHAR[]" in kind for name in GROUND_LISTS):
        return None
    column = con.execute(
        "SELECT search_grounds FROM read_parquet(?, union_by_name = true) LIMIT 0", [paths]
    ).to_arrow_table()
    value = column.schema.field(0).type
    if not pa.types.is_list(value) or not pa.types.is_struct(value.value_type):
        return None
    return SplitSet([name for name, *_ in described], kind, [f.name for f in value.value_type])


def _ascending(path: str) -> bool:
    """Whether a query file's query_ids strictly ascend (as DuckDB sorts text: by code point),
    so that its rows are in order as read."""
    ids = pq.read_table(path, columns=["query_id"]).column("query_id").to_pylist()
    return None not in ids and all(a < b for a, b in zip(ids, ids[1:]))


def create_ground_tables(
    con: duckdb.DuckDBPyConnection, files: dict[str, list[Path]], split: dict[str, SplitSet]
) -> None:
    """The query sets' search_grounds once more, split for reading one query at a time:
    search_ground_queries(set, query_id, query_row, entries) says how many entries each
    query's grounds hold (NULL: none given) and its row in the set's table (query_row, an
    integer, so that DuckDB's zone maps find a query's uuids: the ids share long prefixes),
    search_ground_entries(set, query_id, query_row, entry, <the entry's other fields>,
    has_candidate_ids, has_relevant_ids), one row per entry (from 1, in order), and
    search_ground_ids(set, query_row, entry, kind 0 candidate / 1 relevant, position, uuid),
    one row per uuid, a query's rows together. Why: at 100,000 objects per collection the
    grounds hold nine million candidate uuids, and DuckDB reads a list column whole: a run that
    read the column held 1.5 GB to score; a query's rows of these tables are a few row groups
    (`Gym.search_grounds`). They are read from the set's Parquet `files`, a row group at a
    time (the table's column would be read whole, beyond the load's memory limit). `split`:
    the sets whose grounds are split (`_create_query_table`)."""
    made = False
    for set_name in QUERY_FILES:
        if set_name not in split or not files.get(set_name):
            continue
        fields = split[set_name].fields
        con.execute(
            "CREATE OR REPLACE TEMP TABLE _query_rows AS SELECT query_id, rowid AS query_row "
            f"FROM main.{qident(set_rows_table(set_name))}"
        )
        paths = [str(f) for f in files[set_name]]
        source = (
            "(SELECT r.query_id, r.query_row, p.search_grounds FROM "
            "read_parquet(?, union_by_name = true) p JOIN _query_rows r USING (query_id))"
        )
        # the grounds without their uuid lists (whether each was given instead), read once for
        # the queries' and entries' tables: each read of the files decodes every list
        packed = ", ".join(
            [f"{qident(n)} := g.{qident(n)}" for n in fields if n not in GROUND_LISTS]
            + [f"has_{n} := g.{n} IS NOT NULL" for n in GROUND_LISTS]
        )
        _execute_sorting(
            con,
            "CREATE OR REPLACE TEMP TABLE _grounds AS SELECT query_id, query_row, "
            f"list_transform(search_grounds, g -> struct_pack({packed})) AS search_grounds "
            f"FROM {source}",
            [paths],
        )

        def rows(source: str) -> str:
            return (
                "SELECT query_id, query_row, unnest(search_grounds) AS g, "
                f"generate_subscripts(search_grounds, 1) AS entry FROM {source}"
            )

        # a query's uuids in a row, candidates then relevant ones
        tagged = ", ".join(
            f"list_transform(coalesce(g.{name}, []), (u, i) -> "
            f"{{'kind': {k}, 'position': i, 'uuid': u}})"
            for k, name in enumerate(GROUND_LISTS)
        )
        statements = {
            GROUND_QUERIES: (
                f"SELECT '{set_name}' AS \"set\", query_id, query_row, "
                "len(search_grounds)::INTEGER AS entries FROM _grounds",
                [],
            ),
            GROUND_ENTRIES: (
                f"SELECT '{set_name}' AS \"set\", query_id, query_row, entry, g.* "
                f"FROM ({rows('_grounds')})",
                [],
            ),
            GROUND_IDS: (
                f"SELECT '{set_name}' AS \"set\", query_row, entry, "
                "unnest(x, recursive := true) FROM (SELECT query_row, entry, "
                f"unnest(list_concat({tagged})) AS x FROM ({rows(source)}))",
                [paths],
            ),
        }
        for table, (select, params) in statements.items():
            if not made:
                _execute_sorting(con, f"CREATE TABLE main.{table} AS {select}", params)
            elif table == GROUND_ENTRIES:  # another set's entries may have other fields
                con.execute(f"CREATE TEMP TABLE _entries AS {select}", params)
                con.execute(
                    f"CREATE OR REPLACE TABLE main.{table} AS SELECT * FROM main.{table} "
                    "UNION ALL BY NAME SELECT * FROM _entries"
                )
                con.execute("DROP TABLE _entries")
            else:
                _execute_sorting(con, f"INSERT INTO main.{table} {select}", params)
        made = True
        con.execute("DROP TABLE _query_rows")
        con.execute("DROP TABLE _grounds")


def create_set_views(con: duckdb.DuckDBPyConnection, split: dict[str, SplitSet]) -> None:
    """`main.<set>` for each set whose grounds are split: its rows (`main.<set>_rows`) with
    search_grounds put together again from the split tables, the columns in the files' order,
    the rows in the table's; what the set's column held, entry by entry: order, nulls, empty
    lists (what `gymkit.gym.SplitGrounds` reads for one query, for every query at once). A
    researcher's `SELECT * FROM search_mode` reads it; gymkit reads the rows table and one
    query's grounds at a time."""
    for set_name, found in split.items():
        s = qliteral(set_name)
        lists = ", ".join(
            f"list(uuid ORDER BY position) FILTER (WHERE kind = {k}) AS {qident(name)}"
            for k, name in enumerate(GROUND_LISTS)
        )
        packed = ", ".join(
            f"{qident(f)} := CASE WHEN e.{qident('has_' + f)} THEN coalesce(i.{qident(f)}, []) END"
            if f in GROUND_LISTS
            else f"{qident(f)} := e.{qident(f)}"
            for f in found.fields
        )
        grounds = (
            f"WITH ids AS (SELECT query_row, entry, {lists} FROM main.{GROUND_IDS} "
            f'WHERE "set" = {s} GROUP BY query_row, entry), '
            f"entries AS (SELECT e.query_row, list(struct_pack({packed}) ORDER BY e.entry) AS g "
            f"FROM main.{GROUND_ENTRIES} e LEFT JOIN ids i "
            "ON i.query_row = e.query_row AND i.entry = e.entry "
            f'WHERE e."set" = {s} GROUP BY e.query_row) '
            "SELECT q.query_row, CAST(CASE WHEN q.entries IS NOT NULL THEN coalesce(g.g, []) END "
            f"AS {found.kind}) AS search_grounds "
            f"FROM main.{GROUND_QUERIES} q LEFT JOIN entries g ON g.query_row = q.query_row "
            f'WHERE q."set" = {s}'
        )
        select = ", ".join(
            "g.search_grounds" if c == "search_grounds" else f"r.{qident(c)}" for c in found.columns
        )
        con.execute(
            f"CREATE VIEW main.{qident(set_name)} AS SELECT {select} "
            f"FROM main.{qident(set_rows_table(set_name))} r "
            f"LEFT JOIN ({grounds}) g ON g.query_row = r.rowid ORDER BY r.rowid"
        )


def _build(
    snapshot: Snapshot, con: duckdb.DuckDBPyConnection, fingerprint: str, source: str
) -> None:
    con.execute(f"SET force_compression = '{OBJECT_COMPRESSION}'")
    for env in snapshot.environments.values():
        create_object_tables(con, env, snapshot.object_files[env.id])
    # the objects are checkpointed first, so that their texts keep ZSTD (`OBJECT_COMPRESSION`);
    # the query sets' rows are checkpointed without FSST (`QUERY_COMPRESSION`)
    con.execute("CHECKPOINT")
    con.execute("RESET force_compression")
    con.execute(f"SET disabled_compression_methods = '{QUERY_COMPRESSION}'")
    query_files: dict[str, list[Path]] = {}
    split: dict[str, SplitSet] = {}
    for set_name in QUERY_FILES:
        files = [
            snapshot.query_files[set_name][e]
            for e in snapshot.environments
            if e in snapshot.query_files[set_name]
        ]
        found = _create_query_table(con, set_name, files)
        if found is not None:
            split[set_name] = found
        query_files[set_name] = files
    con.execute("CHECKPOINT")
    con.execute("RESET disabled_compression_methods")
    create_ground_tables(con, query_files, split)
    create_set_views(con, split)
    if has_table(con, "ask_mode"):
        con.execute("CREATE VIEW main.queries AS SELECT * FROM main.ask_mode")  # the v1 card's name
    root = snapshot.root
    for name, derived in snapshot.derived.items():  # absent files, derived from the folders
        con.register("derived_table", derived)
        con.execute(f"CREATE TABLE main.{name} AS SELECT * FROM derived_table")
        con.unregister("derived_table")
    if "environments" not in snapshot.derived:
        con.execute(
            "CREATE TABLE main.environments AS SELECT * FROM read_parquet(?)",
            [str(root / "environments.parquet")],
        )
    qs = root / "query_sets.parquet"
    if "query_sets" in snapshot.derived:
        pass  # created above
    elif qs.is_file():
        con.execute("CREATE TABLE main.query_sets AS SELECT * FROM read_parquet(?)", [str(qs)])
    else:  # a v1 snapshot: describe the one set it has
        con.execute(
            "CREATE TABLE main.query_sets AS SELECT 'ask_mode' AS config, 'ask' AS target_mode, "
            "'ground_truth' AS record_format, 'ask mode queries' AS description, "
            "(SELECT count(*) FROM main.ask_mode) AS num_queries, [] ::VARCHAR[] AS data_files"
        )
    con.execute("CREATE TABLE main.schemas (environment VARCHAR, schema_json VARCHAR)")
    con.executemany(
        "INSERT INTO main.schemas VALUES (?, ?)",
        [
            [e.id, json.dumps(schema_to_dict(e), ensure_ascii=False)]
            for e in snapshot.environments.values()
        ],
    )
    con.execute("CREATE TABLE main.gym_meta (key VARCHAR, value VARCHAR)")
    con.executemany(
        "INSERT INTO main.gym_meta VALUES (?, ?)",
        [
            ["fingerprint", fingerprint],
            ["source", source],
            ["snapshot", str(snapshot.root)],
            ["loaded_at", _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")],
            ["gymkit_version", __version__],
        ],
    )


REQUIRED_TABLES = ("gym_meta", "schemas", "environments", "query_sets")


def damage(db_path: str | Path) -> str | None:
    """Why a stored gym cannot be trusted (a corrupt block, a missing table, a file that is not
    a database), or None when it is whole or absent. Reads every column of every table, so
    DuckDB checks every block's checksum (about 0.4 s for the generated gym)."""
    db_path = Path(db_path)
    if not db_path.is_file():
        return None
    try:
        with duckdb.connect(str(db_path), read_only=True) as con:
            tables = con.execute(
                "SELECT schema_name, table_name FROM duckdb_tables() "
                "WHERE database_name = current_database()"
            ).fetchall()
            have = set(tables)
            for name in REQUIRED_TABLES:
                if ("main", name) not in have:
                    return f"table main.{name} is missing"
            schemas = con.execute("SELECT environment, schema_json FROM main.schemas").fetchall()
            for env_id, text in schemas:
                env = environment_from_dict(json.loads(text), where=env_id, env_id=env_id)
                for c in env.collections:
                    if (env.sql_schema, c.name) not in have:
                        return f"table {env.sql_schema}.{c.name} is missing"
            for schema, table in tables:
                con.execute(
                    f"SELECT bit_xor(hash(COLUMNS(*))) FROM {qident(schema)}.{qident(table)}"
                ).fetchall()
    except duckdb.Error as e:
        if is_lock_error(e):
            raise GymError(
                f"{db_path}: another process is writing the gym ({one_line(str(e), 200)}); "
                "wait for it, then run the command again"
            ) from None
        return one_line(str(e), 200)
    except (GymError, ValueError) as e:  # schemas that do not parse: the file is not whole
        return one_line(str(e), 200)
    return None


def stored_meta(db_path: str | Path) -> dict[str, str]:
    """The gym_meta of a stored gym, or {} when there is none."""
    db_path = Path(db_path)
    if not db_path.is_file():
        return {}
    try:
        with duckdb.connect(str(db_path), read_only=True) as con:
            return dict(con.execute("SELECT key, value FROM main.gym_meta").fetchall())
    except duckdb.Error as e:
        raise GymError(
            f"{db_path}: cannot read the stored gym ({e}); delete it or load with --replace"
        ) from None


def load_snapshot(
    snapshot: Snapshot | str | Path,
    db_path: str | Path,
    replace: bool = False,
    source: str = "",
    before_load: Callable[[Snapshot, str], None] | None = None,
) -> str:
    """Load a snapshot into its DuckDB file. Idempotent; a different stored snapshot is refused unless replace.

    `before_load(snapshot, fingerprint)` is called when the load begins (not for an unchanged
    gym): `gymkit data` starts building the search indexes from the snapshot then.
    Returns "loaded", "unchanged", "replaced" or "rebuilt (...)": a damaged stored gym (see
    `damage`) holds nothing its snapshot does not, so it is rebuilt without --replace.
    """
    if not isinstance(snapshot, Snapshot):
        snapshot = open_snapshot(snapshot)
    db_path = Path(db_path)
    fingerprint = snapshot.fingerprint()
    damaged = damage(db_path)
    meta = {} if damaged else stored_meta(db_path)
    if meta.get("fingerprint") == fingerprint:
        return "unchanged"
    if meta and not replace:
        raise GymError(
            f"{db_path} holds another snapshot ({meta.get('source') or meta.get('snapshot')}, loaded {meta.get('loaded_at')}); "
            f"refusing to mix it with {snapshot.root}. Use --replace to replace it, or --out for another workspace."
        )
    db_path.parent.mkdir(parents=True, exist_ok=True)
    if before_load is not None:
        before_load(snapshot, fingerprint)
    tmp = db_path.with_name(db_path.name + ".tmp")
    for p in (tmp, tmp.with_name(tmp.name + ".wal")):
        p.unlink(missing_ok=True)
    try:
        # the gym is attached to an in-memory connection, which is how DuckDB takes a row
        # group size; its spill folder is where a file connection's would be
        config = {"memory_limit": LOAD_MEMORY, "temp_directory": f"{tmp}.tmp"}
        with duckdb.connect(config=config) as con:
            options = f"STORAGE_VERSION '{STORAGE_VERSION}', ROW_GROUP_SIZE {LOAD_ROW_GROUP}"
            con.execute(f"ATTACH {qliteral(str(tmp))} AS gym ({options})")
            con.execute("USE gym")
            _build(snapshot, con, fingerprint, source or str(snapshot.root))
            con.execute("CHECKPOINT")
            con.execute("USE memory")
            con.execute("DETACH gym")
        os.replace(tmp, db_path)
    finally:
        tmp.unlink(missing_ok=True)
    if damaged:
        return f"rebuilt (the stored {db_path.name} was damaged: {damaged})"
    return "replaced" if meta else "loaded"
