"""One request -> one query_database call, with a trace of which words produced what.

Order: exact values and prefixes, dates and numbers, the collection, category and tag values,
property mentions, comparisons, arrays, booleans, aggregations and group-by; whatever words
are left unexplained decide whether there is a search and what it says.
"""

from __future__ import annotations

import re

from gymkit.agents.rules import _aggregate as agg
from gymkit.agents.rules._build import Builder, Parsed, properties_in, span_text
from gymkit.agents.rules._conditions import (
    Conditions,
    comparator,
    named_lookup,
    or_across_properties,
    polarity,
)
from gymkit.agents.rules._exact import ExactValues, contained_values, span_text_of
from gymkit.agents.rules._find import (
    Mention,
    find_capitalized,
    find_exact,
    find_mentions,
    find_prefixes,
    find_topics,
    find_vocab,
    item_hits,
    tok_index,
)
from gymkit.agents.rules._knowledge import CollInfo, Knowledge, PropInfo, expand
from gymkit.agents.rules._route import counted_noun, route
from gymkit.agents.rules._search import (
    Search,
    names_a_head,
    request_start,
    topic_is_a_property,
    trace_ignored,
)
from gymkit.agents.rules._values import (
    Value,
    find_dates,
    find_numbers,
)
from gymkit.agents.rules._words import (
    BE_WORDS,
    FILLER,
    FREQUENCY_CUES,
    HAVE_WORDS,
    METRIC_PROPERTY_LEADS,
    NEGATIONS,
    NUMBER_WORDS,
    POLARITY_WORDS,
    PROPERTY_FOLLOWERS,
    SCOPE_LEADS,
    STOPWORDS,
    STRONG_REQUEST,
    text_after,
    text_before,
    tokenize,
)


