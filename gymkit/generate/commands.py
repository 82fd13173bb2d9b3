"""Natural-language commands for generated plans, in the card's explicit and conversational forms.

Why: a command must name every operator of its plan in words a careful reader can map back
(values verbatim, the records by their plain noun), and the sets must not read as one
template. Conditions come from `gymkit.generate.conditions`; here each aggregation becomes a
noun phrase or a clause ("how many designs"), sentences take many shapes (questions,
imperatives, needs, "Among ..., what is ...?"), multi-requests join naturally ("Also, ...",
"Two things: ..."), and conversational commands open with who asks and why. Word tables live
in `gymkit.generate.wording`. These templates stay inside gymkit.generate: the rule-based
parser must not be written against them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from gymkit.generate.blueprints import EnvBlueprint, PropBlueprint
from gymkit.generate.conditions import (
    Cond,
    aka,
    article,
    be,
    filter_conds,
    join_words,
    lower_first,
    pick,
    plural,
    search_cond,
    upper_first,
)
from gymkit.generate.plans import Aggregation, SubQuery
from gymkit.generate.wording import BOOL_PREDICATES, CLOSINGS, FLAG_ITEMS, PERSONAS, SHORT_NOUNS

__all__ = ["join_requests", "scenario", "sub_sentence", "write_command"]

# ---- aggregations ------------------------------------------------------------------------


@dataclass
class Agg:
    """An aggregation's words; `clause` when it reads 'how many ...', not a noun phrase."""

    text: str
    clause: bool = False
    many: bool = False  # a plural noun phrase: "what are the 3 most common specialties"


def _bool_agg(a: Aggregation, plural_noun: str, n: str, rng: np.random.Generator) -> Agg | None:
    m, p = a.metric, a.prop
    if m == "COUNT":
        return None
    true = m in ("TOTAL_TRUE", "PERCENTAGE_TRUE")
    share = m.startswith("PERCENTAGE")
    if p.type == "boolean" and p.name in BOOL_PREDICATES:
        pred = BOOL_PREDICATES[p.name][0 if true else 1]
        if share:
            return _c_agg(
                rng,
                [
                    Agg(f"the percentage of {plural_noun} that {pred}"),
                    Agg(f"what percentage of {plural_noun} {pred}", True),
                    Agg(f"the percentage share of {plural_noun} that {pred}"),
                ],
            )
        return _c_agg(
            rng,
            [
                Agg(f"the number of {plural_noun} that {pred}"),
                Agg(f"how many {plural_noun} {pred}", True),
            ],
        )
    if p.type == "boolean_array" and p.name in FLAG_ITEMS:
        _, pl, good, bad = FLAG_ITEMS[p.name]
        tail = good if true else bad
        if share:
            return _c_agg(
                rng,
                [
                    Agg(f"the percentage of {pl} {tail}"),
                    Agg(f"the percentage share of {pl} {tail}"),
                ],
            )
        return _c_agg(
            rng, [Agg(f"the number of {pl} {tail}"), Agg(f"the total count of {pl} {tail}")]
        )
    return None


def _bool_count(p: PropBlueprint, plural_noun: str) -> list[Agg]:
    """COUNT of a true/false property counts the records that answer it, in the description's words."""
    if p.name in BOOL_PREDICATES:
        pos = BOOL_PREDICATES[p.name][0]
        return [
            Agg(f"how many {plural_noun} say whether they {pos}", True),
            Agg(f"how many {plural_noun} have an answer on whether they {pos}", True),
            Agg(f"how many {plural_noun} indicate whether or not they {pos}", True),
        ]
    flag = p.aka[0]
    return [Agg(f"how many {plural_noun} have {flag} filled in", True)]


def _c_agg(rng: np.random.Generator, options: list[Agg]) -> Agg:
    return options[int(rng.integers(len(options)))]


