"""Labelled searches for a generated set (issue #42), as a user meets them: candidates proposed by
BM25 among the filtered records, confirmed in `notebooks/label_searches.ipynb` (executed with
papermill from notebooks/, its workspace found as a researcher's kernel finds it), saved in the
card's search_grounds form, and scored: the search-baseline's recall@10 exists once a labelled
search is in the set, and generating again keeps it."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import gymkit
from gymkit.errors import GymError
from gymkit.generate.own import propose
from tests.cli_helpers import ROOT, gymkit_cli

ENV = "seed-library"
EXAMPLE = ROOT / "docs" / "examples" / ENV
CALL = {
    "collection_name": "SeedVarieties",
    "search_query": "drought",
    "numeric_property_filters": [{"property_name": "daysToMaturity", "operator": "<", "value": 80}],
}
COMMAND = "Which seed varieties shrug off drought and are ready in under 80 days?"


def ok(*args) -> str:
    rc, out, err = gymkit_cli(*args, timeout=600)
    assert rc == 0, err[-3000:]
    return out


def _workspace(root: Path) -> Path:
    """seed-library without its own queries, a generated set (no search), loaded: root/data."""
    snap, ws = root / "snap", root / "data"
    ok(
        "env", "import", ENV, "--schema", EXAMPLE / "schema.json", "--objects",
        EXAMPLE / "objects", "--out", snap,
    )  # fmt: skip
    ok("data", "--source", snap, "--out", ws)
    ok("env", "queries", ENV, "--workspace", ws, "--count", "8")
    return ws


def _ask_rows(ws: Path) -> list[dict]:
    return pq.read_table(ws.parent / "snap" / ENV / "queries.parquet").to_pylist()


def _recall(ws: Path) -> float | None:
    out = ok("run", "--agent", "search-baseline", "--env", ENV, "-w", ws, "--json", "--force")
    return json.loads(out)["sets"]["ask_mode"].get("recall_at_10")  # absent: no labelled search


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    return _workspace(tmp_path)


def test_candidates_are_the_filtered_records_ranked_by_bm25(ws: Path) -> None:
    with gymkit.open_gym(ws) as gym:
        c = propose(gym, ENV, COMMAND, CALL, limit=10)
        objects = gym.objects(ENV, "SeedVarieties").set_index("uuid")
    t = c.table
    assert list(t.columns) == ["rank", "uuid", "score", "in_result", "varietyName", "growingNotes"]
    assert len(t) >= 2 and list(t["rank"]) == list(range(1, len(t) + 1))
    assert list(t["score"]) == sorted(t["score"], reverse=True) and (t["score"] > 0).all()
    for _, r in t.iterrows():
        assert objects.loc[r["uuid"], "daysToMaturity"] < 80  # the filter holds
        assert "drought" in r["growingNotes"].lower()  # the text the search reads
    assert c.chosen([2, 1, t["uuid"][0]]) == [t["uuid"][1], t["uuid"][0]]
    with pytest.raises(GymError, match="ranked 1 to"):
        c.chosen([99])
    with pytest.raises(GymError, match="at least one"):
        c.labelled([])
    with gymkit.open_gym(ws) as gym, pytest.raises(GymError, match="no search_query"):
        propose(gym, ENV, COMMAND, {"collection_name": "SeedVarieties"})


def test_a_saved_label_is_a_scored_search_kept_by_generating_again(ws: Path) -> None:
    assert _recall(ws) is None  # a generated set: no labelled search, nothing to recall
    with gymkit.open_gym(ws) as gym:
        c = propose(gym, ENV, COMMAND, CALL)
    rows = gymkit.label_search(ENV, c.labelled([1, 2], topic="drought tolerance"), ws)
    assert [r["query_id"] for r in rows] == [f"{ENV}-label-000"]
    (ground,) = rows[0]["search_grounds"]
    assert ground["sub_query"] == 0 and ground["property"] == "growingNotes"
    assert ground["topic"] == "drought tolerance"
    assert ground["relevant_ids"] == sorted(c.chosen([1, 2]))
    filters = {k: v for k, v in CALL.items() if k != "search_query"}
    with gymkit.open_gym(ws) as gym:  # every record the filters select is a candidate
        assert sorted(ground["candidate_ids"]) == gym.execute(ENV, filters).value
        stored = gym.search_grounds("ask_mode", f"{ENV}-label-000")
    assert stored[0]["relevant_ids"] == ground["relevant_ids"]
    assert stored[0]["property"] == "growingNotes"
    assert isinstance(_recall(ws), float)  # the set now scores searches
    ok("env", "queries", ENV, "--workspace", ws, "--count", "8", "--seed", "3")
    ids = [r["query_id"] for r in _ask_rows(ws)]
    assert ids[0] == f"{ENV}-label-000" and len(ids) == 9
    listed = ok("env", "queries", "list", ENV, "-w", ws)
    assert f"{ENV}-label-000  [labelled, explicit]" in listed
    assert "search 'drought tolerance': 2 relevant of" in listed


def test_the_notebook_proposes_and_saves_as_a_user_runs_it(tmp_path: Path, monkeypatch) -> None:
    from tests.test_notebooks import (
        execute,
        outputs,
        test_stored_notebook_is_clean_and_parameterized,
    )

    test_stored_notebook_is_clean_and_parameterized("label_searches")
    project = tmp_path / "project"
    shutil.copytree(ROOT / "notebooks", project / "notebooks")
    shutil.copy(ROOT / "pyproject.toml", project / "pyproject.toml")
    ws = _workspace(project)  # project/data: the kernel finds it from notebooks/
    monkeypatch.delenv("GYMKIT_DATA", raising=False)
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    )
    # run as stored: candidates shown, nothing confirmed, nothing saved
    (tmp_path / "out1").mkdir()
    nb = execute("label_searches", tmp_path / "out1", project / "notebooks")
    text = json.dumps(outputs(nb))
    assert not [o for o in outputs(nb) if o.output_type == "error"]
    assert "growingNotes" in text and "drought" in text and "nothing saved" in text
    assert not any(r["query_id"].startswith(f"{ENV}-label-") for r in _ask_rows(ws))
    # the user confirms two candidates and runs it again
    (tmp_path / "out2").mkdir()
    nb = execute("label_searches", tmp_path / "out2", project / "notebooks", confirmed=[1, 2])
    assert not [o for o in outputs(nb) if o.output_type == "error"]
    text = json.dumps(outputs(nb))
    assert f"{ENV}-label-000  [labelled, explicit]" in text and "1 saved" in text
    row = next(r for r in _ask_rows(ws) if r["query_id"] == f"{ENV}-label-000")
    assert row["command"] == COMMAND and len(row["search_grounds"][0]["relevant_ids"]) == 2
    assert isinstance(_recall(ws), float)
