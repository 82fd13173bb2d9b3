"""Score a query of a ground-truth set (ask_mode, and search_mode on top of it).

Each expected sub-query is paired optimally with a predicted one (`match.pair_sub_queries`);
a slot filled on one side only is a missing_sub_query or extra_sub_query, never skipped. A
paired sub-query passes when its plan matches (`gymkit.call.plan_matches`: equal canonical
forms) and its result matches:

- when the expected sub-query does not search, its executed result must equal
  reference_results[i] (`results.py`);
- when it searches, the labeled set decides (docs/scoring.md, "Searches"):
  - a retrieval matches when its records agree with the labeled relevant set
    (`search_agrees`: within the expected filters' candidates, set F1 >= SEARCH_F1_THRESHOLD,
    and closer to the labeled set than the candidates themselves are);
  - an aggregation or group-by matches when its search agrees with the labeled set (its
    records, aggregations dropped, as above) and its value, computed with that labeled set in
    place of its search (the engine's `within=relevant_ids`), equals reference_results[i],
    which the card computes the same way. A call that drops the search is executed as it is:
    its value is that of every filtered record and matches only if that is the labeled value.
  - the reference search itself (the plan matches and the words are the ground truth's)
    resolves to its labeled set, as the card's reference_results do, so replaying the ground
    truth scores 1.0 on every metric.

Unpaired predicted calls are not executed. Labels come from `match.diagnose`, which only
explains a plan mismatch; a sub-query whose plan matches but whose result does not is labelled
by `labels.result_label`: searched_other_words when it searched other words, else wrong_result.

A query passes when every sub-query passes and nothing is missing or extra.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from gymkit.call import Call, canonical, parse_calls, plan_matches, render_sql
from gymkit.engine.base import EngineError, Result
from gymkit.protocols import GymView
from gymkit.scoring.columns import SCORE_COLUMNS, SUB_SCORE_COLUMNS, empty_row
from gymkit.scoring.labels import result_label, same_search_words
from gymkit.scoring.match import (
    PredictedSubQuery,
    diagnose,
    pair_sub_queries,
    parse_predicted,
    sort_labels,
)
from gymkit.scoring.metrics import (
    NDCG_AT_K,
    RECALL_AT_K,
    K,
    as_set,
    ndcg_at_k,
    precision,
    recall,
    recall_at_k,
    set_f1,
)
from gymkit.scoring.results import compare_result, result_kind

# A search's records agree with its labeled set from this set F1 on (see search_agrees).
SEARCH_F1_THRESHOLD = 0.5


@dataclass
class ScoredQuery:
    """One query's score row and its sub-query rows (columns: SCORE_COLUMNS, SUB_SCORE_COLUMNS)."""

    row: dict
    sub_rows: list[dict] = field(default_factory=list)


@dataclass(frozen=True)
class SearchAgreement:
    """Whether a search's records agree with its labeled set, with the numbers behind it.

    failed: None when they agree, else the condition that failed: "outside_filters",
    "threshold" (F1 below SEARCH_F1_THRESHOLD), "filters_alone" (F1 no higher than the filters
    alone give) or "nothing_relevant" (records retrieved where nothing is labeled relevant).
    """

    agrees: bool
    f1: float
    filters_f1: float | None  # the filters alone (the candidates) against the labeled set
    failed: str | None = None
    outside: int = 0  # records outside what the expected filters select

    def text(self) -> str:
        """The rule in words with both numbers: the condition met or the one that failed."""
        t = SEARCH_F1_THRESHOLD
        f1 = f"F1 {self.f1:.2f} against the labeled set"
        alone = (
            "" if self.filters_f1 is None else f"the filters alone give F1 {self.filters_f1:.2f}"
        )
        if self.failed == "nothing_relevant":
            return "nothing is labeled relevant, so only an empty retrieval agrees"
        if self.failed == "outside_filters":
            some = "1 record lies" if self.outside == 1 else f"{self.outside} records lie"
            return (
                f"{some} outside what the expected filters select"
                " (filters are exact: such a record is never right)"
            )
        if self.failed == "threshold":
            return f"{f1}: below the threshold (it must be at least {t})"
        if self.failed == "filters_alone":
            return f"{f1} is at least {t}, but not above what the filters alone give ({alone})"
        if self.f1 == 1.0 and self.filters_f1 is None:
            return f"{f1}: the labeled records exactly"
        more = f", and above the filters alone ({alone})" if alone else ""
        return f"{f1}: at least {t}{more}"


