"""`gymkit data` from a shell: summaries on success, one-line messages (no traceback) on failure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.sources.test_data import _closed_port
from tests.tiny_snapshot import write_tiny_snapshot

GYMKIT = [sys.executable, "-m", "gymkit.cli"]


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*GYMKIT, *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def test_data_from_a_local_folder_then_again(tmp_path: Path):
    snap = write_tiny_snapshot(tmp_path / "snap")
    first = run("data", "--source", str(snap), "--out", str(tmp_path / "ws"))
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("loaded:")
    again = run("data", "--source", str(snap), "--out", str(tmp_path / "ws"))
    assert again.stdout.startswith("unchanged:")


def test_data_errors_are_one_message_not_a_traceback(tmp_path: Path):
    bad = run("data", "--source", str(tmp_path / "missing"), "--out", str(tmp_path / "ws"))
    assert bad.returncode == 1
    assert "Traceback" not in bad.stderr and "does not exist" in bad.stderr
    hub = run(
        "data",
        "--source",
        "hub",
        "--out",
        str(tmp_path / "ws"),
        env={"HF_ENDPOINT": f"http://127.0.0.1:{_closed_port()}"},
    )
    assert hub.returncode == 1
    assert "Traceback" not in hub.stderr and "--source generate" in hub.stderr
