"""Every filter operator on every property type, against results worked out by hand."""

from __future__ import annotations

import pytest

from gymkit.call import LikePattern
from gymkit.engine.duckdb import DuckDBEngine

ENV = "tiny-shop"


def ids(engine: DuckDBEngine, **args) -> list[str]:
    result = engine.execute(ENV, {"collection_name": "Orders", **args})
    assert result.kind == "retrieval"
    assert result.value == sorted(result.value)
    return result.value


def text(prop: str, op: str, value: str) -> dict:
    return {"text_property_filters": [{"property_name": prop, "operator": op, "value": value}]}


def test_no_filter_returns_every_uuid_sorted(engine):
    assert ids(engine) == ["u01", "u02", "u03", "u04", "u05", "u06", "u07"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("ORD-002", ["u02"]),
        ("ord-002", []),  # exact and case-sensitive
        ("ORD-00", []),  # whole value, not a prefix
        ("X'; DROP TABLE x;--", ["u07"]),
    ],
)
def test_text_equals(engine, value, expected):
    assert ids(engine, **text("orderCode", "=", value)) == expected


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("ORD-00%", ["u02", "u05", "u06"]),
        ("ORD-00*", ["u02", "u05", "u06"]),  # Weaviate's wildcard
        ("ORD?00%", ["u01", "u02", "u03", "u05", "u06"]),  # ? is exactly one character
        ("ORD?002", ["u02", "u03"]),
        ("ORD_00%", ["u01"]),  # _ is a literal underscore
        ("%_%", ["u01"]),
        ("ord%", ["u04"]),  # case-sensitive
        ("%002", ["u02", "u03"]),
        ("*DROP*", ["u07"]),
        ("X'%", ["u07"]),
        ("ORD-002", ["u02"]),  # no wildcard: the whole value
        ("ORD-00", []),
    ],
)
def test_text_like(engine, pattern, expected):
    assert ids(engine, **text("orderCode", "LIKE", pattern)) == expected


def test_like_on_searchable_text_is_case_sensitive(engine):
    assert ids(engine, **text("notes", "LIKE", "%kayak%")) == ["u01"]
    assert ids(engine, **text("notes", "LIKE", "*ayak*")) == ["u01", "u06"]


def test_like_translation_escapes_literals():
    assert LikePattern("a_b%c*d?e\\").to_sql() == "a\\_b%c%d_e\\\\"


def num(prop: str, op: str, value) -> dict:
    return {"numeric_property_filters": [{"property_name": prop, "operator": op, "value": value}]}


@pytest.mark.parametrize(
    ("prop", "op", "value", "expected"),
    [
        ("quantity", "=", 3, ["u01", "u04"]),
        ("quantity", "<", 2, ["u02", "u06"]),
        ("quantity", ">", 3, ["u05"]),
        ("quantity", "<=", 2, ["u02", "u03", "u06", "u07"]),
        ("quantity", ">=", 3, ["u01", "u04", "u05"]),
        ("quantity", "<", 1.5, ["u02", "u06"]),  # a float against an int property
        ("quantity", "=", 2.5, []),
        ("quantity", "=", 3.0, ["u01", "u04"]),
        ("price", "=", 12, ["u05", "u07"]),  # an int against a number property
        ("price", ">", 80.25, ["u02", "u06"]),
        ("price", ">=", 80.25, ["u02", "u03", "u06"]),
        ("price", "<", 19.5, ["u05", "u07"]),
        ("price", "<=", 19.5, ["u01", "u05", "u07"]),
    ],
)
def test_numeric(engine, prop, op, value, expected):
    assert ids(engine, **num(prop, op, value)) == expected


@pytest.mark.parametrize(
    ("op", "value", "expected"),
    [
        ("=", "2025-02-10", ["u02", "u03"]),
        ("=", "2025-02-10T00:00:00Z", ["u02", "u03"]),  # RFC 3339 at midnight, as Weaviate takes it
        ("<", "2025-01-05", ["u07"]),
        (">", "2025-03-15", ["u06"]),
        ("<=", "2025-01-05", ["u01", "u07"]),
        (">=", "2025-03-15T00:00:00Z", ["u05", "u06"]),
    ],
)
def test_date(engine, op, value, expected):
    f = {"property_name": "orderDate", "operator": op, "value": value}
    assert ids(engine, date_property_filters=[f]) == expected


