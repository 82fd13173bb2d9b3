"""Every aggregation metric, ungrouped and grouped, on scalars and arrays, against hand-computed values."""

from __future__ import annotations

import pytest

from gymkit.engine.base import Result
from gymkit.engine.duckdb import DEFAULT_TOP_OCCURRENCES_LIMIT, DuckDBEngine

ENV = "tiny-shop"
LISTS = {
    "quantity": "numeric_property_aggregations",
    "price": "numeric_property_aggregations",
    "sizes": "numeric_property_aggregations",
    "weights": "numeric_property_aggregations",
    "category": "text_property_aggregations",
    "orderCode": "text_property_aggregations",
    "notes": "text_property_aggregations",
    "tags": "text_property_aggregations",
    "paid": "boolean_property_aggregations",
    "flags": "boolean_property_aggregations",
    "orderDate": "date_property_aggregations",
    "shipDates": "date_property_aggregations",
}


def agg(*items: tuple, groupby: str | None = None, **extra) -> dict:
    """A call over Orders with aggregations given as (property, metric[, limit])."""
    call: dict = {"collection_name": "Orders", **extra}
    for prop, metric, *limit in items:
        entry = {"property_name": prop, "metric": metric}
        if limit:
            entry["top_occurrences_limit"] = limit[0]
        call.setdefault(LISTS[prop], []).append(entry)
    if groupby:
        call["groupby_property"] = groupby
    return call


def run(engine: DuckDBEngine, *items: tuple, **kw) -> Result:
    return engine.execute(ENV, agg(*items, **kw))


NUMERIC = ["COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM"]


def test_numeric_int_property(engine):
    r = run(engine, *[("quantity", m) for m in NUMERIC])
    assert r.kind == "aggregation"
    assert r.value == {
        "COUNT(quantity)": 7,
        "MIN(quantity)": 1,
        "MAX(quantity)": 5,
        "MEAN(quantity)": pytest.approx(17 / 7),
        "MEDIAN(quantity)": 2.0,
        "MODE(quantity)": 1,  # 1, 2 and 3 each occur twice: the smallest
        "SUM(quantity)": 17,
    }
    for key in (
        "COUNT(quantity)",
        "MIN(quantity)",
        "MAX(quantity)",
        "MODE(quantity)",
        "SUM(quantity)",
    ):
        assert type(r.value[key]) is int, key
    assert type(r.value["MEAN(quantity)"]) is float
    assert type(r.value["MEDIAN(quantity)"]) is float
    assert r.ties == {"MODE(quantity)": [1, 2, 3]}


def test_numeric_number_property(engine):
    r = run(engine, *[("price", m) for m in NUMERIC])
    assert r.value == {
        "COUNT(price)": 7,
        "MIN(price)": 12.0,
        "MAX(price)": 499.0,
        "MEAN(price)": pytest.approx(802.75 / 7),
        "MEDIAN(price)": 60.0,
        "MODE(price)": 12.0,
        "SUM(price)": pytest.approx(802.75),
    }
    assert all(type(v) is float for k, v in r.value.items() if k != "COUNT(price)")
    assert r.ties == {}


def test_median_of_an_even_count_interpolates(engine):
    f = [{"property_name": "category", "operator": "=", "value": "outdoor"}]
    r = run(engine, ("price", "MEDIAN"), text_property_filters=f)
    assert r.value == {"MEDIAN(price)": pytest.approx(100.125)}


def test_numeric_arrays_aggregate_items(engine):
    r = run(engine, *[("sizes", m) for m in NUMERIC])
    # items: 1 2 | 2 | 3 4 | 9 | 1 | (none) | 2 3
    assert r.value == {
        "COUNT(sizes)": 9,
        "MIN(sizes)": 1,
        "MAX(sizes)": 9,
        "MEAN(sizes)": 3.0,
        "MEDIAN(sizes)": 2.0,
        "MODE(sizes)": 2,
        "SUM(sizes)": 27,
    }
    r = run(
        engine, ("weights", "MODE"), ("weights", "SUM"), ("weights", "MEDIAN"), ("weights", "COUNT")
    )
    assert r.value["MODE(weights)"] == 1.0
    assert r.value["SUM(weights)"] == pytest.approx(10.1)
    assert r.value["MEDIAN(weights)"] == 1.0
    assert r.value["COUNT(weights)"] == 8
    assert r.ties == {"MODE(weights)": [1.0, 2.5]}


