"""Plan matching: optimal pairing of sub-queries, the plan-match rule and error labels.

A sub-query's plan matches when its canonical form (`gymkit.call.canonical`: collection,
filters as a set of canonical (property, operator, value), the filter tree, aggregations as
a set of (property, metric, limit), group-by, and whether it searches) equals the expected
one. Search words are not compared: they are one phrasing, not the target. Every equivalence
lives in `gymkit.call.canonical_filter`, so this module never decides that two forms are
equal on its own.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from gymkit.call import (
    Call,
    CallError,
    CanonicalCall,
    CanonicalFilter,
    LikePattern,
    anded_filters,
    canonical,
    canonical_value,
    plan_matches,  # noqa: F401  (the rule lives in gymkit.call; re-exported)
)
from gymkit.call import validate_call as _validate_call
from gymkit.schema import Environment
from gymkit.scoring.labels import EDGE_LABELS, LABELS, sort_labels  # noqa: F401  (re-exported)

# Pairing costs: a wrong collection outweighs any number of argument differences, and an
# invalid call pairs only where no valid one can.
COLLECTION_COST = 100.0
INVALID_COST = 1000.0
_ORDER_EPSILON = 1e-3  # among equal costs, keep the agent's order


@dataclass
class PredictedSubQuery:
    """One of the agent's calls as given (`raw`), parsed and validated when it could be."""

    index: int
    raw: Any
    call: Call | None
    invalid: str | None  # the validation message when the call is invalid

    @property
    def canonical(self) -> CanonicalCall | None:
        return canonical(self.call) if self.call is not None else None


def parse_predicted(calls: Sequence[Any], env: Environment) -> list[PredictedSubQuery]:
    """Parse and validate each raw call; an invalid one is kept with its message, never dropped."""
    out = []
    for i, raw in enumerate(calls):
        try:
            out.append(PredictedSubQuery(i, raw, _validate_call(raw, env), None))
        except CallError as e:
            out.append(PredictedSubQuery(i, raw, None, f"call {i}: {e}"))
    return out


# ---- optimal pairing ---------------------------------------------------------------------


def plan_cost(predicted: CanonicalCall | None, expected: CanonicalCall) -> float:
    """How far a predicted sub-query is from an expected one (0 when the plans match).

    One point per filter or aggregation on one side only, per differing group-by, filter tree
    and search presence; COLLECTION_COST for another collection; INVALID_COST for an invalid call.
    """
    if predicted is None:
        return INVALID_COST
    cost = 0.0 if predicted.collection == expected.collection else COLLECTION_COST
    cost += len(predicted.filters ^ expected.filters)
    cost += len(predicted.aggregations ^ expected.aggregations)
    cost += float(predicted.groupby != expected.groupby)
    cost += float(predicted.tree != expected.tree)
    cost += float(predicted.has_search != expected.has_search)
    return cost


