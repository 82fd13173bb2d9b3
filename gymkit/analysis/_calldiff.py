"""Expected against predicted call in the card's SQL-like form, with the changed tokens marked.

Each call is cut into clauses (the collection, `*` or each aggregation, the search, each
filter, the filter tree, the group-by), each with its key in the call model's canonical form
(`gymkit.call.canonical_filter`, `canonical_tree`, `canonical_aggregation`). A clause whose key
the other call also has is the same for scoring and is not marked, however it is written
(`LIKE 'Sable%'` against `LIKE 'Sable*'`, `CONTAINS_ANY ['a']` against `CONTAINS_ALL ['a']`);
the words of two searches are never marked (the card: they are not the target). A clause that
differs is compared with the other call's clause on the same property token by token, so only
the tokens that changed are marked. The text itself is `gymkit.call.render_sql`'s.
"""

from __future__ import annotations

import difflib
import html
import re
from dataclasses import dataclass
from typing import Any

from gymkit.call import (
    AGGREGATION_LISTS,
    FILTER_LISTS,
    Call,
    LikePattern,
    canonical_aggregation,
    canonical_filter,
    canonical_tree,
    canonical_value,
    render_sql,
)

# one token: a quoted literal, a word (names, keywords, numbers, dates), an operator, a
# bracket or comma, or a run of spaces
TOKEN = re.compile(r"'(?:[^']|'')*'|[\w.\-:]+|<=|>=|!=|[^\s\w]|\s+")
# SQL wraps only at spaces (token boundaries), never inside a word; marks by class
CSS = (
    ".gk-sql{font-family:monospace;font-size:12px;white-space:pre-wrap;word-break:normal;"
    "overflow-wrap:break-word;text-align:left !important}"
    " mark.gk-expected{background:#ffd7d5;color:#86181d}"
    " mark.gk-predicted{background:#ccffd8;color:#0b5e1f}"
    # JupyterLab right-aligns table cells; the detail reads left to right
    " .gk-detail td,.gk-detail th{text-align:left !important;vertical-align:top;padding:2px 6px}"
    " .gk-detail p{margin:4px 0}"
    # a record's long text: its first line, opening in place (analysis._detail.prose_html)
    " table.gk-objects{display:block;overflow-x:auto;max-width:100%}"
    " .gk-objects td{max-width:32em} .gk-prose{min-width:16em} .gk-prose[open]{min-width:28em}"
    " .gk-prose summary{cursor:pointer;list-style-position:inside} .gk-prose[open] summary{color:#666}"
    " .gk-pass{color:#1b5e20;font-weight:bold} .gk-fail{color:#b00020;font-weight:bold}"
)


@dataclass(frozen=True)
class Clause:
    """A part of a call's rendering: its text, its canonical key and the property it is about."""

    kind: str  # collection, select, search, filter, tree, groupby
    text: str
    key: Any
    prop: str | None = None


def _bare(call: Call) -> Call:
    update: dict = {n: [] for n in (*FILTER_LISTS, *AGGREGATION_LISTS)}
    update.update(search_query=None, filter_tree=None, groupby_property=None)
    return call.model_copy(update=update)


def _where(call: Call) -> str:
    sql = render_sql(call)
    return sql.split(" WHERE ", 1)[1] if " WHERE " in sql else ""


def clauses(call: Call) -> list[Clause]:
    """The clauses of a call, in the order `render_sql` writes them."""
    bare = _bare(call)
    out: list[Clause] = []
    aggs = [
        (n, a) for n in AGGREGATION_LISTS for a in getattr(call, n)
    ]  # in render order (aggregations() iterates the lists in this order)
    if not aggs:
        out.append(Clause("select", "*", ("retrieval",)))
    for item, (list_name, a) in zip(call.aggregations(), aggs):
        one = render_sql(bare.model_copy(update={list_name: [a]}))
        text = one[len("SELECT ") : one.index(" FROM ")]
        out.append(Clause("select", text, ("agg", canonical_aggregation(item)), item.property_name))
    out.append(Clause("collection", call.collection_name, ("collection", call.collection_name)))
    if call.search_query is not None:
        text = _where(bare.model_copy(update={"search_query": call.search_query}))
        out.append(Clause("search", text, ("search",)))
    for list_name in FILTER_LISTS:
        for f in getattr(call, list_name):
            text = _where(bare.model_copy(update={list_name: [f]}))
            value = f.values if hasattr(f, "values") else f.value
            key = ("filter", canonical_filter(f.property_name, f.operator, value))
            out.append(Clause("filter", text, key, f.property_name))
    if call.filter_tree is not None:
        text = _where(bare.model_copy(update={"filter_tree": call.filter_tree}))
        out.append(Clause("tree", text, ("tree", canonical_tree(call.filter_tree))))
    if call.groupby_property and aggs:
        out.append(
            Clause(
                "groupby",
                f"GROUP BY {call.groupby_property}",
                ("groupby", call.groupby_property),
                call.groupby_property,
            )
        )
    return out


