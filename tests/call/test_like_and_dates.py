"""The one LIKE pattern type and the one date parser: every consumer agrees with them."""

from __future__ import annotations

import datetime as dt

import duckdb
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.call import LikePattern, canonical_filter, like_pattern_problem, parse_date
from gymkit.engine.weaviate_schema import to_date

ALPHABET = "ab_%*?\\.x "


def test_only_patterns_made_of_any_run_wildcards_match_everything() -> None:
    # issue #17: `?` matches exactly one character, so 17 `?` and a `%` need 17 characters
    assert not LikePattern("?" * 17 + "%").matches_everything
    assert like_pattern_problem("?" * 17 + "%") is None
    assert LikePattern("%*%").matches_everything
    assert "matches everything" in (like_pattern_problem("*") or "")
    assert like_pattern_problem("") == "empty LIKE pattern"
    assert like_pattern_problem("% %") is None  # needs a space
    assert LikePattern("?" * 17 + "%").matches("a" * 17)
    assert not LikePattern("?" * 17 + "%").matches("a" * 16)


def test_the_two_spellings_of_any_run_are_one_wildcard() -> None:
    assert LikePattern("Nerith%").canonical == LikePattern("Nerith*").canonical == "Nerith*"
    assert LikePattern("Nerith*").card_form == "Nerith%"
    assert canonical_filter("p", "LIKE", "Ner%") == canonical_filter("p", "LIKE", "Ner*")
    assert canonical_filter("p", "LIKE", "Nerith") == canonical_filter("p", "=", "Nerith")
    assert LikePattern("Morrow%").stem == "Morrow"
    assert LikePattern("%kay?k%").literal == "kayk"
    assert LikePattern.prefix("Morrow").text == "Morrow%"
    assert not LikePattern("a_b").has_wildcards


@pytest.mark.parametrize(
    "pattern, kind",
    [
        ("Nerith%", "prefix"),
        ("Nerith*", "prefix"),
        ("%Loop", "suffix"),
        ("*Reef*", "contains"),
        ("%Reef%", "contains"),
        ("Nerith", "exact"),
        ("Ne%th", "other"),
        ("%", "other"),
        ("Ner?th%", "other"),
    ],
)
def test_a_pattern_says_what_it_asks_of_a_value(pattern: str, kind: str) -> None:
    assert LikePattern(pattern).kind == kind


@settings(max_examples=300, deadline=None)
@given(
    pattern=st.text(alphabet=ALPHABET, min_size=1, max_size=6),
    value=st.text(alphabet=ALPHABET, max_size=6),
)
def test_sql_and_regex_forms_select_the_same_values(pattern: str, value: str) -> None:
    """DuckDB's LIKE (to_sql) and the client-side regex (Weaviate's stand-in) agree."""
    p = LikePattern(pattern)
    got = duckdb.execute("SELECT ? LIKE ? ESCAPE '\\'", [value, p.to_sql()]).fetchone()[0]
    assert got == p.matches(value)
    assert LikePattern(p.canonical).matches(value) == p.matches(value)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("2025-11-16", dt.date(2025, 11, 16)),
        ("2025-11-16T00:00:00Z", dt.date(2025, 11, 16)),
        ("2025-11-16T23:00:00-05:00", dt.date(2025, 11, 16)),  # 11-17 in UTC: not used
        ("2025-11-16T01:00:00+09:00", dt.date(2025, 11, 16)),
        (
            dt.datetime(2025, 11, 16, 23, tzinfo=dt.timezone(dt.timedelta(hours=-5))),
            dt.date(2025, 11, 16),
        ),
        (dt.datetime(2025, 11, 16, tzinfo=dt.timezone.utc), dt.date(2025, 11, 16)),
    ],
)
def test_one_date_rule_for_the_call_model_and_weaviate(value: object, expected: dt.date) -> None:
    """A timestamp is the calendar date written in its own offset, in every path."""
    assert parse_date(value) == expected
    assert to_date(value) == expected
