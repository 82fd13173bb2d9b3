"""Write `beekeepers-assoc`: an invented beekeepers' association's export, named tersely.

Wendlebury Vale Beekeepers' Association (WVBKA), an invented association of about eighty
members with bees (every keeper, apiary, village, colony, swarm call, inspector and note is
made up; hive types, races, queen marking, varroa treatments, brood diseases and the other
beekeeping terms are the ordinary ones of the trade), exported the shared colony-records app
its members use the way an engineer exports it: abbreviated property names in mixed habits
(snake_case `col_id`, `insp_id`, `stores_frm`, `mite_drop`, `call_ref`, `ht_m`; camelCase
`qYr`, `qMkd`, `isClip`, `dtEst`, `dtOff`, `bbReg`, `broodBx`, `txDts`, `hvWtKg`, `hnyKg`,
`colRef`, `dtInsp`, `qSeen`, `nQC`, `airTempC`, `disSigns`, `nSupers`, `syrupL`, `dtRecd`,
`hivedAs`, `respMin`, `swmKg`, `isCast`, `milesClm`; PascalCase `HiveType`, `Race`, `Src`,
`Status`, `FoB`, `QCtyp`, `Tx`, `Spp`, `Outcome`; glued lowercase `apiary`, `keeper`,
`inspby`, `eggs`, `temper`, `actions`, `notes`, `loc`, `site`, `collector`; prefixes
`dt`/`n`/`is`/`q`), abbreviated class names (`Cols`, `InspRecs`, `SwmCalls`), terse
descriptions in the trade's shorthand ("Q yr (mkg col.)", "Src (swarm/nuc/split/pkg)", "Est.",
"FoB #", "QCs #", "QC typ (sw/sup/em)", "Temp. 1-5 (1=calm)", "Nat. drop, /d", "Tx (varroa)",
"Spp. (HB/bumble/wasp..)", "Est. wt, kg"), four properties with no description (`keeper`,
`Status`, `eggs`, `collector`) and one collection (`SwmCalls`) with no class description.

- `Cols` (CSV): the colony register, one row per colony kept by a member in 2025: every colony
  alive at the end of winter 2024/25 or started in 2025 (splits, nucs, swarms, packages), with
  the ones that died, were united, sold or destroyed since. Arrays are JSON strings in cells.
- `InspRecs` (Parquet): the hive inspection records members logged in the app in the 2025
  season, March to October (about three in five keepers use it), plus the Seasonal Bee Inspector's visits;
  `colRef` names the colony (`Cols.col_id`); `notes` is the one prose property.
- `SwmCalls` (JSON Lines, no class description): the swarm line's calls of 2025, the volunteer
  collector sent, what the insects were and what happened; `hivedAs` names the colony a
  collected swarm became (`Cols.col_id`) when it was hived into a member's register.

Deterministic: one seeded `random.Random`; two runs write the same bytes.

Usage: python build_terse_env_v19.py OUT   (writes OUT/beekeepers-assoc/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "beekeepers-assoc"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEASON_FROM, SEASON_TO = date(2025, 3, 18), date(2025, 10, 12)
EXPORT_DAY = date(2025, 11, 28)
SWARM_FROM, SWARM_TO = date(2025, 4, 6), date(2025, 8, 9)
SBI = "J. Okonkwo (SBI)"
ASSOC_APIARY = "Crane Lane (assoc.)"

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Cols",
        "Colony reg.",
        [
            ("col_id", "text", "Col. ID"),
            ("apiary", "text", "Apiary (site)"),
            ("keeper", "text", None),
            ("HiveType", "text", "Hive typ."),
            ("Race", "text", "Strain/race"),
            ("qYr", "int", "Q yr (mkg col.)"),
            ("qMkd", "boolean", "Q mkd?"),
            ("isClip", "boolean", "Clipped?"),
            ("Src", "text", "Src (swarm/nuc/split/pkg)"),
            ("dtEst", "date", "Est."),
            ("Status", "text", None),
            ("dtOff", "date", "Off reg. (dead/utd/sold)"),
            ("bbReg", "boolean", "BeeBase?"),
            ("broodBx", "number", "Brood bx (1/1.5/2)"),
            ("txDts", "date[]", "Varroa tx dts"),
            ("hvWtKg", "number[]", "Wt Sep/Oct/Nov, kg"),
            ("hnyKg", "number", "Hny '25, kg"),
        ],
    ),
    (
        "InspRecs",
        "Hive insp. recs",
        [
            ("insp_id", "text", "Insp #"),
            ("colRef", "text", "Col."),
            ("dtInsp", "date", "Dt"),
            ("inspby", "text", "Insp. by"),
            ("qSeen", "boolean", "Q seen?"),
            ("eggs", "boolean", None),
            ("FoB", "int", "FoB #"),
            ("stores_frm", "number", "Stores, frm"),
            ("nQC", "int", "QCs #"),
            ("QCtyp", "text", "QC typ (sw/sup/em)"),
            ("temper", "int", "Temp. 1-5 (1=calm)"),
            ("airTempC", "number", "Air, C"),
            ("mite_drop", "number", "Nat. drop, /d"),
            ("Tx", "text", "Tx (varroa)"),
            ("actions", "text[]", "Actions"),
            ("disSigns", "text[]", "Dis. signs"),
            ("nSupers", "int", "Supers #"),
            ("syrupL", "number", "Fed, L"),
            ("notes", PROSE, "Notes"),
        ],
    ),
    (
        "SwmCalls",
        None,
        [
            ("call_ref", "text", "Call ref"),
            ("dtRecd", "date", "Rec'd"),
            ("loc", "text", "Loc."),
            ("site", "text", "Site typ."),
            ("ht_m", "number", "Ht, m"),
            ("Spp", "text", "Spp. (HB/bumble/wasp..)"),
            ("collector", "text", None),
            ("Outcome", "text", "Outcome"),
            ("hivedAs", "text", "Hived as (col.)"),
            ("respMin", "int", "Resp., min"),
            ("swmKg", "number", "Est. wt, kg"),
            ("isCast", "boolean", "Cast?"),
            ("milesClm", "number", "Mileage clm, mi"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

FIRSTS = [
    "Alison",
    "Barry",
    "Carol",
    "Derek",
    "Eleanor",
    "Fiona",
    "Gareth",
    "Hannah",
    "Ian",
    "Janet",
    "Keith",
    "Linda",
    "Martin",
    "Nadia",
    "Owen",
    "Pauline",
    "Rachel",
    "Simon",
    "Tessa",
    "Victor",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Amir",
    "Bridget",
    "Colin",
    "Deepa",
    "Edward",
    "Frances",
    "Graham",
    "Harriet",
    "Imogen",
    "Jonathan",
    "Kirsty",
    "Leonard",
    "Marion",
    "Neil",
    "Olwen",
    "Patrick",
    "Rosalind",
    "Stuart",
    "Theo",
    "Ursula",
    "Vanessa",
    "William",
    "Agnieszka",
    "Bernard",
    "Chloe",
    "Dominic",
    "Esther",
    "Felix",
    "Gwen",
    "Hugh",
    "Ivy",
    "Jasper",
    "Kamala",
    "Lewis",
    "Maureen",
    "Nigel",
    "Priya",
    "Ruth",
    "Sean",
    "Tomasz",
    "Val",
    "Alan",
    "Brenda",
    "Clive",
    "Dilys",
    "Gillian",
    "Howard",
    "Joyce",
    "Kevin",
    "Lorna",
    "Malcolm",
    "Norma",
    "Oliver",
    "Peter",
    "Rhian",
    "Sunil",
    "Trevor",
    "Una",
    "Wilf",
    "Yvonne",
    "Adele",
    "Bryn",
    "Cerys",
    "Dev",
    "Elspeth",
]
SURNAMES = [
    "Ashdown",
    "Barraclough",
    "Catterall",
    "Dunmore",
    "Etheridge",
    "Fenwick",
    "Garside",
    "Hebblethwaite",
    "Ingleby",
    "Jessop",
    "Kettlewell",
    "Lumb",
    "Marchbank",
    "Nettleship",
    "Oldroyd",
    "Pickersgill",
    "Quarmby",
    "Rushworth",
    "Sugden",
    "Thackray",
    "Uttley",
    "Varley",
    "Wainwright",
    "Yeadon",
    "Ackroyd",
    "Brearley",
    "Crowther",
    "Dyson",
    "Eastwood",
    "Firth",
    "Greenwood",
    "Haigh",
    "Illingworth",
    "Jagger",
    "Kershaw",
    "Lockwood",
    "Midgley",
    "Naylor",
    "Ormerod",
    "Priestley",
    "Redfern",
    "Shackleton",
    "Tattersall",
    "Whiteley",
    "Holroyd",
    "Armitage",
    "Bottomley",
    "Clegg",
    "Dobson",
    "Fairbank",
    "Gledhill",
    "Hinchliffe",
    "Iredale",
    "Kaye",
    "Ledger",
    "Mellor",
    "Noble",
    "Pollard",
    "Ramsden",
    "Scargill",
    "Townend",
    "Walsh",
    "Atha",
    "Binns",
    "Cockcroft",
    "Denton",
    "Exley",
    "Fawthrop",
    "Gaukroger",
    "Horsfall",
    "Marsh",
    "Okoro",
    "Petrakis",
    "Sandhu",
    "Nowak",
    "Delacroix",
    "Oyelaran",
    "Fitzgerald",
    "Brannigan",
    "Lindqvist",
]
VILLAGES = {
    "Kellingford": 9,
    "Wendlebury": 6,
    "Ashby Parva": 4,
    "Thornbeck": 4,
    "Little Haddon": 3,
    "Upper Stowell": 3,
    "Marsham Green": 3,
    "Coldwell": 3,
    "Brampton Wick": 3,
    "Fenby": 2,
    "Oakhanger Cross": 2,
    "Sallowfield": 2,
    "Eastry": 2,
    "Northmoor": 2,
    "Pellingham": 2,
    "Cressbrook Vale": 1,
    "Wyke St Mary": 1,
    "Hollins End": 1,
    "Sorrel Bridge": 1,
    "Gatley Moor": 1,
}
APIARY_PLACES = [
    "Holloway",
    "Rectory",
    "Mill",
    "Beck",
    "Church",
    "Sallow",
    "Kiln",
    "Priory",
    "Moss",
    "Hagg",
    "Lower Ash",
    "Thorn",
    "Crook",
    "Gibbet",
    "Wash",
    "Cote",
    "Lidget",
    "Brow",
    "Fold",
    "Heald",
    "Ing",
    "Stubbing",
    "Bent",
    "Clough",
    "Slack",
    "Royd",
    "Shaw",
    "Carr",
    "Nab",
    "Hey",
    "Lumb Hall",
    "Dean",
    "Bank Top",
    "Hollin",
    "Copley",
    "Stocks",
]
APIARY_KINDS = [
    "Farm",
    "Orchard",
    "allot.",
    "Lane",
    "Wood",
    "Gdns",
    "Field",
    "Barn",
    "Cottage",
    "House",
    "Nursery",
    "Rd",
]
HIVE_TYPES = {
    "National": 50,
    "Poly Nat.": 12,
    "Nat. 14x12": 10,
    "Commercial": 7,
    "WBC": 7,
    "Langstroth": 6,
    "Top bar": 4,
    "Warré": 4,
}
RACES = {"Local": 40, "Buckfast": 26, "Carniolan": 10, "AMM": 9, "Italian": 5}
TX_PREF = {"Apivar": 34, "Apiguard": 28, "MAQS": 14, "VarroMed": 8, "OA trickle": 9, "OA vape": 7}
TEMPER_BASE = {
    "Buckfast": {1: 6, 2: 3},
    "Carniolan": {1: 5, 2: 4},
    "Italian": {1: 4, 2: 4},
    "AMM": {2: 5, 3: 4, 4: 1},
    "Local": {1: 4, 2: 5, 3: 3, 4: 1},
    None: {1: 2, 2: 3, 3: 2},
}
AIR = {
    3: (9.0, 14.0),
    4: (11.0, 18.0),
    5: (13.0, 22.0),
    6: (16.0, 26.0),
    7: (17.0, 29.0),
    8: (16.0, 27.0),
    9: (13.0, 22.0),
    10: (10.0, 16.0),
}
MARK_COLOUR = {
    1: "white",
    6: "white",
    2: "yellow",
    7: "yellow",
    3: "red",
    8: "red",
    4: "green",
    9: "green",
    5: "blue",
    0: "blue",
}
FORAGE = {
    3: ["Willow and blackthorn pollen coming in", "Crocus and willow pollen on the legs"],
    4: [
        "OSR in flower across the valley",
        "Dandelion and OSR flowing, lots of yellow pollen",
        "Blackthorn over, cherry and OSR out",
    ],
    5: [
        "Hawthorn and OSR flowing",
        "Sycamore and hawthorn, nectar in the cells",
        "Horse chestnut pollen coming in",
    ],
    6: ["June gap, not much coming in", "Bramble just starting", "Field beans and bramble"],
    7: [
        "Bramble and lime flowing",
        "Lime flow on, smell of nectar in the garden",
        "Clover and bramble",
    ],
    8: [
        "Himalayan balsam flowing, white-backed bees",
        "Balsam and late bramble",
        "Heather on the moor starting",
    ],
    9: ["Ivy starting, bees busy", "Balsam finishing, first ivy", "Michaelmas daisy and ivy"],
    10: ["Ivy flow, creamy pollen coming in", "Ivy in full flow on warm days"],
}
SITES_HB = {
    "Tree/shrub": 44,
    "Hedge": 15,
    "Fence/post": 7,
    "Wall cavity": 8,
    "Chimney": 6,
    "Roof/eaves": 5,
    "Compost bin": 2,
    "Vehicle": 2,
    "Garden furniture": 4,
    "Other": 5,
}
SITES_OTHER = {
    "Tree bumblebee": {
        "Bird box": 52,
        "Roof/eaves": 34,
        "Compost bin": 4,
        "Other": 6,
        "Wall cavity": 4,
    },
    "Bumblebee": {
        "Compost bin": 44,
        "Other": 30,
        "Bird box": 10,
        "Roof/eaves": 8,
        "Garden furniture": 8,
    },
    "Wasp": {"Roof/eaves": 40, "Other": 22, "Compost bin": 14, "Bird box": 12, "Wall cavity": 12},
    "Solitary bee": {"Wall cavity": 70, "Other": 20, "Garden furniture": 10},
    "Unknown": {"Tree/shrub": 30, "Roof/eaves": 20, "Other": 30, "Chimney": 10, "Wall cavity": 10},
}
HT_RANGE = {
    "Tree/shrub": (1.2, 8.5),
    "Hedge": (0.5, 2.5),
    "Fence/post": (0.4, 1.8),
    "Wall cavity": (1.0, 6.0),
    "Chimney": (6.0, 11.5),
    "Roof/eaves": (3.5, 8.0),
    "Compost bin": (0.2, 1.0),
    "Vehicle": (0.4, 1.6),
    "Garden furniture": (0.3, 1.2),
    "Bird box": (1.5, 4.5),
    "Other": (0.0, 5.0),
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _day(rng: random.Random, a: date, b: date) -> date:
    return a + timedelta(days=rng.randint(0, (b - a).days))


def _half(x: float) -> float:
    return round(round(x * 2) / 2, 1)


def _keepers(rng: random.Random) -> list[dict]:
    surnames = rng.sample(SURNAMES, 80)
    firsts = rng.sample(FIRSTS, 80)
    keepers = []
    levels = ["exp"] * 22 + ["mid"] * 34 + ["new24"] * 14 + ["new25"] * 10
    used_apiaries: set[str] = {ASSOC_APIARY}
    villages = list(VILLAGES)
    for i, sn in enumerate(surnames):
        level = levels[i]
        name = f"{firsts[i]} {sn}"
        uses_app = rng.random() < {"exp": 0.5, "mid": 0.5, "new24": 0.65, "new25": 0.75}[level]
        n_ap = 2 if level in ("exp", "mid") and rng.random() < 0.3 else 1
        apiaries = []
        while len(apiaries) < n_ap:
            a = f"{rng.choice(APIARY_PLACES)} {rng.choice(APIARY_KINDS)}"
            if a not in used_apiaries:
                used_apiaries.add(a)
                apiaries.append(a)
        pref_hive = _pick(rng, HIVE_TYPES)
        keepers.append(
            {
                "name": name,
                "level": level,
                "app": uses_app,
                "dil": rng.uniform(0.55, 0.95) if level != "new25" else rng.uniform(0.7, 1.0),
                "hive": pref_hive,
                "race": _pick(rng, RACES) if rng.random() > 0.1 else None,
                "marks": {"exp": 0.9, "mid": 0.7, "new24": 0.5, "new25": 0.4}[level],
                "clips": {"exp": 0.45, "mid": 0.25, "new24": 0.05, "new25": 0.0}[level],
                "monitors": rng.random()
                < {"exp": 0.75, "mid": 0.5, "new24": 0.45, "new25": 0.4}[level],
                "weighs": rng.random() < 0.33,
                "bb": rng.random() < {"exp": 0.92, "mid": 0.7, "new24": 0.45, "new25": 0.35}[level],
                "tx": _pick(rng, TX_PREF),
                "records_honey": rng.random()
                < {"exp": 0.9, "mid": 0.8, "new24": 0.65, "new25": 0.6}[level],
                "apiaries": apiaries,
                "village": rng.choice(villages),
                "start": _day(
                    rng,
                    date(2025, 3, 18),
                    date(2025, 4, 12) if level == "exp" else date(2025, 4, 24),
                ),
                "end": _day(rng, date(2025, 9, 8), SEASON_TO),
            }
        )
    # the association apiary: its two apiary managers are experienced keepers who log everything
    for k in keepers[:2]:
        k["app"] = True
        k["monitors"] = True
        k["dil"] = 0.95
    return keepers


def _new_colony(
    rng: random.Random, keeper: dict, apiary: str, src: str, est: date, q_yr, race=None
) -> dict:
    hive = keeper["hive"] if rng.random() < 0.85 else _pick(rng, HIVE_TYPES)
    if (
        hive in ("Top bar", "Warré")
        and src in ("Nuc", "Assoc. nuc", "Split")
        and rng.random() < 0.5
    ):
        hive = "National"
    marked = q_yr is not None and rng.random() < keeper["marks"]
    return {
        "col_id": None,
        "apiary": apiary,
        "keeper": keeper["name"],
        "HiveType": hive,
        "Race": race
        if race is not None
        else (keeper["race"] if rng.random() < 0.8 else _pick(rng, RACES)),
        "qYr": q_yr,
        "qMkd": marked,
        "isClip": marked and rng.random() < keeper["clips"],
        "Src": src,
        "dtEst": est,
        "Status": "Active",
        "dtOff": None,
        "bbReg": keeper["bb"],
        "broodBx": None,
        "txDts": [],
        "hvWtKg": [],
        "hnyKg": None,
        "_k": keeper,
        "_vig": rng.uniform(0.65, 1.2),
        "_temper": _pick(rng, TEMPER_BASE[race if race is not None else keeper["race"]]),
        "_mites": rng.uniform(0.3, 2.6) if src != "Swarm" else rng.uniform(0.2, 1.2),
        "_fate": None,
    }


def _brood_box(rng: random.Random, col: dict) -> float | None:
    if col["HiveType"] in ("Top bar", "Warré"):
        return None
    if col["HiveType"] == "Nat. 14x12" or col["dtEst"].year == 2025:
        return 1.0 if rng.random() < 0.92 else 1.5
    return rng.choices([1.0, 1.5, 2.0], weights=[58, 29, 13])[0]


def _colonies(rng: random.Random, keepers: list[dict]) -> list[dict]:
    cols: list[dict] = []
    mgrs = keepers[:2]
    # the association apiary's colonies
    for _ in range(12):
        k = rng.choice(mgrs)
        est = _day(rng, date(2019, 5, 1), date(2024, 7, 31))
        c = _new_colony(
            rng,
            k,
            ASSOC_APIARY,
            rng.choice(["Split", "Split", "Nuc", "Swarm"]),
            est,
            rng.choice([2023, 2024, 2024]),
            race=rng.choice(["Local", "Buckfast", "AMM"]),
        )
        c["HiveType"] = rng.choice(["National", "National", "Nat. 14x12", "WBC"])
        c["qMkd"] = True
        c["isClip"] = rng.random() < 0.5
        cols.append(c)
    # colonies kept before 2025
    for k in keepers:
        n = {
            "exp": rng.randint(5, 12),
            "mid": rng.randint(2, 6),
            "new24": rng.randint(1, 2),
            "new25": 0,
        }[k["level"]]
        first_year = {"exp": 2016, "mid": 2019, "new24": 2024, "new25": 2025}[k["level"]]
        for _ in range(n):
            if first_year == 2024:
                est = _day(rng, date(2024, 4, 20), date(2024, 8, 20))
            else:
                yr = rng.choices(
                    range(first_year, 2025),
                    weights=[1 + (y - first_year) ** 2 for y in range(first_year, 2025)],
                )[0]
                est = _day(rng, date(yr, 4, 15), date(yr, 8, 31))
            src = rng.choices(
                ["Split", "Nuc", "Swarm", "Package", "Assoc. nuc"], weights=[40, 25, 25, 2, 8]
            )[0]
            if src == "Swarm" and rng.random() < 0.5:
                q = None
            else:
                q = rng.choices([2021, 2022, 2023, 2024], weights=[4, 14, 34, 48])[0]
                q = max(q, est.year) if est.year <= 2024 else q
            cols.append(_new_colony(rng, k, rng.choice(k["apiaries"]), src, est, q))
    for c in cols:
        c["broodBx"] = _brood_box(rng, c)
    # winter 2024/25 losses
    for c in cols:
        p = (
            0.16
            + (0.08 if c["_mites"] > 1.9 else 0.0)
            + (0.06 if c["_k"]["level"] == "new24" else 0.0)
        )
        if rng.random() < p:
            c["Status"] = "Dead-out"
            c["_fate"] = "winter"
            c["dtOff"] = _day(rng, date(2025, 1, 8), date(2025, 4, 20))
    return cols


def _swarm_calls(rng: random.Random, keepers: list[dict]) -> list[dict]:
    coll_pool = [k for k in keepers if k["level"] in ("exp", "mid")]
    collectors = rng.sample(coll_pool, 14)
    by_village = {}
    for v in VILLAGES:
        near = [k for k in collectors if k["village"] == v]
        by_village[v] = near + rng.sample([k for k in collectors if k not in near], 2)
    days = [SWARM_FROM + timedelta(days=i) for i in range((SWARM_TO - SWARM_FROM).days + 1)]
    calls = []
    for _ in range(271):
        while True:
            d = rng.choice(days)
            off = (d - date(2025, 5, 30)).days
            w = 0.08 + 2.718 ** (-((off / 21.0) ** 2))
            if rng.random() < w:
                break
        r = rng.random()
        late = d.month >= 7
        if r < (0.55 if not late else 0.42):
            spp = "Honey bee"
        elif r < (0.74 if not late else 0.52):
            spp = "Tree bumblebee" if d.month in (4, 5, 6, 7) else "Bumblebee"
        elif r < (0.81 if not late else 0.62):
            spp = "Bumblebee"
        elif r < (0.86 if not late else 0.88):
            spp = "Wasp"
        elif r < (0.9 if not late else 0.91):
            spp = "Solitary bee"
        else:
            spp = "Unknown"
        site = _pick(rng, SITES_HB if spp == "Honey bee" else SITES_OTHER[spp])
        loc = _pick(rng, VILLAGES)
        if spp == "Honey bee":
            if site in ("Chimney", "Wall cavity"):
                outcome = "Inaccessible" if rng.random() < 0.7 else "Collected"
            else:
                outcome = rng.choices(
                    ["Collected", "Gone on arrival", "Inaccessible", "Phone advice only"],
                    weights=[76, 16, 3, 5],
                )[0]
        elif spp == "Unknown":
            outcome = "Phone advice only" if rng.random() < 0.6 else "Gone on arrival"
        else:
            outcome = "Not HB (advice)" if rng.random() < 0.78 else "Phone advice only"
        attended = outcome != "Phone advice only"
        who = None
        if attended:
            pool = by_village[loc]
            who = pool[0] if rng.random() < 0.7 else rng.choice(pool)
        lo, hi = HT_RANGE[site]
        ht = round(rng.uniform(lo, hi), 1)
        if spp == "Unknown" or (outcome == "Gone on arrival" and rng.random() < 0.5):
            ht = None
        cast = (
            outcome == "Collected"
            and spp == "Honey bee"
            and d >= date(2025, 5, 12)
            and rng.random() < 0.24
        )
        kg = None
        if outcome == "Collected":
            kg = round(rng.uniform(0.4, 1.4) if cast else rng.uniform(1.4, 3.8), 1)
        resp = None
        if attended:
            resp = rng.randint(20, 95) if spp == "Honey bee" else rng.randint(35, 240)
            if rng.random() < 0.05:
                resp = rng.randint(240, 1440)  # next day
        miles = None
        if attended and rng.random() < 0.7:
            miles = round(
                rng.uniform(2.0, 9.0) if who["village"] == loc else rng.uniform(5.0, 34.0), 1
            )
        calls.append(
            {
                "call_ref": None,
                "dtRecd": d,
                "loc": loc,
                "site": site,
                "ht_m": ht,
                "Spp": spp,
                "collector": who,
                "Outcome": outcome,
                "hivedAs": None,
                "respMin": resp,
                "swmKg": kg,
                "isCast": cast,
                "milesClm": miles,
            }
        )
    calls.sort(key=lambda c: (c["dtRecd"], c["loc"], c["site"]))
    for i, c in enumerate(calls, start=1):
        c["call_ref"] = f"SW25-{i:03d}"
    return calls


def _season_colonies(
    rng: random.Random, keepers: list[dict], cols: list[dict], calls: list[dict]
) -> None:
    """Colonies started in 2025, and what became of colonies during the season."""
    alive = [c for c in cols if c["Status"] == "Active"]
    new: list[dict] = []
    # splits from strong colonies, by experienced keepers
    for c in alive:
        if c["_k"]["level"] in ("exp", "mid") and c["Src"] != "Package" and rng.random() < 0.23:
            k = c["_k"]
            d = _day(rng, date(2025, 5, 2), date(2025, 7, 12))
            q = 2025
            new.append(
                _new_colony(rng, k, rng.choice(k["apiaries"]), "Split", d, q, race=c["Race"])
            )
    # bought nucs: new keepers, and keepers replacing losses
    lost: dict[str, int] = {}
    for c in cols:
        if c["Status"] == "Dead-out":
            lost[c["keeper"]] = lost.get(c["keeper"], 0) + 1
    for k in keepers:
        n = 0
        if k["level"] == "new25":
            n = 1 if rng.random() < 0.55 else 0
        elif lost.get(k["name"]) and rng.random() < 0.45:
            n = min(lost[k["name"]], rng.randint(1, 2))
        for _ in range(n):
            d = _day(rng, date(2025, 4, 22), date(2025, 6, 28))
            new.append(
                _new_colony(
                    rng,
                    k,
                    rng.choice(k["apiaries"]),
                    "Nuc",
                    d,
                    2025 if rng.random() < 0.7 else 2024,
                    race=rng.choice(["Buckfast", "Carniolan", "Local"]),
                )
            )
    # nucs the association made up at its apiary for new members
    news = [k for k in keepers if k["level"] in ("new24", "new25")]
    for _ in range(14):
        k = rng.choice(news)
        d = _day(rng, date(2025, 5, 24), date(2025, 7, 19))
        new.append(_new_colony(rng, k, k["apiaries"][0], "Assoc. nuc", d, 2025, race="Local"))
    # packages
    for k in rng.sample([k for k in keepers if k["level"] == "mid"], 3):
        d = _day(rng, date(2025, 4, 14), date(2025, 5, 9))
        new.append(_new_colony(rng, k, k["apiaries"][0], "Package", d, 2025, race="Carniolan"))
    # own bait-hive and apiary swarms
    for k in rng.sample([k for k in keepers if k["level"] in ("exp", "mid")], 11):
        d = _day(rng, date(2025, 5, 6), date(2025, 7, 4))
        new.append(_new_colony(rng, k, rng.choice(k["apiaries"]), "Swarm", d, None))
    # swarms collected on the swarm line, hived into a member's register
    swarm_list = [k for k in keepers if k["level"] in ("new25", "new24")]
    for call in calls:
        if call["Outcome"] != "Collected" or rng.random() > 0.7:
            continue
        coll = call["collector"]
        k = coll if rng.random() < 0.55 else rng.choice(swarm_list)
        d = call["dtRecd"] + timedelta(days=0 if rng.random() < 0.8 else 1)
        c = _new_colony(
            rng, k, k["apiaries"][0], "Swarm", d, 2025 if call["isCast"] else None, race="Local"
        )
        c["_call"] = call
        c["_vig"] *= 0.7 if call["isCast"] else 1.0
        new.append(c)
    for c in new:
        c["broodBx"] = _brood_box(rng, c)
    cols.extend(new)
    # fates during the season
    for c in cols:
        if c["Status"] != "Active":
            continue
        start = max(c["dtEst"], date(2025, 4, 1))
        r = rng.random()
        small = c["dtEst"].year == 2025 and (c["Src"] in ("Swarm", "Split") or c["_vig"] < 0.8)
        if r < (0.14 if small else 0.04):
            c["Status"], c["_fate"] = "United", "united"
            c["dtOff"] = _day(
                rng, max(start + timedelta(days=30), date(2025, 7, 8)), date(2025, 10, 6)
            )
        elif r < (0.19 if small else 0.07) and c["_k"]["level"] == "exp":
            c["Status"], c["_fate"] = "Sold", "sold"
            c["dtOff"] = _day(
                rng, max(start + timedelta(days=21), date(2025, 5, 20)), date(2025, 8, 2)
            )
        elif r > 0.975:
            c["Status"], c["_fate"] = "Dead-out", "season"
            c["dtOff"] = _day(
                rng, max(start + timedelta(days=30), date(2025, 6, 10)), date(2025, 10, 8)
            )


def _fob_base(d: date) -> float:
    pts = [
        (date(2025, 3, 15), 3.0),
        (date(2025, 4, 15), 5.0),
        (date(2025, 5, 15), 7.5),
        (date(2025, 6, 15), 8.5),
        (date(2025, 7, 15), 7.5),
        (date(2025, 8, 15), 6.0),
        (date(2025, 9, 15), 4.5),
        (date(2025, 10, 15), 3.5),
    ]
    for (d0, v0), (d1, v1) in zip(pts, pts[1:]):
        if d0 <= d <= d1:
            return v0 + (v1 - v0) * (d - d0).days / (d1 - d0).days
    return 3.0


def _note(rng: random.Random, col: dict, r: dict, extra: list[str]) -> str | None:
    if r["_dead"]:
        return rng.choice(
            [
                f"Dead-out. Cluster dead on {rng.randint(2, 4)} frames with stores two frames away, isolation starvation.",
                "Dead-out, no bees left, lots of mite frass in the cells, probably varroa and DWV over winter.",
                f"Colony dead. Small cluster, queen among them, heads-down bees in cells. {rng.randint(2, 6)} frames of stores left.",
                "Found dead, robbed out, comb chewed. Hive closed up and taken home to clean.",
            ]
        ) + rng.choice(["", " Frames to be melted down.", " Will clean up and reuse the box."])
    if rng.random() < 0.06 and not extra:
        return None
    parts = []
    t = r["temper"]
    parts.append(
        rng.choice(
            {
                1: [
                    "Very calm, hardly any smoke needed",
                    "Calm and quiet on the comb",
                    "Lovely gentle colony",
                ],
                2: ["Calm", "Fairly calm, a little runny", "Good temper today"],
                3: [
                    "A bit tetchy today",
                    "Followers after closing up",
                    "Runny on the frames, needed more smoke",
                ],
                4: [
                    "Defensive, several stings through the gloves",
                    "Bees up the veil, cut the inspection short",
                ],
                5: [
                    "Aggressive, pinging off the veil from the start",
                    "Very defensive, followed me back to the car",
                ],
            }[t]
        )
    )
    if r["qSeen"]:
        q_yr, q_mkd = r["_q"]
        colour = MARK_COLOUR[q_yr % 10] if (q_mkd and q_yr) else None
        parts.append(
            f"Queen seen on frame {rng.randint(2, 9)}" + (f", {colour} dot" if colour else "")
        )
    elif r["eggs"]:
        parts.append(
            rng.choice(
                [
                    "Queen not seen but eggs present",
                    "No sign of the queen, eggs and young larvae so she is there",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    "No queen seen and no eggs",
                    "Queenless? No eggs, no young larvae",
                    "No eggs seen, worrying",
                ]
            )
        )
    fob = r["FoB"]
    frames = "frame" if fob == 1 else "frames"
    parts.append(
        rng.choice(
            [
                f"Brood on {fob} {frames}",
                f"{fob} {frames} of brood, nice even pattern",
                f"BIAS, {fob} {frames} of brood",
                f"Patchy pattern across {fob} {frames}",
                f"FoB {fob}, all stages",
            ]
        )
        if fob
        else "No brood at all"
    )
    parts.append(
        rng.choice(
            [
                f"About {r['stores_frm']:g} frames of stores",
                f"Stores {r['stores_frm']:g} frames",
                f"Plenty of stores, {r['stores_frm']:g} frames",
            ]
        )
    )
    dt = r["dtInsp"]
    if rng.random() < 0.5:
        parts.append(rng.choice(FORAGE.get(dt.month, ["Not much flying"])))
    if rng.random() < 0.25:
        parts.append(
            f"{r['airTempC']:g} C "
            + rng.choice(["and sunny", "and overcast", "with a breeze", "between showers"])
        )
    text = ". ".join(parts) + "."
    for e in extra:
        text += " " + e
    words = text.split()
    if len(words) > 50:
        text = " ".join(words[:50]).rstrip(",.") + "."
    return text


def _inspections(rng: random.Random, keepers: list[dict], cols: list[dict]) -> list[dict]:
    recs: list[dict] = []
    mentors = [k["name"] for k in keepers if k["level"] == "exp"][2:8]
    rota = mentors + [k["name"] for k in keepers if k["level"] == "mid"][:4]
    for c in cols:
        k = c["_k"]
        tx_dates: list[date] = []
        if not k["app"]:
            c["_recs"] = []
            continue
        if c["_fate"] == "winter":
            c["_recs"] = []
            if c["dtOff"] >= date(2025, 3, 18) and rng.random() < 0.7:
                recs.append(_dead_record(rng, c, c["dtOff"]))
                c["_recs"] = [recs[-1]]
            continue
        first = max(k["start"], c["dtEst"] + timedelta(days=rng.randint(5, 10)))
        last = k["end"]
        if c["dtOff"] is not None:
            last = min(
                last,
                c["dtOff"] - timedelta(days=rng.randint(3, 12))
                if c["_fate"] == "sold"
                else c["dtOff"],
            )
        d = first
        state, q_left = "ok", 0
        tx_at = _day(rng, date(2025, 8, 2), date(2025, 9, 12)) if rng.random() < 0.86 else None
        spring_tx = rng.random() < 0.06
        monitored_apr = monitored_aug = False
        mine: list[dict] = []
        while d <= last:
            swarm_season = date(2025, 4, 25) <= d <= date(2025, 7, 20)
            step = rng.randint(7, 10) if swarm_season else rng.randint(11, 21)
            if k["level"] in ("new24", "new25"):
                step = rng.randint(6, 11) if swarm_season else rng.randint(9, 16)
            is_last = c["dtOff"] is not None and d == last and c["_fate"] in ("united", "season")
            if rng.random() < k["dil"] or is_last or d == first:
                r = _live_record(
                    rng, c, d, state, spring_tx, tx_at, monitored_apr, monitored_aug, rota, mentors
                )
                state, q_left = _advance(rng, c, r, state, q_left)
                if r["Tx"]:
                    tx_dates.append(d)
                    if d.month >= 8:
                        tx_at = None
                    else:
                        spring_tx = False
                if r["mite_drop"] is not None:
                    if d.month == 4:
                        monitored_apr = True
                    if d.month == 8:
                        monitored_aug = True
                mine.append(r)
            if d == last:
                break
            d = min(d + timedelta(days=step), last)
        if mine and c["_fate"] == "united":
            mine[-1]["actions"] = (mine[-1]["actions"] + ["united"])[:3]
            mine[-1]["_extra"].append("United with the colony next door over newspaper.")
        if mine and c["_fate"] == "season":
            m = mine[-1]
            m.update(qSeen=False, eggs=False, FoB=rng.randint(0, 2), nQC=0, QCtyp=None)
            m["_extra"].append(
                rng.choice(
                    [
                        "Drone laying worker, raised drone brood in worker cells. Shaking out.",
                        "Queen failed, only a handful of bees left. Colony finished.",
                    ]
                )
            )
            m["actions"] = []
        c["_recs"] = mine
        c["_txlog"] = tx_dates
        recs.extend(mine)
    return recs


def _dead_record(rng: random.Random, c: dict, d: date) -> dict:
    lo, hi = AIR[d.month]
    return {
        "insp_id": None,
        "colRef": c,
        "dtInsp": d,
        "inspby": c["keeper"],
        "qSeen": False,
        "eggs": False,
        "FoB": 0,
        "stores_frm": _half(rng.uniform(0.0, 5.0)),
        "nQC": 0,
        "QCtyp": None,
        "temper": None,
        "airTempC": _half(rng.uniform(lo, hi)),
        "mite_drop": None,
        "Tx": None,
        "actions": [],
        "disSigns": [],
        "nSupers": 0,
        "syrupL": None,
        "notes": None,
        "_dead": True,
        "_extra": [],
    }


def _live_record(rng, c, d, state, spring_tx, tx_at, mon_apr, mon_aug, rota, mentors) -> dict:
    k = c["_k"]
    lo, hi = AIR[d.month]
    size = {None: 1.0, 1.0: 1.0, 1.5: 1.35, 2.0: 1.6}[c["broodBx"]]
    cap = {None: 12, 1.0: 11, 1.5: 16, 2.0: 20}[c["broodBx"]]
    age = 1.0
    if c["dtEst"].year == 2025:
        weeks = (d - c["dtEst"]).days / 7
        age = min(1.0, (0.15 if c["Src"] == "Swarm" else 0.4) + weeks * 0.12)
    fob = round(_fob_base(d) * c["_vig"] * size * age + rng.gauss(0, 0.8))
    q_ok = state == "ok"
    if state == "queenless":
        fob = round(fob * 0.45)
    fob = max(0, min(cap, fob))
    marked = c["qMkd"] and c["qYr"] is not None
    q_seen = q_ok and rng.random() < (0.78 if marked else 0.5)
    eggs = q_ok and fob > 0 and rng.random() < (0.95 if d.month <= 9 else 0.65)
    temper = max(
        1,
        min(
            5,
            c["_temper"]
            + (1 if state != "ok" else 0)
            + (rng.choice([-1, 1]) if rng.random() < 0.15 else 0),
        ),
    )
    month_st = {
        3: (3, 6),
        4: (2, 5),
        5: (2, 5),
        6: (2, 6),
        7: (3, 7),
        8: (2, 5),
        9: (4, 8),
        10: (5, 9),
    }[d.month]
    stores = _half(rng.uniform(*month_st) * (0.5 if c["dtEst"].year == 2025 and age < 1 else 1.0))
    n_qc, qc_t = 0, None
    actions: list[str] = []
    extra: list[str] = []
    if state == "swarmed":
        n_qc, qc_t = rng.randint(1, 4), "Swarm"
        extra.append(
            rng.choice(
                [
                    "Looks like they swarmed, far fewer bees and opened queen cells.",
                    "Swarmed since last week, left the best sealed cell.",
                ]
            )
        )
    elif state == "queenless":
        if rng.random() < 0.5:
            n_qc, qc_t = rng.randint(1, 6), "Emergency"
    elif fob >= 7 and date(2025, 4, 25) <= d <= date(2025, 7, 12) and rng.random() < 0.13:
        n_qc, qc_t = rng.randint(3, 22), "Swarm"
    elif rng.random() < 0.015 and d.month >= 5:
        n_qc, qc_t = rng.randint(1, 3), "Supersedure"
    # supers
    if c["HiveType"] in ("Top bar",) or (c["dtEst"].year == 2025 and age < 0.8):
        sup = 0
    else:
        base = {3: 0, 4: 0.6, 5: 1.4, 6: 2.0, 7: 2.3, 8: 0.8, 9: 0.2, 10: 0.0}[d.month]
        if d.month == 8 and d.day < 12:
            base = 1.6
        sup = max(0, min(4, round(base * c["_vig"] + rng.gauss(0, 0.5))))
    # varroa
    mite = None
    if k["monitors"] and c["HiveType"] != "Top bar":
        want = (d.month == 4 and not mon_apr) or (d.month == 8 and not mon_aug)
        if (want and rng.random() < 0.55) or rng.random() < 0.05:
            lvl = {3: 0.3, 4: 0.4, 5: 0.8, 6: 1.8, 7: 3.2, 8: 5.5, 9: 4.0, 10: 1.0}[d.month]
            mite = round(
                max(
                    0.0,
                    lvl
                    * c["_mites"]
                    * rng.uniform(0.4, 1.8)
                    * (0.4 if c["dtEst"].year == 2025 else 1.0),
                ),
                1,
            )
    tx = None
    if spring_tx and d.month == 4:
        tx = rng.choice(["Apivar", "MAQS"])
    if tx_at is not None and d >= tx_at and d.month in (8, 9, 10):
        tx = k["tx"] if rng.random() < 0.85 else _pick(rng, TX_PREF)
        extra.append(
            {
                "Apivar": "Apivar strips in, out in ten weeks.",
                "Apiguard": "First Apiguard tray on, eke fitted.",
                "MAQS": "MAQS strips on, entrance fully open.",
                "VarroMed": "VarroMed trickled between seams.",
                "OA trickle": "Oxalic trickle, brood was low.",
                "OA vape": "Vaped with oxalic, sealed up 15 minutes.",
            }[tx]
        )
    dis: list[str] = []
    if rng.random() < (0.04 if d.month in (5, 6) else 0.015):
        dis.append("chalkbrood")
        extra.append("A few chalkbrood mummies on the floor.")
    if rng.random() < 0.007:
        dis.append("sacbrood")
    high = mite is not None and mite > 9.0
    if rng.random() < (0.3 if high else (0.02 if d.month >= 7 else 0.004)):
        dis.append("DWV")
        extra.append("Some bees with crumpled wings, DWV, mites need sorting.")
    if rng.random() < 0.006:
        dis.append("bald brood")
    if rng.random() < 0.003:
        dis.append("CBPV")
        extra.append("Shiny black hairless bees trembling at the entrance.")
    if d.month in (3, 4) and rng.random() < 0.008:
        dis.append("nosema susp.")
        extra.append("Dysentery streaks on the front of the hive.")
    syrup = None
    if c["dtEst"].year == 2025 and (d - c["dtEst"]).days < 24 and rng.random() < 0.6:
        syrup = _half(rng.uniform(1.0, 4.0))
    elif date(2025, 8, 24) <= d <= date(2025, 10, 5) and rng.random() < 0.38:
        syrup = _half(rng.uniform(3.0, 12.0))
    elif d.month in (3, 4) and stores < 2.5 and rng.random() < 0.3:
        syrup = _half(rng.uniform(1.0, 2.5))
    if syrup is not None and rng.random() < 0.5:
        actions.append("feeder on")
    if qc_t == "Swarm" and state == "ok":
        a = rng.choices(
            ["artificial swarm", "QCs removed", "split", None], weights=[40, 25, 20, 15]
        )[0]
        if a:
            actions.append(a)
            extra.append(
                {
                    "artificial swarm": "Did a Pagden artificial swarm, queen onto the new stand.",
                    "QCs removed": "Knocked back all the queen cells.",
                    "split": "Made up a split with three frames and a sealed cell.",
                }[a]
            )
    if d.month in (4, 5, 6, 7) and fob >= 6 and sup < 4 and rng.random() < 0.2:
        actions.append("super added")
    if date(2025, 7, 18) <= d <= date(2025, 9, 5) and rng.random() < 0.28:
        actions.append(rng.choice(["super removed", "super removed", "clearer board on"]))
    if d.month in (3, 4) and rng.random() < 0.03:
        actions.append("comb change")
    if mite is not None and rng.random() < 0.4:
        actions.append("board in")
    if d.month in (5, 6) and rng.random() < 0.02:
        actions.append("drone brood cut")
    if d.month in (9, 10) and rng.random() < 0.16:
        actions.append("mouse guard on")
    if rng.random() < 0.008:
        actions.append("QX fitted")
    if sup == 0 and ("super added" in actions or "clearer board on" in actions):
        sup = 1
    # who inspected
    by = c["keeper"]
    if c["apiary"] == ASSOC_APIARY:
        by = rng.choice(rota + [c["keeper"]] * 3)
    elif k["level"] in ("new24", "new25") and rng.random() < 0.28:
        by = rng.choice(mentors)
    r = {
        "insp_id": None,
        "colRef": c,
        "dtInsp": d,
        "inspby": by,
        "qSeen": q_seen,
        "eggs": eggs,
        "FoB": fob,
        "stores_frm": stores,
        "nQC": n_qc,
        "QCtyp": qc_t,
        "temper": temper,
        "airTempC": _half(rng.uniform(lo, hi)),
        "mite_drop": mite,
        "Tx": tx,
        "actions": actions[:3],
        "disSigns": dis,
        "nSupers": sup,
        "syrupL": syrup,
        "notes": None,
        "_dead": False,
        "_extra": extra,
        "_q": (c["qYr"], c["qMkd"]),
    }
    if mite is not None:
        extra.insert(0, f"Board count {mite:g} a day over the week.")
    return r


def _advance(rng: random.Random, c: dict, r: dict, state: str, q_left: int):
    """The colony's queen state after this inspection (swarming, requeening, marking)."""
    k = c["_k"]
    if state == "ok":
        if r["QCtyp"] == "Swarm" and not r["actions"]:
            return "swarmed", 0
        if r["QCtyp"] == "Supersedure" or (rng.random() < 0.01 and r["dtInsp"].month >= 5):
            c["qYr"], c["qMkd"], c["isClip"] = 2025, False, False
            return "queenless", 1
        if (
            c["qYr"] is not None
            and not c["qMkd"]
            and r["qSeen"]
            and rng.random() < k["marks"] * 0.6
        ):
            c["qMkd"] = True
            r["actions"] = (r["actions"] + ["Q marked"])[:3]
            r["_extra"].append(f"Marked the queen {MARK_COLOUR[c['qYr'] % 10]}.")
            if rng.random() < k["clips"]:
                c["isClip"] = True
                r["actions"] = (r["actions"] + ["Q clipped"])[:3]
        return "ok", 0
    if state == "swarmed":
        c["qYr"], c["qMkd"], c["isClip"] = 2025, False, False
        return "queenless", rng.randint(1, 2)
    if state == "queenless":
        if q_left <= 0:
            if rng.random() < 0.08:
                r["actions"] = (r["actions"] + ["requeened"])[:3]
                r["_extra"].append("Introduced a mated queen in a cage.")
            return "ok", 0
        return "queenless", q_left - 1
    return state, q_left


