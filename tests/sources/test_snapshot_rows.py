"""Snapshots that would load and then score wrong are refused before anything is loaded (issue
24, item 3), naming the file, the row and the problem. Each case is one change to a good
snapshot, loaded through the real CLI (`gymkit data --source PATH`); the unchanged snapshot
loads and the oracle scores 1.0 on it.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tests.runs.test_runs import write_run_snapshot
from tests.test_hardening import assert_one_line_error, gymkit_cli
from tests.tiny_snapshot import ENV_ID


def edit_rows(path: Path, change: Callable[[list[dict]], list[dict]]) -> None:
    """Rewrite a Parquet file with `change` applied to its rows (same Arrow schema)."""
    table = pq.read_table(path)
    pq.write_table(pa.Table.from_pylist(change(table.to_pylist()), schema=table.schema), path)


def set_row(index: int, **values) -> Callable[[list[dict]], list[dict]]:
    def change(rows: list[dict]) -> list[dict]:
        rows[index] = {**rows[index], **values}
        return rows

    return change


def ground_truth(edit: Callable[[dict], None]) -> Callable[[list[dict]], list[dict]]:
    """Change the first row's first ground-truth call in place."""

    def change(rows: list[dict]) -> list[dict]:
        calls = json.loads(rows[0]["ground_truth"])
        edit(calls[0])
        rows[0] = {**rows[0], "ground_truth": json.dumps(calls)}
        return rows

    return change


def rename_property(call: dict) -> None:
    call["text_property_filters"][0]["property_name"] = "noSuchProperty"


def rename_collection(call: dict) -> None:
    call["collection_name"] = "NoSuchCollection"


QUERIES = f"{ENV_ID}/queries.parquet"
GADGETS = f"{ENV_ID}/objects/Gadgets.parquet"
DEEP = "[" * 100_000 + "]" * 100_000

CASES = {
    "duplicate-query-id": (QUERIES, lambda rows: set_row(1, query_id=rows[0]["query_id"])(rows),
                           "row 2 (tiny-env-000): query_id tiny-env-000 is repeated (first at"),
    "other-environment": (QUERIES, set_row(0, environment="other-env"),
                          "row 1 (tiny-env-000): environment is 'other-env'"),
    "missing-property": (QUERIES, ground_truth(rename_property),
                         "row 1 (tiny-env-000): ground_truth call 1:"),
    "missing-collection": (QUERIES, ground_truth(rename_collection),
                           "row 1 (tiny-env-000): ground_truth call 1:"),
    "null-uuid": (GADGETS, set_row(2, uuid=None), "row 3: uuid is null"),
    "zero-rows": (GADGETS, lambda rows: [], "no rows; a collection needs at least one object"),
    "nan-number": (GADGETS, set_row(1, price=math.nan), "row 2: price holds nan"),
    "nan-in-ground-truth": (QUERIES, set_row(0, ground_truth='[{"collection_name": "Gadgets", '
                            '"integer_property_filters": [{"property_name": "weightGrams", '
                            '"operator": ">", "value": NaN}]}]'), "NaN is not a JSON value"),
    "not-json": (QUERIES, set_row(0, ground_truth="{not json"),
                 "row 1 (tiny-env-000): ground_truth: not valid JSON"),
    "deep-nesting": (QUERIES, set_row(0, ground_truth=DEEP),
                     "row 1 (tiny-env-000): ground_truth: JSON nested 100000 levels deep"),
}  # fmt: skip
PROBLEM_WORDS = {
    "missing-property": "noSuchProperty",
    "missing-collection": "NoSuchCollection",
}


@pytest.fixture
def snapshot(tmp_path: Path) -> Path:
    return write_run_snapshot(tmp_path / "snap")


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_snapshot_that_would_score_wrong_is_refused_naming_file_row_and_problem(
    snapshot: Path, tmp_path: Path, case: str
) -> None:
    rel, change, says = CASES[case]
    edit_rows(snapshot / rel, change)
    ws = tmp_path / "ws"
    rc, out, err = gymkit_cli("data", "--source", str(snapshot), "--out", str(ws))
    line = assert_one_line_error(err)
    assert rc == 1 and "RecursionError" not in err
    assert str(snapshot / rel) in line and says in line, line
    assert PROBLEM_WORDS.get(case, "") in line
    assert not (ws / "gym.duckdb").exists() and not list(ws.glob("gym.duckdb*"))  # nothing loaded


def test_the_good_snapshot_loads_and_the_oracle_scores_one(snapshot: Path, tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    rc, out, err = gymkit_cli("data", "--source", str(snapshot), "--out", str(ws))
    assert rc == 0 and out.startswith("loaded"), err
    rc, out, err = gymkit_cli("run", "--agent", "oracle", "--json", "-w", str(ws))
    assert rc == 0, err
    sets = json.loads(out)["sets"]
    assert sets and all(m["passed_accuracy"] == 1.0 for m in sets.values()), sets


def test_a_query_id_repeated_in_another_environment_of_the_set_is_refused(tmp_path: Path) -> None:
    from gymkit.sources.folder import SnapshotError, open_snapshot

    snap = write_run_snapshot(tmp_path / "snap")
    twin = snap / "twin-env"
    (twin / "objects").mkdir(parents=True)
    for f in (snap / ENV_ID).rglob("*"):
        if f.is_file():
            (twin / f.relative_to(snap / ENV_ID)).write_bytes(f.read_bytes())
    schema = json.loads((twin / "schema.json").read_text())
    schema["id"] = "twin-env"
    (twin / "schema.json").write_text(json.dumps(schema))
    for name in ("queries.parquet", "search_mode_queries.parquet", "edge_case_1.parquet"):
        if (twin / name).exists():
            edit_rows(twin / name, lambda rows: [{**r, "environment": "twin-env"} for r in rows])
    (snap / "environments.parquet").unlink(missing_ok=True)
    (snap / "query_sets.parquet").unlink(missing_ok=True)
    with pytest.raises(SnapshotError, match=r"twin-env/queries.parquet row 1 \(tiny-env-000\): "
                       r"query_id tiny-env-000 is repeated \(first at .*tiny-env/queries.parquet row 1\)"):  # fmt: skip
        open_snapshot(snap)
