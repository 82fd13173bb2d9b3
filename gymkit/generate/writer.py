"""Write a generated gym as a snapshot folder in the card's exact layout (docs/contracts.md).

Why: the hub is unreachable offline, so `gymkit data --source generate` needs a gym that has
the published one's structure and statistics. Output is deterministic: the same seed gives
byte-identical files (fixed Parquet options, no timestamps), another seed other data.

Query ids: ask_mode `<env>-000`..`049`; search_mode `<env>-search-000`..`029` in shape order
(search_only, search_and_filters, filter_only); edge_case_1 `<env>-<behavior>-NNN`.
Reference results come from `gymkit.engine.duckdb.DuckDBEngine`; a search resolves to its
labeled relevant set (see `gymkit.generate.reference`).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.errors import GymError
from gymkit.generate.blueprints import BLUEPRINTS, environment
from gymkit.generate.edge import edge_rows
from gymkit.generate.objects import generate_environment
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


class GenerateError(GymError, ValueError):
    """A generator request that cannot be met; the message names the argument and the fix."""


def _write(rows: list[dict], schema: pa.Schema, path: Path) -> None:
    pq.write_table(pa.Table.from_pylist(rows, schema=schema), path, **PARQUET_OPTIONS)


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


def generate_snapshot(
    out_dir: Path,
    seed: int = 0,
    objects: int = 1000,
    environments: list[str] | None = None,
    progress: bool = True,
) -> Path:
    """Write a snapshot folder (card layout) for the given environments; return its path."""
    envs = _check(objects, seed, environments)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()

    def say(msg: str) -> None:
        if progress:
            print(f"generate [{time.perf_counter() - t0:6.1f}s] {msg}", file=sys.stderr, flush=True)

    env_rows, counts = [], {name: 0 for name, *_ in SETS}
    for env_id in envs:
        bp = BLUEPRINTS[env_id]
        env = environment(env_id)
        folder = out / env_id
        write_schema(env, folder / "schema.json")
        data = generate_environment(bp, objects, seed, folder / "objects", say)
        say(f"{env_id}: queries")
        ref = ReferenceExecutor(env, folder / "objects")
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
        env_rows.append(
            {
                "environment": env_id,
                "environment_name": bp.name,
                "description": bp.description,
                "collections": [c.name for c in bp.collections],
                "num_objects": objects * len(bp.collections),
                "num_queries": len(ask),
                "queries_fingerprint": queries_fingerprint(ask),
            }
        )
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
