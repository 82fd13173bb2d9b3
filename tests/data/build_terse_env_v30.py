"""Write `ice-rink`: an invented indoor ice rink's export, named tersely.

Hallowmere Ice Arena, run by the invented Hallowmere Leisure Trust (every place, person, pupil, contractor,
make other than the three resurfacer makes, and note is made up; the trade's terms are the ordinary ones),
exported its systems the way an engineer exports them: abbreviated property names in mixed habits (snake_case
`asset_id`, `kw_rated`, `sess_no`, `n_adm`, `ice_c`, `sess_ref`, `dt_bkd`; camelCase `dtComm`, `runHrs`, `nQty`,
`isCrit`, `yrRepl`, `dtSess`, `nHire`, `revGbp`, `rsfRef`, `floodL`, `iceDpth`, `isCxl`, `numMarsh`, `bkgRef`,
`lenMin`, `pctDisc`, `payVia`, `isHire`; PascalCase `EqCat`, `SvcDts`, `Pad`, `SessTyp`, `LsnType`, `DM`; glued
lowercase `mfr`, `locn`, `ppmint`, `durmin`, `lvl`, `dna`; prefixes `dt`/`n`/`is`/`num`/`pct`/`yr`), abbreviated
class names (`PPMReg`, `PadSess`, `LsnBkgs`), terse descriptions in the trade's shorthand, five properties with no
description (`item`, `contractor`, `driver`, `coach`, `skills`) and one collection (`LsnBkgs`) with no class
description.

- `PPMReg` (JSON Lines): the plant and equipment register with its planned preventive maintenance (PPM): ice
  plant, resurfacers, HVAC, water, electrical, rink fabric and the skate-hire stock, as at 2025-06-30.
- `PadSess` (Parquet): every ice session on the Main and Studio pads from Monday 2025-01-06 to Sunday
  2025-06-29: type, admissions, skate hire, takings, ice temperature, the resurface before it (machine, driver,
  flood water), weekly ice depths, flags, cancellation, duty manager and marshals. `rsfRef` names a
  `PPMReg.asset_id`.
- `LsnBkgs` (CSV, no class description): coached lesson bookings (private, semi-private, assessments, tasters):
  `sess_ref` names the `PadSess.sess_no` the lesson was taught in; pupil, coach, level, age, fee, discount,
  payment, hire, badge, skills, booking date, no-show and the coach's notes (`notes`, the one prose property).

Deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v30.py OUT   (writes OUT/ice-rink/schema.json and OUT/ice-rink/objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "ice-rink"
PROSE = "prose"  # free text; exported, like every text property, as `text` with `word` tokenization
START, END = date(2025, 1, 6), date(2025, 6, 29)  # Monday to Sunday, 25 weeks
EXPORT_DAY = date(2025, 6, 30)
BANK_HOLIDAYS = {date(2025, 4, 18), date(2025, 4, 21), date(2025, 5, 5), date(2025, 5, 26)}
SCHOOL_HOLIDAYS = [
    (date(2025, 2, 17), date(2025, 2, 21)),
    (date(2025, 4, 7), date(2025, 4, 18)),
    (date(2025, 5, 26), date(2025, 5, 30)),
]
STUDIO_DOWN = (
    date(2025, 2, 18),
    date(2025, 2, 20),
)  # brine leak on the studio pad: ice lost, sessions cancelled
RSF01_DOWN = (
    date(2025, 5, 12),
    date(2025, 5, 23),
)  # RSF-01 traction motor: awaiting parts, RSF-02 used
RSF03_DOWN = (date(2025, 3, 3), date(2025, 3, 5))  # RSF-03 in for its annual service
POWER_CUT = date(2025, 3, 27)  # main pad evening sessions cancelled

# ---- schema: (class, class description or None, [(property, data type, description or None)]) ----------------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "PPMReg",
        "Plant/eqpt reg. (PPM)",
        [
            ("asset_id", "text", "Asset tag"),
            ("EqCat", "text", "Cat."),
            ("item", "text", None),
            ("mfr", "text", "Mfr"),
            ("locn", "text", "Loc."),
            ("dtComm", "date", "Commiss."),
            ("kw_rated", "number", "kW (rated)"),
            ("runHrs", "int", "Run hrs @ 30/06"),
            ("nQty", "int", "Qty (prs/units)"),
            ("isCrit", "boolean", "Crit.? (ice/H&S)"),
            ("ppmint", "text", "PPM int. (W/M/Q/6M/A)"),
            ("SvcDts", "date[]", "Last svc dts (max 4)"),
            ("cond", "int", "Cond. 1-5 (1=good)"),
            ("yrRepl", "int", "Yr repl. (plan)"),
            ("contractor", "text", None),
            ("status", "text", "Stat."),
        ],
    ),
    (
        "PadSess",
        "Ice sess. log (M/S pads)",
        [
            ("sess_no", "text", "Sess #"),
            ("Pad", "text", "Pad (M/S)"),
            ("dtSess", "date", "Sess. dt"),
            ("start", "text", "Start (24h)"),
            ("SessTyp", "text", "Typ. (PUB/DSC/LTS/HKY/FIG/HIRE/P&T/ADLT)"),
            ("durmin", "int", "Dur, min"),
            ("n_adm", "int", "Adm. #"),
            ("nHire", "int", "Hire prs #"),
            ("revGbp", "number", "Tot., £ inc VAT"),
            ("ice_c", "number", "Ice surf. temp, C"),
            ("rsfRef", "text", "Resurf. m/c (pre-sess.)"),
            ("driver", "text", None),
            ("floodL", "int", "Flood wtr, L"),
            ("iceDpth", "int[]", "Ice dpth N/C/S, mm"),
            ("flags", "text[]", "Sess. flags"),
            ("isCxl", "boolean", "Cxl?"),
            ("DM", "text", "Duty mgr"),
            ("numMarsh", "int", "Marshals #"),
        ],
    ),
    (
        "LsnBkgs",
        None,
        [
            ("bkgRef", "text", "Bkg ref"),
            ("sess_ref", "text", "Sess #"),
            ("pupil", "text", "Pupil nm"),
            ("coach", "text", None),
            ("LsnType", "text", "Typ. (pvt/semi/assess/taster)"),
            ("lvl", "text", "Lvl"),
            ("age", "int", "Age, yrs (u18 only)"),
            ("lenMin", "int", "Lsn, min"),
            ("fee", "number", "Fee, £ inc VAT (net of disc.)"),
            ("pctDisc", "number", "Disc., %"),
            ("payVia", "text", "Pd via"),
            ("isHire", "boolean", "Hire incl.?"),
            ("badge", "boolean", "Badge awd?"),
            ("skills", "text[]", None),
            ("dt_bkd", "date", "Bkd"),
            ("dna", "boolean", "DNA?"),
            ("notes", PROSE, "Coach notes"),
        ],
    ),
]

# ---- the register ---------------------------------------------------------------------------------------------

D = date.fromisoformat
# tag, category, item, make, location, commissioned, kW, run hours a year (None: no hour meter), qty, critical,
# PPM interval, condition, planned replacement year, contractor, status
ASSETS: list[tuple] = [
    (
        "CMP-01",
        "Refrigeration",
        "Screw compressor",
        "Kaltmann",
        "Plant room",
        D("2016-07-12"),
        110.0,
        5200,
        1,
        True,
        "Monthly",
        2,
        2036,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "CMP-02",
        "Refrigeration",
        "Screw compressor",
        "Kaltmann",
        "Plant room",
        D("2016-07-12"),
        110.0,
        4700,
        1,
        True,
        "Monthly",
        2,
        2036,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "CMP-03",
        "Refrigeration",
        "Recip. compressor",
        "Brennholt",
        "Plant room",
        D("2009-05-20"),
        45.0,
        5600,
        1,
        True,
        "Monthly",
        4,
        2026,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "BRP-01",
        "Refrigeration",
        "Brine pump",
        "Wexley Pumps",
        "Plant room",
        D("2016-07-12"),
        15.0,
        8200,
        1,
        True,
        "Quarterly",
        2,
        2031,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "BRP-02",
        "Refrigeration",
        "Brine pump",
        "Wexley Pumps",
        "Plant room",
        D("2016-07-12"),
        15.0,
        7900,
        1,
        True,
        "Quarterly",
        2,
        2031,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "BRP-03",
        "Refrigeration",
        "Brine pump",
        "Wexley Pumps",
        "Plant room",
        D("2009-05-20"),
        7.5,
        7600,
        1,
        True,
        "Quarterly",
        3,
        2027,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "BRP-04",
        "Refrigeration",
        "Brine pump",
        "Wexley Pumps",
        "Plant room",
        D("2016-07-12"),
        15.0,
        70,
        1,
        True,
        "Quarterly",
        1,
        2031,
        "Kelvane Refrigeration",
        "Standby",
    ),
    (
        "EVC-01",
        "Refrigeration",
        "Evaporative condenser",
        "Coldray",
        "Roof",
        D("2016-07-12"),
        11.0,
        5000,
        1,
        True,
        "Monthly",
        3,
        2032,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "EVC-02",
        "Refrigeration",
        "Evaporative condenser",
        "Coldray",
        "Roof",
        D("2009-05-20"),
        5.5,
        5100,
        1,
        True,
        "Monthly",
        4,
        2026,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "CHL-01",
        "Refrigeration",
        "Plate heat exchanger",
        "Thermacore",
        "Plant room",
        D("2016-07-12"),
        None,
        None,
        1,
        True,
        "Annual",
        2,
        2036,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "CHL-02",
        "Refrigeration",
        "Plate heat exchanger",
        "Thermacore",
        "Plant room",
        D("2009-05-20"),
        None,
        None,
        1,
        True,
        "Annual",
        3,
        2029,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "SSH-01",
        "Refrigeration",
        "Sub-soil heating pump",
        "Wexley Pumps",
        "Plant room",
        D("2003-09-15"),
        2.2,
        8700,
        1,
        True,
        "6-monthly",
        3,
        2027,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "HRU-01",
        "Refrigeration",
        "Heat recovery unit",
        "Thermacore",
        "Plant room",
        D("2016-07-12"),
        None,
        None,
        1,
        False,
        "Annual",
        2,
        2036,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "GDP-01",
        "Refrigeration",
        "Gas detection panel",
        "Sentrik",
        "Plant room",
        D("2016-07-12"),
        None,
        None,
        1,
        True,
        "6-monthly",
        2,
        2031,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "BRT-01",
        "Refrigeration",
        "Brine expansion tank",
        "Thermacore",
        "Plant room",
        D("2016-07-12"),
        None,
        None,
        1,
        False,
        "Annual",
        2,
        2040,
        "Kelvane Refrigeration",
        "In service",
    ),
    (
        "RSF-01",
        "Ice resurfacing",
        "Ice resurfacer",
        "Zamboni",
        "Resurfacer garage",
        D("2021-10-04"),
        28.0,
        1150,
        1,
        True,
        "Weekly",
        2,
        2031,
        "Polarline Ice Services",
        "In service",
    ),
    (
        "RSF-02",
        "Ice resurfacing",
        "Ice resurfacer",
        "Olympia",
        "Resurfacer garage",
        D("2010-01-18"),
        40.0,
        260,
        1,
        True,
        "Monthly",
        4,
        2025,
        "Polarline Ice Services",
        "Standby",
    ),
    (
        "RSF-03",
        "Ice resurfacing",
        "Compact resurfacer",
        "Engo",
        "Resurfacer garage",
        D("2019-03-11"),
        12.0,
        900,
        1,
        True,
        "Weekly",
        2,
        2029,
        "Polarline Ice Services",
        "In service",
    ),
    (
        "EDG-01",
        "Ice resurfacing",
        "Ice edger",
        "Edgemaster",
        "Resurfacer garage",
        D("2012-02-06"),
        4.0,
        60,
        1,
        False,
        "Quarterly",
        3,
        2026,
        "Polarline Ice Services",
        "In service",
    ),
    (
        "EDG-02",
        "Ice resurfacing",
        "Ice edger",
        "Edgemaster",
        "Resurfacer garage",
        D("2022-11-14"),
        2.5,
        70,
        1,
        False,
        "Quarterly",
        1,
        2032,
        "Polarline Ice Services",
        "In service",
    ),
    (
        "BCH-01",
        "Ice resurfacing",
        "Battery charger",
        "Zamboni",
        "Resurfacer garage",
        D("2021-10-04"),
        7.5,
        None,
        1,
        False,
        "Annual",
        2,
        2031,
        "Polarline Ice Services",
        "In service",
    ),
    (
        "BCH-02",
        "Ice resurfacing",
        "Battery charger",
        "Engo",
        "Resurfacer garage",
        D("2019-03-11"),
        3.0,
        None,
        1,
        False,
        "Annual",
        2,
        2029,
        "Polarline Ice Services",
        "In service",
    ),
    (
        "SMP-01",
        "Ice resurfacing",
        "Snow melt pit pump",
        "Wexley Pumps",
        "Resurfacer garage",
        D("2003-09-15"),
        3.0,
        1400,
        1,
        False,
        "6-monthly",
        4,
        2025,
        "In-house",
        "Awaiting parts",
    ),
    (
        "DHU-01",
        "HVAC",
        "Desiccant dehumidifier",
        "Drysphere",
        "Roof",
        D("2016-07-12"),
        45.0,
        5800,
        1,
        False,
        "Quarterly",
        3,
        2030,
        "Airmont HVAC",
        "In service",
    ),
    (
        "DHU-02",
        "HVAC",
        "Desiccant dehumidifier",
        "Drysphere",
        "Roof",
        D("2016-07-12"),
        45.0,
        5500,
        1,
        False,
        "Quarterly",
        3,
        2030,
        "Airmont HVAC",
        "In service",
    ),
    (
        "DHU-03",
        "HVAC",
        "Desiccant dehumidifier",
        "Drysphere",
        "Roof",
        D("2009-05-20"),
        22.0,
        6000,
        1,
        False,
        "Quarterly",
        4,
        2026,
        "Airmont HVAC",
        "Awaiting parts",
    ),
    (
        "AHU-01",
        "HVAC",
        "Air handling unit",
        "Halcott",
        "Roof",
        D("2003-09-15"),
        18.5,
        5200,
        1,
        False,
        "Quarterly",
        4,
        2026,
        "Airmont HVAC",
        "In service",
    ),
    (
        "AHU-02",
        "HVAC",
        "Air handling unit",
        "Halcott",
        "Roof",
        D("2016-07-12"),
        11.0,
        5000,
        1,
        False,
        "Quarterly",
        2,
        2034,
        "Airmont HVAC",
        "In service",
    ),
    (
        "RAD-01",
        "HVAC",
        "Radiant heater",
        "Lumatherm",
        "Spectator stand",
        D("2012-10-01"),
        24.0,
        None,
        1,
        False,
        "Annual",
        3,
        2030,
        "Airmont HVAC",
        "In service",
    ),
    (
        "RAD-02",
        "HVAC",
        "Radiant heater",
        "Lumatherm",
        "Spectator stand",
        D("2012-10-01"),
        24.0,
        None,
        1,
        False,
        "Annual",
        3,
        2030,
        "Airmont HVAC",
        "In service",
    ),
    (
        "RAD-03",
        "HVAC",
        "Radiant heater",
        "Lumatherm",
        "Spectator stand",
        D("2012-10-01"),
        24.0,
        None,
        1,
        False,
        "Annual",
        4,
        2027,
        "Airmont HVAC",
        "Out of service",
    ),
    (
        "EXF-01",
        "HVAC",
        "Extract fan",
        "Halcott",
        "Resurfacer garage",
        D("2010-01-18"),
        1.1,
        None,
        1,
        True,
        "6-monthly",
        3,
        2028,
        "Airmont HVAC",
        "In service",
    ),
    (
        "HWH-01",
        "Water",
        "Flood water heater",
        "Calorik",
        "Resurfacer garage",
        D("2018-06-04"),
        36.0,
        None,
        1,
        True,
        "6-monthly",
        2,
        2033,
        "Aquavale Water",
        "In service",
    ),
    (
        "ROU-01",
        "Water",
        "Reverse osmosis unit",
        "Aquavale",
        "Resurfacer garage",
        D("2020-08-17"),
        0.75,
        None,
        1,
        False,
        "Quarterly",
        2,
        2030,
        "Aquavale Water",
        "In service",
    ),
    (
        "WSF-01",
        "Water",
        "Water softener",
        "Aquavale",
        "Plant room",
        D("2016-07-12"),
        None,
        None,
        1,
        False,
        "Quarterly",
        3,
        2028,
        "Aquavale Water",
        "In service",
    ),
    (
        "DRN-01",
        "Water",
        "Sump pump",
        "Wexley Pumps",
        "Plant room",
        D("2003-09-15"),
        1.5,
        300,
        1,
        False,
        "6-monthly",
        4,
        2026,
        "In-house",
        "In service",
    ),
    (
        "LTG-01",
        "Electrical",
        "LED lighting bank",
        "Lumenor",
        "Main pad",
        D("2020-02-10"),
        9.6,
        4300,
        1,
        False,
        "Annual",
        1,
        2035,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "LTG-02",
        "Electrical",
        "LED lighting bank",
        "Lumenor",
        "Main pad",
        D("2020-02-10"),
        9.6,
        4300,
        1,
        False,
        "Annual",
        1,
        2035,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "LTG-03",
        "Electrical",
        "LED lighting bank",
        "Lumenor",
        "Main pad",
        D("2020-02-10"),
        9.6,
        4300,
        1,
        False,
        "Annual",
        1,
        2035,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "LTG-04",
        "Electrical",
        "LED lighting bank",
        "Lumenor",
        "Studio pad",
        D("2020-02-10"),
        4.8,
        4500,
        1,
        False,
        "Annual",
        1,
        2035,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "PAS-01",
        "Electrical",
        "PA system",
        "Tonecraft",
        "Main pad",
        D("2014-03-03"),
        1.2,
        None,
        1,
        True,
        "Annual",
        3,
        2026,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "SCB-01",
        "Electrical",
        "Scoreboard",
        "Scoreline",
        "Main pad",
        D("2011-09-12"),
        0.8,
        None,
        1,
        False,
        "Annual",
        4,
        2025,
        "Brightwater Electrical",
        "Out of service",
    ),
    (
        "BMS-01",
        "Electrical",
        "BMS controller",
        "Trendall",
        "Plant room",
        D("2016-07-12"),
        None,
        None,
        1,
        True,
        "Annual",
        2,
        2030,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "GEN-01",
        "Electrical",
        "Standby generator",
        "Dorrick",
        "Yard",
        D("2008-11-24"),
        60.0,
        35,
        1,
        True,
        "Quarterly",
        3,
        2028,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "FAP-01",
        "Electrical",
        "Fire alarm panel",
        "Sentrik",
        "Reception",
        D("2016-07-12"),
        None,
        None,
        1,
        True,
        "Quarterly",
        2,
        2031,
        "Brightwater Electrical",
        "In service",
    ),
    (
        "DSB-01",
        "Rink fabric",
        "Dasher boards",
        "Stanmoor",
        "Main pad",
        D("2003-09-15"),
        None,
        None,
        64,
        True,
        "Annual",
        4,
        2026,
        "Stanmoor Rink Systems",
        "In service",
    ),
    (
        "DSB-02",
        "Rink fabric",
        "Dasher boards",
        "Stanmoor",
        "Studio pad",
        D("2009-05-20"),
        None,
        None,
        36,
        True,
        "Annual",
        3,
        2029,
        "Stanmoor Rink Systems",
        "In service",
    ),
    (
        "SGL-01",
        "Rink fabric",
        "Shielding glass",
        "Stanmoor",
        "Main pad",
        D("2016-07-12"),
        None,
        None,
        118,
        True,
        "Annual",
        2,
        2036,
        "Stanmoor Rink Systems",
        "In service",
    ),
    (
        "HKG-01",
        "Rink fabric",
        "Hockey goals",
        "Stanmoor",
        "Main pad",
        D("2022-08-01"),
        None,
        None,
        4,
        False,
        "None",
        1,
        2032,
        "In-house",
        "In service",
    ),
    (
        "LCK-01",
        "Rink fabric",
        "Lockers",
        "Locksmart",
        "Concourse",
        D("2013-04-08"),
        None,
        None,
        160,
        False,
        "None",
        3,
        2030,
        "In-house",
        "In service",
    ),
    (
        "RMT-01",
        "Rink fabric",
        "Rubber matting",
        "Stanmoor",
        "Concourse",
        D("2019-09-02"),
        None,
        None,
        34,
        True,
        "Monthly",
        3,
        2027,
        "In-house",
        "In service",
    ),
    (
        "SHP-01",
        "Skate hire",
        "Skate sharpener",
        "Bladeworks",
        "Skate hire",
        D("2018-01-22"),
        0.75,
        420,
        1,
        False,
        "Quarterly",
        2,
        2028,
        "Bladeworks Ltd",
        "In service",
    ),
    (
        "SHP-02",
        "Skate hire",
        "Skate sharpener",
        "Bladeworks",
        "Skate hire",
        D("2011-05-09"),
        0.55,
        380,
        1,
        False,
        "Quarterly",
        4,
        2025,
        "Bladeworks Ltd",
        "Out of service",
    ),
    (
        "SDR-01",
        "Skate hire",
        "Skate dryer cabinet",
        "Drysphere",
        "Skate hire",
        D("2019-11-04"),
        3.0,
        None,
        1,
        False,
        "6-monthly",
        2,
        2029,
        "Airmont HVAC",
        "In service",
    ),
    (
        "SDR-02",
        "Skate hire",
        "Skate dryer cabinet",
        "Drysphere",
        "Skate hire",
        D("2019-11-04"),
        3.0,
        None,
        1,
        False,
        "6-monthly",
        3,
        2029,
        "Airmont HVAC",
        "In service",
    ),
    (
        "SKA-01",
        "Skate hire",
        "Skate aids",
        "Norvik",
        "Skate hire",
        D("2023-10-02"),
        None,
        None,
        30,
        False,
        "Monthly",
        2,
        2028,
        "In-house",
        "In service",
    ),
    (
        "HLM-01",
        "Skate hire",
        "Hire helmets",
        "Norvik",
        "Skate hire",
        D("2022-09-05"),
        None,
        None,
        120,
        False,
        "Monthly",
        2,
        2027,
        "In-house",
        "In service",
    ),
]
# hire skate stock lines, one per UK size: child 8 to 13, adult 1 to 13 (pairs)
SKATE_SIZES = [
    ("C08", 10),
    ("C09", 14),
    ("C10", 18),
    ("C11", 22),
    ("C12", 26),
    ("C13", 30),
    ("A01", 32),
    ("A02", 34),
    ("A03", 36),
    ("A04", 38),
    ("A05", 40),
    ("A06", 40),
    ("A07", 38),
    ("A08", 36),
    ("A09", 32),
    ("A10", 28),
    ("A11", 22),
    ("A12", 14),
    ("A13", 8),
]

# ---- people -----------------------------------------------------------------------------------------------------

DRIVERS = [
    "P. Mulgrew",
    "T. Adeyemi",
    "C. Haldane",
    "R. Sowerby",
    "J. Petrenko",
    "K. Ashdown",
    "L. Briggs",
]
DUTY_MGRS = [
    "Fiona Caldwell",
    "Dev Raman",
    "Marsha Okoye",
    "Ollie Brandt",
    "Gemma Tulloch",
    "Stuart Penhaligon",
]
COACHES = [
    "Ana Vukovic",
    "Rhys Carmody",
    "Ilse Brandvold",
    "Tomasz Lenart",
    "Priya Dhanda",
    "Callum Rennie",
    "Yuki Sato-Byrne",
    "Bronagh Keane",
    "Mateo Ferraz",
]
SENIOR = {"Ana Vukovic", "Ilse Brandvold", "Callum Rennie"}
FIG_COACHES = {
    "Ana Vukovic": 5,
    "Ilse Brandvold": 4,
    "Callum Rennie": 4,
    "Yuki Sato-Byrne": 3,
    "Tomasz Lenart": 2,
    "Bronagh Keane": 2,
}
LTS_COACHES = {
    "Rhys Carmody": 5,
    "Priya Dhanda": 5,
    "Mateo Ferraz": 4,
    "Bronagh Keane": 4,
    "Tomasz Lenart": 3,
    "Yuki Sato-Byrne": 2,
}
FIRST = [
    "Amelia",
    "Isla",
    "Ava",
    "Freya",
    "Poppy",
    "Evie",
    "Sophie",
    "Grace",
    "Lily",
    "Millie",
    "Ella",
    "Ruby",
    "Maisie",
    "Hannah",
    "Chloe",
    "Zara",
    "Aisha",
    "Maya",
    "Niamh",
    "Orla",
    "Erin",
    "Imogen",
    "Harriet",
    "Esme",
    "Matilda",
    "Layla",
    "Mia",
    "Leah",
    "Eliza",
    "Phoebe",
    "Jessica",
    "Holly",
    "Anya",
    "Elena",
    "Keira",
    "Nadia",
    "Oliver",
    "Jack",
    "Harry",
    "George",
    "Noah",
    "Leo",
    "Oscar",
    "Arlo",
    "Finn",
    "Jacob",
    "Alfie",
    "Theo",
    "Henry",
    "Max",
    "Ethan",
    "Lucas",
    "Isaac",
    "Zain",
    "Callum",
    "Rory",
    "Kai",
    "Ruben",
    "Samuel",
    "Dylan",
    "Toby",
    "Ewan",
    "Jamie",
    "Hamza",
    "Aaron",
    "Declan",
    "Luca",
    "Stanley",
    "Felix",
    "Reuben",
    "Eilidh",
    "Megan",
    "Bethan",
    "Carys",
    "Joanna",
    "Helen",
    "Claire",
    "Mark",
    "Simon",
    "Paul",
    "Andrew",
    "Karen",
    "Rachel",
]
LAST = [
    "Abbott",
    "Akhtar",
    "Barclay",
    "Bellamy",
    "Bhatt",
    "Blackwood",
    "Brennan",
    "Cartwright",
    "Chadha",
    "Chen",
    "Coulson",
    "Dalgleish",
    "Devlin",
    "Dobson",
    "Easton",
    "Ellery",
    "Farrow",
    "Fenwick",
    "Fitzgerald",
    "Garside",
    "Gillespie",
    "Gough",
    "Hadley",
    "Halloran",
    "Hartigan",
    "Hendry",
    "Holroyd",
    "Iqbal",
    "Jarvis",
    "Kaminski",
    "Keating",
    "Kerrigan",
    "Lacey",
    "Lindqvist",
    "Lomax",
    "Lowther",
    "MacAulay",
    "Madden",
    "Marsden",
    "McBride",
    "Mistry",
    "Morrow",
    "Nakamura",
    "Nolan",
    "Nowak",
    "O'Brien",
    "Okonkwo",
    "Ormerod",
    "Osei",
    "Pace",
    "Pemberton",
    "Quigley",
    "Rafferty",
    "Ramsay",
    "Rashid",
    "Redfern",
    "Rowntree",
    "Sadler",
    "Sandhu",
    "Sheridan",
    "Sinclair",
    "Stannard",
    "Strachan",
    "Sutcliffe",
    "Tait",
    "Thorne",
    "Varga",
    "Wadsworth",
    "Waring",
    "Whitfield",
    "Wilde",
    "Yates",
    "Zielinski",
]

# ---- the timetable --------------------------------------------------------------------------------------------

CAPACITY = {"Main": 420, "Studio": 140}
RANGE = {  # (pad, type): admissions range before the season and day factors
    ("Main", "Figure patch"): (8, 22),
    ("Studio", "Figure patch"): (5, 14),
    ("Main", "Hockey"): (18, 40),
    ("Main", "Learn to Skate"): (25, 60),
    ("Studio", "Learn to Skate"): (12, 30),
    ("Main", "Parent & toddler"): (20, 50),
    ("Studio", "Parent & toddler"): (8, 24),
    ("Main", "Adult only"): (8, 35),
    ("Main", "Private hire"): (20, 120),
    ("Studio", "Private hire"): (8, 25),
    ("Main", "Disco"): (140, 380),
    ("Studio", "Public"): (20, 70),
}
SEASON = {1: 1.1, 2: 1.0, 3: 0.95, 4: 0.92, 5: 0.82, 6: 0.72}


def _holiday(d: date) -> bool:
    return any(a <= d <= b for a, b in SCHOOL_HOLIDAYS)


def _timetable(pad: str, d: date) -> list[tuple[str, str, int]]:
    wd = d.weekday()
    weekend = wd >= 5 or d in BANK_HOLIDAYS
    hol = _holiday(d)
    if pad == "Main":
        if weekend:
            return [
                ("06:30", "Hockey" if wd == 5 else "Figure patch", 90),
                ("08:15", "Learn to Skate", 45),
                ("09:15", "Parent & toddler", 60),
                ("10:30", "Public", 120),
                ("13:00", "Public", 120),
                ("15:30", "Public", 120),
                ("19:00", "Disco", 120) if wd == 5 else ("18:00", "Public", 120),
                ("21:30", "Private hire", 90),
            ]
        return [
            ("06:00", "Figure patch", 60),
            ("07:15", "Hockey" if wd in (1, 3) else "Figure patch", 60),
            ("10:00", "Public", 120),
            ("12:30", "Adult only", 60) if wd in (1, 3) and not hol else ("12:30", "Public", 90),
            ("16:30", "Public", 90) if wd == 4 or hol else ("16:30", "Learn to Skate", 45),
            ("17:45", "Hockey", 90),
            ("19:45", "Disco", 120) if wd == 4 else ("19:45", "Public", 120),
            ("22:00", "Private hire", 90) if wd == 4 else ("22:00", "Hockey", 90),
        ]
    if weekend:
        return [
            ("07:00", "Figure patch", 60),
            ("09:00", "Learn to Skate", 45),
            ("09:45", "Learn to Skate", 45),
            ("11:00", "Private hire", 60),
            ("14:00", "Private hire", 60),
        ]
    if hol:
        return [
            ("06:15", "Figure patch", 60),
            ("09:30", "Parent & toddler", 60),
            ("13:00", "Public", 90),
            ("16:00", "Figure patch", 60),
            ("17:15", "Figure patch", 60),
        ]
    return [
        ("06:15", "Figure patch", 60),
        ("09:30", "Parent & toddler", 60),
        ("16:00", "Figure patch", 60),
        ("17:15", "Learn to Skate", 45),
        ("18:00", "Learn to Skate", 45),
    ]


def _public_range(d: date, start: str, hol: bool) -> tuple[int, int]:
    weekend = d.weekday() >= 5 or d in BANK_HOLIDAYS
    if weekend:
        return {"10:30": (180, 380), "13:00": (220, 420), "15:30": (180, 400), "18:00": (90, 220)}[
            start
        ]
    base = {
        "10:00": (40, 140),
        "12:30": (20, 70),
        "16:30": (60, 160),
        "19:45": (60, 200),
        "13:00": (40, 110),
    }[start]
    if hol:
        return (int(base[0] * 2.2), int(base[1] * 2.2))
    return base


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _sessions(rng: random.Random) -> list[dict]:
    rows: list[dict] = []
    d = START
    while d <= END:
        hol = _holiday(d)
        weekend = d.weekday() >= 5 or d in BANK_HOLIDAYS
        early_dm, late_dm = rng.sample(DUTY_MGRS, 2)
        early_drv, late_drv = rng.sample(DRIVERS, 2)
        for pad in ("Main", "Studio"):
            slots = _timetable(pad, d)
            prev_end = None
            first = True
            for i, (start, typ, dur) in enumerate(slots, start=1):
                t0 = _minutes(start)
                late = t0 >= 15 * 60
                flags: list[str] = []
                cancelled = False
                if pad == "Studio" and STUDIO_DOWN[0] <= d <= STUDIO_DOWN[1]:
                    cancelled = True
                    flags.append("ice defect")
                elif pad == "Main" and d == POWER_CUT and t0 >= 19 * 60:
                    cancelled = True
                    flags.append("power cut")
                elif typ == "Private hire" and rng.random() < 0.05:
                    cancelled = True
                elif typ == "Hockey" and rng.random() < 0.012:
                    cancelled = True
                # the resurface before the session
                back_to_back = prev_end is not None and prev_end == t0 and typ == "Learn to Skate"
                resurf = not cancelled and not back_to_back and rng.random() > 0.015
                rsf = drv = flood = None
                if resurf:
                    if pad == "Main":
                        rsf = (
                            "RSF-02"
                            if (RSF01_DOWN[0] <= d <= RSF01_DOWN[1] or rng.random() < 0.06)
                            else "RSF-01"
                        )
                    else:
                        rsf = (
                            "RSF-02"
                            if (RSF03_DOWN[0] <= d <= RSF03_DOWN[1] or rng.random() < 0.03)
                            else "RSF-03"
                        )
                    drv = late_drv if late else early_drv
                    if rng.random() < 0.08:
                        drv = rng.choice([x for x in DRIVERS if x != drv])
                    lo_hi = {
                        ("Main", "RSF-01"): (600, 820),
                        ("Main", "RSF-02"): (650, 900),
                        ("Studio", "RSF-03"): (220, 360),
                        ("Studio", "RSF-02"): (300, 450),
                    }[(pad, rsf)]
                    flood = round(rng.randint(*lo_hi), -1)
                    if rsf == "RSF-02" and pad == "Main" and rng.random() < 0.15:
                        flags.append("late start")
                if not cancelled and "late start" not in flags and rng.random() < 0.01:
                    flags.append("late start")
                # admissions
                if cancelled:
                    adm = 0
                elif typ in ("Public",) and pad == "Main":
                    lo, hi = _public_range(d, start, hol)
                    adm = int(rng.randint(lo, hi) * SEASON[d.month])
                else:
                    lo, hi = RANGE[(pad, typ)]
                    f = (
                        SEASON[d.month]
                        if typ in ("Disco", "Parent & toddler", "Adult only", "Public")
                        else 1.0
                    )
                    adm = int(rng.randint(lo, hi) * f)
                adm = min(adm, CAPACITY[pad])
                if (
                    typ == "Public"
                    and pad == "Main"
                    and not weekend
                    and not hol
                    and start == "10:00"
                    and d.weekday() in (1, 2, 3)
                    and not cancelled
                    and rng.random() < 0.45
                ):
                    flags.append("school group")
                    adm = min(CAPACITY[pad], adm + rng.randint(30, 60))
                share = {
                    "Public": (0.45, 0.7),
                    "Disco": (0.4, 0.6),
                    "Learn to Skate": (0.2, 0.45),
                    "Parent & toddler": (0.5, 0.8),
                    "Adult only": (0.2, 0.5),
                    "Private hire": (0.5, 1.0),
                    "Figure patch": (0.0, 0.05),
                    "Hockey": (0.0, 0.03),
                }[typ]
                hire = int(round(adm * rng.uniform(*share)))
                # takings
                adm_price = {
                    "Public": 8.5 if weekend else 7.5,
                    "Disco": 9.5,
                    "Learn to Skate": 10.5,
                    "Parent & toddler": 5.5,
                    "Adult only": 7.0,
                    "Figure patch": 8.0 if pad == "Main" else 7.0,
                }
                if cancelled:
                    rev = 0.0
                elif typ == "Hockey":
                    rev = 285.0 if dur == 90 else 195.0
                elif typ == "Private hire":
                    rev = (420.0 if weekend else 395.0) if pad == "Main" else 150.0 + 2.0 * hire
                elif typ == "Learn to Skate":
                    rev = adm * adm_price[typ]
                else:
                    hire_price = 2.0 if typ == "Parent & toddler" else 3.2
                    rev = (adm * adm_price[typ] + hire * hire_price) * (
                        rng.uniform(0.93, 1.0) if typ in ("Public", "Disco") else 1.0
                    )
                rev = round(rev, 2)
                # ice temperature at the start
                t_rng = {
                    "Hockey": (-5.6, -4.6),
                    "Figure patch": (-3.6, -2.6),
                    "Private hire": (-4.6, -3.4),
                }.get(typ, (-4.4, -3.4))
                if pad == "Studio" and STUDIO_DOWN[0] <= d <= STUDIO_DOWN[1]:
                    t_rng = (-1.8, -0.6)
                ice = round(rng.uniform(*t_rng), 1)
                # flags
                if not cancelled:
                    if typ == "Public" and weekend and rng.random() < 0.35:
                        flags.append("birthday party")
                    if typ == "Private hire" and pad == "Studio" and rng.random() < 0.7:
                        flags.append("birthday party")
                    if (
                        typ in ("Public", "Disco", "Parent & toddler", "Hockey")
                        and rng.random() < 0.05
                    ):
                        flags.append("first aid")
                    if typ in ("Public", "Disco") and rng.random() < 0.015:
                        flags.append("music fault")
                    if adm >= int(CAPACITY[pad] * 0.95):
                        flags.append("at capacity")
                    if rng.random() < 0.005:
                        flags.append("ice defect")
                # ice depths: the first session of each Monday on each pad
                depth: list[int] = []
                if d.weekday() == 0 and first and not cancelled and d not in BANK_HOLIDAYS:
                    lo, hi = (30, 42) if pad == "Main" else (28, 38)
                    depth = [rng.randint(lo, hi) for _ in range(3)]
                first = False
                if cancelled:
                    marsh = 0
                elif typ in ("Public", "Disco", "Parent & toddler", "Adult only"):
                    marsh = min(6, max(1, math.ceil(adm / 70)))
                elif typ == "Learn to Skate":
                    marsh = 1
                elif typ == "Private hire":
                    marsh = 1 if adm > 30 else 0
                else:
                    marsh = 0
                rows.append(
                    {
                        "sess_no": f"{pad[0]}{d:%y%m%d}-{i}",
                        "Pad": pad,
                        "dtSess": d,
                        "start": start,
                        "SessTyp": typ,
                        "durmin": dur,
                        "n_adm": adm,
                        "nHire": hire,
                        "revGbp": rev,
                        "ice_c": ice,
                        "rsfRef": rsf,
                        "driver": drv,
                        "floodL": flood,
                        "iceDpth": depth,
                        "flags": flags[:3],
                        "isCxl": cancelled,
                        "DM": late_dm if late else early_dm,
                        "numMarsh": marsh,
                    }
                )
                prev_end = t0 + dur
        d += timedelta(days=1)
    return rows


# ---- the register's rows ---------------------------------------------------------------------------------------


def _svc_dates(rng: random.Random, ppm: str, comm: date) -> list[date]:
    if ppm == "None":
        return []
    step = {"Weekly": 7, "Monthly": 30, "Quarterly": 91, "6-monthly": 182, "Annual": 365}[ppm]
    out: list[date] = []
    d = EXPORT_DAY - timedelta(days=rng.randint(2, min(step, 60)))
    while len(out) < 4 and d > comm:
        x = d
        while x.weekday() >= 5 or x in BANK_HOLIDAYS:
            x -= timedelta(days=1)
        out.append(x)
        d -= timedelta(days=step + rng.randint(-6, 6))
    return sorted(out)


def _register(rng: random.Random) -> list[dict]:
    rows = []
    for (
        tag,
        cat,
        item,
        mfr,
        loc,
        comm,
        kw,
        hrs,
        qty,
        crit,
        ppm,
        cond,
        repl,
        contr,
        status,
    ) in ASSETS:
        years = (EXPORT_DAY - comm).days / 365.25
        run = None if hrs is None else int(hrs * years * rng.uniform(0.9, 1.1))
        rows.append(
            {
                "asset_id": tag,
                "EqCat": cat,
                "item": item,
                "mfr": mfr,
                "locn": loc,
                "dtComm": comm,
                "kw_rated": kw,
                "runHrs": run,
                "nQty": qty,
                "isCrit": crit,
                "ppmint": ppm,
                "SvcDts": _svc_dates(rng, ppm, comm),
                "cond": cond,
                "yrRepl": repl,
                "contractor": contr,
                "status": status,
            }
        )
    for size, pairs in SKATE_SIZES:
        comm = date(
            rng.choice([2020, 2021, 2022, 2023, 2024]), rng.randint(1, 12), rng.randint(1, 28)
        )
        while comm.weekday() >= 5:
            comm += timedelta(days=1)
        age = EXPORT_DAY.year - comm.year
        cond = min(5, max(1, 1 + age // 2 + (1 if rng.random() < 0.3 else 0)))
        status = (
            "Awaiting parts"
            if size == "C09"
            else ("Out of service" if size == "A12" else "In service")
        )
        rows.append(
            {
                "asset_id": f"HSK-{size}",
                "EqCat": "Skate hire",
                "item": "Hire skates",
                "mfr": "Norvik",
                "locn": "Skate hire",
                "dtComm": comm,
                "kw_rated": None,
                "runHrs": None,
                "nQty": pairs + rng.randint(-2, 4),
                "isCrit": False,
                "ppmint": "Monthly",
                "SvcDts": _svc_dates(rng, "Monthly", comm),
                "cond": cond,
                "yrRepl": comm.year + rng.choice([5, 6, 7]),
                "contractor": "In-house",
                "status": status,
            }
        )
    return rows


# ---- lessons ----------------------------------------------------------------------------------------------------

SKILLS = {
    "Tots": ["falling and getting up", "marching", "two-foot glide", "dips", "snowplough stop"],
    "Stage 1": ["marching", "two-foot glide", "dips", "snowplough stop", "forward swizzles"],
    "Stage 2": [
        "one-foot glide",
        "forward swizzles",
        "backward swizzles",
        "snowplough stop",
        "backward skating",
    ],
    "Stage 3": [
        "backward skating",
        "forward crossovers",
        "T-stop",
        "two-foot spin",
        "one-foot glide",
    ],
    "Stage 4": ["forward crossovers", "back crossovers", "hockey stop", "two-foot spin", "edges"],
    "Stage 5": ["back crossovers", "3-turns", "mohawks", "edges", "scratch spin", "waltz jump"],
    "Stage 6": [
        "3-turns",
        "scratch spin",
        "waltz jump",
        "salchow",
        "toe loop",
        "sit spin",
        "spirals",
    ],
    "Adult": [
        "forward crossovers",
        "back crossovers",
        "edges",
        "3-turns",
        "T-stop",
        "hockey stop",
        "spirals",
        "two-foot spin",
    ],
}
COMMENT = {
    "good": [
        "Really solid today, {a} is nearly there.",
        "Big improvement since last time on {a}.",
        "Confident and controlled throughout, {a} looking clean.",
        "Good session, knees bent and posture much better on {a}.",
    ],
    "work": [
        "Still rushing the {a}, needs more patience.",
        "{a} wobbly on the left side, keep practising.",
        "Struggled with {a} today, tired after school.",
        "Arms too stiff on {a}, we worked on relaxing the shoulders.",
    ],
}
NEXT = [
    "Next week: {b}.",
    "Practise {b} in public sessions.",
    "Aim to start {b} next lesson.",
    "Ready to move on to {b} soon.",
    "Homework: ten minutes of {b} each session.",
    "",
]


def _names(rng: random.Random, n: int, taken: set[str]) -> list[str]:
    out = []
    while len(out) < n:
        nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if nm not in taken:
            taken.add(nm)
            out.append(nm)
    return out


def _note(
    rng: random.Random,
    pupil: str,
    typ: str,
    lvl: str,
    skills: list[str],
    dna: bool,
    start: str,
    badge: bool,
    pupil2: str | None,
) -> str:
    first = pupil.split()[0]
    if dna:
        return rng.choice(
            [
                f"{first} did not turn up for the {start} slot, no message left. Charged as per the 24-hour policy.",
                f"No-show at {start}. Tried the parent's mobile twice, no answer. Lesson charged.",
                f"{first} absent, parent emailed afterwards to say {first} was unwell. Will rebook, fee kept as per policy.",
                f"Waited ten minutes at the gate for {first}, did not attend. Slot charged.",
            ]
        )
    if typ == "Assessment":
        if badge:
            s = f"{first} passed {lvl}, badge and certificate given. "
            s += rng.choice(["Strong on ", "Neat ", "Tidy ", "Very good "]) + f"{skills[0]}. "
            s += rng.choice(
                [
                    "Move up to the next stage group from next term.",
                    "Parent told about next term's group.",
                    "Well done, a lovely calm skater.",
                    "Needs to keep practising the stop but a clear pass.",
                ]
            )
        else:
            s = (
                f"{first} not quite ready for the {lvl} badge. "
                + f"{skills[0].capitalize()} still needs work. "
            )
            s += rng.choice(
                [
                    "Re-assess next month.",
                    "Stay in the same group and re-test in four weeks.",
                    "Nervous on the day, will get there.",
                    "Close, missed it on one element only.",
                ]
            )
        return s
    if typ == "Taster":
        s = f"Taster for {first}. " + rng.choice(
            [
                "First time on the ice.",
                "Has skated on holiday before.",
                "Came with a school friend.",
                "Parent skated as a child.",
            ]
        )
        s += f" Covered {' and '.join(skills)}. "
        s += rng.choice(
            [
                "Recommended the Learn to Skate group, Stage 1.",
                "Keen to come back, gave them the LTS leaflet.",
                "Very nervous at first, much happier by the end.",
                "Would suit the Tots group on Saturdays.",
            ]
        )
        return s
    a = skills[0]
    b = rng.choice([x for x in SKILLS[lvl] if x not in skills] or SKILLS[lvl])
    parts = []
    if pupil2:
        parts.append(f"Shared lesson with {pupil2.split()[0]}.")
    parts.append(f"Worked on {', '.join(skills)}.")
    parts.append(rng.choice(COMMENT["good" if rng.random() < 0.6 else "work"]).format(a=a))
    nx = rng.choice(NEXT).format(b=b)
    if nx:
        parts.append(nx)
    text = " ".join(parts)
    return text[0].upper() + text[1:]


def _lessons(rng: random.Random, sessions: list[dict]) -> list[dict]:
    taken = set(COACHES) | set(DUTY_MGRS)
    fig_pupils = _names(rng, 95, taken)
    fig_info = {}
    for p in fig_pupils:
        adult = rng.random() < 0.15
        fig_info[p] = {
            "lvl": "Adult"
            if adult
            else rng.choice(["Stage 4", "Stage 5", "Stage 5", "Stage 6", "Stage 6"]),
            "age": None if adult else rng.randint(7, 17),
            "coach": rng.choices(list(FIG_COACHES), weights=list(FIG_COACHES.values()))[0],
            "w": rng.choice([1, 1, 2, 3, 5]),
        }
    lts_pool = _names(rng, 420, taken)
    lts_used: dict[str, dict] = {}
    adult_pool = _names(rng, 40, taken)
    rows: list[dict] = []

    def fee_for(coach: str, typ: str, mins: int) -> float:
        if typ == "Assessment":
            return 8.5
        if typ == "Taster":
            return 6.0
        if typ == "Semi-private":
            return 13.0 if mins == 30 else 9.0
        table = (
            {15: 12.5, 20: 16.0, 30: 23.0} if coach in SENIOR else {15: 10.0, 20: 13.0, 30: 18.5}
        )
        return table[mins]

    def add(
        s: dict,
        pupil: str,
        coach: str,
        typ: str,
        lvl: str,
        age,
        mins: int,
        pupil2: str | None = None,
    ) -> None:
        d = s["dtSess"]
        lead = {
            "Private": (1, 14),
            "Semi-private": (1, 14),
            "Assessment": (7, 28),
            "Taster": (0, 6),
        }[typ]
        bkd = d - timedelta(days=rng.randint(*lead))
        if typ in ("Private", "Semi-private"):
            pay = rng.choices(["Block", "Card", "Online", "Cash"], weights=[40, 30, 25, 5])[0]
        elif typ == "Assessment":
            pay = rng.choices(["Online", "Card", "Cash"], weights=[70, 25, 5])[0]
        else:
            pay = rng.choices(["Card", "Cash", "Online", "Voucher"], weights=[50, 15, 25, 10])[0]
        disc = (
            10.0
            if pay == "Block"
            else (15.0 if rng.random() < 0.04 else (25.0 if rng.random() < 0.015 else 0.0))
        )
        if pay == "Voucher":
            disc = 0.0
        fee = round(fee_for(coach, typ, mins) * (1 - disc / 100), 2)
        dna = (
            rng.random()
            < {"Private": 0.04, "Semi-private": 0.04, "Assessment": 0.06, "Taster": 0.08}[typ]
        )
        hire = (
            rng.random()
            < {"Private": 0.03, "Semi-private": 0.03, "Assessment": 0.15, "Taster": 0.8}[typ]
        )
        badge = typ == "Assessment" and not dna and rng.random() < 0.78
        skills = (
            []
            if dna
            else sorted(rng.sample(SKILLS[lvl], rng.randint(1, 3 if typ != "Assessment" else 2)))
        )
        rows.append(
            {
                "_key": (d, s["start"], s["Pad"], coach, pupil),
                "sess_ref": s["sess_no"],
                "pupil": pupil,
                "coach": coach,
                "LsnType": typ,
                "lvl": lvl,
                "age": age,
                "lenMin": mins,
                "fee": fee,
                "pctDisc": disc,
                "payVia": pay,
                "isHire": hire,
                "badge": badge,
                "skills": skills,
                "dt_bkd": bkd,
                "dna": dna,
                "notes": _note(rng, pupil, typ, lvl, skills, dna, s["start"], badge, pupil2),
            }
        )

    fig_weights = [fig_info[p]["w"] for p in fig_pupils]
    for s in sessions:
        if s["isCxl"]:
            continue
        typ, d = s["SessTyp"], s["dtSess"]
        if typ == "Figure patch":
            k = rng.choices([0, 1, 2, 3], weights=[3, 5, 4, 2])[0]
            chosen: set[str] = set()
            for _ in range(k):
                p = rng.choices(fig_pupils, weights=fig_weights)[0]
                if p in chosen:
                    continue
                chosen.add(p)
                info = fig_info[p]
                coach = info["coach"] if rng.random() < 0.85 else rng.choice(list(FIG_COACHES))
                mates = [
                    x for x in fig_pupils if x not in chosen and fig_info[x]["lvl"] == info["lvl"]
                ]
                if rng.random() < 0.12 and mates:
                    p2 = rng.choice(mates)
                    chosen.add(p2)
                    add(s, p, coach, "Semi-private", info["lvl"], info["age"], 30, p2)
                    add(s, p2, coach, "Semi-private", info["lvl"], fig_info[p2]["age"], 30, p)
                else:
                    add(
                        s,
                        p,
                        coach,
                        "Private",
                        info["lvl"],
                        info["age"],
                        rng.choices([15, 20, 30], weights=[3, 3, 4])[0],
                    )
        elif typ == "Learn to Skate" and d.day >= 22 and rng.random() < 0.55:
            # assessment fortnight: stage tests in the LTS sessions
            for _ in range(rng.randint(1, 6)):
                p = rng.choice(lts_pool)
                if p not in lts_used:
                    lvl = rng.choice(
                        ["Tots", "Stage 1", "Stage 1", "Stage 2", "Stage 2", "Stage 3", "Stage 4"]
                    )
                    age = rng.randint(3, 5) if lvl == "Tots" else rng.randint(5, 12)
                    lts_used[p] = {"lvl": lvl, "age": age}
                info = lts_used[p]
                coach = rng.choices(list(LTS_COACHES), weights=list(LTS_COACHES.values()))[0]
                add(s, p, coach, "Assessment", info["lvl"], info["age"], 15)
        elif typ == "Public" and s["Pad"] == "Main" and s["start"] in ("10:30", "13:00"):
            for _ in range(rng.choices([0, 1, 2, 3], weights=[4, 4, 2, 1])[0]):
                adult = rng.random() < 0.25
                p = _names(rng, 1, taken)[0]
                lvl = "Adult" if adult else rng.choice(["Tots", "Stage 1", "Stage 1"])
                age = (
                    None if adult else (rng.randint(3, 5) if lvl == "Tots" else rng.randint(5, 14))
                )
                coach = rng.choices(list(LTS_COACHES), weights=list(LTS_COACHES.values()))[0]
                add(s, p, coach, "Taster", lvl, age, 20)
        elif typ in ("Adult only",) or (
            typ == "Public" and s["start"] == "12:30" and s["Pad"] == "Main"
        ):
            for _ in range(rng.choices([0, 1, 2], weights=[5, 4, 1])[0]):
                p = rng.choice(adult_pool)
                coach = rng.choice(COACHES)
                add(s, p, coach, "Private", "Adult", None, rng.choice([20, 30]))
    rows.sort(key=lambda r: r["_key"])
    out = []
    for i, r in enumerate(rows, start=1):
        del r["_key"]
        out.append({"bkgRef": f"LB25-{i:04d}", **r})
    return out


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(30317)
    reg = _register(rng)
    sessions = _sessions(rng)
    lessons = _lessons(rng, sessions)
    return {"PPMReg": reg, "PadSess": sessions, "LsnBkgs": lessons}


# ---- writing ------------------------------------------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `ice-rink/schema.json` and its three objects files under out."""
    formats = {"PPMReg": "jsonl", "PadSess": "parquet", "LsnBkgs": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
