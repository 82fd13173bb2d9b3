"""Agents for a run: plugins loaded, looked up by name, built, and their settings read."""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from gymkit.errors import GymError


def load_plugins() -> None:
    """Import the modules named in $GYMKIT_PLUGINS (comma-separated), e.g. to register agents."""
    for mod in filter(None, (m.strip() for m in os.environ.get("GYMKIT_PLUGINS", "").split(","))):
        try:
            importlib.import_module(mod)
        except ImportError as e:
            raise GymError(
                f"GYMKIT_PLUGINS: cannot import {mod!r} ({e}); check the name and PYTHONPATH"
            ) from None


def _agents_module() -> Any:
    """gymkit.agents (registering the built-in agents), or a GymError naming what broke."""
    try:
        import gymkit.agents as agents
    except ImportError as e:  # a broken agent module: say which, without a traceback
        raise GymError(f"cannot load gymkit's agents ({type(e).__name__}: {e})") from e
    return agents


def check_agent(name: str) -> None:
    """Raise the one-line GymError of `make_agent` when no agent is registered as `name`,
    without building one: lets a command refuse an unknown agent before doing anything."""
    load_plugins()
    agents = _agents_module()
    if name not in agents.AGENTS:
        agents.get_agent(name)  # raises: unknown agent, or its module failed to import


def check_agents(names: Iterable[str], workspace: Any = None) -> None:
    """Raise the unknown-agent GymError for the first of `names` that is neither a run stored in
    the workspace nor a registered agent: `gymkit report` checks its --agent values this way
    before it prepares, runs or logs anything."""
    from gymkit.runs._store import RunStore
    from gymkit.workspace import Workspace

    store = RunStore(Workspace.of(workspace).runs_db)
    for name in names:
        if store.get_run(name) is None:
            check_agent(name)


def make_agent(name: str, gym: Any, model: str | None = None, options: dict | None = None) -> Any:
    """The registered agent `name`, built with gym= (and model= when given)."""
    load_plugins()
    get_agent = _agents_module().get_agent
    opts = {"gym": gym, **(options or {})}
    if model:
        opts["model"] = model
    try:
        return get_agent(name, **opts)
    except GymError:
        raise
    except TypeError as e:
        raise GymError(f"agent {name!r} does not take these options ({e})") from None


def default_run_name(agent_name: str, agent: Any = None, model: str | None = None) -> str:
    """The agent's name, plus its model for LLM agents: `openai-gpt-4.1-mini`."""
    m = model or (getattr(agent, "model", None) if agent is not None else None)
    return f"{agent_name}-{m}" if isinstance(m, str) and m else agent_name


def agent_settings(ag: Any) -> dict:
    """The agent's `settings` (a dict, or a method returning one), else its plain public
    attributes (model, base_url, temperature, ...); redacted before they are stored."""
    s = getattr(ag, "settings", None)
    if callable(s):
        s = s()
    if isinstance(s, dict):
        return dict(s)
    plain = (str, int, float, bool, type(None), Path)
    attrs = getattr(ag, "__dict__", {})
    return {
        k: str(v) if isinstance(v, Path) else v
        for k, v in attrs.items()
        if not k.startswith("_") and isinstance(v, plain)
    }


def concurrency(ag: Any) -> int:
    """How many queries the agent answers at once (its `concurrency`, at least 1)."""
    try:
        return max(1, int(getattr(ag, "concurrency", 1) or 1))
    except (TypeError, ValueError):
        return 1
