"""Collection routing: which collection a request is about, and why.

Each collection gets a score from the request's words; the highest wins. The weights below are
the whole rule, in the order they are applied:

- HEAD_NOUN (4.0): the collection's head noun said as the records asked for ('which
  *centers* ...'); HEAD_SYNONYM (2.5) when it comes from the thesaurus ('which *facilities*').
  A head noun is the strongest sign because a request names what it wants returned.
- NOUN_AS_PROPERTY (1.0): the same noun used as a property or a group ('per *instrument*',
  'the *campaign* title', 'route Harlow Loop', 'for that route'): it leans to the collection
  without naming its records. NOUN_AS_VERB (0.5): 'Report the ...' at the start is a verb.
- ASKED_NOUN_BONUS (+1.0): the head noun right after 'which / what / how many / list / find',
  so 'Which centers accept new enrollments?' beats a second noun later in the request.
- RECORDS_NAMED (2.0): a head noun weighing this much names the records; its words are the
  trace's reason and the collection's other name words just before it are claimed with it.
- NAME_WORD (1.0): another word of the collection's name ('giving' of GivingPrograms).
- DESCRIPTION_WORD (0.4): a word of the collection's description: weak, many collections share
  description words.
- PROPERTY_WEIGHT (0.5 per property named, up to PROPERTY_CAP 1.6): properties only this
  collection has ('boardings', 'hourly rates') point at it, capped so that several property
  words never outweigh a head noun.
- VALUE_WORD (0.8): a category or tag value of the collection ('wetsuits', 'toddlers').
- KNOWN_NAME (1.5): an exact name found among the collection's identifier or reference values.
- CODE_SHAPE (3.0): a code of the collection's shape (RID-00213): codes belong to one place.
- REFERENCED_BY_FREQUENCY (5.5): 'which 3 varieties are lent most often', 'which 3 centers have
  the most enrollments' ask how often the records are named elsewhere, so the collection whose
  reference property holds them (the loans) gets more than the records' own head noun and its
  asked-noun bonus (4.0 + 1.0).

A head noun weighs only NOUN_AS_PROPERTY, too, when a collection that references its records is
named and the noun is counted ('how many different centers ... enrollments', 'how many centers
have enrollments') or follows a role preposition ('enrollments at a daycare center').

A tie keeps the previous request's collection when no head noun was said ('..., and how many at
X'). Under WEAK_ROUTE (1.0) the route is weak: a later request with nothing of its own stays on
the previous request's collection when that one scored at all or the best is under NO_ROUTE (0.5).
"""

from __future__ import annotations

from gymkit.agents.rules._find import find_mentions, find_vocab
from gymkit.agents.rules._knowledge import CollInfo, Knowledge, expand
from gymkit.agents.rules._values import Value
from gymkit.agents.rules._words import (
    ASKED_RIGHT_BEFORE,
    BE_WORDS,
    COUNTED,
    DISTINCT_WORDS,
    FREQUENCY_CUES,
    HAVE_WORDS,
    NUMBER_WORDS,
    PROPERTY_LEADS,
    RECORD_NOUNS,
    ROLE_PREPOSITIONS,
    STOPWORDS,
    VERBS_AFTER_RECORDS,
    Token,
)

HEAD_NOUN = 4.0
HEAD_SYNONYM = 2.5
NOUN_AS_PROPERTY = 1.0
NOUN_AS_VERB = 0.5
ASKED_NOUN_BONUS = 1.0
RECORDS_NAMED = 2.0
NAME_WORD = 1.0
DESCRIPTION_WORD = 0.4
PROPERTY_WEIGHT = 0.5
PROPERTY_CAP = 1.6
VALUE_WORD = 0.8
KNOWN_NAME = 1.5
CODE_SHAPE = 3.0
REFERENCED_BY_FREQUENCY = 5.5
WEAK_ROUTE = 1.0
NO_ROUTE = 0.5


def head_weight(
    tokens: list[Token], i: int, c: CollInfo, literal: bool, bigrams: frozenset = frozenset()
) -> float:
    """How strongly a head noun names the records asked for (3), or only a property or group (1):
    'per instrument', 'with campaign "X"', 'campaign title', 'center name values'."""
    prev = [
        t.low for t in tokens[max(0, i - 2) : i] if t.low not in ("the", "a", "an", "their", "its")
    ]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if prev and (
        prev[-1] in PROPERTY_LEADS or (len(prev) > 1 and prev[-2] in ("per", "each", "every", "by"))
    ):
        return NOUN_AS_PROPERTY
    verb_after = nxt is not None and nxt.low in VERBS_AFTER_RECORDS  # 'routes describe ...'
    if nxt is not None and (
        nxt.low in COUNTED
        or not verb_after
        and any(tokens[i].stem in p.stems and nxt.stem in p.stems for p in c.props)
    ):
        return NOUN_AS_PROPERTY
    before = tokens[i - 1] if i else None
    if (nxt is not None and not verb_after and (tokens[i].stem, nxt.stem) in bigrams) or (
        before is not None and (before.stem, tokens[i].stem) in bigrams
    ):
        return (
            NOUN_AS_PROPERTY  # 'suggested donation amounts', 'comparison route': a property's name
        )
    if i >= 2 and (tokens[i - 2].stem, tokens[i].stem) in bigrams and not tokens[i - 1].after_punct:
        return (
            NOUN_AS_PROPERTY  # 'accept new enrollments': the property's words with one word between
        )
    if i == 0 and nxt is not None and nxt.low in ("the", "all", "on", "back", "me"):
        return NOUN_AS_VERB  # 'Report the smallest ...': a verb
    return HEAD_NOUN if literal else HEAD_SYNONYM


