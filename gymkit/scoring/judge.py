"""An optional LLM judge of ask-mode answers, over any OpenAI-compatible endpoint.

The rubric is fixed and versioned (`RUBRIC_VERSION`): the judge sees the command, the reference
results (lists of records shortened to their count) and the answer, and replies with one JSON
object `{"verdict": "correct" | "incorrect", "reason": "..."}`. Responses are cached on disk
under the request body (which holds the rubric), so a rerun costs nothing and a new rubric
version never reuses old verdicts. A reply that is not such an object is no verdict (None), with
its reason, never a guess. The client that asks (`gymkit.runs._judge.AnswerJudge`) lives above the agents' HTTP
client; this module holds the rubric and the rules. The judge never changes plan or result match; `agreement` reports
how often it agrees with the deterministic grounding check (`gymkit.scoring.answers`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

RUBRIC_VERSION = "gymkit-answer-judge/1"
RUBRIC = f"""You grade answers of a database question-answering agent ({RUBRIC_VERSION}).
You get the user's command, the reference results of the correct database queries (one per
sub-query: a count of records, or aggregation values such as COUNT, MEAN, TOP_OCCURRENCES, or
values per group), and the agent's answer.
The answer is "correct" when it states every reference value a reader asked for: numbers equal
within rounding (a mean of 50.97 may be "about 51"; a percentage may be written as 0.49 or 49%),
dates as the same calendar day, the top values of a TOP_OCCURRENCES, the record count of a list.
It is "incorrect" when a value is missing, wrong, or contradicted, or when it answers another
question. Ignore style, length and extra correct detail.
Reply with one JSON object only: {{"verdict": "correct" or "incorrect", "reason": "<one sentence>"}}"""


@dataclass(frozen=True)
class Verdict:
    """The judge's verdict (None: no usable verdict), its reason, and whether it was cached."""

    correct: bool | None
    reason: str
    cached: bool = False


def shorten(reference_results: list[Any], max_items: int = 10) -> list[Any]:
    """Reference results as the judge sees them: a list of records becomes its count."""
    out = []
    for r in reference_results or []:
        if isinstance(r, list) and all(isinstance(x, str) for x in r):
            out.append({"records": len(r)})
        elif isinstance(r, dict) and len(r) > max_items:
            keys = list(r)[:max_items]
            out.append({**{k: r[k] for k in keys}, "...": f"{len(r) - max_items} more groups"})
        else:
            out.append(r)
    return out


def parse_verdict(content: str | None) -> tuple[bool | None, str]:
    """(correct, reason) from the judge's reply; (None, why) when it is not the asked-for JSON."""
    if not content:
        return None, "the judge replied with no content"
    m = re.search(r"\{.*\}", content, re.S)
    try:
        data = json.loads(m.group(0) if m else content)
    except ValueError:
        return None, f"the judge's reply is not JSON: {content[:120]!r}"
    verdict = str(data.get("verdict", "")).strip().lower() if isinstance(data, dict) else ""
    if verdict not in ("correct", "incorrect"):
        return None, f"the judge's reply has no verdict correct/incorrect: {content[:120]!r}"
    return verdict == "correct", str(data.get("reason", ""))[:500]


def judge_body(model: str, command: str, reference_results: list[Any], answer: str) -> dict:
    """The judge's request body: the fixed rubric, then the case; temperature 0."""
    case = {"command": command, "reference_results": shorten(reference_results), "answer": answer}
    return {
        "model": model,
        "temperature": 0,
        "messages": [
            {"role": "system", "content": RUBRIC},
            {"role": "user", "content": json.dumps(case, ensure_ascii=False, default=str)},
        ],
    }


def agreement(first: list[bool | None], second: list[bool | None]) -> dict:
    """How often two verdict lists agree where both gave one: n, raw agreement and Cohen's kappa."""
    pairs = [(a, b) for a, b in zip(first, second, strict=True) if a is not None and b is not None]
    n = len(pairs)
    if not n:
        return {"n": 0, "agreement": None, "kappa": None}
    agree = sum(a == b for a, b in pairs) / n
    pa, pb = sum(a for a, _ in pairs) / n, sum(b for _, b in pairs) / n
    chance = pa * pb + (1 - pa) * (1 - pb)
    kappa = 1.0 if chance == 1 else (agree - chance) / (1 - chance)
    return {"n": n, "agreement": agree, "kappa": kappa}
