"""Natural-language commands for generated plans, in the published gym's explicit and
conversational styles.

Why (issue #15, the card): a published command is short (the 17 shown average 118 characters),
names every operator of its plan in words a careful reader can map back (values verbatim), words
properties from their schema descriptions (`gymkit.generate.phrasebook`) and sometimes calls the
records by a synonym. A conversational command is at most one short clause of context, then the
request; several requests are joined the way people write ("..., and tell me ...", "Overall,
across all ..."), never with numbered scaffolding. These templates stay inside gymkit.generate:
the rule-based parser must not be written against them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gymkit.generate.blueprints import CollectionBlueprint, EnvBlueprint, PropBlueprint
from gymkit.generate.conditions import (
    article,
    be,
    filter_conds,
    join_words,
    lower_first,
    pick,
    plural,
    search_cond,
    upper_first,
    words,
)
from gymkit.generate.phrasebook import (
    BOOL_PREDICATES,
    COLLECTIONS,
    CONTEXT,
    FLAG_ITEMS,
    PURPOSES,
)
from gymkit.generate.plans import Aggregation, SubQuery

__all__ = ["join_requests", "records", "sub_sentence", "write_command"]


def records(coll: CollectionBlueprint, rng: np.random.Generator, explicit: bool) -> str:
    """The records' plural noun: the plain one, or sometimes a synonym."""
    nouns = COLLECTIONS.get(coll.name, ((coll.noun[1],), coll.noun[0]))[0]
    if explicit and rng.random() < 0.6:
        return nouns[0]
    return pick(rng, nouns)


# ---- aggregations ------------------------------------------------------------------------


@dataclass
class Agg:
    """An aggregation's words: a noun phrase ('the average boardings'), or a clause ('how many
    designs there are') when `clause`; `whole` when it already names the records."""

    text: str
    clause: bool = False
    whole: bool = False
    many: bool = False  # a plural noun phrase: "what are the 3 most common specialties"


def _many(p: PropBlueprint, coll: str, rng: np.random.Generator) -> str:
    w = words(p, coll)
    return pick(rng, w.many) if w.many else plural(pick(rng, w.nouns))


def aggregation_words(
    a: Aggregation,
    coll: CollectionBlueprint,
    recs: str,
    rng: np.random.Generator,
    noun_only: bool = False,
) -> Agg:
    """One aggregation in words, its property named as its description does; `noun_only` for
    a noun phrase that joins others ("the number of X and the average Y")."""
    options = _aggregation_options(a, coll, recs, rng)
    if noun_only and any(not o.clause for o in options):
        options = [o for o in options if not o.clause]
    return pick(rng, options)  # type: ignore[arg-type]


