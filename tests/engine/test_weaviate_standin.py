"""The engine's orchestration (paging, residual filters, server and client metrics, group-by)
end to end, on an in-memory stand-in for one Weaviate collection, against the DuckDB engine.

No Weaviate server runs here, so the stand-in evaluates the client's own request objects
(`_FilterValue` trees, `_Metrics*`, `GroupByAggregate`) with Weaviate's documented conventions
and returns the client's own answer types: percentages 0..1, dates as datetimes (objects) and
RFC 3339 strings (aggregations), its own order among equal top occurrences, a MEDIAN and MODE
that are not the gym's, whole lists as group values. It also enforces Weaviate's rules that
matter here: no cursor together with a filter, and no `=` / LIKE sent for prose (`word`
tokenization), which the engine must keep client-side. The real-server check is
test_weaviate_integration.py.
"""

from __future__ import annotations

import datetime as dt
import fnmatch
import math
import uuid
from collections import Counter
from typing import Any

import duckdb
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from weaviate.collections.classes.aggregate import (
    AggregateBoolean,
    AggregateDate,
    AggregateGroup,
    AggregateGroupByReturn,
    AggregateInteger,
    AggregateNumber,
    AggregateReturn,
    AggregateText,
    GroupedBy,
    TopOccurrence,
    _MetricsBoolean,
    _MetricsDate,
    _MetricsInteger,
    _MetricsNumber,
    _MetricsText,
)
from weaviate.collections.classes.filters import _FilterAnd, _FilterOr, _FilterValue, _Operator

import gymkit.engine.weaviate as wv
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.weaviate import WeaviateEngine
from gymkit.engine.weaviate_schema import to_datetime
from gymkit.schema import Collection
from tests.engine.helpers import ORDER_ROWS, SHOP, make_tables

ORDERS = SHOP.collections[0]
COLUMNS = [p.name for p in ORDERS.properties]
# the handmade rows with real UUIDs (Weaviate object ids must be UUIDs)
ROWS = [(str(uuid.uuid5(uuid.NAMESPACE_URL, r[0])), *r[1:]) for r in ORDER_ROWS]
UTC = dt.timezone.utc


def _weaviate_form(value: Any) -> Any:
    if isinstance(value, list):
        return [_weaviate_form(v) for v in value]
    if isinstance(value, dt.date):
        return to_datetime(value)
    return value


OBJECTS = {r[0]: {k: _weaviate_form(v) for k, v in zip(COLUMNS, r[1:])} for r in ROWS}


class _Page:
    def __init__(self, objects: list) -> None:
        self.objects = objects


class _Obj:
    def __init__(self, uid: str, properties: dict, score: float = 0.0) -> None:
        self.uuid = uuid.UUID(uid)
        self.properties = properties
        self.metadata = type("M", (), {"score": score})()


def _matches(coll: Collection, f: Any, uid: str, obj: dict) -> bool:
    if isinstance(f, _FilterAnd):
        return all(_matches(coll, x, uid, obj) for x in f.filters)
    if isinstance(f, _FilterOr):
        return any(_matches(coll, x, uid, obj) for x in f.filters)
    assert isinstance(f, _FilterValue)
    if f.target == "_id":
        assert f.operator == _Operator.CONTAINS_ANY
        return uid in {str(v) for v in f.value}
    prop = coll.prop(f.target)
    assert prop is not None, f.target
    if prop.searchable:
        raise AssertionError(f"{f.operator} on prose property {prop.name} sent to Weaviate")
    stored, value, op = obj[prop.name], f.value, f.operator
    if prop.is_array:
        have = set(stored)
        assert op in (_Operator.CONTAINS_ANY, _Operator.CONTAINS_ALL)
        if prop.scalar_type == "int":
            assert all(isinstance(v, int) for v in value)
        return (
            any(v in have for v in value)
            if op == _Operator.CONTAINS_ANY
            else all(v in have for v in value)
        )
    if prop.scalar_type == "int":
        assert isinstance(value, int) and not isinstance(value, bool), value  # valueInt
    if op == _Operator.LIKE:
        return fnmatch.fnmatchcase(stored.strip(), value)  # field tokenization: the whole value
    if prop.kind == "text":
        stored = stored.strip()
    return {
        _Operator.EQUAL: stored == value,
        _Operator.NOT_EQUAL: stored != value,
        _Operator.LESS_THAN: stored < value,
        _Operator.GREATER_THAN: stored > value,
        _Operator.LESS_THAN_EQUAL: stored <= value,
        _Operator.GREATER_THAN_EQUAL: stored >= value,
    }[op]


