"""Time `gymkit run`'s hot path: answering, scoring and writing to runs.duckdb.

    .venv/bin/python benchmarks/bench_run.py [--workspace data] [--agent oracle] [--set ask_mode]

Runs the agent on a copy of the workspace's gym (the real run store is never touched), once per
flush interval: 0 writes every answer in its own transaction (open, write, close), the default
batches what is answered within half a second. Also times bare store writes. Without a prepared
gym it generates one with 200 objects per collection.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from gymkit.prepare import prepare
from gymkit.runs import FLUSH_SECONDS, Prediction, RunStore, run
from gymkit.workspace import Workspace


def gym_copy(workspace: str | None, tmp: Path) -> Path:
    """A workspace in `tmp` holding a copy of the gym (generated when there is none)."""
    ws = tmp / "ws"
    ws.mkdir()
    src = Workspace.of(workspace).gym_db
    if src.is_file():
        shutil.copy(src, ws / "gym.duckdb")
    else:
        print(f"no gym at {src}; generating one (200 objects per collection)")
        prepare(source="generate", objects=200, workspace=ws, progress=False)
    return ws


def time_run(ws: Path, agent: str, sets: str, flush: float) -> tuple[int, float]:
    (ws / "runs.duckdb").unlink(missing_ok=True)
    t0 = time.perf_counter()
    summary = run(agent, sets, workspace=ws, progress=False, name="bench", flush_seconds=flush)
    return sum(m["queries"] for m in summary["sets"].values()), time.perf_counter() - t0


def time_writes(ws: Path, n: int = 200) -> float:
    """Milliseconds per bare write (one prediction, no score) in its own transaction."""
    store = RunStore(ws / "bare.duckdb")
    store.start_run("bare", {"agent": "bench", "settings": {}})
    call = {"collection_name": "X", "search_query": "a few words"}
    t0 = time.perf_counter()
    for i in range(n):
        store.write("bare", [(Prediction("ask_mode", f"q-{i}", "env", calls=[call]), None)])
    return (time.perf_counter() - t0) / n * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workspace", default=None)
    ap.add_argument("--agent", default="oracle")
    ap.add_argument("--set", dest="sets", default="all")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        ws = gym_copy(args.workspace, Path(tmp))
        rows = []
        for flush in (0.0, FLUSH_SECONDS):
            n, secs = time_run(ws, args.agent, args.sets, flush)
            rows.append((f"run {args.agent}, flush {flush:g} s", n, secs))
        write_ms = time_writes(ws)
    print(f"{'case':<32}{'queries':>9}{'seconds':>9}{'q/s':>8}{'ms/q':>8}")
    for label, n, secs in rows:
        print(f"{label:<32}{n:>9}{secs:>9.2f}{n / secs:>8.1f}{secs / n * 1000:>8.1f}")
    print(
        f"{'bare store write (1 per txn)':<32}{200:>9}{write_ms * 200 / 1000:>9.2f}{'':>8}{write_ms:>8.1f}"
    )


if __name__ == "__main__":
    main()
