"""edge_case_1 cases of any environment, derived from its objects where they allow them.

The generator's `EdgeWriter` (`gymkit.generate.edge`) already plans B1 (an identifier value,
its property named), B4 (a prefix of one) and B2 / B8 (a value two same-form properties of a
collection hold) from values alone; here it runs over the derived blueprint. B6 needs a value
that is not in the data, which the generator invents from its name styles; here it is derived
from the identifiers themselves: the next free number of a code (JOB-0412 -> JOB-0413...), or
the first word of one name with the last word of another. Cases that need what only the
generator knows (names cited inside prose, B7; topics, B9) are left out, and so is B2 on a
collection with prose: a search there reads the prose, which need not hold the value.
"""

from __future__ import annotations

import re
from itertools import combinations

from gymkit.generate.blueprints import PropBlueprint
from gymkit.generate.edge import EdgeWriter, Values
from gymkit.generate.own._blueprint import Derived

B6_PER_COLLECTION = 1
SHARED_VALUES = 1  # values per same-form pair and behaviour (each in the three phrasings)
_TRAILING_DIGITS = re.compile(r"^(.*?)(\d+)$")


def absent_values(identifiers: list[str], count: int, rng) -> list[str]:
    """`count` values of the identifiers' form that no record holds."""
    have = set(identifiers)
    codes = [m for m in map(_TRAILING_DIGITS.match, identifiers) if m]
    out: list[str] = []
    if len(codes) == len(identifiers) and codes:
        head, width = codes[0].group(1), len(codes[0].group(2))
        top = max(int(m.group(2)) for m in codes)
        step = 1
        while len(out) < count:
            value = f"{head}{top + step * int(rng.integers(1, 40)):0{width}d}"
            if value not in have and value not in out:
                out.append(value)
            step += 1
        return out
    words = [v.split() for v in identifiers if len(v.split()) >= 2]
    for _ in range(200):
        if len(out) >= count or len(words) < 2:
            break
        a, b = (words[int(i)] for i in rng.choice(len(words), 2, replace=False))
        value = " ".join([*a[:-1], b[-1]])
        if value not in have and value not in out:
            out.append(value)
    return out


class DerivedEdgeWriter(EdgeWriter):
    """EdgeWriter over a derived blueprint: B6 values derived from the identifiers, B4 prefixes
    from the value's own form."""

    def absent_values(self, prop: PropBlueprint, vals: Values, count: int) -> list[str]:
        return absent_values(vals.data.identifiers, count, self.rng)

    def prefix_stem(self, prop: PropBlueprint, value: str) -> str:
        """A name's first word (Halell Flat -> Halell), a code without its last two characters."""
        words = value.split()
        return words[0] if len(words) > 1 else value[:-2]


def same_form_pairs(derived: Derived, coll_name: str) -> list[tuple[str, str]]:
    """Pairs of text properties of one collection (not its identifier) that share a value."""
    coll = derived.blueprint.collection(coll_name)
    table = derived.data.collections[coll_name].table
    texts = [
        p.name for p in coll.properties if p.type == "filterable_text" and p.role != "identifier"
    ]
    sets = {
        p: set(table.column(p).to_pylist()) - {None} for p in texts
    }  # empty cells share no value
    return [(a, b) for a, b in combinations(texts, 2) if sets[a] & sets[b]]


def _recipe(w: DerivedEdgeWriter, derived: Derived) -> None:
    """One round of the environment's cases (the module docstring)."""
    for c in derived.blueprint.collections:
        if not any(p.role == "identifier" for p in c.properties):
            continue
        w.named(c.name)
        w.prefix(c.name)
        w.absent(c.name, B6_PER_COLLECTION)
    for c in derived.blueprint.collections:
        prose = derived.env.collection(c.name).searchable_properties  # type: ignore[union-attr]
        for pair in same_form_pairs(derived, c.name):
            if not prose:  # a search there reads the text properties: it finds the value
                w.shared(c.name, pair, "B2", SHARED_VALUES)
            w.shared(c.name, pair, "B8", SHARED_VALUES)


def _rows_of(derived: Derived, cases: list[dict]) -> list[dict]:
    bp = derived.blueprint
    return [
        {
            "query_id": f"{bp.id}-gen-{case['behavior'].lower()}-{i:03d}",
            "environment": bp.id,
            "environment_name": bp.name,
            **case,
        }
        for i, case in enumerate(cases)
    ]


def edge_rows(derived: Derived, seed: int) -> list[dict]:
    """The environment's cases, ids `<environment>-gen-<behavior>-NNN`."""
    w = DerivedEdgeWriter(derived.blueprint, derived.data, seed)
    _recipe(w, derived)
    return _rows_of(derived, w.cases)


MAX_ROUNDS = 12  # rounds of the recipe tried for more cases than one round gives


def edge_cases(derived: Derived, seed: int, count: int | None = None) -> list[dict]:
    """`count` cases (None: `edge_rows`, every case one round of the recipe gives). Fewer are
    chosen across behaviours and collections (one of each in turn), more come from further
    rounds (other values; a case already held, same behaviour, value and phrasing, is left
    out). The first round's cases keep their ids whatever the count."""
    if count is None:
        return edge_rows(derived, seed)
    w = DerivedEdgeWriter(derived.blueprint, derived.data, seed)
    _recipe(w, derived)
    seen = {_case_key(c) for c in w.cases}
    for _ in range(MAX_ROUNDS - 1):
        if len(w.cases) >= count:
            break
        before = len(w.cases)
        try:
            _extra_round(w, derived, seen)
        except RuntimeError:  # the templates ran out of distinct commands
            break
        if len(w.cases) == before:
            break
    rows = _rows_of(derived, w.cases)
    return [rows[i] for i in sorted(_across_behaviours(rows, count))]


def _case_key(case: dict) -> tuple:
    return (case["behavior"], case["collection"], case["value"], case["phrasing"])


def _extra_round(w: DerivedEdgeWriter, derived: Derived, seen: set[tuple]) -> None:
    """Another round of the recipe, keeping only the cases not held yet."""
    start = len(w.cases)
    _recipe(w, derived)
    fresh = []
    for case in w.cases[start:]:
        key = _case_key(case)
        if key not in seen:
            seen.add(key)
            fresh.append(case)
    del w.cases[start:]
    w.cases.extend(fresh)


def _across_behaviours(rows: list[dict], count: int) -> list[int]:
    """Indexes of `count` rows taken one behaviour and collection at a time, in turn (in the
    order they first appear, each one's rows in order)."""
    queues: dict[tuple[str, str], list[int]] = {}
    for i, r in enumerate(rows):
        queues.setdefault((r["behavior"], r["collection"]), []).append(i)
    chosen: list[int] = []
    while len(chosen) < count and any(queues.values()):
        for q in queues.values():
            if q and len(chosen) < count:
                chosen.append(q.pop(0))
    return chosen
