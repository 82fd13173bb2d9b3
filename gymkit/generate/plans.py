"""Operator plans: sub-query shapes, their operator classes, and values drawn from the objects.

Why: the card's sets are selected from pools of sampled operator plans, and a plan's values
must exist in the data and give non-degenerate results. A `Shape` is a plan's structure; a
`SubQuery` is a shape with values, checked against the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from gymkit.call import Call, LikePattern, aggregation_entry, filter_entry
from gymkit.call.vocabulary import (
    AGGREGATION_CLASSES,
    CLASSES,
    FILTER_CLASSES,
    GROUP_BY,
    MULTI_QUERY,
    SEARCH,
    call_classes,
)
from gymkit.generate.blueprints import CollectionBlueprint, EnvBlueprint, PropBlueprint
from gymkit.generate.names import FIRST, PRE
from gymkit.generate.topics import topics_of
from gymkit.schema import Property

FILTER_CLASS = {  # property type -> its filter's operator class
    "filterable_text": "text filter",
    "int": "numeric filter",
    "number": "numeric filter",
    "date": "date filter",
    "boolean": "boolean filter",
    "text_array": "text_array filter",
    "int_array": "numeric_array filter",
    "number_array": "numeric_array filter",
    "boolean_array": "boolean_array filter",
    "date_array": "date_array filter",
}
AGG_CLASS = {  # property type -> its aggregation's operator class
    "int": "numeric aggregation",
    "number": "numeric aggregation",
    "int_array": "numeric aggregation",
    "number_array": "numeric aggregation",
    "filterable_text": "text aggregation",
    "text_array": "text aggregation",
    "boolean": "boolean aggregation",
    "boolean_array": "boolean aggregation",
    "date": "date aggregation",
    "date_array": "date aggregation",
}
assert set(FILTER_CLASS.values()) == set(FILTER_CLASSES)
assert set(AGG_CLASS.values()) == set(AGGREGATION_CLASSES)
METRICS = {
    "numeric aggregation": ("COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM"),
    "text aggregation": ("COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES"),
    "boolean aggregation": (
        "COUNT",
        "TOTAL_TRUE",
        "TOTAL_FALSE",
        "PERCENTAGE_TRUE",
        "PERCENTAGE_FALSE",
    ),
    "date aggregation": ("COUNT", "EARLIEST", "LATEST"),
}
MAX_GROUPS = 50


def prop_model(p: PropBlueprint) -> Property:
    return Property(
        name=p.name,
        type=p.type,
        description=p.description,
        is_identifier=p.role == "identifier",
        references=p.spec.ref or None,
    )  # type: ignore[arg-type]


def groupable(env: EnvBlueprint, coll: CollectionBlueprint) -> list[PropBlueprint]:
    """Scalar categories, booleans and small-range ints: groups that are not degenerate."""
    out = []
    for p in coll.properties:
        s = p.spec
        if (
            p.type == "filterable_text"
            and s.kind == "enum"
            or p.type == "boolean"
            or p.type == "int"
            and s.kind == "int"
            and int(s.hi) - int(s.lo) + 1 <= MAX_GROUPS
        ):
            out.append(p)
    return out


def filterable(coll: CollectionBlueprint) -> list[PropBlueprint]:
    return [p for p in coll.properties if p.role != "searchable"]


def aggregable(coll: CollectionBlueprint) -> list[PropBlueprint]:
    return [p for p in coll.properties if p.role not in ("searchable",) and p.type in AGG_CLASS]


@dataclass
class Shape:
    """A sub-query's structure: which collection, search or not, which filters and aggregations."""

    collection: CollectionBlueprint
    search: bool
    filters: list[PropBlueprint]
    aggregations: list[tuple[PropBlueprint, str]]
    groupby: PropBlueprint | None = None

    def classes(self) -> set[str]:
        out = {FILTER_CLASS[p.type] for p in self.filters}
        out |= {AGG_CLASS[p.type] for p, _ in self.aggregations}
        if self.search:
            out.add(SEARCH)
        if self.groupby is not None:
            out.add(GROUP_BY)
        return out


@dataclass
class Search:
    """A sub-query's search: the property, the topic (index, title = the search words, and the
    vocabulary its documents use) and the labeled sets."""

    prop: PropBlueprint
    topic: int
    title: str
    phrases: list[str]
    description: str
    candidate_ids: Sequence[str] | pa.Array = field(default_factory=list)  # Arrow when generated
    relevant_ids: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The topic as search_grounds names it: "Ferry and harbor access"."""
        return self.title[:1].upper() + self.title[1:]


@dataclass
class Filter:
    prop: PropBlueprint
    operator: str
    value: Any  # a scalar, or a list for array properties


@dataclass
class Aggregation:
    prop: PropBlueprint
    metric: str
    limit: int | None = None


@dataclass
class SubQuery:
    collection: CollectionBlueprint
    search: Search | None
    filters: list[Filter]
    aggregations: list[Aggregation]
    groupby: PropBlueprint | None = None
    result: Any = None  # the reference result

    def classes(self) -> list[str]:
        """The sub-query's operator classes in plan order (from its call: one source of truth)."""
        return call_classes(self.call())

    def call(self) -> Call:
        d: dict[str, Any] = {"collection_name": self.collection.name}
        if self.search is not None:
            d["search_query"] = self.search.title
        for f in self.filters:
            name, entry = filter_entry(prop_model(f.prop), f.operator, f.value)
            d.setdefault(name, []).append(entry)
        for a in self.aggregations:
            name, entry = aggregation_entry(prop_model(a.prop), a.metric, a.limit)
            d.setdefault(name, []).append(entry)
        if self.groupby is not None:
            d["groupby_property"] = self.groupby.name
        return Call.model_validate(d)


