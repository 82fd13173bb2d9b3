"""Blind set v4 (tests/data/blind_v4_commands.jsonl) and the new-domain blind set
(tests/data/blind_domains_commands.jsonl, over the three domains tests/data/build_blind_domains.py
writes): every row is well formed, its `classes` say what its ground truth does, every ground truth
is a valid call of its environment's schema, text values are verbatim in the command, and every
`=` text value and LIKE pattern selects records of the data the set was written on.

The five environments' schemas come from the generator's blueprints and their values from
`build_values` (the objects `gymkit data` writes for seed 0 and 1,000 objects per collection,
without the prose, under a second). The new domains are built into a temporary folder and
imported with `gymkit env import`'s function, as a user would. The measurement itself is
`benchmarks/bench_blind.py --file` (tests/data/README.md, "blind set v4").
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gymkit.call import LikePattern, parse_call, validate_call
from gymkit.schema import Environment, read_schema

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
V4 = DATA / "blind_v4_commands.jsonl"
DOMAINS = DATA / "blind_domains_commands.jsonl"
FIVE = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")
NEW = ("alpine-club", "ceramics-studio", "urban-beekeeping")
KEYS = {"query_id", "environment", "phrasing", "command", "ground_truth", "classes"}
CLASSES = {
    "either-or", "ends-with", "contains", "camelcase-name", "description-paraphrase",
    "context-clause", "split-request", "three-requests", "second-collection-who",
    "no-unasked-aggregation", "range-units", "long-multi-operation", "terse", "chatty",
    "value-first", "synonym", "search", "aggregation", "group-by", "ordinary",
}  # fmt: skip

sys.path.insert(0, str(DATA))
import build_blind_domains  # noqa: E402


def _rows(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _text_conditions(raw: dict) -> Iterator[tuple[str, str, object]]:
    """(property, operator, value) of every text filter of a sub-query, the OR tree's included."""
    for f in raw.get("text_property_filters", []):
        yield f["property_name"], f["operator"], f["value"]
    for f in raw.get("array_property_filters", []):
        for v in f["values"]:
            yield f["property_name"], "CONTAINS", v
    stack = [raw["filter_tree"]] if "filter_tree" in raw else []
    while stack:
        for node in stack.pop()["filters"]:
            if "filters" in node:
                stack.append(node)
            elif isinstance(node.get("value"), str) and node["operator"] in ("=", "LIKE"):
                yield node["property_name"], node["operator"], node["value"]
            elif node.get("values") and all(isinstance(v, str) for v in node["values"]):
                for v in node["values"]:
                    yield node["property_name"], "CONTAINS", v


@pytest.fixture(scope="module")
def domains(tmp_path_factory) -> Path:
    """The three domains as the builder writes them."""
    return build_blind_domains.build(tmp_path_factory.mktemp("blind-domains"))[0].parent


@pytest.fixture(scope="module")
def environments(domains: Path, tmp_path_factory) -> dict[str, Environment]:
    blueprints = pytest.importorskip("gymkit.generate.blueprints")
    imports = pytest.importorskip("gymkit.sources.imports")
    envs = {env_id: blueprints.environment(env_id) for env_id in FIVE}
    snapshot = tmp_path_factory.mktemp("blind-domains-snapshot")
    for name in NEW:
        folder = domains / name
        imports.import_environment(
            name, folder / "schema.json", folder / "objects", snapshot, echo=lambda _s: None
        )
        envs[name] = read_schema(snapshot / name / "schema.json", name)
    return envs


@pytest.fixture(scope="module")
def values(domains: Path) -> dict[tuple[str, str], dict[str, list]]:
    """(environment, collection) -> property -> its values, for every text property."""
    blueprints = pytest.importorskip("gymkit.generate.blueprints")
    objects = pytest.importorskip("gymkit.generate.objects")
    out: dict[tuple[str, str], dict[str, list]] = {}
    for env_id in FIVE:
        env, done = blueprints.blueprint(env_id), {}
        for coll in objects._order(env):
            done[coll.name] = objects.build_values(env, coll, 1000, 0, done)
            table = done[coll.name].table
            out[env_id, coll.name] = {c: table.column(c).to_pylist() for c in table.column_names}
    for name in NEW:
        for path in sorted((domains / name / "objects").glob("*.jsonl")):
            records = _rows(path)
            out[name, path.stem] = {k: [r[k] for r in records] for k in records[0]}
    return out


