"""`gymkit execute`: calls on stdin, results on stdout, in-process and as a real subprocess."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gymkit.engine.base import EngineError
from gymkit.engine.cli import execute_stdin, read_calls
from gymkit.engine.duckdb import DuckDBEngine
from tests.engine.helpers import write_gym

ENV = "tiny-shop"
GET_BOOKS = {
    "collection_name": "Orders",
    "text_property_filters": [{"property_name": "category", "operator": "=", "value": "books"}],
}
MAX_Q = {
    "collection_name": "Orders",
    "numeric_property_aggregations": [{"property_name": "quantity", "metric": "MAX"}],
}


@pytest.fixture()
def workspace(tmp_path: Path) -> Path:
    write_gym(tmp_path / "gym.duckdb")
    return tmp_path


def run_in_process(workspace: Path, payload: str) -> object:
    out = io.StringIO()
    with DuckDBEngine(workspace / "gym.duckdb") as engine:
        execute_stdin(ENV, engine, stdin=io.StringIO(payload), stdout=out)
    return json.loads(out.getvalue())


def test_one_call_gives_one_object(workspace):
    assert run_in_process(workspace, json.dumps(GET_BOOKS)) == {
        "kind": "retrieval",
        "value": ["u05", "u07"],
    }


def test_a_list_gives_one_object_per_call_and_errors_inline(workspace):
    bad = {
        "collection_name": "Orders",
        "text_property_filters": [{"property_name": "colour", "operator": "=", "value": "x"}],
    }
    out = run_in_process(workspace, json.dumps([GET_BOOKS, bad, MAX_Q]))
    assert out[0] == {"kind": "retrieval", "value": ["u05", "u07"]}
    assert out[1]["field"] == "text_property_filters[0].property_name"
    assert "colour" in out[1]["error"]
    assert out[2] == {"kind": "aggregation", "value": {"MAX(quantity)": 5}}


def test_not_json_is_an_error():
    with pytest.raises(EngineError, match="not valid JSON"):
        read_calls("{nope")


def test_gymkit_execute_subprocess(workspace):
    search = {"collection_name": "Orders", "search_query": "kayak"}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "gymkit.cli",
            "execute",
            "--env",
            ENV,
            "--workspace",
            str(workspace),
        ],
        input=json.dumps([GET_BOOKS, search]),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out[0]["value"] == ["u05", "u07"]
    assert out[1]["kind"] == "retrieval"
    assert [u for u, _ in out[1]["ranked"]] == ["u06", "u01"]


def test_gymkit_execute_subprocess_bad_input_exits_1(workspace):
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "gymkit.cli",
            "execute",
            "--env",
            ENV,
            "--workspace",
            str(workspace),
        ],
        input="not json",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1
    assert proc.stderr.startswith("gymkit: ") and "not valid JSON" in proc.stderr
    assert "Traceback" not in proc.stderr
