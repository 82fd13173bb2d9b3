"""Write `commercial-laundry`: an invented commercial laundry's export, named tersely.

Brackwater Linen Services Ltd (BLS), an invented commercial laundry serving hotels, guest houses,
serviced apartments, care homes and nursing homes (every customer, town, person, signer and note
is made up; the trade's terms are the ordinary ones: linen hire / rental, customer-owned goods
(COG), par levels, pooled stock, CBW tunnel washers, washer-extractors, a barrier washer, HTM 01-04
thermal disinfection, red alginate bags, kylies, RMC, rewash, roll cages, PODs, shorts), exported
its systems the way an engineer exports them: abbreviated property names in mixed habits
(snake_case `acct_code`, `batch_id`, `hold_min`, `pct_rmc`, `pod_no`; camelCase `custName`,
`nBeds`, `svcTyp`, `delDays`, `rateKg`, `dtStart`, `dtRenew`, `isHTM`, `onStop`, `accMgr`,
`auditDts`, `acctRef`, `dtWash`, `wtKg`, `tempC`, `chemML`, `rejCodes`, `numRewash`, `loadedBy`,
`dtDel`, `dropSeq`, `cagesOut`, `cagesBack`, `soiledKg`, `minsLate`, `signedBy`, `shortItems`,
`isPartial`, `crReq`, `cageChk`, `drvNotes`; PascalCase `Sector`, `Route`, `LinenCat`, `AcctCode`;
glued lowercase `town`, `parlvl`, `minchg`, `pooled`, `mach`, `soil`, `redbag`, `prog`, `finish`,
`swabbed`, `run`, `driver`, `van`), abbreviated class names (`Accts`, `WshBtch`, `PODs`), terse
descriptions in the trade's shorthand, five properties with no description (`town`, `pooled`,
`soil`, `loadedBy`, `driver`) and one collection (`PODs`) with no class description.

- `Accts` (CSV): the customer account register, one row per account (site).
- `WshBtch` (JSON Lines): every wash batch processed from Mon 2025-02-17 to Sat 2025-03-15 on the
  two tunnel washers (CBW1, CBW2), the two washer-extractors (WE3, WE4) and the barrier washer
  (BW1). Pooled rental linen is washed across customers: its batches carry no account.
- `PODs` (Parquet, no class description): every delivery drop of the same four weeks, with the
  driver's notes (`drvNotes`, the one prose property).

Deterministic (one seeded `random.Random`). Usage: python build_terse_env_v25.py OUT
(writes OUT/commercial-laundry/schema.json and objects/).
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "commercial-laundry"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SIM_FROM = date(2025, 2, 3)  # simulated from here so that the first exported days have history
START, EXPORT_DAY = date(2025, 2, 17), date(2025, 3, 15)  # Monday to Saturday
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Accts",
        "Cust. a/c reg.",
        [
            ("acct_code", "text", "A/c #"),
            ("custName", "text", "Cust. (trading nm)"),
            ("Sector", "text", "Sect."),
            ("town", "text", None),
            ("nBeds", "int", "Rms/beds #"),
            ("svcTyp", "text", "Svc (rental/COG)"),
            ("Route", "text", "Std run"),
            ("delDays", "text[]", "Del. days"),
            ("parlvl", "int", "Par (sets/bed)"),
            ("rateKg", "number", "COG £/kg"),
            ("minchg", "number", "Min chg/wk, £"),
            ("dtStart", "date", "Contract start"),
            ("dtRenew", "date", "Renewal (blank=rolling)"),
            ("isHTM", "boolean", "HTM 01-04?"),
            ("onStop", "boolean", "On stop?"),
            ("pooled", "boolean", None),
            ("accMgr", "text", "AM"),
            ("auditDts", "date[]", "Linen rm audit dts"),
        ],
    ),
    (
        "WshBtch",
        "Wash btch log",
        [
            ("batch_id", "text", "Btch #"),
            ("acctRef", "text", "A/c (blank=pool)"),
            ("dtWash", "date", "Proc. dt"),
            ("mach", "text", "M/c"),
            ("LinenCat", "text", "Linen cat."),
            ("soil", "text", None),
            ("redbag", "boolean", "Red/alginate bag?"),
            ("prog", "int", "Wash prog #"),
            ("wtKg", "number", "Load wt, kg"),
            ("tempC", "int", "Main wash, C"),
            ("hold_min", "int", "Disinf. hold, min"),
            ("chemML", "number[]", "Dose ml (det/alk/perox/sour)"),
            ("pct_rmc", "number", "RMC, %"),
            ("rejCodes", "text[]", "Rej. reasons"),
            ("numRewash", "int", "Rewash pcs"),
            ("finish", "text", "Fin. route"),
            ("loadedBy", "text", None),
            ("swabbed", "boolean", "ATP swab?"),
        ],
    ),
    (
        "PODs",
        None,
        [
            ("pod_no", "text", "POD #"),
            ("AcctCode", "text", "A/c"),
            ("run", "text", "Run"),
            ("dtDel", "date", "Del. dt"),
            ("driver", "text", None),
            ("van", "text", "Veh."),
            ("dropSeq", "int", "Drop #"),
            ("cagesOut", "int", "Cages del."),
            ("cagesBack", "int", "Cages coll."),
            ("soiledKg", "number", "Soiled coll., kg"),
            ("minsLate", "int", "Mins late (blank=no slot)"),
            ("signedBy", "text", "Sig."),
            ("shortItems", "text[]", "Shorts"),
            ("isPartial", "boolean", "Part del.?"),
            ("crReq", "boolean", "Cr. req.?"),
            ("cageChk", "boolean[]", "Cage chk (clean/cover/segreg.)"),
            ("drvNotes", PROSE, "Drv notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# town: (weight for hotels, weight for guest houses, weight for care/nursing, weight for apts, runs)
TOWNS = {
    "Brackwater": (9, 1, 8, 6, ["CTY1", "CTY2"]),
    "Thornsea": (10, 12, 4, 3, ["E1", "E2"]),
    "Merebridge": (4, 2, 5, 1, ["N1"]),
    "Askerby": (3, 1, 4, 0, ["N1"]),
    "Wendlow": (4, 2, 5, 0, ["S1"]),
    "Pelham Wick": (3, 3, 3, 0, ["S2"]),
    "Caddow": (2, 1, 3, 0, ["S2"]),
    "Ravensholt": (4, 2, 4, 1, ["W1"]),
}
RUN_DRIVER = {
    "CTY1": "Gary Pocock",
    "CTY2": "Marta Zielinska",
    "E1": "Lee Stannard",
    "E2": "Darren Ashby",
    "N1": "Kofi Asare",
    "S1": "Steve Rudd",
    "S2": "Paul Kimber",
    "W1": "Jason Eldridge",
}
RELIEF = ["Tom Greaves", "Nadia Farooq"]
RUN_VAN = {
    "CTY1": "V01",
    "CTY2": "V02",
    "E1": "V03",
    "E2": "V04",
    "N1": "V05",
    "S1": "V06",
    "S2": "V07",
    "W1": "V08",
}
SPARE_VAN = "V09"
ACC_MGRS = {"Dana Whitlock": 3, "Sunil Mehra": 3, "Orla Kinsella": 2, "Ben Adeyemi": 2}
LOADERS_EARLY = ["K. Dobbs", "R. Varga", "M. Osei", "A. Begum"]
LOADERS_LATE = ["J. Thornley", "P. Lisowski", "L. Farrow", "S. Costa"]

HOTEL_BASES = [
    "Harbour View",
    "Grange Park",
    "Kingsmead",
    "Belvedere",
    "Mill House",
    "Quayside",
    "Ashdown",
    "Saltings",
    "Wolds Edge",
    "Priory",
    "Linden",
    "Marram",
    "Seacrest",
    "Ferndene",
    "Hollins",
    "Cliff Top",
    "Esplanade",
    "Lantern",
    "Old Rectory",
    "Coach House",
    "Wheatsheaf",
    "Tollgate",
    "Whitecliff",
    "Anchorage",
    "Copper Beech",
    "Beacon",
    "Fairhaven",
    "Gull Rock",
    "Kestrel",
    "Sandpiper",
    "Greystones",
    "Driftwood",
    "Lakeside",
    "Malt House",
    "Larkfield",
    "Rook's Nest",
    "Holly Bank",
    "Briarwood",
    "Cedar Lodge",
    "Bellamy's",
    "Thornsea Bay",
    "Merebridge Court",
    "Wendlow Manor",
    "Ravensholt Hall",
    "Pelham",
    "Swan",
    "Ship",
    "Crown",
    "Orchard",
    "Pier",
    "Abbey Gate",
    "Bridge End",
    "Falconer's",
]
HOTEL_KINDS = {"Hotel": 6, "House Hotel": 2, "Inn": 1, "Lodge": 1, "Arms": 1}
GH_BASES = [
    "Seaspray",
    "Rosemount",
    "Harbour Lights",
    "Bay Tree",
    "Clifton Villa",
    "Gables",
    "Heron's Rest",
    "Kittiwake",
    "Sea Holly",
    "Westcliff",
    "Tides Reach",
    "Marine View",
    "Beach Croft",
    "Lavender",
    "Sunnyside",
    "Ocean Rise",
    "Dunmore",
    "Rockpool",
    "Shoreline",
    "Chestnut",
    "Wisteria",
    "Albany",
    "Halyard",
    "Puffin",
]
GH_KINDS = {"Guest House": 3, "B&B": 2}
CARE_BASES = [
    "Elmfield",
    "Meadowbank",
    "Larchwood",
    "Primrose",
    "Ashgrove",
    "Willowmere",
    "Beechcroft",
    "Fernlea",
    "Rowan Bank",
    "Haldon",
    "Cherry Tree",
    "Brookside",
    "Greenacres",
    "Hawthorn",
    "Lilac",
    "Mayfield",
    "Oak Tree",
    "Parkview",
    "Redwood",
    "Sycamore",
    "The Laurels",
    "Three Elms",
    "Westbury",
    "Honeysuckle",
    "Bramley",
    "Foxglove",
    "Kingfisher",
    "Millbrook",
    "Cedars",
    "Riverbank",
    "Orchard House",
    "Highfield",
    "Lindum",
    "Heatherlea",
    "Applegarth",
    "Moorlands",
    "St Cuthbert's",
    "Bluebell",
    "Chapel Garth",
    "Ivy Bank",
]
CARE_KINDS = {"Care Home": 4, "House": 3, "Lodge": 1, "Court": 1}
NURSING_BASES = [
    "St Aldric's",
    "Brookvale",
    "Thornleigh",
    "Ladywell",
    "Holmwood",
    "Abbotsford",
    "Grangewood",
    "Seaview",
    "Marlowe House",
    "Dovecote",
    "Wellspring",
    "Penhallow",
    "Carrick",
    "Stonebridge",
    "Hillcrest",
    "Ravenscar",
]
APT_NAMES = [
    "Quay Apartments",
    "The Wharf Suites",
    "Portside Serviced Apartments",
    "Castle Mews Apartments",
    "Foundry Lofts",
    "Station Square Suites",
    "Merchant's Yard Apartments",
    "Seafront Residences",
    "The Old Post Office Apartments",
    "Granary Wharf Suites",
    "Clocktower Apartments",
]
SURNAMES = [
    "Patel",
    "Marsh",
    "Okoye",
    "Hughes",
    "Walsh",
    "Bennett",
    "Nowak",
    "Reid",
    "Khan",
    "Price",
    "Doyle",
    "Fletcher",
    "Ahmed",
    "Lowe",
    "Sharpe",
    "Moss",
    "Quinn",
    "Barker",
    "Hart",
    "Lyons",
    "Mistry",
    "Cole",
    "Pearce",
    "Dunn",
    "Webb",
    "Hale",
    "Booth",
    "Kerr",
    "Holt",
    "Rees",
    "Gill",
    "Naylor",
    "Osborne",
    "Sykes",
    "Tran",
    "Vaughan",
    "Wade",
    "Yates",
    "Ferreira",
    "Cross",
]
INITIALS = "ABCDEGHJKLMNPRSTVW"
HOTEL_ROLES = ["Reception", "Housekeeping", "Night porter", "Head housekeeper"]
CARE_ROLES = ["Nurse in charge", "Deputy manager", "Laundry asst", "Reception"]

POOL_FLAT = {"Sheets": 30, "Duvet covers": 15, "Pillowslips": 9}
POOL_TOWEL = {"Bath towels": 26, "Hand towels": 11, "Bath mats": 6}
RENTAL_CATS = [
    "Sheets",
    "Duvet covers",
    "Pillowslips",
    "Bath towels",
    "Hand towels",
    "Bath mats",
    "Robes",
]
FLAT = {"Sheets", "Duvet covers", "Pillowslips", "Table linen"}

# programme: (temperature, hold range or None, finish route)
PROGS = {
    1: (60, None),
    2: (65, None),
    3: (60, None),
    4: (75, None),
    5: (75, None),
    7: (71, (3, 4)),
    8: (65, (10, 12)),
    9: (40, None),
    11: (75, (3, 5)),
    12: (71, (3, 4)),
    14: (60, (10, 11)),
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _days(start: date, end: date) -> list[date]:
    out, d = [], start
    while d <= end:
        if d.weekday() < 6:
            out.append(d)
        d += timedelta(days=1)
    return out


def _person(rng: random.Random) -> str:
    return f"{rng.choice(INITIALS)}. {rng.choice(SURNAMES)}"


# ---- accounts ------------------------------------------------------------------------------


def _accounts(rng: random.Random) -> list[dict]:
    plan = [
        ("Hotel", 58),
        ("Guest house", 22),
        ("Care home", 40),
        ("Nursing home", 18),
        ("Serv. apts", 10),
    ]
    prefix = {
        "Hotel": "H",
        "Guest house": "G",
        "Care home": "C",
        "Nursing home": "N",
        "Serv. apts": "S",
    }
    numbers = rng.sample(range(1012, 4990), 148)
    hotel_bases = rng.sample(HOTEL_BASES, 53)
    gh_bases = rng.sample(GH_BASES, 22)
    care_bases = rng.sample(CARE_BASES, 36)
    nursing_bases = rng.sample(NURSING_BASES, 16)
    apt_names = rng.sample(APT_NAMES, 10)
    accts = []
    k = 0
    for sector, n in plan:
        for i in range(n):
            twi = {
                "Hotel": 0,
                "Guest house": 1,
                "Care home": 2,
                "Nursing home": 2,
                "Serv. apts": 3,
            }[sector]
            town = _pick(rng, {t: v[twi] for t, v in TOWNS.items() if v[twi]})
            if sector == "Hotel":
                if i < 5:
                    name = "Staymore Inn"
                    town = ["Brackwater", "Thornsea", "Merebridge", "Wendlow", "Ravensholt"][i]
                else:
                    base = hotel_bases[i - 5]
                    kind = _pick(rng, HOTEL_KINDS)
                    name = (
                        "The " if rng.random() < 0.35 and not base.endswith("'s") else ""
                    ) + f"{base} {kind}"
                    if base in (
                        "Cedar Lodge",
                        "Wendlow Manor",
                        "Ravensholt Hall",
                        "Merebridge Court",
                        "Mill House",
                        "Coach House",
                        "Malt House",
                        "Old Rectory",
                    ):
                        name = f"The {base}" if kind != "Hotel" else f"{base} Hotel"
                rooms = (
                    60 + rng.randint(0, 30)
                    if name == "Staymore Inn"
                    else int(min(180, max(12, rng.lognormvariate(3.6, 0.55))))
                )
            elif sector == "Guest house":
                name = f"{gh_bases[i]} {_pick(rng, GH_KINDS)}"
                rooms = rng.randint(5, 14)
            elif sector == "Care home":
                if i < 4:
                    name = "Hollyfield Care"
                    town = ["Brackwater", "Askerby", "Pelham Wick", "Caddow"][i]
                else:
                    name = f"{care_bases[i - 4]} {_pick(rng, CARE_KINDS)}"
                    if care_bases[i - 4] in (
                        "The Laurels",
                        "The Cedars",
                        "Orchard House",
                        "Cedars",
                    ):
                        name = care_bases[i - 4] if care_bases[i - 4] != "Cedars" else "The Cedars"
                rooms = rng.randint(18, 62)
            elif sector == "Nursing home":
                if i < 2:
                    name = "Oakhaven Nursing Home"
                    town = ["Merebridge", "Wendlow"][i]
                else:
                    name = (
                        nursing_bases[i - 2]
                        if nursing_bases[i - 2].endswith("House")
                        else f"{nursing_bases[i - 2]} Nursing Home"
                    )
                rooms = rng.randint(30, 92)
            else:
                name = apt_names[i]
                rooms = rng.randint(8, 40)
            if sector == "Hotel":
                svc = _pick(rng, {"Rental": 14, "Rental+COG": 4, "COG": 2})
                if name == "Staymore Inn":
                    svc = "Rental"
            elif sector == "Guest house":
                svc = _pick(rng, {"Rental": 9, "COG": 1})
            elif sector == "Care home":
                svc = _pick(rng, {"COG": 9, "Rental+COG": 9, "Rental": 2})
            elif sector == "Nursing home":
                svc = _pick(rng, {"Rental+COG": 6, "COG": 3, "Rental": 1})
            else:
                svc = "Rental"
            runs = TOWNS[town][4]
            route = runs[0] if len(runs) == 1 else rng.choice(runs)
            # delivery days
            if sector == "Hotel":
                per_week = 6 if rooms >= 70 else (3 if rooms >= 28 else 2)
            elif sector == "Guest house":
                per_week = rng.choice([1, 2, 2])
            elif sector in ("Care home", "Nursing home"):
                per_week = 3 if rooms >= 40 else 2
            else:
                per_week = 2
            if per_week == 6:
                days = list(WEEKDAYS)
            elif per_week == 3:
                days = rng.choice([["Mon", "Wed", "Fri"], ["Tue", "Thu", "Sat"]])
            elif per_week == 2:
                days = rng.choice([["Mon", "Thu"], ["Tue", "Fri"], ["Wed", "Sat"]])
            else:
                days = [rng.choice(["Tue", "Thu", "Fri"])]
            rental = svc in ("Rental", "Rental+COG")
            cog = svc in ("COG", "Rental+COG")
            care = sector in ("Care home", "Nursing home")
            if rental:
                par = (
                    rng.choice([4, 4, 5])
                    if care
                    else (rng.choice([3, 3, 3, 4]) if sector != "Serv. apts" else 3)
                )
            else:
                par = None
            rate = round(rng.uniform(1.42, 2.38), 2) if cog else None
            weekly = rooms * (3.3 if care else 2.2) * per_week**0.2
            minchg = round(max(35.0, weekly * rng.uniform(0.8, 1.6)), 2)
            start = date(2009, 1, 1) + timedelta(days=rng.randint(0, 5800))
            if k in (7, 61, 103):  # three accounts that started during the export's weeks
                start = [date(2025, 2, 24), date(2025, 3, 3), date(2025, 3, 10)][
                    (7, 61, 103).index(k)
                ]
            renew = None
            if rng.random() > 0.3:
                renew = date(2025, 3, 31) + timedelta(days=rng.randint(0, 1000))
                if start > date(2025, 1, 1):
                    renew = date(start.year + 3, start.month, start.day)
            htm = sector == "Nursing home" or (sector == "Care home" and rng.random() < 0.88)
            pooled = rental and not (
                sector == "Hotel" and rooms >= 55 and rng.random() < 0.55 and name != "Staymore Inn"
            )
            audits = []
            n_aud = rng.choices([0, 1, 2, 3], weights=[2, 4, 3, 2] if care else [9, 4, 1, 0])[0]
            for _ in range(n_aud):
                a = date(2024, 3, 1) + timedelta(days=rng.randint(0, 378))
                while a.weekday() >= 5:
                    a += timedelta(days=1)
                if a > date(2025, 3, 14):
                    a = date(2025, 3, 14)
                if a >= start and all(abs((a - x).days) > 40 for x in audits):
                    audits.append(a)
            audits.sort()
            accts.append(
                {
                    "acct_code": f"{prefix[sector]}{numbers[k]}",
                    "custName": name,
                    "Sector": sector,
                    "town": town,
                    "nBeds": rooms,
                    "svcTyp": svc,
                    "Route": route,
                    "delDays": days,
                    "parlvl": par,
                    "rateKg": rate,
                    "minchg": minchg,
                    "dtStart": start,
                    "dtRenew": renew,
                    "isHTM": htm,
                    "onStop": False,
                    "pooled": pooled,
                    "accMgr": _pick(rng, ACC_MGRS),
                    "auditDts": audits,
                    "_occ": rng.uniform(0.55, 0.85) if not care else rng.uniform(0.85, 0.98),
                    "_slot": rng.random() < (0.85 if sector == "Hotel" else 0.9 if care else 0.1),
                    "_stop": None,
                    "_signers": [],
                    "_access": rng.choice(
                        [
                            "rear service door",
                            "goods entrance",
                            "linen room",
                            "side gate",
                            "kitchen door",
                            "basement lift",
                            "main entrance",
                        ]
                    ),
                }
            )
            k += 1
    # six accounts go on stop during the export's weeks: no delivery from that day
    for a in rng.sample([x for x in accts if x["dtStart"] < START], 6):
        a["onStop"] = True
        a["_stop"] = START + timedelta(days=rng.randint(5, 22))
    for a in accts:
        roles = CARE_ROLES if a["Sector"] in ("Care home", "Nursing home") else HOTEL_ROLES
        n = rng.randint(1, 3)
        signers = [_person(rng) for _ in range(n)]
        if rng.random() < 0.6:
            signers.append(rng.choice(roles))
        a["_signers"] = signers
    accts.sort(key=lambda x: x["acct_code"])
    return accts


# ---- deliveries ---------------------------------------------------------------------------


def _kg(rng: random.Random, a: dict, gap: int) -> float:
    per = {
        "Hotel": 1.0,
        "Guest house": 0.9,
        "Serv. apts": 0.75,
        "Care home": 1.1,
        "Nursing home": 1.3,
    }[a["Sector"]]
    kg = a["nBeds"] * a["_occ"] * per * min(gap, 4) * rng.uniform(0.8, 1.2)
    return round(max(4.0, kg) * 2) / 2


def _gap(a: dict, d: date) -> int:
    idx = [WEEKDAYS.index(x) for x in a["delDays"]]
    for back in range(1, 8):
        if (d - timedelta(days=back)).weekday() in idx:
            return back
    return 7


def _note(rng: random.Random, a: dict, p: dict, t: str) -> str:
    care = a["Sector"] in ("Care home", "Nursing home")
    parts = [
        rng.choice(
            [
                f"Arrived {t}, in via the {a['_access']}.",
                f"Dropped at the {a['_access']} at {t}.",
                f"On site {t}, unloaded at the {a['_access']}.",
                f"Delivered {t} to the {a['_access']}.",
            ]
        )
    ]
    if p["signedBy"] is None:
        parts.append(
            rng.choice(
                [
                    "Nobody about to sign, left in the linen room as agreed.",
                    "No answer at the door, used the keysafe and left cages inside.",
                    "Unsigned, staff busy, photo taken of the cages in place.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    f"Signed for by {p['signedBy']}.",
                    f"{p['signedBy']} signed the POD.",
                    f"POD signed by {p['signedBy']} on the handset.",
                ]
            )
        )
    if p["soiledKg"] is None:
        parts.append(
            rng.choice(
                [
                    "No soiled ready for collection today.",
                    "Nothing to collect, soiled not bagged up yet.",
                    "Soiled store empty, told them we collect next drop.",
                ]
            )
        )
    else:
        cages = "1 cage" if p["cagesBack"] == 1 else f"{p['cagesBack']} cages"
        parts.append(
            rng.choice(
                [
                    f"{p['cagesOut']} clean in, {p['cagesBack']} soiled out.",
                    f"Swapped {p['cagesOut']} clean for {p['cagesBack']} soiled.",
                    f"Took {cages} of soiled, about {int(p['soiledKg'])} kg on the scale.",
                ]
            )
        )
    if p["shortItems"]:
        items = " and ".join(x.lower() for x in p["shortItems"])
        parts.append(
            rng.choice(
                [
                    f"Short on {items}, housekeeping told it follows next drop.",
                    f"Delivery short {items}, customer not happy.",
                    f"Shorts: {items}. Office informed.",
                ]
            )
        )
    if p["minsLate"] and p["minsLate"] > 20:
        parts.append(
            rng.choice(
                [
                    f"Held up at the level crossing, {p['minsLate']} min past the slot.",
                    f"Traffic at the ring road lights, {p['minsLate']} min late.",
                    f"Late by {p['minsLate']} min after the previous drop overran.",
                ]
            )
        )
    if not all(p["cageChk"]):
        if not p["cageChk"][1]:
            parts.append("Cage covers missing, used spare sheets to cover the clean.")
        elif not p["cageChk"][0]:
            parts.append("One cage not cleaned since last trip, flagged to the yard.")
        else:
            parts.append(
                "Soiled and clean ended up side by side in the van, rearranged before next drop."
            )
    if care and rng.random() < 0.3:
        parts.append(
            rng.choice(
                [
                    "Red bags kept separate at the back of the cage.",
                    "Two red bags in the soiled, bagged and tagged correctly.",
                    "Reminded staff red bags must not be overfilled.",
                    "Name tags missing on a few residents' items, told the laundry asst.",
                ]
            )
        )
    if p["crReq"]:
        parts.append(
            rng.choice(
                [
                    "Manager asked for a credit on this delivery.",
                    "Customer wants a credit note, passed to the office.",
                ]
            )
        )
    if rng.random() < 0.25:
        parts.append(
            rng.choice(
                [
                    "Parking tight, had to use the loading bay.",
                    "Gate code changed, got it from reception.",
                    "Roll cage wheel sticking, needs looking at.",
                    "Asked about extra bath mats for the weekend.",
                    "Reception asked if we can come earlier on Fridays.",
                    "Lift out of order, used the ramp.",
                ]
            )
        )
    text = " ".join(parts)
    words = text.split()
    if len(words) > 50:
        text = " ".join(words[:50]).rstrip(",.") + "."
    return text


def _deliveries(rng: random.Random, accts: list[dict]) -> list[dict]:
    days = _days(SIM_FROM, EXPORT_DAY)
    order = {a["acct_code"]: rng.random() for a in accts}  # position on its run
    drops: list[dict] = []
    for d in days:
        wd = WEEKDAYS[d.weekday()]
        todays: dict[str, list[dict]] = {}
        for a in accts:
            if wd not in a["delDays"] or a["dtStart"] > d or (a["_stop"] and d >= a["_stop"]):
                continue
            if rng.random() < 0.015:  # cancelled by the customer
                continue
            run = a["Route"]
            if rng.random() < 0.03:
                run = rng.choice([r for r in RUN_DRIVER if r != a["Route"]])
            todays.setdefault(run, []).append(a)
        for run in RUN_DRIVER:
            if run not in todays:
                continue
            lst = sorted(todays[run], key=lambda x: (x["Route"] != run, order[x["acct_code"]]))
            off = hash_day(run) == d.weekday()
            driver = RUN_DRIVER[run] if not off else RELIEF[(d.toordinal() + len(run)) % 2]
            if rng.random() < 0.04:
                driver = rng.choice(RELIEF)
            van = RUN_VAN[run] if rng.random() > 0.05 else SPARE_VAN
            minute = 6 * 60 + 30 + rng.randint(0, 40)
            for seq, a in enumerate(lst, start=1):
                minute += rng.randint(14, 38)
                t = f"{minute // 60:02d}:{minute % 60:02d}"
                gap = _gap(a, d)
                kg = None if rng.random() < 0.04 else _kg(rng, a, gap)
                back = 0 if kg is None else max(1, math.ceil(kg / rng.uniform(80, 105)))
                out = max(1, math.ceil(_kg(rng, a, gap) / rng.uniform(90, 115)))
                late = None
                if a["_slot"]:
                    late = (
                        0
                        if rng.random() < 0.79
                        else rng.choice(
                            [
                                rng.randint(5, 30),
                                rng.randint(5, 30),
                                rng.randint(20, 75),
                                rng.randint(40, 110),
                            ]
                        )
                    )
                shorts: list[str] = []
                rental = a["svcTyp"] != "COG"
                if rental and rng.random() < 0.11:
                    cats = RENTAL_CATS[:6] + (["Robes"] if not a["pooled"] else [])
                    shorts = rng.sample(cats, rng.choices([1, 2, 3], weights=[7, 3, 1])[0])
                partial = bool(shorts) and rng.random() < 0.55
                cr = (
                    (partial and rng.random() < 0.25)
                    or (late is not None and late > 45 and rng.random() < 0.15)
                    or rng.random() < 0.008
                )
                chk = [rng.random() > 0.025, rng.random() > 0.03, rng.random() > 0.015]
                signed = None if rng.random() < 0.08 else rng.choice(a["_signers"])
                p = {
                    "AcctCode": a["acct_code"],
                    "run": run,
                    "dtDel": d,
                    "driver": driver,
                    "van": van,
                    "dropSeq": seq,
                    "cagesOut": out,
                    "cagesBack": back,
                    "soiledKg": kg,
                    "minsLate": late,
                    "signedBy": signed,
                    "shortItems": shorts,
                    "isPartial": partial,
                    "crReq": cr,
                    "cageChk": chk,
                    "drvNotes": "",
                    "_acct": a,
                    "_t": minute,
                }
                p["drvNotes"] = _note(rng, a, p, t)
                drops.append(p)
    return drops


def hash_day(run: str) -> int:
    """The regular driver's day off (0 = Monday ... 5 = Saturday), fixed per run."""
    return {"CTY1": 0, "CTY2": 5, "E1": 2, "E2": 3, "N1": 5, "S1": 1, "S2": 4, "W1": 5}[run]