class RequestParser(ExactValues, Conditions, Search):
    """Parses one request (a sub-query) of a command against an environment's knowledge."""

    def __init__(self, know: Knowledge):
        self.know = know

    def parse(self, text: str, prev: str | None = None, counting_hint: bool = False) -> Parsed:
        know = self.know
        tokens = tokenize(text)
        used: set[int] = set()
        exact = find_exact(text, tokens, know)
        prefixes = find_prefixes(text, tokens, know.name_nouns)
        spans = [(p.start, p.end) for p in prefixes]
        spans += [p.extra["refers_to"] for p in prefixes if "refers_to" in p.extra]
        exact = [v for v in exact if not any(s <= v.end and v.start <= e for s, e in spans)]
        taken = [(v.start, v.end) for v in exact + prefixes]
        dates = find_dates(text, taken)
        taken += [(v.start, v.end) for v in dates]
        numbers = [n for n in find_numbers(text, taken) if not _quantifier(text, n)]
        value_tokens = set()
        for v in exact + prefixes + dates + numbers:
            value_tokens |= set(tok_index(tokens, v.start, v.end))
        topics = find_topics(
            text, tokens, value_tokens | _capitalized_categories(tokens, know), know.prop_stems
        )
        topic_tokens = {j for cue, a, z in topics for j in range(cue, z + 1)}
        quoted = list(exact)
        # an unknown quoted phrase after 'search for' / 'about' is the topic, not an exact value
        exact = [
            v
            for v in exact
            if v.extra.get("origins")
            or v.extra.get("code_props")
            or v.extra.get("items")
            or not set(tok_index(tokens, v.start, v.end)) <= topic_tokens
        ]
        start = request_start(tokens)  # a topic in a scene clause is the scene's, not asked
        coll_name, coll_tokens, why = route(
            tokens, know, exact, prev, topic_tokens | _scene_of_a_named_request(tokens, know, start)
        )
        coll = know.colls[coll_name]
        # "whose processing notes mention 'refund'": a word asked for inside a named property
        quoted = [v for v in quoted if v.extra.get("quoted")]
        contains = (
            contained_values(tokens, quoted, find_mentions(tokens, coll, set())) if quoted else []
        )
        if contains:
            inside = {j for v, _ in contains for j in tok_index(tokens, v.start, v.end)}
            topics = [t for t in topics if not inside & set(range(t[0], t[2] + 1))]
            exact = [v for v in exact if all(v is not c for c, _ in contains)]
        valued = [t for t in topics if _topic_is_values(tokens, t, coll)]
        spent_cues = {j for cue, a, _ in valued for j in range(cue, a)}  # 'aimed at', 'suited to'
        topics = [
            t
            for t in topics
            if _quoted_at(text, tokens, t[1])
            or not topic_is_a_property(tokens, t, coll)
            and t not in valued
        ]
        # 'good for students aged 8 and 12': a few words that lead into a value introduce it
        leads = [t for t in topics if _leads_into_value(tokens, t, value_tokens)]
        spent_cues |= {j for cue, _, z in leads for j in range(cue, z + 1)}
        topics = [t for t in topics if t not in leads]
        topic_tokens = {j for cue, a, z in topics for j in range(cue, z + 1)}
        b = Builder(coll)
        scene_end = 0
        if not any(
            coll.head in expand(t.stem) or t.stem in coll.name_stems or t.low in STRONG_REQUEST
            for t in tokens[:start]
        ):  # ('A family emailed asking about care, and I want ...')
            topics = [t for t in topics if t[0] >= start]
            scene_end = tokens[start].start if start else 0
        elif any(t[0] >= start for t in topics):
            # 'I'm a film student writing about grief, so find films about loss': the request
            # says its own topic; the scene's is context
            topics = [t for t in topics if t[0] >= start]
        b.topics = [text[tokens[a].start : tokens[z].end] for _, a, z in topics]
        if why:
            b.trace.append({"words": why, "produced": f"collection_name {coll_name}"})
        for v, m in contains:
            idx = tok_index(tokens, v.start, v.end)
            b.add_filter(m.prop, "LIKE", f"%{v.value}%", span_text_of(text, tokens, m, idx))
            used |= set(idx) | set(m.tokens)
        used |= set(coll_tokens) | topic_tokens | spent_cues
        vocab_words = {str(v).lower() for p in coll.props for v in p.vocab}
        caps = find_capitalized(
            text, tokens, taken + [(v.start, v.end) for v in numbers], vocab_words
        )
        caps = [
            c
            for c in caps
            if not _is_schema_words(c.value, coll, know)
            and not set(tok_index(tokens, c.start, c.end)) <= topic_tokens
        ]
        exact += caps
        for v in exact + prefixes + dates + numbers:
            used |= set(tok_index(tokens, v.start, v.end))
        # a text array's item said verbatim ('IRC R602.3') is that array's value
        held, exact = item_hits(exact, coll, tokens, know)
        vocab = sorted(find_vocab(tokens, coll, used) + held, key=lambda h: h.first)
        for h in vocab:
            used |= set(range(h.first, h.last + 1))
            nxt = h.last + 1  # 'with CPR training': the value's own property word after it
            if nxt < len(tokens) and tokens[nxt].stem in h.prop.desc + h.prop.stems:
                used.add(nxt)
        raw_mentions = find_mentions(tokens, coll, used)
        if scene_end and not any(t.low in POLARITY_WORDS for t in tokens[:start]):
            # 'For our placement guide, how many designs ...': a flag's words in a scene that
            # says no outcome are the scene's (a flag said without an outcome reads as true)
            raw_mentions = [m for m in raw_mentions if m.prop.kind != "boolean" or m.first >= start]
        mentions = _claim(raw_mentions, tokens)
        comparators = {id(v): comparator(text, v) for v in dates + numbers}
        for op, s, e in comparators.values():
            if op is not None:
                used |= set(tok_index(tokens, s, e))
        said = set()  # the comparison words ('above', 'or more'), not the values or the nouns
        for op, s, e in comparators.values():
            if op is not None:
                said |= set(tok_index(tokens, s, e))
        comp_tokens = said - set().union(
            *(set(tok_index(tokens, v.start, v.end)) for v in dates + numbers)
        )
        cues = agg.numbers_said_as_amounts(agg.find_cues(tokens, used), mentions)
        # a metric word inside a property's name ('maximum students', 'typical wave heights')
        # is the property, not a metric, when it follows 'their/of/whose' or precedes a comparison
        value_tokens = set().union(
            *(set(tok_index(tokens, v.start, v.end)) for v in dates + numbers)
        )
        cues = [
            c
            for c in cues
            if not _names_property(tokens, c, mentions, comp_tokens, value_tokens)
            and not _after_metric(c, cues, mentions)
        ]
        # -- aggregations first: they decide which mentions are targets rather than conditions
        bound_mentions: set[int] = set()
        agg_tokens: set[int] = set()
        limit_tokens: set[int] = set()
        agg_items: list[tuple[agg.Cue, PropInfo | None, str, int | None]] = []
        seen: set[tuple[str, str]] = set()
        ranked = _ranked_by_frequency(tokens, know, coll, cues, mentions)
        if ranked:  # 'have the most enrollments' ranks by frequency: the cue is the mode's
            cues = [ranked[0] if c.first == ranked[0].first else c for c in cues]
        for cue in cues:
            bound = (
                ranked[1]
                if ranked and cue is ranked[0]
                else agg.bind(cue, mentions, coll, tokens, cues)
            )
            if bound is None:
                if cue.cls == "count" and _count_of_amount(cue, cues, mentions):
                    continue  # 'how many days is an instrument lent on average': MEAN only
                if cue.cls == "count" and _number_compared(tokens, cue, mentions, comp_tokens):
                    continue  # 'where the number of tickets sold is above 250': a filter
                named = (
                    _counted_reference(tokens, cue, mentions, know) if cue.cls == "count" else None
                )
                if named is not None:
                    # 'how many centers have enrollments', on the enrollments: distinct centers
                    agg_items.append((cue, named.prop, "COUNT_DISTINCT", None))
                    used |= set(range(cue.first, cue.last + 1)) | set(named.tokens)
                    bound_mentions.add(id(named))
                    continue
                if cue.cls == "count":
                    agg_items.append((cue, _count_prop(coll), "COUNT", None))
                    used |= set(range(cue.first, cue.last + 1))
                continue
            prop = bound.prop if isinstance(bound, Mention) else bound
            if (
                isinstance(bound, Mention)
                and cue.weak
                and not (cue.cls == "mode" and bound.last < cue.first)
                and _describes_condition(tokens, bound, comp_tokens)
            ):
                continue  # 'the total boardings is under 1,250' names a filter, not a sum
            end = bound.last if isinstance(bound, Mention) else cue.last
            hi = end
            while hi + 1 < len(tokens) and hi - end < 5 and not tokens[hi + 1].after_punct:
                hi += 1  # 'the share of X that are false'
            pos, neg = polarity(tokens, cue.first, hi)
            metric = agg.metric_for(cue.cls, prop, neg and not pos, cue.phrase)
            if metric is None:
                continue
            limit = None
            if metric == "TOP_OCCURRENCES" and ranked and cue is ranked[0]:
                limit, lt = ranked[2], [ranked[1].first - 1]  # 'which 3 varieties'
                limit_tokens |= set(lt)
            elif metric == "TOP_OCCURRENCES":
                limit, lt = agg.find_limit(tokens, cue)
                limit_tokens |= set(lt)
            if cue.cls == "count" and prop.kind == "boolean" and isinstance(bound, Mention):
                metric = agg.count_metric(tokens, bound, cue)
            key = (prop.name, "PCT" if metric.startswith("PERCENTAGE") else metric)
            if key in seen:
                continue
            seen.add(key)
            agg_items.append((cue, prop, metric, limit))
            used |= set(range(cue.first, cue.last + 1))
            if isinstance(bound, Mention):
                used |= set(bound.tokens)
                bound_mentions.add(id(bound))
                agg_tokens |= set(range(min(cue.first, bound.first), max(cue.last, bound.last) + 1))
                used |= _noun_tail(tokens, bound, used)  # 'the most common maximum class size'
        counting = any(c.cls == "count" for c in cues)
        # numbers that are TOP_OCCURRENCES limits are not values
        numbers = [
            n
            for n in numbers
            if not set(tok_index(tokens, n.start, n.end)) & limit_tokens
            and not _is_limit(tokens, n)
            # 'Across our 3 studios, which artists ...': a scene's count, no condition
            and not (n.end <= scene_end and comparators[id(n)][0] is None)
        ]
        # -- exact values (edge_case_1 rules)
        exact_log = self._exact_values(
            text, tokens, exact, coll, mentions, b, used, counting or counting_hint
        )
        self._prefixes(text, tokens, prefixes, coll, mentions, b)
        # -- categories and tags
        self._vocab(text, tokens, vocab, b)
        # -- comparisons on numbers and dates, array items
        self._values(text, tokens, dates + numbers, coll, raw_mentions, b, used, comparators)
        # -- group-by (its property is a group, not a condition), then flags, then aggregations
        gb = None
        if agg_items or tokens and tokens[0].low in agg.GROUP_VERBS:  # 'Break the count down by
            gb = agg.those_and_those(tokens, mentions) or agg.find_groupby(
                tokens, mentions, used - {m for m in used if any(m in x.tokens for x in mentions)}
            )
        if gb is not None and _filtered_on_one_value(b.call, gb[0].prop.name):
            gb = None  # 'loans made by the branch Elm Lane': one value, a filter, no groups
        if gb is not None:
            m, cue_tokens = gb
            bound_mentions.add(id(m))
            b.call["groupby_property"] = m.prop.name
            # '... for those that are accepting and those that aren't': both name the group
            bound_mentions |= {id(x) for x in mentions if x.prop is m.prop}
            b.trace.append(
                {
                    "words": span_text(text, tokens, cue_tokens[0], m.last),
                    "produced": f"groupby_property {m.prop.name}",
                }
            )
            used |= set(cue_tokens) | set(m.tokens)
            for j in range(m.last + 1, min(len(tokens), m.last + 3)):  # 'by maximum class size':
                if j in used or tokens[j].after_punct or tokens[j].low in STOPWORDS:
                    break  # the group's own noun words, not a topic
                used.add(j)
        free = [m for m in mentions if id(m) not in bound_mentions]
        self._booleans(text, tokens, free, coll, b, used, mentions, agg_tokens)
        agg_items = _count_of_a_flag(tokens, agg_items, free, coll, b)
        for cue, prop, metric, limit in agg_items:
            if prop is not None:
                b.add_agg(prop, metric, span_text(text, tokens, cue.first, cue.last), limit)
        _unfilter_counted_flags(b)
        in_call = properties_in(b.call)
        for m in raw_mentions:
            if m.prop.name in in_call:
                used |= set(m.tokens)
        or_across_properties(text, b)
        # -- search: the words left; then the words that produced nothing, for the reader
        searched = self._search(text, tokens, used, coll, b)
        if searched and _only_field_words(tokens, searched, coll) and named_lookup(b):
            # 'What qualifications does Mira Dovren hold?': fields of the named record to show
            b.call.pop("search_query", None)
            b.trace.append(
                {
                    "words": ", ".join(tokens[i].text for i in sorted(searched)),
                    "produced": "nothing (fields of the named record, shown with it)",
                }
            )
        trace_ignored(text, tokens, used | searched, b)
        b.finish()
        return Parsed(b.call, b.trace, coll_name, exact_log, text)


