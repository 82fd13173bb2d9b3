"""Generated query sets for any environment (`gymkit env queries`): through the real CLI, the
read-back check on every command, balance, determinism, replacement, hand-written queries kept."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from gymkit.call import parse_call
from gymkit.generate.own import generated_rows, is_generated, read_back, write_generated
from gymkit.generate.own._blueprint import derive
from gymkit.generate.own._edge import absent_values
from gymkit.generate.own._phrases import parse_description
from gymkit.generate.own._words import labels
from gymkit.generate.plans import supported_classes
from gymkit.schema import Property, read_schema

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "examples"
GYMKIT = [sys.executable, "-m", "gymkit.cli"]
ENV = "vineyard-lots"


def gymkit(*args: str) -> subprocess.CompletedProcess:
    done = subprocess.run([*GYMKIT, *args], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return done


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """vineyard-lots (no queries) and seed-library (10 hand-written queries) in one snapshot."""
    snap = tmp_path_factory.mktemp("own") / "snap"
    for name in (ENV, "seed-library"):
        folder = EXAMPLES / name
        args = ["--schema", str(folder / "schema.json"), "--objects", str(folder / "objects")]
        if (folder / "queries.jsonl").is_file():
            args += ["--queries", str(folder / "queries.jsonl")]
        gymkit("env", "import", name, *args, "--out", str(snap))
    return snap


@pytest.fixture(scope="module")
def generated(snapshot: Path):
    return generated_rows(snapshot, ENV, count=50, seed=0, progress=False)


def calls_of(row: dict):
    return [parse_call(c) for c in json.loads(row["ground_truth"])]


@pytest.mark.slow
def test_cli_writes_the_set_into_the_snapshot_and_the_oracle_scores_1(
    snapshot: Path, tmp_path: Path
) -> None:
    snap = tmp_path / "snap"
    shutil.copytree(snapshot, snap)
    ws = tmp_path / "ws"
    gymkit("data", "--source", str(snap), "--out", str(ws))
    done = gymkit("env", "queries", ENV, "--workspace", str(ws), "--count", "50", "--seed", "3")
    assert f"{ENV}: 50 ask_mode queries ({ENV}-gen-000...)" in done.stdout
    assert "searches left out" in done.stdout  # vineyard-lots has prose
    assert "query/s" not in done.stderr and "\r" not in done.stderr  # no bar into a pipe
    run = json.loads(
        gymkit("run", "--agent", "oracle", "--env", ENV, "--workspace", str(ws), "--json").stdout
    )
    ask, edge = run["sets"]["ask_mode"], run["sets"]["edge_case_1"]
    assert ask["queries"] == 50 and ask["plan_accuracy"] == ask["result_accuracy"] == 1.0
    assert edge["queries"] > 0 and edge["passed_accuracy"] == edge["result_accuracy"] == 1.0
    # the card's load_dataset code reads the rewritten snapshot as it is
    datasets = pytest.importorskip("datasets")
    rows = datasets.load_dataset(str(snap), "ask_mode", split="test")
    ids = {r["query_id"] for r in rows if r["environment"] == ENV}
    assert ids == {f"{ENV}-gen-{i:03d}" for i in range(50)}


def _doc_block(opening: str, holding: str) -> list[list[str]]:
    """The commands of docs/own-environment.md's bash block that starts with `opening` and
    holds `holding`."""
    text = (ROOT / "docs" / "own-environment.md").read_text(encoding="utf-8")
    for block in re.findall(r"```bash\n(.*?)```", text, re.S):
        lines = [line for line in block.replace("\\\n", " ").splitlines() if line.strip()]
        if lines and lines[0].startswith(opening) and holding in block:
            return [line.split() for line in lines]
    raise AssertionError(f"no bash block starting with {opening!r}")


@pytest.mark.slow
def test_the_documented_workflow_import_generate_run_report(tmp_path: Path) -> None:
    commands = _doc_block(".venv/bin/gymkit env import seed-library", "gymkit env queries")
    assert [c[1] for c in commands] == ["env", "data", "env", "run", "report"]
    where = {
        "snapshots/mine": str(tmp_path / "snap"),
        "data/mine": str(tmp_path / "ws"),
        "reports/mine": str(tmp_path / "reports"),
    }
    for cmd in commands:
        done = subprocess.run(
            [*GYMKIT, *(where.get(a, a) for a in cmd[1:])],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, f"{' '.join(cmd)}\n{done.stderr[-2000:]}"
    rows = pq.read_table(tmp_path / "snap" / "seed-library" / "queries.parquet").to_pylist()
    assert len(rows) == 60 and sum(is_generated(r["query_id"], "seed-library") for r in rows) == 50
    report = tmp_path / "reports" / "runs-rules+oracle" / "seed-library.html"
    assert "seed-library-gen-0" in report.read_text(encoding="utf-8")


def test_an_unknown_environment_is_one_line_naming_the_fix(snapshot: Path, tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    gymkit("data", "--source", str(snapshot), "--out", str(ws))
    done = subprocess.run(
        [*GYMKIT, "env", "queries", "orchards", "--workspace", str(ws)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1
    line = done.stderr.strip().splitlines()[-1]
    assert "orchards" in line and "seed-library" in line and "gymkit env import" in line


def test_every_command_reads_back_and_keeps_the_published_lengths(
    snapshot: Path, generated
) -> None:
    env = read_schema(snapshot / ENV / "schema.json", env_id=ENV)
    assert len(generated.ask) == 50
    for row in generated.ask:
        assert read_back(row["command"], calls_of(row), env) == [], row["command"]
        assert 44 <= len(row["command"]) <= 423
    mean = sum(len(r["command"]) for r in generated.ask) / 50
    assert 90 <= mean <= 160
    assert {r["phrasing"] for r in generated.ask} == {"explicit", "conversational"}


def _values(call) -> list[str]:
    out = []
    for name, entries in call.to_dict().items():
        if name.endswith("_filters"):
            for e in entries:
                for v in e.get("values", [e.get("value")]):
                    if not isinstance(v, bool):
                        out.append(str(v).rstrip("%").removesuffix(".0"))
    return out


def test_the_read_back_check_rejects_a_missing_value_property_or_request(
    snapshot: Path, generated
) -> None:
    env = read_schema(snapshot / ENV / "schema.json", env_id=ENV)
    checked = 0
    for row in generated.ask:
        calls = calls_of(row)
        command = row["command"]
        for v in {v for c in calls for v in _values(c)}:
            assert read_back(command.replace(v, "something"), calls, env), (command, v)
            checked += 1
        # another request the plan does not hold
        assert read_back(command + " Also, list every block.", calls, env)
        # a sub-query the command does not ask
        assert read_back(command, [*calls, calls[0]], env)
    assert checked > 40
    sugar = "sugar content of the grapes at picking"
    one = next(r for r in generated.ask if r["num_sub_queries"] == 1 and sugar in r["command"])
    assert read_back(one["command"].replace(sugar, "sweetness"), calls_of(one), env)


def test_operator_classes_balanced_and_no_search(snapshot: Path, generated) -> None:
    derived = derive(
        read_schema(snapshot / ENV / "schema.json", env_id=ENV), snapshot / ENV / "objects"
    )
    classes = [c for c in supported_classes(derived.blueprint) if c != "search query"]
    counts = generated.class_counts()
    assert "search query" not in counts
    assert all(counts.get(c, 0) >= 3 for c in classes), counts
    assert all(not r["search_grounds"] for r in generated.ask)
    assert all(c.search_query is None for r in generated.ask for c in calls_of(r))
    # 1 to 3 independent sub-queries, group-by present
    assert {r["num_sub_queries"] for r in generated.ask} <= {1, 2, 3}
    assert any(r["num_sub_queries"] > 1 for r in generated.ask)


def test_no_top_occurrences_or_mode_is_tied_and_every_filter_selects(
    snapshot: Path, generated
) -> None:
    import duckdb

    from gymkit.engine.duckdb import DuckDBEngine
    from gymkit.layout import create_object_tables

    env = read_schema(snapshot / ENV / "schema.json", env_id=ENV)
    con = duckdb.connect()
    create_object_tables(con, env, snapshot / ENV / "objects")
    engine = DuckDBEngine(con, {ENV: env})
    for row in generated.ask:
        for call, ref in zip(calls_of(row), json.loads(row["reference_results"])):
            result = engine.execute(ENV, call)
            assert not result.ties
            assert result.value == ref
            if not call.is_aggregation:
                assert len(ref) >= 1


def test_same_seed_same_set_another_seed_replaces_hand_written_kept(
    snapshot: Path, tmp_path: Path
) -> None:
    snap = tmp_path / "snap"
    shutil.copytree(snapshot, snap)
    name = "seed-library"
    hand = pq.read_table(snap / name / "queries.parquet").to_pylist()
    assert len(hand) == 10 and not any(is_generated(r["query_id"], name) for r in hand)
    a = generated_rows(snap, name, count=20, seed=1, progress=False)
    b = generated_rows(snap, name, count=20, seed=1, progress=False)
    assert a.ask == b.ask and a.edge == b.edge
    write_generated(snap, a)
    first = (snap / name / "queries.parquet").read_bytes()
    write_generated(snap, b)  # the same set again: the same file, byte for byte
    assert (snap / name / "queries.parquet").read_bytes() == first
    c = generated_rows(snap, name, count=20, seed=2, progress=False)
    assert [r["command"] for r in c.ask] != [r["command"] for r in a.ask]
    write_generated(snap, c)
    rows = pq.read_table(snap / name / "queries.parquet").to_pylist()
    assert rows[:10] == hand  # hand-written queries kept, in their order
    assert [r["command"] for r in rows[10:]] == [r["command"] for r in c.ask]
    assert [r["query_id"] for r in rows[10:]] == [f"{name}-gen-{i:03d}" for i in range(20)]
    edge = pq.read_table(snap / name / "edge_case_1.parquet").to_pylist()
    assert [r["query_id"] for r in edge] == [r["query_id"] for r in c.edge]
    envs = {r["environment"]: r for r in pq.read_table(snap / "environments.parquet").to_pylist()}
    assert envs[name]["num_queries"] == 30 and envs[ENV]["num_queries"] == 0


def test_edge_cases_hold_what_their_expect_says(snapshot: Path, generated) -> None:
    objects = {
        c: pq.read_table(snapshot / ENV / "objects" / f"{c}.parquet").to_pylist()
        for c in ("Blocks", "HarvestLots")
    }
    by = Counter(r["behavior"] for r in generated.edge)
    assert set(by) == {"B1", "B2", "B4", "B6", "B8"}
    for r in generated.edge:
        rows = objects[r["collection"]]
        e, v = r["expect"], r["value"]
        assert v in r["command"] or v.lower() in r["command"]
        if r["behavior"] == "B1":
            prop = e["value_properties"][0]
            assert e["value_filter"] == "eq" and e["query_null"]
            assert r["relevant_ids"] == sorted(o["uuid"] for o in rows if o[prop] == v)
        elif r["behavior"] == "B4":
            prop = e["value_properties"][0]
            assert r["relevant_ids"] == sorted(o["uuid"] for o in rows if o[prop].startswith(v))
        elif r["behavior"] == "B6":
            assert r["relevant_ids"] == [] and e["retry"] == "keep"
            assert all(v not in o.values() for o in rows)
        elif r["behavior"] == "B8":
            assert e["value_filter"] == "or_eq" and e["combine"] == "OR"
            props = e["value_properties"]
            assert r["relevant_ids"] == sorted(
                o["uuid"] for o in rows if any(o[p] == v for p in props)
            )
        else:  # B2: no filter on the value, the value searched verbatim
            assert e["value_filter"] == "none" and e["query_contains"] == [v]


def test_absent_values_keep_the_form_and_miss_the_data() -> None:
    import numpy as np

    rng = np.random.default_rng(0)
    codes = [f"LOT-{i:04d}" for i in range(1, 401)]
    got = absent_values(codes, 3, rng)
    assert len(got) == 3 and all(g.startswith("LOT-") and len(g) == 8 for g in got)
    assert not set(got) & set(codes)
    names = ["Halell Flat", "Barant Slope", "Corora Bench"]
    got = absent_values(names, 2, rng)
    assert len(got) == 2 and not set(got) & set(names)


def test_labels_come_from_the_descriptions_noun_phrase_and_the_name() -> None:
    def p(name: str, description: str) -> Property:
        return Property(name=name, type="number", description=description)

    assert labels(p("brix", "The sugar content of the grapes at picking."))[:2] == [
        "sugar content of the grapes at picking",
        "brix",
    ]
    assert parse_description("The site the observer usually observes from.").why == "a clause"
    assert parse_description("Whether the block is farmed organically.").clause
    assert labels(p("crewSize", ""))[0] == "crew size"


def test_read_back_names_records_by_the_singular_or_the_plural(snapshot: Path) -> None:
    env = read_schema(snapshot / "seed-library" / "schema.json", env_id="seed-library")
    call = parse_call(
        {
            "collection_name": "SeedVarieties",
            "numeric_array_property_filters": [
                {"property_name": "sowingMonths", "operator": "CONTAINS_ANY", "values": [6]}
            ],
        }
    )
    assert read_back("List the seed varieties whose sowing months include 6.", [call], env) == []
    assert read_back("Which seed variety has sowing months including 6?", [call], env) == []
    problems = read_back("List the plants whose sowing months include 6.", [call], env)
    assert problems == ["sub-query 0: the records (seed varieties) are not named"]
    assert read_back("List the seed varieties whose sowing month include 6.", [call], env)


@pytest.mark.slow
def test_byte_identical_across_processes_and_hash_seeds(snapshot: Path, tmp_path: Path) -> None:
    script = (
        "import sys; from gymkit.generate.own import generated_rows, write_generated; "
        "write_generated(sys.argv[1], generated_rows(sys.argv[1], sys.argv[2], count=20, "
        "seed=5, progress=False))"
    )
    files = []
    for hash_seed in ("1", "2"):
        snap = tmp_path / hash_seed
        shutil.copytree(snapshot, snap)
        subprocess.run(
            [sys.executable, "-c", script, str(snap), ENV],
            check=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            timeout=600,
        )
        files.append(
            [(snap / ENV / f).read_bytes() for f in ("queries.parquet", "edge_case_1.parquet")]
        )
    assert files[0] == files[1]


def _harbour_with_empty_cells(root: Path) -> Path:
    """An invented harbour office whose measurements, counts, names and dates are empty in about
    a third of the records (a vehicle length for a foot passenger), as a user's export has them."""
    import random

    rng = random.Random(5)
    folder = root / "harbour"
    (folder / "objects").mkdir(parents=True)
    props = [
        ("bookingRef", "text", "Booking reference."),
        ("lengthM", "number", "Vehicle length, m"),
        ("delayMin", "int", "Delay, min"),
        ("agent", "text", "Booking agent."),
        ("paidOn", "date", "Paid on."),
        ("fareClass", "text", "Fare class."),
    ]
    schema = {
        "classes": [
            {
                "class": "Bookings",
                "description": "Ferry bookings.",
                "properties": [{"name": n, "dataType": [t], "description": d} for n, t, d in props],
            }
        ]
    }
    (folder / "schema.json").write_text(json.dumps(schema), encoding="utf-8")
    rows = []
    for i in range(240):
        empty = rng.random() < 0.35
        rows.append(
            {
                "bookingRef": f"BK-{i:04d}",
                "lengthM": None if empty else round(rng.uniform(3.5, 16.5), 1),
                "delayMin": None if rng.random() < 0.3 else rng.randrange(0, 90),
                "agent": None
                if rng.random() < 0.3
                else rng.choice(["Ailsa Grant", "Tom Reid", "Mhairi Ross"]),
                "paidOn": None
                if rng.random() < 0.3
                else f"2025-0{rng.randrange(1, 7)}-1{rng.randrange(0, 9)}",
                "fareClass": rng.choice(["Standard", "Saver", "Islander", "Flexi"]),
            }
        )
    (folder / "objects" / "Bookings.jsonl").write_text(
        "\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8"
    )
    return folder


