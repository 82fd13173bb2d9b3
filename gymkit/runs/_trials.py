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
