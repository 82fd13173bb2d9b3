"""`gymkit report`: one self-contained HTML report per environment, plus an index page.

What is missing is made first (the gym with `gymkit.prepare.prepare()`, the runs with
`gymkit.runs.run`), then `notebooks/report.ipynb` is executed by papermill once per environment
(two at a time: one kernel per core, each reused for several environments, since a kernel
start costs ~5 s) and exported by nbconvert without inputs, in a thread of its own while the
kernels go on with the next environments. The pages need
no network: the Vega bundle is injected once into each page's <head> (see `gymkit.charts`),
and nbconvert's CDN scripts (require.js, MathJax, Mermaid, the widget manager) are left out.
"""

from __future__ import annotations

import hashlib
import html
import os
import queue
import re
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gymkit.errors import GymError
from gymkit.scrub import scrub_file, scrub_text
from gymkit.words import plural

TEMPLATE = Path(__file__).resolve().parent.parent / "notebooks" / "report.ipynb"
DEFAULT_AGENTS = (
    "rules",
    "search-baseline",
)  # the default agent, and the plain-search baseline beside it
KERNEL = "python3"
# nbconvert's lab template, minus every script it would load from a CDN, plus our head.
_PAGE_TEMPLATE = """{%- extends 'lab/index.html.j2' -%}
{%- block html_head_js_requirejs -%}{{ resources.gymkit_head }}{%- endblock html_head_js_requirejs -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block body_header -%}{{ super() }}{{ resources.gymkit_nav }}{%- endblock body_header -%}
"""


class ReportError(GymError):
    """A report that could not be made; the message names the environment, the cell and the fix."""


@dataclass
class ReportResult:
    """What `build_reports` wrote and how long it took."""

    out: Path
    pages: dict[str, Path] = field(default_factory=dict)
    index: Path | None = None
    runs: list[str] = field(default_factory=list)
    seconds: float = 0.0


# ---- runs ------------------------------------------------------------------------------------


def ensure_gym(workspace: Any, log: Any = print) -> Any:
    """The workspace's gym, prepared first (the default generated gym) when there is none."""
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from gymkit.workspace import Workspace

    ws = Workspace.of(workspace)
    if not ws.gym_db.is_file():
        log(f"gymkit report: no gym in {ws.root}; preparing the default generated gym first")
        log(prepare(workspace=ws))
    return open_gym(ws)


def ensure_runs(gym: Any, names: Sequence[str] | None, log: Any = print) -> list[str]:
    """Run names to show: each name is a stored run (resumed if unfinished) or an agent to run
    (`gymkit.analysis.ensure_runs`, which the notebooks share)."""
    from gymkit.analysis import ensure_runs as ensure

    return ensure(gym, list(names or DEFAULT_AGENTS), log, who="gymkit report")


# ---- pages -----------------------------------------------------------------------------------


def head_html() -> str:
    """The <head> additions of a page: the Vega bundle (once) and a little layout CSS."""
    from gymkit.charts import bundle_script

    css = (
        "<style>.gymkit-chart{margin:0.5em 0 1.5em} .jp-OutputArea-output table{font-size:12px}"
        " .jp-RenderedHTMLCommon td,.jp-RenderedHTMLCommon th{text-align:left !important}"
        " pre{white-space:pre-wrap}"
        # nbconvert's lab CSS breaks <pre> anywhere ("WH ERE"): wrap at spaces instead
        " .jp-OutputArea-output pre{word-break:normal;overflow-wrap:break-word}</style>"
    )
    return f"{bundle_script()}\n{css}"


def nav_html(index_href: str | None) -> str:
    """The line at the top of a report page: a link back to the index of every report."""
    if not index_href:
        return ""
    return (
        "<nav class='gk-nav' style='margin:8px 16px;font-family:sans-serif'>"
        f"<a href='{html.escape(index_href)}'>&larr; all reports (index.html)</a></nav>"
    )


WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def drop_widgets(notebook: Any) -> int:
    """Remove every widget output from an executed notebook, and the widgets' state that
    papermill keeps in its metadata (nbconvert writes it at the foot of the page); how many
    outputs were removed.

    The pages load no widget manager, so a widget would be an empty box: in a kernel DuckDB
    shows a progress bar widget for any query that takes over 2 s (a big gym, a busy machine),
    which would make a page depend on how fast the machine was."""
    notebook.get("metadata", {}).pop("widgets", None)
    removed = 0
    for cell in notebook.get("cells", []):
        outputs = cell.get("outputs")
        if not outputs:
            continue
        kept = [o for o in outputs if WIDGET_MIME not in (o.get("data") or {})]
        removed += len(outputs) - len(kept)
        if len(kept) != len(outputs):
            cell["outputs"] = kept
    return removed


def export_html(notebook: Any, title: str, index_href: str | None = None) -> str:
    """An executed notebook as one offline HTML page without code inputs (nor widget outputs:
    `drop_widgets`); `index_href` (the index page, relative to this one) adds a link back to it
    at the top."""
    import jinja2
    from nbconvert import HTMLExporter

    drop_widgets(notebook)

    exporter = HTMLExporter(
        extra_loaders=[jinja2.DictLoader({"gymkit_report.html.j2": _PAGE_TEMPLATE})],
        template_file="gymkit_report.html.j2",
        exclude_input=True,
        exclude_input_prompt=True,
        exclude_output_prompt=True,
    )
    body, _ = exporter.from_notebook_node(
        notebook,
        resources={
            "gymkit_head": head_html(),
            "gymkit_nav": nav_html(index_href),
            "metadata": {"name": title},
        },
    )
    check_offline(body, title)
    return body


def check_offline(page: str, where: str) -> None:
    """Raise when a page would load a script or stylesheet from the network."""
    hit = re.search(r"""<(?:script|link|img)[^>]+(?:src|href)=["']?(?:https?:)?//""", page)
    if hit:
        raise ReportError(
            f"{where}: the page loads {hit.group(0)!r} from the network; reports must be offline "
            "(a notebook output or an nbconvert template added it)"
        )


def run_notebook(
    environment: str,
    runs: Sequence[str],
    workspace: Path,
    work_dir: Path,
    km: Any = None,
    prices: Any = None,
) -> Any:
    """Execute the report template for one environment; the executed notebook node.

    `km` is a kernel manager to reuse (its kernel is started on first use and left running);
    without one, papermill starts and stops a kernel of its own. `prices`
    (`gymkit.runs.Prices` or None) adds the runs' cost.
    """
    import nbformat
    import papermill as pm

    out = work_dir / f"{environment}.ipynb"
    try:
        pm.execute_notebook(
            str(TEMPLATE),
            str(out),
            parameters={
                "environment": environment,
                "runs": list(runs),
                "workspace": str(workspace),
                "standalone": False,
                "price_in": prices.input if prices else None,
                "price_out": prices.output if prices else None,
            },
            kernel_name=KERNEL,
            progress_bar=False,
            # written once when done (and when a cell fails), not after every cell: a page's
            # notebook holds megabytes of output, rewritten ~60 times otherwise
            request_save_on_cell_execute=False,
            km=km,
        )
    except pm.PapermillExecutionError as e:
        scrub_file(out)
        raise ReportError(
            f"{TEMPLATE.name} for {environment}: cell {e.exec_count} failed: {e.ename}: {e.evalue} "
            f"(executed notebook kept at {out})"
        ) from None
    scrub_file(out)  # a last line of defence: the store it read is scrubbed already
    return nbformat.read(str(out), as_version=4)


