"""The grounding check of an ask-mode answer: does the answer state what the reference results say?

An agent may return a final natural-language answer besides its calls. This deterministic check
reads the answer against the query's `reference_results` (one per sub-query) and lists the facts
it must state. The rules, one per kind of result:

- a number (COUNT, SUM, MEAN, MEDIAN, MIN, MAX, MODE, COUNT_DISTINCT, TOTAL_TRUE/FALSE): some
  number in the answer equals it within `REL_TOL` (0.1%), or equals it rounded to the decimals the
  answer shows (2.3 states 2.3456; 2 states 2.4, as "about 2"), or is it as a percentage
  written as a fraction or the reverse (PERCENTAGE_* are 0-100: 45.5 is stated by "45.5%",
  "45%" or "0.455");
- a date (EARLIEST, LATEST): the answer holds the same calendar date in ISO form (2025-03-14) or
  in words ("March 14, 2025", "14 Mar 2025");
- TOP_OCCURRENCES: each of the top values (up to `TOP_VALUES`, ties at the cut included as
  alternatives) appears in the answer, case-insensitively;
- a group-by: each of the largest `TOP_GROUPS` groups (by the first aggregation's value) appears
  by name, with its first aggregation's number;
- a retrieval (a list of records): the record count appears as a number (or "no"/"none" for
  zero); a list longer than `MAX_LISTED` is not required to be counted exactly, so nothing is
  checked for it.

Numbers are read with thousands separators, currency signs, percent signs, a leading minus, and
the words zero to twenty; zero is also stated by "no", "none" or "nothing". `grounded` is True when every fact is found, False when one is
missing, and None when the query has nothing checkable (or no answer was given). The check never
changes plan or result match: it is its own column.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
from dataclasses import dataclass, field
from typing import Any

from gymkit.words import NUMBER_WORDS, plural

REL_TOL = 0.001
TOP_VALUES = 3
TOP_GROUPS = 3
MAX_LISTED = 50

_WORDS = dict(NUMBER_WORDS)
_WORDS["single"] = 1
_ZERO = re.compile(r"\b(no|none|nothing|not any)\b")
_NUMBER = re.compile(r"(?<![\w.])[-−]?[$€£]?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(%|percent)?")
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
    )
}
_MONTH_RE = "|".join(sorted({*_MONTHS, *(m[:3] for m in _MONTHS), "sept"}, key=len, reverse=True))
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})")
_MDY = re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})", re.I)
_DMY = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_RE})\.?,?\s+(\d{{4}})", re.I
)
_METRIC_KEY = re.compile(r"^([A-Z_]+)\((.*)\)$")


@dataclass(frozen=True)
class Stated:
    """A number as the answer writes it: its value, the decimals shown, whether a % follows."""

    value: float
    decimals: int
    percent: bool


@dataclass
class Grounding:
    """The facts an answer must state, which it states, and the verdict (None: nothing to check)."""

    facts: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)

    @property
    def grounded(self) -> bool | None:
        return None if not self.facts else not self.missing

    @property
    def share(self) -> float | None:
        return None if not self.facts else 1 - len(self.missing) / len(self.facts)


def numbers_in(text: str) -> list[Stated]:
    """Every number the text states (digits, with separators and %, or the words zero..twenty)."""
    out = []
    for m in _NUMBER.finditer(text):
        whole, frac, pct = m.group(1), m.group(2) or "", m.group(3)
        sign = -1 if m.group(0).lstrip()[:1] in "-−" else 1
        value = sign * float(whole.replace(",", "") + frac)
        out.append(Stated(value, max(0, len(frac) - 1), bool(pct)))
    low = text.lower()
    for word, n in _WORDS.items():
        if re.search(rf"\b{word}\b", low):
            out.append(Stated(float(n), 0, False))
    return out


def dates_in(text: str) -> set[_dt.date]:
    """Every calendar date the text states, ISO or in words."""
    found: set[_dt.date] = set()
    for y, mo, d in _ISO_DATE.findall(text):
        _add_date(found, int(y), int(mo), int(d))
    for mon, d, y in _MDY.findall(text):
        _add_date(found, int(y), _month(mon), int(d))
    for d, mon, y in _DMY.findall(text):
        _add_date(found, int(y), _month(mon), int(d))
    return found


def _month(name: str) -> int:
    name = name.lower().rstrip(".")
    return _MONTHS.get(name) or next(v for k, v in _MONTHS.items() if k.startswith(name[:3]))


def _add_date(found: set, y: int, mo: int, d: int) -> None:
    try:
        found.add(_dt.date(y, mo, d))
    except ValueError:
        pass


def states_number(
    stated: list[Stated], value: float, percentage: bool = False, text: str = ""
) -> bool:
    """Whether one of the stated numbers is `value` (the rules in the module docstring).

    Rounding to a whole number counts only for values of 10 or more (rounding 0.4 to "0" is not
    stating it); zero is also stated by "no", "none" or "nothing" in `text`.
    """
    if value == 0 and _ZERO.search(text.lower()):
        return True
    targets = [value]
    if percentage:
        targets.append(value / 100)
    for s in stated:
        for t in targets:
            if math.isclose(s.value, t, rel_tol=REL_TOL, abs_tol=1e-9):
                return True
            if (s.decimals > 0 or abs(t) >= 10) and round(t, s.decimals) == s.value:
                return True
    return False


def check_answer(answer: str | None, reference_results: list[Any]) -> Grounding:
    """The grounding of `answer` against a query's reference results (one per sub-query)."""
    g = Grounding()
    if not answer or not isinstance(answer, str):
        return g
    stated, dates, low = numbers_in(answer), dates_in(answer), answer.lower()
    for result in reference_results or []:
        for fact, ok in _facts(result, stated, dates, low):
            g.facts.append(fact)
            if not ok:
                g.missing.append(fact)
    return g


