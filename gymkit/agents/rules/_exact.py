"""Exact values (edge_case_1): filter with = on the property named or the only one of the
value's form, search verbatim when several properties could hold it or prose may cite it, LIKE
for 'starts with', an OR of = for counting records that involve a value two properties hold."""

from __future__ import annotations

import re
from typing import Any

from gymkit.agents.rules._build import Builder
from gymkit.agents.rules._find import Mention, tok_index
from gymkit.agents.rules._knowledge import CollInfo, Knowledge, PropInfo, expand
from gymkit.agents.rules._values import (
    Value,
)
from gymkit.agents.rules._words import (
    BACK_REFERENCES,
    BE_WORDS,
    BOUNDARY,
    CLAUSE_BREAK,
    COMES_UP,
    CONTAINMENT_CUES,
    EITHER,
    NAME_VERBS,
    NAMING_CUES,
    RELATIONAL,
    ROLE_PREPOSITIONS,
    STOPWORDS,
    text_after,
    text_before,
)

RELATION_BEFORE = re.compile(
    r"\b(?:connected|tied|linked|related|relating|associated|affiliated|attached|close|"
    r"(?:anything|something)?\s*to do|working|worked|paired|partnered|teamed|collaborating|"
    r"collaborated|compared|mentored|trained|supervised|taught|inspired)\s+(?:to|with|by)\s*[\"“'‘]?$"
    r"|\b(?:involving|mentioning|mentions?|referencing|references?|citing|cites?|about|alongside|"
    r"featuring|naming)\s*[\"“'‘]?$"
)


# 'pull up her profile', 'his staff record': the record of the person named before.
_OWN_RECORD = re.compile(
    r"\b(?:his|her|its|their)\s+(?:\w+\s+)?(?:record|profile|details|info|information|entry|"
    r"file|page)\b",
    re.I,
)


def contained_in(tokens, idx: list[int], v: Value, mentions: list[Mention]) -> Mention | None:
    """The named text property a quoted word is asked for inside: "whose processing notes
    mention 'refund'", "with the word 'surf' in the program title", "a description containing
    'ferry'". Needs the quotes, a containment word right before them (CONTAINMENT_CUES), and a
    free-text or name property named in the same clause: before the cue (its subject), or
    after the value as 'in the <property>'. The value is a LIKE with a wildcard on both sides."""
    if not v.extra.get("quoted") or v.extra.get("code_props") or v.extra.get("origins"):
        return None
    lead = [tokens[j].low for j in range(max(0, idx[0] - 3), idx[0])]
    if not set(lead) & CONTAINMENT_CUES:
        return None
    best: tuple[float, Mention] | None = None
    for m in mentions:
        p = m.prop
        if p.kind != "text" or p.prop.is_array or p.vocab or p.code_re is not None:
            continue
        if m.last < idx[0]:
            gap = idx[0] - m.last
            between = range(m.last + 1, idx[0])
            if gap > 6 or any(tokens[j].after_punct or tokens[j].low in BOUNDARY for j in between):
                continue
        else:
            gap = m.first - idx[-1]
            between = [tokens[j].low for j in range(idx[-1] + 1, m.first)]
            if gap > 4 or "in" not in between[:1]:
                continue
        if best is None or (m.score, -gap) > (best[0], 0):
            best = (m.score, m)
    return best[1] if best else None


def comes_up(text: str, tokens, idx: list[int]) -> bool:
    """'reports where X comes up': the value only appears somewhere, in no stated role."""
    return COMES_UP.match(text_after(text, tokens[idx[-1]].end)) is not None


