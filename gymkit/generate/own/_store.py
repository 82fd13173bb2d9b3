"""Generated rows into a snapshot folder: replace the earlier generated ones, keep the rest.

The files are the card's (`<environment>/queries.parquet`, `<environment>/edge_case_1.parquet`,
Arrow schemas of `gymkit.generate.writer`); rows whose id is not `<environment>-gen-...` (the
user's hand-written queries, the gym's own) are kept as they are, in their order, before the
generated ones. The snapshot is then finished as an import finishes it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.layout import ASK_SCHEMA, EDGE_SCHEMA, PARQUET_OPTIONS, QUERY_FILES


def is_generated(query_id: str, environment: str) -> bool:
    """Whether a query id is one the generator wrote (`<environment>-gen-...`)."""
    return re.fullmatch(rf"{re.escape(environment)}-gen-.+", query_id or "") is not None


def _kept(path: Path, environment: str) -> list[dict]:
    if not path.is_file():
        return []
    return [
        r for r in pq.read_table(path).to_pylist() if not is_generated(r["query_id"], environment)
    ]


def _write(rows: list[dict], schema: pa.Schema, path: Path) -> None:
    tmp = path.with_name(path.name + ".tmp")
    table = pa.Table.from_pylist([{k: r.get(k) for k in schema.names} for r in rows], schema=schema)
    pq.write_table(table, tmp, **PARQUET_OPTIONS)
    tmp.replace(path)


def replace_generated(root: Path, generated) -> Path:
    """Write a GeneratedSet into the snapshot folder `root` (the module docstring)."""
    from gymkit.sources.imports import finish_snapshot

    folder = root / generated.environment
    ask_file = folder / QUERY_FILES["ask_mode"]
    edge_file = folder / QUERY_FILES["edge_case_1"]
    ask = _kept(ask_file, generated.environment) + generated.ask
    edge = _kept(edge_file, generated.environment) + generated.edge
    _write(ask, ASK_SCHEMA, ask_file)
    if edge or edge_file.is_file():
        _write(edge, EDGE_SCHEMA, edge_file)
    finish_snapshot(root, changed=[generated.environment])
    return folder
