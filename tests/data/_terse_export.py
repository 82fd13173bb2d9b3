"""What the terse-environment builders of the blind readings (build_terse_env_v5 ... ) share:
the schema as Weaviate's REST API returns it, JSON values, the CSV, JSON Lines and Parquet
writers, `export` (schema.json and one objects file a collection) and the command line. Each
builder keeps its own data and says which format each collection is written in; the readers ran
the copies in /work/blind42vN, whose output these builders reproduce byte for byte
(tests/generate/test_terse_builders.py)."""

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


def write_csv(
    path: Path, rows: list[dict], ensure_ascii: bool = True, float_format: str | None = None
) -> None:
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
                elif float_format is not None and isinstance(v, float):
                    cells.append(format(v, float_format))
                else:
                    cells.append(v)
            w.writerow(cells)


def write_jsonl(path: Path, rows: list[dict]) -> None:
    lines = "".join(
        json.dumps({k: json_value(v) for k, v in r.items()}, ensure_ascii=False) + "\n"
        for r in rows
    )
    path.write_text(lines, encoding="utf-8")


def write_parquet(path: Path, rows: list[dict], props: list[tuple[str, str, str | None]]) -> None:
    """One column a property, in the schema's order, typed by its data type."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    scalar = {
        "text": pa.string(),
        "int": pa.int64(),
        "number": pa.float64(),
        "date": pa.date32(),
        "boolean": pa.bool_(),
    }

    def arrow_type(data_type: str):
        if data_type.endswith("[]"):
            return pa.list_(scalar[data_type[:-2]])
        return scalar.get(data_type, pa.string())  # the builder's prose marker is text

    table = pa.table(
        {name: pa.array([r[name] for r in rows], type=arrow_type(t)) for name, t, _ in props}
    )
    pq.write_table(table, path)


def export(
    out: Path,
    domain: str,
    schema: SchemaRows,
    prose: str,
    objects: dict[str, list[dict]],
    formats: dict[str, str],
    *,
    csv_ascii: bool = True,
    csv_float: str | None = None,
) -> Path:
    """Write out/<domain>/schema.json and objects/<class>.<format> (csv, jsonl or parquet)."""
    folder = out / domain
    (folder / "objects").mkdir(parents=True, exist_ok=True)
    text = json.dumps(weaviate_schema(schema, prose), indent=2, ensure_ascii=False)
    (folder / "schema.json").write_text(text + "\n", encoding="utf-8")
    props = {name: rows for name, _, rows in schema}
    for name, fmt in formats.items():
        path = folder / "objects" / f"{name}.{fmt}"
        if fmt == "csv":
            write_csv(path, objects[name], ensure_ascii=csv_ascii, float_format=csv_float)
        elif fmt == "jsonl":
            write_jsonl(path, objects[name])
        else:
            write_parquet(path, objects[name], props[name])
    return folder


def main(doc: str, build: Callable[[Path], Path]) -> None:
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("out", type=Path)
    args = ap.parse_args()
    print(build(args.out))