def search_agreement(
    retrieved: set[str], relevant: set[str], candidate_ids: set[str] | None = None
) -> SearchAgreement:
    """Whether a search's records agree with its labeled relevant set, within the filters.

    Three conditions: every record lies within what the expected filters select (candidate_ids:
    filters are exact, so a record outside them is never right); F1(retrieved, relevant) >=
    SEARCH_F1_THRESHOLD; and, when the filters alone select more than the labeled set, a higher
    F1 than those candidates have (a plan that drops the search returns exactly the candidates,
    so it never agrees). With nothing labeled relevant, only an empty retrieval agrees.
    """
    retrieved, relevant = as_set(retrieved), as_set(relevant)
    f1 = set_f1(retrieved, relevant)
    if not relevant:
        return SearchAgreement(
            not retrieved, f1, None, None if not retrieved else "nothing_relevant"
        )
    candidates = None if candidate_ids is None else as_set(candidate_ids)
    compare_filters = candidates is not None and candidates != relevant
    filters_f1 = set_f1(candidates, relevant) if compare_filters else None
    if candidates is not None and not retrieved <= candidates:
        outside = len(retrieved - candidates)
        return SearchAgreement(False, f1, filters_f1, "outside_filters", outside)
    if f1 < SEARCH_F1_THRESHOLD:
        return SearchAgreement(False, f1, filters_f1, "threshold")
    if filters_f1 is not None and not f1 > filters_f1:
        return SearchAgreement(False, f1, filters_f1, "filters_alone")
    return SearchAgreement(True, f1, filters_f1)


def search_agrees(
    retrieved: set[str], relevant: set[str], candidate_ids: set[str] | None = None
) -> bool:
    """Whether a search's records agree with its labeled relevant set (`search_agreement`)."""
    return search_agreement(retrieved, relevant, candidate_ids).agrees


def is_reference_search(call: Call, expected: Call) -> bool:
    """The ground truth's own search: the same plan and the same words (case and spacing aside).
    It resolves to its labeled set, as the card's reference_results resolve it."""
    if not (call.has_search and expected.has_search):
        return False
    return same_search_words(call.search_query, expected.search_query) and plan_matches(
        call, expected
    )


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


def retrieval_part(call: Call) -> Call:
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


