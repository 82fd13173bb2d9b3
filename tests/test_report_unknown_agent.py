"""`gymkit report --agent NAME`: a name that is neither a stored run nor an agent is refused in
one line before anything is prepared, run, logged or written (real CLI subprocess, real store)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import gymkit.runs
from gymkit import report
from gymkit.errors import GymError
from tests.test_report_helpers import tiny_workspace

GYMKIT = Path(sys.executable).with_name("gymkit")


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    """The tiny gym with one run of the oracle stored under a name that is no agent's."""
    from gymkit.gym import open_gym

    ws = tiny_workspace(tmp_path_factory.mktemp("unknown-agent"), runs=())
    with open_gym(ws) as gym:
        gymkit.runs.run("oracle", name="my-oracle-run", gym=gym, progress=False)
    return ws


def test_cli_refuses_an_unknown_agent_in_one_line_before_any_work(workspace, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "GYMKIT_PLUGINS"}
    proc = subprocess.run(
        [str(GYMKIT), "report", "--agent", "no-such-agent", "-w", str(workspace)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("gymkit: unknown agent 'no-such-agent'; known agents: ")
    assert "rules" in lines[0] and "oracle" in lines[0]
    assert "running agent" not in proc.stderr and proc.stdout == ""
    assert not (tmp_path / "reports").exists()  # nothing written


def test_an_unknown_agent_is_refused_before_the_gym_is_prepared(tmp_path):
    logs: list[str] = []
    with pytest.raises(GymError, match=r"^unknown agent 'nope'; known agents: .*rules"):
        report.build_reports(["nope"], out=tmp_path / "out", workspace=tmp_path, log=logs.append)
    assert logs == []
    assert not (tmp_path / "gym.duckdb").exists() and not (tmp_path / "out").exists()


def test_every_name_is_checked_before_the_first_one_runs(workspace, tmp_path):
    """`--agent rules --agent nope` must not spend a rules run before failing on nope."""
    before = {r["run"] for r in gymkit.runs.run_store(workspace).list_runs()}
    with pytest.raises(GymError, match="unknown agent 'nope'"):
        report.build_reports(["rules", "nope"], out=tmp_path / "out", workspace=workspace)
    assert {r["run"] for r in gymkit.runs.run_store(workspace).list_runs()} == before


def test_check_agents_accepts_stored_runs_and_registered_agents(workspace):
    gymkit.runs.check_agents(["my-oracle-run", "oracle", "rules"], workspace)
    with pytest.raises(GymError, match="unknown agent 'my-oracle-run-2'"):
        gymkit.runs.check_agents(["my-oracle-run", "my-oracle-run-2"], workspace)
