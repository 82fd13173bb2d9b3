"""The Altair charts of the notebooks and reports, and an offline way to draw them.

Charts take the DataFrames of `gymkit.analysis` (aggregated already) and return Altair charts.

Offline drawing. Altair's default renderer loads Vega from a CDN (nothing shows offline), and
an inline template embeds the ~0.9 MB Vega bundle in every chart. `setup()` registers the
`gymkit` renderer instead: each chart is a `<div>` plus a small script calling the global
`vegaEmbed`, and the Vega/Vega-Lite/Vega-Embed bundle (from `vl_convert`, no network) is shown
once per notebook by `setup()`, or injected once into a report's `<head>` by `gymkit.report`
(`setup(standalone=False)`), so a report stays interactive and small.
"""

from __future__ import annotations

import html
import json
import uuid
from functools import lru_cache
from pathlib import Path
from typing import Any

import altair as alt
import pandas as pd

from gymkit.call.vocabulary import CLASSES
from gymkit.scoring.metrics import NDCG_AT_K, RECALL_AT_K

RENDERER = "gymkit"
METRIC_TITLES = {
    "plan_accuracy": "Plan accuracy",
    "result_accuracy": "Result accuracy",
    "passed_accuracy": "Passed",
}
WIDTH = 420
# One colour per run name, the same in every chart, notebook and report: picked from this
# palette by a stable hash of the name (Tableau 10), not by the order runs happen to appear in.
RUN_PALETTE = (
    "#4e79a7",
    "#f28e2b",
    "#e15759",
    "#76b7b2",
    "#59a14f",
    "#edc948",
    "#b07aa1",
    "#ff9da7",
    "#9c755f",
    "#bab0ac",
)


def run_colour(run: str) -> str:
    """The colour of a run, derived from its name alone (stable across reports and sessions)."""
    import hashlib

    digest = hashlib.sha256(str(run).encode("utf-8")).digest()
    return RUN_PALETTE[int.from_bytes(digest[:4], "big") % len(RUN_PALETTE)]


def run_color(df: pd.DataFrame, title: str = "run") -> alt.Color:
    """The colour encoding of the `run` column: each run in its own `run_colour`."""
    runs = sorted({str(r) for r in df["run"].dropna()}) if "run" in df else []
    return alt.Color(
        "run:N", title=title, scale=alt.Scale(domain=runs, range=[run_colour(r) for r in runs])
    )


# ---- offline rendering ------------------------------------------------------------------------


@lru_cache(maxsize=1)
def vega_bundle() -> str:
    """The Vega, Vega-Lite and Vega-Embed JavaScript as one script (sets window.vegaEmbed).

    Built by vl_convert (bundled, offline; ~5 s), cached in memory and on disk under the user
    cache keyed by the vl-convert version, because a report run builds it once per process.
    """
    import vl_convert as vlc

    cache = Path.home() / ".cache" / "gymkit" / f"vega-bundle-{vlc.__version__}.js"
    try:
        return cache.read_text(encoding="utf-8")
    except OSError:
        pass
    js = vlc.javascript_bundle()
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(f".{uuid.uuid4().hex}.tmp")
        tmp.write_text(js, encoding="utf-8")
        tmp.replace(cache)
    except OSError:
        pass  # a read-only home: build it again next time
    return js


def bundle_script() -> str:
    """A `<script>` defining vegaEmbed once per page (guarded, wrapped so its consts stay local)."""
    js = vega_bundle().replace("</script", "<\\/script")
    return f"<script>if (!window.vegaEmbed) {{ (function () {{\n{js}\n}})(); }}</script>"


def chart_html(spec: dict, div_id: str | None = None) -> str:
    """The HTML of one chart: a div and a script that draws `spec` with the global vegaEmbed."""
    div_id = div_id or f"gk-{uuid.uuid4().hex[:12]}"
    payload = json.dumps(spec, separators=(",", ":"), default=str).replace("</", "<\\/")
    return (
        f'<div class="gymkit-chart" id="{html.escape(div_id)}"></div>\n'
        "<script>(function () {\n"
        f"  var spec = {payload}, tries = 0;\n"
        "  function draw() {\n"
        "    if (window.vegaEmbed) {\n"
        f'      window.vegaEmbed("#{div_id}", spec, {{actions: false, renderer: "svg"}})'
        ".catch(function (e) { console.error(e); });\n"
        "    } else if (tries++ < 200) { setTimeout(draw, 50); }\n"
        "  }\n"
        "  draw();\n"
        "})();</script>"
    )


def _renderer(spec: dict, **_: Any) -> dict:
    return {"text/html": chart_html(spec)}


