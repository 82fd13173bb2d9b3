"""Natural-language commands for generated plans, in the card's explicit and conversational forms.

Why: a command must name every operator of its plan in words a careful reader can map back
(values verbatim, the records by their plain noun), and the sets must not read as one
template. Many sentence shapes per operator, synonyms from property descriptions, varied
date and number forms, and scenario openers give that variety. These templates stay inside
gymkit.generate: the rule-based parser must not be written against them.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

import numpy as np

from gymkit.generate.blueprints import EnvBlueprint, PropBlueprint
from gymkit.generate.plans import Aggregation, Filter, SubQuery

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def _c(rng: np.random.Generator, options: list[str] | tuple[str, ...]) -> str:
    return options[int(rng.integers(len(options)))]


def fmt_date(value: str, rng: np.random.Generator) -> str:
    d = _dt.date.fromisoformat(value)
    return _c(
        rng,
        [
            f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
            value,
            f"{d.day} {MONTHS[d.month - 1]} {d.year}",
            value,
        ],
    )


def fmt_number(p: PropBlueprint, v: Any, rng: np.random.Generator) -> str:
    money = "dollars" in p.description or "Usd" in p.name or "Price" in p.name or "Cost" in p.name
    if isinstance(v, float) and not v.is_integer():
        text = f"{v:,.2f}" if money else f"{v:g}"
    else:
        iv = int(v)
        year = "year" in p.name.lower()
        text = f"{iv:,}" if abs(iv) >= 1000 and not year and rng.random() < 0.7 else str(iv)
    if money:
        return _c(rng, [f"${text}", f"${text}", f"{text} dollars"])
    return text


def fmt_value(p: PropBlueprint, v: Any, rng: np.random.Generator) -> str:
    kind = p.type.replace("_array", "")
    if kind == "date":
        return fmt_date(v, rng)
    if kind in ("int", "number"):
        return fmt_number(p, v, rng)
    if kind == "boolean":
        return "true" if v else "false"
    return str(v)


def join_words(items: list[str], last: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def lower_first(s: str) -> str:
    """Lowercase a sentence's first letter unless it is the pronoun I."""
    return s if s.startswith(("I ", "I'")) else s[0].lower() + s[1:]


def be(noun: str) -> str:
    """'are' for a plural property name (boardings, weekly hours), else 'is'."""
    last = noun.split(" in ")[0].split(" of ")[0].split()[-1]  # weight in kilograms: weight
    return "are" if last.endswith("s") and not last.endswith(("ss", "us")) else "is"


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def aka(p: PropBlueprint, rng: np.random.Generator, explicit: bool) -> str:
    if explicit or len(p.aka) == 1:
        return p.aka[0]
    return _c(rng, p.aka)


# ---- filters -----------------------------------------------------------------------------

COMPARE = {
    ">": ("more than {v}", "above {v}", "over {v}", "greater than {v}", "exceeding {v}"),
    ">=": ("at least {v}", "{v} or more", "no less than {v}", "{v} or higher"),
    "<": ("less than {v}", "below {v}", "under {v}", "lower than {v}"),
    "<=": ("at most {v}", "{v} or less", "no more than {v}", "up to {v}"),
    "=": ("exactly {v}", "equal to {v}"),
}
DATE_COMPARE = {
    ">": ("after {v}", "later than {v}", "sometime after {v}"),
    ">=": ("on or after {v}", "from {v} onward", "no earlier than {v}"),
    "<": ("before {v}", "earlier than {v}", "prior to {v}"),
    "<=": ("on or before {v}", "no later than {v}", "up to and including {v}"),
    "=": ("on {v}", "exactly on {v}", "dated {v}"),
}


