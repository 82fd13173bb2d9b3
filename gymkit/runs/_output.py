"""The `gymkit run` and `gymkit compare` commands: their summaries as rich tables or JSON."""

from __future__ import annotations

import sys
from typing import Any

from gymkit.errors import GymError
from gymkit.runs._run import run
from gymkit.runs._signals import Interrupted
from gymkit.runs._store import RunStore
from gymkit.runs._summary import CONTRACT_KEYS, add_usage, compare, p_value_text
from gymkit.runs._usage import (
    USAGE_COLUMNS,
    cost_text,
    count_text,
    seconds_text,
    tokens_text,
)
from gymkit.runs._usage import prices as usage_prices
from gymkit.runs._values import dumps
from gymkit.scoring.metrics import NDCG_AT_K, RECALL_AT_K, K
from gymkit.words import plural


def run_store(workspace: Any = None) -> RunStore:
    """The workspace's run store, for notebooks: `run_store().frame("scores", "oracle")`."""
    from gymkit.workspace import Workspace

    return RunStore(Workspace.of(workspace).runs_db)


def print_summary(summary: dict, json_out: bool = False) -> None:
    """One JSON object on stdout, or a rich table of the sets (stdout): accuracies, then in
    "more" the set's other metrics, tokens per query, latency p50/p95 and, when the summary has
    one (`--price-in/--price-out`), the cost."""
    if json_out:
        sys.stdout.write(dumps(summary) + "\n")
        return
    from rich.table import Table

    k = summary.get("trials")
    table = Table(
        title=f"run {summary['run']}" + (f", {k} trials" if k else ""),
        caption="accuracies over each set's queries; [95% bootstrap interval]; tokens: mean per "
        "query, n/a when the agent reports none"
        + (
            "; cost in USD at {input} in / {output} out per million tokens".format(
                **summary["prices_per_million"]
            )
            if "prices_per_million" in summary
            else ""
        )
        if not k
        else "mean over the trials ± standard deviation; pass^k: passed in every trial, "
        "pass@k: in at least one; flips: queries passed in some trials only",
    )
    table.add_column("set", no_wrap=True)
    for col in ("queries", "plan", "result", "passed", "errors"):
        table.add_column(col, justify="right", no_wrap=col == "passed")
    table.add_column("more")
    shown = (*CONTRACT_KEYS, "passed_accuracy", "errors", *USAGE_COLUMNS)
    for set_name, m in summary["sets"].items():
        if isinstance(m.get("trials"), dict):
            t = m["trials"]
            more = (
                f"± {_fmt(m.get('passed_accuracy_std'))}\npass^k {_fmt(t['pass_all'])}\n"
                f"pass@k {_fmt(t['pass_any'])}\nflips {len(t['flips'])}"
            )
        else:
            lines = [
                f"{_SHORT.get(k, k)} {_fmt(v)}"
                for k, v in m.items()
                if k not in shown and not k.endswith("_ci")
            ]
            more = "\n".join(lines + usage_lines(m, priced="prices_per_million" in summary))
        table.add_row(
            set_name,
            str(m["queries"]),
            _fmt(m.get("plan_accuracy")),
            _fmt(m.get("result_accuracy")),
            _fmt(m.get("passed_accuracy"), m.get("passed_accuracy_ci")),
            str(m.get("errors", 0)),
            more,
        )
    print_table(table)


def usage_lines(m: dict, priced: bool = False) -> list[str]:
    """A set's tokens per query, latency and (when `priced`) cost, as short lines of the
    table's last column (each fits its width at 80 columns)."""
    t_in, t_out = m.get("tokens_in_per_query"), m.get("tokens_out_per_query")
    if t_in is None and t_out is None:
        lines = [f"tokens {tokens_text(None, None)}"]
    else:
        lines = [f"tokens in {count_text(t_in)}", f"tokens out {count_text(t_out)}"]
    if m.get("latency_p50_seconds") is not None:
        lines += [
            f"p50 {seconds_text(m['latency_p50_seconds'])}",
            f"p95 {seconds_text(m.get('latency_p95_seconds'))}",
        ]
    if priced:
        lines.append(f"cost {cost_text(m.get('cost_usd'))}")
    return lines


def print_table(table: Any) -> None:
    """Print a rich table as wide as the terminal, or, when the terminal is narrower than the
    table's longest words need (COLUMNS=80), as wide as they need: cells wrap at spaces and
    no header or value is ever cut with an ellipsis."""
    from rich.console import Console

    console = Console()
    need = console.measure(table).minimum
    if need > console.width:
        console = Console(width=need)
    console.print(table)


_SHORT = {
    RECALL_AT_K: f"R@{K}",
    NDCG_AT_K: f"nDCG@{K}",
    "f1": "F1",
    "shape_accuracy": "shape",
    "check_pass_rate": "checks",
}


