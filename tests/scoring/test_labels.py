"""The labels are defined once (gymkit/scoring/labels.py) and every reader agrees with it:
the report glossary, docs/scoring.md, and the two result labels' rule."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from gymkit.analysis import glossary_html
from gymkit.call import parse_call
from gymkit.scoring import EDGE_CHECKS, EDGE_LABELS, LABELS
from gymkit.scoring.edge import check_label
from gymkit.scoring.labels import (
    EDGE_LABEL_MEANINGS,
    LABEL_MEANINGS,
    result_label,
    same_search_words,
)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "scoring.md"


def test_every_label_has_one_meaning_and_the_glossary_shows_it():
    assert set(EDGE_LABELS) == set(EDGE_LABEL_MEANINGS)
    assert {check_label(c) for c in EDGE_CHECKS} <= set(LABELS) | set(EDGE_LABELS)
    page = glossary_html()
    for name, meaning in {**LABEL_MEANINGS, **EDGE_LABEL_MEANINGS}.items():
        assert f"<td>{name}</td>" in page
        assert meaning.split(".")[0].replace("'", "&#x27;") in page


def test_docs_list_every_label_in_the_order_reports_use():
    text = DOCS.read_text(encoding="utf-8")
    table = text[text.index("## Error labels") : text.index("## Result match")]
    listed = [
        m for row in re.findall(r"^\| (`.*?) \|", table, re.M) for m in re.findall(r"`(\w+)`", row)
    ]
    assert listed == list(LABELS)


def _call(search: str | None) -> object:
    raw: dict = {"collection_name": "Items"}
    if search is not None:
        raw["search_query"] = search
    return parse_call(raw)


def test_result_label_says_what_differed():
    assert result_label(_call("glacier"), _call("harbor")) == "searched_other_words"
    assert result_label(_call("Harbor "), _call("harbor")) == "wrong_result"
    assert result_label(_call(None), _call(None)) == "wrong_result"


@given(st.text(alphabet="abcXYZ ", min_size=1, max_size=20))
def test_search_words_ignore_case_and_spacing_only(words):
    assert same_search_words(words, "  " + words.upper().replace(" ", "   ") + " ")
    assert not same_search_words(words, words + "q")
