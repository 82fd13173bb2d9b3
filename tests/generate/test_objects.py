"""Generated objects against the card's schema tables: types, value sets, ranges, prose lengths."""

from __future__ import annotations

import datetime as dt
import re
import uuid
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gymkit.generate.blueprints import BLUEPRINTS, environment
from gymkit.generate.objects import NAMESPACE
from gymkit.schema import read_schema
from gymkit.sources.folder import open_snapshot
from tests.generate.conftest import SMALL, objects

COLLECTIONS = [(e, c.name) for e, b in BLUEPRINTS.items() for c in b.collections]
ARROW = {
    "searchable_text": pa.string(),
    "filterable_text": pa.string(),
    "int": pa.int64(),
    "number": pa.float64(),
    "boolean": pa.bool_(),
    "date": pa.string(),
    "text_array": pa.list_(pa.string()),
    "int_array": pa.list_(pa.int64()),
    "number_array": pa.list_(pa.float64()),
    "boolean_array": pa.list_(pa.bool_()),
    "date_array": pa.list_(pa.string()),
}


def test_snapshot_layout_is_readable_by_the_team_reader(small_gym: Path) -> None:
    snap = open_snapshot(small_gym)
    assert list(snap.environments) == list(BLUEPRINTS)
    for env_id in BLUEPRINTS:
        assert read_schema(small_gym / env_id / "schema.json") == environment(env_id)


def test_schema_matches_the_card_tables() -> None:
    counts = {e: sum(len(c.properties) for c in b.collections) for e, b in BLUEPRINTS.items()}
    assert counts == {
        "public-transit": 12,
        "tattoo-studios": 11,
        "nonprofits": 25,
        "surf-schools": 30,
        "childcare": 21,
    }
    searchable = sum(
        1
        for b in BLUEPRINTS.values()
        for c in b.collections
        for p in c.properties
        if p.type == "searchable_text"
    )
    assert searchable == 18  # the card: 18,000 searchable documents at 1,000 objects
    for b in BLUEPRINTS.values():
        for c in b.collections:
            assert sum(p.role == "identifier" for p in c.properties) == 1
            for p in c.properties:
                assert "โ" not in p.description and p.description.endswith(".")


@pytest.mark.parametrize("env_id,collection", COLLECTIONS)
def test_columns_types_and_counts(small_gym: Path, env_id: str, collection: str) -> None:
    table = pq.read_table(small_gym / env_id / "objects" / f"{collection}.parquet")
    coll = environment(env_id).collection(collection)
    assert table.column_names == ["uuid"] + [p.name for p in coll.properties]
    assert table.num_rows == SMALL
    for p in coll.properties:
        assert table.schema.field(p.name).type == ARROW[p.type], p.name
        assert table.column(p.name).null_count == 0


