"""Score an edge_case_1 case: every check of the card's `expect`, one bool column each.

A case scores the agent's final calls (after the retry turn for B6/B7). The checked call is
the first valid call on the case's collection (else the first valid call); any other call gets
a sub row labelled extra_sub_query but changes no check (an invalid one fails
check_valid_call). Checks that do not
apply to a case are None and do not count; a failed check's label is its name without
`check_` (invalid_call for check_valid_call). `passed` = every applicable check passes, and
`plan_match` = `passed`.

`result_match` executes the call's records (aggregations dropped): for an exact value filter
(eq, like_prefix, or_eq) they must equal relevant_ids (be a subset of them when other_filters
narrow the case); for a search (none, no_eq) they must include a relevant record when any is
labeled (B9 is scored structurally only). A search on a collection without prose (B2/B7 on
RidershipReports) runs as Weaviate's BM25 does over `field`-tokenized text: whole values only.
"""

from __future__ import annotations

import json
from typing import Any

from gymkit.call import (
    Call,
    CanonicalFilter,
    FilterLeaf,
    FilterTree,
    LikePattern,
    canonical,
    canonical_filter,
    render_sql,
)
from gymkit.engine.base import EngineError
from gymkit.protocols import GymView
from gymkit.schema import Environment
from gymkit.scoring.ask import ScoredQuery, raw_json, retrieval_part
from gymkit.scoring.columns import EDGE_CHECKS, SCORE_COLUMNS, SUB_SCORE_COLUMNS, empty_row
from gymkit.scoring.match import PredictedSubQuery, parse_predicted, sort_labels


def check_label(check: str) -> str:
    """The error label of a failed check: its name without `check_` (valid_call: invalid_call)."""
    return "invalid_call" if check == "check_valid_call" else check.removeprefix("check_")


def _leaves(tree: FilterTree | None) -> list[CanonicalFilter]:
    if tree is None:
        return []
    out: list[CanonicalFilter] = []
    for node in tree.filters:
        if isinstance(node, FilterLeaf):
            v = node.values if node.values is not None else node.value
            out.append(canonical_filter(node.property_name, node.operator, v))
        else:
            out.extend(_leaves(node))
    return out


def all_filters(call: Call) -> list[CanonicalFilter]:
    """The canonical form of every filter: the flat lists and the tree's leaves."""
    flat = [canonical_filter(f.property_name, f.operator, f.value) for f in call.filters()]
    return flat + _leaves(call.filter_tree)


def _bare(v: Any) -> str:
    return LikePattern(str(v)).literal.lower()


def carries(f: CanonicalFilter, value: str) -> bool:
    """Whether an = or LIKE (or array) filter holds the value: equal, or a LIKE over part of it
    (case-insensitive)."""
    v = value.lower()
    if isinstance(f.value, frozenset):
        return any(isinstance(x, str) and x.lower() == v for x in f.value)
    if f.operator == "=" and isinstance(f.value, str):
        return f.value.lower() == v
    if f.operator == "LIKE":
        b = _bare(f.value)
        return bool(b) and (b in v or v in b)
    return False


def eq_filters(prop: str, value: str) -> set[CanonicalFilter]:
    """The forms of `prop = value`: the = filter, or CONTAINS_ANY [value] on an array."""
    return {canonical_filter(prop, "=", value), canonical_filter(prop, "CONTAINS_ANY", [value])}


def other_filter_forms(expect: dict) -> list[CanonicalFilter]:
    raw = expect.get("other_filters") or []
    if isinstance(raw, str):
        raw = json.loads(raw) if raw.strip() else []
    return [
        canonical_filter(
            f["property_name"], f["operator"], f["values"] if "values" in f else f["value"]
        )
        for f in raw
    ]


def _value_filter_check(call: Call, expect: dict, value: str) -> bool:
    kind = expect.get("value_filter")
    props = list(expect.get("value_properties") or [])
    flat = {canonical_filter(f.property_name, f.operator, f.value) for f in call.filters()}
    every = all_filters(call)
    if kind == "eq":
        return bool(props) and all(flat & eq_filters(p, value) for p in props)
    if kind == "like_prefix":
        return bool(props) and all(
            canonical_filter(p, "LIKE", LikePattern.prefix(value).text) in flat for p in props
        )
    if kind == "or_eq":
        tree = canonical(call).tree
        want = ("OR", frozenset(canonical_filter(p, "=", value) for p in props))
        return bool(props) and tree == want
    if kind == "none":
        return not any(carries(f, value) for f in every)
    if kind == "no_eq":
        likes = [f for f in every if f.operator == "LIKE"]
        no_eq = not any(f.operator == "=" and carries(f, value) for f in every)
        single = len(likes) <= 1 and all(" " not in _bare(f.value) for f in likes)
        return no_eq and single and (call.has_search or len(likes) == 1)
    return False


def _allowed_filters(call: Call, expect: dict, value: str) -> bool:
    """No filter beyond other_filters and the value filter. A filter that carries the value or
    targets a value property is the value_filter check's to judge (one label per mistake), and
    B9 (no_eq) may hold its one LIKE."""
    kind = expect.get("value_filter")
    props = set(expect.get("value_properties") or [])
    allowed = set(other_filter_forms(expect))
    for f in all_filters(call):
        if f in allowed or f.property_name in props or carries(f, value):
            continue
        if kind == "no_eq" and f.operator == "LIKE":
            continue
        return False
    return True


