"""Score a query of a ground-truth set (ask_mode, and search_mode on top of it).

Each expected sub-query is paired optimally with a predicted one (`match.pair_sub_queries`);
a slot filled on one side only is a missing_sub_query or extra_sub_query, never skipped. A
paired sub-query passes when its plan matches and its result matches:

- without a search, the executed result must equal reference_results[i] (`results.py`);
- with a search, the labeled set decides (`search_result_match`): the records the call
  retrieves (for a search with aggregations, the records they run over) against
  search_grounds' candidate_ids and relevant_ids, plus the same aggregations and group-by.
  An aggregation over a search is not compared by value: the reference runs it over the
  labeled set, the engine over its own cut, and neither is the agent's doing.

Unpaired predicted calls are not executed. Labels come from `match.diagnose`; a sub-query
whose plan matches but whose result does not is labelled wrong_result.

A query passes when every sub-query passes and nothing is missing or extra.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from gymkit.call import Call, canonical, parse_calls, render_sql
from gymkit.engine.base import EngineError, Result
from gymkit.scoring.columns import SCORE_COLUMNS, SUB_SCORE_COLUMNS, empty_row
from gymkit.scoring.match import (
    PredictedSubQuery,
    diagnose,
    pair_sub_queries,
    parse_predicted,
    sort_labels,
)
from gymkit.scoring.metrics import ndcg_at_k, precision, recall, recall_at_k, set_f1
from gymkit.scoring.results import compare_result, result_kind

K = 10


@dataclass
class ScoredQuery:
    """One query's score row and its sub-query rows (columns: SCORE_COLUMNS, SUB_SCORE_COLUMNS)."""

    row: dict
    sub_rows: list[dict] = field(default_factory=list)


def search_result_match(
    retrieved: set[str], candidate_ids: set[str], relevant_ids: set[str]
) -> bool:
    """A search sub-query's result match: every retrieved record is among the records the
    expected filters select (candidate_ids: the filters are right), and at least one is labeled
    relevant (the search finds the topic); with nothing labeled relevant, nothing is retrieved.

    The headline for searches is recall@10, nDCG@10 and F1 against the labeled set; this rule
    only says whether the retrieval is on target, since the words of a search are not the target.
    """
    if not relevant_ids:
        return not retrieved
    return retrieved <= candidate_ids and bool(retrieved & relevant_ids)


def _grounds_per_sub_query(
    expected: list[Call], search_grounds: Any, references: list[Any]
) -> list[dict | None]:
    """search_grounds holds one entry per searching sub-query, in order: give each its own.
    A searching sub-query without an entry falls back to its reference retrieval as the
    relevant set (no candidate check)."""
    queue = list(search_grounds or [])
    out: list[dict | None] = []
    for call, reference in zip(expected, references):
        if not call.has_search:
            out.append(None)
        elif queue:
            out.append(queue.pop(0))
        elif isinstance(reference, list):
            out.append({"relevant_ids": reference, "candidate_ids": None})
        else:
            out.append(None)
    return out


def _retrieval_part(call: Call) -> Call:
    """The call without its aggregations and group-by: the records an aggregation runs over."""
    return call.model_copy(
        update={
            "numeric_property_aggregations": [],
            "text_property_aggregations": [],
            "boolean_property_aggregations": [],
            "date_property_aggregations": [],
            "groupby_property": None,
        }
    )


def _ranked(result: Result) -> list[str]:
    return [u for u, _ in result.ranked] if result.ranked is not None else list(result.value or [])


def _raw_json(raw: Any) -> str:
    """The agent's call as JSON text for the sub row (kept verbatim when it is not JSON)."""
    if hasattr(raw, "to_json"):
        return raw.to_json()
    try:
        return raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return repr(raw)


def _score_pair(
    expected: Call,
    reference: Any,
    grounds: dict | None,
    pred: PredictedSubQuery,
    environment: str,
    gym: Any,
) -> dict:
    """The sub-row fields of one paired (expected, predicted) sub-query."""
    out: dict = {"predicted_sql": None, "message": None, "result_kind": result_kind(expected)}
    if pred.call is None:
        out.update(
            plan_match=False,
            result_match=False,
            error_labels=["invalid_call"],
            message=pred.invalid,
        )
        return out
    call = pred.call
    out["predicted_sql"] = render_sql(call)
    labels = diagnose(call, expected)
    plan_match = not labels
    try:
        result = gym.execute(environment, call)
        if grounds is not None and call.is_aggregation:
            retrieval = gym.execute(environment, _retrieval_part(call))
        else:
            retrieval = result
    except EngineError as e:
        out.update(
            plan_match=plan_match,
            result_match=False,
            error_labels=sort_labels(labels + ["invalid_call"]),
        )
        out["message"] = f"engine: {e}"
        return out
    if grounds is not None and grounds.get("relevant_ids") is None:
        # an unlabeled search (a user's own queries, gymkit env import): judged by its call, the
        # filters selecting the expected records and the same output; retrieval metrics stay
        # None (unavailable), never 0
        retrieved = set(retrieval.value or []) if retrieval.kind == "retrieval" else set()
        same_output = canonical(call).aggregations == canonical(expected).aggregations and (
            call.groupby_property == expected.groupby_property
        )
        result_match = same_output and retrieved <= set(grounds.get("candidate_ids") or [])
    elif grounds is not None:
        retrieved = set(retrieval.value or []) if retrieval.kind == "retrieval" else set()
        relevant = set(grounds.get("relevant_ids") or [])
        raw_candidates = grounds.get("candidate_ids")
        candidates = set(raw_candidates) if raw_candidates is not None else retrieved
        same_output = canonical(call).aggregations == canonical(expected).aggregations and (
            call.groupby_property == expected.groupby_property
        )
        result_match = same_output and search_result_match(retrieved, candidates, relevant)
        ranked = _ranked(retrieval)
        out.update(
            precision=precision(retrieved, relevant),
            recall=recall(retrieved, relevant),
            f1=set_f1(retrieved, relevant),
            recall_at_10=recall_at_k(ranked, relevant, K),
            ndcg_at_10=ndcg_at_k(ranked, relevant, K),
        )
    else:
        cmp = compare_result(result, reference, result_kind(expected))
        result_match = cmp.match
        out.update(precision=cmp.precision, recall=cmp.recall, f1=cmp.f1)
        if not cmp.match:
            out["message"] = cmp.reason
    if plan_match and not result_match:
        labels = ["wrong_result"]
    out.update(plan_match=plan_match, result_match=result_match, error_labels=sort_labels(labels))
    return out


