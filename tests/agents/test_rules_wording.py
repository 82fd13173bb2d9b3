"""The rules agent's wording rules (issues #20 and #27), each on several paraphrases, the trace
of the words it did not use, and the blind set v2's file (tests/data/blind_v2_commands.jsonl) and
its new-domain environment."""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from gymkit.agents.rules import MAX_COMMAND_CHARS, RulesAgent
from gymkit.call import canonical, check_call, parse_call, validate_call
from gymkit.schema import read_schema
from tests.agents.rules_cases import IL
from tests.agents.rules_counting_cases import COUNTING_CASES
from tests.agents.rules_fixtures import ENVIRONMENTS, FakeGym
from tests.agents.rules_multipart_cases import MULTIPART_CASES
from tests.agents.rules_paraphrase_cases import FF, MK, PARAPHRASE_CASES
from tests.agents.rules_wording_cases import WORDING_CASES

DATA = Path(__file__).resolve().parents[1] / "data"
BLIND = DATA / "blind_v2_commands.jsonl"
GENERATED_ENVS = {"public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare"}


@pytest.fixture(scope="module")
def agent() -> RulesAgent:
    return RulesAgent(gym=FakeGym())


def _canon(calls: list[dict]) -> list[str]:
    return sorted(repr(canonical(parse_call(c))) for c in calls)


# the wording rules of issues #20 and #27, the multi-part rules, and session 11's counting rules
RULE_CASES = [
    *(pytest.param(*c, id=f"wording: {c[1][:60]}") for c in WORDING_CASES),
    *(pytest.param(*c, id=f"multipart: {c[1][:60]}") for c in MULTIPART_CASES),
    *(pytest.param(*c, id=f"counting: {c[1][:60]}") for c in COUNTING_CASES),
]


@pytest.mark.parametrize(("env", "command", "expected"), RULE_CASES)
def test_wording_rules(agent: RulesAgent, env: str, command: str, expected: list[dict]) -> None:
    plan = agent.plan(command, ENVIRONMENTS[env])
    assert plan.error is None
    assert _canon(plan.calls) == _canon(expected), plan.trace


@pytest.mark.parametrize(
    ("env", "command", "expected"), PARAPHRASE_CASES, ids=[c[1][:60] for c in PARAPHRASE_CASES]
)
def test_paraphrase_rules(agent: RulesAgent, env: str, command: str, expected: list[dict]) -> None:
    plan = agent.plan(command, ENVIRONMENTS[env])
    assert plan.error is None
    assert _canon(plan.calls) == _canon(expected), plan.trace
    for c in plan.calls:
        assert check_call(parse_call(c), ENVIRONMENTS[env]) == [], c


# 9. The trace lists the words that produced nothing, too: inside a request (per call) and
# those of a part that became no request (call None).
@pytest.mark.parametrize(
    ("env", "command", "ignored"),
    [
        (IL, "List the tattered loans with a late fee over 5 dollars.", "tattered"),
        (FF, "Which screenings happen after 2026-05-01 at Harbor Hall?", "happen"),
        (MK, "Show checkouts with a deposit above 20 dollars, pronto.", "pronto"),
    ],
)
def test_the_trace_names_the_words_a_request_did_not_use(
    agent: RulesAgent, env: str, command: str, ignored: str
) -> None:
    plan = agent.plan(command, ENVIRONMENTS[env])
    lines = [t for t in plan.trace if t["produced"] == "nothing (words not used)"]
    assert [t["call"] for t in lines] == [0]
    assert ignored in lines[0]["words"].split(", ")
    for t in plan.trace:  # every traced word is the command's
        assert all(w in command for w in t["words"].split(", "))


def test_the_trace_names_a_part_that_became_no_request(agent: RulesAgent) -> None:
    command = "Which films run under 90 minutes? Cheers, Marguerite."
    plan = agent.plan(command, ENVIRONMENTS[FF])
    assert len(plan.calls) == 1
    [line] = [t for t in plan.trace if t["call"] is None]
    assert line["produced"] == "nothing (in no request)"
    assert "Cheers" in line["words"].split(", ")


def test_a_fully_used_command_lists_no_ignored_words(agent: RulesAgent) -> None:
    plan = agent.plan("Screenings with more than 200 seats sold.", ENVIRONMENTS[FF])
    assert not [t for t in plan.trace if t["produced"].startswith("nothing")]


def test_a_contains_filter_is_traced_to_the_property_and_the_word(agent: RulesAgent) -> None:
    command = "Find donations whose processing notes mention 'chargeback'."
    plan = agent.plan(command, ENVIRONMENTS["nonprofits"])
    [line] = [t for t in plan.trace if "LIKE" in t["produced"]]
    assert line["words"] == "processing notes mention 'chargeback"
    assert "processingNotes LIKE '%chargeback%'" in line["produced"]
    assert "search_query" not in plan.calls[0]


def test_an_unquoted_or_unnamed_word_is_still_searched(agent: RulesAgent) -> None:
    """No property named: the value may sit in any prose, so it is searched (the card's B2)."""
    plan = agent.plan("Find donations mentioning 'chargeback'.", ENVIRONMENTS["nonprofits"])
    [c] = plan.calls
    assert c.get("search_query") and "text_property_filters" not in c


# ---- planning time against the command's length (issue #17, item 3) -------------------------


