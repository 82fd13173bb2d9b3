"""The preview and edit steps of generated query sets (issue #42), as a user meets them: the real
`gymkit env queries` in a subprocess on the seed library imported for each test.

`gymkit env queries NAME` (the CLI contract) generates as before; `--dry-run` prints and writes
nothing; `list` shows the stored rows; `drop` and `edit` change them and reload the gym; an
edited row survives generating again; `--classes`, `--explicit-share`, `--exclude` and `--edge`
shape the set."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gymkit.call import parse_calls
from gymkit.gym import open_gym
from tests.cli_helpers import ROOT, gymkit_cli, one_line_error, tree

ENV = "seed-library"
EXAMPLE = ROOT / "docs" / "examples" / ENV


def ok(*args) -> str:
    rc, out, err = gymkit_cli(*args, timeout=600)
    assert rc == 0, err[-3000:]
    assert "Traceback" not in err
    return out


def _loaded(root: Path) -> Path:
    """seed-library (10 hand-written queries) imported into root/snap, loaded: root/ws."""
    snap, ws = root / "snap", root / "ws"
    ok(
        "env", "import", ENV, "--schema", EXAMPLE / "schema.json", "--objects",
        EXAMPLE / "objects", "--queries", EXAMPLE / "queries.jsonl", "--out", snap,
    )  # fmt: skip
    ok("data", "--source", snap, "--out", ws)
    return ws


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    return _loaded(tmp_path)


@pytest.fixture(scope="module")
def shared_ws(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One workspace for the tests that must leave it as it is."""
    return _loaded(tmp_path_factory.mktemp("unchanged"))


def snap_of(ws: Path) -> Path:
    return ws.parent / "snap"


def rows(ws: Path, set_name: str = "ask_mode") -> list[dict]:
    name = {"ask_mode": "queries.parquet", "edge_case_1": "edge_case_1.parquet"}[set_name]
    path = snap_of(ws) / ENV / name
    return pq.read_table(path).to_pylist() if path.is_file() else []


def gym_ids(ws: Path, set_name: str = "ask_mode") -> list[str]:
    with open_gym(ws) as gym:
        return [r["query_id"] for r in gym.queries(set_name, ENV)]


def files(ws: Path) -> dict[str, bytes]:
    root = snap_of(ws)
    return {p: (root / p).read_bytes() for p in tree(root) if (root / p).is_file()}


def test_the_name_alone_generates_as_ever_and_generate_is_the_same(ws: Path) -> None:
    out = ok("env", "queries", ENV, "--workspace", ws, "--count", "6", "--seed", "1")
    assert out.startswith(f"{ENV}: 6 ask_mode queries ({ENV}-gen-000...), ")
    assert "; seed 1; " in out and f"Next: gymkit run --agent rules --env {ENV}" in out
    first = files(ws)
    assert [r["query_id"] for r in rows(ws)][10:] == [f"{ENV}-gen-{i:03d}" for i in range(6)]
    assert gym_ids(ws) == sorted(r["query_id"] for r in rows(ws))  # reloaded
    ok("env", "queries", "generate", ENV, "--workspace", ws, "--count", "6", "--seed", "1")
    assert files(ws) == first
    ok("env", "queries", "--workspace", str(ws), ENV, "--count", "6", "--seed", "1")
    assert files(ws) == first  # options before the name too
    helped = ok("env", "queries", "--help")
    assert all(c in helped for c in ("generate", "list", "drop", "edit"))


def test_dry_run_prints_each_query_with_its_sql_and_writes_nothing(ws: Path) -> None:
    before, loaded = files(ws), (ws / "gym.duckdb").read_bytes()
    out = ok("env", "queries", ENV, "--workspace", ws, "--count", "8", "--dry-run")
    assert files(ws) == before and (ws / "gym.duckdb").read_bytes() == loaded
    assert "Dry run: nothing written" in out
    ok("env", "queries", ENV, "--workspace", ws, "--count", "8")
    written = rows(ws)[10:]
    for r in written:  # what the preview showed is what is written
        assert f"{r['query_id']}  [generated, {r['phrasing']}]" in out
        assert all(sql in out for sql in r["ground_truth_sql"])
    edge = rows(ws, "edge_case_1")
    assert edge and all(f"{r['query_id']}  [generated," in out for r in edge)
    assert "expect: B1 " in out


