"""Bring your own environment: a user's schema and objects become an environment of the gym.

`import_environment` (`gymkit env import NAME --schema S --objects DIR --out SNAP`) reads a
schema (gymkit's, Weaviate's REST schema or the v4 client's config export), one objects file
per collection, optional queries and role overrides; infers each property's role and prints
them; writes `<SNAP>/<NAME>/` in the card's layout and finishes the snapshot
(`finish_snapshot`). `import_from_weaviate` does the same from a running Weaviate.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import duckdb

from gymkit.engine.duckdb import DuckDBEngine
from gymkit.layout import create_object_tables
from gymkit.schema import (
    DeclaredCollection,
    Environment,
    SchemaError,
    read_declared_schema,
    read_schema_json,
)
from gymkit.sources.imports._objects import (
    ImportProblem,
    find_object_file,
    load_collection,
    read_records,
)
from gymkit.sources.imports._queries import query_rows, read_query_file
from gymkit.sources.imports._roles import (
    build_environment,
    infer_roles,
    read_overrides,
    roles_table,
    skipped,
)
from gymkit.sources.imports._snapshot import (
    commit_environment,
    finish_snapshot,
    stage_environment,
)
from gymkit.words import plural

__all__ = [
    "ImportProblem",
    "ImportResult",
    "finish_snapshot",
    "import_environment",
    "import_from_weaviate",
]

PROGRESS_FROM = 20_000  # objects: a progress bar on stderr (a terminal) from this many on
_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
ROLE_HELP = (
    "prose, identifier, reference:COLLECTION, text, int, number, skip; "
    "a collection: knowledge_base or transactional"
)


@dataclass
class ImportResult:
    environment: str
    folder: Path
    collections: int
    objects: int
    queries: int
    warnings: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)  # what was printed
    seconds: float = 0.0


def _check_name(name: str) -> str:
    if not _NAME.match(name or ""):
        fix = re.sub(r"[^a-z0-9_-]+", "-", (name or "").lower()).strip("-_") or "my-env"
        raise ImportProblem(
            f"environment name {name!r}: use lowercase letters, digits and hyphens, e.g. {fix}"
        )
    return name


def _read_schema_file(path: Path) -> Any:
    try:
        return read_schema_json(path, "schema file")
    except SchemaError as e:
        raise ImportProblem(str(e)) from None


def _build(
    name: str,
    declared: list[DeclaredCollection],
    records: dict[str, tuple[list[dict], list[str], Path]],
    out: Path,
    overrides: dict[str, str],
    queries: Path | None,
    meta: dict,
    source: str,
    echo: Callable[[str], None],
    t0: float,
    notes: Callable[[Environment], list[str]] | None = None,
) -> ImportResult:
    from tqdm import tqdm

    warnings: list[str] = []
    total = sum(len(records[c.name][0]) for c in declared)
    objects = {}
    with tqdm(
        total=total,
        desc="import",
        unit="obj",
        disable=total < PROGRESS_FROM or not sys.stderr.isatty(),
        file=sys.stderr,
    ) as bar:
        for c in declared:
            rows, columns, path = records[c.name]
            objects[c.name] = load_collection(c, rows, columns, path, warnings)
            bar.update(len(rows))
    columns = {c: cols for c, (_, cols) in objects.items()}
    roles, kinds = infer_roles(declared, columns, overrides, warnings)
    env = build_environment(
        name,
        str(meta.get("name") or name),
        str(meta.get("description") or ""),
        declared,
        roles,
        kinds,
    )
    made = [] if out.is_dir() else [d for d in (out, *out.parents) if not d.exists()]
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ImportProblem(f"--out {out}: cannot create the folder ({e.strerror or e})") from None
    staged = out / f".{env.id}.importing"
    try:
        stage_environment(out, env, objects)
        rows: list[dict] = []
        if queries is not None:
            con = duckdb.connect()
            try:
                create_object_tables(con, env, staged / "objects")
                rows = query_rows(env, DuckDBEngine(con, {env.id: env}), read_query_file(queries))
            finally:
                con.close()
        folder = commit_environment(staged, out, env, rows)
    except BaseException:
        import shutil

        shutil.rmtree(staged, ignore_errors=True)
        for d in made:  # the folders this import created, when it leaves nothing in them
            if d.is_dir() and not any(d.iterdir()):
                d.rmdir()
        raise
    finish_snapshot(out, changed=[env.id])
    counts = {c: len(u) for c, (u, _) in objects.items()}
    n_objects = sum(counts.values())
    lines = [
        f"{env.id}: {plural(len(env.collections), 'collection')}, {plural(n_objects, 'object')}, "
        f"{plural(len(rows), 'query')} from {source} -> {folder}",
        *roles_table(env, roles, counts),
    ]
    if warnings:
        lines.append("warnings:")
        lines += [f"  - {w}" for w in warnings]
    lines += notes(env) if notes is not None else []  # the CLI's: how commands call the records
    lines += [
        "Roles are inferred from the objects: check them; override with "
        f"--role COLLECTION.PROPERTY=ROLE ({ROLE_HELP}) or --roles FILE.",
        f"Next: gymkit data --source {out} --out WORKSPACE",
    ]
    for line in lines:
        echo(line)
    return ImportResult(
        environment=env.id,
        folder=folder,
        collections=len(env.collections),
        objects=n_objects,
        queries=len(rows),
        warnings=warnings,
        lines=lines,
        seconds=time.perf_counter() - t0,
    )


def import_environment(
    name: str,
    schema: str | Path,
    objects: str | Path,
    out: str | Path,
    queries: str | Path | None = None,
    roles: str | Path | None = None,
    role_flags: list[str] | None = None,
    echo: Callable[[str], None] = print,
    notes: Callable[[Environment], list[str]] | None = None,
) -> ImportResult:
    """Import one environment from a schema file and a folder of objects (module docstring).
    `notes`: lines to print about the imported environment before the closing advice."""
    t0 = time.perf_counter()
    name = _check_name(name)
    overrides = read_overrides(role_flags, Path(roles) if roles else None)
    schema, objects = Path(schema), Path(objects)
    data = _read_schema_file(schema)
    try:
        declared = read_declared_schema(data, str(schema), skip=skipped(overrides))
    except SchemaError as e:
        raise ImportProblem(str(e)) from None
    if not objects.is_dir():
        raise ImportProblem(
            f"{objects}: objects folder is missing (one <Collection>.jsonl, .parquet or .csv per collection)"
        )
    records = {}
    for c in declared:
        path = find_object_file(objects, c.name)
        rows, cols = read_records(path)
        records[c.name] = (rows, cols, path)
    meta = data if isinstance(data, dict) and "collections" in data else {}
    return _build(
        name,
        declared,
        records,
        Path(out),
        overrides,
        Path(queries) if queries else None,
        meta,
        str(schema),
        echo,
        t0,
        notes,
    )


def import_from_weaviate(
    name: str,
    collections: list[str],
    out: str | Path,
    url: str | None = None,
    queries: str | Path | None = None,
    roles: str | Path | None = None,
    role_flags: list[str] | None = None,
    echo: Callable[[str], None] = print,
    client: Any = None,
    notes: Callable[[Environment], list[str]] | None = None,
) -> ImportResult:
    """Import collections of a running Weaviate (URL, or $WEAVIATE_URL; $WEAVIATE_API_KEY):
    each collection's config as its schema, its objects through the client's iterator.
    `client`: an already connected weaviate-client v4 client (tests pass a stand-in)."""
    t0 = time.perf_counter()
    name = _check_name(name)
    if not collections:
        raise ImportProblem(
            "--collections: name at least one Weaviate collection, e.g. Books,Authors"
        )
    overrides = read_overrides(role_flags, Path(roles) if roles else None)
    own = client is None
    if own:
        from gymkit.engine.weaviate_connect import connect

        client = connect(url)
    try:
        classes, records = [], {}
        for cname in collections:
            try:
                handle = client.collections.use(cname)
                config = handle.config.get()
            except Exception as e:  # the client raises its own types for a missing collection
                raise ImportProblem(
                    f"Weaviate collection {cname}: cannot read its config ({e})"
                ) from None
            cls = config.to_dict() if hasattr(config, "to_dict") else dict(config)
            cls.setdefault("class", cname)
            classes.append(cls)
            rows = [
                {"uuid": str(o.uuid), **(o.properties or {})}
                for o in handle.iterator(include_vector=False)
            ]
            records[cls["class"]] = rows
    finally:
        if own:
            client.close()
    where = f"Weaviate {url or 'WEAVIATE_URL'}"
    try:
        declared = read_declared_schema({"classes": classes}, where, skip=skipped(overrides))
    except SchemaError as e:
        raise ImportProblem(str(e)) from None
    recs = {
        c.name: (
            records[c.name],
            ["uuid", *[p.name for p in c.properties]],
            Path(f"{c.name}.weaviate"),
        )
        for c in declared
    }
    return _build(
        name,
        declared,
        recs,
        Path(out),
        overrides,
        Path(queries) if queries else None,
        {},
        where,
        echo,
        t0,
        notes,
    )
