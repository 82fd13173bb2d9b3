"""The card's SQL-like form of a call, for reading and error analysis."""

from __future__ import annotations

import json
from typing import Any

from gymkit.call.model import (
    Call,
    FilterTree,
)

# ---- the card's SQL-like form ------------------------------------------------------------


def sql_literal(v: Any) -> str:
    """A value as the SQL-like form writes it: 'text' (quotes doubled), true/false, numbers as JSON."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    return "'" + str(v).replace("'", "''") + "'"


def _render_condition(prop: str, op: str, value: Any, is_list: bool) -> str:
    if is_list:
        return f"{prop} {op} ({', '.join(sql_literal(x) for x in value)})"
    return f"{prop} {op} {sql_literal(value)}"


def _render_tree(tree: FilterTree) -> str:
    parts = []
    for node in tree.filters:
        if isinstance(node, FilterTree):
            parts.append(_render_tree(node))
        else:
            is_list = node.values is not None
            parts.append(
                _render_condition(
                    node.property_name,
                    node.operator,
                    node.values if is_list else node.value,
                    is_list,
                )
            )
    return "(" + f" {tree.combine} ".join(parts) + ")"


def render_sql(call: Call) -> str:
    """The card's SQL-like rendering, e.g. `SELECT * FROM Donations WHERE totalAmountUsd > 250`.

    Grammar (one line): SELECT <what> FROM <collection> [WHERE <cond> AND ...] [GROUP BY <prop>].
    <what> is `*` for a retrieval, else each aggregation as METRIC(property) (TOP_OCCURRENCES
    as TOP_OCCURRENCES(property, limit)), preceded by the group-by property when there is one.
    Conditions: the search first as SEARCH('words'), then each filter in argument order
    (`prop = 'x'`, `prop LIKE 'x%'`, `prop >= 3`, `prop = true`, `prop CONTAINS_ANY ('a', 'b')`),
    then the filter tree in parentheses. Text and dates in single quotes, quotes doubled.
    """
    aggs = list(call.aggregations())
    if aggs:
        cols = [
            f"TOP_OCCURRENCES({a.property_name}, {a.limit})"
            if a.metric == "TOP_OCCURRENCES" and a.limit is not None
            else a.key
            for a in aggs
        ]
        if call.groupby_property:
            cols.insert(0, call.groupby_property)
        what = ", ".join(cols)
    else:
        what = "*"
    conds = []
    if call.search_query is not None:
        conds.append(f"SEARCH({sql_literal(call.search_query)})")
    for f in call.filters():
        conds.append(
            _render_condition(f.property_name, f.operator, f.value, isinstance(f.value, list))
        )
    if call.filter_tree is not None:
        conds.append(_render_tree(call.filter_tree))
    out = f"SELECT {what} FROM {call.collection_name}"
    if conds:
        out += " WHERE " + " AND ".join(conds)
    if call.groupby_property and aggs:
        out += f" GROUP BY {call.groupby_property}"
    return out