def test_empty_cells_are_never_a_filter_value(tmp_path: Path) -> None:
    """`gymkit env queries` on an environment whose cells may be empty (numbers, ints, text,
    dates): the set is written, and no filter holds an empty value (it once stopped with a
    traceback: float() of None, a threshold drawn from an empty cell)."""
    folder = _harbour_with_empty_cells(tmp_path)
    snap, ws = tmp_path / "snap", tmp_path / "ws"
    gymkit("env", "import", "harbour", "--schema", str(folder / "schema.json"),
           "--objects", str(folder / "objects"), "--out", str(snap))  # fmt: skip
    gymkit("data", "--source", str(snap), "--out", str(ws))
    done = gymkit("env", "queries", "harbour", "--workspace", str(ws), "--count", "30")
    assert "Traceback" not in done.stderr
    from gymkit.gym import open_gym

    with open_gym(ws) as gym:
        rows = gym.queries("ask_mode", "harbour")
        assert len(rows) >= 20
        for r in rows:
            for call in calls_of({"ground_truth": json.dumps(r["ground_truth"])}):
                for f in call.filters():
                    assert f.value is not None, r["command"]
                assert gym.execute("harbour", call).value, r["command"]


def test_a_draw_takes_a_filled_cell_and_a_full_column_draws_as_before() -> None:
    """`ValueSource.draw` never returns an empty cell; on a column without empty cells it takes
    the same row as `at(prop, rng.integers(len))` (the five environments' files stay the same)."""
    import numpy as np
    import pyarrow as pa

    from gymkit.generate.plans import ValueSource

    table = pa.table({"full": list(range(50)), "holes": [None if i % 3 else i for i in range(50)]})
    src = ValueSource(table)
    for seed in range(40):
        a, b = np.random.default_rng(seed), np.random.default_rng(seed)
        assert src.draw("full", a) == src.at("full", int(b.integers(len(src))))
        assert src.draw("holes", np.random.default_rng(seed)) is not None
    assert src.quantile("holes", 1.0) == 48 and src.quantile("holes", 0.0) == 0
    assert src.quantile("full", 0.5) == table.column("full")[24].as_py()


