"""The four notebooks run top to bottom on a clean kernel (papermill) on a small generated gym,
as JupyterLab runs them: the kernel's working directory is `notebooks/` and neither
`GYMKIT_DATA` nor a `workspace` parameter is set, so the gym is found the way a researcher's
kernel finds it (the project root's `data/`, see `gymkit.workspace`).

The project is a temporary copy (pyproject.toml and notebooks/) whose data/ holds
`prepare(source="generate", objects=200)` with two stored runs: `rules` and the `careless` test
agent (so error analysis has failures and a second run to compare). Any cell error fails the
test. The stored notebooks themselves must carry no outputs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import time
from pathlib import Path

import nbformat
import papermill as pm
import pytest

from gymkit.charts import LAB_MIME, run_colours, run_swatch
from gymkit.gym import open_gym
from tests.test_report import AGAINST
from tests.test_report_helpers import CARELESS, generated_workspace

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
NAMES = ("explore", "run_and_score", "error_analysis", "report")
SMALL = 300_000  # bytes: an executed chart notebook without a bundle in its outputs
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
def project(tmp_path_factory) -> Path:
    """A copy of the project (pyproject.toml, notebooks/) with a prepared gym in its data/."""
    root = tmp_path_factory.mktemp("nb") / "project"
    shutil.copytree(NOTEBOOKS, root / "notebooks")
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    generated_workspace(root / "data", runs=("rules", CARELESS))
    return root


@pytest.fixture(scope="module")
def workspace(project) -> Path:
    return project / "data"


@pytest.fixture(autouse=True)
def kernel_environment(monkeypatch):
    """The kernel (a child of this process) imports this checkout's gymkit and has no
    GYMKIT_DATA, as in a fresh JupyterLab."""
    monkeypatch.delenv("GYMKIT_DATA", raising=False)
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    )


TIMES: dict[str, float] = {}


def execute(name: str, out_dir: Path, cwd: Path, **parameters) -> nbformat.NotebookNode:
    """Run a notebook with papermill, the kernel started in `cwd` (as JupyterLab does)."""
    out = out_dir / f"{name}.ipynb"
    t0 = time.perf_counter()
    pm.execute_notebook(
        str(cwd / f"{name}.ipynb"),
        str(out),
        parameters=parameters,
        kernel_name="python3",
        progress_bar=False,
        execution_timeout=600,
        cwd=str(cwd),
    )
    TIMES[name] = round(time.perf_counter() - t0, 2)
    print(f"{name}.ipynb ran in {TIMES[name]} s")
    return nbformat.read(out, as_version=4)


def outputs(nb: nbformat.NotebookNode) -> list[dict]:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]


def html_of(nb: nbformat.NotebookNode) -> str:
    return "\n".join(o.get("data", {}).get("text/html", "") for o in outputs(nb))


def charts_in(nb: nbformat.NotebookNode) -> int:
    """Charts as JupyterLab draws them itself: outputs of its Vega-Lite MIME type."""
    return sum(LAB_MIME in o.get("data", {}) for o in outputs(nb))


def assert_no_vega_bundle(nb: nbformat.NotebookNode, max_bytes: int | None = SMALL) -> None:
    """No JavaScript bundle in the outputs (saving after Run All must not add ~1 MB), charts
    as specs only, and the executed notebook under `max_bytes`."""
    text = nbformat.writes(nb)
    assert "vegaEmbed" not in text
    assert all(
        set(o["data"]) == {LAB_MIME, "text/plain"}
        for o in outputs(nb)
        if LAB_MIME in o.get("data", {})
    )
    if max_bytes is not None:
        assert len(text.encode("utf-8")) < max_bytes, f"executed notebook is {len(text)} bytes"


def assert_ran_clean(nb: nbformat.NotebookNode) -> None:
    assert not [o for o in outputs(nb) if o.output_type == "error"]
    text = json.dumps([o for o in outputs(nb)])
    assert not SECRET.search(text), "an API key leaked into the outputs"
    assert not re.search(r"<script[^>]+src=[\"']?(https?:)?//", html_of(nb))


@pytest.mark.slow
def test_explore_notebook(project, tmp_path):
    nb = execute("explore", tmp_path, project / "notebooks")
    assert_ran_clean(nb)
    kinds = {k for o in outputs(nb) for k in o.get("data", {})}
    assert "application/vnd.jupyter.widget-view+json" in kinds  # the query browser
    assert charts_in(nb) >= 1
    assert_no_vega_bundle(nb)
    text = json.dumps(outputs(nb))
    assert "SELECT" in text  # a ground truth in its SQL-like form
    assert CARELESS in text  # scores joined to the query sets through the attached run store


@pytest.mark.slow
def test_run_and_score_notebook_runs_and_stores_a_new_run(project, workspace, tmp_path):
    nb = execute(
        "run_and_score",
        tmp_path,
        project / "notebooks",
        agent="rules",
        query_set="search_mode",
        run_name="nb-rules",
    )
    assert_ran_clean(nb)
    assert charts_in(nb) >= 3
    assert_no_vega_bundle(nb)
    from gymkit.runs import RunStore

    stored = {r["run"]: r for r in RunStore(workspace / "runs.duckdb").list_runs()}
    assert stored["nb-rules"]["status"] == "finished"


@pytest.mark.slow
def test_error_analysis_notebook_compares_two_runs(project, tmp_path):
    nb = execute(
        "error_analysis", tmp_path, project / "notebooks", run_name=CARELESS, other_run="rules"
    )
    assert_ran_clean(nb)
    page = html_of(nb)
    assert "gymkit-failed" in page  # the failed-queries table with the plan diffs
    assert "gk-detail" in page and "predicted result" in page  # one failure drilled into
    # the comparison as `gymkit compare` makes it: interval, p-value, full SQL per sub-query
    colours = run_colours(["rules", CARELESS])
    heading = f"{run_swatch(CARELESS, colours)} against {run_swatch('rules', colours)}"
    assert heading in page and "queries where the two disagree" in page
    assert "95% paired interval" in page and "McNemar" in page
    assert "sub-query 1</span> SELECT" in page and "gk-search" in page


def chart_specs(nb: nbformat.NotebookNode) -> list[dict]:
    """Every chart spec a notebook's outputs draw: JupyterLab's Vega-Lite MIME type (the
    notebooks' renderer), or gymkit's HTML renderer (report pages)."""
    lab = [dict(o["data"][LAB_MIME]) for o in outputs(nb) if LAB_MIME in o.get("data", {})]
    return lab + [json.loads(p) for p in re.findall(r"var spec = (.*?), tries = 0;", html_of(nb))]


def spec_rows(spec: dict) -> list[dict]:
    return [row for rows in spec.get("datasets", {}).values() for row in rows]


@pytest.mark.slow
def test_error_analysis_parameters_filter_every_view(project, workspace, tmp_path):
    """`environment` (and `set_name`) narrow the error-label chart, the shape chart, the
    accuracy table and the comparison, not only the failure list."""
    from gymkit.runs import RunStore

    scores = RunStore(workspace / "runs.duckdb").frame("scores", "rules")
    env = sorted(scores["environment"].unique())[1]
    mine = scores[scores["environment"] == env]
    failed = mine[~mine["passed"].astype(bool)]
    nb = execute(
        "error_analysis", tmp_path, project / "notebooks", environment=env, other_run=CARELESS
    )
    assert_ran_clean(nb)
    text = json.dumps(outputs(nb))
    assert f"{len(failed)} failed queries of run rules" in text
    specs = chart_specs(nb)
    errors = next(s for s in specs if "first error label" in json.dumps(s.get("title", "")))
    assert sum(r["n"] for r in spec_rows(errors)) == len(failed)  # not the whole run's
    shape = next(s for s in specs if "Retrieval shape" in json.dumps(s.get("title", "")))
    assert sum(r["n"] for r in spec_rows(shape)) == (mine["set"] == "search_mode").sum()
    page = re.sub(r">\s+<", "><", html_of(nb))
    for set_name, n in mine.groupby("set").size().items():  # the accuracy and comparison tables
        assert f"<td>{set_name}</td><td>{n}</td>" in page, (set_name, n)
    assert str(len(scores[scores["set"] == "ask_mode"])) not in re.findall(
        r"<td>ask_mode</td><td>(\d+)</td>", page
    )


@pytest.mark.slow
def test_error_analysis_defaults_to_the_default_agents_run_not_the_latest(project, tmp_path):
    """With no parameters it analyses `rules`, even when an oracle run was stored after it."""
    from gymkit.runs import run

    with open_gym(project / "data") as gym:
        run("oracle", sets="edge_case_1", gym=gym, progress=False)
    nb = execute("error_analysis", tmp_path, project / "notebooks")
    assert_ran_clean(nb)
    text = json.dumps(outputs(nb))
    assert "failed queries of run rules" in text
    assert_no_vega_bundle(nb)


@pytest.mark.slow
def test_report_notebook_for_every_section(project, workspace, tmp_path):
    with open_gym(workspace) as gym:
        environment = next(iter(gym.environments))
    nb = execute(
        "report",
        tmp_path,
        project / "notebooks",
        environment=environment,
        runs=["rules", CARELESS],
        standalone=True,
    )
    assert_ran_clean(nb)
    page = html_of(nb)
    assert charts_in(nb) >= 8  # standalone (JupyterLab): its own Vega renderer draws them
    assert_no_vega_bundle(nb, max_bytes=None)  # every failure's detail is in it: not small
    assert "gk-failures" in page and "Error labels" in page  # every failure, and the glossary
    assert AGAINST in page  # where the runs disagree


@pytest.mark.slow
def test_without_a_gym_the_error_names_the_folder_and_the_fix(tmp_path):
    """A fresh clone before `gymkit data`: the first gymkit cell says where it looked."""
    root = tmp_path / "clone"
    shutil.copytree(NOTEBOOKS, root / "notebooks")
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    with pytest.raises(pm.PapermillExecutionError) as err:
        execute("explore", tmp_path, root / "notebooks")
    assert f"no gym in {root / 'data'}" in str(err.value)
    assert "gymkit data" in str(err.value)


@pytest.fixture
def fresh_project(tmp_path) -> Path:
    """A copy of the project whose data/ holds a gym and no run: `gymkit data` alone."""
    root = tmp_path / "project"
    shutil.copytree(NOTEBOOKS, root / "notebooks")
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    generated_workspace(root / "data", runs=())
    return root


@pytest.mark.slow
@pytest.mark.parametrize("name", ["error_analysis", "report"])
def test_run_all_after_gymkit_data_alone_runs_the_default_agent(fresh_project, tmp_path, name):
    """The README's promise, Run All works as is: with no run stored, the notebook runs the
    default agent first (as `gymkit report` does) and analyses that run."""
    from gymkit.runs import RunStore

    store = RunStore(fresh_project / "data" / "runs.duckdb")
    assert store.get_run("rules") is None
    nb = execute(name, tmp_path, fresh_project / "notebooks")
    assert_ran_clean(nb)
    assert store.get_run("rules")["status"] == "finished"
    assert "no run named 'rules'; running agent 'rules' on every set" in json.dumps(outputs(nb))