def _fmt(v: Any, ci: Any = None) -> str:
    """0.8125 -> '81.2%', with its 95% interval below it when known: '81.2%\\n[70-90]'."""
    if v is None:
        return "-"
    if not isinstance(v, float):
        return str(v)
    if isinstance(ci, (list, tuple)) and len(ci) == 2 and None not in ci:
        return f"{v:.1%}\n[{ci[0] * 100:.0f}-{ci[1] * 100:.0f}]"
    return f"{v:.1%}"


def run_command(
    agent: str,
    set_: str,
    envs: list[str] | None,
    name: str | None,
    model: str | None,
    json_out: bool,
    workspace: Any,
    force: bool = False,
    trials: int = 1,
    agent_options: dict | None = None,
    timeout: float | None = None,
    retries: int | None = None,
    prices: tuple[float | None, float | None] = (None, None),
) -> None:
    """`gymkit run`: run or resume, then print the summary (a table, or one JSON object).

    `prices` (USD per million tokens in and out, both or neither) adds each set's cost.

    With trials > 1 the runs are NAME@1..NAME@k and the summary shows means and spreads.
    `timeout` (seconds per request try) and `retries` go to model agents as their
    `timeout` and `max_retries` options."""
    price = usage_prices(*prices)  # checked before any work
    options = {k: v for k, v in (("timeout", timeout), ("max_retries", retries)) if v is not None}
    options = {**options, **(agent_options or {})} or None
    try:
        if trials != 1:
            from gymkit.runs._trials import run_trials

            summary = run_trials(
                agent,
                trials,
                name,
                sets=set_,
                envs=envs,
                model=model,
                workspace=workspace,
                force=force,
                progress=sys.stderr.isatty(),  # no bar drawn into a pipe
                agent_options=options,
            )
        else:
            summary = run(
                agent,
                set_,
                envs,
                name,
                model,
                workspace,
                force=force,
                progress=sys.stderr.isatty(),  # no bar drawn into a pipe
                agent_options=options,
            )
    except Interrupted as e:
        print(f"gymkit: {e}", file=sys.stderr)
        raise SystemExit(130) from None
    if trials == 1:
        summary = add_usage(run_store(workspace), summary, envs, price)
    print_summary(summary, json_out)


def print_comparison(result: dict) -> None:
    """The paired comparison as a rich table: one row per set."""
    from rich.table import Table

    a, b = result["run_a"], result["run_b"]
    if not result["sets"]:
        raise GymError(
            f"runs {a!r} and {b!r} share no scored queries; run them on the same --set and --env"
        )
    table = Table(title=f"{a} vs {b}: {result['metric']}, paired on the queries both scored")
    table.add_column("set", no_wrap=True)
    for col in ("queries", a, b, "difference", f"only {a}", f"only {b}", "p"):
        table.add_column(col, justify="right", no_wrap=col not in (f"only {a}", f"only {b}"))
    table.caption = (
        f"accuracy in %; difference = {a} - {b} in points [95% paired bootstrap interval]; "
        "only X: queries only X passed; p: McNemar's exact test"
    )
    for s, m in result["sets"].items():
        lo, hi = m.get("difference_lo"), m.get("difference_hi")
        diff = f"{m['difference'] * 100:+.1f}"
        if lo is not None and hi is not None:
            diff += f"\n[{lo * 100:+.0f}, {hi * 100:+.0f}]"
        table.add_row(
            s,
            str(m["queries"]),
            f"{m['a'] * 100:.1f}",
            f"{m['b'] * 100:.1f}",
            diff,
            str(m["wins"]),
            str(m["losses"]),
            p_value_text(m["p_value"]),
        )
    print_table(table)


def print_disagreements(result: dict, limit: int | None = 50) -> None:
    """The queries whose outcome differs: one block each, with the command and, per run, its
    error labels and predicted SQL (long lines wrapped at spaces, never inside a word)."""
    import shutil
    import textwrap

    a, b = result["run_a"], result["run_b"]
    rows = result.get("queries") or []
    shown = rows if limit is None else rows[:limit]
    width = max(60, min(shutil.get_terminal_size((100, 20)).columns, 140))
    more = f"; first {len(shown)} shown (--limit 0 for all)" if len(shown) < len(rows) else ""
    print(f"\n{plural(len(rows), 'query')} where {a} and {b} disagree{more}")
    pad = max(len(a), len(b))
    for r in shown:
        loser = b if r["winner"] == a else a
        print(
            f"\n{r['set']}/{r['query_id']} ({r['environment']}): {r['winner']} passed, {loser} failed"
        )
        if r.get("command"):
            print(textwrap.fill(r["command"], width, initial_indent="  ", subsequent_indent="  "))
        for side, name in (("a", a), ("b", b)):
            labels = ", ".join(r[f"labels_{side}"]) or "passed"
            sqls = r[f"sql_{side}"] or ["(no call)"]
            head = f"  {name:<{pad}} [{labels}] "
            for sql in sqls:
                print(
                    textwrap.fill(
                        sql,
                        width,
                        initial_indent=head,
                        subsequent_indent=" " * (pad + 6),
                        break_long_words=False,
                        break_on_hyphens=False,
                    )
                )
                head = " " * (pad + 4) + "  "


