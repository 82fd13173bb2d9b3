"""The hub download for real: `huggingface_hub.snapshot_download` against a hub on 127.0.0.1.

Each test serves a generated gym (and sometimes broken revisions of it) from `FakeHub`, points
HF_ENDPOINT at it and runs the same code path as `gymkit data --source hub`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gymkit.errors import GymError
from gymkit.gym import open_gym
from gymkit.layout import card_configs
from gymkit.prepare import prepare
from gymkit.sources.folder import open_snapshot
from gymkit.store import stored_meta
from gymkit.workspace import Workspace
from tests.sources.fake_hub import FakeHub, generated_gym
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

REPO = "weaviate/QueryAgentGym"


@pytest.fixture(scope="module")
def gym_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return generated_gym(tmp_path_factory.getbasetemp())


@pytest.fixture
def hub(gym_dir: Path, monkeypatch: pytest.MonkeyPatch):
    with FakeHub() as h:
        h.add_revision(gym_dir, refs=("main",))
        monkeypatch.setenv("HF_ENDPOINT", h.url)
        monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
        yield h


def state(ws: Path) -> tuple[str, dict, list[str]]:
    """What must survive a failed download: the snapshot's fingerprint, the stored gym, the files."""
    w = Workspace.of(ws)
    meta = stored_meta(w.gym_db)
    meta.pop("loaded_at", None)
    files = sorted(
        p.relative_to(w.snapshot).as_posix() for p in w.snapshot.rglob("*") if p.is_file()
    )
    return open_snapshot(w.snapshot).fingerprint(), meta, files


@pytest.fixture
def tiny_ws(tmp_path: Path) -> Path:
    """A workspace that already holds a gym (the tiny snapshot), to be kept when a download fails."""
    ws = tmp_path / "ws"
    snap = write_tiny_snapshot(tmp_path / "tiny")
    Workspace.of(ws).root.mkdir(parents=True)
    shutil.copytree(snap, Workspace.of(ws).snapshot)
    prepare(source=str(Workspace.of(ws).snapshot), workspace=ws)
    return ws


def test_download_loads_the_gym_then_reads_the_cache(hub: FakeHub, gym_dir: Path, tmp_path: Path):
    ws = tmp_path / "ws"
    sha = hub.refs["main"]
    t0 = time.perf_counter()
    first = prepare(source="hub", workspace=ws)
    took = time.perf_counter() - t0
    assert first == f"loaded: hub:{REPO}@{sha} -> {Workspace.of(ws).gym_db}"
    fetched = hub.file_downloads()
    served = [p for p in hub.commits[sha].files if p != ".gitattributes"]
    assert sorted(p.split(f"/resolve/{sha}/")[1] for p in fetched) == sorted(served)
    with open_gym(ws) as gym:
        assert len(gym.environments) == 5 and len(gym.queries("ask_mode")) == 250
    assert (
        open_snapshot(Workspace.of(ws).snapshot).fingerprint()
        == open_snapshot(gym_dir).fingerprint()
    )
    assert card_configs(Workspace.of(ws).snapshot) == card_configs(gym_dir)

    again = prepare(source="hub", workspace=ws)
    assert again.startswith(f"unchanged: hub:{REPO}@{sha}")
    assert hub.file_downloads() == fetched  # the second download read every file from the cache
    print(f"\nfirst download {took:.2f}s, {len(fetched)} files")


def test_revision_is_honoured(hub: FakeHub, tmp_path: Path):
    tiny = hub.add_revision(write_tiny_snapshot(tmp_path / "tiny"), refs=("v-tiny",))
    ws = tmp_path / "ws"
    out = prepare(source="hub", workspace=ws, revision="v-tiny")
    assert out.startswith(f"loaded: hub:{REPO}@{tiny}")
    with open_gym(ws) as gym:
        assert list(gym.environments) == [ENV_ID]
    # the download had no card: it got one
    assert "ask_mode" in card_configs(Workspace.of(ws).snapshot)
    # main, by its commit sha: no repo-info call is needed to resolve it
    n = len(hub.requests)
    out = prepare(source="hub", workspace=ws, revision=hub.refs["main"], replace=True)
    assert out.startswith(f"replaced: hub:{REPO}@{hub.refs['main']}")
    assert not any("/revision/" in p for _, p in hub.requests[n:])
    with open_gym(ws) as gym:
        assert len(gym.environments) == 5


