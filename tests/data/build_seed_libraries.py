"""Build the `seed-libraries` environment: a small invented domain in the card's folder layout.

    python tests/data/build_seed_libraries.py OUT_DIR [--objects 240]
    gymkit data --source OUT_DIR --out WORKSPACE

A network of community seed libraries (varieties, branches, loans), made for measuring agents on
a schema nobody tuned them for (tests/data/blind_v2_commands.jsonl holds its commands). Three
collections with descriptions, every property type of the card but one, a transactional
collection whose references hold knowledge-base identifiers, and prose for searches. The output
is deterministic (one seeded `random.Random`), so the values the commands use always exist.
`queries.parquet` holds this environment's rows of the blind set (ask_mode columns; reference
results are left empty: the set is scored on plans).
"""

from __future__ import annotations

import argparse
import json
import random
import uuid
from datetime import date, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from gymkit.layout import arrow_type

ENV_ID = "seed-libraries"
HERE = Path(__file__).resolve().parent
BLIND = HERE / "blind_v2_commands.jsonl"
NAMESPACE = uuid.UUID("6f0c1d7e-3b8a-4d55-9f21-5e0a8c6b7d90")


def _p(name, type_, description, identifier=False, references=None):
    return {
        "name": name,
        "type": type_,
        "description": description,
        "is_identifier": identifier,
        "references": references,
    }


SCHEMA = {
    "id": ENV_ID,
    "name": "Seed Libraries",
    "description": "A network of community seed libraries lending heirloom seeds to gardeners.",
    "collections": [
        {
            "name": "SeedVarieties",
            "kind": "knowledge_base",
            "description": "Heirloom seed varieties the libraries keep in circulation.",
            "properties": [
                _p(
                    "growingNotes",
                    "searchable_text",
                    "Describes how the variety grows, its flavor, and the conditions it prefers.",
                ),
                _p(
                    "varietyName",
                    "filterable_text",
                    "The name gardeners use to ask for the variety.",
                    identifier=True,
                ),
                _p(
                    "plantFamily",
                    "filterable_text",
                    "The botanical family the variety belongs to.",
                ),
                _p(
                    "daysToMaturity",
                    "int",
                    "The typical number of days from sowing to first harvest.",
                ),
                _p(
                    "germinationRate",
                    "number",
                    "The expected share of seeds that sprout, as a fraction between 0 and 1.",
                ),
                _p(
                    "sowingMonths",
                    "int_array",
                    "Months of the year, numbered 1 to 12, in which the variety is usually sown.",
                ),
                _p(
                    "droughtTolerant",
                    "boolean",
                    "Indicates whether the variety copes with long dry spells.",
                ),
                _p(
                    "companionPlants",
                    "text_array",
                    "Plants recommended to grow alongside the variety.",
                ),
            ],
        },
        {
            "name": "LibraryBranches",
            "kind": "knowledge_base",
            "description": "Community seed library locations that lend and collect seeds.",
            "properties": [
                _p(
                    "branchProfile",
                    "searchable_text",
                    "Describes the branch's premises, its volunteers, and the gardeners it serves.",
                ),
                _p(
                    "branchName",
                    "filterable_text",
                    "The name neighbors use for the seed library branch.",
                    identifier=True,
                ),
                _p("district", "filterable_text", "The city district where the branch is located."),
                _p("openedDate", "date", "The date the branch first lent seeds."),
                _p(
                    "volunteerCount",
                    "int",
                    "The number of volunteers currently staffing the branch.",
                ),
                _p(
                    "offersWorkshops",
                    "boolean",
                    "Indicates whether the branch runs seed-saving workshops.",
                ),
                _p(
                    "humidityChecks",
                    "boolean_array",
                    "Each flag indicates whether a monthly seed-vault humidity check passed.",
                ),
                _p(
                    "swapDayDates",
                    "date_array",
                    "Dates of the branch's scheduled seed swap days.",
                ),
            ],
        },
        {
            "name": "SeedLoans",
            "kind": "transactional",
            "description": "Individual loans of seed packets from a branch to a gardener.",
            "properties": [
                _p(
                    "gardenerComments",
                    "searchable_text",
                    "Records what the gardener said about growing the borrowed seeds.",
                ),
                _p(
                    "loanCode",
                    "filterable_text",
                    "The code printed on the loan slip.",
                    identifier=True,
                ),
                _p(
                    "varietyName",
                    "filterable_text",
                    "The name of the seed variety that was lent.",
                    references="SeedVarieties",
                ),
                _p(
                    "branchName",
                    "filterable_text",
                    "The name of the branch that lent the seeds.",
                    references="LibraryBranches",
                ),
                _p("loanDate", "date", "The date the seed packets were handed out."),
                _p("packetsLent", "int", "The number of seed packets handed out in the loan."),
                _p(
                    "seedsReturnedGrams",
                    "number",
                    "The weight in grams of saved seed the gardener brought back.",
                ),
                _p(
                    "harvestReported",
                    "boolean",
                    "Indicates whether the gardener reported a harvest from the loan.",
                ),
            ],
        },
    ],
}

