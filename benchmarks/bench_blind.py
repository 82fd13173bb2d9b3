"""Exact plan match of an agent on the blind command set v2 (tests/data/blind_v2_commands.jsonl).

    .venv/bin/python benchmarks/bench_blind.py [--workspace DIR] [--agent rules] [--misses]
    .venv/bin/python benchmarks/bench_blind.py --file tests/data/blind_v3_commands.jsonl \
        --workspace DIR --extra-workspace DIR2 [--misses]

The set holds commands written blind to the rules parser and to the generator's templates, over
the five environments and over `seed-libraries`, an invented domain built by
tests/data/build_seed_libraries.py. The five environments are planned on the gym in --workspace
(default: a generated gym, made under /tmp/gymkit_bench_blind on first use); `seed-libraries` on
its own gym, built next to it. Prints the exact plan-match rate (optimal sub-query pairing,
gymkit.scoring.match) overall, by set (environment), phrasing and operator class, the time to
plan every command, and with --misses each miss with its expected and predicted SQL. Rows are also
split by single vs multi-part (`parts:`), and by the wording classes a row lists in its optional
`classes` column (`class:`, as in blind set v4 and the new-domain set).

--file measures another set in the same format (e.g. blind set v3); --extra-workspace (repeatable)
adds gyms whose environments are planned on them (v3's `seed-library`, or the new-domain set's
three domains: gyms made with `gymkit env import` + `gymkit data --source`). `seed-libraries` is
built only when a row needs it and no extra workspace holds it, so the default (v2) behaviour is
unchanged.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gymkit.call import parse_call  # noqa: E402
from tests.agents.misses import miss_lines  # noqa: E402

BLIND = ROOT / "tests" / "data" / "blind_v2_commands.jsonl"
NEW_DOMAIN = "seed-libraries"
DEFAULT_WS = Path("/tmp/gymkit_bench_blind")
FIVE = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")


def load_rows(path: Path = BLIND) -> list[dict]:
    """The blind rows, one JSON object a line."""
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def operator_classes(ground_truth: list[dict]) -> list[str]:
    """The card's operator classes of a plan: search, `<kind> filter`, `<kind> aggregation`,
    group-by, multi-query."""
    out: set[str] = set()
    for raw in ground_truth:
        for key in raw:
            if key == "search_query":
                out.add("search")
            elif key.endswith("_filters"):
                kind = key.removesuffix("_property_filters")
                out.add(f"{'text_array' if kind == 'array' else kind} filter")
            elif key.endswith("_aggregations"):
                out.add(f"{key.removesuffix('_property_aggregations')} aggregation")
            elif key == "groupby_property":
                out.add("group-by")
            elif key == "filter_tree":
                out.add("or filter")
    if len(ground_truth) > 1:
        out.add("multi-query")
    return sorted(out)


def plan_match(expected: list[dict], calls: list[Any], env: Any) -> bool:
    """Every expected sub-query pairs with an equal predicted one, none missing or extra."""
    from gymkit.scoring.match import pair_sub_queries, parse_predicted, plan_matches

    exp = [parse_call(c) for c in expected]
    predicted = parse_predicted(list(calls), env)
    pairs, missing, extra = pair_sub_queries(exp, predicted)
    if missing or extra:
        return False
    return all(
        predicted[j].call is not None and plan_matches(predicted[j].call, exp[i]) for i, j in pairs
    )


def open_gyms(
    workspace: Path | None,
    base: Path = DEFAULT_WS,
    extra: list[Path] | tuple[Path, ...] = (),
    need: set[str] | None = None,
) -> dict[str, Any]:
    """Environment id -> an open gym holding it: the five environments (the gym in `workspace`,
    else one generated under `base`), the environments of each `extra` gym, and the new domain
    `seed-libraries` (built under `base`) when `need` (default: every row's environment is
    unknown, so it is built) asks for it and no extra gym holds it."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare

    gyms: dict[str, Any] = {}
    if workspace is None:
        workspace = base / "gym"
        if not (workspace / "gym.duckdb").is_file():
            prepare(source="generate", workspace=workspace, progress=False)
    main = open_gym(workspace)
    for env in main.environments:
        gyms[env] = main
    for ws in extra:
        other = open_gym(ws)
        for env in other.environments:
            gyms[env] = other
    if NEW_DOMAIN in gyms or (need is not None and NEW_DOMAIN not in need):
        return gyms
    sys.path.insert(0, str(ROOT / "tests" / "data"))
    from build_seed_libraries import build

    seed_ws = base / NEW_DOMAIN
    snapshot = build(base / f"{NEW_DOMAIN}-snapshot")
    prepare(source=str(snapshot), workspace=seed_ws, replace=True, progress=False)
    gyms[NEW_DOMAIN] = open_gym(seed_ws)
    return gyms