def _worker(
    todo: queue.SimpleQueue,
    done: dict,
    execute: Any,
    exports: queue.SimpleQueue,
    kernel_log: Path,
) -> None:
    """Start a kernel, then execute the notebooks of the environments in `todo` until a None
    comes, all in that kernel (a start costs ~5 s), handing each executed notebook to `exports`
    (`_exporter` makes its page meanwhile, so the kernel goes on with the next one).

    Each notebook sets every name it uses from its parameters, so sharing the kernel between
    environments changes nothing in the pages. Errors are stored in `done` for the caller. The
    kernel's own stderr (ipykernel's start-up warnings) goes to `kernel_log`, not the terminal.
    """
    from jupyter_client.manager import AsyncKernelManager
    from jupyter_core.utils import run_sync

    from gymkit.runs._store import SOUND_ENV, sound_stores_env

    # the run store this process read whole is not read whole again by each kernel
    env = {**os.environ, SOUND_ENV: sound_stores_env()}

    def start() -> Any:
        km = AsyncKernelManager(kernel_name=KERNEL)
        run_sync(km.start_kernel)(stderr=log_file, env=env)
        return km

    with open(kernel_log, "a", encoding="utf-8") as log_file:
        km = start()
        try:
            while True:
                environment = todo.get()
                if environment is None:
                    return
                try:
                    exports.put((environment, execute(environment, km)))
                except Exception as e:  # reported by build_reports, naming the environment
                    done[environment] = e
                    run_sync(km.shutdown_kernel)(now=True)  # it may be left busy: start afresh
                    km = start()
        finally:
            if km.has_kernel:
                run_sync(km.shutdown_kernel)(now=True)


def _exporter(exports: queue.SimpleQueue, done: dict, export: Any) -> None:
    """Make the pages of the executed notebooks in `exports` (environment, notebook) until a
    None arrives; each page (or the error making it) goes into `done`."""
    while (item := exports.get()) is not None:
        environment, notebook = item
        try:
            done[environment] = export(environment, notebook)
        except Exception as e:  # reported by build_reports, naming the environment
            done[environment] = e


def selection_dir(out: Path, runs: Sequence[str]) -> Path:
    """Where the pages of a run selection go: `out` itself for the default agent's run (the
    README's reports/<environment>.html), else a folder named after the runs
    (`out/runs-rules+gpt41mini/`), so a report for other runs never overwrites another."""
    if tuple(runs) == DEFAULT_AGENTS:
        return out
    return out / selection_name(runs)


_PLAIN_RUN = re.compile(r"[A-Za-z0-9._-]+")
MAX_SELECTION_NAME = 100  # characters of a selection folder's name (file systems allow 255 bytes)


def selection_name(runs: Sequence[str]) -> str:
    """`runs-<run>+<run>` for plain names (ASCII letters, digits, `.`, `_`, `-`), as before; a
    name the slug would change (`p/q`, `été`, `a+b`), or a slug over MAX_SELECTION_NAME
    characters, adds 10 hex digits of the exact names' sha256, so distinct selections never
    share a folder and the name stays readable."""
    slug = "+".join(re.sub(r"[^A-Za-z0-9._-]+", "-", _ascii(r)).strip("-") or "run" for r in runs)
    name = f"runs-{slug}"
    lossless = all(_PLAIN_RUN.fullmatch(r) and r.strip("-") == r for r in runs)
    if lossless and len(name) <= MAX_SELECTION_NAME:
        return name
    digest = hashlib.sha256("\0".join(runs).encode("utf-8", "surrogatepass")).hexdigest()[:10]
    return f"{name[: MAX_SELECTION_NAME - 11].rstrip('-+.')}-{digest}"


def _ascii(name: str) -> str:
    """`été` -> `ete`: accents dropped for the readable part of a folder name."""
    import unicodedata

    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


SELECTION_FILE = "report.json"  # in each selection's folder: its runs and pages, for the index


