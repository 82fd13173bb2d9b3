"""Commands written from a plan and the schema alone: no phrase table of any environment.

Why (issues 28 and 42): a user's schema has no hand-made phrasebook, so every word comes from
the plan and the schema. Records and properties are named in plain English (`_phrases`: from
a `display` phrase, a usable description, or the name with its abbreviations expanded);
booleans are predicates ("that are in service", "that did not pass inspection"). Each metric
is worded for what it computes: COUNT of the identifier "how many <records>", COUNT of a
property "how many <records> have a <property>" (its non-null values), COUNT_DISTINCT "how many
different <properties>", TOP_OCCURRENCES "the N most common", MODE "the most common", MEAN
"the average", MEDIAN "the median", SUM "the total", EARLIEST/LATEST "the earliest/most
recent", TOTAL_TRUE/FALSE "how many ... are / are not", PERCENTAGE_TRUE/FALSE "what
percentage ...". Values are written verbatim (ISO dates, plain numbers, text as stored), each
sub-query is its own sentence, and independent sub-queries are joined as such ("Also, ...",
"Separately, ...", none), never with "then". A conversational command may open with one short
scenario clause (`Openings`: drawn without repetition within a set; many have none).
`gymkit.generate.own._readback` checks, independently, that the plan can be read back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from gymkit.call import LikePattern
from gymkit.generate.own._phrases import (
    MONEY,
    SPELLED,
    TIME_UNITS,
    VERBS,
    Wording,
    article,
    doer,
    is_plural,
    plural,
    record_nouns,
    referenced_record,
    singular,
    singular_head,
    singular_word,
    typelike,
    wording,
)
from gymkit.generate.plans import Aggregation, Filter, SubQuery
from gymkit.schema import Collection, Environment, Property


def pick(rng: np.random.Generator, options: list[str] | tuple[str, ...]) -> str:
    return options[int(rng.integers(len(options)))]


def whether_clause(description: str) -> str:
    """The clause of a boolean's description: "Whether the repair was covered by warranty." ->
    "the repair was covered by warranty"; "" when the description is not of that form."""
    m = re.match(r"^\s*(?:whether|indicates whether)\s+(.+?)\.?\s*$", description, re.IGNORECASE)
    return m.group(1) if m and len(m.group(1).split()) <= 12 else ""


def labels(p: Property, coll: Collection | None = None) -> list[str]:
    """Every phrase that names the property in a command (its wording first, then its name in
    words, the name itself, synonyms and its description's noun phrase)."""
    return list(wording(p, coll).names)


def noun(c: Collection) -> tuple[str, str]:
    """(singular, plural) of the collection's records."""
    return record_nouns(c)


def value_text(v: Any) -> str:
    """A value as the command writes it: verbatim (numbers plain, dates ISO, text as stored)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def amount(v: Any, unit: str) -> str:
    """A number with its unit: $950, 90 minutes, 76.4%, 12.5 °C (the number verbatim)."""
    text = value_text(v)
    if unit in MONEY and not text.startswith("-"):
        return MONEY[unit].format(v=text)
    if unit == "%":
        return f"{text}%"
    if text == "1" and unit in TIME_UNITS:
        unit = unit[:-1]  # 1 day, 1 hour
    return f"{text} {unit}" if unit else text


def _either(items: list[str], word: str) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _label(w: Wording, rng: np.random.Generator) -> str:
    """The property's noun, now and then one of its other names (a synonym, the name's words)."""
    if w.alternates and w.source != "display" and rng.random() < 0.15:
        return pick(rng, w.alternates)
    if w.alternates and w.source == "display" and rng.random() < 0.1:
        return pick(rng, [a for a in w.alternates if a] or [w.noun])
    return w.noun


# ---- conditions ----------------------------------------------------------------------------


@dataclass
class Cond:
    """One filter in words, in each construction it allows, so that the conditions of a
    sub-query are chained one way (`chain`): `text` after the records' noun ("with an odometer
    reading under 43000 km", "whose department is Parks", "that are not active"), `have` after
    "with" or "have" ("an odometer reading under 43000 km"), `vp` after "that" ("have an
    odometer ...", "are not active", "passed inspection"), `pre` before the records' noun
    ("Accident" work orders, "active" vehicles)."""

    text: str
    have: str = ""
    vp: str = ""
    pre: str = ""
    whose: str = ""  # the whose-clause, when there is one ("whose crew is Night crew")
    pp: bool = False  # `text` is a phrase that takes another after it ("inspected by M. Tanaka")


_NUM_WITH = {
    "=": ("of exactly {v}", "equal to {v}", "of {v}"),
    "<": ("under {v}", "below {v}", "less than {v}"),
    ">": ("over {v}", "above {v}", "more than {v}"),
    "<=": ("of at most {v}", "of {v} or less"),
    ">=": ("of at least {v}", "of {v} or more"),
}
_NUM_IS = {
    "=": ("{v}", "exactly {v}"),
    "<": ("under {v}", "below {v}", "less than {v}"),
    ">": ("over {v}", "above {v}", "more than {v}"),
    "<=": ("at most {v}", "{v} or less"),
    ">=": ("at least {v}", "{v} or more"),
}
_COUNTED = {
    "=": ("exactly {v} {n}", "{v} {n}"),
    "<": ("fewer than {v} {n}", "less than {v} {n}"),
    ">": ("more than {v} {n}", "over {v} {n}"),
    "<=": ("at most {v} {n}", "{v} or fewer {n}"),
    ">=": ("at least {v} {n}", "{v} or more {n}"),
}
_DATE_WITH = {"=": ("of {v}",)}
_DATE = {
    "=": ("on {v}",),
    "<": ("before {v}", "earlier than {v}"),
    ">": ("after {v}", "later than {v}"),
    "<=": ("on or before {v}", "no later than {v}"),
    ">=": ("on or after {v}", "no earlier than {v}"),
}
PRE_SHARE = 0.35  # of conditions that can stand before the records' noun ("Accident work orders")
# A person's name as stored: "M. Tanaka", "S. O'Brien", "Morult Rathe", "J.-P. Roux", "A. & H.
# Morgan", a farmer and farm ("B. Armstrong, Hollinhead").
_PERSON = re.compile(
    r"^(?:(?:[A-Z]\.[ -]?(?:& )?)+[A-Z][\w'’-]+|[A-Z][a-z]+(?: [A-Z][\w'’-]+){1,2})"
    r"(?:, [A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,2})?$"
)


def _whose(label: str, be: str, op: str, value: str) -> str:
    return f"whose {_join(label, be + ' ' + _NUM_IS[op][0].format(v=value))}"


def _join(label: str, rest: str) -> str:
    """label + rest without a doubled word at the joint (observed on + on 2024-12-01)."""
    if label.split()[-1] == rest.split()[0]:
        rest = rest.split(" ", 1)[1]
    return f"{label} {rest}"


def _a(noun_phrase: str, plural_noun: bool) -> str:
    return noun_phrase if plural_noun else article(noun_phrase)


def boolean_true(f: Filter) -> bool:
    """The value a boolean filter selects (`!= false` selects true)."""
    return bool(f.value) if f.operator == "=" else not bool(f.value)


# A category's value that says there is none: said as the value it is ("whose aircraft is None").
NO_VALUE = frozenset({"none", "nil", "n/a", "na", "null", "-", "—"})


def people(values) -> bool:
    """Whether a category's values are mostly people's names ("M. Tanaka", "Morult Rathe")."""
    text = [str(v) for v in values or () if isinstance(v, str)]
    return bool(text) and sum(bool(_PERSON.match(v)) for v in text) * 2 > len(text)


def outcome(w: Wording, value: bool, verb: bool = False) -> str:
    """A boolean array's item when true or false: "passed" / "failed", "done" / "not done"; as a
    verb after the items (`verb`): "passed", "were not done"."""
    word = w.passed[0 if value else 1] or ("passed" if value else "failed")
    if verb and word not in ("passed", "failed", "missed", "attended"):  # "were not OK"
        return f"were {word}"
    return word


def _amounts(items: list, unit: str, word: str) -> str:
    """Numbers with their unit: "$5 or $10.8", "5 or 10.8 mm", "both 5 and 10.8 mm"."""
    if unit in MONEY or unit == "%":
        return _either([amount(v, unit) for v in items], word)
    text = _either([value_text(v) for v in items], word)
    return f"{text} {unit}" if unit else text


def condition(
    f: Filter,
    p: Property,
    rng: np.random.Generator,
    coll: Collection | None = None,
    named: bool = False,
) -> Cond:
    """One filter in its constructions (`Cond`); `named`: the property's values are people's or
    parties' names (`people`, decided once per property by `_blueprint._spec`), told apart:
    "whose inspector is M. Tanaka", "whose contact is Priya Tolley", never "an inspector of"."""
    w = wording(p, coll)
    label = _label(w, rng)
    if named and p.type == "filterable_text" and label == w.noun:
        label = doer(label)  # purch "Purch.": whose purchaser is Ann Hale, never "purchase"
    pl = w.plural_noun and label == w.noun
    t, op, v = p.type, f.operator, f.value
    be = "are" if pl else "is"
    if t == "filterable_text":
        if op == "LIKE":
            stem = LikePattern(v).stem
            have = f"{_a(label, pl)} starting with {stem}"
            whose = f"whose {label} {'start' if pl else 'starts'} with {stem}"
            return Cond(pick(rng, (whose, f"with {have}")), have, f"have {have}", whose=whose)
        whose = f"whose {label} {be} {v}"
        target = referenced_record(p) if p.references and not named else ""
        code = f"{target} {v}" if target and p.references not in target else str(v)
        if label.endswith(" by"):  # checkedBy: "checked by Morult Rathe", "by member KD127"
            return Cond(f"{label} {code}", whose=whose, pp=True)
        if label.split()[0] in ("from", "to", "via") and len(label.split()) > 1:
            return Cond(f"{label} {v}", whose=whose, pp=True)  # moves "from track A-01"
        if _echoes(label, str(v)):  # "Relief crew": "whose crew is Relief crew", not "with crew
            return Cond(whose, whose=whose)  # Relief crew" nor "a crew of Relief crew"
        if str(v).strip().lower() in NO_VALUE:  # "whose aircraft is None", not "an ... of None"
            return Cond(whose, whose=whose)
        if w.agent or named or p.references:  # "whose inspector is M. Tanaka"
            have = (
                f"{label} {v}"  # "with inspector M. Tanaka and a score below 65", "with TL KD036"
            )
            by = w.by and label == w.noun and rng.random() < 0.5
            if by and named:  # "contracted by M. Tanaka", never "contracted by Site rep"
                return Cond(f"{w.by} {code}", have, whose=whose, pp=True)
            return Cond(pick(rng, (whose, f"with {have}")), have, whose=whose)
        have = f"{_a(label, pl)} of {v}"
        text = pick(rng, (f"with {label} {v}", whose, f"with {have}"))
        pre = str(v) if _before_noun(w, str(v), coll) else ""
        return Cond(text, have, f"have {have}", pre, whose)
    if t in ("int", "number"):
        value = amount(v, w.unit)
        counted = label.removeprefix("number of ") if label.startswith("number of ") else ""
        if (pl or counted) and not w.unit and not p.is_array:  # "4 years of experience"
            n = counted or label
            body = pick(rng, _COUNTED[op]).format(v=value, n=singular(n) if value == "1" else n)
            return Cond(f"with {body}", body, f"have {body}", whose=_whose(label, be, op, value))
        whose = _whose(label, be, op, value)
        have = _join(_a(label, pl), pick(rng, _NUM_WITH[op]).format(v=value))
        text = f"with {have}" if rng.random() < 0.65 else whose
        return Cond(text, have, f"have {have}", whose=whose)
    if t == "date":
        have = _join(_a(label, pl), pick(rng, {**_DATE, **_DATE_WITH}[op]).format(v=v))
        rest = "{v}" if op == "=" else pick(rng, _DATE[op])
        whose = f"whose {label} {be} {rest.format(v=v)}"
        text = f"with {have}" if rng.random() < 0.65 else whose
        return Cond(text, have, f"have {have}", whose=whose)
    if t == "boolean":
        pred = w.yes if boolean_true(f) else w.no
        assert pred is not None
        that = [r for r in pred.rel if r.startswith("that ")]  # "that have an electric motor",
        text = that[0] if that else pick(rng, pred.rel)  # not "where the bike has ..."
        have = text[len("with ") :] if text.startswith("with ") else ""
        vp = pred.vp[0] if pred.vp else ""
        return Cond(text, have, vp, pred.adj)
    if t == "boolean_array":
        return _checks(f, w, rng)
    items = list(v)
    if (w.measured or w.unit) and label == w.noun and t in ("int_array", "number_array"):
        # "with a brake pad reading of 2.9 mm", "with an aperture of 254 mm", "a part cost of $358"
        if op == "CONTAINS_ALL" and len(items) > 1:
            have = f"{w.items} of {'both ' if len(items) == 2 else 'all of '}"
            have += _amounts(items, w.unit, "and")
        else:
            have = f"{article(w.item)} of {_amounts(items, w.unit, 'or')}"
        return Cond(f"with {have}", have, f"have {have}")
    many = w.many if label == w.noun else plural(label)
    said = [value_text(x) for x in items]
    if op == "CONTAINS_ALL" and len(said) > 1:
        joined = (
            f"both {said[0]} and {said[1]}" if len(said) == 2 else "all of " + _either(said, "and")
        )
    else:
        joined = _either(said, "or")
    have = f"{joined} among their {many}"
    whose = f"whose {many} include {joined}"
    return Cond(pick(rng, (whose, f"with {have}")), have, f"have {have}", whose=whose)


def _echoes(label: str, value: str) -> bool:
    """Whether a value ends with its property's own noun ("Relief crew" of crew)."""
    a, b = label.lower().split(), value.lower().split()
    return len(b) > 1 and singular_word(a[-1]) == singular_word(b[-1])


def _checks(f: Filter, w: Wording, rng: np.random.Generator) -> Cond:
    """A boolean array's filter as items that passed or failed: "with at least one checklist
    item failed", "where some checklist items passed and some failed"."""
    values = sorted({bool(x) for x in f.value}, reverse=True)
    if f.operator == "CONTAINS_ALL" and len(values) == 2:
        yes, no = outcome(w, True), outcome(w, False)
        if w.passed[0] in ("passed", ""):  # "with both passed and failed checklist items"
            have = f"both {yes} and {no} {w.items}"
        else:  # "with orientation steps both done and not done"
            have = f"{w.items} both {yes} and {no}"
        return Cond(f"with {have}", have, f"have {have}")
    side = outcome(w, values[0])
    have = f"at least one {w.item} {side}"
    return Cond(f"with {have}", have, f"have {have}")


def _before_noun(w: Wording, value: str, coll: Collection | None) -> bool:
    """Whether a category value may stand before the records' noun: a kind of record (its
    property's noun ends in type, kind, status ...), short, and not ending in the noun itself
    ("tank car" cars)."""
    if not typelike(w) or not value or re.search(r"[\d/()]", value):
        return False
    words = value.split()
    if len(words) > (1 if w.noun.lower().endswith("status") else 2):
        return False
    if coll is not None:
        last = record_nouns(coll)[0].split()[-1].lower()
        if singular_word(words[-1].lower()) == last:
            return False
    return True


def chain(conds: list[Cond], rng: np.random.Generator, one: bool = False) -> tuple[str, str]:
    """(before, after) the records' noun: the sub-query's conditions in one construction, never
    mixed ("with A and B", "that A and B", "whose A and whose B", or one before the noun: "the
    Accident work orders whose technician IDs include 101"); `one`: a single record."""
    if not conds:
        return "", ""
    if len(conds) == 1:
        c = conds[0]
        if c.pre and not one and rng.random() < PRE_SHARE:
            return c.pre, ""
        return "", c.text
    options: list[tuple[str, str]] = []
    a, b = conds[0], conds[1]
    if " and " in a.have and " and " not in b.have:  # "both done and not done" said last
        a, b = b, a
    if not one:
        for x, y in ((a, b), (b, a)):
            if x.pre and not y.pre:
                options.append((x.pre, y.text))
    if a.have and b.have:
        x, y = (b, a) if " among their " in a.have and " among their " not in b.have else (a, b)
        options.append(("", f"with {x.have} and {y.have}"))  # "among their bids" said last
    if a.vp and b.vp:
        vps = [_one_vp(x.vp) if one else x.vp for x in (a, b)]
        options.append(("", f"that {vps[0]} and {vps[1]}"))
    if a.pp and b.pp:  # "from track A-01 and inspected by M. Tanaka"
        options.append(("", f"{a.text} and {b.text}"))
    for x, y in ((a, b), (b, a)):  # "inspected by M. Tanaka with a score below 65"
        if x.pp and not y.pp and y.text.startswith(("with ", "without ", "whose ", "that ")):
            options.append(("", f"{x.text} {_one_rel(y.text) if one else y.text}"))
    for lead in ("where ", "that "):
        if a.text.startswith(lead) and b.text.startswith(lead):
            rest = b.text.removeprefix("that ") if lead == "that " else b.text
            options.append(("", f"{a.text} and {rest}"))
    pps = ("with ", "without ")
    if a.text.startswith(pps) and b.text.startswith(pps) and not (a.have and b.have):
        x, y = (b, a) if a.text.startswith("without ") else (a, b)  # with X and without Y
        second = y.text[5:] if y.text.startswith("with ") else y.text  # with X and Y
        options.append(("", f"{x.text} and {second}"))
    if not options:
        return "", _joined(conds)
    return options[int(rng.integers(len(options)))]


_ONE_VERB = {"are": "is", "have": "has", "do": "does", "were": "was"}
# Conditions chained two ways at once ("with X and whose Y", "with X and that are Y"): the writer
# never keeps a command that holds one (a sub-query's conditions take one construction).
MIXED = re.compile(r"\band (?:with|whose|that)\b")


def _one_rel(text: str) -> str:
    return f"that {_one_vp(text[5:])}" if text.startswith("that ") else text


def _one_vp(vp: str) -> str:
    """A verb phrase of the records for one record: "have a ..." -> "has a ...", "need
    training" -> "needs training", "passed" stays."""
    first, _, rest = vp.partition(" ")
    if first in _ONE_VERB:
        first = _ONE_VERB[first]
    elif first in VERBS or not (first.endswith(("ed", "s")) or first in ("did", "can", "must")):
        first += "es" if first.endswith(("sh", "ch", "x", "s")) else "s"  # needs, passes
    return f"{first} {rest}".strip()


def _joined(conds: list[Cond]) -> str:
    """Conditions after the noun: "with A and B" when both are with-phrases, else "A and B"."""
    out: list[str] = []
    for i, c in enumerate(conds):
        if i and c.text.startswith("with ") and conds[i - 1].text.startswith("with ") and c.have:
            out.append(c.have)
        else:
            out.append(c.text)
    if len(out) <= 2:
        return " and ".join(out)
    return ", ".join(out[:-1]) + " and " + out[-1]


def conditions(sq: SubQuery, coll: Collection, rng: np.random.Generator) -> str:
    pre, post = chain(_conds(sq, coll, rng), rng, one=True)
    return post


def _conds(
    sq: SubQuery, coll: Collection, rng: np.random.Generator, one: bool = False
) -> list[Cond]:
    conds = []
    for f in sq.filters:
        p = coll.prop(f.prop.name)
        assert p is not None
        c = condition(f, p, rng, coll, named=f.prop.spec.style == "person")
        if c.pre and _shared(sq, f, c.pre):
            c.pre = ""  # another property holds the value too: it must be named
        conds.append(c)
    if one:  # one record: "the vehicle ... that is in service", "among its DTCs"
        for c in conds:
            c.text = re.sub(r"^that are\b", "that is", c.text).replace(" their ", " its ")
            c.have, c.vp = (x.replace(" their ", " its ") for x in (c.have, c.vp))
            c.pre = ""
    return conds


def _shared(sq: SubQuery, f: Filter, value: str) -> bool:
    """Whether another property of the records holds `value` among its values."""
    for prop in sq.collection.properties:
        if prop.name != f.prop.name and value in (prop.spec.values or ()):
            return True
    return False


# ---- aggregations ----------------------------------------------------------------------------


def _value_noun(w: Wording, p: Property, label: str) -> str:
    """The noun an aggregation over values names: an array's item (wheel sizes -> wheel size)
    with its unit ("odometer in km")."""
    named = label == w.noun
    if named:
        label = w.thing
    base = singular_head(label) if p.is_array else label
    if p.is_array and named and w.item:
        base = w.item  # "the average brake pad reading in mm"
    if " per " in base and is_plural(base.split(" per ")[0]):
        base = f"number of {base}"  # "the most common number of loans per term"
    if w.unit and w.unit != "%" and named:
        return f"{base} in {SPELLED.get(w.unit, w.unit)}"  # "in tonnes", not "in t"
    return base


def aggregation(
    a: Aggregation,
    p: Property,
    many: str,
    rng: np.random.Generator,
    coll: Collection | None = None,
    scoped: bool = True,
) -> str:
    """One aggregation as a noun phrase. `scoped`: the records are named elsewhere in the sentence
    ("for vehicles built before 2005"), so COUNT is "the count", TOTAL_TRUE "the number that are
    ...", and the records are not repeated."""
    m = a.metric
    bare = many
    if scoped and coll is not None:  # "the number of members with X for Monthly DD members"
        bare = noun(coll)[1]
    if m == "COUNT" and p.is_identifier:
        return "the count" if scoped else f"the number of {many}"  # never "them" before its noun
    w = wording(p, coll)
    label = _label(w, rng)
    if p.type == "boolean" and m != "COUNT":
        pred = w.yes if m in ("TOTAL_TRUE", "PERCENTAGE_TRUE") else w.no
        assert pred is not None
        rel = pick(rng, pred.rel)
        if m.startswith("TOTAL"):
            return f"the number of {bare} {rel}"  # not "the number without a claim for ..."
        share = pick(rng, ("the percentage", "the share"))
        return f"{share} of {bare} {rel}"
    if p.type == "boolean_array" and m != "COUNT":  # over the items of the lists
        side = outcome(w, m.endswith("_TRUE"), verb=True)
        if m.startswith("TOTAL"):
            return f"the number of {w.items} that {side}" + ("" if scoped else f" across {many}")
        share = pick(rng, ("the percentage", "the share"))
        return f"{share} of {w.items} that {side}" + ("" if scoped else f" across {many}")
    if m == "COUNT":
        if p.is_array:
            listed = f"the total number of {w.items if label == w.noun else plural(label)} listed"
            return listed if scoped else f"{listed} across {many}"
        have = _had(
            w.thing if label == w.noun else label, w.plural_noun and label == w.noun, p.kind
        )
        if p.type == "boolean":
            have = f"{_a(label + ' value', False)}"
        return f"the number of {bare} with {have}"
    if m == "COUNT_DISTINCT":
        return f"the number of different {w.many if label == w.noun else plural(label)}"
    if m == "TOP_OCCURRENCES":
        k = a.limit or 5
        return f"the {k} most common {w.many if label == w.noun else plural(label)}"
    if m == "MODE":
        return f"the most common {_value_noun(w, p, label)}"
    value = _value_noun(w, p, label)
    if m == "SUM":
        if value.startswith("total "):
            return f"the sum of {plural(value.split(' in ')[0])}"
        said = pick(rng, (f"the total {value}", f"the combined {value}"))  # drawn either way
        total = "total" in value.split(" in ")[0].lower().split()  # "hire total": never "the
        return f"the combined {value}" if total else said  # total hire total"
    if m in ("MIN", "MAX") and is_plural(value.split(" in ")[0]):
        return f"the {'minimum' if m == 'MIN' else 'maximum'} {value}"
    first = value.split()[0]
    if m in ("MEAN", "MIN", "MAX", "MEDIAN") and first.lower() in ("average", "avg", "mean"):
        word = {"MEAN": "overall", "MIN": "lowest", "MAX": "highest", "MEDIAN": "median"}[m]
        return f"the {word} {value}"  # not "the average average stars"
    if m in ("EARLIEST", "LATEST") and first in ("last", "latest", "first", "earliest", "next"):
        word = "earliest" if m == "EARLIEST" else "most recent"  # not "the latest last move date"
        return f"the {word} of the {plural(value)}"
    words = {
        "MIN": ("the lowest", "the minimum", "the smallest"),
        "MAX": ("the highest", "the maximum", "the largest"),
        "MEAN": ("the average", "the mean"),
        "MEDIAN": ("the median",),
        "EARLIEST": ("the earliest",),
        "LATEST": ("the latest", "the most recent"),
    }[m]
    return f"{pick(rng, words)} {value}"


def _had(label: str, plural_noun: bool, kind: str = "text") -> str:
    """What COUNT of a property asks records to have: "a zoning district" (a category), "an
    elevation recorded" (a number or a date: a value on record)."""
    return _a(label, plural_noun) + ("" if kind == "text" else " recorded")


def _sole_question(
    a: Aggregation,
    p: Property,
    coll: Collection,
    recs: str,
    c: str,
    g: str,
    rng: np.random.Generator,
    conversational: bool = False,
) -> str:
    """A question asking one aggregation, worded for its metric, or "" for the generic form."""
    m = a.metric
    if m == "COUNT" and p.is_identifier:
        if conversational:
            return f"How many {recs}{c} are there{g}?"
        return pick(rng, (f"How many {recs}{c} are there{g}?", f"Count the {recs}{c}{g}."))
    w = wording(p, coll)
    if p.type == "boolean" and m != "COUNT":
        pred = w.yes if m in ("TOTAL_TRUE", "PERCENTAGE_TRUE") else w.no
        assert pred is not None
        if pred.vp:
            vp = pick(rng, pred.vp)
            if m.startswith("TOTAL"):
                return f"How many {recs}{c} {vp}{g}?"
            share = pick(rng, ("What percentage", "What share"))
            return f"{share} of {recs}{c} {vp}{g}?"
        rel = pick(rng, pred.rel)
        if m.startswith("TOTAL"):
            return f"How many {recs}{c} are there {rel}{g}?"
        return f"What is the percentage of {recs}{c} {rel}{g}?"
    if m == "COUNT" and not p.is_array and p.type != "boolean":
        return f"How many {recs}{c} have {_had(w.thing, w.plural_noun, p.kind)}{g}?"
    if m == "COUNT" and p.is_array:
        return f"How many {w.items} are listed in total across {recs}{c}{g}?"
    if p.type == "boolean_array" and m != "COUNT":  # over the items: "checklist items passed"
        side = outcome(w, m.endswith("_TRUE"), verb=True)
        if m.startswith("TOTAL"):
            return f"How many {w.items} {side} across {recs}{c}{g}?"
        share = pick(rng, ("What percentage", "What share"))
        return f"{share} of {w.items} {side} across {recs}{c}{g}?"
    amid = "across" if " among " in c else "among"  # never "among ... among their"
    if m == "COUNT_DISTINCT":
        return pick(
            rng,
            (
                f"How many different {w.many} are there {amid} {recs}{c}{g}?",
                f"How many different {w.many} do {recs}{c} have{g}?",
            ),
        )
    if m == "TOP_OCCURRENCES":
        k = a.limit or 5
        return pick(
            rng,
            (
                f"What are the {k} most common {w.many} {amid} {recs}{c}{g}?",
                f"Which {k} {w.many} are the most common {amid} {recs}{c}{g}?",
            ),
        )
    return ""


def group_phrase(
    p: Property, rng: np.random.Generator, coll: Collection | None = None, after_for: bool = False
) -> str:
    """The group-by in words: "per fuel type", "by fuel type", "for each fuel type", "broken down
    by fuel type" (never "grouped by"); `after_for`: the records were just said with "for", so not
    "for each" again ("for inspections, for each inspector")."""
    w = wording(p, coll)
    if p.type == "boolean":
        assert w.yes is not None
        if w.yes.vp:
            what = f"whether they {pick(rng, w.yes.vp)}"
        else:
            what = "whether " + pick(rng, w.yes.rel).removeprefix("where ")
        return pick(rng, (f"broken down by {what}", f"split by {what}"))
    label = _label(w, rng)
    forms = [f"by {label}", f"broken down by {label}", f"per {label}"]
    if not after_for:
        forms.append(f"for each {label}")
    return pick(rng, forms)


# ---- sentences -----------------------------------------------------------------------------

_LIST = ("List the {p}{c}.", "Show the {p}{c}.", "Find the {p}{c}.", "Return the {p}{c}.")
_LIST += ("Get the {p}{c}.", "Give me the {p}{c}.", "Fetch the {p}{c}.")
_LIST_CONV = (
    "Could you pull up the {p}{c}?",
    "I need the {p}{c}.",
    "Can you find the {p}{c}?",
    "Please show me the {p}{c}.",
    "Can I see the {p}{c}?",
    "I'm looking for the {p}{c}.",
    "Could you list the {p}{c}?",
    "I'd like to see the {p}{c}.",
    "Would you pull the {p}{c}?",
)
_ONE = ("Show the {p}{c}.", "Find the {p}{c}.", "Look up the {p}{c}.")
_ONE_CONV = ("Could you pull up the {p}{c}?", "Can you look up the {p}{c}?", "I need the {p}{c}.")
_AGG = ("What is {a} of {p}{c}?", "Give {a} for {p}{c}.", "Report {a} across {p}{c}.")
_AGG2 = ("What are {a} of {p}{c}?", "Give {a} for {p}{c}.", "Report {a} across {p}{c}.")
_AGG_CONV = (
    "Could you tell me {a} for {p}{c}?",
    "I'd like to know {a} across {p}{c}.",
    "What's {a} for {p}{c}?",
)
_AGG2_CONV = (
    "Could you tell me {a} for {p}{c}?",
    "I'd like to know {a} across {p}{c}.",
    "Can you get me {a} for {p}{c}?",
)
_AGGS = ("What are {a}?", "Give {a}.", "Report {a}.")
_AGG_AMONG = ("Among {p}{c}, what are {a}{g}?", "Among {p}{c}, give {a}{g}.")
_AGG_AMONG_CONV = (
    "Among {p}{c}, could you tell me {a}{g}?",
    "Among {p}{c}, I'd like to know {a}{g}.",
)
_AGGS_CONV = ("Could you tell me {a}?", "I'd like to know {a}.", "Can you get me {a}?")
_JOINTS = ("Also, ", "Separately, ", "In addition, ", "")
_JOINT_GLUE = {"and", "on", "of", "that", "in", "as", "a"}  # a joint's own word: plus, top
_SEPARATELY = ("Separately, ", "As a separate request, ", "And separately, ")
_JOINTS_CONV = ("Also, ", "And separately, ", "On top of that, ", "Plus, ", "")


def _has_identifier_eq(sq: SubQuery, coll: Collection) -> bool:
    for f in sq.filters:
        p = coll.prop(f.prop.name)
        if p is not None and p.is_identifier and f.operator == "=":
            return True
    return False


def _sentence(
    sq: SubQuery, env: Environment, conversational: bool, rng: np.random.Generator
) -> str:
    coll = env.collection(sq.collection.name)
    assert coll is not None
    one, many = noun(coll)
    single = not sq.aggregations and _has_identifier_eq(sq, coll)
    conds = _conds(sq, coll, rng, single)
    pre, post = chain(conds, rng, one=single)
    recs = f"{pre} {many}" if pre else many
    c = f" {post}" if post else ""
    if not sq.aggregations:
        if single:
            return pick(rng, _ONE_CONV if conversational else _ONE).format(p=one, c=c)
        if conds and rng.random() < 0.35:  # "Which vehicles are not active and have ...?"
            which = pick(rng, ("Which {p} {v}?", "Which of the {p} {v}?"))
            if pre:  # "Which Accident work orders have 101 among their technician IDs?"
                rest = [x for x in conds if not x.pre]
                if len(rest) == 1 and rest[0].vp:
                    return which.format(p=recs, v=rest[0].vp)
            elif all(x.vp for x in conds):
                return which.format(p=many, v=" and ".join(x.vp for x in conds))
        return pick(rng, _LIST_CONV if conversational else _LIST).format(p=recs, c=c)
    props = [coll.prop(a.prop.name) for a in sq.aggregations]

    def grouped(after_for: bool = False) -> str:
        if sq.groupby is None:
            return ""
        group = coll.prop(sq.groupby.name)
        assert group is not None
        return ", " + group_phrase(group, rng, coll, after_for)

    if len(sq.aggregations) == 1:
        a, p = sq.aggregations[0], props[0]
        assert p is not None
        g = grouped()
        q = _sole_question(a, p, coll, recs, c, g, rng, conversational)
        embeddable = q.startswith(("How many", "What percentage", "What share")) and " do " not in q
        if c and " are there" in q:  # not "how many cycles whose program is X there are"
            embeddable = False
        if q and conversational and embeddable:
            if rng.random() < 0.5:
                ask = pick(rng, ("Can you tell me ", "Do you know "))
                body = q[0].lower() + q[1:-1]
                return ask + body.replace(" are there", " there are", 1) + "?"  # embedded
            return q
        if q:
            return q
        text = aggregation(a, p, recs, rng, coll, scoped=True)
        form = pick(rng, _AGG_CONV if conversational else _AGG)
        return form.format(a=text, p=recs, c=c + grouped(" for {p}" in form))
    pairs = list(zip(sq.aggregations, props))
    counts = [_count_vp(a, p, coll, rng) for a, p in pairs]  # type: ignore[arg-type]
    if all(counts) and rng.random() < 0.7:  # "How many ... are there, and how many have ...?"
        first, *rest = sorted(counts, key=lambda vp: vp != "are there")  # type: ignore[arg-type]
        return (
            f"How many {recs}{c} {first}, and "
            + " and ".join(f"how many {vp}" for vp in rest)
            + f"{grouped()}?"
        )
    counted = [i for i, (a, p) in enumerate(pairs) if a.metric == "COUNT" and p.is_identifier]  # type: ignore[union-attr]
    if counted:  # "How many ... are there, and what is ...?" (not "the number of them and ...")
        rest = [
            aggregation(a, p, recs, rng, coll)  # type: ignore[arg-type]
            for i, (a, p) in enumerate(pairs)
            if i != counted[0]
        ]
        be = "are" if len(rest) > 1 or rest[0][4:5].isdigit() else "is"  # the 5 most common
        group = coll.prop(sq.groupby.name) if sq.groupby is not None else None
        if group is not None and group.type != "boolean" and rng.random() < 0.5:
            head = f"For each {_label(wording(group, coll), rng)}, how many {recs}{c} are there"
        else:
            head = f"How many {recs}{c} are there{grouped()}"
        among = " among them" if c else ""  # the second question of the same records, not all
        return f"{head}, and what {be} {' and '.join(rest)}{among}?"
    flags = [i for i, (a, p) in enumerate(pairs) if p.type == "boolean" and a.metric != "COUNT"]  # type: ignore[union-attr]
    if flags and not c and sq.groupby is None:  # "the largest loan length and the share of
        # loans that are not overdue": the records said once, by the boolean
        aggs = [
            aggregation(a, p, recs, rng, coll, scoped=i not in flags)
            for i, (a, p) in enumerate(pairs)
        ]  # type: ignore[arg-type]
        order = [x for i, x in enumerate(aggs) if i not in flags] + [aggs[i] for i in flags]
        return pick(rng, _AGGS_CONV if conversational else _AGGS).format(a=" and ".join(order))
    if c:  # the scope first, for every metric ("Among PODs with run E2, give the number of
        # PODs that are partial and ..."), never after the last metric only (v25 and v43,
        # unfaithful: "the number with a wait recorded and the 5 most common statuses for X")
        aggs = [aggregation(a, p, recs, rng, coll, scoped=True) for a, p in pairs]  # type: ignore[arg-type]
        form = pick(rng, _AGG_AMONG_CONV if conversational else _AGG_AMONG)
        return form.format(a=" and ".join(aggs), p=recs, c=c, g=grouped())
    aggs = [aggregation(a, p, recs, rng, coll, scoped=True) for a, p in pairs]  # type: ignore[arg-type]
    text = " and ".join(aggs)
    form = pick(rng, _AGG2_CONV if conversational else _AGG2)
    return form.format(a=text, p=recs, c=c + grouped(" for {p}" in form))


def _count_vp(a: Aggregation, p: Property, coll: Collection, rng: np.random.Generator) -> str:
    """A count as the verb phrase after "how many <records>" ("are there", "have a service
    type", "passed inspection"), or "" when the aggregation is not a count of records."""
    if a.metric == "COUNT" and p.is_identifier:
        return "are there"
    w = wording(p, coll)
    if a.metric == "COUNT" and not p.is_array and p.type != "boolean":
        return f"have {_had(w.thing, w.plural_noun, p.kind)}"
    if p.type == "boolean" and a.metric in ("TOTAL_TRUE", "TOTAL_FALSE"):
        pred = w.yes if a.metric == "TOTAL_TRUE" else w.no
        assert pred is not None
        return pick(rng, pred.vp) if pred.vp else f"are there {pick(rng, pred.rel)}"
    return ""


def environment_name(env: Environment) -> str:
    """The environment's name as a person writes it (an id such as seed-library: Seed Library)."""
    if env.name and env.name != env.id:
        return env.name
    return " ".join(w.capitalize() for w in re.split(r"[-_]+", env.id))


def write_command(
    env: Environment, plan: list[SubQuery], phrasing: str, rng: np.random.Generator
) -> str:
    """The command of a plan in one phrasing (explicit or conversational), one sentence per
    sub-query, independent sub-queries joined as such (no opening: `Openings` adds those)."""
    conversational = phrasing == "conversational"
    sentences = []
    joints = list(_JOINTS_CONV if conversational else _JOINTS)
    for i, sq in enumerate(plan):
        s = _sentence(sq, env, conversational, rng)
        if i > 0:
            if sq.collection.name in {q.collection.name for q in plan[:i]}:
                joint = pick(
                    rng, _SEPARATELY
                )  # the same records: a separate request, not a narrowing
            else:
                joint = joints.pop(int(rng.integers(len(joints))))
            said = {w.lower() for w in re.findall(r"[A-Za-z]+", sentences[-1])}
            own = set(re.findall(r"[a-z]+", joint.lower())) - _JOINT_GLUE
            if own & said and joint not in _SEPARATELY:
                joint = ""  # "the Plus registrations? Plus, ...": no joint that echoes a value
            if joint:
                first = s if s.startswith(("I ", "I'")) else s[0].lower() + s[1:]
                s = joint + first
        s = s[:-1] if s.endswith("..") else s  # a value's dot ends it: "a hive type of Poly Nat."
        sentences.append(s[0].upper() + s[1:])
    return " ".join(sentences)


# ---- openings ------------------------------------------------------------------------------

# General scenario clauses (no domain words): a conversational command may start with one.
OPENINGS = (
    "Before the budget meeting, ",
    "For the quarterly report, ",
    "For the audit, ",
    "For tomorrow's stand-up, ",
    "Before I sign off today, ",
    "For a quick sanity check, ",
    "Ahead of the review, ",
    "For the monthly summary, ",
    "Out of curiosity, ",
    "For my notes, ",
    "Before the team call, ",
    "For the handover, ",
    "So I can plan ahead, ",
    "For the board pack, ",
    "To settle a question, ",
    "For the year-end numbers, ",
    "While I update the dashboard, ",
    "For a client call later, ",
    "Before I reply to an email, ",
    "For a spreadsheet I'm building, ",
    "When you get a chance, ",
    "For the planning session, ",
    "Quick one: ",
    "Hi, ",
    "Just checking: ",
    "For a follow-up, ",
    "I'm preparing a briefing, so ",
    "For the weekly check-in, ",
)
OPENING_SHARE = 0.6  # of conversational commands; the rest start with the request


class Openings:
    """Openings of one generated set: each drawn at most once (a pool of general scenario
    clauses and one naming the environment), on some conversational commands only."""

    def __init__(self, env: Environment, rng: np.random.Generator):
        self.rng = rng
        named = env.name and env.name != env.id  # a name the user gave, not the id in words
        self.pool = [*OPENINGS, *([f"For the {env.name} review, "] if named else [])]
        self.used: set[str] = set()

    def open(self, command: str, phrasing: str, fits=lambda text: True) -> str:
        """The command, with an opening when it is conversational and the coin says so, and the
        opened command still `fits` (the read-back, the length)."""
        if phrasing != "conversational" or self.rng.random() >= OPENING_SHARE:
            return command
        free = [o for o in self.pool if o not in self.used]
        if not free:
            return command
        opening = free[int(self.rng.integers(len(free)))]
        first = command if command.startswith(("I ", "I'")) else command[0].lower() + command[1:]
        text = opening + first
        if not fits(text):
            return command
        self.used.add(opening)
        return text
