"""The card's own usage code runs on gymkit's snapshots: README.md holds the card's `configs:`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from gymkit.errors import GymError
from gymkit.layout import (
    card_configs,
    card_required_configs,
    dataset_configs,
    missing_configs,
    write_dataset_card,
)
from tests.sources.fake_hub import generated_gym
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

# The card's "Quick start" and its query_sets example, copied exactly as the card writes them.
CARD_QUICK_START = """\
from datasets import load_dataset
import json
queries = load_dataset("weaviate/QueryAgentGym", "ask_mode", split="test")
surf = queries.filter(lambda r: r["environment"] == "surf-schools")
q = queries[0]
print(q["command"]) # the natural-language request
print(q["ground_truth_sql"]) # readable ground truth, one entry per sub-query
plan = json.loads(q["ground_truth"]) # exact ground truth (query_database arguments)
routes = load_dataset("weaviate/QueryAgentGym", "public-transit_TransitRoutes", split="test")
search_mode = load_dataset("weaviate/QueryAgentGym", "search_mode", split="test")
print(search_mode[0]["retrieval_shape"]) # search_only | search_and_filters | filter_only
edge = load_dataset("weaviate/QueryAgentGym", "edge_case_1", split="test")
print(edge[0]["behavior"], edge[0]["command"], edge[0]["expect"])
"""
CARD_QUERY_SETS = """\
index = load_dataset("weaviate/QueryAgentGym", "query_sets", split="test")
for row in index:
    queries = load_dataset("weaviate/QueryAgentGym", row["config"], split="test")
    # run the agent in row["target_mode"], score per row["record_format"]
"""
# After the card's code: what it loaded, for the test to check.
REPORT = """\
import sys
sizes = {r["config"]: len(load_dataset("weaviate/QueryAgentGym", r["config"], split="test")) for r in index}
print("REPORT " + json.dumps({"ask": len(load_dataset("weaviate/QueryAgentGym", split="test")),
    "surf": len(surf), "routes": len(routes), "route_columns": routes.column_names, "plan": plan,
    "sizes": sizes, "last": queries.num_rows, "offline": __import__("datasets").config.HF_DATASETS_OFFLINE}))
