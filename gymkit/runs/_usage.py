"""What a run cost: tokens in and out per query, latency p50 and p95, and the price in USD.

Read from what every prediction stores (`predictions.usage`, `predictions.latency_seconds`),
per run and set. Tokens are the agent's own counts (`prompt_tokens`/`input_tokens` in,
`completion_tokens`/`output_tokens` out, as OpenAI-compatible servers report them); an agent
that reports none (rules, oracle, search-baseline) has None, shown as "n/a", never 0. The cost
needs a price per million tokens for each direction (`Prices`); without one it is None.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

import pandas as pd

from gymkit.errors import GymError
from gymkit.names import QUERY_SETS

INPUT_KEYS = ("prompt_tokens", "input_tokens")
OUTPUT_KEYS = ("completion_tokens", "output_tokens")
USAGE_COLUMNS = (
    "tokens_in",
    "tokens_out",
    "tokens_in_per_query",
    "tokens_out_per_query",
    "latency_p50_seconds",
    "latency_p95_seconds",
    "cost_usd",
)
NA = "n/a"


@dataclass(frozen=True)
class Prices:
    """USD per million tokens, in (prompt) and out (completion)."""

    input: float
    output: float

    def cost(self, tokens_in: float, tokens_out: float) -> float:
        return (tokens_in * self.input + tokens_out * self.output) / 1e6


def prices(price_in: float | None, price_out: float | None) -> Prices | None:
    """The prices a user gave (`--price-in USD --price-out USD`, per million tokens), or None
    for neither; GymError when only one is given or one is negative or not a number."""
    if price_in is None and price_out is None:
        return None
    if price_in is None or price_out is None:
        given, missing = ("--price-in", "--price-out")[:: 1 if price_in is not None else -1]
        raise GymError(
            f"{given} without {missing}: a cost needs both prices (USD per million tokens "
            f"in and out); give {missing} too, 0 if those tokens are free"
        )
    for flag, v in (("--price-in", price_in), ("--price-out", price_out)):
        if not isinstance(v, (int, float)) or math.isnan(v) or math.isinf(v) or v < 0:
            raise GymError(f"{flag} {v!r}: give a price in USD per million tokens, 0 or more")
    return Prices(float(price_in), float(price_out))


def token_counts(usage: Any) -> tuple[int | None, int | None]:
    """(tokens in, tokens out) of one prediction's usage (a dict or its JSON text); None for a
    direction the agent did not report."""
    if isinstance(usage, str):
        try:
            usage = json.loads(usage)
        except ValueError:
            return None, None
    if not isinstance(usage, dict):
        return None, None

    def first(keys: tuple[str, ...]) -> int | None:
        for k in keys:
            v = usage.get(k)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                return int(v)
        return None

    return first(INPUT_KEYS), first(OUTPUT_KEYS)


def usage_table(predictions: pd.DataFrame, prices: Prices | None = None) -> pd.DataFrame:
    """Per run and set: queries, tokens in and out (in all, and the mean per query over the
    queries whose usage reports them; None when none does), latency p50 and p95 in seconds,
    and the cost of the set's queries in USD at `prices` (None without prices or tokens)."""
    cols = ["run", "set", "queries", *USAGE_COLUMNS]
    if predictions.empty:
        return pd.DataFrame(columns=cols)
    usage = predictions["usage"] if "usage" in predictions else [None] * len(predictions)
    counts = [token_counts(u) for u in usage]
    df = predictions.assign(
        _in=[c[0] for c in counts],
        _out=[c[1] for c in counts],
        _latency=pd.to_numeric(predictions.get("latency_seconds", pd.NA), errors="coerce"),
    )
    rows = []
    order = {s: i for i, s in enumerate(QUERY_SETS)}
    for (run, set_name), g in df.groupby(["run", "set"], sort=False):
        t_in, t_out = g["_in"].dropna(), g["_out"].dropna()
        latency = g["_latency"].dropna()
        cost = set_cost(
            t_in.sum() if len(t_in) else None, t_out.sum() if len(t_out) else None, prices
        )
        rows.append(
            {
                "run": run,
                "set": set_name,
                "queries": len(g),
                "tokens_in": int(t_in.sum()) if len(t_in) else None,
                "tokens_out": int(t_out.sum()) if len(t_out) else None,
                "tokens_in_per_query": float(t_in.mean()) if len(t_in) else None,
                "tokens_out_per_query": float(t_out.mean()) if len(t_out) else None,
                "latency_p50_seconds": float(latency.quantile(0.5)) if len(latency) else None,
                "latency_p95_seconds": float(latency.quantile(0.95)) if len(latency) else None,
                "cost_usd": cost,
            }
        )
    rows.sort(key=lambda r: (str(r["run"]), order.get(r["set"], len(order))))
    out = pd.DataFrame(rows, columns=cols)
    return out.astype(object).where(out.notna(), None)


def set_cost(tokens_in: Any, tokens_out: Any, prices: Prices | None) -> float | None:
    """The cost in USD of `tokens_in` and `tokens_out` at `prices`; None without prices or
    when no tokens were reported (a direction without a count costs nothing)."""
    if prices is None or (_none(tokens_in) and _none(tokens_out)):
        return None
    return prices.cost(
        0 if _none(tokens_in) else float(tokens_in), 0 if _none(tokens_out) else float(tokens_out)
    )


def tokens_text(tokens_in: Any, tokens_out: Any) -> str:
    """'1,204 in / 52 out' per query, or 'n/a' when the agent reports no tokens."""
    if _none(tokens_in) and _none(tokens_out):
        return NA
    return f"{count_text(tokens_in)} in / {count_text(tokens_out)} out"


def latency_text(p50: Any, p95: Any) -> str:
    """'p50 2 ms / p95 41 ms' ('n/a' when no latency is stored)."""
    if _none(p50) and _none(p95):
        return NA
    return f"p50 {seconds_text(p50)} / p95 {seconds_text(p95)}"


def cost_text(cost: Any) -> str:
    """'$0.0123' ('n/a' without tokens or prices)."""
    if _none(cost):
        return NA
    return f"${cost:.2f}" if cost >= 1 else f"${cost:.4f}"


def seconds_text(v: Any) -> str:
    """A latency for reading: milliseconds under a second, else seconds."""
    if _none(v):
        return NA
    return f"{v * 1000:.0f} ms" if v < 1 else f"{v:.2f} s"


def count_text(v: Any) -> str:
    """A token count for reading: '1,204', or 'n/a'."""
    return NA if _none(v) else f"{v:,.0f}"


def _none(v: Any) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))
