"""The real `gymkit` command in a subprocess, and what its errors must look like (issue #24)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def gymkit_cli(*args: str | bytes | Path, stdin: bytes = b"", timeout: float = 180):
    """`gymkit ARGS` (str, bytes or paths) as a subprocess: (returncode, stdout, stderr)."""
    p = subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *map(_arg, args)],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=timeout,
    )
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def _arg(a: str | bytes | Path) -> str | bytes:
    return os.fsencode(a) if isinstance(a, Path) else a


def one_line_error(rc: int, err: str, *says: str) -> str:
    """The command failed, and its stderr is one `gymkit: ...` line saying each of `says`."""
    assert rc != 0, err
    assert "Traceback" not in err, err[-3000:]
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[-3000:]
    line = lines[0]
    assert line.startswith("gymkit: ") and len(line) < 1200, line[:2000]
    for s in says:
        assert s in line, line
    return line


def tree(root: Path) -> list[str]:
    """Every path under `root` (hidden ones too), relative, sorted: what a command left there."""
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")) if root.exists() else []
