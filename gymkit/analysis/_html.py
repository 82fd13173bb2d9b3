"""Failed queries as an HTML table: command, error labels and a coloured plan diff."""

from __future__ import annotations

import html

import pandas as pd

_CELL = "text-align:left;vertical-align:top;padding:4px 8px"
_DIFF_COLOURS = {"-": "#b00020", "+": "#1b5e20"}


def failed_queries_html(failed: pd.DataFrame) -> str:
    """Failed queries as a compact HTML table (command, labels, plan diff); escaped, no scripts.

    The diff shows the expected sub-queries in red (-) and the predicted ones in green (+);
    styles are inline so the table reads the same in JupyterLab and in a report page.
    """
    if failed.empty:
        return "<p>No failed queries.</p>"
    rows = []
    for r in failed.itertuples(index=False):
        err = f"<br><i>agent error: {html.escape(str(r.agent_error))}</i>" if r.agent_error else ""
        rows.append(
            f"<tr><td style='{_CELL}'><code>{html.escape(str(r.query_id))}</code><br>"
            f"{html.escape(str(r.set))}</td>"
            f"<td style='{_CELL}'>{html.escape(str(r.command or ''))}{err}</td>"
            f"<td style='{_CELL}'>{html.escape(', '.join(r.error_labels))}</td>"
            f"<td style='{_CELL}'>{_diff_html(r.diff)}</td></tr>"
        )
    head = "".join(
        f"<th style='{_CELL}'>{h}</th>"
        for h in ("query", "command", "error labels", "expected (-) vs predicted (+)")
    )
    return (
        f"<table class='gymkit-failed'><thead><tr>{head}</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


def _diff_html(diff: str | None) -> str:
    """A plan diff's -/+ lines, coloured, without the unified-diff header lines."""
    lines = [ln for ln in (diff or "").splitlines() if not ln.startswith(("---", "+++", "@@"))]
    if not lines:
        return "<i>plans equal; results differ</i>"
    out = []
    for ln in lines:
        colour = _DIFF_COLOURS.get(ln[:1], "inherit")
        out.append(f"<span style='color:{colour}'>{html.escape(ln)}</span>")
    # wrap at spaces, never inside a word (JupyterLab's own <pre> style breaks anywhere)
    style = (
        "white-space:pre-wrap;word-break:normal;overflow-wrap:break-word;text-align:left;"
        "margin:0;font-size:11px"
    )
    return f"<pre style='{style}'>" + "\n".join(out) + "</pre>"
