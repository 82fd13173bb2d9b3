"""gymkit.charts: every chart is a valid Vega-Lite spec that really draws (rendered offline by
vl-convert's Vega engine, marks counted in the scenegraph), and the offline HTML is safe."""

from __future__ import annotations

import json
import re

import altair as alt
import pandas as pd
import pytest
import vl_convert as vlc
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit import analysis, charts
from tests.test_report_helpers import score_frame


def mark_nodes(spec: dict) -> list[dict]:
    """The data mark nodes (role 'mark', not groups) of Vega's own scenegraph of `spec`."""
    nodes: list[dict] = []

    def walk(node) -> None:
        if isinstance(node, dict):
            if node.get("role") == "mark" and node.get("marktype") != "group":
                nodes.append(node)
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(vlc.vegalite_to_scenegraph(spec))
    return nodes


def mark_items(spec: dict) -> dict[str, int]:
    """Drawn items per data mark type."""
    counts: dict[str, int] = {}
    for node in mark_nodes(spec):
        counts[node["marktype"]] = counts.get(node["marktype"], 0) + len(node.get("items", []))
    return counts


def data_rows(spec: dict) -> list[dict]:
    """The rows of a spec's one inline dataset (Altair names it under `datasets`)."""
    return spec["datasets"][spec["data"]["name"]]


def predictions_frame() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "run": ["a", "a", "b", "b"],
            "set": ["ask_mode", "edge_case_1", "ask_mode", "ask_mode"],
            "query_id": ["q1", "q2", "q1", "q3"],
            "latency_seconds": [0.01, 0.2, 1.5, None],
            "error": [None, None, "timeout", None],
        }
    )


@pytest.fixture(scope="module")
def scores() -> pd.DataFrame:
    return score_frame()


def test_accuracy_chart_draws_a_bar_and_an_interval_per_run_and_value(scores):
    acc = analysis.accuracy(scores, "set")
    spec = charts.accuracy_chart(acc, "set").to_dict()
    drawn = mark_items(spec)
    # 2 runs x 3 sets: a bar, an interval and a "passed/n" label each
    assert drawn == {"rect": len(acc), "rule": len(acc), "text": len(acc)}
    layer = spec["layer"][1]["encoding"]
    assert layer["x"]["field"] == "passed_accuracy_lo"
    assert layer["x2"]["field"] == "passed_accuracy_hi"


@pytest.mark.parametrize("by", ["operator_class", "phrasing", "num_sub_queries", "environment"])
def test_accuracy_chart_by_every_report_dimension(scores, by):
    ask = scores[scores["set"] != "edge_case_1"]
    acc = analysis.accuracy(ask, by)
    assert mark_items(charts.accuracy_chart(acc, by).to_dict())["rect"] == len(acc) > 0


def test_every_chart_draws_marks_from_its_analysis_table(scores):
    queries = pd.DataFrame(
        {
            "set": ["ask_mode", "ask_mode", "search_mode"],
            "operator_classes": [["search", "text_filter"], ["groupby"], ["search"]],
            "phrasing": ["explicit", "conversational", "explicit"],
            "num_sub_queries": [1, 2, 1],
        }
    )
    built = {
        "mix": charts.mix_chart(analysis.query_mix(queries)),
        "count": charts.count_chart(analysis.count_by(queries, "phrasing"), "phrasing"),
        "edge": charts.edge_chart(analysis.edge_checks(scores)),
        "search": charts.search_chart(analysis.search_quality(scores)),
        "shape": charts.shape_chart(analysis.shape_confusion(scores)),
        "errors": charts.error_chart(analysis.error_labels(scores)),
        "overview": charts.overview_chart(analysis.overview(scores)),
        "latency": charts.latency_chart(predictions_frame()),
    }
    drawn = {name: mark_items(chart.to_dict()) for name, chart in built.items()}
    assert drawn["mix"] == {
        "rect": 4
    }  # (ask_mode: search, text_filter, groupby), (search_mode: search)
    assert drawn["count"] == {"rect": 3}  # (set, phrasing) pairs
    assert drawn["shape"] == {"rect": 2 * 3 * 5, "text": 2 * 3 * 5}  # the full grid per run
    assert drawn["latency"] == {"rect": 3}  # a tick per timed prediction, the missing one left out
    assert drawn["overview"]["rect"] == len(analysis.overview(scores))
    assert drawn["overview"]["text"] == len(analysis.overview(scores))  # passed/n per bar
    for name in ("edge", "search", "errors"):
        assert sum(drawn[name].values()) > 0, name


def test_empty_tables_draw_a_message_instead_of_failing():
    empty = pd.DataFrame()
    for chart in (
        charts.accuracy_chart(pd.DataFrame(columns=["run", "set"]), "set"),
        charts.mix_chart(analysis.query_mix(empty)),
        charts.edge_chart(analysis.edge_checks(pd.DataFrame(columns=["set"]))),
        charts.search_chart(analysis.search_quality(empty)),
        charts.shape_chart(analysis.shape_confusion(pd.DataFrame(columns=["set"]))),
        charts.error_chart(analysis.error_labels(empty)),
        charts.overview_chart(analysis.overview(empty)),
        charts.latency_chart(empty),
    ):
        spec = chart.to_dict()
        assert mark_items(spec) == {"text": 1}
        assert data_rows(spec)[0]["text"].startswith("no ")


