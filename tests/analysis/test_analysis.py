"""gymkit.analysis: the tables behind notebooks and reports, on hand-made score rows and on a
real tiny gym with real scored runs (real DuckDB, real run store)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit import analysis
from gymkit.agents.base import Plan, register
from gymkit.errors import GymError
from tests.test_report_helpers import score_frame, tiny_workspace

WRONG_AGENT = "report-test-wrong"


@register(WRONG_AGENT)
class _WrongAgent:
    """Answers every command with the same wrong lookup, so its runs have failures to analyse."""

    name = WRONG_AGENT
    concurrency = 1

    def __init__(self, gym=None, **_):
        self.gym = gym

    def plan(self, command, environment):
        call = {
            "collection_name": "Gadgets",
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "toy"}
            ],
        }
        trace = [{"call": 0, "words": command[:10], "produced": "category = toy"}]
        return Plan(calls=[call], trace=trace)

    def revise(self, command, environment, plan, results):
        return None


# ---- hand-made score rows -------------------------------------------------------------------


def test_accuracy_per_run_matches_hand_computed_means_and_ci_brackets_them():
    df = score_frame()
    acc = analysis.accuracy(df, "set")
    assert set(acc["run"]) == {"alpha", "beta"}
    for (run, set_name), group in df.groupby(["run", "set"]):
        row = acc[(acc["run"] == run) & (acc["set"] == set_name)].iloc[0]
        assert row["n"] == len(group)
        assert row["passed_accuracy"] == pytest.approx(group["passed"].mean())
        assert row["plan_accuracy"] == pytest.approx(group["plan_match"].mean())
        assert row["passed_accuracy_lo"] <= row["passed_accuracy"] <= row["passed_accuracy_hi"]


def test_accuracy_by_operator_class_explodes_the_list_column():
    df = score_frame(runs=("alpha",))
    acc = analysis.accuracy(df[df["set"] == "ask_mode"], "operator_class")
    counts = dict(zip(acc["operator_class"], acc["n"]))
    # score rows written with gymkit's older names read in the published ones (#15)
    assert counts == {"numeric filter": 6, "search query": 6, "text filter": 6}


def test_with_intervals_formats_percentages_and_ci():
    acc = pd.DataFrame(
        [
            {
                "run": "a",
                "set": "ask_mode",
                "n": 4,
                **{m: 0.5 for m in analysis.METRICS},
                **{f"{m}_lo": 0.25 for m in analysis.METRICS},
                **{f"{m}_hi": 0.75 for m in analysis.METRICS},
            }
        ]
    )
    out = analysis.with_intervals(acc)
    assert out.loc[0, "passed_accuracy"] == "50.0% [25-75]"
    assert not [c for c in out.columns if c.endswith(("_lo", "_hi"))]


def test_edge_behaviors_pass_share_and_check_rate():
    df = score_frame(runs=("alpha",))
    out = analysis.edge_behaviors(df)
    edge = df[df["set"] == "edge_case_1"]
    b1 = edge[edge["behavior"] == "B1"]
    row = out[out["behavior"] == "B1"].iloc[0]
    assert row["n"] == len(b1)
    assert row["passed"] == pytest.approx(b1["passed"].mean())
    assert row["check_pass_rate"] == pytest.approx(
        b1["checks_passed"].sum() / b1["checks_total"].sum()
    )


def test_edge_checks_ignore_checks_that_do_not_apply():
    df = score_frame(runs=("alpha",))
    out = analysis.edge_checks(df)
    retry = out[out["check"] == "retry"]
    # check_retry only applies to behaviors B6/B7 (i % 9 in 5, 6); elsewhere it is None
    assert set(retry["behavior"]) == {"B6", "B7"}
    vf = out[(out["check"] == "value_filter") & (out["behavior"] == "B2")].iloc[0]
    edge = df[(df["set"] == "edge_case_1") & (df["behavior"] == "B2")]
    assert vf["pass_rate"] == pytest.approx(edge["check_value_filter"].mean())


def test_search_quality_means_over_searching_queries_only():
    df = score_frame(runs=("alpha",))
    out = analysis.search_quality(df).set_index("set")
    assert "edge_case_1" not in out.index
    sm = df[df["set"] == "search_mode"]
    assert out.loc["search_mode", "recall_at_10"] == pytest.approx(sm["recall_at_10"].mean())
    assert out.loc["search_mode", "n"] == len(sm)


def test_shape_confusion_counts_every_search_mode_query_once_with_no_answer():
    df = score_frame()
    out = analysis.shape_confusion(df)
    for _run, group in out.groupby("run"):
        assert group["n"].sum() == 12
        # query 5 predicted nothing: counted as the scorer's "none", not dropped
        assert group[group["predicted_shape"] == "none"]["n"].sum() == 1
    # the full grid is present, zeros included (3 expected x 5 predicted per run)
    assert len(out) == 2 * 3 * 5
    assert list(out["predicted_shape"].unique()) == list(analysis.PREDICTED_SHAPES)


def test_error_labels_count_each_label():
    df = score_frame(runs=("alpha",))
    out = analysis.error_labels(df)
    failed = df[~df["passed"]]
    expected = sum(len(v) for v in failed["error_labels"])
    assert out["n"].sum() == expected
    assert set(out["label"]) == {"wrong_value", "missing_filter"}


def test_compare_runs_marks_wins_and_losses():
    df = score_frame()
    out = analysis.compare_runs(df, "alpha", "beta")
    assert len(out) == 36
    a = df[df["run"] == "alpha"].set_index(["set", "query_id"])["passed"]
    b = df[df["run"] == "beta"].set_index(["set", "query_id"])["passed"]
    wins = int(((a == True) & (b == False)).sum())  # noqa: E712
    assert (out["outcome"] == "alpha only").sum() == wins
    assert (out["outcome"] == "same").sum() == int((a == b).sum())


def test_overview_and_latency_tables():
    df = score_frame()
    ov = analysis.overview(df)
    assert ov["n"].sum() == len(df)
    preds = df[["run", "set", "query_id"]].assign(
        latency_seconds=np.arange(len(df)) / 100, error=None
    )
    slow = analysis.slowest_queries(preds, 3)
    assert list(slow["latency_seconds"]) == sorted(preds["latency_seconds"], reverse=True)[:3]
    lat = analysis.latency_summary(preds)
    assert lat["n"].sum() == len(df)
    assert (lat["errors"] == 0).all()


def test_query_mix_and_count_by():
    queries = pd.DataFrame(
        {
            "set": ["ask_mode", "ask_mode", "search_mode"],
            "operator_classes": [["search", "groupby"], np.array(["search"]), ["text_filter"]],
            "num_sub_queries": [1.0, 2.0, None],
        }
    )
    mix = analysis.query_mix(queries)
    assert dict(zip(zip(mix["set"], mix["operator_class"]), mix["n"])) == {
        ("ask_mode", "group-by"): 1,  # older names read in the published ones (#15)
        ("ask_mode", "search query"): 2,
        ("search_mode", "text filter"): 1,
    }
    counts = analysis.count_by(queries, "num_sub_queries")
    assert list(counts["num_sub_queries"]) == [1, 2]  # whole numbers, not 1.0


def test_empty_frames_give_empty_tables_not_errors():
    empty = score_frame().iloc[0:0]
    assert analysis.edge_behaviors(empty).empty
    assert analysis.shape_confusion(empty).empty
    assert analysis.search_quality(empty).empty
    assert analysis.error_labels(empty).empty
    assert analysis.accuracy(empty, "set").empty


@given(st.lists(st.text(max_size=30), max_size=4), st.lists(st.text(max_size=30), max_size=4))
def test_plan_diff_is_empty_exactly_when_plans_are_equal(a, b):
    diff = analysis.plan_diff(a, b)
    assert (diff == "") == (a == b)
    if a != b:
        assert diff.startswith("--- expected")


def test_plan_diff_marks_expected_and_predicted_lines():
    diff = analysis.plan_diff(
        ["SELECT * FROM T WHERE x = 1"], ["SELECT * FROM T WHERE x = 2"]
    ).splitlines()
    assert "-SELECT * FROM T WHERE x = 1" in diff
    assert "+SELECT * FROM T WHERE x = 2" in diff


@pytest.mark.parametrize(
    "value, expected",
    [
        (None, []),
        (math.nan, []),
        (pd.NA, []),
        (np.array(["a", "b"]), ["a", "b"]),
        (("a",), ["a"]),
        ('["x", "y"]', ["x", "y"]),
        ("plain", ["plain"]),
    ],
)
def test_as_list_accepts_every_storage_form(value, expected):
    assert analysis._as_list(value) == expected


def test_trace_frame_reads_json_and_lists():
    t = analysis.trace_frame('[{"call": 0, "words": "over 5", "produced": "x > 5"}]')
    assert list(t.columns) == ["call", "words", "produced"]
    assert analysis.trace_frame(None).empty
    assert list(analysis.trace_frame("not json")["trace"]) == ["not json"]


# ---- a real tiny gym with real runs --------------------------------------------------------


@pytest.fixture(scope="module")
def workspace(tmp_path_factory):
    return tiny_workspace(tmp_path_factory.mktemp("analysis"), runs=("oracle", WRONG_AGENT))


@pytest.fixture()
def gym(workspace):
    from gymkit.gym import open_gym

    with open_gym(workspace) as g:
        yield g


def test_load_runs_reads_the_store_and_filters_runs(gym):
    frames = analysis.load_runs(gym, ["oracle"])
    assert frames.runs == ["oracle"]
    assert len(frames.scores) == len(frames.predictions) == 4  # 2 ask, 1 search, 1 edge
    assert frames.scores["passed"].all()
    both = analysis.load_runs(gym.workspace)
    assert both.runs == sorted(["oracle", WRONG_AGENT])
    assert analysis.load_runs(gym, environment="no-such-env").scores.empty


def test_load_runs_names_the_missing_run_and_the_stored_ones(gym):
    with pytest.raises(GymError, match=r"nope.*stored runs: .*oracle"):
        analysis.load_runs(gym, ["oracle", "nope"])


def test_load_runs_without_a_store_says_what_to_run(tmp_path):
    with pytest.raises(GymError, match="gymkit run"):
        analysis.load_runs(tmp_path)


def test_failed_queries_show_labels_and_plan_diff(gym):
    frames = analysis.load_runs(gym)
    queries = analysis.queries_frame(gym)
    failed = analysis.failed_queries(frames, queries)
    assert set(failed["run"]) == {WRONG_AGENT}  # the oracle passes everything
    row = failed[failed["query_id"] == "tiny-env-000"].iloc[0]
    assert row["command"] == "Show me every gadget in the tool category."
    assert row["error_labels"]
    assert "-SELECT" in row["diff"] and "'toy'" in row["diff"] and "'tool'" in row["diff"]
    only = analysis.failed_queries(frames, queries, label=row["error_labels"][0])
    assert "tiny-env-000" in set(only["query_id"])
    assert analysis.failed_queries(frames, queries, label="no-such-label").empty
    html = analysis.failed_queries_html(failed)
    assert "<script" not in html and "tiny-env-000" in html


def test_failed_edge_cases_show_their_checks_as_the_expectation(gym):
    frames = analysis.load_runs(gym, [WRONG_AGENT])
    failed = analysis.failed_queries(frames, analysis.queries_frame(gym))
    edge = failed[failed["set"] == "edge_case_1"].iloc[0]
    # edge_case_1 rows have no ground-truth plan: the checks stand in for it, in the diff too
    assert edge["expected_sql"] == ["expect: = filter on repairCode; no search query"]
    assert "-expect: = filter on repairCode" in edge["diff"]


def test_expect_text_reads_every_kind_of_check():
    text = analysis.expect_text(
        {
            "value_filter": "or_eq",
            "value_properties": ["routeName", "comparisonRouteName"],
            "query_contains": ["Morrowfen Link"],
            "query_null": False,
            "other_filters": '[{"property_name": "boardings", "operator": ">", "value": 100}]',
            "retry": "keep",
        }
    )
    assert text == (
        "expect: OR of = filters on routeName, comparisonRouteName; search query contains "
        "'Morrowfen Link'; AND boardings > 100; retry: keep"
    )


def test_failed_queries_html_colours_the_diff_and_drops_its_headers():
    df = pd.DataFrame(
        [
            {
                "query_id": "q1",
                "set": "ask_mode",
                "command": "c",
                "agent_error": None,
                "error_labels": ["wrong_value"],
                "diff": analysis.plan_diff(["SELECT a"], ["SELECT b"]),
            }
        ]
    )
    out = analysis.failed_queries_html(df)
    assert "color:#b00020'>-SELECT a</span>" in out
    assert "color:#1b5e20'>+SELECT b</span>" in out
    assert "--- expected" not in out and "@@" not in out


def test_runs_table_lists_the_asked_runs_in_order_without_settings(gym):
    table = analysis.runs_table(gym, [WRONG_AGENT, "oracle"])
    assert list(table["run"]) == [WRONG_AGENT, "oracle"]
    assert "settings" not in table and set(table["status"]) == {"finished"}


def test_failed_queries_html_escapes_commands():
    df = pd.DataFrame(
        [
            {
                "query_id": "q<1>",
                "set": "ask_mode",
                "command": "<script>alert(1)</script>",
                "agent_error": None,
                "error_labels": ["x"],
                "diff": "-a\n+b",
            }
        ]
    )
    out = analysis.failed_queries_html(df)
    assert "<script>" not in out and "&lt;script&gt;" in out


def test_queries_frame_and_describe_query(gym):
    q = analysis.queries_frame(gym)
    assert dict(q["set"].value_counts()) == {"ask_mode": 2, "search_mode": 1, "edge_case_1": 1}
    row = q[q["query_id"] == "tiny-env-001"].iloc[0].to_dict()
    info = analysis.describe_query(row)
    assert info["ground_truth_sql"] == list(row["ground_truth_sql"])
    assert info["reference_results"] == ['{"SUM(cost)": 65.5}']


def test_query_objects_for_a_retrieval_and_an_aggregation(gym):
    q = analysis.queries_frame(gym).set_index("query_id")
    hits = analysis.query_objects(gym, q.loc["tiny-env-000"].to_dict())
    assert sorted(hits["gadgetName"]) == ["Alpha_One", "Gamma's Three"]
    repairs = analysis.query_objects(gym, q.loc["tiny-env-001"].to_dict())
    assert len(repairs) == 3 and "repairCode" in repairs


def test_objects_hit_binds_uuids_and_checks_the_collection(gym):
    injected = analysis.objects_hit(gym, "tiny-env", "Gadgets", ["x' OR '1'='1"])
    assert injected.empty
    with pytest.raises(GymError, match="no collection 'Nope'.*Gadgets"):
        analysis.objects_hit(gym, "tiny-env", "Nope", [])


def test_query_browser_filters_and_shows_a_query(gym):
    q = analysis.queries_frame(gym)
    box = analysis.query_browser(gym, q)
    assert len(box.query.options) == 4
    box.pickers["set_name"].value = "ask_mode"
    assert len(box.query.options) == 2
    box.pickers["operator_class"].value = "numeric aggregation"
    assert [label.split(":")[0] for label, _ in box.query.options] == ["tiny-env-001"]
    text = "".join(o.get("text", "") for o in box.output.outputs)
    assert "SUM(cost)" in text and "What is the total repair cost?" in text
    box.pickers["phrasing"].value = "explicit"  # no numeric aggregation is phrased explicitly
    assert box.query.options == ()


def test_failure_browser_filters_failed_queries_and_drills_into_one(gym):
    frames = analysis.load_runs(gym)
    queries = analysis.queries_frame(gym)
    box = analysis.failure_browser(frames, queries, gym)

    def shown() -> str:
        return "".join(o.get("data", {}).get("text/html", "") for o in box.output.outputs)

    total = len(analysis.failed_queries(frames, queries))
    assert box.count.value == f"<b>{total} failed queries</b>" and len(box.query.options) == total
    assert "gk-detail" in shown() and "predicted result" in shown()
    first = shown()
    box.query.value = len(box.query.options) - 1
    assert shown() != first  # another failure, another detail
    box.pickers["run"].value = "oracle"
    assert box.count.value == "<b>0 failed queries</b>"  # the oracle passes everything
    box.pickers["run"].value = WRONG_AGENT
    box.pickers["set_name"].value = "ask_mode"
    s = frames.scores
    ask = s[(s["run"] == WRONG_AGENT) & (s["set"] == "ask_mode") & ~s["passed"]]
    assert 0 < len(ask) < total
    assert box.count.value == f"<b>{len(ask)} failed queries</b>"
    box.pickers["environment"].value = "tiny-env"
    assert box.count.value == f"<b>{len(ask)} failed queries</b>"
    assert all(label.startswith(f"{WRONG_AGENT} · ask_mode/") for label, _ in box.query.options)


def test_schema_frame_lists_every_property_with_its_role(gym):
    df = analysis.schema_frame(gym.environment("tiny-env"))
    assert len(df) == 15
    roles = dict(zip(df["property"], df["role"]))
    assert roles["gadgetNotes"] == "searchable"
    assert roles["repairCode"] == "identifier"
    assert roles["gadgetName"] in ("identifier", "reference to Gadgets")


# ---- one selection, one count, one colour: what every view shares ------------------------------


def test_error_labels_first_only_count_each_failed_query_once_under_its_first_label():
    df = score_frame(runs=("alpha",))
    out = analysis.error_labels(df, first_only=True)
    failed = df[~df["passed"]]
    assert out["n"].sum() == len(failed)  # what the failure list holds, query for query
    firsts = failed["error_labels"].map(lambda v: v[0]).value_counts()
    assert dict(out.groupby("label")["n"].sum()) == dict(firsts)
    assert out.attrs["counted"] == "first" and analysis.error_labels(df).attrs["counted"] == "every"
    assert analysis.first_label([]) == "(no label)"


def test_the_failure_list_groups_as_the_error_chart_counts(gym):
    """The report's failure list and its "Why queries failed" chart count the same thing."""
    import re

    frames = analysis.load_runs(gym)
    runs = ["oracle", WRONG_AGENT]
    page = analysis.failures_html(gym, frames, analysis.queries_frame(gym), runs)
    chart = analysis.error_labels(frames.scores, first_only=True)
    for run, rows in chart.groupby("run"):
        section = page.split(f"data-run='{run}'><h3>", 1)[1].split("<div class='gk-run'", 1)[0]
        groups = dict(
            re.findall(r"<summary><b>([^<]+)</b> \(<span class='gk-n'>(\d+)</span>", section)
        )
        assert {k: int(v) for k, v in groups.items()} == dict(rows.groupby("label")["n"].sum())
    assert "data-run='oracle'><h3>" not in page  # a run without failures has no heading


