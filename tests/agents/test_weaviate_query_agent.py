"""The Query Agent's responses -> gym calls, on responses built with weaviate-agents' own models.

Every mapped call must also validate against the schema and run on the DuckDB engine, so the
mapping produces calls the scorer can compare, not just dicts of the right shape.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from weaviate.outputs.query import QueryReturn
from weaviate_agents.classes import (
    AggregationResultWithCollectionNormalized,
    AskModeResponse,
    BooleanPropertyAggregation,
    BooleanPropertyFilter,
    ComparisonOperator,
    DateArrayPropertyFilter,
    DatePropertyAggregation,
    DatePropertyFilter,
    FilterAndOr,
    GeoPropertyFilter,
    IntegerArrayPropertyFilter,
    IntegerPropertyAggregation,
    IntegerPropertyFilter,
    ModelUnitUsage,
    NumericMetrics,
    QueryResultWithCollectionNormalized,
    SearchModeResponse,
    TextArrayPropertyFilter,
    TextMetrics,
    TextPropertyAggregation,
    TextPropertyFilter,
)
from weaviate_agents.query.classes.response import (
    DateExact,
    DateMetrics,
    DateRangeBetween,
    DateRangeFrom,
)

from gymkit.agents import get_agent
from gymkit.agents.weaviate_query_agent import WeaviateQueryAgent, response_calls
from gymkit.call import validate_call
from gymkit.engine.base import Result
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.errors import GymError
from tests.engine.helpers import SHOP, shop_connection, unconnected_client

ORDERS = "Gym_tiny_shop_Orders"
USAGE = ModelUnitUsage(model_units=1, usage_in_plan=False, remaining_plan_requests=10)


def ask(searches=(), aggregations=()) -> AskModeResponse:
    return AskModeResponse(
        searches=list(searches),
        aggregations=list(aggregations),
        usage=USAGE,
        total_time=1.5,
        is_partial_answer=False,
        missing_information=[],
        final_answer="An answer.",
        sources=[],
    )


def search(query, filters=None, collection=ORDERS) -> QueryResultWithCollectionNormalized:
    return QueryResultWithCollectionNormalized(query=query, filters=filters, collection=collection)


def aggregation(
    agg, filters=None, groupby=None, collection=ORDERS
) -> AggregationResultWithCollectionNormalized:
    return AggregationResultWithCollectionNormalized(
        groupby_property=groupby, aggregation=agg, filters=filters, collection=collection
    )


def check_runs(calls: list[dict]) -> None:
    """Every mapped call fits the schema and executes on the DuckDB engine."""
    engine = DuckDBEngine(shop_connection(), {SHOP.id: SHOP})
    for call in calls:
        validate_call(call, SHOP)
        engine.execute(SHOP.id, call)


def test_search_with_and_filters() -> None:
    filters = FilterAndOr(
        combine="AND",
        filters=[
            TextPropertyFilter(
                property_name="category", operator=ComparisonOperator.EQUALS, value="sports"
            ),
            IntegerPropertyFilter(
                property_name="quantity", operator=ComparisonOperator.GREATER_EQUAL, value=2.0
            ),
            IntegerPropertyFilter(
                property_name="price", operator=ComparisonOperator.LESS_THAN, value=100.0
            ),
            TextPropertyFilter(
                property_name="orderCode", operator=ComparisonOperator.LIKE, value="ORD*"
            ),
            DatePropertyFilter(
                property_name="orderDate",
                value=DateRangeBetween(
                    date_from="2025-01-01T00:00:00Z",
                    date_to="2025-03-01T00:00:00Z",
                    inclusive_from=True,
                    inclusive_to=False,
                ),
            ),
            TextArrayPropertyFilter(
                property_name="tags",
                operator=ComparisonOperator.CONTAINS_ANY,
                value=["red", "blue"],
            ),
            IntegerArrayPropertyFilter(
                property_name="sizes", operator=ComparisonOperator.CONTAINS_ALL, value=[1.0, 2.0]
            ),
            BooleanPropertyFilter(
                property_name="paid", operator=ComparisonOperator.NOT_EQUALS, value=False
            ),
            DateArrayPropertyFilter(
                property_name="shipDates",
                operator=ComparisonOperator.CONTAINS_ANY,
                value=["2025-02-12T00:00:00Z"],
            ),
        ],
    )
    calls, trace = response_calls(ask([search("river kayak", filters)]), SHOP)
    assert calls == [
        {
            "collection_name": "Orders",
            "search_query": "river kayak",
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "sports"},
                {"property_name": "orderCode", "operator": "LIKE", "value": "ORD%"},
            ],
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": ">=", "value": 2},
                {"property_name": "price", "operator": "<", "value": 100.0},
            ],
            "date_property_filters": [
                {"property_name": "orderDate", "operator": ">=", "value": "2025-01-01"},
                {"property_name": "orderDate", "operator": "<", "value": "2025-03-01"},
            ],
            "array_property_filters": [
                {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["red", "blue"]}
            ],
            "numeric_array_property_filters": [
                {"property_name": "sizes", "operator": "CONTAINS_ALL", "values": [1, 2]}
            ],
            "boolean_property_filters": [
                {"property_name": "paid", "operator": "!=", "value": False}
            ],
            "date_array_property_filters": [
                {"property_name": "shipDates", "operator": "CONTAINS_ANY", "values": ["2025-02-12"]}
            ],
        }
    ]
    assert type(calls[0]["numeric_property_filters"][0]["value"]) is int  # quantity is an int
    assert trace == []
    check_runs(calls)


def test_aggregations_with_groupby_merge_into_one_call() -> None:
    paid = BooleanPropertyFilter(
        property_name="paid", operator=ComparisonOperator.EQUALS, value=True
    )
    response = ask(
        aggregations=[
            aggregation(
                IntegerPropertyAggregation(property_name="price", metrics=NumericMetrics.MEAN),
                paid,
                "category",
            ),
            aggregation(
                IntegerPropertyAggregation(property_name="quantity", metrics=NumericMetrics.MAX),
                paid,
                "category",
            ),
            aggregation(
                DatePropertyAggregation(property_name="orderDate", metrics=DateMetrics.MAX),
                paid,
                "category",
            ),
            aggregation(
                TextPropertyAggregation(
                    property_name="tags",
                    metrics=TextMetrics.TOP_OCCURRENCES,
                    top_occurrences_limit=3,
                ),
                paid,
                "category",
            ),
            aggregation(
                IntegerPropertyAggregation(property_name="price", metrics=NumericMetrics.TYPE),
                paid,
                "category",
            ),
            # another sub-query: no group-by
            aggregation(
                BooleanPropertyAggregation(property_name="paid", metrics="PERCENTAGE_TRUE")
            ),
        ]
    )
    calls, trace = response_calls(response, SHOP)
    assert calls == [
        {
            "collection_name": "Orders",
            "boolean_property_filters": [{"property_name": "paid", "operator": "=", "value": True}],
            "groupby_property": "category",
            "numeric_property_aggregations": [
                {"property_name": "price", "metric": "MEAN"},
                {"property_name": "quantity", "metric": "MAX"},
            ],
            "date_property_aggregations": [{"property_name": "orderDate", "metric": "LATEST"}],
            "text_property_aggregations": [
                {"property_name": "tags", "metric": "TOP_OCCURRENCES", "top_occurrences_limit": 3}
            ],
        },
        {
            "collection_name": "Orders",
            "boolean_property_aggregations": [
                {"property_name": "paid", "metric": "PERCENTAGE_TRUE"}
            ],
        },
    ]
    assert [t["why"] for t in trace] == ["no gym metric for integer TYPE"]
    check_runs(calls)


def test_or_filter_becomes_filter_tree() -> None:
    """The card's B8: how many records involve a value that two properties can hold."""
    either = FilterAndOr(
        combine="OR",
        filters=[
            TextPropertyFilter(
                property_name="orderCode", operator=ComparisonOperator.EQUALS, value="ORD-002"
            ),
            TextPropertyFilter(
                property_name="category", operator=ComparisonOperator.EQUALS, value="ORD-002"
            ),
        ],
    )
    both = FilterAndOr(
        combine="AND",
        filters=[
            BooleanPropertyFilter(
                property_name="paid", operator=ComparisonOperator.EQUALS, value=True
            ),
            either,
            DatePropertyFilter(
                property_name="orderDate",
                value=DateExact(
                    exact_timestamp="2025-02-10T00:00:00Z", operator=ComparisonOperator.EQUALS
                ),
            ),
        ],
    )
    response = ask(
        searches=[search(None, either)],
        aggregations=[
            aggregation(
                TextPropertyAggregation(property_name="orderCode", metrics=TextMetrics.COUNT), both
            )
        ],
    )
    calls, _ = response_calls(response, SHOP)
    tree = {
        "combine": "OR",
        "filters": [
            {"property_name": "orderCode", "operator": "=", "value": "ORD-002"},
            {"property_name": "category", "operator": "=", "value": "ORD-002"},
        ],
    }
    assert calls == [
        {"collection_name": "Orders", "filter_tree": tree},
        {
            "collection_name": "Orders",
            "boolean_property_filters": [{"property_name": "paid", "operator": "=", "value": True}],
            "filter_tree": tree,
            "date_property_filters": [
                {"property_name": "orderDate", "operator": "=", "value": "2025-02-10"}
            ],
            "text_property_aggregations": [{"property_name": "orderCode", "metric": "COUNT"}],
        },
    ]
    check_runs(calls)
    engine = DuckDBEngine(shop_connection(), {SHOP.id: SHOP})
    assert engine.execute(SHOP.id, calls[0]).value == ["u02"]


