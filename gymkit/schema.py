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
from gymkit.limits import loads, one_line, read_limited, text_problem

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
    "string[]": "text_array",
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
    # How generated commands name the property (optional; written to schema.json only when
    # given): `display` is the phrase to use ("time on site"), `synonyms` other names for it.
    display: str = ""
    synonyms: list[str] = Field(default_factory=list)

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
    # How generated commands name its records (optional; written to schema.json only when
    # given): "order line" or "order lines", either number.
    display: str = ""

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
    if isinstance(raw, (list, tuple)) and len(raw) == 1:  # Weaviate's dataType: ["text"]
        raw = raw[0]
    t = str(raw).strip()
    t = _TYPE_ALIASES.get(t.lower(), t)
    if t not in PROPERTY_TYPES:
        raise SchemaError(
            f"{where}: unknown property type {raw!r} (expected one of {', '.join(PROPERTY_TYPES)})"
        )
    return t


# An environment id names a folder and a DuckDB schema: a plain name, never a path.
_ENV_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


def _text(value: object, where: str, key: str) -> str:
    """A name or description of a schema as text; SchemaError when it is not a string."""
    if isinstance(value, str):
        return value
    raise SchemaError(f"{where}: {key} is {type(value).__name__} {value!r:.60}, expected text")


def _items(raw: object, where: str, key: str) -> list[dict]:
    """A schema's list of collections or properties (a list, or a mapping name -> object)."""
    if isinstance(raw, dict):
        raw = [{"name": k, **v} if isinstance(v, dict) else v for k, v in raw.items()]
    if not isinstance(raw, list):
        raise SchemaError(f"{where}: '{key}' is {type(raw).__name__}, expected a list")
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            raise SchemaError(f"{where}: {key}[{i}] is {type(item).__name__}, expected an object")
    return raw


def _display_field(rc: dict, where: str) -> dict:
    """A collection's optional `display`: the noun generated commands name its records by."""
    display = rc.get("display")
    if display is None or display == "":
        return {}
    return {"display": " ".join(_text(display, where, "display").split())}


def _wording_fields(rp: dict, where: str) -> dict:
    """A property's optional `display` phrase and `synonyms` (text, or a list of text)."""
    out: dict = _display_field(rp, where)
    synonyms = rp.get("synonyms")
    if synonyms is not None and synonyms != []:
        if isinstance(synonyms, str):
            synonyms = [synonyms]
        if not isinstance(synonyms, list):
            raise SchemaError(
                f"{where}: synonyms is {type(synonyms).__name__}, expected a list of text"
            )
        names = [" ".join(_text(s, where, "synonyms").split()) for s in synonyms]
        out["synonyms"] = [n for n in names if n]
    return out


def _no_duplicates(names: list[str], where: str, what: str) -> None:
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise SchemaError(f"{where}: {what} {n!r} is listed twice; keep one")
        seen.add(n)


