"""The card's files as Arrow: each query set's columns, environments and query_sets, property
types, the Parquet options every writer uses, and the ask_mode fingerprint."""

from __future__ import annotations

import hashlib
import json

import pyarrow as pa

PARQUET_OPTIONS = {"compression": "zstd", "compression_level": 3, "write_statistics": True}

ARROW_ITEM = {
    "int_array": pa.int64(),
    "number_array": pa.float64(),
    "boolean_array": pa.bool_(),
    "date_array": pa.string(),
    "text_array": pa.string(),
}
ARROW_SCALAR = {
    "searchable_text": pa.string(),
    "filterable_text": pa.string(),
    "int": pa.int64(),
    "number": pa.float64(),
    "boolean": pa.bool_(),
    "date": pa.string(),
}


def arrow_type(type_: str) -> pa.DataType:
    if type_ in ARROW_ITEM:
        return pa.list_(ARROW_ITEM[type_])
    return ARROW_SCALAR[type_]


_LIST_STR = pa.list_(pa.string())
GROUNDS = pa.list_(
    pa.struct(
        [
            ("sub_query", pa.int64()),
            ("property", pa.string()),
            ("topic", pa.string()),
            ("description", pa.string()),
            ("candidate_ids", _LIST_STR),
            ("relevant_ids", _LIST_STR),
        ]
    )
)
ASK_SCHEMA = pa.schema(
    [
        ("query_id", pa.string()),
        ("environment", pa.string()),
        ("environment_name", pa.string()),
        ("command", pa.string()),
        ("phrasing", pa.string()),
        ("plan", pa.string()),
        ("num_sub_queries", pa.int64()),
        ("operator_classes", _LIST_STR),
        ("ground_truth", pa.string()),
        ("ground_truth_sql", _LIST_STR),
        ("search_grounds", GROUNDS),
        ("reference_results", pa.string()),
    ]
)
SEARCH_SCHEMA = ASK_SCHEMA.append(pa.field("retrieval_shape", pa.string()))
EXPECT = pa.struct(
    [
        ("value_filter", pa.string()),
        ("value_properties", _LIST_STR),
        ("combine", pa.string()),
        ("query_contains", _LIST_STR),
        ("query_null", pa.bool_()),
        ("other_filters", pa.string()),
        ("retry", pa.string()),
    ]
)
EDGE_SCHEMA = pa.schema(
    [
        ("query_id", pa.string()),
        ("environment", pa.string()),
        ("environment_name", pa.string()),
        ("behavior", pa.string()),
        ("node", pa.string()),
        ("collection", pa.string()),
        ("phrasing", pa.string()),
        ("command", pa.string()),
        ("value", pa.string()),
        ("expect", EXPECT),
        ("relevant_ids", _LIST_STR),
        ("decoy_ids", _LIST_STR),
        ("seed_output", pa.string()),
        ("source", pa.string()),
    ]
)
ENV_SCHEMA = pa.schema(
    [
        ("environment", pa.string()),
        ("environment_name", pa.string()),
        ("description", pa.string()),
        ("collections", _LIST_STR),
        ("num_objects", pa.int64()),
        ("num_queries", pa.int64()),
        ("queries_fingerprint", pa.string()),
    ]
)
SETS_SCHEMA = pa.schema(
    [
        ("config", pa.string()),
        ("target_mode", pa.string()),
        ("record_format", pa.string()),
        ("description", pa.string()),
        ("num_queries", pa.int64()),
        ("data_files", _LIST_STR),
    ]
)


def _json_list(value: object) -> list:
    """An Arrow array in a row (the generator's candidate uuids) as the list it stands for."""
    if isinstance(value, (pa.Array, pa.ChunkedArray)):
        return value.to_pylist()
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def queries_fingerprint(rows: list[dict]) -> str:
    """sha256 over the ask_mode rows, one canonical JSON line per row in query_id order."""
    h = hashlib.sha256()
    for row in sorted(rows, key=lambda r: r["query_id"]):
        line = json.dumps(row, sort_keys=True, ensure_ascii=False, default=_json_list)
        h.update(line.encode() + b"\n")
    return h.hexdigest()
