"""Candidates: every call part the links allow, each with its schema-agnostic features.

For one request (a segment of the command) and one collection, the candidates are: a filter
for each value span a property of the collection can hold (text values the data holds, codes,
quoted strings, prefixes, numbers and dates with every operator their type allows, months and
years as ranges, lists of values for arrays, an OR of the properties that hold the same value),
a boolean filter for each flag the request mentions, an aggregation for each property and
metric its type allows, a group-by for each groupable property, and a search. Their features
say how a span overlaps a property's words (name, description, display, synonyms), whether the
value is found in the column and in how many others, how far the property's mention is from
the value, the words around them (the comparative before a number, the metric word before a
property), and whether a word is already used by another part. No feature names an
environment, a collection, a property or a value: lexical features are the command's own words
with every linked word replaced by its role (`<p>`, `<c>`, `<num>`, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gymkit.agents.ranker._index import CollIndex, EnvIndex, PropIndex
from gymkit.agents.ranker._lexicon import classes
from gymkit.agents.ranker._link import Links, TermHit, ValueSpan
from gymkit.agents.rules._values import year_range
from gymkit.agents.rules._words import STOPWORDS, WORD_NUMBERS
from gymkit.call import (
    BOOLEAN_METRICS,
    DATE_METRICS,
    NUMERIC_METRICS,
    TEXT_METRICS,
)
from gymkit.call.build import aggregation_entry, filter_entry

NUM_OPS = ("=", "<", ">", "<=", ">=")
RANGE_OPS = ("in", "<", ">", "<=", ">=")
ARRAY_OPS = ("CONTAINS_ANY", "CONTAINS_ALL")
LIKE_FORMS = ("prefix", "suffix", "contains")
LIST_JOINS = frozenset({",", "or", "and", "&", "either", "both", "nor", "/"})
MAX_TOP = 50  # a TOP_OCCURRENCES limit is a small number
WINDOW = 3


@dataclass
class Segment:
    """One request: tokens [start, end) of the command."""

    start: int
    end: int

    def holds(self, span: tuple[int, int]) -> bool:
        return self.start <= span[0] and span[1] <= self.end


@dataclass
class Candidate:
    """One call part the model may choose: what it adds to the call, what it explains."""

    family: str  # filter, bool, agg, group, search
    cls: str  # its class in the family: an operator, a metric, ...
    prop: str | None
    fragment: dict  # the call arguments it adds
    evidence: tuple  # the span it uses (a value's characters, a property's mention)
    tokens: frozenset[int]  # the tokens it explains
    feats: dict[str, float] = field(default_factory=dict)
    consumes: frozenset[int] = frozenset()  # the value tokens it uses (no other filter may)
    score: float = 0.0
    top: list = field(default_factory=list)  # its strongest features, for the trace
    cue: int | None = None  # the token of the word that asks for it (an aggregation's metric)

    def describe(self) -> str:
        return f"{self.family}:{self.cls}:{self.prop}"


# ---- lexical context ------------------------------------------------------------------------


class Context:
    """The command's links seen from one collection: each token's role or word."""

    def __init__(self, links: Links, coll: CollIndex, seg: Segment):
        self.links = links
        self.coll = coll
        self.seg = seg
        self.forms: list[str] = []
        props = {p.name for p in coll.props}
        prop_tokens = {h.token for h in links.hits if h.collection == coll.name and h.prop in props}
        coll_tokens = {h.token for h in links.hits if h.collection == coll.name and h.prop is None}
        value_kind: dict[int, str] = {}
        for v in links.values:
            for i in range(*v.tokens):
                value_kind.setdefault(i, "<num>" if v.kind == "number" else f"<{v.kind}>")
        for i, t in enumerate(links.tokens):
            if i in value_kind:
                self.forms.append(value_kind[i])
            elif i in coll_tokens:
                self.forms.append("<c>")
            elif i in prop_tokens:
                self.forms.append("<p>")
            elif t.low.isdigit():
                self.forms.append("<d>")
            else:
                self.forms.append(t.low)
        self.puncts = [_punct(links, i) for i in range(len(links.tokens))]
        # each token's own word: a negation inside a linked word ('unsuitable', 'inactive')
        # still negates, though the word stands for a property in `forms`
        self.low = [t.low for t in links.tokens]

    def negates(self, i: int) -> bool:
        return "neg" in classes(self.forms, i) or "neg" in classes(self.low, i)

    def left(self, i: int, n: int = WINDOW, stop: bool = True) -> list[int]:
        """Up to n token indices before token i (nearest first), within the segment
        (stopping at a sentence end when `stop`)."""
        out = []
        j = i - 1
        while j >= self.seg.start and len(out) < n:
            out.append(j)
            if stop and _strong(self.puncts[j + 1]):
                break
            j -= 1
        return out

    def right(self, i: int, n: int = 2) -> list[int]:
        out = []
        j = i
        while j < self.seg.end and len(out) < n:
            if j > i and _strong(self.puncts[j]):
                break
            out.append(j)
            j += 1
        return out


def _strong(punct: str) -> bool:
    """A sentence end: '.', '?', '!' or ';' (not a comma, not nothing)."""
    return bool(punct) and punct in ".?!;"


def _punct(links: Links, i: int) -> str:
    """The strongest punctuation between token i-1 and token i ('' when none)."""
    if i == 0:
        return ""
    gap = links.text[links.tokens[i - 1].end : links.tokens[i].start]
    for ch in ".?!;:,":
        if ch in gap:
            return ch
    return "\n" if "\n" in gap else ""


def window(ctx: Context, start: int, end: int, prefix: str = "") -> dict[str, float]:
    """Lexical features of a span [start, end): the words before and after it, and their
    general-English classes (`_lexicon`)."""
    feats: dict[str, float] = {}
    forms = ctx.forms
    left = ctx.left(start)
    right = ctx.right(end)
    for k, j in enumerate(left):
        feats[f"{prefix}l{k + 1}={forms[j]}"] = 1.0
        feats[f"{prefix}lb={forms[j]}"] = 1.0
        for c in classes(forms, j):
            feats[f"{prefix}lc{k + 1}={c}"] = 1.0
            feats[f"{prefix}lcb={c}"] = 1.0
    if len(left) >= 2:
        feats[f"{prefix}l21={forms[left[1]]} {forms[left[0]]}"] = 1.0
    if len(right) >= 2:
        feats[f"{prefix}r12={forms[right[0]]} {forms[right[1]]}"] = 1.0
        if forms[right[1]] in ("or", "and") and right[1] + 1 < len(forms):
            feats[f"{prefix}r123={forms[right[0]]} {forms[right[1]]} {forms[right[1] + 1]}"] = 1.0
    for k, j in enumerate(right):
        word = forms[j]
        if word in ("or", "and") and j + 1 < len(forms):
            word = f"{word}_{forms[j + 1]}"  # 'or less' is a bound, 'or costs' another condition
        feats[f"{prefix}r{k + 1}={word}"] = 1.0
        for c in classes(forms, j):
            feats[f"{prefix}rc{k + 1}={c}"] = 1.0
    if not left:
        feats[f"{prefix}l1=^"] = 1.0
    return feats


def opening(ctx: Context) -> dict[str, float]:
    """The segment's first words (what the request asks for: 'how many', 'what is the')."""
    start = ctx.seg.start
    words = ctx.forms[start : start + 4]
    feats = {f"o1={words[0]}": 1.0} if words else {}
    if len(words) >= 2:
        feats[f"o12={words[0]} {words[1]}"] = 1.0
    for k, w in enumerate(words):
        feats[f"ob={w}"] = 1.0
        for c in classes(ctx.forms, start + k):
            feats[f"ocb={c}"] = 1.0
    return feats