def _noun_tail(tokens, m: Mention, used: set[int]) -> set[int]:
    """'the most common maximum class size': one or two nouns right after an aggregated
    property's words that end the phrase (punctuation, the end, or a function word follows) are
    more words of its name, not a topic."""
    tail = []
    j = m.last + 1
    while j < len(tokens) and len(tail) < 2:
        t = tokens[j]
        if j in used or t.after_punct or t.low in STOPWORDS or not t.low.isalpha():
            break
        tail.append(j)
        j += 1
    ends = j >= len(tokens) or tokens[j].after_punct or tokens[j].low in STOPWORDS
    return set(tail) if tail and ends else set()


def _only_field_words(tokens, idx: set[int], coll: CollInfo) -> bool:
    """Every word at `idx` is a word of some property's name or description ('certification
    expiry', 'qualifications training'): fields, not a topic."""
    words = {s for p in coll.props if not p.prop.searchable for s in p.stems + p.desc}
    return bool(idx) and all(set(expand(tokens[i].stem)) & words for i in idx)


def _scene_of_a_named_request(tokens, know: Knowledge, start: int) -> set[int]:
    """'We're planning next season's lesson offerings, so how many checks are listed across all
    gear items?': when the request after a scene clause names some collection's records, the
    scene's record nouns do not choose the collection (its other words still count); `start`
    is where the request starts (`request_start`)."""
    if not start or tokens[0].low in SCOPE_LEADS or tokens[0].low in STRONG_REQUEST:
        return set()  # 'For enrollments where ..., give me ...' scopes the request: not a scene
    if not (tokens[start].after_punct or tokens[start - 1].low == "so"):
        return set()  # '... and who do ...' goes on with the request
    # 'A parent emailed, so for enrollments where ..., give me ...': the scene ends where a
    # scope of the request ('so for <records>') begins
    start = next(
        (
            i
            for i in range(1, start)
            if tokens[i].low in SCOPE_LEADS
            and (tokens[i].after_punct or tokens[i - 1].low in ("so", "and"))
        ),
        start,
    )
    if not names_a_head(tokens[start:], know):
        return set()
    names = {s for c in know.colls.values() for s in c.name_stems}
    return {i for i in range(start) if names_a_head([tokens[i]], know) or tokens[i].stem in names}


