"""The processes that build a gym's search indexes (gymkit.engine._warm runs in each): starting
and stopping them, and the claims by which processes given the same list share it.

Every process is given the whole list and takes the collections one at a time, in order: a
collection is claimed (a file under `<index cache>/.claims` naming the process, made
atomically) before it is built, so two processes never build the same index, and a process
started later (by `gymkit data` once the load is done) takes what is left. A claim whose process
has died is taken over.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import threading
import uuid
from collections.abc import Iterable
from pathlib import Path

# From this many records to index, processes of their own build them; below, a thread of the
# engine's process does (a process costs about a second to start)
BUILD_IN_PROCESS = 50_000
CLAIMS = ".claims"  # the index cache's folder of claims
# Builders started as a load begins yield the CPU to it: the load is what `gymkit data` waits
# for (it uses about one and a quarter cores of two), and the builders finish in what it leaves
# (at 100,000 objects per collection, at equal priority, they finished 9 s before the load,
# with CPU time the load was waiting for)
LOAD_NICE = 10


def start(
    source: dict[str, str],
    cache: Path,
    settings,
    collections: Iterable[tuple[str, str]],
    processes: int,
    nice: int = 0,
) -> list[subprocess.Popen]:
    """Start `processes` building processes over these (environment id, collection name)s;
    `source`: {"db": path} or {"objects": {environment id: {collection: Parquet path}},
    "schemas": {environment id: its schema as a dict}} (a snapshot validated already). Fewer
    (none) when no process can be had. `nice`: how much lower their CPU priority is than
    this process's (LOAD_NICE while a load is the work being waited for)."""
    spec = {
        **source,
        "cache": str(cache),
        "settings": dataclasses.asdict(settings),
        "collections": [list(c) for c in collections],
    }
    started = []
    for _ in range(max(0, processes)):
        proc = _spawn(spec, nice)
        if proc is None:  # no process to be had: the searches build their indexes themselves
            break
        started.append(proc)
    return started


def _spawn(spec: dict, nice: int, fed: bool = False) -> subprocess.Popen | None:
    """One building process (gymkit.engine._warm) given `spec`, `nice` below this one's
    priority; fed=True: its stdin is a pipe (text) for `Feed`'s lines. None when no process
    can be had."""
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gymkit.engine._warm", json.dumps(spec)],
            stdin=subprocess.PIPE if fed else subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=fed,
        )
    except OSError:
        return None
    if nice:
        _lower_priority(proc.pid, nice)
    return proc


def _lower_priority(pid: int, nice: int) -> None:
    """Lower a process's CPU priority by `nice` below this one's (set from here, so it holds
    from the process's start-up on); where priorities cannot be set, it keeps this one's."""
    try:
        here = os.getpriority(os.PRIO_PROCESS, 0)
        os.setpriority(os.PRIO_PROCESS, pid, min(19, here + nice))
    except (AttributeError, OSError):  # no such call here (Windows), or not allowed
        pass


def start_from_snapshot(
    snapshot, cache: Path, settings=None, processes: int = 1
) -> tuple[list[subprocess.Popen], int]:
    """Start building, from the snapshot's objects Parquet files, the indexes of its searchable
    collections that `cache` does not hold yet, when they are big enough for a process
    (`gymkit data` calls it as the load begins: the load leaves a core partly idle). Returns
    the processes started (none for a small gym, whose indexes are built in `build_search`) and
    how many indexes they were given."""
    import pyarrow.parquet as pq

    from gymkit.engine.search import SearchIndex, SearchSettings

    settings = settings or SearchSettings()
    todo, records = [], 0
    for env_id, env in snapshot.environments.items():
        for coll in env.collections:
            folder = Path(cache) / env_id / coll.name
            if not coll.searchable_properties or SearchIndex.saved_at(folder, settings).is_dir():
                continue
            todo.append((env_id, coll.name))
            try:
                records += pq.ParquetFile(
                    snapshot.object_files[env_id][coll.name]
                ).metadata.num_rows
            except (OSError, KeyError, ValueError):  # the load names the file and its problem
                return [], 0
    if records < BUILD_IN_PROCESS:
        return [], 0
    from gymkit.schema import schema_to_dict

    wanted = {env_id for env_id, _ in todo}
    source = {  # what the builders need of the snapshot, which is validated once, here
        "objects": {e: {c: str(p) for c, p in snapshot.object_files[e].items()} for e in wanted},
        "schemas": {e: schema_to_dict(snapshot.environments[e]) for e in wanted},
    }
    started = start(source, Path(cache), settings, todo, processes, nice=LOAD_NICE)
    return started, len(todo) if started else 0


def stop(builders: Iterable[subprocess.Popen]) -> None:
    """End these building processes (each removes what it was saving and keeps what it
    saved) and wait for them."""
    builders = list(builders)
    for builder in builders:
        if builder.poll() is None:
            builder.terminate()
    for builder in builders:
        try:
            builder.wait(timeout=30)
        except subprocess.TimeoutExpired:
            builder.kill()
            builder.wait()


