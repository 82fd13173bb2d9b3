"""Resume and side-by-side access, with `gymkit run` as a real subprocess.

A deliberately slow test agent is registered through a plugin module the subprocess imports
($GYMKIT_PLUGINS); it logs every command it plans, so the tests can tell what was planned, what
was stored, and that nothing was lost or done twice across SIGINT, SIGKILL and resume.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gymkit.gym import open_gym
from gymkit.runs import Prediction, RunStore, RunStoreError
from tests.runs import test_runs
from tests.runs.test_runs import N_ASK, ROOT

gym_template = test_runs.gym_template  # the module-scoped prepared gym, shared as a fixture


@pytest.fixture(name="ws")
def fresh_workspace(gym_template: Path, tmp_path: Path) -> Path:
    """A fresh workspace holding the prepared gym and no run store."""
    (tmp_path / "ws").mkdir()
    shutil.copy(gym_template, tmp_path / "ws" / "gym.duckdb")
    return tmp_path / "ws"


PLUGIN = """
import os, time
from gymkit.agents.base import Plan, register

@register("test-slow")
class SlowAgent:
    name = "test-slow"

    def __init__(self, gym=None):
        self.delay = float(os.environ.get("GYMKIT_TEST_DELAY", "0"))

    def plan(self, command, environment):
        with open(os.environ["GYMKIT_TEST_LOG"], "a") as f:
            f.write(command + "\\n")
        with open(os.environ["GYMKIT_TEST_LOG"]) as f:
            n = sum(1 for _ in f)
        if n == int(os.environ.get("GYMKIT_TEST_HOLD_AT", "0")):
            time.sleep(600)  # the query in flight, held until the test kills the run
        time.sleep(self.delay)
        return Plan(calls=[{"collection_name": "Gadgets", "text_property_filters": [
            {"property_name": "category", "operator": "=", "value": "tool"}]}])
