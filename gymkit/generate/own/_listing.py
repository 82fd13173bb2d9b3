"""Query rows as `gymkit env queries --dry-run` and `gymkit env queries list` print them: the id,
who wrote it, the phrasing and the command, then the ground truth in the card's SQL-like form
(an edge case: its behaviour and checks)."""

from __future__ import annotations

import json
import textwrap

from gymkit.generate.own._store import origin

WIDTH = 100
MARKS = {"gen": "generated", "edited": "edited", "label": "labelled", None: "yours"}


def checks_text(row: dict) -> str:
    """An edge case's behaviour, value and checks in one line: `B1 'LOT-0042': = on lotCode`."""
    e = row.get("expect") or {}
    kind = {
        "eq": "=",
        "like_prefix": "LIKE 'prefix*'",
        "or_eq": "OR of =",
        "none": "no filter on the value, searched",
        "no_eq": "no = on the term",
    }.get(e.get("value_filter"), str(e.get("value_filter")))
    props = ", ".join(e.get("value_properties") or [])
    parts = [f"{kind} on {props}" if props else kind]
    if e.get("query_null"):
        parts.append("no search")
    others = e.get("other_filters")
    for f in json.loads(others) if isinstance(others, str) and others else others or []:
        parts.append(f"AND {f.get('property_name')} {f.get('operator')} {f.get('value')!r}")
    if e.get("retry"):
        parts.append(f"after zero results: {e['retry']}")
    return f"{row.get('behavior')} {row.get('value')!r}: " + "; ".join(parts)


def row_lines(set_name: str, row: dict, environment: str) -> list[str]:
    """A row's lines: `id  [mark, phrasing]` then the command and its ground truth, indented."""
    mark = MARKS[origin(row["query_id"], environment)]
    head = f"{row['query_id']}  [{mark}, {row.get('phrasing')}]"
    lines = [head]
    lines += textwrap.wrap(
        row.get("command") or "", WIDTH, initial_indent="    ", subsequent_indent="    "
    )
    if set_name == "edge_case_1":
        lines.append("    expect: " + checks_text(row))
    else:
        lines += [f"    {sql}" for sql in row.get("ground_truth_sql") or []]
        for g in row.get("search_grounds") or []:
            ids = g.get("relevant_ids")
            said = (
                "unlabelled"
                if ids is None
                else f"{len(ids)} relevant of {len(g.get('candidate_ids') or [])}"
            )
            lines.append(f"    search {g.get('topic')!r}: {said}")
    return lines


def set_lines(environment: str, rows: dict[str, list[dict]], only: str | None = None) -> list[str]:
    """Every row of the sets (or of one, `only`) under a line counting them, a blank line after
    each set."""
    out: list[str] = []
    for set_name, set_rows in rows.items():
        if only not in (None, set_name):
            continue
        out.append(f"{environment} {set_name}: {len(set_rows)} rows")
        for row in set_rows:
            out += row_lines(set_name, row, environment)
        out.append("")
    return out
