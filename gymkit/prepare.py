"""The write path: source -> snapshot folder -> gym.duckdb (`gymkit data`).

`gymkit.gym` is the read-only facade researchers open; this module is the one that writes a
workspace's snapshot and gym.duckdb.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from gymkit.errors import GymError
from gymkit.store import damage, stored_meta
from gymkit.workspace import Workspace

if TYPE_CHECKING:
    from gymkit.sources.folder import Snapshot

_MARKER = ".gymkit-source"  # no .json suffix: not part of the snapshot fingerprint


def _generated_marker(path: Path) -> dict:
    try:
        return json.loads((path / _MARKER).read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def _make_folder(root: Path) -> None:
    """The workspace folder, made when missing; GymError (one line) when it cannot be."""
    if root.exists() and not root.is_dir():
        raise GymError(f"--out {root}: is a file, not a folder; give a folder for the workspace")
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise GymError(
            f"--out {root}: cannot make the workspace folder ({e.strerror or e}); "
            "give a folder you can write"
        ) from None


def prepare(
    source: str = "generate",
    objects: int = 1000,
    seed: int = 0,
    workspace: str | Path | Workspace | None = None,
    replace: bool = False,
    progress: bool = True,
    revision: str | None = None,
    before_load: Callable[[Snapshot, str], None] | None = None,
    on_written: Callable[[str, str, Path], None] | None = None,
) -> str:
    """Get a snapshot (generate, hub, or a local PATH) and load it into the workspace's gym.duckdb.

    Idempotent: preparing the same gym again does nothing. Returns a one-line summary.
    `revision` (hub only): a branch, tag or commit of the dataset repository (default main).
    `before_load`: `load_snapshot`'s, called as the load begins; `on_written`:
    `generate_snapshot`'s, called as each generated collection's objects file is complete.
    """
    from gymkit.store import load_snapshot

    ws = Workspace.of(workspace)
    if revision is not None and source != "hub":
        raise GymError(
            f"--revision {revision}: only --source hub has revisions (source is {source})"
        )
    if source == "generate":
        from gymkit.generate.writer import check_options

        check_options(objects, seed)
    _make_folder(ws.root)
    if source == "generate":
        want = {"source": "generate", "seed": seed, "objects": objects}
        have = _generated_marker(ws.snapshot)
        if {k: have.get(k) for k in want} != want or not (
            ws.snapshot / "environments.parquet"
        ).is_file():
            meta = {} if damage(ws.gym_db) else stored_meta(ws.gym_db)  # a damaged one goes
            same = (
                meta.get("source") == f"generate(seed={seed}, objects={objects})" if meta else False
            )
            if meta and not replace and not same:  # the same gym: its snapshot is made again
                raise GymError(
                    f"{ws.gym_db} holds another gym ({meta.get('source')}); refusing to replace it with "
                    f"generate(seed={seed}, objects={objects}). Use --replace, or --out for another workspace."
                )
            from gymkit.generate.writer import generate_snapshot

            tmp = ws.root / "snapshot.tmp"
            shutil.rmtree(tmp, ignore_errors=True)
            generate_snapshot(
                tmp, seed=seed, objects=objects, progress=progress, on_written=on_written
            )
            (tmp / _MARKER).write_text(json.dumps(want))
            shutil.rmtree(ws.snapshot, ignore_errors=True)
            tmp.rename(ws.snapshot)
            replace = True  # the user asked for this generated gym
        elif not (ws.snapshot / "README.md").is_file():  # generated before snapshots had a card
            from gymkit.layout import write_dataset_card

            write_dataset_card(ws.snapshot)
        snap_dir, label = ws.snapshot, f"generate(seed={seed}, objects={objects})"
    elif source == "hub":
        from gymkit.sources.hub import download_and_load

        def load(snap: Path, label: str) -> str:  # the old snapshot comes back if this fails
            status = load_snapshot(
                snap, ws.gym_db, replace=replace, source=label, before_load=before_load
            )
            return f"{status}: {label} -> {ws.gym_db}"

        return download_and_load(ws.snapshot, load, revision=revision, cache_dir=ws.cache / "hub")
    else:
        snap_dir, label = Path(source), str(Path(source).resolve())
    status = load_snapshot(
        snap_dir, ws.gym_db, replace=replace, source=label, before_load=before_load
    )
    return f"{status}: {label} -> {ws.gym_db}"


def _loaded_snapshot(ws: Workspace) -> tuple[Path, dict]:
    """The snapshot folder the workspace's gym was loaded from, and the gym's meta."""
    from gymkit.sources.folder import SnapshotError, open_snapshot
    from gymkit.workspace import no_gym_message

    meta = stored_meta(ws.gym_db)
    if not meta:
        raise GymError(no_gym_message(ws.root, explicit=True))
    tried = []
    for cand in (meta.get("snapshot"), str(ws.snapshot)):
        if not cand or cand in tried or not Path(cand).is_dir():
            continue
        tried.append(cand)
        try:
            if open_snapshot(cand).fingerprint() == meta.get("fingerprint"):
                return Path(cand), meta
        except SnapshotError:
            continue
    where = ", ".join(tried) or meta.get("snapshot") or str(ws.snapshot)
    raise GymError(
        f"{ws.gym_db}: the snapshot it was loaded from ({where}) is missing or has changed since; "
        f"load it again with gymkit data --source SNAPSHOT --out {ws.root} --replace"
    )


def _reload(ws: Workspace, snapshot: Path, meta: dict) -> None:
    """Load the changed snapshot into the workspace's gym (its runs stay in the run store)."""
    from gymkit.store import load_snapshot

    load_snapshot(snapshot, ws.gym_db, replace=True, source=meta.get("source") or str(snapshot))


