"""A report over rules, oracle, search-baseline and a 3-trial run of a test agent that answers:
the trials section shows the spread, the answers section the grounding check, offline."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gymkit import analysis, report
from gymkit.agents.base import AGENTS, Plan
from gymkit.runs._trials import run_trials
from tests.test_report_helpers import tiny_workspace
from tests.tiny_snapshot import ENV_ID

FLAKY = "flaky-answerer"


class FlakyAnswerer:
    """Replays the ground truth and answers with the reference's first number; in trial 2 it
    names the wrong collection for the first ask_mode query, so that query flips."""

    def __init__(self, gym, trial=None):
        self.gym, self.trial = gym, trial
        self.rows = {q["command"]: q for s in ("ask_mode", "search_mode") for q in gym.queries(s)}
        self.first = sorted(q["command"] for q in gym.queries("ask_mode"))[0]

    def plan(self, command, environment):
        row = self.rows.get(command)
        if row is None:
            return Plan(error="not a query of this test")
        calls = [dict(c) for c in row["ground_truth"]]
        if self.trial == 2 and command == self.first:
            other = [
                c.name for c in environment.collections if c.name != calls[0]["collection_name"]
            ]
            calls[0] = {"collection_name": other[0]}
        ref = row["reference_results"][0]
        if isinstance(ref, list):
            answer = f"{len(ref)} records match."
        else:
            answer = "It is " + ", ".join(str(v) for v in ref.values() if not isinstance(v, dict))
        return Plan(calls=calls, answer=answer)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    ws = tiny_workspace(
        tmp_path_factory.mktemp("depth"), runs=("rules", "oracle", "search-baseline")
    )
    AGENTS[FLAKY] = lambda gym=None, trial=None, **_: FlakyAnswerer(gym, trial)
    run_trials(FLAKY, 3, FLAKY, sets="ask_mode", workspace=ws, progress=False)
    return ws


def test_trials_and_answers_tables(workspace):
    from gymkit.gym import open_gym

    runs = [f"{FLAKY}@{i}" for i in (1, 2, 3)]
    with open_gym(workspace) as gym:
        frames = analysis.load_runs(gym, runs)
        trials = analysis.trials_table(frames.scores)
        answers = analysis.answers_table(gym, runs)
    row = trials.iloc[0]
    assert (row["run"], row["set"], row["trials"], row["flips"]) == (FLAKY, "ask_mode", 3, 1)
    assert row["pass^k"] < row["mean"] < row["pass@k"] == 1.0 and row["std"] > 0
    assert set(answers["run"]) == set(runs) and (answers["answers"] > 0).all()
    assert answers["grounded"].between(0, 1).all()


@pytest.mark.slow
def test_the_report_shows_the_baseline_the_trials_and_the_answers_offline(workspace, tmp_path):
    runs = ["rules", "oracle", "search-baseline", *(f"{FLAKY}@{i}" for i in (1, 2, 3))]
    result = report.build_reports(runs, out=tmp_path / "out", workspace=workspace, log=print)
    page = result.pages[ENV_ID].read_text(encoding="utf-8")
    assert "Traceback" not in page
    for heading in ("Repeated trials", "Answers", "Scores", "Glossary", "pass^k"):
        assert heading in page, heading
    assert "search-baseline" in page and FLAKY in page
    assert not re.search(r"<script[^>]+src=[\"']?(https?:)?//", page)
    index = result.index.read_text(encoding="utf-8")
    assert "search-baseline" in index and f"{FLAKY}@2" in index
