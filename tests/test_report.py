"""gymkit.report: offline pages from real executed notebooks, on a real tiny gym with real runs.

The fast tests export hand-built notebooks; the slow ones run papermill with real kernels, and
one runs `gymkit report` in a subprocess on a fresh folder, the README's main command.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook, new_output

from gymkit import report
from gymkit.charts import run_colours, run_swatch
from gymkit.errors import GymError
from gymkit.runs import RunStore
from tests.test_report_helpers import CARELESS, tiny_workspace
from tests.tiny_snapshot import ENV_ID

ROOT = Path(__file__).resolve().parents[1]
# the comparison's heading: each run after a square of its colour in the selection
_COLOURS = run_colours(["rules", CARELESS])
AGAINST = f"{run_swatch('rules', _COLOURS)} against {run_swatch(CARELESS, _COLOURS)}"


def exported(fragment: str) -> str:
    """`fragment` as nbconvert writes it into a page (double quotes, entities as characters)."""
    import html

    return html.unescape(fragment).replace("'", '"')


GYMKIT = Path(sys.executable).with_name("gymkit")


def executed_notebook(html_output: str) -> nbformat.NotebookNode:
    """A notebook as papermill leaves it: code inputs and an HTML output."""
    cell = new_code_cell("secret_code = 'do not show me'\ndisplay(HTML(x))")
    cell.outputs = [new_output("display_data", data={"text/html": html_output})]
    return new_notebook(cells=[cell])


# ---- pages (fast) ------------------------------------------------------------------------------


def test_export_html_drops_inputs_and_cdn_scripts_and_embeds_vega_once():
    page = report.export_html(executed_notebook("<p>hello report</p>"), "Env: Query Agent Gym")
    assert "hello report" in page
    assert "do not show me" not in page  # exclude_input
    assert page.count("if (!window.vegaEmbed)") == 1
    assert "<title>Env: Query Agent Gym</title>" in page
    assert not re.search(r"<script[^>]+src=[\"']?(https?:)?//", page)  # no require.js, MathJax
    assert "cdnjs" not in page and "unpkg" not in page and "jsdelivr" not in page


@pytest.mark.parametrize(
    "snippet",
    [
        '<script src="https://cdn.jsdelivr.net/npm/vega@5"></script>',
        "<script type='text/javascript' src='//unpkg.com/x.js'></script>",
        '<link rel="stylesheet" href="http://example.com/a.css">',
        '<img src="https://example.com/pixel.png">',
    ],
)
def test_a_network_resource_in_an_output_fails_the_page(snippet):
    with pytest.raises(report.ReportError, match="Env A.*network"):
        report.export_html(executed_notebook(snippet), "Env A")


def test_check_offline_lets_local_and_inline_resources_through():
    report.check_offline(
        '<script>var u = "https://example.com";</script><a href="https://x.org">link</a>'
        '<img src="data:image/png;base64,AAAA"><link href="page.css">',
        "page",
    )


def test_widget_outputs_are_left_out_of_the_page_and_the_rest_stays():
    """DuckDB's progress bar in a kernel (a query over 2 s) is a widget output: the page, which
    loads no widget manager, would show it as an empty box, depending on the machine's speed."""
    nb = executed_notebook("<p>before the bar</p>")
    bar = new_output(
        "display_data",
        data={
            "text/plain": "FloatProgress(value=0.0, layout=Layout(width='auto'))",
            report.WIDGET_MIME: {"version_major": 2, "version_minor": 0, "model_id": "e87a"},
        },
    )
    after = new_output("display_data", data={"text/html": "<p>after the bar</p>"})
    nb.cells[0].outputs += [bar, after]
    state = {"e87a": {"model_name": "FloatProgressModel", "state": {"value": 0.0}}}
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": state}}
    page = report.export_html(nb, "Env A")
    assert "before the bar" in page and "after the bar" in page
    assert "e87a" not in page and "FloatProgress" not in page
    assert "application/vnd.jupyter.widget" not in page  # no view, no state
    assert [len(c.outputs) for c in nb.cells] == [2]  # the widget output removed, in place
    assert report.drop_widgets(nb) == 0


