"""Validation of a call against an environment's schema: every issue names its field."""

from __future__ import annotations

import math
from typing import Any

from gymkit.call.dates import parse_date
from gymkit.call.like import LikePattern
from gymkit.call.model import (
    AGGREGATION_LIST_OF_TYPE,
    AGGREGATION_LISTS,
    ARRAY_OPS,
    BOOLEAN_OPS,
    FILTER_LIST_OF_TYPE,
    FILTER_LISTS,
    NUMERIC_OPS,
    TEXT_OPS,
    Call,
    CallError,
    FilterLeaf,
    FilterTree,
    parse_call,
)
from gymkit.schema import Collection, Environment, Property

# ---- validation against a schema ---------------------------------------------------------


def like_pattern_problem(pattern: str) -> str | None:
    """Why a LIKE pattern is unusable, or None (`LikePattern.problem`)."""
    return LikePattern(pattern).problem()


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
        issues.append(
            (
                "search_query",
                f"{coll.name} has no text to search (no prose, no text property), so a search "
                "would always be empty; filter instead, or declare its free text as "
                "searchable_text (gymkit env import --role COLLECTION.PROPERTY=prose)",
            )
        )
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
