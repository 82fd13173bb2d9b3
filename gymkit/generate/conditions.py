"""Filter and search conditions in words, and the value forms they use (dates, amounts, lists).

Why: a command must name each filter's property and value so the plan can be recovered, yet read
as a person writes: each condition is a modifier after the records' noun, worded from the
property's description (`gymkit.generate.phrasebook`: "that went to the X campaign", "hired
before May 2020", "with more than 2,000 boardings"), never from its camelCase name. Values stay
verbatim; dates take several English and ISO forms, numbers thousands separators and dollar
signs; a lower and an upper bound on one property read "between X and Y"; a search is worded
through its topic's concrete vocabulary, not its label.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

import numpy as np

from gymkit.call import LikePattern
from gymkit.generate.blueprints import PropBlueprint
from gymkit.generate.phrasebook import PROPS, W
from gymkit.generate.plans import Filter, SubQuery

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


def pick(rng: np.random.Generator, options: list[str] | tuple[str, ...]) -> str:
    return options[int(rng.integers(len(options)))]


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _date_forms(value: str) -> list[str]:
    d = _dt.date.fromisoformat(value)
    month = MONTHS[d.month - 1]
    return [
        value,
        f"{d.day} {month} {d.year}",
        f"the {_ordinal(d.day)} of {month} {d.year}",
        value,
        f"{month} {d.day}, {d.year}",
        f"{month[:3]} {d.day}, {d.year}",
        f"{month} {_ordinal(d.day)}, {d.year}",
    ]


COMMA_FREE_DATE_FORMS = 3  # the first forms of `_date_forms`, safe inside a comma-separated list


def fmt_date(value: str, rng: np.random.Generator) -> str:
    """One date in one of several English or ISO forms (never an ambiguous 03/04/2025)."""
    forms = _date_forms(value)
    return forms[int(rng.integers(len(forms)))]


def fmt_dates(values: list[str], rng: np.random.Generator) -> list[str]:
    """Several dates in one shared form, without commas inside a date when there are several."""
    n = COMMA_FREE_DATE_FORMS if len(values) > 1 else len(_date_forms(values[0]))
    k = int(rng.integers(n))
    return [_date_forms(v)[k] for v in values]


def _money(p: PropBlueprint) -> bool:
    return "dollars" in p.description or p.name.endswith(("Usd", "Price", "Prices", "Cost"))


def fmt_number(
    p: PropBlueprint, v: Any, rng: np.random.Generator, dollars_word: bool | None = None
) -> str:
    """A number as a person writes it: thousands separators, dollars for money, no year commas.

    `dollars_word` fixes '$150' (False) or '150 dollars' (True) so a list shares one form."""
    money = _money(p)
    if money and dollars_word is None:
        dollars_word = rng.random() < 0.33
    if isinstance(v, float) and not v.is_integer():
        text = f"{v:,.2f}" if money else f"{v:g}"
    else:
        iv = int(v)
        year = "year" in p.name.lower()
        sep = abs(iv) >= 10000 or abs(iv) >= 1000 and rng.random() < 0.8
        text = f"{iv:,}" if sep and not year else str(iv)
    if money:
        return f"{text} dollars" if dollars_word else f"${text}"
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
    if len(items) == 2:
        return f"{items[0]} {last} {items[1]}"
    return ", ".join(items[:-1]) + f", {last} " + items[-1]


def lower_first(s: str) -> str:
    """Lowercase a sentence's first letter unless it is the pronoun I."""
    return s if s.startswith(("I ", "I'")) else s[0].lower() + s[1:]


def upper_first(s: str) -> str:
    return s[0].upper() + s[1:]


def _head(noun: str) -> str:
    return noun.split(" in ")[0].split(" of ")[0].split()[-1]  # weight in kilograms: weight


def be(noun: str) -> str:
    """'are' for a plural property name (boardings, weekly hours), else 'is'."""
    last = _head(noun)
    return "are" if last.endswith("s") and not last.endswith(("ss", "us")) else "is"


