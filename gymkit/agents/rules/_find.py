"""Finding things in one request: exact values, property mentions, vocabulary values, collections.

Each finder returns spans (token indexes) so the parser can say which words produced what and
keep the unexplained words for the search query.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field

from gymkit.agents.rules._knowledge import CollInfo, Knowledge, PropInfo, expand
from gymkit.agents.rules._values import Value, find_quoted
from gymkit.agents.rules._words import (
    BACK_REFERENCES,
    CONTEXT,
    COUNTED,
    DESC_GENERIC,
    LOOKUP_CUES,
    MONTHS,
    NAMING_CUES,
    NUMBER_WORDS,
    QUOTED_ONLY_TOPIC_CUES,
    STOPWORDS,
    TOPIC_PHRASES,
    TOPIC_STOP,
    VAGUE_SUFFIXES,
    VALUES_APART_WORDS,
    Token,
    plural_strip,
    stem,
    text_after,
    text_before,
)

PREFIX_CUES = re.compile(
    r"\b(?:starts?|starting|begins?|beginning|prefixed|opens?)\s+with\b|\bprefix(?:ed)?\b"
    # 'codes starting RID-003': without 'with', only before a code-shaped or quoted value
    r"|\b(?:starts?|starting|begins?|beginning)(?=\s+(?:[\"“'‘]|[A-Za-z]+-\d))",
    re.I,
)


@dataclass
class Mention:
    """A property named in the request: the tokens that name it and how fully they do."""

    prop: PropInfo
    first: int
    last: int
    score: float
    tokens: list[int] = field(default_factory=list)


@dataclass
class VocabHit:
    prop: PropInfo
    value: object
    first: int
    last: int


def tok_index(tokens: list[Token], start: int, end: int) -> list[int]:
    """Token indexes inside the character span [start, end).

    Tokens are in text order (starts and ends both increase), so the range is found by binary
    search: planning stays linear in the command's length."""
    lo = bisect_left(tokens, start, key=_token_start)
    hi = bisect_right(tokens, end, key=_token_end)
    return list(range(lo, hi))


def _token_start(t: Token) -> int:
    return t.start


def _token_end(t: Token) -> int:
    return t.end


def find_exact(text: str, tokens: list[Token], know: Knowledge) -> list[Value]:
    """Quoted strings, code-shaped tokens and known names (identifier and reference values)."""
    found = find_quoted(text)
    taken = [(v.start, v.end) for v in found]
    for v in found:
        v.extra["origins"] = _origins(v.value, know)
    for regex, coll, prop in know.codes:
        for m in regex.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                for v in found:
                    if (
                        v.start <= m.start()
                        and m.end() <= v.end
                        and v.value.lower() == m.group(0).lower()
                    ):
                        v.extra.setdefault("code_props", []).append((coll, prop))
                continue
            same = next((v for v in found if v.start == m.start() and v.end == m.end()), None)
            if same is None:
                same = Value(
                    "text", m.group(0), m.start(), m.end(), m.group(0), extra={"code": True}
                )
                found.append(same)
            same.extra.setdefault("code_props", []).append((coll, prop))
    taken = [(v.start, v.end) for v in found]
    i = 0
    while i < len(tokens):
        t = tokens[i]
        longest = know.name_first.get(t.low, 0)
        hit = None
        for n in range(min(longest, len(tokens) - i), 0, -1):
            s, e = t.start, tokens[i + n - 1].end
            phrase = re.sub(r"\s+", " ", text[s:e]).lower()
            owner = _POSSESSIVE.search(phrase)
            if owner and phrase[: owner.start()] in know.names:  # "Oren Pell's": the record's own
                phrase, e = phrase[: owner.start()], e - len(owner.group(0))
            if phrase in know.names and not any(s < b and a < e for a, b in taken):
                hit = (n, s, e, bool(owner))
                break
        if hit:
            n, s, e, owned = hit
            extra = {"origins": _origins(text[s:e], know)}
            if owned:
                extra["possessive"] = True
            found.append(Value("text", text[s:e], s, e, text[s:e], extra=extra))
            i += n
        else:
            i += 1
    return sorted(found + _items(text, tokens, know, found), key=lambda v: v.start)


