"""The openai agent against a real HTTP server on 127.0.0.1 (tests/agents/fake_openai_server.py)
and a real tiny gym in DuckDB: tool calls, the retry turn, retries, timeouts, the cache, usage."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.agents import get_agent
from gymkit.agents._llm_http import backoff_delay, parse_retry_after
from gymkit.agents._llm_prompt import inline_refs, system_prompt
from gymkit.agents.base import Plan
from gymkit.agents.openai import OpenAIAgent, parse_arguments
from gymkit.call import CallError, check_call, parse_call, parse_calls, tool_schema
from gymkit.errors import GymError
from tests.agents.fake_openai_server import FakeOpenAI, Reply, text_response, tool_call_response
from tests.tiny_snapshot import ENV_ID, TINY_ENV, write_tiny_snapshot

KEY = "sk-test-THIS-KEY-MUST-NEVER-BE-STORED-1234567890"
TOOLS = {
    "collection_name": "Gadgets",
    "text_property_filters": [{"property_name": "category", "operator": "=", "value": "tool"}],
}
REPAIR_COST = {
    "collection_name": "Repairs",
    "numeric_property_aggregations": [{"property_name": "cost", "metric": "SUM"}],
}
MISSING_CODE = {
    "collection_name": "Repairs",
    "text_property_filters": [{"property_name": "repairCode", "operator": "=", "value": "REP-09"}],
}
SEARCH_CODE = {"collection_name": "Repairs", "search_query": "REP-09"}


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    """The tiny snapshot loaded into a real gym.duckdb and opened read-only."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    root = tmp_path_factory.mktemp("tiny-gym")
    snap = write_tiny_snapshot(root / "snap")
    prepare(source=str(snap), workspace=root / "ws", progress=False)
    g = open_gym(root / "ws")
    yield g
    g.close()


@pytest.fixture
def server():
    with FakeOpenAI() as s:
        yield s


def make_agent(server: FakeOpenAI, tmp_path: Path, **options) -> OpenAIAgent:
    options = {
        "model": "fake-model",
        "base_url": server.base_url,
        "api_key": KEY,
        "cache_dir": tmp_path / "llm-cache",
        "backoff_base": 0.01,
        **options,
    }
    return get_agent("openai", **options)


# -- the request -------------------------------------------------------------------------------


def test_request_carries_the_generated_tool_schema_and_the_prompt(server, tmp_path, gym):
    server.push(tool_call_response([TOOLS]))
    agent = make_agent(server, tmp_path, gym=gym)
    agent.plan("Show me every gadget in the tool category.", TINY_ENV)
    req = server.requests[0]
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["Authorization"] == f"Bearer {KEY}"
    body = req["body"]
    assert body["model"] == "fake-model"
    assert body["tool_choice"] == "required"
    assert [t["function"]["name"] for t in body["tools"]] == ["query_database"]
    assert body["tools"][0]["function"]["parameters"] == tool_schema()
    system, user = body["messages"]
    assert user == {"role": "user", "content": "Show me every gadget in the tool category."}
    assert system["role"] == "system"
    prompt = system["content"]
    # every collection and property, category values from the gym, the card's rules
    for coll in TINY_ENV.collections:
        assert f"## {coll.name} ({coll.kind})" in prompt
        for prop in coll.properties:
            assert f"- {prop.name} ({prop.type}" in prompt
    assert 'values: "decor", "tool", "toy"' in prompt
    assert "filter_tree" in prompt and '"combine": "OR"' in prompt
    assert "combined with AND" in prompt and "followed by *" in prompt
    assert "A sturdy wrench" not in prompt  # prose is never listed


def test_prompt_ranges_and_examples_come_from_the_gym(gym):
    prompt = system_prompt(TINY_ENV, gym)
    assert "- weightGrams (int): Weight in grams. [values: 120, 300, 800]" in prompt
    assert '[values: "2023-12-31", "2024-01-05", "2024-03-10", "2024-06-15"]' in prompt
    assert "- inStock (boolean): Whether the gadget is in stock. [true or false]" in prompt
    name_line = next(
        x for x in prompt.splitlines() if x.startswith("- gadgetName (filterable_text, id")
    )
    assert "[e.g. " in name_line  # an identifier gets examples, not a full list
    assert "Gadgets identifier" in prompt  # the reference is named
    assert "[" not in system_prompt(TINY_ENV, None).split("Collections:")[1]  # no gym, no values