VARIETY_HEADS = [
    "Amber", "Bramble", "Copper", "Dusk", "Ember", "Fennel", "Gilded", "Hollow", "Ivory",
    "Juniper", "Kettle", "Linden", "Moss", "Nutmeg", "Orchard", "Pebble", "Quince", "Russet",
    "Saffron", "Thistle",
]  # fmt: skip
VARIETY_TAILS = [
    "Runner", "Crown", "Beauty", "Giant", "Pearl", "Drum", "Flame", "Lantern", "Bell", "Star",
    "Heart", "Glory",
]  # fmt: skip
BRANCH_HEADS = [
    "Alder", "Birch", "Cedar", "Dove", "Elm", "Fox", "Glen", "Hazel", "Iris", "Jay", "Kiln",
    "Lark", "Maple", "Nettle", "Oak", "Pine", "Quail", "Rowan", "Sorrel", "Tansy", "Umber",
    "Vale", "Willow", "Yew",
]  # fmt: skip
BRANCH_TAILS = [
    "Street Seed Shelf", "Corner Seed Library", "Yard Seed Bank", "Lane Seed Exchange",
    "Hall Seed Cupboard", "Green Seed Shelf", "Row Seed Library", "Court Seed Bank",
    "Square Seed Exchange", "Mill Seed Cupboard",
]  # fmt: skip
FAMILIES = ["Allium", "Brassica", "Cucurbit", "Legume", "Nightshade"]
COMPANIONS = ["basil", "borage", "dill", "marigold", "nasturtium"]
DISTRICTS = ["Eastfield", "Hillcrest", "Old Town", "Riverside", "Southgate"]
SOWING = [2, 3, 4, 5, 9]
SWAP_DAYS = ["2026-03-14", "2026-04-18", "2026-09-19", "2026-10-17"]

GROWING_TOPICS = [
    "It thrives in cool spring weather and bolts quickly once nights turn warm.",
    "Gardeners praise its resistance to powdery mildew in humid summers.",
    "The flavor turns noticeably sweeter after the first light frost.",
    "It stays compact enough for containers on balconies and patios.",
    "Vines climb tall trellises and need sturdy support by midsummer.",
    "It tolerates heavy clay soil better than most varieties of its family.",
    "Pollinators visit its flowers heavily, which helps nearby beds set fruit.",
    "The harvest stores well through winter in a cool cellar.",
]
BRANCH_TOPICS = [
    "The shelf sits inside a public library and is open on weekday evenings.",
    "Volunteers run a children's planting corner every Saturday morning.",
    "The branch shares space with a community tool library and a repair cafe.",
    "A rooftop demonstration garden shows how saved seeds perform locally.",
    "Many borrowers are allotment holders from the nearby riverside plots.",
    "The branch keeps a large collection of seeds from immigrant family gardens.",
    "It is wheelchair accessible and sits beside a bus interchange.",
]
COMMENT_TOPICS = [
    "Slugs ate most of the seedlings in the first week.",
    "The plants produced far more than our family could eat, so we shared with neighbors.",
    "Germination was slow in the cold frame but picked up in May.",
    "We saved plenty of seed to return and plan to grow it again next year.",
    "A late heat wave scorched the leaves, though the plants recovered.",
    "The kids loved watching the vines climb the fence.",
    "Deer got into the bed twice, so the harvest was small.",
]


def _prose(rng: random.Random, topics: list[str], opener: str) -> str:
    picked = rng.sample(topics, 3)
    return " ".join([opener, *picked])


def _uuid(collection: str, i: int) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{collection}/{i}"))


def _names(heads: list[str], tails: list[str], n: int, rng: random.Random) -> list[str]:
    names = [f"{h} {t}" for h in heads for t in tails]
    rng.shuffle(names)
    if n > len(names):
        raise SystemExit(f"at most {len(names)} objects per collection (asked for {n})")
    return names[:n]


def _day(rng: random.Random, start: date, end: date) -> str:
    return (start + timedelta(days=rng.randrange((end - start).days + 1))).isoformat()