def score_ground_truth(
    set_name: str, query_row: dict, calls: list[Any], error: str | None, gym: Any
) -> ScoredQuery:
    """Score one ask_mode or search_mode query (see the module docstring)."""
    environment = query_row["environment"]
    env = gym.environment(environment)
    expected = parse_calls(query_row["ground_truth"])
    references = list(query_row.get("reference_results") or [])
    references += [None] * (len(expected) - len(references))
    grounds = _grounds_per_sub_query(expected, query_row.get("search_grounds"), references)
    predicted = parse_predicted(list(calls or []), env)
    base = {"query_id": query_row["query_id"], "environment": environment, "set": set_name}

    sub_rows: list[dict] = []
    if not predicted:
        for i, call in enumerate(expected):
            sub = {**empty_row(SUB_SCORE_COLUMNS), **base, "expected_index": i}
            sub.update(
                plan_match=False, result_match=False, passed=False, expected_sql=render_sql(call)
            )
            sub.update(
                error_labels=["no_answer"],
                has_search=call.has_search,
                result_kind=result_kind(call),
            )
            sub["message"] = error
            sub_rows.append(sub)
    else:
        pairs, missing, extra = pair_sub_queries(expected, predicted)
        for i, j in pairs:
            sub = {
                **empty_row(SUB_SCORE_COLUMNS),
                **base,
                "expected_index": i,
                "predicted_index": j,
            }
            sub.update(expected_sql=render_sql(expected[i]), has_search=expected[i].has_search)
            sub["predicted_call"] = _raw_json(predicted[j].raw)
            sub.update(
                _score_pair(expected[i], references[i], grounds[i], predicted[j], environment, gym)
            )
            sub_rows.append(sub)
        for i in missing:
            sub = {**empty_row(SUB_SCORE_COLUMNS), **base, "expected_index": i}
            sub.update(expected_sql=render_sql(expected[i]), has_search=expected[i].has_search)
            sub.update(plan_match=False, result_match=False, error_labels=["missing_sub_query"])
            sub["result_kind"] = result_kind(expected[i])
            sub_rows.append(sub)
        for j in extra:
            p = predicted[j]
            sub = {**empty_row(SUB_SCORE_COLUMNS), **base, "predicted_index": j}
            sub["predicted_call"] = _raw_json(p.raw)
            sub["predicted_sql"] = render_sql(p.call) if p.call is not None else None
            labels = ["extra_sub_query"] + (["invalid_call"] if p.call is None else [])
            sub.update(
                plan_match=False,
                result_match=False,
                error_labels=sort_labels(labels),
                message=p.invalid,
            )
            sub_rows.append(sub)
    for k, sub in enumerate(sub_rows):
        sub["sub_index"] = k
        sub["passed"] = bool(sub["plan_match"] and sub["result_match"])

    row = {**empty_row(SCORE_COLUMNS), **base}
    row.update(
        plan_match=all(s["plan_match"] for s in sub_rows),
        result_match=all(s["result_match"] for s in sub_rows),
        passed=all(s["passed"] for s in sub_rows),
        error_labels=sort_labels([lab for s in sub_rows for lab in s["error_labels"]]),
        agent_error=error,
        num_expected=len(expected),
        num_predicted=len(predicted),
        num_invalid=sum(p.call is None for p in predicted),
        phrasing=query_row.get("phrasing"),
        plan=query_row.get("plan"),
        operator_classes=list(query_row.get("operator_classes") or []),
        num_sub_queries=query_row.get("num_sub_queries", len(expected)),
    )
    unlabeled = {
        i for i, g in enumerate(grounds) if g is not None and g.get("relevant_ids") is None
    }
    searched = [s for s in sub_rows if s["has_search"] and s["recall_at_10"] is not None]
    searched_slots = [
        s for s in sub_rows if s["has_search"] and s["expected_index"] not in unlabeled
    ]
    if searched_slots:  # mean over the expected searches; a missed one counts 0
        n = len(searched_slots)
        row["recall_at_10"] = sum(s["recall_at_10"] for s in searched) / n
        row["ndcg_at_10"] = sum(s["ndcg_at_10"] for s in searched) / n
        row["f1"] = sum(s["f1"] for s in searched) / n
    return ScoredQuery(row, sub_rows)
