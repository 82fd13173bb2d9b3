"""Trials and answers through real runs: a local model server that answers differently per trial."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from gymkit.runs import RunStore
from gymkit.runs._trials import run_trials
from tests.agents.fake_openai_server import FakeOpenAI, text_response, tool_call_response
from tests.tiny_snapshot import write_tiny_snapshot


@pytest.fixture
def ws(tmp_path):
    from gymkit.prepare import prepare

    prepare(
        source=str(write_tiny_snapshot(tmp_path / "snap")),
        workspace=tmp_path / "ws",
        progress=False,
    )
    return tmp_path / "ws"


def truths(ws) -> dict[str, list]:
    from gymkit.gym import open_gym

    with open_gym(ws) as gym:
        return {q["command"]: q["ground_truth"] for q in gym.queries("ask_mode")}


class FlakyModel:
    """Answers the ground truth, except on the second time it is asked a 'flaky' command
    (the first ask_mode command in sorted order), where it names the wrong collection."""

    def __init__(self, gt: dict[str, list]):
        self.gt, self.asked = gt, Counter()
        self.flaky = sorted(gt)[0]

    def __call__(self, body: dict):
        command = body["messages"][1]["content"]
        if body.get("tool_choice") == "none":  # the answer turn
            return text_response("I could not say.")
        if len(body["messages"]) > 2:  # a retry turn: keep the plan
            return text_response("done")
        self.asked[command] += 1
        calls = self.gt[command]
        if command == self.flaky and self.asked[command] == 2:
            calls = [
                {
                    **calls[0],
                    "collection_name": "Gadgets"
                    if calls[0]["collection_name"] != "Gadgets"
                    else "Repairs",
                }
            ]
        return tool_call_response(calls)


def answering_run(ws, handler, name: str) -> None:
    """One trial (NAME@1) of the openai agent with answers, against `handler` on a local server."""
    with FakeOpenAI(handler=handler) as server:
        run_trials(
            "openai",
            1,
            name,
            sets="ask_mode",
            model="m",
            workspace=ws,
            progress=False,
            agent_options={"base_url": server.base_url, "api_key": "k", "answer": True},
        )


def test_three_trials_are_three_resumable_runs_with_their_spread(ws):
    model = FlakyModel(truths(ws))
    with FakeOpenAI(handler=model) as server:
        opts = {"base_url": server.base_url, "api_key": "sk-local", "concurrency": 1}
        summary = run_trials(
            "openai",
            3,
            "flaky",
            sets="ask_mode",
            model="m",
            workspace=ws,
            progress=False,
            agent_options=opts,
        )
        requests = len(server.requests)
        again = run_trials(
            "openai",
            3,
            "flaky",
            sets="ask_mode",
            model="m",
            workspace=ws,
            progress=False,
            agent_options=opts,
        )
        assert len(server.requests) == requests  # every trial is stored: nothing is asked again
    n = len(model.gt)
    assert summary["trials"] == 3 and summary["runs"] == ["flaky@1", "flaky@2", "flaky@3"]
    t = summary["sets"]["ask_mode"]["trials"]
    assert t["per_trial"] == [1.0, (n - 1) / n, 1.0]
    assert t["pass_all"] == (n - 1) / n and t["pass_any"] == 1.0
    assert len(t["flips"]) == 1
    assert summary["sets"]["ask_mode"]["passed_accuracy_std"] > 0
    assert again["sets"] == summary["sets"]
    runs = {r["run"] for r in RunStore(ws / "runs.duckdb").list_runs()}
    assert {"flaky@1", "flaky@2", "flaky@3"} <= runs


def test_answers_are_stored_and_checked_against_the_reference(ws):
    from gymkit.gym import open_gym

    gt = truths(ws)
    with open_gym(ws) as gym:
        refs = {q["command"]: q["reference_results"] for q in gym.queries("ask_mode")}

    def handler(body):
        command = body["messages"][1]["content"]
        if body.get("tool_choice") == "none":
            ref = refs[command][0]
            if isinstance(ref, list):
                return text_response(f"I found {len(ref)} records.")
            return text_response("The answer: " + json.dumps(ref))
        if len(body["messages"]) > 2:
            return text_response("done")
        return tool_call_response(gt[command])

    answering_run(ws, handler, "answering")
    with open_gym(ws) as gym:
        rows = gym.sql("SELECT answer, grounded, facts FROM runs.answers").to_dict("records")
    assert len(rows) == len(gt)
    assert all(r["grounded"] is True and r["facts"] >= 1 for r in rows), rows


def test_gymkit_judge_stores_verdicts_caches_them_and_reports_agreement(ws, capsys):
    from typer.testing import CliRunner

    from gymkit.cli import app
    from gymkit.gym import open_gym

    gt = truths(ws)

    def model(body):
        if body.get("tool_choice") == "none":
            return text_response("Nothing found, 0 records.")  # wrong unless the answer is 0
        if len(body["messages"]) > 2:
            return text_response("done")
        return tool_call_response(gt[body["messages"][1]["content"]])

    answering_run(ws, model, "ans")
    judged = []

    def judge(body):  # a judge that says "incorrect" every time, like the grounding check
        judged.append(body)
        return text_response('{"verdict": "incorrect", "reason": "the count is wrong"}')

    with FakeOpenAI(handler=judge) as jserver:
        args = ["judge", "ans@1", "--model", "j", "--base-url", jserver.base_url, "--json"]
        args += ["--workspace", str(ws)]
        first = CliRunner().invoke(app, args, env={"OPENAI_API_KEY": "k"})
        second = CliRunner().invoke(app, args, env={"OPENAI_API_KEY": "k"})
    assert first.exit_code == 0, first.output
    out, again = json.loads(first.output), json.loads(second.output)
    n = len(gt)
    assert out["answers"] == out["judged"] == n and out["correct"] == 0
    assert len(judged) == n and again["cached"] == n  # the second pass asked nothing
    agree = out["agreement_with_grounding"]
    with open_gym(ws) as gym:
        grounded = gym.sql("SELECT grounded FROM runs.answers")["grounded"].tolist()
        stored = gym.sql("SELECT count(*) AS n FROM runs.answer_judgments")["n"][0]
    assert stored == n
    assert agree["n"] == n and agree["agreement"] == grounded.count(False) / n


def test_gymkit_compare_takes_a_group_of_trials(ws):
    from typer.testing import CliRunner

    from gymkit.cli import app
    from gymkit.runs import run

    model = FlakyModel(truths(ws))
    with FakeOpenAI(handler=model) as server:
        opts = {"base_url": server.base_url, "api_key": "sk-local", "concurrency": 1}
        run_trials(
            "openai",
            3,
            "flaky",
            sets="ask_mode",
            model="m",
            workspace=ws,
            progress=False,
            agent_options=opts,
        )
    run("oracle", sets="ask_mode", workspace=ws, progress=False)
    args = ["compare", "flaky", "oracle", "--set", "ask_mode", "--json", "--workspace", str(ws)]
    out = CliRunner().invoke(app, args)
    assert out.exit_code == 0, out.output
    result = json.loads(out.output)
    n = len(model.gt)
    m = result["sets"]["ask_mode"]
    assert result["pairs"] == [["flaky@1", "oracle"], ["flaky@2", "oracle"], ["flaky@3", "oracle"]]
    assert m["pairs"] == 3 and m["difference_mean"] == pytest.approx(-1 / (3 * n))
    assert m["difference_std"] > 0
    assert result["trials"]["flaky"]["sets"]["ask_mode"]["trials"]["pass_all"] == (n - 1) / n
    table = CliRunner().invoke(app, args[:-3] + ["--workspace", str(ws)])
    assert table.exit_code == 0 and "3 trials" in table.output and "trial pairs" in table.output
