"""The four notebooks run top to bottom on a clean kernel (papermill) on a small generated gym.

The gym is `prepare(source="generate", objects=200)` with two stored runs: `rules` and the
`careless` test agent (so error analysis has failures and a second run to compare). Any cell
error fails the test. The stored notebooks themselves must carry no outputs.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import papermill as pm
import pytest

from gymkit.gym import open_gym
from tests.test_report_helpers import CARELESS, generated_workspace

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
NAMES = ("explore", "run_and_score", "error_analysis", "report")
SECRET = re.compile(r"sk-[A-Za-z0-9]{16,}|WEAVIATE_API_KEY=\S+|OPENAI_API_KEY=\S+")


@pytest.mark.parametrize("name", NAMES)
def test_stored_notebook_is_clean_and_parameterized(name):
    raw = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    assert all(c.get("id") for c in raw["cells"]), "cells without ids (nbformat 4.5)"
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    nbformat.validate(nb)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(not c.outputs and c.execution_count is None for c in code), "stored with outputs"
    assert "parameters" in code[0].metadata.get("tags", []), "first code cell must be parameters"
    assert nb.metadata["kernelspec"]["name"] == "python3"
    # narrative, not logic: no function or class definitions in a notebook
    assert not any(re.search(r"^\s*(def|class) ", c.source, re.M) for c in code)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    return generated_workspace(tmp_path_factory.mktemp("nb") / "ws", runs=("rules", CARELESS))


def execute(name: str, out_dir: Path, **parameters) -> nbformat.NotebookNode:
    out = out_dir / f"{name}.ipynb"
    pm.execute_notebook(
        str(NOTEBOOKS / f"{name}.ipynb"),
        str(out),
        parameters=parameters,
        kernel_name="python3",
        progress_bar=False,
        execution_timeout=600,
    )
    return nbformat.read(out, as_version=4)


def outputs(nb: nbformat.NotebookNode) -> list[dict]:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]


def html_of(nb: nbformat.NotebookNode) -> str:
    return "\n".join(o.get("data", {}).get("text/html", "") for o in outputs(nb))


def assert_ran_clean(nb: nbformat.NotebookNode) -> None:
    assert not [o for o in outputs(nb) if o.output_type == "error"]
    text = json.dumps([o for o in outputs(nb)])
    assert not SECRET.search(text), "an API key leaked into the outputs"
    assert not re.search(r"<script[^>]+src=[\"']?(https?:)?//", html_of(nb))


@pytest.mark.slow
def test_explore_notebook(workspace, tmp_path):
    nb = execute("explore", tmp_path, workspace=str(workspace))
    assert_ran_clean(nb)
    kinds = {k for o in outputs(nb) for k in o.get("data", {})}
    assert "application/vnd.jupyter.widget-view+json" in kinds  # the query browser
    assert html_of(nb).count('class="gymkit-chart"') >= 1
    text = json.dumps(outputs(nb))
    assert "SELECT" in text  # a ground truth in its SQL-like form
    assert CARELESS in text  # scores joined to the query sets through the attached run store


@pytest.mark.slow
def test_run_and_score_notebook_runs_and_stores_a_new_run(workspace, tmp_path):
    nb = execute(
        "run_and_score",
        tmp_path,
        workspace=str(workspace),
        agent="rules",
        query_set="search_mode",
        run_name="nb-rules",
    )
    assert_ran_clean(nb)
    assert html_of(nb).count('class="gymkit-chart"') >= 3
    from gymkit.runs import RunStore

    stored = {r["run"]: r for r in RunStore(workspace / "runs.duckdb").list_runs()}
    assert stored["nb-rules"]["status"] == "finished"


@pytest.mark.slow
def test_error_analysis_notebook_compares_two_runs(workspace, tmp_path):
    nb = execute(
        "error_analysis", tmp_path, workspace=str(workspace), run_name=CARELESS, other_run="rules"
    )
    assert_ran_clean(nb)
    page = html_of(nb)
    assert "gymkit-failed" in page  # the failed-queries table with the plan diffs
    assert "rules only" in json.dumps(outputs(nb))  # queries the rules agent won


@pytest.mark.slow
def test_report_notebook_for_every_section(workspace, tmp_path):
    with open_gym(workspace) as gym:
        environment = next(iter(gym.environments))
    nb = execute(
        "report",
        tmp_path,
        environment=environment,
        runs=["rules", CARELESS],
        workspace=str(workspace),
        standalone=True,
    )
    assert_ran_clean(nb)
    page = html_of(nb)
    assert page.count('class="gymkit-chart"') >= 8
    assert page.count("if (!window.vegaEmbed)") == 1  # the bundle shown once, standalone
