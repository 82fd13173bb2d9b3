"""Time `gymkit env import` and measure its role inference against the generated gym's truth.

Usage: .venv/bin/python benchmarks/bench_import.py [--objects N] [--format jsonl|csv|parquet]

The generator writes the five environments (N objects per collection). Each is then given to
the importer as a user would: the schema as Weaviate's REST API would return it (data types
only: text, int, number, ..., no roles) and the objects without their uuid column, in one
format. The table shows the import time and how many properties get the gym's true type, the
true identifier and the true reference target (the card's schema is the truth).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import pyarrow.parquet as pq

from gymkit.engine.weaviate_schema import DATA_TYPES
from gymkit.generate.writer import generate_snapshot
from gymkit.schema import read_schema
from gymkit.sources.imports import import_environment


def user_files(env, src: Path, dest: Path, fmt: str) -> tuple[Path, Path]:
    classes = [
        {
            "class": c.name,
            "description": c.description,
            "properties": [
                {"name": p.name, "dataType": [DATA_TYPES[p.type][0]], "description": p.description}
                for p in c.properties
            ],
        }
        for c in env.collections
    ]
    dest.mkdir(parents=True)
    (dest / "schema.json").write_text(json.dumps({"classes": classes}))
    objects = dest / "objects"
    objects.mkdir()
    for c in env.collections:
        table = pq.read_table(src / "objects" / f"{c.name}.parquet").drop_columns(["uuid"])
        if fmt == "parquet":
            pq.write_table(table, objects / f"{c.name}.parquet")
        elif fmt == "jsonl":
            with (objects / f"{c.name}.jsonl").open("w") as f:
                for row in table.to_pylist():
                    f.write(json.dumps(row, default=str) + "\n")
        else:
            import csv

            with (objects / f"{c.name}.csv").open("w", newline="") as f:
                w = csv.DictWriter(f, fieldnames=table.column_names)
                w.writeheader()
                for row in table.to_pylist():
                    w.writerow(
                        {k: json.dumps(v) if isinstance(v, list) else v for k, v in row.items()}
                    )
    return dest / "schema.json", objects


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--objects", type=int, default=1000, help="objects per collection")
    parser.add_argument("--format", default="jsonl", choices=("jsonl", "csv", "parquet"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        generate_snapshot(root / "gen", objects=args.objects, progress=False)
        print(
            f"{'environment':<16}{'objects':>9}{'seconds':>9}{'types':>9}{'identifiers':>13}{'references':>12}"
        )
        totals = [0, 0, 0, 0, 0, 0]
        for env_dir in sorted(p.parent for p in (root / "gen").glob("*/schema.json")):
            truth = read_schema(env_dir / "schema.json")
            schema, objects = user_files(truth, env_dir, root / "user" / truth.id, args.format)
            t0 = time.perf_counter()
            result = import_environment(
                truth.id, schema, objects, root / "out", echo=lambda s: None
            )
            seconds = time.perf_counter() - t0
            got = read_schema(result.folder / "schema.json")
            pairs = [
                (p, got.collection(c.name).prop(p.name))
                for c in truth.collections
                for p in c.properties
            ]
            types = sum(a.type == b.type for a, b in pairs)
            ids = sum(a.is_identifier == b.is_identifier for a, b in pairs)
            refs = sum(a.references == b.references for a, b in pairs)
            n = len(pairs)
            print(
                f"{truth.id:<16}{result.objects:>9}{seconds:>9.2f}{f'{types}/{n}':>9}"
                f"{f'{ids}/{n}':>13}{f'{refs}/{n}':>12}"
            )
            for i, v in enumerate((result.objects, seconds, types, ids, refs, n)):
                totals[i] += v
        o, s, t, i, r, n = totals
        print(f"{'all':<16}{o:>9}{s:>9.2f}{f'{t}/{n}':>9}{f'{i}/{n}':>13}{f'{r}/{n}':>12}")


if __name__ == "__main__":
    main()