def _aggregation_options(
    a: Aggregation, coll: CollectionBlueprint, recs: str, rng: np.random.Generator
) -> list[Agg]:
    p, m = a.prop, a.metric
    n = pick(rng, words(p, coll.name).nouns)
    if p.type == "boolean" and p.name in BOOL_PREDICATES and m != "COUNT":
        w = words(p, coll.name)
        true = m in ("TOTAL_TRUE", "PERCENTAGE_TRUE")
        form = pick(rng, w.forms if true else w.neg)
        if m.startswith("PERCENTAGE"):
            return [
                Agg(f"the percentage of {recs} {form}", whole=True),
                Agg(f"what share of {recs}, as a percentage, are ones {form}", True, True),
            ]
        return [
            Agg(f"the number of {recs} {form}", whole=True),
            Agg(f"the count of {recs} {form}", whole=True),
        ]
    if p.type == "boolean_array" and p.name in FLAG_ITEMS and m != "COUNT":
        _, pl, good, bad = FLAG_ITEMS[p.name]
        tail = good if m in ("TOTAL_TRUE", "PERCENTAGE_TRUE") else bad
        if m.startswith("PERCENTAGE"):
            return [
                Agg(f"the percentage of {pl} {tail}"),
                Agg(f"the share of {pl} {tail}, as a percentage"),
            ]
        return [Agg(f"the total number of {pl} {tail}"), Agg(f"the count of {pl} {tail}")]
    if m == "COUNT":
        if p.role == "identifier":
            return [
                Agg(f"the number of {recs}", whole=True),
                Agg(f"how many {recs} there are", True, True),
            ]
        if p.type == "boolean" and p.name in BOOL_PREDICATES:
            pos = BOOL_PREDICATES[p.name][0]
            return [
                Agg(f"how many {recs} record whether they {pos}", True, True),
                Agg(f"the number of {recs} that say whether they {pos}", whole=True),
            ]
        if p.type.endswith("_array"):
            many = _many(p, coll.name, rng)
            return [
                Agg(f"the total number of {many} listed"),
                Agg(f"how many {many} are listed in all", True),
            ]
        # COUNT(property) counts records holding a value, never distinct values
        return [
            Agg(f"the number of {recs} with {article(n)} {n} on record", whole=True),
            Agg(f"how many {recs} have {article(n)} {n} recorded", True, True),
        ]
    k = a.limit or 5
    many = _many(p, coll.name, rng)
    table: dict[str, list[Agg]] = {
        "MIN": [Agg(f"the lowest {n}"), Agg(f"the minimum {n}"), Agg(f"the smallest {n}")],
        "MAX": [Agg(f"the highest {n}"), Agg(f"the maximum {n}"), Agg(f"the largest {n}")],
        "MEAN": [Agg(f"the average {n}"), Agg(f"the mean {n}")],
        "MEDIAN": [Agg(f"the median {n}"), Agg(f"the middle value of the {n}")],
        "MODE": [
            Agg(f"the most common {n}"),
            Agg(f"the {n} that comes up most often"),
            Agg(f"which {n} is most frequent", True),
        ],
        "SUM": [Agg(f"the total {n}"), Agg(f"the sum of the {n}"), Agg(f"the combined {n}")],
        "COUNT_DISTINCT": [
            Agg(f"how many different {many} there are", True),
            Agg(f"the number of distinct {many}"),
            Agg(f"how many unique {many} appear", True),
        ],
        "TOP_OCCURRENCES": [
            Agg(f"the {k} most common {many}", many=True),
            Agg(f"the top {k} {many}", many=True),
            Agg(f"which {k} {many} come up most often", True),
        ],
        "EARLIEST": [Agg(f"the earliest {n}"), Agg(f"the first {n} on record")],
        "LATEST": [Agg(f"the latest {n}"), Agg(f"the most recent {n}")],
    }
    return table[m] if m in table else [Agg(f"the {m.lower()} of the {n}")]


def group_phrase(g: PropBlueprint, coll: str, rng: np.random.Generator) -> str:
    if g.type == "boolean" and g.name in BOOL_PREDICATES:
        pos, neg = BOOL_PREDICATES[g.name]
        return pick(
            rng, [f"split by whether they {pos}", f"for those that {pos} and those that {neg}"]
        )
    n = pick(rng, words(g, coll).nouns)
    forms = [f"by {n}", f"broken down by {n}", f"grouped by {n}"]
    if be(n) == "is":  # "for each coastal area", never "for each years in childcare"
        forms += [f"per {n}", f"for each {n}"]
    return pick(rng, forms)


# ---- one request -------------------------------------------------------------------------

RETRIEVE = ("List", "Show", "Find", "Get", "Return", "Show me", "Pull up", "Look up")
RETRIEVE_CASUAL = (
    "Can you find {r}{m}?",
    "Could you pull up {r}{m}?",
    "I'm looking for {r}{m}.",
    "I need {r}{m}.",
    "Are there any {p}{m}?",
    "What {p} do we have{m}?",
    "Can I get a list of {p}{m}?",
)
COUNT_EXPLICIT = (
    "How many {p}{m} are there?",
    "Count the {p}{m}.",
    "Give me the number of {p}{m}.",
    "What is the count of {p}{m}?",
    "Give me the total number of {p} on record{m}.",
)
COUNT_CASUAL = (
    "How many {p}{m} do we have?",
    "Do you know how many {p}{m} there are?",
    "How many {p}{m}?",
    "Can you count the {p}{m}?",
    "What's the number of {p}{m}?",
)


