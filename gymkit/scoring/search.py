"""Score a search_mode query: the ask_mode score plus whether the agent chose the right
retrieval shape (search_only, search_and_filters, filter_only; `Call.retrieval_shape`).

search_mode queries hold one retrieval sub-query. The predicted shape is that of the call
paired with it ("none" when the agent answered nothing, "invalid" for an invalid call). The
headline metrics are recall@10, nDCG@10 and set F1 against the labeled relevant set; for a
filter_only query F1 is against the reference set and the ranking metrics do not apply.
"""

from __future__ import annotations

from typing import Any

from gymkit.call import parse_calls
from gymkit.protocols import GymView
from gymkit.scoring.ask import ScoredQuery, score_ground_truth
from gymkit.scoring.match import parse_predicted


def score_search(query_row: dict, calls: list[Any], error: str | None, gym: GymView) -> ScoredQuery:
    """Score one search_mode query (see the module docstring)."""
    scored = score_ground_truth("search_mode", query_row, calls, error, gym)
    expected = parse_calls(query_row["ground_truth"])
    expected_shape = query_row.get("retrieval_shape") or expected[0].retrieval_shape
    first = next((s for s in scored.sub_rows if s["expected_index"] == 0), None)
    predicted_shape = "none"
    if first is not None and first["predicted_index"] is not None:
        env = gym.environment(query_row["environment"])
        pred = parse_predicted([calls[first["predicted_index"]]], env)[0]
        predicted_shape = pred.call.retrieval_shape if pred.call is not None else "invalid"
    row = scored.row
    row.update(
        expected_shape=expected_shape,
        predicted_shape=predicted_shape,
        shape_match=predicted_shape == expected_shape,
    )
    if first is not None and not expected[0].has_search:
        row["f1"] = first["f1"] if first["f1"] is not None else 0.0
    return scored
