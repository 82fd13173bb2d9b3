"""Write `dial-a-ride`: an invented community transport dial-a-ride service's export, named tersely.

Sallow Vale Community Transport (SVCT), an invented charity (every place, passenger, driver, garage,
registration mark and note is made up; the trade's terms are the ordinary ones of UK community
transport), runs a door-to-door dial-a-ride minibus service, "Vale Rider", under Section 19
permits from three depots around the market town of Kelmarden. Its scheduling system was exported
the way an engineer exports it: abbreviated property names in mixed habits (snake_case `bkg_ref`,
`dt_bkd`, `dist_mi`, `chk_dt`, `num_pts`, `d1_ent`, `is_signed`; camelCase `drvID`, `dtJoined`,
`yrBorn`, `midasExp`, `dbsDt`, `availDays`, `trgDts`, `pctUtil`, `dtTrip`, `puTime`, `paxNo`,
`fromVill`, `drvRef`, `isWCU`, `nEsc`, `fareGbp`, `rideMins`, `chkTyp`, `chkdBy`, `odoMi`,
`treadMm`, `fuelQ`, `durMin`, `costGbp`; PascalCase `DrvType`, `Status`, `Dest`, `PayMeth`,
`Notes`, `VRM`, `Result`; glued lowercase `fullnm`, `base`, `quals`, `paxnm`, `purp`, `bus`,
`rtn`, `needs`, `stat`, `chkno`, `garage`, `dfx`; prefixes `dt`, `n`, `is`, `num`, `pct`, `yr`),
abbreviated class names (`DrvPool`, `DARTrips`, `VehChx`), terse descriptions in the trade's
shorthand ("Drv # (V/S/R)", "MiDAS exp. (blank=not trained)", "Util. % @ 31/03", "P/U (24h)",
"Fare, £ (blank=n/c)", "Ride, min (out/rtn)", "Typ. (DWC/PMI/MOT/LOLER/RC)", "Tread
NSF/OSF/NSR/OSR, mm", "Inv. tot., £ inc VAT", "TM s/o?"), five properties with no description
(`base`, `availDays`, `paxnm`, `rtn`, `garage`) and one collection (`DrvPool`) with no class
description.

- `DrvPool` (JSON Lines, no class description): the driver register at 2025-03-31, volunteers,
  staff and relief drivers: code, name, type, depot, joined, year of birth, D1 entitlement, MiDAS
  expiry, DBS date, qualifications, days available, licence points, utilisation, refresher
  training dates and status.
- `DARTrips` (CSV): every passenger booking for travel from 2024-10-01 to 2025-03-29 (Monday to
  Saturday, no service on the bank holidays; all cancelled on the snow day 2025-01-09): booking
  reference, travel and booking dates, pick-up time, the registered passenger (member number and
  name), pick-up village, destination, purpose, driver (`drvRef`, a `DrvPool.drvID`), minibus,
  wheelchair, escorts, return, distance, fare, payment, assistance needs, ride times, status and
  the controller's / driver's notes (`Notes`, the one prose property).
- `VehChx` (Parquet): the vehicle checks of the eight minibuses in the same half year: daily
  walkround checks by the driver (`chkdBy`, a `DrvPool.drvID`), six-weekly PMIs, MOTs, LOLER
  tail-lift examinations and re-checks after a VOR, by registration mark.

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, date, date[] and prose. The output
is deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v34.py OUT   (writes OUT/dial-a-ride/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "dial-a-ride"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEED = 3434
START, END = date(2024, 10, 1), date(2025, 3, 29)
EXPORT_DAY = date(2025, 3, 31)
BANK_HOLIDAYS = [date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)]
SNOW_DAY = date(2025, 1, 9)
XMAS_CLOSED = (date(2024, 12, 23), date(2025, 1, 1))  # day centres and college closed
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "DrvPool",
        None,
        [
            ("drvID", "text", "Drv # (V/S/R)"),
            ("fullnm", "text", "Name"),
            ("DrvType", "text", "Typ. (vol/staff/relief)"),
            ("base", "text", None),
            ("dtJoined", "date", "Joined"),
            ("yrBorn", "int", "YOB"),
            ("d1_ent", "boolean", "D1 (pre-97)?"),
            ("midasExp", "date", "MiDAS exp. (blank=not trained)"),
            ("dbsDt", "date", "Enh. DBS dt"),
            ("quals", "text[]", "Quals/trg"),
            ("availDays", "text[]", None),
            ("num_pts", "int", "Lic. pts"),
            ("pctUtil", "number", "Util. % @ 31/03"),
            ("trgDts", "date[]", "Refresher dts"),
            ("Status", "text", "Stat."),
        ],
    ),
    (
        "DARTrips",
        "DAR trips (bkd) Oct-Mar",
        [
            ("bkg_ref", "text", "Bkg #"),
            ("dtTrip", "date", "Trip dt"),
            ("dt_bkd", "date", "Bkd on"),
            ("puTime", "text", "P/U (24h)"),
            ("paxNo", "text", "Mbr #"),
            ("paxnm", "text", None),
            ("fromVill", "text", "P/U vill."),
            ("Dest", "text", "To"),
            ("purp", "text", "Purp."),
            ("drvRef", "text", "Drv"),
            ("bus", "text", "Veh (fleet #)"),
            ("isWCU", "boolean", "WCU (travels in chair)?"),
            ("nEsc", "int", "Esc/comp #"),
            ("rtn", "boolean", None),
            ("dist_mi", "number", "Dist. 1-way, mi"),
            ("fareGbp", "number", "Fare, £ (blank=n/c)"),
            ("PayMeth", "text", "Pmt"),
            ("needs", "text[]", "Assist."),
            ("rideMins", "int[]", "Ride, min (out/rtn)"),
            ("stat", "text", "Bkg stat."),
            ("Notes", PROSE, "Ctrl/drv notes"),
        ],
    ),
    (
        "VehChx",
        "Veh chks (DWC/PMI/MOT/LOLER)",
        [
            ("chkno", "text", "Chk #"),
            ("VRM", "text", "Reg. mark"),
            ("chk_dt", "date", "Chk dt"),
            ("chkTyp", "text", "Typ. (DWC/PMI/MOT/LOLER/RC)"),
            ("chkdBy", "text", "Drv # (DWC only)"),
            ("garage", "text", None),
            ("odoMi", "int", "Odo @ chk, mi"),
            ("Result", "text", "Res."),
            ("dfx", "text[]", "Dfcts"),
            ("treadMm", "number[]", "Tread NSF/OSF/NSR/OSR, mm"),
            ("fuelQ", "int", "Fuel (qtrs)"),
            ("durMin", "int", "Dur., min"),
            ("costGbp", "number", "Inv. tot., £ inc VAT"),
            ("is_signed", "boolean", "TM s/o?"),
        ],
    ),
]

# ---- places -------------------------------------------------------------------------------

# village: (x, y in miles from Kelmarden market square, passenger weight, streets)
VILLAGES = {
    "Kelmarden": (
        0.0,
        0.0,
        18,
        [
            "Station Rd",
            "Priory Walk",
            "Bramble Ct",
            "Westfield Rd",
            "Mill Ln",
            "Queen St",
            "Tanners Row",
            "Abbey Cl",
        ],
    ),
    "Sallow Bridge": (6.0, 3.0, 12, ["Bridge St", "Sallow Way", "Orchard Cl", "The Maltings"]),
    "Little Sallow": (8.0, 6.0, 6, ["Church Ln", "The Green", "Pound Ln"]),
    "Thrayle St Mary": (-5.0, 4.0, 9, ["High St", "Vicarage Rd", "Elm Gr", "Nursery Ln"]),
    "Upper Thrayle": (-7.0, 7.0, 5, ["Top Rd", "Chapel Row", "Beacon Ln"]),
    "Fenholt": (3.0, -6.0, 8, ["Fen Rd", "Dyke Ln", "Willow Cres", "School Ln"]),
    "Oxley Green": (-3.0, -5.0, 8, ["The Green", "Oxley Rd", "Hazel Cl", "Manor Farm Rd"]),
    "Cawsey End": (10.0, -2.0, 5, ["Cawsey Ln", "Mill Rd", "Forge Cl"]),
    "Marden Heath": (-9.0, -2.0, 6, ["Heath Rd", "Gorse Cl", "Common Ln"]),
    "Wickby": (4.0, 9.0, 5, ["Main St", "Wickby Ln", "Old School Cl"]),
    "Pennock Cross": (12.0, 4.0, 4, ["Cross Rd", "Pennock Ln"]),
    "Hatchmere": (-2.0, 10.0, 4, ["Mere Rd", "Keepers Cl", "Church Ln"]),
}
PURPOSES = ["Hosp. appt", "GP/health", "Shopping", "Day ctr/club", "Social/leisure", "Work/educ."]
# destination: (purpose, x, y)
DESTS = {
    "Kelmarden Gen. Hosp.": ("Hosp. appt", 0.6, 1.1),
    "Renal Unit (KGH)": ("Hosp. appt", 0.7, 1.2),
    "Wexbury Royal Infirmary": ("Hosp. appt", -19.0, -9.0),
    "Kelmarden Eye Clinic": ("Hosp. appt", 0.9, -0.6),
    "Kelmarden Hlth Ctr": ("GP/health", 0.2, 0.4),
    "Sallow Bridge Surgery": ("GP/health", 6.2, 3.3),
    "Thrayle Med. Practice": ("GP/health", -5.1, 4.3),
    "Oxley Dental": ("GP/health", -3.1, -5.2),
    "Kelmarden Tesco": ("Shopping", 1.3, -0.9),
    "Kelmarden Mkt Sq": ("Shopping", 0.0, 0.1),
    "Sallow Bridge Co-op": ("Shopping", 6.1, 2.8),
    "Fenholt Retail Pk": ("Shopping", 3.6, -5.4),
    "Kelmarden Day Ctr": ("Day ctr/club", 0.4, 0.7),
    "Brookfield Day Svcs": ("Day ctr/club", 1.6, 2.1),
    "St Aldhelm's Lunch Club": ("Day ctr/club", -5.2, 4.0),
    "Oxley Memory Cafe": ("Day ctr/club", -3.0, -4.7),
    "Sallow Leisure Ctr": ("Social/leisure", 5.6, 2.4),
    "Thrayle Vill. Hall": ("Social/leisure", -5.0, 4.1),
    "Kelmarden Library": ("Social/leisure", 0.1, 0.2),
    "Wickby Garden Ctr": ("Social/leisure", 4.2, 8.4),
    "Kelmarden College": ("Work/educ.", -0.8, 0.9),
    "Greenway Work Proj.": ("Work/educ.", 2.1, -1.2),
}
DEPOTS = {"Kelmarden": 60, "Sallow Bridge": 25, "Thrayle": 15}

# fleet number: (registration mark, access, depot, PMI garage, MOT date or None)
FLEET = {
    "MB01": ("KM17 VXD", "tail-lift", "Kelmarden", "Kelmarden Motors", date(2024, 11, 14)),
    "MB02": ("KM67 HTA", "tail-lift", "Kelmarden", "Kelmarden Motors", None),
    "MB03": ("KN18 FRU", "tail-lift", "Kelmarden", "Kelmarden Motors", None),
    "MB04": ("KP19 BFE", "none", "Kelmarden", "Kelmarden Motors", date(2025, 1, 22)),
    "MB05": ("KR69 ZUL", "tail-lift", "Kelmarden", "Vale Commercials", None),
    "MB06": ("KS70 HGT", "tail-lift", "Sallow Bridge", "Vale Commercials", date(2025, 2, 18)),
    "MB07": ("KV21 MNA", "ramp", "Sallow Bridge", "Vale Commercials", date(2024, 12, 10)),
    "MB08": ("KW71 RJE", "none", "Thrayle", "Vale Commercials", None),
}
MOT_GARAGE = "Vale Commercials"
LIFT_GARAGE = "Ashgrove Lift Svcs"

# ---- people -------------------------------------------------------------------------------

PAX_F = [
    "Margaret",
    "Jean",
    "Joan",
    "Patricia",
    "Barbara",
    "Sheila",
    "Maureen",
    "Brenda",
    "Pauline",
    "Sylvia",
    "Doreen",
    "Irene",
    "Valerie",
    "Janet",
    "Christine",
    "Eileen",
    "Audrey",
    "Hazel",
    "Marjorie",
    "Dorothy",
    "Betty",
    "Gwen",
    "Rita",
    "Shirley",
    "Elsie",
    "Vera",
    "Beryl",
    "June",
    "Kathleen",
    "Ann",
    "Susan",
    "Linda",
    "Carol",
    "Wendy",
    "Gillian",
    "Rosemary",
    "Judith",
    "Lesley",
    "Mavis",
    "Edna",
    "Phyllis",
    "Olive",
    "Freda",
    "Joyce",
    "Ivy",
    "Norma",
    "Elaine",
]
PAX_M = [
    "Brian",
    "Derek",
    "Keith",
    "Roy",
    "Dennis",
    "Kenneth",
    "Ronald",
    "Geoffrey",
    "Colin",
    "Trevor",
    "Malcolm",
    "Raymond",
    "Gordon",
    "Leonard",
    "Stanley",
    "Arthur",
    "Frank",
    "Harold",
    "Alan",
    "Peter",
    "John",
    "David",
    "Michael",
    "Terry",
    "Barry",
    "Graham",
    "Norman",
    "Clive",
    "Bernard",
    "Cyril",
    "Eric",
    "Wilfred",
    "Ernest",
]
PAX_YOUNG_F = ["Emma", "Chloe", "Hannah", "Laura", "Jade", "Amy"]
PAX_YOUNG_M = ["Daniel", "Liam", "Jack", "Ryan", "Callum", "Josh"]
PAX_SURNAMES = [
    "Whitlock",
    "Pargeter",
    "Ashdown",
    "Bellamy",
    "Cottrell",
    "Dunmore",
    "Eastwood",
    "Fairweather",
    "Gosling",
    "Hatherall",
    "Ingram",
    "Jessop",
    "Kettle",
    "Lambourne",
    "Marchant",
    "Newbold",
    "Oakes",
    "Pettifer",
    "Quennell",
    "Rudd",
    "Sallis",
    "Tidmarsh",
    "Underhill",
    "Venn",
    "Wakely",
    "Yeoman",
    "Abbott",
    "Birtles",
    "Cheverton",
    "Dimmock",
    "Elcock",
    "Furber",
    "Gammage",
    "Hinchliffe",
    "Ibbotson",
    "Jeavons",
    "Kimber",
    "Loveday",
    "Mercer",
    "Noakes",
    "Ormerod",
    "Pocock",
    "Ramsbottom",
    "Shergold",
    "Tapper",
    "Upton",
    "Vickery",
    "Westlake",
    "Brindley",
    "Catchpole",
    "Drabble",
    "Entwistle",
    "Fogg",
    "Gotobed",
    "Hebden",
    "Inchbald",
    "Jolliffe",
    "Kilby",
    "Luckett",
    "Mabey",
    "Nuttall",
    "Outhwaite",
    "Padgett",
    "Rowbotham",
    "Scriven",
    "Threlfall",
    "Voysey",
    "Wragg",
    "Allsop",
    "Bagshaw",
    "Chubb",
    "Dancer",
    "Edey",
    "Frith",
    "Goodyear",
    "Hards",
    "Isherwood",
    "Jupp",
    "Knapman",
    "Lillywhite",
    "Mapp",
    "Nethercott",
    "Oldroyd",
    "Plumridge",
    "Rackham",
    "Sheppard",
    "Tolley",
    "Uttley",
    "Verrall",
    "Whiffen",
    "Yelland",
    "Budd",
    "Clegg",
    "Dudley",
    "Everett",
    "Fensome",
    "Gadsby",
    "Hobday",
    "Inskip",
    "Juniper",
    "Kingdon",
    "Leeming",
    "Mossop",
    "Nokes",
    "Pask",
    "Rayner",
    "Stubbs",
    "Trinder",
    "Viner",
    "Warburton",
    "Ashby",
    "Blundell",
    "Cresswell",
    "Dowsett",
    "Emery",
    "Fiddler",
    "Grimwade",
    "Holloway",
    "Jeffery",
    "Kershaw",
    "Lusher",
    "Maidment",
    "Neave",
    "Parfitt",
    "Rolfe",
    "Seabrook",
    "Tweddle",
    "Veale",
    "Wilcox",
    "Adcock",
    "Bonner",
    "Challis",
    "Dowe",
    "Earwaker",
    "Fenn",
    "Gutteridge",
    "Harnett",
    "Iles",
    "Judd",
]
DRV_FIRST = [
    "Alan",
    "Christine",
    "Graham",
    "Hilary",
    "Ian",
    "Jill",
    "Keith",
    "Lorraine",
    "Martin",
    "Nigel",
    "Pam",
    "Richard",
    "Sandra",
    "Stuart",
    "Trevor",
    "Valerie",
    "Wendy",
    "Adrian",
    "Bev",
    "Colin",
    "Diane",
    "Eddie",
    "Fiona",
    "Geoff",
    "Heather",
    "Jeff",
    "Karen",
    "Lynn",
    "Mike",
    "Nick",
    "Paul",
    "Ros",
    "Steve",
    "Tony",
    "Yvonne",
    "Amir",
    "Priya",
    "Tunde",
    "Grzegorz",
    "Marek",
    "Sean",
    "Niall",
    "Carys",
    "Owen",
    "Rhys",
    "Dev",
    "Gary",
    "Denise",
]
DRV_SURNAMES = [
    "Fairbrother",
    "Haddon",
    "Pilbeam",
    "Stanhope",
    "Greaves",
    "Mortimer",
    "Nwosu",
    "Castellano",
    "Pritchard",
    "Lomax",
    "Brennan",
    "Sandhu",
    "Atherton",
    "Merriman",
    "Coady",
    "Bhatt",
    "Duckworth",
    "Fullerton",
    "Gilchrist",
    "Hollis",
    "Iqbal",
    "Jarvis",
    "Kirkby",
    "Lockyer",
    "McAllister",
    "Nash",
    "Osei",
    "Penrose",
    "Quigley",
    "Redfern",
    "Sillitoe",
    "Thackeray",
    "Usher",
    "Varley",
    "Wadsworth",
    "Yates",
    "Ziolkowski",
    "Barraclough",
    "Cheshire",
    "Dalby",
    "Eckersley",
    "Fane",
    "Gosnell",
    "Hartigan",
    "Illingworth",
    "Jowett",
    "Kavanagh",
    "Lavelle",
    "Moxon",
    "Nightingale",
    "Ogden",
    "Pennington",
    "Rimmer",
    "Shackleton",
    "Tansley",
    "Ulyett",
    "Vesey",
    "Whitehead",
    "Aldridge",
    "Bostock",
    "Chadwick",
    "Dorling",
    "Ellwood",
    "Farley",
    "Grundy",
    "Heald",
    "Ince",
    "Jagger",
    "Keeble",
    "Lund",
    "Marwick",
    "Naylor",
    "O'Rourke",
    "Pinder",
    "Rushworth",
    "Saltmarsh",
    "Thorley",
    "Unwin",
    "Vause",
    "Wetherall",
    "Akhtar",
    "Bramhall",
    "Crowther",
    "Dearlove",
    "Eyre",
    "Fortune",
    "Garside",
    "Hepworth",
    "Iveson",
    "Joyner",
    "Kitching",
    "Lightfoot",
]
QUALS = {
    "MiDAS Acc.": 0.6,
    "PATS": 0.35,
    "First aid": 0.5,
    "Dementia Friend": 0.3,
    "Safeguard. L2": 0.45,
    "Defib.": 0.2,
}
CANCEL_REASONS = [
    "feeling unwell",
    "admitted to hospital",
    "family taking {obj} instead",
    "going by taxi instead",
    "carer off sick",
    "bad cold",
    "fall at home",
    "booked twice in error",
]
CANCEL_BY_PURPOSE = {
    "Hosp. appt": [
        "appointment moved",
        "clinic cancelled",
        "appointment cancelled by the hospital",
    ],
    "GP/health": ["appointment moved", "surgery rebooked {obj} for a phone consultation"],
    "Day ctr/club": ["day centre closed for a staff day", "club outing instead"],
    "Work/educ.": ["college closed for a training day", "placement cancelled"],
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _operating_days() -> list[date]:
    days, d = [], START
    while d <= END:
        if d.weekday() < 6 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _add_job(jobs: dict, d: date, bus: str, kind: str) -> None:
    """A re-check on a day the bus is already at the garage is done by that visit."""
    if not any(b == bus for b, _ in jobs.get(d, [])):
        jobs.setdefault(d, []).append((bus, kind))


def _weekday_on_or_after(d: date) -> date:
    while d.weekday() >= 5 or d in BANK_HOLIDAYS or d == SNOW_DAY:
        d += timedelta(days=1)
    return d


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _rand_date(rng: random.Random, a: date, b: date) -> date:
    return a + timedelta(days=rng.randint(0, (b - a).days))


# ---- builders -----------------------------------------------------------------------------


def _drivers(rng: random.Random) -> list[dict]:
    surnames = list(DRV_SURNAMES)
    rng.shuffle(surnames)
    firsts = DRV_FIRST * 2
    rng.shuffle(firsts)
    names = [f"{f} {s}" for f, s in zip(firsts, surnames)]  # 92 drivers, no surname twice
    vol_ids = sorted(rng.sample(range(101, 268), 74))
    ids = (
        [f"V{i}" for i in vol_ids]
        + [f"S{i:02d}" for i in range(1, 8)]
        + [f"R{i:02d}" for i in range(1, 12)]
    )
    drivers = []
    for did, name in zip(ids, names):
        typ = {"V": "Volunteer", "S": "Staff", "R": "Relief"}[did[0]]
        if typ == "Volunteer":
            born = rng.randint(1948, 1979) if rng.random() < 0.82 else rng.randint(1980, 1999)
            joined = _rand_date(rng, date(2004, 3, 1), date(2024, 12, 20))
            days = sorted(
                rng.sample(range(6), rng.choices([1, 2, 3], weights=[3, 5, 2])[0]), key=lambda x: x
            )
            if 5 in days and rng.random() < 0.5:
                days = [x for x in days if x != 5] or [rng.randrange(5)]
        elif typ == "Staff":
            born = rng.randint(1960, 1996)
            joined = _rand_date(rng, date(2009, 1, 5), date(2023, 9, 1))
            days = [0, 1, 2, 3, 4]
        else:
            born = rng.randint(1950, 1992)
            joined = _rand_date(rng, date(2012, 1, 5), date(2024, 6, 1))
            days = sorted(rng.sample(range(6), rng.randint(2, 4)))
        d1 = (
            born <= 1979 and rng.random() < 0.96
        )  # car test passed before 1997: D1 (101) by grandfather rights
        quals = [q for q, p in QUALS.items() if rng.random() < p]
        if typ == "Staff":
            quals = [
                q
                for q in QUALS
                if q in ("MiDAS Acc.", "PATS", "First aid", "Safeguard. L2") or q in quals
            ]
        pts = rng.choices([0, 3, 6], weights=[82, 14, 4])[0]
        trg = sorted(
            {
                _rand_date(
                    rng, max(joined, date(2022, 6, 1)) + timedelta(days=30), date(2025, 3, 27)
                )
                for _ in range(rng.choices([0, 1, 2, 3], weights=[3, 5, 3, 1])[0])
            }
        )
        trg = [x for x in trg if x > joined]
        midas_on = _rand_date(
            rng, max(joined - timedelta(days=60), date(2021, 4, 12)), date(2025, 2, 28)
        )
        drivers.append(
            {
                "drvID": did,
                "fullnm": name,
                "DrvType": typ,
                "base": _pick(rng, DEPOTS),
                "dtJoined": joined,
                "yrBorn": born,
                "d1_ent": d1,
                "midasExp": midas_on.replace(year=midas_on.year + 4) - timedelta(days=1),
                "dbsDt": _rand_date(
                    rng, max(joined - timedelta(days=50), date(2022, 4, 4)), date(2025, 3, 14)
                ),
                "quals": quals,
                "availDays": [DOW[x] for x in sorted(days)],
                "num_pts": pts,
                "pctUtil": 0.0,
                "trgDts": trg,
                "Status": "Active",
                "_from": max(joined, START),
                "_to": END,
            }
        )
    vols = [d for d in drivers if d["DrvType"] == "Volunteer"]
    # five recruits in training (no MiDAS yet), six who left, five on a break, two suspended
    pool = list(vols)
    rng.shuffle(pool)
    trainees, leavers, breaks, susp = pool[:5], pool[5:11], pool[11:16], pool[16:18]
    for d in trainees:
        d["Status"] = "In training"
        d["dtJoined"] = _rand_date(rng, date(2025, 1, 6), date(2025, 3, 10))
        d["midasExp"] = None
        d["quals"] = [q for q in d["quals"] if q != "MiDAS Acc."]
        d["trgDts"] = []
        d["_from"] = EXPORT_DAY  # drives nothing
    for d in leavers:
        d["Status"] = "Left"
        d["_to"] = _rand_date(rng, date(2024, 11, 4), date(2025, 3, 14))
        d["trgDts"] = [x for x in d["trgDts"] if x <= d["_to"]]
    for i, d in enumerate(breaks):
        d["Status"] = "On break"
        d["_to"] = _rand_date(rng, date(2024, 12, 2), date(2025, 3, 7))
        if i < 2:  # MiDAS lapsed: on a break until the refresher
            d["midasExp"] = d["_to"]
    for i, d in enumerate(susp):
        d["Status"] = "Suspended"
        d["_to"] = _rand_date(rng, date(2025, 1, 13), date(2025, 3, 3))
        if i == 0:
            d["num_pts"] = 9
        else:  # DBS renewal overdue
            d["dbsDt"] = d["_to"] - timedelta(days=3 * 365)
    return drivers


def _passengers(rng: random.Random) -> list[dict]:
    nums = sorted(rng.sample(range(1004, 4987), 430))
    seen = set()
    paxes = []
    vil_w = {v: w[2] for v, w in VILLAGES.items()}
    for i, num in enumerate(nums):
        young = rng.random() < 0.06
        female = rng.random() < 0.66
        while True:
            if young:
                first = rng.choice(PAX_YOUNG_F if female else PAX_YOUNG_M)
            else:
                first = rng.choice(PAX_F if female else PAX_M)
            sur = rng.choice(PAX_SURNAMES)
            if (sur, first) not in seen:
                seen.add((sur, first))
                break
        title = (
            ("Ms" if young else _pick(rng, {"Mrs": 7, "Miss": 1.5, "Ms": 1.5})) if female else "Mr"
        )
        village = _pick(rng, vil_w)
        wcu = rng.random() < (0.25 if young else 0.11)
        needs: list[str] = []
        if wcu:
            needs.append("wheelchair")
        else:
            for need, p in (("rollator", 0.2), ("walking stick", 0.18), ("folding WC", 0.06)):
                if rng.random() < p and len(needs) < 1:
                    needs.append(need)
        for need, p in (
            ("door-to-door", 0.3),
            ("sight impaired", 0.06),
            ("hearing impaired", 0.07),
            ("assist. dog", 0.015),
            ("oxygen", 0.02),
        ):
            if rng.random() < p and len(needs) < 3:
                needs.append(need)
        vx, vy, _, streets = VILLAGES[village]
        paxes.append(
            {
                "paxNo": f"M{num}",
                "paxnm": f"{sur}, {first}",
                "sur": sur,
                "title": title,
                "female": female,
                "young": young,
                "village": village,
                "x": vx + rng.uniform(-0.9, 0.9),
                "y": vy + rng.uniform(-0.9, 0.9),
                "street": rng.choice(streets),
                "house": rng.randint(1, 86),
                "wcu": wcu,
                "needs": needs,
                "pay": _pick(rng, {"Cash": 40, "Card": 32, "Voucher": 12}),
                "profile": "adhoc",
                "days": [],
                "dest": None,
                "pu": None,
            }
        )
    order = list(range(len(paxes)))
    rng.shuffle(order)
    k = 0
    for _ in range(4):  # dialysis, Mon/Wed/Fri
        p = paxes[order[k]]
        k += 1
        p.update(
            profile="renal",
            days=[0, 2, 4],
            dest="Renal Unit (KGH)",
            pu=rng.choice([7 * 60 + 15, 7 * 60 + 30, 12 * 60 + 30]),
        )
    for _ in range(24):  # day centres and clubs
        p = paxes[order[k]]
        k += 1
        if p["young"]:
            dest = "Brookfield Day Svcs"
        else:
            dest = _pick(
                rng,
                {
                    "Kelmarden Day Ctr": 5,
                    "Brookfield Day Svcs": 1,
                    "St Aldhelm's Lunch Club": 2,
                    "Oxley Memory Cafe": 2,
                },
            )
        days = {"St Aldhelm's Lunch Club": [rng.choice([1, 3])], "Oxley Memory Cafe": [2]}.get(
            dest, sorted(rng.sample(range(5), rng.choice([1, 1, 2])))
        )
        p.update(
            profile="daycentre",
            days=days,
            dest=dest,
            pu=rng.choice(range(8 * 60 + 45, 9 * 60 + 50, 5)),
        )
        if dest == "Brookfield Day Svcs" or rng.random() < 0.4:
            p["pay"] = "Acct"
    for _ in range(4):  # college and supported work
        p = paxes[order[k]]
        k += 1
        p.update(
            profile="work",
            days=sorted(rng.sample(range(5), rng.choice([2, 3]))),
            dest=rng.choice(["Kelmarden College", "Greenway Work Proj."]),
            pu=rng.choice(range(8 * 60, 8 * 60 + 50, 5)),
            pay=rng.choice(["Acct", "Card"]),
        )
    for _ in range(46):  # weekly shoppers
        p = paxes[order[k]]
        k += 1
        near = min(
            ["Kelmarden Tesco", "Kelmarden Mkt Sq", "Sallow Bridge Co-op", "Fenholt Retail Pk"],
            key=lambda d: (DESTS[d][1] - p["x"]) ** 2 + (DESTS[d][2] - p["y"]) ** 2,
        )
        dest = near if rng.random() < 0.7 else rng.choice(["Kelmarden Tesco", "Kelmarden Mkt Sq"])
        p.update(
            profile="shopper",
            days=[rng.choice([0, 1, 2, 3, 4, 4, 5])],
            dest=dest,
            pu=rng.choice(range(9 * 60 + 30, 11 * 60 + 5, 5)),
        )
    return paxes


def _dist(p: dict, dest: str) -> float:
    _, dx, dy = DESTS[dest]
    d = math.hypot(dx - p["x"], dy - p["y"]) * 1.3
    return round(max(d, 0.6), 1)


def _fare(dist: float, rtn: bool, n_esc: int) -> float:
    single = 3.0 if dist <= 4 else 4.5 if dist <= 10 else 6.0 if dist <= 18 else 8.5
    legs = 2 if rtn else 1
    return round(single * legs + 1.5 * n_esc * legs, 2)


def _pronouns(p: dict) -> tuple[str, str, str]:
    return ("she", "her", "her") if p["female"] else ("he", "him", "his")


def _reason(rng: random.Random, purp: str, obj: str) -> str:
    return rng.choice(CANCEL_REASONS + CANCEL_BY_PURPOSE.get(purp, [])).format(obj=obj)


def _note(rng: random.Random, t: dict, p: dict, bus_access: str | None) -> str:
    he, him, his = _pronouns(p)
    who = f"{p['title']} {p['sur']}"
    addr = f"{p['house']} {p['street']}"
    pu = int(t["puTime"][:2]) * 60 + int(t["puTime"][3:])
    stat = t["stat"]
    if t["dtTrip"] == SNOW_DAY:
        return (
            f"Service suspended for snow and ice on the lanes. Office rang {who} at "
            f"{_hhmm(7 * 60 + rng.randint(0, 70))} to cancel the {t['puTime']} pick-up; "
            f"offered to rebook when the roads clear."
        )
    if stat == "Cancelled":
        lead = (t["dtTrip"] - t["_cancel_on"]).days
        by = rng.choice(
            [
                "the passenger",
                "daughter",
                "son",
                "carer",
                "warden",
                "husband" if p["female"] else "wife",
            ]
            + (
                ["the surgery" if t["purp"] == "GP/health" else "the hospital"]
                if t["purp"] in ("Hosp. appt", "GP/health")
                else []
            )
        )
        reason = _reason(rng, t["purp"], him)
        when = f"{lead} days ahead" if lead > 1 else "the day before" if lead == 1 else "on the day"
        return rng.choice(
            [
                f"Cancelled {when} by {by}: {reason}. Seat released to the waiting list for {t['dtTrip'].strftime('%d/%m')}.",
                f"{by.capitalize()} rang at {_hhmm(rng.randint(9 * 60, 16 * 60))} to cancel, {reason}. "
                f"Run for {t['fromVill']} re-planned.",
                f"Booking cancelled {when} ({reason}). {who} will ring to rebook for {his} {t['Dest']} trip.",
            ]
        )
    if stat == "Late canx":
        by = rng.choice(
            [
                "The passenger",
                "Her daughter" if p["female"] else "His daughter",
                "Carer",
                "Neighbour",
            ]
        )
        return rng.choice(
            [
                f"{by} rang at {_hhmm(pu - rng.randint(10, 55))} on the day to cancel, {_reason(rng, t['purp'], him)}. "
                f"Driver already on the way to {t['fromVill']}. Late cancellation, fare charged.",
                f"Cancelled on the day at {_hhmm(pu - rng.randint(10, 55))}, under the 24 hours. "
                f"{who} {rng.choice(['felt unwell', 'had a fall overnight', 'forgot the appointment was moved'])}. "
                f"Fare charged per policy.",
            ]
        )
    if stat == "No-show":
        wait = rng.choice([5, 8, 10, 10, 12, 15])
        return rng.choice(
            [
                f"Arrived {addr} at {_hhmm(pu + rng.randint(-3, 6))}, knocked and waited {wait} min, no answer. "
                f"Rang {who} twice, no reply. Logged as no-show, fare charged.",
                f"No-show. Driver waited {wait} min at {addr}, {t['fromVill']}, curtains drawn. Office could not "
                f"reach {him} by phone; next of kin told at {_hhmm(pu + rng.randint(20, 90))}.",
                f"{who} not at home when we called at {_hhmm(pu + rng.randint(-3, 6))}. Neighbour said {he} had "
                f"gone with family. No-show recorded.",
            ]
        )
    # completed
    arr = pu + rng.randint(-4, 9)
    parts = [
        rng.choice(
            [
                f"Collected {who} from {addr}, {t['fromVill']} at {_hhmm(arr)}.",
                f"P/U {addr} {_hhmm(arr)}, {he} was ready at the door.",
                f"{who} waiting at the gate of {addr} when we arrived at {_hhmm(arr)}.",
                f"Picked up {_hhmm(arr)} from {addr}, {t['fromVill']}.",
            ]
        )
    ]
    needs = t["needs"]
    if "wheelchair" in needs:
        if bus_access == "ramp":
            parts.append("Ramp used, chair secured with four-point straps and lap belt.")
        else:
            parts.append(
                rng.choice(
                    [
                        "Loaded on the tail-lift, chair clamped and belted.",
                        "Travelled in own wheelchair, four-point restraints and lap belt fitted.",
                    ]
                )
            )
    elif "rollator" in needs:
        parts.append(
            rng.choice(
                [
                    "Rollator folded and stowed in the rear.",
                    f"Uses a rollator, {he} needed help up the step.",
                ]
            )
        )
    elif "walking stick" in needs:
        parts.append(f"Needs an arm on the steps, uses a stick.")
    elif "folding WC" in needs:
        parts.append("Transferred to a seat, folding chair stowed in the luggage space.")
    if "door-to-door" in needs:
        parts.append(
            rng.choice(
                [
                    f"Door-to-door, walked {him} in to reception.",
                    f"Door-to-door: saw {him} inside and handed over to staff.",
                ]
            )
        )
    if "sight impaired" in needs:
        parts.append(f"Sight impaired, guided {him} to the door and warned of the kerb.")
    if "hearing impaired" in needs:
        parts.append(f"Hard of hearing, face {him} when speaking.")
    if "assist. dog" in needs:
        parts.append("Assistance dog travelled in the footwell.")
    if "oxygen" in needs:
        parts.append("Portable oxygen cylinder secured under the seat.")
    out_min = t["rideMins"][0]
    drop = arr + out_min
    late = rng.random() < 0.08
    if late:
        road = rng.choice(
            [
                "the A614 roadworks",
                "the level crossing",
                "Bridge St lights",
                "a tractor on Fen Rd",
                "flooding at Cawsey Ln",
            ]
        )
        parts.append(
            f"Held up by {road}, reached {t['Dest']} at {_hhmm(drop)}, about {rng.randint(5, 20)} min late."
        )
    elif t["purp"] in ("Hosp. appt", "GP/health"):
        parts.append(
            rng.choice(
                [
                    f"Dropped at {t['Dest']} {_hhmm(drop)}, in good time for the appointment.",
                    f"Arrived {t['Dest']} {_hhmm(drop)}.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    f"Dropped at {t['Dest']} {_hhmm(drop)}.",
                    f"Shared run with {rng.randint(2, 6)} others, dropped {_hhmm(drop)}.",
                ]
            )
        )
    if t["rtn"]:
        back = drop + rng.randint(45, 300)
        parts.append(
            rng.choice(
                [
                    f"Return collected {_hhmm(back)}.",
                    f"Return pick-up {_hhmm(back)} after the clinic ran late."
                    if t["purp"] == "Hosp. appt"
                    else f"Return pick-up {_hhmm(back)}, home by {_hhmm(back + t['rideMins'][-1])}.",
                    f"Home at {_hhmm(back + t['rideMins'][-1])}"
                    + (
                        ", carried the shopping to the door."
                        if t["purp"] == "Shopping"
                        else ", all well."
                    ),
                ]
            )
        )
    if t["nEsc"]:
        parts.append(
            rng.choice(
                [
                    f"{t['nEsc']} escort{'s' if t['nEsc'] > 1 else ''} travelled with {him}.",
                    "Daughter travelled as escort."
                    if t["nEsc"] == 1
                    else "Two companions travelled.",
                ]
            )
        )
    if rng.random() < 0.15:
        parts.append(
            rng.choice(
                [
                    "Key safe code held by the office.",
                    f"Prefers the front seat.",
                    f"Paid {t['PayMeth'].lower()} on board."
                    if t["PayMeth"] in ("Cash", "Card")
                    else "Paid with a voucher."
                    if t["PayMeth"] == "Voucher"
                    else "On account.",
                    "Chatty and cheerful today.",
                    "Reminded about the Christmas timetable."
                    if date(2024, 12, 1) <= t["dtTrip"] <= date(2024, 12, 21)
                    else "Asked about the Saturday shopper.",
                ]
            )
        )
    return " ".join(parts)


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    drivers = _drivers(rng)
    paxes = _passengers(rng)
    days = _operating_days()

    # ---- garage calendar: PMIs every six weeks, MOTs, LOLER on the tail-lift buses ----
    garage_jobs: dict[date, list[tuple[str, str]]] = {}

    def book(d: date, bus: str, kind: str) -> None:
        d = _weekday_on_or_after(d)
        while any(b == bus for b, _ in garage_jobs.get(d, [])):
            d = _weekday_on_or_after(d + timedelta(days=1))
        garage_jobs.setdefault(d, []).append((bus, kind))

    for i, bus in enumerate(FLEET):
        d = START + timedelta(days=i * 5 + rng.randint(0, 4))
        while d <= END:
            book(d, bus, "PMI")
            d += timedelta(days=42)
        mot = FLEET[bus][4]
        if mot:
            book(mot, bus, "MOT")
        if FLEET[bus][1] == "tail-lift":
            book(_rand_date(rng, date(2024, 10, 14), date(2025, 3, 14)), bus, "LOLER")

    odo = {bus: rng.randint(38000, 142000) for bus in FLEET}
    vor_until: dict[str, date] = {}
    checks: list[dict] = []
    trips: list[dict] = []
    driven: dict[str, set] = {d["drvID"]: set() for d in drivers}
    by_id = {d["drvID"]: d for d in drivers}

    def tread() -> list[float]:
        base = rng.uniform(3.2, 7.8)
        return [round(min(8.0, max(1.8, base + rng.uniform(-0.6, 0.6))), 1) for _ in range(4)]

    def garage_check(d: date, bus: str, kind: str) -> None:
        vrm, access, _, pmi_garage, _ = FLEET[bus]
        if kind == "PMI":
            res = _pick(rng, {"Nil defect": 55, "Advisory": 30, "Minor": 13, "VOR": 3})
            pool = [
                "brake pads",
                "tyre",
                "exhaust",
                "suspension bush",
                "wiper blade",
                "corrosion",
                "oil leak",
            ]
            cost = (
                rng.uniform(165, 395)
                + {
                    "Nil defect": 0,
                    "Advisory": 0,
                    "Minor": rng.uniform(40, 260),
                    "VOR": rng.uniform(300, 900),
                }[res]
            )
            dur, gar = rng.randint(150, 330), pmi_garage
        elif kind == "MOT":
            res = _pick(rng, {"Nil defect": 3, "Advisory": 2, "Minor": 1})
            pool = ["tyre", "brake pads", "corrosion", "lamp"]
            cost, dur, gar = 59.55, rng.randint(40, 70), MOT_GARAGE
        elif kind == "LOLER":
            res = _pick(rng, {"Nil defect": 3, "Advisory": 2})
            pool = ["tail-lift"]
            cost, dur, gar = 96.0, rng.randint(35, 65), LIFT_GARAGE
        else:  # re-check after a VOR
            res = _pick(rng, {"Nil defect": 9, "Advisory": 1})
            pool = ["tyre", "brake pads", "wiper blade"]
            cost, dur, gar = rng.uniform(54, 420), rng.randint(30, 240), pmi_garage
        dfx = [] if res == "Nil defect" else rng.sample(pool, min(len(pool), rng.choice([1, 1, 2])))
        if res == "VOR" and kind == "PMI":
            dfx = [rng.choice(["brakes", "suspension"])]
        checks.append(
            {
                "VRM": vrm,
                "chk_dt": d,
                "chkTyp": kind,
                "chkdBy": None,
                "garage": gar,
                "odoMi": odo[bus],
                "Result": res,
                "dfx": dfx,
                "treadMm": tread() if kind in ("PMI", "MOT") else [],
                "fuelQ": rng.choices([1, 2, 3, 4], weights=[1, 3, 5, 6])[0],
                "durMin": dur,
                "costGbp": round(cost, 2),
                "is_signed": d < EXPORT_DAY - timedelta(days=7),
            }
        )
        if res == "VOR":
            back = _weekday_on_or_after(d + timedelta(days=rng.randint(1, 3)))
            vor_until[bus] = back
            _add_job(garage_jobs, back, bus, "Re-check")

    for di, d in enumerate(days):
        wd = d.weekday()
        # ---- bookings ----
        todays: list[
            tuple[dict, str, int, bool]
        ] = []  # passenger, destination, pick-up minute, regular
        xmas = XMAS_CLOSED[0] <= d <= XMAS_CLOSED[1]
        for p in paxes:
            if p["profile"] == "adhoc" or wd not in p["days"]:
                continue
            if p["profile"] in ("daycentre", "work") and xmas:
                continue
            prob = {"renal": 0.97, "daycentre": 0.88, "work": 0.85, "shopper": 0.5}[p["profile"]]
            if rng.random() < prob:
                todays.append(
                    (
                        p,
                        p["dest"],
                        p["pu"] + (rng.choice([0, 0, 5, -5]) if p["profile"] == "shopper" else 0),
                        True,
                    )
                )
        n_adhoc = rng.randint(4, 9) if wd < 5 else rng.randint(3, 6)
        weights = [1.0 if p["profile"] == "adhoc" else 0.35 for p in paxes]
        for _ in range(n_adhoc):
            p = rng.choices(paxes, weights=weights)[0]
            if wd < 5:
                purp = _pick(
                    rng, {"Hosp. appt": 35, "GP/health": 35, "Social/leisure": 15, "Shopping": 15}
                )
            else:
                purp = _pick(rng, {"Shopping": 5, "Social/leisure": 5})
            cands = [k for k, v in DESTS.items() if v[0] == purp and k != "Renal Unit (KGH)"]
            if purp == "GP/health":
                dest = min(
                    cands, key=lambda k: (DESTS[k][1] - p["x"]) ** 2 + (DESTS[k][2] - p["y"]) ** 2
                )
                if rng.random() < 0.25:
                    dest = rng.choice(cands)
            elif purp == "Hosp. appt":
                dest = _pick(
                    rng,
                    {
                        "Kelmarden Gen. Hosp.": 6,
                        "Wexbury Royal Infirmary": 2,
                        "Kelmarden Eye Clinic": 2,
                    },
                )
            else:
                dest = rng.choice(cands)
            lo, hi = {
                "Hosp. appt": (7 * 60 + 30, 13 * 60 + 30),
                "GP/health": (8 * 60 + 30, 15 * 60 + 30),
                "Shopping": (9 * 60 + 30, 11 * 60 + 30),
                "Social/leisure": (10 * 60, 13 * 60 + 30),
            }[purp]
            todays.append((p, dest, rng.randrange(lo, hi + 1, 5), False))

        # ---- buses and drivers of the day ----
        in_garage = [b for b, _ in garage_jobs.get(d, [])]
        avail_buses = [
            b for b in FLEET if b not in in_garage and not (b in vor_until and vor_until[b] >= d)
        ]
        rows = []
        for p, dest, pu, regular in todays:
            purp = DESTS[dest][0]
            if d == SNOW_DAY:
                stat = "Cancelled"
            else:
                stat = _pick(
                    rng, {"Completed": 86, "Cancelled": 8.5, "Late canx": 3, "No-show": 2.5}
                )
            rtn = (
                rng.random()
                < {
                    "Hosp. appt": 0.85,
                    "GP/health": 0.75,
                    "Shopping": 0.96,
                    "Day ctr/club": 0.96,
                    "Social/leisure": 0.9,
                    "Work/educ.": 0.95,
                }[purp]
            )
            if p["profile"] == "renal":
                rtn = True
            lead = (
                rng.randint(7, 28)
                if regular
                else (0 if rng.random() < 0.03 else rng.randint(1, 12))
            )
            rows.append(
                {
                    "p": p,
                    "dtTrip": d,
                    "dt_bkd": d - timedelta(days=lead),
                    "puTime": _hhmm(pu),
                    "purp": purp,
                    "Dest": dest,
                    "stat": stat,
                    "rtn": rtn,
                    "nEsc": rng.choices([0, 1, 2], weights=[86, 12, 2])[0],
                }
            )
        active = [r for r in rows if r["stat"] != "Cancelled"]
        n_bus = min(len(avail_buses), max(1 if active else 0, math.ceil(len(active) / 6.0)))
        need_access = any(r["p"]["wcu"] for r in active)
        cand = [
            x
            for x in drivers
            if x["_from"] <= d <= x["_to"]
            and DOW[wd] in x["availDays"]
            and x["midasExp"] is not None
            and x["midasExp"] >= d
        ]
        chosen_buses: list[str] = []
        acc = [b for b in avail_buses if FLEET[b][1] != "none"]
        std = [b for b in avail_buses if FLEET[b][1] == "none"]
        rng.shuffle(acc)
        rng.shuffle(std)
        if n_bus:
            order = acc + std if need_access else (std + acc if rng.random() < 0.5 else acc + std)
            chosen_buses = order[:n_bus]
        crews: list[tuple[str, dict]] = []
        for bus in sorted(chosen_buses):
            if not cand:
                break
            access = FLEET[bus][1]
            pool = [x for x in cand if access == "none" or "MiDAS Acc." in x["quals"]] or cand
            w = [
                ({"Staff": 6.0, "Relief": 1.2, "Volunteer": 1.0}[x["DrvType"]])
                * (
                    2.5
                    if x["base"] == FLEET[bus][2] or (x["base"] == "Thrayle" and bus == "MB08")
                    else 1.0
                )
                for x in pool
            ]
            drv = rng.choices(pool, weights=w)[0]
            cand.remove(drv)
            # walkround check at the start of the day
            res = _pick(rng, {"Nil defect": 87, "Minor": 11, "VOR": 2})
            minor_pool = [
                "lamp",
                "wiper blade",
                "washer fluid",
                "mirror",
                "body damage",
                "step light",
                "first aid kit",
                "fire ext.",
                "AdBlue low",
                "windscreen chip",
                "tyre pressure",
            ]
            if access != "none":
                minor_pool.append("WC restraint")
            vor_pool = ["tyre", "brakes", "seat belt", "windscreen crack", "warning light"] + (
                ["tail-lift"] if access == "tail-lift" else ["ramp"] if access == "ramp" else []
            )
            dfx = (
                []
                if res == "Nil defect"
                else (
                    rng.sample(minor_pool, rng.choice([1, 1, 1, 2]))
                    if res == "Minor"
                    else [rng.choice(vor_pool)]
                )
            )
            checks.append(
                {
                    "VRM": FLEET[bus][0],
                    "chk_dt": d,
                    "chkTyp": "Walkround",
                    "chkdBy": drv["drvID"],
                    "garage": None,
                    "odoMi": odo[bus],
                    "Result": res,
                    "dfx": dfx,
                    "treadMm": [],
                    "fuelQ": rng.choices([1, 2, 3, 4], weights=[1, 3, 5, 8])[0],
                    "durMin": rng.randint(8, 20),
                    "costGbp": None,
                    "is_signed": not (
                        (d > EXPORT_DAY - timedelta(days=12) and rng.random() < 0.5)
                        or rng.random() < 0.025
                    ),
                }
            )
            if res == "VOR":
                back = _weekday_on_or_after(d + timedelta(days=rng.randint(1, 3)))
                vor_until[bus] = back
                _add_job(garage_jobs, back, bus, "Re-check")
                spares = [
                    b
                    for b in avail_buses
                    if b not in chosen_buses and (FLEET[b][1] != "none" or access == "none")
                ]
                if not spares:
                    continue
                bus = spares[0]
                chosen_buses.append(bus)
                checks.append(
                    {
                        "VRM": FLEET[bus][0],
                        "chk_dt": d,
                        "chkTyp": "Walkround",
                        "chkdBy": drv["drvID"],
                        "garage": None,
                        "odoMi": odo[bus],
                        "Result": "Nil defect",
                        "dfx": [],
                        "treadMm": [],
                        "fuelQ": rng.choices([1, 2, 3, 4], weights=[1, 3, 5, 8])[0],
                        "durMin": rng.randint(8, 20),
                        "costGbp": None,
                        "is_signed": d <= EXPORT_DAY - timedelta(days=12),
                    }
                )
            crews.append((bus, drv))
            driven[drv["drvID"]].add(d)
        load = {bus: 0 for bus, _ in crews}
        for r in sorted(active, key=lambda r: (not r["p"]["wcu"], r["puTime"], r["p"]["paxNo"])):
            fits = [
                (bus, drv) for bus, drv in crews if not r["p"]["wcu"] or FLEET[bus][1] != "none"
            ] or crews
            best = min(load[b] for b, _ in fits)
            bus, drv = rng.choice([(b, x) for b, x in fits if load[b] == best])
            load[bus] += 1
            r["bus"], r["drvRef"] = bus, drv["drvID"]
        for bus, _ in crews:
            odo[bus] += rng.randint(12, 35) + int(
                sum(
                    _dist(r["p"], r["Dest"]) * (2 if r["rtn"] else 1) * 1.4
                    for r in active
                    if r.get("bus") == bus
                )
            )
        for bus, kind in garage_jobs.get(d, []):
            garage_check(d, bus, kind)
            if vor_until.get(bus) == d:  # cleared by this visit (a new VOR sets a later date)
                vor_until.pop(bus)
        for r in rows:
            p = r.pop("p")
            dist = _dist(p, r["Dest"])
            stat = r["stat"]
            ride = []
            if stat == "Completed":
                ride = [max(5, round(dist * 2.3 + rng.randint(2, 16)))]
                if r["rtn"]:
                    ride.append(max(5, round(dist * 2.3 + rng.randint(2, 16))))
            t = {
                "dtTrip": d,
                "dt_bkd": r["dt_bkd"],
                "puTime": r["puTime"],
                "paxNo": p["paxNo"],
                "paxnm": p["paxnm"],
                "fromVill": p["village"],
                "Dest": r["Dest"],
                "purp": r["purp"],
                "drvRef": r.get("drvRef") if stat != "Cancelled" else None,
                "bus": r.get("bus") if stat != "Cancelled" else None,
                "isWCU": p["wcu"],
                "nEsc": r["nEsc"],
                "rtn": r["rtn"],
                "dist_mi": dist,
                "fareGbp": None
                if stat == "Cancelled"
                else (
                    _fare(dist, r["rtn"], r["nEsc"])
                    if stat == "Completed"
                    else _fare(dist, False, 0)
                ),
                "PayMeth": None if stat == "Cancelled" else p["pay"],
                "needs": list(p["needs"]),
                "rideMins": ride,
                "stat": stat,
                "Notes": "",
            }
            if stat == "Cancelled":
                lead = (d - r["dt_bkd"]).days
                t["_cancel_on"] = d - timedelta(days=rng.randint(min(1, lead), lead))
            t["Notes"] = _note(rng, t, p, FLEET[t["bus"]][1] if t["bus"] else None)
            t.pop("_cancel_on", None)
            trips.append(t)

    # ---- utilisation: days driven / days offered in the period ----
    op_days = [x for x in days if x != SNOW_DAY]
    for drv in drivers:
        offered = [
            x
            for x in op_days
            if drv["_from"] <= x <= drv["_to"] and DOW[x.weekday()] in drv["availDays"]
        ]
        drv["pctUtil"] = (
            round(100.0 * len(driven[drv["drvID"]]) / len(offered), 1) if offered else 0.0
        )
        del drv["_from"], drv["_to"]
    drivers.sort(key=lambda x: ({"V": 0, "S": 1, "R": 2}[x["drvID"][0]], x["drvID"]))

    order = list(range(len(trips)))
    rng.shuffle(order)
    rank = {i: k for k, i in enumerate(order)}
    idx = sorted(range(len(trips)), key=lambda i: (trips[i]["dt_bkd"], rank[i]))
    out_trips = []
    for n, i in enumerate(idx):
        out_trips.append({"bkg_ref": f"B{31001 + n}", **trips[i]})
    out_trips.sort(key=lambda t: (t["dtTrip"], t["puTime"], t["bkg_ref"]))

    kind_order = {"Walkround": 0, "PMI": 1, "MOT": 2, "LOLER": 3, "Re-check": 4}
    checks.sort(key=lambda c: (c["chk_dt"], kind_order[c["chkTyp"]], c["VRM"]))
    out_checks = [{"chkno": f"VC-{n:04d}", **c} for n, c in enumerate(checks, start=1)]
    return {"DrvPool": drivers, "DARTrips": out_trips, "VehChx": out_checks}


# ---- writers ------------------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `dial-a-ride/schema.json` and its three objects files under out."""
    formats = {"DrvPool": "jsonl", "DARTrips": "csv", "VehChx": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
