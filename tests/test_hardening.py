"""Issue #17's reproductions: each hostile input ends in one line (or a result), no run is left
unable to finish, no damaged file breaks the gym. Real gym, real runs.duckdb, real subprocesses.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from gymkit import limits
from gymkit.agents.base import AGENTS, Plan
from gymkit.call import CallError, parse_call
from gymkit.engine.cli import execute_stdin
from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.runs import RunStore, RunStoreError, run
from gymkit.sources.folder import SnapshotError, open_snapshot
from tests.runs import test_runs
from tests.runs.test_runs import ROOT, write_run_snapshot
from tests.tiny_snapshot import ENV_ID, TINY_ENV

gym_template = test_runs.gym_template  # the module-scoped prepared gym, shared as a fixture

SURROGATE_CALL = {
    "collection_name": "Repairs",
    "text_property_filters": [{"property_name": "repairCode", "operator": "=", "value": "\ud800"}],
}


@pytest.fixture
def ws(gym_template: Path, tmp_path: Path) -> Path:
    (tmp_path / "ws").mkdir()
    shutil.copy(gym_template, tmp_path / "ws" / "gym.duckdb")
    return tmp_path / "ws"


def gymkit_cli(*args: str, stdin: str | bytes = "", env: dict | None = None, **kw):
    """`gymkit ARGS` as a real subprocess: (returncode, stdout, stderr)."""
    data = stdin.encode("utf-8", "surrogatepass") if isinstance(stdin, str) else stdin
    p = subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *args],
        input=data,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        timeout=kw.get("timeout", 120),
    )
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def assert_one_line_error(err: str) -> str:
    """stderr holds no traceback and ends in one short `gymkit: ...` line."""
    assert "Traceback" not in err, err[-3000:]
    last = err.strip().splitlines()[-1]
    assert last.startswith("gymkit: ") and len(last) < 1200, last[:2000]
    return last


def execute_text(ws: Path, text: str | bytes) -> str:
    """`gymkit execute` in-process: its stdout, or the GymError it raises."""
    stream = io.BytesIO(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    out = io.StringIO()
    with open_gym(ws) as gym:
        execute_stdin(ENV_ID, gym, stdin=stream, stdout=out)
    return out.getvalue()


# ---- 1. lone surrogates and NUL ----------------------------------------------------------


@pytest.mark.parametrize(
    "value, says",
    [("\ud800", "lone surrogate (\\ud800)"), ("a\x00b", "NUL character"), ("x\udfff", "\\udfff")],
)
def test_text_that_cannot_be_stored_is_refused_at_validation_with_its_field(value, says) -> None:
    call = {**SURROGATE_CALL, "text_property_filters": [{**SURROGATE_CALL["text_property_filters"][0], "value": value}]}  # fmt: skip
    with pytest.raises(CallError) as e:
        parse_call(call)
    assert e.value.field == "text_property_filters[0].value"
    assert says in str(e.value)
    with pytest.raises(CallError, match="search_query: holds a NUL"):
        parse_call({"collection_name": "Repairs", "search_query": "a\x00"})
    with pytest.raises(CallError, match="a key holds a lone surrogate"):
        parse_call({"collection_name": "Repairs", "\udc00": 1})


def test_execute_answers_a_surrogate_value_with_one_json_line(ws: Path) -> None:
    text = json.dumps(SURROGATE_CALL)  # ASCII JSON: "\ud800" as an escape, as the issue sends it
    assert "\\ud800" in text
    rc, out, err = gymkit_cli("execute", "--env", ENV_ID, "-w", str(ws), stdin=text)
    assert rc == 0 and "Traceback" not in err, err
    assert json.loads(out) == {
        "error": "holds a lone surrogate (\\ud800), which is not Unicode text; "
        "send the character it stands for",
        "field": "text_property_filters[0].value",
    }


@pytest.fixture
def surrogate_agent():
    """An agent answering a call with a lone surrogate, an error and a trace holding them too."""

    class Agent:
        name = "test-surrogate"

        def plan(self, command, environment):
            if "#1)" in command:
                return Plan(error="model said \ud83d and \x00", trace=[{"raw": "\udc00\x00"}])
            return Plan(calls=[SURROGATE_CALL], trace=[{"raw": "\ud800"}])

    AGENTS["test-surrogate"] = lambda **_: Agent()
    yield "test-surrogate"
    AGENTS.pop("test-surrogate", None)


def test_a_run_scores_a_surrogate_answer_invalid_and_goes_on(ws: Path, surrogate_agent) -> None:
    summary = run(surrogate_agent, "ask_mode", workspace=ws, progress=False, flush_seconds=0)
    m = summary["sets"]["ask_mode"]
    assert m["queries"] == test_runs.N_ASK and m["plan_accuracy"] == 0.0
    store = RunStore(ws / "runs.duckdb")
    preds = {p.query_id: p for p in store.predictions(surrogate_agent)}
    assert len(preds) == test_runs.N_ASK
    p0 = preds[f"{ENV_ID}-000"]
    assert p0.calls[0]["text_property_filters"][0]["value"] == "\\ud800"  # stored as text
    assert preds[f"{ENV_ID}-001"].error == "model said \\ud83d and \x00"
    scores = store.frame("scores", surrogate_agent)
    assert not scores["plan_match"].any()
    assert store.get_run(surrogate_agent)["status"] == "finished"
    assert store.get_run(surrogate_agent)["errors"] == 1


def test_a_run_resumes_after_a_cached_surrogate_response(ws: Path, tmp_path: Path) -> None:
    """The issue's run that could never finish: the model's answer (cached) holds a surrogate."""
    from tests.agents.fake_openai_server import FakeOpenAI, tool_call_response

    args = json.dumps(SURROGATE_CALL)  # the tool arguments carry the escape "\ud800"
    options = {"base_url": "", "api_key": "sk-test", "cache_dir": tmp_path / "cache"}
    with FakeOpenAI(handler=lambda body: tool_call_response([args])) as server:
        options["base_url"] = server.base_url
        first = run("openai", "ask_mode", model="m", workspace=ws, progress=False,
                    agent_options=options)  # fmt: skip
        asked = len(server.requests)
    assert asked >= test_runs.N_ASK and first["sets"]["ask_mode"]["queries"] == test_runs.N_ASK
    # the server is gone: a run started over is answered from the cache alone, and finishes
    again = run("openai", "ask_mode", model="m", workspace=ws, progress=False,
                agent_options=options, force=True)  # fmt: skip
    assert again["sets"]["ask_mode"]["queries"] == test_runs.N_ASK
    assert again["sets"]["ask_mode"]["errors"] == 0


# ---- 2. a damaged runs.duckdb --------------------------------------------------------------


def damage(path: Path, kind: str, good: Path | None = None) -> None:
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "random":
        path.write_bytes(os.urandom(300_000))
    elif kind == "truncated":
        path.write_bytes(good.read_bytes()[:100])
    elif kind == "half":
        data = good.read_bytes()
        path.write_bytes(data[: len(data) // 2])


@pytest.fixture(scope="module")
def good_store(gym_template: Path, tmp_path_factory) -> Path:
    """A real run store holding the oracle's run (to truncate)."""
    root = tmp_path_factory.mktemp("good_store")
    shutil.copy(gym_template, root / "gym.duckdb")
    run("oracle", "all", workspace=root, progress=False)
    with duckdb.connect(str(root / "runs.duckdb")) as con:
        con.execute("CHECKPOINT")
    return root / "runs.duckdb"


