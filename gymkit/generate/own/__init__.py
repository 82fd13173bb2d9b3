"""Query sets for any environment: a schema and its objects become ask_mode and edge_case_1 rows.

`generated_rows(snapshot, environment, count=50, seed=0)` samples plans over the environment's
schema the way the card's sets were made (`gymkit.generate.queries.ask_plans`: a pool of
several times the set size, then every operator class the schema allows at least 3 times),
with value specs read from the objects (`_blueprint`), values drawn from the objects so every
filter selects something, no TOP_OCCURRENCES or MODE tied at its cut (the engine reports
ties), every ground truth validated and executed by the DuckDB engine, and commands written
from the plan and the schema's descriptions (`_words`) that pass the read-back check
(`_readback`). edge_case_1 cases (B1, B2, B4, B6, B8) come from the objects where they allow
them (`_edge`). Searches are left out: a generated search would have no labelled set, and an
unlabelled search must never be scored as a retrieval.

`Options` (`_options`) narrows what a set holds (operator classes, the share of explicit
commands, properties left out, the number of edge cases); the defaults write the same set as
ever, byte for byte.

`write_generated` puts the rows into the snapshot (ids `<environment>-gen-000`, ...; rows
with other ids, hand-written, edited or labelled ones, are kept; earlier generated rows are
replaced) and finishes the snapshot; `gymkit.prepare.generate_queries` then reloads the
workspace's gym. `_store` lists, drops and edits the stored rows (`gymkit env queries list`,
`drop`, `edit`).
"""

from __future__ import annotations

import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import numpy as np

from gymkit.call import check_call
from gymkit.call.vocabulary import CLASSES, SEARCH, plan_classes
from gymkit.generate.objects import stream
from gymkit.generate.own._blueprint import Derived, derive
from gymkit.generate.own._edge import edge_cases
from gymkit.generate.own._label import Candidates, labelled_rows, propose
from gymkit.generate.own._listing import row_lines, set_lines
from gymkit.generate.own._options import EXPLICIT_SHARE, GenerationError, Options, without
from gymkit.generate.own._phrases import (
    records_called,
    records_note,
    schema_words,
    unclear_note,
    wording_note,
)
from gymkit.generate.own._readback import read_back
from gymkit.generate.own._sense import off_shape, senseless
from gymkit.generate.own._store import (
    add_queries,
    drop_queries,
    edit_query,
    is_generated,
    origin,
    replace_generated,
    stored_rows,
)
from gymkit.generate.own._words import MIXED, Openings, write_command
from gymkit.generate.plans import SubQuery, supported_classes
from gymkit.generate.queries import MIN_PER_CLASS, RANGES, Context, ask_plans, query_row
from gymkit.generate.reference import ReferenceExecutor
from gymkit.schema import Environment, read_schema

__all__ = [
    "Candidates",
    "EXPLICIT_SHARE",
    "GeneratedSet",
    "GenerationError",
    "Options",
    "POOL_FACTOR",
    "add_queries",
    "drop_queries",
    "edit_problems",
    "edit_query",
    "generated_rows",
    "is_generated",
    "labelled_rows",
    "origin",
    "propose",
    "read_back",
    "records_called",
    "row_lines",
    "set_lines",
    "stored_rows",
    "write_generated",
]

POOL_FACTOR = 4  # the card: 50 queries selected from a pool of 200 sampled plans
POOL_FACTORS = (POOL_FACTOR, 2 * POOL_FACTOR)
# chosen classes: most sampled plans hold others, so bigger pools are tried until the set is full
NARROW_POOL_FACTORS = (POOL_FACTOR, 2 * POOL_FACTOR, 8 * POOL_FACTOR, 32 * POOL_FACTOR)
RETRIEVAL_SHARE = 0.3  # at most this share of a collection in one retrieval (300 of 1,000)
MIN_CAP = 20  # ... but at least this many records, for small collections
WRITE_TRIES = 60
WORDINGS = 4  # wordings written per query; the one nearest the published length is kept
PUBLISHED_LENGTH = 118  # the card's mean command length, in characters
NO_SEARCH_NOTE = (
    "searches left out: a generated search has no labelled set, and an unlabelled search is "
    "never scored as a retrieval (label some with notebooks/label_searches.ipynb)"
)


@dataclass
class GeneratedSet:
    environment: str
    ask: list[dict]
    edge: list[dict]
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0
    options: Options = field(default_factory=Options)

    def class_counts(self) -> dict[str, int]:
        counts = {c: 0 for c in CLASSES}
        for row in self.ask:
            for c in row["operator_classes"]:
                counts[c] += 1
        return {c: n for c, n in counts.items() if n}


