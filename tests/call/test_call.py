"""The call model: parsing, validation against a schema, the SQL-like form, the canonical form."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.call import (
    CallError,
    canonical,
    canonical_filter,
    parse_call,
    parse_calls,
    render_sql,
    tool_schema,
    validate_call,
)
from gymkit.limits import text_problem
from tests.tiny_snapshot import TINY_ENV


def call(**kw) -> dict:
    return {"collection_name": "Gadgets", **kw}


# One call per operator and metric of the card, with its exact SQL-like rendering.
SQL_CASES = [
    (
        call(
            text_property_filters=[{"property_name": "category", "operator": "=", "value": "tool"}]
        ),
        "SELECT * FROM Gadgets WHERE category = 'tool'",
    ),
    (
        call(
            text_property_filters=[
                {"property_name": "gadgetName", "operator": "LIKE", "value": "Nerith%"}
            ]
        ),
        "SELECT * FROM Gadgets WHERE gadgetName LIKE 'Nerith%'",
    ),
    (
        call(
            text_property_filters=[
                {"property_name": "gadgetName", "operator": "=", "value": "Gamma's Three"}
            ]
        ),
        "SELECT * FROM Gadgets WHERE gadgetName = 'Gamma''s Three'",
    ),
    *[
        (
            call(
                numeric_property_filters=[{"property_name": "price", "operator": op, "value": 250}]
            ),
            f"SELECT * FROM Gadgets WHERE price {op} 250",
        )
        for op in ("=", "<", ">", "<=", ">=")
    ],
    (
        call(
            numeric_property_filters=[{"property_name": "price", "operator": ">", "value": 499.81}]
        ),
        "SELECT * FROM Gadgets WHERE price > 499.81",
    ),
    *[
        (
            call(
                date_property_filters=[
                    {"property_name": "builtDate", "operator": op, "value": "2025-01-15"}
                ]
            ),
            f"SELECT * FROM Gadgets WHERE builtDate {op} '2025-01-15'",
        )
        for op in ("=", "<", ">", "<=", ">=")
    ],
    (
        call(
            boolean_property_filters=[{"property_name": "inStock", "operator": "=", "value": True}]
        ),
        "SELECT * FROM Gadgets WHERE inStock = true",
    ),
    (
        call(
            boolean_property_filters=[
                {"property_name": "inStock", "operator": "!=", "value": False}
            ]
        ),
        "SELECT * FROM Gadgets WHERE inStock != false",
    ),
    (
        call(
            array_property_filters=[
                {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["red", "blue"]}
            ]
        ),
        "SELECT * FROM Gadgets WHERE tags CONTAINS_ANY ('red', 'blue')",
    ),
    (
        call(
            numeric_array_property_filters=[
                {"property_name": "sizes", "operator": "CONTAINS_ALL", "values": [1, 8]}
            ]
        ),
        "SELECT * FROM Gadgets WHERE sizes CONTAINS_ALL (1, 8)",
    ),
    (
        call(
            boolean_array_property_filters=[
                {"property_name": "checks", "operator": "CONTAINS_ANY", "values": [False]}
            ]
        ),
        "SELECT * FROM Gadgets WHERE checks CONTAINS_ANY (false)",
    ),
    (
        call(
            date_array_property_filters=[
                {
                    "property_name": "serviceDates",
                    "operator": "CONTAINS_ALL",
                    "values": ["2025-01-01", "2025-02-01"],
                }
            ]
        ),
        "SELECT * FROM Gadgets WHERE serviceDates CONTAINS_ALL ('2025-01-01', '2025-02-01')",
    ),
    (
        call(
            search_query="observatory and weather access",
            numeric_array_property_filters=[
                {"property_name": "sizes", "operator": "CONTAINS_ALL", "values": [1, 8]}
            ],
        ),
        "SELECT * FROM Gadgets WHERE SEARCH('observatory and weather access') AND sizes CONTAINS_ALL (1, 8)",
    ),
    *[
        (
            call(numeric_property_aggregations=[{"property_name": "price", "metric": m}]),
            f"SELECT {m}(price) FROM Gadgets",
        )
        for m in ("COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM")
    ],
    *[
        (
            call(text_property_aggregations=[{"property_name": "category", "metric": m}]),
            f"SELECT {m}(category) FROM Gadgets",
        )
        for m in ("COUNT", "COUNT_DISTINCT")
    ],
    (
        call(
            text_property_aggregations=[
                {
                    "property_name": "category",
                    "metric": "TOP_OCCURRENCES",
                    "top_occurrences_limit": 3,
                }
            ]
        ),
        "SELECT TOP_OCCURRENCES(category, 3) FROM Gadgets",
    ),
    *[
        (
            call(boolean_property_aggregations=[{"property_name": "inStock", "metric": m}]),
            f"SELECT {m}(inStock) FROM Gadgets",
        )
        for m in ("COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE")
    ],
    *[
        (
            call(date_property_aggregations=[{"property_name": "builtDate", "metric": m}]),
            f"SELECT {m}(builtDate) FROM Gadgets",
        )
        for m in ("COUNT", "EARLIEST", "LATEST")
    ],
    (
        call(
            numeric_property_aggregations=[{"property_name": "price", "metric": "MEAN"}],
            boolean_property_filters=[{"property_name": "inStock", "operator": "=", "value": True}],
            groupby_property="category",
        ),
        "SELECT category, MEAN(price) FROM Gadgets WHERE inStock = true GROUP BY category",
    ),
    (
        call(
            text_property_aggregations=[{"property_name": "gadgetName", "metric": "COUNT"}],
            filter_tree={
                "combine": "OR",
                "filters": [
                    {"property_name": "gadgetName", "operator": "=", "value": "X"},
                    {"property_name": "category", "operator": "=", "value": "X"},
                ],
            },
        ),
        "SELECT COUNT(gadgetName) FROM Gadgets WHERE (gadgetName = 'X' OR category = 'X')",
    ),
]


@pytest.mark.parametrize(("raw", "sql"), SQL_CASES)
def test_sql_rendering_of_every_operator_and_metric(raw, sql):
    c = validate_call(raw, TINY_ENV)
    assert render_sql(c) == sql


@pytest.mark.parametrize(("raw", "_"), SQL_CASES)
def test_json_round_trip_keeps_exactly_the_given_arguments(raw, _):
    c = parse_call(raw)
    assert c.to_dict() == raw
    assert parse_call(c.to_json()) == c
    assert "filter_tree" not in c.to_dict() or "filter_tree" in raw


@pytest.mark.parametrize(
    ("raw", "field", "words"),
    [
        ({"collection_name": "Widgets"}, "collection_name", "no collection 'Widgets'"),
        (
            call(
                text_property_filters=[{"property_name": "colour", "operator": "=", "value": "x"}]
            ),
            "text_property_filters[0].property_name",
            "no property 'colour'",
        ),
        (
            call(
                numeric_property_filters=[
                    {"property_name": "category", "operator": ">", "value": 3}
                ]
            ),
            "numeric_property_filters[0]",
            "filter it in text_property_filters",
        ),
        (
            call(
                text_property_filters=[{"property_name": "category", "operator": ">", "value": "x"}]
            ),
            "text_property_filters[0].operator",
            "'=' or 'LIKE'",
        ),
        (
            call(
                date_property_filters=[
                    {"property_name": "builtDate", "operator": "=", "value": "2025-02-30"}
                ]
            ),
            "date_property_filters[0].value",
            "not an ISO date",
        ),
        (
            call(
                date_property_filters=[
                    {"property_name": "builtDate", "operator": "=", "value": "March 3"}
                ]
            ),
            "date_property_filters[0].value",
            "not an ISO date",
        ),
        (
            call(
                text_property_filters=[
                    {"property_name": "category", "operator": "LIKE", "value": "%%"}
                ]
            ),
            "text_property_filters[0].value",
            "matches everything",
        ),
        (
            call(
                text_property_filters=[
                    {"property_name": "category", "operator": "LIKE", "value": ""}
                ]
            ),
            "text_property_filters[0].value",
            "empty LIKE",
        ),
        (
            call(
                numeric_property_aggregations=[
                    {"property_name": "price", "metric": "TOP_OCCURRENCES"}
                ]
            ),
            "numeric_property_aggregations[0].metric",
            "Input should be",
        ),
        (
            call(text_property_aggregations=[{"property_name": "price", "metric": "COUNT"}]),
            "text_property_aggregations[0]",
            "aggregate it in numeric_property_aggregations",
        ),
        (
            call(
                groupby_property="gadgetNotes",
                numeric_property_aggregations=[{"property_name": "price", "metric": "SUM"}],
            ),
            "groupby_property",
            "prose",
        ),
        (
            call(
                boolean_property_filters=[
                    {"property_name": "inStock", "operator": "=", "value": "yes"}
                ]
            ),
            "boolean_property_filters[0].value",
            "boolean",
        ),
        (
            call(
                numeric_property_filters=[
                    {"property_name": "price", "operator": "=", "value": True}
                ]
            ),
            "numeric_property_filters[0].value",
            "",
        ),
        (call(wherever="x"), "wherever", "unknown argument"),
        (
            call(
                filter_tree={
                    "combine": "OR",
                    "filters": [{"property_name": "tags", "operator": "=", "value": "red"}],
                }
            ),
            "filter_tree.filters[0].operator",
            "does not apply",
        ),
    ],
)
def test_validation_errors_name_the_field_and_the_reason(raw, field, words):
    with pytest.raises(CallError) as e:
        validate_call(raw, TINY_ENV)
    assert any(f.startswith(field) and words.lower() in m.lower() for f, m in e.value.issues), (
        e.value.issues
    )


def test_parse_errors_for_non_objects_and_bad_json():
    with pytest.raises(CallError, match="not valid JSON"):
        parse_call("{nope")
    with pytest.raises(CallError, match="JSON object"):
        parse_call([1, 2])
    with pytest.raises(CallError, match=r"\[1\]"):
        parse_calls([call(), {"collection_name": 3}])


def test_nulls_from_llms_mean_absent():
    c = parse_call(call(search_query="  ", text_property_filters=None, groupby_property=None))
    assert c.to_dict() == {"collection_name": "Gadgets"}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (("gadgetName", "LIKE", "Ner%"), ("gadgetName", "LIKE", "Ner*")),
        (("gadgetName", "LIKE", "Nerith"), ("gadgetName", "=", "Nerith")),
        (("tags", "CONTAINS_ANY", ["red"]), ("tags", "CONTAINS_ALL", ["red"])),
        (
            ("tags", "CONTAINS_ALL", ["red", "blue"]),
            ("tags", "CONTAINS_ALL", ["blue", "red", "red"]),
        ),
        (("inStock", "=", True), ("inStock", "!=", False)),
        (("price", ">", 560), ("price", ">", 560.0)),
        (("builtDate", ">=", "2025-01-15"), ("builtDate", ">=", "2025-01-15T00:00:00Z")),
    ],
)
def test_canonical_equivalences(a, b):
    assert canonical_filter(*a) == canonical_filter(*b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (("tags", "CONTAINS_ANY", ["red", "blue"]), ("tags", "CONTAINS_ALL", ["red", "blue"])),
        (("inStock", "=", True), ("inStock", "=", False)),
        (("price", ">", 560), ("price", ">=", 560)),
        (("gadgetName", "LIKE", "Ner_"), ("gadgetName", "LIKE", "Ner?")),
        (("price", "=", 1), ("price", "=", True)),
    ],
)
def test_canonical_keeps_different_things_different(a, b):
    assert canonical_filter(*a) != canonical_filter(*b)


def test_canonical_call_ignores_order_and_search_words():
    f1 = {"property_name": "price", "operator": ">", "value": 3}
    f2 = {"property_name": "category", "operator": "=", "value": "tool"}
    a = parse_call(
        call(search_query="red things", numeric_property_filters=[f1], text_property_filters=[f2])
    )
    b = parse_call(
        call(
            search_query="crimson items",
            text_property_filters=[f2],
            numeric_property_filters=[{**f1, "value": 3.0}],
        )
    )
    assert canonical(a) == canonical(b)
    assert canonical(a) != canonical(
        parse_call(call(numeric_property_filters=[f1], text_property_filters=[f2]))
    )


def test_tool_schema_is_generated_from_the_model():
    schema = tool_schema()
    assert schema["required"] == ["collection_name"]
    assert set(schema["properties"]) >= {
        "search_query",
        "text_property_filters",
        "groupby_property",
        "filter_tree",
    }
    json.dumps(schema)


_values = st.one_of(
    st.text(max_size=20),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.booleans(),
)


@given(st.text(max_size=30), _values)
def test_rendering_never_fails_and_quotes_every_string(prop, value):
    """Any property name and value render to one line; strings are always quoted with quotes doubled."""
    raw = {
        "collection_name": "C",
        "text_property_filters": [{"property_name": prop, "operator": "=", "value": value}],
    }
    try:
        c = parse_call(raw)
    except CallError:  # a value of another type, or text no store can hold (NUL, lone surrogate)
        assert not isinstance(value, str) or text_problem(prop) or text_problem(value)
        return
    sql = render_sql(c)
    assert sql.endswith("'" + value.replace("'", "''") + "'")


def test_huge_integers_are_checked_without_crashing():
    raw = call(
        numeric_property_filters=[{"property_name": "price", "operator": ">", "value": 10**400}]
    )
    assert validate_call(raw, TINY_ENV).numeric_property_filters[0].value == 10**400
