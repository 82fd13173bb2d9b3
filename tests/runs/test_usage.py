"""Tokens, latency and cost of a run: read from what each prediction stores, shown by
`gymkit run` (table and --json) with and without prices. The token-reporting run is the real
openai agent against a real HTTP server on 127.0.0.1 (tests/agents/fake_openai_server.py) that
reports 100 prompt and 20 completion tokens per request; the offline oracle reports none."""

from __future__ import annotations

import json
import math

import pandas as pd
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.errors import GymError
from gymkit.runs import Prices, prices, token_counts, usage_table
from tests.agents.fake_openai_server import FakeOpenAI, tool_call_response
from tests.runs.test_runs import N_ASK, TOOL_CALL, gym_template, gymkit_cli, ws  # noqa: F401

PROMPT, COMPLETION = 100, 20


@pytest.fixture
def priced_run(ws):  # noqa: F811
    """`gymkit run --agent openai` on ask_mode against the fake server, priced 1 and 2 USD."""
    server = FakeOpenAI(handler=lambda body: tool_call_response([TOOL_CALL], (PROMPT, COMPLETION)))
    with server:
        env = {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "sk-test", "COLUMNS": "80"}
        args = ["run", "--agent", "openai", "--model", "fake", "--set", "ask_mode", "-w", str(ws)]
        table = gymkit_cli(*args, "--price-in", "1", "--price-out", "2", env=env)
        as_json = gymkit_cli(*args, "--price-in", "1", "--price-out", "2", "--json", env=env)
    return table, as_json


def test_a_priced_run_shows_tokens_per_query_latency_and_cost(priced_run):
    table, as_json = priced_run
    assert table.returncode == 0, table.stderr
    summary = json.loads(as_json.stdout)
    m = summary["sets"]["ask_mode"]
    assert m["tokens_in_per_query"] == PROMPT and m["tokens_out_per_query"] == COMPLETION
    assert m["tokens_in"] == PROMPT * N_ASK and m["tokens_out"] == COMPLETION * N_ASK
    assert math.isclose(m["cost_usd"], N_ASK * (PROMPT * 1 + COMPLETION * 2) / 1e6)
    assert 0 <= m["latency_p50_seconds"] <= m["latency_p95_seconds"]
    assert summary["prices_per_million"] == {"input": 1.0, "output": 2.0}
    out = table.stdout
    assert "tokens in 100" in out and "tokens out 20" in out and "p95 " in out
    assert "cost $0.0056" in out
    assert "…" not in out  # COLUMNS=80: nothing cut


def test_an_offline_agent_shows_n_a_for_tokens_never_zero(ws):  # noqa: F811
    out = gymkit_cli(
        "run", "--agent", "oracle", "--set", "ask_mode", "-w", str(ws), env={"COLUMNS": "80"}
    )
    assert out.returncode == 0, out.stderr
    assert "tokens n/a" in out.stdout and "cost" not in out.stdout
    priced = gymkit_cli(
        "run",
        "--agent",
        "oracle",
        "--set",
        "ask_mode",
        "--json",
        "--price-in",
        "3",
        "--price-out",
        "4",
        "-w",
        str(ws),
    )
    m = json.loads(priced.stdout)["sets"]["ask_mode"]
    assert m["tokens_in_per_query"] is None and m["cost_usd"] is None  # n/a, not 0
    for header in ("set", "queries", "plan", "result", "passed", "errors", "more"):
        assert f" {header} " in out.stdout


@pytest.mark.parametrize(
    "flags, message",
    [
        (["--price-in", "1"], "--price-in without --price-out"),
        (["--price-out", "1"], "--price-out without --price-in"),
        (["--price-in", "-1", "--price-out", "1"], "--price-in -1.0: give a price"),
    ],
)
def test_a_bad_price_is_one_line_before_any_work(ws, flags, message):  # noqa: F811
    out = gymkit_cli("run", "--agent", "oracle", *flags, "-w", str(ws))
    assert out.returncode == 1 and message in out.stderr and "Traceback" not in out.stderr
    assert not (ws / "runs.duckdb").exists()  # refused before the run started


def test_usage_table_reads_both_spellings_and_leaves_missing_as_none():
    preds = pd.DataFrame(
        {
            "run": ["a", "a", "b"],
            "set": ["ask_mode", "ask_mode", "ask_mode"],
            "usage": [
                json.dumps({"prompt_tokens": 10, "completion_tokens": 2}),
                {"input_tokens": 30, "output_tokens": 4},
                "{}",
            ],
            "latency_seconds": [0.1, 0.3, 0.2],
        }
    )
    t = usage_table(preds, Prices(2.0, 10.0)).set_index("run")
    assert t.loc["a", "tokens_in_per_query"] == 20 and t.loc["a", "tokens_out_per_query"] == 3
    assert math.isclose(t.loc["a", "cost_usd"], (40 * 2 + 6 * 10) / 1e6)
    assert t.loc["b", "tokens_in_per_query"] is None and t.loc["b", "cost_usd"] is None
    assert t.loc["b", "latency_p50_seconds"] == 0.2


@given(st.integers(0, 10**9), st.integers(0, 10**9))
def test_token_counts_of_any_usage(a, b):
    assert token_counts({"prompt_tokens": a, "completion_tokens": b, "total_tokens": a + b}) == (
        a,
        b,
    )
    assert token_counts(json.dumps({"input_tokens": a})) == (a, None)
    assert token_counts({"model_units": 3}) == (None, None) == token_counts("not json")


def test_prices_need_both_numbers():
    assert prices(None, None) is None and prices(0, 0) == Prices(0.0, 0.0)
    with pytest.raises(GymError, match="--price-out without --price-in"):
        prices(None, 1)
    with pytest.raises(GymError, match="--price-out nan"):
        prices(1, float("nan"))
