"""Build `fleet-depot`, an invented domain exported the terse way, in the form `gymkit env import` reads.

    python tests/data/build_terse_env.py OUT
    gymkit env import fleet-depot --schema OUT/fleet-depot/schema.json \
        --objects OUT/fleet-depot/objects --out SNAP
    gymkit data --source SNAP --out WORKSPACE
    gymkit env queries fleet-depot --workspace WORKSPACE --count 50 --seed 0

A municipal vehicle maintenance depot: the fleet's vehicles, the work orders opened on them and
their inspections, written the way an engineer exports a system of record: abbreviated property
names (`vehNo`, `odoKm`, `svcDt`, `wo_cost_usd`, a mix of camelCase and snake_case), terse
descriptions ("Odometer, km", "Time in bay, minutes") or none at all, and every text property
tokenized as `word` (Weaviate's default, which says nothing about what is prose). Three
collections, 3,500 objects in all: `Vehicles` (950, CSV, arrays as JSON strings in the cells),
`WorkOrders` (1,450, JSON Lines, the one free-text property `tech_notes`) and `Inspections`
(1,100, Parquet, dates as Parquet dates, arrays as lists). Every property type of the card
appears except date[]: text, text[] (fault codes with spaces, `P0420 CAT`), int, int[],
number, number[], boolean, boolean[], date. The transactional collections refer to a vehicle by
its unit number (`vehNo`). The output is deterministic (one seeded `random.Random`).

Used by tests/data/env_queries_rubric.md (a blind reading of `gymkit env queries` on it).
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "fleet-depot"
N_VEHICLES, N_WORK_ORDERS, N_INSPECTIONS = 950, 1450, 1100
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Vehicles",
        "Fleet units",
        [
            ("vehNo", "text", "Unit #"),
            ("make_mdl", "text", "Make/model"),
            ("dept", "text", "Dept"),
            ("fuel_type", "text", None),
            ("distCd", "text", "Dist."),
            ("mdlYr", "int", "MY"),
            ("odoKm", "number", "Odometer, km"),
            ("gvwr_kg", "int", "GVWR, kg"),
            ("inSvcDt", "date", "In-svc date"),
            ("is_active", "boolean", "Active"),
            ("hasTelem", "boolean", None),
            ("equipTags", "text[]", "Equip."),
            ("pmIntKm", "int[]", "PM intervals, km"),
        ],
    ),
    (
        "WorkOrders",
        "WOs",
        [
            ("woNo", "text", "WO #"),
            ("vehNo", "text", "Unit"),
            ("svcDt", "date", "Svc dt"),
            ("wo_type", "text", "Type"),
            ("status", "text", None),
            ("pri", "int", "Pri (1=high)"),
            ("wo_cost_usd", "number", "Work order cost, USD"),
            ("laborHrs", "number", "Labor, h"),
            ("dur_min", "int", "Time in bay, minutes"),
            ("is_warranty", "boolean", "Warranty?"),
            ("techIds", "int[]", "Tech IDs"),
            ("fault_codes", "text[]", "DTCs"),
            ("partCostsUsd", "number[]", "Parts, USD"),
            ("tech_notes", PROSE, "Notes"),
        ],
    ),
    (
        "Inspections",
        None,
        [
            ("inspId", "text", "Insp ID"),
            ("vehNo", "text", "Veh"),
            ("inspDt", "date", "Insp dt"),
            ("insp_type", "text", "Insp type"),
            ("inspector", "text", None),
            ("passed_insp", "boolean", "Pass?"),
            ("score", "int", "Score, 0-100"),
            ("defectCnt", "int", "# defects"),
            ("brkPadMm", "number[]", "Brake pad, mm"),
            ("tirePsi", "int[]", "Tire PSI"),
            ("chkRes", "boolean[]", "Checklist"),
            ("reinsp_req", "boolean", None),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

MAKES = {
    "Ford F-550": ("gasoline", 8800),
    "Ford Explorer PI": ("hybrid", 2900),
    "Chevy Bolt": ("electric", 2100),
    "Toyota Prius": ("hybrid", 1800),
    "Ram 2500": ("diesel", 4500),
    "Mack LR": ("CNG", 30000),
    "Freightliner M2": ("diesel", 15000),
    "International HV": ("diesel", 27000),
    "Peterbilt 520": ("CNG", 29000),
    "Elgin Pelican": ("diesel", 7500),
    "Ford Transit": ("gasoline", 4300),
    "Chevy Silverado": ("gasoline", 3200),
    "Isuzu NPR": ("gasoline", 6500),
    "Ford E-Transit": ("electric", 4200),
    "Bobcat S650": ("diesel", 3600),
    "John Deere 310": ("diesel", 7400),
    "Ford F-250": ("propane", 4600),
    "Polaris Ranger": ("gasoline", 1400),
}
DEPTS = ["Parks", "Sanitation", "Streets", "Water", "Police", "Fire", "Facilities", "Transit"]
DISTRICTS = ["C-1", "N-2", "NE-3", "E-4", "S-5", "W-6", "HBR"]
EQUIP = [
    "plow mount",
    "lift gate",
    "dash cam",
    "GPS unit",
    "salt spreader",
    "ladder rack",
    "light bar",
    "tow hitch",
    "crane 5t",
]
PM_INTERVALS = [5000, 8000, 10000, 15000, 20000]

WO_TYPES = ["PM", "Corrective", "Recall", "Accident", "Tire", "Insp follow-up"]
STATUSES = ["open", "closed", "on hold", "parts pending"]
TECH_IDS = list(range(101, 131))
FAULTS = [
    "P0420 CAT",
    "P0300 MISFIRE",
    "P0171 LEAN B1",
    "U0100 LOST COMM",
    "B1318 LOW BATT",
    "C0035 ABS LF",
    "P0128 THERMOSTAT",
    "P2463 DPF SOOT",
    "P0401 EGR FLOW",
    "P0562 SYS VOLT LOW",
    "C0265 ABS MOTOR",
    "P0455 EVAP LEAK",
]

INSP_TYPES = ["Annual DOT", "Pre-trip audit", "Brake", "Emissions", "ADA lift", "Crane cert"]
INSPECTORS = [
    "R. Ortiz",
    "K. Mbeki",
    "J. Lindqvist",
    "A. Haddad",
    "M. Tanaka",
    "S. O'Brien",
    "D. Novak",
    "L. Ferreira",
    "P. Wojcik",
    "T. Adeyemi",
    "H. Castillo",
    "E. Brandt",
]

# the technician's notes: each a few sentences drawn from fragments with slots, so that most
# notes are distinct and read as prose (the one property agents should search)
PARTS = [
    "front brake pads",
    "rear rotors",
    "serpentine belt",
    "alternator",
    "starter motor",
    "wiper blades",
    "air filter",
    "fuel filter",
    "coolant hose",
    "tie rod end",
    "wheel bearing",
    "battery",
    "O2 sensor",
    "EGR valve",
    "hydraulic line",
    "plow blade edge",
    "mirror glass",
    "headlamp",
]
SYMPTOMS = [
    "a grinding noise when braking",
    "a hard start on cold mornings",
    "the check engine light coming on",
    "a pull to the left at speed",
    "a coolant smell in the cab",
    "the heater blowing cold",
    "a vibration above 80 km/h",
    "the liftgate stalling halfway",
    "rough idle at stops",
    "the ABS lamp staying on",
    "a hydraulic leak under the body",
    "the battery dying overnight",
]
OPENERS = [
    "Driver reported {symptom}.",
    "Unit came in with {symptom}.",
    "Operator complained of {symptom} after the {shift} shift.",
    "Brought in by the {dept} supervisor for {symptom}.",
    "Scheduled service; the driver also mentioned {symptom}.",
    "Towed in from the {district} yard with {symptom}.",
]
FINDINGS = [
    "Found the {part} worn past spec and replaced it.",
    "Replaced the {part} and torqued to spec.",
    "The {part} was cracked, so we swapped it for a new one.",
    "Inspected the {part}; it looked fine, no action taken.",
    "Ordered a new {part}, the unit waits in bay {bay} until it arrives.",
    "Cleaned and reseated the connector at the {part}.",
    "Warranty claim filed for the {part} with the dealer.",
    "Topped up fluids and checked the {part} while the unit was on the lift.",
    "Used a rebuilt {part} from stock to save cost.",
]
CLOSERS = [
    "Road tested {km} km with no further codes.",
    "Cleared the codes and scheduled a recheck in {days} days.",
    "Returned to service the same day.",
    "Unit is safe to drive but needs a follow-up visit.",
    "Advised the department to keep an eye on it.",
    "No leaks after a {minutes} minute idle test.",
    "Logged the tire tread depths on the sheet.",
    "Second opinion from the shop lead agreed with the diagnosis.",
    "",
]
SHIFTS = ["night", "early", "weekend", "late"]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _some(rng: random.Random, pool: list, most: int = 3) -> list:
    return sorted(rng.sample(pool, rng.randint(1, most)))


def _flags(rng: random.Random, lo: int = 3, hi: int = 6, p: float = 0.8) -> list[bool]:
    return [rng.random() < p for _ in range(rng.randint(lo, hi))]


def _notes(rng: random.Random, dept: str, district: str) -> str:
    parts = [
        rng.choice(OPENERS).format(
            symptom=rng.choice(SYMPTOMS), shift=rng.choice(SHIFTS), dept=dept, district=district
        )
    ]
    for finding in rng.sample(FINDINGS, rng.randint(1, 2)):
        parts.append(finding.format(part=rng.choice(PARTS), bay=rng.randint(1, 12)))
    closer = rng.choice(CLOSERS).format(
        km=rng.randint(2, 40), days=rng.choice([7, 14, 30]), minutes=rng.choice([10, 15, 20])
    )
    if closer:
        parts.append(closer)
    return " ".join(parts)


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(31_415)
    numbers = rng.sample(range(1000, 9999), N_VEHICLES)
    vehicles = []
    for num in numbers:
        make = rng.choice(list(MAKES))
        fuel, gvwr = MAKES[make]
        year = rng.randint(2008, 2025)
        vehicles.append(
            {
                "vehNo": f"U{num}",
                "make_mdl": make,
                "dept": rng.choice(DEPTS),
                "fuel_type": fuel,
                "distCd": rng.choice(DISTRICTS),
                "mdlYr": year,
                "odoKm": round(rng.uniform(800, 18_000) * (2026 - year), 1),
                "gvwr_kg": gvwr + rng.choice([0, 0, 200, 400]),
                "inSvcDt": _day(rng, date(year, 1, 1), date(min(year + 1, 2025), 12, 31)),
                "is_active": rng.random() < 0.85,
                "hasTelem": rng.random() < 0.55,
                "equipTags": _some(rng, EQUIP),
                "pmIntKm": _some(rng, PM_INTERVALS, 2),
            }
        )
    by_unit = {v["vehNo"]: v for v in vehicles}
    units = [v["vehNo"] for v in vehicles]

    work_orders = []
    seq: dict[int, int] = {}
    dated = sorted(_day(rng, date(2023, 1, 3), date(2026, 10, 30)) for _ in range(N_WORK_ORDERS))
    for day in dated:
        seq[day.year] = seq.get(day.year, 0) + 1
        unit = rng.choice(units)
        veh = by_unit[unit]
        parts = [round(rng.uniform(8, 900), 2) for _ in range(rng.randint(0, 4))]
        hours = round(rng.uniform(0.25, 14), 2)
        work_orders.append(
            {
                "woNo": f"WO-{day.year}-{seq[day.year]:05d}",
                "vehNo": unit,
                "svcDt": day.isoformat(),
                "wo_type": rng.choice(WO_TYPES),
                "status": rng.choices(STATUSES, weights=[2, 8, 1, 1])[0],
                "pri": rng.randint(1, 4),
                "wo_cost_usd": round(hours * 96.5 + sum(parts), 2),
                "laborHrs": hours,
                "dur_min": int(hours * 60) + rng.randint(0, 240),
                "is_warranty": rng.random() < 0.18,
                "techIds": _some(rng, TECH_IDS, 3),
                "fault_codes": _some(rng, FAULTS, 3) if rng.random() < 0.7 else [],
                "partCostsUsd": parts,
                "tech_notes": _notes(rng, veh["dept"], veh["distCd"]),
            }
        )

    inspections = []
    dated = sorted(_day(rng, date(2024, 1, 2), date(2026, 10, 30)) for _ in range(N_INSPECTIONS))
    for i, day in enumerate(dated):
        checks = _flags(rng)
        defects = checks.count(False) + rng.choice([0, 0, 0, 1, 2])
        passed = defects <= 1 and rng.random() < 0.9
        inspections.append(
            {
                "inspId": f"INS-{day.year % 100:02d}-{i + 1:04d}",
                "vehNo": rng.choice(units),
                "inspDt": day,
                "insp_type": rng.choice(INSP_TYPES),
                "inspector": rng.choice(INSPECTORS),
                "passed_insp": passed,
                "score": max(0, min(100, 100 - 9 * defects - rng.randint(0, 12))),
                "defectCnt": defects,
                "brkPadMm": [round(rng.uniform(2, 12), 1) for _ in range(4)],
                "tirePsi": [rng.choice([80, 85, 90, 95, 100, 105, 110]) for _ in range(4)],
                "chkRes": checks,
                "reinsp_req": (not passed) and rng.random() < 0.8,
            }
        )
    return {"Vehicles": vehicles, "WorkOrders": work_orders, "Inspections": inspections}


def build(out: Path) -> Path:
    """Write `fleet-depot/schema.json` and its three objects files under out."""
    formats = {"Vehicles": "csv", "WorkOrders": "jsonl", "Inspections": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