def conj(cls: str, feats: dict[str, float]) -> dict[str, float]:
    """Features conjoined with a class (an operator, a metric): the model learns per class."""
    return {f"{cls}|{k}": v for k, v in feats.items()}


def _bucket(n: float, edges: tuple = (0, 1, 2, 3, 5, 8)) -> str:
    for e in edges:
        if n <= e:
            return str(e)
    return f"{edges[-1]}+"


# ---- property mentions ------------------------------------------------------------------------


@dataclass
class Mention:
    """How a segment mentions one property: its matched words and their positions."""

    prop: PropIndex
    hits: list[TermHit]
    name_cover: float
    desc_cover: float
    alias_cover: float
    tokens: frozenset[int]
    every: list[TermHit] = field(default_factory=list)  # every matched word in the segment

    @property
    def strength(self) -> float:
        return max(self.name_cover, self.desc_cover * 0.8, self.alias_cover)

    def distance(self, span: tuple[int, int]) -> int | None:
        """Tokens between the mention and a span (0: adjacent), None without a mention."""
        best = None
        for h in self.every or self.hits:
            if h.token < span[0]:
                d = span[0] - h.token - 1
            elif h.token >= span[1]:
                d = h.token - span[1]
            else:
                d = 0
            best = d if best is None else min(best, d)
        return best


def _cover(terms, hits: list[TermHit]) -> float:
    total = sum(max(t.weight, 0.05) for t in terms)
    if not total:
        return 0.0
    got = {
        h.term.word: max(h.term.weight, 0.05) * (0.7 if h.match == "abbr" else 1.0) for h in hits
    }
    return min(1.0, sum(got.values()) / total)


def _runs(hits: list[TermHit]) -> list[list[TermHit]]:
    """Hits in runs of nearby tokens (at most one other word between): each run is one phrase
    that may name the property ('the public-facing name')."""
    runs: list[list[TermHit]] = []
    for h in sorted(hits, key=lambda h: h.token):
        if runs and h.token - runs[-1][-1].token <= 2:
            runs[-1].append(h)
        else:
            runs.append([h])
    return runs


def mentions(links: Links, coll: CollIndex, seg: Segment) -> dict[str, Mention]:
    """How the segment mentions each property of the collection: its best phrase (the run of
    matched words that covers most of the property's words), and every matched word."""
    out: dict[str, Mention] = {}
    desc_terms = {p.name: [t for t in p.terms if t.source == "desc"] for p in coll.props}
    for p in coll.props:
        hits = [
            h
            for h in links.hits_by_prop.get((coll.name, p.name), [])
            if seg.start <= h.token < seg.end and h.token not in links.name_tokens
        ]
        if not hits:
            continue
        alias_terms = [t for t in p.terms if t.source in ("display", "synonym")]
        best = None
        for run in _runs(hits):
            by: dict[str, list[TermHit]] = {"name": [], "desc": [], "alias": []}
            for h in run:
                by["alias" if h.term.source in ("display", "synonym") else h.term.source].append(h)
            m = Mention(
                p,
                run,
                _cover(p.name_terms, by["name"]),
                _cover(desc_terms[p.name], by["desc"]),
                _cover(alias_terms, by["alias"]),
                frozenset(h.token for h in run),
                hits,
            )
            if best is None or m.strength > best.strength:
                best = m
        out[p.name] = best
    return out


def mention_feats(m: Mention | None, span: tuple[int, int] | None, coll: CollIndex) -> dict:
    """How strongly a property is mentioned, and how near a value span."""
    if m is None:
        return {"mention=none": 1.0}
    feats = {
        "name_cover": m.name_cover,
        "desc_cover": m.desc_cover,
        "alias_cover": m.alias_cover,
        f"strength={_bucket(round(m.strength * 4))}": 1.0,
        "full_name": 1.0 if m.name_cover >= 0.99 else 0.0,
    }
    matches = {h.match for h in m.hits}
    for kind in matches:
        feats[f"match={kind}"] = 1.0
    if span is not None:
        d = m.distance(span)
        feats[f"dist={_bucket(d) if d is not None else 'none'}"] = 1.0
        before = any(h.token < span[0] for h in m.hits)
        feats["mention_before" if before else "mention_after"] = 1.0
    return feats


# ---- values ------------------------------------------------------------------------------