def _efb_scenario(
    rng: random.Random, keepers: list[dict], cols: list[dict], recs: list[dict]
) -> None:
    """An EFB outbreak at one member's apiary in July, and the Seasonal Bee Inspector's visits."""
    cands = []
    for k in keepers[2:]:
        if k["app"] and k["level"] == "exp":
            for a in k["apiaries"]:
                here = [
                    c
                    for c in cols
                    if c["apiary"] == a
                    and c["Status"] == "Active"
                    and c["dtEst"].year < 2025
                    and c["_recs"]
                ]
                if len(here) >= 4:
                    cands.append((a, here))
    apiary, here = cands[0]
    a_col, b_col = here[0], here[1]
    found, visit, follow = date(2025, 7, 8), date(2025, 7, 10), date(2025, 8, 14)
    # colony A: suspected by the keeper, confirmed by the SBI's lateral flow test, destroyed
    a_col["Status"], a_col["dtOff"], a_col["_fate"] = "Destroyed", visit, "efb"
    recs[:] = [r for r in recs if not (r["colRef"] is a_col and r["dtInsp"] >= found)]
    a_col["_recs"] = [r for r in a_col["_recs"] if r["dtInsp"] < found]
    a_col["hnyKg"] = None

    def visit_rec(c, d, by, dis, note, actions=None):
        r = _live_record(rng, c, d, "ok", False, None, True, True, [by], [by])
        r["inspby"], r["disSigns"], r["actions"], r["Tx"], r["mite_drop"] = (
            by,
            dis,
            actions or [],
            None,
            None,
        )
        r["_extra"] = [note]
        recs.append(r)
        c["_recs"].append(r)
        return r

    visit_rec(
        a_col,
        found,
        a_col["keeper"],
        ["EFB susp."],
        "Twisted melted-looking larvae on two frames, sour smell. Called the SBI, hive closed up.",
    )
    visit_rec(
        a_col,
        visit,
        SBI,
        ["EFB susp."],
        "SBI visit. LFD positive for EFB on two frames. Standstill notice on the apiary, colony destroyed.",
    )
    visit_rec(
        b_col,
        visit,
        SBI,
        ["EFB susp."],
        "SBI visit. A few suspect larvae, LFD positive. Shook swarm onto new foundation under supervision.",
        ["shook swarm"],
    )
    for c in here[2:]:
        visit_rec(
            c,
            visit,
            SBI,
            [],
            "SBI visit for the standstill, every frame shaken and checked, no sign of EFB.",
        )
    for c in here[1:]:
        if c["Status"] == "Active":
            visit_rec(
                c, follow, SBI, [], "SBI follow-up six weeks on, apiary clear, standstill lifted."
            )
    # apiaries within three kilometres, checked by the SBI the next fortnight
    others = []
    for k in keepers[2:]:
        if k["app"]:
            for a in k["apiaries"]:
                if a != apiary:
                    cs = [
                        c
                        for c in cols
                        if c["apiary"] == a and c["Status"] == "Active" and c["_recs"]
                    ]
                    if 2 <= len(cs) <= 5:
                        others.append(cs)
    for cs in rng.sample(others, 3):
        d = _day(rng, date(2025, 7, 14), date(2025, 7, 25))
        for c in cs:
            visit_rec(
                c, d, SBI, [], "SBI visit, apiary within 3 km of the EFB outbreak. All clear."
            )

    # an AFB scare in June: a new keeper's sacbrood
    def quiet(r):
        return r["dtInsp"].month == 6 and not r["actions"] and not r["nQC"] and not r["disSigns"]

    new_cols = [
        c
        for c in cols
        if c["_k"]["level"] in ("new24", "new25")
        and c["_recs"]
        and c["Status"] == "Active"
        and any(quiet(r) for r in c["_recs"])
    ]
    c = new_cols[0]
    r = next(r for r in c["_recs"] if quiet(r))
    r["disSigns"] = ["AFB susp."]
    r["_extra"].append(
        "Sunken perforated cappings on one frame, did the matchstick test, not sure. Emailed the SBI."
    )
    visit_rec(
        c,
        r["dtInsp"] + timedelta(days=2),
        SBI,
        ["sacbrood"],
        "SBI visit. Not AFB, sacbrood larvae in their sacs only. Apiary clear.",
    )