def _spans(sql: str, parts: list[Clause]) -> list[tuple[int, int, Clause]]:
    """Where each clause sits in the full rendering (searched left to right in render order)."""
    spans = []
    select_end = sql.index(" FROM ")
    pos = 0
    for c in parts:
        if c.kind == "collection":
            start = select_end + len(" FROM ")
        elif c.kind == "groupby":
            start = sql.rindex(c.text)
        else:
            if c.kind in ("search", "filter", "tree") and pos <= select_end:
                pos = sql.index(" WHERE ", select_end) + len(" WHERE ")
            start = sql.index(c.text, pos)
        spans.append((start, start + len(c.text), c))
        pos = start + len(c.text)
    return spans


def _tokens(text: str) -> list[str]:
    return TOKEN.findall(text)


def _norm(token: str) -> Any:
    """A token as the call model compares it: numbers by value, LIKE's wildcards as one."""
    if token.startswith("'"):
        return LikePattern(token).canonical
    try:
        return canonical_value(float(token))
    except ValueError:
        return token


def _counterpart(c: Clause, others: list[Clause], other_keys: set) -> Clause | None:
    """The other call's clause this changed clause is most likely a version of."""
    for o in others:
        if o.key in other_keys and o.kind == c.kind and (c.prop is None or o.prop == c.prop):
            return o
    return None


def _marked_tokens(c: Clause, other: Clause | None) -> list[tuple[str, bool]]:
    toks = _tokens(c.text)
    if other is None:
        return [(t, not t.isspace()) for t in toks]
    sm = difflib.SequenceMatcher(
        None, [_norm(t) for t in toks], [_norm(t) for t in _tokens(other.text)], autojunk=False
    )
    same = [False] * len(toks)
    for block in sm.get_matching_blocks():
        for i in range(block.a, block.a + block.size):
            same[i] = True
    return [(t, not s and not t.isspace()) for t, s in zip(toks, same)]


def marked_sql(call: Call, other: Call | None) -> list[tuple[str, bool]]:
    """`render_sql(call)` as (token, changed) pairs against `other` (None: nothing marked)."""
    sql = render_sql(call)
    if other is None:
        return [(t, False) for t in _tokens(sql)]
    mine, theirs = clauses(call), clauses(other)
    their_keys = {c.key for c in theirs}
    my_keys = {c.key for c in mine}
    unmatched_theirs = [o for o in theirs if o.key not in my_keys]
    out: list[tuple[str, bool]] = []
    pos = 0
    for start, end, c in _spans(sql, mine):
        out += [(t, False) for t in _tokens(sql[pos:start])]
        if c.key in their_keys:
            out += [(t, False) for t in _tokens(c.text)]
        else:
            out += _marked_tokens(c, _counterpart(c, unmatched_theirs, set(o.key for o in theirs)))
        pos = end
    out += [(t, False) for t in _tokens(sql[pos:])]
    return out


def tokens_html(tokens: list[tuple[str, bool]], side: str) -> str:
    """Marked tokens as HTML: changed ones in <mark class='gk-<side>'>, all escaped."""
    return "".join(
        f"<mark class='gk-{side}'>{html.escape(t)}</mark>" if m else html.escape(t)
        for t, m in tokens
    )


def call_diff_html(expected: Call | None, predicted: Call | None) -> tuple[str, str]:
    """The expected and the predicted call as HTML, each with what differs from the other
    marked (see the module docstring); '' for a side that is None."""
    exp = tokens_html(marked_sql(expected, predicted), "expected") if expected else ""
    pred = tokens_html(marked_sql(predicted, expected), "predicted") if predicted else ""
    return exp, pred


def changed_tokens(expected: Call, predicted: Call) -> tuple[list[str], list[str]]:
    """The marked tokens of each side, for tests and plain-text views."""
    return (
        [t for t, m in marked_sql(expected, predicted) if m],
        [t for t, m in marked_sql(predicted, expected) if m],
    )