def _number_lists(
    links: Links, seg: Segment, kinds: tuple[str, ...] = ("number",)
) -> list[list[ValueSpan]]:
    """Values in a row joined by list words ('6, 8 or 9', '1 May 2027 or 1 July 2027'): one
    evidence for an array filter."""
    nums = [v for v in links.values if v.kind in kinds and seg.holds(v.tokens)]
    lists: list[list[ValueSpan]] = []
    for v in nums:
        if lists:
            prev = lists[-1][-1]
            gap = links.text[prev.end : v.start].lower().replace(",", " , ").split()
            if all(w in LIST_JOINS for w in gap) and len(gap) <= 2:
                lists[-1].append(v)
                continue
            # 'hour 5 and hour 23', 'frame 1 or frame 2': the noun before the first repeated
            first = lists[-1][0].tokens[0]
            noun = links.tokens[first - 1].low if first > 0 else None
            if (
                noun
                and len(gap) in (2, 3)
                and gap[-1] == noun
                and all(w in LIST_JOINS for w in gap[:-1])
            ):
                lists[-1].append(v)
                continue
        lists.append([v])
    return lists


def _text_lists(values: list[ValueSpan], links: Links) -> list[list[ValueSpan]]:
    lists: list[list[ValueSpan]] = []
    for v in sorted(values, key=lambda x: x.start):
        if lists:
            prev = lists[-1][-1]
            gap = links.text[prev.end : v.start].lower().replace(",", " , ").split()
            if len(gap) <= 3 and all(w in LIST_JOINS or w in ("the", "a") for w in gap):
                lists[-1].append(v)
                continue
        lists.append([v])
    return lists


def _list_feats(links: Links, values: list[ValueSpan], ctx: Context) -> dict[str, float]:
    """The words joining a list of values and the words before it (any of / both / all)."""
    feats: dict[str, float] = {f"n_values={_bucket(len(values), (1, 2, 3))}": 1.0}
    for a, b in zip(values, values[1:]):
        for w in links.text[a.end : b.start].lower().replace(",", " , ").split():
            feats[f"join={w}"] = 1.0
    return feats


def _in_range(p: PropIndex, x: Any) -> bool:
    if p.low is None or p.high is None:
        return True
    try:
        return p.low <= x <= p.high
    except TypeError:
        return True


def _unit_feats(links: Links, v: ValueSpan, p: PropIndex) -> dict[str, float]:
    """Whether the word after a number (its unit) or a currency sign matches the property."""
    feats: dict[str, float] = {}
    after = [t for t in links.tokens if t.start >= v.end][:1]
    words = {t.stem for t in p.terms} | {t.word for t in p.terms}
    if after and (after[0].stem in words or after[0].low in words):
        feats["unit_match"] = 1.0
    glued = links.text[v.start : v.end]
    if any(ch in glued for ch in "$€£"):
        feats["currency"] = 1.0
    if "%" in links.text[v.end : v.end + 2]:
        feats["percent"] = 1.0
    return feats


# ---- the candidates ------------------------------------------------------------------------


def _filter(
    p: PropIndex,
    op: str,
    value: Any,
    evidence: tuple,
    tokens: tuple[set[int], set[int]],
    feats: dict[str, float],
    family: str = "filter",
    cls: str | None = None,
) -> Candidate:
    """A filter candidate; `tokens` are the value's tokens and the property mention's."""
    values, mention = tokens
    feats[f"{cls or op}|bias"] = 1.0
    if op == "in":  # a range: from its first day to its last
        first, last = value
        lists = [filter_entry(p.prop, ">=", first), filter_entry(p.prop, "<=", last)]
    else:
        lists = [filter_entry(p.prop, op, value)]
    fragment: dict[str, list] = {}
    for name, entry in lists:
        fragment.setdefault(name, []).append(entry)
    return Candidate(
        family,
        cls or op,
        p.name,
        fragment,
        evidence,
        frozenset(values | mention),
        feats,
        frozenset(values),
    )


def _kind_feats(p: PropIndex, coll: CollIndex) -> dict[str, float]:
    feats = {f"type={p.prop.type}": 1.0}
    if p.identifier:
        feats["identifier"] = 1.0
    if p.reference:
        feats["reference"] = 1.0
    if p.category:
        feats["category"] = 1.0
    return feats


