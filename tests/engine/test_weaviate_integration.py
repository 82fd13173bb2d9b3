"""On a real Weaviate (WEAVIATE_URL): populate the generated gym, then every ground truth of every
environment must give the same result on Weaviate as on DuckDB (searches aside).

Run: WEAVIATE_URL=http://localhost:8080 .venv/bin/pytest -m integration tests/engine/test_weaviate_integration.py
The gym is the workspace's ($GYMKIT_DATA or data/) when it has one, else a generated one
(GYMKIT_WEAVIATE_TEST_OBJECTS objects per collection, default 200). Collections get a prefix of
their own and are deleted afterwards.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import pytest

pytestmark = [
    pytest.mark.integration,
    pytest.mark.slow,
    pytest.mark.skipif(not os.environ.get("WEAVIATE_URL"), reason="WEAVIATE_URL is not set"),
]

SETS = ("ask_mode", "search_mode")


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory):
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from gymkit.workspace import Workspace

    ws = Workspace.of(None)
    if not ws.gym_db.is_file():
        root: Path = tmp_path_factory.mktemp("wvgym")
        objects = int(os.environ.get("GYMKIT_WEAVIATE_TEST_OBJECTS", "200"))
        prepare(source="generate", objects=objects, workspace=root, progress=False)
        ws = Workspace.of(root)
    g = open_gym(ws)
    yield g
    g.close()


@pytest.fixture(scope="module")
def client():
    from gymkit.engine.weaviate_connect import connect

    c = connect()
    yield c
    c.close()


@pytest.fixture(scope="module")
def prefix(client, gym):
    from gymkit.engine.weaviate_schema import collection_name

    p = f"GymkitTest{os.getpid()}"
    yield p
    for env in gym.environments.values():
        for coll in env.collections:
            name = collection_name(p, env.id, coll.name)
            if client.collections.exists(name):
                client.collections.delete(name)


@pytest.fixture(scope="module")
def populated(client, gym, prefix):
    from gymkit.engine.weaviate_populate import populate

    report = populate(client, gym, prefix=prefix, progress=False)
    assert report.failed == []
    return report


def test_populate_is_idempotent_and_refuses_another_snapshot(
    client, gym, prefix, populated
) -> None:
    from gymkit.engine.weaviate_populate import populate
    from gymkit.engine.weaviate_schema import collection_name, tagged_description
    from gymkit.errors import GymError

    assert {c.action for c in populated.collections} == {"create"}
    again = populate(client, gym, prefix=prefix, progress=False)
    assert {c.action for c in again.collections} == {"skip"}
    env = next(iter(gym.environments.values()))
    name = collection_name(prefix, env.id, env.collections[0].name)
    handle = client.collections.use(name)
    handle.config.update(description=tagged_description("changed", "0" * 64))
    with pytest.raises(GymError, match="--replace"):
        populate(client, gym, prefix=prefix, environments=[env.id], progress=False)
    redo = populate(client, gym, prefix=prefix, environments=[env.id], replace=True, progress=False)
    assert [c.action for c in redo.collections][0] == "replace"


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return (
            a is not None
            and b is not None
            and math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-9)
        )
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def test_every_ground_truth_agrees_with_duckdb(gym, prefix, populated, client) -> None:
    from gymkit.engine.weaviate import WeaviateEngine

    engine = WeaviateEngine(gym, prefix=prefix, client=client)
    differences, checked = [], 0
    for env_id in gym.environments:
        for set_name in SETS:
            for row in gym.queries(set_name, env_id):
                for i, call in enumerate(row["ground_truth"]):
                    if call.get("search_query"):
                        continue
                    want = gym.execute(env_id, call)
                    got = engine.execute(env_id, call)
                    checked += 1
                    if (
                        got.kind != want.kind
                        or not _same(got.value, want.value)
                        or not _same(got.ties, want.ties)
                    ):
                        differences.append(
                            f"{row['query_id']}[{i}] {call}: weaviate {got.value!r} ties {got.ties!r} != duckdb {want.value!r} ties {want.ties!r}"
                        )
    assert checked > 0
    assert not differences, f"{len(differences)} of {checked} differ:\n" + "\n".join(
        differences[:50]
    )
