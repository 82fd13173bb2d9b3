"""The read-back check: can a command's plan be recovered from its words?

Why (the card: "every command passes mechanical checks ... so the plan can be recovered from
the words"): a generated command is kept only when, read against its ground truth,
- every value of the ground truth appears in it verbatim (filter values and list items, a LIKE
  pattern's text, a TOP_OCCURRENCES limit); a boolean filter is stated as its predicate for the
  value it selects ("that are in service", "that did not pass inspection"; `!= false` selects
  true), or as the value true/false after the property's name;
- every property the ground truth uses is named: by any of its names (`labels`: its wording,
  its name in words, the name, its synonyms, its description's noun phrase), a boolean by its
  predicate (a COUNT of the identifier is the number of records, named by the records' noun);
- every aggregation's metric is stated by a word of its own ("average" for MEAN, "different"
  or "distinct" for COUNT_DISTINCT, "most common" for MODE and TOP_OCCURRENCES ...);
- the records are named (the collection's noun), and the number of requests (sentences, with
  the values taken out first) equals the number of sub-queries.
It reads only the command, the calls and the schema: it shares no code path with the writer
beyond the naming rules (`labels`, the predicates' words), so a writer that drops or garbles a
part is caught.
"""

from __future__ import annotations

import re
from typing import Any

from gymkit.call import Call, LikePattern
from gymkit.generate.own._phrases import typelike, wording
from gymkit.generate.own._words import labels, noun, value_text
from gymkit.schema import Collection, Environment, Property

_SENTENCE_END = re.compile(r"[.?!](?=\s|$)")
# Words that state each metric (any one of them).
METRIC_WORDS = {
    "COUNT": ("how many", "number", "count"),
    "COUNT_DISTINCT": ("different", "distinct"),
    "TOP_OCCURRENCES": ("most common", "top", "most frequent"),
    "MODE": ("most common", "most frequent", "modal"),
    "MEAN": ("average", "mean"),
    "MEDIAN": ("median",),
    "SUM": ("total", "sum", "combined"),
    "MIN": ("lowest", "minimum", "smallest"),
    "MAX": ("highest", "maximum", "largest"),
    "EARLIEST": ("earliest", "first"),
    "LATEST": ("latest", "most recent", "last"),
    "TOTAL_TRUE": ("how many", "number", "count"),
    "TOTAL_FALSE": ("how many", "number", "count"),
    "PERCENTAGE_TRUE": ("percentage", "share", "percent", "proportion"),
    "PERCENTAGE_FALSE": ("percentage", "share", "percent", "proportion"),
}


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


def states(lower: str, p: Property, coll: Collection, value: bool) -> bool:
    """Whether the (lowercase) command states the boolean `p` as `value`: a predicate of that
    value, not inside a predicate of the other ("in service" inside "not in service"), or the
    property's name followed by the value ("in svc true")."""
    w = wording(p, coll)
    true_marks, false_marks = (tuple(m.lower() for m in ms) for ms in w.marks)
    named = [x.lower() for x in labels(p, coll)]
    said = re.compile(
        r"\b(?:" + "|".join(re.escape(n) for n in named) + r")\b(?: is)?( not)? (true|false)\b"
    )
    for m in said.finditer(lower):
        stated = (m.group(2) == "true") != bool(m.group(1))
        if stated == value:
            return True
    if not value:
        return any(mark in lower for mark in false_marks)
    rest = lower
    for mark in sorted(false_marks, key=len, reverse=True):
        rest = rest.replace(mark, " ")
    return any(mark in rest for mark in true_marks)


