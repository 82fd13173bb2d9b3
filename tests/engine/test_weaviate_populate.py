"""Populate without a server: class names, data types and tokenization, object values, fingerprints,
and the decision to create, skip, resume, replace or refuse."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest
from weaviate.classes.config import DataType, Tokenization

from gymkit.engine.weaviate_populate import CollectionReport, PopulateReport, decide, read_rows
from gymkit.engine.weaviate_schema import (
    collection_name,
    collection_names,
    date_string,
    fingerprint,
    from_weaviate_value,
    gym_collection,
    object_properties,
    read_tag,
    tagged_description,
    to_rfc3339,
    weaviate_property,
)
from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.schema import Property
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

CLASS_NAME = re.compile(r"^[A-Z][_0-9A-Za-z]*$")  # Weaviate's rule for class names


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("wv")
    snap = write_tiny_snapshot(root / "snap")
    prepare(source=str(snap), workspace=root / "ws", progress=False)
    g = open_gym(root / "ws")
    yield g
    g.close()


@pytest.mark.parametrize(
    ("ptype", "data_type", "tokenization"),
    [
        ("searchable_text", DataType.TEXT, Tokenization.WORD),
        ("filterable_text", DataType.TEXT, Tokenization.FIELD),
        ("int", DataType.INT, None),
        ("number", DataType.NUMBER, None),
        ("boolean", DataType.BOOL, None),
        ("date", DataType.DATE, None),
        ("text_array", DataType.TEXT_ARRAY, Tokenization.FIELD),
        ("int_array", DataType.INT_ARRAY, None),
        ("number_array", DataType.NUMBER_ARRAY, None),
        ("boolean_array", DataType.BOOL_ARRAY, None),
        ("date_array", DataType.DATE_ARRAY, None),
    ],
)
def test_property_types_and_tokenization(ptype: str, data_type: DataType, tokenization) -> None:
    wp = weaviate_property(Property(name="someProp", type=ptype, description="d"))
    assert wp.name == "someProp"
    assert wp.dataType == data_type
    assert wp.tokenization == tokenization
    sent = wp._to_dict()
    assert sent["dataType"] == [data_type.value]
    assert sent.get("tokenization") == (tokenization.value if tokenization else None)
    assert sent["indexFilterable"] is True


def test_collection_names_are_valid_prefixed_and_reversible(gym) -> None:
    assert (
        collection_name("Gym", "public-transit", "TransitRoutes")
        == "Gym_public_transit_TransitRoutes"
    )
    assert (
        collection_name("my gym", "surf-schools", "SurfBeaches")
        == "My_gym_surf_schools_SurfBeaches"
    )
    assert collection_name("", "x", "Y") == "X_Y"
    env = gym.environment(ENV_ID)
    names = collection_names("Run2", env)
    assert all(CLASS_NAME.match(n) for n in names)
    assert len(set(names)) == len(env.collections)
    for wname, cname in names.items():
        assert gym_collection(wname, "Run2", env) == cname
        assert gym_collection(wname.lower(), "Run2", env) == cname  # agents may echo any case
        assert gym_collection(cname, "Run2", env) == cname  # an unprefixed name is kept
    assert gym_collection("Other_thing", "Run2", env) == "Other_thing"


def test_dates_to_and_from_weaviate() -> None:
    assert to_rfc3339("2025-11-16") == "2025-11-16T00:00:00Z"
    assert to_rfc3339(dt.date(2025, 1, 5)) == "2025-01-05T00:00:00Z"
    assert date_string("2025-11-16T00:00:00Z") == "2025-11-16"
    assert date_string(dt.datetime(2025, 11, 16, tzinfo=dt.timezone.utc)) == "2025-11-16"
    # a timestamp is the calendar date written in its own offset (gymkit.call.dates), the rule
    # of the call model too: 01:00+02:00 on 11-16 is 11-16, though it is 11-15 in UTC
    plus2 = dt.timezone(dt.timedelta(hours=2))
    assert date_string(dt.datetime(2025, 11, 16, 1, 0, tzinfo=plus2)) == "2025-11-16"
    dates = Property(name="d", type="date_array")
    assert from_weaviate_value(dates, [dt.datetime(2027, 3, 1, tzinfo=dt.timezone.utc)]) == [
        "2027-03-01"
    ]


def test_rows_from_the_gym_become_weaviate_objects(gym) -> None:
    env = gym.environment(ENV_ID)
    for coll in env.collections:
        rows = read_rows(gym.con, env, coll)
        assert rows, coll.name
        assert [r["uuid"] for r in rows] == sorted(r["uuid"] for r in rows)
        for row in rows:
            props = object_properties(coll, row)
            assert set(props) <= {p.name for p in coll.properties}
            for p in coll.properties:
                if p.name not in props:
                    continue
                v = props[p.name]
                if p.type == "date":
                    assert re.fullmatch(r"\d{4}-\d\d-\d\dT00:00:00Z", v)
                    assert from_weaviate_value(p, v) == str(row[p.name])
                elif p.type == "date_array":
                    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT00:00:00Z", x) for x in v)
                elif p.type in ("int", "number", "boolean"):
                    assert type(v) is {"int": int, "number": float, "boolean": bool}[p.type]
                elif p.is_array:
                    assert isinstance(v, list) and len(v) == len(row[p.name])


def test_fingerprint_is_stable_and_sees_every_change(gym) -> None:
    env = gym.environment(ENV_ID)
    coll = env.collections[0]
    rows = read_rows(gym.con, env, coll)
    fp = fingerprint(coll, rows)
    assert fingerprint(coll, list(reversed(rows))) == fp  # row order does not matter
    changed = [dict(r) for r in rows]
    first_text = next(p.name for p in coll.properties if p.kind == "text" and not p.is_array)
    changed[0][first_text] = str(changed[0][first_text]) + "!"
    assert fingerprint(coll, changed) != fp
    renamed = coll.model_copy(update={"description": coll.description + " (v2)"})
    assert fingerprint(renamed, rows) != fp


def test_description_tag_round_trip() -> None:
    d = tagged_description("Named gadgets.", "ab" * 32, pending=True)
    assert read_tag(d) == ("ab" * 32, True)
    done = tagged_description(d, "cd" * 32)
    assert done.startswith("Named gadgets. [gymkit:fingerprint=")
    assert done.count("gymkit:") == 1
    assert read_tag(done) == ("cd" * 32, False)
    assert read_tag("a collection someone else made") == (None, False)
    assert read_tag(None) == (None, False)


FP = "f" * 64


@pytest.mark.parametrize(
    ("exists", "description", "count", "replace", "action"),
    [
        (False, None, 0, False, "create"),
        (True, tagged_description("x", FP), 10, False, "skip"),
        (True, tagged_description("x", FP), 7, False, "resume"),  # an import that stopped
        (True, tagged_description("x", FP, pending=True), 10, False, "resume"),
        (True, tagged_description("x", "e" * 64), 10, True, "replace"),
        (True, "no tag at all", 10, True, "replace"),
    ],
)
def test_decide(exists: bool, description, count: int, replace: bool, action: str) -> None:
    assert decide("Gym_x_Y", exists, description, count, FP, 10, replace) == action


@pytest.mark.parametrize("description", [tagged_description("x", "e" * 64), "made by someone else"])
def test_decide_refuses_another_snapshot_without_replace(description: str) -> None:
    with pytest.raises(GymError) as e:
        decide("Gym_x_Y", True, description, 10, FP, 10, False)
    msg = str(e.value)
    assert "Gym_x_Y" in msg and "--replace" in msg and "\n" not in msg


def test_report_summary_and_failures() -> None:
    report = PopulateReport(
        [
            CollectionReport("Gym_a_B", "create", 3, [("u1", "bad date")]),
            CollectionReport("Gym_a_C", "skip", 5),
        ]
    )
    assert report.failed == [("Gym_a_B", "u1", "bad date")]
    assert report.summary() == "2 collections (1 create, 1 skip); 3 objects imported, 1 failed"


def test_read_rows_quotes_names(gym, tmp_path: Path) -> None:
    env = gym.environment(ENV_ID)
    coll = env.collections[0]
    odd = coll.model_copy(update={"name": 'Gad"gets'})
    with pytest.raises(Exception) as e:  # a missing table, not an SQL injection
        read_rows(gym.con, env, odd)
    assert "Gad" in str(e.value)


def test_uuids_must_read_back_the_same() -> None:
    from gymkit.engine.weaviate_populate import uuid_problem

    assert uuid_problem("5b6f3c1e-2d4a-5b8c-9e0f-123456789abc") is None
    assert "not a UUID" in uuid_problem("u01")
    assert "canonical" in uuid_problem("5B6F3C1E-2D4A-5B8C-9E0F-123456789ABC")


def test_the_collection_definition_passes_the_clients_validation() -> None:
    from weaviate.classes.config import Configure
    from weaviate.exceptions import WeaviateClosedClientError, WeaviateInvalidInputError

    from gymkit.engine.weaviate_schema import weaviate_properties
    from tests.engine.helpers import SHOP, unconnected_client

    client = unconnected_client()
    coll = SHOP.collections[0]
    with pytest.raises(WeaviateClosedClientError):  # accepted, then refused for want of a server
        client.collections.create(
            collection_name("Gym", SHOP.id, coll.name),
            description=tagged_description(coll.description, FP, pending=True),
            properties=weaviate_properties(coll),
            vector_config=Configure.Vectors.self_provided(),
        )
    with pytest.raises(WeaviateInvalidInputError):  # what a bad definition gets instead
        client.collections.create(
            "Gym_x_Y", properties=weaviate_properties(coll), vector_config="x"
        )


# ---- populate's orchestration on an in-memory stand-in for the collections API ------------
# (a real server is exercised by test_weaviate_integration.py)


class _Batch:
    def __init__(self, coll: _StandInCollection, reject: set[str]) -> None:
        self.coll, self.reject = coll, reject

    def __enter__(self) -> _Batch:
        self.coll.batch.failed_objects = []
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def add_object(self, properties: dict, uuid: str) -> None:
        from weaviate.collections.classes.batch import BatchObject, ErrorObject

        if uuid in self.reject:
            obj = BatchObject(collection=self.coll.name, properties=properties, uuid=uuid, index=0)
            self.coll.batch.failed_objects.append(ErrorObject(message="invalid date", object_=obj))
        else:
            self.coll.objects[uuid] = properties


class _StandInCollection:
    def __init__(self, name: str, description: str, reject: set[str]) -> None:
        self.name, self.description, self.objects = name, description, {}
        self.batch = type("B", (), {})()
        self.batch.fixed_size = lambda batch_size, concurrent_requests: _Batch(self, reject)
        self.batch.failed_objects = []
        self.config = type("C", (), {})()
        self.config.get = lambda: type("Cfg", (), {"description": self.description})()
        self.config.update = lambda description: setattr(self, "description", description)
        self.aggregate = type("A", (), {})()
        self.aggregate.over_all = lambda total_count: type(
            "R", (), {"total_count": len(self.objects)}
        )()


class _StandInClient:
    def __init__(self) -> None:
        self.store: dict[str, _StandInCollection] = {}
        self.reject: set[str] = set()
        self.collections = self

    def exists(self, name: str) -> bool:
        return name in self.store

    def use(self, name: str) -> _StandInCollection:
        return self.store[name]

    def delete(self, name: str) -> None:
        del self.store[name]

    def create(
        self, name: str, description: str, properties: list, vector_config: object
    ) -> _StandInCollection:
        self.store[name] = _StandInCollection(name, description, self.reject)
        return self.store[name]


def test_populate_creates_skips_refuses_replaces_and_resumes(gym) -> None:
    from gymkit.engine.weaviate_populate import populate

    client = _StandInClient()
    first = populate(client, gym, prefix="T", progress=False)
    env = gym.environment(ENV_ID)
    assert [c.action for c in first.collections] == ["create"] * len(env.collections)
    for c in first.collections:
        stored = client.store[c.name]
        assert len(stored.objects) == c.objects > 0
        assert read_tag(stored.description)[1] is False  # finished: no longer pending
    assert {c.action for c in populate(client, gym, prefix="T", progress=False).collections} == {
        "skip"
    }
    # another snapshot in one collection: refused, then replaced on request
    name = first.collections[0].name
    client.store[name].description = tagged_description("x", "0" * 64)
    with pytest.raises(GymError, match="--replace"):
        populate(client, gym, prefix="T", progress=False)
    again = populate(client, gym, prefix="T", replace=True, progress=False)
    assert [c.action for c in again.collections] == ["replace"] + ["skip"] * (
        len(env.collections) - 1
    )
    # a rejected object is reported, the collection stays pending and is resumed next time
    other = populate(client, gym, prefix="U", progress=False)
    bad_uuid = next(iter(client.store[name.replace("T_", "U_", 1)].objects))
    client.store.clear()
    client.reject.add(bad_uuid)
    report = populate(client, gym, prefix="U", progress=False)
    assert [(u, m) for _, u, m in report.failed] == [(bad_uuid, "invalid date")]
    pending = [c for c in client.store.values() if read_tag(c.description)[1]]
    assert len(pending) == 1
    client.reject.clear()
    resumed = populate(client, gym, prefix="U", progress=False)
    assert sorted(c.action for c in resumed.collections) == sorted(
        ["resume"] + ["skip"] * (len(other.collections) - 1)
    )
    assert resumed.failed == []