def text_candidates(ctx: Context, ment: dict[str, Mention], index: EnvIndex) -> list[Candidate]:
    links, coll, seg = ctx.links, ctx.coll, ctx.seg
    out: list[Candidate] = []
    spans = [
        v for v in links.values if seg.holds(v.tokens) and v.kind in ("text", "code", "quoted")
    ]
    longest: dict[int, int] = {}
    for v in spans:
        longest[v.start] = max(longest.get(v.start, v.end), v.end)
    text_props = [p for p in coll.props if p.kind == "text" and not p.prop.searchable]
    by_prop: dict[str, list[ValueSpan]] = {}
    for v in spans:
        inside = any(
            w is not v
            and w.start <= v.start
            and v.end <= w.end
            and (w.end - w.start) > (v.end - v.start)
            for w in spans
        )
        mine = [h for h in v.holders if h[0] == coll.name]
        others = [h for h in v.holders if h[0] != coll.name]
        base = {
            f"vkind={v.kind}": 1.0,
            f"holders_here={_bucket(len(mine), (0, 1, 2))}": 1.0,
            "held_elsewhere": 1.0 if others else 0.0,
            "inside_longer": 1.0 if inside else 0.0,
            "quoted_ctx": 1.0
            if links.text[max(0, v.start - 1) : v.start] in "\"'“‘" and v.start > 0
            else 0.0,
            "capitalised": 1.0 if v.raw[:1].isupper() else 0.0,
            f"n_words={_bucket(v.tokens[1] - v.tokens[0], (1, 2, 3))}": 1.0,
        }
        lex = window(ctx, *v.tokens)
        targets = [p for p in text_props if (coll.name, p.name) in v.holders]
        if v.kind == "quoted":
            targets = text_props
        for p in targets:
            m = ment.get(p.name)
            feats = {**base, **mention_feats(m, v.tokens, coll), **_kind_feats(p, coll)}
            feats["held"] = 1.0 if (coll.name, p.name) in v.holders else 0.0
            value = v.value
            if p.indexed and v.kind != "code":
                value = index.case_of(coll.name, p.name, v.raw.lower()) or v.raw
            tokens = (set(range(*v.tokens)), set(m.tokens) if m else set())
            if p.prop.is_array:
                by_prop.setdefault(p.name, []).append(v)
                continue
            out.append(
                _filter(
                    p, "=", value, ("v", v.key), tokens, {**feats, **conj("=", lex)}, cls="text="
                )
            )
        # the same value in two or more properties: an OR of one = filter each (B8)
        if len(mine) >= 2 and not any(coll.prop(pn).prop.is_array for _, pn in mine):
            leaves = []
            for _, pn in mine:
                p = coll.prop(pn)
                value = index.case_of(coll.name, pn, v.raw.lower()) or v.raw
                leaves.append({"property_name": pn, "operator": "=", "value": value})
            feats = {**base, **conj("or", lex), **opening(ctx)}
            feats["any_mentioned"] = 1.0 if any(pn in ment for _, pn in mine) else 0.0
            out.append(
                Candidate(
                    "filter",
                    "or",
                    None,
                    {"filter_tree": {"combine": "OR", "filters": leaves}},
                    ("v", v.key),
                    frozenset(range(*v.tokens)),
                    feats,
                    frozenset(range(*v.tokens)),
                )
            )
    # arrays: the values of one array property in a row form one list
    for pname, values in by_prop.items():
        p = coll.prop(pname)
        m = ment.get(pname)
        for group in _text_lists(values, links):
            tokens = ({i for v in group for i in range(*v.tokens)}, set(m.tokens) if m else set())
            first = group[0]
            feats = {
                **mention_feats(m, (first.tokens[0], group[-1].tokens[1]), coll),
                **_kind_feats(p, coll),
                **_list_feats(links, group, ctx),
            }
            vals = [index.case_of(coll.name, pname, v.raw.lower()) or v.raw for v in group]
            lex = window(ctx, first.tokens[0], group[-1].tokens[1])
            for op in ARRAY_OPS:
                f = {**feats, **conj(op, lex), **conj(op, _list_feats(links, group, ctx))}
                out.append(_filter(p, op, vals, ("v", first.key), tokens, f, cls=f"text[]{op}"))
    out += like_candidates(ctx, ment, index, text_props)
    return out


def like_candidates(
    ctx: Context, ment: dict[str, Mention], index: EnvIndex, text_props: list[PropIndex]
) -> list[Candidate]:
    """LIKE filters: a quoted string or an unlinked run of name-like words, as a prefix, a
    suffix or a fragment of a text property's values (whether the data holds such values is a
    feature)."""
    links, coll, seg = ctx.links, ctx.coll, ctx.seg
    out: list[Candidate] = []
    runs: list[tuple[int, int, str]] = []
    for v in links.values:
        if v.kind in ("quoted", "code") and seg.holds(v.tokens):
            runs.append((*v.tokens, v.value))
    i = seg.start
    taken = links.value_tokens
    while i < seg.end:
        t = links.tokens[i]
        name_like = (t.text[:1].isupper() or any(c.isdigit() for c in t.text)) and i not in taken
        if not name_like or t.low in STOPWORDS and not t.text[:1].isupper():
            i += 1
            continue
        j = i
        while j < seg.end and j - i < 3 and j not in taken:
            tj = links.tokens[j]
            if not (tj.text[:1].isupper() or any(c.isdigit() for c in tj.text)):
                break
            if j > i and links.text[links.tokens[j - 1].end : tj.start] not in (" ", "-"):
                break
            j += 1
        if j > i and (i > seg.start or j - i > 1 or any(c.isdigit() for c in t.text)):
            runs.append((i, j, links.text[links.tokens[i].start : links.tokens[j - 1].end]))
        i = max(j, i + 1)
    for start, end, raw in runs:
        lex = window(ctx, start, end)
        for p in text_props:
            if p.prop.is_array:
                continue
            m = ment.get(p.name)
            feats = {**mention_feats(m, (start, end), coll), **_kind_feats(p, coll)}
            tokens = (set(range(start, end)), set(m.tokens) if m else set())
            for form in LIKE_FORMS:
                pattern = {"prefix": f"{raw}%", "suffix": f"%{raw}", "contains": f"%{raw}%"}[form]
                f = {**feats, **conj(form, lex)}
                if form == "prefix" and p.indexed and index.has_prefix(coll.name, p.name, raw):
                    f["data_prefix"] = 1.0
                out.append(
                    _filter(p, "LIKE", pattern, ("l", start, end), tokens, f, cls=f"like-{form}")
                )
    return out


def number_candidates(ctx: Context, ment: dict[str, Mention]) -> list[Candidate]:
    links, coll, seg = ctx.links, ctx.coll, ctx.seg
    out: list[Candidate] = []
    nums = [p for p in coll.props if p.kind == "numeric"]
    if not nums:
        return out
    lists = _number_lists(links, seg)
    for group in lists:
        for v in group:
            lex = window(ctx, *v.tokens)
            base = {"year_like": 1.0 if v.year_like else 0.0, **_bucket_value(v.value)}
            for p in nums:
                if p.prop.is_array:
                    continue
                m = ment.get(p.name)
                feats = {**base, **mention_feats(m, v.tokens, coll), **_kind_feats(p, coll)}
                feats.update(_unit_feats(links, v, p))
                feats["in_range"] = 1.0 if _in_range(p, v.value) else 0.0
                if p.integer and isinstance(v.value, float) and not float(v.value).is_integer():
                    feats["fraction_for_int"] = 1.0
                tokens = (set(range(*v.tokens)), set(m.tokens) if m else set())
                for op in NUM_OPS:
                    out.append(
                        _filter(
                            p,
                            op,
                            v.value,
                            ("v", v.key),
                            tokens,
                            {**feats, **conj(op, lex)},
                            cls=f"num{op}",
                        )
                    )
        for p in nums:
            if not p.prop.is_array:
                continue
            m = ment.get(p.name)
            first, last = group[0], group[-1]
            span = (first.tokens[0], last.tokens[1])
            feats = {**mention_feats(m, span, coll), **_kind_feats(p, coll)}
            feats["in_range"] = 1.0 if all(_in_range(p, v.value) for v in group) else 0.0
            lex = window(ctx, *span)
            tokens = ({i for v in group for i in range(*v.tokens)}, set(m.tokens) if m else set())
            for op in ARRAY_OPS:
                f = {**feats, **conj(op, lex), **conj(op, _list_feats(links, group, ctx))}
                out.append(
                    _filter(
                        p,
                        op,
                        [v.value for v in group],
                        ("v", first.key),
                        tokens,
                        f,
                        cls=f"num[]{op}",
                    )
                )
    return out