def test_text_metrics(engine):
    r = run(
        engine,
        ("category", "COUNT"),
        ("category", "COUNT_DISTINCT"),
        ("category", "TOP_OCCURRENCES"),
    )
    assert r.value == {
        "COUNT(category)": 7,
        "COUNT_DISTINCT(category)": 3,
        "TOP_OCCURRENCES(category)": [["sports", 3], ["books", 2], ["outdoor", 2]],
    }
    assert r.ties == {}  # no cut splits a tie: every value is listed


def test_top_occurrences_limit_and_ties_at_the_cut(engine):
    r = run(engine, ("category", "TOP_OCCURRENCES", 2))
    assert r.value == {"TOP_OCCURRENCES(category)": [["sports", 3], ["books", 2]]}
    assert r.ties == {"TOP_OCCURRENCES(category)": ["books", "outdoor"]}
    r = run(engine, ("category", "TOP_OCCURRENCES", 1))
    assert r.value == {"TOP_OCCURRENCES(category)": [["sports", 3]]}
    assert r.ties == {}


def test_top_occurrences_default_limit(engine):
    assert DEFAULT_TOP_OCCURRENCES_LIMIT == 5
    r = run(engine, ("orderCode", "TOP_OCCURRENCES"))
    top = r.value["TOP_OCCURRENCES(orderCode)"]
    assert len(top) == 5
    assert top == [
        [c, 1]
        for c in sorted(
            [
                "ORD_001",
                "ORD-002",
                "ORDX002",
                "ord-004",
                "ORD-005",
                "ORD-006",
                "X'; DROP TABLE x;--",
            ]
        )[:5]
    ]
    assert len(r.ties["TOP_OCCURRENCES(orderCode)"]) == 7


def test_text_array_metrics(engine):
    r = run(engine, ("tags", "COUNT"), ("tags", "COUNT_DISTINCT"), ("tags", "TOP_OCCURRENCES", 3))
    assert r.value == {
        "COUNT(tags)": 10,
        "COUNT_DISTINCT(tags)": 6,
        "TOP_OCCURRENCES(tags)": [["red", 3], ["blue", 2], ["green", 2]],
    }
    assert r.ties == {}
    r = run(engine, ("tags", "TOP_OCCURRENCES", 4))
    assert r.value["TOP_OCCURRENCES(tags)"] == [["red", 3], ["blue", 2], ["green", 2], ["paper", 1]]
    assert r.ties == {"TOP_OCCURRENCES(tags)": ["paper", "warm", "water"]}


def test_text_count_on_searchable_text(engine):
    assert run(engine, ("notes", "COUNT")).value == {"COUNT(notes)": 7}


BOOLEAN = ["COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE"]


def test_boolean_metrics(engine):
    r = run(engine, *[("paid", m) for m in BOOLEAN])
    assert r.value == {
        "COUNT(paid)": 7,
        "TOTAL_TRUE(paid)": 5,
        "TOTAL_FALSE(paid)": 2,
        "PERCENTAGE_TRUE(paid)": pytest.approx(500 / 7),
        "PERCENTAGE_FALSE(paid)": pytest.approx(200 / 7),
    }
    assert [type(v) for v in r.value.values()] == [int, int, int, float, float]


def test_boolean_array_metrics(engine):
    r = run(engine, *[("flags", m) for m in BOOLEAN])
    assert r.value == {
        "COUNT(flags)": 8,
        "TOTAL_TRUE(flags)": 3,
        "TOTAL_FALSE(flags)": 5,
        "PERCENTAGE_TRUE(flags)": 37.5,
        "PERCENTAGE_FALSE(flags)": 62.5,
    }


