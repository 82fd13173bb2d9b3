"""From links to a plan: where the requests split, which collection each asks about, and which
candidates make its call. Every decision is a learned score over schema-agnostic features
(`_model`); the few rules left here are the call model's (a group-by needs an aggregation) and
consistency (a value span fills one filter, a number is one filter or one limit)."""

from __future__ import annotations

from dataclasses import dataclass, field

from gymkit.agents.ranker._candidates import (
    Candidate,
    Segment,
    _bucket,
    candidates,
    combine_feats,
    mark_used,
    mentions,
    search_candidate,
    shape_feats,
)
from gymkit.agents.ranker._index import CollIndex, EnvIndex
from gymkit.agents.ranker._link import Links
from gymkit.agents.ranker._model import Model

# Words that may open a new request after a comma or on their own: where a split is a
# candidate (the model decides whether it is one).
JOINTS = frozenset(
    [
        "and",
        "also",
        "plus",
        "then",
        "separately",
        "additionally",
        "next",
        "finally",
        "lastly",
        "besides",
        "secondly",
        "second",
        "third",
        "thirdly",
        "meanwhile",
        "as",
    ]
)
STRONG = ".?!;"
SECOND_METRIC = 0.8  # a second metric of one property (or of one metric word) only this sure
SHAPE_LOW = 0.2  # below: the request asks for records, no aggregation is chosen
SHAPE_HIGH = 0.8  # above: it asks for numbers, the best aggregation is chosen


@dataclass
class Decision:
    """One segment's plan: its collection, the chosen candidates and their scores."""

    segment: Segment
    collection: str
    coll_score: float
    runner_up: tuple[str, float] | None
    chosen: list[Candidate] = field(default_factory=list)
    coll_feats: dict = field(default_factory=dict)


def _gap(links: Links, i: int) -> str:
    return links.text[links.tokens[i - 1].end : links.tokens[i].start] if i > 0 else ""


def split_points(links: Links) -> list[int]:
    """Token indices where a new request may begin: after punctuation, or at a joining word."""
    out = []
    for i in range(1, len(links.tokens)):
        gap = _gap(links, i)
        if any(ch in gap for ch in ".?!;:,\n") or links.tokens[i].low in JOINTS:
            out.append(i)
    return out


def _roles(links: Links) -> list[str]:
    """Each token's role or word, for any collection (the split is decided before one is)."""
    value_tokens = {}
    for v in links.values:
        for i in range(*v.tokens):
            value_tokens.setdefault(i, "<num>" if v.kind == "number" else f"<{v.kind}>")
    prop_tokens = {h.token for h in links.hits if h.prop is not None}
    coll_tokens = {h.token for h in links.hits if h.prop is None}
    out = []
    for i, t in enumerate(links.tokens):
        if i in value_tokens:
            out.append(value_tokens[i])
        elif i in coll_tokens:
            out.append("<c>")
        elif i in prop_tokens:
            out.append("<p>")
        else:
            out.append("<d>" if t.low.isdigit() else t.low)
    return out


def _side(links: Links, start: int, end: int) -> dict[str, float]:
    colls = {h.collection for h in links.hits if h.prop is None and start <= h.token < end}
    return {
        "coll": 1.0 if colls else 0.0,
        "prop": 1.0
        if any(h.prop is not None and start <= h.token < end for h in links.hits)
        else 0.0,
        "value": 1.0 if any(start <= v.tokens[0] < end for v in links.values) else 0.0,
        "q": 1.0
        if "?" in links.text[links.tokens[start].start : links.tokens[end - 1].end]
        else 0.0,
    }


