"""Accuracy tables with bootstrap confidence intervals, paired comparisons, run summaries.

Everything works on a pandas DataFrame of score rows (the columns of `SCORE_COLUMNS`).
Intervals are percentile bootstraps: seeded, vectorised numpy, N_RESAMPLES resamples.
"""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np
import pandas as pd

from gymkit.scoring.metrics import NDCG_AT_K, RECALL_AT_K

N_RESAMPLES = 2000
LEVEL = 0.95
SEED = 0
ACCURACIES = {
    "plan_accuracy": "plan_match",
    "result_accuracy": "result_match",
    "passed_accuracy": "passed",
}
# Dimensions an accuracy table can be cut by; operator_class explodes the list column.
DIMENSIONS = {
    "environment": "environment",
    "set": "set",
    "operator_class": "operator_classes",
    "phrasing": "phrasing",
    "num_sub_queries": "num_sub_queries",
    "behavior": "behavior",
}


def _published_classes(v: Any) -> Any:
    """A row's operator classes in the published names (gymkit.call.vocabulary)."""
    from gymkit.call.vocabulary import operator_classes

    if isinstance(v, str):  # JSON text, as a store may hold a list
        v = json.loads(v) if v.startswith("[") else [v]
    if v is None or (not isinstance(v, (list, tuple, np.ndarray)) and pd.isna(v)):
        return v
    return operator_classes(list(v))


def bootstrap_ci(
    values: Any, n_resamples: int = N_RESAMPLES, level: float = LEVEL, seed: int = SEED
) -> tuple[float, float]:
    """The percentile bootstrap interval of the mean of `values` (NaN, NaN when empty)."""
    x = np.asarray(values, dtype=float)
    x = x[~np.isnan(x)]
    if x.size == 0:
        return (math.nan, math.nan)
    rng = np.random.default_rng(seed)
    means = x[rng.integers(0, x.size, size=(n_resamples, x.size))].mean(axis=1)
    alpha = (1 - level) / 2
    lo, hi = np.quantile(means, [alpha, 1 - alpha])
    return (float(lo), float(hi))


def _as_float(s: pd.Series) -> np.ndarray:
    return pd.to_numeric(s.astype("object").where(s.notna(), np.nan), errors="coerce").to_numpy(
        float
    )


def accuracy_table(scores: pd.DataFrame, by: str = "environment", seed: int = SEED) -> pd.DataFrame:
    """Plan, result and passed accuracy per value of a dimension (see DIMENSIONS), with n and
    a 95% bootstrap interval for each: columns <by>, n, plan_accuracy, plan_accuracy_lo, ..."""
    column = DIMENSIONS.get(by, by)
    if column not in scores.columns:
        raise KeyError(
            f"accuracy_table: no column {column!r} in the score rows; use one of {sorted(DIMENSIONS)}"
        )
    df = scores[[column, *ACCURACIES.values()]].copy()
    if by == "operator_class":  # old run stores hold gymkit's earlier class names
        df[column] = df[column].map(_published_classes)
        df = df.explode(column)
    df = df[df[column].notna()]
    rows = []
    for key, group in df.groupby(column, sort=True):
        row: dict = {by: key, "n": len(group)}
        for name, col in ACCURACIES.items():
            x = _as_float(group[col])
            row[name] = float(np.nanmean(x)) if np.isfinite(x).any() else math.nan
            row[f"{name}_lo"], row[f"{name}_hi"] = bootstrap_ci(x, seed=seed)
        rows.append(row)
    cols = [by, "n"] + [c for name in ACCURACIES for c in (name, f"{name}_lo", f"{name}_hi")]
    return pd.DataFrame(rows, columns=cols)


def summarize(
    scores: pd.DataFrame,
    dimensions: tuple[str, ...] = (
        "set",
        "environment",
        "operator_class",
        "phrasing",
        "num_sub_queries",
    ),
    seed: int = SEED,
) -> dict[str, pd.DataFrame]:
    """One accuracy table per dimension that the score rows hold."""
    out = {}
    for by in dimensions:
        column = DIMENSIONS.get(by, by)
        if column in scores.columns and scores[column].notna().any():
            out[by] = accuracy_table(scores, by, seed=seed)
    return out


def paired_comparison(
    a: pd.DataFrame,
    b: pd.DataFrame,
    metric: str = "passed",
    seed: int = SEED,
    n_resamples: int = N_RESAMPLES,
) -> dict:
    """Run A against run B on the queries both scored (joined on set and query_id).

    difference = mean(A) - mean(B) of `metric`, with a paired bootstrap interval (the same
    queries resampled for both); wins = A right and B wrong, losses = the reverse, ties = equal.
    """
    keys = ["set", "query_id"]
    joined = a[keys + [metric]].merge(b[keys + [metric]], on=keys, suffixes=("_a", "_b"))
    xa, xb = _as_float(joined[f"{metric}_a"]), _as_float(joined[f"{metric}_b"])
    ok = ~(np.isnan(xa) | np.isnan(xb))
    xa, xb = xa[ok], xb[ok]
    d = xa - xb
    lo, hi = bootstrap_ci(d, n_resamples=n_resamples, seed=seed)
    return {
        "metric": metric,
        "queries": int(d.size),
        "a": float(xa.mean()) if d.size else math.nan,
        "b": float(xb.mean()) if d.size else math.nan,
        "difference": float(d.mean()) if d.size else math.nan,
        "difference_lo": lo,
        "difference_hi": hi,
        "wins": int((d > 0).sum()),
        "losses": int((d < 0).sum()),
        "ties": int((d == 0).sum()),
    }


def _mean(s: pd.Series) -> float | None:
    x = _as_float(s)
    return float(np.nanmean(x)) if np.isfinite(x).any() else None


def run_summary(scores: pd.DataFrame, seed: int = SEED) -> dict[str, dict]:
    """`gymkit run --json`'s "sets": {set: {"queries", "plan_accuracy", "result_accuracy",
    "passed_accuracy", their 95% intervals as [lo, hi], and set-specific means}} (0..1).

    For edge_case_1, plan_accuracy is the share of cases passing every check. search_mode adds
    shape_accuracy, recall_at_10 (capped), ndcg_at_10 and f1; edge_case_1 adds check_pass_rate.
    """
    out: dict[str, dict] = {}
    for set_name, group in scores.groupby("set", sort=True):
        entry: dict = {"queries": len(group)}
        for name, col in ACCURACIES.items():
            entry[name] = _mean(group[col])
            lo, hi = bootstrap_ci(_as_float(group[col]), seed=seed)
            entry[f"{name}_ci"] = [lo, hi]
        if set_name in ("search_mode", "ask_mode"):
            for col in (RECALL_AT_K, NDCG_AT_K, "f1"):
                if col in group and group[col].notna().any():
                    entry[col] = _mean(group[col])
        if set_name == "search_mode" and "shape_match" in group:
            entry["shape_accuracy"] = _mean(group["shape_match"])
        if set_name == "edge_case_1" and "checks_total" in group:
            total = _as_float(group["checks_total"]).sum()
            entry["check_pass_rate"] = (
                float(_as_float(group["checks_passed"]).sum() / total) if total else None
            )
        out[str(set_name)] = entry
    return out