def generate_queries(
    environment: str,
    workspace: str | Path | Workspace | None = None,
    count: int = 50,
    seed: int = 0,
    progress: bool = True,
    options=None,
    dry_run: bool = False,
):
    """Generate `count` ask_mode queries (and the edge_case_1 cases the data allows) for one
    environment of the workspace's gym, write them into the snapshot it was loaded from
    (replacing earlier generated ones, keeping every other query) and reload the gym.
    `options`: what the set holds (`gymkit.generate.own.Options`); `dry_run`: nothing is
    written. Returns the `GeneratedSet` (gymkit.generate.own)."""
    from gymkit.generate.own import generated_rows, write_generated

    ws = Workspace.of(workspace)
    snapshot, meta = _loaded_snapshot(ws)
    generated = generated_rows(
        snapshot, environment, count=count, seed=seed, progress=progress, options=options
    )
    if dry_run:
        return generated
    write_generated(snapshot, generated)
    _reload(ws, snapshot, meta)
    return generated


def stored_queries(
    environment: str, workspace: str | Path | Workspace | None = None
) -> dict[str, list[dict]]:
    """The ask_mode and edge_case_1 rows of one environment of the workspace's gym, as its
    snapshot holds them (`gymkit env queries list`)."""
    from gymkit.generate.own import stored_rows

    snapshot, _ = _loaded_snapshot(Workspace.of(workspace))
    return stored_rows(snapshot, environment)


def drop_queries(
    environment: str, query_ids: list[str], workspace: str | Path | Workspace | None = None
) -> list[dict]:
    """Take generated, edited or labelled queries out of the snapshot and reload the gym; the
    dropped rows (`gymkit env queries drop`)."""
    from gymkit.generate.own import drop_queries as drop

    ws = Workspace.of(workspace)
    snapshot, meta = _loaded_snapshot(ws)
    dropped = drop(snapshot, environment, query_ids)
    _reload(ws, snapshot, meta)
    return dropped


def edit_query(
    environment: str,
    query_id: str,
    command: str,
    workspace: str | Path | Workspace | None = None,
) -> tuple[dict, list[str]]:
    """Rewrite one generated (or edited, or labelled) query's command, its ground truth kept,
    and reload the gym; the edited row and what its command no longer says of the ground truth
    (`gymkit.generate.own.edit_problems`; `gymkit env queries edit`)."""
    from gymkit.generate.own import edit_problems, stored_rows
    from gymkit.generate.own import edit_query as edit

    ws = Workspace.of(workspace)
    snapshot, meta = _loaded_snapshot(ws)
    row = edit(snapshot, environment, query_id, command)
    set_name = next(s for s, rows in stored_rows(snapshot, environment).items() if row in rows)
    problems = edit_problems(snapshot, environment, set_name, row)
    _reload(ws, snapshot, meta)
    return row, problems


def label_search(
    environment: str,
    query: dict | list[dict],
    workspace: str | Path | Workspace | None = None,
) -> list[dict]:
    """Save labelled searches (`gymkit.generate.own.Candidates.labelled`) into the snapshot the
    workspace's gym was loaded from, as ask_mode rows `<environment>-label-NNN` (an id given
    replaces that row), and reload the gym; the rows written. Close any gym open in this
    process first: the reload replaces its file."""
    from gymkit.generate.own import add_queries, labelled_rows

    ws = Workspace.of(workspace)
    snapshot, meta = _loaded_snapshot(ws)
    rows = labelled_rows(snapshot, environment, [query] if isinstance(query, dict) else query)
    add_queries(snapshot, environment, rows)
    _reload(ws, snapshot, meta)
    return rows
