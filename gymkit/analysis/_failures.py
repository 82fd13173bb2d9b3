"""Why queries failed: error label counts, failed queries beside their ground truth with a
plan diff, edge_case_1 expectations in words, and an agent's trace as a table."""

from __future__ import annotations

import difflib
import json
from collections.abc import Sequence
from typing import Any

import pandas as pd

from gymkit.analysis._common import _as_float, _as_list, has_class
from gymkit.analysis._load import RunFrames
from gymkit.errors import GymError

NO_LABEL = "(no label)"


def first_label(labels: Any) -> str:
    """The label a failed query is counted and listed under: its first one (a score row's
    labels are in `gymkit.scoring.match.LABELS` order, the most basic cause first)."""
    found = _as_list(labels)
    return str(found[0]) if found else NO_LABEL


def error_labels(scores: pd.DataFrame, first_only: bool = False) -> pd.DataFrame:
    """How often each error label occurs, per run and set: columns run, set, label, n.

    first_only: each failed query counted once, under its `first_label` (what the failure
    lists group by, so the chart and the lists agree); else every label of every query.
    The frame's attrs["counted"] says which ("first" or "every") for a chart's title.
    """
    cols = ["run", "set", "label", "n"]
    counted = "first" if first_only else "every"
    if scores.empty or "error_labels" not in scores:
        out = pd.DataFrame(columns=cols)
        out.attrs["counted"] = counted
        return out
    df = scores[["run", "set", "error_labels"]].copy()
    if first_only:
        df = df[_as_float(scores["passed"]) != 1.0]
        df["error_labels"] = df["error_labels"].map(first_label)
    else:
        df["error_labels"] = df["error_labels"].map(_as_list)
        df = df.explode("error_labels").dropna(subset=["error_labels"])
    out = df.groupby(["run", "set", "error_labels"]).size().reset_index(name="n")
    out = out.rename(columns={"error_labels": "label"})
    out = out.sort_values(["run", "n", "label"], ascending=[True, False, True])[cols]
    out.attrs["counted"] = counted
    return out


def check_failure_filters(
    gym: Any,
    set_name: str | None = None,
    environment: str | None = None,
    label: str | None = None,
) -> None:
    """GymError naming a filter of `failed_queries` that can match nothing: a query set, an
    environment of `gym` or an error label that does not exist ("0 failed queries" would
    read as a perfect run). None and "all" pass."""
    from gymkit.limits import names_list, one_line
    from gymkit.names import QUERY_SET_ALIASES, QUERY_SETS
    from gymkit.scoring import EDGE_LABELS, LABELS

    known = {
        "set_name": [*QUERY_SETS, *QUERY_SET_ALIASES],
        "environment": list(gym.environments),
        "label": [*LABELS, *EDGE_LABELS],
    }
    given = {"set_name": set_name, "environment": environment, "label": label}
    for name, value in given.items():
        if value is not None and value != "all" and value not in known[name]:
            raise GymError(
                f"{name} = {one_line(repr(value), 80)} is not one of: "
                f"{names_list(known[name], most=30)} (or None for all)"
            )


