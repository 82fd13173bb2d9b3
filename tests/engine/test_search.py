"""BM25 search: ranking sanity, filters restrict the candidates, the cut rule, search + aggregation."""

from __future__ import annotations

import math
import os
import shutil
import threading

import duckdb
import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.engine import search as search_module
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.search import (
    Bm25,
    SavedArray,
    SearchIndex,
    SearchSettings,
    autocut,
    cut,
    token_ids,
    tokenize,
)
from tests.compiled import NO_COMPILER, c_compiler
from tests.engine.helpers import SHOP

ENV = "tiny-shop"


def search(engine: DuckDBEngine, query: str, **args):
    return engine.execute(ENV, {"collection_name": "Orders", "search_query": query, **args})


def test_tokenize_is_words_lowercased_without_stopwords():
    assert tokenize(["The Kayak's paddle, a_b 9 and X-ray"]) == [
        ["kayak", "s", "paddle", "b", "9", "x", "ray"]
    ]


# Text that reaches every branch of the vectorised tokeniser: ASCII words and punctuation,
# accented letters, other scripts, digits of other scripts, marks, symbols and emoji (1 to 4
# UTF-8 bytes), stopwords, underscores and empty texts.
_ALPHABET = st.sampled_from(
    list("abcXYZ019 _-.,'\n\t")
    + list("éÉßİıøŒ")
    + list("日本語ДжΣς٣३²½")
    + ["\u0301", "€", "😀", "🚲"]
)
_WORDS = st.sampled_from(["the", "and", "river", "Kayak", "of", "it's", "x_y", "naïve"])
_TEXTS = st.lists(
    st.one_of(
        st.text(_ALPHABET, max_size=40),
        st.lists(_WORDS, max_size=8).map(" ".join),
        st.none(),
    ),
    max_size=12,
)


@given(_TEXTS)
def test_the_vectorised_tokens_are_the_rule_s_tokens(texts):
    doc, term, vocab = token_ids(texts)
    got = [[] for _ in texts]
    for d, t in zip(doc.tolist(), term.tolist()):
        got[d].append(vocab[t])
    assert got == tokenize([t or "" for t in texts])
    assert sorted(vocab) == sorted(set(vocab))  # one id per distinct token


@given(_TEXTS, st.integers(0, 3), st.integers(0, 3))
def test_a_sliced_arrow_array_tokenises_as_its_own_texts(texts, before, after):
    """A slice of a larger array (its texts past the buffer's first byte, as a chunk of a
    column is) gives its own texts' tokens, none of its neighbours'."""
    padded = pa.array(["alpha beta"] * before + list(texts) + ["gamma delta"] * after, pa.string())
    doc, term, vocab = token_ids(padded.slice(before, len(texts)))
    got = [[] for _ in texts]
    for d, t in zip(doc.tolist(), term.tolist()):
        got[d].append(vocab[t])
    assert got == tokenize([t or "" for t in texts])


def _bm25s_scores(texts: list[str], query: str) -> np.ndarray:
    import bm25s

    retriever = bm25s.BM25(k1=1.2, b=0.75, dtype="float64")
    retriever.index(tokenize(texts), show_progress=False)
    ids = retriever.get_tokens_ids(tokenize([query])[0])
    return retriever.get_scores_from_ids(ids) if ids else np.zeros(len(texts))


_CORPORA = st.lists(
    st.lists(_WORDS | st.sampled_from(["boat", "lake", "sea"]), max_size=9).map(" ".join),
    min_size=1,
    max_size=15,
)


@given(
    _CORPORA,
    st.lists(
        st.sampled_from(["river", "boat", "lake", "kayak", "sea", "zebra"]), min_size=1, max_size=4
    ).map(" ".join),
    st.sampled_from([0, 1, 2, 5]),
)
def test_scores_are_bm25s_lucene_scores_exactly(texts, query, chunk):
    if not any(tokenize(texts)):
        return  # bm25s cannot index a corpus without a token
    index = Bm25.build(texts, 1.2, 0.75, chunk=chunk)  # built in chunks or at once: the same
    total = np.zeros(len(texts))
    index.add_scores(total, tokenize([query])[0])
    assert total.tolist() == _bm25s_scores(texts, query).tolist()


def test_a_corpus_without_tokens_scores_zero_everywhere():
    index = Bm25.build(["", None, "the and"], 1.2, 0.75)
    total = np.zeros(3)
    index.add_scores(total, ["river"])
    assert total.tolist() == [0.0, 0.0, 0.0]


def test_document_with_the_query_words_ranks_first(engine):
    r = search(engine, "cookbook mountain recipes")
    assert r.kind == "retrieval"
    assert r.ranked[0][0] == "u05"
    assert "u02" in [u for u, _ in r.ranked]  # "mountain" alone also matches
    scores = [s for _, s in r.ranked]
    assert scores == sorted(scores, reverse=True)
    assert all(s > 0 for s in scores)


def test_records_without_any_query_word_are_never_returned(engine):
    r = search(engine, "kayak")
    assert {u for u, _ in r.ranked} == {"u01", "u06"}
    assert search(engine, "submarine").ranked == []
    assert search(engine, "submarine").value == []
    assert search(engine, "the and of").value == []  # only stopwords


