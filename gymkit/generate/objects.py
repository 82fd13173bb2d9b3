"""Objects of one environment: values drawn as the card gives them, prose streamed to Parquet.

Why: values are vectorised (numpy) so a million objects per collection stay fast; prose is
written batch by batch, so no collection's text is ever held in memory at once. What the
query writers need later (values, each document's topic, who cites whom) is kept compactly.
"""

from __future__ import annotations

import gc
import hashlib
import random
import uuid
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.generate.blueprints import CollectionBlueprint, EnvBlueprint, PropBlueprint
from gymkit.generate.names import CARD_EXAMPLES, codes, invent_names
from gymkit.generate.prose import DocumentWriter
from gymkit.generate.topics import TOPICS, TopicLabels, draw_labels
from gymkit.layout import ARROW_ITEM, ARROW_SCALAR, PARQUET_OPTIONS, arrow_type

NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://huggingface.co/datasets/weaviate/QueryAgentGym")
BATCH = 10_000
# Who a document cites: key -> (cited collection, share of documents that cite).
CITES = {
    "TattooDesigns.designDescription": ("TattooArtists", 1.0),
    "ChildcareStaff.careExperience": ("ChildcareStaff", 0.6),
    "SurfInstructors.teachingApproach": ("SurfInstructors", 0.6),
    "Donations.processingNotes": ("Campaigns", 1.0),
}


def stream(seed: int, *names: str) -> np.random.Generator:
    """One generator per (seed, environment, collection, purpose): streams never interfere."""
    return np.random.default_rng([seed, *(zlib.crc32(n.encode()) for n in names)])


def object_uuid(env_id: str, collection: str, identifier: str) -> str:
    """uuid5(NAMESPACE, "<environment>/<collection>/<identifier>"), as a string."""
    return object_uuids(env_id, collection, [identifier])[0]


def object_uuids(env_id: str, collection: str, identifiers: list[str]) -> list[str]:
    """uuid5 of many identifiers: RFC 4122 by hand (sha1, version and variant bits), 3x faster."""
    ns, prefix = NAMESPACE.bytes, f"{env_id}/{collection}/"
    out = []
    for ident in identifiers:
        b = bytearray(hashlib.sha1(ns + (prefix + ident).encode()).digest()[:16])
        b[6] = (b[6] & 0x0F) | 0x50
        b[8] = (b[8] & 0x3F) | 0x80
        h = b.hex()
        out.append(f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}")
    return out


@dataclass
class CollectionData:
    """A collection's values (no prose), and for each document property its topic and citation."""

    blueprint: CollectionBlueprint
    identifiers: list[str]
    uuids: list[str]
    table: pa.Table  # uuid and every non-prose property
    ref_index: dict[str, np.ndarray] = field(default_factory=dict)  # reference prop -> target row
    topics: dict[str, TopicLabels] = field(default_factory=dict)  # prose prop -> its topics
    cites: dict[str, np.ndarray] = field(default_factory=dict)  # prose prop -> cited row or -1
    words: dict[str, np.ndarray] = field(default_factory=dict)  # prose prop -> word count

    @property
    def name(self) -> str:
        return self.blueprint.name

    def __len__(self) -> int:
        return len(self.identifiers)


@dataclass
class EnvData:
    blueprint: EnvBlueprint
    collections: dict[str, CollectionData]

    @property
    def id(self) -> str:
        return self.blueprint.id


# ---- values ------------------------------------------------------------------------------


def _force_ends(values: np.ndarray, lo: float, hi: float, rng: np.random.Generator) -> np.ndarray:
    if len(values) >= 2:
        i, j = rng.choice(len(values), 2, replace=False)
        values[i], values[j] = lo, hi
    return values


def _exact_share(n: int, share: float, rng: np.random.Generator) -> np.ndarray:
    out = np.zeros(n, dtype=bool)
    out[rng.permutation(n)[: int(round(share * n))]] = True
    return out


def _lengths(n: int, top: int, rng: np.random.Generator) -> np.ndarray:
    return rng.integers(1, top + 1, n)


