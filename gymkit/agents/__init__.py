"""Agents: a command in, query_database calls out. Importing this package registers the built-ins."""

import importlib as _importlib

from gymkit.agents.base import AGENTS, BROKEN_AGENTS, Agent, Plan, get_agent, register

__all__ = ["AGENTS", "BROKEN_AGENTS", "Agent", "Plan", "get_agent", "register"]

# Built-in agents register themselves on import. One broken module (a bug, an optional
# dependency missing) must not hide the others: its error is kept and shown when that agent is
# asked for by name.
_BUILTINS = {
    "oracle": "oracle",
    "rules": "rules",
    "openai": "openai",
    "weaviate-query-agent": "weaviate_query_agent",
    "search-baseline": "search_baseline",
}
for _name, _mod in _BUILTINS.items():
    try:
        _importlib.import_module(f"gymkit.agents.{_mod}")
    except Exception as _e:  # noqa: BLE001 - recorded, re-raised as a GymError by get_agent
        BROKEN_AGENTS[_name] = f"{type(_e).__name__}: {_e}"