def _aggregate_property(m: Any, values: list) -> Any:
    n = len(values)
    if isinstance(m, (_MetricsInteger, _MetricsNumber)):
        cls = AggregateInteger if isinstance(m, _MetricsInteger) else AggregateNumber
        return cls(
            count=n if m.count else None,
            maximum=(max(values) if values else None) if m.maximum else None,
            mean=(sum(values) / n if values else None) if m.mean else None,
            median=12345.0,  # not the gym's: must not be used
            minimum=(min(values) if values else None) if m.minimum else None,
            mode=12345,
            sum_=(sum(values) if values else 0) if m.sum_ else None,
        )
    if isinstance(m, _MetricsText):
        counts = Counter(values)
        ordered = sorted(counts.items(), key=lambda kv: (-kv[1], [-ord(c) for c in kv[0]]))
        tops = [TopOccurrence(count=c, value=v) for v, c in ordered][: m.limit or 5]
        return AggregateText(
            count=n if m.count else None, top_occurrences=tops if m.top_occurrences_count else []
        )
    if isinstance(m, _MetricsBoolean):
        t = sum(1 for v in values if v)
        return AggregateBoolean(
            count=n if m.count else None,
            percentage_false=((n - t) / n if n else 0.0) if m.percentage_false else None,
            percentage_true=(t / n if n else 0.0) if m.percentage_true else None,
            total_false=n - t if m.total_false else None,
            total_true=t if m.total_true else None,
        )
    assert isinstance(m, _MetricsDate)
    iso = sorted(v.strftime("%Y-%m-%dT%H:%M:%SZ") for v in values)
    return AggregateDate(
        count=n if m.count else None,
        maximum=(iso[-1] if iso else None) if m.maximum else None,
        median="1999-01-01T00:00:00Z",
        minimum=(iso[0] if iso else None) if m.minimum else None,
        mode="1999-01-01T00:00:00Z",
    )


class _Query:
    def __init__(self, owner: _Collection) -> None:
        self.owner = owner

    def _select(self, filters: Any) -> list[str]:
        objects, coll = self.owner.objects, self.owner.schema
        return [
            u for u in sorted(objects) if filters is None or _matches(coll, filters, u, objects[u])
        ]

    def fetch_objects(
        self,
        *,
        limit: int,
        offset: int = 0,
        after: Any = None,
        filters: Any = None,
        return_properties: list,
    ) -> _Page:
        assert not (after is not None and filters is not None), (
            "Weaviate refuses a cursor with a filter"
        )
        self.owner.log.append(("fetch_objects", after, offset, filters is not None))
        ids = self._select(filters)
        if after is not None:
            ids = [u for u in ids if u > str(after)]
        ids = ids[offset : offset + limit] if after is None else ids[:limit]
        objects = self.owner.objects
        return _Page([_Obj(u, {p: objects[u][p] for p in return_properties}) for u in ids])

    def bm25(
        self,
        query: str,
        *,
        query_properties: list,
        limit: int,
        auto_limit: Any,
        filters: Any,
        return_metadata: Any,
        return_properties: list,
    ) -> _Page:
        self.owner.log.append(("bm25", query))
        words = query.lower().split()
        scored = []
        for u in self._select(filters):
            text = " ".join(self.owner.objects[u][p] for p in query_properties).lower()
            score = float(sum(text.count(w) for w in words))
            if score > 0:
                scored.append((-score, u))
        return _Page([_Obj(u, {}, -s) for s, u in sorted(scored)[:limit]])


class _Aggregate:
    def __init__(self, owner: _Collection) -> None:
        self.owner = owner

    def over_all(
        self,
        *,
        filters: Any = None,
        return_metrics: Any = None,
        group_by: Any = None,
        total_count: bool = True,
    ) -> Any:
        self.owner.log.append(("over_all", group_by is not None))
        ids = self.owner.query._select(filters)
        objects, coll = self.owner.objects, self.owner.schema

        def props(members: list[str]) -> dict:
            out = {}
            for m in return_metrics or []:
                prop = coll.prop(m.property_name)
                vals = []
                for u in members:
                    v = objects[u][m.property_name]
                    vals.extend(v if prop.is_array else [v])
                out[m.property_name] = _aggregate_property(m, vals)
            return out

        if group_by is None:
            return AggregateReturn(properties=props(ids), total_count=len(ids))
        gprop = coll.prop(group_by.prop)
        assert not gprop.is_array, "the engine must not let Weaviate group an array property"
        groups: dict = {}
        for u in ids:
            groups.setdefault(objects[u][group_by.prop], []).append(u)
        out = []
        for value, members in groups.items():
            shown = (
                value.strftime("%Y-%m-%dT%H:%M:%SZ") if isinstance(value, dt.datetime) else value
            )
            out.append(
                AggregateGroup(
                    grouped_by=GroupedBy(prop=group_by.prop, value=shown),
                    properties=props(members),
                    total_count=len(members),
                )
            )
        return AggregateGroupByReturn(groups=out[: group_by.limit])


