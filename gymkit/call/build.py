"""Building call entries from schema properties (for agents and generators) and the LLM tool schema."""

from __future__ import annotations

from typing import Any

from gymkit.call.model import (
    AGGREGATION_LIST_OF_TYPE,
    FILTER_LIST_OF_TYPE,
    Call,
)
from gymkit.schema import Property

# ---- building calls ----------------------------------------------------------------------


def filter_entry(prop: Property, operator: str, value: Any) -> tuple[str, dict]:
    """The filter list and the entry for a filter on `prop`: how agents and generators build calls."""
    list_name = FILTER_LIST_OF_TYPE[prop.type]
    if prop.is_array:
        vals = value if isinstance(value, (list, tuple)) else [value]
        return list_name, {"property_name": prop.name, "operator": operator, "values": list(vals)}
    return list_name, {"property_name": prop.name, "operator": operator, "value": value}


def aggregation_entry(prop: Property, metric: str, limit: int | None = None) -> tuple[str, dict]:
    list_name = AGGREGATION_LIST_OF_TYPE[prop.type]
    entry: dict = {"property_name": prop.name, "metric": metric}
    if metric == "TOP_OCCURRENCES" and limit is not None:
        entry["top_occurrences_limit"] = limit
    return list_name, entry


def tool_schema() -> dict:
    """The JSON schema of the `query_database` tool's arguments, generated from Call."""
    schema = Call.model_json_schema()
    schema.pop("title", None)
    return schema