def _ranked_by_frequency(tokens, know: Knowledge, coll: CollInfo, cues, mentions):
    """'which 3 varieties are lent most often' in the loans: the frequency cue, the mention of
    the reference property that holds those records, and the number (the TOP_OCCURRENCES
    limit), or None."""
    counted = counted_noun(tokens, know)
    if counted is None:
        return None
    target, i = counted
    cue = next((c for c in cues if c.phrase in FREQUENCY_CUES), None)
    if cue is None:  # 'which 3 centers have the most enrollments'
        most = next(
            (
                c
                for c in cues
                if c.phrase == "most" and c.first and tokens[c.first - 1].low == "the"
            ),
            None,
        )
        cue = None if most is None else agg.Cue("mode", most.first, most.last, most.phrase)
    ref = next(
        (m for m in mentions if m.first <= i <= m.last and m.prop.prop.references == target),
        None,
    )
    if cue is None or ref is None or ref.first == 0:
        return None
    n = tokens[ref.first - 1].low
    if not (n.isdigit() or n in NUMBER_WORDS):
        return None
    return cue, ref, int(n) if n.isdigit() else NUMBER_WORDS[n]


def _leads_into_value(tokens, topic: tuple[int, int, int], value_tokens: set[int]) -> bool:
    """'surf spots good for students aged 8 and 12': a 'topic' of one or two words that runs
    straight into a value (a number, a date, a name) says what the value is, not a theme."""
    _, a, z = topic
    content = [j for j in range(a, z + 1) if tokens[j].low not in STOPWORDS]
    nxt = z + 1
    return (
        len(content) <= 2
        and nxt in value_tokens
        and not tokens[nxt].after_punct
        and not any(q in tokens[a].text for q in "\"“'‘")
    )