# ---- wash batches -------------------------------------------------------------------------


def _batch(
    rng: random.Random,
    d: date,
    acct: str | None,
    mach: str,
    cat: str,
    soil: str,
    prog: int,
    wt: float,
    redbag: bool = False,
) -> dict:
    temp, hold = PROGS[prog]
    whites = cat in (
        "Sheets",
        "Duvet covers",
        "Pillowslips",
        "Table linen",
        "Bath towels",
        "Hand towels",
        "Robes",
    ) and prog not in (9, 14)
    det = wt * rng.uniform(4.0, 7.0) * (1.3 if soil in ("Heavy", "Foul") else 1.0)
    alk = wt * rng.uniform(2.0, 4.0) if prog != 9 else wt * rng.uniform(0.5, 1.2)
    perox = (
        0.0
        if not whites
        else wt * (rng.uniform(4.0, 6.0) if cat == "Table linen" else rng.uniform(1.5, 3.0))
    )
    sour = wt * rng.uniform(0.8, 1.5)
    if mach in ("CBW1", "CBW2"):
        rmc = rng.uniform(44.0, 50.0) if cat in FLAT else rng.uniform(48.0, 55.0)
    elif mach == "BW1":
        rmc = rng.uniform(55.0, 62.0)
    else:
        rmc = rng.uniform(50.0, 58.0)
    rej_p = {
        "Table linen": 0.25,
        "Sheets": 0.1,
        "Duvet covers": 0.07,
        "Pillowslips": 0.08,
        "Bath towels": 0.09,
        "Hand towels": 0.07,
        "Bath mats": 0.05,
        "Robes": 0.06,
        "Personal clothing": 0.08,
        "Kylies": 0.05,
        "Uniforms": 0.04,
    }[cat]
    rej: list[str] = []
    if rng.random() < rej_p:
        pool = {
            "Table linen": ["stain", "stain", "stain", "hole", "scorch"],
            "Sheets": ["stain", "torn", "hole", "grey"],
            "Duvet covers": ["stain", "torn", "hole"],
            "Pillowslips": ["stain", "grey", "torn"],
            "Bath towels": ["stain", "frayed", "grey"],
            "Hand towels": ["stain", "frayed", "grey"],
            "Bath mats": ["frayed", "stain"],
            "Robes": ["stain", "frayed"],
            "Personal clothing": ["tag missing", "shrunk", "stain", "torn"],
            "Kylies": ["torn", "frayed"],
            "Uniforms": ["stain", "torn"],
        }[cat]
        rej = sorted(set(rng.choices(pool, k=rng.choices([1, 2, 3], weights=[7, 3, 1])[0])))
    rewash = rng.randint(1, 18) if ("stain" in rej or "grey" in rej) else 0
    if cat in FLAT and cat != "Table linen" or (cat == "Table linen"):
        fin = "Ironer"
    elif cat == "Kylies":
        fin = "Dry only"
    elif cat in ("Uniforms",) or (cat == "Personal clothing" and rng.random() < 0.35):
        fin = "Tunnel fin."
    else:
        fin = "Tumble/fold"
    swab = rng.random() < (0.22 if mach == "BW1" else 0.08 if hold else 0.025)
    return {
        "acctRef": acct,
        "dtWash": d,
        "mach": mach,
        "LinenCat": cat,
        "soil": soil,
        "redbag": redbag,
        "prog": prog,
        "wtKg": round(wt, 1),
        "tempC": temp,
        "hold_min": None if hold is None else rng.randint(*hold),
        "chemML": [round(det, 1), round(alk, 1), round(perox, 1), round(sour, 1)],
        "pct_rmc": round(rmc, 1),
        "rejCodes": rej,
        "numRewash": rewash,
        "finish": fin,
        "loadedBy": "",
        "swabbed": swab,
        "_t": rng.random(),
    }


