"""The Altair charts of the notebooks and reports, and an offline way to draw them.

Charts take the DataFrames of `gymkit.analysis` (aggregated already) and return Altair charts.

Offline drawing. Altair's default renderer loads Vega from a CDN (nothing shows offline), and
an inline template embeds the ~0.9 MB Vega bundle in every chart. So:
- in JupyterLab (`setup()`), each chart is JupyterLab's own Vega-Lite MIME type
  (`application/vnd.vegalite.v5+json`, the newest JupyterLab 4 draws; Altair 6's own
  `mimetype` renderer emits v6, which JupyterLab does not know), drawn by the Vega JupyterLab
  ships: offline, and a notebook saved after Run All holds the specs only, no JavaScript;
- in a report page (`setup(standalone=False)`), the `gymkit` renderer: each chart is a `<div>`
  plus a small script calling the global `vegaEmbed`, and the Vega/Vega-Lite/Vega-Embed bundle
  (from `vl_convert`, no network) is injected once into the page's `<head>` by `gymkit.report`,
  so a report stays interactive, offline and small.
"""

from __future__ import annotations

import html
import json
import uuid
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from gymkit._imports import skip_iri_grammar

skip_iri_grammar()  # before altair imports jsonschema
import altair as alt  # noqa: E402
import pandas as pd  # noqa: E402

from gymkit.call.vocabulary import CLASSES  # noqa: E402
from gymkit.scoring.metrics import NDCG_AT_K, RECALL_AT_K  # noqa: E402

RENDERER = "gymkit"  # report pages: HTML drawn by the bundle in the page head
LAB_RENDERER = "gymkit-lab"  # notebooks: JupyterLab's built-in Vega-Lite renderer
LAB_MIME = "application/vnd.vegalite.v5+json"
LAB_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"
METRIC_TITLES = {
    "plan_accuracy": "Plan accuracy",
    "result_accuracy": "Result accuracy",
    "passed_accuracy": "Passed",
}
# what the k of a bar's "k/n" label counts, per metric
_COUNT_NOUNS = {
    "plan_accuracy": "plans matched",
    "result_accuracy": "results matched",
    "passed_accuracy": "passed",
}
WIDTH = 420
# One colour per run of a selection: Tableau 10, then the Tableau 20 shades that are not too
# close to one of those ten (19 in all); beyond that, hues spread by the golden angle.
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
    "#a0cbe8",
    "#ffbe7d",
    "#8cd17d",
    "#b6992d",
    "#499894",
    "#79706e",
    "#d37295",
    "#d4a6c8",
    "#d7b5a6",
)


def _extra_colour(i: int) -> str:
    """The i-th colour past the palette: a hue turned by the golden angle each time."""
    import colorsys

    r, g, b = colorsys.hls_to_rgb((i * 0.618034) % 1.0, 0.45, 0.55)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def run_colours(runs: Iterable[Any]) -> dict[str, str]:
    """Each run of a selection (and each trial NAME@i of a group) its own colour.

    The selection's run names, deduplicated and sorted, index `RUN_PALETTE` in turn, so two
    runs of one selection never share a colour and a run keeps its colour on every page of
    that selection (every environment's report, every chart, the failure list). The one
    source of run colours: charts, report pages and widgets all call it.
    """
    names = sorted({str(r) for r in runs if r is not None and not pd.isna(r)})
    return {
        r: RUN_PALETTE[i] if i < len(RUN_PALETTE) else _extra_colour(i - len(RUN_PALETTE))
        for i, r in enumerate(names)
    }


def run_swatch(run: str, colours: dict[str, str]) -> str:
    """A run's name after a square of its colour (HTML, escaped), as legends show it."""
    colour = colours.get(str(run), "#888")
    return f"<span style='color:{colour}'>&#9632;</span> {html.escape(str(run))}"


