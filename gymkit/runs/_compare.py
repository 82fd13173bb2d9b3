"""Two runs query by query: the queries whose outcome differs, with both runs' SQL.

`disagreements` works on plain DataFrames (score rows and sub-query rows with a `run`
column), so the CLI (`gymkit compare`), the notebooks and the reports list the same rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

COLUMNS = [
    "set",
    "query_id",
    "environment",
    "winner",
    "passed_a",
    "passed_b",
    "labels_a",
    "labels_b",
    "sql_a",
    "sql_b",
]


def _flag(v: Any) -> bool | None:
    if v is None or (isinstance(v, float) and v != v):
        return None
    return bool(v)


def _labels(v: Any) -> list[str]:
    if v is None or isinstance(v, float):
        return []
    return [str(x) for x in list(v)]


def _sql(sub_scores: pd.DataFrame, run: str) -> dict[tuple[str, str], list[str]]:
    """(set, query_id) -> the run's predicted SQL, one string per predicted sub-query."""
    if sub_scores is None or sub_scores.empty:
        return {}
    df = sub_scores[sub_scores["run"] == run].sort_values(["set", "query_id", "sub_index"])
    out: dict[tuple[str, str], list[str]] = {}
    for s, q, sql in zip(df["set"], df["query_id"], df["predicted_sql"]):
        if isinstance(sql, str):
            out.setdefault((s, q), []).append(sql)
    return out


def disagreements(
    scores: pd.DataFrame,
    sub_scores: pd.DataFrame | None,
    run_a: str,
    run_b: str,
    sets: Sequence[str] | None = None,
    envs: Sequence[str] | None = None,
    metric: str = "passed",
) -> pd.DataFrame:
    """The queries both runs scored whose `metric` differs: set, query_id, environment, winner
    (run_a or run_b), each run's outcome, error labels and predicted SQL. Sorted by set, id."""
    keys = ["set", "query_id"]
    df = scores
    if sets:
        df = df[df["set"].isin(list(sets))]
    if envs:
        df = df[df["environment"].isin(list(envs))]
    cols = [*keys, "environment", metric, "error_labels"]
    a = df[df["run"] == run_a][cols]
    b = df[df["run"] == run_b][[*keys, metric, "error_labels"]]
    joined = a.merge(b, on=keys, suffixes=("_a", "_b"))
    fa, fb = joined[f"{metric}_a"].map(_flag), joined[f"{metric}_b"].map(_flag)
    keep = (fa != fb) & fa.notna() & fb.notna()
    joined, fa = joined[keep], fa[keep]
    if joined.empty:
        return pd.DataFrame(columns=COLUMNS)
    sql_a, sql_b = _sql(sub_scores, run_a), _sql(sub_scores, run_b)
    out = pd.DataFrame(
        {
            "set": joined["set"],
            "query_id": joined["query_id"],
            "environment": joined["environment"],
            "winner": [run_a if x else run_b for x in fa],
            "passed_a": fa.astype(bool),
            "passed_b": ~fa.astype(bool),
            "labels_a": joined["error_labels_a"].map(_labels),
            "labels_b": joined["error_labels_b"].map(_labels),
            "sql_a": [sql_a.get((s, q), []) for s, q in zip(joined["set"], joined["query_id"])],
            "sql_b": [sql_b.get((s, q), []) for s, q in zip(joined["set"], joined["query_id"])],
        }
    )
    return out.sort_values(keys).reset_index(drop=True)[COLUMNS]