def set_aside_files(ws: Path) -> list[Path]:
    return sorted(ws.glob("runs.duckdb.corrupt-*"))


@pytest.mark.parametrize("kind", ["empty", "truncated", "random", "half"])
def test_a_damaged_store_is_set_aside_at_once_and_the_gym_keeps_working(
    ws: Path, good_store: Path, kind: str, capfd
) -> None:
    damage(ws / "runs.duckdb", kind, good_store)
    gym = open_gym(ws)
    try:
        t0 = time.monotonic()
        assert gym.sql("select 1 as x")["x"].tolist() == [1]
        assert time.monotonic() - t0 < 3  # no 10 s wait for a "writer" that does not exist
    finally:
        gym.close()
    moved = set_aside_files(ws)
    assert len(moved) == 1 and not (ws / "runs.duckdb").exists()
    err = capfd.readouterr().err
    assert f"{ws / 'runs.duckdb'} is damaged" in err and moved[0].name in err
    assert len(err.strip().splitlines()) == 1
    summary = run("oracle", "edge_case_1", workspace=ws, progress=False)  # a new store, at once
    assert summary["sets"]["edge_case_1"]["passed_accuracy"] == 1.0


@pytest.mark.parametrize("kind", ["empty", "half"])
def test_a_run_store_object_sets_a_damaged_file_aside_before_reading(
    ws: Path, good_store: Path, kind: str
) -> None:
    damage(ws / "runs.duckdb", kind, good_store)
    store = RunStore(ws / "runs.duckdb")
    assert store.get_run("oracle") is None and store.list_runs() == []
    assert len(set_aside_files(ws)) == 1
    store.init()  # a writer starts a new one
    assert store.list_runs() == []


