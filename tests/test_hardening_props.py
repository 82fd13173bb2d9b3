"""Arbitrary input to `gymkit execute` and `gymkit plan` ends in a result or one short error line.

Hypothesis writes JSON text (deep, wide, huge numbers, NaN, any unicode including lone
surrogates, truncated, not UTF-8) and call-shaped objects with hostile values, and feeds them to
the commands in-process and, for a few, through a real subprocess. Nothing may escape but a
GymError of one line; every output line is strict JSON.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.cli import plan as plan_command
from gymkit.engine.cli import execute_stdin
from gymkit.errors import GymError
from gymkit.gym import open_gym
from tests.runs import test_runs
from tests.runs.test_runs import ROOT
from tests.tiny_snapshot import ENV_ID

gym_template = test_runs.gym_template
pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")  # big reprs
TRIED = {"execute": 0, "plan": 0, "subprocess": 0}
SETTINGS = settings(
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)


@pytest.fixture(scope="module")
def ws(gym_template: Path):
    """The prepared gym's workspace (execute and plan only read it)."""
    yield gym_template.parent
    print(f"\nhostile inputs tried: {TRIED} (total {sum(TRIED.values())})")


def strict_json(line: str):
    def no_constant(name: str):
        raise AssertionError(f"{name} in output")

    return json.loads(line, parse_constant=no_constant)


# ---- JSON text ---------------------------------------------------------------------------------

any_char = st.characters(codec=None, exclude_categories=())  # surrogates and NUL included
any_text = st.text(any_char, max_size=40)


def _dump(s: str) -> str:
    """JSON string text for any Python string (a lone surrogate becomes its \\u escape)."""
    return json.dumps(s)


scalars = st.one_of(
    st.sampled_from(["null", "true", "false", "NaN", "Infinity", "-Infinity", "1e999", "-0"]),
    st.integers().map(str),
    st.floats(allow_nan=False, allow_infinity=False).map(repr),
    st.integers(1, 6000).map(lambda n: "9" * n),  # up to 6,000 digits
    st.integers(1, 400).map(lambda n: "0." + "1" * n),
    any_text.map(_dump),
    any_text.map(lambda s: json.dumps(s, ensure_ascii=False)),  # raw unicode in the text
    st.sampled_from(['"\\ud800"', '"\\udfff x"', '"a\\u0000b"', '"\\ud83d\\ude00"']),
)


def _array(items: list[str]) -> str:
    return "[" + ", ".join(items) + "]"


def _object(pairs: list[tuple[str, str]]) -> str:
    return "{" + ", ".join(f"{_dump(k)}: {v}" for k, v in pairs) + "}"


json_texts = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=6).map(_array),
        st.lists(st.tuples(any_text, inner), max_size=6).map(_object),
    ),
    max_leaves=30,
)


@st.composite
def deep(draw, inner=json_texts) -> str:
    """A value wrapped in up to 6,000 arrays or objects."""
    depth = draw(st.integers(0, 6000))
    leaf = draw(inner)
    if draw(st.booleans()):
        return "[" * depth + leaf + "]" * depth
    return '{"filter_tree": ' * depth + leaf + "}" * depth


wide = st.integers(1, 20000).map(lambda n: "[" + ", ".join(["1"] * n) + "]")

FIELDS = {
    "text_property_filters": ("category", "value"),
    "numeric_property_filters": ("weightGrams", "value"),
    "date_property_filters": ("builtDate", "value"),
    "boolean_property_filters": ("inStock", "value"),
    "array_property_filters": ("tags", "values"),
    "numeric_array_property_filters": ("sizes", "values"),
}
OPERATORS = ["=", "<", ">=", "LIKE", "!=", "CONTAINS_ANY", "CONTAINS_ALL", "\ud800", ""]


@st.composite
def call_texts(draw) -> str:
    """A call of the tiny gym with hostile values in its fields (sometimes a list of calls)."""
    name = draw(st.one_of(st.sampled_from(['"Gadgets"', '"Repairs"']), scalars))
    parts = [("collection_name", name)]
    for list_name, (prop, key) in FIELDS.items():
        if draw(st.booleans()):
            value = draw(st.one_of(scalars, json_texts, deep(scalars)))
            entry = _object([("property_name", _dump(prop)),
                             ("operator", _dump(draw(st.sampled_from(OPERATORS)))), (key, value)])  # fmt: skip
            parts.append((list_name, _array([entry])))
    if draw(st.booleans()):
        parts.append(("search_query", draw(scalars)))
    if draw(st.booleans()):
        depth = draw(st.integers(0, 80))
        leaf = _object([("property_name", '"category"'), ("operator", '"="'), ("value", draw(scalars))])  # fmt: skip
        tree = leaf
        for _ in range(depth + 1):
            tree = _object([("combine", '"OR"'), ("filters", _array([tree]))])
        parts.append(("filter_tree", tree))
    if draw(st.booleans()):
        parts.append((draw(any_text), draw(json_texts)))
    text = _object(parts)
    return _array([text] * draw(st.integers(1, 3))) if draw(st.booleans()) else text