def _role_in_description(tokens, idx: list[int], holders: list[PropInfo]) -> list[PropInfo]:
    """'reports reporting on X' when X could be the reported or the comparison route: the word
    right before the value is in one holder's description only ('the route whose boardings are
    reported'), so that holder is the value's role."""
    j = idx[0] - 1
    while j >= 0 and tokens[j].low in ("on", "the", "a", "to", "against", "for"):
        j -= 1  # 'reporting on the X'
    if j < 0 or tokens[j].low in STOPWORDS or idx[0] - j > 3:
        return []
    said = expand(tokens[j].stem)  # 'benchmarked against X': the comparison route
    roles = [
        p for p in holders if any(s in p.core or s in p.desc and s not in p.stems for s in said)
    ]
    return roles if len(roles) == 1 else []


def referred_back(tokens, idx: list[int], holders: list[PropInfo]) -> list[PropInfo]:
    """The property a later 'that <noun>' gives the value's role: 'X ... for that center' names
    the holder whose name stems hold 'center'. The back-reference never is a value itself."""
    for j in range(idx[-1] + 1, len(tokens) - 1):
        if tokens[j].low not in BACK_REFERENCES:
            continue
        said = tokens[j + 1].stem
        roles = [p for p in holders if said in p.core or said in p.stems]
        if len(roles) == 1:
            return roles
    return []


def contained_values(
    tokens, values: list[Value], mentions: list[Mention]
) -> list[tuple[Value, Mention]]:
    """Each quoted value asked for inside a named property, with that property's mention."""
    out = []
    for v in values:
        idx = tok_index(tokens, v.start, v.end)
        m = contained_in(tokens, idx, v, mentions) if idx else None
        if m is not None:
            out.append((v, m))
    return out


def span_text_of(text: str, tokens, m: Mention, idx: list[int]) -> str:
    """The words from a property's mention to its value, either order."""
    first, last = min(m.first, idx[0]), max(m.last, idx[-1])
    return text[tokens[first].start : tokens[last].end]


