"""diagnose only explains a plan mismatch: it returns no label exactly when plan_matches is True
(canonical equality), on generated calls that include nested filter trees."""

from __future__ import annotations

import copy

import hypothesis.strategies as st
from hypothesis import given, settings
from mutations import AGGREGATIONS, FILTERS, build

from gymkit.call import parse_call, plan_matches
from gymkit.scoring import diagnose, score

LEAF_KINDS = sorted(FILTERS)
LEAVES = st.sampled_from(LEAF_KINDS).map(lambda k: copy.deepcopy(FILTERS[k][1]))
COMBINES = st.sampled_from(["AND", "OR"])


def _node(children: st.SearchStrategy) -> st.SearchStrategy:
    return st.builds(
        lambda c, fs: {"combine": c, "filters": fs},
        COMBINES,
        st.lists(children, min_size=1, max_size=3),
    )


TREES = _node(st.recursive(LEAVES, _node, max_leaves=6))


@st.composite
def calls(draw) -> dict:
    call: dict = {"collection_name": draw(st.sampled_from(["Items", "Items", "Items", "Orders"]))}
    for kind in draw(st.lists(st.sampled_from(LEAF_KINDS), max_size=3, unique=True)):
        list_name, entry = FILTERS[kind]
        call.setdefault(list_name, []).append(copy.deepcopy(entry))
    if draw(st.booleans()):
        call["search_query"] = draw(st.sampled_from(["lantern", "harbor lights"]))
    aggs = draw(st.lists(st.sampled_from(sorted(AGGREGATIONS)), max_size=2, unique=True))
    for name in aggs:
        list_name, entry = AGGREGATIONS[name]
        call.setdefault(list_name, []).append(copy.deepcopy(entry))
    if aggs and draw(st.booleans()):
        call["groupby_property"] = draw(st.sampled_from(["category", "active"]))
    if draw(st.integers(0, 2)) == 0:
        call["filter_tree"] = draw(TREES)
    return call


def _filter_lists(call: dict) -> list[str]:
    return [ln for ln in call if ln.endswith("_filters") and call[ln]]


@st.composite
def equivalent(draw, call: dict) -> dict:
    """The same plan written another way: flat filters moved into the tree (AND-ed, some in a
    one-leaf OR, nested ANDs), LIKE's % spelled *, the tree's children reordered."""
    out = copy.deepcopy(call)
    moved = []
    for ln in _filter_lists(out):
        keep = []
        for e in out[ln]:
            (moved if draw(st.booleans()) else keep).append(e)
        out[ln] = keep
    out = {k: v for k, v in out.items() if v != []}
    if moved:
        wrapped = [
            {"combine": draw(COMBINES), "filters": [m]} if draw(st.booleans()) else m for m in moved
        ]
        children = wrapped + ([out["filter_tree"]] if "filter_tree" in out else [])
        inner = {"combine": "AND", "filters": children}
        out["filter_tree"] = (
            {"combine": "AND", "filters": [inner]} if draw(st.booleans()) else inner
        )
    if "filter_tree" in out:
        out["filter_tree"]["filters"] = draw(st.permutations(out["filter_tree"]["filters"]))
    for e in out.get("text_property_filters", []):
        if e["operator"] == "LIKE":
            e["value"] = e["value"].replace("*", "%")
    return out


def _agree(a: dict, b: dict) -> None:
    pa, pb = parse_call(a), parse_call(b)
    assert (diagnose(pa, pb) == []) == plan_matches(pa, pb), (a, b, diagnose(pa, pb))
    assert (diagnose(pb, pa) == []) == plan_matches(pb, pa), (a, b, diagnose(pb, pa))


@settings(max_examples=300, deadline=None)
@given(calls(), calls())
def test_diagnose_agrees_with_plan_match_on_any_two_calls(a: dict, b: dict) -> None:
    _agree(a, b)


# (a call, the same plan written another way)
REWRITTEN = calls().flatmap(lambda a: equivalent(a).map(lambda b: (a, b)))


@settings(max_examples=300, deadline=None)
@given(REWRITTEN, st.data())
def test_an_equivalent_rewriting_matches_and_a_changed_one_is_labelled(pair, data) -> None:
    """The rewritten call matches with no label; with one flat filter dropped, it differs and
    diagnose says so."""
    a, b = pair
    assert plan_matches(parse_call(a), parse_call(b)), (a, b)
    _agree(a, b)
    lists = _filter_lists(b)
    if lists:
        ln = data.draw(st.sampled_from(lists))
        _agree(a, {**b, ln: b[ln][1:]})


REPORTED = {
    "flat": build(["num_gt", "text_eq"]),
    "tree": {
        "collection_name": "Items",
        "numeric_property_filters": [FILTERS["num_gt"][1]],
        "filter_tree": {
            "combine": "AND",
            "filters": [{"combine": "OR", "filters": [FILTERS["text_eq"][1]]}],
        },
    },
}


def test_reported_one_leaf_or_in_an_and_matches_the_flat_filter() -> None:
    """Issue #12: plan_matches was True, diagnose said missing_filter, stored plan_match False."""
    flat, tree = parse_call(REPORTED["flat"]), parse_call(REPORTED["tree"])
    assert plan_matches(tree, flat) and plan_matches(flat, tree)
    assert diagnose(tree, flat) == [] and diagnose(flat, tree) == []


def test_reported_case_is_stored_as_a_plan_match(gym) -> None:
    row = gym.add_query("ask_mode", f"reported-{len(gym.sets['ask_mode'])}", [REPORTED["flat"]])
    scored = score("ask_mode", row, [REPORTED["tree"]], None, gym)
    assert scored.row["plan_match"] and scored.row["passed"], scored.sub_rows
    assert scored.row["error_labels"] == []
