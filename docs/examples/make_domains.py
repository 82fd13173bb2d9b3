"""Write three invented environments for query generation: schema.json and objects per domain.

    python docs/examples/make_domains.py          # rewrites docs/examples/{bike-coop,star-logs,vineyard-lots}/

Every name, note and number is made up and drawn from a fixed seed, so the files are the same
on every run. The schemas are in Weaviate's REST form (`GET /v1/schema`), with data types only:
`gymkit env import` infers each property's role from the objects. Each environment has prose
(which generated sets leave out: no labelled searches), categories, numbers, dates, booleans,
arrays of every kind, references, and two properties of one form (B8 edge cases; B2 too where
that collection has no prose, as RepairJobs and HarvestLots).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SYL_A = ["Bar", "Cor", "Del", "Fen", "Gal", "Hal", "Ith", "Kel", "Lum", "Mor", "Nes", "Orv"]
SYL_B = ["ant", "bek", "dor", "ell", "ian", "isk", "ock", "ora", "ult", "wyn", "ys", "ett"]
SURNAMES = ["Brook", "Calder", "Dunmore", "Fairlie", "Grange", "Hollis", "Kestle", "Lowther"]
SURNAMES += ["Marrick", "Nettle", "Oakes", "Pryor", "Quill", "Rathe", "Selby", "Thorne"]


def _name(rng: random.Random) -> str:
    return rng.choice(SYL_A) + rng.choice(SYL_B)


def person_names(rng: random.Random, n: int) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        v = f"{_name(rng)} {rng.choice(SURNAMES)}"
        if v not in out:
            out.append(v)
    return out


def place_names(rng: random.Random, n: int, kinds: list[str]) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        v = f"{_name(rng)}{rng.choice(['', 'mere', 'wick', 'holt'])} {rng.choice(kinds)}"
        if v not in out:
            out.append(v)
    return out


def day(rng: random.Random, start: str, days: int) -> str:
    return (dt.date.fromisoformat(start) + dt.timedelta(days=rng.randrange(days))).isoformat()


def some(rng: random.Random, items: list, lo: int = 1, hi: int = 3) -> list:
    return sorted(rng.sample(items, rng.randint(lo, hi)), key=items.index)


CLOSERS = [
    "Logged after {n} minutes.",
    "Follow-up noted as item {n}.",
    "Seen again {n} days later.",
]


def prose(rng: random.Random, *parts: list[str]) -> str:
    """Free text of a few sentences, distinct per record (a closing sentence with a number)."""
    closer = rng.choice(CLOSERS).format(n=rng.randint(2, 900))
    return " ".join([*(rng.choice(p) for p in parts), closer])


def cls(name: str, description: str, table: str) -> dict:
    """A Weaviate REST class from a table of `name | dataType | description` lines."""
    props = []
    for line in table.strip().splitlines():
        prop, data_type, text = (x.strip() for x in line.split("|"))
        props.append({"name": prop, "dataType": [data_type], "description": text})
    return {"class": name, "description": description, "properties": props}


def write(folder: str, name: str, description: str, classes: list[tuple[dict, list[dict]]]) -> None:
    out = HERE / folder
    (out / "objects").mkdir(parents=True, exist_ok=True)
    schema = {"name": name, "description": description, "classes": [c for c, _ in classes]}
    (out / "schema.json").write_text(json.dumps(schema, indent=2) + "\n")
    for cls, rows in classes:
        with (out / "objects" / f"{cls['class']}.jsonl").open("w") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")


def bike_coop(rng: random.Random) -> None:
    mechanics = person_names(rng, 40)
    skills = ["wheel building", "hydraulic brakes", "e-bike motors", "suspension", "welding"]
    mech_rows = [
        {
            "mechanicName": m,
            "mechanicBio": prose(
                rng,
                ["Started as a volunteer on Saturday clinics.", "Came over from a courier shop."],
                ["Patient with first-time fixers.", "Known for quick diagnosis of odd noises."],
                ["Prefers steel frames and old groupsets.", "Teaches the monthly brake workshop."],
            ),
            "skillTags": some(rng, skills),
            "joinedDate": day(rng, "2016-01-01", 3000),
            "hourlyRate": round(rng.uniform(12, 38), 2),
            "volunteer": rng.random() < 0.45,
            "shiftDays": some(rng, [1, 2, 3, 4, 5, 6, 7], 1, 3),
        }
        for m in mechanics
    ]
    tags = [f"BK-{i:04d}" for i in range(1, 261)]
    owners = person_names(rng, 200)
    bike_rows = [
        {
            "bikeTag": t,
            "ownerName": rng.choice(owners),
            "frameType": rng.choice(["road", "mountain", "cargo", "hybrid", "folding", "BMX"]),
            "frameSizeCm": rng.randint(46, 62),
            "wheelSizesInches": some(rng, [20.0, 26.0, 27.5, 28.0, 29.0], 1, 2),
            "electric": rng.random() < 0.3,
            "conditionNotes": prose(
                rng,
                [
                    "Frame shows surface rust near the bottom bracket.",
                    "Paint is chipped but sound.",
                ],
                ["Owner rides it daily in all weather.", "Stored outside through the winter."],
            ),
        }
        for t in tags
    ]
    repair_types = ["flat fix", "brake adjust", "gear tune", "chain replace", "wheel true"]
    job_rows = []
    for i in range(1, 421):
        a, b = rng.sample(mechanics, 2)
        job_rows.append(
            {
                "jobCode": f"JOB-{i:05d}",
                "bikeTag": rng.choice(tags[:180]),
                "mechanicName": a,
                "checkedBy": b if rng.random() < 0.8 else rng.choice(mechanics[:10]),
                "receivedDate": day(rng, "2025-01-06", 330),
                "laborMinutes": rng.randrange(10, 240, 5),
                "partsCostEur": round(rng.uniform(0, 180), 2),
                "status": rng.choice(["waiting", "in progress", "done", "collected"]),
                "repairTypes": some(rng, repair_types),
                "warrantyCovered": rng.random() < 0.2,
                "testRideChecks": [rng.random() < 0.7 for _ in range(rng.randint(1, 2))],
                "followUpDates": sorted(
                    {day(rng, "2025-03-01", 300) for _ in range(rng.randint(1, 2))}
                ),
            }
        )
    write(
        "bike-coop",
        "Bike Repair Co-op",
        "A community bike repair cooperative: its mechanics, the bikes brought in, and repair jobs.",
        [
            (
                cls(
                    "Mechanics",
                    "Members who repair bikes at the co-op.",
                    """
