"""The ask_mode and search_mode sets: plans selected from pools, values grounded in the objects.

Why (the card's "How the data was made"): each environment's 50 ask queries are selected from
a pool of 200 sampled plans so that every operator class appears at least 3 times; the 30
search queries come from three pools, one per retrieval shape, selected to cover the filter
kinds. Every sub-query's reference result comes from the engine (searches: labeled sets).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from gymkit.call.render import render_sql
from gymkit.call.vocabulary import CLASSES, FILTER_CLASSES, MULTI_QUERY, plan_classes, plan_of
from gymkit.generate.blueprints import BLUEPRINTS, EnvBlueprint
from gymkit.generate.commands import write_command
from gymkit.generate.objects import EnvData, stream
from gymkit.generate.plans import (
    Aggregation,
    Shape,
    SubQuery,
    ValueSource,
    draw_filter,
    make_search,
    sample_shape,
    supported_classes,
)
from gymkit.generate.reference import ReferenceExecutor

POOL = 200
ASK_PER_ENV = 50
SEARCH_PER_SHAPE = 10
SHAPES = ("search_only", "search_and_filters", "filter_only")
MIN_PER_CLASS = 3
# The dataset viewer's ranges over the published ask_mode rows (published-rows-format.md):
# every generated ask_mode row stays inside them.
RANGES = {
    "command": (44, 423),
    "plan": (11, 146),
    "operator_classes": (1, 7),
    "ground_truth": (76, 888),
    "search_grounds": (0, 2),
    "reference_results": (24, 47_800),
}
# The card: "A seeded coin chose each command's phrasing, giving 113 explicit and 137
# conversational commands" over the five environments, in BLUEPRINTS order.
EXPLICIT_PER_ENV = dict(zip(BLUEPRINTS, (23, 23, 23, 22, 22)))


@dataclass
class Context:
    """What realizing a plan needs: the objects' values and topics, and the engine."""

    data: EnvData
    ref: ReferenceExecutor
    sources: dict[str, ValueSource] = field(default_factory=dict)
    order: dict[str, np.ndarray] = field(default_factory=dict)  # each row's rank by uuid
    by_rank: dict[str, np.ndarray] = field(default_factory=dict)  # the row of each rank
    uuid_objects: dict[str, np.ndarray] = field(default_factory=dict)  # uuids, dtype object
    uuid_arrays: dict[str, pa.Array] = field(default_factory=dict)  # uuids, one Arrow array

    def source(self, coll: str) -> ValueSource:
        if coll not in self.sources:
            self.sources[coll] = ValueSource(self.data.collections[coll].table)
        return self.sources[coll]

    def rows_of(self, coll: str, rows: np.ndarray) -> np.ndarray:
        """These rows (positions in the collection's values) in uuid order, as the engine sorts
        a retrieval (VARCHAR order is byte order)."""
        if coll not in self.order:
            known = pa.array(self.data.collections[coll].uuids, type=pa.string())
            by_rank = pc.sort_indices(known).to_numpy().astype(np.int64)
            rank = np.empty(len(known), dtype=np.int64)
            rank[by_rank] = np.arange(len(known))
            self.order[coll] = rank
            self.by_rank[coll] = by_rank
        # ranks are distinct: sorting them (no argsort) and mapping back gives the same rows
        return self.by_rank[coll][np.sort(self.order[coll][rows])]

    def uuids_of(self, coll: str, rows: np.ndarray) -> list[str]:
        """The uuids of these rows: the collection's own strings (a million candidates share
        them, no copies)."""
        if coll not in self.uuid_objects:
            self.uuid_objects[coll] = np.array(self.data.collections[coll].uuids, dtype=object)
        return self.uuid_objects[coll][rows].tolist()

    def uuid_array(self, coll: str, rows: np.ndarray) -> pa.Array:
        """The uuids of these rows as one Arrow string array: a search's up to a million
        candidates go to the query files (and the fingerprint) without Python strings."""
        if coll not in self.uuid_arrays:
            column = self.data.collections[coll].table.column("uuid")
            self.uuid_arrays[coll] = column.combine_chunks().cast(pa.string())
        return self.uuid_arrays[coll].take(pa.array(rows, type=pa.int64()))

    @property
    def cap(self) -> int:
        """The most records a retrieval may return (300 at 1,000 objects, scaled)."""
        n = min(len(c) for c in self.data.collections.values())
        return max(300, round(300 * n / 1000))


