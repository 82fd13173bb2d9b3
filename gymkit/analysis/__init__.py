"""The tables behind the notebooks and reports: run store and query sets in, pandas DataFrames out.

Notebooks only call these and chart the result (`gymkit.charts`), so every number a report
shows is computed here, in tested code. Functions take plain DataFrames where they can (score
rows as in `gymkit.scoring.SCORE_COLUMNS`, plus a `run` column), and a `Gym` only to load them.
The work sits in short private modules: `_load`, `_gym`, `_accuracy`, `_edge`, `_failures`,
`_html`, `_latency` (and tokens, cost), `_export` (failures as CSV/JSON, anchors), `_depth`
(trials and answers) and `_widgets`.
"""

from gymkit.analysis._accuracy import accuracy, compare_runs, overview, set_summary, with_intervals
from gymkit.analysis._calldiff import call_diff_html, changed_tokens
from gymkit.analysis._common import (
    BEHAVIORS,
    METRICS,
    PREDICTED_SHAPES,
    SETS,
    SHAPES,
    _as_float,
    _as_list,
    _missing,
    short_text,
)
from gymkit.analysis._depth import answers_table, trial_groups, trials_table
from gymkit.analysis._detail import QueryDetail, detail_html, passing_rule, query_detail
from gymkit.analysis._edge import edge_behaviors, edge_checks, search_quality, shape_confusion
from gymkit.analysis._export import (
    FAILURE_COLUMNS,
    anchor_id,
    failure_records,
    failures_command,
    failures_csv,
    failures_json,
)
from gymkit.analysis._failures import (
    check_failure_filters,
    error_labels,
    expect_text,
    failed_queries,
    first_label,
    plan_diff,
    sub_query_sql,
    trace_frame,
)
from gymkit.analysis._glossary import glossary_html
from gymkit.analysis._gym import (
    browser_text,
    count_by,
    describe_query,
    filter_queries,
    objects_hit,
    objects_hit_groups,
    query_mix,
    query_objects,
    schema_frame,
    summarize_result,
)
from gymkit.analysis._html import failed_queries_html, no_math, safe_table
from gymkit.analysis._latency import (
    USAGE_HEADERS,
    latency_summary,
    slowest_queries,
    usage_summary,
)
from gymkit.analysis._load import (
    DEFAULT_RUN,
    RunFrames,
    default_run,
    ensure_runs,
    load_runs,
    queries_frame,
    runs_table,
    select_runs,
    stored_runs,
)
from gymkit.analysis._pages import disagreements_html, failures_html, page_css
from gymkit.analysis._widgets import failure_browser, query_browser
from gymkit.runs import disagreements

__all__ = [
    "answers_table",
    "trial_groups",
    "trials_table",
    "BEHAVIORS",
    "DEFAULT_RUN",
    "FAILURE_COLUMNS",
    "anchor_id",
    "failure_records",
    "failures_command",
    "failures_csv",
    "failures_json",
    "USAGE_HEADERS",
    "QueryDetail",
    "call_diff_html",
    "changed_tokens",
    "default_run",
    "ensure_runs",
    "detail_html",
    "disagreements",
    "disagreements_html",
    "failures_html",
    "glossary_html",
    "page_css",
    "passing_rule",
    "query_detail",
    "METRICS",
    "PREDICTED_SHAPES",
    "SETS",
    "SHAPES",
    "RunFrames",
    "_as_float",
    "_as_list",
    "_missing",
    "accuracy",
    "browser_text",
    "compare_runs",
    "count_by",
    "describe_query",
    "edge_behaviors",
    "edge_checks",
    "check_failure_filters",
    "error_labels",
    "expect_text",
    "failed_queries",
    "failed_queries_html",
    "failure_browser",
    "first_label",
    "filter_queries",
    "latency_summary",
    "load_runs",
    "no_math",
    "objects_hit",
    "objects_hit_groups",
    "overview",
    "plan_diff",
    "queries_frame",
    "query_browser",
    "query_mix",
    "query_objects",
    "runs_table",
    "safe_table",
    "schema_frame",
    "search_quality",
    "select_runs",
    "set_summary",
    "shape_confusion",
    "short_text",
    "slowest_queries",
    "stored_runs",
    "sub_query_sql",
    "summarize_result",
    "trace_frame",
    "usage_summary",
    "with_intervals",
]
