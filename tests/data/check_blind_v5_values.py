"""Check that blind set v5's values hold in two gyms of different sizes.

    .venv/bin/python tests/data/check_blind_v5_values.py WS1 WS2 [--file PATH]

WS1 and WS2 are gymkit workspaces (folders holding a `gym.duckdb`), e.g. the same seed at 1,000
and at 100,000 objects per collection. Blind set v5 measures whether an agent plans the same at
both sizes, so every exact value of a ground truth must exist in both gyms:

- every text `=` value, number `=` value and date `=` value is held by some record;
- every array value (CONTAINS_ANY / CONTAINS_ALL, text, number, date or boolean) is an item of
  some record's array;
- every LIKE pattern matches some values of its property and not all of them;
- every range bound (`<`, `>`, `<=`, `>=`) lies between the property's minimum and maximum.

Leaves of a `filter_tree` are checked like flat filters. Prints each problem and exits 1, or
prints OK. Read-only: both databases are opened with `read_only=True`. This cannot run in CI
(the gyms are built locally); tests/agents/test_blind_v5.py holds the checks that can.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import duckdb

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gymkit.call import LikePattern  # noqa: E402

DEFAULT_FILE = Path(__file__).resolve().parent / "blind_v5_commands.jsonl"


def conditions(raw: dict) -> Iterator[tuple[str, str, object]]:
    """(property, operator, value or values) of every filter of a sub-query, tree leaves included."""
    for key, items in raw.items():
        if key.endswith("_filters"):
            for f in items:
                yield f["property_name"], f["operator"], f.get("values", f.get("value"))
    stack = [raw["filter_tree"]] if "filter_tree" in raw else []
    while stack:
        for node in stack.pop()["filters"]:
            if "filters" in node:
                stack.append(node)
            else:
                value = node.get("values") if node.get("values") is not None else node.get("value")
                yield node["property_name"], node["operator"], value


def check_gym(rows: list[dict], workspace: Path) -> list[str]:
    """Every problem of the rows' values in one gym, as readable lines."""
    db = duckdb.connect(str(workspace / "gym.duckdb"), read_only=True)
    problems: list[str] = []
    try:
        for r in rows:
            schema = r["environment"].replace("-", "_")
            for raw in r["ground_truth"]:
                table = f'{schema}."{raw["collection_name"]}"'
                for prop, op, value in conditions(raw):
                    where = f"{workspace}: {r['query_id']} {raw['collection_name']}.{prop} {op}"
                    try:
                        problems += _check(db, table, prop, op, value, where)
                    except duckdb.Error as e:
                        problems.append(f"{where} {value!r}: {type(e).__name__}: {e}")
    finally:
        db.close()
    return problems


def _check(db, table: str, prop: str, op: str, value: object, where: str) -> list[str]:
    """The problems of one condition in one gym (none, or one line per bad value)."""
    col = f'"{prop}"'
    problems: list[str] = []
    if op in ("CONTAINS_ANY", "CONTAINS_ALL"):
        for v in value:
            sql = f"SELECT count(*) FROM {table} WHERE list_contains({col}, ?)"
            if not db.execute(sql, [v]).fetchone()[0]:
                problems.append(f"{where} {v!r}: no record holds it")
    elif op == "LIKE":
        sql = f"SELECT count(*) FILTER (WHERE {col} LIKE ? ESCAPE '\\'), count(*) FROM {table}"
        hits, total = db.execute(sql, [LikePattern(value).to_sql()]).fetchone()
        if not 0 < hits < total:
            problems.append(f"{where} {value!r}: matches {hits} of {total}")
    elif op in ("=", "!="):
        sql = f"SELECT count(*) FROM {table} WHERE {col} = ?"
        if not db.execute(sql, [value]).fetchone()[0]:
            problems.append(f"{where} {value!r}: no record holds it")
    else:
        sql = f"SELECT min({col}), max({col}) FROM {table}"
        low, high = db.execute(sql).fetchone()
        low, high = str(low), str(high)
        if isinstance(value, str):
            inside = low <= value <= high  # ISO dates order as text
        else:
            inside = float(low) <= value <= float(high)
        if not inside:
            problems.append(f"{where} {value!r}: outside {low} .. {high}")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("workspaces", nargs=2, type=Path, metavar="WS")
    ap.add_argument("--file", type=Path, default=DEFAULT_FILE)
    args = ap.parse_args(argv)
    lines = args.file.read_text(encoding="utf-8").splitlines()
    rows = [json.loads(x) for x in lines if x.strip()]
    problems: list[str] = []
    for ws in args.workspaces:
        if not (ws / "gym.duckdb").is_file():
            print(f"{ws}: no gym.duckdb", file=sys.stderr)
            return 2
        problems += check_gym(rows, ws)
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s)")
        return 1
    n = sum(len(r["ground_truth"]) for r in rows)
    print(f"OK: {len(rows)} rows, {n} sub-queries, values hold in both gyms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
