"""The oracle agent: replays the ground truth of each query, so scoring can be checked end to end.

The Agent protocol passes only (command, environment), so the oracle looks the command up in
every query set of the gym (ask_mode, search_mode, edge_case_1). ask_mode and search_mode rows
replay their ground_truth; edge_case_1 rows are answered from their `expect` checks
(`edge_calls`). For B6/B7 retry cases, `revise` returns the expected final call after the
seed's zero results. A command found in no set gets no calls and an error naming it.
"""

from __future__ import annotations

import json
from typing import Any

from gymkit.agents.base import Plan, register
from gymkit.call import LikePattern, aggregation_entry, filter_entry, parse_calls
from gymkit.errors import GymError
from gymkit.layout import QUERY_SETS
from gymkit.protocols import GymView
from gymkit.schema import Environment

SETS = QUERY_SETS


def _other_filters(expect: dict) -> list[dict]:
    raw = expect.get("other_filters") or []
    return json.loads(raw) if isinstance(raw, str) and raw.strip() else list(raw or [])


def _add_filter(call: dict, env: Environment, collection: str, spec: dict) -> None:
    prop = env.collection(collection).prop(spec["property_name"])
    value = spec["values"] if "values" in spec else spec["value"]
    list_name, entry = filter_entry(prop, spec["operator"], value)
    call.setdefault(list_name, []).append(entry)


def edge_calls(row: dict, env: Environment) -> list[dict]:
    """The call an edge_case_1 case expects, built from its `expect` (the final call for retries).

    eq: = on value_properties[0]; like_prefix: LIKE 'value*'; or_eq: a filter_tree OR of one =
    per property; none: a search holding the value verbatim; no_eq: a search for the term;
    retry keep: the seed's call unchanged; move_to_query: the seed without the value's filter,
    searching for the value. other_filters are AND-ed; an aggregate case counts the records.
    """
    expect, value, name = row["expect"], row["value"], row["collection"]
    coll = env.collection(name)
    props = list(expect.get("value_properties") or [])
    call: dict = {"collection_name": name}
    retry, kind = expect.get("retry"), expect.get("value_filter")
    seed = row.get("seed_output") or {}
    if isinstance(seed, str):
        seed = json.loads(seed) if seed.strip() else {}
    if retry == "keep" and seed:
        call = {"collection_name": seed.get("collection") or name}
        if seed.get("search_query"):
            call["search_query"] = seed["search_query"]
        for f in seed.get("filters") or []:
            _add_filter(call, env, call["collection_name"], f)
        return [call]
    if kind == "eq":
        _add_filter(call, env, name, {"property_name": props[0], "operator": "=", "value": value})
    elif kind == "like_prefix":
        _add_filter(
            call,
            env,
            name,
            {
                "property_name": props[0],
                "operator": "LIKE",
                "value": LikePattern.prefix(value, "*").text,
            },
        )
    elif kind == "or_eq":
        leaves = [{"property_name": p, "operator": "=", "value": value} for p in props]
        call["filter_tree"] = {"combine": "OR", "filters": leaves}
    else:  # none, no_eq, move_to_query: search for the value verbatim
        words = list(dict.fromkeys([value, *(expect.get("query_contains") or [])]))
        call["search_query"] = " ".join(words)
    for f in _other_filters(expect):
        _add_filter(call, env, name, f)
    if row.get("node") == "aggregate":
        list_name, entry = aggregation_entry(coll.identifier, "COUNT")
        call[list_name] = [entry]
    return [call]


class OracleAgent:
    """Answers every command of the gym with its ground truth (see the module docstring)."""

    name = "oracle"

    def __init__(self, gym: GymView):
        self.gym = gym
        self._rows: dict[tuple[str, str], tuple[str, dict]] = {}
        for set_name in SETS:
            for row in gym.queries(set_name, grounds=False):
                self._rows.setdefault((row["environment"], row["command"]), (set_name, row))

    def lookup(self, command: str, environment: Environment) -> tuple[str, dict] | None:
        """(set name, query row) of a command in an environment, or None."""
        return self._rows.get((environment.id, command))

    def plan(self, command: str, environment: Environment) -> Plan:
        found = self.lookup(command, environment)
        if found is None:
            return Plan(
                error=f"oracle: no query in {environment.id} has the command {command[:80]!r}"
            )
        set_name, row = found
        if set_name == "edge_case_1":
            return Plan(calls=edge_calls(row, environment))
        return Plan(calls=[c.to_dict() for c in parse_calls(row["ground_truth"])])

    def revise(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> Plan | None:
        """For a retry case, the expected final call; otherwise keep the first answer (None)."""
        found = self.lookup(command, environment)
        if found is None or found[0] != "edge_case_1" or not found[1]["expect"].get("retry"):
            return None
        return Plan(calls=edge_calls(found[1], environment))


@register("oracle")
def oracle(gym: GymView | None = None, **_: Any) -> OracleAgent:
    """The oracle needs the gym (its query sets), passed in: agents never open the facade."""
    if gym is None:
        raise GymError(
            "the oracle replays the gym's query sets: pass gym= "
            "(get_agent('oracle', gym=gymkit.open_gym()))"
        )
    return OracleAgent(gym)