def claim(folder: Path, key: str) -> Path | None:
    """Claim `key` under `folder` for this process (its pid in a file put there atomically);
    the claim's path, or None when a live process holds it. A dead process's claim is taken."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / key
    mine = folder / f".{key}.{uuid.uuid4().hex}"
    mine.write_text(str(os.getpid()))
    try:
        for _ in range(2):
            try:
                os.link(mine, path)  # fails when the claim exists: only one process makes it
                return path
            except FileExistsError:
                if _alive(path):
                    return None
                path.unlink(missing_ok=True)  # its process is gone
        return None
    finally:
        mine.unlink(missing_ok=True)


def _alive(path: Path) -> bool:
    """Whether the process a claim names is running (an unreadable claim counts as live: it
    is being written)."""
    try:
        pid = int(path.read_text())
    except FileNotFoundError:
        return False
    except (OSError, ValueError):
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


STAGING = ".staging-"  # the index cache root's folders of builders fed a snapshot being written


class Feed:
    """The search indexes of a snapshot being generated, built as its collections are written:
    a big gym's generation leaves a core partly idle (its last environment's queries are drawn
    with the writers done), which the builders, at LOAD_NICE, use.

    The index cache is keyed by the snapshot's fingerprint, known once the snapshot is whole,
    so the builder (one process, gymkit.engine._warm fed a collection at a time on stdin)
    saves into a staging folder beside the cache's folders, from hard links of the objects
    files (the snapshot's folder is renamed when complete); `settle(cache)` waits for it and
    moves what it built into the gym's cache. Nothing starts below BUILD_IN_PROCESS records:
    a small gym's indexes are built by `build_search`, in its process."""

    def __init__(self, root: Path, settings=None):
        from gymkit.engine.search import SearchSettings

        self.root = Path(root)  # the index cache's root: <workspace>/cache/search
        self.settings = settings or SearchSettings()
        self.staging = self.root / f"{STAGING}{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.items: list[dict] = []  # what was written, in order
        self.sent = 0
        self.records = 0
        self.proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._schemas: dict = {}  # environment id -> (its schema.json as a dict, Environment)
        _clear_stale_staging(self.root)

    def written(self, env_id: str, collection: str, path: Path) -> None:
        """`generate_snapshot`'s on_written: a collection's objects file is complete."""
        import pyarrow.parquet as pq

        from gymkit.schema import environment_from_dict

        try:
            if env_id not in self._schemas:  # an environment's schema.json, read once
                schema = json.loads((Path(path).parent.parent / "schema.json").read_text())
                env = environment_from_dict(schema, where=env_id, env_id=env_id)
                self._schemas[env_id] = (schema, env)
            schema, env = self._schemas[env_id]
            coll = env.collection(collection)
            if coll is None or not coll.searchable_properties:
                return
            link = self.staging / ".files" / env_id / f"{collection}.parquet"
            link.parent.mkdir(parents=True, exist_ok=True)
            try:
                os.link(path, link)
            except OSError:  # another file system, or no hard links: a copy
                shutil.copyfile(path, link)
            rows = pq.ParquetFile(link).metadata.num_rows
        except (OSError, ValueError):  # build_search builds it once the gym is loaded
            return
        item = {"environment": env_id, "schema": schema, "collection": collection}
        with self._lock:
            self.items.append({**item, "objects": str(link)})
            self.records += rows
            if self.proc is None and self.records >= BUILD_IN_PROCESS:
                self.proc = self._start()
            self._send()

    def _start(self) -> subprocess.Popen | None:
        spec = {
            "feed": True,
            "cache": str(self.staging),
            "settings": dataclasses.asdict(self.settings),
        }
        return _spawn(spec, LOAD_NICE, fed=True)

    def _send(self) -> None:
        if self.proc is None or self.proc.stdin is None:
            return
        try:
            for item in self.items[self.sent :]:
                self.proc.stdin.write(json.dumps(item) + "\n")
            self.proc.stdin.flush()
        except OSError:  # the builder is gone: build_search builds what it has not
            pass
        self.sent = len(self.items)

    @property
    def started(self) -> bool:
        return self.proc is not None

    def settle(self, cache: Path) -> int:
        """Wait for the builder (with a second one beside it, sharing the list by claims, at
        this process's priority: nothing else is waited for now), move the indexes it built
        into `cache` (the gym's index folder) and remove the staging folder; how many
        collections it was given."""
        if self.proc is None:
            self.stop()
            return 0
        with self._lock:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
        helpers = []
        if self.proc.poll() is None:
            source = {
                "objects": {},
                "schemas": {},
            }
            for item in self.items:
                source["objects"].setdefault(item["environment"], {})[item["collection"]] = item[
                    "objects"
                ]
                source["schemas"][item["environment"]] = item["schema"]
            pairs = [(i["environment"], i["collection"]) for i in self.items]
            helpers = start(source, self.staging, self.settings, pairs, 1)
        try:
            for proc in [self.proc, *helpers]:
                proc.wait()
        finally:
            stop(helpers)
        for item in self.items:
            built = self.staging / item["environment"] / item["collection"]
            if not built.is_dir():
                continue
            target = Path(cache) / item["environment"] / item["collection"]
            target.mkdir(parents=True, exist_ok=True)
            for index in built.iterdir():
                if not index.name.startswith(".") and not (target / index.name).exists():
                    try:
                        os.rename(index, target / index.name)
                    except OSError:  # another process saved it there first
                        pass
        given = len(self.items)
        self.stop()
        return given

    def stop(self) -> None:
        """End the builder (it removes what it was saving) and remove the staging folder."""
        if self.proc is not None:
            with self._lock:
                proc, self.proc = self.proc, None
            stop([proc])
        shutil.rmtree(self.staging, ignore_errors=True)


def _clear_stale_staging(root: Path) -> None:
    """Remove the staging folders of `gymkit data` processes that are gone (killed)."""
    try:
        folders = [p for p in Path(root).iterdir() if p.name.startswith(STAGING)]
    except OSError:
        return
    for folder in folders:
        pid = folder.name[len(STAGING) :].split("-", 1)[0]
        try:
            os.kill(int(pid), 0)
        except (ValueError, ProcessLookupError):
            shutil.rmtree(folder, ignore_errors=True)
        except PermissionError:
            pass
