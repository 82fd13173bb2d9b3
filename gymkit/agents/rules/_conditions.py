"""Conditions on categories, tags, numbers, dates and flags: the comparison said around each
value, the property it belongs to (the nearest one named in the same clause), array operators
from 'or' / 'both', and a flag's value from the words of its clause."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from gymkit.agents.rules._build import Builder, span_text
from gymkit.agents.rules._clause import clause
from gymkit.agents.rules._find import (
    Mention,
    tok_index,
)
from gymkit.agents.rules._knowledge import CollInfo, PropInfo
from gymkit.agents.rules._values import Value, year_range
from gymkit.agents.rules._words import (
    AFTER_PHRASES,
    BEFORE_PHRASES,
    CONTEXT,
    DISPLAY_CUES,
    NEGATED_OPS,
    NEGATIONS,
    NEGATIVE_OUTCOMES,
    POLARITY_WORDS,
    POSITIVE_OUTCOMES,
    RELATIVE,
    TURNING,
    text_after,
    text_before,
)

_AFTER_RE = re.compile(
    r"\s*(?:(?!(?:and|or|where|whose|with|which|that|but)\b)[a-z$%'-]+\s+){0,4}?("
    + "|".join(re.escape(p) for p, _ in AFTER_PHRASES)
    + r")\b"
)

_AFTER_OPS = dict(AFTER_PHRASES)

# Between two conditions, an 'or' that joins them ('more than 10 years of experience or hold a
# CPR qualification'), not one that belongs to a comparison ('or more') or leads a new clause.
_OR_GAP = re.compile(
    r"^[\s,]*(?:\S+\s+){0,3}?or\b(?!\s+(?:more|fewer|less|later|earlier|older|"
    r"younger|higher|lower|longer|shorter|greater|so|not|equal)\b)"
)
_GAP_BREAK = re.compile(r"\b(?:and|but|also|plus|then|whose|where)\b|[;:.?!()]", re.I)


def or_across_properties(text: str, b: Builder) -> None:
    """'beaches with waves over 2 meters or a rip-current warning', 'staff who either open the
    center or have more than 10 years': two conditions on different properties joined by 'or'
    (a few words at most between them, no 'and') are an OR in the call's filter tree, not two
    AND-ed filters. Conditions already in an OR stay as they are."""
    placed = []
    for list_name, entry, words in b.filter_words:
        if not any(e is entry for e in b.call.get(list_name, [])):
            continue
        start = text.find(words) if words else -1
        if start < 0:
            continue
        placed.append((start, start + len(words), list_name, entry))
    placed.sort(key=lambda x: x[0])
    groups: list[list[tuple]] = []
    for prev, cur in zip(placed, placed[1:]):
        gap = text[prev[1] : cur[0]]
        if (
            prev[3]["property_name"] == cur[3]["property_name"]
            or cur[0] < prev[1]
            or len(gap.split()) > 8
            or not _OR_GAP.match(gap.lower())
            or _GAP_BREAK.search(gap)
        ):
            continue
        if groups and groups[-1][-1] is prev:
            groups[-1].append(cur)
        else:
            groups.append([prev, cur])
    for group in groups:
        for _, _, list_name, entry in group:
            b.drop_filter(list_name, entry)
        b.add_or([g[3] for g in group], text[group[0][0] : group[-1][1]])


_NAMED_OF = re.compile(r"\s+(?:an?|the)\s+(?:(?!(?:an?|the)\b)[a-z'-]+\s+){1,4}?of$")


def comparator(text: str, v: Value) -> tuple[str | None, int, int]:
    """The operator said around a value, and the character span of its words.

    Only the CONTEXT characters before the value are read (a comparison phrase is a few words),
    so finding every value's operator is linear in the command's length."""
    off = max(0, v.start - CONTEXT)
    op, start, end = _comparator_in(text[off : v.end + CONTEXT], _shifted(v, -off))
    return op, start + off, end + off


def _shifted(v: Value, by: int) -> Value:
    return replace(v, start=v.start + by, end=v.end + by)


def _comparator_in(text: str, v: Value) -> tuple[str | None, int, int]:
    pre = text[: v.start].rstrip().lower()
    pre = re.sub(r"[$€£]$", "", pre).rstrip()
    pres = [pre]
    if pre.endswith(" the"):  # 'on or before the 28th of August'
        pres.append(pre[:-4].rstrip())
    named = _NAMED_OF.search(pre)
    if named:  # 'above a starting age of 50': the comparison, then the property's name
        pres.append(pre[: named.start()].rstrip())
        if named.group(0).strip() == "the end of":  # 'before the end of 2025': through it
            for p_ in pres[-1:]:
                t_ = " " + " ".join(p_[-60:].split())
                if t_.endswith((" before", " prior to", " earlier than")):
                    return "<=", len(p_) - len(t_.split()[-1]), v.end
    for pre in pres:
        tail = " " + " ".join(pre[-60:].split())
        for phrase, op in BEFORE_PHRASES:
            if tail.endswith(" " + phrase) or (not phrase[0].isalpha() and tail.endswith(phrase)):
                start = len(pre) - len(phrase)
                neg = re.search(r"(?:^|\W)(not|never)\s*$", pre[:start])
                if neg:
                    op = NEGATED_OPS[op]
                    start = neg.start(1)
                return op, start, v.end
    if text[v.end : v.end + 1] == "+":  # '10+ years'
        return ">=", v.start, v.end + 1
    m = _AFTER_RE.match(text_after(text, v.end).lower())
    if m:
        return _AFTER_OPS[m.group(1)], v.start, v.end + m.end()
    return None, v.start, v.end


_TEMPORAL = re.compile(
    r"\b(?:before|after|since|until|till|through|by|from|earlier|later|prior|onwards?|starting|"
    r"beginning|as of|older|newer)\b"
)
_LIST_GAP = re.compile(
    r"^[\s,$]*(?:dollars?|usd|cm|kg|minutes?|years?|hours?|meters?)?[\s,]*(?:and|or|&)?[\s$]*$",
    re.I,
)


def _join_listed(text: str, coll: CollInfo, array_hits: dict) -> None:
    """'every one of 50 dollars and $100': values listed together belong to one list property,
    the first's, when its vocabulary holds them all."""
    flat = sorted((h[0].start, name, h) for name, hits in array_hits.items() for h in hits)
    for (_, a, h1), (_, b_, h2) in zip(flat, flat[1:]):
        if a == b_ or not _LIST_GAP.match(text[h1[0].end : h2[0].start]):
            continue
        pa = coll.prop(a)
        if pa is not None and _in_vocab(pa, h2[0]) and h2 in array_hits.get(b_, []):
            array_hits[b_].remove(h2)
            array_hits[a].append(h2)
            if not array_hits[b_]:
                del array_hits[b_]