class _Context(Context):
    """The generator's context with the retrieval cap scaled to a small collection."""

    @property
    def cap(self) -> int:
        n = min(len(c) for c in self.data.collections.values())
        return max(MIN_CAP, int(RETRIEVAL_SHARE * n))


def _bar(total: int, desc: str, progress: bool):
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="query", disable=not progress, file=sys.stderr)


def generated_rows(
    snapshot: str | Path,
    environment: str,
    count: int = 50,
    seed: int = 0,
    progress: bool = True,
    options: Options | None = None,
) -> GeneratedSet:
    """`count` ask_mode rows and the edge_case_1 rows of one environment of a snapshot folder
    (`options`: what the set holds, `Options`)."""
    t0 = time.perf_counter()
    root = Path(snapshot)
    folder = root / environment
    if not (folder / "schema.json").is_file():
        have = sorted(p.parent.name for p in root.glob("*/schema.json"))
        raise GenerationError(
            f"{folder}: no environment {environment!r} in this snapshot "
            f"(it has {', '.join(have) or 'none'}); import it first with gymkit env import"
        )
    if count < 1:
        raise GenerationError(f"--count {count}: give at least 1 query")
    options = options or Options()
    env = read_schema(folder / "schema.json", env_id=environment)
    with schema_words(env):  # the whole schema's words, for its clippings (wording round 6c)
        return _generated(env, folder, environment, count, seed, progress, options, t0)


def _generated(
    env: Environment,
    folder: Path,
    environment: str,
    count: int,
    seed: int,
    progress: bool,
    options: Options,
    t0: float,
) -> GeneratedSet:
    derived = without(derive(env, folder / "objects"), options.exclude)
    supported = [c for c in supported_classes(derived.blueprint) if c != SEARCH]
    classes = options.allowed(supported, environment)
    ref = ReferenceExecutor(env, folder / "objects")
    ref.con.execute("SET threads TO 1")  # small tables: one thread beats scheduling many
    try:
        ctx = _Context(derived.data, ref)
        narrow = classes != supported
        for factor in NARROW_POOL_FACTORS if narrow else POOL_FACTORS:
            # a bigger pool when a class the schema allows falls short (or the chosen classes
            # leave the set short)
            with _bar(count, f"{environment}: plans", progress) as bar:
                plans = ask_plans(
                    derived.blueprint,
                    ctx,
                    seed,
                    count=count,
                    pool_size=factor * count,
                    fits=_within(classes, _fits(derived, ctx, bar))
                    if narrow
                    else _fits(derived, ctx, bar),
                )
            if not _short(plans, classes, count) and (not narrow or len(plans) >= count):
                break
        ask = _rows(derived, plans, seed, progress, options.explicit_share)
    finally:
        ref.close()
    edge = edge_cases(derived, seed, options.edge)
    out = GeneratedSet(environment, ask, edge, seconds=time.perf_counter() - t0, options=options)
    if any(p.searchable for c in env.collections for p in c.properties):
        out.notes.append(NO_SEARCH_NOTE)
    if wording_note(env):  # issue 42: properties worded from their names, and why
        out.notes.append(wording_note(env))
    if unclear_note(env):  # ... and those no command uses
        out.notes.append(unclear_note(env))
    if records_note(env):  # ... and records called by their class name
        out.notes.append(records_note(env))
    short = _short(plans, classes, count)
    if short:
        out.notes.append(
            "operator classes under 3 (the data gave too few plans): " + ", ".join(short)
        )
    if len(ask) < count:
        out.notes.append(f"{len(ask)} of {count} queries: the pool held no more distinct plans")
    if options.edge is not None and len(edge) < options.edge:
        out.notes.append(f"{len(edge)} of {options.edge} edge cases: the data allows no more")
    return out


def _within(classes: list[str], fits):
    """`fits`, for plans whose every operator class is one of `classes` (checked first: it
    costs nothing, and the read-back check of `fits` does)."""
    allowed = set(classes)

    def within(plan: list[SubQuery]) -> bool:
        return set(plan_classes([sq.call() for sq in plan])) <= allowed and fits(plan)

    return within


