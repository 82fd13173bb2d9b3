"""One query's cause on a real tiny gym with real runs: what each predicted call returned is in
the run store (joinable to objects in SQL), `query_detail` shows expected against predicted
calls and results with the records that differ, and two runs are compared query by query."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gymkit import analysis
from gymkit.gym import open_gym
from gymkit.runs import RunStore
from tests.test_report_helpers import CARELESS, tiny_workspace
from tests.tiny_snapshot import ENV_ID

GYMKIT = Path(sys.executable).with_name("gymkit")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    return tiny_workspace(tmp_path_factory.mktemp("detail"), runs=("oracle", CARELESS))


@pytest.fixture()
def gym(workspace):
    with open_gym(workspace) as g:
        yield g


def test_predicted_results_join_objects_in_sql(gym):
    env = gym.environment(ENV_ID)
    rows = gym.sql(
        f"""SELECT u.run, u.query_id, g."gadgetName"
        FROM runs.predicted_uuids u
        JOIN {env.sql_schema}."Gadgets" g ON g.uuid = u.uuid
        WHERE u.run = ? AND u."set" = 'ask_mode'""",
        [CARELESS],
    )
    # the careless agent retrieves every gadget for each ask_mode query
    n_gadgets = len(gym.objects(ENV_ID, "Gadgets"))
    n_ask = len(gym.queries("ask_mode"))
    assert len(rows) == n_gadgets * n_ask
    stored = RunStore(gym.workspace.runs_db).frame("predicted_results", "oracle")
    preds = RunStore(gym.workspace.runs_db).frame("predictions", "oracle")
    # one row per executed call of every answer, each with its kind
    assert len(stored) == sum(len(json.loads(c)) for c in preds["calls"])
    assert set(stored["kind"]) <= {"retrieval", "aggregation", "groupby"}
    assert stored["error"].isna().all()
    # a retrieval's uuids read back as one list, in the order the agent's call returned them
    retrieval = stored[stored["kind"] == "retrieval"].iloc[0]
    ranked = gym.sql(
        'SELECT uuid FROM runs.predicted_uuids WHERE run = ? AND "set" = ? AND query_id = ? '
        "AND call_index = ? ORDER BY position",
        ["oracle", retrieval["set"], retrieval["query_id"], int(retrieval["call_index"])],
    )["uuid"].tolist()
    assert list(retrieval["uuids"]) == ranked and ranked


def test_query_detail_of_a_failure(gym):
    frames = analysis.load_runs(gym, [CARELESS, "oracle"])
    failed = analysis.failed_queries(frames, analysis.queries_frame(gym), run=CARELESS)
    row = failed[failed["set"] == "ask_mode"].iloc[0]
    d = analysis.query_detail(gym, CARELESS, "ask_mode", row["query_id"], frames)
    assert not d.passed and d.labels and d.command == row["command"]
    sub = d.sub_queries[0]
    assert (
        "<mark class='gk-predicted'>" in sub.predicted_html
        or "<mark class='gk-expected'>" in sub.expected_html
    )
    assert sub.predicted_result is not None
    if isinstance(sub.expected_result, list):  # a retrieval: the records that differ, with objects
        assert sub.only_predicted  # careless retrieves every gadget
        assert sub.objects_predicted is not None and "gadgetName" in sub.objects_predicted
    assert not d.trace.empty and "words" in d.trace
    page = analysis.detail_html(d)
    assert "predicted result" in page and "<script" not in page


def test_a_passing_sub_query_is_marked_with_its_f1_and_the_rule_it_met(gym):
    frames = analysis.load_runs(gym, ["oracle", CARELESS])
    retrieval = analysis.query_detail(gym, "oracle", "ask_mode", f"{ENV_ID}-000", frames)
    sub = retrieval.sub_queries[0]
    assert sub.passed and sub.f1 == 1.0
    assert sub.rule == "its records are exactly the reference's (F1 1.00)"
    page = analysis.detail_html(retrieval)
    assert "<span class='gk-pass'>passed</span>: its records are exactly" in page
    assert "<tr><td>F1</td><td>1.00" in page
    total = analysis.query_detail(gym, "oracle", "ask_mode", f"{ENV_ID}-001", frames)
    assert total.sub_queries[0].rule == "every value equals the reference's"
    failed = analysis.query_detail(gym, CARELESS, "ask_mode", f"{ENV_ID}-000", frames)
    assert not failed.sub_queries[0].passed and failed.sub_queries[0].rule is None
    assert "<span class='gk-fail'>failed</span>: " in analysis.detail_html(failed)
    # a search's rule is the scorer's own sentence, numbers included
    said = "F1 0.83 against the labeled set: at least 0.5, and above the filters alone (F1 0.40)"
    assert analysis.passing_rule("retrieval", 0.83, said) == said


def test_disagreements_html_is_what_gymkit_compare_says(gym, workspace):
    """The report's and the notebook's comparison: the paired difference, interval and p-value
    of `gymkit compare`, each sub-query's SQL on its own marked line, a search box."""
    from gymkit.runs import compare, p_value_text

    frames = analysis.load_runs(gym, ["oracle", CARELESS])
    page = analysis.disagreements_html(frames, analysis.queries_frame(gym), ["oracle", CARELESS])
    cli = compare(RunStore(workspace / "runs.duckdb"), "oracle", CARELESS)
    for set_name, m in cli["sets"].items():
        row = (
            f"<tr><td>{set_name}</td><td>{m['queries']}</td><td>{m['a']:.1%}</td>"
            f"<td>{m['b']:.1%}</td><td>{m['difference'] * 100:+.1f} "
            f"[{m['difference_lo'] * 100:+.1f}, {m['difference_hi'] * 100:+.1f}]</td>"
            f"<td>{m['wins']}</td><td>{m['losses']}</td><td>{p_value_text(m['p_value'])}</td></tr>"
        )
        assert row in page, set_name
    diff = analysis.disagreements(frames.scores, frames.sub_scores, "oracle", CARELESS)
    assert page.count("<details class='gk-item'") == len(diff) > 0
    first_sql = diff["sql_b"][0][0]
    assert f"<span class='gk-sub-n'>sub-query 1</span> {first_sql}" in page.replace("&#x27;", "'")
    assert "input class='gk-search'" in page and "McNemar" in page
    only_ask = analysis.disagreements_html(
        frames, analysis.queries_frame(gym), ["oracle", CARELESS], sets=["ask_mode"]
    )
    assert "<td>search_mode</td>" not in only_ask and "<td>ask_mode</td>" in only_ask