@pytest.mark.parametrize(
    ("path", "prefix", "envs", "count"), [(V4, "bv4", FIVE, 15), (DOMAINS, "bnd", NEW, 15)]
)
def test_rows_are_well_formed(path: Path, prefix: str, envs: tuple[str, ...], count: int):
    rows = _rows(path)
    assert [r["query_id"] for r in rows] == [f"{prefix}-{i:03d}" for i in range(1, len(rows) + 1)]
    for r in rows:
        q = r["query_id"]
        assert set(r) == KEYS, q
        assert r["environment"] in envs, q
        assert r["phrasing"] in ("explicit", "conversational"), q
        assert 44 <= len(r["command"]) <= 423, (q, len(r["command"]))
        assert 1 <= len(r["ground_truth"]) <= 3, q
        assert r["classes"] and set(r["classes"]) <= CLASSES, (q, set(r["classes"]) - CLASSES)
    assert {e: sum(r["environment"] == e for r in rows) for e in envs} == dict.fromkeys(envs, count)


@pytest.mark.parametrize("path", [V4, DOMAINS])
def test_classes_say_what_the_ground_truth_does(path: Path):
    """A row tagged with a structural class has that structure, and every such structure is
    tagged: either/or is a filter_tree OR, ends-with a LIKE '%X', contains a LIKE '%X%', a split
    request two or more sub-queries, a long request one sub-query of three operations or more."""
    for r in _rows(path):
        q, tags, gt = r["query_id"], set(r["classes"]), r["ground_truth"]
        likes = [v for raw in gt for _p, op, v in _text_conditions(raw) if op == "LIKE"]
        ors = [raw["filter_tree"]["combine"] for raw in gt if "filter_tree" in raw]
        assert ("either-or" in tags) == (ors == ["OR"]), q
        ends = any(v.startswith("%") and not v.endswith("%") for v in likes)
        assert ("ends-with" in tags) == ends, q
        inside = any(v.startswith("%") and v.endswith("%") for v in likes)
        assert ("contains" in tags) == inside, q
        assert ("split-request" in tags) == (len(gt) > 1), q
        assert ("three-requests" in tags) == (len(gt) == 3), q
        if "long-multi-operation" in tags:
            call = parse_call(gt[0])
            parts = len(list(call.filters())) + len(list(call.aggregations()))
            assert len(gt) == 1 and parts + call.has_search + bool(call.groupby_property) >= 4, q
        if "no-unasked-aggregation" in tags:
            for raw in gt:
                aggs = list(parse_call(raw).aggregations())
                assert len(aggs) <= 1, q  # a listing, or one TOP_OCCURRENCES and no extra COUNT


@pytest.mark.parametrize("path", [V4, DOMAINS])
def test_ground_truths_validate_and_quote_their_values(path: Path, environments):
    for r in _rows(path):
        env = environments[r["environment"]]
        for raw in r["ground_truth"]:
            call = validate_call(raw, env)
            assert call.to_dict() == raw, r["query_id"]
            for _p, op, v in _text_conditions(raw):
                text = LikePattern(v).literal if op == "LIKE" else v
                assert text in r["command"], (r["query_id"], v)


@pytest.mark.parametrize("path", [V4, DOMAINS])
def test_text_values_select_records_of_the_data(path: Path, values):
    """Every `=` value and array value exists in its property, and every LIKE pattern matches
    some values and not all (so a wrong pattern cannot pass by matching everything)."""
    for r in _rows(path):
        for raw in r["ground_truth"]:
            columns = values[r["environment"], raw["collection_name"]]
            for prop, op, v in _text_conditions(raw):
                column = columns[prop]
                if op == "=":
                    assert v in column, (r["query_id"], prop, v)
                elif op == "CONTAINS":
                    assert any(v in items for items in column), (r["query_id"], prop, v)
                else:
                    hits = sum(LikePattern(v).matches(x) for x in column)
                    assert 0 < hits < len(column), (r["query_id"], prop, v, hits)


def test_the_domain_builder_is_deterministic(domains: Path, tmp_path: Path):
    again = build_blind_domains.build(tmp_path)[0].parent
    first = sorted(p.relative_to(domains) for p in domains.rglob("*") if p.is_file())
    second = sorted(p.relative_to(again) for p in again.rglob("*") if p.is_file())
    assert first == second and len(first) == 3 + 8  # a schema per domain, 8 collections
    for rel in first:
        assert (domains / rel).read_bytes() == (again / rel).read_bytes(), rel


def test_each_domain_imports_with_every_property_type(environments):
    """Each domain has 2 or 3 collections with descriptions; together (and each on its own,
    but for array kinds spread across them) they hold every type the card uses."""
    seen: set[str] = set()
    for name in NEW:
        env = environments[name]
        assert 2 <= len(env.collections) <= 3, name
        types = {p.type for c in env.collections for p in c.properties}
        basic = {"filterable_text", "searchable_text", "text_array", "int", "number", "boolean"}
        assert basic | {"boolean_array", "date"} <= types, (name, types)
        assert any(p.references for c in env.collections for p in c.properties), name
        assert all(c.description for c in env.collections), name
        seen |= types
    assert {"int_array", "number_array", "date_array"} <= seen