class ExactValues:
    """RequestParser's handling of exact values (a mixin: needs self.know)."""

    know: Knowledge

    def _exact_values(
        self,
        text,
        tokens,
        exact: list[Value],
        coll: CollInfo,
        mentions,
        b: Builder,
        used: set[int],
        counting: bool,
    ) -> list[dict]:
        log = []
        eq_filters: list[tuple[PropInfo, str, str]] = []
        for v in exact:
            idx = tok_index(tokens, v.start, v.end)
            if not idx:
                continue
            vocab_prop = next(
                (
                    p
                    for p in coll.props
                    if p.vocab
                    and p.kind == "text"
                    and str(v.value).lower() in {str(x).lower() for x in p.vocab}
                ),
                None,
            )
            if vocab_prop is not None:
                b.add_filter(
                    vocab_prop,
                    "=" if not vocab_prop.prop.is_array else "CONTAINS_ANY",
                    vocab_value(vocab_prop, v.value),
                    v.raw,
                )
                log.append(
                    {"value": v.value, "decision": "filter", "properties": [vocab_prop.name]}
                )
                continue
            holders = self._holders(v, coll)
            joined = _named_with_or(tokens, idx, [m for m in mentions if m.prop in holders])
            named = joined or self._named(
                tokens, idx, coll, [m for m in mentions if not holders or m.prop in holders]
            )
            rel = any(tokens[j].low in RELATIONAL for j in range(max(0, idx[0] - 3), idx[0]))
            rel = rel or RELATION_BEFORE.search(text_before(text, v.start).lower()) is not None
            # 'staff members where X comes up': the value only appears somewhere, as 'involving X'
            rel = rel or comes_up(text, tokens, idx)
            cued = any(tokens[j].low in NAMING_CUES for j in range(max(0, idx[0] - 2), idx[0]))
            # "Oren Pell's record", '... her artist profile': the record itself
            cued = cued or bool(v.extra.get("possessive"))
            cued = cued or _OWN_RECORD.search(text) is not None
            if v.extra.get("code") or v.extra.get("code_props"):
                rel = False
            if not named and not holders and _right_after_cue(tokens, idx, coll):
                # 'equipment named Saltwhisper': an unknown name said as the records' own name
                ident = next((p for p in coll.props if p.prop.is_identifier), None)
                if ident is not None and ident.kind == "text" and ident.code_re is None:
                    named = [ident]
            if (
                not named and holders
            ):  # 'A parent mentioned X. List the enrollments for that center.'
                named = referred_back(tokens, idx, holders)
            if not named and len(holders) >= 2 and not rel:
                named = _role_in_description(tokens, idx, holders)  # 'reports reporting on X'
            if len(joined) >= 2:  # 'as the reported route or the comparison route'
                props, decision = joined, "or"
            elif named:
                props, decision = named, "filter"
            elif counting and len(holders) >= 2:
                props, decision = holders, "or"
            elif (
                len(holders) == 1
                and cued
                or len(holders) == 1
                and not rel
                and (
                    holders[0].prop.is_identifier
                    or not holders[0].cited
                    or v.extra.get("code")
                    or self._role_said(text, tokens, idx, holders[0])
                )
            ):
                props, decision = holders, "filter"
            else:
                props, decision = holders, "search"
            if decision == "filter":
                for p in props[:1]:
                    same = [f for f in eq_filters if f[0] is p]
                    eq_filters.append((p, _data_case(p, str(v.value)), v.raw))
                    if not same:
                        b.add_filter(p, "=", _data_case(p, str(v.value)), v.raw)
            elif decision == "or":
                leaves = [
                    {"property_name": p.name, "operator": "=", "value": _data_case(p, str(v.value))}
                    for p in props
                ]
                b.add_or(leaves, v.raw)
            else:
                b.search_parts.append(str(v.value))
                b.trace.append(
                    {
                        "words": v.raw,
                        "produced": f"search_query {v.value!r} (held by {len(holders)} properties or cited in text)",
                    }
                )
            log.append(
                {"value": str(v.value), "decision": decision, "properties": [p.name for p in props]}
            )
            used |= set(idx)
        _or_same_property(b, eq_filters, re.search(r"\b(?:or|either)\b", text.lower()) is not None)
        return log

    def _role_said(self, text: str, tokens, idx: list[int], p: PropInfo) -> bool:
        """'donations supporting X', 'reports reporting on X', 'donations given to the X
        campaign': a value whose role the request states (a verb or preposition of its own
        right before it, or the referenced records' noun right after it) is that property's
        value, even when the records' prose also cites it. 'involving X', 'connected to X',
        'where X comes up' say no role (RELATIONAL, RELATION_BEFORE, COMES_UP)."""
        if comes_up(text, tokens, idx):
            return False
        nxt = tokens[idx[-1] + 1] if idx[-1] + 1 < len(tokens) else None
        ref = self.know.colls.get(p.prop.references or "")
        if nxt is not None and ref is not None and nxt.stem == ref.head:
            return True
        if idx[0] == 0 and _BACK_REFERENCE.search(text[tokens[idx[-1]].end :]):
            return True  # 'X has been busy lately: what is the mean amount of its donations?'
        lead = [t.low for t in tokens[max(0, idx[0] - 2) : idx[0]] if t.low not in ("the", "a")]
        return bool(lead) and (
            lead[-1] in ROLE_PREPOSITIONS
            or _role_verb(lead[-1])
            # 'filed for X', 'logged against X': a participle and its preposition
            or len(lead) == 2
            and _role_verb(lead[0])
            and lead[1] in ("for", "against", "under")
        )

    def _holders(self, v: Value, coll: CollInfo) -> list[PropInfo]:
        """The properties of `coll` whose values have this value's form."""
        out = []
        codes = {p for c, p in v.extra.get("code_props", []) if c == coll.name}
        origins = v.extra.get("origins", [])
        forms = set()
        for c, pn in origins:
            p = self.know.colls[c].prop(pn)
            if p is not None:
                forms.add(p.prop.references or c)
        for p in coll.props:
            if (
                p.name in codes
                or p.name_like
                and p.code_re is None
                and (p.prop.references or coll.name) in forms
            ):
                out.append(p)
        return out

    def _named(
        self, tokens, idx: list[int], coll: CollInfo, mentions: list[Mention]
    ) -> list[PropInfo]:
        """The text property named right before or after a value ('report code RID-00213')."""
        near = []
        for m in mentions:
            p = m.prop
            if p.kind != "text" or p.prop.searchable or p.prop.is_array or p.vocab:
                continue
            before = m.last < idx[0]
            gap = idx[0] - m.last if before else m.first - idx[-1]
            if not before and any(
                tokens[j].low in BOUNDARY or tokens[j].after_punct
                for j in range(idx[-1] + 1, m.first + 1)
            ):
                continue  # '"X", whose campaign title is Y': the property of the next clause
            lead = range(max(0, m.first - 2), m.first)
            if any(tokens[j].low in EITHER for j in lead):
                continue  # 'as either route', 'on both routes': no one property is named
            if 0 < gap <= 4 or (before and gap <= 7):
                near.append((before, m.score, -gap, m))
        if not near:
            return []
        # 'the comparison route is X': the property said before the value wins over one after it
        best = max(near, key=lambda x: (x[0], x[1], x[2]))[3]
        full = best.score >= 1.0 or any(tokens[i].low in NAMING_CUES for i in best.tokens)
        if not full:
            return []
        return [_distinguished(tokens, idx, coll, best) or best.prop]

    def _prefixes(
        self, text, tokens, prefixes: list[Value], coll: CollInfo, mentions, b: Builder
    ) -> None:
        """'starts with X' -> LIKE 'X*', 'ends with X' -> '%X', a word in a name -> '%X%', on
        the text property named before the value (or after it: 'with X in the title'), else on
        one whose codes fit, else the identifier."""
        for v in prefixes:
            idx = tok_index(tokens, v.extra["value_start"], v.end) or tok_index(
                tokens, v.start, v.end
            )
            kind = v.extra.get("pattern", "prefix")
            at = idx[0] if idx else len(tokens)
            cands = [
                m
                for m in mentions
                if m.prop.kind == "text"
                and (kind != "prefix" or not m.prop.prop.searchable)
                and not m.prop.prop.is_array
                and not m.prop.vocab
                and (m.last < at or v.extra.get("name_after") and m.first > at)
            ]
            code = [p for p in coll.props if _code_prefix_fits(p, v.value)]
            if code and kind == "prefix":  # 'starts with RID-009': the property whose codes fit
                prop = code[0]
            elif cands:
                prop = min(cands, key=lambda m: (abs(m.last - at), -m.score)).prop
            else:
                prop = next((p for p in coll.props if p.prop.is_identifier), None)
            if prop is not None:
                pattern = {"prefix": "{}*", "suffix": "%{}", "contains": "%{}%"}[kind]
                b.add_filter(
                    prop, "LIKE", pattern.format(v.value), text[v.extra["cue_start"] : v.end]
                )


