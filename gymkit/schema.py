"""Environments, collections and properties, as the card's schema tables describe them.

`schema.json` is read tolerantly (the published files and gymkit's own both load) and
written in one canonical form by `write_schema`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from gymkit.errors import GymError

PropertyType = Literal[
    "searchable_text",
    "filterable_text",
    "int",
    "number",
    "boolean",
    "date",
    "text_array",
    "int_array",
    "number_array",
    "boolean_array",
    "date_array",
]
PROPERTY_TYPES: tuple[str, ...] = PropertyType.__args__  # type: ignore[attr-defined]

SCALAR_OF_ARRAY = {
    "text_array": "filterable_text",
    "int_array": "int",
    "number_array": "number",
    "boolean_array": "boolean",
    "date_array": "date",
}

# Types a schema.json may spell differently (Weaviate's data types, plain names).
_TYPE_ALIASES = {
    "text": "filterable_text",
    "string": "filterable_text",
    "text[]": "text_array",
    "int[]": "int_array",
    "number[]": "number_array",
    "boolean[]": "boolean_array",
    "date[]": "date_array",
    "integer": "int",
    "float": "number",
    "bool": "boolean",
}


class SchemaError(GymError, ValueError):
    """A schema.json that cannot be read; the message names the file and the field."""


class Property(BaseModel):
    name: str
    type: PropertyType
    description: str = ""
    is_identifier: bool = False
    references: str | None = None  # the referenced collection's name

    @property
    def is_array(self) -> bool:
        return self.type.endswith("_array")

    @property
    def scalar_type(self) -> str:
        """The type of one value: the item type for arrays, else the type itself."""
        return SCALAR_OF_ARRAY.get(self.type, self.type)

    @property
    def kind(self) -> str:
        """text, numeric, date or boolean: what decides operators and metrics."""
        s = self.scalar_type
        if s in ("searchable_text", "filterable_text"):
            return "text"
        if s in ("int", "number"):
            return "numeric"
        return s

    @property
    def searchable(self) -> bool:
        return self.type == "searchable_text"

    @property
    def words(self) -> str:
        """The property name split into lowercase words: hireDate -> 'hire date'."""
        return split_camel(self.name)


class Collection(BaseModel):
    name: str
    kind: Literal["knowledge_base", "transactional"] = "knowledge_base"
    description: str = ""
    properties: list[Property]

    def prop(self, name: str) -> Property | None:
        for p in self.properties:
            if p.name == name:
                return p
        return None

    @property
    def identifier(self) -> Property:
        for p in self.properties:
            if p.is_identifier:
                return p
        raise SchemaError(f"collection {self.name} has no identifier property")

    @property
    def searchable_properties(self) -> list[Property]:
        return [p for p in self.properties if p.searchable]

    @property
    def search_properties(self) -> list[Property]:
        """What a search_query searches: the searchable prose, or, in a collection without prose
        (RidershipReports), its text and text-array properties, as Weaviate's BM25 does by default.
        The card's B2/B7 cases search such a collection for a value two properties can hold."""
        return self.searchable_properties or [
            p for p in self.properties if p.type in ("filterable_text", "text_array")
        ]


class Environment(BaseModel):
    id: str  # e.g. public-transit
    name: str  # e.g. Public Transit
    description: str = ""
    collections: list[Collection] = Field(default_factory=list)

    def collection(self, name: str) -> Collection | None:
        for c in self.collections:
            if c.name == name:
                return c
        return None

    @property
    def sql_schema(self) -> str:
        """The DuckDB schema holding this environment's tables: public-transit -> public_transit."""
        return sql_schema_name(self.id)


def sql_schema_name(environment_id: str) -> str:
    return re.sub(r"[^a-z0-9_]", "_", environment_id.lower())


def split_camel(name: str) -> str:
    """hireDate -> 'hire date'; totalAmountUsd -> 'total amount usd'; RID -> 'rid'."""
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+", name)
    return " ".join(p.lower() for p in parts)