def _unfilter_counted_flags(b: Builder) -> None:
    """'the percentage of campaigns ... that accept recurring gifts', 'the total number of
    departures that missed the standard': a flag (or a flag list, filtered on one outcome) whose
    share or total is asked is not also a filter (the filter would make the share 100%)."""
    counted: dict[str, set[bool]] = {}
    for a in b.call.get("boolean_property_aggregations", []):
        if a["metric"].startswith(("PERCENTAGE", "TOTAL")):
            counted.setdefault(a["property_name"], set()).add(a["metric"].endswith("TRUE"))
    if not counted:
        return
    for key in ("boolean_property_filters", "boolean_array_property_filters"):
        flags = b.call.get(key)
        if not flags:
            continue
        # a list filtered on the outcome it counts was said once ('departures that missed');
        # 'the share of checks that passed among reports where one failed' keeps its filter
        kept = [
            f
            for f in flags
            if f["property_name"] not in counted
            or "values" in f
            and (len(f["values"]) > 1 or f["values"][0] not in counted[f["property_name"]])
        ]
        if kept:
            b.call[key] = kept
        else:
            b.call.pop(key)
    b.trace.append({"words": ", ".join(sorted(counted)), "produced": "no filter on a counted flag"})


def _topic_is_values(tokens, topic: tuple[int, int, int], coll: CollInfo) -> bool:
    """'aimed at helping rural residents and seniors', 'suited to advanced or beginner surfers':
    a 'topic' made of the collection's tag or category values names those values, so they are
    filters. Besides the values it may hold only function words, a verb in -ing, and words of
    the values' property description or of the records' name ('delicate fine-line botanicals'
    stays a topic)."""
    _, a, z = topic
    hits = find_vocab(tokens[a : z + 1], coll, set())
    if not hits:
        return False
    inside = {a + j for h in hits for j in range(h.first, h.last + 1)}
    said = {s for h in hits for s in h.prop.desc} | set(coll.name_stems) | {coll.head}
    return all(
        j in inside
        or tokens[j].low in STOPWORDS
        or tokens[j].low in FILLER
        or tokens[j].stem in said
        or tokens[j].low.endswith("ing")
        for j in range(a, z + 1)
    )


