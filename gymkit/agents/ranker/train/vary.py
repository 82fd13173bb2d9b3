"""More writers for the corpus: each ground truth worded again the many ways people word it.

Why (issue #41): weights learned from one writer learn that writer. The generated sets name
every property before its value in the same few frames, so the model learned that a value
without its property's name, or with the name after it ('in the South Coast area'), is no
filter, and that a request's leftover words are a search. People write otherwise: a category
before the noun ('Paused campaigns'), a name alone ('Merrith Garholt, pull up that record'), a
property by its description's words or by its last word, a comparison in many forms ('topping
2,000', '2,000+', 'no fewer than'), a date as 'the 3rd of March 2026' or 'in March 2026', a
request as a question, an order or a bare noun phrase, several requests joined in many ways,
with a scene before them or a sign-off after.

`variants(rows, meta, schemas, seed)` writes, for each corpus row, `PER_ROW` more commands with
the same ground truth, from the call itself and what the invented schema means (`envs.json`: the
records' nouns, each property's concept words, the prose topics), its schema descriptions and
general English. It is a writer of training data, never read by the agent: nothing here is a
rule of the agent, and no word of a measuring set is in it. Deterministic (seeded
`random.Random` per row).
"""

from __future__ import annotations

import datetime as _dt
import random
import re
from typing import Any

from gymkit.call import LikePattern, parse_call
from gymkit.generate.conditions import MONTHS
from gymkit.schema import Environment

__all__ = ["PER_ROW", "variants", "write"]

PER_ROW = 4  # variants written per corpus row

# ---- general English -----------------------------------------------------------------------

GT = (
    "more than {v}", "over {v}", "above {v}", "greater than {v}", "exceeding {v}",
    "higher than {v}", "in excess of {v}", "upwards of {v}", "topping {v}", "beyond {v}",
    "north of {v}", "larger than {v}",
)  # fmt: skip
GTE = (
    "at least {v}", "{v} or more", "no less than {v}", "a minimum of {v}", "{v} and up",
    "not below {v}", "{v} or above", "{v} or higher", "no fewer than {v}", "{v}+",
)  # fmt: skip
LT = (
    "less than {v}", "under {v}", "below {v}", "fewer than {v}", "lower than {v}",
    "smaller than {v}", "short of {v}", "beneath {v}",
)  # fmt: skip
LTE = (
    "at most {v}", "up to {v}", "no more than {v}", "{v} or less", "{v} or fewer",
    "not above {v}", "a maximum of {v}", "not exceeding {v}", "{v} at most", "{v} or below",
)  # fmt: skip
EQ = ("exactly {v}", "equal to {v}", "of exactly {v}", "precisely {v}", "{v}", "{v} exactly")
NUM_CMP = {">": GT, ">=": GTE, "<": LT, "<=": LTE, "=": EQ}

DATE_CMP = {
    ">": ("after {v}", "later than {v}", "past {v}", "following {v}", "more recent than {v}"),
    ">=": (
        "on or after {v}", "since {v}", "from {v} onward", "from {v} on", "starting {v}",
        "{v} or later", "no earlier than {v}", "beginning {v}",
    ),
    "<": ("before {v}", "earlier than {v}", "prior to {v}", "ahead of {v}"),
    "<=": (
        "on or before {v}", "no later than {v}", "up to and including {v}", "until {v}",
        "through {v}", "by {v}", "{v} or earlier",
    ),
    "=": ("on {v}", "dated {v}", "exactly on {v}", "{v}"),
}  # fmt: skip

BETWEEN = (
    "between {a} and {b}", "from {a} to {b}", "between {a} and {b} inclusive",
    "in the {a} to {b} range", "anywhere from {a} to {b}", "{a} through {b}",
)  # fmt: skip

METRIC_WORDS = {
    "MEAN": ("average {p}", "mean {p}", "avg {p}", "average {p} value", "{p} on average"),
    "SUM": ("total {p}", "sum of the {p}", "combined {p}", "{p} in total", "summed {p}",
            "overall {p}", "total number of {ps}", "total {ps} added up", "sum total of {ps}"),
    "MIN": ("lowest {p}", "smallest {p}", "minimum {p}", "min {p}", "least {p}"),
    "MAX": ("highest {p}", "largest {p}", "maximum {p}", "max {p}", "biggest {p}",
            "greatest {p}", "top {p}"),
    "MEDIAN": ("median {p}", "middle {p} value", "median value of {p}"),
    "MODE": ("most common {p}", "most frequent {p}", "mode of the {p}", "{p} that comes up most",
             "commonest {p} value", "most common number of {ps}", "most typical {p} value"),
    "EARLIEST": ("earliest {p}", "first {p}", "oldest {p}", "earliest {p} on record"),
    "LATEST": ("latest {p}", "most recent {p}", "last {p}", "newest {p}", "latest {p} on record"),
    "COUNT_DISTINCT": ("number of different {ps}", "number of distinct {ps}",
                       "count of unique {ps}", "number of unique {ps}", "distinct count of {ps}"),
    "COUNT": ("number of {ps} listed", "count of {ps}", "total count of {ps}",
              "number of {ps} entries", "number of {ps} recorded"),
}  # fmt: skip
TOP = (
    "the {n} most common {ps}", "top {n} {ps}", "the {n} most frequent {ps}",
    "which {n} {ps} come up most", "the top {n} {ps} by frequency",
    "the {n} {ps} that appear most often", "{n} most popular {ps}",
)  # fmt: skip
GROUP = (
    " per {p}", " by {p}", " for each {p}", " broken down by {p}", " split by {p}",
    " grouped by {p}", ", per {p}", ", by {p}", " for every {p}", " across each {p}",
    " in each {p}", ", broken out by {p}",
)  # fmt: skip

