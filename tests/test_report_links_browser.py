"""A report page as a researcher links into it and exports from it, in headless Chromium.

Builds one page of the generated gym (200 objects per collection, long record prose) for the
`careless` test agent's run, priced (`prices=(1, 2)`), in its selection folder
(`reports/runs-careless/`). Checks: the page links back to the index; a URL ending in
`#<failure id>` opens that failure (and its group), and its link icon gives such a URL; the CSV
and JSON download links hold what `gymkit failures --csv/--json` prints; a record's prose shows
its first line and opens in place, so no failure is pages tall; tokens, latency and cost are on
the page and in the index. A screenshot goes to tests/_output/report-links.png.
"""

from __future__ import annotations

import base64
import csv
import io
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_report_browser import browser  # noqa: F401  (the fixture)
from tests.test_report_helpers import CARELESS, generated_workspace

pytestmark = [pytest.mark.slow, pytest.mark.browser]

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = Path(__file__).resolve().parent / "_output"
MAX_FAILURE_PX = 2500  # an opened failure, its records' prose closed


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> dict:
    from gymkit.gym import open_gym
    from gymkit.report import build_reports

    root = tmp_path_factory.mktemp("links")
    ws = generated_workspace(root / "ws", runs=(CARELESS,))
    with open_gym(ws) as gym:
        env = next(iter(gym.environments))
    result = build_reports(
        [CARELESS],
        envs=[env],
        out=root / "reports",
        workspace=ws,
        log=lambda m: None,
        prices=(1.0, 2.0),
    )
    return {"ws": ws, "env": env, "page": result.pages[env], "index": result.index}


def _data_url(page: str, ext: str) -> str:
    q = "[\"']"  # nbconvert may rewrite the quotes of an output's HTML
    m = re.search(
        rf"download={q}[^\"']*\.{ext}{q} href={q}data:[^;]+;charset=utf-8;base64,([^\"']+){q}",
        page,
    )
    assert m, f"no .{ext} download link on the page"
    return base64.b64decode(m.group(1)).decode("utf-8")


def _cli(*args: str) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
        env={
            **{k: v for k, v in os.environ.items() if k != "GYMKIT_DATA"},
            "PYTHONPATH": str(ROOT),
        },
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_page_links_back_exports_its_failures_and_shows_tokens_and_cost(site):
    page = site["page"].read_text(encoding="utf-8")
    assert site["page"].parent.name == f"runs-{CARELESS}"
    back = re.search(r"<a href=[\"']([^\"']+)[\"']>(?:&larr;|←) all reports", page)
    assert back and (site["page"].parent / back.group(1)).resolve() == site["index"].resolve()
    ws, env = str(site["ws"]), site["env"]
    csv_text = _cli("failures", CARELESS, "--env", env, "--csv", "-w", ws)
    assert _data_url(page, "csv") == csv_text
    rows = list(csv.DictReader(io.StringIO(csv_text)))
    assert (
        rows
        and {r["run"] for r in rows} == {CARELESS}
        and {r["environment"] for r in rows} == {env}
    )
    exported = json.loads(_cli("failures", CARELESS, "--env", env, "--json", "-w", ws))
    assert json.loads(_data_url(page, "json"))["failures"] == exported["failures"]
    assert len(exported["failures"]) == len(rows)
    # tokens, latency and cost: the careless agent reports no tokens, so n/a, never 0
    assert "tokens per query (in / out)" in page and "latency (p50 / p95)" in page
    table = page[page.index("tokens per query (in / out)") :][:3000]
    assert "n/a" in table and "p50 " in table and "$0.0000" not in table
    index = site["index"].read_text(encoding="utf-8")
    assert "cost (USD)" in index and "latency (p50 / p95)" in index


def test_a_url_with_a_failure_id_opens_it_and_prose_opens_in_place(browser, site):  # noqa: F811
    from selenium.webdriver.common.by import By

    page = site["page"]
    browser.get(page.resolve().as_uri())
    anchor = browser.execute_script(  # a failure showing record prose, else the first one
        "var all = Array.from(document.querySelectorAll('details.gk-failure'));"
        "var d = all.find(function (x) { return x.querySelector('details.gk-prose'); }) || all[0];"
        "return d && d.id;"
    )
    assert anchor, "no failure with an id on the page"
    browser.get(page.resolve().as_uri() + "#" + anchor)
    time.sleep(0.5)
    state = browser.execute_script(
        "var d = document.getElementById(arguments[0]);"
        "return [d.open, d.closest('details.gk-group').open, d.getBoundingClientRect().top];",
        anchor,
    )
    assert state[0] and state[1], "the #fragment did not open its failure and group"
    assert abs(state[2]) < 200, f"the opened failure is not scrolled into view (top {state[2]})"
    OUTPUT.mkdir(parents=True, exist_ok=True)
    browser.execute_script(  # its first record's prose opened in place, for the screenshot
        "var p = document.getElementById(arguments[0]).querySelector('details.gk-prose');"
        "if (p) { p.open = true; }",
        anchor,
    )
    browser.save_screenshot(str(OUTPUT / "report-links.png"))  # the window: the opened failure

    # another failure's link icon: a URL that opens it
    links = browser.find_elements(By.CSS_SELECTOR, "details.gk-failure a.gk-anchor")
    assert len(links) > 1
    other = links[-1].get_attribute("href").split("#", 1)[1]
    browser.execute_script("location.hash = arguments[0];", other)
    time.sleep(0.3)
    assert browser.execute_script("return document.getElementById(arguments[0]).open;", other)

    # every failure opened: none pages tall, since record prose shows its first line only
    heights = browser.execute_script(
        "var hs = [];"
        "document.querySelectorAll('details.gk-group, details.gk-failure')"
        ".forEach(function (d) { d.open = true; d.style.display = ''; });"
        "document.querySelectorAll('details.gk-prose').forEach(function (p) { p.open = false; });"
        "document.querySelectorAll('details.gk-failure')"
        ".forEach(function (d) { hs.push(d.getBoundingClientRect().height); });"
        "return hs;"
    )
    assert heights and max(heights) < MAX_FAILURE_PX, f"tallest failure {max(heights):.0f} px"
    prose = browser.find_elements(By.CSS_SELECTOR, "details.gk-prose")
    assert prose, "no record prose long enough to fold (the generated gym writes long notes)"
    closed = prose[0].size["height"]
    browser.execute_script("arguments[0].open = true;", prose[0])
    assert prose[0].size["height"] > closed  # it opens to the whole text, in place
