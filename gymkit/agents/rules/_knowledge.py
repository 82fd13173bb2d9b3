"""What the agent knows about an environment, learned at run time from its schema and data.

Per collection: the stems of its name and description. Per property: the stems of its name
(split camelCase) and description, its value vocabulary when it has few values (categories,
tags, array items), the regex shape of its codes (RID-00213 -> `RID-\\d{5}`), and an index of
name values (identifiers and references) to spot names in a command.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from gymkit.agents.rules._words import (
    DESC_GENERIC,
    GENERIC,
    SYNONYMS,
    content_stems,
    stem,
    word_parts,
    words,
)
from gymkit.schema import Collection, Environment, Property

VOCAB_LIMIT = 40  # a property with fewer distinct values than this has a vocabulary
NAME_LIMIT = 5000  # how many identifier/reference values to index


@dataclass
class PropInfo:
    """A property and what the agent learned about it."""

    prop: Property
    collection: str
    stems: list[str]  # every stem of the property name
    core: list[str]  # the distinctive stems (GENERIC removed)
    desc: list[str]  # content stems of the description
    vocab: list[Any] = field(default_factory=list)  # distinct values, when few
    code_re: re.Pattern | None = None  # the shape of its codes, when its values are codes
    n_values: int = 0
    values: list[Any] = field(default_factory=list)  # identifier/reference values (names, codes)
    cited: bool = False  # its values also appear inside the collection's prose
    desc_only: list[str] = field(default_factory=list)  # telling description stems not in its name
    vocab_words: list | None = None  # (value, its words), filled on first use
    few: list[Any] = field(default_factory=list)  # a scalar number's values, when few (1 to 8)

    @property
    def name(self) -> str:
        return self.prop.name

    @property
    def kind(self) -> str:
        return self.prop.kind

    @property
    def categorical(self) -> bool:
        return bool(self.vocab) and self.prop.kind == "text"

    @property
    def name_like(self) -> bool:
        """Identifiers and references: names or codes, one per record."""
        return self.prop.is_identifier or self.prop.references is not None


@dataclass
class CollInfo:
    coll: Collection
    name_stems: list[str]
    head: str  # the head noun's stem: TransitRoutes -> 'route'
    desc: list[str]
    props: list[PropInfo]
    stem_index: dict | None = None  # stem -> properties it names, filled on first use
    stem_hits: dict = field(default_factory=dict)  # a word's stem -> what it names (memo)
    desc_pairs: dict | None = None  # two description stems in a row -> properties, on first use

    @property
    def name(self) -> str:
        return self.coll.name

    def prop(self, name: str) -> PropInfo | None:
        return next((p for p in self.props if p.name == name), None)


@dataclass
class Knowledge:
    env: Environment
    colls: dict[str, CollInfo]
    names: dict[str, list[tuple[str, str]]]  # lowercase value -> [(collection, property)]
    name_first: dict[str, int]  # first word of a name -> longest name length in words
    codes: list[tuple[re.Pattern, str, str]]  # (shape, collection, property)
    env_stems: set[str]
    prop_stems: set[str] = field(default_factory=set)  # every property's name stems
    bigrams: frozenset = frozenset()  # consecutive stems of property names ('compa', 'route')
    name_nouns: frozenset = frozenset()  # the last stems of names' properties ('name', 'titl')


def shape_regex(values: list[str]) -> re.Pattern | None:
    """The regex of a code form shared by all values (RID-00001 ... -> RID-\\d{5}), or None."""
    vals = [v for v in values if isinstance(v, str) and v]
    if len(vals) < 2 or not all(re.search(r"\d", v) for v in vals):
        return None
    shapes = Counter(
        re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", re.sub(r"[a-z]", "a", v))) for v in vals
    )
    shape, n = shapes.most_common(1)[0]
    if n < 0.95 * len(vals) or " " in shape:
        return None
    same = [v for v in vals if len(v) == len(shape)]
    parts = []
    i = 0
    while i < len(shape):
        ch = shape[i]
        j = i
        while j < len(shape) and shape[j] == ch and ch in "9Aa" and len({v[j] for v in same}) > 1:
            j += 1
        if j > i:
            cls = {"9": r"\d", "A": "[A-Z]", "a": "[a-z]"}[ch]
            parts.append(f"{cls}{{{j - i}}}")
            i = j
        else:
            parts.append(re.escape(same[0][i]))
            i += 1
    return re.compile(r"(?<![\w-])" + "".join(parts) + r"(?![\w-])", re.I)


def _distinct(gym: Any, env: Environment, coll: Collection, prop: Property, limit: int) -> list:
    if gym is None or not hasattr(gym, "distinct_values"):
        return []
    try:
        return list(gym.distinct_values(env.id, coll.name, prop.name, limit=limit))
    except Exception:  # a gym without this collection's data: the schema alone still works
        return []


def _prop_info(
    gym: Any, env: Environment, coll: Collection, prop: Property, coll_stems: set[str]
) -> PropInfo:
    name_words = words(prop.words)
    stems = [stem(w) for w in name_words]
    core = [s for s in stems if s not in GENERIC]
    core = [s for s in core if s not in coll_stems] or core
    desc = content_stems(prop.description)
    info = PropInfo(prop, coll.name, stems, core or stems, desc)
    info.desc_only = [
        s for s in desc if s not in stems and s not in DESC_GENERIC and s not in coll_stems
    ]
    if prop.searchable or prop.kind == "boolean":
        return info
    if prop.kind == "text" and (prop.is_identifier or prop.references):
        vals = _distinct(gym, env, coll, prop, NAME_LIMIT)
        info.n_values = len(vals)
        info.code_re = shape_regex([str(v) for v in vals])
        info.values = vals
        return info
    if prop.kind == "numeric" and not prop.is_array:
        vals = _distinct(gym, env, coll, prop, VOCAB_LIMIT)
        if 0 < len(vals) < VOCAB_LIMIT:
            info.few = vals
        return info
    if prop.is_array or prop.kind == "text":
        vals = _distinct(gym, env, coll, prop, VOCAB_LIMIT)
        info.n_values = len(vals)
        if 0 < len(vals) < VOCAB_LIMIT:
            info.vocab = vals
        elif prop.kind == "text":
            info.code_re = shape_regex([str(v) for v in vals])
    return info


def learn(env: Environment, gym: Any = None) -> Knowledge:
    """Everything the parser needs about `env`, from its schema and (when a gym is given) its data."""
    colls: dict[str, CollInfo] = {}
    names: dict[str, list[tuple[str, str]]] = {}
    codes: list[tuple[re.Pattern, str, str]] = []
    for coll in env.collections:
        name_words = words(re.sub(r"([a-z])([A-Z])", r"\1 \2", coll.name))
        name_stems = [stem(w) for w in name_words]
        desc = [s for s in content_stems(coll.description) if s not in DESC_GENERIC]
        props = [_prop_info(gym, env, coll, p, set(name_stems)) for p in coll.properties]
        colls[coll.name] = CollInfo(
            coll, name_stems, name_stems[-1] if name_stems else "", desc, props
        )
        for p in props:
            if p.code_re is not None:
                codes.append((p.code_re, coll.name, p.name))
            elif p.name_like:
                for v in p.values:
                    if isinstance(v, str) and len(v) > 2:
                        names.setdefault(v.lower(), []).append((coll.name, p.name))
    name_first: dict[str, int] = {}
    for v in names:
        ws = word_parts(v)
        if ws:
            first = ws[0].lower()
            name_first[first] = max(name_first.get(first, 0), len(ws))
    for coll in env.collections:
        _learn_citations(gym, env, coll, colls[coll.name])
    env_stems = set(content_stems(env.name)) | set(content_stems(env.description))
    prop_stems = {s for c in colls.values() for p in c.props for s in p.core}
    bigrams = (
        frozenset(
            (a, b) for c in colls.values() for p in c.props for a, b in zip(p.stems, p.stems[1:])
        )
        | frozenset(  # 'closed to new enrollments': a word and a records' noun in a row of a
            (a, b)  # flag's description (not the noun first: 'centers accept' names centers)
            for c in colls.values()
            for p in c.props
            if p.kind == "boolean"
            for a, b in zip(p.desc, p.desc[1:])
            if a not in {x.head for x in colls.values()}
        )
    )
    name_nouns = frozenset(
        p.stems[-1]
        for c in colls.values()
        for p in c.props
        if p.stems and p.kind == "text" and not (p.prop.is_array or p.prop.searchable or p.vocab)
    )
    return Knowledge(
        env, colls, names, name_first, codes, env_stems, prop_stems, bigrams, name_nouns
    )


def _learn_citations(
    gym: Any, env: Environment, coll: Collection, info: CollInfo, sample: int = 200
) -> None:
    """Mark reference properties whose values the collection's own prose cites (donation notes
    naming their campaign): a value of theirs may sit inside longer text, so it is searched."""
    refs = [p for p in info.props if p.prop.references and p.code_re is None]
    prose = [p.name for p in coll.searchable_properties]
    if not refs or not prose or gym is None or not hasattr(gym, "objects"):
        return
    try:
        frame = gym.objects(env.id, coll.name)
    except Exception:  # no objects: leave the schema's reading
        return
    rows = frame.head(sample).to_dict("records")
    for p in refs:
        hits = sum(
            1
            for r in rows
            if str(r.get(p.name, "")) and any(str(r[p.name]) in str(r.get(q, "")) for q in prose)
        )
        p.cited = bool(rows) and hits >= 0.1 * len(rows)


def expand(stem_: str) -> list[str]:
    """A stem and its thesaurus stems."""
    return [stem_, *SYNONYMS.get(stem_, [])]
