"""Agents: a command in, query_database calls out. Importing this package registers the built-ins."""

from gymkit.agents.base import AGENTS, Agent, Plan, get_agent, register

__all__ = ["AGENTS", "Agent", "Plan", "get_agent", "register"]

# Built-in agents register themselves on import; each module is optional so one broken
# optional dependency never hides the others.
import importlib as _importlib

for _mod in ("oracle", "rules", "openai", "weaviate_query_agent"):
    try:
        _importlib.import_module(f"gymkit.agents.{_mod}")
    except (
        ModuleNotFoundError
    ) as _e:  # the module itself not written yet, or an optional dep missing
        if _e.name and _e.name.startswith("gymkit.agents"):
            continue
        raise
