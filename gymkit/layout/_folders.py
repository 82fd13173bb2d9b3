"""What a snapshot folder says of itself: its environments, and the environments.parquet and
query_sets.parquet rows derived from its files (for a snapshot or writer that has none)."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.errors import GymError
from gymkit.layout._arrow import ENV_SCHEMA, SETS_SCHEMA, queries_fingerprint
from gymkit.layout._names import QUERY_FILES, SETS
from gymkit.schema import Environment


def environment_ids(root: Path) -> list[str]:
    """Environment folders: from environments.parquet when present, else every folder with a schema.json."""
    envs_file = root / "environments.parquet"
    if envs_file.is_file():
        try:
            col = (
                pq.read_table(envs_file, columns=["environment"]).column("environment").to_pylist()
            )
            return [str(e) for e in col]
        except Exception:
            pass  # reported by open_snapshot
    return sorted(p.parent.name for p in root.glob("*/schema.json"))


def _num_rows(path: Path) -> int:
    return pq.ParquetFile(path).metadata.num_rows if path.is_file() else 0


def environment_row(root: Path, env: Environment) -> dict:
    """One environments.parquet row, from the environment's folder (docs/contracts.md)."""
    queries = root / env.id / QUERY_FILES["ask_mode"]
    rows = pq.read_table(queries).to_pylist() if queries.is_file() else []
    return {
        "environment": env.id,
        "environment_name": env.name,
        "description": env.description,
        "collections": [c.name for c in env.collections],
        "num_objects": sum(
            _num_rows(root / env.id / "objects" / f"{c.name}.parquet") for c in env.collections
        ),
        "num_queries": len(rows),
        "queries_fingerprint": queries_fingerprint(rows),
    }


def derive_environments(root: Path, envs: dict[str, Environment]) -> pa.Table:
    """environments.parquet's table for a snapshot without one: a row per environment folder."""
    rows = [environment_row(root, env) for env in envs.values()]
    return pa.Table.from_pylist(rows, schema=ENV_SCHEMA)


def derive_query_sets(
    root: Path, environments: list[str], known: list[dict] | None = None
) -> pa.Table:
    """query_sets.parquet's table: one row per set that has files (ask_mode always), listing
    them; `known` rows (an existing query_sets.parquet) keep their descriptions."""
    by_config = {r["config"]: r for r in known or []}
    rows = []
    for name, fname, mode, fmt, desc in SETS:
        files = [f"{e}/{fname}" for e in environments if (root / e / fname).is_file()]
        if not files and name != "ask_mode":
            continue
        old = by_config.get(name, {})
        rows.append(
            {
                "config": name,
                "target_mode": old.get("target_mode") or mode,
                "record_format": old.get("record_format") or fmt,
                "description": old.get("description") or desc,
                "num_queries": sum(_num_rows(root / f) for f in files),
                "data_files": files,
            }
        )
    return pa.Table.from_pylist(rows, schema=SETS_SCHEMA)


def read_json_field(value: object, where: str) -> object:
    """Parse a JSON-string column value, naming the place on failure."""
    if value is None or not isinstance(value, str):
        return value
    try:
        return json.loads(value)
    except json.JSONDecodeError as e:
        raise GymError(f"{where}: not valid JSON ({e})") from None
