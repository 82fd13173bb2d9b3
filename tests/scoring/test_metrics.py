"""Retrieval metrics: known values, bounds and edge cases."""

from __future__ import annotations

import math

import hypothesis.strategies as st
from hypothesis import given

from gymkit.scoring.metrics import (
    ndcg_at_k,
    precision,
    recall,
    recall_at_k,
    set_f1,
)

ids = st.lists(st.sampled_from([f"u{i}" for i in range(15)]), max_size=15)


def test_known_values():
    ranked = ["a", "x", "b", "y"]
    relevant = {"a", "b", "c"}
    assert precision(ranked, relevant) == 0.5
    assert recall(ranked, relevant) == 2 / 3
    assert math.isclose(set_f1(ranked, relevant), 2 * 0.5 * (2 / 3) / (0.5 + 2 / 3))
    assert recall_at_k(ranked, relevant, k=1) == 1.0
    assert recall_at_k(ranked, relevant, k=4) == 2 / 3
    dcg = 1 + 1 / math.log2(4)
    idcg = 1 + 1 / math.log2(3) + 1 / math.log2(4)
    assert math.isclose(ndcg_at_k(ranked, relevant, k=10), dcg / idcg)


def test_empty_sets_are_defined():
    assert precision([], []) == recall([], []) == set_f1([], []) == 1.0
    assert precision(["a"], []) == recall(["a"], []) == set_f1(["a"], []) == 0.0
    assert precision([], ["a"]) == recall([], ["a"]) == 0.0
    assert recall_at_k([], []) == ndcg_at_k([], []) == 1.0
    assert recall_at_k(["a"], []) == ndcg_at_k(["a"], []) == 0.0


def test_recall_at_k_is_capped_so_a_perfect_ranking_scores_one():
    relevant = [f"r{i}" for i in range(20)]
    assert recall_at_k(relevant, relevant, k=10) == 1.0  # BEIR: / min(k, |relevant|)
    assert ndcg_at_k(relevant, relevant, k=10) == 1.0
    assert recall_at_k(["x", *relevant], relevant, k=10) == 0.9


def test_duplicates_count_once():
    assert ndcg_at_k(["a", "a", "b"], {"a", "b"}, k=2) == 1.0
    assert recall_at_k(["a", "a"], {"a", "b"}, k=2) == 0.5


@given(ids, ids)
def test_bounds_and_perfect_ranking(ranked, relevant):
    for value in (
        precision(ranked, relevant),
        recall(ranked, relevant),
        set_f1(ranked, relevant),
        recall_at_k(ranked, relevant),
        ndcg_at_k(ranked, relevant),
    ):
        assert 0.0 <= value <= 1.0 + 1e-12
    rel = list(dict.fromkeys(relevant))
    if rel:
        assert math.isclose(ndcg_at_k(rel + ranked, rel), 1.0)
        assert recall_at_k(rel + ranked, rel) == 1.0
        assert set_f1(rel, rel) == 1.0
