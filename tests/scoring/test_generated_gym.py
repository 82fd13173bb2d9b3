"""On a real generated gym (gymkit.prepare.prepare): the oracle scores 100% on every set, and every
single mutation of every ask_mode / search_mode ground truth is caught with its label."""

from __future__ import annotations

import copy
import datetime as dt
from typing import Any

import pytest

from gymkit.call import FILTER_LISTS
from gymkit.scoring import SETS, score

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def gym(tmp_path_factory):
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    workspace = tmp_path_factory.mktemp("gym")
    prepare(source="generate", objects=200, workspace=workspace)
    g = open_gym(workspace)
    yield g
    g.close()


def _final_calls(agent, gym, set_name: str, row: dict) -> Any:
    env = gym.environment(row["environment"])
    plan = agent.plan(row["command"], env)
    if set_name == "edge_case_1" and row.get("seed_output"):
        plan = agent.revise(row["command"], env, plan, []) or plan
    return plan


def test_oracle_scores_100_percent_on_every_set(gym):
    from gymkit.agents import get_agent

    agent = get_agent("oracle", gym=gym)
    for set_name in SETS:
        rows = gym.queries(set_name)
        assert rows, set_name
        for row in rows:
            plan = _final_calls(agent, gym, set_name, row)
            s = score(set_name, row, plan.calls, plan.error, gym).row
            assert s["passed"] and s["plan_match"] and s["result_match"], (row["query_id"], s)


def _bump(v: Any) -> Any:
    if isinstance(v, bool):
        return not v
    if isinstance(v, (int, float)):
        return v + 1
    if len(v) == 10 and v[4] == "-":
        return (dt.date.fromisoformat(v) + dt.timedelta(days=1)).isoformat()
    return v.rstrip("*%") + "Qx" + ("*" if v.endswith(("*", "%")) else "")


def _mutations(gym, row: dict, truth: list[dict], k: int, list_name: str, j: int):
    """(mutated calls, label) for one filter of sub-query k."""
    env = gym.environment(row["environment"])
    call = truth[k]
    coll = env.collection(call["collection_name"])
    f = call[list_name][j]
    prop = coll.prop(f["property_name"])

    def with_filter(new: dict | None) -> list[dict]:
        out = copy.deepcopy(truth)
        if new is None:
            del out[k][list_name][j]
        else:
            out[k][list_name][j] = new
        return out

    yield with_filter(None), "missing_filter"
    yield with_filter({**f, **_changed_value(gym, row, coll.name, f)}), "wrong_value"
    op = _other_operator(f)
    if op is not None:
        yield with_filter({**f, **op}), "wrong_operator"
    used = {g["property_name"] for ln in FILTER_LISTS for g in call.get(ln, [])}
    twins = [p for p in coll.properties if p.type == prop.type and p.name not in used]
    if twins:
        yield with_filter({**f, "property_name": twins[0].name}), "wrong_property"
    if "search_query" not in call and coll.searchable_properties:
        out = with_filter(None)
        out[k]["search_query"] = str(f.get("value", f.get("values"))).strip("*%")
        yield out, "search_instead_of_filter"


def _changed_value(gym, row: dict, collection: str, f: dict) -> dict:
    if "values" not in f:
        return {"value": _bump(f["value"])}
    pool = gym.distinct_values(row["environment"], collection, f["property_name"])
    fresh = [x for x in pool if x not in f["values"]]
    if fresh:
        return {"values": f["values"][:-1] + [fresh[0]]}
    return (
        {"values": f["values"][:1]} if len(f["values"]) > 1 else {"values": [_bump(f["values"][0])]}
    )


def _other_operator(f: dict) -> dict | None:
    op = f["operator"]
    if "values" in f:
        if len(set(map(repr, f["values"]))) < 2:
            return None  # CONTAINS_ANY and CONTAINS_ALL of one value are the same filter
        return {"operator": "CONTAINS_ALL" if op == "CONTAINS_ANY" else "CONTAINS_ANY"}
    if op == "LIKE":
        return {"operator": "=", "value": f["value"].rstrip("*%")}
    if isinstance(f["value"], bool):
        return {"operator": "!=" if op == "=" else "="}
    if (
        isinstance(f["value"], str)
        and op == "="
        and not (len(f["value"]) == 10 and f["value"][4] == "-")
    ):
        return {"operator": "LIKE", "value": f["value"] + "*"}
    return {"operator": {">": ">=", ">=": ">", "<": "<=", "<=": "<", "=": ">="}[op]}


@pytest.mark.parametrize("set_name", ["ask_mode", "search_mode"])
def test_every_single_mutation_of_every_ground_truth_is_caught(gym, set_name):
    checked: dict[str, int] = {}
    for row in gym.queries(set_name):
        truth = [dict(c) for c in row["ground_truth"]]
        cases = []
        for k, call in enumerate(truth):
            for list_name in FILTER_LISTS:
                for j in range(len(call.get(list_name, []))):
                    cases += list(_mutations(gym, row, truth, k, list_name, j))
            if "search_query" in call:
                out = copy.deepcopy(truth)
                del out[k]["search_query"]
                cases.append((out, "missing_search"))
        extra = {"collection_name": truth[0]["collection_name"]}  # retrieve everything
        cases.append((copy.deepcopy(truth) + [extra], "extra_sub_query"))
        if len(truth) > 1:
            cases.append((copy.deepcopy(truth[1:]), "missing_sub_query"))
        for mutated, label in cases:
            s = score(set_name, row, mutated, None, gym).row
            assert not s["passed"] and s["error_labels"] == [label], (
                row["query_id"],
                label,
                s["error_labels"],
                mutated,
            )
            checked[label] = checked.get(label, 0) + 1
    print(set_name, checked)
    assert checked.get("wrong_value", 0) >= 10 and checked.get("missing_filter", 0) >= 10, checked
