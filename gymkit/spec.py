"""The one shared type: a `query_database` call, exactly as the card's ground-truth format defines it.

Ground truth, agent output and the LLM tool schema are all `Call`. This module parses calls
from JSON, validates them against an environment's schema, renders the card's SQL-like form,
and gives the canonical form that plan matching compares.

The B8 construct. The ground-truth format ANDs every filter, so "records that involve X in
routeName or comparisonRouteName" cannot be written with it. gymkit adds one optional field,
`filter_tree`, modelled on Weaviate's Query Agent filter tree::

    "filter_tree": {"combine": "OR", "filters": [
        {"property_name": "routeName", "operator": "=", "value": "Morrowfen Link"},
        {"property_name": "comparisonRouteName", "operator": "=", "value": "Morrowfen Link"}]}

A leaf has the fields of a filter of the property's type (`value` for scalars, `values` for
arrays); a node may nest another tree. The tree is AND-ed with the flat filter lists. It is
absent (not even `null`) from the JSON of every call that does not use it.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StrictStr,
    ValidationError,
    field_validator,
)

from gymkit.errors import GymError
from gymkit.schema import Collection, Environment, Property

Number = StrictInt | StrictFloat

TEXT_OPS = ("=", "LIKE")
NUMERIC_OPS = ("=", "<", ">", "<=", ">=")
BOOLEAN_OPS = ("=", "!=")
ARRAY_OPS = ("CONTAINS_ANY", "CONTAINS_ALL")
NUMERIC_METRICS = ("COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM")
TEXT_METRICS = ("COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES")
BOOLEAN_METRICS = ("COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE")
DATE_METRICS = ("COUNT", "EARLIEST", "LATEST")


class CallError(GymError, ValueError):
    """A call that cannot be parsed or does not fit the schema. `issues` holds (field, message) pairs."""

    def __init__(self, issues: list[tuple[str, str]]):
        self.issues = issues
        super().__init__("; ".join(f"{f}: {m}" if f else m for f, m in issues))

    @property
    def field(self) -> str:
        return self.issues[0][0] if self.issues else ""


def parse_date(value: Any) -> _dt.date:
    """An ISO date (YYYY-MM-DD), or RFC 3339 at midnight (2025-11-16T00:00:00Z) as Weaviate sends it."""
    if isinstance(value, _dt.datetime):
        return value.date()
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str):
        raise ValueError(f"expected an ISO date string YYYY-MM-DD, got {type(value).__name__}")
    s = value.strip()
    try:
        if len(s) == 10:
            return _dt.date.fromisoformat(s)
        return _dt.datetime.fromisoformat(s.replace("Z", "+00:00")).date()
    except ValueError:
        raise ValueError(f"{value!r} is not an ISO date (YYYY-MM-DD)") from None


def _date_str(v: Any) -> str:
    s = v if isinstance(v, str) else str(v)
    parse_date(s)
    return s


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=False)


# ---- filters -----------------------------------------------------------------------------


class TextFilter(_Model):
    property_name: StrictStr
    operator: Literal["=", "LIKE"]
    value: StrictStr


class NumericFilter(_Model):
    property_name: StrictStr
    operator: Literal["=", "<", ">", "<=", ">="]
    value: Number


class DateFilter(_Model):
    property_name: StrictStr
    operator: Literal["=", "<", ">", "<=", ">="]
    value: StrictStr

    _v = field_validator("value")(classmethod(lambda cls, v: _date_str(v)))


class BooleanFilter(_Model):
    property_name: StrictStr
    operator: Literal["=", "!="]
    value: StrictBool


class TextArrayFilter(_Model):
    property_name: StrictStr
    operator: Literal["CONTAINS_ANY", "CONTAINS_ALL"]
    values: list[StrictStr] = Field(min_length=1)


class NumericArrayFilter(_Model):
    property_name: StrictStr
    operator: Literal["CONTAINS_ANY", "CONTAINS_ALL"]
    values: list[Number] = Field(min_length=1)


class BooleanArrayFilter(_Model):
    property_name: StrictStr
    operator: Literal["CONTAINS_ANY", "CONTAINS_ALL"]
    values: list[StrictBool] = Field(min_length=1)


class DateArrayFilter(_Model):
    property_name: StrictStr
    operator: Literal["CONTAINS_ANY", "CONTAINS_ALL"]
    values: list[StrictStr] = Field(min_length=1)

    @field_validator("values")
    @classmethod
    def _dates(cls, v: list[str]) -> list[str]:
        return [_date_str(x) for x in v]


# ---- aggregations ------------------------------------------------------------------------


class NumericAggregation(_Model):
    property_name: StrictStr
    metric: Literal["COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM"]


class TextAggregation(_Model):
    property_name: StrictStr
    metric: Literal["COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES"]
    top_occurrences_limit: StrictInt | None = Field(default=None, ge=1)


class BooleanAggregation(_Model):
    property_name: StrictStr
    metric: Literal["COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE"]


class DateAggregation(_Model):
    property_name: StrictStr
    metric: Literal["COUNT", "EARLIEST", "LATEST"]


# ---- the B8 filter tree ------------------------------------------------------------------


class FilterLeaf(_Model):
    property_name: StrictStr
    operator: Literal["=", "LIKE", "<", ">", "<=", ">=", "!=", "CONTAINS_ANY", "CONTAINS_ALL"]
    value: StrictStr | StrictBool | Number | None = None
    values: list[StrictStr | StrictBool | Number] | None = None


class FilterTree(_Model):
    combine: Literal["AND", "OR"]
    filters: list[FilterTree | FilterLeaf] = Field(min_length=1)


# Each filter list of the call, its model, and the property kinds it takes.
FILTER_LISTS: dict[str, tuple[type[_Model], tuple[str, ...]]] = {
    "text_property_filters": (TextFilter, ("filterable_text", "searchable_text")),
    "numeric_property_filters": (NumericFilter, ("int", "number")),
    "date_property_filters": (DateFilter, ("date",)),
    "boolean_property_filters": (BooleanFilter, ("boolean",)),
    "array_property_filters": (TextArrayFilter, ("text_array",)),
    "numeric_array_property_filters": (NumericArrayFilter, ("int_array", "number_array")),
    "boolean_array_property_filters": (BooleanArrayFilter, ("boolean_array",)),
    "date_array_property_filters": (DateArrayFilter, ("date_array",)),
}
AGGREGATION_LISTS: dict[str, tuple[type[_Model], tuple[str, ...]]] = {
    "numeric_property_aggregations": (
        NumericAggregation,
        ("int", "number", "int_array", "number_array"),
    ),
    "text_property_aggregations": (
        TextAggregation,
        ("filterable_text", "text_array", "searchable_text"),
    ),
    "boolean_property_aggregations": (BooleanAggregation, ("boolean", "boolean_array")),
    "date_property_aggregations": (DateAggregation, ("date", "date_array")),
}
# The filter list a property type belongs in (for agents that build calls, and the filter tree).
FILTER_LIST_OF_TYPE = {t: name for name, (_, types) in FILTER_LISTS.items() for t in types}
FILTER_LIST_OF_TYPE["searchable_text"] = "text_property_filters"
AGGREGATION_LIST_OF_TYPE = {
    t: name for name, (_, types) in AGGREGATION_LISTS.items() for t in types
}


class Call(_Model):
    """One `query_database` argument object: one sub-query."""

    collection_name: StrictStr
    search_query: StrictStr | None = None
    text_property_filters: list[TextFilter] = Field(default_factory=list)
    numeric_property_filters: list[NumericFilter] = Field(default_factory=list)
    date_property_filters: list[DateFilter] = Field(default_factory=list)
    boolean_property_filters: list[BooleanFilter] = Field(default_factory=list)
    array_property_filters: list[TextArrayFilter] = Field(default_factory=list)
    numeric_array_property_filters: list[NumericArrayFilter] = Field(default_factory=list)
    boolean_array_property_filters: list[BooleanArrayFilter] = Field(default_factory=list)
    date_array_property_filters: list[DateArrayFilter] = Field(default_factory=list)
    numeric_property_aggregations: list[NumericAggregation] = Field(default_factory=list)
    text_property_aggregations: list[TextAggregation] = Field(default_factory=list)
    boolean_property_aggregations: list[BooleanAggregation] = Field(default_factory=list)
    date_property_aggregations: list[DateAggregation] = Field(default_factory=list)
    groupby_property: StrictStr | None = None
    filter_tree: FilterTree | None = None

    @field_validator(*FILTER_LISTS, *AGGREGATION_LISTS, mode="before")
    @classmethod
    def _none_is_empty(cls, v: Any) -> Any:
        return [] if v is None else v

    @field_validator("search_query", mode="before")
    @classmethod
    def _blank_search_is_none(cls, v: Any) -> Any:
        return None if isinstance(v, str) and not v.strip() else v

    # -- views -----------------------------------------------------------------------------

    def filters(self) -> Iterator[FilterItem]:
        """Every flat filter, in field order, as a uniform FilterItem."""
        for list_name in FILTER_LISTS:
            for f in getattr(self, list_name):
                yield FilterItem(list_name, f.property_name, f.operator, _filter_value(f))

    def aggregations(self) -> Iterator[AggregationItem]:
        for list_name in AGGREGATION_LISTS:
            for a in getattr(self, list_name):
                yield AggregationItem(
                    list_name, a.property_name, a.metric, getattr(a, "top_occurrences_limit", None)
                )

    @property
    def has_search(self) -> bool:
        return self.search_query is not None

    @property
    def has_filters(self) -> bool:
        return any(True for _ in self.filters()) or self.filter_tree is not None

    @property
    def is_aggregation(self) -> bool:
        return any(True for _ in self.aggregations())

    @property
    def retrieval_shape(self) -> str:
        """search_only, search_and_filters, filter_only, or none (neither)."""
        if self.has_search:
            return "search_and_filters" if self.has_filters else "search_only"
        return "filter_only" if self.has_filters else "none"

    def to_dict(self) -> dict:
        """The ground-truth JSON form: only the arguments that are set, in the card's order."""
        out = self.model_dump(mode="json", exclude_none=True)
        out = {k: v for k, v in out.items() if v != []}
        for a in out.get("text_property_aggregations", []):
            if a.get("top_occurrences_limit") is None:
                a.pop("top_occurrences_limit", None)
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    def sql(self) -> str:
        return render_sql(self)


