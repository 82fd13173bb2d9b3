"""Time and memory of the offline generator: the default gym (+ DuckDB load), and one
environment at 100,000 and 1,000,000 objects per collection.

Each run is a child process, so its peak RSS is its own. Usage:
    .venv/bin/python benchmarks/bench_generate.py [--env public-transit] [--sizes 100000,1000000] [--skip-default]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from gymkit.generate.writer import generate_snapshot
out, objects, envs, load = Path(sys.argv[1]), int(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4] == "1"
t = time.perf_counter()
generate_snapshot(out / "snapshot", objects=objects, environments=envs, progress=False)
gen = time.perf_counter() - t
loaded = None
if load:
    from gymkit.store import load_snapshot
    t = time.perf_counter()
    load_snapshot(out / "snapshot", out / "gym.duckdb")
    loaded = time.perf_counter() - t
size = sum(p.stat().st_size for p in (out / "snapshot").rglob("*") if p.is_file())
print(json.dumps({"generate_s": gen, "load_s": loaded, "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "snapshot_mb": size / 2**20}))
"""


def run(objects: int, envs: list[str] | None, load: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="bench_generate_") as tmp:
        t = time.perf_counter()
        proc = subprocess.run(
            [
                sys.executable,
                "-c",
                CHILD,
                tmp,
                str(objects),
                json.dumps(envs),
                "1" if load else "0",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        if proc.returncode != 0:
            raise SystemExit(
                f"bench_generate: child failed for objects={objects}:\n{proc.stderr[-2000:]}"
            )
        out = json.loads(proc.stdout.strip().splitlines()[-1])
        out["wall_s"] = time.perf_counter() - t
        return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--env", default="public-transit")
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--skip-default", action="store_true")
    args = ap.parse_args()
    rows = []
    if not args.skip_default:
        rows.append(("all five, 1,000 (default) + load", run(1000, None, True)))
    for n in [int(x) for x in args.sizes.split(",") if x]:
        rows.append((f"{args.env}, {n:,}", run(n, [args.env], False)))
    print(
        f"{'run':40} {'generate s':>11} {'load s':>8} {'wall s':>8} {'peak RSS MB':>12} {'files MB':>9}"
    )
    for name, r in rows:
        load = f"{r['load_s']:.1f}" if r["load_s"] is not None else "-"
        print(
            f"{name:40} {r['generate_s']:11.1f} {load:>8} {r['wall_s']:8.1f} {r['peak_rss_mb']:12.0f} {r['snapshot_mb']:9.1f}"
        )


if __name__ == "__main__":
    main()