def route(
    tokens: list[Token],
    know: Knowledge,
    exact: list[Value],
    prev: str | None,
    skip: set[int] = frozenset(),
) -> tuple[str, list[int], str]:
    """The collection a request is about: by its nouns, description, property words and values.

    Returns (collection, the tokens that named it, why). Tokens in `skip` (a search topic) do
    not count.
    """
    best, best_score, best_tokens = None, 0.0, []
    scores: dict[str, float] = {}
    value_starts = {
        i
        for v in exact
        for i, t in enumerate(tokens)
        if t.start == v.start or t.start == v.start + 1
    }
    value_ends = {
        i for v in exact for i, t in enumerate(tokens) if t.end == v.end or t.end == v.end - 1
    }
    head_at = {
        i: c.name
        for i, t in enumerate(tokens)
        for c in know.colls.values()
        if i not in skip
        and (
            c.head in expand(t.stem)
            or t.stem in c.name_stems
            and i + 1 < len(tokens)
            and tokens[i + 1].low in RECORD_NOUNS
        )
    }
    counted = counted_noun(tokens, know)
    for name, c in know.colls.items():
        score, used = 0.0, []
        own: set[int] = set()
        if counted is not None and any(p.prop.references == counted[0] for p in c.props):
            # 'which 3 varieties are lent most often': counted over the loans that name them
            score += REFERENCED_BY_FREQUENCY  # (the noun stays free: it names the property)
        for i, t in enumerate(tokens):
            if i in skip:
                continue
            stems = expand(t.stem)
            if c.head in stems:
                own.add(i)
                w = head_weight(tokens, i, c, t.stem == c.head, know.bigrams)
                said_after = i - 1 in value_ends and any(
                    j < i and n != name for j, n in head_at.items()
                )  # 'donations given to the X campaign': the noun says what the value is
                compound = (  # 'donation programs': programs; not 'instruments lent'
                    head_at.get(i + 1, name) != name
                    and tokens[i + 1].stem == know.colls[head_at[i + 1]].head
                )
                if (
                    i + 1 in value_starts
                    or said_after
                    or compound
                    or owned_noun(tokens, i)
                    or distinct_elsewhere(tokens, i, c, know, head_at)
                    or place_of_records(tokens, i, c, know, head_at)
                ):
                    # 'route Harlow Loop', 'whose reported route', 'for that route': a property
                    # of the records asked for, or a thing said before, not the records
                    w = min(w, NOUN_AS_PROPERTY)
                elif w >= 2 and i and tokens[i - 1].low in ASKED_RIGHT_BEFORE:
                    w += ASKED_NOUN_BONUS  # 'Which centers are open to new enrollments?': the asked noun
                score += w
                if w >= RECORDS_NAMED:
                    used.append(i)
                    # the collection's other name words right before its head: 'giving programs'
                    j = i - 1
                    while j >= 0 and tokens[j].stem in c.name_stems and j not in skip:
                        used.append(j)
                        own.add(j)
                        j -= 1
            elif (
                t.stem in c.name_stems
                and i + 1 < len(tokens)
                and tokens[i + 1].low in RECORD_NOUNS
                and i + 1 not in skip
            ):  # 'the ridership records': a name word and a generic noun for records
                score += HEAD_SYNONYM
                used.append(i)
            elif any(s in c.name_stems for s in stems) and t.low not in STOPWORDS:
                score += NAME_WORD
            elif any(s in c.desc for s in stems) and t.low not in STOPWORDS:
                score += DESCRIPTION_WORD
        mentions = find_mentions(tokens, c, own | set(skip))
        named = sum(min(m.score, 1.0) for m in mentions if m.score >= 0.5)
        score += min(PROPERTY_CAP, named * PROPERTY_WEIGHT)
        score += VALUE_WORD * len(find_vocab(tokens, c, set(skip)))
        for v in exact:
            if any(cn == name for cn, _ in v.extra.get("origins", [])):
                score += KNOWN_NAME
            if any(cn == name for cn, _ in v.extra.get("code_props", [])):
                score += CODE_SHAPE
            if any(cn == name for cn, _ in v.extra.get("items", [])):
                score += VALUE_WORD  # an item of its text arrays ('IRC R602.3')
        scores[name] = score
        if score > best_score or (score == best_score and name == prev and not used):
            # a tie with the previous request's collection keeps it ('..., and how many at X')
            best, best_score, best_tokens = name, score, sorted(used)
    why = ", ".join(tokens[i].text for i in best_tokens)
    if best is None or best_score < WEAK_ROUTE:
        # '..., and the latest service date': a property only another collection has wins
        if prev is not None and (
            best is None or scores.get(prev, 0.0) > 0 or best_score < NO_ROUTE
        ):
            return prev, [], "the previous request's collection"
        return (best or next(iter(know.colls))), best_tokens, why
    return best, best_tokens, why