FilterTree.model_rebuild()


@dataclass(frozen=True)
class FilterItem:
    list_name: str
    property_name: str
    operator: str
    value: Any  # a scalar, or a list for array filters


@dataclass(frozen=True)
class AggregationItem:
    list_name: str
    property_name: str
    metric: str
    limit: int | None = None

    @property
    def key(self) -> str:
        """The key of this aggregation in a result: METRIC(property)."""
        return f"{self.metric}({self.property_name})"


def _filter_value(f: Any) -> Any:
    return f.values if hasattr(f, "values") else f.value


# ---- parsing -----------------------------------------------------------------------------


def _loc(loc: tuple) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("FilterTree", "FilterLeaf") or "[" in str(part):
            continue
        else:
            out += ("." if out else "") + str(part)
    return out


def parse_call(obj: Any) -> Call:
    """A Call from a dict or a JSON string; CallError naming each bad field otherwise."""
    if isinstance(obj, Call):
        return obj
    if isinstance(obj, (str, bytes)):
        try:
            obj = json.loads(obj)
        except json.JSONDecodeError as e:
            raise CallError([("", f"not valid JSON: {e}")]) from None
    if not isinstance(obj, dict):
        raise CallError([("", f"a call must be a JSON object, got {type(obj).__name__}")])
    try:
        return Call.model_validate(obj)
    except ValidationError as e:
        issues = []
        for err in e.errors():
            msg = err["msg"]
            if err["type"] == "extra_forbidden":
                msg = "unknown argument"
            issues.append((_loc(err["loc"]), msg))
        raise CallError(issues) from None