def test_a_kernel_trusts_the_store_check_its_parent_made_until_the_file_changes(
    tmp_path, monkeypatch
):
    """`gymkit report` reads the run store whole once (a second per 30 MB) and hands its
    finding to the kernels (SOUND_ENV): a kernel does not read it again, unless the file has
    changed since (another size or time), which is checked as before."""
    from gymkit.runs import _store

    path = tmp_path / "runs.duckdb"
    path.write_bytes(b"not a database at all" * 100)  # what a fresh check sets aside
    stat = path.stat()
    monkeypatch.setattr(_store, "_SOUND", set())
    monkeypatch.setenv(
        _store.SOUND_ENV, f'[["{path.resolve()}", {stat.st_mtime_ns}, {stat.st_size}]]'
    )
    assert RunStore(path).exists() and path.is_file()  # trusted: not opened, not set aside
    with open(path, "ab") as f:
        f.write(b"changed")
    assert not RunStore(path).exists()  # changed since the parent's check: checked afresh
    assert not path.exists() and list(tmp_path.glob("runs.duckdb.corrupt-*"))
    monkeypatch.setenv(_store.SOUND_ENV, "not json")
    assert _store._inherited_sound() == set()


def test_sound_stores_env_round_trips_what_this_process_checked(workspace, monkeypatch):
    from gymkit.runs import _store

    monkeypatch.setattr(_store, "_SOUND", set())
    store = workspace / "runs.duckdb"
    assert RunStore(store).exists()
    monkeypatch.setenv(_store.SOUND_ENV, _store.sound_stores_env())
    stat = store.stat()
    assert _store._inherited_sound() == {(str(store.resolve()), stat.st_mtime_ns, stat.st_size)}


# ---- build_reports on a real tiny gym (slow: real kernels) ------------------------------------


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    return tiny_workspace(tmp_path_factory.mktemp("report"), runs=("rules", CARELESS))


@pytest.mark.slow
def test_build_reports_writes_a_page_per_environment_and_an_index(workspace, tmp_path):
    logs: list[str] = []
    result = report.build_reports(
        ["rules", CARELESS], out=tmp_path / "out", workspace=workspace, log=logs.append
    )
    assert result.runs == ["rules", CARELESS]
    assert set(result.pages) == {ENV_ID}
    page = result.pages[ENV_ID].read_text(encoding="utf-8")
    assert 0 < len(page) < 5_000_000
    for heading in ("Schema", "Scores", "Edge cases B1 to B9", "Search quality", "Failed queries"):
        assert heading in page, heading
    assert "wrong_collection" in page  # the careless run's failures are listed
    assert page.count('class="gymkit-chart"') >= 8
    assert "Traceback" not in page
    for section in ("Where the runs disagree", "Glossary", "gk-failures", exported(AGAINST)):
        assert section in page, section
    # a run selection other than the default one gets its own folder
    folder = tmp_path / "out" / f"runs-rules+{CARELESS}"
    assert result.pages[ENV_ID] == folder / f"{ENV_ID}.html"
    index = result.index.read_text(encoding="utf-8")
    assert result.index == tmp_path / "out" / "index.html"
    assert f'href="runs-rules+{CARELESS}/{ENV_ID}.html"' in index and 'id="overview"' in index
    assert "100.0% [100-100]" in index  # the rules run passes the tiny gym, with its interval
    assert any("wrote" in m and ENV_ID in m for m in logs)
    assert (folder / ".notebooks" / f"{ENV_ID}.ipynb").is_file()


@pytest.mark.slow
def test_reports_for_two_run_selections_live_side_by_side(workspace, tmp_path):
    """`gymkit report` for the default run after a two-run report: both stay, the index links
    both and lists every stored run in its leaderboard, each run in its own colour."""

    out = tmp_path / "out"
    two = report.build_reports(
        ["rules", CARELESS], out=out, workspace=workspace, log=lambda m: None
    )
    one = report.build_reports(out=out, workspace=workspace, log=lambda m: None)
    assert one.pages[ENV_ID] == out / f"{ENV_ID}.html"
    assert two.pages[ENV_ID].is_file() and two.pages[ENV_ID] != one.pages[ENV_ID]
    assert exported(AGAINST) in two.pages[ENV_ID].read_text(encoding="utf-8")
    index = (out / "index.html").read_text(encoding="utf-8")
    assert f'href="{ENV_ID}.html"' in index
    assert f'href="runs-rules+{CARELESS}/{ENV_ID}.html"' in index
    # the leaderboard colours every stored run; each report line as its selection's pages do
    stored = run_colours(["rules", CARELESS, "search-baseline"])
    assert run_swatch(CARELESS, stored) in index
    two_colours = run_colours(["rules", CARELESS])
    assert (
        f"<b>{run_swatch('rules', two_colours)}, {run_swatch(CARELESS, two_colours)}</b>" in index
    )


