"""The reports in a real browser: headless Chromium with the network off draws every chart, and
no request leaves the machine (only file:, data:, blob: and about: URLs are fetched).

Builds the reports of a real tiny gym with two real runs (`gymkit.report.build_reports`), opens
each page, waits for every `.gymkit-chart` to hold an SVG with marks, reads the requests from
Chrome's performance log (CDP Network events) and keeps one full-page screenshot per report
under tests/_output/. Two controls show the checks can fail: a page that asks for a CDN script
is caught, and a chart div without the Vega bundle is reported as not drawn.
"""

from __future__ import annotations

import base64
import json
import shutil
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest

from tests.browser import chromium_binaries
from tests.test_report_helpers import CARELESS, tiny_workspace

pytestmark = [pytest.mark.slow, pytest.mark.browser]

OUTPUT = Path(__file__).resolve().parent / "_output"
LOCAL_SCHEMES = {"file", "data", "blob", "about"}
MAX_PAGE_BYTES = 5_000_000
CHROME_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-default-apps",
    "--window-size=1300,1000",
)
# Per chart: -1 when it holds no SVG yet, else the number of drawn mark items (paths, texts, ...).
_MARKS_JS = """
return Array.from(document.querySelectorAll('.gymkit-chart')).map(function (c) {
  return c.querySelector('svg') ? c.querySelectorAll('svg .role-mark > *').length : -1;
});
"""


@pytest.fixture(scope="module")
def browser():
    """A headless Chromium with a fresh profile and the network emulated offline."""
    pytest.importorskip("selenium", reason="selenium is not installed in this venv")
    found = chromium_binaries()
    if found is None:
        pytest.skip(
            "headless Chromium not found (need chromium and chromedriver on PATH: "
            "apt-get install -y chromium chromium-driver)"
        )
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="gymkit-chromium-")
    opts = webdriver.ChromeOptions()
    opts.binary_location = found[0]
    for flag in (*CHROME_FLAGS, f"--user-data-dir={profile}"):
        opts.add_argument(flag)
    opts.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(service=Service(found[1]), options=opts)
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd(
            "Network.emulateNetworkConditions",
            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
        )
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[str, Path]:
    """index.html and one page per environment, built from a tiny gym with two runs."""
    from gymkit.report import build_reports

    root = tmp_path_factory.mktemp("browser")
    ws = tiny_workspace(root, runs=("rules", CARELESS))
    result = build_reports(
        ["rules", CARELESS], out=root / "reports", workspace=ws, log=lambda m: None
    )
    return {"index": result.index, **result.pages}


def open_offline(driver, page: Path, timeout: float = 20.0) -> tuple[list[int], list[str]]:
    """Open `page`, wait until every chart drew (or `timeout`); the marks per chart and every
    URL the page requested."""
    driver.get("about:blank")
    driver.get_log("performance")  # drain what came before this page
    driver.get(page.resolve().as_uri())
    deadline = time.monotonic() + timeout
    marks: list[int] = []
    while time.monotonic() < deadline:
        marks = driver.execute_script(_MARKS_JS)
        if marks and all(m > 0 for m in marks):
            break
        time.sleep(0.1)
    urls = []
    for entry in driver.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg["method"] == "Network.requestWillBeSent":
            urls.append(msg["params"]["request"]["url"])
    return marks, urls


def left_machine(urls: list[str]) -> list[str]:
    return [u for u in urls if urlparse(u).scheme not in LOCAL_SCHEMES]


def screenshot(driver, path: Path) -> None:
    """A full-page PNG (the whole report, not just the window)."""
    size = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight];"
    )
    shot = driver.execute_cdp_cmd(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1},
        },
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(base64.b64decode(shot["data"]))