def test_list_shows_who_wrote_each_row(ws: Path) -> None:
    ok("env", "queries", ENV, "--workspace", ws, "--count", "5")
    out = ok("env", "queries", "list", ENV, "--workspace", ws)
    assert f"{ENV} ask_mode: 15 rows" in out
    assert f"{ENV}-000  [yours, explicit]" in out and f"{ENV}-gen-004  [generated, " in out
    assert "SELECT * FROM SeedVarieties WHERE SEARCH('drought tolerant')" in out
    assert "search 'drought tolerance': 3 relevant of" in out  # a labelled search of the example
    lines = ok("env", "queries", "list", ENV, "--workspace", ws, "--json").splitlines()
    parsed = [json.loads(x) for x in lines]
    assert {p["set"] for p in parsed} == {"ask_mode", "edge_case_1"} and len(parsed) == 15 + len(
        rows(ws, "edge_case_1")
    )
    edge_only = ok("env", "queries", "list", ENV, "--workspace", ws, "--set", "edge_case_1")
    assert "ask_mode" not in edge_only and "expect: " in edge_only


def test_drop_takes_rows_out_of_the_snapshot_and_the_gym(ws: Path) -> None:
    ok("env", "queries", ENV, "--workspace", ws, "--count", "5")
    edge_id = rows(ws, "edge_case_1")[0]["query_id"]
    out = ok("env", "queries", "drop", ENV, f"{ENV}-gen-001", edge_id, "--workspace", ws)
    assert f"dropped 2 queries ({ENV}-gen-001, {edge_id})" in out
    assert f"{ENV}-gen-001" not in [r["query_id"] for r in rows(ws)] + gym_ids(ws)
    assert edge_id not in gym_ids(ws, "edge_case_1")
    envs = pq.read_table(snap_of(ws) / "environments.parquet").to_pylist()
    assert envs[0]["num_queries"] == 14
    before = files(ws)
    rc, _, err = gymkit_cli("env", "queries", "drop", ENV, f"{ENV}-gen-002", "nope", "-w", ws)
    one_line_error(rc, err, "'nope'", "gymkit env queries list")
    rc, _, err = gymkit_cli("env", "queries", "drop", ENV, f"{ENV}-000", "-w", ws)
    one_line_error(rc, err, f"{ENV}-000", "not a query gymkit wrote")
    assert files(ws) == before  # nothing written on an error


def test_edit_keeps_the_ground_truth_marks_the_row_and_survives_generating_again(
    ws: Path,
) -> None:
    ok("env", "queries", ENV, "--workspace", ws, "--count", "5", "--seed", "2")
    original = rows(ws)[10 + 3]
    new = "Please list " + original["command"][0].lower() + original["command"][1:]
    out = ok("env", "queries", "edit", ENV, original["query_id"], "--command", new, "-w", ws)
    edited_id = f"{ENV}-edited-003"
    assert f"{original['query_id']} edited (now {edited_id}); its ground truth is unchanged" in out
    row = next(r for r in rows(ws) if r["query_id"] == edited_id)
    assert row["command"] == new and row["ground_truth"] == original["ground_truth"]
    assert rows(ws)[13]["query_id"] == edited_id  # in its place
    listed = ok("env", "queries", "list", ENV, "-w", ws)
    assert f"{edited_id}  [edited, {original['phrasing']}]" in listed
    # a wording that drops what the ground truth asks is kept, with the read-back's notes
    out = ok("env", "queries", "edit", ENV, edited_id, "--command", "Show me everything.", "-w", ws)
    assert "note: sub-query 0:" in out and f"{edited_id} edited;" in out
    ok("env", "queries", "edit", ENV, edited_id, "--command", new, "-w", ws)
    # generating again: the edited row is kept, the same plan is not written twice
    out = ok("env", "queries", ENV, "--workspace", ws, "--count", "5", "--seed", "2")
    assert "1 generated query left out: the same query as an edited one" in out
    assert f"{ENV}: 4 ask_mode queries" in out
    ids = [r["query_id"] for r in rows(ws)]
    assert edited_id in ids and f"{ENV}-gen-003" not in ids and len(ids) == 15
    truths = [r["ground_truth"] for r in rows(ws)]
    assert len(set(truths)) == len(truths)
    # an edited edge case keeps its checks; the oracle answers every row, edited ones too
    case = rows(ws, "edge_case_1")[0]
    ok(
        "env",
        "queries",
        "edit",
        ENV,
        case["query_id"],
        "--command",
        "Find " + case["value"],
        "-w",
        ws,
    )
    run = json.loads(ok("run", "--agent", "oracle", "--env", ENV, "-w", ws, "--json"))
    assert run["sets"]["ask_mode"]["queries"] == 15
    assert run["sets"]["ask_mode"]["plan_accuracy"] == 1.0
    assert run["sets"]["edge_case_1"]["passed_accuracy"] == 1.0