def _items(text: str, tokens: list[Token], know: Knowledge, found: list[Value]) -> list[Value]:
    """Text-array items of several words said verbatim, quoted or not ('IRC R602.3'): values
    with extra["items"], the (collection, property) pairs holding them; a quoted one is marked
    in place. The longest item starting at a word wins."""
    if know.items is None or know.item_first is None:
        return []
    for v in found:
        if v.extra.get("quoted") and isinstance(v.value, str):
            hits = know.items.get(re.sub(r"\s+", " ", v.value).lower())
            if hits:
                v.extra["items"] = hits
    taken = [(v.start, v.end) for v in found]
    out: list[Value] = []
    i = 0
    while i < len(tokens):
        longest = know.item_first.get(tokens[i].low, 0)
        n = min(longest, len(tokens) - i)
        while n >= 2:
            s, e = tokens[i].start, tokens[i + n - 1].end
            hits = know.items.get(re.sub(r"\s+", " ", text[s:e]).lower())
            if hits and not any(s < b and a < e for a, b in taken):
                out.append(Value("text", text[s:e], s, e, text[s:e], extra={"items": hits}))
                break
            n -= 1
        i += n if n >= 2 else 1
    return out


_POSSESSIVE = re.compile(r"['’]s?$")


def _origins(value: str, know: Knowledge) -> list[tuple[str, str]]:
    return list(know.names.get(value.lower(), []))


def find_capitalized(
    text: str, tokens: list[Token], taken: list[tuple[int, int]], vocab_words: set[str]
) -> list[Value]:
    """Unknown names: runs of Capitalized words after a naming cue, or of two or more mid-sentence."""
    out = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if not _is_cap(t, tokens, i, text) or any(t.start < e and s < t.end for s, e in taken):
            i += 1
            continue
        j = i
        while (
            j + 1 < len(tokens)
            and _is_cap(tokens[j + 1], tokens, j + 1, text)
            and text[tokens[j].end : tokens[j + 1].start].strip() == ""
        ):
            j += 1
        run = text[t.start : tokens[j].end]
        cued = i > 0 and (
            tokens[i - 1].low in NAMING_CUES
            or (tokens[i - 1].low in LOOKUP_CUES and _ends_request(tokens, text, j))
        )
        owner = _POSSESSIVE.search(run)
        extra: dict = {"origins": [], "capitalized": True}
        if owner:  # "Oren Pell's": the name without its possessive ending
            run = run[: owner.start()]
            extra["possessive"] = True
        if (cued or j > i) and run.lower() not in vocab_words:
            out.append(Value("text", run, t.start, t.start + len(run), run, extra=extra))
        i = j + 1
    return out


def _ends_request(tokens: list[Token], text: str, j: int) -> bool:
    """The name closes its sentence or is followed by 'for me' / 'please' ('find Saltwhisper')."""
    rest = text[tokens[j].end :].strip().lower()
    rest = re.sub(
        r"^(?:'s)?\s*(?:(?:among|in|from|within)\s+(?:the|our)\s+[a-z]+(?:\s+[a-z]+)?)?\s*"
        r"(?:for me|please|real quick|quickly)?\s*",
        "",
        rest,
    )
    return rest == "" or rest[:1] in ".?!,;"


def _is_cap(t: Token, tokens: list[Token], i: int, text: str) -> bool:
    if not t.text[:1].isupper() or t.low in MONTHS or t.text == "I":
        return False
    if i == 0:
        return False
    before = text_before(text, t.start).rstrip()
    return not before.endswith((".", "?", "!", ":", ";", "\n"))