def test_unknown_revision_is_one_line_and_keeps_the_gym(hub: FakeHub, tiny_ws: Path):
    before = state(tiny_ws)
    with pytest.raises(GymError) as e:
        prepare(source="hub", workspace=tiny_ws, revision="no-such-branch", replace=True)
    assert "\n" not in str(e.value)
    assert "no-such-branch" in str(e.value) and "--revision" in str(e.value)
    assert state(tiny_ws) == before


def test_dropped_connection_is_one_line_and_keeps_the_gym(hub: FakeHub, tiny_ws: Path):
    hub.drop["public-transit/objects/TransitRoutes.parquet"] = "always"
    before = state(tiny_ws)
    with pytest.raises(GymError) as e:
        prepare(source="hub", workspace=tiny_ws, replace=True)
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith(f"downloading {REPO}@main from {hub.url} failed")
    assert state(tiny_ws) == before
    assert not Workspace.of(tiny_ws).root.joinpath("snapshot.download").exists()


def test_a_connection_dropped_once_resumes(hub: FakeHub, tmp_path: Path):
    path = "public-transit/objects/TransitRoutes.parquet"
    hub.drop[path] = "once"
    assert prepare(source="hub", workspace=tmp_path / "ws").startswith("loaded:")
    assert sum(p.endswith(path) for p in hub.file_downloads()) == 2  # cut, then resumed


def test_corrupt_file_is_one_line_keeps_the_gym_and_is_fetched_again(hub: FakeHub, tiny_ws: Path):
    path = "surf-schools/objects/SurfBeaches.parquet"
    hub.corrupt.add(path)
    before = state(tiny_ws)
    with pytest.raises(GymError) as e:
        prepare(source="hub", workspace=tiny_ws, replace=True)
    msg = str(e.value)
    assert "\n" not in msg and path in msg and "checksum" in msg
    assert state(tiny_ws) == before
    hub.corrupt.clear()
    assert prepare(source="hub", workspace=tiny_ws, replace=True).startswith("replaced:")
    assert sum(p.endswith(path) for p in hub.file_downloads()) == 2  # not served from the cache


def test_missing_config_is_one_line_and_keeps_the_gym(hub: FakeHub, gym_dir: Path, tiny_ws: Path):
    hub.add_revision(gym_dir, refs=("no-edge",), skip=("*/edge_case_1.parquet",))
    before = state(tiny_ws)
    with pytest.raises(GymError) as e:
        prepare(source="hub", workspace=tiny_ws, revision="no-edge", replace=True)
    msg = str(e.value)
    assert "\n" not in msg and "config edge_case_1 has no" in msg and "--revision" in msg
    assert state(tiny_ws) == before


def test_a_load_that_refuses_puts_the_previous_snapshot_back(hub: FakeHub, tiny_ws: Path):
    """Without --replace, a workspace holding another gym keeps it: the downloaded snapshot
    was already in place when DuckDB refused it, and is swapped back out."""
    before = state(tiny_ws)
    with pytest.raises(GymError, match="--replace"):
        prepare(source="hub", workspace=tiny_ws)
    assert state(tiny_ws) == before
    leftovers = {p.name for p in tiny_ws.iterdir()} - {"snapshot", "gym.duckdb", "cache"}
    assert leftovers == set()
    assert hub.file_downloads()  # it did download; the cache keeps it for the --replace rerun
    n = len(hub.file_downloads())
    assert prepare(source="hub", workspace=tiny_ws, replace=True).startswith("replaced:")
    assert len(hub.file_downloads()) == n


def test_a_card_without_a_promised_config_is_refused(hub: FakeHub, gym_dir: Path, tmp_path: Path):
    """The download's own README.md drops the query_sets config although the file is there."""
    bad = tmp_path / "bad"
    shutil.copytree(gym_dir, bad)
    readme = bad / "README.md"
    text = readme.read_text()
    start = text.index("- config_name: query_sets")
    end = text.index("- config_name:", start + 1)
    readme.write_text(text[:start] + text[end:])
    hub.add_revision(bad, refs=("no-index",))
    with pytest.raises(GymError, match="config query_sets is not in README.md"):
        prepare(source="hub", workspace=tmp_path / "ws", revision="no-index")


def test_a_download_that_is_not_a_snapshot_is_one_line(hub: FakeHub, tmp_path: Path):
    snap = write_tiny_snapshot(tmp_path / "tiny")
    (snap / ENV_ID / "objects" / "Repairs.parquet").write_bytes(b"not parquet")
    hub.add_revision(snap, refs=("junk",))
    with pytest.raises(GymError) as e:
        prepare(source="hub", workspace=tmp_path / "ws", revision="junk")
    assert "\n" not in str(e.value) and "Repairs.parquet" in str(e.value)
    assert not Workspace.of(tmp_path / "ws").gym_db.exists()


