"""Labelled searches for a generated set: candidates proposed, the user confirms, the set scores them.

A generated set holds no search (a search's correct result is a labelled set, the card). Here a
user writes a search command and its call, and `propose` ranks the records the call's filters
select by BM25 on its search words, the engine's own search (`gym.execute`, the search before
its cut), each with its score and the text the search reads; in a notebook
(`notebooks/label_searches.ipynb`) the user reads them and confirms the relevant ones. Then
`Candidates.labelled(confirmed)` is the query as the importer reads it, with the confirmed ids
as its `search_grounds` entry (the card's format: sub_query, property, topic, description,
relevant_ids; candidate_ids, every record the filters select, are computed when it is saved),
and `labelled_rows` makes its ask_mode row: reference results resolved to the relevant ids, so
the set scores the search (recall@10, nDCG@10, F1), not just its call. Saved rows have the id
`<environment>-label-NNN`: generating again keeps them (`_store`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gymkit.call import Call, CallError, check_call, parse_call
from gymkit.errors import GymError
from gymkit.layout import qident

DEFAULT_LIMIT = 20


@dataclass
class Candidates:
    """The records proposed for one search command, best first (`table`: rank, uuid, score,
    in_result, the identifier and the searched text)."""

    environment: str
    command: str
    call: dict
    property: str  # the property the search reads (the label's `property`)
    table: Any  # pandas.DataFrame

    def _repr_html_(self) -> str:
        """The table in a notebook, every text whole (it is there to be read)."""
        import pandas as pd

        with pd.option_context("display.max_colwidth", None):
            return self.table.to_html(index=False)

    def chosen(self, confirmed: Sequence[int | str]) -> list[str]:
        """The uuids of the confirmed candidates: ranks (1 is the best) or uuids."""
        uuids = list(self.table["uuid"])
        out: list[str] = []
        for c in confirmed:
            if isinstance(c, (int,)) and not isinstance(c, bool):
                if not 1 <= c <= len(uuids):
                    raise GymError(
                        f"confirmed rank {c}: the candidates are ranked 1 to {len(uuids)}"
                    )
                out.append(uuids[c - 1])
            elif isinstance(c, str) and c in uuids:
                out.append(c)
            else:
                raise GymError(f"confirmed {c!r}: not a rank or the uuid of a candidate")
        return list(dict.fromkeys(out))

    def labelled(
        self,
        confirmed: Sequence[int | str],
        topic: str | None = None,
        description: str = "",
        query_id: str | None = None,
        phrasing: str = "explicit",
    ) -> dict:
        """The query with the confirmed candidates as its relevant records, as the importer
        reads a query (`gymkit.sources.imports`): command, ground_truth, search_grounds."""
        relevant = self.chosen(confirmed)
        if not relevant:
            raise GymError("confirm at least one candidate (its rank or uuid) as relevant")
        return {
            "query_id": query_id,
            "command": self.command,
            "phrasing": phrasing,
            "ground_truth": [self.call],
            "search_grounds": [
                {
                    "sub_query": 0,
                    "property": self.property,
                    "topic": topic or self.call["search_query"],
                    "description": description,
                    "relevant_ids": relevant,
                }
            ],
        }


def _the_call(gym: Any, environment: str, call: dict | str) -> Call:
    env = gym.environment(environment)
    try:
        parsed = parse_call(call)
    except CallError as e:
        raise GymError(f"the search's call: {e}") from None
    issues = check_call(parsed, env)
    if issues:
        field, message = issues[0]
        raise GymError(f"the search's call: {field}: {message}")
    if not parsed.search_query:
        raise GymError("the search's call has no search_query: give the words to search for")
    return parsed


def propose(
    gym: Any,
    environment: str,
    command: str,
    call: dict | str,
    limit: int = DEFAULT_LIMIT,
    property: str | None = None,
) -> Candidates:
    """The best `limit` records for the search command: BM25 on the call's search words among
    the records its filters select (aggregations and group-by aside), best first."""
    if not (command or "").strip():
        raise GymError("give the search command (the request the label is for)")
    parsed = _the_call(gym, environment, call)
    env = gym.environment(environment)
    coll = env.collection(parsed.collection_name)
    searched = [p.name for p in coll.searchable_properties] or [
        p.name for p in coll.search_properties
    ]
    if property is not None and property not in searched:
        raise GymError(f"property {property!r}: {coll.name}'s search reads {', '.join(searched)}")
    bare = {
        k: v
        for k, v in parsed.to_dict().items()
        if not k.endswith("_aggregations") and k != "groupby_property"
    }
    result = gym.execute(environment, bare)
    ranked = list(result.ranked or [])[:limit]
    cut = set(result.value)
    ident = next((p.name for p in coll.properties if p.is_identifier), None)
    shown = list(dict.fromkeys(p for p in [ident, *searched] if p))
    table = _texts(gym, env, coll.name, shown, [u for u, _ in ranked])
    rows = [
        {"rank": i + 1, "uuid": u, "score": round(s, 3), "in_result": u in cut, **table.get(u, {})}
        for i, (u, s) in enumerate(ranked)
    ]
    import pandas as pd

    frame = pd.DataFrame(rows, columns=["rank", "uuid", "score", "in_result", *shown])
    return Candidates(
        environment, command.strip(), parsed.to_dict(), property or searched[0], frame
    )


def _texts(gym: Any, env, collection: str, props: list[str], uuids: list[str]) -> dict:
    """uuid -> {property: value} of these records."""
    if not uuids:
        return {}
    cols = ", ".join(qident(p) for p in props)
    marks = ", ".join("?" for _ in uuids)
    frame = gym.sql(
        f'SELECT "uuid", {cols} FROM {qident(env.sql_schema)}.{qident(collection)} '
        f'WHERE "uuid" IN ({marks})',
        list(uuids),
    )
    return {r["uuid"]: {p: r[p] for p in props} for r in frame.to_dict("records")}


def next_label_id(environment: str, taken: Sequence[str]) -> str:
    """The first free `<environment>-label-NNN`."""
    used = {
        int(m.group(1))
        for q in taken
        if (m := re.fullmatch(rf"{re.escape(environment)}-label-(\d+)", q or ""))
    }
    n = 0
    while n in used:
        n += 1
    return f"{environment}-label-{n:03d}"


def labelled_rows(snapshot: str | Path, environment: str, queries: list[dict]) -> list[dict]:
    """The ask_mode rows of labelled queries (`Candidates.labelled`), computed on the
    snapshot's objects as an import computes them (ImportProblem naming every problem); a
    query without an id gets the next free `<environment>-label-NNN`."""
    import duckdb

    from gymkit.engine.duckdb import DuckDBEngine
    from gymkit.generate.own._store import stored_rows
    from gymkit.layout import create_object_tables
    from gymkit.schema import read_schema
    from gymkit.sources.imports._queries import query_rows

    root = Path(snapshot)
    env = read_schema(root / environment / "schema.json", env_id=environment)
    taken = [r["query_id"] for r in stored_rows(root, environment)["ask_mode"]]
    named = []
    for q in queries:
        qid = q.get("query_id") or next_label_id(environment, taken)
        taken.append(qid)
        named.append((f"label {qid}", {**q, "query_id": qid}))
    con = duckdb.connect()
    try:
        create_object_tables(con, env, root / environment / "objects")
        rows = query_rows(env, DuckDBEngine(con, {env.id: env}), named)
    finally:
        con.close()
    for row, (_, q) in zip(rows, named):  # the card's sub_query and property of each entry
        given = q.get("search_grounds") or []
        for entry, g in zip(row["search_grounds"], given):
            entry["sub_query"] = g.get("sub_query", 0)
            entry["property"] = g.get("property")
    return rows