def _selections(out: Path) -> list[dict]:
    """Every report selection under `out` (its own pages and those in runs-* folders)."""
    import json

    found = []
    for marker in [out / SELECTION_FILE, *sorted(out.glob(f"runs-*/{SELECTION_FILE}"))]:
        try:
            info = json.loads(marker.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        info["folder"] = marker.parent
        found.append(info)
    return found


def index_html(gym: Any, out: Path, prices: Any = None) -> str:
    """The index page: every stored run as a leaderboard per set (95% intervals, tokens per
    query, latency and, with `prices`, cost), the overview chart, and links to every report
    written under `out` (one list per run selection)."""
    from gymkit import analysis, charts

    stored = analysis.stored_runs(gym.workspace)
    all_runs = list(stored["run"]) if len(stored) else []
    frames = analysis.load_runs(gym, all_runs or None, results=False)
    ov = analysis.overview(frames.scores)
    summary = analysis.set_summary(frames.scores)
    board = analysis.with_intervals(summary)
    agents = dict(zip(stored["run"], stored["agent"])) if len(stored) else {}
    if len(board):
        board.insert(1, "agent", [agents.get(r, "") for r in board["run"]])
        board = board.assign(_acc=summary["passed_accuracy"]).sort_values(
            ["set", "_acc"], ascending=[True, False]
        )
        board = board.drop(columns="_acc")
        usage = analysis.usage_summary(
            frames.predictions, *((prices.input, prices.output) if prices else (None, None))
        )
        board = board.merge(usage.drop(columns="queries"), on=["run", "set"], how="left")
        if prices is None:
            board = board.drop(columns=analysis.USAGE_HEADERS["cost"])
        colours = charts.run_colours(all_runs)
        board["run"] = [charts.run_swatch(r, colours) for r in board["run"]]
    lists = []
    for sel in _selections(out):
        rel = sel["folder"].relative_to(out)
        prefix = "" if str(rel) == "." else f"{rel.as_posix()}/"
        links = ", ".join(
            f'<a href="{html.escape(prefix + p)}">{html.escape(gym.environment(e).name if e in gym.environments else e)}</a>'
            for e, p in sel.get("pages", {}).items()
        )
        colours = charts.run_colours(sel.get("runs", []))  # as on that selection's pages
        runs = ", ".join(charts.run_swatch(r, colours) for r in sel.get("runs", []))
        lists.append(
            f"<li><b>{runs}</b> <small>({html.escape(sel.get('built', ''))})</small>: {links}</li>"
        )
    table = board.to_html(index=False, border=0, escape=False)
    chart = charts.chart_html(charts.overview_chart(ov, all_runs).to_dict(), "overview")
    return (
        "<!DOCTYPE html>\n<html><head><meta charset='utf-8'>"
        + "<title>Query Agent Gym reports</title>"
        + head_html()
        + "<style>body{font-family:sans-serif;margin:2em;max-width:1100px}"
        "table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd}</style>"
        "</head><body>\n<h1>Query Agent Gym reports</h1>\n"
        f"<p>Gym: <code>{html.escape(str(gym.workspace.gym_db))}</code>"
        f" ({html.escape(gym.meta.get('source', ''))}); {len(all_runs)} stored runs.</p>\n"
        f"<h2>Reports</h2><p>One line per run selection; each links to its environments.</p>"
        f"<ul>{''.join(lists)}</ul>\n"
        "<h2>Leaderboard: every stored run, accuracy by set (95% bootstrap intervals)</h2>\n"
        "<p>Tokens are the mean per query as the agent reports them (n/a: it reports none);"
        " latency is per query, median and 95th percentile"
        + (
            "; cost at the prices given to <code>gymkit report --price-in --price-out</code>"
            " (USD per million tokens)."
            if prices
            else "; <code>gymkit report --price-in USD --price-out USD</code> adds the cost."
        )
        + f"</p>\n{table}\n"
        f"<h2>Overview</h2>\n{chart}\n</body></html>\n"
    )


def build_reports(
    agents: Sequence[str] | None = None,
    envs: Sequence[str] | None = None,
    out: str | Path = "reports",
    workspace: Any = None,
    workers: int | None = None,
    log: Any = print,
    prices: tuple[float | None, float | None] = (None, None),
) -> ReportResult:
    """Make what is missing, then write <out>/<environment>.html for each environment and
    <out>/index.html. Returns the pages written and the time taken. `prices` (USD per million
    tokens in and out, both or neither) adds each run's cost to the pages and the index."""
    t0 = time.perf_counter()
    from gymkit._imports import skip_iri_grammar
    from gymkit.runs import prices as check_prices

    skip_iri_grammar()  # before papermill imports nbformat, and it jsonschema

    price = check_prices(*prices)
    if not TEMPLATE.is_file():
        raise ReportError(
            f"{TEMPLATE}: the report template is missing; reinstall gymkit from its repository"
        )
    from gymkit.runs import check_agents

    check_agents(agents or DEFAULT_AGENTS, workspace)  # an unknown agent fails before any work
    root = Path(out).resolve()
    root.mkdir(parents=True, exist_ok=True)
    gym = ensure_gym(workspace, log)
    try:
        env_ids = list(envs or gym.environments)
        for e in env_ids:
            gym.environment(e)  # GymError naming the known environments
        from gymkit.runs import RunStore

        RunStore(gym.workspace.runs_db).exists()  # read whole here once, not in every kernel
        # The kernels start now, while the runs are checked (or made), and wait for `todo`;
        # their logs go where the selection's notebooks will (the runs' names as asked).
        logs = selection_dir(root, list(agents or DEFAULT_AGENTS)) / ".notebooks"
        logs.mkdir(parents=True, exist_ok=True)
        todo: queue.SimpleQueue = queue.SimpleQueue()
        exports: queue.SimpleQueue = queue.SimpleQueue()
        done: dict[str, Any] = {}
        job: dict[str, Any] = {}  # "execute" and "export", once the runs are ready
        n = workers or max(1, min(len(env_ids), os.cpu_count() or 1, 2))
        threads = [
            threading.Thread(
                target=_worker,
                args=(
                    todo,
                    done,
                    lambda e, km: job["execute"](e, km),
                    exports,
                    logs / f"kernel-{i}.log",
                ),
            )
            for i in range(n)
        ]
        exporter = threading.Thread(
            target=_exporter, args=(exports, done, lambda e, nb: job["export"](e, nb))
        )
        for t in [*threads, exporter]:
            t.start()
        try:
            t_runs = time.perf_counter()
            runs = ensure_runs(gym, agents, log)
            log(
                f"gymkit report: runs {', '.join(runs)} ready in "
                f"{time.perf_counter() - t_runs:.1f} s"
            )
            out = selection_dir(root, runs)
            out.mkdir(parents=True, exist_ok=True)
            work_dir = out / ".notebooks"
            work_dir.mkdir(exist_ok=True)
            ws_root = gym.workspace.root.resolve()
            titles = {e: f"{gym.environment(e).name}: Query Agent Gym" for e in env_ids}

            def execute(environment: str, km: Any) -> Any:
                return run_notebook(environment, runs, ws_root, work_dir, km=km, prices=price)

            def export(environment: str, nb: Any) -> Path:
                page = out / f"{environment}.html"
                index_href = os.path.relpath(root / "index.html", out).replace(os.sep, "/")
                page.write_text(
                    scrub_text(export_html(nb, titles[environment], index_href)), encoding="utf-8"
                )
                log(f"gymkit report: wrote {page} ({page.stat().st_size / 1e6:.1f} MB)")
                return page

            job.update(execute=execute, export=export)
            for e in env_ids:
                todo.put(e)
        finally:  # also when the runs fail: every kernel is shut down
            for _ in threads:
                todo.put(None)
            for t in threads:
                t.join()
            exports.put(None)  # every notebook is executed: the exporter ends after the last page
            exporter.join()
        result = ReportResult(out=out, runs=runs)
        for e in env_ids:
            if isinstance(done.get(e), Exception):
                raise done[e]
            result.pages[e] = done[e]
        import json

        (out / SELECTION_FILE).write_text(
            json.dumps(
                {
                    "runs": runs,
                    "pages": {e: p.name for e, p in result.pages.items()},
                    "built": time.strftime("%Y-%m-%d %H:%M"),
                }
            ),
            encoding="utf-8",
        )
        result.index = root / "index.html"
        result.index.write_text(scrub_text(index_html(gym, root, price)), encoding="utf-8")
    finally:
        gym.close()
    result.seconds = time.perf_counter() - t0
    return result


def report_command(
    agents: Sequence[str] | None,
    envs: Sequence[str] | None,
    out: Path,
    workspace: Any,
    prices: tuple[float | None, float | None] = (None, None),
) -> None:
    """`gymkit report`: build the reports and print where they are."""
    result = build_reports(
        agents, envs, out, workspace, log=lambda m: print(m, file=sys.stderr), prices=prices
    )
    print(
        f"Reports for {', '.join(result.runs)} in {result.seconds:.0f} s: "
        f"{result.index.resolve()} ({plural(len(result.pages), 'environment')})"
    )
