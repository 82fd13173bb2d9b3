"""Write `dental-lab`: an invented dental laboratory's export, named tersely.

Penlow Dental Laboratory, an invented crown & bridge, denture and appliance lab (every practice,
dentist, technician, town, scanner and implant brand, patient detail and note is made up;
restoration types, materials, FDI tooth numbers, shades and remake reasons are the trade's
ordinary ones), exported its lab management system the way an engineer exports it: abbreviated
property names in mixed habits (snake_case `acct_id`, `scan_sys`, `case_no`, `rmk_id`,
`lost_min`; camelCase `leadDr`, `nSurg`, `nhsPct`, `isDigi`, `dtOpened`, `osBal`, `onStop`,
`delivRun`, `collDays`, `discPct`, `rxDr`, `dtRecd`, `dtDue`, `dtDesp`, `isNHS`, `feeGbp`,
`benchMin`, `tryInDts`, `rxNotes`, `caseRef`, `dtLogged`, `isRemake`, `costGbp`, `newDue`,
`reQc`, `qcBy`, `retNo`, `rmkNote`; PascalCase `Town`, `RestType`, `Shade`, `Status`, `RsnCd`;
glued lowercase `prac`, `acct`, `matl`, `units`, `teeth`, `impr`, `rush`, `tech`, `fault`,
`chgd`; prefixes `dt`, `n`, `is`, `pct`), abbreviated class names (`PracAccts`, `RxTkts`,
`RmkLog`), terse descriptions in the trade's shorthand ("Acct #", "Surg. #", "NHS mix, %",
"IOS?", "O/S bal, £", "Resto", "Mat.", "Teeth (FDI)", "Impr. (dig/PVS/alg/PE)", "Fee ex VAT, £",
"Rush (+25%)", "Bench, min", "Rsn (FIT/SHD/OCC/CON/MRG/FRC/IMP/OTH)", "Re-QC (marg/cont/occl/
shade)"), four properties with no description (`Town`, `Shade`, `fault`, `qcBy`) and one
collection (`PracAccts`) with no class description.

- `PracAccts` (JSON Lines, no class description): the referring dental practices' accounts.
- `RxTkts` (Parquet): every case (work ticket / lab prescription) received from Monday
  2025-01-06 to Friday 2025-06-27; `acct` refers to `PracAccts.acct_id`; `rxNotes` is the
  dentist's written instructions (prose).
- `RmkLog` (CSV): every case that came back (remake or adjustment) logged to the export day;
  `caseRef` refers to `RxTkts.case_no`; `rmkNote` is the technician's note (prose).

The output is deterministic (one seeded `random.Random`; no set or hash order is used).

Usage: python build_terse_env_v18.py OUT   (writes OUT/dental-lab/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "dental-lab"
PROSE = "prose"  # free text; exported as Weaviate `text` with `word` tokenization
START, EXPORT_DAY = date(2025, 1, 6), date(2025, 6, 27)
BANK_HOLIDAYS = {
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
        "PracAccts",
        None,
        [
            ("acct_id", "text", "Acct #"),
            ("prac", "text", "Practice"),
            ("Town", "text", None),
            ("leadDr", "text", "Principal dent."),
            ("nSurg", "int", "Surg. #"),
            ("nhsPct", "int", "NHS mix, %"),
            ("isDigi", "boolean", "IOS?"),
            ("scan_sys", "text", "IOS make"),
            ("dtOpened", "date", "Acct opened"),
            ("osBal", "number", "O/S bal, £"),
            ("onStop", "boolean", "On stop?"),
            ("delivRun", "text", "Deliv. run"),
            ("collDays", "text[]", "Coll. days"),
            ("discPct", "number", "Disc., %"),
        ],
    ),
    (
        "RxTkts",
        "Lab Rx / work tkts",
        [
            ("case_no", "text", "Case #"),
            ("acct", "text", "Acct"),
            ("rxDr", "text", "Presc. dent."),
            ("dtRecd", "date", "Rec'd"),
            ("dtDue", "date", "Due (fit appt)"),
            ("dtDesp", "date", "Desp. (blank=WIP)"),
            ("RestType", "text", "Resto"),
            ("matl", "text", "Mat."),
            ("units", "int", "Units # (arches for dentures)"),
            ("teeth", "int[]", "Teeth (FDI)"),
            ("Shade", "text", None),
            ("impr", "text", "Impr. (dig/PVS/alg/PE)"),
            ("isNHS", "boolean", "NHS?"),
            ("rush", "boolean", "Rush (+25%)"),
            ("feeGbp", "number", "Fee ex VAT, £"),
            ("tech", "text", "Tech"),
            ("benchMin", "int", "Bench, min"),
            ("tryInDts", "date[]", "Try-in dts"),
            ("Status", "text", "Stat."),
            ("rxNotes", PROSE, "Rx instr."),
        ],
    ),
    (
        "RmkLog",
        "Remakes/adj. log",
        [
            ("rmk_id", "text", "Rmk #"),
            ("caseRef", "text", "Case #"),
            ("dtLogged", "date", "Logged"),
            ("retNo", "int", "Ret. # (per case)"),
            ("RsnCd", "text", "Rsn (FIT/SHD/OCC/CON/MRG/FRC/IMP/OTH)"),
            ("fault", "text", None),
            ("isRemake", "boolean", "Remake? (n=adj.)"),
            ("chgd", "boolean", "Chgd to prac.?"),
            ("costGbp", "number", "Int. cost, £"),
            ("lost_min", "int", "Tech time lost, min"),
            ("newDue", "date", "New due"),
            ("reQc", "boolean[]", "Re-QC (marg/cont/occl/shade)"),
            ("qcBy", "text", None),
            ("rmkNote", PROSE, "Tech notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# town: (weight, delivery run; None: courier or post)
TOWNS = {
    "Ashmere": (9, "Run 3 (local)"),
    "Kestwick": (5, "Run 3 (local)"),
    "Calderby": (5, "Run 1 (N)"),
    "Marlbeck": (4, "Run 1 (N)"),
    "Hollowmere": (3, "Run 1 (N)"),
    "Nethercott": (4, "Run 2 (S)"),
    "Tolbury": (4, "Run 2 (S)"),
    "Fenwick St Mary": (2, "Run 2 (S)"),
    "Ottersby": (3, None),
    "Wrexley Bay": (2, None),
}
RUN_DAYS = {
    "Run 1 (N)": ["Mon", "Wed", "Fri"],
    "Run 2 (S)": ["Tue", "Thu"],
    "Run 3 (local)": ["Mon", "Tue", "Wed", "Thu", "Fri"],
}
SCANNERS = {"Lumiscan 4": 5, "OraTrace": 4, "Denscan Pro": 3, "Vistra i3": 2}
STREETS = [
    "Abbey Road",
    "Castle Street",
    "Mill Lane",
    "Chapel Row",
    "Market Place",
    "Station Road",
    "Queens Parade",
    "Bridge Street",
    "Priory Walk",
    "West End",
    "Kings Road",
    "Church Lane",
    "Victoria Terrace",
    "Sheep Street",
    "Tannery Lane",
    "North Parade",
]
HOUSES = [
    "Parkview",
    "Riverside",
    "Oakfield",
    "Bridge House",
    "Elm Tree",
    "Cedar House",
    "Willow",
    "Orchard",
    "Meadowbank",
    "Greenacre",
    "Hillcrest",
    "Beacon",
    "Harbourside",
    "Lime Tree",
    "Brookside",
    "Rosehill",
    "Ivy House",
    "Court Lodge",
    "Southgate",
    "Fairfield",
]
SURNAMES = [
    "Adeyemi",
    "Ashworth",
    "Bansal",
    "Barraclough",
    "Bellamy",
    "Bhatt",
    "Blundell",
    "Brady",
    "Calloway",
    "Carrick",
    "Chaudhry",
    "Clegg",
    "Cowan",
    "Dalby",
    "Darcy",
    "Desai",
    "Dobbs",
    "Doherty",
    "Eastham",
    "Ellery",
    "Farrant",
    "Fenner",
    "Gadd",
    "Galloway",
    "Ghosh",
    "Gorton",
    "Greaves",
    "Haddow",
    "Halliwell",
    "Hartigan",
    "Hendry",
    "Holroyd",
    "Hosseini",
    "Ibbotson",
    "Iqbal",
    "Jagger",
    "Jethwa",
    "Kavanagh",
    "Kerslake",
    "Khalil",
    "Kirkby",
    "Lacey",
    "Latham",
    "Lovell",
    "Lunn",
    "Maguire",
    "Malik",
    "Marchetti",
    "Mayhew",
    "McArdle",
    "Mistry",
    "Molloy",
    "Nadeem",
    "Nair",
    "Newbold",
    "Nkemelu",
    "O'Dowd",
    "Ogunleye",
    "Oldroyd",
    "Padgett",
    "Pardoe",
    "Patel",
    "Pemberton",
    "Quayle",
    "Rahim",
    "Rathbone",
    "Reddy",
    "Roscoe",
    "Rowe",
    "Sadiq",
    "Saxby",
    "Scully",
    "Sethi",
    "Shackleton",
    "Sheard",
    "Singh",
    "Slater",
    "Sowerby",
    "Stott",
    "Suleman",
    "Tait",
    "Tennant",
    "Thackray",
    "Trivedi",
    "Truscott",
    "Varma",
    "Villiers",
    "Wadsworth",
    "Walsh",
    "Warburton",
    "Whiteley",
    "Wickham",
    "Yardley",
    "Yusuf",
    "Zaman",
    "Abbott",
    "Bastow",
    "Colley",
    "Dunmore",
    "Elwell",
    "Fothergill",
    "Grewal",
    "Hurst",
    "Inglis",
    "Jowett",
    "Kenyon",
    "Lister",
    "Mahmood",
    "Nuttall",
    "Orme",
    "Priestley",
]
INITIALS = "AABCDEFGHHIJJKLMMNOPRSSTVWYZ"

# restoration type: weights by practice kind (nhs, mixed, private, cosmetic)
REST_WEIGHTS = {
    "Crown": (34, 38, 36, 26),
    "Bridge": (8, 8, 7, 6),
    "Veneer": (0.5, 3, 6, 16),
    "Inlay/onlay": (2, 4, 5, 6),
    "Implant crown": (0.5, 4, 9, 18),
    "Full denture": (15, 9, 5, 2),
    "Partial denture": (22, 14, 9, 4),
    "Nightguard": (9, 10, 11, 10),
    "Retainer": (2, 6, 9, 12),
}
KINDS = ["nhs", "mixed", "private", "cosmetic"]
# material weights per type: private / NHS
MATL = {
    "Crown": (
        {"Zr": 46, "LDS": 26, "PFM": 18, "Gold": 4, "PMMA": 6},
        {"PFM": 68, "Zr": 27, "Gold": 5},
    ),
    "Bridge": ({"Zr": 58, "PFM": 32, "PMMA": 10}, {"PFM": 80, "Zr": 20}),
    "Veneer": ({"LDS": 68, "Feld.": 24, "Composite": 8}, {"Composite": 1}),
    "Inlay/onlay": ({"LDS": 50, "Gold": 28, "Composite": 22}, {"Gold": 55, "Composite": 45}),
    "Implant crown": ({"Zr": 80, "PFM": 20}, {"Zr": 1}),
    "Full denture": ({"Acrylic": 1}, {"Acrylic": 1}),
    "Partial denture": ({"Acrylic": 55, "CoCr": 45}, {"Acrylic": 72, "CoCr": 28}),
    "Nightguard": ({"Acrylic": 52, "EVA": 48}, {"Acrylic": 70, "EVA": 30}),
    "Retainer": ({"PETG": 1}, {"PETG": 1}),
}
# fee per unit (private list, NHS list), £ ex VAT
FEES = {
    ("Crown", "Zr"): (96.0, 68.0),
    ("Crown", "LDS"): (108.0, 0.0),
    ("Crown", "PFM"): (88.0, 58.0),
    ("Crown", "Gold"): (165.0, 118.0),
    ("Crown", "PMMA"): (36.0, 0.0),
    ("Bridge", "Zr"): (92.0, 66.0),
    ("Bridge", "PFM"): (86.0, 56.0),
    ("Bridge", "PMMA"): (34.0, 0.0),
    ("Veneer", "LDS"): (124.0, 0.0),
    ("Veneer", "Feld."): (148.0, 0.0),
    ("Veneer", "Composite"): (62.0, 48.0),
    ("Inlay/onlay", "LDS"): (98.0, 0.0),
    ("Inlay/onlay", "Gold"): (145.0, 104.0),
    ("Inlay/onlay", "Composite"): (64.0, 46.0),
    ("Implant crown", "Zr"): (228.0, 0.0),
    ("Implant crown", "PFM"): (198.0, 0.0),
    ("Full denture", "Acrylic"): (178.0, 122.0),
    ("Partial denture", "Acrylic"): (112.0, 84.0),
    ("Partial denture", "CoCr"): (268.0, 192.0),
    ("Nightguard", "Acrylic"): (78.0, 56.0),
    ("Nightguard", "EVA"): (46.0, 34.0),
    ("Retainer", "PETG"): (38.0, 0.0),
}
# bench minutes per unit (arch)
BENCH = {
    "Zr": (40, 65),
    "LDS": (55, 90),
    "PFM": (85, 130),
    "Gold": (75, 110),
    "PMMA": (20, 35),
    "Feld.": (120, 180),
    "Composite": (45, 70),
    "Acrylic": (200, 380),
    "CoCr": (260, 420),
    "EVA": (25, 45),
    "PETG": (15, 30),
}
# working days from receipt to due: (standard, rush)
TURN = {
    "Crown": ((6, 9), (3, 4)),
    "Bridge": ((8, 11), (4, 6)),
    "Veneer": ((9, 12), (5, 7)),
    "Inlay/onlay": ((6, 8), (3, 4)),
    "Implant crown": ((9, 13), (5, 7)),
    "Full denture": ((16, 28), (9, 12)),
    "Partial denture": ((12, 24), (7, 10)),
    "Nightguard": ((4, 6), (2, 3)),
    "Retainer": ((3, 5), (1, 2)),
}
TECHS = {
    "cad": {"J. Okorie": 5, "P. Lindqvist": 4, "M. Dasgupta": 4, "T. Amadi": 2},
    "ceramic": {"C. Renshaw": 3, "E. Moretti": 3},
    "metal": {"H. Whitlow": 3, "S. Byatt": 2},
    "denture": {"G. Pickering": 4, "R. Lomax": 3, "F. Hale": 2},
    "appliance": {"N. Kaur": 3, "F. Hale": 1},
}
TECH_REMAKE = {
    "J. Okorie": 0.8,
    "P. Lindqvist": 1.0,
    "M. Dasgupta": 1.1,
    "T. Amadi": 1.4,
    "C. Renshaw": 0.7,
    "E. Moretti": 0.9,
    "H. Whitlow": 1.0,
    "S. Byatt": 1.2,
    "G. Pickering": 0.9,
    "R. Lomax": 1.0,
    "F. Hale": 1.2,
    "N. Kaur": 1.5,
}
SHADES = {"A2": 30, "A3": 24, "A1": 11, "A3.5": 10, "B1": 8, "B2": 5, "C2": 4, "D2": 2, "BL2": 3}
QC_STAFF = {"V. Castell": 10, "D. Ferris": 7, "C. Renshaw": 3}
IMPLANTS = ["Vantis", "Ossiva", "Keltra"]

MOLARS_PM = [16, 36, 46, 26, 15, 25, 35, 45, 14, 24, 17, 27, 37, 47, 34, 44]
MOLARS_PM_W = [12, 14, 14, 12, 9, 9, 8, 8, 7, 7, 4, 4, 5, 5, 4, 4]
ANTERIORS_U = [13, 12, 11, 21, 22, 23]
ARCH_ORDER = {
    "U": [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
    "L": [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
}


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _add_wd(d: date, n: int) -> date:
    step = 1 if n >= 0 else -1
    for _ in range(abs(n)):
        d += timedelta(days=step)
        while d.weekday() >= 5 or d in BANK_HOLIDAYS:
            d += timedelta(days=step)
    return d


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _dr(rng: random.Random) -> str:
    return f"Dr {rng.choice(INITIALS)}. {rng.choice(SURNAMES)}"


def _ddmm(d: date) -> str:
    return f"{d.day:02d}/{d.month:02d}"


def _teeth_str(teeth: list[int]) -> str:
    if len(teeth) == 1:
        return str(teeth[0])
    return ", ".join(str(t) for t in teeth[:-1]) + " and " + str(teeth[-1])


# ---- practices -----------------------------------------------------------------------------


def _practices(rng: random.Random) -> list[dict]:
    names_used: list[str] = []
    out = []
    dupes = [
        ("Parkview Dental", "Ashmere"),
        ("Parkview Dental", "Tolbury"),
        ("Bridge House Dental", "Calderby"),
        ("Bridge House Dental", "Ottersby"),
    ]
    n_total = 164
    ids = sorted(rng.sample(range(1003, 1990), n_total))
    plan = []
    for name, town in dupes:
        plan.append((name, town))
    while len(plan) < n_total:
        town = _pick(rng, {t: v[0] for t, v in TOWNS.items()})
        pat = rng.choices(range(8), weights=[5, 4, 5, 7, 3, 2, 2, 2])[0]
        if pat == 0:
            name = f"{town} Dental Practice"
        elif pat == 1:
            name = f"{town} Dental Care"
        elif pat == 2:
            name = f"{rng.choice(STREETS)} Dental Surgery"
        elif pat == 3:
            name = f"{rng.choice(HOUSES)} Dental" + rng.choice(
                ["", "", " Care", " Studio", " Centre"]
            )
        elif pat == 4:
            a, b = rng.sample(SURNAMES, 2)
            name = f"{a} & {b} Dental"
        elif pat == 5:
            name = f"Smile Studio {town}"
        elif pat == 6:
            name = f"{town} Family Dentistry"
        else:
            name = (
                f"{town} Implant Clinic"
                if rng.random() < 0.5
                else f"The {rng.choice(STREETS)} Practice"
            )
        if name in names_used or any(name == p[0] for p in plan):
            continue
        names_used.append(name)
        plan.append((name, town))
    rng.shuffle(plan)
    for acct, (name, town) in zip(ids, plan):
        if "Implant" in name or "Smile Studio" in name:
            kind = "cosmetic"
        else:
            kind = rng.choices(KINDS, weights=[34, 38, 22, 6])[0]
        n_surg = max(1, min(9, round(rng.gauss(3.4 if kind != "cosmetic" else 2.4, 1.6))))
        nhs = {
            "nhs": rng.randint(72, 98),
            "mixed": rng.randint(20, 65),
            "private": rng.choice([0, 0, 0, 5, 10]),
            "cosmetic": 0,
        }[kind]
        digi_p = {"nhs": 0.32, "mixed": 0.5, "private": 0.72, "cosmetic": 0.95}[kind]
        is_digi = rng.random() < digi_p
        opened = date(2004, 3, 1) + timedelta(
            days=rng.randint(0, (date(2025, 5, 30) - date(2004, 3, 1)).days)
        )
        if rng.random() < 0.05:
            opened = date(2025, 1, 2) + timedelta(days=rng.randint(0, 140))
        run = TOWNS[town][1]
        if run is None:
            run = "Courier" if rng.random() < 0.6 else "Post"
        elif rng.random() < 0.06:
            run = "Post"
        if run in RUN_DAYS:
            days = RUN_DAYS[run]
            if run == "Run 3 (local)" and rng.random() < 0.45:
                days = rng.choice([["Mon", "Wed", "Fri"], ["Tue", "Thu"], ["Mon", "Thu"]])
            elif run == "Run 1 (N)" and rng.random() < 0.2:
                days = ["Mon", "Fri"]
            coll = list(days)
        else:
            coll = []
        out.append(
            {
                "acct_id": f"PR{acct}",
                "prac": name,
                "Town": town,
                "leadDr": _dr(rng),
                "nSurg": n_surg,
                "nhsPct": nhs,
                "isDigi": is_digi,
                "scan_sys": _pick(rng, SCANNERS) if is_digi else None,
                "dtOpened": opened,
                "osBal": 0.0,
                "onStop": False,
                "delivRun": run,
                "collDays": coll,
                "discPct": 0.0,
                "_kind": kind,
                "_dormant": rng.random() < 0.1 and opened.year < 2025,
                "_stop_from": None,
            }
        )
    # account terms: on stop, discount, dentists
    for p in out:
        if not p["_dormant"] and p["dtOpened"].year < 2025 and rng.random() < 0.05:
            p["onStop"] = True
            p["_stop_from"] = date(2025, 1, 6) + timedelta(days=rng.randint(40, 160))
        size = p["nSurg"] * (1.3 if p["_kind"] == "nhs" else 1.0)
        if size >= 5 and rng.random() < 0.7:
            p["discPct"] = rng.choice([5.0, 7.5, 10.0])
        elif size >= 3 and rng.random() < 0.25:
            p["discPct"] = 2.5
        n_dr = max(1, p["nSurg"] - rng.randint(0, 1))
        p["_drs"] = [p["leadDr"]] + [_dr(rng) for _ in range(n_dr - 1)]
    return out


# ---- cases ---------------------------------------------------------------------------------


def _teeth(rng: random.Random, rest: str, units: int) -> list[int]:
    if rest in ("Crown", "Inlay/onlay", "Implant crown"):
        chosen: list[int] = []
        while len(chosen) < units:
            if rest == "Crown" and rng.random() < 0.18:
                t = rng.choice(ANTERIORS_U + [33, 43, 32, 42])
            else:
                t = rng.choices(MOLARS_PM, weights=MOLARS_PM_W)[0]
            if t not in chosen:
                chosen.append(t)
        return sorted(chosen)
    if rest == "Bridge":
        arch = ARCH_ORDER["U" if rng.random() < 0.55 else "L"]
        i = rng.randint(0, len(arch) - units)
        return sorted(arch[i : i + units])
    if rest == "Veneer":
        mid = ANTERIORS_U if units <= 6 else [14, 13, 12, 11, 21, 22, 23, 24]
        if units >= len(mid):
            return sorted(mid)
        i = rng.randint(0, len(mid) - units)
        if units in (2, 4, 6) and rng.random() < 0.7:
            i = (len(mid) - units) // 2
        return sorted(mid[i : i + units])
    if rest == "Partial denture":
        arch = ARCH_ORDER["U" if rng.random() < 0.5 else "L"]
        k = rng.randint(1, 8)
        return sorted(rng.sample([t for t in arch if t % 10 != 8], k))
    return []


def _units(rng: random.Random, rest: str) -> int:
    if rest == "Crown":
        return rng.choices([1, 2, 3, 4], weights=[82, 12, 4, 2])[0]
    if rest == "Bridge":
        return rng.choices([3, 4, 5, 6], weights=[64, 20, 10, 6])[0]
    if rest == "Veneer":
        return rng.choices([1, 2, 4, 6, 8], weights=[18, 26, 22, 26, 8])[0]
    if rest == "Inlay/onlay":
        return rng.choices([1, 2], weights=[85, 15])[0]
    if rest == "Implant crown":
        return rng.choices([1, 2], weights=[88, 12])[0]
    if rest == "Full denture":
        return rng.choices([1, 2], weights=[55, 45])[0]
    if rest == "Nightguard":
        return 1
    if rest == "Retainer":
        return rng.choices([1, 2], weights=[40, 60])[0]
    return 1


def _tech_group(rest: str, matl: str) -> str:
    if rest in ("Full denture", "Partial denture"):
        return "denture"
    if rest in ("Nightguard", "Retainer"):
        return "appliance"
    if matl in ("PFM", "Gold"):
        return "metal"
    if matl == "Feld." or rest == "Veneer":
        return "ceramic"
    return "cad"


MATL_WORDS = {
    "Zr": ["Monolithic Zr", "Zirconia", "Full contour zirc", "Zr"],
    "LDS": ["LDS", "Lithium disilicate", "Pressed LDS"],
    "PFM": ["PFM", "Bonded", "PFM"],
    "Gold": ["Full gold", "Gold", "Type III gold"],
    "PMMA": ["PMMA temp", "Provisional PMMA", "Milled temp"],
    "Feld.": ["Feldspathic", "Layered feldspathic"],
    "Composite": ["Composite", "Indirect composite"],
}
FIXED_EXTRA = [
    "Please match incisal translucency to {adj}.",
    "Pt is a bruxist, keep the occlusion light.",
    "Heavy bite, monolithic if possible.",
    "Margin is subgingival distally, please check on the die.",
    "Shade photo with the tab sent by email this morning.",
    "Tight on space occlusally, reduce the opposing if needed and mark it.",
    "Metal collar lingual only please.",
    "Stump shade ND{nd}.",
    "Contacts firm please, food trap on the old one.",
    "Pt would like it a touch warmer than the tab.",
    "Slight characterisation, pt has mamelons on the adjacent teeth.",
    "Prep is short on {t}, add a groove if you think it needs one.",
    "Old crown came off twice, please give good retention.",
    "Chamfer prep all round, about 1 mm.",
    "Match the existing crown on {adj} as closely as possible.",
    "Scan includes a bite scan and the opposing arch.",
    "Please send back with the models.",
    "No metal showing buccally.",
]
BRIDGE_EXTRA = [
    "Ovate pontic please, tissue has been conditioned with the temporary.",
    "Modified ridge lap pontic, pt needs to clean under it.",
    "Please check the path of insertion, abutments are not quite parallel.",
    "Connectors as thick as you can get them.",
    "Framework try-in first please.",
]
VENEER_EXTRA = [
    "Wax-up approved by pt, please follow it closely.",
    "Pt wants them brighter than the natural teeth.",
    "Keep the incisal edges slightly translucent, natural look.",
    "Minimal prep, enamel only.",
    "Please add slight texture, not too glossy.",
    "Mock-up photos attached.",
]
IMPLANT_EXTRA = [
    "Screw-retained on {brand} {dia} mm platform, ti-base supplied.",
    "Cement-retained on a custom abutment please.",
    "{brand} analogue and scan body in the box.",
    "Screw access through the occlusal if possible.",
    "Soft tissue is thin, keep the emergence narrow.",
]
DENTURE_EXTRA = [
    "Please set up to the old denture's OVD.",
    "Bite blocks enclosed, record taken at {mm} mm.",
    "Pt wants a more natural set-up, small diastema between 11 and 21.",
    "Post dam please, pt gags easily.",
    "Copy of the existing denture, it cracked at the midline.",
    "Add clasps on {t1} and {t2}.",
    "Cast CoCr framework, rests on {t1} and {t2}.",
    "Pt is a first-time denture wearer, keep it thin.",
    "Special tray first please.",
    "Immediate denture, teeth to be extracted at the fit.",
    "Lower is very resorbed, keep the flanges long.",
]
APPLIANCE_EXTRA = {
    "Nightguard": [
        "Full coverage upper splint, canine guidance.",
        "Lower guard, pt grinds at night.",
        "Soft {mm} mm guard please.",
        "Michigan-style splint, flat plane.",
        "Pt has TMJ pain, keep it thin.",
    ],
    "Retainer": [
        "Post ortho retainer, 1 mm thick.",
        "Upper and lower, bonded retainer still in place.",
        "Replacement for a lost retainer, same design.",
        "Trim to the gingival margin please.",
    ],
}
LOGISTICS = [
    "Fit appt {due}.",
    "Fit booked for {due}.",
    "Pt booked in on {due}, please don't be late with it.",
    "Please call if any queries.",
    "Any problems ring the surgery.",
    "Pt nervous, needs to be right first time.",
    "Thanks.",
    "Many thanks.",
    "",
    "",
    "",
]


def _rx_note(rng: random.Random, c: dict, brand: str) -> str:
    rest, matl, teeth, units = c["RestType"], c["matl"], c["teeth"], c["units"]
    shade = c["Shade"]
    parts = []
    if rest in ("Crown", "Inlay/onlay", "Implant crown", "Bridge", "Veneer"):
        mw = rng.choice(MATL_WORDS[matl])
        noun = {
            "Crown": "crown",
            "Inlay/onlay": rng.choice(["onlay", "inlay"]),
            "Implant crown": "implant crown",
            "Bridge": "bridge",
            "Veneer": "veneer",
        }[rest]
        if rest == "Bridge":
            s = f"{units}-unit {mw} bridge {teeth[0]} to {teeth[-1]}"
        elif units > 1:
            mwl = mw if mw.split()[0].isupper() else mw[0].lower() + mw[1:]
            s = f"{units} {mwl} {noun}s on {_teeth_str(teeth)}"
        else:
            s = f"{mw} {noun} on {teeth[0]}"
        if shade:
            s += rng.choice([f", shade {shade}", f", {shade}", f" in {shade}"])
        parts.append(s + ".")
        pool = [
            x
            for x in FIXED_EXTRA
            if ("etal" not in x or matl == "PFM") and ("Scan" not in x or c["impr"] == "Digital")
        ]
        if rest == "Bridge":
            pool += BRIDGE_EXTRA * 2
        if rest == "Veneer":
            pool = VENEER_EXTRA * 2 + pool[:2]
        if rest == "Implant crown":
            pool = IMPLANT_EXTRA * 2 + pool[:6]
        for x in rng.sample(pool, rng.choice([1, 1, 2])):
            adj = teeth[0] + 1 if teeth[0] % 10 < 7 else teeth[0] - 1
            parts.append(
                x.format(
                    adj=adj,
                    nd=rng.randint(1, 5),
                    t=teeth[0],
                    brand=brand,
                    dia=rng.choice(["3.5", "4.0", "4.3", "5.0"]),
                )
            )
    elif rest in ("Full denture", "Partial denture"):
        if rest == "Full denture":
            arches = (
                "full upper and lower"
                if units == 2
                else rng.choice(["full upper", "full lower", "F/-", "-/F"])
            )
            parts.append(
                f"{arches[0].upper() + arches[1:]} acrylic denture"
                + (f", teeth {shade}." if shade else ".")
            )
        else:
            kind = "CoCr" if matl == "CoCr" else "acrylic"
            parts.append(
                f"{kind[0].upper() + kind[1:]} partial denture replacing {_teeth_str(teeth)}"
                + (f", shade {shade}." if shade else ".")
            )
        avail = [t for t in ARCH_ORDER["U" if (teeth and teeth[0] < 30) else "L"] if t not in teeth]
        t1, t2 = rng.sample(avail, 2) if len(avail) >= 2 else (13, 23)
        pool = DENTURE_EXTRA if matl == "CoCr" else [x for x in DENTURE_EXTRA if "CoCr" not in x]
        if rest == "Full denture":
            pool = [x for x in pool if "{t1}" not in x]
            if arches in ("full upper", "F/-"):
                pool = [x for x in pool if "Lower" not in x]
            if arches in ("full lower", "-/F"):
                pool = [x for x in pool if "Post dam" not in x]
        elif teeth and teeth[0] < 30:
            pool = [x for x in pool if "Lower" not in x]
        else:
            pool = [x for x in pool if "Post dam" not in x and "Lower" not in x]
        for x in rng.sample(pool, rng.choice([1, 2, 2])):
            parts.append(x.format(mm=rng.randint(38, 46), t1=t1, t2=t2))
    else:
        parts.append(rng.choice(APPLIANCE_EXTRA[rest]).format(mm=rng.choice([2, 3, 4])))
        if rest == "Nightguard" and matl == "Acrylic":
            parts.append(
                rng.choice(["Hard acrylic.", "Hard acrylic please.", "Heat-cured hard acrylic."])
            )
        elif rest == "Nightguard":
            parts.append(rng.choice(["Soft EVA.", "Soft vacuum-formed."]))
    if c["rush"]:
        parts.append(
            rng.choice(
                [
                    f"RUSH please, pt flies out on {_ddmm(c['dtDue'])}.",
                    "Urgent, pt is in pain with the temp.",
                    f"Needed back by {_ddmm(c['dtDue'])}, rush charge agreed.",
                    "Rush job please.",
                ]
            )
        )
    lg = rng.choice(LOGISTICS)
    parts.append(
        lg.format(
            due=rng.choice([_ddmm(c["dtDue"]), c["dtDue"].strftime("%a %d %b").replace(" 0", " ")])
        )
    )
    if c["isNHS"] and rng.random() < 0.3:
        parts.append("NHS band 3.")
    text = " ".join(p for p in parts if p)
    if rng.random() < 0.03:
        text = rng.choice(
            [
                "As per scan, thanks.",
                "As discussed on the phone.",
                "See previous case, same again please.",
            ]
        )
    return text


def _cases(rng: random.Random, pracs: list[dict]) -> list[dict]:
    days = _working_days(START, EXPORT_DAY)
    cases = []
    for d in days:
        n = rng.randint(17, 27) + (4 if d.weekday() == 0 else 0)
        weights = []
        for p in pracs:
            w = p["nSurg"] * {"nhs": 1.2, "mixed": 1.0, "private": 0.9, "cosmetic": 1.1}[p["_kind"]]
            if p["_dormant"] or p["dtOpened"] > d:
                w = 0.0
            elif p["_stop_from"] and d >= p["_stop_from"]:
                w *= 0.08
            weights.append(w)
        for _ in range(n):
            p = rng.choices(pracs, weights=weights)[0]
            k = KINDS.index(p["_kind"])
            rest = rng.choices(list(REST_WEIGHTS), weights=[v[k] for v in REST_WEIGHTS.values()])[0]
            nhs_ok = rest not in ("Veneer", "Implant crown", "Retainer") and MATL[rest][1]
            is_nhs = bool(nhs_ok) and rng.random() < p["nhsPct"] / 100 * (
                0.6 if rest == "Nightguard" else 1.0
            )
            matl = _pick(rng, MATL[rest][1] if is_nhs else MATL[rest][0])
            if is_nhs and FEES[(rest, matl)][1] == 0.0:
                is_nhs = False
            units = _units(rng, rest)
            teeth = _teeth(rng, rest, units)
            if rest == "Partial denture":
                units = 1
            rush = rng.random() < (0.03 if is_nhs else 0.085)
            if rest in ("Full denture", "Partial denture") and rng.random() < 0.5:
                rush = False
            if rest in ("Nightguard", "Retainer") or matl == "Gold" and rng.random() < 0.9:  # noqa: SIM114
                shade = None
            elif rest == "Partial denture" and matl == "CoCr" and rng.random() < 0.1:
                shade = None
            else:
                shade = _pick(rng, SHADES)
                if shade == "BL2" and rest not in ("Veneer", "Crown"):
                    shade = "A1"
            if (
                p["isDigi"]
                and rest not in ("Full denture",)
                and rng.random() < (0.86 if rest != "Partial denture" else 0.4)
            ):
                impr = "Digital"
            elif rest in ("Full denture", "Partial denture", "Nightguard", "Retainer"):
                impr = (
                    "Alginate" if rng.random() < 0.45 else ("PVS" if rng.random() < 0.8 else "PE")
                )
            else:
                impr = "PVS" if rng.random() < 0.82 else "PE"
            (lo, hi), (rlo, rhi) = TURN[rest]
            due = _add_wd(d, rng.randint(rlo, rhi) if rush else rng.randint(lo, hi))
            private_fee, nhs_fee = FEES[(rest, matl)]
            fee = (nhs_fee if is_nhs else private_fee) * units
            if rest == "Implant crown":
                fee += 45.0 * units  # components
            if rest == "Partial denture":
                fee += 6.0 * len(teeth)  # per tooth
            if rush:
                fee *= 1.25
            fee *= 1 - p["discPct"] / 100
            group = _tech_group(rest, matl)
            tech = _pick(rng, TECHS[group])
            blo, bhi = (50, 110) if (rest, matl) == ("Nightguard", "Acrylic") else BENCH[matl]
            bench = sum(rng.randint(blo, bhi) for _ in range(units))
            if rest == "Partial denture":
                bench += 8 * len(teeth)
            # try-ins
            tries = []
            n_try = 0
            if rest == "Full denture":
                n_try = rng.choices([1, 2, 3], weights=[62, 30, 8])[0]
            elif rest == "Partial denture":
                n_try = 2 if matl == "CoCr" else rng.choices([0, 1, 2], weights=[20, 65, 15])[0]
            elif rest == "Bridge" and units >= 4:
                n_try = rng.choices([0, 1], weights=[55, 45])[0]
            elif rest == "Veneer" and units >= 4:
                n_try = rng.choices([0, 1], weights=[70, 30])[0]
            span = max(2, (due - d).days)
            if n_try:
                cur = d
                step_wd = max(2, int(len(_working_days(d, due)) / (n_try + 1)))
                for _ in range(n_try):
                    cur = _add_wd(cur, step_wd + rng.randint(-1, 1))
                    if cur >= due:
                        break
                    tries.append(cur)
                bench += 20 * len(tries)
            # dispatch
            r = rng.random()
            if r < 0.72:
                desp = _add_wd(due, -1)
            elif r < 0.9:
                desp = due
            elif r < 0.93:
                desp = _add_wd(due, -2)
            else:
                desp = _add_wd(due, rng.randint(1, 3))  # late
                if rng.random() < 0.5 and tries:
                    desp = _add_wd(desp, rng.randint(2, 6))  # an extra try-in round slipped
            if desp <= d:
                desp = _add_wd(d, 1)
            status = "Despatched"
            cancelled = rng.random() < 0.011
            held = (
                p["_stop_from"] is not None and d >= p["_stop_from"] and rng.random() < 0.6
            ) or (d >= date(2025, 5, 12) and rng.random() < 0.012)
            if cancelled:
                status = "Cancelled"
                desp = None
                tries = [t for t in tries if t <= _add_wd(d, 4)][:1]
                bench = None
                if rng.random() < 0.6:
                    tech = None
            elif held:
                status = "On hold"
                desp = None
                tries = [t for t in tries if t <= EXPORT_DAY][:1]
                bench = None
                if rng.random() < 0.5:
                    tech = None
            elif desp > EXPORT_DAY:
                desp = None
                bench = None
                tries = [t for t in tries if t <= EXPORT_DAY]
                status = "At try-in" if tries and (EXPORT_DAY - tries[-1]).days <= 6 else "WIP"
                if (EXPORT_DAY - d).days <= 1 and rng.random() < 0.5:
                    tech = None
            elif rng.random() < 0.025:
                bench = None  # not booked on the timesheet
            c = {
                "case_no": None,
                "acct": p["acct_id"],
                "rxDr": rng.choice(p["_drs"][:1] * 2 + p["_drs"]) if rng.random() > 0.015 else None,
                "dtRecd": d,
                "dtDue": due,
                "dtDesp": desp,
                "RestType": rest,
                "matl": matl,
                "units": units,
                "teeth": teeth,
                "Shade": shade,
                "impr": impr,
                "isNHS": is_nhs,
                "rush": rush,
                "feeGbp": round(fee, 2),
                "tech": tech,
                "benchMin": bench,
                "tryInDts": tries,
                "Status": status,
                "rxNotes": "",
                "_prac": p,
                "_span": span,
            }
            c["rxNotes"] = _rx_note(rng, c, rng.choice(IMPLANTS))
            cases.append(c)
    cases.sort(key=lambda x: (x["dtRecd"], x["acct"]))
    for i, c in enumerate(cases):
        c["case_no"] = str(418207 + i)
    return cases


# ---- remakes -------------------------------------------------------------------------------

RSN_FIXED = {"FIT": 24, "CON": 20, "OCC": 14, "SHD": 16, "MRG": 9, "FRC": 6, "IMP": 9, "OTH": 2}
RSN_REMOV = {"FIT": 40, "OCC": 24, "FRC": 16, "SHD": 4, "IMP": 8, "OTH": 8}
FAULT = {
    "FIT": {"Lab": 50, "Clinic": 28, "Shared": 10, "Undetermined": 12},
    "CON": {"Lab": 70, "Clinic": 12, "Shared": 10, "Undetermined": 8},
    "OCC": {"Lab": 45, "Clinic": 30, "Shared": 15, "Undetermined": 10},
    "SHD": {"Lab": 40, "Clinic": 25, "Shared": 30, "Undetermined": 5},
    "MRG": {"Lab": 45, "Clinic": 45, "Shared": 5, "Undetermined": 5},
    "FRC": {"Lab": 40, "Clinic": 15, "Shared": 5, "Undetermined": 40},
    "IMP": {"Clinic": 1},
    "OTH": {"Clinic": 50, "Lab": 30, "Undetermined": 20},
}
REMAKE_P = {
    "FIT": 0.7,
    "CON": 0.15,
    "OCC": 0.2,
    "SHD": 0.55,
    "MRG": 0.85,
    "FRC": 0.6,
    "IMP": 0.95,
    "OTH": 0.5,
}
NOTE_FIXED = {
    "FIT": [
        "{w} on {t} would not seat fully, dentist reports it rocking.",
        "{w} on {t} tight on the die, did not go home in the mouth.",
        "Dentist says the {wl} on {t} binds, could not get it to seat.",
    ],
    "CON": [
        "Open contact mesial of {t}, food trapping.",
        "Contact too tight distal of {t}, floss would not pass.",
        "Light contact on {t}, pt complaining of food packing.",
    ],
    "OCC": [
        "{w} on {t} high in ICP, dentist had to adjust a lot.",
        "Heavy on {t} in lateral excursion.",
        "Occlusion high on {t}, pt could not bite together.",
    ],
    "SHD": [
        "Shade too light against the neighbours of {t}, pt unhappy.",
        "Value too high on {t}, looks grey in the mouth.",
        "{w} on {t} too yellow, does not match the tab photo.",
    ],
    "MRG": [
        "Open margin buccal on {t}, visible on the x-ray.",
        "Margin short distally on {t}.",
        "Catch at the lingual margin of {t}.",
    ],
    "FRC": [
        "Porcelain chipped off the incisal edge of {t} after two weeks.",
        "{w} on {t} cracked on seating.",
        "Connector fractured on the bridge at {t}.",
    ],
    "IMP": [
        "{Took} missed the distal margin of {t}, asked the practice for a new one.",
        "{Took} unclear at the margin of {t}, new one received.",
        "Bite registration was wrong, model mounted off.",
    ],
    "OTH": [
        "Pt changed their mind about the shape of {t}, wants longer edges.",
        "Wrong pt name on the box, re-labelled and sent back.",
        "Dentist asked for a different material on {t}.",
    ],
}
NOTE_REMOV = {
    "FIT": [
        "Denture rocking on the palate, sore spots under the flange.",
        "Pt says the lower lifts when talking.",
        "Sore spot on the lingual flange, pt cannot wear it all day.",
    ],
    "OCC": [
        "Bite is off on the denture, pt chewing on one side.",
        "OVD too high, pt feels propped open.",
    ],
    "FRC": ["Denture fractured at the midline after pt dropped it.", "Tooth came off the denture."],
    "SHD": [
        "Pt wants lighter teeth on the denture.",
        "Teeth look too uniform, pt wants them characterised.",
    ],
    "IMP": [
        "Alginate impression distorted, new impression taken.",
        "Model broken in transit, new impression requested.",
    ],
    "OTH": ["Pt wants a thinner palate.", "Dentist asked to add a tooth after an extraction."],
}
NOTE_PARTIAL = {
    "FIT": [
        "Partial will not go over the clasp teeth, too tight.",
        "Clasp on {t} loose, partial drops.",
    ],
    "FRC": ["Clasp snapped on the partial.", "Partial cracked next to the {t} saddle."],
}
NOTE_APPL = {
    "FIT": [
        "Guard too tight on the incisors, pt could not seat it.",
        "Retainer loose at the back, falls out at night.",
    ],
    "OCC": [
        "Guard high on the left side, uneven contacts.",
        "Splint too thick, pt cannot close on it.",
    ],
    "FRC": ["Guard split at the back after a month.", "Retainer cracked across the palate."],
    "SHD": ["Guard came back cloudy, pt wants it clear."],
    "IMP": ["Alginate impression distorted, new impression taken."],
    "OTH": [
        "Pt lost the retainer, remade from the old model.",
        "Pt wants it trimmed shorter at the back.",
    ],
}


OUTCOME_ADJ = {
    "FIT": [
        "Internal relieved and sent back.",
        "Eased the fit surface, back next day.",
        "Spacer checked, relieved inside.",
    ],
    "CON": [
        "Added ceramic to the contact and reglazed.",
        "Contact reduced and repolished.",
        "Contact built up and refired, back next day.",
    ],
    "OCC": [
        "Reduced and returned the same day.",
        "Adjusted on the articulator, returned.",
        "Occlusion reduced and reglazed.",
    ],
    "SHD": ["Restained and glazed, sent back.", "Surface stain added to match the tab photo."],
    "MRG": ["Margin added with ceramic and refired.", "Margin re-marked and built up."],
    "FRC": ["Chip repaired with add-on ceramic.", "Repaired and reglazed."],
    "IMP": ["Remounted on the new bite and adjusted."],
    "OTH": ["Sorted and sent back next day.", "Changed as asked, no remake needed."],
}
OUTCOME_ADJ_REMOV = {
    "FIT": [
        "Eased and repolished.",
        "Relieved the sore spots and repolished.",
        "Clasps adjusted, back next day.",
    ],
    "OCC": ["Occlusion adjusted on the articulator.", "Ground in and repolished."],
    "FRC": ["Repaired and polished, back next day.", "Tooth rebonded and polished."],
    "SHD": ["Teeth characterised with stain."],
    "IMP": ["Remounted on a new bite and adjusted."],
    "OTH": ["Sorted and sent back next day.", "Palate thinned and repolished."],
}
OUTCOME_RMK = [
    "Remade on a new die.",
    "Full remake, new due date agreed.",
    "Remade and checked on a new model.",
    "Remade, margin re-marked first.",
]
OUTCOME_RMK_CAD = ["Redesigned and milled again.", "Remade from the same scan."]
OUTCOME_RMK_NEW = [
    "Remade from the new scan.",
    "Remade from the new impression.",
    "Remade once the new impression came in.",
]
OUTCOME_RMK_SHD = [
    "Re-layered in a lower value and refired.",
    "Remade in the next shade down.",
    "Remade after a shade-taking visit at the lab.",
]
OUTCOME_RMK_REMOV = [
    "Remade from a new impression.",
    "Teeth reset and reprocessed.",
    "Remade on the same model.",
    "Full remake, new due date agreed.",
]
OUTCOME_APPL_ADJ = [
    "Trimmed and repolished, back next day.",
    "Adjusted on the model and polished.",
    "Eased at the incisors and sent back.",
]
OUTCOME_APPL_RMK = [
    "New one made on the same model.",
    "Remade from a new impression.",
    "Remade, 1 mm thinner.",
]
CHARGE_NOTE = [
    "Charged to the practice as agreed.",
    "Practice accepted the charge.",
    "Invoiced at the remake rate.",
]
NO_CHARGE_NOTE = [
    "Told the practice, no charge this time.",
    "Dentist agreed it was the prep, no charge as a goodwill.",
    "Not charged, first return for this practice.",
]


def _remakes(rng: random.Random, cases: list[dict]) -> list[dict]:
    rows = []
    for c in cases:
        if c["Status"] in ("Cancelled", "On hold"):
            continue
        base = c["dtDesp"] or (c["tryInDts"][-1] if c["tryInDts"] else None)
        if base is None:
            continue
        p = 0.088 * TECH_REMAKE.get(c["tech"] or "", 1.0)
        if c["rush"]:
            p *= 1.6
        if c["matl"] in ("PFM", "LDS", "Feld."):
            p *= 1.2
        if c["impr"] in ("Alginate",):
            p *= 1.3
        if c["RestType"] in ("Retainer", "Nightguard"):
            p *= 0.5
        if c["dtDesp"] is None:
            p *= 0.4
        n_ret = 0
        last = base
        while rng.random() < p and n_ret < 3:
            logged = _add_wd(last, rng.randint(2, 14))
            if logged > EXPORT_DAY:
                break
            n_ret += 1
            removable = c["RestType"] in (
                "Full denture",
                "Partial denture",
                "Nightguard",
                "Retainer",
            )
            rsn = _pick(rng, RSN_REMOV if removable else RSN_FIXED)
            if rsn == "SHD" and c["Shade"] is None:
                rsn = "FIT"
            fault = _pick(rng, FAULT[rsn])
            remake = rng.random() < REMAKE_P[rsn]
            chgd = (
                fault == "Clinic" and rng.random() < 0.8 or fault == "Shared" and rng.random() < 0.3
            )
            unit_fee = c["feeGbp"] / max(1, c["units"])
            if remake:
                cost = round(
                    unit_fee
                    * rng.uniform(0.35, 0.6)
                    * (c["units"] if rsn in ("IMP", "OCC") else 1),
                    2,
                )
                lost = (c["benchMin"] or 60) // max(1, c["units"]) + rng.randint(10, 40)
                new_due = _add_wd(logged, rng.randint(4, 9))
            else:
                cost = round(rng.uniform(8.0, 32.0), 2)
                lost = rng.randint(10, 45)
                new_due = _add_wd(logged, rng.randint(1, 2)) if rng.random() > 0.15 else None
            back = (new_due or logged) <= EXPORT_DAY
            checks = [True, True, True, True]
            if back and rng.random() < 0.07:
                checks[rng.choice([0, 1, 1, 2, 3])] = False
            teeth = c["teeth"]
            t = rng.choice(teeth) if teeth else None
            w = {
                "Crown": "Crown",
                "Bridge": "Bridge",
                "Veneer": "Veneer",
                "Inlay/onlay": "Onlay",
                "Implant crown": "Implant crown",
            }.get(c["RestType"], "")
            qc_by = _pick(rng, QC_STAFF)
            if c["RestType"] in ("Nightguard", "Retainer"):
                note = rng.choice(NOTE_APPL[rsn])
            elif c["RestType"] == "Partial denture" and rsn in NOTE_PARTIAL and rng.random() < 0.6:
                note = rng.choice(NOTE_PARTIAL[rsn]).format(t=t)
            elif removable or t is None:
                note = rng.choice(NOTE_REMOV[rsn])
            else:
                note = rng.choice(NOTE_FIXED[rsn]).format(
                    w=w, wl=w.lower(), t=t, Took="Scan" if c["impr"] == "Digital" else "Impression"
                )
            if remake and rsn == "IMP":
                pool = [
                    x for x in OUTCOME_RMK_NEW if ("scan" in x) == (c["impr"] == "Digital")
                ] or OUTCOME_RMK_NEW
            elif c["RestType"] in ("Nightguard", "Retainer"):
                pool = OUTCOME_APPL_RMK if remake else OUTCOME_APPL_ADJ
            elif remake and rsn == "SHD" and not removable:
                pool = OUTCOME_RMK_SHD
            elif remake and removable:
                pool = OUTCOME_RMK_REMOV
            elif remake:
                pool = OUTCOME_RMK + (
                    OUTCOME_RMK_CAD
                    if c["impr"] == "Digital" and c["matl"] in ("Zr", "LDS", "PMMA")
                    else []
                )
            elif removable:
                pool = OUTCOME_ADJ_REMOV[rsn]
            else:
                pool = OUTCOME_ADJ[rsn]
            if rsn == "CON" and not removable:
                pool = [x for x in pool if ("reduced" in x) == ("tight" in note.lower())] or pool
            note += " " + rng.choice(pool)
            if fault in ("Clinic", "Shared") and rng.random() < 0.6:
                note += " " + rng.choice(CHARGE_NOTE if chgd else NO_CHARGE_NOTE)
            if rng.random() < 0.35:
                note += f" Seen by {qc_by}."
            rows.append(
                {
                    "rmk_id": None,
                    "caseRef": c["case_no"],
                    "dtLogged": logged,
                    "retNo": n_ret,
                    "RsnCd": rsn,
                    "fault": fault,
                    "isRemake": remake,
                    "chgd": chgd,
                    "costGbp": cost,
                    "lost_min": lost,
                    "newDue": new_due,
                    "reQc": checks if back else [],
                    "qcBy": qc_by,
                    "rmkNote": note,
                }
            )
            last = new_due or logged
            p *= 0.7
    rows.sort(key=lambda x: (x["dtLogged"], x["caseRef"], x["retNo"]))
    for i, r in enumerate(rows, start=1):
        r["rmk_id"] = f"RM25-{i:04d}"
    return rows


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(18421)
    pracs = _practices(rng)
    cases = _cases(rng, pracs)
    rmks = _remakes(rng, cases)
    # balances: recent unpaid work; accounts on stop are over 90 days
    by_acct: dict[str, float] = {}
    for c in cases:
        if c["dtDesp"] and c["dtDesp"] >= date(2025, 5, 1):
            by_acct[c["acct"]] = by_acct.get(c["acct"], 0.0) + c["feeGbp"] * 1.2
    for p in pracs:
        bal = by_acct.get(p["acct_id"], 0.0) * rng.uniform(0.25, 0.75)
        if p["onStop"]:
            bal += rng.uniform(1800.0, 6400.0)
        if p["_dormant"] and rng.random() < 0.2:
            bal = rng.uniform(20.0, 400.0)
        p["osBal"] = round(bal, 2)
    pracs.sort(key=lambda x: x["acct_id"])
    for p in pracs:
        for k in [k for k in p if k.startswith("_")]:
            del p[k]
    for c in cases:
        for k in [k for k in c if k.startswith("_")]:
            del c[k]
    return {"PracAccts": pracs, "RxTkts": cases, "RmkLog": rmks}


def build(out: Path) -> Path:
    """Write `dental-lab/schema.json` and its three objects files under out."""
    formats = {"PracAccts": "jsonl", "RxTkts": "parquet", "RmkLog": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_float=".2f")


if __name__ == "__main__":
    _export.main(__doc__, build)
