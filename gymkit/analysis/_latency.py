"""Latency tables: the slowest predictions, and median and 95th-percentile seconds per set."""

from __future__ import annotations

import pandas as pd

from gymkit.analysis._common import _as_float


def slowest_queries(predictions: pd.DataFrame, n: int = 10) -> pd.DataFrame:
    """The n predictions that took longest, per the stored latency (seconds)."""
    cols = ["run", "set", "query_id", "latency_seconds", "error"]
    if predictions.empty or "latency_seconds" not in predictions:
        return pd.DataFrame(columns=cols)
    df = predictions.assign(latency_seconds=_as_float(predictions["latency_seconds"]))
    return df.nlargest(n, "latency_seconds")[cols].reset_index(drop=True)


def latency_summary(predictions: pd.DataFrame) -> pd.DataFrame:
    """Per run and set: queries, median and 95th-percentile latency, and agent errors."""
    cols = ["run", "set", "n", "median_seconds", "p95_seconds", "errors"]
    if predictions.empty:
        return pd.DataFrame(columns=cols)
    df = predictions.assign(
        latency_seconds=_as_float(predictions["latency_seconds"]),
        has_error=predictions["error"].notna(),
    )
    out = (
        df.groupby(["run", "set"], sort=True)
        .agg(
            n=("query_id", "size"),
            median_seconds=("latency_seconds", "median"),
            p95_seconds=("latency_seconds", lambda s: s.quantile(0.95)),
            errors=("has_error", "sum"),
        )
        .reset_index()
    )
    return out[cols]
