"""edge_case_1 and search_mode tables: behaviours B1-B9 and their checks, search quality
(recall@10, nDCG@10, F1) and the confusion of expected and predicted retrieval shapes."""

from __future__ import annotations

import numpy as np
import pandas as pd

from gymkit.analysis._common import PREDICTED_SHAPES, SHAPES, _as_float
from gymkit.scoring.metrics import NDCG_AT_K, RECALL_AT_K


def edge_behaviors(scores: pd.DataFrame) -> pd.DataFrame:
    """edge_case_1 per run and behavior (B1..B9): cases, share passing every check, check pass rate."""
    cols = ["run", "behavior", "n", "passed", "check_pass_rate"]
    edge = scores[scores["set"] == "edge_case_1"] if "set" in scores else scores.iloc[0:0]
    if edge.empty:
        return pd.DataFrame(columns=cols)
    df = edge.assign(
        _passed=_as_float(edge["passed"]),
        _cp=_as_float(edge["checks_passed"]),
        _ct=_as_float(edge["checks_total"]),
    )
    out = (
        df.groupby(["run", "behavior"], sort=True)
        .agg(
            n=("query_id", "size"), passed=("_passed", "mean"), cp=("_cp", "sum"), ct=("_ct", "sum")
        )
        .reset_index()
    )
    out["check_pass_rate"] = np.where(
        out["ct"] > 0, out["cp"] / out["ct"].where(out["ct"] > 0), np.nan
    )
    return out[cols]


def edge_checks(scores: pd.DataFrame) -> pd.DataFrame:
    """edge_case_1 per run, behavior and check: the share of cases where the check passed."""
    cols = ["run", "behavior", "check", "pass_rate", "n"]
    edge = scores[scores["set"] == "edge_case_1"] if "set" in scores else scores.iloc[0:0]
    checks = [c for c in edge.columns if c.startswith("check_") and c != "check_pass_rate"]
    if edge.empty or not checks:
        return pd.DataFrame(columns=cols)
    long = edge.melt(id_vars=["run", "behavior"], value_vars=checks, var_name="check")
    long["value"] = _as_float(long["value"])
    long = long.dropna(subset=["value"])
    long["check"] = long["check"].str.removeprefix("check_")
    out = (
        long.groupby(["run", "behavior", "check"], sort=True)["value"]
        .agg(pass_rate="mean", n="size")
        .reset_index()
    )
    return out[cols]


def search_quality(scores: pd.DataFrame) -> pd.DataFrame:
    """Mean recall@K, nDCG@K (K = gymkit.scoring.metrics.K) and set F1 per run and set, over
    the queries that search."""
    metrics = [RECALL_AT_K, NDCG_AT_K, "f1"]
    cols = ["run", "set", "n", *metrics]
    if scores.empty or RECALL_AT_K not in scores:
        return pd.DataFrame(columns=cols)
    df = scores.assign(**{m: _as_float(scores[m]) for m in metrics}).dropna(subset=[RECALL_AT_K])
    if df.empty:
        return pd.DataFrame(columns=cols)
    out = (
        df.groupby(["run", "set"], sort=True)
        .agg(n=("query_id", "size"), **{m: (m, "mean") for m in metrics})
        .reset_index()
    )
    return out[cols]


def shape_confusion(scores: pd.DataFrame) -> pd.DataFrame:
    """search_mode: queries per run, expected retrieval shape and predicted shape (all pairs)."""
    cols = ["run", "expected_shape", "predicted_shape", "n"]
    sm = scores[scores["set"] == "search_mode"] if "set" in scores else scores.iloc[0:0]
    if sm.empty:
        return pd.DataFrame(columns=cols)
    df = sm.assign(predicted_shape=sm["predicted_shape"].fillna("none"))
    counts = df.groupby(["run", "expected_shape", "predicted_shape"]).size()
    predicted = [*PREDICTED_SHAPES, *sorted(set(df["predicted_shape"]) - set(PREDICTED_SHAPES))]
    full = pd.MultiIndex.from_product(
        [sorted(df["run"].unique()), list(SHAPES), predicted], names=cols[:3]
    )
    out = counts.reindex(full, fill_value=0).reset_index(name="n")
    return out[cols]