def _bucket_value(x: Any) -> dict[str, float]:
    if not isinstance(x, (int, float)):
        return {}
    if isinstance(x, float) and not x.is_integer():
        return {"num=fraction": 1.0}
    return {f"num<={_bucket(abs(x), (1, 5, 10, 50, 100, 1000))}": 1.0}


def date_candidates(ctx: Context, ment: dict[str, Mention]) -> list[Candidate]:
    links, coll, seg = ctx.links, ctx.coll, ctx.seg
    out: list[Candidate] = []
    dates = [p for p in coll.props if p.kind == "date"]
    if not dates:
        return out
    spans = []
    for v in links.values:
        if not seg.holds(v.tokens):
            continue
        if v.kind == "date":
            spans.append((v, "day", v.value, v.value))
        elif v.kind == "range":
            spans.append((v, "range", v.value, v.last))
        elif v.kind == "number" and v.year_like:
            first, last = year_range(v.value)
            spans.append((v, "year", first, last))
    for v, form, first, last in spans:
        lex = window(ctx, *v.tokens)
        for p in dates:
            m = ment.get(p.name)
            feats = {
                f"dform={form}": 1.0,
                **mention_feats(m, v.tokens, coll),
                **_kind_feats(p, coll),
            }
            feats["in_range"] = 1.0 if _in_range(p, first) or _in_range(p, last) else 0.0
            tokens = (set(range(*v.tokens)), set(m.tokens) if m else set())
            if p.prop.is_array:
                continue  # a date array takes the list of days the value is in (below)
            ops = NUM_OPS if form == "day" else RANGE_OPS
            for op in ops:
                if form == "day":
                    value = first
                elif op == "in":
                    value = (first, last)
                else:
                    value = first if op in ("<", ">=") else last
                out.append(
                    _filter(
                        p,
                        op,
                        value,
                        ("v", v.key),
                        tokens,
                        {**feats, **conj(f"{form}{op}", lex)},
                        cls=f"date-{form}{op}",
                    )
                )
    for p in dates:
        if not p.prop.is_array:
            continue
        m = ment.get(p.name)
        for group in _number_lists(links, seg, ("date",)):
            first, last = group[0], group[-1]
            span = (first.tokens[0], last.tokens[1])
            feats = {**mention_feats(m, span, coll), **_kind_feats(p, coll)}
            feats["in_range"] = 1.0 if all(_in_range(p, v.value) for v in group) else 0.0
            lex = window(ctx, *span)
            tokens = ({i for v in group for i in range(*v.tokens)}, set(m.tokens) if m else set())
            for op in ARRAY_OPS:
                f = {**feats, **conj(op, lex), **conj(op, _list_feats(links, group, ctx))}
                out.append(
                    _filter(
                        p,
                        op,
                        [v.value for v in group],
                        ("v", first.key),
                        tokens,
                        f,
                        cls=f"date[]{op}",
                    )
                )
    return out


def bool_candidates(ctx: Context, ment: dict[str, Mention]) -> list[Candidate]:
    coll = ctx.coll
    out: list[Candidate] = []
    for p in coll.props:
        if p.kind != "boolean" or p.name not in ment:
            continue
        m = ment[p.name]
        first, last = min(m.tokens), max(m.tokens) + 1
        lex = window(ctx, first, last)
        inner = {f"in={ctx.forms[i]}": 1.0 for i in range(first, last) if i not in m.tokens}
        inner.update(
            {
                f"inc={c}": 1.0
                for i in range(first, last)
                if i not in m.tokens
                for c in classes(ctx.forms, i)
            }
        )
        feats = {**mention_feats(m, None, coll), **_kind_feats(p, coll)}
        # the polarity of the words around the flag: 'not true', 'is not false', "isn't"
        near = [*ctx.left(first, 2), *ctx.right(last, 3)]
        neg = sum(1 for j in near if ctx.negates(j))
        polarity = "odd" if neg % 2 else ("even" if neg else "none")
        if p.prop.is_array:
            options = [
                ("CONTAINS_ANY", [True], "any-true"),
                ("CONTAINS_ANY", [False], "any-false"),
                ("CONTAINS_ALL", [True, False], "all-both"),
            ]
        else:
            options = [("=", True, "true"), ("=", False, "false")]
        clause = _clause_feats(ctx, first, last)
        for op, value, cls in options:
            f = {**feats, **conj(cls, lex), **conj(cls, inner), **conj(cls, clause)}
            f[f"{cls}|neg={polarity}"] = 1.0
            out.append(_filter(p, op, value, ("b", p.name), (set(), set(m.tokens)), f, "bool", cls))
    return out


CLAUSE_ENDS = frozenset({"and", "or", "but", "also", "plus", "while", "whereas"})


