"""`gymkit judge RUN`: the optional LLM judge over a run's stored answers.

Every answer the run stored (table `answers`) is judged with the fixed, versioned rubric of
`gymkit.scoring.judge` against its query's reference results; verdicts go to the table
`answer_judgments` (keyed by run, query, judge model and rubric version, so a rerun or another
judge never overwrites), responses are cached under `<workspace>/cache/judge/`, and the result
reports the judge's agreement with the deterministic grounding check.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from gymkit.agents._llm_cache import ResponseCache
from gymkit.agents._llm_http import ChatClient, ChatError
from gymkit.errors import GymError
from gymkit.scoring.judge import Verdict, judge_body, parse_verdict


class AnswerJudge:
    """Judges answers with a chat model; `base_url`, `model`, `api_key` as for the openai agent."""

    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        cache_dir: str | Path | None = None,
        timeout: float = 60,
        max_retries: int = 2,
    ):
        base = base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
        key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY")
        cache = ResponseCache(cache_dir) if cache_dir else None
        self.client = ChatClient(
            base, model, api_key=key, timeout=timeout, max_retries=max_retries, cache=cache
        )

    def close(self) -> None:
        self.client.close()

    def judge(self, command: str, reference_results: list[Any], answer: str | None) -> Verdict:
        if not answer:
            return Verdict(None, "no answer to judge")
        try:
            response = self.client.complete(
                judge_body(self.client.model, command, reference_results, answer)
            )
        except ChatError as e:
            return Verdict(None, f"judge request failed: {e}")
        try:
            content = response.data["choices"][0]["message"].get("content")
        except (KeyError, IndexError, TypeError, AttributeError):
            return Verdict(None, "the judge's response has no message", response.cached)
        correct, reason = parse_verdict(content)
        return Verdict(correct, reason, response.cached)


def judge_run(
    run: str,
    model: str,
    workspace: Any = None,
    base_url: str | None = None,
    api_key: str | None = None,
    progress: bool = False,
    timeout: float = 60,
    max_retries: int = 2,
) -> dict:
    """Judge every stored answer of `run`; returns counts and the agreement with grounding.
    Each answer's request takes at most `timeout * (1 + max_retries)` seconds (see ChatClient)."""
    from gymkit.gym import open_gym
    from gymkit.runs._store import RunStore
    from gymkit.scoring.judge import RUBRIC_VERSION, agreement
    from gymkit.workspace import Workspace

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
        rows = {
            (s, q["query_id"]): q
            for s in set(answers["set"])
            for q in gym.queries(s, grounds=False)
        }
    judge = AnswerJudge(
        model,
        base_url=base_url,
        api_key=api_key,
        cache_dir=ws.cache / "judge",
        timeout=timeout,
        max_retries=max_retries,
    )
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