def environment_from_dict(
    data: dict, where: str = "schema.json", env_id: str | None = None
) -> Environment:
    """Build an Environment from a schema.json document, accepting common spellings of its keys."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected a JSON object at the top level")
    eid = data.get("id") or data.get("environment") or data.get("environment_id") or env_id
    if not eid:
        raise SchemaError(f"{where}: no environment id (key 'id')")
    eid = _text(eid, where, "id")
    if not _ENV_ID.match(eid) or ".." in eid:
        raise SchemaError(
            f"{where}: environment id {one_line(eid, 80)!r} is not a plain name (letters, digits, "
            f"'-', '_', '.'); give the environment folder's name{f', {env_id!r}' if env_id else ''}"
        )
    raw_cols = data.get("collections")
    if raw_cols is None:
        raise SchemaError(f"{where}: no 'collections' list")
    collections = []
    for ci, rc in enumerate(_items(raw_cols, where, "collections")):
        cname = rc.get("name") or rc.get("collection_name")
        cwhere = f"{where}: collections[{ci}]" + (f" ({cname})" if cname else "")
        if not cname:
            raise SchemaError(f"{cwhere}: no collection name")
        cname = _text(cname, cwhere, "name")
        raw_props = rc.get("properties")
        if raw_props is None:
            raise SchemaError(f"{cwhere}: no 'properties' list")
        props = []
        for pi, rp in enumerate(_items(raw_props, cwhere, "properties")):
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
                    name=_text(pname, pwhere, "name"),
                    type=ptype,  # type: ignore[arg-type]
                    description=_text(rp.get("description", "") or "", pwhere, "description"),
                    is_identifier=bool(rp.get("is_identifier", False)),
                    references=None if refs is None else _text(refs, pwhere, "references"),
                    **_wording_fields(rp, pwhere),
                )
            )
        _no_duplicates([p.name for p in props], cwhere, "property")
        kind = rc.get("kind") or rc.get("collection_kind") or rc.get("type") or "knowledge_base"
        if kind not in ("knowledge_base", "transactional"):
            raise SchemaError(f"{cwhere}: kind {kind!r} is not knowledge_base or transactional")
        collections.append(
            Collection(
                name=cname,
                kind=kind,
                description=_text(rc.get("description", "") or "", cwhere, "description"),
                properties=props,
                **_display_field(rc, cwhere),
            )
        )
    _no_duplicates([c.name for c in collections], where, "collection")
    return Environment(
        id=eid,
        name=_text(data.get("name") or data.get("environment_name") or eid, where, "name"),
        description=_text(data.get("description", "") or "", where, "description"),
        collections=collections,
    )


MAX_SCHEMA_BYTES = 16 * 2**20


def read_schema_json(path: str | Path, what: str = "file") -> object:
    """The JSON document of a schema file, within gymkit's input limits (`gymkit.limits`: no
    nesting past 64 levels, no NaN, no 5,000-digit number); SchemaError naming the file when it
    is missing, not UTF-8 text or not such JSON."""
    path = Path(path)
    if not path.is_file():
        raise SchemaError(f"{path}: {what} is missing")
    try:
        with path.open("rb") as f:
            text = read_limited(f, MAX_SCHEMA_BYTES, str(path))
        return loads(text, str(path))
    except OSError as e:
        raise SchemaError(f"{path}: cannot read the {what} ({e.strerror or e})") from None
    except GymError as e:
        raise SchemaError(str(e).replace("input is", "the file is", 1)) from None


def read_schema(path: str | Path, env_id: str | None = None) -> Environment:
    path = Path(path)
    data = read_schema_json(path)
    return environment_from_dict(data, where=str(path), env_id=env_id or path.parent.name)


def _property_dict(p: Property) -> dict:
    out = {
        "name": p.name,
        "type": p.type,
        "description": p.description,
        "is_identifier": p.is_identifier,
        "references": p.references,
    }
    if p.display:  # only when given: schemas without them are written as before, byte for byte
        out["display"] = p.display
    if p.synonyms:
        out["synonyms"] = list(p.synonyms)
    return out


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
                **({"display": c.display} if c.display else {}),  # only when given
                "properties": [_property_dict(p) for p in c.properties],
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


# ---- a user's schema, as gymkit or Weaviate writes it ----------------------------------------
#
# `gymkit env import` reads a schema in any of these forms: gymkit's own schema.json; Weaviate's
# REST schema (`{"classes": [{"class", "description", "properties": [{"name", "dataType",
# "description", "tokenization"}]}]}`) or one class object of it; the v4 client's config export
# (`collection.config.get().to_dict()`, the same keys, or its snake_case fields `data_type`,
# `index_searchable`); a list of classes, or a mapping name -> class. Weaviate says what type a
# property has but not its role in the gym (prose, identifier, reference), which the importer
# infers from the objects.

WEAVIATE_DATA_TYPES = (
    "text",
    "int",
    "number",
    "boolean",
    "date",
    "text[]",
    "int[]",
    "number[]",
    "boolean[]",
    "date[]",
)
_WEAVIATE_ALIASES = {"string": "text", "string[]": "text[]"}
# Weaviate data types the gym has no type for, and the gym's own types as Weaviate names them.
UNSUPPORTED_WEAVIATE_TYPES = (
    "uuid",
    "uuid[]",
    "geoCoordinates",
    "phoneNumber",
    "blob",
    "object",
    "object[]",
)
_GYM_TO_WEAVIATE = {
    "searchable_text": "text",
    "filterable_text": "text",
    **{t: t for t in ("int", "number", "boolean", "date")},
    **{f"{s}_array": f"{s}[]" for s in ("int", "number", "boolean", "date")},
    "text_array": "text[]",
}


class DeclaredProperty(BaseModel):
    """One property as a user's schema declares it: its Weaviate data type, and for gymkit's own
    form its gym type and role (then nothing is inferred)."""

    name: str
    data_type: str  # one of WEAVIATE_DATA_TYPES
    description: str = ""
    tokenization: str | None = None  # Weaviate's: word, field, ... (None: not said)
    index_searchable: bool | None = None
    gym_type: str | None = None  # gymkit's form only
    is_identifier: bool = False
    references: str | None = None
    display: str = ""  # how generated commands name it (any form may give these two)
    synonyms: list[str] = Field(default_factory=list)


class DeclaredCollection(BaseModel):
    name: str
    description: str = ""
    kind: str | None = None  # gymkit's form only
    properties: list[DeclaredProperty]
    display: str = ""  # how generated commands name its records (any form may give it)


def weaviate_data_type(raw: object, where: str) -> str:
    """A Weaviate dataType (`["text"]`, `"int[]"`, the old `"string"`, a DataType enum) as one of
    WEAVIATE_DATA_TYPES; SchemaError naming the type and the fix when the gym has no such type."""
    if isinstance(raw, (list, tuple)):
        if len(raw) != 1:
            raise SchemaError(
                f"{where}: dataType {list(raw)!r} is a cross-reference, which the gym does not "
                "support (store the referenced identifier in a text property instead); "
                "skip the property with --role COLLECTION.PROPERTY=skip"
            )
        raw = raw[0]
    t = str(getattr(raw, "value", raw)).strip()
    low = _WEAVIATE_ALIASES.get(t.lower(), t.lower())
    if low in WEAVIATE_DATA_TYPES:
        return low
    if t in PROPERTY_TYPES:
        return _GYM_TO_WEAVIATE[t]
    if low in {u.lower() for u in UNSUPPORTED_WEAVIATE_TYPES}:
        why = f"Weaviate data type {t!r} is not supported by the gym"
    elif t[:1].isupper():
        why = f"dataType {t!r} is a cross-reference, which the gym does not support"
    else:
        why = f"unknown data type {t!r}"
    raise SchemaError(
        f"{where}: {why} (supported: {', '.join(WEAVIATE_DATA_TYPES)}, and 'string' as text); "
        "skip the property with --role COLLECTION.PROPERTY=skip"
    )


def _name(value: object, where: str) -> str:
    """A class or property name of a user's schema: text that can name a column."""
    name = str(value)
    problem = text_problem(name)
    if problem:
        raise SchemaError(f"{where}: the name {problem}")
    return name


