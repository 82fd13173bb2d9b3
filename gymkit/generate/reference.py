"""Reference results: each generated sub-query executed by gymkit's DuckDB engine.

Why: a reference result must be exactly what the judge computes, so the generator does not
compute its own. A search resolves to its labeled relevant set: a retrieval is the sorted
relevant uuids, an aggregation runs the engine with the relevant set standing in for the
search (`DuckDBEngine.execute(..., within=relevant)`: the call's filters still apply).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa

from gymkit.call import Call, validate_call
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.layout import SQL_TYPES, qident, table_name
from gymkit.schema import Environment

# `ReferenceExecutor.rows` results kept for the same filters drawn again: 64 catch four fifths of
# the repeats (1.3 of 1.5 s of queries at 100,000 objects per collection) in at most 50 MB
ROWS_KEPT = 64


class ReferenceExecutor:
    """The engine over an environment's objects (an in-memory DuckDB).

    `objects`: the `<env>/objects` folder, or each collection's values as an Arrow table (uuid
    and every non-prose property, as `gymkit.generate.objects` draws them) so that the queries
    need not wait for the prose to be written.
    """

    def __init__(self, env: Environment, objects: Path | Mapping[str, pa.Table]):
        self.env = env
        self.con = duckdb.connect()
        load_values(self.con, env, objects if isinstance(objects, Mapping) else Path(objects))
        self.engine = DuckDBEngine(self.con, environments={env.id: env})
        self._rows: OrderedDict[tuple, np.ndarray] = OrderedDict()  # the last `rows` found

    def close(self) -> None:
        self.con.close()

    def rows(self, call: Call) -> np.ndarray:
        """The rows (positions in the collection's values) the call's filters select, its search
        and aggregations ignored, unordered: for counting, and for `Context.rows_of`. The WHERE
        clause is the engine's own, so both select the same records; a table keeps its values'
        order (`load_values`), so a record's `rowid` is its position. The same filters again (a
        plan's tries draw them anew: a third are repeats) give the rows found before, read-only,
        while among the last ROWS_KEPT."""
        c = validate_call(call, self.env)
        coll = self.env.collection(c.collection_name)
        assert coll is not None  # validate_call checked it
        where, params = self.engine.where(coll, c)
        sql = f"SELECT rowid FROM {table_name(self.env, coll.name)} WHERE {where}"
        key = (sql, tuple((type(p), repr(p)) for p in params))
        rows = self._rows.get(key)
        if rows is None:
            rows = np.asarray(self.con.execute(sql, params).fetchnumpy()["rowid"], dtype=np.int64)
            rows.flags.writeable = False
            self._rows[key] = rows
            if len(self._rows) > ROWS_KEPT:
                self._rows.popitem(last=False)
        else:
            self._rows.move_to_end(key)
        return rows

    def result(self, call: Call, relevant: list[str] | None = None) -> Any:
        """The card's reference_result of one sub-query (`relevant`: its search's labeled set)."""
        if call.search_query is None:
            return self.engine.execute(self.env.id, call).value
        assert relevant is not None, "a search sub-query needs its relevant set"
        if not call.is_aggregation:
            return sorted(relevant)
        return self.engine.execute(
            self.env.id, call.model_copy(update={"search_query": None}), within=relevant
        ).value


def load_values(
    con: duckdb.DuckDBPyConnection, env: Environment, objects: Path | Mapping[str, pa.Table]
) -> None:
    """The store's tables (same names, columns and types) with prose left empty.

    The engine never searches here (a search resolves to its labeled set), and a million
    documents of prose would cost a gigabyte of memory for nothing. `objects`: the objects
    folder (its Parquet files), or the values of each collection as Arrow tables.
    """
    con.execute(f"CREATE SCHEMA IF NOT EXISTS {qident(env.sql_schema)}")
    for coll in env.collections:
        cols = ["CAST(uuid AS VARCHAR) AS uuid"]
        for p in coll.properties:
            q = qident(p.name)
            value = "''" if p.searchable else f"CAST({q} AS {SQL_TYPES[p.type]})"
            cols.append(f"{value} AS {q}")
        create = f"CREATE TABLE {table_name(env, coll.name)} AS SELECT {', '.join(cols)} FROM"
        if isinstance(objects, Mapping):
            con.register("collection_values", objects[coll.name])
            con.execute(f"{create} collection_values")
            con.unregister("collection_values")
        else:
            con.execute(f"{create} read_parquet(?)", [str(objects / f"{coll.name}.parquet")])
