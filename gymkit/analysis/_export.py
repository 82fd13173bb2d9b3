"""A run's failures for export and for linking: one row per failed query as CSV or JSON
(`gymkit failures`, and the download links of each report page, which work offline), and
the anchor of each failure in a page, so that a URL ending in #its-id opens it."""

from __future__ import annotations

import base64
import csv
import html
import io
import json
import re
from collections.abc import Sequence
from typing import Any

import pandas as pd

from gymkit.analysis._common import SETS
from gymkit.analysis._failures import failed_queries
from gymkit.errors import GymError
from gymkit.words import plural

FAILURE_COLUMNS = (
    "run",
    "set",
    "query_id",
    "environment",
    "error_labels",
    "command",
    "expected_sql",
    "predicted_sql",
    "agent_error",
)
LIST_COLUMNS = ("error_labels", "expected_sql", "predicted_sql")


def failure_records(
    frames: Any,
    queries: pd.DataFrame,
    runs: Sequence[str] | None = None,
    sets: Sequence[str] | None = None,
    envs: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
) -> pd.DataFrame:
    """The failed queries of `runs` (default all loaded), one row each with FAILURE_COLUMNS
    (labels and SQL as lists), restricted to any of `sets`, `envs` and `labels` when given."""
    df = failed_queries(frames, queries)
    for column, wanted in (("run", runs), ("set", sets), ("environment", envs)):
        if wanted:
            df = df[df[column].isin(list(wanted))]
    if labels:
        df = df[df["error_labels"].map(lambda v: bool(set(v) & set(labels)))]
    return as_records(df)


def as_records(failed: pd.DataFrame) -> pd.DataFrame:
    """A `failed_queries` table as export records: FAILURE_COLUMNS, missing text as None."""
    out = failed[list(FAILURE_COLUMNS)].copy()
    out["agent_error"] = out["agent_error"].astype(object).where(out["agent_error"].notna(), None)
    out["command"] = out["command"].astype(object).where(out["command"].notna(), None)
    return out.reset_index(drop=True)


def failures_csv(records: pd.DataFrame) -> str:
    """The records as CSV: labels joined by spaces, one SQL sub-query per line of its cell."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(FAILURE_COLUMNS)
    for r in records.to_dict("records"):
        writer.writerow(
            [
                (" " if c == "error_labels" else "\n").join(map(str, r[c]))
                if c in LIST_COLUMNS
                else ("" if r[c] is None else r[c])
                for c in FAILURE_COLUMNS
            ]
        )
    return buf.getvalue()


def failures_json(records: pd.DataFrame) -> str:
    """The records as one JSON object: {"failures": [{column: value, ...}, ...]}."""
    rows = [
        {c: (list(r[c]) if c in LIST_COLUMNS else r[c]) for c in FAILURE_COLUMNS}
        for r in records.to_dict("records")
    ]
    return json.dumps({"failures": rows}, ensure_ascii=False)


def failures_text(records: pd.DataFrame, width: int = 100) -> str:
    """The records for reading in a terminal: one block per failure with its command and
    the expected and predicted SQL, long lines wrapped at spaces."""
    import textwrap

    def wrap(text: str, head: str) -> str:
        return textwrap.fill(
            text,
            width,
            initial_indent=head,
            subsequent_indent=" " * len(head),
            break_long_words=False,
            break_on_hyphens=False,
        )

    lines = []
    for r in records.to_dict("records"):
        labels = ", ".join(r["error_labels"]) or "failed"
        lines.append(f"\n{r['run']} {r['set']}/{r['query_id']} ({r['environment']}): {labels}")
        if r["command"]:
            lines.append(wrap(r["command"], "  "))
        if r["agent_error"]:
            lines.append(wrap(f"agent error: {r['agent_error']}", "  "))
        for side in ("expected", "predicted"):
            sqls = list(r[f"{side}_sql"]) or ["(no call)"]
            for i, sql in enumerate(sqls):
                lines.append(wrap(sql, f"  {side if i == 0 else '':<9} "))
    return "\n".join(lines)


def failures_command(
    run: str,
    sets: Sequence[str] | None = None,
    envs: Sequence[str] | None = None,
    labels: Sequence[str] | None = None,
    fmt: str = "text",
    workspace: Any = None,
) -> str:
    """`gymkit failures RUN`: the run's failures as text, CSV or JSON (fmt), checked first:
    an unknown set, environment or label is one line naming the known ones."""
    from gymkit.analysis._load import load_runs, queries_frame
    from gymkit.gym import open_gym
    from gymkit.scoring import EDGE_LABELS, LABELS

    sets = None if not sets or "all" in sets else list(sets)
    for s in sets or []:
        if s not in SETS:
            raise GymError(f"--set {s!r}: unknown query set; use one of {', '.join(SETS)}")
    known = (*LABELS, *EDGE_LABELS)
    for label in labels or []:
        if label not in known:
            raise GymError(f"--label {label!r}: unknown error label; use one of {', '.join(known)}")
    with open_gym(workspace) as gym:
        for e in envs or []:
            gym.environment(e)  # GymError naming the known environments
        frames = load_runs(gym, run, envs or None)
        records = failure_records(frames, queries_frame(gym), [run], sets, envs, labels)
    if fmt == "csv":
        return failures_csv(records)
    if fmt == "json":
        return json.dumps({"run": run, **json.loads(failures_json(records))}, ensure_ascii=False)
    scored = frames.scores
    if sets:
        scored = scored[scored["set"].isin(sets)]
    head = f"run {run}: {plural(len(records), 'failed query', 'failed queries')}"
    return (
        head
        + f" of {plural(len(scored), 'scored query', 'scored queries')}"
        + failures_text(records)
    )


def anchor_id(run: str, set_name: str, query_id: str) -> str:
    """The id of one failure in a page: `f-<run>-<set>-<query_id>`, safe in a URL fragment."""
    raw = f"f-{run}-{set_name}-{query_id}"
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", raw)


def download_links_html(records: pd.DataFrame, stem: str) -> str:
    """Two links that save the records as `<stem>.csv` and `<stem>.json`: data: URLs in the
    page itself, so they work offline and from a file copied anywhere."""

    def link(text: str, mime: str, name: str, label: str) -> str:
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        return (
            f"<a class='gk-download' download='{html.escape(name)}' "
            f"href='data:{mime};charset=utf-8;base64,{data}'>{html.escape(label)}</a>"
        )

    n = plural(len(records), "failure")
    return (
        f"<span class='gk-downloads'>download the {n}: "
        + link(failures_csv(records), "text/csv", f"{stem}.csv", "CSV")
        + " · "
        + link(failures_json(records), "application/json", f"{stem}.json", "JSON")
        + "</span>"
    )


# Opens the failure a URL's #fragment names (and the groups around it), on load and on every
# hash change, and scrolls to it. Plain DOM, no library, no network.
ANCHOR_SCRIPT = """
(function(){
  function openHash(){
    var id = decodeURIComponent((location.hash || '').slice(1));
    if (!id) return;
    var el = document.getElementById(id);
    if (!el) return;
    for (var d = el; d; d = d.parentElement) { if (d.tagName === 'DETAILS') d.open = true; }
    el.style.display = '';
    el.scrollIntoView({block: 'start'});
  }
  window.addEventListener('hashchange', openHash);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', openHash);
  else openHash();
})();
"""


def anchor_link_html(anchor: str) -> str:
    """The link icon beside a failure's summary: a URL that opens this failure."""
    return (
        f"<a class='gk-anchor' href='#{html.escape(anchor)}' title='link to this failure'"
        " onclick='event.stopPropagation()'>#</a>"
    )