def parse_calls(obj: Any) -> list[Call]:
    """A list of calls (the ground-truth form), or one call."""
    if isinstance(obj, (str, bytes)):
        try:
            obj = json.loads(obj)
        except json.JSONDecodeError as e:
            raise CallError([("", f"not valid JSON: {e}")]) from None
    if isinstance(obj, dict):
        return [parse_call(obj)]
    if not isinstance(obj, list):
        raise CallError([("", "expected a call object or a list of them")])
    out = []
    for i, c in enumerate(obj):
        try:
            out.append(parse_call(c))
        except CallError as e:
            raise CallError([(f"[{i}].{f}" if f else f"[{i}]", m) for f, m in e.issues]) from None
    return out


# ---- validation against a schema ---------------------------------------------------------


def like_pattern_problem(pattern: str) -> str | None:
    """Why a LIKE pattern is unusable, or None. `%` and `*` match any run, `?` one character."""
    if not pattern:
        return "empty LIKE pattern"
    if not pattern.strip("%*? "):
        return f"LIKE pattern {pattern!r} has no literal text: it matches everything"
    return None


def _check_value(prop: Property, value: Any, where: str, issues: list) -> None:
    kind = prop.kind
    if kind == "date":
        try:
            parse_date(value)
        except ValueError as e:
            issues.append((where, str(e)))
    elif kind == "numeric":
        if (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or (isinstance(value, float) and not math.isfinite(value))
        ):
            issues.append((where, f"{value!r} is not a number ({prop.name} is {prop.type})"))
    elif kind == "boolean":
        if not isinstance(value, bool):
            issues.append((where, f"{value!r} is not true or false ({prop.name} is {prop.type})"))
    elif not isinstance(value, str):
        issues.append((where, f"{value!r} is not a string ({prop.name} is {prop.type})"))


