"""A call's filters as Weaviate `Filter` objects, plus the gym's own semantics for what Weaviate cannot say.

Each gym filter becomes `Filter.by_property(name).<method>(value)`; flat filters and the
filter tree's AND nodes combine with `Filter.all_of`, OR nodes with `Filter.any_of`.
Conversions, so that Weaviate selects exactly what DuckDB selects:

- LIKE: `LikePattern.to_weaviate` (`%` becomes `*`; `?`, one character, is the same in both;
  `_` is a literal in both: Weaviate has no `_` wildcard, so it needs no escaping).
- dates are sent as UTC-midnight datetimes (Weaviate stores `2025-11-16T00:00:00Z`).
- an int property compared with a non-integral number: `> 3.5` is `>= 4`, `< 3.5` is `<= 3`,
  `= 3.5` matches nothing (Weaviate rejects a fractional valueInt); array items likewise.
- `=` and LIKE on prose (`searchable_text`, `word` tokenization) mean "every word of the value"
  and "some lowercased word matches" in Weaviate, but whole-value, case-sensitive comparison in
  the gym. These filters (and any OR tree holding one) are *residual*: applied client-side to
  the objects the other filters select, with `leaf_matches`.
- a value with leading or trailing spaces on a `field` property is residual too (Weaviate trims).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from weaviate.classes.query import Filter

from gymkit.call import Call, FilterLeaf, FilterTree, LikePattern
from gymkit.engine.weaviate_schema import to_date, to_datetime
from gymkit.schema import Collection, Property


class _Nothing:
    """A filter no object satisfies (e.g. `yearsExperience = 3.5`)."""

    def __repr__(self) -> str:
        return "NOTHING"


NOTHING = _Nothing()

METHODS = {
    "=": "equal",
    "!=": "not_equal",
    "<": "less_than",
    ">": "greater_than",
    "<=": "less_or_equal",
    ">=": "greater_or_equal",
    "LIKE": "like",
    "CONTAINS_ANY": "contains_any",
    "CONTAINS_ALL": "contains_all",
}


@dataclass(frozen=True)
class Leaf:
    """One gym filter condition, bound to its schema property."""

    prop: Property
    operator: str
    value: Any  # a scalar, or a list for array properties


@dataclass
class Translation:
    """server: what Weaviate evaluates (None: no filter, NOTHING: empty). residual: nodes
    (Leaf or ("AND"|"OR", [nodes])) applied client-side and AND-ed with `server`."""

    server: Any = None
    residual: list[Any] = field(default_factory=list)

    @property
    def matches_nothing(self) -> bool:
        return self.server is NOTHING

    def residual_properties(self) -> set[str]:
        out: set[str] = set()

        def walk(node: Any) -> None:
            if isinstance(node, Leaf):
                out.add(node.prop.name)
            else:
                for child in node[1]:
                    walk(child)

        for n in self.residual:
            walk(n)
        return out


def all_of(parts: list[Any]) -> Any:
    """AND of filters; None parts are dropped, a NOTHING part makes the whole NOTHING."""
    parts = [p for p in parts if p is not None]
    if any(p is NOTHING for p in parts):
        return NOTHING
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Filter.all_of(parts)


def any_of(parts: list[Any]) -> Any:
    """OR of filters; NOTHING parts are dropped, all NOTHING is NOTHING, a None part is None."""
    if any(p is None for p in parts):
        return None
    parts = [p for p in parts if p is not NOTHING]
    if not parts:
        return NOTHING
    return parts[0] if len(parts) == 1 else Filter.any_of(parts)


def _int_bound(operator: str, v: float) -> tuple[str, Any]:
    """An int comparison with a fractional bound, as an equivalent integral one."""
    if operator in (">", ">="):
        return ">=", math.ceil(v)
    if operator in ("<", "<="):
        return "<=", math.floor(v)
    return operator, NOTHING  # = or != a fractional number


def _scalar(prop: Property, v: Any) -> Any:
    kind, stype = prop.kind, prop.scalar_type
    if kind == "date":
        return to_datetime(v)
    if stype == "int":
        return int(v) if float(v).is_integer() else NOTHING
    if stype == "number":
        return float(v)
    if kind == "boolean":
        return bool(v)
    return str(v)


def is_residual(leaf: Leaf) -> bool:
    """Whether Weaviate cannot evaluate this condition with the gym's meaning (see module doc)."""
    if leaf.prop.kind != "text" or leaf.prop.is_array or leaf.operator not in ("=", "LIKE"):
        return False
    if leaf.prop.searchable:
        return True
    return isinstance(leaf.value, str) and leaf.value != leaf.value.strip()