# ---- shapes ------------------------------------------------------------------------------


def supported_classes(env: EnvBlueprint, with_aggregations: bool = True) -> list[str]:
    """The operator classes an environment's schema allows (Public Transit has no group-by)."""
    got: set[str] = {MULTI_QUERY} if with_aggregations else set()
    for c in env.collections:
        if any(p.role == "searchable" for p in c.properties):
            got.add(SEARCH)
        got |= {FILTER_CLASS[p.type] for p in filterable(c)}
        if with_aggregations:
            got |= {AGG_CLASS[p.type] for p in aggregable(c)}
            if groupable(env, c):
                got.add(GROUP_BY)
    return [c for c in CLASSES if c in got]


def sample_shape(
    rng: np.random.Generator,
    env: EnvBlueprint,
    force: str | None = None,
    kind: str = "ask",
) -> Shape:
    """One sub-query shape; `force` an operator class it must hold; kind ask or a retrieval shape."""
    need = SEARCH if kind in ("search_only", "search_and_filters") else force
    colls = [
        c for c in env.collections if need is None or need == MULTI_QUERY or _supports(env, c, need)
    ]
    coll = colls[rng.integers(len(colls))]
    searchable = any(p.role == "searchable" for p in coll.properties)
    if kind == "ask":
        search = searchable and (force == SEARCH or rng.random() < 0.4)
        n_filters = int(rng.choice([0, 1, 1, 1, 1, 2, 2, 3]))
    else:
        search = kind != "filter_only"
        n_filters = 0 if kind == "search_only" else int(rng.choice([1, 1, 2, 2, 3]))
    props = filterable(coll)
    chosen: list[PropBlueprint] = []
    if force in FILTER_CLASSES:
        chosen.append(_pick(rng, [p for p in props if FILTER_CLASS[p.type] == force]))
    while len(chosen) < n_filters:
        p = _pick(rng, props)
        if p not in chosen:
            chosen.append(p)
    aggs: list[tuple[PropBlueprint, str]] = []
    groupby = None
    wants_agg = kind == "ask" and (
        force in METRICS
        or force == GROUP_BY
        or (force is None or force == MULTI_QUERY)
        and rng.random() < 0.45
    )
    if wants_agg:
        if force in METRICS:
            p = _pick(rng, [p for p in aggregable(coll) if AGG_CLASS[p.type] == force])
            aggs.append((p, _metric(rng, p)))
        groups = groupable(env, coll)
        if groups and (force == GROUP_BY or (force is None and rng.random() < 0.3)):
            groupby = _pick(rng, groups)
        want = 1 if rng.random() < 0.8 else 2
        while len(aggs) < want:
            p = _pick(rng, [q for q in aggregable(coll) if q is not groupby])
            if all(p is not q for q, _ in aggs):
                aggs.append((p, _metric(rng, p)))
        aggregated = {p.name for p, _ in aggs} | ({groupby.name} if groupby is not None else set())
        kept = [p for p in chosen if p.name not in aggregated]
        chosen = kept if kept or force not in FILTER_CLASSES else chosen
    if kind == "ask" and not search and not chosen and not aggs:
        chosen.append(_pick(rng, props))
    return Shape(coll, search, chosen, aggs, groupby)


def _supports(env: EnvBlueprint, coll: CollectionBlueprint, cls: str) -> bool:
    if cls == SEARCH:
        return any(p.role == "searchable" for p in coll.properties)
    if cls == GROUP_BY:
        return bool(groupable(env, coll))
    if cls in FILTER_CLASSES:
        return any(FILTER_CLASS[p.type] == cls for p in filterable(coll))
    return any(AGG_CLASS[p.type] == cls for p in aggregable(coll))


def _pick(rng: np.random.Generator, items: list) -> Any:
    return items[int(rng.integers(len(items)))]


def _metric(rng: np.random.Generator, p: PropBlueprint) -> str:
    cls = AGG_CLASS[p.type]
    metrics = METRICS[cls]
    if p.role == "identifier":
        return "COUNT"
    if p.type == "filterable_text" and p.spec.kind == "enum" or p.type == "text_array":
        metrics = ("COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES", "TOP_OCCURRENCES")
    return str(metrics[int(rng.integers(len(metrics)))])


# ---- values ------------------------------------------------------------------------------