def _short(plans: list[list[SubQuery]], classes: list[str], count: int) -> list[str]:
    """The operator classes the schema allows that the plans hold fewer than 3 times (none are
    asked of a set too small to hold each class 3 times)."""
    if count < MIN_PER_CLASS * len(classes) // 2:
        return []
    held = Counter(c for plan in plans for c in plan_classes([sq.call() for sq in plan]))
    return [c for c in classes if held[c] < MIN_PER_CLASS]


def _fits(derived: Derived, ctx: Context, bar):
    """Whether a realized plan is valid, untied and can be written and read back."""
    env = derived.env

    def fits(plan: list[SubQuery]) -> bool:
        calls = [sq.call() for sq in plan]
        if any(check_call(c, env) for c in calls):
            return False
        if any(ctx.ref.engine.execute(env.id, c).ties for c in calls if c.is_aggregation):
            return False
        if senseless(plan, derived, ctx.ref.rows) or off_shape(plan):  # issue 42: meaning, shape
            return False
        for phrasing in ("explicit", "conversational"):
            rng = np.random.default_rng(len(calls))
            if not any(_writable(derived, plan, calls, phrasing, rng) for _ in range(6)):
                return False
        bar.update(1)
        return True

    return fits


def _writable(derived: Derived, plan, calls, phrasing: str, rng) -> str | None:
    text = write_command(derived.env, plan, phrasing, rng)
    return text if _readable(derived, calls, text) else None


def _readable(derived: Derived, calls, text: str) -> bool:
    lo, hi = RANGES["command"]
    if MIXED.search(text):  # issue 42: one construction per sub-query's conditions
        return False
    return lo <= len(text) <= hi and not read_back(text, calls, derived.env)


def _rows(
    derived: Derived,
    plans: list[list[SubQuery]],
    seed: int,
    progress: bool,
    explicit_share: float = EXPLICIT_SHARE,
) -> list[dict]:
    env = derived.env
    rng = stream(seed, env.id, "ask_mode", "commands")
    seen: set[str] = set()
    rows = []
    openings = Openings(env, stream(seed, env.id, "ask_mode", "openings"))  # issue 42
    starts: set[str] = set()  # issue 42: no two commands open with the same four words
    with _bar(len(plans), f"{env.id}: commands", progress) as bar:
        for plan in plans:
            phrasing = "explicit" if rng.random() < explicit_share else "conversational"
            calls = [sq.call() for sq in plan]
            options: list[str] = []
            for _ in range(WRITE_TRIES):
                text = _writable(derived, plan, calls, phrasing, rng)
                if text is not None and text not in seen and text not in options:
                    options.append(text)
                fresh = [o for o in options if opening_words(o) not in starts]
                if len(options) >= WORDINGS and fresh:
                    break
            if not options:  # every wording taken or unreadable: the plan is left out
                bar.update(1)
                continue
            # of a few wordings whose opening is not taken, the nearest the published length
            fresh = [o for o in options if opening_words(o) not in starts] or options
            text = min(fresh, key=lambda o: abs(len(o) - PUBLISHED_LENGTH))
            seen.add(text)
            text = openings.open(text, phrasing, partial(_readable, derived, calls))
            starts.add(opening_words(text))
            row_id = f"{env.id}-gen-{len(rows):03d}"
            rows.append(query_row(derived.blueprint, row_id, plan, phrasing, text))
            bar.update(1)
    return rows


def opening_words(command: str) -> str:
    """A command's first four words, lowercase, without punctuation (its opening)."""
    return " ".join(re.sub(r"[^\w\s'-]", " ", command.lower()).split()[:4])


def write_generated(snapshot: str | Path, generated: GeneratedSet) -> Path:
    """Put a generated set into the snapshot: earlier generated rows of the environment are
    replaced, every other row kept; environments.parquet, query_sets.parquet and the dataset
    card are rewritten (`finish_snapshot`)."""
    return replace_generated(Path(snapshot), generated)


def edit_problems(snapshot: str | Path, environment: str, set_name: str, row: dict) -> list[str]:
    """What an edited command no longer says of its ground truth: the read-back check's
    problems (`read_back`) for an ask_mode row, the value missing for an edge case. The edit
    is the user's to keep; these are shown as notes."""
    if set_name == "edge_case_1":
        value = str(row.get("value") or "")
        if value and value.lower() not in (row.get("command") or "").lower():
            return [f"the command no longer holds the case's value {value!r}"]
        return []
    from gymkit.call import parse_calls

    env = read_schema(Path(snapshot) / environment / "schema.json", env_id=environment)
    return read_back(row["command"], parse_calls(row["ground_truth"]), env)