def test_every_searchable_property_counts(engine):
    # "order" only appears in the summary property
    r = search(engine, "order")
    assert {u for u, _ in r.ranked} == {"u01", "u02", "u05"}
    # u06 says kayak in notes and twice in summary: it beats u01 (once in notes)
    r = search(engine, "kayak")
    assert [u for u, _ in r.ranked] == ["u06", "u01"]


def test_filters_restrict_the_candidates(engine):
    f = [{"property_name": "quantity", "operator": "=", "value": 3}]
    r = search(engine, "kayak", numeric_property_filters=f)
    assert [u for u, _ in r.ranked] == ["u01"]
    assert r.value == ["u01"]
    f = [{"property_name": "paid", "operator": "=", "value": False}]
    assert search(engine, "kayak", boolean_property_filters=f).value == []
    tree = {
        "combine": "OR",
        "filters": [{"property_name": "category", "operator": "=", "value": "books"}],
    }
    r = search(engine, "mountain", filter_tree=tree)
    assert [u for u, _ in r.ranked] == ["u05"]


def test_search_with_aggregation_aggregates_over_the_cut_set(con):
    engine = DuckDBEngine(
        con, {SHOP.id: SHOP}, search=SearchSettings(autocut=None, min_score_ratio=None)
    )
    call = {"numeric_property_aggregations": [{"property_name": "quantity", "metric": "SUM"}]}
    r = search(engine, "kayak", **call)
    assert r.kind == "aggregation"
    assert r.value == {"SUM(quantity)": 3 + 1}
    assert [u for u, _ in r.ranked] == ["u06", "u01"]
    r = search(engine, "kayak", groupby_property="paid", **call)
    assert r.value == {"true": {"SUM(quantity)": 4}}
    r = search(engine, "submarine", **call)
    assert r.value == {"SUM(quantity)": None}


def test_limit_caps_the_ranking(con):
    engine = DuckDBEngine(
        con, {SHOP.id: SHOP}, search=SearchSettings(limit=1, autocut=None, min_score_ratio=None)
    )
    r = search(engine, "kayak red")
    assert len(r.ranked) == 1
    assert r.value == [r.ranked[0][0]]


def test_autocut_rule():
    assert autocut([], 1) == 0
    assert autocut([3.0], 1) == 1
    assert autocut([3.0, 1.0], 1) == 2  # two points: no jump to find
    assert autocut([10, 9.8, 9.5, 2, 1.9], 1) == 3
    assert autocut([10, 9.8, 9.5, 2, 1.9, 1.8], 2) == 6  # no second jump: keep all
    assert autocut([10, 4, 3.9, 1, 0.9, 0.8, 0.7], 1) == 1
    assert autocut([10, 4, 3.9, 1, 0.9, 0.8, 0.7], 2) == 3
    assert autocut([5, 5, 5, 5], 1) == 4  # flat: nothing to cut


def test_cut_applies_autocut_to_the_ranking():
    ranked = [("a", 10.0), ("b", 9.8), ("c", 9.5), ("d", 2.0), ("e", 1.9)]
    assert cut(ranked, SearchSettings(autocut=1, min_score_ratio=None)) == ranked[:3]
    assert cut(ranked, SearchSettings(autocut=None, min_score_ratio=None)) == ranked


def test_engine_cuts_at_the_first_jump():
    texts = [
        "kayak kayak kayak river",
        "kayak kayak kayak river",
        "kayak kayak kayak lake",
        "kayak sea",
        "ocean kayak",
    ]
    texts += [f"filler words number {i}" for i in range(20)]
    uuids = [f"d{i:02d}" for i in range(len(texts))]
    index = SearchIndex(uuids, {"body": texts}, SearchSettings(autocut=1, min_score_ratio=None))
    ranked = index.search("kayak")
    assert [u for u, _ in ranked][:3] == ["d00", "d01", "d02"]
    assert [u for u, _ in cut(ranked, index.settings)] == ["d00", "d01", "d02"]


def test_equal_scores_break_ties_by_uuid_order():
    index = SearchIndex(["a", "b", "c"], {"body": ["same words", "same words", "other"]})
    assert [u for u, _ in index.search("same")] == ["a", "b"]


def test_candidates_mask():
    index = SearchIndex(["a", "b", "c"], {"body": ["river", "river", "river"]})
    mask = index.mask(["c", "zzz"])
    assert mask.tolist() == [False, False, True]
    assert [u for u, _ in index.search("river", mask)] == ["c"]
    assert index.search("river", np.zeros(3, dtype=bool)) == []


def test_empty_collection_searches_to_nothing():
    index = SearchIndex([], {"body": []})
    assert index.search("anything") == []


def test_index_is_built_once_per_collection(engine):
    search(engine, "kayak")
    info = next(iter(engine._info.values()))
    first = info.search_index
    search(engine, "river")
    assert info.search_index is first


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="limit"):
        SearchSettings(limit=0)
    with pytest.raises(ValueError, match="autocut"):
        SearchSettings(autocut=0)
    with pytest.raises(ValueError, match="min_score_ratio"):
        SearchSettings(min_score_ratio=1.5)