def aggregation_words(
    a: Aggregation, plural_noun: str, rng: np.random.Generator, explicit: bool
) -> Agg:
    """One aggregation in words: 'the average boardings', 'how many designs', 'the 3 most common specialties'."""
    p, m = a.prop, a.metric
    n = aka(p, rng, explicit)
    many = plural(n)
    if p.type in ("boolean", "boolean_array"):
        got = _bool_agg(a, plural_noun, n, rng)
        if got is not None:
            return got
    if m == "COUNT":
        if p.role == "identifier":
            return _c_agg(
                rng,
                [
                    Agg(f"the number of {plural_noun}"),
                    Agg(f"how many {plural_noun} there are", True),
                ],
            )
        if p.type == "boolean":
            return _c_agg(rng, _bool_count(p, plural_noun))
        if p.type.endswith("_array"):
            return _c_agg(
                rng,
                [
                    Agg(f"the total number of {n} listed"),
                    Agg(f"how many {n} are listed in total", True),
                ],
            )
        # COUNT(property) counts the records that hold a value, not distinct values: say
        # "how many enrollments have a daycare center on record", never "how many daycare
        # centers are on record" (which reads as COUNT_DISTINCT).
        art = article(n)
        return _c_agg(
            rng,
            [
                Agg(f"the number of {plural_noun} with {art} {n} on record"),
                Agg(f"how many {plural_noun} have {art} {n} on record", True),
            ],
        )
    k = a.limit or 5
    of = (
        f"of the {n}" if be(n) == "are" else ""
    )  # an array or plural name: "the lowest of the hourly rates"
    table: dict[str, list[Agg]] = {
        "MIN": [
            Agg(f"the lowest {of or n}"),
            Agg(f"the minimum {n}" if not of else f"the minimum of the {n}"),
            Agg(f"the smallest {of or n}"),
        ],
        "MAX": [
            Agg(f"the highest {of or n}"),
            Agg(f"the maximum {n}" if not of else f"the maximum of the {n}"),
            Agg(f"the largest {of or n}"),
        ],
        "MEAN": [Agg(f"the average {n}"), Agg(f"the mean {n}"), Agg(f"the average {of or n}")],
        "MEDIAN": [Agg(f"the median {n}"), Agg(f"the median value {of or 'of the ' + n}")],
        "MODE": [
            Agg(f"the most common {n}" if not of else f"the most common value among the {n}"),
            Agg(
                f"the most frequent {n} value"
                if not of
                else f"the most frequent value among the {n}"
            ),
            Agg(
                f"which {n} occurs most often"
                if not of
                else f"which value of the {n} occurs most often",
                True,
            ),
        ],
        "SUM": [
            Agg(f"the total {n}"),
            Agg(f"the sum {of or 'of the ' + n}"),
            Agg(f"the combined {n}"),
        ],
        "COUNT_DISTINCT": [
            Agg(f"how many different {many} there are", True),
            Agg(f"the number of distinct {many}"),
            Agg(f"how many unique {many} appear", True),
        ],
        "TOP_OCCURRENCES": [
            Agg(f"the {k} most common {many}", many=True),
            Agg(f"the top {k} {many} by frequency", many=True),
            Agg(f"which {k} {many} come up most often", True),
            Agg(f"the {k} {many} that appear most often", many=True),
        ],
        "TOTAL_TRUE": [
            Agg(f"how many {n} flags are true", True),
            Agg(f"the number of true {n} values"),
        ],
        "TOTAL_FALSE": [
            Agg(f"how many {n} flags are false", True),
            Agg(f"the number of false {n} values"),
        ],
        "PERCENTAGE_TRUE": [Agg(f"the percentage of {n} values that are true")],
        "PERCENTAGE_FALSE": [Agg(f"the percentage of {n} values that are false")],
        "EARLIEST": [Agg(f"the earliest {of or n}"), Agg(f"the first {n} on record")],
        "LATEST": [
            Agg(f"the latest {of or n}"),
            Agg(f"the most recent {of or n}"),
            Agg(f"the last {n} on record"),
        ],
    }
    return _c_agg(rng, table[m])


def aggregation_phrase(a: Aggregation, rng: np.random.Generator, explicit: bool) -> str:
    """An aggregation's words without the records' noun in view (kept for callers of the old API)."""
    return aggregation_words(a, "records", rng, explicit).text


def group_phrase(g: PropBlueprint, rng: np.random.Generator, explicit: bool) -> str:
    if g.type == "boolean" and g.name in BOOL_PREDICATES and not explicit:
        pos, neg = BOOL_PREDICATES[g.name]
        return pick(
            rng,
            [
                f"split by whether they {pos}",
                f"separately for those that {pos} and those that {neg}",
            ],
        )
    name = aka(g, rng, explicit)
    forms = [f"broken down by {name}", f"grouped by {name}", f"split by {name}"]
    forms += [f"for each {name}", f"per {name}"] if be(name) == "is" else [f"by {name}"]
    return pick(rng, forms)


# ---- sentences ---------------------------------------------------------------------------

