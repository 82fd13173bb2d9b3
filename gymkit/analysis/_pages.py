"""The report's long sections as HTML: every failure (grouped, collapsible, searchable and
filterable in the page by a small inline script, no network), and where two runs disagree."""

from __future__ import annotations

import html
import uuid
from collections.abc import Sequence
from typing import Any

import pandas as pd

from gymkit.analysis._calldiff import CSS
from gymkit.analysis._common import _as_list, short_text
from gymkit.analysis._detail import attach_objects, detail_html, query_detail
from gymkit.analysis._export import (
    ANCHOR_SCRIPT,
    anchor_id,
    anchor_link_html,
    as_records,
    download_links_html,
)
from gymkit.analysis._failures import failed_queries, first_label
from gymkit.analysis._html import NO_MATH, no_math
from gymkit.words import plural

PAGE_CSS = (
    CSS + " .gk-failures details{margin:2px 0} .gk-failures summary{cursor:pointer}"
    " .gk-failure{border-left:3px solid #ccc;padding-left:8px}"
    " .gk-bar{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:6px 0}"
    " .gk-anchor{text-decoration:none;margin-left:4px;opacity:.5} .gk-anchor:hover{opacity:1}"
    " .gk-failure:target{outline:2px solid #f28e2b}"
    " .gk-glossary td,.gk-glossary th,.gk-cmp td,.gk-cmp th{text-align:left !important;padding:2px 8px;"
    "vertical-align:top}"
    " .gk-sub{margin:1px 0} .gk-sub-n{font-family:sans-serif;font-size:11px;color:#555;"
    "background:#eee;padding:0 4px;border-radius:3px}"
)

# Filters a list in the page (the failures, the disagreements): a text search and one select
# per attribute hide the items (.gk-item) that do not match; a label group or a run's section
# with nothing left shown is hidden too, and every count follows. Plain DOM, no network.
_SCRIPT = """
(function(){
  var root = document.getElementById('%(id)s');
  if (!root) return;
  var search = root.querySelector('input.gk-search');
  var selects = root.querySelectorAll('select.gk-pick');
  function apply(){
    var q = (search.value || '').toLowerCase(), shown = 0;
    root.querySelectorAll('.gk-item').forEach(function(d){
      var ok = !q || d.getAttribute('data-text').indexOf(q) >= 0;
      selects.forEach(function(s){
        var v = s.value, k = s.getAttribute('data-key');
        if (v && (' ' + d.getAttribute('data-' + k) + ' ').indexOf(' ' + v + ' ') < 0) ok = false;
      });
      d.style.display = ok ? '' : 'none'; if (ok) shown++;
    });
    root.querySelectorAll('.gk-group, .gk-run').forEach(function(g){
      var n = 0; g.querySelectorAll('.gk-item').forEach(function(d){ if (d.style.display !== 'none') n++; });
      g.style.display = n ? '' : 'none';
      var c = g.querySelector('.gk-n'); if (c) c.textContent = n;
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
    """Every failed query of `runs`, grouped by run and `first_label`, each one opening to
    its `query_detail`; a search box and run/set/environment/label/operator pickers filter them
    in the page (inline script). Each failure has an id (`anchor_id`) and a link icon, so a URL
    ending in #its-id opens it, and the list downloads as CSV or JSON (data: URLs, offline)."""
    from gymkit.charts import run_colours, run_swatch

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
    parts = [f"<div class='gk-failures {NO_MATH}' id='{sid}'>", bar]
    failed = failed.assign(group=failed["error_labels"].map(first_label))
    colours = run_colours(runs)
    details = {
        (r.run, r.set, r.query_id): query_detail(
            gym, r.run, r.set, r.query_id, frames, objects=False
        )
        for r in failed.itertuples(index=False)
    }
    attach_objects(gym, list(details.values()))
    for run in runs:
        mine = failed[failed["run"] == run]
        if mine.empty:
            continue
        parts.append(
            f"<div class='gk-run' data-run='{_attr([run])}'><h3>{run_swatch(run, colours)}: "
            f"<span class='gk-n'>{len(mine)}</span> failed</h3>"
        )
        for group, rows in mine.groupby("group", sort=False):
            parts.append(
                f"<details class='gk-group'><summary><b>{html.escape(group)}</b> "
                f"(<span class='gk-n'>{len(rows)}</span>)</summary>"
            )
            for r in rows.itertuples(index=False):
                detail = details[(run, r.set, r.query_id)]
                text = " ".join(
                    [r.query_id, str(r.command or ""), *r.expected_sql, *r.predicted_sql]
                ).lower()
                anchor = anchor_id(run, r.set, r.query_id)
                parts.append(
                    f"<details class='gk-failure gk-item' id='{html.escape(anchor)}'"
                    f" data-run='{_attr([run])}' data-set='{_attr([r.set])}'"
                    f" data-env='{_attr([r.environment])}' data-labels='{_attr(r.error_labels)}'"
                    f" data-ops='{_attr(ops.get((run, r.set, r.query_id), []))}'"
                    f" data-text='{html.escape(text)}'><summary><code>{html.escape(r.set)}/"
                    f"{html.escape(r.query_id)}</code> {html.escape(', '.join(r.error_labels))}: "
                    f"{html.escape(short_text(r.command))}{anchor_link_html(anchor)}</summary>"
                    f"{detail_html(detail, css=False)}</details>"
                )
            parts.append("</details>")
        parts.append("</div>")
    parts.append(f"</div><script>{_SCRIPT % {'id': sid}}{ANCHOR_SCRIPT}</script>")
    return "\n".join(parts)


