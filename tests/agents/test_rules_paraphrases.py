"""The rules agent on paraphrases of issue #27's failure classes (rules_paraphrase_cases.py)."""

from __future__ import annotations

import pytest

from gymkit.agents.rules import RulesAgent
from gymkit.call import canonical, check_call, parse_call
from tests.agents.rules_fixtures import ENVIRONMENTS, FakeGym
from tests.agents.rules_paraphrase_cases import PARAPHRASE_CASES


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