def test_within_stands_in_for_the_search(engine):
    call = {"collection_name": "Orders", "search_query": "anything at all"}
    assert engine.execute(ENV, call, within=["u07", "u02", "zzz"]).value == ["u02", "u07"]
    agg = {
        **call,
        "numeric_property_aggregations": [{"property_name": "quantity", "metric": "SUM"}],
    }
    assert engine.execute(ENV, agg, within=["u02", "u07"]).value == {"SUM(quantity)": 3}
    f = [{"property_name": "paid", "operator": "=", "value": True}]  # the filters still apply
    assert engine.execute(
        ENV, {**agg, "boolean_property_filters": f}, within=["u02", "u07"]
    ).value == {"SUM(quantity)": 2}
    assert engine.execute(ENV, agg, within=[]).value == {"SUM(quantity)": None}


def test_min_score_ratio_cuts_below_a_fraction_of_the_best():
    ranked = [("a", 10.0), ("b", 6.0), ("c", 4.0), ("d", 3.9), ("e", 1.0)]
    assert cut(ranked, SearchSettings(min_score_ratio=0.4)) == ranked[:3]
    assert cut(ranked, SearchSettings(min_score_ratio=0.0)) == ranked
    assert cut(ranked, SearchSettings(min_score_ratio=1.0)) == ranked[:1]
    # the ratio first, then autocut on what is left
    both = SearchSettings(min_score_ratio=0.3, autocut=1)
    assert cut(ranked, both) == ranked[:1]


def test_default_settings_are_documented_values():
    s = SearchSettings()
    assert (s.limit, s.min_score_ratio, s.autocut, s.k1, s.b) == (200, 0.25, None, 1.2, 0.75)


def test_engine_applies_the_default_cut(engine):
    r = search(engine, "cookbook mountain recipes")
    best = r.ranked[0][1]
    assert r.value == sorted(u for u, s in r.ranked if s >= SearchSettings().min_score_ratio * best)
    assert r.value == ["u05"]  # u02 says only "mountain": 0.23 of the best, below the cut