def test_every_report_draws_its_charts_offline_and_fetches_nothing_remote(browser, reports):
    for name, page in reports.items():
        assert page.stat().st_size < MAX_PAGE_BYTES, f"{page} is {page.stat().st_size} bytes"
        text = page.read_text(encoding="utf-8")
        assert '<script src="http' not in text
        marks, urls = open_offline(browser, page)
        assert marks, f"{page.name}: no .gymkit-chart on the page"
        assert all(m > 0 for m in marks), f"{page.name}: charts not drawn (marks per chart {marks})"
        assert left_machine(urls) == [], f"{page.name} requested {left_machine(urls)}"
        assert any(u.startswith("file:") for u in urls)  # the log saw the page itself
        severe = [e["message"] for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
        assert severe == [], f"{page.name}: console errors {severe}"
        screenshot(browser, OUTPUT / f"report-{name}.png")
        assert (OUTPUT / f"report-{name}.png").stat().st_size > 10_000


def test_environment_report_shows_both_runs_and_the_failed_queries(browser, reports):
    page = next(p for n, p in reports.items() if n != "index")
    open_offline(browser, page)
    body = browser.find_element("tag name", "body").text
    assert CARELESS in body and "rules" in body
    assert "missing_filter" in body or "wrong_collection" in body  # the careless run's failures
    # charts are SVG drawn by Vega, with axis titles, not empty placeholders
    titles = browser.execute_script(
        "return Array.from(document.querySelectorAll('.gymkit-chart svg .role-title-text'))"
        ".map(function (t) { return t.textContent; });"
    )
    assert any("Passed" in t or "passed" in t for t in titles), titles


def test_controls_a_cdn_script_is_caught_and_an_undrawn_chart_is_reported(browser, tmp_path):
    cdn = tmp_path / "cdn.html"
    cdn.write_text(
        "<html><head><script src='https://cdn.jsdelivr.net/npm/vega@5'></script></head>"
        "<body><div class='gymkit-chart'></div></body></html>",
        encoding="utf-8",
    )
    marks, urls = open_offline(browser, cdn, timeout=1.5)
    assert marks == [-1]  # nothing drew without the bundle
    assert left_machine(urls) == ["https://cdn.jsdelivr.net/npm/vega@5"]
    browser.get_log("browser")  # drop the expected load failure


def test_failures_are_searchable_and_filterable_offline_and_sql_wraps_at_spaces(browser, reports):
    """The report's failure list: collapsible groups, a search box and pickers that filter it in
    the page (an inline script, no network), and SQL that never breaks inside a word."""
    page = next(p for n, p in reports.items() if n != "index")
    open_offline(browser, page)
    count = browser.find_element("css selector", ".gk-failures .gk-count")
    total = int(count.text.split()[0])
    assert total > 0
    failures = browser.find_elements("css selector", "details.gk-failure")
    assert len(failures) == total  # every failure is there, not the first 25
    first_id = failures[0].get_attribute("data-text").split()[0]
    search = browser.find_element("css selector", ".gk-failures input.gk-search")
    search.send_keys(first_id)
    shown = int(count.text.split()[0])
    assert 1 <= shown < total or total == 1
    search.clear()
    search.send_keys("no such words anywhere")
    assert count.text.startswith("0 shown")
    search.clear()
    search.send_keys(" ")  # an input event with an empty query: all back
    search.send_keys("\b")
    assert int(count.text.split()[0]) == total
    # open a group and one failure: its detail is there with both calls
    group = browser.find_element("css selector", "details.gk-group")
    group.find_element("css selector", "summary").click()
    failure = group.find_element("css selector", "details.gk-failure")
    failure.find_element("css selector", "summary").click()
    assert "predicted result" in failure.text
    breaks = browser.execute_script(
        "return Array.from(document.querySelectorAll('.gk-sql, .gymkit-failed pre'))"
        ".map(e => getComputedStyle(e).wordBreak);"
    )
    assert breaks and set(breaks) == {"normal"}, breaks
    screenshot(browser, OUTPUT / "report-failures.png")
    severe = [e["message"] for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
    assert severe == [], severe


def test_disagreements_have_a_search_box_that_works_offline(browser, reports):
    page = next(p for n, p in reports.items() if n != "index")
    open_offline(browser, page)
    box = browser.find_element("css selector", ".gk-disagreements")
    items = box.find_elements("css selector", "details.gk-item")
    count = box.find_element("css selector", ".gk-count")
    assert items and count.text == f"{len(items)} shown"
    query_id = items[-1].get_attribute("data-text").split()[1]  # "set query_id command ..."
    search = box.find_element("css selector", "input.gk-search")
    search.send_keys(query_id)
    assert 1 <= int(count.text.split()[0]) < len(items) or len(items) == 1
    visible = [i for i in items if i.is_displayed()]
    assert all(query_id in i.get_attribute("data-text") for i in visible)
    search.clear()
    search.send_keys("no such words anywhere")
    assert count.text == "0 shown"
    # each sub-query's SQL on its own marked line
    search.clear()
    search.send_keys(" \b")
    items[0].find_element("css selector", "summary").click()
    lines = items[0].find_elements("css selector", ".gk-sub")
    assert lines and all(line.text.startswith("sub-query ") for line in lines)
    # a long command is cut after a whole word, with an ellipsis; the full one is inside
    for item in items:
        summary = item.find_element("css selector", "summary").get_attribute("textContent")
        command = item.find_element("css selector", "p").get_attribute("textContent")
        command = command.removeprefix("command: ")
        shown = summary.split(" passed: ", 1)[1]
        if shown.endswith("…"):
            kept = shown[:-1]
            assert command.startswith(kept) and command[len(kept)] in " ,;:.", (kept, command)
        else:
            assert shown == " ".join(command.split())


@pytest.fixture(scope="module")
def two_failing_runs(tmp_path_factory) -> Path:
    """A page of the failure list of two runs that both fail (careless, search-baseline)."""
    from gymkit import analysis
    from gymkit.gym import open_gym

    root = tmp_path_factory.mktemp("two-failing")
    ws = tiny_workspace(root, runs=(CARELESS, "search-baseline"))
    with open_gym(ws) as gym:
        frames = analysis.load_runs(gym)
        body = analysis.failures_html(
            gym, frames, analysis.queries_frame(gym), [CARELESS, "search-baseline"]
        )
    page = root / "failures.html"
    page.write_text(
        f"<!DOCTYPE html><html><head><meta charset='utf-8'>{analysis.page_css()}</head>"
        f"<body>{body}</body></html>",
        encoding="utf-8",
    )
    return page


def test_after_picking_one_run_the_other_runs_heading_is_gone(browser, two_failing_runs):
    from selenium.webdriver.support.ui import Select

    open_offline(browser, two_failing_runs, timeout=1.0)
    headings_js = (
        "return Array.from(document.querySelectorAll('.gk-run')).map(r => "
        "[r.getAttribute('data-run'), r.offsetParent !== null, r.querySelector('.gk-n').textContent]);"
    )
    before = browser.execute_script(headings_js)
    assert {(r, shown) for r, shown, _ in before} == {(CARELESS, True), ("search-baseline", True)}
    pick = browser.find_element("css selector", ".gk-failures select.gk-pick[data-key='run']")
    Select(pick).select_by_value(CARELESS)
    after = {r: (shown, n) for r, shown, n in browser.execute_script(headings_js)}
    assert after["search-baseline"][0] is False  # its heading went with its failures
    assert after[CARELESS] == (True, dict((r, n) for r, _, n in before)[CARELESS])
    shown = browser.find_element("css selector", ".gk-failures .gk-count").text
    assert shown == f"{after[CARELESS][1]} shown"
