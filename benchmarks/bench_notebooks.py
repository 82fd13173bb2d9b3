"""Time Run All of each notebook on a prepared gym with stored runs, and print a table.

Usage: .venv/bin/python benchmarks/bench_notebooks.py [--workspace DIR] [--repeat N]

Executes notebooks/{explore,run_and_score,error_analysis,report}.ipynb with papermill (a fresh
kernel each), and reports the time the cells took (papermill's per-cell durations summed: what
JupyterLab's Run All costs once the kernel is up) beside the wall time with the kernel start.
run_and_score resumes the stored `rules` run (nothing is run again); report renders the first
environment for the runs `rules` and `search-baseline` (or `rules` alone). The workspace needs
a finished `rules` run (`gymkit report` makes one).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import gymkit

NOTEBOOKS = Path(gymkit.__file__).resolve().parent.parent / "notebooks"


def parameters(name: str, workspace: Path) -> dict:
    from gymkit.analysis import stored_runs
    from gymkit.gym import open_gym

    if name != "report":
        return {"workspace": str(workspace)}
    with open_gym(workspace) as gym:
        environment = next(iter(gym.environments))
    stored = set(stored_runs(workspace)["run"])
    runs = [r for r in ("rules", "search-baseline") if r in stored]
    return {"workspace": str(workspace), "environment": environment, "runs": runs}


def run_once(name: str, workspace: Path, out_dir: Path) -> tuple[float, float]:
    """(seconds in cells, wall seconds) of one papermill run of a notebook."""
    import nbformat
    import papermill as pm

    out = out_dir / f"{name}.ipynb"
    t0 = time.perf_counter()
    pm.execute_notebook(
        str(NOTEBOOKS / f"{name}.ipynb"),
        str(out),
        parameters=parameters(name, workspace),
        kernel_name="python3",
        progress_bar=False,
        cwd=str(NOTEBOOKS),
    )
    wall = time.perf_counter() - t0
    nb = nbformat.read(out, as_version=4)
    cells = sum(
        float(c.metadata.get("papermill", {}).get("duration") or 0.0)
        for c in nb.cells
        if c.cell_type == "code"
    )
    return cells, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workspace", default="data", help="a gym's workspace with runs stored")
    parser.add_argument("--repeat", type=int, default=1, help="runs per notebook (median shown)")
    args = parser.parse_args()
    workspace = Path(args.workspace).resolve()
    print(f"gymkit from {Path(gymkit.__file__).parent}, workspace {workspace}")
    print(f"{'notebook':<16}{'cells s':>9}{'wall s':>9}")
    with tempfile.TemporaryDirectory(prefix="gymkit-bench-nb-") as tmp:
        for name in ("explore", "run_and_score", "error_analysis", "report"):
            times = [run_once(name, workspace, Path(tmp)) for _ in range(args.repeat)]
            cells = statistics.median(t[0] for t in times)
            wall = statistics.median(t[1] for t in times)
            print(f"{name:<16}{cells:>9.1f}{wall:>9.1f}")


if __name__ == "__main__":
    main()