def test_inlined_schema_has_no_refs_and_accepts_the_same_calls():
    jsonschema = pytest.importorskip("jsonschema")
    inlined = inline_refs(tool_schema())
    text = json.dumps(inlined)
    assert "$ref" not in text and "$defs" not in text
    b8 = {
        "collection_name": "Repairs",
        "filter_tree": {
            "combine": "OR",
            "filters": [
                {"property_name": "gadgetName", "operator": "=", "value": "Beta Two"},
                {"property_name": "repairCode", "operator": "=", "value": "REP-00001"},
            ],
        },
        "numeric_property_aggregations": [{"property_name": "cost", "metric": "COUNT"}],
    }
    for call in (TOOLS, REPAIR_COST, b8):
        jsonschema.validate(call, tool_schema())
        jsonschema.validate(call, inlined)
    bad = {"collection_name": "Repairs", "text_property_filters": [{"property_name": "x"}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, inlined)


# -- what the model answers ----------------------------------------------------------------------


def test_parallel_tool_calls_become_sub_queries(server, tmp_path):
    server.push(tool_call_response([TOOLS, REPAIR_COST]))
    plan = make_agent(server, tmp_path).plan("Tools, and the total repair cost?", TINY_ENV)
    assert plan.error is None
    assert plan.calls == [TOOLS, REPAIR_COST]
    assert [c.collection_name for c in parse_calls(plan.calls)] == ["Gadgets", "Repairs"]
    assert [t["turn"] for t in plan.trace] == [1, 1]
    assert len({t["tool_call_id"] for t in plan.trace}) == 2
    assert all("problem" not in t for t in plan.trace)


def test_malformed_json_arguments_are_kept_as_an_invalid_call(server, tmp_path):
    raw = '{"collection_name": "Gadgets", "text_property_filters": [{"property_name": '
    server.push(tool_call_response([raw, TOOLS]))
    plan = make_agent(server, tmp_path).plan("tools", TINY_ENV)
    assert plan.error is None
    assert plan.calls == [raw, TOOLS]  # kept, in order, never dropped
    with pytest.raises(CallError, match="not valid JSON"):
        parse_call(plan.calls[0])
    assert "not valid JSON" in plan.trace[0]["problem"]


def test_unknown_property_is_kept_as_the_dict(server, tmp_path):
    call = {
        "collection_name": "Gadgets",
        "text_property_filters": [{"property_name": "colour", "operator": "=", "value": "red"}],
    }
    server.push(tool_call_response([call]))
    plan = make_agent(server, tmp_path).plan("red gadgets", TINY_ENV)
    assert plan.calls == [call]
    issues = check_call(parse_call(plan.calls[0]), TINY_ENV)
    assert issues and "colour" in issues[0][1]
    assert "colour" in plan.trace[0]["problem"]


def test_another_tool_name_and_prose_answers(server, tmp_path):
    server.push(tool_call_response([TOOLS], names=["search_web"]), text_response("I cannot."))
    agent = make_agent(server, tmp_path)
    plan = agent.plan("tools", TINY_ENV)
    assert plan.calls[0]["__invalid__"] == json.dumps(TOOLS)
    assert "search_web" in plan.calls[0]["__error__"]
    with pytest.raises(CallError):
        parse_call(plan.calls[0])
    prose = agent.plan("anything else", TINY_ENV)
    assert prose.calls == [] and "without calling query_database" in prose.error
    assert "I cannot." in prose.error


def test_token_counts_per_query(server, tmp_path):
    server.push(tool_call_response([TOOLS], usage=(1234, 56)))
    no_usage = tool_call_response([TOOLS])
    del no_usage["usage"]
    server.push(no_usage)
    agent = make_agent(server, tmp_path)
    plan = agent.plan("tools", TINY_ENV)
    assert plan.usage["prompt_tokens"] == 1234
    assert plan.usage["completion_tokens"] == 56
    assert plan.usage["total_tokens"] == 1290
    assert plan.usage["requests"] == 1 and plan.usage["cached_requests"] == 0
    other = agent.plan("other tools", TINY_ENV)
    assert (other.usage["prompt_tokens"], other.usage["total_tokens"]) == (0, 0)


# -- the retry turn (B6 / B7) --------------------------------------------------------------------


def test_retry_turn_after_zero_results_replaces_the_plan(server, tmp_path, gym):
    server.push(tool_call_response([MISSING_CODE], usage=(500, 30)))
    server.push(tool_call_response([SEARCH_CODE], usage=(700, 20)))
    agent = make_agent(server, tmp_path, gym=gym)
    command = "Which repair mentions REP-09?"
    plan = agent.plan(command, TINY_ENV)
    results = [gym.execute(ENV_ID, c) for c in plan.calls]
    assert results[0].value == []  # a real zero-result execution
    revised = agent.revise(command, TINY_ENV, plan, results)
    assert revised is not None and revised.calls == [SEARCH_CODE]
    assert revised.usage["prompt_tokens"] == 700 and revised.usage["requests"] == 1
    assert [t["turn"] for t in revised.trace] == [2]
    messages = server.requests[1]["body"]["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "tool"]
    sent = messages[2]["tool_calls"][0]
    assert sent["id"] == plan.trace[0]["tool_call_id"] == messages[3]["tool_call_id"]
    assert json.loads(sent["function"]["arguments"]) == MISSING_CODE
    assert json.loads(messages[3]["content"])["records_found"] == 0
    assert server.requests[1]["body"]["tool_choice"] == "auto"


def test_retry_turn_keeps_the_plan_when_the_model_stops(server, tmp_path, gym):
    """B6: the model sees zero results and calls nothing: revise is None (the plan stands)."""
    server.push(text_response("The code is not in the data."))
    agent = make_agent(server, tmp_path, gym=gym)
    seeded = Plan(calls=[MISSING_CODE])  # as the run loop injects a seed_output: no trace
    results = [gym.execute(ENV_ID, MISSING_CODE)]
    assert agent.revise("repair REP-09", TINY_ENV, seeded, results) is None
    sent = server.requests[0]["body"]["messages"][2]["tool_calls"]
    assert (
        sent[0]["id"] == "call_0" and json.loads(sent[0]["function"]["arguments"]) == MISSING_CODE
    )


def test_no_retry_turn_when_results_are_found(server, tmp_path, gym):
    server.push(tool_call_response([TOOLS]))
    agent = make_agent(server, tmp_path, gym=gym)
    plan = agent.plan("tools", TINY_ENV)
    results = [gym.execute(ENV_ID, c) for c in plan.calls]
    assert agent.revise("tools", TINY_ENV, plan, results) is None
    assert len(server.requests) == 1  # no second request
    server.push(tool_call_response([TOOLS]))
    always = make_agent(server, tmp_path, gym=gym, revise_when="always")
    assert always.revise("tools", TINY_ENV, plan, results) is not None
    assert json.loads(server.requests[1]["body"]["messages"][3]["content"])["records_found"] == 2


def test_a_server_that_refuses_required_tool_choice_gets_a_compatible_request(tmp_path):
    def picky(body: dict) -> Reply | dict:
        if body["tool_choice"] != "auto" or "$defs" in json.dumps(body["tools"]):
            return Reply(400, {"error": {"message": "tool_choice 'required' is not supported"}})
        return tool_call_response([TOOLS])

    with FakeOpenAI(handler=picky) as s:
        agent = make_agent(s, tmp_path)
        first = agent.plan("tools", TINY_ENV)
        second = agent.plan("more tools", TINY_ENV)
    assert first.calls == [TOOLS] and second.calls == [TOOLS]
    assert [r["body"]["tool_choice"] for r in s.requests] == ["required", "auto", "auto"]
    assert "$ref" not in json.dumps(s.requests[2]["body"]["tools"])


# -- transport: retries, backoff, timeouts ---------------------------------------------------------


def test_429_backs_off_for_retry_after_then_succeeds(server, tmp_path):
    server.push(Reply(429, {"error": {"message": "slow down"}}, headers={"Retry-After": "1"}))
    server.push(tool_call_response([TOOLS]))
    plan = make_agent(server, tmp_path).plan("tools", TINY_ENV)
    assert plan.error is None and plan.calls == [TOOLS]
    assert len(server.requests) == 2
    assert server.requests[1]["time"] - server.requests[0]["time"] >= 0.95
    assert plan.usage["http_attempts"] == 2


def test_backoff_grows_exponentially_without_retry_after(server, tmp_path):
    server.push(Reply(503, "busy"), Reply(502, "busy"), tool_call_response([TOOLS]))
    plan = make_agent(server, tmp_path, backoff_base=0.2).plan("tools", TINY_ENV)
    assert plan.calls == [TOOLS]
    t = [r["time"] for r in server.requests]
    assert t[1] - t[0] >= 0.1  # half of 0.2 at least
    assert t[2] - t[1] >= 0.2  # half of 0.4 at least


def test_500_retries_then_gives_up_with_plan_error(server, tmp_path):
    for _ in range(3):
        server.push(Reply(500, {"error": {"message": "internal"}}))
    agent = make_agent(server, tmp_path, max_retries=2)
    plan = agent.plan("tools", TINY_ENV)
    assert plan.calls == []
    assert "gave up after 3 attempts" in plan.error and "HTTP 500" in plan.error
    assert len(server.requests) == 3
    assert not list((tmp_path / "llm-cache").rglob("*.json"))  # failures are not cached


def test_client_errors_are_not_retried_and_never_show_the_key(server, tmp_path):
    server.push(Reply(401, {"error": {"message": f"bad key {KEY}"}}))
    plan = make_agent(server, tmp_path).plan("tools", TINY_ENV)
    assert len(server.requests) == 1
    assert "HTTP 401" in plan.error and KEY not in plan.error and "***" in plan.error


def test_a_hang_past_the_timeout_is_an_error_after_retries(server, tmp_path):
    server.push(Reply(delay=10, body=tool_call_response([TOOLS])))
    server.push(Reply(delay=10, body=tool_call_response([TOOLS])))
    start = time.monotonic()
    plan = make_agent(server, tmp_path, timeout=0.3, max_retries=1).plan("tools", TINY_ENV)
    assert time.monotonic() - start < 3
    assert plan.calls == [] and "timeout" in plan.error and "2 attempts" in plan.error
    assert len(server.requests) == 2


def test_a_gzip_encoded_answer_is_read(server, tmp_path):
    import gzip

    body = gzip.compress(json.dumps(tool_call_response([TOOLS])).encode())
    server.push(Reply(body=body, headers={"Content-Encoding": "gzip"}))
    assert make_agent(server, tmp_path).plan("tools", TINY_ENV).calls == [TOOLS]


def test_a_trickling_answer_past_the_timeout_is_an_error(server, tmp_path):
    server.push(Reply(body=tool_call_response([TOOLS]), trickle=0.05))
    start = time.monotonic()
    plan = make_agent(server, tmp_path, timeout=0.5, max_retries=0).plan("tools", TINY_ENV)
    assert 0.5 <= time.monotonic() - start < 3  # each byte came within 0.5 s; the whole did not
    assert plan.calls == [] and "timeout" in plan.error


def test_connection_refused_is_a_plan_error(tmp_path):
    with FakeOpenAI() as s:
        url = s.base_url  # the port is closed once the server is gone
    agent = get_agent(
        "openai", model="m", base_url=url, cache_dir=tmp_path, max_retries=1, backoff_base=0.01
    )
    plan = agent.plan("tools", TINY_ENV)
    assert plan.calls == [] and "connection failed" in plan.error


# -- cache, key, configuration, threads -----------------------------------------------------------


def test_cache_hit_on_rerun_makes_no_request(server, tmp_path):
    server.push(tool_call_response([TOOLS, REPAIR_COST], usage=(300, 40)))
    first = make_agent(server, tmp_path).plan("tools and cost", TINY_ENV)
    again = make_agent(server, tmp_path).plan("tools and cost", TINY_ENV)  # a new process, say
    assert len(server.requests) == 1
    assert again.calls == first.calls and again.error is None
    assert again.usage["cached_requests"] == 1 and again.usage["total_tokens"] == 340
    files = list((tmp_path / "llm-cache").rglob("*.json"))
    assert len(files) == 1 and len(files[0].stem) == 64  # a sha256 name
    server.push(tool_call_response([TOOLS]))
    make_agent(server, tmp_path, model="other-model").plan("tools and cost", TINY_ENV)
    assert len(server.requests) == 2  # the model is part of the key


def test_the_api_key_is_never_stored(server, tmp_path):
    server.push(tool_call_response([TOOLS]), tool_call_response([MISSING_CODE]))
    agent = make_agent(server, tmp_path)
    plans = [agent.plan("tools", TINY_ENV), agent.plan("missing code", TINY_ENV)]
    assert server.requests[0]["headers"]["Authorization"] == f"Bearer {KEY}"  # it was sent
    files = list((tmp_path / "llm-cache").rglob("*"))
    assert [f for f in files if f.is_file()]
    for f in files:
        if f.is_file():
            assert KEY not in f.read_text(encoding="utf-8")
            assert "sk-test" not in f.read_text(encoding="utf-8")
    for p in plans:
        assert KEY not in json.dumps([p.calls, p.error, p.trace, p.usage])
    assert KEY not in repr(agent)


def test_no_key_for_the_default_url_fails_fast(monkeypatch, tmp_path):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(GymError, match="OPENAI_API_KEY"):
        get_agent("openai", model="gpt-4o-mini", cache_dir=tmp_path)
    monkeypatch.delenv("OPENAI_MODEL", raising=False)
    with pytest.raises(GymError, match="--model"):
        get_agent("openai", api_key="x", cache_dir=tmp_path)


def test_environment_configuration_and_local_servers_without_a_key(server, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    server.push(tool_call_response([TOOLS]))
    agent = get_agent("openai", model="llama3", cache_dir=tmp_path, unknown_option=1)
    assert agent.base_url == server.base_url and agent.concurrency == 4
    assert agent.plan("tools", TINY_ENV).calls == [TOOLS]
    assert "Authorization" not in server.requests[0]["headers"]


def test_default_cache_dir_is_under_the_workspace(gym, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    agent = get_agent("openai", gym=gym, model="m")
    assert agent.cache_dir == gym.workspace.root / "cache" / "llm"


def test_concurrent_plans_are_thread_safe_and_bounded(tmp_path):
    in_flight, peak, lock = [0], [0], threading.Lock()

    def answer(body: dict) -> dict:
        with lock:
            in_flight[0] += 1
            peak[0] = max(peak[0], in_flight[0])
        time.sleep(0.05)
        with lock:
            in_flight[0] -= 1
        n = int(body["messages"][1]["content"].split()[-1])
        call = {
            **REPAIR_COST,
            "numeric_property_filters": [{"property_name": "cost", "operator": ">", "value": n}],
        }
        return tool_call_response([call], usage=(n, 1))

    with FakeOpenAI(handler=answer) as s:
        agent = make_agent(s, tmp_path, concurrency=3)
        with ThreadPoolExecutor(8) as pool:
            plans = list(pool.map(lambda n: agent.plan(f"cost above {n}", TINY_ENV), range(16)))
    assert peak[0] <= 3
    for n, p in enumerate(plans):
        assert p.calls[0]["numeric_property_filters"][0]["value"] == n
        assert p.usage["prompt_tokens"] == n


# -- properties over large input spaces ------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), st.text(alphabet='{}[]":,0123456789abc \\')))
def test_any_arguments_text_is_kept_and_never_raises(raw):
    call, problem = parse_arguments(raw)
    if isinstance(call, dict):
        assert problem is None
    else:
        assert call == raw and problem
        with pytest.raises(CallError):
            parse_call(call)


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(
        st.text(max_size=10),
        st.recursive(st.none() | st.integers() | st.text(max_size=10), st.lists, max_leaves=8),
        max_size=5,
    )
)
def test_any_json_object_arguments_come_back_equal(obj):
    assert parse_arguments(json.dumps(obj)) == (obj, None)
    assert parse_arguments(json.dumps(json.dumps(obj))) == (obj, None)  # encoded twice


@given(
    st.integers(0, 20),
    st.none() | st.floats(0, 1000),
    st.floats(0.001, 5),
    st.floats(0.01, 60),
)
def test_backoff_stays_within_its_bounds(attempt, retry_after, base, cap):
    import random

    d = backoff_delay(attempt, retry_after, base, cap, 120.0, random.Random(attempt))
    step = min(cap, base * 2**attempt)
    assert d >= step / 2 - 1e-9
    assert d <= max(step, min(retry_after or 0, 120.0)) + 1e-9
    if retry_after is not None:
        assert d >= min(retry_after, 120.0)


def test_retry_after_forms():
    assert parse_retry_after("3") == 3.0
    assert parse_retry_after("0.5") == 0.5
    assert parse_retry_after(None) is None and parse_retry_after("soon") is None
    later = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 30))
    assert 25 <= parse_retry_after(later) <= 31


# -- every plan above can be scored ---------------------------------------------------------------


def test_all_these_plans_are_scored(server, tmp_path, gym):
    import gymkit.scoring

    score = getattr(gymkit.scoring, "score", None)
    if score is None:
        pytest.skip("gymkit.scoring.score is not there yet (another engineer's area)")
    row = gym.queries("ask_mode", ENV_ID)[0]  # "every gadget in the tool category"
    server.push(
        tool_call_response([TOOLS]),
        tool_call_response([TOOLS, REPAIR_COST]),
        tool_call_response(['{"collection_name": "Gad']),
        tool_call_response(
            [
                {
                    **TOOLS,
                    "text_property_filters": [
                        {"property_name": "colour", "operator": "=", "value": "tool"}
                    ],
                }
            ]
        ),
        tool_call_response([TOOLS], names=["other_tool"]),
        text_response("no idea"),
        Reply(500, "down"),
    )
    agent = make_agent(server, tmp_path, max_retries=0)
    plans = [agent.plan(f"{row['command']} #{i}", TINY_ENV) for i in range(7)]
    assert plans[-1].error and plans[-1].calls == []
    scored = [score("ask_mode", row, p.calls, p.error, gym) for p in plans]
    assert [s.row["passed"] for s in scored] == [True] + [False] * 6
    for s in scored:
        assert {"plan_match", "result_match", "passed", "error_labels"} <= set(s.row)
    assert scored[2].row["num_invalid"] == 1 and scored[4].row["num_invalid"] == 1


# -- the CLI in a real subprocess ------------------------------------------------------------------


def test_gymkit_plan_cli_with_the_openai_agent(server, gym):
    server.push(tool_call_response([TOOLS, REPAIR_COST]), tool_call_response(["{oops"]))
    env = {**os.environ, "OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": KEY}
    lines = [
        {"query_id": "q1", "command": "tools and total cost"},
        {"query_id": "q2", "command": "something odd"},
    ]
    out = subprocess.run(
        [sys.executable, "-m", "gymkit.cli", "plan", "--env", ENV_ID, "--agent", "openai"]
        + ["--model", "fake-model", "--workspace", str(gym.workspace.root)],
        input="".join(json.dumps(x) + "\n" for x in lines),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    answers = [json.loads(x) for x in out.stdout.splitlines()]
    assert answers == [
        {"query_id": "q1", "calls": [TOOLS, REPAIR_COST], "error": None},
        {"query_id": "q2", "calls": ["{oops"], "error": None},
    ]
    cached = list((gym.workspace.root / "cache" / "llm").rglob("*.json"))
    assert len(cached) == 2 and all(KEY not in f.read_text() for f in cached)


def test_a_full_run_of_every_set_through_the_run_loop(tmp_path):
    """gymkit.runs (another area) drives the agent: plan, execute, retry turn, score, store."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    runs = pytest.importorskip("gymkit.runs")
    prepare(
        source=str(write_tiny_snapshot(tmp_path / "snap")),
        workspace=tmp_path / "ws",
        progress=False,
    )
    answers = {
        "Show me every gadget in the tool category.": [TOOLS],
        "What is the total repair cost?": [REPAIR_COST],
        'Find the repair with repair code "REP-00002".': [
            {
                **MISSING_CODE,
                "text_property_filters": [
                    {"property_name": "repairCode", "operator": "=", "value": "REP-00002"}
                ],
            }
        ],
    }
    with (
        FakeOpenAI(handler=lambda b: tool_call_response(answers[b["messages"][1]["content"]])) as s,
        open_gym(tmp_path / "ws") as gym,
    ):
        summary = runs.run(
            "openai",
            sets="all",
            gym=gym,
            model="fake-model",
            progress=False,
            agent_options={"base_url": s.base_url, "api_key": KEY},
        )
        usage = gym.sql("SELECT usage FROM runs.predictions")["usage"].tolist()
    assert {k: v["queries"] for k, v in summary["sets"].items()} == {
        "ask_mode": 2,
        "search_mode": 1,
        "edge_case_1": 1,
    }
    assert all(v["plan_accuracy"] == 1.0 for v in summary["sets"].values())
    assert all(KEY not in str(u) for u in usage)
