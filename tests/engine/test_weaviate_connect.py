"""Connecting: WEAVIATE_URL / WEAVIATE_API_KEY, and one fast line when Weaviate is not there."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gymkit.engine.weaviate_connect import WeaviateUnavailable, connect, is_cloud
from gymkit.errors import GymError
from gymkit.prepare import prepare
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

GYMKIT = [sys.executable, "-m", "gymkit.cli"]


def closed_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def test_unreachable_url_is_one_fast_line() -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    t0 = time.monotonic()
    with pytest.raises(GymError) as e:
        connect(url, grpc_port=closed_port())
    assert time.monotonic() - t0 < 10
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith(f"cannot reach Weaviate at {url}")
    assert "docker run" in msg and "WEAVIATE_URL" in msg


def test_missing_url_says_how_to_set_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WEAVIATE_URL", raising=False)
    with pytest.raises(WeaviateUnavailable) as e:
        connect()
    assert "WEAVIATE_URL is not set" in str(e.value)


def test_cloud_url_needs_an_api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WEAVIATE_API_KEY", raising=False)
    with pytest.raises(WeaviateUnavailable) as e:
        connect("https://abc123.c0.europe-west3.gcp.weaviate.cloud")
    assert "WEAVIATE_API_KEY" in str(e.value)


@pytest.mark.parametrize(
    ("url", "cloud"),
    [
        ("https://abc.c0.europe-west3.gcp.weaviate.cloud", True),
        ("abc.weaviate.network", True),
        ("http://localhost:8080", False),
        ("http://weaviate.cloud.example.com:8080", False),
    ],
)
def test_is_cloud(url: str, cloud: bool) -> None:
    assert is_cloud(url) is cloud


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("wvcli")
    snap = write_tiny_snapshot(root / "snap")
    prepare(source=str(snap), workspace=root / "ws", progress=False)
    return root / "ws"


def run(*args: str, stdin: str = "", env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*GYMKIT, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def test_cli_populate_and_execute_without_weaviate_fail_with_one_line(workspace: Path) -> None:
    env = {
        "WEAVIATE_URL": f"http://127.0.0.1:{closed_port()}",
        "WEAVIATE_GRPC_PORT": str(closed_port()),
    }
    pop = run("weaviate", "populate", "-w", str(workspace), env=env)
    assert pop.returncode == 1
    assert "Traceback" not in pop.stderr
    assert pop.stderr.strip().startswith("gymkit: cannot reach Weaviate at")
    assert len(pop.stderr.strip().splitlines()) == 1
    call = json.dumps({"collection_name": "Gadgets"})
    ex = run(
        "execute",
        "--env",
        ENV_ID,
        "--engine",
        "weaviate",
        "-w",
        str(workspace),
        stdin=call,
        env=env,
    )
    assert ex.returncode == 1, ex.stdout
    assert ex.stderr.strip().startswith("gymkit: cannot reach Weaviate at")
    assert len(ex.stderr.strip().splitlines()) == 1


def test_cli_query_agent_without_weaviate_cloud_is_one_line(workspace: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("WEAVIATE_URL", "WEAVIATE_API_KEY")}
    line = json.dumps({"query_id": "q1", "command": "How many gadgets?"})
    out = subprocess.run(
        [*GYMKIT, "plan", "--env", ENV_ID, "--agent", "weaviate-query-agent", "-w", str(workspace)],
        input=line,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    assert out.stderr.strip().startswith(
        "gymkit: weaviate-query-agent needs a Weaviate Cloud cluster"
    )
    assert len(out.stderr.strip().splitlines()) == 1