def _split(rng: random.Random, kg: float, cap: float, lo: float) -> list[float]:
    """Loads of at most `cap` kg for `kg`; the remainder under `lo` is carried to the next day."""
    loads = []
    while kg >= cap:
        w = rng.uniform(cap * 0.86, cap)
        loads.append(w)
        kg -= w
    if kg >= lo:
        loads.append(kg)
        kg = 0.0
    return loads + [-kg] if kg else loads


def _soil(rng: random.Random, weights: dict) -> str:
    return _pick(rng, weights)


def _batches(rng: random.Random, drops: list[dict]) -> list[dict]:
    prod_days = _days(SIM_FROM, EXPORT_DAY)
    by_day: dict[date, list[dict]] = {}
    for p in drops:
        by_day.setdefault(p["dtDel"], []).append(p)
    carry: dict[tuple, float] = {}
    batches: list[dict] = []

    def loads(key: tuple, kg: float, cap: float, lo: float) -> list[float]:
        kg += carry.get(key, 0.0)
        out = _split(rng, kg, cap, lo)
        if out and out[-1] < 0:
            carry[key] = -out.pop()
        else:
            carry[key] = 0.0
        return out

    for i, d in enumerate(prod_days[1:], start=1):
        prev = prod_days[i - 1]
        hotel_pool: dict[str, float] = {}
        care_pool: dict[str, float] = {}
        today: list[dict] = []
        for p in by_day.get(prev, []):
            a = p["_acct"]
            kg = p["soiledKg"]
            if kg is None:
                continue
            care = a["Sector"] in ("Care home", "Nursing home")
            svc = a["svcTyp"]
            rental_share = (
                1.0 if svc == "Rental" else 0.0 if svc == "COG" else (0.45 if care else 0.75)
            )
            rkg, ckg = kg * rental_share, kg * (1 - rental_share)
            if rkg:
                if care:
                    for cat, w in {
                        "Sheets": 45,
                        "Pillowslips": 12,
                        "Bath towels": 30,
                        "Hand towels": 13,
                    }.items():
                        care_pool[cat] = care_pool.get(cat, 0.0) + rkg * w / 100
                elif a["pooled"]:
                    shares = {**POOL_FLAT, **POOL_TOWEL}
                    tot = sum(shares.values())
                    for cat, w in shares.items():
                        hotel_pool[cat] = hotel_pool.get(cat, 0.0) + rkg * w / tot
                else:  # dedicated (own-branded) rental stock, washed as the account's batches
                    shares = {**POOL_FLAT, **POOL_TOWEL, "Robes": 5}
                    tot = sum(shares.values())
                    for cat, w in shares.items():
                        for wt in loads((a["acct_code"], cat), rkg * w / tot, 55.0, 30.0):
                            mach = (
                                ("CBW1" if cat in FLAT else "CBW2")
                                if wt >= 35
                                else rng.choice(["WE3", "WE4"])
                            )
                            soil = _soil(
                                rng,
                                {"Light": 5, "Med.": 4, "Heavy": 1}
                                if cat in FLAT
                                else {"Light": 3, "Med.": 5, "Heavy": 2},
                            )
                            prog = (
                                (1 if soil == "Light" else 2)
                                if cat in FLAT
                                else (4 if cat == "Bath mats" or soil == "Heavy" else 3)
                            )
                            today.append(_batch(rng, d, a["acct_code"], mach, cat, soil, prog, wt))
            if ckg:
                if care:
                    # a red (alginate) bag of infected linen now and then: barrier washer
                    if rng.random() < 0.16:
                        wt = min(ckg * 0.4, rng.uniform(4.0, 16.0))
                        ckg -= wt
                        cat = _pick(rng, {"Personal clothing": 4, "Sheets": 2, "Kylies": 2})
                        today.append(
                            _batch(
                                rng,
                                d,
                                a["acct_code"],
                                "BW1",
                                cat,
                                _soil(rng, {"Foul": 3, "Heavy": 1}),
                                11,
                                wt,
                                redbag=True,
                            )
                        )
                    shares = {"Personal clothing": 55, "Kylies": 20, "Uniforms": 10}
                    if svc == "COG":
                        shares.update({"Sheets": 25, "Bath towels": 15})
                    tot = sum(shares.values())
                    for cat, w in shares.items():
                        part = ckg * w / tot
                        if (
                            cat == "Personal clothing"
                        ):  # residents' own clothes: back on the next drop
                            for wt in loads((a["acct_code"], cat), part, 58.0, 9.0):
                                prog = 9 if rng.random() < 0.55 else 8
                                soil = _soil(rng, {"Light": 2, "Med.": 5, "Heavy": 2, "Foul": 1})
                                today.append(
                                    _batch(
                                        rng,
                                        d,
                                        a["acct_code"],
                                        rng.choice(["WE3", "WE4"]),
                                        cat,
                                        soil,
                                        prog,
                                        wt,
                                    )
                                )
                        elif cat == "Kylies":
                            for wt in loads((a["acct_code"], cat), part, 38.0, 22.0):
                                soil = _soil(rng, {"Foul": 6, "Heavy": 4})
                                mach = "BW1" if soil == "Foul" else "WE4"
                                today.append(
                                    _batch(rng, d, a["acct_code"], mach, cat, soil, 12, wt)
                                )
                        elif cat == "Uniforms":
                            for wt in loads((a["acct_code"], cat), part, 45.0, 25.0):
                                today.append(
                                    _batch(
                                        rng,
                                        d,
                                        a["acct_code"],
                                        "WE3",
                                        cat,
                                        _soil(rng, {"Light": 3, "Med.": 5, "Heavy": 1}),
                                        14,
                                        wt,
                                    )
                                )
                        else:
                            for wt in loads((a["acct_code"], cat), part, 58.0, 20.0):
                                today.append(
                                    _batch(
                                        rng,
                                        d,
                                        a["acct_code"],
                                        rng.choice(["WE3", "WE4"]),
                                        cat,
                                        _soil(rng, {"Light": 2, "Med.": 5, "Heavy": 3}),
                                        7,
                                        wt,
                                    )
                                )
                else:
                    if svc == "COG":
                        shares = {
                            "Sheets": 30,
                            "Duvet covers": 12,
                            "Pillowslips": 8,
                            "Bath towels": 25,
                            "Hand towels": 10,
                            "Table linen": 15,
                        }
                    else:
                        shares = {"Table linen": 70, "Robes": 30}
                    tot = sum(shares.values())
                    for cat, w in shares.items():
                        for wt in loads((a["acct_code"], cat), ckg * w / tot, 55.0, 15.0):
                            mach = (
                                ("CBW1" if cat in FLAT else "CBW2")
                                if wt >= 40
                                else rng.choice(["WE3", "WE4"])
                            )
                            soil = _soil(rng, {"Light": 4, "Med.": 5, "Heavy": 2})
                            if cat == "Table linen":
                                prog = 5
                            elif cat in FLAT:
                                prog = 1 if soil == "Light" else 2
                            else:
                                prog = 4 if soil == "Heavy" else 3
                            today.append(_batch(rng, d, a["acct_code"], mach, cat, soil, prog, wt))
        for cat, kg in hotel_pool.items():
            for wt in loads(("POOL", cat), kg, 60.0, 40.0):
                mach = "CBW1" if cat in FLAT else "CBW2"
                if cat in FLAT:
                    soil = _soil(rng, {"Light": 11, "Med.": 8, "Heavy": 1})
                    prog = 1 if soil == "Light" else 2
                else:
                    soil = _soil(rng, {"Light": 6, "Med.": 10, "Heavy": 3})
                    prog = 4 if cat == "Bath mats" or soil == "Heavy" else 3
                today.append(_batch(rng, d, None, mach, cat, soil, prog, wt))
        for cat, kg in care_pool.items():
            for wt in loads(("CAREPOOL", cat), kg, 60.0, 40.0):
                mach = "CBW1" if cat in FLAT else "CBW2"
                soil = _soil(rng, {"Light": 3, "Med.": 8, "Heavy": 4})
                today.append(_batch(rng, d, None, mach, cat, soil, 7, wt))
        if d < START:
            continue
        today.sort(key=lambda b: b["_t"])
        crew = LOADERS_EARLY if d.toordinal() % 2 == 0 else LOADERS_LATE
        other = LOADERS_LATE if crew is LOADERS_EARLY else LOADERS_EARLY
        for j, b in enumerate(today):
            team = crew if j < len(today) * 0.55 else other
            b["loadedBy"] = {
                "CBW1": team[0],
                "CBW2": team[1],
                "WE3": team[2],
                "WE4": team[2],
                "BW1": team[3],
            }[b["mach"]]
            if rng.random() < 0.05:
                b["loadedBy"] = rng.choice(team)
        batches.extend(today)
    for i, b in enumerate(batches, start=11874):
        b["batch_id"] = f"B25-{i:05d}"
        del b["_t"]
    return [{"batch_id": b.pop("batch_id"), **b} for b in batches]


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(25025)
    accts = _accounts(rng)
    drops = _deliveries(rng, accts)
    batches = _batches(rng, drops)
    pods = [p for p in drops if p["dtDel"] >= START]
    pods.sort(key=lambda p: (p["dtDel"], p["run"], p["dropSeq"]))
    out_pods = []
    for i, p in enumerate(pods, start=1):
        row = {"pod_no": f"POD25-{i:04d}"}
        row.update({k: v for k, v in p.items() if not k.startswith("_")})
        out_pods.append(row)
    out_accts = [{k: v for k, v in a.items() if not k.startswith("_")} for a in accts]
    return {"Accts": out_accts, "WshBtch": batches, "PODs": out_pods}


def build(out: Path) -> Path:
    """Write `commercial-laundry/schema.json` and its three objects files under out."""
    formats = {"Accts": "csv", "WshBtch": "jsonl", "PODs": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