def outcome_stated(lower: str, p: Property, coll: Collection, value: bool) -> bool:
    """Whether the (lowercase) command says items of the boolean array `p` were `value`: its
    items named and their outcome word ("passed", "failed"; "done" outside "not done")."""
    w = wording(p, coll)
    if not any(x.lower() in lower for x in (w.items, w.item, w.noun, w.many) if x):
        return False
    yes, no = (x.lower() for x in (w.passed[0] or "passed", w.passed[1] or "failed"))
    if not value:
        return re.search(rf"\b{re.escape(no)}\b", lower) is not None
    rest = re.sub(rf"\b{re.escape(no)}\b", " ", lower)
    return re.search(rf"\b{re.escape(yes)}\b", rest) is not None


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
        if one.lower() not in lower and many.lower() not in lower:
            problems.append(f"sub-query {i}: the records ({many}) are not named")
        named: list[str] = []
        per_item: set[str] = set()
        kinds: set[str] = set()  # properties named by a value before the records' noun
        for prop, op, value in _filters(call):
            p = coll.prop(prop)
            items = value if isinstance(value, list) else [value]
            if p is not None and p.type == "boolean" and op in ("=", "!="):
                selects = bool(value) if op == "=" else not bool(value)
                if not states(lower, p, coll, selects):
                    problems.append(f"sub-query {i}: {prop} {op} {value_text(value)} is not stated")
                continue
            named.append(prop)
            if p is not None and p.type == "boolean_array":
                per_item.add(prop)  # "at least one quality flag failed"
                for v in sorted({bool(x) for x in items}):
                    if not outcome_stated(lower, p, coll, v):
                        problems.append(f"sub-query {i}: {prop} {op} {value_text(v)} is not stated")
                continue
            before = f"{value} {many}" in command or f"{value} {one}" in command
            if p is not None and op == "=" and before and typelike(wording(p, coll)):
                kinds.add(prop)  # "the Accident work orders"
            for v in items:
                text = LikePattern(v).stem if op == "LIKE" else value_text(v)
                values.append(text)
                if text not in command:
                    problems.append(
                        f"sub-query {i}: value {text!r} of {prop} is not in the command"
                    )
        for a in _aggregations(call):
            p = coll.prop(a["property_name"])
            metric = a["metric"]
            if not any(w in lower for w in METRIC_WORDS.get(metric, ())):
                problems.append(f"sub-query {i}: the metric {metric} is not stated")
            if metric == "COUNT" and p is not None and p.is_identifier:
                continue  # the number of records: named by the noun
            if p is not None and p.type == "boolean" and metric != "COUNT":
                if not states(lower, p, coll, metric.endswith("_TRUE")):
                    problems.append(f"sub-query {i}: {metric}({p.name}) is not stated")
                continue
            named.append(a["property_name"])
            if p is not None and p.is_array and metric not in ("COUNT", "COUNT_DISTINCT"):
                per_item.add(a["property_name"])  # over the items: "the average wheel size"
            checks = p is not None and p.type == "boolean_array" and metric != "COUNT"
            if checks and not outcome_stated(lower, p, coll, metric.endswith("_TRUE")):  # type: ignore[arg-type]
                problems.append(f"sub-query {i}: {metric}({a['property_name']}) is not stated")
            if metric == "TOP_OCCURRENCES":
                k = str(a.get("top_occurrences_limit") or 5)
                values.append(k)
                if not re.search(rf"\b{k}\b", command):
                    problems.append(f"sub-query {i}: the TOP_OCCURRENCES limit {k} is not stated")
        if call.groupby_property:
            p = coll.prop(call.groupby_property)
            if p is not None and p.type == "boolean":
                if "whether" not in lower or not states(lower, p, coll, True):
                    problems.append(f"sub-query {i}: the group-by {p.name} is not stated")
            else:
                named.append(call.groupby_property)
        for prop in named:
            if prop in kinds:
                continue
            p = coll.prop(prop)
            forms = (
                [prop.lower(), *(x.lower() for x in labels(p, coll))] if p is not None else [prop]
            )
            if prop in per_item:
                forms += [f[:-1] for f in forms if f.endswith("s")]
            if not any(f in lower for f in forms):
                problems.append(f"sub-query {i}: property {prop} is not named")
    n = requests(command, values)
    if n != len(calls):
        problems.append(f"{n} request(s) in the command for {len(calls)} sub-queries")
    return problems