def test_select_runs_cuts_every_table_to_the_same_queries(gym):
    frames = analysis.load_runs(gym)
    ask = analysis.select_runs(frames, set_name="ask_mode", environment="tiny-env")
    for name in ("scores", "sub_scores", "predictions", "predicted_results"):
        table = getattr(ask, name)
        assert len(table) and set(table["set"]) == {"ask_mode"}, name
    assert len(ask.scores) == (frames.scores["set"] == "ask_mode").sum()
    keys = set(zip(ask.scores["run"], ask.scores["query_id"]))
    assert set(zip(ask.sub_scores["run"], ask.sub_scores["query_id"])) <= keys
    assert analysis.select_runs(frames) is frames  # nothing chosen, nothing cut
    assert analysis.select_runs(frames, environment="elsewhere").scores.empty
    numeric = analysis.select_runs(frames, operator_class="numeric_aggregation")  # an old name
    assert len(numeric.scores) and all(
        "numeric aggregation" in list(v) for v in numeric.scores["operator_classes"]
    )


def test_failure_browser_starts_at_the_notebooks_parameters(gym):
    frames = analysis.load_runs(gym)
    box = analysis.failure_browser(
        frames,
        analysis.queries_frame(gym),
        gym,
        run=WRONG_AGENT,
        set_name="ask_mode",
        environment="tiny-env",
    )
    assert box.pickers["run"].value == WRONG_AGENT
    assert box.pickers["set_name"].value == "ask_mode"
    assert box.pickers["environment"].value == "tiny-env"
    assert all(label.startswith(f"{WRONG_AGENT} · ask_mode/") for label, _ in box.query.options)


