"""Time `gymkit env queries` on the example environments and check what the issue asks of a set.

Usage: .venv/bin/python benchmarks/bench_env_queries.py [--count 50] [--seed 0] [--score]

Each example (docs/examples/: seed-library and the three invented domains of make_domains.py)
is imported into a fresh snapshot, loaded into a fresh workspace, and given a generated set
through the same function the CLI calls (`gymkit.prepare.generate_queries`: plans, commands,
edge cases, writing the snapshot and reloading the gym). The table shows the time, the queries,
the time (wall clock and this process's CPU: on a shared machine the wall clock is mostly
waiting), the least frequent operator class (the card: every class at least 3 times), how many commands
pass the read-back check, command lengths (the card's viewer: 44 to 423, mean about 118), the
explicit share and the edge cases by behaviour. With --score, `gymkit run --agent oracle` and
`--agent rules` on the set, through the real CLI.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from gymkit.call import parse_call
from gymkit.call.vocabulary import SEARCH
from gymkit.generate.own import read_back
from gymkit.generate.own._blueprint import derive
from gymkit.generate.plans import supported_classes
from gymkit.prepare import generate_queries, prepare
from gymkit.schema import read_schema
from gymkit.sources.imports import import_environment

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "docs" / "examples"
DOMAINS = ("seed-library", "bike-coop", "star-logs", "vineyard-lots")
GYMKIT = [sys.executable, "-m", "gymkit.cli"]


def _score(agent: str, env: str, ws: Path) -> dict:
    out = subprocess.run(
        [*GYMKIT, "run", "--agent", agent, "--env", env, "--workspace", str(ws), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    sets = json.loads(out.stdout)["sets"]
    return {s: (v["queries"], v["passed_accuracy"]) for s, v in sets.items()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--score", action="store_true")
    args = ap.parse_args()
    print(
        f"{'environment':<14} {'time s':>6} {'cpu s':>5} {'queries':>7} {'min class':>24} {'read-back':>9} "
        f"{'length min/mean/max':>19} {'explicit':>8}  edge cases"
    )
    scores = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in DOMAINS:
            folder = EXAMPLES / name
            snap, ws = Path(tmp) / name / "snap", Path(tmp) / name / "ws"
            queries = folder / "queries.jsonl"
            import_environment(
                name,
                folder / "schema.json",
                folder / "objects",
                snap,
                queries=queries if queries.is_file() else None,
                echo=lambda _: None,
            )
            prepare(source=str(snap), workspace=ws, progress=False)
            t0, c0 = time.perf_counter(), time.process_time()
            g = generate_queries(name, ws, count=args.count, seed=args.seed, progress=False)
            seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
            env = read_schema(snap / name / "schema.json", env_id=name)
            passing = sum(
                not read_back(
                    r["command"], [parse_call(c) for c in json.loads(r["ground_truth"])], env
                )
                for r in g.ask
            )
            counts = g.class_counts()
            allowed = supported_classes(derive(env, snap / name / "objects").blueprint)
            allowed = [c for c in allowed if c != SEARCH]  # no labelled set: no search
            least = min(allowed, key=lambda c: counts.get(c, 0))
            lengths = [len(r["command"]) for r in g.ask]
            explicit = sum(r["phrasing"] == "explicit" for r in g.ask)
            edge = Counter(r["behavior"] for r in g.edge)
            print(
                f"{name:<14} {seconds:>6.1f} {cpu:>5.1f} {len(g.ask):>7} {f'{least} {counts.get(least, 0)}':>24} "
                f"{f'{passing}/{len(g.ask)}':>9} "
                f"{f'{min(lengths)}/{sum(lengths) / len(lengths):.0f}/{max(lengths)}':>19} "
                f"{explicit:>8}  {', '.join(f'{b} {n}' for b, n in sorted(edge.items()))}"
            )
            if args.score:
                scores[name] = {a: _score(a, name, ws) for a in ("oracle", "rules")}
    for name, by_agent in scores.items():
        for agent, sets in by_agent.items():
            text = ", ".join(f"{s} {acc:.3f} of {n}" for s, (n, acc) in sets.items())
            print(f"{name:<14} {agent:<7} {text}")


if __name__ == "__main__":
    main()
