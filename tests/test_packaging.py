"""What a wheel of gymkit holds: the data the package reads at run time (the ranker's weights,
the writer's word list), so that `pip install .` without a checkout works like one."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_built_package_holds_the_data_it_reads(tmp_path: Path) -> None:
    """setuptools' build_py (the step of a wheel that copies the package), run on the tracked
    files alone (as a fresh clone has them, no egg-info), copies every tracked file of gymkit/
    that is neither Python nor C source."""
    tracked = subprocess.run(
        ["git", "ls-files", "gymkit", "setup.py", "pyproject.toml", "README.md"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    src = tmp_path / "src"
    for name in tracked:
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, src / name)
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path / "lib")],
        cwd=src, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    data = [n for n in tracked if n.startswith("gymkit/") and not n.endswith((".py", ".c"))]
    assert "gymkit/agents/ranker/model.json" in data
    assert [n for n in data if not (tmp_path / "lib" / n).is_file()] == []