def split_feats(links: Links, i: int, roles: list[str] | None = None) -> dict[str, float]:
    """Features of a possible split before token i."""
    roles = roles or _roles(links)
    gap = _gap(links, i)
    n = len(links.tokens)
    feats: dict[str, float] = {}
    for ch in ".?!;:,":
        if ch in gap:
            feats[f"p={ch}"] = 1.0
    if "\n" in gap:
        feats["p=nl"] = 1.0
    if not any(ch in gap for ch in ".?!;:,\n"):
        feats["p=none"] = 1.0
    for k in range(3):
        if i + k < n:
            feats[f"r{k + 1}={roles[i + k]}"] = 1.0
    if i + 1 < n:
        feats[f"r12={roles[i]} {roles[i + 1]}"] = 1.0
    feats[f"l1={roles[i - 1]}"] = 1.0
    if i >= 2:
        feats[f"l21={roles[i - 2]} {roles[i - 1]}"] = 1.0
    # the sentence on each side: what each names
    start = i - 1
    while start > 0 and not any(ch in _gap(links, start) for ch in STRONG):
        start -= 1
    end = i + 1
    while end < n and not any(ch in _gap(links, end) for ch in STRONG):
        end += 1
    left, right = _side(links, start, i), _side(links, i, end)
    for k in left:
        feats[f"L{k}"] = left[k]
        feats[f"R{k}"] = right[k]
        feats[f"LR{k}={int(left[k])}{int(right[k])}"] = 1.0
    lc = {h.collection for h in links.hits if h.prop is None and start <= h.token < i}
    rc = {h.collection for h in links.hits if h.prop is None and i <= h.token < end}
    if lc and rc:
        feats["same_coll" if lc & rc else "other_coll"] = 1.0
    feats[f"llen={_bucket(i - start, (2, 4, 8, 14))}"] = 1.0
    feats[f"rlen={_bucket(end - i, (2, 4, 8, 14))}"] = 1.0
    feats["first_sentence"] = 1.0 if start == 0 else 0.0
    return feats


def segments(links: Links, cuts: list[int]) -> list[Segment]:
    bounds = [0, *sorted(cuts), len(links.tokens)]
    return [Segment(a, b) for a, b in zip(bounds, bounds[1:]) if b > a]


def choose_splits(links: Links, model: Model) -> tuple[list[int], list[tuple[int, float]]]:
    roles = _roles(links)
    scored = [(i, model["split"].prob(split_feats(links, i, roles))) for i in split_points(links)]
    return [i for i, p in scored if p > model.threshold("split")], scored


def _in_prop_phrase(links: Links, token: int, collection: str) -> bool:
    """Whether a word of a collection's name is part of a property's phrase ('quilt' in 's quilt
    title'): some property's words hold it and a neighbour the collection's name does not."""
    own = {h.token for h in links.hits if h.collection == collection and h.prop is None}
    for h in links.hits_at(token):
        if h.prop is None:
            continue
        for n in (token - 1, token + 1):
            if n not in own and any(
                g.prop == h.prop and g.collection == h.collection for g in links.hits_at(n)
            ):
                return True
    return False


def coll_feats(
    links: Links, index: EnvIndex, ci: CollIndex, seg: Segment, prev: str | None
) -> dict[str, float]:
    """Features of `ci` as the collection of a segment."""
    feats: dict[str, float] = {}
    own = [h for h in links.hits if h.collection == ci.name and h.prop is None]
    here = [h for h in own if seg.start <= h.token < seg.end]
    name_here = {h.term.word: h for h in here if h.term.source == "name"}
    names = [t for t in ci.terms if t.source == "name"]
    if names:
        total = sum(max(t.weight, 0.05) for t in names)
        feats["cover"] = min(1.0, sum(max(h.term.weight, 0.05) for h in name_here.values()) / total)
    feats["hit"] = 1.0 if here else 0.0
    pure = [h for h in here if not _in_prop_phrase(links, h.token, ci.name)]
    feats["pure_hit"] = 1.0 if pure else 0.0
    if names and names[-1].word in {h.term.word for h in pure}:
        feats["head_pure"] = 1.0
    feats["desc_hit"] = 1.0 if any(h.term.source == "desc" for h in here) else 0.0
    feats["hit_elsewhere"] = 1.0 if own and not here else 0.0
    if names and names[-1].word in {h.term.word for h in here}:
        feats["head_hit"] = 1.0
    ment = mentions(links, ci, seg)
    strengths = sorted((m.strength for m in ment.values()), reverse=True)
    feats["prop_best"] = strengths[0] if strengths else 0.0
    feats["prop_sum"] = min(3.0, sum(strengths)) / 3
    feats[f"n_props={_bucket(len(strengths), (0, 1, 2, 3))}"] = 1.0
    vals = [v for v in links.values if seg.holds(v.tokens) and v.holders]
    mine = [v for v in vals if any(c == ci.name for c, _ in v.holders)]
    only = [v for v in mine if all(c == ci.name for c, _ in v.holders)]
    feats[f"values={_bucket(len(mine), (0, 1, 2))}"] = 1.0
    feats["values_only_here"] = 1.0 if only else 0.0
    feats["values_missed"] = 1.0 if len(mine) < len(vals) else 0.0
    nums = [v for v in links.values if seg.holds(v.tokens) and v.kind == "number"]
    numeric = [p for p in ci.props if p.kind == "numeric"]
    if nums:
        feats["numbers_fit"] = sum(
            1
            for v in nums
            if any(p.low is not None and p.low <= v.value <= p.high for p in numeric)
        ) / len(nums)
        feats["no_numeric"] = 1.0 if not numeric else 0.0
    dates = [v for v in links.values if seg.holds(v.tokens) and v.kind in ("date", "range")]
    if dates:
        feats["dates_fit"] = 1.0 if any(p.kind == "date" for p in ci.props) else 0.0
    feats["prev"] = 1.0 if prev == ci.name else 0.0
    feats["transactional"] = 1.0 if ci.coll.kind == "transactional" else 0.0
    # records that refer to others: a reference property of this collection said, the
    # collection it refers to named ('campaigns that received the most donations'), or a
    # collection that refers to this one named
    named = {
        h.collection
        for h in links.hits
        if h.prop is None and seg.start <= h.token < seg.end and h.collection != ci.name
    }
    refs = [p for p in ci.props if p.reference]
    if any(p.name in ment for p in refs):
        feats["ref_prop_said"] = 1.0
    if any(p.prop.references in named for p in refs):
        feats["refers_to_named"] = 1.0
    if any(
        q.prop.references == ci.name for c in named for q in index.colls[c].props if q.reference
    ):
        feats["referred_by_named"] = 1.0
    feats["searchable"] = 1.0 if ci.searchable else 0.0
    return feats