def test_or_tree_with_a_date_range_nests_an_and() -> None:
    tree = FilterAndOr(
        combine="OR",
        filters=[
            DatePropertyFilter(
                property_name="orderDate",
                value=DateRangeBetween(
                    date_from="2025-01-01",
                    date_to="2025-01-31",
                    inclusive_from=True,
                    inclusive_to=True,
                ),
            ),
            GeoPropertyFilter(
                property_name="where", latitude=1.0, longitude=2.0, max_distance_meters=5.0
            ),
            TextPropertyFilter(
                property_name="category", operator=ComparisonOperator.EQUALS, value="books"
            ),
        ],
    )
    calls, trace = response_calls(ask([search("x", tree)]), SHOP)
    assert calls[0]["filter_tree"] == {
        "combine": "OR",
        "filters": [
            {
                "combine": "AND",
                "filters": [
                    {"property_name": "orderDate", "operator": ">=", "value": "2025-01-01"},
                    {"property_name": "orderDate", "operator": "<=", "value": "2025-01-31"},
                ],
            },
            {"property_name": "category", "operator": "=", "value": "books"},
        ],
    }
    assert trace[0]["why"] == "no gym filter for geo"
    check_runs(calls)


def test_several_searches_are_several_sub_queries() -> None:
    response = ask(
        searches=[
            search("kayak", None),
            search(
                "tent",
                TextPropertyFilter(
                    property_name="category", operator=ComparisonOperator.EQUALS, value="outdoor"
                ),
            ),
            search("kayak", None),  # the agent repeating itself is one call
            search(
                None,
                DatePropertyFilter(
                    property_name="orderDate",
                    value=DateRangeFrom(date_from="2025-03-01T00:00:00Z", inclusive_from=False),
                ),
                collection="gym_tiny_shop_orders",
            ),
            search("elsewhere", None, collection="Other_Collection"),
        ]
    )
    calls, _ = response_calls(response, SHOP)
    assert calls == [
        {"collection_name": "Orders", "search_query": "kayak"},
        {
            "collection_name": "Orders",
            "search_query": "tent",
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "outdoor"}
            ],
        },
        {
            "collection_name": "Orders",
            "date_property_filters": [
                {"property_name": "orderDate", "operator": ">", "value": "2025-03-01"}
            ],
        },
        {
            "collection_name": "Other_Collection",
            "search_query": "elsewhere",
        },  # scored as a wrong collection
    ]
    check_runs(calls[:3])


