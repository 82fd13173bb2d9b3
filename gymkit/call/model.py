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

import json
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

from gymkit.call.dates import _date_str
from gymkit.errors import GymError

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


def input_issues(obj: dict) -> list[tuple[str, str]]:
    """What no call may hold, found before the model sees it: text that cannot be stored (a NUL
    character, a lone surrogate) and nesting beyond gymkit.limits (JSON depth, filter_tree depth).
    """
    from gymkit.limits import (
        MAX_FILTER_TREE_DEPTH,
        MAX_JSON_DEPTH,
        MAX_NUMBER_DIGITS,
        text_problem,
    )

    trees: list[tuple[Any, int]] = [(obj.get("filter_tree"), 1)]
    while trees:
        node, level = trees.pop()
        if isinstance(node, dict) and isinstance(node.get("filters"), list):
            if level > MAX_FILTER_TREE_DEPTH:
                return [("filter_tree", f"nests more than {MAX_FILTER_TREE_DEPTH} trees deep")]
            trees.extend((child, level + 1) for child in node["filters"])
    issues: list[tuple[str, str]] = []
    stack: list[tuple[Any, str, int]] = [(obj, "", 1)]
    while stack and len(issues) < 10:
        o, where, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            issues.append((where, f"nested more than {MAX_JSON_DEPTH} levels deep"))
        elif isinstance(o, str):
            if problem := text_problem(o):
                issues.append((where, problem))
        elif isinstance(o, int) and not -(10**MAX_NUMBER_DIGITS) < o < 10**MAX_NUMBER_DIGITS:
            issues.append((where, f"a number of more than {MAX_NUMBER_DIGITS} digits"))
        elif isinstance(o, dict):
            for k, v in o.items():
                if isinstance(k, str) and (problem := text_problem(k)):
                    issues.append((where, f"a key {problem}"))
                else:
                    stack.append((v, f"{where}.{k}" if where else str(k), depth + 1))
        elif isinstance(o, list):
            stack.extend((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(o))
    return sorted(issues)


def parse_call(obj: Any) -> Call:
    """A Call from a dict or a JSON string; CallError naming each bad field otherwise."""
    if isinstance(obj, Call):
        return obj
    if isinstance(obj, (str, bytes)):
        try:
            obj = json.loads(obj)
        except (ValueError, RecursionError) as e:
            raise CallError([("", f"not valid JSON: {e}")]) from None
    if not isinstance(obj, dict):
        raise CallError([("", f"a call must be a JSON object, got {type(obj).__name__}")])
    if issues := input_issues(obj):
        raise CallError(issues)
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
