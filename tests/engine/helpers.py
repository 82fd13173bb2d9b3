"""A small handmade collection in an in-memory DuckDB, laid out as gym.duckdb lays it out."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path
from typing import Any

import duckdb

from gymkit.layout import SQL_TYPES
from gymkit.schema import Collection, Environment, Property, schema_to_dict

SQL_TYPE = SQL_TYPES  # the loader's own mapping

SHOP = Environment(
    id="tiny-shop",
    name="Tiny Shop",
    description="Orders of a made-up shop, one property of every type.",
    collections=[
        Collection(
            name="Orders",
            kind="transactional",
            properties=[
                Property(name="orderCode", type="filterable_text", is_identifier=True),
                Property(name="notes", type="searchable_text"),
                Property(name="summary", type="searchable_text"),
                Property(name="category", type="filterable_text"),
                Property(name="quantity", type="int"),
                Property(name="price", type="number"),
                Property(name="paid", type="boolean"),
                Property(name="orderDate", type="date"),
                Property(name="tags", type="text_array"),
                Property(name="sizes", type="int_array"),
                Property(name="weights", type="number_array"),
                Property(name="flags", type="boolean_array"),
                Property(name="shipDates", type="date_array"),
            ],
        )
    ],
)

D = dt.date
# uuid, orderCode, notes, summary, category, quantity, price, paid, orderDate,
# tags, sizes, weights, flags, shipDates
ORDER_ROWS: list[tuple[Any, ...]] = [
    (
        "u01",
        "ORD_001",
        "A red kayak paddle for river trips",
        "paddle order",
        "sports",
        3,
        19.5,
        True,
        D(2025, 1, 5),
        ["red", "water"],
        [1, 2],
        [0.5, 1.5],
        [True],
        [D(2025, 1, 6)],
    ),
    (
        "u02",
        "ORD-002",
        "Blue tent for mountain camping",
        "tent order",
        "outdoor",
        1,
        120.0,
        False,
        D(2025, 2, 10),
        ["blue"],
        [2],
        [2.5],
        [False],
        [D(2025, 2, 11), D(2025, 2, 12)],
    ),
    (
        "u03",
        "ORDX002",
        "Green sleeping bag, warm",
        "sleeping bag",
        "outdoor",
        2,
        80.25,
        True,
        D(2025, 2, 10),
        ["green", "warm"],
        [3, 4],
        [1.0],
        [True, False],
        [D(2025, 2, 12)],
    ),
    (
        "u04",
        "ord-004",
        "Running shoes, size nine, red laces",
        "shoes",
        "sports",
        3,
        60.0,
        True,
        D(2025, 3, 1),
        ["red"],
        [9],
        [0.8],
        [True],
        [D(2025, 3, 2)],
    ),
    (
        "u05",
        "ORD-005",
        "Cookbook of mountain recipes",
        "book order",
        "books",
        5,
        12.0,
        False,
        D(2025, 3, 15),
        ["paper", "red"],
        [1],
        [0.3],
        [False],
        [D(2025, 3, 16)],
    ),
    (
        "u06",
        "ORD-006",
        "Kayak with paddle and spray deck, a river classic",
        "kayak kayak",
        "sports",
        1,
        499.0,
        True,
        D(2025, 4, 20),
        [],
        [],
        [],
        [],
        [],
    ),
    (
        "u07",
        "X'; DROP TABLE x;--",
        "Odd code with quotes",
        "quotes",
        "books",
        2,
        12.0,
        True,
        D(2024, 12, 31),
        ["blue", "green"],
        [2, 3],
        [2.5, 1.0],
        [False, False],
        [D(2025, 1, 1)],
    ),
]


def make_tables(
    con: duckdb.DuckDBPyConnection, env: Environment, rows: dict[str, list[tuple]]
) -> None:
    """Create env's schema and each collection's table (uuid, then typed columns) and insert rows."""
    con.execute(f'CREATE SCHEMA IF NOT EXISTS "{env.sql_schema}"')
    for coll in env.collections:
        cols = ", ".join(f'"{p.name}" {SQL_TYPE[p.type]}' for p in coll.properties)
        table = f'"{env.sql_schema}"."{coll.name}"'
        con.execute(f"CREATE TABLE {table} (uuid VARCHAR, {cols})")
        marks = ", ".join("?" for _ in range(len(coll.properties) + 1))
        con.executemany(
            f"INSERT INTO {table} VALUES ({marks})", [list(r) for r in rows.get(coll.name, [])]
        )


def shop_connection() -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    make_tables(con, SHOP, {"Orders": ORDER_ROWS})
    return con


def checksum(con: duckdb.DuckDBPyConnection) -> str:
    """A digest of every table's full content (and the list of tables), to prove nothing changed."""
    tables = con.execute(
        "SELECT schema_name, table_name FROM duckdb_tables() ORDER BY ALL"
    ).fetchall()
    h = hashlib.sha256(repr(tables).encode())
    for schema, table in tables:
        rows = con.execute(f'SELECT * FROM "{schema}"."{table}" ORDER BY ALL').fetchall()
        h.update(repr(rows).encode())
    return h.hexdigest()


def write_gym(path: Path, envs: list[Environment] = (SHOP,), rows: dict | None = None) -> Path:
    """A gym.duckdb file laid out as the loader writes it: tables plus main.schemas."""
    con = duckdb.connect(str(path))
    for env in envs:
        make_tables(con, env, rows if rows is not None else {"Orders": ORDER_ROWS})
    con.execute("CREATE TABLE main.schemas (environment VARCHAR, schema_json VARCHAR)")
    con.executemany(
        "INSERT INTO main.schemas VALUES (?, ?)",
        [[e.id, json.dumps(schema_to_dict(e))] for e in envs],
    )
    con.close()
    return path


def unconnected_client() -> Any:
    """A real WeaviateClient that was never connected: it validates requests, then refuses them."""
    import weaviate
    from weaviate.connect import ConnectionParams

    return weaviate.WeaviateClient(
        connection_params=ConnectionParams.from_params(
            http_host="127.0.0.1",
            http_port=8080,
            http_secure=False,
            grpc_host="127.0.0.1",
            grpc_port=50051,
            grpc_secure=False,
        ),
        skip_init_checks=True,
    )
