"""The tables behind the notebooks and reports: run store and query sets in, pandas DataFrames out.

Notebooks only call these and chart the result (`gymkit.charts`), so every number a report
shows is computed here, in tested code. Functions take plain DataFrames where they can (score
rows as in `gymkit.scoring.SCORE_COLUMNS`, plus a `run` column), and a `Gym` only to load them.
"""

from __future__ import annotations

import difflib
import html
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from gymkit.errors import GymError
from gymkit.schema import Environment

SETS = ("ask_mode", "search_mode", "edge_case_1")
METRICS = ("plan_accuracy", "result_accuracy", "passed_accuracy")
SHAPES = ("search_only", "search_and_filters", "filter_only")
# The search_mode scorer's predicted shapes: SHAPES, "none" (no search and no filter, or no answer
# at all) and "invalid" (the call did not validate against the schema).
PREDICTED_SHAPES = (*SHAPES, "none", "invalid")
BEHAVIORS = tuple(f"B{i}" for i in range(1, 10))


# ---- loading -----------------------------------------------------------------------------------


@dataclass
class RunFrames:
    """One or several runs from the run store: score rows, sub-query rows and predictions."""

    scores: pd.DataFrame
    sub_scores: pd.DataFrame
    predictions: pd.DataFrame

    @property
    def runs(self) -> list[str]:
        return sorted(self.scores["run"].dropna().unique()) if "run" in self.scores else []


def stored_runs(workspace: Any) -> pd.DataFrame:
    """The runs table of a workspace's run store (empty frame when nothing was run yet)."""
    from gymkit.gym import Workspace
    from gymkit.runstore import RunStore

    store = RunStore(Workspace.of(workspace).runs_db)
    if not store.exists() or not store.has_table("runs"):
        return pd.DataFrame(columns=["run", "agent", "model", "status", "started", "ended"])
    return store.frame("runs")


def runs_table(workspace: Any, runs: Sequence[str] | None = None) -> pd.DataFrame:
    """The stored runs for a report's header: run, agent, model, status, start and end times,
    queries answered and agent errors (no settings, so no secrets), in the order of `runs`."""
    cols = ["run", "agent", "model", "status", "started", "ended", "errors"]
    df = stored_runs(workspace.workspace if hasattr(workspace, "workspace") else workspace)
    df = df[[c for c in cols if c in df]].copy()
    for c in ("started", "ended"):
        if c in df:
            df[c] = pd.to_datetime(df[c]).dt.floor("s")
    if runs is not None:
        order = {r: i for i, r in enumerate(runs)}
        df = df[df["run"].isin(order)].sort_values("run", key=lambda s: s.map(order))
    return df.reset_index(drop=True)


def load_runs(
    workspace: Any,
    runs: str | Sequence[str] | None = None,
    environment: str | Sequence[str] | None = None,
) -> RunFrames:
    """Scores, sub-scores and predictions of `runs` (default: every stored run) as DataFrames.

    `workspace` is a workspace path or a `Gym` (its workspace is used). Raises GymError naming
    the fix when the store or a requested run does not exist.
    """
    from gymkit.gym import Workspace
    from gymkit.runstore import RunStore

    ws = workspace.workspace if hasattr(workspace, "workspace") else Workspace.of(workspace)
    store = RunStore(ws.runs_db)
    if not store.exists() or not store.has_table("scores"):
        raise GymError(f"{ws.runs_db}: no scored runs yet; run `gymkit run --agent rules` first")
    wanted = [runs] if isinstance(runs, str) else (list(runs) if runs else None)
    frames = {t: store.frame(t, wanted) for t in ("scores", "sub_scores", "predictions")}
    if wanted:
        missing = sorted(set(wanted) - set(frames["scores"]["run"]))
        if missing:
            known = ", ".join(sorted(stored_runs(ws)["run"])) or "none"
            raise GymError(
                f"{ws.runs_db}: no scores for run(s) {', '.join(missing)}; stored runs: {known}"
            )
    if environment is not None:
        envs = [environment] if isinstance(environment, str) else list(environment)
        frames = {t: f[f["environment"].isin(envs)] for t, f in frames.items()}
    return RunFrames(**{t: f.reset_index(drop=True) for t, f in frames.items()})


def queries_frame(gym: Any, environment: str | None = None) -> pd.DataFrame:
    """Every query of every set (a `set` column added), one row each, JSON columns parsed."""
    rows = []
    for set_name in SETS:
        if not gym.has_set(set_name):
            continue
        for row in gym.queries(set_name, environment):
            rows.append({"set": set_name, **row})
    return pd.DataFrame(rows)


# ---- the gym ----------------------------------------------------------------------------------


