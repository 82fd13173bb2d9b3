"""Which sampled plans mean something, and which keep a generated set near the published shape.

Why (issue 42): the plan sampler (`gymkit.generate.plans`, shared with the five environments,
whose sets must not change) knows types, not meanings. Over a user's schema it would ask for
the sum of years licensed, the 5 most common names when every name occurs once, or how many
records have a true/false value. `senseless` names what is wrong with such a plan; the
generator skips it. Read from the schema's words (`_phrases.wording`) and the objects:
- SUM of a quantity that does not add up: a year, an age, a rate, a score, a percentage, a
  level or rank, a temperature, a position (a property whose words or unit say so);
- any aggregation but COUNT of an identifier-like number (a code's digits: "LIMS no");
- COUNT of a boolean (every record has a value: it only counts the records);
- MODE of nearly unique values (more than half the values distinct);
- TOP_OCCURRENCES whose counts are mostly 1 (groups of one record);
- a group-by whose groups hold fewer than 2 records on average.
`off_shape` keeps the set near the published one (1.0 conditions per sub-query, 1.18
sub-queries per command; the shared sampler draws about 1.35 and 1.4): no plan of 3
sub-queries, no sub-query of 3 conditions, and only one in two with 2 (a coin from the
plan's ground truth, so the same plan is always kept or always skipped).
"""

from __future__ import annotations

import json
import re
import zlib
from typing import Any

from gymkit.generate.own._blueprint import Derived
from gymkit.generate.own._phrases import name_tokens, wording
from gymkit.generate.plans import SubQuery
from gymkit.schema import Collection, Property

# Words of quantities whose sum means nothing.
NOT_ADDITIVE = frozenset(
    {
        "year", "years", "age", "rate", "score", "percent", "percentage", "pct", "ratio",
        "temperature", "ph", "priority", "rank", "rating", "grade", "level", "lane",
        "latitude", "longitude", "elevation", "index", "diameter", "height", "width", "depth",
        "magnitude", "average", "mean", "median", "brix", "month", "day", "week", "hour",
    }
)  # fmt: skip
IDENTIFYING = frozenset(
    {"no", "number", "num", "nbr", "nr", "id", "code", "seq", "sequence", "ref"}
)
UNIQUE_SHARE = 0.5  # values more than half distinct: nearly unique
MIN_GROUP_SIZE = 2
MAX_SUB_QUERIES = 2
MAX_CONDITIONS = 2
KEEP_TWO_CONDITIONS = 2  # one sub-query of 2 conditions in this many is kept


def _words(p: Property, coll: Collection) -> set[str]:
    w = wording(p, coll)
    text = " ".join([*w.names, w.unit, p.description]).lower()
    return set(re.findall(r"[a-z%°]+", text)) | set(name_tokens(p.name))


def not_additive(p: Property, coll: Collection) -> bool:
    """Whether a sum of the property means nothing (a year, an age, a rate, a score ...)."""
    words = _words(p, coll)
    unit = wording(p, coll).unit
    return (
        bool(words & NOT_ADDITIVE)
        or unit in ("%", "°C", "°F")
        or " per " in f" {unit} "
        or "/" in unit
    )


def identifier_like(p: Property, coll: Collection, distinct: int, n: int) -> bool:
    """An integer that is a code, not a quantity: named a number or id, nearly unique."""
    if p.type not in ("int", "int_array"):
        return False
    tokens = set(name_tokens(p.name))
    named = bool(tokens & IDENTIFYING) and "of" not in p.description.lower().split()[:3]
    return named and distinct > UNIQUE_SHARE * max(1, n)


def _top_lists(result: Any) -> list[list]:
    """Every TOP_OCCURRENCES list of a sub-query's result (grouped or not)."""
    out: list[list] = []
    if isinstance(result, dict):
        for key, value in result.items():
            if isinstance(value, dict):
                out += _top_lists(value)
            elif str(key).startswith("TOP_OCCURRENCES(") and isinstance(value, list):
                out.append(value)
    return out


