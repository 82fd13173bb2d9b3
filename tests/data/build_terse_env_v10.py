"""Write `sterile-services`: an invented hospital sterile services department's export, named tersely.

The sterile services department (SSD) of an invented hospital, Northmoor General (every set,
barcode, theatre list, technician, supervisor, supplier and note is made up; the set names and
instruments are ordinary surgical ones), exported its instrument tracking system the way an
engineer exports it: abbreviated property names in mixed habits (snake_case `set_bc`,
`load_no`, `hold_temp`, `trk_id`, `is_ft`, `insp_notes`; camelCase `homeLoc`, `nInst`, `wtKg`,
`isLoan`, `dtComm`, `replInst`, `usesYtd`, `dtCyc`, `holdS`, `pRdgs`, `leakRate`, `nPacks`,
`rlsdBy`, `paramChk`, `wetPks`, `cycMin`, `setRef`, `ldRef`, `dtIn`, `dtOut`, `washT`,
`packedBy`, `chkdBy`, `nMiss`, `missDmg`, `tatHrs`; PascalCase `SetName`, `Status`,
`AuditDts`, `CycType`, `Res`, `WD`; glued lowercase `spec`, `pkg`, `mfr`, `unit`, `frm`, `ncr`,
`chg`; prefixes `dtComm`, `dtCyc`, `dtIn`, `dtOut`, `nInst`, `nPacks`, `nMiss`, `isLoan`,
`is_ft`), abbreviated class names (`SetReg`, `SterLds`, `TrkEvts`), terse descriptions in the
trade's shorthand ("Set b/c", "Home loc. (thtr/unit)", "Pkg (wrap/RC/pouch)", "Commiss.",
"Repl. inst (2025)", "Strlsr", "Prog.", "Press. (start/mid/end hold), bar g", "Param chk
(T/t/P/prt)", "Wet pks #", "Rec'd", "Disp.", "WD temps (pre/main/TD), C", "Chk'd",
"Miss./dmg", "F/T?", "TAT, h", "Rechg, £"), four properties with no description (`mfr`,
`Status`, `WD`, `packedBy`) and one collection (`TrkEvts`) with no class description.

- `SetReg` (CSV): the instrument set register: every reusable set and tray the SSD processes,
  with the supplier loan kits booked in from 2025-03-03 to 2025-06-27: barcode, set name,
  specialty, home theatre or unit, instrument count, weight, packaging, loan kit or not, maker
  or lending company, commissioning date, tray list audit dates, instruments replaced in 2025,
  status and uses this year. Arrays are JSON strings in cells.
- `SterLds` (JSON Lines): the steriliser cycle log of the three porous-load autoclaves AC1 to
  AC3, every cycle from 2025-03-03 to 2025-06-27 in run order: the machine's cycle number, unit,
  date, programme (Porous 134, Bowie-Dick, Air leak), hold temperature and time, the three hold
  pressures, the air leak rate, packs loaded, result, who released it, the four parameter
  checks, wet packs and cycle time.
- `TrkEvts` (Parquet, no class description): one row per set's trip through the department,
  numbered in order received: `setRef` refers to `SetReg.set_bc`, `ldRef` to `SterLds.load_no`
  (the load that released it; empty while it is still in the department or held), received
  and dispatched dates, where from, washer-disinfector, its three temperatures, packer,
  checker, missing instruments, missing or damaged items, fast-track, NCR, turnaround, recharge
  and the inspection and packing notes (`insp_notes`, the one prose property, 15-50 words).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v10.py OUT   (writes OUT/sterile-services/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "sterile-services"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, EXPORT_DAY = date(2025, 3, 3), date(2025, 6, 27)  # Monday to Friday
BANK_HOLIDAYS = {date(2025, 4, 18), date(2025, 4, 21), date(2025, 5, 5), date(2025, 5, 26)}
AC3_OUT = (date(2025, 4, 14), date(2025, 4, 25))  # AC3 revalidation: no cycles

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "SetReg",
        "Inst. set/tray reg.",
        [
            ("set_bc", "text", "Set b/c"),
            ("SetName", "text", "Set desc."),
            ("spec", "text", "Spec."),
            ("homeLoc", "text", "Home loc. (thtr/unit)"),
            ("nInst", "int", "Inst #"),
            ("wtKg", "number", "Wt, kg"),
            ("pkg", "text", "Pkg (wrap/RC/pouch)"),
            ("isLoan", "boolean", "Loan kit?"),
            ("mfr", "text", None),
            ("dtComm", "date", "Commiss."),
            ("AuditDts", "date[]", "Tray list audits"),
            ("replInst", "text[]", "Repl. inst (2025)"),
            ("Status", "text", None),
            ("usesYtd", "int", "Uses YTD"),
        ],
    ),
    (
        "SterLds",
        "Strlsr cyc. log",
        [
            ("load_no", "text", "Cyc #"),
            ("unit", "text", "Strlsr"),
            ("dtCyc", "date", "Cyc. dt"),
            ("CycType", "text", "Prog."),
            ("hold_temp", "number", "Hold temp, C"),
            ("holdS", "int", "Hold, s"),
            ("pRdgs", "number[]", "Press. (start/mid/end hold), bar g"),
            ("leakRate", "number", "Leak rate, mbar/min"),
            ("nPacks", "int", "Packs #"),
            ("Res", "text", "Result"),
            ("rlsdBy", "text", "Rel. by"),
            ("paramChk", "boolean[]", "Param chk (T/t/P/prt)"),
            ("wetPks", "int", "Wet pks #"),
            ("cycMin", "int", "Cyc. time, min"),
        ],
    ),
    (
        "TrkEvts",
        None,
        [
            ("trk_id", "text", "Trk #"),
            ("setRef", "text", "Set b/c"),
            ("ldRef", "text", "Cyc #"),
            ("dtIn", "date", "Rec'd"),
            ("dtOut", "date", "Disp."),
            ("frm", "text", "From"),
            ("WD", "text", None),
            ("washT", "int[]", "WD temps (pre/main/TD), C"),
            ("packedBy", "text", None),
            ("chkdBy", "text", "Chk'd"),
            ("nMiss", "int", "Miss. inst #"),
            ("missDmg", "text[]", "Miss./dmg"),
            ("is_ft", "boolean", "F/T?"),
            ("ncr", "boolean", "NCR raised"),
            ("tatHrs", "number", "TAT, h"),
            ("chg", "number", "Rechg, £"),
            ("insp_notes", PROSE, "Insp./pack notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# set name: (specialty, home locations, instrument count range, copies, uses per week per set,
#            packaging weights)
WRAP_RC = {"Wrap": 3, "Rigid cont.": 2}
RC_WRAP = {"Rigid cont.": 4, "Wrap": 1}
WRAP = {"Wrap": 1}
WRAP_POUCH = {"Wrap": 3, "Pouch": 2}
TEMPLATES = {
    "Major Ortho Tray": ("Ortho", ["TH2", "TH3"], (72, 96), 12, 0.7, RC_WRAP),
    "Hip Primary Set": ("Ortho", ["TH2", "TH3"], (48, 70), 10, 0.6, RC_WRAP),
    "Knee Primary Set": ("Ortho", ["TH2", "TH3"], (44, 66), 10, 0.6, RC_WRAP),
    "Small Fragment Set": ("Ortho", ["TH3"], (58, 88), 5, 0.4, RC_WRAP),
    "Hand Set": ("Ortho", ["TH3", "DSU1"], (28, 40), 7, 0.6, WRAP_RC),
    "Arthroscopy Set": ("Ortho", ["DSU1"], (18, 30), 8, 0.9, WRAP_RC),
    "Laparotomy Tray": ("Gen Surg", ["TH1", "TH4"], (80, 110), 12, 0.6, WRAP_RC),
    "Lap Chole Set": ("Gen Surg", ["TH1", "DSU1"], (30, 44), 12, 0.8, WRAP_RC),
    "Hernia Set": ("Gen Surg", ["DSU1", "TH1"], (26, 38), 12, 0.7, WRAP),
    "Minor Ops Tray": ("Gen Surg", ["DSU1", "DSU2", "ED", "OPD"], (12, 20), 30, 1.0, WRAP_POUCH),
    "Bowel Set": ("Gen Surg", ["TH1", "TH4"], (60, 85), 7, 0.4, WRAP_RC),
    "Breast Set": ("Gen Surg", ["TH4", "DSU2"], (30, 42), 7, 0.5, WRAP),
    "Thyroid Set": ("Gen Surg", ["TH4"], (34, 46), 4, 0.3, WRAP),
    "D&C Set": ("Gynae", ["DSU2", "TH5"], (14, 22), 14, 0.8, WRAP),
    "Hysteroscopy Set": ("Gynae", ["DSU2"], (16, 26), 10, 0.7, WRAP),
    "Abdominal Hysterectomy Set": ("Gynae", ["TH5"], (60, 82), 6, 0.5, WRAP_RC),
    "Laparoscopy Set": ("Gynae", ["TH5", "DSU2"], (28, 40), 8, 0.6, WRAP_RC),
    "Caesarean Section Set": ("Obstetrics", ["MAT"], (52, 70), 16, 1.0, WRAP_RC),
    "Perineal Repair Set": ("Obstetrics", ["MAT"], (10, 16), 14, 0.9, WRAP_POUCH),
    "Tonsillectomy Set": ("ENT", ["TH6", "DSU2"], (30, 44), 10, 0.7, WRAP),
    "Ear Micro Set": ("ENT", ["TH6"], (40, 60), 5, 0.4, RC_WRAP),
    "Nasal Set": ("ENT", ["TH6", "DSU2"], (24, 36), 7, 0.6, WRAP),
    "Tracheostomy Set": ("ENT", ["TH6", "ED"], (20, 30), 6, 0.3, WRAP),
    "Cataract Set": ("Ophth", ["EYE"], (14, 22), 24, 1.2, WRAP_RC),
    "Vitrectomy Set": ("Ophth", ["EYE"], (24, 34), 5, 0.5, RC_WRAP),
    "Oculoplastics Set": ("Ophth", ["EYE"], (20, 30), 4, 0.4, WRAP),
    "Cystoscopy Set": ("Urology", ["DSU1", "TH4"], (12, 20), 12, 0.9, WRAP),
    "TURP Set": ("Urology", ["TH4"], (20, 30), 7, 0.6, WRAP),
    "Circumcision Set": ("Urology", ["DSU1"], (14, 20), 6, 0.5, WRAP_POUCH),
    "Plastics Fine Set": ("Plastics", ["DSU2", "TH4"], (34, 52), 6, 0.5, WRAP_RC),
    "Skin Graft Set": ("Plastics", ["TH4"], (18, 26), 4, 0.4, WRAP),
    "Vascular Major Set": ("Vascular", ["TH1"], (70, 100), 5, 0.4, RC_WRAP),
    "Varicose Vein Set": ("Vascular", ["DSU1"], (20, 30), 5, 0.5, WRAP),
    "Max Fax Plating Set": ("Max Fax", ["TH6"], (40, 64), 4, 0.4, RC_WRAP),
    "Dental Extraction Set": ("Max Fax", ["DSU2", "OPD"], (10, 16), 12, 0.7, WRAP_POUCH),
    "Suture Set": ("ED", ["ED"], (6, 10), 22, 1.1, {"Pouch": 3, "Wrap": 1}),
    "Chest Drain Set": ("ED", ["ED"], (10, 16), 7, 0.4, WRAP),
}
LOAN_KITS = {
    "Hip Revision Loan Kit": ("TH2", (70, 120)),
    "Knee Revision Loan Kit": ("TH2", (60, 110)),
    "Spinal Fixation Loan Kit": ("TH3", (80, 130)),
    "Trauma Nailing Loan Kit": ("TH3", (50, 90)),
    "Shoulder Loan Kit": ("TH2", (40, 70)),
}
MAKERS = {"Halden Surgical": 5, "Marrick Instruments": 4, "Bryce & Coll": 3, "Veltra Medical": 2}
LENDERS = {"Orvane Orthopaedics": 3, "Tessel Medical": 2, "Brackwell Implants": 2}
INSTRUMENTS = {
    "general": [
        "needle holder",
        "Mayo scissors",
        "Metzenbaum scissors",
        "Kocher forceps",
        "Spencer Wells forceps",
        "Allis forceps",
        "Langenbeck retractor",
        "Gillies forceps",
        "scalpel handle",
        "towel clip",
        "suction tip",
        "diathermy lead",
    ],
    "Ortho": [
        "bone nibbler",
        "Hohmann retractor",
        "bone hook",
        "osteotome",
        "mallet",
        "drill guide",
    ],
    "Ophth": ["lens hook", "capsulorhexis forceps", "speculum", "micro scissors"],
    "ENT": ["tonsil snare", "Boyle-Davis gag", "ear speculum", "micro suction tip"],
}
SUPERVISORS = ["K. Osei", "P. Lund", "D. Aziz", "M. Rourke", "S. Baptiste"]
PACKERS = [
    "Lena Marsh",
    "Yusuf Adeyemi",
    "Carla Nunes",
    "Gareth Pryce",
    "Bev Holloway",
    "Arjun Mehta",
    "Sinead Doyle",
    "Tom Ellery",
]
LOCS = ["TH1", "TH2", "TH3", "TH4", "TH5", "TH6", "DSU1", "DSU2", "MAT", "EYE", "ED", "OPD"]

ARRIVE = [
    "Returned from {frm} wet, instruments wiped at point of use.",
    "Came down from {frm} dry with blood on the box joints, pre-soaked before washing.",
    "Received from {frm} in the closed transport trolley, lid seal intact.",
    "Arrived from {frm} late in the afternoon with the tray list torn.",
    "Returned from {frm} with a used blade still on the handle, removed safely and reported.",
]
ARRIVE_LOAN = [
    "Loan kit delivered by the {mfr} courier, contents checked against the supplier's list before processing.",
    "{mfr} loan kit booked in from the supplier, no decontamination certificate in the box.",
]
WASH = [
    "Washed in {wd}, thermal disinfection reached {td} C.",
    "{wd} cycle normal, lumened items flushed by hand first.",
    "Manual clean of the {item} before {wd}.",
    "Processed through {wd} with no faults on the printout.",
]
ALL_PRESENT = [
    "All {n} instruments present and checked against the tray list.",
    "Tray list complete, hinges lubricated, tips and ratchets checked under magnification.",
]
MISSING = "{item} missing from the tray, {frm} informed and the set sent as incomplete with a flag."
DAMAGED = "{item} found {fault}, replaced from spares."
DAMAGED_HELD = "{item} found {fault}, no spare in stock, set held for repair."
FAULTS = [
    "with a stiff joint",
    "blunt",
    "with a bent tip",
    "with a cracked insulation",
    "with pitting",
]
PACK = {
    "Wrap": [
        "Double wrapped, indicator tape applied and tray list signed.",
        "Wrapped in two sheets, tray list signed.",
    ],
    "Rigid cont.": [
        "Rigid container, filter and tamper seals changed.",
        "Container lid gasket checked, new seals fitted.",
    ],
    "Pouch": [
        "Sealed in a pouch, indicator checked.",
        "Pouched and heat sealed, seal width checked.",
    ],
}
DISPATCH = [
    "Fast-tracked for the afternoon list in {home}.",
    "Sent back on the evening run.",
    "Back on the shelf in the {home} store.",
    "",
    "",
]


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


def _sets(rng: random.Random, days: list[date]) -> list[dict]:
    """The register: own sets and the loan kits booked in during the period."""
    sets = []
    for name, (spec, homes, (i0, i1), copies, rate, pkgs) in TEMPLATES.items():
        for _ in range(copies):
            n_inst = rng.randint(i0, i1)
            pkg = _pick(rng, pkgs)
            weight = (
                n_inst * rng.uniform(0.055, 0.085)
                + {"Wrap": 0.9, "Rigid cont.": 2.3, "Pouch": 0.05}[pkg]
            )
            comm = date(2011, 1, 3) + timedelta(
                days=rng.randrange((date(2025, 2, 28) - date(2011, 1, 3)).days)
            )
            withdrawn = rng.random() < 0.05 and comm.year < 2018
            audits = sorted(
                {
                    date(2024, 1, 8) + timedelta(days=rng.randrange(530))
                    for _ in range(rng.choice([0, 1, 1, 2]))
                }
            )
            audits = [
                d + timedelta(days=(7 - d.weekday()) % 7) if d.weekday() >= 5 else d for d in audits
            ]
            pool = INSTRUMENTS["general"] + INSTRUMENTS.get(spec, [])
            repl = rng.sample(pool, rng.choices([0, 1, 2, 3], weights=[65, 25, 8, 2])[0])
            sets.append(
                {
                    "set_bc": None,
                    "SetName": name,
                    "spec": spec,
                    "homeLoc": rng.choice(homes),
                    "nInst": n_inst,
                    "wtKg": round(weight, 1),
                    "pkg": pkg,
                    "isLoan": False,
                    "mfr": _pick(rng, MAKERS),
                    "dtComm": comm,
                    "AuditDts": sorted(set(audits)),
                    "replInst": [] if withdrawn else repl,
                    "Status": "Withdrawn" if withdrawn else "In use",
                    "usesYtd": 0,
                    "_rate": 0.0 if withdrawn else 0.6 * rate * rng.uniform(0.5, 1.5),
                    "_early": 0 if withdrawn else round(0.6 * rate * 8.6 * rng.uniform(0.5, 1.5)),
                    "_free": days[0],
                }
            )
    # loan kits: booked in on a working day, processed, used 1 to 4 working days later, sent back
    for _ in range(34):
        name = rng.choice(list(LOAN_KITS))
        home, (i0, i1) = LOAN_KITS[name]
        n_inst = rng.randint(i0, i1)
        arrive = rng.choice(days[:-1])
        sets.append(
            {
                "set_bc": None,
                "SetName": name,
                "spec": "Ortho",
                "homeLoc": home,
                "nInst": n_inst,
                "wtKg": round(n_inst * rng.uniform(0.07, 0.095) + 2.3, 1),
                "pkg": "Rigid cont.",
                "isLoan": True,
                "mfr": _pick(rng, LENDERS),
                "dtComm": arrive,
                "AuditDts": [],
                "replInst": [],
                "Status": "In use",
                "usesYtd": 0,
                "_rate": 0.0,
                "_early": 0,
                "_free": arrive,
                "_op": days[min(len(days) - 1, days.index(arrive) + rng.randint(1, 4))],
            }
        )
    codes = rng.sample(range(10000, 20000), len(sets))
    order = sorted(range(len(sets)), key=lambda i: (sets[i]["dtComm"], codes[i]))
    for rank, i in enumerate(order):
        sets[i]["set_bc"] = f"NM{sorted(codes)[rank]}"
    sets.sort(key=lambda s: s["set_bc"])
    return sets


def _note(rng: random.Random, s: dict, ev: dict, held: str | None, fault: str | None) -> str:
    fill = {
        "frm": ev["frm"],
        "mfr": s["mfr"],
        "wd": ev["WD"],
        "td": ev["washT"][2],
        "n": s["nInst"],
        "home": s["homeLoc"],
        "item": rng.choice(ev["missDmg"] or INSTRUMENTS["general"]),
    }
    parts = [
        ("arrive", rng.choice(ARRIVE_LOAN if ev["frm"] == "Supplier" else ARRIVE).format(**fill))
    ]
    if rng.random() < 0.6:
        parts.append(("wash", rng.choice(WASH).format(**fill)))
    missing, damaged = ev["missDmg"][: ev["nMiss"]], ev["missDmg"][ev["nMiss"] :]
    if missing:
        items = " and ".join(missing)
        parts.append(("check", MISSING.format(item=items[0].upper() + items[1:], frm=ev["frm"])))
    for item in damaged:
        tmpl = DAMAGED_HELD if held == "Awaiting repair" else DAMAGED
        parts.append(
            (
                "check",
                tmpl.format(item=item[0].upper() + item[1:], fault=fault or rng.choice(FAULTS)),
            )
        )
    if not missing and not damaged:
        parts.append(("check", rng.choice(ALL_PRESENT).format(**fill)))
    if held == "Quarantine":
        parts.append(("held", "Held in quarantine pending the NCR review."))
    elif held is None:
        parts.append(("pack", rng.choice(PACK[s["pkg"]])))
        if ev["is_ft"]:
            parts.append(("dispatch", DISPATCH[0].format(**fill)))
        else:
            extra = rng.choice(DISPATCH[1:]).format(**fill)
            if extra:
                parts.append(("dispatch", extra))
    # keep the note within 50 words: drop the wash line, then the dispatch and packing lines
    for kind in ("wash", "dispatch", "pack"):
        if len(" ".join(t for _, t in parts).split()) > 50:
            parts = [p for p in parts if p[0] != kind]
    text = " ".join(t for _, t in parts)
    while len(text.split()) < 15:
        parts.insert(
            1,
            (
                "pad",
                rng.choice(
                    ["Checked in at the decon window.", "Logged on the tracking system at receipt."]
                ),
            ),
        )
        text = " ".join(t for _, t in parts)
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(5210)
    days = _working_days(START, EXPORT_DAY)
    sets = _sets(rng, days)
    by_bc = {s["set_bc"]: s for s in sets}

    # ---- returns to the department, day by day ----
    events: list[dict] = []
    for di, d in enumerate(days):
        todays = []
        for s in sets:
            if s["Status"] != "In use" or (not s["isLoan"] and s["_free"] > d):
                continue
            if s["isLoan"]:
                n_done = sum(1 for e in events if e["setRef"] == s["set_bc"]) + sum(
                    1 for e in todays if e["setRef"] == s["set_bc"]
                )
                if (n_done == 0 and d == s["dtComm"]) or (n_done == 1 and d == s["_op"]):
                    todays.append(
                        {
                            "setRef": s["set_bc"],
                            "dtIn": d,
                            "frm": "Supplier" if n_done == 0 else s["homeLoc"],
                        }
                    )
                continue
            if rng.random() < s["_rate"] / 5:
                frm = s["homeLoc"] if rng.random() > 0.1 else rng.choice(LOCS)
                todays.append({"setRef": s["set_bc"], "dtIn": d, "frm": frm})
        rng.shuffle(todays)
        for ev in todays:
            s = by_bc[ev["setRef"]]
            ev["is_ft"] = rng.random() < (0.35 if s["isLoan"] else 0.11)
            ev["WD"] = _pick(rng, {"WD1": 4, "WD2": 4, "WD3": 3, "WD4": 2})
            ev["washT"] = [
                rng.randint(30, 40),
                rng.randint(50, 60),
                rng.choice([90, 90, 91, 91, 92, 93, 94]),
            ]
            ev["packedBy"] = rng.choice(PACKERS)
            ev["chkdBy"] = rng.choice(SUPERVISORS)
            pool = INSTRUMENTS["general"] + INSTRUMENTS.get(s["spec"], [])
            n_miss = 0 if s["isLoan"] or rng.random() > 0.04 else rng.choice([1, 1, 1, 2])
            n_dmg = 0 if rng.random() > 0.05 else 1
            items = rng.sample(pool, n_miss + n_dmg)
            ev["nMiss"] = n_miss
            ev["missDmg"] = items
            sharps = rng.random() < 0.015
            ev["ncr"] = (
                (n_miss > 0 and rng.random() < 0.85)
                or sharps
                or (n_dmg > 0 and rng.random() < 0.25)
            )
            held = None
            if ev["ncr"] and rng.random() < 0.06:
                held = "Quarantine"
            elif n_dmg and rng.random() < 0.1:
                held = "Awaiting repair"
            ev["_held"] = held
            ev["_fault"] = rng.choice(FAULTS)
            # sterilised the same day (fast track, or morning returns) or the next working day
            same = ev["is_ft"] or rng.random() < 0.5
            ev["_steri"] = (
                None if held else (d if same else (days[di + 1] if di + 1 < len(days) else None))
            )
            ev["insp_notes"] = _note(rng, s, ev, held, ev["_fault"])
            if held:
                s["Status"] = held
                s["_free"] = date(2100, 1, 1)
            events.append(ev)

        # ---- the day's cycles on the autoclaves ----
        for ev in todays:
            s = by_bc[ev["setRef"]]
            if ev["_steri"] is None:
                continue
            s["_free"] = ev["_steri"] + timedelta(days=1)
    # group sets into porous loads per day and run the day's cycles
    counters = {"AC1": 14208, "AC2": 9871, "AC3": 21033}
    loads: list[dict] = []
    to_steri: dict[date, list[dict]] = {}
    for ev in events:
        ev["ldRef"] = None
        if ev["_steri"] is not None:
            to_steri.setdefault(ev["_steri"], []).append(ev)

    def cycle(unit: str, d: date, kind: str, packs: int) -> dict:
        counters[unit] += 1
        rec = {
            "load_no": f"{unit}-{counters[unit]}",
            "unit": unit,
            "dtCyc": d,
            "CycType": kind,
            "hold_temp": None,
            "holdS": None,
            "pRdgs": [],
            "leakRate": None,
            "nPacks": packs,
            "Res": "Pass",
            "rlsdBy": None,
            "paramChk": [True, True, True, True],
            "wetPks": 0,
            "cycMin": 0,
        }
        if kind == "Air leak":
            rate = (
                round(rng.uniform(0.2, 1.2), 2)
                if rng.random() > 0.03
                else round(rng.uniform(1.4, 2.4), 2)
            )
            rec["leakRate"] = rate
            rec["cycMin"] = rng.randint(17, 21)
            if rate > 1.3:
                rec["Res"], rec["paramChk"] = "Fail", [True, True, False, True]
        elif kind == "Bowie-Dick":
            rec["hold_temp"] = round(rng.uniform(134.0, 135.4), 1)
            rec["holdS"] = 210
            rec["cycMin"] = rng.randint(19, 23)
            if rng.random() < 0.015:
                rec["Res"] = "Fail"
        else:
            r = rng.random()
            rec["cycMin"] = rng.randint(41, 58)
            rec["hold_temp"] = round(rng.uniform(134.2, 136.8), 1)
            rec["holdS"] = rng.randint(180, 196)
            if r < 0.012:
                rec["Res"], rec["hold_temp"], rec["paramChk"] = (
                    "Fail",
                    round(rng.uniform(133.2, 133.9), 1),
                    [False, True, False, True],
                )
            elif r < 0.024:
                rec["Res"], rec["holdS"], rec["paramChk"] = (
                    "Fail",
                    rng.randint(150, 178),
                    [True, False, True, True],
                )
            elif r < 0.038:
                rec["Res"], rec["hold_temp"], rec["holdS"] = "Aborted", None, None
                rec["paramChk"], rec["cycMin"] = [False, False, False, True], rng.randint(6, 25)
            elif rng.random() < 0.02:
                rec["paramChk"] = [True, True, True, False]
            if rec["Res"] == "Pass" and rng.random() < 0.05:
                rec["wetPks"] = rng.choice([1, 1, 1, 2, 3])
        if rec["hold_temp"] is not None:
            base = 3.04 + (rec["hold_temp"] - 134.0) * 0.088 - 1.013
            rec["pRdgs"] = [round(base + rng.uniform(-0.02, 0.02), 2) for _ in range(3)]
        if rec["Res"] == "Pass":
            rec["rlsdBy"] = rng.choice(SUPERVISORS)
        loads.append(rec)
        return rec

    for d in days:
        units = ["AC1", "AC2"] + ([] if AC3_OUT[0] <= d <= AC3_OUT[1] else ["AC3"])
        ready = []
        for unit in units:
            if d.weekday() == 0:
                cycle(unit, d, "Air leak", 0)
            bd = cycle(unit, d, "Bowie-Dick", 1)
            if bd["Res"] == "Fail":
                if rng.random() < 0.5 and cycle(unit, d, "Bowie-Dick", 1)["Res"] == "Pass":
                    ready.append(unit)
            else:
                ready.append(unit)
        batch = to_steri.get(d, [])
        fast = [e for e in batch if e["is_ft"]]
        rest = [e for e in batch if not e["is_ft"]]
        groups = []
        while fast:
            k = rng.choice([1, 1, 2])
            groups.append(fast[:k])
            fast = fast[k:]
        while rest:
            k = rng.randint(2, 8)
            groups.append(rest[:k])
            rest = rest[k:]
        rng.shuffle(groups)
        turn = rng.randrange(len(ready))
        for g in groups:
            while True:
                unit = ready[turn % len(ready)]
                turn += 1
                rec = cycle(unit, d, "Porous 134", len(g) + rng.randint(2, 16))
                if rec["Res"] == "Pass":
                    break
            for e in g:
                e["ldRef"] = rec["load_no"]

    # ---- dispatch, turnaround, recharge ----
    for ev in events:
        s = by_bc[ev["setRef"]]
        ev["dtOut"] = None
        ev["tatHrs"] = None
        if ev["ldRef"] is not None:
            late = not ev["is_ft"] and rng.random() < 0.15
            out = ev["_steri"]
            if late:
                nxt = [x for x in days if x > out]
                out = nxt[0] if nxt else None
            if out is not None:
                ev["dtOut"] = out
                gap = (out - ev["dtIn"]).days
                if gap == 0:
                    tat = rng.uniform(1.8, 4.5) if ev["is_ft"] else rng.uniform(3.0, 9.5)
                else:
                    tat = gap * 24 + rng.uniform(-9.0, 6.0)
                ev["tatHrs"] = round(tat, 1)
        band = (
            62.0
            if s["isLoan"]
            else (14.5 if s["nInst"] <= 20 else 28.0 if s["nInst"] <= 60 else 46.5)
        )
        ev["chg"] = round(band * (1.5 if ev["is_ft"] else 1.0), 2)

    # ---- status and uses in the register ----
    for s in sets:
        mine = [e for e in events if e["setRef"] == s["set_bc"]]
        s["usesYtd"] = len(mine) + s["_early"]
        if (
            s["isLoan"]
            and s["Status"] == "In use"
            and len(mine) == 2
            and mine[1]["dtOut"] is not None
        ):
            s["Status"] = "Returned"

    events.sort(key=lambda e: (e["dtIn"], e["setRef"]))
    out_events = []
    for i, e in enumerate(events, start=1):
        out_events.append(
            {
                "trk_id": f"TK25-{i:05d}",
                "setRef": e["setRef"],
                "ldRef": e["ldRef"],
                "dtIn": e["dtIn"],
                "dtOut": e["dtOut"],
                "frm": e["frm"],
                "WD": e["WD"],
                "washT": e["washT"],
                "packedBy": e["packedBy"],
                "chkdBy": e["chkdBy"],
                "nMiss": e["nMiss"],
                "missDmg": e["missDmg"],
                "is_ft": e["is_ft"],
                "ncr": e["ncr"],
                "tatHrs": e["tatHrs"],
                "chg": e["chg"],
                "insp_notes": e["insp_notes"],
            }
        )
    loads.sort(key=lambda r: (r["dtCyc"], r["unit"], r["load_no"]))
    for s in sets:
        for key in [k for k in s if k.startswith("_")]:
            del s[key]
    return {"SetReg": sets, "SterLds": loads, "TrkEvts": out_events}


def build(out: Path) -> Path:
    """Write `sterile-services/schema.json` and its three objects files under out."""
    formats = {"SetReg": "csv", "SterLds": "jsonl", "TrkEvts": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
