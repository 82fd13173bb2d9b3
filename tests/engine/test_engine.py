"""The engine as a whole: opening a gym.duckdb read-only, errors that name the field, execute_many."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pytest

from gymkit.engine.base import EngineError, Result
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.errors import StorageError
from gymkit.schema import Collection, Environment, Property
from tests.engine.helpers import SHOP, write_gym

ENV = SHOP.id


@pytest.fixture()
def gym_path(tmp_path: Path) -> Path:
    return write_gym(tmp_path / "gym.duckdb")


def test_opens_a_path_read_only_and_reads_the_schemas(gym_path):
    with DuckDBEngine(gym_path) as engine:
        assert list(engine.environments) == [ENV]
        assert engine.environments[ENV].collection("Orders").prop("sizes").type == "int_array"
        r = engine.execute(
            ENV,
            {
                "collection_name": "Orders",
                "text_property_filters": [
                    {"property_name": "category", "operator": "=", "value": "books"}
                ],
            },
        )
        assert r.value == ["u05", "u07"]
        with pytest.raises(duckdb.Error):
            engine.con.execute("CREATE TABLE main.x (a INTEGER)")
        # a second reader at the same time
        with DuckDBEngine(str(gym_path)) as other:
            assert len(other.execute(ENV, {"collection_name": "Orders"}).value) == 7


def test_environment_by_id_or_sql_schema(engine):
    assert engine.environment("tiny_shop") is engine.environment(ENV)


def test_unknown_environment(engine):
    with pytest.raises(EngineError) as e:
        engine.execute("no-such-env", {"collection_name": "Orders"})
    assert e.value.field == "environment"
    assert "tiny-shop" in e.value.message


@pytest.mark.parametrize(
    ("call", "field", "words"),
    [
        ({"collection_name": "Nope"}, "collection_name", "no collection"),
        (
            {
                "collection_name": "Orders",
                "text_property_filters": [
                    {"property_name": "colour", "operator": "=", "value": "x"}
                ],
            },
            "text_property_filters[0].property_name",
            "no property",
        ),
        (
            {
                "collection_name": "Orders",
                "text_property_filters": [
                    {"property_name": "quantity", "operator": "=", "value": "x"}
                ],
            },
            "text_property_filters[0]",
            "numeric_property_filters",
        ),
        (
            {
                "collection_name": "Orders",
                "numeric_property_filters": [
                    {"property_name": "quantity", "operator": "LIKE", "value": 1}
                ],
            },
            "numeric_property_filters[0].operator",
            "",
        ),
        (
            {
                "collection_name": "Orders",
                "date_property_filters": [
                    {"property_name": "orderDate", "operator": "=", "value": "15/03/2025"}
                ],
            },
            "date_property_filters[0].value",
            "ISO",
        ),
        (
            {
                "collection_name": "Orders",
                "text_property_filters": [
                    {"property_name": "orderCode", "operator": "LIKE", "value": "%%"}
                ],
            },
            "text_property_filters[0].value",
            "matches everything",
        ),
        (
            {
                "collection_name": "Orders",
                "numeric_property_aggregations": [{"property_name": "category", "metric": "SUM"}],
            },
            "numeric_property_aggregations[0]",
            "text_property_aggregations",
        ),
        (
            {
                "collection_name": "Orders",
                "groupby_property": "notes",
                "numeric_property_aggregations": [{"property_name": "quantity", "metric": "SUM"}],
            },
            "groupby_property",
            "prose",
        ),
        (
            {"collection_name": "Orders", "groupby_property": "category"},
            "groupby_property",
            "aggregation",
        ),
        (
            {
                "collection_name": "Orders",
                "filter_tree": {
                    "combine": "OR",
                    "filters": [{"property_name": "paid", "operator": "<", "value": True}],
                },
            },
            "filter_tree.filters[0].operator",
            "does not apply",
        ),
        ({"collection_name": "Orders", "limit": 3}, "limit", "unknown argument"),
    ],
)
def test_bad_calls_are_engine_errors_naming_the_field(engine, call, field, words):
    with pytest.raises(EngineError) as e:
        engine.execute(ENV, call)
    assert e.value.field == field
    assert words in e.value.message


def test_a_number_beyond_any_stored_value_matches_nothing(engine):
    """10**400 is a valid number, just one no int64 or float64 column holds: no match, no crash."""
    for prop in ("weights", "sizes"):
        f = {"property_name": prop, "operator": "CONTAINS_ANY", "values": [10**400]}
        call = {"collection_name": "Orders", "numeric_array_property_filters": [f]}
        assert engine.execute(ENV, call).value == []


def test_call_objects_and_json_strings_are_accepted(engine):
    from gymkit.call import parse_call

    call = {
        "collection_name": "Orders",
        "boolean_property_filters": [{"property_name": "paid", "operator": "=", "value": False}],
    }
    assert engine.execute(ENV, parse_call(call)).value == ["u02", "u05"]
    assert engine.execute(ENV, json.dumps(call)).value == ["u02", "u05"]


def test_execute_many_keeps_order_and_errors(engine):
    out = engine.execute_many(
        ENV,
        [
            {"collection_name": "Orders"},
            {"collection_name": "Nope"},
            {
                "collection_name": "Orders",
                "numeric_property_aggregations": [{"property_name": "quantity", "metric": "MAX"}],
            },
        ],
    )
    assert isinstance(out[0], Result) and len(out[0].value) == 7
    assert isinstance(out[1], EngineError) and out[1].field == "collection_name"
    assert out[2].value == {"MAX(quantity)": 5}


def test_missing_table_or_column_names_the_fix(tmp_path):
    other = Environment(
        id="other-env",
        name="Other",
        collections=[
            Collection(
                name="Things",
                properties=[Property(name="label", type="filterable_text", is_identifier=True)],
            )
        ],
    )
    path = write_gym(tmp_path / "gym.duckdb")
    engine = DuckDBEngine(path, {ENV: SHOP, other.id: other})
    # the gym's file, not the agent, is at fault: StorageError (never scored as an invalid call)
    with pytest.raises(StorageError) as e:
        engine.execute(other.id, {"collection_name": "Things"})
    assert not isinstance(e.value, EngineError)
    assert str(path) in str(e.value) and "other_env.Things is missing" in str(e.value)
    wider = SHOP.model_copy(deep=True)
    wider.collections[0].properties.append(Property(name="extra", type="int"))
    engine = DuckDBEngine(path, {ENV: wider})
    with pytest.raises(StorageError, match="lacks column.*extra"):
        engine.execute(ENV, {"collection_name": "Orders"})


def test_a_missing_file_or_schema_table_is_an_engine_error(tmp_path):
    with pytest.raises(EngineError, match="gymkit data"):
        DuckDBEngine(tmp_path / "absent.duckdb")
    duckdb.connect(str(tmp_path / "bare.duckdb")).close()
    with pytest.raises(EngineError, match="main.schemas"):
        DuckDBEngine(tmp_path / "bare.duckdb")


def test_caches_collection_info(engine):
    engine.execute(ENV, {"collection_name": "Orders"})
    info = engine._info[(ENV, "Orders")]
    engine.execute(ENV, {"collection_name": "Orders"})
    assert engine._info[(ENV, "Orders")] is info