@pytest.mark.parametrize(
    ("op", "value", "expected"),
    [
        ("=", True, ["u01", "u03", "u04", "u06", "u07"]),
        ("=", False, ["u02", "u05"]),
        ("!=", True, ["u02", "u05"]),
        ("!=", False, ["u01", "u03", "u04", "u06", "u07"]),
    ],
)
def test_boolean(engine, op, value, expected):
    f = {"property_name": "paid", "operator": op, "value": value}
    assert ids(engine, boolean_property_filters=[f]) == expected


@pytest.mark.parametrize(
    ("list_name", "prop", "op", "values", "expected"),
    [
        (
            "array_property_filters",
            "tags",
            "CONTAINS_ANY",
            ["red", "blue"],
            ["u01", "u02", "u04", "u05", "u07"],
        ),
        ("array_property_filters", "tags", "CONTAINS_ALL", ["blue", "green"], ["u07"]),
        ("array_property_filters", "tags", "CONTAINS_ALL", ["red"], ["u01", "u04", "u05"]),
        ("array_property_filters", "tags", "CONTAINS_ANY", ["Red"], []),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [9, 4], ["u03", "u04"]),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ALL", [2, 3], ["u07"]),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [2.0], ["u01", "u02", "u07"]),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [2.5], []),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [2.5, 9], ["u04"]),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ALL", [2, 2.5], []),
        ("numeric_array_property_filters", "weights", "CONTAINS_ANY", [2.5], ["u02", "u07"]),
        ("numeric_array_property_filters", "weights", "CONTAINS_ALL", [1.0, 2.5], ["u07"]),
        ("numeric_array_property_filters", "weights", "CONTAINS_ANY", [1], ["u03", "u07"]),
        ("boolean_array_property_filters", "flags", "CONTAINS_ANY", [True], ["u01", "u03", "u04"]),
        ("boolean_array_property_filters", "flags", "CONTAINS_ALL", [True, False], ["u03"]),
        (
            "boolean_array_property_filters",
            "flags",
            "CONTAINS_ANY",
            [False],
            ["u02", "u03", "u05", "u07"],
        ),
        (
            "date_array_property_filters",
            "shipDates",
            "CONTAINS_ANY",
            ["2025-02-12"],
            ["u02", "u03"],
        ),
        (
            "date_array_property_filters",
            "shipDates",
            "CONTAINS_ALL",
            ["2025-02-11", "2025-02-12"],
            ["u02"],
        ),
        (
            "date_array_property_filters",
            "shipDates",
            "CONTAINS_ANY",
            ["2025-01-01T00:00:00Z"],
            ["u07"],
        ),
    ],
)
def test_arrays(engine, list_name, prop, op, values, expected):
    f = {"property_name": prop, "operator": op, "values": values}
    assert ids(engine, **{list_name: [f]}) == expected


def test_filters_are_anded(engine):
    args = {
        **text("category", "=", "sports"),
        **num("quantity", ">=", 3),
        "boolean_property_filters": [{"property_name": "paid", "operator": "=", "value": True}],
    }
    assert ids(engine, **args) == ["u01", "u04"]
    args["array_property_filters"] = [
        {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["water"]}
    ]
    assert ids(engine, **args) == ["u01"]


def leaf(prop: str, op: str, value) -> dict:
    key = "values" if isinstance(value, list) else "value"
    return {"property_name": prop, "operator": op, key: value}


def test_filter_tree_or(engine):
    tree = {"combine": "OR", "filters": [leaf("category", "=", "books"), leaf("paid", "=", False)]}
    assert ids(engine, filter_tree=tree) == ["u02", "u05", "u07"]


def test_filter_tree_b8_two_properties(engine):
    tree = {
        "combine": "OR",
        "filters": [leaf("orderCode", "=", "ORD-002"), leaf("category", "=", "ORD-002")],
    }
    assert ids(engine, filter_tree=tree) == ["u02"]


