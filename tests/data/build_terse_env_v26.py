"""Write `record-office`: an invented county record office's export, named tersely.

Corrinshire Record Office, the archive service of an invented English county (every collection,
parish, place, reader ticket, member of staff and note is made up; the archive trade's terms are
the ordinary ones), exported its catalogue, its searchroom production log and its conservation
studio's job log the way a systems officer exports them: abbreviated property names in mixed
habits (snake_case `yr_to`, `ord_no`, `surf_ph`; camelCase `yrFrom`, `closedUntil`, `condGrd`,
`idxTerms`, `condChkDts`, `itemRef`, `rdrTkt`, `fetchRun`, `advOrd`, `waitMin`, `copyFmt`,
`copyGbp`, `heldOver`, `jobNo`, `catRef`, `trtType`, `matGbp`, `condPrePost`, `sessDts`,
`txNotes`; PascalCase `RefNo`, `Place`, `Outcome`, `Purpose`, `Reason`; glued lowercase `coll`,
`fmt`, `strm`, `mfilm`, `oversz`, `fetchr`, `invig`, `consvr`, `hrs`; prefixes `dt`, `n`, `num`,
`is`), abbreviated class names (`CatItms`, `SROrds`, `ConsTrt`), terse descriptions in the trade's
shorthand ("Cov. dts from (yr)", "Fols/pp (blank=n/a)", "Cond. grd (1=gd, 4=UFP)", "O/S (A2+)",
"SSP imgs #", "Kept on res.?", "Surf. pH (blank=n/t)"), five properties with no description
(`title`, `mfilm`, `fetchr`, `consvr`, `mould`) and one collection (`ConsTrt`) with no class
description.

- `CatItms` (CSV): the catalogued items (item and file level) of 20 collections (fonds): parish
  records, Quarter Sessions, a Poor Law union, a borough, an estate, a solicitors' firm, two
  schools, the county asylum, a coroner, a Methodist circuit, a photographer's negatives, the
  County Surveyor, a family, a mill company and a petty sessional division.
- `SROrds` (JSON Lines): every document order in the searchroom from 2025-01-07 to 2025-06-27
  (Tuesday to Friday and the first and third Saturday of the month; closed for stocktaking
  2025-02-01 to 2025-02-08 and at Easter), each naming the item ordered, numbered in date order.
- `ConsTrt` (Parquet, no class description): the conservation studio's jobs taken in from
  2024-07-01 to 2025-06-27, each naming the item treated, with the conservator's notes (`txNotes`,
  the one prose property, 10-50 words).

The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v26.py OUT   (writes OUT/record-office/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "record-office"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEED = 20260126
JOBS_FROM, EXPORT_DAY = date(2024, 7, 1), date(2025, 6, 27)  # studio: Monday to Friday
SR_FROM, SR_TO = date(2025, 1, 7), date(2025, 6, 28)  # searchroom
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
SR_CLOSED = {
    date(2025, 2, 4),
    date(2025, 2, 5),
    date(2025, 2, 6),
    date(2025, 2, 7),  # stocktaking week
    date(2025, 2, 1),
    date(2025, 4, 19),
}  # the Saturday before it, Easter Saturday

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "CatItms",
        "Cat. items (item/file lvl)",
        [
            ("RefNo", "text", "Ref no. (coll/ser/itm)"),
            ("title", "text", None),
            ("coll", "text", "Coll. (fonds)"),
            ("Place", "text", "Parish/place (blank=county)"),
            ("fmt", "text", "Fmt"),
            ("yrFrom", "int", "Cov. dts from (yr)"),
            ("yr_to", "int", "Cov. dts to (yr)"),
            ("nFol", "int", "Fols/pp (blank=n/a)"),
            ("access", "text", "Access stat."),
            ("closedUntil", "date", "Closed until"),
            ("strm", "text", "Strongrm"),
            ("condGrd", "int", "Cond. grd (1=gd, 4=UFP)"),
            ("isDig", "boolean", "Digitised?"),
            ("mfilm", "boolean", None),
            ("oversz", "boolean", "O/S (A2+)"),
            ("idxTerms", "text[]", "Idx terms"),
            ("condChkDts", "date[]", "Cond. svy dts"),
        ],
    ),
    (
        "SROrds",
        "Srchrm doc. orders",
        [
            ("ord_no", "text", "Ord #"),
            ("itemRef", "text", "Doc ref"),
            ("rdrTkt", "text", "Rdr tkt #"),
            ("dtOrd", "date", "Prodn dt"),
            ("fetchRun", "text", "Fetch run"),
            ("advOrd", "boolean", "Adv. ord?"),
            ("Outcome", "text", "Outc."),
            ("waitMin", "int", "Wait, mins"),
            ("fetchr", "text", None),
            ("numImgs", "int", "SSP imgs #"),
            ("copyFmt", "text[]", "Copies ord."),
            ("copyGbp", "number", "Copy chg, £ inc VAT"),
            ("Purpose", "text", "Rsch purp."),
            ("desk", "int", "Desk #"),
            ("heldOver", "boolean", "Kept on res.?"),
            ("invig", "boolean", "Sup. tbl?"),
        ],
    ),
    (
        "ConsTrt",
        None,
        [
            ("jobNo", "text", "Job #"),
            ("catRef", "text", "Item ref"),
            ("consvr", "text", None),
            ("dtIn", "date", "In (studio)"),
            ("dtDone", "date", "Compl. (blank=WIP)"),
            ("trtType", "text", "Trt (primary)"),
            ("Reason", "text", "Reason"),
            ("hrs", "number", "Bench hrs"),
            ("matGbp", "number", "Mats, £ ex VAT"),
            ("condPrePost", "int[]", "Cond. grd pre/post"),
            ("mats", "text[]", "Mats used"),
            ("reboxed", "boolean", "Reboxed?"),
            ("mould", "boolean", None),
            ("isPri", "boolean", "Pri.?"),
            ("sessDts", "date[]", "Bench dts"),
            ("surf_ph", "number", "Surf. pH (blank=n/t)"),
            ("txNotes", PROSE, "Cons. notes"),
        ],
    ),
]

# ---- the catalogue: collections (fonds) and their item templates ------------------------

PARISHES = [
    "Brindlecombe",
    "Coldmarsh",
    "Dunstow St Mary",
    "Elverley",
    "Hallowmere",
    "Lydcombe",
    "Saltmere",
    "Upcott Wick",
]
OTHER_PLACES = [
    "Corrington",
    "Fennick",
    "Pendry",
    "Thornhayes",
    "Ravensfold",
    "Wendleford",
    "Stowmere",
    "Marrowby",
    "Quenby Cross",
    "Gorsey Hatch",
    "Nethercote Abbas",
    "Orlestone Green",
]
ALL_PLACES = PARISHES + OTHER_PLACES
VARIED = "varied"


def T(
    title,
    fmt,
    n,
    years,
    span,
    terms,
    *,
    fols=None,
    seq=False,
    close=None,
    dig=0.03,
    mf=0.02,
    osz=0.02,
    strm=None,
    place=None,
    kind="other",
):
    """One item template: `n` items (lo, hi) of a title, covering dates within `years`."""
    return dict(
        title=title,
        fmt=fmt,
        n=n,
        years=years,
        span=span,
        terms=terms,
        fols=fols,
        seq=seq,
        close=close,
        dig=dig,
        mf=mf,
        osz=osz,
        strm=strm,
        place=place,
        kind=kind,
    )


def parish_templates():
    return [
        T(
            "Register of baptisms",
            "Vol.",
            None,
            (1538, 1992),
            (25, 70),
            ["baptisms"],
            fols=(60, 320),
            seq=True,
            close=100,
            dig=0.9,
            mf=0.85,
            kind="register",
        ),
        T(
            "Register of marriages",
            "Vol.",
            None,
            (1538, 1992),
            (20, 60),
            ["marriages"],
            fols=(40, 280),
            seq=True,
            dig=0.9,
            mf=0.85,
            kind="register",
        ),
        T(
            "Register of burials",
            "Vol.",
            None,
            (1538, 1985),
            (25, 70),
            ["burials"],
            fols=(60, 320),
            seq=True,
            dig=0.9,
            mf=0.85,
            kind="register",
        ),
        T(
            "Register of banns",
            "Vol.",
            None,
            (1754, 1960),
            (30, 70),
            ["banns", "marriages"],
            fols=(40, 200),
            seq=True,
            dig=0.7,
            mf=0.5,
            kind="register",
        ),
        T(
            "Churchwardens' accounts",
            "Vol.",
            (1, 4),
            (1600, 1900),
            (20, 80),
            ["accounts", "churches"],
            fols=(40, 260),
            mf=0.3,
        ),
        T(
            "Overseers' accounts",
            "Vol.",
            (1, 3),
            (1690, 1836),
            (10, 40),
            ["poor relief", "accounts"],
            fols=(40, 240),
            mf=0.3,
        ),
        T(
            "Vestry minutes",
            "Vol.",
            (1, 3),
            (1750, 1920),
            (20, 60),
            ["local government", "churches"],
            fols=(60, 300),
        ),
        T(
            "Tithe map",
            "Map/plan",
            (1, 1),
            (1838, 1846),
            (0, 0),
            ["tithes", "maps"],
            dig=1.0,
            osz=1.0,
            kind="map",
        ),
        T(
            "Tithe apportionment",
            "Vol.",
            (1, 1),
            (1838, 1846),
            (0, 0),
            ["tithes"],
            fols=(8, 60),
            dig=0.9,
            osz=0.4,
        ),
        T(
            "Faculty papers",
            "Bundle",
            (1, 4),
            (1800, 1990),
            (0, 20),
            ["churches", "buildings"],
            fols=(3, 60),
        ),
        T(
            "Settlement certificates",
            "Bundle",
            (1, 2),
            (1697, 1830),
            (10, 60),
            ["poor relief"],
            fols=(10, 120),
        ),
        T(
            "Parish magazines",
            "Bundle",
            (0, 3),
            (1880, 1990),
            (5, 15),
            ["churches"],
            fols=(40, 400),
        ),
        T("Glebe terrier", "Sheet", (1, 3), (1600, 1840), (0, 0), ["tithes", "estates"]),
        T(
            "Apprenticeship indentures",
            "Bundle",
            (0, 2),
            (1700, 1840),
            (10, 60),
            ["poor relief", "education"],
            fols=(5, 80),
        ),
    ]


FONDS = [
    (f"{p} parish", f"P/{code}", p, parish_templates())
    for p, code in zip(PARISHES, ["BRN", "CLM", "DSM", "ELV", "HLW", "LYD", "SLT", "UPW"])
]
FONDS += [
    (
        "Quarter Sessions",
        "QS",
        None,
        [
            T(
                "Order book",
                "Vol.",
                (10, 16),
                (1660, 1971),
                (8, 25),
                ["crime", "local government"],
                fols=(200, 600),
                mf=0.6,
            ),
            T(
                "Sessions rolls",
                "Roll",
                (12, 20),
                (1660, 1850),
                (1, 3),
                ["crime"],
                osz=0.6,
                strm="Outstore",
            ),
            T(
                "Land tax assessments",
                "Bundle",
                (14, 22),
                (1780, 1832),
                (0, 5),
                ["land tax"],
                fols=(20, 200),
                strm="Outstore",
            ),
            T(
                "Enclosure award",
                "Roll",
                (8, 12),
                (1760, 1860),
                (0, 0),
                ["enclosure", "maps"],
                dig=0.8,
                osz=0.6,
                place=VARIED,
                kind="map",
            ),
            T(
                "Deposited railway plans",
                "Map/plan",
                (16, 26),
                (1836, 1914),
                (0, 0),
                ["railways", "maps"],
                osz=0.9,
                kind="map",
            ),
            T(
                "Gaol calendars",
                "Bundle",
                (10, 16),
                (1780, 1900),
                (5, 20),
                ["crime"],
                fols=(20, 300),
            ),
            T(
                "Recognizances",
                "Bundle",
                (12, 20),
                (1700, 1880),
                (1, 10),
                ["crime"],
                fols=(20, 200),
                strm="Outstore",
            ),
            T(
                "Alehouse recognizances",
                "Bundle",
                (8, 14),
                (1750, 1828),
                (1, 10),
                ["crime"],
                fols=(20, 150),
            ),
            T(
                "Asylum visitors' reports",
                "File",
                (4, 8),
                (1850, 1889),
                (1, 10),
                ["asylums", "mental health"],
                fols=(10, 80),
            ),
        ],
    ),
    (
        "Corrington Union",
        "PU/COR",
        "Corrington",
        [
            T(
                "Guardians' minute book",
                "Vol.",
                (14, 20),
                (1836, 1930),
                (3, 8),
                ["poor relief", "workhouses", "local government"],
                fols=(200, 500),
                mf=0.4,
            ),
            T(
                "Workhouse admission register",
                "Vol.",
                (8, 14),
                (1840, 1930),
                (4, 12),
                ["workhouses", "poor relief"],
                fols=(150, 400),
                close=100,
            ),
            T(
                "Outdoor relief ledger",
                "Vol.",
                (6, 12),
                (1850, 1930),
                (2, 8),
                ["poor relief", "accounts"],
                fols=(200, 400),
                strm="Outstore",
                osz=0.3,
            ),
            T(
                "Workhouse plans",
                "Map/plan",
                (3, 6),
                (1838, 1920),
                (0, 0),
                ["workhouses", "buildings", "maps"],
                osz=0.8,
                kind="map",
            ),
            T(
                "Births in the workhouse",
                "Vol.",
                (2, 4),
                (1866, 1930),
                (10, 30),
                ["workhouses", "baptisms"],
                fols=(50, 150),
                close=100,
            ),
        ],
    ),
    (
        "Saltmere Borough",
        "B/SLT",
        "Saltmere",
        [
            T(
                "Council minutes",
                "Vol.",
                (18, 28),
                (1835, 1974),
                (3, 8),
                ["local government"],
                fols=(200, 600),
                mf=0.3,
            ),
            T(
                "Rate book",
                "Vol.",
                (16, 26),
                (1840, 1950),
                (1, 2),
                ["local government", "buildings"],
                fols=(100, 400),
                osz=0.7,
                strm="Outstore",
            ),
            T(
                "Building control plans",
                "Map/plan",
                (20, 32),
                (1880, 1974),
                (0, 0),
                ["buildings", "maps"],
                osz=0.6,
                kind="map",
            ),
            T("Byelaws", "Sheet", (3, 6), (1850, 1960), (0, 0), ["local government"]),
            T(
                "Borough photographs",
                "Photo",
                (10, 18),
                (1890, 1970),
                (0, 10),
                ["photography", "buildings"],
                dig=0.4,
                kind="photo",
            ),
            T(
                "Mayor's correspondence",
                "File",
                (6, 10),
                (1880, 1974),
                (1, 5),
                ["correspondence", "local government"],
                fols=(20, 250),
            ),
            T(
                "Medical Officer's reports",
                "Vol.",
                (6, 10),
                (1873, 1974),
                (5, 12),
                ["public health"],
                fols=(100, 400),
            ),
            T(
                "ARP incident log",
                "Vol.",
                (2, 3),
                (1939, 1945),
                (1, 3),
                ["World War II"],
                fols=(80, 240),
            ),
        ],
    ),
    (
        "Harcourt-Vane of Thornhayes",
        "D/HVT",
        "Thornhayes",
        [
            T(
                "Deed of conveyance",
                "Deed",
                (18, 28),
                (1550, 1900),
                (0, 0),
                ["title deeds", "estates"],
                fols=(1, 4),
                place=VARIED,
                kind="deed",
            ),
            T(
                "Lease",
                "Deed",
                (12, 20),
                (1600, 1900),
                (0, 0),
                ["title deeds", "estates"],
                fols=(1, 3),
                place=VARIED,
                kind="deed",
            ),
            T(
                "Estate map",
                "Map/plan",
                (6, 12),
                (1700, 1900),
                (0, 0),
                ["estates", "maps"],
                dig=0.5,
                osz=0.9,
                place=VARIED,
                kind="map",
            ),
            T(
                "Rental",
                "Vol.",
                (10, 16),
                (1680, 1920),
                (5, 20),
                ["estates", "accounts"],
                fols=(40, 200),
                osz=0.1,
            ),
            T(
                "Family letters",
                "Bundle",
                (10, 16),
                (1750, 1960),
                (1, 15),
                ["families", "correspondence"],
                fols=(10, 150),
            ),
            T(
                "Sale particulars",
                "Bundle",
                (4, 8),
                (1850, 1950),
                (0, 0),
                ["estates", "buildings"],
                fols=(4, 40),
                place=VARIED,
            ),
            T(
                "Marriage settlement",
                "Deed",
                (3, 6),
                (1600, 1880),
                (0, 0),
                ["families", "title deeds"],
                fols=(1, 6),
                kind="deed",
            ),
            T("Game book", "Vol.", (2, 4), (1820, 1939), (10, 25), ["estates"], fols=(60, 200)),
        ],
    ),
    (
        "Pellow & Gaunt, solicitors",
        "D/PG",
        None,
        [
            T(
                "Title deeds",
                "Bundle",
                (24, 36),
                (1650, 1950),
                (10, 120),
                ["title deeds"],
                fols=(5, 120),
                place=VARIED,
            ),
            T(
                "Will and probate",
                "Bundle",
                (14, 22),
                (1700, 1950),
                (0, 5),
                ["wills", "families"],
                fols=(2, 30),
                place=VARIED,
            ),
            T(
                "Client file",
                "File",
                (18, 28),
                (1880, 1985),
                (1, 12),
                ["correspondence"],
                fols=(10, 300),
                place=VARIED,
                kind="client",
            ),
            T(
                "Abstract of title",
                "File",
                (10, 16),
                (1750, 1950),
                (0, 0),
                ["title deeds"],
                fols=(4, 40),
                place=VARIED,
            ),
        ],
    ),
    (
        "Fennick Board School",
        "S/FEN",
        "Fennick",
        [
            T(
                "Logbook",
                "Vol.",
                (4, 6),
                (1872, 1985),
                (15, 30),
                ["education"],
                fols=(150, 400),
                mf=0.2,
            ),
            T(
                "Admission register",
                "Vol.",
                (3, 5),
                (1872, 1985),
                (15, 40),
                ["education"],
                fols=(80, 300),
                close=100,
            ),
            T(
                "Managers' minutes",
                "Vol.",
                (2, 4),
                (1872, 1980),
                (20, 40),
                ["education"],
                fols=(100, 300),
            ),
            T(
                "School photographs",
                "Photo",
                (5, 10),
                (1890, 1980),
                (0, 0),
                ["education", "photography"],
                dig=0.3,
                kind="photo",
            ),
        ],
    ),
    (
        "Pendry National School",
        "S/PND",
        "Pendry",
        [
            T("Logbook", "Vol.", (3, 5), (1863, 1975), (15, 30), ["education"], fols=(150, 400)),
            T(
                "Admission register",
                "Vol.",
                (2, 4),
                (1863, 1975),
                (15, 40),
                ["education"],
                fols=(80, 300),
                close=100,
            ),
            T(
                "School photographs",
                "Photo",
                (3, 7),
                (1890, 1970),
                (0, 0),
                ["education", "photography"],
                dig=0.3,
                kind="photo",
            ),
        ],
    ),
    (
        "Corrinshire County Asylum",
        "H/CCA",
        "Hallowmere",
        [
            T(
                "Case book",
                "Vol.",
                (24, 34),
                (1852, 1960),
                (2, 6),
                ["asylums", "mental health"],
                fols=(200, 500),
                close=100,
            ),
            T(
                "Admission register",
                "Vol.",
                (8, 12),
                (1852, 1960),
                (5, 15),
                ["asylums", "mental health"],
                fols=(100, 300),
                close=100,
            ),
            T(
                "Committee minutes",
                "Vol.",
                (10, 16),
                (1850, 1948),
                (4, 10),
                ["asylums", "local government"],
                fols=(200, 500),
            ),
            T(
                "Building plans",
                "Map/plan",
                (6, 10),
                (1848, 1938),
                (0, 0),
                ["asylums", "buildings", "maps"],
                osz=0.8,
                kind="map",
            ),
            T(
                "Staff photographs",
                "Glass neg.",
                (6, 12),
                (1890, 1935),
                (0, 0),
                ["asylums", "photography"],
                dig=0.3,
                kind="photo",
            ),
        ],
    ),
    (
        "Coroner, Eastern district",
        "CO/E",
        None,
        [
            T(
                "Inquest papers",
                "File",
                (40, 55),
                (1880, 1990),
                (0, 1),
                ["inquests"],
                fols=(5, 80),
                close=75,
                place=VARIED,
            ),
            T(
                "Register of deaths reported",
                "Vol.",
                (6, 10),
                (1880, 1990),
                (5, 15),
                ["inquests"],
                fols=(100, 300),
                close=75,
            ),
        ],
    ),
    (
        "Marrowby Methodist circuit",
        "M/MAR",
        "Marrowby",
        [
            T(
                "Register of baptisms",
                "Vol.",
                (5, 8),
                (1795, 1990),
                (20, 50),
                ["baptisms", "Methodism", "nonconformity"],
                fols=(40, 200),
                close=100,
                dig=0.6,
                mf=0.6,
                place=VARIED,
                kind="register",
            ),
            T("Circuit plan", "Sheet", (10, 16), (1800, 1960), (0, 0), ["Methodism"]),
            T(
                "Trustees' minutes",
                "Vol.",
                (5, 9),
                (1820, 1980),
                (20, 50),
                ["Methodism", "churches"],
                fols=(60, 240),
                place=VARIED,
            ),
            T(
                "Chapel building papers",
                "Bundle",
                (5, 9),
                (1820, 1960),
                (1, 10),
                ["Methodism", "buildings"],
                fols=(10, 120),
                place=VARIED,
            ),
        ],
    ),
    (
        "Orlestone photographic coll.",
        "PH/ORL",
        None,
        [
            T(
                "Street scene",
                "Glass neg.",
                (20, 30),
                (1895, 1935),
                (0, 0),
                ["photography"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Market day",
                "Glass neg.",
                (8, 14),
                (1895, 1935),
                (0, 0),
                ["photography", "agriculture"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Church interior",
                "Glass neg.",
                (8, 14),
                (1895, 1935),
                (0, 0),
                ["photography", "churches"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Harvest field",
                "Glass neg.",
                (6, 12),
                (1895, 1935),
                (0, 0),
                ["photography", "agriculture"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Railway station",
                "Glass neg.",
                (5, 9),
                (1895, 1935),
                (0, 0),
                ["photography", "railways"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Shop front",
                "Glass neg.",
                (8, 14),
                (1895, 1935),
                (0, 0),
                ["photography", "buildings"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Group portrait",
                "Glass neg.",
                (10, 18),
                (1895, 1935),
                (0, 0),
                ["photography", "families"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Wedding group",
                "Photo",
                (8, 14),
                (1895, 1935),
                (0, 0),
                ["photography", "families"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Flooded street",
                "Photo",
                (3, 6),
                (1895, 1935),
                (0, 0),
                ["photography"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "War memorial unveiling",
                "Photo",
                (4, 8),
                (1919, 1925),
                (0, 0),
                ["photography", "World War I"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
            T(
                "Mill yard",
                "Glass neg.",
                (3, 6),
                (1895, 1935),
                (0, 0),
                ["photography", "mills"],
                dig=0.35,
                place=VARIED,
                kind="photo",
            ),
        ],
    ),
    (
        "County Surveyor's dept",
        "CS",
        None,
        [
            T(
                "Bridge plans",
                "Map/plan",
                (14, 22),
                (1810, 1974),
                (0, 0),
                ["bridges", "maps"],
                osz=0.8,
                place=VARIED,
                kind="map",
            ),
            T(
                "Highway diversion orders",
                "File",
                (14, 22),
                (1830, 1974),
                (0, 3),
                ["highways"],
                fols=(4, 60),
                place=VARIED,
            ),
            T(
                "Road improvement plans",
                "Roll",
                (10, 16),
                (1900, 1974),
                (0, 0),
                ["highways", "maps"],
                osz=0.7,
                place=VARIED,
                kind="map",
            ),
            T(
                "Main road register",
                "Vol.",
                (2, 4),
                (1889, 1930),
                (10, 20),
                ["highways"],
                fols=(100, 300),
                osz=0.5,
            ),
        ],
    ),
    (
        "Quenby of Ravensfold",
        "D/QR",
        "Ravensfold",
        [
            T("Diary", "Vol.", (8, 14), (1790, 1950), (1, 3), ["families"], fols=(60, 250)),
            T(
                "Letters",
                "Bundle",
                (10, 16),
                (1790, 1960),
                (1, 10),
                ["families", "correspondence"],
                fols=(10, 150),
            ),
            T(
                "Household accounts",
                "Vol.",
                (5, 9),
                (1780, 1930),
                (5, 20),
                ["families", "accounts"],
                fols=(60, 250),
            ),
            T(
                "Photograph album",
                "Vol.",
                (3, 6),
                (1860, 1940),
                (2, 15),
                ["families", "photography"],
                fols=(20, 80),
                dig=0.3,
                kind="photo",
            ),
            T(
                "WWI letters",
                "Bundle",
                (2, 4),
                (1914, 1919),
                (1, 4),
                ["World War I", "correspondence"],
                fols=(10, 120),
                dig=0.5,
            ),
        ],
    ),
    (
        "Wendleford Mill Co.",
        "BUS/WM",
        "Wendleford",
        [
            T(
                "Wages book",
                "Vol.",
                (8, 14),
                (1820, 1968),
                (3, 10),
                ["mills", "accounts"],
                fols=(100, 300),
            ),
            T(
                "Ledger",
                "Vol.",
                (6, 10),
                (1820, 1968),
                (5, 15),
                ["mills", "accounts"],
                fols=(150, 400),
                osz=0.2,
            ),
            T(
                "Mill plans",
                "Map/plan",
                (3, 6),
                (1820, 1950),
                (0, 0),
                ["mills", "buildings", "maps"],
                osz=0.7,
                kind="map",
            ),
            T("Order book", "Vol.", (4, 8), (1850, 1968), (3, 10), ["mills"], fols=(100, 300)),
        ],
    ),
    (
        "Stowmere Petty Sessions",
        "PS/STM",
        "Stowmere",
        [
            T(
                "Court register",
                "Vol.",
                (10, 16),
                (1880, 2001),
                (3, 10),
                ["crime"],
                fols=(150, 400),
                close=30,
            ),
            T(
                "Licensing register",
                "Vol.",
                (3, 6),
                (1872, 1990),
                (10, 25),
                ["crime"],
                fols=(80, 250),
            ),
        ],
    ),
]

GRADE_P = [
    (1700, [0.22, 0.33, 0.28, 0.17]),
    (1850, [0.36, 0.34, 0.20, 0.10]),
    (1950, [0.52, 0.30, 0.13, 0.05]),
    (9999, [0.75, 0.20, 0.05, 0.0]),
]
OFFICIAL = ("QS", "PU/", "B/", "CO/", "PS/", "CS")


def _working_days(start: date, end: date) -> list[date]:
    days, d = [], start
    while d <= end:
        if d.weekday() < 5 and d not in BANK_HOLIDAYS:
            days.append(d)
        d += timedelta(days=1)
    return days


def _sr_days() -> list[date]:
    days, d = [], SR_FROM
    while d <= SR_TO:
        sat_ok = d.weekday() == 5 and ((d.day - 1) // 7) in (0, 2)
        if (1 <= d.weekday() <= 4 or sat_ok) and d not in BANK_HOLIDAYS and d not in SR_CLOSED:
            days.append(d)
        d += timedelta(days=1)
    return days


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _catalogue(rng: random.Random) -> list[dict]:
    items: list[dict] = []
    survey_days = _working_days(date(2016, 1, 4), date(2024, 6, 28))
    for coll, prefix, home, templates in FONDS:
        for series, t in enumerate(templates, start=1):
            spans: list[tuple[int, int]] = []
            y0, y1 = t["years"]
            if t["seq"]:
                y = rng.randint(y0, y0 + 70) if y0 < 1600 else y0 + rng.randint(0, 10)
                end = rng.randint(y1 - 30, y1)
                while y <= end:
                    s = rng.randint(*t["span"])
                    spans.append((y, min(y + s, end)))
                    y = min(y + s, end) + 1
            else:
                for _ in range(rng.randint(*t["n"])):
                    a = rng.randint(y0, y1)
                    spans.append((a, min(a + rng.randint(*t["span"]), y1)))
                spans.sort()
            for n, (a, b) in enumerate(spans, start=1):
                place = home
                if t["place"] == VARIED:
                    place = rng.choice(ALL_PLACES) if rng.random() < 0.85 else None
                age_p = next(p for lim, p in GRADE_P if a < lim)
                grade = rng.choices([1, 2, 3, 4], weights=age_p)[0]
                if t["fmt"] in ("Photo", "Sheet") and grade == 4 and rng.random() < 0.5:
                    grade = 3
                access, until = "Open", None
                if t["close"] and b + t["close"] >= 2025:
                    access, until = "Closed", date(b + t["close"] + 1, 1, 1)
                elif t["kind"] == "client" and b >= 1940:
                    access = "Restricted"
                elif (
                    coll.startswith("Quenby")
                    and t["title"] in ("Letters", "Diary")
                    and b >= 1900
                    and rng.random() < 0.6
                ):
                    access = "Restricted"
                fmt = t["fmt"]
                strm = t["strm"]
                if strm is None:
                    if fmt == "Map/plan":
                        strm = "Map rm"
                    elif fmt in ("Photo", "Glass neg."):
                        strm = "Cold store"
                    elif rng.random() < 0.15:
                        strm = "SR4"
                    elif prefix.startswith("P/"):
                        strm = "SR1"
                    elif prefix.startswith(OFFICIAL):
                        strm = "SR2"
                    else:
                        strm = "SR3"
                terms = list(t["terms"])
                if len(terms) < 3 and place and rng.random() < 0.15:
                    terms.append(
                        _pick(
                            rng,
                            {
                                "agriculture": 3,
                                "buildings": 2,
                                "families": 2,
                                "highways": 1,
                                "World War I": 1,
                            },
                        )
                    )
                terms = list(dict.fromkeys(terms))[:3]
                if rng.random() < 0.07:
                    terms = []
                chks: list[date] = []
                r = rng.random()
                if r < 0.30:
                    chks = sorted(rng.sample(survey_days, 1))
                elif r < 0.37:
                    chks = sorted(rng.sample(survey_days, 2))
                items.append(
                    {
                        "RefNo": f"{prefix}/{series}/{n}",
                        "title": t["title"],
                        "coll": coll,
                        "Place": place,
                        "fmt": fmt,
                        "yrFrom": a,
                        "yr_to": b,
                        "nFol": rng.randint(*t["fols"]) if t["fols"] else None,
                        "access": access,
                        "closedUntil": until,
                        "strm": strm,
                        "condGrd": grade,
                        "isDig": rng.random()
                        < (t["dig"] if a < 1925 or t["kind"] != "register" else 0.0),
                        "mfilm": rng.random() < (t["mf"] if a < 1900 else t["mf"] * 0.2),
                        "oversz": rng.random() < t["osz"],
                        "idxTerms": terms,
                        "condChkDts": chks,
                        "_kind": t["kind"],
                        "_jobs": [],
                    }
                )
    return items


# ---- conservation --------------------------------------------------------------------------

CONSERVATORS = {"Imogen Vasey": 35, "Callum Dredge": 30, "Rhiannon Tay": 25, "Anselm Kitto": 10}
TRT_BY_FMT = {
    "Vol.": {"Rebind": 3, "Tissue repair": 3, "Surface clean": 2, "Mould rem.": 1, "Box/wrap": 2},
    "Bundle": {
        "Surface clean": 3,
        "Tissue repair": 3,
        "Humid. & flatten": 2,
        "Mould rem.": 1,
        "Box/wrap": 2,
    },
    "File": {"Surface clean": 3, "Tissue repair": 2, "Humid. & flatten": 2, "Box/wrap": 2},
    "Sheet": {"Tissue repair": 3, "Humid. & flatten": 2, "Encapsulation": 3},
    "Map/plan": {"Tissue repair": 3, "Humid. & flatten": 3, "Encapsulation": 2, "Lining": 2},
    "Roll": {"Humid. & flatten": 3, "Tissue repair": 2, "Surface clean": 1},
    "Deed": {"Seal repair": 3, "Humid. & flatten": 3, "Tissue repair": 1},
    "Photo": {"Box/wrap": 3, "Surface clean": 2, "Encapsulation": 1},
    "Glass neg.": {"Plate repair": 3, "Box/wrap": 3, "Surface clean": 1},
}
HRS = {
    "Surface clean": (0.5, 6.0),
    "Tissue repair": (2.0, 24.0),
    "Humid. & flatten": (1.0, 8.0),
    "Encapsulation": (0.5, 3.0),
    "Rebind": (8.0, 40.0),
    "Mould rem.": (2.0, 14.0),
    "Box/wrap": (0.5, 2.5),
    "Seal repair": (1.5, 8.0),
    "Lining": (6.0, 30.0),
    "Plate repair": (2.0, 10.0),
}
MATS = {
    "Surface clean": ["smoke sponge"],
    "Tissue repair": ["Japanese tissue", "wheat starch paste", "Bondina"],
    "Humid. & flatten": ["blotter", "Bondina", "Gore-Tex"],
    "Encapsulation": ["Melinex"],
    "Rebind": ["linen thread", "goatskin", "Japanese tissue", "wheat starch paste", "Klucel G"],
    "Mould rem.": ["IMS", "smoke sponge"],
    "Box/wrap": ["four-flap folder"],
    "Seal repair": ["Klucel G", "beeswax"],
    "Lining": ["Japanese tissue", "wheat starch paste", "blotter"],
    "Plate repair": ["Paraloid B-72", "four-flap folder"],
}
MAT_GBP = {
    "smoke sponge": (2.5, 6.0),
    "Japanese tissue": (3.0, 18.0),
    "wheat starch paste": (0.8, 3.0),
    "Bondina": (1.5, 6.0),
    "blotter": (1.0, 5.0),
    "Gore-Tex": (4.0, 12.0),
    "Melinex": (1.2, 9.5),
    "linen thread": (1.5, 4.0),
    "goatskin": (35.0, 90.0),
    "Klucel G": (2.0, 6.0),
    "IMS": (1.5, 4.5),
    "four-flap folder": (2.5, 7.0),
    "beeswax": (1.0, 3.0),
    "Paraloid B-72": (2.0, 5.0),
    "archival box": (6.5, 24.0),
}


def _note(rng: random.Random, item: dict, job: dict) -> str:
    """The conservator's notes: condition found, what was done, where it went (10-50 words)."""
    fmt, trt = item["fmt"], job["trtType"]
    nf = item["nFol"] or rng.randint(2, 40)
    cond = {
        "Vol.": [
            f"Text block of {nf} fols, sewing broken at ff. {rng.randint(1, max(2, nf // 2))}-"
            f"{rng.randint(max(3, nf // 2), nf + 3)}.",
            "Boards detached, spine leather powdering with red rot.",
            f"Heavy soiling and tide lines on the first {rng.randint(4, 30)} leaves.",
            "Leaves brittle at the fore-edge, losses along the gutter.",
        ],
        "Bundle": [
            f"Bundle of {nf} papers, tightly folded and dusty.",
            "Rusted pins and staples staining several documents.",
            f"Tears up to {rng.randint(2, 18)} cm along old folds.",
            "Edges frayed, papers cockled from damp storage.",
        ],
        "File": [
            f"File of {nf} papers with rusted paperclips.",
            "Acidic card cover, contents dusty and creased.",
            f"Several tears up to {rng.randint(2, 12)} cm at the edges.",
        ],
        "Sheet": [
            "Single sheet, folded small, splitting along the folds.",
            f"Losses at the corners and a {rng.randint(3, 20)} cm tear.",
            "Surface dirt and old adhesive tape on the reverse.",
        ],
        "Map/plan": [
            f"Map split into {rng.randint(2, 8)} pieces along the folds.",
            "Linen backing lifting, colour washes flaking in places.",
            f"Tear of {rng.randint(5, 40)} cm across the title panel.",
            "Heavily soiled, old tape repairs discoloured.",
        ],
        "Roll": [
            f"Roll of {rng.randint(3, 30)} membranes, tightly wound and cockled.",
            "Parchment distorted, outer membrane soiled and cracked.",
        ],
        "Deed": [
            f"Deed of {nf} membranes, seal cracked in {rng.randint(2, 5)} pieces.",
            "Parchment cockled, seal tag torn, seal loose.",
            "Wax seal chipped, text rubbed along the folds.",
        ],
        "Photo": [
            "Print curling, silver mirroring at the edges.",
            "Mount acidic and foxed, print lifting at one corner.",
            "Surface scratches and fingerprints on the emulsion.",
        ],
        "Glass neg.": [
            f"Plate cracked into {rng.randint(2, 4)} pieces, emulsion intact.",
            "Emulsion lifting at one edge, paper sleeve acidic.",
            "Plate chipped at the corner, sleeve torn and dusty.",
        ],
    }[fmt]
    act = {
        "Surface clean": [
            "Surface cleaned with smoke sponge and soft brush.",
            "Dry cleaned leaf by leaf, debris removed from the gutter.",
        ],
        "Tissue repair": [
            "Tears repaired with Japanese tissue and wheat starch paste.",
            f"Losses infilled with toned Japanese tissue, {rng.randint(3, 40)} repairs in all.",
        ],
        "Humid. & flatten": [
            "Humidified in a Gore-Tex sandwich and flattened under weight.",
            "Humidified and flattened between blotters for a week.",
        ],
        "Encapsulation": [
            "Encapsulated in Melinex after cleaning.",
            "Cleaned and encapsulated in Melinex, edges welded.",
        ],
        "Rebind": [
            "Resewn on linen tapes and rebound in goatskin.",
            "Spine consolidated with Klucel G, boards reattached and resewn.",
        ],
        "Mould rem.": [
            "Inactive mould removed by HEPA vacuum and IMS swabbing.",
            "Mould cleaned off in the fume cupboard, leaves interleaved.",
        ],
        "Box/wrap": [
            "Rehoused in a four-flap folder and a new box.",
            "Wrapped and boxed to size, label transferred.",
        ],
        "Seal repair": [
            "Seal fragments rejoined and consolidated, new seal bag made.",
            "Seal cleaned and consolidated with Klucel G, tag repaired.",
        ],
        "Lining": [
            "Lined onto Japanese tissue after removing the old backing.",
            "Old linen removed, map lined and infilled.",
        ],
        "Plate repair": [
            "Plate fragments bonded with Paraloid B-72 and housed in a sink mount.",
            "Cracked plate bound at the edges, new four-flap sleeve.",
        ],
    }[trt]
    if job["condPrePost"][0] == 1:
        cond = [
            "Sound overall, dusty, in an acidic folder.",
            "Good condition, old enclosure failing.",
            f"Light surface dirt on the first {rng.randint(2, 20)} leaves, otherwise sound.",
            "Stable, but housed in a damaged box.",
        ]
    parts = [rng.choice(cond)]
    if rng.random() < 0.55 and job["condPrePost"][0] > 1:
        parts.append(rng.choice([c for c in cond if c != parts[0]] or cond))
    parts.append(rng.choice(act))
    if job["mould"] and trt != "Mould rem.":
        parts.append("Some mould found, treated and isolated before work.")
    if job["surf_ph"] is not None and rng.random() < 0.5:
        parts.append(f"Surface pH {job['surf_ph']}.")
    if job["dtDone"] is None:
        parts.append(
            rng.choice(["Work ongoing.", "Awaiting bench time.", "Part done, continues next week."])
        )
    else:
        dest = {
            "Digitisation": "Ready for digitisation.",
            "Exhibition": "Ready for display.",
            "Loan out": "Ready for loan, condition report done.",
        }.get(job["Reason"])
        parts.append(
            dest
            or rng.choice(
                [
                    f"Returned to {item['strm']}.",
                    "Fit for production.",
                    "Can be produced with care.",
                    "Back to the strongroom.",
                ]
            )
        )
    text = " ".join(parts)
    words = text.split()
    if len(words) > 50:
        text = " ".join(parts[:1] + parts[-2:])
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    items = _catalogue(rng)
    by_ref = {x["RefNo"]: x for x in items}
    jobs: list[dict] = []
    studio_days = _working_days(JOBS_FROM, EXPORT_DAY + timedelta(days=120))
    studio_set = set(studio_days)

    def grade_on(item: dict, d: date) -> int:
        g = item["condGrd"]
        for j in item["_jobs"]:
            if j["dtDone"] is not None and j["dtDone"] < d:
                g = j["condPrePost"][1]
        return g

    def busy(item: dict, d: date) -> bool:
        return any(
            j["dtIn"] <= d and (j["dtDone"] is None or d <= j["dtDone"]) for j in item["_jobs"]
        )

    def start_job(item: dict, d: date, reason: str) -> dict | None:
        if busy(item, d) or any(j["dtIn"] > d for j in item["_jobs"]):
            return None
        pre = grade_on(item, d)
        trts = TRT_BY_FMT[item["fmt"]]
        if pre == 1:
            trts = {
                k: v for k, v in trts.items() if k in ("Surface clean", "Box/wrap", "Encapsulation")
            } or {"Box/wrap": 1}
        elif pre == 2:
            trts = {k: v for k, v in trts.items() if k not in ("Rebind", "Lining")}
        if reason == "Digitisation" and "Surface clean" in trts and rng.random() < 0.3:
            trt = "Surface clean"
        else:
            trt = _pick(rng, trts)
        cons = _pick(rng, CONSERVATORS)
        if cons == "Anselm Kitto" and trt in ("Rebind", "Lining", "Seal repair", "Plate repair"):
            cons = "Imogen Vasey"
        h = round(rng.uniform(*HRS[trt]), 1)
        n_sess = min(8, max(1, math.ceil(h / rng.uniform(2.5, 4.0))))
        i = studio_days.index(d) + rng.randint(0, 12)
        sess = []
        for _ in range(n_sess):
            sess.append(studio_days[i])
            i += rng.randint(1, 8)
        if trt == "Box/wrap":
            post = max(1, pre - rng.choice([0, 1]))
        else:
            post = max(1, pre - rng.choice([1, 2, 2, 3]))
        done_sess = [s for s in sess if s <= EXPORT_DAY]
        wip = len(done_sess) < len(sess)
        hrs = h if not wip else round(h * len(done_sess) / len(sess), 1)
        mould = trt == "Mould rem." or rng.random() < 0.05
        reboxed = trt == "Box/wrap" or rng.random() < 0.4
        mats = [m for m in MATS[trt] if rng.random() < 0.8]
        if trt == "Surface clean" and rng.random() < 0.4:
            mats = []
        if reboxed and trt != "Box/wrap" or (trt == "Box/wrap" and rng.random() < 0.7):
            mats.append("archival box")
        mats = list(dict.fromkeys(mats))[:4]
        if wip and not done_sess:
            mats = []
        mat_gbp = round(sum(rng.uniform(*MAT_GBP[m]) for m in mats), 2)
        ph = None
        if (
            item["fmt"] in ("Vol.", "Bundle", "File", "Sheet", "Map/plan")
            and rng.random() < 0.5
            and done_sess
        ):
            ph = round(rng.uniform(5.6, 7.4) if item["yrFrom"] < 1840 else rng.uniform(3.8, 5.9), 1)
        pri = rng.random() < {"Reader req.": 0.6, "Exhibition": 0.5}.get(reason, 0.1)
        job = {
            "jobNo": None,
            "catRef": item["RefNo"],
            "consvr": cons,
            "dtIn": d,
            "dtDone": None if wip else sess[-1],
            "trtType": trt,
            "Reason": reason,
            "hrs": hrs,
            "matGbp": mat_gbp,
            "condPrePost": [pre] if wip else [pre, post],
            "mats": mats,
            "reboxed": reboxed,
            "mould": mould,
            "isPri": pri,
            "sessDts": done_sess,
            "surf_ph": ph,
            "txNotes": "",
        }
        job["txNotes"] = _note(rng, item, job)
        item["_jobs"].append(job)
        jobs.append(job)
        if reason == "Cond. survey" and not any(c < d for c in item["condChkDts"]):
            back = d - timedelta(days=rng.randint(20, 400))
            while back.weekday() >= 5 or back in BANK_HOLIDAYS:
                back -= timedelta(days=1)
            item["condChkDts"] = sorted(item["condChkDts"] + [back])[-2:]
        return job

    weights = {1: 0.15, 2: 1.0, 3: 1.2, 4: 1.3}

    def random_job(d: date) -> None:
        pool = [x for x in items if x["access"] != "Closed" or rng.random() < 0.3]
        item = rng.choices(pool, weights=[weights[grade_on(x, d)] for x in pool])[0]
        kind = item["_kind"]
        r = rng.random()
        if kind in ("register", "map") and r < 0.45:
            reason = "Digitisation"
        elif kind in ("photo", "map", "deed") and r < 0.7:
            reason = "Exhibition"
        elif r < 0.06:
            reason = "Loan out"
        elif r < 0.2 and d < SR_FROM:
            reason = "Reader req."
        else:
            reason = "Cond. survey"
        start_job(item, d, reason)

    # ---- readers and the searchroom ----
    purposes = {
        "Family hist.": 50,
        "Local hist.": 18,
        "House hist.": 10,
        "Academic": 12,
        "Legal": 4,
        "Official": 3,
        "Media": 2,
    }
    tickets = rng.sample(range(110, 6900), 430)
    readers = []
    for t in tickets:
        p = _pick(rng, purposes)
        readers.append(
            {
                "tkt": f"RT{t:05d}",
                "purpose": p,
                "focus": rng.choice(ALL_PLACES),
                "w": rng.paretovariate(1.3),
            }
        )
    staff = {
        "H. Latimer": 4,
        "P. Oduya": 4,
        "S. Verrall": 3,
        "J. Kinsella": 3,
        "M. Thwaite": 2,
        "A. Rusk": 1,
    }
    wants = {
        "Family hist.": lambda x: (
            x["_kind"] == "register"
            or x["title"]
            in (
                "Workhouse admission register",
                "Births in the workhouse",
                "Admission register",
                "Case book",
                "Inquest papers",
                "Will and probate",
                "Settlement certificates",
                "Family letters",
                "Letters",
                "Apprenticeship indentures",
                "Logbook",
                "Court register",
            )
        ),
        "Local hist.": lambda x: (
            x["coll"].startswith(("Saltmere", "Orlestone", "County", "Quarter"))
            or x["_kind"] in ("photo", "map")
            or x["title"]
            in ("Vestry minutes", "Churchwardens' accounts", "Logbook", "Parish magazines")
        ),
        "House hist.": lambda x: (
            x["title"]
            in (
                "Tithe map",
                "Tithe apportionment",
                "Rate book",
                "Building control plans",
                "Deed of conveyance",
                "Lease",
                "Estate map",
                "Sale particulars",
                "Title deeds",
                "Abstract of title",
                "Land tax assessments",
                "Enclosure award",
            )
        ),
        "Academic": lambda x: x["coll"].startswith(
            ("Quarter", "Corrington", "Corrinshire", "Harcourt", "Wendleford", "Stowmere")
        ),
        "Legal": lambda x: (
            x["title"]
            in (
                "Title deeds",
                "Abstract of title",
                "Enclosure award",
                "Deed of conveyance",
                "Highway diversion orders",
                "Main road register",
                "Estate map",
                "Will and probate",
            )
        ),
        "Official": lambda x: (
            x["access"] in ("Closed", "Restricted") or x["coll"].startswith("Coroner")
        ),
        "Media": lambda x: x["_kind"] == "photo",
    }
    pools = {p: [x for x in items if f(x)] for p, f in wants.items()}
    runs_wk = ["10:30", "11:30", "14:00", "15:00", "16:00"]
    runs_sat = ["10:30", "11:30"]
    price = {
        "Digital (JPEG)": 7.5,
        "Digital (TIFF)": 12.0,
        "A4 print": 3.0,
        "A3 print": 5.5,
        "Cert. copy": 20.0,
    }
    orders: list[dict] = []
    pending: dict[date, list[str]] = {}
    sr_days = set(_sr_days())

    for d in studio_days:
        if d > EXPORT_DAY + timedelta(days=1):
            break
        if d <= EXPORT_DAY:
            for ref in pending.pop(d, []):
                start_job(by_ref[ref], d, "Reader req.")
            for _ in range(rng.choices([0, 1, 2, 3, 4, 5], weights=[8, 22, 30, 24, 11, 5])[0]):
                random_job(d)
        days_here = [d]
        if d.weekday() == 4:  # the Saturday after this Friday
            days_here.append(d + timedelta(days=1))
        for day in days_here:
            if day not in sr_days:
                continue
            sat = day.weekday() == 5
            visitors = (
                rng.sample(readers, rng.randint(3, 6) if sat else rng.randint(5, 9))
                if rng.random() < 0.3
                else rng.choices(
                    readers,
                    weights=[r["w"] for r in readers],
                    k=rng.randint(3, 6) if sat else rng.randint(5, 9),
                )
            )
            visitors = list({r["tkt"]: r for r in visitors}.values())
            for rd in visitors:
                pool = pools[rd["purpose"]]
                local = [x for x in pool if x["Place"] == rd["focus"]]
                k = rng.choices([1, 2, 3, 4, 5, 6], weights=[14, 20, 22, 18, 14, 12])[0]
                chosen = []
                for _ in range(k):
                    src = local if local and rng.random() < 0.6 else pool
                    chosen.append(rng.choice(src))
                chosen = list({x["RefNo"]: x for x in chosen}.values())
                visit = []
                for x in chosen:
                    adv = x["strm"] == "Outstore" or rng.random() < 0.28
                    g = grade_on(x, day)
                    if adv and rng.random() < 0.06:
                        outc = "Cancelled"
                    elif busy(x, day):
                        outc = "In cons."
                    elif x["access"] == "Closed":
                        outc = "Produced" if rd["purpose"] == "Official" else "Refused"
                    elif (
                        x["access"] == "Restricted"
                        and rd["purpose"] != "Official"
                        and rng.random() < 0.5
                    ):
                        outc = "Refused"
                    elif g == 4:
                        outc = "UFP"
                    elif (
                        x["_kind"] == "register"
                        and (x["isDig"] or x["mfilm"])
                        and rng.random() < 0.75
                    ):
                        outc = "Surrogate"
                    elif rng.random() < 0.008:
                        outc = "Missing"
                    else:
                        outc = "Produced"
                    prod = outc == "Produced"
                    fetched = outc in ("Produced", "Missing")
                    run = None
                    if fetched:
                        run = "09:30" if adv else rng.choice(runs_sat if sat else runs_wk)
                    wait = None
                    if prod:
                        wait = (
                            rng.randint(0, 5)
                            if adv
                            else rng.randint(6, 45)
                            + (rng.randint(3, 12) if x["strm"] == "Map rm" else 0)
                        )
                    imgs = 0
                    if prod and rng.random() < 0.35:
                        imgs = min(150, int(rng.expovariate(1 / 22)) + 1)
                    copies: list[str] = []
                    gbp = None
                    if outc in ("Produced", "Surrogate") and rng.random() < 0.1:
                        copies = sorted(rng.sample(list(price), rng.choice([1, 1, 1, 2])))
                        gbp = round(
                            sum(
                                price[c] * (1 if c == "Cert. copy" else rng.randint(1, 12))
                                for c in copies
                            ),
                            2,
                        )
                    invig = prod and (
                        g == 3 or x["fmt"] in ("Deed", "Glass neg.") or x["yrFrom"] < 1600
                    )
                    if outc == "UFP" and rng.random() < 0.6:
                        when = day + timedelta(days=rng.randint(3, 30))
                        while when not in studio_set:
                            when += timedelta(days=1)
                        pending.setdefault(when, []).append(x["RefNo"])
                    visit.append(
                        {
                            "itemRef": x["RefNo"],
                            "rdrTkt": rd["tkt"],
                            "dtOrd": day,
                            "fetchRun": run,
                            "advOrd": adv,
                            "Outcome": outc,
                            "waitMin": wait,
                            "fetchr": _pick(rng, staff) if fetched else None,
                            "numImgs": imgs,
                            "copyFmt": copies,
                            "copyGbp": gbp,
                            "Purpose": rd["purpose"],
                            "desk": 0,
                            "heldOver": prod and rng.random() < 0.14,
                            "invig": invig,
                            "_osz": prod and x["oversz"],
                        }
                    )
                desk = rng.randint(1, 4) if any(v["_osz"] for v in visit) else rng.randint(5, 18)
                for v in visit:
                    v["desk"] = desk
                    del v["_osz"]
                orders.extend(visit)

    # ---- the final catalogue state, numbering ----
    for x in items:
        done = [j for j in x["_jobs"] if j["dtDone"] is not None]
        if done:
            x["condGrd"] = max(done, key=lambda j: j["dtDone"])["condPrePost"][1]
        if x["access"] != "Closed" and x["access"] != "Restricted":
            x["access"] = "UFP" if x["condGrd"] == 4 else "Open"
    jobs.sort(key=lambda j: (j["dtIn"], j["catRef"]))
    seq: dict[int, int] = {}
    for j in jobs:
        y = j["dtIn"].year % 100
        seq[y] = seq.get(y, 0) + 1
        j["jobNo"] = f"CJ{y:02d}-{seq[y]:04d}"
    orders.sort(key=lambda o: (o["dtOrd"], o["fetchRun"] or "99", o["rdrTkt"], o["itemRef"]))
    out_orders = [{"ord_no": f"SO25-{i:05d}", **o} for i, o in enumerate(orders, start=1)]
    for x in items:
        del x["_kind"], x["_jobs"]
    return {"CatItms": items, "SROrds": out_orders, "ConsTrt": jobs}


def build(out: Path) -> Path:
    """Write `record-office/schema.json` and its three objects files under out."""
    formats = {"CatItms": "csv", "SROrds": "jsonl", "ConsTrt": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