@given(st.text(alphabet=st.sampled_from("ab $5,.\n"), max_size=80), st.integers(3, 40))
def test_short_text_cuts_at_a_word_boundary_with_an_ellipsis(text, limit):
    one_line = " ".join(text.split())
    out = analysis.short_text(text, limit)
    if len(one_line) <= limit:
        assert out == one_line
        return
    assert out.endswith("…") and len(out) <= limit + 1
    kept = out[:-1]
    assert one_line.startswith(kept)
    words = one_line.split(" ")
    if " " in one_line[: limit + 1].strip():  # a space to cut at: only whole words are kept
        assert kept.split(" ")[-1].rstrip(",;:.") in {w.rstrip(",;:.") for w in words}
        rest = one_line[len(kept) :]
        assert rest == "" or rest[0] in " ,;:."


def text_outside_no_math(fragment: str) -> str:
    """The text of `fragment` that MathJax would see: outside every element whose class holds
    both tex2jax_ignore and mathjax_ignore (style and script contents aside)."""
    from html.parser import HTMLParser

    class Walk(HTMLParser):
        void = {"br", "col", "img", "input", "hr", "meta", "link", "wbr"}

        def __init__(self):
            super().__init__()
            self.stack: list[bool] = []  # per open element: does it (or a parent) skip maths
            self.outside: list[str] = []

        def handle_starttag(self, tag, attrs):
            if tag in self.void:
                return
            classes = (dict(attrs).get("class") or "").split()
            skip = {"tex2jax_ignore", "mathjax_ignore"} <= set(classes)
            self.stack.append(
                skip or tag in ("style", "script") or bool(self.stack and self.stack[-1])
            )

        def handle_endtag(self, tag):
            if tag not in self.void and self.stack:
                self.stack.pop()

        def handle_data(self, data):
            if not (self.stack and self.stack[-1]) and data.strip():
                self.outside.append(data.strip())

    w = Walk()
    w.feed(fragment)
    return " ".join(w.outside)