def _filtered_on_one_value(call: dict, prop: str) -> bool:
    """Whether the call already holds `prop` = one value (grouping on it would make one group)."""
    return any(
        e.get("property_name") == prop and e.get("operator") == "="
        for key, entries in call.items()
        if key.endswith("_filters")
        for e in entries
    )


def _quoted_at(text: str, tokens, i: int) -> bool:
    """Whether token i opens a quoted phrase (a topic written in quotes is never a property)."""
    before = text[tokens[i - 1].end if i else 0 : tokens[i].start]
    return any(q in before for q in "\"“'‘")


def _quantifier(text: str, n: Value) -> bool:
    """A spelled 'one' that counts items ('one or more assessed shifts', 'at least one
    flag'), not a value."""
    if n.raw.lower() != "one":
        return False
    before, after = text_before(text, n.start).lower(), text_after(text, n.end).lower()
    return bool(re.match(r"\s+or more\b", after) or re.search(r"\bat least\s*$", before))


def _count_of_a_flag(tokens, agg_items: list, free: list[Mention], coll: CollInfo, b) -> list:
    """'the number of campaigns that accept recurring gifts and how many different tags ...',
    'how many campaigns don't accept recurring gifts over all campaigns about ...': the flag is
    counted (TOTAL_TRUE / TOTAL_FALSE), not a filter on the other statistics or the records."""
    counts = [it for it in agg_items if it[2] == "COUNT" and it[1] is _count_prop(coll)]
    flags = b.call.get("boolean_property_filters") or []
    for m in free if counts else []:  # 'how many provide meals and how many don't': both totals
        cue = counts[0][0]
        if m.prop.kind != "boolean" or m.prop.prop.is_array or not 0 < m.first - cue.last <= 6:
            continue
        if not _asks_both_outcomes(tokens, m.last):
            continue
        kept = [f for f in flags if f["property_name"] != m.prop.name]
        if kept:
            b.call["boolean_property_filters"] = kept
        else:
            b.call.pop("boolean_property_filters", None)
        rest = [it for it in agg_items if all(it is not c for c in counts)]
        return [*rest, (cue, m.prop, "TOTAL_TRUE", None), (cue, m.prop, "TOTAL_FALSE", None)]
    if len(counts) != 1:
        return agg_items
    cue = counts[0][0]
    others = len(agg_items) > 1
    # 'the number of programs that ... where employers can match gifts': a flag that closes a
    # 'number of' / 'count of' request is what is counted ('How many X ... are there', 'Count
    # the X', 'the total number of X on record where ...' count the records)
    said_count = cue.phrase.endswith(("number of", "count of"))
    for m in free:
        if m.prop.kind != "boolean" or m.prop.prop.is_array or m.first <= cue.last:
            continue
        if any(t.low == "record" for t in tokens[cue.last + 1 : m.first]):
            continue
        closes = said_count and _closes_request(tokens, m)
        near = m.first - cue.last <= 6 and not any(
            t.after_punct for t in tokens[cue.last + 1 : m.first + 1]
        )
        if not (near or closes):
            continue
        rest = [t.low for t in tokens[m.last + 1 : m.last + 5]]
        restated = any(
            rest[k] in ("over", "across", "among")
            and coll.head in {t.stem for t in tokens[m.last + 2 + k : m.last + 5]}
            for k in range(len(rest))
        )
        entry = next((f for f in flags if f["property_name"] == m.prop.name), None)
        if entry is None or not (others or restated or closes):
            continue
        flags.remove(entry)
        if not flags:
            b.call.pop("boolean_property_filters")
        metric = "TOTAL_TRUE" if entry["value"] else "TOTAL_FALSE"
        return [(cue, m.prop, metric, None) if it is counts[0] else it for it in agg_items]
    return agg_items