def schema_frame(env: Environment) -> pd.DataFrame:
    """One row per property: collection, kind, property, type, role and description."""
    rows = []
    for coll in env.collections:
        for p in coll.properties:
            role = (
                "identifier"
                if p.is_identifier
                else f"reference to {p.references}"
                if p.references
                else "searchable"
                if p.type == "searchable_text"
                else ""
            )
            rows.append(
                {
                    "collection": coll.name,
                    "kind": coll.kind,
                    "property": p.name,
                    "type": p.type,
                    "role": role,
                    "description": p.description,
                }
            )
    return pd.DataFrame(
        rows, columns=["collection", "kind", "property", "type", "role", "description"]
    )


def query_mix(queries: pd.DataFrame) -> pd.DataFrame:
    """How many queries of each set feature each operator class: columns set, operator_class, n."""
    cols = ["set", "operator_class", "n"]
    if queries.empty or "operator_classes" not in queries:
        return pd.DataFrame(columns=cols)
    df = queries[["set", "operator_classes"]].copy()
    df["operator_classes"] = df["operator_classes"].map(_as_list)
    df = df.explode("operator_classes").dropna(subset=["operator_classes"])
    out = df.groupby(["set", "operator_classes"]).size().reset_index(name="n")
    return out.rename(columns={"operator_classes": "operator_class"})[cols]


def count_by(queries: pd.DataFrame, column: str) -> pd.DataFrame:
    """Queries per set and value of `column` (phrasing, num_sub_queries, behavior, ...)."""
    if queries.empty or column not in queries:
        return pd.DataFrame(columns=["set", column, "n"])
    df = queries[queries[column].notna()]
    out = df.groupby(["set", column]).size().reset_index(name="n")
    if pd.api.types.is_float_dtype(out[column]) and (out[column] % 1 == 0).all():
        out[column] = out[column].astype(int)
    return out


def filter_queries(
    queries: pd.DataFrame,
    environment: str | None = None,
    set_name: str | None = None,
    operator_class: str | None = None,
    phrasing: str | None = None,
) -> pd.DataFrame:
    """The queries matching every given criterion (None or "all" means any); for the browser."""
    df = queries
    if environment not in (None, "all"):
        df = df[df["environment"] == environment]
    if set_name not in (None, "all"):
        df = df[df["set"] == set_name]
    if operator_class not in (None, "all"):
        df = df[df["operator_classes"].map(lambda v: operator_class in _as_list(v))]
    if phrasing not in (None, "all"):
        df = df[df["phrasing"] == phrasing]
    return df


def objects_hit(gym: Any, environment: str, collection: str, uuids: Iterable[str]) -> pd.DataFrame:
    """The objects of `collection` whose uuid is in `uuids` (bound as a parameter), in uuid order."""
    from gymkit.store import qident

    env = gym.environment(environment)
    if env.collection(collection) is None:
        raise GymError(
            f"{environment} has no collection {collection!r}; it has "
            f"{', '.join(c.name for c in env.collections)}"
        )
    ids = [str(u) for u in uuids]
    sql = (
        f"SELECT * FROM {qident(env.sql_schema)}.{qident(collection)} "
        "WHERE list_contains(?, uuid) ORDER BY uuid"
    )
    return gym.con.execute(sql, [ids]).df()


def describe_query(row: dict) -> dict:
    """A query row as the browser shows it: command, SQL-like ground truth, reference results."""
    refs = row.get("reference_results") or []
    if isinstance(refs, str):
        refs = json.loads(refs)
    return {
        "query_id": row.get("query_id"),
        "command": row.get("command"),
        "ground_truth_sql": list(_as_list(row.get("ground_truth_sql"))),
        "reference_results": [summarize_result(r) for r in refs],
    }


def summarize_result(value: Any, max_items: int = 5) -> str:
    """A one-line reading of a reference result: '12 records: a, b, ...' or the aggregations."""
    if isinstance(value, list):
        shown = ", ".join(str(v) for v in value[:max_items])
        more = ", ..." if len(value) > max_items else ""
        return f"{len(value)} records: {shown}{more}"
    return json.dumps(value, ensure_ascii=False, default=str)


def query_objects(gym: Any, row: dict, sub_query: int = 0) -> pd.DataFrame:
    """The objects a query's sub-query hits: its reference retrieval, or for an aggregation the
    records its filters (and search) select, found by executing the call without aggregations."""
    calls = row.get("ground_truth") or []
    if isinstance(calls, str):
        calls = json.loads(calls)
    if not calls:
        return pd.DataFrame()
    call = dict(calls[sub_query])
    refs = row.get("reference_results") or []
    if isinstance(refs, str):
        refs = json.loads(refs)
    ref = refs[sub_query] if sub_query < len(refs) else None
    if isinstance(ref, list):
        uuids = ref
    else:
        for key in [k for k in call if k.endswith("_aggregations")] + ["groupby_property"]:
            call.pop(key, None)
        uuids = gym.execute(row["environment"], call).value
    return objects_hit(gym, row["environment"], call["collection_name"], uuids)


