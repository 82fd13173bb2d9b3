"""`gymkit judge RUN`: the optional LLM judge over a run's stored answers.

Every answer the run stored (table `answers`) is judged with the fixed, versioned rubric of
`gymkit.scoring.judge` against its query's reference results; verdicts go to the table
`answer_judgments` (keyed by run, query, judge model and rubric version, so a rerun or another
judge never overwrites), responses are cached under `<workspace>/cache/judge/`, and the result
reports the judge's agreement with the deterministic grounding check.
"""

from __future__ import annotations

from typing import Any

from gymkit.errors import GymError


def judge_run(
    run: str,
    model: str,
    workspace: Any = None,
    base_url: str | None = None,
    api_key: str | None = None,
    progress: bool = False,
) -> dict:
    """Judge every stored answer of `run`; returns counts and the agreement with grounding."""
    from gymkit.gym import Workspace, open_gym
    from gymkit.runs._store import RunStore
    from gymkit.scoring.judge import RUBRIC_VERSION, AnswerJudge, agreement

    ws = Workspace.of(workspace)
    store = RunStore(ws.runs_db)
    if store.get_run(run) is None:
        raise GymError(f"no run named {run!r} in {store.path}")
    answers = store.frame("answers", run) if store.has_table("answers") else None
    if answers is None or not len(answers):
        raise GymError(
            f"run {run!r} stored no answers; run an agent that answers (e.g. --agent openai "
            "--answer) first"
        )
    with open_gym(ws) as gym:
        rows = {(s, q["query_id"]): q for s in set(answers["set"]) for q in gym.queries(s)}
    judge = AnswerJudge(model, base_url=base_url, api_key=api_key, cache_dir=ws.cache / "judge")
    verdicts, grounded = [], []
    try:
        records = answers.to_dict("records")
        for r in _bar(records, progress):
            row = rows.get((r["set"], r["query_id"])) or {}
            v = judge.judge(row.get("command", ""), row.get("reference_results") or [], r["answer"])
            verdicts.append((r, v))
            g = r.get("grounded")
            grounded.append(None if g is None or g != g else bool(g))
    finally:
        judge.close()
    store.write_judgments(
        [
            (run, r["set"], r["query_id"], model, RUBRIC_VERSION, v.correct, v.reason, v.cached)
            for r, v in verdicts
        ]
    )
    judged = [v.correct for _, v in verdicts]
    return {
        "run": run,
        "judge_model": model,
        "rubric": RUBRIC_VERSION,
        "answers": len(verdicts),
        "judged": sum(j is not None for j in judged),
        "correct": sum(j is True for j in judged),
        "cached": sum(v.cached for _, v in verdicts),
        "agreement_with_grounding": agreement(grounded, judged),
    }


def _bar(items: list, enabled: bool):
    from tqdm.auto import tqdm

    return tqdm(items, desc="judge", unit="answer", disable=not enabled)
