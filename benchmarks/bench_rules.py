"""Time and score the rules agent: planning every query of a gym, and its plan accuracy.

    .venv/bin/python benchmarks/bench_rules.py [--workspace data] [--no-score]

Timing: a fresh agent planning all queries of all three sets (cold: learning each environment
on first use included), then again with the knowledge cached (warm). Accuracy (unless
--no-score): gymkit.scoring's plan_match per set, environment and operator class, with
edge_case_1 retry cases answered the way `gymkit run` does (seed, execute, revise). Without a
gym, the hand-written test commands are timed instead.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gymkit.agents.rules import RulesAgent  # noqa: E402

SETS = ("ask_mode", "search_mode", "edge_case_1")


def _pct(xs: list[bool]) -> str:
    return f"{100 * sum(xs) / len(xs):5.1f}% ({sum(xs)}/{len(xs)})" if xs else "   -"


def bench_fixtures() -> None:
    from tests.agents.rules_cases import CASES
    from tests.agents.rules_fixtures import ENVIRONMENTS, FakeGym

    agent = RulesAgent(gym=FakeGym())
    t0 = time.perf_counter()
    for env, command, _ in CASES:
        agent.plan(command, ENVIRONMENTS[env])
    dt = time.perf_counter() - t0
    print(f"no gym: planned {len(CASES)} hand-written commands in {dt:.3f} s")


def bench_gym(workspace: str | None, score: bool) -> None:
    from gymkit.gym import open_gym

    gym = open_gym(workspace)
    rows = [(s, r) for s in SETS if gym.has_set(s) for r in gym.queries(s)]
    envs = {e: gym.environment(e) for e in {r["environment"] for _, r in rows}}
    for label in ("cold", "warm"):
        agent = RulesAgent(gym=gym) if label == "cold" else agent  # noqa: F821
        t0 = time.perf_counter()
        for _, r in rows:
            agent.plan(r["command"], envs[r["environment"]])
        print(f"{label}: planned {len(rows)} queries in {time.perf_counter() - t0:.3f} s")
    if not score:
        return
    from gymkit.runs import Item, answer, score_prediction

    by: dict[tuple, list[bool]] = defaultdict(list)
    misses: list[tuple] = []
    for s, r in rows:
        item = Item(s, r, envs[r["environment"]])
        scored = score_prediction(gym, item, answer(agent, gym, item))
        ok = (
            bool(scored.row.get("plan_match"))
            if s != "edge_case_1"
            else bool(scored.row.get("passed"))
        )
        by[(s, "all")].append(ok)
        by[(s, "env:" + r["environment"])].append(ok)
        for oc in r.get("operator_classes") or []:
            by[(s, "op:" + oc)].append(ok)
        if s == "search_mode":
            by[(s, "shape:" + r["retrieval_shape"])].append(ok)
            by[(s, "shape_correct")].append(bool(scored.row.get("shape_match", ok)))
        if s == "edge_case_1":
            by[(s, "behavior:" + r["behavior"])].append(ok)
            checks = [k for k in scored.row if k.startswith("check_") and scored.row[k] is not None]
            for k in checks:
                by[(s, k)].append(bool(scored.row[k]))
        if not ok:
            misses.append((s, r["query_id"], r["command"]))
    for key in sorted(by):
        print(f"{key[0]:12s} {key[1]:34s} {_pct(by[key])}")
    Path("/tmp/bench_rules_misses.txt").write_text("\n".join(" | ".join(m) for m in misses))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workspace", default=None)
    ap.add_argument("--no-score", action="store_true")
    args = ap.parse_args()
    try:
        bench_gym(args.workspace, not args.no_score)
    except Exception as e:  # no gym yet: time the hand-written commands instead
        print(f"no gym ({type(e).__name__}: {e})")
        bench_fixtures()


if __name__ == "__main__":
    main()