# 'ends with Express', 'ending in Camp': a suffix (LIKE '%X').
SUFFIX_CUES = re.compile(
    r"\b(?:ends?|ending|finish(?:es)?|finishing)\s+(?:with|in|on)\b|\bsuffix(?:ed)?(?:\s+with)?\b",
    re.I,
)
# 'containing the word Harbor', 'includes the text 'Koi'': a word anywhere (LIKE '%X%').
CONTAINS_CUES = re.compile(
    r"\b(?:contains?|containing|includes?|including|featuring)\s+"
    r"(?=the\s+(?:words?|text|string|phrase|term|letters?)\b)",
    re.I,
)
# 'a name containing Harbor', 'titles that include 'Koi'': the cue right after a name's noun
# (the last word of an identifier's or reference's name), before a quoted or Capitalized value.
_NAMED_CONTAINS = re.compile(
    r"\b([a-z]+)\s+(?:that\s+|which\s+)?(?:contains?|containing|includes?|including)\s+"
    r"(?=[\"“'‘]|[A-Z])",
    re.I,
)
# 'with Trust in their name', 'with Koi anywhere in the title', "featuring 'refund' anywhere in
# the notes": a word inside a name, or (after 'anywhere') inside any text property; a lowercase
# word only with 'anywhere' / 'somewhere' after it.
_IN_NAME = re.compile(
    r"\b(?:with|has|have|having|carry|carries|carrying|show|shows|showing|feature|features|"
    r"featuring|bear|bears|bearing)\s+(?:the\s+(?:words?|text|string|phrase|term)\s+)?"
    r"(?:([\"“'‘][^\"”'’]+[\"”'’]|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(anywhere\s+|somewhere\s+)?"
    r"|([a-z][\w'-]*)\s+(anywhere\s+|somewhere\s+))"
    r"in\s+(?:the|their|its|his|her)\s+(?:[a-z]+\s+)?([a-z]+)\b"
)
_VALUE_LEAD = r"\s*(?:the\s+(?:letters?|text|string|prefix|suffix|words?|phrase|term)\s+)?"


def find_prefixes(
    text: str, tokens: list[Token], name_nouns: frozenset[str] = frozenset()
) -> list[Value]:
    """Text patterns: 'starts with X' (a prefix, X*), 'ends with X' (a suffix, %X), and a word
    anywhere in a name ('containing the word X', 'a title that includes X', 'with X in their
    name': %X%). X is quoted, or the next Capitalized words, word or code. `extra['pattern']`
    says which; `name_nouns` are the stems of the nouns that end names ('name', 'title')."""
    out = []
    cues = [(m, "prefix") for m in PREFIX_CUES.finditer(text)]
    cues += [(m, "suffix") for m in SUFFIX_CUES.finditer(text)]
    cues += [(m, "contains") for m in CONTAINS_CUES.finditer(text)]
    cues += [
        (m, "contains")
        for m in _NAMED_CONTAINS.finditer(text)
        if stem(m.group(1)) in name_nouns or plural_strip(m.group(1).lower()) in name_nouns
    ]
    for m, kind in sorted(cues, key=lambda c: c[0].start()):
        if any(v.start <= m.start() < v.end for v in out):
            continue
        rest = text_after(text, m.end())
        q = re.match(_VALUE_LEAD + r"[\"“'‘]([^\"”'’]+)[\"”'’]", rest)
        if q is None:  # a run of Capitalized words ('The Kestrel'), else one word or code
            q = re.match(_VALUE_LEAD + r"([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)", rest)
        if q is None and (kind == "prefix" or _VALUE_LEAD_SAID.match(rest)):
            q = re.match(_VALUE_LEAD + r"([A-Za-z0-9][\w-]*)", rest)
        if q is None and kind == "suffix":
            q = re.match(r"\s*([A-Za-z0-9][\w-]*)", rest)
        if q is None:
            continue
        s = m.end() + q.start(1)
        val = q.group(1)
        quoted = rest[: q.start(1)].rstrip()[-1:] in "\"“'‘" and rest[: q.start(1)].strip() != ""
        if not quoted and val.lower() in STOPWORDS and val.lower() not in BACK_REFERENCES:
            continue  # 'at the start with a start date on record': no prefix
        if kind != "prefix" and not quoted and _not_a_pattern(val):
            continue  # 'campaigns ending in March 2026', 'ending in 2027': a date
        extra = {"prefix": True, "pattern": kind, "cue_start": m.start(), "value_start": s}
        if val.lower() in BACK_REFERENCES:  # "my notes say 'Sparrow'. ... start with that"
            said = [v for v in find_quoted(text_before(text, m.start())) if v.value]
            if not said:
                continue
            off = max(0, m.start() - CONTEXT)
            extra["refers_to"] = (off + said[-1].start, off + said[-1].end)
            extra["words"] = f"{said[-1].raw} ... {text[m.start() : s + len(val)]}"
            out.append(Value("text", said[-1].value, m.start(), s + len(val), val, extra=extra))
            continue
        out.append(
            Value(
                "text",
                val,
                m.start(),
                s + len(val) + (1 if rest[q.end(1) : q.end(1) + 1] in "\"”'’" else 0),
                val,
                extra=extra,
            )
        )
    for m in _IN_NAME.finditer(text):
        noun = m.group(5)
        anywhere = bool(m.group(2) or m.group(4))
        named = stem(noun) in name_nouns or plural_strip(noun.lower()) in name_nouns
        if not (named or anywhere):
            continue
        if any(v.start < m.end() and m.start() < v.end for v in out):
            continue
        g = 1 if m.group(1) else 3
        raw = m.group(g)
        val = raw.strip("\"“'‘”’")
        extra = {
            "prefix": True,
            "pattern": "contains",
            "cue_start": m.start(),
            "value_start": m.start(g),
            "name_after": True,
        }
        # a name noun is part of the pattern's words; another property's words ('the processing
        # notes') are left to name the property the pattern is on
        end = m.end() if named else m.end(g + 1)
        out.append(Value("text", val, m.start(), end, raw, extra=extra))
    return sorted(out, key=lambda v: v.start)