DOLLARS = "$5, $10 and $50 were recorded for the $320.34 gift"


def test_html_handed_to_a_notebook_is_kept_from_mathjax(gym):
    """Every HTML fragment gymkit displays sits inside an element MathJax skips."""
    frames = analysis.load_runs(gym)
    queries = analysis.queries_frame(gym)
    failed = analysis.failed_queries(frames, queries, run=WRONG_AGENT)
    failed.loc[failed.index[0], "command"] = DOLLARS
    fragments = {
        "failed_queries_html": analysis.failed_queries_html(failed),
        "failures_html": analysis.failures_html(gym, frames, queries, [WRONG_AGENT, "oracle"]),
        "disagreements_html": analysis.disagreements_html(frames, queries, ["oracle", WRONG_AGENT]),
        "detail_html": analysis.detail_html(
            analysis.query_detail(gym, WRONG_AGENT, failed["set"][0], failed["query_id"][0], frames)
        ),
        "glossary_html": analysis.glossary_html(),
        "safe_table": analysis.safe_table(pd.DataFrame({"note": [DOLLARS]})).data,
    }
    for name, fragment in fragments.items():
        assert text_outside_no_math(fragment) == "", name
    assert DOLLARS in fragments["failed_queries_html"] and DOLLARS in fragments["safe_table"]


