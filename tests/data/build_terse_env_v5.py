"""Write `water-utility`: an invented water company's meter and leak-job export, named tersely.

The distribution team of an invented water company, Harrowby Water (every town, district
metered area, street, account, meter serial, crew leader, call handler and job is made up),
exported its systems of record the way an engineer exports them: abbreviated property names
in mixed habits (snake_case `mtr_sn`, `adc_m3`; camelCase `acctNo`, `pressBar`; PascalCase
`JobType`; glued lowercase `stname`, `lossm3`, `chnl`; prefixes `dtRaised`, `nPropsAff`,
`is_psr`), abbreviated class names (`Mtrs`, `WOs`, `CustCont`), terse descriptions in the
utility's shorthand ("Mtr s/n", "ADC, m3/d", "Press. pre/post, bar", "Exc. y/n", "GSS pmt, £"),
eight properties with no description and one collection (`CustCont`) with no description.

- `Mtrs` (CSV): the customer meter register: each meter's serial, account number, district
  metered area (DMA), use class, size, read method, install date, average daily consumption
  (ADC; empty when it cannot be worked out: a stopped meter, or a new one with one read), the
  Priority Services Register flag, whether it is inside the property, access flags for the
  meter readers, status, its last register reads and the dates of any accuracy test. Arrays
  are JSON strings in cells.
- `WOs` (JSON Lines): the leak and meter work orders of the first half of 2025, in the order
  they were raised: job type, priority, raised and completed dates (completed empty while the
  job is open), crew leader, street, main diameter and pipe material (empty where the job is
  not on a main or pipe), estimated loss, pressures before and after the repair, whether the
  crew dug, supply interruption, properties affected, interruption length, the safety checks
  of a dig, visit dates and materials used. `mtrRef` refers to `Mtrs.mtr_sn` (meter, boundary
  box and communication-pipe jobs; empty for network jobs).
- `CustCont` (Parquet, no class description): customer contacts: category, channel, call
  handler, queue wait (phone only), GSS payment (empty when none is due), callback requested,
  repeat contact, the three survey scores, follow-up dates and the handler's notes (`custNotes`,
  the one prose property, 15-50 words). `woRef` refers to `WOs.wo_no` (empty when no job was
  raised or linked).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v5.py OUT   (writes OUT/water-utility/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "water-utility"
N_BASE_METERS, N_NEW_CONNECTIONS = 1010, 48
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 1, 2), date(2025, 6, 30)  # the export covers jobs raised in H1 2025

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Mtrs",
        "Cust. mtr reg.",
        [
            ("mtr_sn", "text", "Mtr s/n"),
            ("acctNo", "text", "Acct #"),
            ("DMA", "text", None),
            ("useCls", "text", "Use cl."),
            ("sizeMm", "int", "Size, mm"),
            ("rdMeth", "text", "Rd meth. (AMI/AMR/man.)"),
            ("instDt", "date", "Inst. dt"),
            ("adc_m3", "number", "ADC, m3/d"),
            ("is_psr", "boolean", "PSR?"),
            ("intMtr", "boolean", None),
            ("accessFlags", "text[]", "Access/flags"),
            ("status", "text", None),
            ("rdgs_m3", "int[]", "Last 4 rds, m3"),
            ("accTestDts", "date[]", "Acc. test dts"),
        ],
    ),
    (
        "WOs",
        "Leak/mtr WOs",
        [
            ("wo_no", "text", "WO #"),
            ("mtrRef", "text", "Mtr"),
            ("JobType", "text", "Job typ."),
            ("prio", "int", "Pri. (1=emerg)"),
            ("dtRaised", "date", "Raised"),
            ("dtComp", "date", "Comp. dt (blank=open)"),
            ("crewLdr", "text", "Crew ldr"),
            ("stname", "text", None),
            ("main_dia_mm", "int", "Main dia., mm"),
            ("pipeMat", "text", "Mat."),
            ("lossm3", "number", "Est. loss, m3"),
            ("pressBar", "number[]", "Press. pre/post, bar"),
            ("dig", "boolean", "Exc. y/n"),
            ("supplyInt", "boolean", "Supply int.?"),
            ("nPropsAff", "int", "Props aff. #"),
            ("intMins", "int", "Int. dur, min"),
            ("ssowChk", "boolean[]", "SSoW chk (permit/CAT/sign./chlor.)"),
            ("visitDts", "date[]", "Visit dts"),
            ("mats", "text[]", None),
        ],
    ),
    (
        "CustCont",
        None,
        [
            ("contactRef", "text", "Cont. ref"),
            ("woRef", "text", "WO"),
            ("recvdDt", "date", "Rec'd"),
            ("cont_cat", "text", "Cat."),
            ("chnl", "text", None),
            ("handler", "text", None),
            ("waitSec", "int", "Q wait, s"),
            ("gssGbp", "number", "GSS pmt, £"),
            ("cbReq", "boolean", "Cb?"),
            ("repeatCt", "boolean", None),
            ("csat", "int[]", "CSAT 1-5 (ease/speed/overall)"),
            ("fuDts", "date[]", "F/up dts"),
            ("custNotes", PROSE, "Notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# DMA: weight (meters); the streets of each DMA are drawn from the pools below
DMAS = {
    "Ashcombe N": 11,
    "Ashcombe S": 9,
    "Brindle Hill": 10,
    "Coldharbour": 8,
    "Dunmere": 7,
    "Elm Vale": 9,
    "Fairholt": 6,
    "Greys Moor": 5,
    "Hatherley": 10,
    "Kilnworth": 8,
    "Lowfield": 9,
    "Old Quarry": 6,
}
STREET_FIRST = [
    "Kestrel",
    "Mill",
    "Church",
    "Station",
    "Orchard",
    "Tanner",
    "Beacon",
    "Willow",
    "Gorse",
    "Sandpit",
    "Rectory",
    "Farrier",
    "Linden",
    "Heron",
    "Chapel",
    "Brook",
    "Saxon",
    "Cooper",
    "Hollybush",
    "Pound",
    "Warren",
    "Lark",
    "Meadow",
    "Quarry",
    "Ropewalk",
    "Spinney",
    "Cedar",
    "Fern",
    "Rowan",
    "Kingfisher",
    "Malthouse",
    "Priory",
    "Hazel",
    "Wharf",
    "Bell",
    "Tithe",
]
STREET_KIND = ["Rd", "St", "Ln", "Cl", "Ave", "Way", "Gdns", "Dr"]
USE_CLASSES = {"Domestic": 84, "Non-household": 13, "Irrigation": 3}
SIZES = {
    "Domestic": {15: 55, 20: 30, 22: 10, 25: 5},
    "Non-household": {20: 20, 25: 25, 40: 22, 50: 18, 80: 10, 100: 5},
    "Irrigation": {25: 40, 40: 40, 50: 20},
}
FLAGS = [
    "dog",
    "key req.",
    "locked gate",
    "hard to read",
    "chamber flooded",
    "under car",
    "cust. reads",
]
# job type: (weight, on a meter?, on a main?, priority weights P1..P4)
JOBS = {
    "Mains burst": (170, False, True, [70, 30, 0, 0]),
    "Mains leak": (190, False, True, [0, 45, 55, 0]),
    "Comm. pipe leak": (330, True, False, [0, 35, 60, 5]),
    "Meter leak": (250, True, False, [0, 10, 70, 20]),
    "Boundary box repair": (140, True, False, [0, 0, 55, 45]),
    "Meter exchange": (280, True, False, [0, 0, 10, 90]),
    "Valve repair": (120, False, True, [5, 15, 45, 35]),
    "Hydrant repair": (100, False, True, [10, 15, 40, 35]),
}
# days from raised to completed per priority
TURNAROUND = {1: (0, 1), 2: (0, 3), 3: (2, 14), 4: (7, 35)}
MAIN_DIAS = {
    63: 4,
    75: 8,
    90: 14,
    100: 12,
    110: 10,
    125: 12,
    150: 14,
    180: 8,
    225: 7,
    250: 4,
    300: 4,
    355: 2,
    450: 1,
}
MAIN_MATS = {"CI": 35, "AC": 15, "PVC": 15, "DI": 12, "PE": 23}
SERVICE_MATS = {"Lead": 30, "PE": 55, "Copper": 10, "Galv": 5}
MATERIALS = {
    "Mains burst": ["repair clamp", "coupling", "PE pipe", "gate valve"],
    "Mains leak": ["repair clamp", "coupling", "PE pipe"],
    "Comm. pipe leak": ["PE pipe", "coupling", "stop tap", "ferrule"],
    "Meter leak": ["meter washer", "coupling", "meter"],
    "Boundary box repair": ["boundary box", "coupling", "stop tap"],
    "Meter exchange": ["meter", "meter washer"],
    "Valve repair": ["gate valve", "valve spindle", "surface box"],
    "Hydrant repair": ["hydrant", "hydrant seal", "surface box"],
}
NETWORK_CREWS = [
    "R. Okafor",
    "D. Whitmore",
    "S. Pilkington",
    "A. Nowak",
    "J. Trelawney",
    "K. Boateng",
    "M. Arkwright",
    "P. Donnelly",
]
METER_CREWS = ["L. Ferreira", "T. Hussain", "G. Marsh", "B. Quinlan", "C. Edmonds", "F. Oyelowo"]
HANDLERS = [
    "Dawn Hillier",
    "Priya Shah",
    "Marcus Bell",
    "Eilidh Grant",
    "Tomasz Wojcik",
    "Grace Mensah",
    "Owen Pritchard",
    "Sadia Rahman",
    "Kieran Doyle",
    "Hannah Stott",
    "Leon Baptiste",
]
CHANNELS = {"Phone": 62, "Web form": 20, "Email": 8, "Social": 6, "Letter": 4}

# contact category: notes (the first part, then what was said or done)
NOTES = {
    "No water": [
        "Cust at no. {no} {street} has had no water since about {clock}. Neighbours also off",
        "Caller on {street} reports no water at all from {clock}, kitchen tap and upstairs",
        (
            "No supply at no. {no} {street} since {clock}. Cust has a baby at home and asked "
            "how long it will be"
        ),
    ],
    "Leak in street": [
        (
            "Cust reports water coming up through the pavement outside no. {no} {street} since "
            "about {clock}"
        ),
        (
            "Water running down {street} from a crack in the road near no. {no}, getting worse "
            "since {clock}"
        ),
        (
            "Caller saw a steady leak from the footway by the lamp post on {street}, "
            "pooling in the gutter"
        ),
    ],
    "Leak at meter": [
        (
            "Cust found the meter chamber outside no. {no} {street} full of water and the dial "
            "spinning with all taps off"
        ),
        "Leak from the boundary box at no. {no} {street}, water bubbling out of the lid",
        "Cust says the meter pit is overflowing onto the drive at no. {no} {street}",
    ],
    "Low pressure": [
        (
            "Cust at no. {no} {street} says pressure has been poor since {clock}, shower barely "
            "runs upstairs"
        ),
        "Low pressure reported on {street}, several houses affected at peak times",
        "Caller on {street} says the flow drops to a trickle in the mornings",
    ],
    "Discoloured water": [
        "Brown water from the kitchen tap at no. {no} {street} since {clock}",
        "Cust on {street} reports cloudy orange water after the works nearby",
        "Discoloured water at no. {no} {street}, cust worried about washing clothes",
    ],
    "High bill": [
        "Cust at no. {no} {street} queries a bill of {bill} pounds, about double the usual",
        "Cust disputes the last read on account {acct}, says nobody has been home for weeks",
        "High bill query on account {acct}, cust thinks the meter is over-reading",
    ],
    "Taste/odour": [
        "Cust at no. {no} {street} says the water tastes of chlorine since {clock}",
        "Earthy smell from the cold tap at no. {no} {street}, worse first thing",
        "Caller on {street} reports a metallic taste in the drinking water",
    ],
    "Reinstatement": [
        (
            "Cust complains the trench outside no. {no} {street} was left with loose gravel after "
            "our repair"
        ),
        "Sunken patch in the road on {street} where our crew dug, cust worried about cyclists",
        "Barriers still up on {street} days after the job, footway not resurfaced",
    ],
}
ACTIONS = {
    "No water": [
        "Advised there is a burst main nearby and a crew is on site.",
        "Gave the estimated restore time and offered bottled water.",
        "Checked the network map, outage already logged on the system.",
    ],
    "Leak in street": [
        "Raised a job for the network team to attend.",
        "Linked to the existing job for the same location.",
        "Asked cust to keep clear of the area until the crew arrives.",
    ],
    "Leak at meter": [
        "Booked a meter crew and advised cust not to open the chamber.",
        "Explained who is responsible for the pipe on each side of the meter.",
        "Job raised for the meter team, priority set by the supervisor.",
    ],
    "Low pressure": [
        "Checked for work in the area and advised cust of the repair.",
        "Asked cust to test the internal stop tap and call back.",
        "Passed to the network team to log a pressure check.",
    ],
    "Discoloured water": [
        "Advised to run the cold kitchen tap for twenty minutes.",
        "Explained it is sediment disturbed by the recent burst and is safe.",
        "Offered a water quality sample visit if it does not clear.",
    ],
    "High bill": [
        "Asked for a customer read to compare with our last read.",
        "Explained the bill was based on an estimated read.",
        "Booked a meter check and put the account on hold for thirty days.",
    ],
    "Taste/odour": [
        "Logged for water quality to call back.",
        "Explained the chlorine level is within limits.",
        "Asked cust to check whether the smell comes from the hot tap too.",
    ],
    "Reinstatement": [
        "Sent to the reinstatement contractor to fix.",
        "Apologised and logged for the site supervisor to inspect.",
        "Photos requested from cust by email.",
    ],
}
CLOSERS = [
    "Cust happy with that.",
    "Cust not happy, wants a call from a manager.",
    "Callback promised for tomorrow.",
    "Cust will call back if no better.",
    "",
]


PSR_CLOSER = "PSR customer, flagged for priority."


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _serial(rng: random.Random, year: int, used: set[str]) -> str:
    while True:
        sn = f"{year % 100:02d}{rng.choice('KMES')}{rng.randrange(100_000, 1_000_000)}"
        if sn not in used:
            used.add(sn)
            return sn


def _account(rng: random.Random, used: set[str]) -> str:
    while True:
        acct = f"{rng.choice('4567')}{rng.randrange(100_000_000, 1_000_000_000)}"
        if acct not in used:
            used.add(acct)
            return acct


def _adc(rng: random.Random, use: str, size: int) -> float:
    if use == "Domestic":
        return min(1.6, max(0.04, rng.lognormvariate(math.log(0.33), 0.45)))
    if use == "Irrigation":
        return rng.uniform(0.3, 8.0)
    return min(48.0, max(0.2, rng.lognormvariate(math.log(0.05 * size), 0.8)))


def _reads(rng: random.Random, meter: dict, adc: float, n: int, flat: int) -> list[int]:
    """The last n register reads (m3), oldest first; the last `flat` show no movement."""
    age = (END - meter["instDt"]).days
    interval = 30 if meter["rdMeth"] == "AMI" else 91
    total = max(n, int(adc * age * rng.uniform(0.85, 1.15)))
    reads = [total]
    for i in range(n - 1):
        step = 0 if i < flat else max(0, round(adc * interval * rng.uniform(0.7, 1.3)))
        reads.append(max(0, reads[-1] - step))
    return reads[::-1]


def _new_meter(rng, used_sn, used_acct, dma, street, inst, *, use=None, size=None, acct=None):
    use = use or _pick(rng, USE_CLASSES)
    size = size or _pick(rng, SIZES[use])
    year = inst.year
    if year >= 2019:
        meth = _pick(rng, {"AMI": 70, "AMR": 20, "Manual": 10})
    elif year >= 2010:
        meth = _pick(rng, {"AMR": 50, "Manual": 35, "AMI": 15})
    else:
        meth = _pick(rng, {"Manual": 65, "AMR": 30, "AMI": 5})
    internal = rng.random() < (0.45 if use == "Domestic" and year < 2005 else 0.08)
    flags: list[str] = []
    p_flag = {"Manual": 0.3, "AMR": 0.1, "AMI": 0.03}[meth]
    if rng.random() < p_flag:
        flags = sorted(rng.sample(FLAGS, rng.choice([1, 1, 2])))
        if internal and "key req." not in flags and rng.random() < 0.5:
            flags = sorted(flags + ["key req."])
    return {
        "mtr_sn": _serial(rng, year - rng.choice([0, 0, 1]), used_sn),
        "acctNo": acct or _account(rng, used_acct),
        "DMA": dma,
        "useCls": use,
        "sizeMm": size,
        "rdMeth": meth,
        "instDt": inst,
        "adc_m3": None,
        "is_psr": use == "Domestic" and rng.random() < 0.07,
        "intMtr": internal,
        "accessFlags": flags,
        "status": "Active",
        "rdgs_m3": [],
        "accTestDts": [],
        "_street": street,
        "_adc": _adc(rng, use, size),
    }


def _finish_meter(rng: random.Random, m: dict) -> None:
    """Reads, ADC and accuracy tests, once the meter's status is known."""
    age = (END - m["instDt"]).days
    interval = 30 if m["rdMeth"] == "AMI" else 91
    n = min(4, 1 + age // interval)
    adc = m["_adc"]
    flat = 0
    if m["status"] == "Void":
        adc = rng.uniform(0.0, 0.015)
    if m["status"] == "Stopped":
        flat = rng.randint(2, 3)
    if m["status"] == "Removed":
        n = 4
        flat = 1 if m.get("_was_stopped") else 0
    reads = _reads(rng, m, adc, n, flat) if n >= 1 else []
    m["rdgs_m3"] = reads
    if m["status"] == "Stopped" or len(reads) < 2 or m.get("_was_stopped"):
        m["adc_m3"] = None
    else:
        m["adc_m3"] = round((reads[-1] - reads[0]) / (interval * (len(reads) - 1)), 3)
    test_from = max(m["instDt"] + timedelta(days=200), date(2021, 1, 4))
    if m["sizeMm"] >= 40 and test_from <= date(2024, 6, 28) and rng.random() < 0.6:
        first = _day(rng, test_from, date(2024, 6, 28))
        tests = [first]
        if rng.random() < 0.5:
            nxt = first + timedelta(days=rng.randint(330, 400))
            if nxt <= END:
                tests.append(nxt)
        m["accTestDts"] = [t for t in tests if t > m["instDt"]]
    elif m.get("_disputed") and rng.random() < 0.6:
        m["accTestDts"] = [m["_disputed"] + timedelta(days=rng.randint(7, 30))]
        m["accTestDts"] = [t for t in m["accTestDts"] if t <= END]


def _note(rng: random.Random, cat: str, fill: dict, psr: bool) -> str:
    first = rng.choice(NOTES[cat]).format(**fill) + "."
    parts = [first[0].upper() + first[1:]]
    parts += rng.sample(ACTIONS[cat], rng.randint(1, 2))
    closers = [c for c in CLOSERS if "PSR" not in c]
    closer = PSR_CLOSER if psr and rng.random() < 0.6 else rng.choice(closers)
    if closer:
        parts.append(closer)
    text = " ".join(parts)
    while len(text.split()) > 50 and len(parts) > 2:
        parts.pop()
        text = " ".join(parts)
    while len(text.split()) < 15:
        text += " " + rng.choice([c for c in closers if c and c not in text])
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4205)
    used_sn: set[str] = set()
    used_acct: set[str] = set()
    streets_by_dma = {}
    all_streets = [f"{a} {b}" for a in STREET_FIRST for b in STREET_KIND]
    rng.shuffle(all_streets)
    k = 0
    for dma in DMAS:
        n = rng.randint(9, 14)
        streets_by_dma[dma] = all_streets[k : k + n]
        k += n

    # ---- the meter register at the start of 2025 ----
    meters: list[dict] = []
    nhh_accounts: list[str] = []
    for _ in range(N_BASE_METERS):
        dma = _pick(rng, DMAS)
        street = rng.choice(streets_by_dma[dma])
        inst = _day(rng, date(1996, 3, 1), date(2024, 12, 20))
        if rng.random() < 0.35:  # the 2016-2022 metering programme
            inst = _day(rng, date(2016, 4, 1), date(2022, 3, 31))
        acct = None
        use = _pick(rng, USE_CLASSES)
        if use == "Non-household" and nhh_accounts and rng.random() < 0.3:
            acct = rng.choice(nhh_accounts)  # a site with several meters
        m = _new_meter(rng, used_sn, used_acct, dma, street, inst, use=use, acct=acct)
        if use == "Non-household" and acct is None:
            nhh_accounts.append(m["acctNo"])
        r = rng.random()
        if r < 0.1 and inst.year < 2016:
            m["status"] = "Stopped"
        elif 0.1 <= r < 0.145 and use == "Domestic":
            m["status"] = "Void"
        meters.append(m)

    # ---- work orders ----
    job_types = list(JOBS)
    raw_jobs = []
    for jt in job_types:
        for _ in range(JOBS[jt][0]):
            raw_jobs.append((_day(rng, START, END), jt))
    rng.shuffle(raw_jobs)
    raw_jobs.sort(key=lambda j: j[0])
    stopped = [m for m in meters if m["status"] == "Stopped"]
    old = [m for m in meters if m["instDt"].year < 2012 and m["status"] == "Active"]
    # most stopped meters are on the exchange list; the rest wait for the next programme
    exchange_pool = rng.sample(stopped, len(stopped) * 3 // 5) + rng.sample(old, min(len(old), 320))
    rng.shuffle(exchange_pool)
    exchanged: set[str] = set()
    replaced: dict[str, dict] = {}  # old serial -> new meter
    new_meters: list[dict] = []

    def current(m: dict, on: date) -> dict:
        while m["mtr_sn"] in replaced and replaced[m["mtr_sn"]]["instDt"] <= on:
            m = replaced[m["mtr_sn"]]
        return m

    leak_meters = [m for m in meters if m["status"] != "Void" or rng.random() < 0.3]
    wos = []
    for raised, jt in raw_jobs:
        _, on_meter, on_main, pw = JOBS[jt]
        prio = rng.choices([1, 2, 3, 4], weights=pw)[0]
        meter = None
        if jt == "Meter exchange":
            while exchange_pool:
                cand = exchange_pool.pop()
                if cand["mtr_sn"] not in exchanged:
                    meter = cand
                    break
            exchanged.add(meter["mtr_sn"])
        elif on_meter:
            meter = current(rng.choice(leak_meters), raised)
        street = meter["_street"] if meter else rng.choice(streets_by_dma[_pick(rng, DMAS)])
        lo, hi = TURNAROUND[prio]
        comp = raised + timedelta(days=rng.randint(lo, hi))
        is_open = comp > END
        # visits: the last one completes the job; an open job may have had one already
        if is_open:
            visits = (
                []
                if rng.random() < 0.55 or prio == 4
                else [min(END, raised + timedelta(days=rng.randint(0, 3)))]
            )
        else:
            span = (comp - raised).days
            n_vis = 1 if span == 0 else rng.choice([1, 1, 2, 2, 3])
            extra = sorted(
                {raised + timedelta(days=rng.randint(0, span)) for _ in range(n_vis - 1)}
            )
            visits = sorted(set(extra) | {comp})
        attended = bool(visits)
        done = not is_open
        dia = mat = None
        if on_main:
            dia = _pick(rng, MAIN_DIAS)
            mat = _pick(rng, MAIN_MATS)
            if dia >= 250 and mat == "PVC":
                mat = "DI"
        elif jt == "Comm. pipe leak":
            mat = _pick(rng, SERVICE_MATS)
        loss = {
            "Mains burst": (15, 60 + 3 * (dia or 0)),
            "Mains leak": (4, 40 + (dia or 0)),
            "Comm. pipe leak": (0.5, 80),
            "Meter leak": (0.2, 25),
            "Boundary box repair": (0.2, 15),
            "Valve repair": (1, 60),
            "Hydrant repair": (2, 200),
        }.get(jt)
        lossm3 = None
        if loss:
            v = math.exp(rng.uniform(math.log(loss[0]), math.log(loss[1])))
            lossm3 = round(v, 1) if v >= 1 else round(v, 2)
        p_dig = {
            "Mains burst": 0.95,
            "Mains leak": 0.9,
            "Comm. pipe leak": 0.9,
            "Valve repair": 0.7,
            "Hydrant repair": 0.4,
            "Boundary box repair": 0.6,
            "Meter leak": 0.1,
            "Meter exchange": 0.04,
        }[jt]
        dig = attended and rng.random() < p_dig
        p_int = {
            "Mains burst": 0.85,
            "Mains leak": 0.4,
            "Comm. pipe leak": 0.7,
            "Valve repair": 0.5,
            "Hydrant repair": 0.2,
            "Boundary box repair": 0.5,
            "Meter leak": 0.5,
            "Meter exchange": 1.0,
        }[jt]
        sup_int = attended and (done or jt == "Mains burst") and rng.random() < p_int
        props = 0
        mins = None
        if sup_int:
            if jt == "Mains burst":
                props = rng.randint(8, 40 + (dia or 90) * 2)
                mins = rng.randint(60, 300 + 4 * (dia or 90))
            elif jt in ("Mains leak", "Valve repair"):
                props = rng.randint(5, 30 + (dia or 90))
                mins = rng.randint(45, 420)
            elif jt == "Hydrant repair":
                props = rng.randint(3, 60)
                mins = rng.randint(30, 240)
            elif jt == "Meter exchange":
                props, mins = 1, rng.randint(10, 45)
            else:
                props = 1 if rng.random() < 0.85 else rng.randint(2, 4)  # a shared supply
                mins = rng.randint(20, 240)
        press: list[float] = []
        p_press = 0.8 if on_main else (0.4 if jt == "Comm. pipe leak" else 0.0)
        if attended and rng.random() < p_press:
            pre = round(rng.uniform(0.3, 2.4) if jt == "Mains burst" else rng.uniform(1.2, 4.0), 1)
            press = [pre]  # an open job has no reading after the repair yet
            if done:
                press.append(round(max(pre + 0.2, rng.uniform(2.2, 6.5)), 1))
        checks: list[bool] = []
        if dig:
            checks = [
                rng.random() > 0.02,
                rng.random() > 0.04,
                rng.random() > 0.03,
                rng.random() > (0.06 if on_main else 0.15),
            ]
        mats: list[str] = []
        if done:
            pool = MATERIALS[jt]
            if jt == "Meter exchange":
                mats = ["meter"] if rng.random() < 0.6 else ["meter", "meter washer"]
            else:
                mats = sorted(rng.sample(pool, rng.choice([1, 1, 2, 2, 3])))
        crew = rng.choice(NETWORK_CREWS if on_main or jt == "Comm. pipe leak" else METER_CREWS)
        wos.append(
            {
                "wo_no": None,
                "mtrRef": meter["mtr_sn"] if meter else None,
                "JobType": jt,
                "prio": prio,
                "dtRaised": raised,
                "dtComp": None if is_open else comp,
                "crewLdr": crew,
                "stname": street,
                "main_dia_mm": dia,
                "pipeMat": mat,
                "lossm3": lossm3,
                "pressBar": press,
                "dig": dig,
                "supplyInt": sup_int,
                "nPropsAff": props,
                "intMins": mins,
                "ssowChk": checks,
                "visitDts": visits,
                "mats": mats,
                "_meter": meter,
            }
        )
        if jt == "Meter exchange" and done:
            meter["_was_stopped"] = meter["status"] == "Stopped"
            meter["status"] = "Removed"
            new = _new_meter(
                rng,
                used_sn,
                used_acct,
                meter["DMA"],
                meter["_street"],
                comp,
                use=meter["useCls"],
                size=meter["sizeMm"],
                acct=meter["acctNo"],
            )
            new["rdMeth"] = "AMI" if rng.random() < 0.85 else "AMR"
            new["accessFlags"] = [f for f in meter["accessFlags"] if f in ("dog", "locked gate")]
            new["is_psr"] = meter["is_psr"]
            new["_adc"] = meter["_adc"]
            new["intMtr"] = False
            replaced[meter["mtr_sn"]] = new
            new_meters.append(new)
    for i, w in enumerate(wos):
        w["wo_no"] = f"WO25-{i + 1:05d}"

    # new connections: new-build homes metered in 2025
    for _ in range(N_NEW_CONNECTIONS):
        dma = rng.choice(["Old Quarry", "Greys Moor", "Lowfield", "Fairholt"])
        m = _new_meter(
            rng,
            used_sn,
            used_acct,
            dma,
            rng.choice(streets_by_dma[dma]),
            _day(rng, START, END - timedelta(days=5)),
            use="Domestic",
        )
        m["rdMeth"] = "AMI"
        m["intMtr"] = False
        m["accessFlags"] = []
        new_meters.append(m)

    # ---- customer contacts ----
    raw: list[tuple[date, str, dict | None]] = []
    for w in wos:
        jt, raised = w["JobType"], w["dtRaised"]
        p, cats = {
            "Mains burst": (
                0.6,
                ["Leak in street", "No water", "No water", "Low pressure", "Discoloured water"],
            ),
            "Mains leak": (0.25, ["Leak in street"]),
            "Comm. pipe leak": (0.25, ["Leak in street", "Leak in street", "Low pressure"]),
            "Meter leak": (0.25, ["Leak at meter"]),
            "Boundary box repair": (0.15, ["Leak at meter"]),
            "Meter exchange": (0.08, ["High bill"]),
            "Valve repair": (0.06, ["Leak in street", "Low pressure"]),
            "Hydrant repair": (0.06, ["Leak in street"]),
        }[jt]
        if rng.random() < p:
            n = 1 if jt != "Mains burst" else rng.choice([1, 1, 2, 2, 3])
            for j in range(n):
                cat = cats[0] if j == 0 else rng.choice(cats[1:] or cats)
                if jt == "Mains burst" and j == 0 and w["supplyInt"] and rng.random() < 0.5:
                    cat = "No water"
                if cat == "No water" and not w["supplyInt"]:
                    cat = "Low pressure"
                on = raised if j == 0 else min(END, raised + timedelta(days=rng.choice([0, 0, 1])))
                if cat == "High bill":
                    on = max(START, raised - timedelta(days=rng.randint(3, 40)))
                    if w["_meter"] is not None:
                        w["_meter"]["_disputed"] = on
                if cat == "Discoloured water":
                    on = min(END, raised + timedelta(days=rng.randint(0, 3)))
                raw.append((on, cat, w))
        if w["dig"] and w["dtComp"] and rng.random() < 0.025:
            on = w["dtComp"] + timedelta(days=rng.randint(1, 20))
            if on <= END:
                raw.append((on, "Reinstatement", w))
    unlinked = {
        "High bill": 50,
        "Taste/odour": 18,
        "Low pressure": 25,
        "Discoloured water": 20,
        "No water": 9,
        "Leak at meter": 10,
    }
    for cat, n in unlinked.items():
        for _ in range(n):
            raw.append((_day(rng, START, END), cat, None))
    # repeat contacts: the same customer chasing the same matter
    repeats = []
    for on, cat, w in raw:
        if rng.random() < 0.09:
            again = on + timedelta(days=rng.randint(1, 6))
            if again <= END:
                repeats.append((again, cat, w, True))
    rows = [(on, cat, w, False) for on, cat, w in raw] + repeats
    rows.sort(key=lambda r: (r[0], r[2]["wo_no"] if r[2] else "", r[1], r[3]))

    all_meters = meters + new_meters
    contacts = []
    for i, (on, cat, w, repeat) in enumerate(rows):
        chnl = _pick(rng, CHANNELS)
        if cat == "No water" and rng.random() < 0.8:
            chnl = "Phone"
        wait = None
        if chnl == "Phone":
            wait = min(1500, max(8, int(rng.lognormvariate(math.log(150), 0.8))))
            if w and w["JobType"] == "Mains burst":
                wait = min(1800, wait + rng.randint(60, 600))  # the lines were busy
        gss = None
        if cat == "No water" and w and (w["intMins"] or 0) >= 720:
            gss = 50.0 + 25.0 * ((w["intMins"] - 720) // 1440)
        elif cat == "Reinstatement" and rng.random() < 0.3:
            gss = 20.0
        elif repeat and rng.random() < 0.25:
            gss = 20.0  # a late reply under the guaranteed standards
        elif rng.random() < 0.03:
            gss = rng.choice([10.0, 12.5, 15.0, 25.0])  # goodwill
        cb = rng.random() < (0.5 if repeat else 0.28)
        fu: list[date] = []
        if cb:
            fu.append(on + timedelta(days=rng.randint(1, 3)))
            if rng.random() < 0.25:
                fu.append(fu[0] + timedelta(days=rng.randint(3, 14)))
        elif rng.random() < 0.12:
            fu.append(on + timedelta(days=rng.randint(2, 10)))
        fu = [d for d in fu if d <= END]
        csat: list[int] = []
        if on <= END - timedelta(days=7) and rng.random() < 0.4:
            base = 4
            if repeat or (w and (w["intMins"] or 0) > 480) or w is None and cat == "High bill":
                base = 2
            overall = max(1, min(5, base + rng.choice([-1, 0, 0, 1])))
            csat = [
                max(1, min(5, overall + rng.choice([-1, 0, 0, 1]))),
                max(1, min(5, overall + rng.choice([-1, 0, 1]))),
                overall,
            ]
        meter = w["_meter"] if w else None
        if meter is None and cat in ("High bill", "Leak at meter", "Taste/odour"):
            meter = rng.choice(all_meters)
        street = w["stname"] if w else (meter["_street"] if meter else rng.choice(all_streets))
        fill = {
            "no": rng.randint(1, 142),
            "street": street,
            "clock": f"{rng.randint(5, 22):02d}:{rng.choice(['00', '10', '15', '30', '45', '50'])}",
            "bill": rng.randint(180, 1400),
            "acct": meter["acctNo"] if meter else _account(rng, set()),
        }
        contacts.append(
            {
                "contactRef": f"CC25-{i + 1:05d}",
                "woRef": w["wo_no"] if w else None,
                "recvdDt": on,
                "cont_cat": cat,
                "chnl": chnl,
                "handler": rng.choice(HANDLERS),
                "waitSec": wait,
                "gssGbp": gss,
                "cbReq": cb,
                "repeatCt": repeat,
                "csat": csat,
                "fuDts": fu,
                "custNotes": _note(rng, cat, fill, bool(meter and meter["is_psr"])),
            }
        )

    for m in all_meters:
        _finish_meter(rng, m)
    all_meters.sort(key=lambda m: m["mtr_sn"])
    for m in all_meters:
        for key in [k for k in m if k.startswith("_")]:
            del m[key]
    for w in wos:
        del w["_meter"]
    return {"Mtrs": all_meters, "WOs": wos, "CustCont": contacts}


def build(out: Path) -> Path:
    """Write `water-utility/schema.json` and its three objects files under out."""
    formats = {"Mtrs": "csv", "WOs": "jsonl", "CustCont": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
