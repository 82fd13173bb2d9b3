"""The ranker's training corpus: commands with exact ground truth over invented schemas.

    python -m gymkit.agents.ranker.train.corpus OUT [--count 48] [--queries 60] [--seed 0]

`build_corpus` invents `count` environments (`invent.py`), writes each as a user exports it
(`OUT/sources/<env>/`), imports them all into one snapshot with gymkit's importer
(`OUT/snapshot`), generates a query set for each (`gymkit.generate.own.generated_rows`, an env
the generator cannot serve is skipped with a one-line reason), loads the snapshot into a
workspace (`OUT/ws/gym.duckdb`, for `gymkit.open_gym("OUT/ws")`) and writes `OUT/corpus.jsonl`,
one row per command:

    {"query_id", "environment", "phrasing", "command", "ground_truth": [call dicts], "source"}

`source` is `env-queries` (the generated ask_mode rows), `edge` (edge_case_1 rows whose
`expect` has one call: B1/B3 `=`, B4 LIKE prefix, B8 OR of `=` with a COUNT, B2 a search for
the value; the retry cases B6/B7 are left out) or `search`: the generator writes no searches,
so these are written here, for each collection with prose, from its topics (request shapes in
general English, some with one filter taken from a generated filter-only row of the same
collection, some with a conversational clause), about a fifth of the corpus. Every ground truth
is checked against its environment's schema (`gymkit.call.check_call`) and executed on the
built gym; a row whose calls return nothing is dropped (and counted). `OUT/envs.json` keeps
what the invented schemas mean (domain, habits, prose topics, the plain words of each name);
`OUT/manifest.json` the counts. The same arguments write the same corpus, byte for byte.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from gymkit.agents.oracle import edge_calls
from gymkit.agents.ranker.train.invent import InventedEnv, invent, plural_of
from gymkit.call import LikePattern, check_call, parse_call, parse_calls
from gymkit.errors import GymError
from gymkit.schema import Environment, read_schema, split_camel

__all__ = ["EDGE_BEHAVIORS", "SEARCH_SHARE", "SOURCES", "build_corpus", "main"]

SOURCES = ("env-queries", "edge", "search")
EDGE_BEHAVIORS = ("B1", "B2", "B3", "B4", "B8")  # one expected call, no retry
SEARCH_SHARE = 0.2  # of the whole corpus
FILTERED_SHARE = 0.4  # of the search rows: one filter added
CONVERSATIONAL_SHARE = 0.35  # of the search rows: a clause of context first

# ---- search commands ---------------------------------------------------------------------

# {r}: the records (plural noun), {t}: the topic words, {f}: a filter phrase (" with ..."),
# {p}: the prose property in words
SEARCH_SHAPES = (
    "Find {r}{f} about {t}.",
    "Any {r}{f} mentioning {t}?",
    "{R}{f} that talk about {t}.",
    "Show me {r}{f} describing {t}.",
    "Search the {r}{f} for {t}.",
    "Which {r}{f} discuss {t}?",
    "List {r}{f} related to {t}.",
    "I'm looking for {r}{f} on {t}.",
    "Pull up {r}{f} where {t} comes up.",
    "Get me the {r}{f} that mention {t}.",
    "{R}{f} referring to {t}, please.",
    "What {r}{f} cover {t}?",
    "Give me {r}{f} whose {p} mention {t}.",
    "Look through the {p} of {r}{f} for {t}.",
    "{t_cap}: which {r}{f} deal with it?",
    "Are there {r}{f} about {t}?",
    "Bring up {r}{f} with anything on {t}.",
    "Do any {r}{f} say something about {t}?",
)
CONTEXTS = (
    "For the {e} newsletter, ",
    "I'm putting together a briefing: ",
    "Quick one: ",
    "Before Friday's meeting, ",
    "My manager asked me to check something. ",
    "Not urgent, but ",
    "While I tidy up the {e} records, ",
    "Following up on yesterday's call, ",
    "For a customer who asked, ",
    "Hi! ",
)

_NUM_OPS = {
    "=": ("of exactly {v}", "equal to {v}"),
    "<": ("under {v}", "below {v}", "less than {v}"),
    ">": ("over {v}", "above {v}", "more than {v}"),
    "<=": ("of at most {v}", "of {v} or less"),
    ">=": ("of at least {v}", "of {v} or more"),
}
_DATE_OPS = {
    "=": ("on {v}",),
    "<": ("before {v}", "earlier than {v}"),
    ">": ("after {v}", "later than {v}"),
    "<=": ("on or before {v}", "no later than {v}"),
    ">=": ("on or after {v}", "since {v}"),
}


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def _either(items: list[str], word: str) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1]


def unit_words(concept: str) -> str:
    """A concept in words a person writes: "weight kg" -> "weight in kg"."""
    head, _, last = concept.rpartition(" ")
    if head and last in UNIT_WORDS:
        return f"{head} in {UNIT_WORDS[last]}"
    return concept


UNIT_WORDS = {
    "kg": "kg", "g": "grams", "cm": "cm", "mm": "mm", "m": "metres", "km": "km",
    "ha": "hectares", "eur": "euros", "gbp": "pounds", "usd": "dollars", "min": "minutes",
    "sec": "seconds", "hz": "Hz", "kw": "kW", "db": "dB", "mhz": "MHz", "pct": "percent",
    "c": "degrees Celsius", "rpm": "rpm", "masl": "metres above sea level",
}  # fmt: skip


def filter_phrase(entry: dict, kind: str, words: str, rng: random.Random) -> str:
    """One filter (a call's filter entry) as a modifier after the records' noun, with the
    property named by its plain words: " with received date after 2024-03-01"."""
    words = unit_words(words)
    op = entry["operator"]
    if "values" in entry:
        items = [_value(x) for x in entry["values"]]
        if op == "CONTAINS_ALL" and len(items) > 1:
            return rng.choice(
                (f" whose {words} include both {items[0]} and {items[1]}", f" with all of {_either(items, 'and')} in their {words}")
            ) if len(items) == 2 else f" with all of {_either(items, 'and')} in their {words}"  # fmt: skip
        return rng.choice(
            (
                f" whose {words} include {_either(items, 'or')}",
                f" with {_either(items, 'or')} among their {words}",
            )
        )
    v = _value(entry["value"])
    if kind == "numeric":
        return f" with {words} " + rng.choice(_NUM_OPS[op]).format(v=v)
    if kind == "date":
        return f" with {words} " + rng.choice(_DATE_OPS[op]).format(v=v)
    if kind == "boolean":
        neg = "not " if op == "!=" else ""
        return rng.choice((f" where {words} is {neg}{v}", f" with {words} {neg}{v}"))
    if op == "LIKE":
        stem = LikePattern(entry["value"]).stem
        return rng.choice((f" whose {words} starts with {stem}", f" with a {words} beginning with {stem}"))  # fmt: skip
    return rng.choice((f" with {words} {v}", f" whose {words} is {v}", f" where {words} is {v}"))


_STOP = re.compile(
    r"^(to|of|by|for|in|from|on|at|that|which|who|with|and|or|the|a|an|it|its|\w+ed|\w+ing)$"
)


def description_noun(description: str) -> str:
    """The plural noun a collection's description opens with ("Tool loans to members." ->
    "tool loans"), or "" when it opens otherwise."""
    words = re.findall(r"[A-Za-z'-]+", description or "")
    head: list[str] = []
    for i, w in enumerate(words):
        if _STOP.match(w.lower()) and head:
            if w.lower() == "of" or (i + 1 < len(words) and words[i + 1].lower() == "of"):
                return ""  # "Loads of fruit ...": a partitive, not the records' noun
            break
        if _STOP.match(w.lower()):
            return ""
        head.append(w.lower())
    if not head or len(head) > 3 or not head[-1].endswith("s") or head[-1].endswith("ss"):
        return ""
    return " ".join(head)


def _records(coll_name: str, description: str, rng: random.Random) -> str:
    """The records' noun: the collection name in words (plural), or its description's noun."""
    noun = description_noun(description)
    if noun and rng.random() < 0.35:
        return noun
    name = split_camel(coll_name)
    return name if name.endswith("s") else plural_of(name)


def _filter_pool(env: Environment, ask: list[dict]) -> dict[str, list[dict]]:
    """Per collection, single filters of the generated filter-only calls (in row order)."""
    pool: dict[str, list[dict]] = {}
    for row in ask:
        for call in parse_calls(row["ground_truth"]):
            if call.is_aggregation or call.groupby_property or call.has_search:
                continue
            if call.filter_tree is not None:
                continue
            d = call.to_dict()
            for key, entries in d.items():
                if key.endswith("_filters"):
                    for e in entries:
                        pool.setdefault(call.collection_name, []).append({key: [e]})
    return pool


def search_rows(
    inv: InventedEnv,
    env: Environment,
    quota: dict[str, int],
    filters: dict[str, list[dict]],
    execute,
    rng: random.Random,
) -> list[dict]:
    """`quota[collection]` search rows for each prose collection of the environment."""
    out: list[dict] = []
    env_name = " ".join(w.capitalize() for w in inv.id.split("-"))
    for coll_name, n in quota.items():
        coll = env.collection(coll_name)
        assert coll is not None
        prose = inv.prose[coll_name]
        words = inv.words[coll_name]
        topics = inv.topics[coll_name]
        seen: set[str] = set()
        tries = 0
        made = 0
        while made < n and tries < 20 * n:
            tries += 1
            topic = (
                topics[(made + tries) % len(topics)] if rng.random() < 0.5 else rng.choice(topics)
            )
            call: dict[str, Any] = {"collection_name": coll_name, "search_query": topic}
            f = ""
            pool = filters.get(coll_name) or []
            if pool and rng.random() < FILTERED_SHARE:
                extra = rng.choice(pool)
                ((key, (entry,)),) = extra.items()
                prop = coll.prop(entry["property_name"])
                assert prop is not None
                call[key] = [entry]
                f = filter_phrase(entry, prop.kind, words[prop.name], rng)
            call = parse_call(call).to_dict()
            result = execute(inv.id, call)
            if not _non_empty(result):
                continue
            shape = rng.choice(SEARCH_SHAPES)
            if "{p}" in shape and not words[prose]:
                continue
            records = _records(coll_name, coll.description, rng)
            after = bool(f) and rng.random() < 0.5  # the filter after the topic
            text = shape.format(
                r=records, R=records[:1].upper() + records[1:], t=topic, t_cap=topic[:1].upper() + topic[1:],
                f="" if after else f, p=words[prose],
            )  # fmt: skip
            if after:
                joint = rng.choice(
                    (", only the ones{f}", ", just those{f}", " ({g})", ", limited to those{f}")
                )
                text = text[:-1] + joint.format(f=f, g=f.strip()) + text[-1]
            phrasing = "explicit"
            if rng.random() < CONVERSATIONAL_SHARE:
                phrasing = "conversational"
                context = rng.choice(CONTEXTS).format(e=env_name)
                if not context.endswith((". ", "! ")) and not re.match(r"I\b", text):
                    text = text[:1].lower() + text[1:]
                text = context + text
            if text in seen:
                continue
            seen.add(text)
            out.append(
                {
                    "query_id": f"{inv.id}-search-{len(out):03d}",
                    "environment": inv.id,
                    "phrasing": phrasing,
                    "command": text,
                    "ground_truth": [call],
                    "source": "search",
                }
            )
            made += 1
    return out


# ---- checks --------------------------------------------------------------------------------


def _non_empty(result: Any) -> bool:
    if result.kind == "retrieval":
        return bool(result.value)
    if result.kind == "groupby":
        return bool(result.value)
    return any(v not in (None, [], {}) for v in (result.value or {}).values())


def checked(row: dict, env: Environment, execute) -> str | None:
    """Why a corpus row's ground truth is unusable (a schema problem, an empty result), or None."""
    for call in row["ground_truth"]:
        issues = check_call(parse_call(call), env)
        if issues:
            return f"{row['query_id']}: {issues[0][0]}: {issues[0][1]}"
        if not _non_empty(execute(row["environment"], call)):
            return f"{row['query_id']}: a call returns nothing"
    return None


