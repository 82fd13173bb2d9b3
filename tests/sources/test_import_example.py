"""The worked example of docs/own-environment.md, end to end: the three commands the page tells a
user to paste (import with ten queries, load, report with the rules and oracle agents), run
exactly as written there, from the repository root."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "own-environment.md"
GYMKIT = [sys.executable, "-m", "gymkit.cli"]


def doc_commands() -> list[list[str]]:
    """The commands of the page's first bash block, continuation lines joined."""
    block = re.search(r"```bash\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1)
    lines = block.replace("\\\n", " ").splitlines()
    return [line.split() for line in lines if line.strip()]


def _run(args: list[str]) -> subprocess.CompletedProcess:
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{' '.join(args)}\n{done.stderr}"
    return done


@pytest.mark.slow
def test_the_worked_example_from_schema_to_report(tmp_path):
    commands = doc_commands()
    assert [c[:2] for c in commands] == [
        [".venv/bin/gymkit", "env"],
        [".venv/bin/gymkit", "data"],
        [".venv/bin/gymkit", "report"],
    ], "at most three commands"
    where = {
        "snapshots/mine": str(tmp_path / "snap"),
        "data/mine": str(tmp_path / "ws"),
        "reports/mine": str(tmp_path / "reports"),
    }
    timings = {}
    outputs = []
    for cmd in commands:
        args = GYMKIT + [where.get(a, a) for a in cmd[1:]]
        t0 = time.perf_counter()
        outputs.append(_run(args))
        timings[cmd[1]] = time.perf_counter() - t0
    printed = outputs[0].stdout
    assert printed.startswith("seed-library: 3 collections, 190 objects, 10 queries")
    assert re.search(r"growingNotes +searchable_text +prose", printed)
    assert re.search(r"harvestNote +searchable_text +prose", printed)  # the old `string` type
    assert re.search(r"gardenerBio +searchable_text +prose", printed)  # one sentence
    assert re.search(r"varietyName +filterable_text +reference to SeedVarieties", printed)
    assert re.search(r"packetsBorrowed +int ", printed)
    queries = pq.read_table(tmp_path / "snap" / "seed-library" / "queries.parquet").to_pylist()
    assert len(queries) == 10
    report = tmp_path / "reports" / "seed-library.html"
    assert report.is_file() and "seed-library" in report.read_text(encoding="utf-8")

    summaries = {}
    for agent in ("oracle", "rules"):
        done = _run(
            GYMKIT + ["run", "--agent", agent, "--workspace", str(tmp_path / "ws"), "--json"]
        )
        summaries[agent] = json.loads(done.stdout)["sets"]["ask_mode"]
    assert summaries["oracle"]["queries"] == 10
    assert summaries["oracle"]["passed_accuracy"] == 1.0
    assert summaries["rules"]["passed_accuracy"] >= 0.7
    # the one labeled search counts; the unlabeled one is unavailable, not zero
    assert summaries["oracle"]["recall_at_10"] == 1.0
    print(
        f"\nworked example: {timings} (seconds); rules {summaries['rules']['passed_accuracy']:.0%}"
    )
