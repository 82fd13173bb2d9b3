"""Wall time, CPU time and peak memory of `gymkit data --objects N` (generate + load), per size.

Each size runs `gymkit data` as a child of a fresh wrapper process, so the wrapper's
`RUSAGE_CHILDREN` is that command's alone: its CPU time, and the largest peak RSS of any one
of its processes. The generator writes Parquet files in worker processes, so the wrapper also
samples the summed RSS of the whole process tree (/proc, every 0.2 s). Phases come from the
command's progress lines (`generate [  12.3s] ...`). Usage:
    .venv/bin/python benchmarks/bench_data.py [--sizes 1000,10000,100000] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

WRAPPER = r"""
import json, os, resource, subprocess, sys, time
from pathlib import Path

def tree_rss(root):
    kids = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                fields = Path(f"/proc/{d}/stat").read_text().rsplit(")", 1)[1].split()
                kids.setdefault(int(fields[1]), []).append((int(d), int(fields[21])))
            except (OSError, IndexError, ValueError):
                pass
    total, todo = 0, [root]
    page = os.sysconf("SC_PAGE_SIZE")
    while todo:
        for pid, rss in kids.get(todo.pop(), []):
            total += rss * page
            todo.append(pid)
    return total

gymkit, objects, seed, out = sys.argv[1:5]
t = time.perf_counter()
proc = subprocess.Popen([gymkit, "data", "--objects", objects, "--seed", seed, "--out", out],
                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
lines, peak = [], 0
import threading
reader = threading.Thread(target=lambda: lines.extend(proc.stderr), daemon=True)
reader.start()
while proc.poll() is None:
    peak = max(peak, tree_rss(os.getpid()))
    time.sleep(0.2)
reader.join()
wall = time.perf_counter() - t
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"rc": proc.returncode, "wall_s": wall, "cpu_s": ru.ru_utime + ru.ru_stime,
                  "max_rss_mb": ru.ru_maxrss / 1024, "tree_rss_mb": peak / 2**20,
                  "stderr": "".join(lines)}))
"""
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
        proc = subprocess.run(
            [sys.executable, "-c", WRAPPER, gymkit, str(objects), str(seed), f"{tmp}/ws"],
            capture_output=True,
            text=True,
            check=False,
        )
        if proc.returncode != 0:
            raise SystemExit(f"bench_data: wrapper failed:\n{proc.stderr[-2000:]}")
        out = json.loads(proc.stdout.strip().splitlines()[-1])
        if out["rc"] != 0:
            raise SystemExit(f"bench_data: gymkit data failed:\n{out['stderr'][-2000:]}")
        out.update(phases(out.pop("stderr"), out["wall_s"]))
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