def test_search_mode_response() -> None:
    response = SearchModeResponse(
        searches=[
            search(
                "warm sleeping bag",
                IntegerPropertyFilter(
                    property_name="price", operator=ComparisonOperator.GREATER_THAN, value=50.5
                ),
            )
        ],
        usage=USAGE,
        total_time=0.4,
        search_results=QueryReturn(objects=[]),
    )
    calls, _ = response_calls(response, SHOP)
    assert calls == [
        {
            "collection_name": "Orders",
            "search_query": "warm sleeping bag",
            "numeric_property_filters": [
                {"property_name": "price", "operator": ">", "value": 50.5}
            ],
        }
    ]


def test_without_weaviate_cloud_the_agent_is_one_error_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("WEAVIATE_URL", raising=False)
    monkeypatch.delenv("WEAVIATE_API_KEY", raising=False)
    with pytest.raises(GymError) as e:
        get_agent("weaviate-query-agent", gym=None)
    msg = str(e.value)
    assert "WEAVIATE_URL" in msg and "WEAVIATE_API_KEY" in msg and "\n" not in msg
    monkeypatch.setenv("WEAVIATE_URL", "https://abc.c0.europe-west3.gcp.weaviate.cloud")
    with pytest.raises(GymError):
        get_agent("weaviate-query-agent", gym=None)


# ---- plan() through the real QueryAgent client, against a local HTTP stand-in for the service ----