def filter_phrase(f: Filter, rng: np.random.Generator, explicit: bool) -> str:
    """A relative clause for one filter: 'whose boardings are above 2,000'."""
    p, op, v = f.prop, f.operator, f.value
    name = aka(p, rng, explicit)
    t = p.type
    if t == "filterable_text":
        if op == "LIKE":
            stem = v.rstrip("%*")
            return _c(
                rng,
                [
                    f"whose {name} starts with '{stem}'",
                    f'with {article(name)} {name} beginning with "{stem}"',
                    f"whose {name} begins with {stem}",
                ],
            )
        if p.spec.kind == "enum":
            return _c(
                rng,
                [
                    f"whose {name} {be(name)} {v}",
                    f"with {name} {v}",
                    f"in the {v} {name}"
                    if "categor" in name or "status" in name or "area" in name
                    else f"where the {name} {be(name)} {v}",
                ],
            )
        return _c(rng, [f"whose {name} is '{v}'", f'with {name} "{v}"', f"where the {name} is {v}"])
    if t in ("int", "number"):
        phr = _c(rng, COMPARE[op]).format(v=fmt_value(p, v, rng))
        return _c(
            rng,
            [
                f"whose {name} {be(name)} {phr}",
                f"with {name} {phr}",
                f"where the {name} {be(name)} {phr}",
            ],
        )
    if t == "date":
        phr = _c(rng, DATE_COMPARE[op]).format(v=fmt_value(p, v, rng))
        return _c(
            rng,
            [
                f"with {article(name)} {name} {phr}",
                f"whose {name} falls {phr}",
                f"where the {name} is {phr}",
            ],
        )
    if t == "boolean":
        truth = v if op == "=" else not v
        word = "true" if truth else "false"
        if op == "!=":
            other = "false" if truth else "true"
            return _c(
                rng, [f"where {name} is not {other}", f"whose {name} flag is anything but {other}"]
            )
        return _c(
            rng,
            [
                f"where {name} is {word}",
                f"with {name} set to {word}",
                f"whose {name} flag is {word}",
            ],
        )
    if t == "boolean_array":
        if len(v) == 2:
            return _c(
                rng,
                [
                    f"whose {name} include both a true and a false flag",
                    f"with at least one true and at least one false entry in their {name}",
                ],
            )
        word = "true" if v[0] else "false"
        return _c(
            rng,
            [
                f"where at least one of the {name} is {word}",
                f"with at least one {word} entry among their {name}",
                f"whose {name} contain a {word} value",
            ],
        )
    items = [fmt_value(p, x, rng) for x in v]
    if len(items) == 1:
        return _c(
            rng,
            [
                f"whose {name} include {items[0]}",
                f"with {items[0]} among their {name}",
                f"where the {name} list contains {items[0]}",
            ],
        )
    if op == "CONTAINS_ALL":
        return _c(
            rng,
            [
                f"whose {name} include both {join_words(items)}",
                f"with all of {join_words(items)} among their {name}",
                f"where the {name} contain every one of {join_words(items)}",
            ],
        )
    return _c(
        rng,
        [
            f"whose {name} include {join_words(items, 'or')}",
            f"with any of {join_words(items, 'or')} among their {name}",
            f"where the {name} contain at least one of {join_words(items, 'or')}",
        ],
    )


def search_phrase(sq: SubQuery, rng: np.random.Generator, explicit: bool) -> str:
    s = sq.search
    assert s is not None
    if explicit:
        return _c(
            rng,
            [f'that match a search for "{s.title}"', f"about {s.title}", f"relevant to {s.title}"],
        )
    return _c(
        rng,
        [
            f"that talk about {s.title}",
            f"that have to do with {s.title}",
            f"related to {s.title}",
            f"mentioning {s.title}",
        ],
    )


# ---- aggregations ------------------------------------------------------------------------

METRIC_PHRASES = {
    "COUNT": (
        "the count of {p} values",
        "how many {p} values are recorded",
        "the number of {p} entries",
    ),
    "MIN": ("the lowest {p}", "the minimum {p}", "the smallest {p}"),
    "MAX": ("the highest {p}", "the maximum {p}", "the largest {p}"),
    "MEAN": ("the average {p}", "the mean {p}"),
    "MEDIAN": ("the median {p}", "the middle value of {p}"),
    "MODE": ("the most common {p}", "the mode of {p}", "the most frequent {p} value"),
    "SUM": ("the total {p}", "the sum of {p}", "the combined {p}"),
    "COUNT_DISTINCT": (
        "how many distinct {p} values there are",
        "the number of different {p} values",
        "the count of unique {p} values",
    ),
    "TOP_OCCURRENCES": (
        "the {k} most common {p} values",
        "the top {k} {p} values by frequency",
        "the {k} most frequent {p} values",
    ),
    "TOTAL_TRUE": (
        "how many {p} are true",
        "the number of true {p} values",
        "the count of {p} marked true",
    ),
    "TOTAL_FALSE": (
        "how many {p} are false",
        "the number of false {p} values",
        "the count of {p} marked false",
    ),
    "PERCENTAGE_TRUE": (
        "the percentage of {p} that are true",
        "what share of {p} values are true, as a percentage",
    ),
    "PERCENTAGE_FALSE": (
        "the percentage of {p} that are false",
        "what share of {p} values are false, as a percentage",
    ),
    "EARLIEST": ("the earliest {p}", "the first {p} on record", "the oldest {p}"),
    "LATEST": ("the latest {p}", "the most recent {p}", "the last {p} on record"),
}
GROUP_PHRASES = ("broken down by {g}", "for each {g}", "grouped by {g}", "per {g}", "split by {g}")


