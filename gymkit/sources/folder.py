"""Open and validate a snapshot folder in the card's layout.

One reader serves the hub download, a user's local copy and the generator's output. Validation
is complete before anything is loaded: every missing file, missing column and wrongly typed
column is named in one error, then every row is checked (`gymkit.sources._rows`: repeated
query ids, ground truths the call model rejects, null uuids, empty collections, NaN, ...), so
nothing is ever half-loaded and nothing that loads scores wrong.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.errors import GymError
from gymkit.layout import (
    QUERY_FILES,
    derive_environments,
    derive_query_sets,
    environment_ids,
)
from gymkit.schema import Environment, Property, SchemaError, read_schema


class SnapshotError(GymError):
    """A snapshot folder that cannot be used; the message lists every problem found."""

    def __init__(self, root: Path, problems: list[str]):
        self.problems = problems
        if len(problems) == 1:  # one line
            super().__init__(f"{root} is not a usable gym snapshot: {problems[0]}")
            return
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(
            f"{root} is not a usable gym snapshot ({len(problems)} problem(s)):\n{lines}"
        )


def _is_string(t: pa.DataType) -> bool:
    return pa.types.is_string(t) or pa.types.is_large_string(t)


def _is_list_of(t: pa.DataType, pred) -> bool:
    return (pa.types.is_list(t) or pa.types.is_large_list(t)) and pred(t.value_type)


def _is_int(t: pa.DataType) -> bool:
    return pa.types.is_integer(t)


def _is_number(t: pa.DataType) -> bool:
    return pa.types.is_floating(t) or pa.types.is_integer(t) or pa.types.is_decimal(t)


def _is_date_like(t: pa.DataType) -> bool:
    return _is_string(t) or pa.types.is_date(t) or pa.types.is_timestamp(t)


_PROPERTY_CHECKS = {
    "searchable_text": (_is_string, "string"),
    "filterable_text": (_is_string, "string"),
    "int": (_is_int, "int64"),
    "number": (_is_number, "float64"),
    "boolean": (pa.types.is_boolean, "bool"),
    "date": (_is_date_like, "date (YYYY-MM-DD strings)"),
    "text_array": (lambda t: _is_list_of(t, _is_string), "list<string>"),
    "int_array": (lambda t: _is_list_of(t, _is_int), "list<int64>"),
    "number_array": (lambda t: _is_list_of(t, _is_number), "list<float64>"),
    "boolean_array": (lambda t: _is_list_of(t, pa.types.is_boolean), "list<bool>"),
    "date_array": (lambda t: _is_list_of(t, _is_date_like), "list<date strings>"),
}

# search_grounds entries: these fields always; sub_query (int) and property (string) in the
# published form and in gymkit since issue #15, absent from snapshots written before.
_GROUND_FIELDS = {
    "topic": _is_string,
    "description": _is_string,
    "candidate_ids": lambda t: _is_list_of(t, _is_string),
    "relevant_ids": lambda t: _is_list_of(t, _is_string),
}
_GROUND_OPTIONAL = {"sub_query": _is_int, "property": _is_string}


def _is_grounds(t: pa.DataType) -> bool:
    """list<struct<[sub_query int, property string,] topic, description, candidate_ids,
    relevant_ids>>, or null (a set whose rows never search)."""
    if pa.types.is_null(t):
        return True
    if not _is_list_of(t, pa.types.is_struct) and not _is_list_of(t, pa.types.is_null):
        return False
    item = t.value_type
    if pa.types.is_null(item):
        return True
    fields = {item.field(i).name: item.field(i).type for i in range(item.num_fields)}
    required = all(n in fields and ok(fields[n]) for n, ok in _GROUND_FIELDS.items())
    optional = all(ok(fields[n]) for n, ok in _GROUND_OPTIONAL.items() if n in fields)
    return required and optional


_GROUNDS_EXPECTED = (
    "list<struct<sub_query int64 (optional), property string (optional), topic string, "
    "description string, candidate_ids list<string>, relevant_ids list<string>>>"
)

_ASK_COLUMNS = {
    "query_id": (_is_string, "string"),
    "environment": (_is_string, "string"),
    "command": (_is_string, "string"),
    "ground_truth": (_is_string, "string (JSON)"),
    "reference_results": (_is_string, "string (JSON)"),
}
# Columns checked only when present (a user's own query set may leave them out).
_EDGE_COLUMNS = {
    "query_id": (_is_string, "string"),
    "environment": (_is_string, "string"),
    "behavior": (_is_string, "string"),
    "command": (_is_string, "string"),
    "collection": (_is_string, "string"),
    "expect": (lambda t: pa.types.is_struct(t) or _is_string(t), "struct"),
}
_SET_COLUMNS = {
    "ask_mode": _ASK_COLUMNS,
    "search_mode": {**_ASK_COLUMNS, "retrieval_shape": (_is_string, "string")},
    "edge_case_1": _EDGE_COLUMNS,
}


# Columns a query file may leave out, but whose type is checked when present (a wrong type
# would otherwise load silently as another type, or fail in DuckDB when files are combined).
_STRING_LIST = (
    lambda t: _is_list_of(t, lambda v: _is_string(v) or pa.types.is_null(v)),
    "list<string>",
)
_COMMON_OPTIONAL = {
    "environment_name": (_is_string, "string"),
    "phrasing": (_is_string, "string"),
    "plan": (_is_string, "string"),
    "num_sub_queries": (_is_int, "int64"),
    "operator_classes": _STRING_LIST,
    "ground_truth_sql": _STRING_LIST,
    "search_grounds": (_is_grounds, _GROUNDS_EXPECTED),  # with or without sub_query, property
}
_OPTIONAL_SET_COLUMNS = {
    "ask_mode": _COMMON_OPTIONAL,
    "search_mode": _COMMON_OPTIONAL,
    "edge_case_1": {
        "environment_name": (_is_string, "string"),
        "phrasing": (_is_string, "string"),
        "node": (_is_string, "string"),
        "relevant_ids": _STRING_LIST,
        "decoy_ids": _STRING_LIST,
        "seed_output": (_is_string, "string (JSON)"),
        "num_sub_queries": (_is_int, "int64"),
    },
}


def _check_present_columns(
    schema: pa.Schema, checks: dict, where: str, problems: list[str]
) -> None:
    """The type of each column of `checks` that the file has (a missing one is no problem)."""
    _check_columns(schema, {c: v for c, v in checks.items() if c in schema.names}, where, problems)


@dataclass
class Snapshot:
    """A validated snapshot folder: its environments and the files of each."""

    root: Path
    environments: dict[str, Environment]
    query_files: dict[str, dict[str, Path]] = field(default_factory=dict)  # set -> env -> file
    object_files: dict[str, dict[str, Path]] = field(
        default_factory=dict
    )  # env -> collection -> file
    # environments / query_sets derived from the folders when their Parquet file is absent
    derived: dict[str, pa.Table] = field(default_factory=dict)

    def fingerprint(self) -> str:
        """sha256 over every file's relative path, size and content hash: what the store compares."""
        h = hashlib.sha256()
        for p in sorted(self.root.rglob("*")):
            if p.is_file() and (p.suffix in (".parquet", ".json")):
                h.update(str(p.relative_to(self.root)).encode())
                h.update(_file_digest(p).encode())
        return h.hexdigest()