def failed_queries(
    frames: RunFrames,
    queries: pd.DataFrame,
    run: str | None = None,
    label: str | None = None,
    operator_class: str | None = None,
    phrasing: str | None = None,
    set_name: str | None = None,
    environment: str | None = None,
) -> pd.DataFrame:
    """Failed queries side by side with their ground truth: command, labels, expected and
    predicted SQL, and a diff of the two plans. Filter by run, error label, operator class,
    phrasing, query set and environment (None or "all": any)."""
    scores = frames.scores
    df = scores[_as_float(scores["passed"]) != 1.0]
    run, label, operator_class, phrasing, set_name, environment = (
        None if v == "all" else v
        for v in (run, label, operator_class, phrasing, set_name, environment)
    )
    if run is not None:
        df = df[df["run"] == run]
    if set_name is not None:
        df = df[df["set"] == set_name]
    if environment is not None:
        df = df[df["environment"] == environment]
    if label is not None:
        df = df[df["error_labels"].map(lambda v: label in _as_list(v))]
    if operator_class is not None:
        df = df[df["operator_classes"].map(lambda v: has_class(v, operator_class))]
    if phrasing is not None:
        df = df[df["phrasing"] == phrasing]
    cols = ["run", "set", "query_id", "environment", "command", "error_labels", "expected_sql"]
    cols += ["predicted_sql", "diff", "agent_error"]
    if df.empty:
        return pd.DataFrame(columns=cols)
    if not queries.empty:
        keep = ["set", "query_id", "command"] + (["expect"] if "expect" in queries else [])
        df = df.merge(queries[keep], on=["set", "query_id"], how="left")
    else:
        df = df.assign(command=None)
    if "expect" not in df:
        df = df.assign(expect=None)
    sql = sub_query_sql(frames.sub_scores)
    df = df.merge(sql, on=["run", "set", "query_id"], how="left")
    for c in ("expected_sql", "predicted_sql"):
        df[c] = df[c].map(lambda v: v if isinstance(v, list) else [])
    # edge_case_1 rows carry checks, not a ground-truth plan: show the checks as the expectation
    df["expected_sql"] = [
        [expect_text(x)] if not e and isinstance(x, dict) else e
        for e, x in zip(df["expected_sql"], df["expect"])
    ]
    df["diff"] = [plan_diff(e, p) for e, p in zip(df["expected_sql"], df["predicted_sql"])]
    df["error_labels"] = df["error_labels"].map(lambda v: list(_as_list(v)))
    return df[cols].reset_index(drop=True)


def expect_text(expect: dict) -> str:
    """An edge_case_1 row's checks in one line, e.g. `expect: = filter on repairCode; no search`."""
    kind = {
        "eq": "= filter on",
        "like_prefix": "LIKE 'prefix*' on",
        "or_eq": "OR of = filters on",
        "none": "no = or LIKE filter on the value (search for it)",
        "no_eq": "no = filter on the term",
    }.get(expect.get("value_filter"), str(expect.get("value_filter")))
    props = ", ".join(_as_list(expect.get("value_properties")))
    parts = [f"{kind} {props}".strip()]
    if _as_list(expect.get("query_contains")):
        parts.append("search query contains " + ", ".join(map(repr, expect["query_contains"])))
    if expect.get("query_null"):
        parts.append("no search query")
    others = expect.get("other_filters")
    if isinstance(others, str):
        others = json.loads(others or "[]")
    for f in others or []:
        parts.append(f"AND {f.get('property_name')} {f.get('operator')} {f.get('value')!r}")
    if expect.get("retry"):
        parts.append(f"retry: {expect['retry']}")
    return "expect: " + "; ".join(parts)


def sub_query_sql(sub_scores: pd.DataFrame) -> pd.DataFrame:
    """Per run/set/query: the expected and predicted SQL renderings, paired sub-query by sub-query."""
    cols = ["run", "set", "query_id", "expected_sql", "predicted_sql"]
    if sub_scores.empty:
        return pd.DataFrame(columns=cols)
    df = sub_scores.sort_values(["run", "set", "query_id", "sub_index"])
    out = (
        df.groupby(["run", "set", "query_id"], sort=False)
        .agg(
            expected_sql=("expected_sql", lambda s: [v for v in s if isinstance(v, str)]),
            predicted_sql=("predicted_sql", lambda s: [v for v in s if isinstance(v, str)]),
        )
        .reset_index()
    )
    return out[cols]


def plan_diff(expected: Sequence[str], predicted: Sequence[str]) -> str:
    """A unified diff of two plans in the SQL-like form, one line per sub-query ('' when equal)."""
    lines = list(
        difflib.unified_diff(
            list(expected), list(predicted), "expected", "predicted", lineterm="", n=len(expected)
        )
    )
    return "\n".join(lines)


def trace_frame(trace: Any) -> pd.DataFrame:
    """An agent's words-to-arguments trace (a JSON string or list of dicts) as a table."""
    if isinstance(trace, str):
        try:
            trace = json.loads(trace)
        except json.JSONDecodeError:
            return pd.DataFrame({"trace": [trace]})
    if not trace:
        return pd.DataFrame(columns=["call", "words", "produced"])
    return pd.DataFrame([t if isinstance(t, dict) else {"trace": t} for t in trace])
