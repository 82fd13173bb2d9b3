"""The workbench as a researcher uses it: JupyterLab in a real headless Chromium.

Starts `jupyter lab notebooks/` as the README says (its line, read from the README; as root
too, without --allow-root: the config `make venv` installs allows it), on 127.0.0.1 (a free
port, a token, no browser), in a temporary copy of the project (pyproject.toml and notebooks/) whose data/ holds a
generated gym (200 objects per collection, a `rules` and a `careless` run), with no
`GYMKIT_DATA`: the kernels, started in notebooks/, find the gym as a fresh clone's would. For each notebook it opens the
page, runs every cell from the Run menu, waits until the kernel is idle, saves, and fails on
any error output (in the saved file and on the page). In explore.ipynb it then changes the query
browser's query set and checks that the browser's output changes to an edge_case_1 query;
in error_analysis.ipynb it picks a failed query in the drill-down and sees its detail. Charts
are drawn by JupyterLab's own Vega renderer and no notebook saved after Run All holds a
JavaScript bundle (the chart notebooks stay under 300 KB). One
screenshot per notebook goes to tests/_output/ and the time each notebook took to tests/_output/
jupyterlab-times.json.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest

from tests.browser import chromium_binaries
from tests.test_report_helpers import CARELESS, generated_workspace

pytestmark = [pytest.mark.slow, pytest.mark.browser]

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
OUTPUT = Path(__file__).resolve().parent / "_output"
NAMES = ("explore", "error_analysis", "run_and_score", "report")
CHROME_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-default-apps",
    "--window-size=1400,1100",
)
RUN_TIMEOUT = 300.0

# What the page shows: the number of code cells, how many have run ([n]), how many are
# queued or running ([*]), and the text of every error output.
_STATE_JS = """
const nb = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook');
if (!nb) return null;
const prompts = Array.from(nb.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt'))
  .map(p => p.textContent.trim());
const errors = Array.from(nb.querySelectorAll('.jp-OutputArea-output'))
  .filter(o => /Traceback|Error:/.test(o.textContent) &&
               o.getAttribute('data-mime-type') === 'application/vnd.jupyter.stderr')
  .map(o => o.textContent.slice(0, 500));
return {cells: prompts.length, ran: prompts.filter(p => /\\[\\d+\\]/.test(p)).length,
        busy: prompts.filter(p => p.indexOf('*') >= 0).length, errors: errors};
"""


def readme_lab_args() -> list[str]:
    """The arguments of the README's JupyterLab line (`.venv/bin/jupyter lab notebooks/`),
    after `jupyter lab`: what a user types, started here exactly so (as root too)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if x.startswith(".venv/bin/jupyter lab "))
    words = line.split("#", 1)[0].split()
    assert words[:2] == [".venv/bin/jupyter", "lab"], line
    return words[2:]


SAVED_MAX_BYTES = 300_000  # a chart notebook saved after Run All: specs, no Vega bundle


