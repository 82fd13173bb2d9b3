"""What the ranker knows of an environment: its schema's words and the values in its data.

Learned once per environment from the schema and (when a gym is given) the data, the same at
any size: each property's name words (camelCase and snake_case split), its description's
content words and a user's display phrase and synonyms, the environment-wide rarity of each
word (a word many properties share, 'name' or 'date', links weakly), numeric and date ranges,
how many distinct values a text property holds, and every value of the non-prose text
properties in a `NameIndex` (DuckDB and sorted fingerprints: no Python object per value), so
a span of the command can be looked up as a value in one probe.

Nothing here names an environment: the same code reads any schema.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from gymkit.agents.ranker._lexicon import WORD_CLASSES
from gymkit.agents.rules._knowledge import SHAPE_SAMPLE, shape_regex
from gymkit.agents.rules._names import BATCH_ROWS, NameIndex
from gymkit.agents.rules._words import STOPWORDS, stem, tokenize
from gymkit.schema import Collection, Environment, Property

MAX_HOLDERS = 64  # the name index keeps one bit per indexed property
_PARTS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def name_words(name: str) -> list[str]:
    """A schema name's words, lowercase: camelCase, PascalCase, snake_case and digits split
    (`odoReadKm` -> odo read km, `wo_cost_usd` -> wo cost usd, `HTTPStatus` -> http status)."""
    return [p.lower() for p in _PARTS.findall(name)]


def content_words(text: str) -> list[str]:
    """The lowercase content words of a phrase (stopwords and bare numbers dropped), in order."""
    out: list[str] = []
    for t in tokenize(text or ""):
        if t.low in STOPWORDS or t.low.isdigit() or t.low in out:
            continue
        out.append(t.low)
    return out


def abbreviates(short: str, word: str) -> bool:
    """Whether `short` reads as an abbreviation of `word`: its first letter, then the rest in
    order (a prefix of 3 letters or more, or a 2-4 letter skeleton: qty/quantity, dt/date,
    insp/inspection, svc/service, hrs/hours)."""
    if len(short) < 2 or len(word) <= len(short) or short[0] != word[0] or not short.isalpha():
        return False
    if len(short) >= 3 and word.startswith(short):
        return True
    if len(short) > 4:
        return False
    pos = 1
    for ch in short[1:]:
        pos = word.find(ch, pos)
        if pos < 0:
            return False
        pos += 1
    return True


@dataclass
class Term:
    """A word that names a property or a collection: its form, stem and where it comes from."""

    word: str
    stem: str
    source: str  # name, desc, display or synonym
    weight: float = 1.0  # rarity in the environment (idf, normalised to at most 1)


@dataclass
class PropIndex:
    prop: Property
    collection: str
    terms: list[Term]
    kind: str  # text, numeric, date, boolean
    low: float | None = None  # numeric or date range (dates as ISO strings)
    high: float | None = None
    distinct: int = 0  # distinct values (text, array items)
    rows: int = 0
    indexed: bool = False  # its values are in the name index
    code_re: re.Pattern | None = None
    integer: bool = False

    @property
    def name(self) -> str:
        return self.prop.name

    @property
    def name_terms(self) -> list[Term]:
        return [t for t in self.terms if t.source == "name"]

    @property
    def identifier(self) -> bool:
        return self.prop.is_identifier

    @property
    def reference(self) -> bool:
        return self.prop.references is not None

    @property
    def category(self) -> bool:
        """A text property whose values repeat: a few categories or tags."""
        return self.kind == "text" and self.distinct > 0 and self.distinct * 3 <= max(self.rows, 1)


@dataclass
class CollIndex:
    coll: Collection
    terms: list[Term]
    props: list[PropIndex]
    rows: int = 0

    @property
    def name(self) -> str:
        return self.coll.name

    def prop(self, name: str) -> PropIndex | None:
        return next((p for p in self.props if p.name == name), None)

    @property
    def searchable(self) -> bool:
        return any(p.prop.searchable for p in self.props)

    @property
    def identifier(self) -> PropIndex | None:
        return next((p for p in self.props if p.identifier), None)


@dataclass
class EnvIndex:
    env: Environment
    colls: dict[str, CollIndex]
    names: NameIndex
    stems: dict[str, list[tuple[str, str | None, Term]]] = field(default_factory=dict)
    # a schema name written as it is ('hazardLevel', 'HoneyHarvests'), lowercase, and its owners
    raw: dict[str, list[tuple[str, str | None]]] = field(default_factory=dict)

    def collection(self, name: str) -> CollIndex:
        return self.colls[name]

    def origins(self, low: str) -> list[tuple[str, str]]:
        """The (collection, property) pairs whose data hold the value `low` (lowercase)."""
        return self.names.origins(low)

    def case_of(self, collection: str, prop: str, low: str) -> str | None:
        holder = self.names.holder(collection, prop)
        return None if holder is None else self.names.case_of(holder, low)

    def has_prefix(self, collection: str, prop: str, prefix: str) -> bool:
        holder = self.names.holder(collection, prop)
        return holder is not None and self.names.has_prefix(holder, prefix)


def _terms(words: list[tuple[str, str]]) -> list[Term]:
    out: list[Term] = []
    seen: set[tuple[str, str]] = set()
    for word, source in words:
        key = (word, source)
        if key in seen or not word or word in STOPWORDS and source != "name":
            continue
        seen.add(key)
        out.append(Term(word, stem(word), source))
    return out


def _prop_terms(prop: Property) -> list[Term]:
    words = [(w, "name") for w in name_words(prop.name)]
    words += [(w, "desc") for w in content_words(prop.description) if w not in WORD_CLASSES]
    display = getattr(prop, "display", None)
    if display:
        words += [(w, "display") for w in content_words(display)]
    for syn in getattr(prop, "synonyms", None) or []:
        words += [(w, "synonym") for w in content_words(syn)]
    return _terms(words)


def _coll_terms(coll: Collection) -> list[Term]:
    words = [(w, "name") for w in name_words(coll.name)]
    words += [(w, "desc") for w in content_words(coll.description)[:12] if w not in WORD_CLASSES]
    display = getattr(coll, "display", None)  # a user's noun for the records: read as described
    if display:
        words += [(w, "desc") for w in content_words(display) if w not in WORD_CLASSES]
    return _terms(words)


def _weigh(colls: dict[str, CollIndex]) -> dict[str, list[tuple[str, str | None, Term]]]:
    """Give each term its rarity among the environment's properties and collections (a stem
    many of them share links weakly) and index the terms by stem."""
    holders: dict[str, set[tuple[str, str | None]]] = {}
    for c in colls.values():
        for t in c.terms:
            holders.setdefault(t.stem, set()).add((c.name, None))
        for p in c.props:
            for t in p.terms:
                holders.setdefault(t.stem, set()).add((c.name, p.name))
    n = 1 + sum(1 + len(c.props) for c in colls.values())
    top = math.log(n)
    by_stem: dict[str, list[tuple[str, str | None, Term]]] = {}
    for c in colls.values():
        for owner, terms in [(None, c.terms), *[(p.name, p.terms) for p in c.props]]:
            for t in terms:
                t.weight = round(math.log(n / len(holders[t.stem])) / top, 4) if top else 1.0
                by_stem.setdefault(t.stem, []).append((c.name, owner, t))
    return by_stem


def _agg(gym: Any, env: Environment, coll: str, entries: list[dict], key: str) -> dict:
    """One aggregation call executed on the gym (engine-agnostic); {} without data."""
    if gym is None or not entries or not hasattr(gym, "execute"):
        return {}
    try:
        result = gym.execute(env.id, {"collection_name": coll, key: entries})
    except Exception:  # noqa: BLE001 - no data for this collection: the schema alone still works
        return {}
    value = getattr(result, "value", result)
    return value if isinstance(value, dict) else {}


def _learn_data(gym: Any, env: Environment, ci: CollIndex, names: NameIndex) -> None:
    coll = ci.coll
    nums = [p for p in ci.props if p.kind == "numeric"]
    dates = [p for p in ci.props if p.kind == "date"]
    entries = [{"property_name": p.name, "metric": m} for p in nums for m in ("MIN", "MAX")]
    got = _agg(gym, env, coll.name, entries, "numeric_property_aggregations")
    for p in nums:
        p.low, p.high = got.get(f"MIN({p.name})"), got.get(f"MAX({p.name})")
        p.integer = p.prop.scalar_type == "int"
    entries = [
        {"property_name": p.name, "metric": m} for p in dates for m in ("EARLIEST", "LATEST")
    ]
    got = _agg(gym, env, coll.name, entries, "date_property_aggregations")
    for p in dates:
        p.low, p.high = got.get(f"EARLIEST({p.name})"), got.get(f"LATEST({p.name})")
    ident = coll.identifier if any(p.is_identifier for p in coll.properties) else None
    if ident is not None:
        got = _agg(
            gym,
            env,
            coll.name,
            [{"property_name": ident.name, "metric": "COUNT"}],
            "text_property_aggregations",
        )
        ci.rows = int(got.get(f"COUNT({ident.name})") or 0)
    if gym is None or not hasattr(gym, "value_counts"):
        return
    for p in ci.props:
        p.rows = ci.rows
        if p.kind != "text" or p.prop.searchable or len(names.holders) >= MAX_HOLDERS:
            continue
        try:
            table = gym.value_counts(env.id, coll.name, p.name, limit=None)
        except Exception:  # noqa: BLE001 - a gym without this collection's data
            continue
        p.distinct = table.num_rows
        values = table.column("value")
        if p.identifier or p.reference:
            sample = values.slice(0, SHAPE_SAMPLE).to_pylist()
            p.code_re = shape_regex([str(v) for v in sample])
        batches = (
            b.slice(s, BATCH_ROWS) for b in values.chunks for s in range(0, len(b), BATCH_ROWS)
        )
        names.add(coll.name, p.name, batches, p.code_re is not None)
        p.indexed = True


def learn(env: Environment, gym: Any = None) -> EnvIndex:
    """The ranker's index of `env`: schema words always, values and ranges when a gym is given."""
    colls: dict[str, CollIndex] = {}
    names = NameIndex()
    for coll in env.collections:
        props = [PropIndex(p, coll.name, _prop_terms(p), p.kind) for p in coll.properties]
        ci = CollIndex(coll, _coll_terms(coll), props)
        _learn_data(gym, env, ci, names)
        colls[coll.name] = ci
    names.finish()
    raw: dict[str, list[tuple[str, str | None]]] = {}
    for c in colls.values():
        if len(name_words(c.name)) > 1:
            raw.setdefault(c.name.lower(), []).append((c.name, None))
        for p in c.props:
            if len(name_words(p.name)) > 1:
                raw.setdefault(p.name.lower(), []).append((c.name, p.name))
    return EnvIndex(env, colls, names, _weigh(colls), raw)
