"""Progress bars are drawn on a terminal and never into a pipe (issue #42): the real `gymkit run`
in a subprocess, its stderr once a pipe and once a pseudo-terminal."""

from __future__ import annotations

import fcntl
import os
import pty
import struct
import subprocess
import sys
import termios
from pathlib import Path

import pytest

from gymkit.prepare import prepare
from tests.cli_helpers import ROOT
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

BAR = "q/s"  # tqdm's rate, as the run's bar ("unit=q") prints it


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("bars")
    ws = root / "ws"
    prepare(source=str(write_tiny_snapshot(root / "snap")), workspace=ws, progress=False)
    return ws


def _run(workspace: Path, stderr) -> subprocess.CompletedProcess:
    args = ["run", "--agent", "oracle", "--env", ENV_ID, "--workspace", str(workspace)]
    return subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *args, "--force"],
        stdout=subprocess.PIPE,
        stderr=stderr,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=300,
    )


def test_no_bar_into_a_pipe(workspace: Path) -> None:
    done = _run(workspace, subprocess.PIPE)
    assert done.returncode == 0, done.stderr[-2000:]
    assert BAR not in done.stderr.decode() and "\r" not in done.stderr.decode()
    assert b"ask_mode" in done.stdout  # the summary is printed all the same


def test_a_bar_on_a_terminal(workspace: Path) -> None:
    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))  # 80 columns
    try:
        done = _run(workspace, child)
        os.close(child)
        child = -1
        seen = b""
        while True:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the terminal is closed once everything is read
                break
            if not chunk:
                break
            seen += chunk
    finally:
        if child != -1:
            os.close(child)
        os.close(main)
    assert done.returncode == 0
    assert BAR in seen.decode(errors="replace")
