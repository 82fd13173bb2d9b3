"""The one date parser of the call model: ISO dates and RFC 3339 timestamps."""

from __future__ import annotations

import datetime as _dt
from typing import Any


def parse_date(value: Any) -> _dt.date:
    """An ISO date (YYYY-MM-DD), or RFC 3339 at midnight (2025-11-16T00:00:00Z) as Weaviate sends it."""
    if isinstance(value, _dt.datetime):
        return value.date()
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str):
        raise ValueError(f"expected an ISO date string YYYY-MM-DD, got {type(value).__name__}")
    s = value.strip()
    try:
        if len(s) == 10:
            return _dt.date.fromisoformat(s)
        return _dt.datetime.fromisoformat(s.replace("Z", "+00:00")).date()
    except ValueError:
        raise ValueError(f"{value!r} is not an ISO date (YYYY-MM-DD)") from None


def _date_str(v: Any) -> str:
    s = v if isinstance(v, str) else str(v)
    parse_date(s)
    return s
