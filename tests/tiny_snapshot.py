"""A tiny handmade snapshot in the card's layout, with every property type, for fast tests."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.call import parse_call, render_sql
from gymkit.schema import Collection, Environment, Property, write_schema

ENV_ID = "tiny-env"

TINY_ENV = Environment(
    id=ENV_ID,
    name="Tiny Env",
    description="A made-up environment with one property of every type.",
    collections=[
        Collection(
            name="Gadgets",
            kind="knowledge_base",
            description="Named gadgets in the workshop.",
            properties=[
                Property(
                    name="gadgetNotes", type="searchable_text", description="Describes the gadget."
                ),
                Property(
                    name="gadgetName",
                    type="filterable_text",
                    description="The gadget's name.",
                    is_identifier=True,
                ),
                Property(
                    name="category", type="filterable_text", description="The gadget's category."
                ),
                Property(name="weightGrams", type="int", description="Weight in grams."),
                Property(name="price", type="number", description="Price in dollars."),
                Property(
                    name="inStock", type="boolean", description="Whether the gadget is in stock."
                ),
                Property(
                    name="builtDate", type="date", description="The date the gadget was built."
                ),
                Property(name="tags", type="text_array", description="Tags."),
                Property(name="sizes", type="int_array", description="Sizes."),
                Property(name="ratings", type="number_array", description="Ratings."),
                Property(
                    name="checks",
                    type="boolean_array",
                    description="Each flag says whether a check passed.",
                ),
                Property(name="serviceDates", type="date_array", description="Service dates."),
            ],
        ),
        Collection(
            name="Repairs",
            kind="transactional",
            description="Repairs done on gadgets.",
            properties=[
                Property(
                    name="repairCode",
                    type="filterable_text",
                    description="The repair's code.",
                    is_identifier=True,
                ),
                Property(
                    name="gadgetName",
                    type="filterable_text",
                    description="The repaired gadget.",
                    references="Gadgets",
                ),
                Property(name="cost", type="number", description="Repair cost in dollars."),
            ],
        ),
    ],
)

GADGETS = [
    # name, category, weight, price, stock, built, tags, sizes, ratings, checks, service, notes
    (
        "Alpha_One",
        "tool",
        120,
        9.5,
        True,
        "2024-01-05",
        ["red", "small"],
        [1, 2],
        [4.5],
        [True],
        ["2025-01-01"],
        "A sturdy wrench with a red handle.",
    ),
    (
        "Beta Two",
        "toy",
        300,
        19.99,
        False,
        "2024-03-10",
        ["blue"],
        [2],
        [3.0, 4.0],
        [False, True],
        ["2025-02-01", "2025-03-01"],
        "A blue spinning top for children.",
    ),
    (
        "Gamma's Three",
        "tool",
        120,
        5.25,
        True,
        "2023-12-31",
        ["red"],
        [3],
        [5.0],
        [False],
        ["2025-01-01"],
        "A tiny red screwdriver; it's precise.",
    ),
    (
        "Delta Four",
        "decor",
        800,
        99.0,
        True,
        "2024-06-15",
        ["green", "large"],
        [1, 3],
        [2.5, 5.0],
        [True, True],
        ["2025-04-01"],
        "A large green lamp for the hallway.",
    ),
]
REPAIRS = [
    ("REP-00001", "Alpha_One", 10.0),
    ("REP-00002", "Alpha_One", 15.5),
    ("REP-00003", "Delta Four", 40.0),
]


def object_uuid(collection: str, ident: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{ENV_ID}/{collection}/{ident}"))


def _gadgets_table() -> pa.Table:
    cols = list(zip(*GADGETS))
    return pa.table(
        {
            "uuid": [object_uuid("Gadgets", n) for n in cols[0]],
            "gadgetNotes": pa.array(cols[11], pa.string()),
            "gadgetName": pa.array(cols[0], pa.string()),
            "category": pa.array(cols[1], pa.string()),
            "weightGrams": pa.array(cols[2], pa.int64()),
            "price": pa.array(cols[3], pa.float64()),
            "inStock": pa.array(cols[4], pa.bool_()),
            "builtDate": pa.array(cols[5], pa.string()),
            "tags": pa.array(cols[6], pa.list_(pa.string())),
            "sizes": pa.array(cols[7], pa.list_(pa.int64())),
            "ratings": pa.array(cols[8], pa.list_(pa.float64())),
            "checks": pa.array(cols[9], pa.list_(pa.bool_())),
            "serviceDates": pa.array(cols[10], pa.list_(pa.string())),
        }
    )


def _repairs_table() -> pa.Table:
    cols = list(zip(*REPAIRS))
    return pa.table(
        {
            "uuid": [object_uuid("Repairs", c) for c in cols[0]],
            "repairCode": pa.array(cols[0], pa.string()),
            "gadgetName": pa.array(cols[1], pa.string()),
            "cost": pa.array(cols[2], pa.float64()),
        }
    )


ASK_GROUND_TRUTH = [
    [
        {
            "collection_name": "Gadgets",
            "text_property_filters": [
                {"property_name": "category", "operator": "=", "value": "tool"}
            ],
        }
    ],
    [
        {
            "collection_name": "Repairs",
            "numeric_property_aggregations": [{"property_name": "cost", "metric": "SUM"}],
        }
    ],
]


def write_tiny_snapshot(root: Path, *, v1: bool = False) -> Path:
    """Write the tiny snapshot into `root` (v1=True: only queries.parquet, no query_sets.parquet)."""
    root = Path(root)
    env_dir = root / ENV_ID
    (env_dir / "objects").mkdir(parents=True, exist_ok=True)
    write_schema(TINY_ENV, env_dir / "schema.json")
    pq.write_table(_gadgets_table(), env_dir / "objects" / "Gadgets.parquet")
    pq.write_table(_repairs_table(), env_dir / "objects" / "Repairs.parquet")
    tool_ids = sorted(object_uuid("Gadgets", g[0]) for g in GADGETS if g[1] == "tool")
    refs = [tool_ids, {"SUM(cost)": 65.5}]
    ask = pa.table(
        {
            "query_id": [f"{ENV_ID}-{i:03d}" for i in range(len(ASK_GROUND_TRUTH))],
            "environment": [ENV_ID] * 2,
            "environment_name": ["Tiny Env"] * 2,
            "command": [
                "Show me every gadget in the tool category.",
                "What is the total repair cost?",
            ],
            "phrasing": ["explicit", "conversational"],
            "plan": ["text_filter", "numeric_aggregation"],
            "num_sub_queries": pa.array([1, 1], pa.int64()),
            "operator_classes": [["text_filter"], ["numeric_aggregation"]],
            "ground_truth": [json.dumps(g) for g in ASK_GROUND_TRUTH],
            "ground_truth_sql": [[render_sql(parse_call(c)) for c in g] for g in ASK_GROUND_TRUTH],
            "search_grounds": pa.array(
                [[], []],
                pa.list_(
                    pa.struct(
                        [
                            ("topic", pa.string()),
                            ("description", pa.string()),
                            ("candidate_ids", pa.list_(pa.string())),
                            ("relevant_ids", pa.list_(pa.string())),
                        ]
                    )
                ),
            ),
            "reference_results": [json.dumps([r]) for r in refs],
        }
    )
    pq.write_table(ask, env_dir / "queries.parquet")
    if not v1:
        search = ask.slice(0, 1).append_column("retrieval_shape", pa.array(["filter_only"]))
        search = search.set_column(0, "query_id", pa.array([f"{ENV_ID}-s-000"]))
        pq.write_table(search, env_dir / "search_mode_queries.parquet")
        expect_type = pa.struct(
            [
                ("value_filter", pa.string()),
                ("value_properties", pa.list_(pa.string())),
                ("combine", pa.string()),
                ("query_contains", pa.list_(pa.string())),
                ("query_null", pa.bool_()),
                ("other_filters", pa.string()),
                ("retry", pa.string()),
            ]
        )
        edge = pa.table(
            {
                "query_id": [f"{ENV_ID}-b1-000"],
                "environment": [ENV_ID],
                "environment_name": ["Tiny Env"],
                "behavior": ["B1"],
                "node": ["query"],
                "collection": ["Repairs"],
                "phrasing": ["quoted"],
                "command": ['Find the repair with repair code "REP-00002".'],
                "value": ["REP-00002"],
                "expect": pa.array(
                    [
                        {
                            "value_filter": "eq",
                            "value_properties": ["repairCode"],
                            "combine": None,
                            "query_contains": [],
                            "query_null": True,
                            "other_filters": "[]",
                            "retry": None,
                        }
                    ],
                    expect_type,
                ),
                "relevant_ids": [[object_uuid("Repairs", "REP-00002")]],
                "decoy_ids": pa.array([[]], pa.list_(pa.string())),
                "seed_output": pa.array([None], pa.string()),
                "source": ["named:repairCode"],
            }
        )
        pq.write_table(edge, env_dir / "edge_case_1.parquet")
        pq.write_table(
            pa.table(
                {
                    "config": ["ask_mode", "search_mode", "edge_case_1"],
                    "target_mode": ["ask", "search", "ask"],
                    "record_format": ["ground_truth", "ground_truth", "expect"],
                    "description": ["ask", "search", "edge"],
                    "num_queries": pa.array([2, 1, 1], pa.int64()),
                    "data_files": [
                        [f"{ENV_ID}/queries.parquet"],
                        [f"{ENV_ID}/search_mode_queries.parquet"],
                        [f"{ENV_ID}/edge_case_1.parquet"],
                    ],
                }
            ),
            root / "query_sets.parquet",
        )
    pq.write_table(
        pa.table(
            {
                "environment": [ENV_ID],
                "environment_name": ["Tiny Env"],
                "description": [TINY_ENV.description],
                "collections": [["Gadgets", "Repairs"]],
                "num_objects": pa.array([len(GADGETS) + len(REPAIRS)], pa.int64()),
                "num_queries": pa.array([2], pa.int64()),
                "queries_fingerprint": ["x"],
            }
        ),
        root / "environments.parquet",
    )
    return root