def test_chart_html_draws_with_the_global_vega_embed_and_keeps_the_spec():
    spec = charts.overview_chart(analysis.overview(score_frame())).to_dict()
    out = charts.chart_html(spec, "gk-test")
    assert out.startswith('<div class="gymkit-chart" id="gk-test"></div>')
    assert 'window.vegaEmbed("#gk-test"' in out
    assert "http" not in out.replace(spec["$schema"], "")  # no URL but the schema's id
    payload = re.search(r"var spec = (.*), tries = 0;", out).group(1)
    assert json.loads(payload) == json.loads(json.dumps(spec, default=str))


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=1, max_size=40))
def test_chart_html_cannot_be_closed_early_by_data(text):
    """Whatever a command or label holds, the chart's script has exactly one end tag."""
    spec = alt.Chart(pd.DataFrame({"label": [text, "</script><script>alert(1)</script>"]}))
    out = charts.chart_html(spec.mark_text().encode(text="label:N").to_dict(), "gk-x")
    assert out.lower().count("</script") == 1
    assert out.rstrip().endswith("</script>")
    payload = re.search(r"var spec = (.*), tries = 0;", out, re.S).group(1)
    assert data_rows(json.loads(payload))[0]["label"] == text


def test_bundle_script_defines_vega_embed_once_without_the_network():
    js = charts.bundle_script()
    assert js.startswith("<script>if (!window.vegaEmbed)")
    assert js.count("</script") == 1 and js.endswith("</script>")
    assert "vegaEmbed" in js and 300_000 < len(js) < 3_000_000
    assert not re.search(r"<script[^>]+src=", js)
    assert charts.vega_bundle() is charts.vega_bundle()  # built once per process


def test_setup_makes_notebook_output_offline_html():
    charts.setup(standalone=False)
    try:
        chart = charts.overview_chart(analysis.overview(score_frame()))
        bundle = chart._repr_mimebundle_()
        bundle = bundle[0] if isinstance(bundle, tuple) else bundle
        html = bundle["text/html"]
        assert 'class="gymkit-chart"' in html and "cdn" not in html.lower()
        assert alt.renderers.active == charts.RENDERER
    finally:
        alt.renderers.enable("default")


# ---- run colours: one per run of a selection, the same in every chart -------------------------

SELECTION = ["rules", "oracle", "search-baseline", "rules@2", "rules@3"]


def colour_scale(spec: dict) -> dict[str, str]:
    """run -> colour from every `run` colour encoding in a spec (layers and facets included)."""
    found: dict[str, str] = {}

    def walk(node) -> None:
        if isinstance(node, dict):
            color = node.get("color")
            if isinstance(color, dict) and color.get("field") == "run" and "scale" in color:
                scale = color["scale"]
                for r, c in zip(scale["domain"], scale["range"]):
                    assert found.setdefault(r, c) == c, f"{r} has two colours in one spec"
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(spec)
    return found


def test_every_run_of_a_selection_gets_its_own_colour():
    colours = charts.run_colours(SELECTION)
    assert set(colours) == set(SELECTION)
    assert len(set(colours.values())) == len(SELECTION)  # rules/oracle, rules@2/@3 no longer clash
    assert charts.run_colours(reversed(SELECTION)) == colours  # the order given does not matter
    many = charts.run_colours(f"run-{i:02d}" for i in range(40))
    assert len(set(many.values())) == 40  # past the palette, still one colour each
    assert all(re.fullmatch(r"#[0-9a-f]{6}", c) for c in many.values())


def test_a_chart_of_some_runs_keeps_the_selections_colours():
    """Each chart colours its runs as the whole selection does, though it shows only some."""
    colours = charts.run_colours(SELECTION)
    scores = score_frame(runs=tuple(SELECTION))
    full = charts.accuracy_chart(analysis.accuracy(scores, "set"), "set", runs=SELECTION)
    assert colour_scale(full.to_dict()) == colours
    two = scores[scores["run"].isin(["rules@3", "oracle"])]
    for chart in (
        charts.accuracy_chart(analysis.accuracy(two, "set"), "set", runs=SELECTION),
        charts.search_chart(analysis.search_quality(two), runs=SELECTION),
        charts.overview_chart(analysis.overview(two), runs=SELECTION),
    ):
        assert colour_scale(chart.to_dict()) == {r: colours[r] for r in ("oracle", "rules@3")}


def test_a_zero_bar_is_labelled_with_its_count():
    """A class where nothing passed draws '0/3' at zero, and every bar says its n."""
    acc = pd.DataFrame(
        {
            "run": ["rules", "search-baseline"],
            "operator_class": ["group-by", "group-by"],
            "n": [42, 3],
            "passed_accuracy": [0.5, 0.0],
            "passed_accuracy_lo": [0.35, 0.0],
            "passed_accuracy_hi": [0.65, 0.0],
        }
    )
    spec = charts.accuracy_chart(acc, "operator_class").to_dict()
    labels = sorted(r["count_label"] for r in data_rows(spec))
    assert labels == ["0/3", "21/42"]
    texts = [
        item.get("text")
        for node in mark_nodes(spec)
        if node["marktype"] == "text"
        for item in node.get("items", [])
    ]
    assert sorted(texts) == ["0/3", "21/42"]  # drawn, the zero one included
    assert "queries beside each bar" in spec["title"]


def test_the_error_chart_title_says_what_it_counts(scores):
    first = charts.error_chart(analysis.error_labels(scores, first_only=True)).to_dict()
    every = charts.error_chart(analysis.error_labels(scores)).to_dict()
    assert "first error label" in first["title"] and "counted once" in first["title"]
    assert "every label" in every["title"]
