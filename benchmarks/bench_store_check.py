"""Time the run store's checks on open (`gymkit.dbfile`): the storage-metadata walk that finds a
cut-short file (`truncation`) and the full read that finds a block failing its checksum
(`unreadable`), on stores of growing size.

    .venv/bin/python benchmarks/bench_store_check.py [--sizes 530,5300,53000]

Each store holds N predictions rows with traces of about 1 KB (530: one run of every query set;
53,000: a hundred such runs), made with DuckDB directly, in a temporary folder.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import duckdb

from gymkit.dbfile import truncation, unreadable


def make_store(path: Path, rows: int) -> None:
    with duckdb.connect(str(path)) as con:
        con.execute(
            "CREATE TABLE predictions AS SELECT 'run' || (i // 530) AS run, 'ask_mode' AS set, "
            "'q-' || i AS query_id, (SELECT string_agg(md5(i::VARCHAR || x::VARCHAR), ' ') "
            "FROM range(30) t(x)) AS trace FROM range(?) r(i)",
            [rows],
        )
        con.execute("CHECKPOINT")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="530,5300,53000")
    sizes = [int(s) for s in ap.parse_args().sizes.split(",")]
    print(f"{'rows':>8} {'MB':>7} {'truncation ms':>14} {'unreadable ms':>14}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            path = Path(tmp) / f"runs-{n}.duckdb"
            make_store(path, n)
            with duckdb.connect(str(path), read_only=True) as con:
                t0 = time.perf_counter()
                assert truncation(con, path) is None
                t1 = time.perf_counter()
                assert unreadable(con) is None
                t2 = time.perf_counter()
            mb = path.stat().st_size / 1e6
            print(f"{n:>8} {mb:>7.1f} {(t1 - t0) * 1e3:>14.1f} {(t2 - t1) * 1e3:>14.1f}")


if __name__ == "__main__":
    main()
