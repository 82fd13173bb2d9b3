"""Planning time against the command's length: the rules agent must stay linear.

    .venv/bin/python benchmarks/bench_plan_length.py [--workspace data] [--max-kb 1024]

Plans commands of 1 KB to --max-kb KB (doubling) made of a repeated request ('donations over
100 ') and of repeated prose, on the nonprofits environment of the gym in --workspace (a
generated 200-object gym in a temporary folder without one), and prints the time of each and
its ratio to the previous size: about 2 when planning is linear, about 4 when quadratic.
Commands over the agent's input limit (gymkit.agents.rules.MAX_COMMAND_CHARS) are refused at
once; their line says so.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gymkit.agents.rules import MAX_COMMAND_CHARS, RulesAgent  # noqa: E402

PATTERNS = {
    "request": "donations over 100 ",
    "prose": "Our board asked which campaigns about river cleanups accept recurring gifts. ",
}


def command_of(pattern: str, size: int) -> str:
    return (pattern * (size // len(pattern) + 1))[:size]


def main() -> None:
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workspace", default=None)
    ap.add_argument("--max-kb", type=int, default=1024)
    args = ap.parse_args()
    workspace = args.workspace
    if workspace is None:
        workspace = tempfile.mkdtemp(prefix="gymkit_bench_len_")
        prepare(source="generate", objects=200, workspace=workspace, progress=False)
    gym = open_gym(workspace)
    env = gym.environment("nonprofits")
    agent = RulesAgent(gym=gym)
    agent.plan("donations over 100", env)  # learn the environment first
    print(f"input limit: {MAX_COMMAND_CHARS:,} characters")
    for name, pattern in PATTERNS.items():
        prev = None
        kb = 1
        while kb <= args.max_kb:
            command = command_of(pattern, kb * 1024)
            t0 = time.perf_counter()
            plan = agent.plan(command, env)
            dt = time.perf_counter() - t0
            ratio = f"x{dt / prev:4.1f}" if prev else "     "
            note = f"  refused: {plan.error}" if plan.error and not plan.calls else ""
            print(f"{name:8s} {kb:5d} KB  {dt:8.3f} s  {ratio}{note[:90]}")
            prev = dt
            kb *= 2
    gym.close()


if __name__ == "__main__":
    main()