RETRIEVE = ("Find", "List", "Show", "Get", "Retrieve", "Return", "Pull up", "Look up", "Show me")
RETRIEVE_CASUAL = (
    "Could you pull up {r}{m}?",
    "Can you find {r}{m}?",
    "I'm looking for {r}{m}.",
    "I'd like to see {r}{m}.",
    "Please list {r}{m}.",
    "Would you mind finding {r}{m}?",
    "Any chance you could list {r}{m}?",
    "Help me find {r}{m}.",
    "Show me {r}{m}, please.",
    "Can I get a list of {r}{m}?",
    "Are there any {p}{m}? If so, list them.",
    "Which {p} {v}?",
    "I need the {p} that {v}.",
)
RETRIEVE_EXPLICIT_EXTRA = ("Which {p} {v}?", "Return the {p} that {v}.", "I need the {p}{m}.")
COUNT_SHAPES = (
    "How many {p}{m} are there{g}?",
    "How many {p} {v}{g}?",
    "Count the {p}{m}{g}.",
    "What's the number of {p}{m}{g}?",
    "I need to know how many {p} {v}{g}.",
    "Give me a count of {r}{m}{g}.",
)
COUNT_CASUAL = (
    "Could you count {r}{m}{g}?",
    "Do you know how many {p} {v}{g}?",
    "How many of our {p} {v}{g}?",
)
COUNT_BARE = (
    "How many {p} are there{g}?",
    "How many {p} do we have{g}?",
    "Count all {p}{g}.",
    "What's the total number of {p}{g}?",
    "Give me a count of all {p}{g}.",
    "I need the number of {p} on file{g}.",
    "Can you tell me how many {p} we have{g}?",
    "What is the count of {p}{g}?",
    "How many {p} are in the system{g}?",
    "Please count the {p}{g}.",
)
AGG_LEAD = ("Give me", "Compute", "Report", "Calculate", "Find", "I need", "Please get me")
AGG_LEAD_Q = ("What is", "Could you give me", "What's", "Can you get me")
CLAUSE_LEAD = ("Tell me", "Work out", "Find out", "I'd like to know", "Please figure out")
CLAUSE_LEAD_Q = ("Can you check", "Could you tell me", "Would you work out", "Do you know")
OVER = ("across", "for", "over", "among")
GREETINGS = ("Hi!", "Hello!", "Hey there.", "Morning!", "Quick question.", "Hi team.")


def _records(sq: SubQuery, many: str, rng: np.random.Generator, casual: bool) -> str:
    if casual:
        extra = [] if sq.aggregations else [f"any {many}"]
        return pick(rng, [f"the {many}", many, f"all {many}", f"our {many}", *extra])
    return pick(rng, [many, f"all {many}", f"the {many}"])


def _conds(sq: SubQuery, rng: np.random.Generator, explicit: bool) -> list[Cond]:
    conds = filter_conds(sq.filters, rng, explicit)
    if sq.search is not None:
        conds.insert(0 if rng.random() < 0.6 else len(conds), search_cond(sq, rng, explicit))
    return conds


def _fill(template: str, **parts: str) -> str:
    return template.format(**parts)


def _only_record_count(sq: SubQuery) -> bool:
    return (
        len(sq.aggregations) == 1
        and sq.aggregations[0].metric == "COUNT"
        and sq.aggregations[0].prop.role == "identifier"
    )


NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
COUNT_SPLIT = (
    "Among {ra}{m0}, how many {vr}?",
    "Of {ra}{m0}, how many {vr}?",
    "How many {p} meet all {n} of these conditions: {ml}?",
    "Count the {p} that satisfy these {n} conditions: {ml}.",
    "I need a count of the {p} meeting {n} conditions: {ml}.",
    "Looking at {ra}{m0}, can you tell me how many {vr}?",
)
RETRIEVE_SPLIT = (
    "Among {ra}{m0}, which {vr}?",
    "Of {ra}{m0}, which ones {vr}?",
    "List the {p} that meet all {n} of these conditions: {ml}.",
    "Find {p} matching every one of these: {ml}.",
    "I'm after {p} that meet {n} conditions: {ml}.",
    "Starting from {ra}{m0}, show me the ones that {vr}.",
)
BACK_RETRIEVE = ("{verb} those{m}.", "{verb} the ones{m}.", "What about those{m}? List them too.")
BACK_COUNT = (
    "What about those{m}: how many are there?",
    "Count those{m}.",
    "Count the ones{m}.",
    "And the ones{m}: how many are there?",
)


def _split(conds: list[Cond]) -> dict[str, str]:
    """A long condition list split into a lead-in and the rest, or a semicolon list."""
    return {
        "m0": " " + conds[0].mod,
        "vr": join_words([c.pred for c in conds[1:]]),
        "ml": "; ".join(c.mod for c in conds[:-1]) + "; and " + conds[-1].mod,
        "n": NUMBER_WORDS.get(len(conds), str(len(conds))),
    }


