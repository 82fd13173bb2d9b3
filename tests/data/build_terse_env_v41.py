"""Write `pest-control`: an invented commercial pest control contractor's export, named tersely.

Garrow & Pike Pest Management, an invented contractor in an invented county (every town, client,
site contact, technician, caller, report number and note is made up; pests, treatments, audit
standards and the service terms are the trade's ordinary ones), exported its service system the
way an engineer exports it: abbreviated property names in mixed habits (snake_case `site_no`,
`vis_id`, `co_ref`; camelCase `ctrTyp`, `visPA`, `nBS`, `nEFK`, `dtStart`, `dtTerm`, `techLead`,
`siteCont`, `auditDts`, `siteRef`, `dtVis`, `pctAct`, `baitG`, `efkCt`, `durMin`, `sigBy`,
`noAcc`, `pestObs`, `visRef`, `dtRecd`, `dtAtt`, `respHrs`, `numVis`, `chgGbp`, `inCtr`,
`attTech`, `callerNm`, `isRecur`, `revDts`, `techNotes`; PascalCase `Sector`, `AuditStd`,
`Status`, `VisTyp`, `RiskLvl`, `SiteID`, `Pest`, `Stat`; glued lowercase `cust`, `town`,
`annval`, `nontox`, `pests`, `tech`, `bschk`, `recs`, `prio`, `trtmt`; prefixes `dt`, `n`, `num`,
`pct`, `is`), abbreviated class names (`IPMSites`, `VisRpts`, `RctvCO`), terse descriptions in
the trade's shorthand ("Cover (R/R+I/IPM)", "Rtn vis. p.a.", "BS # (int+ext)", "Ann. val., £ ex
VAT", "Site cont.", "BS act., %", "Bait repl., g (blank=tox-free)", "Pri. (P1=4h/P2=24h/P3=3WD)",
"Chg, £ ex VAT (blank=in contr.)"), five properties with no description (`town`, `nEFK`,
`sigBy`, `callerNm`, `isRecur`) and one collection (`IPMSites`) with no class description.

- `IPMSites` (JSON Lines, no class description): the contract register, one row per site under
  a service contract (live, terminated in the year, or on stop): client, sector, town, cover,
  routine visits a year, bait stations, EFKs, annual value, start and termination dates, audit
  standard, tox-free flag, target pests, lead technician, site contact, third-party audit dates
  and status.
- `VisRpts` (Parquet, class description "Svc rpts (rtn/FU/pre-aud.)"): every contract visit
  (routine inspection, follow-up, pre-audit) from 2024-07-01 to 2025-06-30: site, date,
  technician, bait stations checked, activity, bait replaced, risk rating, recommendations, EFK
  catch counts, time on site, who signed, part no access, pests observed.
- `RctvCO` (CSV, class description "Reactive C/O log"): every reactive call-out received in the
  same year: site, linked service report, received and first-attended dates, response hours,
  pest, priority, treatments, visits, charge, in contract, technician, caller, recurrence, status,
  revisit dates and the technician's notes (`techNotes`, the one prose property).

Every property type of the card except boolean[] and number[] appears: text (identifiers, codes,
categories, references, person names), text[], int, int[], number, boolean, date, date[] and
prose. The output is deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v41.py OUT   (writes OUT/pest-control/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "pest-control"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2024, 7, 1), date(2025, 6, 30)  # the contractor's year, July to June
BANK_HOLIDAYS = {
    date(2024, 8, 26),
    date(2024, 12, 25),
    date(2024, 12, 26),
    date(2025, 1, 1),
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
}

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "IPMSites",
        None,
        [
            ("site_no", "text", "Site #"),
            ("cust", "text", "Client"),
            ("Sector", "text", "Sect."),
            ("town", "text", None),
            ("ctrTyp", "text", "Cover (R/R+I/IPM)"),
            ("visPA", "int", "Rtn vis. p.a."),
            ("nBS", "int", "BS # (int+ext)"),
            ("nEFK", "int", None),
            ("annval", "number", "Ann. val., £ ex VAT"),
            ("dtStart", "date", "Contr. start"),
            ("dtTerm", "date", "Term. dt (blank=live)"),
            ("AuditStd", "text", "Audit std (blank=none)"),
            ("nontox", "boolean", "Tox-free site?"),
            ("pests", "text[]", "Tgt pests"),
            ("techLead", "text", "Lead tech"),
            ("siteCont", "text", "Site cont."),
            ("auditDts", "date[]", "3rd-pty audit dts"),
            ("Status", "text", "Contr. stat."),
        ],
    ),
    (
        "VisRpts",
        "Svc rpts (rtn/FU/pre-aud.)",
        [
            ("vis_id", "text", "Rpt #"),
            ("siteRef", "text", "Site"),
            ("dtVis", "date", "Vis. dt"),
            ("tech", "text", "Tech"),
            ("VisTyp", "text", "Typ. (Rtn/FU/PA)"),
            ("bschk", "int", "BS chk'd"),
            ("pctAct", "number", "BS act., %"),
            ("baitG", "number", "Bait repl., g (blank=tox-free)"),
            ("RiskLvl", "text", "Risk (L/M/H)"),
            ("recs", "text[]", "Recs"),
            ("efkCt", "int[]", "EFK catch ct"),
            ("durMin", "int", "On site, min"),
            ("sigBy", "text", None),
            ("noAcc", "boolean", "Part no acc.?"),
            ("pestObs", "text[]", "Pests obs."),
        ],
    ),
    (
        "RctvCO",
        "Reactive C/O log",
        [
            ("co_ref", "text", "C/O ref"),
            ("SiteID", "text", "Site"),
            ("visRef", "text", "Linked rpt (blank=none)"),
            ("dtRecd", "date", "Rec'd"),
            ("dtAtt", "date", "1st att. (blank=canc.)"),
            ("respHrs", "number", "Resp., hrs"),
            ("Pest", "text", "Tgt pest"),
            ("prio", "text", "Pri. (P1=4h/P2=24h/P3=3WD)"),
            ("trtmt", "text[]", "Trtmt(s)"),
            ("numVis", "int", "Vis. #"),
            ("chgGbp", "number", "Chg, £ ex VAT (blank=in contr.)"),
            ("inCtr", "boolean", "In contr.?"),
            ("attTech", "text", "Att. tech"),
            ("callerNm", "text", None),
            ("isRecur", "boolean", None),
            ("Stat", "text", "Stat."),
            ("revDts", "date[]", "Re-vis. dts"),
            ("techNotes", PROSE, "Tech notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

TOWNS = [
    "Aldermoor",
    "Brindleton",
    "Cressfield",
    "Hatchley",
    "Kelham Cross",
    "Ormsby",
    "Pennock",
    "Saltmere",
    "Stallbridge",
    "Wyrefield",
]
TOWN_W = {
    "Aldermoor": 14,
    "Brindleton": 9,
    "Cressfield": 14,
    "Hatchley": 8,
    "Kelham Cross": 7,
    "Ormsby": 8,
    "Pennock": 10,
    "Saltmere": 11,
    "Stallbridge": 10,
    "Wyrefield": 13,
}
# lead technicians by town (the field biologist, Ruth Ellery, leads none; she does pre-audits)
LEADS = {
    "Aldermoor": ["Dean Whitcombe", "Kofi Appiah"],
    "Brindleton": ["Dean Whitcombe"],
    "Cressfield": ["Aisha Kareem", "Kofi Appiah"],
    "Hatchley": ["Lewis Barraclough"],
    "Kelham Cross": ["Lewis Barraclough"],
    "Ormsby": ["Sian Pritchard"],
    "Pennock": ["Tomasz Zielinski"],
    "Saltmere": ["Tomasz Zielinski", "Megan Rudd"],
    "Stallbridge": ["Gary Ollerton"],
    "Wyrefield": ["Hannah Brightwell", "Megan Rudd"],
}
TECHS = [
    "Dean Whitcombe",
    "Aisha Kareem",
    "Lewis Barraclough",
    "Sian Pritchard",
    "Tomasz Zielinski",
    "Gary Ollerton",
    "Hannah Brightwell",
    "Kofi Appiah",
    "Megan Rudd",
    "Craig Tansley",
]
FIELD_BIOLOGIST = "Ruth Ellery"
BIRD_TECH = "Craig Tansley"

# client: (sector, number of sites, towns it may be in or None for any)
CLIENTS = [
    ("Pellham Foods", "Food mfg", 4, None),
    ("Greyhaven Bakeries", "Food mfg", 3, None),
    ("Orchard Lane Dairy", "Food mfg", 1, None),
    ("Kestle Meats", "Food mfg", 2, None),
    ("Brightwater Brewing Co.", "Food mfg", 1, None),
    ("Saltmere Seafoods", "Food mfg", 2, ["Saltmere"]),
    ("Harlow & Finch Confectionery", "Food mfg", 1, None),
    ("Tollgate Mills", "Food mfg", 2, None),
    ("Ridgeway Pies", "Food mfg", 1, None),
    ("Marston Vale Foods", "Food mfg", 2, None),
    ("Cobbold Snacks", "Food mfg", 1, None),
    ("Fennick Spices", "Food mfg", 1, None),
    ("Wyre Valley Cheese", "Food mfg", 1, ["Wyrefield"]),
    ("Oakhurst Ready Meals", "Food mfg", 2, None),
    ("Bellamy's Bakehouse", "Food mfg", 1, None),
    ("Stallbridge Maltings", "Food mfg", 1, ["Stallbridge"]),
    ("Northcote Poultry", "Food mfg", 1, None),
    ("Halden Fresh Produce", "Food mfg", 2, None),
    ("The Fox & Lantern", "Hospitality", 1, None),
    ("Harbour View Hotel", "Hospitality", 1, ["Saltmere"]),
    ("Old Bell Inn", "Hospitality", 1, None),
    ("Marlowe Grill", "Hospitality", 1, None),
    ("Copperleaf Restaurants", "Hospitality", 5, None),
    ("The Granary Kitchen", "Hospitality", 1, None),
    ("Kelham Arms", "Hospitality", 1, ["Kelham Cross"]),
    ("Rosewood Spa Hotel", "Hospitality", 1, None),
    ("Sunbeam Diner", "Hospitality", 1, None),
    ("The Crooked Billet", "Hospitality", 1, None),
    ("Castleview Hotel", "Hospitality", 1, None),
    ("Lotus Garden", "Hospitality", 2, None),
    ("Bramley Tearooms", "Hospitality", 1, None),
    ("The Ship Inn", "Hospitality", 1, ["Saltmere"]),
    ("Hilltop Carvery", "Hospitality", 1, None),
    ("Ormsby Conference Centre", "Hospitality", 1, ["Ormsby"]),
    ("Station Hotel", "Hospitality", 1, ["Wyrefield"]),
    ("Pennock Golf Club", "Hospitality", 1, ["Pennock"]),
    ("Quikpenny Stores", "Retail", 8, None),
    ("Fairhill Garden Centre", "Retail", 1, None),
    ("Homestead DIY", "Retail", 3, None),
    ("Barlow's Butchers", "Retail", 2, None),
    ("Pennock Farm Shop", "Retail", 1, ["Pennock"]),
    ("Greenway Pet Supplies", "Retail", 2, None),
    ("Cressfield Market Hall", "Retail", 1, ["Cressfield"]),
    ("Northlink Logistics", "Warehousing", 3, None),
    ("Stallbridge Cold Store", "Warehousing", 1, ["Stallbridge"]),
    ("Meridian Distribution", "Warehousing", 2, None),
    ("Kelham Freight", "Warehousing", 1, ["Kelham Cross"]),
    ("Brindleton Grain Store", "Warehousing", 1, ["Brindleton"]),
    ("Apex Pallets", "Warehousing", 1, None),
    ("Greenline Foodservice", "Warehousing", 2, None),
    ("Saltmere Docks Warehousing", "Warehousing", 2, ["Saltmere"]),
    ("Tollbar Storage", "Warehousing", 1, None),
    ("Ashdene Care Homes", "Healthcare", 4, None),
    ("Beechwood Nursing Home", "Healthcare", 1, None),
    ("Cressfield Community Hospital", "Healthcare", 1, ["Cressfield"]),
    ("Lindenhurst Care", "Healthcare", 3, None),
    ("Brook House Surgery", "Healthcare", 1, None),
    ("Meadowbank Hospice", "Healthcare", 1, None),
    ("Oakfield Lodge", "Healthcare", 1, None),
    ("St Aldhelm's School", "Education", 1, None),
    ("Wyrefield Academy", "Education", 1, ["Wyrefield"]),
    ("Pennock Primary School", "Education", 1, ["Pennock"]),
    ("Hatchley College", "Education", 2, ["Hatchley"]),
    ("Ormsby High School", "Education", 1, ["Ormsby"]),
    ("Cressfield University Halls", "Education", 2, ["Cressfield"]),
    ("Little Acorns Nursery", "Education", 2, None),
    ("Aldermoor Grammar School", "Education", 1, ["Aldermoor"]),
    ("Saltmere Sixth Form", "Education", 1, ["Saltmere"]),
    ("Wyrefield Homes Assoc.", "Housing", 5, ["Wyrefield", "Aldermoor"]),
    ("Stallbridge Housing Trust", "Housing", 4, ["Stallbridge"]),
    ("Cedar Court Residents Co.", "Housing", 1, None),
    ("Meadow Rise Mgmt Co.", "Housing", 1, None),
    ("Harcourt Chambers", "Offices", 1, None),
    ("Pennock Civic Offices", "Offices", 2, ["Pennock"]),
    ("Tern House", "Offices", 1, None),
    ("Brightline Insurance", "Offices", 1, None),
    ("Oakmere Business Park", "Offices", 2, None),
    ("Orbital Data Centre", "Offices", 1, None),
]
COVER = {
    "Food mfg": {"Full IPM": 7, "Rodent + insect": 3},
    "Hospitality": {"Rodent + insect": 6, "Full IPM": 2, "Rodent only": 2},
    "Retail": {"Rodent only": 5, "Rodent + insect": 5},
    "Warehousing": {"Rodent only": 5, "Full IPM": 3, "Rodent + insect": 2},
    "Healthcare": {"Rodent + insect": 7, "Rodent only": 3},
    "Education": {"Rodent only": 7, "Rodent + insect": 3},
    "Housing": {"Rodent only": 5, "Rodent + insect": 4, "Full IPM": 1},
    "Offices": {"Rodent only": 8, "Rodent + insect": 2},
}
SIZE_BS = {
    "Food mfg": (24, 80),
    "Hospitality": (6, 20),
    "Retail": (8, 30),
    "Warehousing": (20, 64),
    "Healthcare": (10, 28),
    "Education": (10, 36),
    "Housing": (8, 30),
    "Offices": (6, 18),
}
BASE_RISK = {
    "Food mfg": 0.30,
    "Hospitality": 0.40,
    "Retail": 0.30,
    "Warehousing": 0.34,
    "Healthcare": 0.20,
    "Education": 0.28,
    "Housing": 0.50,
    "Offices": 0.14,
}

FIRST = [
    "Alan",
    "Amy",
    "Andrew",
    "Angela",
    "Anil",
    "Barry",
    "Beth",
    "Bronwen",
    "Carl",
    "Carol",
    "Chloe",
    "Colin",
    "Dawn",
    "Debbie",
    "Denise",
    "Duncan",
    "Eleanor",
    "Emma",
    "Faisal",
    "Fiona",
    "Gail",
    "Gemma",
    "Glen",
    "Graham",
    "Hayley",
    "Helen",
    "Ian",
    "Imran",
    "Jackie",
    "Jason",
    "Jenny",
    "Joanne",
    "Karen",
    "Keith",
    "Kirsty",
    "Laura",
    "Leanne",
    "Lee",
    "Lorraine",
    "Mandy",
    "Mark",
    "Martin",
    "Michelle",
    "Mohammed",
    "Natalie",
    "Neil",
    "Nicola",
    "Olu",
    "Paula",
    "Phil",
    "Rachel",
    "Rebecca",
    "Rob",
    "Sandra",
    "Sarah",
    "Shaun",
    "Stacey",
    "Steve",
    "Stuart",
    "Tariq",
    "Tracey",
    "Vicky",
    "Wayne",
    "Yvonne",
    "Zoe",
    "Grzegorz",
    "Agnieszka",
    "Ravi",
    "Sunita",
    "Callum",
]
SURN = [
    "Abbott",
    "Ahmed",
    "Ainsworth",
    "Baines",
    "Bateman",
    "Birch",
    "Bolton",
    "Brannigan",
    "Carver",
    "Chadwick",
    "Clegg",
    "Dalby",
    "Devlin",
    "Dobson",
    "Eastwood",
    "Ellison",
    "Farrow",
    "Fenwick",
    "Garside",
    "Gilchrist",
    "Hadley",
    "Hammond",
    "Hartley",
    "Hussain",
    "Ingram",
    "Jarvis",
    "Kaur",
    "Kendall",
    "Lambert",
    "Latham",
    "Lockwood",
    "Lowe",
    "McBride",
    "Mercer",
    "Moss",
    "Nair",
    "Nolan",
    "Oakes",
    "O'Connell",
    "Pearce",
    "Pickering",
    "Quinn",
    "Rahman",
    "Redfern",
    "Rowley",
    "Sadler",
    "Sharma",
    "Shepherd",
    "Sutcliffe",
    "Thorne",
    "Tindall",
    "Underwood",
    "Varley",
    "Wainwright",
    "Walsh",
    "Webber",
    "Whitaker",
    "Wilde",
    "Woodhouse",
    "Yates",
    "Kowalczyk",
    "Osei",
    "Patel",
    "Grieve",
    "Holroyd",
    "Marsden",
    "Newbold",
    "Prentice",
    "Scargill",
    "Tolley",
]

RECS = [
    "proofing",
    "housekeeping",
    "door seal",
    "drain cap",
    "cut back vegetation",
    "remove waste",
    "stock rotation",
    "fly screen",
    "repair EFK",
]
TREAT = {
    "Rat": ["rodenticide bait", "break-back traps", "proofing"],
    "Mouse": ["rodenticide bait", "break-back traps", "proofing"],
    "Wasp nest": ["insecticidal dust"],
    "Cockroach": ["gel bait", "residual spray", "monitors"],
    "Ant": ["gel bait", "residual spray"],
    "Flies": ["ULV fog", "residual spray", "fly screen"],
    "Pigeon": ["bird netting", "bird spikes", "proofing"],
    "SPI": ["residual spray", "pheromone traps", "ULV fog"],
}
# call-outs: pest -> (weight, month multipliers (Jul..Jun), sectors that call for it)
MONTHS = [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6]
CO_PESTS = {
    "Rat": (22, [0.6, 0.6, 0.8, 1.3, 1.6, 1.7, 1.7, 1.5, 1.1, 0.8, 0.6, 0.6], None),
    "Mouse": (20, [0.5, 0.5, 0.8, 1.4, 1.8, 1.8, 1.7, 1.4, 1.0, 0.7, 0.5, 0.5], None),
    "Wasp nest": (18, [2.2, 3.0, 2.0, 0.5, 0, 0, 0, 0, 0, 0.2, 0.6, 1.3], None),
    "Cockroach": (7, [1] * 12, ["Hospitality", "Food mfg", "Housing", "Healthcare"]),
    "Ant": (
        6,
        [2.0, 2.0, 1.2, 0.4, 0.1, 0, 0, 0, 0.3, 0.8, 1.6, 2.2],
        ["Hospitality", "Food mfg", "Healthcare", "Education", "Housing", "Retail"],
    ),
    "Flies": (
        5,
        [2.2, 2.4, 1.6, 0.6, 0.1, 0, 0, 0, 0.2, 0.6, 1.4, 2.0],
        ["Food mfg", "Hospitality", "Warehousing"],
    ),
    "Pigeon": (
        5,
        [0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 1.0, 1.5, 1.6, 1.4, 1.0],
        ["Warehousing", "Retail", "Food mfg", "Housing", "Offices"],
    ),
    "SPI": (
        4,
        [1.2, 1.3, 1.2, 1.0, 0.8, 0.7, 0.7, 0.8, 0.9, 1.0, 1.2, 1.3],
        ["Food mfg", "Warehousing", "Retail"],
    ),
}
AREAS = {
    "Food mfg": [
        "goods-in",
        "the dry store",
        "the despatch bay",
        "the production hall",
        "the bin compound",
        "the packing line",
        "the raw materials store",
        "the canteen",
    ],
    "Hospitality": [
        "the kitchen",
        "the cellar",
        "the bin store",
        "the dry store",
        "the bar servery",
        "the staff room",
        "the restaurant",
        "the rear yard",
    ],
    "Retail": [
        "the stockroom",
        "the shop floor",
        "the loading bay",
        "the bin store",
        "the staff room",
        "the warehouse mezzanine",
    ],
    "Warehousing": [
        "loading bay 3",
        "the chilled dock",
        "the racking aisles",
        "the yard",
        "the transport office",
        "the returns cage",
        "the roof void",
    ],
    "Healthcare": [
        "the main kitchen",
        "the laundry",
        "the plant room",
        "the bin store",
        "a residents' lounge",
        "the garden room",
    ],
    "Education": [
        "the school kitchen",
        "the sports hall",
        "the boiler room",
        "the bin store",
        "a classroom block",
        "the dining hall",
    ],
    "Housing": [
        "the bin chamber",
        "a ground-floor flat",
        "the communal stairwell",
        "the basement car park",
        "the refuse chute",
        "the rear gardens",
    ],
    "Offices": [
        "the kitchenette",
        "the basement",
        "the server room",
        "the bin store",
        "the reception",
        "the ceiling void",
    ],
}


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _next_working(d: date) -> date:
    while d.weekday() >= 5 or d in BANK_HOLIDAYS:
        d += timedelta(days=1)
    return d


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _season(d: date) -> float:
    return {
        10: 1.5,
        11: 1.8,
        12: 1.9,
        1: 1.9,
        2: 1.6,
        3: 1.2,
        4: 1.0,
        5: 0.8,
        6: 0.7,
        7: 0.6,
        8: 0.6,
        9: 0.8,
    }[d.month]


def _sites(rng: random.Random, people: list[str]) -> list[dict]:
    sites = []
    for cust, sector, n, towns in CLIENTS:
        area_mgr = people.pop() if n >= 3 else None
        for _ in range(n):
            town = rng.choice(towns) if towns else _pick(rng, TOWN_W)
            cover = _pick(rng, COVER[sector])
            lo, hi = SIZE_BS[sector]
            n_bs = rng.randint(lo, hi)
            if cover == "Full IPM":
                n_efk = rng.randint(2, 14) if sector == "Food mfg" else rng.randint(1, 6)
            elif (
                cover == "Rodent + insect"
                and sector in ("Food mfg", "Hospitality", "Healthcare")
                and rng.random() < 0.6
            ):
                n_efk = rng.randint(1, 4)
            else:
                n_efk = 0
            if sector == "Food mfg":
                vis = _pick(rng, {12: 4, 26: 4, 8: 1})
            elif sector in ("Hospitality", "Warehousing"):
                vis = _pick(rng, {8: 3, 12: 6})
            elif sector == "Healthcare":
                vis = _pick(rng, {8: 4, 12: 4})
            else:
                vis = _pick(rng, {8: 6, 12: 4})
            audit = None
            if sector == "Food mfg":
                audit = _pick(rng, {"BRCGS": 12, "SALSA": 5, "AIB": 2, None: 1})
            elif sector == "Warehousing":
                audit = _pick(rng, {"BRCGS S&D": 4, "AIB": 2, None: 5})
            elif sector == "Hospitality" and rng.random() < 0.1:
                audit = "SALSA"
            nontox = (sector in ("Healthcare", "Education") and rng.random() < 0.55) or (
                sector in ("Food mfg", "Offices") and rng.random() < 0.2
            )
            pests = []
            if rng.random() < 0.92:
                pests.append("Rat")
            if rng.random() < 0.88 or not pests:
                pests.append("Mouse")
            if cover in ("Rodent + insect", "Full IPM"):
                pests.append("Cockroach")
                if rng.random() < 0.7:
                    pests.append("Ant")
                if sector in ("Food mfg", "Warehousing", "Retail") and rng.random() < 0.65:
                    pests.append("SPI")
            if cover == "Full IPM":
                pests.append("Flies")
                if rng.random() < 0.7:
                    pests.append("Gull" if town == "Saltmere" and rng.random() < 0.6 else "Pigeon")
            # contract start: most long-standing, some new in the year
            r = rng.random()
            if r < 0.12:
                start = START + timedelta(days=rng.randint(0, 300))
            else:
                start = date(2011, 1, 1) + timedelta(
                    days=rng.randint(0, (START - date(2011, 1, 1)).days - 1)
                )
            val = vis * (38.0 + n_bs * 1.35 + n_efk * 6.5) * (1.25 if cover == "Full IPM" else 1.0)
            val = round(val * rng.uniform(0.92, 1.08) / 5) * 5 + rng.choice(
                [0.0, 0.0, 0.0, 0.5, 0.25, 0.75]
            )
            sites.append(
                {
                    "site_no": None,
                    "cust": cust,
                    "Sector": sector,
                    "town": town,
                    "ctrTyp": cover,
                    "visPA": vis,
                    "nBS": n_bs,
                    "nEFK": n_efk,
                    "annval": round(val, 2),
                    "dtStart": start,
                    "dtTerm": None,
                    "AuditStd": audit,
                    "nontox": nontox,
                    "pests": pests,
                    "techLead": rng.choice(LEADS[town]),
                    "siteCont": area_mgr if (area_mgr and rng.random() < 0.6) else people.pop(),
                    "auditDts": [],
                    "Status": "Live",
                    "_risk": min(0.85, BASE_RISK[sector] * rng.uniform(0.3, 1.9)),
                    "_people": [],
                    "_stop": None,
                }
            )
    rng.shuffle(sites)
    codes = sorted(rng.sample(range(1003, 1999), len(sites)))
    sites.sort(key=lambda s: (s["dtStart"], s["cust"], s["town"]))
    for s, c in zip(sites, codes):
        s["site_no"] = f"S{c}"
    for s in sites:
        s["_people"] = [s["siteCont"]] + [people.pop() for _ in range(rng.randint(1, 3))]
        # terminations and stops within the year
        r = rng.random()
        if r < 0.08 and s["dtStart"] < START:
            s["dtTerm"] = START + timedelta(days=rng.randint(20, 350))
            s["Status"] = "Terminated"
        elif r < 0.115 and s["dtStart"] < START:
            s["Status"] = "On stop"
            s["_stop"] = START + timedelta(days=rng.randint(120, 330))
        if s["AuditStd"]:
            n_aud = 2 if s["AuditStd"] == "BRCGS" and rng.random() < 0.35 else 1
            days = _working_days(
                max(START + timedelta(days=20), s["dtStart"] + timedelta(days=30)),
                (s["dtTerm"] or END) - timedelta(days=3),
            )
            if days:
                s["auditDts"] = sorted(rng.sample(days, min(n_aud, len(days))))
    return sites


def _visits(rng: random.Random, sites: list[dict]) -> list[dict]:
    visits = []
    for s in sites:
        lo = max(START, s["dtStart"] + timedelta(days=7))
        hi = min(END, s["dtTerm"] or END, s["_stop"] or END)
        gap = 365.0 / s["visPA"]
        d = lo + timedelta(days=rng.randint(0, int(gap) - 1))
        plan = []
        while d <= hi:
            plan.append(("Routine", _next_working(d)))
            d += timedelta(days=round(gap + rng.uniform(-3, 3)))
        for a in s["auditDts"]:
            pa = _next_working(a - timedelta(days=rng.randint(6, 16)))
            if lo <= pa <= hi:
                plan.append(("Pre-audit", pa))
        plan.sort(key=lambda x: x[1])
        extra = []
        for typ, d in plan:
            v = _one_visit(rng, s, typ, d)
            visits.append(v)
            if typ == "Routine" and v["RiskLvl"] == "High" and rng.random() < 0.75:
                fu = _next_working(d + timedelta(days=rng.randint(3, 12)))
                if fu <= min(END, s["dtTerm"] or END):
                    extra.append(_one_visit(rng, s, "Follow-up", fu, after=v))
        visits.extend(extra)
    visits = [v for v in visits if v["dtVis"] <= END]
    visits.sort(key=lambda v: (v["dtVis"], v["_site"]["site_no"], v["VisTyp"]))
    for i, v in enumerate(visits):
        v["vis_id"] = f"VR{240611 + i}"
    return visits


def _one_visit(rng: random.Random, s: dict, typ: str, d: date, after: dict | None = None) -> dict:
    n_bs = s["nBS"]
    no_acc = rng.random() < 0.055
    chk = n_bs - rng.randint(1, max(1, n_bs // 4)) if no_acc else n_bs
    p = s["_risk"] * _season(d)
    if after is not None:
        p = 0.55
    n_act = 0
    if rng.random() < min(0.92, p):
        scale = 0.5 if after is not None else 1.0
        n_act = max(1, min(chk, int(chk * rng.betavariate(1.2, 7.0) * scale) + 1))
    pct = round(100.0 * n_act / chk, 1)
    seen = []
    if n_act:
        rat_share = 0.65 if s["Sector"] in ("Food mfg", "Warehousing", "Housing") else 0.4
        if "Rat" in s["pests"] and (rng.random() < rat_share or "Mouse" not in s["pests"]):
            seen.append("Rat")
        if "Mouse" in s["pests"] and (not seen or rng.random() < 0.25):
            seen.append("Mouse")
        if not seen:
            seen.append(s["pests"][0])
    if "Cockroach" in s["pests"] and rng.random() < 0.035 * (
        1.5 if s["Sector"] in ("Hospitality", "Housing") else 1
    ):
        seen.append("Cockroach")
    if "SPI" in s["pests"] and rng.random() < 0.06:
        seen.append("SPI")
    if "Ant" in s["pests"] and d.month in (5, 6, 7, 8) and rng.random() < 0.07:
        seen.append("Ant")
    for bird in ("Pigeon", "Gull"):
        if bird in s["pests"] and rng.random() < 0.12:
            seen.append(bird)
    if after is not None and not seen and after["pestObs"] and n_act:
        seen = [after["pestObs"][0]]
    if pct >= 15 or "Cockroach" in seen or "SPI" in seen:
        risk = "High"
    elif n_act or seen:
        risk = "Medium"
    else:
        risk = "Low"
    recs: list[str] = []
    pool = list(RECS)
    if s["nEFK"] == 0:
        pool.remove("repair EFK")
    if s["Sector"] not in ("Food mfg", "Warehousing", "Retail"):
        pool.remove("stock rotation")
    k = {
        "High": rng.choice([1, 2, 2, 3]),
        "Medium": rng.choice([0, 1, 1, 2]),
        "Low": rng.choice([0, 0, 0, 1]),
    }[risk]
    if k:
        recs = rng.sample(pool, k)
        if risk == "High" and "proofing" not in recs and rng.random() < 0.5:
            recs[0] = "proofing"
    efk: list[int] = []
    if s["nEFK"] and typ != "Follow-up":
        mean = {6: 55, 7: 80, 8: 85, 9: 50, 5: 30, 10: 18, 4: 12}.get(d.month, 4)
        efk = [max(0, int(rng.gauss(mean, mean * 0.6))) for _ in range(s["nEFK"])]
    bait = None
    if not s["nontox"]:
        bait = float(
            20 * sum(rng.randint(1, 4) for _ in range(n_act)) + 20 * rng.choice([0, 0, 0, 1, 2])
        )
    if typ == "Pre-audit":
        tech = FIELD_BIOLOGIST if rng.random() < 0.85 else s["techLead"]
    elif rng.random() < 0.86:
        tech = s["techLead"]
    else:
        tech = rng.choice([t for t in TECHS if t != s["techLead"]])
    dur = 20 + chk * 1.6 + s["nEFK"] * 4 + n_act * 5 + (30 if typ == "Pre-audit" else 0)
    dur = int(round(dur * rng.uniform(0.85, 1.2) / 5) * 5)
    sig = s["_people"][0] if rng.random() < 0.55 else rng.choice(s["_people"])
    return {
        "vis_id": None,
        "siteRef": s["site_no"],
        "dtVis": d,
        "tech": tech,
        "VisTyp": typ,
        "bschk": chk,
        "pctAct": pct,
        "baitG": bait,
        "RiskLvl": risk,
        "recs": recs,
        "efkCt": efk,
        "durMin": dur,
        "sigBy": sig,
        "noAcc": no_acc,
        "pestObs": seen,
        "_site": s,
    }


def _note(rng: random.Random, co: dict, s: dict, caller: str) -> str:
    pest, area = co["Pest"], rng.choice(AREAS[s["Sector"]])
    first = caller.split()[0]
    if co["Stat"] == "Cancelled":
        why = rng.choice(
            [
                f"{first} rang back to cancel, the {'nest' if pest == 'Wasp nest' else 'problem'} was dealt with by their own maintenance team.",
                f"Cancelled by {first} before attendance, sighting in {area} turned out to be a false alarm.",
                f"Client cancelled, {first} confirmed no further sightings in {area} since the call.",
                f"Job cancelled at {rng.randint(7, 18)}:{rng.choice(['05', '15', '20', '40', '50'])}, {first} said the contractor on site had already sorted it.",
            ]
        )
        return (
            why
            + " "
            + rng.choice(
                [
                    "No visit made.",
                    "Nothing to charge.",
                    "Closed without attendance.",
                    "Left details in case it comes back.",
                ]
            )
        )
    n = rng.randint(2, 9)
    parts = []
    if pest in ("Rat", "Mouse"):
        sign = rng.choice(
            [
                "fresh droppings",
                "gnawing on pallets",
                "smear marks along the wall",
                "a live sighting by staff",
                "runs in the soil",
                "damage to stock packaging",
            ]
        )
        parts.append(f"{pest} activity in {area}: {sign}.")
        if "rodenticide bait" in co["trtmt"]:
            parts.append(
                rng.choice(
                    [
                        f"Baited {n} external stations and checked the drains.",
                        f"Topped up bait in {n} stations, heavy take at the rear.",
                        f"Fresh bait laid in {n} external stations.",
                    ]
                )
            )
        if "break-back traps" in co["trtmt"]:
            parts.append(
                rng.choice(
                    [
                        f"Set {n} break-back traps along the runs.",
                        f"Traps set in {area}, {n} points in all.",
                        f"{n} break-back traps inside, no toxic bait indoors.",
                    ]
                )
            )
        if "proofing" in co["trtmt"]:
            parts.append(
                rng.choice(
                    [
                        "Proofed the pipe entry with wire wool and sealant.",
                        "Fitted a new door brush and sealed the gap under the shutter.",
                        "Replaced a broken drain cap at the rear.",
                        "Mesh fitted over the air bricks.",
                    ]
                )
            )
        parts.append(
            rng.choice(
                [
                    "Housekeeping poor, spilled product under racking.",
                    "Advised the client to keep doors shut.",
                    "Bins left open overnight, advised.",
                    "",
                ]
            )
        )
    elif pest == "Wasp nest":
        where = rng.choice(
            [
                "in the eaves above the entrance",
                "in a wall cavity by the fire exit",
                "under the roof tiles",
                "in the hedge next to the car park",
                "in an air brick",
                "inside a disused bird box",
            ]
        )
        parts.append(
            f"Wasp nest {where}, {rng.choice(['very active', 'large and active', 'small, early season', 'moderately active'])}."
        )
        parts.append(
            rng.choice(
                [
                    "Treated with insecticidal dust at the entrance.",
                    "Dusted the nest entrance using the extension lance.",
                    "Nest treated from the ladder, entrance dusted.",
                    "Treated with dust, cordoned off the area.",
                ]
            )
        )
        parts.append(
            rng.choice(
                [
                    f"Advised {first} to keep staff clear for 24 hours.",
                    "Activity should stop within a day.",
                    "Guaranteed for the season, call back if still active after 48 hours.",
                    "",
                ]
            )
        )
    elif pest == "Cockroach":
        kind = rng.choice(["German cockroaches", "Oriental cockroaches"])
        parts.append(f"{kind} found in {area}, {n} live insects on the monitors.")
        if "gel bait" in co["trtmt"]:
            parts.append(
                rng.choice(
                    [
                        "Applied gel bait to harbourages behind the equipment.",
                        "Gel bait under the sinks and behind the dishwasher.",
                    ]
                )
            )
        if "residual spray" in co["trtmt"]:
            parts.append("Residual spray to the service ducts and skirting.")
        if "monitors" in co["trtmt"]:
            parts.append(f"{rng.randint(4, 12)} monitors left out.")
        parts.append(
            rng.choice(
                [
                    "Revisit booked to check the monitors.",
                    "Deep clean behind the cooking line recommended.",
                    "Staff briefed on keeping food covered overnight.",
                ]
            )
        )
    elif pest == "Ant":
        parts.append(f"Garden ants trailing into {area} from a crack by the door.")
        if "gel bait" in co["trtmt"]:
            parts.append(
                rng.choice(
                    ["Gel bait placed along the trail.", "Baited the trail and the nest entrance."]
                )
            )
        if "residual spray" in co["trtmt"]:
            parts.append("Residual spray to the threshold and outside wall.")
        parts.append(
            rng.choice(
                [
                    "Crack to be sealed by the client.",
                    "Advised keeping worktops clear of sugary spills.",
                    "",
                ]
            )
        )
    elif pest == "Flies":
        parts.append(
            f"Heavy fly activity in {area}, {rng.choice(['houseflies', 'fruit flies', 'drain flies', 'cluster flies'])} mainly."
        )
        if "ULV fog" in co["trtmt"]:
            parts.append(
                rng.choice(
                    [
                        "ULV fog treatment carried out after close.",
                        "Fogged the area and checked the EFK tubes.",
                    ]
                )
            )
        if "residual spray" in co["trtmt"]:
            parts.append("Residual spray to resting surfaces.")
        if "fly screen" in co["trtmt"]:
            parts.append("Fitted a fly screen to the open window.")
        parts.append(
            rng.choice(
                [
                    "Screens on the other windows damaged, advised repair.",
                    "Bins too close to the doors.",
                    "Drain gullies need cleaning.",
                ]
            )
        )
    elif pest == "Pigeon":
        parts.append(f"Pigeons roosting above {area}, fouling on the ledges and stock.")
        if "bird netting" in co["trtmt"]:
            parts.append("Fitted bird netting across the canopy.")
        if "bird spikes" in co["trtmt"]:
            parts.append(
                rng.choice(
                    [
                        "Bird spikes fitted along the ledges.",
                        "Spikes on the signage and the lamp brackets.",
                    ]
                )
            )
        if "proofing" in co["trtmt"]:
            parts.append("Proofed the gap in the cladding and cleared the fouling.")
    else:  # SPI
        insect = rng.choice(
            ["Indian meal moth", "flour beetles", "saw-toothed grain beetles", "biscuit beetles"]
        )
        parts.append(f"Stored product insects in {area}: {insect} in {n} bags of product.")
        parts.append("Infested stock quarantined.")
        if "residual spray" in co["trtmt"]:
            parts.append("Residual spray to the racking and cracks.")
        if "pheromone traps" in co["trtmt"]:
            parts.append(f"{rng.randint(3, 10)} pheromone traps placed to monitor.")
        if "ULV fog" in co["trtmt"]:
            parts.append("ULV fog of the store after the stock was removed.")
        parts.append("Stock rotation to be tightened.")
    if co["numVis"] > 1:
        parts.append(
            rng.choice(
                [
                    f"{co['numVis']} visits in all.",
                    f"Follow-up visits booked, {co['numVis']} so far.",
                    "Revisited to check progress.",
                ]
            )
        )
    if co["Stat"] == "Open":
        parts.append("Still open, another revisit due.")
    parts = [p for p in parts if p]
    while len(" ".join(parts).split()) > 50 and len(parts) > 2:
        del parts[-2]  # drop whole sentences, the advice first, never the first or the last
    text = " ".join(parts)
    while len(text.split()) < 15:
        text += " " + rng.choice(
            ["Report left with the client.", f"Signed off by {first}.", "Photos on the job sheet."]
        )
    return text


def _callouts(rng: random.Random, sites: list[dict], visits: list[dict]) -> list[dict]:
    by_site: dict[str, list[dict]] = {}
    for v in visits:
        by_site.setdefault(v["siteRef"], []).append(v)
    cos: list[dict] = []
    d = START
    while d <= END:
        m = MONTHS.index(d.month)
        weights = {p: w * mults[m] for p, (w, mults, _) in CO_PESTS.items()}
        lam = sum(weights.values()) / 87.0 * 2.55 * (0.6 if d.weekday() >= 5 else 1.1)
        n = sum(1 for _ in range(8) if rng.random() < lam / 8)
        for _ in range(n):
            pest = _pick(rng, {p: w for p, w in weights.items() if w > 0})
            sectors = CO_PESTS[pest][2]
            live = [
                s
                for s in sites
                if s["dtStart"] <= d
                and (s["dtTerm"] is None or d <= s["dtTerm"])
                and (s["_stop"] is None or d <= s["_stop"])
                and (sectors is None or s["Sector"] in sectors)
            ]
            if pest in ("Pigeon",):
                live = [
                    s
                    for s in live
                    if "Pigeon" in s["pests"] or "Gull" in s["pests"] or rng.random() < 0.3
                ]
            ws = {s["site_no"]: (s["_risk"] + 0.3) * (1 + s["nBS"] / 60) for s in live}
            chosen = _pick(rng, ws)
            s = next(x for x in live if x["site_no"] == chosen)
            cos.append(_one_callout(rng, s, pest, d, by_site.get(s["site_no"], [])))
        d += timedelta(days=1)
    cos.sort(key=lambda c: (c["dtRecd"], c["SiteID"], c["Pest"]))
    last: dict[tuple[str, str], date] = {}
    for i, c in enumerate(cos, start=1):
        c["co_ref"] = f"CO24-{i:04d}"
        key = (c["SiteID"], c["Pest"])
        c["isRecur"] = key in last and (c["dtRecd"] - last[key]).days <= 90
        last[key] = c["dtRecd"]
    return cos


def _one_callout(rng: random.Random, s: dict, pest: str, d: date, site_visits: list[dict]) -> dict:
    covered = pest in s["pests"]
    if pest == "Rat" and s["Sector"] in ("Food mfg", "Hospitality"):
        prio = _pick(rng, {"P1": 4, "P2": 5, "P3": 1})
    elif pest == "Cockroach":
        prio = _pick(rng, {"P1": 3, "P2": 6, "P3": 1})
    elif pest in ("Rat", "Mouse"):
        prio = _pick(rng, {"P1": 1, "P2": 6, "P3": 3})
    elif pest == "Wasp nest":
        prio = _pick(rng, {"P1": 2, "P2": 7, "P3": 2})
    elif pest in ("SPI", "Flies"):
        prio = _pick(rng, {"P1": 1, "P2": 5, "P3": 3})
    else:
        prio = _pick(rng, {"P2": 3, "P3": 7})
    cancelled = rng.random() < (0.09 if pest == "Wasp nest" else 0.03)
    caller = rng.choice(s["_people"])
    link = None
    if pest in ("Rat", "Mouse", "Cockroach", "SPI", "Pigeon"):
        recent = [
            v
            for v in site_visits
            if d - timedelta(days=35) <= v["dtVis"] < d and pest in v["pestObs"]
        ]
        if recent and rng.random() < 0.7:
            link = recent[-1]["vis_id"]
    hrs = att = None
    tech = None
    treat: list[str] = []
    revs: list[date] = []
    n_vis = 0
    stat = "Cancelled"
    if not cancelled:
        if prio == "P1":
            hrs = rng.uniform(0.7, 3.9) if rng.random() < 0.9 else rng.uniform(4.1, 9.5)
        elif prio == "P2":
            hrs = rng.uniform(2.0, 23.5) if rng.random() < 0.88 else rng.uniform(24.5, 52.0)
        else:
            hrs = rng.uniform(16.0, 70.0) if rng.random() < 0.9 else rng.uniform(74.0, 140.0)
        hrs = round(hrs, 1)
        t0 = rng.uniform(7.0, 18.5)
        att = d + timedelta(days=int((t0 + hrs) // 24))
        if pest == "Pigeon":
            tech = BIRD_TECH if rng.random() < 0.8 else s["techLead"]
        elif rng.random() < 0.55:
            tech = s["techLead"]
        else:
            tech = rng.choice([t for t in TECHS if t != BIRD_TECH])
        opts = TREAT[pest]
        treat = rng.sample(opts, rng.randint(1, min(len(opts), 3 if pest != "Wasp nest" else 1)))
        if s["nontox"] and "rodenticide bait" in treat:
            treat.remove("rodenticide bait")
            if not treat:
                treat = ["break-back traps"]
        extra = {
            "Wasp nest": [0] * 19 + [1],
            "Rat": [0, 0, 1, 1, 2, 3],
            "Mouse": [0, 0, 1, 1, 2],
            "Cockroach": [1, 2, 2, 3],
            "Ant": [0, 0, 1],
            "Flies": [0, 1],
            "Pigeon": [0, 0, 1],
            "SPI": [0, 1, 2],
        }[pest]
        k = rng.choice(extra)
        stat = "Closed"
        r = att
        for _ in range(k):
            r = _next_working(r + timedelta(days=rng.randint(5, 14)))
            if r > END:
                stat = "Open"
                break
            revs.append(r)
        if (
            stat == "Closed"
            and att > END - timedelta(days=6)
            and pest not in ("Wasp nest",)
            and rng.random() < 0.5
        ):
            stat = "Open"
        n_vis = 1 + len(revs)
    charge = None
    if not covered and not cancelled:
        if pest == "Wasp nest":
            charge = rng.choice([68.0, 78.0, 78.0, 78.0, 95.0, 110.0])
        elif pest == "Pigeon":
            charge = round(rng.uniform(180, 2400) / 5) * 5.0
        else:
            base = {
                "Rat": 120.0,
                "Mouse": 110.0,
                "Cockroach": 145.0,
                "Ant": 95.0,
                "Flies": 165.0,
                "SPI": 185.0,
            }[pest]
            charge = base + 65.0 * (n_vis - 1) + rng.choice([0.0, 0.0, 22.5, 45.0])
    co = {
        "co_ref": None,
        "SiteID": s["site_no"],
        "visRef": link,
        "dtRecd": d,
        "dtAtt": att,
        "respHrs": hrs,
        "Pest": pest,
        "prio": prio,
        "trtmt": treat,
        "numVis": n_vis,
        "chgGbp": charge,
        "inCtr": covered,
        "attTech": tech,
        "callerNm": caller,
        "isRecur": False,
        "Stat": stat,
        "revDts": revs,
        "techNotes": "",
    }
    co["techNotes"] = _note(rng, co, s, caller)
    return co


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4141)
    people = sorted({f"{f} {s}" for f in FIRST for s in SURN})
    rng.shuffle(people)
    sites = _sites(rng, people)
    visits = _visits(rng, sites)
    cos = _callouts(rng, sites, visits)
    for v in visits:
        del v["_site"]
    out_visits = [
        {"vis_id": v["vis_id"], **{k: x for k, x in v.items() if k != "vis_id"}} for v in visits
    ]
    sites.sort(key=lambda s: s["site_no"])
    for s in sites:
        for k in ("_risk", "_people", "_stop"):
            del s[k]
    return {"IPMSites": sites, "VisRpts": out_visits, "RctvCO": cos}


def build(out: Path) -> Path:
    """Write `pest-control/schema.json` and its three objects files under out."""
    formats = {"IPMSites": "jsonl", "VisRpts": "parquet", "RctvCO": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
