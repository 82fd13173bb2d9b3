"""The edge_case_1 set: exact-value filtering cases B1 to B9, planned from the saved objects.

Why (the card's edge_case_1 section): each case checks one decision, filter on an exact
value or search for it. Values come from the data as written (codes and names, route names
two properties share, names cited inside prose), relevant records are computed exactly, and
B1 to B5 and B8 write every value in all three phrasings (quoted, unquoted, casual).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from gymkit.call import LikePattern
from gymkit.generate.blueprints import CollectionBlueprint, EnvBlueprint, PropBlueprint
from gymkit.generate.conditions import article, filter_phrase
from gymkit.generate.names import invent_names
from gymkit.generate.objects import CITES, CollectionData, EnvData, stream
from gymkit.generate.plans import Filter, as_json_number, like_prefix, nice_number
from gymkit.generate.topics import parse_topics

PHRASINGS = ("quoted", "unquoted", "casual")
NODE = {
    "B1": "query",
    "B2": "query",
    "B3": "query",
    "B4": "query",
    "B5": "query",
    "B6": "retry",
    "B7": "retry",
    "B8": "aggregate",
}

# behaviour -> (templates written with {v} for the value, casual templates in lowercase)
TEMPLATES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "B1": (
        (
            "Find the {s} whose {prop} is {v}.",
            "Show me the {s} with the {prop} {v}.",
            "Which {p} have the {prop} {v}?",
            "Pull up the {s} that has {prop} {v}.",
            "I need the details of the {s} whose {prop} is {v}.",
            "Can you look up the {s} with {prop} {v}?",
            "Get me the {s} that has the {prop} {v}, please.",
            "Which {s} has {prop} {v}?",
        ),
        (
            "hey can you pull up the {s} with {prop} {v}",
            "quick one, which {p} have {prop} {v}?",
            "need the {s} whose {prop} is {v} pls",
            "what's the {s} with {prop} {v} look like",
            "can u find the {s} whose {prop} is {v}",
            "looking for the {s} with {prop} {v}, thx",
            "got a sec? need the {s} w/ {prop} {v}",
        ),
    ),
    "B2": (
        (
            "Show me {p} involving {v}.",
            "Which {p} mention {v}?",
            "Find any {p} connected to {v}.",
            "List the {p} that have anything to do with {v}.",
            "Are there any {p} that involve {v}?",
            "I'm looking for {p} where {v} comes up.",
            "Pull up every one of the {p} that involve {v}.",
        ),
        (
            "any {p} that involve {v}?",
            "can you find {p} connected to {v}",
            "looking for {p} mentioning {v}",
            "got any {p} tied to {v}?",
            "which {p} have anything to do with {v}",
            "pls pull up {p} where {v} comes up",
        ),
    ),
    "B3": (
        (
            "Pull up the {s} {v}.",
            "What do we have on the {s} {v}?",
            "Look up {v} among the {p}.",
            "Show me everything on {s} {v}.",
            "Can you find {v} for me? It's one of our {p}.",
            "I need the record for {v}, one of the {p}.",
        ),
        (
            "can you check {s} {v} for me",
            "what's the story with {v} in our {p}?",
            "pull up {v} real quick",
            "need the details on {s} {v}",
            "can u grab {v} from the {p}",
            "whats on file for {v}? its one of our {p}",
        ),
    ),
    "B4": (
        (
            "List the {p} whose {prop} starts with {v}.",
            "Which {p} have a {prop} beginning with {v}?",
            "Find {p} with a {prop} starting with {v}.",
            "Show me every one of the {p} whose {prop} begins with {v}.",
            "I need the {p} with a {prop} that starts with {v}.",
        ),
        (
            "which {p} have a {prop} that starts with {v}?",
            "can you list {p} whose {prop} begins with {v}",
            "{p} with a {prop} starting with {v}, please",
            "got any {p} where the {prop} begins with {v}?",
        ),
    ),
    "B5a": (
        (
            "Find the {p} whose {prop} is {v} and {other}.",
            "Show me {p} with the {prop} {v} and {other}.",
            "Which {p} have the {prop} {v} and {other}?",
        ),
        (
            "can you find {p} with {prop} {v} and {other}",
            "which {p} have {prop} {v} and {other}?",
            "need {p} whose {prop} is {v} and {other}",
        ),
    ),
    "B5b": (
        (
            "Show me {p} involving {v} and {other}.",
            "Which {p} mention {v} and {other}?",
            "Find {p} connected to {v} and {other}.",
        ),
        (
            "any {p} involving {v} and {other}?",
            "can you find {p} that mention {v} and {other}",
            "looking for {p} tied to {v} and {other}",
        ),
    ),
    "B8": (
        (
            "How many {p} involve the {u} {v}, whether as the {prop} or the {other}?",
            "Count the {p} that involve {v}, either as the {prop} or as the {other}.",
            "In how many {p} does {v} appear as either the {prop} or the {other}?",
            "How many {p} list {v} as the {prop} or as the {other}?",
            "Across all {p}, how many involve the {u} {v}, counting both the {prop} and the "
            "{other}?",
            "I need the number of {p} where {v} is the {prop} or the {other}.",
            "How many {p} have {v} in either role, as the {prop} or the {other}?",
        ),
        (
            "how many {p} involve the {u} {v}, whether as the {prop} or the {other}?",
            "can you count the {p} where {v} shows up as the {prop} or the {other}",
            "how many {p} have {v} as either the {prop} or the {other}?",
            "quick count pls: {p} with {v} as {prop} or {other}?",
            "roughly how many {p} involve {v}, as the {prop} or the {other}?",
            "how many {p} mention the {u} {v} either way, {prop} or {other}?",
        ),
    ),
    "B9q": (
        (
            "Show me {p} with {a} {v} feel.",
            "Which {p} have something of {a} {v} character?",
            "Find {p} that lean {v}.",
            "Are there any {p} that come across as a bit {v}?",
            "List {p} that are {v}-ish.",
            "I'm after {p} with a loosely {v} flavor.",
            "Which {p} give off {a} {v} vibe?",
            "Find {p} in a vaguely {v} spirit.",
        ),
        (
            "any {p} with {a} {v} vibe?",
            "show me {p} that feel kind of {v}",
            "which {p} are sort of {v}-ish?",
            "got any {p} that lean {v}?",
            "looking for {p} with {a} {v}-ish feel",
            "anything among the {p} that's a little {v}?",
            "show me {p} that have a faintly {v} mood",
        ),
    ),
    "B9a": (
        (
            "How many {p} are {v}-oriented?",
            "Roughly how many {p} have {a} {v} focus?",
            "Count the {p} with {a} {v} emphasis.",
            "How many {p} lean {v}?",
            "About how many {p} have {a} {v}-ish feel?",
            "How many {p} have something of {a} {v} flavor?",
            "Give me a rough count of {p} that feel {v}.",
        ),
        (
            "how many {p} are {v}-oriented?",
            "about how many {p} have {a} {v} focus?",
            "count the {p} that are {v}-ish for me",
            "how many {p} kinda lean {v}?",
            "roughly how many {p} have {a} {v} feel to them?",
            "ballpark, how many {p} give off {a} {v} vibe?",
        ),
    ),
}


@dataclass
class Values:
    """Where a value lives: record indexes per property (text columns of one collection)."""

    data: CollectionData

    def column(self, prop: str) -> list:
        return self.data.table.column(prop).to_pylist()

    def rows_with(self, prop: str, value: Any) -> list[int]:
        return [i for i, v in enumerate(self.column(prop)) if v == value]

    def uuids(self, rows: list[int] | set[int]) -> list[str]:
        return sorted(self.data.uuids[i] for i in rows)


def expect(
    value_filter: str,
    props: list[str],
    *,
    combine: str | None = None,
    contains: list[str] | None = None,
    null: bool = False,
    other: list[dict] | None = None,
    retry: str | None = None,
) -> dict:
    return {
        "value_filter": value_filter,
        "value_properties": props,
        "combine": combine,
        "query_contains": contains or [],
        "query_null": null,
        "other_filters": json.dumps(other or [], ensure_ascii=False),
        "retry": retry,
    }


def decoys(value: str, ids: dict[str, str]) -> list[str]:
    """Uuids of codes one or two characters off: a changed digit or two swapped neighbours."""
    out = set()
    head, _, digits = value.rpartition("-")
    if not digits.isdigit():
        return []
    for i in range(len(digits)):
        for d in "0123456789":
            if d != digits[i]:
                out.add(digits[:i] + d + digits[i + 1 :])
        if i + 1 < len(digits) and digits[i] != digits[i + 1]:
            out.add(digits[:i] + digits[i + 1] + digits[i] + digits[i + 2 :])
    return sorted(ids[f"{head}-{x}"] for x in out if f"{head}-{x}" in ids)


class EdgeWriter:
    """Builds one environment's cases; each method adds the cases of one behaviour."""

    def __init__(self, env: EnvBlueprint, data: EnvData, seed: int):
        self.env, self.data = env, data
        self.rng = stream(seed, env.id, "edge_case_1")
        self.cases: list[dict] = []
        self.seen: set[str] = set()
        self._ids: dict[str, dict[str, str]] = {}  # identifier -> uuid, per collection

    # -- helpers --------------------------------------------------------------------------

    def coll(self, name: str) -> tuple[CollectionBlueprint, Values]:
        return self.env.collection(name), Values(self.data.collections[name])

    def pick(self, items: list) -> Any:
        return items[int(self.rng.integers(len(items)))]

    def distinct(self, items: list, k: int) -> list:
        """k different items (all of them when there are fewer), in a seeded order."""
        return [items[i] for i in self.rng.permutation(len(items))[:k]]

    def text(
        self,
        key: str,
        phrasing: str,
        coll: CollectionBlueprint,
        value: str,
        prop: str = "",
        other: str = "",
        unit: str = "",
    ) -> str:
        formal, casual = TEMPLATES[key]
        for _ in range(20):
            if phrasing == "casual":
                t = self.pick(list(casual))
                out = (
                    t.format(
                        a=article(value),
                        s=coll.noun[0],
                        p=coll.noun[1],
                        prop=prop,
                        other=other.lower(),
                        u=unit,
                        v="\x00",
                    )
                    .lower()
                    .replace("\x00", value)
                )
            else:
                v = f'"{value}"' if phrasing == "quoted" else value
                t = self.pick(list(formal))
                out = t.format(
                    a=article(value),
                    s=coll.noun[0],
                    p=coll.noun[1],
                    prop=prop,
                    other=other,
                    u=unit,
                    v=v,
                )
            if out not in self.seen:
                self.seen.add(out)
                return out
        raise RuntimeError(f"{self.env.id}: no unique {key} command for {value!r}")

    def add(
        self,
        behavior: str,
        coll: CollectionBlueprint,
        phrasing: str,
        command: str,
        value: str,
        exp: dict,
        relevant: list[str],
        decoy_ids: list[str],
        source: str,
        seed_output: dict | None = None,
        node: str | None = None,
    ) -> None:
        self.cases.append(
            {
                "behavior": behavior,
                "node": node or NODE[behavior],
                "collection": coll.name,
                "phrasing": phrasing,
                "command": command,
                "value": value,
                "expect": exp,
                "relevant_ids": relevant,
                "decoy_ids": decoy_ids,
                "seed_output": json.dumps(seed_output, ensure_ascii=False)
                if seed_output is not None
                else None,
                "source": source,
            }
        )

    def identifier_value(
        self, coll_name: str
    ) -> tuple[CollectionBlueprint, PropBlueprint, str, int]:
        coll, vals = self.coll(coll_name)
        row = int(self.rng.integers(len(vals.data)))
        return coll, coll.identifier, vals.data.identifiers[row], row

    def _decoys(self, coll_name: str, prop: PropBlueprint, value: str) -> list[str]:
        if prop.spec.kind != "code":
            return []
        if coll_name not in self._ids:
            d = self.data.collections[coll_name]
            self._ids[coll_name] = dict(zip(d.identifiers, d.uuids))
        return decoys(value, self._ids[coll_name])

    # -- behaviours -----------------------------------------------------------------------

    def named(self, coll_name: str, behavior: str = "B1") -> None:
        """B1 (property named) or B3 (no property named, one property of the value's form)."""
        coll, prop, value, row = self.identifier_value(coll_name)
        vals = Values(self.data.collections[coll_name])
        for ph in PHRASINGS:
            cmd = self.text(behavior, ph, coll, value, prop.aka[0])
            source = f"named:{prop.name}" if behavior == "B1" else f"form:{prop.name}"
            self.add(
                behavior,
                coll,
                ph,
                cmd,
                value,
                expect("eq", [prop.name], null=True),
                vals.uuids([row]),
                self._decoys(coll_name, prop, value),
                source,
            )

    def prefix(self, coll_name: str) -> None:
        """B4: a prefix of the identifier, LIKE '<text>*'."""
        coll, prop, value, _ = self.identifier_value(coll_name)
        stem = self.prefix_stem(prop, value)
        vals = Values(self.data.collections[coll_name])
        rows = [i for i, v in enumerate(vals.data.identifiers) if v.startswith(stem)]
        for ph in PHRASINGS:
            cmd = self.text("B4", ph, coll, stem, prop.aka[0])
            self.add(
                "B4",
                coll,
                ph,
                cmd,
                stem,
                expect("like_prefix", [prop.name], null=True),
                vals.uuids(rows),
                [],
                f"prefix:{prop.name}",
            )

    def prefix_stem(self, prop: PropBlueprint, value: str) -> str:
        """The prefix a B4 case asks for: a name's leading word-part, a code without its end."""
        return LikePattern(like_prefix(value)).stem if prop.spec.kind == "name" else value[:-2]

    def absent(self, coll_name: str, count: int) -> None:
        """B6: a B1 lookup of a value not in the data; after zero results keep the = filter."""
        coll, vals = self.coll(coll_name)
        prop = coll.identifier
        for i, value in enumerate(self.absent_values(prop, vals, count)):
            ph = PHRASINGS[i % 3]
            cmd = self.text("B1", ph, coll, value, prop.aka[0])
            seed = {
                "collection": coll.name,
                "search_query": None,
                "filters": [{"property_name": prop.name, "operator": "=", "value": value}],
            }
            self.add(
                "B6",
                coll,
                ph,
                cmd,
                value,
                expect("eq", [prop.name], null=True, retry="keep"),
                [],
                self._decoys(coll_name, prop, value),
                f"absent:{prop.name}",
                seed,
            )

    def absent_values(self, prop: PropBlueprint, vals: Values, count: int) -> list[str]:
        """`count` identifiers of the property's form that no record holds (invented ones)."""
        have = set(vals.data.identifiers)
        if prop.spec.kind == "code":
            width = max(5, len(str(len(have))))
            pool = [
                f"{prop.spec.prefix}-{len(have) + 1 + int(x):0{width}d}"
                for x in self.rng.integers(5, 4000, count * 3)
            ]
        else:
            pool = invent_names(
                prop.spec.style,
                len(have) + count * 4,
                stream(int(self.rng.integers(1 << 30)), "absent"),
            )
        pool = [v for v in pool if v not in have]
        return [pool[i] for i in range(count)]

    def shared(self, coll_name: str, props: tuple[str, str], behavior: str, count: int) -> None:
        """B2 / B7 / B8 on a value two same-form properties can hold (routeName, comparisonRouteName)."""
        coll, vals = self.coll(coll_name)
        a, b = (vals.column(p) for p in props)
        both = sorted(set(a) & set(b) - {None})  # an empty cell is no value to look up
        only_b = sorted(set(b) - set(a) - {None})
        source = f"same_form:{props[0]}+{props[1]}"
        for i, value in enumerate(self.distinct(only_b if behavior == "B7" else both, count)):
            rows = {j for j in range(len(a)) if a[j] == value or b[j] == value}
            phrasings = PHRASINGS if behavior != "B7" else (PHRASINGS[i % 3],)
            for ph in phrasings:
                if behavior == "B8":
                    cmd = self.text("B8", ph, coll, value, *_roles(coll, props))
                    exp = expect("or_eq", list(props), combine="OR", null=True)
                    self.add("B8", coll, ph, cmd, value, exp, vals.uuids(rows), [], source)
                elif behavior == "B2":
                    cmd = self.text("B2", ph, coll, value)
                    self.add(
                        "B2",
                        coll,
                        ph,
                        cmd,
                        value,
                        expect("none", [], contains=[value]),
                        vals.uuids(rows),
                        [],
                        source,
                    )
                else:
                    cmd = self.text("B2", ph, coll, value)
                    seed = {
                        "collection": coll.name,
                        "search_query": None,
                        "filters": [{"property_name": props[0], "operator": "=", "value": value}],
                    }
                    exp = expect("none", [], contains=[value], retry="move_to_query")
                    self.add("B7", coll, ph, cmd, value, exp, vals.uuids(rows), [], source, seed)

    def cited(
        self,
        coll_name: str,
        prose: str,
        behavior: str,
        count: int,
        name_prop: str | None = None,
        wrong: str | None = None,
    ) -> None:
        """B2 / B7 on a name cited inside prose (and, for self-citing collections, its own record)."""
        coll, vals = self.coll(coll_name)
        d = vals.data
        cites = d.cites[prose]
        target = self.data.collections[CITES[f"{coll_name}.{prose}"][0]]
        cited_rows = sorted({int(x) for x in cites if x >= 0})
        for i, t in enumerate(self.distinct(cited_rows, count)):
            value = target.identifiers[t]
            rows = set(np.nonzero(cites == t)[0].tolist())
            if name_prop is not None:
                rows |= set(vals.rows_with(name_prop, value))
            phrasings = PHRASINGS if behavior == "B2" else (PHRASINGS[i % 3],)
            for ph in phrasings:
                cmd = self.text("B2", ph, coll, value)
                if behavior == "B2":
                    self.add(
                        "B2",
                        coll,
                        ph,
                        cmd,
                        value,
                        expect("none", [], contains=[value]),
                        vals.uuids(rows),
                        [],
                        "cited_in_text",
                    )
                else:
                    wp = wrong or coll.identifier.name
                    seed = {
                        "collection": coll.name,
                        "search_query": None,
                        "filters": [{"property_name": wp, "operator": "=", "value": value}],
                    }
                    exp = expect("none", [], contains=[value], retry="move_to_query")
                    self.add(
                        "B7", coll, ph, cmd, value, exp, vals.uuids(rows), [], "cited_in_text", seed
                    )

    def combined(
        self,
        coll_name: str,
        value_rows: Callable[[Values], tuple[str, set[int], str, list[str]]],
        other_prop: str,
    ) -> None:
        """B5: a B1 (named) or B2 value plus another condition, AND-ed as a filter."""
        coll, vals = self.coll(coll_name)
        value, rows, kind, props = value_rows(vals)
        op_prop = coll.prop(other_prop)
        col = vals.column(other_prop)
        row_vals = sorted(col[r] for r in rows)
        flt = self._other_filter(op_prop, row_vals)
        keep = {r for r in rows if _holds(flt, col[r])}
        for ph in PHRASINGS:
            other = filter_phrase(flt, self.rng, True)
            if kind == "named":
                cmd = self.text("B5a", ph, coll, value, coll.prop(props[0]).aka[0], other)
                exp = expect("eq", props, null=True, other=[_filter_json(flt)])
            else:
                cmd = self.text("B5b", ph, coll, value, "", other)
                exp = expect("none", [], contains=[value], other=[_filter_json(flt)])
            self.add("B5", coll, ph, cmd, value, exp, vals.uuids(keep), [], f"{kind}+{other_prop}")

    def _other_filter(self, p: PropBlueprint, row_vals: list) -> Filter:
        if p.type in ("int", "number"):
            lo = row_vals[0]
            v = as_json_number(nice_number(p, lo * 0.9)) if lo > 0 else 0
            v = min(v, lo - (1 if p.type == "int" else 0.01)) if v >= lo else v
            return Filter(p, ">", as_json_number(v))
        if p.type == "date":
            return Filter(p, ">=", row_vals[0][:8] + "01")
        if p.type.endswith("_array"):
            items = row_vals[0]
            return Filter(p, "CONTAINS_ANY", [as_json_number(items[0])])
        return Filter(p, "=", row_vals[0])

    def vague(self, coll_name: str, count: int) -> None:
        """B9: a vague descriptive term (a control), as a query or a count."""
        coll, _ = self.coll(coll_name)
        prose = [p for p in coll.properties if p.role == "searchable"][0]
        terms = []
        for title, _ in parse_topics(f"{coll.name}.{prose.name}"):
            words = [w for w in title.split() if w.isalpha() and len(w) >= 5]
            if words:
                terms.append(words[0])
        taken = _category_values(coll)
        for i in range(count):
            k = int(self.rng.integers(len(terms)))
            # a vague term is no category or tag of the collection ('families' is one of its
            # beneficiary tags): the next topic's term instead, so the draws stay the same
            term = next((t for t in terms[k:] + terms[:k] if t.lower() not in taken), terms[k])
            ph = PHRASINGS[i % 3]
            if i % 2 == 0:
                cmd = self.text("B9q", ph, coll, term)
                self.add(
                    "B9",
                    coll,
                    ph,
                    cmd,
                    term,
                    expect("none", []),
                    [],
                    [],
                    f"vague:{prose.name}",
                    node="query",
                )
            else:
                cmd = self.text("B9a", ph, coll, term)
                self.add(
                    "B9",
                    coll,
                    ph,
                    cmd,
                    term,
                    expect("no_eq", []),
                    [],
                    [],
                    f"vague:{prose.name}",
                    node="aggregate",
                )