def test_load_runs_filters_environments_in_the_store_as_pandas_would(gym):
    whole = analysis.load_runs(gym)
    mine = analysis.load_runs(gym, environment="tiny-env")
    keys = whole.scores[whole.scores["environment"] == "tiny-env"][["run", "set", "query_id"]]
    for table in ("scores", "sub_scores", "predictions", "predicted_results"):
        expected = getattr(whole, table).merge(keys, on=["run", "set", "query_id"])
        pd.testing.assert_frame_equal(getattr(mine, table), expected)
    assert len(mine.predicted_results) > 0
    none = analysis.load_runs(gym, environment="no-such-env")
    assert none.predicted_results.empty and none.sub_scores.empty and none.predictions.empty


def test_load_runs_without_results_leaves_only_predicted_results_out(gym):
    whole = analysis.load_runs(gym)
    light = analysis.load_runs(gym, results=False)
    assert light.predicted_results.empty and len(whole.predicted_results) > 0
    pd.testing.assert_frame_equal(light.scores, whole.scores)
    pd.testing.assert_frame_equal(light.predictions, whole.predictions)


def test_of_query_holds_exactly_the_rows_of_one_query(gym):
    frames = analysis.load_runs(gym)
    for run, set_name, query_id in frames.scores[["run", "set", "query_id"]].itertuples(
        index=False
    ):
        one = frames.of_query(run, set_name, query_id)
        for table in ("scores", "sub_scores", "predictions", "predicted_results"):
            df = getattr(frames, table)
            mask = (df["run"] == run) & (df["set"] == set_name) & (df["query_id"] == query_id)
            pd.testing.assert_frame_equal(getattr(one, table), df[mask])
    assert frames.of_query("nope", "ask_mode", "x").scores.empty
    frames.scores = frames.scores.iloc[:0]  # a replaced table is indexed again
    assert frames.of_query(run, set_name, query_id).scores.empty


def test_objects_hit_groups_match_one_lookup_of_the_table_per_group(gym):
    every = gym.objects("tiny-env", "Gadgets")["uuid"].tolist()
    groups = [every[:2], every[1:], [], ["no-such-uuid", every[0]]]
    found = analysis.objects_hit_groups(gym, "tiny-env", "Gadgets", groups)
    schema = gym.environment("tiny-env").sql_schema
    direct = f'SELECT * FROM "{schema}"."Gadgets" WHERE list_contains(?, uuid) ORDER BY uuid'
    for ids, df in zip(groups, found):
        pd.testing.assert_frame_equal(df, gym.con.execute(direct, [ids]).df())
        pd.testing.assert_frame_equal(df, analysis.objects_hit(gym, "tiny-env", "Gadgets", ids))
        assert sorted(df["uuid"]) == sorted(set(ids) & set(every))
    with pytest.raises(GymError, match="no collection 'Nope'"):
        analysis.objects_hit_groups(gym, "tiny-env", "Nope", groups)
