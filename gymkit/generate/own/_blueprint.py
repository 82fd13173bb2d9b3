"""A loaded environment as the generator's blueprint: value specs read from its objects.

Why: the five environments' plans are sampled over blueprints (`gymkit.generate.plans`), whose
specs say how values were drawn. For any environment (imported, generated, downloaded) the
same specs are read back from the objects instead: a text property with few distinct values is
a category (`enum`: filters on whole values, TOP_OCCURRENCES, group-by), an int with a small
range groups too, numbers and dates keep their range, arrays their items. Prose is left out:
without a labelled set no search may be generated (the card scores a search by its labels).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from gymkit.generate.blueprints import CollectionBlueprint, EnvBlueprint, PropBlueprint, Spec
from gymkit.generate.objects import CollectionData, EnvData
from gymkit.generate.own._phrases import plural, record_nouns, singular
from gymkit.generate.own._words import people
from gymkit.generate.plans import MAX_GROUPS
from gymkit.schema import Collection, Environment, Property

__all__ = ["Derived", "collection_noun", "derive", "plural", "singular"]

MIN_GROUP_SHARE = 3  # a category is groupable when its groups hold 3 records on average


@dataclass
class Derived:
    """An environment's blueprint (prose left out) and its objects' values (EnvData)."""

    env: Environment
    blueprint: EnvBlueprint
    data: EnvData
    objects_dir: Path


def collection_noun(c: Collection) -> tuple[str, str]:
    """(singular, plural) of the records, in plain English (`_phrases.record_nouns`):
    HarvestLots -> harvest lot(s), SvcOrders -> service order(s)."""
    return record_nouns(c)


def _table(path: Path, coll: Collection) -> pa.Table:
    props = [p for p in coll.properties if not p.searchable]
    t = pq.read_table(path, columns=["uuid", *[p.name for p in props]])
    cols = {"uuid": t.column("uuid").cast(pa.string())}
    for p in props:
        col = t.column(p.name)
        if p.type == "date" and not pa.types.is_string(col.type):
            col = pc.utf8_slice_codeunits(col.cast(pa.string()), 0, 10)
        elif p.type == "date_array" and not pa.types.is_string(col.type.value_type):
            col = pa.chunked_array(
                [
                    pa.array(
                        [None if v is None else [str(x)[:10] for x in v] for v in col.to_pylist()],
                        pa.list_(pa.string()),
                    )
                ]
            )
        cols[p.name] = col
    return pa.table(cols)


def _spec(p: Property, column: pa.ChunkedArray, n: int) -> Spec:
    values = [v for v in column.to_pylist() if v is not None]
    if p.is_identifier:
        return Spec("code")
    if p.is_array:
        items = sorted({x for v in values for x in v if x is not None})
        return Spec(p.type.removesuffix("_array"), values=tuple(items))
    if p.type == "filterable_text":
        distinct = sorted(set(values))
        named = "person" if people(distinct) else ""  # contact: "whose contact is Priya Tolley"
        if 2 <= len(distinct) <= min(MAX_GROUPS, n // MIN_GROUP_SHARE):
            return Spec("enum", values=tuple(distinct), ref=p.references or "", style=named)
        return Spec("ref" if p.references else "text", ref=p.references or "", style=named)
    if p.type == "boolean":
        return Spec("bool", share=sum(values) / max(1, len(values)))
    if p.type in ("int", "number", "date"):
        lo, hi = (min(values), max(values)) if values else (0, 0)
        if p.type == "int" and len(set(values)) < 2:
            return Spec("fixed", lo=lo, hi=hi)
        decimals = 0
        if p.type == "number":
            decimals = max((len(repr(float(v)).split(".")[1]) for v in values[:200]), default=0)
            decimals = min(decimals, 2)
        return Spec(p.type, lo=lo, hi=hi, decimals=decimals, distinct=len(set(values)))
    return Spec(p.type)


def derive(env: Environment, objects_dir: str | Path) -> Derived:
    """The blueprint and values of `env`, whose objects are `<objects_dir>/<Collection>.parquet`."""
    objects_dir = Path(objects_dir)
    colls, data = [], {}
    for c in env.collections:
        table = _table(objects_dir / f"{c.name}.parquet", c)
        n = table.num_rows
        props = tuple(
            PropBlueprint(
                p.name, p.type, p.description, _spec(p, table.column(p.name), n), (p.words,)
            )
            for p in c.properties
            if not p.searchable
        )
        props = tuple(p for p in props if p.spec.kind != "fixed")
        cb = CollectionBlueprint(c.name, c.kind, c.description, collection_noun(c), props)
        colls.append(cb)
        ident = next((p for p in c.properties if p.is_identifier), None)
        identifiers = (
            [str(v) for v in table.column(ident.name).to_pylist()] if ident is not None else []
        )
        data[c.name] = CollectionData(
            cb, identifiers, [str(u) for u in table.column("uuid").to_pylist()], table
        )
    bp = EnvBlueprint(env.id, env.name, env.description, tuple(colls), 0)
    return Derived(env, bp, EnvData(bp, data), objects_dir)