@pytest.mark.slow
def test_build_reports_runs_the_default_agent_when_nothing_was_run(tmp_path):
    from gymkit.prepare import prepare
    from tests.tiny_snapshot import write_tiny_snapshot

    prepare(source=str(write_tiny_snapshot(tmp_path / "snap")), workspace=tmp_path / "ws")
    result = report.build_reports(out=tmp_path / "out", workspace=tmp_path / "ws", log=print)
    assert result.runs == ["rules", "search-baseline"]  # the default agent and the baseline
    runs = RunStore(tmp_path / "ws" / "runs.duckdb").list_runs()
    assert sorted((r["run"], r["status"]) for r in runs) == [
        ("rules", "finished"),
        ("search-baseline", "finished"),
    ]
    assert result.pages[ENV_ID].is_file()


def test_unknown_environment_is_refused_before_any_notebook_runs(workspace, tmp_path):
    with pytest.raises(GymError, match=rf"unknown environment 'nowhere'.*{ENV_ID}"):
        report.build_reports(["rules"], ["nowhere"], out=tmp_path / "out", workspace=workspace)
    assert not (tmp_path / "out" / ".notebooks").exists()


@pytest.mark.slow
def test_a_failing_notebook_names_the_environment_and_the_cell(workspace, tmp_path, monkeypatch):
    broken = tmp_path / "broken.ipynb"
    params = new_code_cell("environment = None\nruns = []\nworkspace = None\nstandalone = True")
    params.metadata["tags"] = ["parameters"]
    nb = new_notebook(
        cells=[params, new_code_cell("raise ValueError('no scores for ' + environment)")]
    )
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, broken)
    monkeypatch.setattr(report, "TEMPLATE", broken)
    with pytest.raises(
        report.ReportError,
        match=rf"for {ENV_ID}: cell \d+ failed: ValueError: no scores for {ENV_ID}",
    ):
        report.build_reports(
            ["rules"], out=tmp_path / "out", workspace=workspace, log=lambda m: None
        )


@pytest.mark.slow
def test_kernels_are_reused_across_environments(workspace, tmp_path, monkeypatch):
    """Three environments on one worker: one kernel process serves all three notebooks."""
    pids: list[int] = []
    real = report.run_notebook

    def spy(environment, runs, ws, work_dir, km=None, **kw):
        nb = real(environment, runs, ws, work_dir, km=km, **kw)
        pids.append(km.provisioner.process.pid)
        return nb

    monkeypatch.setattr(report, "run_notebook", spy)
    result = report.build_reports(
        ["rules"],
        [ENV_ID, ENV_ID, ENV_ID],
        out=tmp_path / "out",
        workspace=workspace,
        workers=1,
        log=lambda m: None,
    )
    assert len(pids) == 3 and len(set(pids)) == 1
    assert result.pages[ENV_ID].is_file()


@pytest.mark.slow
def test_a_page_is_exported_while_its_kernel_runs_the_next_notebook(
    workspace, tmp_path, monkeypatch
):
    """One worker, two environments: the first page's export waits until the kernel has started
    on the second notebook, which it can only do if exports run beside the kernels."""
    import threading

    second_started = threading.Event()
    executed: list[str] = []
    real_run, real_export = report.run_notebook, report.export_html

    def spy_run(environment, *a, **kw):
        executed.append(environment)
        if len(executed) == 2:
            second_started.set()
        return real_run(environment, *a, **kw)

    overlapped: list[bool] = []

    def slow_export(nb, title, index_href=None):
        if not overlapped:
            overlapped.append(second_started.wait(timeout=60))
        return real_export(nb, title, index_href)

    monkeypatch.setattr(report, "run_notebook", spy_run)
    monkeypatch.setattr(report, "export_html", slow_export)
    result = report.build_reports(
        ["rules"],
        [ENV_ID, ENV_ID],
        out=tmp_path / "out",
        workspace=workspace,
        workers=1,
        log=lambda m: None,
    )
    assert overlapped == [True] and len(executed) == 2
    assert result.pages[ENV_ID].is_file()


@pytest.mark.slow
def test_a_page_that_cannot_be_exported_fails_the_report_naming_it(
    workspace, tmp_path, monkeypatch
):
    def refuse(nb, title, index_href=None):
        raise report.ReportError(f"{title}: the page loads a script from the network")

    monkeypatch.setattr(report, "export_html", refuse)
    with pytest.raises(report.ReportError, match="the page loads a script"):
        report.build_reports(
            ["rules"], out=tmp_path / "out", workspace=workspace, log=lambda m: None
        )
    assert not (tmp_path / "out" / "index.html").exists()