def _closes_request(tokens, m: Mention) -> bool:
    """The flag's words end the request: at most three words follow it, up to the end or to an
    'and the / and how / and what' that opens the next statistic, and none is a number or
    after punctuation."""
    rest = tokens[m.last + 1 :]
    for k, t in enumerate(rest[:-1]):
        if t.low == "and" and rest[k + 1].low in ("the", "how", "what", "which"):
            rest = rest[:k]
            break
    return len(rest) <= 3 and not any(t.after_punct or t.low[:1].isdigit() for t in rest)


def _asks_both_outcomes(tokens, after: int) -> bool:
    """'... and how many don't', 'and how many do not': a second count, negated, of the same
    records (after token `after`), with no property of its own."""
    lows = [t.low for t in tokens]
    for j in range(after + 1, len(lows) - 2):
        if lows[j] == "how" and lows[j + 1] == "many":
            return any(w in NEGATIONS for w in lows[j + 2 : j + 4])
    return False


def _capitalized_categories(tokens, know: Knowledge) -> set[int]:
    """Tokens of a Capitalized category value of any collection ('in the West Bay area'): a
    search topic stops there, so the value stays a filter."""
    out: set[int] = set()
    for c in know.colls.values():
        for h in find_vocab(tokens, c, set()):
            span = range(h.first, h.last + 1)
            if h.first and all(tokens[j].text[:1].isupper() for j in span):
                out |= set(span)
    return out


def _count_prop(coll: CollInfo) -> PropInfo | None:
    """What a plain 'how many' counts: the identifier, one per record."""
    return next((p for p in coll.props if p.prop.is_identifier), None) or next(
        (p for p in coll.props if not p.prop.searchable), None
    )


def _claim(mentions: list[Mention], tokens) -> list[Mention]:
    """Mentions that share words: the fuller one keeps them (comparison route name over route name)."""
    out, claimed = [], set()
    for m in sorted(mentions, key=lambda m: (-m.score, -len(m.tokens), m.first)):
        if claimed & set(m.tokens):
            # 'opening and closing shifts': keep a mention whose own words still name it
            rest = [i for i in m.tokens if i not in claimed]
            owners = [o for o in out if set(o.tokens) & set(m.tokens)]
            unique = set(m.prop.core) - {s for o in owners for s in o.prop.stems}
            # the words left must say this property's own name ('closing' of 'opening and
            # closing shifts'), not only its description ('cover' of 'cover an opening shift')
            said = {x for i in rest for x in expand(tokens[i].stem)}
            if not rest or not any(x.startswith(u) for u in unique for x in said):
                continue
            m = Mention(m.prop, rest[0], rest[-1], m.score, rest)
        out.append(m)
        claimed |= set(m.tokens)
    return sorted(out, key=lambda m: m.first)


def _counted_reference(tokens, cue, mentions: list[Mention], know: Knowledge) -> Mention | None:
    """'how many daycare centers have enrollments' asked of the enrollments: the records counted
    are the referenced collection's, named by its head noun right after the count words, so the
    count is of the distinct values of the reference property that holds them."""
    for m in mentions:
        ref = m.prop.prop.references
        if m.first != cue.last + 1 or not ref or ref not in know.colls:
            continue
        head = know.colls[ref].head
        after = tokens[m.last + 1].low if m.last + 1 < len(tokens) else ""
        if tokens[m.last].stem == head and after in HAVE_WORDS | BE_WORDS:
            return m
    return None


