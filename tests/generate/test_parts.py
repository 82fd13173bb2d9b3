"""Names, prose and value helpers over large input spaces (hypothesis)."""

from __future__ import annotations

import random

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.generate.blueprints import BLUEPRINTS
from gymkit.generate.names import WORDS, codes, invent_names
from gymkit.generate.objects import reference_rows
from gymkit.generate.plans import like_prefix
from gymkit.generate.prose import DocumentWriter, sentences
from gymkit.generate.topics import TOPICS, parse_topics, topics_of

STYLES = ["person", *WORDS]
PROSE = [
    (e, c.name, p)
    for e, b in BLUEPRINTS.items()
    for c in b.collections
    for p in c.properties
    if p.role == "searchable"
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(STYLES), st.integers(1, 3000), st.integers(0, 2**31))
def test_names_are_unique_deterministic_and_prefix_patterns_match(
    style: str, n: int, seed: int
) -> None:
    names = invent_names(style, n, np.random.default_rng(seed))
    assert len(names) == n == len(set(names))
    assert names == invent_names(style, n, np.random.default_rng(seed))
    for name in names[:20]:
        pattern = like_prefix(name)
        assert pattern.endswith("%") and name.startswith(pattern[:-1]) and len(pattern) > 3


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(PROSE),
    st.integers(0, 14),
    st.integers(-1, 14),
    st.integers(0, 2**31),
    st.data(),
)
def test_documents_hit_their_length_and_every_sentence_carries_something(
    case: tuple, topic: int, second: int, seed: int, data: st.DataObject
) -> None:
    """Exact word count; never the topic's label; each sentence names a term of the document's
    topics, the cited record or (in passing) another topic's label: no filler."""
    env_id, coll, prop = case
    lo, hi, _ = BLUEPRINTS[env_id].collection(coll).prop(prop.name).spec.words
    words = data.draw(st.integers(lo, hi))
    key = f"{coll}.{prop.name}"
    topics = topics_of(key)
    topic %= len(topics)
    second = -1 if second < 0 or second % len(topics) == topic else second % len(topics)
    doc = DocumentWriter(env_id, key, "record").write(
        random.Random(seed), topic, words, _record(env_id, coll), "Maren Voss", second
    )
    assert len(doc.split()) == words
    about = [topics[topic]] + ([topics[second]] if second >= 0 else [])
    assert not any(t.title.lower() in doc.lower() for t in about)
    terms = [term.lower() for t in about for term in t.lexicon] + ["maren voss"]
    titles = [t.title.lower() for t in topics if t not in about]
    for sentence in sentences(doc):
        low = sentence.lower()
        assert any(x in low for x in terms) or any(w in low for w in titles), sentence


def _record(env_id: str, coll: str) -> dict:
    out = {}
    for p in BLUEPRINTS[env_id].collection(coll).properties:
        s = p.spec
        if p.type.endswith("_array"):
            out[p.name] = list(s.values[:2]) or [True]
        elif s.kind == "enum":
            out[p.name] = s.values[0]
        elif s.kind in ("int", "number", "date"):
            out[p.name] = s.lo
        else:
            out[p.name] = "x"
    return out


def test_topics_have_8_to_15_per_property_with_distinct_titles() -> None:
    for key in TOPICS:
        topics = parse_topics(key)
        assert 8 <= len(topics) <= 15, key
        assert len({t for t, _ in topics}) == len(topics)
        assert all(len(phrases) >= 4 for _, phrases in topics)


@settings(max_examples=40, deadline=None)
@given(st.integers(50, 5000), st.integers(50, 5000), st.integers(100, 900), st.integers(0, 2**31))
def test_reference_rows_use_exactly_the_scaled_distinct_count(
    n: int, target: int, distinct: int, seed: int
) -> None:
    rows = reference_rows(distinct, n, target, np.random.default_rng(seed))
    assert len(rows) == n and rows.min() >= 0 and rows.max() < target
    assert len(set(rows.tolist())) == max(1, min(target, n, round(distinct * n / 1000)))


def test_codes_widen_past_99999() -> None:
    assert codes("RID", 3) == ["RID-00001", "RID-00002", "RID-00003"]
    assert codes("DON", 100000)[-1] == "DON-100000"
