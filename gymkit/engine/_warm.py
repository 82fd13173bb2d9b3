"""Build a gym's search indexes in a process of its own, into the engine's index cache.

`DuckDBEngine.warm_search` and `build_search`, and `gymkit data` as its load begins, start this
module (`python -m gymkit.engine._warm SPEC`, through gymkit.engine.builders) when the gym has an
index cache and is big: a thread of the run's own process would share its GIL and its memory,
while a process builds on another core and frees its memory when done. SPEC is one JSON object:
{"db": the gym's file, or "objects" and "schemas": a validated snapshot's objects Parquet
files and environments (the indexes are then built from those files, through the same casts as
the gym's tables, while the load is still writing them), "cache": the index cache folder,
"settings": the SearchSettings' fields, "collections": [[environment id, collection name],
...]}, the list shared with the other processes by claims (gymkit.engine.builders). Or, with
{"feed": true} in place of the source and the list, the collections arrive on stdin while a
snapshot is being generated, a JSON line each ({"environment", "schema", "collection",
"objects"}: builders.Feed), and the process ends when stdin does. Each index is saved
(atomically, `SearchIndex.save`) as soon as it is built; the run loads it from there. The process
stops at SIGTERM or SIGINT (a stopped run), leaving no partial index behind.
"""

from __future__ import annotations

import json
import signal
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from gymkit.engine.builders import CLAIMS, claim

BUFFER = "512MB"  # DuckDB's memory limit in a building process


def _engine(spec: dict):
    import duckdb

    from gymkit.engine.duckdb import DuckDBEngine
    from gymkit.engine.search import SearchSettings

    settings = SearchSettings(**spec["settings"])
    if spec.get("feed"):  # environments and views as their collections arrive (`fed`)
        engine = DuckDBEngine(duckdb.connect(), {}, index_cache=spec["cache"], search=settings)
    elif "db" in spec:
        engine = DuckDBEngine(spec["db"], index_cache=spec["cache"], search=settings)
    else:  # views over the snapshot's objects files, which the parent has validated
        from gymkit.layout import create_object_views
        from gymkit.schema import environment_from_dict

        environments = {
            e: environment_from_dict(d, where=e, env_id=e) for e, d in spec["schemas"].items()
        }
        con = duckdb.connect()
        for env_id, env in environments.items():
            create_object_views(con, env, spec["objects"][env_id])
        engine = DuckDBEngine(con, environments, index_cache=spec["cache"], search=settings)
    # each collection's texts are read once: DuckDB need not keep what it read (a builder's
    # buffer grew to a gigabyte at 100,000 objects per collection)
    engine.con.execute(f"SET memory_limit = '{BUFFER}'")
    return engine


def fed(engine, lines: Iterable[str]) -> Iterator[tuple[str, str]]:
    """The (environment id, collection) of each line of a feed, its environment and view made
    on the engine's connection first."""
    from gymkit.layout import create_object_view
    from gymkit.schema import environment_from_dict

    for line in lines:
        if not line.strip():
            continue
        item = json.loads(line)
        env_id = item["environment"]
        env = engine.environments.get(env_id)
        if env is None:
            env = environment_from_dict(item["schema"], where=env_id, env_id=env_id)
            engine.add_environment(env)
        create_object_view(engine.con, env, item["collection"], item["objects"])
        yield env_id, item["collection"]


def build(spec: dict, lines: Iterable[str] = ()) -> int:
    """Build and save every listed (or fed: `lines`) collection's index that is not cached and
    not claimed by another live builder; 0 when done."""
    engine = _engine(spec)
    claims = Path(spec["cache"]) / CLAIMS
    todo = fed(engine, lines) if spec.get("feed") else spec["collections"]
    try:
        for env_id, name in todo:
            env = engine.environments.get(env_id)
            coll = env.collection(name) if env is not None else None
            if coll is None or engine._cached_folder(env, coll).is_dir():
                continue
            held = claim(claims, f"{env_id}--{name}")
            if held is None:
                continue
            try:
                if not engine._cached_folder(env, coll).is_dir():  # saved while we claimed
                    engine.search_index(engine._collection_info(env, coll))
            finally:
                held.unlink(missing_ok=True)
    finally:
        engine.close()
        engine.con.close()  # the snapshot's in-memory views (a gym file's: closed already)
    return 0


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # unwinds: a half-saved index is removed
    try:
        return build(json.loads(argv[1]), sys.stdin)
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
