"""Accuracy tables: plan, result and passed accuracy per run with bootstrap intervals, an
overview per environment and set, and two runs side by side query by query."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd

from gymkit.analysis._common import METRICS, _as_float


def accuracy(scores: pd.DataFrame, by: str = "environment") -> pd.DataFrame:
    """Plan, result and passed accuracy per run and value of `by`, each with a 95% bootstrap CI.

    The intervals are `gymkit.scoring.summary.accuracy_table`'s (seeded percentile bootstrap);
    this adds the run column so several agents share one table.
    """
    from gymkit.scoring.summary import accuracy_table

    parts = []
    for run, group in scores.groupby("run", sort=True):
        table = accuracy_table(group, by)
        table.insert(0, "run", run)
        parts.append(table)
    if not parts:
        return pd.DataFrame(columns=["run", by, "n", *METRICS])
    return pd.concat(parts, ignore_index=True)


def set_summary(scores: pd.DataFrame) -> pd.DataFrame:
    """One row per run and set: queries and the three accuracies with their intervals."""
    return accuracy(scores, "set")


def with_intervals(acc: pd.DataFrame) -> pd.DataFrame:
    """An accuracy table for reading: each accuracy as '83.3% [71-92]' (95% CI), n kept."""
    out = acc.drop(columns=[c for c in acc.columns if c.endswith(("_lo", "_hi"))]).copy()
    for m in METRICS:
        if m in acc:
            out[m] = [_pct(v, lo, hi) for v, lo, hi in zip(acc[m], acc[f"{m}_lo"], acc[f"{m}_hi"])]
    return out


def _pct(v: Any, lo: Any, hi: Any) -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return ""
    if lo is None or (isinstance(lo, float) and math.isnan(lo)):
        return f"{v:.1%}"
    return f"{v:.1%} [{lo * 100:.0f}-{hi * 100:.0f}]"


def compare_runs(
    scores: pd.DataFrame, run_a: str, run_b: str, metric: str = "passed"
) -> pd.DataFrame:
    """Two runs query by query on the queries both scored: metric for each and who won."""
    keys = ["set", "query_id"]
    a = scores[scores["run"] == run_a][[*keys, "environment", metric]]
    b = scores[scores["run"] == run_b][[*keys, metric]]
    df = a.merge(b, on=keys, suffixes=("_a", "_b"))
    xa, xb = _as_float(df[f"{metric}_a"]), _as_float(df[f"{metric}_b"])
    df["outcome"] = np.select(
        [xa > xb, xa < xb], [f"{run_a} only", f"{run_b} only"], default="same"
    )
    return df.sort_values(["outcome", *keys]).reset_index(drop=True)


def overview(scores: pd.DataFrame, metric: str = "passed") -> pd.DataFrame:
    """Per run, environment and set: the mean of `metric` (0..1) and the number of queries."""
    cols = ["run", "environment", "set", "n", "accuracy"]
    if scores.empty:
        return pd.DataFrame(columns=cols)
    df = scores.assign(_m=_as_float(scores[metric]))
    out = (
        df.groupby(["run", "environment", "set"], sort=True)
        .agg(n=("query_id", "size"), accuracy=("_m", "mean"))
        .reset_index()
    )
    return out[cols]
