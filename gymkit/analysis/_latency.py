"""Latency and cost tables: the slowest predictions, median and 95th-percentile seconds per
set, and tokens, latency and cost per run and set as a reader sees them (`usage_summary`)."""

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


USAGE_HEADERS = {
    "tokens": "tokens per query (in / out)",
    "latency": "latency (p50 / p95)",
    "cost": "cost (USD)",
}


def usage_summary(
    predictions: pd.DataFrame, price_in: float | None = None, price_out: float | None = None
) -> pd.DataFrame:
    """Per run and set, for reading: queries, tokens in and out per query, latency p50 and
    p95, and the cost at `price_in`/`price_out` USD per million tokens (both or neither;
    `gymkit.runs.usage_table` computes the numbers). "n/a" where an agent reports no tokens
    (rules, oracle) or no prices are given, never 0."""
    from gymkit.runs import cost_text, latency_text, prices, tokens_text, usage_table

    table = usage_table(predictions, prices(price_in, price_out))
    return pd.DataFrame(
        {
            "run": table["run"],
            "set": table["set"],
            "queries": table["queries"],
            USAGE_HEADERS["tokens"]: [
                tokens_text(a, b)
                for a, b in zip(table["tokens_in_per_query"], table["tokens_out_per_query"])
            ],
            USAGE_HEADERS["latency"]: [
                latency_text(a, b)
                for a, b in zip(table["latency_p50_seconds"], table["latency_p95_seconds"])
            ],
            USAGE_HEADERS["cost"]: [cost_text(c) for c in table["cost_usd"]],
        }
    )
