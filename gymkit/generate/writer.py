"""Write a generated gym as a snapshot folder in the card's exact layout (docs/contracts.md).

Why: the hub is unreachable offline, so `gymkit data --source generate` needs a gym that has
the published one's structure and statistics. Output is deterministic: the same seed gives
byte-identical files (fixed Parquet options, no timestamps), another seed other data.

Query ids: ask_mode `<env>-000`..`049`; search_mode `<env>-search-000`..`029` in shape order
(search_only, search_and_filters, filter_only); edge_case_1 `<env>-<behavior>-NNN`.
Reference results come from `gymkit.engine.duckdb.DuckDBEngine`; a search resolves to its
labeled relevant set (see `gymkit.generate.reference`).

Speed: the queries need only the values, not the prose, so each collection's Parquet file
(prose written batch by batch) is written by worker processes while this one draws the next
environment's values and its queries. Each file depends only on its own collection's values
and seed, so the output is the same as writing them one after the other.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.errors import GymError
from gymkit.generate.blueprints import BLUEPRINTS, environment
from gymkit.generate.edge import edge_rows
from gymkit.generate.objects import (
    CollectionData,
    EnvData,
    build_environment,
    cited_names,
    write_collection,
)
from gymkit.generate.queries import Context, ask_rows, search_rows
from gymkit.generate.reference import ReferenceExecutor
from gymkit.layout import (
    ASK_SCHEMA,
    EDGE_SCHEMA,
    ENV_SCHEMA,
    PARQUET_OPTIONS,
    SEARCH_SCHEMA,
    SETS,
    SETS_SCHEMA,
    queries_fingerprint,
)
from gymkit.schema import write_schema

MIN_OBJECTS = 50
MAX_OBJECTS = 10_000_000  # per collection
MAX_SEED = 2**63 - 1
WRITERS = min(2, os.cpu_count() or 1)  # processes writing the collections' Parquet files


class GenerateError(GymError, ValueError):
    """A generator request that cannot be met; the message names the argument and the fix."""


def _strings(values) -> pa.Array:
    return values if isinstance(values, pa.Array) else pa.array(values, type=pa.string())


def _string_lists(lists: list) -> pa.Array:
    """A list<string> column from lists given as Arrow string arrays or Python lists."""
    parts = [_strings(v) for v in lists]
    offsets = np.zeros(len(parts) + 1, dtype=np.int32)
    np.cumsum([len(p) for p in parts], out=offsets[1:])
    values = pa.concat_arrays(parts) if parts else pa.array([], type=pa.string())
    return pa.ListArray.from_arrays(pa.array(offsets), values, type=pa.list_(pa.string()))


def _grounds_column(column: list[list[dict]], type_: pa.DataType) -> pa.Array:
    """The search_grounds column built from arrays: each entry's candidate uuids stay one Arrow
    array (up to a million strings), never a Python list (gymkit.generate.queries._grounds)."""
    entries = [e for grounds in column for e in grounds]
    fields = list(type_.value_type)
    children = [
        _string_lists([e[f.name] for e in entries])
        if pa.types.is_list(f.type)
        else pa.array([e[f.name] for e in entries], type=f.type)
        for f in fields
    ]
    struct = pa.StructArray.from_arrays(children, fields=fields)
    offsets = np.zeros(len(column) + 1, dtype=np.int32)
    np.cumsum([len(g) for g in column], out=offsets[1:])
    return pa.ListArray.from_arrays(pa.array(offsets), struct, type=type_)


def _write(rows: list[dict], schema: pa.Schema, path: Path) -> None:
    if "search_grounds" not in schema.names:
        pq.write_table(pa.Table.from_pylist(rows, schema=schema), path, **PARQUET_OPTIONS)
        return
    rest = pa.schema([f for f in schema if f.name != "search_grounds"])
    table = pa.Table.from_pylist(
        [{k: v for k, v in row.items() if k != "search_grounds"} for row in rows], schema=rest
    )
    grounds = _grounds_column(
        [row["search_grounds"] for row in rows], schema.field("search_grounds").type
    )
    table = table.add_column(schema.get_field_index("search_grounds"), "search_grounds", grounds)
    pq.write_table(table.cast(schema), path, **PARQUET_OPTIONS)


def _write_objects(
    env_id: str, data: CollectionData, path: Path, seed: int, cited: dict[str, list[str]]
) -> str:
    """One collection's Parquet file (runs in a writer process); returns its name."""
    write_collection(BLUEPRINTS[env_id], data, path, seed, cited)
    return f"{env_id}/{data.name}"


def check_options(objects: int, seed: int) -> None:
    """GenerateError naming `--objects` or `--seed` when the generator cannot take it."""
    if objects < MIN_OBJECTS:
        raise GenerateError(
            f"--objects {objects}: too few to ground 50 queries per environment; "
            f"use at least {MIN_OBJECTS}"
        )
    if objects > MAX_OBJECTS:
        raise GenerateError(
            f"--objects {objects}: at most {MAX_OBJECTS:,} objects per collection "
            "(1,000,000 take about 142 s and 2.4 GB)"
        )
    if not 0 <= seed <= MAX_SEED:
        raise GenerateError(f"--seed {seed}: give a whole number from 0 to {MAX_SEED}")