"""


@pytest.fixture
def plugin_env(tmp_path: Path) -> dict:
    (tmp_path / "plugins").mkdir()
    (tmp_path / "plugins" / "slow_agent_plugin.py").write_text(PLUGIN)
    return {
        **os.environ,
        "PYTHONPATH": f"{tmp_path / 'plugins'}{os.pathsep}{ROOT}",
        "GYMKIT_PLUGINS": "slow_agent_plugin",
        "GYMKIT_TEST_LOG": str(tmp_path / "planned.log"),
    }


def start_run(ws: Path, env: dict, delay: float) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "gymkit.cli", "run", "--agent", "test-slow", "--set", "ask_mode"]
    cmd += ["--name", "slow", "--json", "-w", str(ws)]
    return subprocess.Popen(
        cmd,
        env={**env, "GYMKIT_TEST_DELAY": str(delay)},
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def planned(env: dict) -> list[str]:
    path = Path(env["GYMKIT_TEST_LOG"])
    return path.read_text().splitlines() if path.exists() else []


def wait_for_plans(env: dict, n: int, proc: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while len(planned(env)) < n:
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the run never got going"
        time.sleep(0.05)


def stored(ws: Path) -> list[tuple]:
    with RunStore(ws / "runs.duckdb").connect() as con:
        return con.execute(
            "SELECT p.query_id, s.query_id IS NOT NULL FROM predictions p "
            "LEFT JOIN scores s USING (run, \"set\", query_id) WHERE p.run = 'slow'"
        ).fetchall()


def status(ws: Path) -> str:
    with RunStore(ws / "runs.duckdb").connect() as con:
        return con.execute("SELECT status FROM runs WHERE run = 'slow'").fetchone()[0]


def resume_and_check(ws: Path, env: dict) -> dict:
    """Resume to the end: every query stored once, scored, and the JSON summary complete."""
    proc = start_run(ws, env, delay=0)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    summary = json.loads(out)
    assert summary["sets"]["ask_mode"]["queries"] == N_ASK
    rows = stored(ws)
    assert len(rows) == N_ASK and len({q for q, _ in rows}) == N_ASK
    assert all(scored for _, scored in rows)
    assert status(ws) == "finished"
    return summary


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_sigint_stops_cleanly_and_a_rerun_resumes_without_redoing(
    ws: Path, plugin_env: dict, sig: int
) -> None:
    proc = start_run(ws, plugin_env, delay=0.2)
    wait_for_plans(plugin_env, 3, proc)
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "interrupted after" in err and "--name slow" in err and "Traceback" not in err
    assert out == ""
    before = planned(plugin_env)
    # the query in flight when SIGINT came was finished and written: nothing planned is lost
    assert len(stored(ws)) == len(before) < N_ASK
    assert status(ws) == "interrupted"
    resume_and_check(ws, plugin_env)
    after = planned(plugin_env)
    assert len(after) == N_ASK and len(set(after)) == N_ASK  # nothing planned twice


def wait_for_stored(ws: Path, n: int, proc: subprocess.Popen, timeout: float = 30) -> None:
    """Wait until `n` answers are in the store (a write's time depends on the machine's load)."""
    deadline = time.monotonic() + timeout
    store = RunStore(ws / "runs.duckdb")
    while not (store.exists() and store.has_table("predictions") and len(stored(ws)) >= n):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, f"fewer than {n} answers stored after {timeout} s"
        time.sleep(0.1)


def test_sigkill_loses_at_most_the_query_in_flight(ws: Path, plugin_env: dict) -> None:
    # an agent slower than the writer's flush interval: every answer is written as it is made,
    # while the next query is in flight (the third is held until the kill)
    env = {**plugin_env, "GYMKIT_FLUSH_SECONDS": "0.2", "GYMKIT_TEST_HOLD_AT": "3"}
    proc = start_run(ws, env, delay=0.3)
    wait_for_plans(plugin_env, 3, proc)
    wait_for_stored(ws, 2, proc)
    proc.kill()
    proc.communicate(timeout=30)
    before = planned(plugin_env)
    assert len(before) == 3 and len(stored(ws)) == 2  # only the query in flight is lost
    assert status(ws) == "running"  # killed: never marked; the dead pid lets a resume take over
    resume_and_check(ws, plugin_env)
    after = planned(plugin_env)
    assert set(before) <= set(after) and len(set(after)) == N_ASK
    assert len(after) <= N_ASK + 1  # at most the query in flight was planned twice


def test_another_process_reads_the_store_while_a_run_writes(ws: Path, plugin_env: dict) -> None:
    gym = open_gym(ws)  # a notebook holding the gym open must not block the run
    store = RunStore(ws / "runs.duckdb")
    proc = start_run(ws, plugin_env, delay=0.05)
    counts: list[int] = []
    try:
        while proc.poll() is None:
            if store.exists() and store.has_table("predictions"):
                with store.connect() as con:  # hold the file a while, as a slow reader would
                    counts.append(con.execute("SELECT count(*) FROM predictions").fetchone()[0])
                    time.sleep(0.1)
            time.sleep(0.1)
        out, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err
        assert json.loads(out)["sets"]["ask_mode"]["queries"] == N_ASK
        assert any(0 < c < N_ASK for c in counts), counts  # read while the run was writing
        assert counts == sorted(counts)
        df = gym.sql(
            "SELECT count(*) AS n FROM runs.predictions p JOIN main.ask_mode q USING (query_id) "
            "WHERE p.run = 'slow'"
        )
        assert int(df["n"][0]) == N_ASK
    finally:
        gym.close()
        if proc.poll() is None:
            proc.kill()


def test_a_writer_waits_for_a_reader_and_names_the_fix_when_it_never_lets_go(
    tmp_path: Path,
) -> None:
    store = RunStore(tmp_path / "runs.duckdb", lock_timeout=0.5)
    store.start_run("r", {"agent": "a", "settings": {}})
    hold = (
        "import duckdb, sys, time; c = duckdb.connect(sys.argv[1], read_only=True); "
        "print('holding', flush=True); time.sleep(float(sys.argv[2]))"
    )

    def holder(seconds: float) -> subprocess.Popen:
        p = subprocess.Popen(
            [sys.executable, "-c", hold, str(store.path), str(seconds)],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert p.stdout.readline().strip() == "holding"
        return p

    p = holder(1.5)  # longer than the timeout: the write gives up with a message
    try:
        with pytest.raises(RunStoreError, match="another process has held the run store"):
            store.write("r", [(Prediction("ask_mode", "q1", "env"), None)])
    finally:
        p.wait()
    patient = RunStore(store.path, lock_timeout=10)
    p = holder(0.5)  # shorter: the write waits it out
    try:
        patient.write("r", [(Prediction("ask_mode", "q1", "env"), None)])
    finally:
        p.wait()
    assert patient.done_keys("r") == {("ask_mode", "q1")}


class _SlowStore(RunStore):
    """A real run store whose writes take `seconds` longer (a big gym's large retrievals)."""

    def __init__(self, path: Path, seconds: float):
        super().__init__(path)
        self.seconds = seconds

    def write(self, run, items):
        time.sleep(self.seconds)
        super().write(run, items)


def _prediction(i: int) -> Prediction:
    return Prediction("ask_mode", f"q{i}", "public-transit")


def test_slow_writes_widen_the_flush_interval_so_writing_stays_a_tenth_of_the_run(tmp_path):
    from gymkit.runs._loop import SLOW_WRITE, WRITE_SHARE, Writer

    fast = Writer(RunStore(tmp_path / "fast.duckdb"), "r", flush_seconds=0.05)
    fast.store.init()
    fast.store.start_run("r", {}, new=True)
    for i in range(3):
        fast.add(_prediction(i), None)
        time.sleep(0.06)
    fast.wait()
    assert fast.written == 3 and fast.interval == 0.05  # quick writes keep the interval

    slow_store = _SlowStore(tmp_path / "slow.duckdb", 0.0)
    slow = Writer(slow_store, "r", flush_seconds=0.05)
    slow.store.init()
    slow.store.start_run("r", {}, new=True)
    slow.add(_prediction(0), None)
    time.sleep(0.06)
    slow_store.seconds = SLOW_WRITE + 0.1  # from now on every write is slow
    slow.add(_prediction(1), None)
    slow.wait()  # the batch is written on the writer's thread
    assert slow.written == 2
    assert slow.interval >= (SLOW_WRITE + 0.1) * (1 - WRITE_SHARE) / WRITE_SHARE  # >= 3.1 s
    time.sleep(0.06)
    slow.add(_prediction(2), None)  # within the widened interval: buffered, not written yet
    slow.wait()
    assert slow.written == 2 and len(slow.pending) == 1
    slow.close()
    assert slow.written == 3
    assert {p.query_id for p in slow.store.predictions("r")} == {"q0", "q1", "q2"}


def test_a_batch_is_written_while_the_next_answers_are_made_and_its_error_reaches_the_run(
    tmp_path,
):
    from gymkit.runs._loop import Writer

    store = _SlowStore(tmp_path / "bg.duckdb", 0.5)
    store.init()
    store.start_run("r", {}, new=True)
    writer = Writer(store, "r", flush_seconds=0.0)
    started = time.monotonic()
    writer.add(_prediction(0), None)  # a flush: written on the writer's thread
    assert time.monotonic() - started < 0.4 and writer.written == 0
    writer.add(_prediction(1), None)  # waits for the write before it, then hands its own over
    writer.close()
    assert writer.written == 2
    assert {p.query_id for p in store.predictions("r")} == {"q0", "q1"}

    class _Full(RunStore):
        def write(self, run, items):
            raise RunStoreError(f"{self.path}: cannot write to the run store (disk full)")

    broken = Writer(_Full(tmp_path / "bg.duckdb"), "r", flush_seconds=0.0)
    broken.add(_prediction(2), None)  # fails on the writer's thread
    with pytest.raises(RunStoreError, match="disk full"):
        broken.add(_prediction(3), None)  # ... and the run hears of it at its next answer
    broken.close()  # nothing more is written after a failed write, and no second error
    assert broken.failed and broken.written == 0