def plural(noun: str) -> str:
    """A property name in the plural: cause category -> cause categories, weight in kg -> weights in kg."""
    if be(noun) == "are":
        return noun
    base = noun.split(" in ")[0].split(" of ")[0]
    words, rest = base.split(), noun[len(base) :]
    head = words[-1]
    if head.endswith("y") and head[-2:-1] not in "aeiou":
        words[-1] = head[:-1] + "ies"
    elif head.endswith(("s", "sh", "ch", "x")):
        words[-1] = head + "es"
    else:
        words[-1] = head + "s"
    return " ".join(words) + rest


def article(word: str) -> str:
    """'a' or 'an' by sound: an observatory, a university, an hour."""
    w = word.lower().lstrip('"')
    if w.startswith(("uni", "use", "usu", "eu", "one")):
        return "a"
    if w.startswith(("hour", "honest", "honor")):
        return "an"
    return "an" if w[:1] in "aeiou" else "a"


def words(p: PropBlueprint, coll: str | None = None) -> W:
    """A property's wording (gymkit.generate.phrasebook), or one made from its name."""
    key = f"{coll}.{p.name}" if coll else None
    if key and key in PROPS:
        return PROPS[key]
    for k, w in PROPS.items():  # a property is worded the same wherever it is (by name)
        if k.endswith("." + p.name) and coll is None:
            return w
    return W(p.aka or (p.name,))


def noun(p: PropBlueprint, rng: np.random.Generator, coll: str | None = None) -> str:
    """One of the property's nouns, from its description."""
    return pick(rng, words(p, coll).nouns)


# ---- filters -----------------------------------------------------------------------------


@dataclass
class Cond:
    """One condition as a modifier after the records' noun ('with more than 2,000 boardings',
    'hired before May 2020', 'that serve stop position 13')."""

    mod: str


COMPARE = {
    ">": ("more than {v}", "over {v}", "above {v}", "greater than {v}"),
    ">=": ("at least {v}", "{v} or more", "no less than {v}"),
    "<": ("less than {v}", "under {v}", "below {v}", "fewer than {v}"),
    "<=": ("at most {v}", "up to {v}", "no more than {v}", "{v} or less"),
    "=": ("exactly {v}",),
}
YEAR_COMPARE = {
    ">": ("after {v}", "later than {v}"),
    ">=": ("in {v} or later", "in or after {v}"),
    "<": ("before {v}", "earlier than {v}"),
    "<=": ("in {v} or earlier", "no later than {v}"),
    "=": ("in {v}",),
}
DATE_COMPARE = {
    ">": ("after {v}", "later than {v}"),
    ">=": ("on or after {v}", "since {v}", "from {v} onward"),
    "<": ("before {v}", "earlier than {v}", "prior to {v}"),
    "<=": ("on or before {v}", "no later than {v}", "up to and including {v}"),
    "=": ("on {v}",),
}


def _cmp(p: PropBlueprint, op: str, value: Any, rng: np.random.Generator) -> str:
    if p.type == "date":
        if value.endswith("-01") and op in (">=", "<") and rng.random() < 0.3:
            d = _dt.date.fromisoformat(value)
            month = f"{MONTHS[d.month - 1]} {d.year}"
            return f"since the start of {month}" if op == ">=" else f"before {month}"
        return pick(rng, DATE_COMPARE[op]).format(v=fmt_date(value, rng))
    v = fmt_value(p, value, rng)
    if "year" in p.name.lower() and p.type == "int" and "years" not in p.name.lower():
        return pick(rng, YEAR_COMPARE[op]).format(v=v)
    return pick(rng, COMPARE[op]).format(v=v)


def _with_cmp(p: PropBlueprint, cmp: str, rng: np.random.Generator, coll: str | None) -> Cond:
    w = words(p, coll)
    forms = [f for f in w.forms if "{cmp}" in f]
    if not forms:
        n = pick(rng, w.nouns)
        forms = [f"whose {n} {be(n)} {{cmp}}", f"with {article(n)} {n} {{cmp}}"]
    return Cond(pick(rng, forms).format(cmp=cmp))