def setup(standalone: bool = True) -> None:
    """Draw charts offline from here on: register and enable the `gymkit` renderer.

    standalone=True also displays the Vega bundle once (call it in a notebook's first cells);
    False when the page gets the bundle elsewhere (gymkit.report injects it into the head).
    In a kernel, gymkit's own errors show from here on as one line, not a traceback.
    """
    from gymkit.errors import one_line_in_notebooks

    one_line_in_notebooks()
    alt.renderers.register(RENDERER, _renderer)
    alt.renderers.enable(RENDERER)
    alt.data_transformers.disable_max_rows()
    if standalone:
        from IPython.display import HTML, display

        display(HTML(bundle_script()))


# ---- charts -----------------------------------------------------------------------------------


def _empty(message: str) -> alt.Chart:
    """A chart that says there is nothing to show (keeps report layouts stable)."""
    return (
        alt.Chart(pd.DataFrame({"text": [message]}))
        .mark_text(size=13, color="#666")
        .encode(text="text:N")
        .properties(width=WIDTH, height=40)
    )


def accuracy_chart(acc: pd.DataFrame, by: str, metric: str = "passed_accuracy") -> alt.Chart:
    """Bars of `metric` per value of `by` (one colour per run) with 95% CI error bars.

    `acc` is `gymkit.analysis.accuracy(scores, by)`.
    """
    if acc.empty:
        return _empty(f"no scores by {by}")
    title = METRIC_TITLES.get(metric, metric)
    df = acc.copy()
    df[by] = df[by].astype(str)
    base = alt.Chart(df).encode(
        y=alt.Y(f"{by}:N", title=by.replace("_", " "), sort=None),
        yOffset=alt.YOffset("run:N"),
        color=run_color(df),
    )
    bars = base.mark_bar().encode(
        x=alt.X(
            f"{metric}:Q", title=title, scale=alt.Scale(domain=[0, 1]), axis=alt.Axis(format="%")
        ),
        tooltip=[
            alt.Tooltip("run:N"),
            alt.Tooltip(f"{by}:N"),
            alt.Tooltip("n:Q", title="queries"),
            alt.Tooltip(f"{metric}:Q", format=".1%", title=title),
            alt.Tooltip(f"{metric}_lo:Q", format=".1%", title="95% CI low"),
            alt.Tooltip(f"{metric}_hi:Q", format=".1%", title="95% CI high"),
        ],
    )
    # the 95% interval as a black line over each bar (the run colour would hide it)
    errors = base.mark_rule(strokeWidth=1.5).encode(
        x=f"{metric}_lo:Q", x2=f"{metric}_hi:Q", color=alt.value("black")
    )
    return (bars + errors).properties(width=WIDTH, title=f"{title} by {by.replace('_', ' ')}")


def mix_chart(mix: pd.DataFrame) -> alt.Chart:
    """Queries per operator class, one colour per set (`gymkit.analysis.query_mix`)."""
    if mix.empty:
        return _empty("no queries")
    return (
        alt.Chart(mix)
        .mark_bar()
        .encode(
            y=alt.Y("operator_class:N", title="operator class", sort=list(CLASSES)),
            x=alt.X("n:Q", title="queries"),
            color=alt.Color("set:N"),
            tooltip=["set:N", "operator_class:N", "n:Q"],
        )
        .properties(width=WIDTH, title="Query set mix")
    )


def count_chart(counts: pd.DataFrame, column: str, title: str | None = None) -> alt.Chart:
    """Queries per set and value of `column` (`gymkit.analysis.count_by`)."""
    if counts.empty:
        return _empty(f"no {column}")
    df = counts.assign(**{column: counts[column].astype(str)})
    return (
        alt.Chart(df)
        .mark_bar()
        .encode(
            y=alt.Y(f"{column}:N", title=column.replace("_", " ")),
            x=alt.X("n:Q", title="queries", stack=True),
            color="set:N",
            tooltip=["set:N", f"{column}:N", "n:Q"],
        )
        .properties(width=WIDTH, title=title or f"Queries by {column.replace('_', ' ')}")
    )


def edge_chart(checks: pd.DataFrame) -> alt.Chart:
    """edge_case_1: a heatmap of check pass rates, behavior by check, one panel per run."""
    if checks.empty:
        return _empty("no edge_case_1 scores")
    return (
        alt.Chart(checks)
        .mark_rect()
        .encode(
            x=alt.X("check:N", title="check"),
            y=alt.Y("behavior:N", title="behavior"),
            color=alt.Color(
                "pass_rate:Q",
                title="pass rate",
                scale=alt.Scale(domain=[0, 1], scheme="redyellowgreen"),
            ),
            column=alt.Column("run:N", title=None),
            tooltip=[
                "run:N",
                "behavior:N",
                "check:N",
                alt.Tooltip("pass_rate:Q", format=".0%"),
                alt.Tooltip("n:Q", title="cases"),
            ],
        )
        .properties(width=260, title="Edge-case checks (B1-B9)")
    )