class _Collection:
    """One Weaviate collection: its gym schema and its objects in Weaviate's form."""

    def __init__(self, name: str, schema: Collection, objects: dict[str, dict]) -> None:
        self.name, self.schema, self.objects = name, schema, objects
        self.log: list = []
        self.query = _Query(self)
        self.aggregate = _Aggregate(self)


class _Client:
    def __init__(self, handles: list[_Collection] | None = None) -> None:
        handles = handles or [_Collection("Gym_tiny_shop_Orders", ORDERS, OBJECTS)]
        self.by_name = {h.name: h for h in handles}
        self.handle = handles[0]
        self.collections = self

    def use(self, name: str) -> _Collection:
        return self.by_name[name]


@pytest.fixture(scope="module")
def duck() -> DuckDBEngine:
    con = duckdb.connect()
    make_tables(con, SHOP, {"Orders": ROWS})
    return DuckDBEngine(con, {SHOP.id: SHOP})


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


TEXT = ["ORD-002", "ORD%", "%kayak%", "%red%", "sports", "books", "%o%", "ORD_00?", "shoes"]
leaves = st.one_of(
    st.tuples(
        st.sampled_from(["orderCode", "notes", "category", "summary"]),
        st.sampled_from(["=", "LIKE"]),
        st.sampled_from(TEXT),
    ),
    st.tuples(
        st.just("quantity"),
        st.sampled_from(["=", "<", ">", "<=", ">="]),
        st.sampled_from([1, 2, 2.5, 3, 5]),
    ),
    st.tuples(
        st.just("price"), st.sampled_from(["<", ">=", "="]), st.sampled_from([12, 60.0, 80.25, 100])
    ),
    st.tuples(st.just("paid"), st.sampled_from(["=", "!="]), st.booleans()),
    st.tuples(
        st.just("orderDate"),
        st.sampled_from(["<", ">", "=", ">="]),
        st.sampled_from(["2025-02-10", "2025-01-01"]),
    ),
    st.tuples(
        st.just("tags"),
        st.sampled_from(["CONTAINS_ANY", "CONTAINS_ALL"]),
        st.lists(st.sampled_from(["red", "blue", "green", "paper"]), min_size=1, max_size=3),
    ),
    st.tuples(
        st.just("sizes"),
        st.sampled_from(["CONTAINS_ANY", "CONTAINS_ALL"]),
        st.lists(st.sampled_from([1, 2, 2.5, 3, 9]), min_size=1, max_size=3),
    ),
    st.tuples(
        st.just("flags"),
        st.sampled_from(["CONTAINS_ANY", "CONTAINS_ALL"]),
        st.lists(st.booleans(), min_size=1, max_size=2),
    ),
    st.tuples(
        st.just("shipDates"),
        st.sampled_from(["CONTAINS_ANY"]),
        st.lists(st.sampled_from(["2025-02-12", "2025-01-01"]), min_size=1, max_size=2),
    ),
)
LIST_OF_KIND = {
    "text": "text_property_aggregations",
    "numeric": "numeric_property_aggregations",
    "boolean": "boolean_property_aggregations",
    "date": "date_property_aggregations",
}
METRICS = {
    "numeric": ["COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM"],
    "text": ["COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES"],
    "boolean": ["COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE"],
    "date": ["COUNT", "EARLIEST", "LATEST"],
}
AGGREGATIONS = [
    (p.name, m)
    for p in ORDERS.properties
    for m in METRICS[p.kind]
    if not (p.searchable and m != "COUNT")
]
GROUPABLE = ["category", "paid", "quantity", "orderDate", "tags", "sizes", "flags", "price"]