def _check_leaf(coll: Collection, leaf: FilterLeaf, where: str, issues: list) -> None:
    prop = coll.prop(leaf.property_name)
    if prop is None:
        issues.append(
            (f"{where}.property_name", f"{coll.name} has no property {leaf.property_name!r}")
        )
        return
    if prop.is_array:
        allowed = ARRAY_OPS
    else:
        allowed = {
            "text": TEXT_OPS,
            "numeric": NUMERIC_OPS,
            "date": NUMERIC_OPS,
            "boolean": BOOLEAN_OPS,
        }[prop.kind]
    if leaf.operator not in allowed:
        issues.append(
            (
                f"{where}.operator",
                f"{leaf.operator} does not apply to {prop.name} ({prop.type}); use one of {', '.join(allowed)}",
            )
        )
        return
    if prop.is_array:
        if not leaf.values:
            issues.append(
                (f"{where}.values", f"{prop.name} is an array: give 'values', a non-empty list")
            )
            return
        for i, v in enumerate(leaf.values):
            _check_value(prop, v, f"{where}.values[{i}]", issues)
    else:
        if leaf.value is None:
            issues.append((f"{where}.value", "missing value"))
            return
        _check_value(prop, leaf.value, f"{where}.value", issues)
        if (
            leaf.operator == "LIKE"
            and isinstance(leaf.value, str)
            and (p := like_pattern_problem(leaf.value))
        ):
            issues.append((f"{where}.value", p))


def _check_tree(coll: Collection, tree: FilterTree, where: str, issues: list) -> None:
    for i, node in enumerate(tree.filters):
        w = f"{where}.filters[{i}]"
        if isinstance(node, FilterTree):
            _check_tree(coll, node, w, issues)
        else:
            _check_leaf(coll, node, w, issues)