def test_search_in_a_collection_without_prose_matches_whole_text_values(tmp_path):
    """RidershipReports has no prose: the card's B2/B7 search for a route name there matches the
    records holding that exact value in any text property (Weaviate's `field` tokenization)."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from tests.tiny_snapshot import object_uuid, write_tiny_snapshot

    prepare(source=str(write_tiny_snapshot(tmp_path / "s")), workspace=tmp_path / "w")
    with open_gym(tmp_path / "w") as gym:
        hit = gym.execute("tiny-env", {"collection_name": "Repairs", "search_query": " Alpha_One "})
        assert hit.value == sorted(object_uuid("Repairs", c) for c in ("REP-00001", "REP-00002"))
        assert (
            gym.execute("tiny-env", {"collection_name": "Repairs", "search_query": "Alpha"}).value
            == []
        )
        code = gym.execute("tiny-env", {"collection_name": "Repairs", "search_query": "REP-00003"})
        assert code.value == [object_uuid("Repairs", "REP-00003")]


def test_limit_grows_with_the_collection():
    """The ranking holds 200 records per 1,000 of the collection, whatever its size."""
    for n in (1_000, 3_000):
        uuids = [f"u{i:05d}" for i in range(n)]
        texts = ["kayak trip" if i % 5 < 2 else "harbour map" for i in range(n)]
        index = SearchIndex(uuids, {"body": texts})
        assert index.limit == 200 * n // 1000
        assert len(index.search("kayak")) == index.limit
    fixed = SearchIndex(uuids, {"body": texts}, SearchSettings(limit_per=None))
    assert fixed.limit == 200 and len(fixed.search("kayak")) == 200
    with pytest.raises(ValueError, match="limit_per"):
        SearchSettings(limit_per=0)


def _ranked(engine: DuckDBEngine, queries: list[str]) -> list[list[tuple[str, float]]]:
    return [search(engine, q).ranked for q in queries]


QUERIES = ["kayak", "cookbook mountain recipes", "order", "river", "submarine"]


def test_a_cached_index_ranks_exactly_like_a_built_one(con, tmp_path):
    plain = _ranked(DuckDBEngine(con, {SHOP.id: SHOP}), QUERIES)
    first = DuckDBEngine(con, {SHOP.id: SHOP}, index_cache=tmp_path / "idx")
    assert _ranked(first, QUERIES) == plain
    saved = list((tmp_path / "idx" / SHOP.id / "Orders").iterdir())
    assert len(saved) == 1 and (saved[0] / "uuids.npy").is_file()
    second = DuckDBEngine(con, {SHOP.id: SHOP}, index_cache=tmp_path / "idx")
    assert _ranked(second, QUERIES) == plain
    info = next(iter(second._info.values()))
    # loaded, its postings read from the files, not built again
    assert all(
        isinstance(ix.docs, SavedArray) and isinstance(ix.tfs, SavedArray)
        for ix in info.search_index.properties.values()
    )


def test_a_cached_index_is_keyed_by_the_settings_and_the_records(tmp_path):
    uuids = ["a", "b", "c"]
    index = SearchIndex(uuids, {"body": ["river boat", "river", "lake"]})
    index.save(tmp_path)
    loaded = SearchIndex.load(tmp_path, uuids)
    assert loaded is not None and loaded.search("river") == index.search("river")
    assert SearchIndex.load(tmp_path, ["a", "b", "d"]) is None  # other records: not used
    assert SearchIndex.load(tmp_path, uuids, SearchSettings(k1=2.0)) is None  # other scores
    assert SearchIndex.load(tmp_path / "nowhere", uuids) is None
    (tmp_path / SearchIndex.cache_key(SearchSettings()) / "properties.json").write_text("{")
    assert SearchIndex.load(tmp_path, uuids) is None  # damaged: rebuilt, never a crash


def test_the_gym_keys_its_index_cache_by_its_fingerprint(tmp_path):
    from gymkit import open_gym
    from gymkit.prepare import prepare
    from tests.tiny_snapshot import write_tiny_snapshot

    prepare(source=str(write_tiny_snapshot(tmp_path / "s")), workspace=tmp_path / "w")
    with open_gym(tmp_path / "w") as gym:
        folder = gym.engine.index_cache
        assert folder == gym.workspace.cache / "search" / gym.meta["fingerprint"]
        gym.execute("tiny-env", {"collection_name": "Gadgets", "search_query": "gadget"})
        assert len(list((folder / "tiny-env" / "Gadgets").iterdir())) == 1


def test_warm_search_builds_the_indexes_in_the_background_with_the_same_ranking(con, tmp_path):
    plain = _ranked(DuckDBEngine(con, {SHOP.id: SHOP}), QUERIES)
    warm = DuckDBEngine(con, {SHOP.id: SHOP}, index_cache=tmp_path / "idx")
    warm.warm_search([SHOP.id, "no-such-environment"])
    warm._warming.join(timeout=30)
    assert not warm._warming.is_alive()
    built = [info for info in warm._info.values() if info.search_index is not None]
    assert [info.collection.name for info in built] == ["Orders"]  # built before any search
    assert list((tmp_path / "idx" / SHOP.id / "Orders").iterdir())  # and saved
    assert _ranked(warm, QUERIES) == plain
    warm.close()


def test_closing_an_engine_stops_its_background_builds(con, tmp_path):
    engine = DuckDBEngine(con, {SHOP.id: SHOP}, index_cache=tmp_path / "idx")
    engine.warm_search([SHOP.id])
    engine.close()  # joins the thread: nothing uses the connection after this
    assert not engine._warming.is_alive()


def test_a_call_executed_again_is_served_from_the_recent_results(con):
    from gymkit.engine.duckdb import RECENT

    engine = DuckDBEngine(con, {SHOP.id: SHOP})
    call = {"collection_name": "Orders", "search_query": "kayak"}
    first = engine.execute(ENV, call)
    assert engine.execute(ENV, dict(call)) is first  # the same call: not executed again
    fresh = DuckDBEngine(con, {SHOP.id: SHOP}).execute(ENV, call)
    assert (first.value, first.ranked) == (fresh.value, fresh.ranked)
    within = engine.execute(ENV, call, within=["u01"])  # another `within`: another result
    assert within is not first and within.value == ["u01"]
    for i in range(RECENT):  # the oldest results make way
        engine.execute(ENV, {"collection_name": "Orders", "search_query": f"word{i}"})
    assert engine.execute(ENV, call) is not first


def _prepared_gym(tmp_path):
    from gymkit import open_gym
    from gymkit.prepare import prepare
    from tests.tiny_snapshot import write_tiny_snapshot

    prepare(source=str(write_tiny_snapshot(tmp_path / "s")), workspace=tmp_path / "w")
    return open_gym(tmp_path / "w")


def test_a_gym_file_builds_its_indexes_in_a_process_of_its_own(tmp_path, monkeypatch):
    """A gym on disk with an index cache builds the missing indexes in a child process (from
    BUILD_IN_PROCESS records: a tiny gym's are built by a thread), which saves them; the run's
    searches load them and rank as an index built in place does."""
    with _prepared_gym(tmp_path / "tiny") as gym:
        gym.warm_search(["tiny-env"])
        assert gym.engine._builders == [] and gym.engine._warming is not None
    monkeypatch.setattr("gymkit.engine.builders.BUILD_IN_PROCESS", 0)
    call = {"collection_name": "Gadgets", "search_query": "gadget"}
    with _prepared_gym(tmp_path) as gym:
        plain = DuckDBEngine(gym.con, gym.environments).execute("tiny-env", call)
        engine = gym.engine
        gym.warm_search(["tiny-env"])
        assert len(engine._builders) == 1  # one collection to build: one process
        builder = engine._builders[0]
        assert builder.args[1:3] == ["-m", "gymkit.engine._warm"]
        assert builder.wait(timeout=60) == 0
        assert engine._warming is None  # no thread in this process
        folder = engine.index_cache / "tiny-env" / "Gadgets"
        assert [p.name for p in folder.iterdir()] == [SearchIndex.cache_key(SearchSettings())]
        result = gym.execute("tiny-env", call)
        assert (result.kind, result.value, result.ranked) == (plain.kind, plain.value, plain.ranked)
    with _prepared_gym(tmp_path / "again") as gym:  # nothing missing: no process
        gym.engine.index_cache = engine.index_cache
        gym.warm_search(["tiny-env"])
        assert gym.engine._builders == []


def test_a_search_waits_for_the_building_process_and_close_stops_it(tmp_path, monkeypatch):
    """A search whose index the process is building waits for it (and loads the saved copy);
    closing the engine while it builds stops the process, which leaves no partial index."""
    import subprocess
    import sys

    with _prepared_gym(tmp_path) as gym:
        engine = gym.engine
        slow = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        env = gym.environments["tiny-env"]
        engine._adopt([slow], [(env, env.collection("Gadgets"))])
        info = engine._collection_info(env, env.collection("Gadgets"))
        waited = threading.Thread(target=engine.search_index, args=(info,))
        waited.start()
        waited.join(timeout=1.0)
        assert waited.is_alive()  # waiting for the process
        slow.terminate()
        waited.join(timeout=30)
        assert not waited.is_alive() and info.search_index is not None  # built here instead
    assert slow.poll() is not None

    monkeypatch.setattr("gymkit.engine.builders.BUILD_IN_PROCESS", 0)
    with _prepared_gym(tmp_path / "stop") as gym:
        engine = gym.engine
        gym.warm_search(["tiny-env"])
        builders = list(engine._builders)
    assert builders and all(
        b.poll() is not None for b in builders
    )  # the gym's close stopped (or outlived) it
    leftovers = [p for p in engine.index_cache.rglob("*") if p.name.endswith(".tmp")]
    assert leftovers == []


@given(
    st.lists(st.uuids().map(str), unique=True, max_size=30),
    st.lists(st.integers(0, 40), max_size=40),
)
def test_a_mask_marks_exactly_the_known_uuids_given(uuids, picks):
    """mask() of a list or of an Arrow array (as DuckDB returns it) marks the records with
    those uuids, repeated or not, and ignores unknown ones."""
    import pyarrow as pa

    uuids = sorted(uuids)
    index = SearchIndex(uuids, {})
    asked = [uuids[i] if i < len(uuids) else f"unknown-{i}" for i in picks]
    expected = np.array([u in set(asked) for u in uuids], dtype=bool)
    assert np.array_equal(index.mask(asked), expected)
    assert np.array_equal(index.mask(pa.chunked_array([pa.array(asked, pa.string())])), expected)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(st.integers(-(2**31), 2**31 - 1), max_size=300),
    st.integers(-400, 400),
    st.integers(-400, 400),
    st.sampled_from([np.int32, np.float64]),
)
def test_a_saved_array_reads_any_slice_as_numpy_does(tmp_path, items, lo, hi, dtype):
    array = np.asarray(items, dtype)
    path = tmp_path / "a.npy"
    np.save(path, array)
    saved = SavedArray(path)
    assert len(saved) == len(array) and saved.dtype == array.dtype
    assert np.array_equal(saved[lo:hi], array[lo:hi])
    if len(array):
        assert saved.max() == array.max()


def test_a_saved_index_cut_short_or_naming_other_records_is_rebuilt_not_read(tmp_path):
    uuids = ["a", "b", "c"]
    index = SearchIndex(uuids, {"body": ["river boat", "river", "lake"]})
    index.save(tmp_path)
    saved = SearchIndex.saved_at(tmp_path, SearchSettings()) / "p0"
    assert SearchIndex.load(tmp_path, uuids).search("river") == index.search("river")
    with open(saved / "tfs.npy", "r+b") as f:  # a disk that filled up while saving
        f.truncate(f.seek(0, 2) - 8)
    assert SearchIndex.load(tmp_path, uuids) is None
    shutil.rmtree(SearchIndex.saved_at(tmp_path, SearchSettings()))
    index.save(tmp_path)
    docs = np.load(saved / "docs.npy")
    docs[-1] = 7  # a record the index was not built over
    np.save(saved / "docs.npy", docs)
    assert SearchIndex.load(tmp_path, uuids) is None


def test_build_search_builds_every_missing_index_in_processes_and_waits(tmp_path, monkeypatch):
    """`gymkit data`'s step: every searchable collection's index is saved before it returns,
    by processes of their own on a big gym (forced here), and a run then starts no builder."""
    monkeypatch.setattr("gymkit.engine.builders.BUILD_IN_PROCESS", 0)
    call = {"collection_name": "Gadgets", "search_query": "gadget"}
    seen: list[tuple[int, int]] = []
    with _prepared_gym(tmp_path) as gym:
        plain = DuckDBEngine(gym.con, gym.environments).execute("tiny-env", call)
        engine = gym.engine
        searchable = [
            (e.id, c.name)
            for e in gym.environments.values()
            for c in e.collections
            if c.searchable_properties
        ]
        assert engine.build_search(processes=2, done=lambda *a: seen.append(a)) == len(searchable)
        assert engine._builders == [] and seen[-1] == (len(searchable), len(searchable))
        for env_id, coll in searchable:
            folder = engine.index_cache / env_id / coll
            assert [p.name for p in folder.iterdir()] == [SearchIndex.cache_key(SearchSettings())]
        assert engine.build_search() == 0  # all there: nothing to do
        gym.warm_search(["tiny-env"])
        assert engine._builders == [] and engine._warming is None  # a run finds them cached
        result = gym.execute("tiny-env", call)
        assert (result.kind, result.value, result.ranked) == (plain.kind, plain.value, plain.ranked)


def test_gymkit_data_leaves_the_search_indexes_built(tmp_path):
    from tests.cli_helpers import gymkit_cli

    ws = tmp_path / "ws"
    rc, out, err = gymkit_cli("data", "--objects", "60", "--out", ws, timeout=300)
    assert rc == 0, err[-2000:]
    assert "search indexes: " in out
    from gymkit import open_gym

    with open_gym(ws) as gym:
        engine = gym.engine
        missing = [
            (e.id, c.name)
            for e in gym.environments.values()
            for c in e.collections
            if c.searchable_properties and not engine._cached_folder(e, c).is_dir()
        ]
        assert missing == []
    rc, out, err = gymkit_cli("data", "--objects", "60", "--out", ws, timeout=300)
    assert rc == 0 and "search indexes: " not in out  # prepared already: nothing built again


def _index_bytes(cache) -> dict[str, bytes]:
    return {
        str(f.relative_to(cache)): f.read_bytes()
        for f in sorted(cache.rglob("*"))
        if f.is_file() and ".claims" not in f.parts
    }


def test_indexes_begun_from_the_snapshot_while_it_loads_are_the_gyms_own(tmp_path, monkeypatch):
    """`gymkit data`'s overlap: a builder started as the load begins reads the snapshot's
    objects files (`before_load`, `building.start_from_snapshot`); build_search waits for it and
    starts no more than the cores. The saved indexes are byte for byte those built from the
    loaded gym's tables, and no claim is left behind."""
    from gymkit import open_gym
    from gymkit.engine import builders as building
    from gymkit.prepare import prepare
    from gymkit.workspace import Workspace
    from tests.tiny_snapshot import write_tiny_snapshot

    monkeypatch.setattr("gymkit.engine.builders.BUILD_IN_PROCESS", 0)
    snap = write_tiny_snapshot(tmp_path / "s")
    early, seen = [], []

    def begin(snapshot, fingerprint):
        cache = Workspace.of(tmp_path / "early").search_cache(fingerprint)
        builders, given = building.start_from_snapshot(snapshot, cache)
        seen.append(given)
        early.extend(builders)
        # they yield the CPU to the load, from their start-up on
        want = min(19, os.getpriority(os.PRIO_PROCESS, 0) + building.LOAD_NICE)
        assert os.getpriority(os.PRIO_PROCESS, builders[0].pid) == want
        assert builders[0].wait(timeout=120) == 0  # done before the tables exist
        assert (tmp_path / "early" / "gym.duckdb").exists() is False

    prepare(source=str(snap), workspace=tmp_path / "early", before_load=begin)
    with open_gym(tmp_path / "early") as gym:
        searchable = len(gym.engine._searchable(gym.environments))
        assert len(early) == 1 and seen == [searchable] and searchable > 0
        assert gym.build_search(running=early) == 0  # all saved by the early builder
        early_cache = gym.engine.index_cache
    prepare(source=str(snap), workspace=tmp_path / "late")
    with open_gym(tmp_path / "late") as gym:
        assert gym.build_search() == searchable
        late_cache = gym.engine.index_cache
    assert early_cache.name == late_cache.name  # the same fingerprint
    early_files, late_files = _index_bytes(early_cache), _index_bytes(late_cache)
    assert early_files and early_files == late_files
    assert not any((early_cache / building.CLAIMS).iterdir())


def test_a_claim_is_held_by_one_live_process_and_taken_from_a_dead_one(tmp_path):
    import subprocess
    import sys

    from gymkit.engine import builders as building

    first = building.claim(tmp_path, "env--Coll")
    assert first is not None and first.read_text() == str(__import__("os").getpid())
    assert building.claim(tmp_path, "env--Coll") is None  # held by a live process (this one)
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    first.write_text(str(gone.pid))  # its process has ended
    assert building.claim(tmp_path, "env--Coll") == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["env--Coll"]  # no temporary left


def test_builders_sharing_a_list_build_each_index_once(tmp_path, monkeypatch):
    """Two processes given the same list take its collections between them (claims) and
    leave every index saved and no claim behind; a second pair finds nothing to do."""
    from gymkit.engine import builders as building

    monkeypatch.setattr("gymkit.engine.builders.BUILD_IN_PROCESS", 0)
    with _prepared_gym(tmp_path) as gym:
        engine = gym.engine
        todo = engine._searchable(gym.environments)
        pairs = [(e.id, c.name) for e, c in todo]
        db = {"db": str(engine._database_path())}
        for _ in range(2):
            builders = building.start(db, engine.index_cache, engine.search_settings, pairs, 2)
            assert len(builders) == 2 and [b.wait(timeout=120) for b in builders] == [0, 0]
            assert all(engine._cached_folder(e, c).is_dir() for e, c in todo)
            assert not any((engine.index_cache / building.CLAIMS).iterdir())


@settings(max_examples=25, deadline=None)
@given(
    st.permutations(range(12)),
    st.sampled_from(["kayak", "red paddle river", "order", "gift"]),
    st.sampled_from(["sports", "books", "garden"]),
)
def test_a_filtered_search_masks_the_same_records_in_any_row_order(order, query, category):
    """A filter's records reach the index by their rowids' places in uuid order: with the rows
    stored in any order, the ranking is the one the uuids themselves give."""
    from tests.engine.helpers import make_tables

    words = ["kayak", "red", "paddle", "river", "order", "gift", "book"]
    rows = [
        (
            f"u{i:02d}",
            f"ORD_{i:03d}",
            " ".join(words[(i * k) % 7] for k in (1, 2, 3)),
            "s",
            ["sports", "books", "garden"][i % 3],
            i,
            1.0,
            True,
            None,
            [],
            [],
            [],
            [],
            [],
        )
        for i in range(12)
    ]
    con = duckdb.connect()
    make_tables(con, SHOP, {"Orders": [rows[i] for i in order]})
    call = {
        "collection_name": "Orders",
        "search_query": query,
        "text_property_filters": [
            {"property_name": "category", "operator": "=", "value": category}
        ],
    }
    engine = DuckDBEngine(con, {SHOP.id: SHOP})
    by_rowid = engine.execute(SHOP.id, call)
    assert next(iter(engine._info.values())).positions is not None
    plain = DuckDBEngine(con, {SHOP.id: SHOP})
    plain._positions = lambda info, records: None  # the uuids' own mask
    by_uuid = plain.execute(SHOP.id, call)
    assert (by_rowid.value, by_rowid.ranked) == (by_uuid.value, by_uuid.ranked)
    expected = {
        f"u{i:02d}" for i in range(12) if i % 3 == ["sports", "books", "garden"].index(category)
    }
    assert set(by_rowid.value) <= expected


_ASCII_TEXTS = st.lists(
    st.one_of(
        st.text(st.sampled_from(list("abcXYZ019 _-.,'\n\t")), max_size=40),
        st.lists(_WORDS.filter(str.isascii), max_size=8).map(" ".join),
        st.none(),
    ),
    max_size=20,
)


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(_ASCII_TEXTS, _TEXTS), st.sampled_from([(1.2, 0.75), (0.9, 0.4), (2.0, 1.0)]))
def test_a_postings_weights_are_the_stored_weights_of_format_2_to_the_bit(texts, k1_b):
    """Index format 3 stores counts and computes a term's weights when searched
    (`Bm25.weights`): the same float64s format 2 stored, idf x tf / (k1 * ((1 - b) + b *
    length / mean length) + tf) in numpy's order of operations, computed here from the
    tokens, so every ranking is unchanged."""
    k1, b = k1_b
    index = Bm25.build(texts, k1, b)
    doc, term, vocab = token_ids(texts)
    assert index.vocab == vocab
    n = len(texts)
    lengths = np.bincount(doc, minlength=n) if n else np.zeros(0, np.int64)
    for t, word in enumerate(vocab):
        records, tf = np.unique(doc[term == t], return_counts=True)
        df = len(records)
        idf = np.array([math.log(1 + (n - df + 0.5) / (df + 0.5))])[0]
        tfc = tf.astype(np.float64) / (
            k1 * ((1 - b) + b * lengths[records] / lengths.mean()) + tf.astype(np.float64)
        )
        docs, weights = index.weights(t)
        assert docs.tolist() == records.tolist(), word
        assert (idf * tfc).tobytes() == weights.tobytes(), word


