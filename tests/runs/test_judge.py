"""The optional LLM judge of answers: versioned rubric, cached verdicts, no guesses, agreement."""

from __future__ import annotations

import json

import pytest

from gymkit.runs._judge import AnswerJudge
from gymkit.scoring.judge import RUBRIC_VERSION, agreement, parse_verdict, shorten
from tests.agents.fake_openai_server import FakeOpenAI, Reply, text_response

REF = [{"COUNT(donationCode)": 80}, ["u1", "u2", "u3"]]


@pytest.fixture
def server():
    with FakeOpenAI() as s:
        yield s


def judge(server, tmp_path, **kw):
    return AnswerJudge(
        "judge-model",
        base_url=server.base_url,
        api_key="sk-local",
        cache_dir=tmp_path / "judge",
        max_retries=0,
        **kw,
    )


def test_a_verdict_is_asked_with_the_versioned_rubric_and_cached(server, tmp_path):
    server.push(text_response('{"verdict": "correct", "reason": "80 and 3 are stated"}'))
    j = judge(server, tmp_path)
    v = j.judge("How many donations?", REF, "80 donations, 3 records.")
    assert v.correct is True and "80" in v.reason and not v.cached
    body = server.requests[0]["body"]
    assert RUBRIC_VERSION in body["messages"][0]["content"] and body["temperature"] == 0
    case = json.loads(body["messages"][1]["content"])
    assert case["reference_results"] == [{"COUNT(donationCode)": 80}, {"records": 3}]
    again = judge(server, tmp_path).judge("How many donations?", REF, "80 donations, 3 records.")
    assert again.correct is True and again.cached and len(server.requests) == 1


@pytest.mark.parametrize(
    "reply",
    [
        "I think it is right",
        '{"verdict": "maybe"}',
        '["correct"]',
        "",
    ],
)
def test_a_reply_without_a_verdict_is_none_never_a_guess(server, tmp_path, reply):
    server.push(text_response(reply))
    v = judge(server, tmp_path).judge("q", REF, "80")
    assert v.correct is None and v.reason


def test_a_failing_endpoint_is_no_verdict(server, tmp_path):
    server.push(Reply(status=500, body="down"))
    v = judge(server, tmp_path).judge("q", REF, "80")
    assert v.correct is None and "failed" in v.reason
    assert judge(server, tmp_path).judge("q", REF, None).correct is None


def test_parse_verdict_reads_fenced_json():
    assert parse_verdict('```json\n{"verdict": "Incorrect", "reason": "81"}\n```') == (
        False,
        "81",
    )


def test_shorten_keeps_aggregations_and_counts_records():
    groups = {str(i): {"COUNT(x)": i} for i in range(15)}
    short = shorten([groups, ["a"] * 7])
    assert short[1] == {"records": 7} and short[0]["..."] == "5 more groups"


def test_agreement_raw_and_kappa():
    a = [True, True, False, False, None, True]
    b = [True, False, False, False, True, None]
    got = agreement(a, b)
    assert got["n"] == 4 and got["agreement"] == 0.75
    assert got["kappa"] == pytest.approx(0.5)
    assert agreement([None], [True]) == {"n": 0, "agreement": None, "kappa": None}
