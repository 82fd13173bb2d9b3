"""Answering one query: the agent plans (or an edge_case_1 row's seed_output stands in), the
calls are executed, the agent revises once with their results, and the answer is scored."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from gymkit.errors import GymError, StopRun
from gymkit.runs._store import Prediction
from gymkit.schema import Environment


@dataclass(frozen=True)
class Item:
    """One query to answer: its set, its row (as Gym.queries gives it) and its environment;
    `target_mode` is the Query Agent mode the set targets (query_sets.target_mode)."""

    set: str
    row: dict
    environment: Environment
    target_mode: str | None = None

    @property
    def key(self) -> tuple[str, str]:
        return self.set, self.row["query_id"]


def seed_calls(seed: Any, environment: Environment) -> list[dict]:
    """The calls an edge_case_1 seed_output describes: {"collection", "search_query", "filters"}.

    Each filter {property_name, operator, value} goes into the filter list of its property's type.
    """
    from gymkit.call import filter_entry

    if isinstance(seed, str):
        seed = json.loads(seed)
    coll = environment.collection(seed.get("collection", ""))
    if coll is None:
        raise GymError(
            f"seed_output names collection {seed.get('collection')!r}, not in {environment.id}"
        )
    call: dict = {"collection_name": coll.name}
    if seed.get("search_query"):
        call["search_query"] = seed["search_query"]
    for f in seed.get("filters") or []:
        prop = coll.prop(f.get("property_name", ""))
        if prop is None:
            raise GymError(
                f"seed_output filter on {f.get('property_name')!r}, not a property of {coll.name}"
            )
        list_name, entry = filter_entry(
            prop, f.get("operator", "="), f.get("value", f.get("values"))
        )
        call.setdefault(list_name, []).append(entry)
    return [call]


def _raw_calls(calls: Any) -> list:
    if calls is None:
        return []
    if not isinstance(calls, list):
        calls = [calls]
    return [
        c.to_dict() if hasattr(c, "to_dict") and hasattr(c, "collection_name") else c for c in calls
    ]


def _as_plan(p: Any) -> Any:
    from gymkit.agents.base import Plan

    if isinstance(p, Plan):
        return p
    if isinstance(p, (list, dict)):
        return Plan(calls=_raw_calls(p))
    raise TypeError(f"agent returned {type(p).__name__}, expected a Plan")


def execute_calls(gym: Any, environment: str, calls: list) -> list:
    """Each call's Result, or the error that kept it from executing (for the agent's retry turn)."""
    out: list = []
    for c in calls:
        try:
            out.append(gym.execute(environment, c))
        except StopRun:  # a damaged gym is never the agent's error
            raise
        except Exception as e:  # a malformed call is the agent's problem; it sees the error
            out.append(e)
    return out


def answer(agent: Any, gym: Any, item: Item) -> Prediction:
    """Plan (or seed), execute, let the agent revise; every agent exception becomes the error."""
    row, env = item.row, item.environment
    agent = in_target_mode(agent, item.target_mode)
    pred = Prediction(set=item.set, query_id=row["query_id"], environment=env.id)
    t0 = time.perf_counter()
    stage = "plan"
    try:
        seed = row.get("seed_output") if item.set == "edge_case_1" else None
        if seed:
            stage = "seed_output"
            first = _as_plan(seed_calls(seed, env))
        else:
            first = _as_plan(agent.plan(row["command"], env))
        first.calls = _raw_calls(first.calls)
        final, usage = first, dict(first.usage or {})
        results = None
        revise = getattr(agent, "revise", None)
        if callable(revise) and first.error is None and (seed or first.calls):
            results = execute_calls(gym, env.id, first.calls)
            stage = "revise"
            second = revise(row["command"], env, first, results)
            if second is not None:
                results = None
                final = _as_plan(second)
                final.calls = _raw_calls(final.calls)
                usage = _add_usage(usage, final.usage or {})
                pred.revised, pred.first_calls = True, first.calls
                results = None
        pred.calls, pred.error, pred.trace, pred.usage = (
            final.calls,
            final.error,
            list(final.trace or []),
            usage,
        )
        stage = "answer"
        pred.answer = final.answer
        answer_turn = getattr(agent, "answer", None)
        if pred.answer is None and callable(answer_turn) and final.calls and not final.error:
            if results is None:
                results = execute_calls(gym, env.id, final.calls)
            pred.answer, answer_usage = answer_turn(row["command"], env, final, results)
            pred.usage = _add_usage(pred.usage, answer_usage or {})
        if pred.answer is not None:
            pred.answer_check = check_answer_of(row, pred.answer)
    except StopRun:  # a damaged gym, a stop request: the run stops, nothing is stored
        raise
    except Exception as e:  # an agent's crash is this query's error, the run goes on
        if (damaged := gym_storage_error(e, gym)) is not None:  # unless the gym's file broke
            raise damaged from None
        pred.error = f"{stage}: {type(e).__name__}: {e}"
        results = None
    pred.latency_seconds = time.perf_counter() - t0
    if pred.error is None:  # what the final calls returned, for predicted_results
        if results is None:
            results = execute_calls(gym, env.id, pred.calls)
        pred.results = [result_record(c, r) for c, r in zip(pred.calls, results)]
    return pred


def gym_storage_error(e: BaseException, gym: Any) -> Exception | None:
    """The StorageError naming the gym's file when `e` says that file is damaged, else None."""
    from gymkit.dbfile import storage_error

    ws = getattr(gym, "workspace", None)
    return storage_error(e, getattr(ws, "gym_db", None))


def in_target_mode(agent: Any, target_mode: str | None) -> Any:
    """The agent for a set that targets `target_mode` (ask or search): an agent with modes has
    `for_target_mode` (the Weaviate Query Agent); every other agent is itself."""
    for_mode = getattr(agent, "for_target_mode", None)
    return for_mode(target_mode) if callable(for_mode) and target_mode else agent


def check_answer_of(row: dict, answer: str) -> dict:
    """The grounding check of an answer against the row's reference_results (JSON-ready)."""
    from gymkit.scoring.answers import check_answer

    g = check_answer(answer, row.get("reference_results") or [])
    return {"grounded": g.grounded, "facts": len(g.facts), "missing": g.missing}


def result_record(call: Any, result: Any) -> dict:
    """What one call returned, as stored in predicted_results: collection, kind and value (a
    Result's), or the error that kept it from executing."""
    coll = call.get("collection_name") if isinstance(call, dict) else None
    if isinstance(result, Exception):
        return {"collection": coll, "kind": None, "error": f"{type(result).__name__}: {result}"}
    return {"collection": coll, "kind": result.kind, "value": result.value}


def _add_usage(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = (
            out[k] + v
            if isinstance(v, (int, float)) and isinstance(out.get(k), (int, float))
            else v
        )
    return out


def score_prediction(gym: Any, item: Item, pred: Prediction) -> Any:
    """The ScoredQuery of a prediction (gymkit.scoring.score)."""
    from gymkit.scoring import score

    row = item.row
    if "search_grounds" not in row:  # a run's rows leave them out: this query's, read now
        row = {**row, "search_grounds": gym.search_grounds(item.set, row["query_id"])}
    return score(item.set, row, pred.calls, pred.error, gym)