@dataclass
class Request:
    """One sub-query in words: a full sentence, and a lowercase imperative to join after 'and'."""

    sentence: str
    imperative: str
    kind: str = "q"  # imp (an order: 'List ...'), q (a question) or need ('I need ...')
    bare: str = ""  # an aggregation over every record without its "across all <records>"
    recs: str = ""


def _conds(sq: SubQuery, rng: np.random.Generator, explicit: bool) -> list[str]:
    conds = [c.mod for c in filter_conds(sq.filters, rng, explicit, sq.collection.name)]
    if sq.search is not None:
        conds.insert(0 if rng.random() < 0.6 else len(conds), search_cond(sq, rng, explicit).mod)
    return conds


RELATIVE = ("that ", "who ", "whose ", "where ", "which ")


def _mods(conds: list[str]) -> str:
    """' hired after Y, with X and whose Z ...': modifiers joined the way a sentence runs, 'and'
    only before a last relative clause ('..., and that ...' reads; '..., and with ...' less so)."""
    if not conds:
        return ""
    if len(conds) == 1:
        return " " + conds[0]
    last = conds[-1]
    if last.startswith(RELATIVE):
        joint = " and " if len(conds) == 2 else ", and "
        return " " + ", ".join(conds[:-1]) + joint + last
    return " " + ", ".join(conds)


def _only_record_count(sq: SubQuery) -> bool:
    return (
        len(sq.aggregations) == 1
        and sq.aggregations[0].metric == "COUNT"
        and sq.aggregations[0].prop.role == "identifier"
        and sq.groupby is None
    )


def sub_sentence(sq: SubQuery, rng: np.random.Generator, explicit: bool) -> Request:
    """One sub-query as a request."""
    coll = sq.collection
    p = records(coll, rng, explicit)
    m = _mods(_conds(sq, rng, explicit))
    if not sq.aggregations:
        r = pick(rng, [p, f"the {p}", f"all {p}"]) if m else f"all {p}"
        if explicit:
            verb = pick(rng, RETRIEVE)
            s, kind = f"{verb} {r}{m}.", "imp"
        else:
            s = pick(rng, RETRIEVE_CASUAL).format(r=r, p=p, m=m)
            kind = "q" if s.endswith("?") else "need"
        return Request(upper_first(s), f"{pick(rng, ('list', 'show me', 'find'))} {r}{m}", kind)
    if _only_record_count(sq):
        shapes = COUNT_EXPLICIT if explicit else COUNT_CASUAL
        s = pick(rng, shapes).format(p=p, m=m)
        kind = "imp" if s.startswith(("Count", "Give")) else "q"
        return Request(upper_first(s), f"tell me how many {p}{m} there are", kind)
    several = len(sq.aggregations) > 1
    # an aggregation that names the records ("the number of campaigns that ...") carries their
    # conditions itself, unless several share one "For <records> <conditions>, ..."
    recs = p if several and m else p + m
    aggs = [aggregation_words(a, coll, recs, rng, noun_only=several) for a in sq.aggregations]
    clause = any(a.clause for a in aggs)
    what = join_words([a.text for a in aggs])
    group = ""
    if sq.groupby is not None:
        group = (", " if m else " ") + group_phrase(sq.groupby, coll.name, rng)
    whole = all(a.whole for a in aggs)
    if whole:
        over = ""
    elif m:
        prep = "among" if what.endswith(" for") else pick(rng, ("for", "across", "among"))
        over = f" {prep} {pick(rng, (p, 'the ' + p))}{m}"
    else:
        over = f" {pick(rng, ('across all', 'for all', 'over all'))} {p}"
    shape = int(rng.integers(4))
    bare = ""
    if several and m:
        s = f"For {p}{m}{group}, {pick(rng, ('give me', 'I need', 'tell me'))} {what}."
    elif clause:
        lead = pick(rng, ("Tell me", "Work out", "Can you check", "I'd like to know"))
        end = "?" if lead.startswith("Can") else "."
        s = f"{lead} {what}{over}{group}{end}"
    elif shape == 0 and over and m:
        q = "what are" if any(a.many for a in aggs) else "what is"
        s = f"For {p}{m}{group}, {q} {what}?"
    elif shape == 1:
        lead = pick(
            rng,
            ("Give me", "I need", "Report", "Get me")
            if explicit
            else ("Can you get me", "Could you find", "I need", "Any idea of"),
        )
        end = "?" if lead.startswith(("Can", "Could", "Any")) else "."
        s = f"{lead} {what}{over}{group}{end}"
    else:
        if len(aggs) > 1:
            s = f"{pick(rng, ('Give me', 'I need', 'Tell me'))} {what}{over}{group}."
        else:
            q = "What are" if aggs[0].many else pick(rng, ("What is", "What's"))
            s = f"{q} {what}{over}{group}?"
    if not m and over and not clause and shape > 1 and len(aggs) == 1:
        bare = f"{'what are' if aggs[0].many else 'what is'} {what}{group}?"
    imp = f"{'tell me' if clause else pick(rng, ('tell me', 'give me'))} {what}{over}{group}"
    kind = "imp" if s.startswith(("Give", "Report", "Get", "Tell", "Work")) else "q"
    return Request(upper_first(s), imp, kind, bare, p)


