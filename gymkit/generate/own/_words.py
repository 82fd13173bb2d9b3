"""Commands written from a plan and the schema alone: no phrase table of any environment.

Why (issue 28): a user's schema has no hand-made phrasebook, so every word comes from the
plan and the schema. The records are named by the collection's name in words (HarvestLots:
"harvest lots"); a property by its name in words (brixAtHarvest: "brix at harvest") or, for
aggregations and groups, by its description's head ("The sugar content of the grapes at
picking, in degrees Brix." -> "sugar content of the grapes at picking"). Values are written
verbatim (ISO dates, plain numbers, text as stored), each sub-query is its own sentence, and a
conversational command adds one clause of context built from the environment's own name.
`gymkit.generate.own._readback` checks, independently, that the plan can be read back.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from gymkit.call import LikePattern
from gymkit.generate.own._blueprint import collection_noun
from gymkit.generate.plans import Aggregation, Filter, SubQuery
from gymkit.schema import Collection, Environment, Property, split_camel

HEAD_WORDS = 8  # a description's head is used as a label when it has at most this many words
_LEAD = re.compile(r"^(the|a|an)\s+", re.IGNORECASE)


def pick(rng: np.random.Generator, options: list[str] | tuple[str, ...]) -> str:
    return options[int(rng.integers(len(options)))]


def description_head(description: str) -> str:
    """The noun phrase a description opens with, lowercased, without its article: "The date the
    bike was received for repair." -> "date the bike was received for repair"; "" when none."""
    text = description.strip().rstrip(".")
    text = re.split(r"[,;(:]| - | in (?:degrees|units|minutes|hours)\b", text)[0].strip()
    if not _LEAD.match(text) or text.lower().startswith(("whether", "indicates", "lists")):
        return ""
    text = _LEAD.sub("", text)
    words = text.split()
    if not words or len(words) > HEAD_WORDS:
        return ""
    if len(words) > 3 and "of" not in words[1:3]:  # a clause ("site the observer uses"), not a noun
        return ""
    return text[0].lower() + text[1:]


def whether_clause(description: str) -> str:
    """The clause of a boolean's description: "Whether the repair was covered by warranty." ->
    "the repair was covered by warranty"; "" when the description is not of that form."""
    m = re.match(r"^\s*(?:whether|indicates whether)\s+(.+?)\.?\s*$", description, re.IGNORECASE)
    return m.group(1) if m and len(m.group(1).split()) <= 10 else ""


def labels(p: Property) -> list[str]:
    """How a command may name the property: its name in words, then its description's head."""
    out = [split_camel(p.name)]
    head = description_head(p.description)
    if head and head.lower() not in out:
        out.append(head)
    return out


def noun(c: Collection) -> tuple[str, str]:
    """(singular, plural) of the collection's records."""
    return collection_noun(c)


