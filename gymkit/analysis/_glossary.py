"""What the words of a report mean: error labels, the edge_case_1 behaviours B1 to B9 (named
as in the card) and the metrics with their limits, as one HTML section."""

from __future__ import annotations

import html

from gymkit.analysis._html import NO_MATH
from gymkit.scoring.labels import EDGE_LABEL_MEANINGS, LABEL_MEANINGS

# the labels' meanings live with the labels (gymkit.scoring.labels), in report order
LABEL_TEXT: dict[str, str] = {**LABEL_MEANINGS, **EDGE_LABEL_MEANINGS}

BEHAVIOR_TEXT: dict[str, tuple[str, str]] = {
    "B1": ("An exact value, naming the property that holds it", "An = filter on that property"),
    "B2": (
        "An exact value several properties could hold, or inside longer text",
        "No filter on the value; the value verbatim in the search query",
    ),
    "B3": (
        "An exact value, no property named, only one property holds its form",
        "An = filter on that property",
    ),
    "B4": ("A prefix (“starts with”)", "LIKE '<text>*' on the property"),
    "B5": ("B1 or B2 plus another condition", "The other condition as an AND-ed filter"),
    "B6": ("A B1 lookup of a value not in the data", "After zero results, keep the = filter"),
    "B7": (
        "A B2 request after a filter on the wrong property returned nothing",
        "Drop that filter and search for the value verbatim",
    ),
    "B8": (
        "How many records involve a value two properties can hold",
        "An OR of one = per property",
    ),
    "B9": (
        "A vague, descriptive term (a control)",
        "A search (or one single-keyword LIKE); never =",
    ),
}

METRIC_TEXT: dict[str, str] = {
    "plan accuracy": "Share of queries whose every sub-query's plan matches the ground truth in the call model's canonical form (filters as sets, LIKE's % and * alike, numbers and dates by value, search present or not).",
    "result accuracy": "Share of queries whose executed results match the reference results (retrievals as sets; aggregations by value, any order among ties; searches against the labeled set).",
    "passed": "Plan and results both match, with nothing missing or extra.",
    "recall@10": "Share of the labeled relevant records among the first 10 retrieved, divided by min(10, number relevant) as BEIR's capped recall does: 1.0 is a perfect top 10 even when more than 10 records are relevant.",
    "nDCG@10": "Ranking quality of the first 10 against the labeled relevant set (1 = the best order possible).",
    "F1": "Set F1 of the records retrieved against the labeled relevant records. A search whose plan matches and whose words are exactly the ground truth's stands for its labeled set (how the card made its reference results), so the oracle scores 1; other words are judged on what the engine's BM25 returns, which on documents written through their details stays below 1.",
    "search result match": "A retrieval with a search matches when its records lie within the expected filters, reach set F1 of at least 0.5 against the labeled relevant set, and do better than the filters alone would; an aggregation or group-by over a search matches when its value over the labeled set is the reference's. Dropping the search, or searching other words, fails (docs/scoring.md).",
    "95% interval": "A seeded percentile bootstrap over the queries; for two runs, a paired bootstrap of the per-query difference on the queries both scored.",
    "mean ± std over trials": "For runs repeated with --trials N (NAME@1..NAME@N): the mean and standard deviation (N-1) of the share passed across trials, on the queries every trial scored.",
    "pass^k, pass@k": "The share of queries passed in all k trials (consistency), and in at least one (what retrying would reach); flips are the queries in between.",
    "answer grounded": "An answer in words states every fact of the reference results: numbers within 0.1% or as rounded in the answer, dates as the same day, the top values of TOP_OCCURRENCES, the largest groups with their values, and the record count of short retrievals (gymkit/scoring/answers.py). Empty when nothing could be checked.",
    "judge": "The optional LLM judge of answers (gymkit judge; rubric gymkit-answer-judge/1), with its raw agreement and Cohen's kappa against the grounding check.",
}


def glossary_html() -> str:
    """The glossary as an HTML section: labels, B1 to B9 and the metrics."""
    esc = html.escape

    def rows(items: list[tuple[str, ...]]) -> str:
        return "".join("<tr>" + "".join(f"<td>{esc(x)}</td>" for x in r) + "</tr>" for r in items)

    return (
        f"<div class='gk-glossary {NO_MATH}'>"
        "<h3>Error labels</h3><table><tr><th>label</th><th>meaning</th></tr>"
        + rows(list(LABEL_TEXT.items()))
        + "</table><h3>edge_case_1 behaviours</h3>"
        "<table><tr><th></th><th>the request</th><th>expected agent output</th></tr>"
        + rows([(b, *t) for b, t in BEHAVIOR_TEXT.items()])
        + "</table><h3>Metrics and their limits</h3><table><tr><th>metric</th><th>meaning</th></tr>"
        + rows(list(METRIC_TEXT.items()))
        + "</table></div>"
    )
