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
import io
import json
import math
import uuid as _uuid
from pathlib import Path
from typing import Any

from gymkit import limits
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
        return read_csv(path)
    rows = [row for _, row in read_jsonl(path, str(path), "one JSON object per line")]
    cols: dict = {}
    for row in rows:
        cols.update(dict.fromkeys(row))
    return rows, list(cols)


def read_text(path: Path, name: str) -> str:
    """A whole file as UTF-8 text (a leading byte-order mark dropped); ImportProblem naming the
    file and the line of the first byte that is not UTF-8."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise ImportProblem(f"{name}: cannot read the file ({e.strerror or e})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise ImportProblem(
            f"{name} line {line}: not UTF-8 text (byte {data[e.start]:#04x}); save the file as UTF-8"
        ) from None


MAX_CSV_FIELD = limits.MAX_LINE_BYTES  # characters in one CSV field (Python's default: 131,072)


def read_csv(path: Path) -> tuple[list[dict], list[str]]:
    """A CSV file's rows as dicts and its header; ImportProblem for a duplicated or empty column
    name, a row with more or fewer fields than the header, or a field over MAX_CSV_FIELD."""
    text = read_text(path, str(path))
    old_limit = csv.field_size_limit(MAX_CSV_FIELD)
    try:
        reader = csv.reader(io.StringIO(text, newline=""))
        try:
            header = next(reader, [])
            lines = [(reader.line_num, r) for r in reader if r]
        except csv.Error as e:
            raise ImportProblem(
                f"{path} line {reader.line_num}: not readable as CSV ({e}; at most "
                f"{MAX_CSV_FIELD:,} characters per field)"
            ) from None
    finally:
        csv.field_size_limit(old_limit)
    if not header:
        raise ImportProblem(f"{path}: no header line (the first line names the columns)")
    seen: set[str] = set()
    for i, name in enumerate(header, 1):
        if not name.strip():
            raise ImportProblem(f"{path}: column {i} of the header has no name; name it")
        if name in seen:
            raise ImportProblem(f"{path}: column {name} appears twice in the header; keep one")
        seen.add(name)
    problems = [
        f"{path.name} line {n}: {len(r)} fields, the header has {len(header)}"
        for n, r in lines
        if len(r) != len(header)
    ]
    if problems:
        raise problem_list(path, "row(s) do not match the header", problems, len(problems))
    return [dict(zip(header, r)) for _, r in lines], header


def problem_list(path: Path, what: str, problems: list[str], total: int) -> ImportProblem:
    """One ImportProblem for `total` problems of a file, the first MAX_PROBLEMS listed (one
    line when there is only one)."""
    if total == 1:
        return ImportProblem(f"{path}: {problems[0]}")
    shown = problems[:MAX_PROBLEMS]
    more = total - len(shown)
    return ImportProblem(
        f"{path}: {total} {what}:\n"
        + "\n".join(f"  - {p}" for p in shown)
        + (f"\n  - ... and {more} more" if more else "")
    )


def read_jsonl(path: Path, name: str, expected: str) -> list[tuple[int, dict]]:
    """(line number, object) for each non-blank line of a JSON Lines file; ImportProblem naming
    the file (as `name`) and line when a line is not UTF-8, not JSON within gymkit's limits
    (`gymkit.limits`: nesting, numbers, no NaN) or not an object (`expected`)."""
    out = []
    for i, line in enumerate(read_text(path, name).split("\n"), 1):
        if not line.strip():
            continue
        try:
            row = limits.loads(line, f"{name} line {i}")
        except GymError as e:
            raise ImportProblem(str(e)) from None
        if not isinstance(row, dict):
            raise ImportProblem(f"{name} line {i}: expected {expected}")
        out.append((i, row))
    return out


def _scalar(data_type: str, v: Any, csv_text: bool) -> Any:
    """One value in the gym's form for a Weaviate scalar type; ValueError saying why not."""
    if v is None or (csv_text and v == ""):
        return None
    if data_type == "text":
        if not isinstance(v, str):
            raise ValueError(
                f"{_short(v)} is {_what(v)}, not text (write it as a string, or declare the "
                "property with the type it holds)"
            )
        problem = limits.text_problem(v)
        if problem:
            raise ValueError(problem)
        return v
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
                raise ValueError(f"{_short(v)} is not a number") from None
        if isinstance(v, float) and not math.isfinite(v):
            raise ValueError(f"{v!r} is not a finite number")
        if not isinstance(v, (int, float)):
            raise ValueError(f"{_short(v)} is not a number")
        if data_type == "int" and isinstance(v, float):
            if not v.is_integer():
                raise ValueError(f"{v!r} is not a whole number (declared int; declare number)")
            v = int(v)
        if data_type == "int" and not INT64_MIN <= v <= INT64_MAX:
            raise ValueError(
                f"{_short(v)} is outside the int64 range ({INT64_MIN} to {INT64_MAX}); "
                "declare the property number"
            )
        if data_type == "number" and isinstance(v, int) and abs(v) > FLOAT_MAX:
            raise ValueError(f"{_short(v)} is too large for a number (float64)")
        return v
    if data_type == "boolean":
        if isinstance(v, bool):
            return v
        if isinstance(v, (str, int)) and not isinstance(v, bool):
            s = str(v).strip().lower()
            if s in ("true", "1"):
                return True
            if s in ("false", "0"):
                return False
        raise ValueError(f"{_short(v)} is not true or false (write true, false, 1 or 0)")
    if data_type == "date":
        if isinstance(v, _dt.datetime) and v.tzinfo is not None:
            v = v.astimezone(_dt.timezone.utc)
        return parse_date(v).isoformat()
    raise ValueError(f"unsupported data type {data_type}")  # read_declared_schema refused it


INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
FLOAT_MAX = 1.7976931348623157e308


def _short(v: Any) -> str:
    """A value as it appears in an error message: its repr, cut to 60 characters."""
    return limits.one_line(repr(v), 60)


def _what(v: Any) -> str:
    if isinstance(v, dict):
        return "an object"
    if isinstance(v, (list, tuple)) or hasattr(v, "tolist"):
        return "a list"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, (int, float)):
        return "a number"
    return f"a {type(v).__name__}"


def convert(prop: DeclaredProperty, v: Any, csv_text: bool) -> Any:
    """A stored value in the gym's form for the property's declared type."""
    if not prop.data_type.endswith("[]"):
        return _scalar(prop.data_type, v, csv_text)
    if v is None or (csv_text and v == ""):
        return None
    if isinstance(v, str):
        try:
            v = limits.loads(v, "the value")
        except GymError:
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
        raise problem_list(path, "value(s) do not fit the schema", problems, n_problems)
    if len(set(uuids)) != len(uuids):
        dup = next(u for u in set(uuids) if uuids.count(u) > 1)
        raise ImportProblem(
            f"{path}: uuid {dup} is used by more than one object; uuids must be unique"
        )
    if not rows:
        warnings.append(f"{path.name}: no objects")
    return uuids, values