def _call(
    filters: list[tuple], combine: str, aggs: list[tuple], groupby: str | None, limit: int | None
) -> dict:
    call: dict = {"collection_name": "Orders"}
    if filters:
        tree = []
        for name, op, value in filters:
            tree.append(
                {
                    "property_name": name,
                    "operator": op,
                    ("values" if isinstance(value, list) else "value"): value,
                }
            )
        call["filter_tree"] = {"combine": combine, "filters": tree}
    for name, metric in aggs:
        entry = {"property_name": name, "metric": metric}
        if metric == "TOP_OCCURRENCES" and limit:
            entry["top_occurrences_limit"] = limit
        call.setdefault(LIST_OF_KIND[ORDERS.prop(name).kind], []).append(entry)
    if groupby and aggs:
        call["groupby_property"] = groupby
    return call


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    filters=st.lists(leaves, max_size=3),
    combine=st.sampled_from(["AND", "OR"]),
    aggs=st.lists(st.sampled_from(AGGREGATIONS), max_size=4, unique=True),
    groupby=st.one_of(st.none(), st.sampled_from(GROUPABLE)),
    limit=st.one_of(st.none(), st.integers(1, 3)),
    page=st.sampled_from([1, 2, 1000]),
)
def test_engine_agrees_with_duckdb(
    duck, monkeypatch, filters, combine, aggs, groupby, limit, page
) -> None:
    monkeypatch.setattr(wv, "PAGE", page)  # small pages exercise the cursor and offset paging
    call = _call(filters, combine, aggs, groupby, limit)
    want = duck.execute(SHOP.id, call)
    client = _Client()
    got = WeaviateEngine(environments={SHOP.id: SHOP}, client=client).execute(SHOP.id, call)
    assert got.kind == want.kind
    assert _same(got.value, want.value), (call, got.value, want.value)
    assert _same(got.ties, want.ties), (call, got.ties, want.ties)


def test_paging_uses_the_cursor_without_filters_and_offsets_with_them(duck, monkeypatch) -> None:
    monkeypatch.setattr(wv, "PAGE", 3)
    client = _Client()
    engine = WeaviateEngine(environments={SHOP.id: SHOP}, client=client)
    assert engine.execute(SHOP.id, {"collection_name": "Orders"}).value == sorted(OBJECTS)
    assert [e[0] for e in client.handle.log] == ["fetch_objects"] * 3  # 3 + 3 + 1 objects
    assert client.handle.log[0][1] is None and client.handle.log[1][1] is not None  # after=
    client.handle.log.clear()
    call = {
        "collection_name": "Orders",
        "numeric_property_filters": [{"property_name": "price", "operator": ">", "value": 1}],
    }
    assert engine.execute(SHOP.id, call).value == duck.execute(SHOP.id, call).value
    assert [(e[2], e[3]) for e in client.handle.log] == [(0, True), (3, True), (6, True)]


def test_search_then_aggregate_runs_over_what_the_search_returned(duck) -> None:
    client = _Client()
    engine = WeaviateEngine(environments={SHOP.id: SHOP}, client=client, search_limit=2)
    call = {
        "collection_name": "Orders",
        "search_query": "kayak paddle",
        "text_property_filters": [
            {"property_name": "notes", "operator": "LIKE", "value": "%river%"}
        ],
    }
    found = engine.execute(SHOP.id, call)
    assert found.kind == "retrieval" and [u for u, _ in found.ranked] and len(found.value) <= 2
    assert all("river" in OBJECTS[u]["notes"] for u in found.value)  # the residual prose LIKE held
    counted = engine.execute(
        SHOP.id,
        {**call, "numeric_property_aggregations": [{"property_name": "quantity", "metric": "SUM"}]},
    )
    assert counted.value == {"SUM(quantity)": sum(OBJECTS[u]["quantity"] for u in found.value)}
    assert [e[0] for e in client.handle.log] == [
        "fetch_objects",
        "bm25",
        "fetch_objects",
        "bm25",
        "over_all",
    ]


@pytest.mark.slow
def test_every_ground_truth_of_a_generated_gym_agrees_with_duckdb(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """What the integration test checks on a real server, here on the stand-in: every
    non-search ground truth of every environment (ask_mode and search_mode)."""
    from gymkit.engine.weaviate_populate import read_rows
    from gymkit.engine.weaviate_schema import collection_name
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    root = tmp_path_factory.mktemp("standin_gym")
    prepare(source="generate", objects=100, workspace=root, progress=False)
    gym = open_gym(root)
    handles = []
    for env in gym.environments.values():
        for coll in env.collections:
            objects = {
                r["uuid"]: {p.name: _weaviate_form(r[p.name]) for p in coll.properties}
                for r in read_rows(gym.con, env, coll)
            }
            handles.append(_Collection(collection_name("Gym", env.id, coll.name), coll, objects))
    engine = WeaviateEngine(gym, client=_Client(handles))
    differences, kinds = [], Counter()
    for env_id in gym.environments:
        for set_name in ("ask_mode", "search_mode"):
            for row in gym.queries(set_name, env_id):
                for i, call in enumerate(row["ground_truth"]):
                    if call.get("search_query"):
                        continue
                    want, got = gym.execute(env_id, call), engine.execute(env_id, call)
                    kinds[want.kind] += 1
                    if not (_same(got.value, want.value) and _same(got.ties, want.ties)):
                        differences.append((row["query_id"], i, got.value, want.value))
    gym.close()
    assert set(kinds) == {"retrieval", "aggregation", "groupby"}, kinds
    assert differences == []
