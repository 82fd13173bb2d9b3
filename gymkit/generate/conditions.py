"""Filter and search conditions in words, and the value forms they use (dates, amounts, lists).

Why: a command must name each filter's property and value so the plan can be recovered, yet
read as a person writes: every condition comes two ways, after a noun ("with more than 2,000
boardings", "where some fare-equipment check failed") and as a plural verb phrase ("have more
than 2,000 boardings"), so `gymkit.generate.commands` can build many sentence shapes. Dates
take several English and ISO forms, numbers thousands separators and dollar signs; a lower
and an upper bound on one property read "between X and Y".
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

import numpy as np

from gymkit.call import LikePattern
from gymkit.generate.blueprints import PropBlueprint
from gymkit.generate.plans import Filter, SubQuery
from gymkit.generate.wording import (
    BOOL_PREDICATES,
    DATE_VERBS,
    FLAG_EXTRA,
    FLAG_ITEMS,
    QUANTITIES,
)

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


def aka(p: PropBlueprint, rng: np.random.Generator, explicit: bool) -> str:
    if explicit or len(p.aka) == 1:
        return p.aka[0]
    return pick(rng, p.aka)


# ---- filters -----------------------------------------------------------------------------


@dataclass
class Cond:
    """One condition two ways: after a noun ('with over 2,000 boardings') and as a plural verb
    phrase ('have over 2,000 boardings')."""

    mod: str
    pred: str


COMPARE = {
    ">": ("more than {v}", "over {v}", "above {v}", "greater than {v}"),
    ">=": ("at least {v}", "{v} or more", "no less than {v}", "a minimum of {v}"),
    "<": ("less than {v}", "under {v}", "below {v}", "lower than {v}"),
    "<=": ("at most {v}", "up to {v}", "no more than {v}", "{v} or less"),
    "=": ("exactly {v}",),
}
OF_COMPARE = {  # after "a <name> of": "a replacement cost of at most $50"
    ">": ("more than {v}", "over {v}", "above {v}"),
    ">=": ("at least {v}", "{v} or more"),
    "<": ("less than {v}", "under {v}", "below {v}"),
    "<=": ("at most {v}", "up to {v}", "no more than {v}"),
    "=": ("exactly {v}", "{v}"),
}
COUNTED = {">=": ("no fewer than {v}",), "<": ("fewer than {v}",), "<=": ("{v} or fewer",)}
DATE_COMPARE = {
    ">": ("after {v}", "later than {v}", "sometime after {v}"),
    ">=": ("on or after {v}", "since {v}", "no earlier than {v}", "from {v} onward"),
    "<": ("before {v}", "earlier than {v}", "prior to {v}"),
    "<=": ("on or before {v}", "no later than {v}", "up to and including {v}"),
    "=": ("on {v}", "exactly on {v}"),
}


def _numeric(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    p, op = f.prop, f.operator
    name = aka(p, rng, explicit)
    v = fmt_value(p, f.value, rng)
    qty = QUANTITIES.get(p.name)
    if qty is not None and rng.random() < 0.7:
        cmp = pick(rng, COMPARE[op] + COUNTED.get(op, ())).format(v=qty.format(v=v))
        return Cond(pick(rng, [f"with {cmp}", f"that have {cmp}"]), f"have {cmp}")
    cmp = pick(rng, COMPARE[op]).format(v=v)
    mods = [f"whose {name} {be(name)} {cmp}", f"where the {name} {be(name)} {cmp}"]
    of = pick(rng, OF_COMPARE[op]).format(v=v)
    if be(name) == "is":
        mods.append(f"with {article(name)} {name} of {of}")
        if op == ">":
            mods.append(f"whose {name} exceeds {v}")
    else:
        mods.append(f"with {name} {cmp}")
    pred = f"have {article(name)} {name} of {of}" if be(name) == "is" else f"have {name} {cmp}"
    return Cond(pick(rng, mods), pred)


def _date_cmp(op: str, value: str, rng: np.random.Generator) -> str:
    if value.endswith("-01") and op in (">=", "<") and rng.random() < 0.3:
        d = _dt.date.fromisoformat(value)
        month = f"{MONTHS[d.month - 1]} {d.year}"
        return f"since the start of {month}" if op == ">=" else f"before {month}"
    return pick(rng, DATE_COMPARE[op]).format(v=fmt_date(value, rng))


def _date(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    p = f.prop
    name = aka(p, rng, explicit)
    cmp = _date_cmp(f.operator, f.value, rng)
    mods = [f"with {article(name)} {name} {cmp}", f"whose {name} falls {cmp}"]
    verb = DATE_VERBS.get(p.name)
    if verb is not None and not explicit:
        mods += [f"{verb} {cmp}", f"{verb} {cmp}"]
    return Cond(pick(rng, mods), f"have {article(name)} {name} {cmp}")


def _between(lo: Filter, hi: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    """Two bounds on one property: 'between X and Y' (inclusive) or its exclusive forms."""
    p = lo.prop
    name = aka(p, rng, explicit)
    if p.type == "date":
        a, b = fmt_dates([lo.value, hi.value], rng)
    else:
        word = rng.random() < 0.33
        a, b = (fmt_number(p, x.value, rng, word) for x in (lo, hi))
    if lo.operator == ">=" and hi.operator == "<=":
        span = pick(rng, [f"between {a} and {b}", f"between {a} and {b} inclusive", f"{a} to {b}"])
    elif lo.operator == ">" and hi.operator == "<":
        span = f"strictly between {a} and {b}"
    elif lo.operator == ">=":
        span = f"from {a} up to but not including {b}"
    else:
        span = f"above {a} and up to {b}"
    verb = "falls" if p.type == "date" else be(name)
    return Cond(f"whose {name} {verb} {span}", f"have {article(name)} {name} {span}")


def _boolean(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    p = f.prop
    truth = f.value if f.operator == "=" else not f.value
    name = aka(p, rng, explicit)
    if p.name in BOOL_PREDICATES and (not explicit or rng.random() < 0.6):
        pred = BOOL_PREDICATES[p.name][0 if truth else 1]
        return Cond(pick(rng, [f"that {pred}", f"that {pred}", f"which {pred}"]), pred)
    word = "true" if truth else "false"
    if f.operator == "!=":
        other = "false" if truth else "true"
        mod = pick(rng, [f"where {name} is not {other}", f"whose {name} flag isn't {other}"])
        return Cond(mod, f"do not have {name} set to {other}")
    mod = pick(rng, [f"where {name} is {word}", f"with {name} set to {word}"])
    return Cond(mod, f"have {name} set to {word}")


def _flags(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    p, v = f.prop, f.value
    name = aka(p, rng, explicit)
    sg, pl, good, bad = FLAG_ITEMS.get(
        p.name, (f"{name} flag", f"{name} flags", "set to true", "set to false")
    )
    if len(v) == 2:
        return Cond(
            pick(
                rng,
                [
                    f"with at least one {sg} {good} and at least one {bad}",
                    f"that have both {pl} {good} and {pl} {bad}",
                    f"whose {name} include both a true and a false flag",
                ],
            ),
            f"have at least one {sg} {good} and at least one {bad}",
        )
    tail = good if v[0] else bad
    mods = [f"with at least one {sg} {tail}", f"with one or more {pl} {tail}"]
    if p.name in FLAG_EXTRA and not explicit:
        mods += [FLAG_EXTRA[p.name][0 if v[0] else 1]] * 2
    if explicit:
        mods.append(f"whose {name} contain a {'true' if v[0] else 'false'} flag")
    return Cond(pick(rng, mods), f"have at least one {sg} {tail}")


def _array(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    p, op = f.prop, f.operator
    name = aka(p, rng, explicit)
    if p.type == "date_array":
        items = fmt_dates(list(f.value), rng)
    elif p.type in ("int_array", "number_array"):
        word = rng.random() < 0.33
        items = [fmt_number(p, x, rng, word) for x in f.value]
    else:
        items = [fmt_value(p, x, rng) for x in f.value]
    tags = name.endswith(("tags", "labels"))
    if len(items) == 1:
        x = items[0]
        mods = [f"whose {name} include {x}", f"with {x} among their {name}"]
        mods += [f"tagged {x}"] if tags else [f"that list {x} among their {name}"]
        return Cond(pick(rng, mods), f"include {x} among their {name}")
    if op == "CONTAINS_ALL":
        both = join_words(items)
        lead = "both " if len(items) == 2 else "all of "
        mods = [f"whose {name} include {lead}{both}", f"with {lead}{both} among their {name}"]
        mods += (
            [f"tagged with {lead}{both}"]
            if tags
            else [f"with every one of {both} among their {name}"]
        )
        return Cond(pick(rng, mods), f"include {lead}{both} among their {name}")
    either = join_words(items, "or")
    mods = [
        f"whose {name} include {either}",
        f"with {either} among their {name}",
        f"with at least one of {either} in their {name}",
    ]
    mods += [f"tagged {either}"] if tags else []
    return Cond(pick(rng, mods), f"include {either} among their {name}")


def _text(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    p, op, v = f.prop, f.operator, f.value
    name = aka(p, rng, explicit)
    if op == "LIKE":
        stem = LikePattern(v).stem
        mods = [
            f"whose {name} starts with {stem}",
            f"with {article(name)} {name} beginning with '{stem}'",
            f'whose {name} begins with "{stem}"',
        ]
        return Cond(pick(rng, mods), f"have {article(name)} {name} starting with {stem}")
    if p.spec.kind == "enum":
        mods = [f"whose {name} {be(name)} {v}", f"with {article(name)} {name} of {v}"]
        if "categor" in name or "area" in name:
            mods.append(f"in the {v} {name}")
        if "status" in name:
            mods.append(f"with {name} {v}")
        return Cond(pick(rng, mods), f"have {v} as their {name}")
    mods = [f"whose {name} is {v}", f'with the {name} "{v}"', f"with {v} as the {name}"]
    if p.spec.kind == "name":
        mods.append(f"named {v}")
    return Cond(pick(rng, mods), f"have the {name} {v}")


def filter_cond(f: Filter, rng: np.random.Generator, explicit: bool) -> Cond:
    """One filter as a modifier and a predicate, in words that name its property and value."""
    t = f.prop.type
    if t == "filterable_text":
        return _text(f, rng, explicit)
    if t in ("int", "number"):
        return _numeric(f, rng, explicit)
    if t == "date":
        return _date(f, rng, explicit)
    if t == "boolean":
        return _boolean(f, rng, explicit)
    if t == "boolean_array":
        return _flags(f, rng, explicit)
    return _array(f, rng, explicit)


def filter_phrase(f: Filter, rng: np.random.Generator, explicit: bool) -> str:
    """A relative clause for one filter: 'whose boardings are above 2,000'."""
    return filter_cond(f, rng, explicit).mod


def filter_conds(filters: list[Filter], rng: np.random.Generator, explicit: bool) -> list[Cond]:
    """Conditions in plan order; a lower and an upper bound on one property read as 'between'."""
    out: list[Cond] = []
    done: set[int] = set()
    for i, f in enumerate(filters):
        if i in done:
            continue
        pair = _bound_pair(filters, i)
        if pair is not None:
            lo, hi = sorted((i, pair), key=lambda k: filters[k].operator not in (">", ">="))
            out.append(_between(filters[lo], filters[hi], rng, explicit))
            done.add(pair)
        else:
            out.append(filter_cond(f, rng, explicit))
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


def search_cond(sq: SubQuery, rng: np.random.Generator, explicit: bool) -> Cond:
    s = sq.search
    assert s is not None
    t = s.title
    if explicit:
        mods = [
            f'matching "{t}"',
            f"about {t}",
            f"relevant to {t}",
            f'that match a search for "{t}"',
        ]
        return Cond(pick(rng, mods), pick(rng, [f"are about {t}", f'match "{t}"']))
    mods = [
        f"that talk about {t}",
        f"dealing with {t}",
        f"that mention {t}",
        f"focused on {t}",
        f"that have to do with {t}",
        f"related to {t}",
    ]
    return Cond(pick(rng, mods), pick(rng, [f"talk about {t}", f"deal with {t}", f"cover {t}"]))