def test_revision_only_for_the_hub(tmp_path: Path):
    with pytest.raises(GymError, match="only --source hub"):
        prepare(source=str(tmp_path), workspace=tmp_path / "ws", revision="main")


# -- the README's hub line, from a shell -----------------------------------------------------


def gymkit(*args: str, endpoint: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HF_ENDPOINT": endpoint}
    env.pop("HF_HUB_OFFLINE", None)
    return subprocess.run(
        [sys.executable, "-m", "gymkit.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )


def test_cli_data_source_hub_end_to_end(hub: FakeHub, tmp_path: Path):
    ws = str(tmp_path / "ws")
    sha = hub.refs["main"]
    done = gymkit("data", "--source", "hub", "--out", ws, endpoint=hub.url)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith(f"loaded: hub:{REPO}@{sha} -> ")
    fetched = len(hub.file_downloads())
    again = gymkit("data", "--source", "hub", "--out", ws, endpoint=hub.url)
    assert again.stdout.startswith(f"unchanged: hub:{REPO}@{sha}")
    assert len(hub.file_downloads()) == fetched

    hub.add_revision(gym_dir_without(hub, tmp_path), refs=("no-search",))
    bad = gymkit(
        "data", "--source", "hub", "--revision", "no-search", "--out", ws, endpoint=hub.url
    )
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    lines = [x for x in bad.stderr.splitlines() if x.startswith("gymkit:")]
    assert len(lines) == 1 and "config search_mode has no" in lines[0]
    with open_gym(ws) as gym:  # the gym from main is still there
        assert gym.meta["source"] == f"hub:{REPO}@{sha}"


def gym_dir_without(hub: FakeHub, tmp_path: Path) -> Path:
    """The main revision's files minus the search_mode queries, written out as a folder."""
    folder = tmp_path / "no-search"
    for rel, data in hub.commits[hub.refs["main"]].files.items():
        if rel.endswith("search_mode_queries.parquet") or rel.startswith("."):
            continue
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(data)
    return folder


# -- a bounded download (issue 24, item 4) ----------------------------------------------------

BIG_FILE = "public-transit/objects/TransitRoutes.parquet"


@pytest.mark.parametrize("mode", ["announced", "unannounced"])
def test_a_file_past_its_listed_size_stops_the_download_in_seconds(
    hub: FakeHub, tiny_ws: Path, mode: str
):
    """A file listed at a few KB answered with zeros, under `Content-Length: 50 GiB` or no
    length at all: the CLI stops in one line, no partial file stays, the gym one had stays."""
    hub.oversize[BIG_FILE] = mode
    listed = hub.commits[hub.refs["main"]].entry(BIG_FILE)["size"]
    before = state(tiny_ws)
    t0 = time.monotonic()
    done = gymkit("data", "--source", "hub", "--replace", "--out", str(tiny_ws), endpoint=hub.url)
    took = time.monotonic() - t0
    print(f"\n{mode}: stopped after {took:.1f} s (process start included), "
          f"{hub.zeros_sent:,} bytes of zeros sent")  # fmt: skip
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]
    lines = [x for x in done.stderr.splitlines() if x.startswith("gymkit:")]
    assert len(lines) == 1 and BIG_FILE in lines[0], done.stderr[-2000:]
    assert f"{listed:,} bytes" in lines[0] and "the gym you had is unchanged" in lines[0]
    assert took < 60  # unbounded: 5 GB in 200 s and still going
    ws = Workspace.of(tiny_ws)
    assert not list(ws.cache.rglob("*.incomplete")) and not (ws.root / "snapshot.download").exists()
    written = sum(p.stat().st_size for p in ws.cache.rglob("*") if p.is_file())
    assert written < 50 * 2**20  # what the other files hold; none of the zeros
    assert state(tiny_ws) == before


def test_the_total_cap_refuses_a_listing_before_any_file_is_fetched(
    hub: FakeHub, tiny_ws: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("GYMKIT_HUB_MAX_BYTES", "1000")
    before = state(tiny_ws)
    with pytest.raises(
        GymError, match=r"more than the 1,000 bytes allowed \(GYMKIT_HUB_MAX_BYTES\)"
    ):
        prepare(source="hub", workspace=tiny_ws, replace=True)
    assert hub.file_downloads() == [] and state(tiny_ws) == before
