"""Run one command as a child of a fresh wrapper process and measure it (for the benchmarks).

`measure(cmd, env)` -> {"rc", "wall", "cpu", "peak_mb", "tree_mb", "stdout", "stderr"}: wall
and CPU time, the largest peak resident memory of any one process of the command
(`getrusage(RUSAGE_CHILDREN)` in the wrapper, so that one step's peak is not another's), and the
peak of the summed resident memory of its whole process tree, sampled from /proc every 0.2 s
(a command whose worker processes run at once uses their sum).
"""

from __future__ import annotations

import json
import subprocess
import sys

WRAPPER = r"""
import json, os, resource, subprocess, sys, threading, time
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

t = time.perf_counter()
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
out, err, peak = [], [], 0
readers = [threading.Thread(target=lambda s=s, b=b: b.extend(s), daemon=True)
           for s, b in ((proc.stdout, out), (proc.stderr, err))]
for r in readers:
    r.start()
while proc.poll() is None:
    peak = max(peak, tree_rss(os.getpid()))
    time.sleep(0.2)
for r in readers:
    r.join()
wall = time.perf_counter() - t
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"rc": proc.returncode, "wall": wall, "cpu": ru.ru_utime + ru.ru_stime,
                  "peak_mb": ru.ru_maxrss / 1024, "tree_mb": peak / 2**20,
                  "stdout": "".join(out), "stderr": "".join(err)[-4000:]}))
"""


def measure(cmd: list[str], env: dict | None = None) -> dict:
    """Run `cmd` in a fresh wrapper (with `env`) and return its measurements (module docstring)."""
    done = subprocess.run(
        [sys.executable, "-c", WRAPPER, *cmd], capture_output=True, text=True, env=env
    )
    if done.returncode != 0:
        raise SystemExit(f"the measuring wrapper failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
