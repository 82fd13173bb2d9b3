"""Time each code cell of notebooks/report.ipynb for one environment, in a child process.

Usage: .venv/bin/python benchmarks/bench_report_cells.py [--workspace DIR] [--env ENV]
       [--runs rules,search-baseline]

`gymkit report` runs this notebook in a kernel per core; here its cells run in one plain
Python process (displays discarded), so a profiler sees them (py-spy record -- python this.py)
and each cell's wall and CPU seconds and the peak RSS after it print as a table. The runs must
be stored already (`gymkit run`, or a `gymkit report` before).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "report.ipynb"

_CHILD = r"""
import json, resource, sys, time
import IPython.display as shown
shown.display = lambda *a, **k: None
cells, params = json.loads(sys.stdin.read())
scope = {"display": shown.display, **params}
for i, source in cells:
    source = source.replace(
        "from IPython.display import HTML, Markdown, display", "from IPython.display import HTML, Markdown"
    )
    t0, c0 = time.perf_counter(), time.process_time()
    exec(compile(source, f"cell {i}", "exec"), scope)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3
    first = source.strip().splitlines()[0][:48]
    print(json.dumps([i, time.perf_counter() - t0, time.process_time() - c0, rss, first]), flush=True)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workspace", default="data", help="a workspace with stored runs")
    parser.add_argument("--env", default="public-transit", help="the environment of the page")
    parser.add_argument("--runs", default="rules,search-baseline", help="stored runs, by comma")
    args = parser.parse_args()
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    cells = [
        (i, "".join(c["source"]))
        for i, c in enumerate(nb["cells"])
        if c["cell_type"] == "code" and "parameters" not in c.get("metadata", {}).get("tags", [])
    ]
    params = {
        "environment": args.env,
        "runs": args.runs.split(","),
        "workspace": str(Path(args.workspace).resolve()),
        "standalone": False,
        "price_in": None,
        "price_out": None,
    }
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD],
        input=json.dumps([cells, params]),
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise SystemExit(f"a cell failed:\n{proc.stderr[-2000:]}")
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("[")]
    print(f"{'cell':>4}{'wall s':>9}{'cpu s':>8}{'peak MB':>9}  first line")
    for i, wall, cpu, rss, first in rows:
        print(f"{i:>4}{wall:>9.2f}{cpu:>8.2f}{rss:>9.0f}  {first}")
    print(f"{'all':>4}{sum(r[1] for r in rows):>9.2f}{sum(r[2] for r in rows):>8.2f}")


if __name__ == "__main__":
    main()
