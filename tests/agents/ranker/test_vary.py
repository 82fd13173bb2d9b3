"""The corpus's second writer (`train.vary`): every variant says its ground truth's values in a
form the links find, every reshaped ground truth is a valid call of its schema, the same seed
writes the same words, and it writes what the generated sets rarely hold."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.agents.ranker._index import learn
from gymkit.agents.ranker._link import link
from gymkit.agents.ranker.train.vary import (
    alternatives,
    both_counts,
    desc_phrase,
    reshape,
    variants,
    widen,
)
from gymkit.call import LikePattern, check_call, parse_call
from gymkit.gym import open_gym


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """Three invented environments of a seed the shipped model was not trained on, their
    generated rows, what the schemas mean (envs.json) and a gym holding them."""
    from gymkit.agents.ranker.train.corpus import build_corpus

    out = tmp_path_factory.mktemp("vary") / "corpus"
    build_corpus(out, count=3, queries=24, seed=11, progress=False)
    rows = [json.loads(x) for x in (out / "corpus.jsonl").read_text("utf-8").splitlines()]
    meta = json.loads((out / "envs.json").read_text("utf-8"))
    with open_gym(out / "ws") as gym:
        schemas = {e: gym.environment(e) for e in meta}
        yield rows, meta, schemas, gym


def _said(entry: dict, links) -> bool:
    """Whether a filter entry's value is in the command as the links read it."""
    values = entry.get("values") if entry.get("values") is not None else [entry.get("value")]
    text = links.text.lower()
    for v in values:
        if isinstance(v, bool):
            continue
        if isinstance(v, str) and entry["operator"] == "LIKE":
            if LikePattern(v).stem.lower() not in text:
                return False
        elif isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
            spans = [s for s in links.values if s.kind in ("date", "range", "number")]
            if not any(
                s.value == v
                or (s.kind == "range" and s.value <= v <= s.last)
                or (s.kind == "number" and s.year_like and v.startswith(str(s.value)))
                for s in spans
            ):
                return False
        elif isinstance(v, str):
            if v.lower() not in text:
                return False
        elif not any(s.kind == "number" and s.value == v for s in links.values):
            return False
    return True


def _entries(call: dict) -> list[dict]:
    out = [e for k, v in call.items() if k.endswith("_property_filters") for e in v or []]
    tree = call.get("filter_tree")
    if tree:
        out += [x for x in tree["filters"] if "property_name" in x]
    return out


def test_every_variant_says_its_values_where_the_links_find_them(corpus):
    rows, meta, schemas, gym = corpus
    indexes = {e: learn(schemas[e], gym) for e in schemas}
    out = variants(rows, meta, schemas, seed=3, per_row=2)
    assert len(out) >= 1.9 * len(rows)
    missed = []
    for r in out:
        links = link(r["command"], indexes[r["environment"]])
        for call in r["ground_truth"]:
            for e in _entries(call):
                if not _said(e, links):
                    missed.append((r["command"], e))
    assert len(missed) <= 0.02 * len(out), missed[:5]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.data())
def test_every_reshaped_ground_truth_is_a_valid_call_of_its_schema(corpus, data):
    rows, meta, schemas, gym = corpus
    row = data.draw(st.sampled_from(rows))
    rng = random.Random(data.draw(st.integers(0, 10**6)))
    calls = [parse_call(c).to_dict() for c in row["ground_truth"]]
    env = schemas[row["environment"]]
    for reshaped in (
        reshape(calls, rng),
        widen(calls, rng),
        alternatives(calls, rng),
        both_counts(calls, rng),
    ):
        for call in reshaped:
            assert check_call(parse_call(call), env) == [], call


def test_the_same_seed_writes_the_same_words_and_another_seed_others(corpus):
    rows, meta, schemas, _ = corpus
    a = variants(rows[:40], meta, schemas, seed=0)
    b = variants(rows[:40], meta, schemas, seed=0)
    c = variants(rows[:40], meta, schemas, seed=1)
    assert a == b
    assert [r["command"] for r in a] != [r["command"] for r in c]


def test_it_writes_what_the_generated_sets_rarely_hold(corpus):
    """Suffixes and fragments, ranges, alternatives, a flag's two counts, requests listed in
    one sentence, a scene before the request: each in the variants, beyond the rows."""
    rows, meta, schemas, _ = corpus
    out = variants(rows, meta, schemas, seed=0)

    def share(rs, test):
        return sum(1 for r in rs if test(r)) / len(rs)

    def likes(r, kind):
        return any(
            e["operator"] == "LIKE" and LikePattern(e["value"]).kind == kind
            for c in r["ground_truth"]
            for e in _entries(c)
        )

    for kind in ("suffix", "contains"):
        assert share(out, lambda r, k=kind: likes(r, k)) > share(
            rows, lambda r, k=kind: likes(r, k)
        )
    assert share(out, lambda r: any("filter_tree" in c for c in r["ground_truth"])) > 0.01
    ranged = re.compile(
        r"\bbetween\b|\bfrom .+ to\b|\bthrough\b|\bduring\b|\bin (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}"
    )
    assert share(out, lambda r: bool(ranged.search(r["command"]))) > share(
        rows, lambda r: bool(ranged.search(r["command"]))
    )
    two = [r for r in out if len(r["ground_truth"]) > 1]
    assert (
        two and share(two, lambda r: r["command"].count("?") + r["command"].count(".") <= 1) > 0.1
    )
    flags = [
        r for r in rows if any(c.get("boolean_property_aggregations") for c in r["ground_truth"])
    ]

    def pair(r):
        return any(
            sorted(a["metric"] for a in c.get("boolean_property_aggregations") or [])
            == ["TOTAL_FALSE", "TOTAL_TRUE"]
            for c in r["ground_truth"]
        )

    assert flags and share(out, pair) > share(rows, pair)


@pytest.mark.parametrize(
    "description, expected",
    [
        ("The trading name of the laboratory.", "trading name"),
        ("How many technicians the lab employs.", "technicians"),
        ("Whether the lab holds a quality accreditation.", "lab holds"),
        ("", ""),
        ("Odometer, km", "odometer"),
    ],
)
def test_a_description_gives_its_first_content_words(description, expected):
    assert desc_phrase(description) == expected