def build_objects(n: int) -> dict[str, list[dict]]:
    """The objects of each collection, deterministic for a given n."""
    rng = random.Random(20261201)
    varieties = []
    for i, name in enumerate(_names(VARIETY_HEADS, VARIETY_TAILS, n, rng)):
        varieties.append(
            {
                "uuid": _uuid("SeedVarieties", i),
                "growingNotes": _prose(rng, GROWING_TOPICS, f"{name} is an heirloom line."),
                "varietyName": name,
                "plantFamily": rng.choice(FAMILIES),
                "daysToMaturity": rng.randint(40, 120),
                "germinationRate": round(rng.uniform(0.55, 0.98), 2),
                "sowingMonths": sorted(rng.sample(SOWING, rng.randint(1, 3))),
                "droughtTolerant": rng.random() < 0.5,
                "companionPlants": sorted(rng.sample(COMPANIONS, rng.randint(1, 3))),
            }
        )
    branches = []
    for i, name in enumerate(_names(BRANCH_HEADS, BRANCH_TAILS, n, rng)):
        branches.append(
            {
                "uuid": _uuid("LibraryBranches", i),
                "branchProfile": _prose(rng, BRANCH_TOPICS, f"{name} lends seeds to neighbors."),
                "branchName": name,
                "district": rng.choice(DISTRICTS),
                "openedDate": _day(rng, date(2015, 1, 1), date(2024, 12, 31)),
                "volunteerCount": rng.randint(2, 40),
                "offersWorkshops": rng.random() < 0.5,
                "humidityChecks": [rng.random() < 0.5 for _ in range(rng.randint(1, 3))],
                "swapDayDates": sorted(rng.sample(SWAP_DAYS, rng.randint(1, 3))),
            }
        )
    loans = []
    for i in range(n):
        loans.append(
            {
                "uuid": _uuid("SeedLoans", i),
                "gardenerComments": _prose(rng, COMMENT_TOPICS, "Gardener feedback on return."),
                "loanCode": f"LN-{i + 1:05d}",
                "varietyName": rng.choice(varieties[: max(1, n * 2 // 3)])["varietyName"],
                "branchName": rng.choice(branches[: max(1, n * 2 // 3)])["branchName"],
                "loanDate": _day(rng, date(2025, 2, 1), date(2026, 6, 30)),
                "packetsLent": rng.randint(1, 12),
                "seedsReturnedGrams": round(rng.uniform(0, 250), 1),
                "harvestReported": rng.random() < 0.5,
            }
        )
    return {"SeedVarieties": varieties, "LibraryBranches": branches, "SeedLoans": loans}




def _blind_rows() -> list[dict]:
    if not BLIND.is_file():
        return []
    rows = [json.loads(line) for line in BLIND.read_text(encoding="utf-8").splitlines() if line]
    return [r for r in rows if r["environment"] == ENV_ID]


def build(out: Path, n: int = 240) -> Path:
    """Write the snapshot folder (environments.parquet, schema, objects, queries) under out."""
    env_dir = out / ENV_ID
    (env_dir / "objects").mkdir(parents=True, exist_ok=True)
    (env_dir / "schema.json").write_text(json.dumps(SCHEMA, indent=2) + "\n", encoding="utf-8")
    objects = build_objects(n)
    for coll in SCHEMA["collections"]:
        fields = [pa.field("uuid", pa.string())]
        fields += [pa.field(p["name"], arrow_type(p["type"])) for p in coll["properties"]]
        table = pa.Table.from_pylist(objects[coll["name"]], schema=pa.schema(fields))
        pq.write_table(table, env_dir / "objects" / f"{coll['name']}.parquet")
    rows = _blind_rows()
    queries = pa.Table.from_pylist(
        [
            {
                "query_id": r["query_id"],
                "environment": ENV_ID,
                "environment_name": SCHEMA["name"],
                "command": r["command"],
                "phrasing": r["phrasing"],
                "num_sub_queries": len(r["ground_truth"]),
                "ground_truth": json.dumps(r["ground_truth"]),
                "reference_results": json.dumps([None] * len(r["ground_truth"])),
            }
            for r in rows
        ],
        schema=pa.schema(
            [
                ("query_id", pa.string()),
                ("environment", pa.string()),
                ("environment_name", pa.string()),
                ("command", pa.string()),
                ("phrasing", pa.string()),
                ("num_sub_queries", pa.int64()),
                ("ground_truth", pa.string()),
                ("reference_results", pa.string()),
            ]
        ),
    )
    pq.write_table(queries, env_dir / "queries.parquet")
    envs = pa.Table.from_pylist(
        [
            {
                "environment": ENV_ID,
                "environment_name": SCHEMA["name"],
                "description": SCHEMA["description"],
                "collections": [c["name"] for c in SCHEMA["collections"]],
                "num_objects": n * len(SCHEMA["collections"]),
                "num_queries": len(rows),
            }
        ]
    )
    pq.write_table(envs, out / "environments.parquet")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--objects", type=int, default=240)
    args = ap.parse_args()
    print(build(args.out, args.objects))


if __name__ == "__main__":
    main()