def _sql_lines(sql: Sequence[str]) -> str:
    """A run's predicted sub-queries, each on its own line marked with its number."""
    if not sql:
        return "(no call)"
    return "".join(
        f"<div class='gk-sub'><span class='gk-sub-n'>sub-query {i + 1}</span> {html.escape(q)}</div>"
        for i, q in enumerate(sql)
    )


def disagreements_html(
    frames: Any,
    queries: pd.DataFrame,
    runs: Sequence[str],
    sets: Sequence[str] | None = None,
    envs: Sequence[str] | None = None,
) -> str:
    """Where the runs disagree, as `gymkit compare` shows it: for the first run against each
    other one, per set the paired difference with its 95% interval and McNemar's p-value
    (`gymkit.runs.compare_by_set`), then the queries whose outcome differs (collapsible, each
    run's full SQL one sub-query per line, a search box that filters them in the page).
    `sets` and `envs` restrict the queries, as `gymkit compare --set --env` do."""
    from gymkit.charts import run_colours, run_swatch
    from gymkit.runs import compare_by_set, disagreements, p_value_text

    scores = frames.scores
    if len(runs) < 2:
        return "<p>One run shown: nothing to compare.</p>"
    if sets:
        scores = scores[scores["set"].isin(list(sets))]
    if envs:
        scores = scores[scores["environment"].isin(list(envs))]
    commands = {
        (s, q): c for s, q, c in zip(queries["set"], queries["query_id"], queries["command"])
    }
    colours = run_colours(runs)
    parts = []
    a = runs[0]
    for b in runs[1:]:
        by_set = compare_by_set(scores[scores["run"] == a], scores[scores["run"] == b])
        rows = []
        for set_name, cmp in by_set.items():
            lo, hi = cmp.get("difference_lo"), cmp.get("difference_hi")
            interval = "" if lo is None or hi is None else f" [{lo * 100:+.1f}, {hi * 100:+.1f}]"
            rows.append(
                f"<tr><td>{html.escape(set_name)}</td><td>{cmp['queries']}</td>"
                f"<td>{cmp['a']:.1%}</td><td>{cmp['b']:.1%}</td>"
                f"<td>{cmp['difference'] * 100:+.1f}{interval}</td><td>{cmp['wins']}</td>"
                f"<td>{cmp['losses']}</td><td>{p_value_text(cmp['p_value'])}</td></tr>"
            )
        diff = disagreements(scores, frames.sub_scores, a, b)
        sid = "gk-disagree-" + uuid.uuid4().hex[:8]
        parts.append(f"<h3>{run_swatch(a, colours)} against {run_swatch(b, colours)}</h3>")
        parts.append(
            "<table class='gk-cmp'><tr><th>set</th><th>queries</th>"
            f"<th>{html.escape(a)}</th><th>{html.escape(b)}</th>"
            f"<th>difference {html.escape(a)} - {html.escape(b)} in points [95% paired interval]</th>"
            f"<th>only {html.escape(a)} passed</th><th>only {html.escape(b)} passed</th>"
            "<th>p (McNemar's exact test)</th></tr>" + "".join(rows) + "</table>"
        )
        parts.append(
            f"<div class='gk-disagreements' id='{sid}'><div class='gk-bar'><span>"
            f"{plural(len(diff), 'query')} where the two disagree.</span><input class='gk-search' "
            "type='search' size='40' placeholder='search the command, query id, label or SQL'>"
            "<span class='gk-count'></span></div>"
        )
        for r in diff.to_dict("records"):
            command = str(commands.get((r["set"], r["query_id"])) or "")
            cells = "".join(
                f"<tr><td>{html.escape(name)}</td>"
                f"<td>{html.escape(', '.join(r[f'labels_{s}']) or 'passed')}</td>"
                f"<td class='gk-sql'>{_sql_lines(r[f'sql_{s}'])}</td></tr>"
                for s, name in (("a", a), ("b", b))
            )
            text = " ".join(
                [r["set"], r["query_id"], command, r["winner"], *r["labels_a"], *r["labels_b"]]
                + [*r["sql_a"], *r["sql_b"]]
            ).lower()
            parts.append(
                f"<details class='gk-item' data-text='{html.escape(text)}'><summary><code>"
                f"{html.escape(r['set'])}/{html.escape(r['query_id'])}</code>"
                f" {html.escape(r['winner'])} passed: {html.escape(short_text(command))}</summary>"
                f"<p><i>command:</i> {html.escape(command)}</p>"
                f"<table class='gk-cmp'>{cells}</table></details>"
            )
        parts.append(f"</div><script>{_SCRIPT % {'id': sid}}</script>")
    return no_math("\n".join(parts))


def page_css() -> str:
    """The style block of the failure and comparison sections (once per page)."""
    return f"<style>{PAGE_CSS}</style>"
