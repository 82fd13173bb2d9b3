"""Write `rail-depot`: an invented regional train operator's depot export, named tersely.

Westmarch Railways, an invented regional train operator, maintains its fleet of diesel and
electric multiple units at Hollinbrook TMD (traction maintenance depot). Every place, unit number,
vehicle number, person, lessor and note is made up; the trade's terms (units and vehicles, B / C /
D exams, wheel lathe, Cat A / B / C defects, F&S, RCM, TRUST delay minutes, NFF, MTIN, ROSCO,
PRM-TSI, SDO) are the ordinary ones. The depot's maintenance system was exported the way an
engineer exports it: abbreviated property names in mixed habits (snake_case `unit_no`, `odo_mi`,
`exam_id`, `shed_rd`, `def_no`; camelCase `vehNos`, `yrBlt`, `stblPt`, `dtIntro`, `pctAvail`,
`isPRM`, `dtIn`, `dtOut`, `durHrs`, `odoMi`, `numDefs`, `whlDia`, `brkTst`, `unitNo`, `dtRptd`,
`examRef`, `rptdBy`, `delayMin`, `dtClr`, `dtsDefer`, `manHrs`, `ptsGbp`, `isRecur`, `wrkNotes`;
PascalCase `Cls`, `Lessor`, `Status`, `ExTyp`, `FoundAt`, `Sys`, `Sev`, `Actn`; glued lowercase
`traction`, `sdo`, `shift`, `supvr`, `unit`, `veh`, `cancl`, `fitter`, `parts`, `overrun`; an
acronym `MTIN`; prefixes `dt`, `n`, `num`, `is`, `pct`, `yr`), abbreviated class names
(`RSUnits`, `ExamHist`, `DefWO`), terse descriptions in the trade's shorthand, five properties
with no description (`traction`, `sdo`, `shift`, `supvr`, `fitter`) and one collection (`DefWO`)
with no class description.

- `RSUnits` (JSON Lines): the fleet register, one row per unit (80 units of four classes).
- `ExamHist` (CSV): the exams of 2025-01-01 to 2025-06-30: B, C and D exams and wheel lathe
  visits, each naming its unit (`unit` -> `RSUnits.unit_no`).
- `DefWO` (Parquet, no class description): the defect work orders of the same half year, each
  naming its unit (`unitNo` -> `RSUnits.unit_no`) and, when found at an exam, the exam
  (`examRef` -> `ExamHist.exam_id`); `wrkNotes`, the fitter's notes, is the one prose property.

The output is deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v48.py OUT   (writes OUT/rail-depot/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "rail-depot"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 1, 1), date(2025, 6, 30)
DAYS = (END - START).days + 1  # 181

# ---- schema: (name, description or None, [(property, Weaviate data type, description or None)]) ----

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "RSUnits",
        "Fleet reg. - HB TMD",
        [
            ("unit_no", "text", "Unit #"),
            ("Cls", "text", "TOPS cl."),
            ("traction", "text", None),
            ("nCars", "int", "Cars/unit"),
            ("vehNos", "text[]", "Veh nos (cab A>B)"),
            ("yrBlt", "int", "Blt"),
            ("Lessor", "text", "ROSCO"),
            ("stblPt", "text", "Stbl. pt (o/n)"),
            ("dtIntro", "date", "Into svc (WR)"),
            ("odo_mi", "int", "Odo, mi @ 30/06/25"),
            ("pctAvail", "number", "Avail. %, H1"),
            ("MTIN", "int", "MTIN, mi (H1)"),
            ("isPRM", "boolean", "PRM-TSI?"),
            ("sdo", "boolean", None),
            ("Status", "text", "Stat. @ 30/06"),
        ],
    ),
    (
        "ExamHist",
        "Exam hist. H1 25",
        [
            ("exam_id", "text", "Exam #"),
            ("unit", "text", "Unit"),
            ("ExTyp", "text", "Typ (B=14d/C=56d/D=hvy/WL=lathe)"),
            ("dtIn", "date", "On shed"),
            ("dtOut", "date", "Rel. (blank=on shed)"),
            ("durHrs", "number", "Dur., hrs"),
            ("shift", "text", None),
            ("supvr", "text", None),
            ("shed_rd", "int", "Rd #"),
            ("odoMi", "int", "Odo @ exam, mi"),
            ("numDefs", "int", "Defs raised #"),
            ("whlDia", "int[]", "Min whl dia/veh, mm (as left)"),
            ("brkTst", "text", "Brk test"),
            ("overrun", "boolean", "O/run vs plan?"),
        ],
    ),
    (
        "DefWO",
        None,
        [
            ("def_no", "text", "Def. card #"),
            ("unitNo", "text", "Unit"),
            ("veh", "text", "Veh # (blank=unit lvl)"),
            ("dtRptd", "date", "Rptd"),
            ("FoundAt", "text", "Src (crew/exam/F&S/RCM)"),
            ("examRef", "text", "Exam # (if exam)"),
            ("rptdBy", "text", "Rptd by (crew)"),
            ("Sys", "text", "Sys."),
            ("Sev", "text", "Cat (A=stop/B=72h/C=nxt exam)"),
            ("delayMin", "int", "Dly, min (TRUST)"),
            ("cancl", "boolean", "Canx/pt canx?"),
            ("Actn", "text", "Rectif."),
            ("dtClr", "date", "Clr'd (blank=open)"),
            ("dtsDefer", "date[]", "Defer. dts"),
            ("fitter", "text", None),
            ("manHrs", "number", "Lab. hrs"),
            ("parts", "text[]", "Parts issd"),
            ("ptsGbp", "number", "Parts, £ ex VAT"),
            ("isRecur", "boolean", "Rpt (unit+sys <7d)?"),
            ("wrkNotes", PROSE, "Ftr notes"),
        ],
    ),
]

# ---- the fleet ------------------------------------------------------------------------------

# class: (units, first number, [(vehicle type, first vehicle number)], built, traction, miles/day,
#         odometer range at export, traincrew defect rate per day, remote condition monitoring)
FLEET = {
    "148": (
        10,
        148001,
        [("DMSL", 55801), ("DMS", 55851)],
        (1986, 1987),
        "DMU",
        290,
        (2_550_000, 3_050_000),
        0.11,
        False,
    ),
    "163": (
        26,
        163001,
        [("DMSL", 52301), ("DMS", 57301)],
        (1998, 1999),
        "DMU",
        370,
        (1_850_000, 2_350_000),
        0.08,
        False,
    ),
    "167": (
        20,
        167101,
        [("DMCL", 50701), ("MS", 58701), ("DMSL", 52701)],
        (2004, 2005),
        "DMU",
        410,
        (1_250_000, 1_650_000),
        0.07,
        True,
    ),
    "359": (
        24,
        359001,
        [("DMSO", 65901), ("PTSOL", 72901), ("TSO", 72951), ("DMSO", 66901)],
        (2018, 2019),
        "EMU",
        470,
        (330_000, 560_000),
        0.065,
        True,
    ),
}
STORED = {"148008", "148009", "148010"}
D_EXAM_UNITS = ["148002", "148005", "163004", "163011", "163019", "167106", "167115", "359007"]
STABLING_DMU = {"Hollinbrook TMD": 5, "Kelmscar Sdgs": 3, "Farrowby Sands": 2, "Dunstow CS": 2}
STABLING_EMU = {"Hollinbrook TMD": 3, "Dunstow CS": 2}
STATIONS = [
    "Hollinbrook",
    "Kelmscar",
    "Dunstow",
    "Farrowby Sands",
    "Wendlecombe",
    "Pellham Cross",
    "Saltmere",
    "Brindlecote Jn",
    "Ashgrove Parkway",
    "Coldmoor",
]
EMU_STATIONS = ["Hollinbrook", "Dunstow", "Wendlecombe", "Ashgrove Parkway", "Saltmere"]

SUPERVISORS = {
    "Early": ["Bernadette Hale", "Dev Pattani", "Joanne Threlfall"],
    "Late": ["Colin Ferraby", "Fiona McAlister"],
    "Night": ["Grzegorz Wilk", "Marcus Oyenuga", "Ruth Ellingham"],
}
FITTERS = {
    "A. Brannigan": 5,
    "D. Osei": 5,
    "K. Lindgren": 4,
    "M. Fairclough": 5,
    "P. Nwachukwu": 4,
    "R. Tamblyn": 4,
    "S. Kowalczyk": 5,
    "T. Hargreaves": 4,
    "J. Penhaligon": 3,
    "L. Abara": 4,
    "C. Duckworth": 4,
    "G. Szabo": 3,
    "H. Rafferty": 3,
    "N. Venter": 3,
    "W. Achterberg": 2,
    "E. Maddox": 3,
    "F. Quarshie": 3,
    "B. Ellwood": 4,
    "V. Castellano": 2,
    "I. Mahmood": 3,
    "O. Trevithick": 2,
    "Y. Batley": 2,
    "Z. Harrop": 3,
    "D. Ashdown": 2,
}
CREW_FIRST = [
    "Alan",
    "Beth",
    "Carl",
    "Dawn",
    "Ewan",
    "Fay",
    "Gavin",
    "Hannah",
    "Ian",
    "Jade",
    "Kieran",
    "Lorna",
    "Mick",
    "Nadia",
    "Owen",
    "Paula",
    "Rhys",
    "Sian",
    "Terry",
    "Una",
    "Vince",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Aled",
    "Bronwen",
    "Craig",
    "Deepa",
    "Emlyn",
    "Gemma",
    "Hywel",
    "Imran",
    "Julie",
    "Kofi",
    "Leanne",
    "Martin",
    "Nia",
    "Priya",
    "Stuart",
    "Tegan",
]
CREW_LAST = [
    "Appleyard",
    "Bevan",
    "Carrow",
    "Dando",
    "Eckersley",
    "Foulkes",
    "Gethin",
    "Hemsworth",
    "Iqbal",
    "Jarrow",
    "Kershaw",
    "Lusted",
    "Mayhew",
    "Nettleship",
    "Ormerod",
    "Pryke",
    "Quilliam",
    "Rudd",
    "Sefton",
    "Tolley",
    "Upton",
    "Vosper",
    "Whitcombe",
    "Yardley",
    "Ackroyd",
    "Blamire",
    "Crook",
    "Dymond",
    "Gollop",
    "Hebden",
    "Jowett",
    "Kitto",
    "Lightowler",
    "Moxon",
    "Pengelly",
    "Rishworth",
    "Scattergood",
    "Thwaite",
    "Varley",
    "Wadsworth",
    "Agbaje",
    "Chaudhry",
    "Mbeki",
    "Nowicka",
    "Ferreira",
]

SYSTEMS = ["Doors", "Brakes", "Traction", "HVAC", "Toilets", "PIS/CCTV", "Bogies/Whls", "Body/Int"]
SYS_WEIGHTS = {
    "Traincrew": [22, 10, 15, 12, 11, 13, 7, 10],
    "RCM": [30, 20, 35, 15, 0, 0, 0, 0],
    "F&S": [12, 8, 12, 12, 20, 14, 6, 16],
    "Exam": [14, 14, 10, 8, 9, 8, 17, 20],
}
SEV_WEIGHTS = {  # A, B, C by how it was found
    "Traincrew": [12, 45, 43],
    "RCM": [10, 60, 30],
    "F&S": [9, 40, 51],
    "Exam": [6, 34, 60],
}
SYS_SEV_SHIFT = {
    "Doors": 1.4,
    "Brakes": 1.6,
    "Traction": 1.3,
    "HVAC": 0.5,
    "Toilets": 0.4,
    "PIS/CCTV": 0.5,
    "Bogies/Whls": 1.1,
    "Body/Int": 0.5,
}

PRICES = {
    "door seal": 86.40,
    "door motor": 1240.00,
    "door switch": 58.20,
    "interlock switch": 112.75,
    "door button": 44.10,
    "door roller": 67.30,
    "brake pads": 142.60,
    "WSP valve": 688.00,
    "air hose": 39.90,
    "sander nozzle": 52.15,
    "brake cylinder seal kit": 96.50,
    "fuel filter": 38.70,
    "coolant": 22.40,
    "injector": 415.00,
    "turbo hose": 74.80,
    "fan belt": 46.25,
    "traction relay": 188.00,
    "carbon strip": 210.00,
    "VCB contact": 535.00,
    "converter fan": 820.00,
    "HVAC filter": 31.50,
    "refrigerant": 64.00,
    "heater fan": 233.40,
    "contactor": 97.10,
    "thermostat": 58.60,
    "flush valve": 145.00,
    "toilet door lock": 121.80,
    "water pump": 389.00,
    "CET level sensor": 176.20,
    "PIS screen": 612.00,
    "PA speaker": 88.90,
    "CCTV camera": 455.00,
    "DVR hard drive": 268.00,
    "yaw damper": 734.00,
    "flange lube stick": 18.60,
    "primary spring": 302.00,
    "earth brush": 81.40,
    "seat cushion": 96.00,
    "window pane": 486.00,
    "wiper blade": 27.30,
    "horn valve": 133.50,
    "floor covering": 158.00,
}
CHEAP = {
    "coolant",
    "HVAC filter",
    "refrigerant",
    "flange lube stick",
    "wiper blade",
    "fuel filter",
    "brake pads",
    "door seal",
    "air hose",
}

# system: [(symptom, [findings], [parts])]; DMU- or EMU-only symptoms marked by a prefix
SYMPTOMS = {
    "Doors": [
        (
            "door {d} failing to close",
            [
                "door edge seal torn at the leading edge",
                "door leaf out of adjustment",
                "ballast chips in the bottom track",
            ],
            ["door seal", "door roller"],
        ),
        (
            "door {d} obstruction alarm",
            ["sensitive edge rubber split", "bottom track packed with debris"],
            ["door seal"],
        ),
        (
            "door interlock fault at door {d}",
            ["interlock switch sticking", "loose terminal on the interlock loop"],
            ["interlock switch", "door switch"],
        ),
        (
            "open button inop at door {d}",
            ["button face cracked", "button harness chafed behind the panel"],
            ["door button"],
        ),
        (
            "door {d} slow to open",
            ["door motor drawing high current", "door roller worn flat"],
            ["door motor", "door roller"],
        ),
    ],
    "Brakes": [
        (
            "brakes dragging on release",
            ["brake cylinder seal leaking", "release valve sticking"],
            ["brake cylinder seal kit"],
        ),
        (
            "WSP fault on the TMS",
            ["WSP dump valve sticking", "speed probe gap out of limits"],
            ["WSP valve"],
        ),
        (
            "brake pads at limit",
            ["pads worn to 6 mm", "pads worn unevenly on one disc"],
            ["brake pads"],
        ),
        (
            "sanders inop",
            ["sander nozzle blocked", "sand hopper empty and hose split"],
            ["sander nozzle", "air hose"],
        ),
        (
            "low main reservoir pressure",
            ["air leak at a hose coupling", "compressor governor out of adjustment"],
            ["air hose"],
        ),
    ],
    "Traction": [
        (
            "DMU:engine shut down in service",
            ["low coolant level", "coolant hose clip loose"],
            ["coolant", "turbo hose"],
        ),
        (
            "DMU:engine failing to start",
            ["fuel filter blocked", "starter relay burnt"],
            ["fuel filter", "traction relay"],
        ),
        (
            "DMU:exhaust smoking under power",
            ["injector leaking on one cylinder", "turbo hose split"],
            ["injector", "turbo hose"],
        ),
        (
            "DMU:loss of power on one engine",
            ["fan belt slipping", "transmission fault code stored"],
            ["fan belt", "traction relay"],
        ),
        (
            "EMU:VCB tripped in service",
            ["VCB contacts pitted", "earth fault logged on the converter"],
            ["VCB contact", "traction relay"],
        ),
        (
            "EMU:pantograph fault",
            ["carbon strip worn to limit", "pan head damaged"],
            ["carbon strip"],
        ),
        (
            "EMU:traction converter fault",
            ["converter cooling fan failed", "converter fault code stored"],
            ["converter fan"],
        ),
    ],
    "HVAC": [
        (
            "saloon too hot",
            ["HVAC filter clogged", "refrigerant low"],
            ["HVAC filter", "refrigerant"],
        ),
        (
            "saloon too cold",
            ["heater contactor failed", "thermostat faulty"],
            ["contactor", "thermostat"],
        ),
        ("cab heater inop", ["heater fan seized", "cab heater fuse blown"], ["heater fan"]),
        (
            "HVAC fault on the TMS",
            ["HVAC unit fault code stored", "refrigerant low"],
            ["refrigerant", "HVAC filter"],
        ),
    ],
    "Toilets": [
        (
            "toilet out of use",
            ["flush valve stuck open", "toilet controller locked out"],
            ["flush valve"],
        ),
        (
            "CET tank full",
            ["CET level sensor reading high", "CET not emptied at F&S"],
            ["CET level sensor"],
        ),
        (
            "toilet door lock fault",
            ["toilet door lock motor jammed", "lock microswitch misaligned"],
            ["toilet door lock"],
        ),
        ("no water at the toilet basin", ["water pump failed", "water tank empty"], ["water pump"]),
    ],
    "PIS/CCTV": [
        (
            "PIS showing the wrong destination",
            ["PIS controller lost its route data", "PIS screen failed"],
            ["PIS screen"],
        ),
        (
            "PA inaudible in the saloon",
            ["PA speaker blown", "PA amplifier connector loose"],
            ["PA speaker"],
        ),
        ("CCTV camera fault", ["camera lens fogged", "camera failed"], ["CCTV camera"]),
        (
            "forward-facing CCTV not recording",
            ["DVR hard drive failed", "DVR locked up"],
            ["DVR hard drive"],
        ),
    ],
    "Bogies/Whls": [
        ("wheel flat", ["flat of {f} mm on axle {a}"], []),
        (
            "flange lubricator empty",
            ["lube stick used up", "lube stick holder bent"],
            ["flange lube stick"],
        ),
        (
            "yaw damper leaking",
            ["yaw damper oil on the bogie frame", "yaw damper bush worn"],
            ["yaw damper"],
        ),
        (
            "rough riding reported",
            ["primary spring cracked", "earth brush worn, bogie checked"],
            ["primary spring", "earth brush"],
        ),
    ],
    "Body/Int": [
        (
            "seat damaged in the saloon",
            ["seat cushion slashed", "seat back loose"],
            ["seat cushion"],
        ),
        (
            "saloon window cracked",
            ["outer pane cracked by a stone", "window pane crazed"],
            ["window pane"],
        ),
        ("wiper inop", ["wiper blade torn", "wiper arm loose on its spindle"], ["wiper blade"]),
        ("horn weak", ["horn valve sticking", "horn diaphragm split"], ["horn valve"]),
        (
            "floor covering lifting at the vestibule",
            ["floor covering adhesive failed", "floor covering torn"],
            ["floor covering"],
        ),
    ],
}
RCM_CODES = ["E214", "E307", "F118", "F452", "H061", "B233", "D509", "T712"]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _units(rng: random.Random) -> list[dict]:
    units = []
    for cls, (n, first, cars, (b0, b1), traction, mpd, (o0, o1), rate, rcm) in FLEET.items():
        for i in range(n):
            no = str(first + i)
            veh_nos = [str(v0 + i) for _, v0 in cars]
            if cls == "148":
                prm, sdo, lessor, intro = False, False, "Portal Fleet Finance", date(2016, 12, 11)
            elif cls == "163":
                prm = i < 20
                sdo = prm
                lessor = "Anvil Rail Leasing"
                intro = date(2016, 12, 11) if i < 14 else date(2019, 5, 19)
            elif cls == "167":
                prm, sdo, lessor, intro = True, i >= 8, "Meridian Stock Co", date(2016, 12, 11)
            else:
                prm, sdo = True, True
                lessor = "Meridian Stock Co" if i < 12 else "Anvil Rail Leasing"
                intro = date(2019, 6, 2) + timedelta(days=10 * i + rng.randint(0, 4))
            built = b0 if i < n // 2 else b1
            stbl = _pick(rng, STABLING_EMU if traction == "EMU" else STABLING_DMU)
            if no in STORED:
                stbl = "Dunstow CS"
            odo = rng.randint(o0, o1)
            units.append(
                {
                    "unit_no": no,
                    "Cls": cls,
                    "traction": traction,
                    "nCars": len(cars),
                    "vehNos": veh_nos,
                    "yrBlt": built,
                    "Lessor": lessor,
                    "stblPt": stbl,
                    "dtIntro": intro,
                    "odo_mi": odo,
                    "pctAvail": None,
                    "MTIN": None,
                    "isPRM": prm,
                    "sdo": sdo,
                    "Status": None,
                    "_mpd": mpd * rng.uniform(0.85, 1.15),
                    "_rate": rate,
                    "_rcm": rcm,
                    "_vtypes": [t for t, _ in cars],
                }
            )
    return units


def _odo_at(u: dict, d: date) -> int:
    return int(round(u["odo_mi"] - u["_mpd"] * (END - d).days))


def _shift_start(rng: random.Random, typ: str) -> tuple[str, float]:
    w = {
        "B": {"Night": 65, "Late": 20, "Early": 15},
        "C": {"Early": 50, "Late": 30, "Night": 20},
        "D": {"Early": 1},
        "WL": {"Early": 50, "Late": 50},
    }[typ]
    shift = _pick(rng, w)
    hour = {
        "Early": rng.uniform(6.0, 9.5),
        "Late": rng.uniform(14.0, 17.5),
        "Night": rng.uniform(21.0, 23.5),
    }[shift]
    return shift, hour


def _exam(rng: random.Random, u: dict, typ: str, d: date) -> dict:
    shift, hour = _shift_start(rng, typ)
    dur = {"B": (4.5, 9.0), "C": (14.0, 32.0), "D": (150.0, 330.0), "WL": (2.5, 7.0)}[typ]
    hrs = round(rng.uniform(*dur) * 2) / 2
    out = d + timedelta(days=int((hour + hrs) // 24))
    over = rng.random() < {"B": 0.08, "C": 0.15, "D": 0.38, "WL": 0.05}[typ]
    rd = {"B": rng.randint(3, 6), "C": rng.randint(1, 4), "D": rng.randint(1, 2), "WL": 7}[typ]
    if typ == "WL":
        brk = "N/A"
    else:
        brk = rng.choices(["Pass", "Pass after adj.", "Fail - retest"], weights=[88, 9, 3])[0]
    return {
        "exam_id": None,
        "unit": u["unit_no"],
        "ExTyp": typ,
        "dtIn": d,
        "dtOut": out if out <= END else None,
        "durHrs": hrs if out <= END else None,
        "shift": shift,
        "supvr": rng.choice(SUPERVISORS[shift]),
        "shed_rd": rd,
        "odoMi": _odo_at(u, d),
        "numDefs": 0,
        "whlDia": [],
        "brkTst": brk,
        "overrun": over,
        "_u": u,
        "_end": out,
        "_hrs": hrs,
        "_turn": [],
    }


def _schedule(rng: random.Random, units: list[dict]) -> tuple[list[dict], dict]:
    exams, d_window = [], {}
    for u in units:
        if u["unit_no"] in STORED:
            continue
        d = START + timedelta(days=rng.randint(0, 13))
        c_off = rng.randint(0, 3)
        d_due = (
            START + timedelta(days=rng.randint(20, 165)) if u["unit_no"] in D_EXAM_UNITS else None
        )
        k = 0
        while d <= END:
            if d_due is not None and d >= d_due:
                e = _exam(rng, u, "D", d)
                exams.append(e)
                d_window[u["unit_no"]] = (d, e["_end"])
                d_due = None
                d = e["_end"] + timedelta(days=14)
                continue
            typ = "C" if k % 4 == c_off else "B"
            exams.append(_exam(rng, u, typ, d))
            k += 1
            d += timedelta(days=14 + rng.choice([-1, 0, 0, 0, 0, 1, 2]))
    return exams, d_window


def _defect(
    rng: random.Random,
    u: dict,
    d: date,
    found: str,
    exam: dict | None = None,
    no_flat: bool = False,
) -> dict:
    weights = list(SYS_WEIGHTS[found])
    sys_ = rng.choices(SYSTEMS, weights=weights)[0]
    options = [
        s
        for s in SYMPTOMS[sys_]
        if not (s[0].startswith("DMU:") and u["traction"] != "DMU")
        and not (s[0].startswith("EMU:") and u["traction"] != "EMU")
        and not (no_flat and s[0] == "wheel flat")
        and not (found == "RCM" and sys_ == "Bogies/Whls")
    ]
    if found == "RCM":
        options = [
            s for s in options if "TMS" in s[0] or sys_ in ("Traction", "Doors", "HVAC", "Brakes")
        ]
    sym = rng.choice(options)
    sev_w = list(SEV_WEIGHTS[found])
    k = SYS_SEV_SHIFT[sys_]
    sev = rng.choices(["A", "B", "C"], weights=[sev_w[0] * k, sev_w[1], sev_w[2] / k])[0]
    flat = sym[0] == "wheel flat"
    if flat:
        sev = "B"
    vt = u["_vtypes"]
    if sys_ in ("PIS/CCTV", "Traction") and rng.random() < 0.18:
        vi = None
    elif sym[0].startswith("EMU:pantograph") or sym[0].startswith("EMU:VCB"):
        vi = vt.index("PTSOL")
    elif sys_ == "Toilets":
        with_wc = [i for i, t in enumerate(vt) if t.endswith("L")] or list(range(len(vt)))
        vi = rng.choice(with_wc)
    elif sys_ == "Body/Int" and ("wiper" in sym[0] or "horn" in sym[0]):
        vi = rng.choice([i for i, t in enumerate(vt) if t.startswith("D")])
    else:
        vi = rng.randrange(len(vt))
    delay, cancl = 0, False
    if found == "Traincrew":
        if sev == "A":
            delay = (
                0
                if rng.random() < 0.15
                else min(rng.randint(5, 40) + int(rng.expovariate(1 / 25)), 240)
            )
            cancl = delay > 0 and rng.random() < 0.5
        elif sev == "B":
            delay = 0 if rng.random() < 0.55 else rng.randint(1, 30)
            cancl = delay > 10 and rng.random() < 0.12
        else:
            delay = 0 if rng.random() < 0.9 else rng.randint(1, 8)
    elif found == "RCM":
        if sev == "A":
            delay = 0 if rng.random() < 0.4 else rng.randint(3, 40)
            cancl = delay > 0 and rng.random() < 0.3
        else:
            delay = 0 if rng.random() < 0.85 else rng.randint(1, 10)
    return {
        "def_no": None,
        "unitNo": u["unit_no"],
        "veh": u["vehNos"][vi] if vi is not None else None,
        "dtRptd": d,
        "FoundAt": found,
        "examRef": None,
        "rptdBy": None,
        "Sys": sys_,
        "Sev": sev,
        "delayMin": delay,
        "cancl": cancl,
        "Actn": None,
        "dtClr": None,
        "dtsDefer": [],
        "fitter": None,
        "manHrs": None,
        "parts": [],
        "ptsGbp": None,
        "isRecur": False,
        "wrkNotes": "",
        "_u": u,
        "_exam": exam,
        "_sym": sym,
        "_vi": vi,
        "_flat": flat,
        "_wl": None,
        "_door": f"{rng.randint(1, 2)}{rng.choice('AB')}",
        "_f": rng.choice([20, 25, 30, 35, 40, 45, 55, 60]),
        "_a": rng.randint(1, 4),
        "_trip": (
            f"{rng.randint(5, 22):02d}:{rng.choice(range(0, 60, 2)):02d}",
            *rng.sample(EMU_STATIONS if u["traction"] == "EMU" else STATIONS, 2),
        ),
        "_code": rng.choice(RCM_CODES),
        "_crew_role": rng.choices(["driver", "guard"], weights=[7, 3])[0],
    }


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4848)
    units = _units(rng)
    exams, d_window = _schedule(rng, units)
    crew = []
    while len(crew) < 96:
        n = f"{rng.choice(CREW_FIRST)} {rng.choice(CREW_LAST)}"
        if n not in crew:
            crew.append(n)
    crew_w = [rng.uniform(0.3, 3.0) for _ in crew]

    # ---- defects found in service, at F&S and by remote condition monitoring ----
    defects: list[dict] = []
    for u in units:
        if u["unit_no"] in STORED:
            continue
        win = d_window.get(u["unit_no"])
        for i in range(DAYS):
            d = START + timedelta(days=i)
            if win and win[0] <= d <= win[1]:
                continue
            if rng.random() < u["_rate"]:
                defects.append(_defect(rng, u, d, "Traincrew"))
                if rng.random() < 0.12:
                    defects.append(_defect(rng, u, d, "Traincrew"))
            if u["_rcm"] and rng.random() < 0.022:
                defects.append(_defect(rng, u, d, "RCM"))
            if rng.random() < 0.018:
                defects.append(_defect(rng, u, d, "F&S"))
    for x in defects:
        if x["FoundAt"] == "Traincrew":
            x["rptdBy"] = rng.choices(crew, weights=crew_w)[0]

    # ---- wheel lathe visits: for wheel flats, and a few planned (profile / flange) ----
    wl_exams: list[dict] = []

    def lathe_for(x: dict) -> None:
        u = x["_u"]
        d = x["dtRptd"] + timedelta(days=rng.choice([0, 1, 1, 2]))
        if d > END:
            return
        e = _exam(rng, u, "WL", d)
        e["_turn"] = [x["_vi"] if x["_vi"] is not None else 0]
        wl_exams.append(e)
        x["_wl"] = e

    for x in defects:
        if x["_flat"]:
            lathe_for(x)
    for u in units:
        if u["unit_no"] not in STORED and rng.random() < 0.35:
            e = _exam(rng, u, "WL", START + timedelta(days=rng.randint(0, DAYS - 1)))
            e["_turn"] = list(range(u["nCars"]))
            wl_exams.append(e)

    # ---- defects found at exams ----
    n_found = {
        "B": ([0, 1, 2, 3], [55, 30, 11, 4]),
        "C": ([0, 1, 2, 3, 4, 5], [15, 30, 30, 15, 7, 3]),
    }
    for e in exams:
        u = e["_u"]
        if e["ExTyp"] == "D":
            n = rng.randint(3, 9)
        else:
            vals, w = n_found[e["ExTyp"]]
            n = rng.choices(vals, weights=w)[0]
        for _ in range(n):
            x = _defect(rng, u, e["dtIn"], "Exam", e)
            defects.append(x)
            if x["_flat"]:
                lathe_for(x)
    for e in wl_exams:
        if rng.random() < 0.1:
            defects.append(_defect(rng, e["_u"], e["dtIn"], "Exam", e, no_flat=True))
    exams += wl_exams

    # ---- clearance, deferral, action, parts, labour ----
    unit_exams: dict[str, list[date]] = {}
    for e in exams:
        if e["ExTyp"] != "WL":
            unit_exams.setdefault(e["unit"], []).append(e["dtIn"])
    for v in unit_exams.values():
        v.sort()
    fitters = FITTERS
    for x in defects:
        d, sev = x["dtRptd"], x["Sev"]
        defer: list[date] = []
        clr: date | None
        if x["_flat"]:
            clr = x["_wl"]["dtIn"] if x["_wl"] else END + timedelta(days=1)
        elif x["_exam"] is not None and (sev != "C" or rng.random() < 0.55):
            clr = x["_exam"]["_end"]
        elif sev == "A":
            clr = d + timedelta(days=rng.choices([0, 1, 2, 3], weights=[62, 26, 8, 4])[0])
            if x["Sys"] in ("Doors", "Brakes", "Traction") and rng.random() < 0.08:
                clr = d + timedelta(days=rng.randint(4, 12))  # stopped awaiting parts
        elif sev == "B":
            clr = d + timedelta(days=rng.choices([0, 1, 2, 3], weights=[30, 35, 25, 10])[0])
            if rng.random() < 0.08:
                defer = [d + timedelta(days=rng.randint(1, 2))]
                clr = defer[0] + timedelta(days=rng.randint(1, 3))
        else:
            if x["_exam"] is None and rng.random() < 0.3:
                clr = d + timedelta(days=rng.randint(0, 2))
            else:
                k = rng.choices([1, 2, 3, 4], weights=[55, 27, 12, 6])[0]
                later = [t for t in unit_exams.get(x["unitNo"], []) if t > d]
                defer = later[: k - 1][:3]
                clr = later[k - 1] if len(later) >= k else END + timedelta(days=1)
        x["dtsDefer"] = [t for t in defer if t <= END]
        if clr > END:
            x["Actn"] = "Open"
            continue
        x["dtClr"] = clr
        x["fitter"] = _pick(rng, fitters)
        if x["_flat"]:
            act = "Repaired"
        else:
            nff = 18 if x["FoundAt"] in ("Traincrew", "RCM") else 4
            reset = (
                14
                if x["Sys"] in ("PIS/CCTV", "Traction", "HVAC", "Doors") and x["FoundAt"] != "Exam"
                else 3
            )
            act = rng.choices(
                ["Repaired", "Replaced", "Adjusted", "Reset", "NFF"],
                weights=[30, 32, 15, reset, nff],
            )[0]
        x["Actn"] = act
        pool = x["_sym"][2]
        parts: list[str] = []
        if act == "Replaced" and pool:
            parts = rng.sample(pool, rng.choice([1, 1, 1, 2]) if len(pool) > 1 else 1)
        elif act == "Repaired" and pool and rng.random() < 0.45:
            parts = [rng.choice(pool)]
        x["parts"] = parts
        if parts:
            tot = 0.0
            for p in parts:
                qty = rng.randint(1, 4) if p in CHEAP else 1
                tot += PRICES[p] * qty
            x["ptsGbp"] = round(tot, 2)
        hrs = {
            "Reset": (0.25, 1.0),
            "NFF": (0.5, 2.0),
            "Adjusted": (0.5, 3.0),
            "Repaired": (1.0, 8.0),
            "Replaced": (1.0, 10.0),
        }[act]
        if x["_flat"]:
            hrs = (3.0, 6.5)
        m = rng.uniform(*hrs)
        if x["_exam"] is not None and x["_exam"]["ExTyp"] == "D":
            m *= 1.8
        x["manHrs"] = round(m * 4) / 4

    # ---- order, identifiers, references ----
    exams.sort(
        key=lambda e: (
            e["dtIn"],
            ["Early", "Late", "Night"].index(e["shift"]),
            e["unit"],
            e["ExTyp"],
        )
    )
    for i, e in enumerate(exams, start=1):
        e["exam_id"] = f"EX25-{i:04d}"
    found_order = {"Traincrew": 0, "RCM": 1, "F&S": 2, "Exam": 3}
    defects.sort(key=lambda x: (x["dtRptd"], x["unitNo"], found_order[x["FoundAt"]], x["Sys"]))
    last_seen: dict[tuple[str, str], date] = {}
    for i, x in enumerate(defects, start=1):
        x["def_no"] = f"DC25-{i:04d}"
        if x["_exam"] is not None:
            x["examRef"] = x["_exam"]["exam_id"]
            x["_exam"]["numDefs"] += 1
        key = (x["unitNo"], x["Sys"])
        prev = last_seen.get(key)
        x["isRecur"] = prev is not None and (x["dtRptd"] - prev).days < 7
        last_seen[key] = x["dtRptd"]
        x["wrkNotes"] = _note(rng, x)

    # ---- wheel diameters (as left), per vehicle, in date order per unit ----
    lo = {"148": (778, 815), "163": (775, 830), "167": (780, 835), "359": (800, 840)}
    dia = {u["unit_no"]: [rng.uniform(*lo[u["Cls"]]) for _ in range(u["nCars"])] for u in units}
    wear = {u["unit_no"]: [rng.uniform(0.008, 0.02) for _ in range(u["nCars"])] for u in units}
    last_day = {u["unit_no"]: START for u in units}
    for e in sorted(exams, key=lambda e: (e["unit"], e["dtIn"], e["exam_id"])):
        no = e["unit"]
        days = (e["dtIn"] - last_day[no]).days
        last_day[no] = e["dtIn"]
        cur = dia[no]
        for j in range(len(cur)):
            cur[j] -= wear[no][j] * days
        if e["ExTyp"] == "WL":
            for j in e["_turn"]:
                cur[j] -= rng.uniform(5.0, 10.0) if len(e["_turn"]) == 1 else rng.uniform(2.0, 5.0)
        elif e["ExTyp"] == "D":
            for j in range(len(cur)):
                if cur[j] < 795:
                    cur[j] = rng.uniform(838.0, 840.0)
        if e["ExTyp"] in ("C", "D", "WL") and e["dtOut"] is not None:
            e["whlDia"] = [int(v) for v in cur]

    # ---- the register's figures at the export ----
    for u in units:
        no = u["unit_no"]
        if no in STORED:
            u["Status"] = "Stored"
            continue
        mine = [x for x in defects if x["unitNo"] == no]
        inc = sum(1 for x in mine if x["FoundAt"] in ("Traincrew", "RCM") and x["delayMin"] >= 3)
        u["MTIN"] = int(round(u["_mpd"] * DAYS / inc, -1)) if inc else None
        unav = 0.0
        for e in exams:
            if e["unit"] == no and e["ExTyp"] in ("C", "D", "WL"):
                unav += e["_hrs"] if e["dtOut"] is not None else (END - e["dtIn"]).days * 24 + 12
        for x in mine:
            if x["Sev"] == "A" and x["_exam"] is None:
                end = x["dtClr"] or END
                unav += max(6.0, (end - x["dtRptd"]).days * 24.0)
        u["pctAvail"] = round(100.0 * (1 - unav / (DAYS * 24)), 1)
        on_exam = any(e["unit"] == no and e["dtOut"] is None for e in exams)
        stopped = any(x["Sev"] == "A" and x["dtClr"] is None for x in mine)
        u["Status"] = "On exam" if on_exam else ("Stopped - defect" if stopped else "In traffic")

    out_units = [{k: v for k, v in u.items() if not k.startswith("_")} for u in units]
    out_exams = [{k: v for k, v in e.items() if not k.startswith("_")} for e in exams]
    out_defs = [{k: v for k, v in x.items() if not k.startswith("_")} for x in defects]
    return {"RSUnits": out_units, "ExamHist": out_exams, "DefWO": out_defs}


def _note(rng: random.Random, x: dict) -> str:
    u = x["_u"]
    where = x["veh"] if x["veh"] is not None else f"Unit {u['unit_no']}"
    sym = x["_sym"][0].split(":", 1)[-1].format(d=x["_door"])
    finding = rng.choice(x["_sym"][1]).format(f=x["_f"], a=x["_a"])
    t, a, b = x["_trip"]
    found = x["FoundAt"]
    if found == "Traincrew":
        s1 = rng.choice(
            [
                f"{where}: {sym}, reported by the {x['_crew_role']} on the {t} {a}-{b}.",
                f"{x['_crew_role'].capitalize()} reported {sym} on {where}, {t} {a} to {b}.",
            ]
        )
    elif found == "RCM":
        s1 = f"RCM alert {x['_code']} on {where}: {sym}."
    elif found == "F&S":
        s1 = rng.choice(
            [f"Found on F&S at {u['stblPt']}, {where}: {sym}.", f"F&S check, {where}: {sym}."]
        )
    else:
        s1 = f"Found on {x['_exam']['ExTyp']} exam, {where}: {sym}."
    s2 = finding[0].upper() + finding[1:] + "."
    act = x["Actn"]
    if x["_flat"] and act != "Open":
        s3 = f"Wheelset turned on the lathe, {rng.choice(['profile', 'flange and profile'])} restored."
    elif act == "Open":
        if x["Sev"] == "A":
            s3 = rng.choice(
                ["Unit stopped, awaiting parts.", "Unit stopped pending further testing."]
            )
        elif x["_flat"]:
            s3 = "Booked for the wheel lathe."
        else:
            s3 = rng.choice(
                [
                    "Parts on order, deferred to next exam.",
                    "Deferred to next B exam, safe to run.",
                    "Monitoring, awaiting parts.",
                ]
            )
    elif act == "Replaced":
        s3 = f"Replaced {' and '.join(x['parts']) if x['parts'] else 'the faulty item'}."
    elif act == "Repaired":
        s3 = rng.choice(["Repaired in situ.", "Repaired and refitted.", "Made good and secured."])
        if x["parts"]:
            s3 = s3[:-1] + f", new {x['parts'][0]} fitted."
    elif act == "Adjusted":
        s3 = rng.choice(["Adjusted to limits.", "Adjusted and locked off.", "Set up and adjusted."])
    elif act == "Reset":
        s3 = rng.choice(["System reset, fault codes cleared.", "Reset at the TMS, codes cleared."])
    else:
        s3 = rng.choice(["No fault found on test.", "Could not reproduce, NFF."])
    s4 = ""
    if x["dtsDefer"]:
        s4 = f"Deferred {len(x['dtsDefer'])}x for parts or time."
    if act != "Open":
        n = rng.choice([5, 10, 10, 20])
        if x["Sys"] in ("Doors", "Toilets"):
            s5 = rng.choice([f"Cycled {n} times, OK.", f"Tested over {n} cycles, fit for service."])
        elif x["Sys"] in ("Traction", "Brakes"):
            s5 = rng.choice(
                [
                    "Static test OK, no repeat.",
                    "Brake and traction test OK, fit for service.",
                    "Function tested OK, fit for service.",
                ]
            )
        else:
            s5 = rng.choice(
                [
                    "Function tested OK, fit for service.",
                    "Tested OK, returned to traffic.",
                    "Checked OK, no further action.",
                ]
            )
    else:
        s5 = ""
    return " ".join(s for s in (s1, s2, s3, s4, s5) if s)


def build(out: Path) -> Path:
    """Write `rail-depot/schema.json` and its three objects files under out."""
    formats = {"RSUnits": "jsonl", "ExamHist": "csv", "DefWO": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