inputs = st.one_of(
    json_texts,
    deep(),
    wide,
    call_texts(),
    call_texts().flatmap(lambda t: st.integers(0, len(t)).map(lambda i: t[:i])),  # truncated
)
raw_inputs = st.one_of(
    inputs.map(lambda t: t.encode("utf-8", "surrogatepass")),  # lone surrogates as raw bytes
    st.binary(max_size=200),
)


def check_execute(ws: Path, data: bytes) -> None:
    TRIED["execute"] += 1
    out = io.StringIO()
    try:
        with open_gym(ws) as gym:
            execute_stdin(ENV_ID, gym, stdin=io.BytesIO(data), stdout=out)
    except GymError as e:
        msg = str(e)
        assert "\n" not in msg and len(msg) < 1200, msg[:3000]
        return
    text = out.getvalue()
    assert text.endswith("\n") and text.count("\n") == 1
    result = strict_json(text)
    for r in result if isinstance(result, list) else [result]:
        assert ("kind" in r) != ("error" in r), r
        if "error" in r:
            assert len(r["error"]) < 1200 and "\n" not in r["error"]


@settings(SETTINGS, max_examples=500)
@given(data=raw_inputs)
def test_execute_answers_anything_with_a_result_or_one_line(ws: Path, data: bytes) -> None:
    check_execute(ws, data)


# ---- plan -------------------------------------------------------------------------------------

plan_lines = st.one_of(
    st.builds(
        lambda q, c: _object([("query_id", q), ("command", c)]),
        st.one_of(scalars, json_texts),
        st.one_of(
            any_text.map(_dump),
            st.sampled_from(['"Find the gadgets in category tool."', '"gadgets over 100 \\ud800"']),
            json_texts,
        ),
    ),
    inputs,
).map(lambda t: t.replace("\n", " ").encode("utf-8", "surrogatepass"))


def answered(lines: list[bytes]) -> int:
    """How many output lines the plan command owes: one per line that is not blank."""
    n = 0
    for line in lines:
        try:
            n += bool(line.decode("utf-8").strip())
        except UnicodeDecodeError:
            n += 1
    return n


def run_plan(ws: Path, data: bytes, monkeypatch) -> str:
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    monkeypatch.setattr(sys, "stdout", out)
    plan_command(env=ENV_ID, agent="rules", model=None, workspace=ws, trace=False)
    return out.getvalue()


@settings(SETTINGS, max_examples=200)
@given(lines=st.lists(st.one_of(plan_lines, st.binary(max_size=60)), min_size=1, max_size=5))
def test_plan_answers_every_line_with_strict_json(
    ws: Path, lines: list[bytes], monkeypatch
) -> None:
    lines = [b.replace(b"\n", b" ") for b in lines]
    TRIED["plan"] += len(lines)
    out = run_plan(ws, b"\n".join(lines) + b"\n", monkeypatch)
    rows = [strict_json(line) for line in out.splitlines()]
    assert len(rows) == answered(lines)
    for r in rows:
        assert set(r) == {"query_id", "calls", "error"}
        assert r["error"] is None or len(r["error"]) < 2000


# ---- a few through a real subprocess -------------------------------------------------------------


@settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=raw_inputs, command=st.sampled_from(["execute", "plan"]))
def test_the_real_commands_never_print_a_traceback(ws: Path, data: bytes, command: str) -> None:
    TRIED["subprocess"] += 1
    p = subprocess.run(
        [sys.executable, "-m", "gymkit.cli", command, "--env", ENV_ID, "-w", str(ws)],
        input=data,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
    )
    err = p.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err, err[-3000:]
    if p.returncode:
        assert p.returncode == 1 and err.startswith("gymkit: ") and err.count("\n") == 1, err
    for line in p.stdout.decode("utf-8").splitlines():
        strict_json(line)