def value_text(v: Any) -> str:
    """A value as the command writes it: verbatim (numbers plain, dates ISO, text as stored)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def _either(items: list[str], word: str) -> str:
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


# ---- conditions ----------------------------------------------------------------------------

_NUM = {
    "=": ("equal to {v}", "of exactly {v}"),
    "<": ("under {v}", "below {v}", "less than {v}"),
    ">": ("over {v}", "above {v}", "greater than {v}"),
    "<=": ("of at most {v}", "of {v} or less"),
    ">=": ("of at least {v}", "of {v} or more"),
}
_DATE = {
    "=": ("on {v}",),
    "<": ("before {v}", "earlier than {v}"),
    ">": ("after {v}", "later than {v}"),
    "<=": ("on or before {v}", "no later than {v}"),
    ">=": ("on or after {v}", "no earlier than {v}"),
}


def _join(label: str, rest: str) -> str:
    """label + rest without a doubled word at the joint (observed on + on 2024-12-01)."""
    if label.split()[-1] == rest.split()[0]:
        rest = rest.split(" ", 1)[1]
    return f"{label} {rest}"


def condition(f: Filter, p: Property, rng: np.random.Generator) -> str:
    """One filter as a modifier after the records' noun: "with labor minutes over 90"."""
    label = split_camel(p.name)
    t, op, v = p.type, f.operator, f.value
    if t == "filterable_text":
        if op == "LIKE":
            stem = LikePattern(v).stem
            return pick(
                rng, (f"whose {label} starts with {stem}", f"with a {label} beginning with {stem}")
            )
        return pick(rng, (f"with {label} {v}", f"whose {label} is {v}", f"with the {label} {v}"))
    if t in ("int", "number"):
        return "with " + _join(label, pick(rng, _NUM[op]).format(v=value_text(v)))
    if t == "date":
        return "with " + _join(label, pick(rng, _DATE[op]).format(v=v))
    if t == "boolean":
        clause = whether_clause(p.description)
        if op == "=" and v is True and clause and rng.random() < 0.6:
            return f"where {clause}"
        neg = "not " if op == "!=" else ""
        return pick(
            rng, (f"where {label} is {neg}{value_text(v)}", f"with {label} {neg}{value_text(v)}")
        )
    items = [value_text(x) for x in v]
    if op == "CONTAINS_ALL" and len(items) > 1:
        joined = (
            f"both {items[0]} and {items[1]}"
            if len(items) == 2
            else "all of " + _either(items, "and")
        )
        return pick(rng, (f"whose {label} include {joined}", f"with {label} listing {joined}"))
    if op == "CONTAINS_ALL":
        return pick(
            rng, (f"whose {label} include {items[0]}", f"with {items[0]} among their {label}")
        )
    if len(items) == 1:
        return pick(rng, (f"whose {label} include {items[0]}", f"with {items[0]} in their {label}"))
    return pick(
        rng,
        (
            f"whose {label} include {_either(items, 'or')}",
            f"with any of {_either(items, 'or')} in their {label}",
        ),
    )


def conditions(sq: SubQuery, coll: Collection, rng: np.random.Generator) -> str:
    parts = [condition(f, coll.prop(f.prop.name), rng) for f in sq.filters]  # type: ignore[arg-type]
    return " and ".join(parts)


# ---- aggregations ----------------------------------------------------------------------------

_METRIC = {
    "MIN": ("the lowest {l}", "the minimum {l}"),
    "MAX": ("the highest {l}", "the maximum {l}"),
    "MEAN": ("the average {l}", "the mean {l}"),
    "MEDIAN": ("the median {l}",),
    "MODE": ("the most common {l}", "the modal {l}"),
    "SUM": ("the total {l}", "the sum of {l}"),
    "EARLIEST": ("the earliest {l}",),
    "LATEST": ("the latest {l}", "the most recent {l}"),
    "COUNT_DISTINCT": ("the number of distinct {l} values", "the number of different {l} values"),
    "TOP_OCCURRENCES": ("the {k} most common {l} values", "the top {k} {l} values"),
    "TOTAL_TRUE": ("the number with {l} true", "the count with {l} true"),
    "TOTAL_FALSE": ("the number with {l} false", "the count with {l} false"),
    "PERCENTAGE_TRUE": ("the percentage with {l} true", "the share with {l} true"),
    "PERCENTAGE_FALSE": ("the percentage with {l} false", "the share with {l} false"),
    "COUNT": ("the number of {l} values", "the count of {l} values"),
}


def aggregation(a: Aggregation, p: Property, many: str, rng: np.random.Generator) -> str:
    """One aggregation as a noun phrase: "the average labor minutes", "the 3 most common ..."."""
    if a.metric == "COUNT" and p.is_identifier:
        return "the number of records"
    options = labels(p)
    label = options[0] if len(options) == 1 or rng.random() < 0.5 else options[1]
    if p.is_array and a.metric == "COUNT":
        return pick(rng, (f"the number of {label} items", f"the count of {label} items"))
    return pick(rng, _METRIC[a.metric]).format(l=label, k=a.limit or 5)


