"""No secret anywhere (issue 24, item 1): a model server that echoes its Authorization header
into every field of every answer gets nothing of it into the run store, the LLM and judge
caches, the report and its executed notebooks, stdout or stderr. Real CLI subprocesses, a real
HTTP server on 127.0.0.1, and a grep of every byte of the workspace and the reports tree (the
DuckDB files included, and their text columns through SQL, since DuckDB may compress strings).
"""

from __future__ import annotations

import html
import json
import uuid
from pathlib import Path

import duckdb
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.scrub import MASK, ScrubbingStream, add_secret, scrub, scrub_text
from tests import test_hardening
from tests.agents.fake_openai_server import FakeOpenAI, text_response, tool_call_response
from tests.tiny_snapshot import ENV_ID

gym_template, ws = test_hardening.gym_template, test_hardening.ws  # the fixtures
gymkit_cli = test_hardening.gymkit_cli

KEY = f"sk-echo-{uuid.uuid4().hex}"


def echoing_server() -> FakeOpenAI:
    """A chat server that copies the Authorization header (and the bare key) into the tool
    call's id, name and arguments, the message text, the response id and model, and a judge's
    reason."""
    server: FakeOpenAI

    def handler(body: dict) -> dict:
        auth = server.requests[-1]["headers"].get("Authorization", "")
        bare = auth.split()[-1] if auth else ""
        system = str(body["messages"][0].get("content", ""))
        if '"verdict"' in system:  # the judge
            reply = text_response(json.dumps({"verdict": "correct", "reason": f"{auth} {bare}"}))
        elif body.get("tool_choice") == "none":  # the answer turn
            reply = text_response(f"The answer is 3 ({auth}; {bare}).")
        else:
            echo = {
                "collection_name": "Gadgets",
                "text_property_filters": [
                    {"property_name": "category", "operator": "=", "value": auth}
                ],
                bare: [bare],
            }
            reply = tool_call_response(
                [echo, f"{{not json {bare}"], content=f"calling with {auth}", names=None
            )
            reply["choices"][0]["message"]["tool_calls"][0]["id"] = f"call-{bare}"
        reply.update(id=f"chatcmpl-{bare}", model=f"model {auth}", system_fingerprint=bare)
        return reply

    server = FakeOpenAI(handler=handler)
    return server


def leaks(root: Path) -> list[str]:
    """Every file under `root` whose bytes hold the key, and every DuckDB text value that does."""
    found = [str(p) for p in root.rglob("*") if p.is_file() and KEY.encode() in p.read_bytes()]
    for db in [*root.rglob("*.duckdb")]:
        with duckdb.connect(str(db), read_only=True) as con:
            cols = con.execute(
                "SELECT schema_name, table_name, column_name FROM duckdb_columns() "
                "WHERE database_name = current_database()"
            ).fetchall()
            for schema, table, column in cols:
                n = con.execute(
                    f'SELECT count(*) FROM "{schema}"."{table}" '
                    f'WHERE contains(CAST("{column}" AS VARCHAR), ?)',
                    [KEY],
                ).fetchone()[0]
                if n:
                    found.append(f"{db}:{table}.{column} ({n} rows)")
    return found


def run_judge_report(ws: Path, reports: Path | None) -> list[str]:
    """`gymkit run --answer`, `gymkit judge` and (with `reports`) `gymkit report` against the
    echoing server; returns their stdout and stderr, having checked each succeeded."""
    outputs = []
    with echoing_server() as server:
        env = {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": KEY}
        commands = [
            ["run", "--agent", "openai", "--model", "m", "--answer", "--set", "ask_mode",
             "--env", ENV_ID, "--name", "echo", "--json", "-w", str(ws)],
            ["judge", "echo", "--model", "j", "--json", "-w", str(ws)],
        ]  # fmt: skip
        if reports is not None:
            commands.append(["report", "--agent", "echo", "--out", str(reports), "-w", str(ws)])
        for args in commands:
            rc, out, err = gymkit_cli(*args, env=env, timeout=900)
            assert rc == 0, err[-3000:]
            outputs += [out, err]
        asked = len(server.requests)
    assert asked > 0 and all(r["headers"]["Authorization"] == f"Bearer {KEY}"
                             for r in server.requests)  # fmt: skip
    return outputs


def assert_the_echo_arrived_masked(ws: Path) -> None:
    """The store holds the echoed fields, with *** where the key was: the test can fail."""
    with duckdb.connect(str(ws / "runs.duckdb"), read_only=True) as con:
        calls = " ".join(r[0] for r in con.execute("SELECT calls FROM predictions").fetchall())
        answers = [r[0] for r in con.execute("SELECT answer FROM answers").fetchall()]
        reasons = [r[0] for r in con.execute("SELECT reason FROM answer_judgments").fetchall()]
    assert f'"value": "{MASK}"' in calls and f'"{MASK}": ["{MASK}"]' in calls
    assert answers and reasons
    assert all(MASK in a for a in answers) and all(MASK in r for r in reasons)


def test_an_echoed_key_reaches_no_file_of_the_workspace_nor_any_output(ws: Path) -> None:
    outputs = run_judge_report(ws, reports=None)
    assert_the_echo_arrived_masked(ws)
    assert list((ws / "cache" / "llm").rglob("*.json")) and (ws / "cache" / "judge").is_dir()
    assert leaks(ws) == []
    assert not [o for o in outputs if KEY in o]


@pytest.mark.slow  # renders the report notebooks (about a minute)
def test_an_echoed_key_reaches_no_report_nor_executed_notebook(ws: Path, tmp_path: Path) -> None:
    reports = tmp_path / "reports"
    outputs = run_judge_report(ws, reports=reports)
    assert_the_echo_arrived_masked(ws)
    assert list(reports.rglob("*.html")) and list(reports.rglob("*.ipynb"))
    assert leaks(ws) == [] and leaks(reports) == []
    assert not [o for o in outputs if KEY in o]


# ---- the scrubber itself -------------------------------------------------------------------


@given(st.text(), st.text())
def test_scrub_removes_a_secret_from_any_text_around_it(before: str, after: str) -> None:
    add_secret("sk-prop-secret-value")
    text = scrub_text(before + "sk-prop-secret-value" + after)
    assert "sk-prop-secret-value" not in text


def test_scrub_reaches_nested_values_keys_dataclasses_and_escaped_forms() -> None:
    from gymkit.runs import Prediction

    secret = 'sk-"quoted"-<tag>-secret'
    add_secret(secret)
    pred = Prediction("ask_mode", "q1", ENV_ID, calls=[{secret: [secret, 1]}], answer=secret)
    clean = scrub((pred, None))
    assert clean[1] is None and clean[0].calls == [{MASK: [MASK, 1]}] and clean[0].answer == MASK
    assert pred.answer == secret  # a copy: the caller's value is left as it was
    assert secret not in scrub_text(json.dumps(secret) + " " + html.escape(secret))
    assert "&lt;tag&gt;" not in scrub_text(html.escape(secret))
    assert scrub_text("short x") == "short x"  # values too short to be secrets stay


def test_a_scrubbing_stream_masks_every_write(capsys) -> None:
    import sys

    add_secret("sk-stream-secret")
    ScrubbingStream(sys.stderr).write("error: sk-stream-secret refused\n")
    assert capsys.readouterr().err == f"error: {MASK} refused\n"