def _subset_items(
    values: tuple, lengths: np.ndarray, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """Each record's distinct items (in the value list's order), as list offsets and flat indexes."""
    k = len(values)
    order = np.argsort(rng.random((len(lengths), k)), axis=1)
    chosen = np.sort(np.where(np.arange(k)[None, :] < lengths[:, None], order, k), axis=1)
    flat = chosen[chosen < k]
    offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    return offsets, flat


def _dates(lo: str, hi: str, n: int, rng: np.random.Generator) -> np.ndarray:
    start, end = np.datetime64(lo, "D"), np.datetime64(hi, "D")
    span = int((end - start).astype(int))
    days = _force_ends(rng.integers(0, span + 1, n), 0, span, rng)
    return (start + days.astype("timedelta64[D]")).astype(str)


def draw_values(p: PropBlueprint, n: int, rng: np.random.Generator) -> pa.Array:
    """A property's n values (not identifiers, references or prose) as an Arrow array."""
    s = p.spec
    if p.type.endswith("_array"):
        if p.type == "boolean_array":
            lengths = _lengths(n, 2, rng)
            flat = pa.array(_exact_share(int(lengths.sum()), s.share, rng))
            offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
            return pa.ListArray.from_arrays(pa.array(offsets), flat)
        offsets, idx = _subset_items(s.values, _lengths(n, 3, rng), rng)
        items = np.array(s.values, dtype=object)[idx]
        flat = pa.array(items.tolist(), type=ARROW_ITEM[p.type])
        return pa.ListArray.from_arrays(pa.array(offsets), flat)
    if s.kind == "enum":
        idx = rng.integers(0, len(s.values), n)
        if n >= len(s.values):
            idx[rng.choice(n, len(s.values), replace=False)] = np.arange(len(s.values))
        return pa.array(np.array(s.values, dtype=object)[idx].tolist(), type=ARROW_SCALAR[p.type])
    if s.kind == "int":
        lo, hi = int(s.lo), int(s.hi)  # type: ignore[arg-type]
        return pa.array(_force_ends(rng.integers(lo, hi + 1, n), lo, hi, rng), type=pa.int64())
    if s.kind == "number":
        scale = 10**s.decimals
        lo, hi = round(float(s.lo) * scale), round(float(s.hi) * scale)  # type: ignore[arg-type]
        cents = _force_ends(rng.integers(lo, hi + 1, n), lo, hi, rng)
        return pa.array(np.round(cents / scale, s.decimals), type=pa.float64())
    if s.kind == "date":
        return pa.array(_dates(str(s.lo), str(s.hi), n, rng).tolist(), type=pa.string())
    if s.kind == "bool":
        return pa.array(_exact_share(n, s.share, rng), type=pa.bool_())
    raise ValueError(f"{p.name}: no value drawer for spec kind {s.kind!r}")


def reference_rows(distinct: int, n: int, target_size: int, rng: np.random.Generator) -> np.ndarray:
    """Rows of the referenced collection: `distinct` of them at 1,000 objects (scaled), each used."""
    d = max(1, min(target_size, n, round(distinct * n / 1000)))
    pool = rng.choice(target_size, d, replace=False)
    rows = np.concatenate([pool, pool[rng.integers(0, d, n - d)]])
    return rows[rng.permutation(n)]


# ---- one collection ----------------------------------------------------------------------


def _order(env: EnvBlueprint) -> list[CollectionBlueprint]:
    """Collections with identifiers that others reference or cite come first."""
    return sorted(env.collections, key=lambda c: c.kind == "transactional")


def build_values(
    env: EnvBlueprint, coll: CollectionBlueprint, n: int, seed: int, done: dict[str, CollectionData]
) -> CollectionData:
    """Every non-prose value of a collection, plus each document's topic, length and citation."""
    ident = coll.identifier
    rng_id = stream(seed, env.id, coll.name, "identifier")
    ids = (
        invent_names(ident.spec.style, n, rng_id, CARD_EXAMPLES.get((env.id, coll.name), ()))
        if ident.spec.kind == "name"
        else codes(ident.spec.prefix, n)
    )
    uuids = object_uuids(env.id, coll.name, ids)
    columns: dict[str, pa.Array] = {"uuid": pa.array(uuids, type=pa.string())}
    ref_index: dict[str, np.ndarray] = {}
    for p in coll.properties:
        rng = stream(seed, env.id, coll.name, p.name)
        if p.role == "identifier":
            columns[p.name] = pa.array(ids, type=pa.string())
        elif p.role == "reference":
            target = done[p.spec.ref]
            rows = reference_rows(p.spec.distinct, n, len(target), rng)
            ref_index[p.name] = rows
            columns[p.name] = pa.array(
                np.array(target.identifiers, dtype=object)[rows].tolist(), type=pa.string()
            )
        elif p.role != "searchable":
            columns[p.name] = draw_values(p, n, rng)
    data = CollectionData(coll, ids, uuids, pa.table(columns), ref_index)
    for p in coll.properties:
        if p.role != "searchable":
            continue
        key = f"{coll.name}.{p.name}"
        rng = stream(seed, env.id, coll.name, p.name, "document")
        main = rng.integers(0, len(TOPICS[key]), n).astype(np.int16)
        data.topics[p.name] = draw_labels(
            key, main, stream(seed, env.id, coll.name, p.name, "second")
        )
        lo, hi, mean = p.spec.words
        words = (
            np.floor(rng.triangular(lo, 3 * mean - lo - hi, hi + 1, n))
            .astype(np.int32)
            .clip(lo, hi)
        )
        data.words[p.name] = _force_ends(words, lo, hi, rng)
        if key in CITES:
            target_name, share = CITES[key]
            if key == "Donations.processingNotes":
                rows = ref_index["campaignTitle"].copy()
            else:
                size = n if target_name == coll.name else len(done[target_name])
                rows = rng.integers(0, size, n)
                if target_name == coll.name:  # never cite oneself
                    rows = np.where(rows == np.arange(n), (rows + 1) % n, rows)
                rows[rng.random(n) >= share] = -1
            data.cites[p.name] = rows
    return data


def write_collection(
    env: EnvBlueprint, data: CollectionData, path: Path, seed: int, cited: dict[str, list[str]]
) -> None:
    """Write a collection's Parquet file, prose written and discarded batch by batch."""
    coll = data.blueprint
    fields = [pa.field("uuid", pa.string())] + [
        pa.field(p.name, arrow_type(p.type)) for p in coll.properties
    ]
    schema = pa.schema(fields)
    writers = {
        p.name: DocumentWriter(env.id, f"{coll.name}.{p.name}", coll.noun[0].split()[-1])
        for p in coll.properties
        if p.role == "searchable"
    }
    n = len(data)
    read: list[str] = []  # the columns the documents state: only these become Python values
    if writers and n:
        first = data.table.slice(0, 1).to_pylist()[0]
        read = sorted({f for w in writers.values() for f in w.fields(first)})
    path.parent.mkdir(parents=True, exist_ok=True)
    with _collector_paused(), pq.ParquetWriter(path, schema, **PARQUET_OPTIONS) as out:
        for b, start in enumerate(range(0, n, BATCH)):
            part = data.table.slice(start, BATCH)
            if not writers:
                records = []
            elif read:
                records = part.select(read).to_pylist()
            else:
                records = [{} for _ in range(len(part))]
            arrays = []
            for f in fields:
                if f.name in writers:
                    arrays.append(
                        _prose_column(
                            data,
                            f.name,
                            writers[f.name],
                            start,
                            records,
                            cited,
                            f"{seed}/{env.id}/{coll.name}/{f.name}/{b}",
                        )
                    )
                else:
                    arrays.append(part.column(f.name))
            out.write_table(pa.Table.from_arrays(arrays, schema=schema), row_group_size=BATCH)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a collection is written, on again after.

    Why: each batch makes tens of thousands of records (dicts holding lists), and the full
    passes they trigger walk every long-lived object of the process (the values, the prose
    lexicons): the records and documents are freed by reference counting, and the few cycles
    left (tens of MB at 100,000 objects) are collected once the file is written. At 100,000
    objects per collection the passes took a tenth of the writing."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _prose_column(
    data: CollectionData,
    prop: str,
    writer: DocumentWriter,
    start: int,
    records: list[dict],
    cited: dict[str, list[str]],
    seed_text: str,
) -> pa.Array:
    rnd = random.Random(seed_text)
    end = start + len(records)
    topics = data.topics[prop]
    mains = topics.main[start:end].tolist()
    seconds = topics.second[start:end].tolist()
    words = data.words[prop][start:end].tolist()
    cites = data.cites.get(prop)
    names = cited.get(f"{data.name}.{prop}")
    if cites is None or names is None:
        cite_names = [None] * len(records)
    else:
        cite_names = [names[c] if c >= 0 else None for c in cites[start:end].tolist()]
    write = writer.write
    texts = [
        write(rnd, main, n, rec, cite, second)
        for main, n, rec, cite, second in zip(mains, words, records, cite_names, seconds)
    ]
    return pa.array(texts, type=pa.string())


