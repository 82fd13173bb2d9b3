"""Write `car-parks`: an invented council car park operator's export, named tersely.

Tarnbury District Council, an invented district council (every town, car park, vehicle registration,
permit holder, civil enforcement officer and note is made up; the parking trade's terms are the
ordinary ones), exported its off-street parking system the way an engineer exports it: abbreviated
property names in mixed habits (snake_case `cp_code`, `htBar_m`, `sess_id`, `start_hr`, `amt_gbp`,
`pcn_no`; camelCase `cpTyp`, `nSpaces`, `numBB`, `pctOcc`, `tariffGbp`, `payOpts`, `yrOpen`,
`dtTariff`, `cpRef`, `payBy`, `dtSess`, `minsPd`, `extMins`, `stayMins`, `isEV`, `sessRef`, `dtIss`,
`obsMins`, `nPics`, `cancRsn`, `paidGbp`, `dtPaid`, `isDisc`, `dtsCorr`, `ceoNotes`; PascalCase
`SiteNm`, `Town`, `Status`, `SessTyp`, `PrmtCls`, `ContraCd`, `Band`; glued lowercase `evbays`,
`maxstay`, `parkmark`, `vrm`, `holder`, `siteref`, `ceo`, `stages`, `chall`, `tpt`; upper case
`VRM`, `PCNstat`; prefixes `dt`, `n`, `num`, `is`, `pct`, `yr`), abbreviated class names (`CPReg`,
`PkSess`, `PCNIss`), terse descriptions in the trade's shorthand ("Typ. (SS/LS/mixed/MSCP/P&R)",
"Tariff £ (1h/2h/4h/day)", "Tot., £ inc VAT", "Lvl (H £70/L £50)", "Notices (NtO/CC/OfR)",
"@ disc.?"), five properties with no description (`Town`, `parkmark`, `holder`, `ceo`, `tpt`) and
one collection (`PkSess`) with no class description.

- `CPReg` (JSON Lines): the 64 off-street car parks in five towns: code, site name, town, type,
  capacity, blue badge and EV bays, Q4 occupancy, tariff, maximum stay, height barrier, payment
  options, Park Mark award, 24-hour opening, year opened, tariff date and status.
- `PkSess` (CSV, no class description): the parking sessions of the audit extract, 2025-01-01 to
  2025-06-30: pay-and-display tickets, cashless (app, phone) sessions and permit sessions, with the
  car park (`cpRef` -> `CPReg.cp_code`), VRM, type, payment method, date, start hour, minutes paid,
  extensions, ANPR stay, amount, permit class, permit holder and EV charging.
- `PCNIss` (Parquet): the penalty charge notices issued in the car parks, 2025-01-02 to 2025-06-30
  (exported 2025-07-04), numbered in issue order: car park (`siteref` -> `CPReg.cp_code`), the
  session it was issued against (`sessRef` -> `PkSess.sess_id`, empty when none), VRM, date,
  contravention code, band, officer, observation, photos, status, cancellation reason, payment,
  discount, notices, challenges, tribunal appeal and the officer's notes (`ceoNotes`, the one prose
  property).

The output is deterministic (one seeded `random.Random`; no set is iterated).

Usage: python build_terse_env_v45.py OUT   (writes OUT/car-parks/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "car-parks"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
FIRST, LAST = date(2025, 1, 1), date(2025, 6, 30)
EXPORT_DAY = date(2025, 7, 4)

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "CPReg",
        "Off-st CP reg.",
        [
            ("cp_code", "text", "CP ref"),
            ("SiteNm", "text", "Site"),
            ("Town", "text", None),
            ("cpTyp", "text", "Typ. (SS/LS/mixed/MSCP/P&R)"),
            ("nSpaces", "int", "Cap. (bays)"),
            ("numBB", "int", "BB bays #"),
            ("evbays", "int", "EV bays (chg pts)"),
            ("pctOcc", "number", "Avg occ., % Q4 24/25"),
            ("tariffGbp", "number[]", "Tariff £ (1h/2h/4h/day)"),
            ("maxstay", "int", "Max stay, hrs (blank=none)"),
            ("htBar_m", "number", "Ht barrier, m"),
            ("payOpts", "text[]", "Pay by"),
            ("parkmark", "boolean", None),
            ("is24h", "boolean", "24h?"),
            ("yrOpen", "int", "Yr opened"),
            ("dtTariff", "date", "Tariff eff."),
            ("Status", "text", "Stat."),
        ],
    ),
    (
        "PkSess",
        None,
        [
            ("sess_id", "text", "Sess #"),
            ("cpRef", "text", "CP"),
            ("vrm", "text", "VRM"),
            ("SessTyp", "text", "Typ. (P&D/cashless/permit)"),
            ("payBy", "text", "Pmt meth."),
            ("dtSess", "date", "Sess. dt"),
            ("start_hr", "int", "Start, hr (24h)"),
            ("minsPd", "int", "Pd, mins (initial)"),
            ("extMins", "int[]", "Ext. (mins)"),
            ("stayMins", "int", "Stay, mins (ANPR)"),
            ("amt_gbp", "number", "Tot., £ inc VAT"),
            ("PrmtCls", "text", "Prmt cls (R/B/S/C)"),
            ("holder", "text", None),
            ("isEV", "boolean", "EV chg?"),
        ],
    ),
    (
        "PCNIss",
        "PCNs iss. H1 25 (off-st)",
        [
            ("pcn_no", "text", "PCN #"),
            ("siteref", "text", "CP"),
            ("sessRef", "text", "Sess. (if any)"),
            ("VRM", "text", "Veh. reg."),
            ("dtIss", "date", "Iss. dt"),
            ("ContraCd", "text", "CC"),
            ("Band", "text", "Lvl (H £70/L £50)"),
            ("ceo", "text", None),
            ("obsMins", "int", "Obs. per., mins"),
            ("nPics", "int", "Pics #"),
            ("PCNstat", "text", "Stat."),
            ("cancRsn", "text", "Canc. rsn"),
            ("paidGbp", "number", "Pd, £"),
            ("dtPaid", "date", "Pd dt"),
            ("isDisc", "boolean", "@ disc.?"),
            ("stages", "text[]", "Notices (NtO/CC/OfR)"),
            ("chall", "boolean", "Informal chall.?"),
            ("dtsCorr", "date[]", "Chall./reps dts"),
            ("tpt", "boolean", None),
            ("ceoNotes", PROSE, "CEO notes"),
        ],
    ),
]

# ---- the car parks -------------------------------------------------------------------------

# code, site name, type, status; the town is the code's prefix
TOWNS = {
    "TB": "Tarnbury",
    "WB": "Wexley Bridge",
    "SM": "Saltmoor",
    "OH": "Oakhallow",
    "FM": "Fenby Market",
}
CAR_PARKS = [
    ("TB01", "Abbey Walk MSCP", "MSCP", "Open"),
    ("TB02", "Bus Station MSCP", "MSCP", "Open"),
    ("TB03", "Cattle Market", "Long stay", "Open"),
    ("TB04", "Tanyard Lane", "Short stay", "Open"),
    ("TB05", "Corn Exchange", "Short stay", "Open"),
    ("TB06", "Priory Gardens", "Mixed", "Open"),
    ("TB07", "Station Rd", "Long stay", "Open"),
    ("TB08", "Riverside", "Long stay", "Open"),
    ("TB09", "Library", "Short stay", "Open"),
    ("TB10", "Ropewalk", "Mixed", "Open"),
    ("TB11", "Old Gasworks", "Long stay", "Open"),
    ("TB12", "Leisure Centre", "Mixed", "Open"),
    ("TB13", "Chantry Lane", "Short stay", "Open"),
    ("TB14", "Fairfield", "Long stay", "Open"),
    ("TB15", "Kingsmead P&R", "P&R", "Open"),
    ("TB16", "Southgate P&R", "P&R", "Open"),
    ("TB17", "Civic Centre (staff)", "Long stay", "Permit only"),
    ("TB18", "Tithe Barn", "Short stay", "Open"),
    ("TB19", "Wharf St", "Mixed", "Open"),
    ("TB20", "Mill Race", "Short stay", "Open"),
    ("TB21", "Hospital Rd", "Long stay", "Open"),
    ("TB22", "Bowling Green", "Short stay", "Open"),
    ("WB01", "Station Rd", "Long stay", "Open"),
    ("WB02", "Market Place", "Short stay", "Open"),
    ("WB03", "Bridge St", "Short stay", "Open"),
    ("WB04", "Church Walk", "Mixed", "Open"),
    ("WB05", "Swimming Pool", "Mixed", "Open"),
    ("WB06", "Lock Meadow", "Long stay", "Open"),
    ("WB07", "High St Rear", "Short stay", "Open"),
    ("WB08", "Cooper's Yard", "Short stay", "Open"),
    ("WB09", "Canal Basin MSCP", "MSCP", "Open"),
    ("WB10", "Health Centre", "Short stay", "Open"),
    ("WB11", "Recreation Ground", "Long stay", "Open"),
    ("WB12", "Depot (staff)", "Long stay", "Permit only"),
    ("SM01", "Esplanade East", "Mixed", "Open"),
    ("SM02", "Esplanade West", "Mixed", "Open"),
    ("SM03", "Harbour Front", "Short stay", "Open"),
    ("SM04", "Cliff Top", "Long stay", "Open"),
    ("SM05", "Beach Rd", "Long stay", "Open"),
    ("SM06", "Lifeboat Station", "Short stay", "Open"),
    ("SM07", "Pier Approach", "Short stay", "Open"),
    ("SM08", "Coastguard Field", "Long stay", "Open"),
    ("SM09", "Marine Parade", "Mixed", "Open"),
    ("SM10", "Salt Pans", "Long stay", "Open"),
    ("SM11", "Saltmoor Station", "Long stay", "Open"),
    ("SM12", "Dunes Overflow", "Long stay", "Temp. closed"),
    ("SM13", "Quay Hill MSCP", "MSCP", "Open"),
    ("SM14", "Fisher's Row (residents)", "Long stay", "Permit only"),
    ("OH01", "Market Square", "Short stay", "Open"),
    ("OH02", "Sheep St", "Short stay", "Open"),
    ("OH03", "Oakhallow Station", "Long stay", "Open"),
    ("OH04", "Vicarage Field", "Long stay", "Open"),
    ("OH05", "Bell Lane", "Mixed", "Open"),
    ("OH06", "Forge Yard", "Short stay", "Open"),
    ("OH07", "Town Hall", "Mixed", "Open"),
    ("OH08", "Orchard Way", "Long stay", "Temp. closed"),
    ("FM01", "Butter Cross", "Short stay", "Open"),
    ("FM02", "Fenby Station", "Long stay", "Open"),
    ("FM03", "Horsefair", "Mixed", "Open"),
    ("FM04", "Maltings", "Long stay", "Open"),
    ("FM05", "Church Walk", "Short stay", "Open"),
    ("FM06", "Mere Side", "Long stay", "Open"),
    ("FM07", "Library", "Short stay", "Open"),
    ("FM08", "School Lane (residents)", "Long stay", "Permit only"),
]
CLOSED_FROM = {"SM12": date(2025, 5, 6), "OH08": date(2025, 6, 9)}  # temporarily closed from
ANPR = ["TB01", "TB02", "WB09", "SM13", "TB15", "TB16", "TB03", "SM03"]  # stay recorded by camera
TOWN_PRICE = {"TB": 1.15, "WB": 1.0, "SM": 1.25, "OH": 0.9, "FM": 0.85}
BASE_TARIFF = {  # £ for up to 1h, 2h, 4h, all day
    "Short stay": (1.3, 2.5, 4.8, None),
    "Mixed": (1.2, 2.3, 4.2, 7.0),
    "Long stay": (1.1, 2.0, 3.5, 5.5),
    "MSCP": (1.4, 2.6, 4.6, 8.5),
}

# ---- people and vehicles ---------------------------------------------------------------------

CEOS = {  # civil enforcement officers by patrol area
    "TB": [
        "Callum Fairbairn",
        "Yasmin Darzi",
        "Tomasz Kaczmarek",
        "Bethany Orme",
        "Rajesh Pillai",
        "Leanne Sutcliffe",
        "Oluwaseun Adebayo",
        "Craig Mottram",
        "Hannah Ostrowska",
    ],
    "WB": ["Dean Pritchard", "Aisha Rahimi", "Stuart Kelloway", "Marta Silva"],
    "SM": ["Jordan Blakemore", "Fiona Gillespie", "Emeka Nwosu", "Rory Tallis", "Chloe Varga"],
    "OH": ["Nathan Eastwood", "Samira Haddad"],
    "FM": ["Keith Dobbs", "Imogen Rask"],
}
SEASONAL_CEOS = ["Rory Tallis", "Chloe Varga"]  # Saltmoor, from 2025-04-01 only
SURNAMES = [
    "Ackroyd",
    "Agarwal",
    "Ainsworth",
    "Allardyce",
    "Bains",
    "Barraclough",
    "Beddoes",
    "Bellamy",
    "Bhatt",
    "Birtwistle",
    "Blount",
    "Bramwell",
    "Brennan",
    "Caddick",
    "Castellano",
    "Chadwick",
    "Chaudhry",
    "Clegg",
    "Colquhoun",
    "Cornforth",
    "Cotterill",
    "Dacre",
    "Danquah",
    "Dewhurst",
    "Dobson",
    "Drinkwater",
    "Duckett",
    "Egan",
    "Ellwood",
    "Eze",
    "Farnworth",
    "Fenwick",
    "Fitzgerald",
    "Fothergill",
    "Gaskell",
    "Gibbins",
    "Goddard",
    "Greenhalgh",
    "Gulati",
    "Hainsworth",
    "Halloran",
    "Hartigan",
    "Heseltine",
    "Hollis",
    "Horrocks",
    "Hussey",
    "Ibbotson",
    "Iqbal",
    "Jagger",
    "Jeffcoat",
    "Kavanagh",
    "Keeble",
    "Kinsella",
    "Kowalczyk",
    "Lambourne",
    "Latimer",
    "Lomax",
    "Lowther",
    "Maddox",
    "Mahmood",
    "Marsden",
    "McAllister",
    "Metcalfe",
    "Mistry",
    "Moorhouse",
    "Mulvey",
    "Naylor",
    "Nuttall",
    "Oakes",
    "O'Rourke",
    "Ormerod",
    "Pearsall",
    "Penhaligon",
    "Pickles",
    "Popescu",
    "Quayle",
    "Radcliffe",
    "Rashid",
    "Redfern",
    "Rowbotham",
    "Sagoo",
    "Scattergood",
    "Sedgwick",
    "Shackleton",
    "Sowerby",
    "Stansfield",
    "Sugden",
    "Tasker",
    "Thorpe",
    "Trevithick",
    "Ullah",
    "Varley",
    "Wadsworth",
    "Wainwright",
    "Whitehead",
    "Wilde",
    "Yardley",
    "Yeung",
    "Zapata",
]
TITLES = {"Mr": 38, "Mrs": 20, "Ms": 22, "Miss": 8, "Dr": 7, "Mx": 2}
INITIALS = "ABCDEFGHIJKLMNOPRSTVW"
AREA = [
    "WA",
    "WB",
    "WD",
    "WF",
    "WJ",
    "WK",
    "WL",
    "WM",
    "WN",
    "WR",
    "WU",
    "WV",
    "EA",
    "EF",
    "EK",
    "YX",
    "KX",
    "LB",
    "AB",
    "CA",
    "DK",
    "FE",
    "GN",
    "HF",
    "LR",
    "OU",
    "SN",
    "VK",
    "BD",
    "MA",
]
AGE = [
    "11",
    "12",
    "13",
    "14",
    "15",
    "16",
    "17",
    "18",
    "19",
    "20",
    "21",
    "22",
    "23",
    "24",
    "25",
    "61",
    "62",
    "63",
    "64",
    "65",
    "66",
    "67",
    "68",
    "69",
    "70",
    "71",
    "72",
    "73",
    "74",
]
LETTERS = "ABCDEFGHJKLMNOPRSTUVWXYZ"
COLOURS = ["Silver", "Black", "White", "Grey", "Blue", "Red", "Green", "Bronze"]
MAKES = [
    "Ford Focus",
    "Vauxhall Corsa",
    "VW Golf",
    "Toyota Yaris",
    "Nissan Qashqai",
    "Kia Sportage",
    "BMW 3 Series",
    "Audi A3",
    "Skoda Octavia",
    "Peugeot 208",
    "Mini Cooper",
    "Tesla Model 3",
    "Honda Jazz",
    "Hyundai Tucson",
    "Volvo XC40",
    "Fiat 500",
    "Land Rover Discovery",
    "Dacia Sandero",
]
VANS = [
    "Ford Transit van",
    "Mercedes Sprinter van",
    "Vauxhall Vivaro van",
    "Luton box van",
    "minibus",
    "motorhome",
    "camper van",
    "car with a trailer",
]

# contravention code: (band, share of PCNs without a session, observation minutes)
CODES = {
    "80": ("Lower", 0, 10),
    "81": ("Higher", 60, 0),
    "82": ("Lower", 0, 10),
    "83": ("Lower", 290, 5),
    "85": ("Higher", 85, 5),
    "86": ("Lower", 40, 0),
    "87": ("Higher", 95, 0),
    "91": ("Higher", 40, 0),
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _days() -> list[date]:
    out, d = [], FIRST
    while d <= LAST:
        out.append(d)
        d += timedelta(days=1)
    return out


class Plates:
    """Unique vehicle registration marks, in the current style (a few older prefix plates)."""

    def __init__(self, rng: random.Random):
        self.rng, self.used = rng, {}

    def new(self) -> str:
        rng = self.rng
        while True:
            if rng.random() < 0.03:
                v = f"{rng.choice('JKLMNPRSTVWXY')}{rng.randint(2, 899)} {''.join(rng.choices(LETTERS, k=3))}"
            else:
                v = f"{rng.choice(AREA)}{rng.choice(AGE)} {''.join(rng.choices(LETTERS, k=3))}"
            if v not in self.used:
                self.used[v] = True
                return v


def _car_parks(rng: random.Random) -> list[dict]:
    rows = []
    for code, name, typ, status in CAR_PARKS:
        pre = code[:2]
        if typ == "MSCP":
            spaces = rng.randrange(280, 641, 5)
        elif typ == "P&R":
            spaces = rng.randrange(250, 501, 10)
        elif status == "Permit only":
            spaces = rng.randint(14, 60)
        elif typ == "Long stay":
            spaces = rng.randint(55, 420)
        elif typ == "Mixed":
            spaces = rng.randint(40, 260)
        else:
            spaces = rng.randint(18, 180)
        bb = max(1, round(spaces * rng.uniform(0.035, 0.07)))
        if typ == "MSCP":
            ev = rng.randint(6, 12)
        elif status == "Permit only":
            ev = rng.choice([0, 0, 2])
        else:
            ev = rng.choice([0, 0, 0, 0, 2, 2, 4, 6])
        occ = {
            "MSCP": (62, 88),
            "P&R": (21, 46),
            "Short stay": (55, 97),
            "Mixed": (48, 90),
            "Long stay": (34, 81),
        }[typ]
        if status == "Permit only":
            occ = (60, 95)
        if pre == "SM":
            occ = (occ[0] * 0.55, occ[1] * 0.6)  # Q4 is the seaside's low season
        pct = round(rng.uniform(*occ), 1)
        maxstay = None
        if typ == "Short stay":
            maxstay = rng.choice([2, 4, 4, 4]) if name not in ("Library", "Health Centre") else 2
        if status == "Permit only":
            tariff: list[float] = []
        elif typ == "P&R":
            flat = 3.0 if code == "TB15" else 2.5
            tariff = [flat, flat, flat, flat]
        else:
            base = BASE_TARIFF[typ]
            f = TOWN_PRICE[pre] * rng.choice([0.95, 1.0, 1.0, 1.05])
            tariff = [round(round(b * f / 0.1) * 0.1, 2) for b in base if b is not None]
            if typ == "Short stay" and maxstay == 2:
                tariff = tariff[:2]
        if typ == "MSCP":
            ht = rng.choice([2.0, 2.1, 2.1, 1.98])
        elif typ == "P&R" or (typ == "Long stay" and rng.random() < 0.25 and status == "Open"):
            ht = rng.choice([2.1, 2.2, 2.3])
        else:
            ht = None
        if status == "Permit only":
            pay: list[str] = []
        else:
            r = rng.random()
            if typ in ("MSCP", "P&R") or r < 0.55:
                pay = ["cash", "card", "app", "phone"]
            elif r < 0.72:
                pay = ["card", "app", "phone"]
            elif r < 0.86:
                pay = ["cash", "app", "phone"]
            else:
                pay = ["app", "phone"]
        parkmark = typ in ("MSCP", "P&R") or rng.random() < 0.2
        is24 = code == "TB02" if typ == "MSCP" else (typ != "P&R" and rng.random() < 0.8)
        if typ == "MSCP":
            yr = {"TB01": 1971, "TB02": 1989, "WB09": 2006, "SM13": 1974}[code]
        elif typ == "P&R":
            yr = {"TB15": 2003, "TB16": 2011}[code]
        else:
            yr = rng.randint(1956, 2019)
        if status == "Permit only":
            dtt = rng.choice([date(2019, 4, 1), date(2022, 4, 1)])
        elif pre == "SM":
            dtt = date(2025, 4, 1)
        elif typ == "P&R":
            dtt = date(2022, 9, 5)
        else:
            dtt = rng.choice(
                [date(2024, 4, 1), date(2024, 4, 1), date(2023, 4, 1), date(2019, 7, 1)]
            )
        rows.append(
            {
                "cp_code": code,
                "SiteNm": name,
                "Town": TOWNS[pre],
                "cpTyp": typ,
                "nSpaces": spaces,
                "numBB": bb,
                "evbays": ev,
                "pctOcc": pct,
                "tariffGbp": tariff,
                "maxstay": maxstay,
                "htBar_m": ht,
                "payOpts": pay,
                "parkmark": parkmark,
                "is24h": is24,
                "yrOpen": yr,
                "dtTariff": dtt,
                "Status": status,
            }
        )
    return rows


def _price(cp: dict, minutes: int) -> float:
    t = cp["tariffGbp"]
    i = 0 if minutes <= 60 else 1 if minutes <= 120 else 2 if minutes <= 240 else 3
    return t[min(i, len(t) - 1)]


def _is_open(cp: dict, d: date) -> bool:
    return d < CLOSED_FROM.get(cp["cp_code"], date(2100, 1, 1))


def _season(code: str, d: date) -> float:
    if code.startswith("SM"):
        return {1: 0.45, 2: 0.5, 3: 0.7, 4: 1.1, 5: 1.6, 6: 2.1}[d.month]
    return 1.0


def _sessions(rng: random.Random, cps: list[dict], plates: Plates) -> tuple[list[dict], list[dict]]:
    by_code = {c["cp_code"]: c for c in cps}
    permit_ok = [
        c["cp_code"]
        for c in cps
        if c["Status"] == "Permit only" or c["cpTyp"] in ("Long stay", "MSCP", "Mixed")
    ]
    # permit holders: name, vehicle, class, the car parks the permit is valid in
    holders, names = [], {}
    while len(holders) < 175:
        name = f"{_pick(rng, TITLES)} {rng.choice(INITIALS)}. {rng.choice(SURNAMES)}"
        if name in names:
            continue
        names[name] = True
        cls = _pick(rng, {"Resident": 30, "Business": 32, "Season": 30, "Carer": 8})
        if cls in ("Resident", "Carer"):
            home = rng.choice(["SM14", "FM08", "TB06", "WB04", "SM01", "OH05", "TB19", "FM03"])
            valid = [home]
        elif cls == "Business":
            valid = rng.sample(
                [
                    c
                    for c in permit_ok
                    if c[:2] in ("TB", "WB") and by_code[c]["Status"] != "Temp. closed"
                ],
                2,
            )
            if rng.random() < 0.3:
                valid = [rng.choice(["TB17", "WB12"])]
        else:
            valid = rng.sample([c for c in permit_ok if by_code[c]["Status"] == "Open"], 1)
        holders.append({"holder": name, "vrm": plates.new(), "cls": cls, "valid": valid})
    commuters = [
        {
            "vrm": plates.new(),
            "cp": rng.choice([c["cp_code"] for c in cps if c["Status"] == "Open" and c["payOpts"]]),
        }
        for _ in range(150)
    ]
    rows = []
    for d in _days():
        n = rng.randint(9, 15) + (3 if d.weekday() == 5 else 0) + (2 if d.month >= 5 else 0)
        for _ in range(n):
            typ = _pick(rng, {"P&D": 50, "Cashless": 36, "Permit": 14})
            if d.weekday() == 6 and typ == "Permit" and rng.random() < 0.7:
                typ = "P&D"
            row: dict = {
                "vrm": None,
                "SessTyp": typ,
                "payBy": None,
                "dtSess": d,
                "start_hr": 0,
                "minsPd": None,
                "extMins": [],
                "stayMins": None,
                "amt_gbp": None,
                "PrmtCls": None,
                "holder": None,
                "isEV": False,
            }
            if typ == "Permit":
                h = rng.choice(holders)
                opts = [c for c in h["valid"] if _is_open(by_code[c], d)]
                if not opts:
                    continue
                cp = by_code[rng.choice(opts)]
                row.update(vrm=h["vrm"], PrmtCls=h["cls"], holder=h["holder"])
                if h["cls"] == "Resident":
                    row["start_hr"] = _pick(
                        rng, {7: 1, 12: 1, 16: 2, 17: 4, 18: 4, 19: 3, 20: 2, 21: 1}
                    )
                elif h["cls"] == "Carer":
                    row["start_hr"] = rng.randint(7, 20)
                else:
                    row["start_hr"] = _pick(rng, {6: 1, 7: 4, 8: 8, 9: 4, 10: 1, 13: 1})
                stay = rng.randint(90, 620)
            else:
                need = ("cash", "card") if typ == "P&D" else ("app", "phone")
                cands = [
                    c
                    for c in cps
                    if c["Status"] in ("Open", "Temp. closed")
                    and _is_open(c, d)
                    and any(p in c["payOpts"] for p in need)
                ]
                w = {
                    c["cp_code"]: c["nSpaces"] * c["pctOcc"] * _season(c["cp_code"], d)
                    for c in cands
                }
                cp = by_code[_pick(rng, w)]
                if rng.random() < 0.22:
                    com = rng.choice(commuters)
                    if com["cp"] in w:
                        cp = by_code[com["cp"]]
                        row["vrm"] = com["vrm"]
                if row["vrm"] is None:
                    row["vrm"] = plates.new()
                if typ == "P&D":
                    cash, card = "cash" in cp["payOpts"], "card" in cp["payOpts"]
                    row["payBy"] = "Cash" if cash and (not card or rng.random() < 0.34) else "Card"
                else:
                    row["payBy"] = (
                        "App" if "app" in cp["payOpts"] and rng.random() < 0.8 else "Phone"
                    )
                row["start_hr"] = _pick(
                    rng,
                    {
                        7: 2,
                        8: 6,
                        9: 9,
                        10: 10,
                        11: 9,
                        12: 8,
                        13: 8,
                        14: 7,
                        15: 5,
                        16: 4,
                        17: 3,
                        18: 2,
                        19: 2,
                        20: 1,
                    },
                )
                cap = cp["maxstay"] * 60 if cp["maxstay"] else 600
                if typ == "P&D":
                    mins = rng.choice([m for m in (60, 60, 120, 120, 240, 600) if m <= cap])
                else:
                    mins = rng.choice(
                        [
                            m
                            for m in (30, 45, 60, 60, 90, 120, 120, 180, 240, 300, 480, 600)
                            if m <= cap
                        ]
                    )
                ext: list[int] = []
                if typ == "Cashless" and rng.random() < 0.2:
                    for _ in range(1 if rng.random() < 0.7 else 2):
                        e = rng.choice([15, 30, 30, 60, 60, 120])
                        if mins + sum(ext) + e <= cap:
                            ext.append(e)
                total = mins + sum(ext)
                amt = _price(cp, total) + (0.2 if row["payBy"] == "Phone" else 0.0)
                row.update(minsPd=mins, extMins=ext, amt_gbp=round(amt, 2))
                stay = max(8, total - rng.randint(0, max(10, total // 2)))
                if rng.random() < 0.07:
                    stay = total + rng.randint(3, 40)
            if cp["cp_code"] in ANPR:
                row["stayMins"] = stay
            if cp["evbays"] and rng.random() < 0.09:
                row["isEV"] = True
            row["cpRef"] = cp["cp_code"]
            rows.append(row)
    rows.sort(key=lambda r: (r["dtSess"], r["start_hr"], r["cpRef"], r["vrm"]))
    seq: dict[date, int] = {}
    out = []
    for r in rows:
        seq[r["dtSess"]] = seq.get(r["dtSess"], 0) + 1
        out.append(
            {
                "sess_id": f"{r['dtSess']:%y%m%d}-{seq[r['dtSess']]:03d}",
                "cpRef": r["cpRef"],
                "vrm": r["vrm"],
                "SessTyp": r["SessTyp"],
                "payBy": r["payBy"],
                "dtSess": r["dtSess"],
                "start_hr": r["start_hr"],
                "minsPd": r["minsPd"],
                "extMins": r["extMins"],
                "stayMins": r["stayMins"],
                "amt_gbp": r["amt_gbp"],
                "PrmtCls": r["PrmtCls"],
                "holder": r["holder"],
                "isEV": r["isEV"],
            }
        )
    return out, holders


def _hhmm(h: int, m: int) -> str:
    h, m = h + m // 60, m % 60
    return f"{min(h, 23):02d}:{m:02d}"


def _note(
    rng: random.Random, code: str, cp: dict, vrm: str, sess: dict | None, obs: int, hour: int
) -> str:
    veh = f"{rng.choice(COLOURS)} {rng.choice(MAKES)}"
    bay = rng.randint(1, max(2, cp["nSpaces"]))
    lvl = f" on level {rng.randint(0, 5)}" if cp["cpTyp"] == "MSCP" else ""
    t0 = _hhmm(hour, rng.randint(0, 59))
    parts = []
    if code == "82":
        paid = (sess["minsPd"] or 0) + sum(sess["extMins"])
        exp = _hhmm(sess["start_hr"], min(paid + rng.randint(0, 50), 900))
        what = "P&D ticket" if sess["SessTyp"] == "P&D" else "cashless session"
        parts.append(f"{veh} in bay {bay}{lvl}, {what} expired at {exp}.")
        parts.append(
            f"Allowed the {obs} minute grace period before issue, no payment added on the handheld."
        )
    elif code == "80":
        parts.append(f"{veh} first seen in bay {bay}{lvl} at {t0}, valve positions noted.")
        parts.append(
            f"Still there with valves unmoved after the {cp['maxstay']} hr max stay. Fresh ticket on "
            f"display, re-feeding not allowed."
        )
    elif code == "83":
        parts.append(
            f"{veh} in bay {bay}{lvl}, no P&D ticket on display and no cashless session for {vrm} "
            f"on the handheld."
        )
        parts.append(
            rng.choice(
                [
                    f"Observed {obs} mins from {t0}, nobody went to the machine.",
                    f"Observed {obs} mins, machine checked and working.",
                    f"Observed {obs} mins. Ticket seen face down on the passenger seat, not valid "
                    f"display.",
                ]
            )
        )
    elif code == "85":
        parts.append(
            f"{veh} in a permit holders only bay{lvl}, no permit displayed and no virtual permit for "
            f"{vrm} on the system."
        )
        parts.append(f"Observed {obs} mins from {t0}.")
    elif code == "86":
        how = rng.choice(
            [
                "across two bays",
                "over the bay markings by half a car width",
                "straddling the white line into the next bay",
                "nose out of the bay into the aisle",
            ]
        )
        parts.append(f"{veh} parked {how}, bay {bay}{lvl}.")
        if sess is not None:
            parts.append("Valid session on the handheld, contravention is the position only.")
    elif code == "87":
        parts.append(
            f"{veh} in a disabled bay{lvl} near the {rng.choice(['entrance', 'lift', 'pay machine', 'exit'])}"
            f", no blue badge on display."
        )
        parts.append(
            rng.choice(
                [
                    "Checked both sides of the dashboard and the sun visor.",
                    "Badge clock seen but no badge.",
                    "Looked for a badge through all windows.",
                ]
            )
        )
    elif code == "81":
        where = rng.choice(
            [
                "hatched area by the pay machine",
                "hatched area at the entrance",
                "access road",
                "keep clear markings by the bins",
                "loading area",
                "pedestrian walkway",
            ]
        )
        parts.append(f"{veh} parked on the {where}, outside any bay, at {t0}.")
        parts.append(
            rng.choice(
                [
                    "Causing an obstruction to other users.",
                    "Restricted area, signs in place.",
                    "Second PCN seen on this spot this month.",
                ]
            )
        )
    else:  # 91
        van = rng.choice(VANS)
        parts.append(f"{van[0].upper()}{van[1:]} parked in a car bay{lvl}, bay {bay}.")
        parts.append("Signs at the entrance say cars and motorcycles only.")
    parts.append(
        rng.choice(
            [
                "Photos of plate, position and signage taken.",
                f"{rng.randint(2, 6)} photos taken.",
                "Photos taken of dash and both sides.",
                "Photos taken.",
                "",
            ]
        )
    )
    parts.append(
        rng.choice(
            [
                "PCN affixed to windscreen.",
                "PCN placed under wiper.",
                "PCN affixed.",
                "Driver returned during issue, PCN handed over and challenge process explained.",
                "Drive away before service, PCN to follow by post.",
                "PCN affixed to windscreen.",
                "Driver disputed it, advised to challenge online.",
            ]
        )
    )
    if rng.random() < 0.12:
        parts.append(
            rng.choice(
                [
                    "Heavy rain.",
                    "Light rain, photos a little blurred.",
                    "Poor light, used torch.",
                    "Lights on in the vehicle.",
                ]
            )
        )
    text = " ".join(p for p in parts if p)
    return text


def _pcns(
    rng: random.Random, cps: list[dict], sessions: list[dict], holders: list[dict], plates: Plates
) -> list[dict]:
    by_code = {c["cp_code"]: c for c in cps}
    pcns: list[dict] = []
    used: dict[str, bool] = {}

    def add(cp: dict, d: date, code: str, vrm: str, sess: dict | None, hour: int) -> None:
        band, _, obs = CODES[code]
        if obs and rng.random() < 0.1:
            obs += 5
        pcns.append(
            {
                "cp": cp,
                "d": d,
                "code": code,
                "band": band,
                "vrm": vrm,
                "sess": sess,
                "obs": obs,
                "hour": hour,
            }
        )

    # against a session: 82 (paid time expired), 80 (over the maximum stay), 86 (outside a bay)
    paid = [s for s in sessions if s["SessTyp"] != "Permit" and s["dtSess"] >= date(2025, 1, 2)]
    rng.shuffle(paid)
    k = 0
    for code, n in (("82", 300), ("80", 50), ("86", 45)):
        got = 0
        while got < n and k < len(paid):
            s = paid[k]
            k += 1
            cp = by_code[s["cpRef"]]
            if code == "80" and not cp["maxstay"]:
                continue
            used[s["sess_id"]] = True
            total = (s["minsPd"] or 0) + sum(s["extMins"])
            if code == "82" and s["stayMins"] is not None and s["stayMins"] <= total + 10:
                s["stayMins"] = total + rng.randint(12, 95)
            if code == "80" and s["stayMins"] is not None:
                s["stayMins"] = max(total, cp["maxstay"] * 60) + rng.randint(12, 95)
            hour = min(22, s["start_hr"] + max(1, total // 60))
            add(cp, s["dtSess"], code, s["vrm"], s, hour)
            got += 1
    permits = [s for s in sessions if s["SessTyp"] == "Permit" and s["dtSess"] >= date(2025, 1, 2)]
    for s in rng.sample(permits, 10):
        add(by_code[s["cpRef"]], s["dtSess"], "86", s["vrm"], s, s["start_hr"] + 1)
    # without a session
    offenders = [plates.new() for _ in range(28)]
    days = [d for d in _days() if d >= date(2025, 1, 2)]
    for code, (_band, n, _obs) in CODES.items():
        for _ in range(n):
            d = rng.choice(days)
            cands = [c for c in cps if _is_open(c, d)]
            if code == "85":
                cands = [
                    c
                    for c in cands
                    if c["Status"] == "Permit only" or c["cpTyp"] in ("Mixed", "MSCP")
                ]
            elif code == "83":
                cands = [c for c in cands if c["Status"] != "Permit only"]
            elif code == "91":
                cands = [c for c in cands if c["cpTyp"] in ("P&R", "MSCP", "Short stay", "Mixed")]
            w = {c["cp_code"]: c["nSpaces"] * c["pctOcc"] * _season(c["cp_code"], d) for c in cands}
            cp = by_code[_pick(rng, w)]
            r = rng.random()
            if code == "85" and r < 0.25:
                vrm = rng.choice(holders)["vrm"]
            elif r < 0.09:
                vrm = rng.choice(offenders)
            else:
                vrm = plates.new()
            add(cp, d, code, vrm, None, rng.randint(7, 20))
    pcns.sort(key=lambda p: (p["d"], p["hour"], p["cp"]["cp_code"], p["vrm"]))

    out = []
    for i, p in enumerate(pcns):
        cp, d, code = p["cp"], p["d"], p["code"]
        pre = cp["cp_code"][:2]
        pool = [c for c in CEOS[pre] if d >= date(2025, 4, 1) or c not in SEASONAL_CEOS]
        if pre in ("OH", "FM") and rng.random() < 0.25:
            pool = CEOS["OH"] + CEOS["FM"]
        ceo = rng.choice(pool)
        full = 70.0 if p["band"] == "Higher" else 50.0
        age = (EXPORT_DAY - d).days
        chall = rng.random() < {"83": 0.3, "85": 0.32, "87": 0.3}.get(code, 0.14) and age > 2
        corr: list[date] = []
        if chall:
            corr.append(d + timedelta(days=rng.randint(1, min(12, age - 1))))
        canc_p = {"83": 0.55, "85": 0.6, "87": 0.6}.get(code, 0.3) if chall else 0.02
        status, rsn, paid_amt, dt_paid, disc, stages, tpt = (
            "Open",
            None,
            None,
            None,
            False,
            [],
            False,
        )
        if rng.random() < canc_p:
            status = "Cancelled"
            rsn = {
                "83": "Valid ticket produced",
                "85": "Permit produced",
                "87": "Blue badge produced",
            }.get(code)
            if rsn is None or rng.random() < 0.15:
                rsn = _pick(rng, {"CEO error": 3, "Machine fault": 2, "Discretion": 4})
            if code == "83" and rsn == "Valid ticket produced" and rng.random() < 0.3:
                rsn = "Machine fault"
            if not chall:
                # cancelled on formal representations after the Notice to Owner
                if age > 40:
                    stages = ["NtO"]
                    corr.append(d + timedelta(days=rng.randint(30, min(age - 2, 60))))
                else:
                    status, rsn = "Open", None
        if status == "Open":
            r = rng.random()
            if r < 0.6:
                when, disc, amt, stg = rng.randint(0, 13), True, full / 2, []
                if chall:
                    when = rng.randint(max(0, (corr[0] - d).days), (corr[0] - d).days + 14)
            elif r < 0.68:
                when, amt, stg = rng.randint(14, 27), full, []
            elif r < 0.8:
                when, amt, stg = rng.randint(30, 55), full, ["NtO"]
            elif r < 0.87:
                when, amt, stg = rng.randint(58, 120), full * 1.5, ["NtO", "CC"]
            elif r < 0.93 and age > 110:
                when, amt, stg = None, None, ["NtO", "CC", "OfR"]
                status, rsn = "Written off", None
            elif r < 0.96 and age > 60:
                when, amt, stg = None, None, []
                status = "Written off"  # foreign vehicle or no keeper traced: nothing served
            else:
                when, amt, stg = 10**6, None, []
            if status == "Open":
                if when is not None and when < age:
                    status, paid_amt, dt_paid, stages = "Paid", amt, d + timedelta(days=when), stg
                else:
                    disc = False
                    stages = [s for s, day in (("NtO", 28), ("CC", 56), ("OfR", 100)) if age > day]
                    if chall and stages and age > 31 and rng.random() < 0.5:
                        corr.append(d + timedelta(days=rng.randint(30, min(age - 1, 60))))
            else:
                disc, stages = False, stg
            if status != "Paid":
                disc = False
        # appeals to the Traffic Penalty Tribunal
        if status in ("Paid", "Cancelled") and chall and age > 90 and rng.random() < 0.1:
            tpt = True
            stages = ["NtO"]
            corr = sorted(corr + [d + timedelta(days=rng.randint(33, 50))])
            if status == "Cancelled":
                rsn = "TPT allowed"
            else:
                paid_amt, disc, dt_paid = (
                    full,
                    False,
                    d + timedelta(days=rng.randint(70, min(age - 1, 110))),
                )
        corr = sorted(dict.fromkeys(corr))
        sess = p["sess"]
        out.append(
            {
                "pcn_no": f"TD25{4118 + i:06d}",
                "siteref": cp["cp_code"],
                "sessRef": sess["sess_id"] if sess else None,
                "VRM": p["vrm"],
                "dtIss": d,
                "ContraCd": code,
                "Band": p["band"],
                "ceo": ceo,
                "obsMins": p["obs"],
                "nPics": rng.randint(2, 6)
                + (2 if code in ("86", "87", "81") and rng.random() < 0.5 else 0),
                "PCNstat": status,
                "cancRsn": rsn,
                "paidGbp": paid_amt,
                "dtPaid": dt_paid,
                "isDisc": bool(disc and status == "Paid"),
                "stages": stages,
                "chall": chall,
                "dtsCorr": corr,
                "tpt": tpt,
                "ceoNotes": _note(rng, code, cp, p["vrm"], sess, p["obs"], p["hour"]),
            }
        )
    return out


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4517)
    plates = Plates(rng)
    cps = _car_parks(rng)
    sessions, holders = _sessions(rng, cps, plates)
    pcns = _pcns(rng, cps, sessions, holders, plates)
    return {"CPReg": cps, "PkSess": sessions, "PCNIss": pcns}


def build(out: Path) -> Path:
    """Write `car-parks/schema.json` and its three objects files under out."""
    formats = {"CPReg": "jsonl", "PkSess": "csv", "PCNIss": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