def test_date_metrics(engine):
    r = run(
        engine,
        *[(p, m) for p in ("orderDate", "shipDates") for m in ("COUNT", "EARLIEST", "LATEST")],
    )
    assert r.value == {
        "COUNT(orderDate)": 7,
        "EARLIEST(orderDate)": "2024-12-31",
        "LATEST(orderDate)": "2025-04-20",
        "COUNT(shipDates)": 7,
        "EARLIEST(shipDates)": "2025-01-01",
        "LATEST(shipDates)": "2025-03-16",
    }


def test_aggregation_respects_filters(engine):
    f = [{"property_name": "paid", "operator": "=", "value": True}]
    r = run(engine, ("quantity", "SUM"), ("quantity", "MEDIAN"), boolean_property_filters=f)
    assert r.value == {"SUM(quantity)": 11, "MEDIAN(quantity)": 2.0}  # 3 2 3 1 2


def test_zero_records(engine):
    f = [{"property_name": "quantity", "operator": ">", "value": 100}]
    items = [("quantity", m) for m in NUMERIC] + [
        ("category", m) for m in ("COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES")
    ]
    items += [("paid", m) for m in BOOLEAN] + [
        ("orderDate", m) for m in ("COUNT", "EARLIEST", "LATEST")
    ]
    r = run(engine, *items, numeric_property_filters=f)
    assert r.value == {
        "COUNT(quantity)": 0,
        "MIN(quantity)": None,
        "MAX(quantity)": None,
        "MEAN(quantity)": None,
        "MEDIAN(quantity)": None,
        "MODE(quantity)": None,
        "SUM(quantity)": None,
        "COUNT(category)": 0,
        "COUNT_DISTINCT(category)": 0,
        "TOP_OCCURRENCES(category)": [],
        "COUNT(paid)": 0,
        "TOTAL_TRUE(paid)": 0,
        "TOTAL_FALSE(paid)": 0,
        "PERCENTAGE_TRUE(paid)": None,
        "PERCENTAGE_FALSE(paid)": None,
        "COUNT(orderDate)": 0,
        "EARLIEST(orderDate)": None,
        "LATEST(orderDate)": None,
    }
    assert r.ties == {}
    g = run(engine, ("quantity", "COUNT"), groupby="category", numeric_property_filters=f)
    assert g.kind == "groupby"
    assert g.value == {}


# ---- group-by ----------------------------------------------------------------------------


def test_groupby_every_kind(engine):
    r = run(
        engine,
        ("quantity", "SUM"),
        ("price", "MEAN"),
        ("quantity", "MODE"),
        ("tags", "TOP_OCCURRENCES"),
        ("tags", "COUNT"),
        ("paid", "PERCENTAGE_TRUE"),
        ("orderDate", "LATEST"),
        groupby="category",
    )
    assert r.kind == "groupby"
    assert list(r.value) == ["books", "outdoor", "sports"]
    assert r.value == {
        "books": {
            "SUM(quantity)": 7,
            "MEAN(price)": 12.0,
            "MODE(quantity)": 2,
            "TOP_OCCURRENCES(tags)": [["blue", 1], ["green", 1], ["paper", 1], ["red", 1]],
            "COUNT(tags)": 4,
            "PERCENTAGE_TRUE(paid)": 50.0,
            "LATEST(orderDate)": "2025-03-15",
        },
        "outdoor": {
            "SUM(quantity)": 3,
            "MEAN(price)": pytest.approx(100.125),
            "MODE(quantity)": 1,
            "TOP_OCCURRENCES(tags)": [["blue", 1], ["green", 1], ["warm", 1]],
            "COUNT(tags)": 3,
            "PERCENTAGE_TRUE(paid)": 50.0,
            "LATEST(orderDate)": "2025-02-10",
        },
        "sports": {
            "SUM(quantity)": 7,
            "MEAN(price)": pytest.approx(578.5 / 3),
            "MODE(quantity)": 3,
            "TOP_OCCURRENCES(tags)": [["red", 2], ["water", 1]],
            "COUNT(tags)": 3,
            "PERCENTAGE_TRUE(paid)": 100.0,
            "LATEST(orderDate)": "2025-04-20",
        },
    }
    assert r.ties == {"books/MODE(quantity)": [2, 5], "outdoor/MODE(quantity)": [1, 2]}


