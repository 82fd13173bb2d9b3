"""Write `livestock-mart`: an invented upland auction mart's export, named tersely.

Holmbrae & District Farmers' Auction Co. runs Holmbrae Auction Mart in the invented dale of Ashdale
(every vendor, buyer, farm, holding number, haulier, clerk, vet and note is made up; the breeds,
classes of stock, sale types and movement rules are the ordinary ones of the British livestock
trade). It also hosts the Ashdale Sheepdog Trials each August, whose sheep are held in the old Fell
shed. The mart's system was exported the way an engineer exports it: abbreviated property names in
mixed habits (snake_case `pen_no`, `lot_id`, `doc_no`; camelCase `capHd`, `areaM2`, `isRoofed`,
`ringNo`, `dtRefurb`, `cdDts`, `orangeMkt`, `nDrink`, `dtSale`, `penRef`, `nHd`, `avgKg`,
`prUnit`, `grossGbp`, `commPct`, `isPed`, `lotRef`, `dtArr`, `fromCPH`, `hdDecl`, `hdCnt`,
`pctEid`, `ssOk`, `tbDt`, `isFit`, `nHeld`, `chkBy`; PascalCase `Shed`, `Status`, `SaleTyp`,
`DocTyp`, `Notes`; glued lowercase `spp`, `flr`, `lair`, `feats`, `vendor`, `purch`, `brd`, `cls`,
`hammer`, `luck`, `rslt`, `catalogued`, `haulier`, `washed`, `issues`), abbreviated class names
(`PenReg`, `SaleRes`, `AMLChk`), terse descriptions in the trade's shorthand, five properties with
no description (`flr`, `lair`, `vendor`, `catalogued`, `haulier`) and one collection (`AMLChk`)
with no class description.

- `PenReg` (JSON Lines): the pen register, one row per pen in the six buildings.
- `SaleRes` (CSV): every lot offered at the autumn 2024 sales, 2024-09-02 to 2024-12-16: prime
  lambs, cull ewes, prime cattle and calves on Mondays, store lambs and breeding sheep on
  Thursdays, two tup sales on Fridays, store cattle on alternate Saturdays. `penRef` names a
  `PenReg.pen_no`.
- `AMLChk` (Parquet, no class description): the movement desk's check of each consignment's
  movement document on arrival (one vendor's stock for one sale, entered as 1 to 4 lots):
  `lotRef` names the consignment's first `SaleRes.lot_id`; head declared and counted, EID read
  rate, standstill, pre-movement TB test, fitness, vehicle wash, issues and the desk / vet notes
  (`Notes`, the one prose property, 10-50 words).

Deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v28.py OUT   (writes OUT/livestock-mart/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "livestock-mart"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEASON_FROM, SEASON_TO = date(2024, 9, 2), date(2024, 12, 20)

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "PenReg",
        "Pen reg. (all sheds)",
        [
            ("pen_no", "text", "Pen # (shed-no)"),
            ("Shed", "text", "Bldg"),
            ("spp", "text", "Spp"),
            ("capHd", "int", "Cap., hd"),
            ("areaM2", "number", "Area, m2"),
            ("flr", "text", None),
            ("isRoofed", "boolean", "Covered?"),
            ("lair", "boolean", None),
            ("ringNo", "int", "Ring (blank=n/a)"),
            ("dtRefurb", "date", "Blt/refurb (blank=unk.)"),
            ("cdDts", "date[]", "Deep C&D dts"),
            ("feats", "text[]", "Fittings"),
            ("orangeMkt", "boolean", "Orange mkt (TB restr.)?"),
            ("Status", "text", "Stat."),
            ("nDrink", "int", "Drinkers #"),
        ],
    ),
    (
        "SaleRes",
        "Ring results, all sales",
        [
            ("lot_id", "text", "Lot # (yymmdd-lot)"),
            ("dtSale", "date", "Sale dt"),
            ("SaleTyp", "text", "Sale (PL/CE/PC/CV/SL/BS/T/SC)"),
            ("penRef", "text", "Pen"),
            ("vendor", "text", None),
            ("purch", "text", "Purch. (blank=unsold)"),
            ("brd", "text", "Brd (X=cross)"),
            ("cls", "text", "Cls"),
            ("nHd", "int", "Hd"),
            ("avgKg", "number", "Avg LW, kg/hd"),
            ("hammer", "number", "Hammer pr. (see unit)"),
            ("prUnit", "text", "Unit (£/hd, p/kg, gns)"),
            ("grossGbp", "number", "Gross, £"),
            ("commPct", "number", "Comm., %"),
            ("luck", "number", "Luck £/lot"),
            ("rslt", "text", "S/P/W"),
            ("catalogued", "boolean", None),
            ("isPed", "boolean", "Ped. reg.?"),
        ],
    ),
    (
        "AMLChk",
        None,
        [
            ("doc_no", "text", "Doc #"),
            ("lotRef", "text", "Lot (1st of consignmt)"),
            ("dtArr", "date", "Arr."),
            ("DocTyp", "text", "Doc (ARAMS/ScotEID/EIDC/BCMS)"),
            ("fromCPH", "text", "From CPH"),
            ("hdDecl", "int", "Hd on doc"),
            ("hdCnt", "int", "Hd cntd"),
            ("pctEid", "number", "EID rd, % (sheep)"),
            ("ssOk", "boolean", "6d SS ok?"),
            ("tbDt", "date", "Pre-mvt TB"),
            ("haulier", "text", None),
            ("isFit", "boolean", "Fit (WATO)?"),
            ("washed", "boolean", "Veh. C&D?"),
            ("issues", "text[]", "Issues"),
            ("nHeld", "int", "Held back, hd"),
            ("chkBy", "text", "Chk by"),
            ("Notes", PROSE, "Desk/vet notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

SURNAMES_E = [
    "Atkinson",
    "Dent",
    "Harker",
    "Alderson",
    "Hodgson",
    "Airey",
    "Bainbridge",
    "Fawcett",
    "Kirkbride",
    "Sedgwick",
    "Wharton",
    "Iveson",
    "Hebblethwaite",
    "Ewbank",
    "Dinsdale",
    "Rukin",
    "Coates",
    "Beresford",
    "Garnett",
    "Thornborrow",
    "Mounsey",
    "Helm",
    "Parkin",
    "Whitehead",
    "Stainton",
    "Baines",
    "Teasdale",
    "Raine",
    "Winn",
    "Postlethwaite",
    "Bousfield",
    "Dixon",
    "Longstaff",
    "Hird",
    "Kipling",
    "Lambert",
    "Nelson",
    "Pickering",
    "Robinson",
    "Sowerby",
    "Tunstall",
    "Walker",
    "Brunskill",
    "Cleasby",
    "Gregson",
]
SURNAMES_S = [
    "Kerr",
    "Elliot",
    "Armstrong",
    "Grieve",
    "Hogg",
    "Murray",
    "Laidlaw",
    "Renwick",
    "Scott",
    "Tait",
    "Brydon",
    "Douglas",
]
SURNAMES_W = ["Pugh", "Evans", "Morgan", "Price", "Bowen", "Lloyd"]
FARM_A = ["High", "Low", "Nether", "Far", "West", "East", "Middle", "Over"]
FARM_B = [
    "Skellgarth",
    "Gillfoot",
    "Riggside",
    "Thwaite",
    "Fold",
    "Garth",
    "Bank",
    "Howe",
    "Scar",
    "Moss Side",
    "Birkrigg",
    "Hollinhead",
    "Crag End",
    "Ashbeck",
    "Stonegill",
    "Fellfoot",
    "Greenrigg",
    "Whinfell",
    "Hawbank",
    "Braithwaite",
    "Cowgill",
    "Ellerbeck",
    "Sorrelsykes",
    "Lowthwaite",
]
INITIALS = list("ABCDEGHIJKMNPRSTW")

# sheep flock kinds: breeds they sell in each sale
HILL = {"Swaledale": 5, "Blackface": 4, "Herdwick": 2, "Rough Fell": 2, "Cheviot": 2}
LOWLAND_PRIME = {
    "Texel X": 10,
    "Suffolk X": 4,
    "Beltex X": 3,
    "Charollais X": 2,
    "Mule": 3,
    "Lleyn": 1,
}
TUP_BREEDS = {
    "Texel": 8,
    "BFL": 5,
    "Suffolk": 3,
    "Beltex X": 2,
    "Swaledale": 3,
    "Blackface": 2,
    "Charollais X": 1,
}
CATTLE_BEEF = {"LimX": 10, "CharX": 5, "BBX": 4, "AAX": 5, "HerX": 2, "SimX": 2, "BSX": 2, "Lim": 1}
CALF_BREEDS = {"BBX": 6, "HF": 5, "AAX": 4, "LimX": 3, "HerX": 2}

PROCESSORS = [
    "Ashdale Meats Ltd",
    "Holm Valley Lamb",
    "Kelbeck Foods",
    "Northfell Abattoir",
    "Dunsop & Wray",
    "Ravensike Meat Co.",
]
DEALERS = [
    "G. Iveson",
    "P. Tennant",
    "K. Rukin",
    "S. Ewbank",
    "M. Guy",
    "D. Scaife",
    "R. Lund",
    "T. Outhwaite",
]
HAULIERS = {
    "Own transport": 14,
    "Skellgill Haulage": 4,
    "Harbeck Transport": 3,
    "J. Yeadon & Son": 3,
    "Crossrigg Livestock": 2,
    "M. Tweddle Haulage": 2,
    "Ormgill Carriers": 2,
}
CLERKS = {
    "Ailsa Corless": 4,
    "Gwen Pickup": 3,
    "Danny Shorrock": 3,
    "Keeley Moorhouse": 2,
    "Ian Greenbank": 1,
}
VETS = ["K. Arrowsmith", "J. Oyelaran", "P. Winder"]

SALE_CODES = {
    "Prime lambs": "PL",
    "Cull ewes": "CE",
    "Prime cattle": "PC",
    "Calves": "CV",
    "Store lambs": "SL",
    "Breeding sheep": "BS",
    "Tups": "T",
    "Store cattle": "SC",
}
SHEEP_SALES = ("Prime lambs", "Cull ewes", "Store lambs", "Breeding sheep", "Tups")
COMM = {
    "Prime lambs": 3.5,
    "Cull ewes": 3.5,
    "Store lambs": 3.5,
    "Prime cattle": 3.0,
    "Calves": 3.0,
    "Store cattle": 3.0,
    "Breeding sheep": 4.0,
    "Tups": 4.0,
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _round_to(x: float, step: float) -> float:
    return round(round(x / step) * step, 2)


# ---- pens ----------------------------------------------------------------------------------

SHEDS = [
    # code, building, count, species, ring, floors, roofed share, lair share, built range
    ("A", "Top shed", 140, "Sheep", 1, {"Slatted": 7, "Concrete": 3}, 1.0, 0.4, (2009, 2009)),
    ("B", "Low shed", 120, "Sheep", 1, {"Concrete": 8, "Slatted": 2}, 1.0, 0.2, (1984, 2016)),
    ("C", "Cattle hall", 80, "Cattle", 2, {"Concrete": 6, "Rubber mat": 4}, 1.0, 0.5, (1996, 2021)),
    ("D", "Calf house", 30, "Cattle", 3, {"Straw": 1}, 1.0, 0.1, (2014, 2014)),
    ("F", "Fell shed", 36, "Sheep", 1, {"Hardcore": 5, "Concrete": 2}, 0.5, 0.0, (1979, 1990)),
    ("Q", "Isolation", 6, "Either", None, {"Concrete": 1}, 1.0, 1.0, (2018, 2018)),
]
SHED_CD = {  # deep cleansing and disinfection days of each building in the season
    "A": [date(2024, 9, 24), date(2024, 10, 29), date(2024, 12, 17)],
    "B": [date(2024, 9, 24), date(2024, 11, 12)],
    "C": [date(2024, 10, 8), date(2024, 11, 26)],
    "D": [date(2024, 9, 10), date(2024, 10, 22), date(2024, 12, 3)],
    "F": [date(2024, 9, 3)],
    "Q": [date(2024, 9, 17), date(2024, 10, 15), date(2024, 11, 19)],
}


def _pens(rng: random.Random) -> list[dict]:
    pens = []
    for code, shed, n, spp, ring, floors, roofed, lair, (y0, y1) in SHEDS:
        for i in range(1, n + 1):
            if spp == "Sheep":
                cap = rng.choice([15, 20, 20, 25, 25, 30, 30, 35, 40, 40, 50, 60, 80])
                area = round(cap * rng.uniform(0.5, 0.62), 1)
            elif code == "C":
                cap = rng.choice([4, 6, 6, 8, 8, 10, 12, 12, 16])
                area = round(cap * rng.uniform(2.2, 2.7), 1)
            elif code == "D":
                cap = rng.choice([4, 6, 6, 8, 10, 12])
                area = round(cap * rng.uniform(1.5, 1.9), 1)
            else:
                cap = rng.choice([2, 4, 6, 10])
                area = round(cap * rng.uniform(2.0, 2.4), 1)
            status = "In use"
            if code == "F":
                status = "Trials only" if i <= 12 else ("Closed" if i > 30 else "In use")
            elif code in "ABC" and rng.random() < 0.03:
                status = "Under repair"
            elif code == "B" and i > 116:
                status = "Closed"
            ring_no = ring if status != "Trials only" else None
            # build / refurbishment date: unknown for much of the older stock
            built = None
            if code == "A":
                built = (
                    date(2009, 7, 6)
                    if rng.random() < 0.85
                    else date(2024, rng.randint(1, 7), rng.randint(1, 28))
                )
            elif code == "B":
                if rng.random() < 0.55:
                    built = date(rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28))
            elif code == "C":
                built = (
                    date(1996, 3, 18)
                    if rng.random() < 0.5
                    else date(rng.randint(2012, 2021), rng.randint(1, 12), rng.randint(1, 28))
                )
            elif code == "D":
                built = date(2014, 8, 11)
            elif code == "F":
                if rng.random() < 0.3:
                    built = date(rng.randint(y0, y1), rng.randint(1, 12), rng.randint(1, 28))
            else:
                built = date(2018, 5, 21)
            cds = [
                d
                for d in SHED_CD[code]
                if not (status in ("Under repair", "Closed") and d > date(2024, 10, 1))
                and rng.random() < 0.93
            ]
            if code == "F" and status != "Trials only":
                cds = []
            feats: list[str] = []
            if spp == "Sheep":
                pool = {
                    "hay rack": 3,
                    "EID reader": 2,
                    "shedding gate": 2,
                    "footbath": 1,
                    "CCTV": 1,
                    "race": 1,
                }
            elif code == "C":
                pool = {"hay rack": 3, "crush": 2, "CCTV": 2, "loading ramp": 1, "race": 1}
            elif code == "D":
                pool = {"heat lamp": 3, "hay rack": 1, "CCTV": 1}
            else:
                pool = {"crush": 1, "CCTV": 1, "footbath": 1}
            k = rng.choices([0, 1, 2, 3], weights=[2, 5, 3, 1])[0]
            if status == "Trials only":
                k = rng.choice([0, 0, 1])
                pool = {"shedding gate": 1, "hay rack": 1}
            while len(feats) < k:
                f = _pick(rng, pool)
                if f not in feats:
                    feats.append(f)
            if code == "A" and i % 20 == 0 and "EID reader" not in feats:
                feats.append("EID reader")
            pens.append(
                {
                    "pen_no": f"{code}-{i:03d}",
                    "Shed": shed,
                    "spp": spp,
                    "capHd": cap,
                    "areaM2": area,
                    "flr": _pick(rng, floors),
                    "isRoofed": rng.random() < roofed,
                    "lair": rng.random() < lair,
                    "ringNo": ring_no,
                    "dtRefurb": built,
                    "cdDts": cds,
                    "feats": feats,
                    "orangeMkt": code == "C" and i > 70,
                    "Status": status,
                    "nDrink": 0
                    if status == "Trials only"
                    else (1 if code in "DQ" else rng.choice([1, 1, 2, 2, 3])),
                }
            )
    return pens


# ---- vendors and buyers --------------------------------------------------------------------


def _vendors(rng: random.Random) -> list[dict]:
    vendors, seen, cphs = [], set(), set()
    plan = [
        ("E", "hill", 46),
        ("E", "lowland", 50),
        ("E", "cattle", 40),
        ("E", "mixed", 22),
        ("S", "hill", 16),
        ("S", "lowland", 8),
        ("S", "mixed", 6),
        ("W", "lowland", 8),
        ("W", "hill", 4),
    ]
    for region, kind, n in plan:
        for _ in range(n):
            while True:
                sur = rng.choice({"E": SURNAMES_E, "S": SURNAMES_S, "W": SURNAMES_W}[region])
                r = rng.random()
                if r < 0.55:
                    who = f"{rng.choice(INITIALS)}. {sur}"
                elif r < 0.8:
                    a, b = rng.sample(INITIALS, 2)
                    who = f"{a}. & {b}. {sur}"
                else:
                    who = (
                        f"{sur} Bros"
                        if rng.random() < 0.5
                        else f"{rng.choice(INITIALS)}. {sur} & Son"
                    )
                farm = (
                    f"{rng.choice(FARM_A)} {rng.choice(FARM_B)}"
                    if rng.random() < 0.6
                    else rng.choice(FARM_B)
                )
                name = f"{who}, {farm}"
                if name not in seen:
                    seen.add(name)
                    break
            while True:
                county = {
                    "E": rng.choice(["08", "08", "08", "30", "36"]),
                    "S": rng.choice(["66", "69"]),
                    "W": "52",
                }[region]
                cph = f"{county}/{rng.randint(100, 699):03d}/{rng.randint(1, 9999):04d}"
                if cph not in cphs:
                    cphs.add(cph)
                    break
            vendors.append(
                {
                    "name": name,
                    "region": region,
                    "kind": kind,
                    "cph": cph,
                    "member": rng.random() < 0.85,
                    "lairs": rng.random() < 0.12,
                    "own": rng.random() < 0.6,
                }
            )
    return vendors


def _farm_buyers(rng: random.Random) -> list[str]:
    out, seen = [], set()
    while len(out) < 44:
        name = (
            f"{rng.choice(INITIALS)}. {rng.choice(SURNAMES_E + SURNAMES_S)}, {rng.choice(FARM_B)}"
        )
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


# ---- sales ---------------------------------------------------------------------------------


def _calendar() -> list[tuple[date, list[str]]]:
    days = []
    d = SEASON_FROM
    while d <= SEASON_TO:
        sales = []
        if d.weekday() == 0 and d <= date(2024, 12, 16):
            sales = ["Prime lambs", "Cull ewes", "Prime cattle", "Calves"]
        elif d.weekday() == 3 and d <= date(2024, 11, 28):
            sales = ["Store lambs"]
            if date(2024, 9, 12) <= d <= date(2024, 10, 17):
                sales.append("Breeding sheep")
        elif d.weekday() == 4 and d in (date(2024, 10, 4), date(2024, 10, 18)):
            sales = ["Tups"]
        elif d.weekday() == 5 and (d - date(2024, 9, 7)).days % 14 == 0 and d <= date(2024, 12, 14):
            sales = ["Store cattle"]
        if sales:
            days.append((d, sales))
        d += timedelta(days=1)
    return days


def _lot_stock(
    rng: random.Random, sale: str, vendor: dict, month: int
) -> tuple[str, str, int, bool]:
    """(breed, class, head, pedigree) of one lot."""
    hill = vendor["kind"] == "hill"
    if sale == "Prime lambs":
        brd = _pick(rng, HILL) if hill and rng.random() < 0.7 else _pick(rng, LOWLAND_PRIME)
        return brd, "Lambs", rng.randint(5, 40), False
    if sale == "Cull ewes":
        brd = (
            _pick(rng, HILL)
            if hill
            else _pick(rng, {"Texel X": 5, "Mule": 5, "Suffolk X": 2, "Lleyn": 1})
        )
        return brd, "Ewes", rng.randint(4, 30), False
    if sale == "Store lambs":
        brd = _pick(rng, HILL) if hill else _pick(rng, LOWLAND_PRIME)
        cls = "Ewe lambs" if rng.random() < 0.2 else "Lambs"
        return brd, cls, rng.randint(10, 60), False
    if sale == "Breeding sheep":
        if hill:
            brd = _pick(rng, HILL)
            cls = _pick(rng, {"Ewes": 3, "Gimmer lambs": 2, "Shearlings": 1})
        else:
            brd = _pick(rng, {"Mule": 6, "Texel X": 2, "Lleyn": 1, "Cheviot": 1})
            cls = _pick(rng, {"Gimmer lambs": 4, "Shearlings": 3, "Ewes": 1})
        return brd, cls, rng.randint(8, 40), rng.random() < 0.05
    if sale == "Tups":
        brd = _pick(rng, TUP_BREEDS)
        cls = "Shearling tups" if rng.random() < 0.55 else "Tups"
        n = 1 if rng.random() < 0.85 else rng.randint(2, 3)
        return (
            brd,
            cls,
            n,
            rng.random()
            < (0.75 if brd in ("Texel", "BFL", "Suffolk", "Swaledale", "Blackface") else 0.1),
        )
    if sale == "Prime cattle":
        cls = _pick(rng, {"Steers": 5, "Heifers": 4, "Bulls": 1, "Cows": 3})
        brd = (
            _pick(rng, {"HF": 5, "LimX": 3, "AAX": 2, "BSX": 1, "CharX": 1})
            if cls == "Cows"
            else _pick(rng, CATTLE_BEEF)
        )
        return brd, cls, rng.randint(1, 6) if cls != "Cows" else rng.randint(1, 3), False
    if sale == "Calves":
        brd = _pick(rng, CALF_BREEDS)
        cls = "Bull calves" if brd == "HF" or rng.random() < 0.55 else "Heifer calves"
        return brd, cls, rng.randint(1, 6), False
    # Store cattle
    cls = _pick(rng, {"Steers": 5, "Heifers": 4, "Bulls": 1})
    brd = _pick(rng, CATTLE_BEEF)
    return brd, cls, rng.randint(1, 12), brd == "Lim" and rng.random() < 0.5


def _price(
    rng: random.Random, sale: str, brd: str, cls: str, month: int
) -> tuple[float, str, float | None]:
    """(hammer, unit, average liveweight per head or None)."""
    if sale == "Prime lambs":
        kg = round(rng.uniform(36.0, 50.0) if brd not in HILL else rng.uniform(32.0, 42.0), 1)
        base = 262 - (month - 9) * 6 + (14 if brd in ("Beltex X", "Texel X") else 0)
        return _round_to(rng.uniform(base - 30, base + 32), 0.5), "p/kg", kg
    if sale == "Cull ewes":
        lo, hi = (45, 110) if brd in HILL else (85, 188)
        return _round_to(rng.uniform(lo, hi), 0.5), "£/hd", None
    if sale == "Store lambs":
        lo, hi = (58, 96) if brd in HILL else (72, 118)
        return _round_to(rng.uniform(lo, hi), 0.5), "£/hd", None
    if sale == "Breeding sheep":
        band = {("Mule", "Gimmer lambs"): (130, 215), ("Mule", "Shearlings"): (165, 268)}.get(
            (brd, cls)
        )
        if band is None:
            band = (70, 165) if brd in HILL else (115, 205)
        return float(rng.randint(*band)), "£/hd", None
    if sale == "Tups":
        top = {
            "Texel": 4800,
            "BFL": 3200,
            "Swaledale": 2600,
            "Suffolk": 1500,
            "Beltex X": 1400,
            "Blackface": 1800,
            "Charollais X": 1100,
        }[brd]
        g = 380 + (top - 380) * rng.random() ** 2.2
        return float(int(_round_to(g, 10))), "gns/hd", None
    if sale == "Prime cattle":
        if cls == "Cows":
            kg = round(rng.uniform(560, 820), 1)
            return _round_to(rng.uniform(150, 255), 0.5), "p/kg", kg
        kg = round(rng.uniform(520, 720), 1) if cls != "Bulls" else round(rng.uniform(600, 780), 1)
        lo, hi = (265, 322) if cls != "Bulls" else (240, 292)
        return _round_to(rng.uniform(lo, hi), 0.5), "p/kg", kg
    if sale == "Calves":
        lo, hi = {
            "BBX": (220, 460),
            "HF": (15, 110),
            "AAX": (180, 380),
            "LimX": (250, 480),
            "HerX": (180, 340),
        }[brd]
        return float(rng.randint(lo, hi)), "£/hd", None
    kg = round(rng.uniform(280, 520), 1)
    return float(_round_to(kg * rng.uniform(2.4, 3.2), 5)), "£/hd", kg


def _note(
    rng: random.Random, c: dict, vendor: dict, lots: list[dict], pen: str, vet: str, held_why: str
) -> str:
    first = lots[0]
    sheep = first["SaleTyp"] in SHEEP_SALES
    what = (
        f"{first['brd']} {first['cls'].lower()}"
        if len(lots) == 1
        else ("sheep" if sheep else "cattle")
    )
    hh, mm = rng.randint(5, 10), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    if c["dtArr"] < first["dtSale"]:
        hh, mm = rng.randint(16, 20), rng.choice([0, 10, 15, 20, 30, 40, 45, 50])
    parts = [
        rng.choice(
            [
                f"{c['DocTyp']} doc for {c['hdDecl']} {what} off {c['fromCPH']}, unloaded {hh:02d}:{mm:02d}.",
                f"{c['hdDecl']} {what} in from {c['fromCPH']} at {hh:02d}:{mm:02d}, {c['DocTyp']} doc checked at the desk.",
                f"Load from {vendor['name'].split(',')[0]} ({c['fromCPH']}) in at {hh:02d}:{mm:02d}, {c['hdDecl']} head on the {c['DocTyp']} doc.",
            ]
        )
    ]
    if c["hdCnt"] < c["hdDecl"]:
        parts.append(
            f"Counted {c['hdCnt']} off the wagon against {c['hdDecl']} on the doc, vendor rang and confirmed one left at home, doc amended."
        )
    elif c["hdCnt"] > c["hdDecl"]:
        parts.append(
            f"One more than the doc, {c['hdCnt']} counted, vendor amended the movement before sale."
        )
    else:
        parts.append(
            rng.choice(
                ["Count agrees with the doc.", f"Counted {c['hdCnt']}, agrees.", "Numbers correct."]
            )
        )
    if sheep:
        if c["pctEid"] == 100.0:
            parts.append(
                rng.choice(
                    [
                        "All tags read through the race.",
                        "EID read complete on the reader.",
                        "Every tag read first time.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        f"Reader only got {c['pctEid']}%, rest read with the wand.",
                        f"EID read {c['pctEid']}%, missing tags replaced with replacement tags before sale.",
                    ]
                )
            )
    else:
        parts.append(
            rng.choice(
                [
                    "Passports checked against ear tags.",
                    "Passports all present and matched to tags.",
                    "Passports and tags checked, all fine.",
                ]
            )
        )
        if c["tbDt"] is not None:
            age = (c["dtArr"] - c["tbDt"]).days
            if age > 60:
                parts.append(
                    f"Pre-movement TB test dated {c['tbDt'].isoformat()}, {age} days old, out of date, referred to APHA."
                )
            else:
                parts.append(f"Pre-movement TB test {c['tbDt'].isoformat()} seen, in date.")
    if not c["ssOk"]:
        parts.append(
            "Stock moved onto the holding within 6 days, standstill breach, lots to go for slaughter only."
        )
    if c["nHeld"]:
        parts.append(
            f"Duty vet {vet} saw {c['nHeld']} {held_why}, held back in {pen} and not sold."
        )
    elif not c["isFit"]:
        parts.append(f"Duty vet {vet} looked at one lame, passed fit to sell after a rest.")
    if c["dtArr"] < first["dtSale"]:
        parts.append(f"Lairaged overnight in {first['penRef']}.")
    if "dirty" in c["issues"]:
        parts.append("Dirty on arrival, clipped out in the pen.")
    if "doc error" in c["issues"]:
        parts.append("Wrong destination CPH on the doc, corrected by the office.")
    if "late arrival" in c["issues"]:
        parts.append("Arrived after the ring started, sold at the end.")
    parts.append(
        rng.choice(
            [
                "Wagon washed out at the bay.",
                "Trailer washed at the bay before leaving.",
                "Vehicle C&D done at the wash bay.",
            ]
        )
        if c["washed"]
        else rng.choice(
            [
                "Left without washing out, driver reminded.",
                "No wash, trailer taken home to clean.",
                "",
            ]
        )
    )
    text = " ".join(p for p in parts if p)
    words = text.split()
    while len(words) > 50:
        parts = parts[:-1]
        text = " ".join(p for p in parts if p)
        words = text.split()
    while len(words) < 10:
        text += " " + rng.choice(["Penned straight away.", "Nothing else to note."])
        words = text.split()
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(28024)
    pens = _pens(rng)
    vendors = _vendors(rng)
    farm_buyers = _farm_buyers(rng)
    by_pen = {p["pen_no"]: p for p in pens}
    sale_pens = {
        "sheep": [p for p in pens if p["pen_no"][0] in "AB" and p["Status"] == "In use"],
        "fell": [p for p in pens if p["pen_no"][0] == "F" and p["Status"] == "In use"],
        "cattle": [
            p
            for p in pens
            if p["pen_no"][0] == "C" and p["Status"] == "In use" and not p["orangeMkt"]
        ],
        "calves": [p for p in pens if p["pen_no"][0] == "D" and p["Status"] == "In use"],
    }
    iso = [p["pen_no"] for p in pens if p["pen_no"][0] == "Q"]
    sheep_v = [v for v in vendors if v["kind"] in ("hill", "lowland", "mixed")]
    cattle_v = [v for v in vendors if v["kind"] in ("cattle", "mixed")]
    lots: list[dict] = []
    checks: list[dict] = []
    doc_n = 0
    for d, sales in _calendar():
        yymmdd = d.strftime("%y%m%d")
        numbers = {"ring1": 0, "ring2": 300, "ring3": 500}
        autumn = d.month <= 10
        for sale in sales:
            n_lots = {
                "Prime lambs": rng.randint(30, 44) if autumn else rng.randint(20, 34),
                "Cull ewes": rng.randint(10, 20),
                "Prime cattle": rng.randint(12, 22),
                "Calves": rng.randint(8, 16),
                "Store lambs": rng.randint(22, 32) if autumn else rng.randint(14, 24),
                "Breeding sheep": rng.randint(30, 45),
                "Tups": rng.randint(55, 70),
                "Store cattle": rng.randint(38, 55),
            }[sale]
            ring = (
                "ring2"
                if sale in ("Prime cattle", "Store cattle")
                else ("ring3" if sale == "Calves" else "ring1")
            )
            made = 0
            pool_v = sheep_v if sale in SHEEP_SALES else cattle_v
            if sale == "Tups":
                pool_v = [v for v in sheep_v if v["kind"] in ("hill", "lowland")]
            while made < n_lots:
                vendor = rng.choice(pool_v)
                k = min(n_lots - made, rng.choices([1, 2, 3, 4], weights=[55, 25, 13, 7])[0])
                lairage = (
                    vendor["lairs"]
                    and sale in ("Store cattle", "Breeding sheep", "Tups", "Store lambs")
                    and rng.random() < 0.7
                )
                cons: list[dict] = []
                for _ in range(k):
                    numbers[ring] += 1
                    brd, cls, n_hd, ped = _lot_stock(rng, sale, vendor, d.month)
                    if (
                        sale in ("Store lambs", "Breeding sheep")
                        and n_hd > 40
                        and sale_pens["fell"]
                        and rng.random() < 0.4
                    ):
                        cand = [p for p in sale_pens["fell"] if p["capHd"] >= n_hd]
                    else:
                        key = {
                            "Prime cattle": "cattle",
                            "Store cattle": "cattle",
                            "Calves": "calves",
                        }.get(sale, "sheep")
                        cand = [p for p in sale_pens[key] if p["capHd"] >= n_hd]
                    if lairage:
                        cand = [p for p in cand if p["lair"]] or cand
                    pen = rng.choice(cand)
                    hammer, unit, kg = _price(rng, sale, brd, cls, d.month)
                    r = rng.random()
                    rslt = "Sold" if r < 0.942 else ("Passed" if r < 0.978 else "Withdrawn")
                    if sale == "Tups" and rslt == "Sold" and rng.random() < 0.04:
                        rslt = "Passed"
                    sold = rslt == "Sold"
                    if not sold:
                        hammer_v = None
                        if rslt == "Withdrawn":
                            kg = None
                    else:
                        hammer_v = hammer
                    if sold:
                        if sale in ("Prime lambs", "Cull ewes", "Prime cattle"):
                            buyer = (
                                rng.choice(PROCESSORS)
                                if rng.random() < 0.75
                                else rng.choice(DEALERS)
                            )
                        elif sale == "Calves":
                            buyer = (
                                rng.choice(DEALERS)
                                if rng.random() < 0.4
                                else rng.choice(farm_buyers)
                            )
                        else:
                            buyer = (
                                rng.choice(farm_buyers)
                                if rng.random() < 0.8
                                else rng.choice(DEALERS)
                            )
                        if unit == "p/kg":
                            gross = round(hammer / 100 * kg * n_hd, 2)
                        elif unit == "gns/hd":
                            gross = round(hammer * 1.05 * n_hd, 2)
                        else:
                            gross = round(hammer * n_hd, 2)
                        luck = None
                        share = (
                            0.05 if sale in ("Prime lambs", "Cull ewes", "Prime cattle") else 0.35
                        )
                        if rng.random() < share:
                            if sale in ("Store cattle", "Calves", "Prime cattle"):
                                luck = float(n_hd * rng.choice([2, 5, 5, 10]))
                            elif sale == "Tups":
                                luck = float(rng.choice([10, 20, 20, 50]))
                            else:
                                luck = float(rng.choice([5, 10, 10, 20, 25, 50]))
                    else:
                        buyer, gross, luck = None, None, None
                    catalogued = rng.random() < (
                        0.78
                        if sale in ("Prime lambs", "Cull ewes", "Prime cattle", "Calves")
                        else 0.95
                    )
                    lot = {
                        "lot_id": f"{yymmdd}-{numbers[ring]:03d}",
                        "dtSale": d,
                        "SaleTyp": sale,
                        "penRef": pen["pen_no"],
                        "vendor": vendor["name"],
                        "purch": buyer,
                        "brd": brd,
                        "cls": cls,
                        "nHd": n_hd,
                        "avgKg": kg,
                        "hammer": hammer_v,
                        "prUnit": unit,
                        "grossGbp": gross,
                        "commPct": COMM[sale] + (0.0 if vendor["member"] else 0.5),
                        "luck": luck,
                        "rslt": rslt,
                        "catalogued": catalogued,
                        "isPed": ped,
                    }
                    cons.append(lot)
                    lots.append(lot)
                    made += 1
                # the consignment's movement document, checked on arrival
                doc_n += 1
                sheep = sale in SHEEP_SALES
                total = sum(x["nHd"] for x in cons)
                n_held = 0
                held_why = ""
                if rng.random() < (0.035 if sheep else 0.02):
                    n_held = rng.randint(1, 3) if sheep else 1
                    held_why = rng.choice(["lame", "lame", "with no tag", "unfit to sell"])
                    if held_why != "lame" and not sheep:
                        held_why = "lame"
                counted = total + n_held
                r = rng.random()
                declared = (
                    counted + 1
                    if r < 0.025
                    else (counted - 1 if r < 0.035 and counted > 1 else counted)
                )
                pct = None
                if sheep:
                    pct = 100.0 if rng.random() < 0.78 else round(rng.uniform(88.0, 99.6), 1)
                    if counted <= 3 and pct < 100.0:
                        pct = 100.0
                    if n_held and held_why == "with no tag":
                        pct = min(pct, round(100.0 * (counted - n_held) / counted, 1))
                tb = None
                if not sheep and vendor["cph"].startswith("30/"):
                    tb = d - timedelta(
                        days=rng.randint(9, 57) if rng.random() < 0.94 else rng.randint(62, 75)
                    )
                arr = d - timedelta(days=1) if lairage else d
                ss_ok = rng.random() > 0.018
                fit = (
                    not (n_held and held_why in ("lame", "unfit to sell")) and rng.random() > 0.012
                )
                issues: list[str] = []
                if declared > counted:
                    issues.append("count short")
                elif declared < counted:
                    issues.append("count over")
                if (n_held and held_why == "lame") or (not fit and not n_held):
                    issues.append("lame")
                if n_held and held_why == "with no tag":
                    issues.append("tag missing")
                if n_held and held_why == "unfit to sell":
                    issues.append("unfit")
                if pct is not None and pct < 95.0 and "tag missing" not in issues:
                    issues.append("tag missing")
                if not ss_ok:
                    issues.append("SS breach")
                if tb is not None and (arr - tb).days > 60:
                    issues.append("TB test expired")
                for extra, p in (("dirty", 0.02), ("doc error", 0.015), ("late arrival", 0.02)):
                    if len(issues) < 3 and rng.random() < p:
                        issues.append(extra)
                chk = {
                    "doc_no": f"MV24-{doc_n:04d}",
                    "lotRef": cons[0]["lot_id"],
                    "dtArr": arr,
                    "DocTyp": (
                        "BCMS"
                        if not sheep
                        else {"E": "ARAMS", "S": "ScotEID", "W": "EIDCymru"}[vendor["region"]]
                    ),
                    "fromCPH": vendor["cph"],
                    "hdDecl": declared,
                    "hdCnt": counted,
                    "pctEid": pct,
                    "ssOk": ss_ok,
                    "tbDt": tb,
                    "haulier": "Own transport"
                    if vendor["own"] and rng.random() < 0.85
                    else _pick(rng, HAULIERS),
                    "isFit": fit,
                    "washed": rng.random() < 0.72,
                    "issues": issues,
                    "nHeld": n_held,
                    "chkBy": _pick(rng, CLERKS),
                    "Notes": "",
                }
                chk["Notes"] = _note(
                    rng, chk, vendor, cons, rng.choice(iso), rng.choice(VETS), held_why
                )
                checks.append(chk)
    return {"PenReg": pens, "SaleRes": lots, "AMLChk": checks}


def build(out: Path) -> Path:
    """Write `livestock-mart/schema.json` and its three objects files under out."""
    formats = {"PenReg": "jsonl", "SaleRes": "csv", "AMLChk": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
