"""The columns of score rows and sub-query score rows, with their DuckDB types.

The run store creates its `scores` and `sub_scores` tables from these, so every row the
scorers return carries exactly these keys (None where a column does not apply to its set).
Values stay flat: scalars, or lists of strings.
"""

from __future__ import annotations

from gymkit.scoring.metrics import NDCG_AT_K, RECALL_AT_K

# One bool column per edge_case_1 check; the label of a failed check is its name minus "check_".
EDGE_CHECKS: tuple[str, ...] = (
    "check_valid_call",
    "check_collection",
    "check_value_filter",
    "check_query_contains",
    "check_query_null",
    "check_other_filters",
    "check_no_extra_filter",
    "check_retry",
)

SCORE_COLUMNS: dict[str, str] = {
    "query_id": "VARCHAR",
    "environment": "VARCHAR",
    "set": "VARCHAR",
    "plan_match": "BOOLEAN",
    "result_match": "BOOLEAN",
    "passed": "BOOLEAN",
    "error_labels": "VARCHAR[]",
    "agent_error": "VARCHAR",
    "num_expected": "INTEGER",
    "num_predicted": "INTEGER",
    "num_invalid": "INTEGER",
    "phrasing": "VARCHAR",
    "plan": "VARCHAR",
    "operator_classes": "VARCHAR[]",
    "num_sub_queries": "INTEGER",
    # search_mode. recall_at_10 (capped) / ndcg_at_10 / f1: the mean over the expected
    # sub-queries that search, against their labeled relevant_ids (a missed one
    # counts 0), so ask_mode rows with a search have them too; for a filter_only search_mode
    # query, f1 is against the reference. See docs/scoring.md.
    "expected_shape": "VARCHAR",
    "predicted_shape": "VARCHAR",
    "shape_match": "BOOLEAN",
    RECALL_AT_K: "DOUBLE",
    NDCG_AT_K: "DOUBLE",
    "f1": "DOUBLE",
    # edge_case_1
    "behavior": "VARCHAR",
    "node": "VARCHAR",
    **{name: "BOOLEAN" for name in EDGE_CHECKS},
    "checks_passed": "INTEGER",
    "checks_total": "INTEGER",
}

SUB_SCORE_COLUMNS: dict[str, str] = {
    "query_id": "VARCHAR",
    "environment": "VARCHAR",
    "set": "VARCHAR",
    "sub_index": "INTEGER",
    "expected_index": "INTEGER",
    "predicted_index": "INTEGER",
    "plan_match": "BOOLEAN",
    "result_match": "BOOLEAN",
    "passed": "BOOLEAN",
    "error_labels": "VARCHAR[]",
    "expected_sql": "VARCHAR",
    "predicted_sql": "VARCHAR",
    "predicted_call": "VARCHAR",
    "message": "VARCHAR",
    "result_kind": "VARCHAR",
    "has_search": "BOOLEAN",
    "precision": "DOUBLE",
    "recall": "DOUBLE",
    "f1": "DOUBLE",
    RECALL_AT_K: "DOUBLE",
    NDCG_AT_K: "DOUBLE",
}


def empty_row(columns: dict[str, str]) -> dict:
    """A row with every column present and None."""
    return dict.fromkeys(columns)
