"""Whatever an agent returns, scoring returns complete rows and never drops a call."""

from __future__ import annotations

import hypothesis.strategies as st
from hypothesis import HealthCheck, given, settings
from mutations import FILTERS, build
from tinygym import TinyGym

from gymkit.scoring import SCORE_COLUMNS, SUB_SCORE_COLUMNS, score

_GYM = TinyGym()
_ASK = _GYM.add_query(
    "ask_mode", "fuzz-ask", [build(["num_gt"]), build(["text_eq"], search="lantern")]
)
_EDGE = _GYM.add_edge(
    "fuzz-edge",
    value="Item Ash 0",
    relevant_ids=["item-000"],
    expect={"value_filter": "eq", "value_properties": ["itemName"], "query_null": True},
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 5)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)
filter_entries = st.sampled_from(sorted(FILTERS)).map(lambda k: FILTERS[k])
near_calls = st.builds(
    lambda coll, entries, search, junk: {
        "collection_name": coll,
        **({"search_query": search} if search is not None else {}),
        **{ln: [e] for ln, e in entries},
        **junk,
    },
    st.sampled_from(["Items", "Orders", "Nope"]),
    st.lists(filter_entries, max_size=2),
    st.none() | st.text(max_size=10),
    st.dictionaries(
        st.sampled_from(["groupby_property", "limit", "filter_tree"]), json_values, max_size=1
    ),
)
raw_calls = st.lists(near_calls | json_values, max_size=4)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(calls=raw_calls, error=st.none() | st.text(max_size=5))
def test_any_answer_scores_completely(calls, error):
    for set_name, row in (("ask_mode", _ASK), ("edge_case_1", _EDGE)):
        scored = score(set_name, row, calls, error, _GYM)
        assert list(scored.row) == list(SCORE_COLUMNS)
        assert all(list(s) == list(SUB_SCORE_COLUMNS) for s in scored.sub_rows)
        assert isinstance(scored.row["passed"], bool)
        predicted = {s["predicted_index"] for s in scored.sub_rows} - {None}
        assert predicted == set(range(len(calls)))  # no call is dropped
        if not scored.row["passed"]:
            assert scored.row["error_labels"]
        if set_name == "ask_mode":
            assert {s["expected_index"] for s in scored.sub_rows} - {None} == {0, 1}
            assert scored.row["num_predicted"] == len(calls)