def sub_sentence(
    sq: SubQuery,
    rng: np.random.Generator,
    explicit: bool,
    first: bool = True,
    back: str = "",
) -> str:
    """One sub-query as a full sentence (capitalised, ending in '.' or '?')."""
    casual = not explicit
    many = sq.collection.noun[1]
    if casual and sq.collection.name in SHORT_NOUNS and rng.random() < 0.4:
        many = SHORT_NOUNS[sq.collection.name]  # "designs" for tattoo designs, as people say
    recs = _records(sq, many, rng, casual)
    conds = _conds(sq, rng, explicit)
    mods = (" " + join_words([c.mod for c in conds])) if conds else ""
    preds = join_words([c.pred for c in conds]) if conds else ""
    group = ""
    if sq.groupby is not None:
        group = (", " if conds else " ") + group_phrase(sq.groupby, rng, explicit)
    ra = f"the {many}" if recs.startswith("any ") else recs  # "Among the routes", not "any"
    parts = {"r": recs, "ra": ra, "p": many, "m": mods, "v": preds, "g": group}
    if len(conds) >= 3 and sq.groupby is None:
        parts.update(_split(conds))
    elif len(conds) == 2 and sq.groupby is None:
        parts.update(m0=" " + conds[0].mod, vr=conds[1].pred)
    if back and conds and sq.groupby is None and (not sq.aggregations or _only_record_count(sq)):
        # the previous request was on the same records: "those whose ...", "the ones with ..."
        if sq.aggregations:
            return upper_first(_fill(pick(rng, BACK_COUNT), **parts))
        verb = pick(rng, RETRIEVE)
        return upper_first(_fill(pick(rng, BACK_RETRIEVE), verb=verb, **parts))
    if back and conds:
        recs = pick(rng, ("those", "the ones"))
    elif back == "same" and not conds:
        recs = pick(rng, ("them", "all of them", "the same set"))
    if not sq.aggregations:
        pool = [f"{v} {{r}}{{m}}." for v in RETRIEVE]
        pool += list(RETRIEVE_CASUAL) if casual else list(RETRIEVE_EXPLICIT_EXTRA)
        if not conds:
            pool = [t for t in pool if "{v}" not in t and "If so" not in t]
        if "ml" in parts and rng.random() < 0.6:
            pool = list(RETRIEVE_SPLIT)
        return upper_first(_fill(pick(rng, pool), **parts))
    if _only_record_count(sq):
        if not conds:
            return upper_first(_fill(pick(rng, COUNT_BARE), **parts))
        pool = list(COUNT_SHAPES) + (list(COUNT_CASUAL) if casual else [])
        if "ml" in parts:
            pool = list(COUNT_SPLIT)
        elif "m0" in parts:
            pool += [t for t in COUNT_SPLIT if "{ml}" not in t]
        if sq.groupby is not None:
            name = aka(sq.groupby, rng, explicit)
            if be(name) == "is":
                pool.append(f"For each {name}, how many {{p}}{{m}} are there?")
        return upper_first(_fill(pick(rng, pool), **parts))
    aggs = [aggregation_words(a, many, rng, explicit) for a in sq.aggregations]
    what = join_words([a.text for a in aggs])
    clause = any(a.clause for a in aggs)
    several = len(aggs) > 1 or aggs[0].many
    over = pick(rng, OVER[:3] if " among " in what else OVER)
    scope = f"{recs}{mods}"
    # "how many daycare centers say whether ..." already names every record: no "among ..."
    over_scope = "" if not conds and f" {many} " in f" {what} " else f" {over} {scope}"
    shape = int(rng.integers(6))
    # "What is" for one value, "What are" for a plural list; several values joined by "and"
    # ("the number of X and the average Y") read better after "give me" than after "what are".
    joined = len(aggs) > 1
    what_is = "what are" if several else "what is"
    if "ml" in parts and not back and rng.random() < 0.6:  # the condition list last
        lead = pick(rng, CLAUSE_LEAD if clause else AGG_LEAD)
        tail = pick(rng, ("that meet all {n} of these conditions", "matching these {n} conditions"))
        tail = tail.format(n=parts["n"])
        s = f"{lead} {what}{group}, for the {many} {tail}: {parts['ml']}."
    elif shape == 1 and conds:  # "Among X, what is Y?"
        if clause:
            lead = pick(rng, ("tell me", "I'd like to know"))
        elif joined:
            lead = pick(rng, ("give me", "I'd like", "please report"))
        else:
            lead = what_is
        end = "?" if lead.startswith("what") else "."
        s = f"{pick(rng, ('Among', 'For', 'Looking only at'))} {scope}, {lead} {what}{group}{end}"
    elif shape == 2 and conds and not clause:
        s = f"For {recs} that {preds}{group}, I'd like {what}."
    elif shape == 3 and sq.groupby is not None:
        g = group.lstrip(", ")
        lead = "tell me" if clause else ("give me" if joined else what_is)
        end = "?" if lead.startswith("what") else "."
        s = f"{upper_first(g)}, {lead} {what}{over_scope}{end}"
    else:
        if rng.random() < 0.5:
            leads = CLAUSE_LEAD_Q if clause else AGG_LEAD_Q
            if joined and not clause:
                leads = tuple(x for x in leads if not x.startswith("What"))
            lead = pick(rng, leads)
            end = "?"
        else:
            lead = pick(rng, CLAUSE_LEAD if clause else AGG_LEAD)
            end = "."
        if lead in ("What is", "What's") and several:
            lead = "What are"
        s = f"{lead} {what}{over_scope}{group}{end}"
    return upper_first(s)


