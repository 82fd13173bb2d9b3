"""edge_case_1: behaviours, phrasings, expect checks, and relevant sets recomputed from the objects."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from gymkit.generate.blueprints import BLUEPRINTS
from gymkit.generate.edge import decoys
from tests.generate.conftest import objects, read_rows

CARD_COUNTS = {
    "public-transit": 46,
    "tattoo-studios": 31,
    "nonprofits": 23,
    "surf-schools": 17,
    "childcare": 13,
}


def edge(gym: Path, env_id: str) -> list[dict]:
    return read_rows(gym / env_id / "edge_case_1.parquet")


@pytest.mark.parametrize("env_id", list(BLUEPRINTS))
def test_counts_behaviours_and_phrasings(small_gym: Path, env_id: str) -> None:
    rows = edge(small_gym, env_id)
    assert len(rows) == CARD_COUNTS[env_id]
    behaviours = Counter(r["behavior"] for r in rows)
    assert {"B1", "B2", "B3", "B6", "B7", "B9"} <= set(behaviours)
    assert ("B8" in behaviours) == (
        env_id == "public-transit"
    )  # only two same-form properties there
    by_value = defaultdict(set)
    for r in rows:
        by_value[(r["behavior"], r["collection"], r["value"])].add(r["phrasing"])
        assert r["value"] in r["command"]
        if r["phrasing"] == "quoted":
            assert f'"{r["value"]}"' in r["command"]
        if r["phrasing"] == "casual":
            assert (
                r["command"].replace(r["value"], "") == r["command"].replace(r["value"], "").lower()
            )
    for (b, _, _), phr in by_value.items():
        if b in ("B1", "B2", "B3", "B4", "B5", "B8"):
            assert phr == {"quoted", "unquoted", "casual"}
    assert len({r["command"] for r in rows}) == len(rows)
    assert len({r["query_id"] for r in rows}) == len(rows)


@pytest.mark.parametrize("env_id", list(BLUEPRINTS))
def test_expect_fields_per_behaviour(small_gym: Path, env_id: str) -> None:
    for r in edge(small_gym, env_id):
        e, b = r["expect"], r["behavior"]
        others = json.loads(e["other_filters"])
        want = {
            "B1": "eq",
            "B3": "eq",
            "B4": "like_prefix",
            "B6": "eq",
            "B2": "none",
            "B7": "none",
            "B8": "or_eq",
        }
        if b in want:
            assert e["value_filter"] == want[b]
        assert (e["combine"] == "OR") == (b == "B8")
        assert e["retry"] == {"B6": "keep", "B7": "move_to_query"}.get(b)
        assert (r["node"] == "retry") == (b in ("B6", "B7"))
        assert (r["seed_output"] is not None) == (b in ("B6", "B7"))
        if b in ("B2", "B7"):
            assert e["query_contains"] == [r["value"]] and not e["query_null"]
        if b == "B5":
            assert len(others) == 1 and set(others[0]) >= {"property_name", "operator"}
        else:
            assert others == []
        if b == "B9":
            assert (
                e["value_filter"] == ("no_eq" if r["node"] == "aggregate" else "none")
                and r["relevant_ids"] == []
            )
        if b in ("B6", "B7"):
            seed = json.loads(r["seed_output"])
            assert (
                set(seed) == {"collection", "search_query", "filters"}
                and seed["collection"] == r["collection"]
            )
            (f,) = seed["filters"]
            assert f == {"property_name": f["property_name"], "operator": "=", "value": r["value"]}


@pytest.mark.parametrize("env_id", list(BLUEPRINTS))
def test_relevant_ids_recomputed_from_objects(small_gym: Path, env_id: str) -> None:
    for r in edge(small_gym, env_id):
        rows = objects(small_gym, env_id, r["collection"])
        coll = BLUEPRINTS[env_id].collection(r["collection"])
        text = [p.name for p in coll.properties if p.type in ("filterable_text", "searchable_text")]
        v, b = r["value"], r["behavior"]
        if b in ("B1", "B3"):
            want = [x["uuid"] for x in rows if x[r["expect"]["value_properties"][0]] == v]
            assert len(want) == 1
        elif b == "B4":
            want = [x["uuid"] for x in rows if x[coll.identifier.name].startswith(v)]
            assert want
        elif b in ("B2", "B7", "B8"):
            want = [
                x["uuid"]
                for x in rows
                if any(x[p] == v or (v in x[p] and p != coll.identifier.name) for p in text)
            ]
            assert want
        elif b == "B6":
            assert all(v not in x[p] for x in rows for p in text)
            want = []
        elif b == "B5":
            assert r["relevant_ids"]
            continue
        else:
            want = []
        assert r["relevant_ids"] == sorted(want), r["query_id"]
        if b == "B7":  # the seeded filter returns nothing
            f = json.loads(r["seed_output"])["filters"][0]
            assert not [x for x in rows if x[f["property_name"]] == f["value"]]


def test_decoys_are_codes_one_or_two_characters_off() -> None:
    ids = {f"RID-{i:05d}": f"u{i}" for i in range(1, 1001)}
    got = decoys("RID-00213", ids)
    assert "u231" in got and "u214" in got and "u213" not in got
    assert decoys("Morrowfen Link", {"Morrowfen Line": "x"}) == []


def test_b8_and_most_b7_are_in_public_transit(small_gym: Path) -> None:
    b7 = Counter(
        r["environment"] for e in BLUEPRINTS for r in edge(small_gym, e) if r["behavior"] == "B7"
    )
    assert b7["public-transit"] > sum(b7.values()) / 2


@pytest.mark.parametrize("env_id", list(BLUEPRINTS))
def test_b9_vague_terms_are_no_category_value(small_gym: Path, env_id: str) -> None:
    """A B9 control's vague term is never one of the collection's category or tag values (the
    agent rightly filters on 'families' when it is a beneficiary tag)."""
    env = BLUEPRINTS[env_id]
    for row in edge(small_gym, env_id):
        if row["behavior"] != "B9":
            continue
        coll = next(c for c in env.collections if c.name == row["collection"])
        values = {
            str(v).lower() for p in coll.properties if p.spec.kind == "enum" for v in p.spec.values
        }
        assert row["value"].lower() not in values, row["command"]
