"""Where the workspace is: one rule, used by the CLI, the `gymkit.open_gym()` facade and the
LLM response cache alike.

1. `$GYMKIT_DATA`, when set (a relative path is taken from the current directory);
2. else `data/` in the project root, found by walking up from the current directory to the
   first folder that holds gymkit's `pyproject.toml` (or, failing that, a `.git`), so a kernel
   started in `notebooks/` finds the same gym as `gymkit data` run at the root;
3. else `data/` in the current directory.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

ENV_VAR = "GYMKIT_DATA"
DEFAULT_FOLDER = "data"


@dataclass(frozen=True)
class Found:
    """A workspace folder and how it was found, for messages that name both."""

    root: Path
    how: str


def project_root(start: str | Path | None = None) -> Path | None:
    """The nearest folder at or above `start` (default: the current directory) holding gymkit's
    pyproject.toml; else the nearest holding `.git`; None when neither is found."""
    here = Path(start or Path.cwd()).resolve()
    chain = [here, *here.parents]
    for folder in chain:
        if _is_gymkit_project(folder / "pyproject.toml"):
            return folder
    for folder in chain:
        if (folder / ".git").exists():
            return folder
    return None


def _is_gymkit_project(path: Path) -> bool:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return False
    project = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.M | re.S)
    return bool(project and re.search(r"^name\s*=\s*[\"']gymkit[\"']", project.group(1), re.M))


def find_workspace(start: str | Path | None = None) -> Found:
    """The workspace folder by the rule in the module docstring, and how it was found."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Found(Path(env).expanduser(), f"${ENV_VAR}")
    root = project_root(start)
    if root is not None:
        return Found(root / DEFAULT_FOLDER, f"the project root {root}")
    return Found(Path(DEFAULT_FOLDER), "the current directory (no project root above it)")


def default_reports_dir(start: str | Path | None = None) -> Path:
    """`reports/` in the project root (the current directory when there is none)."""
    root = project_root(start)
    return (root / "reports") if root is not None else Path("reports")


def fix_command(root: Path) -> str:
    """The command that prepares a gym in `root`."""
    found = find_workspace()
    if found.root.resolve() == Path(root).resolve():
        return "gymkit data"
    return f"gymkit data --out {root}"


def no_gym_message(root: Path, explicit: bool = False) -> str:
    """The one-line error for a workspace without gym.duckdb: where it looked, why, and the fix."""
    where = "the folder you gave" if explicit else find_workspace().how
    return (
        f"no gym in {Path(root).resolve()} (found from {where}); run `{fix_command(root)}` "
        f"to prepare one, or set ${ENV_VAR} to a workspace that has gym.duckdb"
    )


@dataclass(frozen=True)
class Workspace:
    """A folder holding a gym: `snapshot/` (card layout), `gym.duckdb`, `runs.duckdb`."""

    root: Path

    @classmethod
    def of(cls, root: str | Path | Workspace | None = None) -> Workspace:
        if isinstance(root, Workspace):
            return root
        if root:
            return cls(Path(root))
        return cls(find_workspace().root)  # $GYMKIT_DATA, else the project root's data/

    @property
    def snapshot(self) -> Path:
        return self.root / "snapshot"

    @property
    def gym_db(self) -> Path:
        return self.root / "gym.duckdb"

    @property
    def runs_db(self) -> Path:
        return self.root / "runs.duckdb"

    @property
    def cache(self) -> Path:
        return self.root / "cache"

    def search_cache(self, fingerprint: str) -> Path:
        """The search indexes' folder of the gym with this fingerprint (keyed by it: an index
        holds for the rows it was built over)."""
        return self.cache / "search" / fingerprint
