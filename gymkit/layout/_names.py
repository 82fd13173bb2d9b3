"""The card's file names: each query set's file, and its row of query_sets.parquet."""

from __future__ import annotations

from gymkit.names import ENVIRONMENTS, QUERY_SET_ALIASES, QUERY_SETS

__all__ = ["ENVIRONMENTS", "QUERY_FILES", "QUERY_SETS", "QUERY_SET_ALIASES", "SETS"]

# Query-set files of one environment: (config name, file name). Older snapshots (card v1) hold
# only queries.parquet; the other two sets are then absent, not an error.
QUERY_FILES = {
    "ask_mode": "queries.parquet",
    "search_mode": "search_mode_queries.parquet",
    "edge_case_1": "edge_case_1.parquet",
}

# Each set's row of query_sets.parquet: (config, file, target mode, record format, description).
SETS = (
    (
        "ask_mode",
        "queries.parquet",
        "ask",
        "ground_truth",
        "Natural-language requests with exact query_database ground truths, 1 to 3 sub-queries each",
    ),
    (
        "search_mode",
        "search_mode_queries.parquet",
        "search",
        "ground_truth",
        "Retrieval-only requests: does the agent search, filter, or both",
    ),
    (
        "edge_case_1",
        "edge_case_1.parquet",
        "ask",
        "expect",
        "Exact-value filtering: filter on an exact value or search for it",
    ),
)