def realize(
    rng: np.random.Generator, shape: Shape, ctx: Context, tries: int = 40
) -> SubQuery | None:
    """Values for a shape that exist and give a non-degenerate result, or None."""
    coll = shape.collection
    src = ctx.source(coll.name)
    for _ in range(tries):
        filters = [draw_filter(rng, p, src) for p in shape.filters]
        search = make_search(rng, coll) if shape.search else None
        aggs = [
            Aggregation(p, m, int(rng.choice([3, 5])) if m == "TOP_OCCURRENCES" else None)
            for p, m in shape.aggregations
        ]
        sq = SubQuery(coll, search, filters, aggs, shape.groupby)
        call = sq.call()
        matches = ctx.ref.rows(call)  # the rows its filters select
        relevant = None
        base = len(matches)
        if search is not None:
            data = ctx.data.collections[coll.name]
            rows = ctx.rows_of(coll.name, matches)
            selected = ctx.uuid_array(coll.name, rows)
            relevant = ctx.uuids_of(
                coll.name, rows[data.topics[search.prop.name][rows] == search.topic]
            )
            search.candidate_ids, search.relevant_ids = selected, relevant
            base = len(relevant)
        ok = base >= 3 if aggs else 1 <= base <= ctx.cap
        if search is not None and not aggs and not filters:
            ok = base >= 1
        if ok:
            sq.result = ctx.ref.result(call, relevant)
            return sq
    return None


def plan_string(plan: list[SubQuery]) -> str:
    """The published `plan` column of a plan (gymkit.call.vocabulary)."""
    return plan_of([sq.call() for sq in plan])


def in_ranges(row: dict[str, Any]) -> bool:
    """Whether an ask_mode row's columns lie inside the published viewer's ranges (RANGES)."""
    for col, (lo, hi) in RANGES.items():
        if col in row and not lo <= len(row[col]) <= hi:
            return False
    return True


def phrasable(env: EnvBlueprint, plan: list[SubQuery], tries: int = 8) -> bool:
    """Whether a plan can be asked in a command of a published length: in each phrasing, a few
    of several wordings (own seeds, so the set's streams are untouched) stay well inside the
    published lengths (a bare "How many designs are there?" is shorter than any of them)."""
    lo, hi = RANGES["command"]
    for phrasing in ("explicit", "conversational"):
        sizes = [
            len(write_command(env, plan, phrasing, np.random.default_rng(k))) for k in range(tries)
        ]
        if sum(lo + 5 <= n <= hi - 40 for n in sizes) < 2:
            return False
    return True


def _sample_plan_shapes(
    rng: np.random.Generator, env: EnvBlueprint, force: str | None
) -> list[Shape]:
    n = int(rng.choice([1, 1, 1, 1, 1, 1, 1, 2, 2, 3]))
    if force == MULTI_QUERY:
        n = max(n, 2)
    shapes = [
        sample_shape(rng, env, force if i == 0 and force != MULTI_QUERY else None) for i in range(n)
    ]
    return shapes


def _shape_classes(shapes: list[Shape]) -> set[str]:
    out = set().union(*(s.classes() for s in shapes))
    return out | ({MULTI_QUERY} if len(shapes) > 1 else set())


def ask_plans(
    env: EnvBlueprint,
    ctx: Context,
    seed: int,
    count: int = ASK_PER_ENV,
    pool_size: int = POOL,
    fits: Callable[[list[SubQuery]], bool] | None = None,
) -> list[list[SubQuery]]:
    """`count` plans (50) from a pool of `pool_size` (200), each supported operator class at
    least 3 times; `fits` says whether a realized plan can be asked (default `phrasable`)."""
    rng = stream(seed, env.id, "ask_mode")
    classes = supported_classes(env)
    if fits is None:
        fits = lambda plan: phrasable(env, plan)  # noqa: E731
    pool = []
    for i in range(pool_size):
        force = classes[i % len(classes)] if i < 2 * MIN_PER_CLASS * len(classes) else None
        pool.append(_sample_plan_shapes(rng, env, force))
    order = rng.permutation(pool_size)
    pool = [pool[i] for i in order]
    counts: Counter[str] = Counter()
    chosen: list[list[SubQuery]] = []
    used: set[int] = set()
    seen_gt: set[str] = set()

    def take(i: int) -> bool:
        plan = [realize(rng, s, ctx) for s in pool[i]]
        used.add(i)
        if any(sq is None for sq in plan):
            return False
        subs = [json.dumps(sq.call().to_dict(), sort_keys=True) for sq in plan]  # type: ignore[union-attr]
        key = json.dumps(subs)
        if key in seen_gt or len(set(subs)) < len(subs):  # no repeated plan, no repeated sub-query
            return False
        columns = _columns(plan)  # type: ignore[arg-type]
        if not in_ranges(columns) or not fits(plan):  # type: ignore[arg-type]
            return False
        seen_gt.add(key)
        chosen.append(plan)  # type: ignore[arg-type]
        counts.update(columns["operator_classes"])
        return True

    rarity = Counter(c for shapes in pool for c in _shape_classes(shapes))
    for cls in sorted(classes, key=lambda c: (rarity[c], CLASSES.index(c))):
        for i, shapes in enumerate(pool):
            if counts[cls] >= MIN_PER_CLASS:
                break
            if i not in used and cls in _shape_classes(shapes):
                take(i)
    for i in range(len(pool)):
        if len(chosen) >= count:
            break
        if i not in used:
            take(i)
    chosen = chosen[:count]
    return [chosen[i] for i in rng.permutation(len(chosen))]