def _index_arrays(index: Bm25) -> tuple:
    return (
        index.vocab,
        index.indptr.tolist(),
        index.docs.tolist(),
        index.tfs.tolist(),
        index.idf.tolist(),
        index.norms.tolist(),
        index.docs.dtype,
        index.tfs.dtype,
    )


@pytest.mark.skipif(search_module._bm25_c is None, reason="gymkit.engine._bm25_c is not built")
@settings(suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(_ASCII_TEXTS, _TEXTS),
    st.sampled_from([0, 1, 3, 7]),
    st.sampled_from(["list", "string", "large_string", "slice", "chunked"]),
)
def test_the_compiled_postings_build_the_numpy_index(texts, chunk, form):
    """`_bm25_c` (ASCII texts; other texts take the numpy path either way) builds the index
    numpy builds, array for array, from a list, either Arrow string type, a slice of a larger
    array and a chunked column."""
    if form == "list":
        given_texts = texts
    elif form in ("string", "large_string"):
        given_texts = pa.array(texts, getattr(pa, form)())
    elif form == "slice":
        given_texts = pa.array(["Alpha beta"] + list(texts) + ["gamma"], pa.string())[1:-1]
    else:
        half = len(texts) // 2
        given_texts = pa.chunked_array(
            [pa.array(texts[:half], pa.string()), pa.array(texts[half:], pa.string())]
        )
    compiled = Bm25.build(given_texts, 1.2, 0.75, chunk=chunk)
    built, search_module._bm25_c = search_module._bm25_c, None
    try:
        plain = Bm25.build(given_texts, 1.2, 0.75, chunk=chunk)
    finally:
        search_module._bm25_c = built
    assert _index_arrays(compiled) == _index_arrays(plain)