_VALUE_LEAD_SAID = re.compile(r"\s*the\s+(?:letters?|text|string|words?|phrase|term)\s+", re.I)


def _not_a_pattern(val: str) -> bool:
    """A month, a year or a spelled-out number after 'ending in' ends a period, not a name."""
    first = val.split()[0].lower()
    return first in MONTHS or bool(re.fullmatch(r"(?:19|20)\d{2}", val))


def _stem_index(coll: CollInfo) -> dict[str, list[tuple[PropInfo, str, str]]]:
    """stem -> [(property, the name or description stem it stands for, from the description?)],
    with the 4+ letter prefixes of name stems ('suit' for 'suita'); computed once per collection."""
    if coll.stem_index is not None:
        return coll.stem_index
    idx: dict[str, list[tuple[PropInfo, str, str]]] = {}
    all_names = {s for p in coll.props for s in p.stems}
    for p in coll.props:
        for n in set(p.stems):
            idx.setdefault(n, []).append((p, n, "name"))
            for k in range(4, len(n)):
                idx.setdefault(n[:k], []).append((p, n, "prefix"))
        for d in set(p.desc_only) - all_names:
            idx.setdefault(d, []).append((p, d, "desc"))
    coll.stem_index = idx
    return idx


def _stem_hits(coll: CollInfo, stem_: str) -> list[tuple[PropInfo, str, bool]]:
    """The (property, stem it stands for, from the description?) a word's stem names in the
    collection: the stem, its thesaurus stems, and a longer word whose start is a whole name
    stem ('hired' for 'hire'). Memoized per collection and stem."""
    memo = coll.stem_hits
    hits = memo.get(stem_)
    if hits is None:
        idx = _stem_index(coll)
        direct = expand(stem_)
        longer = [stem_[:k] for k in range(4, len(stem_)) if stem_[:k] in idx]
        hits = [
            (p, target, kind == "desc")
            for s in direct + longer
            for p, target, kind in idx.get(s, ())
            if s in direct or (kind != "prefix" and target == s)
        ]
        memo[stem_] = hits
    return hits


def _bridged(tokens: list[Token], a: int, b: int, p: PropInfo, coll: CollInfo) -> bool:
    """'the route used for comparison': two words of one property's name up to four words
    apart, with only function words and words of its own description between them (not the
    records' noun: 'the repair cost for repairs costing ...' names the cost twice)."""
    between = tokens[a + 1 : b]
    return (
        len(between) <= 3
        and not any(t.low in ("or", "and") or t.stem == coll.head for t in between)
        and all(t.low in STOPWORDS or t.stem in p.desc for t in between)
    )


def _desc_pairs(coll: CollInfo) -> dict[tuple[str, str], list[PropInfo]]:
    """Two telling stems in a row of a property's description ('tickets sold' of 'The number of
    tickets sold for the screening') -> the properties so described; once per collection."""
    if coll.desc_pairs is None:
        own = set(coll.name_stems) | {coll.head}
        pairs: dict[tuple[str, str], list[PropInfo]] = {}
        for p in coll.props:
            for pair in set(zip(p.desc, p.desc[1:])):
                if not set(pair) & (DESC_GENERIC | own):
                    pairs.setdefault(pair, []).append(p)
        coll.desc_pairs = {k: v for k, v in pairs.items() if len(v) == 1}
    return coll.desc_pairs


