"""Write `tree-surgery`: an invented tree surgery contractor's export, named tersely.

Harrowell & Vane Tree Care Ltd, an invented arboricultural contractor (every town, site, client,
contact, surveyor, foreman, climber, tag number, job number and note is made up; species, survey
categories and the trade's terms are the ordinary ones of UK arboriculture), exported its office
system the way an engineer exports it: abbreviated property names in mixed habits (snake_case
`site_id`, `acct_mgr`, `tag_no`, `ht_m`, `rem_yrs`, `job_no`, `site_ref`, `chip_m3`; camelCase
`siteNm`, `clientNm`, `areaHa`, `siteRef`, `stemDias`, `crownRad`, `pctDieback`, `worksPri`,
`treeQty`, `qtNet`, `invTotGbp`, `consentReq`, `visitDts`, `timberT`, `jobNotes`; PascalCase
`ClientTyp`, `RiskZone`, `AgeCls`, `PhysCond`, `JobStat`, `Foreman`, `WasteRte`; glued lowercase
`contact`, `town`, `resvymths`, `accessreq`, `spp`, `dbh`, `defects`, `recwks`, `tpo`, `surveyor`,
`wktyp`, `ops`, `crew`, `chipper`, `manhrs`; prefixes `is`/`in`/`n`/`dt`/`yr`/`pct`), abbreviated
class names (`CSReg`, `TreeSvy`, `QtJobs`), terse descriptions in the trade's shorthand, five
properties with no description (`contact`, `town`, `crownRad`, `surveyor`, `chipper`) and one
collection (`TreeSvy`) with no class description.

- `CSReg` (JSON Lines): the client site register, one row per site.
- `TreeSvy` (CSV): the latest tree survey of each surveyed site, one row per tagged tree.
  `siteRef` names a `CSReg.site_id`.
- `QtJobs` (Parquet): every quote raised from 2025-01-06 to 2025-06-27 and, when accepted, its
  job (crew, chipper, days on site, arisings, invoice). `site_ref` names a `CSReg.site_id`.
  `jobNotes` is the one prose property.

Deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v35.py OUT   (writes OUT/tree-surgery/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "tree-surgery"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SVY_FROM, SVY_TO = date(2023, 7, 3), date(2025, 6, 27)
Q_FROM, Q_TO = date(2025, 1, 6), date(2025, 6, 27)
EXPORT_DAY = date(2025, 6, 30)
BANK_HOLIDAYS = {
    date(2023, 8, 28),
    date(2023, 12, 25),
    date(2023, 12, 26),
    date(2024, 1, 1),
    date(2024, 3, 29),
    date(2024, 4, 1),
    date(2024, 5, 6),
    date(2024, 5, 27),
    date(2024, 8, 26),
    date(2024, 12, 25),
    date(2024, 12, 26),
    date(2025, 1, 1),
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
}
STORM_DAY = date(2025, 1, 24)

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "CSReg",
        "Client sites reg.",
        [
            ("site_id", "text", "Site # (twn/seq)"),
            ("siteNm", "text", "Site / addr."),
            ("clientNm", "text", "Client"),
            ("ClientTyp", "text", "Cl. typ (Pvt/LA/Sch/HA/Com/Ch/Est)"),
            ("contact", "text", None),
            ("town", "text", None),
            ("isTPO", "boolean", "TPO on site?"),
            ("inCA", "boolean", "Cons. area?"),
            ("nTrees", "int", "Trees svyd #"),
            ("areaHa", "number", "Area, ha"),
            ("dtLastSvy", "date", "Last svy (blank=none)"),
            ("resvymths", "int", "Re-svy cycle, mths"),
            ("RiskZone", "text", "Zone (H/M/L occ.)"),
            ("accessreq", "text[]", "Access/constraints"),
            ("acct_mgr", "text", "Acct mgr"),
            ("yrSince", "int", "Client since"),
        ],
    ),
    (
        "TreeSvy",
        None,
        [
            ("tag_no", "text", "Tag #"),
            ("siteRef", "text", "Site"),
            ("spp", "text", "Spp."),
            ("dbh", "int", "DBH, mm (calc. for ms)"),
            ("stemDias", "int[]", "Stem dias (ms), mm"),
            ("ht_m", "number", "Ht, m"),
            ("crownRad", "number", None),
            ("AgeCls", "text", "Age cl. (Y/SM/EM/M/OM/V)"),
            ("PhysCond", "text", "Phys. cond."),
            ("cat5837", "text", "BS5837 cat."),
            ("pctDieback", "int", "ADB crown loss, %"),
            ("defects", "text[]", "Dfcts obs."),
            ("recwks", "text", "Rec. wks"),
            ("worksPri", "int", "Pri. (1=<1mth/2=<6mth/3=<12mth/4=next svy)"),
            ("rem_yrs", "int", "Rem. contrib., yrs (0=<10)"),
            ("tpo", "boolean", "TPO tree?"),
            ("dtSvy", "date", "Svy dt"),
            ("surveyor", "text", None),
        ],
    ),
    (
        "QtJobs",
        "Qts/jobs Jan-Jun 25",
        [
            ("job_no", "text", "Q/J #"),
            ("site_ref", "text", "Site"),
            ("dtQtd", "date", "Qtd"),
            ("JobStat", "text", "Stat."),
            ("wktyp", "text", "Wk typ. (main op)"),
            ("treeQty", "int", "Trees, qty"),
            ("ops", "text[]", "Ops/plant"),
            ("qtNet", "number", "Qt, £ ex VAT"),
            ("invTotGbp", "number", "Inv. tot., £ inc VAT"),
            ("consentReq", "boolean", "TPO/CA consent req.?"),
            ("isEmerg", "boolean", "Emerg. c/o?"),
            ("Foreman", "text", "Fmn."),
            ("crew", "text[]", "Crew (climb/grnd)"),
            ("chipper", "text", None),
            ("dtDone", "date", "Comp. dt (blank=open)"),
            ("visitDts", "date[]", "On site dts"),
            ("manhrs", "int", "Man-hrs"),
            ("chip_m3", "number", "Chip, m3 (loose)"),
            ("timberT", "number", "Timber, t"),
            ("WasteRte", "text", "Arisings to"),
            ("jobNotes", PROSE, "Job notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

TOWNS = {  # town: (site code prefix, weight)
    "Callowford": ("CAL", 6),
    "Amberden": ("AMB", 4),
    "Stenbury": ("STN", 4),
    "Oxley Marsh": ("OXM", 3),
    "Little Ambrey": ("LAM", 2),
    "Wrenfield": ("WRF", 4),
    "Kestle Green": ("KSG", 3),
    "Merrow Heath": ("MRH", 2),
}
FIRST = [
    "Karen",
    "David",
    "Helen",
    "Simon",
    "Priya",
    "Gareth",
    "Ruth",
    "Mark",
    "Joanne",
    "Colin",
    "Fiona",
    "Stuart",
    "Amanda",
    "Rajesh",
    "Claire",
    "Neil",
    "Bethan",
    "Graham",
    "Lucy",
    "Tariq",
    "Wendy",
    "Martin",
    "Sophie",
    "Alan",
    "Rachel",
    "Ian",
    "Nadia",
    "Trevor",
    "Emma",
    "Keith",
    "Hannah",
    "Philip",
    "Yvonne",
    "Owain",
    "Margaret",
    "Dennis",
    "Farah",
    "Julian",
    "Patricia",
    "Howard",
    "Anita",
    "Robert",
    "Gillian",
    "Kwame",
    "Lorraine",
    "Vikram",
    "Eleanor",
    "Brian",
    "Siobhan",
    "Malcolm",
]
LAST = [
    "Dancey",
    "Marchetti",
    "Holroyd",
    "Fenwick",
    "Amphlett",
    "Pettifer",
    "Okonkwo",
    "Brindley",
    "Castell",
    "Ridley",
    "Sandhu",
    "Whitcombe",
    "Lowther",
    "Ferreira",
    "Nuttall",
    "Abernethy",
    "Quigley",
    "Hargreaves",
    "Dunmore",
    "Kaczmarek",
    "Penhaligon",
    "Rowntree",
    "Chaudhry",
    "Blakeley",
    "Tennant",
    "Osei",
    "Merriman",
    "Galbraith",
    "Ashdown",
    "Fairclough",
    "Iqbal",
    "Winstanley",
    "Mulholland",
    "Threlfall",
    "Garside",
    "Pemberton",
    "Yates",
    "Lindqvist",
    "Ogunbiyi",
    "Carver",
    "Stannard",
    "Bellamy",
    "Roebuck",
    "Haddow",
    "Kershaw",
    "Villiers",
    "Trower",
    "Edgecombe",
    "Mistry",
    "Coulthard",
    "Farrant",
    "Spooner",
    "Greatorex",
    "Huxtable",
    "Leadbetter",
]
STREETS = [
    "Orchard Rise",
    "Beech Grove",
    "Mill Lane",
    "Church Walk",
    "Hollybush Close",
    "The Paddocks",
    "Rectory Road",
    "Badger's Hill",
    "Quarry Lane",
    "Elm Tree Avenue",
    "Old Forge Way",
    "Larkspur Drive",
    "Coppice End",
    "Pound Lane",
    "Kingfisher Close",
    "Station Road",
    "Vicarage Gardens",
    "Withy Bed Lane",
    "Spring Hill",
    "Foxhollow",
    "Nightingale Lane",
    "Cedar Drive",
    "Tanners Row",
    "Hawthorn Way",
]
ACCT_MGRS = {"G. Halloran": 4, "P. Vickery": 3, "S. Adebayo": 3}
SURVEYORS = {"Alys Carrow": 4, "Tobias Wend": 3, "Imogen Hartle": 3, "Sunil Bhattacharya": 2}
FOREMEN = ["Dean Whitlock", "Kieran Mossop", "Jordan Ashe", "Lewis Fairbrother", "Marta Kowalczyk"]
CREW = [
    "Callum Reid",
    "Owen Pritchard",
    "Sam Tiller",
    "Ryan Boswell",
    "Jack Enright",
    "Ellie Marsh",
    "Danny Coyle",
    "Tom Greaves",
    "Luke Haddon",
    "Aaron Steele",
    "Josh Penrose",
    "Kai Musgrove",
    "Ben Oduya",
    "Harvey Lyle",
]
CHIPPERS = {  # each foreman's usual chipper; the fleet has four
    "Dean Whitlock": "CH1 (6in)",
    "Kieran Mossop": "CH3 (8in tracked)",
    "Jordan Ashe": "CH2 (6in)",
    "Lewis Fairbrother": "CH4 (8in)",
    "Marta Kowalczyk": "CH2 (6in)",
}
ACCESS = [
    "OH lines",
    "narrow access",
    "locked gate",
    "no parking",
    "term-time only",
    "rail boundary",
    "highway - TM req.",
    "bat roosts",
]

# client type: (number of sites, profile, share surveyed, trees range, area range (ha), zone weights, cycle by zone)
CLIENT_TYPES = {
    "Private": (40, "garden", 0.2, (3, 12), (0.02, 0.45), {"Low": 5, "Medium": 3, "High": 1}),
    "Local auth.": (18, "park", 1.0, (24, 72), (0.4, 22.0), {"High": 5, "Medium": 3, "Low": 1}),
    "School": (14, "school", 1.0, (10, 44), (0.6, 6.5), {"High": 1}),
    "Housing assoc.": (13, "ha", 0.8, (14, 50), (0.3, 4.0), {"High": 2, "Medium": 3}),
    "Commercial": (14, "com", 0.7, (8, 40), (0.2, 9.0), {"High": 2, "Medium": 3, "Low": 1}),
    "Church": (9, "church", 0.9, (8, 30), (0.1, 1.2), {"Medium": 3, "High": 2}),
    "Estate": (6, "estate", 1.0, (40, 80), (8.0, 48.0), {"Low": 3, "Medium": 3, "High": 1}),
}
CYCLE = {"High": [12, 12, 18], "Medium": [18, 24, 24], "Low": [36, 36, 60]}

# species: (max height m, max DBH mm, multi-stem share, can be veteran)
SPECIES = {
    "Oak": (28.0, 1650, 0.02, True),
    "Ash": (26.0, 1000, 0.05, False),
    "Sycamore": (24.0, 1000, 0.15, True),
    "Beech": (28.0, 1300, 0.05, True),
    "Horse chestnut": (24.0, 1100, 0.03, True),
    "Lime": (28.0, 1100, 0.15, True),
    "Silver birch": (20.0, 550, 0.15, False),
    "London plane": (28.0, 1200, 0.02, False),
    "Norway maple": (20.0, 800, 0.05, False),
    "Field maple": (14.0, 600, 0.2, False),
    "Scots pine": (22.0, 800, 0.02, False),
    "Leyland cypress": (20.0, 700, 0.25, False),
    "Cherry (orn.)": (10.0, 550, 0.15, False),
    "Willow (crack)": (18.0, 1100, 0.35, False),
    "Yew": (14.0, 1400, 0.3, True),
    "Hawthorn": (8.0, 450, 0.4, False),
    "Holly": (10.0, 400, 0.35, False),
    "Cedar": (25.0, 1700, 0.1, True),
    "Poplar (hybrid)": (30.0, 1100, 0.02, False),
    "Whitebeam": (12.0, 550, 0.1, False),
}
PROFILE_SPP = {
    "garden": {
        "Leyland cypress": 6,
        "Cherry (orn.)": 5,
        "Silver birch": 5,
        "Sycamore": 4,
        "Oak": 3,
        "Ash": 3,
        "Holly": 2,
        "Hawthorn": 2,
        "Norway maple": 2,
        "Willow (crack)": 1,
        "Beech": 1,
        "Whitebeam": 1,
    },
    "park": {
        "Lime": 6,
        "London plane": 5,
        "Oak": 6,
        "Horse chestnut": 5,
        "Ash": 6,
        "Sycamore": 5,
        "Norway maple": 3,
        "Silver birch": 3,
        "Field maple": 3,
        "Willow (crack)": 3,
        "Poplar (hybrid)": 3,
        "Hawthorn": 2,
        "Beech": 2,
        "Whitebeam": 2,
        "Cherry (orn.)": 2,
        "Scots pine": 1,
    },
    "school": {
        "Silver birch": 5,
        "Cherry (orn.)": 4,
        "Field maple": 4,
        "Oak": 3,
        "Ash": 4,
        "Sycamore": 3,
        "London plane": 2,
        "Norway maple": 3,
        "Whitebeam": 3,
        "Hawthorn": 2,
        "Lime": 2,
        "Scots pine": 1,
    },
    "ha": {
        "Cherry (orn.)": 5,
        "Norway maple": 4,
        "Silver birch": 5,
        "Sycamore": 4,
        "Ash": 4,
        "Leyland cypress": 3,
        "Whitebeam": 3,
        "Field maple": 3,
        "Hawthorn": 2,
        "Lime": 2,
        "Oak": 2,
        "Holly": 1,
    },
    "com": {
        "London plane": 3,
        "Silver birch": 4,
        "Norway maple": 4,
        "Cherry (orn.)": 3,
        "Oak": 3,
        "Ash": 3,
        "Sycamore": 3,
        "Lime": 3,
        "Leyland cypress": 2,
        "Scots pine": 2,
        "Poplar (hybrid)": 2,
        "Whitebeam": 2,
    },
    "church": {
        "Yew": 7,
        "Lime": 5,
        "Oak": 3,
        "Horse chestnut": 3,
        "Ash": 3,
        "Sycamore": 3,
        "Holly": 3,
        "Cedar": 2,
        "Beech": 2,
        "Hawthorn": 1,
    },
    "estate": {
        "Oak": 8,
        "Beech": 6,
        "Ash": 5,
        "Lime": 4,
        "Sycamore": 4,
        "Horse chestnut": 3,
        "Cedar": 3,
        "Scots pine": 3,
        "Yew": 2,
        "Poplar (hybrid)": 2,
        "Willow (crack)": 2,
        "Field maple": 2,
    },
}
AGE_W = {
    "garden": {
        "Young": 2,
        "Semi-mature": 4,
        "Early mature": 4,
        "Mature": 4,
        "Over-mature": 1,
        "Veteran": 0,
    },
    "park": {
        "Young": 2,
        "Semi-mature": 3,
        "Early mature": 4,
        "Mature": 7,
        "Over-mature": 2,
        "Veteran": 0.5,
    },
    "school": {
        "Young": 3,
        "Semi-mature": 5,
        "Early mature": 4,
        "Mature": 4,
        "Over-mature": 1,
        "Veteran": 0,
    },
    "ha": {
        "Young": 3,
        "Semi-mature": 5,
        "Early mature": 4,
        "Mature": 4,
        "Over-mature": 1,
        "Veteran": 0,
    },
    "com": {
        "Young": 3,
        "Semi-mature": 5,
        "Early mature": 4,
        "Mature": 3,
        "Over-mature": 1,
        "Veteran": 0,
    },
    "church": {
        "Young": 1,
        "Semi-mature": 2,
        "Early mature": 3,
        "Mature": 6,
        "Over-mature": 3,
        "Veteran": 2,
    },
    "estate": {
        "Young": 1,
        "Semi-mature": 2,
        "Early mature": 3,
        "Mature": 7,
        "Over-mature": 3,
        "Veteran": 2,
    },
}
AGE_FRAC = {  # (DBH share of max, height share of max)
    "Young": ((0.05, 0.14), (0.15, 0.35)),
    "Semi-mature": ((0.12, 0.3), (0.3, 0.55)),
    "Early mature": ((0.25, 0.45), (0.5, 0.75)),
    "Mature": ((0.4, 0.75), (0.7, 1.0)),
    "Over-mature": ((0.6, 0.95), (0.65, 0.95)),
    "Veteran": ((0.8, 1.15), (0.5, 0.85)),
}
COND_W = {
    "Young": [80, 17, 2, 1],
    "Semi-mature": [74, 21, 4, 1],
    "Early mature": [62, 29, 7, 2],
    "Mature": [52, 33, 12, 3],
    "Over-mature": [24, 44, 25, 7],
    "Veteran": [30, 46, 20, 4],
}
DEFECT_W = {
    "deadwood": 10,
    "ivy cover": 6,
    "included union": 5,
    "crossing limbs": 5,
    "bark wound": 4,
    "co-dominant stems": 4,
    "cavity": 3,
    "basal decay": 3,
    "fungal brackets": 3,
    "hanger": 2,
    "dieback": 3,
    "root plate lift": 1,
}
TARGETS = {
    "park": [
        "the footpath",
        "the play area",
        "the car park",
        "the road",
        "the pavilion",
        "the bowling green",
    ],
    "school": [
        "the playground",
        "the car park",
        "the main entrance",
        "the sports field",
        "the classroom block",
    ],
    "ha": ["the flats", "the parking bays", "the footpath", "the bin store", "the garages"],
    "com": [
        "the car park",
        "the service road",
        "the offices",
        "the entrance drive",
        "the loading bay",
    ],
    "church": [
        "the church path",
        "the lychgate",
        "the boundary wall",
        "the graves",
        "the vestry roof",
    ],
    "estate": [
        "the main drive",
        "the car park",
        "the tea room",
        "the public footpath",
        "the stable block",
    ],
    "garden": [
        "the house",
        "the garage",
        "the neighbour's fence",
        "the drive",
        "the conservatory",
        "the shed",
    ],
}

WORK_TYPES = [
    "Sectional fell",
    "Fell",
    "Crown reduction",
    "Crown lift",
    "Deadwood",
    "Pollard",
    "Stump grinding",
    "Hedge cut",
]
REC_TO_JOB = {
    "Fell": ["Sectional fell", "Fell"],
    "Crown reduction": ["Crown reduction"],
    "Crown lift": ["Crown lift"],
    "Crown thin": ["Crown reduction", "Deadwood"],
    "Deadwood": ["Deadwood"],
    "Re-pollard": ["Pollard"],
}
JOB_TYPE_W = {
    "garden": {
        "Sectional fell": 5,
        "Fell": 3,
        "Crown reduction": 5,
        "Crown lift": 2,
        "Deadwood": 1,
        "Pollard": 1,
        "Stump grinding": 2,
        "Hedge cut": 3,
    },
    "org": {
        "Sectional fell": 3,
        "Fell": 4,
        "Crown reduction": 4,
        "Crown lift": 5,
        "Deadwood": 4,
        "Pollard": 1,
        "Stump grinding": 2,
        "Hedge cut": 3,
    },
}
WASTE = {"Biomass": 5, "Yard (mulch)": 4, "Green waste site": 1, "Left on site": 1}


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _next_working(d: date, n: int = 1) -> date:
    for _ in range(n):
        d += timedelta(days=1)
        while d.weekday() >= 5 or d in BANK_HOLIDAYS:
            d += timedelta(days=1)
    return d


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _round_to(x: float, step: float) -> float:
    return round(round(x / step) * step, 2)


# ---- the client site register ---------------------------------------------------------------


def _names(rng: random.Random) -> list[str]:
    pool = [f"{f} {s}" for f in FIRST for s in LAST]
    rng.shuffle(pool)
    return pool


def _sites(rng: random.Random, people: list[str]) -> list[dict]:
    sites: list[dict] = []
    used_streets: set[str] = set()
    orgs = {
        "Local auth.": [
            (
                "Callowford Town Council",
                "Callowford",
                [
                    "Jubilee Park",
                    "Callowford Cemetery",
                    "Mill Lane Rec",
                    "Riverside Walk",
                    "Town Hall Gardens",
                ],
            ),
            (
                "Amberden Parish Council",
                "Amberden",
                ["Amberden Village Green", "Amberden Playing Field"],
            ),
            (
                "Stenbury Parish Council",
                "Stenbury",
                ["Stenbury Rec", "Stenbury Churchyard Extension"],
            ),
            (
                "Wrenfield Town Council",
                "Wrenfield",
                ["Wrenfield Memorial Park", "Wrenfield Allotments", "Brook Meadow"],
            ),
            ("Oxley Marsh Parish Council", "Oxley Marsh", ["Oxley Marsh Green"]),
            ("Merrow Heath Parish Council", "Merrow Heath", ["Merrow Heath Common"]),
            (
                "North Hallam District Council",
                None,
                [
                    "Kestle Green Country Park",
                    "Stenbury Leisure Centre",
                    "Callowford Depot",
                    "Little Ambrey Picnic Site",
                ],
            ),
        ],
        "School": [
            (
                "Hallam Learning Trust",
                None,
                [
                    "Stenbury Academy",
                    "Wrenfield High School",
                    "Callowford Primary Academy",
                    "Kestle Green Infants",
                ],
            ),
            ("St Aldhelm's CE Primary", "Amberden", ["St Aldhelm's CE Primary"]),
            ("Oxley Marsh Primary", "Oxley Marsh", ["Oxley Marsh Primary"]),
            ("Merrow Heath Primary", "Merrow Heath", ["Merrow Heath Primary"]),
            ("Little Ambrey CE First", "Little Ambrey", ["Little Ambrey CE First"]),
            ("Callowford Grammar", "Callowford", ["Callowford Grammar"]),
            ("Brackenhurst Prep", "Wrenfield", ["Brackenhurst Prep"]),
            (
                "Northway Federation",
                None,
                ["Northway Juniors", "Northway Infants", "Northway Nursery"],
            ),
        ],
        "Housing assoc.": [
            (
                "Brookvale Homes",
                None,
                [
                    "Linnet Court",
                    "Foxglove Estate",
                    "Sandpiper Close",
                    "Rowan House",
                    "Tanyard Estate",
                ],
            ),
            (
                "Hearthstone HA",
                None,
                ["Meadow View", "Chantry Gardens", "Bell Court", "Orchard Mews"],
            ),
            ("Ambery Housing", None, ["Priory Walk", "Weavers Court", "Pippin Row", "Kiln Close"]),
        ],
        "Commercial": [
            ("Meadowbank Care Homes", None, ["Meadowbank House", "Meadowbank Lodge"]),
            ("Callowford Business Park", "Callowford", ["Callowford Business Park"]),
            ("The Old Mill Hotel", "Little Ambrey", ["The Old Mill Hotel"]),
            ("Stenbury Retail Park", "Stenbury", ["Stenbury Retail Park"]),
            ("Kestle Green Golf Club", "Kestle Green", ["Kestle Green Golf Club"]),
            ("Hartwell Logistics", "Wrenfield", ["Hartwell Distribution Centre"]),
            ("Fernleigh Garden Centre", "Amberden", ["Fernleigh Garden Centre"]),
            (
                "Greyling Properties",
                None,
                ["Quayside Offices", "Abbey Chambers", "Marsh Lane Units"],
            ),
            ("Wrenfield Rugby Club", "Wrenfield", ["Wrenfield Rugby Club"]),
            ("Copperfield Vets", "Callowford", ["Copperfield Vets"]),
        ],
        "Church": [
            ("PCC of St Mary", "Amberden", ["St Mary's Churchyard"]),
            ("PCC of St Andrew", "Stenbury", ["St Andrew's Churchyard"]),
            ("PCC of All Saints", "Oxley Marsh", ["All Saints Churchyard"]),
            ("PCC of St Michael", "Little Ambrey", ["St Michael's Churchyard"]),
            ("PCC of Holy Trinity", "Callowford", ["Holy Trinity Churchyard"]),
            ("Wrenfield Methodist Church", "Wrenfield", ["Wrenfield Methodist Church"]),
            ("PCC of St John", "Merrow Heath", ["St John's Churchyard"]),
            (
                "PCC of St Lawrence",
                "Kestle Green",
                ["St Lawrence Churchyard", "St Lawrence Old Burial Ground"],
            ),
        ],
        "Estate": [
            ("Ambrey Park Estate", "Little Ambrey", ["Ambrey Park", "Ambrey Home Farm"]),
            ("Trustees of Merrow Hall", "Merrow Heath", ["Merrow Hall", "Merrow Hall Woods"]),
            ("Wrenfield Manor Estate", "Wrenfield", ["Wrenfield Manor"]),
            ("Kestle Court Estate", "Kestle Green", ["Kestle Court"]),
        ],
    }
    town_w = {t: v[1] for t, v in TOWNS.items()}
    for ctype, (n_sites, profile, svy_share, trees_rng, area_rng, zone_w) in CLIENT_TYPES.items():
        entries: list[tuple[str, str, str, str]] = []  # (client, site name, town, contact)
        if ctype == "Private":
            for _ in range(n_sites):
                contact = people.pop()
                first, surname = contact.split(" ", 1)
                title = rng.choice(["", "", "Dr", "Mr & Mrs", "Mr & Mrs"])
                client = (
                    f"Mr & Mrs {surname}"
                    if title == "Mr & Mrs"
                    else f"{title} {first[0]}. {surname}".strip()
                )
                street = rng.choice([s for s in STREETS if s not in used_streets] or STREETS)
                used_streets.add(street)
                entries.append(
                    (client, f"{rng.randint(1, 88)} {street}", _pick(rng, town_w), contact)
                )
        else:
            for client, town, site_names in orgs[ctype]:
                contact = people.pop()
                for sn in site_names:
                    t = (
                        town
                        or next((x for x in TOWNS if sn.startswith(x)), None)
                        or _pick(rng, town_w)
                    )
                    # one contact per client, or one per site for the bigger ones
                    c = contact if len(site_names) < 3 or rng.random() < 0.5 else people.pop()
                    entries.append((client, sn, t, c))
        entries = entries[:n_sites]
        for client, sn, town, contact in entries:
            zone = _pick(rng, zone_w)
            if ctype == "School":
                zone = "High"
            surveyed = rng.random() < svy_share
            access = []
            k = rng.choices([0, 1, 2, 3], weights=[5, 4, 2, 1])[0]
            pool = list(ACCESS)
            if ctype != "School":
                pool.remove("term-time only")
            if ctype == "School" and rng.random() < 0.8:
                access.append("term-time only")
            while len(access) < k:
                a = rng.choice(pool)
                if a not in access:
                    access.append(a)
            sites.append(
                {
                    "site_id": None,
                    "siteNm": sn,
                    "clientNm": client,
                    "ClientTyp": ctype,
                    "contact": contact,
                    "town": town,
                    "isTPO": rng.random() < (0.45 if ctype in ("Estate", "Church") else 0.2),
                    "inCA": rng.random()
                    < (0.7 if ctype == "Church" else 0.35 if ctype == "Estate" else 0.18),
                    "nTrees": 0,
                    "areaHa": round(rng.uniform(*area_rng), 2 if area_rng[1] < 1 else 1),
                    "dtLastSvy": None,
                    "resvymths": rng.choice(CYCLE[zone]),
                    "RiskZone": zone,
                    "accessreq": sorted(access, key=ACCESS.index),
                    "acct_mgr": _pick(rng, ACCT_MGRS),
                    "yrSince": rng.randint(2008, 2025)
                    if ctype == "Private"
                    else rng.randint(2008, 2023),
                    "_profile": profile,
                    "_surveyed": surveyed,
                    "_trees": rng.randint(*trees_rng),
                }
            )
    sites.sort(key=lambda s: (s["yrSince"], s["siteNm"]))
    for i, s in enumerate(sites, start=1):
        s["site_id"] = f"{TOWNS[s['town']][0]}-{i:03d}"
    return sites


# ---- the tree survey ------------------------------------------------------------------------


def _tree(rng: random.Random, site: dict) -> dict:
    profile = site["_profile"]
    spp = _pick(rng, PROFILE_SPP[profile])
    max_ht, max_dbh, ms_share, vet_ok = SPECIES[spp]
    ages = dict(AGE_W[profile])
    if not vet_ok:
        ages["Veteran"] = 0
    age = _pick(rng, ages)
    (d0, d1), (h0, h1) = AGE_FRAC[age]
    dbh_single = max(70, int(round(max_dbh * rng.uniform(d0, d1), -1)))
    stems: list[int] = []
    if rng.random() < ms_share and age not in ("Veteran",):
        n = rng.choices([2, 3, 4, 5], weights=[6, 3, 2, 1])[0]
        for _ in range(n):
            stems.append(max(50, int(round(dbh_single / math.sqrt(n) * rng.uniform(0.7, 1.2), -1))))
        stems.sort(reverse=True)
        dbh = int(round(math.sqrt(sum(x * x for x in stems)), -1))
    else:
        dbh = dbh_single
    ht = max(2.0, _round_to(max_ht * rng.uniform(h0, h1), 0.5))
    crown = max(1.0, _round_to(ht * rng.uniform(0.22, 0.45), 0.5))
    cond = rng.choices(["Good", "Fair", "Poor", "Dead"], weights=COND_W[age])[0]
    dieback = None
    if spp == "Ash":
        dieback = rng.choices(
            [0, 5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100],
            weights=[6, 5, 6, 5, 5, 5, 5, 5, 4, 4, 3, 3, 2, 2],
        )[0]
        cond = (
            "Good"
            if dieback <= 10
            else "Fair"
            if dieback <= 40
            else "Poor"
            if dieback < 90
            else rng.choice(["Poor", "Dead"])
        )
        if dieback == 100:
            cond = "Dead"
    defects: list[str] = []
    nd = {"Good": [6, 3, 1, 0], "Fair": [2, 5, 3, 1], "Poor": [0, 3, 4, 3], "Dead": [0, 4, 3, 2]}[
        cond
    ]
    k = rng.choices([0, 1, 2, 3], weights=nd)[0]
    if spp == "Ash" and dieback is not None and dieback >= 30:
        defects.append("ash dieback")
    if cond == "Dead" and "deadwood" not in defects:
        defects.append("deadwood")
    while len(defects) < k:
        d = _pick(rng, DEFECT_W)
        if d == "included union" and not stems and rng.random() < 0.5:
            continue
        if d not in defects:
            defects.append(d)
    defects = defects[:3]
    # BS5837 category and remaining contribution
    big = dbh >= 400
    if cond == "Dead":
        cat = "U"
    elif cond == "Poor":
        cat = "U" if rng.random() < 0.5 else "C"
    elif cond == "Fair":
        cat = rng.choices(["A", "B", "C"], weights=[1 if big else 0, 9, 10])[0]
    else:
        cat = rng.choices(
            ["A", "B", "C"],
            weights=[
                6 if (big or age == "Veteran") else 0,
                10,
                5 if age in ("Young", "Semi-mature") else 2,
            ],
        )[0]
    if age == "Veteran" and cond in ("Good", "Fair"):
        cat = "A"
    rem = {"U": [0], "C": [10, 10, 20, 40 if age == "Young" else 10], "B": [20, 20, 40], "A": [40]}[
        cat
    ]
    rem_yrs = rng.choice(rem)
    # recommended works and priority
    high = site["RiskZone"] == "High"
    if cond == "Dead":
        rec = "Fell"
    elif cat == "U":
        rec = rng.choices(["Fell", "Crown reduction", "Monitor"], weights=[6, 2, 2])[0]
    elif "hanger" in defects:
        rec = "Deadwood"
    elif (
        spp in ("Willow (crack)", "Lime", "London plane")
        and age in ("Mature", "Over-mature")
        and rng.random() < 0.3
    ):
        rec = "Re-pollard"
    elif cond == "Poor":
        rec = rng.choices(["Fell", "Crown reduction", "Deadwood", "Monitor"], weights=[3, 3, 2, 2])[
            0
        ]
    elif cond == "Fair":
        rec = rng.choices(
            ["No works", "Monitor", "Deadwood", "Crown lift", "Crown thin", "Crown reduction"],
            weights=[30, 15, 25, 20, 5, 5],
        )[0]
    else:
        rec = rng.choices(
            ["No works", "Crown lift", "Deadwood", "Crown thin"], weights=[65, 20, 10, 5]
        )[0]
    if rec in ("No works", "Monitor"):
        pri = None
    elif cond == "Dead" or "hanger" in defects or (dieback is not None and dieback >= 70):
        pri = 1 if high or rng.random() < 0.5 else 2
    elif rec == "Fell":
        pri = rng.choice([1, 2, 2, 3]) if high else rng.choice([2, 3, 3])
    elif rec in ("Crown lift", "Crown thin"):
        pri = rng.choice([3, 3, 4, 4])
    else:
        pri = rng.choice([2, 3, 3, 4]) if high else rng.choice([3, 3, 4])
    return {
        "tag_no": None,
        "siteRef": site["site_id"],
        "spp": spp,
        "dbh": dbh,
        "stemDias": stems,
        "ht_m": ht,
        "crownRad": crown,
        "AgeCls": age,
        "PhysCond": cond,
        "cat5837": cat,
        "pctDieback": dieback,
        "defects": defects,
        "recwks": rec,
        "worksPri": pri,
        "rem_yrs": rem_yrs,
        "tpo": site["isTPO"]
        and age != "Young"
        and spp != "Leyland cypress"
        and rng.random() < 0.45,
        "dtSvy": None,
        "surveyor": None,
    }


def _survey(rng: random.Random, sites: list[dict]) -> list[dict]:
    trees: list[dict] = []
    for s in sites:
        if not s["_surveyed"]:
            continue
        cycle_days = int(s["resvymths"] * 30.4)
        lo = max(SVY_FROM, EXPORT_DAY - timedelta(days=cycle_days))
        days = _working_days(lo, SVY_TO)
        start = rng.choice(days)
        n = s["_trees"]
        n_days = 1 + (n - 1) // 35
        svy_days = [start]
        while len(svy_days) < n_days:
            nxt = _next_working(svy_days[-1])
            if nxt > SVY_TO:
                break
            svy_days.append(nxt)
        surveyor = _pick(rng, SURVEYORS)
        site_trees = []
        for i in range(n):
            t = _tree(rng, s)
            t["dtSvy"] = svy_days[min(len(svy_days) - 1, i * len(svy_days) // n)]
            t["surveyor"] = surveyor
            site_trees.append(t)
        s["nTrees"] = n
        s["dtLastSvy"] = svy_days[-1] if site_trees else None
        s["_svy_trees"] = site_trees
        trees.extend(site_trees)
    trees.sort(key=lambda t: (t["dtSvy"], t["siteRef"]))
    for i, t in enumerate(trees):
        t["tag_no"] = f"T{4101 + i:05d}"
    return trees


# ---- quotes and jobs ------------------------------------------------------------------------


def _price(
    rng: random.Random, wk: str, qty: int | None, trees: list[dict], ops: list[str], emerg: bool
) -> float:
    per = {
        "Sectional fell": (450, 2200),
        "Fell": (180, 850),
        "Crown reduction": (260, 1150),
        "Crown lift": (90, 340),
        "Deadwood": (120, 480),
        "Pollard": (220, 700),
        "Stump grinding": (60, 220),
    }
    if wk == "Hedge cut":
        base = rng.uniform(150, 1200)
    else:
        lo, hi = per[wk]
        base = 0.0
        for i in range(qty or 1):
            size = trees[i]["ht_m"] / 30.0 if i < len(trees) else rng.uniform(0.2, 0.8)
            base += lo + (hi - lo) * min(1.0, size * rng.uniform(0.8, 1.3))
        if (qty or 1) > 4:
            base *= 0.85
    if "crane" in ops:
        base += rng.uniform(1200, 2500)
    if "MEWP" in ops:
        base += rng.uniform(220, 420)
    if "traffic mgmt" in ops:
        base += rng.uniform(350, 900)
    if "stump grind" in ops and wk != "Stump grinding":
        base += rng.uniform(80, 260) * (qty or 1)
    if emerg:
        base *= 1.5
    return float(max(60, int(round(base / 5.0)) * 5))


def _note(rng: random.Random, j: dict, site: dict, trees: list[dict]) -> str:
    first = site["contact"].split(" ")[0]
    profile = site["_profile"]
    tgt = rng.choice(TARGETS[profile])
    spp = (
        trees[0]["spp"].split(" (")[0].lower()
        if trees
        else rng.choice(["sycamore", "leylandii", "ash", "cherry", "birch", "oak", "conifer"])
    )
    spp = spp.replace("leyland cypress", "leylandii").replace("london plane", "plane")
    spp = spp.replace("silver birch", "birch").replace("norway maple", "Norway maple")
    wk = j["wktyp"]
    qty = j["treeQty"]
    tags = " and ".join(t["tag_no"] for t in trees[:2])
    parts: list[str] = []
    what = {
        "Sectional fell": f"Section fell the {spp} by {tgt}, rigged down in pieces",
        "Fell": f"Fell {qty} {spp} to near ground level"
        if qty and qty > 1
        else f"Fell the {spp} near {tgt}",
        "Crown reduction": f"Reduce the {spp} crown by {rng.choice(['1.5', '2', '2.5', '3'])} m all round",
        "Crown lift": f"Lift crowns to {rng.choice(['2.5', '3', '4', '5.2'])} m over {tgt}",
        "Deadwood": f"Remove deadwood over {rng.choice(['25', '30', '50'])} mm and hangers above {tgt}",
        "Pollard": f"Re-pollard {qty} {spp} back to the old knuckles",
        "Stump grinding": f"Grind {qty} stump{'s' if (qty or 1) > 1 else ''} to {rng.choice(['150', '200', '300'])} mm below ground",
        "Hedge cut": f"Cut the {rng.choice(['laurel', 'privet', 'leylandii', 'beech', 'mixed native'])} hedge along "
        f"{rng.choice(['the boundary', 'the road frontage', 'the car park', 'the rear fence'])}, "
        f"{rng.randint(12, 140)} m run",
    }[wk]
    stat = j["JobStat"]
    if j["isEmerg"]:
        parts.append(
            f"Call-out at {rng.randint(5, 21):02d}:{rng.choice(['05', '20', '35', '50'])} from {first}."
        )
        parts.append(
            rng.choice(
                [
                    f"Windblown {spp} across {tgt}, made safe and cleared the same day.",
                    f"Large limb torn out of the {spp} and hung up over {tgt}, taken down on ropes.",
                    f"Split stem on the {spp} after the storm, reduced to a safe height.",
                ]
            )
        )
        if stat in ("Completed", "Invoiced"):
            parts.append(
                rng.choice(
                    [
                        "Rest of the crown to be looked at on the next survey.",
                        "Logs stacked on site, chip taken back to the yard.",
                        "Area taped off until the crew left, all clear now.",
                    ]
                )
            )
        return " ".join(parts)
    if stat in ("Pending", "Declined", "Lapsed") or (stat == "Booked" and not j["visitDts"]):
        svy = site["dtLastSvy"]
        from_svy = (
            "Quoted from the photos the client sent."
            if svy is None
            else f"Quoted from the {svy.year} survey."
            if svy <= j["dtQtd"]
            else "Quoted on the survey walk-round."
        )
        parts.append(
            rng.choice(
                [
                    f"Met {first} on site.",
                    from_svy,
                    f"Site visit with {first}.",
                    f"{first} rang in after a neighbour complaint.",
                ]
            )
        )
        parts.append(f"{what}.")
        if trees and rng.random() < 0.5:
            parts.append(f"Works to {tags} per the survey schedule.")
        if j["consentReq"] and stat == "Booked":
            parts.append(
                rng.choice(
                    [
                        "Consent came through from the council.",
                        "Six weeks' notice given, no objection.",
                    ]
                )
            )
        elif j["consentReq"]:
            parts.append(
                rng.choice(
                    [
                        "TPO application to go in, eight weeks for a decision.",
                        "Conservation area notice needed, six weeks before we can start.",
                        "Protected tree, waiting on the council before booking.",
                    ]
                )
            )
        if "narrow access" in site["accessreq"] or "no parking" in site["accessreq"]:
            parts.append(
                rng.choice(
                    [
                        "Tight access, everything barrowed out to the chipper on the road.",
                        "No parking on site, need a permit for the bay outside.",
                    ]
                )
            )
        tail = {
            "Pending": [
                "Client comparing quotes.",
                "Waiting on budget sign-off.",
                "Chased once, no answer yet.",
                f"{first} to confirm after the committee meets.",
                "",
            ],
            "Declined": [
                "Client went with a cheaper quote.",
                "Declined, leaving it until next year.",
                "Declined on cost, may ask again in the autumn.",
                "Neighbour agreed to share, then pulled out.",
            ],
            "Lapsed": [
                "No reply after two chasers, quote lapsed.",
                "Quote expired, client moved house.",
                "Lapsed, budget spent elsewhere.",
            ],
            "Booked": [
                "Booked in, client to move cars on the day.",
                "Accepted by email, booked with the crew.",
                "PO received, booked for the next free slot.",
                "Accepted, booked around the nesting check.",
            ],
        }[stat]
        t = rng.choice(tail)
        if t:
            parts.append(t)
    else:
        parts.append(f"{what}.")
        crew_bit = rng.choice(
            [
                f"Climber {j['crew'][0].split(' ')[0]} on the rope, ground crew cleared as we went.",
                f"{j['Foreman'].split(' ')[0]} ran the job with {len(j['crew'])} on the crew.",
                "Good day, no issues on site.",
                "Slow start with the rain, finished on time.",
                f"Chipper parked on {rng.choice(['the drive', 'the verge', 'the car park', 'the road'])}.",
            ]
        )
        parts.append(crew_bit)
        if "traffic mgmt" in j["ops"]:
            parts.append(
                f"Lights and signs up {rng.choice(['07:45', '08:00', '08:30'])} to {rng.choice(['14:30', '15:00', '15:45'])}."
            )
        if "crane" in j["ops"]:
            parts.append("Crane lift of the main stem, lifted over the roof in three picks.")
        if "logs left" in j["ops"]:
            parts.append("Logs cut to rings and left for the client.")
        if j["WasteRte"]:
            parts.append(
                {
                    "Biomass": "Chip to the biomass plant.",
                    "Yard (mulch)": "Chip back to the yard for mulch.",
                    "Green waste site": "Arisings tipped at the green waste site.",
                    "Left on site": "Arisings left on site as habitat piles.",
                }[j["WasteRte"]]
            )
        if stat == "Booked":
            parts.append("Back next week to finish, site left safe.")
        elif rng.random() < 0.4:
            parts.append(
                rng.choice(
                    [
                        f"{first} happy, signed off on the day.",
                        "Bird check done first, no nests found.",
                        "Some damage to the lawn from the tracks, raked over.",
                        "Found a bracket at the base, flagged for the next survey.",
                    ]
                )
            )
    text = " ".join(parts)
    while len(text.split()) < 14:
        text += " " + rng.choice(
            ["Photos on the job file.", "Risk assessment on the job sheet.", "Customer informed."]
        )
    words = text.split()
    if len(words) > 48:
        text = " ".join(words[:48]).rstrip(",.") + "."
    return text


def _jobs(rng: random.Random, sites: list[dict]) -> list[dict]:
    days = _working_days(Q_FROM, Q_TO)
    weights = {
        "Private": 1.0,
        "Local auth.": 3.4,
        "School": 1.6,
        "Housing assoc.": 2.2,
        "Commercial": 1.6,
        "Church": 1.2,
        "Estate": 2.6,
    }
    site_w = {s["site_id"]: weights[s["ClientTyp"]] for s in sites}
    by_id = {s["site_id"]: s for s in sites}
    storm_sites = [
        s
        for s in sites
        if s["ClientTyp"] in ("Local auth.", "Estate", "School", "Private", "Commercial")
    ]
    raw: list[dict] = []
    for d in days:
        n = rng.choice([4, 5, 6, 6, 7, 7, 8])
        if STORM_DAY <= d <= STORM_DAY + timedelta(days=6):
            for _ in range(rng.randint(3, 7)):
                raw.append({"site": rng.choice(storm_sites), "d": d, "emerg": True})
        elif rng.random() < 0.08:
            raw.append({"site": rng.choice(storm_sites), "d": d, "emerg": True})
        for _ in range(n):
            raw.append({"site": by_id[_pick(rng, site_w)], "d": d, "emerg": False})
    raw.sort(key=lambda r: (r["d"], not r["emerg"], r["site"]["site_id"]))
    foreman_busy: dict[str, set[date]] = {f: set() for f in FOREMEN}
    jobs: list[dict] = []
    for i, r in enumerate(raw, start=1):
        s, dq, emerg = r["site"], r["d"], r["emerg"]
        profile = s["_profile"]
        svy = s.get("_svy_trees", [])
        need = [t for t in svy if t["recwks"] not in ("No works", "Monitor")]
        trees: list[dict] = []
        if emerg:
            wk = rng.choice(["Sectional fell", "Fell", "Deadwood", "Crown reduction"])
            qty = 1
        elif need and rng.random() < 0.65:
            lead = rng.choice(need)
            wk = rng.choice(REC_TO_JOB[lead["recwks"]])
            same = [t for t in need if t["recwks"] == lead["recwks"]]
            qty = min(
                len(same), rng.choices([1, 2, 3, 4, 6, 8, 12], weights=[10, 5, 3, 2, 1, 1, 1])[0]
            )
            trees = [lead] + [t for t in same if t is not lead][: qty - 1]
            if wk == "Fell" and lead["ht_m"] >= 14 and s["RiskZone"] != "Low":
                wk = "Sectional fell"
        else:
            wk = _pick(rng, JOB_TYPE_W["garden" if profile == "garden" else "org"])
            qty = rng.choices([1, 2, 3, 4, 5, 8, 12, 20], weights=[12, 6, 3, 2, 1, 1, 1, 0.5])[0]
            if profile == "garden":
                qty = min(qty, 4)
        if wk == "Hedge cut":
            qty = None
        ops: list[str] = []
        if wk in ("Sectional fell", "Crown reduction", "Deadwood", "Pollard") or (
            wk == "Crown lift" and rng.random() < 0.4
        ):
            if rng.random() < 0.85:
                ops.append("climb")
        if wk == "Sectional fell" and rng.random() < 0.8:
            ops.append("rigging")
        if wk in ("Crown reduction", "Crown lift", "Deadwood", "Hedge cut") and rng.random() < 0.12:
            ops.append("MEWP")
        if wk == "Sectional fell" and rng.random() < 0.07:
            ops.append("crane")
        if "highway - TM req." in s["accessreq"] and wk != "Stump grinding":
            ops.append("traffic mgmt")
        if wk in ("Fell", "Sectional fell") and rng.random() < 0.35:
            ops.append("stump grind")
        if (
            wk in ("Fell", "Sectional fell")
            and profile in ("garden", "estate")
            and rng.random() < 0.3
        ):
            ops.append("logs left")
        if emerg and (rng.random() < 0.5 or dq.weekday() >= 5):
            ops.append("out-of-hrs")
        q = _price(rng, wk, qty, trees, ops, emerg)
        consent = (
            not emerg
            and wk not in ("Hedge cut", "Stump grinding")
            and (
                (
                    s["isTPO"]
                    and (any(t["tpo"] for t in trees) or (not trees and rng.random() < 0.5))
                )
                or (s["inCA"] and rng.random() < 0.85)
            )
        )
        # decision
        age = (EXPORT_DAY - dq).days
        if emerg:
            stat = "accepted"
        else:
            p_decl = 0.17 if profile == "garden" else 0.1
            r = rng.random()
            decided = r < min(0.97, 0.25 + age / 45.0)
            if not decided:
                stat = "Pending"
            else:
                r2 = rng.random()
                stat = (
                    "Declined"
                    if r2 < p_decl
                    else ("Lapsed" if r2 < p_decl + 0.06 and age > 40 else "accepted")
                )
        j = {
            "job_no": f"Q25-{i:04d}",
            "site_ref": s["site_id"],
            "dtQtd": dq,
            "JobStat": None,
            "wktyp": wk,
            "treeQty": qty,
            "ops": ops,
            "qtNet": q,
            "invTotGbp": None,
            "consentReq": bool(consent),
            "isEmerg": emerg,
            "Foreman": None,
            "crew": [],
            "chipper": None,
            "dtDone": None,
            "visitDts": [],
            "manhrs": None,
            "chip_m3": None,
            "timberT": None,
            "WasteRte": None,
            "jobNotes": "",
        }
        if stat != "accepted":
            j["JobStat"] = stat
        else:
            if emerg:
                start = dq if rng.random() < 0.7 else _next_working(dq)
            else:
                wait = rng.randint(6, 45) + (rng.randint(30, 56) if consent else 0)
                start = _next_working(dq, max(1, wait * 5 // 7))
            size = (qty or 2) * {
                "Sectional fell": 10,
                "Fell": 5,
                "Crown reduction": 6,
                "Crown lift": 2,
                "Deadwood": 3,
                "Pollard": 5,
                "Stump grinding": 1,
                "Hedge cut": 4,
            }[wk]
            if "crane" in ops:
                size += 10
            n_crew = rng.choice([1, 2, 2, 3]) if size > 4 else rng.choice([1, 1, 2])
            n_days = max(1, min(4, math.ceil(size * rng.uniform(0.8, 1.3) / ((n_crew + 1) * 8))))
            fm = rng.choice(FOREMEN)
            for _ in range(8):
                if start not in foreman_busy[fm]:
                    break
                fm = rng.choice(FOREMEN)
            j["Foreman"] = fm
            j["crew"] = rng.sample(CREW, n_crew)
            visits = [start]
            while len(visits) < n_days:
                visits.append(_next_working(visits[-1]))
            if "stump grind" in ops and rng.random() < 0.6:
                visits.append(_next_working(visits[-1], rng.randint(4, 15)))
            done_visits = [v for v in visits if v <= EXPORT_DAY]
            for v in done_visits:
                foreman_busy[fm].add(v)
            if len(done_visits) == len(visits):
                done = visits[-1]
                inv_day = _next_working(done, rng.randint(2, 18))
                j["JobStat"] = "Invoiced" if inv_day <= EXPORT_DAY else "Completed"
                j["dtDone"] = done
                j["visitDts"] = visits
                hrs = sum(8 if k < n_days else 4 for k in range(len(visits))) * (n_crew + 1)
                j["manhrs"] = int(hrs - rng.choice([0, 0, 2, 4]) * (1 if hrs > 8 else 0))
                if wk == "Stump grinding":
                    j["WasteRte"] = "Left on site"
                else:
                    j["chipper"] = (
                        CHIPPERS[fm]
                        if rng.random() < 0.85
                        else rng.choice(sorted(set(CHIPPERS.values())))
                    )
                    chip = {
                        "Sectional fell": (3, 12),
                        "Fell": (1.5, 7),
                        "Crown reduction": (2, 8),
                        "Crown lift": (0.5, 2),
                        "Deadwood": (0.5, 2.5),
                        "Pollard": (2, 6),
                        "Hedge cut": (1, 8),
                    }[wk]
                    j["chip_m3"] = _round_to(
                        min(38.0, rng.uniform(*chip) * (1 + 0.6 * ((qty or 1) - 1))), 0.5
                    )
                    if wk in ("Sectional fell", "Fell", "Pollard"):
                        t = (
                            rng.uniform(0.3, 3.5)
                            * (qty or 1)
                            * (1.6 if wk == "Sectional fell" else 1.0)
                        )
                    elif wk == "Crown reduction":
                        t = rng.uniform(0.0, 0.8) * (qty or 1)
                    else:
                        t = 0.0
                    j["timberT"] = round(min(18.5, t), 1)
                    j["WasteRte"] = (
                        "Left on site"
                        if profile == "estate" and rng.random() < 0.3
                        else _pick(rng, WASTE)
                    )
                if j["JobStat"] == "Invoiced":
                    extra = rng.choice([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 45, 60, 120, 150, -50])
                    j["invTotGbp"] = round((q + extra) * 1.2, 2)
            else:
                j["JobStat"] = "Booked"
                j["visitDts"] = done_visits
        j["jobNotes"] = _note(rng, j, s, trees)
        jobs.append(j)
    return jobs


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(35035)
    people = _names(rng)
    sites = _sites(rng, people)
    trees = _survey(rng, sites)
    jobs = _jobs(rng, sites)
    out_sites = [{k: v for k, v in s.items() if not k.startswith("_")} for s in sites]
    return {"CSReg": out_sites, "TreeSvy": trees, "QtJobs": jobs}


# ---- writing ---------------------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `tree-surgery/schema.json` and its three objects files under out."""
    formats = {"CSReg": "jsonl", "TreeSvy": "csv", "QtJobs": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