def compare_command(
    run_a: str,
    run_b: str,
    workspace: Any = None,
    sets: list[str] | None = None,
    envs: list[str] | None = None,
    json_out: bool = False,
    limit: int | None = 50,
) -> None:
    """`gymkit compare A B`: the paired comparison of two runs on the queries both answered,
    and the queries whose outcome differs (with each run's SQL, and the command when the
    workspace's gym is there to read it)."""
    from gymkit.runs._select import resolve_sets

    if limit is not None and limit < 0:
        raise GymError(f"--limit {limit}: give how many differing queries to print (0: all)")
    sets = None if not sets or "all" in sets else resolve_sets(sets)
    envs = _known_envs(workspace, envs)
    store = run_store(workspace)
    side_a, side_b = _trial_side(store, run_a), _trial_side(store, run_b)
    if len(side_a) == 1 and len(side_b) == 1:
        result = compare(store, run_a, run_b, sets=sets, envs=envs, with_queries=True)
    else:
        result = _compare_trials(store, run_a, run_b, side_a, side_b, sets, envs, workspace)
    _add_commands(result, workspace)
    if json_out:
        sys.stdout.write(dumps(result) + "\n")
        return
    for summary in (result.get("trials") or {}).values():
        print_summary(summary)
    print_comparison(result)
    for set_name, m in result["sets"].items():
        if "difference_mean" in m:
            print(
                f"{set_name}: difference over {m['pairs']} trial pairs "
                f"{m['difference_mean'] * 100:+.1f} ± {m['difference_std'] * 100:.1f} points"
            )
    print_disagreements(result, limit or None)


def _known_envs(workspace: Any, envs: list[str] | None) -> list[str] | None:
    """`--env` values checked against the workspace's gym (GymError naming the known ones);
    as given when there is no gym to check them against."""
    from gymkit.gym import Workspace, open_gym
    from gymkit.runs._select import resolve_envs

    if not envs or not Workspace.of(workspace).gym_db.is_file():
        return envs
    with open_gym(workspace) as gym:
        return resolve_envs(gym, envs)


def _trial_side(store: Any, name: str) -> list[str]:
    """The runs a name stands for: itself when stored, else its trials NAME@1..NAME@k."""
    from gymkit.runs._trials import trials_in

    if store.exists() and store.get_run(name) is None:
        trials = trials_in([r["run"] for r in store.list_runs()], name)
        if trials:
            return trials
    return [name]


def _compare_trials(
    store: Any,
    run_a: str,
    run_b: str,
    side_a: list[str],
    side_b: list[str],
    sets: Any,
    envs: Any,
    workspace: Any,
) -> dict:
    """A comparison where a side is a group of trials: trial i against trial i (or against the
    single run), the first pair in full, and per set the mean and spread of the difference."""
    import statistics

    from gymkit.runs._trials import summarize_trials

    k = max(len(side_a), len(side_b))
    pairs = [(side_a[i % len(side_a)], side_b[i % len(side_b)]) for i in range(k)]
    results = [
        compare(store, a, b, sets=sets, envs=envs, with_queries=i == 0)
        for i, (a, b) in enumerate(pairs)
    ]
    out = dict(results[0])
    out["pairs"] = [[a, b] for a, b in pairs]
    out["trials"] = {
        name: summarize_trials(workspace, name, side, sets, envs)
        for name, side in ((run_a, side_a), (run_b, side_b))
        if len(side) > 1
    }
    for set_name, m in out["sets"].items():
        diffs = [r["sets"][set_name]["difference"] for r in results if set_name in r["sets"]]
        m.update(
            pairs=len(diffs),
            difference_mean=statistics.fmean(diffs),
            difference_std=statistics.stdev(diffs) if len(diffs) > 1 else 0.0,
        )
    return out


def _add_commands(result: dict, workspace: Any) -> None:
    """Each disagreeing query's command, from the gym (skipped when there is no gym)."""
    from gymkit.gym import open_gym
    from gymkit.workspace import Workspace

    if not result.get("queries") or not Workspace.of(workspace).gym_db.is_file():
        return
    with open_gym(workspace) as gym:
        commands = {}
        for set_name in {r["set"] for r in result["queries"]}:
            if gym.has_set(set_name):
                commands.update(
                    {
                        (set_name, q["query_id"]): q.get("command")
                        for q in gym.queries(set_name, grounds=False)
                    }
                )
    for r in result["queries"]:
        r["command"] = commands.get((r["set"], r["query_id"]))
