"""The openai agent's answer turn and per-trial caching, against a real local HTTP server."""

from __future__ import annotations

import pytest

from gymkit.agents import get_agent
from gymkit.scoring.answers import check_answer
from tests.agents.fake_openai_server import FakeOpenAI, Reply, text_response, tool_call_response
from tests.tiny_snapshot import ENV_ID, TINY_ENV, write_tiny_snapshot

REPAIR_COST = {
    "collection_name": "Repairs",
    "numeric_property_aggregations": [{"property_name": "cost", "metric": "SUM"}],
}


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    root = tmp_path_factory.mktemp("tiny-gym")
    prepare(source=str(write_tiny_snapshot(root / "snap")), workspace=root / "ws", progress=False)
    g = open_gym(root / "ws")
    yield g
    g.close()


@pytest.fixture
def server():
    with FakeOpenAI() as s:
        yield s


def agent(server, tmp_path, **options):
    return get_agent(
        "openai",
        model="fake-model",
        base_url=server.base_url,
        api_key="sk-local",
        cache_dir=tmp_path / "cache",
        backoff_base=0.01,
        max_retries=0,
        **options,
    )


def test_the_answer_turn_sends_the_results_and_returns_the_models_words(server, tmp_path, gym):
    ag = agent(server, tmp_path, gym=gym, answer=True)
    server.push(tool_call_response([REPAIR_COST]))
    plan = ag.plan("What did all repairs cost together?", TINY_ENV)
    results = [gym.execute(ENV_ID, c) for c in plan.calls]
    total = results[0].value["SUM(cost)"]
    server.push(text_response(f"All repairs together cost ${total:,.2f}.", usage=(300, 12)))
    text, usage = ag.answer("What did all repairs cost together?", TINY_ENV, plan, results)
    assert text == f"All repairs together cost ${total:,.2f}."
    assert usage["prompt_tokens"] == 300 and usage["requests"] == 1
    body = server.requests[-1]["body"]
    assert body["tool_choice"] == "none"
    roles = [m["role"] for m in body["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "user"]
    assert "SUM(cost)" in body["messages"][3]["content"]
    assert check_answer(text, [results[0].value]).grounded is True


def test_no_answer_turn_unless_asked(server, tmp_path, gym):
    ag = agent(server, tmp_path, gym=gym)
    server.push(tool_call_response([REPAIR_COST]))
    plan = ag.plan("What did all repairs cost together?", TINY_ENV)
    assert ag.answer("x", TINY_ENV, plan, []) == (None, {})
    assert len(server.requests) == 1


def test_a_failed_answer_turn_is_no_answer_not_a_crash(server, tmp_path, gym):
    ag = agent(server, tmp_path, gym=gym, answer=True)
    server.push(tool_call_response([REPAIR_COST]), Reply(status=500, body="down"))
    plan = ag.plan("What did all repairs cost together?", TINY_ENV)
    text, usage = ag.answer("x", TINY_ENV, plan, [None])
    assert text is None and "500" in usage["answer_error"]


def test_each_trial_has_its_own_cache(tmp_path, gym):
    seen = []

    def handler(body):
        seen.append(body)
        call = dict(REPAIR_COST)
        if len(seen) % 2 == 0:  # a model that answers differently on every other request
            call["numeric_property_aggregations"] = [{"property_name": "cost", "metric": "MAX"}]
        return tool_call_response([call])

    with FakeOpenAI(handler) as server:
        one = agent(server, tmp_path, gym=gym, trial=1).plan("cost?", TINY_ENV)
        two = agent(server, tmp_path, gym=gym, trial=2).plan("cost?", TINY_ENV)
        assert len(seen) == 2 and one.calls != two.calls
        again = agent(server, tmp_path, gym=gym, trial=1).plan("cost?", TINY_ENV)
        assert len(seen) == 2 and again.calls == one.calls  # the cached trial-1 response
