"""The report's long sections as HTML: every failure (grouped, collapsible, searchable and
filterable in the page by a small inline script, no network), and where two runs disagree."""

from __future__ import annotations

import html
import uuid
from collections.abc import Sequence
from typing import Any

import pandas as pd

from gymkit.analysis._calldiff import CSS
from gymkit.analysis._common import _as_list
from gymkit.analysis._detail import detail_html, query_detail
from gymkit.analysis._export import (
    ANCHOR_SCRIPT,
    anchor_id,
    anchor_link_html,
    as_records,
    download_links_html,
)
from gymkit.analysis._failures import failed_queries
from gymkit.words import plural

PAGE_CSS = (
    CSS + " .gk-failures details{margin:2px 0} .gk-failures summary{cursor:pointer}"
    " .gk-failure{border-left:3px solid #ccc;padding-left:8px}"
    " .gk-bar{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:6px 0}"
    " .gk-anchor{text-decoration:none;margin-left:4px;opacity:.5} .gk-anchor:hover{opacity:1}"
    " .gk-failure:target{outline:2px solid #f28e2b}"
    " .gk-glossary td,.gk-glossary th,.gk-cmp td,.gk-cmp th{text-align:left !important;padding:2px 8px;"
    "vertical-align:top}"
)

# Filters the failures in the page: a text search and one select per attribute; hides what
# does not match and updates the counts. Plain DOM, no library, no network.
_SCRIPT = """
(function(){
  var root = document.getElementById('%(id)s');
  if (!root) return;
  var search = root.querySelector('input.gk-search');
  var selects = root.querySelectorAll('select.gk-pick');
  function apply(){
    var q = (search.value || '').toLowerCase(), shown = 0;
    root.querySelectorAll('details.gk-failure').forEach(function(d){
      var ok = !q || d.getAttribute('data-text').indexOf(q) >= 0;
      selects.forEach(function(s){
        var v = s.value, k = s.getAttribute('data-key');
        if (v && (' ' + d.getAttribute('data-' + k) + ' ').indexOf(' ' + v + ' ') < 0) ok = false;
      });
      d.style.display = ok ? '' : 'none'; if (ok) shown++;
    });
    root.querySelectorAll('details.gk-group').forEach(function(g){
      var n = 0; g.querySelectorAll('details.gk-failure').forEach(function(d){ if (d.style.display !== 'none') n++; });
      g.style.display = n ? '' : 'none'; g.querySelector('.gk-n').textContent = n;
    });
    root.querySelector('.gk-count').textContent = shown + ' shown';
  }
  search.addEventListener('input', apply);
  selects.forEach(function(s){ s.addEventListener('change', apply); });
  apply();
})();
"""


def _attr(values: Sequence[Any]) -> str:
    return html.escape(" ".join(str(v).replace(" ", "_") for v in values if v is not None))


def _select(key: str, title: str, values: Sequence[str]) -> str:
    opts = "".join(
        f"<option value='{html.escape(v.replace(' ', '_'))}'>{html.escape(v)}</option>"
        for v in sorted(set(values))
    )
    return (
        f"<label>{html.escape(title)} <select class='gk-pick' data-key='{key}'>"
        f"<option value=''>all</option>{opts}</select></label>"
    )