def like_prefix(name: str) -> str:
    """The leading word-part of an invented name, as a LIKE pattern: Morrowfen Link -> Morrow%."""
    lead = "The " if name.startswith("The ") else ""
    head = name[len(lead) :].split()[0]
    for p in sorted(PRE, key=len, reverse=True):
        if head.startswith(p) and len(head) > len(p):
            return LikePattern.prefix(lead + p).text
    if head in FIRST:
        return LikePattern.prefix(head).text
    return LikePattern.prefix(name[: max(4, len(name) - 2)]).text


def nice_number(p: PropBlueprint, v: float) -> int | float:
    """A threshold a person would write: 2,000 boardings, $250, 1.5 kg."""
    s = p.spec
    span = float(s.hi) - float(s.lo)  # type: ignore[arg-type]
    if span > 5000:
        step = 10 ** max(0, int(np.floor(np.log10(max(abs(v), 1)))) - 1)
        return int(round(v / step) * step)
    if span > 500:
        return int(round(v / 50) * 50)
    if span > 50:
        return int(round(v / 5) * 5) if p.type == "int" or s.decimals else int(round(v))
    if p.type == "int":
        return int(round(v))
    return round(float(v), 1)


def as_json_number(v: Any) -> Any:
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


class ValueSource:
    """Values of one collection to draw filter values from, kept as Arrow (compact at 1M rows)."""

    def __init__(self, table: Any):
        self.table = table
        self._sorted: dict[str, Any] = {}

    def __len__(self) -> int:
        return self.table.num_rows

    def at(self, prop: str, row: int) -> Any:
        """The value of `prop` in one row."""
        return self.table.column(prop)[row].as_py()

    def draw(self, prop: str, rng: np.random.Generator) -> Any:
        """A value of `prop` from a random row that has one: a user's data may leave cells
        empty (a vehicle length for a foot passenger), and an empty cell is no filter value.
        A column without empty cells draws exactly as `at(prop, rng.integers(len(self)))`."""
        column = self.table.column(prop)
        if column.null_count == 0:
            return self.at(prop, int(rng.integers(len(self))))
        valid = pc.indices_nonzero(pc.is_valid(column))
        if len(valid) == 0:
            raise ValueError(f"{prop} holds no value")
        return self.at(prop, valid[int(rng.integers(len(valid)))].as_py())

    def quantile(self, prop: str, q: float) -> Any:
        """The value at fraction q (0..1) of the property's sorted values (empty cells, sorted
        last, are not among them)."""
        if prop not in self._sorted:
            self._sorted[prop] = pc.sort_indices(self.table.column(prop))
        order = self._sorted[prop]
        filled = len(order) - self.table.column(prop).null_count
        if filled <= 0:
            raise ValueError(f"{prop} holds no value")
        return self.at(prop, order[int(q * (filled - 1))].as_py())


def draw_filter(rng: np.random.Generator, p: PropBlueprint, src: ValueSource) -> Filter:
    """One filter on `p` with a value that exists (or a sensible range)."""
    t, s = p.type, p.spec
    if t == "filterable_text":
        v = src.draw(p.name, rng)
        if p.role == "identifier" and rng.random() < 0.35:
            return Filter(
                p,
                "LIKE",
                like_prefix(v) if s.kind == "name" else LikePattern.prefix(v[:-2] or v).text,
            )
        return Filter(p, "=", v)
    if t in ("int", "number", "date"):
        op = str(
            rng.choice(
                ["=", "<", ">", "<=", ">=", ">", "<"]
                if t != "date"
                else ["=", "<", ">", "<=", ">=", ">", "<"]
            )
        )
        if op == "=" or (t == "int" and int(s.hi) - int(s.lo) < 30 and rng.random() < 0.3):  # type: ignore[arg-type]
            v = src.draw(p.name, rng)
            return Filter(p, "=", as_json_number(v))
        q = rng.uniform(0.05, 0.45) if op in ("<", "<=") else rng.uniform(0.55, 0.95)
        v = src.quantile(p.name, q)
        if t == "date":
            if rng.random() < 0.5:
                v = v[:8] + "01"
            return Filter(p, op, v)
        return Filter(p, op, as_json_number(nice_number(p, v)))
    if t == "boolean":
        v = bool(rng.random() < 0.5)
        return Filter(p, "!=" if rng.random() < 0.2 else "=", v)
    if t == "boolean_array":
        if rng.random() < 0.25:
            return Filter(p, "CONTAINS_ALL", [True, False])
        return Filter(
            p, str(rng.choice(["CONTAINS_ANY", "CONTAINS_ALL"])), [bool(rng.random() < 0.5)]
        )
    pool = list(s.values)
    k = 1 if rng.random() < 0.55 else 2
    picked = [pool[i] for i in sorted(rng.choice(len(pool), k, replace=False))]
    op = "CONTAINS_ANY" if k == 1 or rng.random() < 0.6 else "CONTAINS_ALL"
    return Filter(p, op, [as_json_number(x) for x in picked])


def make_search(rng: np.random.Generator, coll: CollectionBlueprint) -> Search:
    props = [p for p in coll.properties if p.role == "searchable"]
    p = _pick(rng, props)
    topics = topics_of(f"{coll.name}.{p.name}")
    i = int(rng.integers(len(topics)))
    t = topics[i]
    return Search(p, i, t.title, list(t.lexicon), t.description)
