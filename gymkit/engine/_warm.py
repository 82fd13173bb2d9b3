"""Build a gym's search indexes in a process of its own, into the engine's index cache.

`DuckDBEngine.warm_search` starts this module (`python -m gymkit.engine._warm SPEC`) when the
gym is a file and has an index cache: a thread of the run's own process would share its GIL and
its memory, while a process builds on the second core and frees its memory when done. SPEC is
one JSON object: {"db": the gym's file, "cache": the index cache folder, "settings": the
SearchSettings' fields, "collections": [[environment id, collection name], ...]}. Each index is
saved (atomically, `SearchIndex.save`) as soon as it is built; the run loads it from there. The
process stops at SIGTERM or SIGINT (a stopped run), leaving no partial index behind.
"""

from __future__ import annotations

import json
import signal
import sys

BUFFER = "512MB"  # DuckDB's memory limit in a building process


def build(spec: dict) -> int:
    """Build and save every listed collection's index that is not cached yet; 0 when done."""
    from gymkit.engine.duckdb import DuckDBEngine
    from gymkit.engine.search import SearchSettings

    engine = DuckDBEngine(
        spec["db"], index_cache=spec["cache"], search=SearchSettings(**spec["settings"])
    )
    # each collection's texts are read once: DuckDB need not keep what it read (a builder's
    # buffer grew to a gigabyte at 100,000 objects per collection)
    engine.con.execute(f"SET memory_limit = '{BUFFER}'")
    try:
        for env_id, name in spec["collections"]:
            env = engine.environments.get(env_id)
            coll = env.collection(name) if env is not None else None
            if coll is not None:
                engine.search_index(engine._collection_info(env, coll))
    finally:
        engine.close()
    return 0


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # unwinds: a half-saved index is removed
    try:
        return build(json.loads(argv[1]))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
