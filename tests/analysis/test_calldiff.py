"""Expected against predicted calls with the changed tokens marked: differences that score as
equal (the call model's canonical form) are never marked, real ones mark only their tokens."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.analysis import call_diff_html, changed_tokens
from gymkit.call import canonical, parse_call

NAMES = st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", min_size=1, max_size=12).map(str.strip)
NAMES = NAMES.filter(bool)


def call(**args) -> object:
    return parse_call({"collection_name": "Artists", **args})


def test_a_wildcard_spelled_differently_is_not_marked():
    e = call(
        text_property_filters=[
            {"property_name": "artistName", "operator": "LIKE", "value": "Sable%"}
        ]
    )
    p = call(
        text_property_filters=[
            {"property_name": "artistName", "operator": "LIKE", "value": "Sable*"}
        ]
    )
    assert changed_tokens(e, p) == ([], [])
    exp_html, pred_html = call_diff_html(e, p)
    assert "<mark" not in exp_html + pred_html and "Sable*" in pred_html


def test_only_the_changed_operator_and_value_are_marked():
    e = call(
        search_query="koi fish",
        numeric_property_filters=[
            {"property_name": "yearsExperience", "operator": ">", "value": 5}
        ],
        text_property_filters=[{"property_name": "city", "operator": "=", "value": "Oslo"}],
    )
    p = call(
        search_query="carp",  # search words are not the target: never marked
        numeric_property_filters=[
            {"property_name": "yearsExperience", "operator": ">=", "value": 5.0}
        ],
        text_property_filters=[{"property_name": "city", "operator": "=", "value": "Bergen"}],
    )
    assert changed_tokens(e, p) == (["'Oslo'", ">"], ["'Bergen'", ">="])  # render order


def test_missing_and_extra_clauses_are_marked_whole():
    e = call(numeric_property_aggregations=[{"property_name": "fee", "metric": "MAX"}])
    p = parse_call(
        {
            "collection_name": "Designs",
            "numeric_property_aggregations": [{"property_name": "fee", "metric": "MIN"}],
            "boolean_property_filters": [{"property_name": "open", "operator": "=", "value": True}],
        }
    )
    exp, pred = changed_tokens(e, p)
    assert exp == ["MAX", "Artists"]
    assert pred == ["MIN", "Designs", "open", "=", "true"]


def test_the_html_escapes_values():
    e = call(text_property_filters=[{"property_name": "n", "operator": "=", "value": "<b>x</b>"}])
    p = call(text_property_filters=[{"property_name": "n", "operator": "=", "value": "<i>"}])
    exp_html, pred_html = call_diff_html(e, p)
    assert (
        "<b>x" not in exp_html
        and "&lt;b&gt;" in exp_html
        and "<mark class='gk-predicted'>" in pred_html
    )


FILTER = st.one_of(
    st.builds(
        lambda v: (
            "text_property_filters",
            {"property_name": "name", "operator": "LIKE", "value": v + "%"},
            {"value": v + "*"},
        ),
        NAMES,
    ),
    st.builds(
        lambda n: (
            "numeric_property_filters",
            {"property_name": "fee", "operator": "<=", "value": n},
            {"value": float(n)},
        ),
        st.integers(-1000, 1000),
    ),
    st.builds(
        lambda b: (
            "boolean_property_filters",
            {"property_name": "open", "operator": "=", "value": b},
            {"operator": "!=", "value": not b},
        ),
        st.booleans(),
    ),
    st.builds(
        lambda v: (
            "array_property_filters",
            {"property_name": "tags", "operator": "CONTAINS_ANY", "values": [v]},
            {"operator": "CONTAINS_ALL"},
        ),
        NAMES,
    ),
    st.builds(
        lambda vs: (
            "array_property_filters",
            {"property_name": "styles", "operator": "CONTAINS_ALL", "values": vs},
            {"values": list(reversed(vs))},
        ),
        st.lists(NAMES, min_size=2, max_size=4, unique=True),
    ),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(FILTER, min_size=1, max_size=4), st.randoms(use_true_random=False))
def test_any_scoring_equivalent_rewrite_marks_nothing(filters, rnd):
    """A call and a rewrite the scorer counts as equal (wildcards, number types, != for =,
    one-value CONTAINS_ANY/ALL, value order, filter order): no token marked on either side."""
    expected: dict = {}
    predicted: dict = {}
    for list_name, f, change in filters:
        if any(x["property_name"] == f["property_name"] for x in expected.get(list_name, [])):
            continue
        expected.setdefault(list_name, []).append(f)
        predicted.setdefault(list_name, []).append({**f, **change})
    for v in predicted.values():
        rnd.shuffle(v)
    e, p = call(**expected), call(**predicted)
    assert canonical(e) == canonical(p)  # the premise: the scorer sees one call
    assert changed_tokens(e, p) == ([], [])


@settings(max_examples=100, deadline=None)
@given(NAMES, NAMES)
def test_a_different_value_is_always_marked(a, b):
    e = call(text_property_filters=[{"property_name": "name", "operator": "=", "value": a}])
    p = call(text_property_filters=[{"property_name": "name", "operator": "=", "value": b}])
    exp, pred = changed_tokens(e, p)
    assert (exp == [] and pred == []) == (a == b)