def test_gymkit_run_on_a_half_truncated_store_gives_no_traceback(
    ws: Path, good_store: Path
) -> None:
    damage(ws / "runs.duckdb", "half", good_store)
    rc, out, err = gymkit_cli("run", "--agent", "oracle", "--set", "edge_case_1", "--json",
                              "-w", str(ws))  # fmt: skip
    assert rc == 0 and "Traceback" not in err, err
    assert json.loads(out)["sets"]["edge_case_1"]["queries"] == 2
    assert "is damaged" in err and len(set_aside_files(ws)) == 1


@pytest.mark.slow  # renders the report notebooks (about 30 s)
def test_gymkit_report_on_a_half_truncated_store_gives_no_traceback(
    ws: Path, good_store: Path, tmp_path: Path
) -> None:
    damage(ws / "runs.duckdb", "half", good_store)
    rc, out, err = gymkit_cli("report", "--agent", "oracle", "--out", str(tmp_path / "rep"),
                              "-w", str(ws), timeout=600)  # fmt: skip
    assert rc == 0 and "Traceback" not in err, err
    assert "is damaged" in err and len(set_aside_files(ws)) == 1
    assert (tmp_path / "rep" / "index.html").is_file()


HOLD = """
import sys, time, duckdb
con = duckdb.connect(sys.argv[1])
print("holding", flush=True)
time.sleep(float(sys.argv[2]))
"""


def test_a_store_held_by_a_writer_is_busy_not_damaged(ws: Path, good_store: Path) -> None:
    shutil.copy(good_store, ws / "runs.duckdb")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(ws / "runs.duckdb"), "30"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "holding"
        gym = open_gym(ws)
        try:
            with pytest.raises(GymError, match="busy"):
                gym._attach_runs(wait_s=0.5)
        finally:
            gym.close()
        with pytest.raises(RunStoreError, match="held the run store"):
            RunStore(ws / "runs.duckdb", lock_timeout=0.5).get_run("oracle")
        assert set_aside_files(ws) == [] and (ws / "runs.duckdb").is_file()
    finally:
        holder.kill()
        holder.wait()


# ---- 3. input sizes and nesting depths -----------------------------------------------------


def deep_tree(depth: int) -> dict:
    leaf = {"property_name": "repairCode", "operator": "=", "value": "REP-00001"}
    tree: dict = {"combine": "OR", "filters": [leaf]}
    for _ in range(depth):
        tree = {"combine": "OR", "filters": [tree]}
    return tree