def group_phrase(p: Property, rng: np.random.Generator) -> str:
    options = labels(p)
    label = options[0] if len(options) == 1 or rng.random() < 0.6 else options[1]
    return pick(
        rng, (f"grouped by {label}", f"for each {label}", f"broken down by {label}", f"per {label}")
    )


# ---- sentences -----------------------------------------------------------------------------

_LIST = ("List the {p}{c}.", "Show the {p}{c}.", "Find all {p}{c}.", "Return the {p}{c}.")
_LIST_CONV = (
    "could you pull up the {p}{c}?",
    "I need the {p}{c}.",
    "can you find the {p}{c}?",
    "please show me the {p}{c}.",
)
_AGG = ("What is {a} of {p}{c}?", "Give {a} for {p}{c}.", "Report {a} across {p}{c}.")
_AGG_CONV = (
    "could you tell me {a} for {p}{c}?",
    "I'd like {a} across {p}{c}.",
    "what's {a} for {p}{c}?",
)
_JOINTS = ("Also, ", "Separately, ", "Then, ", "And ")
_JOINTS_CONV = ("Also, ", "And separately, ", "On top of that, ", "Plus, ")


def _sentence(
    sq: SubQuery, env: Environment, conversational: bool, rng: np.random.Generator
) -> str:
    coll = env.collection(sq.collection.name)
    assert coll is not None
    one, many = noun(coll)
    cond = conditions(sq, coll, rng)
    c = f" {cond}" if cond else ""
    if not sq.aggregations:
        return pick(rng, _LIST_CONV if conversational else _LIST).format(p=many, c=c)
    aggs = [aggregation(a, coll.prop(a.prop.name), many, rng) for a in sq.aggregations]  # type: ignore[arg-type]
    group = ""
    if sq.groupby is not None:
        group = ", " + group_phrase(coll.prop(sq.groupby.name), rng)  # type: ignore[arg-type]
    if aggs == ["the number of records"]:
        ask = pick(rng, ("How many {p}{c} are there{g}?", "Count the {p}{c}{g}."))
        if conversational:
            ask = pick(rng, ("how many {p}{c} are there{g}?", "could you count the {p}{c}{g}?"))
        return ask.format(p=many, c=c, g=group)
    a = " and ".join(aggs)
    text = pick(rng, _AGG_CONV if conversational else _AGG).format(a=a, p=many, c=c + group)
    return text


def environment_name(env: Environment) -> str:
    """The environment's name as a person writes it (an id such as seed-library: Seed Library)."""
    if env.name and env.name != env.id:
        return env.name
    return " ".join(w.capitalize() for w in re.split(r"[-_]+", env.id))


def _context(env: Environment, rng: np.random.Generator) -> str:
    """One clause of context named after the environment (no sentence end, no records' noun:
    the request names them)."""
    name = environment_name(env)
    return pick(
        rng,
        (
            f"For the {name} review, ",
            f"While I prepare the {name} report, ",
            f"Before our next {name} meeting, ",
            "Quick question: ",
            "For a report I'm writing, ",
        ),
    )


def write_command(
    env: Environment, plan: list[SubQuery], phrasing: str, rng: np.random.Generator
) -> str:
    """The command of a plan in one phrasing (explicit or conversational), one sentence per
    sub-query."""
    conversational = phrasing == "conversational"
    sentences = []
    joints = list(_JOINTS_CONV if conversational else _JOINTS)
    for i, sq in enumerate(plan):
        s = _sentence(sq, env, conversational, rng)
        if i == 0 and conversational:
            s = _context(env, rng) + s
        elif i > 0:
            first = s if s.startswith(("I ", "I'")) else s[0].lower() + s[1:]
            s = joints.pop(int(rng.integers(len(joints)))) + first
        sentences.append(s[0].upper() + s[1:])
    return " ".join(sentences)