def _finish_colonies(rng: random.Random, cols: list[dict]) -> None:
    for c in cols:
        k = c["_k"]
        alive_aug = c["Status"] == "Active" or (
            c["dtOff"] is not None and c["dtOff"] >= date(2025, 8, 15)
        )
        # varroa treatment dates: the app's treatments, or the colony card's for other keepers
        txd = set(r["dtInsp"] for r in c.get("_recs", []) if r["Tx"])
        if not k["app"] and alive_aug and c["_fate"] != "winter" and rng.random() < 0.72:
            txd.add(_day(rng, date(2025, 8, 4), date(2025, 9, 20)))
            if rng.random() < 0.06:
                txd.add(_day(rng, date(2025, 3, 25), date(2025, 4, 25)))
        if (
            c["Status"] == "Active"
            and rng.random() < {"exp": 0.5, "mid": 0.3, "new24": 0.15, "new25": 0.12}[k["level"]]
        ):
            txd.add(_day(rng, date(2025, 11, 17), date(2025, 11, 27)))
        c["txDts"] = sorted(txd)
        # autumn hive weights: keepers on the weighing scheme and the association apiary
        if (
            (k["weighs"] or c["apiary"] == ASSOC_APIARY)
            and c["HiveType"] not in ("Top bar", "Warré")
            and c["_fate"] != "winter"
        ):
            base = {None: 34.0, 1.0: 34.0, 1.5: 42.0, 2.0: 49.0}[c["broodBx"]]
            base += {
                "Commercial": 4.0,
                "Langstroth": 3.0,
                "Nat. 14x12": 5.0,
                "WBC": 6.0,
                "Poly Nat.": -3.0,
            }.get(c["HiveType"], 0.0)
            if c["dtEst"].year == 2025:
                base -= 5.0
            w = []
            sep = base * rng.uniform(0.82, 1.15)
            months = [date(2025, 9, 20), date(2025, 10, 20), date(2025, 11, 20)]
            for i, m in enumerate(months):
                if c["dtOff"] is not None and c["dtOff"] < m:
                    break
                if i == 0:
                    v = sep
                elif i == 1:
                    v = w[-1] + rng.uniform(-1.5, 4.5) if w else sep + 1.0
                else:
                    v = w[-1] - rng.uniform(0.3, 2.2) if w else sep
                w.append(_half(v))
            if w and rng.random() < 0.08:
                w = w[1:]  # missed the September weighing
            c["hvWtKg"] = w
        # honey taken in 2025
        if c["_fate"] in ("winter", "sold", "efb") or not k["records_honey"]:
            c["hnyKg"] = None
        elif c["dtEst"].year == 2025:
            c["hnyKg"] = 0.0 if rng.random() < 0.75 else _half(rng.uniform(2.0, 14.0))
        else:
            v = max(0.0, rng.gauss(22.0, 11.0) * c["_vig"])
            c["hnyKg"] = _half(v) if v > 1.5 else 0.0
        if c["HiveType"] == "Top bar" and c["hnyKg"] is not None:
            c["hnyKg"] = _half(c["hnyKg"] * 0.4)


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(20250519)
    keepers = _keepers(rng)
    cols = _colonies(rng, keepers)
    calls = _swarm_calls(rng, keepers)
    _season_colonies(rng, keepers, cols, calls)
    cols.sort(key=lambda c: (c["dtEst"], c["apiary"], c["keeper"], c["Src"]))
    for i, c in enumerate(cols, start=1):
        c["col_id"] = f"WV-{i:04d}"
    recs = _inspections(rng, keepers, cols)
    _efb_scenario(rng, keepers, cols, recs)
    _finish_colonies(rng, cols)
    for c in cols:
        if c.get("_call") is not None:
            c["_call"]["hivedAs"] = c["col_id"]
    recs.sort(key=lambda r: (r["dtInsp"], r["colRef"]["col_id"], r["inspby"]))
    out_recs = []
    for i, r in enumerate(recs, start=1):
        col = r["colRef"]
        note = _note(rng, col, r, r["_extra"])
        row = {
            key: r[key]
            for key in (
                "insp_id",
                "colRef",
                "dtInsp",
                "inspby",
                "qSeen",
                "eggs",
                "FoB",
                "stores_frm",
                "nQC",
                "QCtyp",
                "temper",
                "airTempC",
                "mite_drop",
                "Tx",
                "actions",
                "disSigns",
                "nSupers",
                "syrupL",
            )
        }
        row["insp_id"] = f"IN25-{i:05d}"
        row["colRef"] = col["col_id"]
        row["notes"] = note
        out_recs.append(row)
    out_cols = [{key: c[key] for key in [p[0] for p in SCHEMA[0][2]]} for c in cols]
    out_calls = []
    for c in calls:
        row = dict(c)
        who = row["collector"]
        row["collector"] = None if who is None else f"{who['name'][0]}. {who['name'].split()[-1]}"
        out_calls.append(row)
    return {"Cols": out_cols, "InspRecs": out_recs, "SwmCalls": out_calls}


def build(out: Path) -> Path:
    """Write `beekeepers-assoc/schema.json` and its three objects files under out."""
    formats = {"Cols": "csv", "InspRecs": "parquet", "SwmCalls": "jsonl"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