def check_call(call: Call, env: Environment) -> list[tuple[str, str]]:
    """Every way the call does not fit the environment's schema, as (field, message) pairs."""
    issues: list[tuple[str, str]] = []
    coll = env.collection(call.collection_name)
    if coll is None:
        names = ", ".join(c.name for c in env.collections)
        return [
            (
                "collection_name",
                f"{env.id} has no collection {call.collection_name!r} (collections: {names})",
            )
        ]
    for list_name, (_, types) in FILTER_LISTS.items():
        for i, f in enumerate(getattr(call, list_name)):
            where = f"{list_name}[{i}]"
            prop = coll.prop(f.property_name)
            if prop is None:
                issues.append(
                    (f"{where}.property_name", f"{coll.name} has no property {f.property_name!r}")
                )
                continue
            if prop.type not in types:
                right = FILTER_LIST_OF_TYPE.get(prop.type)
                issues.append((where, f"{prop.name} is {prop.type}; filter it in {right}"))
                continue
            if hasattr(f, "values"):
                for j, v in enumerate(f.values):
                    _check_value(prop, v, f"{where}.values[{j}]", issues)
            else:
                _check_value(prop, f.value, f"{where}.value", issues)
                if f.operator == "LIKE" and (p := like_pattern_problem(f.value)):
                    issues.append((f"{where}.value", p))
    for list_name, (_, types) in AGGREGATION_LISTS.items():
        for i, a in enumerate(getattr(call, list_name)):
            where = f"{list_name}[{i}]"
            prop = coll.prop(a.property_name)
            if prop is None:
                issues.append(
                    (f"{where}.property_name", f"{coll.name} has no property {a.property_name!r}")
                )
                continue
            if prop.type not in types:
                right = AGGREGATION_LIST_OF_TYPE.get(prop.type)
                issues.append(
                    (
                        where,
                        f"{prop.name} is {prop.type}; aggregate it in {right}"
                        if right
                        else f"{prop.name} ({prop.type}) cannot be aggregated",
                    )
                )
                continue
            if getattr(a, "metric", None) == "TOP_OCCURRENCES" and a.top_occurrences_limit is None:
                pass  # Weaviate's default limit applies; the engine documents it
    if call.groupby_property is not None:
        prop = coll.prop(call.groupby_property)
        if prop is None:
            issues.append(
                ("groupby_property", f"{coll.name} has no property {call.groupby_property!r}")
            )
        elif prop.searchable:
            issues.append(
                ("groupby_property", f"{prop.name} is prose ({prop.type}) and cannot be grouped by")
            )
        elif not call.is_aggregation:
            issues.append(("groupby_property", "a group-by needs at least one aggregation"))
    if call.search_query is not None and not coll.search_properties:
        issues.append(("search_query", f"{coll.name} has no text to search"))
    if call.filter_tree is not None:
        _check_tree(coll, call.filter_tree, "filter_tree", issues)
    return issues


def validate_call(call: Any, env: Environment) -> Call:
    """Parse and check a call against the environment; CallError with every problem otherwise."""
    c = parse_call(call)
    issues = check_call(c, env)
    if issues:
        raise CallError(issues)
    return c


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


# ---- canonical form ----------------------------------------------------------------------


class CanonicalBool:
    """true/false that never equal 1/0 (Python's True == 1 would merge a boolean and a number)."""

    def __init__(self, value: bool):
        self.value = value

    def __repr__(self) -> str:
        return "true" if self.value else "false"

    def __lt__(self, other: Any) -> bool:
        return repr(self) < repr(other)


TRUE, FALSE = CanonicalBool(True), CanonicalBool(False)


def canonical_value(v: Any) -> Any:
    """Numbers compare by value (560 == 560.0), dates as dates, booleans as TRUE/FALSE (never 1/0)."""
    if isinstance(v, bool):
        return TRUE if v else FALSE
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str):
        try:
            if len(v) >= 10 and v[4] == "-" and v[7] == "-":
                return parse_date(v).isoformat()
        except (ValueError, IndexError):
            pass
        return v
    return v


def canonical_like(pattern: str) -> str:
    """`%` and `*` are the same wildcard; the canonical form uses `*`."""
    return pattern.replace("%", "*")


@dataclass(frozen=True, order=True)
class CanonicalFilter:
    property_name: str
    operator: str
    value: Any  # a canonical scalar, or a frozenset for array filters

    def __repr__(self) -> str:
        v = sorted(self.value, key=repr) if isinstance(self.value, frozenset) else self.value
        return f"{self.property_name} {self.operator} {v!r}"


