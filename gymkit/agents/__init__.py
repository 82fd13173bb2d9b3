"""Agents: a command in, query_database calls out. Importing this package registers the built-ins."""

import importlib as _importlib
from typing import Any

from gymkit.agents.base import AGENTS, BROKEN_AGENTS, Agent, Plan, register

__all__ = ["AGENTS", "BROKEN_AGENTS", "Agent", "Plan", "agent_names", "get_agent", "register"]

# Built-in agents register themselves on import. One broken module (a bug, an optional
# dependency missing) must not hide the others: its error is kept and shown when that agent is
# asked for by name.
_BUILTINS = {
    "oracle": "oracle",
    "rules": "rules",
    "ranker": "ranker",
    "openai": "openai",
    "weaviate-query-agent": "weaviate_query_agent",
    "search-baseline": "search_baseline",
}
for _name, _mod in _BUILTINS.items():
    try:
        _importlib.import_module(f"gymkit.agents.{_mod}")
    except Exception as _e:  # noqa: BLE001 - recorded, re-raised as a GymError by get_agent
        BROKEN_AGENTS[_name] = f"{type(_e).__name__}: {_e}"


def get_agent(name: str, **options: Any) -> Agent:
    """An agent by its registered name; options go to its factory (gym=, model=, ...)."""
    from gymkit.errors import GymError

    if name not in AGENTS:
        if name in BROKEN_AGENTS:
            raise GymError(
                f"agent {name!r} is unavailable: its module failed to import ({BROKEN_AGENTS[name]})"
            )
        raise GymError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}")
    return AGENTS[name](**options)


def agent_names() -> list[str]:
    """Every registered agent name, sorted (the built-ins, plugins, and those whose module
    failed to import): for help texts, so that they never list agents by hand."""
    return sorted({*AGENTS, *BROKEN_AGENTS})