def senseless(plan: list[SubQuery], derived: Derived, rows=None) -> str:
    """What makes the plan meaningless ("" when nothing does). `rows(call)` gives the records a
    call's filters select (for the size of groups)."""
    env = derived.env
    for sq in plan:
        coll = env.collection(sq.collection.name)
        assert coll is not None
        data = derived.data.collections[coll.name]
        n = data.table.num_rows
        for f in sq.filters:
            p = coll.prop(f.prop.name)
            assert p is not None
            why = _odd_filter(f, p, coll)
            if why:
                return why
        for a in sq.aggregations:
            p = coll.prop(a.prop.name)
            assert p is not None
            m = a.metric
            spec = a.prop.spec
            distinct = int(spec.distinct or len(spec.values) or 0)
            if not (m == "COUNT" and p.is_identifier) and wording(p, coll).unclear:
                return f"{m}({p.name}): {_unclear(p, coll)}"
            if m == "COUNT" and p.type == "boolean":
                return f"COUNT({p.name}): every record has a true/false value"
            complete = data.table.column(p.name).null_count == 0
            if m == "COUNT" and not p.is_identifier and not p.is_array and complete:
                return f"COUNT({p.name}): every record has a value (a count of the records)"
            if m == "COUNT" and p.type in ("int_array", "number_array"):
                return f"COUNT({p.name}): a count of the numbers listed"
            if m == "MEAN" and calendar_year(p, coll, spec):
                return f"{m}({p.name}): its values are years"
            if m == "SUM" and not_additive(p, coll):
                return f"SUM({p.name}): its values do not add up"
            if m not in ("COUNT", "COUNT_DISTINCT") and identifier_like(p, coll, distinct, n):
                return f"{m}({p.name}): its numbers are codes"
            if m not in ("COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES") and labels(p, coll):
                return f"{m}({p.name}): its numbers are labels"
            if m == "MODE" and p.kind == "numeric":
                values = data.table.column(p.name).drop_null()
                if p.is_array:
                    values = values.combine_chunks().flatten() if len(values) else values
                share = len(set(values.to_pylist())) / max(1, len(values))
                if share > UNIQUE_SHARE:
                    return f"MODE({p.name}): its values are nearly unique"
        for top in _top_lists(sq.result):
            ones = sum(1 for _, count in top if count == 1)
            if top and ones * 2 > len(top):
                return "TOP_OCCURRENCES over groups of one record"
        if sq.groupby is not None:
            group = coll.prop(sq.groupby.name)
            if group is not None and wording(group, coll).unclear:
                return f"group-by {group.name}: {_unclear(group, coll)}"
        if sq.groupby is not None and rows is not None and isinstance(sq.result, dict):
            groups = len(sq.result)
            if groups and len(rows(sq.call())) < MIN_GROUP_SIZE * groups:
                return f"group-by {sq.groupby.name}: groups of fewer than {MIN_GROUP_SIZE} records"
    return ""


def _unclear(p: Property, coll: Collection) -> str:
    words = ", ".join(repr(w) for w in wording(p, coll).unclear)
    return f"its name is not plain English ({words})"


def labels(p: Property, coll: Collection) -> bool:
    """Whether a number property's values name things (its noun ends in number or ID: a berth
    number, tank numbers), so no sum, mean, median or most common one means anything."""
    words = wording(p, coll).noun.lower().split()
    return p.kind == "numeric" and bool(words) and words[-1] in ("number", "numbers", "id", "ids")


def calendar_year(p: Property, coll: Collection, spec) -> bool:
    """Whether an int property holds calendar years (model year, year built: 1800 to 2200)."""
    if p.type != "int" or not {"year", "yr"} & _words(p, coll):
        return False
    lo, hi = spec.lo, spec.hi
    return lo is not None and hi is not None and lo >= 1800 and hi <= 2200


def _odd_filter(f, p: Property, coll: Collection) -> str:
    """What makes a filter odd: a property whose name is not plain English, a bound at the
    column's end ("a defect count of 0 or less" selects the 0s), a check list's any of true and
    false (every list with an item)."""
    if wording(p, coll).unclear:
        return f"filter on {p.name}: {_unclear(p, coll)}"
    spec = f.prop.spec
    if p.type in ("int", "number", "date") and spec.lo is not None:
        v = f.value
        if (f.operator == "<=" and v == spec.lo) or (f.operator == ">=" and v == spec.hi):
            return f"{p.name} {f.operator} {v}: a bound at the end of its values"
        ends = p.type == "int" and spec.hi is not None
        if ends and (
            (f.operator == "<" and v == spec.lo + 1) or (f.operator == ">" and v == spec.hi - 1)
        ):
            return f"{p.name} {f.operator} {v}: only the end of its values ('fewer than 1')"
    if f.operator == "LIKE" and isinstance(f.value, str):
        digits = re.findall(r"\d+", f.value.rstrip("%*"))
        if digits and f.value.rstrip("%*")[-1].isdigit() and set(digits[-1]) == {"0"}:
            return (
                f"{p.name} LIKE {f.value}: a prefix ending in zeros selects by the code's padding"
            )
    both = p.type == "boolean_array" and len({bool(x) for x in f.value}) == 2
    if both and f.operator == "CONTAINS_ANY":
        return f"{p.name} CONTAINS_ANY (true, false): every list with an item"
    return ""


def off_shape(plan: list[SubQuery]) -> str:
    """What keeps the plan from the published shape ("" when nothing does)."""
    if len(plan) > MAX_SUB_QUERIES:
        return f"{len(plan)} sub-queries"
    key = json.dumps([sq.call().to_dict() for sq in plan], sort_keys=True)
    coin = zlib.crc32(key.encode("utf-8")) % KEEP_TWO_CONDITIONS
    for sq in plan:
        n = len(sq.filters)
        if n > MAX_CONDITIONS:
            return f"{n} conditions"
        if n == MAX_CONDITIONS and sq.aggregations and coin:
            return f"an aggregation over {n} conditions (kept one time in {KEEP_TWO_CONDITIONS})"
    return ""