def canonical_filter(property_name: str, operator: str, value: Any) -> CanonicalFilter:
    """The rules of filter equivalence, in one place:

    - LIKE: `%` and `*` are the same wildcard; a LIKE without any wildcard is `=`.
    - booleans: `!= x` is `= not x`.
    - arrays: values are a set; CONTAINS_ANY and CONTAINS_ALL of one value are the same.
    - numbers by value, dates as dates.
    """
    if isinstance(value, (list, tuple, set, frozenset)):
        vals = frozenset(canonical_value(x) for x in value)
        op = "CONTAINS_ANY" if len(vals) == 1 else operator
        return CanonicalFilter(property_name, op, vals)
    if operator == "LIKE" and isinstance(value, str):
        pat = canonical_like(value)
        if "*" not in pat and "?" not in pat:
            return CanonicalFilter(property_name, "=", pat)
        return CanonicalFilter(property_name, "LIKE", pat)
    if isinstance(value, bool) and operator == "!=":
        return CanonicalFilter(property_name, "=", canonical_value(not value))
    return CanonicalFilter(property_name, operator, canonical_value(value))


def canonical_tree(tree: FilterTree) -> tuple:
    """A filter tree as (combine, frozenset of children); a one-child node collapses to its child."""
    children = []
    for node in tree.filters:
        if isinstance(node, FilterTree):
            children.append(canonical_tree(node))
        else:
            v = node.values if node.values is not None else node.value
            children.append(canonical_filter(node.property_name, node.operator, v))
    if len(children) == 1:
        return children[0] if isinstance(children[0], tuple) else ("AND", frozenset(children))
    return (tree.combine, frozenset(children))


@dataclass(frozen=True)
class CanonicalCall:
    collection: str
    filters: frozenset  # of CanonicalFilter
    tree: tuple | None
    aggregations: frozenset  # of (property, metric, limit)
    groupby: str | None
    has_search: bool


def canonical_aggregation(a: AggregationItem) -> tuple:
    return (a.property_name, a.metric, a.limit if a.metric == "TOP_OCCURRENCES" else None)


def canonical(call: Call) -> CanonicalCall:
    """The form plan matching compares: filters and aggregations as sets, search as present or not."""
    filters = frozenset(
        canonical_filter(f.property_name, f.operator, f.value) for f in call.filters()
    )
    tree = canonical_tree(call.filter_tree) if call.filter_tree is not None else None
    if tree is not None and tree[0] == "AND":
        filters = filters | frozenset(x for x in tree[1] if isinstance(x, CanonicalFilter))
        rest = frozenset(x for x in tree[1] if not isinstance(x, CanonicalFilter))
        tree = None if not rest else ("AND", rest)
    return CanonicalCall(
        collection=call.collection_name,
        filters=filters,
        tree=tree,
        aggregations=frozenset(canonical_aggregation(a) for a in call.aggregations()),
        groupby=call.groupby_property,
        has_search=call.has_search,
    )


# ---- building calls ----------------------------------------------------------------------


def filter_entry(prop: Property, operator: str, value: Any) -> tuple[str, dict]:
    """The filter list and the entry for a filter on `prop`: how agents and generators build calls."""
    list_name = FILTER_LIST_OF_TYPE[prop.type]
    if prop.is_array:
        vals = value if isinstance(value, (list, tuple)) else [value]
        return list_name, {"property_name": prop.name, "operator": operator, "values": list(vals)}
    return list_name, {"property_name": prop.name, "operator": operator, "value": value}


def aggregation_entry(prop: Property, metric: str, limit: int | None = None) -> tuple[str, dict]:
    list_name = AGGREGATION_LIST_OF_TYPE[prop.type]
    entry: dict = {"property_name": prop.name, "metric": metric}
    if metric == "TOP_OCCURRENCES" and limit is not None:
        entry["top_occurrences_limit"] = limit
    return list_name, entry


def tool_schema() -> dict:
    """The JSON schema of the `query_database` tool's arguments, generated from Call."""
    schema = Call.model_json_schema()
    schema.pop("title", None)
    return schema