def search_plans(env: EnvBlueprint, ctx: Context, seed: int) -> list[tuple[str, SubQuery]]:
    """10 single-sub-query retrievals per shape, covering the filter kinds each pool holds."""
    out: list[tuple[str, SubQuery]] = []
    for kind in SHAPES:
        rng = stream(seed, env.id, "search_mode", kind)
        chosen = _select_shape(rng, env, ctx, kind)
        out += [(kind, chosen[i]) for i in rng.permutation(len(chosen))]
    return out


def _select_shape(
    rng: np.random.Generator, env: EnvBlueprint, ctx: Context, kind: str
) -> list[SubQuery]:
    pool = [sample_shape(rng, env, None, kind=kind) for _ in range(POOL)]
    chosen: list[SubQuery] = []
    covered: set[str] = set()
    seen: set[str] = set()

    def take(shape: Shape) -> None:
        sq = realize(rng, shape, ctx)
        if sq is None:
            return
        key = sq.call().to_json() + (
            f"#{sq.search.prop.name}/{sq.search.topic}" if sq.search else ""
        )
        if key in seen:
            return
        seen.add(key)
        chosen.append(sq)
        covered.update(sq.classes())

    held = {c for s in pool for c in s.classes()} & set(FILTER_CLASSES)
    for cls in [c for c in FILTER_CLASSES if c in held]:
        for shape in pool:
            if cls in covered or len(chosen) >= SEARCH_PER_SHAPE:
                break
            if cls in shape.classes():
                take(shape)
    for shape in pool:
        if len(chosen) >= SEARCH_PER_SHAPE:
            break
        take(shape)
    return chosen


def _grounds(plan: list[SubQuery]) -> list[dict]:
    """One entry per searching sub-query: its index, the searched property, the topic's label
    and description, and the labeled candidate and relevant sets (the card's search_grounds)."""
    return [
        {
            "sub_query": i,
            "property": sq.search.prop.name,
            "topic": sq.search.label,
            "description": sq.search.description,
            "candidate_ids": sq.search.candidate_ids,  # an Arrow array (Context.uuid_array)
            "relevant_ids": sorted(sq.search.relevant_ids),
        }
        for i, sq in enumerate(plan)
        if sq.search is not None
    ]


def _columns(plan: list[SubQuery]) -> dict[str, Any]:
    """Every column of a query row that the plan alone decides."""
    calls = [sq.call() for sq in plan]
    return {
        "plan": plan_of(calls),
        "num_sub_queries": len(plan),
        "operator_classes": plan_classes(calls),
        "ground_truth": json.dumps([c.to_dict() for c in calls], ensure_ascii=False),
        "ground_truth_sql": [render_sql(c) for c in calls],
        "search_grounds": _grounds(plan),
        "reference_results": json.dumps([sq.result for sq in plan], ensure_ascii=False),
    }


def query_row(
    env: EnvBlueprint, query_id: str, plan: list[SubQuery], phrasing: str, command: str
) -> dict[str, Any]:
    return {
        "query_id": query_id,
        "environment": env.id,
        "environment_name": env.name,
        "command": command,
        "phrasing": phrasing,
        **_columns(plan),
    }


def _unique_command(
    env: EnvBlueprint, plan: list[SubQuery], phrasing: str, rng: np.random.Generator, seen: set[str]
) -> str:
    """A command not written before in the set, of a published length (RANGES["command"])."""
    lo, hi = RANGES["command"]
    for _ in range(60):
        text = write_command(env, plan, phrasing, rng)
        if text not in seen and lo <= len(text) <= hi:
            seen.add(text)
            return text
    raise RuntimeError(
        f"{env.id}: could not write a unique command of {lo} to {hi} characters for plan "
        f"{plan_string(plan)}"
    )


def ask_rows(env: EnvBlueprint, ctx: Context, seed: int) -> list[dict]:
    plans = ask_plans(env, ctx, seed)
    rng = stream(seed, env.id, "ask_mode", "commands")
    explicit = set(rng.permutation(len(plans))[: EXPLICIT_PER_ENV.get(env.id, 23)].tolist())
    seen: set[str] = set()
    rows = []
    for i, plan in enumerate(plans):
        phrasing = "explicit" if i in explicit else "conversational"
        rows.append(
            query_row(
                env,
                f"{env.id}-{i:03d}",
                plan,
                phrasing,
                _unique_command(env, plan, phrasing, rng, seen),
            )
        )
    return rows


def search_rows(env: EnvBlueprint, ctx: Context, seed: int) -> list[dict]:
    rng = stream(seed, env.id, "search_mode", "commands")
    seen: set[str] = set()
    rows = []
    for i, (kind, sq) in enumerate(search_plans(env, ctx, seed)):
        phrasing = "explicit" if rng.random() < 0.5 else "conversational"
        row = query_row(
            env,
            f"{env.id}-search-{i:03d}",
            [sq],
            phrasing,
            _unique_command(env, [sq], phrasing, rng, seen),
        )
        row["retrieval_shape"] = kind
        rows.append(row)
    return rows