def _said_as_written(tokens: list[Token], coll: CollInfo, skip: set[int]) -> list[Mention]:
    """A property named as the schema writes it ('a boardingCount above 300', 'grouped by
    isVerified'), or by two telling words of its description in a row ('the number of tickets
    sold' for seatsSold): a full mention, above any partial one."""
    names = {p.name.lower(): p for p in coll.props}
    pairs = _desc_pairs(coll)
    out = []
    words = [i for i, t in enumerate(tokens) if i not in skip and t.low not in STOPWORDS]
    for i in words:
        p = names.get(tokens[i].low)
        if p is not None and len(p.stems) > 1:
            out.append(Mention(p, i, i, 2.0, [i]))
    for i, j in zip(words, words[1:]):
        if j - i > 2 or tokens[j].after_punct or tokens[i + 1].low in ("or", "and"):
            continue
        for p in pairs.get((tokens[i].stem, tokens[j].stem), ()):
            out.append(Mention(p, i, j, 1.1, [i, j]))
    return out


def find_mentions(tokens: list[Token], coll: CollInfo, skip: set[int]) -> list[Mention]:
    """Each property of `coll` named in the tokens: clusters of its name's stems, or of two or
    more words of its description ('public-facing name' for routeName, 'stop positions'), and
    names as written (`_said_as_written`)."""
    per_prop: dict[int, tuple[PropInfo, dict[int, set], dict[int, set]]] = {}
    for i, t in enumerate(tokens):
        if i in skip or t.low in STOPWORDS:
            continue
        for p, target, is_desc in _stem_hits(coll, t.stem):
            entry = per_prop.setdefault(id(p), (p, {}, {}))
            (entry[2] if is_desc else entry[1]).setdefault(i, set()).add(target)
    out = []
    for p, name_hits, desc_hits in per_prop.values():
        hits = sorted(set(name_hits) | set(desc_hits))
        clusters: list[list[int]] = [[hits[0]]]
        for i in hits[1:]:
            # 'reported route or comparison route': two properties, not one long name
            crosses = any(
                tokens[j].after_punct or tokens[j].low == "or"
                for j in range(clusters[-1][-1] + 1, i + 1)
            )
            if not crosses and (
                i - clusters[-1][-1] <= 2 or _bridged(tokens, clusters[-1][-1], i, p, coll)
            ):
                clusters[-1].append(i)
            else:
                clusters.append([i])
        core = set(p.core)
        for cl in clusters:
            got = set().union(*(name_hits.get(i, set()) for i in cl))
            got_desc = set().union(*(desc_hits.get(i, set()) for i in cl)) - got
            core_hit = len(got & core)
            if core_hit:
                score = core_hit / len(core) + 0.2 * len(got - core) + 0.05 * core_hit
                score += 0.1 * min(len(got_desc), 2)
            elif len(got_desc) >= 2:
                score = 0.3 * min(len(got_desc), 2)
            elif got and got_desc:  # 'offered dates': a name word of its kind and a telling one
                score = 0.45
            elif (
                got_desc
                and cl[-1] + 1 < len(tokens)
                and tokens[cl[-1] + 1].low in COUNTED | {"list", "listed", "recorded"}
            ):
                score = 0.45  # 'tattoo styles values': a description word said as a property
            elif got_desc and _after_distinct_word(tokens, cl[0], skip, coll):
                score = 0.45  # 'how many different styles', 'the 5 most common styles'
            else:
                continue
            out.append(Mention(p, cl[0], cl[-1], score, cl))
    return out + _said_as_written(tokens, coll, skip)


def _after_distinct_word(tokens: list[Token], i: int, skip: set[int], coll: CollInfo) -> bool:
    """'how many different X', 'the top 5 X', 'the 3 most common X': a distinct-values or
    most-frequent word (or it and a number) right before token i, or before a word of the
    collection's name said with it ('how many unique tattoo styles')."""
    j = i - 1
    if j >= 1 and (j in skip or tokens[j].stem in coll.name_stems):
        j -= 1
    if j >= 0 and (tokens[j].low.isdigit() or tokens[j].low in NUMBER_WORDS):
        j -= 1
    return j >= 0 and tokens[j].low in VALUES_APART_WORDS and not tokens[i].after_punct


def _vocab_words(p: PropInfo) -> list[tuple[object, list[str]]]:
    """Each vocabulary value with its plural-stripped words, computed once per property."""
    if p.vocab_words is None:
        p.vocab_words = []
        for v in p.vocab:
            vw = [plural_strip(w) for w in re.findall(r"[A-Za-z0-9]+", str(v).lower())]
            if vw:
                p.vocab_words.append((v, vw))
    return p.vocab_words


