"""Values on their way into runs.duckdb: JSON text, DuckDB bind forms, redacted secrets, tokens."""

from __future__ import annotations

import datetime as _dt
import json
import math
from typing import Any

from gymkit.limits import storable, storable_json

SECRET_WORDS = ("key", "token", "secret", "password")


def to_db(v: Any, sql_type: str) -> Any:
    """A Python value in the form DuckDB binds for `sql_type` (JSON columns get JSON text)."""
    if v is None:
        return None
    if sql_type == "JSON":
        return dumps(v)
    if sql_type == "VARCHAR[]":
        return (
            [storable(str(x)) for x in v]
            if isinstance(v, (list, tuple, set))
            else [storable(str(v))]
        )
    if sql_type == "DOUBLE" and isinstance(v, float) and math.isnan(v):
        return None
    if sql_type == "VARCHAR" and not isinstance(v, str):
        return dumps(v)
    if isinstance(v, str):
        return storable(v)
    return v


def dumps(v: Any) -> str:
    """JSON text for any value an agent or scorer hands over (odd objects become their str;
    a lone surrogate, which DuckDB cannot store, becomes the literal text `\\udXXX`)."""
    return storable_json(json.dumps(v, ensure_ascii=False, default=_json_default))


def _json_default(o: Any) -> Any:
    if hasattr(o, "to_dict"):
        return o.to_dict()
    if hasattr(o, "model_dump"):
        return o.model_dump(mode="json")
    if isinstance(o, (_dt.date, _dt.datetime)):
        return o.isoformat()
    if isinstance(o, (set, frozenset, tuple)):
        return list(o)
    return str(o)


def redact(obj: Any) -> Any:
    """A copy of `obj` with the value of every key naming a secret (key/token/secret/password) hidden."""
    if isinstance(obj, dict):
        return {
            k: ("***" if any(w in str(k).lower() for w in SECRET_WORDS) else redact(v))
            for k, v in obj.items()
        }
    if isinstance(obj, (list, tuple)):
        return [redact(v) for v in obj]
    return obj


def usage_tokens(usage: Any) -> int:
    """Tokens a query used: usage['total_tokens'], else the sum of its *tokens counts."""
    if not isinstance(usage, dict):
        return 0
    if isinstance(usage.get("total_tokens"), (int, float)):
        return int(usage["total_tokens"])
    return int(
        sum(
            v for k, v in usage.items() if str(k).endswith("tokens") and isinstance(v, (int, float))
        )
    )


def now() -> _dt.datetime:
    """The current UTC time, naive (as DuckDB's TIMESTAMP columns hold it)."""
    return _dt.datetime.now(_dt.timezone.utc).replace(tzinfo=None)
