"""Gym filters -> the Weaviate client's Filter objects, and the client-side (residual) semantics.

The Weaviate side is asserted on the client's own `_FilterValue` / `_FilterAnd` / `_FilterOr`
objects; the client-side semantics are checked against the DuckDB engine (the gym's judge) on
the handmade Orders collection, with hypothesis generating the filters.
"""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from weaviate.collections.classes.filters import _FilterAnd, _FilterOr, _FilterValue, _Operator

from gymkit.call import LikePattern, parse_call
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.weaviate_filters import (
    NOTHING,
    Leaf,
    all_of,
    any_of,
    is_residual,
    leaf_filter,
    node_matches,
    translate,
)
from tests.engine.helpers import ORDER_ROWS, SHOP, shop_connection

ORDERS = SHOP.collections[0]
UTC = dt.timezone.utc


def prop(name: str):
    p = ORDERS.prop(name)
    assert p is not None
    return p


def one(name: str, op: str, value) -> _FilterValue:
    f = leaf_filter(Leaf(prop(name), op, value))
    assert isinstance(f, _FilterValue), f
    return f


@pytest.mark.parametrize(
    ("name", "op", "value", "operator", "sent"),
    [
        ("category", "=", "sports", _Operator.EQUAL, "sports"),
        ("quantity", "=", 3, _Operator.EQUAL, 3),
        ("quantity", "<", 3, _Operator.LESS_THAN, 3),
        ("quantity", ">", 3, _Operator.GREATER_THAN, 3),
        ("quantity", "<=", 3, _Operator.LESS_THAN_EQUAL, 3),
        ("quantity", ">=", 3, _Operator.GREATER_THAN_EQUAL, 3),
        ("quantity", "=", 3.0, _Operator.EQUAL, 3),
        ("price", ">", 12, _Operator.GREATER_THAN, 12.0),
        ("paid", "=", True, _Operator.EQUAL, True),
        ("paid", "!=", False, _Operator.NOT_EQUAL, False),
        (
            "orderDate",
            ">=",
            "2025-02-10",
            _Operator.GREATER_THAN_EQUAL,
            dt.datetime(2025, 2, 10, tzinfo=UTC),
        ),
        (
            "orderDate",
            "=",
            "2025-02-10T00:00:00Z",
            _Operator.EQUAL,
            dt.datetime(2025, 2, 10, tzinfo=UTC),
        ),
    ],
)
def test_scalar_operators(name: str, op: str, value, operator: _Operator, sent) -> None:
    f = one(name, op, value)
    assert f.target == name
    assert f.operator == operator
    assert f.value == sent and type(f.value) is type(sent)


def test_like_converts_percent_and_keeps_question_mark_and_underscore() -> None:
    assert LikePattern("Nerith%").to_weaviate() == "Nerith*"
    assert LikePattern("R?D_00%").to_weaviate() == "R?D_00*"
    f = one("orderCode", "LIKE", "ORD_00%")
    assert (f.operator, f.value) == (_Operator.LIKE, "ORD_00*")


@pytest.mark.parametrize(
    ("name", "op", "values", "operator", "sent"),
    [
        ("tags", "CONTAINS_ANY", ["red", "blue"], _Operator.CONTAINS_ANY, ["red", "blue"]),
        ("tags", "CONTAINS_ALL", ["red", "red", "paper"], _Operator.CONTAINS_ALL, ["red", "paper"]),
        ("sizes", "CONTAINS_ANY", [1, 2.0], _Operator.CONTAINS_ANY, [1, 2]),
        ("sizes", "CONTAINS_ANY", [1, 2.5], _Operator.CONTAINS_ANY, [1]),
        ("weights", "CONTAINS_ALL", [2.5, 1], _Operator.CONTAINS_ALL, [2.5, 1.0]),
        ("flags", "CONTAINS_ANY", [True], _Operator.CONTAINS_ANY, [True]),
        (
            "shipDates",
            "CONTAINS_ALL",
            ["2025-02-11", "2025-02-12"],
            _Operator.CONTAINS_ALL,
            [dt.datetime(2025, 2, 11, tzinfo=UTC), dt.datetime(2025, 2, 12, tzinfo=UTC)],
        ),
    ],
)
def test_array_operators(name: str, op: str, values: list, operator: _Operator, sent: list) -> None:
    f = one(name, op, values)
    assert (f.target, f.operator) == (name, operator)
    assert list(f.value) == sent
    assert [type(v) for v in f.value] == [type(v) for v in sent]


