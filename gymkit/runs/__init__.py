"""Run an agent over query sets, persist every prediction as it comes, resume, compare.

    from gymkit.runs import run
    summary = run("oracle", sets="ask_mode", workspace="data")   # {"run": ..., "sets": {...}}

The answers live in runs.duckdb beside the gym (`RunStore`, tables in `_schema`). The work sits
in short private modules: `_run` (the run), `_loop` (answer, score, write), `_answer` (one
query), `_agents`, `_select`, `_signals`, `_meta`, `_store`, `_summary`, `_usage` (tokens,
latency, cost) and `_output` (the CLI).
"""

from gymkit.dbfile import is_damaged, set_aside, truncation
from gymkit.runs._agents import (
    check_agent,
    check_agents,
    default_run_name,
    load_plugins,
    make_agent,
)
from gymkit.runs._answer import Item, answer, execute_calls, score_prediction, seed_calls
from gymkit.runs._compare import disagreements
from gymkit.runs._loop import FLUSH_SECONDS, Writer, rescore
from gymkit.runs._meta import git_commit
from gymkit.runs._output import (
    compare_command,
    print_comparison,
    print_summary,
    run_command,
    run_store,
)
from gymkit.runs._run import run
from gymkit.runs._schema import columns_of, predicted_results_sql
from gymkit.runs._select import SET_CHOICES, resolve_envs, resolve_sets
from gymkit.runs._signals import Interrupted, StopFlag
from gymkit.runs._store import LOCK_TIMEOUT, Prediction, RunStore, RunStoreError
from gymkit.runs._summary import (
    CONTRACT_KEYS,
    add_usage,
    compare,
    compare_by_set,
    mcnemar_exact,
    p_value_text,
    summarize,
)
from gymkit.runs._usage import (
    USAGE_COLUMNS,
    Prices,
    cost_text,
    latency_text,
    prices,
    token_counts,
    tokens_text,
    usage_table,
)
from gymkit.runs._values import SECRET_WORDS, dumps, redact, to_db, usage_tokens

__all__ = [
    "USAGE_COLUMNS",
    "Prices",
    "add_usage",
    "cost_text",
    "latency_text",
    "prices",
    "token_counts",
    "tokens_text",
    "usage_table",
    "CONTRACT_KEYS",
    "FLUSH_SECONDS",
    "LOCK_TIMEOUT",
    "SECRET_WORDS",
    "SET_CHOICES",
    "Interrupted",
    "Item",
    "Prediction",
    "RunStore",
    "RunStoreError",
    "StopFlag",
    "Writer",
    "answer",
    "predicted_results_sql",
    "columns_of",
    "check_agent",
    "check_agents",
    "compare",
    "compare_by_set",
    "compare_command",
    "default_run_name",
    "disagreements",
    "dumps",
    "execute_calls",
    "git_commit",
    "is_damaged",
    "load_plugins",
    "make_agent",
    "mcnemar_exact",
    "p_value_text",
    "print_comparison",
    "print_summary",
    "redact",
    "rescore",
    "resolve_envs",
    "resolve_sets",
    "run",
    "run_command",
    "run_store",
    "score_prediction",
    "seed_calls",
    "set_aside",
    "truncation",
    "summarize",
    "to_db",
    "usage_tokens",
]
