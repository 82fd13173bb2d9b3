"""What the terse-environment builders of the blind readings (build_terse_env_v5 ... ) share:
the schema as Weaviate's REST API returns it, JSON values, the CSV writer and the command line.
Each builder keeps its own data, its Parquet types and its `build`; the readers ran the copies
in /work/blind42vN, whose output these builders reproduce byte for byte."""

from __future__ import annotations

import argparse
import csv
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path

SchemaRows = list[tuple[str, str | None, list[tuple[str, str, str | None]]]]


def weaviate_schema(schema: SchemaRows, prose: str) -> dict:
    """The schema as Weaviate's REST API returns it (`GET /v1/schema`): terse or no descriptions."""
    classes = []
    for name, description, props in schema:
        properties = []
        for prop_name, data_type, prop_description in props:
            data_type = "text" if data_type == prose else data_type
            prop: dict = {"name": prop_name, "dataType": [data_type]}
            if prop_description is not None:
                prop["description"] = prop_description
            if data_type in ("text", "text[]"):
                prop["tokenization"] = "word"
            properties.append(prop)
        cls: dict = {"class": name, "vectorizer": "none", "properties": properties}
        if description is not None:
            cls["description"] = description
        classes.append(cls)
    return {"classes": classes}


def json_value(v):
    if isinstance(v, date):
        return v.isoformat()
    if isinstance(v, list):
        return [json_value(x) for x in v]
    return v


def write_csv(path: Path, rows: list[dict], ensure_ascii: bool = True) -> None:
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(list(rows[0]))
        for r in rows:
            cells = []
            for v in r.values():
                if v is None:
                    cells.append("")
                elif isinstance(v, bool):
                    cells.append("true" if v else "false")
                elif isinstance(v, list):
                    cells.append(json.dumps(json_value(v), ensure_ascii=ensure_ascii))
                elif isinstance(v, date):
                    cells.append(v.isoformat())
                else:
                    cells.append(v)
            w.writerow(cells)


def main(doc: str, build: Callable[[Path], Path]) -> None:
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("out", type=Path)
    args = ap.parse_args()
    print(build(args.out))