def _normalise_type(raw: object, where: str) -> str:
    t = str(raw).strip()
    t = _TYPE_ALIASES.get(t.lower(), t)
    if t not in PROPERTY_TYPES:
        raise SchemaError(
            f"{where}: unknown property type {raw!r} (expected one of {', '.join(PROPERTY_TYPES)})"
        )
    return t


def environment_from_dict(
    data: dict, where: str = "schema.json", env_id: str | None = None
) -> Environment:
    """Build an Environment from a schema.json document, accepting common spellings of its keys."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected a JSON object at the top level")
    eid = data.get("id") or data.get("environment") or data.get("environment_id") or env_id
    if not eid:
        raise SchemaError(f"{where}: no environment id (key 'id')")
    raw_cols = data.get("collections")
    if raw_cols is None:
        raise SchemaError(f"{where}: no 'collections' list")
    if isinstance(raw_cols, dict):
        raw_cols = [{"name": k, **v} for k, v in raw_cols.items()]
    collections = []
    for ci, rc in enumerate(raw_cols):
        cname = rc.get("name") or rc.get("collection_name")
        cwhere = f"{where}: collections[{ci}]" + (f" ({cname})" if cname else "")
        if not cname:
            raise SchemaError(f"{cwhere}: no collection name")
        raw_props = rc.get("properties")
        if raw_props is None:
            raise SchemaError(f"{cwhere}: no 'properties' list")
        if isinstance(raw_props, dict):
            raw_props = [{"name": k, **v} for k, v in raw_props.items()]
        props = []
        for pi, rp in enumerate(raw_props):
            pname = rp.get("name") or rp.get("property_name")
            pwhere = f"{cwhere}.properties[{pi}]" + (f" ({pname})" if pname else "")
            if not pname:
                raise SchemaError(f"{pwhere}: no property name")
            ptype = _normalise_type(
                rp.get("type") or rp.get("data_type") or rp.get("property_type"), pwhere
            )
            refs = rp.get("references")
            if isinstance(refs, dict):
                refs = refs.get("collection") or refs.get("collection_name")
            elif isinstance(refs, list):
                refs = refs[0] if refs else None
            props.append(
                Property(
                    name=pname,
                    type=ptype,  # type: ignore[arg-type]
                    description=rp.get("description", "") or "",
                    is_identifier=bool(rp.get("is_identifier", False)),
                    references=refs,
                )
            )
        kind = rc.get("kind") or rc.get("collection_kind") or rc.get("type") or "knowledge_base"
        if kind not in ("knowledge_base", "transactional"):
            raise SchemaError(f"{cwhere}: kind {kind!r} is not knowledge_base or transactional")
        collections.append(
            Collection(
                name=cname, kind=kind, description=rc.get("description", "") or "", properties=props
            )
        )
    return Environment(
        id=eid,
        name=data.get("name") or data.get("environment_name") or eid,
        description=data.get("description", "") or "",
        collections=collections,
    )


def read_schema(path: str | Path, env_id: str | None = None) -> Environment:
    path = Path(path)
    if not path.is_file():
        raise SchemaError(f"{path}: file is missing")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise SchemaError(f"{path}: not valid JSON ({e})") from None
    return environment_from_dict(data, where=str(path), env_id=env_id or path.parent.name)


def schema_to_dict(env: Environment) -> dict:
    return {
        "id": env.id,
        "name": env.name,
        "description": env.description,
        "collections": [
            {
                "name": c.name,
                "kind": c.kind,
                "description": c.description,
                "properties": [
                    {
                        "name": p.name,
                        "type": p.type,
                        "description": p.description,
                        "is_identifier": p.is_identifier,
                        "references": p.references,
                    }
                    for p in c.properties
                ],
            }
            for c in env.collections
        ],
    }


def write_schema(env: Environment, path: str | Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(schema_to_dict(env), indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
