"""The rules agent on paraphrases of issue #27's failure classes (rules_paraphrase_cases.py)."""

from __future__ import annotations

import pytest

from gymkit.agents.rules import RulesAgent
from gymkit.call import canonical, check_call, parse_call
from tests.agents.rules_cases import IL
from tests.agents.rules_fixtures import ENVIRONMENTS, FakeGym
from tests.agents.rules_paraphrase_cases import FF, MK, PARAPHRASE_CASES


@pytest.fixture(scope="module")
def agent() -> RulesAgent:
    return RulesAgent(gym=FakeGym())


def _canon(calls: list[dict]) -> list[str]:
    return sorted(repr(canonical(parse_call(c))) for c in calls)


@pytest.mark.parametrize(
    ("env", "command", "expected"), PARAPHRASE_CASES, ids=[c[1][:60] for c in PARAPHRASE_CASES]
)
def test_paraphrase_rules(agent: RulesAgent, env: str, command: str, expected: list[dict]) -> None:
    plan = agent.plan(command, ENVIRONMENTS[env])
    assert plan.error is None
    assert _canon(plan.calls) == _canon(expected), plan.trace
    for c in plan.calls:
        assert check_call(parse_call(c), ENVIRONMENTS[env]) == [], c


# 9. The trace lists the words that produced nothing, too: inside a request (per call) and
# those of a part that became no request (call None).
@pytest.mark.parametrize(
    ("env", "command", "ignored"),
    [
        (IL, "List the tattered loans with a late fee over 5 dollars.", "tattered"),
        (FF, "Which screenings happen after 2026-05-01 at Harbor Hall?", "happen"),
        (MK, "Show checkouts with a deposit above 20 dollars, pronto.", "pronto"),
    ],
)
def test_the_trace_names_the_words_a_request_did_not_use(
    agent: RulesAgent, env: str, command: str, ignored: str
) -> None:
    plan = agent.plan(command, ENVIRONMENTS[env])
    lines = [t for t in plan.trace if t["produced"] == "nothing (words not used)"]
    assert [t["call"] for t in lines] == [0]
    assert ignored in lines[0]["words"].split(", ")
    for t in plan.trace:  # every traced word is the command's
        assert all(w in command for w in t["words"].split(", "))


def test_the_trace_names_a_part_that_became_no_request(agent: RulesAgent) -> None:
    command = "Which films run under 90 minutes? Cheers, Marguerite."
    plan = agent.plan(command, ENVIRONMENTS[FF])
    assert len(plan.calls) == 1
    [line] = [t for t in plan.trace if t["call"] is None]
    assert line["produced"] == "nothing (in no request)"
    assert "Cheers" in line["words"].split(", ")


def test_a_fully_used_command_lists_no_ignored_words(agent: RulesAgent) -> None:
    plan = agent.plan("Screenings with more than 200 seats sold.", ENVIRONMENTS[FF])
    assert not [t for t in plan.trace if t["produced"].startswith("nothing")]