@pytest.mark.parametrize("env_id,collection", COLLECTIONS)
def test_values_match_the_card(small_gym: Path, env_id: str, collection: str) -> None:
    rows = objects(small_gym, env_id, collection)
    bp = BLUEPRINTS[env_id].collection(collection)
    for p in bp.properties:
        vals = [r[p.name] for r in rows]
        s = p.spec
        if p.role == "identifier":
            assert len(set(vals)) == len(vals)
            if s.kind == "code":
                assert vals[:2] == [f"{s.prefix}-00001", f"{s.prefix}-00002"]
            else:
                single = s.style == "asset"  # the card: Morrowspindle, Ternwick Splay
                pattern = r"[A-Z][A-Za-z-]+( [A-Z][A-Za-z-]+)" + ("*" if single else "+")
                assert all(re.fullmatch(pattern, v) for v in vals), vals[:5]
        elif p.role == "reference":
            targets = {
                r[BLUEPRINTS[env_id].collection(s.ref).identifier.name]
                for r in objects(small_gym, env_id, s.ref)
            }
            assert set(vals) <= targets
            assert len(set(vals)) == round(s.distinct * SMALL / 1000)
        elif p.role == "searchable":
            words = [len(v.split()) for v in vals]
            assert min(words) == s.words[0] and max(words) == s.words[1]
            assert abs(sum(words) / len(words) - s.words[2]) < 4
        elif p.type.endswith("_array"):
            top = 2 if p.type == "boolean_array" else 3
            assert {len(v) for v in vals} == set(range(1, top + 1))
            if p.type != "boolean_array":
                assert all(len(set(v)) == len(v) for v in vals)
                assert {x for v in vals for x in v} == set(s.values)
            else:
                items = [x for v in vals for x in v]
                assert abs(sum(items) / len(items) - s.share) < 0.01
        elif s.kind == "enum":
            assert set(vals) == set(s.values)
        elif s.kind in ("int", "number"):
            assert min(vals) == pytest.approx(s.lo) and max(vals) == pytest.approx(s.hi)
            assert all(round(v, s.decimals) == v for v in vals)
        elif s.kind == "date":
            assert min(vals) == s.lo and max(vals) == s.hi
            assert all(dt.date.fromisoformat(v) for v in vals)
        elif s.kind == "bool":
            assert abs(sum(vals) / len(vals) - s.share) < 0.01


@pytest.mark.parametrize("env_id,collection", COLLECTIONS)
def test_uuids_are_uuid5_of_the_identifier(small_gym: Path, env_id: str, collection: str) -> None:
    ident = BLUEPRINTS[env_id].collection(collection).identifier.name
    for r in objects(small_gym, env_id, collection)[:50]:
        assert r["uuid"] == str(uuid.uuid5(NAMESPACE, f"{env_id}/{collection}/{r[ident]}"))


def test_prose_cites_the_records_the_card_says(small_gym: Path) -> None:
    artists = {r["artistName"] for r in objects(small_gym, "tattoo-studios", "TattooArtists")}
    for d in objects(small_gym, "tattoo-studios", "TattooDesigns"):
        assert sum(a in d["designDescription"] for a in artists) >= 1
    for d in objects(small_gym, "nonprofits", "Donations"):
        assert d["campaignTitle"] in d["processingNotes"]
    for env_id, coll, prop, name in (
        ("childcare", "ChildcareStaff", "careExperience", "staffName"),
        ("surf-schools", "SurfInstructors", "teachingApproach", "instructorName"),
    ):
        rows = objects(small_gym, env_id, coll)
        names = {r[name] for r in rows}
        citing = [r for r in rows if any(n in r[prop] for n in names - {r[name]})]
        assert 0.45 < len(citing) / len(rows) < 0.75


def test_prose_is_consistent_with_values(small_gym: Path) -> None:
    for r in objects(small_gym, "surf-schools", "SurfBeaches"):
        assert f"in the {r['coastalArea']} area" in r["shoreAccess"]
    for r in objects(small_gym, "nonprofits", "Charities"):
        assert (
            r["causeCategory"] in r["missionDescription"]
            and str(r["foundingYear"]) in r["missionDescription"]
        )


def test_the_cards_example_identifiers_are_in_the_mirror(tmp_path):
    """Requests written from the card ("route Morrowfen Link") find their records."""
    import pyarrow.parquet as pq

    from gymkit.generate.blueprints import environment
    from gymkit.generate.names import CARD_EXAMPLES
    from gymkit.generate.writer import generate_snapshot

    envs = sorted({e for e, _ in CARD_EXAMPLES})
    root = generate_snapshot(tmp_path / "s", objects=50, environments=envs, progress=False)
    for (env_id, coll), names in CARD_EXAMPLES.items():
        ident = environment(env_id).collection(coll).identifier.name
        values = (
            pq.read_table(root / env_id / "objects" / f"{coll}.parquet").column(ident).to_pylist()
        )
        assert set(names) <= set(values), (env_id, coll)
        assert len(values) == len(set(values)) == 50
