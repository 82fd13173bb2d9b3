"""`gymkit env import`: a user's schema and objects become an environment of the gym."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.call import CallError, validate_call
from gymkit.gym import open_gym
from gymkit.prepare import prepare
from gymkit.schema import SchemaError, read_declared_schema, read_schema
from gymkit.scoring import score
from gymkit.sources.folder import open_snapshot
from gymkit.sources.imports import ImportProblem, finish_snapshot, import_environment
from tests.cli_helpers import gymkit_cli
from tests.sources.import_helpers import (
    LOANS,
    MEMBERS,
    TOOLS,
    v4_config,
    weaviate_schema,
    write_csv,
    write_jsonl,
    write_user_files,
)
from tests.tiny_snapshot import ENV_ID, write_tiny_snapshot

QUERIES = [
    {
        "command": "Which tools are in the garden category?",
        "ground_truth": [
            {
                "collection_name": "Tools",
                "text_property_filters": [
                    {"property_name": "category", "operator": "=", "value": "garden"}
                ],
            }
        ],
    },
    {
        "command": "Find tools for cleaning a patio.",
        "ground_truth": [{"collection_name": "Tools", "search_query": "patio"}],
    },
    {
        "command": "How many loans were returned, and the mean late fee?",
        "ground_truth": json.dumps(
            [
                {
                    "collection_name": "ToolLoans",
                    "boolean_property_filters": [
                        {"property_name": "returned", "operator": "=", "value": True}
                    ],
                    "numeric_property_aggregations": [
                        {"property_name": "lateFee", "metric": "MEAN"}
                    ],
                },
                {
                    "collection_name": "ToolLoans",
                    "text_property_aggregations": [
                        {"property_name": "loanCode", "metric": "COUNT"}
                    ],
                },
            ]
        ),
        "query_id": "tools-custom-id",
        "phrasing": "conversational",
    },
]


def _import(tmp_path: Path, name: str = "tool-library", queries=None, **kw) -> tuple:
    schema, objects = write_user_files(tmp_path / "user")
    qfile = None
    if queries is not None:
        qfile = tmp_path / "user" / "queries.jsonl"
        write_jsonl(qfile, queries)
    printed: list[str] = []
    result = import_environment(
        name, schema, objects, tmp_path / "snap", queries=qfile, echo=printed.append, **kw
    )
    return result, printed


def _roles(env, coll):
    c = env.collection(coll)
    return {p.name: (p.type, "id" if p.is_identifier else p.references or "") for p in c.properties}


def test_roles_are_inferred_from_the_objects_and_printed(tmp_path):
    result, printed = _import(tmp_path)
    env = read_schema(result.folder / "schema.json")
    assert _roles(env, "Tools") == {
        "toolName": ("filterable_text", "id"),
        "toolNotes": ("searchable_text", ""),
        "category": ("filterable_text", ""),
        "weightKg": ("number", ""),
        "loanDays": ("int", ""),  # declared number, every value whole
        "electric": ("boolean", ""),
        "addedDate": ("date", ""),
        "tags": ("text_array", ""),
    }
    # the old `string` type is text; a one-sentence bio is still prose
    assert _roles(env, "Members") == {
        "memberName": ("filterable_text", "id"),
        "bio": ("searchable_text", ""),
        "joined": ("date", ""),
    }
    assert _roles(env, "ToolLoans") == {
        "loanCode": ("filterable_text", "id"),
        "toolName": ("filterable_text", "Tools"),
        "memberName": ("filterable_text", "Members"),
        "days": ("int", ""),
        "lateFee": ("number", ""),
        "returned": ("boolean", ""),
    }
    assert env.collection("ToolLoans").kind == "transactional"
    assert env.collection("Tools").kind == "knowledge_base"
    text = "\n".join(printed)
    assert printed[0].startswith("tool-library: 3 collections, 34 objects, 0 queries")
    assert re.search(r"\n    toolName +filterable_text +identifier +unique short text", text)
    assert "reference to Tools" in text and "prose (searchable)" in text
    assert "--role COLLECTION.PROPERTY=ROLE" in text
    assert result.lines == printed and result.objects == len(TOOLS) + len(MEMBERS) + len(LOANS)


def test_overrides_from_flags_and_a_yaml_file_win_and_prose_left_as_text_warns(tmp_path):
    roles = tmp_path / "roles.yaml"
    roles.write_text(
        "Tools:\n  category: prose\n  loanDays: number\nToolLoans:\n  kind: knowledge_base\n"
    )
    result, printed = _import(tmp_path, roles=roles, role_flags=["Members.bio=text"])
    env = read_schema(result.folder / "schema.json")
    tools = env.collection("Tools")
    assert tools.prop("category").type == "searchable_text"
    assert tools.prop("loanDays").type == "number"
    assert env.collection("Members").prop("bio").type == "filterable_text"
    assert env.collection("ToolLoans").kind == "knowledge_base"
    warning = next(w for w in result.warnings if w.startswith("Members.bio"))
    assert "looks like prose" in warning and "--role Members.bio=prose" in warning
    assert any("[override]" in line for line in printed)


def test_field_tokenized_prose_is_not_searchable_but_warned(tmp_path):
    schema, objects = write_user_files(tmp_path / "user")
    data = weaviate_schema()
    data["classes"][0]["properties"][1]["tokenization"] = "field"  # toolNotes
    schema.write_text(json.dumps(data))
    result = import_environment("t", schema, objects, tmp_path / "snap", echo=lambda s: None)
    env = read_schema(result.folder / "schema.json")
    assert env.collection("Tools").prop("toolNotes").type == "filterable_text"
    assert any("Tools.toolNotes looks like prose" in w for w in result.warnings)


def test_bad_overrides_are_named(tmp_path):
    with pytest.raises(ImportProblem, match="role for Tools.nope: no such property"):
        _import(tmp_path, role_flags=["Tools.nope=prose"])
    with pytest.raises(ImportProblem, match=r"role 'prose' does not fit Tools.weightKg \(number\)"):
        _import(tmp_path, role_flags=["Tools.weightKg=prose"])
    with pytest.raises(ImportProblem, match=r"role for ToolLoans.lateFee: int, but it holds 1.5"):
        _import(tmp_path, role_flags=["ToolLoans.lateFee=int"])
    with pytest.raises(ImportProblem, match="expected COLLECTION.PROPERTY=ROLE"):
        _import(tmp_path, role_flags=["Tools.toolName"])
    with pytest.raises(ImportProblem, match="environment name 'Tool Library'.*tool-library"):
        _import(tmp_path, name="Tool Library")


# ---- schema forms --------------------------------------------------------------------------


def _types(declared):
    return {(c.name, p.name): p.data_type for c in declared for p in c.properties}


def test_every_schema_form_reads_to_the_same_declared_types():
    rest = weaviate_schema()
    expected = _types(read_declared_schema(rest))
    assert expected[("Members", "bio")] == "text" and expected[("Tools", "tags")] == "text[]"
    forms = {
        "one class": rest["classes"][0],
        "a list": rest["classes"],
        "name -> class": {c["class"]: c for c in rest["classes"]},
        "v4 config export": {"classes": [v4_config(c) for c in rest["classes"]]},
        "snake_case": {
            "classes": [
                {
                    "name": c["class"],
                    "properties": [
                        {"name": p["name"], "data_type": p["dataType"]} for p in c["properties"]
                    ],
                }
                for c in rest["classes"]
            ]
        },
    }
    for label, form in forms.items():
        got = _types(read_declared_schema(form, label))
        want = (
            expected
            if label != "one class"
            else {k: v for k, v in expected.items() if k[0] == "Tools"}
        )
        assert got == want, label
    from gymkit.schema import schema_to_dict
    from tests.tiny_snapshot import TINY_ENV

    gym_form = read_declared_schema(schema_to_dict(TINY_ENV))
    assert {p.gym_type for c in gym_form for p in c.properties} >= {"filterable_text", "date_array"}


def test_unsupported_types_are_all_named_with_the_fix():
    data = weaviate_schema()
    props = data["classes"][0]["properties"]
    props += [
        {"name": "location", "dataType": ["geoCoordinates"]},
        {"name": "owner", "dataType": ["Members"]},
        {"name": "serial", "dataType": ["uuid"]},
    ]
    with pytest.raises(SchemaError) as e:
        read_declared_schema(data, "s.json")
    msg = str(e.value)
    assert "3 properties the gym cannot hold" in msg
    assert "Tools.location: Weaviate data type 'geoCoordinates' is not supported" in msg
    assert "Tools.owner: dataType 'Members' is a cross-reference" in msg
    assert "Tools.serial" in msg and "--role COLLECTION.PROPERTY=skip" in msg
    got = read_declared_schema(data, skip={"Tools.location", "Tools.owner", "Tools.serial"})
    assert "location" not in {p.name for p in got[0].properties}


def test_skip_leaves_a_property_out_of_the_environment(tmp_path):
    schema, objects = write_user_files(tmp_path / "user")
    data = weaviate_schema()
    data["classes"][0]["properties"].append({"name": "where", "dataType": ["geoCoordinates"]})
    schema.write_text(json.dumps(data))
    result = import_environment(
        "t",
        schema,
        objects,
        tmp_path / "snap",
        role_flags=["Tools.where=skip"],
        echo=lambda s: None,
    )
    assert read_schema(result.folder / "schema.json").collection("Tools").prop("where") is None


# ---- objects -------------------------------------------------------------------------------


def _objects(folder: Path, coll: str) -> list[dict]:
    return pq.read_table(folder / "objects" / f"{coll}.parquet").to_pylist()


def test_jsonl_csv_and_parquet_give_the_same_objects_and_uuids(tmp_path):
    got = {}
    for fmt in ("jsonl", "csv", "parquet"):
        schema, objects = write_user_files(tmp_path / fmt, fmt)
        r = import_environment("t", schema, objects, tmp_path / f"snap-{fmt}", echo=lambda s: None)
        got[fmt] = {c: _objects(r.folder, c) for c in ("Tools", "Members", "ToolLoans")}
    assert got["jsonl"] == got["csv"] == got["parquet"]
    tools = got["jsonl"]["Tools"]
    assert tools[3]["tags"] == ["water"] and tools[2]["tags"] == []
    assert tools[0]["addedDate"] == "2024-01-05" and tools[1]["weightKg"] == 1.25
    assert list(tools[0]) == ["uuid", *[k for k in TOOLS[0]]]


def test_uuids_are_kept_or_derived_deterministically(tmp_path):
    schema, objects = write_user_files(tmp_path / "user", "jsonl")
    first = import_environment("t", schema, objects, tmp_path / "a", echo=lambda s: None)
    again = import_environment("t", schema, objects, tmp_path / "b", echo=lambda s: None)
    assert _objects(first.folder, "Tools") == _objects(again.folder, "Tools")
    # a uuid column is kept; two identical records still get two uuids
    given_ids = [f"00000000-0000-4000-8000-{i:012d}" for i in range(len(TOOLS))]
    write_jsonl(objects / "Tools.jsonl", [{"uuid": u, **t} for u, t in zip(given_ids, TOOLS)])
    write_jsonl(objects / "Members.jsonl", MEMBERS + [MEMBERS[0]])
    r = import_environment(
        "t",
        schema,
        objects,
        tmp_path / "c",
        role_flags=["Members.memberName=text"],
        echo=lambda s: None,
    )
    assert [o["uuid"] for o in _objects(r.folder, "Tools")] == given_ids
    members = _objects(r.folder, "Members")
    assert len({m["uuid"] for m in members}) == len(MEMBERS) + 1
    # an `id` column that does not hold UUIDs is not the objects' ids: left out, with a warning
    write_jsonl(objects / "Tools.jsonl", [{"id": i, **t} for i, t in enumerate(TOOLS)])
    r = import_environment("t", schema, objects, tmp_path / "d", echo=lambda s: None)
    assert _objects(r.folder, "Tools") == _objects(first.folder, "Tools")
    assert "Tools.jsonl: column id is not in the schema of Tools; left out" in r.warnings


def test_values_that_do_not_fit_are_named_by_file_row_and_column(tmp_path):
    schema, objects = write_user_files(tmp_path / "user", "csv")
    rows = [dict(t) for t in TOOLS]
    rows[2]["weightKg"] = "heavy"
    rows[4]["addedDate"] = "30/07/2024"
    write_csv(objects / "Tools.csv", rows)
    with pytest.raises(ImportProblem) as e:
        import_environment("t", schema, objects, tmp_path / "snap", echo=lambda s: None)
    msg = str(e.value)
    assert "2 value(s) do not fit the schema" in msg
    assert "Tools.csv row 3, column weightKg (number): 'heavy' is not a number" in msg
    assert "Tools.csv row 5, column addedDate (date)" in msg
    assert not (tmp_path / "snap" / "t").exists(), "nothing is half-written"


def test_a_missing_column_or_file_says_the_fix(tmp_path):
    schema, objects = write_user_files(tmp_path / "user", "jsonl")
    write_jsonl(objects / "Members.jsonl", [{"memberName": m["memberName"]} for m in MEMBERS])
    with pytest.raises(ImportProblem, match=r"no column bio, joined .*--role Members.bio=skip"):
        import_environment("t", schema, objects, tmp_path / "snap", echo=lambda s: None)
    (objects / "Members.jsonl").unlink()
    with pytest.raises(ImportProblem, match="no objects for collection Members"):
        import_environment("t", schema, objects, tmp_path / "snap", echo=lambda s: None)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    rows=st.lists(
        st.fixed_dictionaries(
            {
                "n": st.integers(-(10**12), 10**12),
                "x": st.floats(-1e9, 1e9, allow_nan=False).map(lambda v: round(v, 3)),
                "b": st.booleans(),
                "d": st.dates().map(lambda d: d.isoformat()),
                "s": st.text(
                    st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=12
                ),
                "xs": st.lists(st.integers(0, 99), max_size=3),
                "ts": st.lists(st.text("abc ,\"'", min_size=1, max_size=5), max_size=3),
            }
        ),
        min_size=1,
        max_size=8,
    )
)
def test_csv_and_jsonl_round_trip_every_type(tmp_path_factory, rows):
    root = tmp_path_factory.mktemp("rt")
    schema = root / "schema.json"
    types = {
        "n": "int",
        "x": "number",
        "b": "boolean",
        "d": "date",
        "s": "text",
        "xs": "int[]",
        "ts": "text[]",
    }
    schema.write_text(
        json.dumps(
            {
                "class": "Things",
                "properties": [{"name": k, "dataType": [t]} for k, t in types.items()],
            }
        )
    )
    out = {}
    for fmt in ("csv", "jsonl"):
        folder = root / fmt
        folder.mkdir()
        (write_csv if fmt == "csv" else write_jsonl)(folder / f"Things.{fmt}", rows)
        r = import_environment(
            "rt",
            schema,
            folder,
            root / f"snap-{fmt}",
            role_flags=["Things.s=text", "Things.x=number"],
            echo=lambda s: None,
        )
        out[fmt] = _objects(r.folder, "Things")
    assert out["csv"] == out["jsonl"]
    assert [{k: o[k] for k in types} for o in out["csv"]] == [
        {**r, "x": float(r["x"])} for r in rows
    ]


# ---- queries -------------------------------------------------------------------------------


def test_queries_are_filled_by_executing_their_ground_truth(tmp_path):
    result, printed = _import(tmp_path, queries=QUERIES)
    assert result.queries == 3 and "3 queries" in printed[0]
    rows = pq.read_table(result.folder / "queries.parquet").to_pylist()
    by_id = {r["query_id"]: r for r in rows}
    first = by_id["tool-library-000"]
    assert first["plan"] == "text filter" and first["operator_classes"] == ["text filter"]
    assert first["ground_truth_sql"] == ["SELECT * FROM Tools WHERE category = 'garden'"]
    tools = {o["toolName"]: o["uuid"] for o in _objects(result.folder, "Tools")}
    assert json.loads(first["reference_results"]) == [
        sorted([tools["Wend Washer"], tools["Hollin Trimmer"]])
    ]
    search = by_id["tool-library-001"]
    grounds = search["search_grounds"]
    assert len(grounds) == 1 and grounds[0]["relevant_ids"] is None  # unlabeled
    assert len(grounds[0]["candidate_ids"]) == len(TOOLS) and grounds[0]["topic"] == "patio"
    assert json.loads(search["reference_results"]) == [[tools["Wend Washer"]]]
    multi = by_id["tools-custom-id"]
    assert multi["num_sub_queries"] == 2 and multi["phrasing"] == "conversational"
    assert multi["plan"] == "boolean filter + numeric aggregation ; text aggregation"
    assert multi["operator_classes"] == [
        "boolean filter",
        "numeric aggregation",
        "text aggregation",
        "multi-query",
    ]
    returned = [x for x in LOANS if x["returned"]]
    assert json.loads(multi["reference_results"]) == [
        {"MEAN(lateFee)": pytest.approx(sum(x["lateFee"] for x in returned) / len(returned))},
        {"COUNT(loanCode)": len(LOANS)},
    ]


def test_labeled_search_grounds_resolve_the_reference_result(tmp_path):
    schema, objects = write_user_files(tmp_path / "user", "jsonl")
    first = import_environment("t", schema, objects, tmp_path / "snap", echo=lambda s: None)
    drills = sorted(o["uuid"] for o in _objects(first.folder, "Tools") if "drill" in o["tags"])
    q = {
        "command": "Drills that run on batteries, please.",
        "ground_truth": [
            {
                "collection_name": "Tools",
                "search_query": "battery drill",
                "text_property_aggregations": [{"property_name": "toolName", "metric": "COUNT"}],
            }
        ],
        "search_grounds": [{"topic": "drills", "relevant_ids": drills}],
    }
    write_jsonl(tmp_path / "q.jsonl", [q])
    r = import_environment(
        "t", schema, objects, tmp_path / "snap", queries=tmp_path / "q.jsonl", echo=lambda s: None
    )
    row = pq.read_table(r.folder / "queries.parquet").to_pylist()[0]
    assert row["search_grounds"][0]["relevant_ids"] == drills
    assert json.loads(row["reference_results"]) == [{"COUNT(toolName)": 2}]
    q["search_grounds"][0]["relevant_ids"] = ["00000000-0000-4000-8000-000000000001"]
    q["ground_truth"][0]["text_property_filters"] = [
        {"property_name": "category", "operator": "=", "value": "power"}
    ]
    write_jsonl(tmp_path / "q.jsonl", [q])
    with pytest.raises(
        ImportProblem,
        match=r"relevant_ids: 1 id\(s\) are not records the sub-query's filters select",
    ):
        import_environment(
            "t",
            schema,
            objects,
            tmp_path / "snap",
            queries=tmp_path / "q.jsonl",
            echo=lambda s: None,
        )


def test_bad_queries_get_one_line_each_naming_query_and_field(tmp_path):
    bad = [
        {"command": "x", "ground_truth": [{"collection_name": "Tool"}]},
        {
            "command": "y",
            "ground_truth": [
                {
                    "collection_name": "Tools",
                    "numeric_property_filters": [
                        {"property_name": "weightKg", "operator": "LIKE", "value": 3}
                    ],
                }
            ],
        },
        {"ground_truth": [{"collection_name": "Tools"}]},
        {"command": "z", "ground_truth": "not json"},
    ]
    with pytest.raises(ImportProblem) as e:
        _import(tmp_path, queries=bad)
    lines = str(e.value).splitlines()
    assert lines[0] == "4 problem(s) in the queries:"
    text = "\n".join(lines)
    assert (
        "queries.jsonl line 1 (tool-library-000): ground_truth[0].collection_name: tool-library has no collection 'Tool'"
        in text
    )
    assert (
        "queries.jsonl line 2 (tool-library-001): ground_truth[0].numeric_property_filters[0]"
        in text
    )
    assert "line 3 (tool-library-002): command is missing" in text
    assert "line 4 (tool-library-003): ground_truth is not valid JSON" in text


# ---- snapshots -----------------------------------------------------------------------------


def test_environments_side_by_side_with_an_old_snapshot_and_without_queries(tmp_path):
    snap = write_tiny_snapshot(tmp_path / "snap")
    old_row = pq.read_table(snap / "environments.parquet").to_pylist()[0]
    schema, objects = write_user_files(tmp_path / "user")
    write_jsonl(tmp_path / "q.jsonl", QUERIES)
    import_environment(
        "tool-library", schema, objects, snap, queries=tmp_path / "q.jsonl", echo=lambda s: None
    )
    import_environment("tool-library-2", schema, objects, snap, echo=lambda s: None)  # no queries
    envs = pq.read_table(snap / "environments.parquet").to_pylist()
    assert [e["environment"] for e in envs] == [ENV_ID, "tool-library", "tool-library-2"]
    assert envs[0] == old_row, "an environment the import did not touch keeps its row"
    assert envs[1]["num_queries"] == 3 and envs[2]["num_queries"] == 0
    assert envs[1]["num_objects"] == len(TOOLS) + len(MEMBERS) + len(LOANS)
    sets = {r["config"]: r for r in pq.read_table(snap / "query_sets.parquet").to_pylist()}
    assert sets["ask_mode"]["num_queries"] == 2 + 3
    assert sets["ask_mode"]["data_files"] == [
        f"{ENV_ID}/queries.parquet",
        "tool-library/queries.parquet",
        "tool-library-2/queries.parquet",
    ]
    assert sets["edge_case_1"]["data_files"] == [f"{ENV_ID}/edge_case_1.parquet"]
    prepare(source=str(snap), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as gym:
        assert set(gym.environments) == {ENV_ID, "tool-library", "tool-library-2"}
        assert gym.queries("ask_mode", "tool-library-2") == []  # explorable, no queries
        assert len(gym.objects("tool-library-2", "Tools")) == len(TOOLS)
        assert len(gym.queries("ask_mode", "tool-library")) == 3
        assert len(gym.queries("ask_mode", ENV_ID)) == 2


def test_a_folder_without_environments_or_query_sets_parquet_loads(tmp_path):
    schema, objects = write_user_files(tmp_path / "user")
    r = import_environment("tool-library", schema, objects, tmp_path / "snap", echo=lambda s: None)
    (tmp_path / "snap" / "environments.parquet").unlink()
    (tmp_path / "snap" / "query_sets.parquet").unlink()
    (r.folder / "queries.parquet").unlink()
    snap = open_snapshot(tmp_path / "snap")
    assert snap.derived["environments"].column("environment").to_pylist() == ["tool-library"]
    assert snap.derived["query_sets"].column("num_queries").to_pylist() == [0]
    prepare(source=str(tmp_path / "snap"), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as gym:
        assert gym.queries("ask_mode") == []
        assert gym.sql("SELECT num_objects FROM environments")["num_objects"][0] == 34
    finish_snapshot(tmp_path / "snap")
    assert (tmp_path / "snap" / "environments.parquet").is_file()


# ---- scoring and checks on an imported environment ------------------------------------------


def test_an_unlabeled_search_is_scored_by_its_call_and_its_metrics_are_unavailable(tmp_path):
    schema, objects = write_user_files(tmp_path / "user")
    write_jsonl(tmp_path / "q.jsonl", QUERIES)
    import_environment(
        "t", schema, objects, tmp_path / "snap", queries=tmp_path / "q.jsonl", echo=lambda s: None
    )
    prepare(source=str(tmp_path / "snap"), workspace=tmp_path / "ws")
    with open_gym(tmp_path / "ws") as gym:
        row = next(q for q in gym.queries("ask_mode") if q["query_id"] == "t-001")
        other_words = [{"collection_name": "Tools", "search_query": "washer for decks"}]
        good = score("ask_mode", row, other_words, None, gym)
        assert good.row["passed"]
        assert good.row["recall_at_10"] is None and good.row["f1"] is None
        assert good.sub_rows[0]["recall_at_10"] is None
        wrong_filter = [
            {
                "collection_name": "Tools",
                "search_query": "patio",
                "boolean_property_filters": [
                    {"property_name": "electric", "operator": "=", "value": False}
                ],
            }
        ]
        bad = score("ask_mode", row, wrong_filter, None, gym)
        assert not bad.row["passed"] and bad.row["recall_at_10"] is None


def test_a_search_on_a_collection_without_text_is_a_clear_error(tmp_path):
    from gymkit.schema import Collection, Environment, Property

    env = Environment(
        id="e",
        name="e",
        collections=[
            Collection(name="Readings", properties=[Property(name="value", type="number")])
        ],
    )
    with pytest.raises(CallError, match="Readings has no text to search .* filter instead"):
        validate_call({"collection_name": "Readings", "search_query": "anything"}, env)


def test_cli_prints_the_roles_and_fails_in_one_line(tmp_path):
    schema, objects = write_user_files(tmp_path / "user")
    cmd = [sys.executable, "-m", "gymkit.cli", "env", "import"]
    ok = subprocess.run(
        [
            *cmd,
            "tools",
            "--schema",
            str(schema),
            "--objects",
            str(objects),
            "--out",
            str(tmp_path / "snap"),
            "--role",
            "Tools.category=text",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.startswith("tools: 3 collections, 34 objects, 0 queries")
    assert "Next: gymkit data --source" in ok.stdout
    bad = subprocess.run(
        [
            *cmd,
            "tools",
            "--schema",
            str(tmp_path / "nope.json"),
            "--objects",
            str(objects),
            "--out",
            str(tmp_path / "snap"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert bad.stderr.strip() == f"gymkit: {tmp_path / 'nope.json'}: schema file is missing"


def test_objects_table_types_match_the_card(tmp_path):
    result, _ = _import(tmp_path)
    t = pq.read_table(result.folder / "objects" / "Tools.parquet")
    assert t.schema.field("uuid").type == pa.string()
    assert t.schema.field("loanDays").type == pa.int64()
    assert t.schema.field("weightKg").type == pa.float64()
    assert t.schema.field("tags").type == pa.list_(pa.string())
    assert t.schema.field("addedDate").type == pa.string()


def test_gymkit_own_schema_and_objects_import_unchanged(tmp_path):
    """A snapshot's own schema.json and objects folder round-trip: same types, roles and rows."""
    from tests.tiny_snapshot import TINY_ENV

    snap = write_tiny_snapshot(tmp_path / "tiny")
    result = import_environment(
        ENV_ID,
        snap / ENV_ID / "schema.json",
        snap / ENV_ID / "objects",
        tmp_path / "out",
        echo=lambda s: None,
    )
    assert read_schema(result.folder / "schema.json") == TINY_ENV
    for coll in ("Gadgets", "Repairs"):
        a = pq.read_table(snap / ENV_ID / "objects" / f"{coll}.parquet").to_pylist()
        b = _objects(result.folder, coll)
        assert [r["uuid"] for r in a] == [r["uuid"] for r in b]
        assert [sorted(r) for r in a] == [sorted(r) for r in b]
        assert [{k: _iso(v) for k, v in r.items()} for r in a] == b