def measure(rows: list[dict], gyms: dict[str, Any], agent_name: str) -> tuple[dict, list, float]:
    """Plan every row; hits by key, the misses, and the planning time."""
    from gymkit.agents import get_agent

    agents = {id(g): get_agent(agent_name, gym=g) for g in gyms.values()}
    hits: dict[str, list[bool]] = defaultdict(list)
    misses = []
    elapsed = 0.0
    for r in rows:
        gym = gyms[r["environment"]]
        env = gym.environment(r["environment"])
        t0 = time.perf_counter()
        try:
            plan = agents[id(gym)].plan(r["command"], env)
            calls, error = plan.calls, plan.error
        except Exception as e:  # noqa: BLE001  (a crash is a miss, and is listed)
            calls, error = [], f"crash: {type(e).__name__}: {e}"
        elapsed += time.perf_counter() - t0
        ok = bool(calls) and plan_match(r["ground_truth"], calls, env)
        domain = "five environments" if r["environment"] in FIVE else "new domain"
        keys = ["all", f"domain:{domain}", f"set:{r['environment']}", f"phrasing:{r['phrasing']}"]
        keys.append(f"parts:{'multi' if len(r['ground_truth']) > 1 else 'single'}")
        keys += [f"op:{oc}" for oc in operator_classes(r["ground_truth"])]
        keys += [f"class:{c}" for c in r.get("classes", [])]
        for key in keys:
            hits[key].append(ok)
        if not ok:
            misses.append((r, calls, error))
    return hits, misses, elapsed


def print_table(
    hits: dict, misses: list, elapsed: float, show_misses: bool, label: str = "blind v2"
) -> None:
    order = ("all", "domain:", "set:", "phrasing:", "parts:", "op:", "class:")
    n = len(hits["all"])
    print(f"{label}: {n} commands planned in {elapsed:.3f} s")
    for key in sorted(hits, key=lambda k: ([k.startswith(p) for p in order].index(True), k)):
        v = hits[key]
        print(f"  {key:34s} {sum(v):3d}/{len(v):3d} = {100 * sum(v) / len(v):5.1f}%")
    if not show_misses:
        return
    for r, calls, error in misses:
        print(f"MISS {r['query_id']} [{r['environment']}/{r['phrasing']}] {r['command']}")
        print("\n".join(miss_lines(r["ground_truth"], calls, error)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workspace", type=Path, default=None, help="a gym of the five environments")
    ap.add_argument("--agent", default="rules")
    ap.add_argument("--misses", action="store_true", help="list every miss")
    ap.add_argument("--file", type=Path, default=BLIND, help="the set to measure (default: v2)")
    ap.add_argument(
        "--extra-workspace",
        type=Path,
        action="append",
        default=[],
        help="a gym whose environments are planned on it (repeatable)",
    )
    args = ap.parse_args()
    rows = load_rows(args.file)
    need = {r["environment"] for r in rows}
    gyms = open_gyms(args.workspace, extra=args.extra_workspace, need=need)
    missing = sorted(need - set(gyms))
    if missing:
        ap.error(f"no gym holds {', '.join(missing)}: pass --extra-workspace")
    hits, misses, elapsed = measure(rows, gyms, args.agent)
    label = "blind v2" if args.file.resolve() == BLIND.resolve() else args.file.stem
    print_table(hits, misses, elapsed, args.misses, label)


if __name__ == "__main__":
    main()