# ---- the build -------------------------------------------------------------------------------


def _bar(total: int, desc: str, progress: bool):
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="env", disable=not progress, file=sys.stderr)


def _say(text: str, progress: bool) -> None:
    from tqdm import tqdm

    tqdm.write(text, file=sys.stderr) if progress else print(text, file=sys.stderr)


def _edge_row(row: dict, env: Environment) -> dict | None:
    if row["behavior"] not in EDGE_BEHAVIORS or (row.get("expect") or {}).get("retry"):
        return None
    calls = [parse_call(c).to_dict() for c in edge_calls(row, env)]
    return {
        "query_id": row["query_id"],
        "environment": row["environment"],
        "phrasing": row["phrasing"],
        "command": row["command"],
        "ground_truth": calls,
        "source": "edge",
    }


def _ask_row(row: dict) -> dict:
    return {
        "query_id": row["query_id"],
        "environment": row["environment"],
        "phrasing": row["phrasing"],
        "command": row["command"],
        "ground_truth": [c.to_dict() for c in parse_calls(row["ground_truth"])],
        "source": "env-queries",
    }


def _quotas(envs: list[InventedEnv], base_rows: dict[str, int]) -> dict[str, dict[str, int]]:
    """Search rows per prose collection, so that searches are SEARCH_SHARE of the corpus."""
    prose = [(e.id, c) for e in envs if e.id in base_rows for c in e.collections if c in e.prose]
    if not prose:
        return {}
    total = round(sum(base_rows.values()) * SEARCH_SHARE / (1 - SEARCH_SHARE))
    out: dict[str, dict[str, int]] = {}
    for i, (eid, c) in enumerate(prose):
        n = total // len(prose) + (1 if i < total % len(prose) else 0)
        out.setdefault(eid, {})[c] = n
    return out