def _first(d: dict, *keys: str) -> object:
    for k in keys:
        if d.get(k) is not None:
            return d[k]
    return None


def _class_list(data: object, where: str) -> list[dict]:
    """The class objects of any supported schema form."""
    if isinstance(data, list):
        return data
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected a JSON object or list at the top level")
    for key in ("classes", "collections"):
        if key in data:
            got = data[key]
            if isinstance(got, dict):
                return [{"name": k, **v} for k, v in got.items()]
            return list(got)
    if "properties" in data and (data.get("class") or data.get("name")):
        return [data]  # one class object
    if data and all(isinstance(v, dict) and "properties" in v for v in data.values()):
        return [{"name": k, **v} for k, v in data.items()]  # name -> class
    raise SchemaError(
        f"{where}: no 'classes' list, 'collections' list or class object with 'properties' "
        "(give gymkit's schema.json, Weaviate's REST schema or the v4 client's config export)"
    )


def read_declared_schema(
    data: object, where: str = "schema.json", skip: set[str] | frozenset[str] = frozenset()
) -> list[DeclaredCollection]:
    """The collections of a schema in any supported form (see above), types named as Weaviate's.

    Every unknown or unsupported type is named, with its collection and property, in one error;
    `skip` ("Collection.property") leaves properties out unread.
    """
    out: list[DeclaredCollection] = []
    problems: list[str] = []
    for ci, rc in enumerate(_class_list(data, where)):
        if not isinstance(rc, dict):
            raise SchemaError(f"{where}: classes[{ci}] is not an object")
        cname = _first(rc, "class", "name", "collection_name")
        cwhere = f"{where}: {cname or f'classes[{ci}]'}"
        if not cname:
            raise SchemaError(f"{cwhere}: no class name (key 'class' or 'name')")
        cname = _name(cname, cwhere)
        if any(c.name == cname for c in out):
            raise SchemaError(f"{cwhere}: class {cname} is listed twice; keep one")
        raw_props = rc.get("properties")
        if raw_props is None:
            raise SchemaError(f"{cwhere}: no 'properties' list")
        props: list[DeclaredProperty] = []
        types: dict[str, object] = {}
        for pi, rp in enumerate(_items(raw_props, cwhere, "properties")):
            pname = _first(rp, "name", "property_name")
            pwhere = f"{cwhere}.{pname or f'properties[{pi}]'}"
            if not pname:
                raise SchemaError(f"{pwhere}: no property name")
            pname = _name(pname, pwhere)
            raw_type = _first(rp, "dataType", "data_type", "type", "property_type")
            if pname in types:
                again = (
                    "again" if raw_type == types[pname] else f"as {types[pname]!r} and {raw_type!r}"
                )
                raise SchemaError(
                    f"{pwhere}: property {pname} is declared twice ({again}); keep one"
                )
            types[pname] = raw_type
            if f"{cname}.{pname}" in skip:
                continue
            if raw_type is None:
                problems.append(f"{pwhere}: no dataType")
                continue
            gym_type = (
                raw_type if isinstance(raw_type, str) and raw_type in PROPERTY_TYPES else None
            )
            try:
                data_type = weaviate_data_type(raw_type, pwhere)
            except SchemaError as e:
                problems.append(str(e))
                continue
            refs = rp.get("references")
            if isinstance(refs, dict):
                refs = refs.get("collection") or refs.get("collection_name")
            elif isinstance(refs, list):
                refs = refs[0] if refs else None
            tok = _first(rp, "tokenization")
            searchable = _first(rp, "indexSearchable", "index_searchable")
            props.append(
                DeclaredProperty(
                    name=str(pname),
                    data_type=data_type,
                    description=str(rp.get("description") or ""),
                    tokenization=str(getattr(tok, "value", tok)).lower() if tok else None,
                    index_searchable=None if searchable is None else bool(searchable),
                    gym_type=gym_type,
                    is_identifier=bool(rp.get("is_identifier", False)),
                    references=refs,
                    **_wording_fields(rp, pwhere),
                )
            )
        for rr in rc.get("references") or []:  # the v4 config's cross-references
            rname = rr.get("name") if isinstance(rr, dict) else getattr(rr, "name", rr)
            if f"{cname}.{rname}" in skip:
                continue
            problems.append(
                f"{cwhere}.{rname}: a cross-reference, which the gym does not support "
                "(store the referenced identifier in a text property instead)"
            )
        kind = _first(rc, "kind", "collection_kind")
        out.append(
            DeclaredCollection(
                name=str(cname),
                description=str(rc.get("description") or ""),
                kind=str(kind) if kind else None,
                properties=props,
                **_display_field(rc, cwhere),
            )
        )
    if problems:
        raise SchemaError(
            f"{where}: {len(problems)} propert{'y' if len(problems) == 1 else 'ies'} the gym "
            "cannot hold:\n" + "\n".join(f"  - {p}" for p in problems)
        )
    if not out:
        raise SchemaError(f"{where}: no collections")
    return out