LIST_OPENERS = (
    "Show {r}", "List {r}", "Find {r}", "Give me {r}", "Pull up {r}", "Get {r}", "Fetch {r}",
    "Return {r}", "I need {r}", "Can you find {r}", "Could you list {r}", "Please show {r}",
    "Look up {r}", "Bring up {r}", "I'm looking for {r}", "Display {r}", "Which {r}",
    "What {r} are there", "Are there any {r}", "Any {r}", "{R}", "Show me all {r}",
    "Get me every one of the {r}", "Need {r}", "Search for {r}", "Could I see {r}",
    "Find all {r}", "Which of the {r}",
)  # fmt: skip
QUESTION_OPENERS = (
    "Which {r}",
    "What {r} are there",
    "Are there any {r}",
    "Any {r}",
    "Which of the {r}",
)
AGG_OPENERS = (
    "What is the {a} of {r}", "What's the {a} for {r}", "Give me the {a} of {r}",
    "Tell me the {a} across {r}", "Compute the {a} for {r}", "I need the {a} of {r}",
    "Can you get the {a} for {r}", "Work out the {a} across {r}", "{A} for {r}",
    "Show the {a} of {r}", "Report the {a} for {r}", "Find the {a} among {r}",
    "Could you tell me the {a} for {r}", "Quick one: {a} of {r}",
)  # fmt: skip
COUNT_OPENERS = (
    "How many {r} are there", "How many {r} do we have", "Count the {r}", "Count {r}",
    "What's the number of {r}", "Number of {r}", "How many {r} exist", "Give me a count of {r}",
    "Tell me how many {r} there are", "Total number of {r}", "How many {r}",
)  # fmt: skip

JOINS = (
    ". Also, ", ". Also ", "; and ", ". Separately, ", ". Plus, ", "? And ", ". Then ",
    ", and separately ", ". Next, ", ". On top of that, ", ". Additionally, ", "; also ",
    ". And ", ".\n", ". As well, ", ". Besides that, ", ". Second, ", ", plus ",
)  # fmt: skip

SCENES = (
    "I'm prepping for the Monday review.", "Quick check before the meeting.",
    "My manager wants this by noon.", "For the quarterly report,", "Following up on a call,",
    "We're auditing last year's records.", "For a client who asked,",
    "I'm building a dashboard.", "Context: a colleague asked me this.", "Hi!", "Hey,",
    "Need this for a slide.", "Before the planning session,", "Out of curiosity,",
    "For the newsletter,", "Sorry to bother you, but", "One more thing:",
    "The director wants numbers.", "While I'm updating the spreadsheet,",
    "For my notes,", "Just checking something.", "A customer called about this.",
    "Doing some cleanup today.", "For the board pack,",
)  # fmt: skip
SIGN_OFFS = ("Thanks!", "Thanks.", "Cheers.", "Thank you!", "ASAP please.", "No rush.", "thx")

SEARCH = (
    " about {t}", " mentioning {t}", " that talk about {t}", " describing {t}",
    " related to {t}", " that mention {t}", " dealing with {t}", " on {t}", " involving {t}",
    " with anything on {t}", " that discuss {t}", " referring to {t}", " covering {t}",
    " where {t} comes up", " whose {n} mention {t}", " with {t} in their {n}",
    " whose {n} talk about {t}", " with notes on {t}",
)  # fmt: skip

TRUE_FORMS = (
    " that are {w}", " which are {w}", " marked {w}", " flagged as {w}", " where {w} is true",
    " with {w} set to true", " with {w} = true", " where {w} is yes", " that are marked as {w}",
    " where {w} holds", " with {w} true",
)  # fmt: skip
FALSE_FORMS = (
    " that are not {w}", " which aren't {w}", " not marked {w}", " where {w} is false",
    " with {w} set to false", " with {w} = false", " where {w} is no", " that aren't {w}",
    " not flagged as {w}", " with {w} false", " where {w} is not true",
)  # fmt: skip

UNIT_WORDS = {
    "kg": "kg", "g": "grams", "cm": "cm", "mm": "mm", "m": "metres", "km": "km",
    "ha": "hectares", "eur": "euros", "gbp": "pounds", "usd": "dollars", "min": "minutes",
    "mins": "minutes", "sec": "seconds", "hz": "Hz", "kw": "kW", "db": "dB", "mhz": "MHz",
    "pct": "percent", "c": "degrees", "rpm": "rpm", "h": "hours", "hrs": "hours",
    "l": "litres", "ml": "ml", "t": "tonnes",
}  # fmt: skip
MONEY = ("usd", "eur", "gbp", "price", "cost", "fee", "amount", "budget", "salary", "rate")

_DESC_DROP = re.compile(
    r"^(the|a|an|whether|how|many|much|when|where|which|who|what|its|their|this|each|"
    r"number|of|if|is|are|was|does|do|date|on|in|for|to|by|it|one|any)$"
)
_DESC_STOP = re.compile(
    r"^(of|in|for|to|by|from|at|on|that|which|who|with|as|is|are|was|were|the|a|an|and|or|"
    r"it|its|their|this|per|when|where|has|have|had|be|been|can|will|each)$"
)


def _pick(rng: random.Random, options) -> Any:
    return options[rng.randrange(len(options))]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _unit_words(concept: str) -> str:
    head, _, last = concept.rpartition(" ")
    if head and last in UNIT_WORDS:
        return f"{head} in {UNIT_WORDS[last]}"
    return concept