def _adjectival(tokens: list[Token], i: int, n: int, value: str, p: PropInfo) -> bool:
    """'an infant focus', 'toddler rooms': the singular of a plural tag used before a noun is a
    description, not the tag ('infants'); before the property's own word it is the value ('the
    String family')."""
    said = tokens[i + n - 1].low
    if said == value.lower().split()[-1] or not value.lower().endswith("s") or said.endswith("s"):
        return False
    nxt = tokens[i + n] if i + n < len(tokens) else None
    if nxt is not None and nxt.stem in p.stems:
        return False
    return nxt is not None and not nxt.after_punct and nxt.low not in STOPWORDS


def _vague_compound(tokens: list[Token], last: int) -> bool:
    nxt = tokens[last + 1] if last + 1 < len(tokens) else None
    return nxt is not None and nxt.hyphen_before and nxt.low in VAGUE_SUFFIXES


def vague_compound_tokens(tokens: list[Token]) -> set[int]:
    """Both halves of each 'X-oriented' / 'X-friendly' word in the request."""
    return {j for i in range(len(tokens) - 1) if _vague_compound(tokens, i) for j in (i, i + 1)}


def _participle_of(
    tokens: list[Token], word: str, skip: set[int], at: dict[str, list[int]]
) -> list[int]:
    """'on pause' for 'paused', 'drafted' for 'draft': a word whose stem is the value's, when one
    of the two is the other's -ed form (not '-ing', not 'close to'). `at` maps each lowercase
    word of the request to its token indexes, so only the few -ed forms are looked up."""
    if len(word) < 4:
        return []
    out = []
    forms = {word + "d", word + "ed", word[:-1], word[:-2]}
    for i in sorted(i for f in forms for i in at.get(f, ())):
        w = tokens[i].low
        if i in skip or len(w) < 4 or w in STOPWORDS or w.endswith("ing") or w == word:
            continue
        nxt = tokens[i + 1].low if i + 1 < len(tokens) else ""
        if nxt == "to" or not (w.endswith("ed") or word.endswith("ed")):
            continue
        if (w.endswith("ed") and w[:-1] == word or w[:-2] == word) or (
            word.endswith("ed") and word[:-1] == w or word[:-2] == w
        ):
            out.append(i)
    return out


def find_vocab(tokens: list[Token], coll: CollInfo, skip: set[int]) -> list[VocabHit]:
    """Values of the collection's small text vocabularies (categories, tags) said in the request."""
    plain = [plural_strip(t.low) for t in tokens]
    where: dict[str, list[int]] = {}
    at: dict[str, list[int]] = {}
    for i, w in enumerate(plain):
        where.setdefault(w, []).append(i)
        at.setdefault(tokens[i].low, []).append(i)
    out: list[VocabHit] = []
    for p in coll.props:
        if p.kind != "text" or not p.vocab:
            continue
        for v, vw in _vocab_words(p):
            n = len(vw)
            starts = list(where.get(vw[0], ()))
            if n == 1 and not starts:
                starts = _participle_of(tokens, vw[0], skip, at)
            for i in starts:
                if plain[i : i + n] != vw and n > 1:
                    continue
                if any(j in skip for j in range(i, i + n)) or _vague_compound(tokens, i + n - 1):
                    continue
                if _adjectival(tokens, i, n, str(v), p):
                    continue
                out.append(VocabHit(p, v, i, i + n - 1))
    # a longer value wins over one inside it ('spare strings' over 'strings')
    out.sort(key=lambda h: -(h.last - h.first))
    kept: list[VocabHit] = []
    for h in out:
        if not any(
            k.first <= h.first
            and h.last <= k.last
            and (k.prop.name == h.prop.name or k.last - k.first > h.last - h.first)
            for k in kept
        ):
            kept.append(h)
    return sorted(kept, key=lambda h: h.first)