mechanicName | text | The mechanic's full name.
mechanicBio | text | A short biography of the mechanic.
skillTags | text[] | Repair skills the mechanic is trusted with.
joinedDate | date | The date the mechanic joined the co-op.
hourlyRate | number | The mechanic's hourly rate in euros.
volunteer | boolean | Whether the mechanic works without pay.
shiftDays | int[] | Weekdays (1 is Monday) the mechanic works.
""",
                ),
                mech_rows,
            ),
            (
                cls(
                    "Bikes",
                    "Bikes members have brought to the co-op.",
                    """
bikeTag | text | The tag number fixed to the bike's frame.
ownerName | text | The name of the bike's owner.
frameType | text | The kind of frame.
frameSizeCm | int | The frame size in centimetres.
wheelSizesInches | number[] | Wheel diameters the bike takes.
electric | boolean | Whether the bike has an electric motor.
conditionNotes | text | Notes on the bike's condition at intake.
""",
                ),
                bike_rows,
            ),
            (
                cls(
                    "RepairJobs",
                    "Each repair carried out on a bike.",
                    """
jobCode | text | The code of the repair job.
bikeTag | text | The tag of the bike repaired.
mechanicName | text | The mechanic who did the repair.
checkedBy | text | The mechanic who checked the repair.
receivedDate | date | The date the bike was received.
laborMinutes | int | Minutes of labor spent on the repair.
partsCostEur | number | The cost of parts in euros.
status | text | Where the job stands.
repairTypes | text[] | The kinds of repair done.
warrantyCovered | boolean | Whether the repair was under warranty.
testRideChecks | boolean[] | Each flag says whether a test ride passed.
followUpDates | date[] | Dates of follow-up visits booked.
""",
                ),
                job_rows,
            ),
        ],
    )


def star_logs(rng: random.Random) -> None:
    observers = person_names(rng, 60)
    sites = ["Ridge Field", "Lakeside Dark Site", "Club Roof", "Moor Car Park"]
    obs_rows = [
        {
            "observerName": o,
            "homeSite": rng.choice(sites),
            "apertureMm": some(rng, [80, 102, 150, 200, 254], 1, 2),
            "memberSince": day(rng, "2010-01-01", 5000),
            "certifiedImager": rng.random() < 0.35,
            "observerNotes": prose(
                rng,
                ["Mostly observes visually from a folding chair.", "Builds their own mounts."],
                ["Keeps meticulous sketch logs.", "Runs the club's outreach nights."],
            ),
        }
        for o in observers
    ]
    targets = place_names(rng, 200, ["Cluster", "Nebula", "Veil", "Spiral", "Pair", "Cloud"])
    target_rows = [
        {
            "targetName": t,
            "targetType": rng.choice(
                ["galaxy", "nebula", "open cluster", "globular cluster", "double star"]
            ),
            "magnitude": round(rng.uniform(3.0, 13.5), 1),
            "constellationZone": rng.choice(
                ["north polar", "ecliptic", "southern", "galactic plane"]
            ),
            "bestMonths": some(rng, list(range(1, 13)), 1, 3),
        }
        for t in targets
    ]
    filters = ["UHC", "OIII", "H-alpha", "neutral density", "light pollution"]
    log_rows = []
    for i in range(1, 461):
        a, b = rng.sample(targets[:150], 2)
        log_rows.append(
            {
                "logCode": f"OBS-{i:05d}",
                "targetName": a,
                "companionTarget": b,
                "observerName": rng.choice(observers),
                "observedOn": day(rng, "2024-09-01", 420),
                "seeingScore": rng.randint(1, 5),
                "transparencyPct": round(rng.uniform(20, 100), 1),
                "filtersUsed": some(rng, filters),
                "moonUp": rng.random() < 0.4,
                "exposureSeconds": some(rng, [15, 30, 60, 120, 300], 1, 3),
                "sessionNotes": prose(
                    rng,
                    ["Dew formed on the secondary after midnight.", "Steady air all evening."],
                    ["Core visible with averted vision.", "Faint outer arms hinted at."],
                ),
            }
        )
    write(
        "star-logs",
        "Stargazing Club Logs",
        "An amateur astronomy club's observers, deep-sky targets and observation logs.",
        [
            (
                cls(
                    "Observers",
                    "Club members who log observations.",
                    """
