"""Write `piano-works`: an invented piano tuning, restoration and hire firm's export, named tersely.

Orme & Daughters Pianos, an invented firm in the invented market town of Saltmere (every town,
customer, hirer, school, church, tuner and note is made up; piano makers, models and the trade's
terms are the ordinary ones), exported its office system the way an engineer exports it:
abbreviated property names in mixed habits (snake_case `stk_no`, `case_fin`, `visit_id`,
`agr_no`; camelCase `yrMfd`, `szCm`, `moRate`, `insVal`, `dtAcq`, `dtRest`, `restWk`,
`wkshpHrs`, `pnoRef`, `dtVis`, `pitchRd`, `pitchHz`, `pctRH`, `worksDone`, `numStrBrk`,
`loosePins`, `nextDue`, `durMin`, `stkRef`, `dtStart`, `dtEnd`, `minTermMo`, `rateMo`,
`depGbp`, `delivChg`, `tunIncl`, `nSteps`, `moPaid`, `latePmtDts`; PascalCase `Make`, `PnoTyp`,
`VisTyp`, `DelivTwn`, `CtrStat`; glued lowercase `mdl`, `snum`, `actn`, `keytops`, `grd`,
`status`, `cust`, `town`, `tuner`, `fee`, `miles`, `notes`, `hirer`, `use`, `r2b`; prefixes
`dt`, `n`, `num`, `is`, `pct`, `yr`), abbreviated class names (`PnoReg` a clipping, `TVLog` an
acronym plus a word, `HireAgmt` the trade's shorthand), terse descriptions in the trade's
shorthand, five properties with no description (`actn`, `keytops`, `town`, `hirer`, `use`) and
one collection (`HireAgmt`) with no class description.

- `PnoReg` (JSON Lines): the firm's own pianos, hire fleet and sale stock, one row per piano:
  stock number, maker, model, type, serial, year made, size, finish, action, overstrung,
  keytops, condition grade, current hire rate (fleet only), insured value, acquired, last
  workshop restoration (date, work done, bench hours) and status.
- `TVLog` (Parquet): every tuning and service visit from 2024-07-01 to 2025-06-30 (exported
  2025-06-30): to customers' own pianos (`pnoRef` empty) and to the firm's pianos on hire or in
  the showroom (`pnoRef` names a `PnoReg.stk_no`): visit type, tuner, the pitch found at A0 /
  A4 / C8 in cents, the pitch tuned to, humidity, fee, miles, work done, strings broken, loose
  pins, next due, time on site and the tuner's notes (`notes`, the one prose property).
- `HireAgmt` (CSV, no class description): every hire agreement started since 2019-01-01, one
  row per agreement: `stkRef` names the piano (`PnoReg.stk_no`), hirer, use, town, start and
  end, minimum term, monthly rate, deposit, delivery charge, steps at delivery, rent-to-buy,
  tuning included, status, months paid and late-payment dates. Arrays are JSON strings in cells.

The output is deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v40.py OUT   (writes OUT/piano-works/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "piano-works"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
EXPORT_DAY = date(2025, 6, 30)
VIS_FROM = date(2024, 7, 1)
HIRE_FROM = date(2019, 1, 2)
PRICE_RISE = date(2025, 1, 1)
TRAINEE_FROM = date(2025, 2, 3)
BANK_HOLIDAYS = {
    date(2024, 8, 26),
    date(2024, 12, 25),
    date(2024, 12, 26),
    date(2025, 1, 1),
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
}

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "PnoReg",
        "Co. pno reg. (hire fleet/stock)",
        [
            ("stk_no", "text", "Stk #"),
            ("Make", "text", "Mkr"),
            ("mdl", "text", "Mdl"),
            ("PnoTyp", "text", "Typ. (U/BG/G)"),
            ("snum", "int", "Ser. #"),
            ("yrMfd", "int", "Yr mfd (est.)"),
            ("szCm", "int", "Ht (U) / len (G), cm"),
            ("case_fin", "text", "Fin."),
            ("actn", "text", None),
            ("isOS", "boolean", "O/S? (n=straight-strung)"),
            ("keytops", "text", None),
            ("grd", "text", "Cond. grd (A/B/C)"),
            ("moRate", "number", "Hire, £/mo inc VAT (fleet)"),
            ("insVal", "number", "Ins. val., £"),
            ("dtAcq", "date", "Acq."),
            ("dtRest", "date", "Last rest. (blank=none)"),
            ("restWk", "text[]", "Rest. wk (last)"),
            ("wkshpHrs", "int", "Bench hrs (last rest.)"),
            ("status", "text", "Stat."),
        ],
    ),
    (
        "TVLog",
        "Tun./svc visits Jul24-Jun25",
        [
            ("visit_id", "text", "Vis. ref"),
            ("pnoRef", "text", "Stk # (co. pno only)"),
            ("cust", "text", "Cust."),
            ("town", "text", None),
            ("dtVis", "date", "Vis. dt"),
            ("VisTyp", "text", "Vis. typ."),
            ("tuner", "text", "Tech"),
            ("pitchRd", "int[]", "Found A0/A4/C8, c (vs A440)"),
            ("pitchHz", "int", "Tuned to, Hz"),
            ("pctRH", "int", "RH, %"),
            ("fee", "number", "Fee, £ inc VAT (blank=incl.)"),
            ("miles", "int", "Trav., mi rtn"),
            ("worksDone", "text[]", "Wk done"),
            ("numStrBrk", "int", "Str. brk #"),
            ("loosePins", "boolean", "Loose pins y/n"),
            ("nextDue", "date", "Nxt due"),
            ("durMin", "int", "On site, min"),
            ("notes", PROSE, "Tech notes"),
        ],
    ),
    (
        "HireAgmt",
        None,
        [
            ("agr_no", "text", "Agmt #"),
            ("stkRef", "text", "Stk #"),
            ("hirer", "text", None),
            ("use", "text", None),
            ("DelivTwn", "text", "Deliv. to"),
            ("dtStart", "date", "Start"),
            ("dtEnd", "date", "End (blank=live)"),
            ("minTermMo", "int", "Min. term, mo"),
            ("rateMo", "number", "£/mo inc VAT"),
            ("depGbp", "number", "Dep., £"),
            ("delivChg", "number", "Del. chg, £"),
            ("nSteps", "int", "Steps @ deliv."),
            ("r2b", "boolean", "R2B opt.?"),
            ("tunIncl", "boolean", "Tun. incl.?"),
            ("CtrStat", "text", "Stat."),
            ("moPaid", "int", "Mths pd"),
            ("latePmtDts", "date[]", "Late pmt dts"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# town: (weight for customers, round-trip miles from Saltmere, primary tuner)
TOWNS = {
    "Saltmere": (18, 4, "Martin Hale"),
    "Frithby": (9, 14, "Priya Desai"),
    "Coldwater Cross": (7, 22, "Tomasz Lewandowski"),
    "Hessingford": (10, 18, "Priya Desai"),
    "Marlowe Bay": (8, 30, "Gwen Ashdown"),
    "Long Ashcote": (6, 26, "Tomasz Lewandowski"),
    "Thornsey": (5, 34, "Gwen Ashdown"),
    "Pellingham": (7, 12, "Martin Hale"),
    "Broadmere": (8, 20, "Priya Desai"),
    "Kestow": (4, 40, "Gwen Ashdown"),
    "Upper Wyvil": (3, 46, "Tomasz Lewandowski"),
    "Dunsby St Mary": (4, 28, "Gwen Ashdown"),
}
TUNERS = ["Martin Hale", "Priya Desai", "Tomasz Lewandowski", "Gwen Ashdown", "Abi Fairclough"]

FIRST = [
    "Alison",
    "Andrew",
    "Angela",
    "Anna",
    "Arthur",
    "Beth",
    "Brian",
    "Carol",
    "Catherine",
    "Charlotte",
    "Chris",
    "Claire",
    "Colin",
    "Daniel",
    "David",
    "Deborah",
    "Diane",
    "Edward",
    "Eleanor",
    "Elizabeth",
    "Emma",
    "Fiona",
    "Frances",
    "Gareth",
    "Geoffrey",
    "Gillian",
    "Graham",
    "Hannah",
    "Harriet",
    "Helen",
    "Ian",
    "Imogen",
    "Jack",
    "James",
    "Jane",
    "Janet",
    "Jennifer",
    "Joanna",
    "John",
    "Jonathan",
    "Julia",
    "Karen",
    "Kate",
    "Kenneth",
    "Laura",
    "Lucy",
    "Malcolm",
    "Margaret",
    "Mark",
    "Mary",
    "Matthew",
    "Michael",
    "Miriam",
    "Nadia",
    "Naomi",
    "Neil",
    "Nicola",
    "Oliver",
    "Patricia",
    "Paul",
    "Peter",
    "Philippa",
    "Rachel",
    "Rebecca",
    "Richard",
    "Robert",
    "Rosemary",
    "Ruth",
    "Samuel",
    "Sarah",
    "Simon",
    "Sophie",
    "Stephen",
    "Susan",
    "Thomas",
    "Timothy",
    "Valerie",
    "Victoria",
    "William",
    "Yusuf",
    "Amara",
    "Kwabena",
    "Mei",
    "Rohan",
    "Sanjay",
    "Aisha",
    "Bogdan",
    "Ewa",
    "Farah",
    "Hiroshi",
    "Ines",
    "Keiko",
    "Lars",
    "Olu",
    "Rhiannon",
    "Siobhan",
    "Tariq",
    "Zofia",
]
SURNAMES = [
    "Abbott",
    "Ainsworth",
    "Allardyce",
    "Appleby",
    "Ashworth",
    "Bailey",
    "Barraclough",
    "Bellamy",
    "Bennett",
    "Blackwood",
    "Bramley",
    "Brennan",
    "Bridger",
    "Burgess",
    "Carrow",
    "Castell",
    "Chadwick",
    "Chowdhury",
    "Clegg",
    "Coates",
    "Colquhoun",
    "Cresswell",
    "Dacre",
    "Dalby",
    "Darnell",
    "Denholm",
    "Dunmore",
    "Eastwood",
    "Ellery",
    "Elphick",
    "Fairbairn",
    "Farrant",
    "Fenwick",
    "Fielding",
    "Forsyth",
    "Fox",
    "Gaskell",
    "Gillard",
    "Goddard",
    "Greaves",
    "Hadley",
    "Halloran",
    "Harcourt",
    "Hartley",
    "Heywood",
    "Holroyd",
    "Hopkins",
    "Huxley",
    "Ingram",
    "Iqbal",
    "Jarvis",
    "Jennings",
    "Kapoor",
    "Keeling",
    "Kershaw",
    "Kingsley",
    "Lacey",
    "Lambert",
    "Latimer",
    "Leadbetter",
    "Lockwood",
    "Lowther",
    "Maddox",
    "Marchant",
    "Markham",
    "Medlicott",
    "Merriman",
    "Moorcroft",
    "Mottram",
    "Nakamura",
    "Nettleton",
    "Newbold",
    "Nowak",
    "Oakley",
    "Okafor",
    "Ormerod",
    "Osei",
    "Padgett",
    "Pemberton",
    "Penrose",
    "Pickering",
    "Pilling",
    "Quayle",
    "Radcliffe",
    "Rathbone",
    "Redfern",
    "Rennie",
    "Roebuck",
    "Rowntree",
    "Sadler",
    "Sanderson",
    "Scholes",
    "Sefton",
    "Shackleton",
    "Sharples",
    "Sinclair",
    "Slater",
    "Stansfield",
    "Sutcliffe",
    "Swales",
    "Tattersall",
    "Thackeray",
    "Thornber",
    "Tindall",
    "Townend",
    "Trueman",
    "Tunstall",
    "Underwood",
    "Varley",
    "Vaughan",
    "Wadsworth",
    "Wainwright",
    "Walmsley",
    "Warburton",
    "Whitaker",
    "Whiteley",
    "Wilde",
    "Winterbottom",
    "Wolstenholme",
    "Yardley",
    "Yeadon",
    "Zielinski",
    "Haworth",
    "Mistry",
    "Lindqvist",
    "Achebe",
    "Brzezinski",
    "Da Costa",
    "Fitzgerald",
    "O'Rourke",
    "McAllister",
    "Pryce",
    "Quinnell",
]
# institutions: (name, town, kind) -- schools, churches, halls, care homes, societies
INSTITUTIONS = [
    ("Saltmere Primary School", "Saltmere", "School"),
    ("Saltmere Grammar School", "Saltmere", "School"),
    ("St Aidan's Church", "Saltmere", "Church/hall"),
    ("Saltmere Methodist Church", "Saltmere", "Church/hall"),
    ("Saltmere Town Hall", "Saltmere", "Church/hall"),
    ("The Lantern Theatre", "Saltmere", "Church/hall"),
    ("Saltmere Choral Society", "Saltmere", "Church/hall"),
    ("Ferrier House Care Home", "Saltmere", "Care home"),
    ("Frithby CE Primary", "Frithby", "School"),
    ("St Oswin's Church", "Frithby", "Church/hall"),
    ("Frithby Village Hall", "Frithby", "Church/hall"),
    ("Coldwater Cross Academy", "Coldwater Cross", "School"),
    ("Coldwater Cross Baptist Church", "Coldwater Cross", "Church/hall"),
    ("Hessingford High School", "Hessingford", "School"),
    ("Hessingford Infant School", "Hessingford", "School"),
    ("All Saints Hessingford", "Hessingford", "Church/hall"),
    ("Elmhurst Care Home", "Hessingford", "Care home"),
    ("Hessingford Music Centre", "Hessingford", "School"),
    ("Marlowe Bay Methodist Hall", "Marlowe Bay", "Church/hall"),
    ("Marlowe Bay Primary", "Marlowe Bay", "School"),
    ("The Esplanade Hotel", "Marlowe Bay", "Church/hall"),
    ("Seaview Lodge Care Home", "Marlowe Bay", "Care home"),
    ("Long Ashcote Primary", "Long Ashcote", "School"),
    ("St Mary's Long Ashcote", "Long Ashcote", "Church/hall"),
    ("Thornsey Community Hall", "Thornsey", "Church/hall"),
    ("Pellingham Prep School", "Pellingham", "School"),
    ("Pellingham URC", "Pellingham", "Church/hall"),
    ("Broadmere College", "Broadmere", "School"),
    ("Broadmere Primary", "Broadmere", "School"),
    ("St Chad's Broadmere", "Broadmere", "Church/hall"),
    ("Willowbank Care Home", "Broadmere", "Care home"),
    ("Kestow Village Hall", "Kestow", "Church/hall"),
    ("Upper Wyvil Chapel", "Upper Wyvil", "Church/hall"),
    ("Dunsby St Mary Primary", "Dunsby St Mary", "School"),
    ("Dunsby Parish Church", "Dunsby St Mary", "Church/hall"),
]

# make, model, grand length or upright height (cm), years (lo, hi), action, overstrung, fleet weight,
# stock weight, base insured value (A grade, GBP)
MODELS = [
    ("Yamaha", "U1", 121, (1972, 2019), "Underdamper", True, 14, 2, 5200),
    ("Yamaha", "U3", 131, (1972, 2016), "Underdamper", True, 8, 2, 6200),
    ("Yamaha", "b1", 109, (2014, 2024), "Underdamper", True, 7, 0, 3600),
    ("Yamaha", "P116", 116, (2008, 2022), "Underdamper", True, 4, 0, 4300),
    ("Yamaha", "C3", 186, (1976, 2012), "Repetition", True, 1, 3, 24000),
    ("Yamaha", "GB1", 151, (2004, 2020), "Repetition", True, 4, 1, 9500),
    ("Kawai", "K-200", 114, (2010, 2023), "Underdamper", True, 6, 0, 4200),
    ("Kawai", "K-300", 122, (2010, 2023), "Underdamper", True, 3, 1, 5000),
    ("Kawai", "BL-31", 127, (1975, 1989), "Underdamper", True, 3, 1, 3200),
    ("Kawai", "GL-10", 153, (2008, 2021), "Repetition", True, 3, 0, 9800),
    ("Kemble", "Classic", 112, (1984, 2008), "Underdamper", True, 6, 1, 2400),
    ("Kemble", "Cambridge 10", 109, (1988, 2009), "Underdamper", True, 3, 0, 2200),
    ("Knight", "K10", 110, (1952, 1994), "Underdamper", True, 5, 1, 2300),
    ("Danemann", "Studio", 113, (1955, 1990), "Underdamper", True, 4, 0, 2000),
    ("Welmar", "112", 112, (1956, 1998), "Underdamper", True, 3, 1, 2100),
    ("Challen", "Model 5", 118, (1928, 1965), "Underdamper", True, 3, 1, 1500),
    ("Chappell", "Overstrung", 120, (1925, 1970), "Underdamper", True, 2, 1, 1400),
    ("Zimmermann", "Z2", 118, (1975, 1995), "Underdamper", True, 2, 0, 1900),
    ("Petrof", "P 118", 118, (2002, 2020), "Underdamper", True, 2, 1, 4600),
    ("Schimmel", "120 T", 120, (1995, 2018), "Underdamper", True, 1, 1, 6800),
    ("Bechstein", "Model 8", 130, (1898, 1930), "Underdamper", True, 1, 2, 7200),
    ("Bechstein", "Model L", 165, (1905, 1935), "Repetition", True, 0, 1, 16000),
    ("Blüthner", "Model 10", 154, (1925, 1965), "Repetition", True, 0, 2, 14500),
    ("Broadwood", "Barless", 173, (1900, 1930), "Repetition", True, 0, 1, 9000),
    ("Steinway", "Model M", 170, (1925, 1985), "Repetition", True, 0, 2, 42000),
    ("Steinway", "Model O", 180, (1930, 1990), "Repetition", True, 1, 1, 48000),
    ("Steinway", "Model B", 211, (1960, 2005), "Repetition", True, 1, 1, 68000),
    ("Brinsmead", "Cottage", 122, (1888, 1912), "Overdamper", False, 1, 2, 500),
    ("Collard & Collard", "Cottage", 120, (1885, 1908), "Overdamper", False, 0, 2, 450),
]
# serial numbering per make: (year 0, serial at year 0, serials a year)
SERIALS = {
    "Yamaha": (1960, 300000, 130000),
    "Kawai": (1960, 100000, 60000),
    "Kemble": (1960, 100000, 6000),
    "Knight": (1940, 10000, 1800),
    "Danemann": (1950, 30000, 1300),
    "Welmar": (1950, 20000, 1000),
    "Challen": (1920, 30000, 1500),
    "Chappell": (1900, 30000, 1200),
    "Zimmermann": (1950, 100000, 3000),
    "Petrof": (1950, 200000, 8000),
    "Schimmel": (1950, 50000, 4000),
    "Bechstein": (1890, 20000, 1700),
    "Blüthner": (1890, 25000, 1400),
    "Broadwood": (1890, 60000, 1700),
    "Steinway": (1900, 95000, 4500),
    "Brinsmead": (1880, 20000, 800),
    "Collard & Collard": (1880, 100000, 600),
}
# restoration work: (item, bench hours)
REST_ITEMS = [
    ("re-strung", 28),
    ("bass strings", 7),
    ("new hammers", 14),
    ("hammers re-shaped", 4),
    ("dampers re-felted", 8),
    ("keys re-bushed", 9),
    ("new keytops", 11),
    ("action overhaul", 22),
    ("regulated", 7),
    ("re-polished", 32),
    ("tuning pins", 9),
    ("soundboard repair", 12),
    ("castors", 1),
    ("pedal felts", 2),
]
REST_HRS = dict(REST_ITEMS)
RATES = {
    ("Upright", "A"): 39.0,
    ("Upright", "B"): 33.0,
    ("Upright", "C"): 27.0,
    ("Baby grand", "A"): 115.0,
    ("Baby grand", "B"): 95.0,
    ("Baby grand", "C"): 85.0,
    ("Grand", "A"): 165.0,
    ("Grand", "B"): 140.0,
    ("Grand", "C"): 120.0,
}
PREMIUM = ("Yamaha", "Kawai", "Bechstein", "Steinway", "Schimmel", "Blüthner")


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _working(d: date) -> date:
    while d.weekday() >= 5 or d in BANK_HOLIDAYS:
        d += timedelta(days=1)
    return d


def _add_months(d: date, m: int) -> date:
    y, mo = divmod(d.month - 1 + m, 12)
    y += d.year
    day = min(d.day, 28)
    return date(y, mo + 1, day)


def _months_between(a: date, b: date) -> int:
    return (b.year - a.year) * 12 + (b.month - a.month) - (1 if b.day < a.day else 0)


def _ptype(length: int, action: str) -> str:
    if action != "Repetition":
        return "Upright"
    return "Baby grand" if length <= 165 else "Grand"


def _finish(rng: random.Random, make: str, yr: int, ptype: str) -> str:
    if yr >= 1975 and make in ("Yamaha", "Kawai", "Petrof", "Schimmel", "Steinway"):
        return _pick(
            rng,
            {
                "Polished ebony": 8,
                "Satin ebony": 3,
                "Walnut": 1,
                "White": 1 if ptype != "Grand" else 0,
            },
        )
    if yr < 1935:
        return _pick(rng, {"Rosewood": 4, "Walnut": 3, "Mahogany": 3, "Satin ebony": 1})
    return _pick(
        rng,
        {"Mahogany": 4, "Walnut": 3, "Oak": 2, "Satin ebony": 2, "Polished ebony": 1, "Teak": 2},
    )


def _rest_items(rng: random.Random, yr: int, full: bool) -> list[str]:
    items = []
    if full:
        if yr < 1970 and rng.random() < 0.6:
            items += ["re-strung", "tuning pins"]
        elif rng.random() < 0.4:
            items.append("bass strings")
        items.append(rng.choice(["new hammers", "hammers re-shaped", "hammers re-shaped"]))
        for it, p in (
            ("dampers re-felted", 0.5),
            ("keys re-bushed", 0.45),
            ("action overhaul", 0.3),
            ("new keytops", 0.15 if yr < 1965 else 0.05),
            ("soundboard repair", 0.12 if yr < 1960 else 0.03),
            ("re-polished", 0.55),
            ("castors", 0.2),
            ("pedal felts", 0.3),
        ):
            if rng.random() < p:
                items.append(it)
        items.append("regulated")
    else:  # a refurbishment between hires
        items = rng.sample(
            ["hammers re-shaped", "pedal felts", "castors", "keys re-bushed", "dampers re-felted"],
            rng.randint(1, 2),
        ) + ["regulated"]
    order = [it for it, _ in REST_ITEMS]
    return sorted(dict.fromkeys(items), key=order.index)


# ---- the register ----------------------------------------------------------------------------


def _register(rng: random.Random) -> list[dict]:
    pianos = []
    fleet_w = {i: m[6] for i, m in enumerate(MODELS) if m[6]}
    stock_w = {i: m[7] for i, m in enumerate(MODELS) if m[7]}
    roles = ["fleet"] * 96 + ["stock"] * 32
    for role in roles:
        i = _pick(rng, fleet_w if role == "fleet" else stock_w)
        make, model, size, (y0, y1), actn, os_, _, _, base_val = MODELS[i]
        if role == "fleet":
            acq = date(2009, 1, 5) + timedelta(
                days=rng.randint(0, (date(2025, 5, 30) - date(2009, 1, 5)).days)
            )
        else:
            acq = date(2021, 1, 4) + timedelta(
                days=rng.randint(0, (date(2025, 6, 13) - date(2021, 1, 4)).days)
            )
        if acq.year < y0:
            acq = date(y0, rng.randint(1, 12), rng.randint(1, 28))
        acq = _working(acq)
        yr = rng.randint(y0, min(y1, acq.year))
        new = (
            yr >= acq.year - 1
            and y1 >= acq.year - 1
            and make in ("Yamaha", "Kawai", "Petrof", "Schimmel", "Kemble")
        )
        ptype = _ptype(size, actn)
        sy0, s0, rate = SERIALS[make]
        snum = int(s0 + (yr - sy0) * rate + rng.randint(0, max(1, rate - 1)))
        keytops = "Plastic"
        if yr < 1960:
            keytops = _pick(rng, {"Ivory": 7, "Ivorine": 2, "Plastic": 1})
        p = {
            "stk_no": None,
            "Make": make,
            "mdl": model,
            "PnoTyp": ptype,
            "snum": snum,
            "yrMfd": yr,
            "szCm": size + (rng.choice([0, 0, 0, 1, -1]) if ptype == "Upright" else 0),
            "case_fin": _finish(rng, make, yr, ptype),
            "actn": actn,
            "isOS": os_,
            "keytops": keytops,
            "grd": None,
            "moRate": None,
            "insVal": 0.0,
            "dtAcq": acq,
            "dtRest": None,
            "restWk": [],
            "wkshpHrs": None,
            "status": None,
            "_role": role,
            "_new": new,
            "_avail": acq + timedelta(days=rng.randint(2, 10)),
        }
        if not new:
            done = acq + timedelta(days=rng.randint(14, 150))
            if done <= EXPORT_DAY - timedelta(days=5):
                p["dtRest"] = _working(done)
                p["restWk"] = _rest_items(rng, yr, True)
                p["wkshpHrs"] = sum(REST_HRS[x] for x in p["restWk"]) + rng.randint(-3, 6)
                p["_avail"] = p["dtRest"] + timedelta(days=rng.randint(2, 12))
            else:
                p["_avail"] = None  # restoration under way at the export
        age = 2025 - yr
        restored_full = bool(p["restWk"]) and (
            "re-strung" in p["restWk"] or "re-polished" in p["restWk"]
        )
        if new or age < 12:
            grd = "A"
        elif restored_full:
            grd = _pick(rng, {"A": 3, "B": 2})
        elif age > 60:
            grd = _pick(rng, {"B": 2, "C": 3})
        else:
            grd = _pick(rng, {"A": 1, "B": 4, "C": 2})
        p["grd"] = grd
        age_f = 1.0 if age < 10 else (0.8 if age < 30 else (0.65 if age < 60 else 0.55))
        if make == "Steinway":
            age_f = max(age_f, 0.8)
        grd_f = {"A": 1.0, "B": 0.8, "C": 0.6}[grd]
        p["insVal"] = float(round(base_val * age_f * grd_f * rng.uniform(0.9, 1.12) / 50) * 50)
        pianos.append(p)
    pianos.sort(key=lambda x: (x["dtAcq"], x["Make"], x["mdl"]))
    for n, p in enumerate(pianos, start=1):
        p["stk_no"] = f"OD-{n + 100:04d}"
    return pianos


# ---- hire agreements ----------------------------------------------------------------------------


class Names:
    """Customers' and hirers' names: people (mostly distinct) and the institutions."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used: dict[str, int] = {}

    def person(self) -> str:
        for _ in range(20):
            n = f"{self.rng.choice(FIRST)} {self.rng.choice(SURNAMES)}"
            if n not in self.used or self.rng.random() < 0.02:
                break
        self.used[n] = self.used.get(n, 0) + 1
        return n