def item_hits(
    values: list[Value], coll: CollInfo, tokens: list[Token], know: Knowledge
) -> tuple[list[VocabHit], list[Value]]:
    """The values that are items of the collection's text arrays (`_items`), as vocabulary hits
    of those arrays (their value as the data writes it), and the other values."""
    hits: list[VocabHit] = []
    rest: list[Value] = []
    for v in values:
        props = [coll.prop(p) for c, p in v.extra.get("items", ()) if c == coll.name]
        props = [p for p in props if p is not None and p.prop.is_array]
        idx = tok_index(tokens, v.start, v.end)
        if not props or not idx or know.items is None:
            rest.append(v)
            continue
        index = know.items.index
        holder = index.holder(coll.name, props[0].name)
        low = re.sub(r"\s+", " ", str(v.value)).lower()
        stored = index.case_of(holder, low) if holder is not None else None
        hits.append(VocabHit(props[0], stored or v.value, idx[0], idx[-1]))
    return hits, rest


def _leads_to_condition(
    text: str, tokens: list[Token], k: int, value_tokens: set[int], prop_stems: set[str]
) -> bool:
    """Whether the words right after an 'and' name a value or a property ('and in the
    Education cause category', 'and with 2026-01-01'), not more of the topic ('and medical
    campus access')."""
    for j in range(k + 1, min(len(tokens), k + 4)):
        if tokens[j].after_punct:
            return False
        if tokens[j].low in (
            "in",
            "the",
            "a",
            "an",
            "their",
            "its",
            "of",
            "with",
            "whose",
            "where",
        ):
            continue
        return j in value_tokens or tokens[j].stem in prop_stems or tokens[j].text[:1].isupper()
    return False


def _names_a_compared_property(
    tokens: list[Token], k: int, value_tokens: set[int], prop_stems: set[str]
) -> bool:
    """A property's word with a value one or two words on ('weighing over 3 kg', 'costing
    under $80'): where a topic ends and a condition begins."""
    if tokens[k].stem not in prop_stems:
        return False
    return any(j in value_tokens for j in range(k + 1, min(len(tokens), k + 4)))


def find_topics(
    text: str, tokens: list[Token], value_tokens: set[int], prop_stems: set[str]
) -> list[tuple[int, int, int]]:
    """Search topics: the words after 'about', 'mentioning', 'related to', 'match a search for'
    ... up to the end of the clause, as (cue token, first, last) token indexes.

    A topic stops at a clause word (whose, where, with, ...), at punctuation, and at an 'and'
    that leads on to a value or a property ('... and in the Education cause category').
    """
    lows = [t.low for t in tokens]
    out: list[tuple[int, int, int]] = []
    taken: set[int] = set()
    present = set(lows)
    for phrase in TOPIC_PHRASES:
        pw = phrase.split()
        if pw[0] not in present:
            continue
        n = len(pw)
        for i in range(len(lows) - n + 1):
            if lows[i : i + n] != pw or any(j in taken for j in range(i, i + n)):
                continue
            first = i + n
            if first >= len(tokens):
                continue
            if phrase == "about" and (lows[first] in ("how", "what") or lows[first][:1].isdigit()):
                continue  # 'About how many programs ...', 'about 40 routes': roughly, no topic
            between = text[tokens[first - 1].end : tokens[first].start]
            if phrase in QUOTED_ONLY_TOPIC_CUES and not any(q in between for q in "\"“'‘"):
                continue
            if any(q in between for q in "\"“'‘"):
                close = next(
                    (
                        k
                        for k in range(first, len(tokens))
                        if any(q in text[tokens[k].end : tokens[k].end + 1] for q in "\"”'’")
                    ),
                    None,
                )
                if close is None:
                    continue
                last = close
            else:
                last = first - 1
                for k in range(first, min(len(tokens), first + 10)):
                    if k > first and any(
                        ch in ",;:.?!()" for ch in text[tokens[k - 1].end : tokens[k].start]
                    ):
                        break
                    if lows[k] in TOPIC_STOP or k in value_tokens:
                        break
                    if k > first and _names_a_compared_property(
                        tokens, k, value_tokens, prop_stems
                    ):
                        break  # '... in heavy surf weighing over 3 kilograms': a condition
                    if lows[k] in ("and", "or") and _leads_to_condition(
                        text, tokens, k, value_tokens, prop_stems
                    ):
                        break
                    last = k
                while last > first and lows[last] in STOPWORDS:  # '... and movement and'
                    last -= 1
                if last < first or all(lows[k] in STOPWORDS for k in range(first, last + 1)):
                    continue
            out.append((i, first, last))
            taken |= set(range(i, last + 1))
    return sorted(out, key=lambda x: x[1])
