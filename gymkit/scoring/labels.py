"""Every error label a score row can carry, with what it means: the one list reports, the
glossary and docs/scoring.md read, in the order they list labels.

Plan labels come from `match.diagnose` (it only explains a plan mismatch); the two result
labels from `result_label` (the plan matches, the result does not); edge_case_1 rows label a
failed check by its name without `check_` (`scoring.edge.check_label`).
"""

from __future__ import annotations

from collections.abc import Sequence

from gymkit.scoring.columns import EDGE_CHECKS

LABEL_MEANINGS: dict[str, str] = {
    "no_answer": "The agent returned no call (or failed with an error).",
    "invalid_call": "A call that does not validate against the schema or cannot be executed.",
    "missing_sub_query": "The ground truth has a sub-query the agent did not make.",
    "extra_sub_query": "The agent made a sub-query the ground truth does not have.",
    "wrong_collection": "The sub-query targets another collection.",
    "search_instead_of_filter": "The agent searched where a filter was expected.",
    "filter_instead_of_search": "The agent filtered where a search was expected.",
    "missing_search": "A search was expected and there is none.",
    "extra_search": "A search was made where none was expected.",
    "wrong_property": "A filter on the wrong property.",
    "wrong_operator": "A filter with the wrong operator.",
    "wrong_value": "A filter with the wrong value.",
    "missing_filter": "An expected filter is missing.",
    "extra_filter": "A filter the ground truth does not have.",
    "wrong_aggregation": "Other aggregations (property or metric) than expected.",
    "wrong_groupby": "Another group-by property than expected.",
    "searched_other_words": (
        "The plan matches except the search words: the agent searched other words than the"
        " ground truth's, and the records they find do not agree with the labeled relevant set."
        " The words are not part of the plan (the card: they are one valid phrasing, not the"
        " target), so only the result judges them. Open the failure to see both phrasings."
    ),
    "wrong_result": (
        "The plan matches, with the ground truth's own search words if it searches, but the"
        " executed result differs from the reference (other records, values or groups)."
    ),
}
# edge_case_1: a failed check of the row's `expect`, named as the check without `check_`
EDGE_LABEL_MEANINGS: dict[str, str] = {
    "collection": "edge_case_1: the call targets another collection than the case.",
    "value_filter": (
        "edge_case_1: the value is not filtered as expected (=, LIKE prefix, OR of =, or not at"
        " all)."
    ),
    "query_contains": "edge_case_1: the search query does not contain the value verbatim.",
    "query_null": "edge_case_1: a search query where none should be.",
    "other_filters": "edge_case_1: the other condition (B5) is missing or wrong.",
    "no_extra_filter": "edge_case_1: a filter the case does not ask for.",
    "retry": (
        "edge_case_1: the retry turn (B6 keep the filter, B7 move the value to the search) went"
        " wrong."
    ),
}

LABELS: tuple[str, ...] = tuple(LABEL_MEANINGS)
EDGE_LABELS: tuple[str, ...] = tuple(
    c.removeprefix("check_") for c in EDGE_CHECKS if c != "check_valid_call"
)
_LABEL_ORDER = {name: i for i, name in enumerate(LABELS + EDGE_LABELS)}


def sort_labels(labels: Sequence[str]) -> list[str]:
    """Deduplicate labels and put them in LABELS, then EDGE_LABELS order (unknown ones last)."""
    return sorted(set(labels), key=lambda s: (_LABEL_ORDER.get(s, len(_LABEL_ORDER)), s))


def same_search_words(a: str | None, b: str | None) -> bool:
    """Whether two search queries are the same words, case and spacing aside."""
    return " ".join((a or "").split()).casefold() == " ".join((b or "").split()).casefold()


def result_label(predicted, expected) -> str:
    """The label of a sub-query whose plan matches but whose result does not (two `Call`s):
    searched_other_words when both search and the words differ, else wrong_result."""
    if (
        predicted.has_search
        and expected.has_search
        and not same_search_words(predicted.search_query, expected.search_query)
    ):
        return "searched_other_words"
    return "wrong_result"
