"""Repeated trials of one agent and settings: names, and the statistics across trials.

`gymkit run --trials N --name NAME` stores trial i as its own run `NAME@i` (resumable like any
run; an LLM agent's response cache is keyed by the trial, so trials are independent samples).
Across the k trials of a run, per set:

- mean, standard deviation (k-1 in the denominator), min and max of the per-trial accuracy;
- pass^k: the share of queries passed in all k trials (consistency);
- pass@k: the share of queries passed in at least one trial;
- flips: the queries passed in some trials and failed in others.

A query counts only where every trial scored it, so an unfinished trial does not bias the rest.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

TRIAL_SEP = "@"
_TRIAL = re.compile(rf"^(?P<base>.+){TRIAL_SEP}(?P<i>[1-9]\d*)$")


def trial_name(base: str, i: int) -> str:
    """The run name of trial i (1-based) of `base`."""
    return f"{base}{TRIAL_SEP}{i}"


def trial_of(run: str) -> tuple[str, int] | None:
    """(base, i) when `run` names a trial, else None."""
    m = _TRIAL.match(run)
    return (m.group("base"), int(m.group("i"))) if m else None


def trials_in(runs: Sequence[str], base: str) -> list[str]:
    """The trial runs of `base` among `runs`, in trial order."""
    found = [(t[1], r) for r in runs if (t := trial_of(r)) and t[0] == base]
    return [r for _, r in sorted(found)]


def trial_stats(scores: Any, metric: str = "passed") -> dict:
    """Statistics across trials from a scores frame (columns run, set, query_id, `metric`).

    Returns {"trials": k, "runs": [...], "sets": {SET: {"queries", "mean", "std", "min", "max",
    "per_trial", "pass_all" (pass^k), "pass_any" (pass@k), "flips": [query_id, ...]}}}.
    """
    runs = sorted(set(scores["run"]), key=lambda r: (trial_of(r) or (r, 0))[1])
    k = len(runs)
    out: dict = {"trials": k, "runs": runs, "metric": metric, "sets": {}}
    for set_name in sorted(set(scores["set"])):
        s = scores[scores["set"] == set_name]
        wide = s.pivot_table(index="query_id", columns="run", values=metric, aggfunc="first")
        wide = wide.reindex(columns=runs).dropna()
        if wide.empty:
            continue
        passed = wide.astype(bool)
        per_trial = [float(passed[r].mean()) for r in runs]
        mean = min(max(math.fsum(per_trial) / k, min(per_trial)), max(per_trial))
        std = math.sqrt(sum((x - mean) ** 2 for x in per_trial) / (k - 1)) if k > 1 else 0.0
        all_k, any_k = passed.all(axis=1), passed.any(axis=1)
        out["sets"][set_name] = {
            "queries": int(len(passed)),
            "mean": mean,
            "std": std,
            "min": min(per_trial),
            "max": max(per_trial),
            "per_trial": per_trial,
            "pass_all": float(all_k.mean()),
            "pass_any": float(any_k.mean()),
            "flips": sorted(passed.index[any_k & ~all_k].tolist()),
        }
    return out


def accepts_trial(agent: str) -> bool:
    """Whether the registered factory of `agent` takes a `trial=` option (or any option)."""
    import inspect

    from gymkit.agents import AGENTS

    factory = AGENTS.get(agent)
    if factory is None:
        return False
    params = inspect.signature(factory).parameters.values()
    return any(p.name == "trial" or p.kind is p.VAR_KEYWORD for p in params)


def run_trials(agent: str, trials: int, name: str | None = None, **kw: Any) -> dict:
    """Run `agent` `trials` times as runs NAME@1..NAME@k (each resumable), then summarize.

    The summary has the run contract's shape, {"run": NAME, "sets": {SET: {...}}}, where
    plan_accuracy, result_accuracy and passed_accuracy are means over the trials, plus
    "trials": k, "runs", and per set "trials": trial_stats' entry for passed (mean, std, min,
    max, per_trial, pass_all = pass^k, pass_any = pass@k, flips) and `*_std` spreads.
    """
    from gymkit.errors import GymError
    from gymkit.runs._agents import default_run_name, load_plugins
    from gymkit.runs._run import run

    if trials < 1:
        raise GymError(f"--trials {trials}: give a number of trials of 1 or more")
    load_plugins()
    base = name or default_run_name(agent, None, kw.get("model"))
    options = dict(kw.pop("agent_options", None) or {})
    with_trial = accepts_trial(agent)
    names = []
    for i in range(1, trials + 1):
        names.append(trial_name(base, i))
        opts = {**options, "trial": i} if with_trial else options
        run(agent, name=names[-1], agent_options=opts, **kw)
    return summarize_trials(kw.get("workspace"), base, names, kw.get("sets"), kw.get("envs"))


def summarize_trials(
    workspace: Any, base: str, names: Sequence[str], sets: Any = None, envs: Any = None
) -> dict:
    """The trial summary of the runs `names` (see run_trials)."""
    import pandas as pd

    from gymkit.runs._select import resolve_sets
    from gymkit.runs._store import RunStore
    from gymkit.workspace import Workspace

    store = RunStore(Workspace.of(workspace).runs_db)
    scores = pd.concat([store.frame("scores", r) for r in names], ignore_index=True)
    if sets not in (None, "all"):
        scores = scores[scores["set"].isin(resolve_sets(sets))]
    if envs:
        scores = scores[scores["environment"].isin(list(envs))]
    out: dict = {"run": base, "trials": len(names), "runs": list(names), "sets": {}}
    by_metric = {m: trial_stats(scores, m) for m in ("plan_match", "result_match", "passed")}
    for set_name, passed in by_metric["passed"]["sets"].items():
        entry: dict = {"queries": passed["queries"]}
        for metric, key in (
            ("plan_match", "plan_accuracy"),
            ("result_match", "result_accuracy"),
            ("passed", "passed_accuracy"),
        ):
            st = by_metric[metric]["sets"].get(set_name) or {}
            entry[key] = st.get("mean")
            entry[f"{key}_std"] = st.get("std")
        entry["trials"] = passed
        out["sets"][set_name] = entry
    return out