def deep_tree_text(depth: int) -> str:
    leaf = '{"property_name": "repairCode", "operator": "=", "value": "REP-00001"}'
    head = '{"combine": "OR", "filters": [' * (depth + 1)
    return '{"collection_name": "Repairs", "filter_tree": ' + head + leaf + "]}" * (depth + 1) + "}"


@pytest.mark.parametrize(
    "text, says",
    [
        ("[" * 5000 + "]" * 5000, "JSON nested 5000 levels deep; at most 64"),
        (deep_tree_text(900), "JSON nested 1804 levels deep"),
        (
            '{"collection_name": "Gadgets", "numeric_property_filters": [{"property_name": '
            '"weightGrams", "operator": "=", "value": ' + "9" * 5001 + "}]}",
            "a number of 5,001 digits; at most 4300",
        ),
        ('{"collection_name": "Gadgets", "search_query": NaN}', "NaN is not a JSON value"),
        ("\xff\xfe", "not valid JSON"),
    ],
)
def test_execute_refuses_deep_and_huge_json_before_parsing(ws: Path, text: str, says: str) -> None:
    with pytest.raises(GymError) as e:
        execute_text(ws, text)
    msg = str(e.value)
    assert says in msg and "\n" not in msg and len(msg) < 300


def test_execute_refuses_bytes_that_are_not_utf8_and_too_much_stdin(ws: Path, monkeypatch) -> None:
    with pytest.raises(GymError, match="not UTF-8 text"):
        execute_text(ws, b'{"collection_name": "\xff"}')
    monkeypatch.setattr(limits, "MAX_STDIN_BYTES", 1000)
    with pytest.raises(GymError, match="larger than 1,000 bytes"):
        execute_text(ws, " " * 1001)


def test_filter_trees_deeper_than_the_limit_are_one_short_error(ws: Path) -> None:
    for depth in (limits.MAX_FILTER_TREE_DEPTH, 400, 900):
        with pytest.raises(CallError) as e:
            parse_call({"collection_name": "Repairs", "filter_tree": deep_tree(depth)})
        assert e.value.issues == [("filter_tree", "nests more than 30 trees deep")]
    out = json.loads(execute_text(ws, deep_tree_text(limits.MAX_FILTER_TREE_DEPTH)))
    assert out == {"error": "nests more than 30 trees deep", "field": "filter_tree"}
    ok = json.loads(execute_text(ws, deep_tree_text(limits.MAX_FILTER_TREE_DEPTH - 2)))
    assert ok["kind"] == "retrieval"


def test_the_issue_inputs_through_a_real_subprocess(ws: Path) -> None:
    for text, says in [
        ("[" * 5000 + "]" * 5000, "nested 5000 levels"),
        (
            '{"collection_name": "Gadgets", "numeric_property_filters": [{"value": '
            + "1" * 5001
            + "}]}",
            "5,001 digits",
        ),  # fmt: skip
    ]:
        rc, out, err = gymkit_cli("execute", "--env", ENV_ID, "-w", str(ws), stdin=text)
        assert rc == 1 and out == ""
        assert says in assert_one_line_error(err)
    rc, out, err = gymkit_cli("execute", "--env", ENV_ID, "-w", str(ws), stdin=b" " * (17 * 2**20))
    assert rc == 1 and "larger than 16 MiB" in assert_one_line_error(err)


