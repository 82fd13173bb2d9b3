"""Generated rows in a snapshot folder: replace the earlier generated ones, keep the rest; list,
drop and edit them.

The files are the card's (`<environment>/queries.parquet`, `<environment>/edge_case_1.parquet`,
Arrow schemas of `gymkit.generate.writer`). A row's id says who wrote it:
- `<environment>-gen-...`: the generator; generating again replaces these rows.
- `<environment>-edited-...`: a generated row whose command the user rewrote (`edit_query`; the
  ground truth stays). It is the user's from then on: generating again keeps it, and leaves out
  a newly generated row of the same ground truth (the same seed writes the edited plan again).
- `<environment>-label-...`: a search the user labelled (`gymkit.generate.own.label`), kept.
- any other id: the user's hand-written queries (the gym's own), kept as they are.
Kept rows stay in their order, before the generated ones. Each change finishes the snapshot as
an import does (environments.parquet, query_sets.parquet, the dataset card).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.errors import GymError
from gymkit.layout import ASK_SCHEMA, EDGE_SCHEMA, PARQUET_OPTIONS, QUERY_FILES

SETS = ("ask_mode", "edge_case_1")
SCHEMAS = {"ask_mode": ASK_SCHEMA, "edge_case_1": EDGE_SCHEMA}
ORIGINS = ("gen", "edited", "label")  # the id's mark of who wrote a row (module docstring)


def is_generated(query_id: str, environment: str) -> bool:
    """Whether a query id is one the generator wrote (`<environment>-gen-...`)."""
    return origin(query_id, environment) == "gen"


def origin(query_id: str, environment: str) -> str | None:
    """gen, edited or label (the module docstring); None for the user's own ids."""
    m = re.fullmatch(rf"{re.escape(environment)}-(gen|edited|label)-.+", query_id or "")
    return m.group(1) if m else None


def edited_id(query_id: str, environment: str) -> str:
    """The id an edited row takes: `<environment>-gen-007` -> `<environment>-edited-007`."""
    head = f"{environment}-gen-"
    return (
        f"{environment}-edited-{query_id[len(head) :]}" if query_id.startswith(head) else query_id
    )


def _path(root: Path, environment: str, set_name: str) -> Path:
    return root / environment / QUERY_FILES[set_name]


def _read(path: Path) -> list[dict]:
    return pq.read_table(path).to_pylist() if path.is_file() else []


def _kept(path: Path, environment: str) -> list[dict]:
    return [r for r in _read(path) if not is_generated(r["query_id"], environment)]


def _write(rows: list[dict], schema: pa.Schema, path: Path) -> None:
    tmp = path.with_name(path.name + ".tmp")
    table = pa.Table.from_pylist([{k: r.get(k) for k in schema.names} for r in rows], schema=schema)
    pq.write_table(table, tmp, **PARQUET_OPTIONS)
    tmp.replace(path)


def same_query(row: dict, set_name: str) -> str:
    """What makes two rows the same query whatever their command: an ask row's ground truth,
    an edge case's behaviour, collection, value, phrasing and checks."""
    if set_name == "ask_mode":
        return str(row.get("ground_truth"))
    keys = ("behavior", "node", "collection", "value", "phrasing", "expect")
    return json.dumps({k: row.get(k) for k in keys}, sort_keys=True, default=str)


def replace_generated(root: Path, generated) -> Path:
    """Write a GeneratedSet into the snapshot folder `root` (the module docstring). Generated
    rows left out as an edited row's query leave `generated.ask` / `edge`, with a note."""
    from gymkit.sources.imports import finish_snapshot

    env_id = generated.environment
    left_out = 0
    for set_name, new in (("ask_mode", generated.ask), ("edge_case_1", generated.edge)):
        path = _path(root, env_id, set_name)
        kept = _kept(path, env_id)
        edited = {
            same_query(r, set_name) for r in kept if origin(r["query_id"], env_id) == "edited"
        }
        fresh = [r for r in new if same_query(r, set_name) not in edited]
        left_out += len(new) - len(fresh)
        setattr(generated, "ask" if set_name == "ask_mode" else "edge", fresh)  # what is written
        if set_name == "ask_mode" or kept or fresh or path.is_file():
            _write(kept + fresh, SCHEMAS[set_name], path)
    if left_out:
        generated.notes.append(
            f"{left_out} generated {'query' if left_out == 1 else 'queries'} left out: "
            "the same query as an edited one, which is kept"
        )
    finish_snapshot(root, changed=[env_id])
    return root / env_id