def _facts(result: Any, stated: list[Stated], dates: set, low: str):
    if isinstance(result, list):
        if len(result) <= MAX_LISTED:
            n = len(result)
            yield plural(n, "record"), states_number(stated, float(n), text=low)
        return
    if not isinstance(result, dict) or not result:
        return
    if all(_METRIC_KEY.match(str(k)) for k in result):
        for key, value in result.items():
            yield from _metric_facts(key, value, stated, dates, low)
        return
    # a group-by: group value -> {METRIC(prop): value}
    groups = [(g, v) for g, v in result.items() if isinstance(v, dict) and v]
    ranked = sorted(groups, key=lambda gv: _sort_value(next(iter(gv[1].values()))), reverse=True)
    for group, aggs in ranked[:TOP_GROUPS]:
        key, value = next(iter(aggs.items()))
        yield f"group {group}", str(group).lower() in low
        yield from _metric_facts(key, value, stated, dates, low, where=f" for {group}")


def _sort_value(v: Any) -> float:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else -math.inf


def _metric_facts(key: str, value: Any, stated, dates, low, where: str = ""):
    m = _METRIC_KEY.match(str(key))
    metric = m.group(1) if m else ""
    if value is None:
        return
    if metric == "TOP_OCCURRENCES" and isinstance(value, list):
        pairs = [p for p in value if isinstance(p, (list, tuple)) and len(p) == 2]
        if not pairs:
            return
        cut = pairs[min(TOP_VALUES, len(pairs)) - 1][1]
        top = [str(v) for v, c in pairs if c > cut] or []
        tied = [str(v) for v, c in pairs if c == cut]
        for v in top:
            yield f"{key}{where}: {v}", v.lower() in low
        need = max(0, min(TOP_VALUES, len(pairs)) - len(top))
        if need:
            found = sum(v.lower() in low for v in tied)
            yield f"{key}{where}: {need} of {', '.join(tied)}", found >= need
        return
    if isinstance(value, str):
        try:
            day = _dt.date.fromisoformat(value[:10])
        except ValueError:
            yield f"{key}{where} = {value}", value.lower() in low
            return
        yield f"{key}{where} = {day.isoformat()}", day in dates
        return
    if isinstance(value, bool):
        yield f"{key}{where} = {value}", str(value).lower() in low
        return
    if isinstance(value, (int, float)):
        pct = metric.startswith("PERCENTAGE")
        ok = states_number(stated, float(value), percentage=pct, text=low)
        yield f"{key}{where} = {value:g}", ok
