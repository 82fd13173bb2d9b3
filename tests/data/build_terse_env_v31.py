"""Write `trade-print`: an invented trade printer's MIS export, named tersely.

Tollgate Press Ltd, an invented trade (print-for-the-trade) printer on the Wharfside Industrial
Estate, Easterby (every customer, contact, member of staff, stock brand, merchant and comment is
made up; presses, stocks, sizes, finishes and proofing terms are the ordinary ones of the trade),
exported its MIS (print management system) the way an engineer exports it: abbreviated property
names in mixed habits (snake_case `stk_code`, `cal_mic`, `pct_recyc`, `mk_ready`, `run_hrs`,
`prf_id`; camelCase `subsTyp`, `isFSC`, `costPerK`, `numOnHand`, `dtLastRcv`, `prsOK`, `yrAdded`,
`stkRef`, `nPp`, `dtIn`, `dtDue`, `dtDesp`, `delivDts`, `nShts`, `pctWaste`, `valGbp`, `rmkRsn`,
`isRush`, `jobRef`, `dtSent`, `dtResp`, `prfStat`, `sentTo`, `nAmends`, `acGbp`; PascalCase
`Brand`, `ShtSz`, `JobNo`, `Prod`, `JobKind`, `PrfTyp`; glued lowercase `gsm`, `grain`,
`reordlvl`, `merchant`, `status`, `cust`, `csr`, `trim`, `press`, `qty`, `colours`, `finish`,
`minder`, `rnd`, `chgbl`, `issues`, `prepress`, `cmts`; prefixes `dt`, `n`, `num`, `is`, `pct`,
`yr`), abbreviated class names (`MISStk`, `JobBags`, `PrfRnds`), terse descriptions in the
trade's shorthand, five properties with no description (`reordlvl`, `merchant`, `minder`,
`issues`, `prepress`) and one collection (`JobBags`) with no class description.

- `MISStk` (JSON Lines): the paper and board stock list, one row per stock line (a substrate in
  one weight and one sheet size): code, brand, substrate, gsm, caliper, sheet size, grain, FSC,
  recycled fibre, price per 1000 sheets, sheets on hand, reorder level, merchant, last goods
  received, presses it runs on, year added, status.
- `JobBags` (Parquet, no class description): one row per print job received 2024-09-02 to
  2025-03-07 (exported at the end of Friday 2025-03-07): job number, trade customer, CSR, product, trim size,
  stock (`stkRef` refers to `MISStk.stk_code`), press, quantity, extent, colours, finishing,
  dates received / required / dispatched, delivery dates, make-ready, run time, sheets issued,
  spoilage, invoice value, new / repeat / remake, remake reason, rush, press minder.
- `PrfRnds` (CSV): one row per proof round: `jobRef` refers to `JobBags.JobNo`; round, proof
  type, sent and response dates, status, the customer contact, amends, author's-correction
  charge, issues, prepress operator's initials and the customer's comments (`cmts`, the one
  prose property). Arrays are JSON strings in cells.

Deterministic (one seeded `random.Random`; no set is iterated).

Usage: python build_terse_env_v31.py OUT   (writes OUT/trade-print/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "trade-print"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
JOBS_FROM, JOBS_TO = date(2024, 9, 2), date(2025, 3, 7)
EXPORT_DAY = date(2025, 3, 7)
BANK_HOLIDAYS = [date(2024, 8, 26), date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)]

# ---- schema: (name, Weaviate data type, terse description or None) per property -------------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "MISStk",
        "Subs. list (MIS)",
        [
            ("stk_code", "text", "Stk code (fam/gsm/sz)"),
            ("Brand", "text", "Mill brand"),
            ("subsTyp", "text", "Subs. typ"),
            ("gsm", "int", "g/m2"),
            ("cal_mic", "int", "Cal., mic"),
            ("ShtSz", "text", "Sht sz"),
            ("grain", "text", "LG/SG"),
            ("isFSC", "boolean", "FSC cert.?"),
            ("pct_recyc", "int", "Recyc. fibre %"),
            ("costPerK", "number", "£/1000 shts"),
            ("numOnHand", "int", "On hand, shts @ 07/03"),
            ("reordlvl", "int", None),
            ("merchant", "text", None),
            ("dtLastRcv", "date", "Last GRN"),
            ("prsOK", "text[]", "Runs on (prs)"),
            ("yrAdded", "int", "Yr added"),
            ("status", "text", "Stk stat. (S/SO/D)"),
        ],
    ),
    (
        "JobBags",
        None,
        [
            ("JobNo", "text", "Job #"),
            ("cust", "text", "Trade a/c"),
            ("csr", "text", "CSR"),
            ("Prod", "text", "Prod. typ"),
            ("trim", "text", "Fin. sz"),
            ("stkRef", "text", "Stk (text/body)"),
            ("press", "text", "Prs"),
            ("qty", "int", "Qty (fin.)"),
            ("nPp", "int", "Ext., pp"),
            ("colours", "text", "Cols F/R"),
            ("finish", "text[]", "Fin./enh."),
            ("dtIn", "date", "Rec'd"),
            ("dtDue", "date", "Req. by"),
            ("dtDesp", "date", "Desp. (blank=WIP)"),
            ("delivDts", "date[]", "Deliv. dts"),
            ("mk_ready", "int", "MR, min"),
            ("run_hrs", "number", "Run, hrs"),
            ("nShts", "int", "Shts iss. inc. o/s"),
            ("pctWaste", "number", "Spoil. %"),
            ("valGbp", "number", "Inv. val., £ ex VAT"),
            ("JobKind", "text", "New/Rpt/Rpt+A/Rmk"),
            ("rmkRsn", "text", "Rmk rsn (blank=n/a)"),
            ("isRush", "boolean", "24/48h?"),
            ("minder", "text", None),
        ],
    ),
    (
        "PrfRnds",
        "Proof rnds (soft/HC)",
        [
            ("prf_id", "text", "Prf # (job-rnd)"),
            ("jobRef", "text", "Job"),
            ("rnd", "int", "Rnd #"),
            ("PrfTyp", "text", "Typ. (PDF/imp/HC/contr./wet)"),
            ("dtSent", "date", "Sent"),
            ("dtResp", "date", "Resp. (blank=await.)"),
            ("prfStat", "text", "Stat."),
            ("sentTo", "text", "Cust. contact"),
            ("nAmends", "int", "Amends #"),
            ("chgbl", "boolean", "AC chg?"),
            ("acGbp", "number", "AC, £ ex VAT"),
            ("issues", "text[]", None),
            ("prepress", "text", None),
            ("cmts", PROSE, "Cust. cmts"),
        ],
    ),
]

# ---- the stock list --------------------------------------------------------------------------

# (code prefix, substrate, brand, gsm list, sheet sizes, merchant, FSC, recycled %, caliper per
#  gsm, £ per kg)
FAMILIES = [
    (
        "SLK",
        "Silk",
        "Corvane Silk",
        [115, 130, 150, 170, 200, 250, 300, 350],
        ["SRA3", "SRA2", "B1"],
        "Grovehurst Paper",
        True,
        0,
        0.92,
        1.32,
    ),
    (
        "SAT",
        "Silk",
        "Arden Satin",
        [130, 150, 170],
        ["SRA2", "B2", "SRA1"],
        "Tayler Papers",
        True,
        0,
        0.95,
        1.24,
    ),
    (
        "GLS",
        "Gloss",
        "Halden Gloss",
        [130, 150, 170, 250, 350],
        ["SRA3", "SRA2", "B1"],
        "Grovehurst Paper",
        True,
        0,
        0.84,
        1.30,
    ),
    (
        "UNC",
        "Uncoated",
        "Marlow Offset",
        [80, 100, 120, 160, 300],
        ["SRA3", "SRA2", "B2", "B1"],
        "Antrim & Cole",
        True,
        0,
        1.24,
        1.18,
    ),
    (
        "RCY",
        "Recycled",
        "Second Leaf",
        [90, 120, 150, 300],
        ["SRA3", "SRA2", "B1"],
        "Antrim & Cole",
        True,
        100,
        1.30,
        1.36,
    ),
    (
        "LIN",
        "Textured",
        "Fenwick Linen",
        [120, 300],
        ["SRA3", "SRA2"],
        "Northfold Merchants",
        True,
        0,
        1.42,
        2.65,
    ),
    (
        "LAI",
        "Textured",
        "Fenwick Laid",
        [100, 120],
        ["SRA3", "B2"],
        "Northfold Merchants",
        True,
        30,
        1.38,
        2.48,
    ),
    (
        "BRD",
        "Board",
        "Tolland GC1",
        [240, 280, 350],
        ["SRA2", "B1"],
        "Tayler Papers",
        True,
        0,
        1.45,
        1.22,
    ),
    (
        "SYN",
        "Synthetic",
        "Duraprint",
        [130, 170, 240],
        ["SRA3", "SRA2"],
        "Northfold Merchants",
        False,
        0,
        1.10,
        5.60,
    ),
]
SHEET_M2 = {
    "SRA3": 0.32 * 0.45,
    "SRA2": 0.45 * 0.64,
    "B2": 0.50 * 0.707,
    "SRA1": 0.64 * 0.90,
    "B1": 0.70 * 1.00,
}
SIZE_CLASS = {"SRA3": 0, "SRA2": 1, "B2": 1, "SRA1": 2, "B1": 2}
SPECIAL_ORDER = [
    "SAT130-SRA1",
    "SAT150-SRA1",
    "SAT170-SRA1",
    "LIN120-SRA2",
    "LIN300-SRA2",
    "SYN130-SRA2",
    "SYN170-SRA2",
    "SYN240-SRA2",
    "GLS350-B1",
    "SLK115-B1",
    "UNC300-B1",
    "RCY090-B1",
]
DISCONTINUED = ["SAT130-SRA2", "SAT130-B2", "GLS130-SRA3", "UNC160-B2", "LAI100-B2", "RCY300-B1"]
DISC_BEFORE = date(2024, 11, 1)  # discontinued stock was still used on jobs received before this

# ---- people and firms --------------------------------------------------------------------------

CSRS = [
    "Hannah Pryor",
    "Dev Malhotra",
    "Carys Llewellyn",
    "Tom Ashdown",
    "Beatrix Nwosu",
    "Owen Fairclough",
]
MINDERS = {
    "LP1": ["G. Haslam", "R. Dunmore"],
    "LP2": ["P. Szymanski", "A. Varga", "D. Kerr"],
    "LP3": ["K. Obi", "L. Tremain"],
    "DG1": ["S. Bright", "J. Mowbray", "N. Castell"],
    "DG2": ["S. Bright", "J. Mowbray", "N. Castell"],
}
PREPRESS = {"TH": 5, "RW": 4, "MK": 4, "SD": 3, "AP": 2}
# customer: weight (brokers and agencies send most)
CUSTOMERS = {
    "Northlight Creative": 5,
    "Inkwell Design Co": 6,
    "Pressgang Print Brokers": 9,
    "Bluebell Marketing": 4,
    "Harbourside Studio": 3,
    "Copperleaf Design": 4,
    "Redkite Print Management": 8,
    "Mosswood Agency": 3,
    "Foxglove & Finch": 3,
    "Easterby Chamber of Trade": 1,
    "Kestrel Print Solutions": 7,
    "Saltmarsh Creative": 3,
    "The Print Hut Marrowby": 6,
    "Quillon Brand Studio": 2,
    "Larkrise Events": 2,
    "Ashdown Estates": 2,
    "Oakapple Nurseries": 1,
    "Brindley Print Brokers": 7,
    "Cobalt Fox Design": 3,
    "Meadowsweet Crafts": 1,
    "Hollowell Academy Trust": 2,
    "St Audrey's Hospice": 2,
    "Pennyroyal Publishing": 3,
    "Greystone Property Group": 2,
    "Windrush Travel": 2,
    "Tinker & Twine": 1,
    "Lanternfish Media": 3,
    "Wharfside Print Shop": 5,
    "Marrowby Town Council": 2,
    "Fieldfare Marketing": 3,
    "Blackthorn Brewing Co": 2,
    "Elmhurst Dental Group": 1,
    "Riverbank Cycles": 1,
    "Papercut Studio": 3,
    "Yellowhammer Events": 2,
    "Coldwater Creative": 3,
    "Irongate Print Agency": 6,
    "Thistledown Weddings": 2,
    "Castlemead School": 1,
    "Hawthorn Legal": 1,
    "Nettlebed Farm Shop": 1,
    "Orchard Lane Print": 5,
    "Sparrowhawk Design": 3,
    "Goldcrest Homes": 2,
    "Brackenbury Theatre": 2,
    "Juniper Digital": 3,
    "Ravensworth Marketing": 3,
    "Silverbirch Care": 1,
    "Dovetail Joinery": 1,
    "Woodlark Print Brokers": 6,
    "Easterby Rugby Club": 1,
    "Merlin Sign & Print": 4,
    "Starling Creative": 3,
    "Ambergate Motors": 1,
    "Kingfisher Print Services": 5,
    "Marigold Florists": 1,
    "Pebble & Quay": 2,
    "Tallow Lane Studios": 2,
    "Heronsgate Golf Club": 1,
    "Wrenfield Press Agency": 4,
    "Bramling Cross Ales": 1,
    "Cedar & Slate Interiors": 2,
    "Lowmoor Veterinary": 1,
    "Pinecone Print Brokers": 5,
    "Stonechat Design": 2,
    "Holloway & Grant": 1,
    "Candlewick Gifts": 1,
    "Whinfell Outdoor": 2,
    "Sandpiper Studio": 2,
    "Ferncliff Opticians": 1,
}
FIRST = [
    "Abbie",
    "Adam",
    "Aisha",
    "Alex",
    "Amara",
    "Amy",
    "Anil",
    "Anna",
    "Ben",
    "Bethan",
    "Callum",
    "Chloe",
    "Chris",
    "Ciaran",
    "Claire",
    "Dan",
    "Darren",
    "Eleanor",
    "Ellie",
    "Emeka",
    "Emma",
    "Faye",
    "Finn",
    "Freya",
    "Gemma",
    "Grace",
    "Hamza",
    "Harriet",
    "Holly",
    "Imogen",
    "Isaac",
    "Jack",
    "Jade",
    "James",
    "Jas",
    "Jen",
    "Joel",
    "Josh",
    "Kate",
    "Kieran",
    "Laura",
    "Leah",
    "Liam",
    "Lily",
    "Lucy",
    "Luke",
    "Maddie",
    "Marcus",
    "Maya",
    "Megan",
    "Mia",
    "Mo",
    "Nadia",
    "Naomi",
    "Nathan",
    "Niamh",
    "Ollie",
    "Paige",
    "Priya",
    "Rachel",
    "Rhys",
    "Rob",
    "Rosie",
    "Ruby",
    "Ryan",
    "Sam",
    "Sara",
    "Seren",
    "Sophie",
    "Stacey",
    "Steph",
    "Tariq",
    "Tess",
    "Tobi",
    "Vicky",
    "Will",
    "Yasmin",
    "Zara",
    "Zoe",
]
LAST = [
    "Abbott",
    "Adeyemi",
    "Ainsworth",
    "Bains",
    "Barlow",
    "Bashir",
    "Beckett",
    "Birch",
    "Blake",
    "Booth",
    "Brennan",
    "Buckley",
    "Calloway",
    "Carver",
    "Chadwick",
    "Choudhury",
    "Clegg",
    "Conway",
    "Crane",
    "Dalton",
    "Dhillon",
    "Doherty",
    "Draper",
    "Dunne",
    "Eastwood",
    "Ellery",
    "Fenton",
    "Fletcher",
    "Forde",
    "Gale",
    "Garside",
    "Gill",
    "Goddard",
    "Hale",
    "Hamid",
    "Hartley",
    "Hendry",
    "Holt",
    "Hughes",
    "Iqbal",
    "Jarvis",
    "Jessop",
    "Kaur",
    "Keane",
    "Kelsall",
    "Kirby",
    "Lam",
    "Lennox",
    "Lowe",
    "Lyons",
    "Maddox",
    "Marsden",
    "McBride",
    "Mercer",
    "Mistry",
    "Moran",
    "Nash",
    "Ndlovu",
    "Noble",
    "Osei",
    "Oakley",
    "Parekh",
    "Pearce",
    "Penrose",
    "Quinn",
    "Radcliffe",
    "Rahman",
    "Rowe",
    "Rushton",
    "Sadler",
    "Shaw",
    "Sinclair",
    "Slater",
    "Tait",
    "Thorne",
    "Tiwari",
    "Varley",
    "Wade",
    "Walsh",
    "Webb",
    "Whitlock",
    "Yates",
    "Zielinski",
]

# ---- products ------------------------------------------------------------------------------------

# product: weight, trims with weights, (substrate, gsm) choices with weights
PRODUCTS = {
    "Leaflet": (
        30,
        {"A5": 5, "A4": 3, "DL": 4, "A6": 3},
        {
            ("Silk", 130): 3,
            ("Silk", 150): 5,
            ("Silk", 170): 3,
            ("Gloss", 130): 2,
            ("Gloss", 150): 2,
            ("Gloss", 170): 1,
            ("Silk", 115): 1,
            ("Uncoated", 120): 2,
            ("Recycled", 120): 1,
            ("Recycled", 150): 1,
        },
    ),
    "Folded leaflet": (
        13,
        {"A4": 3, "A5": 3, "DL": 4},
        {
            ("Silk", 130): 2,
            ("Silk", 150): 4,
            ("Silk", 170): 3,
            ("Gloss", 150): 1,
            ("Uncoated", 120): 1,
            ("Recycled", 120): 1,
        },
    ),
    "Brochure (SS)": (
        14,
        {"A4": 5, "A5": 4},
        {
            ("Silk", 130): 3,
            ("Silk", 150): 4,
            ("Silk", 170): 2,
            ("Gloss", 130): 1,
            ("Gloss", 150): 1,
            ("Uncoated", 100): 1,
            ("Uncoated", 120): 1,
            ("Recycled", 120): 1,
        },
    ),
    "Perfect bound": (
        5,
        {"A4": 2, "A5": 3},
        {("Silk", 115): 2, ("Silk", 130): 2, ("Uncoated", 80): 2, ("Uncoated", 100): 2},
    ),
    "Business cards": (
        14,
        {"85x55": 1},
        {
            ("Silk", 350): 6,
            ("Textured", 300): 2,
            ("Uncoated", 300): 2,
            ("Recycled", 300): 1,
            ("Gloss", 350): 1,
        },
    ),
    "Poster": (
        9,
        {"A3": 4, "A2": 3},
        {
            ("Silk", 150): 2,
            ("Silk", 170): 3,
            ("Silk", 200): 1,
            ("Gloss", 150): 1,
            ("Gloss", 170): 2,
            ("Gloss", 250): 1,
            ("Synthetic", 170): 1,
        },
    ),
    "Pres. folder": (4, {"A4": 1}, {("Board", 280): 2, ("Board", 350): 3, ("Silk", 350): 1}),
    "Letterhead": (
        8,
        {"A4": 1},
        {
            ("Uncoated", 100): 3,
            ("Uncoated", 120): 2,
            ("Textured", 100): 1,
            ("Textured", 120): 1,
            ("Recycled", 90): 2,
            ("Recycled", 120): 1,
        },
    ),
}
# items per sheet side by trim, for sheet classes SRA3, SRA2/B2, SRA1/B1
N_UP = {
    "A4": (2, 4, 8),
    "A5": (4, 8, 16),
    "A6": (8, 16, 32),
    "DL": (6, 12, 24),
    "A3": (1, 2, 4),
    "A2": (0, 1, 2),
    "85x55": (21, 40, 80),
}
SPEED = {"LP1": 11000, "LP2": 9000, "LP3": 8000, "DG1": 3000, "DG2": 4000}  # sheets (sides) / h
RATE = {"LP1": 185.0, "LP2": 145.0, "LP3": 115.0, "DG1": 70.0, "DG2": 80.0}  # £ / h
REMAKE_REASONS = {
    "Colour": 5,
    "Trim": 3,
    "Set-off": 2,
    "Wrong stock": 1,
    "Transit damage": 2,
    "Binding": 2,
    "Short count": 2,
}
PROOF_ISSUES = {
    "Text": 10,
    "Image": 5,
    "Colour": 4,
    "Layout": 5,
    "Bleed": 3,
    "Low-res": 3,
    "Fonts": 2,
    "Barcode/QR": 1,
    "Imposition": 1,
}
SITES = [
    "the Marrowby office",
    "our Easterby branch",
    "the warehouse on Cooper Rd",
    "reception at Unit 4",
    "the site office",
    "our client direct",
    "the shop on Bridge St",
    "the Holbury depot",
    "the main school office",
    "the showroom",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _is_working(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def _add_wd(d: date, n: int) -> date:
    while n > 0:
        d += timedelta(days=1)
        if _is_working(d):
            n -= 1
    return d


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if _is_working(d):
            days.append(d)
        d += timedelta(days=1)
    return days


def _stock(rng: random.Random) -> list[dict]:
    rows = []
    for prefix, subs, brand, gsms, sizes, merchant, fsc, recyc, cal, per_kg in FAMILIES:
        for g in gsms:
            for sz in sizes:
                code = f"{prefix}{g:03d}-{sz}"
                cls = SIZE_CLASS[sz]
                if cls == 0:
                    presses = ["DG1", "DG2"]
                    if g >= 350 or subs == "Synthetic":
                        presses = ["DG2"]
                elif cls == 1:
                    presses = ["LP2", "LP3"]
                    if subs in ("Board", "Synthetic") or g >= 300:
                        presses = ["LP2"]
                else:
                    presses = ["LP1"]
                status = "Stocked"
                if code in SPECIAL_ORDER:
                    status = "Special order"
                elif code in DISCONTINUED:
                    status = "Discontinued"
                kg_per_k = g * SHEET_M2[sz]  # kg per 1000 sheets
                cost = round(kg_per_k * per_kg * rng.uniform(0.94, 1.08), 2)
                if status == "Stocked":
                    reord = int(
                        round(rng.choice([2, 3, 4, 5, 6, 8, 10]) * (500 if cls == 0 else 1000))
                    )
                    on_hand = int(round(reord * rng.uniform(0.3, 3.2) / 50)) * 50
                    last = EXPORT_DAY - timedelta(days=rng.randint(0, 125))
                    while not _is_working(last):
                        last -= timedelta(days=1)
                elif status == "Special order":
                    reord = 0
                    on_hand = rng.choice([0, 0, 0, 0, 250, 500, 1200])
                    last = (
                        None
                        if rng.random() < 0.5
                        else date(2024, 9, 2) + timedelta(days=rng.randint(0, 170))
                    )
                    if last is not None:
                        while not _is_working(last):
                            last -= timedelta(days=1)
                else:
                    reord = 0
                    on_hand = rng.choice([0, 0, 150, 400, 850])
                    last = date(2024, 3, 1) + timedelta(days=rng.randint(0, 200))
                    while not _is_working(last):
                        last -= timedelta(days=1)
                pct = recyc
                rows.append(
                    {
                        "stk_code": code,
                        "Brand": brand,
                        "subsTyp": subs,
                        "gsm": g,
                        "cal_mic": int(round(g * cal * rng.uniform(0.97, 1.03))),
                        "ShtSz": sz,
                        "grain": "LG" if (cls == 2 or rng.random() < 0.45) else "SG",
                        "isFSC": fsc if not (subs == "Gloss" and g == 350) else False,
                        "pct_recyc": pct,
                        "costPerK": cost,
                        "numOnHand": on_hand,
                        "reordlvl": reord,
                        "merchant": merchant
                        if not (subs == "Silk" and sz == "B1" and g >= 250)
                        else "Tayler Papers",
                        "dtLastRcv": last,
                        "prsOK": presses,
                        "yrAdded": rng.randint(2009, 2016)
                        if status == "Discontinued"
                        else rng.randint(2011, 2024),
                        "status": status,
                    }
                )
    rows.sort(key=lambda r: r["stk_code"])
    return rows


def _contacts(rng: random.Random) -> dict[str, list[str]]:
    used: dict[str, bool] = {}
    out: dict[str, list[str]] = {}
    for cust, w in CUSTOMERS.items():
        n = 1 + min(3, rng.randint(0, 1) + (w >= 3) + (w >= 6))
        names = []
        while len(names) < n:
            nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if nm not in used:
                used[nm] = True
                names.append(nm)
        out[cust] = names
    return out


def _choose_press(
    rng: random.Random, prod: str, trim: str, qty: int, n_pp: int, colours: str
) -> str:
    digital_ok = trim != "A2" and prod != "Pres. folder"
    if digital_ok:
        # SRA3 sheets the job would need digitally
        up = N_UP[trim][0]
        if prod in ("Brochure (SS)", "Perfect bound"):
            sheets = qty * n_pp / (2 * up)
        elif prod == "Folded leaflet":
            sheets = qty / max(1, up // 2)
        else:
            sheets = qty / up
        if sheets <= 900 or (sheets <= 1500 and rng.random() < 0.5):
            if colours == "5/5":
                return "DG2"  # the fifth station (white / clear) is on DG2 only
            return "DG2" if rng.random() < 0.55 else "DG1"
    if colours == "5/5":
        return "LP1"
    if colours in ("1/1", "2/2", "1/0"):
        return "LP3"
    if prod == "Pres. folder":
        return "LP1" if qty >= 1000 and rng.random() < 0.7 else "LP2"
    big = qty * max(1, n_pp) >= 40000 or (prod == "Poster" and trim == "A2" and qty >= 500)
    if big and rng.random() < 0.8:
        return "LP1"
    return "LP2"


def _note(
    rng: random.Random, stat: str, rnd: int, job: dict, n_am: int, issues: list[str], contact: str
) -> str:
    pages = job["nPp"]
    pg = rng.randint(1, max(1, pages))
    first = contact.split()[0]
    site = rng.choice(SITES)
    day = rng.choice(WEEKDAYS)
    if stat == "Awaiting":
        return rng.choice(
            [
                f"Proof sent to {first}, no reply yet. Chased by email on {day}, out of office until next week.",
                f"No response so far. Left a voicemail for {first} asking for sign-off so we keep the {day} slot.",
                f"Awaiting approval from the end client, {first} says they should hear back by {day}.",
                f"Chased {first} twice, still waiting. Press slot on hold, job will slip if we do not hear by {day}.",
            ]
        )
    fixes = {
        "Text": [
            f"typo in the heading on page {pg}",
            f"change the phone number on page {pg}",
            f"replace the second paragraph on page {pg} with the copy in the email",
            "the opening times are wrong, should be 9 to 5.30",
            f"spelling of the surname on page {pg}",
            f"price on page {pg} should read £{rng.randint(3, 95)}.{rng.choice(['00', '50', '99'])}",
            "update the date to the new one",
            "remove the strapline under the logo",
        ],
        "Image": [
            f"swap the photo on page {pg} for the one attached",
            "use the new logo, the old one is still on",
            f"the image on page {pg} is flipped",
            f"crop the group shot on page {pg} tighter",
        ],
        "Colour": [
            "the blue looks too purple, please match the previous job",
            f"skin tones on page {pg} look too red",
            "the brand orange needs to be warmer",
            "background looks muddy, can it be lifted",
        ],
        "Layout": [
            f"move the map on page {pg} up",
            "swap pages 2 and 3 round",
            f"the box on page {pg} is too close to the fold",
            "centre the address block",
        ],
        "Bleed": [
            "no bleed on the back, please extend the background",
            f"text too close to the trim on page {pg}",
        ],
        "Low-res": [
            f"the photo on page {pg} is low res, new file to follow",
            "logo is pixelated, vector file attached",
        ],
        "Fonts": [
            "fonts have substituted in the footer",
            "the headline font is wrong, should be the bold weight",
        ],
        "Barcode/QR": [
            "QR code does not scan, new link in the email",
            "the barcode needs to be bigger",
        ],
        "Imposition": [
            "page order is wrong in the middle spread",
            "the centre spread does not line up",
        ],
    }
    parts = [rng.choice(fixes[i]) for i in issues] or [rng.choice(fixes["Text"])]
    if stat == "Approved":
        opener = rng.choice(
            [
                "All good, approved to print.",
                "Happy with this, OK to print.",
                "Approved, please go ahead.",
                "Looks great, print as proofed.",
                f"{first} has signed it off, go ahead.",
                "Fine to print.",
            ]
        )
        tail = rng.choice(
            [
                f"Please deliver to {site} by {day}.",
                f"Can we have it by {day}?",
                f"Split the delivery, {rng.randint(2, 9)}0 to {site}.",
                f"Please send {rng.randint(2, 20)} copies to {site} first.",
                f"Delivery to {site}, ask for {first}.",
                "Thanks for turning it round so quickly.",
                f"Same as the last run, {job['qty']} please.",
                f"Invoice to {first} please, PO to follow.",
            ]
        )
        if issues:
            tail = f"Aware the {issues[0].lower()} issue was flagged, approve as is. " + tail
        return f"{opener} {tail}"
    if stat == "Approved w/ amends":
        body = "; ".join(parts)
        return rng.choice(
            [
                f"Approved subject to amends: {body}. No need for another proof.",
                f"OK to print once you {body}. Do not send another proof, we trust you.",
                f"Go ahead with these changes: {body}. {first} is happy to skip a further proof.",
            ]
        )
    body = parts[0][0].upper() + parts[0][1:] + "".join(". Also " + p for p in parts[1:])
    lead = rng.choice(
        [
            "Not approved.",
            "Please amend and send a new proof.",
            f"Round {rnd} comments from {first}.",
            "A few changes before we can sign off.",
            "Sorry, the client has more changes.",
        ]
    )
    end = rng.choice(
        [
            f"{n_am} change{'' if n_am == 1 else 's'} in total, marked up on the PDF.",
            "Please send a revised PDF today.",
            f"Need the new proof by {day}.",
            "Marked up copy attached.",
            "",
        ]
    )
    return f"{lead} {body}. {end}".strip()


def _proofed(rng: random.Random, kind: str, rush: bool) -> bool:
    if kind == "New":
        return rng.random() < (0.62 if not rush else 0.35)
    if kind == "Repeat w/ amends":
        return True
    if kind == "Repeat":
        return rng.random() < 0.06
    return rng.random() < 0.3


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(31)
    stock = _stock(rng)
    by_key: dict[tuple, list[dict]] = {}
    for s in stock:
        by_key.setdefault((s["subsTyp"], s["gsm"], SIZE_CLASS[s["ShtSz"]]), []).append(s)
    contacts = _contacts(rng)
    cust_csr = {c: rng.choice(CSRS) for c in CUSTOMERS}  # each account's usual handler
    days = _working_days(JOBS_FROM, JOBS_TO)
    month_w = {9: 1.1, 10: 1.2, 11: 1.3, 12: 0.8, 1: 0.9, 2: 1.0, 3: 1.0}
    day_w = [month_w[d.month] * (0.3 if (d.month == 12 and d.day >= 20) else 1.0) for d in days]

    jobs: list[dict] = []
    proofs: list[dict] = []
    n_jobs = 1900
    dts = sorted(rng.choices(days, weights=day_w, k=n_jobs))
    history: dict[str, list[dict]] = {}
    for i, d_in in enumerate(dts):
        job_no = str(41850 + i)
        cust = _pick(rng, CUSTOMERS)
        prior = [j for j in history.get(cust, []) if j["dtDesp"] is not None and j["dtDesp"] < d_in]
        r = rng.random()
        kind = "New"
        base = None
        if prior and r < 0.035:
            kind, base = "Remake", rng.choice(prior[-6:])
        elif prior and r < 0.20:
            kind, base = "Repeat", rng.choice(prior)
        elif prior and r < 0.29:
            kind, base = "Repeat w/ amends", rng.choice(prior)
        if base is not None:
            prod, trim, n_pp, colours = base["Prod"], base["trim"], base["nPp"], base["colours"]
            subs_g = base["_subs_g"]
            qty = (
                base["qty"]
                if kind == "Remake" or rng.random() < 0.6
                else _pick(rng, {base["qty"]: 3, base["qty"] * 2: 1})
            )
            finish = list(base["finish"])
        else:
            prod = _pick(rng, {p: v[0] for p, v in PRODUCTS.items()})
            _, trims, subs_w = PRODUCTS[prod]
            trim = _pick(rng, trims)
            subs_g = _pick(rng, subs_w)
            finish = []
            if prod == "Leaflet":
                colours = _pick(rng, {"4/4": 14, "4/0": 3, "1/1": 1, "2/2": 1, "5/5": 1})
                n_pp = 1 if colours.endswith("/0") else 2
                qty = _pick(
                    rng, {250: 3, 500: 4, 1000: 5, 2500: 5, 5000: 5, 10000: 4, 25000: 2, 50000: 1}
                )
                if rng.random() < 0.06:
                    finish = ["Matt lam"]
            elif prod == "Folded leaflet":
                colours = _pick(rng, {"4/4": 12, "2/2": 1})
                n_pp = 4 if trim == "A4" else _pick(rng, {4: 1, 6: 2})
                qty = _pick(rng, {250: 2, 500: 3, 1000: 4, 2500: 4, 5000: 3, 10000: 2, 20000: 1})
                finish = ["Crease", "Fold"] if subs_g[1] >= 170 else ["Fold"]
            elif prod == "Brochure (SS)":
                colours = _pick(rng, {"4/4": 12, "5/5": 1, "1/1": 1})
                n_pp = _pick(
                    rng, {8: 4, 12: 4, 16: 5, 20: 3, 24: 3, 28: 2, 32: 2, 36: 1, 40: 1, 48: 1}
                )
                qty = _pick(rng, {50: 2, 100: 3, 250: 4, 500: 4, 1000: 3, 2000: 2, 5000: 1})
                finish = ["Stitch"]
                if rng.random() < 0.25:
                    finish = ["Matt lam", "Stitch"]
            elif prod == "Perfect bound":
                colours = _pick(rng, {"4/4": 5, "1/1": 2})
                n_pp = _pick(rng, {40: 2, 48: 3, 56: 2, 64: 3, 80: 2, 96: 2, 120: 1, 160: 1})
                qty = _pick(rng, {50: 2, 100: 3, 250: 3, 500: 2, 1000: 2, 2500: 1})
                finish = [
                    _pick(rng, {"Matt lam": 4, "Soft-touch lam": 2, "Gloss lam": 1}),
                    "PUR bind",
                ]
            elif prod == "Business cards":
                colours = _pick(rng, {"4/4": 8, "4/0": 3, "5/5": 1})
                n_pp = 1 if colours.endswith("/0") else 2
                qty = _pick(rng, {250: 6, 500: 5, 1000: 3, 2500: 1, 5000: 1})
                finish = _pick(
                    rng,
                    {
                        (): 6,
                        ("Matt lam",): 5,
                        ("Soft-touch lam",): 2,
                        ("Soft-touch lam", "Spot UV"): 2,
                        ("Foil",): 1,
                        ("Matt lam", "Round corners"): 1,
                        ("Matt lam", "Foil"): 1,
                    },
                )
                finish = list(finish)
            elif prod == "Poster":
                colours = "4/0"
                n_pp = 1
                qty = _pick(rng, {25: 2, 50: 3, 100: 4, 250: 3, 500: 2, 1000: 2, 2500: 1})
                if trim == "A2":
                    qty = max(qty, 100)
                if rng.random() < 0.08:
                    finish = ["Gloss lam"]
            elif prod == "Pres. folder":
                colours = _pick(rng, {"4/0": 3, "4/4": 2, "5/5": 1})
                n_pp = 1 if colours.endswith("/0") else 2
                qty = _pick(rng, {250: 2, 500: 3, 1000: 3, 2000: 1})
                finish = (
                    ["Matt lam", "Die-cut", "Crease"]
                    if rng.random() < 0.6
                    else ["Soft-touch lam", "Spot UV", "Die-cut", "Crease"]
                )
            else:  # Letterhead
                colours = _pick(rng, {"4/0": 5, "1/0": 2, "4/1": 2})
                n_pp = 2 if colours == "4/1" else 1
                qty = _pick(rng, {500: 3, 1000: 4, 2500: 3, 5000: 2, 10000: 1})
        press = _choose_press(rng, prod, trim, qty, n_pp, colours)
        if kind == "Remake" and base is not None and rng.random() < 0.7:
            press = base["press"]
        cls = 0 if press.startswith("DG") else (2 if press == "LP1" else 1)
        subs, g = subs_g
        cands = [
            s
            for s in by_key.get((subs, g, cls), [])
            if s["status"] != "Discontinued" or d_in < DISC_BEFORE
        ]
        cands = [s for s in cands if press in s["prsOK"]] or cands
        if not cands:
            # nearest weight of the same substrate on this sheet class
            pool = [
                s
                for k, v in by_key.items()
                if k[0] == subs and k[2] == cls
                for s in v
                if (s["status"] != "Discontinued" or d_in < DISC_BEFORE)
            ]
            pool = [s for s in pool if press in s["prsOK"]] or pool
            if not pool:
                pool = [
                    s
                    for k, v in by_key.items()
                    if k[0] == "Silk" and k[2] == cls
                    for s in v
                    if s["status"] == "Stocked"
                ]
            best = min(abs(s["gsm"] - g) for s in pool)
            cands = [s for s in pool if abs(s["gsm"] - g) == best]
        cands.sort(key=lambda s: (s["status"] != "Stocked", s["stk_code"]))
        stk = cands[0] if rng.random() < 0.8 else rng.choice(cands)
        if kind == "Remake" and base is not None and rng.random() < 0.7:
            stk = next((s for s in stock if s["stk_code"] == base["stkRef"]), stk)
        if press not in stk["prsOK"]:
            ok = [p for p in stk["prsOK"] if p != "LP3" or colours in ("1/1", "2/2", "1/0")]
            press = rng.choice(ok or stk["prsOK"])
            cls = SIZE_CLASS[stk["ShtSz"]]
        up = N_UP[trim][cls] or 1
        if prod in ("Brochure (SS)", "Perfect bound"):
            net = math.ceil(qty * n_pp / (2 * up))
            formes = max(1, math.ceil(n_pp / (2 * up)))
        elif prod == "Folded leaflet":
            net = math.ceil(qty / max(1, up // 2))
            formes = 1
        else:
            net = math.ceil(qty / up)
            formes = 1
        sides = 1 if colours.endswith("/0") else 2
        digital = press.startswith("DG")
        if digital:
            spoil = int(net * rng.uniform(0.01, 0.035)) + rng.randint(1, 5)
            mr = rng.randint(3, 15)
        else:
            base_sp = {"LP1": (150, 300), "LP2": (80, 180), "LP3": (60, 140)}[press]
            spoil = rng.randint(*base_sp) + sum(rng.randint(40, 90) for _ in range(formes - 1))
            spoil += int(net * rng.uniform(0.012, 0.03))
            mr_per = {"LP1": (35, 65), "LP2": (22, 45), "LP3": (15, 32)}[press]
            mr = rng.randint(*mr_per) + sum(rng.randint(10, 20) for _ in range(formes - 1))
            mr += 15 if colours == "5/5" else 0
            if kind == "Repeat" and rng.random() < 0.5:
                mr = int(mr * 0.8)
        shts = net + spoil
        passes = sides if (press == "LP1" or digital) else 1
        run = round(shts * passes / SPEED[press] * rng.uniform(0.9, 1.25) + 0.05, 2)
        waste = round(100.0 * spoil / shts, 1)
        # price
        stock_cost = shts * stk["costPerK"] / 1000
        labour = (mr / 60 + run) * RATE[press]
        clicks = shts * sides * (0.045 if digital else 0.0)
        plates = 0.0 if digital else 14.0 * formes * (sum(int(c) for c in colours.split("/")))
        fin_cost = 0.0
        for f in finish:
            fin_cost += {
                "Matt lam": 0.035,
                "Gloss lam": 0.03,
                "Soft-touch lam": 0.06,
                "Spot UV": 0.07,
                "Foil": 0.09,
                "Crease": 0.01,
                "Fold": 0.008,
                "Stitch": 0.0,
                "PUR bind": 0.0,
                "Die-cut": 0.05,
                "Round corners": 0.0,
            }[f] * net + 25.0
            if f == "Stitch":
                fin_cost += 0.12 * qty
            if f == "PUR bind":
                fin_cost += 0.85 * qty
            if f == "Round corners":
                fin_cost += 0.01 * qty
        price = (stock_cost + labour + clicks + plates + fin_cost) * rng.uniform(1.3, 1.6) + 12.0
        rush = kind != "Remake" and rng.random() < (0.12 if digital else 0.05)
        if kind == "Remake":
            rush = rng.random() < 0.5
        turn = (
            rng.choice([1, 2]) if rush else _pick(rng, {3: 3, 4: 3, 5: 5, 6: 2, 7: 2, 8: 1, 10: 1})
        )
        if prod == "Perfect bound" and not rush:
            turn += 3
        proofed = _proofed(rng, kind, rush)
        due = _add_wd(d_in, turn + (2 if proofed and not rush else 0))
        job = {
            "JobNo": job_no,
            "cust": cust,
            "csr": cust_csr[cust] if rng.random() < 0.9 else rng.choice(CSRS),
            "Prod": prod,
            "trim": trim,
            "stkRef": stk["stk_code"],
            "press": press,
            "qty": qty,
            "nPp": n_pp,
            "colours": colours,
            "finish": finish,
            "dtIn": d_in,
            "dtDue": due,
            "dtDesp": None,
            "delivDts": [],
            "mk_ready": mr,
            "run_hrs": run,
            "nShts": shts,
            "pctWaste": waste,
            "valGbp": 0.0 if kind == "Remake" else round(price, 2),
            "JobKind": kind,
            "rmkRsn": _pick(rng, REMAKE_REASONS) if kind == "Remake" else None,
            "isRush": rush,
            "minder": rng.choice(MINDERS[press]),
            "_subs_g": subs_g,
        }
        if job["rmkRsn"] == "Binding" and prod not in ("Brochure (SS)", "Perfect bound"):
            job["rmkRsn"] = "Trim"
        # proofs
        start = d_in if rng.random() < 0.5 else _add_wd(d_in, 1)
        hold = False
        if proofed:
            n_rounds = (
                _pick(rng, {1: 58, 2: 28, 3: 10, 4: 4})
                if kind == "New"
                else _pick(rng, {1: 8, 2: 2})
            )
            sent = d_in if rng.random() < 0.4 else _add_wd(d_in, 1)
            contact = rng.choice(contacts[cust])
            for rnd in range(1, n_rounds + 1):
                if sent > EXPORT_DAY:
                    break
                resp = _add_wd(sent, _pick(rng, {0: 3, 1: 4, 2: 2, 3: 1, 5: 1}))
                last = rnd == n_rounds
                if resp > EXPORT_DAY:
                    stat, resp = "Awaiting", None
                elif last:
                    stat = "Approved" if rng.random() < 0.66 else "Approved w/ amends"
                else:
                    stat = "Rejected"
                if stat in ("Approved", "Awaiting"):
                    n_am = 0
                elif stat == "Approved w/ amends":
                    n_am = rng.randint(1, 6)
                else:
                    n_am = min(30, 1 + int(rng.expovariate(1 / 5)))
                if n_am:
                    k = 1 if n_am <= 2 else rng.randint(1, 3)
                    iss: list[str] = []
                    while len(iss) < k:
                        x = _pick(rng, PROOF_ISSUES)
                        if x not in iss:
                            iss.append(x)
                else:
                    iss = (
                        [_pick(rng, {"Low-res": 2, "Bleed": 2, "Fonts": 1})]
                        if (stat == "Approved" and rng.random() < 0.07)
                        else []
                    )
                chg = stat == "Rejected" and (
                    (rnd >= 2 and rng.random() < 0.4) or (n_am >= 10 and rng.random() < 0.3)
                )
                if (
                    kind == "Remake"
                    or prod in ("Brochure (SS)", "Perfect bound")
                    and rnd == n_rounds
                    and rng.random() < 0.5
                ):
                    ptype = (
                        "Imposed PDF"
                        if kind != "Remake"
                        else _pick(rng, {"Contract": 3, "Wet": 1, "Hard copy": 1})
                    )
                elif colours == "5/5" and rng.random() < 0.5:
                    ptype = _pick(rng, {"Contract": 2, "Wet": 1})
                elif digital and rng.random() < 0.1:
                    ptype = "Hard copy"
                elif not digital and rng.random() < 0.05:
                    ptype = "Contract"
                else:
                    ptype = "PDF"
                if rnd > 1 and rng.random() < 0.12:
                    contact = rng.choice(contacts[cust])
                proofs.append(
                    {
                        "prf_id": f"{job_no}-P{rnd}",
                        "jobRef": job_no,
                        "rnd": rnd,
                        "PrfTyp": ptype,
                        "dtSent": sent,
                        "dtResp": resp,
                        "prfStat": stat,
                        "sentTo": contact,
                        "nAmends": n_am,
                        "chgbl": chg,
                        "acGbp": round(0.25 * rng.randint(1, 6) * 60.0, 2) if chg else None,
                        "issues": iss,
                        "prepress": _pick(rng, PREPRESS),
                        "cmts": _note(rng, stat, rnd, job, n_am, iss, contact),
                    }
                )
                if stat == "Awaiting":
                    hold = True
                    break
                if last:
                    start = resp if rng.random() < 0.5 else _add_wd(resp, 1)
                else:
                    sent = resp if rng.random() < 0.5 else _add_wd(resp, 1)
            if proofs and proofs[-1]["jobRef"] == job_no and proofs[-1]["prfStat"] == "Rejected":
                hold = True  # next round not sent by the export day
        if not hold:
            dur = 1 if digital else rng.choice([1, 2, 2, 3])
            if (
                prod in ("Brochure (SS)", "Perfect bound", "Pres. folder")
                or "Foil" in finish
                or "Spot UV" in finish
            ):
                dur += rng.choice([1, 1, 2])
            ready = _add_wd(start, dur)
            if ready > due and proofed and rng.random() < 0.7:
                due = ready  # a new date agreed after a slow sign-off
                job["dtDue"] = due
            slack = rng.choice([0, 0, 0, 1])
            target = due
            for _ in range(slack):
                target -= timedelta(days=1)
                while not _is_working(target):
                    target -= timedelta(days=1)
            desp = max(ready, target)
            if rng.random() < 0.04:
                desp = _add_wd(desp, rng.randint(1, 3))
            if desp <= EXPORT_DAY:
                job["dtDesp"] = desp
                first = desp if rng.random() < 0.6 else _add_wd(desp, 1)
                dl = [first]
                if qty >= 2500 and rng.random() < 0.15:
                    for _ in range(rng.choice([1, 1, 2])):
                        dl.append(_add_wd(dl[-1], rng.randint(2, 8)))
                job["delivDts"] = [x for x in dl if x <= EXPORT_DAY]
        jobs.append(job)
        history.setdefault(cust, []).append(job)
    for j in jobs:
        del j["_subs_g"]
    return {"MISStk": stock, "JobBags": jobs, "PrfRnds": proofs}


def build(out: Path) -> Path:
    """Write `trade-print/schema.json` and its three objects files under out."""
    formats = {"MISStk": "jsonl", "JobBags": "parquet", "PrfRnds": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
