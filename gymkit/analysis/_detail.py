"""Why one query failed: the command, expected against predicted calls (changed tokens
marked), expected against predicted results (values, counts, and the records that differ with
their objects) and the agent's trace. `query_detail(...)` returns a `QueryDetail`, which shows
itself as HTML in a notebook and is the body of each failure in a report."""

from __future__ import annotations

import html
import json
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from gymkit.analysis._calldiff import CSS, call_diff_html
from gymkit.analysis._common import _as_list, _missing
from gymkit.analysis._failures import expect_text, trace_frame
from gymkit.analysis._html import NO_MATH
from gymkit.errors import GymError
from gymkit.words import plural

MAX_RECORDS = 8  # differing records shown with their objects, per side


@dataclass
class SubQueryDetail:
    """One paired sub-query: expected and predicted SQL (marked HTML), labels and results."""

    expected_html: str
    predicted_html: str
    labels: list[str]
    message: str | None
    expected_result: Any
    predicted_result: Any
    kind: str | None  # retrieval, aggregation, groupby
    collection: str | None
    only_expected: list[str] = field(default_factory=list)
    only_predicted: list[str] = field(default_factory=list)
    objects_expected: pd.DataFrame | None = None
    objects_predicted: pd.DataFrame | None = None
    passed: bool = False
    f1: float | None = None  # the records against the expected ones (a retrieval or search)
    rule: str | None = None  # a passing sub-query: the rule its result met, in words


@dataclass
class QueryDetail:
    run: str
    set: str
    query_id: str
    environment: str
    command: str
    passed: bool
    labels: list[str]
    agent_error: str | None
    expectation: str | None  # edge_case_1: the checks in words
    sub_queries: list[SubQueryDetail]
    trace: pd.DataFrame
    revised: bool = False
    first_sql: list[str] = field(default_factory=list)  # the calls before the revision

    def _repr_html_(self) -> str:
        return detail_html(self)


def _value(v: Any) -> Any:
    if isinstance(v, str):
        try:
            return json.loads(v)
        except json.JSONDecodeError:
            return v
    return None if _missing(v) else v


def _one(df: pd.DataFrame, what: str) -> dict:
    if df.empty:
        raise GymError(what)
    return df.iloc[0].to_dict()


