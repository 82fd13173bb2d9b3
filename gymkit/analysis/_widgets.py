"""The ipywidgets browsers of the notebooks: queries of the gym, and failed queries of runs."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pandas as pd

from gymkit.analysis._common import _as_list, _missing, short_text
from gymkit.analysis._failures import failed_queries
from gymkit.analysis._gym import browser_text, filter_queries, query_objects
from gymkit.analysis._html import failed_queries_html, safe_table
from gymkit.analysis._load import RunFrames
from gymkit.call.vocabulary import operator_classes
from gymkit.words import plural


def query_browser(gym: Any, queries: pd.DataFrame) -> Any:
    """An ipywidgets browser: pick environment, set, operator class and phrasing, then a query;
    shows its command, SQL-like ground truth, reference results and the objects it hits."""
    import ipywidgets as w

    def options(col: str) -> list[str]:
        if col == "operator_classes":
            vals = (
                {c for v in queries[col] for c in operator_classes(_as_list(v))}
                if col in queries
                else set()
            )
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
        opts = [(f"{r.query_id}: {short_text(r.command, 70)}", i) for i, r in df.iterrows()]
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
            out.append_display_data(safe_table(query_objects(gym, row).head(20)))

    for p in pickers.values():
        p.observe(refresh, names="value")
    query.observe(show, names="value")
    refresh()
    box = w.VBox(
        [w.HBox(list(pickers.values())[:2]), w.HBox(list(pickers.values())[2:]), query, out]
    )
    box.pickers, box.query, box.output = pickers, query, out  # for tests and scripting
    return box


def failure_browser(
    frames: RunFrames,
    queries: pd.DataFrame,
    gym: Any = None,
    run: str | None = None,
    set_name: str | None = None,
    environment: str | None = None,
    label: str | None = None,
    operator_class: str | None = None,
) -> Any:
    """An ipywidgets drill-down into failed queries: pick a run, a set, an environment, an error
    label and an operator class, then one failed query; shows why it failed (`query_detail`:
    expected against predicted calls with the changed tokens marked, results, records, trace).
    The pickers start at `run`, `set_name`, ... (a notebook's parameters; None: "all").
    Without `gym`, the plan diffs of the matching failures are listed instead."""
    import ipywidgets as w
    from IPython.display import HTML

    from gymkit.analysis._detail import query_detail
    from gymkit.call.vocabulary import operator_class as published_class

    scores = frames.scores
    failed = failed_queries(frames, queries)

    def options(values: Iterable) -> list[str]:
        return ["all", *sorted({str(v) for v in values if not _missing(v)})]

    def picker(description: str, values: list[str], start: str | None) -> Any:
        return w.Dropdown(
            options=values, value=start if start in values else "all", description=description
        )

    classes = options(
        x for v in scores.get("operator_classes", []) for x in operator_classes(_as_list(v))
    )
    pickers = {
        "run": picker("run", options(scores["run"]), run),
        "set_name": picker("query set", options(scores["set"]), set_name),
        "environment": picker("environment", options(scores["environment"]), environment),
        "label": picker("label", options(x for v in failed["error_labels"] for x in v), label),
        "operator_class": picker(
            "operator",
            classes,
            published_class(operator_class) if operator_class else None,
        ),
    }
    query = w.Dropdown(options=[], description="query", layout=w.Layout(width="95%"))
    count = w.HTML()
    out = w.Output()

    def refresh(_: Any = None) -> None:
        chosen = {k: p.value for k, p in pickers.items()}
        df = failed_queries(frames, queries, **chosen)
        count.value = f"<b>{plural(len(df), 'failed query', 'failed queries')}</b>"
        query.options = [
            (f"{r.run} · {r.set}/{r.query_id}: {', '.join(r.error_labels)}", i)
            for i, r in enumerate(df.itertuples(index=False))
        ]
        query.df = df
        query.value = 0 if len(df) else None
        show()

    def show(_: Any = None) -> None:
        out.outputs = ()  # works with or without a live kernel
        df = getattr(query, "df", None)
        if query.value is None or df is None or not len(df):
            out.append_stdout("no failed query matches\n")
            return
        r = df.iloc[query.value]
        if gym is None:
            out.append_display_data(HTML(failed_queries_html(df.iloc[[query.value]])))
            return
        out.append_display_data(
            HTML(query_detail(gym, r["run"], r["set"], r["query_id"], frames)._repr_html_())
        )

    for p in pickers.values():
        p.observe(refresh, names="value")
    query.observe(show, names="value")
    refresh()
    items = list(pickers.values())
    box = w.VBox([w.HBox(items[:3]), w.HBox(items[3:]), count, query, out])
    box.pickers, box.query, box.output, box.count = pickers, query, out, count  # for tests
    return box