def _clause_feats(ctx: Context, first: int, last: int) -> dict[str, float]:
    """The clause around a flag's mention (up to a punctuation mark or a joining word): how many
    of its words negate (a parity: 'did not pass', 'came back unavailable'), and whether it says
    some, one, both, every or another ('both a passing and a failing check', 'one works and
    another doesn't')."""
    lo = first
    while lo > ctx.seg.start and not ctx.puncts[lo] and ctx.forms[lo - 1] not in CLAUSE_ENDS:
        lo -= 1
    hi = last
    while (
        hi < ctx.seg.end and not (hi > last and ctx.puncts[hi]) and ctx.forms[hi] not in CLAUSE_ENDS
    ):
        hi += 1
    words = range(lo, hi)
    negs = sum(1 for i in words if ctx.negates(i) and not (first <= i < last))
    feats = {f"cl_neg={'odd' if negs % 2 else 'even' if negs else 'none'}": 1.0}
    for i in words:
        if ctx.low[i] in ("some", "one", "both", "every", "all", "another", "any", "least", "each"):
            feats[f"cl_{ctx.low[i]}"] = 1.0
    if hi < ctx.seg.end and ctx.forms[hi] in ("and", "or"):
        feats[f"cl_next={ctx.forms[hi]}"] = 1.0
    return feats


def _metrics(p: PropIndex) -> tuple[str, ...]:
    return {
        "numeric": NUMERIC_METRICS,
        "text": TEXT_METRICS,
        "boolean": BOOLEAN_METRICS,
        "date": DATE_METRICS,
    }[p.kind]


def _top_limits(links: Links, seg: Segment) -> list[tuple[int, tuple]]:
    """Small whole numbers of the segment, written or spelled ('top 5', 'three most common')."""
    out = []
    for v in links.values:
        small = isinstance(v.value, int) and 1 <= v.value <= MAX_TOP
        if v.kind == "number" and seg.holds(v.tokens) and small:
            out.append((v.value, ("v", v.key)))
    for i in range(seg.start, seg.end):
        t = links.tokens[i]
        if t.low in WORD_NUMBERS and 1 <= WORD_NUMBERS[t.low] <= MAX_TOP:
            out.append((WORD_NUMBERS[t.low], ("w", i)))
    return out


def _limit_tokens(links: Links, ev: tuple) -> frozenset[int]:
    if ev[0] == "w":
        return frozenset({ev[1]})
    v = next(v for v in links.values if ("v", v.key) == ev)
    return frozenset(range(*v.tokens))


# the words of general English (`_lexicon` classes) that ask for each metric: what a class means
# for a metric is still learned; these say which cue's distance to measure
METRIC_CUES = {
    "MEAN": ("avg",),
    "SUM": ("total",),
    "MIN": ("lowest",),
    "MAX": ("highest",),
    "MEDIAN": ("median",),
    "MODE": ("top",),
    "COUNT": ("count",),
    "COUNT_DISTINCT": ("distinct",),
    "TOP_OCCURRENCES": ("top",),
    "EARLIEST": ("lowest",),
    "LATEST": ("highest",),
    "TOTAL_TRUE": ("count",),
    "TOTAL_FALSE": ("count",),
    "PERCENTAGE_TRUE": ("share",),
    "PERCENTAGE_FALSE": ("share",),
}


def _cues(ctx: Context) -> dict[str, list[int]]:
    """The segment's tokens of each word class."""
    out: dict[str, list[int]] = {}
    for i in range(ctx.seg.start, ctx.seg.end):
        for c in classes(ctx.forms, i):
            out.setdefault(c, []).append(i)
        if ctx.negates(i) and i not in out.get("neg", []):
            out.setdefault("neg", []).append(i)
    return out


def cue_feats(
    metric: str, cues: dict[str, list[int]], span: tuple[int, int] | None, between: set[int]
) -> tuple[dict[str, float], int | None]:
    """Where the nearest word asking for `metric` is from the property's mention: before or
    after, how far, and whether another property's mention stands between them; and that
    word's token."""
    feats: dict[str, float] = {}
    at = [i for c in METRIC_CUES.get(metric, ()) for i in cues.get(c, [])]
    if not at:
        feats[f"{metric}|cue=none"] = 1.0
        return feats, None
    feats[f"{metric}|cue"] = 1.0
    if span is None:
        feats[f"{metric}|cue_nospan"] = 1.0
        return feats, min(at)
    first, last = span
    best = min(at, key=lambda i: abs(i - first) if i < first else abs(i - last + 1) + 0.5)
    before = best < first
    d = first - best - 1 if before else max(0, best - last)
    feats[f"{metric}|cue_{'before' if before else 'after'}={_bucket(d, (0, 1, 2, 4, 7))}"] = 1.0
    lo, hi = (best, first) if before else (last, best)
    if any(lo < i < hi for i in between):
        feats[f"{metric}|cue_blocked"] = 1.0
    if metric.endswith("_FALSE"):
        feats[f"{metric}|neg_near"] = (
            1.0 if any(abs(i - best) <= 4 or lo <= i <= hi for i in cues.get("neg", [])) else 0.0
        )
    return feats, best


def combine_feats(ctx: Context, a: Candidate, b: Candidate) -> dict[str, float]:
    """Features of whether two chosen conditions, a before b, are alternatives (an OR): the
    words between them, an 'either' before the first, what kinds of condition they are."""
    forms = ctx.forms
    a_end, b_start = max(a.consumes or a.tokens), min(b.consumes or b.tokens)
    between = [forms[i] for i in range(a_end + 1, b_start)]
    feats: dict[str, float] = {"bias": 1.0, f"gap={_bucket(len(between), (0, 1, 2, 4, 8))}": 1.0}
    for w in between[:6]:
        feats[f"btw={w}"] = 1.0
    if "or" in between:
        feats["btw_or"] = 1.0
    if "and" in between:
        feats["btw_and"] = 1.0
    if (
        any(forms[j] == "either" for j in ctx.left(min(a.tokens), 4))
        or "either" in forms[min(a.tokens) : a_end]
    ):
        feats["either_before"] = 1.0
    if between and between[0] == "or":
        feats["or_first"] = 1.0
    feats[f"kinds={a.family}-{b.family}"] = 1.0
    if a.prop == b.prop:
        feats["same_prop"] = 1.0
    return feats