@pytest.mark.skipif(c_compiler() is None, reason=NO_COMPILER)
def test_the_compiled_postings_are_built_where_a_compiler_is() -> None:
    assert search_module._bm25_c is not None, "gymkit.engine._bm25_c is missing: pip install -e ."
    vocab, term, doc, tf, counts = search_module._compiled_postings(
        ["Boats and boats", None, "lake"]
    )
    assert vocab == ["boats", "lake"]
    assert (term.tolist(), doc.tolist(), tf.tolist(), counts.tolist()) == (
        [0, 1],
        [0, 2],
        [2, 1],
        [2, 0, 1],
    )


@pytest.mark.skipif(c_compiler() is None, reason=NO_COMPILER)
def test_the_compiled_assembly_refuses_postings_that_do_not_fit_its_arrays() -> None:
    """`_bm25_c.assemble` writes into arrays the caller made: a posting naming a term or record
    beyond them, or arrays of other sizes, is a ValueError, never a write out of bounds."""
    assert search_module._bm25_c is not None, "gymkit.engine._bm25_c is missing: pip install -e ."
    assemble = search_module._bm25_c.assemble

    def call(local, doc, terms=2, records=3, total=None, to_global=(0, 1), tf=None):
        total = len(local) if total is None else total
        part = (
            np.array(to_global, np.int32),
            np.array(local, np.int32),
            np.array(doc, np.int64),
            0,
            np.array(tf or [1] * len(local), np.int64),
        )
        assemble(
            [part],
            records,
            np.zeros(terms + 1, np.int64),
            np.empty(total, np.int32),
            np.empty(total, np.uint32),
        )

    call([0, 1], [0, 2])  # fits
    for bad in (
        dict(local=[0, 2], doc=[0, 1]),  # no such local term
        dict(local=[0, 1], doc=[0, 1], to_global=(0, 5)),  # no such term
        dict(local=[0, 1], doc=[0, 3]),  # no such record
        dict(local=[0, 1], doc=[0, -1]),
        dict(local=[0, 1], doc=[0, 1], total=3),  # the postings do not fill the arrays
        dict(local=[0, 1], doc=[0]),  # a part's arrays differ in length
        dict(local=[0, 1], doc=[0, 1], tf=[1, 0]),  # a count a posting cannot have
        dict(local=[0, 1], doc=[0, 1], tf=[1, 2**32]),  # beyond the counts' type
    ):
        with pytest.raises(ValueError):
            call(**bad)


