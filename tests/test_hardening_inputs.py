"""Issue #24, items 6, 8 and 9: every bad input to `gymkit data`, `plan`, `compare`, `run` and
`report` ends in one line naming the problem, with nothing half-written; reports of distinct run
selections never share a folder. The real CLI in a subprocess, a real gym and run store.
(The importer's cases: tests/sources/test_import_inputs.py.)"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from gymkit.report import MAX_SELECTION_NAME, selection_name
from gymkit.runs import RunStore, run
from tests.cli_helpers import gymkit_cli, one_line_error, tree
from tests.runs import test_runs
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

gym_template = test_runs.gym_template  # the module-scoped prepared gym, shared as a fixture


@pytest.fixture
def ws(gym_template: Path, tmp_path: Path) -> Path:
    (tmp_path / "ws").mkdir()
    shutil.copy(gym_template, tmp_path / "ws" / "gym.duckdb")
    return tmp_path / "ws"


@pytest.fixture
def two_runs(ws: Path) -> Path:
    """The workspace with two stored oracle runs on ask_mode, `a` and `b`."""
    for name in ("a", "b"):
        run("oracle", "ask_mode", name=name, workspace=ws, progress=False)
    return ws


# ---- gymkit data --source: a schema.json that cannot be read ----------------------------------

DEEP = "[" * 100_000 + "]" * 100_000


def _schema_with(**changes: object) -> bytes:
    from gymkit.schema import schema_to_dict
    from tests.tiny_snapshot import TINY_ENV

    doc = {**schema_to_dict(TINY_ENV), **changes}
    return json.dumps(doc).replace('"@NAN@"', "NaN").encode()


SCHEMAS = {
    "binary": (bytes(range(256)) * 8, "schema.json: the file is not UTF-8 text (byte 128)"),
    "100,000 deep": (DEEP.encode(), "schema.json: JSON nested 100000 levels deep; at most 64"),
    "NaN": (_schema_with(description="@NAN@"), "not valid JSON (NaN is not a JSON value)"),
    "a path as id": (_schema_with(id="../../evil"), "environment id '../../evil' is not a plain"),
}


@pytest.mark.parametrize("case", list(SCHEMAS))
def test_a_schema_json_that_cannot_be_read_is_one_line(case: str, tmp_path: Path) -> None:
    raw, says = SCHEMAS[case]
    snap = write_tiny_snapshot(tmp_path / "snap")
    (snap / ENV_ID / "schema.json").write_bytes(raw)
    rc, _, err = gymkit_cli("data", "--source", snap, "--out", tmp_path / "ws")
    line = one_line_error(rc, err, says)
    assert str(snap / ENV_ID / "schema.json") in line
    assert tree(tmp_path / "ws") == []  # no gym.duckdb, nothing half-loaded
    assert not (tmp_path / "evil").exists() and not (tmp_path.parent / "evil").exists()


def test_data_source_a_file_says_it_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "snap.zip").write_bytes(b"PK")
    rc, _, err = gymkit_cli("data", "--source", tmp_path / "snap.zip", "--out", tmp_path / "ws")
    one_line_error(rc, err, "snap.zip is not a usable gym snapshot: it is a file, not a folder")


# ---- gymkit data: options the generator or the file system cannot take ------------------------


@pytest.mark.parametrize(
    "args, says",
    [
        (
            ["--objects", "99999999999999999999"],
            "--objects 99999999999999999999: at most 10,000,000",
        ),
        (["--objects", "0"], "--objects 0: too few to ground 50 queries per environment"),
        (["--seed", "-1"], "--seed -1: give a whole number from 0"),
    ],
)
def test_generator_options_out_of_range_are_one_line(args, says, tmp_path: Path) -> None:
    rc, _, err = gymkit_cli("data", *args, "--out", tmp_path / "ws")
    one_line_error(rc, err, says)
    assert not (tmp_path / "ws").exists()


def test_out_on_a_file_or_under_proc_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    rc, _, err = gymkit_cli("data", "--out", tmp_path / "file")
    one_line_error(rc, err, f"--out {tmp_path / 'file'}: is a file, not a folder")
    assert (tmp_path / "file").read_text() == "not a folder"
    rc, _, err = gymkit_cli("data", "--out", "/proc/gymkit-test/ws")
    one_line_error(rc, err, "--out /proc/gymkit-test/ws: cannot make the workspace folder")


def test_a_generated_gym_whose_snapshot_was_deleted_is_made_again(tmp_path: Path) -> None:
    w = tmp_path / "w"
    rc, out, err = gymkit_cli("data", "--objects", "50", "--out", w)
    assert rc == 0, err
    shutil.rmtree(w / "snapshot")
    rc, out, err = gymkit_cli("data", "--objects", "50", "--out", w)
    assert rc == 0, err
    assert out.startswith("unchanged: generate(seed=0, objects=50)")
    assert (w / "snapshot" / "environments.parquet").is_file()
    # another gym is still refused without --replace
    rc, _, err = gymkit_cli("data", "--objects", "51", "--out", w)
    one_line_error(rc, err, "holds another gym", "--replace")


# ---- arguments that are not UTF-8 --------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["compare", b"run\xff", "b"],
        ["report", "--agent", b"\xffrules"],
        ["data", "--out", "WS"],
    ],
    ids=["compare", "report --agent", "data --out"],
)
def test_arguments_that_are_not_utf8_are_one_line(args, ws: Path, tmp_path: Path) -> None:
    before = tree(tmp_path)
    if args[-1] == "WS":  # a folder name that is not UTF-8, which must not be made
        args = [*args[:-1], os.fsencode(tmp_path) + b"/w\xe9"]
    else:
        args = [*args, "-w", ws]
    rc, _, err = gymkit_cli(*args)
    one_line_error(rc, err, "is not UTF-8 text (byte 0x", "give names and paths in UTF-8")
    assert tree(tmp_path) == before  # no folder made, no store started


# ---- gymkit plan: a line that is JSON but not a request ---------------------------------------


def test_plan_answers_a_bad_line_with_an_error_line_and_goes_on(ws: Path) -> None:
    lines = ["[]", '{"query_id": 1, "command": 2}', '{"query_id": "q"}', '"text"',
             json.dumps({"query_id": "ok", "command": "How many repairs are there?"})]  # fmt: skip
    stdin = "".join(line + "\n" for line in lines).encode()
    rc, out, err = gymkit_cli("plan", "--env", ENV_ID, "-w", ws, stdin=stdin)
    assert rc == 0 and "Traceback" not in err, err
    got = [json.loads(line) for line in out.splitlines()]
    assert [g["query_id"] for g in got] == [None, 1, "q", None, "ok"]
    assert got[0]["error"] == 'bad input line: expected a JSON object {"query_id", "command"}, got a list'  # fmt: skip
    assert got[1]["error"] == 'bad input line: "command" is a number, expected a string'
    assert got[2]["error"] == 'bad input line: no "command" (a line is {"query_id", "command"})'
    assert got[3]["error"].endswith("got a string")
    assert got[4]["error"] is None and got[4]["calls"]


# ---- gymkit compare ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, says",
    [
        (["--set", "bogus"], "unknown query set 'bogus' for --set; use one of ask_mode"),
        (["--env", "bogus"], f"unknown environment 'bogus'; this gym has {ENV_ID}"),
        (["--limit", "-5"], "--limit -5: give how many differing queries to print (0: all)"),
    ],
)
def test_compare_names_a_bad_option(args, says, two_runs: Path) -> None:
    rc, _, err = gymkit_cli("compare", "a", "b", *args, "-w", two_runs)
    one_line_error(rc, err, says)


def test_an_error_listing_stored_runs_cuts_long_names(ws: Path) -> None:
    long = "x" * 100_000
    run("oracle", "edge_case_1", name=long, workspace=ws, progress=False)
    rc, _, err = gymkit_cli("compare", "nope", "y" * 5000, "-w", ws)
    line = one_line_error(rc, err, "no run named 'nope'", "known runs: xxxx")
    assert "(99,940 more characters)" in line


# ---- runs.duckdb with a corrupt block ----------------------------------------------------------


def _corrupt_a_data_block(store: Path) -> None:
    """Store enough traces to fill several blocks, then overwrite one of them in place:
    the file keeps its size, its headers and its metadata, so only reading the data finds it."""
    import duckdb

    from gymkit.dbfile import truncation

    with duckdb.connect(str(store)) as con:
        con.execute(
            "INSERT INTO predictions SELECT p.* REPLACE ('bulk' AS run, query_id || '-' || i AS "
            "query_id, to_json(md5(query_id || i::VARCHAR)) AS trace) "
            "FROM predictions p, range(3000) t(i) WHERE p.run = 'a'"
        )
        con.execute("CHECKPOINT")
    with duckdb.connect(str(store), read_only=True) as con:
        blocks = con.execute(
            "SELECT DISTINCT block_id FROM pragma_storage_info('predictions') "
            "WHERE column_name = 'trace' AND block_id >= 0 ORDER BY 1"
        ).fetchall()
        size = con.execute("SELECT block_size FROM pragma_database_size()").fetchone()[0]
    assert len(blocks) >= 3
    with store.open("r+b") as f:
        f.seek(3 * 4096 + blocks[len(blocks) // 2][0] * size + 64)
        f.write(os.urandom(2048))
    with duckdb.connect(str(store), read_only=True) as con:
        assert truncation(con, store) is None  # whole, and its metadata reads


@pytest.mark.parametrize(
    "args", [["run", "--agent", "oracle", "--set", "ask_mode"], ["compare", "a", "b"]]
)
def test_a_corrupt_block_in_the_run_store_is_noticed_on_open(args, two_runs: Path) -> None:
    store = two_runs / "runs.duckdb"
    _corrupt_a_data_block(store)
    size = store.stat().st_size
    rc, _, err = gymkit_cli(*args, "-w", two_runs)
    one_line_error(rc, err, f"{store}: damaged (", "move it away")
    assert store.stat().st_size == size  # not set aside, not written: its other runs may be read
    assert not list(two_runs.glob("runs.duckdb.corrupt-*"))


def test_a_sound_store_passes_the_check(two_runs: Path) -> None:
    assert RunStore(two_runs / "runs.duckdb").get_run("a")["status"] == "finished"


# ---- reports: one folder per run selection -----------------------------------------------------


def test_distinct_run_selections_get_distinct_readable_folders() -> None:
    assert selection_name(["rules", "gpt41mini"]) == "runs-rules+gpt41mini"  # as before
    assert selection_name(["p-q"]) == "runs-p-q"
    names = [
        ["p/q"], ["p-q"], ["p q"], ["p+q"], ["p", "q"], ["été"], ["ete"], ["日本"], ["run"],
        ["-x"], ["x"], ["x" * 300], ["x" * 301], ["y" * 300, "z"],
    ]  # fmt: skip
    folders = [selection_name(n) for n in names]
    assert len(set(folders)) == len(folders), folders
    assert selection_name(["p/q"]).startswith("runs-p-q-")
    assert selection_name(["été"]).startswith("runs-ete-")
    for f in folders:
        assert f.startswith("runs-") and len(f.encode()) <= MAX_SELECTION_NAME
        assert "/" not in f and f.isascii()


@pytest.mark.slow
def test_report_of_lossy_and_long_run_names_writes_one_folder_each(two_runs: Path, tmp_path):
    """`p/q` and `p-q` (which both wrote runs-p-q/) and a 300-character name (a file name too
    long before) each get their own folder; the index links all three."""
    names = ["p/q", "p-q", "r" * 300]
    for name in names:
        run("oracle", "edge_case_1", name=name, workspace=two_runs, progress=False)
    out = tmp_path / "reports"
    for name in names:
        rc, _, err = gymkit_cli(
            "report", "--agent", name, "-w", two_runs, "--out", out, timeout=600
        )
        assert rc == 0 and "Traceback" not in err, err[-3000:]
    folders = sorted(p.name for p in out.glob("runs-*"))
    assert len(folders) == 3 and "runs-p-q" in folders, folders
    for name in names:
        info = json.loads((out / selection_name([name]) / "report.json").read_text())
        assert info["runs"] == [name]
    index = (out / "index.html").read_text()
    assert all(f"{f}/{ENV_ID}.html" in index for f in folders)
