"""Each query set runs in the Query Agent mode its query_sets.target_mode names, unless overridden;
the run store records the mode used. The Query Agent is a stand-in that answers with
weaviate-agents' own response models (the fakes of test_weaviate_query_agent.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from weaviate.outputs.query import QueryReturn
from weaviate_agents.classes import SearchModeResponse

from gymkit.agents import get_agent
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.runs import run
from gymkit.runs._store import RunStore
from tests.agents.test_weaviate_query_agent import SHOP, USAGE, ask, search
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot


class FakeQueryAgent:
    """Records which mode each request used; answers with an empty response of that mode."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    def ask(self, query, collections=None):
        self.calls.append(("ask", query if isinstance(query, str) else "conversation"))
        return ask()

    def search(self, query, limit=20, collections=None):
        text = query if isinstance(query, str) else "conversation"
        self.calls.append(("search", text))
        return SearchModeResponse(
            searches=[search(text, collection=collections[0])],
            usage=USAGE,
            total_time=0.1,
            search_results=QueryReturn(objects=[]),
        )


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    prepare(source=str(write_tiny_snapshot(tmp_path / "snap")), workspace=tmp_path / "ws")
    return tmp_path / "ws"


def test_without_a_mode_the_set_decides(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("WEAVIATE_QUERY_AGENT_MODE", raising=False)
    qa = FakeQueryAgent()
    agent = get_agent("weaviate-query-agent", query_agent=qa)
    assert agent.plan("x", SHOP).trace[0] == {"query_agent_mode": "ask"}
    searching = agent.for_target_mode("search")
    assert searching.mode == "search" and agent.mode == "ask"
    assert searching.plan("warm sleeping bag", SHOP).trace[0] == {"query_agent_mode": "search"}
    assert agent.for_target_mode("ask") is agent
    assert qa.calls == [("ask", "x"), ("search", "warm sleeping bag")]


@pytest.mark.parametrize("how", ["option", "env"])
def test_a_mode_the_user_gives_overrides_every_set(monkeypatch: pytest.MonkeyPatch, how: str):
    if how == "env":
        monkeypatch.setenv("WEAVIATE_QUERY_AGENT_MODE", "ask")
        agent = get_agent("weaviate-query-agent", query_agent=FakeQueryAgent())
    else:
        monkeypatch.delenv("WEAVIATE_QUERY_AGENT_MODE", raising=False)
        agent = get_agent("weaviate-query-agent", query_agent=FakeQueryAgent(), mode="ask")
    assert agent.for_target_mode("search").mode == "ask"


def _run(ws: Path, qa: FakeQueryAgent, **options) -> dict:
    run(
        agent="weaviate-query-agent",
        sets="all",
        name="wqa",
        workspace=ws,
        progress=False,
        agent_options={"query_agent": qa, **options},
        force=True,
    )
    store = RunStore(ws / "runs.duckdb")
    traces = {(p.set, p.query_id): p.trace[0] for p in store.predictions("wqa") if p.trace}
    return {"settings": store.get_run("wqa")["settings"], "traces": traces}


def test_a_run_uses_each_sets_target_mode_and_stores_it(ws: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("WEAVIATE_QUERY_AGENT_MODE", raising=False)
    qa = FakeQueryAgent()
    got = _run(ws, qa)
    with open_gym(ws) as gym:
        search_commands = {r["command"] for r in gym.queries("search_mode")}
        ask_commands = {r["command"] for r in gym.queries("ask_mode")}
    assert {q for m, q in qa.calls if m == "search"} == search_commands | {"conversation"}
    assert ask_commands <= {q for m, q in qa.calls if m == "ask"}
    assert got["settings"]["modes"] == {
        "ask_mode": "ask",
        "search_mode": "search",
        "edge_case_1": "ask",
    }
    assert got["traces"][("search_mode", f"{ENV_ID}-s-000")] == {"query_agent_mode": "search"}
    assert got["traces"][("ask_mode", f"{ENV_ID}-000")] == {"query_agent_mode": "ask"}


def test_a_run_with_an_override_stores_the_override(ws: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("WEAVIATE_QUERY_AGENT_MODE", raising=False)
    qa = FakeQueryAgent()
    got = _run(ws, qa, mode="search")
    assert {m for m, _ in qa.calls} == {"search"}
    assert got["settings"]["modes"] == {
        "ask_mode": "search",
        "search_mode": "search",
        "edge_case_1": "search",
    }
