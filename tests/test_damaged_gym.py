"""A damaged gym is never the agent's fault (issue 24, item 2): 500 KB of random bytes in the
middle of a real gym.duckdb stop `gymkit run` with one line naming the file (no answer stored as
an invalid call, no wrong score), and `gymkit data` checks the database itself, rebuilds it and
says so in one line instead of "unchanged". Real gym, real subprocesses.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import duckdb
import pytest

from gymkit.prepare import prepare
from gymkit.store import damage
from tests.runs.test_runs import write_run_snapshot
from tests.test_hardening import assert_one_line_error, gymkit_cli


@pytest.fixture
def damaged(tmp_path: Path) -> tuple[Path, Path]:
    """(snapshot folder, workspace) whose gym.duckdb has 500 KB of random bytes in its middle."""
    snap = write_run_snapshot(tmp_path / "snap")
    ws = tmp_path / "ws"
    prepare(source=str(snap), workspace=ws, progress=False)
    db = ws / "gym.duckdb"
    size = db.stat().st_size
    with open(db, "r+b") as f:
        f.seek(size // 2 - 250_000)
        f.write(random.Random(24).randbytes(500_000))
    assert db.stat().st_size == size
    return snap, ws


def stored(ws: Path, sql: str) -> list[tuple]:
    if not (ws / "runs.duckdb").exists():
        return []
    with duckdb.connect(str(ws / "runs.duckdb"), read_only=True) as con:
        return con.execute(sql).fetchall()


def test_a_damaged_gym_stops_the_run_in_one_line_and_data_rebuilds_it(damaged) -> None:
    snap, ws = damaged
    db = ws / "gym.duckdb"
    assert damage(db) is not None  # the bytes hit the tables (else this test would prove nothing)
    rc, out, err = gymkit_cli("run", "--agent", "oracle", "--json", "-w", str(ws))
    line = assert_one_line_error(err)
    assert rc == 1 and out == "", err[-2000:]
    assert str(db) in line and "damaged" in line and "gymkit data" in line
    # nothing the damage caused is stored as the agent's answer: no error, no failed score
    assert stored(ws, "SELECT count(*) FROM predictions WHERE error IS NOT NULL") in ([], [(0,)])
    assert stored(ws, "SELECT count(*) FROM scores WHERE NOT passed") in ([], [(0,)])

    rc, out, err = gymkit_cli("data", "--source", str(snap), "--out", str(ws))
    assert rc == 0, err
    assert (
        out.startswith("rebuilt (the stored gym.duckdb was damaged: ")
        and len(out.splitlines()) == 1
    )
    assert damage(db) is None
    rc, out, err = gymkit_cli("data", "--source", str(snap), "--out", str(ws))
    assert rc == 0 and out.startswith("unchanged"), out + err

    rc, out, err = gymkit_cli("run", "--agent", "oracle", "--json", "-w", str(ws))  # resumes
    assert rc == 0, err
    sets = json.loads(out)["sets"]
    assert sets and all(m["passed_accuracy"] == 1.0 and m["errors"] == 0 for m in sets.values())


@pytest.mark.parametrize("how", ["drop_table", "truncate"])
def test_data_checks_the_database_not_only_its_metadata(damaged, how: str) -> None:
    snap, ws = damaged
    db = ws / "gym.duckdb"
    prepare(source=str(snap), workspace=ws, progress=False)  # whole again
    if how == "drop_table":
        with duckdb.connect(str(db)) as con:
            con.execute('DROP TABLE tiny_env."Repairs"')
        assert damage(db) == "table tiny_env.Repairs is missing"
    else:
        data = db.read_bytes()
        db.write_bytes(data[: len(data) // 2])
        assert damage(db)
    rc, out, err = gymkit_cli("data", "--source", str(snap), "--out", str(ws))
    assert rc == 0 and out.startswith("rebuilt (the stored gym.duckdb was damaged"), out + err
    assert damage(db) is None


def test_a_missing_table_stops_the_run_naming_the_file(damaged) -> None:
    snap, ws = damaged
    db = ws / "gym.duckdb"
    prepare(source=str(snap), workspace=ws, progress=False)
    with duckdb.connect(str(db)) as con:
        con.execute('DROP TABLE tiny_env."Gadgets"')
    rc, out, err = gymkit_cli("run", "--agent", "oracle", "--set", "ask_mode", "-w", str(ws))
    line = assert_one_line_error(err)
    assert rc == 1 and str(db) in line and "tiny_env.Gadgets is missing" in line
    assert stored(ws, "SELECT count(*) FROM predictions WHERE error IS NOT NULL") in ([], [(0,)])