def _town(rng: random.Random) -> str:
    return _pick(rng, {t: v[0] for t, v in TOWNS.items()})


def _hires(rng: random.Random, pianos: list[dict], names: Names) -> list[dict]:
    agreements: list[dict] = []
    for p in pianos:
        if p["_role"] != "fleet":
            continue
        start = p["_avail"]
        if start is None:
            p["status"] = "Workshop"
            continue
        if start < HIRE_FROM:
            start = HIRE_FROM + timedelta(days=rng.randint(0, 420))
        retire = p["yrMfd"] < 1970 and p["grd"] == "C" and rng.random() < 0.7
        sold = False
        live = False
        last_end = None
        while start <= EXPORT_DAY - timedelta(days=10):
            start = _working(start)
            if start > EXPORT_DAY:
                break
            if p["PnoTyp"] == "Upright":
                use = _pick(
                    rng,
                    {
                        "Home": 14,
                        "Teaching studio": 3,
                        "School": 2,
                        "Church/hall": 1,
                        "Care home": 1,
                    },
                )
            else:
                use = _pick(rng, {"Home": 6, "Teaching studio": 3, "School": 1, "Church/hall": 2})
            if use == "Home" or use == "Teaching studio":
                hirer, twn = names.person(), _town(rng)
            else:
                cands = [x for x in INSTITUTIONS if (x[2] == use)]
                hirer, twn, _ = rng.choice(cands)
            term = rng.choice([3, 3, 6, 6, 12, 12]) if use in ("Home", "Teaching studio") else 12
            r2b = use == "Home" and rng.random() < 0.35
            tun = term == 12 or rng.random() < 0.2
            length = _pick(rng, {"short": 35, "mid": 40, "long": 25})
            months = {
                "short": rng.randint(3, 6),
                "mid": rng.randint(7, 15),
                "long": rng.randint(16, 40),
            }[length]
            months = max(months, term)
            end = start + timedelta(days=int(months * 30.44) + rng.randint(-6, 6))
            status = "Ended"
            late: list[date] = []
            due = start
            if rng.random() < 0.035 and months > 4:
                status = "Terminated"
                months = rng.randint(4, min(months, 14))
                end = start + timedelta(days=int(months * 30.44) + rng.randint(20, 60))
            if end > EXPORT_DAY:
                end = None
                status = "Live"
            elif r2b and months >= 9 and rng.random() < 0.45:
                status = "Bought"
            stop = end or EXPORT_DAY
            k = 1
            while True:
                due = _add_months(start, k)
                if due > stop:
                    break
                if rng.random() < 0.012:
                    late.append(due)
                k += 1
            if status == "Terminated":
                tail = [_add_months(start, j) for j in range(max(1, k - 4), k)]
                for d in tail[-rng.randint(2, 3) :]:
                    if d not in late:
                        late.append(d)
                late.sort()
            late = late[-5:]
            paid = _months_between(start, stop) + (1 if status != "Terminated" else -len(late) + 1)
            paid = max(1, paid)
            yrs_back = 2025 - start.year + (0 if start.month >= 4 else 1)
            rate = RATES[(p["PnoTyp"], p["grd"])] + (3.0 if p["Make"] in PREMIUM else 0.0)
            rate = round(rate / (1.04 ** max(0, yrs_back)) * 2) / 2
            steps = (
                _pick(rng, {0: 10, 1: 6, 2: 5, 3: 4}) if rng.random() < 0.7 else rng.randint(4, 28)
            )
            if p["PnoTyp"] == "Upright":
                dep = (
                    0.0
                    if use in ("School", "Church/hall", "Care home")
                    else (150.0 if r2b else 100.0)
                )
                dchg = 65.0 + (2.0 * max(0, steps - 5))
            else:
                dep = (
                    0.0
                    if use in ("School", "Church/hall")
                    else (250.0 if p["PnoTyp"] == "Baby grand" else 400.0)
                )
                dchg = 220.0 + (5.0 * max(0, steps - 2))
            if TOWNS[twn][1] > 30:
                dchg += 15.0
            agreements.append(
                {
                    "agr_no": None,
                    "stkRef": p["stk_no"],
                    "hirer": hirer,
                    "use": use,
                    "DelivTwn": twn,
                    "dtStart": start,
                    "dtEnd": end,
                    "minTermMo": term,
                    "rateMo": rate,
                    "depGbp": dep,
                    "delivChg": dchg,
                    "nSteps": steps,
                    "r2b": r2b,
                    "tunIncl": tun,
                    "CtrStat": status,
                    "moPaid": paid,
                    "latePmtDts": late,
                    "_piano": p,
                }
            )
            if end is None:
                live = True
                break
            last_end = end
            if status == "Bought":
                sold = True
                break
            if retire and end.year <= 2023 and rng.random() < 0.5:
                break
            gap = rng.randint(7, 120)
            if gap > 45 and rng.random() < 0.18:
                d = _working(end + timedelta(days=rng.randint(10, gap - 5)))
                if d <= EXPORT_DAY - timedelta(days=3):
                    p["dtRest"] = d
                    p["restWk"] = _rest_items(rng, p["yrMfd"], False)
                    p["wkshpHrs"] = sum(REST_HRS[x] for x in p["restWk"]) + rng.randint(0, 3)
            start = end + timedelta(days=gap)
        if live:
            p["status"] = "On hire"
        elif sold:
            p["status"] = "Sold"
        elif retire and last_end is not None and last_end.year <= 2023:
            p["status"] = "Retired"
        elif p["dtRest"] is not None and p["dtRest"] > EXPORT_DAY - timedelta(days=20):
            p["status"] = "Workshop"
        else:
            p["status"] = _pick(rng, {"Showroom": 4, "Workshop": 1})
        if p["status"] in ("On hire", "Showroom", "Workshop"):
            base = RATES[(p["PnoTyp"], p["grd"])] + (3.0 if p["Make"] in PREMIUM else 0.0)
            p["moRate"] = base
    agreements.sort(key=lambda x: (x["dtStart"], x["stkRef"]))
    for n, a in enumerate(agreements, start=1):
        a["agr_no"] = f"HA-{n:04d}"
    for p in pianos:
        if p["_role"] == "stock":
            if p["_avail"] is None:
                p["status"] = "Workshop"
                continue
            sale = p["_avail"] + timedelta(days=rng.randint(20, 330))
            if sale <= EXPORT_DAY:
                p["status"] = "Sold"
                p["_sold"] = sale
            else:
                p["status"] = _pick(rng, {"Showroom": 5, "Workshop": 1})
    return agreements


