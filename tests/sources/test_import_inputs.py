"""`gymkit env import` on hostile and wrong input (issue #24, items 6 and 7): one line naming the
file, the place and the problem; nothing refused is stored under another form; a failed import
leaves nothing behind. The real CLI in a subprocess."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tests.cli_helpers import gymkit_cli, one_line_error, tree

PROPS = [
    {"name": "itemName", "dataType": ["text"], "tokenization": "field"},
    {"name": "count", "dataType": ["int"]},
    {"name": "flag", "dataType": ["boolean"]},
]
ROWS = [{"itemName": f"Item {i}", "count": i, "flag": i % 2 == 0} for i in range(4)]


def schema_doc(props: list[dict] | None = None, classes: int = 1) -> dict:
    cls = {"class": "Items", "description": "Things.", "properties": props or PROPS}
    return {"classes": [cls] * classes}


def write_case(root: Path, schema: dict | bytes, objects: dict) -> Path:
    """schema.json and objects/<file> under `root`; `objects` values are raw bytes, a pyarrow
    table, or rows (a .jsonl file as JSON lines, a .parquet file through pyarrow)."""
    (root / "objects").mkdir(parents=True)
    raw = schema if isinstance(schema, bytes) else json.dumps(schema).encode()
    (root / "schema.json").write_bytes(raw)
    for name, content in objects.items():
        path = root / "objects" / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif isinstance(content, pa.Table):
            pq.write_table(content, path)
        elif name.endswith(".parquet"):
            pq.write_table(pa.Table.from_pylist(content), path)
        else:
            path.write_text("".join(json.dumps(r) + "\n" for r in content), encoding="utf-8")
    return root


def env_import(root: Path, out: Path):
    return gymkit_cli(
        "env", "import", "things", "--schema", root / "schema.json",
        "--objects", root / "objects", "--out", out,
    )  # fmt: skip


def jsonl(rows: list[dict]) -> bytes:
    return "".join(json.dumps(r) + "\n" for r in rows).encode()


def csv_bytes(*lines: str) -> bytes:
    return "".join(line + "\r\n" for line in lines).encode()


HEADER = "itemName,count,flag"
DEEP = "[" * 10_000 + "]" * 10_000

CASES = {
    # item 6: a traceback before
    "duplicate property": (
        schema_doc([*PROPS, {"name": "count", "dataType": ["int"]}]),
        {"Items.jsonl": ROWS},
        "Items.count: property count is declared twice (again); keep one",
    ),
    "one name with two types": (
        schema_doc([*PROPS, {"name": "count", "dataType": ["text"]}]),
        {"Items.jsonl": ROWS},
        "property count is declared twice (as ['int'] and ['text'])",
    ),
    "10**30 in an int": (
        schema_doc(),
        {"Items.jsonl": [{**ROWS[0], "count": 10**30}]},
        "column count (int): 1000000000000000000000000000000 is outside the int64 range",
    ),
    "uint64 max in an int (Parquet)": (
        schema_doc(),
        {
            "Items.parquet": pa.table(
                {"itemName": ["a"], "count": pa.array([2**64 - 1], pa.uint64()), "flag": [True]}
            )
        },  # fmt: skip
        "18446744073709551615 is outside the int64 range",
    ),
    "a lone surrogate": (
        schema_doc(),
        {"Items.jsonl": b'{"itemName": "x\\ud800", "count": 1, "flag": true}\n'},
        "column itemName (text): holds a lone surrogate (\\ud800)",
    ),
    "10,000-deep nesting": (
        schema_doc(),
        {
            "Items.jsonl": (
                '{"itemName": "a", "count": 1, "flag": true, "x": ' + DEEP + "}\n"
            ).encode()
        },  # fmt: skip
        "Items.jsonl line 1: JSON nested 10001 levels deep; at most 64",
    ),
    "a non-UTF-8 objects file": (
        schema_doc(),
        {
            "Items.csv": csv_bytes(HEADER, "Item 1,1,true", "Caf\xe9,2,false").replace(
                b"\xc3\xa9", b"\xe9"
            )
        },  # fmt: skip
        "Items.csv line 3: not UTF-8 text (byte 0xe9); save the file as UTF-8",
    ),
    "a non-UTF-8 schema file": (
        json.dumps(schema_doc()).replace("Things.", "Th\xefngs.").encode("latin-1"),
        {"Items.jsonl": ROWS},
        "schema.json: the file is not UTF-8 text",
    ),
    "a CSV field over the field limit": (
        schema_doc(),
        {"Items.csv": csv_bytes(HEADER, "a" * (4 * 2**20 + 1) + ",1,true")},
        "Items.csv line 2: not readable as CSV (field larger than field limit (4194304)",
    ),
    # item 7: taken before, in another form
    "an object in a text property": (
        schema_doc(),
        {"Items.jsonl": [{**ROWS[0], "itemName": {"a": 1}}]},
        "column itemName (text): {'a': 1} is an object, not text",
    ),
    "a list in a text property": (
        schema_doc(),
        {"Items.jsonl": [{**ROWS[0], "itemName": ["a", "b"]}]},
        "column itemName (text): ['a', 'b'] is a list, not text",
    ),
    '"yes" as a boolean': (
        schema_doc(),
        {"Items.jsonl": [{**ROWS[0], "flag": "yes"}]},
        "column flag (boolean): 'yes' is not true or false",
    ),
    "a Parquet int column for a text property": (
        schema_doc(),
        {"Items.parquet": [{**ROWS[0], "itemName": 7}]},
        "column itemName (text): 7 is a number, not text",
    ),
    "a Parquet struct column for a text property": (
        schema_doc(),
        {"Items.parquet": [{**ROWS[0], "itemName": {"first": "a"}}]},
        "column itemName (text): {'first': 'a'} is an object, not text",
    ),
    "a CSV row with too many fields": (
        schema_doc(),
        {"Items.csv": csv_bytes(HEADER, "Item 1,1,true", "Item 2,2,false,extra")},
        "Items.csv line 3: 4 fields, the header has 3",
    ),
    "a CSV row with too few fields": (
        schema_doc(),
        {"Items.csv": csv_bytes(HEADER, "Item 1,1")},
        "Items.csv line 2: 2 fields, the header has 3",
    ),
    "a duplicated CSV header": (
        schema_doc(),
        {"Items.csv": csv_bytes("itemName,count,flag,count", "Item 1,1,true,2")},
        "column count appears twice in the header; keep one",
    ),
    "a class listed twice": (
        schema_doc(classes=2),
        {"Items.jsonl": ROWS},
        "schema.json: Items: class Items is listed twice; keep one",
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bad_input_is_one_line_and_leaves_nothing(case: str, tmp_path: Path) -> None:
    schema, objects, says = CASES[case]
    root = write_case(tmp_path / "user", schema, objects)
    out = tmp_path / "snap" / "new"
    rc, _, err = env_import(root, out)
    one_line_error(rc, err, says)
    assert not (tmp_path / "snap").exists(), tree(tmp_path / "snap")  # no .things.importing/


def test_a_failed_import_into_a_snapshot_leaves_it_as_it_was(tmp_path: Path) -> None:
    good = write_case(tmp_path / "good", schema_doc(), {"Items.jsonl": ROWS})
    out = tmp_path / "snap"
    rc, _, err = env_import(good, out)
    assert rc == 0, err
    before = {p: (out / p).read_bytes() for p in tree(out) if (out / p).is_file()}
    bad = write_case(tmp_path / "bad", schema_doc(), {"Items.jsonl": [{**ROWS[0], "count": 2**63}]})
    one_line_error(*env_import(bad, out)[::2], "outside the int64 range")
    assert {p: (out / p).read_bytes() for p in tree(out) if (out / p).is_file()} == before
    assert not (out / ".things.importing").exists()


def test_a_csv_with_a_bom_and_long_fields_reads_as_written(tmp_path: Path) -> None:
    """The BOM is not part of the first column's name; a field of 200,000 characters (over
    Python's default csv limit of 131,072) is one value."""
    long_name = "n" * 200_000
    raw = b"\xef\xbb\xbf" + csv_bytes(HEADER, f"{long_name},1,true", "Item 2,2,false")
    root = write_case(tmp_path / "user", schema_doc(), {"Items.csv": raw})
    rc, out, err = env_import(root, tmp_path / "snap")
    assert rc == 0, err
    table = pq.read_table(tmp_path / "snap" / "things" / "objects" / "Items.parquet")
    assert table.column("itemName").to_pylist() == [long_name, "Item 2"]
    assert table.column("flag").to_pylist() == [True, False]