def _retry_check(call: Call, row: dict, value: str) -> bool:
    retry = row["expect"].get("retry")
    seed = row.get("seed_output") or {}
    if isinstance(seed, str):
        seed = json.loads(seed) if seed.strip() else {}
    every = all_filters(call)
    if retry == "keep":
        seed_props = [
            f.get("property_name")
            for f in seed.get("filters") or []
            if isinstance(f, dict) and f.get("value") == value
        ]
        kept = any(
            f.operator == "="
            and f.value == value
            and (not seed_props or f.property_name in seed_props)
            for f in every
        )
        return kept and (call.search_query is None or call.search_query == seed.get("search_query"))
    if retry == "move_to_query":
        return not any(carries(f, value) for f in every) and value in (call.search_query or "")
    return False


def edge_checks(call: Call | None, row: dict, all_valid: bool) -> dict[str, bool | None]:
    """Every check of the case's `expect` on one call: True / False, or None where it does not apply."""
    expect, value = row["expect"], row["value"]
    out: dict[str, bool | None] = dict.fromkeys(EDGE_CHECKS)
    out["check_valid_call"] = all_valid and call is not None
    if call is None:
        for name in ("check_collection", "check_value_filter", "check_no_extra_filter"):
            out[name] = False
        out["check_query_contains"] = False if expect.get("query_contains") else None
        out["check_query_null"] = False if expect.get("query_null") else None
        out["check_other_filters"] = False if other_filter_forms(expect) else None
        out["check_retry"] = False if expect.get("retry") else None
        return out
    out["check_collection"] = call.collection_name == row["collection"]
    out["check_value_filter"] = _value_filter_check(call, expect, value)
    wanted = list(expect.get("query_contains") or [])
    if wanted:
        q = call.search_query or ""
        if row.get("behavior") == "B9":
            out["check_query_contains"] = all(w.lower() in q.lower() for w in wanted)
        else:
            out["check_query_contains"] = all(w in q for w in wanted)
    if expect.get("query_null"):
        out["check_query_null"] = call.search_query is None
    others = other_filter_forms(expect)
    if others:
        flat = {canonical_filter(f.property_name, f.operator, f.value) for f in call.filters()}
        out["check_other_filters"] = all(f in flat for f in others)
    out["check_no_extra_filter"] = _allowed_filters(call, expect, value)
    if expect.get("retry"):
        out["check_retry"] = _retry_check(call, row, value)
    return out


def parse_edge_calls(calls: list[Any], env: Environment) -> list[PredictedSubQuery]:
    """Parse and check each call as every set does (`match.parse_predicted`). B2/B7 in Public
    Transit search RidershipReports, which has no prose: the call model accepts that and the
    engine runs it as Weaviate's BM25 does over `field`-tokenized text (whole-value matches)."""
    return parse_predicted(calls, env)


def _result_match(call: Call, row: dict, gym: GymView) -> tuple[bool, str | None]:
    try:
        result = gym.execute(row["environment"], retrieval_part(call))
    except EngineError as e:
        return False, f"engine: {e}"
    retrieved = set(result.value or []) if result.kind == "retrieval" else set()
    relevant = set(row.get("relevant_ids") or [])
    kind = row["expect"].get("value_filter")
    if kind in ("eq", "like_prefix", "or_eq"):
        ok = retrieved <= relevant if other_filter_forms(row["expect"]) else retrieved == relevant
        why = (
            None
            if ok
            else f"{len(retrieved - relevant)} extra, {len(relevant - retrieved)} missing records"
        )
        return ok, why
    if not relevant:
        return True, None
    ok = bool(retrieved & relevant)
    return ok, None if ok else "no record holding the value retrieved"


def score_edge(query_row: dict, calls: list[Any], error: str | None, gym: GymView) -> ScoredQuery:
    """Score one edge_case_1 case (see the module docstring)."""
    environment = query_row["environment"]
    env = gym.environment(environment)
    predicted = parse_edge_calls(list(calls or []), env)
    valid = [p for p in predicted if p.call is not None]
    chosen = next((p for p in valid if p.call.collection_name == query_row["collection"]), None)
    chosen = chosen or (valid[0] if valid else None)
    checks = edge_checks(
        chosen.call if chosen else None, query_row, all(p.call is not None for p in predicted)
    )
    applicable = {k: v for k, v in checks.items() if v is not None}
    passed = all(applicable.values())
    labels = [check_label(k) for k, v in applicable.items() if not v]
    if not predicted:
        labels = ["no_answer"]
    result_match, why = (
        (False, None) if chosen is None else _result_match(chosen.call, query_row, gym)
    )

    base = {"query_id": query_row["query_id"], "environment": environment, "set": "edge_case_1"}
    sub_rows = []
    for k, p in enumerate(predicted):
        sub = {**empty_row(SUB_SCORE_COLUMNS), **base, "sub_index": k, "predicted_index": p.index}
        sub.update(predicted_call=raw_json(p.raw), message=p.invalid)
        sub["predicted_sql"] = render_sql(p.call) if p.call is not None else None
        if p is chosen:
            sub.update(
                plan_match=passed,
                result_match=result_match,
                passed=passed,
                error_labels=sort_labels(labels),
            )
            sub["message"] = why
        else:
            extra = ["extra_sub_query"] + (["invalid_call"] if p.call is None else [])
            sub.update(plan_match=False, result_match=False, passed=False, error_labels=extra)
        sub["has_search"] = p.call.has_search if p.call is not None else None
        sub_rows.append(sub)

    row = {**empty_row(SCORE_COLUMNS), **base, **checks}
    row.update(
        plan_match=passed,
        result_match=result_match,
        passed=passed,
        error_labels=sort_labels(labels),
        agent_error=error,
        num_expected=1,
        num_predicted=len(predicted),
        num_invalid=len(predicted) - len(valid),
        phrasing=query_row.get("phrasing"),
        behavior=query_row.get("behavior"),
        node=query_row.get("node"),
        checks_passed=sum(bool(v) for v in applicable.values()),
        checks_total=len(applicable),
    )
    return ScoredQuery(row, sub_rows)