"""


@pytest.fixture(scope="module")
def gym_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return generated_gym(tmp_path_factory.getbasetemp())


def run_card_code(folder: Path, tmp_path: Path) -> dict:
    """The card's code with the folder's path in place of the repo id, offline, in a fresh cache."""
    code = (CARD_QUICK_START + CARD_QUERY_SETS + REPORT).replace(
        '"weaviate/QueryAgentGym"', json.dumps(str(folder))
    )
    env = {
        **os.environ,
        "HF_DATASETS_OFFLINE": "1",
        "HF_HUB_OFFLINE": "1",
        "HF_HOME": str(tmp_path / "hf"),
        "HF_DATASETS_CACHE": str(tmp_path / "hf" / "datasets"),
    }
    env.pop("HF_ENDPOINT", None)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("REPORT "))
    return json.loads(line[len("REPORT ") :])


def test_the_cards_code_runs_on_the_generated_gym(gym_dir: Path, tmp_path: Path):
    got = run_card_code(gym_dir, tmp_path)
    assert got["offline"] is True
    assert got["ask"] == 250 and got["surf"] == 50  # ask_mode is the default config
    assert got["routes"] == 50 and got["route_columns"][:3] == [
        "uuid",
        "routeDescription",
        "routeName",
    ]
    assert isinstance(got["plan"], list) and got["plan"][0]["collection_name"]
    assert got["sizes"] == {"ask_mode": 250, "search_mode": 150, "edge_case_1": 130}
    assert got["last"] == 130  # the card's loop ends on edge_case_1


def test_the_generated_card_names_every_config_the_card_promises(gym_dir: Path):
    declared = card_configs(gym_dir)
    assert list(declared)[:5] == [
        "ask_mode",
        "search_mode",
        "edge_case_1",
        "environments",
        "query_sets",
    ]
    assert set(declared) == set(card_required_configs(gym_dir))
    assert len(declared) == 5 + 15  # fifteen collections
    assert declared["public-transit_TransitRoutes"] == [
        "public-transit/objects/TransitRoutes.parquet"
    ]
    assert missing_configs(gym_dir, card_required_configs(gym_dir)) == []
    text = (gym_dir / "README.md").read_text()
    assert "config_name: ask_mode\n  default: true" in text


def test_card_is_deterministic_and_keeps_what_else_the_readme_says(tmp_path: Path):
    snap = write_tiny_snapshot(tmp_path / "snap")
    (snap / "README.md").write_text("---\nlicense: cc-by-4.0\nconfigs: old\n---\n\n# My notes\n")
    first = write_dataset_card(snap).read_bytes()
    assert write_dataset_card(snap).read_bytes() == first
    text = first.decode()
    assert "license: cc-by-4.0" in text and text.endswith("# My notes\n")
    assert "configs: old" not in text
    assert list(card_configs(snap)) == [
        "ask_mode",
        "search_mode",
        "edge_case_1",
        "environments",
        "query_sets",
        f"{ENV_ID}_Gadgets",
        f"{ENV_ID}_Repairs",
    ]


def test_a_v1_snapshot_gets_only_the_configs_it_has(tmp_path: Path):
    snap = write_tiny_snapshot(tmp_path / "snap", v1=True)
    assert list(dataset_configs(snap)) == [
        "ask_mode",
        "environments",
        f"{ENV_ID}_Gadgets",
        f"{ENV_ID}_Repairs",
    ]


def test_the_cards_code_runs_on_a_small_hand_made_snapshot(tmp_path: Path):
    """Another shape of snapshot (one environment, no surf-schools): the code still runs."""
    snap = write_tiny_snapshot(tmp_path / "snap")
    write_dataset_card(snap)
    code = CARD_QUERY_SETS.replace('"weaviate/QueryAgentGym"', json.dumps(str(snap)))
    env = {
        **os.environ,
        "HF_DATASETS_OFFLINE": "1",
        "HF_HUB_OFFLINE": "1",
        "HF_HOME": str(tmp_path / "hf"),
    }
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from datasets import load_dataset\n" + code + "print(queries.num_rows)",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "1"  # edge_case_1, the last set, has one row


def test_missing_configs_names_each_problem(tmp_path: Path):
    snap = write_tiny_snapshot(tmp_path / "snap")
    write_dataset_card(snap)
    (snap / ENV_ID / "edge_case_1.parquet").unlink()
    problems = missing_configs(snap, [*card_required_configs(snap), "extra_config"])
    assert problems == [
        "config extra_config is not in README.md",
        f"config edge_case_1 has no {ENV_ID}/edge_case_1.parquet",
    ]


def test_no_card_for_an_empty_folder_and_no_queries_means_another_default(tmp_path: Path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(GymError, match="no snapshot files"):
        write_dataset_card(tmp_path / "empty")
    snap = write_tiny_snapshot(tmp_path / "snap")
    for f in snap.glob("*/*.parquet"):
        f.unlink()  # the query sets: an imported environment without queries
    configs = yaml.safe_load(write_dataset_card(snap).read_text().split("---")[1])["configs"]
    assert [c["config_name"] for c in configs if c.get("default")] == ["environments"]


def test_a_generated_workspace_from_before_the_card_gets_one(gym_dir: Path, tmp_path: Path):
    """`gymkit data` on a workspace generated before snapshots had a README.md writes it."""
    from gymkit.prepare import prepare
    from gymkit.workspace import Workspace

    ws = Workspace.of(tmp_path / "ws")
    shutil.copytree(gym_dir, ws.snapshot)
    (ws.snapshot / "README.md").unlink()
    (ws.snapshot / ".gymkit-source").write_text(
        json.dumps({"source": "generate", "seed": 0, "objects": 50})
    )
    assert prepare(source="generate", seed=0, objects=50, workspace=ws).startswith("loaded:")
    assert card_configs(ws.snapshot) == card_configs(gym_dir)


def test_an_imported_environment_is_a_dataset_repository_too(tmp_path):
    """`gymkit env import` ends in the same dataset card: load_dataset reads its configs."""
    import datasets

    from gymkit.sources.imports import import_environment
    from tests.sources.import_helpers import write_user_files

    schema, objects = write_user_files(tmp_path / "user")
    out = tmp_path / "snap"
    import_environment("tool-library", schema, objects, out, echo=lambda _: None)
    assert (out / "README.md").is_file()
    names = datasets.get_dataset_config_names(str(out))
    assert "environments" in names and "tool-library_Tools" in names
    tools = datasets.load_dataset(str(out), "tool-library_Tools", split="test")
    assert tools.num_rows == 6 and "toolNotes" in tools.column_names