def _bare(concept: str) -> str:
    """The concept without a unit word or a flag's verb ('weight kg' -> weight)."""
    words = concept.split()
    if len(words) > 1 and words[-1] in UNIT_WORDS:
        words = words[:-1]
    if len(words) > 1 and words[0] in ("is", "has", "can", "was", "does", "needs", "needs"):
        words = words[1:]
    return " ".join(words)


def desc_phrase(description: str) -> str:
    """A few content words a description opens with ('The trading name of the laboratory.' ->
    'trading name'), or '' when it gives none."""
    head = re.split(r"[,.;:()]", description or "", maxsplit=1)[0]
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", head)
    i = 0
    while i < len(words) and _DESC_DROP.match(words[i].lower()):
        i += 1
    out = []
    for w in words[i:]:
        if _DESC_STOP.match(w.lower()) or len(out) >= 3:
            break
        out.append(w.lower())
    return " ".join(out)


class Schema:
    """What the writer knows of one invented environment: nouns, words, descriptions, kinds."""

    def __init__(self, env: Environment, meta: dict):
        self.env = env
        self.meta = meta
        self.nouns = {c: tuple(v) for c, v in meta["nouns"].items()}
        self.words = meta["words"]
        self.topics = meta.get("topics", {})
        self.prose = meta.get("prose", {})

    def prop_words(self, coll: str, prop: str, rng: random.Random, plural: bool = False) -> str:
        """The property as someone names it: its concept words, their head, its description's
        first words, or its schema name split; sometimes with a unit."""
        concept = self.words.get(coll, {}).get(prop) or prop
        p = self.env.collection(coll).prop(prop)  # type: ignore[union-attr]
        desc = desc_phrase(p.description if p else "")
        options = [_bare(concept)] * 4 + [_unit_words(concept)] * 2
        if desc and desc != concept:
            options += [desc] * 2
        words = _bare(concept).split()
        if len(words) > 1:
            options.append(words[-1])
        options.append(" ".join(w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+|\d+", prop)))
        if rng.random() < 0.08:
            return prop  # the schema's own name, as a user who reads the schema writes it
        out = _pick(rng, options)
        if plural and not out.endswith("s"):
            out = out + ("es" if out.endswith(("s", "x", "ch", "sh")) else "s")
        return out

    def records(self, coll: str, rng: random.Random, plural: bool = True) -> str:
        single, many = self.nouns.get(coll, (coll.lower(), coll.lower() + "s"))
        if not plural:
            return single
        r = rng.random()
        if r < 0.04:
            return coll
        if r < 0.08:
            return f"{single} records"
        if r < 0.12:
            return f"{single} entries"
        return many


# ---- values ---------------------------------------------------------------------------------


def _money(concept: str) -> bool:
    return any(w in concept.split() for w in MONEY)


def fmt_number(x: Any, concept: str, rng: random.Random) -> str:
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    yearish = "year" in concept or (isinstance(x, int) and 1900 <= x <= 2100)
    s = (
        f"{x:,}"
        if isinstance(x, int) and abs(x) >= 1000 and not yearish and rng.random() < 0.5
        else str(x)
    )
    words = concept.split()
    if _money(concept) and rng.random() < 0.5:
        cur = {"eur": "€", "gbp": "£"}.get(words[-1], "$")
        return f"{cur}{s}"
    if words and words[-1] in UNIT_WORDS and rng.random() < 0.5:
        unit = words[-1] if rng.random() < 0.5 else UNIT_WORDS[words[-1]]
        return f"{s} {unit}" if unit not in ("pct", "percent") or rng.random() < 0.5 else f"{s}%"
    return s


def fmt_date(value: str, rng: random.Random) -> str:
    d = _dt.date.fromisoformat(str(value)[:10])
    m = MONTHS[d.month - 1]
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    forms = (
        d.isoformat(), d.isoformat(), f"{m} {d.day}, {d.year}", f"{d.day} {m} {d.year}",
        f"{m[:3]} {d.day}, {d.year}", f"the {d.day}{suffix} of {m} {d.year}",
        f"{m} {d.day}{suffix}, {d.year}", f"{d.day} {m[:3]} {d.year}",
    )  # fmt: skip
    return _pick(rng, forms)


def _month_range(lo: str, hi: str) -> str | None:
    """'March 2026' when [lo, hi] is one whole month, '2024' when one whole year."""
    a, b = _dt.date.fromisoformat(lo[:10]), _dt.date.fromisoformat(hi[:10])
    if a.day == 1 and a.month == 1 and b.month == 12 and b.day == 31 and a.year == b.year:
        return str(a.year)
    nxt = (b + _dt.timedelta(days=1)).day == 1
    if a.day == 1 and nxt and a.year == b.year and a.month == b.month:
        return f"{MONTHS[a.month - 1]} {a.year}"
    return None


def _items(values: list, concept: str, kind: str, rng: random.Random, both: bool) -> str:
    if kind == "date":
        xs = [fmt_date(v, rng) for v in values]
    elif kind == "numeric":
        xs = [fmt_number(v, concept, rng) for v in values]
    else:
        xs = [str(v) for v in values]
    if len(xs) == 1:
        return xs[0]
    word = "and" if both else "or"
    if both and rng.random() < 0.4:
        return "both " + " and ".join(xs) if len(xs) == 2 else "all of " + ", ".join(xs)
    if not both and rng.random() < 0.3:
        return ("either " if len(xs) == 2 else "any of ") + f" {word} ".join(xs)
    return ", ".join(xs[:-1]) + f" {word} " + xs[-1]


# ---- conditions -----------------------------------------------------------------------------


def _kind(ptype: str) -> str:
    t = ptype.removesuffix("[]").removesuffix("_array")
    return {"int": "numeric", "number": "numeric", "date": "date", "boolean": "boolean"}.get(
        t, "text"
    )


def condition(s: Schema, coll: str, key: str, f: dict, rng: random.Random) -> tuple[str, str]:
    """One filter in words: (where, text), where is 'pre' (before the records' noun) or 'post'."""
    prop = s.env.collection(coll).prop(f["property_name"])  # type: ignore[union-attr]
    concept = s.words.get(coll, {}).get(prop.name) or prop.name
    kind = _kind(prop.type)
    op = f["operator"]
    pw = s.prop_words(coll, prop.name, rng)
    if prop.is_array:
        values = f.get("values") or [f.get("value")]
        if kind == "boolean":
            return "post", _flags(pw, op, values, rng)
        x = _items(values, concept, kind, rng, op == "CONTAINS_ALL")
        pws = s.prop_words(coll, prop.name, rng, plural=True)
        forms = [
            f" whose {pws} include {x}", f" with {x} among their {pws}", f" with {x} in their {pws}",
            f" that have {x} listed", f" with {x}", f" listing {x}", f" tagged {x}",
            f" where {pws} contain {x}", f" including {x} in the {pws}", f" having {x} as {pws}",
        ]  # fmt: skip
        if kind in ("numeric", "date"):
            forms += [f" at {x}", f" available at {x}", f" that come in {x}", f" with a {x} option",
                      f" for {x}", f" offering {x}", f" at a {x} {pw}", f" on {x}"]  # fmt: skip
        return "post", _pick(rng, forms)
    if kind == "boolean":
        truth = bool(f["value"]) if op == "=" else not bool(f["value"])
        w = _bare(concept)
        r = rng.random()
        if r < 0.25:
            return "pre", (w if truth else _pick(rng, (f"non-{w}", f"not {w}")))
        forms = TRUE_FORMS if truth else FALSE_FORMS
        return "post", _pick(rng, forms).format(w=_pick(rng, (w, pw)))
    if kind == "numeric":
        cmp = _pick(rng, NUM_CMP[op]).format(v=fmt_number(f["value"], concept, rng))
        return "post", _with_cmp(pw, cmp, rng)
    if kind == "date":
        cmp = _pick(rng, DATE_CMP[op]).format(v=fmt_date(f["value"], rng))
        return "post", _with_cmp(pw, cmp, rng, date=True)
    # text
    v = str(f["value"])
    if op == "LIKE":
        pat = LikePattern(v)
        stem = pat.stem
        q = _pick(rng, (stem, stem, f"'{stem}'", f'"{stem}"'))
        if pat.kind == "prefix":
            forms = (f" whose {pw} starts with {q}", f" with {pw} beginning with {q}",
                     f" starting with {q}", f" with a {pw} that begins {q}", f" beginning {q}",
                     f" whose {pw} begins with {q}", f" with {pw}s starting {q}")  # fmt: skip
        elif pat.kind == "suffix":
            forms = (f" whose {pw} ends with {q}", f" with {pw} ending in {q}",
                     f" ending in {q}", f" whose {pw} ends in {q}", f" with a {pw} ending {q}")  # fmt: skip
        else:
            forms = (f" whose {pw} contains {q}", f" with {q} in the {pw}",
                     f" with {q} anywhere in their {pw}", f" containing {q}",
                     f" whose {pw} includes the word {q}", f" with {q} somewhere in the {pw}")  # fmt: skip
        return "post", _pick(rng, forms)
    vq = v if rng.random() < 0.8 else _pick(rng, (f"'{v}'", f'"{v}"'))
    if prop.is_identifier:
        forms = (f" {vq}", f" with {pw} {vq}", f" whose {pw} is {vq}", f" called {vq}",
                 f" named {vq}", f" {vq} specifically", f" with the {pw} {vq}")  # fmt: skip
        return "post", _pick(rng, forms)
    r = rng.random()
    if r < 0.22:
        return "pre", vq
    forms = (
        f" whose {pw} is {vq}", f" with {pw} {vq}", f" with a {pw} of {vq}", f" where {pw} is {vq}",
        f" in {vq}", f" from {vq}", f" for {vq}", f" by {vq}", f" at {vq}", f" under {vq}",
        f" in the {vq} {pw}", f" with {vq} as {pw}", f" for the {vq} {pw}", f" marked {vq}",
        f" listed as {vq}", f" of {vq}", f" with {vq}", f" ({vq})", f" linked to {vq}",
        f" whose {pw} = {vq}", f" that are {vq}",
    )  # fmt: skip
    return "post", _pick(rng, forms)


def _with_cmp(pw: str, cmp: str, rng: random.Random, date: bool = False) -> str:
    forms = [f" with {pw} {cmp}", f" whose {pw} is {cmp}", f" where {pw} is {cmp}",
             f" with a {pw} {cmp}", f" {pw} {cmp}", f" having {pw} {cmp}"]  # fmt: skip
    if not date:
        forms += [f" with {cmp} {pw}", f" that have {cmp} {pw}"]
    else:
        forms += [f" {cmp}", f" {pw} {cmp}"]
    return _pick(rng, forms)


def _item(pw: str) -> str:
    """One item of a flag list: 'fit checks' -> 'fit check', 'placement flags' -> 'placement'."""
    words = pw.split()
    if len(words) > 1 and words[-1] in ("flags", "results", "statuses", "values"):
        words = words[:-1]
    elif words and words[-1].endswith("s") and not words[-1].endswith("ss"):
        words[-1] = words[-1][:-1]
    return " ".join(words)


def _flags(pw: str, op: str, values: list, rng: random.Random) -> str:
    both = op == "CONTAINS_ALL" and len(values) == 2
    it = _item(pw)
    if both:
        forms = (f" with both passed and failed {pw}", f" where {pw} include both true and false",
                 f" with mixed {pw} results", f" where some {pw} passed and some failed",
                 f" with a pass and a fail among their {pw}", f" with both a passing and a failing {it}",
                 f" where one {it} passed and another did not", f" where one {it} works and another doesn't")  # fmt: skip
        return _pick(rng, forms)
    if values[0]:
        forms = (f" where at least one {pw} passed", f" with a passing {it}",
                 f" with some {pw} true", f" with any {pw} marked yes", f" where a {it} was met",
                 f" with at least one {it} true", f" where some {it} passed", f" with a {it} marked ok",
                 f" that passed a {it}", f" with at least one {it} that came back positive")  # fmt: skip
    else:
        forms = (f" where some {pw} failed", f" with a failed {it}",
                 f" with at least one {it} false", f" with any {pw} marked no",
                 f" where a {it} was missed", f" where one of the {pw} did not pass",
                 f" where some {it} did not pass", f" that failed a {it}", f" with a {it} that came back negative",
                 f" with at least one {it} flagged as not ok", f" where a {it} didn't pass")  # fmt: skip
    return _pick(rng, forms)


def conditions(s: Schema, call: dict, rng: random.Random) -> tuple[list[str], list[str]]:
    """The call's filters in words: words before the noun and modifiers after it; two bounds
    on one number or date read as one range."""
    coll = call["collection_name"]
    pre, post = [], []
    entries = [
        (k, e) for k, v in call.items() if k.endswith("_property_filters") for e in (v or [])
    ]
    done: set[int] = set()
    for i, (k, e) in enumerate(entries):
        if i in done:
            continue
        pair = _range_pair(entries, i)
        if pair is not None:
            done.add(pair)
            post.append(_range(s, coll, e, entries[pair][1], rng))
            continue
        where, text = condition(s, coll, k, e, rng)
        (pre if where == "pre" else post).append(text)
    tree = call.get("filter_tree")
    if tree:
        post.append(_or_tree(s, coll, tree, rng))
    return pre, post


def _range_pair(entries: list, i: int) -> int | None:
    k, e = entries[i]
    if e["operator"] not in (">=", ">") or "value" not in e:
        return None
    for j in range(len(entries)):
        k2, e2 = entries[j]
        if j != i and e2.get("property_name") == e["property_name"] and e2["operator"] in ("<=",):
            return j if e["operator"] == ">=" else None
    return None


def _range(s: Schema, coll: str, lo: dict, hi: dict, rng: random.Random) -> str:
    prop = s.env.collection(coll).prop(lo["property_name"])  # type: ignore[union-attr]
    concept = s.words.get(coll, {}).get(prop.name) or prop.name
    pw = s.prop_words(coll, prop.name, rng)
    if prop.type == "date":
        whole = _month_range(str(lo["value"]), str(hi["value"]))
        if whole and rng.random() < 0.7:
            return _with_cmp(
                pw, _pick(rng, ("in {v}", "during {v}", "within {v}")).format(v=whole), rng, True
            )
        a, b = fmt_date(lo["value"], rng), fmt_date(hi["value"], rng)
    else:
        a, b = fmt_number(lo["value"], concept, rng), fmt_number(hi["value"], concept, rng)
    return _with_cmp(pw, _pick(rng, BETWEEN).format(a=a, b=b), rng, prop.type == "date")


def _or_tree(s: Schema, coll: str, tree: dict, rng: random.Random) -> str:
    leaves = [x for x in tree.get("filters", []) if "property_name" in x]
    values = {str(x.get("value")) for x in leaves}
    if len(values) == 1 and leaves:
        v = values.pop()
        names = [s.prop_words(coll, x["property_name"], rng) for x in leaves]
        forms = (f" where {' or '.join(names)} is {v}", f" with {v} as either {' or '.join(names)}",
                 f" with {v} in {' or '.join(names)}", f" that have {v} as {names[0]} or {names[-1]}")  # fmt: skip
        return _pick(rng, forms)
    parts = []
    for x in leaves:
        key = _key_of(s, coll, x["property_name"])
        parts.append(condition(s, coll, key, x, rng)[1].strip())
    return " " + ("either " if rng.random() < 0.4 else "") + " or ".join(parts)


def _key_of(s: Schema, coll: str, prop: str) -> str:
    p = s.env.collection(coll).prop(prop)  # type: ignore[union-attr]
    return f"{_kind(p.type)}_property_filters"


# ---- requests ---------------------------------------------------------------------------------


def _aggs(s: Schema, call: dict, rng: random.Random) -> tuple[list[str], bool]:
    """The aggregations in words, and whether all of them count the records themselves."""
    coll = call["collection_name"]
    out, record_counts = [], 0
    ident = next((p.name for p in s.env.collection(coll).properties if p.is_identifier), None)  # type: ignore[union-attr]
    for k, v in call.items():
        if not k.endswith("_aggregations"):
            continue
        for a in v or []:
            m, pname = a["metric"], a["property_name"]
            prop = s.env.collection(coll).prop(pname)  # type: ignore[union-attr]
            if m == "COUNT" and pname == ident:
                record_counts += 1
                out.append("")
                continue
            pw = s.prop_words(coll, pname, rng)
            pws = s.prop_words(coll, pname, rng, plural=True)
            if m == "TOP_OCCURRENCES":
                n = a.get("top_occurrences_limit") or 1
                out.append(_pick(rng, TOP).format(n=n, ps=pws))
            elif m in ("TOTAL_TRUE", "TOTAL_FALSE", "PERCENTAGE_TRUE", "PERCENTAGE_FALSE"):
                w = _bare(s.words.get(coll, {}).get(pname) or pname)
                neg = m.endswith("FALSE")
                if prop.is_array:
                    state = (
                        _pick(rng, ("failed", "false", "marked no"))
                        if neg
                        else _pick(rng, ("passed", "true", "marked yes"))
                    )
                    thing = f"{pws} that {state}" if rng.random() < 0.5 else f"{state} {pws}"
                else:
                    state = f"not {w}" if neg else w
                    thing = f"ones that are {state}"
                if m.startswith("TOTAL"):
                    out.append(_pick(rng, ("number of {t}", "count of {t}")).format(t=thing))
                else:
                    out.append(
                        _pick(
                            rng,
                            (
                                "share of {t}",
                                "percentage of {t}",
                                "proportion of {t}",
                                "fraction of {t}",
                                "% of {t}",
                            ),
                        ).format(t=thing)
                    )
            else:
                out.append(_pick(rng, METRIC_WORDS[m]).format(p=pw, ps=pws))
    return out, record_counts > 0 and all(not x for x in out)


def _join(parts: list[str], rng: random.Random) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    sep = _pick(rng, (", ", " and ", ", and "))
    return ", ".join(parts[:-1]) + (" and " if sep != ", " else ", ") + parts[-1]


def _bool_question(
    s: Schema, call: dict, r: str, mods: str, group: str, rng: random.Random
) -> str | None:
    """A request whose aggregations are one flag's counts or shares, asked as a question:
    'How many X are Y, and how many aren't?', 'What share of X are not Y?'."""
    coll = call["collection_name"]
    entries = [a for k, v in call.items() if k.endswith("_aggregations") for a in v or []]
    props = {a["property_name"] for a in entries}
    metrics = sorted(a["metric"] for a in entries)
    if len(props) != 1 or not all(m.startswith(("TOTAL_", "PERCENTAGE_")) for m in metrics):
        return None
    prop = s.env.collection(coll).prop(props.pop())  # type: ignore[union-attr]
    if prop is None or prop.is_array:
        return None
    w = _bare(s.words.get(coll, {}).get(prop.name) or prop.name)
    g = group
    if metrics == ["TOTAL_FALSE", "TOTAL_TRUE"]:
        return _pick(rng, (
            f"How many {r}{mods} are {w} and how many aren't{g}?",
            f"How many {r}{mods} are {w}, and how many are not{g}?",
            f"Count the {r}{mods} that are {w} and those that aren't{g}.",
        ))  # fmt: skip
    if len(metrics) != 1:
        return None
    m = metrics[0]
    state = f"not {w}" if m.endswith("FALSE") else w
    if m.startswith("TOTAL"):
        return _pick(
            rng,
            (f"How many {r}{mods} are {state}{g}?", f"Count the {r}{mods} that are {state}{g}."),
        )
    return _pick(rng, (
        f"What share of {r}{mods} are {state}{g}?", f"What percentage of {r}{mods} are {state}{g}?",
        f"What fraction of {r}{mods} are {state}{g}?", f"How many {r}{mods}, as a percentage, are {state}{g}?",
    ))  # fmt: skip


def request(s: Schema, call: dict, rng: random.Random, np: bool = False) -> str:
    """One call as one request (no final punctuation); `np`: as a noun phrase ('the X with Y',
    'the average Z of X', 'how many X ...'), for a list of requests."""
    coll = call["collection_name"]
    pre, post = conditions(s, call, rng)
    r = s.records(coll, rng)
    if pre:
        r = " ".join(pre) + " " + r
    if call.get("search_query"):
        topic = call["search_query"]
        prose = s.prose.get(coll)
        n = s.prop_words(coll, prose, rng) if prose else "notes"
        post.append(_pick(rng, SEARCH).format(t=topic, n=n))
    rng.shuffle(post) if rng.random() < 0.2 else None
    mods = ""
    for i, m in enumerate(post):
        if i == 0:
            mods += m
        else:
            mods += _pick(rng, ("", " and", ",", " and also")) + m
    group = ""
    if call.get("groupby_property"):
        g = s.prop_words(coll, call["groupby_property"], rng)
        gp = s.env.collection(coll).prop(call["groupby_property"])  # type: ignore[union-attr]
        if gp is not None and gp.type == "boolean" and rng.random() < 0.6:
            w = _bare(s.words.get(coll, {}).get(gp.name) or gp.name)
            group = _pick(rng, (" split by whether they are {w}", " by whether they are {w} or not",
                                ", split by {w} or not", " grouped by whether {w}",
                                ", separately for {w} and not {w}")).format(w=w)  # fmt: skip
        else:
            group = _pick(rng, GROUP).format(p=g)
    aggs, only_records = _aggs(s, call, rng)
    if np:
        if not aggs:
            return _pick(rng, ("the {r}{m}", "{r}{m}", "every one of the {r}{m}", "all {r}{m}",
                               "which {r}{m}", "the list of {r}{m}")).format(r=r, m=mods)  # fmt: skip
        if only_records:
            return _pick(rng, ("how many {r}{m}{g}", "the number of {r}{m}{g}", "a count of {r}{m}{g}")).format(r=r, m=mods, g=group)  # fmt: skip
        words = [a if a else f"number of {s.records(coll, rng)}" for a in aggs]
        a = _join(words, rng)
        return _pick(rng, ("the {a} of {r}{m}{g}", "the {a} across {r}{m}{g}", "the {a} for {r}{m}{g}",
                           "what the {a} is for {r}{m}{g}", "the {a} among {r}{m}{g}")).format(a=a, r=r, m=mods, g=group)  # fmt: skip
    if rng.random() < 0.5:
        q = _bool_question(s, call, r, mods, group, rng)
        if q:
            return q
    if not aggs:
        opener = _pick(rng, LIST_OPENERS)
        text = opener.format(r=r, R=_cap(r)) + mods
        return text + (
            "?"
            if opener in QUESTION_OPENERS
            or opener.startswith(("What", "Are", "Any", "Can", "Could"))
            else ""
        )
    if only_records:
        opener = _pick(rng, COUNT_OPENERS)
        text = opener.format(r=r) + mods + group
        return text + ("?" if opener.startswith(("How", "What")) else "")
    if len(aggs) == 1 and aggs[0].startswith(("number of ", "count of ")) and rng.random() < 0.4:
        what = aggs[0].split(" of ", 1)[1]
        text = f"How many {what} {_pick(rng, ('are there among', 'do', 'among', 'for', 'in'))} {r}{mods}{group}?"
        return text.replace(" do " + r, " do " + r + " have")
    words = [a if a else f"number of {s.records(coll, rng)}" for a in aggs]
    a = _join(words, rng)
    form = _pick(rng, AGG_OPENERS)
    if rng.random() < 0.25:
        # the records first: 'For X with Y, give the average Z per W'
        lead = _pick(
            rng, ("For {r}{m}, ", "Among {r}{m}, ", "Looking at {r}{m}: ", "Of the {r}{m}, ")
        )
        tail = _pick(
            rng, ("what is the {a}{g}?", "give me the {a}{g}", "I need the {a}{g}", "the {a}{g}?")
        )
        return lead.format(r=r, m=mods) + tail.format(a=a, g=group)
    text = form.format(a=a, A=_cap(a), r=r) + mods + group
    return text + ("?" if form.startswith(("What", "Can", "Could")) else "")


INTROS = (
    "Two things: ", "I need a few things: ", "Quick stats please: ", "A couple of questions: ",
    "For the report I need ", "Can you get me ", "Please pull ", "I'm after ",
    "Three quick ones: ", "Give me ", "Looking for ",
)  # fmt: skip


def _listed(s: Schema, calls: list[dict], rng: random.Random) -> str:
    """Several requests as one sentence's list: 'Two things: the X, and the Y.'"""
    parts = [request(s, c, rng, np=True) for c in calls]
    if len(parts) == 2:
        body = (
            parts[0]
            + _pick(rng, (", and ", "; and ", ", plus ", " and also ", "; ", ", as well as "))
            + parts[1]
        )
    else:
        body = ", ".join(parts[:-1]) + _pick(rng, (", and ", "; and ", ", plus ")) + parts[-1]
    intro = _pick(rng, INTROS)
    if rng.random() < 0.3:
        body = "; ".join(f"({k + 1}) {p}" for k, p in enumerate(parts))
    return intro + body + "."


def write(s: Schema, calls: list[dict], rng: random.Random) -> str:
    """A command for `calls`: its requests joined, perhaps a scene before and a sign-off after,
    perhaps in a chat's lower case."""
    if len(calls) > 1 and rng.random() < 0.35:
        text = _listed(s, calls, rng)
        return _dress(text, rng)
    reqs = [request(s, c, rng) for c in calls]
    text = reqs[0]
    for q in reqs[1:]:
        j = _pick(rng, JOINS)
        if text.endswith("?") and j.startswith((".", "?")):
            j = j[1:] if j[1:2] == " " else " " + j[1:].lstrip()
        elif text.endswith("?") and j.startswith((",", ";")):
            j = " " + _pick(rng, ("Also, ", "And ", "Plus, "))
        body = (
            q if j.endswith("\n") or j.rstrip().endswith((".", "?", ":")) else q[:1].lower() + q[1:]
        )
        if j.strip() and j.strip()[-1:].isalpha():
            body = q[:1].lower() + q[1:]
        text = text + j + body
    if not text.endswith(("?", ".", "!")):
        text += "."
    return _dress(text, rng)


def _dress(text: str, rng: random.Random) -> str:
    """A scene before, a sign-off after, or a chat's lower case."""
    r = rng.random()
    if r < 0.22:
        scene = _pick(rng, SCENES)
        sep = " " if scene.endswith((".", "!", ":", "?")) else " "
        body = text if scene.endswith((".", "!", "?")) else text[:1].lower() + text[1:]
        text = scene + sep + body
    elif r < 0.3:
        text = text + " " + _pick(rng, SIGN_OFFS)
    if rng.random() < 0.12:
        text = text[:1].lower() + text[1:]
        if text.endswith("."):
            text = text[:-1]
    return text


LIKE_SHARE = 0.5  # variants whose name lookup becomes a prefix, suffix or fragment


def reshape(calls: list[dict], rng: random.Random) -> list[dict]:
    """The calls with one `=` on a name of several words turned into a LIKE on one of its words
    ('Harbor Point Loop' -> '%Loop', 'Harbor%', '%Point%'): the generated sets hold few
    suffixes and fragments, and the value still selects what it did."""
    out = [dict(c) for c in calls]
    spots = [
        (i, j)
        for i, c in enumerate(out)
        for j, f in enumerate(c.get("text_property_filters") or [])
        if f.get("operator") == "=" and len(re.findall(r"[A-Za-z]{4,}", str(f.get("value")))) >= 2
    ]
    if not spots:
        return out
    i, j = _pick(rng, spots)
    f = dict(out[i]["text_property_filters"][j])
    words = str(f["value"]).split()
    form = _pick(rng, ("prefix", "suffix", "contains"))
    if form == "prefix":
        f["value"] = words[0] + "%"
    elif form == "suffix":
        f["value"] = "%" + words[-1]
    else:
        f["value"] = "%" + _pick(rng, words) + "%"
    if not re.search(r"[A-Za-z]{3,}", f["value"]):
        return out
    f["operator"] = "LIKE"
    filters = list(out[i]["text_property_filters"])
    filters[j] = f
    out[i]["text_property_filters"] = filters
    return out


RANGE_SHARE = 0.2  # variants whose one bound on a number or date becomes a range


def widen(calls: list[dict], rng: random.Random) -> list[dict]:
    """The calls with one bound on a number or a date turned into a range from the value up
    ('between 2024-03-01 and 2024-05-31', 'from 20 to 35'): the generated sets hold few."""
    out = [dict(c) for c in calls]
    spots = [
        (i, key, j)
        for i, c in enumerate(out)
        for key in ("numeric_property_filters", "date_property_filters")
        for j, f in enumerate(c.get(key) or [])
        if f.get("operator") in (">", ">=", "<", "<=", "=")
        and "value" in f
        and sum(g.get("property_name") == f["property_name"] for g in c.get(key) or []) == 1
    ]
    if not spots:
        return out
    i, key, j = _pick(rng, spots)
    f = out[i][key][j]
    v = f["value"]
    if key == "date_property_filters":
        a = _dt.date.fromisoformat(str(v)[:10])
        if rng.random() < 0.4:  # a whole month
            a = a.replace(day=1)
            nxt = (a.replace(day=28) + _dt.timedelta(days=4)).replace(day=1)
            b = nxt - _dt.timedelta(days=1)
        else:
            b = a + _dt.timedelta(days=rng.choice((6, 13, 30, 45, 90, 181, 364)))
        lo, hi = a.isoformat(), b.isoformat()
    else:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            return out
        step = max(1, abs(v) * rng.choice((0.1, 0.25, 0.5, 1.0)))
        hi = v + (round(step) if isinstance(v, int) else round(step, 2))
        lo = v
    filters = [g for k, g in enumerate(out[i][key]) if k != j]
    filters += [
        {"property_name": f["property_name"], "operator": ">=", "value": lo},
        {"property_name": f["property_name"], "operator": "<=", "value": hi},
    ]
    out[i][key] = filters
    return out


OR_SHARE = 0.12  # variants whose two conditions become alternatives


def alternatives(calls: list[dict], rng: random.Random) -> list[dict]:
    """The calls with one call's two conditions (on two properties) turned into an OR tree
    ('either older than 10 years or in the Parks department'): the generated sets hold none."""
    out = [dict(c) for c in calls]
    spots = []
    for i, c in enumerate(out):
        entries = [(k, e) for k, v in c.items() if k.endswith("_property_filters") for e in v or []]
        if (
            len(entries) == 2
            and entries[0][1]["property_name"] != entries[1][1]["property_name"]
            and "filter_tree" not in c
        ):
            spots.append((i, entries))
    if not spots:
        return out
    i, entries = _pick(rng, spots)
    call = {k: v for k, v in out[i].items() if not k.endswith("_property_filters")}
    call["filter_tree"] = {"combine": "OR", "filters": [dict(e) for _, e in entries]}
    out[i] = call
    return out


BOTH_SHARE = 0.3  # variants whose one count or share of a flag becomes its two counts


def both_counts(calls: list[dict], rng: random.Random) -> list[dict]:
    """The calls with one count or share of a (non-array) flag turned into the flag's two
    counts ('how many are X and how many aren't'): the generated sets hold few."""
    out = [dict(c) for c in calls]
    for i, c in enumerate(out):
        aggs = c.get("boolean_property_aggregations") or []
        others = [
            k for k in c if k.endswith("_aggregations") and k != "boolean_property_aggregations"
        ]
        if len(aggs) == 1 and not others:
            prop = aggs[0]["property_name"]
            out[i] = {**c, "boolean_property_aggregations": [
                {"property_name": prop, "metric": "TOTAL_TRUE"},
                {"property_name": prop, "metric": "TOTAL_FALSE"},
            ]}  # fmt: skip
            return out
    return out


def variants(
    rows: list[dict],
    meta: dict[str, dict],
    schemas: dict[str, Environment],
    seed: int = 0,
    per_row: int = PER_ROW,
) -> list[dict]:
    """`per_row` new commands for each row whose environment `meta` describes (same ground
    truth, ids `<id>-w<k>`); rows whose calls this writer cannot word are skipped."""
    out = []
    cache: dict[str, Schema] = {}
    for row in rows:
        eid = row["environment"]
        if eid not in meta or eid not in schemas:
            continue
        s = cache.get(eid) or cache.setdefault(eid, Schema(schemas[eid], meta[eid]))
        calls = [parse_call(c).to_dict() for c in row["ground_truth"]]
        for k in range(per_row):
            rng = random.Random(f"ranker-vary/{seed}/{row['query_id']}/{k}")
            these = reshape(calls, rng) if rng.random() < LIKE_SHARE else calls
            these = widen(these, rng) if rng.random() < RANGE_SHARE else these
            these = alternatives(these, rng) if rng.random() < OR_SHARE else these
            these = both_counts(these, rng) if rng.random() < BOTH_SHARE else these
            try:
                text = write(s, these, rng)
            except (KeyError, AttributeError, ValueError, TypeError):
                continue
            out.append(
                {**row, "query_id": f"{row['query_id']}-w{k}", "command": text,
                 "ground_truth": these, "source": "varied"}
            )  # fmt: skip
    return out
