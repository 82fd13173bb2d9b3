"""Write `cemetery-services`: an invented council bereavement services office's export, named tersely.

Hallowford Borough Council's Bereavement Services (an invented council: every cemetery, section,
grave, deceased person, grave owner, funeral director, officiant, gravedigger, monumental mason,
officer and remark is made up; the trade's terms are the ordinary ones of UK burial authorities)
exported its cemetery system the way an engineer exports it: abbreviated property names in mixed
habits (snake_case `sec_code`, `sec_typ`, `max_int`, `area_ha`, `entry_no`, `int_fee`, `fee_gbp`;
camelCase `nGraves`, `numAvail`, `yrOpen`, `gmHrs`, `dtLastMSI`, `pctUnsafe`, `topUpDts`, `secRef`,
`graveNo`, `ageYrs`, `dtDeath`, `dtInt`, `dpthFt`, `isRes`, `erbGbp`, `nMourners`, `permitNo`,
`entryRef`, `nLtrs`, `dtRecd`, `dtDecn`, `gndAnchor`, `dtFixed`; PascalCase `Site`, `MowFreq`,
`Stat`, `IntTyp`, `Coffin`, `PHF`, `MemTyp`, `Status`; glued lowercase `consec`, `soil`,
`hazards`, `deceased`, `fd`, `officiant`, `chapel`, `crew`, `remarks`, `sec`, `grave`,
`applicant`, `mason`, `matl`, `dims`, `clerk`; prefixes `dt`, `n`, `num`, `is`, `pct`, `yr`),
abbreviated class names (`CemSecs`, `IntReg`, `MMPermits`), terse descriptions in the trade's
shorthand ("Typ. (NG/RO/CR)", "ERB, £ (new only)", "Unsafe @ MSI, %", "GM hrs @ 31/12"), five
properties with no description (`consec`, `soil`, `deceased`, `chapel`, `clerk`) and one
collection (`MMPermits`) with no class description.

- `CemSecs` (JSON Lines): the sections of the council's five burial grounds, with their grounds
  maintenance figures (mowing regime, hours, sunken-grave top-ups, memorial safety inspections).
- `IntReg` (Parquet): every interment from 2023-01-03 to 2024-12-31, burials (register entries
  B...) and cremated remains (entries C...): section, grave, deceased, dates, type, container,
  depth, funeral director, officiant, fees, public health funeral, chapel, mourners, the
  gravediggers and the remarks (`remarks`, the one prose property).
- `MMPermits` (CSV, no class description): the memorial permits received in 2023 and 2024:
  `entryRef` refers to `IntReg.entry_no` (blank for graves last used before 2023), `sec` to
  `CemSecs.sec_code`.

The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v37.py OUT   (writes OUT/cemetery-services/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "cemetery-services"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2023, 1, 3), date(2024, 12, 31)
EXPORT_DAY = date(2025, 1, 10)
BANK_HOLIDAYS = {
    date(2023, 1, 2),
    date(2023, 4, 7),
    date(2023, 4, 10),
    date(2023, 5, 1),
    date(2023, 5, 8),
    date(2023, 5, 29),
    date(2023, 8, 28),
    date(2023, 12, 25),
    date(2023, 12, 26),
    date(2024, 1, 1),
    date(2024, 3, 29),
    date(2024, 4, 1),
    date(2024, 5, 6),
    date(2024, 5, 27),
    date(2024, 8, 26),
    date(2024, 12, 25),
    date(2024, 12, 26),
}
NEW_FEES_FROM = date(2024, 4, 1)  # fees rise at the start of the financial year

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "CemSecs",
        "Cem. sects (all sites) + GM",
        [
            ("sec_code", "text", "Sect. ref (site-sect)"),
            ("Site", "text", "Cem."),
            ("sec_typ", "text", "Typ. (T/L/CR/W/CH/PG/MU)"),
            ("consec", "boolean", None),
            ("nGraves", "int", "Spaces #"),
            ("numAvail", "int", "Unsold @ 10/01"),
            ("yrOpen", "int", "Yr opened"),
            ("max_int", "int", "Max intmts/grave"),
            ("soil", "text", None),
            ("area_ha", "number", "Area, ha"),
            ("MowFreq", "text", "Mow (wk/fn/mth/WF)"),
            ("gmHrs", "number", "GM hrs @ 31/12"),
            ("dtLastMSI", "date", "Last MSI"),
            ("pctUnsafe", "number", "Unsafe @ MSI, %"),
            ("hazards", "text[]", "Haz."),
            ("topUpDts", "date[]", "Top-up dts (sunken)"),
            ("Stat", "text", "Stat. (open/RO/closed)"),
        ],
    ),
    (
        "IntReg",
        "Burial/CR reg. 2023-24",
        [
            ("entry_no", "text", "Reg. entry # (B=burial/C=CR)"),
            ("secRef", "text", "Sect."),
            ("graveNo", "text", "Grave #"),
            ("deceased", "text", None),
            ("ageYrs", "int", "Age"),
            ("dtDeath", "date", "DoD"),
            ("dtInt", "date", "Int. dt"),
            ("IntTyp", "text", "Typ. (NG/RO/CR)"),
            ("Coffin", "text", "Coffin/cont."),
            ("dpthFt", "number", "Dug to, ft"),
            ("fd", "text", "FD"),
            ("officiant", "text", "Off. (blank=direct)"),
            ("isRes", "boolean", "Res.? (non-res x2)"),
            ("int_fee", "number", "Int. fee, £"),
            ("erbGbp", "number", "ERB, £ (new only)"),
            ("PHF", "boolean", "PHF (s.46)?"),
            ("chapel", "boolean", None),
            ("nMourners", "int", "Mourners, est."),
            ("crew", "text[]", "Dug/backfilled by"),
            ("remarks", PROSE, "Remarks"),
        ],
    ),
    (
        "MMPermits",
        None,
        [
            ("permitNo", "text", "Permit #"),
            ("entryRef", "text", "Reg. entry (blank=pre-23)"),
            ("sec", "text", "Sect."),
            ("grave", "text", "Grave #"),
            ("applicant", "text", "Appl. (ERB holder)"),
            ("mason", "text", "MM"),
            ("MemTyp", "text", "Mem. typ."),
            ("matl", "text", "Matl"),
            ("dims", "int[]", "H/W/D, mm"),
            ("nLtrs", "int", "Ltrs #"),
            ("dtRecd", "date", "Recd"),
            ("dtDecn", "date", "Decn dt (blank=pending)"),
            ("Status", "text", "Stat."),
            ("fee_gbp", "number", "Fee, £"),
            ("gndAnchor", "boolean", "Anchor (BS 8415)?"),
            ("dtFixed", "date", "Fixed (MM notif.)"),
            ("clerk", "text", None),
        ],
    ),
]

# ---- sites and sections ----------------------------------------------------------------------

SITES = {
    "HAL": "Hallowford Cemetery",
    "BRK": "Brookmere Lawn Cemetery",
    "SAX": "Saxby Road Cemetery",
    "GRN": "Greenacre Woodland",
    "ELL": "Ellerby Churchyard",
}
SOILS = {
    "HAL": {"Clay": 6, "Loam": 2},
    "BRK": {"Sand": 5, "Loam": 3},
    "SAX": {"Clay": 4, "Made ground": 2},
    "GRN": {"Loam": 4, "Sand": 1},
    "ELL": {"Chalk": 1},
}
MAX_INT = {
    "Traditional": 3,
    "Lawn": 2,
    "Cremated remains": 4,
    "Woodland": 1,
    "Children's": 1,
    "Public graves": 4,
    "Muslim": 1,
}
HAZARDS = [
    "slope",
    "tree roots",
    "waterlogging",
    "sunken graves",
    "badger setts",
    "unstable memorials",
    "public footpath",
]


def _sections_spec() -> list[tuple[str, str, str, int, str]]:
    """(site, section, type, year opened, status) for every section."""
    spec = []
    years = [1871, 1874, 1879, 1884, 1889, 1895, 1901, 1908, 1914, 1921, 1929, 1938]
    for s, y in zip("ABCDEFGHJKLM", years):
        spec.append(("HAL", s, "Traditional", y, "Closed" if s in "AB" else "Reopen only"))
    spec += [
        ("HAL", "N", "Traditional", 1946, "Reopen only"),
        ("HAL", "P", "Traditional", 1955, "Reopen only"),
    ]
    for i, y in enumerate([1962, 1971, 1980, 1989, 1999, 2008], start=1):
        spec.append(("HAL", f"S{i}", "Lawn", y, "Open" if i == 6 else "Reopen only"))
    for i, y in enumerate([1958, 1974, 1991, 2006, 2020], start=1):
        spec.append(("HAL", f"CR{i}", "Cremated remains", y, "Open" if i >= 4 else "Reopen only"))
    spec += [("HAL", "MU1", "Muslim", 1994, "Reopen only"), ("HAL", "MU2", "Muslim", 2015, "Open")]
    spec += [
        ("HAL", "CH1", "Children's", 1969, "Closed"),
        ("HAL", "CH2", "Children's", 2001, "Open"),
    ]
    for i, y in enumerate([1931, 1967, 2003], start=1):
        spec.append(
            (
                "HAL",
                f"PG{i}",
                "Public graves",
                y,
                "Open" if i == 3 else ("Closed" if i == 1 else "Reopen only"),
            )
        )
    for i, y in enumerate([2011, 2018, 2023], start=1):
        spec.append(("HAL", f"T{i}", "Traditional", y, "Reopen only" if i == 1 else "Open"))
    for i in range(1, 21):
        y = 1986 + (i - 1) * 2 - (1 if i > 14 else 0)
        spec.append(
            ("BRK", f"L{i:02d}", "Lawn", min(y, 2023), "Open" if i >= 17 else "Reopen only")
        )
    for i, y in enumerate([1987, 1995, 2003, 2011, 2017, 2022], start=1):
        spec.append(
            ("BRK", f"CR{i:02d}", "Cremated remains", y, "Open" if i >= 5 else "Reopen only")
        )
    spec += [
        ("BRK", "CH1", "Children's", 1988, "Reopen only"),
        ("BRK", "CH2", "Children's", 2014, "Open"),
    ]
    for i, y in enumerate([1992, 2007, 2019], start=1):
        spec.append(("BRK", f"MU{i}", "Muslim", y, "Open" if i == 3 else "Reopen only"))
    spec.append(("BRK", "PG1", "Public graves", 1990, "Open"))
    years = [1923, 1925, 1927, 1929, 1931, 1934, 1937, 1940, 1944, 1947, 1950, 1953, 1957, 1961]
    for s, y in zip("ABCDEFGHJKLMNP", years):
        spec.append(("SAX", s, "Traditional", y, "Closed" if s in "AC" else "Reopen only"))
    spec.append(("SAX", "CR1", "Cremated remains", 1964, "Open"))
    spec.append(("SAX", "PG", "Public graves", 1926, "Closed"))
    for i, y in enumerate([2009, 2011, 2013, 2015, 2017, 2019, 2021, 2023], start=1):
        spec.append(("GRN", f"W{i}", "Woodland", y, "Open" if i >= 6 else "Closed"))
    spec.append(("GRN", "AG", "Cremated remains", 2012, "Open"))
    spec += [
        ("ELL", "N", "Traditional", 1788, "Closed"),
        ("ELL", "S", "Traditional", 1788, "Closed"),
        ("ELL", "GoR", "Cremated remains", 1972, "Open"),
    ]
    return spec


def _working_days(start: date, end: date, saturdays: bool = False) -> list[date]:
    days, d = [], start
    while d <= end:
        if (d.weekday() < 5 or (saturdays and d.weekday() == 5)) and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _add_working(d: date, n: int) -> date:
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            n -= 1
    return d


def _row_label(i: int) -> str:
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O on the cemetery plans
    return (
        letters[i]
        if i < len(letters)
        else letters[i // len(letters) - 1] + letters[i % len(letters)]
    )


def _grave_label(index: int, per_row: int) -> str:
    return f"{_row_label(index // per_row)}{index % per_row + 1}"


def _sections(rng: random.Random) -> list[dict]:
    secs = []
    for site, code, typ, yr, stat in _sections_spec():
        if typ == "Cremated remains":
            n = rng.randint(8, 24) * 10
            area = n * rng.uniform(0.0007, 0.0011)
        elif typ == "Woodland":
            n = rng.randint(12, 22) * 10
            area = n * rng.uniform(0.0045, 0.0060)
        elif typ in ("Children's",):
            n = rng.randint(6, 14) * 10
            area = n * rng.uniform(0.0012, 0.0016)
        elif typ == "Public graves":
            n = rng.randint(5, 12) * 10
            area = n * rng.uniform(0.0025, 0.0031)
        else:
            n = rng.randint(18, 62) * 10 if site != "ELL" else rng.randint(20, 34) * 10
            area = n * rng.uniform(0.0026, 0.0034)
        per_row = 20 if typ in ("Cremated remains", "Children's") else rng.choice([24, 28, 30, 32])
        if stat == "Open":
            sold_before = (
                int(n * rng.uniform(0.25, 0.75)) if yr < 2022 else int(n * rng.uniform(0.02, 0.2))
            )
        else:
            sold_before = n
        if site == "GRN" or typ == "Public graves" and stat == "Closed":
            consec = False
        elif typ in ("Muslim",):
            consec = False
        elif site == "ELL":
            consec = True
        else:
            consec = rng.random() < (0.6 if typ == "Traditional" else 0.35)
        if typ == "Woodland":
            mow = "Wildflower"
        elif stat == "Closed":
            mow = _pick(rng, {"Monthly": 3, "Wildflower": 2, "Fortnightly": 1})
        elif typ in ("Lawn", "Cremated remains", "Children's", "Muslim"):
            mow = _pick(rng, {"Weekly": 5, "Fortnightly": 2})
        else:
            mow = _pick(rng, {"Fortnightly": 4, "Weekly": 1, "Monthly": 2})
        per_ha = {"Weekly": 260.0, "Fortnightly": 150.0, "Monthly": 80.0, "Wildflower": 35.0}[mow]
        gm = round(area * per_ha * rng.uniform(0.7, 1.3) + rng.uniform(6, 40), 1)
        memorials = typ not in ("Woodland", "Public graves") and not (yr >= 2022 and stat == "Open")
        if memorials:
            cycle_start = date(2019, 4, 1) + timedelta(days=rng.randint(0, 5 * 365 + 250))
            msi = min(cycle_start, date(2024, 11, 29))
            while msi.weekday() >= 5 or msi in BANK_HOLIDAYS:
                msi -= timedelta(days=1)
            base = {
                "Traditional": 9.0,
                "Lawn": 3.0,
                "Cremated remains": 1.5,
                "Children's": 2.5,
                "Muslim": 2.0,
            }[typ]
            if yr < 1950:
                base += 6.0
            unsafe = round(max(0.0, base * rng.uniform(0.3, 1.9)), 1)
        else:
            msi, unsafe = None, None
        haz = []
        pool = {h: 1.0 for h in HAZARDS}
        if yr < 1950 or site == "ELL":
            pool["unstable memorials"] = 4.0
            pool["tree roots"] = 2.5
        if SOILS[site].get("Clay"):
            pool["waterlogging"] = 2.5
            pool["sunken graves"] = 2.5
        if typ == "Woodland":
            pool["badger setts"] = 4.0
            pool["unstable memorials"] = 0.0
            pool["sunken graves"] = 0.3
        if typ == "Public graves" or not memorials:
            pool["unstable memorials"] = 0.0
        k = rng.choices([0, 1, 2, 3], weights=[5, 4, 2, 1])[0]
        for _ in range(k):
            h = _pick(rng, pool)
            if h not in haz and pool[h] > 0:
                haz.append(h)
        tops = []
        if stat != "Closed" and typ in (
            "Traditional",
            "Lawn",
            "Children's",
            "Muslim",
            "Public graves",
        ):
            kk = rng.choices(
                [0, 1, 2, 3], weights=[3, 4, 3, 1] if stat == "Open" else [6, 3, 1, 0]
            )[0]
            days = _working_days(date(2024, 1, 8), date(2024, 12, 13))
            tops = sorted(rng.sample(days, kk))
        secs.append(
            {
                "sec_code": f"{site}-{code}",
                "Site": SITES[site],
                "sec_typ": typ,
                "consec": consec,
                "nGraves": n,
                "numAvail": 0,
                "yrOpen": yr,
                "max_int": MAX_INT[typ] if not (typ == "Traditional" and site == "ELL") else 2,
                "soil": _pick(rng, SOILS[site]),
                "area_ha": round(area, 2),
                "MowFreq": mow,
                "gmHrs": gm,
                "dtLastMSI": msi,
                "pctUnsafe": unsafe,
                "hazards": haz,
                "topUpDts": tops,
                "Stat": stat,
                "_sold": sold_before,
                "_per_row": per_row,
                "_site": site,
            }
        )
    return secs


# ---- people ----------------------------------------------------------------------------------

FORE_OLD_F = [
    "Margaret",
    "Joan",
    "Dorothy",
    "Irene",
    "Doris",
    "Eileen",
    "Jean",
    "Barbara",
    "Brenda",
    "Sheila",
    "Patricia",
    "Maureen",
    "Audrey",
    "Betty",
    "Sylvia",
    "Edna",
    "Kathleen",
    "Mavis",
    "Pauline",
    "Vera",
    "Shirley",
    "Valerie",
    "Elsie",
    "Hilda",
    "Ivy",
    "Nora",
    "Winifred",
    "Marjorie",
    "Beryl",
    "Gladys",
]
FORE_OLD_M = [
    "John",
    "William",
    "George",
    "Kenneth",
    "Ronald",
    "Dennis",
    "Peter",
    "Brian",
    "Derek",
    "Frank",
    "Arthur",
    "Harold",
    "Albert",
    "Stanley",
    "Leonard",
    "Raymond",
    "Roy",
    "Donald",
    "Alan",
    "Geoffrey",
    "Michael",
    "David",
    "Thomas",
    "Eric",
    "Norman",
    "Jack",
    "Walter",
    "Sidney",
    "Colin",
    "Keith",
    "Gordon",
    "Trevor",
    "Malcolm",
    "Bernard",
    "Cyril",
    "Terence",
    "Anthony",
    "Robert",
    "James",
    "Frederick",
]
FORE_MID_F = [
    "Susan",
    "Linda",
    "Christine",
    "Carol",
    "Janet",
    "Julie",
    "Karen",
    "Gillian",
    "Elaine",
    "Lesley",
    "Anita",
    "Tracey",
    "Deborah",
    "Angela",
    "Joanne",
    "Kuldip",
]
FORE_MID_M = [
    "Stephen",
    "Paul",
    "Mark",
    "Andrew",
    "Gary",
    "Kevin",
    "Ian",
    "Philip",
    "Martin",
    "Neil",
    "Wayne",
    "Darren",
    "Simon",
    "Graham",
    "Nigel",
    "Jaswinder",
]
FORE_YOUNG_F = ["Amelia", "Isla", "Ava", "Freya", "Maya", "Ruby", "Evie", "Grace", "Poppy", "Lily"]
FORE_YOUNG_M = [
    "Oliver",
    "Noah",
    "Leo",
    "Harry",
    "Alfie",
    "Arlo",
    "Theo",
    "Jacob",
    "Oscar",
    "Finley",
]
MIDDLE_F = ["Ann", "Mary", "Elizabeth", "Rose", "May", "Louise", "Jane", "Edith", "Joyce", "Grace"]
MIDDLE_M = [
    "John",
    "James",
    "William",
    "Edward",
    "Charles",
    "Henry",
    "Alan",
    "Arthur",
    "Robert",
    "Thomas",
]
SURNAMES = [
    "Hartley",
    "Sutcliffe",
    "Ackroyd",
    "Holroyd",
    "Barraclough",
    "Greenwood",
    "Crowther",
    "Haigh",
    "Lumb",
    "Pickles",
    "Ramsden",
    "Shaw",
    "Wood",
    "Walker",
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Wilson",
    "Thompson",
    "Wright",
    "Robinson",
    "Hall",
    "Green",
    "Lee",
    "Clarke",
    "Jackson",
    "Turner",
    "Hill",
    "Moore",
    "Cooper",
    "Ward",
    "Parker",
    "Bailey",
    "Booth",
    "Firth",
    "Dyson",
    "Hirst",
    "Brook",
    "Mitchell",
    "Lockwood",
    "Sykes",
    "Whiteley",
    "Kershaw",
    "Normanton",
    "Oldfield",
    "Pearson",
    "Rhodes",
    "Senior",
    "Stead",
    "Tattersall",
    "Upton",
    "Varley",
    "Wadsworth",
    "Holdsworth",
    "Illingworth",
    "Jagger",
    "Kaye",
    "Ledger",
    "Midgley",
    "Nuttall",
    "Priestley",
    "Quarmby",
    "Riley",
    "Schofield",
    "Thewlis",
    "Utley",
    "Verity",
    "Waterhouse",
    "Yeadon",
    "Akroyd",
    "Bentley",
    "Cawthorne",
    "Denby",
    "Exley",
    "Fawcett",
    "Gledhill",
    "Horsfall",
    "Ingham",
    "Jowett",
    "Kitson",
    "Lister",
    "Marsden",
    "Naylor",
    "Ogden",
    "Pollard",
    "Rushworth",
    "Stansfield",
    "Townend",
    "Moran",
    "Doherty",
    "Kowalski",
    "Nowak",
    "Murphy",
    "O'Neill",
    "Gallagher",
    "McBride",
    "Campbell",
    "Fraser",
    "Hughes",
    "Evans",
    "Price",
    "Sandhu",
    "Gill",
    "Patel",
    "Mistry",
]
MUSLIM_M = [
    "Mohammed",
    "Abdul",
    "Yusuf",
    "Ibrahim",
    "Tariq",
    "Imran",
    "Zahid",
    "Shabir",
    "Bashir",
    "Hamid",
    "Abdul Karim",
    "Mohammed Aslam",
]
MUSLIM_F = [
    "Farida",
    "Nasreen",
    "Aisha",
    "Fatima",
    "Rukhsana",
    "Zainab",
    "Khadija",
    "Saima",
    "Shazia",
    "Parveen",
]
MUSLIM_SUR = [
    "Hussain",
    "Khan",
    "Ahmed",
    "Iqbal",
    "Rashid",
    "Akhtar",
    "Mahmood",
    "Bibi",
    "Ali",
    "Shah",
    "Aslam",
    "Javed",
    "Qureshi",
    "Siddiqui",
    "Malik",
    "Anwar",
]

FDS = {
    "Hebden & Sons": 14,
    "Marsh Family Funerals": 12,
    "Whitlow & Pryor": 10,
    "Kinsella Funeral Service": 8,
    "Brookmere Funeral Home": 9,
    "T. Aske Funeral Directors": 7,
    "Pennington & Dale": 6,
    "J. R. Oldroyd Ltd": 5,
    "Greenway Natural Funerals": 4,
    "Al-Noor Funeral Services": 0,
    "Saxby Co-operative Funerals": 6,
}
PHF_FD = "Kinsella Funeral Service"  # the council's contracted funeral director for public health funerals
CLERGY = {
    "Revd Claire Dunmore": 9,
    "Revd Peter Ashdown": 7,
    "Revd Canon Miriam Lyle": 5,
    "Fr Declan Morrow": 6,
    "Fr Anselm Okeke": 3,
    "Pastor Grace Adeyemi": 2,
}
CELEBRANTS = {"Helen Brightwell": 6, "Owen Tregarth": 4, "Sunita Lall": 2, "Rob Kettering": 3}
IMAMS = {"Imam Tariq Saeed": 3, "Imam Bilal Hussain": 2}
CREWS = {
    "north": ["T. Vickers", "D. Orme", "L. Haigh", "S. Mulroy"],
    "south": ["K. Beckwith", "A. Nyland", "J. Pask", "M. Crabtree"],
}
MASONS = {
    "Fairbrother Memorials": 12,
    "Castlegate Stone Co": 10,
    "Ridley & Daughters": 8,
    "Hallowford Monumental Works": 11,
    "Pennine Granite": 7,
    "A. J. Kellett Memorials": 6,
    "Stonecraft North": 5,
    "Oakes & Bramley": 4,
    "Memorial Masters Direct": 3,
}
CLERKS = {
    "Joanne Whiteley": 5,
    "Amir Rashid": 4,
    "Beth Coulson": 4,
    "Nadia Forsyth": 3,
    "Colin Ambler": 2,
}


def _person(rng: random.Random, age: int, muslim: bool = False, surname: str | None = None) -> str:
    female = rng.random() < 0.5
    if muslim:
        fore = rng.choice(MUSLIM_F if female else MUSLIM_M)
        sur = surname or rng.choice(MUSLIM_SUR)
        return f"{fore} {sur}"
    if age < 20:
        fore = rng.choice(FORE_YOUNG_F if female else FORE_YOUNG_M)
    elif age < 62:
        fore = rng.choice(
            (FORE_MID_F + FORE_OLD_F[:8]) if female else (FORE_MID_M + FORE_OLD_M[:8])
        )
    else:
        fore = rng.choice(FORE_OLD_F if female else FORE_OLD_M)
    sur = surname or rng.choice(SURNAMES)
    if rng.random() < 0.4 and age >= 20:
        mid = rng.choice(MIDDLE_F if female else MIDDLE_M)
        if mid != fore:
            return f"{fore} {mid} {sur}"
    return f"{fore} {sur}"


# ---- interments --------------------------------------------------------------------------------


def _fees(d: date, depth: float, typ: str, sec_typ: str, age: int, res: bool) -> float:
    up = d >= NEW_FEES_FROM
    if age < 18:
        return 0.0
    if typ == "Cremated remains":
        base = 221.0 if up else 210.0
    elif sec_typ == "Woodland":
        base = 924.0 if up else 880.0
    else:
        base = {
            4.5: (940.0, 987.0),
            5.0: (940.0, 987.0),
            3.5: (940.0, 987.0),
            6.0: (1010.0, 1060.5),
            7.5: (1120.0, 1176.0),
        }[depth][1 if up else 0]
    return round(base * (1 if res else 2), 2)


def _erb(d: date, sec_typ: str, age: int, res: bool) -> float | None:
    up = d >= NEW_FEES_FROM
    if sec_typ == "Children's":
        return 0.0
    base = {
        "Traditional": (1540.0, 1617.0),
        "Lawn": (1250.0, 1312.5),
        "Muslim": (1250.0, 1312.5),
        "Woodland": (1390.0, 1459.5),
        "Cremated remains": (480.0, 504.0),
    }[sec_typ][1 if up else 0]
    return round(base * (1 if res else 2), 2)


def _remark(rng: random.Random, r: dict, sec: dict, depth_new: bool) -> str:
    g, site = r["graveNo"], sec["Site"].split()[0]
    t = rng.choice(
        [
            "09:30",
            "10:00",
            "10:30",
            "11:00",
            "11:15",
            "11:30",
            "12:00",
            "12:30",
            "13:00",
            "13:30",
            "14:00",
            "14:15",
            "14:30",
            "15:00",
        ]
    )
    parts = []
    if r["IntTyp"] == "Cremated remains":
        where = "new cremated remains plot" if r["erbGbp"] is not None else "family grave"
        parts.append(
            rng.choice(
                [
                    f"{r['Coffin']} interred in {where} {g} at {site}, {t}.",
                    f"Cremated remains placed in {where} {g}, {site}, at {t}.",
                    f"Ashes interment in {where} {g} at {t}, dug by hand to 2 ft.",
                ]
            )
        )
        if r["officiant"]:
            parts.append(f"Short committal by {r['officiant']}, {r['nMourners']} family present.")
        else:
            parts.append(
                rng.choice(
                    [
                        f"Family only, no officiant, {r['nMourners']} present.",
                        "Family placed the casket themselves, no service.",
                        f"No officiant; {r['nMourners']} relatives attended.",
                    ]
                )
            )
        if where == "family grave":
            parts.append(
                rng.choice(
                    [
                        "Headstone checked and left in place.",
                        "Turf lifted and relaid over the grave.",
                        "Kerb set lifted for access and refixed by the mason.",
                        "Deed holder's written consent on file.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        "Plot marker placed pending a desk plaque.",
                        "Plot reinstated and reseeded.",
                        "Grant of exclusive right issued to the applicant.",
                    ]
                )
            )
    else:
        if r["IntTyp"] == "New grave":
            parts.append(
                rng.choice(
                    [
                        f"New grave {g} dug to {r['dpthFt']} ft at {site}, committal {t}.",
                        f"{g} opened as a new grave, {r['dpthFt']} ft, service at {t}.",
                        f"First interment in {g}, dug to {r['dpthFt']} ft for {t}.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        f"Reopened {g} to {r['dpthFt']} ft at {site}, committal {t}.",
                        f"Second interment in family grave {g}, dug to {r['dpthFt']} ft, {t}.",
                        f"Reopen of {g}; previous coffin found at expected depth, {t}.",
                    ]
                )
            )
        soil = sec["soil"]
        cond = {
            "Clay": [
                "Shored throughout owing to wet clay.",
                "Water at 5 ft, pumped out before the service.",
                "Heavy clay, dug with the mini-digger and trimmed by hand.",
            ],
            "Sand": [
                "Sandy sides, full shoring used.",
                "Dry and stable, boards only.",
                "Loose sand, sides battered back.",
            ],
            "Loam": [
                "Good digging, no shoring needed.",
                "Roots cut at 3 ft, ground otherwise sound.",
            ],
            "Made ground": [
                "Brick rubble found at 2 ft, removed by hand.",
                "Made ground, shored on both sides.",
            ],
            "Chalk": ["Chalk at 3 ft, broken out with the breaker."],
        }[soil]
        parts.append(rng.choice(cond))
        if rng.random() < 0.12 and not r["PHF"]:
            parts.append(
                rng.choice(
                    [
                        "Neighbouring headstone laid flat for access, to be refixed.",
                        "Oversize casket, grave widened to 30 in.",
                        "Frost on the paths, gritted first thing.",
                        "Hearse late by 40 minutes, family informed.",
                        "Lowering device used at the family's request.",
                    ]
                )
            )
        if r["PHF"]:
            parts.append(
                rng.choice(
                    [
                        "Public health funeral arranged by the council, no mourners.",
                        f"Public health funeral, {r['nMourners']} attended, FD bearers only.",
                    ]
                )
            )
        elif r["officiant"] is None:
            parts.append(
                rng.choice(
                    [
                        f"Direct burial, no service, {r['nMourners']} mourners.",
                        "Direct burial arranged by the FD, no service at the graveside.",
                    ]
                )
            )
        elif r["chapel"]:
            parts.append(
                f"Chapel service by {r['officiant']} first, about {r['nMourners']} mourners."
            )
        else:
            parts.append(f"Graveside service by {r['officiant']}, about {r['nMourners']} mourners.")
        if r["Coffin"] == "Shroud":
            parts.append("Shroud burial, boards placed, family helped backfill by hand.")
        parts.append(
            rng.choice(
                [
                    "Backfilled and turfed same day.",
                    "Backfilled same day, turf to follow.",
                    "Grave boarded overnight and backfilled next morning.",
                    "Flowers left on the grave, to clear in 14 days.",
                    "",
                ]
            )
        )
    text = " ".join(p for p in parts if p)
    for zero, words in (
        ("Public health funeral, 0 attended,", "Public health funeral, nobody attended,"),
        ("Family only, no officiant, 0 present.", "No family present and no officiant."),
        ("No officiant; 0 relatives attended.", "No officiant and no relatives attended."),
        ("Direct burial, no service, 0 mourners.", "Direct burial, no service, no mourners."),
    ):
        text = text.replace(zero, words)
    while len(text.split()) < 12:
        text += " " + rng.choice(["Register entry checked by the office.", "Grave plan updated."])
    words = text.split()
    if len(words) > 45:
        text = " ".join(words[:45]).rstrip(",;") + "."
    return text


def _interments(rng: random.Random, secs: list[dict]) -> list[dict]:
    by_code = {s["sec_code"]: s for s in secs}
    days_all = _working_days(START, END)
    sat_days = _working_days(START, END, saturdays=True)
    # where each kind of interment can go, with weights
    new_w, reopen_w, cr_w = {}, {}, {}
    for s in secs:
        typ, stat = s["sec_typ"], s["Stat"]
        if stat == "Closed":
            continue
        if stat == "Open" and typ != "Cremated remains":
            new_w[s["sec_code"]] = {
                "Lawn": 6,
                "Traditional": 4,
                "Muslim": 5,
                "Children's": 1.2,
                "Woodland": 4,
                "Public graves": 0.7,
            }[typ]
        if typ in ("Traditional", "Lawn", "Public graves"):
            reopen_w[s["sec_code"]] = {"Traditional": 2.0, "Lawn": 2.6, "Public graves": 1.5}[
                typ
            ] * (1.0 if s["yrOpen"] > 1940 else 0.6)
        if typ == "Cremated remains":
            cr_w[s["sec_code"]] = 6.0 if stat == "Open" else 2.0
        elif typ in ("Traditional", "Lawn"):
            cr_w[s["sec_code"]] = 0.8 if s["yrOpen"] > 1930 else 0.4
    # graves of this window: section -> {grave label: depth, interments so far}
    opened: dict[str, dict[str, list]] = {}
    out = []
    n_total = rng.randint(2080, 2160)
    for _ in range(n_total):
        r = rng.random()
        if r < 0.40:
            kind = "New grave"
            code = _pick(rng, new_w)
        elif r < 0.68:
            kind = "Reopen"
            code = _pick(rng, reopen_w)
        else:
            kind = "Cremated remains"
            code = _pick(rng, cr_w)
        sec = by_code[code]
        typ = sec["sec_typ"]
        muslim = typ == "Muslim"
        d = rng.choice(sat_days if muslim else days_all)
        phf = False
        if typ == "Public graves":
            phf = True
        elif kind == "Reopen" and rng.random() < 0.012:  # into the family's own grave
            phf = True
        if typ == "Children's":
            age = _pick(rng, {0: 10, 1: 2, 2: 1, 3: 1, 5: 1, 8: 1, 11: 1, 14: 1, 16: 1})
        else:
            age = (
                min(104, max(19, int(rng.gauss(81, 9))))
                if rng.random() > 0.08
                else rng.randint(19, 64)
            )
            if muslim and rng.random() < 0.3:
                age = rng.randint(24, 70)
        # grave and depth
        if kind == "New grave" or (
            kind == "Cremated remains"
            and sec["Stat"] == "Open"
            and typ == "Cremated remains"
            and rng.random() < 0.7
        ):
            idx = sec["_sold"]
            sec["_sold"] += 1
            if sec["_sold"] > sec["nGraves"]:
                sec["nGraves"] += 10
            grave = _grave_label(idx, sec["_per_row"])
            if kind == "Cremated remains":
                depth, new_plot = 2.0, True
            else:
                new_plot = True
                if typ == "Children's":
                    depth = 3.5
                elif typ == "Muslim":
                    depth = 5.0
                elif typ == "Woodland":
                    depth = 4.5
                elif typ == "Traditional":
                    depth = _pick(rng, {6.0: 5, 7.5: 3, 4.5: 1})
                else:
                    depth = _pick(rng, {6.0: 6, 4.5: 2})
            opened.setdefault(code, {})[grave] = [depth, 1]
        else:
            new_plot = False
            mine = opened.get(code, {})
            reuse = (
                [gname for gname, (dp, k) in mine.items() if dp > 4.5 and k < 3]
                if kind == "Reopen"
                else []
            )
            if reuse and rng.random() < 0.04:
                grave = rng.choice(reuse)
                depth = round(mine[grave][0] - 1.5, 1)
                mine[grave][1] += 1
            else:
                grave = _grave_label(
                    rng.randrange(max(1, min(sec["_sold"], sec["nGraves"]))), sec["_per_row"]
                )
                if kind == "Cremated remains":
                    depth = 2.0
                elif typ == "Public graves":
                    depth = _pick(rng, {6.0: 2, 4.5: 3})
                else:
                    depth = _pick(rng, {4.5: 5, 6.0: 2})
        if typ == "Public graves" and kind == "New grave":
            depth = 7.5
        # people and service
        res = rng.random() < (0.86 if not muslim else 0.7)
        if phf:
            res = True
        if kind == "Cremated remains":
            coffin = _pick(
                rng, {"Ashes casket": 6, "Urn": 3, "Bio urn": 1 if sec["_site"] != "GRN" else 6}
            )
            offi = None if rng.random() < 0.55 else _pick(rng, {**CLERGY, **CELEBRANTS})
        elif typ == "Woodland":
            coffin = _pick(rng, {"Wicker": 5, "Cardboard": 3, "Shroud": 1, "Coffin": 1})
            offi = (
                None if rng.random() < 0.2 else _pick(rng, {**CELEBRANTS, "Revd Claire Dunmore": 1})
            )
        elif muslim:
            coffin = _pick(rng, {"Shroud": 7, "Coffin": 2})
            offi = _pick(rng, IMAMS)
        else:
            coffin = _pick(rng, {"Coffin": 30, "Casket": 2, "Wicker": 1, "Cardboard": 0.5})
            if age < 18:
                coffin = "Coffin"
            offi = None if (phf or rng.random() < 0.09) else _pick(rng, {**CLERGY, **CELEBRANTS})
        if phf:
            fd = PHF_FD
            offi = None if rng.random() < 0.7 else "Revd Peter Ashdown"
        elif muslim:
            fd = "Al-Noor Funeral Services" if rng.random() < 0.85 else "Hebden & Sons"
        elif typ == "Woodland" or coffin in ("Wicker", "Cardboard") and rng.random() < 0.5:
            fd = "Greenway Natural Funerals" if rng.random() < 0.6 else _pick(rng, FDS)
        else:
            fd = _pick(rng, FDS)
        if phf:
            mourners = rng.randint(0, 6) if rng.random() < 0.5 else 0
        elif offi is None:
            mourners = rng.randint(0, 15)
        elif muslim:
            mourners = rng.randint(40, 250)
        elif kind == "Cremated remains":
            mourners = rng.randint(2, 25)
        else:
            mourners = min(220, max(6, int(rng.gauss(45, 30))))
        chapel = (
            sec["_site"] in ("HAL", "BRK")
            and offi is not None
            and kind != "Cremated remains"
            and not muslim
            and rng.random() < 0.28
        )
        # dates
        if muslim:
            death = d - timedelta(days=rng.randint(1, 3))
        elif phf:
            death = d - timedelta(days=rng.randint(24, 75))
        elif kind == "Cremated remains":
            death = d - timedelta(
                days=rng.choice([rng.randint(18, 90), rng.randint(30, 400), rng.randint(200, 2200)])
            )
        else:
            death = d - timedelta(days=rng.randint(7, 30))
        team = "north" if sec["_site"] in ("HAL", "SAX", "ELL") else "south"
        if rng.random() < 0.07:
            team = "south" if team == "north" else "north"
        ncrew = 1 if kind == "Cremated remains" else (3 if depth >= 7.5 else 2)
        crew = rng.sample(CREWS[team], ncrew)
        rec = {
            "entry_no": None,
            "secRef": code,
            "graveNo": grave,
            "deceased": _person(rng, age, muslim),
            "ageYrs": age,
            "dtDeath": death,
            "dtInt": d,
            "IntTyp": kind,
            "Coffin": coffin,
            "dpthFt": depth,
            "fd": fd,
            "officiant": offi,
            "isRes": res,
            "int_fee": _fees(d, depth, kind, typ, age, res),
            "erbGbp": _erb(d, typ, age, res) if (new_plot and typ != "Public graves") else None,
            "PHF": phf,
            "chapel": chapel,
            "nMourners": mourners,
            "crew": crew,
            "remarks": "",
        }
        rec["remarks"] = _remark(rng, rec, sec, new_plot)
        out.append(rec)
    out.sort(key=lambda x: (x["dtInt"], x["secRef"], x["graveNo"], x["deceased"]))
    nb, nc = 47102, 11830
    for rec in out:
        if rec["IntTyp"] == "Cremated remains":
            nc += 1
            rec["entry_no"] = f"C{nc}"
        else:
            nb += 1
            rec["entry_no"] = f"B{nb}"
    for s in secs:
        s["numAvail"] = max(0, s["nGraves"] - s["_sold"]) if s["Stat"] == "Open" else 0
    return out


# ---- memorial permits --------------------------------------------------------------------------

MEM_FEES = {
    "Headstone": (185.0, 194.0),
    "Lawn headstone": (165.0, 173.0),
    "Kerb set": (240.0, 252.0),
    "Desk plaque": (95.0, 100.0),
    "Vase": (60.0, 63.0),
    "Add. inscr.": (75.0, 79.0),
    "Re-fix": (45.0, 47.0),
}
MATLS = {
    "Black granite": 10,
    "Grey granite": 5,
    "Blue pearl granite": 3,
    "Sandstone": 2,
    "Marble": 2,
    "Slate": 1,
    "Bronze": 0,
}


def _mem_types(sec_typ: str) -> dict:
    return {
        "Traditional": {"Headstone": 5, "Kerb set": 3, "Vase": 1, "Add. inscr.": 3, "Re-fix": 2},
        "Lawn": {"Lawn headstone": 6, "Vase": 2, "Add. inscr.": 3, "Re-fix": 1.5},
        "Muslim": {"Headstone": 4, "Add. inscr.": 1},
        "Children's": {"Lawn headstone": 4, "Vase": 2, "Add. inscr.": 1},
        "Cremated remains": {"Desk plaque": 6, "Vase": 1, "Add. inscr.": 3},
    }[sec_typ]


def _dims(rng: random.Random, mt: str) -> list[int]:
    if mt == "Add. inscr.":
        return []
    lo = {
        "Headstone": ((900, 1220), (600, 900), (75, 100)),
        "Lawn headstone": ((760, 915), (600, 760), (75, 100)),
        "Kerb set": ((150, 300), (760, 910), (1830, 2130)),
        "Desk plaque": ((250, 300), (400, 460), (60, 80)),
        "Vase": ((200, 300), (150, 250), (150, 250)),
        "Re-fix": ((760, 1220), (600, 900), (75, 100)),
    }[mt]
    return [rng.randint(a, b) // 5 * 5 for a, b in lo]


def _permits(rng: random.Random, secs: list[dict], ints: list[dict]) -> list[dict]:
    by_code = {s["sec_code"]: s for s in secs}
    raw = []
    for it in ints:
        sec = by_code[it["secRef"]]
        typ = sec["sec_typ"]
        if typ in ("Woodland", "Public graves") or it["PHF"]:
            continue
        if it["erbGbp"] is not None:  # a new grave or plot: first memorial after the ground settles
            p = {"Cremated remains": 0.6}.get(typ, 0.62)
            if rng.random() < p:
                lag = rng.randint(40, 120) if typ == "Cremated remains" else rng.randint(160, 480)
                mt = _pick(
                    rng,
                    {
                        k: v
                        for k, v in _mem_types(typ).items()
                        if k not in ("Add. inscr.", "Re-fix")
                    },
                )
                raw.append((it["dtInt"] + timedelta(days=lag), it, sec, mt))
                if (
                    mt in ("Headstone", "Lawn headstone")
                    and rng.random() < 0.12
                    and typ != "Muslim"
                ):
                    raw.append(
                        (it["dtInt"] + timedelta(days=lag + rng.randint(20, 200)), it, sec, "Vase")
                    )
        elif rng.random() < (
            0.42 if typ != "Muslim" else 0.2
        ):  # a reopen or ashes in a family grave
            raw.append((it["dtInt"] + timedelta(days=rng.randint(30, 260)), it, sec, "Add. inscr."))
    old_secs = [s for s in secs if s["sec_typ"] not in ("Woodland", "Public graves")]
    w_old = {
        s["sec_code"]: (3.0 if s["sec_typ"] == "Traditional" else 1.5)
        * (0.5 if s["Stat"] == "Closed" else 1.0)
        * (2.0 if s["Site"].startswith("Hallowford") else 1.0)
        for s in old_secs
    }
    days = _working_days(START, END)
    for _ in range(rng.randint(370, 410)):
        sec = by_code[_pick(rng, w_old)]
        typ = sec["sec_typ"]
        mts = dict(_mem_types(typ))
        mts["Re-fix"] = mts.get("Re-fix", 0.5) * (3.0 if (sec["pctUnsafe"] or 0) > 10 else 1.5)
        if sec["Stat"] == "Closed":
            mts = {"Re-fix": 3, "Add. inscr.": 1}
        if typ == "Cremated remains":
            mts.pop("Re-fix", None)
        mt = _pick(rng, mts)
        g = _grave_label(
            rng.randrange(max(1, sec["_sold"] if sec["Stat"] == "Open" else sec["nGraves"])),
            sec["_per_row"],
        )
        raw.append((rng.choice(days), {"graveNo": g, "entry_no": None, "deceased": None}, sec, mt))
    out = []
    for recd, it, sec, mt in raw:
        while recd.weekday() >= 5 or recd in BANK_HOLIDAYS:
            recd += timedelta(days=1)
        if recd > END:
            continue
        mason = _pick(rng, MASONS)
        # applicant: the grave's owner, often of the deceased's family
        if it["deceased"] and rng.random() < 0.7:
            sur = it["deceased"].split()[-1]
            appl = _person(rng, rng.randint(40, 80), sec["sec_typ"] == "Muslim", sur)
        else:
            appl = _person(rng, rng.randint(35, 85), sec["sec_typ"] == "Muslim")
        age_recent = (END - recd).days
        r = rng.random()
        if age_recent < 18 and r < 0.75:
            status = "Pending"
        elif mason == "Memorial Masters Direct" and r < 0.35:
            status = "Refused"
        elif r < 0.025:
            status = "Refused"
        elif r < 0.045:
            status = "Withdrawn"
        elif r < 0.06:
            status = "Pending"  # awaiting transfer of the grave's ownership
        else:
            status = "Approved"
        decn = _add_working(recd, rng.randint(2, 18)) if status in ("Approved", "Refused") else None
        if decn and decn > END:
            decn = None if decn >= EXPORT_DAY else decn
            if decn is None:
                status = "Pending"
        fixed = None
        if status == "Approved" and rng.random() < 0.9:
            f = _add_working(decn, rng.randint(5, 70))
            if f < EXPORT_DAY:
                fixed = f
        up = recd >= NEW_FEES_FROM
        fee = 0.0 if sec["sec_typ"] == "Children's" else MEM_FEES[mt][1 if up else 0]
        if sec["sec_typ"] == "Cremated remains" and mt == "Desk plaque":
            matl = _pick(rng, {"Black granite": 5, "Grey granite": 2, "Bronze": 3, "Slate": 1})
        elif mt == "Add. inscr.":
            matl = None
        else:
            matl = _pick(
                rng, MATLS if sec["yrOpen"] > 1950 else {**MATLS, "Sandstone": 6, "Marble": 4}
            )
        anchor = mt in ("Headstone", "Lawn headstone", "Re-fix") and (
            status != "Refused" or rng.random() < 0.4
        )
        if mt == "Kerb set":
            anchor = rng.random() < 0.3
        nl = {
            "Headstone": (60, 420),
            "Lawn headstone": (50, 300),
            "Kerb set": (0, 120),
            "Desk plaque": (30, 180),
            "Vase": (0, 40),
            "Add. inscr.": (20, 160),
            "Re-fix": (0, 0),
        }[mt]
        out.append(
            {
                "entryRef": it["entry_no"],
                "sec": sec["sec_code"],
                "grave": it["graveNo"],
                "applicant": appl,
                "mason": mason,
                "MemTyp": mt,
                "matl": matl,
                "dims": _dims(rng, mt),
                "nLtrs": rng.randint(*nl),
                "dtRecd": recd,
                "dtDecn": decn,
                "Status": status,
                "fee_gbp": fee,
                "gndAnchor": anchor,
                "dtFixed": fixed,
                "clerk": _pick(rng, CLERKS),
            }
        )
    out.sort(key=lambda x: (x["dtRecd"], x["sec"], x["grave"], x["MemTyp"]))
    seq = {2023: 0, 2024: 0}
    rows = []
    for p in out:
        y = p["dtRecd"].year
        seq[y] += 1
        rows.append({"permitNo": f"MP{y % 100}-{seq[y]:04d}", **p})
    return rows


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(3719)
    secs = _sections(rng)
    ints = _interments(rng, secs)
    perms = _permits(rng, secs, ints)
    for s in secs:
        for k in ("_sold", "_per_row", "_site"):
            del s[k]
    return {"CemSecs": secs, "IntReg": ints, "MMPermits": perms}


def build(out: Path) -> Path:
    """Write `cemetery-services/schema.json` and its three objects files under out."""
    formats = {"CemSecs": "jsonl", "IntReg": "parquet", "MMPermits": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
