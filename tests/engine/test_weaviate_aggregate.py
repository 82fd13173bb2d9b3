"""Gym aggregations -> Weaviate Metrics objects, and Weaviate's answers -> gym results.

Weaviate's answers are the client's own dataclasses (AggregateReturn, AggregateGroupByReturn,
AggregateInteger, ...) built by hand in Weaviate's conventions (percentages 0..1, dates as
RFC 3339 strings); the converted results must equal what the DuckDB engine (the gym's judge)
returns on the same handmade Orders collection.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
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

from gymkit.call import AggregationItem, group_key, parse_call
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.weaviate import _merge, _single_result, groupby_result
from gymkit.engine.weaviate_aggregate import (
    TIE_MARGIN,
    build_metrics,
    client_value,
    flatten,
    is_server_metric,
    server_value,
)
from tests.engine.helpers import ORDER_ROWS, SHOP, shop_connection

ORDERS = SHOP.collections[0]
COLUMNS = [p.name for p in ORDERS.properties]
OBJECTS = {row[0]: dict(zip(COLUMNS, row[1:])) for row in ORDER_ROWS}
ENGINE = DuckDBEngine(shop_connection(), {SHOP.id: SHOP})

LISTS = {
    "numeric": "numeric_property_aggregations",
    "text": "text_property_aggregations",
    "boolean": "boolean_property_aggregations",
    "date": "date_property_aggregations",
}
METRICS = {
    "numeric": ["COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM"],
    "text": ["COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES"],
    "boolean": ["COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE"],
    "date": ["COUNT", "EARLIEST", "LATEST"],
}


def item(name: str, metric: str, limit: int | None = None) -> AggregationItem:
    p = ORDERS.prop(name)
    assert p is not None
    return AggregationItem(LISTS[p.kind], name, metric, limit)


def call_of(items: list[AggregationItem], groupby: str | None = None) -> dict:
    call: dict = {"collection_name": "Orders"}
    for a in items:
        entry = {"property_name": a.property_name, "metric": a.metric}
        if a.limit is not None:
            entry["top_occurrences_limit"] = a.limit
        call.setdefault(a.list_name, []).append(entry)
    if groupby:
        call["groupby_property"] = groupby
    return call


# ---- Metrics objects ------------------------------------------------------------------------


def test_build_metrics_one_object_per_property_with_the_right_flags() -> None:
    aggs = [
        item("quantity", "MIN"),
        item("quantity", "SUM"),
        item("quantity", "MEDIAN"),  # client-side: no flag
        item("price", "MEAN"),
        item("category", "TOP_OCCURRENCES", 3),
        item("category", "COUNT_DISTINCT"),  # client-side
        item("paid", "PERCENTAGE_TRUE"),
        item("orderDate", "EARLIEST"),
        item("shipDates", "LATEST"),
        item("notes", "COUNT"),  # prose: client-side
    ]
    by_name = {m.property_name: m for m in build_metrics(ORDERS, aggs)}
    assert set(by_name) == {"quantity", "price", "category", "paid", "orderDate", "shipDates"}
    q = by_name["quantity"]
    assert isinstance(q, _MetricsInteger)
    assert (q.count, q.minimum, q.sum_, q.median, q.mode, q.maximum, q.mean) == (
        True,
        True,
        True,
        False,
        False,
        False,
        False,
    )
    assert isinstance(by_name["price"], _MetricsNumber) and by_name["price"].mean
    c = by_name["category"]
    assert isinstance(c, _MetricsText)
    assert (c.count, c.top_occurrences_count, c.top_occurrences_value, c.limit) == (
        True,
        True,
        True,
        3 + TIE_MARGIN,
    )
    b = by_name["paid"]
    assert isinstance(b, _MetricsBoolean)
    assert (b.count, b.percentage_true, b.total_true, b.total_false) == (True, True, True, False)
    d = by_name["orderDate"]
    assert isinstance(d, _MetricsDate) and (d.minimum, d.maximum, d.median, d.mode) == (
        True,
        False,
        False,
        False,
    )
    assert isinstance(by_name["shipDates"], _MetricsDate) and by_name["shipDates"].maximum


def test_which_metrics_weaviate_computes() -> None:
    assert is_server_metric(ORDERS.prop("quantity"), "SUM")
    assert not is_server_metric(ORDERS.prop("quantity"), "MEDIAN")
    assert not is_server_metric(ORDERS.prop("quantity"), "MODE")
    assert not is_server_metric(ORDERS.prop("category"), "COUNT_DISTINCT")
    assert not is_server_metric(ORDERS.prop("notes"), "TOP_OCCURRENCES")
    assert is_server_metric(ORDERS.prop("tags"), "TOP_OCCURRENCES")


# ---- Weaviate's answers, hand-built as Weaviate gives them ----------------------------------


def weaviate_answer(name: str, uuids: list[str]) -> object:
    """What Weaviate returns for property `name` over the objects `uuids` (all metrics)."""
    p = ORDERS.prop(name)
    assert p is not None
    values = flatten(p, [OBJECTS[u][name] for u in uuids])
    n = len(values)
    if p.kind == "numeric":
        cls = AggregateInteger if p.scalar_type == "int" else AggregateNumber
        return cls(
            count=n,
            maximum=max(values) if values else None,
            mean=sum(values) / n if values else None,
            median=None,  # approximate in Weaviate: never used
            minimum=min(values) if values else None,
            mode=None,
            sum_=sum(values) if values else None,
        )
    if p.kind == "text":
        counts = defaultdict(int)
        for v in values:
            counts[v] += 1
        # Weaviate's order among equal counts is its own: reverse alphabetical here
        ordered = sorted(counts.items(), key=lambda kv: (-kv[1], [-ord(ch) for ch in kv[0]]))
        return AggregateText(
            count=n, top_occurrences=[TopOccurrence(count=c, value=v) for v, c in ordered]
        )
    if p.kind == "boolean":
        t = sum(1 for v in values if v)
        return AggregateBoolean(
            count=n,
            percentage_false=(n - t) / n if n else None,
            percentage_true=t / n if n else None,
            total_false=n - t,
            total_true=t,
        )
    iso = sorted(v.isoformat() + "T00:00:00Z" for v in values)
    return AggregateDate(
        count=n,
        maximum=iso[-1] if iso else None,
        median=None,
        minimum=iso[0] if iso else None,
        mode=None,
    )


def _all_items() -> list[AggregationItem]:
    out = []
    for p in ORDERS.properties:
        for metric in METRICS[p.kind]:
            if p.searchable and metric != "COUNT":
                continue
            out.append(item(p.name, metric, 2 if metric == "TOP_OCCURRENCES" else None))
    return out


@pytest.mark.parametrize("agg", _all_items(), ids=lambda a: a.key)
@pytest.mark.parametrize("where", ["all", "sports", "none"])
def test_every_metric_converts_to_the_duckdb_result(agg: AggregationItem, where: str) -> None:
    filters = {
        "all": {},
        "sports": {
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "sports"}
            ]
        },
        "none": {
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "nothing"}
            ]
        },
    }[where]
    expected = ENGINE.execute(SHOP.id, {**call_of([agg]), **filters})
    uuids = [u for u, o in OBJECTS.items() if where == "all" or o["category"] == where]
    server = AggregateReturn(
        properties={agg.property_name: weaviate_answer(agg.property_name, uuids)},
        total_count=len(uuids),
    )
    rows = [(u, {agg.property_name: OBJECTS[u][agg.property_name]}) for u in uuids]
    got = _single_result(ORDERS, [agg], server, rows, None)
    assert got.kind == "aggregation"
    assert _approx_equal(got.value, expected.value), (got.value, expected.value)
    assert got.ties == expected.ties


@pytest.mark.parametrize("groupby", ["category", "paid", "quantity", "orderDate", "tags", "sizes"])
def test_groupby_converts_to_the_duckdb_result(groupby: str) -> None:
    aggs = [
        item("price", "SUM"),
        item("quantity", "MODE"),
        item("paid", "PERCENTAGE_TRUE"),
        item("tags", "TOP_OCCURRENCES", 1),
        item("orderDate", "LATEST"),
    ]
    expected = ENGINE.execute(SHOP.id, call_of(aggs, groupby))
    gprop = ORDERS.prop(groupby)
    assert gprop is not None
    if gprop.is_array:
        groups = None  # Weaviate groups arrays by whole lists: every metric is computed client-side
    else:
        members = defaultdict(list)
        for u, o in OBJECTS.items():
            members[o[groupby]].append(u)
        groups = AggregateGroupByReturn(
            groups=[
                AggregateGroup(
                    # Weaviate returns a date group as text; others in their own type
                    grouped_by=GroupedBy(
                        prop=groupby,
                        value=(v.isoformat() + "T00:00:00Z") if gprop.kind == "date" else v,
                    ),
                    properties={
                        a.property_name: weaviate_answer(a.property_name, us) for a in aggs
                    },
                    total_count=len(us),
                )
                for v, us in members.items()
            ]
        )
    needed = {a.property_name for a in aggs} | {groupby}
    rows = [(u, {k: o[k] for k in needed}) for u, o in OBJECTS.items()]
    got = groupby_result(ORDERS, aggs, groupby, groups, rows)
    assert got.kind == "groupby"
    assert list(got.value) == list(expected.value)
    for key, metrics in expected.value.items():
        assert _approx_equal(got.value[key], metrics), (key, got.value[key], metrics)
    assert got.ties == expected.ties


def _approx_equal(a: dict, b: dict) -> bool:
    for k in b:
        x, y = a[k], b[k]
        if isinstance(y, float) and isinstance(x, float):
            if abs(x - y) > 1e-9 * max(1.0, abs(y)):
                return False
        elif x != y:
            return False
    return set(a) == set(b)


def test_server_values_weaviate_conventions() -> None:
    paid = ORDERS.prop("paid")
    b = AggregateBoolean(
        count=7, percentage_false=2 / 7, percentage_true=5 / 7, total_false=2, total_true=5
    )
    assert server_value(paid, item("paid", "PERCENTAGE_TRUE"), b) == (100.0 * 5 / 7, None)
    assert server_value(paid, item("paid", "PERCENTAGE_FALSE"), b)[0] == pytest.approx(200 / 7)
    d = AggregateDate(
        count=2,
        maximum="2025-04-20T00:00:00Z",
        median=None,
        minimum="2024-12-31T00:00:00Z",
        mode=None,
    )
    assert server_value(ORDERS.prop("orderDate"), item("orderDate", "LATEST"), d) == (
        "2025-04-20",
        None,
    )
    assert server_value(ORDERS.prop("orderDate"), item("orderDate", "EARLIEST"), d) == (
        "2024-12-31",
        None,
    )
    i = AggregateInteger(count=3, maximum=5.0, mean=3, median=None, minimum=1, mode=None, sum_=9.0)
    assert server_value(ORDERS.prop("quantity"), item("quantity", "SUM"), i) == (9, None)
    assert type(server_value(ORDERS.prop("quantity"), item("quantity", "MAX"), i)[0]) is int
    assert type(server_value(ORDERS.prop("quantity"), item("quantity", "MEAN"), i)[0]) is float
    empty = AggregateInteger(count=0, maximum=0, mean=0, median=None, minimum=0, mode=None, sum_=0)
    assert server_value(ORDERS.prop("quantity"), item("quantity", "SUM"), empty) == (None, None)
    assert server_value(ORDERS.prop("quantity"), item("quantity", "COUNT"), empty) == (0, None)
    t = AggregateText(
        count=4,
        top_occurrences=[
            TopOccurrence(count=2, value="b"),
            TopOccurrence(count=1, value="z"),
            TopOccurrence(count=1, value="a"),
        ],
    )
    assert server_value(ORDERS.prop("category"), item("category", "TOP_OCCURRENCES", 2), t) == (
        [["b", 2], ["a", 1]],
        ["a", "z"],
    )
    default = server_value(ORDERS.prop("category"), item("category", "TOP_OCCURRENCES"), t)[0]
    assert default == [["b", 2], ["a", 1], ["z", 1]]  # limit 5, Weaviate's default


def test_client_values_median_mode_distinct() -> None:
    q = ORDERS.prop("quantity")
    assert client_value(q, item("quantity", "MEDIAN"), [1, 2, 3, 10]) == (2.5, None)
    assert client_value(q, item("quantity", "MODE"), [3, 1, 3, 1, 2]) == (1, [1, 3])
    assert client_value(q, item("quantity", "MEDIAN"), []) == (None, None)
    assert client_value(
        ORDERS.prop("category"), item("category", "COUNT_DISTINCT"), ["a", "b", "a"]
    ) == (2, None)


@pytest.mark.parametrize(
    ("value", "key"),
    [
        ("sports", "sports"),
        (True, "true"),
        (False, "false"),
        (12, "12"),
        (12.5, "12.5"),
        (5.0, "5.0"),
        ("2025-11-16T00:00:00Z", "2025-11-16"),
    ],
)
def test_group_keys(value, key: str) -> None:
    prop = ORDERS.prop("orderDate") if isinstance(value, str) and value.startswith("2025") else None
    assert group_key(value, prop.kind if prop else "text") == key


def test_merge_prefers_weaviate_for_exact_metrics() -> None:
    aggs = [item("quantity", "SUM"), item("quantity", "MEDIAN")]
    server = {
        "quantity": AggregateInteger(
            count=3, maximum=None, mean=None, median=99.0, minimum=None, mode=None, sum_=6
        )
    }
    value, ties = _merge(ORDERS, aggs, server, {"quantity": [1, 2, 3]})
    assert value == {"SUM(quantity)": 6, "MEDIAN(quantity)": 2.0}  # not Weaviate's approximate 99
    assert ties == {}
    parse_call(call_of(aggs))  # the items form a valid call
