"""Fixtures: the handmade Orders collection in an in-memory DuckDB, and an engine over it."""

from __future__ import annotations

import duckdb
import pytest

from gymkit.engine.duckdb import DuckDBEngine
from tests.engine.helpers import SHOP, shop_connection


@pytest.fixture()
def con() -> duckdb.DuckDBPyConnection:
    c = shop_connection()
    yield c
    c.close()


@pytest.fixture()
def engine(con: duckdb.DuckDBPyConnection) -> DuckDBEngine:
    return DuckDBEngine(con, {SHOP.id: SHOP})
