"""Read a collection's objects (JSON Lines, Parquet or CSV) and convert them to declared types.

One file per collection, `<Collection>.jsonl`, `.parquet` or `.csv`, one column per property.
Arrays are lists (JSON Lines, Parquet) or JSON strings (`["a", "b"]`, any format). A `uuid`
column is kept; otherwise each object's uuid is derived from the record itself (uuid5 of the
collection name and the record's canonical JSON; the k-th duplicate of a record adds `#k`), so
importing the same file twice gives the same uuids and the queries' reference results stay.
"""

from __future__ import annotations

import csv
import datetime as _dt
import json
import math
import uuid as _uuid
from pathlib import Path
from typing import Any

from gymkit.call import parse_date
from gymkit.errors import GymError
from gymkit.schema import DeclaredCollection, DeclaredProperty

OBJECT_SUFFIXES = (".jsonl", ".parquet", ".csv")
UUID_NAMESPACE = _uuid.UUID("6f1d4a52-0d3e-5b7c-9a41-3c2e8b5d7f10")  # gymkit env import
MAX_PROBLEMS = 8


class ImportProblem(GymError, ValueError):
    """Input `gymkit env import` cannot use; the message names the file, the place and the fix."""


def find_object_file(folder: Path, collection: str) -> Path:
    found = [
        folder / f"{collection}{s}"
        for s in OBJECT_SUFFIXES
        if (folder / f"{collection}{s}").is_file()
    ]
    if not found:
        raise ImportProblem(
            f"{folder}: no objects for collection {collection} (expected "
            f"{' or '.join(collection + s for s in OBJECT_SUFFIXES)})"
        )
    if len(found) > 1:
        raise ImportProblem(
            f"{folder}: several files for collection {collection} ({', '.join(p.name for p in found)}); keep one"
        )
    return found[0]