def query_detail(
    gym: Any, run: str, set_name: str, query_id: str, frames: Any = None, objects: bool = True
) -> QueryDetail:
    """Everything about one query of one run (see the module docstring). `frames` are loaded
    runs (`load_runs`); without them the run is read from the workspace's run store.
    objects=False leaves the differing records' objects to `attach_objects`, which reads
    those of many details at once."""
    from gymkit.analysis._load import load_runs
    from gymkit.call import parse_call

    if frames is None:
        frames = load_runs(gym, run)
    mine = frames.of_query(run, set_name, query_id)
    score = _one(mine.scores, f"run {run!r} has no score for {set_name}/{query_id}")
    pred = _one(mine.predictions, f"run {run!r} has no answer for {set_name}/{query_id}")
    subs = mine.sub_scores.sort_values("sub_index") if len(mine.sub_scores) else mine.sub_scores
    results = mine.predicted_results
    results = {int(r["call_index"]): r for r in results.to_dict("records")}
    row = next(
        (
            q
            for q in gym.queries(set_name, score["environment"], grounds=False)
            if q["query_id"] == query_id
        ),
        {},
    )
    calls = _as_list(_value(pred.get("calls")))
    expected_calls = _as_list(row.get("ground_truth"))
    references = _as_list(row.get("reference_results"))
    env_id = score["environment"]

    sub_details = []
    ground_subs = subs.to_dict("records") if len(subs) and set_name != "edge_case_1" else []
    for sub in ground_subs:
        ei, pi = sub.get("expected_index"), sub.get("predicted_index")
        ei = None if _missing(ei) else int(ei)
        pi = None if _missing(pi) else int(pi)
        exp_call = (
            _parse(parse_call, expected_calls[ei])
            if ei is not None and ei < len(expected_calls)
            else None
        )
        pred_call = _parse(parse_call, calls[pi]) if pi is not None and pi < len(calls) else None
        exp_html, pred_html = call_diff_html(exp_call, pred_call)
        if not exp_html and isinstance(sub.get("expected_sql"), str):
            exp_html = html.escape(sub["expected_sql"])
        if not pred_html and pi is not None and pi < len(calls):
            pred_html = html.escape(json.dumps(calls[pi], ensure_ascii=False, default=str))
        expected_result = references[ei] if ei is not None and ei < len(references) else None
        got = results.get(pi) if pi is not None else None
        message = None if _missing(sub.get("message")) else sub.get("message")
        words = _search_words_note(exp_call, pred_call, sub.get("error_labels"))
        message = "; ".join(x for x in (words, message) if x) or None
        detail = SubQueryDetail(
            expected_html=exp_html,
            predicted_html=pred_html,
            labels=[str(x) for x in _as_list(sub.get("error_labels"))],
            message=message,
            expected_result=expected_result,
            predicted_result=_predicted_value(got),
            kind=(got or {}).get("kind") or sub.get("result_kind"),
            collection=(exp_call or pred_call).collection_name if (exp_call or pred_call) else None,
            passed=bool(sub.get("passed")) if not _missing(sub.get("passed")) else False,
            f1=None if _missing(sub.get("f1")) else float(sub["f1"]),
        )
        if detail.passed:  # the rule it met; a search's is the scorer's message, with its F1
            detail.rule, detail.message = passing_rule(detail.kind, detail.f1, message), None
        _records(detail)
        sub_details.append(detail)
    if set_name == "edge_case_1":
        sub_details += _edge_subs(gym, env_id, row, calls, results)
    expect = row.get("expect")
    detail = QueryDetail(
        run=run,
        set=set_name,
        query_id=query_id,
        environment=env_id,
        command=str(row.get("command") or ""),
        passed=bool(score.get("passed")),
        labels=[str(x) for x in _as_list(score.get("error_labels"))],
        agent_error=None if _missing(pred.get("error")) else pred.get("error"),
        expectation=expect_text(expect) if isinstance(expect, dict) else None,
        sub_queries=sub_details,
        trace=trace_frame(_value(pred.get("trace"))),
        revised=bool(pred.get("revised")) if not _missing(pred.get("revised")) else False,
        first_sql=_first_sql(pred.get("first_calls")),
    )
    if objects:
        attach_objects(gym, [detail])
    return detail


def passing_rule(kind: str | None, f1: float | None, message: str | None) -> str:
    """The rule a passing sub-query's result met, in words (docs/scoring.md, "Result match"):
    a search's is the scorer's own statement (F1 against the labeled set, at least 0.5, and
    above the filters alone); otherwise the result equals the reference."""
    if message:
        return message
    if kind == "retrieval":
        f1_text = f" (F1 {f1:.2f})" if f1 is not None else ""
        return f"its records are exactly the reference's{f1_text}"
    if kind == "groupby":
        return "the same groups as the reference, each with the reference's values"
    return "every value equals the reference's"


def _first_sql(raw: Any) -> list[str]:
    """The SQL-like form of the calls an agent made before revising (JSON when invalid)."""
    from gymkit.call import parse_call, render_sql

    out = []
    for c in _as_list(_value(raw)):
        call = _parse(parse_call, c)
        out.append(render_sql(call) if call is not None else json.dumps(c, default=str))
    return out


def _search_words_note(expected: Any, predicted: Any, labels: Any) -> str | None:
    """The words of a sub-query labelled searched_other_words (its plan matches, the search
    words differ, which plan matching ignores: the card says they are not the target)."""
    if expected is None or predicted is None or "searched_other_words" not in _as_list(labels):
        return None
    return (
        f"the plan matches, but the search is on other words ({predicted.search_query!r},"
        f" expected words like {expected.search_query!r}) and misses the labeled records"
    )


def _parse(parse_call: Any, raw: Any) -> Any:
    try:
        return parse_call(raw)
    except Exception:  # an invalid call is shown as its JSON
        return None