def _prop_score(
    p: PropInfo,
    mentions: list[Mention],
    ti: int,
    raw_tokens,
    v: Value,
    span: tuple[int, int] = (-1, 10**6),
) -> float:
    best = 0.0
    for m in mentions:
        if m.prop is not p:
            continue
        dist = min(abs(m.first - ti), abs(m.last - ti))
        w = min(m.score, 1.2) / (1 + 0.35 * dist)
        same_clause = span[0] <= m.first and m.last <= span[1]
        w *= 1.5 if same_clause else 0.6
        if (
            same_clause and 0 < m.first - ti <= 2
        ):  # a unit right after: '14 days', '100 dollar deposit'
            w *= 1.6
        best = max(best, w)
    near = " ".join(t.low for t in raw_tokens[max(0, ti - 2) : ti + 4])
    money = "$" in v.raw or re.search(r"\b(dollars?|usd|bucks)\b", near)
    if money and ({"usd", "dolla", "price", "cost"} & (set(p.stems) | set(p.desc))):
        best += 0.5
    for unit, stems in (
        ("cm", ("cm", "centi")),
        ("kg", ("kilog",)),
        ("minute", ("minut",)),
        ("year", ("year",)),
    ):
        if re.search(rf"\b{unit}s?\b", near) and any(s in p.stems or s in p.desc for s in stems):
            best += 0.4
    return best


