"""invent(): many invented schemas, deterministic, varied, clean of the measuring domains, and
read by gymkit's importer with the roles they were written for."""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from pathlib import Path

import pytest

from gymkit.agents.ranker.train.domains import DOMAINS
from gymkit.agents.ranker.train.invent import (
    ABBREVIATIONS,
    CARD_TYPES,
    FORBIDDEN,
    forbidden_hits,
    invent,
    name_tokens,
)


@pytest.fixture(scope="module")
def envs():
    return invent(48, seed=0)


def _tree(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_the_same_arguments_write_the_same_bytes(tmp_path: Path) -> None:
    for run in ("a", "b"):
        for e in invent(4, seed=3):
            e.write(tmp_path / run / e.id)
    tree = _tree(tmp_path / "a")
    assert tree == _tree(tmp_path / "b")
    assert sum(k.endswith("schema.json") for k in tree) == 4


def test_another_seed_gives_other_schemas() -> None:
    a = [e.schema for e in invent(6, seed=0)]
    b = [e.schema for e in invent(6, seed=1)]
    assert a != b


def test_at_least_40_distinct_domains_and_unique_ids(envs) -> None:
    assert len(envs) == 48
    assert len({e.domain for e in envs}) >= 40
    assert len({e.id for e in envs}) == 48
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", e.id) for e in envs)
    assert len(DOMAINS) >= 48
    more = invent(len(DOMAINS) + 2)
    assert len({e.id for e in more}) == len(more)  # repeated domains get -2 ids


def _habit_of(name: str) -> set[str]:
    """The naming habits a property name shows."""
    out = set()
    if "_" in name:
        out.add("snake")
    if re.fullmatch(r"[a-z]+([A-Z][a-z0-9]*)+", name):
        out.add("camel")
    if re.fullmatch(r"[A-Z][a-z]+([A-Z][a-z0-9]*)*", name):
        out.add("pascal")
    if re.match(r"(str|int|dbl|bln|dt|arr|txt|num|lst|is)[A-Z]", name):
        out.add("typed")
    if re.fullmatch(r"[a-z0-9]+", name):
        out.add("plain")
    if set(name_tokens(name)) & set(ABBREVIATIONS.values()) - {"id", "max", "min", "ref", "pct"}:
        out.add("abbreviated")
    return out


def test_naming_habits_vary(envs) -> None:
    seen: Counter = Counter()
    for e in envs:
        for c in e.schema["classes"]:
            for p in c["properties"]:
                seen.update(_habit_of(p["name"]))
    assert len([h for h, n in seen.items() if n >= 20]) >= 5, seen
    assert len({e.habit for e in envs}) >= 6
    names = [c["class"] for e in envs for c in e.schema["classes"]]
    assert all(re.fullmatch(r"([A-Z][a-z0-9]*)+", n) for n in names)
    assert any(n.endswith("s") for n in names) and any(not n.endswith("s") for n in names)


def test_every_card_type_and_shape_limits(envs) -> None:
    types: Counter = Counter()
    for e in envs:
        assert 2 <= len(e.schema["classes"]) <= 4, e.id
        for c in e.schema["classes"]:
            assert 5 <= len(c["properties"]) <= 12, (e.id, c["class"])
            assert 150 <= len(e.objects[c["class"]]) <= 400
            for p in c["properties"]:
                types[p["dataType"][0]] += 1
                if p["dataType"][0] in ("text", "text[]"):
                    assert p["tokenization"] in ("word", "field")
    assert set(types) == set(CARD_TYPES), types
    assert {f for e in envs for f in e.formats.values()} == {"jsonl", "csv", "parquet"}


def test_descriptions_vary(envs) -> None:
    props = [p for e in envs for c in e.schema["classes"] for p in c["properties"]]
    missing = sum("description" not in p for p in props)
    sentences = sum(p.get("description", "").endswith(".") for p in props)
    terse = sum("description" in p and not p["description"].endswith(".") for p in props)
    assert min(missing, sentences, terse) > 0.05 * len(props), (missing, sentences, terse)
    classes = [c for e in envs for c in e.schema["classes"]]
    assert any("description" not in c for c in classes) and any("description" in c for c in classes)


def test_values_are_realistic(envs) -> None:
    for e in envs:
        for cname, rows in e.objects.items():
            kinds = e.kinds[cname]
            ident = [p for p, k in kinds.items() if k in ("name", "code")]
            assert len(ident) == 1, (e.id, cname)
            values = [r[ident[0]] for r in rows]
            assert len(set(values)) == len(values)
            for prop, k in kinds.items():
                col = [r[prop] for r in rows]
                if k in ("cat", "pool"):  # repeats: whole-value filters and groups
                    assert len(set(col)) < len(col) / 2, (e.id, cname, prop)
                if k == "ref":  # never unique: the identifier stays the collection's own
                    assert len(set(col)) < len(col), (e.id, cname, prop)
                if k == "cat":
                    assert 2 <= len(set(col)) <= 15
                if k == "ref":
                    target = next(
                        c for c in e.collections if e.nouns[c][0] == _ref_noun(e, cname, prop)
                    )
                    ids = {
                        r[p] for r in e.objects[target] for p, kk in e.kinds[target].items()
                        if kk in ("name", "code")
                    }  # fmt: skip
                    assert set(col) <= ids
    names = [r[p] for e in envs for c, rows in e.objects.items() for r in rows[:50]
             for p, k in e.kinds[c].items() if k == "name"]  # fmt: skip
    assert any(" " in n for n in names) and any("-" in n for n in names)
    codes = {
        re.sub(r"\d", "#", r[p])
        for e in envs
        for c, rows in e.objects.items()
        for r in rows[:1]
        for p, k in e.kinds[c].items()
        if k == "code"
    }
    assert len(codes) >= 30  # codes of many shapes


def _ref_noun(e, cname: str, prop: str) -> str:
    from gymkit.agents.ranker.train.invent import parse_prop

    domain = next(d for d in DOMAINS if d.id == e.domain)
    coll = next(c for c in domain.collections if e.nouns[cname][0] == c.noun)
    concept = e.words[cname][prop]
    line = next(x for x in coll.props if parse_prop(x).concept == concept)
    return parse_prop(line).spec.target


def test_about_half_the_collections_have_prose_with_topics(envs) -> None:
    colls = [(e, c) for e in envs for c in e.collections]
    prose = [(e, c) for e, c in colls if c in e.prose]
    assert 0.3 <= len(prose) / len(colls) <= 0.7
    for e, c in prose:
        assert len(e.topics[c]) >= 4
        texts = [r[e.prose[c]] for r in e.objects[c]]
        assert all(len(t.split(".")) >= 3 for t in texts)  # several sentences
        assert all(any(t.lower() in x.lower() for t in e.topics[c]) for x in texts)


def test_no_forbidden_domain_word_in_any_name(envs) -> None:
    bad = []
    for e in envs + invent(len(DOMAINS), seed=5):
        names = [e.id, *[c["class"] for c in e.schema["classes"]]]
        names += [p["name"] for c in e.schema["classes"] for p in c["properties"]]
        bad += [(e.id, n, forbidden_hits(n)) for n in names if forbidden_hits(n)]
    assert bad == []
    assert forbidden_hits("bikeShopId") == ["bike"]
    assert forbidden_hits("wind_speed_kmh") == ["wind"]
    assert forbidden_hits("Donations") == ["donations"]
    assert forbidden_hits("startDate") == [] and forbidden_hits("petrolCost") == []
    assert isinstance(FORBIDDEN, tuple) and "tattoo" in FORBIDDEN


def test_gymkit_imports_them_with_the_roles_they_were_written_for(tmp_path: Path) -> None:
    from gymkit.schema import read_schema
    from gymkit.sources.imports import import_environment

    for e in invent(6, seed=2):
        folder = e.write(tmp_path / "src" / e.id)
        result = import_environment(
            e.id, folder / "schema.json", folder / "objects", tmp_path / "snap", echo=lambda _: None
        )
        assert result.warnings == []
        env = read_schema(tmp_path / "snap" / e.id / "schema.json", env_id=e.id)
        for c in env.collections:
            assert [p.name for p in c.properties] == list(e.kinds[c.name])
            for p in c.properties:
                kind = e.kinds[c.name][p.name]
                assert p.is_identifier == (kind in ("name", "code")), (e.id, c.name, p.name)
                assert bool(p.references) == (kind == "ref"), (e.id, c.name, p.name)
                assert p.searchable == (kind == "prose"), (e.id, c.name, p.name)
