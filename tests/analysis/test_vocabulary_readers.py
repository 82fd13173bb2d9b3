"""Analysis, charts and summaries read operator classes and plans in the published names,
whether the snapshot or run store was written before issue #15 (old names) or after."""

from __future__ import annotations

import pandas as pd

from gymkit import analysis, charts
from gymkit.analysis._common import published_vocabulary
from gymkit.analysis._gym import filter_queries, query_mix
from gymkit.scoring.summary import accuracy_table

QUERIES = pd.DataFrame(
    {
        "set": ["ask_mode"] * 4,
        "query_id": ["old-1", "old-2", "new-1", "new-2"],
        "operator_classes": [
            ["search", "numeric_filter"],
            '["groupby", "numeric_aggregation", "multi_query"]',  # JSON text, as some stores hold it
            ["numeric filter", "search query"],
            ["group-by", "numeric aggregation", "multi-query"],
        ],
        "plan": [
            "search + numeric_filter",
            "numeric_aggregation + groupby; numeric_aggregation",
            "search query + numeric filter",
            "numeric aggregation + group-by ; numeric aggregation",
        ],
        "plan_match": [True, False, True, True],
        "result_match": [True, False, True, True],
        "passed": [True, False, True, True],
        "run": ["r"] * 4,
    }
)


def test_old_and_new_names_count_as_one_class() -> None:
    mix = query_mix(QUERIES).set_index("operator_class")["n"].to_dict()
    assert mix == {
        "search query": 2,
        "numeric filter": 2,
        "group-by": 2,
        "numeric aggregation": 2,
        "multi-query": 2,
    }


def test_accuracy_by_operator_class_merges_old_and_new_run_stores() -> None:
    table = accuracy_table(QUERIES, "operator_class").set_index("operator_class")
    assert table.loc["search query", "n"] == 2 and table.loc["search query", "passed_accuracy"] == 1
    assert table.loc["group-by", "n"] == 2 and table.loc["group-by", "passed_accuracy"] == 0.5
    assert "groupby" not in table.index and "search" not in table.index
    acc = analysis.accuracy(QUERIES, "operator_class")
    chart = charts.accuracy_chart(acc, "operator_class").to_dict()
    assert chart  # draws with the merged classes


def test_filtering_by_either_name_finds_both() -> None:
    for name in ("numeric_filter", "numeric filter"):
        assert list(filter_queries(QUERIES, operator_class=name)["query_id"]) == ["old-1", "new-1"]
    assert list(filter_queries(QUERIES, operator_class="groupby")["query_id"]) == ["old-2", "new-2"]


def test_plans_and_class_lists_are_rewritten_to_the_published_form() -> None:
    df = published_vocabulary(QUERIES)
    assert df["plan"].tolist()[:2] == [
        "search query + numeric filter",
        "numeric aggregation + group-by ; numeric aggregation",
    ]
    assert df["operator_classes"].tolist()[1] == [
        "group-by",
        "numeric aggregation",
        "multi-query",
    ]
    assert QUERIES["plan"].tolist()[0] == "search + numeric_filter"  # the input is untouched