def test_edge_cases_skip_empty_cells_two_properties_share(tmp_path: Path) -> None:
    """Two text properties whose only shared 'value' is an empty cell are no same-form pair:
    `gymkit env queries` once stopped with a traceback (article() of None) writing a B2 case."""
    folder = tmp_path / "depot"
    (folder / "objects").mkdir(parents=True)
    schema = {
        "classes": [
            {
                "class": "Jobs",
                "description": "Repair jobs.",
                "properties": [
                    {"name": "jobNo", "dataType": ["text"], "description": "Job number."},
                    {"name": "pipeMaterial", "dataType": ["text"], "description": "Pipe material."},
                    {"name": "meterRef", "dataType": ["text"], "description": "Meter reference."},
                    {"name": "lossM3", "dataType": ["number"], "description": "Water lost, m3."},
                ],
            }
        ]
    }
    (folder / "schema.json").write_text(json.dumps(schema), encoding="utf-8")
    rows = [
        {
            "jobNo": f"J-{i:04d}",
            "pipeMaterial": None if i % 3 == 0 else ["iron", "copper", "plastic"][i % 3],
            "meterRef": None if i % 4 == 0 else f"M{i % 40:03d}",
            "lossM3": round(1.5 + (i % 17) * 0.7, 1),
        }
        for i in range(200)
    ]
    (folder / "objects" / "Jobs.jsonl").write_text(
        "\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8"
    )
    snap, ws = tmp_path / "snap", tmp_path / "ws"
    gymkit("env", "import", "depot", "--schema", str(folder / "schema.json"),
           "--objects", str(folder / "objects"), "--out", str(snap))  # fmt: skip
    gymkit("data", "--source", str(snap), "--out", str(ws))
    done = gymkit("env", "queries", "depot", "--workspace", str(ws), "--count", "20")
    assert "Traceback" not in done.stderr
    from gymkit.generate.own._blueprint import derive
    from gymkit.generate.own._edge import same_form_pairs

    derived = derive(
        read_schema(snap / "depot" / "schema.json", env_id="depot"), snap / "depot" / "objects"
    )
    assert same_form_pairs(derived, "Jobs") == []