def failures_html(gym: Any, frames: Any, queries: pd.DataFrame, runs: Sequence[str]) -> str:
    """Every failed query of `runs`, grouped by run and first error label, each one opening to
    its `query_detail`; a search box and run/set/environment/label/operator pickers filter them
    in the page (inline script). Each failure has an id (`anchor_id`) and a link icon, so a URL
    ending in #its-id opens it, and the list downloads as CSV or JSON (data: URLs, offline)."""
    failed = failed_queries(frames, queries)
    failed = failed[failed["run"].isin(list(runs))]
    if failed.empty:
        return "<p>No failed queries.</p>"
    scores = frames.scores.set_index(["run", "set", "query_id"])
    ops = {
        k: [str(x) for x in _as_list(v)]
        for k, v in scores.get("operator_classes", pd.Series(dtype=object)).items()
    }
    sid = "gk-failures-" + uuid.uuid4().hex[:8]
    bar = (
        "<div class='gk-bar'><input class='gk-search' type='search' size='40' "
        "placeholder='search the command, query id or SQL'>"
        + _select("run", "run", list(failed["run"]))
        + _select("set", "set", list(failed["set"]))
        + _select("env", "environment", list(failed["environment"]))
        + _select("labels", "label", [x for v in failed["error_labels"] for x in v])
        + _select("ops", "operator", [x for v in ops.values() for x in v])
        + "<span class='gk-count'></span>"
        + download_links_html(
            as_records(failed), "failures-" + "+".join(sorted(set(failed["environment"])))
        )
        + "</div>"
    )
    parts = [f"<div class='gk-failures' id='{sid}'>", bar]
    failed = failed.assign(group=[v[0] if v else "(no label)" for v in failed["error_labels"]])
    for run in runs:
        mine = failed[failed["run"] == run]
        if mine.empty:
            continue
        parts.append(f"<h3>{html.escape(run)}: {len(mine)} failed</h3>")
        for group, rows in mine.groupby("group", sort=False):
            parts.append(
                f"<details class='gk-group'><summary><b>{html.escape(group)}</b> "
                f"(<span class='gk-n'>{len(rows)}</span>)</summary>"
            )
            for r in rows.itertuples(index=False):
                detail = query_detail(gym, run, r.set, r.query_id, frames)
                text = " ".join(
                    [r.query_id, str(r.command or ""), *r.expected_sql, *r.predicted_sql]
                ).lower()
                anchor = anchor_id(run, r.set, r.query_id)
                parts.append(
                    f"<details class='gk-failure' id='{html.escape(anchor)}'"
                    f" data-run='{_attr([run])}' data-set='{_attr([r.set])}'"
                    f" data-env='{_attr([r.environment])}' data-labels='{_attr(r.error_labels)}'"
                    f" data-ops='{_attr(ops.get((run, r.set, r.query_id), []))}'"
                    f" data-text='{html.escape(text)}'><summary><code>{html.escape(r.set)}/"
                    f"{html.escape(r.query_id)}</code> {html.escape(', '.join(r.error_labels))}: "
                    f"{html.escape(str(r.command or '')[:140])}{anchor_link_html(anchor)}</summary>"
                    f"{detail_html(detail, css=False)}</details>"
                )
            parts.append("</details>")
    parts.append(f"</div><script>{_SCRIPT % {'id': sid}}{ANCHOR_SCRIPT}</script>")
    return "\n".join(parts)


def disagreements_html(frames: Any, queries: pd.DataFrame, runs: Sequence[str]) -> str:
    """Where the runs disagree: for the first run against each other one, the paired
    difference per set with its 95% interval, and the queries whose outcome differs with both
    runs' SQL (collapsible)."""
    from gymkit.runs import disagreements
    from gymkit.scoring.summary import paired_comparison

    scores = frames.scores
    if len(runs) < 2:
        return "<p>One run shown: nothing to compare.</p>"
    commands = {
        (s, q): c for s, q, c in zip(queries["set"], queries["query_id"], queries["command"])
    }
    parts = []
    a = runs[0]
    for b in runs[1:]:
        rows = []
        for set_name in sorted(set(scores["set"])):
            sa = scores[(scores["run"] == a) & (scores["set"] == set_name)]
            sb = scores[(scores["run"] == b) & (scores["set"] == set_name)]
            cmp = paired_comparison(sa, sb)
            if not cmp["queries"]:
                continue
            rows.append(
                f"<tr><td>{html.escape(set_name)}</td><td>{cmp['queries']}</td>"
                f"<td>{cmp['a']:.1%}</td><td>{cmp['b']:.1%}</td>"
                f"<td>{cmp['difference'] * 100:+.1f} [{cmp['difference_lo'] * 100:+.1f}, "
                f"{cmp['difference_hi'] * 100:+.1f}]</td><td>{cmp['wins']}</td><td>{cmp['losses']}</td></tr>"
            )
        diff = disagreements(scores, frames.sub_scores, a, b)
        parts.append(f"<h3>{html.escape(a)} against {html.escape(b)}</h3>")
        parts.append(
            "<table class='gk-cmp'><tr><th>set</th><th>queries</th>"
            f"<th>{html.escape(a)}</th><th>{html.escape(b)}</th>"
            "<th>difference in points [95% paired interval]</th>"
            f"<th>only {html.escape(a)}</th><th>only {html.escape(b)}</th></tr>"
            + "".join(rows)
            + "</table>"
        )
        parts.append(f"<p>{plural(len(diff), 'query')} where the two disagree.</p>")
        for r in diff.to_dict("records"):
            cells = "".join(
                f"<tr><td>{html.escape(name)}</td><td>{html.escape(', '.join(r[f'labels_{s}']) or 'passed')}</td>"
                f"<td class='gk-sql'>{html.escape(chr(10).join(r[f'sql_{s}']) or '(no call)')}</td></tr>"
                for s, name in (("a", a), ("b", b))
            )
            parts.append(
                f"<details><summary><code>{html.escape(r['set'])}/{html.escape(r['query_id'])}</code>"
                f" {html.escape(r['winner'])} passed: "
                f"{html.escape(str(commands.get((r['set'], r['query_id'])) or '')[:140])}</summary>"
                f"<table class='gk-cmp'>{cells}</table></details>"
            )
    return "\n".join(parts)


def page_css() -> str:
    """The style block of the failure and comparison sections (once per page)."""
    return f"<style>{PAGE_CSS}</style>"