def test_indexes_fed_while_the_gym_is_generated_are_the_gyms_own(tmp_path, monkeypatch):
    """`gymkit data` on a big gym (forced here) starts one builder as the first collection is
    written (`builders.Feed`, at LOAD_NICE), from hard links of the files being generated,
    into a staging folder; once the gym is loaded, what it built is moved into the gym's
    index cache, byte for byte what the load's own builders make, and nothing is left of the
    staging folder."""
    from typer.testing import CliRunner

    from gymkit.cli import app
    from gymkit.engine import builders as building

    monkeypatch.setattr("gymkit.engine.builders.BUILD_IN_PROCESS", 0)
    seen: list[tuple[str, bool, int]] = []
    niced: list[int] = []
    written, lower = building.Feed.written, building._lower_priority

    def spy(self, env_id, collection, path):
        written(self, env_id, collection, path)
        seen.append((str(path), self.started, len(self.items)))

    def spy_lower(pid, nice):
        niced.append(nice)
        lower(pid, nice)

    monkeypatch.setattr(building.Feed, "written", spy)
    monkeypatch.setattr(building, "_lower_priority", spy_lower)
    ws = tmp_path / "ws"
    result = CliRunner().invoke(app, ["data", "--objects", "60", "--out", str(ws)])
    assert result.exit_code == 0, result.output
    assert "search indexes: 13 collections" in result.output
    # every collection was told while the snapshot was still being written, and the 13
    # searchable ones fed to the builder started with the first
    assert len(seen) == 15 and all("snapshot.tmp" in path for path, *_ in seen)
    assert all(started == (fed > 0) for _, started, fed in seen)
    assert max(fed for *_, fed in seen) == 13
    assert niced[0] == building.LOAD_NICE
    caches = [p for p in (ws / "cache" / "search").iterdir()]
    assert [p.name for p in caches if p.name.startswith(building.STAGING)] == []
    (cache,) = caches
    rc = CliRunner().invoke(
        app, ["data", "--source", str(ws / "snapshot"), "--out", str(tmp_path / "other")]
    )
    assert rc.exit_code == 0, rc.output
    other = tmp_path / "other" / "cache" / "search" / cache.name  # the same fingerprint
    fed, loaded = _index_bytes(cache), _index_bytes(other)
    assert len({f.split("/")[0] + f.split("/")[1] for f in fed}) == 13
    assert fed == loaded


def test_a_feeds_staging_folder_goes_with_its_process(tmp_path):
    """A staging folder whose `gymkit data` process is gone (killed) is removed by the next
    Feed; a live one's stays, and `stop` removes its own."""
    import subprocess
    import sys

    from gymkit.engine import builders as building

    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    dead = tmp_path / f"{building.STAGING}{gone.pid}-00000000"
    live = tmp_path / f"{building.STAGING}{os.getpid()}-11111111"
    for folder in (dead, live):
        (folder / "env" / "Coll").mkdir(parents=True)
    feed = building.Feed(tmp_path)
    assert not dead.exists() and live.is_dir()
    feed.staging.mkdir()
    feed.stop()
    assert not feed.staging.exists() and live.is_dir()
