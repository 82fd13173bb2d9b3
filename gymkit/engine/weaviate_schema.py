"""How the gym's schema and values map onto Weaviate: class names, data types, tokenization, dates.

One Weaviate collection per gym collection, named `<Prefix>_<env>_<Collection>` (the environment
id with `-` turned into `_`, the first letter upper case, as Weaviate class names must be), so
several gyms live side by side in one instance. The card's types map to Weaviate's data types;
identifiers, references and categories (`filterable_text`, `text_array`) use `field`
tokenization (the whole trimmed value is one case-sensitive token, so `=` is exact), prose
(`searchable_text`) uses `word` tokenization (BM25 matches lowercased words).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
from typing import TYPE_CHECKING, Any

from gymkit.call import parse_date
from gymkit.schema import Collection, Environment
from gymkit.schema import Property as GymProperty

if TYPE_CHECKING:
    from weaviate.classes.config import Property

# gym property type -> (Weaviate data type, tokenization or None). Plain strings (the values of
# weaviate's DataType and Tokenization enums) so that importing this module, which agents do
# for the names, does not import the client.
DATA_TYPES: dict[str, tuple[str, str | None]] = {
    "searchable_text": ("text", "word"),
    "filterable_text": ("text", "field"),
    "int": ("int", None),
    "number": ("number", None),
    "boolean": ("boolean", None),
    "date": ("date", None),
    "text_array": ("text[]", "field"),
    "int_array": ("int[]", None),
    "number_array": ("number[]", None),
    "boolean_array": ("boolean[]", None),
    "date_array": ("date[]", None),
}

_INVALID = re.compile(r"[^0-9A-Za-z_]")


def _name_part(text: str) -> str:
    return _INVALID.sub("_", text.strip())


def collection_name(prefix: str, environment_id: str, collection: str) -> str:
    """The Weaviate class name of a gym collection: Gym_public_transit_TransitRoutes."""
    parts = [
        p for p in (_name_part(prefix), _name_part(environment_id), _name_part(collection)) if p
    ]
    name = "_".join(parts)
    if not name or not name[0].isalpha():
        name = "C" + name
    return name[0].upper() + name[1:]


def collection_names(prefix: str, environment: Environment) -> dict[str, str]:
    """Weaviate class name -> gym collection name, for every collection of the environment."""
    return {
        collection_name(prefix, environment.id, c.name): c.name for c in environment.collections
    }


def gym_collection(weaviate_name: str, prefix: str, environment: Environment) -> str:
    """The gym collection behind a Weaviate class name (case-insensitive); the name itself if none.

    Weaviate capitalises the first letter of class names and agents may echo them in any case,
    so matching ignores case; a name of another gym or environment is returned unchanged (the
    scorer then reports it as a wrong collection).
    """
    by_lower = {k.lower(): v for k, v in collection_names(prefix, environment).items()}
    if weaviate_name.lower() in by_lower:
        return by_lower[weaviate_name.lower()]
    plain = {c.name.lower(): c.name for c in environment.collections}
    return plain.get(weaviate_name.lower(), weaviate_name)


def weaviate_property(prop: GymProperty) -> Property:
    """The Weaviate property definition of a gym property (data type, tokenization, indexes)."""
    from weaviate.classes.config import DataType, Property, Tokenization

    data_type, tokenization = DATA_TYPES[prop.type]
    return Property(
        name=prop.name,
        data_type=DataType(data_type),
        description=prop.description or None,
        tokenization=Tokenization(tokenization) if tokenization else None,
        index_filterable=True,
        index_searchable=True if tokenization is not None else None,
    )


def weaviate_properties(collection: Collection) -> list[Property]:
    return [weaviate_property(p) for p in collection.properties]


# ---- values --------------------------------------------------------------------------------


# The call model's one date parser (a timestamp's calendar date as written in its own offset).
to_date = parse_date


def to_datetime(value: Any) -> _dt.datetime:
    """A gym date as the UTC midnight Weaviate stores it (filters send datetimes)."""
    d = to_date(value)
    return _dt.datetime(d.year, d.month, d.day, tzinfo=_dt.timezone.utc)


def to_rfc3339(value: Any) -> str:
    """A gym date as Weaviate's date literal: 2025-11-16 -> 2025-11-16T00:00:00Z."""
    return to_date(value).isoformat() + "T00:00:00Z"


def date_string(value: Any) -> str:
    """A date Weaviate returns (datetime or RFC 3339 string) as the gym's YYYY-MM-DD."""
    return to_date(value).isoformat()


def to_weaviate_value(prop: GymProperty, value: Any) -> Any:
    """A stored gym value as Weaviate takes it on import: dates as RFC 3339, lists as lists."""
    if value is None:
        return None
    if prop.is_array:
        return [_scalar_in(prop.scalar_type, v) for v in value]
    return _scalar_in(prop.type, value)


def _scalar_in(ptype: str, v: Any) -> Any:
    if ptype == "date":
        return to_rfc3339(v)
    if ptype == "int":
        return int(v)
    if ptype == "number":
        return float(v)
    if ptype == "boolean":
        return bool(v)
    return str(v)


def from_weaviate_value(prop: GymProperty, value: Any) -> Any:
    """A value Weaviate returns, in the gym's form (dates as YYYY-MM-DD)."""
    if value is None:
        return None
    if prop.is_array:
        return [date_string(v) if prop.kind == "date" else v for v in value]
    return date_string(value) if prop.kind == "date" else value


def object_properties(collection: Collection, row: dict) -> dict:
    """The Weaviate properties of one gym row (a dict with `uuid` and one key per property)."""
    return {
        p.name: to_weaviate_value(p, row.get(p.name))
        for p in collection.properties
        if row.get(p.name) is not None
    }


# ---- snapshot fingerprint ------------------------------------------------------------------

FINGERPRINT_TAG = "gymkit:fingerprint="
PENDING_TAG = "gymkit:pending="
_TAG_RE = re.compile(r"\[(gymkit:(?:fingerprint|pending))=([0-9a-f]{16,64})\]")


def _json_default(v: Any) -> Any:
    if isinstance(v, (_dt.date, _dt.datetime)):
        return v.isoformat()
    return str(v)


def fingerprint(collection: Collection, rows: list[dict]) -> str:
    """sha256 of the collection's schema and every row (in uuid order): what populate compares."""
    h = hashlib.sha256()
    h.update(json.dumps(collection.model_dump(), sort_keys=True, default=_json_default).encode())
    for row in sorted(rows, key=lambda r: str(r["uuid"])):
        h.update(json.dumps(row, sort_keys=True, default=_json_default).encode())
        h.update(b"\n")
    return h.hexdigest()


def tagged_description(description: str, fp: str, pending: bool = False) -> str:
    """The collection description with the snapshot fingerprint appended as a tag."""
    tag = PENDING_TAG if pending else FINGERPRINT_TAG
    base = _TAG_RE.sub("", description or "").strip()
    return f"{base} [{tag}{fp}]".strip()


def read_tag(description: str | None) -> tuple[str | None, bool]:
    """(fingerprint, pending) from a collection description; (None, False) when it has no tag."""
    m = _TAG_RE.search(description or "")
    if not m:
        return None, False
    return m.group(2), m.group(1) == "gymkit:pending"
