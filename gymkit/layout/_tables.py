"""The card's layout in DuckDB: one schema per environment, one typed table per collection."""

from __future__ import annotations

from pathlib import Path

import duckdb

from gymkit.errors import GymError
from gymkit.schema import Collection, Environment

SQL_TYPES = {
    "searchable_text": "VARCHAR",
    "filterable_text": "VARCHAR",
    "int": "BIGINT",
    "number": "DOUBLE",
    "boolean": "BOOLEAN",
    "date": "DATE",
    "text_array": "VARCHAR[]",
    "int_array": "BIGINT[]",
    "number_array": "DOUBLE[]",
    "boolean_array": "BOOLEAN[]",
    "date_array": "DATE[]",
}

# gym.duckdb's split search grounds (gymkit.store.create_ground_tables, Gym.search_grounds)
GROUND_QUERIES = "search_ground_queries"
GROUND_ENTRIES = "search_ground_entries"
GROUND_IDS = "search_ground_ids"
# the list fields of a ground entry, in the order of search_ground_ids' `kind` (0, 1)
GROUND_LISTS = ("candidate_ids", "relevant_ids")


def set_rows_table(set_name: str) -> str:
    """The table of a query set's rows without the search_grounds its split tables hold: the
    set's own name is then a view of both (gymkit.store.create_set_views)."""
    return f"{set_name}_rows"


def has_table(con: duckdb.DuckDBPyConnection, name: str, schema: str = "main") -> bool:
    """Whether the connection's database has a table or view `schema.name`."""
    return bool(
        con.execute(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = ? "
            "AND table_name = ?",
            [schema, name],
        ).fetchone()[0]
    )


def qident(name: str) -> str:
    """A quoted SQL identifier (names come from a validated schema; quotes are doubled anyway)."""
    return '"' + name.replace('"', '""') + '"'


def qliteral(text: str) -> str:
    """A SQL string literal, quotes doubled (for statements that take no parameter: a view's
    body, ATTACH)."""
    return "'" + text.replace("'", "''") + "'"


def table_name(env: Environment, collection: str) -> str:
    return f"{qident(env.sql_schema)}.{qident(collection)}"


def _cast(column: str, ptype: str) -> str:
    col = qident(column)
    if ptype == "date":
        return f"CAST(CAST({col} AS VARCHAR)[1:10] AS DATE) AS {col}"
    if ptype == "date_array":
        return f"list_transform({col}, x -> CAST(CAST(x AS VARCHAR)[1:10] AS DATE)) AS {col}"
    return f"CAST({col} AS {SQL_TYPES[ptype]}) AS {col}"


def _object_files(env: Environment, objects_dir: str | Path | dict[str, Path]) -> dict[str, Path]:
    files = (
        objects_dir
        if isinstance(objects_dir, dict)
        else {c.name: Path(objects_dir) / f"{c.name}.parquet" for c in env.collections}
    )
    return {name: Path(path) for name, path in files.items()}


def object_select(coll: Collection, path: str = "?") -> str:
    """The SELECT that reads a collection's objects Parquet file (`path`: a SQL string, by
    default the statement's one parameter) as its table holds it: uuid as text, every property
    in its SQL type."""
    cols = ["CAST(uuid AS VARCHAR) AS uuid"] + [_cast(p.name, p.type) for p in coll.properties]
    return f"SELECT {', '.join(cols)} FROM read_parquet({path})"


def create_object_views(
    con: duckdb.DuckDBPyConnection, env: Environment, objects_dir: str | Path | dict[str, Path]
) -> None:
    """Views named as `create_object_tables`' tables, over the objects Parquet files themselves
    (the rows the tables will hold, read through the same casts): the search indexes are built
    from them while the tables are being loaded (gymkit.engine._warm)."""
    files = _object_files(env, objects_dir)
    for coll in env.collections:
        create_object_view(con, env, coll.name, files[coll.name])


def create_object_view(
    con: duckdb.DuckDBPyConnection, env: Environment, collection: str, path: str | Path
) -> None:
    """One collection's view of `create_object_views`, over its objects file at `path`."""
    con.execute(f"CREATE SCHEMA IF NOT EXISTS {qident(env.sql_schema)}")
    select = object_select(env.collection(collection), qliteral(str(path)))
    con.execute(f"CREATE OR REPLACE VIEW {table_name(env, collection)} AS {select}")


def create_object_tables(
    con: duckdb.DuckDBPyConnection, env: Environment, objects_dir: str | Path | dict[str, Path]
) -> None:
    """Create `<env.sql_schema>."<Collection>"` tables from the environment's objects Parquet files.

    `objects_dir` is the `<env>/objects` folder, or a mapping collection -> Parquet path.
    """
    files = _object_files(env, objects_dir)
    con.execute(f"CREATE SCHEMA IF NOT EXISTS {qident(env.sql_schema)}")
    for coll in env.collections:
        path = files[coll.name]
        if not path.is_file():
            raise GymError(f"{path}: file is missing (objects of {env.id}/{coll.name})")
        try:
            con.execute(
                f"CREATE OR REPLACE TABLE {table_name(env, coll.name)} AS {object_select(coll)}",
                [str(path)],
            )
        except duckdb.Error as e:
            raise GymError(f"{path}: cannot load into DuckDB ({e})") from None
