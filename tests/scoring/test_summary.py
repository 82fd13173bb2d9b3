"""Accuracy tables, bootstrap intervals, paired comparison and the run summary."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from gymkit.scoring.summary import (
    accuracy_table,
    bootstrap_ci,
    paired_comparison,
    run_summary,
    summarize,
)


def _scores(
    n: int = 200, p: float = 0.7, seed: int = 1, set_name: str = "ask_mode"
) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    passed = rng.random(n) < p
    return pd.DataFrame(
        {
            "query_id": [f"q{i:03d}" for i in range(n)],
            "set": set_name,
            "environment": np.where(np.arange(n) % 2 == 0, "env-a", "env-b"),
            "plan_match": passed | (rng.random(n) < 0.1),
            "result_match": passed,
            "passed": passed,
            "phrasing": np.where(np.arange(n) % 3 == 0, "explicit", "conversational"),
            "num_sub_queries": 1 + np.arange(n) % 3,
            "operator_classes": [
                ["search", "numeric_filter"] if i % 2 else ["text_filter"] for i in range(n)
            ],
        }
    )


def test_bootstrap_ci_is_seeded_and_covers_the_mean():
    x = np.r_[np.ones(70), np.zeros(30)]
    lo, hi = bootstrap_ci(x)
    assert bootstrap_ci(x) == (lo, hi)
    assert lo < 0.7 < hi and lo > 0.55 and hi < 0.85
    assert bootstrap_ci(np.ones(10)) == (1.0, 1.0)
    assert all(np.isnan(bootstrap_ci([])))


def test_bootstrap_ci_narrows_with_more_data():
    small = bootstrap_ci(np.r_[np.ones(7), np.zeros(3)])
    large = bootstrap_ci(np.r_[np.ones(700), np.zeros(300)])
    assert (large[1] - large[0]) < (small[1] - small[0]) / 5


def test_accuracy_table_by_environment_and_operator_class():
    df = _scores()
    table = accuracy_table(df, "environment")
    assert list(table["environment"]) == ["env-a", "env-b"] and table["n"].sum() == 200
    for _, row in table.iterrows():
        group = df[df.environment == row["environment"]]
        assert row["passed_accuracy"] == pytest.approx(group["passed"].mean())
        assert row["passed_accuracy_lo"] <= row["passed_accuracy"] <= row["passed_accuracy_hi"]
    by_class = accuracy_table(df, "operator_class")
    assert dict(zip(by_class["operator_class"], by_class["n"])) == {
        "numeric filter": 100,  # the score rows' older names read in the published ones (#15)
        "search query": 100,
        "text filter": 100,
    }
    assert set(summarize(df)) == {
        "set",
        "environment",
        "operator_class",
        "phrasing",
        "num_sub_queries",
    }
    with pytest.raises(KeyError, match="behavior"):
        accuracy_table(df, "nope")


def test_paired_comparison_counts_wins_and_losses():
    a, b = _scores(seed=1), _scores(seed=1)
    b.loc[:19, "passed"] = ~b.loc[:19, "passed"]
    out = paired_comparison(a, b)
    flipped = a.loc[:19, "passed"]
    assert out["wins"] == int(flipped.sum()) and out["losses"] == int((~flipped).sum())
    assert out["ties"] == 180 and out["queries"] == 200
    assert out["difference"] == pytest.approx(a["passed"].mean() - b["passed"].mean())
    assert out["difference_lo"] <= out["difference"] <= out["difference_hi"]
    same = paired_comparison(a, a)
    assert same["difference"] == 0 and same["difference_lo"] == same["difference_hi"] == 0


def test_paired_interval_is_tighter_than_unpaired():
    a = _scores(n=300, seed=3)
    b = a.copy()
    b.loc[:9, "passed"] = ~b.loc[:9, "passed"]
    out = paired_comparison(a, b)
    lo, hi = bootstrap_ci(a["passed"].astype(float))
    assert out["difference_hi"] - out["difference_lo"] < (hi - lo) / 2


def test_run_summary_shape():
    df = pd.concat([_scores(), _scores(n=30, set_name="edge_case_1")], ignore_index=True)
    df["checks_passed"] = np.where(df["set"] == "edge_case_1", 3, np.nan)
    df["checks_total"] = np.where(df["set"] == "edge_case_1", 4, np.nan)
    out = run_summary(df)
    assert set(out) == {"ask_mode", "edge_case_1"}
    assert out["ask_mode"]["queries"] == 200
    assert 0 <= out["ask_mode"]["plan_accuracy"] <= 1
    assert out["ask_mode"]["passed_accuracy"] == pytest.approx(
        df[df.set == "ask_mode"]["passed"].mean()
    )
    assert out["edge_case_1"]["check_pass_rate"] == 0.75
    lo, hi = out["ask_mode"]["passed_accuracy_ci"]
    assert lo <= out["ask_mode"]["passed_accuracy"] <= hi


def test_run_summary_of_real_score_rows():
    from edgecases import add_edge_cases
    from mutations import build
    from tinygym import ENV, TinyGym

    from gymkit.agents.oracle import edge_calls
    from gymkit.scoring import score

    gym = TinyGym()
    rows = []
    for i, (truth, shape) in enumerate(
        [(build([], search="harbor"), "search_only"), (build(["bool_eq"]), "filter_only")]
    ):
        row = gym.add_query("search_mode", f"s{i}", [truth], retrieval_shape=shape)
        rows.append(score("search_mode", row, [build(["bool_eq"])], None, gym).row)
    for row in add_edge_cases(gym).values():
        rows.append(score("edge_case_1", row, edge_calls(row, ENV), None, gym).row)
    out = run_summary(pd.DataFrame(rows))
    assert out["search_mode"]["queries"] == 2
    assert out["search_mode"]["passed_accuracy"] == 0.5
    assert out["search_mode"]["shape_accuracy"] == 0.5
    assert (
        out["edge_case_1"]["plan_accuracy"] == 1.0 and out["edge_case_1"]["check_pass_rate"] == 1.0
    )
    table = accuracy_table(pd.DataFrame(rows), "behavior")
    assert set(table["behavior"]) >= {"B1", "B2", "B8"}
