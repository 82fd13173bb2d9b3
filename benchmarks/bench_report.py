"""Time `gymkit report` for every environment of a prepared gym, and print a table.

Usage: .venv/bin/python benchmarks/bench_report.py [--workspace DIR] [--out DIR] [--prepare]

Runs the real command in a subprocess, twice, into a scratch run store beside a copy of the
gym's path: "cold" includes the default `rules` run over every set (nothing stored yet),
"warm" renders from the stored run only. Prints seconds per pass, the pages written and the
largest page (target: under 90 s for five environments, every page under 5 MB).

Then reports for 1, 2 and 4 runs (`--runs-table`, on by default): rules; rules and oracle;
rules, oracle, `bench-careless` (an agent defined here that answers every query with an
unfiltered retrieval, so every query fails: the largest failure list there can be) and a second
rules run. Each is built in process from stored runs (warm) and timed; prints build seconds,
total and largest page size.

`--stored rules[,search-baseline]` instead measures `gymkit report --agent ...` on the
workspace itself, from its stored runs (a big gym: `gymkit run --agent rules --set all` there
first), `--repeat` times, each in a fresh wrapper (benchmarks/_measure.py): wall and CPU seconds
(the kernels included), the largest process's peak memory and the peak of the whole tree.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _measure import measure  # noqa: E402

TARGET_SECONDS = 90.0
MAX_PAGE_MB = 5.0


def gymkit_report(workspace: Path, out: Path) -> tuple[float, float]:
    """Run `gymkit report` once: its wall time and the part spent making runs, in seconds."""
    exe = Path(sys.executable).with_name("gymkit")
    cmd = [str(exe), "report", "--workspace", str(workspace), "--out", str(out)]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, env=os.environ.copy())
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        raise SystemExit(f"gymkit report failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    runs = re.search(r"ready in ([0-9.]+) s", proc.stderr)
    return seconds, float(runs.group(1)) if runs else float("nan")


def _register_careless() -> str:
    """A worst-case agent for report size: every answer an unfiltered retrieval."""
    from gymkit.agents.base import AGENTS, Plan, register

    name = "bench-careless"
    if name not in AGENTS:

        class Careless:
            def plan(self, command: str, environment) -> Plan:
                coll = environment.collections[0].name
                return Plan(calls=[{"collection_name": coll}], trace=[{"words": command[:40]}])

        register(name)(lambda gym=None, **_: Careless())
    return name


def runs_table(ws: Path, out: Path) -> None:
    """Reports for 1, 2 and 4 runs: build time and page sizes (runs stored first)."""
    from gymkit.gym import open_gym
    from gymkit.report import build_reports
    from gymkit.runs import run

    careless = _register_careless()
    with open_gym(ws) as gym:
        for agent, name in (
            ("rules", "rules"),
            ("oracle", "oracle"),
            (careless, careless),
            ("rules", "rules-2"),
        ):
            run(agent, name=name, gym=gym, progress=False)
    selections = [["rules"], ["rules", "oracle"], ["rules", "oracle", careless, "rules-2"]]
    print(f"\n{'runs':<6}{'seconds':>9}{'pages':>7}{'total MB':>10}{'largest MB':>12}")
    for runs in selections:
        result = build_reports(runs, out=out, workspace=ws, log=lambda m: None)
        sizes = [p.stat().st_size / 1e6 for p in result.pages.values()]
        print(
            f"{len(runs):<6}{result.seconds:>9.1f}{len(sizes):>7}{sum(sizes):>10.2f}"
            f"{max(sizes):>12.2f}"
        )


def stored(workspace: Path, runs: list[str], repeat: int) -> None:
    """`gymkit report` from the workspace's stored `runs`, measured `repeat` times."""
    exe = str(Path(sys.executable).with_name("gymkit"))
    agents = [a for r in runs for a in ("--agent", r)]
    print(
        f"{'pass':<6}{'wall s':>8}{'cpu s':>8}{'peak MB':>9}{'tree MB':>9}{'largest page MB':>17}"
    )
    for i in range(repeat):
        out = Path(tempfile.mkdtemp(prefix="gymkit-bench-report-"))
        try:
            cmd = [exe, "report", *agents, "--workspace", str(workspace), "--out", str(out)]
            m = measure(cmd, os.environ.copy())
            if m["rc"] != 0:
                raise SystemExit(f"gymkit report failed ({m['rc']}):\n{m['stderr'][-2000:]}")
            pages = [p.stat().st_size / 1e6 for p in out.rglob("*.html") if p.name != "index.html"]
            print(
                f"{i + 1:<6}{m['wall']:>8.1f}{m['cpu']:>8.1f}{m['peak_mb']:>9.0f}"
                f"{m['tree_mb']:>9.0f}{max(pages):>17.2f}"
            )
        finally:
            shutil.rmtree(out, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workspace", default="data", help="a prepared gym's workspace")
    parser.add_argument("--out", default=None, help="where the pages go (default: a temp dir)")
    parser.add_argument(
        "--prepare", action="store_true", help="prepare the default gym first when missing"
    )
    parser.add_argument(
        "--no-runs-table", action="store_true", help="skip the 1, 2 and 4 run reports"
    )
    parser.add_argument(
        "--stored", default=None, help="stored runs, by comma: measure the workspace's report"
    )
    parser.add_argument("--repeat", type=int, default=2, help="passes with --stored")
    args = parser.parse_args()
    source = Path(args.workspace)
    if args.stored:
        stored(source.resolve(), args.stored.split(","), args.repeat)
        return
    if not (source / "gym.duckdb").is_file():
        if not args.prepare:
            raise SystemExit(f"{source}/gym.duckdb: no gym; run `gymkit data` or pass --prepare")
        from gymkit.prepare import prepare

        print(prepare(workspace=source, progress=False))
    scratch = Path(tempfile.mkdtemp(prefix="gymkit-bench-report-"))
    try:
        ws = scratch / "ws"
        ws.mkdir()
        # the gym itself is shared read-only; the run store starts empty in the scratch dir
        (ws / "gym.duckdb").symlink_to((source / "gym.duckdb").resolve())
        out = Path(args.out) if args.out else scratch / "reports"
        rows = []
        for label in ("cold", "warm"):
            seconds, run_seconds = gymkit_report(ws, out)
            pages = sorted(out.glob("*.html"))
            biggest = max(p.stat().st_size for p in pages) / 1e6
            rows.append((label, seconds, run_seconds, len(pages), biggest))
        print(f"{'pass':<6}{'seconds':>9}{'of which runs':>15}{'pages':>7}{'largest MB':>12}")
        for label, seconds, run_seconds, n, biggest in rows:
            print(f"{label:<6}{seconds:>9.1f}{run_seconds:>15.1f}{n:>7}{biggest:>12.2f}")
        ok = rows[0][1] < TARGET_SECONDS and all(r[4] < MAX_PAGE_MB for r in rows)
        print(
            f"target: < {TARGET_SECONDS:.0f} s and pages < {MAX_PAGE_MB:.0f} MB: "
            f"{'met' if ok else 'MISSED'}"
        )
        if not args.no_runs_table:
            runs_table(ws, out)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