class Conditions:
    """RequestParser's handling of categories, tags, comparisons and flags (a mixin)."""

    def _vocab(self, text, tokens, vocab, b: Builder) -> None:
        by_prop: dict[str, list] = {}
        for h in vocab:
            before = {tokens[j].low for j in range(max(0, h.first - 2), h.first)}
            if before & {"not", "no", "without", "excluding", "except", "never"}:
                b.trace.append(
                    {
                        "words": span_text(text, tokens, h.first, h.last),
                        "produced": "nothing: a tag that must be absent cannot be filtered",
                    }
                )
                continue
            by_prop.setdefault(h.prop.name, []).append(h)
        for hits in by_prop.values():
            p = hits[0].prop
            words = span_text(text, tokens, hits[0].first, hits[-1].last)
            if not p.prop.is_array:
                vals = list(dict.fromkeys(h.value for h in hits))
                if len(vals) > 1:  # 'in West Bay or North Shore'
                    b.add_or(
                        [{"property_name": p.name, "operator": "=", "value": v} for v in vals],
                        words,
                    )
                else:
                    b.add_filter(p, "=", vals[0], words)
                continue
            vals = list(dict.fromkeys(h.value for h in hits))
            op = _array_op(text, tokens, hits[0].first, hits[-1].last, len(vals))
            b.add_filter(p, op, vals, words)

    def _values(
        self,
        text,
        tokens,
        values: list[Value],
        coll: CollInfo,
        mentions,
        b: Builder,
        used: set[int],
        comparators: dict,
    ) -> None:
        values = sorted(values, key=lambda v: v.start)
        ops = [comparators[id(v)] for v in values]
        # between X and Y / from X to Y
        paired: set[int] = set()
        bounds: set[int] = set()  # the second bound of a range: the first bound's property
        chosen: dict[int, PropInfo] = {}
        for i in range(len(values) - 1):
            gap = text[values[i].end : values[i + 1].start].lower().strip()
            off = max(0, values[i].start - CONTEXT)
            pre = text[off : values[i].start].lower().rstrip()
            if gap in ("and", "to", "through", "-", "–", "until", "thru") and re.search(
                r"\b(between|from|range of|ranging from)$", pre
            ):
                ops[i] = (">=", off + (pre.rfind(" ") + 1 if " " in pre else 0), values[i].end)
                ops[i + 1] = ("<=", values[i].end, values[i + 1].end)
                paired.add(i)  # 'from January to March 2026': a span, not the month
                bounds.add(i + 1)
            elif gap in ("-", "–", "to") and ops[i][0] is None:
                ops[i] = (">=", values[i].start, values[i].end)
                ops[i + 1] = ("<=", values[i].end, values[i + 1].end)
                bounds.add(i + 1)
        array_hits: dict[str, list[tuple[Value, Any, int]]] = {}
        for k, v in enumerate(values):  # 'from March 2026' is the month, not 'since'
            if (
                v.kind == "range"
                and k not in paired
                and ops[k][0] == ">="
                and re.search(r"\b(?:from|starting)\s*$", text_before(text, v.start).lower())
                and not re.match(r"\s*(?:on|onwards?)\b", text_after(text, v.end).lower())
            ):
                ops[k] = (None, v.start, v.end)
        # '$100 and $125 per hour', '5 or 25 cm': numbers joined by and/or (their unit between
        # them at most) are values of one property, the one the last is said with; so the
        # last of each such run is placed first
        joined = {
            i
            for i in range(len(values) - 1)
            if i not in paired
            and i + 1 not in bounds
            and values[i].kind == values[i + 1].kind == "number"
            and ops[i][0] is None
            and ops[i + 1][0] is None
            and _JOINED_NUMBERS.match(text[values[i].end : values[i + 1].start].lower().strip())
        }
        order = _placed_last_first(len(values), joined)
        for k in order:
            v, (op, s, e) = values[k], ops[k]
            at = k
            ti = tok_index(tokens, v.start, v.end)
            ti0 = ti[0] if ti else 0
            pre_word = text_before(text, v.start).lower().split()[-1:] or [""]
            is_date = v.kind in ("date", "range")
            yearish = v.kind == "number" and v.year_like
            lead = " ".join(text_before(text, s).split()[-1:])  # 'until at least 2028'
            said_op = (lead + " " + text[s : v.start] + " " + text[v.end : e]).lower()
            if yearish and op is not None and not _TEMPORAL.search(said_op):
                yearish = False  # 'boardings came in above 2000': a size, not a year
            scal_num = [
                p
                for p in coll.props
                if p.kind == "numeric"
                and not p.prop.is_array
                # '95 and 180 dollars' is no value of a count that only runs 1 to 8
                and (op not in (None, "=") or not p.few or _among(p.few, v))
            ]
            scal_date = [p for p in coll.props if p.kind == "date" and not p.prop.is_array]
            arr = [
                p
                for p in coll.props
                if p.prop.is_array
                and p.kind in ("numeric", "date")
                and (_in_vocab(p, v) or _named_next_to(p, mentions, ti0))
            ]
            cands: list[PropInfo] = []
            if is_date:
                cands = scal_date + ([] if op not in (None, "=") else arr)
            else:
                cands = (
                    scal_num
                    + (scal_date if yearish else [])
                    + ([] if op not in (None, "=") else arr)
                )
            if not cands:
                continue
            lo, hi = clause(tokens, text, ti[0] if ti else 0, ti[-1] if ti else 0)
            if lo >= 2 and tokens[lo - 1].low in RELATIVE:
                lo = clause(tokens, text, lo - 2, lo - 2)[0]  # 'boardings that came in above'
            scored = [(_prop_score(p, mentions, ti0, tokens, v, (lo, hi)), p) for p in cands]
            before = _named_right_before(tokens, mentions, ti0, tok_index(tokens, s, e))
            if before is not None:  # 'seatsSold is 80 and ticketPriceUsd is at least 12'
                scored = [(sc + (1.0 if p is before else 0.0), p) for sc, p in scored]
            in_clause = {m.prop.name for m in mentions if lo <= m.first and m.last <= hi}
            scalar_said = any(p.name in in_clause and not p.prop.is_array for p in cands)
            for k, (sc, p) in enumerate(scored):
                if p.prop.is_array and (p.name in in_clause or not scalar_said):
                    scored[k] = (sc + 0.6, p)  # '... equal to 16': the scalar said in the clause
                if yearish and p.kind == "date":
                    scored[k] = (
                        sc
                        + (
                            0.8
                            if pre_word[0]
                            in (
                                "in",
                                "from",
                                "during",
                                "since",
                                "before",
                                "after",
                                "throughout",
                                "until",
                                "through",
                                "of",
                                "by",
                            )
                            else 0.3
                        ),
                        p,
                    )
                if (
                    yearish
                    and p.kind == "numeric"
                    and not (set(p.stems) & {"year", "years"})
                    and sc < 0.6
                ):
                    scored[k] = (sc - 0.5, p)
            best_score, prop = max(scored, key=lambda x: x[0])
            if best_score <= 0:
                if len(cands) == 1:
                    prop = cands[0]
                elif op is None:
                    continue
                else:
                    prop = cands[0]
            if at in bounds and at - 1 in chosen and chosen[at - 1] in cands:
                prop = chosen[at - 1]  # 'runtimeMinutes between 90 and 120': one property
            if at in joined and at + 1 in chosen and chosen[at + 1] in cands:
                prop = chosen[at + 1]  # 'sessions at $100 and $125 per hour': hourly rates
            chosen[at] = prop
            words = text[min(s, v.start) : max(e, v.end)]
            used |= set(tok_index(tokens, min(s, v.start), max(e, v.end)))
            if prop.prop.is_array:
                val = v.value if v.kind != "number" or prop.kind == "numeric" else v.value
                array_hits.setdefault(prop.name, []).append((v, val, ti0))
                continue
            if prop.kind == "date":
                first, last = (
                    (v.value, v.last)
                    if v.kind == "range"
                    else year_range(v.value)
                    if v.kind == "number"
                    else (v.value, v.value)
                )
                ranged = first != last
                from_year = re.search(r"\bfrom\s*$", text_before(text, v.start).lower()) is not None
                onward = (
                    re.match(r"\s*(?:on|onwards?)\b", text_after(text, v.end).lower()) is not None
                )
                if ranged and op == ">=" and from_year and not onward and k not in paired:
                    op = None  # 'reports from 2026' is the year, not 'since 2026'

                if op in (None, "=") and ranged:
                    b.add_filter(prop, ">=", first, words)
                    b.add_filter(prop, "<=", last, words)
                elif op in (">", "<="):
                    b.add_filter(prop, op, last, words)
                else:
                    b.add_filter(prop, op or "=", first, words)
                continue
            num = v.value if not isinstance(v.value, str) else None
            if num is None:
                continue
            if prop.prop.type == "int" and isinstance(num, float) and num.is_integer():
                num = int(num)
            b.add_filter(prop, op or "=", num, words)
        for hits in array_hits.values():
            hits.sort(key=lambda h: h[0].start)  # in the order said (runs were placed last first)
        _join_listed(text, coll, array_hits)
        for name, hits in array_hits.items():
            p = coll.prop(name)
            vals = list(dict.fromkeys(h[1] for h in hits))
            op = _array_op(text, tokens, hits[0][2], hits[-1][2], len(vals))
            b.add_filter(p, op, vals, text[hits[0][0].start : hits[-1][0].end])

    def _booleans(
        self,
        text,
        tokens,
        mentions: list[Mention],
        coll: CollInfo,
        b: Builder,
        used: set[int],
        everything: list[Mention] = (),
        claimed: set[int] = frozenset(),
    ) -> None:
        """Flags and flag arrays: the value from the words of the mention's clause ('did not
        pass', 'is false', 'both a true and a false flag'); a bare mention means true."""

        def said(m: Mention) -> bool:
            """A flag named fully, or partly with its value said in its own stretch of words
            ('recurring donations is false', 'one false entry in their punctuality flags')."""
            if m.score >= 0.6:
                return True
            others = {x for q in coll.props if q is not m.prop for x in q.stems}
            said_stems = {tokens[i].stem for i in m.tokens}
            if m.score >= 0.5 and (set(m.prop.core) & said_stems) - others:
                return True  # 'opening ... shifts': a word only this flag has
            lo, hi = clause(tokens, text, m.first, m.last)
            lo = max([lo, *(o.last + 1 for o in everything if o.last < m.first)])
            hi = min([hi, *(o.first - 1 for o in everything if o.first > m.last)])
            own = (
                set(m.tokens) | claimed
            )  # words an aggregation already used ('the number of false X')
            return m.score >= 0.3 and any(
                tokens[j].low in POLARITY_WORDS for j in range(lo, hi + 1) if j not in own
            )

        def verb_of_value(m: Mention) -> bool:
            """'centers that accept infants': one word of a flag used as the verb of another
            property's value is not the flag."""
            nxt = m.last + 1
            prep = nxt + 1 < len(tokens) and tokens[nxt].low in ("to", "for", "with")
            if prep:
                nxt += 1  # 'staff open to 30-hour weeks': the verb of another property's value
            return (
                len(m.tokens) == 1
                and m.score < 0.6
                and nxt < len(tokens)
                and nxt in used
                and (tokens[nxt].low.isalpha() or prep)
                and not tokens[nxt].after_punct
                and tokens[nxt].low not in POLARITY_WORDS
            )

        other_heads = {c.head for c in self.know.colls.values() if c.name != coll.name}

        def records_noun(m: Mention) -> bool:
            """'centers with the most enrollments': another collection's records noun, said
            alone, is those records, not the flag whose name holds it (acceptingEnrollments);
            the flag is asked about with its other words ('accepting enrollments')."""
            return all(tokens[i].stem in other_heads for i in m.tokens)

        bools = sorted(
            (
                m
                for m in mentions
                if m.prop.kind == "boolean"
                and said(m)
                and not verb_of_value(m)
                and not records_noun(m)
            ),
            key=lambda m: m.first,
        )
        # a flag list said twice ('both checks that passed and checks that failed'): one filter
        flags: dict[str, tuple[PropInfo, list, list]] = {}
        owned = {i for o in everything for i in o.tokens}
        for k, m in enumerate(bools):
            lo, hi = clause(tokens, text, m.first, m.last)
            if (
                hi - m.last <= 2
                and hi + 2 < len(tokens)
                and tokens[hi + 1].low in RELATIVE
                and not tokens[hi + 1].after_punct  # ', that became available' is another's
            ):
                hi = clause(tokens, text, hi + 2, hi + 2)[1]  # 'a fare check that failed'
            hi = _and_one_that(tokens, hi, owned)
            if k:
                lo = max(lo, bools[k - 1].last + 1)
            if k + 1 < len(bools):
                hi = min(hi, bools[k + 1].first - 1)
            pos, neg = flag_polarity(tokens, lo, hi, m)
            marks = [j for j in range(lo, hi + 1) if tokens[j].low in POLARITY_WORDS]
            if not marks and shown_not_asked(tokens, m.first, b):
                used |= set(m.tokens)  # '... Tavin Rell's record with their shift availability'
                continue
            words = span_text(text, tokens, min([m.first, *marks]), max([m.last, *marks]))
            if m.prop.prop.is_array:
                vals = [True, False] if pos and neg else [not neg]
                seen = flags.setdefault(m.prop.name, (m.prop, [], []))
                seen[1].extend(v for v in vals if v not in seen[1])
                seen[2].append(words)
            else:
                b.add_filter(m.prop, "=", not (neg and not pos), words)
            used |= set(marks)
        for prop, vals, words in flags.values():
            op = "CONTAINS_ALL" if len(vals) > 1 else "CONTAINS_ANY"
            b.add_filter(prop, op, sorted(vals, reverse=True), ", ".join(words))


