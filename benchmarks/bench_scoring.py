"""Time scoring all three query sets for one agent (the oracle), and print a table.

Usage: .venv/bin/python benchmarks/bench_scoring.py [--workspace DIR] [--repeat N]

The oracle's answers are prepared first (not timed); then every row of ask_mode, search_mode
and edge_case_1 is scored with `gymkit.scoring.score`, which executes each predicted call on
the DuckDB engine. The engine's search indexes are built first and timed apart (a one-time
cost of the engine, not of scoring); the first scoring pass is then cold (DuckDB's caches),
later passes warm. The target is under 5 s for all three sets.
"""

from __future__ import annotations

import argparse
import time

from gymkit.agents import get_agent
from gymkit.agents.base import Plan
from gymkit.gym import open_gym
from gymkit.scoring import SETS, score


def answers(gym, agent) -> dict[str, list[tuple[dict, Plan]]]:
    """Each set's rows with the oracle's final answer (seed and revise for retry cases)."""
    out: dict[str, list[tuple[dict, Plan]]] = {}
    for set_name in SETS:
        rows = []
        for row in gym.queries(set_name):
            env = gym.environment(row["environment"])
            plan = agent.plan(row["command"], env)
            if set_name == "edge_case_1" and row.get("seed_output"):
                plan = agent.revise(row["command"], env, plan, []) or plan
            rows.append((row, plan))
        out[set_name] = rows
    return out


def build_search_indexes(gym) -> float:
    """Build the engine's BM25 indexes (one per collection, once per process); seconds taken."""
    t0 = time.perf_counter()
    for env in gym.environments.values():
        for coll in env.collections:
            if coll.searchable_properties:
                gym.execute(env.id, {"collection_name": coll.name, "search_query": "index"})
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workspace", default=None, help="gym workspace (default: data/)")
    parser.add_argument("--repeat", type=int, default=3, help="timed passes (the first is cold)")
    args = parser.parse_args()
    gym = open_gym(args.workspace)
    prepared = answers(gym, get_agent("oracle", gym=gym))
    print(f"engine search indexes built in {build_search_indexes(gym):.2f} s (once per process)")
    print(f"{'pass':<6}{'set':<14}{'queries':>8}{'seconds':>9}{'passed':>8}")
    for k in range(args.repeat):
        total, t_all = 0, time.perf_counter()
        for set_name, rows in prepared.items():
            t0 = time.perf_counter()
            passed = sum(score(set_name, r, p.calls, p.error, gym).row["passed"] for r, p in rows)
            dt = time.perf_counter() - t0
            total += len(rows)
            label = "cold" if k == 0 else f"warm{k}"
            print(
                f"{label:<6}{set_name:<14}{len(rows):>8}{dt:>9.2f}{passed / max(len(rows), 1):>8.1%}"
            )
        print(f"{'':<6}{'all':<14}{total:>8}{time.perf_counter() - t_all:>9.2f}")


if __name__ == "__main__":
    main()