def counted_noun(tokens: list[Token], know: Knowledge) -> tuple[str, int] | None:
    """'which 3 varieties ... most often', 'the 2 branches that lent seeds most frequently': the
    collection whose records are ranked by how often they occur, and its noun's token, when a
    frequency phrase (FREQUENCY_CUES) is said with 'which / what / top / the' and a number
    right before a collection's head noun."""
    lows = [t.low for t in tokens]
    said = " " + " ".join(lows) + " "
    heads = {c.head: c.name for c in know.colls.values()}
    if not any(f" {cue} " in said for cue in FREQUENCY_CUES):
        most = _most_records(tokens, know)
        if most is None:
            return None
        # 'which 3 centers have the most enrollments': ranked by how often the enrollments
        # name them, when the enrollments reference the centers
        found = _counted_noun_at(tokens, know, heads)
        if found is None or not any(p.prop.references == found[0] for p in know.colls[most].props):
            return None
        return found
    return _counted_noun_at(tokens, know, heads)


def _most_records(tokens: list[Token], know: Knowledge) -> str | None:
    """'... have the most (child) enrollments': the collection whose records 'the most' counts."""
    for i in range(1, len(tokens) - 1):
        if tokens[i - 1].low != "the" or tokens[i].low != "most":
            continue
        for c in know.colls.values():
            j = i + 1
            while j < len(tokens) and tokens[j].stem in c.name_stems and tokens[j].stem != c.head:
                j += 1
            if j < len(tokens) and tokens[j].stem == c.head:
                return c.name
    return None


def _counted_noun_at(
    tokens: list[Token], know: Knowledge, heads: dict[str, str]
) -> tuple[str, int] | None:
    """The counted collection's head noun after 'which / what / top / the' and a number, with
    the collection's other name words between ('which 2 daycare centers')."""
    lows = [t.low for t in tokens]
    for i in range(2, len(tokens)):
        if tokens[i].stem not in heads:
            continue
        c = know.colls[heads[tokens[i].stem]]
        k = i - 1
        while k > 1 and tokens[k].stem in c.name_stems:
            k -= 1
        n = lows[k]
        if (
            (n.isdigit() or n in NUMBER_WORDS)
            and lows[k - 1] in ASKED_RIGHT_BEFORE | {"top", "the", "are"}
            and head_weight(tokens, i, c, True, know.bigrams)
            >= RECORDS_NAMED  # not 'which 3 campaign statuses'
        ):
            return c.name, i
    return None


def distinct_elsewhere(
    tokens: list[Token], i: int, c: CollInfo, know: Knowledge, head_at: dict[int, str]
) -> bool:
    """'the number of distinct daycare centers across all enrollments', 'how many centers have
    enrollments': distinct values of the records' noun, when another collection that references these records is named too, are
    values of its reference property, so the noun leans to that collection."""
    j = i - 1
    while j >= 0 and tokens[j].stem in c.name_stems:
        j -= 1  # 'distinct daycare centers'
    referencing = {
        x.name for x in know.colls.values() if any(p.prop.references == c.name for p in x.props)
    }
    nxt = [t.low for t in tokens[i + 1 : i + 4]]
    k = i + 3 if nxt[1:2] == ["been"] else i + 2
    counted = (  # 'how many centers have enrollments', 'how many instruments were borrowed'
        j >= 1
        and tokens[j - 1].low == "how"
        and tokens[j].low == "many"
        and bool(nxt)
        and (nxt[0] in HAVE_WORDS or nxt[0] in BE_WORDS and head_at.get(k) in referencing)
    )
    if j < 0 or not counted and tokens[j].low not in DISTINCT_WORDS:
        return False
    return any(n in referencing for k, n in head_at.items() if k != i)


def place_of_records(
    tokens: list[Token], i: int, c: CollInfo, know: Knowledge, head_at: dict[int, str]
) -> bool:
    """'enrollments at a daycare center', 'varieties borrowed from branches': a noun after a
    role preposition, when records that reference it were named just before, is their
    reference property, not the records asked for."""
    j = i - 1
    while j >= 0 and (tokens[j].stem in c.name_stems or tokens[j].low in _ARTICLES):
        j -= 1
    if j < 1 or tokens[j].low not in ROLE_PREPOSITIONS:
        return False
    referencing = {
        x.name for x in know.colls.values() if any(p.prop.references == c.name for p in x.props)
    }
    return any(n in referencing for k, n in head_at.items() if k < j)


_ARTICLES = frozenset(["a", "an", "the", "each", "every", "any"])


def owned_noun(tokens: list[Token], i: int) -> bool:
    before = [t.low for t in tokens[max(0, i - 2) : i]]
    return bool(before) and (
        before[-1] in {"whose", "that", "this", "same"}
        or (len(before) == 2 and before[0] == "whose")
    )
