"""Write `sawmill`: an invented softwood sawmill's export, named tersely.

The mill office of an invented softwood sawmill, Ardcairn Sawmill (every forest, compartment,
manager, haulier, driver, lorry, grader, customer and pack is made up), exported its systems of
record the way an engineer exports them: abbreviated property names in mixed habits (snake_case
`cpt_id`, `area_ha`, `site_rmk`, `tkt_no`, `gross_t`, `turn_min`, `haul_km`, `len_mm`, `vol_m3`;
camelCase `mainSp`, `sppMix`, `dbhPlots`, `survDts`, `sssiAdj`, `cptRef`, `vehReg`, `buttDia`,
`ldChk`, `mdHit`, `dedPct`, `srcCpt`, `mcRdgs`; PascalCase `Forest`, `PlYr`, `FellStatus`,
`Haulier`, `PackNo`, `Customer`; glued lowercase `mgr`, `yc`, `drvr`, `prod`, `nett`, `rej`,
`section`, `grade`, `kd`, `trt`, `grader`; prefixes `dtLicExp`, `dtIn`, `dtSawn`, `dtDisp`,
`nLogs`, `nPcs`, `is_fsc`, `is_ukca`), abbreviated class names (`Cpts`, `WbTkts`, `Pks`), terse
descriptions in the trade's shorthand ("Area, ha", "YC", "P. yr", "FSC/PEFC?", "Sec. spp",
"DBH plots, cm", "Tkt #", "Nett, t", "Butt dia smp, cm", "Ld chk (straps/overhang/mud)",
"MD alarm?", "Sect., mm", "Gr.", "KD?", "MC rdgs, %", "UKCA mk?"), five properties with no
description and one collection (`Pks`) with no class description.

- `Cpts` (CSV): the supply register: the forest compartments (sub-compartments) the mill buys
  standing or felled timber from: reference, forest or estate, owner type, forest manager, main
  species, planting year, area, yield class, FSC/PEFC certification, next to an SSSI, secondary
  species (Forestry Commission codes), plot mean diameters from the last inventory, inventory
  dates, felling licence expiry, felling status and the site/access notes (`site_rmk`, the one
  prose property, 15-50 words). Arrays are JSON strings in cells.
- `WbTkts` (JSON Lines): the weighbridge tickets of the roundwood lorries that came in from
  2025-01-06 to 2025-04-04, numbered in order: compartment (`cptRef` refers to `Cpts.cpt_id`),
  date in, haulier, driver, lorry registration, product, log length, gross and nett weight, log
  count (empty for chipwood, not counted), five sample butt diameters (log products), the three
  load checks, metal detector alarm, rejected, deduction (empty when none), turnaround and haul
  distance.
- `Pks` (Parquet, no class description): the packs of sawn timber the mill made in the same
  weeks: `srcCpt` refers to `Cpts.cpt_id` (the chain-of-custody source), sawn date, section,
  length, grade, pieces, volume, kiln dried, preservative treatment (empty when untreated),
  moisture readings (kiln-dried packs), UKCA mark, grader, customer and dispatch date (both empty
  while the pack is in stock).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v8.py OUT   (writes OUT/sawmill/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "sawmill"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 1, 6), date(2025, 4, 4)  # thirteen weeks of intake, Monday to Friday
EXPORT_DAY = END

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Cpts",
        "Supply cpts (state + priv.)",
        [
            ("cpt_id", "text", "Cpt ref"),
            ("Forest", "text", "Forest/estate"),
            ("ownTyp", "text", "Own. (state/priv/comm)"),
            ("mgr", "text", None),
            ("mainSp", "text", "Main spp."),
            ("PlYr", "int", "P. yr"),
            ("area_ha", "number", "Area, ha"),
            ("yc", "int", "YC"),
            ("is_fsc", "boolean", "FSC/PEFC?"),
            ("sssiAdj", "boolean", "SSSI adj.?"),
            ("sppMix", "text[]", "Sec. spp"),
            ("dbhPlots", "int[]", "DBH plots, cm"),
            ("survDts", "date[]", "Inv. dts"),
            ("dtLicExp", "date", "Fell. lic. exp."),
            ("FellStatus", "text", None),
            ("site_rmk", PROSE, "Site/access"),
        ],
    ),
    (
        "WbTkts",
        "Roundwood in (w/bridge)",
        [
            ("tkt_no", "text", "Tkt #"),
            ("cptRef", "text", "Cpt"),
            ("dtIn", "date", "Dt in"),
            ("Haulier", "text", None),
            ("drvr", "text", "Drv."),
            ("vehReg", "text", None),
            ("prod", "text", "Prod."),
            ("lenM", "number", "Len, m"),
            ("gross_t", "number", "Gross, t"),
            ("nett", "number", "Nett, t"),
            ("nLogs", "int", "Logs #"),
            ("buttDia", "int[]", "Butt dia smp, cm"),
            ("ldChk", "boolean[]", "Ld chk (straps/overhang/mud)"),
            ("mdHit", "boolean", "MD alarm?"),
            ("rej", "boolean", "Rej.?"),
            ("dedPct", "number", "Deduct., %"),
            ("turn_min", "int", "Turnaround, min"),
            ("haul_km", "int", "Haul, km"),
        ],
    ),
    (
        "Pks",
        None,
        [
            ("PackNo", "text", "Pack #"),
            ("srcCpt", "text", "CoC src cpt"),
            ("dtSawn", "date", "Sawn"),
            ("section", "text", "Sect., mm"),
            ("len_mm", "int", "Len, mm"),
            ("grade", "text", "Gr."),
            ("nPcs", "int", "Pcs"),
            ("vol_m3", "number", "Vol, m3"),
            ("kd", "boolean", "KD?"),
            ("trt", "text", "Trt (UC)"),
            ("mcRdgs", "number[]", "MC rdgs, %"),
            ("is_ukca", "boolean", "UKCA mk?"),
            ("grader", "text", "Grdr"),
            ("Customer", "text", None),
            ("dtDisp", "date", "Disp. dt"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# forest: (code, owner type, weight, haul km, road it is reached from)
FORESTS = {
    "Craigvarren": ("CRV", "State", 16, 38, "the A836"),
    "Strathmorven": ("STM", "State", 14, 61, "the B871"),
    "Knockbrennan": ("KNB", "State", 11, 24, "the A838"),
    "Ballochray Estate": ("BLR", "Private", 9, 47, "the B873"),
    "Dunlairig": ("DNL", "State", 10, 72, "the A897"),
    "Carn Tulach": ("CTL", "State", 8, 55, "the B876"),
    "Inverlenny Estate": ("INV", "Private", 7, 33, "the Inverlenny estate road"),
    "Achnafeld Estate": ("ACF", "Private", 6, 84, "the A835"),
    "Corsewall Moss": ("CWM", "Community", 5, 19, "the C1041"),
    "Rannoch Brae": ("RNB", "Private", 5, 66, "the B870"),
    "Tullyhoggan Wood": ("TLH", "Community", 4, 28, "the C1107"),
    "Glen Ardoch": ("GAR", "Private", 5, 91, "the A832"),
}
MANAGERS = {
    "State": ["Catriona Bain", "Euan MacRae", "Hamish Ross", "Shona Urquhart", "Neil Gillies"],
    "Private": ["Alastair Fyfe", "Kirsten Dow", "Robert Lyall", "Morven Shaw"],
    "Community": ["Ishbel Grant", "Calum Munro"],
}
# main species: (weight, FC code, yield class choices, planting year range)
SPECIES = {
    "Sitka spruce": (55, "SS", [12, 14, 14, 16, 16, 18, 18, 20, 22, 24], (1961, 1992)),
    "Scots pine": (12, "SP", [6, 8, 8, 10, 12], (1951, 1985)),
    "Lodgepole pine": (8, "LP", [6, 8, 8, 10], (1960, 1988)),
    "Norway spruce": (8, "NS", [10, 12, 14, 16], (1955, 1988)),
    "Hybrid larch": (7, "HL", [8, 10, 12, 14], (1958, 1990)),
    "Douglas fir": (6, "DF", [12, 14, 16, 18], (1955, 1985)),
    "Mixed conifer": (4, None, [10, 12, 14], (1955, 1985)),
}
SEC_CODES = ["SS", "NS", "SP", "LP", "HL", "JL", "DF", "BI", "ROW", "WH"]
STATUS_W = {"Felling": 62, "Felled": 46, "Windblow": 14, "Standing": 112}

# product: (weight, lengths, mean log t, butt diameter range cm)
PRODUCTS = {
    "Sawlog": (45, [4.9, 4.9, 4.9, 3.7], 0.36, (24, 58)),
    "Small sawlog": (20, [3.7, 3.1, 3.1], 0.14, (16, 26)),
    "Bar": (8, [2.5, 3.1], 0.08, (12, 18)),
    "Palletwood": (12, [2.5], 0.07, None),
    "Chipwood": (15, [3.0], None, None),
}
HAULIERS = {
    "Munro Haulage": 22,
    "J. & A. Rennie": 17,
    "Glenfeld Timber Transport": 15,
    "Strathmore Roundwood Ltd": 12,
    "Kerr Bros": 10,
    "MacPhail Forest Haulage": 9,
    "Ardcairn own fleet": 15,
}
DRV_FIRST = list("ABCDGIJKMNPRSTW")
DRV_SUR = [
    "Munro",
    "Rennie",
    "Kerr",
    "MacPhail",
    "Sutherland",
    "Mackenzie",
    "Gunn",
    "Bain",
    "Ross",
    "Matheson",
    "Fraser",
    "Grant",
    "Nicol",
    "Dingwall",
    "Polson",
    "Murray",
    "Oag",
    "Budge",
    "Sinclair",
    "Mowat",
    "Shearer",
    "Manson",
    "Hendry",
    "Reid",
]
PLATE_AREAS = ["SK", "SF", "SN", "SV", "SY", "ST", "SA", "SJ"]
PLATE_AGES = [
    "15",
    "65",
    "16",
    "66",
    "17",
    "67",
    "18",
    "68",
    "19",
    "69",
    "20",
    "70",
    "21",
    "71",
    "22",
    "72",
    "23",
    "73",
]
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUVWXYZ"

# sawn output: section -> (weight, grades it is sawn for, pieces per pack range)
SECTIONS = {
    "47x100": (22, ["C16", "C16", "C24"], (96, 160)),
    "47x150": (18, ["C16", "C16", "C24"], (64, 112)),
    "47x200": (10, ["C16", "C24"], (48, 80)),
    "47x75": (8, ["C16", "Fencing"], (128, 200)),
    "38x63": (7, ["Fencing", "C16"], (180, 300)),
    "38x89": (6, ["Fencing"], (140, 220)),
    "22x100": (10, ["Pallet", "Fencing"], (240, 400)),
    "22x150": (6, ["Fencing", "Pallet"], (160, 280)),
    "75x100": (5, ["Fencing"], (60, 100)),
    "100x100": (4, ["Fencing", "C16"], (40, 72)),
    "19x38": (4, ["Fencing"], (600, 900)),
}
LENGTHS = {
    "C16": [3000, 3600, 4200, 4800, 4800],
    "C24": [3600, 4200, 4800, 4800],
    "Fencing": [1800, 2400, 3000, 3600, 4800],
    "Pallet": [1200, 2400],
}
GRADERS = ["Fergus Ogilvie", "Aileen Crerar", "Stuart Petrie", "Maciej Nowicki", "Lindsay Beattie"]
CUSTOMERS = {
    "C16": {
        "Northfield Builders Merchants": 20,
        "Caithness Timber Frame": 14,
        "Highland Roof Truss Co": 16,
        "Brechin & Lowe Timber": 10,
        "Tayside Timber Supplies": 9,
        "Kessock Joinery": 5,
    },
    "C24": {
        "Caithness Timber Frame": 18,
        "Highland Roof Truss Co": 22,
        "Northfield Builders Merchants": 8,
        "Kessock Joinery": 6,
    },
    "Fencing": {
        "Moray Fencing Contractors": 18,
        "Agri-Fence Scotland": 16,
        "Tayside Timber Supplies": 8,
        "Brechin & Lowe Timber": 6,
        "Strath Estates Supplies": 6,
    },
    "Pallet": {"Pentland Pallets": 20, "Forth Packaging": 12, "Agri-Fence Scotland": 3},
}

ACCESS = [
    "Access from {road} via the {track} forest road",
    "Reached from {road} by the {track} track",
    "Timber lorries enter off {road} at the {track} gate",
    "Haul route from {road} along the {track} spur",
]
TRACKS = [
    "north",
    "south",
    "east",
    "west",
    "lower",
    "upper",
    "old quarry",
    "Allt Beag",
    "Loch Dubh",
    "Meall Ruadh",
    "Creag Bhan",
    "keeper's",
    "sheep fank",
    "Blackburn",
    "march dyke",
    "windfarm",
]
LIMITS = [
    "bridge limit {t} t",
    "weight limit {t} t at the cattle grid",
    "{t} t culvert, no stacking on it",
    "no limit on the forest road",
    "turning circle for artics only at the bellmouth",
]
GROUND = [
    "Wet ground in the lower third, brash mats needed.",
    "Firm mineral soils, good all year.",
    "Deep peat on the west side; harvesting on frozen ground preferred.",
    "Steep bank above the burn, cable crane section.",
    "Soft rides, forwarder ruts to be reinstated.",
    "Boulder ground, slow forwarding.",
    "Good ground, short extraction.",
]
CONSTRAINTS = [
    "Osprey nest within 500 m, no work March to August near it.",
    "Red squirrel present, check dreys before felling.",
    "Overhead 11 kV line crosses the south edge.",
    "Scheduled monument by the track, keep 20 m clear.",
    "Private water supply intake downstream, silt traps in place.",
    "Public path through the block, signage and banksman at the crossing.",
    "Deer fence along the march, keep it stockproof.",
    "Windblow along the north edge after the winter gales.",
    "Neighbour's livestock on the access, gates kept shut.",
    "Stacking space for about {s} t at roadside.",
]
CLOSERS = [
    "Landing at the road end.",
    "Phone signal only at the top stack.",
    "Contact the keeper before moving machines.",
    "School bus on the public road 08:00-09:00 and 15:00-16:00.",
    "",
    "",
    "",
]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _compartments(rng: random.Random) -> list[dict]:
    cpts = []
    used: set[str] = set()
    managers = {
        f: rng.sample(MANAGERS[v[1]], 2 if v[1] != "Community" else 1) for f, v in FORESTS.items()
    }
    for forest, (code, own, _, km, road) in FORESTS.items():
        n = {"State": 26, "Private": 17, "Community": 12}[own] + rng.randint(-4, 4)
        for _ in range(n):
            while True:
                cid = f"{code}-{rng.randint(1, 240):03d}{rng.choice('abcd')}"
                if cid not in used:
                    used.add(cid)
                    break
            sp = _pick(rng, {k: v[0] for k, v in SPECIES.items()})
            _, fc, ycs, (y0, y1) = SPECIES[sp]
            planted = rng.randint(y0, y1)
            yc = rng.choice(ycs)
            status = _pick(rng, STATUS_W)
            if status in ("Felling", "Felled") and planted > 1988:
                planted = rng.randint(y0, 1988)
            pool = [c for c in SEC_CODES if c != fc]
            mix = rng.sample(pool, rng.choice([0, 1, 1, 2, 2, 3]))
            n_surv = rng.choice([0, 1, 1, 2, 2, 3])
            surv = sorted({_day(rng, date(2019, 4, 1), date(2024, 11, 29)) for _ in range(n_surv)})
            age = 2025 - planted
            dbh_mean = 8 + age * (0.35 + yc / 60)
            dbh = (
                [int(round(dbh_mean * rng.uniform(0.82, 1.18))) for _ in range(rng.randint(3, 5))]
                if surv
                else []
            )
            if status == "Standing":
                lic = _day(rng, date(2025, 6, 1), date(2029, 12, 31))
            elif status == "Felled":
                lic = _day(rng, date(2024, 9, 30), date(2027, 3, 31))
            else:
                lic = _day(rng, date(2025, 4, 30), date(2028, 9, 30))
            fill = {
                "road": road,
                "track": rng.choice(TRACKS),
                "t": rng.choice([18, 26, 32, 38, 44]),
                "s": rng.choice([200, 300, 400, 600, 800, 1200]),
            }
            parts = [
                rng.choice(ACCESS).format(**fill) + "; " + rng.choice(LIMITS).format(**fill) + ".",
                rng.choice(GROUND),
            ]
            for c in rng.sample(CONSTRAINTS, rng.choice([1, 1, 2])):
                parts.append(c.format(**fill))
            closer = rng.choice(CLOSERS)
            if closer:
                parts.append(closer)
            text = " ".join(parts)
            while len(text.split()) > 50:
                parts.pop(-2)
                text = " ".join(parts)
            cpts.append(
                {
                    "cpt_id": cid,
                    "Forest": forest,
                    "ownTyp": own,
                    "mgr": rng.choice(managers[forest]),
                    "mainSp": sp,
                    "PlYr": planted,
                    "area_ha": round(
                        rng.uniform(1.8, 64.0) if rng.random() < 0.9 else rng.uniform(0.6, 1.8), 1
                    ),
                    "yc": yc,
                    "is_fsc": own == "State" or rng.random() < (0.7 if own == "Private" else 0.5),
                    "sssiAdj": rng.random() < 0.1,
                    "sppMix": mix,
                    "dbhPlots": dbh,
                    "survDts": surv,
                    "dtLicExp": lic,
                    "FellStatus": status,
                    "site_rmk": text,
                    "_km": km,
                }
            )
    cpts.sort(key=lambda c: c["cpt_id"])
    return cpts


def _plate(rng: random.Random) -> str:
    return f"{rng.choice(PLATE_AREAS)}{rng.choice(PLATE_AGES)} " + "".join(
        rng.choice(PLATE_LETTERS) for _ in range(3)
    )


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4208)
    cpts = _compartments(rng)
    delivering = [c for c in cpts if c["FellStatus"] != "Standing"]
    for c in delivering:  # each worked compartment delivers in a window of the thirteen weeks
        a = _day(rng, START - timedelta(days=30), END - timedelta(days=10))
        b = a + timedelta(days=rng.randint(15, 70))
        if c["FellStatus"] == "Felled":
            b = min(b, END - timedelta(days=rng.randint(3, 40)))
        else:
            b = max(b, END)
        c["_win"] = (max(a, START), min(b, END))
        c["_w"] = c["area_ha"] * (1.6 if c["FellStatus"] == "Windblow" else 1.0) + 4

    # hauliers, drivers, lorries
    fleet: dict[str, list[tuple[str, str]]] = {}
    used_names: set[str] = set()
    used_plates: set[str] = set()
    for h, w in HAULIERS.items():
        crew = []
        for _ in range(max(2, w // 4)):
            while True:
                name = f"{rng.choice(DRV_FIRST)}. {rng.choice(DRV_SUR)}"
                if name not in used_names:
                    used_names.add(name)
                    break
            while True:
                plate = _plate(rng)
                if plate not in used_plates:
                    used_plates.add(plate)
                    break
            crew.append((name, plate))
        fleet[h] = crew

    # ---- weighbridge tickets ----
    tickets = []
    sawn_in: list[tuple[date, dict, float]] = []
    day = START
    closed = {date(2025, 1, 24), date(2025, 2, 14), date(2025, 3, 3), date(2025, 3, 4)}
    while day <= END:
        if day.weekday() < 5 and day not in closed:
            open_c = [c for c in delivering if c["_win"][0] <= day <= c["_win"][1]]
            n = rng.randint(17, 26) if day.weekday() < 4 else rng.randint(11, 17)
            for _ in range(n if open_c else 0):
                c = rng.choices(open_c, weights=[x["_w"] for x in open_c])[0]
                weights = {p: v[0] for p, v in PRODUCTS.items()}
                if (
                    c["mainSp"] in ("Lodgepole pine", "Mixed conifer")
                    or c["FellStatus"] == "Windblow"
                ):
                    weights["Chipwood"] *= 2.2
                    weights["Palletwood"] *= 1.6
                prod = _pick(rng, weights)
                _, lens, log_t, dia = PRODUCTS[prod]
                h = _pick(rng, HAULIERS)
                drv, plate = rng.choice(fleet[h])
                if rng.random() < 0.04:
                    plate = rng.choice(fleet[h])[1]  # a driver in another of the firm's lorries
                nett = round(
                    rng.uniform(17.5, 28.9) if rng.random() > 0.05 else rng.uniform(9.0, 17.4), 2
                )
                tare = rng.uniform(14.6, 17.3)
                gross = round(nett + tare, 2)
                n_logs = (
                    None
                    if log_t is None
                    else max(20, int(nett / (log_t * rng.uniform(0.85, 1.15))))
                )
                butt = []
                if dia is not None:
                    lo, hi = dia
                    butt = [rng.randint(lo, hi) for _ in range(5)]
                chk = [rng.random() > 0.02, rng.random() > 0.035, rng.random() > 0.06]
                md = prod in ("Sawlog", "Small sawlog") and rng.random() < 0.035
                rej = rng.random() < (0.18 if md else 0.012)
                ded = None
                if not rej and rng.random() < 0.16:
                    ded = round(rng.choice([2.0, 2.5, 3.0, 5.0, 5.0, 7.5, 10.0, 12.5, 15.0]), 1)
                tickets.append(
                    {
                        "tkt_no": None,
                        "cptRef": c["cpt_id"],
                        "dtIn": day,
                        "Haulier": h,
                        "drvr": drv,
                        "vehReg": plate,
                        "prod": prod,
                        "lenM": rng.choice(lens),
                        "gross_t": gross,
                        "nett": nett,
                        "nLogs": n_logs,
                        "buttDia": butt,
                        "ldChk": chk,
                        "mdHit": md,
                        "rej": rej,
                        "dedPct": ded,
                        "turn_min": int(
                            rng.uniform(14, 48)
                            + (25 if rej else 0)
                            + (rng.uniform(10, 45) if rng.random() < 0.12 else 0)
                        ),
                        "haul_km": max(6, c["_km"] + rng.randint(-6, 9)),
                        "_sort": rng.random(),
                    }
                )
                if not rej and prod in ("Sawlog", "Small sawlog", "Bar"):
                    sawn_in.append((day, c, nett))
        day += timedelta(days=1)
    tickets.sort(key=lambda t: (t["dtIn"], t["_sort"]))
    for i, t in enumerate(tickets):
        t["tkt_no"] = f"WB-{41207 + i}"
        del t["_sort"]

    # ---- sawn packs ----
    packs = []
    day = START + timedelta(days=1)
    while day <= END:
        if day.weekday() < 5 and day not in closed:
            recent = [(d, c, w) for d, c, w in sawn_in if day - timedelta(days=12) <= d < day]
            if recent:
                for _ in range(rng.randint(22, 34)):
                    _, c, _ = rng.choices(recent, weights=[w for _, _, w in recent])[0]
                    sec = _pick(rng, {s: v[0] for s, v in SECTIONS.items()})
                    _, grades, (p0, p1) = SECTIONS[sec]
                    grade = rng.choice(grades)
                    if grade == "C24" and c["yc"] > 18 and rng.random() < 0.6:
                        grade = "C16"  # fast-grown spruce seldom makes C24
                    length = rng.choice(LENGTHS[grade])
                    if grade == "Pallet" and sec.startswith("22"):
                        length = rng.choice([1200, 1200, 2400])
                    th, wd = (int(x) for x in sec.split("x"))
                    pcs = rng.randint(p0, p1) * (2 if length <= 1200 else 1)
                    vol = round(th * wd * length * pcs / 1e9, 3)
                    kd = grade in ("C16", "C24") or (grade == "Pallet" and rng.random() < 0.3)
                    trt = None
                    if grade == "Fencing":
                        trt = "UC4" if rng.random() < 0.8 else "UC3"
                    elif grade == "C16" and rng.random() < 0.12:
                        trt = "UC3"
                    mc = (
                        [
                            round(
                                rng.uniform(12.0, 19.5)
                                if rng.random() > 0.03
                                else rng.uniform(20.1, 23.0),
                                1,
                            )
                            for _ in range(4)
                        ]
                        if kd
                        else []
                    )
                    disp = None
                    cust = None
                    if rng.random() < 0.93:
                        d = day + timedelta(days=int(rng.expovariate(1 / 9)) + (4 if kd else 1))
                        if d.weekday() == 5:  # no dispatch at weekends: Friday or Monday
                            d += timedelta(days=-1 if d - timedelta(days=1) > day else 2)
                        elif d.weekday() == 6:
                            d += timedelta(days=1)
                        if d <= EXPORT_DAY:
                            disp = d
                            cust = _pick(rng, CUSTOMERS[grade])
                    packs.append(
                        {
                            "PackNo": None,
                            "srcCpt": c["cpt_id"],
                            "dtSawn": day,
                            "section": sec,
                            "len_mm": length,
                            "grade": grade,
                            "nPcs": pcs,
                            "vol_m3": vol,
                            "kd": kd,
                            "trt": trt,
                            "mcRdgs": mc,
                            "is_ukca": grade in ("C16", "C24"),
                            "grader": rng.choice(
                                GRADERS if grade in ("C16", "C24") else GRADERS[:3]
                            ),
                            "Customer": cust,
                            "dtDisp": disp,
                            "_sort": rng.random(),
                        }
                    )
        day += timedelta(days=1)
    packs.sort(key=lambda p: (p["dtSawn"], p["_sort"]))
    for i, p in enumerate(packs):
        p["PackNo"] = f"PK{25001 + i}"
        del p["_sort"]

    for c in cpts:
        for key in [k for k in c if k.startswith("_")]:
            del c[key]
    return {"Cpts": cpts, "WbTkts": tickets, "Pks": packs}


def build(out: Path) -> Path:
    """Write `sawmill/schema.json` and its three objects files under out."""
    formats = {"Cpts": "csv", "WbTkts": "jsonl", "Pks": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
