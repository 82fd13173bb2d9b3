"""The CLI says what it does: help texts name the real defaults and the registry's agents, counts
read as English, and tables are never cut at 80 columns. Every check runs the real `gymkit`
in a subprocess with COLUMNS=80, as a user's terminal (or CI log) would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.report import DEFAULT_AGENTS
from gymkit.words import article, plural

ROOT = Path(__file__).resolve().parents[1]


def gymkit(*args: str, columns: int = 80, env: dict | None = None) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in ("GYMKIT_DATA", "GYMKIT_PLUGINS")}
    return subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env={**base, "COLUMNS": str(columns), "PYTHONPATH": str(ROOT), **(env or {})},
    )


def _flat(text: str) -> str:
    """Help text without rich's box drawing and line breaks, words joined by single spaces."""
    for ch in "│╭╮╰╯─":
        text = text.replace(ch, " ")
    return " ".join(text.split())


def test_report_help_states_the_real_default():
    out = gymkit("report", "--help")
    assert out.returncode == 0, out.stderr
    text = _flat(out.stdout)
    assert f"default: {' and '.join(DEFAULT_AGENTS)}" in text
    assert DEFAULT_AGENTS == ("rules", "search-baseline")  # what `gymkit report` runs
    assert "…" not in out.stdout


@pytest.mark.parametrize("command", ["run", "plan", "report"])
def test_every_command_naming_agents_lists_the_registry(command):
    out = gymkit(command, "--help")
    assert out.returncode == 0, out.stderr
    text = _flat(out.stdout).replace("- ", "-")  # rich may break search-baseline at its hyphen
    # the registry as a fresh process sees it (this one has test agents registered too)
    fresh = subprocess.run(
        [sys.executable, "-c", "from gymkit.agents import agent_names; print(agent_names())"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    names = json.loads(fresh.stdout.replace("'", '"'))
    assert {"rules", "oracle", "search-baseline", "openai", "weaviate-query-agent"} <= set(names)
    listed = ", ".join(names)
    assert listed in text, f"{command} --help does not list {listed}"
    assert "…" not in out.stdout


def test_a_plugin_agent_appears_in_the_help(tmp_path):
    plugin = tmp_path / "my_agents.py"
    plugin.write_text(
        "from gymkit.agents.base import register\nregister('zz-my-agent')(lambda **_: None)\n",
        encoding="utf-8",
    )
    out = gymkit(
        "run",
        "--help",
        env={"GYMKIT_PLUGINS": "my_agents", "PYTHONPATH": f"{ROOT}{os.pathsep}{tmp_path}"},
    )
    assert out.returncode == 0, out.stderr
    assert "zz-my-agent" in _flat(out.stdout)


def test_help_does_not_import_every_agent_for_other_commands():
    """Listing agents is lazy: `import gymkit.cli` loads no agent module."""
    code = "import sys, gymkit.cli; print(sorted(m for m in sys.modules if m.startswith('gymkit.agents')))"
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.replace("'", '"')) == []


def test_plural_and_article():
    assert plural(1, "record") == "1 record" and plural(0, "record") == "0 records"
    assert plural(3, "query") == "3 queries" and plural(2, "day") == "2 days"
    assert plural(1, "environment") == "1 environment" and plural(5, "box") == "5 boxes"
    assert plural(2, "failed query", "failed queries") == "2 failed queries"
    assert article("aggregation") == "an aggregation" and article("retrieval") == "a retrieval"
    assert article("group-by") == "a group-by"


@given(st.integers(min_value=0, max_value=10**6), st.sampled_from(["record", "query", "run"]))
def test_plural_is_singular_exactly_for_one(n, noun):
    text = plural(n, noun)
    assert text.startswith(f"{n} ")
    assert (text == f"1 {noun}") == (n == 1)


def test_no_message_builds_a_plural_by_hand():
    """Counts in messages go through `plural`: no f-string prints '{n} records' and the like."""
    import re

    pattern = re.compile(
        r"\{len\([^)]*\)\} (records|environments|queries|objects|collections|failed queries)\b"
    )
    hits = [
        f"{p.relative_to(ROOT)}: {m.group(0)}"
        for p in (ROOT / "gymkit").rglob("*.py")
        for m in pattern.finditer(p.read_text(encoding="utf-8"))
    ]
    assert hits == []