def _number_compared(tokens, cue, mentions: list[Mention], comp_tokens: set[int]) -> bool:
    """'the screenings where the number of tickets sold is above 250': 'number of' right before
    a numeric property that is then compared names that property (a filter), not a count."""
    if tokens[cue.last].low != "of":
        return False
    nxt = next((m for m in mentions if m.score >= 0.5 and 0 < m.first - cue.last <= 2), None)
    return (
        nxt is not None
        and nxt.prop.kind == "numeric"
        and not nxt.prop.prop.is_array
        and _describes_condition(tokens, nxt, comp_tokens)
    )


def _count_of_amount(cue, cues, mentions: list[Mention]) -> bool:
    """'How many packets are lent per loan on average?': 'how many' right before a numeric
    property's words, with another metric said ('on average', 'median'), asks that metric of
    the amount, not a count of records."""
    nxt = next((m for m in mentions if m.score >= 0.5 and m.first == cue.last + 1), None)
    return (
        nxt is not None
        and nxt.prop.kind == "numeric"
        and any(c.cls in ("mean", "median", "sum", "min", "max") for c in cues if c is not cue)
    )


def _after_metric(cue, cues, mentions: list[Mention]) -> bool:
    """'the lowest of the typical wave heights', 'the combined maximum students': a metric word
    inside a property's name, right after another metric word, is the property."""
    span = set(range(cue.first, cue.last + 1))
    inside = any(m.score >= 0.5 and span <= set(m.tokens) for m in mentions)
    return inside and any(0 < cue.first - c.last <= 3 for c in cues if c is not cue)


def _names_property(
    tokens, cue, mentions: list[Mention], comp_tokens: set[int], value_tokens: set[int]
) -> bool:
    span = set(range(cue.first, cue.last + 1))
    for m in mentions:
        if m.score >= 0.5 and cue.first == m.last > m.first and cue.last + 1 in value_tokens:
            return True  # 'a stop sequence number of 12': the property's last word, then a value
        if m.score >= 0.5 and span <= set(m.tokens):
            prev = tokens[cue.first - 1].low if cue.first else ""
            if prev in METRIC_PROPERTY_LEADS:
                return True
            if _describes_condition(tokens, m, comp_tokens):
                return True
            if cue.weak and _value_stated(tokens, m, value_tokens):
                return True
    return False


def _value_stated(tokens, m: Mention, value_tokens: set[int]) -> bool:
    """'surf beaches with a typical wave height of 1.8 meters': a weak metric word inside a
    property's name, when the property is given a value, is the property (a filter), not MEAN."""
    for j in range(m.last + 1, min(len(tokens), m.last + 3)):
        if j in value_tokens:
            return True
        if tokens[j].low not in {"of", "is", "at", "around", "about", "=", "equal", "equals"}:
            return False
    return False


def _is_limit(tokens, n: Value) -> bool:
    """'top 3', '5 most frequent': a how-many, not a value."""
    idx = tok_index(tokens, n.start, n.end)
    if not idx:
        return False
    before = tokens[idx[0] - 1].low if idx[0] else ""
    after = tokens[idx[-1] + 1].low if idx[-1] + 1 < len(tokens) else ""
    return before == "top" or after in ("most", "least", "top")


def _describes_condition(tokens, m: Mention, comp_tokens: set[int]) -> bool:
    """A mention followed by a comparison or a verb of its own ('the total boardings is under
    1,250', 'the typical wave heights list contains 0.6'): the property, not a metric."""
    if m.last + 1 < len(tokens) and tokens[m.last + 1].low in PROPERTY_FOLLOWERS:
        return True
    for j in range(m.last + 1, min(len(tokens), m.last + 4)):
        if j in comp_tokens:
            return True
        if tokens[j].low not in {
            "is",
            "are",
            "was",
            "were",
            "be",
            "of",
            "stays",
            "remains",
            "came",
            "in",
            "at",
        }:
            return False
    return False


def _is_schema_words(value: str, coll: CollInfo, know: Knowledge) -> bool:
    """A capitalized run that is only collection or property words ('Ridership Reports')."""
    from gymkit.agents.rules._words import stem

    stems = {stem(w) for w in re.findall(r"[A-Za-z]+", value)}
    schema = set()
    for c in know.colls.values():
        schema |= set(c.name_stems) | set(c.desc)
        for p in c.props:
            schema |= set(p.stems)
    schema |= know.env_stems
    return bool(stems) and stems <= schema | {"the", "a"}