def test_int_property_against_fractional_numbers() -> None:
    f = one("quantity", ">", 2.5)
    assert (f.operator, f.value) == (_Operator.GREATER_THAN_EQUAL, 3)
    f = one("quantity", "<=", 2.5)
    assert (f.operator, f.value) == (_Operator.LESS_THAN_EQUAL, 2)
    assert leaf_filter(Leaf(prop("quantity"), "=", 2.5)) is NOTHING
    assert leaf_filter(Leaf(prop("sizes"), "CONTAINS_ALL", [1, 2.5])) is NOTHING
    assert leaf_filter(Leaf(prop("sizes"), "CONTAINS_ANY", [2.5])) is NOTHING


def test_all_of_and_any_of_with_nothing_and_none() -> None:
    a, b = one("category", "=", "books"), one("quantity", "=", 2)
    both = all_of([a, None, b])
    assert isinstance(both, _FilterAnd) and both.filters == [a, b]
    assert all_of([a, NOTHING]) is NOTHING
    assert all_of([None]) is None
    either = any_of([a, NOTHING, b])
    assert isinstance(either, _FilterOr) and either.filters == [a, b]
    assert any_of([NOTHING, NOTHING]) is NOTHING
    assert any_of([a, b, None]) is None  # OR with "no condition" holds for every object


def test_call_flat_filters_and_or_tree() -> None:
    call = parse_call(
        {
            "collection_name": "Orders",
            "numeric_property_filters": [
                {"property_name": "quantity", "operator": ">=", "value": 2}
            ],
            "filter_tree": {
                "combine": "OR",
                "filters": [
                    {"property_name": "category", "operator": "=", "value": "books"},
                    {
                        "combine": "AND",
                        "filters": [
                            {"property_name": "paid", "operator": "=", "value": True},
                            {
                                "property_name": "tags",
                                "operator": "CONTAINS_ANY",
                                "values": ["red"],
                            },
                        ],
                    },
                ],
            },
        }
    )
    t = translate(call, ORDERS)
    assert t.residual == []
    top = t.server
    assert isinstance(top, _FilterAnd)
    qty, tree = top.filters
    assert (qty.target, qty.operator, qty.value) == ("quantity", _Operator.GREATER_THAN_EQUAL, 2)
    assert isinstance(tree, _FilterOr)
    books, inner = tree.filters
    assert (books.target, books.value) == ("category", "books")
    assert isinstance(inner, _FilterAnd)
    assert [(f.target, f.operator) for f in inner.filters] == [
        ("paid", _Operator.EQUAL),
        ("tags", _Operator.CONTAINS_ANY),
    ]


def test_top_level_and_tree_is_flattened() -> None:
    call = parse_call(
        {
            "collection_name": "Orders",
            "filter_tree": {
                "combine": "AND",
                "filters": [
                    {"property_name": "category", "operator": "=", "value": "books"},
                    {"property_name": "quantity", "operator": "<", "value": 3},
                ],
            },
        }
    )
    t = translate(call, ORDERS)
    assert isinstance(t.server, _FilterAnd)
    assert [f.target for f in t.server.filters] == ["category", "quantity"]


def test_prose_equality_and_like_are_residual() -> None:
    call = parse_call(
        {
            "collection_name": "Orders",
            "text_property_filters": [
                {"property_name": "notes", "operator": "LIKE", "value": "%kayak%"},
                {"property_name": "category", "operator": "=", "value": "sports"},
            ],
            "filter_tree": {
                "combine": "OR",
                "filters": [
                    {"property_name": "summary", "operator": "=", "value": "shoes"},
                    {"property_name": "quantity", "operator": "=", "value": 1},
                ],
            },
        }
    )
    t = translate(call, ORDERS)
    assert isinstance(t.server, _FilterValue) and t.server.target == "category"
    assert len(t.residual) == 2  # the prose LIKE, and the whole OR tree holding a prose =
    assert t.residual_properties() == {"notes", "summary", "quantity"}
    assert is_residual(Leaf(prop("orderCode"), "=", " ORD-002"))  # Weaviate trims field values
    assert not is_residual(Leaf(prop("orderCode"), "=", "ORD-002"))


