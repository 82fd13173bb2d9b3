"""Evaluation depth end to end on a local model server: 3 trials of the openai agent with answers,
the grounding check, and the LLM judge's agreement with it.

The server (127.0.0.1) plays a noisy model: for each request it replays the query's ground truth,
except that with probability P_WRONG (drawn per request, so trials differ) it drops the first
sub-query's filters; asked for an answer, it states the reference results, except that with
probability P_BAD_ANSWER it inflates every number by 7%. The judge server marks an answer correct
when it holds every number of the reference, and flips its verdict with probability P_JUDGE_NOISE.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_depth.py [--objects 1000] [--trials 3]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import tempfile
import threading
import time
from pathlib import Path

P_WRONG, P_BAD_ANSWER, P_JUDGE_NOISE = 0.15, 0.25, 0.1


def main() -> None:
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from gymkit.runs._judge import judge_run
    from gymkit.runs._trials import run_trials
    from tests.agents.fake_openai_server import FakeOpenAI, text_response, tool_call_response

    ap = argparse.ArgumentParser()
    ap.add_argument("--objects", type=int, default=1000)
    ap.add_argument("--trials", type=int, default=3)
    args = ap.parse_args()
    ws = Path(tempfile.mkdtemp(prefix="bench-depth-")) / "ws"
    t0 = time.perf_counter()
    prepare(objects=args.objects, workspace=ws, progress=False)
    with open_gym(ws) as gym:
        rows = {q["command"]: q for q in gym.queries("ask_mode")}
    print(f"gym: {len(rows)} ask_mode queries, prepared in {time.perf_counter() - t0:.1f} s")
    rng, lock = random.Random(0), threading.Lock()

    def model(body: dict):
        row = rows[body["messages"][1]["content"]]
        with lock:
            draw = rng.random()
        if body.get("tool_choice") == "none":  # the answer turn
            factor = 1.07 if draw < P_BAD_ANSWER else 1.0
            return text_response(_say(row["reference_results"], factor))
        if len(body["messages"]) > 2:  # a retry turn: keep the plan
            return text_response("done")
        calls = [dict(c) for c in row["ground_truth"]]
        if draw < P_WRONG:
            calls[0] = {
                k: v for k, v in calls[0].items() if not k.endswith("_property_filters")
            } or calls[0]
        return tool_call_response(calls)

    def judge(body: dict):
        case = json.loads(body["messages"][1]["content"])
        need = _numbers(json.dumps(case["reference_results"]))
        ok = all(n in case["answer"] for n in need)
        with lock:
            if rng.random() < P_JUDGE_NOISE:
                ok = not ok
        return text_response(json.dumps({"verdict": "correct" if ok else "incorrect"}))

    with FakeOpenAI(handler=model) as server:
        t1 = time.perf_counter()
        summary = run_trials(
            "openai",
            args.trials,
            "noisy",
            sets="ask_mode",
            model="noisy-model",
            workspace=ws,
            progress=False,
            agent_options={"base_url": server.base_url, "api_key": "local", "answer": True},
        )
        t_trials = time.perf_counter() - t1
    s = summary["sets"]["ask_mode"]
    t = s["trials"]
    print(f"{args.trials} trials of ask_mode in {t_trials:.1f} s")
    print("passed per trial: " + ", ".join(f"{x:.3f}" for x in t["per_trial"]))
    print(
        f"mean {t['mean']:.3f} ± {t['std']:.3f} (min {t['min']:.3f}, max {t['max']:.3f}); "
        f"pass^k {t['pass_all']:.3f}, pass@k {t['pass_any']:.3f}, flips {len(t['flips'])}"
    )
    with FakeOpenAI(handler=judge) as jserver:
        for i in range(1, args.trials + 1):
            t2 = time.perf_counter()
            out = judge_run(f"noisy@{i}", "judge-model", ws, base_url=jserver.base_url, api_key="k")
            a = out["agreement_with_grounding"]
            with open_gym(ws) as gym:
                g = gym.sql(
                    "SELECT avg(grounded::INT) AS g, count(*) AS n FROM runs.answers WHERE run = ?",
                    [f"noisy@{i}"],
                )
            print(
                f"trial {i}: {int(g['n'][0])} answers, grounded {g['g'][0]:.3f}; judge correct "
                f"{out['correct'] / max(out['judged'], 1):.3f}; agreement {a['agreement']:.3f}, "
                f"kappa {a['kappa']:.3f} on {a['n']} ({time.perf_counter() - t2:.1f} s)"
            )


def _say(reference: list, factor: float) -> str:
    parts = []
    for r in reference:
        if isinstance(r, list):
            parts.append(f"{round(len(r) * factor)} records match")
        else:
            parts.append("; ".join(_flat(r, factor)))
    return ". ".join(parts) + "."


def _flat(value, factor: float, key: str = "") -> list[str]:
    if isinstance(value, dict):
        return [x for k, v in value.items() for x in _flat(v, factor, f"{key} {k}".strip())]
    if isinstance(value, list):
        return [f"{key}: " + ", ".join(str(v[0]) for v in value if isinstance(v, list))]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return [f"{key}: {value}"]
    return [f"{key}: {value * factor:g}"]


def _numbers(text: str) -> list[str]:
    return re.findall(r"(?<![\w.])\d+(?:\.\d+)?", text)[:3]


if __name__ == "__main__":
    main()
