"""The engine without a server: call checks, calls no object can match, and requests that the real
client accepts.

A client that was never connected validates every argument of a request before it notices it
is closed, so "the client is closed" proves the engine built a request the client takes, and
an invalid-input error would show one it does not.
"""

from __future__ import annotations

import pytest

from gymkit.engine.base import EngineError
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.weaviate import WeaviateEngine
from tests.engine.helpers import SHOP, shop_connection, unconnected_client

ENV = SHOP.id


@pytest.fixture()
def engine() -> WeaviateEngine:
    return WeaviateEngine(environments={ENV: SHOP}, client=unconnected_client(), prefix="Gym")


def test_unknown_environment_and_bad_calls_are_engine_errors(engine: WeaviateEngine) -> None:
    with pytest.raises(EngineError) as e:
        engine.execute("nowhere", {"collection_name": "Orders"})
    assert e.value.field == "environment" and "tiny-shop" in str(e.value)
    with pytest.raises(EngineError) as e:
        engine.execute(
            ENV,
            {
                "collection_name": "Orders",
                "numeric_property_filters": [
                    {"property_name": "nope", "operator": "=", "value": 1}
                ],
            },
        )
    assert "nope" in str(e.value)
    with pytest.raises(EngineError) as e:
        engine.execute(
            ENV,
            {
                "collection_name": "Orders",
                "text_property_filters": [
                    {"property_name": "category", "operator": ">", "value": "a"}
                ],
            },
        )
    assert e.value.field.startswith("text_property_filters")
    assert engine.environment("tiny_shop") is SHOP  # the DuckDB schema name works too
    with pytest.raises(EngineError):
        WeaviateEngine(environments={}, search="vector")


NOTHING_CALLS = [
    {
        "collection_name": "Orders",
        "numeric_property_filters": [{"property_name": "quantity", "operator": "=", "value": 2.5}],
    },
    {
        "collection_name": "Orders",
        "numeric_property_filters": [{"property_name": "quantity", "operator": "=", "value": 2.5}],
        "numeric_property_aggregations": [
            {"property_name": "price", "metric": "SUM"},
            {"property_name": "quantity", "metric": "COUNT"},
        ],
        "text_property_aggregations": [
            {"property_name": "tags", "metric": "TOP_OCCURRENCES"},
            {"property_name": "category", "metric": "COUNT_DISTINCT"},
        ],
        "boolean_property_aggregations": [
            {"property_name": "paid", "metric": "PERCENTAGE_TRUE"},
            {"property_name": "flags", "metric": "TOTAL_TRUE"},
        ],
        "date_property_aggregations": [{"property_name": "orderDate", "metric": "EARLIEST"}],
    },
    {
        "collection_name": "Orders",
        "numeric_array_property_filters": [
            {"property_name": "sizes", "operator": "CONTAINS_ALL", "values": [1, 1.5]}
        ],
        "numeric_property_aggregations": [{"property_name": "price", "metric": "MEAN"}],
        "groupby_property": "category",
    },
]


@pytest.mark.parametrize("call", NOTHING_CALLS)
def test_calls_no_object_can_match_need_no_request_and_agree_with_duckdb(
    engine: WeaviateEngine, call: dict
) -> None:
    want = DuckDBEngine(shop_connection(), {ENV: SHOP}).execute(ENV, call)
    got = engine.execute(ENV, call)  # the client is closed: any request would fail
    assert (got.kind, got.value, got.ties) == (want.kind, want.value, want.ties)


REQUEST_CALLS = {
    "fetch_objects (cursor)": {"collection_name": "Orders"},
    "fetch_objects (filters)": {
        "collection_name": "Orders",
        "date_property_filters": [
            {"property_name": "orderDate", "operator": ">=", "value": "2025-02-10"}
        ],
        "filter_tree": {
            "combine": "OR",
            "filters": [
                {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["red"]},
                {"property_name": "flags", "operator": "CONTAINS_ALL", "values": [True]},
            ],
        },
    },
    "fetch_objects (residual prose filter)": {
        "collection_name": "Orders",
        "text_property_filters": [
            {"property_name": "notes", "operator": "LIKE", "value": "%kayak%"}
        ],
    },
    "bm25": {
        "collection_name": "Orders",
        "search_query": "river kayak",
        "boolean_property_filters": [{"property_name": "paid", "operator": "=", "value": True}],
    },
    "aggregate.over_all": {
        "collection_name": "Orders",
        "numeric_property_aggregations": [
            {"property_name": "quantity", "metric": "SUM"},
            {"property_name": "price", "metric": "MEAN"},
        ],
        "text_property_aggregations": [
            {"property_name": "tags", "metric": "TOP_OCCURRENCES", "top_occurrences_limit": 2}
        ],
        "boolean_property_aggregations": [{"property_name": "paid", "metric": "PERCENTAGE_FALSE"}],
        "date_property_aggregations": [{"property_name": "shipDates", "metric": "LATEST"}],
    },
    "aggregate.over_all (group-by)": {
        "collection_name": "Orders",
        "numeric_property_filters": [{"property_name": "price", "operator": "<", "value": 100}],
        "numeric_property_aggregations": [{"property_name": "quantity", "metric": "MAX"}],
        "groupby_property": "paid",
    },
}


@pytest.mark.parametrize("call", list(REQUEST_CALLS.values()), ids=list(REQUEST_CALLS))
@pytest.mark.parametrize("search", ["bm25", "hybrid"])
def test_requests_pass_the_clients_own_validation(call: dict, search: str) -> None:
    engine = WeaviateEngine(
        environments={ENV: SHOP}, client=unconnected_client(), search=search, autocut=1
    )
    with pytest.raises(EngineError) as e:
        engine.execute(ENV, call)
    msg = str(e.value)
    assert "is closed" in msg, msg  # not "Invalid input provided"
    assert msg.startswith("collection_name: Weaviate failed on Gym_tiny_shop_Orders")