def test_query_detail_of_an_edge_case_shows_the_checks_and_the_records(gym):
    frames = analysis.load_runs(gym, [CARELESS])
    qid = gym.queries("edge_case_1")[0]["query_id"]
    d = analysis.query_detail(gym, CARELESS, "edge_case_1", qid, frames)
    assert d.expectation and d.expectation.startswith("expect:")
    assert d.sub_queries and d.sub_queries[0].expected_html.startswith("expect:")


def test_an_unknown_query_names_the_run_and_query(gym):
    from gymkit.errors import GymError

    with pytest.raises(GymError, match=r"run 'oracle' has no score for ask_mode/nope"):
        analysis.query_detail(gym, "oracle", "ask_mode", "nope")


def test_disagreements_are_the_queries_only_one_run_passed(gym):
    frames = analysis.load_runs(gym, [CARELESS, "oracle"])
    s = frames.scores
    diff = analysis.disagreements(s, frames.sub_scores, "oracle", CARELESS)
    a = s[s["run"] == "oracle"].set_index(["set", "query_id"])["passed"]
    b = s[s["run"] == CARELESS].set_index(["set", "query_id"])["passed"]
    expected = sorted(k for k in a.index if bool(a[k]) != bool(b[k]))
    assert sorted(zip(diff["set"], diff["query_id"])) == expected and expected
    assert set(diff["winner"]) == {"oracle"}  # the oracle passes everything
    assert all(sql for sql in diff["sql_b"])  # the careless run's SQL, shown beside
    only_ask = analysis.disagreements(s, frames.sub_scores, "oracle", CARELESS, sets=["ask_mode"])
    assert set(only_ask["set"]) == {"ask_mode"}


def test_gymkit_compare_lists_the_differing_queries(workspace):
    env = {"PATH": str(GYMKIT.parent), "PYTHONPATH": str(ROOT), "HOME": str(workspace)}
    cmd = [str(GYMKIT), "compare", "oracle", CARELESS, "--workspace", str(workspace)]
    proc = subprocess.run(
        [*cmd, "--json", "--set", "ask_mode", "--env", ENV_ID],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert list(out["sets"]) == ["ask_mode"]
    assert out["queries"] and all(q["winner"] == "oracle" for q in out["queries"])
    q = out["queries"][0]
    assert q["command"] and q["sql_a"] and q["sql_b"] and q["labels_b"]
    text = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    assert text.returncode == 0, text.stderr
    assert f"queries where oracle and {CARELESS} disagree" in text.stdout
    assert q["sql_b"][0].split()[0] in text.stdout and q["query_id"] in text.stdout
    bad = subprocess.run(
        [*cmd[:2], "oracle", "nobody", "--workspace", str(workspace)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert bad.returncode == 1 and "no run named 'nobody'" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1
