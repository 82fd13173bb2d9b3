"""The workspace is found one way everywhere (gymkit.workspace): $GYMKIT_DATA, else the project
root's data/ from any folder inside the project, else ./data; the CLI, the facade and the LLM
cache agree, and a missing gym names the folder and the fix."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.workspace import Workspace, find_workspace, project_root
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

GYMKIT = Path(sys.executable).with_name("gymkit")
ROOT = Path(__file__).resolve().parents[1]


def make_project(root: Path, name: str = "gymkit") -> Path:
    (root / "notebooks" / "deep").mkdir(parents=True)
    (root / "pyproject.toml").write_text(
        f'[build-system]\nrequires = []\n\n[project]\nname = "{name}"\nversion = "0"\n',
        encoding="utf-8",
    )
    return root


@pytest.fixture(autouse=True)
def no_env(monkeypatch):
    monkeypatch.delenv("GYMKIT_DATA", raising=False)


def test_from_any_folder_of_the_project_the_root_data_folder(tmp_path, monkeypatch):
    root = make_project(tmp_path / "proj")
    for where in (root, root / "notebooks", root / "notebooks" / "deep"):
        monkeypatch.chdir(where)
        assert find_workspace().root == root.resolve() / "data"
        assert Workspace.of(None).root == root.resolve() / "data"


def test_gymkit_data_wins_and_an_explicit_folder_wins_over_both(tmp_path, monkeypatch):
    root = make_project(tmp_path / "proj")
    monkeypatch.chdir(root / "notebooks")
    monkeypatch.setenv("GYMKIT_DATA", str(tmp_path / "elsewhere"))
    assert Workspace.of(None).root == tmp_path / "elsewhere"
    assert Workspace.of(tmp_path / "mine").root == tmp_path / "mine"


def test_another_project_is_found_by_git_and_none_means_the_current_folder(tmp_path, monkeypatch):
    other = make_project(tmp_path / "other", name="not-gymkit")
    (other / ".git").mkdir()
    monkeypatch.chdir(other / "notebooks")
    assert project_root() == other.resolve()
    bare = tmp_path / "bare"
    bare.mkdir()
    monkeypatch.chdir(bare)
    if project_root() is None:  # unless the temp folder itself sits in a repository
        assert find_workspace().root == Path("data")


def test_the_gymkit_pyproject_beats_a_nearer_git_folder(tmp_path, monkeypatch):
    root = make_project(tmp_path / "proj")
    (root / "notebooks" / ".git").mkdir()  # e.g. a nested checkout of something else
    monkeypatch.chdir(root / "notebooks" / "deep")
    assert project_root() == root.resolve()


def test_no_gym_names_the_folder_it_looked_in_and_the_command(tmp_path, monkeypatch):
    root = make_project(tmp_path / "proj")
    monkeypatch.chdir(root / "notebooks")
    with pytest.raises(GymError) as err:
        open_gym()
    msg = str(err.value)
    assert f"no gym in {root.resolve() / 'data'}" in msg
    assert f"project root {root.resolve()}" in msg and "run `gymkit data`" in msg
    with pytest.raises(GymError, match=r"gymkit data --out .*given"):
        open_gym(tmp_path / "given")


def test_the_llm_cache_lives_in_the_same_workspace(tmp_path, monkeypatch):
    from gymkit.agents.openai import default_cache_dir

    root = make_project(tmp_path / "proj")
    monkeypatch.chdir(root / "notebooks")
    assert default_cache_dir(None) == root.resolve() / "data" / "cache" / "llm"


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    root = make_project(tmp_path_factory.mktemp("ws") / "proj")
    snap = write_tiny_snapshot(root / "snap")
    prepare(source=str(snap), workspace=root / "data", progress=False)
    return root


def test_the_cli_run_from_a_subfolder_uses_the_root_workspace(project):
    env = {"PATH": str(GYMKIT.parent), "PYTHONPATH": str(ROOT), "HOME": str(project)}
    call = {"collection_name": "Gadgets", "text_property_aggregations": []}
    proc = subprocess.run(
        [str(GYMKIT), "execute", "--env", ENV_ID],
        cwd=project / "notebooks" / "deep",
        env=env,
        input=json.dumps(call),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)  # the tiny gym's Gadgets, found from two folders down
    proc = subprocess.run(
        [str(GYMKIT), "run", "--agent", "oracle", "--json"],
        cwd=project / "notebooks",
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert (project / "data" / "runs.duckdb").is_file()
    assert not (project / "notebooks" / "data").exists()