# Charts JupyterLab drew itself: its Vega renderer's outputs holding an SVG or a canvas.
_VEGA_JS = """
return Array.from(document.querySelectorAll(
  '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-RenderedVegaCommon5'))
  .filter(v => v.querySelector('svg, canvas')).length;
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    """A copy of the project (pyproject.toml, notebooks/) with a prepared gym in its data/."""
    if chromium_binaries() is None:
        pytest.skip(
            "headless Chromium not found (need chromium and chromedriver on PATH: "
            "apt-get install -y chromium chromium-driver)"
        )
    project = tmp_path_factory.mktemp("lab") / "project"
    (project / "notebooks").mkdir(parents=True)
    for name in NAMES:
        shutil.copy(NOTEBOOKS / f"{name}.ipynb", project / "notebooks" / f"{name}.ipynb")
    shutil.copy(ROOT / "pyproject.toml", project / "pyproject.toml")
    generated_workspace(project / "data", runs=("rules", CARELESS))
    return project


@pytest.fixture(scope="module")
def lab(project):
    """`jupyter lab notebooks/` running: (base URL, token, notebooks folder). Stopped afterwards."""
    root = project / "notebooks"
    settings = project / ".lab-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}), encoding="utf-8"
    )  # no "get Jupyter news?" prompt over the screenshots, and no request for it
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **{k: v for k, v in os.environ.items() if k != "GYMKIT_DATA"},
        "PYTHONPATH": str(ROOT),
        "JUPYTER_CONFIG_DIR": str(project / ".jupyter-config"),
        "JUPYTER_RUNTIME_DIR": str(project / ".jupyter-runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(project / ".lab-settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(project / ".lab-workspaces"),
    }
    log = open(project / "jupyterlab.log", "w", encoding="utf-8")  # noqa: SIM115
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}",
            *readme_lab_args(),  # the README's line, from the project root; no --allow-root:
            # as root, the config `make venv` installs lets it start (README)
            "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LabApp.extension_manager=readonly",  # no PyPI listing: no network
        ],
        cwd=project,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    log_text = (project / "jupyterlab.log").read_text(encoding="utf-8")
                    hint = (
                        " (as root: run `make venv`, which installs "
                        "notebooks/jupyter_server_config.json into the venv)"
                        if "allow-root" in log_text
                        else ""
                    )
                    pytest.fail(f"jupyter lab did not start{hint}: " + log_text[-2000:])
                time.sleep(0.3)
        yield base, token, root
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="module")
def browser():
    pytest.importorskip("selenium", reason="selenium is not installed in this venv")
    found = chromium_binaries()
    if found is None:
        pytest.skip("headless Chromium not found (apt-get install -y chromium chromium-driver)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="gymkit-lab-chromium-")
    opts = webdriver.ChromeOptions()
    opts.binary_location = found[0]
    for flag in (*CHROME_FLAGS, f"--user-data-dir={profile}"):
        opts.add_argument(flag)
    driver = webdriver.Chrome(service=Service(found[1]), options=opts)
    driver.set_script_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _wait(predicate, timeout: float, what: str, poll: float = 0.3):
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = predicate()
        if last:
            return last
        time.sleep(poll)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what} (last: {last!r})")


def kernels_idle(base: str, token: str) -> bool:
    """Whether the server has a kernel and every kernel is idle (the REST API's view)."""
    try:
        with urllib.request.urlopen(f"{base}/api/kernels?token={token}", timeout=5) as r:
            kernels = json.load(r)
    except OSError:  # the server is busy starting the kernel: not idle yet
        return False
    return bool(kernels) and all(k.get("execution_state") == "idle" for k in kernels)


def _command(driver, menu: str, command: str) -> None:
    """Click a JupyterLab menu (by its label) and the item of a command in it."""
    from selenium.webdriver.common.by import By

    items = driver.find_elements(By.CSS_SELECTOR, ".lm-MenuBar-itemLabel")
    next(i for i in items if i.text.strip() == menu).click()
    item = _wait(
        lambda: driver.find_elements(By.CSS_SELECTOR, f".lm-Menu-item[data-command='{command}']"),
        10,
        f"the menu item {command}",
    )
    item[0].click()


def open_and_run_all(driver, base: str, token: str, root: Path, name: str) -> float:
    """Open a notebook, wait for its kernel, Run All, wait until every cell ran; seconds taken."""
    # a workspace of its own, reset: only this notebook open (not the tabs of the last one)
    driver.get(f"{base}/lab/workspaces/{name}/tree/{name}.ipynb?reset&token={token}")
    _wait(lambda: driver.execute_script(_STATE_JS), 90, f"{name}.ipynb to open")
    _wait(lambda: kernels_idle(base, token), 90, f"{name}'s kernel to be idle")
    time.sleep(1.0)  # the page's session settles
    t0 = time.monotonic()
    _command(driver, "Run", "runmenu:run-all")

    def finished():
        s = driver.execute_script(_STATE_JS) or {}
        if s.get("errors"):
            return s
        done = s.get("cells") and s["ran"] == s["cells"] and not s["busy"]
        return s if done and kernels_idle(base, token) else None

    try:
        state = _wait(finished, RUN_TIMEOUT, f"every cell of {name} to run")
    except AssertionError:
        screenshot(driver, f"{name}-timeout")
        raise
    seconds = time.monotonic() - t0
    assert not state["errors"], f"{name}.ipynb: a cell failed in JupyterLab: {state['errors']}"
    _command(driver, "File", "docmanager:save")
    time.sleep(1.0)
    nb = nbformat.read(root / f"{name}.ipynb", as_version=4)
    errors = [
        f"{o.get('ename')}: {o.get('evalue')}"
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.get("outputs", [])
        if o.get("output_type") == "error"
    ]
    assert errors == [], f"{name}.ipynb: error outputs in the saved notebook: {errors}"
    return seconds


def screenshot(driver, name: str) -> Path:
    OUTPUT.mkdir(parents=True, exist_ok=True)
    driver.execute_script("document.querySelectorAll('.Toastify').forEach(e => e.remove());")
    path = OUTPUT / f"jupyterlab-{name}.png"
    driver.save_screenshot(str(path))
    return path


def _dropdown(driver, description: str):
    """The <select> of the ipywidgets Dropdown labelled `description` in the open notebook."""
    from selenium.webdriver.common.by import By

    for box in driver.find_elements(By.CSS_SELECTOR, ".widget-dropdown"):
        labels = box.find_elements(By.CSS_SELECTOR, "label")
        if labels and labels[0].text.strip() == description:
            return box.find_element(By.CSS_SELECTOR, "select")
    return None


def _widget_output_text(driver) -> str:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll("
        "'.jp-NotebookPanel:not(.lm-mod-hidden) .widget-output'))"
        ".map(o => o.textContent).join('\\n');"
    )


# The failed-queries table of error_analysis as laid out on the page: its box, the output
# area's width, each query id's line boxes and each diff's overflow.
_FAILED_TABLE_JS = """
const box = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .gymkit-failed-box');
if (!box) return null;
box.scrollIntoView({block: 'start'});
const area = box.closest('.jp-OutputArea-output');
return {
  box: box.getBoundingClientRect().width, area: area.getBoundingClientRect().width,
  scrollWidth: box.scrollWidth, clientWidth: box.clientWidth,
  height: box.clientHeight, fullHeight: box.scrollHeight, window: window.innerHeight,
  overflowY: getComputedStyle(box).overflowY,
  idLines: Array.from(box.querySelectorAll('tbody td:first-child code'))
    .map(c => c.getClientRects().length),
  cutDiffs: Array.from(box.querySelectorAll('pre'))
    .filter(p => p.scrollWidth > p.clientWidth + 1).length,
  cutCells: Array.from(box.querySelectorAll('td'))
    .filter(td => td.scrollWidth > td.clientWidth + 1).map(td => td.textContent.slice(0, 40)),
};
"""


def check_failed_table_fits(driver) -> None:
    """error_analysis's failed-queries table fits the output area: no horizontal overflow (the
    diff wraps at spaces), query ids on one line, and a long list scrolls in its own box whose
    scrollbar is on screen (not thousands of pixels below). Screenshot of the table."""
    m = _wait(lambda: driver.execute_script(_FAILED_TABLE_JS), 30, "the failed-queries table")
    assert m["box"] <= m["area"] + 1, m  # inside the output area
    assert m["scrollWidth"] <= m["clientWidth"] + 1, m  # nothing cut at the right edge
    assert m["cutDiffs"] == 0, m  # every diff line wraps inside its cell
    assert m["cutCells"] == [], m  # nor does a label or a command run into the next column
    assert m["idLines"] and set(m["idLines"]) == {1}, m  # query ids never wrap
    assert m["height"] <= 0.7 * m["window"] + 2 and m["overflowY"] == "auto", m
    assert m["fullHeight"] > m["height"], m  # this run's list is long: it scrolls in its box
    time.sleep(0.5)
    screenshot(driver, "error_analysis-failed-table")


NOTE = "Donors: $5, $10 and $50 were recorded for the $320.34 gift"


def test_record_text_with_dollar_amounts_stays_text_in_jupyterlab(lab, browser):
    """JupyterLab's MathJax 3 typesets every text/html output: a plain paragraph of record text
    turns into maths (the control), while gymkit's outputs (a table of records, the
    failed-queries table, one query's detail) show the dollar amounts as written."""
    from selenium.webdriver.common.by import By

    base, token, root = lab
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.cells = [
        nbformat.v4.new_code_cell(
            "import dataclasses\nimport pandas as pd\nfrom IPython.display import HTML, display\n"
            "import gymkit\nfrom gymkit import analysis\n"
            f"NOTE = {NOTE!r}\ngym = gymkit.open_gym()\nframes = analysis.load_runs(gym)\n"
            "queries = analysis.queries_frame(gym)\n"
            "failed = analysis.failed_queries(frames, queries).head(1).assign(command=NOTE)"
        ),
        nbformat.v4.new_code_cell("display(HTML(f\"<p class='gk-control'>{NOTE}</p>\"))"),
        nbformat.v4.new_code_cell('analysis.safe_table(pd.DataFrame({"note": [NOTE]}))'),
        nbformat.v4.new_code_cell("display(HTML(analysis.failed_queries_html(failed)))"),
        nbformat.v4.new_code_cell(
            "r = failed.iloc[0]\n"
            "d = analysis.query_detail(gym, r['run'], r['set'], r['query_id'], frames)\n"
            "dataclasses.replace(d, command=NOTE)"
        ),
    ]
    nbformat.write(nb, root / "dollars.ipynb")
    open_and_run_all(browser, base, token, root, "dollars")
    outputs_js = (
        "return Array.from(document.querySelectorAll("
        "'.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output'))"
        ".map(o => ({maths: o.querySelectorAll('mjx-container').length, text: o.textContent}));"
    )
    # MathJax typesets after the output is attached: wait for it to reach the control
    found = _wait(
        lambda: (o := browser.execute_script(outputs_js)) and o[0]["maths"] > 0 and o,
        60,
        "MathJax to typeset the control paragraph",
    )
    time.sleep(2.0)  # and give it the time to reach the others, were they typeset
    found = browser.execute_script(outputs_js)
    assert len(found) == 4, [o["text"][:80] for o in found]
    control, *gymkit_outputs = found
    assert control["maths"] > 0 and "$320.34" not in control["text"]  # the control is maths
    for o in gymkit_outputs:
        assert o["maths"] == 0, o["text"][:200]
        assert NOTE in o["text"], o["text"][:200]
    assert not browser.find_elements(By.CSS_SELECTOR, ".tex2jax_ignore mjx-container")
    target = browser.find_elements(
        By.CSS_SELECTOR, ".jp-NotebookPanel:not(.lm-mod-hidden) .gymkit-failed"
    )
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", target[0])
    screenshot(browser, "dollars")
    assert (OUTPUT / "jupyterlab-dollars.png").stat().st_size > 10_000


def test_every_notebook_runs_in_jupyterlab_and_the_widgets_answer(lab, browser):
    from selenium.webdriver.support.ui import Select

    base, token, root = lab
    times: dict[str, float] = {}

    # explore: Run All, then change the query browser's set and see its output change
    times["explore"] = open_and_run_all(browser, base, token, root, "explore")
    select = _wait(lambda: _dropdown(browser, "query set"), 30, "the query browser")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", select)
    before = _wait(lambda: _widget_output_text(browser), 30, "the query browser's output")
    assert "ask_mode" in before or "search_mode" in before, before[:300]
    Select(select).select_by_visible_text("edge_case_1")
    after = _wait(
        lambda: (t := _widget_output_text(browser)) != before and "edge_case_1" in t and t,
        30,
        "the query browser to show an edge_case_1 query",
    )
    assert "expect:" in after  # the case's checks, where edge_case_1 used to go blank
    screenshot(browser, "explore")

    # error_analysis: the drill-down shows one failed query's cause
    times["error_analysis"] = open_and_run_all(browser, base, token, root, "error_analysis")
    select = _wait(lambda: _dropdown(browser, "query"), 30, "the failure browser")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", select)
    before = _wait(
        lambda: "predicted result" in (t := _widget_output_text(browser)) and t,
        30,
        "the failure browser's first failure",
    )
    options = Select(select).options
    assert len(options) > 1, "the rules run should have more than one failure"
    Select(select).select_by_index(len(options) - 1)
    text = _wait(
        lambda: (t := _widget_output_text(browser)) != before and "predicted result" in t and t,
        30,
        "the failure browser to show another failure",
    )
    assert "expected" in text and "command" in text
    screenshot(browser, "error_analysis")
    check_failed_table_fits(browser)

    for name in ("run_and_score", "report"):
        times[name] = open_and_run_all(browser, base, token, root, name)
        if name == "run_and_score":  # drawn by JupyterLab's own Vega renderer, offline
            drawn = _wait(lambda: browser.execute_script(_VEGA_JS), 30, "the charts to draw")
            assert drawn >= 3, f"{drawn} charts drawn by JupyterLab's Vega renderer"
        screenshot(browser, name)
    for name in NAMES:  # saved after Run All: no Vega bundle in any output
        saved = (root / f"{name}.ipynb").read_text(encoding="utf-8")
        assert "vegaEmbed" not in saved, f"{name}.ipynb saved a JavaScript bundle"
        if name in ("explore", "run_and_score"):
            assert len(saved.encode("utf-8")) < SAVED_MAX_BYTES, f"{name}: {len(saved)} bytes"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    (OUTPUT / "jupyterlab-times.json").write_text(json.dumps(times, indent=1), encoding="utf-8")
    print("seconds per notebook in JupyterLab:", json.dumps(times))
    for name in NAMES:
        assert (OUTPUT / f"jupyterlab-{name}.png").stat().st_size > 10_000