def _category_values(coll: CollectionBlueprint) -> set[str]:
    """The collection's category and tag values (enumerated text), lowercase."""
    return {
        v.lower()
        for p in coll.properties
        if p.spec.kind == "enum"
        for v in p.spec.values
        if isinstance(v, str)
    }


def _roles(coll: CollectionBlueprint, props: tuple[str, str]) -> tuple[str, str, str]:
    """The two properties' plain names and the noun they share: reported route, comparison route."""
    a, b = (coll.prop(p).aka[0] for p in props)
    unit = a.split()[-1] if a.split()[-1] == b.split()[-1] else "value"
    return a, b, unit


def _holds(f: Filter, v: Any) -> bool:
    if f.operator == ">":
        return v > f.value
    if f.operator == ">=":
        return v >= f.value
    if f.operator == "CONTAINS_ANY":
        return any(x in v for x in f.value)
    return v == f.value


def _filter_json(f: Filter) -> dict:
    key = "values" if f.prop.type.endswith("_array") else "value"
    return {"property_name": f.prop.name, "operator": f.operator, key: f.value}


def _recipe(w: EdgeWriter) -> None:
    """Each environment's cases, about as many per behaviour as the card's table gives."""
    env = w.env.id
    if env == "public-transit":
        w.named("RidershipReports")
        w.named("TransitRoutes")
        w.shared("RidershipReports", ("routeName", "comparisonRouteName"), "B2", 2)
        w.named("RidershipReports", "B3")
        w.named("TransitRoutes", "B3")
        w.prefix("TransitRoutes")
        w.combined("RidershipReports", _named_ref("routeName"), "boardings")
        w.combined(
            "RidershipReports", _shared_value(("routeName", "comparisonRouteName")), "serviceDate"
        )
        w.absent("RidershipReports", 2)
        w.absent("TransitRoutes", 1)
        w.shared("RidershipReports", ("routeName", "comparisonRouteName"), "B7", 7)
        w.shared("RidershipReports", ("routeName", "comparisonRouteName"), "B8", 2)
        w.vague("TransitRoutes", 3)
    elif env == "tattoo-studios":
        w.named("TattooArtists")
        w.named("TattooDesigns")
        w.cited("TattooDesigns", "designDescription", "B2", 2)
        w.named("TattooArtists", "B3")
        w.prefix("TattooDesigns")
        w.combined("TattooArtists", _named_identifier(), "yearsExperience")
        w.absent("TattooArtists", 2)
        w.cited("TattooDesigns", "designDescription", "B7", 2)
        w.vague("TattooDesigns", 6)
    elif env == "nonprofits":
        w.named("Donations")
        w.cited("Donations", "processingNotes", "B2", 1, name_prop="campaignTitle")
        w.named("Donations", "B3")
        w.prefix("Charities")
        w.combined("Donations", _named_ref("campaignTitle"), "totalAmountUsd")
        w.absent("Donations", 2)
        w.cited("Donations", "processingNotes", "B7", 1)
        w.vague("Campaigns", 5)
    elif env == "surf-schools":
        w.named("SurfInstructors")
        w.cited("SurfInstructors", "teachingApproach", "B2", 1, name_prop="instructorName")
        w.named("SurfEquipment", "B3")
        w.prefix("SurfBeaches")
        w.absent("SurfInstructors", 1)
        w.cited(
            "SurfInstructors",
            "teachingApproach",
            "B7",
            1,
            name_prop="instructorName",
            wrong="teachingApproach",
        )
        w.vague("LessonPrograms", 3)
    elif env == "childcare":
        w.named("ChildEnrollments")
        w.cited("ChildcareStaff", "careExperience", "B2", 1, name_prop="staffName")
        w.named("ChildEnrollments", "B3")
        w.absent("ChildEnrollments", 1)
        w.cited(
            "ChildcareStaff",
            "careExperience",
            "B7",
            1,
            name_prop="staffName",
            wrong="careExperience",
        )
        w.vague("DaycareCenters", 2)