def _between(lo: Filter, hi: Filter, rng: np.random.Generator, coll: str | None) -> Cond:
    """Two bounds on one property: 'between X and Y' (inclusive) or its exclusive forms."""
    p = lo.prop
    if p.type == "date":
        a, b = fmt_dates([lo.value, hi.value], rng)
    else:
        word = rng.random() < 0.33
        a, b = (fmt_number(p, x.value, rng, word) for x in (lo, hi))
    if lo.operator == ">=" and hi.operator == "<=":
        span = pick(rng, [f"between {a} and {b}", f"between {a} and {b} inclusive"])
    elif lo.operator == ">" and hi.operator == "<":
        span = f"strictly between {a} and {b}"
    elif lo.operator == ">=":
        span = f"from {a} up to but not including {b}"
    else:
        span = f"above {a} and up to {b}"
    return _with_cmp(p, span, rng, coll)


def _values(f: Filter, rng: np.random.Generator) -> str:
    """An array filter's values as words: 'X', 'X or Y' (any), 'X and Y' (all)."""
    p = f.prop
    if p.type == "date_array":
        items = fmt_dates(list(f.value), rng)
    elif p.type in ("int_array", "number_array"):
        word = rng.random() < 0.33
        items = [fmt_number(p, x, rng, word) for x in f.value]
    else:
        items = [fmt_value(p, x, rng) for x in f.value]
    return join_words(items, "and" if f.operator == "CONTAINS_ALL" else "or")


def _value_forms(f: Filter, x: str, rng: np.random.Generator, coll: str | None) -> Cond:
    w = words(f.prop, coll)
    forms = [t for t in w.forms if "{x}" in t]
    if not forms:
        n = pick(rng, w.nouns)
        forms = [f"whose {n} {be(n)} {{x}}", f"with {{x}} as {article(n)} {n}"]
    return Cond(pick(rng, forms).format(x=x))


def _text(f: Filter, rng: np.random.Generator, coll: str | None) -> Cond:
    p, op, v = f.prop, f.operator, f.value
    if op == "LIKE":
        stem = LikePattern(v).stem
        n = pick(rng, words(p, coll).nouns)
        if p.spec.kind == "code":
            forms = [f"with codes starting {stem}", f"whose {n} begins with {stem}"]
        else:
            forms = [
                f"whose {n} starts with {stem}",
                f"with {article(n)} {n} beginning with '{stem}'",
                f'whose {n} begins with "{stem}"',
            ]
        return Cond(pick(rng, forms))
    return _value_forms(f, str(v), rng, coll)


def _flags(f: Filter, rng: np.random.Generator, coll: str | None) -> Cond:
    w = words(f.prop, coll)
    v = f.value
    if len(v) == 2 and w.both:
        return Cond(pick(rng, w.both))
    forms = w.forms if v[0] else w.neg
    if not forms:
        n = pick(rng, w.nouns)
        return Cond(f"with at least one {n} flag set to {'true' if v[0] else 'false'}")
    return Cond(pick(rng, forms))


def _boolean(f: Filter, rng: np.random.Generator, coll: str | None) -> Cond:
    truth = f.value if f.operator == "=" else not f.value
    w = words(f.prop, coll)
    forms = w.forms if truth else w.neg
    if not forms:
        n = pick(rng, w.nouns)
        return Cond(f"where {n} is {'true' if truth else 'false'}")
    return Cond(pick(rng, forms))


def filter_cond(
    f: Filter, rng: np.random.Generator, explicit: bool = True, coll: str | None = None
) -> Cond:
    """One filter as a modifier in words drawn from its property's description."""
    t = f.prop.type
    if t == "filterable_text":
        return _text(f, rng, coll)
    if t in ("int", "number", "date"):
        return _with_cmp(f.prop, _cmp(f.prop, f.operator, f.value, rng), rng, coll)
    if t == "boolean":
        return _boolean(f, rng, coll)
    if t == "boolean_array":
        return _flags(f, rng, coll)
    return _value_forms(f, _values(f, rng), rng, coll)