def assign(cost: Sequence[Sequence[float]]) -> list[tuple[int, int]]:
    """The minimum-cost pairing of rows and columns (Hungarian algorithm, O(n²m)).

    Pairs min(rows, cols) of them, as scipy's linear_sum_assignment does for a rectangular
    matrix; returns (row, col) pairs sorted by row.
    """
    n = len(cost)
    m = len(cost[0]) if n else 0
    if n == 0 or m == 0:
        return []
    if n > m:
        transposed = [[cost[i][j] for i in range(n)] for j in range(m)]
        return sorted((i, j) for j, i in assign(transposed))
    inf = math.inf
    u, v = [0.0] * (n + 1), [0.0] * (m + 1)
    p, way = [0] * (m + 1), [0] * (m + 1)
    for i in range(1, n + 1):
        p[0], j0 = i, 0
        minv, used = [inf] * (m + 1), [False] * (m + 1)
        while True:
            used[j0] = True
            i0, delta, j1 = p[j0], inf, 0
            for j in range(1, m + 1):
                if not used[j]:
                    cur = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j], way[j] = cur, j0
                    if minv[j] < delta:
                        delta, j1 = minv[j], j
            for j in range(m + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if p[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
    return sorted((p[j] - 1, j - 1) for j in range(1, m + 1) if p[j])


def assign_exhaustive(cost: Sequence[Sequence[float]]) -> list[tuple[int, int]]:
    """The same pairing by trying every injection (for small matrices and for testing `assign`)."""
    n = len(cost)
    m = len(cost[0]) if n else 0
    if n == 0 or m == 0:
        return []
    if n > m:
        transposed = [[cost[i][j] for i in range(n)] for j in range(m)]
        return sorted((i, j) for j, i in assign_exhaustive(transposed))
    best = min(
        itertools.permutations(range(m), n),
        key=lambda cols: sum(cost[i][c] for i, c in enumerate(cols)),
    )
    return [(i, c) for i, c in enumerate(best)]


def pair_sub_queries(
    expected: Sequence[Call], predicted: Sequence[PredictedSubQuery]
) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """Pair expected and predicted sub-queries optimally, regardless of order.

    Returns (pairs of (expected index, predicted index), unpaired expected indexes, unpaired
    predicted indexes). Sub-queries are independent, so order carries no meaning; among
    pairings of equal cost the one closest to the given order wins.
    """
    exp_c = [canonical(c) for c in expected]
    cost = [
        [plan_cost(p.canonical, e) + _ORDER_EPSILON * abs(i - j) for j, p in enumerate(predicted)]
        for i, e in enumerate(exp_c)
    ]
    pairs = assign(cost)
    paired_e = {i for i, _ in pairs}
    paired_p = {j for _, j in pairs}
    missing = [i for i in range(len(expected)) if i not in paired_e]
    extra = [j for j in range(len(predicted)) if j not in paired_p]
    return pairs, missing, extra


# ---- plan match and error labels ---------------------------------------------------------


@dataclass
class _F:
    """A filter with both forms: canonical for equality, raw for telling operator from value."""

    canon: CanonicalFilter
    operator: str
    value: Any
    list_name: str

    @property
    def property_name(self) -> str:
        return self.canon.property_name

    @property
    def bare_value(self) -> Any:
        """The value as written (not negated by `!=`), LIKE wildcards stripped, lists as sets:
        so `= 'Nerith'` and `LIKE 'Nerith*'`, or `= true` and `!= true`, share it."""
        if isinstance(self.value, list):
            return frozenset(canonical_value(x) for x in self.value)
        if isinstance(self.value, str) and self.operator == "LIKE":
            return canonical_value(LikePattern(self.value).literal)
        return canonical_value(self.value)


def _same_operator(e: _F, p: _F) -> bool:
    """The same operator as written, where CONTAINS_ANY and CONTAINS_ALL of one value count as
    either (so `ANY ['a']` against `ALL ['a', 'b']` is a wrong value, not a wrong operator)."""
    if e.operator == p.operator:
        return True
    singles = [f for f in (e, p) if isinstance(f.value, list) and len(set(map(repr, f.value))) == 1]
    return bool(singles) and {e.operator, p.operator} == {"CONTAINS_ANY", "CONTAINS_ALL"}


def _filters(call: Call) -> list[_F]:
    """The distinct AND-ed filters, flattened exactly as `canonical` flattens them
    (`gymkit.call.anded_filters`), so that diagnosis and plan match agree."""
    unique: dict[CanonicalFilter, _F] = {}
    for f in anded_filters(call)[0]:  # filters are AND-ed: a repeated one adds nothing
        unique.setdefault(f.canon, _F(f.canon, f.operator, f.value, f.list_name))
    return list(unique.values())


def _take(items: list[_F], pred) -> _F | None:
    for k, item in enumerate(items):
        if pred(item):
            return items.pop(k)
    return None


def _align(exp_left: list[_F], pred_left: list[_F], labels: list[str]) -> None:
    """Pair leftover filters: same property (wrong operator / value), then same operator and
    value on another property (wrong property). Consumes what it pairs."""
    rules = (
        (
            lambda e, p: p.property_name == e.property_name and _same_operator(e, p),
            ["wrong_value"],
        ),
        (
            lambda e, p: p.property_name == e.property_name and p.bare_value == e.bare_value,
            ["wrong_operator"],
        ),
        (lambda e, p: p.property_name == e.property_name, ["wrong_operator", "wrong_value"]),
        (
            lambda e, p: (p.canon.operator, p.canon.value) == (e.canon.operator, e.canon.value),
            ["wrong_property"],
        ),
    )
    for rule, found in rules:
        for e in list(exp_left):
            p = _take(pred_left, lambda p, e=e, rule=rule: rule(e, p))
            if p is not None:
                exp_left.remove(e)
                labels.extend(found)


def _is_text(f: _F) -> bool:
    return f.list_name in ("text_property_filters", "array_property_filters")


def _combine(tree: object) -> str | None:
    return tree[0] if isinstance(tree, tuple) else None


def diagnose(predicted: Call, expected: Call) -> list[str]:
    """Why a predicted sub-query's plan differs from the expected one, as error labels.

    Collection first (a wrong collection makes every other difference moot). Filters are
    compared in canonical form; leftovers are aligned on the same property (wrong_operator /
    wrong_value) or the same operator and value on another property (wrong_property). A search
    where a filter was expected (or the reverse) consumes one leftover filter and is labelled
    search_instead_of_filter (filter_instead_of_search); other leftovers are missing_filter /
    extra_filter. It only explains: the list is empty exactly when `plan_matches` is True
    (tests/scoring/test_diagnose_agrees.py checks this on generated calls with filter trees).
    """
    if predicted.collection_name != expected.collection_name:
        return ["wrong_collection"]
    labels: list[str] = []
    exp_left, pred_left = _filters(expected), _filters(predicted)
    for e in list(exp_left):
        p = _take(pred_left, lambda p, e=e: p.canon == e.canon)
        if p is not None:
            exp_left.remove(e)
    _align(exp_left, pred_left, labels)
    if expected.has_search and not predicted.has_search:
        sub = _take(pred_left, _is_text) or _take(pred_left, lambda _: True)
        labels.append("filter_instead_of_search" if sub else "missing_search")
    elif predicted.has_search and not expected.has_search:
        sub = _take(exp_left, _is_text) or _take(exp_left, lambda _: True)
        labels.append("search_instead_of_filter" if sub else "extra_search")
    labels += ["missing_filter"] * bool(exp_left) + ["extra_filter"] * bool(pred_left)
    ce, cp = canonical(expected), canonical(predicted)
    if ce.tree != cp.tree:
        if ce.tree is None:
            labels.append("extra_filter")
        elif cp.tree is None:
            labels.append("missing_filter")
        else:
            labels.append(
                "wrong_operator" if _combine(ce.tree) != _combine(cp.tree) else "wrong_value"
            )
    if ce.aggregations != cp.aggregations:
        labels.append("wrong_aggregation")
    if ce.groupby != cp.groupby:
        labels.append("wrong_groupby")
    return sort_labels(labels)
