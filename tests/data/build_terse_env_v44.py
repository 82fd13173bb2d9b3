"""Write `turf-grounds`: an invented sports turf and grounds maintenance contractor's export, named tersely.

Brackmoor Turf & Grounds Ltd, an invented contractor (every site, client, contact, operative,
mechanic, machine model and note is made up; the sports, surfaces, operations and inputs are the
ordinary ones of the trade), exported its contract system the way an engineer exports it:
abbreviated property names in mixed habits (snake_case `pch_id`, `task_no`, `cut_ht`, `wk_ref`;
camelCase `clientCtc`, `specLvl`, `areaM2`, `hocMm`, `nMowsYr`, `yrBuilt`, `pctCover`, `closedMths`,
`soilTstDts`, `annFeeGbp`, `dtCtrEnd`, `ctrStat`, `pchRef`, `dtWork`, `fleetNo`, `nCrew`, `hrsSite`,
`paintL`, `isCallOff`, `xtraGbp`, `clientSO`, `shtNotes`, `dtIn`, `dtOut`, `engHrs`, `labHrs`,
`taskRef`, `isWarr`, `daysDown`, `totGbp`; PascalCase `SiteNm`, `Sport`, `OpType`, `Outcome`,
`MakeModel`; glued lowercase `surf`, `drn`, `floodlit`, `layouts`, `operative`, `inputs`, `wx`,
`plantno`, `jobtyp`, `parts`, `mech`; prefixes `dt`/`n`/`is`/`yr`/`pct`), abbreviated class names
(`PchReg`, `GMTasks`, `PlntSvc`), terse descriptions in the trade's shorthand ("HOC, mm (summer)",
"Spec (A=high/B/C)", "Tot., £ inc VAT", "Eng. hrs @ in"), five properties with no description
(`SiteNm`, `floodlit`, `operative`, `parts`, `mech`) and one collection (`PlntSvc`) with no class
description.

- `PchReg` (CSV): the pitch register, one row per pitch, court, green or square under contract (or
  done ad hoc): site, client, client contact, sport, surface, spec, area, summer height of cut,
  contracted mows a year, drainage, floodlights, year built, grass cover at the April PQS check,
  layouts marked, months closed for renovation (int[]), soil analysis dates (date[]), annual fee,
  contract end and status. Arrays are JSON strings in cells.
- `GMTasks` (Parquet): the job-sheet lines of the season, 2025-03-03 to 2025-09-26 (working days),
  one row per operation on a pitch: pitch (`pchRef` -> `PchReg.pch_id`), date, operation, operative,
  machine fleet number, crew size, hours on site, cut height (mowing only), paint used (line marking
  only), inputs (text[]), weather, result, call-off, extra charge, client sign-off and the
  operative's notes (`shtNotes`, the one prose property).
- `PlntSvc` (JSON Lines, no class description): the workshop jobs on the machinery fleet in the same
  season: fleet number, make/model, job type, dates in and back, engine hours, labour hours, parts
  (text[]), mechanic, the job sheet the machine broke down or was damaged on (`taskRef` ->
  `GMTasks.task_no`), warranty, days down and total cost.

The output is deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v44.py OUT   (writes OUT/turf-grounds/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "turf-grounds"
SEED = 4404
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEASON_FROM, SEASON_TO = date(2025, 3, 3), date(2025, 9, 26)
EXPORT_DAY = date(2025, 9, 30)
BANK_HOLIDAYS = {
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
    date(2025, 8, 25),
}

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "PchReg",
        "Pitch/site reg.",
        [
            ("pch_id", "text", "Pch ref (site-sport#)"),
            ("SiteNm", "text", None),
            ("client", "text", "Client"),
            ("clientCtc", "text", "Client ctc"),
            ("Sport", "text", "Sport (FB/RU/CK sq./CK o-f/BG/TN/HK)"),
            ("surf", "text", "Surf. (soil/sand/hyb/3G/sand-fill)"),
            ("specLvl", "text", "Spec (A=high/B/C)"),
            ("areaM2", "int", "Area, m2"),
            ("hocMm", "int", "HOC, mm (summer)"),
            ("nMowsYr", "int", "Mows/yr (ctr)"),
            ("drn", "text", "Drain."),
            ("floodlit", "boolean", None),
            ("yrBuilt", "int", "Yr constr. (blank=unk.)"),
            ("pctCover", "number", "Grass cov., % (PQS Apr)"),
            ("layouts", "text[]", "Layouts mkd"),
            ("closedMths", "int[]", "Closed for reno, mth #"),
            ("soilTstDts", "date[]", "Soil anal. dts"),
            ("annFeeGbp", "number", "Ann. fee, £ ex VAT"),
            ("dtCtrEnd", "date", "Ctr end"),
            ("ctrStat", "text", "Stat."),
        ],
    ),
    (
        "GMTasks",
        "GM job shts (Mar-Sep 25)",
        [
            ("task_no", "text", "Job sht #"),
            ("pchRef", "text", "Pch"),
            ("dtWork", "date", "Wk dt"),
            ("OpType", "text", "Op (mow/LM/reno/aer/VC/F&W/TD/DB)"),
            ("operative", "text", None),
            ("fleetNo", "text", "M/c fleet #"),
            ("nCrew", "int", "Crew #"),
            ("hrsSite", "number", "Hrs on site"),
            ("cut_ht", "int", "Cut ht, mm"),
            ("paintL", "number", "Paint, L RTU"),
            ("inputs", "text[]", "Inputs (seed/fert/TD/chem)"),
            ("wx", "text", "Wx"),
            ("Outcome", "text", "Res."),
            ("isCallOff", "boolean", "Call-off? (y=extra)"),
            ("xtraGbp", "number", "Extra, £ ex VAT"),
            ("clientSO", "boolean", "Client s/off?"),
            ("shtNotes", PROSE, "Op. notes"),
        ],
    ),
    (
        "PlntSvc",
        None,
        [
            ("wk_ref", "text", "Wksp job #"),
            ("plantno", "text", "Fleet #"),
            ("MakeModel", "text", "Make/model"),
            ("jobtyp", "text", "Typ. (svc/rep/bkdn/grind/PUWER)"),
            ("dtIn", "date", "In wksp"),
            ("dtOut", "date", "Ret'd (blank=in wksp)"),
            ("engHrs", "int", "Eng. hrs @ in"),
            ("labHrs", "number", "Lab., hrs"),
            ("parts", "text[]", None),
            ("mech", "text", None),
            ("taskRef", "text", "Job sht # (bkdn/dmg on job)"),
            ("isWarr", "boolean", "Warr.?"),
            ("daysDown", "int", "Down, days"),
            ("totGbp", "number", "Tot., £ inc VAT"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

SPORT_CODE = {
    "Football": "FB",
    "Rugby": "RU",
    "Cricket sq.": "CS",
    "Cricket o/f": "CO",
    "Bowls": "BG",
    "Tennis": "TN",
    "Hockey": "HK",
}

# client: (contract end, ordinary status)
CLIENTS = {
    "Lydford DC": date(2027, 3, 31),
    "Harnham TC": date(2026, 3, 31),
    "Oakhurst PC": date(2025, 10, 31),
    "St Aldhelm's School": date(2026, 8, 31),
    "Elmhurst Academy Trust": date(2026, 8, 31),
    "Kingsmead College": date(2027, 8, 31),
    "Rowdon CC": date(2026, 2, 28),
    "Barrowfield RFC": date(2026, 5, 31),
    "Coldwell Town FC": date(2026, 5, 31),
    "Penhallow BC": date(2026, 2, 28),
    "Thistleford SA": date(2027, 2, 28),
    "Ashgrove Leisure": date(2028, 3, 31),
}
COUNCILS = ("Lydford DC", "Harnham TC", "Oakhurst PC")

# site code, site name, client, contact, pitches as (sport, surface override or None, count)
SITES = [
    (
        "WLP",
        "Withy Lane Playing Fields",
        "Lydford DC",
        "Helen Markwick",
        [
            ("Football", None, 4),
            ("Rugby", None, 1),
            ("Cricket sq.", None, 1),
            ("Cricket o/f", None, 1),
        ],
    ),
    (
        "KGP",
        "Kingsbury Park",
        "Lydford DC",
        "Helen Markwick",
        [("Football", None, 3), ("Bowls", None, 2), ("Tennis", None, 2)],
    ),
    ("MLR", "Marsh Lane Rec", "Lydford DC", "Ravi Chaudhry", [("Football", None, 3)]),
    (
        "HRG",
        "Hallam Rec Ground",
        "Lydford DC",
        "Ravi Chaudhry",
        [("Football", None, 2), ("Cricket sq.", None, 1), ("Cricket o/f", None, 1)],
    ),
    ("TLM", "Tolley Meadow", "Lydford DC", "Helen Markwick", [("Football", None, 4)]),
    (
        "BSP",
        "Brookside Park",
        "Lydford DC",
        "Ravi Chaudhry",
        [("Football", None, 2), ("Bowls", None, 1)],
    ),
    (
        "QYF",
        "Quarry Fields",
        "Lydford DC",
        "Ravi Chaudhry",
        [("Football", None, 3), ("Rugby", None, 1)],
    ),
    ("SRR", "Sandown Rd Rec", "Lydford DC", "Helen Markwick", [("Football", None, 2)]),
    ("GBR", "Gorsey Bank Rec", "Lydford DC", "Ravi Chaudhry", [("Football", None, 3)]),
    (
        "HNR",
        "Harnham Rec",
        "Harnham TC",
        "Pauline Orchard",
        [("Football", None, 3), ("Cricket sq.", None, 1), ("Cricket o/f", None, 1)],
    ),
    (
        "VCG",
        "Victoria Gdns",
        "Harnham TC",
        "Pauline Orchard",
        [("Bowls", None, 2), ("Tennis", None, 3)],
    ),
    ("MLF", "Mill Field", "Harnham TC", "Pauline Orchard", [("Football", None, 2)]),
    ("OVF", "Oakhurst Village Field", "Oakhurst PC", "Derek Fensome", [("Football", None, 2)]),
    (
        "OKG",
        "Oakhurst Green",
        "Oakhurst PC",
        "Derek Fensome",
        [("Cricket sq.", None, 1), ("Cricket o/f", None, 1)],
    ),
    ("PLF", "Pound Lane Field", "Oakhurst PC", "Derek Fensome", [("Football", None, 1)]),
    (
        "SAU",
        "St Aldhelm's Upper Field",
        "St Aldhelm's School",
        "Tom Gilchrist",
        [
            ("Football", None, 2),
            ("Rugby", None, 2),
            ("Cricket sq.", None, 1),
            ("Cricket o/f", None, 1),
        ],
    ),
    (
        "SAL",
        "St Aldhelm's Lower Field",
        "St Aldhelm's School",
        "Tom Gilchrist",
        [("Football", None, 3), ("Tennis", None, 2)],
    ),
    (
        "ELA",
        "Elmhurst Academy",
        "Elmhurst Academy Trust",
        "Sarah Penrose",
        [("Football", None, 2), ("Hockey", "Sand-filled", 1)],
    ),
    (
        "FBP",
        "Fernbrook Primary",
        "Elmhurst Academy Trust",
        "Kate Willoughby",
        [("Football", None, 2)],
    ),
    (
        "CGA",
        "Castlegate Academy",
        "Elmhurst Academy Trust",
        "Andy Raikes",
        [("Football", None, 2), ("Rugby", None, 1), ("Football", "3G", 1)],
    ),
    (
        "WYA",
        "Wyke Academy",
        "Elmhurst Academy Trust",
        "Gemma Oduya",
        [("Football", None, 2), ("Tennis", None, 1)],
    ),
    (
        "KMC",
        "Kingsmead College",
        "Kingsmead College",
        "Richard Haldane",
        [
            ("Football", None, 3),
            ("Rugby", None, 2),
            ("Cricket sq.", None, 1),
            ("Cricket o/f", None, 1),
            ("Hockey", "Sand-filled", 1),
            ("Tennis", None, 2),
        ],
    ),
    (
        "RCG",
        "Rowdon Cricket Ground",
        "Rowdon CC",
        "Bill Somerton",
        [("Cricket sq.", None, 1), ("Cricket o/f", None, 1)],
    ),
    ("BFP", "Barrowfield Park", "Barrowfield RFC", "Huw Lloyd-Evans", [("Rugby", None, 3)]),
    (
        "CSG",
        "Coldwell Sports Ground",
        "Coldwell Town FC",
        "Lee Rudd",
        [("Football", None, 2), ("Football", "3G", 1)],
    ),
    ("PBG", "Penhallow Bowling Green", "Penhallow BC", "Margaret Coombe", [("Bowls", None, 2)]),
    (
        "TSG",
        "Thistleford Sports Ground",
        "Thistleford SA",
        "Ian Petrie",
        [
            ("Football", None, 3),
            ("Cricket sq.", None, 1),
            ("Cricket o/f", None, 1),
            ("Bowls", None, 1),
            ("Football", "3G", 1),
        ],
    ),
    (
        "ALC",
        "Ashgrove Leisure Centre",
        "Ashgrove Leisure",
        "Naomi Fenwick",
        [("Football", "3G", 2), ("Hockey", "Sand-filled", 1)],
    ),
]
AD_HOC = {"FBP-FB1", "FBP-FB2", "PLF-FB1", "CSG-FB3", "BFP-RU3", "SAL-TN2"}
NOTICE = {"KGP-TN1", "KGP-TN2", "MLR-FB3"}  # beside Oakhurst PC, whose whole contract is on notice

OPS_FINE = ["Graham Tullett", "Megan Ashdown", "Rory Callaghan", "Priya Sandhu"]
OPS_LINE = ["Kyle Brennan", "Jason Okoye", "Becky Hollis"]
OPS_GEN = [
    "Dean Hartigan",
    "Liam O'Rourke",
    "Tomasz Zielinski",
    "Nathan Fairbrother",
    "Carl Mabbott",
    "Shane Delaney",
    "Hollie Greaves",
    "Marcus Tierney",
]
OPS_RENO = ["Steve Ingram", "Aled Morgan", "Wayne Kitching"]
OPS_SPRAY = ["Priya Sandhu", "Wayne Kitching"]
MECHANICS = {"Colin Prescott": 5, "Aaron Lilley": 4, "Warren Dyas": 3, "Jon Pilbeam": 2}

# fleet number: (make/model, has an hour meter, bought, base hours at 2025-03-01)
FLEET: dict[str, tuple[str, bool, int]] = {}
for _no, _model, _meter, _bought in [
    ("CM01", "Harcourt C56 pedestrian", True, 2019),
    ("CM02", "Harcourt C56 pedestrian", True, 2021),
    ("CM03", "Harcourt C56 pedestrian", True, 2024),
    ("CM04", "Harcourt T3 triple", True, 2018),
    ("CM05", "Harcourt T3 triple", True, 2024),
    ("GM01", "Verdant G5 gang", True, 2016),
    ("GM02", "Verdant G5 gang", True, 2019),
    ("GM03", "Verdant G5 gang", True, 2022),
    ("GM04", "Verdant G5 gang", True, 2024),
    ("RM01", "Kestrel R72 rotary", True, 2017),
    ("RM02", "Kestrel R72 rotary", True, 2020),
    ("RM03", "Kestrel R72 rotary", True, 2023),
    ("TR01", "Brennard 5070 tractor", True, 2015),
    ("TR02", "Brennard 5070 tractor", True, 2020),
    ("TR03", "Brennard 4050 compact tractor", True, 2023),
    ("AE01", "Tynemaster 1.6 deep aerator", False, 2017),
    ("AE02", "Tynemaster 1.6 deep aerator", False, 2022),
    ("AE03", "Tynemaster S2 slitter", False, 2014),
    ("TD01", "Dresswell 1.2 top dresser", False, 2019),
    ("VC01", "Marlin VC48 verti-cutter", True, 2018),
    ("VC02", "Marlin VC48 verti-cutter", True, 2023),
    ("FR01", "Rotaplane 1.6 fraise mower", False, 2021),
    ("SC01", "Rotaplane SC2 scarifier", False, 2016),
    ("SP01", "Pellbrook 300 L sprayer", False, 2018),
    ("SP02", "Pellbrook 300 L sprayer", False, 2024),
    ("SS01", "Spreadmaster 2 spreader", False, 2020),
    ("DB01", "Gripmat drag brush", False, 2019),
    ("LM01", "Chalkline Trac 4 marker", False, 2017),
    ("LM02", "Chalkline Trac 4 marker", False, 2020),
    ("LM03", "Chalkline Trac 4 marker", False, 2022),
    ("LM04", "Linebot GPS marker", False, 2023),
    ("LM05", "Linebot GPS marker", False, 2024),
    ("BC01", "Stalwart 45 brushcutter", False, 2018),
    ("BC02", "Stalwart 45 brushcutter", False, 2019),
    ("BC03", "Stalwart 45 brushcutter", False, 2021),
    ("BC04", "Stalwart 45 brushcutter", False, 2023),
    ("BC05", "Stalwart 45 brushcutter", False, 2024),
    ("LB01", "Stalwart B80 blower", False, 2020),
    ("LB02", "Stalwart B80 blower", False, 2022),
    ("HT01", "Stalwart H60 hedge trimmer", False, 2019),
    ("HT02", "Stalwart H60 hedge trimmer", False, 2023),
]:
    FLEET[_no] = (_model, _meter, _bought)
# the tractor that pulls each trailed implement
TRACTOR_FOR = {
    "AE01": "TR01",
    "AE02": "TR02",
    "AE03": "TR03",
    "TD01": "TR02",
    "FR01": "TR01",
    "SC01": "TR03",
    "SP01": "TR03",
    "SP02": "TR02",
    "SS01": "TR03",
    "DB01": "TR03",
}
SIBLINGS = [
    ["CM01", "CM02", "CM03"],
    ["CM04", "CM05"],
    ["GM01", "GM02", "GM03", "GM04"],
    ["RM01", "RM02", "RM03"],
    ["AE01", "AE02"],
    ["VC01", "VC02"],
    ["SP01", "SP02"],
    ["LM01", "LM02", "LM03"],
    ["LM04", "LM05"],
]

WX_BY_MONTH = {
    3: {"Dry": 3, "Overcast": 4, "Showers": 3, "Rain": 1},
    4: {"Dry": 4, "Overcast": 3, "Showers": 3, "Rain": 1},
    5: {"Dry": 5, "Overcast": 3, "Showers": 2, "Rain": 1},
    6: {"Dry": 5, "Overcast": 2, "Showers": 1, "Hot": 2},
    7: {"Dry": 4, "Overcast": 2, "Showers": 2, "Hot": 3, "Rain": 1},
    8: {"Dry": 4, "Overcast": 3, "Showers": 2, "Hot": 2, "Rain": 1},
    9: {"Dry": 3, "Overcast": 4, "Showers": 3, "Rain": 1},
}
WET_ABANDON = {3: 0.08, 4: 0.05, 5: 0.02, 6: 0.015, 7: 0.02, 8: 0.025, 9: 0.045}


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


WORKDAYS = _working_days(SEASON_FROM, SEASON_TO)


def _snap(d: date) -> date:
    while d.weekday() >= 5 or d in BANK_HOLIDAYS:
        d += timedelta(days=1)
    return d


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _dates(rng: random.Random, start: date, end: date, every: int, jitter: int = 2) -> list[date]:
    """Visit dates from start to end, roughly every `every` days."""
    out: list[date] = []
    d = start + timedelta(days=rng.randint(0, max(0, every - 1)))
    while True:
        d2 = _snap(d + timedelta(days=rng.randint(-jitter, jitter)))
        if d2 > end or d2 > SEASON_TO:
            break
        if d2 >= SEASON_FROM and (not out or d2 > out[-1]):
            out.append(d2)
        d += timedelta(days=every)
    return out


def _one(rng: random.Random, start: date, end: date) -> date:
    days = [d for d in WORKDAYS if start <= d <= end]
    return rng.choice(days)


# ---- the pitch register --------------------------------------------------------------------


def _pitches(rng: random.Random) -> list[dict]:
    rows = []
    for code, site, client, contact, groups in SITES:
        counters: dict[str, int] = {}
        for sport, surf_over, n in groups:
            for _ in range(n):
                sc = SPORT_CODE[sport]
                counters[sc] = counters.get(sc, 0) + 1
                pid = f"{code}-{sc}{counters[sc]}"
                rows.append(_pitch(rng, pid, site, client, contact, sport, surf_over))
    return rows


def _pitch(
    rng: random.Random,
    pid: str,
    site: str,
    client: str,
    contact: str,
    sport: str,
    surf_over: str | None,
) -> dict:
    council = client in COUNCILS
    club = client in (
        "Rowdon CC",
        "Barrowfield RFC",
        "Coldwell Town FC",
        "Penhallow BC",
        "Thistleford SA",
    )
    synthetic = surf_over is not None
    if synthetic:
        surf = surf_over
    elif sport in ("Football", "Rugby"):
        surf = _pick(
            rng,
            {"Soil-based": 10, "Sand-based": 2, "Hybrid": 1} if not council else {"Soil-based": 1},
        )
    elif sport == "Bowls":
        surf = _pick(rng, {"Sand-based": 2, "Soil-based": 1})
    else:
        surf = "Soil-based"
    if sport in ("Cricket sq.", "Bowls") or club or surf in ("Hybrid", "Sand-based"):
        spec = _pick(rng, {"A": 4, "B": 1})
    elif council:
        spec = _pick(rng, {"B": 2, "C": 3})
    else:
        spec = _pick(rng, {"A": 1, "B": 3, "C": 1})
    if synthetic:
        spec = _pick(rng, {"A": 1, "B": 2})
    status = (
        "Ad hoc"
        if pid in AD_HOC
        else ("Notice" if pid in NOTICE or client == "Oakhurst PC" else "Live")
    )

    # layouts and area
    if sport == "Football":
        if surf == "3G":
            layouts = ["11v11", "9v9", "7v7"] if pid != "ALC-FB2" else ["7v7", "5v5"]
        elif site in ("Tolley Meadow", "Fernbrook Primary") or (site == "St Aldhelm's Lower Field"):
            layouts = rng.choice([["7v7", "5v5"], ["9v9"], ["7v7"], ["9v9", "7v7"]])
        else:
            layouts = rng.choice([["11v11"], ["11v11"], ["11v11"], ["11v11", "9v9"], ["9v9"]])
        big = "11v11" in layouts
        area = (
            rng.randint(740, 880) * 10
            if big
            else (rng.randint(420, 520) * 10 if "9v9" in layouts else rng.randint(240, 300) * 10)
        )
        if pid == "ALC-FB2":
            area = 2640
    elif sport == "Rugby":
        layouts = rng.choice([["Senior"], ["Senior"], ["Senior", "Junior"], ["Mini"]])
        area = rng.randint(950, 1150) * 10 if "Senior" in layouts else rng.randint(300, 420) * 10
    elif sport == "Cricket sq.":
        layouts = []
        area = rng.randint(55, 110) * 10
    elif sport == "Cricket o/f":
        layouts = ["Boundary"]
        area = rng.randint(1100, 1700) * 10
    elif sport == "Bowls":
        layouts = []
        area = rng.randint(130, 155) * 10
    elif sport == "Tennis":
        layouts = ["Doubles", "Singles"]
        area = rng.randint(64, 72) * 10
    else:  # Hockey
        layouts = ["Full"]
        area = rng.randint(580, 620) * 10

    # height of cut and mows
    if synthetic:
        hoc, mows = None, 0
    elif sport == "Football":
        hoc = {"A": 25, "B": 30, "C": rng.choice([35, 40])}[spec]
        mows = {
            "A": rng.choice([36, 40]),
            "B": rng.choice([26, 28, 30]),
            "C": rng.choice([16, 18, 20]),
        }[spec]
    elif sport == "Rugby":
        hoc, mows = rng.choice([50, 55, 60]), rng.choice([20, 24])
    elif sport == "Cricket sq.":
        hoc, mows = rng.choice([8, 10, 12]), rng.choice([60, 70])
    elif sport == "Cricket o/f":
        hoc, mows = rng.choice([15, 18, 20]), rng.choice([26, 30])
    elif sport == "Bowls":
        hoc, mows = rng.choice([5, 6]), rng.choice([80, 90])
    else:  # Tennis
        hoc, mows = 8, 40
    if status == "Ad hoc":
        mows = 0

    if synthetic:
        drn = "Engineered"
    elif surf == "Sand-based" or surf == "Hybrid":
        drn = _pick(rng, {"Piped + slit": 3, "Sand slit": 1})
    elif sport in ("Football", "Rugby"):
        drn = _pick(
            rng, {"Piped": 4, "Piped + slit": 2, "Sand slit": 1, "None": 3 if council else 1}
        )
    elif sport == "Bowls":
        drn = "Piped"
    elif sport == "Tennis":
        drn = _pick(rng, {"None": 2, "Piped": 1})
    else:
        drn = _pick(rng, {"None": 2, "Piped": 2})

    floodlit = synthetic or (
        sport in ("Football", "Rugby")
        and (club or client == "Kingsmead College")
        and rng.random() < 0.5
    )

    if surf == "3G":
        built = rng.randint(2012, 2023)
    elif sport == "Hockey":
        built = rng.randint(2006, 2019)
    elif surf in ("Hybrid", "Sand-based") and sport != "Bowls":
        built = rng.randint(2004, 2021)
    else:
        built = (
            rng.randint(1948, 2015)
            if sport not in ("Bowls", "Cricket sq.")
            else rng.randint(1921, 1995)
        )
        if rng.random() < (0.35 if council else 0.1):
            built = None

    if synthetic:
        cover = None
    else:
        lo, hi = {"A": (84, 98), "B": (72, 93), "C": (58, 86)}[spec]
        if sport == "Cricket sq.":
            lo, hi = 62, 90  # the square after a season of wear, in April before the first match
        cover = float(rng.randint(lo, hi))

    if synthetic or status == "Ad hoc":
        closed: list[int] = []
    elif sport in ("Football", "Rugby"):
        closed = rng.choice(
            [[5, 6], [5, 6], [6], [5], [5, 6, 7]] if spec != "C" else [[5, 6], [6], [6, 7]]
        )
    elif sport == "Cricket sq.":
        closed = rng.choice([[9, 10], [10]])
    elif sport == "Bowls":
        closed = [10]
    elif sport == "Tennis":
        closed = rng.choice([[9, 10], [10]])
    else:
        closed = []

    soil: list[date] = []
    if not synthetic and status != "Ad hoc":
        k = rng.choices([0, 1, 2, 3], weights=[3, 4, 3, 2] if spec != "C" else [5, 3, 1, 0])[0]
        cands = []
        for yr in (2022, 2023, 2024, 2025):
            for mth in (3, 9):
                if date(yr, mth, 1) < date(2025, 9, 1):
                    cands.append((yr, mth))
        for yr, mth in sorted(rng.sample(cands, k)):
            soil.append(_snap(date(yr, mth, rng.randint(2, 27))))

    if status == "Ad hoc":
        fee, end = None, None
    else:
        base = {
            "Football": {"A": (5800, 9500), "B": (3200, 5600), "C": (1600, 3000)},
            "Rugby": {"A": (4200, 6800), "B": (3000, 4800), "C": (2100, 3200)},
            "Cricket sq.": {"A": (6500, 11000), "B": (5200, 7800), "C": (4000, 5600)},
            "Cricket o/f": {"A": (2400, 3600), "B": (2000, 3000), "C": (1600, 2400)},
            "Bowls": {"A": (4800, 7200), "B": (4000, 5600), "C": (3200, 4400)},
            "Tennis": {"A": (1800, 2600), "B": (1500, 2200), "C": (1200, 1800)},
            "Hockey": {"A": (2400, 3200), "B": (1900, 2700), "C": (1600, 2200)},
        }[sport][spec]
        if surf == "3G":
            base = (2200, 3600)
        fee = round(rng.uniform(*base), 2)
        end = CLIENTS[client]
        if pid in NOTICE:
            end = date(2025, 12, 31)

    return {
        "pch_id": pid,
        "SiteNm": site,
        "client": client,
        "clientCtc": contact,
        "Sport": sport,
        "surf": surf,
        "specLvl": spec,
        "areaM2": area,
        "hocMm": hoc,
        "nMowsYr": mows,
        "drn": drn,
        "floodlit": floodlit,
        "yrBuilt": built,
        "pctCover": cover,
        "layouts": layouts,
        "closedMths": closed,
        "soilTstDts": soil,
        "annFeeGbp": fee,
        "dtCtrEnd": end,
        "ctrStat": status,
    }


# ---- the job sheets ------------------------------------------------------------------------


def _plan(rng: random.Random, p: dict) -> list[tuple[date, str]]:
    """(date, operation) of every visit to pitch p in the season."""
    sport, surf, spec, status = p["Sport"], p["surf"], p["specLvl"], p["ctrStat"]
    synthetic = surf in ("3G", "Sand-filled")
    plan: list[tuple[date, str]] = []
    if status == "Ad hoc":
        if synthetic:
            for d in sorted(rng.sample(WORKDAYS, rng.randint(3, 5))):
                plan.append((d, "Drag brush"))
            return plan
        n = rng.randint(3, 7)
        for d in sorted(rng.sample([x for x in WORKDAYS if x.month in (3, 4, 5, 8, 9)], n)):
            plan.append(
                (d, rng.choice(["Mow", "Mow", "Line mark"]) if sport != "Tennis" else "Mow")
            )
        return plan
    if synthetic:
        for d in _dates(rng, SEASON_FROM, SEASON_TO, 14 if spec == "A" else 18, 2):
            plan.append((d, "Drag brush"))
        plan.append((_one(rng, date(2025, 7, 7), date(2025, 8, 15)), "Top dress"))
        return plan

    # mowing: the contractor's visits, not every cut the club makes
    every = {
        "Football": {"A": 9, "B": 12, "C": 18},
        "Rugby": {"A": 13, "B": 15, "C": 20},
        "Cricket sq.": {"A": 8, "B": 9, "C": 10},
        "Cricket o/f": {"A": 15, "B": 17, "C": 20},
        "Bowls": {"A": 7, "B": 8, "C": 9},
        "Tennis": {"A": 10, "B": 12, "C": 14},
    }[sport][spec]
    start = (
        date(2025, 3, 10)
        if sport in ("Football", "Rugby")
        else (date(2025, 4, 1) if sport == "Tennis" else date(2025, 3, 17))
    )
    for d in _dates(rng, start, SEASON_TO, every, 2):
        plan.append((d, "Mow"))

    # line marking
    if sport == "Football":
        for d in _dates(rng, SEASON_FROM, date(2025, 5, 9), 14 if spec != "C" else 18, 2):
            plan.append((d, "Line mark"))
        for d in _dates(rng, date(2025, 8, 4), SEASON_TO, 12 if spec != "C" else 16, 2):
            plan.append((d, "Line mark"))
    elif sport == "Rugby":
        for d in _dates(rng, SEASON_FROM, date(2025, 4, 25), 16, 2):
            plan.append((d, "Line mark"))
        for d in _dates(rng, date(2025, 8, 26), SEASON_TO, 14, 2):
            plan.append((d, "Line mark"))
    elif sport == "Cricket sq.":
        for d in _dates(rng, date(2025, 4, 14), date(2025, 9, 5), 14, 1):
            plan.append((d, "Line mark"))
    elif sport == "Cricket o/f":
        plan.append((_one(rng, date(2025, 4, 7), date(2025, 4, 25)), "Line mark"))
    elif sport == "Tennis":
        for d in _dates(rng, date(2025, 4, 22), date(2025, 9, 5), 28, 2):
            plan.append((d, "Line mark"))

    # renovation, top dressing, aeration, verti-cutting, feeding and weeding
    if sport in ("Football", "Rugby"):
        m0 = p["closedMths"][0] if p["closedMths"] else 5
        reno = _one(rng, date(2025, m0, 1), date(2025, m0, 27))
        plan.append((reno, "Renovation"))
        if surf in ("Sand-based", "Hybrid") or (spec == "A" and rng.random() < 0.5):
            plan.append((min(SEASON_TO, _snap(reno + timedelta(days=1))), "Top dress"))
        if rng.random() < 0.6:
            plan.append((_one(rng, date(2025, 3, 3), date(2025, 3, 28)), "Aeration"))
        if rng.random() < 0.75:
            plan.append((_one(rng, date(2025, 9, 1), SEASON_TO), "Aeration"))
    elif sport in ("Cricket sq.", "Bowls", "Tennis"):
        reno = _one(rng, date(2025, 9, 8) if sport != "Bowls" else date(2025, 9, 15), SEASON_TO)
        plan.append((reno, "Renovation"))
        td = _snap(reno + timedelta(days=rng.choice([0, 1, 1, 2])))
        plan.append((td if td <= SEASON_TO else reno, "Top dress"))
        if sport == "Bowls" or rng.random() < 0.4:
            plan.append((_one(rng, date(2025, 3, 10), date(2025, 4, 4)), "Aeration"))
        for _ in range(rng.choice([2, 2, 3])):
            plan.append((_one(rng, date(2025, 5, 1), date(2025, 8, 29)), "Verti-cut"))
    elif sport == "Cricket o/f" and rng.random() < 0.5:
        plan.append((_one(rng, date(2025, 9, 8), SEASON_TO), "Aeration"))
    feeds = {"A": 3, "B": 2, "C": 1}[spec]
    windows = [
        (date(2025, 4, 1), date(2025, 4, 30)),
        (date(2025, 6, 16), date(2025, 7, 25)),
        (date(2025, 9, 1), SEASON_TO),
    ]
    if feeds == 1:
        windows = [windows[0]]
    elif feeds == 2:
        windows = [windows[0], windows[2]]
    for a, b in windows:
        plan.append((_one(rng, a, b), "Fert & weed"))
    plan.sort()
    return plan


def _mow_fleet(rng: random.Random, p: dict) -> str:
    sport, spec, surf = p["Sport"], p["specLvl"], p["surf"]
    if sport in ("Cricket sq.", "Bowls", "Tennis"):
        return rng.choice(["CM01", "CM02", "CM03"])
    if sport == "Cricket o/f" or (sport == "Football" and (spec == "A" or surf != "Soil-based")):
        return rng.choice(["CM04", "CM05"])
    if sport == "Rugby" or spec == "C":
        return rng.choice(["RM01", "RM02", "RM03", "GM01"])
    return rng.choice(["GM01", "GM02", "GM03", "GM04"])


def _clock(rng: random.Random) -> str:
    return f"{rng.randint(6, 13):02d}:{rng.choice(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'])}"


def _area_word(p: dict) -> str:
    return {
        "Football": "pitch",
        "Rugby": "pitch",
        "Cricket sq.": "square",
        "Cricket o/f": "outfield",
        "Bowls": "green",
        "Tennis": "courts",
        "Hockey": "pitch",
    }[p["Sport"]]


def _note(rng: random.Random, p: dict, t: dict) -> str:
    op, res, fleet = t["OpType"], t["Outcome"], t["fleetNo"]
    area = _area_word(p)
    start = f"On site {_clock(rng)}."
    if res == "Abandoned (wet)":
        return " ".join(
            [
                start,
                rng.choice(
                    [
                        f"Standing water across the {area}, too wet to work without damage.",
                        f"Heavy rain overnight, the {area} was soft and smearing under the wheels.",
                        f"Surface waterlogged at the low end of the {area}.",
                    ]
                ),
                rng.choice(
                    [
                        "Left and rebooked for later in the week.",
                        "Rang the office and moved on to the next site.",
                        "Client told, will come back when it dries out.",
                    ]
                ),
            ]
        )
    if res == "Abandoned (m/c)":
        return " ".join(
            [
                start,
                rng.choice(
                    [
                        f"{fleet} lost drive halfway through and would not move off the {area}.",
                        f"Hydraulic hose burst on {fleet}, oil on the {area} cleaned up straight away.",
                        f"{fleet} stopped after two passes, would not restart.",
                        f"Paint pump on {fleet} failed after the first touchline."
                        if op == "Line mark"
                        else f"Stone jammed in the cylinder of {fleet}, bottom blade damaged.",
                    ]
                ),
                rng.choice(
                    [
                        "Called the workshop for a pick-up.",
                        "Towed back to the compound, job rebooked.",
                        "Workshop collected it, rest of the job rebooked.",
                    ]
                ),
            ]
        )
    parts = [start]
    if op == "Mow":
        parts.append(
            f"Cut at {t['cut_ht']} mm with {fleet}, "
            + rng.choice(
                [
                    "clippings boxed off.",
                    "clippings left to fly.",
                    "clippings collected and tipped at the compound.",
                    "striped both ways.",
                    "double cut the worst of the growth.",
                ]
            )
        )
        parts.append(
            rng.choice(
                [
                    "Ground firm and dry.",
                    f"Surface soft in places, kept off the worst of the {area}.",
                    "Heavy dew first thing, waited for it to lift.",
                    "Grass growing strongly after the rain.",
                    "Some dry patches showing on the high side.",
                    "Worm casts about, brushed off before cutting.",
                    "Fairy rings showing by the pavilion end.",
                    "Moss coming in along the shaded edge.",
                    "Wear in the goalmouths still showing."
                    if p["Sport"] == "Football"
                    else "Even growth all over.",
                ]
            )
        )
    elif op == "Line mark":
        sport = p["Sport"]
        paint = f"{t['paintL']:g} L of paint used" if t["paintL"] is not None else "no paint used"
        how = "from the GPS template on the robot" if fleet in ("LM04", "LM05") else f"with {fleet}"
        if sport == "Football":
            what = " and ".join(p["layouts"]) + (" pitch" if len(p["layouts"]) == 1 else " pitches")
            extra = [
                "Wind made the spray drift, went over the centre circle twice.",
                "Goalposts in, checked the goal area sizes by tape.",
                "First mark of the season, set out from scratch with pegs and string.",
                "Club asked for the penalty spot remarked, done.",
            ]
        elif sport == "Rugby":
            what = "Try lines, 22s and 10 m lines"
            extra = [
                "Post protectors on, marked round them.",
                "Dead ball lines remarked at the club's request.",
            ]
        elif sport == "Cricket sq.":
            what = f"Creases on pitch {rng.randint(1, 10)}"
            extra = [
                "Match on Saturday, batting creases checked with the frame.",
                "Return creases extended as asked.",
            ]
        elif sport == "Cricket o/f":
            what = "Boundary line"
            extra = [
                "Rope stored, boundary painted instead.",
                "Sightscreens moved to mark behind them.",
            ]
        else:
            what = "Courts"
            extra = [
                "Service lines checked against the tape.",
                "Nets up before marking, worked round the posts.",
            ]
        parts.append(f"{what} marked {how}, {paint}.")
        parts.append(
            rng.choice(
                extra
                + [
                    "Lines crisp in dry conditions.",
                    "Corners checked with the tape, all square.",
                    "Old lines still showing, marked straight over them.",
                    "Grass long, lines will need redoing after the next cut.",
                ]
            )
        )
    elif op == "Renovation":
        how = {"FR01": "Fraise mowed", "SC01": "Scarified in three directions"}.get(
            fleet, "Scarified"
        )
        parts.append(
            f"End of season renovation on the {area}. {how}, debris cleared to the spoil heap."
        )
        wear = {
            "Football": "Worst wear in the goalmouths and centre.",
            "Rugby": "Worst wear in the scrum areas.",
            "Cricket sq.": "Ends of the used pitches bare, worked hardest.",
            "Bowls": "Worn ditch edges repaired.",
            "Tennis": "Baselines worn bare, seeded heavier.",
        }[p["Sport"]]
        parts.append(
            rng.choice(
                [
                    f"Overseeded at {rng.choice([25, 30, 35, 40])} g/m2 and fed.",
                    wear,
                    f"{rng.randint(2, 9)} tonnes of material spread and levelled.",
                    f"Client asked for the {area} roped off.",
                ]
            )
        )
    elif op == "Top dress":
        parts.append(
            f"Top dressed the {area} with {fleet}, {rng.randint(1, 12)} tonnes spread and matted in."
        )
        parts.append(
            rng.choice(
                [
                    "Levels good afterwards.",
                    "Low spots filled by hand.",
                    "Brushed in twice.",
                    "Infill depth checked, now even across the surface.",
                ]
            )
        )
    elif op == "Aeration":
        parts.append(
            f"Aerated the {area} with {fleet} to {rng.choice([100, 150, 200, 250])} mm at "
            f"{rng.choice([50, 65, 75, 100])} mm spacing."
        )
        parts.append(
            rng.choice(
                [
                    "Good heave, ground in ideal condition.",
                    "Hard going on the compacted centre.",
                    "Skipped the drain runs as marked.",
                    "Cores left to dry before brushing in.",
                ]
            )
        )
    elif op == "Verti-cut":
        parts.append(
            f"Verti-cut the {area} in two directions at {rng.choice([2, 3, 4, 5])} mm with {fleet}."
        )
        parts.append(
            rng.choice(
                [
                    "Lots of thatch out, collected.",
                    "Light verti-cut only, dry weather.",
                    "Followed with a cut to tidy up.",
                ]
            )
        )
    elif op == "Fert & weed":
        kit = "Sprayed" if fleet.startswith("SP") else "Spread"
        parts.append(f"{kit} {', '.join(t['inputs']) or 'product'} across the {area}.")
        if kit == "Sprayed":
            parts.append(
                rng.choice(
                    [
                        f"Wind {rng.randint(2, 9)} mph, spray records filled in.",
                        "Signs put up at the gates.",
                        "Nozzles checked and calibrated before starting.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        f"Spreader set to {rng.choice([25, 30, 35, 40])} g/m2, bout widths marked.",
                        "Signs put up at the gates.",
                        "Watered in by the afternoon rain.",
                    ]
                )
            )
    else:  # Drag brush
        parts.append(
            f"Drag brushed the whole {area} with {fleet}, infill levelled in the goalmouths."
        )
        parts.append(
            rng.choice(
                [
                    f"Infill depth about {rng.randint(12, 30)} mm.",
                    "Leaves and litter cleared first.",
                    "Chewing gum removed by the benches.",
                    "Seams checked, one lifting by the corner flag.",
                ]
            )
        )
    if res == "Part done":
        parts.append(
            rng.choice(
                [
                    "Ran out of time, rest to finish next visit.",
                    "Rain came in halfway through, rest left for the next visit.",
                    "Club training started early, half done.",
                ]
            )
        )
    elif rng.random() < 0.35:
        parts.append(
            rng.choice(
                [
                    "Litter picked before starting.",
                    "Dog fouling near the car park end, reported to the client.",
                    "Goal nets left up by the club, worked round them.",
                    "Client's contact on site, happy with the finish.",
                    "Gate code changed, rang the office for it.",
                    "Sprinkler left on by the club, that end skipped.",
                    "Vandalism to the fence reported to the client.",
                    "Moles active on the far side, reported.",
                ]
            )
        )
    return " ".join(parts)


INPUTS_RENO = {
    "Football": [
        ["Ryegrass seed", "Fert 9-7-7"],
        ["Ryegrass seed"],
        ["Ryegrass seed", "Rootzone 70/30"],
    ],
    "Rugby": [["Ryegrass seed", "Fert 9-7-7"], ["Ryegrass seed"]],
    "Cricket sq.": [["Cricket loam", "Ryegrass seed"]],
    "Bowls": [["Fescue/bent seed", "Rootzone 70/30"], ["Fescue/bent seed"]],
    "Tennis": [["Ryegrass seed", "Cricket loam"]],
}


def _task(rng: random.Random, p: dict, d: date, op: str) -> dict:
    sport, _spec, area = p["Sport"], p["specLvl"], p["areaM2"]
    m = d.month
    call_off = p["ctrStat"] == "Ad hoc" or rng.random() < 0.05
    cut, paint, inputs = None, None, []
    crew = 1
    if op == "Mow":
        fleet = _mow_fleet(rng, p)
        rate = {"CM01": 900, "CM02": 900, "CM03": 900, "CM04": 5000, "CM05": 5000}.get(fleet, 7500)
        hrs = area / rate * rng.uniform(1.1, 1.6) + rng.uniform(0.1, 0.4)
        hoc = p["hocMm"] or 30
        cut = hoc + (5 if (m == 3 and sport in ("Football", "Rugby")) else 0)
        if sport == "Cricket sq." and rng.random() < 0.15:
            cut = 4  # a match pitch cut down
        ops = OPS_FINE if sport in ("Cricket sq.", "Cricket o/f", "Bowls", "Tennis") else OPS_GEN
        operative = rng.choice(ops)
    elif op == "Line mark":
        robot = sport == "Football" and rng.random() < 0.35
        fleet = rng.choice(["LM04", "LM05"]) if robot else rng.choice(["LM01", "LM02", "LM03"])
        if sport == "Football":
            per = {"11v11": (12, 18), "9v9": (8, 12), "7v7": (5, 8), "5v5": (3, 5)}
            paint = sum(rng.uniform(*per[x]) for x in p["layouts"]) * (0.85 if robot else 1.0)
        elif sport == "Rugby":
            paint = rng.uniform(20, 28) if "Senior" in p["layouts"] else rng.uniform(9, 14)
        elif sport == "Cricket sq.":
            paint = rng.uniform(1.5, 4.0)
        elif sport == "Cricket o/f":
            paint = rng.uniform(14, 22)
        else:
            paint = rng.uniform(5, 8)
        paint = round(paint, 1)
        hrs = paint / rng.uniform(10, 16) + rng.uniform(0.3, 0.8)
        inputs = ["Line paint RTU"]
        operative = rng.choice(OPS_LINE) if rng.random() < 0.8 else rng.choice(OPS_GEN)
        crew = 2 if rng.random() < 0.08 else 1
    elif op == "Renovation":
        fleet = (
            "FR01"
            if (p["surf"] in ("Sand-based", "Hybrid") and sport in ("Football", "Rugby"))
            else "SC01"
        )
        hrs = rng.uniform(3.5, 8.0) if sport in ("Football", "Rugby") else rng.uniform(2.0, 6.0)
        inputs = list(rng.choice(INPUTS_RENO[sport]))
        operative = rng.choice(OPS_RENO) if sport in ("Football", "Rugby") else rng.choice(OPS_FINE)
        crew = rng.choice([2, 2, 3, 3, 4])
    elif op == "Top dress":
        fleet = "TD01"
        if p["surf"] == "3G":
            inputs = ["Rubber crumb"]
        elif p["surf"] == "Sand-filled":
            inputs = ["Kiln-dried sand"]
        elif sport in ("Cricket sq.", "Tennis"):
            inputs = ["Cricket loam"]
        else:
            inputs = ["Rootzone 70/30"]
        hrs = rng.uniform(1.5, 5.0)
        operative = rng.choice(OPS_RENO + OPS_FINE)
        crew = rng.choice([2, 2, 3])
    elif op == "Aeration":
        fleet = (
            rng.choice(["AE01", "AE02", "AE03"])
            if sport in ("Football", "Rugby", "Cricket o/f")
            else "AE03"
        )
        hrs = area / rng.uniform(3500, 6000) + rng.uniform(0.3, 0.8)
        operative = rng.choice(OPS_RENO + OPS_GEN[:2])
        crew = 1 if rng.random() < 0.8 else 2
    elif op == "Verti-cut":
        fleet = rng.choice(["VC01", "VC02"])
        hrs = area / rng.uniform(600, 900) + rng.uniform(0.2, 0.5)
        operative = rng.choice(OPS_FINE)
    elif op == "Fert & weed":
        if m == 4:
            inputs = [rng.choice(["Fert 12-0-9", "Fert 9-7-7"])]
            if sport in ("Football", "Rugby") and rng.random() < 0.4:
                inputs.append("Selective herbicide")
        elif m in (6, 7):
            inputs = (
                ["Wetting agent"]
                if sport in ("Cricket sq.", "Bowls", "Tennis")
                else (["Selective herbicide"] if rng.random() < 0.6 else ["Fert 12-0-9"])
            )
            if sport in ("Cricket sq.", "Bowls") and rng.random() < 0.5:
                inputs.append("Fert 9-7-7")
        else:
            inputs = ["Fert 4-0-8 + Fe"]
        liquid = inputs[0] in ("Selective herbicide", "Wetting agent")
        fleet = rng.choice(["SP01", "SP02"]) if liquid else "SS01"
        hrs = area / rng.uniform(6000, 12000) + rng.uniform(0.3, 0.7)
        operative = rng.choice(OPS_SPRAY)
    else:  # Drag brush
        fleet = "DB01"
        hrs = area / rng.uniform(5000, 7000) + rng.uniform(0.3, 0.6)
        operative = rng.choice(OPS_GEN)

    # the result
    r = rng.random()
    wet = WET_ABANDON[m] if op not in ("Drag brush",) else 0.0
    if r < wet:
        outcome = "Abandoned (wet)"
    elif r < wet + (
        0.018 if op in ("Mow", "Line mark", "Aeration", "Verti-cut", "Renovation") else 0.0
    ):
        outcome = "Abandoned (m/c)"
    elif r < wet + 0.018 + 0.04:
        outcome = "Part done"
    else:
        outcome = "Done"
    wx = _pick(rng, WX_BY_MONTH[m])
    if outcome == "Abandoned (wet)":
        wx = _pick(rng, {"Rain": 4, "Showers": 1})
        hrs = rng.uniform(0.3, 0.8)
        paint = None if op == "Line mark" else paint
        inputs = []
    elif outcome == "Abandoned (m/c)":
        hrs = rng.uniform(0.4, 1.5)
        if op == "Line mark":
            paint = round(paint * rng.uniform(0.1, 0.3), 1)
    elif outcome == "Part done":
        hrs *= rng.uniform(0.4, 0.7)
        if op == "Line mark":
            paint = round(paint * rng.uniform(0.4, 0.7), 1)
    hrs = round(max(0.3, hrs), 1)
    extra = None
    if call_off:
        extra = round(max(65.0, hrs * 46.0 * crew + (paint or 0) * 3.4 + 25.0 * len(inputs)), 2)
    signed = outcome not in ("Abandoned (wet)", "Abandoned (m/c)") and rng.random() < (
        0.72 if outcome == "Done" else 0.3
    )
    return {
        "pchRef": p["pch_id"],
        "dtWork": d,
        "OpType": op,
        "operative": operative,
        "fleetNo": fleet,
        "nCrew": crew,
        "hrsSite": hrs,
        "cut_ht": cut,
        "paintL": paint,
        "inputs": inputs,
        "wx": wx,
        "Outcome": outcome,
        "isCallOff": call_off,
        "xtraGbp": extra,
        "clientSO": signed,
        "shtNotes": "",
    }


# ---- the workshop --------------------------------------------------------------------------

PARTS = {
    "mower": [
        "drive belt",
        "hydraulic hose",
        "bottom blade",
        "cutting cylinder",
        "bearing",
        "tyre",
        "battery",
        "starter motor",
        "fuel pump",
        "roller",
    ],
    "tractor": ["hydraulic hose", "tyre", "battery", "PTO shaft", "clutch", "lights"],
    "implement": ["tines", "shear bolts", "bearing", "tyre", "PTO shaft", "brush head"],
    "marker": ["paint pump", "nozzle", "battery", "tyre", "filter"],
    "small": ["cutting head", "spark plug", "starter cord", "air filter", "carburettor"],
}
SERVICE_PARTS = ["oil filter", "air filter", "fuel filter", "engine oil", "spark plug"]


def _kind(no: str) -> str:
    pre = no[:2]
    if pre in ("CM", "GM", "RM", "VC"):
        return "mower"
    if pre == "TR":
        return "tractor"
    if pre == "LM":
        return "marker"
    if pre in ("BC", "LB", "HT"):
        return "small"
    return "implement"


def _workshop(rng: random.Random, tasks: list[dict]) -> list[dict]:
    events: list[dict] = []
    # breakdowns and damage on the job (the machine goes in the day it failed, or the next working day)
    for t in tasks:
        if t["Outcome"] == "Abandoned (m/c)":
            events.append(
                {
                    "plantno": t["fleetNo"],
                    "jobtyp": "Breakdown",
                    "dtIn": t["dtWork"]
                    if rng.random() < 0.7
                    else _snap(t["dtWork"] + timedelta(days=1)),
                    "taskRef": t["task_no"],
                }
            )
        elif (
            t["Outcome"] == "Done"
            and t["fleetNo"][:2] in ("CM", "GM", "RM", "AE", "LM")
            and rng.random() < 0.006
        ):
            events.append(
                {
                    "plantno": t["fleetNo"],
                    "jobtyp": "Repair",
                    "dtIn": _snap(t["dtWork"] + timedelta(days=1)),
                    "taskRef": t["task_no"],
                }
            )
    for no, (_model, _meter, _bought) in FLEET.items():
        kind = _kind(no)
        # PUWER inspection, once a year
        events.append(
            {"plantno": no, "jobtyp": "PUWER insp.", "dtIn": rng.choice(WORKDAYS), "taskRef": None}
        )
        # services: pre-season, then through the season
        n_svc = {"mower": 4, "tractor": 3, "implement": 1, "marker": 2, "small": 2}[kind]
        svc_days = [_one(rng, date(2025, 3, 3), date(2025, 3, 14))]
        for k in range(1, n_svc):
            lo = SEASON_FROM + timedelta(days=int(200 * k / n_svc))
            svc_days.append(_one(rng, lo, min(SEASON_TO, lo + timedelta(days=30))))
        for d in svc_days:
            events.append({"plantno": no, "jobtyp": "Service", "dtIn": d, "taskRef": None})
        # grinding: cylinder mowers and gangs
        if no[:2] == "CM":
            for d in _dates(rng, date(2025, 3, 17), SEASON_TO, 35, 4):
                events.append({"plantno": no, "jobtyp": "Grind & set", "dtIn": d, "taskRef": None})
        elif no[:2] == "GM":
            for d in _dates(rng, date(2025, 4, 1), SEASON_TO, 60, 5):
                events.append({"plantno": no, "jobtyp": "Grind & set", "dtIn": d, "taskRef": None})
        # defects from the daily checks, and breakdowns in the yard
        n_rep = rng.choices([1, 2, 3, 4, 5, 6], weights=[2, 3, 4, 4, 3, 2])[0]
        if kind == "small":
            n_rep = rng.choices([1, 2, 3, 4, 5, 6], weights=[2, 2, 2, 1, 0, 0])[0] + 2
        for _ in range(n_rep):
            events.append(
                {
                    "plantno": no,
                    "jobtyp": "Repair" if rng.random() < 0.85 else "Breakdown",
                    "dtIn": rng.choice(WORKDAYS),
                    "taskRef": None,
                }
            )
    events.sort(key=lambda e: (e["dtIn"], e["plantno"], e["jobtyp"]))

    for e in events:
        no = e["plantno"]
        model, meter, bought = FLEET[no]
        kind = _kind(no)
        typ = e["jobtyp"]
        young = bought >= 2024 or (bought == 2023 and rng.random() < 0.5)
        warr = typ in ("Repair", "Breakdown") and young and rng.random() < 0.6
        if typ == "Service":
            lab = rng.uniform(1.0, 3.5) if kind in ("mower", "tractor") else rng.uniform(0.5, 1.5)
            parts = sorted(
                rng.sample(
                    SERVICE_PARTS[:4]
                    if kind != "small"
                    else ["spark plug", "air filter", "fuel filter"],
                    rng.randint(2, 3 if kind == "small" else 4),
                )
            )
            days = rng.choice([0, 0, 0, 1])
        elif typ == "Grind & set":
            lab = rng.uniform(1.5, 4.5)
            parts = ["bottom blade"] if rng.random() < 0.35 else []
            days = rng.choice([0, 1, 1, 2])
        elif typ == "PUWER insp.":
            lab = rng.uniform(0.3, 1.2)
            parts = [] if rng.random() < 0.8 else [rng.choice(PARTS[kind])]
            days = 0
        else:
            lab = rng.uniform(0.5, 8.0) if typ == "Breakdown" else rng.uniform(0.3, 5.0)
            parts = sorted(rng.sample(PARTS[kind], rng.choice([1, 1, 1, 2, 2, 3])))
            days = (
                rng.choice([0, 1, 1, 2, 3, 4, 6, 9, 14, 21])
                if typ == "Breakdown"
                else rng.choice([0, 0, 1, 1, 2, 3, 5])
            )
            if e["dtIn"] >= date(2025, 9, 8) and rng.random() < 0.5:
                days = rng.randint(6, 24)  # parts on order at the export
        lab = round(lab * 2) / 2 if rng.random() < 0.7 else round(lab, 1)
        lab = max(0.3, lab)
        d_out = e["dtIn"] + timedelta(days=days)
        if d_out > EXPORT_DAY:
            d_out = None
        dealer = warr or (typ == "Breakdown" and rng.random() < 0.1)
        mech = None if dealer else _pick(rng, MECHANICS)
        part_cost = sum(
            rng.uniform(4, 40)
            if typ == "Service"
            else rng.uniform(6, 180)
            if p
            not in (
                "cutting cylinder",
                "starter motor",
                "clutch",
                "PTO shaft",
                "fuel pump",
                "paint pump",
                "battery",
            )
            else rng.uniform(90, 620)
            for p in parts
        )
        tot = 0.0 if warr else round((lab * 48.0 + part_cost) * 1.2, 2)
        e.update(
            {
                "MakeModel": model,
                "labHrs": lab,
                "parts": parts,
                "mech": mech,
                "isWarr": warr,
                "dtOut": d_out,
                "daysDown": None if d_out is None else (d_out - e["dtIn"]).days,
                "totGbp": tot,
            }
        )
    return events


def _reassign(events: list[dict], tasks: list[dict]) -> None:
    """Move tasks off a machine while it is in the workshop after a breakdown (to a sibling that is free)."""
    down: dict[str, list[tuple[date, date]]] = {}
    for e in events:
        if e["jobtyp"] == "Breakdown":
            end = e["dtOut"] or EXPORT_DAY
            down.setdefault(e["plantno"], []).append((e["dtIn"], end))

    def is_down(no: str, d: date) -> bool:
        return any(a < d < b for a, b in down.get(no, []))

    sib = {no: grp for grp in SIBLINGS for no in grp}
    for t in tasks:
        no = t["fleetNo"]
        if no in sib and is_down(no, t["dtWork"]):
            for alt in sib[no]:
                if alt != no and not is_down(alt, t["dtWork"]):
                    t["fleetNo"] = alt
                    break


def _hours(events: list[dict], tasks: list[dict], rng: random.Random) -> None:
    """Engine hours at each workshop visit: a base at 1 March plus the hours worked on the job sheets since."""
    base = {}
    for no, (_model, meter, bought) in FLEET.items():
        if meter:
            per_year = {"CM01": 150, "CM02": 150, "CM03": 150, "VC01": 60, "VC02": 60}.get(
                no, {"mower": 260, "tractor": 320}.get(_kind(no), 200)
            )
            base[no] = int((2025 - bought) * per_year * rng.uniform(0.7, 1.2)) + rng.randint(5, 60)
    worked: dict[str, list[tuple[date, float]]] = {}
    for t in tasks:
        no = t["fleetNo"]
        used = [no] + ([TRACTOR_FOR[no]] if no in TRACTOR_FOR else [])
        for u in used:
            worked.setdefault(u, []).append((t["dtWork"], t["hrsSite"] * 0.8))
    for e in events:
        no = e["plantno"]
        if no not in base:
            e["engHrs"] = None
            continue
        e["engHrs"] = int(base[no] + sum(h for d, h in worked.get(no, []) if d < e["dtIn"]))


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    pitches = _pitches(rng)
    tasks: list[dict] = []
    for p in pitches:
        for d, op in _plan(rng, p):
            tasks.append(_task(rng, p, d, op))
    tasks.sort(key=lambda t: (t["dtWork"], t["pchRef"], t["OpType"]))
    for i, t in enumerate(tasks, start=1):
        t["task_no"] = f"JS25-{i:05d}"
    events = _workshop(rng, tasks)
    _reassign(events, tasks)
    _hours(events, tasks, rng)
    by_id = {p["pch_id"]: p for p in pitches}
    for t in tasks:
        t["shtNotes"] = _note(rng, by_id[t["pchRef"]], t)
    order = [name for name, _, _ in SCHEMA[1][2]]
    out_tasks = [{k: t[k] for k in order} for t in tasks]
    out_events = []
    for i, e in enumerate(events, start=1):
        e["wk_ref"] = f"WK25-{i:04d}"
        out_events.append({k: e[k] for k, _, _ in SCHEMA[2][2]})
    return {"PchReg": pitches, "GMTasks": out_tasks, "PlntSvc": out_events}


def build(out: Path) -> Path:
    """Write `turf-grounds/schema.json` and its three objects files under out."""
    formats = {"PchReg": "csv", "GMTasks": "parquet", "PlntSvc": "jsonl"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