def test_filter_tree_nested_and_with_flat_filters(engine):
    inner = {
        "combine": "OR",
        "filters": [leaf("quantity", "=", 1), leaf("tags", "CONTAINS_ANY", ["paper"])],
    }
    tree = {"combine": "AND", "filters": [leaf("category", "=", "sports"), inner]}
    assert ids(engine, filter_tree=tree) == ["u06"]
    inner = {
        "combine": "OR",
        "filters": [leaf("orderDate", "<", "2025-01-01"), leaf("price", ">", 100)],
    }
    assert ids(engine, filter_tree=inner) == ["u02", "u06", "u07"]
    # the tree is AND-ed with the flat filters
    assert ids(engine, filter_tree=inner, **text("category", "=", "books")) == ["u07"]


def test_filter_tree_leaf_types_come_from_the_schema(engine):
    tree = {
        "combine": "OR",
        "filters": [
            leaf("orderCode", "LIKE", "ORD_*"),
            leaf("shipDates", "CONTAINS_ALL", ["2025-02-11", "2025-02-12"]),
            leaf("paid", "!=", True),
        ],
    }
    assert ids(engine, filter_tree=tree) == ["u01", "u02", "u05"]


@pytest.mark.parametrize(
    ("list_name", "prop", "op", "value", "expected"),
    [
        (
            "numeric_property_filters",
            "quantity",
            "<",
            10**30,
            ["u01", "u02", "u03", "u04", "u05", "u06", "u07"],
        ),
        (
            "numeric_property_filters",
            "quantity",
            ">",
            -(10**30),
            ["u01", "u02", "u03", "u04", "u05", "u06", "u07"],
        ),
        ("numeric_property_filters", "price", ">=", 1e300, []),
        (
            "numeric_array_property_filters",
            "sizes",
            "CONTAINS_ANY",
            [10**30, 2],
            ["u01", "u02", "u07"],
        ),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ANY", [1e300, 9], ["u04"]),
        ("numeric_array_property_filters", "sizes", "CONTAINS_ALL", [1e300, 9], []),
        (
            "numeric_array_property_filters",
            "weights",
            "CONTAINS_ANY",
            [10**300, 2.5],
            ["u02", "u07"],
        ),
    ],
)
def test_numbers_beyond_the_column_type(engine, list_name, prop, op, value, expected):
    key = "values" if isinstance(value, list) else "value"
    f = {"property_name": prop, "operator": op, key: value}
    assert ids(engine, **{list_name: [f]}) == expected


@pytest.mark.parametrize("op", ["CONTAINS_ANY", "CONTAINS_ALL"])
@pytest.mark.parametrize(
    ("list_name", "prop", "values"),
    [
        ("array_property_filters", "tags", ["blue", "green"]),
        ("numeric_array_property_filters", "sizes", [2, 3]),
        ("numeric_array_property_filters", "weights", [1.0, 2.5]),
        ("boolean_array_property_filters", "flags", [True, False]),
        ("date_array_property_filters", "shipDates", ["2025-02-11", "2025-02-12"]),
    ],
)
def test_long_value_lists_use_list_has_and_agree(engine, op, list_name, prop, values):
    from gymkit.engine.duckdb import _EXPAND_UP_TO

    short = {"property_name": prop, "operator": op, "values": values}
    padded = values * (_EXPAND_UP_TO // len(values) + 1)  # same set, past the expansion limit
    assert len(padded) > _EXPAND_UP_TO
    long = {"property_name": prop, "operator": op, "values": padded}
    assert ids(engine, **{list_name: [long]}) == ids(engine, **{list_name: [short]})
    assert ids(engine, **{list_name: [short]})  # the case is not vacuous


def test_array_conditions_bind_every_value(engine):
    from gymkit.engine.duckdb import condition
    from tests.engine.helpers import SHOP

    tags = SHOP.collections[0].prop("tags")
    sql, params = condition(tags, "CONTAINS_ALL", ["a'", "b"], "w")
    assert "a'" not in sql and params == ["a'", "b"]
    sql, params = condition(tags, "CONTAINS_ANY", [str(i) for i in range(20)], "w")
    assert sql.startswith("list_has_any(") and params == [[str(i) for i in range(20)]]