# A later word that points back at a record named at the command's start ('its donations',
# 'for that campaign', 'does it have').
_BACK_REFERENCE = re.compile(r"\b(?:its|that|this|it)\b", re.I)


def _distinguished(tokens, idx: list[int], coll: CollInfo, m: Mention) -> PropInfo | None:
    """'compare against a route whose name is X': a property whose name is the named one's plus
    a word of its own (comparisonRouteName beside routeName), when the request says that word
    in another form ('compare', 'compared') before the value, is the property meant."""
    own = set(m.prop.stems)
    said = {tokens[j].stem for j in range(0, idx[0]) if j not in m.tokens}
    for p in coll.props:
        extra = set(p.core) - own
        if p is not m.prop and p.kind == "text" and own <= set(p.stems) and extra and extra <= said:
            return p
    return None


def _role_verb(word: str) -> bool:
    """A verb form in -ing or -ed ('supporting', 'filed') that states a value's role."""
    return word.endswith(("ing", "ed")) and len(word) > 4


def _or_same_property(
    b: Builder, eq_filters: list[tuple[PropInfo, str, str]], joined_by_or: bool = True
) -> None:
    """Two values of one property ('at Mallowmere House or Tansybell House'): an OR of = filters,
    since both = filters AND-ed could never match."""
    by_prop: dict[str, list[tuple[PropInfo, str, str]]] = {}
    for f in eq_filters:
        by_prop.setdefault(f[0].name, []).append(f)
    for name, group in by_prop.items():
        if len(group) < 2 or not joined_by_or:
            continue
        list_name = "text_property_filters"
        b.call[list_name] = [e for e in b.call.get(list_name, []) if e["property_name"] != name]
        if not b.call[list_name]:
            del b.call[list_name]
        leaves = [{"property_name": name, "operator": "=", "value": v} for _, v, _ in group]
        b.add_or(leaves, " / ".join(raw for _, _, raw in group))


