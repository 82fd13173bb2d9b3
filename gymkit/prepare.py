"""The write path: source -> snapshot folder -> gym.duckdb (`gymkit data`).

`gymkit.gym` is the read-only facade researchers open; this module is the one that writes a
workspace's snapshot and gym.duckdb.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from gymkit.errors import GymError
from gymkit.store import damage, stored_meta
from gymkit.workspace import Workspace

_MARKER = ".gymkit-source"  # no .json suffix: not part of the snapshot fingerprint


def _generated_marker(path: Path) -> dict:
    try:
        return json.loads((path / _MARKER).read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def prepare(
    source: str = "generate",
    objects: int = 1000,
    seed: int = 0,
    workspace: str | Path | Workspace | None = None,
    replace: bool = False,
    progress: bool = True,
    revision: str | None = None,
) -> str:
    """Get a snapshot (generate, hub, or a local PATH) and load it into the workspace's gym.duckdb.

    Idempotent: preparing the same gym again does nothing. Returns a one-line summary.
    `revision` (hub only): a branch, tag or commit of the dataset repository (default main).
    """
    from gymkit.store import load_snapshot

    ws = Workspace.of(workspace)
    if revision is not None and source != "hub":
        raise GymError(
            f"--revision {revision}: only --source hub has revisions (source is {source})"
        )
    ws.root.mkdir(parents=True, exist_ok=True)
    if source == "generate":
        want = {"source": "generate", "seed": seed, "objects": objects}
        have = _generated_marker(ws.snapshot)
        if {k: have.get(k) for k in want} != want or not (
            ws.snapshot / "environments.parquet"
        ).is_file():
            meta = {} if damage(ws.gym_db) else stored_meta(ws.gym_db)  # a damaged one goes
            if meta and not replace:
                raise GymError(
                    f"{ws.gym_db} holds another gym ({meta.get('source')}); refusing to replace it with "
                    f"generate(seed={seed}, objects={objects}). Use --replace, or --out for another workspace."
                )
            from gymkit.generate.writer import generate_snapshot

            tmp = ws.root / "snapshot.tmp"
            shutil.rmtree(tmp, ignore_errors=True)
            generate_snapshot(tmp, seed=seed, objects=objects, progress=progress)
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
            status = load_snapshot(snap, ws.gym_db, replace=replace, source=label)
            return f"{status}: {label} -> {ws.gym_db}"

        return download_and_load(ws.snapshot, load, revision=revision, cache_dir=ws.cache / "hub")
    else:
        snap_dir, label = Path(source), str(Path(source).resolve())
    status = load_snapshot(snap_dir, ws.gym_db, replace=replace, source=label)
    return f"{status}: {label} -> {ws.gym_db}"