RELATIVE = ("cover", "prop_best", "prop_sum", "numbers_fit", "head_pure", "pure_hit")


def all_coll_feats(
    links: Links, index: EnvIndex, seg: Segment, prev: str | None
) -> dict[str, dict[str, float]]:
    """Every collection's features, with how each compares to the others' (the best cover of
    its name, the best mentions of its properties): a collection is chosen among the others."""
    out = {name: coll_feats(links, index, ci, seg, prev) for name, ci in index.colls.items()}
    for key in RELATIVE:
        top = max((f.get(key, 0.0) for f in out.values()), default=0.0)
        if top <= 0:
            continue
        for f in out.values():
            x = f.get(key, 0.0)
            f[f"best_{key}"] = 1.0 if x >= top else 0.0
            f[f"gap_{key}"] = top - x
    return out


def choose_collection(
    links: Links, index: EnvIndex, seg: Segment, prev: str | None, model: Model
) -> tuple[str, float, tuple[str, float] | None, dict]:
    scored = []
    for name, f in all_coll_feats(links, index, seg, prev).items():
        scored.append((model["collection"].raw(f), name, f))
    scored.sort(key=lambda s: (-s[0], s[1]))
    best = scored[0]
    runner = (scored[1][1], round(scored[1][0], 3)) if len(scored) > 1 else None
    return best[1], best[0], runner, model["collection"].strongest(best[2])


FIRST = ("filter", "bool")  # decided first; aggregations and group-by see what they used


def _key(c: Candidate) -> tuple:
    """A condition's property and values, whatever its operator on a one-value list."""
    out = []
    for entries in c.fragment.values():
        for e in entries if isinstance(entries, list) else [entries]:
            if isinstance(e, dict):
                v = e.get("values", e.get("value"))
                out.append(
                    (e.get("property_name"), str(sorted(map(str, v)) if isinstance(v, list) else v))
                )
    return tuple(sorted(out))


def select(
    cands: list[Candidate],
    model: Model,
    chosen: list[Candidate] | None = None,
    floor: bool = False,
) -> list[Candidate]:
    """The candidates the scores choose, added to `chosen`: best first, each evidence used
    once, a value's tokens in one part, one metric per property (a second only when its score
    is high), a group-by only beside an aggregation."""
    chosen = list(chosen or [])
    used_evidence = {c.evidence for c in chosen}
    used_value_tokens = {i for c in chosen for i in c.consumes}
    metrics: dict[str | None, int] = {}
    cues: set[int] = set()
    for c in chosen:
        if c.family == "agg":
            metrics[c.prop] = metrics.get(c.prop, 0) + 1
            if c.cue is not None:
                cues.add(c.cue)
    said = {_key(c) for c in chosen if c.family in FIRST}
    for c in sorted(cands, key=lambda c: -c.score):
        if c.score <= model.threshold(c.family) and not floor:
            continue
        if c.family == "group" or c.evidence in used_evidence or c.consumes & used_value_tokens:
            continue
        if c.family in FIRST and _key(c) in said:
            continue  # the same condition said twice ('a fine line showcase ... list fine line')
        if c.family in FIRST:
            said.add(_key(c))
        if c.family == "agg":
            if metrics.get(c.prop) and c.score < SECOND_METRIC:
                continue
            if c.cue is not None and c.cue in cues and c.score < SECOND_METRIC:
                continue  # one word asks for one aggregation, unless the model is sure
            metrics[c.prop] = metrics.get(c.prop, 0) + 1
            if c.cue is not None:
                cues.add(c.cue)
            used_evidence.add(("a", c.prop, c.cls))  # one limit per property and metric
        used_value_tokens |= c.consumes
        used_evidence.add(c.evidence)
        chosen.append(c)
    if any(c.family == "agg" for c in chosen) and not any(c.family == "group" for c in chosen):
        groups = [c for c in cands if c.family == "group" and c.score > model.threshold("group")]
        if groups:
            chosen.append(max(groups, key=lambda c: c.score))
    return chosen