def test_plan_answers_every_bad_line_with_valid_json_and_goes_on(ws: Path) -> None:
    lines = [
        '{"query_id": NaN, "command": "gadgets"}',
        '{"query_id": "deep", "command": ' + "[" * 3000 + "]" * 3000 + "}",
        '{"query_id": ' + "7" * 5001 + ', "command": "x"}',
        "x" * (limits.MAX_LINE_BYTES + 10),
        '{"query_id": "ok", "command": "Find the gadgets in category tool."}',
        '{"query_id": "sur\\ud800", "command": "gadgets \\udfff"}',
    ]
    rc, out, err = gymkit_cli("plan", "--env", ENV_ID, "-w", str(ws), stdin="\n".join(lines) + "\n")
    assert rc == 0 and "Traceback" not in err, err
    rows = [json.loads(line) for line in out.splitlines()]  # every line is valid JSON
    assert len(rows) == 6
    assert "NaN is not a JSON value" in rows[0]["error"]
    assert "nested 3001 levels deep" in rows[1]["error"]
    assert "5,001 digits" in rows[2]["error"]
    assert "longer than 4 MiB" in rows[3]["error"]
    assert rows[4]["query_id"] == "ok" and rows[4]["error"] is None and rows[4]["calls"]
    assert rows[5]["query_id"] == "sur\\ud800"
    assert all(len(line) < 2000 for line in out.splitlines())


# ---- 4. a disk filling up during a run -----------------------------------------------------

FSIZE = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[1]),) * 2)
sys.argv = ["gymkit", *sys.argv[2:]]
from gymkit.cli import main
main()
"""


def stored_predictions(ws: Path) -> tuple[int, int]:
    with RunStore(ws / "runs.duckdb").connect() as con:
        return con.execute(
            "SELECT count(*), count(DISTINCT query_id) FROM predictions WHERE run = 'oracle'"
        ).fetchone()


def test_a_disk_filling_up_ends_in_one_line_and_a_rerun_completes(ws: Path) -> None:
    """A file-size limit (RLIMIT_FSIZE) stands in for a full disk: DuckDB's write fails with
    EFBIG part way through the run, as it would with ENOSPC."""
    cmd = [sys.executable, "-c", FSIZE, "60000", "run", "--agent", "oracle", "--set", "ask_mode"]
    p = subprocess.run(
        [*cmd, "--json", "-w", str(ws)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "GYMKIT_FLUSH_SECONDS": "0"},
        timeout=300,
    )
    assert p.returncode == 1 and p.stdout == ""
    last = assert_one_line_error(p.stderr)
    assert "cannot write to the run store" in last and "File too large" in last
    assert "run the same command again to resume" in last
    assert "TransactionException" not in p.stderr
    done, distinct = stored_predictions(ws)
    assert 0 < done < test_runs.N_ASK and done == distinct  # part stored, nothing doubled
    rc, out, err = gymkit_cli(
        "run", "--agent", "oracle", "--set", "ask_mode", "--json", "-w", str(ws)
    )
    assert rc == 0, err
    assert json.loads(out)["sets"]["ask_mode"]["passed_accuracy"] == 1.0
    assert stored_predictions(ws) == (test_runs.N_ASK, test_runs.N_ASK)


def test_an_injected_io_error_at_the_stores_write_stops_the_run_in_one_line(
    ws: Path, monkeypatch
) -> None:
    calls = {"n": 0}
    real = RunStore._write

    def failing(self, run_name, items):
        calls["n"] += 1
        if calls["n"] == 3:
            with self.connect(write=True) as con:  # half a transaction, then the disk is full
                con.execute("BEGIN")
                con.execute("DELETE FROM predictions")
                raise duckdb.IOException("IO Error: No space left on device")
        return real(self, run_name, items)

    monkeypatch.setattr(RunStore, "_write", failing)
    with pytest.raises(RunStoreError) as e:
        run("oracle", "ask_mode", workspace=ws, progress=False, flush_seconds=0)
    msg = str(e.value)
    assert "No space left on device" in msg and "\n" not in msg
    assert "the last 1 answer(s) were not stored" in msg
    assert stored_predictions(ws) == (2, 2)
    monkeypatch.setattr(RunStore, "_write", real)
    summary = run("oracle", "ask_mode", workspace=ws, progress=False)
    assert summary["sets"]["ask_mode"]["queries"] == test_runs.N_ASK
    assert RunStore(ws / "runs.duckdb").get_run("oracle")["status"] == "finished"


# ---- 5. query-file column types --------------------------------------------------------------


def retype(path: Path, column: str, values) -> None:
    t = pq.read_table(path)
    i = t.schema.get_field_index(column)
    t = t.set_column(i, column, pa.array(values(t.column(column).to_pylist())))
    pq.write_table(t, path)


@pytest.mark.parametrize(
    "file, column, values, found, expected",
    [
        (
            "edge_case_1.parquet",
            "relevant_ids",
            lambda v: [len(x) for x in v],
            "int64",
            "list<string>",
        ),  # fmt: skip
        ("queries.parquet", "num_sub_queries", lambda v: [str(x) for x in v], "string", "int64"),
        (
            "edge_case_1.parquet",
            "decoy_ids",
            lambda v: [[1] for _ in v],
            "list<element: int64>",
            "list<string>",
        ),  # fmt: skip
        (
            "search_mode_queries.parquet",
            "operator_classes",
            lambda v: ["x" for _ in v],
            "string",
            "list<string>",
        ),  # fmt: skip
    ],
)
def test_query_file_column_types_are_checked(
    tmp_path: Path, file: str, column: str, values, found: str, expected: str
) -> None:
    snap = write_run_snapshot(tmp_path / "snap")
    retype(snap / ENV_ID / file, column, values)
    with pytest.raises(SnapshotError) as e:
        open_snapshot(snap)
    assert e.value.problems == [
        f"{snap / ENV_ID / file}: column {column} is {found}, expected {expected}"
    ]


# ---- 6. two runs of one name started at once ---------------------------------------------------

SLOW_PLUGIN = """
import os, time
from gymkit.agents.base import Plan, register