# Words that may stand between a property's name and its value: 'maximumStudents is 4',
# 'a deposit of 20', 'the runtime at 90'.
_LINK_WORDS = frozenset(
    {"is", "are", "was", "were", "be", "of", "at", "equal", "equals", "to", "exactly", "set"}
)


def named_lookup(b: Builder) -> bool:
    """The call retrieves records named by their identifier ('the center called X'), with no
    statistic asked."""
    ident = next((p.name for p in b.coll.props if p.prop.is_identifier), None)
    return (
        ident is not None
        and not any(k.endswith("_aggregations") for k in b.call)
        and any(
            f["property_name"] == ident and f["operator"] == "="
            for f in b.call.get("text_property_filters", [])
        )
    )


def shown_not_asked(tokens, first: int, b: Builder) -> bool:
    """A property said after a display word ('see', 'check', 'whether', 'with their') in a
    lookup of a named record is a field to show, not a condition."""
    lead = [t.low for t in tokens[max(0, first - 4) : first]]
    cued = bool(DISPLAY_CUES & set(lead)) or any(
        a == "with" and c in ("their", "its", "her", "his") for a, c in zip(lead, lead[1:])
    )
    return cued and named_lookup(b)


def _named_right_before(tokens, mentions, ti: int, op_tokens: list[int]) -> PropInfo | None:
    """The property named right before a value, with only its comparison or a linking verb
    between them ('propA is 8 and propB is at least 120'): the value is that property's."""
    best = None
    for m in mentions:
        if m.score < 0.5 or m.last >= ti or ti - m.last > 5:
            continue
        between = range(m.last + 1, ti)
        if any(tokens[j].after_punct for j in [*between, ti]):
            continue
        linked = all(j in op_tokens or tokens[j].low in _LINK_WORDS for j in between)
        if linked and (best is None or m.last > best.last):
            best = m
    return None if best is None else best.prop