@pytest.mark.parametrize(
    ("groupby", "expected"),
    [
        ("paid", {"false": 2, "true": 5}),
        ("quantity", {"1": 2, "2": 2, "3": 2, "5": 1}),
        ("price", {"12.0": 2, "19.5": 1, "60.0": 1, "80.25": 1, "120.0": 1, "499.0": 1}),
        (
            "orderDate",
            {
                "2024-12-31": 1,
                "2025-01-05": 1,
                "2025-02-10": 2,
                "2025-03-01": 1,
                "2025-03-15": 1,
                "2025-04-20": 1,
            },
        ),
    ],
)
def test_group_keys_are_strings(engine, groupby, expected):
    r = run(engine, ("quantity", "COUNT"), groupby=groupby)
    assert r.value == {k: {"COUNT(quantity)": n} for k, n in expected.items()}


def test_groupby_array_groups_by_each_item(engine):
    r = run(engine, ("quantity", "SUM"), groupby="tags")
    assert r.value == {
        "blue": {"SUM(quantity)": 3},
        "green": {"SUM(quantity)": 4},
        "paper": {"SUM(quantity)": 5},
        "red": {"SUM(quantity)": 11},
        "warm": {"SUM(quantity)": 2},
        "water": {"SUM(quantity)": 3},
    }
    # a record with [false, false] joins the "false" group once
    r = run(engine, ("quantity", "COUNT"), groupby="flags")
    assert r.value == {"false": {"COUNT(quantity)": 4}, "true": {"COUNT(quantity)": 3}}
    r = run(engine, ("orderDate", "EARLIEST"), groupby="shipDates")
    assert r.value["2025-02-12"] == {"EARLIEST(orderDate)": "2025-02-10"}
    assert len(r.value) == 6


def test_groupby_array_aggregating_an_array(engine):
    r = run(engine, ("sizes", "SUM"), ("weights", "MAX"), groupby="tags")
    assert r.value["red"] == {"SUM(sizes)": 1 + 2 + 9 + 1, "MAX(weights)": 1.5}
    assert r.value["blue"] == {"SUM(sizes)": 2 + 2 + 3, "MAX(weights)": 2.5}


def test_group_whose_array_values_are_empty(engine):
    f = [{"property_name": "quantity", "operator": "=", "value": 1}]  # u02 outdoor, u06 sports
    r = run(
        engine,
        ("sizes", "MIN"),
        ("sizes", "COUNT"),
        ("tags", "TOP_OCCURRENCES"),
        ("flags", "TOTAL_TRUE"),
        groupby="category",
        numeric_property_filters=f,
    )
    assert r.value == {
        "outdoor": {
            "MIN(sizes)": 2,
            "COUNT(sizes)": 1,
            "TOP_OCCURRENCES(tags)": [["blue", 1]],
            "TOTAL_TRUE(flags)": 0,
        },
        "sports": {
            "MIN(sizes)": None,
            "COUNT(sizes)": 0,
            "TOP_OCCURRENCES(tags)": [],
            "TOTAL_TRUE(flags)": 0,
        },
    }


def test_groupby_top_occurrences_ties_are_keyed_by_group(engine):
    r = run(engine, ("tags", "TOP_OCCURRENCES", 1), groupby="category")
    assert r.value["sports"] == {"TOP_OCCURRENCES(tags)": [["red", 2]]}
    assert r.value["books"] == {"TOP_OCCURRENCES(tags)": [["blue", 1]]}
    assert r.ties == {
        "books/TOP_OCCURRENCES(tags)": ["blue", "green", "paper", "red"],
        "outdoor/TOP_OCCURRENCES(tags)": ["blue", "green", "warm"],
    }


def test_result_to_dict_is_json_ready(engine):
    import json

    r = run(engine, ("quantity", "MODE"), ("orderDate", "LATEST"), groupby="category")
    d = json.loads(json.dumps(r.to_dict()))
    assert d["kind"] == "groupby"
    assert d["value"]["sports"]["LATEST(orderDate)"] == "2025-04-20"
    assert d["ties"]["books/MODE(quantity)"] == [2, 5]