def search_chart(quality: pd.DataFrame) -> alt.Chart:
    """Mean recall@K, nDCG@K and F1 per run and set (`gymkit.analysis.search_quality`)."""
    if quality.empty:
        return _empty("no search scores")
    long = quality.melt(
        id_vars=["run", "set", "n"],
        value_vars=[RECALL_AT_K, NDCG_AT_K, "f1"],
        var_name="metric",
    )
    return (
        alt.Chart(long)
        .mark_bar()
        .encode(
            x=alt.X("value:Q", title=None, scale=alt.Scale(domain=[0, 1])),
            y=alt.Y("metric:N", title=None),
            yOffset="run:N",
            color=run_color(long),
            row=alt.Row("set:N", title=None),
            tooltip=["run:N", "set:N", "metric:N", alt.Tooltip("value:Q", format=".3f"), "n:Q"],
        )
        .properties(width=WIDTH, title="Search quality")
    )


def shape_chart(confusion: pd.DataFrame) -> alt.Chart:
    """search_mode: expected vs predicted retrieval shape, counts as a heatmap per run."""
    if confusion.empty:
        return _empty("no search_mode scores")
    base = alt.Chart(confusion).encode(
        x=alt.X(
            "predicted_shape:N", title="predicted", sort=list(confusion["predicted_shape"].unique())
        ),
        y=alt.Y(
            "expected_shape:N", title="expected", sort=list(confusion["expected_shape"].unique())
        ),
    )
    rect = base.mark_rect().encode(
        color=alt.Color("n:Q", title="queries", scale=alt.Scale(scheme="blues")),
        tooltip=["run:N", "expected_shape:N", "predicted_shape:N", "n:Q"],
    )
    text = base.mark_text().encode(text="n:Q")
    return (
        (rect + text)
        .properties(width=220, height=150)
        .facet(column=alt.Column("run:N", title=None))
        .properties(title="Retrieval shape: expected vs predicted")
    )


def error_chart(labels: pd.DataFrame) -> alt.Chart:
    """How often each error label occurs (`gymkit.analysis.error_labels`), per run."""
    if labels.empty:
        return _empty("no failed queries")
    return (
        alt.Chart(labels)
        .mark_bar()
        .encode(
            y=alt.Y("label:N", sort="-x", title="error label"),
            x=alt.X("sum(n):Q", title="queries"),
            color="set:N",
            column=alt.Column("run:N", title=None),
            tooltip=["run:N", "set:N", "label:N", "n:Q"],
        )
        .properties(width=260, title="Error labels")
    )


def overview_chart(ov: pd.DataFrame) -> alt.Chart:
    """The index page: accuracy per environment and set, one colour per run (`analysis.overview`)."""
    if ov.empty:
        return _empty("no scores")
    return (
        alt.Chart(ov)
        .mark_bar()
        .encode(
            y=alt.Y("environment:N", title=None),
            yOffset="run:N",
            x=alt.X(
                "accuracy:Q",
                title="passed",
                scale=alt.Scale(domain=[0, 1]),
                axis=alt.Axis(format="%"),
            ),
            color=run_color(ov),
            column=alt.Column("set:N", title=None),
            tooltip=[
                "run:N",
                "environment:N",
                "set:N",
                "n:Q",
                alt.Tooltip("accuracy:Q", format=".1%"),
            ],
        )
        .properties(width=220, title="Queries passed, per environment and set")
    )


def latency_chart(predictions: pd.DataFrame) -> alt.Chart:
    """Distribution of per-query latency (seconds), one colour per run."""
    if predictions.empty or "latency_seconds" not in predictions:
        return _empty("no predictions")
    df = predictions[["run", "set", "latency_seconds"]].dropna()
    return (
        alt.Chart(df)
        .mark_tick()
        .encode(
            x=alt.X("latency_seconds:Q", title="seconds per query", scale=alt.Scale(type="symlog")),
            y=alt.Y("set:N", title=None),
            color=run_color(df),
            tooltip=["run:N", "set:N", alt.Tooltip("latency_seconds:Q", format=".3f")],
        )
        .properties(width=WIDTH, title="Latency per query")
    )
