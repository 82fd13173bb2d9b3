"""A user's queries: `{"command", "ground_truth"}` lines become ask_mode rows in the card's form.

gymkit fills what it can compute: plan, operator_classes, num_sub_queries, ground_truth_sql and
reference_results (each sub-query executed by the DuckDB engine on the imported objects). Every
call is checked against the schema first; each problem is one line naming the query and field.

search_grounds are optional, one entry per sub-query that searches, in order:
`{"relevant_ids": [...], "topic": ..., "description": ...}` (candidate_ids are computed: the
records the sub-query's filters select). With one, the reference result resolves the search to
its relevant_ids, as the card's do. Without one (or with `null`), the entry is written with
`relevant_ids` null: the search is unlabeled, its reference result is the engine's own ranking
cut, the scorer judges it by the call (plan, filters, aggregations) and marks recall@10, nDCG@10
and F1 as unavailable rather than zero.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gymkit import limits
from gymkit.call import Call, CallError, check_call, parse_call, render_sql
from gymkit.call.vocabulary import plan_classes, plan_of
from gymkit.engine.base import EngineError
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.errors import GymError
from gymkit.schema import Environment
from gymkit.sources.imports._objects import MAX_PROBLEMS, ImportProblem, read_jsonl


def read_query_file(path: Path) -> list[tuple[str, dict]]:
    """(place, row) per query of a JSON Lines or Parquet file."""
    if not path.is_file():
        raise ImportProblem(f"{path}: queries file is missing")
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        try:
            rows = pq.read_table(path).to_pylist()
        except Exception as e:  # pyarrow raises several types for corrupt files
            raise ImportProblem(f"{path}: not a readable Parquet file ({e})") from None
        return [(f"{path.name} row {i + 1}", r) for i, r in enumerate(rows)]
    rows = read_jsonl(path, path.name, '{"command", "ground_truth"}')
    return [(f"{path.name} line {i}", row) for i, row in rows]


def _calls(raw: Any, place: str, env: Environment, problems: list[str]) -> list[Call]:
    if isinstance(raw, str):
        try:
            limits.check_json_text(raw, f"{place}: ground_truth")
            raw = json.loads(raw)
        except GymError as e:
            problems.append(str(e))
            return []
        except json.JSONDecodeError as e:
            problems.append(f"{place}: ground_truth is not valid JSON ({e.msg})")
            return []
    if isinstance(raw, dict):
        raw = [raw]
    if not isinstance(raw, list) or not raw:
        problems.append(f"{place}: ground_truth must be a non-empty list of query_database calls")
        return []
    calls = []
    for i, c in enumerate(raw):
        try:
            call = parse_call(c)
        except CallError as e:
            problems += [f"{place}: ground_truth[{i}].{f}: {m}" for f, m in e.issues]
            continue
        issues = check_call(call, env)
        problems += [f"{place}: ground_truth[{i}].{f}: {m}" for f, m in issues]
        if not issues:
            calls.append(call)
    return calls if len(calls) == len(raw) else []


def _selected(engine: DuckDBEngine, env: Environment, call: Call) -> list[str]:
    """The uuids the call's filters select (search, aggregations and group-by dropped)."""
    bare = {
        k: v
        for k, v in call.to_dict().items()
        if k == "collection_name" or k.endswith("_filters") or k == "filter_tree"
    }
    return list(engine.execute(env.id, bare).value)


def _json(v: Any) -> Any:
    return json.loads(json.dumps(v, ensure_ascii=False, default=str))


def query_rows(
    env: Environment, engine: DuckDBEngine, queries: list[tuple[str, dict]]
) -> list[dict]:
    """The ask_mode rows of the queries (the card's columns); ImportProblem listing every problem."""
    problems: list[str] = []
    rows: list[dict] = []
    ids: set[str] = set()
    for n, (where, q) in enumerate(queries):
        qid = str(q.get("query_id") or f"{env.id}-{n:03d}")
        place = f"{where} ({qid})"
        if qid in ids:
            problems.append(f"{place}: query_id {qid} is used twice")
        ids.add(qid)
        command = q.get("command")
        if not isinstance(command, str) or not command.strip():
            problems.append(f"{place}: command is missing (the natural-language request)")
        calls = _calls(q.get("ground_truth"), place, env, problems)
        if not calls:
            continue
        grounds_in = q.get("search_grounds")
        if isinstance(grounds_in, str):
            grounds_in = json.loads(grounds_in)
        grounds_in = list(grounds_in or [])
        searching = [i for i, c in enumerate(calls) if c.search_query is not None]
        if grounds_in and len(grounds_in) != len(searching):
            problems.append(
                f"{place}: search_grounds has {len(grounds_in)} entries for {len(searching)} "
                "sub-queries that search; give one per searching sub-query, in order (null: unlabeled)"
            )
            continue
        grounds, references = [], []
        try:
            for i, call in enumerate(calls):
                if call.search_query is None:
                    references.append(engine.execute(env.id, call).value)
                    continue
                g = grounds_in[searching.index(i)] if grounds_in else None
                candidates = _selected(engine, env, call)
                if g is None or g.get("relevant_ids") is None:
                    references.append(engine.execute(env.id, call).value)
                    relevant = None
                else:
                    relevant = sorted({str(u) for u in g["relevant_ids"]})
                    stray = sorted(set(relevant) - set(candidates))
                    if stray:
                        problems.append(
                            f"{place}: search_grounds[{searching.index(i)}].relevant_ids: {len(stray)} "
                            f"id(s) are not records the sub-query's filters select (e.g. {stray[0]})"
                        )
                        break
                    references.append(
                        relevant
                        if not call.is_aggregation
                        else engine.execute(env.id, call, within=relevant).value
                    )
                grounds.append(
                    {
                        "topic": str((g or {}).get("topic") or call.search_query),
                        "description": str((g or {}).get("description") or ""),
                        "candidate_ids": candidates,
                        "relevant_ids": relevant,
                    }
                )
            else:
                rows.append(
                    {
                        "query_id": qid,
                        "environment": env.id,
                        "environment_name": env.name,
                        "command": command.strip() if isinstance(command, str) else "",
                        "phrasing": str(q.get("phrasing") or "explicit"),
                        "plan": plan_of(calls),
                        "num_sub_queries": len(calls),
                        "operator_classes": plan_classes(calls),
                        "ground_truth": json.dumps(
                            [c.to_dict() for c in calls], ensure_ascii=False
                        ),
                        "ground_truth_sql": [render_sql(c) for c in calls],
                        "search_grounds": grounds,
                        "reference_results": json.dumps(_json(references), ensure_ascii=False),
                    }
                )
        except EngineError as e:
            problems.append(f"{place}: the engine cannot execute it ({e})")
    if problems:
        shown = problems[: MAX_PROBLEMS * 2]
        more = len(problems) - len(shown)
        raise ImportProblem(
            f"{len(problems)} problem(s) in the queries:\n"
            + "\n".join(f"  - {p}" for p in shown)
            + (f"\n  - ... and {more} more" if more else "")
        )
    return rows
