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

import hashlib
import json
import sys
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.errors import GymError
from gymkit.generate.blueprints import BLUEPRINTS, environment
from gymkit.generate.edge import edge_rows
from gymkit.generate.objects import PARQUET_OPTIONS, generate_environment
from gymkit.generate.queries import Context, ask_rows, search_rows
from gymkit.generate.reference import ReferenceExecutor
from gymkit.schema import write_schema

MIN_OBJECTS = 50
MAX_OBJECTS = 10_000_000  # per collection
MAX_SEED = 2**63 - 1
_LIST_STR = pa.list_(pa.string())
GROUNDS = pa.list_(
    pa.struct(
        [
            ("sub_query", pa.int64()),
            ("property", pa.string()),
            ("topic", pa.string()),
            ("description", pa.string()),
            ("candidate_ids", _LIST_STR),
            ("relevant_ids", _LIST_STR),
        ]
    )
)
ASK_SCHEMA = pa.schema(
    [
        ("query_id", pa.string()),
        ("environment", pa.string()),
        ("environment_name", pa.string()),
        ("command", pa.string()),
        ("phrasing", pa.string()),
        ("plan", pa.string()),
        ("num_sub_queries", pa.int64()),
        ("operator_classes", _LIST_STR),
        ("ground_truth", pa.string()),
        ("ground_truth_sql", _LIST_STR),
        ("search_grounds", GROUNDS),
        ("reference_results", pa.string()),
    ]
)
SEARCH_SCHEMA = ASK_SCHEMA.append(pa.field("retrieval_shape", pa.string()))
EXPECT = pa.struct(
    [
        ("value_filter", pa.string()),
        ("value_properties", _LIST_STR),
        ("combine", pa.string()),
        ("query_contains", _LIST_STR),
        ("query_null", pa.bool_()),
        ("other_filters", pa.string()),
        ("retry", pa.string()),
    ]
)
EDGE_SCHEMA = pa.schema(
    [
        ("query_id", pa.string()),
        ("environment", pa.string()),
        ("environment_name", pa.string()),
        ("behavior", pa.string()),
        ("node", pa.string()),
        ("collection", pa.string()),
        ("phrasing", pa.string()),
        ("command", pa.string()),
        ("value", pa.string()),
        ("expect", EXPECT),
        ("relevant_ids", _LIST_STR),
        ("decoy_ids", _LIST_STR),
        ("seed_output", pa.string()),
        ("source", pa.string()),
    ]
)
ENV_SCHEMA = pa.schema(
    [
        ("environment", pa.string()),
        ("environment_name", pa.string()),
        ("description", pa.string()),
        ("collections", _LIST_STR),
        ("num_objects", pa.int64()),
        ("num_queries", pa.int64()),
        ("queries_fingerprint", pa.string()),
    ]
)
SETS_SCHEMA = pa.schema(
    [
        ("config", pa.string()),
        ("target_mode", pa.string()),
        ("record_format", pa.string()),
        ("description", pa.string()),
        ("num_queries", pa.int64()),
        ("data_files", _LIST_STR),
    ]
)
SETS = (
    (
        "ask_mode",
        "queries.parquet",
        "ask",
        "ground_truth",
        "Natural-language requests with exact query_database ground truths, 1 to 3 sub-queries each",
    ),
    (
        "search_mode",
        "search_mode_queries.parquet",
        "search",
        "ground_truth",
        "Retrieval-only requests: does the agent search, filter, or both",
    ),
    (
        "edge_case_1",
        "edge_case_1.parquet",
        "ask",
        "expect",
        "Exact-value filtering: filter on an exact value or search for it",
    ),
)


class GenerateError(GymError, ValueError):
    """A generator request that cannot be met; the message names the argument and the fix."""


def queries_fingerprint(rows: list[dict]) -> str:
    """sha256 over the ask_mode rows, one canonical JSON line per row in query_id order."""
    h = hashlib.sha256()
    for row in sorted(rows, key=lambda r: r["query_id"]):
        h.update(json.dumps(row, sort_keys=True, ensure_ascii=False).encode() + b"\n")
    return h.hexdigest()


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
    from gymkit.sources.card import write_dataset_card  # README.md: the card's `configs:` block

    write_dataset_card(out)
    say(
        f"done: {len(envs)} environment(s), {sum(counts.values())} queries, {objects} objects per collection"
    )
    return out
