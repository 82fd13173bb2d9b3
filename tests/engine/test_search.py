"""BM25 search: ranking sanity, filters restrict the candidates, the cut rule, search + aggregation."""

from __future__ import annotations

import numpy as np
import pytest

from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.search import SearchIndex, SearchSettings, autocut, cut, tokenize
from tests.engine.helpers import SHOP

ENV = "tiny-shop"


def search(engine: DuckDBEngine, query: str, **args):
    return engine.execute(ENV, {"collection_name": "Orders", "search_query": query, **args})


def test_tokenize_is_words_lowercased_without_stopwords():
    assert tokenize(["The Kayak's paddle, a_b 9 and X-ray"]) == [
        ["kayak", "s", "paddle", "b", "9", "x", "ray"]
    ]


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
    # loaded, memory-mapped, not built again
    assert all(
        isinstance(r.scores["data"], np.memmap) for r in info.search_index.retrievers.values()
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
