"""Values as people write them: numbers ("2,000", "$12.50"), dates in English and ISO forms,
months and years (which stand for ranges), quoted strings, and comparison phrases.
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass, field
from typing import Any

from gymkit.agents.rules._words import MONTHS, NUMBER_SCALES, WORD_NUMBERS

_MON = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"

DATE_PATTERNS: list[tuple[str, re.Pattern]] = [
    ("iso", re.compile(r"\b(\d{4})-(\d{2})-(\d{2})(?:T[\d:]+Z?)?\b")),
    ("slash", re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")),
    ("mdy", re.compile(rf"\b{_MON}\s+{_DAY},?\s+{_YEAR}\b", re.I)),
    ("dmy", re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MON},?\s+{_YEAR}\b", re.I)),
    ("my", re.compile(rf"\b{_MON},?\s+(?:of\s+)?{_YEAR}\b", re.I)),
]
NUMBER_RE = re.compile(
    r"(?<![\w.-])[$€£]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w-]*\d)|(?<![\w.-])[$€£]?\d+(?:\.\d+)?(?![\w]|-\d)"
)

QUOTE_RE = re.compile(r"\"([^\"]+)\"|“([^”]+)”|(?<![\w])'([^']+)'(?![\w])|‘([^’]+)’")


@dataclass
class Value:
    """A value found in the command, with its character span.

    kind: number, date (one day, ISO), range (first and last ISO day of a month or year), text.
    """

    kind: str
    value: Any
    start: int
    end: int
    raw: str
    last: Any = None  # last day of a range
    year_like: bool = False  # a bare 4-digit number that may be a year
    extra: dict = field(default_factory=dict)


def _month_range(year: int, month: int) -> tuple[str, str]:
    last = calendar.monthrange(year, month)[1]
    return dt.date(year, month, 1).isoformat(), dt.date(year, month, last).isoformat()


def find_dates(text: str, taken: list[tuple[int, int]]) -> list[Value]:
    """Every date and month in `text` outside the `taken` spans."""
    out: list[Value] = []
    for kind, pat in DATE_PATTERNS:
        for m in pat.finditer(text):
            if _overlaps(m.start(), m.end(), taken) or _overlaps(
                m.start(), m.end(), [(v.start, v.end) for v in out]
            ):
                continue
            try:
                if kind == "iso":
                    d = dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
                elif kind == "slash":
                    a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
                    month, day = (a, b) if a <= 12 else (b, a)
                    d = dt.date(y, month, day)
                elif kind == "mdy":
                    d = dt.date(int(m.group(3)), MONTHS[m.group(1).lower()[:3]], int(m.group(2)))
                elif kind == "dmy":
                    d = dt.date(int(m.group(3)), MONTHS[m.group(2).lower()[:3]], int(m.group(1)))
                else:
                    first, last = _month_range(int(m.group(2)), MONTHS[m.group(1).lower()[:3]])
                    out.append(Value("range", first, m.start(), m.end(), m.group(0), last=last))
                    continue
            except (ValueError, KeyError):
                continue
            out.append(Value("date", d.isoformat(), m.start(), m.end(), m.group(0)))
    # 'between March and May 2026': the first month takes the year said after the second
    for m in _MONTH_PAIR.finditer(text):
        if _overlaps(m.start(1), m.end(1), taken + [(v.start, v.end) for v in out]):
            continue
        try:
            first, last = _month_range(int(m.groups()[-1]), MONTHS[m.group(1).lower()[:3]])
        except (ValueError, KeyError):
            continue
        out.append(Value("range", first, m.start(1), m.end(1), m.group(1), last=last))
    # 'between May 3 and May 9, 2026', 'from May 3 to 9, 2026': the first day takes the year
    # said after the second (and its month, when the second names none)
    for m in _DAY_PAIR.finditer(text):
        mon1, day1, mon2, day2, year = m.groups()
        spans = taken + [(v.start, v.end) for v in out]
        try:
            y = int(year)
            first = dt.date(y, MONTHS[mon1.lower()[:3]], int(day1)).isoformat()
            last = dt.date(y, MONTHS[(mon2 or mon1).lower()[:3]], int(day2)).isoformat()
        except (ValueError, KeyError):
            continue
        if not _overlaps(m.start(), m.end(2), spans):
            out.append(Value("date", first, m.start(), m.end(2), text[m.start() : m.end(2)]))
        if mon2 is None and not _overlaps(m.start(4), m.end(), spans):
            out.append(Value("date", last, m.start(4), m.end(), text[m.start(4) : m.end()]))
    return sorted(out, key=lambda v: v.start)


_DAY_PAIR = re.compile(
    rf"\b{_MON}\s+{_DAY}\s+(?:and|to|through|thru|until|-|–)\s+(?:{_MON}\s+)?{_DAY},?\s+{_YEAR}\b",
    re.I,
)
_MONTH_PAIR = re.compile(
    rf"\b({_MON})\s+(?:and|to|through|until|-|–)\s+{_MON},?\s+(?:of\s+)?{_YEAR}\b", re.I
)


WORD_NUMBERS.update(
    {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "ninety": 90, "hundred": 100}
)
_SCALE_RE = re.compile(r"\s*(thousand|million|billion|k|mm|m|bn)\b", re.I)
_WORD_RE = re.compile(r"\b(" + "|".join(WORD_NUMBERS) + r")\b", re.I)
_UNIT_AFTER = re.compile(
    r"\s*(?:million|thousand|years?|months?|days?|hours?|minutes?|students?|dollars?|kg|cm|meters?|"
    r"or (?:more|fewer|less|higher|lower)|\+)\b",
    re.I,
)


# A unit or scale written against its number ('12mm', '10kg', '$2.5M', '500k', '90min'); the
# number is read without it (a glued scale multiplies it).
_GLUED = re.compile(
    r"(?<![\w.-])([$€£]?\d+(?:\.\d+)?)(k|K|m|M|mm|MM|bn|kg|g|cm|km|ft|lbs?|mins?|hrs?|h|yrs?|"
    r"usd|USD|eur|EUR|ml|l|mi)\b"
)
# 'in the range 5-15 dollars', '$12–$20': two numbers joined by a dash (a range)
_DASHED = re.compile(
    r"(?<![\w.-])([$€£]?\d+(?:\.\d+)?)\s?[-–]\s?([$€£]?\d+(?:\.\d+)?)(?![\w.-]*\d)"
)


_MONEY_AFTER = re.compile(r"\s*(?:dollars?|usd|euros?|eur|pounds?|gbp|in funding|budget)\b", re.I)


def _scaled(num: int | float, word: str, money: bool) -> int | float | None:
    """`num` times the scale `word` names ('k', 'million'), or None when the word is a unit:
    'm' and 'mm' are millions only for money or in capitals ('$2.5m', '3MM'), else metres and
    millimetres ('1.5m', '12mm')."""
    low = word.lower()
    if low not in NUMBER_SCALES:
        return None
    if low in ("m", "mm") and not (money or word.isupper()):
        return None
    out = num * NUMBER_SCALES[low]
    return int(out) if float(out).is_integer() else out


def _number(raw: str) -> int | float:
    s = raw.lstrip("$€£").replace(",", "")
    return float(s) if "." in s else int(s)


def find_numbers(text: str, taken: list[tuple[int, int]]) -> list[Value]:
    """Every number outside `taken`: commas dropped, currency signs allowed, ints kept as int,
    '1.5 million' and '250k' scaled, a unit or scale written against it read ('12mm', '$2.5M'),
    both ends of a dashed range ('5-15'), and spelled numbers ('three years', 'one million') when
    a unit or a scale follows them."""
    out = []
    for m in _GLUED.finditer(text):
        if _overlaps(m.start(), m.end(), taken):
            continue
        raw = m.group(1)
        num = _number(raw)
        scaled = _scaled(num, m.group(2), raw[0] in "$€£")
        end = m.end() if scaled is not None else m.end(1)
        out.append(Value("number", num if scaled is None else scaled, m.start(), end, raw))
    for m in _DASHED.finditer(text):
        if _overlaps(m.start(), m.end(), taken) or any(
            m.start() < v.end and v.start < m.end() for v in out
        ):
            continue
        for g in (1, 2):
            num = _number(m.group(g))
            out.append(Value("number", num, m.start(g), m.end(g), m.group(g)))
    found = [(v.start, v.end) for v in out]  # the glued and dashed ones: few, read once
    for m in NUMBER_RE.finditer(text):
        if _overlaps(m.start(), m.end(), taken) or found and _overlaps(m.start(), m.end(), found):
            continue
        raw = m.group(0)
        num: int | float = _number(raw)
        end = m.end()
        scale = _SCALE_RE.match(text, end)
        if scale and not (
            scale.group(1).lower() == "m" and text[scale.end() : scale.end() + 1].isalpha()
        ):
            word = scale.group(1)
            # '0.3 m' is metres, '2.5 m dollars' and '$2.5 m' are millions
            money = raw[0] in "$€£" or _MONEY_AFTER.match(text, scale.end()) is not None
            scaled = _scaled(num, word, money)
            if scaled is not None:
                num, end = scaled, scale.end()
        year_like = (
            isinstance(num, int)
            and 1900 <= num <= 2100
            and "," not in raw
            and raw[0] not in "$€£"
            and end == m.end()
        )
        out.append(Value("number", num, m.start(), end, text[m.start() : end], year_like=year_like))
    for m in _WORD_RE.finditer(text):
        if _overlaps(m.start(), m.end(), taken + [(v.start, v.end) for v in out]):
            continue
        if not _UNIT_AFTER.match(text, m.end()):
            continue  # 'one of the checks', 'at least one true': not a quantity
        num = WORD_NUMBERS[m.group(1).lower()]
        end = m.end()
        scale = _SCALE_RE.match(text, end)
        if scale:
            num, end = num * NUMBER_SCALES[scale.group(1).lower()], scale.end()
        out.append(Value("number", num, m.start(), end, text[m.start() : end]))
    return sorted(out, key=lambda v: v.start)


def find_quoted(text: str) -> list[Value]:
    out = []
    for m in QUOTE_RE.finditer(text):
        inner = next(g for g in m.groups() if g is not None)
        if inner.strip():
            out.append(
                Value("text", inner.strip(), m.start(), m.end(), m.group(0), extra={"quoted": True})
            )
    return out


def year_range(year: int) -> tuple[str, str]:
    return f"{year:04d}-01-01", f"{year:04d}-12-31"


def _overlaps(a: int, b: int, spans: list[tuple[int, int]]) -> bool:
    return any(a < e and s < b for s, e in spans)
