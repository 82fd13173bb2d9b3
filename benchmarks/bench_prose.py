"""How hard the gym's documents make search: label leakage, repeated sentences, BM25 retrieval.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_prose.py [--workspace data]

Reads a prepared workspace (`gymkit data --out DIR`) and prints, per environment:
- label verbatim: the share of (search, relevant document) pairs whose document holds the
  search's topic label verbatim (case-insensitive, in any searchable property of the record);
- top sentence: the share of a collection's documents holding its most repeated sentence
  (digits masked; `gymkit.generate.prose.most_repeated_sentence`), the worst collection;
- BM25 with the ground truth's own search words (`search_query`), executed by the engine
  within the sub-query's filters, against the labeled relevant set: recall@10, nDCG@10 and
  the cut set's F1 (`gymkit.scoring.metrics`), mean over every search sub-query of ask_mode
  and search_mode;
and a table of mean F1 for several values of the search cut (`min_score_ratio`).
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from pathlib import Path

from gymkit.call import Call, parse_calls
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.engine.search import SearchSettings
from gymkit.generate.prose import most_repeated_sentence
from gymkit.gym import open_gym
from gymkit.scoring.metrics import ndcg_at_k, precision, recall_at_k, set_f1

RATIOS = (None, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6)
AGGREGATION_KEYS = (
    "numeric_property_aggregations",
    "text_property_aggregations",
    "boolean_property_aggregations",
    "date_property_aggregations",
    "groupby_property",
)


def search_jobs(gym) -> list[tuple[str, Call, dict]]:
    """(environment, the sub-query as a retrieval, its search ground) for every labeled search."""
    jobs = []
    for set_name in ("ask_mode", "search_mode"):
        for q in gym.queries(set_name):
            grounds = iter(q.get("search_grounds") or [])
            for call in parse_calls(q["ground_truth"]):
                if call.search_query is None:
                    continue
                d = {k: v for k, v in call.to_dict().items() if k not in AGGREGATION_KEYS}
                jobs.append((q["environment"], Call.model_validate(d), next(grounds)))
    return jobs


def label_share(gym, env_id: str, jobs: list) -> tuple[int, int]:
    """(pairs whose relevant document holds the label verbatim, all pairs) of an environment."""
    env = gym.environment(env_id)
    texts: dict[str, dict[str, str]] = {}
    hit = total = 0
    for e, call, ground in jobs:
        if e != env_id:
            continue
        coll = env.collection(call.collection_name)
        if coll.name not in texts:
            df = gym.objects(env_id, coll.name)
            props = [p.name for p in coll.searchable_properties]
            texts[coll.name] = {
                u: " ".join(str(df[p].iloc[i]) for p in props).lower()
                for i, u in enumerate(df["uuid"])
            }
        label = ground["topic"].lower()
        for u in ground["relevant_ids"]:
            total += 1
            hit += label in texts[coll.name][u]
    return hit, total


def top_sentence(gym, env_id: str) -> tuple[float, str, str]:
    """The worst collection's most repeated sentence: (share, collection, sentence)."""
    worst = (0.0, "", "")
    for coll in gym.environment(env_id).collections:
        props = [p.name for p in coll.searchable_properties]
        if not props:
            continue
        df = gym.objects(env_id, coll.name)
        share, shape = most_repeated_sentence(str(t) for p in props for t in df[p])
        worst = max(worst, (share, coll.name, shape))
    return worst


def retrieval(engine: DuckDBEngine, jobs: list) -> dict[str, list[float]]:
    out: dict[str, list[float]] = defaultdict(list)
    for env_id, call, ground in jobs:
        result = engine.execute(env_id, call)
        ranked = [u for u, _ in result.ranked or []]
        rel = ground["relevant_ids"]
        out["recall@10"].append(recall_at_k(ranked, rel))
        out["P@10"].append(precision(ranked[:10], rel))
        out["nDCG@10"].append(ndcg_at_k(ranked, rel))
        out["F1"].append(set_f1(result.value, rel))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workspace", type=Path, default=Path("data"))
    args = ap.parse_args()
    gym = open_gym(args.workspace)
    jobs = search_jobs(gym)
    envs = sorted({e for e, _, _ in jobs})
    engine = DuckDBEngine(gym.con, gym.environments)
    print(f"{args.workspace}: {len(jobs)} search sub-queries (ask_mode + search_mode)\n")
    print(
        "| environment    | label verbatim | top sentence | recall@10 | P@10  | nDCG@10 | F1    |"
        " worst collection: sentence"
    )
    print(f"|{'-' * 16}|{'-' * 16}|{'-' * 14}|{'-' * 11}|{'-' * 7}|{'-' * 9}|{'-' * 7}|{'-' * 28}")
    every: dict[str, list[float]] = defaultdict(list)
    for env_id in envs:
        hit, total = label_share(gym, env_id, jobs)
        share, coll, shape = top_sentence(gym, env_id)
        m = retrieval(engine, [j for j in jobs if j[0] == env_id])
        for k, v in m.items():
            every[k] += v
        print(
            f"| {env_id:<14} | {hit / max(total, 1):>14.1%} | {share:>12.1%} |"
            f" {statistics.mean(m['recall@10']):>9.3f} | {statistics.mean(m['P@10']):.3f} |"
            f" {statistics.mean(m['nDCG@10']):>7.3f} | {statistics.mean(m['F1']):.3f} |"
            f" {coll}: {shape[:70]}"
        )
    print(
        f"| {'all':<14} | {'':>14} | {'':>12} | {statistics.mean(every['recall@10']):>9.3f} |"
        f" {statistics.mean(every['P@10']):.3f} | {statistics.mean(every['nDCG@10']):>7.3f} |"
        f" {statistics.mean(every['F1']):.3f} |"
    )
    print("\nThe search cut (limit 200): mean F1 of the cut set against the labels")
    print("| min_score_ratio | precision | recall |    F1 |")
    print("|----------------:|----------:|-------:|------:|")
    from gymkit.scoring.metrics import recall

    for ratio in RATIOS:
        eng = DuckDBEngine(gym.con, gym.environments, search=SearchSettings(min_score_ratio=ratio))
        p, r, f = [], [], []
        for env_id, call, ground in jobs:
            got = eng.execute(env_id, call).value
            rel = ground["relevant_ids"]
            p.append(precision(got, rel))
            r.append(recall(got, rel))
            f.append(set_f1(got, rel))
        print(
            f"| {str(ratio):>15} | {statistics.mean(p):>9.3f} | {statistics.mean(r):>6.3f} |"
            f" {statistics.mean(f):>5.3f} |"
        )


if __name__ == "__main__":
    main()
