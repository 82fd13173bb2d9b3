"""edge_case_1 and search_mode tables: behaviours B1-B9 and their checks, search quality
(recall@10, nDCG@10, F1) and the confusion of expected and predicted retrieval shapes."""

from __future__ import annotations

import numpy as np
import pandas as pd

from gymkit.analysis._common import PREDICTED_SHAPES, SHAPES, _as_float


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
    """Mean recall@10, nDCG@10 and set F1 per run and set, over the queries that search."""
    cols = ["run", "set", "n", "recall_at_10", "ndcg_at_10", "f1"]
    if scores.empty or "recall_at_10" not in scores:
        return pd.DataFrame(columns=cols)
    df = scores.assign(
        recall_at_10=_as_float(scores["recall_at_10"]),
        ndcg_at_10=_as_float(scores["ndcg_at_10"]),
        f1=_as_float(scores["f1"]),
    ).dropna(subset=["recall_at_10"])
    if df.empty:
        return pd.DataFrame(columns=cols)
    out = (
        df.groupby(["run", "set"], sort=True)
        .agg(
            n=("query_id", "size"),
            recall_at_10=("recall_at_10", "mean"),
            ndcg_at_10=("ndcg_at_10", "mean"),
            f1=("f1", "mean"),
        )
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
