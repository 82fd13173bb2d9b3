"""Write the seed-library example's objects (deterministic; the files are committed).

An invented community seed library: seed varieties, the gardeners who borrow them, and the
loans. Every name and note is made up. Run from the repository root:
    python docs/examples/seed-library/make_objects.py
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import random
import uuid
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

HERE = Path(__file__).parent
rng = random.Random(11)

FAMILIES = ["Solanaceae", "Cucurbitaceae", "Fabaceae", "Brassicaceae", "Apiaceae"]
CROPS = {
    "Solanaceae": ["tomato", "pepper", "eggplant"],
    "Cucurbitaceae": ["squash", "cucumber", "melon"],
    "Fabaceae": ["bean", "pea", "runner bean"],
    "Brassicaceae": ["kale", "cabbage", "radish"],
    "Apiaceae": ["carrot", "parsnip", "fennel"],
}
FIRST = [
    "Amber",
    "Quill",
    "Marrow",
    "Fennick",
    "Brindle",
    "Tansy",
    "Corvel",
    "Wrenna",
    "Sollow",
    "Harrow",
    "Pellin",
    "Ostra",
    "Mirren",
    "Calder",
    "Juniper",
    "Larkin",
    "Thessaly",
    "Vesper",
]
SECOND = [
    "Crookneck",
    "Lantern",
    "Ribbon",
    "Glory",
    "Keeper",
    "Flame",
    "Drum",
    "Pearl",
    "Spire",
    "Moon",
    "Velvet",
    "Crown",
]
TRAITS = [
    ("drought", "It shrugs off drought once established and needs little watering in high summer."),
    ("containers", "It stays compact enough to grow in containers on a balcony or patio."),
    ("shade", "It tolerates partial shade better than most of its kind."),
    ("cold", "It sets fruit reliably in cool, short seasons and survives a light frost."),
    ("pollinators", "Its flowers draw bees and other pollinators into the plot."),
    ("storage", "The harvest keeps for months in a cool, dry store."),
]
SOIL = [
    "Sow it into loose, well-drained soil.",
    "It prefers rich soil with plenty of compost.",
    "Give it full sun and steady moisture.",
    "Sow it thinly and thin the seedlings early.",
]
TASTE = [
    "The flavor is sweet and mild.",
    "Growers praise its nutty flavor.",
    "It is best eaten fresh from the plant.",
    "It cooks down into a rich sauce.",
]

varieties = []
names = set()
for i in range(40):
    while True:
        name = f"{rng.choice(FIRST)} {rng.choice(SECOND)}"
        if name not in names:
            names.add(name)
            break
    family = FAMILIES[i % len(FAMILIES)]
    crop = rng.choice(CROPS[family])
    traits = rng.sample(TRAITS, 2 if i % 3 else 1)
    notes = " ".join(
        [f"{name} is a {rng.choice(['vigorous', 'steady', 'early', 'late'])} {crop}."]
        + [t[1] for t in traits]
        + [rng.choice(SOIL), rng.choice(TASTE)]
    )
    varieties.append(
        {
            "uuid": str(uuid.uuid5(uuid.NAMESPACE_URL, f"seed-library/variety/{name}")),
            "varietyName": name,
            "growingNotes": notes,
            "plantFamily": family,
            "daysToMaturity": rng.randrange(45, 120),
            "sowingMonths": sorted(rng.sample(range(2, 10), rng.randint(1, 3))),
            "heirloom": rng.random() < 0.5,
            "germinationRate": round(rng.uniform(0.6, 0.98), 2),
        }
    )

GIVEN = ["Ilsa", "Doran", "Meret", "Tobin", "Aveline", "Corin", "Hesper", "Nadia", "Orrin", "Pia"]
FAMILY_NAMES = ["Marrowby", "Quillfeather", "Tansley", "Brindlewood", "Ashcombe", "Fenwick"]
SKILLS = ["composting", "seed saving", "grafting", "pest control", "irrigation"]
BIO = [
    "Keeps a terraced plot and teaches the library's spring sowing workshop.",
    "Grows mostly for the community kitchen and trades seedlings every May.",
    "Started gardening on a rooftop and now runs the compost rota.",
    "Saves seed from every harvest and labels each packet by hand.",
    "Tends a shady allotment and experiments with leafy greens.",
    "Leads the watering volunteers through the dry months.",
]
gardeners = []
gnames = set()
for i in range(30):
    while True:
        name = f"{rng.choice(GIVEN)} {rng.choice(FAMILY_NAMES)}"
        if name not in gnames:
            gnames.add(name)
            break
    gardeners.append(
        {
            "gardenerName": name,
            "gardenerBio": f"{rng.choice(BIO)[:-1]}, since {2015 + i % 9}.",
            "plotSizeSqm": round(rng.uniform(8, 120), 1),
            "joinedDate": (
                dt.date(2022, 1, 10) + dt.timedelta(days=rng.randrange(0, 900))
            ).isoformat(),
            "skills": json.dumps(sorted(rng.sample(SKILLS, rng.randint(1, 3)))),
        }
    )

OUTCOMES = [
    "The plants came through a wet spring and gave a generous crop.",
    "Powdery mildew arrived in August and cut the harvest short.",
    "Slugs took the first sowing; the second did well.",
    "Seed was saved from the best plants and returned to the library.",
    "A late frost thinned the seedlings, but the survivors thrived.",
]
loans = []
for i in range(120):
    v = rng.choice(varieties)
    g = rng.choice(gardeners)
    loans.append(
        {
            "loanCode": f"LOAN-{i + 1:04d}",
            "varietyName": v["varietyName"],
            "gardenerName": g["gardenerName"],
            "loanDate": (
                dt.date(2024, 2, 1) + dt.timedelta(days=rng.randrange(0, 240))
            ).isoformat(),
            "packetsBorrowed": rng.randint(1, 4),  # integers, though the schema says number
            "returnedSeeds": rng.random() < 0.4,
            "harvestNote": f"{rng.choice(OUTCOMES)} Plot {rng.randint(1, 60)}, {g['gardenerName'].split()[0]}.",
        }
    )

out = HERE / "objects"
out.mkdir(exist_ok=True)
with (out / "SeedVarieties.jsonl").open("w", encoding="utf-8") as f:
    for v in varieties:
        f.write(json.dumps(v) + "\n")
with (out / "Gardeners.csv").open("w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(gardeners[0]))
    w.writeheader()
    w.writerows(gardeners)
pq.write_table(pa.Table.from_pylist(loans), out / "SeedLoans.parquet", compression="zstd")
print(f"{len(varieties)} varieties, {len(gardeners)} gardeners, {len(loans)} loans -> {out}")
