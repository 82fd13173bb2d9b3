"""Write `wind-om`: an invented onshore wind O&M team's export, named tersely.

Harlaw Renewables Services, an invented independent operations and maintenance contractor (every site,
turbine number, technician, control room operator and note is made up; the turbine models, alarm
texts, parts and crane classes are the ordinary ones of the trade), looks after six onshore wind
farms from two depots (North: Windle Rigg, Blackhope Edge, Dunmossie; South: Cragbeck Moor, Fennick
Law, Stannerhow). It exported its maintenance system the way an engineer exports it: abbreviated
property names in mixed habits (snake_case `wtg_id`, `hub_ht_m`, `wo_ref`, `scada_codes`,
`downtime_h`, `visit_no`; camelCase `oemModel`, `gbxMake`, `yrGbxEx`, `isIceDet`, `twrLift`,
`numOpHrs`, `pctAvail`, `plCond`, `svcDts`, `wtgRef`, `dtLogged`, `ctrlOp`, `dtClosed`, `lostMWh`,
`isWarr`, `woRef`, `dtVis`, `hrsOnSite`, `hvSw`, `wowHrs`, `partsGbp`, `visNotes`; PascalCase `Site`,
`RotorD`, `Status`, `WOType`, `Sys`, `Climb`, `Result`; glued lowercase `ratedkw`, `drvtrn`,
`almtxt`, `sev`, `raisedby`, `wostat`, `wtg`, `leadtech`, `crew`, `crane`, `parts`; prefixes `dt`,
`is`, `num`, `pct`, `yr`), abbreviated class names (`WTGReg`, `AlmWOs`, `TechVis`), terse
descriptions in the trade's shorthand, five properties with no description (`Site`, `gbxMake`,
`Sys`, `raisedby`, `parts`) and one collection (`TechVis`) with no class description.

- `WTGReg` (JSON Lines): the turbine register, one row per wind turbine generator (106).
- `AlmWOs` (Parquet): the work orders logged from 2025-01-01 to 2025-06-30: SCADA alarms (reset
  remotely or attended), scheduled services, inspections and major component exchanges.
- `TechVis` (CSV, no class description): the technicians' site visits against those work orders,
  with the crew, hours on site, climb, HV switching, crane, weather standby, parts and the notes
  (`visNotes`, the one prose property).

The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v39.py OUT   (writes OUT/wind-om/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "wind-om"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
H1_FROM, EXPORT_DAY = date(2025, 1, 1), date(2025, 6, 30)
H1_HOURS = 181 * 24

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "WTGReg",
        "WTG reg. (fleet)",
        [
            ("wtg_id", "text", "WTG # (site-Tnn)"),
            ("Site", "text", None),
            ("oemModel", "text", "OEM model"),
            ("ratedkw", "int", "Rated, kW"),
            ("hub_ht_m", "number", "Hub ht, m"),
            ("RotorD", "int", "Rotor dia., m"),
            ("dtCOD", "date", "COD"),
            ("drvtrn", "text", "Drivetrain (G/DD)"),
            ("gbxMake", "text", None),
            ("yrGbxEx", "int", "Gbx exch. yr (blank=orig.)"),
            ("isIceDet", "boolean", "Ice det.?"),
            ("twrLift", "boolean", "Svc lift?"),
            ("numOpHrs", "int", "Op. hrs @ 01/07/25"),
            ("pctAvail", "number", "Avail. H1-25, % (time)"),
            ("plCond", "text[]", "Plng cond."),
            ("svcDts", "date[]", "Last 2 svc dts"),
            ("Status", "text", "Stat. @ export"),
        ],
    ),
    (
        "AlmWOs",
        "Alm/WO log H1-25",
        [
            ("wo_ref", "text", "WO #"),
            ("wtgRef", "text", "WTG"),
            ("dtLogged", "date", "Logged"),
            ("WOType", "text", "WO typ. (RR/CM/PM/INS/MCE)"),
            ("almtxt", "text", "Alm txt (SCADA)"),
            ("Sys", "text", None),
            ("sev", "text", "Sev. (A/B/C)"),
            ("scada_codes", "int[]", "SCADA codes"),
            ("raisedby", "text", None),
            ("ctrlOp", "text", "Ctrl rm op."),
            ("wostat", "text", "WO stat."),
            ("dtClosed", "date", "Closed (blank=open)"),
            ("downtime_h", "number", "DT, hrs"),
            ("lostMWh", "number", "Lost prod., MWh (est.)"),
            ("isWarr", "boolean", "Warr. claim?"),
        ],
    ),
    (
        "TechVis",
        None,
        [
            ("visit_no", "text", "Vis #"),
            ("woRef", "text", "WO"),
            ("wtg", "text", "Turb."),
            ("dtVis", "date", "Vis. dt"),
            ("leadtech", "text", "Lead tech (SAP)"),
            ("crew", "text[]", "Team on site"),
            ("hrsOnSite", "number", "On site, hrs"),
            ("Climb", "boolean", "Climb?"),
            ("hvSw", "boolean", "HV sw.?"),
            ("crane", "text", "Crane (cls)"),
            ("wowHrs", "number", "WoW, hrs"),
            ("parts", "text[]", None),
            ("partsGbp", "number", "Parts, £ ex VAT"),
            ("Result", "text", "Res."),
            ("visNotes", PROSE, "Tech notes"),
        ],
    ),
]

# ---- the fleet -----------------------------------------------------------------------------

# code, name, depot, model, turbines, site COD, hub heights (height, count), rotor m, rated kW,
# drivetrain, gearbox makes, ice detection share, service lift share, planning conditions
# (condition, share of the site's turbines), pitch system, base alarm rate a turbine-day
SITES = [
    (
        "WRG",
        "Windle Rigg",
        "North",
        "V90-2.0",
        22,
        date(2009, 11, 20),
        [(80.0, 22)],
        90,
        2000,
        "Geared",
        {"Hansen": 3, "Winergy": 1},
        1.0,
        0.0,
        [("noise", 0.5), ("aviation light", 0.3)],
        "hyd",
        0.085,
    ),
    (
        "CBM",
        "Cragbeck Moor",
        "South",
        "SWT-2.3-93",
        18,
        date(2011, 6, 14),
        [(80.0, 18)],
        93,
        2300,
        "Geared",
        {"Winergy": 1},
        0.0,
        1.0,
        [("noise", 0.6), ("shadow flicker", 0.35), ("bat", 0.4)],
        "hyd",
        0.07,
    ),
    (
        "BHE",
        "Blackhope Edge",
        "North",
        "N90/2500",
        20,
        date(2008, 3, 3),
        [(80.0, 14), (70.0, 6)],
        90,
        2500,
        "Geared",
        {"Eickhoff": 2, "Winergy": 1},
        1.0,
        0.0,
        [("MoD radar", 1.0), ("noise", 0.4)],
        "elec",
        0.1,
    ),
    (
        "FNL",
        "Fennick Law",
        "South",
        "E-82 E2",
        12,
        date(2013, 9, 30),
        [(78.3, 12)],
        82,
        2300,
        "Direct drive",
        None,
        0.0,
        1.0,
        [("noise", 0.5), ("shadow flicker", 0.5)],
        "elec",
        0.055,
    ),
    (
        "STH",
        "Stannerhow",
        "South",
        "V112-3.3",
        16,
        date(2016, 5, 10),
        [(84.0, 10), (94.0, 6)],
        112,
        3300,
        "Geared",
        {"ZF": 1, "Hansen": 1},
        0.5,
        1.0,
        [("bat", 0.5), ("aviation light", 0.4), ("noise", 0.3)],
        "hyd",
        0.065,
    ),
    (
        "DMS",
        "Dunmossie",
        "North",
        "MM92",
        18,
        date(2012, 2, 17),
        [(80.0, 12), (68.5, 6)],
        92,
        2050,
        "Geared",
        {"Moventas": 1, "Winergy": 1},
        1.0,
        0.5,
        [("ice throw", 0.4), ("noise", 0.4), ("aviation light", 0.3)],
        "elec",
        0.085,
    ),
]
COND_ORDER = ["noise", "shadow flicker", "bat", "ice throw", "aviation light", "MoD radar"]

TECHS = {
    "North": [
        "Callum Reid",
        "Shona McBride",
        "Ewan Lockhart",
        "Ryan Tulloch",
        "Kirsty Bain",
        "Liam Hendry",
        "Fraser Dunlop",
        "Marta Zielinska",
        "Grant Muir",
        "Hannah Leask",
        "Craig Mowat",
        "Iain Kerr",
    ],
    "South": [
        "Dafydd Pryce",
        "Niamh Gallagher",
        "Aisha Karim",
        "Jordan Marr",
        "Owen Sillars",
        "Scott Rennie",
        "Jamie Corrigan",
        "Tomasz Baran",
        "Declan Foy",
        "Rhys Bevan",
        "Ellie Strachan",
        "Megan Tait",
    ],
}
LEADS = {
    "North": {
        "Callum Reid": 4,
        "Shona McBride": 3,
        "Ewan Lockhart": 3,
        "Kirsty Bain": 2,
        "Grant Muir": 2,
    },
    "South": {
        "Dafydd Pryce": 4,
        "Niamh Gallagher": 3,
        "Owen Sillars": 3,
        "Jamie Corrigan": 2,
        "Rhys Bevan": 2,
    },
}
SPECIALISTS = [
    "Piotr Nowak",
    "Sven Aalto",
    "Dario Conti",
    "Kwabena Osei",
    "Lars Brekke",
    "Nadia Hussein",
]
DRONE = ["Ffion Rowlands", "Matt Ogilvie"]
CTRL_OPS = {
    "Aileen Maxwell": 3,
    "Gordon Petrie": 3,
    "Sanjay Mistry": 3,
    "Lorna Craig": 2,
    "Mhairi Dow": 2,
    "Kevin Ashe": 2,
    "Ruth Elphick": 2,
    "Femi Adeyemi": 1,
}

# alarm: system, base weight, remote-reset share, severity weights, parts (name, £, chance)
ALARMS = {
    "Pitch fault": (
        "Pitch",
        14,
        0.6,
        {"B": 1},
        [
            ("pitch motor", 2850.0, 0.35),
            ("pitch encoder", 640.0, 0.25),
            ("slip ring", 3900.0, 0.1),
            ("fuse", 12.5, 0.3),
            ("relay", 86.0, 0.2),
        ],
    ),
    "Pitch batt. low": (
        "Pitch",
        6,
        0.2,
        {"A": 2, "B": 3},
        [("pitch battery pack", 1450.0, 0.7), ("battery charger", 980.0, 0.2), ("fuse", 12.5, 0.2)],
    ),
    "Hyd. press. lo": (
        "Hydraulic",
        8,
        0.35,
        {"B": 1},
        [
            ("hyd. accumulator", 1350.0, 0.35),
            ("hyd. pump", 2900.0, 0.15),
            ("hyd. oil", 260.0, 0.5),
            ("seal kit", 140.0, 0.4),
        ],
    ),
    "Yaw misalign.": (
        "Yaw",
        10,
        0.7,
        {"B": 3, "C": 1},
        [("yaw motor", 2200.0, 0.3), ("yaw brake pads", 380.0, 0.35), ("wind vane", 520.0, 0.25)],
    ),
    "Gbx oil temp hi": (
        "Drivetrain",
        8,
        0.5,
        {"B": 7, "C": 3},
        [
            ("gbx oil filter", 210.0, 0.5),
            ("oil cooler fan", 760.0, 0.3),
            ("temp sensor", 95.0, 0.35),
        ],
    ),
    "Gen brg temp hi": (
        "Drivetrain",
        6,
        0.4,
        {"A": 1, "B": 4, "C": 2},
        [
            ("gen bearing", 4300.0, 0.12),
            ("grease cartridge", 45.0, 0.6),
            ("temp sensor", 95.0, 0.3),
            ("carbon brushes", 320.0, 0.25),
        ],
    ),
    "Vibration hi": (
        "Drivetrain",
        4,
        0.4,
        {"A": 3, "B": 5, "C": 2},
        [("accelerometer", 610.0, 0.4), ("grease cartridge", 45.0, 0.3)],
    ),
    "Converter trip": (
        "Electrical",
        12,
        0.6,
        {"B": 1},
        [
            ("IGBT module", 3600.0, 0.2),
            ("converter fan", 430.0, 0.3),
            ("fuse", 12.5, 0.35),
            ("contactor", 690.0, 0.25),
        ],
    ),
    "Anemometer fault": (
        "Controls",
        7,
        0.5,
        {"B": 1},
        [("anemometer", 520.0, 0.6), ("wind vane", 520.0, 0.2), ("heater element", 150.0, 0.2)],
    ),
    "Comms lost": (
        "Controls",
        8,
        0.7,
        {"C": 1},
        [
            ("fibre patch lead", 35.0, 0.4),
            ("network switch", 480.0, 0.3),
            ("UPS battery", 210.0, 0.35),
        ],
    ),
    "Grid loss": (
        "Electrical",
        0,
        0.95,
        {"B": 1},
        [("fuse", 12.5, 0.3), ("protection relay", 1850.0, 0.3)],
    ),
    "Ice detected": ("Blades", 0, 1.0, {"B": 1}, []),
}
SEASON = {1: 1.4, 2: 1.35, 3: 1.15, 4: 0.95, 5: 0.8, 6: 0.7}  # alarms by month
WIND_CF = {1: 0.46, 2: 0.43, 3: 0.38, 4: 0.3, 5: 0.25, 6: 0.21}  # capacity factor by month
PM_PARTS = [
    ("gbx oil filter", 210.0, 0.8),
    ("grease cartridge", 45.0, 0.9),
    ("air filter set", 92.0, 0.7),
    ("carbon brushes", 320.0, 0.4),
    ("yaw brake pads", 380.0, 0.15),
    ("hyd. oil", 260.0, 0.2),
]

# the major component exchanges of the half year: turbine, component, logged, alarm, crane, days to close
MCES = [
    ("WRG-T05", "gearbox", date(2025, 1, 14), "Vibration hi", "500t mobile", 41),
    ("DMS-T09", "main bearing", date(2025, 2, 3), "Vibration hi", "500t mobile", 47),
    ("BHE-T12", "gearbox", date(2025, 3, 10), "Gbx oil temp hi", "500t mobile", 38),
    ("FNL-T04", "blade", date(2025, 3, 27), None, "350t mobile", 29),
    ("CBM-T14", "generator", date(2025, 4, 7), "Gen brg temp hi", "500t mobile", 33),
    (
        "BHE-T03",
        "gearbox",
        date(2025, 5, 19),
        "Vibration hi",
        "500t mobile",
        None,
    ),  # awaiting crane
    ("STH-T06", "blade", date(2025, 6, 2), None, "750t crawler", None),  # awaiting crane
    (
        "WRG-T17",
        "gearbox",
        date(2025, 6, 11),
        "Gbx oil temp hi",
        "500t mobile",
        None,
    ),  # awaiting parts
]
MCE_PARTS = {"gearbox": 312000.0, "main bearing": 96500.0, "generator": 141000.0, "blade": 187500.0}
MCE_SYS = {
    "gearbox": "Drivetrain",
    "main bearing": "Drivetrain",
    "generator": "Drivetrain",
    "blade": "Blades",
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def _weekday_on_or_after(d: date) -> date:
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def _hhmm(h: float) -> str:
    h = max(0.0, min(23.98, h))
    return f"{int(h):02d}:{int(round((h % 1) * 60 / 5) * 5) % 60:02d}"


# ---- notes ---------------------------------------------------------------------------------

FINDINGS = {
    "Pitch fault": [
        "Pitch axis {ax} showing overcurrent in the log.",
        "Blade {ax} pitch lagging the others by {x} deg.",
        "Found loose connector on the axis {ax} pitch cabinet.",
        "Axis {ax} encoder reading erratic.",
    ],
    "Pitch batt. low": [
        "Axis {ax} battery pack voltage {v} V under load, below limit.",
        "Pitch battery test failed on axis {ax}.",
        "Charger on axis {ax} not charging the pack.",
    ],
    "Hyd. press. lo": [
        "Hydraulic pressure dropping to {b} bar with the pump running.",
        "Oil weeping from the accumulator fitting, level low.",
        "Pump running long cycles, pre-charge down to {b} bar.",
    ],
    "Yaw misalign.": [
        "Nacelle {x} deg off the vane reading.",
        "Yaw motor {ax} tripped on its breaker.",
        "Yaw brake pads worn down to {mm} mm.",
        "Wind vane seized with grit.",
    ],
    "Gbx oil temp hi": [
        "Gearbox oil at {t} C on a mild day, cooler fan not starting.",
        "Oil filter differential high, filter blocked.",
        "Temp sensor reading {t} C against {t2} C on the handheld.",
    ],
    "Gen brg temp hi": [
        "Generator rear bearing at {t} C, grease dry.",
        "DE bearing noisy on the stethoscope, temp {t} C.",
        "Auto-lube pump empty, bearings short of grease.",
    ],
    "Vibration hi": [
        "CMS showing a rise in the {band} band.",
        "Accelerometer on the main bearing reading noise only.",
        "Vibration trend up since {dd}, no debris on the magnetic plug.",
    ],
    "Converter trip": [
        "Converter tripped on DC link overvoltage.",
        "IGBT module on phase {ph} failed test.",
        "Converter cabinet at {t} C, fan not running.",
        "Contactor K{k} chattering on closing.",
    ],
    "Anemometer fault": [
        "Anemometer reading zero in {ws} m/s wind.",
        "Heater on the met mast sensors not working, iced up.",
        "Cable to the anemometer chafed at the met mast.",
    ],
    "Comms lost": [
        "Router in the tower base had locked up.",
        "Fibre patch lead damaged in the comms cabinet.",
        "UPS in the tower base had run flat.",
        "Network switch dead, no link lights.",
    ],
    "Grid loss": [
        "Site tripped on the grid loss, turbine did not restart with the others.",
        "Protection relay at the tower base flagged undervoltage.",
        "Fuse blown on the aux supply after the grid dip.",
    ],
}
FIXES = {
    "pitch motor": "Replaced the axis {ax} pitch motor and ran a pitch test.",
    "pitch encoder": "Fitted a new encoder on axis {ax} and recalibrated.",
    "slip ring": "Changed the slip ring and cleaned the tracks.",
    "pitch battery pack": "Swapped the axis {ax} battery pack.",
    "battery charger": "Replaced the charger unit.",
    "hyd. accumulator": "Replaced the accumulator and charged it to {b} bar.",
    "hyd. pump": "Changed the hydraulic pump.",
    "hyd. oil": "Topped up {l} litres of hydraulic oil.",
    "seal kit": "Re-sealed the leaking fitting.",
    "yaw motor": "Replaced yaw motor {ax} using the internal crane.",
    "yaw brake pads": "Fitted new yaw brake pads.",
    "wind vane": "Fitted a new wind vane and aligned it.",
    "gbx oil filter": "Changed the gearbox oil filter.",
    "oil cooler fan": "Replaced the oil cooler fan motor.",
    "temp sensor": "Replaced the PT100 sensor.",
    "gen bearing": "Changed the generator bearing with the internal crane.",
    "grease cartridge": "Refilled the auto-lube and greased the bearings.",
    "carbon brushes": "Changed the carbon brushes.",
    "accelerometer": "Replaced the accelerometer and re-baselined the CMS.",
    "IGBT module": "Replaced the phase {ph} IGBT module.",
    "converter fan": "Fitted a new converter fan.",
    "fuse": "Replaced the blown fuse.",
    "contactor": "Changed contactor K{k}.",
    "relay": "Changed the relay in the pitch cabinet.",
    "anemometer": "Fitted a new anemometer.",
    "heater element": "Replaced the heater element.",
    "fibre patch lead": "Replaced the fibre patch lead.",
    "network switch": "Swapped the network switch.",
    "UPS battery": "Replaced the UPS batteries.",
    "protection relay": "Replaced the protection relay and tested it.",
}
NO_PART_FIX = [
    "Reset and monitored for {m} minutes, no repeat.",
    "Tightened the terminals and reset.",
    "Cleaned the contacts, reset and ran up to power.",
    "Adjusted the settings back to the OEM values and reset.",
]


def _params(rng: random.Random) -> dict:
    """One set of details per note, so that a finding and its fix name the same axis, phase or contactor."""
    return dict(
        ax=rng.randint(1, 3),
        x=rng.randint(3, 25),
        v=rng.randint(180, 228),
        b=rng.randint(60, 140),
        mm=rng.randint(2, 6),
        t=rng.randint(71, 96),
        t2=rng.randint(38, 55),
        band=rng.choice(["gear mesh", "HSS bearing", "planet stage", "1x rotor"]),
        dd=(EXPORT_DAY - timedelta(days=rng.randint(20, 120))).strftime("%d/%m"),
        ph=rng.choice("UVW"),
        k=rng.randint(1, 9),
        ws=rng.randint(6, 14),
        l=rng.randint(5, 40),
        m=rng.randint(20, 90),
    )


def _fmt(params: dict, s: str) -> str:
    return s.format(**params)


def _note(
    rng: random.Random,
    wtg: str,
    kind: str,
    alarm: str | None,
    result: str,
    parts: list[str],
    climb: bool,
    crane: str | None,
    wow: float,
    arrive: float,
    hours: float,
    component: str | None,
) -> str:
    tno = wtg.split("-")[1]
    bits = [
        f"{tno} on site {_hhmm(arrive)}"
        + (f", wind {rng.randint(4, 17)} m/s." if rng.random() < 0.6 else ".")
    ]
    if result == "Aborted - wx":
        ws = rng.randint(19, 27)
        bits.append(
            rng.choice(
                [
                    f"Wind gusting {ws} m/s at hub, above the climb limit.",
                    f"Lightning warning in force, {ws} m/s gusts.",
                    f"Hub height wind {ws} m/s, no climb or hub entry.",
                ]
            )
        )
        bits.append(
            rng.choice(
                [
                    "Turbine left paused, rebooked.",
                    "Left in service where it was, back when it drops.",
                    "Stood down after checking the tower base.",
                ]
            )
        )
        return " ".join(bits)
    if result == "Aborted - access":
        bits.append(
            rng.choice(
                [
                    "Track blocked by snow beyond the cattle grid.",
                    "Access track washed out at the burn crossing.",
                    "Landowner gate locked, no key in the box.",
                    "Track iced, 4x4 could not get up the last bend.",
                ]
            )
        )
        bits.append("Returned to depot, will go back when access is clear.")
        return " ".join(bits)
    if kind == "Sched. svc":
        bits.append(
            rng.choice(
                [
                    "Six-monthly service to the OEM checklist.",
                    "Annual service, full checklist.",
                    "Service visit, checklist items from the last visit first.",
                ]
            )
        )
        if parts:
            bits.append(
                f"Used {', '.join(parts[:-1]) + ' and ' if len(parts) > 1 else ''}{parts[-1]}."
            )
        bits.append(
            rng.choice(
                [
                    f"Torque checked {rng.randint(12, 40)} tower bolts, all in.",
                    f"Gearbox oil sample taken, {rng.randint(1, 4)} findings logged.",
                    f"Yaw brake pads at {rng.randint(3, 8)} mm, OK to next service.",
                    f"Blade bearings greased, {rng.randint(2, 6)} minor findings.",
                ]
            )
        )
        bits.append(
            "Returned to service."
            if result == "Completed"
            else "Further day needed to finish the checklist."
        )
        return " ".join(bits)
    if kind == "Inspection":
        if alarm == "Blades":
            bits.append(
                rng.choice(
                    [
                        f"Drone inspection of all three blades, {rng.randint(0, 5)} LEP defects category 2 or above.",
                        f"Drone blade inspection, lightning receptor on blade {rng.randint(1, 3)} to check.",
                        f"Blade drone survey, leading edge erosion on blade {rng.randint(1, 3)} tip.",
                    ]
                )
            )
        else:
            bits.append(
                rng.choice(
                    [
                        f"Tower flange bolt check, {rng.randint(0, 6)} bolts re-torqued.",
                        f"Foundation and tower inspection, grout cracking at {rng.randint(1, 4)} o'clock noted.",
                    ]
                )
            )
        bits.append(
            "Report to follow from the contractor."
            if rng.random() < 0.5
            else "Photos on the shared drive."
        )
        return " ".join(bits)
    if kind == "MCE":
        if crane and crane != "Svc crane (int.)":
            bits.append(f"{crane.capitalize()} rigged for the {component} exchange.")
            if wow > 0:
                bits.append(f"Stood by {wow:g} h waiting on weather, wind over the lift limit.")
            bits.append(
                rng.choice(
                    [
                        f"Lift completed {_hhmm(arrive + hours - 1)}.",
                        "Lift done, crane to de-rig tomorrow.",
                        f"{component.capitalize()} landed and bolted, torque to follow.",
                    ]
                )
            )
        else:
            bits.append(
                rng.choice(
                    [
                        f"Prep for the {component} exchange, LOTO and HV isolation in place.",
                        f"Commissioning after the {component} exchange, test run {rng.randint(2, 6)} h.",
                        f"Disconnected services ahead of the {component} lift.",
                    ]
                )
            )
        if result == "Completed":
            bits.append("Handed back to the control room.")
        return " ".join(bits)
    # corrective
    prm = _params(rng)
    bits.append(_fmt(prm, rng.choice(FINDINGS.get(alarm, ["Fault could not be reproduced."]))))
    if not climb:
        bits.append(
            rng.choice(
                [
                    "Worked from the tower base, no climb.",
                    "Fault at the base cabinet, did not climb.",
                ]
            )
        )
    if result == "Parts req.":
        bits.append(
            rng.choice(
                [
                    "Part not on the van, ordered.",
                    "Needs a part from the OEM, on order.",
                    "No stock at the depot, part ordered.",
                ]
            )
        )
        bits.append(
            "Turbine left stopped." if rng.random() < 0.6 else "Turbine left running restricted."
        )
    elif result == "Further visit req.":
        bits.append(
            rng.choice(
                [
                    "Ran out of daylight, back tomorrow.",
                    "Needs a second pair of hands for the lift.",
                    "Fault intermittent, logger fitted, revisit.",
                ]
            )
        )
    else:
        if parts:
            bits.extend(_fmt(prm, FIXES[p]) for p in parts[:2])
        else:
            bits.append(_fmt(prm, rng.choice(NO_PART_FIX)))
        bits.append(
            rng.choice(
                [
                    f"Back in service {_hhmm(arrive + hours)}.",
                    "Ran up to full power, no alarms.",
                    f"Monitored {rng.randint(15, 60)} min, all normal.",
                    "Returned to service.",
                ]
            )
        )
    return " ".join(bits)


# ---- the objects ---------------------------------------------------------------------------


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(3901)
    turbines: list[dict] = []
    site_of: dict[str, tuple] = {}
    for s in SITES:
        (
            code,
            name,
            depot,
            model,
            n,
            cod,
            hubs,
            rotor,
            kw,
            drive,
            gbx,
            ice,
            lift,
            conds,
            pitch,
            rate,
        ) = s
        heights = [h for h, k in hubs for _ in range(k)]
        rng.shuffle(heights)
        for i in range(1, n + 1):
            wid = f"{code}-T{i:02d}"
            site_of[wid] = s
            t_cod = cod - timedelta(days=rng.randint(0, 50))
            pc = [c for c, share in conds if rng.random() < share]
            pc = [c for c in COND_ORDER if c in pc][:3]
            years = (date(2025, 7, 1) - t_cod).days / 365.25
            turbines.append(
                {
                    "wtg_id": wid,
                    "Site": name,
                    "oemModel": model,
                    "ratedkw": kw,
                    "hub_ht_m": heights[i - 1],
                    "RotorD": rotor,
                    "dtCOD": t_cod,
                    "drvtrn": drive,
                    "gbxMake": _pick(rng, gbx) if gbx else None,
                    "yrGbxEx": None,
                    "isIceDet": rng.random() < ice,
                    "twrLift": rng.random() < lift,
                    "numOpHrs": int(years * 8760 * rng.uniform(0.74, 0.86)),
                    "pctAvail": 100.0,
                    "plCond": pc,
                    "svcDts": [],
                    "Status": "Operating",
                    "_depot": depot,
                    "_factor": math.exp(rng.gauss(0.0, 0.35)),
                    "_stopped": set(),
                }
            )
    by_id = {t["wtg_id"]: t for t in turbines}
    # earlier gearbox exchanges (before this half year)
    for t in turbines:
        if t["drvtrn"] == "Geared" and rng.random() < 0.16:
            t["yrGbxEx"] = rng.randint(max(2013, t["dtCOD"].year + 3), 2024)
            t["gbxMake"] = rng.choice(["Winergy", "ZF", "Moventas"])

    wos: list[dict] = []  # work orders, without numbers yet
    visits: list[dict] = []

    def crew_for(depot: str, lead: str, size: int, extra: list[str] | None = None) -> list[str]:
        pool = [x for x in TECHS[depot] if x != lead]
        c = [lead] + rng.sample(pool, max(0, size - 1))
        return c + (extra or [])

    def add_visit(
        wo: dict,
        d: date,
        result: str,
        *,
        climb: bool,
        hv: bool,
        crane: str | None,
        wow: float,
        parts: list[tuple[str, float]],
        hours: float,
        crew_size: int,
        extra: list[str] | None = None,
        kind: str,
        alarm: str | None,
        component: str | None = None,
    ) -> None:
        t = by_id[wo["wtgRef"]]
        wow, hours = round(wow, 1), round(hours, 1)
        lead = _pick(rng, LEADS[t["_depot"]])
        arrive = rng.uniform(7.5, 10.5) if rng.random() < 0.8 else rng.uniform(11.0, 15.5)
        names = [p for p, _ in parts]
        visits.append(
            {
                "_wo": wo,
                "wtg": wo["wtgRef"],
                "dtVis": d,
                "leadtech": lead,
                "crew": crew_for(t["_depot"], lead, crew_size, extra),
                "hrsOnSite": round(hours, 1),
                "Climb": climb,
                "hvSw": hv,
                "crane": crane,
                "wowHrs": round(wow, 1),
                "parts": names,
                "partsGbp": round(sum(p for _, p in parts), 2) if parts else None,
                "Result": result,
                "visNotes": _note(
                    rng,
                    wo["wtgRef"],
                    kind,
                    alarm,
                    result,
                    names,
                    climb,
                    crane,
                    wow,
                    arrive,
                    hours,
                    component,
                ),
            }
        )

    def codes(model: str, alarm: str) -> list[int]:
        base = 1000 + (sum(ord(c) for c in model + alarm) * 37) % 8000
        k = rng.choices([1, 2, 3], weights=[6, 3, 1])[0]
        return sorted({base + rng.choice([0, 0, 1, 2, 5, 10]) for _ in range(k)} | {base})[:3]

    def lost(t: dict, d: date, hrs: float) -> float:
        cf = max(0.05, WIND_CF[d.month] + rng.uniform(-0.12, 0.15))
        return round(hrs * t["ratedkw"] / 1000 * cf, 1)

    def ctrl_op() -> str:
        return _pick(rng, CTRL_OPS)

    # ---- major component exchanges ----
    for wid, comp, logged, alarm, crane, days in MCES:
        t = by_id[wid]
        s = site_of[wid]
        close = logged + timedelta(days=days) if days else None
        stop_to = close or EXPORT_DAY
        for d in _days(logged, stop_to):
            t["_stopped"].add(d)
        hrs = round(
            ((stop_to - logged).days + (0.6 if close else 1.0)) * 24 - rng.uniform(2, 14), 1
        )
        wo = {
            "wtgRef": wid,
            "dtLogged": logged,
            "WOType": "MCE",
            "almtxt": alarm,
            "Sys": MCE_SYS[comp],
            "sev": "A",
            "scada_codes": codes(s[3], alarm) if alarm else [],
            "raisedby": "OEM" if comp == "blade" else rng.choice(["Control room", "Site tech"]),
            "ctrlOp": ctrl_op(),
            "wostat": "Closed"
            if close
            else ("Await. parts" if wid == "WRG-T17" else "Await. crane"),
            "dtClosed": close,
            "downtime_h": hrs,
            "lostMWh": lost(t, logged, hrs),
            "isWarr": s[0] == "STH" or comp == "blade",
            "_alarm": alarm,
        }
        wos.append(wo)
        depot = t["_depot"]
        # prep visits
        add_visit(
            wo,
            _weekday_on_or_after(logged + timedelta(days=1)),
            "Further visit req.",
            climb=True,
            hv=True,
            crane=None,
            wow=0.0,
            parts=[],
            hours=rng.uniform(5, 9),
            crew_size=2,
            kind="MCE",
            alarm=alarm,
            component=comp,
        )
        if close:
            lift = _weekday_on_or_after(close - timedelta(days=rng.randint(3, 6)))
            for j in range(rng.randint(2, 3)):
                d = lift + timedelta(days=j)
                if d > close:
                    break
                hours = rng.uniform(9, 12.5)
                wow = rng.choice([0.0, 0.0, rng.uniform(1.5, 5.0), rng.uniform(5.0, hours - 1.0)])
                add_visit(
                    wo,
                    d,
                    "Further visit req.",
                    climb=True,
                    hv=True,
                    crane=crane,
                    wow=wow,
                    parts=[(comp, MCE_PARTS[comp])] if j == 0 else [],
                    hours=hours,
                    crew_size=4,
                    extra=rng.sample(SPECIALISTS, 2),
                    kind="MCE",
                    alarm=alarm,
                    component=comp,
                )
            add_visit(
                wo,
                close,
                "Completed",
                climb=True,
                hv=True,
                crane=None,
                wow=0.0,
                parts=[("gbx oil filter", 210.0)] if comp == "gearbox" else [],
                hours=rng.uniform(6, 10),
                crew_size=3,
                extra=[rng.choice(SPECIALISTS)],
                kind="MCE",
                alarm=alarm,
                component=comp,
            )
        elif wid == "BHE-T03":
            add_visit(
                wo,
                date(2025, 6, 16),
                "Aborted - wx",
                climb=False,
                hv=False,
                crane=crane,
                wow=9.5,
                parts=[],
                hours=10.5,
                crew_size=4,
                extra=rng.sample(SPECIALISTS, 2),
                kind="MCE",
                alarm=alarm,
                component=comp,
            )

    # ---- scheduled services: one per turbine, in site campaigns from March ----
    starts = {
        "WRG": date(2025, 4, 1),
        "CBM": date(2025, 3, 3),
        "BHE": date(2025, 5, 6),
        "FNL": date(2025, 3, 24),
        "STH": date(2025, 5, 19),
        "DMS": date(2025, 6, 2),
    }
    for s in SITES:
        code = s[0]
        day = _weekday_on_or_after(starts[code])
        ids = [t["wtg_id"] for t in turbines if t["wtg_id"].startswith(code)]
        rng.shuffle(ids)
        slot = 0
        for wid in ids:
            t = by_id[wid]
            if slot == 2:
                day = _weekday_on_or_after(day + timedelta(days=1))
                slot = 0
            slot += 1
            planned = day
            while planned in t["_stopped"]:
                planned = _weekday_on_or_after(planned + timedelta(days=1))
            prev2 = planned - timedelta(days=rng.randint(170, 200))
            prev1 = prev2 - timedelta(days=rng.randint(170, 200))
            logged = planned - timedelta(days=rng.randint(7, 14))
            wo = {
                "wtgRef": wid,
                "dtLogged": logged,
                "WOType": "Sched. svc",
                "almtxt": None,
                "Sys": None,
                "sev": "C",
                "scada_codes": [],
                "raisedby": "Planner",
                "ctrlOp": ctrl_op(),
                "_alarm": None,
                "isWarr": False,
            }
            wos.append(wo)
            if planned > EXPORT_DAY:
                wo.update(wostat="Open", dtClosed=None, downtime_h=0.0, lostMWh=0.0)
                t["svcDts"] = [prev1, prev2]
                continue
            two = rng.random() < 0.4
            d2 = _weekday_on_or_after(planned + timedelta(days=1 + (rng.random() < 0.25)))
            hrs_total = 0.0
            parts = [(p, c) for p, c, ch in PM_PARTS if rng.random() < ch]
            if two and d2 > EXPORT_DAY:
                h = rng.uniform(9, 11.5)
                add_visit(
                    wo,
                    planned,
                    "Further visit req.",
                    climb=True,
                    hv=rng.random() < 0.2,
                    crane=None,
                    wow=0.0,
                    parts=parts,
                    hours=h,
                    crew_size=rng.choice([2, 3, 3]),
                    kind="Sched. svc",
                    alarm=None,
                )
                wo.update(
                    wostat="Open",
                    dtClosed=None,
                    downtime_h=round(h - 0.8, 1),
                    lostMWh=lost(t, planned, h - 0.8),
                )
                t["svcDts"] = [prev1, prev2]
                continue
            if two:
                h = rng.uniform(9, 11.5)
                add_visit(
                    wo,
                    planned,
                    "Further visit req.",
                    climb=True,
                    hv=rng.random() < 0.2,
                    crane=None,
                    wow=0.0,
                    parts=parts,
                    hours=h,
                    crew_size=rng.choice([2, 3, 3]),
                    kind="Sched. svc",
                    alarm=None,
                )
                hrs_total += h - 0.8
                h2 = rng.uniform(4, 8)
                add_visit(
                    wo,
                    d2,
                    "Completed",
                    climb=True,
                    hv=False,
                    crane=None,
                    wow=0.0,
                    parts=[],
                    hours=h2,
                    crew_size=2,
                    kind="Sched. svc",
                    alarm=None,
                )
                hrs_total += h2 - 0.8
                done = d2
            else:
                h = rng.uniform(8.5, 12.0)
                add_visit(
                    wo,
                    planned,
                    "Completed",
                    climb=True,
                    hv=rng.random() < 0.2,
                    crane=None,
                    wow=0.0,
                    parts=parts,
                    hours=h,
                    crew_size=rng.choice([2, 3, 3]),
                    kind="Sched. svc",
                    alarm=None,
                )
                hrs_total += h - 0.8
                done = planned
            wo.update(
                wostat="Closed",
                dtClosed=done,
                downtime_h=round(hrs_total, 1),
                lostMWh=lost(t, done, hrs_total),
            )
            t["svcDts"] = [prev2, done]
    for t in turbines:
        if not t["svcDts"]:
            prev2 = date(2024, 10, 1) + timedelta(days=rng.randint(0, 70))
            t["svcDts"] = [prev2 - timedelta(days=rng.randint(170, 200)), prev2]

    # ---- inspections: blade drone surveys (CBM, STH) and tower bolt checks (BHE) ----
    for code, kind, start, share in (
        ("CBM", "Blades", date(2025, 5, 12), 1.0),
        ("STH", "Blades", date(2025, 6, 9), 1.0),
        ("BHE", "Tower", date(2025, 4, 14), 0.5),
    ):
        day = _weekday_on_or_after(start)
        ids = [
            t["wtg_id"] for t in turbines if t["wtg_id"].startswith(code) and rng.random() < share
        ]
        for k, wid in enumerate(ids):
            t = by_id[wid]
            if k and k % (5 if kind == "Blades" else 3) == 0:
                day = _weekday_on_or_after(day + timedelta(days=1))
            if day in t["_stopped"]:
                continue
            h = rng.uniform(1.2, 2.8) if kind == "Blades" else rng.uniform(4.0, 7.5)
            wo = {
                "wtgRef": wid,
                "dtLogged": start - timedelta(days=rng.randint(10, 21)),
                "WOType": "Inspection",
                "almtxt": None,
                "Sys": kind,
                "sev": "C",
                "scada_codes": [],
                "raisedby": "Planner",
                "ctrlOp": ctrl_op(),
                "wostat": "Closed",
                "dtClosed": day,
                "downtime_h": round(h - 0.3, 1),
                "lostMWh": lost(t, day, h - 0.3),
                "isWarr": False,
                "_alarm": None,
            }
            wos.append(wo)
            add_visit(
                wo,
                day,
                "Completed",
                climb=kind == "Tower",
                hv=False,
                crane=None,
                wow=0.0,
                parts=[],
                hours=h,
                crew_size=1 if kind == "Blades" else 2,
                extra=[rng.choice(DRONE)] if kind == "Blades" else None,
                kind="Inspection",
                alarm=kind,
            )

    # ---- alarms ----
    events: list[tuple[date, str, str]] = []  # (day, turbine, alarm)
    for s in SITES:
        code, model, pitch, rate = s[0], s[3], s[14], s[15]
        ids = [t["wtg_id"] for t in turbines if t["wtg_id"].startswith(code)]
        weights = {}
        for a, (_, w, *_rest) in ALARMS.items():
            if a == "Pitch batt. low" and pitch != "elec":
                continue
            if a == "Gbx oil temp hi" and s[9] != "Geared":
                continue
            if a == "Hyd. press. lo":
                w = 8 if pitch == "hyd" else (0 if model == "E-82 E2" else 2)
            if w:
                weights[a] = w
        for wid in ids:
            t = by_id[wid]
            for d in _days(H1_FROM, EXPORT_DAY):
                if d in t["_stopped"]:
                    continue
                if rng.random() < rate * SEASON[d.month] * t["_factor"]:
                    events.append((d, wid, _pick(rng, weights)))
        # grid losses: the whole site trips
        for _ in range(rng.randint(1, 2)):
            d = H1_FROM + timedelta(days=rng.randint(0, 175))
            for wid in ids:
                if d not in by_id[wid]["_stopped"]:
                    events.append((d, wid, "Grid loss"))
        # icing days, on the turbines with an ice detector
        ice_ids = [w for w in ids if by_id[w]["isIceDet"]]
        if ice_ids:
            for _ in range(rng.randint(3, 5)):
                d = H1_FROM + timedelta(days=rng.randint(0, 80))
                for wid in ice_ids:
                    if rng.random() < 0.6 and d not in by_id[wid]["_stopped"]:
                        events.append((d, wid, "Ice detected"))
    events.sort(key=lambda e: (e[0], e[1], e[2]))

    grid_hours: dict[tuple[date, str], float] = {}
    for d, wid, alarm in events:
        t = by_id[wid]
        s = site_of[wid]
        sys_, _, rr_share, sev_w, part_list = ALARMS[alarm]
        sev = _pick(rng, sev_w)
        h0 = rng.uniform(0, 24)
        raised = "SCADA"
        r = rng.random()
        if alarm not in ("Grid loss", "Ice detected"):
            if r < 0.05:
                raised = "Control room"
            elif r < 0.09:
                raised = "Site tech"
            elif r < 0.1 and alarm in ("Hyd. press. lo", "Yaw misalign.", "Gen brg temp hi"):
                raised = "Landowner"
        wo = {
            "wtgRef": wid,
            "dtLogged": d,
            "almtxt": alarm,
            "Sys": sys_,
            "sev": sev,
            "scada_codes": codes(s[3], alarm),
            "raisedby": raised,
            "ctrlOp": ctrl_op(),
            "_alarm": alarm,
            "isWarr": False,
        }
        wos.append(wo)
        remote = rng.random() < rr_share and raised not in ("Site tech", "Landowner")
        if remote:
            if alarm == "Grid loss":
                key = (d, s[0])
                if key not in grid_hours:
                    grid_hours[key] = rng.uniform(0.6, 9.0)
                hrs = grid_hours[key] + rng.uniform(0.1, 0.6)
            elif alarm == "Ice detected":
                hrs = rng.uniform(2.0, 58.0)
            elif alarm == "Comms lost":
                hrs = 0.0
            else:
                hrs = math.exp(rng.uniform(math.log(0.2), math.log(5.0)))
            close = d + timedelta(days=int((h0 + hrs) // 24))
            if close > EXPORT_DAY:
                wo.update(WOType="Remote reset", wostat="Open", dtClosed=None)
                hrs = (EXPORT_DAY - d).days * 24 + 24 - h0
            else:
                wo.update(WOType="Remote reset", wostat="Closed", dtClosed=close)
            wo["downtime_h"] = round(hrs, 1)
            wo["lostMWh"] = None if alarm == "Comms lost" else lost(t, d, hrs)
            continue
        wo["WOType"] = "Corrective"
        # the first attendance
        if sev == "A":
            d1 = d if h0 < 14 else d + timedelta(days=1)
        elif sev == "B":
            d1 = (
                d
                if (h0 < 10 and rng.random() < 0.5)
                else d + timedelta(days=rng.choice([1, 1, 1, 2]))
            )
            if d1.weekday() == 6:
                d1 += timedelta(days=1)
        else:
            d1 = _weekday_on_or_after(d + timedelta(days=rng.randint(1, 6)))
        winter = d.month <= 3
        d_cur, n_vis, on_site_stop = d1, 0, 0.0
        last_result, last_hour = None, 0.0
        while True:
            if d_cur > EXPORT_DAY:
                break
            n_vis += 1
            rr = rng.random()
            if n_vis >= 3 or (n_vis == 2 and last_result in ("Parts req.",)):
                res = "Fixed" if rr < 0.9 else "Further visit req."
                if n_vis >= 4:
                    res = "Fixed"
            else:
                wx = 0.14 if winter else 0.06
                acc = 0.04 if (winter and s[2] == "North") else 0.0
                if rr < wx:
                    res = "Aborted - wx"
                elif rr < wx + acc:
                    res = "Aborted - access"
                elif rr < wx + acc + 0.12:
                    res = "Parts req."
                elif rr < wx + acc + 0.18:
                    res = "Further visit req."
                else:
                    res = "Fixed"
            aborted = res.startswith("Aborted")
            climb = not aborted and not (
                alarm in ("Converter trip", "Comms lost", "Grid loss")
                and rng.random() < (0.5 if s[3] in ("E-82 E2", "V112-3.3") else 0.3)
            )
            hv = not aborted and (
                (alarm == "Converter trip" and rng.random() < 0.4)
                or (alarm == "Grid loss" and rng.random() < 0.7)
                or (alarm == "Gen brg temp hi" and rng.random() < 0.3)
            )
            parts: list[tuple[str, float]] = []
            if res == "Fixed":
                parts = [(p, c) for p, c, ch in part_list if rng.random() < ch][:3]
            crane = None
            if (
                res == "Fixed"
                and any(
                    p
                    in (
                        "pitch motor",
                        "yaw motor",
                        "gen bearing",
                        "hyd. pump",
                        "pitch battery pack",
                    )
                    for p, _ in parts
                )
                and rng.random() < 0.7
            ):
                crane = "Svc crane (int.)"
            elif (
                res == "Fixed"
                and any(p in ("IGBT module", "slip ring") for p, _ in parts)
                and rng.random() < 0.25
            ):
                crane = "Hiab"
            hours = (
                rng.uniform(0.8, 2.5)
                if aborted
                else rng.uniform(1.5, 7.5 if res == "Fixed" else 9.5)
            )
            wow = rng.uniform(0.5, hours) if res == "Aborted - wx" and rng.random() < 0.5 else 0.0
            add_visit(
                wo,
                d_cur,
                res,
                climb=climb,
                hv=hv,
                crane=crane,
                wow=wow,
                parts=parts,
                hours=hours,
                crew_size=2 if rng.random() < 0.8 else 3,
                kind="Corrective",
                alarm=alarm,
            )
            on_site_stop += hours * 0.8
            last_result, last_hour = res, rng.uniform(11.0, 18.5)
            if res == "Fixed":
                break
            gap = {
                "Parts req.": rng.randint(2, 12),
                "Further visit req.": rng.randint(1, 3),
                "Aborted - wx": rng.randint(1, 3),
                "Aborted - access": rng.randint(1, 4),
            }[res]
            d_cur = d_cur + timedelta(days=gap)
            if d_cur.weekday() == 6:
                d_cur += timedelta(days=1)
        if last_result == "Fixed":
            wo["wostat"], wo["dtClosed"] = "Closed", d_cur
            end_day, end_hour = d_cur, last_hour
        else:
            wo["wostat"] = "Await. parts" if last_result == "Parts req." else "Open"
            wo["dtClosed"] = None
            end_day, end_hour = EXPORT_DAY, 24.0
        if sev == "C":
            hrs = on_site_stop
        else:
            hrs = (end_day - d).days * 24 + end_hour - h0
            if hrs < 0.5:
                hrs = 0.5 + rng.uniform(0, 1.5)
        wo["downtime_h"] = round(hrs, 1)
        wo["lostMWh"] = None if alarm == "Comms lost" else lost(t, d, hrs)
        if s[0] == "STH" and any(v["parts"] for v in visits[-n_vis:] if v["_wo"] is wo):
            wo["isWarr"] = True
        elif (
            any(
                p
                in (
                    "pitch motor",
                    "IGBT module",
                    "gen bearing",
                    "slip ring",
                    "hyd. pump",
                    "yaw motor",
                )
                for v in visits[-n_vis:]
                if v["_wo"] is wo
                for p in v["parts"]
            )
            and rng.random() < 0.3
        ):
            wo["isWarr"] = True

    # ---- numbering ----
    order = {"MCE": 0, "Corrective": 1, "Remote reset": 2, "Sched. svc": 3, "Inspection": 4}
    wos.sort(key=lambda w: (w["dtLogged"], w["wtgRef"], order[w["WOType"]], w["almtxt"] or ""))
    for i, w in enumerate(wos, start=1):
        w["wo_ref"] = f"WO-25{i:04d}"
    visits.sort(key=lambda v: (v["dtVis"], v["wtg"], v["_wo"]["wo_ref"]))
    out_vis = []
    for i, v in enumerate(visits, start=1):
        row = {"visit_no": f"SV25-{i:04d}", "woRef": v["_wo"]["wo_ref"]}
        row.update(
            {
                k: v[k]
                for k in (
                    "wtg",
                    "dtVis",
                    "leadtech",
                    "crew",
                    "hrsOnSite",
                    "Climb",
                    "hvSw",
                    "crane",
                    "wowHrs",
                    "parts",
                    "partsGbp",
                    "Result",
                    "visNotes",
                )
            }
        )
        out_vis.append(row)

    # ---- the register's figures from the work orders ----
    down: dict[str, float] = {}
    for w in wos:
        down[w["wtgRef"]] = down.get(w["wtgRef"], 0.0) + w["downtime_h"]
    for t in turbines:
        t["pctAvail"] = round(max(0.0, 100.0 * (1 - down.get(t["wtg_id"], 0.0) / H1_HOURS)), 1)
    for w in wos:
        t = by_id[w["wtgRef"]]
        if w["wostat"] == "Closed":
            continue
        if w["sev"] in ("A", "B"):
            t["Status"] = "Stopped"
        elif (
            w["almtxt"] in ("Gbx oil temp hi", "Vibration hi", "Gen brg temp hi")
            and t["Status"] == "Operating"
        ):
            t["Status"] = "Derated"
    for wid, comp, logged, _alarm, _crane, days in MCES:
        if comp == "gearbox" and days is not None:
            by_id[wid]["yrGbxEx"] = 2025
            by_id[wid]["gbxMake"] = "Winergy"

    wo_cols = [
        "wo_ref",
        "wtgRef",
        "dtLogged",
        "WOType",
        "almtxt",
        "Sys",
        "sev",
        "scada_codes",
        "raisedby",
        "ctrlOp",
        "wostat",
        "dtClosed",
        "downtime_h",
        "lostMWh",
        "isWarr",
    ]
    out_wos = [{k: w[k] for k in wo_cols} for w in wos]
    reg_cols = [p for p, _, _ in SCHEMA[0][2]]
    out_reg = [{k: t[k] for k in reg_cols} for t in turbines]
    return {"WTGReg": out_reg, "AlmWOs": out_wos, "TechVis": out_vis}


def build(out: Path) -> Path:
    """Write `wind-om/schema.json` and its three objects files under out."""
    formats = {"WTGReg": "jsonl", "AlmWOs": "parquet", "TechVis": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