def leaf_filter(leaf: Leaf) -> Any:
    """The Weaviate filter of one (non-residual) condition, or NOTHING."""
    prop, op, value = leaf.prop, leaf.operator, leaf.value
    target = Filter.by_property(prop.name)
    if prop.is_array:
        items = [_scalar(prop, v) for v in value]
        if op == "CONTAINS_ALL" and any(i is NOTHING for i in items):
            return NOTHING
        items = [i for i in items if i is not NOTHING]
        if not items:
            return NOTHING
        # dedupe while keeping order (booleans and datetimes are hashable)
        items = list(dict.fromkeys(items))
        return getattr(target, METHODS[op])(items)
    if op == "LIKE":
        return target.like(LikePattern(str(value)).to_weaviate())
    if prop.scalar_type == "int" and not float(value).is_integer():
        op, bound = _int_bound(op, float(value))
        if bound is NOTHING:
            return NOTHING if leaf.operator == "=" else None
        return getattr(target, METHODS[op])(bound)
    return getattr(target, METHODS[op])(_scalar(prop, value))


def _leaf(coll: Collection, property_name: str, operator: str, value: Any) -> Leaf:
    prop = coll.prop(property_name)
    if prop is None:  # validate_call rejects this first; kept as a guard for direct use
        raise KeyError(f"{coll.name} has no property {property_name!r}")
    return Leaf(prop, operator, value)


def _tree_nodes(coll: Collection, tree: FilterTree) -> tuple[str, list[Any]]:
    nodes: list[Any] = []
    for node in tree.filters:
        if isinstance(node, FilterTree):
            nodes.append(_tree_nodes(coll, node))
        else:
            nodes.append(_tree_leaf(coll, node))
    return tree.combine, nodes


def _tree_leaf(coll: Collection, leaf: FilterLeaf) -> Leaf:
    value = leaf.values if leaf.values is not None else leaf.value
    return _leaf(coll, leaf.property_name, leaf.operator, value)


def _has_residual(node: Any) -> bool:
    if isinstance(node, Leaf):
        return is_residual(node)
    return any(_has_residual(c) for c in node[1])


def node_filter(node: Any) -> Any:
    """The Weaviate filter of a Leaf or an ("AND"|"OR", children) node without residual leaves."""
    if isinstance(node, Leaf):
        return leaf_filter(node)
    combine, children = node
    parts = [node_filter(c) for c in children]
    return all_of(parts) if combine == "AND" else any_of(parts)


def call_nodes(call: Call, coll: Collection) -> list[Any]:
    """Every condition of the call (flat filters, then the tree), all AND-ed together."""
    nodes: list[Any] = [_leaf(coll, f.property_name, f.operator, f.value) for f in call.filters()]
    if call.filter_tree is not None:
        combine, children = _tree_nodes(coll, call.filter_tree)
        if combine == "AND":
            nodes.extend(children)
        else:
            nodes.append((combine, children))
    return nodes


def translate(call: Call, coll: Collection) -> Translation:
    """The call's filters split into a Weaviate filter and the residual client-side conditions."""
    server, residual = [], []
    for node in call_nodes(call, coll):
        (residual if _has_residual(node) else server).append(node)
    return Translation(server=all_of([node_filter(n) for n in server]), residual=residual)


# ---- the gym's semantics, client-side ------------------------------------------------------


def _cmp_value(prop: Property, v: Any) -> Any:
    return to_date(v) if prop.kind == "date" else v


def leaf_matches(leaf: Leaf, stored: Any) -> bool:
    """Whether a stored value (gym form, lists for arrays) satisfies the condition."""
    prop, op, value = leaf.prop, leaf.operator, leaf.value
    if stored is None:
        return False
    if prop.is_array:
        have = {_cmp_value(prop, x) for x in stored}
        want = [_cmp_value(prop, x) for x in value]
        return (
            any(w in have for w in want) if op == "CONTAINS_ANY" else all(w in have for w in want)
        )
    if op == "LIKE":
        return LikePattern(str(value)).matches(str(stored))
    a, b = _cmp_value(prop, stored), _cmp_value(prop, value)
    return {
        "=": a == b,
        "!=": a != b,
        "<": a < b,
        ">": a > b,
        "<=": a <= b,
        ">=": a >= b,
    }[op]


def node_matches(node: Any, obj: dict) -> bool:
    """Whether an object (property name -> gym value) satisfies a Leaf or a combined node."""
    if isinstance(node, Leaf):
        return leaf_matches(node, obj.get(node.prop.name))
    combine, children = node
    results = (node_matches(c, obj) for c in children)
    return all(results) if combine == "AND" else any(results)