def _named_with_or(tokens, idx: list[int], mentions: list[Mention]) -> list[PropInfo]:
    """Two or more of the properties that could hold a value, named together and joined by 'or'
    (or by 'both ... and') near it ('X, whether as the reported route or the comparison route',
    'X, counting both the reported route and the comparison route'): each one is a candidate,
    so the request asks for an OR of them. Empty when fewer than two are named so."""
    near = sorted(
        (m for m in mentions if -6 <= m.first - idx[-1] <= 10 or 0 < idx[0] - m.last <= 6),
        key=lambda m: m.first,
    )
    group: list[Mention] = []
    for m in near:
        if group and m.prop.name != group[-1].prop.name:
            between = {tokens[j].low for j in range(group[-1].last + 1, m.first)}
            # 'counting both the A and the B' asks for either; 'is both the A and the B' for both
            k = next(
                (
                    j
                    for j in range(group[-1].first - 1, group[-1].first - 4, -1)
                    if j >= 0 and tokens[j].low == "both"
                ),
                None,
            )
            both = (
                "and" in between and k is not None and (k == 0 or tokens[k - 1].low not in BE_WORDS)
            )
            if both:
                between = (between - {"and"}) | {"or"}  # 'both the A and the B': either
            if "or" not in between or m.first - group[-1].last > 5 or between & CLAUSE_BREAK:
                group = []
        if group and m.prop.name == group[-1].prop.name:
            group[-1] = m  # the same property said again: the later words join the next one
        else:
            group.append(m)
    if group and group[0].first < idx[0] <= group[-1].last:
        return []  # 'the reported route X or the comparison route Y': one property per value
    props = list({m.prop.name: m.prop for m in group}.values())
    return props if len(props) >= 2 else []


def _right_after_cue(tokens, idx: list[int], coll: CollInfo) -> bool:
    """Whether the records' own noun and a naming word come right before the value ('equipment
    named X'; not 'designs crediting an artist named X')."""
    if not idx or idx[0] < 2 or tokens[idx[0] - 1].low not in NAME_VERBS:
        return False
    noun = tokens[idx[0] - 2].stem
    return noun == coll.head or noun in coll.name_stems


def _data_case(p: PropInfo, value: str) -> str:
    """A code typed in lowercase ('rid-00213') in the case the data writes it ('RID-00213')."""
    if p.code_re is not None and p.upper_codes:
        return value.upper()
    if value.islower():  # 'mallowmere house' typed in a chat: the name as the data writes it
        return p.case_of(value) or value
    return value


def _code_prefix_fits(p: PropInfo, value: str) -> bool:
    """Whether `value` is the start of one of p's codes (RID-009 for RID-00913)."""
    if p.code_re is None or not re.match(r"[A-Za-z]+-?\d", value):
        return False
    return p.has_prefix(value)


def vocab_value(p: PropInfo, raw: str) -> Any:
    for x in p.vocab:
        if str(x).lower() == str(raw).lower():
            return x
    return raw
