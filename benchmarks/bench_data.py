"""Wall time, CPU time and peak memory of `gymkit data --objects N` (generate + load), per size.

Each size runs `gymkit data` as a child of a fresh wrapper process (benchmarks/_measure.py), so
the wrapper's `RUSAGE_CHILDREN` is that command's alone: its CPU time, and the largest peak RSS
of any one of its processes. The generator writes Parquet files in worker processes, so the
wrapper also samples the summed RSS of the whole process tree (/proc, every 0.2 s). Phases come
from the command's progress lines (`generate [  12.3s] ...`). Usage:
    .venv/bin/python benchmarks/bench_data.py [--sizes 1000,10000,100000] [--seed 0]
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _measure import measure  # noqa: E402

PROGRESS = re.compile(r"generate \[\s*([\d.]+)s\] (.*)")


def phases(stderr: str, wall: float) -> dict[str, float]:
    """Seconds to the end of generation (the last progress line) and the load after it."""
    stamps = [float(m.group(1)) for m in PROGRESS.finditer(stderr)]
    if not stamps:
        return {}
    return {"generate_s": stamps[-1], "load_s": max(0.0, wall - stamps[-1])}


def run(objects: int, seed: int) -> dict:
    gymkit = str(Path(sys.executable).with_name("gymkit"))
    tmp = tempfile.mkdtemp(prefix="bench_data_")
    try:
        m = measure(
            [gymkit, "data", "--objects", str(objects), "--seed", str(seed), "--out", f"{tmp}/ws"]
        )
        if m["rc"] != 0:
            raise SystemExit(f"bench_data: gymkit data failed:\n{m['stderr'][-2000:]}")
        out = {
            "wall_s": m["wall"],
            "cpu_s": m["cpu"],
            "max_rss_mb": m["peak_mb"],
            "tree_rss_mb": m["tree_mb"],
        }
        out.update(phases(m["stderr"], m["wall"]))
        return out
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print(
        f"{'objects':>9} {'wall s':>8} {'CPU s':>8} {'generate s':>11} {'load s':>7} "
        f"{'max RSS MB':>11} {'tree RSS MB':>12}"
    )
    for n in [int(x) for x in args.sizes.split(",") if x]:
        r = run(n, args.seed)
        print(
            f"{n:9,} {r['wall_s']:8.1f} {r['cpu_s']:8.1f} {r.get('generate_s', 0):11.1f} "
            f"{r.get('load_s', 0):7.1f} {r['max_rss_mb']:11.0f} {r['tree_rss_mb']:12.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