@pytest.fixture
def kernel_starts(monkeypatch):
    """Every kernel manager that starts a kernel, and an event set at the first start."""
    import threading

    from jupyter_client.manager import AsyncKernelManager

    started, managers = threading.Event(), []
    real = AsyncKernelManager.start_kernel

    async def spy(self, **kw):
        managers.append(self)
        started.set()
        return await real(self, **kw)

    monkeypatch.setattr(AsyncKernelManager, "start_kernel", spy)
    return started, managers


@pytest.mark.slow
def test_kernels_start_while_the_runs_are_checked(workspace, tmp_path, monkeypatch, kernel_starts):
    started, _ = kernel_starts
    real = report.ensure_runs
    seen: list[bool] = []

    def slow_runs(*a, **kw):
        seen.append(started.wait(timeout=60))  # a kernel starts before the runs are ready
        return real(*a, **kw)

    monkeypatch.setattr(report, "ensure_runs", slow_runs)
    result = report.build_reports(
        ["rules"], out=tmp_path / "out", workspace=workspace, log=lambda m: None
    )
    assert seen == [True] and result.pages[ENV_ID].is_file()


@pytest.mark.slow
def test_when_the_runs_fail_the_kernels_started_for_them_are_shut_down(
    workspace, tmp_path, monkeypatch, kernel_starts
):
    started, managers = kernel_starts

    def broken_runs(*a, **kw):
        started.wait(timeout=60)
        raise GymError("the run store is locked")

    monkeypatch.setattr(report, "ensure_runs", broken_runs)
    with pytest.raises(GymError, match="locked"):
        report.build_reports(["rules"], out=tmp_path / "out", workspace=workspace, log=None)
    assert managers and not any(km.has_kernel for km in managers)


# ---- the README's main command ------------------------------------------------------------------


@pytest.mark.slow
def test_gymkit_report_on_a_fresh_folder_prepares_runs_and_renders(tmp_path):
    """`gymkit report` with no arguments in an empty folder: data/ is prepared (the generated
    gym), the rules agent runs, and reports/ holds every environment's page and the index."""
    if not (ROOT / "gymkit" / "generate" / "writer.py").is_file():
        pytest.skip("the generator (gymkit.generate.writer) is not there yet")
    env = {k: v for k, v in os.environ.items() if k != "GYMKIT_DATA"}
    proc = subprocess.run(
        [str(GYMKIT), "report"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    index = tmp_path / "reports" / "index.html"
    assert str(index) in proc.stdout  # it says where the reports are
    pages = sorted(p.name for p in (tmp_path / "reports").glob("*.html"))
    assert len(pages) == 6 and "index.html" in pages
    assert all((tmp_path / "reports" / p).stat().st_size < 5_000_000 for p in pages)
    assert (tmp_path / "data" / "gym.duckdb").is_file()


# ---- run colours in the rendered pages ----------------------------------------------------------

FIVE = ("rules", "oracle", "search-baseline", "rules@2", "rules@3")


def page_run_colours(page: str) -> list[dict[str, str]]:
    """run -> colour of every chart spec on a page (one dict per chart that colours runs)."""
    import json

    from tests.test_charts import colour_scale

    found = [colour_scale(json.loads(p)) for p in re.findall(r"var spec = (.*?), tries = 0;", page)]
    return [f for f in found if f]


@pytest.mark.slow
def test_five_runs_get_five_colours_the_same_on_every_page(tmp_path):
    """rules and oracle (the README's two-run example) and two trials rules@2/rules@3 used to
    share colours; in a report of all five each has its own, in every chart of the page, in
    its failure and comparison headings, and on the index's line for the selection."""
    from gymkit.gym import open_gym
    from gymkit.runs import run

    ws = tiny_workspace(tmp_path, runs=("rules", "oracle", "search-baseline"))
    with open_gym(ws) as gym:
        for name in ("rules@2", "rules@3"):
            run("rules", name=name, gym=gym, progress=False)
    result = report.build_reports(list(FIVE), out=tmp_path / "out", workspace=ws, log=print)
    colours = run_colours(FIVE)
    assert len(set(colours.values())) == 5
    page = result.pages[ENV_ID].read_text(encoding="utf-8")
    charts_seen = page_run_colours(page)
    assert len(charts_seen) >= 4  # accuracy by set, operator class, phrasing, sub-queries, ...
    for scale in charts_seen:
        assert scale == {r: colours[r] for r in scale}, scale  # the selection's colour, always
    assert set().union(*charts_seen) == set(FIVE)
    for r in ("oracle", "search-baseline", "rules@2"):
        assert exported(f"{run_swatch('rules', colours)} against {run_swatch(r, colours)}") in page
    index = result.index.read_text(encoding="utf-8")
    assert ", ".join(run_swatch(r, colours) for r in FIVE) in index
