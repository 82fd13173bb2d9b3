"""Evaluation depth in the reports: repeated trials (mean, spread, pass^k, pass@k, flips) and
the answers agents gave in words (grounding check, optional judge)."""

from __future__ import annotations

from typing import Any

import pandas as pd

from gymkit.runs._trials import trial_of, trial_stats


def trial_groups(runs: list[str]) -> dict[str, list[str]]:
    """Trial runs (NAME@i) grouped by NAME, for the groups of two or more trials."""
    groups: dict[str, list[str]] = {}
    for r in runs:
        t = trial_of(r)
        if t:
            groups.setdefault(t[0], []).append(r)
    return {b: sorted(rs, key=lambda r: trial_of(r)[1]) for b, rs in groups.items() if len(rs) > 1}


def trials_table(scores: pd.DataFrame) -> pd.DataFrame:
    """One row per (trial group, set): trials, queries, mean and spread of passed, pass^k,
    pass@k and the number of queries that flip between trials."""
    rows = []
    for base, runs in trial_groups(sorted(set(scores["run"]))).items():
        stats = trial_stats(scores[scores["run"].isin(runs)], "passed")
        for set_name, s in stats["sets"].items():
            rows.append(
                {
                    "run": base,
                    "set": set_name,
                    "trials": stats["trials"],
                    "queries": s["queries"],
                    "mean": s["mean"],
                    "std": s["std"],
                    "min": s["min"],
                    "max": s["max"],
                    "pass^k": s["pass_all"],
                    "pass@k": s["pass_any"],
                    "flips": len(s["flips"]),
                }
            )
    return pd.DataFrame(rows)


def answers_table(gym: Any, runs: list[str], environment: str | None = None) -> pd.DataFrame:
    """One row per (run, set) of the runs that stored answers: how many, the share grounded
    (of those with a checkable fact), and the judge's share correct and agreement when judged."""
    from gymkit.runs import RunStore
    from gymkit.scoring.judge import agreement

    store = RunStore(gym.workspace.runs_db)
    if not store.exists() or not store.has_table("answers"):
        return pd.DataFrame()
    answers = store.frame("answers", runs)
    if environment is not None:
        answers = answers[answers["environment"] == environment]
    if not len(answers):
        return pd.DataFrame()
    judged = (
        store.frame("answer_judgments", runs)
        if store.has_table("answer_judgments")
        else pd.DataFrame(columns=["run", "set", "query_id", "correct"])
    )
    rows = []
    for (run, set_name), a in answers.groupby(["run", "set"], sort=True):
        checked = a["grounded"].dropna()
        row = {
            "run": run,
            "set": set_name,
            "answers": len(a),
            "checkable": len(checked),
            "grounded": float(checked.astype(bool).mean()) if len(checked) else None,
        }
        j = judged[(judged["run"] == run) & (judged["set"] == set_name)]
        if len(j):
            both = a.merge(j[["query_id", "correct"]], on="query_id", how="left")
            verdicts = [None if v is None or v != v else bool(v) for v in both["correct"]]
            grounds = [None if v is None or v != v else bool(v) for v in both["grounded"]]
            agree = agreement(grounds, verdicts)
            known = [v for v in verdicts if v is not None]
            row.update(
                judged=len(known),
                judge_correct=sum(known) / len(known) if known else None,
                agreement=agree["agreement"],
                kappa=agree["kappa"],
            )
        rows.append(row)
    return pd.DataFrame(rows)
