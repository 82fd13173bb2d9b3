"""The search baseline: route the command to a collection, search the raw command there.

No filters, no aggregations, no group-by: one call `{collection_name, search_query: command}`.
Its scores beside every other agent's show what a plain search achieves, and so what filters and
aggregations add (the peer harness of the gym's query agent always shows such a baseline).

Routing uses the `rules` agent's choice of collection for the command (the collection of its
first call), which comes from the schema's names and descriptions and the data's values; when
the rules agent names none, the collection with the most searchable (prose) properties is used.
"""

from __future__ import annotations

from typing import Any

from gymkit.agents.base import Plan, register
from gymkit.schema import Environment


class SearchBaseline:
    """One search call per command, on the routed collection."""

    name = "search-baseline"

    def __init__(self, gym: Any = None, **options: Any):
        from gymkit.agents.rules import RulesAgent

        self.gym = gym
        self.router = RulesAgent(gym)

    def route(self, command: str, environment: Environment) -> tuple[str, str]:
        """(collection, why): the rules agent's first collection, else the most searchable one."""
        try:
            calls = self.router.plan(command, environment).calls
        except Exception as e:  # noqa: BLE001 - routing must not fail the baseline
            calls, why = [], f"routing failed ({type(e).__name__})"
        else:
            why = "no collection named"
        names = {c.name for c in environment.collections}
        for call in calls:
            name = call.get("collection_name") if isinstance(call, dict) else None
            if name in names:
                return name, "routed by the rules agent's collection choice"
        best = max(
            environment.collections,
            key=lambda c: len(c.searchable_properties),
        )
        return best.name, f"{why}: the collection with the most prose"

    def plan(self, command: str, environment: Environment) -> Plan:
        collection, why = self.route(command, environment)
        call = {"collection_name": collection, "search_query": command}
        return Plan(calls=[call], trace=[{"collection_name": why, "search_query": "the command"}])

    def revise(self, command: str, environment: Environment, plan: Plan, results: list[Any]):
        return None


@register("search-baseline")
def make_search_baseline(gym: Any = None, **options: Any) -> SearchBaseline:
    """The registered factory: `get_agent("search-baseline", gym=gym)`."""
    return SearchBaseline(gym, **options)
