"""The gym at 1,000, 10,000 and 100,000 objects per collection: time, memory and accuracy.

    .venv/bin/python benchmarks/bench_scale.py [--sizes 1000,10000,100000] [--root /tmp/scale]
        [--keep] [--skip-report] [--seed 0]

For each size, in a workspace of its own under --root (reused when its gym is already there),
the README's path: `gymkit data --objects N` (which builds the search indexes too: its share is
shown), `gymkit run --agent rules --set all --json` (stored as `rules`, the default name) and
the same again (as `scale-rules-again`: the index cache and the run store warm), `gymkit run
--agent oracle --set all --json`, `gymkit run --agent search-baseline --set all` (the default
report's second run: a `gymkit report` that does not find it stored runs it first) and
`gymkit report` (both stored runs, five pages), each as a child process whose wall
time and peak resident memory (benchmarks/_measure.py: the largest process's, and the process
tree's summed peak when it is larger) are printed as one table,
with the rules agent's plan and result accuracies per set and the oracle's. The machine's
load changes wall times: compare sizes measured in one sitting, on the same machine state.
The workspaces are deleted at the end unless --keep.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _measure import measure as _measure  # noqa: E402

GYMKIT = str(Path(sys.executable).with_name("gymkit"))
SETS = ("ask_mode", "search_mode", "edge_case_1")


def measure(cmd: list[str], workspace: Path) -> dict:
    """Run `cmd` with GYMKIT_DATA=workspace in a fresh wrapper: rc, wall, cpu, peak_mb (the
    largest process), tree_mb (the process tree's summed peak), stdout."""
    result = _measure(cmd, {**os.environ, "GYMKIT_DATA": str(workspace)})
    if result["rc"] != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({result['rc']}): {result['stderr']}")
    return result


def accuracies(run_json: str) -> dict[str, tuple[float, float]]:
    sets = json.loads(run_json)["sets"]
    return {s: (sets[s]["plan_accuracy"], sets[s]["result_accuracy"]) for s in SETS if s in sets}


def bench_size(n: int, root: Path, report: bool, seed: int = 0) -> dict:
    ws = root / (f"gym-{n}" if seed == 0 else f"gym-{n}-seed{seed}")
    row: dict = {"objects": n}
    if (ws / "gym.duckdb").is_file():
        row["data"] = None  # reused: not timed
    else:
        ws.mkdir(parents=True, exist_ok=True)
        cmd = [GYMKIT, "data", "--objects", str(n), "--seed", str(seed), "--out", str(ws)]
        row["data"] = measure(cmd, ws)
    # `gymkit data` built the search indexes: the first run after it finds them, as every
    # later run does (the second run: the same, with the run store holding the first)
    if row["data"] is not None:
        built = re.search(r"search indexes: \d+ collections? in ([\d.]+) s", row["data"]["stdout"])
        row["indexes"] = float(built.group(1)) if built else None
    steps = (
        ("rules", "rules", None),  # the default name: the run `gymkit report` shows
        ("rules_cached", "rules", "scale-rules-again"),
        ("oracle", "oracle", "scale-oracle"),
        ("baseline", "search-baseline", None),  # the default report's second run
    )
    for step_name, agent, name in steps:
        cmd = [GYMKIT, "run", "--agent", agent, "--set", "all", "--json", "--force"]
        step = measure(cmd + (["--name", name] if name else []), ws)
        row[step_name] = step
        row[f"{step_name}_acc"] = accuracies(step["stdout"])
    if report:
        # renders the two stored runs, into the workspace (not the project's reports/)
        row["report"] = measure([GYMKIT, "report", "--out", str(ws / "reports")], ws)
    return row


def _step(m: dict | None) -> str:
    """Wall time, the largest process's peak and (when more) the process tree's summed peak."""
    if m is None:
        return "reused"
    tree = f" ({m['tree_mb']:.0f} MB all)" if m["tree_mb"] > m["peak_mb"] * 1.05 else ""
    return f"{m['wall']:.1f} s, {m['peak_mb']:.0f} MB{tree}"


def print_table(rows: list[dict]) -> None:
    head = ["objects/collection", "gymkit data (of it: indexes)", "run rules", "run rules again"]
    head += ["run oracle", "run search-baseline", "report (rules, search-baseline)"]
    head += [f"rules {s} plan/result" for s in SETS] + ["oracle result (min)"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        data = _step(r["data"])
        if r.get("indexes") is not None:
            data += f" (indexes {r['indexes']:.1f} s)"
        cells = [f"{r['objects']:,}", data, _step(r["rules"])]
        cells += [_step(r["rules_cached"]), _step(r["oracle"]), _step(r["baseline"])]
        cells.append(_step(r["report"]) if "report" in r else "-")
        cells += [
            "{:.3f} / {:.3f}".format(*r["rules_acc"][s]) if s in r["rules_acc"] else "-"
            for s in SETS
        ]
        cells.append(f"{min(v[1] for v in r['oracle_acc'].values()):.3f}")
        print("| " + " | ".join(cells) + " |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000", help="objects per collection")
    ap.add_argument("--root", default="/tmp/gymkit-scale", help="where the workspaces go")
    ap.add_argument("--keep", action="store_true", help="keep the workspaces")
    ap.add_argument("--skip-report", action="store_true", help="do not time `gymkit report`")
    ap.add_argument(
        "--seed",
        type=int,
        default=0,
        help="the generator's seed (another seed draws other query sets: the sample's spread)",
    )
    args = ap.parse_args()
    root = Path(args.root)
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    rows = []
    try:
        for n in sizes:
            rows.append(bench_size(n, root, not args.skip_report, args.seed))
            print(f"{n:,} objects per collection done", file=sys.stderr)
    finally:
        if rows:
            print_table(rows)
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