def _iso(v):
    if isinstance(v, list):
        return [_iso(x) for x in v]
    return v.isoformat() if hasattr(v, "isoformat") else v


def test_a_declared_number_is_int_only_when_written_as_integers(tmp_path):
    schema, objects = write_user_files(tmp_path / "user", "jsonl")
    write_jsonl(objects / "Tools.jsonl", [{**t, "weightKg": float(i)} for i, t in enumerate(TOOLS)])
    r = import_environment("t", schema, objects, tmp_path / "snap", echo=lambda s: None)
    tools = read_schema(r.folder / "schema.json").collection("Tools")
    assert tools.prop("weightKg").type == "number"  # 0.0, 1.0, ...: whole, but written as floats
    assert tools.prop("loanDays").type == "int"  # 7, 3, ...: integers
    assert any("every value an integer" in line for line in r.lines)


def test_queries_in_the_cards_columns_round_trip(tmp_path):
    """A queries.parquet in the card's layout is accepted as --queries and gives the same rows."""
    result, _ = _import(tmp_path, queries=QUERIES)
    card = tmp_path / "card_queries.parquet"
    (result.folder / "queries.parquet").rename(card)
    schema, objects = tmp_path / "user" / "schema.json", tmp_path / "user" / "objects"
    again = import_environment(
        "tool-library", schema, objects, tmp_path / "snap2", queries=card, echo=lambda s: None
    )
    assert (
        pq.read_table(again.folder / "queries.parquet").to_pylist()
        == pq.read_table(card).to_pylist()
    )