def build_environment(env: EnvBlueprint, n: int, seed: int) -> EnvData:
    """Every collection's values (no prose): what the query writers need, before any file."""
    done: dict[str, CollectionData] = {}
    for coll in _order(env):
        done[coll.name] = build_values(env, coll, n, seed, done)
    return EnvData(env, {c.name: done[c.name] for c in env.collections})


def cited_names(data: EnvData, collection: str) -> dict[str, list[str]]:
    """The identifiers a collection's documents may cite, by `Collection.property` key."""
    return {
        key: data.collections[target].identifiers
        for key, (target, _) in CITES.items()
        if key.startswith(collection + ".")
    }


def generate_environment(
    env: EnvBlueprint,
    n: int,
    seed: int,
    objects_dir: Path,
    progress: Callable[[str], None] | None = None,
) -> EnvData:
    """Draw and write every collection of an environment; return what the query writers need."""
    data = build_environment(env, n, seed)
    for coll in env.collections:
        if progress:
            progress(f"{env.id}/{coll.name}")
        write_collection(
            env,
            data.collections[coll.name],
            objects_dir / f"{coll.name}.parquet",
            seed,
            cited_names(data, coll.name),
        )
    return data


__all__ = [
    "EnvData",
    "CollectionData",
    "build_environment",
    "cited_names",
    "generate_environment",
    "write_collection",
    "object_uuid",
    "stream",
]