def read_records(path: Path) -> tuple[list[dict], list[str]]:
    """The file's records (dicts, values as the format gives them) and its column names."""
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        try:
            table = pq.read_table(path)
        except Exception as e:  # pyarrow raises several types for corrupt files
            raise ImportProblem(f"{path}: not a readable Parquet file ({e})") from None
        return table.to_pylist(), list(table.column_names)
    if path.suffix == ".csv":
        with path.open(newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            rows = [dict(r) for r in reader]
            return rows, list(reader.fieldnames or [])
    rows = [row for _, row in read_jsonl(path, str(path), "one JSON object per line")]
    cols: dict = {}
    for row in rows:
        cols.update(dict.fromkeys(row))
    return rows, list(cols)


def read_jsonl(path: Path, name: str, expected: str) -> list[tuple[int, dict]]:
    """(line number, object) for each non-blank line of a JSON Lines file; ImportProblem naming
    the file (as `name`) and line when a line is not JSON or not an object (`expected`)."""
    out = []
    with path.open(encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                raise ImportProblem(f"{name} line {i}: not valid JSON ({e.msg})") from None
            if not isinstance(row, dict):
                raise ImportProblem(f"{name} line {i}: expected {expected}")
            out.append((i, row))
    return out


def _scalar(data_type: str, v: Any, csv_text: bool) -> Any:
    """One value in the gym's form for a Weaviate scalar type; ValueError saying why not."""
    if v is None or (csv_text and v == ""):
        return None
    if data_type == "text":
        return v if isinstance(v, str) else json.dumps(v) if isinstance(v, (list, dict)) else str(v)
    if data_type in ("int", "number"):
        if isinstance(v, bool):
            raise ValueError(f"{v!r} is a boolean, not a number")
        if isinstance(v, str):
            try:
                v = (
                    float(v)
                    if any(c in v for c in ".eE") or v.strip().lower() in ("nan", "inf")
                    else int(v)
                )
            except ValueError:
                raise ValueError(f"{v!r} is not a number") from None
        if isinstance(v, float) and not math.isfinite(v):
            raise ValueError(f"{v!r} is not a finite number")
        if not isinstance(v, (int, float)):
            raise ValueError(f"{v!r} is not a number")
        if data_type == "int" and isinstance(v, float):
            if not v.is_integer():
                raise ValueError(f"{v!r} is not a whole number (declared int; declare number)")
            v = int(v)
        return v
    if data_type == "boolean":
        if isinstance(v, bool):
            return v
        s = str(v).strip().lower()
        if s in ("true", "1", "yes", "t"):
            return True
        if s in ("false", "0", "no", "f"):
            return False
        raise ValueError(f"{v!r} is not true or false")
    if data_type == "date":
        if isinstance(v, _dt.datetime) and v.tzinfo is not None:
            v = v.astimezone(_dt.timezone.utc)
        return parse_date(v).isoformat()
    raise ValueError(f"unsupported data type {data_type}")  # read_declared_schema refused it


def convert(prop: DeclaredProperty, v: Any, csv_text: bool) -> Any:
    """A stored value in the gym's form for the property's declared type."""
    if not prop.data_type.endswith("[]"):
        return _scalar(prop.data_type, v, csv_text)
    if v is None or (csv_text and v == ""):
        return None
    if isinstance(v, str):
        try:
            v = json.loads(v)
        except json.JSONDecodeError:
            raise ValueError(
                f'{v[:40]!r} is not a list (give a JSON list, e.g. ["a", "b"])'
            ) from None
    if hasattr(v, "tolist"):
        v = v.tolist()
    if not isinstance(v, (list, tuple)):
        raise ValueError(f"{v!r} is not a list")
    item = prop.data_type[:-2]
    return [_scalar(item, x, False) for x in v if x is not None]


def record_uuid(collection: str, record: dict, seen: dict[str, int]) -> str:
    """uuid5 of the collection and the record (canonical JSON), counting repeats of a record."""
    key = json.dumps(record, sort_keys=True, ensure_ascii=False, default=str)
    k = seen.get(key, 0)
    seen[key] = k + 1
    return str(_uuid.uuid5(UUID_NAMESPACE, f"{collection}\n{key}" + (f"#{k}" if k else "")))


def _all_uuids(rows: list[dict], column: str) -> bool:
    """Whether every value of an `id` column is a UUID (then it is the objects' ids)."""
    try:
        return all(_uuid.UUID(str(r.get(column))) for r in rows)
    except ValueError:
        return False


def load_collection(
    coll: DeclaredCollection,
    rows: list[dict],
    columns: list[str],
    path: Path,
    warnings: list[str],
) -> tuple[list[str], dict[str, list]]:
    """(uuids, column per property) of one collection's records (read from `path`, or named
    after it), values in the gym's form; ImportProblem naming every value that does not fit."""
    csv_text = path.suffix == ".csv"
    names = [p.name for p in coll.properties]
    missing = [n for n in names if n not in columns]
    if missing:
        raise ImportProblem(
            f"{path}: no column {', '.join(missing)} (propert{'y' if len(missing) == 1 else 'ies'} "
            f"of {coll.name} in the schema); add the column, or leave the property out with "
            f"--role {coll.name}.{missing[0]}=skip"
        )
    id_col = next(
        (
            c
            for c in ("uuid", "id", "_id")
            if c in columns and c not in names and (c == "uuid" or _all_uuids(rows, c))
        ),
        None,
    )
    extra = [c for c in columns if c not in names and c != id_col]
    if extra:
        warnings.append(
            f"{path.name}: column {', '.join(extra)} is not in the schema of {coll.name}; left out"
        )
    problems: list[str] = []
    n_problems = 0
    values: dict[str, list] = {n: [] for n in names}
    uuids: list[str] = []
    seen: dict[str, int] = {}
    for i, row in enumerate(rows):
        place = f"{path.name} {'row' if path.suffix != '.jsonl' else 'object'} {i + 1}"
        record = {}
        for p in coll.properties:
            try:
                record[p.name] = convert(p, row.get(p.name), csv_text)
            except ValueError as e:
                record[p.name] = None
                n_problems += 1
                if len(problems) < MAX_PROBLEMS:
                    problems.append(f"{place}, column {p.name} ({p.data_type}): {e}")
            values[p.name].append(record[p.name])
        raw_id = row.get(id_col) if id_col else None
        if raw_id not in (None, ""):
            try:
                uuids.append(str(_uuid.UUID(str(raw_id))))
            except ValueError:
                n_problems += 1
                if len(problems) < MAX_PROBLEMS:
                    problems.append(f"{place}, column {id_col}: {raw_id!r} is not a UUID")
                uuids.append("")
        else:
            uuids.append(record_uuid(coll.name, record, seen))
    if problems:
        more = n_problems - len(problems)
        raise ImportProblem(
            f"{path}: {n_problems} value(s) do not fit the schema:\n"
            + "\n".join(f"  - {p}" for p in problems)
            + (f"\n  - ... and {more} more" if more else "")
        )
    if len(set(uuids)) != len(uuids):
        dup = next(u for u in set(uuids) if uuids.count(u) > 1)
        raise ImportProblem(
            f"{path}: uuid {dup} is used by more than one object; uuids must be unique"
        )
    if not rows:
        warnings.append(f"{path.name}: no objects")
    return uuids, values