@register("test-slowish")
class Slowish:
    name = "test-slowish"
    def __init__(self, gym=None):
        pass
    def plan(self, command, environment):
        time.sleep(0.15)
        return Plan(error="no answer", usage={"total_tokens": 7})
"""


def test_two_runs_of_one_name_started_at_once_one_is_refused(ws: Path, tmp_path: Path) -> None:
    (tmp_path / "plugins").mkdir()
    (tmp_path / "plugins" / "slowish_plugin.py").write_text(SLOW_PLUGIN)
    env = {
        **os.environ,
        "PYTHONPATH": f"{tmp_path / 'plugins'}{os.pathsep}{ROOT}",
        "GYMKIT_PLUGINS": "slowish_plugin",
    }
    cmd = [sys.executable, "-m", "gymkit.cli", "run", "--agent", "test-slowish", "--set",
           "ask_mode", "--name", "same", "--json", "-w", str(ws)]  # fmt: skip
    procs = [
        subprocess.Popen(
            cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )  # fmt: skip
        for _ in range(2)
    ]
    results = [(p.wait(timeout=300), *p.communicate()) for p in procs]
    codes = sorted(r[0] for r in results)
    assert codes == [0, 1], results
    refused = next(r for r in results if r[0] == 1)
    msg = assert_one_line_error(refused[2])
    assert "run 'same'" in msg and ("another process" in msg or "being written" in msg)
    store = RunStore(ws / "runs.duckdb")
    row = store.get_run("same")
    assert row["status"] == "finished"
    assert row["errors"] == test_runs.N_ASK and row["tokens"] == 7 * test_runs.N_ASK


def test_start_run_refuses_in_its_transaction_a_run_another_live_process_claimed(
    ws: Path,
) -> None:
    store = RunStore(ws / "runs.duckdb")
    other = {"pid": os.getppid(), "host": socket.gethostname(), "agent": "rules"}
    store.start_run("r", other, new=True)
    with pytest.raises(GymError, match="being written by process"):
        store.start_run("r", {"pid": os.getpid(), "host": socket.gethostname()})
    store.end_run("r", "partial")
    with pytest.raises(GymError, match="started by another process"):
        store.start_run("r", {"pid": os.getpid()}, new=True)
    store.start_run("r", {"pid": os.getpid()})  # a resume of a stopped run goes ahead


def test_a_replaced_answer_is_not_counted_twice_in_the_run_row(ws: Path) -> None:
    from gymkit.runs import Prediction

    store = RunStore(ws / "runs.duckdb")
    store.start_run("r", {"pid": os.getpid()}, new=True)
    pred = Prediction("ask_mode", "q1", ENV_ID, error="e", usage={"total_tokens": 5})
    store.write("r", [(pred, None)])
    store.write("r", [(pred, None)])  # a write repeated after a crash
    row = store.get_run("r")
    assert (row["errors"], row["tokens"]) == (1, 5)


# ---- 7. --timeout and --retries for model agents -------------------------------------------


def test_a_hanging_model_server_costs_the_timeout_per_try(ws: Path, tmp_path: Path) -> None:
    from tests.agents.fake_openai_server import FakeOpenAI, Reply

    with FakeOpenAI(handler=lambda body: Reply(200, {}, delay=60)) as server:
        env = {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "sk-test"}
        t0 = time.monotonic()
        rc, out, err = gymkit_cli("run", "--agent", "openai", "--model", "m", "--set", "edge_case_1",
                                  "--env", ENV_ID, "--timeout", "1", "--retries", "1", "--json",
                                  "-w", str(ws), env=env)  # fmt: skip
        elapsed = time.monotonic() - t0
        tries = len(server.requests)
    assert rc == 0, err
    summary = json.loads(out)["sets"]["edge_case_1"]
    # one query asks the model (the other starts from its seed_output and its revise turn)
    assert summary["errors"] >= 1
    assert tries <= 2 * 2 * summary["queries"]  # a plan and a revise, 1 + --retries tries each
    assert elapsed < 30, elapsed  # without --timeout: 60 s per try, 5 tries, per query
    with open_gym(ws) as gym:
        errors = gym.sql("SELECT error FROM runs.predictions WHERE error IS NOT NULL")["error"]
    assert any("no response within the 1 s timeout" in e and "2 attempts" in e for e in errors)


def test_the_query_agent_is_bounded_per_try_and_retried() -> None:
    from gymkit.agents.weaviate_query_agent import make_weaviate_query_agent

    class Hanging:
        def __init__(self):
            self.asked = 0

        def ask(self, query, collections=None):
            self.asked += 1
            if self.asked < 3:
                time.sleep(5)
            raise RuntimeError("service down")

    qa = Hanging()
    agent = make_weaviate_query_agent(query_agent=qa, timeout=0.3, max_retries=2)
    t0 = time.monotonic()
    plan = agent.plan("anything", TINY_ENV)
    assert time.monotonic() - t0 < 4
    assert qa.asked == 3
    assert plan.error and "gave up after 3 tries; last: service down" in plan.error


# ---- minor ----------------------------------------------------------------------------------


def test_an_empty_run_name_is_refused(ws: Path) -> None:
    rc, out, err = gymkit_cli("run", "--agent", "oracle", "--name", "", "-w", str(ws))
    assert rc == 1 and "--name is empty" in assert_one_line_error(err)
    assert not (ws / "runs.duckdb").exists()
    with pytest.raises(GymError, match="--name holds a NUL"):
        run("oracle", workspace=ws, name="a\x00", progress=False)


def test_limits_are_documented_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Input limits") :]
    for n in ("16 MiB", "4 MiB", str(limits.MAX_JSON_DEPTH), str(limits.MAX_FILTER_TREE_DEPTH),
                    f"{limits.MAX_NUMBER_DIGITS:,}"):  # fmt: skip
        assert n in section