def aggregation_phrase(a: Aggregation, rng: np.random.Generator, explicit: bool) -> str:
    return _c(rng, METRIC_PHRASES[a.metric]).format(p=aka(a.prop, rng, explicit), k=a.limit or 5)


# ---- sentences ---------------------------------------------------------------------------

RETRIEVE = ("Find", "List", "Show", "Get", "Retrieve", "Return", "Pull up", "Look up")
RETRIEVE_ASK = (
    "could you pull up",
    "can you find",
    "can I see",
    "would you look up",
    "can you list",
)
RETRIEVE_TELL = (
    "I need",
    "please show me",
    "I'd like a list of",
    "help me find",
    "I'm looking for",
)
AGG_LEAD = ("What is", "Give me", "Compute", "Report", "Calculate", "Find")
AGG_LEAD_CLAUSE = ("Tell me", "Work out", "Determine", "Find out")
AGG_ASK = ("could you tell me", "what's", "can you work out", "can you give me")
AGG_ASK_CLAUSE = ("could you tell me", "can you check", "can you find out", "would you work out")
AGG_TELL = ("I'd like to know", "please figure out", "I need", "please get me")
AGG_TELL_CLAUSE = ("I'd like to know", "please figure out", "I want to know")
JOINERS = (" Also, ", " Separately, ", " In addition, ", " And ", " Then, ", " On top of that, ")


def _conditions(sq: SubQuery, rng: np.random.Generator, explicit: bool) -> str:
    parts = [filter_phrase(f, rng, explicit) for f in sq.filters]
    if sq.search is not None:
        sp = search_phrase(sq, rng, explicit)
        parts.insert(0 if rng.random() < 0.6 else len(parts), sp)
    if not parts:
        return ""
    return " " + join_words(parts)


def _records(sq: SubQuery, rng: np.random.Generator, casual: bool) -> str:
    plural = sq.collection.noun[1]
    if casual:
        return _c(rng, [f"the {plural}", plural, f"all {plural}", f"our {plural}"])
    return _c(rng, [plural, f"all {plural}", f"the {plural}"])


def sub_sentence(sq: SubQuery, rng: np.random.Generator, explicit: bool, first: bool) -> str:
    """One sub-query as a request; `first` decides capitalisation and casual lead-ins."""
    casual = not explicit
    recs = _records(sq, rng, casual)
    cond = _conditions(sq, rng, explicit)
    if not sq.aggregations:
        if casual:
            if rng.random() < 0.5:
                s = f"{_c(rng, RETRIEVE_ASK)} {recs}{cond}?"
            else:
                s = f"{_c(rng, RETRIEVE_TELL)} {recs}{cond}."
        else:
            s = f"{_c(rng, RETRIEVE)} {recs}{cond}."
    else:
        what = join_words([aggregation_phrase(a, rng, explicit) for a in sq.aggregations])
        over = _c(rng, ["across", "for", "over", "among"])
        group = ""
        if sq.groupby is not None:
            group = ", " + _c(rng, GROUP_PHRASES).format(g=aka(sq.groupby, rng, explicit))
        clause = what.startswith(("how ", "what "))
        if casual and rng.random() < 0.5:
            s = f"{_c(rng, AGG_ASK_CLAUSE if clause else AGG_ASK)} {what} {over} {recs}{cond}{group}?"
        elif casual:
            s = f"{_c(rng, AGG_TELL_CLAUSE if clause else AGG_TELL)} {what} {over} {recs}{cond}{group}."
        else:
            lead = _c(rng, AGG_LEAD_CLAUSE if clause else AGG_LEAD)
            end = "?" if lead == "What is" else "."
            s = f"{lead} {what} {over} {recs}{cond}{group}{end}"
    if first:
        s = s[0].upper() + s[1:]
    return s


def write_command(
    env: EnvBlueprint, plan: list[SubQuery], phrasing: str, rng: np.random.Generator
) -> str:
    """The natural-language request for a plan in the given phrasing."""
    explicit = phrasing == "explicit"
    sentences = [sub_sentence(sq, rng, explicit, first=True) for sq in plan]
    if len(plan) == 1:
        body = sentences[0]
    elif rng.random() < 0.3:
        body = " ".join(f"({i + 1}) {s}" for i, s in enumerate(sentences))
    else:
        body = sentences[0]
        for s in sentences[1:]:
            j = _c(rng, JOINERS)
            body += j + (lower_first(s) if j.strip().endswith(",") or j == " And " else s)
    if explicit:
        return body
    opener = _c(rng, env.scenarios)
    tail = _c(rng, ["", "", " Thanks!", " It's for a quick check.", " No rush."])
    return f"{opener}. {body}{tail}"