def _and_one_that(tokens, hi: int, owned: set[int]) -> int:
    """'... one that passed and at least one that failed': the second outcome is the same
    flag's, when no other property is named before it."""
    lo = max(0, hi - 4)
    for j in range(hi + 1, min(len(tokens), hi + 8)):
        if j in owned or tokens[j].after_punct:
            break
        if tokens[j].low in POLARITY_WORDS - {"but"}:
            between = {tokens[k].low for k in range(lo, j)}
            return j if {"and", "one"} <= between else hi
    return hi


# what may stand between two numbers of one property: 'and', 'or', their unit before it
_JOINED_NUMBERS = re.compile(
    r"^(?:\$|dollars?|usd|cm|centimet(?:er|re)s?|kg|kilograms?|m|meters?|metres?|minutes?|"
    r"hours?|years?|months?|days?)?\s*,?\s*(?:and|or)$"
)


def _placed_last_first(n: int, joined: set[int]) -> list[int]:
    """0..n-1 with each run of joined values (i joined to i + 1) in reverse, so that the last
    value of a run, the one said with the property's words, is placed first."""
    out: list[int] = []
    k = 0
    while k < n:
        j = k
        while j in joined:
            j += 1
        out.extend(range(j, k - 1, -1))
        k = j + 1
    return out