@pytest.mark.slow
def test_a_300_kb_command_plans_in_seconds(agent: RulesAgent) -> None:
    command = ("Which charities about river cleanups were founded after 2010? " * 5000)[:300_000]
    t0 = time.process_time()  # CPU time: other processes on the machine do not count
    plan = agent.plan(command, ENVIRONMENTS["nonprofits"])
    elapsed = time.process_time() - t0
    assert plan.error is None and plan.calls
    assert elapsed < 60, f"planning 300 KB took {elapsed:.1f} s of CPU"


def test_a_command_over_the_limit_is_refused_at_once_in_one_line(agent: RulesAgent) -> None:
    command = "donations over 100 " * (MAX_COMMAND_CHARS // 19 + 2)
    t0 = time.perf_counter()
    plan = agent.plan(command, ENVIRONMENTS["nonprofits"])
    assert time.perf_counter() - t0 < 1
    assert plan.calls == [] and "\n" not in plan.error
    assert f"{MAX_COMMAND_CHARS:,}" in plan.error and "split it" in plan.error


@pytest.mark.slow
def test_planning_time_grows_linearly(agent: RulesAgent) -> None:
    """Doubling the command about doubles the time (quadratic would quadruple it)."""
    env = ENVIRONMENTS["nonprofits"]
    agent.plan("donations over 100", env)

    def timed(size: int) -> float:
        command = ("donations over 100 and campaigns about food " * (size // 40 + 1))[:size]
        best = float("inf")
        for _ in range(2):
            t0 = time.perf_counter()
            agent.plan(command, env)
            best = min(best, time.perf_counter() - t0)
        return best

    small, large = timed(20_000), timed(80_000)
    assert large < 8 * small + 0.5, f"20 KB {small:.2f} s, 80 KB {large:.2f} s"


# ---- the blind set v2 file -------------------------------------------------------------------


def _rows() -> list[dict]:
    return [json.loads(x) for x in BLIND.read_text(encoding="utf-8").splitlines() if x.strip()]


def _seed_libraries():
    sys.path.insert(0, str(DATA))
    import build_seed_libraries

    return build_seed_libraries


def test_blind_rows_are_well_formed() -> None:
    rows = _rows()
    assert len(rows) >= 100
    assert len({r["query_id"] for r in rows}) == len(rows)
    per_env = Counter(r["environment"] for r in rows)
    assert set(per_env) >= GENERATED_ENVS | {"seed-libraries"}, per_env
    assert set(Counter(r["phrasing"] for r in rows)) == {"explicit", "conversational"}
    for r in rows:
        assert set(r) == {"query_id", "environment", "phrasing", "command", "ground_truth"}, r
        assert 1 <= len(r["ground_truth"]) <= 3, r["query_id"]
        assert 15 <= len(r["command"]) <= 240, f"{r['query_id']}: not in the published style"


def test_blind_ground_truths_validate_and_use_the_commands_values() -> None:
    from gymkit.generate.blueprints import environment

    seed = _seed_libraries()
    envs = {e: environment(e) for e in GENERATED_ENVS}
    envs["seed-libraries"] = read_schema_from_dict(seed.SCHEMA)
    for r in _rows():
        for raw in r["ground_truth"]:
            call = validate_call(raw, envs[r["environment"]])
            assert call.to_dict() == raw, f"{r['query_id']}: write {call.to_json()}"
            for f in call.filters():
                values = f.value if isinstance(f.value, list) else [f.value]
                for v in values:
                    if isinstance(v, str) and not v[:4].isdigit():
                        assert v.strip("%*").lower() in r["command"].lower(), r["query_id"]


def read_schema_from_dict(data: dict):
    from gymkit.schema import environment_from_dict

    return environment_from_dict(data, env_id=data["id"])


def test_the_new_domain_is_deterministic_and_holds_the_sets_values(tmp_path: Path) -> None:
    seed = _seed_libraries()
    a, b = seed.build_objects(240), seed.build_objects(240)
    assert a == b
    out = seed.build(tmp_path / "snap")
    env = read_schema(out / "seed-libraries" / "schema.json", env_id="seed-libraries")
    assert [c.name for c in env.collections] == ["SeedVarieties", "LibraryBranches", "SeedLoans"]
    held = {
        (coll, p): {str(o[p]) for o in objs}
        for coll, objs in a.items()
        for p in objs[0]
        if isinstance(objs[0][p], str)
    }
    for r in (r for r in _rows() if r["environment"] == "seed-libraries"):
        for raw in r["ground_truth"]:
            for f in raw.get("text_property_filters", []):
                if f["operator"] == "=":
                    key = (raw["collection_name"], f["property_name"])
                    assert f["value"] in held[key], f"{r['query_id']}: {f['value']} not in data"


@pytest.mark.slow
def test_rules_agent_on_the_blind_set(tmp_path: Path) -> None:
    """The rules agent's exact plan match on blind set v2 (a generated gym, seed 0, and the new
    domain): at least 0.9 overall and on the new domain (measured 0.992 and 0.967)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import bench_blind

    gyms = bench_blind.open_gyms(None, base=tmp_path)
    hits, misses, _ = bench_blind.measure(bench_blind.load_rows(), gyms, "rules")
    rate = sum(hits["all"]) / len(hits["all"])
    new = hits["domain:new domain"]
    shown = [(r["query_id"], r["command"]) for r, _, _ in misses]
    assert rate >= 0.9 and sum(new) / len(new) >= 0.9, shown
