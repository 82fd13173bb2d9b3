"""The compiled document loop (gymkit/generate/_prose_c.c) writes what the Python loop writes
(issue #26): the same documents from the same draws, leaving the generator in the same state,
for every searchable property, any seed, any topic pair, any citation and word count."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.generate import prose
from gymkit.generate.blueprints import BLUEPRINTS
from gymkit.generate.objects import build_environment
from gymkit.generate.prose import FACTS, DocumentWriter
from tests.compiled import NO_COMPILER, c_compiler

KEYS = sorted(FACTS)


@pytest.mark.skipif(c_compiler() is None, reason=NO_COMPILER)
def test_the_compiled_loop_is_built_where_a_compiler_is() -> None:
    """`pip install -e .` (make venv) builds it; without it 100,000 objects take longer."""
    assert prose._prose_c is not None, "gymkit.generate._prose_c is missing: pip install -e ."
    assert DocumentWriter("tattoo-studios", "TattooDesigns.designDescription", "design")._compiled


def test_asking_for_the_compiled_loop_without_it_says_how_to_build_it(monkeypatch) -> None:
    monkeypatch.setattr(prose, "_prose_c", None)
    with pytest.raises(RuntimeError, match="pip install -e"):
        DocumentWriter("tattoo-studios", "TattooDesigns.designDescription", "design", True)
    writer = DocumentWriter("tattoo-studios", "TattooDesigns.designDescription", "design")
    assert not writer._compiled


_RECORDS: dict[str, tuple[str, str, list[dict]]] = {}


def _records(key: str) -> tuple[str, str, list[dict]]:
    """(environment, noun, a few records) of the collection holding `key`."""
    if not _RECORDS:
        for env_id, bp in BLUEPRINTS.items():
            data = build_environment(bp, 60, 0)
            for coll in bp.collections:
                rows = data.collections[coll.name].table.slice(0, 8).to_pylist()
                for k in FACTS:
                    if k.startswith(coll.name + "."):
                        _RECORDS[k] = (env_id, coll.noun[0].split()[-1], rows)
    return _RECORDS[key]


def _writers(key: str) -> tuple[DocumentWriter, DocumentWriter]:
    env_id, noun, _ = _records(key)
    return DocumentWriter(env_id, key, noun, False), DocumentWriter(env_id, key, noun, True)


def _outcome(writer: DocumentWriter, seed: str, docs: list[tuple]) -> tuple[list, float]:
    """Each document (or its error), and the generator's next draw after them."""
    rnd = random.Random(seed)
    out = []
    for args in docs:
        try:
            out.append(writer.write(rnd, *args))
        except RuntimeError as e:
            out.append(f"error: {e}")
    return out, rnd.random()


@pytest.mark.skipif(prose._prose_c is None, reason="gymkit.generate._prose_c is not built")
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    key=st.sampled_from(KEYS),
    seed=st.text(max_size=12),
    docs=st.lists(
        st.tuples(
            st.integers(0, 30),  # topic (taken modulo the property's topics)
            st.integers(20, 400),  # words: inside and outside what the grammar can reach
            st.integers(0, 7),  # record
            st.one_of(st.none(), st.sampled_from(["Basil Cobb", "the Ropewalk depot", "É"])),
            st.integers(-1, 30),  # second topic (-1: none)
        ),
        min_size=1,
        max_size=6,
    ),
)
def test_the_compiled_loop_writes_what_the_python_loop_writes(
    key: str, seed: str, docs: list[tuple]
) -> None:
    python, compiled = _writers(key)
    _, _, records = _records(key)
    n = len(python.topics)
    calls = []
    for topic, words, rec, cite, second in docs:
        t = topic % n
        s = -1 if second < 0 or n < 2 else second % n
        calls.append((t, words, records[rec], cite, -1 if s == t else s))
    assert _outcome(compiled, seed, calls) == _outcome(python, seed, calls)


@pytest.mark.skipif(prose._prose_c is None, reason="gymkit.generate._prose_c is not built")
@pytest.mark.parametrize("key", KEYS)
def test_every_property_writes_the_same_corpus_either_way(key: str) -> None:
    """Two hundred documents of each property at the words its records ask for."""
    python, compiled = _writers(key)
    _, _, records = _records(key)
    n = len(python.topics)
    calls = [(i % n, 60 + (i * 37) % 300, records[i % 8], None, (i * 7) % n) for i in range(200)]
    calls = [(t, w, r, c, -1 if s == t else s) for t, w, r, c, s in calls]
    assert _outcome(compiled, key, calls) == _outcome(python, key, calls)


@pytest.mark.skipif(prose._prose_c is None, reason="gymkit.generate._prose_c is not built")
def test_the_compiled_loop_leaves_its_inputs_reference_counts_as_they_were() -> None:
    """A reference the C code takes and never gives back (or gives back twice) shows as a
    changed count of the objects it reads: the citation, the facts' values, the terms."""
    import sys

    key = "TattooDesigns.designDescription"
    _, compiled = _writers(key)
    _, _, records = _records(key)
    cite = "".join(["Basil ", "Cobb"])  # a string of its own, not interned
    facts = compiled.facts(records[0])
    terms = compiled._c_lexicons[0][0]
    watched = [cite, *facts.values(), *terms]
    before = [sys.getrefcount(o) for o in watched]
    rnd = random.Random(7)
    for i in range(3000):
        compiled._attempt(rnd, 0, 1 if i % 2 else -1, 80 + i % 200, facts, cite)
    assert [sys.getrefcount(o) for o in watched] == before
