"""The grounding check of ask-mode answers, on paraphrased answers (right and wrong)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.scoring.answers import check_answer, dates_in, numbers_in

COUNT = [{"COUNT(donationCode)": 80}]
MEAN = [{"MEAN(suggestedGiftAmountsUsd)": 50.97493036211699}]
PCT = [{"PERCENTAGE_TRUE(recurringEnrollmentAvailable)": 48.888888888888886}]
LATEST = [{"LATEST(serviceDate)": "2025-03-14"}]
TOP = [{"TOP_OCCURRENCES(causeCategory)": [["Education", 37], ["Health", 27], ["Environment", 26]]}]
MULTI = [{"MAX(annualOperatingBudgetUsd)": 11467875.04}, ["a", "b", "c"]]
GROUPS = [
    {
        "Active": {"COUNT(campaignTitle)": 412},
        "Closed": {"COUNT(campaignTitle)": 388},
        "Paused": {"COUNT(campaignTitle)": 200},
        "Draft": {"COUNT(campaignTitle)": 3},
    }
]


@pytest.mark.parametrize(
    "reference, answer",
    [
        (COUNT, "There are 80 donations matching that."),
        (COUNT, "I found eighty... no wait, exactly 80 records."),
        (COUNT, "80"),
        (MEAN, "The average suggested gift is $50.97."),
        (MEAN, "On average about $51 per suggested gift."),
        (MEAN, "Mean suggested gift: 50.975 USD"),
        (PCT, "48.9% of programs offer recurring enrollment."),
        (PCT, "About 49 percent do."),
        (PCT, "A share of 0.489 of them."),
        (LATEST, "The most recent service date is 2025-03-14."),
        (LATEST, "The latest report is from March 14, 2025."),
        (LATEST, "Latest: 14th of March 2025"),
        (LATEST, "latest was 14 Mar. 2025"),
        (TOP, "Most common: Education (37), then Health and Environment."),
        (TOP, "education leads, followed by health and environment"),
        (MULTI, "The largest budget is $11,467,875.04, and three charities match the second ask."),
        (MULTI, "Max budget 11467875; records: 3"),
        (GROUPS, "Active has 412 campaigns, Closed 388 and Paused 200."),
        ([[]], "No records match."),
        ([{"COUNT(x)": 0}], "There are none."),
    ],
)
def test_grounded_paraphrases(reference, answer):
    g = check_answer(answer, reference)
    assert g.grounded is True, g.missing


@pytest.mark.parametrize(
    "reference, answer, missing",
    [
        (COUNT, "There are 81 donations matching that.", "COUNT(donationCode) = 80"),
        (COUNT, "Many donations match.", "COUNT(donationCode) = 80"),
        (MEAN, "The average suggested gift is $55.", "MEAN"),
        (MEAN, "The average is 50.8.", "MEAN"),
        (PCT, "About 52 percent do.", "PERCENTAGE_TRUE"),
        (LATEST, "The latest report is from March 15, 2025.", "LATEST"),
        (LATEST, "The latest report is from 2025-14-03.", "LATEST"),
        (TOP, "Education and Health lead.", "TOP_OCCURRENCES"),
        (MULTI, "The largest budget is $11,467,875.04.", "3 records"),
        (GROUPS, "Active has 412 campaigns, Closed 388 and Draft 3.", "group Paused"),
        (GROUPS, "Active 400, Closed 388, Paused 200.", "COUNT(campaignTitle) for Active"),
        ([{"MEAN(x)": 0.4}], "It is 0.", "MEAN(x)"),
    ],
)
def test_ungrounded_answers_name_the_missing_fact(reference, answer, missing):
    g = check_answer(answer, reference)
    assert g.grounded is False
    assert any(m.startswith(missing) for m in g.missing), g.missing


def test_nothing_to_check_is_none_not_false():
    assert check_answer(None, COUNT).grounded is None
    assert check_answer("", COUNT).grounded is None
    assert check_answer("Here they are.", [[str(i) for i in range(500)]]).grounded is None
    assert check_answer("Here.", []).share is None


def test_ties_at_the_cut_accept_any_of_the_tied_values():
    ref = [{"TOP_OCCURRENCES(tag)": [["a1", 9], ["b2", 5], ["c3", 5]]}]
    two = [{"TOP_OCCURRENCES(tag)": ref[0]["TOP_OCCURRENCES(tag)"][:2]}]
    assert check_answer("a1 then b2", two).grounded is True
    assert check_answer("a1 leads, then c3 and b2", ref).grounded is True
    assert check_answer("a1 leads", ref).grounded is False


def test_numbers_in_reads_separators_signs_and_words():
    got = {(s.value, s.percent) for s in numbers_in("-3 items, 1,234.5 USD, 45% and twelve")}
    assert {(-3.0, False), (1234.5, False), (45.0, True), (12.0, False)} <= got


def test_dates_in_reads_iso_and_words():
    assert dates_in("on 2024-02-29 and Jan 5, 2023, and 7 September 2021") == {
        dt.date(2024, 2, 29),
        dt.date(2023, 1, 5),
        dt.date(2021, 9, 7),
    }
    assert dates_in("2023-02-30") == set()


@given(st.integers(min_value=0, max_value=10**9))
def test_any_count_written_with_separators_is_grounded(n):
    assert check_answer(f"There are {n:,} of them.", [{"COUNT(x)": n}]).grounded is True


@given(st.integers(min_value=11, max_value=10**6), st.integers(min_value=1, max_value=10))
def test_a_wrong_count_is_never_grounded(n, delta):
    assert (
        check_answer(f"There are {n + delta + n // 50} of them.", [{"COUNT(x)": n}]).grounded
        is False
    )


@given(st.text(min_size=1))
def test_any_text_gives_a_verdict_without_raising(text):
    g = check_answer(text, [*COUNT, *MEAN, *LATEST, *TOP, *GROUPS, [[]]])
    assert g.grounded in (True, False)
