"""Which queries a run covers: `--set` and `--env` values resolved to set names and environments."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from gymkit.errors import GymError
from gymkit.layout import QUERY_SET_ALIASES, QUERY_SETS

SET_CHOICES = (*QUERY_SETS, "all")


def resolve_sets(set_: str | Sequence[str] | None) -> list[str]:
    """`all`, one set name, or several (comma-separated or a list) -> set names in card order."""
    names = ["all"] if not set_ else [set_] if isinstance(set_, str) else list(set_)
    names = [n.strip() for s in names for n in s.split(",") if n.strip()]
    names = [QUERY_SET_ALIASES.get(n, n) for n in names]  # older config names
    unknown = [n for n in names if n not in SET_CHOICES]
    if unknown:
        raise GymError(
            f"unknown query set {unknown[0]!r} for --set; use one of {', '.join(SET_CHOICES)}"
        )
    if "all" in names:
        return list(QUERY_SETS)
    return [s for s in QUERY_SETS if s in names]


def resolve_envs(gym: Any, envs: Iterable[str] | None) -> list[str]:
    """Environment ids (repeated or comma-separated), checked against the gym; default all."""
    if not envs:
        return list(gym.environments)
    out = []
    for e in envs:
        for eid in e.split(","):
            eid = eid.strip()
            if eid and eid not in out:
                gym.environment(eid)  # GymError naming the known environments
                out.append(eid)
    return out
