"""The held-out command set (tests/data/heldout_commands.jsonl): its ground truths are valid
calls that use the card's values, and the rules agent's exact plan-match rate on it.

The set was written blind to the rules agent and the generator's templates (see
tests/data/README.md), so the measurement here is the agent's out-of-template accuracy.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from gymkit.call import Call, canonical, parse_call, validate_call
from gymkit.schema import Environment
from tests.agents.card_values import CARD_RANGES, CARD_VALUES
from tests.agents.misses import miss_lines

HELDOUT = Path(__file__).resolve().parents[1] / "data" / "heldout_commands.jsonl"
SETS = ("ask_mode", "search_mode", "edge_case_1")
PHRASINGS = {
    "ask_mode": {"explicit", "conversational"},
    "search_mode": {"explicit", "conversational"},
    "edge_case_1": {"quoted", "unquoted", "casual"},
}
BEHAVIORS = {"B1", "B2", "B3", "B4", "B5", "B8", "B9"}
KEYS = {"id", "environment", "set", "phrasing", "command", "ground_truth", "notes"}
FLOOR = 0.88  # measured 0.877 on 2026-11-30, 0.902 on 2026-12-01, 0.920 on 2026-12-03; raise it as it improves

CODE = re.compile(r"^(RID|DON|ENR)-\d{5}$")


def load_heldout(path: Path = HELDOUT) -> list[dict]:
    """The held-out rows, one JSON object a line; a broken line names its line number."""
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            raise AssertionError(f"{path}:{n}: not valid JSON ({e}); fix that line") from None
    return rows


ROWS = load_heldout()


def _environment(env_id: str) -> Environment:
    """The environment's schema, from the generator's blueprints (the card's tables as data)."""
    blueprints = pytest.importorskip("gymkit.generate.blueprints")
    return blueprints.environment(env_id)


def _filter_leaves(call: Call) -> list[tuple[str, str, Any]]:
    """Every filter of the call, flat lists and filter-tree leaves, as (property, op, value)."""
    out = [(f.property_name, f.operator, f.value) for f in call.filters()]
    stack = [call.filter_tree] if call.filter_tree is not None else []
    while stack:
        for node in stack.pop().filters:
            if hasattr(node, "combine"):
                stack.append(node)
            else:
                out.append((node.property_name, node.operator, node.values or node.value))
    return out


# ---- the file itself (fast, always run) ---------------------------------------------------


def test_rows_are_well_formed() -> None:
    assert 140 <= len(ROWS) <= 170, f"{HELDOUT}: expected about 150 rows, found {len(ROWS)}"
    ids = [r.get("id") for r in ROWS]
    assert len(set(ids)) == len(ids), (
        f"duplicate ids: {[i for i, c in Counter(ids).items() if c > 1]}"
    )
    for r in ROWS:
        where = r.get("id", "?")
        assert re.fullmatch(r"ho-\d{3}", r["id"]), f"{where}: id must look like ho-001"
        extra = set(r) - KEYS - {"behavior"}
        assert set(r) >= KEYS and not extra, f"{where}: keys {sorted(r)}; expected {sorted(KEYS)}"
        assert r["set"] in SETS, f"{where}: set {r['set']!r} is not one of {SETS}"
        assert r["phrasing"] in PHRASINGS[r["set"]], f"{where}: phrasing {r['phrasing']!r}"
        assert isinstance(r["ground_truth"], list) and 1 <= len(r["ground_truth"]) <= 3, where
        assert r["command"].strip() and r["notes"].strip(), f"{where}: empty command or notes"
        if r["set"] == "edge_case_1":
            assert r.get("behavior") in BEHAVIORS, f"{where}: edge rows need a behavior B1-B9"
        else:
            assert "behavior" not in r, f"{where}: only edge_case_1 rows carry a behavior"
        if r["phrasing"] == "casual":
            body = r["command"]
            for call in map(parse_call, r["ground_truth"]):
                values = [v for _, _, v in _filter_leaves(call) if isinstance(v, str)]
                for v in [*values, call.search_query or ""]:
                    body = body.replace(v.rstrip("*%"), "")
            assert body == body.lower(), f"{where}: a casual command is lowercase chat"


def test_balance_across_environments_and_sets() -> None:
    per_env = Counter(r["environment"] for r in ROWS)
    assert set(per_env) == {
        "public-transit",
        "tattoo-studios",
        "nonprofits",
        "surf-schools",
        "childcare",
    }
    assert all(25 <= n <= 35 for n in per_env.values()), per_env
    per_env_set = Counter((r["environment"], r["set"]) for r in ROWS)
    assert all(n >= 8 for n in per_env_set.values()) and len(per_env_set) == 15, per_env_set


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_ground_truth_validates_against_the_schema(row: dict) -> None:
    env = _environment(row["environment"])
    for i, raw in enumerate(row["ground_truth"]):
        call = validate_call(raw, env)  # CallError names the field otherwise
        assert call.to_dict() == raw, (
            f"{row['id']} sub-query {i}: not in the ground-truth JSON form; write {call.to_json()}"
        )


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_values_are_the_cards_and_appear_in_the_command(row: dict) -> None:
    """Category values come from the card verbatim and bounds lie in its ranges; text values (names, codes, categories,
    prefixes) appear verbatim in the command, so the ground truth is recoverable from it."""
    command = row["command"]
    for raw in row["ground_truth"]:
        call = parse_call(raw)
        for prop, op, value in _filter_leaves(call):
            values = value if isinstance(value, list) else [value]
            if prop in CARD_RANGES:
                lo, hi = CARD_RANGES[prop]
                assert lo <= value <= hi, f"{row['id']}: {prop} {op} {value} is outside {lo}..{hi}"
            if prop in CARD_VALUES:
                unknown = [v for v in values if v not in CARD_VALUES[prop]]
                assert not unknown, f"{row['id']}: {prop} has no value {unknown} per the card"
            for v in values:
                if isinstance(v, str) and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
                    text = v.rstrip("*%") if op == "LIKE" else v
                    assert text in command, f"{row['id']}: {text!r} is not verbatim in the command"
                    if CODE.match(v):
                        assert int(v[-5:]) <= 1000, f"{row['id']}: {v} is past a 1,000-row gym"


def test_search_mode_rows_are_retrieval_only() -> None:
    shapes = Counter()
    for r in (r for r in ROWS if r["set"] == "search_mode"):
        assert len(r["ground_truth"]) == 1, f"{r['id']}: search_mode rows hold one sub-query"
        call = parse_call(r["ground_truth"][0])
        assert not call.is_aggregation and call.groupby_property is None, r["id"]
        shapes[call.retrieval_shape] += 1
    assert set(shapes) == {"search_only", "search_and_filters", "filter_only"}, shapes
    assert min(shapes.values()) >= 10, shapes


def test_edge_rows_follow_their_behavior() -> None:
    for r in (r for r in ROWS if r["set"] == "edge_case_1"):
        call = parse_call(r["ground_truth"][0])
        leaves = _filter_leaves(call)
        b = r["behavior"]
        if b in ("B1", "B3"):
            assert call.search_query is None and [op for _, op, _ in leaves] == ["="], r["id"]
        elif b == "B2":
            assert not leaves and call.search_query and call.search_query in r["command"], r["id"]
        elif b == "B4":
            assert [op for _, op, _ in leaves] == ["LIKE"] and leaves[0][2].endswith("*"), r["id"]
        elif b == "B5":
            assert len(leaves) + call.has_search >= 2, r["id"]
        elif b == "B8":
            assert call.filter_tree is not None and call.filter_tree.combine == "OR", r["id"]
            assert len({v for _, _, v in leaves}) == 1 and len(leaves) == 2, r["id"]
        elif b == "B9":
            assert call.has_search and not any(op == "=" for _, op, _ in leaves), r["id"]


def test_covers_every_operator_and_metric() -> None:
    """Every filter kind and operator, every aggregation metric the card's commands use,
    group-by, multi-query and the B8 OR appear at least once."""
    seen: set[str] = set()
    for r in ROWS:
        if len(r["ground_truth"]) > 1:
            seen.add("multi_query")
        for raw in r["ground_truth"]:
            call = parse_call(raw)
            seen.update(f"{f.list_name}:{f.operator}" for f in call.filters())
            seen.update(f"{a.list_name}:{a.metric}" for a in call.aggregations())
            seen.update({"groupby"} if call.groupby_property else set())
            seen.update({"filter_tree:OR"} if call.filter_tree is not None else set())
            seen.update({"search"} if call.has_search else set())
            for a in call.aggregations():
                if a.metric == "TOP_OCCURRENCES":
                    assert a.limit is not None, f"{r['id']}: give TOP_OCCURRENCES a limit"
    required = {
        "search",
        "groupby",
        "multi_query",
        "filter_tree:OR",
        "text_property_filters:=",
        "text_property_filters:LIKE",
        *(f"numeric_property_filters:{op}" for op in ("=", "<", ">", "<=", ">=")),
        *(f"date_property_filters:{op}" for op in ("=", "<", ">", "<=", ">=")),
        "boolean_property_filters:=",
        *(
            f"{lst}:{op}"
            for lst in (
                "array_property_filters",
                "numeric_array_property_filters",
                "boolean_array_property_filters",
                "date_array_property_filters",
            )
            for op in ("CONTAINS_ANY", "CONTAINS_ALL")
        ),
        *(
            f"numeric_property_aggregations:{m}"
            for m in ("MIN", "MAX", "MEAN", "MEDIAN", "MODE", "SUM")
        ),
        *(
            f"text_property_aggregations:{m}"
            for m in ("COUNT", "COUNT_DISTINCT", "TOP_OCCURRENCES")
        ),
        *(
            f"boolean_property_aggregations:{m}"
            for m in ("TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE")
        ),
        "date_property_aggregations:EARLIEST",
        "date_property_aggregations:LATEST",
    }
    assert not required - seen, f"not covered: {sorted(required - seen)}"


# ---- measurement: the rules agent's plan-match rate (slow) --------------------------------


def plan_match(expected: list[dict], calls: list[Any], env: Environment) -> bool:
    """Exact plan match of a whole command: every sub-query pairs with an equal canonical form
    and none is missing or extra (gymkit.scoring.match when present, else canonical pairing)."""
    try:
        from gymkit.scoring.match import pair_sub_queries, parse_predicted, plan_matches
    except ImportError:  # the scorer not written yet: compare canonical multisets
        try:
            got = sorted(repr(canonical(validate_call(c, env))) for c in calls)
        except Exception:  # noqa: BLE001  (an invalid call never matches)
            return False
        return got == sorted(repr(canonical(parse_call(c))) for c in expected)
    exp = [parse_call(c) for c in expected]
    predicted = parse_predicted(list(calls), env)
    pairs, missing, extra = pair_sub_queries(exp, predicted)
    if missing or extra:
        return False
    return all(
        predicted[j].call is not None and plan_matches(predicted[j].call, exp[i]) for i, j in pairs
    )


def text_values_in_gym(row: dict, gym: Any, cache: dict) -> bool:
    """Whether every `=` text value of the row's ground truth (names, codes) exists in this
    gym. The set uses the card's example names, which a generated gym does not hold, so the
    rate is printed for both groups: an agent that looks names up can only match the first."""
    for raw in row["ground_truth"]:
        call = parse_call(raw)
        for prop, op, value in _filter_leaves(call):
            if op != "=" or not isinstance(value, str):
                continue
            key = (row["environment"], call.collection_name, prop)
            if key not in cache:
                cache[key] = set(gym.distinct_values(*key, limit=100_000))
            if value not in cache[key]:
                return False
    return True


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    """The prepared gym under data/ when there is one, else a small generated gym."""
    gym_mod = pytest.importorskip("gymkit.gym")
    try:
        g = gym_mod.open_gym()
    except Exception:  # noqa: BLE001  (no gym under data/: generate a small one)
        ws = tmp_path_factory.mktemp("heldout_gym")
        try:
            from gymkit.prepare import prepare

            prepare(source="generate", objects=200, workspace=ws, progress=False)
        except Exception as e:  # noqa: BLE001
            pytest.skip(f"no gym under data/ and a generated one failed: {e}")
        g = gym_mod.open_gym(ws)
    yield g
    g.close()


@pytest.mark.slow
def test_rules_agent_plan_match_rate(gym: Any) -> None:
    from gymkit.agents import get_agent

    try:
        agent = get_agent("rules", gym=gym)
    except KeyError as e:
        pytest.skip(f"the rules agent is not registered yet: {e}")
    hits: dict[str, list[bool]] = defaultdict(list)
    failures = []
    cache: dict = {}
    for r in ROWS:
        env = gym.environment(r["environment"])
        try:
            plan = agent.plan(r["command"], env)
            calls, error = plan.calls, plan.error
        except Exception as e:  # noqa: BLE001  (a crash is a miss, and is listed)
            calls, error = [], f"crash: {type(e).__name__}: {e}"
        ok = bool(calls) and plan_match(r["ground_truth"], calls, env)
        present = "present" if text_values_in_gym(r, gym, cache) else "absent"
        keys = ("all", f"env:{r['environment']}", f"set:{r['set']}", f"phrasing:{r['phrasing']}")
        for key in (*keys, f"values:{present}"):
            hits[key].append(ok)
        if r["set"] == "edge_case_1":
            hits[f"behavior:{r['behavior']}"].append(ok)
        if not ok:
            failures.append((r, calls, error))
    print(f"\nheld-out plan match ({len(ROWS)} commands, agent rules):")
    for key in sorted(hits, key=lambda k: (k != "all", k)):
        v = hits[key]
        print(f"  {key:28s} {sum(v):3d}/{len(v):3d} = {sum(v) / len(v):.3f}")
    for r, calls, error in failures:
        print(f"  MISS {r['id']} [{r['environment']}/{r['set']}] {r['command']}")
        print("\n".join(miss_lines(r["ground_truth"], calls, error)))
    rate = sum(hits["all"]) / len(hits["all"])
    assert rate >= FLOOR, f"held-out plan-match rate {rate:.3f} is under the floor {FLOOR}"
