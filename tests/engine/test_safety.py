"""Whatever an agent sends: only Result or EngineError, filters agree with a Python model, no table changes."""

from __future__ import annotations

import datetime as dt
import os
import re
import statistics
from typing import Any

import duckdb
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.call import FILTER_LIST_OF_TYPE, group_key, parse_date
from gymkit.engine.base import EngineError, Result
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.schema import Property
from tests.engine.helpers import ORDER_ROWS, SHOP, checksum, shop_connection

ENV = SHOP.id
ORDERS = SHOP.collections[0]
PROPS = ORDERS.properties
COLUMN = {p.name: i + 1 for i, p in enumerate(PROPS)}
HYP = settings(
    max_examples=int(os.environ.get("GYMKIT_HYPOTHESIS_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

NASTY = [
    "'",
    '"',
    "';",
    "--",
    '\'; DROP TABLE tiny_shop."Orders"; --',
    '"; DELETE FROM x; --',
    "1 OR 1=1",
    "%' OR '1'='1",
    "\\",
    "\x00",
    "é漢字🙂",
    "ORD-002",
    "X'; DROP TABLE x;--",
    "red",
    "*",
    "%",
    "Orders",
    "tiny_shop.Orders",
    "uuid",
    "quantity) FROM x; --",
]
nasty_text = st.one_of(st.sampled_from(NASTY), st.text(max_size=30))


def _values_of(prop: Property) -> list:
    i = COLUMN[prop.name]
    vals = []
    for row in ORDER_ROWS:
        vals.extend(row[i] if prop.is_array else [row[i]])
    return vals


def scalar(prop: Property) -> st.SearchStrategy:
    seen = [v.isoformat() if isinstance(v, dt.date) else v for v in _values_of(prop)]
    t = prop.scalar_type
    if t in ("int", "number"):
        fresh: st.SearchStrategy = st.one_of(
            st.integers(-10, 600),
            st.floats(-10, 600, allow_nan=False),
            st.integers(-(2**100), 2**100),
            st.floats(allow_nan=False, allow_infinity=False),
        )
    elif t == "boolean":
        fresh = st.booleans()
    elif t == "date":
        fresh = st.dates(dt.date(2024, 12, 1), dt.date(2025, 5, 1)).map(dt.date.isoformat)
    else:
        fresh = nasty_text
    return st.one_of(st.sampled_from(seen), fresh) if seen else fresh


def like_pattern() -> st.SearchStrategy:
    pieces = st.sampled_from(["%", "*", "?", "_", "\\", "ORD", "-00", "2", "X'", "red", "a", "'"])
    return st.lists(pieces, min_size=1, max_size=5).map("".join)


@st.composite
def leaf(draw, prop: Property | None = None) -> dict:
    prop = prop or draw(st.sampled_from(PROPS))
    if prop.is_array:
        op = draw(st.sampled_from(["CONTAINS_ANY", "CONTAINS_ALL"]))
        return {
            "property_name": prop.name,
            "operator": op,
            "values": draw(st.lists(scalar(prop), min_size=1, max_size=3)),
        }
    ops = {
        "text": ["=", "LIKE"],
        "numeric": ["=", "<", ">", "<=", ">="],
        "date": ["=", "<", ">", "<=", ">="],
        "boolean": ["=", "!="],
    }
    op = draw(st.sampled_from(ops[prop.kind]))
    value = draw(like_pattern() if op == "LIKE" else scalar(prop))
    return {"property_name": prop.name, "operator": op, "value": value}


def tree() -> st.SearchStrategy:
    return st.recursive(
        leaf(),
        lambda kids: st.fixed_dictionaries(
            {
                "combine": st.sampled_from(["AND", "OR"]),
                "filters": st.lists(kids, min_size=1, max_size=3),
            }
        ),
        max_leaves=5,
    ).filter(lambda t: "combine" in t)


AGG_METRICS = {
    "numeric": ["COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM"],
    "text": ["COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES"],
    "boolean": ["COUNT", "TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE"],
    "date": ["COUNT", "EARLIEST", "LATEST"],
}
AGG_LIST = {
    "numeric": "numeric_property_aggregations",
    "text": "text_property_aggregations",
    "boolean": "boolean_property_aggregations",
    "date": "date_property_aggregations",
}


@st.composite
def call(draw) -> dict:
    c: dict[str, Any] = {"collection_name": "Orders"}
    for f in draw(st.lists(leaf(), max_size=3)):
        prop = ORDERS.prop(f["property_name"])
        c.setdefault(FILTER_LIST_OF_TYPE[prop.type], []).append(f)
    if draw(st.booleans()):
        c["filter_tree"] = draw(tree())
    if draw(st.integers(0, 3)) == 0:
        c["search_query"] = draw(
            st.one_of(st.sampled_from(["kayak river", "mountain", "red shoes"]), nasty_text)
        )
    for _ in range(draw(st.integers(0, 3))):
        prop = draw(st.sampled_from(PROPS))
        entry = {
            "property_name": prop.name,
            "metric": draw(st.sampled_from(AGG_METRICS[prop.kind])),
        }
        if entry["metric"] == "TOP_OCCURRENCES" and draw(st.booleans()):
            entry["top_occurrences_limit"] = draw(st.integers(1, 8))
        c.setdefault(AGG_LIST[prop.kind], []).append(entry)
    if c.keys() & set(AGG_LIST.values()) and draw(st.booleans()):
        c["groupby_property"] = draw(st.sampled_from([p.name for p in PROPS if not p.searchable]))
    return c


# ---- a Python model of the filters -------------------------------------------------------


def _like(pattern: str, text: str) -> bool:
    rx = "".join(".*" if ch in "%*" else "." if ch == "?" else re.escape(ch) for ch in pattern)
    return re.fullmatch(rx, text, flags=re.DOTALL) is not None


def _norm(prop: Property, v: Any) -> Any:
    return parse_date(v) if prop.scalar_type == "date" else v


def matches(row: tuple, f: dict) -> bool:
    if "combine" in f:
        hits = [matches(row, x) for x in f["filters"]]
        return any(hits) if f["combine"] == "OR" else all(hits)
    prop = ORDERS.prop(f["property_name"])
    have = row[COLUMN[prop.name]]
    op = f["operator"]
    if prop.is_array:
        want = [_norm(prop, v) for v in f["values"]]
        return (any if op == "CONTAINS_ANY" else all)(v in have for v in want)
    v = _norm(prop, f["value"])
    if op == "LIKE":
        return _like(v, have)
    return {
        "=": have == v,
        "!=": have != v,
        "<": have < v,
        ">": have > v,
        "<=": have <= v,
        ">=": have >= v,
    }[op]


def expected_ids(c: dict) -> list[str]:
    flat = [f for name in FILTER_LIST_OF_TYPE.values() for f in c.get(name, [])]
    flat = list({id(f): f for f in flat}.values())
    rows = [r for r in ORDER_ROWS if all(matches(r, f) for f in flat)]
    if "filter_tree" in c:
        rows = [r for r in rows if matches(r, c["filter_tree"])]
    return sorted(r[0] for r in rows)


@pytest.fixture(scope="module")
def shared() -> tuple[duckdb.DuckDBPyConnection, DuckDBEngine, str]:
    con = shop_connection()
    return con, DuckDBEngine(con, {ENV: SHOP}), checksum(con)


@HYP
@given(c=call())
def test_random_valid_calls_give_results_or_engine_errors(shared, c):
    con, engine, before = shared
    try:
        result = engine.execute(ENV, c)
    except EngineError as e:
        assert e.message
        return
    assert isinstance(result, Result)
    has_aggs = c.keys() & set(AGG_LIST.values())
    searching = bool(c.get("search_query", "").strip())  # a blank search is no search
    if not has_aggs and not searching:
        assert result.value == expected_ids(c)
    if has_aggs and not searching and "groupby_property" not in c:
        n = len(expected_ids(c))
        for key, value in result.value.items():
            prop = ORDERS.prop(key[key.index("(") + 1 : -1])
            if key.startswith("COUNT(") and not prop.is_array:
                assert value == n
    if searching and not has_aggs:
        assert set(result.value) <= set(expected_ids(c))
        assert set(result.value) <= {u for u, _ in result.ranked}


@HYP
@given(
    env=st.one_of(st.just(ENV), nasty_text),
    collection=st.one_of(st.just("Orders"), nasty_text),
    prop=st.one_of(st.sampled_from([p.name for p in PROPS]), nasty_text),
    list_name=st.sampled_from(sorted(set(FILTER_LIST_OF_TYPE.values()))),
    op=st.one_of(st.sampled_from(["=", "LIKE", "<", "!=", "CONTAINS_ANY"]), nasty_text),
    value=nasty_text,
    search=st.one_of(st.none(), nasty_text),
    groupby=st.one_of(st.none(), nasty_text),
)
def test_hostile_strings_never_escape_or_change_a_table(
    shared, env, collection, prop, list_name, op, value, search, groupby
):
    con, engine, before = shared
    key = "values" if "array" in list_name else "value"
    c: dict[str, Any] = {
        "collection_name": collection,
        list_name: [
            {"property_name": prop, "operator": op, key: [value] if key == "values" else value}
        ],
        "text_property_aggregations": [{"property_name": prop, "metric": "COUNT"}],
    }
    if search is not None:
        c["search_query"] = search
    if groupby is not None:
        c["groupby_property"] = groupby
    for candidate in (c, {k: v for k, v in c.items() if k != "text_property_aggregations"}):
        try:
            engine.execute(env, candidate)
        except EngineError:
            pass
    assert checksum(con) == before


@HYP
@given(
    junk=st.one_of(
        st.none(),
        st.integers(),
        st.text(max_size=20),
        st.lists(st.integers(), max_size=3),
        st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=3),
    )
)
def test_junk_calls_are_engine_errors(shared, junk):
    _, engine, _ = shared
    with pytest.raises(EngineError):
        engine.execute(ENV, junk)


def test_checksum_sees_a_change():
    con = shop_connection()
    before = checksum(con)
    con.execute("UPDATE tiny_shop.\"Orders\" SET quantity = 99 WHERE uuid = 'u01'")
    assert checksum(con) != before


@st.composite
def filters_only(draw) -> dict:
    c: dict[str, Any] = {"collection_name": "Orders"}
    for f in draw(st.lists(leaf(), max_size=2)):
        prop = ORDERS.prop(f["property_name"])
        c.setdefault(FILTER_LIST_OF_TYPE[prop.type], []).append(f)
    return c


@HYP
@given(c=filters_only(), groupby=st.sampled_from(["category", "paid", "tags", "orderDate"]))
def test_aggregations_agree_with_python_on_random_subsets(shared, c, groupby):
    _, engine, _ = shared
    numeric = [
        {"property_name": "quantity", "metric": m}
        for m in ("COUNT", "MIN", "MAX", "MEAN", "MEDIAN", "SUM")
    ]
    boolean = [
        {"property_name": "paid", "metric": m} for m in ("PERCENTAGE_TRUE", "PERCENTAGE_FALSE")
    ]
    call = {**c, "numeric_property_aggregations": numeric, "boolean_property_aggregations": boolean}
    try:
        r = engine.execute(ENV, call)
    except EngineError:
        return
    chosen = set(expected_ids(c))
    rows = [row for row in ORDER_ROWS if row[0] in chosen]
    qs = sorted(row[COLUMN["quantity"]] for row in rows)
    v = r.value
    assert v["COUNT(quantity)"] == len(qs)
    if qs:
        assert v["SUM(quantity)"] == sum(qs)
        assert v["MIN(quantity)"] == qs[0] and v["MAX(quantity)"] == qs[-1]
        assert v["MEAN(quantity)"] == pytest.approx(sum(qs) / len(qs))
        assert v["MEDIAN(quantity)"] == pytest.approx(statistics.median(qs))
        assert v["PERCENTAGE_TRUE(paid)"] + v["PERCENTAGE_FALSE(paid)"] == pytest.approx(100.0)
    else:
        assert v["SUM(quantity)"] is None and v["PERCENTAGE_TRUE(paid)"] is None
    g = engine.execute(
        ENV, {**c, "groupby_property": groupby, "numeric_property_aggregations": numeric[:1]}
    )
    prop = ORDERS.prop(groupby)
    counts: dict[str, int] = {}
    for row in rows:
        items = row[COLUMN[groupby]] if prop.is_array else [row[COLUMN[groupby]]]
        for item in set(items):
            key = group_key(item, prop.kind)
            counts[key] = counts.get(key, 0) + 1
    assert g.value == {k: {"COUNT(quantity)": n} for k, n in counts.items()}