def _predicted_value(got: dict | None) -> Any:
    if not got:
        return None
    if not _missing(got.get("error")) and got.get("error"):
        return {"error": got["error"]}
    if got.get("kind") == "retrieval" and _missing(got.get("value")):
        uuids = got.get("uuids")  # stored in the uuids column only
        return [] if _missing(uuids) else [str(u) for u in uuids]
    return _value(got.get("value"))


def _records(d: SubQueryDetail) -> None:
    """For two retrievals: the uuids only one side has (their objects: `attach_objects`)."""
    exp, got = d.expected_result, d.predicted_result
    if not (isinstance(exp, list) and isinstance(got, list) and d.collection):
        return
    e, p = {str(x) for x in exp}, {str(x) for x in got}
    d.only_expected, d.only_predicted = sorted(e - p), sorted(p - e)


def attach_objects(gym: Any, details: list[QueryDetail]) -> None:
    """The objects of the first MAX_RECORDS uuids each side alone has, for every sub-query of
    `details`, read with one scan per environment and collection (`objects_hit_groups`)."""
    from gymkit.analysis._gym import objects_hit_groups

    wanted: dict[tuple[str, str], list[tuple[SubQueryDetail, str, list[str]]]] = {}
    for d in details:
        for s in d.sub_queries:
            for side, ids in (("expected", s.only_expected), ("predicted", s.only_predicted)):
                if ids and s.collection:
                    wanted.setdefault((d.environment, s.collection), []).append(
                        (s, side, ids[:MAX_RECORDS])
                    )
    for (env_id, collection), items in wanted.items():
        try:
            frames = objects_hit_groups(gym, env_id, collection, [ids for _, _, ids in items])
        except GymError:  # a predicted collection that does not exist: no objects to show
            continue
        for (s, side, _), df in zip(items, frames):
            setattr(s, f"objects_{side}", df)


def _edge_subs(
    gym: Any, env_id: str, row: dict, calls: list, results: dict
) -> list[SubQueryDetail]:
    """edge_case_1 rows carry checks, not calls: the expectation against each predicted call,
    and the records holding the value (relevant_ids) against what the call returned."""
    from gymkit.call import parse_call

    out = []
    relevant = [str(x) for x in _as_list(row.get("relevant_ids"))]
    for i, raw in enumerate(calls or [None]):
        call = _parse(parse_call, raw) if raw is not None else None
        _, pred_html = call_diff_html(None, call)
        got = results.get(i)
        d = SubQueryDetail(
            expected_html=html.escape(expect_text(row["expect"]))
            if isinstance(row.get("expect"), dict)
            else "",
            predicted_html=pred_html
            or ("(no call)" if raw is None else html.escape(json.dumps(raw, default=str))),
            labels=[],
            message=None,
            expected_result=relevant,
            predicted_result=_predicted_value(got),
            kind=(got or {}).get("kind"),
            collection=row.get("collection") or (call.collection_name if call else None),
        )
        if d.kind == "retrieval":
            _records(d)
        out.append(d)
    return out


# ---- HTML -------------------------------------------------------------------------------------


def result_text(value: Any, max_items: int = 5) -> str:
    """A result in one line: '12 records: a, b, ...', an error, or the aggregation values."""
    if value is None:
        return "—"
    if isinstance(value, dict) and set(value) == {"error"}:
        return f"error: {value['error']}"
    if isinstance(value, list):
        shown = ", ".join(str(v) for v in value[:max_items])
        return (
            plural(len(value), "record")
            + (f": {shown}" if shown else "")
            + (", …" if len(value) > max_items else "")
        )
    return json.dumps(value, ensure_ascii=False, default=str)


PROSE_CHARS = 80  # a record's text shown before "more" (the rest opens in place)


