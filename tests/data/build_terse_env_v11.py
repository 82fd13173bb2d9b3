"""Write `coffee-roastery`: an invented speciality coffee roastery's export, named tersely.

Kettleby Roasting Co., an invented wholesale roastery (every lot code, producer, importer, café,
operator, packer and note is made up; origins, processes, varietals and roasting terms are the
ordinary ones of the trade), exported its production system the way an engineer exports it:
abbreviated property names in mixed habits (snake_case `lot_id`, `elev_m`, `batch_no`,
`chg_temp`, `dev_s`, `ord_ln`; camelCase `nBags`, `netKg`, `moistPct`, `dtArr`, `cupScr`,
`isOrg`, `lndCost`, `lotRef`, `dtRoast`, `chgKg`, `yldKg`, `lossPct`, `btTemps`, `totMin`,
`blendComp`, `qcChk`, `cupNotes`, `btchRef`, `dtOrd`, `dtShip`, `bagG`, `fillG`, `lnGbp`,
`isExp`; PascalCase `Origin`, `Proc`, `CupDts`, `Status`, `Profile`, `Agtron`, `Grind`,
`Carrier`; glued lowercase `prod`, `varietals`, `decaf`, `importer`, `roaster`, `opr`, `cust`,
`qty`, `cmpl`, `pickr`; prefixes `dt`, `n`, `is`), abbreviated class names (`GrnLots`, `RstLog`,
`WsOrdLns`), terse descriptions in the trade's shorthand ("Ctry", "Proc. (W/N/H/WH)", "Var(s)",
"Elev., masl", "Cup scr (SCA)", "Landed, £/kg", "Chg, kg", "BT TP/FC/drop, C", "Dev, s",
"Agtron WB", "QC (col/moist/dfct/cup)", "Shp.", "Grd (WB/esp/filt/caf)", "Chk wts, g"), four
properties with no description (`decaf`, `importer`, `roaster`, `pickr`) and one collection
(`WsOrdLns`) with no class description.

- `GrnLots` (CSV): the green coffee lots received from 2024-06-03 to 2025-06-20: lot code,
  country, producer, process, varietals, elevation, bags, net weight, moisture, arrival date,
  cupping dates, cupping score, organic, decaf, importer, landed cost and status. Arrays are
  JSON strings in cells.
- `RstLog` (JSON Lines): every roast from 2025-01-06 to 2025-06-27 on the two production
  roasters R1 (15 kg) and R2 (35 kg) and the sample roaster SR: batch number, lot roasted,
  roaster, date, profile, charge and output weights, weight loss, charge temperature, bean
  temperatures at turning point, first crack and drop, development time, total time, Agtron
  colour, operator, blend component or not, the four QC checks and the cupping / QC notes
  (`cupNotes`, the one prose property, 15-50 words).
- `WsOrdLns` (Parquet, no class description): one row per wholesale order line, numbered in
  order date order: `btchRef` refers to `RstLog.batch_no` (the batch packed for it), customer,
  order and ship dates (ship empty while not shipped), bag size, quantity, grind, three
  check-weights, line value, carrier, express, complaint logged and the packer.

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v11.py OUT   (writes OUT/coffee-roastery/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "coffee-roastery"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, EXPORT_DAY = date(2025, 1, 6), date(2025, 6, 27)  # Monday to Friday
LOTS_FROM, LOTS_TO = date(2024, 6, 3), date(2025, 6, 20)
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
        "GrnLots",
        "Green cof. lots",
        [
            ("lot_id", "text", "Lot #"),
            ("Origin", "text", "Ctry"),
            ("prod", "text", "Producer/coop"),
            ("Proc", "text", "Proc. (W/N/H/WH)"),
            ("varietals", "text[]", "Var(s)"),
            ("elev_m", "int", "Elev., masl"),
            ("nBags", "int", "Bags #"),
            ("netKg", "number", "Net wt, kg"),
            ("moistPct", "number", "Moist., %"),
            ("dtArr", "date", "Arr."),
            ("CupDts", "date[]", "Cupping dts"),
            ("cupScr", "number", "Cup scr (SCA)"),
            ("isOrg", "boolean", "Org. cert?"),
            ("decaf", "boolean", None),
            ("importer", "text", None),
            ("lndCost", "number", "Landed, £/kg"),
            ("Status", "text", "Lot stat."),
        ],
    ),
    (
        "RstLog",
        "Roast btch log",
        [
            ("batch_no", "text", "Btch #"),
            ("lotRef", "text", "Lot #"),
            ("roaster", "text", None),
            ("dtRoast", "date", "Rst dt"),
            ("Profile", "text", "Prof."),
            ("chgKg", "number", "Chg, kg"),
            ("yldKg", "number", "Out, kg"),
            ("lossPct", "number", "Wt loss, %"),
            ("chg_temp", "int", "Chg temp, C"),
            ("btTemps", "number[]", "BT TP/FC/drop, C"),
            ("dev_s", "int", "Dev, s"),
            ("totMin", "number", "Tot. time, min"),
            ("Agtron", "int", "Agtron WB"),
            ("opr", "text", "Op."),
            ("blendComp", "boolean", "Blend comp.?"),
            ("qcChk", "boolean[]", "QC (col/moist/dfct/cup)"),
            ("cupNotes", PROSE, "Cup/QC notes"),
        ],
    ),
    (
        "WsOrdLns",
        None,
        [
            ("ord_ln", "text", "Ord ln #"),
            ("btchRef", "text", "Btch #"),
            ("cust", "text", "Cust."),
            ("dtOrd", "date", "Ord."),
            ("dtShip", "date", "Shp."),
            ("bagG", "int", "Bag, g"),
            ("qty", "int", "Qty, bags"),
            ("Grind", "text", "Grd (WB/esp/filt/caf)"),
            ("fillG", "int[]", "Chk wts, g"),
            ("lnGbp", "number", "Line val., £"),
            ("Carrier", "text", "Carr."),
            ("isExp", "boolean", "Exp.?"),
            ("cmpl", "boolean", "Compl. logged"),
            ("pickr", "text", None),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# origin: (weight, bag kg, elevation range, producers, processes, varietal lists, score range, organic share)
ORIGINS = {
    "Ethiopia": (
        5,
        60,
        (1850, 2250),
        ["Haru Washing Stn", "Dimtu Coop", "Kerso Bette Stn", "Gora Kone Coop"],
        {"Washed": 3, "Natural": 2},
        [["Heirloom"], ["74110", "74112"], ["Heirloom"]],
        (84.5, 88.5),
        0.3,
    ),
    "Kenya": (
        3,
        60,
        (1600, 1950),
        ["Kiambara FCS", "Gatomboya FCS", "Thiriku FCS"],
        {"Washed": 1},
        [["SL28", "SL34"], ["SL28", "SL34", "Ruiru 11"], ["Batian", "SL28"]],
        (85.0, 88.0),
        0.0,
    ),
    "Colombia": (
        5,
        70,
        (1500, 2100),
        ["Finca El Mirador", "Asoc. Los Cedros", "Finca La Palma", "Coop. Alto Sur"],
        {"Washed": 4, "Honey": 1},
        [["Caturra", "Castillo"], ["Colombia"], ["Pink Bourbon"], ["Caturra"]],
        (83.5, 87.5),
        0.2,
    ),
    "Brazil": (
        5,
        60,
        (900, 1300),
        ["Fazenda Boa Vista", "Fazenda Santa Ines", "Fazenda Rio Claro"],
        {"Natural": 3, "Pulped nat.": 2},
        [["Yellow Catuai"], ["Red Catuai", "Mundo Novo"], ["Bourbon"]],
        (81.0, 84.5),
        0.1,
    ),
    "Guatemala": (
        3,
        69,
        (1400, 1900),
        ["Finca San Rafael", "Finca Las Nubes"],
        {"Washed": 1},
        [["Bourbon", "Caturra"], ["Caturra"], ["Pache", "Bourbon"]],
        (83.0, 86.5),
        0.2,
    ),
    "Honduras": (
        3,
        69,
        (1300, 1700),
        ["Coop. Montecillos", "Finca El Puente"],
        {"Washed": 3, "Honey": 1},
        [["Parainema"], ["Lempira", "Catuai"], ["Catuai"]],
        (82.5, 85.5),
        0.4,
    ),
    "Peru": (
        3,
        69,
        (1500, 1900),
        ["Coop. Valle Alto", "Coop. Sol de Jaen"],
        {"Washed": 1},
        [["Typica", "Caturra"], ["Caturra", "Bourbon"]],
        (82.5, 85.5),
        0.7,
    ),
    "Rwanda": (
        2,
        60,
        (1650, 1900),
        ["Gitesi Stn", "Nyamasheke Stn"],
        {"Washed": 3, "Natural": 1},
        [["Red Bourbon"]],
        (84.0, 87.0),
        0.0,
    ),
    "Costa Rica": (
        2,
        69,
        (1300, 1800),
        ["Finca Tres Rios", "Beneficio La Loma"],
        {"Honey": 2, "Washed": 1},
        [["Caturra", "Catuai"], ["Villa Sarchi"]],
        (84.0, 87.0),
        0.0,
    ),
    "Indonesia": (
        2,
        60,
        (1100, 1500),
        ["Gayo Highland Coop", "Aceh Tengah Coop"],
        {"Wet-hulled": 1},
        [["Ateng", "Tim Tim"], ["Abyssinia"]],
        (82.0, 85.0),
        0.5,
    ),
}
IMPORTERS = {
    "Cafex Trading": 4,
    "Bluehill Green": 3,
    "Origen Direct": 3,
    "Marlowe & Voss": 2,
    "Terra Verde Imports": 2,
}
# espresso-leaning and filter-leaning origins
ESP_ORIGINS = {"Brazil": 5, "Colombia": 3, "Guatemala": 3, "Honduras": 3, "Peru": 2, "Indonesia": 2}
FIL_ORIGINS = {
    "Ethiopia": 5,
    "Kenya": 4,
    "Rwanda": 2,
    "Colombia": 2,
    "Costa Rica": 2,
    "Guatemala": 1,
}
OMNI_ORIGINS = {
    "Colombia": 3,
    "Honduras": 2,
    "Costa Rica": 2,
    "Peru": 2,
    "Guatemala": 2,
    "Ethiopia": 1,
}

OPERATORS = {"Ruth Calder": 4, "Marek Nowicki": 4, "Kwame Asante": 3, "Tom Brereton": 2}
QC_LEAD = "Isla Drummond"
PACKERS = ["J. Rahman", "E. Byrne", "M. Kowalski", "S. Adjei", "R. Pike", "L. Moreau"]
# customer: (weight, bag sizes with weights, profiles it buys)
CUSTOMERS = {
    "Lantern Coffee House": (5, {1000: 4, 250: 1}, ["Espresso", "Filter"]),
    "Bramble & Bean": (4, {1000: 3, 250: 2}, ["Espresso", "Filter", "Omni"]),
    "The Copper Kettle": (3, {1000: 1}, ["Espresso"]),
    "Fold Bakery": (3, {1000: 2, 250: 1}, ["Omni", "Filter"]),
    "Northgate Deli": (2, {250: 3, 1000: 1}, ["Omni", "Filter", "Espresso"]),
    "Pip's Cafe": (3, {1000: 1}, ["Espresso"]),
    "Harbour Lights Cafe": (3, {1000: 3, 5000: 1}, ["Espresso"]),
    "Old Mill Bakehouse": (2, {1000: 2, 250: 1}, ["Omni", "Espresso"]),
    "Cobble Lane Coffee": (4, {1000: 3, 250: 2}, ["Espresso", "Filter"]),
    "Greyfriars Hotel": (3, {5000: 2, 1000: 1}, ["Espresso", "Omni"]),
    "Alder & Finch Offices": (2, {1000: 1}, ["Omni"]),
    "St Bede's College": (2, {5000: 1, 1000: 1}, ["Espresso", "Omni"]),
    "Kiln Yard Kitchen": (2, {1000: 1}, ["Espresso"]),
    "Wren & Willow": (2, {250: 2, 1000: 1}, ["Filter", "Omni"]),
    "The Station Buffet": (2, {1000: 1, 5000: 1}, ["Espresso"]),
    "Hollins Farm Shop": (2, {250: 1}, ["Omni", "Filter", "Espresso"]),
    "Marlow St Kitchen": (2, {1000: 1}, ["Espresso", "Filter"]),
    "Parkside Cafe": (2, {1000: 1}, ["Espresso"]),
    "Quayside Books & Coffee": (1, {250: 1, 1000: 1}, ["Filter", "Omni"]),
    "Two Bridges Canteen": (2, {5000: 1}, ["Espresso"]),
    "Little Dell Cafe": (1, {1000: 1}, ["Espresso", "Omni"]),
    "Tandem Cycle Cafe": (2, {1000: 1, 250: 1}, ["Espresso", "Filter"]),
    "Rookery Wine Bar": (1, {1000: 1}, ["Espresso"]),
    "Ashby Garden Centre": (2, {1000: 1, 5000: 1}, ["Espresso", "Omni"]),
    "Vale Leisure Centre": (1, {5000: 1}, ["Espresso"]),
    "Sorrel Kitchen": (1, {1000: 1}, ["Filter", "Espresso"]),
}
CARRIERS = {"Own van": 6, "Parcelrun": 3, "Swiftline": 2, "Collect": 1}
PRICE_KG = {"Espresso": 21.0, "Omni": 23.0, "Filter": 26.0}  # wholesale £/kg, 1 kg bags

FLAVOUR = {
    ("Ethiopia", "Washed"): [
        "jasmine, bergamot and lemon",
        "peach and black tea",
        "lime zest and florals",
    ],
    ("Ethiopia", "Natural"): [
        "blueberry and dark chocolate",
        "strawberry jam and cocoa",
        "winey red fruit",
    ],
    ("Kenya", "Washed"): [
        "blackcurrant and tomato",
        "grapefruit and redcurrant",
        "juicy blackberry",
    ],
    ("Colombia", "Washed"): [
        "red apple and caramel",
        "orange and milk chocolate",
        "cherry and panela",
    ],
    ("Colombia", "Honey"): ["honey, plum and cocoa", "stewed apricot and brown sugar"],
    ("Brazil", "Natural"): [
        "hazelnut and milk chocolate",
        "peanut and cocoa",
        "dried fruit and fudge",
    ],
    ("Brazil", "Pulped nat."): ["caramel and almond", "toffee and roasted nuts"],
    ("Guatemala", "Washed"): ["cocoa, orange and brown sugar", "toffee and green apple"],
    ("Honduras", "Washed"): ["caramel and stone fruit", "milk chocolate and plum"],
    ("Honduras", "Honey"): ["brown sugar and cherry", "honey and red apple"],
    ("Peru", "Washed"): ["cocoa and mandarin", "brown sugar and walnut"],
    ("Rwanda", "Washed"): ["red grape and hibiscus", "cranberry and cane sugar"],
    ("Rwanda", "Natural"): ["raspberry and cocoa nib", "red wine and plum"],
    ("Costa Rica", "Honey"): ["honey, mango and cocoa", "apricot and caramel"],
    ("Costa Rica", "Washed"): ["lemon, cane sugar and almond", "green apple and honey"],
    ("Indonesia", "Wet-hulled"): ["cedar, dark cocoa and spice", "earthy, tobacco and molasses"],
}
BODY = [
    "Sweet, clean cup",
    "Heavy body, low acidity",
    "Bright and juicy",
    "Round and syrupy",
    "Balanced cup",
    "Delicate, tea-like body",
]
TARGET_AGTRON = {"Espresso": (48, 58), "Omni": (58, 66), "Filter": (64, 78), "Sample": (58, 70)}


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _next_working(d: date) -> date:
    d += timedelta(days=1)
    while d.weekday() >= 5 or d in BANK_HOLIDAYS:
        d += timedelta(days=1)
    return d


def _lots(rng: random.Random) -> list[dict]:
    arrivals = _working_days(LOTS_FROM, LOTS_TO)
    lots = []
    for _ in range(248):
        origin = _pick(rng, {o: v[0] for o, v in ORIGINS.items()})
        _, bag_kg, (e0, e1), prods, procs, vars_, (s0, s1), org = ORIGINS[origin]
        decaf = rng.random() < 0.12 and origin in ("Colombia", "Brazil", "Peru", "Honduras")
        n_bags = (
            rng.randint(8, 20) if origin == "Brazil" else rng.choice([1, 2, 2, 3, 4, 5, 6, 8, 10])
        )
        arr = rng.choice(arrivals)
        proc = _pick(rng, procs)
        score = round(rng.uniform(80.0, 83.0) if decaf else rng.uniform(s0, s1), 2)
        score = round(round(score * 4) / 4, 2)
        moist = (
            round(rng.uniform(9.8, 11.9), 1)
            if rng.random() > 0.03
            else round(rng.uniform(12.1, 12.8), 1)
        )
        cups = []
        first = arr + timedelta(days=rng.randint(1, 6))
        while first.weekday() >= 5 or first in BANK_HOLIDAYS:
            first += timedelta(days=1)
        if first <= EXPORT_DAY and rng.random() > 0.04:
            cups.append(first)
            nxt = first + timedelta(days=rng.randint(60, 150))
            while nxt.weekday() >= 5 or nxt in BANK_HOLIDAYS:
                nxt += timedelta(days=1)
            if nxt <= EXPORT_DAY and rng.random() < 0.45:
                cups.append(nxt)
                third = nxt + timedelta(days=rng.randint(45, 100))
                while third.weekday() >= 5 or third in BANK_HOLIDAYS:
                    third += timedelta(days=1)
                if third <= EXPORT_DAY and rng.random() < 0.3:
                    cups.append(third)
        cost = 5.4 + (score - 80.0) * 0.95 + rng.uniform(-0.6, 0.8) + (0.9 if decaf else 0.0)
        lots.append(
            {
                "lot_id": None,
                "Origin": origin,
                "prod": "Decaf (EA)"
                if decaf and origin == "Colombia"
                else ("Decaf (SWP)" if decaf else rng.choice(prods)),
                "Proc": proc,
                "varietals": list(rng.choice(vars_)),
                "elev_m": None if decaf else round(rng.randint(e0, e1), -1),
                "nBags": n_bags,
                "netKg": round(n_bags * bag_kg * rng.uniform(0.994, 1.003), 1),
                "moistPct": moist,
                "dtArr": arr,
                "CupDts": cups,
                "cupScr": score if cups else None,
                "isOrg": rng.random() < org,
                "decaf": decaf,
                "importer": _pick(rng, IMPORTERS),
                "lndCost": round(cost, 2),
                "Status": "On hold" if moist > 12.0 else "Active",
                "_left": 0.0,
            }
        )
    lots.sort(key=lambda x: (x["dtArr"], x["Origin"], x["prod"]))
    seq = {24: 0, 25: 0}
    for lot in lots:
        yy = lot["dtArr"].year % 100
        seq[yy] += 1
        lot["lot_id"] = f"GL{yy}-{seq[yy]:03d}"
        # green used before the log starts: older lots are mostly or wholly gone
        age = (START - lot["dtArr"]).days
        used = 0.0 if age <= 0 else min(1.0, age / rng.uniform(90, 260))
        lot["_left"] = lot["netKg"] * (1.0 - used)
    return lots


def _note(rng: random.Random, lot: dict, b: dict, fails: list[str]) -> str:
    flav = rng.choice(FLAVOUR.get((lot["Origin"], lot["Proc"]), ["caramel and cocoa"]))
    lo, hi = TARGET_AGTRON[b["Profile"]]
    parts = []
    if b["Profile"] == "Sample":
        parts.append(
            f"Sample roast of {lot['lot_id']} for cupping, {lot['Origin']} {lot['Proc'].lower()}."
        )
        parts.append(f"{rng.choice(BODY)} with {flav}.")
        parts.append(
            rng.choice(
                [
                    "Scored it against the importer's pre-shipment sample, close enough to approve.",
                    "Cup is consistent across the five cups, no taints.",
                    "Slight fade compared with the arrival cupping, still fine for filter.",
                    "Would suit the filter menu, roast a test batch on R1 next week.",
                ]
            )
        )
    else:
        parts.append(f"{rng.choice(BODY)}, {flav}.")
        dev = b["dev_s"]
        if b["Agtron"] < lo:
            parts.append(f"Colour a touch dark at {b['Agtron']}, dropped late.")
        elif b["Agtron"] > hi:
            parts.append(f"Colour light at {b['Agtron']}, pull the drop later next time.")
        else:
            parts.append(
                rng.choice(
                    [
                        f"Colour on target at {b['Agtron']}.",
                        f"Agtron {b['Agtron']}, in spec.",
                        f"Development {dev} s, roast curve smooth through first crack.",
                    ]
                )
            )
        if "cup" in fails:
            parts.append(
                rng.choice(
                    [
                        "Roasty, baked finish on the cupping table, batch downgraded.",
                        "Flat and papery in the cup, not to be packed for wholesale.",
                    ]
                )
            )
        if "dfct" in fails:
            parts.append(
                rng.choice(
                    [
                        "Quakers and a few scorched beans picked in the sort, over the limit.",
                        "Tipping on several beans, defect count over the limit.",
                    ]
                )
            )
        if "moist" in fails:
            parts.append("Roasted moisture high on the meter, re-test tomorrow before packing.")
        if "col" in fails and b["Agtron"] >= lo and b["Agtron"] <= hi:
            parts.append(
                "Ground colour out of tolerance against whole bean, check the sample prep."
            )
        if not fails:
            parts.append(
                rng.choice(
                    [
                        "OK to pack.",
                        "Passed QC, released to packing.",
                        "Released for the morning pack run.",
                        "",
                    ]
                )
            )
        if b["blendComp"]:
            parts.append(
                rng.choice(
                    [
                        "Blend component for House espresso.",
                        "Goes into the House blend with the Brazil.",
                    ]
                )
            )
    text = " ".join(p for p in parts if p)
    while len(text.split()) < 15:
        text += " " + rng.choice(
            ["Cupped the next morning with the team.", "Logged on the roast profile sheet."]
        )
    words = text.split()
    if len(words) > 50:
        text = " ".join(words[:50]).rstrip(",") + "."
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(6147)
    days = _working_days(START, EXPORT_DAY)
    lots = _lots(rng)
    by_id = {x["lot_id"]: x for x in lots}
    counters = {"R1": 4310, "R2": 2087, "SR": 918}
    batches: list[dict] = []

    def roast(d: date, roaster: str, lot: dict, profile: str, opr: str, blend: bool) -> dict:
        counters[roaster] += 1
        if roaster == "SR":
            chg = 0.15
            chg_t = rng.randint(180, 198)
            tot = round(rng.uniform(7.5, 10.0), 1)
        elif roaster == "R1":
            chg = rng.choice([8.0, 10.0, 12.0, 12.0, 15.0, 15.0])
            chg_t = rng.randint(195, 214)
            tot = round(rng.uniform(9.5, 12.8), 1)
        else:
            chg = rng.choice([20.0, 25.0, 30.0, 30.0, 35.0, 35.0])
            chg_t = rng.randint(204, 226)
            tot = round(rng.uniform(11.0, 14.6), 1)
        lo, hi = TARGET_AGTRON[profile]
        if rng.random() < 0.06:
            agt = rng.choice([lo - rng.randint(1, 4), hi + rng.randint(1, 4)])
        else:
            agt = rng.randint(lo, hi)
        dev = {"Espresso": (88, 140), "Omni": (70, 100), "Filter": (55, 85), "Sample": (60, 90)}[
            profile
        ]
        dev_s = rng.randint(*dev)
        drop = {
            "Espresso": (214.0, 224.0),
            "Omni": (208.0, 214.0),
            "Filter": (203.0, 210.0),
            "Sample": (205.0, 212.0),
        }
        loss = {
            "Espresso": (14.5, 17.5),
            "Omni": (13.0, 15.0),
            "Filter": (11.5, 13.5),
            "Sample": (12.5, 15.0),
        }[profile]
        loss_pct = round(rng.uniform(*loss), 1)
        fails = []
        if profile != "Sample":
            if agt < lo or agt > hi:
                fails.append("col")
            if rng.random() < 0.012:
                fails.append("moist")
            if rng.random() < 0.015:
                fails.append("dfct")
            if rng.random() < 0.02:
                fails.append("cup")
        b = {
            "batch_no": f"{roaster}-{counters[roaster]:05d}",
            "lotRef": lot["lot_id"],
            "roaster": roaster,
            "dtRoast": d,
            "Profile": profile,
            "chgKg": chg,
            "yldKg": round(chg * (1 - loss_pct / 100), 2 if roaster == "SR" else 1),
            "lossPct": loss_pct,
            "chg_temp": chg_t,
            "btTemps": [
                round(rng.uniform(84.0, 99.0), 1),
                round(rng.uniform(193.0, 201.0), 1),
                round(rng.uniform(*drop[profile]), 1),
            ],
            "dev_s": dev_s,
            "totMin": tot,
            "Agtron": agt,
            "opr": opr,
            "blendComp": blend,
            "qcChk": [k not in fails for k in ("col", "moist", "dfct", "cup")],
            "cupNotes": "",
            "_fails": fails,
        }
        b["cupNotes"] = _note(rng, lot, b, fails)
        lot["_left"] -= chg
        batches.append(b)
        return b

    cup_days: dict[date, list[dict]] = {}
    for lot in lots:
        for c in lot["CupDts"]:
            if c > START:
                cup_days.setdefault(c, []).append(lot)

    def usable(d: date, origins: dict, need: float) -> list[dict]:
        ok = [
            x
            for x in lots
            if x["Status"] == "Active"
            and x["_left"] >= need
            and x["CupDts"]
            and x["CupDts"][0] + timedelta(days=3) <= d
            and not x["decaf"]
            and x["Origin"] in origins
        ]
        return ok

    for di, d in enumerate(days):
        # sample roasts for tomorrow's cupping
        nxt = days[di + 1] if di + 1 < len(days) else None
        for lot in cup_days.get(nxt, []) if nxt else []:
            roast(
                d,
                "SR",
                lot,
                "Sample",
                QC_LEAD if rng.random() < 0.8 else _pick(rng, OPERATORS),
                False,
            )
        if di == 0:
            for lot in cup_days.get(d, []):
                roast(d, "SR", lot, "Sample", QC_LEAD, False)
        on_shift = rng.sample(list(OPERATORS), 2)
        for roaster, n in (("R2", rng.randint(3, 5)), ("R1", rng.randint(3, 6))):
            opr = on_shift[0] if roaster == "R2" else on_shift[1]
            for _ in range(n):
                r = rng.random()
                if d.weekday() == 4 and roaster == "R1" and r < 0.25:
                    # Friday decaf on R1
                    dec = [
                        x
                        for x in lots
                        if x["decaf"]
                        and x["Status"] == "Active"
                        and x["_left"] >= 15
                        and x["CupDts"]
                        and x["CupDts"][0] <= d
                    ]
                    if dec:
                        roast(d, "R1", rng.choice(dec), "Espresso", opr, False)
                        continue
                profile = "Espresso" if r < 0.5 else ("Filter" if r < 0.75 else "Omni")
                if roaster == "R2" and profile == "Filter" and rng.random() < 0.6:
                    profile = "Espresso"
                origins = {"Espresso": ESP_ORIGINS, "Filter": FIL_ORIGINS, "Omni": OMNI_ORIGINS}[
                    profile
                ]
                pool = usable(d, origins, 35 if roaster == "R2" else 15)
                if not pool:
                    continue
                pool.sort(key=lambda x: x["dtArr"])
                lot = rng.choice(pool[: max(3, len(pool) // 2)])
                blend = (
                    profile == "Espresso"
                    and lot["Origin"] in ("Brazil", "Colombia", "Honduras")
                    and rng.random() < 0.45
                )
                roast(d, roaster, lot, profile, opr, blend)
        for lot in lots:
            if lot["Status"] == "Active" and lot["_left"] < 8.0 and lot["dtArr"] < d:
                lot["Status"] = "Depleted"
    for lot in lots:
        if lot["Status"] == "Active" and lot["_left"] < 8.0:
            lot["Status"] = "Depleted"

    # ---- wholesale order lines, packed from production batches that passed QC ----
    lines: list[dict] = []
    for b in batches:
        if b["roaster"] == "SR" or b["_fails"]:
            continue
        left = b["yldKg"] * (0.65 if b["blendComp"] else 1.0)
        k = rng.choices([0, 1, 2, 3, 4, 5], weights=[4, 20, 30, 26, 14, 6])[0]
        d = b["dtRoast"]
        for _ in range(k):
            custs = {c: v[0] for c, v in CUSTOMERS.items() if b["Profile"] in v[2]}
            cust = _pick(rng, custs)
            bag = _pick(rng, CUSTOMERS[cust][1])
            kg = bag / 1000
            qty = {250: rng.randint(6, 24), 1000: rng.randint(2, 12), 5000: rng.randint(1, 3)}[bag]
            while qty > 1 and qty * kg > left:
                qty -= 1
            if qty * kg > left:
                break
            left -= qty * kg
            grind = "Whole bean"
            if bag == 250 and rng.random() < 0.4:
                grind = _pick(rng, {"Filter": 3, "Cafetiere": 2, "Espresso": 1})
            elif bag == 1000 and b["Profile"] == "Filter" and rng.random() < 0.15:
                grind = "Filter"
            back = rng.randint(1, 4)
            od = d
            for _ in range(back):
                od -= timedelta(days=1)
                while od.weekday() >= 5 or od in BANK_HOLIDAYS:
                    od -= timedelta(days=1)
            exp = rng.random() < 0.08
            r = rng.random()
            ship = (
                d
                if (exp or r < 0.3)
                else (_next_working(d) if r < 0.9 else _next_working(_next_working(d)))
            )
            if ship > EXPORT_DAY:
                ship = None
            cmpl = rng.random() < 0.025
            tol = {250: (250, 256), 1000: (1000, 1010), 5000: (5000, 5025)}[bag]
            fill = [rng.randint(*tol) for _ in range(3)]
            if cmpl and rng.random() < 0.4:
                fill[rng.randrange(3)] = tol[0] - rng.randint(2, 6 if bag == 250 else 15)
            price = PRICE_KG[b["Profile"]] * (1.12 if bag == 250 else 0.92 if bag == 5000 else 1.0)
            if (
                b["Profile"] == "Filter"
                and by_id[b["lotRef"]]["cupScr"]
                and by_id[b["lotRef"]]["cupScr"] >= 86.5
            ):
                price += 4.0
            lines.append(
                {
                    "btchRef": b["batch_no"],
                    "cust": cust,
                    "dtOrd": od,
                    "dtShip": ship,
                    "bagG": bag,
                    "qty": qty,
                    "Grind": grind,
                    "fillG": fill,
                    "lnGbp": round(price * kg * qty, 2),
                    "Carrier": "Swiftline"
                    if exp
                    else (
                        "Collect"
                        if cust in ("Hollins Farm Shop", "Two Bridges Canteen")
                        and rng.random() < 0.7
                        else _pick(rng, CARRIERS)
                    ),
                    "isExp": exp,
                    "cmpl": cmpl,
                    "pickr": rng.choice(PACKERS),
                }
            )
    lines.sort(key=lambda x: (x["dtOrd"], x["cust"], x["btchRef"]))
    out_lines = [{"ord_ln": f"WS25-{i:05d}", **x} for i, x in enumerate(lines, start=1)]
    batches.sort(key=lambda x: (x["dtRoast"], x["roaster"], x["batch_no"]))
    for b in batches:
        del b["_fails"]
    for lot in lots:
        del lot["_left"]
    lots.sort(key=lambda x: x["lot_id"])
    return {"GrnLots": lots, "RstLog": batches, "WsOrdLns": out_lines}


def build(out: Path) -> Path:
    """Write `coffee-roastery/schema.json` and its three objects files under out."""
    formats = {"GrnLots": "csv", "RstLog": "jsonl", "WsOrdLns": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