def decide(links: Links, index: EnvIndex, seg: Segment, prev: str | None, model: Model) -> Decision:
    coll, score, runner, top = choose_collection(links, index, seg, prev, model)
    ci = index.colls[coll]
    ctx, _, cands = candidates(links, ci, seg, index)
    first = [c for c in cands if c.family in FIRST]
    for c in first:
        c.score = model[c.family].prob(c.feats)
    chosen = select(first, model)
    chosen = combine(ctx, chosen, model)
    rest = [c for c in cands if c.family not in FIRST]
    mark_used(rest, chosen)
    for c in rest:
        c.score = model[c.family].prob(c.feats)
    numbers = model["shape"].prob(shape_feats(ctx)) if model.families.get("shape") else None
    if numbers is not None and numbers < SHAPE_LOW:
        rest = []  # the request asks for records: no aggregation, no group-by
    chosen = select(rest, model, chosen)
    if numbers is not None and numbers > SHAPE_HIGH and not any(c.family == "agg" for c in chosen):
        aggs = sorted((c for c in rest if c.family == "agg"), key=lambda c: -c.score)
        if aggs:  # it asks for numbers: the best aggregation, whatever its score
            chosen = select([aggs[0]], model, chosen, floor=True)
    search = search_candidate(ctx, chosen)
    search.score = model["search"].prob(search.feats)
    if search.score > model.threshold("search") and search.fragment["search_query"]:
        chosen.append(search)
    return Decision(seg, coll, score, runner, chosen, top)


def leaf(c: Candidate) -> dict | None:
    """A one-filter part as a filter tree's leaf (None for ranges, trees, or other parts)."""
    if c.family not in FIRST or len(c.fragment) != 1:
        return None
    ((key, entries),) = c.fragment.items()
    if not key.endswith("_filters") or len(entries) != 1:
        return None
    return dict(entries[0])


def pairs(chosen: list[Candidate]) -> list[tuple[Candidate, Candidate]]:
    """Neighbouring one-filter parts in the order the command says them."""

    def span(c: Candidate) -> frozenset[int]:
        return c.consumes or c.tokens

    parts = sorted(
        (c for c in chosen if span(c) and leaf(c) is not None), key=lambda c: min(span(c))
    )
    return [(a, b) for a, b in zip(parts, parts[1:]) if max(span(a)) < min(span(b))]


def combine(ctx, chosen: list[Candidate], model: Model) -> list[Candidate]:
    """Two neighbouring conditions the model reads as alternatives become one OR."""
    if not model.families.get("combine"):
        return chosen
    for a, b in pairs(chosen):
        feats = combine_feats(ctx, a, b)
        p = model["combine"].prob(feats)
        if p > model.threshold("combine") and a in chosen and b in chosen:
            tree = {"combine": "OR", "filters": [leaf(a), leaf(b)]}
            merged = Candidate(
                "combine", "or-pair", None, {"filter_tree": tree}, ("or", a.evidence, b.evidence),
                a.tokens | b.tokens, feats, a.consumes | b.consumes, p,
            )  # fmt: skip
            chosen = [c for c in chosen if c is not a and c is not b] + [merged]
    return chosen


def assemble(collection: str, chosen: list[Candidate]) -> dict:
    """The call the chosen candidates make (lists in the call model's order)."""
    call: dict = {"collection_name": collection}
    for c in chosen:
        for key, value in c.fragment.items():
            if isinstance(value, list):
                call.setdefault(key, []).extend(value)
            else:
                call[key] = value
    return call
