"""A run's bookkeeping: the runs row (who ran what, from which code, on which gym) and the
checks before a stored run is written to again (busy elsewhere, another agent, model or gym)."""

from __future__ import annotations

import os
import socket
import subprocess
from pathlib import Path
from typing import Any

from gymkit._version import __version__
from gymkit.errors import GymError
from gymkit.runs._agents import agent_settings, concurrency
from gymkit.runs._values import redact


def git_commit() -> str | None:
    """The commit of the gymkit checkout this runs from, or None outside a git checkout."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=Path(__file__).parent,
            capture_output=True,
            text=True,
            timeout=5,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    return out.stdout.strip() or None


def run_meta(ag: Any, agent: str, model: str | None, selection: dict, fingerprint: Any) -> dict:
    """The runs row: who ran what, from which code, on which gym (settings redacted)."""
    model = model or getattr(ag, "model", None)
    return {
        "agent": agent,
        "model": model if isinstance(model, str) else None,
        "settings": {
            **selection,
            "concurrency": concurrency(ag),
            "agent": redact(agent_settings(ag)),
        },
        "gymkit_version": __version__,
        "git_commit": git_commit(),
        "gym_fingerprint": fingerprint,
        "pid": os.getpid(),
        "host": socket.gethostname(),
    }


def check_resumable(existing: dict, agent: str, model: str | None, fingerprint: str | None) -> None:
    """Refuse to continue a run with another agent, model or gym than it was made with."""
    name = existing["run"]
    if existing.get("agent") != agent:
        raise GymError(
            f"run {name!r} was made with agent {existing.get('agent')!r}, not {agent!r}; "
            "pick another --name, or --force to start it over"
        )
    if model and existing.get("model") and existing["model"] != model:
        raise GymError(
            f"run {name!r} was made with model {existing['model']!r}, not {model!r}; pick another --name"
        )
    if (
        existing.get("gym_fingerprint")
        and fingerprint
        and existing["gym_fingerprint"] != fingerprint
    ):
        raise GymError(
            f"run {name!r} was made on another gym (fingerprint {existing['gym_fingerprint'][:12]}); "
            "pick another --name, or --force to start it over on this gym"
        )
