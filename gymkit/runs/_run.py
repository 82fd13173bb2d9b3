"""`run`: run (or resume) an agent over the selected sets and environments, then summarize.

For each selected query not yet stored for the run: the agent plans; if it has a `revise`
method its calls are executed and it gets one retry turn with their results (edge_case_1 retry
rows instead start from the calls their seed_output describes); the answer is scored and
written to runs.duckdb within half a second of being made. A run with the same name resumes
where it stopped; SIGINT/SIGTERM stop it within a second (see `gymkit.runs._signals`). A
damaged gym stops it with one line naming the file (StorageError), never as an agent's error.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import Any

from gymkit.errors import GymError
from gymkit.layout import QUERY_SETS
from gymkit.runs._agents import default_run_name, load_plugins, make_agent
from gymkit.runs._answer import Item, gym_storage_error, in_target_mode
from gymkit.runs._loop import FLUSH_SECONDS, answer_all, rescore
from gymkit.runs._meta import check_resumable, run_meta
from gymkit.runs._select import resolve_envs, resolve_sets
from gymkit.runs._signals import Interrupted
from gymkit.runs._store import RunStore, check_not_busy
from gymkit.runs._summary import summarize
from gymkit.words import plural


def run(
    agent: str = "rules",
    sets: str | Sequence[str] | None = "all",
    envs: Iterable[str] | None = None,
    name: str | None = None,
    model: str | None = None,
    workspace: Any = None,
    force: bool = False,
    progress: bool = True,
    agent_options: dict | None = None,
    gym: Any = None,
    flush_seconds: float = FLUSH_SECONDS,
) -> dict:
    """Run (or resume) an agent over the selected sets and environments; return the summary.

    A run already holding every selected query only re-prints its summary (force=True starts
    it over). Raises Interrupted, with everything answered stored, when stopped by a signal.
    """
    from gymkit.gym import open_gym
    from gymkit.workspace import Workspace

    set_names = resolve_sets(sets)
    check_run_name(name)
    own_gym = gym is None
    gym = gym or open_gym(Workspace.of(workspace))
    try:
        env_ids = resolve_envs(gym, envs)
        load_plugins()
        ag = None
        if name is None:
            ag = make_agent(agent, gym, model, agent_options)
            name = default_run_name(agent, ag, model)
        store = RunStore(gym.workspace.runs_db)
        fingerprint = gym.meta.get("fingerprint")
        existing = store.get_run(name)
        if existing:
            check_not_busy(existing)
        if existing and force:
            store.delete_run(name)
            existing = None
        if existing:
            check_resumable(existing, agent, model, fingerprint)
        targets = target_modes(gym)
        items = [
            Item(s, r, gym.environment(e), targets.get(s))
            for s in set_names
            for e in env_ids
            for r in gym.queries(s, e, grounds=False)
        ]
        if not items:
            raise GymError(
                f"the gym in {gym.workspace.root} has no {'/'.join(set_names)} queries "
                f"for {', '.join(env_ids)}"
            )
        if existing:
            rescore(gym, store, name, items)
        done = store.done_keys(name)
        pending = [it for it in items if it.key not in done]
        if pending or not existing:
            ag = ag or make_agent(agent, gym, model, agent_options)
            selection = _union(existing, set_names, env_ids)
            selection |= _modes_used(ag, existing, targets, set_names)
            meta = run_meta(ag, agent, model, selection, fingerprint)
            store.start_run(name, meta, new=existing is None)
            status = "failed"
            if callable(warm := getattr(gym, "warm_search", None)):
                warm(sorted({it.environment.id for it in pending}))
            if callable(prefetch := getattr(gym, "prefetch_grounds", None)):
                prefetch(dict.fromkeys(it.set for it in pending))
            try:
                stopped = answer_all(ag, gym, store, name, pending, progress, flush_seconds)
                status = "interrupted" if stopped else _final_status(gym, store, name, selection)
            except KeyboardInterrupt:  # a second Ctrl-C: what was written stays, resumable
                status = "interrupted"
                raise
            finally:
                _end_run(store, name, status)
            if stopped:
                raise Interrupted(
                    f"run {name!r} interrupted after {stopped[0]} of {plural(len(pending), 'query')}; "
                    f"run the same command again (--name {name}) to resume"
                )
        elif existing.get("status") != "finished":
            selection = existing.get("settings") or {}
            store.end_run(name, _final_status(gym, store, name, selection))
        return summarize(store, name, set_names, env_ids)
    except Exception as e:  # a damaged gym read anywhere in the run: one line naming the file
        if (damaged := gym_storage_error(e, gym)) is not None and damaged is not e:
            raise damaged from None
        raise
    finally:
        if own_gym:
            gym.close()


def check_run_name(name: str | None) -> None:
    """Refuse a run name that is empty or blank, or holds text DuckDB cannot store."""
    from gymkit.limits import text_problem

    if name is None:
        return
    if not name.strip():
        raise GymError("--name is empty; give the run a name, or leave --name out")
    if problem := text_problem(name):
        raise GymError(f"--name {problem}")


def _end_run(store: RunStore, name: str, status: str) -> None:
    """Mark the run ended; a store that cannot be written (a full disk) only warns, so that the
    error that stopped the run is the one reported. A rerun resumes either way."""
    try:
        store.end_run(name, status)
    except GymError as e:
        if status != "failed":  # a failed run is already reporting the error that stopped it
            print(f"gymkit: warning: run {name!r} not marked {status}: {e}", file=sys.stderr)


def _union(existing: dict | None, sets: list[str], envs: list[str]) -> dict:
    """The sets and environments a run covers: what it was started with plus this call's."""
    old = (existing or {}).get("settings") or {}
    return {
        "sets": list(dict.fromkeys([*old.get("sets", []), *sets])),
        "environments": list(dict.fromkeys([*old.get("environments", []), *envs])),
    }


def target_modes(gym: Any) -> dict[str, str]:
    """query_sets.target_mode of each set (ask or search), as the snapshot's index says."""
    df = gym.sql("SELECT config, target_mode FROM main.query_sets")
    return {str(c): str(m) for c, m in zip(df["config"], df["target_mode"]) if m}


def _modes_used(ag: Any, existing: dict | None, targets: dict, sets: list[str]) -> dict:
    """{"modes": {set: mode}} for an agent with modes (stored in the run's settings), else {}."""
    if not callable(getattr(ag, "for_target_mode", None)):
        return {}
    modes = dict(((existing or {}).get("settings") or {}).get("modes") or {})
    for s in sets:
        mode = getattr(in_target_mode(ag, targets.get(s)), "mode", None)
        if mode:
            modes[s] = mode
    return {"modes": modes}


def _final_status(gym: Any, store: RunStore, name: str, selection: dict) -> str:
    """finished when every query of the run's selection is stored, else partial."""
    done = store.done_keys(name)
    envs = [e for e in selection.get("environments") or gym.environments if e in gym.environments]
    complete = all(
        (s, r["query_id"]) in done
        for s in selection.get("sets") or QUERY_SETS
        for e in envs
        for r in gym.queries(s, e, grounds=False)
    )
    return "finished" if complete else "partial"
