"""Scoring: plan match, result match, error labels and summaries, per query set.

`score(set_name, query_row, calls, error, gym)` is the one entry point; the run store builds
its tables from SCORE_COLUMNS and SUB_SCORE_COLUMNS.
"""

from __future__ import annotations

from typing import Any

from gymkit.call import plan_matches
from gymkit.errors import GymError
from gymkit.layout import QUERY_SET_ALIASES, QUERY_SETS
from gymkit.protocols import GymView
from gymkit.scoring.ask import ScoredQuery, score_ground_truth
from gymkit.scoring.columns import EDGE_CHECKS, SCORE_COLUMNS, SUB_SCORE_COLUMNS
from gymkit.scoring.edge import score_edge
from gymkit.scoring.labels import EDGE_LABELS, LABELS
from gymkit.scoring.match import diagnose, pair_sub_queries
from gymkit.scoring.search import score_search
from gymkit.scoring.summary import (
    accuracy_table,
    bootstrap_ci,
    paired_comparison,
    run_summary,
    summarize,
)

SETS = QUERY_SETS


class ScoringError(GymError, ValueError):
    """A query set the scorer does not know."""


def score(
    set_name: str, query_row: dict, calls: list[Any], error: str | None, gym: GymView
) -> ScoredQuery:
    """Score an agent's calls for one query row of a set (ask_mode, search_mode, edge_case_1)."""
    name = QUERY_SET_ALIASES.get(set_name, set_name)
    if name == "ask_mode":
        return score_ground_truth("ask_mode", query_row, calls, error, gym)
    if name == "search_mode":
        return score_search(query_row, calls, error, gym)
    if name == "edge_case_1":
        return score_edge(query_row, calls, error, gym)
    raise ScoringError(f"score: unknown query set {set_name!r}; use one of {', '.join(SETS)}")


__all__ = [
    "EDGE_CHECKS",
    "EDGE_LABELS",
    "LABELS",
    "SCORE_COLUMNS",
    "SETS",
    "SUB_SCORE_COLUMNS",
    "ScoredQuery",
    "ScoringError",
    "accuracy_table",
    "bootstrap_ci",
    "diagnose",
    "paired_comparison",
    "pair_sub_queries",
    "plan_matches",
    "run_summary",
    "score",
    "summarize",
]
