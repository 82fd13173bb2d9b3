"""The one date parser of the call model: ISO dates and RFC 3339 timestamps.

The rule for a timestamp: its calendar date as written, in the timestamp's own offset
(`2025-11-16T23:00:00-05:00` is 2025-11-16, not the 2025-11-17 it is in UTC). A date in the gym
is a calendar date, not an instant; Weaviate stores it as midnight UTC and sends it back so,
which this rule reads back as the same date. Engines, scorers and agents all parse dates here.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any


def parse_date(value: Any) -> _dt.date:
    """An ISO date (YYYY-MM-DD), or an RFC 3339 timestamp read as the date written in it
    (2025-11-16T00:00:00Z as Weaviate sends it; see the module docstring)."""
    if isinstance(value, _dt.datetime):  # the date in its own offset, never converted to UTC
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
