"""Failed queries as an HTML table: command, error labels and a coloured plan diff."""

from __future__ import annotations

import html
from typing import Any

import pandas as pd

_CELL = "text-align:left;vertical-align:top;padding:4px 8px"
# Classes MathJax skips (v2's tex2jax_ignore, v3's mathjax_ignore; JupyterLab's MathJax 3 plugin
# typesets every text/html output, so "$5 and $10" would become maths without them).
NO_MATH = "tex2jax_ignore mathjax_ignore"


def no_math(fragment: str) -> str:
    """An HTML fragment inside an element MathJax leaves alone: record text with dollar amounts
    stays text in JupyterLab (static reports load no MathJax at all)."""
    return f"<div class='{NO_MATH}'>{fragment}</div>"


def safe_table(df: pd.DataFrame, **to_html: Any) -> Any:
    """A DataFrame as notebook HTML that MathJax leaves alone (escaped, no index by default)."""
    from IPython.display import HTML

    to_html.setdefault("index", False)
    to_html.setdefault("border", 0)
    return HTML(no_math(df.to_html(escape=True, **to_html)))


_DIFF_COLOURS = {"-": "#b00020", "+": "#1b5e20"}


def failed_queries_html(failed: pd.DataFrame) -> str:
    """Failed queries as a compact HTML table (command, labels, plan diff); escaped, no scripts.

    The diff shows the expected sub-queries in red (-) and the predicted ones in green (+);
    styles are inline so the table reads the same in JupyterLab and in a report page.
    """
    if failed.empty:
        return "<p>No failed queries.</p>"
    rows = []  # the whole table inside no_math: commands hold dollar amounts
    for r in failed.itertuples(index=False):
        err = f"<br><i>agent error: {html.escape(str(r.agent_error))}</i>" if r.agent_error else ""
        rows.append(
            f"<tr><td style='{_CELL}'><code style='white-space:nowrap'>"
            f"{html.escape(str(r.query_id))}</code><br>{html.escape(str(r.set))}</td>"
            f"<td style='{_CELL}'>{html.escape(str(r.command or ''))}{err}</td>"
            f"<td style='{_CELL}'>{_labels_html(r.error_labels)}</td>"
            f"<td style='{_CELL}'>{_diff_html(r.diff)}</td></tr>"
        )
    head = "".join(
        f"<th style='{_CELL}'>{h}</th>"
        for h in ("query", "command", "error labels", "expected (-) vs predicted (+)")
    )
    # The table fits the output area (fixed layout, its width shared out by <col>), the query
    # ids never wrap, the diff wraps at spaces, and a long list scrolls in its own box, so its
    # scrollbar is on screen rather than at the end of the list.
    longest = max((len(str(q)) for q in failed["query_id"]), default=8)
    id_width = f"{max(8, longest) * 0.7 + 2.5:.1f}em"  # monospace ids, on one line, padded
    cols = "".join(f"<col style='width:{w}'>" for w in (id_width, "30%", "14%", "auto"))
    return no_math(
        "<div class='gymkit-failed-box' style='max-height:70vh;overflow:auto;max-width:100%'>"
        "<table class='gymkit-failed' style='table-layout:fixed;width:100%;"
        f"margin:0'><colgroup>{cols}</colgroup><thead><tr>{head}</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></div>"
    )


def _labels_html(labels: list[str]) -> str:
    """Error labels one per line, each free to wrap only after an underscore (never mid-word)."""
    return "<br>".join(html.escape(label).replace("_", "_<wbr>") for label in labels)


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