# ---- visits ----------------------------------------------------------------------------------


def _era(yr: int) -> str:
    if yr >= 2000:
        return str(yr)
    return f"c.{yr // 5 * 5}"


def _reading(rng: random.Random, kind: str, old: bool, months_since: int) -> list[int]:
    if kind == "Pitch raise":
        a4 = -rng.randint(24, 85)
    else:
        drift = 2 + months_since * (1.2 if old else 0.8)
        a4 = -int(round(abs(rng.gauss(drift, 3.0))))
        if rng.random() < 0.06:
            a4 = rng.randint(0, 4)
    a0 = a4 + rng.randint(-6, 8)
    c8 = a4 - rng.randint(0, 12)
    return [a0, a4, c8]


def _note(rng: random.Random, v: dict, pno: dict) -> str:
    kind = v["VisTyp"]
    desc = f"{pno['make']} {pno['kind'].lower()}"
    if pno.get("model"):
        desc = f"{pno['make']} {pno['model']} {pno['kind'].lower()}"
    parts = []
    if pno.get("stk"):
        parts.append(rng.choice([f"Hire piano {pno['stk']}, {desc}.", f"Our {desc} {pno['stk']}."]))
    else:
        parts.append(rng.choice([f"{desc}, {_era(pno['yr'])}.", f"{desc} ({_era(pno['yr'])})."]))
    rd = v["pitchRd"]
    if kind == "Appraisal":
        parts.append(
            rng.choice(
                [
                    "Pre-purchase inspection for the buyer.",
                    "Inspected for a private sale.",
                    "Valuation for insurance.",
                ]
            )
        )
        if rd:
            parts.append(f"Sitting {-rd[1]} cents flat at A4.")
        parts.append(
            rng.choice(
                [
                    "Soundboard sound, bridges intact, pins firm. Fair buy at the asking price.",
                    "Hammers worn deep, moth in the dampers, would need a full restoration.",
                    "Cracked soundboard in the treble, pins loose. Advised against buying.",
                    "Good order for its age, action needs regulating within the year.",
                ]
            )
        )
        parts.append(f"Report sent, valued at about £{rng.randrange(3, 90) * 100:,}.")
    elif kind == "Repair":
        parts.append(
            rng.choice(
                [
                    "Call-out for a sticking key in the middle section, swollen bushing eased.",
                    "Sustain pedal squeaking and not returning, spring replaced and felts lubricated.",
                    "Broken bass string replaced, left slightly sharp to settle.",
                    "Note not repeating, hammer shank glued and butt spring refitted.",
                    "Dampers not stopping in the tenor, damper wire bent back and regulated.",
                    "Castor broken after a house move, new castor fitted.",
                    "Buzzing in the bass traced to a loose hitch pin, fixed.",
                ]
            )
        )
        parts.append(
            rng.choice(
                [
                    "Tuning not done today.",
                    "Tuning due at the usual time.",
                    "Customer will book a tuning separately.",
                ]
            )
        )
    else:
        if rd:
            if rd[1] < 0:
                parts.append(f"Found A4 {-rd[1]} cents flat, bass {rd[0]:+d}, top {rd[2]:+d}.")
            elif rd[1] == 0:
                parts.append(f"A4 on pitch, bass {rd[0]:+d}, top {rd[2]:+d}.")
            else:
                parts.append(f"Found A4 {rd[1]} cents sharp, bass {rd[0]:+d}, top {rd[2]:+d}.")
        if kind == "Pitch raise":
            parts.append(
                rng.choice(
                    [
                        "Pitch raise in two passes, then fine tuned.",
                        "Rough pass to bring it up, then a fine tuning.",
                        "Not tuned for years, raised pitch in stages.",
                    ]
                )
            )
        if v["pitchHz"] and v["pitchHz"] < 440:
            parts.append(f"Left at A{v['pitchHz']}, pins too loose to hold concert pitch.")
        elif v["pitchHz"]:
            parts.append(
                rng.choice(["Tuned to A440.", "Tuned to concert pitch.", "Fine tuned at A440."])
            )
        if kind == "Regulation":
            parts.append(
                rng.choice(
                    [
                        "Full regulation: let-off, drop, key dip and dampers.",
                        "Regulated the action, hammers spaced and checks adjusted.",
                    ]
                )
            )
        if kind == "Voicing":
            parts.append(
                rng.choice(
                    [
                        "Hammers needled in the treble, tone much less harsh.",
                        "Voiced the upper mid-range to match the bass.",
                    ]
                )
            )
        if v["numStrBrk"]:
            n = v["numStrBrk"]
            strs = "a string" if n == 1 else f"{n} strings"
            parts.append(
                rng.choice(
                    [
                        f"Broke {strs} while raising, replaced.",
                        f"Lost {strs} in the treble, spliced or replaced.",
                    ]
                )
            )
        extra = [
            w
            for w in v["worksDone"]
            if w not in ("tuned", "pitch raise", "regulated", "hammers voiced")
        ]
        for w in extra[:2]:
            parts.append(
                {
                    "sticking keys eased": "Eased two sticking keys.",
                    "pedal adjusted": "Adjusted the soft pedal.",
                    "dampers adjusted": "Dampers adjusted in the tenor.",
                    "cleaned": "Cleaned inside, lots of dust.",
                    "moth treated": "Moth found in the felts, treated.",
                    "castor replaced": "Replaced a broken castor.",
                    "string replaced": "Replaced a rusty string.",
                }.get(w, "")
            )
    if v["loosePins"]:
        parts.append(
            rng.choice(
                [
                    "Some tuning pins loose, will not hold long.",
                    "Loose pins in the tenor, wrest plank tired.",
                ]
            )
        )
    rh = v["pctRH"]
    if rh < 38:
        parts.append(f"RH only {rh}%, advised a humidifier or moving it off the radiator.")
    elif rh > 65:
        parts.append(f"RH {rh}%, damp room, advised a dehumidifier.")
    elif rng.random() < 0.5:
        parts.append(f"RH {rh}%.")
    if v["fee"] is None and not pno.get("stk"):
        parts.append("No charge.")
    if pno.get("stk") and v["cust"] != "Showroom" and rng.random() < 0.5:
        parts.append(
            rng.choice(
                [
                    "Hirer happy with it.",
                    "Tuning included in the hire.",
                    "Settled well since delivery.",
                    "Teacher uses it daily.",
                ]
            )
        )
    text = " ".join(x for x in parts if x)
    while len(text.split()) < 15:
        text += " " + rng.choice(["Next tuning booked.", "Left a card.", "All notes working."])
    words = text.split()
    if len(words) > 48:
        text = " ".join(words[:48]).rstrip(",.") + "."
    return text