observerName | text | The observer's name.
homeSite | text | The site the observer usually observes from.
apertureMm | int[] | Apertures of the observer's telescopes in mm.
memberSince | date | The date the observer joined the club.
certifiedImager | boolean | Whether the observer is a certified imager.
observerNotes | text | Notes about the observer's habits.
""",
                ),
                obs_rows,
            ),
            (
                cls(
                    "Targets",
                    "Deep-sky objects the club observes.",
                    """
targetName | text | The target's name in the club catalogue.
targetType | text | The kind of object.
magnitude | number | The target's apparent visual magnitude.
constellationZone | text | The region of sky the target lies in.
bestMonths | int[] | Months (1 to 12) when the target is best placed.
""",
                ),
                target_rows,
            ),
            (
                cls(
                    "ObservationLogs",
                    "One observing session of a target.",
                    """
logCode | text | The code of the log entry.
targetName | text | The target observed.
companionTarget | text | A second target compared in the session.
observerName | text | The observer who wrote the log.
observedOn | date | The date of the session.
seeingScore | int | The steadiness of the air, 1 to 5.
transparencyPct | number | The sky transparency in percent.
filtersUsed | text[] | The filters used in the session.
moonUp | boolean | Whether the moon was above the horizon.
exposureSeconds | int[] | Exposure lengths used, in seconds.
sessionNotes | text | The observer's notes on the session.
""",
                ),
                log_rows,
            ),
        ],
    )


def vineyard_lots(rng: random.Random) -> None:
    blocks = place_names(rng, 80, ["Terrace", "Slope", "Bench", "Flat"])
    soils = ["clay", "limestone", "gravel", "loam", "schist"]
    block_rows = [
        {
            "blockName": b,
            "grapeVariety": rng.choice(["Riesling", "Pinot Noir", "Syrah", "Chardonnay", "Gamay"]),
            "plantedYear": rng.randint(1985, 2020),
            "areaHectares": round(rng.uniform(0.4, 6.5), 2),
            "organic": rng.random() < 0.4,
            "soilTypes": some(rng, soils, 1, 2),
            "blockNotes": prose(
                rng,
                ["Frost pocket at the lower rows.", "Morning sun, shaded after four."],
                ["Vines trained on a single guyot.", "Cover crop of clover between rows."],
            ),
        }
        for b in blocks
    ]
    lot_rows = []
    for i in range(1, 401):
        a, b = rng.sample(blocks, 2)
        lot_rows.append(
            {
                "lotCode": f"LOT-{i:04d}",
                "blockName": a,
                "blendPartnerBlock": b,
                "pickedOn": day(rng, "2025-08-25", 60),
                "brix": round(rng.uniform(18, 27), 1),
                "yieldTonnes": round(rng.uniform(0.5, 9.0), 2),
                "pickMethod": rng.choice(["hand", "machine"]),
                "crewSize": rng.randint(2, 18),
                "qualityFlags": [rng.random() < 0.6 for _ in range(rng.randint(1, 2))],
                "sampleDates": sorted(
                    {day(rng, "2025-08-01", 40) for _ in range(rng.randint(1, 3))}
                ),
            }
        )
    write(
        "vineyard-lots",
        "Vineyard Harvest",
        "A vineyard's planted blocks and the harvest lots picked from them.",
        [
            (
                cls(
                    "Blocks",
                    "Planted vineyard blocks.",
                    """
blockName | text | The block's name.
grapeVariety | text | The grape variety planted.
plantedYear | int | The year the vines were planted.
areaHectares | number | The block's area in hectares.
organic | boolean | Whether the block is farmed organically.
soilTypes | text[] | The soil types of the block.
blockNotes | text | Notes on the block's site and training.
""",
                ),
                block_rows,
            ),
            (
                cls(
                    "HarvestLots",
                    "Lots of grapes picked at harvest.",
                    """
lotCode | text | The code of the harvest lot.
blockName | text | The block the grapes were picked from.
blendPartnerBlock | text | The block whose lot this one is blended with.
pickedOn | date | The date the lot was picked.
brix | number | The sugar content of the grapes at picking.
yieldTonnes | number | The weight of grapes in the lot in tonnes.
pickMethod | text | How the lot was picked.
crewSize | int | The number of pickers on the crew.
qualityFlags | boolean[] | Each flag says whether a quality check passed.
sampleDates | date[] | Dates when berry samples were taken.
""",
                ),
                lot_rows,
            ),
        ],
    )


def main() -> None:
    bike_coop(random.Random(2801))
    star_logs(random.Random(2802))
    vineyard_lots(random.Random(2803))


if __name__ == "__main__":
    main()
