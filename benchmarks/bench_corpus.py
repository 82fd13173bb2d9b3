"""How long the ranker's training corpus takes to build (issue #41; the generator of issue #42
writes its commands, so each wording round changes it).

    .venv/bin/python benchmarks/bench_corpus.py [--out DIR]

Builds the full corpus (48 invented environments: their snapshots, gym, generated sets and
rows) into DIR (a temporary folder by default) and prints the wall time, the rows and the peak
memory of this process. Run it alone: on a loaded machine the time says more about the load.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gymkit.agents.ranker.train.corpus import build_corpus  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=None, help="corpus folder (default: a temp one)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp) / "corpus"
        t0 = time.perf_counter()
        build_corpus(out, progress=True)
        seconds = time.perf_counter() - t0
        manifest = json.loads((out / "manifest.json").read_text())
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(
            f"corpus: {manifest['environments']} environments, "
            f"{sum(manifest['rows_by_source'].values())} rows in {seconds:.1f} s, "
            f"peak {peak:.0f} MB"
        )


if __name__ == "__main__":
    main()