@pytest.mark.slow
def test_classes_share_exclude_and_edge_shape_the_set(ws: Path) -> None:
    chosen = {"numeric filter", "text aggregation"}
    out = ok(
        "env", "queries", ENV, "-w", ws, "--count", "10", "--dry-run",
        "--classes", "numeric filter,text aggregation",
    )  # fmt: skip
    assert '--classes "numeric filter,text aggregation"' in out
    ok(
        "env",
        "queries",
        ENV,
        "-w",
        ws,
        "--count",
        "10",
        "--classes",
        "numeric filter,text aggregation",
    )
    generated = rows(ws)[10:]
    assert len(generated) == 10
    assert all(set(r["operator_classes"]) <= chosen for r in generated)
    assert chosen <= {c for r in generated for c in r["operator_classes"]}

    for share, phrasing in (("1", {"explicit"}), ("0", {"conversational"})):
        ok("env", "queries", ENV, "-w", ws, "--count", "6", "--explicit-share", share)
        assert {r["phrasing"] for r in rows(ws)[10:]} == phrasing

    ok(
        "env", "queries", ENV, "-w", ws, "--count", "20",
        "--exclude", "SeedVarieties.daysToMaturity", "--exclude", "SeedLoans.gardenerName",
    )  # fmt: skip
    for r in rows(ws)[10:]:
        for call in parse_calls(r["ground_truth"]):
            used = json.dumps(call.to_dict())
            assert "daysToMaturity" not in used
            assert not (call.collection_name == "SeedLoans" and "gardenerName" in used)
    with open_gym(ws) as gym:  # still in the environment
        assert gym.environment(ENV).collection("SeedVarieties").prop("daysToMaturity")

    ok("env", "queries", ENV, "-w", ws, "--count", "5", "--edge", "4")
    edge = rows(ws, "edge_case_1")
    assert len(edge) == 4 and len({r["behavior"] for r in edge}) == 3  # B1, B4, B6 in turn
    ok("env", "queries", ENV, "-w", ws, "--count", "5")
    default = len(rows(ws, "edge_case_1"))
    ok("env", "queries", ENV, "-w", ws, "--count", "5", "--edge", "40")
    many = rows(ws, "edge_case_1")
    assert len(many) == 40 > default and len({r["command"] for r in many}) == 40
    assert len({r["query_id"] for r in many}) == 40
    run = json.loads(ok("run", "--agent", "oracle", "--env", ENV, "-w", ws, "--json"))
    assert run["sets"]["edge_case_1"]["passed_accuracy"] == 1.0
    ok("env", "queries", ENV, "-w", ws, "--count", "5", "--edge", "0")
    assert rows(ws, "edge_case_1") == []


@pytest.mark.parametrize(
    ("flags", "says"),
    [
        (
            ["--classes", "numeric filtr"],
            ["numeric filtr", "not an operator class", "numeric filter"],
        ),
        (["--classes", "search query"], ["label_searches.ipynb"]),
        (["--classes", "date_array filter"], ["allows no such query", "numeric filter"]),
        (["--explicit-share", "1.5"], ["--explicit-share 1.5", "0 to 1"]),
        (["--exclude", "SeedVarieties.varietyName"], ["identifier", "cannot be left out"]),
        (["--exclude", "SeedVarieties.colour"], ["no property 'colour'", "daysToMaturity"]),
        (["--exclude", "Seeds.colour"], ["no collection 'Seeds'", "SeedVarieties"]),
        (["--edge", "-1"], ["--edge -1"]),
    ],
)
def test_a_bad_option_is_one_line_naming_the_fix(
    shared_ws: Path, flags: list[str], says: list[str]
) -> None:
    before = files(shared_ws)
    rc, _, err = gymkit_cli("env", "queries", ENV, "-w", shared_ws, "--count", "5", *flags)
    one_line_error(rc, err, *says)
    assert files(shared_ws) == before