def _file_digest(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _read_schema_of(path: Path, problems: list[str], where: str) -> pa.Schema | None:
    if not path.is_file():
        problems.append(f"{where}: file is missing")
        return None
    try:
        return pq.read_schema(path)
    except Exception as e:  # pyarrow raises several types for corrupt files
        problems.append(f"{where}: not a readable Parquet file ({type(e).__name__}: {e})")
        return None


def _check_columns(schema: pa.Schema, checks: dict, where: str, problems: list[str]) -> None:
    for col, (ok, expected) in checks.items():
        idx = schema.get_field_index(col)
        if idx < 0:
            problems.append(f"{where}: column {col} is missing (expected {expected})")
        elif not ok(schema.field(idx).type):
            problems.append(
                f"{where}: column {col} is {schema.field(idx).type}, expected {expected}"
            )


def _object_checks(props: list[Property]) -> dict:
    checks = {"uuid": (_is_string, "string")}
    for p in props:
        checks[p.name] = _PROPERTY_CHECKS[p.type]
    return checks


def open_snapshot(root: str | Path, environments: list[str] | None = None) -> Snapshot:
    """Validate a snapshot folder completely and return it; SnapshotError listing every problem otherwise."""
    root = Path(root)
    if root.exists() and not root.is_dir():
        raise SnapshotError(
            root,
            [
                "it is a file, not a folder; give the snapshot's folder (the one holding "
                "<environment>/schema.json), or use --source generate"
            ],
        )
    if not root.is_dir():
        raise SnapshotError(
            root,
            [
                f"{root}: folder does not exist (give a folder in the card's layout, or use --source generate)"
            ],
        )
    problems: list[str] = []
    envs_file = root / "environments.parquet"
    if envs_file.is_file():
        s = _read_schema_of(envs_file, problems, str(envs_file))
        if s is not None:
            _check_columns(s, {"environment": (_is_string, "string")}, str(envs_file), problems)
    ids = environment_ids(root)
    if environments:
        missing = [e for e in environments if e not in ids]
        problems += [f"{root / e}: environment {e} is not in this snapshot" for e in missing]
        ids = [e for e in ids if e in environments]
    if not ids:
        problems.append(f"{root}: no environment folders (expected <environment>/schema.json)")
    envs: dict[str, Environment] = {}
    query_files: dict[str, dict[str, Path]] = {s: {} for s in QUERY_FILES}
    object_files: dict[str, dict[str, Path]] = {}
    for eid in ids:
        try:
            env = read_schema(root / eid / "schema.json", env_id=eid)
        except SchemaError as e:
            problems.append(str(e))
            continue
        envs[eid] = env
        for set_name, fname in QUERY_FILES.items():
            path = root / eid / fname
            if not path.exists() and set_name != "ask_mode":
                continue  # an older (v1) snapshot: only ask_mode
            if not path.exists() and not _expects_queries(root, eid):
                continue  # an environment without queries: explorable, its query sets empty
            s = _read_schema_of(path, problems, str(path))
            if s is not None:
                _check_columns(s, _SET_COLUMNS[set_name], str(path), problems)
                _check_present_columns(s, _OPTIONAL_SET_COLUMNS[set_name], str(path), problems)
                query_files[set_name][eid] = path
        object_files[eid] = {}
        for coll in env.collections:
            path = root / eid / "objects" / f"{coll.name}.parquet"
            s = _read_schema_of(path, problems, str(path))
            if s is not None:
                _check_columns(s, _object_checks(coll.properties), str(path), problems)
                object_files[eid][coll.name] = path
    if problems:
        raise SnapshotError(root, problems)
    _check_rows(envs, query_files, object_files, problems)
    if problems:
        raise SnapshotError(root, problems)
    snapshot = Snapshot(
        root=root, environments=envs, query_files=query_files, object_files=object_files
    )
    if not envs_file.is_file():
        snapshot.derived["environments"] = derive_environments(root, envs)
    if not (root / "query_sets.parquet").is_file():
        snapshot.derived["query_sets"] = derive_query_sets(root, list(envs))
    return snapshot


def _check_rows(
    envs: dict[str, Environment],
    query_files: dict[str, dict[str, Path]],
    object_files: dict[str, dict[str, Path]],
    problems: list[str],
) -> None:
    """Every row of files whose columns are right (query ids unique within each set)."""
    from gymkit.sources._rows import check_object_rows, check_query_rows

    for files in query_files.values():
        seen: dict[str, str] = {}
        for eid, path in files.items():
            check_query_rows(path, envs[eid], seen, problems)
    for eid, files in object_files.items():
        for collection, path in files.items():
            check_object_rows(path, envs[eid], collection, problems)


# ---- environments.parquet and query_sets.parquet, derived from the folders -------------------


def _expects_queries(root: Path, environment: str) -> bool:
    """Whether environments.parquet promises ask_mode queries for the environment (num_queries
    > 0). Without that file, or with 0, an absent queries.parquet is an empty set."""
    path = root / "environments.parquet"
    if not path.is_file():
        return False
    try:
        rows = pq.read_table(path).to_pylist()
    except Exception:
        return True  # reported by open_snapshot
    row = next((r for r in rows if r.get("environment") == environment), None)
    return row is None or (row.get("num_queries") or 0) > 0