@pytest.mark.parametrize(
    ("value", "pattern", "expected"),
    [
        ("ORD-002", "ORD%", True),
        ("ORD-002", "ORD*", True),
        ("ORD-002", "ord%", False),
        ("ORD_001", "ORD_00?", True),
        ("ORD-001", "ORD_00?", False),  # `_` is a literal, not SQL's one-character wildcard
        ("A red kayak paddle", "%kayak%", True),
        ("A red kayak paddle", "kayak", False),  # the whole value must match
        ("x.y", "x.y", True),
        ("xzy", "x.y", False),
    ],
)
def test_gym_like(value: str, pattern: str, expected: bool) -> None:
    assert LikePattern(pattern).matches(value) is expected


# ---- client-side semantics agree with the DuckDB engine -----------------------------------

COLUMNS = [p.name for p in ORDERS.properties]
OBJECTS = {row[0]: dict(zip(COLUMNS, row[1:])) for row in ORDER_ROWS}


def _engine() -> DuckDBEngine:
    return DuckDBEngine(shop_connection(), {SHOP.id: SHOP})


ENGINE = _engine()

TEXT_VALUES = [
    "ORD-002",
    "ORD%",
    "%kayak%",
    "%red%",
    "Blue tent for mountain camping",
    "sports",
    "%o%",
    "ORD_00?",
]
leaves = st.one_of(
    st.tuples(
        st.sampled_from(["orderCode", "notes", "category", "summary"]),
        st.sampled_from(["=", "LIKE"]),
        st.sampled_from(TEXT_VALUES),
    ),
    st.tuples(
        st.just("quantity"),
        st.sampled_from(["=", "<", ">", "<=", ">="]),
        st.sampled_from([1, 2, 2.5, 3, 5]),
    ),
    st.tuples(
        st.just("price"), st.sampled_from(["<", ">=", "="]), st.sampled_from([12, 60.0, 80.25])
    ),
    st.tuples(st.just("paid"), st.sampled_from(["=", "!="]), st.booleans()),
    st.tuples(
        st.just("orderDate"),
        st.sampled_from(["<", ">", "="]),
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
        st.just("shipDates"),
        st.sampled_from(["CONTAINS_ANY", "CONTAINS_ALL"]),
        st.lists(
            st.sampled_from(["2025-02-12", "2025-01-01", "2025-03-02"]), min_size=1, max_size=2
        ),
    ),
)


def _tree_json(combine: str, items: list[tuple]) -> dict:
    filters = []
    for name, op, value in items:
        key = "values" if isinstance(value, list) else "value"
        filters.append({"property_name": name, "operator": op, key: value})
    return {"combine": combine, "filters": filters}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=st.lists(leaves, min_size=1, max_size=3), combine=st.sampled_from(["AND", "OR"]))
def test_client_side_semantics_match_duckdb(items: list[tuple], combine: str) -> None:
    call = parse_call({"collection_name": "Orders", "filter_tree": _tree_json(combine, items)})
    expected = ENGINE.execute(SHOP.id, call).value
    t = translate(call, ORDERS)
    from gymkit.engine.weaviate_filters import call_nodes

    nodes = call_nodes(call, ORDERS)
    got = sorted(u for u, obj in OBJECTS.items() if all(node_matches(n, obj) for n in nodes))
    assert got == expected
    # whatever is not residual has a Weaviate filter (or is known to select nothing / all)
    assert t.server is None or t.server is NOTHING or hasattr(t.server, "operator")


@pytest.mark.parametrize(
    ("name", "op", "value", "field", "sent"),
    [
        ("quantity", ">", 2.5, "value_int", 3),
        ("price", "=", 12, "value_number", 12.0),
        ("category", "=", "books", "value_text", "books"),
        ("orderDate", "<", "2025-02-10", "value_text", "2025-02-10T00:00:00"),
        ("sizes", "CONTAINS_ANY", [1, 2], "value_int_array", [1, 2]),
        ("weights", "CONTAINS_ANY", [1, 2.5], "value_number_array", [1.0, 2.5]),
        ("flags", "CONTAINS_ALL", [True, False], "value_boolean_array", [True, False]),
        ("tags", "CONTAINS_ANY", ["red"], "value_text_array", ["red"]),
    ],
)
def test_filters_serialise_to_the_grpc_value_weaviate_expects(name, op, value, field, sent) -> None:
    from weaviate.collections.filters import _FilterToGRPC

    pb = _FilterToGRPC.convert(leaf_filter(Leaf(prop(name), op, value)))
    got = getattr(pb, field)
    got = list(got.values) if hasattr(got, "values") else got
    if isinstance(sent, str):
        assert str(got).startswith(sent)
    else:
        assert got == sent
