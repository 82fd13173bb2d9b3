"""The read-back check: can a command's plan be recovered from its words?

Why (the card: "every command passes mechanical checks ... so the plan can be recovered from
the words"): a generated command is kept only when, read against its ground truth,
- every value of the ground truth appears in it verbatim (filter values and list items, a LIKE
  pattern's text, a TOP_OCCURRENCES limit; a boolean as true/false, or a true = filter as the
  clause of its "Whether ..." description);
- every property the ground truth uses is named: by its name, its name in words or its
  description's head (a COUNT of the identifier is the number of records, named by the
  records' noun);
- the records are named (the collection's noun), and the number of requests (sentences, with
  the values taken out first) equals the number of sub-queries.
It reads only the command, the calls and the schema: it shares no code path with the writer
beyond the naming rules (`labels`), so a writer that drops or garbles a part is caught.
"""

from __future__ import annotations

import re
from typing import Any

from gymkit.call import Call, LikePattern
from gymkit.generate.own._words import labels, noun, value_text, whether_clause
from gymkit.schema import Environment

_SENTENCE_END = re.compile(r"[.?!](?=\s|$)")


def _filters(call: Call) -> list[tuple[str, str, Any]]:
    """(property, operator, value or values) of every filter of a call."""
    out = []
    for name, entries in call.to_dict().items():
        if name.endswith("_filters"):
            for e in entries:
                out.append((e["property_name"], e["operator"], e.get("values", e.get("value"))))
    return out


def _aggregations(call: Call) -> list[dict]:
    return [
        e
        for name, entries in call.to_dict().items()
        if name.endswith("_aggregations")
        for e in entries
    ]


def requests(command: str, values: list[str]) -> int:
    """The number of requests (sentences) of a command, its values blanked out first."""
    text = command
    for v in sorted(values, key=len, reverse=True):
        text = text.replace(v, "X")
    return len([s for s in _SENTENCE_END.split(text) if s.strip()])


def read_back(command: str, calls: list[Call], env: Environment) -> list[str]:
    """What of the plan cannot be read back from the command (empty: it passes)."""
    problems: list[str] = []
    lower = command.lower()
    values: list[str] = []
    for i, call in enumerate(calls):
        coll = env.collection(call.collection_name)
        if coll is None:
            problems.append(f"sub-query {i}: unknown collection {call.collection_name}")
            continue
        one, many = noun(coll)
        if one not in lower and many not in lower:
            problems.append(f"sub-query {i}: the records ({many}) are not named")
        named: list[str] = []
        for prop, op, value in _filters(call):
            p = coll.prop(prop)
            named.append(prop)
            items = value if isinstance(value, list) else [value]
            for v in items:
                if isinstance(v, bool):
                    clause = whether_clause(p.description) if p is not None else ""
                    ok = value_text(v) in lower or (
                        op == "=" and v is True and clause and clause.lower() in lower
                    )
                    if op == "!=" and " not " not in lower:
                        ok = False
                    if not ok:
                        problems.append(f"sub-query {i}: {prop} {op} {value_text(v)} is not stated")
                    continue
                text = LikePattern(v).stem if op == "LIKE" else value_text(v)
                values.append(text)
                if text not in command:
                    problems.append(
                        f"sub-query {i}: value {text!r} of {prop} is not in the command"
                    )
        for a in _aggregations(call):
            p = coll.prop(a["property_name"])
            if a["metric"] == "COUNT" and p is not None and p.is_identifier:
                continue  # the number of records: named by the noun
            named.append(a["property_name"])
            if a["metric"] == "TOP_OCCURRENCES":
                k = str(a.get("top_occurrences_limit") or 5)
                values.append(k)
                if not re.search(rf"\b{k}\b", command):
                    problems.append(f"sub-query {i}: the TOP_OCCURRENCES limit {k} is not stated")
        if call.groupby_property:
            named.append(call.groupby_property)
        for prop in named:
            p = coll.prop(prop)
            forms = [prop.lower(), *(x.lower() for x in labels(p))] if p is not None else [prop]
            clause = whether_clause(p.description).lower() if p is not None else ""
            if not any(f in lower for f in forms) and not (clause and clause in lower):
                problems.append(f"sub-query {i}: property {prop} is not named")
    n = requests(command, values)
    if n != len(calls):
        problems.append(f"{n} request(s) in the command for {len(calls)} sub-queries")
    return problems
