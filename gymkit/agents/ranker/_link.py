"""Links: the spans of a command tied to the schema and the data.

A command's tokens are linked to property and collection words (exact, stem or abbreviation
matches of their name, description, display phrase and synonyms) and to values: spans whose
text some property's data holds (looked up in the environment's name index), code-shaped
spans of identifier and reference properties, quoted strings, numbers (units and scales read)
and dates (days, months and years as ranges). Links carry no decision: candidates are built
from them and the learned model chooses among the candidates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from gymkit.agents.ranker._index import EnvIndex, Term, abbreviates
from gymkit.agents.rules._values import Value, find_dates, find_numbers, find_quoted
from gymkit.agents.rules._words import STOPWORDS, Token, tokenize

MAX_VALUE_WORDS = 10  # the longest value looked up, in words


@dataclass(frozen=True)
class TermHit:
    """A token that matches a word of a property (prop set) or of a collection (prop None)."""

    token: int
    collection: str
    prop: str | None
    term: Term
    match: str  # exact, stem or abbr


@dataclass
class ValueSpan:
    """A span of the command that is a value: text some property holds, a code, a quoted
    string, a number or a date. `tokens` is the first and one past the last token index."""

    kind: str  # text, code, quoted, number, date, range
    value: Any
    start: int  # characters
    end: int
    tokens: tuple[int, int]
    raw: str
    last: Any = None  # a range's last day
    holders: list[tuple[str, str]] = field(default_factory=list)  # (collection, property)
    year_like: bool = False

    @property
    def key(self) -> tuple[int, int]:
        return (self.start, self.end)


@dataclass
class Links:
    text: str
    tokens: list[Token]
    hits: list[TermHit]
    values: list[ValueSpan]

    @cached_property
    def hits_by_prop(self) -> dict[tuple[str, str | None], list[TermHit]]:
        out: dict[tuple[str, str | None], list[TermHit]] = {}
        for h in self.hits:
            out.setdefault((h.collection, h.prop), []).append(h)
        return out

    @cached_property
    def _by_token(self) -> dict[int, list[TermHit]]:
        out: dict[int, list[TermHit]] = {}
        for h in self.hits:
            out.setdefault(h.token, []).append(h)
        return out

    def hits_at(self, token: int) -> list[TermHit]:
        return self._by_token.get(token, [])

    @cached_property
    def value_tokens(self) -> set[int]:
        return {i for v in self.values for i in range(*v.tokens)}

    @cached_property
    def name_tokens(self) -> set[int]:
        """Tokens inside a text value, a code or a quoted string: a word of a name ('Harbor'
        in 'North Harbor Link') is not a mention of a property."""
        return {
            i for v in self.values if v.kind in ("text", "code", "quoted") for i in range(*v.tokens)
        }

    def token_at(self, char: int) -> int:
        """The index of the token that starts at or after character `char`."""
        for i, t in enumerate(self.tokens):
            if t.end > char:
                return i
        return len(self.tokens)


def _token_span(tokens: list[Token], start: int, end: int) -> tuple[int, int]:
    first = next((i for i, t in enumerate(tokens) if t.end > start), len(tokens))
    if first >= len(tokens):
        return first, first
    last = first
    while last < len(tokens) and tokens[last].start < end:
        last += 1
    return first, max(last, first + 1)


def _term_hits(tokens: list[Token], index: EnvIndex) -> list[TermHit]:
    all_terms = [(c, p, t) for entries in index.stems.values() for c, p, t in entries]
    out: list[TermHit] = []
    for i, tok in enumerate(tokens):
        owners = index.raw.get(tok.low)
        if owners and tok.text != tok.low:  # a schema name as the schema writes it
            for c, p in owners:
                ci = index.colls[c]
                terms = ci.terms if p is None else ci.prop(p).terms  # type: ignore[union-attr]
                for t in terms:
                    if t.source == "name":
                        out.append(TermHit(i, c, p, t, "exact"))
            continue
        if not tok.low.isalpha():
            continue
        common = tok.low in STOPWORDS  # a common word ('code', 'show') names only by itself
        matched: set[tuple[str, str | None, str]] = set()
        for c, p, t in index.stems.get(tok.stem, ()):
            if common and not (t.source == "name" and t.word == tok.low):
                continue
            out.append(TermHit(i, c, p, t, "exact" if t.word == tok.low else "stem"))
            matched.add((c, p, t.word))
        if len(tok.low) < 2 or common:
            continue
        for c, p, t in all_terms:
            if (c, p, t.word) in matched:
                continue
            if abbreviates(t.word, tok.low) or abbreviates(tok.low, t.word):
                out.append(TermHit(i, c, p, t, "abbr"))
    return out


def _data_values(text: str, tokens: list[Token], index: EnvIndex) -> list[ValueSpan]:
    """Spans whose text (case aside) some property's data holds, longest first at each start."""
    out: list[ValueSpan] = []
    names = index.names
    for i, tok in enumerate(tokens):
        longest = names.longest(tok.low)
        if not longest:
            continue
        for n in range(min(longest + 2, MAX_VALUE_WORDS, len(tokens) - i), 0, -1):
            last = tokens[i + n - 1]
            raw = text[tok.start : last.end]
            holders = index.origins(raw.lower())
            if not holders and raw[-2:].lower() in ("'s", "’s"):  # a name's possessive
                raw = raw[:-2]
                holders = index.origins(raw.lower())
            if holders:
                end = tok.start + len(raw)
                out.append(ValueSpan("text", raw, tok.start, end, (i, i + n), raw, None, holders))
    return out


def _codes(text: str, tokens: list[Token], index: EnvIndex, taken: list) -> list[ValueSpan]:
    """Code-shaped spans of identifier and reference properties (held by the data or not)."""
    out: list[ValueSpan] = []
    for c in index.colls.values():
        for p in c.props:
            if p.code_re is None:
                continue
            for m in p.code_re.finditer(text):
                if any(m.start() < e and s < m.end() for s, e in taken):
                    continue
                span = _token_span(tokens, m.start(), m.end())
                out.append(
                    ValueSpan(
                        "code",
                        m.group(0),
                        m.start(),
                        m.end(),
                        span,
                        m.group(0),
                        None,
                        [(c.name, p.name)],
                    )
                )
    return out


def link(text: str, index: EnvIndex) -> Links:
    """Every link of `text` to the environment of `index`."""
    tokens = tokenize(text)
    values = _data_values(text, tokens, index)
    held = [(v.start, v.end) for v in values]
    values += _codes(text, tokens, index, held)
    for q in find_quoted(text):
        inner = q.value
        start = q.start + q.raw.index(inner)
        span = _token_span(tokens, start, start + len(inner))
        values.append(ValueSpan("quoted", inner, start, start + len(inner), span, inner))
    textual = [(v.start, v.end) for v in values]
    dates = find_dates(text, textual)
    values += [_from_value(v, tokens) for v in dates]
    taken = textual + [(v.start, v.end) for v in dates]
    values += [_from_value(v, tokens) for v in find_numbers(text, taken)]
    values.sort(key=lambda v: (v.start, -v.end, v.kind))
    return Links(text, tokens, _term_hits(tokens, index), values)


def _from_value(v: Value, tokens: list[Token]) -> ValueSpan:
    return ValueSpan(
        v.kind,
        v.value,
        v.start,
        v.end,
        _token_span(tokens, v.start, v.end),
        v.raw,
        v.last,
        year_like=v.year_like,
    )