def query_browser(gym: Any, queries: pd.DataFrame) -> Any:
    """An ipywidgets browser: pick environment, set, operator class and phrasing, then a query;
    shows its command, SQL-like ground truth, reference results and the objects it hits."""
    import ipywidgets as w

    def options(col: str) -> list[str]:
        if col == "operator_classes":
            vals = {c for v in queries[col] for c in _as_list(v)} if col in queries else set()
        else:
            vals = set(queries[col].dropna()) if col in queries else set()
        return ["all", *sorted(str(v) for v in vals)]

    pickers = {
        "environment": w.Dropdown(options=options("environment"), description="environment"),
        "set_name": w.Dropdown(options=options("set"), description="query set"),
        "operator_class": w.Dropdown(options=options("operator_classes"), description="operator"),
        "phrasing": w.Dropdown(options=options("phrasing"), description="phrasing"),
    }
    query = w.Dropdown(options=[], description="query")
    out = w.Output()

    def refresh(_: Any = None) -> None:
        df = filter_queries(queries, **{k: p.value for k, p in pickers.items()})
        opts = [(f"{r.query_id}: {str(r.command)[:70]}", i) for i, r in df.iterrows()]
        query.options = opts
        query.value = opts[0][1] if opts else None
        show()

    def show(_: Any = None) -> None:
        out.outputs = ()  # works with or without a live kernel
        if query.value is None:
            out.append_stdout("no query matches\n")
            return
        row = queries.loc[query.value].to_dict()
        out.append_stdout(browser_text(row))
        if row.get("ground_truth"):
            out.append_display_data(query_objects(gym, row).head(20))

    for p in pickers.values():
        p.observe(refresh, names="value")
    query.observe(show, names="value")
    refresh()
    box = w.VBox(
        [w.HBox(list(pickers.values())[:2]), w.HBox(list(pickers.values())[2:]), query, out]
    )
    box.pickers, box.query, box.output = pickers, query, out  # for tests and scripting
    return box


def browser_text(row: dict) -> str:
    """The browser's reading of one query: id, set, phrasing, command, each sub-query's SQL-like
    ground truth and its reference result."""
    info = describe_query(row)
    lines = [
        f"{info['query_id']}  ({row.get('set')}, {row.get('phrasing')})",
        f"command: {info['command']}",
    ]
    refs = info["reference_results"] or [""] * len(info["ground_truth_sql"])
    for i, (sql, ref) in enumerate(zip(info["ground_truth_sql"], refs)):
        lines.append(f"  [{i}] {sql}\n      -> {ref}")
    return "\n".join(lines) + "\n"


def failure_browser(frames: RunFrames, queries: pd.DataFrame, limit: int = 20) -> Any:
    """An ipywidgets view of failed queries: pick a run, an error label, an operator class and a
    phrasing; shows how many failed and the first `limit` with their labels and plan diffs."""
    import ipywidgets as w
    from IPython.display import HTML

    scores = frames.scores
    failed = failed_queries(frames, queries)

    def options(values: Iterable) -> list[str]:
        return ["all", *sorted({str(v) for v in values if not _missing(v)})]

    pickers = {
        "run": w.Dropdown(options=options(scores["run"]), description="run"),
        "label": w.Dropdown(
            options=options(x for v in failed["error_labels"] for x in v), description="label"
        ),
        "operator_class": w.Dropdown(
            options=options(x for v in scores.get("operator_classes", []) for x in _as_list(v)),
            description="operator",
        ),
        "phrasing": w.Dropdown(options=options(scores.get("phrasing", [])), description="phrasing"),
    }
    out = w.Output()

    def show(_: Any = None) -> None:
        chosen = {k: (None if p.value == "all" else p.value) for k, p in pickers.items()}
        df = failed_queries(frames, queries, **chosen)
        out.outputs = ()  # works with or without a live kernel
        more = f" (first {limit} shown)" if len(df) > limit else ""
        out.append_stdout(f"{len(df)} failed queries{more}\n")
        out.append_display_data(HTML(failed_queries_html(df.head(limit))))

    for p in pickers.values():
        p.observe(show, names="value")
    show()
    box = w.VBox([w.HBox(list(pickers.values())[:2]), w.HBox(list(pickers.values())[2:]), out])
    box.pickers, box.output = pickers, out  # for tests and scripting
    return box


