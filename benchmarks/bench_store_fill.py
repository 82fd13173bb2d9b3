"""Time the run store's writes as it fills with big runs: does the N-th run write as fast as
the first?

    .venv/bin/python benchmarks/bench_store_fill.py [--runs 8] [--queries 530] [--uuids 1100000]
        [--flush 60]

Each run writes `--queries` predictions through `RunStore.write` in batches of `--flush` (as a
run's Writer flushes), each with one retrieval and one aggregation; the retrievals hold
`--uuids` uuids in all, most of them in a few big retrievals as at 100,000 objects per
collection (a run there retrieves about 1.1 million). Prints each run's write time, the
slowest batch and the store's size, in a temporary folder.
"""

from __future__ import annotations

import argparse
import tempfile
import time
import uuid as _uuid
from pathlib import Path

import numpy as np

from gymkit.runs import Prediction, RunStore


def sizes(queries: int, total: int, rng: np.random.Generator) -> list[int]:
    """How many uuids each query's retrieval returns: heavy-tailed, summing to about total."""
    raw = rng.pareto(1.2, queries) + 0.05
    scale = total / raw.sum()
    while sum(min(20_000, int(x)) for x in raw * scale) < total * 0.99:  # the cap cuts the tail
        scale *= 1.05
    return [min(20_000, int(x)) for x in raw * scale]


def run_once(store: RunStore, name: str, counts: list[int], pool: list[str], flush: int) -> dict:
    store.start_run(name, {"agent": "bench"})
    batch, slowest, start = [], 0.0, time.perf_counter()
    for i, k in enumerate(counts):
        pred = Prediction(
            set="ask_mode",
            query_id=f"q{i:04d}",
            environment="env",
            calls=[{"collection_name": "C"}, {"collection_name": "C"}],
            results=[
                {"collection": "C", "kind": "retrieval", "value": pool[:k]},
                {"collection": "C", "kind": "aggregation", "value": {"count": k}},
            ],
        )
        batch.append((pred, None))
        if len(batch) == flush or i == len(counts) - 1:
            t = time.perf_counter()
            store.write(name, batch)
            slowest = max(slowest, time.perf_counter() - t)
            batch = []
    store.end_run(name, "finished")
    return {"seconds": time.perf_counter() - start, "slowest": slowest}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=8)
    ap.add_argument("--queries", type=int, default=530)
    ap.add_argument("--uuids", type=int, default=1_100_000)
    ap.add_argument("--flush", type=int, default=60)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    counts = sizes(args.queries, args.uuids, rng)
    pool = [str(_uuid.UUID(int=int(x))) for x in rng.integers(0, 2**62, max(counts) + 1)]
    print(f"{args.queries} queries per run, {sum(counts):,} uuids, flush every {args.flush}")
    print("| run | write time | slowest batch | store size |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        store = RunStore(Path(tmp) / "runs.duckdb")
        for n in range(1, args.runs + 1):
            r = run_once(store, f"run{n}", counts, pool, args.flush)
            mb = store.path.stat().st_size / 1e6
            print(f"| {n} | {r['seconds']:.2f} s | {r['slowest']:.2f} s | {mb:.0f} MB |")


if __name__ == "__main__":
    main()