def filter_phrase(f: Filter, rng: np.random.Generator, explicit: bool = True) -> str:
    """A modifier for one filter: 'with more than 2,000 boardings'."""
    return filter_cond(f, rng, explicit).mod


def filter_conds(
    filters: list[Filter], rng: np.random.Generator, explicit: bool = True, coll: str | None = None
) -> list[Cond]:
    """Conditions in plan order; a lower and an upper bound on one property read as 'between'."""
    out: list[Cond] = []
    done: set[int] = set()
    for i, f in enumerate(filters):
        if i in done:
            continue
        pair = _bound_pair(filters, i)
        if pair is not None:
            lo, hi = sorted((i, pair), key=lambda k: filters[k].operator not in (">", ">="))
            out.append(_between(filters[lo], filters[hi], rng, coll))
            done.add(pair)
        else:
            out.append(filter_cond(f, rng, explicit, coll))
    return out


def _bound_pair(filters: list[Filter], i: int) -> int | None:
    f = filters[i]
    if f.prop.type not in ("int", "number", "date") or f.operator in ("=",):
        return None
    want = ("<", "<=") if f.operator in (">", ">=") else (">", ">=")
    for j in range(i + 1, len(filters)):
        g = filters[j]
        if g.prop.name == f.prop.name and g.operator in want:
            return j
    return None


# Collections of people: a search reads "known for ...", not "about ..."
PEOPLE = ("TattooArtists", "SurfInstructors", "ChildcareStaff")

# The searchable text as a request names it, from the property's description.
SEARCH_NOUNS: dict[str, tuple[str, ...]] = {
    "routeDescription": ("description", "route write-up"),
    "artistProfile": ("profile", "bio"),
    "designDescription": ("description", "write-up"),
    "missionDescription": ("mission statement", "mission"),
    "campaignStory": ("story", "account of the need"),
    "impactPlan": ("impact plan", "plan for impact"),
    "programDescription": ("description", "program write-up"),
    "donorMessage": ("donor's message", "message from the donor"),
    "processingNotes": ("processing notes", "processing record"),
    "waveConditions": ("wave conditions", "notes on the waves"),
    "shoreAccess": ("shore access notes", "notes on getting to the water"),
    "safetyConsiderations": ("safety notes", "hazard notes"),
    "teachingApproach": ("teaching approach", "coaching profile"),
    "curriculum": ("curriculum", "syllabus"),
    "equipmentGuidance": ("equipment guidance", "gear advice"),
    "equipmentDescription": ("description", "spec notes"),
    "careExperience": ("experience notes", "profile"),
}


def search_cond(sq: SubQuery, rng: np.random.Generator, explicit: bool = True) -> Cond:
    """A search in the topic's own concrete terms (its description's vocabulary), not its label:
    'that mention the ferry terminal or the harbor boardwalk'."""
    s = sq.search
    assert s is not None
    own = [ph for ph in s.phrases if s.title.lower() not in ph.lower()] or s.phrases
    k = 1 if rng.random() < 0.5 else 2
    order = rng.permutation(len(own))[:k]
    things = join_words([own[int(i)] for i in sorted(order)], "or")
    several = sum(p.role == "searchable" for p in sq.collection.properties) > 1
    where = pick(rng, SEARCH_NOUNS.get(s.prop.name, (s.prop.aka[0],)))
    plural_noun = be(where) == "are"
    forms = [
        f"whose {where} {'mention' if plural_noun else 'mentions'} {things}",
        f"whose {where} {'talk' if plural_noun else 'talks'} about {things}",
        f"with {things} in their {where}",
    ]
    if sq.collection.name in PEOPLE:
        forms += [f"known for {things}", f"with a background in {things}"]
    elif not several:
        forms += [
            f"that mention {things}",
            f"about {things}",
            f"dealing with {things}",
            f"that talk about {things}",
            f"involving {things}",
        ]
    return Cond(pick(rng, forms))