def _meta(e: InventedEnv) -> dict:
    return {
        "domain": e.domain,
        "description": e.description,
        "habit": e.habit,
        "description_habit": e.description_habit,
        "formats": e.formats,
        "nouns": {c: list(v) for c, v in e.nouns.items()},
        "words": e.words,
        "prose": e.prose,
        "topics": e.topics,
    }


def build_corpus(
    out: str | Path,
    count: int = 48,
    queries: int = 60,
    seed: int = 0,
    progress: bool = True,
) -> Path:
    """Build the corpus under `out` (module docstring) and return the path of corpus.jsonl.
    The folders and files it writes there (sources, snapshot, ws, corpus.jsonl, envs.json,
    manifest.json) are replaced; nothing else in `out` is touched."""
    from gymkit.engine.duckdb import DuckDBEngine
    from gymkit.generate.own import GenerationError, generated_rows, write_generated
    from gymkit.sources.imports import finish_snapshot, import_environment
    from gymkit.store import load_snapshot

    root = Path(out)
    root.mkdir(parents=True, exist_ok=True)
    for name in ("sources", "snapshot", "ws"):
        shutil.rmtree(root / name, ignore_errors=True)
    for name in ("corpus.jsonl", "envs.json", "manifest.json"):
        (root / name).unlink(missing_ok=True)
    snapshot, sources = root / "snapshot", root / "sources"

    envs = invent(count, seed)
    skipped: dict[str, str] = {}
    with _bar(len(envs), "import", progress) as bar:
        for e in envs:
            folder = e.write(sources / e.id)
            try:
                import_environment(
                    e.id, folder / "schema.json", folder / "objects", snapshot, echo=lambda _: None
                )
            except GymError as err:
                skipped[e.id] = f"import: {str(err).splitlines()[0]}"
                _say(f"skipped {e.id}: {skipped[e.id]}", progress)
            bar.update(1)
    generated: dict[str, Any] = {}
    with _bar(len(envs), "queries", progress) as bar:
        for e in envs:
            if e.id not in skipped:
                try:
                    g = generated_rows(snapshot, e.id, count=queries, seed=seed, progress=False)
                    write_generated(snapshot, g)
                    generated[e.id] = g
                except GenerationError as err:
                    skipped[e.id] = f"queries: {str(err).splitlines()[0]}"
                    _say(f"skipped {e.id}: {skipped[e.id]}", progress)
                    shutil.rmtree(snapshot / e.id, ignore_errors=True)
            bar.update(1)
    if not generated:
        raise GymError(f"{root}: no environment could be built ({len(skipped)} skipped)")
    finish_snapshot(snapshot)
    gym_db = root / "ws" / "gym.duckdb"
    load_snapshot(
        snapshot, gym_db, replace=True, source=f"ranker corpus (count={count}, seed={seed})"
    )

    schemas = {eid: read_schema(snapshot / eid / "schema.json", env_id=eid) for eid in generated}
    engine = DuckDBEngine(gym_db, schemas)
    by_id = {e.id: e for e in envs}
    rows_by_env: dict[str, list[dict]] = {}
    dropped: Counter = Counter()
    problems: list[str] = []
    try:
        with _bar(len(generated), "corpus", progress) as bar:
            for eid, g in generated.items():
                env = schemas[eid]
                rows = [_ask_row(r) for r in g.ask]
                rows += [r for r in (_edge_row(r, env) for r in g.edge) if r is not None]
                kept = []
                for r in rows:
                    why = checked(r, env, engine.execute)
                    if why is None:
                        kept.append(r)
                    else:
                        dropped[r["source"]] += 1
                        problems.append(why)
                rows_by_env[eid] = kept
                bar.update(1)
        quotas = _quotas(envs, {eid: len(r) for eid, r in rows_by_env.items()})
        for eid in rows_by_env:
            inv, env = by_id[eid], schemas[eid]
            rng = random.Random(f"gymkit-ranker-corpus/{seed}/{eid}")
            rows_by_env[eid] += search_rows(
                inv, env, quotas.get(eid, {}), _filter_pool(env, generated[eid].ask),
                engine.execute, rng,
            )  # fmt: skip
    finally:
        engine.close()

    corpus = root / "corpus.jsonl"
    sources_count: Counter = Counter()
    with corpus.open("w", encoding="utf-8") as fh:
        for e in envs:
            for r in rows_by_env.get(e.id, []):
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
                sources_count[r["source"]] += 1
    (root / "envs.json").write_text(
        json.dumps(
            {e.id: _meta(e) for e in envs if e.id in generated}, indent=1, ensure_ascii=False
        )
        + "\n",
        encoding="utf-8",
    )
    manifest = {
        "count": count,
        "queries": queries,
        "seed": seed,
        "environments": len(generated),
        "skipped": skipped,
        "rows": sum(sources_count.values()),
        "rows_by_source": {s: sources_count[s] for s in SOURCES},
        "dropped_by_source": {s: dropped[s] for s in SOURCES if dropped[s]},
        "dropped": problems,
    }
    (root / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return corpus


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gymkit.agents.ranker.train.corpus",
        description="Build the ranker's training corpus over invented schemas.",
    )
    parser.add_argument("out", type=Path, help="output folder")
    parser.add_argument("--count", type=int, default=48, help="invented environments")
    parser.add_argument("--queries", type=int, default=60, help="generated queries per env")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    try:
        path = build_corpus(
            args.out, args.count, args.queries, args.seed, progress=sys.stderr.isatty()
        )
    except GymError as e:
        print(str(e).splitlines()[0], file=sys.stderr)
        return 1
    m = json.loads((args.out / "manifest.json").read_text(encoding="utf-8"))
    by = ", ".join(f"{k} {v}" for k, v in m["rows_by_source"].items())
    print(
        f"{path}: {m['rows']} rows ({by}); {m['environments']} environments, "
        f"{len(m['skipped'])} skipped, {sum(m.get('dropped_by_source', {}).values())} rows dropped; "
        f"{time.perf_counter() - t0:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