def flag_polarity(tokens, lo: int, hi: int, m: Mention) -> tuple[bool, bool]:
    """The value said of a flag in the words lo..hi. When they hold the value itself (true or
    false) beside the flag's name, the name's words say nothing: 'passed false', 'passed is
    false', 'passed = false' and 'passed is not true' are false, though 'passed' alone is an
    outcome word ('the inspections that passed' is true). Only the name's own words are left
    out ('both suitable and unsuitable placements' keeps both)."""
    name = frozenset(i for i in m.tokens if tokens[i].stem in m.prop.stems)
    said = any(tokens[j].low in _LITERALS for j in range(lo, hi + 1) if j not in name)
    return polarity(tokens, lo, hi, skip=name if said else frozenset())


_LITERALS = frozenset({"true", "false"})


def polarity(tokens, lo: int, hi: int, skip: frozenset[int] = frozenset()) -> tuple[bool, bool]:
    """Whether the words lo..hi say true/passed (pos) and false/failed (neg); a negation flips
    the word after it ('did not pass' is neg, 'anything but false' is pos). The words `skip`
    say nothing (a flag's own name)."""
    pos = neg = False
    for j in range(lo, hi + 1):
        if j in skip:
            continue
        w = tokens[j].low
        start = j  # where the word starts: 'on-time departures' is tokenized 'on', 'time'
        if w == "time" and j > lo and tokens[j - 1].low == "on":
            w, start = "on-time", j - 1
        if w in TURNING and j + 1 < len(tokens) and tokens[j + 1].low == "down":
            w = "declined"  # 'turned down a substitute shift
        flipped = any(_negates(tokens, k) for k in _near(tokens, start, lo, -1))
        if w in POSITIVE_OUTCOMES:
            pos, neg = (pos, True) if flipped else (True, neg)
        elif w in NEGATIVE_OUTCOMES:
            pos, neg = (True, neg) if flipped else (pos, True)
        elif _negates(tokens, j) and not any(
            tokens[k].low in POSITIVE_OUTCOMES | NEGATIVE_OUTCOMES
            for k in _near(tokens, j, hi, 1)
            if k not in skip
        ):
            neg = True
    if neg and not pos and _one_and_another_not(tokens, lo, hi):
        pos = True  # 'one considered placement works and another doesn't': both outcomes
    return pos, neg