def test_cli_weaviate_unreachable_is_one_line(tmp_path):
    from tests.sources.test_data import _closed_port

    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "gymkit.cli",
            "env",
            "import",
            "x",
            "--out",
            str(tmp_path / "s"),
            "--weaviate",
            f"http://127.0.0.1:{_closed_port()}",
            "--collections",
            "Books",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("gymkit: ") and len(done.stderr.strip().splitlines()) == 1


def test_display_and_synonyms_of_the_users_schema_reach_the_environment(tmp_path):
    """A property's display phrase and synonyms, given in the user's schema.json, are kept by
    the import (the generated commands and the ranker read them from the snapshot's schema)."""
    schema, objects = write_user_files(tmp_path / "user")
    raw = json.loads(schema.read_text(encoding="utf-8"))
    classes = raw["classes"] if isinstance(raw, dict) and "classes" in raw else raw
    first = classes[0]["properties"][0]
    first["display"] = "the public label"
    first["synonyms"] = ["tag", "label"]
    schema.write_text(json.dumps(raw), encoding="utf-8")
    import_environment("tool-library", schema, objects, tmp_path / "snap", echo=lambda _: None)
    env = read_schema(tmp_path / "snap" / "tool-library" / "schema.json", env_id="tool-library")
    prop = env.collection(classes[0]["class"]).prop(first["name"])
    assert prop.display == "the public label"
    assert prop.synonyms == ["tag", "label"]


def test_cli_import_says_how_commands_will_call_the_records(tmp_path):
    """Issue 42: the noun generated commands call each collection's records by is printed at
    import, so a wrong guess is seen before any command is written, and a `display` given in
    schema.json is what the next import prints."""
    schema, objects = write_user_files(tmp_path / "user")

    def records_block(out: Path) -> list[str]:
        rc, stdout, err = gymkit_cli(
            "env", "import", "tools", "--schema", schema, "--objects", objects, "--out", out
        )
        assert rc == 0, err
        lines = stdout.splitlines()
        at = next(i for i, line in enumerate(lines) if line.startswith("Records, as generated"))
        assert '"display"' in lines[at]
        assert lines[at + 4].startswith("Roles are inferred")  # three collections, then advice
        return [" ".join(line.split()) for line in lines[at + 1 : at + 4]]

    assert records_block(tmp_path / "snap") == [
        "Tools tools",
        "Members members",
        "ToolLoans tool loans",
    ]
    data = json.loads(schema.read_text())
    next(c for c in data["classes"] if c["class"] == "ToolLoans")["display"] = "loans"
    schema.write_text(json.dumps(data))
    assert records_block(tmp_path / "snap2")[2] == "ToolLoans loans (its display)"
