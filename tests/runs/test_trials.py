"""Statistics across repeated trials: mean and spread, pass^k, pass@k, flips."""

from __future__ import annotations

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.runs._trials import trial_name, trial_of, trial_stats, trials_in


def frame(passes: dict[str, list[bool]], set_name: str = "ask_mode") -> pd.DataFrame:
    rows = []
    for run, flags in passes.items():
        for i, ok in enumerate(flags):
            rows.append({"run": run, "set": set_name, "query_id": f"q{i}", "passed": ok})
    return pd.DataFrame(rows)


def test_names_round_trip_and_order_by_trial_number():
    assert trial_of(trial_name("gpt@mini", 12)) == ("gpt@mini", 12)
    assert trial_of("plain") is None and trial_of("x@0") is None
    runs = ["a@10", "a@2", "b@1", "a@1", "a"]
    assert trials_in(runs, "a") == ["a@1", "a@2", "a@10"]


def test_three_trials_give_mean_spread_pass_all_pass_any_and_flips():
    stats = trial_stats(
        frame(
            {
                "m@1": [True, True, False, False],
                "m@2": [True, False, False, True],
                "m@3": [True, True, False, False],
            }
        )
    )
    s = stats["sets"]["ask_mode"]
    assert stats["trials"] == 3 and stats["runs"] == ["m@1", "m@2", "m@3"]
    assert s["per_trial"] == [0.5, 0.5, 0.5]
    assert s["mean"] == 0.5 and s["std"] == 0.0
    assert s["pass_all"] == 0.25 and s["pass_any"] == 0.75
    assert s["flips"] == ["q1", "q3"]


def test_a_query_missing_from_one_trial_is_left_out():
    df = frame({"m@1": [True, False], "m@2": [True, True]})
    df = df[~((df["run"] == "m@2") & (df["query_id"] == "q1"))]
    s = trial_stats(df)["sets"]["ask_mode"]
    assert s["queries"] == 1 and s["flips"] == []


@given(st.lists(st.lists(st.booleans(), min_size=5, max_size=5), min_size=1, max_size=6))
def test_pass_all_le_every_trial_le_pass_any(trials):
    s = trial_stats(frame({trial_name("m", i + 1): t for i, t in enumerate(trials)}))["sets"][
        "ask_mode"
    ]
    assert s["pass_all"] <= s["min"] <= s["mean"] <= s["max"] <= s["pass_any"]
    assert len(s["flips"]) == pytest.approx((s["pass_any"] - s["pass_all"]) * 5)