def _strip_end(s: str) -> str:
    return s[:-1] if s.endswith((".", "?")) else s


def join_requests(sentences: list[str], rng: np.random.Generator) -> str:
    """Several requests as one message: 'Also, ...', '..., and separately ...', 'Two things: ...'."""
    if len(sentences) == 1:
        return sentences[0]
    end = "?" if sentences[-1].endswith("?") else "."
    style = int(rng.integers(6))
    if style == 0:
        n = len(sentences)
        count = pick(
            rng,
            {
                2: ("Two things", "A couple of things", "Two requests"),
                3: ("Three things", "Three requests"),
            }[n],
        )
        if rng.random() < 0.5 and not any("; " in s for s in sentences):
            ords = ["first", "second", "and third"] if n == 3 else ["first", "and second"]
            body = "; ".join(f"{o}, {lower_first(_strip_end(s))}" for o, s in zip(ords, sentences))
            return f"{count}: {body}{end}"
        ords = ["First", "Second", "Third"] if rng.random() < 0.5 else ["First", "Next", "Finally"]
        return f"{count}. " + " ".join(f"{o}, {lower_first(s)}" for o, s in zip(ords, sentences))
    if style == 1 and len(sentences) == 2:
        return f"{_strip_end(sentences[0])}, and separately, {lower_first(sentences[1])}"
    out = sentences[0]
    joiners = (" Also, ", " Separately, ", " On a different note, ", " Then, ", " In addition, ")
    for k, s in enumerate(sentences[1:]):
        j = " And finally, " if k == len(sentences) - 2 and k > 0 else pick(rng, joiners)
        out += j + lower_first(s)
    return out


def scenario(env: EnvBlueprint, rng: np.random.Generator) -> str:
    """Who is asking and why, in one or two sentences, ending with a full stop."""
    personas, purposes = PERSONAS.get(env.id, ((), ()))
    if not personas or rng.random() < 0.15:
        return pick(rng, env.scenarios) + "."
    who, why = pick(rng, personas), pick(rng, purposes)
    shape = int(rng.integers(5))
    if shape == 0:
        return f"{who}, and {why}."
    if shape == 1:
        return f"{who}. {upper_first(why)}."
    if shape == 2:
        return f"{pick(rng, GREETINGS)} {who}, and {why}."
    if shape == 3:
        return f"{who}. {upper_first(why)}, so I need your help."
    return f"{upper_first(why)}. {who}."


def write_command(
    env: EnvBlueprint, plan: list[SubQuery], phrasing: str, rng: np.random.Generator
) -> str:
    """The natural-language request for a plan in the given phrasing."""
    explicit = phrasing == "explicit"
    sentences = []
    for i, sq in enumerate(plan):
        back = ""
        prev = plan[i - 1] if i > 0 else None
        # Refer back ("those", "the ones", "them") only when the previous request was on the
        # whole collection: sub-queries are independent, and "those with X" after a filtered
        # request would read as a subset of its results (multi-hop), which the plan is not.
        same = prev is not None and prev.collection.name == sq.collection.name
        if same and not (prev.filters or prev.search):
            back = "same" if not (sq.filters or sq.search) else "whole"
        sentences.append(sub_sentence(sq, rng, explicit, i == 0, back))
    body = join_requests(sentences, rng)
    if explicit:
        return body
    return f"{scenario(env, rng)} {body}{pick(rng, CLOSINGS)}"
