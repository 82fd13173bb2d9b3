"""Time the DuckDB engine's hot paths and print a table (p50/p95 per call, in milliseconds).

    .venv/bin/python benchmarks/bench_engine.py [--rows 1000000] [--repeat 15] [--workspace data]

1. BM25 search on a 1,000-document collection (two searchable properties).
2. Filters, aggregations and search on a synthetic collection of --rows objects built in
   DuckDB with range() (target: p50 < 100 ms for filters and aggregations).
3. When a generated gym exists (<workspace>/gym.duckdb): every ask_mode ground truth executed
   (target: < 2 s for all 250), and how many results equal the reference_results.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import duckdb

from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.search import SearchIndex
from gymkit.schema import Collection, Environment, Property

WORDS = [
    "river",
    "harbor",
    "mountain",
    "lantern",
    "orchard",
    "meadow",
    "signal",
    "copper",
    "granite",
    "willow",
    "beacon",
    "ferry",
    "canyon",
    "prairie",
    "glacier",
    "summit",
    "valley",
    "forest",
    "island",
    "marsh",
    "delta",
    "ridge",
    "bay",
    "cove",
    "dune",
    "station",
    "depot",
    "tunnel",
    "bridge",
    "corridor",
    "plaza",
    "market",
    "library",
    "school",
    "clinic",
    "garden",
    "park",
]
CATEGORIES = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"]

SYNTH = Environment(
    id="synthetic",
    name="Synthetic",
    collections=[
        Collection(
            name="Items",
            properties=[
                Property(name="code", type="filterable_text", is_identifier=True),
                Property(name="body", type="searchable_text"),
                Property(name="category", type="filterable_text"),
                Property(name="quantity", type="int"),
                Property(name="price", type="number"),
                Property(name="active", type="boolean"),
                Property(name="day", type="date"),
                Property(name="tags", type="text_array"),
                Property(name="sizes", type="int_array"),
            ],
        )
    ],
)


def build_synthetic(rows: int) -> duckdb.DuckDBPyConnection:
    """An in-memory gym with one collection of `rows` objects, every column derived from i."""
    con = duckdb.connect()
    words = "[" + ", ".join(f"'{w}'" for w in WORDS) + "]"
    cats = "[" + ", ".join(f"'{c}'" for c in CATEGORIES) + "]"
    n = len(WORDS)
    body = ", ".join(f"{words}[1 + (hash(i + {k}) % {n})::BIGINT]" for k in range(6))
    con.execute("CREATE SCHEMA synthetic")
    con.execute(
        f"""
        CREATE TABLE synthetic."Items" AS
        SELECT printf('u%08d', i) AS uuid,
               printf('ITM-%07d', i) AS code,
               concat_ws(' ', {body}) AS body,
               {cats}[1 + i % 7] AS category,
               (hash(i * 7) % 1000)::BIGINT AS quantity,
               round((hash(i * 13) % 100000) / 100.0, 2)::DOUBLE AS price,
               (i % 3 = 0) AS active,
               (DATE '2020-01-01' + (hash(i * 17) % 2000)::INTEGER) AS day,
               list_slice([{cats}[1 + i % 7], {cats}[1 + (i + 1) % 7], {cats}[1 + (i + 3) % 7]],
                          1, 1 + (i % 3)) AS tags,
               list_slice([(i % 10)::BIGINT, (i % 13)::BIGINT], 1, 1 + (i % 2)) AS sizes
        FROM range({rows}) t(i)
        """
    )
    return con


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    fn()  # warm up (caches, lazy indexes)
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def row(name: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    return f"| {name:<46} | {len(ms):>4} | {statistics.median(ms):>9.2f} | {p95:>9.2f} |"


def header(title: str) -> None:
    print(f"\n{title}\n| {'case':<46} | {'n':>4} | {'p50 ms':>9} | {'p95 ms':>9} |")
    print(f"|{'-' * 48}|{'-' * 6}|{'-' * 11}|{'-' * 11}|")


def bench_bm25(repeat: int) -> None:
    rng = random.Random(0)
    docs = [" ".join(rng.choice(WORDS) for _ in range(150)) for _ in range(1000)]
    other = [" ".join(rng.choice(WORDS) for _ in range(40)) for _ in range(1000)]
    uuids = [f"d{i:05d}" for i in range(1000)]
    t = time.perf_counter()
    index = SearchIndex(uuids, {"body": docs, "title": other})
    build = (time.perf_counter() - t) * 1000
    queries = [" ".join(rng.choice(WORDS) for _ in range(3)) for _ in range(max(repeat, 50))]
    ms = []
    for q in queries:
        t = time.perf_counter()
        index.search(q)
        ms.append((time.perf_counter() - t) * 1000)
    header("BM25 search, 1,000 documents x 2 searchable properties")
    print(row("index build (once per collection)", [build]))
    print(row("search (3-word query)", ms))


def synthetic_calls() -> dict[str, dict]:
    c = "Items"

    def f(list_name: str, **entry) -> dict:
        return {"collection_name": c, list_name: [entry]}

    def agg(list_name: str, prop: str, metric: str, **extra) -> dict:
        return {
            "collection_name": c,
            list_name: [{"property_name": prop, "metric": metric}],
            **extra,
        }

    selective = {"property_name": "quantity", "operator": "=", "value": 7}
    return {
        "filter text = (1 row)": f(
            "text_property_filters", property_name="code", operator="=", value="ITM-0012345"
        ),
        "filter text LIKE prefix (100 rows)": f(
            "text_property_filters", property_name="code", operator="LIKE", value="ITM-00123*"
        ),
        "filter numeric = (~0.1%)": {"collection_name": c, "numeric_property_filters": [selective]},
        "filter numeric range + date range": {
            "collection_name": c,
            "numeric_property_filters": [
                {"property_name": "price", "operator": ">=", "value": 999.5}
            ],
            "date_property_filters": [
                {"property_name": "day", "operator": "<", "value": "2020-03-01"}
            ],
        },
        "filter boolean + text (~5%)": {
            "collection_name": c,
            "boolean_property_filters": [
                {"property_name": "active", "operator": "=", "value": True}
            ],
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": "<", "value": 100}
            ],
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "beta"}
            ],
        },
        "filter CONTAINS_ALL text[] + numeric": {
            "collection_name": c,
            "array_property_filters": [
                {"property_name": "tags", "operator": "CONTAINS_ALL", "values": ["beta", "gamma"]}
            ],
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": "<", "value": 10}
            ],
        },
        "filter CONTAINS_ANY int[] + numeric": {
            "collection_name": c,
            "numeric_array_property_filters": [
                {"property_name": "sizes", "operator": "CONTAINS_ANY", "values": [3, 12]}
            ],
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": "<", "value": 10}
            ],
        },
        "filter_tree OR (B8 style)": {
            "collection_name": c,
            "filter_tree": {
                "combine": "OR",
                "filters": [
                    {"property_name": "code", "operator": "=", "value": "ITM-0000042"},
                    {"property_name": "code", "operator": "=", "value": "ITM-0999999"},
                ],
            },
        },
        "retrieval of ~14% of rows (sorted uuids)": f(
            "text_property_filters", property_name="category", operator="=", value="gamma"
        ),
        "agg COUNT+MEAN+SUM numeric, all rows": {
            "collection_name": c,
            "numeric_property_aggregations": [
                {"property_name": "price", "metric": m} for m in ("COUNT", "MEAN", "SUM")
            ],
        },
        "agg MEDIAN numeric": agg("numeric_property_aggregations", "price", "MEDIAN"),
        "agg MODE numeric (ties)": agg("numeric_property_aggregations", "quantity", "MODE"),
        "agg TOP_OCCURRENCES text": agg(
            "text_property_aggregations",
            "category",
            "TOP_OCCURRENCES",
        ),
        "agg COUNT_DISTINCT text (all distinct)": agg(
            "text_property_aggregations", "code", "COUNT_DISTINCT"
        ),
        "agg PERCENTAGE_TRUE boolean": agg(
            "boolean_property_aggregations", "active", "PERCENTAGE_TRUE"
        ),
        "agg EARLIEST/LATEST date": {
            "collection_name": c,
            "date_property_aggregations": [
                {"property_name": "day", "metric": "EARLIEST"},
                {"property_name": "day", "metric": "LATEST"},
            ],
        },
        "agg TOP_OCCURRENCES text[] (unnested)": agg(
            "text_property_aggregations", "tags", "TOP_OCCURRENCES"
        ),
        "agg filtered MEAN (~5%)": {
            **agg("numeric_property_aggregations", "price", "MEAN"),
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": "<", "value": 50}
            ],
        },
        "groupby category: SUM + MODE": {
            "collection_name": c,
            "groupby_property": "category",
            "numeric_property_aggregations": [
                {"property_name": "quantity", "metric": "SUM"},
                {"property_name": "quantity", "metric": "MODE"},
            ],
        },
        "groupby tags (array): MEAN": agg(
            "numeric_property_aggregations", "price", "MEAN", groupby_property="tags"
        ),
        "search (no filter)": {"collection_name": c, "search_query": "harbor lantern"},
        "search + selective filter": {
            "collection_name": c,
            "search_query": "harbor lantern",
            "numeric_property_filters": [selective],
        },
        "search + aggregation": {
            "collection_name": c,
            "search_query": "harbor lantern",
            "numeric_property_aggregations": [{"property_name": "price", "metric": "MEAN"}],
        },
    }


def bench_synthetic(rows: int, repeat: int) -> None:
    t = time.perf_counter()
    con = build_synthetic(rows)
    built = time.perf_counter() - t
    engine = DuckDBEngine(con, {SYNTH.id: SYNTH})
    t = time.perf_counter()
    engine.execute(SYNTH.id, {"collection_name": "Items", "search_query": "harbor"})
    index_s = time.perf_counter() - t
    header(
        f"Synthetic collection, {rows:,} objects (built in {built:.1f} s; BM25 index {index_s:.1f} s)"
    )
    for name, call in synthetic_calls().items():
        print(row(name, timed(lambda c=call: engine.execute(SYNTH.id, c), repeat)))
    con.close()


def bench_gym(workspace: Path) -> None:
    from gymkit.call import parse_calls
    from gymkit.gym import open_gym

    if not (workspace / "gym.duckdb").is_file():
        print(f"\n(no {workspace / 'gym.duckdb'}: skipping the ask_mode ground truths)")
        return
    gym = open_gym(workspace)
    queries = gym.queries("ask_mode")
    jobs = []
    for q in queries:
        calls = parse_calls(q["ground_truth"])
        for i, call in enumerate(calls):
            jobs.append(
                (q["environment"], call, (q.get("reference_results") or [None] * len(calls))[i])
            )
    engine = DuckDBEngine(gym.con, gym.environments)
    for _ in range(2):  # the first pass builds the search indexes
        t = time.perf_counter()
        results = [_safe(engine, env, call) for env, call, _ in jobs]
        total = time.perf_counter() - t
        print(f"ask_mode: {len(queries)} queries, {len(jobs)} sub-queries in {total:.2f} s")
    same = sum(
        1
        for (_, call, ref), r in zip(jobs, results)
        if call.search_query is None and r is not None and r.value == ref
    )
    nonsearch = sum(1 for _, call, _ in jobs if call.search_query is None)
    errors = sum(1 for r in results if r is None)
    print(
        f"ask_mode: {same}/{nonsearch} non-search sub-queries equal their reference_results exactly; {errors} errors"
    )
    bench_search_settings(gym)


def bench_search_settings(gym: object) -> None:
    """Mean precision, recall and F1 of search retrievals against their labeled relevant sets."""
    from gymkit.call import parse_calls
    from gymkit.engine.search import SearchSettings

    jobs = []
    for set_name in ("ask_mode", "search_mode"):
        for q in gym.queries(set_name):  # type: ignore[attr-defined]
            calls = parse_calls(q["ground_truth"])
            for call, ref in zip(calls, q.get("reference_results") or []):
                if call.search_query is not None and not call.is_aggregation:
                    jobs.append((q["environment"], call, set(ref)))
    if not jobs:
        return
    print(
        f"\nSearch cut rule vs labeled relevant sets ({len(jobs)} search retrievals, mean over them)"
    )
    print("| limit | min_score_ratio | autocut | precision | recall |    F1 |")
    print("|------:|----------------:|--------:|----------:|-------:|------:|")
    grid = [(limit, None, None) for limit in (20, 50, 100, 200)]
    grid += [(50, None, jumps) for jumps in (1, 2, 3)]
    grid += [(limit, ratio, None) for limit in (100, 200) for ratio in (0.2, 0.3, 0.4, 0.5, 0.6)]
    for limit, ratio, jumps in grid:
        settings = SearchSettings(limit=limit, min_score_ratio=ratio, autocut=jumps)
        engine = DuckDBEngine(gym.con, gym.environments, search=settings)  # type: ignore[attr-defined]
        p_sum = r_sum = f_sum = 0.0
        for env, call, ref in jobs:
            got = set(engine.execute(env, call).value)
            hit = len(got & ref)
            p = hit / len(got) if got else 0.0
            r = hit / len(ref) if ref else 1.0
            p_sum, r_sum = p_sum + p, r_sum + r
            f_sum += 2 * p * r / (p + r) if p + r else 0.0
        n = len(jobs)
        print(
            f"| {limit:>5} | {str(ratio):>15} | {str(jumps):>7} | {p_sum / n:>9.3f} | {r_sum / n:>6.3f} | {f_sum / n:>5.3f} |"
        )


def _safe(engine: DuckDBEngine, env: str, call: object):
    from gymkit.engine.base import EngineError

    try:
        return engine.execute(env, call)
    except EngineError:
        return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--workspace", type=Path, default=Path("data"))
    args = ap.parse_args()
    bench_bm25(args.repeat)
    bench_synthetic(args.rows, args.repeat)
    bench_gym(args.workspace)


if __name__ == "__main__":
    main()
