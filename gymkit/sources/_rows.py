"""The rows of a snapshot, checked before anything is loaded: what would load and then score
wrong is refused, naming the file, the row and the problem.

Query files (every set): query_id present and unique within its set (across environments, as
the set's table combines them); `environment` is the folder's; JSON columns (ground_truth,
reference_results, seed_output) parse within `gymkit.limits` (bounded depth, no NaN); every
ground-truth call passes the call model's checks against the environment's schema; an
edge_case_1 row's `collection` is one of the environment's.
Object files: at least one row; uuid never null and unique; number columns hold no NaN or
infinity.
"""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from gymkit.call import CallError, validate_call
from gymkit.errors import GymError
from gymkit.limits import loads, one_line
from gymkit.schema import Environment

MAX_PROBLEMS_PER_FILE = 5  # one file's first problems, then a count: a message stays short
JSON_COLUMNS = ("ground_truth", "reference_results", "seed_output")


def check_query_rows(
    path: Path, env: Environment, seen: dict[str, str], problems: list[str]
) -> None:
    """Problems of a query file's rows; `seen` maps the set's query_ids so far to their file."""
    found: list[str] = []
    columns = pq.read_schema(path).names
    table = pq.read_table(path, columns=[c for c in columns if c in _QUERY_COLUMNS])
    for i, row in enumerate(table.to_pylist(), start=1):
        qid = row.get("query_id")
        where = f"{path} row {i}" + (f" ({qid})" if qid else "")
        if not qid:
            found.append(f"{where}: query_id is empty")
        elif qid in seen:
            found.append(f"{where}: query_id {qid} is repeated (first at {seen[qid]})")
        else:
            seen[qid] = f"{path} row {i}"
        if "environment" in row and row["environment"] != env.id:
            found.append(
                f"{where}: environment is {row['environment']!r}, but the file is in the "
                f"folder of {env.id}"
            )
        for column in JSON_COLUMNS:
            if row.get(column) is not None:
                try:
                    value = loads(row[column], f"{column}")
                except GymError as e:
                    found.append(f"{where}: {e}")
                    continue
                if column == "ground_truth":
                    found += _ground_truth_problems(value, env, where)
        coll = row.get("collection")
        if "behavior" in row and coll and env.collection(coll) is None:
            found.append(f"{where}: collection {coll!r} is not a collection of {env.id}")
    _report(found, path, problems)


_QUERY_COLUMNS = ("query_id", "environment", "collection", "behavior", *JSON_COLUMNS)


def _ground_truth_problems(value: object, env: Environment, where: str) -> list[str]:
    """What is wrong with a parsed ground truth: not a list of calls, or a call the call model
    rejects for this environment (unknown collection or property, an operator that does not
    fit the property's type, ...)."""
    if not isinstance(value, list) or not value:
        return [f"{where}: ground_truth is not a non-empty JSON list of calls"]
    out = []
    for n, call in enumerate(value, start=1):
        try:
            validate_call(call, env)
        except CallError as e:
            out.append(f"{where}: ground_truth call {n}: {one_line(str(e), 300)}")
        except (RecursionError, TypeError, ValueError) as e:
            out.append(f"{where}: ground_truth call {n}: {type(e).__name__}: {e}")
    return out


def check_object_rows(path: Path, env: Environment, collection: str, problems: list[str]) -> None:
    """Problems of an object file: no rows, a null or repeated uuid, a NaN or infinite number."""
    coll = env.collection(collection)
    found: list[str] = []
    numbers = [p.name for p in coll.properties if p.type in ("number", "number_array")]
    table = pq.read_table(path, columns=["uuid", *numbers])
    if table.num_rows == 0:
        found.append(f"{path}: no rows; a collection needs at least one object")
    uuid = table.column("uuid")
    if uuid.null_count:
        row = _first(pc.is_null(uuid))
        found.append(f"{path} row {row}: uuid is null; every object needs its uuid")
    counts = pc.value_counts(uuid.drop_null()) if len(uuid) else None
    if counts is not None and len(counts) < len(uuid) - uuid.null_count:
        repeated = next(c["values"] for c in counts.to_pylist() if c["counts"] > 1)
        found.append(f"{path}: uuid {repeated} is repeated; uuids must be unique")
    for name in numbers:
        col = table.column(name)
        values = pc.list_flatten(col) if pa.types.is_list(col.type) else col
        parents = pc.list_parent_indices(col) if pa.types.is_list(col.type) else None
        bad = pc.invert(pc.is_finite(pc.cast(values, pa.float64())))
        bad = pc.fill_null(bad, False)
        if pc.any(bad).as_py():
            at = _first(bad)
            row = parents[at - 1].as_py() + 1 if parents is not None else at
            found.append(
                f"{path} row {row}: {name} holds {values[at - 1].as_py()}; numbers must be finite"
            )
    _report(found, path, problems)


def _first(mask: pa.ChunkedArray | pa.Array) -> int:
    """The 1-based position of the first true value of a boolean array."""
    return pc.index(mask, True).as_py() + 1


def _report(found: list[str], path: Path, problems: list[str]) -> None:
    problems += found[:MAX_PROBLEMS_PER_FILE]
    if len(found) > MAX_PROBLEMS_PER_FILE:
        problems.append(f"{path}: and {len(found) - MAX_PROBLEMS_PER_FILE} more problem(s)")
