"""Time `gymkit data --source hub` against a hub on 127.0.0.1 and print a table.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_hub.py [--objects 1000] [--repeat 3]

A generated gym (all five environments, --objects per collection) is served by the tests' fake
hub (tests/sources/fake_hub.py). Each repeat uses a fresh workspace:
1. cold: the hub cache is empty (download, checksums, card check, validation, DuckDB load);
2. warm: the same revision again into a new workspace sharing the cache (no file is fetched);
3. again: the same revision into the same workspace (nothing to load: "unchanged").
Also the configs through Hugging Face `datasets`: `gym.dataset("ask_mode")`, first and cached.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
os.environ.setdefault("HF_DATASETS_DISABLE_PROGRESS_BARS", "1")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--objects", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    from gymkit.generate.writer import generate_snapshot
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from tests.sources.fake_hub import FakeHub

    root = Path(tempfile.mkdtemp(prefix="bench-hub-"))
    try:
        gym_dir = generate_snapshot(root / "gym", objects=args.objects, progress=False)
        size = sum(p.stat().st_size for p in gym_dir.rglob("*") if p.is_file())
        rows: dict[str, list[float]] = {"cold": [], "warm": [], "again": [], "ds1": [], "ds2": []}
        gets: dict[str, int] = {}
        with FakeHub() as hub:
            hub.add_revision(gym_dir)
            os.environ["HF_ENDPOINT"] = hub.url
            for i in range(args.repeat):
                ws, ws2 = root / f"ws{i}", root / f"ws{i}b"
                for key, target in (("cold", ws), ("warm", ws2), ("again", ws2)):
                    if key == "warm":  # a new workspace with the first one's hub cache
                        shutil.copytree(ws / "cache" / "hub", ws2 / "cache" / "hub")
                    n = len(hub.file_downloads())
                    t0 = time.perf_counter()
                    out = prepare(source="hub", workspace=target, progress=False)
                    rows[key].append(time.perf_counter() - t0)
                    gets[key] = len(hub.file_downloads()) - n
                    assert out.split(":")[0] in ("loaded", "unchanged"), out
                with open_gym(ws) as gym:
                    for key in ("ds1", "ds2"):
                        t0 = time.perf_counter()
                        gym.dataset("ask_mode")
                        rows[key].append(time.perf_counter() - t0)
        print(
            f"gym: {args.objects} objects per collection, {size / 1e6:.1f} MB in "
            f"{len(hub.commits[hub.refs['main']].files) - 1} files; {args.repeat} repeats"
        )
        print(f"{'step':<44} {'median s':>9} {'min s':>7} {'file GETs':>9}")
        names = {
            "cold": "hub download + verify + load (empty cache)",
            "warm": "same revision, new workspace (cache)",
            "again": "same revision, same workspace",
            "ds1": "gym.dataset('ask_mode'), first",
            "ds2": "gym.dataset('ask_mode'), cached",
        }
        for key, label in names.items():
            v = rows[key]
            print(f"{label:<44} {statistics.median(v):>9.2f} {min(v):>7.2f} {gets.get(key, 0):>9}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