def _named_ref(prop: str) -> Callable[[Values], tuple[str, set[int], str, list[str]]]:
    def f(vals: Values) -> tuple[str, set[int], str, list[str]]:
        col = vals.column(prop)
        value = col[0]
        return value, {i for i, v in enumerate(col) if v == value}, "named", [prop]

    return f


def _named_identifier() -> Callable[[Values], tuple[str, set[int], str, list[str]]]:
    def f(vals: Values) -> tuple[str, set[int], str, list[str]]:
        ident = vals.data.blueprint.identifier.name
        return vals.data.identifiers[0], {0}, "named", [ident]

    return f


def _shared_value(
    props: tuple[str, str],
) -> Callable[[Values], tuple[str, set[int], str, list[str]]]:
    def f(vals: Values) -> tuple[str, set[int], str, list[str]]:
        a, b = (vals.column(p) for p in props)
        value = sorted(set(a) & set(b))[0]
        return value, {i for i in range(len(a)) if a[i] == value or b[i] == value}, "same_form", []

    return f


def edge_rows(env: EnvBlueprint, data: EnvData, seed: int) -> list[dict]:
    """The environment's edge_case_1 rows, query ids `<env>-<behavior>-<NNN>`."""
    w = EdgeWriter(env, data, seed)
    _recipe(w)
    rows = []
    for i, c in enumerate(w.cases):
        rows.append(
            {
                "query_id": f"{env.id}-{c['behavior'].lower()}-{i:03d}",
                "environment": env.id,
                "environment_name": env.name,
                **c,
            }
        )
    return rows


__all__ = ["edge_rows"]