def raw_json(raw: Any) -> str:
    """The agent's call as JSON text for the sub row (kept verbatim when it is not JSON)."""
    if hasattr(raw, "to_json"):
        return raw.to_json()
    try:
        return raw if isinstance(raw, str) else json.dumps(raw, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        return repr(raw)


def _search_metrics(ranked: list[str], retrieved: set[str], relevant: set[str]) -> dict:
    return {
        "precision": precision(retrieved, relevant),
        "recall": recall(retrieved, relevant),
        "f1": set_f1(retrieved, relevant),
        RECALL_AT_K: recall_at_k(ranked, relevant, K),
        NDCG_AT_K: ndcg_at_k(ranked, relevant, K),
    }


def _score_search(
    call: Call, expected: Call, reference: Any, grounds: dict, environment: str, gym: GymView
) -> dict:
    """Result match and metrics of a sub-query whose expected call searches (module docstring)."""
    relevant = set(grounds.get("relevant_ids") or [])
    raw_candidates = grounds.get("candidate_ids")
    candidates = set(raw_candidates) if raw_candidates is not None else None
    out: dict = {}
    if is_reference_search(call, expected):
        ranked, retrieved = sorted(relevant), set(relevant)
    else:
        retrieval = gym.execute(environment, retrieval_part(call))
        retrieved = set(retrieval.value or []) if retrieval.kind == "retrieval" else set()
        ranked = _ranked(retrieval)
    out.update(_search_metrics(ranked, retrieved, relevant))
    agreement = search_agreement(retrieved, relevant, candidates)
    if not call.is_aggregation and not expected.is_aggregation:
        out["result_match"] = agreement.agrees
        # passed or not, the message says which rule decided it, with its numbers
        out["message"] = agreement.text()
        return out
    if call.has_search and not agreement.agrees:
        out["result_match"] = False
        out["message"] = f"its search does not agree: {agreement.text()}"
        return out
    within = sorted(relevant) if call.has_search else None
    result = gym.execute(environment, call, within=within)
    cmp = compare_result(result, reference, result_kind(expected))
    out["result_match"] = cmp.match
    if not cmp.match:
        out["message"] = cmp.reason
    elif call.has_search:
        out["message"] = (
            f"its search agrees ({agreement.text()}), and its value over the labeled set"
            " equals the reference"
        )
    return out


def _score_unlabeled(
    call: Call, expected: Call, grounds: dict, environment: str, gym: GymView
) -> dict:
    """A search without labels (a user's own queries, `gymkit env import`): judged by its call,
    the same output (aggregations, group-by) over records the expected filters select; the
    retrieval metrics stay None (unavailable), never 0."""
    retrieval = gym.execute(environment, retrieval_part(call))
    retrieved = set(retrieval.value or []) if retrieval.kind == "retrieval" else set()
    same_output = canonical(call).aggregations == canonical(expected).aggregations and (
        call.groupby_property == expected.groupby_property
    )
    match = same_output and retrieved <= set(grounds.get("candidate_ids") or [])
    out: dict = {"result_match": match}
    if not match:
        out["message"] = (
            "unlabeled search: another output"
            if not same_output
            else "unlabeled search: records outside what the expected filters select"
        )
    return out


def _score_pair(
    expected: Call,
    reference: Any,
    grounds: dict | None,
    pred: PredictedSubQuery,
    environment: str,
    gym: GymView,
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
    plan_match = plan_matches(call, expected)
    labels = diagnose(call, expected)
    try:
        if grounds is not None and grounds.get("relevant_ids") is None:
            out.update(_score_unlabeled(call, expected, grounds, environment, gym))
            result_match = out.pop("result_match")
        elif grounds is not None:
            out.update(_score_search(call, expected, reference, grounds, environment, gym))
            result_match = out.pop("result_match")
        else:
            result = gym.execute(environment, call)
            cmp = compare_result(result, reference, result_kind(expected))
            result_match = cmp.match
            out.update(precision=cmp.precision, recall=cmp.recall, f1=cmp.f1)
            if not cmp.match:
                out["message"] = cmp.reason
    except EngineError as e:
        out.update(
            plan_match=plan_match,
            result_match=False,
            error_labels=sort_labels(labels + ["invalid_call"]),
        )
        out["message"] = f"engine: {e}"
        return out
    if plan_match and not result_match:
        labels = [result_label(call, expected)]
    out.update(plan_match=plan_match, result_match=result_match, error_labels=sort_labels(labels))
    return out


def score_ground_truth(
    set_name: str, query_row: dict, calls: list[Any], error: str | None, gym: GymView
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
            sub["predicted_call"] = raw_json(predicted[j].raw)
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
            sub["predicted_call"] = raw_json(p.raw)
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
    searched = [s for s in sub_rows if s["has_search"] and s[RECALL_AT_K] is not None]
    searched_slots = [
        s for s in sub_rows if s["has_search"] and s["expected_index"] not in unlabeled
    ]
    if searched_slots:  # mean over the expected searches; a missed one counts 0
        n = len(searched_slots)
        for col in (RECALL_AT_K, NDCG_AT_K, "f1"):
            row[col] = sum(s[col] for s in searched) / n
    return ScoredQuery(row, sub_rows)
