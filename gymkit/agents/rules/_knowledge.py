"""What the agent knows about an environment, learned at run time from its schema and data.

Per collection: the stems of its name and description. Per property: the stems of its name
(split camelCase) and description, its value vocabulary when it has few values (categories,
tags, array items), the regex shape of its codes (RID-00213 -> `RID-\\d{5}`), and an index of
name values (identifiers and references) to spot names in a command. A text array's items of
several words that its vocabulary cannot match word by word (it has none, its items being too
many, or an item holds a word such as `R602.3`) are indexed the same way (`Knowledge.items`), so
that an item said verbatim ('IRC R602.3') is that array's value, not search words.

What it learns is the same at any size of the data: a vocabulary is a property whose values
repeat (fewer than VOCAB_LIMIT distinct values, each held by VOCAB_REPEAT records on average),
which an enumeration stays however many records hold it; a code's shape is read from a sample
of SHAPE_SAMPLE values, its digits always a counter (`RID-0\\d{4}` at 1,000 records would miss
RID-13556 at 100,000); and every identifier and reference value is indexed, in DuckDB
(`_names.NameIndex`), so a gym of any size holds no Python structure per value.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from gymkit.agents.rules._names import BATCH_ROWS, FirstWordView, NameIndex, NameView
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
VOCAB_REPEAT = 2  # ... when its records repeat each value this often on average
SHAPE_SAMPLE = 5000  # how many of a property's values its code shape is read from
CASE_SAMPLE = 50  # how many of a code property's values tell whether its codes are upper case


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
    index: NameIndex | None = None  # where its values are (identifiers and references)
    upper_codes: bool = False  # its codes are written in upper case
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

    def case_of(self, low: str) -> str | None:
        """Its value written `low` in lowercase, as the data writes it (None: no such value)."""
        holder = self.index.holder(self.collection, self.name) if self.index else None
        return None if holder is None else self.index.case_of(holder, low)

    def has_prefix(self, prefix: str) -> bool:
        """Whether one of its values starts with `prefix`, case aside."""
        holder = self.index.holder(self.collection, self.name) if self.index else None
        return holder is not None and self.index.has_prefix(holder, prefix)


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
    names: NameView  # lowercase value -> [(collection, property)] (`in`, `get`)
    name_first: FirstWordView  # first word of a name -> longest name length in words (`get`)
    codes: list[tuple[re.Pattern, str, str]]  # (shape, collection, property)
    env_stems: set[str]
    prop_stems: set[str] = field(default_factory=set)  # every property's name stems
    bigrams: frozenset = frozenset()  # consecutive stems of property names ('compa', 'route')
    name_nouns: frozenset = frozenset()  # the last stems of names' properties ('name', 'titl')
    items: NameView | None = None  # a text array's items of several words -> [(coll, prop)]
    item_first: FirstWordView | None = None  # their first words -> the longest's word count


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
        # digits are a counter (always a class); letters are a class only where they vary
        while (
            j < len(shape)
            and shape[j] == ch
            and (ch == "9" or ch in "Aa" and len({v[j] for v in same}) > 1)
        ):
            j += 1
        if j > i:
            cls = {"9": r"\d", "A": "[A-Z]", "a": "[a-z]"}[ch]
            parts.append(f"{cls}{{{j - i}}}")
            i = j
        else:
            parts.append(re.escape(same[0][i]))
            i += 1
    return re.compile(r"(?<![\w-])" + "".join(parts) + r"(?![\w-])", re.I)


def _counted(
    gym: Any, env: Environment, coll: Collection, prop: Property, limit: int | None
) -> list[tuple[Any, int]]:
    """Up to `limit` (value, records holding it), most frequent first; [] without data. A gym
    without `value_counts` (a test double) gives its distinct values, each counted as repeated."""
    if gym is None:
        return []
    try:
        if hasattr(gym, "value_counts"):
            table = gym.value_counts(env.id, coll.name, prop.name, limit=limit)
            values = [_plain(v) for v in table.column("value").to_pylist()]
            return list(zip(values, table.column("n").to_pylist()))
        if hasattr(gym, "distinct_values"):
            vals = gym.distinct_values(env.id, coll.name, prop.name, limit=limit or 10**9)
            return [(v, VOCAB_REPEAT) for v in vals]
    except Exception:  # a gym without this collection's data: the schema alone still works
        return []
    return []


def _plain(v: Any) -> Any:
    """A value as the gym's distinct_values gives it (dates as ISO strings)."""
    return v.isoformat() if isinstance(v, dt.date) else v