def shape_feats(ctx: Context) -> dict[str, float]:
    """Features of whether a request asks for numbers (an aggregation) or for records: its
    opening words, the metric words it holds and where, a question mark."""
    feats = dict(opening(ctx))
    cues = _cues(ctx)
    start = ctx.seg.start
    for c, at in cues.items():
        feats[f"has={c}"] = 1.0
        feats[f"first={c}@{_bucket(min(at) - start, (0, 1, 2, 4, 8))}"] = 1.0
    end_text = ctx.links.text[ctx.links.tokens[ctx.seg.end - 1].end :][:3]
    if "?" in end_text:
        feats["question"] = 1.0
    words = ctx.forms[start : ctx.seg.end]
    for a, b in zip(words, words[1:]):
        if a in ("how", "what", "which", "the", "give", "count", "number", "total"):
            feats[f"bi={a} {b}"] = 1.0
    return feats


def agg_candidates(ctx: Context, ment: dict[str, Mention]) -> list[Candidate]:
    links, coll, seg = ctx.links, ctx.coll, ctx.seg
    out: list[Candidate] = []
    open_feats = opening(ctx)
    cues = _cues(ctx)
    mentioned = {i for m in ment.values() if m is not None for i in m.tokens}
    coll_hits = [
        h.token
        for h in links.hits
        if h.collection == coll.name and h.prop is None and seg.start <= h.token < seg.end
    ]
    limits = _top_limits(links, seg)
    for p in coll.props:
        if p.prop.searchable:
            continue
        m = ment.get(p.name)
        if m is not None and p.identifier and m.tokens <= set(coll_hits):
            m = None  # 'how many ridership reports': the records' name, not a report code's
        if m is not None:
            first, last = min(m.tokens), max(m.tokens) + 1
            lex = window(ctx, first, last)
        elif p.identifier and coll_hits:
            first, last = min(coll_hits), min(coll_hits) + 1
            lex = window(ctx, first, last, "c")
        else:
            lex, first, last = {}, None, None
        base = {**mention_feats(m, None, coll), **_kind_feats(p, coll)}
        if m is None and p.identifier:
            base["records_named"] = 1.0 if coll_hits else 0.0
        tokens = set(m.tokens) if m else set()
        span = (first, last) if first is not None else None
        others = mentioned - tokens
        for metric in _metrics(p):
            f = {**base, **conj(metric, lex), **conj(metric, open_feats)}
            cf, cue = cue_feats(metric, cues, span, others)
            f.update(cf)
            f[f"{metric}|bias"] = 1.0
            if metric == "TOP_OCCURRENCES":
                for n, ev in limits:
                    g = dict(f)
                    if first is not None and ev[0] == "v":
                        pos = next(v.tokens[0] for v in links.values if ("v", v.key) == ev)
                        g[f"limit_dist={_bucket(abs(pos - first), (1, 2, 3, 5))}"] = 1.0
                        g["limit_before"] = 1.0 if pos < first else 0.0
                    name, entry = aggregation_entry(p.prop, metric, n)
                    used = _limit_tokens(links, ev)
                    out.append(
                        Candidate(
                            "agg",
                            metric,
                            p.name,
                            {name: [entry]},
                            ev,
                            frozenset(tokens | used),
                            g,
                            used,
                            cue=cue,
                        )
                    )
                continue
            name, entry = aggregation_entry(p.prop, metric)
            out.append(
                Candidate(
                    "agg",
                    metric,
                    p.name,
                    {name: [entry]},
                    ("a", p.name, metric),
                    frozenset(tokens),
                    f,
                    cue=cue,
                )
            )
    return out


def group_candidates(ctx: Context, ment: dict[str, Mention]) -> list[Candidate]:
    coll = ctx.coll
    out: list[Candidate] = []
    for p in coll.props:
        if p.prop.searchable or p.name not in ment:
            continue
        m = ment[p.name]
        first, last = min(m.tokens), max(m.tokens) + 1
        feats = {**mention_feats(m, None, coll), **_kind_feats(p, coll), **window(ctx, first, last)}
        feats[f"distinct={_bucket(p.distinct, (2, 5, 12, 40, 200))}"] = 1.0
        out.append(
            Candidate(
                "group",
                "group",
                p.name,
                {"groupby_property": p.name},
                ("g", p.name),
                frozenset(m.tokens),
                feats,
            )
        )
    return out


def mark_used(cands: list[Candidate], chosen: list[Candidate]) -> None:
    """Tell aggregation and group-by candidates which of their words the chosen filters
    already use ('with fairtrade false': the flag's words are a filter's, not a metric's)."""
    used = {i for c in chosen for i in c.tokens}
    filtered = {c.prop for c in chosen}
    for c in cands:
        if c.tokens:
            share = len(c.tokens & used) / len(c.tokens)
            c.feats["words_used"] = share
            c.feats[f"{c.cls}|words_used"] = share
        if c.prop in filtered:
            c.feats["prop_filtered"] = 1.0
            c.feats[f"{c.cls}|prop_filtered"] = 1.0


def candidates(
    links: Links, coll: CollIndex, seg: Segment, index: EnvIndex
) -> tuple[Context, dict, list[Candidate]]:
    """Every filter, flag, aggregation and group-by candidate of one request on one collection."""
    ctx = Context(links, coll, seg)
    ment = mentions(links, coll, seg)
    out = text_candidates(ctx, ment, index)
    out += number_candidates(ctx, ment)
    out += date_candidates(ctx, ment)
    out += bool_candidates(ctx, ment)
    out += agg_candidates(ctx, ment)
    out += group_candidates(ctx, ment)
    relate(out, ment)
    explain(ctx, out)
    return ctx, ment, out


OP_CLASSES = frozenset(
    {"gt", "lt", "incl", "eq", "between", "like_pre", "like_suf", "like_in", "any", "all"}
)


