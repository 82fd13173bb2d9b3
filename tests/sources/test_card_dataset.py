"""`gym.dataset(config)`: any of the card's configs as a `datasets.Dataset`, from Python."""

from __future__ import annotations

import shutil
from pathlib import Path

import datasets
import pyarrow.parquet as pq
import pytest

from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from tests.tiny_snapshot import ENV_ID, GADGETS, write_tiny_snapshot


@pytest.fixture
def ws(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    snap = write_tiny_snapshot(tmp_path / "snap")
    prepare(source=str(snap), workspace=tmp_path / "ws")
    return tmp_path / "ws"


def test_every_config_from_the_snapshot_folder(ws: Path, tmp_path: Path):
    snap = tmp_path / "snap"
    with open_gym(ws) as gym:
        ask = gym.dataset()
        assert isinstance(ask, datasets.Dataset)
        assert ask.to_list() == pq.read_table(snap / ENV_ID / "queries.parquet").to_pylist()
        assert gym.dataset("queries").num_rows == 2  # the v1 card's name for ask_mode
        assert gym.dataset("search_mode")[0]["retrieval_shape"] == "filter_only"
        assert gym.dataset("edge_case_1")[0]["expect"]["value_filter"] == "eq"
        assert gym.dataset("query_sets")["config"] == ["ask_mode", "search_mode", "edge_case_1"]
        assert gym.dataset("environments")["environment"] == [ENV_ID]
        gadgets = gym.dataset(f"{ENV_ID}_Gadgets")
        assert gadgets.column_names[:3] == ["uuid", "gadgetNotes", "gadgetName"]
        assert gadgets["builtDate"] == [g[5] for g in GADGETS]
    assert (ws / "cache" / "datasets").is_dir()


def test_from_duckdb_when_the_folder_is_gone_gives_the_same_rows(ws: Path, tmp_path: Path):
    with open_gym(ws) as gym:
        from_folder = {c: gym.dataset(c).to_list() for c in ("ask_mode", f"{ENV_ID}_Gadgets")}
    shutil.rmtree(tmp_path / "snap")
    with open_gym(ws) as gym:
        assert gym._dataset_folder is None
        assert gym.dataset("ask_mode").to_list() == from_folder["ask_mode"]
        gadgets = gym.dataset(f"{ENV_ID}_Gadgets")
        assert gadgets.to_list() == from_folder[f"{ENV_ID}_Gadgets"]  # dates back as strings
        assert gym.dataset("query_sets").num_rows == 3


def test_a_changed_folder_is_not_read(ws: Path, tmp_path: Path):
    """Once the folder's files differ from what the gym loaded, the gym's own tables answer."""
    path = tmp_path / "snap" / ENV_ID / "queries.parquet"
    table = pq.read_table(path)
    pq.write_table(table.slice(0, 1), path)
    with open_gym(ws) as gym:
        assert gym.dataset("ask_mode").num_rows == 2


def test_unknown_config_names_the_ones_there_are(ws: Path):
    with open_gym(ws) as gym, pytest.raises(GymError, match=f"{ENV_ID}_Repairs"):
        gym.dataset("nope")
