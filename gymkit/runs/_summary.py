"""A run's per-set summary (the `--json` object) and the paired comparison of two runs."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from gymkit.errors import GymError
from gymkit.layout import QUERY_SETS
from gymkit.limits import names_list, one_line
from gymkit.runs._store import RunStore, RunStoreError

CONTRACT_KEYS = ("queries", "plan_accuracy", "result_accuracy")


def summarize(
    store: RunStore, name: str, sets: Sequence[str] | None = None, envs: Sequence[str] | None = None
) -> dict:
    """{"run": NAME, "sets": {SET: {"queries": N, "plan_accuracy": x, "result_accuracy": x, ...}}}.

    The per-set metrics are gymkit.scoring.summary.run_summary's (0..1, NaN as None), plus
    `errors` (agent errors) and `unscored` (answers without a score row, when there are any).
    """
    from gymkit.scoring.summary import run_summary

    preds = _selected(store.frame("predictions", name), sets, envs)
    scores = (
        _selected(store.frame("scores", name), sets, envs) if store.has_table("scores") else None
    )
    computed = run_summary(scores) if scores is not None and len(scores) else {}
    out: dict = {}
    order = {s: i for i, s in enumerate(QUERY_SETS)}
    for set_name in sorted(set(preds["set"]), key=lambda s: order.get(s, 99)):
        p = preds[preds["set"] == set_name]
        entry = {**dict.fromkeys(CONTRACT_KEYS), **computed.get(set_name, {})}
        entry["queries"] = len(p)
        entry["errors"] = int(p["error"].notna().sum())
        scored = int(computed.get(set_name, {}).get("queries", 0))
        if scored < len(p):
            entry["unscored"] = len(p) - scored
        out[set_name] = _finite(entry)
    return {"run": name, "sets": out}


def add_usage(
    store: RunStore, summary: dict, envs: Sequence[str] | None = None, prices: Any = None
) -> dict:
    """The summary with each set's tokens, latency and cost (`gymkit.runs._usage.usage_table`,
    None where the agent reports no tokens or no `prices` are given), and the prices used
    (`prices_per_million`). Kept out of `summarize`: latencies differ from one run to the next,
    the accuracies of the same answers do not."""
    from gymkit.runs._usage import USAGE_COLUMNS, usage_table

    preds = _selected(store.frame("predictions", summary["run"]), list(summary["sets"]), envs)
    usage = {r["set"]: r for r in usage_table(preds, prices).to_dict("records")}
    for set_name, entry in summary["sets"].items():
        values = {k: usage.get(set_name, {}).get(k) for k in USAGE_COLUMNS}
        cost = values.pop("cost_usd")  # cents of a cent count: not rounded to 4 places
        entry.update(_finite(values), cost_usd=None if cost is None else round(cost, 8))
    if prices is not None:
        summary["prices_per_million"] = {"input": prices.input, "output": prices.output}
    return summary


def _selected(df: Any, sets: Sequence[str] | None, envs: Sequence[str] | None) -> Any:
    if sets:
        df = df[df["set"].isin(list(sets))]
    if envs:
        df = df[df["environment"].isin(list(envs))]
    return df


def _finite(v: Any) -> Any:
    """NaN and numpy scalars as plain JSON values (None for NaN), recursively."""
    if isinstance(v, dict):
        return {k: _finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite(x) for x in v]
    if hasattr(v, "item") and not isinstance(v, (str, bytes)):
        v = v.item()
    if isinstance(v, float):
        return None if math.isnan(v) else round(v, 4)
    return v


def compare(
    store: RunStore,
    run_a: str,
    run_b: str,
    metric: str = "passed",
    sets: Sequence[str] | None = None,
    envs: Sequence[str] | None = None,
    with_queries: bool = False,
) -> dict:
    """Run A against run B per set, on the queries both scored (scoring's paired_comparison:
    difference = A - B with a paired bootstrap interval, wins = A right and B wrong), plus
    McNemar's exact p-value on the wins and losses (`compare_by_set`). `sets` and `envs`
    restrict the queries; `with_queries` adds "queries": the queries whose outcome differs,
    with both runs' SQL (`gymkit.runs._compare.disagreements`), as a list of dicts."""
    if not store.exists():
        raise RunStoreError(f"{store.path}: no run store here yet; run `gymkit run` first")
    frames = []
    for r in (run_a, run_b):
        if store.get_run(r) is None:
            known = names_list([x["run"] for x in store.list_runs()]) or "none yet"
            raise GymError(f"no run named {one_line(r, 60)!r} in {store.path}; known runs: {known}")
        frames.append(store.frame("scores", r) if store.has_table("scores") else None)
    a, b = frames
    if a is None or b is None:
        raise GymError(f"{store.path}: no scores stored yet; run `gymkit run` first")
    a, b = _selected(a, sets, envs), _selected(b, sets, envs)
    if metric not in a.columns:
        raise GymError(f"cannot compare on {metric!r}; use passed, plan_match or result_match")
    by_set = compare_by_set(a, b, metric)
    out = {"run_a": run_a, "run_b": run_b, "metric": metric, "sets": by_set}
    if with_queries:
        import pandas as pd

        from gymkit.runs._compare import disagreements

        subs = store.frame("sub_scores", [run_a, run_b]) if store.has_table("sub_scores") else None
        diff = disagreements(pd.concat([a, b]), subs, run_a, run_b, metric=metric)
        out["queries"] = _finite(diff.to_dict("records"))
    return out


def compare_by_set(a: Any, b: Any, metric: str = "passed") -> dict[str, dict]:
    """Score rows of run A against run B, per set in the card's order, on the queries both
    scored: scoring's paired_comparison (difference = A - B with its 95% paired bootstrap
    interval, wins = A right and B wrong) plus McNemar's exact p-value on wins and losses
    (NaN as None). What `gymkit compare`, the reports and the notebooks all show."""
    from gymkit.scoring.summary import paired_comparison

    order = {s: i for i, s in enumerate(QUERY_SETS)}
    by_set = {}
    for set_name in sorted(set(a["set"]) & set(b["set"]), key=lambda s: order.get(s, 99)):
        cmp = paired_comparison(a[a["set"] == set_name], b[b["set"] == set_name], metric=metric)
        if cmp["queries"]:
            by_set[set_name] = {
                **_finite(cmp),
                "p_value": mcnemar_exact(cmp["wins"], cmp["losses"]),
            }
    return by_set


def p_value_text(p: float | None) -> str:
    """A p-value for reading: '<0.001' below a thousandth, else two significant digits."""
    if p is None or p != p:
        return ""
    return "<0.001" if p < 0.001 else f"{p:.2g}"


def mcnemar_exact(b: int, c: int) -> float:
    """McNemar's exact test: the two-sided binomial p-value of b in b + c discordant pairs at 1/2."""
    n = b + c
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(b, c) + 1)) / 2**n
    return min(1.0, 2 * tail)
