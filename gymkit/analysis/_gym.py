"""The gym as tables: a schema, the query mix, query filters and the objects a query hits."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

import pandas as pd

from gymkit.analysis._common import _as_list, has_class
from gymkit.call.vocabulary import operator_classes
from gymkit.errors import GymError
from gymkit.schema import Environment
from gymkit.words import plural


def schema_frame(env: Environment) -> pd.DataFrame:
    """One row per property: collection, kind, property, type, role and description."""
    rows = []
    for coll in env.collections:
        for p in coll.properties:
            role = (
                "identifier"
                if p.is_identifier
                else f"reference to {p.references}"
                if p.references
                else "searchable"
                if p.type == "searchable_text"
                else ""
            )
            rows.append(
                {
                    "collection": coll.name,
                    "kind": coll.kind,
                    "property": p.name,
                    "type": p.type,
                    "role": role,
                    "description": p.description,
                }
            )
    return pd.DataFrame(
        rows, columns=["collection", "kind", "property", "type", "role", "description"]
    )


def query_mix(queries: pd.DataFrame) -> pd.DataFrame:
    """How many queries of each set feature each operator class: columns set, operator_class, n."""
    cols = ["set", "operator_class", "n"]
    if queries.empty or "operator_classes" not in queries:
        return pd.DataFrame(columns=cols)
    df = queries[["set", "operator_classes"]].copy()
    df["operator_classes"] = df["operator_classes"].map(lambda v: operator_classes(_as_list(v)))
    df = df.explode("operator_classes").dropna(subset=["operator_classes"])
    out = df.groupby(["set", "operator_classes"]).size().reset_index(name="n")
    return out.rename(columns={"operator_classes": "operator_class"})[cols]


def count_by(queries: pd.DataFrame, column: str) -> pd.DataFrame:
    """Queries per set and value of `column` (phrasing, num_sub_queries, behavior, ...)."""
    if queries.empty or column not in queries:
        return pd.DataFrame(columns=["set", column, "n"])
    df = queries[queries[column].notna()]
    out = df.groupby(["set", column]).size().reset_index(name="n")
    if pd.api.types.is_float_dtype(out[column]) and (out[column] % 1 == 0).all():
        out[column] = out[column].astype(int)
    return out


def filter_queries(
    queries: pd.DataFrame,
    environment: str | None = None,
    set_name: str | None = None,
    operator_class: str | None = None,
    phrasing: str | None = None,
) -> pd.DataFrame:
    """The queries matching every given criterion (None or "all" means any); for the browser."""
    df = queries
    if environment not in (None, "all"):
        df = df[df["environment"] == environment]
    if set_name not in (None, "all"):
        df = df[df["set"] == set_name]
    if operator_class not in (None, "all"):
        df = df[df["operator_classes"].map(lambda v: has_class(v, operator_class))]
    if phrasing not in (None, "all"):
        df = df[df["phrasing"] == phrasing]
    return df


def objects_hit(gym: Any, environment: str, collection: str, uuids: Iterable[str]) -> pd.DataFrame:
    """The objects of `collection` whose uuid is in `uuids` (bound as a parameter), in uuid order."""
    return objects_hit_groups(gym, environment, collection, [uuids])[0]


def objects_hit_groups(
    gym: Any, environment: str, collection: str, groups: Sequence[Iterable[str]]
) -> list[pd.DataFrame]:
    """`objects_hit` for each uuid list of `groups`, with one scan of the collection: its
    hits for every group are read once (into Arrow), then cut per group in memory, so a page
    showing the records of many failures does not scan a 100,000-record table for each."""
    import duckdb

    from gymkit.layout import qident

    env = gym.environment(environment)
    if env.collection(collection) is None:
        raise GymError(
            f"{environment} has no collection {collection!r}; it has "
            f"{', '.join(c.name for c in env.collections)}"
        )
    lists = [[str(u) for u in ids] for ids in groups]
    sql = (
        f"SELECT * FROM {qident(env.sql_schema)}.{qident(collection)} "
        "WHERE uuid IN (SELECT unnest(?::VARCHAR[]))"
    )
    hits = gym.con.execute(sql, [sorted({u for ids in lists for u in ids})]).to_arrow_table()
    with duckdb.connect() as mem:
        mem.register("hits", hits)
        return [
            mem.execute("SELECT * FROM hits WHERE list_contains(?, uuid) ORDER BY uuid", [ids]).df()
            for ids in lists
        ]


def describe_query(row: dict) -> dict:
    """A query row as the browser shows it: command, SQL-like ground truth, reference results."""
    refs = row.get("reference_results")
    if isinstance(refs, str):
        refs = json.loads(refs)
    refs = _as_list(refs)  # NaN in a frame's edge_case_1 rows, which carry checks instead
    return {
        "query_id": row.get("query_id"),
        "command": row.get("command"),
        "ground_truth_sql": list(_as_list(row.get("ground_truth_sql"))),
        "reference_results": [summarize_result(r) for r in refs],
    }


def summarize_result(value: Any, max_items: int = 5) -> str:
    """A one-line reading of a reference result: '12 records: a, b, ...' or the aggregations."""
    if isinstance(value, list):
        shown = ", ".join(str(v) for v in value[:max_items])
        more = ", ..." if len(value) > max_items else ""
        return f"{plural(len(value), 'record')}: {shown}{more}"
    return json.dumps(value, ensure_ascii=False, default=str)


def query_objects(gym: Any, row: dict, sub_query: int = 0) -> pd.DataFrame:
    """The objects a query's sub-query hits: its reference retrieval, or for an aggregation the
    records its filters (and search) select, found by executing the call without aggregations."""
    calls = row.get("ground_truth")
    if isinstance(calls, str):
        calls = json.loads(calls)
    calls = _as_list(calls)
    if not calls:
        ids = _as_list(row.get("relevant_ids"))  # edge_case_1: the records holding the value
        if ids and isinstance(row.get("collection"), str):
            return objects_hit(gym, row["environment"], row["collection"], ids)
        return pd.DataFrame()
    call = dict(calls[sub_query])
    refs = row.get("reference_results")
    if isinstance(refs, str):
        refs = json.loads(refs)
    refs = _as_list(refs)
    ref = refs[sub_query] if sub_query < len(refs) else None
    if isinstance(ref, list):
        uuids = ref
    else:
        for key in [k for k in call if k.endswith("_aggregations")] + ["groupby_property"]:
            call.pop(key, None)
        uuids = gym.execute(row["environment"], call).value
    return objects_hit(gym, row["environment"], call["collection_name"], uuids)


def browser_text(row: dict) -> str:
    """The browser's reading of one query: id, set, phrasing, command, each sub-query's SQL-like
    ground truth and its reference result."""
    info = describe_query(row)
    lines = [
        f"{info['query_id']}  ({row.get('set')}, {row.get('phrasing')})",
        f"command: {info['command']}",
    ]
    refs = info["reference_results"] or [""] * len(info["ground_truth_sql"])
    for i, (sql, ref) in enumerate(zip(info["ground_truth_sql"], refs)):
        lines.append(f"  [{i}] {sql}\n      -> {ref}")
    expect = row.get("expect")
    if isinstance(expect, dict):  # edge_case_1: the checks, and the records holding the value
        from gymkit.analysis._failures import expect_text

        lines.append(f"  {row.get('behavior')}: {expect_text(expect)}")
        lines.append(
            f"  records holding {row.get('value')!r}: {len(_as_list(row.get('relevant_ids')))}"
        )
    return "\n".join(lines) + "\n"