def _near(tokens, j: int, bound: int, step: int) -> list[int]:
    """The two words nearest token j on one side (step -1 before, 1 after, up to `bound`),
    passing over adverbs in -ly: 'did not reliably leave on time' negates 'on time'."""
    out, k = [], j + step
    while len(out) < 2 and (k >= bound if step < 0 else k <= bound):
        if not (tokens[k].low.endswith("ly") and len(tokens[k].low) > 4):
            out.append(k)
        k += step
    return out


def _one_and_another_not(tokens, lo: int, hi: int) -> bool:
    """'one ... and another doesn't', 'one ... but not the other': a check that holds for one
    item and fails for another."""
    lows = [t.low for t in tokens[lo : hi + 1]]
    for j, w in enumerate(lows):
        if w in ("another", "other") and "one" in lows[:j]:
            near = lows[max(0, j - 2) : j + 3]
            if any(x in NEGATIONS for x in near):
                return True
    return False


def _negates(tokens, j: int) -> bool:
    w = tokens[j].low
    if w == "but" and j and tokens[j - 1].low in ("anything", "everything", "all"):
        return True
    return w in NEGATIONS


def _array_op(text: str, tokens, first: int, last: int, n: int) -> str:
    if n <= 1:
        return "CONTAINS_ANY"
    lows = [t.low for t in tokens[max(0, first - 4) : last + 1]]
    inside = [t.low for t in tokens[first : last + 1]]
    if "or" in inside or "either" in lows:
        return "CONTAINS_ANY"
    if {"both", "every", "all"} & set(lows):  # 'any assets with both foam and neoprene'
        return "CONTAINS_ALL"
    quantified = any(  # 'are there any tattooists who do X and Y' asks for records, not any value
        tokens[k].low == "any" and not (k and tokens[k - 1].low == "there")
        for k in range(max(0, first - 4), last + 1)
    )
    if "or" in lows or quantified:
        return "CONTAINS_ANY"
    return "CONTAINS_ALL"


def _among(values: list, v: Value) -> bool:
    """Whether a number is one of a property's few values."""
    try:
        return any(float(x) == float(v.value) for x in values)
    except (TypeError, ValueError):
        return False


def _named_next_to(p: PropInfo, mentions, ti: int) -> bool:
    """'20 weekly hours', 'preferred hours of 20': the list named fully right by the value, which
    then is one of its entries even when the learned values do not hold it."""
    return any(
        m.prop is p and m.score >= 0.9 and min(abs(m.first - ti), abs(m.last - ti)) <= 3
        for m in mentions
    )


def _in_vocab(p: PropInfo, v: Value) -> bool:
    if not p.vocab:
        return False
    if p.kind == "numeric":
        return v.kind == "number" and any(
            float(x) == float(v.value) for x in p.vocab if not isinstance(x, str)
        )
    return v.kind == "date" and v.value in {str(x)[:10] for x in p.vocab}