def stored_rows(root: Path, environment: str) -> dict[str, list[dict]]:
    """The ask_mode and edge_case_1 rows of an environment of the snapshot, in file order."""
    if not (root / environment / "schema.json").is_file():
        have = sorted(p.parent.name for p in root.glob("*/schema.json"))
        raise GymError(
            f"{root / environment}: no environment {environment!r} in this snapshot "
            f"(it has {', '.join(have) or 'none'})"
        )
    return {s: _read(_path(root, environment, s)) for s in SETS}


def _find(rows: dict[str, list[dict]], environment: str, query_id: str) -> tuple[str, int]:
    for set_name, set_rows in rows.items():
        for i, r in enumerate(set_rows):
            if r["query_id"] == query_id:
                if origin(query_id, environment) is None:
                    raise GymError(
                        f"{query_id}: not a query gymkit wrote (generated, edited or labelled); "
                        "change your own queries in the file you imported them from"
                    )
                return set_name, i
    raise GymError(
        f"{environment} has no query {query_id!r}; list them with gymkit env queries list "
        f"{environment}"
    )


def drop_queries(root: Path, environment: str, query_ids: list[str]) -> list[dict]:
    """Take these rows (generated, edited or labelled) out of the snapshot; the dropped rows.
    Nothing is written when one id is unknown (GymError naming it)."""
    from gymkit.sources.imports import finish_snapshot

    rows = stored_rows(root, environment)
    places = {q: _find(rows, environment, q) for q in dict.fromkeys(query_ids)}
    dropped = [rows[s][i] for s, i in places.values()]
    for set_name in SETS:
        gone = {i for s, i in places.values() if s == set_name}
        if gone:
            kept = [r for i, r in enumerate(rows[set_name]) if i not in gone]
            _write(kept, SCHEMAS[set_name], _path(root, environment, set_name))
    finish_snapshot(root, changed=[environment])
    return dropped


def edit_query(root: Path, environment: str, query_id: str, command: str) -> dict:
    """Rewrite one row's command, its ground truth (or an edge case's checks) unchanged; a
    generated row takes the edited id (`edited_id`). The edited row, in its place."""
    from gymkit.sources.imports import finish_snapshot

    text = " ".join((command or "").split())
    if not text:
        raise GymError(f"{query_id}: --command is empty; give the request's new wording")
    rows = stored_rows(root, environment)
    set_name, i = _find(rows, environment, query_id)
    row = {**rows[set_name][i], "command": text, "query_id": edited_id(query_id, environment)}
    clash = [
        r for r in rows[set_name] if r["query_id"] == row["query_id"] and r is not rows[set_name][i]
    ]
    if clash:
        raise GymError(
            f"{query_id}: {row['query_id']} exists already; edit that one, or drop it first"
        )
    rows[set_name][i] = row
    _write(rows[set_name], SCHEMAS[set_name], _path(root, environment, set_name))
    finish_snapshot(root, changed=[environment])
    return row


def add_queries(root: Path, environment: str, new: list[dict]) -> None:
    """Put ask_mode rows into the snapshot: a row replaces the one of its id, others are
    appended after the kept rows (before nothing else: the generated rows stay last)."""
    from gymkit.sources.imports import finish_snapshot

    path = _path(root, environment, "ask_mode")
    rows = _read(path)
    by_id = {r["query_id"]: r for r in new}
    out = [by_id.pop(r["query_id"], r) for r in rows]
    gen = [r for r in out if is_generated(r["query_id"], environment)]
    out = [r for r in out if not is_generated(r["query_id"], environment)] + list(by_id.values())
    _write(out + gen, ASK_SCHEMA, path)
    finish_snapshot(root, changed=[environment])