def prose_html(value: Any, width: int = PROSE_CHARS) -> str:
    """One cell of a record, escaped: text longer than `width` characters shows its first
    `width` (cut at a space) and opens to the whole in place (details/summary), so a record's
    prose never makes a drill-down pages tall."""
    text = value if isinstance(value, str) else ("" if _missing(value) else str(value))
    if len(text) <= width:
        return html.escape(text)
    cut = text.rfind(" ", 0, width)
    head = text[: cut if cut > width // 2 else width]
    return (
        f"<details class='gk-prose'><summary>{html.escape(head)}…</summary>"
        f"{html.escape(text)}</details>"
    )


def _table(df: pd.DataFrame | None) -> str:
    if df is None or df.empty:
        return ""
    return df.to_html(
        index=False,
        border=0,
        classes="gk-objects",
        escape=False,
        formatters={c: prose_html for c in df.columns},
    )


def detail_html(d: QueryDetail, css: bool = True) -> str:
    """A QueryDetail as HTML (escaped, no scripts); `css` adds its small style block (a report
    puts it in the page head once instead)."""
    esc = html.escape
    status = "passed" if d.passed else ("failed: " + ", ".join(d.labels) if d.labels else "failed")
    parts = [
        f"<style>{CSS}</style>" if css else "",
        f"<div class='gk-detail {NO_MATH}' data-query='{esc(d.query_id)}'>",
        f"<p><b>{esc(d.run)}</b> · {esc(d.set)} · <code>{esc(d.query_id)}</code> · {esc(d.environment)}"
        f" · <b>{esc(status)}</b>{' · revised after its first results' if d.revised else ''}</p>",
        f"<p><i>command:</i> {esc(d.command)}</p>",
    ]
    if d.agent_error:
        parts.append(f"<p><i>agent error:</i> {esc(d.agent_error)}</p>")
    if d.revised and d.first_sql:
        first = "<br>".join(esc(x) for x in d.first_sql)
        parts.append(
            f"<p><i>first calls, before the revision:</i> <span class='gk-sql'>{first}</span></p>"
        )
    for i, s in enumerate(d.sub_queries):
        if s.passed:
            verdict = f"<span class='gk-pass'>passed</span>: {esc(s.rule or '')}"
        else:
            verdict = "<span class='gk-fail'>failed</span>" + (
                f": {esc(', '.join(s.labels))}" if s.labels else ""
            )
        # edge_case_1 calls are judged by the query's checks, not one by one
        parts.append(
            f"<p><b>sub-query {i + 1}</b>{'' if d.set == 'edge_case_1' else ' — ' + verdict}</p>"
        )
        f1_row = (
            f"<tr><td>F1</td><td>{s.f1:.2f} (the records against the expected ones)</td></tr>"
            if s.f1 is not None
            else ""
        )
        parts.append(
            "<table class='gk-pair'>"
            f"<tr><td>expected</td>"
            f"<td class='gk-sql'>{s.expected_html or '(none)'}</td></tr>"
            f"<tr><td>predicted</td>"
            f"<td class='gk-sql'>{s.predicted_html or '(none)'}</td></tr>"
            f"<tr><td>expected result</td>"
            f"<td class='gk-sql'>{esc(result_text(s.expected_result))}</td></tr>"
            f"<tr><td>predicted result</td>"
            f"<td class='gk-sql'>{esc(result_text(s.predicted_result))}</td></tr>"
            f"{f1_row}</table>"
        )
        if s.message:
            parts.append(f"<p><i>{esc(s.message)}</i></p>")
        if s.only_expected or s.only_predicted:
            parts.append(
                f"<p>{plural(len(s.only_expected), 'expected record')} missing, "
                f"{plural(len(s.only_predicted), 'record')} retrieved that "
                f"{'was' if len(s.only_predicted) == 1 else 'were'} not expected"
                f" (first {MAX_RECORDS} of each shown)</p>"
            )
        if s.objects_expected is not None:
            parts.append("<p><i>missing:</i></p>" + _table(s.objects_expected))
        if s.objects_predicted is not None:
            parts.append("<p><i>not expected:</i></p>" + _table(s.objects_predicted))
    if d.expectation and not d.sub_queries:
        parts.append(f"<p><i>{esc(d.expectation)}</i></p>")
    if not d.trace.empty:
        parts.append("<p><b>trace</b> (which words produced which argument)</p>")
        parts.append(d.trace.to_html(index=False, border=0, classes="gk-trace", escape=True))
    parts.append("</div>")
    return "\n".join(parts)
