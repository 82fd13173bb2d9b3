"""A small three-collection user environment (a tool library), written as a user would give it."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

NOTES = [
    "A heavy drill for masonry work, with a spare battery and a carry case.",
    "Light cordless drill for shelves and flat-pack furniture.",
    "Long ladder that reaches second-floor gutters; needs two people to carry.",
    "Pressure washer for patios and decks, with a patio cleaning attachment.",
    "Hedge trimmer with a long reach for tall hedges and shrubs.",
    "Tile cutter for bathroom and kitchen tiles up to sixty centimeters.",
]
TOOLS = [
    {
        "toolName": name,
        "toolNotes": note,
        "category": cat,
        "weightKg": w,
        "loanDays": d,
        "electric": e,
        "addedDate": added,
        "tags": tags,
    }
    for name, note, cat, w, d, e, added, tags in zip(
        [
            "Brask Drill",
            "Pell Driver",
            "Tallow Ladder",
            "Wend Washer",
            "Hollin Trimmer",
            "Cray Cutter",
        ],
        NOTES,
        ["power", "power", "access", "garden", "garden", "hand"],
        [4.5, 1.25, 12.0, 9.75, 3.5, 6.0],
        [7, 7, 3, 2, 5, 4],
        [True, True, False, True, True, False],
        ["2024-01-05", "2024-02-11", "2024-03-20", "2024-05-02", "2024-06-15", "2024-07-30"],
        [["drill", "battery"], ["drill"], [], ["water"], ["garden", "battery"], ["tiles"]],
    )
]
MEMBERS = [
    {"memberName": n, "bio": b, "joined": j}
    for n, b, j in [
        ("Orla Penn", "Restores old furniture and borrows sanders most weekends.", "2023-04-01"),
        ("Ivo Stray", "Keeps an allotment and trims the hedges of the whole street.", "2023-06-12"),
        ("Maud Wren", "Renovating a terraced house one room at a time.", "2024-01-20"),
        ("Tam Hollis", "Builds garden furniture from reclaimed timber.", "2024-03-03"),
    ]
]
LOANS = [
    {
        "loanCode": f"TL-{i:03d}",
        "toolName": TOOLS[i % 6]["toolName"],
        "memberName": MEMBERS[i % 4]["memberName"],
        "days": (i % 5) + 1,
        "lateFee": float(i % 3) * 1.5,
        "returned": i % 4 != 0,
    }
    for i in range(1, 25)
]


def weaviate_schema() -> dict:
    """The schema as Weaviate's REST API returns it (`GET /v1/schema`)."""

    def p(name, dt, tok=None):
        d = {"name": name, "dataType": [dt], "description": f"the {name}"}
        if tok:
            d["tokenization"] = tok
        return d

    return {
        "classes": [
            {
                "class": "Tools",
                "description": "Tools the library lends.",
                "properties": [
                    p("toolName", "text", "field"),
                    p("toolNotes", "text", "word"),
                    p("category", "text", "word"),
                    p("weightKg", "number"),
                    p("loanDays", "number"),
                    p("electric", "boolean"),
                    p("addedDate", "date"),
                    p("tags", "text[]", "word"),
                ],
            },
            {
                "class": "Members",
                "description": "People who borrow tools.",
                "properties": [p("memberName", "string"), p("bio", "string"), p("joined", "date")],
            },
            {
                "class": "ToolLoans",
                "description": "Each loan of a tool to a member.",
                "properties": [
                    p("loanCode", "text", "field"),
                    p("toolName", "text", "field"),
                    p("memberName", "text", "field"),
                    p("days", "int"),
                    p("lateFee", "number"),
                    p("returned", "boolean"),
                ],
            },
        ]
    }


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def write_csv(path: Path, rows: list[dict]) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        for r in rows:
            w.writerow({k: json.dumps(v) if isinstance(v, list) else v for k, v in r.items()})


def write_user_files(root: Path, fmt: str = "mixed") -> tuple[Path, Path]:
    """schema.json and an objects folder; fmt: jsonl, csv, parquet or mixed (one of each)."""
    root.mkdir(parents=True, exist_ok=True)
    schema = root / "schema.json"
    schema.write_text(json.dumps(weaviate_schema(), indent=2))
    objects = root / "objects"
    objects.mkdir(exist_ok=True)
    formats = {"Tools": "jsonl", "Members": "csv", "ToolLoans": "parquet"} if fmt == "mixed" else {}
    for name, rows in (("Tools", TOOLS), ("Members", MEMBERS), ("ToolLoans", LOANS)):
        f = formats.get(name, fmt)
        if f == "jsonl":
            write_jsonl(objects / f"{name}.jsonl", rows)
        elif f == "csv":
            write_csv(objects / f"{name}.csv", rows)
        else:
            pq.write_table(pa.Table.from_pylist(rows), objects / f"{name}.parquet")
    return schema, objects


def rest_class(cls: dict) -> dict:
    """A class as a Weaviate server returns it: every field the v4 client reads, filled."""
    props = [
        {
            "indexFilterable": True,
            "indexSearchable": p["dataType"][0] in ("text", "text[]", "string"),
            "indexRangeFilters": False,
            **p,
            # servers since 1.19 hold the old `string` as text
            "dataType": ["text" if t == "string" else t for t in p["dataType"]],
        }
        for p in cls["properties"]
    ]
    return {
        **cls,
        "properties": props,
        "vectorizer": "none",
        "invertedIndexConfig": {
            "bm25": {"b": 0.75, "k1": 1.2},
            "cleanupIntervalSeconds": 60,
            "stopwords": {"preset": "en", "additions": None, "removals": None},
        },
        "multiTenancyConfig": {"enabled": False},
        "replicationConfig": {"factor": 1},
        "shardingConfig": {
            "virtualPerPhysical": 128,
            "desiredCount": 1,
            "actualCount": 1,
            "desiredVirtualCount": 128,
            "actualVirtualCount": 128,
            "key": "_id",
            "strategy": "hash",
            "function": "murmur3",
        },
        "vectorIndexType": "hnsw",
        "vectorIndexConfig": {
            "skip": False,
            "cleanupIntervalSeconds": 300,
            "maxConnections": 64,
            "efConstruction": 128,
            "ef": -1,
            "dynamicEfMin": 100,
            "dynamicEfMax": 500,
            "dynamicEfFactor": 8,
            "vectorCacheMaxObjects": 1000000000000,
            "flatSearchCutoff": 40000,
            "distance": "cosine",
            "pq": {
                "enabled": False,
                "bitCompression": False,
                "segments": 0,
                "centroids": 256,
                "trainingLimit": 100000,
                "encoder": {"type": "kmeans", "distribution": "log-normal"},
            },
            "bq": {"enabled": False},
            "sq": {"enabled": False, "trainingLimit": 100000, "rescoreLimit": 20},
        },
    }


def v4_config_object(cls: dict):
    """The v4 client's own config object (`collection.config.get()`) for a class."""
    from weaviate.collections.classes.config_methods import _collection_config_from_json

    return _collection_config_from_json(rest_class(cls))


def v4_config(cls: dict) -> dict:
    """What weaviate-client v4's `collection.config.get().to_dict()` gives for a class."""
    return v4_config_object(cls).to_dict()