def _every_value(gym: Any, env: Environment, coll: Collection, prop: Property) -> Iterator[Any]:
    """Every distinct value of a property, streamed in Arrow batches (none held all at once), or
    value by value from a gym without `value_counts`."""
    if gym is not None and hasattr(gym, "value_counts"):
        try:
            table = gym.value_counts(env.id, coll.name, prop.name, limit=None)
        except Exception:  # no data for this collection: nothing to index
            return
        for batch in table.column("value").chunks:  # Arrow batches: no Python object per value
            for start in range(0, len(batch), BATCH_ROWS):
                yield batch.slice(start, BATCH_ROWS)
        return
    yield from (v for v, _ in _counted(gym, env, coll, prop, None))


def _prop_info(
    gym: Any,
    env: Environment,
    coll: Collection,
    prop: Property,
    coll_stems: set[str],
    index: NameIndex,
    items: NameIndex | None = None,
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
        sample = [str(v) for v, _ in _counted(gym, env, coll, prop, SHAPE_SAMPLE)]
        info.code_re = shape_regex(sample)
        info.upper_codes = bool(sample) and all(v == v.upper() for v in sample[:CASE_SAMPLE])
        info.index = index
        info.n_values = index.add(
            coll.name, prop.name, _every_value(gym, env, coll, prop), info.code_re is not None
        )
        return info
    counted = _counted(gym, env, coll, prop, VOCAB_LIMIT)
    vals = [v for v, _ in counted]
    few = 0 < len(vals) < VOCAB_LIMIT and sum(n for _, n in counted) >= VOCAB_REPEAT * len(vals)
    if prop.kind == "numeric" and not prop.is_array:
        if few:
            info.few = vals
        return info
    if prop.is_array or prop.kind == "text":
        info.n_values = len(vals)
        if few:
            info.vocab = vals
        elif prop.kind == "text":
            info.code_re = shape_regex([str(v) for v in vals])
        if prop.is_array and prop.kind == "text" and items is not None:
            spaced = (
                [[v for v in info.vocab if _unmatched_by_words(v)]]
                if info.vocab
                else _spaced(_every_value(gym, env, coll, prop))
            )
            items.add(coll.name, prop.name, (v for batch in spaced for v in batch), False)
    return info


def _unmatched_by_words(item: Any) -> bool:
    """An item of several words that the vocabulary's word-by-word match may miss: one of its
    words holds a digit, which the parser may read as a number ('NEC 210.8', 'Level 2 charger'),
    or a dot or an apostrophe, which the parser keeps inside the word ('IRC R602.3')."""
    if not isinstance(item, str) or " " not in item:
        return False
    return any(ch.isdigit() for ch in item) or [w.lower() for w in word_parts(item)] != re.findall(
        r"[a-z0-9]+", item.lower()
    )


def _spaced(batches: Iterator[Any]) -> Iterator[list]:
    """The values of several words of each batch (Arrow arrays or Python values)."""
    for batch in batches:
        if isinstance(batch, pa.Array | pa.ChunkedArray):
            yield [batch.filter(pc.match_substring(batch.cast(pa.string()), " "))]
        elif isinstance(batch, str) and " " in batch:
            yield [batch]


def learn(env: Environment, gym: Any = None) -> Knowledge:
    """Everything the parser needs about `env`, from its schema and (when a gym is given) its data."""
    colls: dict[str, CollInfo] = {}
    index = NameIndex()
    items = NameIndex()
    codes: list[tuple[re.Pattern, str, str]] = []
    for coll in env.collections:
        name_words = words(re.sub(r"([a-z])([A-Z])", r"\1 \2", coll.name))
        name_stems = [stem(w) for w in name_words]
        said = f"{coll.description} {coll.display}" if coll.display else coll.description
        desc = [s for s in content_stems(said) if s not in DESC_GENERIC]  # display: the records
        props = [
            _prop_info(gym, env, coll, p, set(name_stems), index, items) for p in coll.properties
        ]
        colls[coll.name] = CollInfo(
            coll, name_stems, name_stems[-1] if name_stems else "", desc, props
        )
        for p in props:
            if p.code_re is not None:
                codes.append((p.code_re, coll.name, p.name))
    index.finish()
    items.finish()
    names, name_first = NameView(index), FirstWordView(index)
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
        env,
        colls,
        names,
        name_first,
        codes,
        env_stems,
        prop_stems,
        bigrams,
        name_nouns,
        NameView(items),
        FirstWordView(items),
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
        try:
            frame = gym.objects(env.id, coll.name, limit=sample)
        except TypeError:  # a gym whose objects() reads every record
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
