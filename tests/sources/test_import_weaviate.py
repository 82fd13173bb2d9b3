"""`gymkit env import --weaviate URL --collections ...`: schema and objects read with the v4 client.

Against the engine tests' in-memory stand-in for a Weaviate collection (tests/engine/
test_weaviate_standin.py: the handmade Orders objects in Weaviate's form, dates as datetimes),
given the two things an import reads: `config.get()` (the client's own config object, built by
the client from a REST class) and `iterator()`. The imported environment must answer every call
as the engine tests' own DuckDB tables of the same rows do. With WEAVIATE_URL set, the same
round trip runs on a real server.
"""

from __future__ import annotations

import os
import uuid

import duckdb
import pytest

from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.weaviate_schema import DATA_TYPES
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.schema import Collection, read_schema
from gymkit.sources.imports import ImportProblem, import_from_weaviate
from tests.engine.helpers import SHOP, make_tables
from tests.engine.test_weaviate_standin import OBJECTS, ORDERS, ROWS, _Client
from tests.engine.test_weaviate_standin import _Collection as _StandInCollection
from tests.sources.import_helpers import v4_config_object

# Orders' notes and summary are short phrases the inference would call text; the user says prose
ROLES = ["Orders.notes=prose", "Orders.summary=prose"]
CALLS = [
    {"collection_name": "Orders"},
    {
        "collection_name": "Orders",
        "text_property_filters": [
            {"property_name": "orderCode", "operator": "LIKE", "value": "ORD%"}
        ],
    },
    {
        "collection_name": "Orders",
        "numeric_property_filters": [{"property_name": "price", "operator": ">=", "value": 60}],
    },
    {
        "collection_name": "Orders",
        "date_property_filters": [
            {"property_name": "orderDate", "operator": ">", "value": "2025-02-10"}
        ],
    },
    {
        "collection_name": "Orders",
        "date_array_property_filters": [
            {"property_name": "shipDates", "operator": "CONTAINS_ANY", "values": ["2025-02-12"]}
        ],
    },
    {
        "collection_name": "Orders",
        "boolean_array_property_filters": [
            {"property_name": "flags", "operator": "CONTAINS_ALL", "values": [False]}
        ],
    },
    {"collection_name": "Orders", "search_query": "kayak"},
    {
        "collection_name": "Orders",
        "numeric_property_aggregations": [
            {"property_name": "weights", "metric": "SUM"},
            {"property_name": "quantity", "metric": "MEDIAN"},
        ],
        "text_property_aggregations": [
            {"property_name": "tags", "metric": "TOP_OCCURRENCES", "top_occurrences_limit": 2}
        ],
        "groupby_property": "category",
    },
]


def rest_class(name: str, coll: Collection) -> dict:
    """The class a Weaviate holding the collection returns (as `gymkit weaviate populate` makes it)."""
    props = []
    for p in coll.properties:
        data_type, tokenization = DATA_TYPES[p.type]
        props.append(
            {
                "name": p.name,
                "dataType": [data_type],
                "description": p.description,
                "tokenization": tokenization,
            }
        )
    return {"class": name, "description": "orders", "properties": props}


class _Config:
    def __init__(self, cls: dict) -> None:
        self.cls = cls

    def get(self):
        return v4_config_object(self.cls)


class _Obj:
    def __init__(self, uid: str, properties: dict) -> None:
        self.uuid = uuid.UUID(uid)
        self.properties = properties


class _ImportableCollection(_StandInCollection):
    """The stand-in plus what an import reads: its config and an iterator over its objects."""

    def __init__(self, name, schema, objects) -> None:
        super().__init__(name, schema, objects)
        self.config = _Config(rest_class(name, schema))

    def iterator(self, include_vector: bool = False):
        self.log.append(("iterator", include_vector))
        for u in sorted(self.objects):
            yield _Obj(u, dict(self.objects[u]))


def _reference_engine() -> DuckDBEngine:
    con = duckdb.connect()
    make_tables(con, SHOP, {"Orders": ROWS})
    return DuckDBEngine(con, {SHOP.id: SHOP})


def _same_answers(workspace, env_id: str) -> None:
    ref = _reference_engine()
    with open_gym(workspace) as gym:
        for call in CALLS:
            got = gym.execute(env_id, call)
            want = ref.execute(SHOP.id, call)
            assert got.value == want.value, call


def test_import_from_the_weaviate_standin(tmp_path):
    handle = _ImportableCollection("Orders", ORDERS, OBJECTS)
    printed: list[str] = []
    result = import_from_weaviate(
        "tiny-shop",
        ["Orders"],
        tmp_path / "snap",
        role_flags=ROLES,
        echo=printed.append,
        client=_Client([handle]),
    )
    assert ("iterator", False) in handle.log
    assert printed[0].startswith("tiny-shop: 1 collection, 7 objects, 0 queries from Weaviate")
    env = read_schema(result.folder / "schema.json")
    types = {p.name: p.type for p in env.collection("Orders").properties}
    assert types == {p.name: p.type for p in ORDERS.properties}
    assert env.collection("Orders").identifier.name == "orderCode"
    prepare(source=str(tmp_path / "snap"), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as gym:
        objects = gym.objects("tiny-shop", "Orders").sort_values("uuid")
        assert sorted(objects["uuid"]) == sorted(r[0] for r in ROWS)  # the Weaviate ids are kept
    _same_answers(tmp_path / "ws", "tiny-shop")


def test_a_missing_weaviate_collection_is_named(tmp_path):
    with pytest.raises(ImportProblem, match="Weaviate collection Nope: cannot read its config"):
        import_from_weaviate(
            "x",
            ["Nope"],
            tmp_path / "snap",
            client=_Client([_ImportableCollection("Orders", ORDERS, OBJECTS)]),
        )
    with pytest.raises(ImportProblem, match="--collections: name at least one"):
        import_from_weaviate("x", [], tmp_path / "snap", client=_Client())


@pytest.mark.integration
@pytest.mark.skipif(
    not os.environ.get("WEAVIATE_URL"),
    reason="WEAVIATE_URL is not set: no real Weaviate to import from",
)
def test_import_from_a_real_weaviate(tmp_path):
    from gymkit.engine.weaviate_connect import connect
    from gymkit.engine.weaviate_schema import object_properties, weaviate_properties

    name = f"GymkitImport_{uuid.uuid4().hex[:8]}"
    client = connect()
    try:
        client.collections.create(name, properties=weaviate_properties(ORDERS))
        coll = client.collections.use(name)
        columns = ["uuid", *[p.name for p in ORDERS.properties]]
        with coll.batch.fixed_size(batch_size=50) as batch:
            for r in ROWS:
                row = dict(zip(columns, r))
                batch.add_object(properties=object_properties(ORDERS, row), uuid=row["uuid"])
        assert not coll.batch.failed_objects
    finally:
        client.close()
    try:
        result = import_from_weaviate(
            "tiny-shop",
            [name],
            tmp_path / "snap",
            url=os.environ["WEAVIATE_URL"],
            role_flags=[r.replace("Orders", name) for r in ROLES],
            echo=lambda s: None,
        )
        assert result.objects == len(ROWS)
        env = read_schema(result.folder / "schema.json")
        types = {p.name: p.type for p in env.collection(name).properties}
        assert types == {p.name: p.type for p in ORDERS.properties}
    finally:
        client = connect()
        client.collections.delete(name)
        client.close()
