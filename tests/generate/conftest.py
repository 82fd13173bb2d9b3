"""A small generated gym shared by the generator's tests (all five environments, 200 objects)."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pyarrow.parquet as pq
import pytest

from gymkit.generate.blueprints import BLUEPRINTS, environment
from gymkit.generate.writer import generate_snapshot
from gymkit.layout import create_object_tables

SMALL = 200


@pytest.fixture(scope="session")
def small_gym(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return generate_snapshot(
        tmp_path_factory.mktemp("gen") / "snapshot", seed=0, objects=SMALL, progress=False
    )


@pytest.fixture(scope="session")
def small_con(small_gym: Path) -> duckdb.DuckDBPyConnection:
    """The small gym's objects in DuckDB, through the team's store loader."""
    con = duckdb.connect()
    for env_id in BLUEPRINTS:
        create_object_tables(con, environment(env_id), small_gym / env_id / "objects")
    return con


def read_rows(path: Path) -> list[dict]:
    return pq.read_table(path).to_pylist()


def objects(gym: Path, env_id: str, collection: str) -> list[dict]:
    return read_rows(gym / env_id / "objects" / f"{collection}.parquet")


def parsed(value: str | None) -> object:
    return None if value is None else json.loads(value)