def explain(ctx: Context, cands: list[Candidate]) -> None:
    """Add to each part the words that say how it applies: a filter's comparison or list words
    around its value ('on or after', 'between', 'ends with', 'either'), an aggregation's metric
    word, a group-by's 'per' or 'by'; words a part explains are no search words."""
    forms = ctx.forms

    def near(first: int, last: int, wanted: frozenset[str], left: int, right: int) -> set[int]:
        out = set()
        for j in ctx.left(first, left):
            if wanted & set(classes(forms, j)) and forms[j] not in ("and", "or"):
                out.add(j)
        for j in ctx.right(last, right):
            if j >= last and wanted & set(classes(forms, j)) and forms[j] not in ("and", "or"):
                out.add(j)
        return out

    for c in cands:
        if c.family == "filter" and c.consumes:
            lo, hi = min(c.consumes), max(c.consumes) + 1
            extra = near(lo, hi, OP_CLASSES, 3, 2)
            extra |= {i for i in range(lo, hi) if i not in c.consumes}  # 'and' in '5 and 8'
            c.tokens = c.tokens | frozenset(extra)
        elif c.family == "agg" and c.cue is not None:
            c.tokens = c.tokens | {c.cue}
        elif c.family == "group" and c.tokens:
            lo = min(c.tokens)
            c.tokens = c.tokens | frozenset(near(lo, lo, frozenset({"group"}), 3, 0))


def _type_group(c: Candidate) -> str:
    """A filter candidate's kind, for features learned per kind ('num[]', 'like', 'date')."""
    cls = c.cls
    for prefix in ("text[]", "num[]", "date[]", "like", "text=", "num", "date", "or"):
        if cls.startswith(prefix):
            return prefix
    return cls


def relate(cands: list[Candidate], ment: dict[str, Mention]) -> None:
    """Features of a filter candidate against the others that use the same value: whether its
    property is the best mentioned of those the value could fill, how far behind, how many
    could, whether it alone holds the value; then every non-lexical feature again per kind of
    filter, so a weight can differ between, say, a number and a number list."""
    groups: dict[tuple, list[Candidate]] = {}
    for c in cands:
        if c.family == "filter" and c.prop is not None:
            groups.setdefault(c.evidence, []).append(c)
    for group in groups.values():
        props = {c.prop for c in group}
        strength = {p: (ment[p].strength if p in ment and ment[p] else 0.0) for p in props}
        top = max(strength.values())
        held = {c.prop for c in group if c.feats.get("held")}
        for c in group:
            s = strength[c.prop]
            c.feats["rel_best"] = 1.0 if top > 0 and s >= top else 0.0
            c.feats["rel_gap"] = top - s
            c.feats[f"rel_n={_bucket(len(props), (1, 2, 3, 5))}"] = 1.0
            if len(props) == 1:
                c.feats["rel_only"] = 1.0
            if c.prop in held and len(held) == 1:
                c.feats["rel_held_only"] = 1.0
    for c in cands:
        if c.family != "filter":
            continue
        tg = _type_group(c)
        c.feats.update({f"{tg}#{k}": v for k, v in list(c.feats.items()) if "|" not in k and v})


def leftover(ctx: Context, chosen: list[Candidate]) -> list[int]:
    """The segment's content tokens no chosen part and no collection word explains."""
    used = set().union(*(c.tokens for c in chosen)) if chosen else set()
    used |= {h.token for h in ctx.links.hits if h.collection == ctx.coll.name and h.prop is None}
    out = []
    for i in range(ctx.seg.start, ctx.seg.end):
        t = ctx.links.tokens[i]
        if i in used or t.low in STOPWORDS or not any(ch.isalpha() for ch in t.low):
            continue
        out.append(i)
    return out


def _sentences(ctx: Context) -> dict[int, int]:
    """Each token of the segment and the number of its sentence within it."""
    out, n = {}, 0
    for i in range(ctx.seg.start, ctx.seg.end):
        if i > ctx.seg.start and ctx.puncts[i] and ctx.puncts[i] in ".?!;:":
            n += 1
        out[i] = n
    return out


def search_candidate(ctx: Context, chosen: list[Candidate]) -> Candidate:
    """The search: the leftover content words, with features of how many and where."""
    rest = leftover(ctx, chosen)
    feats: dict[str, float] = {
        f"left={_bucket(len(rest), (0, 1, 2, 3, 5, 8))}": 1.0,
        "searchable": 1.0 if ctx.coll.searchable else 0.0,
        f"n_chosen={_bucket(len(chosen), (0, 1, 2))}": 1.0,
    }
    if rest:
        feats.update(window(ctx, rest[0], rest[0] + 1))
        caps = sum(1 for i in rest if ctx.links.tokens[i].text[:1].isupper())
        feats["caps_share"] = caps / len(rest)
        runs = 1 + sum(1 for a, b in zip(rest, rest[1:]) if b != a + 1)
        feats[f"runs={_bucket(runs, (1, 2, 3))}"] = 1.0
        in_values = sum(1 for i in rest if i in ctx.links.value_tokens)
        feats["left_values"] = in_values / len(rest)
        # where the leftover words are: in the sentence that names the records or holds the
        # chosen parts (a search's words), or in a sentence of their own (a scene)
        anchors = {
            h.token for h in ctx.links.hits if h.collection == ctx.coll.name and h.prop is None
        }
        anchors |= {i for c in chosen for i in c.tokens}
        sentence = _sentences(ctx)
        near = {sentence[i] for i in anchors if i in sentence}
        feats["left_with_request"] = sum(1 for i in rest if sentence.get(i) in near) / len(rest)
        if anchors:
            first = min(anchors)
            feats["left_after_records"] = sum(1 for i in rest if i > first) / len(rest)
    if any(c.family == "agg" for c in chosen):
        feats["with_agg"] = 1.0
    prose = [p.name for p in ctx.coll.props if p.prop.searchable]
    said = {
        h.token
        for h in ctx.links.hits
        if h.collection == ctx.coll.name
        and h.prop in prose
        and ctx.seg.start <= h.token < ctx.seg.end
    }
    if said:
        feats["prose_named"] = 1.0  # 'whose teaching approach mentions ...': a search's field
        rest = [i for i in rest if i not in said]
    feats.update(opening(ctx))
    words = " ".join(ctx.links.tokens[i].text for i in rest)
    return Candidate(
        "search", "search", None, {"search_query": words}, ("s",), frozenset(rest), feats
    )