def _check(objects: int, seed: int, environments: list[str] | None) -> list[str]:
    check_options(objects, seed)
    envs = list(BLUEPRINTS) if environments is None else list(environments)
    unknown = [e for e in envs if e not in BLUEPRINTS]
    if unknown:
        raise GenerateError(
            f"environments: unknown {', '.join(unknown)}; choose from {', '.join(BLUEPRINTS)}"
        )
    if not envs:
        raise GenerateError("environments: empty list; name at least one or pass None for all five")
    return envs


def _hand_over(
    env_id: str,
    out: Path,
    seed: int,
    objects: int,
    pool: ProcessPoolExecutor,
    written: list[Future],
    say,
    told: list[threading.Event],
    on_written: Callable[[str, str, Path], None] | None,
) -> EnvData:
    """Write an environment's schema, draw its values and hand its collections to the writers;
    the values, which its queries need. As each collection's file is complete, `on_written`
    is told (from the pool's thread; `told` holds an event per file, set once it has been)."""
    bp = BLUEPRINTS[env_id]
    folder = out / env_id
    write_schema(environment(env_id), folder / "schema.json")
    (folder / "objects").mkdir(parents=True, exist_ok=True)
    data = build_environment(bp, objects, seed)
    for coll in bp.collections:
        path = folder / "objects" / f"{coll.name}.parquet"
        job = pool.submit(
            _write_objects,
            env_id,
            data.collections[coll.name],
            path,
            seed,
            cited_names(data, coll.name),
        )
        event = threading.Event()

        def done(f: Future, name: str = coll.name, path: Path = path, event=event) -> None:
            try:
                if not f.cancelled() and f.exception() is None:
                    say(f"{f.result()} written")
                    if on_written is not None:
                        on_written(env_id, name, path)
            finally:
                event.set()

        job.add_done_callback(done)
        written.append(job)
        told.append(event)
    return data


def _query_files(
    env_id: str, data: EnvData, out: Path, seed: int, objects: int, counts: dict[str, int], say
) -> dict:
    """Write an environment's query files; its environments.parquet row."""
    bp = BLUEPRINTS[env_id]
    folder = out / env_id
    say(f"{env_id}: queries")
    ref = ReferenceExecutor(
        environment(env_id), {name: c.table for name, c in data.collections.items()}
    )
    try:
        ctx = Context(data, ref)
        ask = ask_rows(bp, ctx, seed)
        search = search_rows(bp, ctx, seed)
    finally:
        ref.close()
    edge = edge_rows(bp, data, seed)
    _write(ask, ASK_SCHEMA, folder / "queries.parquet")
    _write(search, SEARCH_SCHEMA, folder / "search_mode_queries.parquet")
    _write(edge, EDGE_SCHEMA, folder / "edge_case_1.parquet")
    counts["ask_mode"] += len(ask)
    counts["search_mode"] += len(search)
    counts["edge_case_1"] += len(edge)
    return {
        "environment": env_id,
        "environment_name": bp.name,
        "description": bp.description,
        "collections": [c.name for c in bp.collections],
        "num_objects": objects * len(bp.collections),
        "num_queries": len(ask),
        "queries_fingerprint": queries_fingerprint(ask),
    }


def generate_snapshot(
    out_dir: Path,
    seed: int = 0,
    objects: int = 1000,
    environments: list[str] | None = None,
    progress: bool = True,
    on_written: Callable[[str, str, Path], None] | None = None,
) -> Path:
    """Write a snapshot folder (card layout) for the given environments; return its path.
    `on_written(environment id, collection, path)` is called as each collection's objects
    file is complete (from another thread; all calls have returned when this does): `gymkit
    data` starts building the search indexes of a big gym then."""
    envs = _check(objects, seed, environments)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()

    def say(msg: str) -> None:
        if progress:
            print(f"generate [{time.perf_counter() - t0:6.1f}s] {msg}", file=sys.stderr, flush=True)

    env_rows, counts = [], {name: 0 for name, *_ in SETS}
    # spawn, not fork: this process holds DuckDB's threads
    ctx_mp = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(WRITERS, mp_context=ctx_mp) as pool:
        written: list[Future] = []
        told: list[threading.Event] = []

        def hand_over(env_id: str) -> EnvData:
            return _hand_over(env_id, out, seed, objects, pool, written, say, told, on_written)

        try:
            # the next environment's values go to the writers before this one's queries are
            # drawn, so that they never wait for them
            handed = hand_over(envs[0])
            for i, env_id in enumerate(envs):
                data = handed
                if i + 1 < len(envs):
                    handed = hand_over(envs[i + 1])
                env_rows.append(_query_files(env_id, data, out, seed, objects, counts, say))
                del data
            for f in written:
                f.result()  # a writer's error is raised here
            for event in told:  # a future's result comes before its callbacks have run
                event.wait()
        except BaseException:
            pool.shutdown(wait=True, cancel_futures=True)
            raise
    _write(env_rows, ENV_SCHEMA, out / "environments.parquet")
    sets = [
        {
            "config": name,
            "target_mode": mode,
            "record_format": fmt,
            "description": desc,
            "num_queries": counts[name],
            "data_files": [f"{e}/{fname}" for e in envs],
        }
        for name, fname, mode, fmt, desc in SETS
    ]
    _write(sets, SETS_SCHEMA, out / "query_sets.parquet")
    from gymkit.layout import write_dataset_card

    write_dataset_card(out)
    say(
        f"done: {len(envs)} environment(s), {sum(counts.values())} queries, {objects} objects per collection"
    )
    return out