def _visits(
    rng: random.Random, pianos: list[dict], agreements: list[dict], names: Names
) -> list[dict]:
    days = []
    d = VIS_FROM
    while d <= EXPORT_DAY:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)

    def snap(d: date) -> date | None:
        if d < VIS_FROM or d > EXPORT_DAY:
            return None
        d = _working(d)
        return d if d <= EXPORT_DAY else None

    plans: list[dict] = []  # each: date, kind, customer dict
    # customers' own pianos
    custs = []
    for inst, twn, kind in INSTITUTIONS:
        custs.append({"name": inst, "town": twn, "inst": True})
    for _ in range(1700):
        custs.append({"name": names.person(), "town": _town(rng), "inst": False})
    for c in custs:
        m = MODELS[_pick(rng, {i: x[6] + x[7] + 1 for i, x in enumerate(MODELS)})]
        make, model, size, (y0, y1), actn, os_, fw, sw, _ = m
        yr = rng.randint(y0, min(y1, 2024))
        c["piano"] = {
            "make": make,
            "model": model if rng.random() < 0.6 else None,
            "kind": _ptype(size, actn)
            if rng.random() < 0.7
            else ("Grand" if actn == "Repetition" else "Upright"),
            "yr": yr,
        }
        old = yr < 1950
        c["old"] = old
        c["pins"] = rng.random() < (0.22 if yr < 1930 else 0.07 if yr < 1970 else 0.01)
        if c["inst"]:
            c["interval"] = rng.choice([3, 4, 4, 6])
        else:
            c["interval"] = _pick(rng, {12: 55, 6: 35, 18: 10})
        c["months_since"] = rng.randint(max(1, c["interval"] - 3), c["interval"] + 10)
        r = rng.random()
        if c["inst"]:
            first = VIS_FROM + timedelta(days=rng.randint(0, c["interval"] * 30))
            d = first
            while d <= EXPORT_DAY:
                plans.append(
                    {
                        "date": d,
                        "kind": _pick(
                            rng, {"Tuning": 18, "Regulation": 1, "Voicing": 1, "Repair": 2}
                        ),
                        "c": c,
                    }
                )
                d = d + timedelta(days=int(c["interval"] * 30.4) + rng.randint(-10, 10))
        elif r < 0.05:
            plans.append(
                {
                    "date": VIS_FROM + timedelta(days=rng.randint(0, 360)),
                    "kind": "Appraisal",
                    "c": c,
                }
            )
        elif r < 0.13:
            d0 = VIS_FROM + timedelta(days=rng.randint(0, 300))
            c["months_since"] = rng.randint(30, 200)
            plans.append({"date": d0, "kind": "Pitch raise", "c": c})
            if rng.random() < 0.6:
                plans.append(
                    {
                        "date": d0 + timedelta(days=rng.randint(75, 110)),
                        "kind": "Tuning",
                        "c": c,
                        "follow": True,
                    }
                )
        else:
            if c["interval"] == 18 and rng.random() < 0.35:
                pass
            else:
                d0 = VIS_FROM + timedelta(days=rng.randint(0, 364 if c["interval"] >= 12 else 182))
                plans.append(
                    {
                        "date": d0,
                        "kind": _pick(rng, {"Tuning": 40, "Regulation": 1, "Voicing": 1}),
                        "c": c,
                    }
                )
                if c["interval"] == 6 and rng.random() < 0.88:
                    plans.append(
                        {
                            "date": d0 + timedelta(days=rng.randint(170, 195)),
                            "kind": "Tuning",
                            "c": c,
                        }
                    )
            if rng.random() < 0.06:
                plans.append(
                    {
                        "date": VIS_FROM + timedelta(days=rng.randint(0, 364)),
                        "kind": "Repair",
                        "c": c,
                    }
                )

    # the firm's own pianos: hire visits (settling-in tuning after delivery, then included or paid tunings)
    for a in agreements:
        p = a["_piano"]
        end = a["dtEnd"] or EXPORT_DAY
        if end < VIS_FROM:
            continue
        c = {
            "name": a["hirer"],
            "town": a["DelivTwn"],
            "inst": a["use"] in ("School", "Church/hall", "Care home"),
            "piano": {
                "make": p["Make"],
                "model": p["mdl"],
                "kind": p["PnoTyp"],
                "yr": p["yrMfd"],
                "stk": p["stk_no"],
            },
            "old": p["yrMfd"] < 1950,
            "pins": p["yrMfd"] < 1930 and rng.random() < 0.2,
            "interval": 12 if not a["tunIncl"] else 6,
            "months_since": 1,
            "hire": a,
        }
        settle = a["dtStart"] + timedelta(days=rng.randint(28, 56))
        if VIS_FROM <= settle <= end:
            plans.append({"date": settle, "kind": "Tuning", "c": c, "included": True, "ms": 1})
        d = a["dtStart"] + timedelta(days=rng.randint(170, 200))
        while d <= end:
            if d >= VIS_FROM:
                if a["tunIncl"]:
                    plans.append({"date": d, "kind": "Tuning", "c": c, "included": True, "ms": 6})
                elif rng.random() < 0.55:
                    plans.append({"date": d, "kind": "Tuning", "c": c, "included": False, "ms": 12})
            d += timedelta(days=rng.randint(175, 200) if a["tunIncl"] else rng.randint(355, 380))
        if rng.random() < 0.04 and a["dtStart"] >= VIS_FROM - timedelta(days=200):
            rd = a["dtStart"] + timedelta(days=rng.randint(20, 200))
            if VIS_FROM <= rd <= end:
                plans.append({"date": rd, "kind": "Repair", "c": c, "included": True, "ms": 3})
    # showroom tunings: stock and fleet pianos in the showroom
    show = {"name": "Showroom", "town": "Saltmere", "inst": True}
    by_piano: dict[str, list[dict]] = {}
    for a in agreements:
        by_piano.setdefault(a["stkRef"], []).append(a)
    for p in pianos:
        ready = p["dtRest"] or p["dtAcq"]
        if p["_role"] == "stock":
            if p["_avail"] is None:
                continue
            until = p.get("_sold", EXPORT_DAY)
            d = max(
                ready + timedelta(days=rng.randint(3, 20)),
                VIS_FROM + timedelta(days=rng.randint(0, 60)),
            )
            while d <= until:
                plans.append(
                    {
                        "date": d,
                        "kind": "Tuning",
                        "c": dict(
                            show,
                            piano={
                                "make": p["Make"],
                                "model": p["mdl"],
                                "kind": p["PnoTyp"],
                                "yr": p["yrMfd"],
                                "stk": p["stk_no"],
                            },
                            old=p["yrMfd"] < 1950,
                            pins=False,
                            interval=3,
                            months_since=3,
                        ),
                        "included": True,
                        "ms": 3,
                    }
                )
                d += timedelta(days=rng.randint(80, 130))
        else:
            ags = by_piano.get(p["stk_no"], [])
            for a0, a1 in zip(ags, ags[1:]):
                if a0["dtEnd"] and a1["dtStart"] - a0["dtEnd"] > timedelta(days=10):
                    d = a1["dtStart"] - timedelta(days=rng.randint(1, 5))
                    if d >= VIS_FROM and d > a0["dtEnd"]:
                        plans.append(
                            {
                                "date": d,
                                "kind": "Tuning",
                                "c": dict(
                                    show,
                                    piano={
                                        "make": p["Make"],
                                        "model": p["mdl"],
                                        "kind": p["PnoTyp"],
                                        "yr": p["yrMfd"],
                                        "stk": p["stk_no"],
                                    },
                                    old=p["yrMfd"] < 1950,
                                    pins=False,
                                    interval=3,
                                    months_since=2,
                                ),
                                "included": True,
                                "ms": 2,
                            }
                        )

    visits = []
    for pl in plans:
        d = snap(pl["date"])
        if d is None:
            continue
        c = pl["c"]
        if "hire" in c:
            a = c["hire"]
            if d < a["dtStart"] or (a["dtEnd"] and d > a["dtEnd"]):
                continue
        kind = pl["kind"]
        twn = c["town"]
        if kind in ("Appraisal", "Regulation", "Voicing") and rng.random() < 0.75:
            tuner = "Martin Hale"
        elif c["name"] == "Showroom":
            tuner = _pick(
                rng,
                {
                    "Martin Hale": 3,
                    "Abi Fairclough": 4 if d >= TRAINEE_FROM else 0,
                    "Priya Desai": 1,
                },
            )
        else:
            prim = TOWNS[twn][2]
            w = {t: (8 if t == prim else 1) for t in TUNERS}
            if d < TRAINEE_FROM:
                w["Abi Fairclough"] = 0
            else:
                w["Abi Fairclough"] = 3 if kind == "Tuning" else 0
            tuner = _pick(rng, w)
        ms = pl.get("ms", c["months_since"])
        if pl.get("follow"):
            ms = 3
        measured = kind != "Repair"
        rd = _reading(rng, kind, c["old"], ms) if measured else []
        pins = c["pins"] or (kind == "Pitch raise" and c["old"] and rng.random() < 0.25)
        if kind in ("Repair", "Appraisal"):
            hz = None
        elif pins or (c["piano"]["yr"] < 1915 and rng.random() < 0.5):
            hz = _pick(rng, {438: 2, 435: 2, 439: 1})
        else:
            hz = 440
        if kind == "Pitch raise":
            brk = (
                _pick(rng, {0: 10, 1: 5, 2: 2, 3: 1})
                if c["old"]
                else _pick(rng, {0: 14, 1: 3, 2: 1})
            )
        elif kind in ("Tuning", "Regulation", "Voicing"):
            brk = 1 if rng.random() < (0.04 if c["old"] else 0.012) else 0
        else:
            brk = 0
        works: list[str] = []
        if kind == "Pitch raise":
            works = ["pitch raise", "tuned"]
        elif kind == "Tuning":
            works = ["tuned"]
        elif kind == "Regulation":
            works = ["regulated", "tuned"]
        elif kind == "Voicing":
            works = ["hammers voiced", "tuned"]
        elif kind == "Appraisal":
            works = ["inspected", "report written"]
        else:
            works = rng.sample(
                [
                    "string replaced",
                    "sticking keys eased",
                    "pedal adjusted",
                    "dampers adjusted",
                    "castor replaced",
                    "hammer shank glued",
                ],
                rng.randint(1, 2),
            )
        if kind not in ("Appraisal", "Repair"):
            for w, pr in (
                ("sticking keys eased", 0.09),
                ("pedal adjusted", 0.07),
                ("dampers adjusted", 0.03),
                ("cleaned", 0.05),
                ("moth treated", 0.012),
                ("castor replaced", 0.015),
            ):
                if rng.random() < pr:
                    works.append(w)
            if brk:
                works.append("string replaced")
        month = d.month
        if month in (11, 12, 1, 2, 3):
            rh = rng.randint(29, 50)
        elif month in (6, 7, 8):
            rh = rng.randint(45, 72)
        else:
            rh = rng.randint(36, 62)
        miles = 0 if c["name"] == "Showroom" else max(1, TOWNS[twn][1] + rng.randint(-2, 3))
        later = d >= PRICE_RISE
        if pl.get("included"):
            fee = None
        else:
            fee = {
                "Tuning": 80.0 if later else 75.0,
                "Pitch raise": 125.0 if later else 115.0,
                "Repair": 55.0 + rng.randrange(0, 25) * 5.0,
                "Regulation": float(rng.randrange(36, 85) * 5),
                "Voicing": float(rng.randrange(19, 33) * 5),
                "Appraisal": 70.0 if later else 65.0,
            }[kind]
            if miles > 30:
                fee += 10.0
        dur = {
            "Tuning": (45, 85),
            "Pitch raise": (90, 155),
            "Repair": (25, 110),
            "Regulation": (180, 360),
            "Voicing": (80, 170),
            "Appraisal": (40, 75),
        }[kind]
        dur_min = rng.randint(*dur) // 5 * 5
        if kind in ("Repair", "Appraisal"):
            nxt = None
        elif kind == "Pitch raise":
            nxt = _add_months(d, 3)
        else:
            nxt = _add_months(d, c["interval"] if c["interval"] <= 12 else 12)
        v = {
            "visit_id": None,
            "pnoRef": c["piano"].get("stk"),
            "cust": c["name"],
            "town": twn,
            "dtVis": d,
            "VisTyp": kind,
            "tuner": tuner,
            "pitchRd": rd,
            "pitchHz": hz,
            "pctRH": rh,
            "fee": fee,
            "miles": miles,
            "worksDone": works,
            "numStrBrk": brk,
            "loosePins": bool(pins),
            "nextDue": nxt,
            "durMin": dur_min,
            "notes": "",
            "_pno": c["piano"],
        }
        visits.append(v)
    visits.sort(key=lambda x: (x["dtVis"], x["tuner"], x["town"], x["cust"], x["pnoRef"] or ""))
    for n, v in enumerate(visits, start=1):
        v["visit_id"] = f"TV24-{n:04d}"
        v["notes"] = _note(rng, v, v["_pno"])
        del v["_pno"]
    return visits


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(40817)
    names = Names(rng)
    pianos = _register(rng)
    agreements = _hires(rng, pianos, names)
    visits = _visits(rng, pianos, agreements, names)
    for a in agreements:
        del a["_piano"]
    for p in pianos:
        for k in [k for k in p if k.startswith("_")]:
            del p[k]
    return {"PnoReg": pianos, "TVLog": visits, "HireAgmt": agreements}


def build(out: Path) -> Path:
    """Write `piano-works/schema.json` and its three objects files under out."""
    formats = {"PnoReg": "jsonl", "TVLog": "parquet", "HireAgmt": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