_CELL = "text-align:left;vertical-align:top;padding:4px 8px"
_DIFF_COLOURS = {"-": "#b00020", "+": "#1b5e20"}


def failed_queries_html(failed: pd.DataFrame) -> str:
    """Failed queries as a compact HTML table (command, labels, plan diff); escaped, no scripts.

    The diff shows the expected sub-queries in red (-) and the predicted ones in green (+);
    styles are inline so the table reads the same in JupyterLab and in a report page.
    """
    if failed.empty:
        return "<p>No failed queries.</p>"
    rows = []
    for r in failed.itertuples(index=False):
        err = f"<br><i>agent error: {html.escape(str(r.agent_error))}</i>" if r.agent_error else ""
        rows.append(
            f"<tr><td style='{_CELL}'><code>{html.escape(str(r.query_id))}</code><br>"
            f"{html.escape(str(r.set))}</td>"
            f"<td style='{_CELL}'>{html.escape(str(r.command or ''))}{err}</td>"
            f"<td style='{_CELL}'>{html.escape(', '.join(r.error_labels))}</td>"
            f"<td style='{_CELL}'>{_diff_html(r.diff)}</td></tr>"
        )
    head = "".join(
        f"<th style='{_CELL}'>{h}</th>"
        for h in ("query", "command", "error labels", "expected (-) vs predicted (+)")
    )
    return (
        f"<table class='gymkit-failed'><thead><tr>{head}</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


def _diff_html(diff: str | None) -> str:
    """A plan diff's -/+ lines, coloured, without the unified-diff header lines."""
    lines = [ln for ln in (diff or "").splitlines() if not ln.startswith(("---", "+++", "@@"))]
    if not lines:
        return "<i>plans equal; results differ</i>"
    out = []
    for ln in lines:
        colour = _DIFF_COLOURS.get(ln[:1], "inherit")
        out.append(f"<span style='color:{colour}'>{html.escape(ln)}</span>")
    style = "white-space:pre-wrap;text-align:left;margin:0;font-size:11px"
    return f"<pre style='{style}'>" + "\n".join(out) + "</pre>"


# ---- scores -----------------------------------------------------------------------------------


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


def error_labels(scores: pd.DataFrame) -> pd.DataFrame:
    """How often each error label occurs, per run and set: columns run, set, label, n."""
    cols = ["run", "set", "label", "n"]
    if scores.empty or "error_labels" not in scores:
        return pd.DataFrame(columns=cols)
    df = scores[["run", "set", "error_labels"]].copy()
    df["error_labels"] = df["error_labels"].map(_as_list)
    df = df.explode("error_labels").dropna(subset=["error_labels"])
    out = df.groupby(["run", "set", "error_labels"]).size().reset_index(name="n")
    out = out.rename(columns={"error_labels": "label"})
    return out.sort_values(["run", "n", "label"], ascending=[True, False, True])[cols]


def failed_queries(
    frames: RunFrames,
    queries: pd.DataFrame,
    run: str | None = None,
    label: str | None = None,
    operator_class: str | None = None,
    phrasing: str | None = None,
) -> pd.DataFrame:
    """Failed queries side by side with their ground truth: command, labels, expected and
    predicted SQL, and a diff of the two plans. Filter by run, error label, operator class, phrasing."""
    scores = frames.scores
    df = scores[_as_float(scores["passed"]) != 1.0]
    if run is not None:
        df = df[df["run"] == run]
    if label is not None:
        df = df[df["error_labels"].map(lambda v: label in _as_list(v))]
    if operator_class is not None:
        df = df[df["operator_classes"].map(lambda v: operator_class in _as_list(v))]
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


# ---- helpers ----------------------------------------------------------------------------------


def _as_list(v: Any) -> list:
    """A list from a list, numpy array, JSON list string, scalar or missing value."""
    if v is None:
        return []
    if isinstance(v, np.ndarray):
        return v.tolist()
    if isinstance(v, (list, tuple)):
        return list(v)
    if _missing(v):  # NaN, pandas NA
        return []
    if isinstance(v, str) and v.startswith("["):
        try:
            return list(json.loads(v))
        except json.JSONDecodeError:
            return [v]
    return [v]


def _missing(v: Any) -> bool:
    """None, NaN or pandas NA (scalars only; lists are never missing)."""
    return not isinstance(v, (list, tuple, np.ndarray)) and bool(pd.isna(v))


def _as_float(s: pd.Series) -> np.ndarray:
    """Booleans, numbers and missing values (None, NA) as a float array with NaN for missing."""
    return pd.to_numeric(s.astype("object").where(s.notna(), np.nan), errors="coerce").to_numpy(
        float
    )
