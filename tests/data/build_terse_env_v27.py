"""Write `costume-hire`: an invented theatre company's wardrobe and costume-hire export, named tersely.

Calderwick Playhouse Company, an invented producing theatre (every production, hirer, school,
person, cleaner and note is made up; garment types, periods, fabrics and wardrobe terms are the
trade's ordinary ones), exported its wardrobe system the way an engineer exports it: abbreviated
property names in mixed habits (snake_case `stock_no`, `chest_in`, `hire_ln`, `job_no`,
`mat_cost`; camelCase `mainCol`, `dtAcq`, `rateWk`, `replVal`, `condGrd`, `isHireStk`,
`frTreated`, `stkChkDts`, `nPcs`, `agrNo`, `itemRef`, `hirerTyp`, `dtOut`, `dtDue`, `dtRet`,
`nWks`, `pctDisc`, `chgGbp`, `dmgChg`, `isLate`, `chaseDts`, `hireRef`, `reqBy`, `dtIn`,
`dtDone`, `labHrs`, `extCost`, `chgdHirer`, `isUrgent`, `fitDts`, `wkNotes`; PascalCase
`GarmType`, `Period`, `RetCond`, `JobType`; glued lowercase `fab`, `prodn`, `archv`, `status`,
`hirer`, `fitted`, `alts`, `itm`, `show`, `mkr`, `outsrc`, `ops`; prefixes `dt`, `n`, `is`,
`pct`), abbreviated class names (`CosStk`, `HireLns`, `ARCJobs`), terse descriptions in the
trade's shorthand, five properties with no description (`archv`, `hirer`, `fitted`, `mkr`,
`outsrc`) and one collection (`HireLns`) with no class description.

- `CosStk` (CSV): the costume stock register, one row per item (live, on hire, in the workroom,
  in a house show or written off). Arrays are JSON strings in cells.
- `HireLns` (Parquet, no class description): the hire lines of the hire agreements that went out
  from 2024-04-02 to 2025-06-20 (one row per item hired), to schools, amateur societies,
  professional companies, film/TV and private hirers. `itemRef` names a `CosStk.stock_no`.
- `ARCJobs` (JSON Lines): the workroom's alteration, repair, cleaning, breakdown and dye jobs
  taken in from 2024-04-01 to the export (2025-06-27). `itm` names a `CosStk.stock_no`, `hireRef`
  a `HireLns.hire_ln` (jobs from a hire); `wkNotes` is the one prose property.

Deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v27.py OUT   (writes OUT/costume-hire/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "costume-hire"
PROSE = "prose"
WIN_FROM, WIN_TO = date(2024, 4, 2), date(2025, 6, 20)  # hire agreements out
EXPORT = date(2025, 6, 27)
BANK_HOLIDAYS = {
    date(2024, 5, 6),
    date(2024, 5, 27),
    date(2024, 8, 26),
    date(2024, 12, 25),
    date(2024, 12, 26),
    date(2025, 1, 1),
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
}

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "CosStk",
        "Cos. stock reg.",
        [
            ("stock_no", "text", "Stk #"),
            ("GarmType", "text", "Garm."),
            ("Period", "text", "Per."),
            ("chest_in", "int", "Chest/bust, in"),
            ("mainCol", "text", "Main col."),
            ("fab", "text", "Fab."),
            ("nPcs", "int", "Pcs #"),
            ("dtAcq", "date", "Made/acq."),
            ("prodn", "text", "Orig. prodn"),
            ("rateWk", "number", "Hire, £/wk ex VAT"),
            ("replVal", "number", "Repl. val., £"),
            ("condGrd", "text", "Cond. (A-D)"),
            ("isHireStk", "boolean", "Hire stk?"),
            ("archv", "boolean", None),
            ("frTreated", "boolean", "FR?"),
            ("constr", "text[]", "Constr./fastenings"),
            ("stkChkDts", "date[]", "Stk-take dts"),
            ("status", "text", "Stat."),
        ],
    ),
    (
        "HireLns",
        None,
        [
            ("hire_ln", "text", "Ln #"),
            ("agrNo", "text", "Agr #"),
            ("itemRef", "text", "Item (stk #)"),
            ("hirer", "text", None),
            ("hirerTyp", "text", "Hirer cat. (SCH/AM/PRO/TV/PVT)"),
            ("dtOut", "date", "Out"),
            ("dtDue", "date", "Due back"),
            ("dtRet", "date", "Ret'd (blank=out)"),
            ("nWks", "int", "Wks chg'd"),
            ("pctDisc", "int", "Disc. %"),
            ("chgGbp", "number", "Hire chg, £ ex VAT"),
            ("RetCond", "text", "Cond. on ret."),
            ("dmgChg", "number", "Dmg/loss chg, £"),
            ("fitted", "boolean", None),
            ("isLate", "boolean", "Late ret.?"),
            ("alts", "text[]", "Alts req."),
            ("chaseDts", "date[]", "Chase dts"),
        ],
    ),
    (
        "ARCJobs",
        "Wkrm jobs (alt/rep/cln)",
        [
            ("job_no", "text", "Job #"),
            ("itm", "text", "Item"),
            ("hireRef", "text", "Hire ln"),
            ("JobType", "text", "Typ."),
            ("reqBy", "text", "Req. by"),
            ("show", "text", "Prodn (house)"),
            ("dtIn", "date", "In"),
            ("dtDone", "date", "Done (blank=WIP)"),
            ("mkr", "text", None),
            ("labHrs", "number", "Lab. hrs"),
            ("mat_cost", "number", "Mat'ls, £"),
            ("extCost", "number", "Ext. inv., £ ex VAT"),
            ("outsrc", "boolean", None),
            ("chgdHirer", "boolean", "Chgd to hirer?"),
            ("isUrgent", "boolean", "Urg.?"),
            ("ops", "text[]", "Ops"),
            ("fitDts", "date[]", "Fitting dts"),
            ("wkNotes", PROSE, "Wkrm notes"),
        ],
    ),
]

# ---- value pools -------------------------------------------------------------------------

PERIODS = {
    "Victorian": 14,
    "Edwardian": 10,
    "1940s": 10,
    "1920s": 8,
    "1950s": 7,
    "Georgian": 6,
    "Regency": 6,
    "Elizabethan": 6,
    "Medieval": 6,
    "1930s": 5,
    "1960s": 5,
    "1970s": 5,
    "Restoration": 4,
    "Modern": 5,
    "Fantasy": 5,
}
P_ORDER = [
    "Medieval",
    "Elizabethan",
    "Restoration",
    "Georgian",
    "Regency",
    "Victorian",
    "Edwardian",
    "1920s",
    "1930s",
    "1940s",
    "1950s",
    "1960s",
    "1970s",
    "Modern",
]


def _span(a: str, b: str) -> list[str]:
    return P_ORDER[P_ORDER.index(a) : P_ORDER.index(b) + 1]


# garment type: (weight, periods it exists in, chest measured, female-cut, base hire £/wk, fabrics)
GARMENTS = {
    "Dress": (
        150,
        _span("Regency", "Modern"),
        True,
        True,
        40.0,
        {"Cotton": 4, "Silk": 2, "Polyester": 3, "Velvet": 2, "Satin": 2, "Lace": 1, "Linen": 1},
    ),
    "Gown": (
        90,
        _span("Medieval", "1930s") + ["Fantasy"],
        True,
        True,
        65.0,
        {"Silk": 3, "Taffeta": 3, "Satin": 2, "Velvet": 3, "Brocade": 2, "Polyester": 1},
    ),
    "Skirt": (
        60,
        ["Medieval"] + _span("Victorian", "Modern"),
        False,
        True,
        18.0,
        {"Wool": 3, "Cotton": 3, "Velvet": 1, "Taffeta": 1, "Tweed": 1},
    ),
    "Bodice": (
        45,
        _span("Medieval", "Georgian") + ["Victorian", "Fantasy"],
        True,
        True,
        25.0,
        {"Brocade": 3, "Cotton": 2, "Satin": 1, "Velvet": 2},
    ),
    "Blouse": (
        55,
        _span("Victorian", "Modern"),
        True,
        True,
        15.0,
        {"Cotton": 4, "Linen": 1, "Polycotton": 2, "Silk": 1},
    ),
    "Shirt": (
        110,
        _span("Elizabethan", "Modern"),
        True,
        False,
        15.0,
        {"Cotton": 5, "Linen": 2, "Polycotton": 3, "Silk": 1},
    ),
    "Coat": (
        70,
        _span("Georgian", "Modern"),
        True,
        False,
        35.0,
        {"Wool": 5, "Velvet": 1, "Tweed": 2, "Polyester": 1},
    ),
    "Frock coat": (
        45,
        _span("Georgian", "Edwardian"),
        True,
        False,
        45.0,
        {"Wool": 4, "Velvet": 2, "Brocade": 1},
    ),
    "Jacket": (
        85,
        _span("Victorian", "Modern") + ["Fantasy"],
        True,
        False,
        30.0,
        {"Wool": 3, "Tweed": 2, "Cotton": 1, "Leather": 1, "Polyester": 2},
    ),
    "Tailcoat": (25, _span("Regency", "1930s"), True, False, 40.0, {"Wool": 4, "Velvet": 1}),
    "Doublet": (
        40,
        ["Medieval", "Elizabethan", "Fantasy"],
        True,
        False,
        35.0,
        {"Brocade": 3, "Velvet": 2, "Leather": 1, "Wool": 1},
    ),
    "Waistcoat": (
        80,
        _span("Georgian", "1970s"),
        True,
        False,
        18.0,
        {"Brocade": 3, "Silk": 1, "Wool": 2, "Satin": 1},
    ),
    "Suit": (
        60,
        _span("Victorian", "Modern"),
        True,
        False,
        45.0,
        {"Wool": 4, "Tweed": 2, "Polyester": 1},
    ),
    "Uniform": (
        50,
        _span("Georgian", "Edwardian") + _span("1940s", "1960s") + ["Modern"],
        True,
        False,
        40.0,
        {"Wool": 4, "Polyester": 2},
    ),
    "Trousers": (
        75,
        _span("Victorian", "Modern"),
        False,
        False,
        15.0,
        {"Wool": 3, "Cotton": 2, "Tweed": 1, "Polyester": 1},
    ),
    "Breeches": (
        40,
        _span("Elizabethan", "Regency") + ["Fantasy"],
        False,
        False,
        18.0,
        {"Wool": 2, "Velvet": 1, "Cotton": 1, "Leather": 1},
    ),
    "Cloak": (
        40,
        _span("Medieval", "Georgian") + ["Victorian", "Fantasy"],
        False,
        False,
        30.0,
        {"Wool": 3, "Velvet": 3},
    ),
    "Corset": (
        35,
        _span("Elizabethan", "Edwardian") + ["Fantasy"],
        True,
        True,
        25.0,
        {"Brocade": 2, "Cotton": 2, "Satin": 1},
    ),
    "Petticoat": (
        30,
        _span("Elizabethan", "Edwardian"),
        False,
        True,
        12.0,
        {"Cotton": 3, "Polycotton": 1, "Lace": 1},
    ),
    "Hat": (70, P_ORDER + ["Fantasy"], False, False, 12.0, {"Felt": 5, "Straw": 2, "Velvet": 1}),
    "Headdress": (
        20,
        ["Medieval", "Elizabethan", "1920s", "Fantasy"],
        False,
        True,
        15.0,
        {"Velvet": 2, "Brocade": 1, "Felt": 1, "Satin": 1},
    ),
    "Boots": (30, P_ORDER + ["Fantasy"], False, False, 12.0, {"Leather": 1}),
    "Shoes": (35, P_ORDER + ["Fantasy"], False, False, 10.0, {"Leather": 1}),
    "Ruff": (15, ["Elizabethan", "Fantasy"], False, False, 10.0, {"Lace": 1, "Cotton": 1}),
}
COLOURS = {
    "Black": 10,
    "Navy": 6,
    "Burgundy": 5,
    "Bottle green": 4,
    "Cream": 5,
    "Ivory": 3,
    "Grey": 6,
    "Brown": 6,
    "Red": 4,
    "Gold": 2,
    "Royal blue": 3,
    "Purple": 2,
    "White": 4,
    "Mustard": 2,
    "Multi": 2,
}
GRADES = {"A": 28, "B": 42, "C": 22, "D": 8}
GRADE_MULT = {"A": 1.25, "B": 1.0, "C": 0.8, "D": 0.6}

CONSTR_POOL = {
    "upper": [
        "buttons",
        "hooks & eyes",
        "zip CB",
        "poppers",
        "velcro QC",
        "lined",
        "let-out seams",
    ],
    "laced": ["lacing", "boned", "hooks & eyes", "lined", "velcro QC", "let-out seams"],
    "lower": [
        "buttons",
        "zip CB",
        "elastic waist",
        "hooks & eyes",
        "let-out seams",
        "braces buttons",
    ],
    "none": [],
}

# past house productions: (title, year, periods)
PAST_PRODS = [
    ("Hobson's Lantern (1981)", 1981, ["Victorian"]),
    ("The Miller's Daughters (1984)", 1984, ["Georgian"]),
    ("Queen of the Fens (1987)", 1987, ["Medieval"]),
    ("A Coat for Mr Pettigrew (1990)", 1990, ["Edwardian"]),
    ("The Salt Road (1993)", 1993, ["Elizabethan"]),
    ("Ravenscar (1995)", 1995, ["Restoration"]),
    ("The Long Quiet (1998)", 1998, ["1940s"]),
    ("Dancing at Tolley's (2001)", 2001, ["1930s"]),
    ("The Velvet Petition (2003)", 2003, ["Restoration"]),
    ("Marigold Street (2005)", 2005, ["1950s"]),
    ("The Governess of Crane Hall (2007)", 2007, ["Victorian"]),
    ("Jack o' the Mere (2008)", 2008, ["Fantasy", "Medieval"]),
    ("Swing Low over Calderwick (2010)", 2010, ["1940s"]),
    ("The Silver Thimble (2011)", 2011, ["Regency"]),
    ("Paper Kings (2012)", 2012, ["Elizabethan"]),
    ("The Gilded Terrace (2013)", 2013, ["1920s"]),
    ("The Tin Whistle (2014)", 2014, ["1960s"]),
    ("Lady Anne's Wager (2015)", 2015, ["Georgian"]),
    ("Frost Fair (2015)", 2015, ["Georgian", "Fantasy"]),
    ("The Glass Orchard (2016)", 2016, ["Edwardian"]),
    ("Salt and Thistle (2017)", 2017, ["Medieval"]),
    ("A Lantern for Mrs Hale (2018)", 2018, ["Victorian"]),
    ("The Cartwright Inheritance (2019)", 2019, ["1920s"]),
    ("Kingfisher Summer (2019)", 2019, ["1950s"]),
    ("The Wicker Crown (2021)", 2021, ["Fantasy"]),
    ("Polly Garnett's War (2022)", 2022, ["1940s"]),
    ("The Duke of Nowhere (2022)", 2022, ["Restoration"]),
    ("Mercy Lane (2023)", 2023, ["1970s"]),
    ("The Bellringer's Boy (2023)", 2023, ["Medieval"]),
    ("Sunday at the Lido (2024)", 2024, ["1960s"]),
]
# this season's house shows: (title, periods, fittings from, opens, closes)
SHOWS = [
    (
        "Midsummer at Crane's Wharf (2024)",
        ["Regency", "Georgian"],
        date(2024, 5, 7),
        date(2024, 6, 20),
        date(2024, 7, 13),
    ),
    (
        "The Harrow Wife (2024)",
        ["Victorian"],
        date(2024, 8, 12),
        date(2024, 9, 26),
        date(2024, 10, 19),
    ),
    (
        "The Tinderbox Prince (2024)",
        ["Fantasy", "Medieval", "Elizabethan"],
        date(2024, 10, 7),
        date(2024, 11, 29),
        date(2025, 1, 4),
    ),
    (
        "A Quiet Hour at Ashby (2025)",
        ["1940s", "1930s"],
        date(2025, 1, 27),
        date(2025, 3, 6),
        date(2025, 3, 29),
    ),
    (
        "Brass and Velvet (2025)",
        ["Edwardian", "1920s"],
        date(2025, 4, 7),
        date(2025, 5, 22),
        date(2025, 6, 28),
    ),
]

# hirer: (category, weight)
HIRERS = {
    "St Wenna's Primary": ("School", 3),
    "Calderwick High School": ("School", 5),
    "Marsh Lane Academy": ("School", 4),
    "Hollins Brook School": ("School", 3),
    "Fenmoor College": ("School", 4),
    "Oakridge Prep": ("School", 2),
    "Castle Drift Primary": ("School", 2),
    "Barrowfield Academy": ("School", 3),
    "Kingsmead Girls' School": ("School", 3),
    "Tolley Green Primary": ("School", 2),
    "Riverside Sixth Form": ("School", 2),
    "Ashgrove Junior School": ("School", 2),
    "Calderwick Amateur Dramatic Soc.": ("Amateur", 6),
    "Pellbridge Operatic Society": ("Amateur", 5),
    "Lowther Vale Players": ("Amateur", 4),
    "Fennick Musical Theatre Co.": ("Amateur", 4),
    "The Tanyard Players": ("Amateur", 4),
    "Eastholme G&S Society": ("Amateur", 3),
    "Mardale Village Players": ("Amateur", 2),
    "Brackley Cross Am Dram": ("Amateur", 2),
    "Orrin Valley Youth Theatre": ("Amateur", 3),
    "Saltcote Players": ("Amateur", 2),
    "Windle Green Drama Club": ("Amateur", 2),
    "Hexley Light Opera": ("Amateur", 3),
    "Northlight Touring Theatre": ("Professional", 3),
    "Brightwater Rep": ("Professional", 3),
    "Kestrel Theatre Co.": ("Professional", 2),
    "Harefield Opera": ("Professional", 2),
    "Old Wharf Theatre": ("Professional", 2),
    "Paper Lantern Theatre": ("Professional", 2),
    "Grindle Street Studio": ("Professional", 1),
    "Grey Heron Pictures": ("Film/TV", 2),
    "Saltmarsh Films": ("Film/TV", 2),
    "Wickwood Productions": ("Film/TV", 1),
    "Lamplight TV": ("Film/TV", 1),
    "R. Ashby": ("Private", 1),
    "D. Pargeter": ("Private", 1),
    "S. Moyo": ("Private", 1),
    "L. Fairclough": ("Private", 1),
    "K. Ogunleye": ("Private", 1),
    "A. Brandt": ("Private", 1),
}
DISC = {
    "School": [25],
    "Amateur": [10, 10, 10, 15],
    "Professional": [0],
    "Film/TV": [0],
    "Private": [0],
}
WEEKS = {
    "School": {1: 5, 2: 3},
    "Amateur": {1: 3, 2: 5, 3: 2},
    "Professional": {2: 2, 3: 2, 4: 2, 6: 1, 8: 1},
    "Film/TV": {1: 2, 2: 2, 3: 1, 4: 1},
    "Private": {1: 1},
}
N_ITEMS = {
    "School": (2, 9),
    "Amateur": (2, 8),
    "Professional": (1, 8),
    "Film/TV": (1, 6),
    "Private": (1, 2),
}
FIT_P = {"School": 0.05, "Amateur": 0.2, "Professional": 0.5, "Film/TV": 0.7, "Private": 0.3}
MONTH_W = {
    (2024, 4): 1.0,
    (2024, 5): 1.1,
    (2024, 6): 1.2,
    (2024, 7): 1.3,
    (2024, 8): 0.5,
    (2024, 9): 0.7,
    (2024, 10): 1.2,
    (2024, 11): 1.6,
    (2024, 12): 1.3,
    (2025, 1): 0.6,
    (2025, 2): 1.0,
    (2025, 3): 1.3,
    (2025, 4): 1.1,
    (2025, 5): 1.1,
    (2025, 6): 1.2,
}
ALTS = ["take in", "let out", "shorten", "lengthen", "take up hem", "move buttons", "add poppers"]

MAKERS = {
    "Alteration": {"H. Ormerod": 3, "J. Ellery": 4, "F. Lindahl": 3},
    "Repair": {"P. Szabo": 4, "F. Lindahl": 3, "J. Ellery": 1},
    "Breakdown": {"N. Adeyemi": 5, "P. Szabo": 1},
    "Dye": {"N. Adeyemi": 5},
    "Dry clean": {"C. Rowntree": 3, "T. Mabey": 3},
    "Laundry": {"C. Rowntree": 2, "T. Mabey": 3},
}
REPAIR_OPS = {
    "cloth": [
        "re-sew seam",
        "patch",
        "darn",
        "replace zip",
        "replace buttons",
        "re-hem",
        "re-line",
        "replace hooks & eyes",
    ],
    "laced": ["re-bone", "re-sew seam", "replace hooks & eyes", "new lacing", "patch"],
    "footwear": ["re-heel", "re-sole", "re-glue"],
    "hat": ["re-block", "re-trim", "new elastic"],
}
CLEANERS = {"Bellmead Cleaners": 4, "Primrose Dry Cleaning": 1}
STAINS = [
    "make-up",
    "foundation",
    "stage blood",
    "sweat marks",
    "mud",
    "candle wax",
    "red wine",
    "glitter",
    "fake tan",
    "hairspray",
    "coffee",
    "face paint",
]
PARTS = ["collar", "cuffs", "underarms", "front", "lining", "shoulders", "lapels", "sleeves", "hem"]
PARTS_LOW = ["hem", "waistband", "knees", "seat", "front", "lining"]
ROLES = [
    "the butler",
    "the mayor",
    "the maid",
    "the vicar",
    "the villain",
    "the lead",
    "the understudy",
    "one of the chorus",
    "the young lover",
    "the narrator",
    "the landlady",
    "the sergeant",
]
DAMAGE = {
    "cloth": [
        ("the back seam split", "re-sew seam"),
        ("a torn hem", "re-hem"),
        ("two buttons missing", "replace buttons"),
        ("a broken zip", "replace zip"),
        ("a tear in the sleeve", "patch"),
        ("the lining ripped", "re-line"),
        ("a cigarette burn near the hem", "patch"),
        ("moth holes on the back", "darn"),
        ("hooks pulled off at the waist", "replace hooks & eyes"),
    ],
    "laced": [
        ("a bone through the casing", "re-bone"),
        ("the side seam split", "re-sew seam"),
        ("hooks pulled off at the front", "replace hooks & eyes"),
        ("the lacing snapped", "new lacing"),
    ],
    "footwear": [
        ("the heel loose", "re-heel"),
        ("the sole coming away", "re-glue"),
        ("a worn-through sole", "re-sole"),
    ],
    "hat": [
        ("the brim crushed", "re-block"),
        ("the trim torn off", "re-trim"),
        ("the elastic gone", "new elastic"),
    ],
}


def _kind(garm: str) -> str:
    if garm in ("Boots", "Shoes"):
        return "footwear"
    if garm in ("Hat", "Headdress"):
        return "hat"
    if garm in ("Corset", "Bodice"):
        return "laced"
    return "cloth"


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _is_work(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def _fwd(d: date) -> date:
    while not _is_work(d):
        d += timedelta(days=1)
    return d


def _back(d: date) -> date:
    while not _is_work(d):
        d -= timedelta(days=1)
    return d


def _add_work(d: date, n: int) -> date:
    for _ in range(n):
        d = _fwd(d + timedelta(days=1))
    return d


def _working_days(a: date, b: date) -> list[date]:
    out, d = [], a
    while d <= b:
        if _is_work(d):
            out.append(d)
        d += timedelta(days=1)
    return out


def _r25(x: float) -> float:
    return round(round(x / 2.5) * 2.5, 2)


def _trim(text: str, lo: int = 10, hi: int = 50) -> str:
    words = text.split()
    if len(words) > hi:
        text = " ".join(words[:hi]).rstrip(",;:")
        if not text.endswith("."):
            text += "."
    return text


# ---- the register ----------------------------------------------------------------------------


def _new_item(
    rng: random.Random, period: str, dt_acq: date | None, prodn: str | None, new_make: bool = False
) -> dict:
    types = {g: v[0] for g, v in GARMENTS.items() if period in v[1]}
    garm = _pick(rng, types)
    _, _, chest, female, base, fabs = GARMENTS[garm]
    fab = _pick(rng, fabs)
    if period in ("1970s", "Modern") and fab in ("Wool", "Cotton", "Silk") and rng.random() < 0.35:
        fab = "Polyester"
    cin = None
    if chest:
        mu = 36 if female else 40
        cin = int(max(30, min(52, round(rng.gauss(mu, 3.6) / 2) * 2)))
    if garm == "Suit":
        npcs = rng.choice([2, 2, 3])
    elif garm == "Uniform":
        npcs = rng.choice([2, 3, 3, 4])
    elif garm in ("Gown", "Doublet"):
        npcs = 2 if rng.random() < 0.25 else 1
    elif garm == "Dress":
        npcs = 2 if rng.random() < 0.1 else 1
    else:
        npcs = 1
    age = 2025 - (dt_acq.year if dt_acq else 1975)
    grades = dict(GRADES)
    if new_make:
        grade = "A"
    else:
        if age > 25:
            grades = {"A": 12, "B": 38, "C": 34, "D": 16}
        elif age < 6:
            grades = {"A": 55, "B": 35, "C": 8, "D": 2}
        grade = _pick(rng, grades)
    kind = (
        "laced"
        if garm in ("Corset", "Bodice")
        else "none"
        if garm in ("Hat", "Headdress", "Boots", "Shoes", "Ruff", "Cloak")
        else "lower"
        if garm in ("Trousers", "Breeches", "Skirt", "Petticoat")
        else "upper"
    )
    pool = CONSTR_POOL[kind]
    constr = []
    if pool:
        k = rng.choices([0, 1, 2, 3], weights=[2, 5, 5, 2])[0]
        constr = sorted(rng.sample(pool, min(k, len(pool))), key=pool.index)
        if (
            prodn
            and "let-out seams" in pool
            and "let-out seams" not in constr
            and rng.random() < 0.5
        ):
            constr.append("let-out seams")
    if garm == "Cloak" and rng.random() < 0.5:
        constr = ["hooks & eyes"] if rng.random() < 0.5 else ["lined"]
    frp = {"Cloak": 0.7, "Gown": 0.5, "Dress": 0.4, "Coat": 0.35}.get(garm, 0.25)
    if fab in ("Leather", "Felt", "Straw"):
        frp = 0.05
    return {
        "stock_no": None,
        "GarmType": garm,
        "Period": period,
        "chest_in": cin,
        "mainCol": _pick(rng, COLOURS)
        if garm not in ("Boots", "Shoes")
        else rng.choice(["Black", "Black", "Brown"]),
        "fab": fab,
        "nPcs": npcs,
        "dtAcq": dt_acq,
        "prodn": prodn,
        "rateWk": None,
        "replVal": None,
        "condGrd": grade,
        "isHireStk": True,
        "archv": False,
        "frTreated": rng.random() < frp,
        "constr": constr,
        "stkChkDts": [],
        "status": "In store",
        "_base": base,
        "_busy": [],
        "_wo": None,  # written off on
        "_from": dt_acq or date(1970, 1, 1),
    }


def _register(rng: random.Random, n: int) -> list[dict]:
    items = []
    years = list(range(1978, 2025))
    yw = [(y - 1970) ** 1.3 for y in years]
    for _ in range(n):
        r = rng.random()
        if r < 0.45:
            ti, yr, pers = rng.choices(
                PAST_PRODS, weights=[(p[1] - 1970) ** 1.1 for p in PAST_PRODS]
            )[0]
            start, end = date(yr, 1, 1), date(yr, 12, 31)
            if yr == 2024:
                end = date(2024, 2, 20)
            d = _fwd(start + timedelta(days=rng.randint(0, (end - start).days)))
            items.append(_new_item(rng, rng.choice(pers), d, ti))
        elif r < 0.82:
            yr = rng.choices(years, weights=yw)[0]
            end = date(yr, 12, 31) if yr < 2024 else date(2024, 3, 28)
            d = _fwd(date(yr, 1, 1) + timedelta(days=rng.randint(0, (end - date(yr, 1, 1)).days)))
            items.append(_new_item(rng, _pick(rng, PERIODS), d, None))
        else:
            items.append(_new_item(rng, _pick(rng, PERIODS), None, None))
    for it in items:
        old = it["dtAcq"] is None or it["dtAcq"].year < 1996
        if (
            old
            and it["Period"] not in ("1970s", "Modern", "1960s")
            and it["GarmType"] not in ("Shoes", "Boots")
            and rng.random() < 0.2
        ):
            it["archv"] = True
            it["isHireStk"] = False
        elif rng.random() < 0.07:
            it["isHireStk"] = False  # house only
    pre_wo = [it for it in items if it["condGrd"] == "D" and not it["archv"]]
    for it in rng.sample(pre_wo, 18):
        it["status"] = "Written off"
        it["isHireStk"] = False
        it["_wo"] = date(2024, 1, 1)
    return items


def _price(rng: random.Random, it: dict) -> None:
    base = it["_base"]
    hist = it["Period"] not in ("1970s", "Modern", "1960s", "1950s")
    if it["isHireStk"]:
        it["rateWk"] = max(7.5, _r25(base * GRADE_MULT[it["condGrd"]] * (1.15 if hist else 1.0)))
    v = base * rng.uniform(9.0, 22.0) * (2.2 if it["archv"] else 1.0)
    it["replVal"] = float(max(20, int(round(v / 5.0)) * 5))


def _free(it: dict, a: date, b: date) -> bool:
    if a < it["_from"] or (it["_wo"] is not None and it["_wo"] <= b):
        return False
    return all(b < s or a > e for s, e in it["_busy"])


def _numbers(rng: random.Random, items: list[dict]) -> None:
    order = sorted(range(len(items)), key=lambda i: (items[i]["dtAcq"] or date(1900, 1, 1), i))
    n = 100
    for i in order:
        n += rng.randint(1, 8)
        items[i]["stock_no"] = f"WS-{n:04d}"


# ---- notes -------------------------------------------------------------------------------------


def _note(rng: random.Random, job: dict, it: dict, ctx: dict) -> str:
    t, req = job["JobType"], job["reqBy"]
    sno, garm, fab = it["stock_no"], it["GarmType"].lower(), it["fab"].lower()
    who = ctx.get("hirer")
    ref = rng.choice([f"{sno} ", "", f"{garm.capitalize()} {sno} ", ""])
    pool = PARTS_LOW if it["GarmType"] in ("Trousers", "Breeches", "Skirt", "Petticoat") else PARTS
    if it["GarmType"] in ("Dress", "Gown", "Blouse", "Bodice", "Corset", "Cloak"):
        pool = [x for x in PARTS if x != "lapels"]
    parts: list[str] = []
    if t == "Dry clean":
        st, pt = rng.choice(STAINS), rng.choice(pool)
        if req == "Hire return":
            lead = f"{ref.strip()} back" if ref else "Back"
            parts.append(
                f"{lead} from {who}{' late' if ctx.get('late') else ''} with {st} on the {pt}."
            )
        elif req == "House prodn":
            parts.append(
                f"Cleaned before the get-in for {job['show'].rsplit(' (', 1)[0]}, {st} from the last run still on the {pt}."
            )
        else:
            parts.append(
                rng.choice(
                    [
                        f"Musty smell after the winter in the basement store, {fab} {garm} needs a proper clean.",
                        f"Marked at the stock-take: old {st} on the {pt} that spot cleaning will not shift.",
                    ]
                )
            )
        parts.append(
            f"Sent to {ctx['cleaner']} in the {job['dtIn'].strftime('%A')} batch"
            + (
                ", asked for a gentle clean on the " + fab + "."
                if fab in ("velvet", "silk", "taffeta", "brocade")
                else "."
            )
        )
        if job["dtDone"]:
            parts.append(
                rng.choice(
                    [
                        "Came back clean, pressed and bagged.",
                        "Stain mostly gone, checked and back on the rail.",
                        f"Invoice £{job['extCost']:.2f}, back in stock.",
                        "Back clean, hung in the hire store.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        "Still at the cleaners.",
                        "Chased the cleaners for a date.",
                        "Due back next week.",
                    ]
                )
            )
    elif t == "Laundry":
        st, pt = rng.choice(STAINS[:6] + ["sweat marks", "sweat marks"]), rng.choice(pool)
        temp = rng.choice(["30", "40", "40", "60"])
        grp = rng.choice(["shirts", "whites", "petticoats", "blouses", "cottons"])
        src = (
            f"the {who} hire"
            if who
            else ("the run of " + job["show"].rsplit(" (", 1)[0] if job["show"] else "stock")
        )
        parts.append(
            f"{ref.strip() + ' w' if ref else 'W'}ashed at {temp} with the other {grp} from {src}."
        )
        parts.append(
            f"{st.capitalize()} on the {pt} "
            + rng.choice(
                ["mostly gone.", "came out after a soak.", "still faint, will do.", "gone."]
            )
        )
        if "starch" in job["ops"]:
            parts.append("Collar and cuffs starched.")
        parts.append(
            rng.choice(
                [
                    "Pressed and back on the rail.",
                    "Dried flat, then steamed.",
                    "Ironed and bagged for hire.",
                    "Left to dry in the drying room overnight.",
                ]
            )
            if job["dtDone"]
            else "On the drying rack."
        )
    elif t == "Repair":
        dmg, fix = ctx["damage"]
        if req == "Hire return":
            parts.append(f"{ref.strip() + ' r' if ref else 'R'}eturned by {who} with {dmg}.")
        elif req == "House prodn":
            parts.append(f"Came off stage in {job['show'].rsplit(' (', 1)[0]} with {dmg}.")
        else:
            if job["dtIn"].month <= 2:
                parts.append(f"Found at the {job['dtIn'].year} stock-take with {dmg}.")
            else:
                parts.append(
                    rng.choice(
                        [
                            f"Pulled off the hire rail with {dmg}.",
                            f"{sno} spotted on the rail check with {dmg}.",
                            f"Noticed {dmg} when getting it out for a hirer to try.",
                            f"{garm.capitalize()} {sno} put aside with {dmg}.",
                        ]
                    )
                )
        fixes = {
            "re-sew seam": "Re-sewn with a double row of stitching.",
            "re-hem": "Hem re-done by hand.",
            "replace buttons": "Buttons replaced from the button boxes, matched as near as we could.",
            "replace zip": "New zip put in.",
            "patch": "Patched from the inside with matching " + fab + ".",
            "re-line": "Lining replaced.",
            "darn": "Darned, hardly shows from the stalls.",
            "replace hooks & eyes": "New hooks and eyes sewn on.",
            "re-bone": "Replaced the bone with new steel.",
            "new lacing": "New lacing cord.",
            "re-heel": "Heel re-fixed.",
            "re-sole": "Resoled with rubber.",
            "re-glue": "Sole glued and clamped overnight.",
            "re-block": "Re-blocked on the hat block.",
            "re-trim": "New trim stitched on.",
            "new elastic": "New hat elastic.",
        }
        parts.append(fixes[fix] if job["dtDone"] else "Waiting for materials, on the repair rail.")
        if req == "Hire return":
            parts.append(
                "Hirer charged as agreed."
                if job["chgdHirer"]
                else rng.choice(
                    ["Fair wear and tear, no charge.", "Not charged, long-standing hirer.", ""]
                )
            )
        elif req == "Stock maint.":
            parts.append(f"Grade {it['condGrd']} on the register.")
    elif t == "Alteration":
        n = rng.choice(["one", "two", "an", "half an", "three"])
        op = job["ops"][0] if job["ops"] else "take in"
        if req == "Hire prep":
            what = {
                "take in": f"Taken in {n} inch{'es' if n in ('two', 'three') else ''} at the waist",
                "let out": f"Let out {n} inch{'es' if n in ('two', 'three') else ''} at the seams",
                "shorten": "Sleeves shortened by " + rng.choice(["2", "3", "4"]) + " cm",
                "lengthen": "Trousers let down to the full length",
                "take up hem": "Hem taken up " + rng.choice(["2", "3", "5"]) + " cm",
                "move buttons": "Buttons moved across",
                "add poppers": "Poppers added for a quick change",
            }[op]
            for_whom = (
                f"for {who}'s party"
                if ctx.get("typ") == "Private"
                else f"for {rng.choice(ROLES)} in the {who} "
                + ("shoot" if ctx.get("typ") == "Film/TV" else "show")
            )
            parts.append(f"{what} {for_whom}, tacked so it can be undone on return.")
            parts.append(
                rng.choice(
                    [
                        "Fitting went well."
                        if job["fitDts"]
                        else "Measurements sent by the hirer.",
                        "Ready for collection.",
                        "Checked against the measurements on the agreement.",
                    ]
                )
            )
        else:
            parts.append(
                f"Fitted on {rng.choice(ROLES)} for {job['show'].rsplit(' (', 1)[0]}, needed to {op}."
            )
            parts.append(
                rng.choice(
                    [
                        "Second fitting booked.",
                        "Done in time for the dress rehearsal.",
                        "Marked up with pins at the fitting, sewn the next day.",
                        f"{len(job['fitDts'])} fittings in all."
                        if job["fitDts"]
                        else "No fitting needed.",
                    ]
                )
            )
        if "add velcro QC" in job["ops"] or "add poppers" in job["ops"]:
            parts.append("Quick-change rigged for the wings.")
    elif t == "Breakdown":
        how = rng.sample(
            [
                "sanded the elbows and knees",
                "fuller's earth on the hem",
                "a dye wash over the front",
                "frayed the cuffs",
                "paint on the shoulders for grime",
            ],
            2,
        )
        parts.append(
            f"Broken down for {job['show'].rsplit(' (', 1)[0] if job['show'] else 'stock'}: {how[0]} and {how[1]}."
        )
        parts.append(
            rng.choice(
                [
                    "Looks suitably worn under the lights.",
                    "Director happy at the dress rehearsal.",
                    "Toned down after the first look, too dirty.",
                    "Will not wash out, noted on the register.",
                ]
            )
        )
    elif t == "Dye":
        col = rng.choice(["navy", "black", "bottle green", "burgundy", "brown", "grey"])
        if req == "House prodn":
            parts.append(
                f"Dyed {col} for {job['show'].rsplit(' (', 1)[0]}, the {fab} {garm} was the wrong colour for the scene."
            )
        else:
            parts.append(
                f"{ref.strip() or garm.capitalize()} faded badly on the {rng.choice(['shoulders', 'front', 'back', 'sleeves'])}, "
                f"re-dyed {col} to bring it back for hire."
            )
        parts.append(
            rng.choice(
                [
                    "Colour test on a seam allowance first.",
                    "Took two packets in the machine.",
                    "Sent out to the dyer, too big for our vat."
                    if job["outsrc"]
                    else "Done in the dye vat.",
                    "Colour even now, checked under the workroom lights.",
                ]
            )
        )
    text = " ".join(p for p in parts if p)
    while len(text.split()) < 10:
        text += " " + rng.choice(
            ["Logged on the job sheet.", "Register updated.", "Noted for the wardrobe supervisor."]
        )
    return _trim(text)


# ---- build --------------------------------------------------------------------------------------


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(27_0627)
    items = _register(rng, 1285)
    for it in items:
        _price(rng, it)
    jobs: list[dict] = []
    show_sets: dict[str, list[dict]] = {}

    # house shows: stock items pulled, and new makes
    show_jobs_plan = []
    for title, pers, prep, opens, closes in SHOWS:
        cands = [
            it
            for it in items
            if it["Period"] in pers
            and not it["archv"]
            and it["_wo"] is None
            and _free(it, prep, closes + timedelta(days=7))
        ]
        pulled = rng.sample(cands, min(len(cands), rng.randint(38, 55)))
        prep_days = _working_days(prep, opens - timedelta(days=10))
        news = []
        for _ in range(rng.randint(10, 18)):
            d = rng.choice(prep_days)
            it = _new_item(rng, rng.choice(pers), d, title, new_make=True)
            it["isHireStk"] = rng.random() < 0.85
            _price(rng, it)
            items.append(it)
            news.append(it)
        for it in pulled:
            it["_busy"].append((prep, closes + timedelta(days=7)))
        for it in news:
            it["_busy"].append((it["dtAcq"], closes + timedelta(days=7)))
        show_sets[title] = pulled + news
        show_jobs_plan.append((title, pers, prep, opens, closes, pulled, news))
    _numbers(rng, items)

    def mk_job(
        it: dict,
        jtype: str,
        req: str,
        d_in: date,
        d_done: date | None,
        show: str | None = None,
        hire_ln: dict | None = None,
        ops: list[str] | None = None,
        fit: list[date] | None = None,
        urgent: bool = False,
        charged: bool = False,
        ctx: dict | None = None,
    ) -> dict:
        outs = jtype == "Dry clean" or (jtype == "Dye" and rng.random() < 0.2)
        lab = None
        if not outs:
            lo, hi = {
                "Alteration": (0.5, 6.0),
                "Repair": (0.25, 8.0),
                "Breakdown": (1.0, 5.0),
                "Dye": (1.0, 4.0),
                "Laundry": (0.25, 1.0),
            }[jtype]
            lab = round(round(rng.uniform(lo, hi) * 4) / 4, 2)
        mat = None
        if jtype in ("Alteration", "Repair", "Breakdown", "Dye"):
            lo, hi = {
                "Alteration": (0.0, 15.0),
                "Repair": (0.0, 45.0),
                "Breakdown": (3.0, 25.0),
                "Dye": (6.0, 30.0),
            }[jtype]
            mat = (
                0.0
                if (jtype == "Alteration" and rng.random() < 0.4)
                else round(rng.uniform(lo, hi), 2)
            )
        ext = None
        if outs:
            ext = (
                round(it["_base"] * rng.uniform(0.3, 0.75) + 4.0, 2)
                if jtype == "Dry clean"
                else round(rng.uniform(20, 60), 2)
            )
        if d_done is not None and d_done > EXPORT:
            d_done = None
        job = {
            "job_no": None,
            "itm": it["stock_no"],
            "hireRef": None,
            "_ln": hire_ln,
            "JobType": jtype,
            "reqBy": req,
            "show": show,
            "dtIn": d_in,
            "dtDone": d_done,
            "mkr": _pick(rng, MAKERS[jtype]),
            "labHrs": lab,
            "mat_cost": mat,
            "extCost": ext,
            "outsrc": outs,
            "chgdHirer": charged,
            "isUrgent": urgent,
            "ops": ops or [],
            "fitDts": fit or [],
            "wkNotes": "",
        }
        c = dict(ctx or {})
        c.setdefault("cleaner", _pick(rng, CLEANERS))
        if jtype == "Repair" and "damage" not in c:
            c["damage"] = rng.choice(DAMAGE[_kind(it["GarmType"])])
            job["ops"] = [c["damage"][1]] + (
                ["press"] if rng.random() < 0.3 and _kind(it["GarmType"]) == "cloth" else []
            )
        job["wkNotes"] = _note(rng, job, it, c)
        jobs.append(job)
        return job

    def fittings(a: date, b: date, k: int) -> list[date]:
        days = _working_days(a, b)
        return sorted(rng.sample(days, min(k, len(days)))) if days else []

    # house show jobs
    for title, pers, prep, opens, closes, pulled, news in show_jobs_plan:
        last = _back(opens - timedelta(days=1))
        new_ids = {id(x) for x in news}
        for it in pulled + [x for x in news if rng.random() < 0.3]:
            for _ in range(2 if rng.random() < 0.2 else 1):
                jt = _pick(
                    rng,
                    {
                        "Alteration": 55,
                        "Breakdown": 12,
                        "Dye": 8,
                        "Repair": 12,
                        "Dry clean": 8,
                        "Laundry": 5,
                    },
                )
                if id(it) in new_ids:
                    jt = "Breakdown"
                if jt == "Dye" and it["GarmType"] in ("Boots", "Shoes"):
                    jt = "Repair"
                d_in = rng.choice(
                    _working_days(max(prep, it["dtAcq"] or prep), opens - timedelta(days=7))
                )
                d_done = min(_add_work(d_in, rng.randint(1, 12)), last)
                if d_done < d_in:
                    d_done = d_in
                urgent = (opens - d_done).days <= 7
                ops: list[str] = []
                fit: list[date] = []
                if jt == "Alteration":
                    ops = rng.sample(
                        ALTS[:6] + ["let down hem", "add velcro QC"], rng.randint(1, 2)
                    )
                    fit = fittings(d_in, d_done, rng.choice([0, 1, 1, 2, 2, 3]))
                elif jt == "Breakdown":
                    ops = rng.sample(
                        ["sand", "fuller's earth", "dye wash", "fray edges", "paint"],
                        rng.randint(1, 3),
                    )
                elif jt == "Dye":
                    ops = rng.sample(["dye", "over-dye", "colour test"], rng.randint(1, 2))
                elif jt == "Dry clean":
                    ops = ["pre-treat stains"] if rng.random() < 0.4 else []
                elif jt == "Laundry":
                    ops = rng.sample(["wash 40", "starch", "press"], rng.randint(1, 2))
                mk_job(
                    it, jt, "House prodn", d_in, d_done, show=title, ops=ops, fit=fit, urgent=urgent
                )
        # laundry during the run for shirts and blouses
        run_items = [x for x in pulled if x["GarmType"] in ("Shirt", "Blouse", "Petticoat")]
        for d in _working_days(opens, min(closes, EXPORT)):
            if d.weekday() == 0 and run_items:
                for it in rng.sample(run_items, min(len(run_items), rng.randint(1, 3))):
                    mk_job(
                        it,
                        "Laundry",
                        "House prodn",
                        d,
                        _add_work(d, 1),
                        show=title,
                        ops=rng.sample(["wash 40", "starch", "press"], rng.randint(1, 2)),
                    )

    # hire agreements
    days = _working_days(WIN_FROM, WIN_TO)
    agreements = []
    hnames = list(HIRERS)
    for d in days:
        w = MONTH_W[(d.year, d.month)]
        for _ in range(3):
            if rng.random() < 0.29 * w:
                hw = {
                    h: HIRERS[h][1]
                    * (2.0 if HIRERS[h][0] == "School" and d.month in (3, 7, 12) else 1.0)
                    for h in hnames
                }
                agreements.append((d, _pick(rng, hw)))
    lines: list[dict] = []
    agr_rows = []
    for d, hirer in agreements:
        typ = HIRERS[hirer][0]
        nw = _pick(rng, WEEKS[typ])
        due = _fwd(d + timedelta(days=7 * nw))
        r = rng.random()
        if r < 0.14:
            ret = _fwd(due + timedelta(days=rng.randint(1, 24)))
        else:
            ret = _back(due - timedelta(days=rng.choice([0, 0, 0, 0, 1, 2, 3])))
            if ret <= d:
                ret = due
        disc = rng.choice(DISC[typ])
        fitted = rng.random() < FIT_P[typ]
        lo, hi = N_ITEMS[typ]
        k = rng.randint(lo, hi)
        theme = [_pick(rng, PERIODS)]
        if rng.random() < 0.3:
            theme.append(_pick(rng, PERIODS))
        a, b = d - timedelta(days=14), ret + timedelta(days=21)
        cands = [
            it for it in items if it["isHireStk"] and it["Period"] in theme and _free(it, a, b)
        ]
        chosen = rng.sample(cands, min(k, len(cands)))
        if len(chosen) < k:
            got = {id(x) for x in chosen}
            more = [it for it in items if it["isHireStk"] and id(it) not in got and _free(it, a, b)]
            chosen += rng.sample(more, min(k - len(chosen), len(more)))
        if not chosen:
            continue
        agr_key = [d, hirer]
        agr_rows.append(agr_key)
        for li, it in enumerate(chosen, start=1):
            lret = ret
            if rng.random() < 0.05:
                lret = _fwd(ret + timedelta(days=rng.randint(1, 10)))
            it["_busy"].append((d - timedelta(days=14), lret + timedelta(days=21)))
            alts: list[str] = []
            if it["GarmType"] not in ("Hat", "Headdress", "Boots", "Shoes", "Ruff") and (
                rng.random() < (0.45 if fitted else 0.08)
            ):
                alts = rng.sample(ALTS, rng.randint(1, 2))
            open_ = lret > EXPORT
            rc = None
            dmg = None
            if not open_:
                rc = _pick(rng, {"OK": 780, "Soiled": 150, "Damaged": 62, "Lost": 8})
                if it["GarmType"] in ("Boots", "Shoes", "Hat") and rc == "Soiled":
                    rc = "OK"
                if rc == "Damaged" and rng.random() < 0.7:
                    dmg = float(_r25(rng.uniform(15, 240)))
                elif rc == "Lost":
                    dmg = it["replVal"]
                    it["_wo"] = lret
                elif rc == "Soiled" and rng.random() < 0.1:
                    dmg = rng.choice([25.0, 40.0])
            late = (lret > due) if not open_ else (due < EXPORT)
            chase = []
            end = EXPORT if open_ else lret
            if late:
                for off in (3, 10, 17):
                    c = _fwd(due + timedelta(days=off))
                    if c < end:
                        chase.append(c)
            ln = {
                "hire_ln": None,
                "agrNo": None,
                "itemRef": it["stock_no"],
                "hirer": hirer,
                "hirerTyp": typ,
                "dtOut": d,
                "dtDue": due,
                "dtRet": None if open_ else lret,
                "nWks": nw,
                "pctDisc": disc,
                "chgGbp": round(it["rateWk"] * nw * (100 - disc) / 100, 2),
                "RetCond": rc,
                "dmgChg": dmg,
                "fitted": fitted,
                "isLate": late,
                "alts": alts,
                "chaseDts": chase,
                "_agr": agr_key,
                "_li": li,
            }
            lines.append(ln)
            ctx = {"hirer": hirer, "late": late, "typ": typ}
            # hire prep alterations
            if alts:
                d_in = d
                for _ in range(rng.randint(3, 12)):
                    d_in = _back(d_in - timedelta(days=1))
                d_done = _back(d - timedelta(days=rng.choice([1, 1, 2])))
                if d_done < d_in:
                    d_done = d_in
                fit = fittings(d_in, d_done, rng.choice([1, 1, 2])) if fitted else []
                mk_job(
                    it,
                    "Alteration",
                    "Hire prep",
                    d_in,
                    d_done,
                    hire_ln=ln,
                    ops=list(alts),
                    fit=fit,
                    urgent=(d - d_in).days <= 6,
                    charged=typ in ("Professional", "Film/TV") and rng.random() < 0.4,
                    ctx=ctx,
                )
            if open_ or rc == "Lost":
                continue
            d_in = lret
            kind = _kind(it["GarmType"])
            if rc == "Damaged":
                mk_job(
                    it,
                    "Repair",
                    "Hire return",
                    d_in,
                    _add_work(d_in, rng.randint(2, 15)),
                    hire_ln=ln,
                    charged=dmg is not None,
                    urgent=rng.random() < 0.05,
                    ctx=ctx,
                )
            if kind in ("footwear", "hat") or it["GarmType"] == "Ruff":
                continue
            if rc in ("Soiled", "Damaged") or rng.random() < 0.45:
                dry = it["fab"] in (
                    "Wool",
                    "Silk",
                    "Velvet",
                    "Brocade",
                    "Taffeta",
                    "Satin",
                    "Tweed",
                    "Felt",
                    "Leather",
                    "Lace",
                )
                if dry:
                    mk_job(
                        it,
                        "Dry clean",
                        "Hire return",
                        d_in,
                        _add_work(d_in, rng.randint(5, 12)),
                        hire_ln=ln,
                        ops=["pre-treat stains"] if rc == "Soiled" and rng.random() < 0.6 else [],
                        charged=rc == "Soiled" and dmg is not None,
                        urgent=rng.random() < 0.04,
                        ctx=ctx,
                    )
                else:
                    mk_job(
                        it,
                        "Laundry",
                        "Hire return",
                        d_in,
                        _add_work(d_in, rng.randint(1, 4)),
                        hire_ln=ln,
                        ops=rng.sample(
                            ["wash 40", "wash 30", "starch", "press"], rng.randint(1, 2)
                        ),
                        charged=rc == "Soiled" and dmg is not None,
                        urgent=rng.random() < 0.04,
                        ctx=ctx,
                    )

    # agreement numbers in date order, then hirer
    order = sorted(range(len(agr_rows)), key=lambda i: (agr_rows[i][0], agr_rows[i][1], i))
    num = {id(agr_rows[i]): f"HA{2150 + n}" for n, i in enumerate(order)}
    for ln in lines:
        ln["agrNo"] = num[id(ln.pop("_agr"))]
        ln["hire_ln"] = f"{ln['agrNo']}-{ln.pop('_li'):02d}"
    lines.sort(key=lambda x: x["hire_ln"])

    # stock maintenance
    maint_days = _working_days(date(2024, 4, 2), EXPORT)
    tries = 0
    made = 0
    while made < 150 and tries < 5000:
        tries += 1
        it = rng.choice(items)
        if it["_wo"] is not None or it["status"] == "Written off":
            continue
        if it["condGrd"] in ("A", "B") and rng.random() < 0.75:
            continue
        d_in = rng.choice(maint_days)
        if d_in.month == 1 and d_in.day < 25:
            pass
        jt = _pick(rng, {"Repair": 55, "Dry clean": 20, "Dye": 10, "Laundry": 15})
        k = _kind(it["GarmType"])
        if k in ("footwear", "hat"):
            jt = "Repair"
        elif jt == "Dry clean" and it["fab"] in ("Cotton", "Linen", "Polycotton", "Polyester"):
            jt = "Laundry"
        elif jt == "Laundry" and it["fab"] not in ("Cotton", "Linen", "Polycotton", "Polyester"):
            jt = "Dry clean"
        span = {"Repair": (2, 20), "Dry clean": (5, 12), "Dye": (2, 8), "Laundry": (1, 4)}[jt]
        d_done = _add_work(d_in, rng.randint(*span))
        if not _free(it, d_in, min(d_done, EXPORT)):
            continue
        it["_busy"].append((d_in, d_done))
        ops = []
        if jt == "Dye":
            ops = rng.sample(["dye", "over-dye", "colour test"], rng.randint(1, 2))
        elif jt == "Laundry":
            ops = rng.sample(["wash 40", "wash 30", "press"], rng.randint(1, 2))
        mk_job(
            it,
            jt,
            "Stock maint.",
            d_in,
            d_done,
            ops=ops,
            ctx={"year": 2025 if d_in.year == 2025 else 2024},
        )
        made += 1

    # stock-takes: January 2023, 2024, 2025
    takes = {
        2023: _working_days(date(2023, 1, 9), date(2023, 1, 20)),
        2024: _working_days(date(2024, 1, 8), date(2024, 1, 19)),
        2025: _working_days(date(2025, 1, 6), date(2025, 1, 17)),
    }
    out_on: dict[str, list[tuple[date, date]]] = {}
    for ln in lines:
        out_on.setdefault(ln["itemRef"], []).append((ln["dtOut"], ln["dtRet"] or EXPORT))
    for it in items:
        chk = []
        for yr, tdays in takes.items():
            d = rng.choice(tdays)
            if it["_from"] > d:
                continue
            if it["status"] == "Written off" and yr == 2025:
                continue
            if it["_wo"] is not None and it["_wo"] <= d:
                continue
            if any(a <= d <= b for a, b in out_on.get(it["stock_no"], [])):
                continue
            if rng.random() < 0.06:
                continue
            chk.append(d)
        it["stkChkDts"] = chk

    # status at the export
    open_hire = {ln["itemRef"] for ln in lines if ln["dtRet"] is None}
    open_job = {j["itm"] for j in jobs if j["dtDone"] is None}
    running = {it["stock_no"] for t, _, _, o, c in SHOWS if o <= EXPORT <= c for it in show_sets[t]}
    for it in items:
        if it["status"] == "Written off" or it["_wo"] is not None:
            it["status"] = "Written off"
            it["isHireStk"] = False
        elif it["stock_no"] in open_hire:
            it["status"] = "On hire"
        elif it["stock_no"] in open_job:
            it["status"] = "In workroom"
        elif it["stock_no"] in running:
            it["status"] = "House show"
        else:
            it["status"] = "In store"

    for j in jobs:
        ln = j.pop("_ln")
        j["hireRef"] = ln["hire_ln"] if ln else None
    jobs.sort(key=lambda j: (j["dtIn"], j["reqBy"], j["itm"], j["JobType"]))
    seq: dict[int, int] = {}
    for j in jobs:
        yy = j["dtIn"].year % 100
        seq[yy] = seq.get(yy, 0) + 1
        j["job_no"] = f"WR{yy}-{seq[yy]:04d}"
    items.sort(key=lambda x: x["stock_no"])
    for it in items:
        for k in ("_base", "_busy", "_wo", "_from"):
            del it[k]
    return {"CosStk": items, "HireLns": lines, "ARCJobs": jobs}


# ---- writers -------------------------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `costume-hire/schema.json` and its three objects files under out."""
    formats = {"CosStk": "csv", "HireLns": "parquet", "ARCJobs": "jsonl"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
