"""The search baseline: one search of the raw command on the routed collection, nothing else."""

from __future__ import annotations

from gymkit.agents import Plan, get_agent
from gymkit.call import parse_call
from tests.tiny_snapshot import TINY_ENV


def test_one_search_call_of_the_raw_command_and_nothing_else():
    agent = get_agent("search-baseline")
    command = "Which gadgets in the workshop are described as sturdy?"
    plan = agent.plan(command, TINY_ENV)
    assert len(plan.calls) == 1
    call = parse_call(plan.calls[0])
    assert call.search_query == command
    assert not list(call.filters()) and not list(call.aggregations())
    assert call.groupby_property is None and call.filter_tree is None


def test_routes_by_the_schema_and_falls_back_to_the_collection_with_prose():
    agent = get_agent("search-baseline")
    assert agent.plan("total repair cost of repairs", TINY_ENV).calls[0]["collection_name"] == (
        "Repairs"
    )

    class NoCollection:
        def plan(self, command, environment):
            return Plan(calls=[{"collection_name": "Nowhere"}])

    agent.router = NoCollection()
    plan = agent.plan("total repair cost of repairs", TINY_ENV)
    assert plan.calls[0]["collection_name"] == "Gadgets"  # the only collection with prose
    assert "prose" in plan.trace[0]["collection_name"]
    assert agent.revise("zzz", TINY_ENV, plan, [[]]) is None