class _AgentsService(BaseHTTPRequestHandler):
    """Answers POST /query/ask with a canned AskModeResponse, and records the request."""

    requests: list[dict] = []
    status = 200

    def do_POST(self) -> None:  # noqa: N802 (http.server's name)
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append({"path": self.path, "body": body})
        if type(self).status != 200:
            payload = b'{"error": "cluster not found"}'
            self.send_response(type(self).status)
        else:
            resp = ask(
                searches=[
                    search(
                        "kayak",
                        TextPropertyFilter(
                            property_name="category",
                            operator=ComparisonOperator.EQUALS,
                            value="sports",
                        ),
                    )
                ],
                aggregations=[
                    aggregation(
                        IntegerPropertyAggregation(
                            property_name="quantity", metrics=NumericMetrics.SUM
                        )
                    )
                ],
            )
            payload = resp.model_dump_json().encode()
            self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        return None


@pytest.fixture()
def agents_service():
    _AgentsService.requests = []
    _AgentsService.status = 200
    server = HTTPServer(("127.0.0.1", 0), _AgentsService)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    server.server_close()


def test_plan_asks_the_service_with_prefixed_collections(agents_service: str) -> None:
    from weaviate_agents.query import QueryAgent

    qa = QueryAgent(unconnected_client(), agents_host=agents_service, timeout=10)
    agent = WeaviateQueryAgent(qa, prefix="Gym")
    plan = agent.plan("How many kayaks?", SHOP)
    assert plan.error is None
    assert _AgentsService.requests[0]["path"] == "/query/ask"
    assert _AgentsService.requests[0]["body"]["query"] == "How many kayaks?"
    assert _AgentsService.requests[0]["body"]["collections"] == [ORDERS]
    assert plan.calls == [
        {
            "collection_name": "Orders",
            "search_query": "kayak",
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "sports"}
            ],
        },
        {
            "collection_name": "Orders",
            "numeric_property_aggregations": [{"property_name": "quantity", "metric": "SUM"}],
        },
    ]
    assert plan.usage["model_units"] == 1
    assert plan.trace[-1] == {"final_answer": "An answer."}
    assert plan.answer == "An answer."  # scored by the grounding check, never by plan match

    # second turn: only when every call found nothing, as a conversation that says so
    found, none = Result("retrieval", ["u01"]), Result("aggregation", {"SUM(quantity)": None})
    assert agent.revise("How many kayaks?", SHOP, plan, [found, none]) is None
    assert len(_AgentsService.requests) == 1
    second = agent.revise("How many kayaks?", SHOP, plan, [Result("retrieval", []), none])
    assert second is not None and second.calls == plan.calls
    messages = _AgentsService.requests[1]["body"]["query"]["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[0]["content"] == "How many kayaks?"
    assert (
        "FROM Gym_tiny_shop_Orders WHERE SEARCH('kayak') AND category = 'sports'"
        in messages[1]["content"]
    )


def test_plan_reports_a_service_failure_as_the_query_error(agents_service: str) -> None:
    from weaviate_agents.query import QueryAgent

    _AgentsService.status = 404
    qa = QueryAgent(unconnected_client(), agents_host=agents_service, timeout=10)
    plan = WeaviateQueryAgent(qa).plan("anything", SHOP)
    assert plan.calls == []
    assert (
        plan.error is not None
        and plan.error.startswith("Query Agent ask failed:")
        and "cluster not found" in plan.error
    )


def test_filters_whose_shape_does_not_fit_the_property_are_said_as_weaviate_means_them() -> None:
    filters = FilterAndOr(
        combine="AND",
        filters=[
            # Weaviate's = on an array property: some item is equal
            TextPropertyFilter(
                property_name="tags", operator=ComparisonOperator.EQUALS, value="green"
            ),
            # contains_any on a scalar: one of the values
            TextArrayPropertyFilter(
                property_name="category",
                operator=ComparisonOperator.CONTAINS_ANY,
                value=["books", "outdoor"],
            ),
            IntegerArrayPropertyFilter(
                property_name="quantity", operator=ComparisonOperator.CONTAINS_ALL, value=[2.0]
            ),
        ],
    )
    calls, _ = response_calls(ask([search(None, filters)]), SHOP)
    assert calls == [
        {
            "collection_name": "Orders",
            "array_property_filters": [
                {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["green"]}
            ],
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": "=", "value": 2}
            ],
            "filter_tree": {
                "combine": "OR",
                "filters": [
                    {"property_name": "category", "operator": "=", "value": "books"},
                    {"property_name": "category", "operator": "=", "value": "outdoor"},
                ],
            },
        }
    ]
    check_runs(calls)
    engine = DuckDBEngine(shop_connection(), {SHOP.id: SHOP})
    assert engine.execute(SHOP.id, calls[0]).value == ["u03", "u07"]
