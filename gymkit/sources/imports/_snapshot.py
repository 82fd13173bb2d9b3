"""Write an imported environment into a snapshot folder in the card's layout, and finish it.

Every snapshot the importer writes goes through `finish_snapshot` last: it (re)writes
environments.parquet and query_sets.parquet from the environment folders, keeping the rows of
environments it did not touch, so old and new environments live side by side.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.layout import (
    ASK_SCHEMA,
    ENV_SCHEMA,
    PARQUET_OPTIONS,
    SETS_SCHEMA,
    arrow_type,
    derive_query_sets,
    environment_row,
)
from gymkit.schema import Environment, read_schema, write_schema


def _objects_table(coll, uuids: list[str], columns: dict[str, list]) -> pa.Table:
    fields = [pa.field("uuid", pa.string())] + [
        pa.field(p.name, arrow_type(p.type)) for p in coll.properties
    ]
    data = [uuids]
    for p in coll.properties:
        vals = columns[p.name]
        cast = {"number": float, "number_array": float, "int": int, "int_array": int}.get(p.type)
        if cast is not None and p.is_array:
            vals = [None if v is None else [cast(x) for x in v] for v in vals]
        elif cast is not None:
            vals = [None if v is None else cast(v) for v in vals]
        data.append(vals)
    return pa.Table.from_arrays(
        [pa.array(d, f.type) for d, f in zip(data, fields)], schema=pa.schema(fields)
    )


def stage_environment(
    out_dir: Path, env: Environment, objects: dict[str, tuple[list[str], dict[str, list]]]
) -> Path:
    """A hidden folder beside the environment's with schema.json and objects/<Collection>.parquet:
    the engine computes reference results there before anything visible changes."""
    tmp = Path(out_dir) / f".{env.id}.importing"
    shutil.rmtree(tmp, ignore_errors=True)
    (tmp / "objects").mkdir(parents=True)
    write_schema(env, tmp / "schema.json")
    for coll in env.collections:
        uuids, columns = objects[coll.name]
        pq.write_table(
            _objects_table(coll, uuids, columns),
            tmp / "objects" / f"{coll.name}.parquet",
            **PARQUET_OPTIONS,
        )
    return tmp


def commit_environment(
    staged: Path, out_dir: Path, env: Environment, query_rows: list[dict]
) -> Path:
    """Add queries.parquet (empty when there are no queries) and put the staged folder in place
    as `<out_dir>/<env.id>/`, replacing a folder of the same name whole."""
    pq.write_table(
        pa.Table.from_pylist(query_rows, schema=ASK_SCHEMA),
        staged / "queries.parquet",
        **PARQUET_OPTIONS,
    )
    folder = Path(out_dir) / env.id
    shutil.rmtree(folder, ignore_errors=True)
    staged.rename(folder)
    return folder


def finish_snapshot(out_dir: str | Path, changed: list[str] | tuple[str, ...] = ()) -> Path:
    """Write environments.parquet and query_sets.parquet for every environment folder of the
    snapshot: rows of `changed` (or new) environments derived from their folders, the others
    kept as they were; then the dataset card (README.md configs). The one place an imported
    snapshot is completed."""
    root = Path(out_dir)
    folders = {p.parent.name for p in root.glob("*/schema.json")}
    envs_file, sets_file = root / "environments.parquet", root / "query_sets.parquet"
    old = pq.read_table(envs_file).to_pylist() if envs_file.is_file() else []
    rows, order = [], []
    for r in old:
        eid = r.get("environment")
        if eid in folders and eid not in changed:
            rows.append(r)
            order.append(eid)
    for eid in sorted(folders - set(order)):
        rows.append(environment_row(root, read_schema(root / eid / "schema.json", env_id=eid)))
        order.append(eid)
    pq.write_table(
        pa.Table.from_pylist(
            [{k: r.get(k) for k in ENV_SCHEMA.names} for r in rows], schema=ENV_SCHEMA
        ),
        envs_file,
        **PARQUET_OPTIONS,
    )
    known = pq.read_table(sets_file).to_pylist() if sets_file.is_file() else []
    table = derive_query_sets(root, order, known)
    pq.write_table(table.cast(SETS_SCHEMA), sets_file, **PARQUET_OPTIONS)
    from gymkit.layout import write_dataset_card

    write_dataset_card(root)  # the snapshot is a dataset repository: load_dataset(path, config)
    return root
