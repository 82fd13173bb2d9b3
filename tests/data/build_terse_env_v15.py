"""Write `harbour-moorings`: an invented harbour's mooring office export, named tersely.

Saltmere Harbour, an invented small harbour run by its harbour commissioners (every berth
holder, vessel, club, firm, officer and note is made up; the berth and mooring types, the
boating and harbour terms are the ordinary ones of the trade), exported its mooring office
system the way an engineer exports it: abbreviated property names in mixed habits (snake_case
`berth_id`, `ann_fee`, `stay_no`, `occ_no`, `ext_agcy`, `resp_min`; camelCase `brthTyp`,
`maxLoa`, `depthCD`, `shorePwrA`, `isFngr`, `vslNm`, `dtLic`, `sinkerKg`, `tackleInsp`,
`brthRef`, `loaM`, `bmDr`, `dtArr`, `dtDep`, `docsOk`, `payMeth`, `stayRef`, `dtOcc`, `hmDuty`,
`rptBy`, `windKn`, `vhfCh`, `isLaunch`, `costGbp`, `hmNotes`; PascalCase `Zone`, `Status`,
`VslType`, `Flag`, `OccType`; glued lowercase `lic`, `restr`, `vessel`, `nts`, `pob`, `dues`,
`rafted`, `svcs`, `loc`; prefixes `dt`, `is`), abbreviated class names (`Brths`, `VisStays`,
`HMLog`), terse descriptions in the trade's shorthand ("Typ. (P/SM/FA/DR)", "Max LOA, m",
"Depth @CD, m (-=dries)", "Elec., A", "Beam/dr., m", "Dep. (blank=in)", "POB", "Dues, £ inc
VAT", "Docs (ins/reg/crew lst)", "Pd by", "Rechg, £"), four properties with no description
(`Zone`, `lic`, `vessel`, `hmDuty`) and one collection (`HMLog`) with no class description.

- `Brths` (CSV): the berth and mooring register: pontoon berths (pontoons A to E and the
  visitor pontoon V), swinging moorings (SM), fore-and-aft trot moorings (FA) and drying
  moorings (DR), with zone, type, maximum length, depth at chart datum, shore power, finger,
  licensee, the licensee's vessel, annual fee, licence start, sinker weight, tackle inspection
  dates, restrictions and status. Arrays are JSON strings in cells.
- `VisStays` (JSON Lines): every visiting vessel's stay from 2025-03-28 to the export on
  2025-09-30: the berth (`brthRef`, a `Brths.berth_id`), the vessel, its type, length, beam and
  draught, flag, arrival and departure, nights, persons on board, dues, rafted or not, services
  used, the three document checks and how it was paid.
- `HMLog` (Parquet, no class description): the harbour master's occurrence log from
  2025-01-02 to 2025-09-30: `stayRef` (a `VisStays.stay_no`, when a visiting vessel was
  involved), date, category, location, officer on duty, reported by, wind, VHF channels used,
  launch out or not, outside agencies, response time, recharge and the officer's notes
  (`hmNotes`, the one prose property, 15-35 words).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v15.py OUT   (writes OUT/harbour-moorings/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "harbour-moorings"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEASON_FROM, EXPORT_DAY = date(2025, 3, 28), date(2025, 9, 30)
LOG_FROM = date(2025, 1, 2)

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Brths",
        "Berth/mrg reg.",
        [
            ("berth_id", "text", "Berth #"),
            ("Zone", "text", None),
            ("brthTyp", "text", "Typ. (P/SM/FA/DR)"),
            ("maxLoa", "number", "Max LOA, m"),
            ("depthCD", "number", "Depth @CD, m (-=dries)"),
            ("shorePwrA", "int", "Elec., A"),
            ("isFngr", "boolean", "Finger?"),
            ("lic", "text", None),
            ("vslNm", "text", "Vsl"),
            ("ann_fee", "number", "Ann. fee, £"),
            ("dtLic", "date", "Lic. from"),
            ("sinkerKg", "int", "Sinker, kg"),
            ("tackleInsp", "date[]", "Tackle insp. dts"),
            ("restr", "text[]", "Restr."),
            ("Status", "text", "Stat."),
        ],
    ),
    (
        "VisStays",
        "Vis. stays",
        [
            ("stay_no", "text", "Stay #"),
            ("brthRef", "text", "Berth"),
            ("vessel", "text", None),
            ("VslType", "text", "Typ."),
            ("loaM", "number", "LOA, m"),
            ("bmDr", "number[]", "Beam/dr., m"),
            ("Flag", "text", "Flag (ISO3)"),
            ("dtArr", "date", "Arr."),
            ("dtDep", "date", "Dep. (blank=in)"),
            ("nts", "int", "Nts"),
            ("pob", "int", "POB"),
            ("dues", "number", "Dues, £ inc VAT"),
            ("rafted", "boolean", "Rafted?"),
            ("svcs", "text[]", "Svcs"),
            ("docsOk", "boolean[]", "Docs (ins/reg/crew lst)"),
            ("payMeth", "text", "Pd by"),
        ],
    ),
    (
        "HMLog",
        None,
        [
            ("occ_no", "text", "Occ. #"),
            ("stayRef", "text", "Stay #"),
            ("dtOcc", "date", "Occ. dt"),
            ("OccType", "text", "Cat."),
            ("loc", "text", "Loc."),
            ("hmDuty", "text", None),
            ("rptBy", "text", "Rpt by"),
            ("windKn", "int", "Wind, kn"),
            ("vhfCh", "int[]", "VHF ch."),
            ("isLaunch", "boolean", "Launch out?"),
            ("ext_agcy", "text[]", "Ext. agcy"),
            ("resp_min", "int", "Resp., min"),
            ("costGbp", "number", "Rechg, £"),
            ("hmNotes", PROSE, "HM notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

FIRST = [
    "Gareth",
    "Helen",
    "Martin",
    "Rosalind",
    "Keith",
    "Anya",
    "Derek",
    "Morwenna",
    "Paul",
    "Judith",
    "Colin",
    "Tamsin",
    "Graham",
    "Lorna",
    "Neil",
    "Bryony",
    "Ivan",
    "Cerys",
    "Roger",
    "Fiona",
    "Stuart",
    "Elspeth",
    "Wyn",
    "Harriet",
    "Dominic",
    "Maureen",
    "Alistair",
    "Petra",
    "Hugh",
    "Sunita",
    "Trevor",
    "Imogen",
    "Barry",
    "Clare",
    "Oskar",
    "Deborah",
    "Lewis",
    "Nadia",
    "Philip",
    "Jenna",
    "Robin",
    "Carys",
    "Malcolm",
    "Yvonne",
    "Jonty",
    "Ruth",
    "Fergus",
    "Annette",
]
SURNAMES = [
    "Tremayne",
    "Polglase",
    "Hendra",
    "Carvossa",
    "Nankivell",
    "Bolitho",
    "Trebilcock",
    "Rosewarne",
    "Penhaligon",
    "Kestle",
    "Varcoe",
    "Jory",
    "Chenoweth",
    "Pascoe",
    "Rowse",
    "Tregenza",
    "Hocking",
    "Angove",
    "Couch",
    "Laity",
    "Spargo",
    "Trethewey",
    "Bassett",
    "Whitbread",
    "Ashdown",
    "Merriott",
    "Fairweather",
    "Lacey",
    "Okoro",
    "Brennan",
    "Sandoval",
    "Halvorsen",
    "Dewhurst",
    "Pemberton",
    "Quiller",
    "Rainsford",
    "Ellacott",
    "Moyle",
    "Treloar",
    "Vosper",
    "Kitto",
    "Dunstan",
    "Pengelly",
    "Rickard",
    "Mabbott",
    "Yelland",
    "Cardew",
    "Ferris",
]
FIRMS = {
    "Saltmere SC": ("FA", 8),
    "Kellow Marine Ltd": ("D", 4),
    "Saltmere Sea School": ("SMP", 4),
    "Penvean Boat Hire": ("DR", 6),
    "Carrick Rock Charters": ("E", 2),
}

BOAT_A = [
    "Kittiwake",
    "Curlew",
    "Sea Pie",
    "Morwenna",
    "Blue Jay",
    "Halcyon",
    "Tern",
    "Seraphina",
    "Wild Thyme",
    "Moonraker",
    "Aurora",
    "Meraki",
    "Serenity",
    "Gannet",
    "Shearwater",
    "Pipit",
    "Blackthorn",
    "Samphire",
    "Marram",
    "Spindrift",
    "Maid of Kerris",
    "Jolie Brise",
    "Tinker",
    "Dunlin",
    "Whimbrel",
    "Avocet",
    "Skylark",
    "Firecrest",
    "Windflower",
    "Quiet Hour",
    "Cormorant",
    "Bluebell",
    "Osprey",
    "Pelican",
    "Guillemot",
    "Shamrock",
    "Gwennol",
    "Morgawr",
    "Lowena",
    "Nightjar",
    "Starlight",
    "Saoirse",
    "Pandora",
    "Calypso",
    "Tamarisk",
    "Sanderling",
    "Puffin",
    "Zephyr",
    "Hirondelle",
    "Fulmar",
    "Kestrel",
    "Mistral",
    "Ar Vag",
    "Petit Prince",
    "Zeezwaluw",
    "Vrijheid",
    "Windekind",
    "Seeadler",
    "Sterna",
    "Ondine",
    "Lutine",
    "Harlequin",
    "Rascal",
    "Dreamcatcher",
    "Second Wind",
    "Free Spirit",
    "Rum Runner",
    "Sea Witch",
    "Halfpenny",
    "Taliesin",
    "Driftwood",
    "Larkspur",
    "Wavecrest",
    "Silver Dawn",
    "Lady Grey",
    "Bosun Bird",
    "Oystercatcher",
]
BOAT_ADJ = [
    "Blue",
    "Silver",
    "Morning",
    "Wild",
    "Sea",
    "Golden",
    "Red",
    "Little",
    "Northern",
    "Summer",
    "Jolly",
    "Merry",
    "Salty",
    "Black",
    "White",
    "Grey",
    "Lucky",
    "Quiet",
    "Fair",
    "Evening",
    "Dancing",
    "Celtic",
]
BOAT_N = [
    "Heron",
    "Star",
    "Swallow",
    "Dawn",
    "Rose",
    "Mist",
    "Maid",
    "Wind",
    "Dolphin",
    "Breeze",
    "Lady",
    "Spirit",
    "Tide",
    "Fox",
    "Otter",
    "Moon",
    "Wren",
    "Seal",
    "Hare",
    "Lark",
    "Pearl",
    "Rover",
]
BOAT_B = ["", "", "", "", "", "", " II", " II", " III", " of Saltmere", " IV"]

# type: (weight, LOA range, beam factor, draught range, POB weights 1..8)
TYPES = {
    "Yacht": (62, (7.5, 15.5), (0.31, 0.35), (1.3, 2.4), [6, 30, 18, 22, 10, 6, 3, 2]),
    "Motor cruiser": (15, (7.0, 18.0), (0.31, 0.36), (0.7, 1.3), [5, 34, 16, 22, 10, 8, 3, 2]),
    "Multihull": (8, (9.0, 15.0), (0.48, 0.56), (0.8, 1.4), [3, 28, 14, 24, 14, 9, 5, 3]),
    "RIB": (5, (5.0, 9.5), (0.36, 0.42), (0.4, 0.7), [16, 36, 22, 18, 6, 2, 0, 0]),
    "Classic/gaff": (6, (8.0, 21.0), (0.28, 0.33), (1.2, 2.6), [6, 24, 18, 20, 12, 10, 6, 4]),
    "Workboat": (4, (7.0, 16.0), (0.33, 0.38), (0.9, 1.8), [20, 40, 26, 12, 2, 0, 0, 0]),
}
FLAGS = {"GBR": 68, "FRA": 13, "NED": 7, "BEL": 4, "GER": 3, "IRL": 2, "USA": 1, "SWE": 1, "NOR": 1}
MONTH_RATE = {3: 3.0, 4: 5.0, 5: 8.5, 6: 12.0, 7: 17.0, 8: 19.0, 9: 9.5}

OFFICERS = {
    "J. Penhallow": 2,
    "M. Tregear": 4,
    "S. Okonjo": 4,
    "L. Vasquez": 3,
    "A. Kerrow": 3,
    "P. Lindqvist": 2,
}

# type: (season weight, winter weight, visitor share, launch share, resp attended share)
OCC = {
    "Speeding/wash": (14, 0.6, 0.15, 0.5, 0.7),
    "Noise/nuisance": (9, 0.4, 0.5, 0.1, 0.5),
    "Contact/collision": (11, 2.0, 0.45, 0.6, 0.95),
    "Fouled prop": (9, 1.0, 0.4, 0.8, 0.95),
    "Dragged mooring": (4, 9.0, 0.2, 0.9, 0.95),
    "Grounding": (6, 1.0, 0.55, 0.6, 0.9),
    "Oil/fuel spill": (5, 1.2, 0.3, 0.7, 0.95),
    "Lost tender": (7, 1.0, 0.35, 0.85, 0.9),
    "Swamped/sunk": (2, 4.0, 0.05, 1.0, 1.0),
    "Pontoon damage": (3, 5.0, 0.1, 0.2, 0.8),
    "Medical": (4, 0.5, 0.6, 0.3, 1.0),
    "MOB": (1.5, 0.2, 0.5, 1.0, 1.0),
    "Fire": (0.8, 0.3, 0.3, 0.6, 1.0),
}
PONTOON_ZONES = ["Inner Basin", "East Quay", "Visitor Pontoon"]
ALL_LOCS = [
    "Visitor Pontoon",
    "Inner Basin",
    "East Quay",
    "The Pool",
    "Outer Roads",
    "Trots",
    "Mill Creek",
    "Harbour entrance",
    "Fuel berth",
    "Slipway",
    "Fish Quay",
]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def _poisson(rng: random.Random, lam: float) -> int:
    limit, k, p = math.exp(-lam), 0, 1.0
    while True:
        p *= rng.random()
        if p <= limit:
            return k
        k += 1


def _people(rng: random.Random, n: int) -> list[str]:
    seen, out = set(), []
    while len(out) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(SURNAMES)}"
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def _boat_name(rng: random.Random) -> str:
    if rng.random() < 0.45:
        return f"{rng.choice(BOAT_ADJ)} {rng.choice(BOAT_N)}" + rng.choice(BOAT_B)
    return rng.choice(BOAT_A) + rng.choice(BOAT_B)


# ---- Brths ---------------------------------------------------------------------------------


def _berths(rng: random.Random) -> list[dict]:
    rows: list[dict] = []

    def add(bid, zone, typ, loa, depth, amps, fngr, sinker, restr):
        rows.append(
            {
                "berth_id": bid,
                "Zone": zone,
                "brthTyp": typ,
                "maxLoa": loa,
                "depthCD": depth,
                "shorePwrA": amps,
                "isFngr": fngr,
                "lic": None,
                "vslNm": None,
                "ann_fee": None,
                "dtLic": None,
                "sinkerKg": sinker,
                "tackleInsp": [],
                "restr": restr,
                "Status": None,
            }
        )

    pontoons = {
        "A": (36, "Inner Basin", {8.0: 3, 9.0: 3, 10.0: 2}, (2.0, 2.6)),
        "B": (40, "Inner Basin", {10.0: 3, 11.0: 2, 12.0: 2}, (2.2, 2.8)),
        "C": (44, "Inner Basin", {12.0: 3, 14.0: 2}, (2.4, 3.0)),
        "D": (30, "East Quay", {12.0: 2, 14.0: 3, 16.0: 2}, (2.8, 3.6)),
        "E": (26, "East Quay", {16.0: 3, 18.0: 2, 20.0: 1}, (3.2, 4.0)),
        "V": (28, "Visitor Pontoon", {12.0: 2, 14.0: 3, 18.0: 2}, (3.0, 4.2)),
    }
    for p, (n, zone, loas, (d0, d1)) in pontoons.items():
        for i in range(1, n + 1):
            loa = _pick(rng, loas)
            amps = 32 if loa >= 14.0 else 16
            if p != "V" and rng.random() < 0.05:
                amps = None  # pedestal not fitted / out of service
            if p == "E":
                fngr = rng.random() < 0.4
            elif p == "V":
                fngr = i <= 20
            else:
                fngr = not (p == "A" and i <= 2)
            restr = []
            if p in "ABCDE" and rng.random() < 0.12:
                restr.append("no liveaboard")
            if p in "AB" and rng.random() < 0.15:
                restr.append("no multihull")
            if p == "V" and i > 20:
                restr.append("max 2 rafted")
            if p == "A" and rng.random() < 0.2:
                restr.append("shallow LWS")
            add(
                f"{p}-{i:02d}",
                zone,
                "Pontoon",
                loa,
                round(rng.uniform(d0, d1), 1),
                amps,
                fngr,
                None,
                restr,
            )
    for i in range(1, 151):
        pool = i <= 90
        loa = round(
            rng.choice([8.0, 8.5, 9.0, 9.5, 10.0, 10.5, 11.0, 12.0])
            if pool
            else rng.choice([10.0, 11.0, 12.0, 12.0, 13.0, 14.0, 15.0, 16.0]),
            1,
        )
        depth = round(rng.uniform(1.5, 3.5) if pool else rng.uniform(3.0, 6.5), 1)
        sinker = (
            rng.choice([750, 1000, 1000, 1500]) if pool else rng.choice([1500, 2000, 2000, 3000])
        )
        restr = ["tender only"] if rng.random() < 0.85 else []
        if not pool and rng.random() < 0.5:
            restr.append("exposed SE")
        if depth < 1.9 and rng.random() < 0.7:
            restr.append("shallow LWS")
        if rng.random() < 0.08:
            restr.append("seasonal Apr-Oct")
        add(
            f"SM-{i:03d}",
            "The Pool" if pool else "Outer Roads",
            "Swinging",
            loa,
            depth,
            None,
            False,
            sinker,
            restr,
        )
    for i in range(1, 37):
        restr = ["tender only"] if rng.random() < 0.6 else []
        if rng.random() < 0.4:
            restr.append("max 2 rafted")
        if rng.random() < 0.2:
            restr.append("no multihull")
        add(
            f"FA-{i:02d}",
            "Trots",
            "Fore & aft",
            rng.choice([7.0, 7.5, 8.0, 8.5, 9.0, 10.0]),
            round(rng.uniform(0.8, 2.0), 1),
            None,
            False,
            rng.choice([500, 500, 750]),
            restr,
        )
    for i in range(1, 49):
        restr = ["bilge keel only"] if rng.random() < 0.7 else []
        if rng.random() < 0.35:
            restr.append("no liveaboard")
        if rng.random() < 0.25:
            restr.append("seasonal Apr-Oct")
        add(
            f"DR-{i:02d}",
            "Mill Creek",
            "Drying",
            rng.choice([5.5, 6.0, 6.5, 7.0, 7.5, 8.0]),
            -round(rng.uniform(0.4, 2.1), 1),
            None,
            False,
            rng.choice([300, 500, 500]),
            restr,
        )

    # status
    out_of_use = set(
        rng.sample([r["berth_id"] for r in rows if r["berth_id"][:2] in ("DR", "FA")], 7)
        + rng.sample([r["berth_id"] for r in rows if r["berth_id"][0] == "C"], 2)
        + rng.sample(
            [
                r["berth_id"]
                for r in rows
                if r["berth_id"][:2] == "SM" and int(r["berth_id"][3:]) <= 140
            ],
            3,
        )
    )
    for r in rows:
        bid = r["berth_id"]
        if bid.startswith("V-") or (bid.startswith("SM-") and int(bid[3:]) > 140):
            r["Status"] = "Visitor"
        elif bid in out_of_use:
            r["Status"] = "Out of use"
        else:
            r["Status"] = "Vacant" if rng.random() < 0.07 else "Let"

    # licensees
    let = [r for r in rows if r["Status"] == "Let"]
    firm_of: dict[str, str] = {}
    for firm, (kind, n) in FIRMS.items():
        if kind == "SMP":
            pool = [
                r for r in let if r["berth_id"].startswith("SM-") and int(r["berth_id"][3:]) <= 90
            ]
        else:
            pool = [r for r in let if r["berth_id"].split("-")[0] == kind]
        pool = [r for r in pool if r["berth_id"] not in firm_of]
        for r in rng.sample(pool, n):
            firm_of[r["berth_id"]] = firm
    people = _people(rng, len(let))
    pi = 0
    rate = {
        "Inner Basin": 405.0,
        "East Quay": 440.0,
        "The Pool": 112.0,
        "Outer Roads": 118.0,
        "Trots": 84.0,
        "Mill Creek": 61.0,
    }
    for r in let:
        if r["berth_id"] in firm_of:
            r["lic"] = firm_of[r["berth_id"]]
        else:
            r["lic"] = people[pi]
            pi += 1
            if rng.random() < 0.03 and pi > 5:
                r["lic"] = people[rng.randrange(pi - 1)]  # a holder of two berths
        r["vslNm"] = _boat_name(rng)
        if rng.random() < 0.55:
            year = rng.choices(
                range(1998, 2026), weights=[1 + (y - 1998) // 3 for y in range(1998, 2026)]
            )[0]
            start = date(year, 4, 1)
        else:
            start = date(1998, 1, 1) + timedelta(
                days=rng.randrange((date(2025, 6, 30) - date(1998, 1, 1)).days)
            )
        r["dtLic"] = start
        fee = rate[r["Zone"]] * r["maxLoa"]
        if r["lic"] in FIRMS:
            fee *= 0.9
        if start.year == 2025 and start > date(2025, 4, 1):
            fee *= ((date(2026, 3, 31) - start).days + 1) / 365.0
        r["ann_fee"] = round(fee, 2)

    # mooring tackle inspections: lifted and inspected in the winter
    for r in rows:
        if r["brthTyp"] == "Pontoon":
            continue
        dts = []
        for w in (2022, 2023, 2024):
            share = 0.55 if r["Status"] == "Out of use" and w == 2024 else 0.8
            if rng.random() < share:
                d = date(w, 10, 1) + timedelta(days=rng.randrange(0, 212))
                dts.append(d)
        r["tackleInsp"] = sorted(dts)
    return rows


# ---- VisStays ------------------------------------------------------------------------------


def _stays(rng: random.Random, berths: list[dict]) -> list[dict]:
    fleet: list[dict] = []

    def new_vessel() -> dict:
        typ = _pick(rng, {t: v[0] for t, v in TYPES.items()})
        _, (l0, l1), (b0, b1), (d0, d1), pobw = TYPES[typ]
        loa = round(rng.triangular(l0, l1, l0 + (l1 - l0) * 0.35), 1)
        flag = _pick(rng, FLAGS)
        v = {
            "vessel": _boat_name(rng),
            "VslType": typ,
            "loaM": loa,
            "beam": round(loa * rng.uniform(b0, b1), 1),
            "draught": round(rng.uniform(d0, d1), 1),
            "Flag": flag,
            "pobw": pobw,
            "noDr": rng.random() < 0.05,
        }
        fleet.append(v)
        return v

    occ: dict[str, list[tuple[date, date]]] = {b["berth_id"]: [] for b in berths}
    by_id = {b["berth_id"]: b for b in berths}
    vis_pontoon = [b for b in berths if b["berth_id"].startswith("V-")]
    vis_moor = [b for b in berths if b["Status"] == "Visitor" and b["brthTyp"] == "Swinging"]
    let_pontoon = [
        b
        for b in berths
        if b["brthTyp"] == "Pontoon" and b["Status"] == "Let" and not b["berth_id"].startswith("V-")
    ]
    away = {b["berth_id"] for b in rng.sample(let_pontoon, 30)}  # holders who log an away notice
    spare = [
        b
        for b in berths
        if b["brthTyp"] == "Pontoon" and (b["Status"] == "Vacant" or b["berth_id"] in away)
    ]

    def free(bid: str, a: date, d: date) -> int:
        return sum(1 for (x, y) in occ[bid] if x < d and a < y)

    rows = []
    for day in _days(SEASON_FROM, EXPORT_DAY):
        lam = MONTH_RATE[day.month] * (1.45 if day.weekday() in (4, 5) else 0.9)
        for _ in range(_poisson(rng, lam)):
            v = rng.choice(fleet) if fleet and rng.random() < 0.17 else new_vessel()
            nights = rng.choices(
                [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 21],
                weights=[44, 24, 11, 5, 4, 3, 3, 1.5, 1.5, 1, 1, 0.5],
            )[0]
            dep = day + timedelta(days=nights)
            want = rng.random()
            berth, rafted = None, False
            if v["VslType"] == "Multihull" or v["loaM"] > 15.5:
                order = ["V", "S"]
            elif want < 0.75 or nights < 3:
                order = ["V", "M"]
            elif want < 0.88:
                order = ["M", "V"]
            else:
                order = ["S", "V", "M"]
            for kind in order:
                pool = {"V": vis_pontoon, "M": vis_moor, "S": spare}[kind]
                fits = [
                    b
                    for b in pool
                    if b["maxLoa"] >= v["loaM"] and free(b["berth_id"], day, dep) == 0
                ]
                if kind == "M":
                    fits = [b for b in fits if v["VslType"] != "RIB"]
                if fits:
                    berth = rng.choice(fits)
                    break
            if berth is None and nights <= 3:
                raft = [
                    b
                    for b in vis_pontoon
                    if b["maxLoa"] + 2 >= v["loaM"] and 1 <= free(b["berth_id"], day, dep) <= 2
                ]
                if raft:
                    berth, rafted = rng.choice(raft), True
            if berth is None:
                fits = [
                    b
                    for b in spare
                    if b["maxLoa"] >= v["loaM"] and free(b["berth_id"], day, dep) == 0
                ]
                if not fits:
                    continue  # turned away: harbour full
                berth = rng.choice(fits)
            occ[berth["berth_id"]].append((day, dep))
            on_pontoon = berth["brthTyp"] == "Pontoon"
            if dep > EXPORT_DAY:
                dtdep, nts, dues, pay = None, None, None, None
            else:
                dtdep, nts = dep, nights
                rate = 3.40 if on_pontoon else 2.10
                charged = nights - nights // 7
                dues = round(max(rate * v["loaM"], 20.0) * charged, 2)
                pay = _pick(rng, {"Card": 55, "App": 34, "Cash": 4, "Account": 5, "Unpaid": 1.2})
            svcs = []
            b = by_id[berth["berth_id"]]
            if on_pontoon:
                if b["shorePwrA"] and rng.random() < (0.7 if v["VslType"] != "RIB" else 0.1):
                    svcs.append("elec")
                if rng.random() < 0.65:
                    svcs.append("water")
            else:
                if rng.random() < 0.45:
                    svcs.append("water taxi")
            if rng.random() < 0.5:
                svcs.append("showers")
            if rng.random() < (0.25 if nights >= 3 else 0.05):
                svcs.append("laundry")
            if v["VslType"] != "RIB" and rng.random() < 0.15:
                svcs.append("diesel")
            if v["VslType"] in ("Motor cruiser", "Yacht", "Multihull") and rng.random() < 0.05:
                svcs.append("pump-out")
            if rng.random() < 0.03:
                svcs.append("gas")
            docs = [
                rng.random() > 0.035,
                rng.random() > 0.03,
                rng.random() > (0.08 if v["Flag"] != "GBR" else 0.04),
            ]
            pob = rng.choices(range(1, 9), weights=v["pobw"])[0]
            rows.append(
                {
                    "brthRef": berth["berth_id"],
                    "vessel": v["vessel"],
                    "VslType": v["VslType"],
                    "loaM": v["loaM"],
                    "bmDr": [v["beam"]] if v["noDr"] else [v["beam"], v["draught"]],
                    "Flag": v["Flag"],
                    "dtArr": day,
                    "dtDep": dtdep,
                    "nts": nts,
                    "pob": pob,
                    "dues": dues,
                    "rafted": rafted,
                    "svcs": svcs,
                    "docsOk": docs,
                    "payMeth": pay,
                }
            )
    return [{"stay_no": f"VS25-{i:05d}", **r} for i, r in enumerate(rows, start=1)]


# ---- HMLog ---------------------------------------------------------------------------------

PLACE = {
    "The Pool": "in The Pool",
    "Outer Roads": "in the Outer Roads",
    "Mill Creek": "in Mill Creek",
    "Trots": "on the Trots",
    "Harbour entrance": "at the harbour entrance",
    "Fuel berth": "at the fuel berth",
    "Slipway": "at the slipway",
    "Fish Quay": "at the Fish Quay",
    "Visitor Pontoon": "on the Visitor Pontoon",
    "Inner Basin": "in the Inner Basin",
    "East Quay": "at East Quay",
}


def _zone_of(bid: str, by_id: dict) -> str:
    return by_id[bid]["Zone"]


def _note(
    rng: random.Random,
    typ: str,
    loc: str,
    wind: int,
    stay: dict | None,
    launch: bool,
    agcy: list[str],
    cost: float | None,
    berth: str | None,
) -> str:
    boat = (
        f"{stay['vessel']} ({stay['Flag']})"
        if stay
        else rng.choice(
            [
                "a local boat",
                "a berth holder's boat",
                "an unnamed motorboat",
                "a hire boat",
                "a small open boat",
            ]
        )
    )
    where = f"at {berth}" if berth else PLACE[loc]
    s: list[str] = []
    if typ == "Speeding/wash":
        s.append(
            f"Report of {boat} speeding through the moorings {PLACE[loc]}, heavy wash against the pontoons."
        )
        s.append(
            rng.choice(
                [
                    "Spoke to the skipper on VHF, reminded of the 4 knot limit.",
                    "Launch followed and gave words of advice.",
                    "Could not identify the boat, logged only.",
                ]
            )
        )
    elif typ == "Noise/nuisance":
        s.append(f"Complaint about late-night noise from {boat} {where}.")
        s.append(
            rng.choice(
                [
                    "Visited and asked the crew to keep it down, no further trouble.",
                    "Music turned off on request after midnight.",
                    "Noted, will speak to them in the morning.",
                ]
            )
        )
    elif typ == "Contact/collision":
        s.append(
            f"{boat.capitalize() if not stay else boat} made contact {where} while berthing in a {wind} knot breeze."
        )
        s.append(
            rng.choice(
                [
                    "Minor scrape to the pontoon fender, photos taken.",
                    "Damage to a neighbouring pulpit, details exchanged.",
                    "No damage found on inspection.",
                ]
            )
        )
    elif typ == "Fouled prop":
        s.append(
            f"{boat.capitalize() if not stay else boat} picked up a line round the prop {where}."
        )
        s.append(
            rng.choice(
                [
                    "Towed clear by the launch and the diver called.",
                    "Cleared with a boathook from the launch.",
                    "Skipper cut it free, launch stood by.",
                ]
            )
        )
    elif typ == "Dragged mooring":
        s.append(
            f"Boat on {berth or 'a swinging mooring'} dragged in a {wind} knot blow and ended up close to the next trot."
        )
        s.append(
            rng.choice(
                [
                    "Launch out to put a second line on.",
                    "Re-laid after the blow, riser chain worn.",
                    "Owner informed, tackle to be lifted and inspected.",
                ]
            )
        )
    elif typ == "Grounding":
        s.append(
            f"{boat.capitalize() if not stay else boat} went aground {PLACE[loc]} on a falling tide."
        )
        s.append(
            rng.choice(
                [
                    "Floated off two hours later, no damage reported.",
                    "Launch stood by until she refloated.",
                    "Crew stayed aboard, checked the bilges at low water.",
                ]
            )
        )
    elif typ == "Oil/fuel spill":
        s.append(f"Diesel sheen reported {where}, traced to {boat}.")
        s.append(
            rng.choice(
                [
                    "Absorbent boom laid and pads used, spill kit restocked.",
                    "Small amount, dispersed naturally.",
                    "Recharge raised for clean-up materials.",
                ]
            )
        )
    elif typ == "Lost tender":
        s.append(f"Tender from {boat} found adrift {PLACE[loc]}.")
        s.append(
            rng.choice(
                [
                    "Recovered by the launch and tied up on the visitor pontoon.",
                    "Owner collected it from the office.",
                    "Painter had chafed through, returned to the owner.",
                ]
            )
        )
    elif typ == "Swamped/sunk":
        s.append(
            f"{boat.capitalize() if not stay else boat} swamped on her mooring after heavy rain and a {wind} knot blow."
        )
        s.append(
            rng.choice(
                [
                    "Pumped out by the launch crew, owner informed.",
                    "Sank at the mooring, salvage arranged at low water.",
                    "Lifted on the slipway, engine flooded.",
                ]
            )
        )
    elif typ == "Pontoon damage":
        s.append(f"Damage found on the {loc} pontoon after a {wind} knot southeasterly.")
        s.append(
            rng.choice(
                [
                    "Two cleats pulled out and a finger bent, berths closed.",
                    "Loose walkway plate made safe.",
                    "Broken fender board, contractor booked.",
                ]
            )
        )
    elif typ == "Medical":
        s.append(f"Crew member on {boat} {where} injured on board.")
        s.append(
            rng.choice(
                [
                    "Ambulance met them at the Fish Quay steps.",
                    "First aid given in the office, advised to see a GP.",
                    "Casualty taken ashore by the launch.",
                ]
            )
        )
    elif typ == "MOB":
        s.append(f"Person in the water from {boat} {PLACE[loc]}.")
        s.append(
            rng.choice(
                [
                    "Recovered by the launch within minutes, cold but unhurt.",
                    "Climbed out by the ladder, crew kept an eye on him.",
                    "Lifeboat tasked, stood down once recovered.",
                ]
            )
        )
    else:  # Fire
        s.append(f"Smoke from the engine bay of {boat} {where}.")
        s.append(
            rng.choice(
                [
                    "Extinguished by the crew before the fire service arrived.",
                    "Fire and rescue attended, boat towed clear of the pontoon.",
                    "Electrical fault, isolated at the pedestal.",
                ]
            )
        )
    if agcy:
        s.append(f"{' and '.join(agcy)} informed.")
    if cost:
        s.append(f"Recharge of £{cost:,.2f} to the owner.")
    hour = rng.choice([22, 23, 23, 0, 1]) if typ == "Noise/nuisance" else rng.randint(6, 21)
    s.insert(0, f"{hour:02d}:{rng.choice(range(0, 60, 5)):02d}.")
    text = " ".join(s)
    while len(text.split()) < 15:
        text += " " + rng.choice(
            ["Entered in the daily log.", "Checked again on the evening round.", "Nothing further."]
        )
    words = text.split()
    if len(words) > 35:
        text = " ".join(words[:35]).rstrip(",.") + "."
    return text


def _log(rng: random.Random, berths: list[dict], stays: list[dict]) -> list[dict]:
    by_id = {b["berth_id"]: b for b in berths}
    moorings = [
        b["berth_id"] for b in berths if b["brthTyp"] != "Pontoon" and b["Status"] != "Out of use"
    ]
    rows = []
    for day in _days(LOG_FROM, EXPORT_DAY):
        summer = 4 <= day.month <= 9
        storm = rng.random() < (0.08 if not summer else 0.015)
        base_wind = (
            rng.randint(28, 46) if storm else max(0, int(rng.gauss(15 if not summer else 10, 6)))
        )
        lam = (3.1 if day.month in (7, 8) else 2.2) if summer else 0.75
        if storm:
            lam += 2.5
        active = (
            [s for s in stays if s["dtArr"] <= day and (s["dtDep"] is None or s["dtDep"] > day)]
            if summer or day >= SEASON_FROM
            else []
        )
        for _ in range(_poisson(rng, lam)):
            w = {
                t: (v[0] if summer else v[1])
                * (
                    3.0
                    if storm and t in ("Dragged mooring", "Swamped/sunk", "Pontoon damage")
                    else 1.0
                )
                for t, v in OCC.items()
            }
            typ = _pick(rng, w)
            _, _, vis, launch_p, att = OCC[typ]
            pool = (
                [x for x in active if x["brthRef"].startswith("SM-")]
                if typ in ("Dragged mooring", "Swamped/sunk")
                else active
            )
            stay = rng.choice(pool) if pool and rng.random() < vis else None
            berth = None
            if stay:
                berth = stay["brthRef"]
                loc = _zone_of(berth, by_id)
                if typ in ("Speeding/wash", "Grounding", "MOB") and rng.random() < 0.5:
                    loc = rng.choice(["Harbour entrance", "Outer Roads", "The Pool"])
                    berth = None
            elif typ == "Dragged mooring":
                berth = rng.choice(moorings)
                loc = _zone_of(berth, by_id)
            elif typ == "Pontoon damage":
                loc = _pick(
                    rng, {"Inner Basin": 3, "East Quay": 3, "Visitor Pontoon": 3, "Fuel berth": 1}
                )
            elif typ == "Oil/fuel spill":
                loc = _pick(
                    rng,
                    {
                        "Fuel berth": 4,
                        "Fish Quay": 2,
                        "Inner Basin": 1,
                        "East Quay": 1,
                        "Visitor Pontoon": 1,
                    },
                )
            elif typ == "Speeding/wash":
                loc = _pick(
                    rng,
                    {
                        "Harbour entrance": 4,
                        "The Pool": 3,
                        "Outer Roads": 2,
                        "Trots": 1,
                        "Mill Creek": 1,
                    },
                )
            elif typ == "Grounding":
                loc = _pick(
                    rng, {"Mill Creek": 3, "Harbour entrance": 2, "Trots": 2, "The Pool": 1}
                )
            elif typ == "Medical":
                loc = _pick(
                    rng,
                    {
                        "Fish Quay": 3,
                        "Slipway": 2,
                        "Visitor Pontoon": 1,
                        "Inner Basin": 1,
                        "East Quay": 1,
                    },
                )
            elif typ in ("Swamped/sunk", "Lost tender"):
                loc = _pick(
                    rng,
                    {"The Pool": 3, "Trots": 2, "Mill Creek": 2, "Outer Roads": 1, "Slipway": 1},
                )
            else:
                loc = rng.choice(ALL_LOCS)
            wind = base_wind + rng.randint(-2, 2)
            if typ in ("Dragged mooring", "Swamped/sunk", "Pontoon damage") and not storm:
                wind = rng.randint(22, 40)
            wind = max(0, min(wind, 48))
            launch = rng.random() < launch_p
            attended = launch or rng.random() < att
            agcy: list[str] = []
            if typ == "Oil/fuel spill" and rng.random() < 0.5:
                agcy.append("EA")
            if typ in (
                "Grounding",
                "MOB",
                "Fire",
                "Medical",
                "Swamped/sunk",
                "Oil/fuel spill",
            ) and rng.random() < (0.7 if typ == "MOB" else 0.25):
                agcy.append("Coastguard")
            if typ in ("MOB", "Grounding") and rng.random() < (0.5 if typ == "MOB" else 0.12):
                agcy.append("RNLI")
            if typ == "Medical" and rng.random() < 0.8:
                agcy.append("Ambulance")
            if typ == "Fire":
                agcy.append("Fire & Rescue")
            if typ in ("Noise/nuisance", "Speeding/wash") and rng.random() < 0.07:
                agcy.append("Police")
            rpt = _pick(
                rng,
                {
                    "Staff": 40,
                    "Berth holder": 20,
                    "Visitor": 14 if not stay else 30,
                    "Public": 15,
                    "Coastguard": 5 if "Coastguard" not in agcy else 40,
                },
            )
            ch: set[int] = set()
            if rpt == "Coastguard" or "Coastguard" in agcy:
                ch.update([16, 67])
            if launch and rng.random() < 0.75:
                ch.add(12)
            if rpt == "Visitor" and rng.random() < 0.4:
                ch.add(rng.choice([12, 80]))
            if typ == "Speeding/wash" and rng.random() < 0.3:
                ch.add(12)
            cost_p = {
                "Fouled prop": 0.5,
                "Oil/fuel spill": 0.55,
                "Swamped/sunk": 0.7,
                "Dragged mooring": 0.3,
                "Contact/collision": 0.2,
                "Pontoon damage": 0.25,
                "Lost tender": 0.05,
                "Grounding": 0.08,
            }.get(typ, 0.0)
            cost = None
            if rng.random() < cost_p:
                lo, hi = {
                    "Fouled prop": (95, 380),
                    "Oil/fuel spill": (120, 2400),
                    "Swamped/sunk": (350, 2400),
                    "Dragged mooring": (150, 900),
                    "Contact/collision": (80, 1200),
                    "Pontoon damage": (120, 1800),
                    "Lost tender": (45, 45),
                    "Grounding": (95, 450),
                }[typ]
                cost = round(rng.uniform(lo, hi) / 5) * 5.0 if hi > lo else float(lo)
            rows.append(
                {
                    "stayRef": stay["stay_no"] if stay else None,
                    "dtOcc": day,
                    "OccType": typ,
                    "loc": loc,
                    "hmDuty": _pick(rng, OFFICERS),
                    "rptBy": rpt,
                    "windKn": wind,
                    "vhfCh": sorted(ch),
                    "isLaunch": launch,
                    "ext_agcy": agcy,
                    "resp_min": (rng.randint(2, 12) if launch else rng.randint(5, 45))
                    if attended
                    else None,
                    "costGbp": cost,
                    "hmNotes": _note(rng, typ, loc, wind, stay, launch, agcy, cost, berth),
                }
            )
    # unpaid dues: chased after the vessel left without paying
    for s in stays:
        if s["payMeth"] == "Unpaid":
            d = s["dtDep"] + timedelta(days=rng.randint(0, 3))
            if d > EXPORT_DAY:
                d = EXPORT_DAY
            note = (
                f"{s['vessel']} ({s['Flag']}) left {s['brthRef']} without paying £{s['dues']:,.2f} for "
                f"{s['nts']} night{'s' if s['nts'] > 1 else ''}. "
                + rng.choice(
                    [
                        "Invoice sent to the address on the booking form.",
                        "Details passed to the next harbour along the coast.",
                        "Registration number noted, letter sent to the owner.",
                    ]
                )
            )
            rows.append(
                {
                    "stayRef": s["stay_no"],
                    "dtOcc": d,
                    "OccType": "Unpaid dues",
                    "loc": _zone_of(s["brthRef"], by_id),
                    "hmDuty": _pick(rng, OFFICERS),
                    "rptBy": "Staff",
                    "windKn": rng.randint(3, 20),
                    "vhfCh": [],
                    "isLaunch": False,
                    "ext_agcy": [],
                    "resp_min": None,
                    "costGbp": None,
                    "hmNotes": note,
                }
            )
    rows.sort(key=lambda x: (x["dtOcc"], x["OccType"], x["loc"]))
    return [{"occ_no": f"HM25-{i:04d}", **r} for i, r in enumerate(rows, start=1)]


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(15042)
    berths = _berths(rng)
    stays = _stays(rng, berths)
    log = _log(rng, berths, stays)
    return {"Brths": berths, "VisStays": stays, "HMLog": log}


def build(out: Path) -> Path:
    """Write `harbour-moorings/schema.json` and its three objects files under out."""
    formats = {"Brths": "csv", "VisStays": "jsonl", "HMLog": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
