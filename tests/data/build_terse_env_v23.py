"""Write `street-lighting`: an invented council's street-lighting maintenance export, named tersely.

Wexcombe Borough Council's street-lighting team (an invented council: every ward, road, unit
number, engineer, tester and note is made up; the trade's terms are the ordinary ones: column,
lantern, LED, SON, SOX, CMH, PL, PECU, CMS, part-night, dimming, DNO, unmetered supply, feeder
pillar, cut-out, knock-down, day burner, cycling, Zs, insulation resistance, EICR codes C1/C2/C3/FI,
residual wall thickness) exported its asset system the way an engineer exports it: abbreviated
property names in mixed habits (snake_case `unit_id`, `mh_m`, `dt_led`, `flt_id`, `unit_ref`,
`zs_ohm`, `num_photos`; camelCase `unitTyp`, `colMat`, `nWatts`, `dtInst`, `dimProf`, `lampChgDts`,
`unitRef`, `dtRep`, `dtFix`, `respCat`, `attendHrs`, `nVisits`, `madeSafe`, `costGbp`, `isRepeat`,
`test_id`, `dtTest`, `irMOhm`, `rwtMm`, `leanDeg`, `pctLoss`, `nxtDue`; PascalCase `Ward`,
`LampTyp`, `FaultCode`, `Notes`, `TstTyp`, `Outcome`; glued lowercase `road`, `ctrl`, `supply`,
`attach`, `herit`, `status`, `src`, `engr`, `dno`, `rechg`, `parts`, `tester`, `obs`, `defects`,
`retest`; prefixes dt/n/is/num/pct), abbreviated class names (`SLInv`, `Flts`, `InspTst`), terse
descriptions in the trade's shorthand, five properties with no description (`road`, `herit`,
`src`, `parts`, `tester`) and one collection (`InspTst`) with no class description.

- `SLInv` (Parquet): the lighting inventory, one row per unit (column, wall bracket, bollard,
  illuminated sign, subway light), numbered street code / column number ("1043/07").
- `Flts` (CSV): the fault reports of the financial year 2024/25 (2024-04-01 to 2025-03-31),
  `unitRef` naming a `SLInv.unit_id`; `Notes` is the one prose property.
- `InspTst` (JSON Lines, no class description): the electrical (periodic inspection), structural
  (ultrasonic wall thickness) and visual tests of the same year, `unit_ref` naming a unit.

Deterministic (one seeded `random.Random`); two runs are byte-identical.

Usage: python build_terse_env_v23.py OUT   (writes OUT/street-lighting/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "street-lighting"
PROSE = "prose"
FY_FROM, FY_TO = date(2024, 4, 1), date(2025, 3, 31)
EXPORT_DAY = date(2025, 4, 4)

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "SLInv",
        "SL inv. (cols/units)",
        [
            ("unit_id", "text", "Unit # (st code/col no)"),
            ("road", "text", None),
            ("Ward", "text", "Cncl ward"),
            ("unitTyp", "text", "Unit typ. (col/wall/bol/sign/subway)"),
            ("colMat", "text", "Col. mat."),
            ("mh_m", "number", "Mtg ht, m"),
            ("LampTyp", "text", "Lamp (LED/SON/SOX/CMH/PL)"),
            ("nWatts", "int", "Circuit W"),
            ("dtInst", "date", "Inst. dt (blank=unk.)"),
            ("dt_led", "date", "LED conv. dt"),
            ("ctrl", "text", "Ctrl (PECU/CMS/TC)"),
            ("dimProf", "text", "Dim prof."),
            ("supply", "text", "Supply (DNO UMS/pillar/O-H/solar)"),
            ("attach", "text[]", "Attachmts"),
            ("lampChgDts", "date[]", "Bulk lamp chg dts"),
            ("herit", "boolean", None),
            ("status", "text", "Stat."),
        ],
    ),
    (
        "Flts",
        "Fault rpts FY24/25",
        [
            ("flt_id", "text", "Flt ref"),
            ("unitRef", "text", "Unit"),
            ("dtRep", "date", "Rep. dt"),
            ("src", "text", None),
            ("FaultCode", "text", "Rep. fault"),
            ("respCat", "text", "Resp. cat (EM=2h/URG=24h/RTN=5WD)"),
            ("attendHrs", "number", "1st attend, hrs"),
            ("dtFix", "date", "Fixed (blank=open)"),
            ("nVisits", "int", "Visits #"),
            ("engr", "text", "Eng."),
            ("dno", "boolean", "Passed to DNO?"),
            ("madeSafe", "boolean", "Made safe?"),
            ("rechg", "boolean", "Rechg 3rd pty?"),
            ("parts", "text[]", None),
            ("costGbp", "number", "Cost, £ ex VAT"),
            ("isRepeat", "boolean", "Rpt <28d?"),
            ("Notes", PROSE, "Eng. notes"),
        ],
    ),
    (
        "InspTst",
        None,
        [
            ("test_id", "text", "Tst #"),
            ("unit_ref", "text", "Unit"),
            ("dtTest", "date", "Tst dt"),
            ("TstTyp", "text", "Typ. (elec/struct/vis)"),
            ("tester", "text", None),
            ("Outcome", "text", "Res."),
            ("zs_ohm", "number", "Zs, ohm"),
            ("irMOhm", "number", "IR, MOhm (999=>999)"),
            ("rwtMm", "number[]", "RWT N/E/S/W, mm"),
            ("pctLoss", "number", "Wall loss, %"),
            ("leanDeg", "number", "Lean, deg"),
            ("obs", "text[]", "Obs (C1/C2/C3/FI)"),
            ("defects", "text[]", "Dfcts"),
            ("nxtDue", "date", "Nxt due"),
            ("retest", "boolean", "Re-tst?"),
            ("num_photos", "int", "Photos #"),
        ],
    ),
]

# ---- value pools -------------------------------------------------------------------------

WARDS = {
    "Abbotsmead": 5,
    "Brackenfield": 4,
    "Castlegate": 5,
    "Elmstead": 3,
    "Harnley": 4,
    "Kelsby": 3,
    "Marwood": 4,
    "Orrington": 3,
    "Pellow Cross": 2,
}
ROAD_FIRST = [
    "Larch",
    "Ferndale",
    "Cooper",
    "Mill",
    "Hawthorn",
    "Station",
    "Church",
    "Badger",
    "Osier",
    "Tanner",
    "Kingfisher",
    "Wickham",
    "Rowley",
    "Alder",
    "Beacon",
    "Chapel",
    "Dovecote",
    "Elm",
    "Foundry",
    "Glebe",
    "Heron",
    "Ivy",
    "Juniper",
    "Kiln",
    "Lark",
    "Maple",
    "Netherby",
    "Orchard",
    "Pinfold",
    "Quarry",
    "Ridgeway",
    "Sandpit",
    "Tithe",
    "Upton",
    "Vicarage",
    "Willow",
    "Yew",
    "Ashdown",
    "Bramley",
    "Carrow",
    "Denholm",
    "Farrier",
    "Gorse",
    "Hatter",
    "Ingram",
    "Keld",
    "Linnet",
    "Moorcroft",
    "Newbold",
    "Otter",
    "Priory",
    "Roper",
    "Saxon",
    "Thornbury",
    "Underhill",
    "Weaver",
    "Wren",
    "Boundary",
    "Coronation",
    "Furnace",
]
ROAD_SUFFIX = {
    "Rd": 6,
    "St": 5,
    "Ave": 3,
    "Cl": 4,
    "La": 3,
    "Dr": 3,
    "Way": 2,
    "Gr": 2,
    "Cres": 2,
    "Gdns": 1,
    "Ct": 1,
    "Pl": 1,
}
MAIN_SUFFIX = {"Rd": 5, "St": 2, "Way": 2, "Ave": 1}
ENGINEERS = {
    "K. Mensah": 5,
    "D. Royle": 5,
    "S. Kaur": 4,
    "P. Ashworth": 4,
    "M. Lindqvist": 3,
    "T. Okoro": 3,
    "J. Farrant": 2,
}
TESTERS = {
    "Gareth Pryce": 4,
    "Lena Okonjo": 4,
    "Sam Haworth": 3,
    "Niamh Doyle": 3,
    "Ibrahim Saleh": 2,
}
ATTACH = {
    "banner": 5,
    "hanging basket": 4,
    "sign": 6,
    "festive": 4,
    "CCTV": 1,
    "speed sign": 2,
    "EV charger": 1,
    "bin": 3,
}
DEFECTS_POOL = [
    "door missing",
    "door bolts seized",
    "root corrosion",
    "bracket corrosion",
    "lantern damage",
    "graffiti",
    "label missing",
    "vegetation",
    "base water ingress",
    "cracked base",
]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _rand_date(rng: random.Random, a: date, b: date) -> date:
    return a + timedelta(days=rng.randint(0, (b - a).days))


# ---- inventory ---------------------------------------------------------------------------


def _roads(rng: random.Random) -> list[dict]:
    roads, seen = [], []
    codes = rng.sample(range(1001, 1999), 140)
    firsts = list(ROAD_FIRST)
    i = 0
    while len(roads) < 132:
        first = rng.choice(firsts)
        klass = _pick(rng, {"main": 2, "dist": 3, "res": 9})
        suffix = _pick(rng, MAIN_SUFFIX if klass == "main" else ROAD_SUFFIX)
        name = f"{first} {suffix}"
        if first in ("Cooper", "Tanner", "Farrier", "Hatter"):
            name = f"{first}'s {suffix}"
        if name in seen:
            continue
        seen.append(name)
        roads.append({"name": name, "code": codes[i], "ward": _pick(rng, WARDS), "class": klass})
        i += 1
    return roads


def _units(rng: random.Random, roads: list[dict]) -> list[dict]:
    units = []
    for road in roads:
        n = {"main": rng.randint(14, 30), "dist": rng.randint(10, 20), "res": rng.randint(4, 13)}[
            road["class"]
        ]
        for k in range(1, n + 1):
            typ = _pick(
                rng,
                {"Column": 84, "Wall bracket": 5, "Bollard": 5, "Illum. sign": 4, "Subway": 2}
                if road["class"] != "res"
                else {"Column": 90, "Wall bracket": 6, "Bollard": 3, "Illum. sign": 1},
            )
            if typ == "Subway" and road["class"] == "res":
                typ = "Column"
            units.append(_unit(rng, road, k, typ))
    return units


def _unit(rng: random.Random, road: dict, k: int, typ: str) -> dict:
    klass = road["class"]
    # install year: old concrete stock, later steel, newest LED
    mat = None
    if typ == "Column":
        mat = _pick(rng, {"Steel": 62, "Concrete": 20, "Aluminium": 8, "Cast iron": 4, "Wood": 4})
    elif typ == "Bollard":
        mat = _pick(rng, {"Aluminium": 2, "Polymer": 3})
    elif typ == "Illum. sign":
        mat = "Steel"
    yr = {
        "Concrete": (1962, 1984),
        "Cast iron": (1965, 1990),
        "Wood": (1970, 2000),
        "Steel": (1978, 2025),
        "Aluminium": (1995, 2025),
        "Polymer": (2002, 2025),
        None: (1975, 2022),
    }[mat]
    y = rng.randint(*yr)
    inst = date(y, rng.randint(1, 12), rng.randint(1, 28))
    if inst > EXPORT_DAY:
        inst = EXPORT_DAY - timedelta(days=rng.randint(10, 300))
    if mat == "Steel" and rng.random() < 0.08 and klass != "res":
        inst = _rand_date(rng, date(2019, 1, 1), date(2025, 3, 20))
    inst_known = not (inst.year < 1992 and rng.random() < 0.45) and rng.random() > 0.04
    # height
    if typ == "Column":
        mh = {
            "main": rng.choice([10.0, 10.0, 12.0, 8.0]),
            "dist": rng.choice([8.0, 8.0, 6.0, 10.0]),
            "res": rng.choice([5.0, 6.0, 6.0, 5.0, 8.0]),
        }[klass]
        if mat == "Cast iron":
            mh = rng.choice([4.5, 5.0, 6.0])
        if mat == "Wood":
            mh = rng.choice([6.0, 7.0, 8.0])
    elif typ == "Wall bracket":
        mh = round(rng.uniform(3.5, 6.0), 1)
    elif typ == "Bollard":
        mh = rng.choice([0.9, 1.0, 1.1])
    elif typ == "Illum. sign":
        mh = rng.choice([2.1, 2.3, 2.5])
    else:
        mh = rng.choice([2.4, 2.6, 3.0])
    # lamp
    if typ in ("Bollard", "Illum. sign"):
        lamp = _pick(rng, {"LED": 3, "PL": 2})
    elif typ == "Subway":
        lamp = _pick(rng, {"LED": 2, "PL": 1})
    else:
        lamp = _pick(
            rng,
            {"LED": 58, "SON": 29, "SOX": 4, "CMH": 5}
            if klass != "res" or mh < 8
            else {"LED": 60, "SON": 36, "SOX": 4},
        )
        if mat == "Cast iron" and lamp == "SOX":
            lamp = "CMH"
    if lamp == "LED":
        w = rng.choice(
            {True: [60, 90, 90, 120, 150], False: [15, 18, 24, 24, 30, 36, 45]}[mh >= 10]
            if mh >= 5
            else [8, 10, 12, 15]
        )
        if 7.5 <= mh < 10:
            w = rng.choice([36, 45, 60, 60])
    elif lamp == "SON":
        w = rng.choice([150, 250] if mh >= 10 else ([70, 100, 150] if mh >= 8 else [50, 70, 70]))
    elif lamp == "SOX":
        w = rng.choice([35, 55, 55, 90, 135] if mh >= 8 else [35, 35, 55])
    elif lamp == "CMH":
        w = rng.choice([45, 60, 60, 90, 140])
    else:
        w = rng.choice([11, 18, 24, 36])
    # LED conversion
    led = None
    if lamp == "LED" and inst < date(2015, 6, 1) and rng.random() < 0.93:
        led = _rand_date(rng, max(inst + timedelta(days=400), date(2015, 6, 1)), date(2024, 11, 29))
    # control and dimming
    if typ == "Subway":
        ctrl = "24h (none)"
    elif (  # noqa: SIM114
        lamp == "LED"
        and (led is not None and led.year >= 2019 or inst.year >= 2019)
        and rng.random() < 0.75
    ):
        ctrl = "CMS node"
    elif lamp == "LED" and rng.random() < 0.3:
        ctrl = "CMS node"
    else:
        ctrl = _pick(rng, {"PECU 35/18 lux": 6, "PECU 55/28 lux": 3, "Timeclock": 1})
    if ctrl == "CMS node":
        dim = _pick(rng, {"Dim 30%": 5, "Dim 50%": 4, "None": 1})
    elif ctrl == "24h (none)":
        dim = "None"
    else:
        dim = _pick(rng, {"None": 6, "Part-night": 3 if klass == "res" else 1})
    supply = "DNO" if rng.random() < 0.7 else "Pillar"
    if mat == "Wood":
        supply = "O/H"
    if typ in ("Bollard", "Illum. sign") and rng.random() < 0.12:
        supply = "Solar"
        lamp, ctrl, dim = "LED", "PECU 35/18 lux", "None"
        w = rng.choice([8, 10, 12])
        led = None
    attach = []
    if typ == "Column" and rng.random() < 0.17:
        m = rng.choices([1, 2, 3], weights=[10, 4, 1])[0]
        while len(attach) < m:
            a = _pick(
                rng,
                ATTACH
                if klass != "res"
                else {
                    "sign": 5,
                    "bin": 3,
                    "hanging basket": 1,
                    "speed sign": 1,
                    "festive": 1,
                    "EV charger": 1,
                },
            )
            if a not in attach:
                attach.append(a)
    lamp_chg = []
    if lamp in ("SON", "SOX", "CMH", "PL"):
        phase = rng.randint(0, 2)
        for cyc in (2018, 2021, 2024):
            d = date(cyc, 1, 1) + timedelta(
                days=70 * phase + rng.randint(0, 60) + (road["code"] % 7) * 9
            )
            if d >= inst + timedelta(days=300) and d <= EXPORT_DAY and rng.random() < 0.8:
                lamp_chg.append(d)
        lamp_chg = lamp_chg[-2:]
    herit = mat == "Cast iron" or (
        typ in ("Column", "Wall bracket") and road["ward"] == "Castlegate" and rng.random() < 0.06
    )
    status = _pick(
        rng, {"In service": 955, "Out of service": 15, "Disconnected": 12, "Removed": 18}
    )
    return {
        "unit_id": f"{road['code']}/{k:02d}",
        "road": road["name"],
        "Ward": road["ward"],
        "unitTyp": typ,
        "colMat": mat,
        "mh_m": mh,
        "LampTyp": lamp,
        "nWatts": w,
        "dtInst": inst if inst_known else None,
        "dt_led": led,
        "ctrl": ctrl,
        "dimProf": dim,
        "supply": supply,
        "attach": attach,
        "lampChgDts": lamp_chg,
        "herit": herit,
        "status": status,
        "_inst": inst,
        "_class": klass,
    }


# ---- faults -------------------------------------------------------------------------------

MONTH_W = {4: 6, 5: 4, 6: 3, 7: 3, 8: 4, 9: 6, 10: 10, 11: 13, 12: 13, 1: 13, 2: 10, 3: 8}


def _fault_code(rng: random.Random, u: dict) -> str:
    lamp = u["LampTyp"]
    if lamp == "LED":
        w = {"Lamp out": 30, "Day burner": 10, "Dim/flicker": 9, "Cycling": 1}
    elif lamp == "SON":
        w = {"Lamp out": 30, "Cycling": 18, "Day burner": 12, "Dim/flicker": 3}
    else:
        w = {"Lamp out": 30, "Cycling": 8, "Day burner": 9, "Dim/flicker": 4}
    if u["ctrl"] == "CMS node":
        w["Day burner"] = 3
    w.update({"Door missing": 5, "Exposed wiring": 3, "Obscured (trees)": 3})
    if u["unitTyp"] == "Column":
        w["Knock-down"] = 3 if u["_class"] != "res" else 1
        w["Leaning col."] = 3
    return _pick(rng, w)


def _note(rng: random.Random, f: dict, u: dict) -> str:
    code, lamp = f["FaultCode"], u["LampTyp"]
    t = f"{rng.randint(7, 22):02d}:{rng.choice(['05', '10', '20', '25', '35', '40', '50', '55'])}"
    where = rng.choice(
        [
            f"Unit {u['unit_id']} {u['road']}",
            f"Col {u['unit_id'].split('/')[1]} {u['road']}",
            f"{u['road']} unit {u['unit_id']}",
            f"{u['unit_id']} outside no. {rng.randint(1, 140)}",
        ]
    )
    s = []
    if f["nVisits"] == 0:
        s.append(f"{where}. Logged from {f['src'].lower()} report, not yet attended.")
        s.append(
            rng.choice(
                [
                    "On the routine list for the area.",
                    "Awaiting night crew.",
                    "Added to next scout route to confirm.",
                    "Batched with other faults on the road.",
                ]
            )
        )
        return " ".join(s)
    s.append(f"{where}, attended {t}.")
    if f["dno"]:
        s.append(
            rng.choice(
                [
                    "No supply at the cut-out, fuse intact.",
                    "No volts at cut-out, service cable fault.",
                    "Whole row out, supply fault on the network side.",
                ]
            )
        )
        s.append(
            "Passed to DNO as UMS fault"
            + rng.choice(
                [", awaiting their attendance.", ", chased twice.", ", DNO to excavate in footway."]
            )
        )
        if f["dtFix"] is not None:
            s.append(
                rng.choice(
                    [
                        "DNO restored supply, lamp checked working.",
                        "Supply reconnected by DNO, unit back on.",
                    ]
                )
            )
        return " ".join(s)
    if code == "Lamp out":
        if lamp == "LED":
            s.append(
                rng.choice(
                    [
                        "Lantern dead, no output from driver.",
                        "LED board dark, driver failed.",
                        "No light, driver tripping on start.",
                    ]
                )
            )
            s.append(
                rng.choice(
                    [
                        "Replaced LED driver, tested with PECU covered.",
                        "Fitted new driver, left working.",
                        "Lantern swapped for new LED lantern, old one back to depot.",
                    ]
                )
            )
        else:
            s.append(
                rng.choice(
                    [
                        f"{lamp} lamp failed.",
                        f"{lamp} lamp blackened, end of life.",
                        "Lamp out, gear checked OK.",
                    ]
                )
            )
            s.append(
                rng.choice(
                    [
                        "Relamped and tested.",
                        "New lamp and ignitor fitted, working on cover test.",
                        "Relamped, control gear replaced as well.",
                    ]
                )
            )
    elif code == "Day burner":
        s.append(
            rng.choice(
                [
                    "Lamp on in daylight, PECU failed closed.",
                    "Burning all day, photocell stuck.",
                    "On during day, CMS node not switching.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    "Fitted new PECU 35/18, switching checked.",
                    "Replaced photocell, off in daylight now.",
                ]
            )
            if f["parts"]
            else "Node reset and reprogrammed from CMS, switching OK."
        )
    elif code == "Cycling":
        s.append(
            rng.choice(
                [
                    "Lamp cycling on and off, SON end of life.",
                    "Cycling every few minutes.",
                    "Going on and off, ignitor suspect.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    "Replaced lamp and ignitor.",
                    "Relamped, gear OK.",
                    "Lamp and ignitor changed, tested.",
                ]
            )
        )
    elif code == "Dim/flicker":
        s.append(
            rng.choice(
                [
                    "Flickering, driver intermittent.",
                    "Output low, lantern dirty and driver weak.",
                    "Reported dim, CMS shows 30% dim profile working as set.",
                ]
            )
        )
        s.append(
            rng.choice(["Replaced driver.", "Cleaned bowl and changed driver."])
            if f["parts"]
            else "No fault found, explained dimming to caller."
        )
    elif code == "Door missing":
        s.append(
            rng.choice(
                [
                    "Door off, base compartment open.",
                    "Door missing, wiring visible but insulated.",
                    "Door found in hedge, bolts sheared.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    "Fitted new door and bolts.",
                    "Temporary blanking door fitted, new door ordered.",
                    "Made safe with tape and new door fitted on return.",
                ]
            )
        )
    elif code == "Exposed wiring":
        s.append(
            rng.choice(
                [
                    "Live cable exposed at base.",
                    "Cut-out cover missing, live terminals exposed.",
                    "Cable pulled out through door opening.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    "Isolated at cut-out and made safe within the 2 hr window.",
                    "Made safe, isolated, new door and cut-out fitted.",
                    "Made safe on first visit, cable joint done on return.",
                ]
            )
        )
    elif code == "Knock-down":
        s.append(
            rng.choice(
                [
                    "Column struck by vehicle overnight, police on scene.",
                    "Hit by car, column bent at root.",
                    "HGV reversed into column, lantern on the footway.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    "Made safe, isolated and cut down to base.",
                    "Made safe, barriered off, column removed.",
                    "Isolated at cut-out, column and lantern recovered to depot.",
                ]
            )
        )
        if f["rechg"]:
            s.append(
                rng.choice(
                    [
                        "Recharge to driver's insurer.",
                        "Third party details from police, recharge raised.",
                    ]
                )
            )
        else:
            s.append("Driver not traced, no recharge.")
        if f["dtFix"] is not None:
            s.append("New column and LED lantern installed.")
    elif code == "Leaning col.":
        s.append(
            f"Column leaning about {rng.choice([3, 4, 5, 6, 7])} degrees towards the carriageway."
        )
        s.append(
            rng.choice(
                [
                    "Root checked, no cracking, referred for structural test.",
                    "Verge dug out by utility works, column re-set and backfilled.",
                    "Straightened and re-tamped, monitor.",
                ]
            )
        )
    else:
        s.append(
            rng.choice(
                [
                    "Lamp working, light blocked by overgrown tree.",
                    "Tree canopy over lantern, lamp OK.",
                    "Working, hedge on private land shading the footway.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    "Referred to highways for tree notice.",
                    "Passed to arb team to cut back.",
                    "Owner asked to cut back, reinspect in 28 days.",
                ]
            )
        )
    if (
        f["madeSafe"]
        and code not in ("Exposed wiring", "Knock-down", "Door missing")
        and rng.random() < 0.7
    ):
        s.append("Made safe on first visit.")
    if f["dtFix"] is None:
        s.append(
            rng.choice(
                [
                    "Parts on order, job left open.",
                    "Return visit needed.",
                    "Open pending materials.",
                ]
            )
        )
    elif f["nVisits"] > 1 and rng.random() < 0.6:
        s.append(
            rng.choice(
                [
                    "Fixed on second visit.",
                    "Could not access on first visit, parked car over door.",
                    "First visit no access, fixed on return.",
                ]
            )
        )
    if rng.random() < 0.25:
        s.append(
            rng.choice(
                ["Caller updated.", "Cllr informed.", "CMS now reporting normal.", "Photos on job."]
            )
        )
    return " ".join(s)


PARTS = {
    ("Lamp out", "LED"): [["LED driver"], ["LED driver"], ["LED lantern"], ["LED driver", "fuse"]],
    ("Lamp out", "other"): [
        ["lamp"],
        ["lamp", "ignitor"],
        ["lamp", "control gear"],
        ["lamp", "ignitor", "fuse"],
    ],
    ("Day burner", "any"): [["PECU"], ["PECU"], ["PECU", "fuse"], []],
    ("Cycling", "any"): [["lamp", "ignitor"], ["lamp"], ["lamp", "ignitor"]],
    ("Dim/flicker", "any"): [["LED driver"], ["LED driver"], []],
    ("Door missing", "any"): [["door"], ["door", "door bolts"], ["door bolts"]],
    ("Exposed wiring", "any"): [
        ["cut-out", "door"],
        ["cable joint"],
        ["door", "cable joint"],
        ["cut-out"],
    ],
    ("Knock-down", "any"): [
        ["column", "LED lantern", "cut-out"],
        ["column", "LED lantern", "cable joint"],
        ["column", "LED lantern"],
    ],
    ("Leaning col.", "any"): [[], [], ["column"]],
    ("Obscured (trees)", "any"): [[]],
}


def _faults(rng: random.Random, units: list[dict]) -> list[dict]:
    live = [u for u in units if u["status"] != "Removed"]
    days = []
    d = FY_FROM
    while d <= FY_TO:
        days.append(d)
        d += timedelta(days=1)
    dw = [MONTH_W[x.month] for x in days]
    faults = []
    for _ in range(1660):
        u = rng.choice(live)
        rep = rng.choices(days, weights=dw)[0]
        code = _fault_code(rng, u)
        if code in ("Knock-down", "Exposed wiring"):
            resp = "EM"
        elif code == "Door missing":
            resp = _pick(rng, {"EM": 1, "URG": 3})
        elif code == "Leaning col.":
            resp = _pick(rng, {"EM": 1, "URG": 2, "RTN": 2})
        elif code == "Lamp out" and u["_class"] == "main":
            resp = _pick(rng, {"URG": 1, "RTN": 2})
        else:
            resp = _pick(rng, {"URG": 1, "RTN": 9})
        src = _pick(
            rng,
            {"Web": 35, "Phone": 20, "Night scout": 16, "Cllr": 5}
            | (
                {"CMS alert": 40}
                if u["ctrl"] == "CMS node" and code in ("Lamp out", "Day burner", "Dim/flicker")
                else {}
            )
            | ({"Police": 20} if code == "Knock-down" else {}),
        )
        hrs = {
            "EM": rng.uniform(0.3, 2.0) if rng.random() > 0.07 else rng.uniform(2.1, 4.5),
            "URG": rng.uniform(2.0, 26.0) if rng.random() > 0.1 else rng.uniform(26.0, 60.0),
            "RTN": rng.uniform(10.0, 130.0) if rng.random() > 0.12 else rng.uniform(130.0, 260.0),
        }[resp]
        hrs = round(hrs, 1)
        attended = (
            rep + timedelta(hours=hrs) <= EXPORT_DAY + timedelta(days=0) and rng.random() > 0.01
        )
        if (EXPORT_DAY - rep).days * 24 < hrs:
            attended = False
        dno = (
            attended and code == "Lamp out" and u["supply"] in ("DNO", "O/H") and rng.random() < 0.2
        )
        made_safe = attended and (resp == "EM" or (code == "Door missing" and rng.random() < 0.5))
        rechg = code == "Knock-down" and rng.random() < 0.62
        # fix
        if not attended:
            fix, visits = None, 0
        else:
            first = rep + timedelta(days=int(hrs // 24))
            if dno:
                fix = first + timedelta(days=rng.randint(6, 75))
                visits = rng.choice([1, 2, 2, 3])
            elif code == "Knock-down":
                fix = first + timedelta(days=rng.randint(10, 70))
                visits = rng.choice([2, 3, 3, 4])
            elif code in ("Exposed wiring", "Door missing") and rng.random() < 0.5:
                fix = first + timedelta(days=rng.randint(1, 14))
                visits = 2
            else:
                r = rng.random()
                fix = first if r < 0.78 else first + timedelta(days=rng.randint(2, 21))
                visits = 1 if r < 0.78 else 2
            if rng.random() < 0.025:
                fix = None
            if fix is not None and fix > EXPORT_DAY:
                fix = None
        key = (
            ("Lamp out", "LED" if u["LampTyp"] == "LED" else "other")
            if code == "Lamp out"
            else (code, "any")
        )
        parts = [] if (fix is None or dno) else list(rng.choice(PARTS[key]))
        if (
            fix is not None
            and not dno
            and code in ("Lamp out", "Cycling")
            and u["LampTyp"] != "LED"
            and rng.random() < 0.15
        ):
            parts = ["LED lantern"]  # converted on failure
        cost = None
        if fix is not None:
            base = {"EM": 95.0, "URG": 70.0, "RTN": 48.0}[resp] + 38.0 * (visits - 1)
            price = {
                "LED driver": 62.0,
                "LED lantern": 285.0,
                "lamp": 24.0,
                "ignitor": 18.0,
                "control gear": 55.0,
                "fuse": 3.5,
                "PECU": 16.0,
                "door": 68.0,
                "door bolts": 9.0,
                "cut-out": 74.0,
                "cable joint": 120.0,
                "column": 1450.0,
            }
            cost = base + sum(price[p] for p in parts)
            if code == "Knock-down":
                cost += rng.uniform(600.0, 1900.0)
            if dno:
                cost = base
            cost = round(cost * rng.uniform(0.96, 1.05), 2)
        f = {
            "unitRef": u["unit_id"],
            "dtRep": rep,
            "src": src,
            "FaultCode": code,
            "respCat": resp,
            "attendHrs": hrs if attended else None,
            "dtFix": fix,
            "nVisits": visits,
            "engr": _pick(rng, ENGINEERS) if attended else None,
            "dno": dno,
            "madeSafe": made_safe,
            "rechg": rechg,
            "parts": parts,
            "costGbp": cost,
            "isRepeat": False,
            "Notes": "",
        }
        f["Notes"] = _note(rng, f, u)
        faults.append(f)
    faults.sort(key=lambda x: (x["dtRep"], x["unitRef"], x["FaultCode"]))
    last: dict[str, date] = {}
    out = []
    for i, f in enumerate(faults, start=1):
        prev = last.get(f["unitRef"])
        f["isRepeat"] = prev is not None and (f["dtRep"] - prev).days <= 28
        last[f["unitRef"]] = f["dtRep"]
        out.append({"flt_id": f"FR24-{i:04d}", **f})
    return out


# ---- inspections and tests ------------------------------------------------------------------


def _tests(rng: random.Random, units: list[dict]) -> list[dict]:
    live = [u for u in units if u["status"] != "Removed"]
    # electrical: periodic inspection, roads taken in batches
    by_road: dict[str, list[dict]] = {}
    for u in live:
        by_road.setdefault(u["road"], []).append(u)
    road_names = sorted(by_road)
    rng.shuffle(road_names)
    tests = []
    elec_budget, r_i = 520, 0
    while elec_budget > 0 and r_i < len(road_names):
        rows = by_road[road_names[r_i]]
        r_i += 1
        day = _rand_date(rng, FY_FROM + timedelta(days=3), FY_TO - timedelta(days=2))
        while day.weekday() >= 5:
            day += timedelta(days=1)
        tester = _pick(rng, TESTERS)
        for j, u in enumerate(rows):
            if u["supply"] == "Solar" or elec_budget <= 0:
                continue
            d = day + timedelta(days=j // 12)
            while d.weekday() >= 5:
                d += timedelta(days=1)
            tests.append(_elec(rng, u, d, tester, False))
            elec_budget -= 1
    steel = [
        u
        for u in live
        if u["colMat"] == "Steel" and u["unitTyp"] == "Column" and u["_inst"] < date(2000, 1, 1)
    ]
    for u in rng.sample(steel, min(300, len(steel))):
        d = _rand_date(rng, FY_FROM + timedelta(days=5), FY_TO)
        while d.weekday() >= 5:
            d -= timedelta(days=1)
        tests.append(
            _struct(
                rng,
                u,
                d,
                _pick(rng, {"Sam Haworth": 4, "Niamh Doyle": 3, "Ibrahim Saleh": 2}),
                False,
            )
        )
    others = [
        u for u in live if u["unitTyp"] in ("Column", "Wall bracket") and u["colMat"] != "Steel"
    ]
    for u in rng.sample(others, min(150, len(others))):
        d = _rand_date(rng, FY_FROM + timedelta(days=5), FY_TO)
        while d.weekday() >= 5:
            d -= timedelta(days=1)
        tests.append(_visual(rng, u, d, _pick(rng, TESTERS)))
    # retests of fails
    retests = []
    for t in tests:
        if t["Outcome"] == "Fail" and t["TstTyp"] != "Visual" and rng.random() < 0.7:
            d = t["dtTest"] + timedelta(days=rng.randint(14, 70))
            while d.weekday() >= 5:
                d += timedelta(days=1)
            if d <= FY_TO:
                u = t["_u"]
                if t["TstTyp"] == "Electrical":
                    retests.append(_elec(rng, u, d, t["tester"], True))
                else:
                    retests.append(_struct(rng, u, d, t["tester"], True))
    tests += retests
    tests.sort(key=lambda x: (x["dtTest"], x["unit_ref"], x["TstTyp"]))
    out = []
    for i, t in enumerate(tests, start=1):
        del t["_u"]
        out.append({"test_id": f"IT24-{i:04d}", **t})
    return out


def _elec(rng: random.Random, u: dict, d: date, tester: str, retest: bool) -> dict:
    zs = (
        round(rng.uniform(0.18, 0.75), 2)
        if rng.random() > 0.06
        else round(rng.uniform(1.1, 3.4), 2)
    )
    if u["supply"] == "O/H":
        zs = round(rng.uniform(0.6, 2.2), 2)
    ir = 999.0 if rng.random() < 0.55 else round(rng.uniform(20.0, 600.0), 1)
    if rng.random() < 0.04:
        ir = round(rng.uniform(0.3, 1.9), 2)
    obs = []
    if rng.random() < 0.22:
        obs.append("C3")
    if rng.random() < 0.05:
        obs.append("FI")
    if zs > 1.5 or ir < 1.0 or rng.random() < 0.04:
        obs.insert(0, "C2")
    if rng.random() < 0.012:
        obs.insert(0, "C1")
    if retest:
        obs = [o for o in obs if o in ("C3",)]
        zs = min(zs, round(rng.uniform(0.2, 0.7), 2))
        ir = max(ir, 200.0)
    outcome = "Fail" if ("C1" in obs or "C2" in obs) else ("Advisory" if obs else "Pass")
    defects = []
    if rng.random() < 0.12:
        defects.append(
            rng.choice(["door bolts seized", "label missing", "base water ingress", "door missing"])
        )
    nxt = {
        "Pass": d.replace(year=d.year + 6),
        "Advisory": d.replace(year=d.year + 3),
        "Fail": d + timedelta(days=rng.choice([28, 56, 90])),
    }[outcome]
    return {
        "unit_ref": u["unit_id"],
        "dtTest": d,
        "TstTyp": "Electrical",
        "tester": tester,
        "Outcome": outcome,
        "zs_ohm": zs,
        "irMOhm": ir,
        "rwtMm": [],
        "pctLoss": None,
        "leanDeg": None,
        "obs": obs,
        "defects": defects,
        "nxtDue": nxt,
        "retest": retest,
        "num_photos": rng.choice([0, 0, 1, 1, 2]),
        "_u": u,
    }


def _struct(rng: random.Random, u: dict, d: date, tester: str, retest: bool) -> dict:
    nominal = 4.0
    age = (d - u["_inst"]).days / 365.25
    worst = min(0.62, max(0.0, rng.gauss(0.006 * age, 0.09)))
    if retest:
        worst = min(worst, rng.uniform(0.02, 0.15))  # new column or sleeve fitted
    reads = []
    for _ in range(4):
        loss = worst * rng.uniform(0.35, 1.0)
        reads.append(round(nominal * (1 - loss) + rng.uniform(-0.05, 0.08), 2))
    reads[rng.randrange(4)] = round(nominal * (1 - worst), 2)
    pct = round((nominal - min(reads)) / nominal * 100, 1)
    pct = max(pct, 0.0)
    lean = round(abs(rng.gauss(0.6, 0.7)), 1)
    if rng.random() < 0.03:
        lean = round(rng.uniform(3.0, 6.5), 1)
    defects = []
    if pct >= 20:
        defects.append("root corrosion")
    if rng.random() < 0.1:
        defects.append(
            rng.choice(
                ["bracket corrosion", "cracked base", "door missing", "graffiti", "vegetation"]
            )
        )
    if pct >= 50 or lean >= 5.0:
        outcome = "Replace"
    elif pct >= 35 or lean >= 3.0:
        outcome = "Fail"
    elif pct >= 20 or lean >= 2.0 or defects:
        outcome = "Advisory"
    else:
        outcome = "Pass"
    nxt = {
        "Pass": d.replace(year=d.year + 6),
        "Advisory": d.replace(year=d.year + 3),
        "Fail": d.replace(year=d.year + 1),
        "Replace": None,
    }[outcome]
    return {
        "unit_ref": u["unit_id"],
        "dtTest": d,
        "TstTyp": "Structural",
        "tester": tester,
        "Outcome": outcome,
        "zs_ohm": None,
        "irMOhm": None,
        "rwtMm": reads,
        "pctLoss": pct,
        "leanDeg": lean,
        "obs": [],
        "defects": defects,
        "nxtDue": nxt,
        "retest": retest,
        "num_photos": rng.randint(2, 6),
        "_u": u,
    }


def _visual(rng: random.Random, u: dict, d: date, tester: str) -> dict:
    lean = round(abs(rng.gauss(0.7, 0.8)), 1)
    defects = []
    k = rng.choices([0, 1, 2], weights=[6, 3, 1])[0]
    while len(defects) < k:
        x = rng.choice(DEFECTS_POOL)
        if x not in defects:
            defects.append(x)
    if u["colMat"] == "Concrete" and rng.random() < 0.2 and "cracked base" not in defects:
        defects.append("cracked base")
    if lean >= 4.0 or "cracked base" in defects and rng.random() < 0.4:
        outcome = "Fail"
    elif defects or lean >= 2.0:
        outcome = "Advisory"
    else:
        outcome = "Pass"
    nxt = (
        d.replace(year=d.year + (2 if outcome == "Pass" else 1))
        if outcome != "Fail"
        else d + timedelta(days=56)
    )
    return {
        "unit_ref": u["unit_id"],
        "dtTest": d,
        "TstTyp": "Visual",
        "tester": tester,
        "Outcome": outcome,
        "zs_ohm": None,
        "irMOhm": None,
        "rwtMm": [],
        "pctLoss": None,
        "leanDeg": lean,
        "obs": [],
        "defects": defects,
        "nxtDue": nxt,
        "retest": False,
        "num_photos": rng.randint(1, 4),
        "_u": u,
    }


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(2324)
    roads = _roads(rng)
    units = _units(rng, roads)
    faults = _faults(rng, units)
    tests = _tests(rng, units)
    for u in units:
        del u["_inst"], u["_class"]
    units.sort(key=lambda x: x["unit_id"])
    return {"SLInv": units, "Flts": faults, "InspTst": tests}


def build(out: Path) -> Path:
    """Write `street-lighting/schema.json` and its three objects files under out."""
    formats = {"SLInv": "parquet", "Flts": "csv", "InspTst": "jsonl"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
