"""`gymkit weaviate populate`: one Weaviate collection per gym collection, filled from gym.duckdb.

Idempotent: each collection's description carries a fingerprint of its schema and rows
(`[gymkit:fingerprint=...]`). Populating again with the same snapshot changes nothing; a
different snapshot is refused unless `replace=True`; an import that stopped half-way (tag
`[gymkit:pending=...]`) is resumed, since objects keep the gym's uuids and re-adding one
overwrites it. Objects go in through `collection.batch.fixed_size`, with a progress bar, and
every object Weaviate rejects is reported by uuid.
"""

from __future__ import annotations

import sys
import uuid
from dataclasses import dataclass, field
from typing import Any, Literal

from weaviate.classes.config import Configure

from gymkit.engine.weaviate_schema import (
    collection_name,
    fingerprint,
    object_properties,
    read_tag,
    tagged_description,
    weaviate_properties,
)
from gymkit.errors import GymError
from gymkit.schema import Collection, Environment
from gymkit.words import plural

Action = Literal["create", "skip", "resume", "replace"]
BATCH_SIZE = 200


@dataclass
class CollectionReport:
    name: str
    action: Action
    objects: int
    failed: list[tuple[str, str]] = field(default_factory=list)  # (uuid, message)


@dataclass
class PopulateReport:
    collections: list[CollectionReport] = field(default_factory=list)

    @property
    def failed(self) -> list[tuple[str, str, str]]:
        return [(c.name, u, m) for c in self.collections for u, m in c.failed]

    def summary(self) -> str:
        counts: dict[str, int] = {}
        for c in self.collections:
            counts[c.action] = counts.get(c.action, 0) + 1
        parts = ", ".join(f"{n} {a}" for a, n in sorted(counts.items()))
        objects = sum(c.objects for c in self.collections if c.action != "skip")
        return (
            f"{plural(len(self.collections), 'collection')} ({parts}); "
            f"{plural(objects, 'object')} imported, {len(self.failed)} failed"
        )


def decide(
    name: str, exists: bool, description: str | None, count: int, fp: str, n: int, replace: bool
) -> Action:
    """What populate does with one collection, from what Weaviate holds; GymError when it must refuse."""
    if not exists:
        return "create"
    stored, pending = read_tag(description)
    if stored == fp and not pending and count == n:
        return "skip"
    if stored == fp:
        return "resume"
    if replace:
        return "replace"
    what = (
        "no gymkit fingerprint"
        if stored is None
        else f"snapshot {stored[:12]}, this gym is {fp[:12]}"
    )
    raise GymError(
        f"Weaviate collection {name} holds a different snapshot ({what}); "
        "rerun with --replace to overwrite it, or use another --prefix"
    )


def read_rows(con: Any, env: Environment, coll: Collection) -> list[dict]:
    """Every row of a gym collection from gym.duckdb, as dicts (uuid plus one key per property)."""
    from gymkit.layout import qident

    cur = con.execute(f"SELECT * FROM {qident(env.sql_schema)}.{qident(coll.name)} ORDER BY uuid")
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]


def _import(
    handle: Any, coll: Collection, rows: list[dict], progress: bool, batch_size: int
) -> list[tuple[str, str]]:
    """Send every row through a fixed-size batch; (uuid, message) of each object not imported."""
    from tqdm import tqdm

    bad = [(str(r["uuid"]), problem) for r in rows if (problem := uuid_problem(r["uuid"]))]
    skip = {u for u, _ in bad}
    bar = tqdm(
        total=len(rows),
        desc=handle.name,
        unit="obj",
        disable=not progress,
        file=sys.stderr,
        leave=False,
    )
    with handle.batch.fixed_size(batch_size=batch_size, concurrent_requests=2) as batch:
        for row in rows:
            if str(row["uuid"]) not in skip:
                batch.add_object(properties=object_properties(coll, row), uuid=str(row["uuid"]))
            bar.update(1)
    bar.close()
    failed = [
        (str(getattr(e.object_, "uuid", "?")), e.message) for e in handle.batch.failed_objects
    ]
    return bad + failed


def uuid_problem(value: Any) -> str | None:
    """Why a gym uuid cannot be a Weaviate object id that reads back the same, or None."""
    try:
        canonical = str(uuid.UUID(str(value)))
    except ValueError:
        return f"{value!r} is not a UUID"
    if canonical != str(value):
        return f"{value!r} is not in canonical form; Weaviate would return it as {canonical}"
    return None


def _count(handle: Any) -> int:
    return int(handle.aggregate.over_all(total_count=True).total_count or 0)


def populate(
    client: Any,
    gym: Any,
    prefix: str = "Gym",
    replace: bool = False,
    environments: list[str] | None = None,
    progress: bool = True,
    batch_size: int = BATCH_SIZE,
) -> PopulateReport:
    """Create and fill the collections of every (or the named) environment; see the module doc."""
    report = PopulateReport()
    for env_id, env in sorted(gym.environments.items()):
        if environments and env_id not in environments:
            continue
        for coll in env.collections:
            report.collections.append(
                _populate_one(client, gym.con, env, coll, prefix, replace, progress, batch_size)
            )
    return report


def _populate_one(
    client: Any,
    con: Any,
    env: Environment,
    coll: Collection,
    prefix: str,
    replace: bool,
    progress: bool,
    batch_size: int,
) -> CollectionReport:
    name = collection_name(prefix, env.id, coll.name)
    rows = read_rows(con, env, coll)
    fp = fingerprint(coll, rows)
    exists = client.collections.exists(name)
    handle = client.collections.use(name) if exists else None
    description = handle.config.get().description if handle is not None else None
    count = _count(handle) if handle is not None else 0
    action = decide(name, exists, description, count, fp, len(rows), replace)
    if action == "skip":
        return CollectionReport(name, action, len(rows))
    if action == "replace":
        client.collections.delete(name)
    if action in ("create", "replace"):
        handle = client.collections.create(
            name,
            description=tagged_description(coll.description, fp, pending=True),
            properties=weaviate_properties(coll),
            vector_config=Configure.Vectors.self_provided(),
        )
    assert handle is not None
    failed = _import(handle, coll, rows, progress, batch_size)
    if not failed:
        handle.config.update(description=tagged_description(coll.description, fp))
    return CollectionReport(name, action, len(rows), failed)
