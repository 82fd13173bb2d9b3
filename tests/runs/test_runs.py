"""Runs: real runs of the oracle and of test agents on a real gym, stored in a real runs.duckdb."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gymkit
from gymkit.agents.base import AGENTS, Plan, register
from gymkit.engine.base import Result
from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.runs import Interrupted, RunStore, mcnemar_exact, redact, run, seed_calls
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

N_ASK = 40
SEED_ID = f"{ENV_ID}-b6-000"
SEED_OUTPUT = {
    "collection": "Repairs",
    "search_query": None,
    "filters": [{"property_name": "repairCode", "operator": "=", "value": "REP-09999"}],
}
SEED_CALL = {
    "collection_name": "Repairs",
    "text_property_filters": [
        {"property_name": "repairCode", "operator": "=", "value": "REP-09999"}
    ],
}
ROOT = Path(__file__).resolve().parents[2]


def write_run_snapshot(root: Path, n_ask: int = N_ASK) -> Path:
    """The tiny snapshot with `n_ask` ask_mode queries (unique commands) and a B6 retry case."""
    write_tiny_snapshot(root)
    env_dir = root / ENV_ID
    ask = pq.read_table(env_dir / "queries.parquet")
    base = ask.to_pylist()
    rows = [
        {
            **base[i % len(base)],
            "query_id": f"{ENV_ID}-{i:03d}",
            "command": f"{base[i % 2]['command']} (#{i})",
        }
        for i in range(n_ask)
    ]
    pq.write_table(pa.Table.from_pylist(rows, schema=ask.schema), env_dir / "queries.parquet")
    edge = pq.read_table(env_dir / "edge_case_1.parquet")
    b1 = edge.to_pylist()[0]
    b6 = {
        **b1,
        "query_id": SEED_ID,
        "behavior": "B6",
        "node": "retry",
        "command": 'Find the repair with repair code "REP-09999".',
        "value": "REP-09999",
        "expect": {**b1["expect"], "retry": "keep"},
        "relevant_ids": [],
        "seed_output": json.dumps(SEED_OUTPUT),
    }
    pq.write_table(
        pa.Table.from_pylist([b1, b6], schema=edge.schema), env_dir / "edge_case_1.parquet"
    )
    return root


@pytest.fixture(scope="module")
def gym_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("run_gym")
    snap = write_run_snapshot(root / "snap")
    prepare(source=str(snap), workspace=root / "ws", progress=False)
    return root / "ws" / "gym.duckdb"


@pytest.fixture
def ws(gym_template: Path, tmp_path: Path) -> Path:
    """A fresh workspace holding the prepared gym and no run store."""
    (tmp_path / "ws").mkdir()
    shutil.copy(gym_template, tmp_path / "ws" / "gym.duckdb")
    return tmp_path / "ws"


def total_queries(ws: Path) -> int:
    with open_gym(ws) as gym:
        return sum(len(gym.queries(s)) for s in gymkit.QUERY_SETS)


def store_rows(ws: Path, sql: str, params: list | None = None) -> list[tuple]:
    with RunStore(ws / "runs.duckdb").connect() as con:
        return con.execute(sql, params or []).fetchall()


# ---- test agents ---------------------------------------------------------------------------

TOOL_CALL = {
    "collection_name": "Gadgets",
    "text_property_filters": [{"property_name": "category", "operator": "=", "value": "tool"}],
}


@register("test-flaky")
class FlakyAgent:
    """By turns: crashes, answers malformed calls, refuses, or (twice) answers a fixed call."""

    name = "test-flaky"

    def __init__(self, gym=None, settings=None):
        self.n = 0
        self.settings = settings or {}

    def plan(self, command, environment):
        self.n += 1
        kind = self.n % 5
        if kind == 0:
            raise RuntimeError("the agent crashed")
        if kind == 1:
            return Plan(calls=["not a call", {"collection_name": "NoSuchCollection"}])
        if kind == 2:
            return Plan(error="refused")
        return Plan(calls=[TOOL_CALL], usage={"input_tokens": 10, "output_tokens": 5})


@register("test-recorder")
class RecorderAgent:
    """Records every plan and revise; revise answers `revision` (None keeps the plan)."""

    name = "test-recorder"

    def __init__(self, gym=None, revision=None, delay=0.0, concurrency=1, interrupt_after=None):
        self.plans: list[str] = []
        self.revisions: list[tuple] = []
        self.revision = revision
        self.delay = delay
        self.concurrency = concurrency
        self.interrupt_after = interrupt_after
        self.inflight = 0
        self.max_inflight = 0
        self.lock = threading.Lock()

    def plan(self, command, environment):
        with self.lock:
            self.plans.append(command)
            self.inflight += 1
            self.max_inflight = max(self.max_inflight, self.inflight)
            if self.interrupt_after is not None and len(self.plans) == self.interrupt_after:
                os.kill(os.getpid(), signal.SIGINT)
        time.sleep(self.delay)
        with self.lock:
            self.inflight -= 1
        return Plan(calls=[TOOL_CALL])

    def revise(self, command, environment, plan, results):
        self.revisions.append((command, plan.calls, results))
        return self.revision


def make(name: str, **options):
    """Build a test agent the way the runner does, keeping the instance for inspection."""
    agent = AGENTS[name](**options)
    return agent


def run_with(agent_obj, ws: Path, **kw):
    """run() with a prebuilt agent instance (registered under a per-test name)."""
    key = "test-instance"
    AGENTS[key] = lambda **_: agent_obj
    try:
        return run(key, workspace=ws, progress=False, name=kw.pop("name", "r"), **kw)
    finally:
        AGENTS.pop(key, None)


# ---- runs ----------------------------------------------------------------------------------


def test_oracle_run_passes_and_stores_every_query(ws: Path) -> None:
    summary = run("oracle", "all", workspace=ws, progress=False)
    assert summary["run"] == "oracle"
    assert set(summary["sets"]) == set(gymkit.QUERY_SETS)
    assert summary["sets"]["ask_mode"]["queries"] == N_ASK
    for set_name, m in summary["sets"].items():
        assert m["plan_accuracy"] == 1.0, set_name
        assert m["passed_accuracy"] == 1.0, set_name
        assert m["errors"] == 0
    n = total_queries(ws)
    assert store_rows(ws, 'SELECT count(*), count(DISTINCT ("set", query_id)) FROM predictions')[
        0
    ] == (n, n)
    assert store_rows(ws, "SELECT count(*) FROM scores WHERE run = 'oracle' AND passed")[0][0] == n
    assert store_rows(ws, "SELECT count(*) FROM sub_scores WHERE run = 'oracle'")[0][0] >= N_ASK
    status, tokens, errors, ended = store_rows(
        ws, "SELECT status, tokens, errors, ended FROM runs"
    )[0]
    assert (status, tokens, errors) == ("finished", 0, 0) and ended is not None


def test_the_gym_joins_predictions_to_queries(ws: Path) -> None:
    run("oracle", "ask_mode", workspace=ws, progress=False)
    with open_gym(ws) as gym:
        df = gym.sql(
            "SELECT q.query_id, q.command, s.passed FROM runs.predictions p "
            'JOIN main.ask_mode q USING (query_id) JOIN runs.scores s USING (run, "set", query_id)'
        )
    assert len(df) == N_ASK and df["passed"].all()


def test_agent_crashes_and_malformed_calls_are_scored_and_the_run_goes_on(ws: Path) -> None:
    summary = run("test-flaky", "ask_mode", workspace=ws, progress=False)
    m = summary["sets"]["ask_mode"]
    assert m["queries"] == N_ASK
    # a fifth crash and a fifth refuse: both are errors; malformed calls are not errors
    assert m["errors"] == 2 * N_ASK // 5
    rows = store_rows(
        ws,
        "SELECT p.error, p.calls, s.passed, s.plan_match, s.error_labels FROM predictions p "
        'JOIN scores s USING (run, "set", query_id) ORDER BY p.created',
    )
    assert len(rows) == N_ASK
    crashed = [r for r in rows if r[0] and "crashed" in r[0]]
    assert len(crashed) == N_ASK // 5
    assert all(r[0] == "plan: RuntimeError: the agent crashed" and r[2] is False for r in crashed)
    malformed = [r for r in rows if r[0] is None and "not a call" in r[1]]
    assert len(malformed) == N_ASK // 5
    assert all(r[2] is False and r[3] is False and r[4] for r in malformed)
    # the fixed call is right for the 'tool category' query and wrong for the other
    good = [r for r in rows if r[0] is None and "not a call" not in r[1]]
    assert {r[2] for r in good} == {True, False}
    status, tokens, errors = store_rows(ws, "SELECT status, tokens, errors FROM runs")[0]
    assert (status, tokens, errors) == ("finished", 15 * (2 * N_ASK // 5), 2 * N_ASK // 5)


def test_seed_output_becomes_the_plan_of_the_retry_turn(ws: Path) -> None:
    agent = make("test-recorder")
    run_with(agent, ws, sets="edge_case_1")
    with open_gym(ws) as gym:
        seed_row = next(r for r in gym.queries("edge_case_1") if r["query_id"] == SEED_ID)
    assert seed_row["command"] not in agent.plans  # no first turn: the seed stands in for it
    seeded = [r for r in agent.revisions if r[0] == seed_row["command"]]
    assert len(seeded) == 1
    _, calls, results = seeded[0]
    assert calls == [SEED_CALL]
    assert len(results) == 1 and isinstance(results[0], Result) and results[0].value == []
    stored = store_rows(
        ws, "SELECT calls, revised, first_calls FROM predictions WHERE query_id = ?", [SEED_ID]
    )
    assert (json.loads(stored[0][0]), stored[0][1], stored[0][2]) == ([SEED_CALL], False, None)


def test_a_revision_replaces_the_plan_and_keeps_the_first(ws: Path) -> None:
    search = {"collection_name": "Repairs", "search_query": "REP-09999"}
    agent = make("test-recorder", revision=Plan(calls=[search], usage={"total_tokens": 7}))
    run_with(agent, ws, sets="edge_case_1")
    calls, revised, first, usage = store_rows(
        ws,
        "SELECT calls, revised, first_calls, usage FROM predictions WHERE query_id = ?",
        [SEED_ID],
    )[0]
    assert json.loads(calls) == [search] and revised is True
    assert json.loads(first) == [SEED_CALL] and json.loads(usage) == {"total_tokens": 7}
    # every query got its retry turn with one result per call of its plan
    assert all(len(res) == len(c) for _, c, res in agent.revisions)
    assert len(agent.revisions) == 2


def test_seed_calls_put_each_filter_in_its_typed_list() -> None:
    with pytest.raises(GymError, match="not a property of Repairs"):
        seed_calls(
            {"collection": "Repairs", "filters": [{"property_name": "nope", "operator": "="}]},
            _env(),
        )
    seed = {
        "collection": "Gadgets",
        "search_query": "red",
        "filters": [
            {"property_name": "weightGrams", "operator": ">", "value": 100},
            {"property_name": "tags", "operator": "CONTAINS_ANY", "value": ["red"]},
            {"property_name": "builtDate", "operator": "<", "value": "2024-06-01"},
        ],
    }
    assert seed_calls(json.dumps(seed), _env()) == [
        {
            "collection_name": "Gadgets",
            "search_query": "red",
            "numeric_property_filters": [
                {"property_name": "weightGrams", "operator": ">", "value": 100}
            ],
            "array_property_filters": [
                {"property_name": "tags", "operator": "CONTAINS_ANY", "values": ["red"]}
            ],
            "date_property_filters": [
                {"property_name": "builtDate", "operator": "<", "value": "2024-06-01"}
            ],
        }
    ]


def _env():
    from tests.tiny_snapshot import TINY_ENV

    return TINY_ENV


def test_a_finished_run_reprints_its_summary_without_rerunning(ws: Path) -> None:
    first = run_with(make("test-recorder"), ws, sets="ask_mode")
    again = make("test-recorder")
    assert run_with(again, ws, sets="ask_mode") == first
    assert again.plans == []
    forced = make("test-recorder")
    assert run_with(forced, ws, sets="ask_mode", force=True) == first
    assert len(forced.plans) == N_ASK
    assert store_rows(ws, "SELECT count(*) FROM predictions")[0][0] == N_ASK


@pytest.mark.parametrize("concurrency", [1, 4])
def test_sigint_stops_after_the_queries_in_flight_and_a_rerun_resumes(
    ws: Path, concurrency: int
) -> None:
    agent = make("test-recorder", interrupt_after=7, concurrency=concurrency, delay=0.02)
    with pytest.raises(Interrupted, match="interrupted after [0-9]+ of"):
        run_with(agent, ws, sets="ask_mode")
    assert store_rows(ws, "SELECT status FROM runs")[0][0] == "interrupted"
    # every query planned (the one in flight when SIGINT came included) was written
    planned = len(agent.plans)
    assert 7 <= planned <= 7 + concurrency
    assert store_rows(ws, "SELECT count(*) FROM predictions")[0][0] == planned
    rest = make("test-recorder")
    summary = run_with(rest, ws, sets="ask_mode")
    assert len(rest.plans) == N_ASK - planned and not set(rest.plans) & set(agent.plans)
    assert summary["sets"]["ask_mode"]["queries"] == N_ASK
    assert store_rows(ws, "SELECT status FROM runs")[0][0] == "finished"
    assert store_rows(ws, "SELECT count(*), count(DISTINCT query_id) FROM scores")[0] == (
        N_ASK,
        N_ASK,
    )


@pytest.mark.slow
@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(stop_at=st.integers(1, N_ASK), concurrency=st.integers(1, 4))
def test_any_interruption_then_resume_stores_each_query_once(
    ws: Path, stop_at: int, concurrency: int
) -> None:
    (ws / "runs.duckdb").unlink(missing_ok=True)
    first = make("test-recorder", interrupt_after=stop_at, concurrency=concurrency)
    try:
        run_with(first, ws, sets="ask_mode")
    except Interrupted:
        pass
    rest = make("test-recorder", concurrency=concurrency)
    run_with(rest, ws, sets="ask_mode")
    assert sorted(first.plans + rest.plans) == sorted(set(first.plans + rest.plans))
    assert len(first.plans) + len(rest.plans) == N_ASK
    assert store_rows(ws, "SELECT count(*), count(DISTINCT query_id) FROM scores")[0] == (
        N_ASK,
        N_ASK,
    )


def test_concurrent_agents_plan_in_parallel_and_store_each_query_once(ws: Path) -> None:
    agent = make("test-recorder", delay=0.1, concurrency=4)
    summary = run_with(agent, ws, sets="ask_mode")
    assert 1 < agent.max_inflight <= 4  # several plans were in flight at once, never more than 4
    assert summary["sets"]["ask_mode"]["queries"] == N_ASK
    assert store_rows(ws, "SELECT count(DISTINCT query_id), count(*) FROM predictions")[0] == (
        N_ASK,
        N_ASK,
    )


def test_resuming_with_another_agent_is_refused(ws: Path) -> None:
    run("oracle", "search_mode", workspace=ws, progress=False, name="mine")
    with pytest.raises(GymError, match="was made with agent 'oracle'"):
        run("test-flaky", "search_mode", workspace=ws, progress=False, name="mine")


def test_settings_never_store_secrets(ws: Path) -> None:
    secret = "sk-THIS-MUST-NOT-BE-STORED"
    settings = {
        "api_key": secret,
        "nested": {"Auth_Token": secret, "temperature": 0.2},
        "password": secret,
    }
    run(
        "test-flaky",
        "search_mode",
        workspace=ws,
        progress=False,
        agent_options={"settings": settings},
    )
    raw = store_rows(ws, "SELECT settings FROM runs")[0][0]
    assert secret not in raw
    assert json.loads(raw)["agent"]["nested"]["temperature"] == 0.2


class KeyHolder:
    name = "test-key-holder"

    def __init__(self, gym=None):
        self.api_key = "sk-ATTRIBUTE-SECRET"
        self.model = "tiny-model"
        self.temperature = 0.0
        self.gym = gym

    def plan(self, command, environment):
        return Plan(calls=[TOOL_CALL])


def test_plain_agent_attributes_are_stored_redacted_and_name_the_run(ws: Path) -> None:
    AGENTS["test-key-holder"] = KeyHolder
    try:
        summary = run("test-key-holder", "search_mode", workspace=ws, progress=False)
    finally:
        AGENTS.pop("test-key-holder")
    assert summary["run"] == "test-key-holder-tiny-model"  # an agent with a model: name-model
    model, raw = store_rows(ws, "SELECT model, settings FROM runs")[0]
    assert model == "tiny-model" and "sk-ATTRIBUTE-SECRET" not in raw
    assert json.loads(raw)["agent"] == {"api_key": "***", "model": "tiny-model", "temperature": 0.0}


SECRET_NAMES = st.sampled_from(
    ["api_key", "KEY", "token", "x_secret", "Password", "aws_access_key_id"]
)
PLAIN_NAMES = st.sampled_from(["model", "temperature", "base_url", "n", "retries"])
TREES = st.recursive(
    st.text(max_size=5) | st.integers(),
    lambda kids: (
        st.lists(kids, max_size=3) | st.dictionaries(SECRET_NAMES | PLAIN_NAMES, kids, max_size=4)
    ),
    max_leaves=15,
)


@given(TREES)
def test_redact_hides_every_secret_key_and_keeps_the_rest(tree) -> None:
    out = redact(tree)

    def walk(a, b):
        if isinstance(a, dict):
            assert set(a) == set(b)
            for k in a:
                if any(w in k.lower() for w in ("key", "token", "secret", "password")):
                    assert b[k] == "***"
                else:
                    walk(a[k], b[k])
        elif isinstance(a, list):
            assert len(a) == len(b)
            for x, y in zip(a, b):
                walk(x, y)
        else:
            assert a == b

    walk(tree, out)


@given(st.integers(0, 60), st.integers(0, 60))
def test_mcnemar_exact_is_a_symmetric_p_value(b: int, c: int) -> None:
    p = mcnemar_exact(b, c)
    assert 0 < p <= 1 and p == mcnemar_exact(c, b)
    if b == c:
        assert p == 1.0
    assert mcnemar_exact(0, 6) == pytest.approx(2 / 64)


# ---- the CLI -------------------------------------------------------------------------------


def gymkit_cli(
    *args: str, env: dict | None = None, timeout: float = 120
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
    )


def test_json_summary_is_one_object_matching_the_contract(ws: Path) -> None:
    out = gymkit_cli("run", "--agent", "oracle", "--set", "all", "--json", "-w", str(ws))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    summary = json.loads(lines[0])
    assert summary["run"] == "oracle" and set(summary["sets"]) == set(gymkit.QUERY_SETS)
    for m in summary["sets"].values():
        assert isinstance(m["queries"], int) and m["queries"] > 0
        for k in ("plan_accuracy", "result_accuracy"):
            assert 0 <= m[k] <= 1
    # again: the finished run re-prints the same summary
    again = gymkit_cli("run", "--agent", "oracle", "--set", "all", "--json", "-w", str(ws))
    assert json.loads(again.stdout) == summary


def test_compare_prints_the_paired_comparison(ws: Path) -> None:
    run("oracle", "ask_mode", workspace=ws, progress=False)
    run("test-flaky", "ask_mode", workspace=ws, progress=False)
    from gymkit.runs import compare, compare_command

    result = compare(RunStore(ws / "runs.duckdb"), "oracle", "test-flaky")
    m = result["sets"]["ask_mode"]
    assert m["queries"] == N_ASK and m["a"] == 1.0 and m["b"] < 0.5
    assert m["wins"] == round(N_ASK * (1 - m["b"])) and m["losses"] == 0
    assert m["p_value"] < 0.001
    compare_command("oracle", "test-flaky", workspace=ws)
    with pytest.raises(GymError, match="no run named 'nobody'.*known runs: oracle, test-flaky"):
        compare_command("oracle", "nobody", workspace=ws)


@pytest.mark.parametrize(
    "args, message",
    [
        (["run", "--agent", "no-such-agent"], "unknown agent 'no-such-agent'"),
        (["run", "--agent", "oracle", "--set", "bogus"], "unknown query set 'bogus'"),
        (["run", "--agent", "oracle", "--env", "atlantis"], "unknown environment 'atlantis'"),
        (["compare", "a", "b"], "no run store here yet"),
    ],
)
def test_cli_errors_are_one_line_messages(
    ws: Path, args: list[str], message: str, capsys, monkeypatch
) -> None:
    from gymkit.cli import main

    monkeypatch.setattr(sys, "argv", ["gymkit", *args, "-w", str(ws)])
    with pytest.raises(SystemExit) as exc:
        main()
    assert exc.value.code == 1
    err = capsys.readouterr().err
    assert err.startswith("gymkit: ") and message in err and "Traceback" not in err


def test_no_gym_yet_says_run_gymkit_data_first(tmp_path: Path) -> None:
    out = gymkit_cli("run", "--agent", "oracle", "-w", str(tmp_path / "empty"))
    assert out.returncode == 1
    assert "gymkit data" in out.stderr and "Traceback" not in out.stderr


def test_a_scorer_crash_keeps_the_answer_and_the_next_call_scores_it(ws: Path, monkeypatch) -> None:
    import gymkit.scoring

    real = gymkit.scoring.score
    victim = f"{ENV_ID}-005"

    def flaky_score(set_name, row, calls, error, gym):
        if row["query_id"] == victim:
            raise ValueError("scorer bug")
        return real(set_name, row, calls, error, gym)

    monkeypatch.setattr(gymkit.scoring, "score", flaky_score)
    summary = run("oracle", "ask_mode", workspace=ws, progress=False)
    assert summary["sets"]["ask_mode"]["unscored"] == 1
    assert store_rows(ws, "SELECT count(*) FROM predictions")[0][0] == N_ASK
    monkeypatch.setattr(gymkit.scoring, "score", real)
    summary = run("oracle", "ask_mode", workspace=ws, progress=False)
    assert "unscored" not in summary["sets"]["ask_mode"]
    assert store_rows(ws, "SELECT passed FROM scores WHERE query_id = ?", [victim]) == [(True,)]


def test_a_run_grows_by_set_and_is_finished_when_all_are_stored(ws: Path) -> None:
    agent = make("test-recorder")
    first = run_with(agent, ws, sets="search_mode")
    assert list(first["sets"]) == ["search_mode"]
    second = run_with(agent, ws, sets="ask_mode,edge_case_1")
    assert list(second["sets"]) == ["ask_mode", "edge_case_1"]
    settings, status = store_rows(ws, "SELECT settings, status FROM runs")[0]
    assert json.loads(settings)["sets"] == ["search_mode", "ask_mode", "edge_case_1"]
    assert status == "finished"
    assert len(agent.plans) == total_queries(ws) - 1  # the seeded retry case is not planned


@pytest.mark.slow
def test_oracle_and_a_test_agent_on_a_generated_gym(tmp_path: Path) -> None:
    ws = tmp_path / "gen"
    prepare(source="generate", objects=200, workspace=ws, progress=False)
    summary = run("oracle", "all", workspace=ws, progress=False)
    with open_gym(ws) as gym:
        sizes = {s: len(gym.queries(s)) for s in gymkit.QUERY_SETS}
        retry_ids = {r["query_id"] for r in gym.queries("edge_case_1") if r.get("seed_output")}
    assert {s: m["queries"] for s, m in summary["sets"].items()} == sizes
    for s in ("ask_mode", "search_mode"):
        assert summary["sets"][s]["plan_accuracy"] == 1.0
        assert summary["sets"][s]["result_accuracy"] == 1.0
    n = sum(sizes.values())
    assert store_rows(ws, 'SELECT count(*), count(DISTINCT ("set", query_id)) FROM scores')[0] == (
        n,
        n,
    )
    assert store_rows(ws, "SELECT count(*) FROM predictions WHERE error IS NOT NULL")[0][0] == 0
    # every retry case started from its seed_output and got the oracle's retry turn
    seeded = store_rows(ws, "SELECT query_id FROM predictions WHERE first_calls IS NOT NULL")
    assert retry_ids and {q for (q,) in seeded} == retry_ids
    flaky = run("test-flaky", "ask_mode", ["public-transit"], workspace=ws, progress=False)
    m = flaky["sets"]["ask_mode"]
    assert m["queries"] == 50 and m["errors"] == 20 and m["plan_accuracy"] < 0.5