def run_color(df: pd.DataFrame, runs: Iterable[str] | None = None, title: str = "run") -> alt.Color:
    """The colour encoding of the `run` column: each run in its `run_colours` colour within
    the selection `runs` (default: the runs in `df`), the same in every chart of a page."""
    present = {str(r) for r in df["run"].dropna()} if "run" in df else set()
    colours = run_colours(present if runs is None else [*runs, *present])
    domain = sorted(present)
    return alt.Color(
        "run:N",
        title=title,
        scale=alt.Scale(domain=domain, range=[colours[r] for r in domain]),
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


def _lab_renderer(spec: dict, **_: Any) -> dict:
    """The chart as the Vega-Lite MIME type JupyterLab draws itself (no script, no bundle)."""
    title = spec.get("title")
    title = title.get("text") if isinstance(title, dict) else title
    return {
        LAB_MIME: {**spec, "$schema": LAB_SCHEMA},
        "text/plain": f"<chart{': ' + str(title) if title else ''}>",
    }


def setup(standalone: bool = True) -> None:
    """Draw charts offline from here on.

    standalone=True (a notebook in JupyterLab): the `gymkit-lab` renderer, JupyterLab's own
    Vega-Lite MIME type, so nothing is embedded in the notebook but each chart's spec.
    False (a report page, `gymkit.report`): the `gymkit` renderer, HTML drawn by the Vega bundle
    the report injects once into the page head.
    In a kernel, gymkit's own errors show from here on as one line, not a traceback.
    """
    from gymkit.errors import one_line_in_notebooks

    one_line_in_notebooks()
    alt.renderers.register(RENDERER, _renderer)
    alt.renderers.register(LAB_RENDERER, _lab_renderer)
    alt.renderers.enable(LAB_RENDERER if standalone else RENDERER)
    alt.data_transformers.disable_max_rows()


# ---- charts -----------------------------------------------------------------------------------


def _empty(message: str) -> alt.Chart:
    """A chart that says there is nothing to show (keeps report layouts stable)."""
    return (
        alt.Chart(pd.DataFrame({"text": [message]}))
        .mark_text(size=13, color="#666")
        .encode(text="text:N")
        .properties(width=WIDTH, height=40)
    )


def _count_labels(share: pd.Series, n: pd.Series) -> list[str]:
    """'k/n' per row (k = share x n, rounded): a 0% bar reads as 0/3, not as missing data."""
    return [
        "" if pd.isna(v) or pd.isna(m) else f"{round(float(v) * int(m))}/{int(m)}"
        for v, m in zip(share, n)
    ]


def accuracy_chart(
    acc: pd.DataFrame, by: str, metric: str = "passed_accuracy", runs: Sequence[str] | None = None
) -> alt.Chart:
    """Bars of `metric` per value of `by` (one colour per run of the selection `runs`) with 95%
    CI error bars, and each bar's count as 'k/n' beside it (so 0% shows as 0/n).

    `acc` is `gymkit.analysis.accuracy(scores, by)`.
    """
    if acc.empty:
        return _empty(f"no scores by {by}")
    title = METRIC_TITLES.get(metric, metric)
    df = acc.copy()
    df[by] = df[by].astype(str)
    df["count_label"] = _count_labels(df[metric], df["n"])
    # the label sits past the bar and its interval, so the interval's line never crosses it
    hi = f"{metric}_hi"
    df["label_x"] = df[[metric, hi]].max(axis=1) if hi in df else df[metric]
    base = alt.Chart(df).encode(
        y=alt.Y(f"{by}:N", title=by.replace("_", " "), sort=None),
        yOffset=alt.YOffset("run:N"),
        color=run_color(df, runs),
    )
    x = alt.X(f"{metric}:Q", title=title, scale=alt.Scale(domain=[0, 1]), axis=alt.Axis(format="%"))
    bars = base.mark_bar().encode(
        x=x,
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
    counts = base.mark_text(align="left", dx=3, fontSize=10).encode(
        x=alt.X("label_x:Q", scale=alt.Scale(domain=[0, 1])),
        text="count_label:N",
        color=alt.value("#333"),
    )
    noun = _COUNT_NOUNS.get(metric, "counted")
    return (bars + errors + counts).properties(
        width=WIDTH, title=f"{title} by {by.replace('_', ' ')} ({noun} / queries beside each bar)"
    )


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


def search_chart(quality: pd.DataFrame, runs: Sequence[str] | None = None) -> alt.Chart:
    """Mean recall@K, nDCG@K and F1 per run and set (`gymkit.analysis.search_quality`), each
    bar's value and n beside it (so a 0 reads as 0.00, not as missing)."""
    if quality.empty:
        return _empty("no search scores")
    long = quality.melt(
        id_vars=["run", "set", "n"],
        value_vars=[RECALL_AT_K, NDCG_AT_K, "f1"],
        var_name="metric",
    )
    long["value_label"] = [
        "" if pd.isna(v) else f"{v:.2f} (n={n})" for v, n in zip(long["value"], long["n"])
    ]
    x = alt.X("value:Q", title=None, scale=alt.Scale(domain=[0, 1]))
    base = alt.Chart().encode(y=alt.Y("metric:N", title=None), yOffset="run:N")
    bars = base.mark_bar().encode(
        x=x,
        color=run_color(long, runs),
        tooltip=["run:N", "set:N", "metric:N", alt.Tooltip("value:Q", format=".3f"), "n:Q"],
    )
    values = base.mark_text(align="left", dx=3, fontSize=10, color="#333").encode(
        x=x, text="value_label:N"
    )
    return (
        alt.layer(bars, values, data=long)
        .properties(width=WIDTH)
        .facet(row=alt.Row("set:N", title=None))
        .properties(title="Search quality (mean and n beside each bar)")
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
    """How often each error label occurs (`gymkit.analysis.error_labels`), per run; the title
    says what is counted (each failed query once under its first label, or every label)."""
    if labels.empty:
        return _empty("no failed queries")
    first = labels.attrs.get("counted") == "first"
    title = (
        "Failed queries by first error label (each counted once, as the failure list groups them)"
        if first
        else "Error labels (every label of every failed query)"
    )
    return (
        alt.Chart(labels)
        .mark_bar()
        .encode(
            y=alt.Y("label:N", sort="-x", title="first error label" if first else "error label"),
            x=alt.X("sum(n):Q", title="failed queries" if first else "labels"),
            color="set:N",
            column=alt.Column("run:N", title=None),
            tooltip=["run:N", "set:N", "label:N", "n:Q"],
        )
        .properties(width=260, title=title)
    )


def overview_chart(ov: pd.DataFrame, runs: Sequence[str] | None = None) -> alt.Chart:
    """The index page: accuracy per environment and set, one colour per run of the selection
    `runs` (`analysis.overview`), each bar's 'passed/n' beside it (so 0% shows as 0/n)."""
    if ov.empty:
        return _empty("no scores")
    df = ov.assign(count_label=_count_labels(ov["accuracy"], ov["n"]))
    x = alt.X(
        "accuracy:Q", title="passed", scale=alt.Scale(domain=[0, 1]), axis=alt.Axis(format="%")
    )
    base = alt.Chart().encode(y=alt.Y("environment:N", title=None), yOffset="run:N")
    bars = base.mark_bar().encode(
        x=x,
        color=run_color(df, runs),
        tooltip=["run:N", "environment:N", "set:N", "n:Q", alt.Tooltip("accuracy:Q", format=".1%")],
    )
    counts = base.mark_text(align="left", dx=3, fontSize=10, color="#333").encode(
        x=x, text="count_label:N"
    )
    return (
        alt.layer(bars, counts, data=df)
        .properties(width=220)
        .facet(column=alt.Column("set:N", title=None))
        .properties(
            title="Queries passed, per environment and set (passed / queries beside each bar)"
        )
    )


def latency_chart(predictions: pd.DataFrame, runs: Sequence[str] | None = None) -> alt.Chart:
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
            color=run_color(df, runs),
            tooltip=["run:N", "set:N", alt.Tooltip("latency_seconds:Q", format=".3f")],
        )
        .properties(width=WIDTH, title="Latency per query")
    )