# ---- several requests, one message ------------------------------------------------------


def _strip_end(s: str) -> str:
    return s[:-1] if s.endswith((".", "?")) else s


def join_requests(requests: list[Request], plan: list[SubQuery], rng: np.random.Generator) -> str:
    """Several requests as one message, joined as people write them."""
    out = requests[0].sentence
    for k, (req, sq) in enumerate(zip(requests[1:], plan[1:]), start=1):
        overall = (
            bool(sq.aggregations) and not sq.filters and sq.search is None and sq.groupby is None
        )
        style = int(rng.integers(5))
        if overall and req.bare and rng.random() < 0.7:
            lead = pick(rng, ("Overall, across all", "And overall, across all", "Across all"))
            out += f" {lead} {req.recs}, {req.bare}"
        elif style <= 1 and out.endswith(".") and requests[k - 1].kind == "imp":
            out = f"{_strip_end(out)}, and {req.imperative}."
        elif style == 2:
            out += f" {pick(rng, ('Also,', 'Plus,', 'And'))} {lower_first(req.sentence)}"
        elif style == 3 and out.endswith("?"):
            out += f" And {lower_first(req.sentence)}"
        else:
            out += f" {req.sentence}"
    return out


def context(env: EnvBlueprint, rng: np.random.Generator) -> str:
    """One short clause of context for a conversational command."""
    return pick(rng, CONTEXT.get(env.id, env.scenarios or ("I have a quick question",)))


def write_command(
    env: EnvBlueprint, plan: list[SubQuery], phrasing: str, rng: np.random.Generator
) -> str:
    """The natural-language request for a plan in the given phrasing."""
    explicit = phrasing == "explicit"
    requests = [sub_sentence(sq, rng, explicit) for sq in plan]
    body = join_requests(requests, plan, rng)
    if explicit:
        return body
    shape = int(rng.integers(6))
    if shape == 0 and len(plan) == 1:
        return body  # the request alone, in a conversational voice
    if shape == 1 and PURPOSES.get(env.id) and not body.startswith("For "):
        return f"For {pick(rng, PURPOSES[env.id])}, {lower_first(body)}"
    clause = context(env, rng)
    if shape <= 3:
        return f"{clause}. {body}"
    if shape == 4:
        return f"{clause}: {lower_first(body)}"
    return f"{clause}, so {lower_first(body)}" if body.endswith(".") else f"{clause}. {body}"
