"""Write `mobile-library`: an invented county council's mobile library export, named tersely.

Fellmarsh County Council, an invented English shire county, runs a mobile library service from its
depot at Cotterby: three large vans (ML1, ML2, ML3) on fortnightly village routes (week A / week B,
some hamlets every 4 weeks, four big villages weekly) and a small community van (ML4, with a tail
lift) visiting primary schools, care homes and sheltered housing. Every village, stop, contact,
driver, borrower number, item barcode, title, author and note is made up; the trade's terms (issue,
discharge, renewal, reservation, collection point, large print, AF / ANF / JF / JNF / YA / PIC,
overdue charge, block loan, ILL) are the ordinary ones. The export is named the way an engineer
exports it: abbreviated property names in mixed habits (snake_case `stop_typ`, `iss_no`, `rsv_id`,
`borr_no`; camelCase `stpCode`, `arrTm`, `stayMin`, `avgBorr`, `borrL6`, `missDts`, `stopRef`,
`itemBc`, `renDts`, `chgGbp`, `collStp`, `srcLoc`, `daysWait`, `notifDts`, `txtOK`; PascalCase
`Veh`, `Status`, `Fmt`, `BorrTyp`; glued lowercase `locn`, `rteday`, `hookup`, `stkcat`, `ttl`,
`drvr`, `via`; prefixes `dt`, `n`, `is`, `num`, `pct`, `yr`), abbreviated class names (`MLStops`,
`CircTxns`, `Rsvns`), terse descriptions in the trade's shorthand, five properties with no
description (`hookup`, `contact`, `auth`, `via`, `procBy`) and one collection (`Rsvns`) with no
class description.

- `MLStops` (JSON Lines): the timetable's stops (the register), with visits simulated from
  2024-09-02 (week A) to the export on 2025-03-21; the prose property is `accessNotes`.
- `CircTxns` (CSV): every issue on the vans from 2025-01-06 to 2025-02-28, with its due date,
  discharge (return) date as at the export, renewals, overdue days and charges. `stopRef` names a
  `MLStops.stpCode`.
- `Rsvns` (Parquet, no class description): the reservations placed 2024-12-02 to 2025-03-21 for
  collection from a stop (`collStp` names a `MLStops.stpCode`). A reservation collected in the
  issue window is also an issue in `CircTxns` (`isRsv` true).

Deterministic (one seeded `random.Random`; no set iteration).

Usage: python build_terse_env_v43.py OUT   (writes OUT/mobile-library/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "mobile-library"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
TT_START = date(2024, 9, 2)  # Monday of timetable week 1 (an A week)
EXPORT = date(2025, 3, 21)  # Friday
WIN_FROM, WIN_TO = date(2025, 1, 6), date(2025, 2, 28)  # the issue log's window
RSV_FROM = date(2024, 12, 2)
XMAS = (date(2024, 12, 21), date(2025, 1, 5))  # no service
HALF_TERMS = [(date(2024, 10, 28), date(2024, 11, 1)), (date(2025, 2, 17), date(2025, 2, 21))]
HQ_CLOSED = [date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)]
# missed visits: (date, vans)
MISSED = [
    (date(2024, 10, 15), ["ML2"]),  # breakdown
    (date(2024, 11, 22), ["ML1", "ML2", "ML3", "ML4"]),  # storm, roads closed
    (date(2024, 12, 10), ["ML4"]),  # no driver
    (date(2025, 1, 8), ["ML1", "ML2", "ML3", "ML4"]),  # snow
    (date(2025, 1, 9), ["ML1", "ML2", "ML3", "ML4"]),  # snow
    (date(2025, 1, 21), ["ML1"]),  # flat batteries
    (date(2025, 2, 4), ["ML3"]),  # gearbox
    (date(2025, 2, 5), ["ML3"]),
    (date(2025, 2, 6), ["ML3"]),
    (date(2025, 2, 12), ["ML4"]),  # no driver
    (date(2025, 3, 11), ["ML2"]),  # failed its annual test
]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]

# ---- schema: (name, class description or None, [(property, Weaviate data type, description or None)])

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "MLStops",
        "Mob. lib. stops, TT Sep 24",
        [
            ("stpCode", "text", "Stop #"),
            ("parish", "text", "Par./vill."),
            ("locn", "text", "Locn"),
            ("stop_typ", "text", "Typ. (V/H/Sch/CH/SH)"),
            ("Veh", "text", "Veh. (ML1-4)"),
            ("rteday", "text", "Day"),
            ("ttWk", "text", "TT wk (A/B/A+B; 4-wkly 1-4)"),
            ("freq", "text", "Freq."),
            ("arrTm", "text", "Arr. (24h)"),
            ("stayMin", "int", "Stop, mins"),
            ("yrAdded", "int", "Yr on TT"),
            ("avgBorr", "number", "Avg borr./vis. (Sep-Mar)"),
            ("pctJnr", "number", "Jnr iss., % (Jan-Feb)"),
            ("borrL6", "int[]", "Borr. last 6 vis."),
            ("isLevel", "boolean", "Level stand (lift ok)?"),
            ("hookup", "boolean", None),
            ("contact", "text", None),
            ("extras", "text[]", "Extra svcs"),
            ("missDts", "date[]", "Missed vis. dts"),
            ("Status", "text", "Stat."),
            ("accessNotes", PROSE, "Access/parking"),
        ],
    ),
    (
        "CircTxns",
        "Iss/disch log 06/01-28/02/25",
        [
            ("iss_no", "text", "Iss. #"),
            ("stopRef", "text", "Stop"),
            ("dtIss", "date", "Iss. dt"),
            ("dtDue", "date", "Due (after ren.)"),
            ("dtRet", "date", "Disch. (blank=on loan)"),
            ("renDts", "date[]", "Ren. dts"),
            ("itemBc", "text", "Item bc"),
            ("title", "text", "Title"),
            ("auth", "text", None),
            ("Fmt", "text", "Fmt (BK/LP/CD/DVD)"),
            ("stkcat", "text", "Stk (AF/ANF/JF/JNF/YA/PIC)"),
            ("borrNo", "text", "Borr. #"),
            ("BorrTyp", "text", "Rdr typ."),
            ("drvr", "text", "Drv/LA"),
            ("nDaysOD", "int", "Days O/D @ disch./exp."),
            ("chgGbp", "number", "Chg, £ (hire+O/D)"),
            ("isRsv", "boolean", "Rsv fill?"),
            ("odNtc", "boolean", "O/D ntc?"),
        ],
    ),
    (
        "Rsvns",
        None,
        [
            ("rsv_id", "text", "Rsv #"),
            ("collStp", "text", "Coll. pt"),
            ("borr_no", "text", "Borr. #"),
            ("dtPlaced", "date", "Plcd"),
            ("via", "text", None),
            ("ttl", "text", "Title"),
            ("rsvFmt", "text", "Fmt"),
            ("srcLoc", "text", "Supp. from"),
            ("numQ", "int", "Q pos @ plcd"),
            ("Status", "text", "Stat. (W/T/A/C/X/E)"),
            ("dtAvail", "date", "On van (blank=not yet)"),
            ("dtColl", "date", "Coll'd"),
            ("daysWait", "int", "Wait, d"),
            ("feeGbp", "number", "Rsv fee, £"),
            ("notifDts", "date[]", "Notif. dts"),
            ("txtOK", "boolean", "SMS opt-in?"),
            ("procBy", "text", None),
        ],
    ),
]

# ---- value pools (all invented) -------------------------------------------------------------

VILLAGES = [
    "Little Sallow",
    "Great Sallow",
    "Brantwick",
    "Cowdle",
    "Hinderby",
    "Mossop End",
    "Ketterfold",
    "Nether Grindle",
    "Over Grindle",
    "Pellingham",
    "Quenby Cross",
    "Rushmere St Anne",
    "Saltcote",
    "Thrupley",
    "Upper Dunsey",
    "Lower Dunsey",
    "Wadlow",
    "Yarrowby",
    "Aldwick Fen",
    "Birchover Green",
    "Caddow",
    "Dunnock Hill",
    "Elsworth Parva",
    "Fenny Stoke",
    "Gorsey Bank",
    "Hollinsby",
    "Iverton Marsh",
    "Jessop's Cross",
    "Kelby Wold",
    "Langtoft Ends",
    "Marlby",
    "Norbeck",
    "Oakhanger Ley",
    "Pickworth Ings",
    "Ravensholme",
    "Scarrow",
    "Tolly's End",
    "Ulverby",
    "Vexley",
    "Whinmoor",
    "Yelland Parva",
    "Bramblecote",
    "Cresswell Ings",
    "Draycote Fen",
    "Eastry Wold",
    "Foxholes",
    "Gadby",
    "Harthill Moor",
    "Inglesby",
    "Kirkby Tarn",
    "Linthorpe Ley",
    "Mapplebeck",
    "Nunby",
    "Orby Fen",
    "Padley Parva",
    "Ridlow Moor",
    "Skelby",
    "Thirkby",
    "Wragby Ings",
    "Wetherden Ley",
    "Goxby",
    "Hatchby",
    "Blenby",
    "Stainsby Fen",
    "Cold Aston Ley",
    "Long Wittle",
    "Sutton Ferrers",
    "Haddow",
    "Chelby",
    "Brook Tollerton",
]
VILLAGE_LOCNS = [
    "Village hall",
    "The Green",
    "Church gate",
    "Bus shelter",
    "Post office",
    "Memorial hall",
    "War memorial",
    "Playing field",
    "Chapel",
    "Village shop",
    "Plough car park",
    "Red Lion car park",
    "Bell Inn car park",
    "Crown car park",
    "Pond",
    "Old school",
    "Lay-by",
]
HAMLET_LOCNS = ["Farm gate", "Phone box", "Lay-by", "Crossroads", "Bus stop", "Chapel", "Green"]
CARE_HOMES = [
    "Larkhill House",
    "The Beeches",
    "Orchard Lea",
    "Meadowbank",
    "St Wilfrid's",
    "Cedar Lodge",
    "Holly Grange",
    "Fernleigh",
    "Brook House",
]
SHELTERED = [
    "Willow Court",
    "Abbey Close",
    "Jubilee Court",
    "Kingfisher Court",
    "Rectory Gardens",
    "Mill Court",
]
FORENAMES = [
    "Joan",
    "Peter",
    "Margaret",
    "Alan",
    "Sheila",
    "Graham",
    "Lesley",
    "Trevor",
    "Pauline",
    "Keith",
    "Wendy",
    "Colin",
    "Janet",
    "Derek",
    "Hilary",
    "Martin",
    "Gillian",
    "Roger",
    "Carol",
    "Neil",
    "Fiona",
    "Stuart",
    "Helen",
    "Ian",
    "Ruth",
    "Nigel",
    "Angela",
    "Clive",
    "Judith",
    "Barry",
    "Bridget",
    "Howard",
    "Rosemary",
    "Dennis",
    "Yvonne",
    "Malcolm",
    "Priya",
    "Tomasz",
    "Aisha",
    "Ewan",
    "Lorna",
    "Rhys",
    "Sian",
    "Kofi",
    "Niamh",
    "Oskar",
    "Tessa",
    "Gavin",
    "Mel",
    "Dawn",
]
SURNAMES = [
    "Pettifer",
    "Hawksworth",
    "Ludlam",
    "Brassington",
    "Quibell",
    "Orrell",
    "Skerritt",
    "Tansley",
    "Mawby",
    "Fensome",
    "Gilliver",
    "Pridmore",
    "Wragg",
    "Dakin",
    "Stennett",
    "Haycock",
    "Ibbotson",
    "Kettle",
    "Lount",
    "Mellors",
    "Needham",
    "Oldroyd",
    "Parkin",
    "Rudkin",
    "Sowter",
    "Thraves",
    "Udall",
    "Vickers",
    "Wardle",
    "Yeomans",
    "Ashmore",
    "Bettison",
    "Coupe",
    "Dunmore",
    "Elvidge",
    "Froggatt",
    "Grindey",
    "Hemsley",
    "Jephcott",
    "Kirkland",
    "Limb",
    "Moakes",
    "Nuttall",
    "Oxley",
    "Pymm",
    "Redfern",
    "Spendlove",
    "Toplis",
    "Walmsley",
    "Youle",
    "Bhatti",
    "Nowak",
    "Okafor",
    "Rahman",
    "Kowalczyk",
    "Adeyemi",
]
DRIVERS = {
    "ML1": "Gethin Morrow",
    "ML2": "Alys Penhallow",
    "ML3": "Dev Chaudhry",
    "ML4": "Shona Birkett",
}
RELIEF = ["Wes Arkle", "Maureen Tebbutt", "Callum Rix"]
HQ_STAFF = ["H. Quarrie", "B. Lennox", "P. Odunsi", "R. Sagar", "J. Whitlock"]

VILLAGE_EXTRAS = {
    "large print box": 5,
    "jigsaw swap": 3,
    "story time": 1,
    "audio CDs": 3,
    "digital help": 2,
    "bus pass forms": 2,
    "reading group": 1,
    "seed swap": 1,
}
SCHOOL_EXTRAS = {"class box": 5, "story time": 4, "topic box": 3}
CARE_EXTRAS = {"large print box": 5, "audio CDs": 4, "reminiscence box": 3, "jigsaw swap": 2}
SHELTERED_EXTRAS = {"large print box": 5, "audio CDs": 3, "jigsaw swap": 3, "digital help": 2}

# titles: word pools for invented titles
AF_A = [
    "The Salt",
    "The Winter",
    "The Quiet",
    "The Lantern",
    "The Glass",
    "The Hollow",
    "The Long",
    "The Widow's",
    "The Apple",
    "The Last",
    "The Silver",
    "The Drowned",
    "The Stone",
    "The Hidden",
    "The Ferryman's",
    "The Copper",
    "The Linen",
    "The Blackthorn",
    "The Marsh",
    "The Weaver's",
]
AF_B = [
    "Marsh",
    "Garden",
    "Year",
    "Daughter",
    "Acre",
    "Harvest",
    "Tide",
    "Road",
    "Harbour",
    "Bridge",
    "Letters",
    "Island",
    "Shore",
    "Valley",
    "Sisters",
    "Keeper",
    "Crossing",
    "House",
    "Summer",
    "Orchard",
]
CRIME_A = ["Murder at", "Death at", "A Body at", "Blood on", "Silence at", "Bones at", "Poison at"]
CRIME_B = [
    "the Lychgate",
    "Hobb's Lane",
    "the Maltings",
    "Kestle Farm",
    "the Wold",
    "the Old Forge",
    "Salter's Fen",
    "the Vicarage",
    "the Ferry Inn",
    "Marram Point",
    "the Tithe Barn",
    "Gull Rock",
]
ANF_T = [
    "Walking the Fellmarsh Wolds",
    "A Year in the Veg Plot",
    "Cooking for One",
    "The Family History Handbook",
    "Birds of the Fens",
    "Knitting for Beginners",
    "The Slow Cooker Book",
    "Fellmarsh Churches",
    "Living with Arthritis",
    "The Beekeeper's Year",
    "Railways of the Wolds",
    "Easy Sourdough",
    "Wild Flowers of the Hedgerow",
    "The Allotment Diary",
    "Mindful Walking",
    "Watercolour Skies",
    "The Canal Boat Guide",
    "Tracing Your Ancestors",
    "Soups for Every Season",
    "The Dry Stone Wall",
    "Lost Villages of Fellmarsh",
    "Pruning Made Simple",
    "The Wartime Kitchen",
    "Sea Fishing Basics",
    "Chair Yoga at Home",
    "Local Pubs and Inns",
    "The Hedgehog Garden",
    "Crochet Granny Squares",
    "Understanding Dementia",
    "The Cycling Atlas",
    "Fenland Folk Tales",
    "Bread Without Fuss",
    "Stargazing for Everyone",
    "The Orchard Handbook",
    "Decluttering Your Home",
    "Mushrooms of Britain",
    "Classic Tractors",
    "Memoirs of a Land Girl",
    "The Pocket Birdwatcher",
    "Making Jams and Chutneys",
    "Retirement Money Guide",
    "Wolds Walks with Dogs",
    "Coastal Path Walks",
    "Drawing Trees",
    "The Village Shop Story",
    "Baking with Grandma",
    "The Stroke Recovery Book",
    "Fossil Hunting",
    "Scarecrows and Straw",
    "A History of Cotterby",
]
JF_NAMES = [
    "Tilly",
    "Otis",
    "Maisie",
    "Fergus",
    "Pip",
    "Nell",
    "Arlo",
    "Juniper",
    "Wilf",
    "Ada",
    "Kit",
    "Rosa",
]
JF_B = [
    "the Dragon Egg",
    "the Midnight Zoo",
    "the Secret Tunnel",
    "the Pirate Cat",
    "the Robot Dog",
    "the Lost Kite",
    "the Haunted Pier",
    "the Snow Fox",
    "the Giant Turnip",
    "the Magic Bus",
    "the Space Hamster",
]
PIC_ANIMALS = [
    "Badger",
    "Hedgehog",
    "Little Owl",
    "Duck",
    "Mole",
    "Bear",
    "Otter",
    "Hen",
    "Fox",
    "Mouse",
]
PIC_P = [
    "{a} Can't Sleep",
    "Night Night, {a}",
    "{a} Goes to Town",
    "Too Many Puddles, {a}",
    "{a} and the Big Storm",
    "Where Is {a}",
    "{a} Loves Cake",
    "Happy Birthday, {a}",
]
JNF_T = [
    "All About Tractors",
    "Amazing Minibeasts",
    "Volcanoes",
    "The Human Body",
    "Knights and Castles",
    "Rainforest Animals",
    "Space Facts",
    "The Romans",
    "Sharks",
    "Dinosaur Atlas",
    "Weather Watch",
    "The Vikings",
    "How Bridges Work",
    "Ponds and Rivers",
    "Football Stars",
    "Farm Animals",
    "Planets and Stars",
    "Ancient Egypt",
    "Trains",
    "Bugs and Beetles",
]
YA_A = ["Glass", "Burning", "Hollow", "Broken", "Silent", "Wild", "Paper", "Salt", "Iron", "Neon"]
YA_B = [
    "Hearts",
    "Tide",
    "Crowns",
    "Kingdom",
    "Summer",
    "Wolves",
    "Skies",
    "Promise",
    "Girls",
    "Stars",
]
DVD_AF = [
    "The Harbour Master",
    "Fenland Blues",
    "Last Train to Cotterby",
    "The Quiet Valley",
    "Wild Swimmers",
    "The Long Weekend",
    "Blackthorn Hall",
    "The Glassmakers",
    "Midnight at the Maltings",
    "Whistle Stop",
    "The Lifeboat",
    "Summer of the Hawk",
    "Old Pals",
    "Rough Crossing",
    "The Allotment Wars",
    "Gull Rock",
    "A Very Fine Day",
    "The Tallyman",
]
DVD_JF = [
    "Otter Rescue",
    "The Snow Fox",
    "Robot Dog Returns",
    "Pirate Cat Ahoy",
    "Kite Day",
    "The Magic Bus",
    "Hedgehog Holiday",
    "Space Hamster",
]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _week(d: date) -> int:
    return (d - TT_START).days // 7


def _hhmm(mins: int) -> str:
    mins = int(round(mins / 5.0)) * 5
    return f"{mins // 60:02d}:{mins % 60:02d}"


def _in(d: date, span: tuple[date, date]) -> bool:
    return span[0] <= d <= span[1]


def _person(rng: random.Random, used: list[str]) -> str:
    while True:
        n = f"{rng.choice(FORENAMES)} {rng.choice(SURNAMES)}"
        if n not in used:
            used.append(n)
            return n


# ---- the catalogue ----------------------------------------------------------------------------


def _pop(rng: random.Random) -> float:
    return min(6.0, rng.paretovariate(1.5))


def _catalogue(rng: random.Random) -> list[dict]:
    """Works: title, author (or None for films), stock category, formats, popularity, new (reservable)."""
    surnames = SURNAMES + [
        "Ashdown",
        "Bellamy",
        "Carrow",
        "Delacourt",
        "Emsworth",
        "Fairclough",
        "Garside",
        "Holloway",
        "Ingram",
        "Jessop",
        "Kersey",
        "Lambert",
        "Marchbank",
        "Northey",
        "Ormerod",
        "Penrose",
        "Quarmby",
        "Rainsford",
        "Sallis",
        "Trelease",
        "Underhill",
        "Vance",
        "Whitby",
    ]
    forenames = FORENAMES + [
        "Harriet",
        "Jonah",
        "Imogen",
        "Felix",
        "Clemency",
        "Rafe",
        "Esme",
        "Laurie",
        "Ines",
        "Magnus",
        "Celia",
        "Hugo",
        "Verity",
        "Anton",
        "Marguerite",
    ]
    authors: list[str] = []
    while len(authors) < 300:
        a = f"{rng.choice(surnames)}, {rng.choice(forenames)}"
        if a not in authors:
            authors.append(a)
    works: list[dict] = []
    titles: list[str] = []

    def add(
        title: str, cat: str, fmts: list[str], author: str | None, pop: float, new: bool = False
    ):
        if title in titles:
            return
        titles.append(title)
        works.append(
            {"title": title, "auth": author, "stk": cat, "fmts": fmts, "pop": pop, "new": new}
        )

    # adult fiction: literary / saga and crime, series authors write several
    af_authors = authors[:150]
    for _ in range(260):
        if rng.random() < 0.45:
            t = f"{rng.choice(CRIME_A)} {rng.choice(CRIME_B)}"
        else:
            t = f"{rng.choice(AF_A)} {rng.choice(AF_B)}"
            if t.split()[-1] == t.split()[1]:
                continue
        au = rng.choice(af_authors[:30]) if rng.random() < 0.4 else rng.choice(af_authors)
        add(t, "AF", ["Book", "Large print", "Audio CD"], au, _pop(rng), rng.random() < 0.14)
    for t in ANF_T:
        add(
            t,
            "ANF",
            ["Book", "Large print"] if rng.random() < 0.4 else ["Book"],
            rng.choice(authors[150:230]),
            _pop(rng),
            rng.random() < 0.08,
        )
    jf_authors = authors[230:275]
    for _ in range(90):
        t = f"{rng.choice(JF_NAMES)} and {rng.choice(JF_B)}"
        add(
            t,
            "JF",
            ["Book", "Audio CD"] if rng.random() < 0.2 else ["Book"],
            rng.choice(jf_authors),
            _pop(rng),
            rng.random() < 0.1,
        )
    for _ in range(50):
        t = rng.choice(PIC_P).format(a=rng.choice(PIC_ANIMALS))
        add(t, "PIC", ["Book"], rng.choice(authors[275:295]), _pop(rng))
    for t in JNF_T:
        add(t, "JNF", ["Book"], rng.choice(authors[150:230]), _pop(rng))
    for _ in range(40):
        t = f"{rng.choice(YA_A)} {rng.choice(YA_B)}"
        add(t, "YA", ["Book"], rng.choice(authors[275:300]), _pop(rng), rng.random() < 0.15)
    for t in DVD_AF:
        add(t, "AF", ["DVD"], None, _pop(rng), rng.random() < 0.1)
    for t in DVD_JF:
        add(t, "JF", ["DVD"], None, _pop(rng))
    return works


def _stock(rng: random.Random, works: list[dict], van: str, barcodes: list[str]) -> dict:
    """A van's stock: {(fmt, stk): [item]}; an item is {bc, work, out_until}."""
    sizes = {
        ("Book", "AF"): 260,
        ("Book", "ANF"): 110,
        ("Large print", "AF"): 130,
        ("Large print", "ANF"): 25,
        ("Audio CD", "AF"): 70,
        ("Audio CD", "JF"): 12,
        ("DVD", "AF"): 40,
        ("DVD", "JF"): 12,
        ("Book", "JF"): 110,
        ("Book", "PIC"): 60,
        ("Book", "JNF"): 40,
        ("Book", "YA"): 35,
    }
    if van == "ML4":
        sizes.update(
            {
                ("Large print", "AF"): 170,
                ("Audio CD", "AF"): 90,
                ("Book", "JF"): 150,
                ("Book", "PIC"): 90,
                ("Book", "JNF"): 70,
                ("Book", "AF"): 120,
                ("Book", "YA"): 10,
            }
        )
    stock: dict = {}
    for (fmt, stk), n in sizes.items():
        pool = [w for w in works if w["stk"] == stk and fmt in w["fmts"]]
        items = []
        for _ in range(n):
            w = rng.choices(pool, weights=[x["pop"] for x in pool])[0]
            items.append({"bc": _new_barcode(rng, barcodes, "39153"), "work": w, "out": None})
        stock[(fmt, stk)] = items
    return stock


def _new_barcode(rng: random.Random, used: list[str], prefix: str) -> str:
    while True:
        bc = prefix + f"{rng.randrange(10**8, 10**9):09d}"
        if bc not in used:
            used.append(bc)
            return bc


# ---- the timetable ------------------------------------------------------------------------------


def _timetable(rng: random.Random) -> list[dict]:
    stops: list[dict] = []
    villages = list(VILLAGES)
    rng.shuffle(villages)
    vpos = [0]

    def next_village() -> str:
        v = villages[vpos[0] % len(villages)]
        vpos[0] += 1
        return v

    def stop(
        van: str,
        day: str,
        wk: str,
        freq: str,
        typ: str,
        parish: str,
        locn: str,
        arr: int,
        stay: int,
    ) -> dict:
        s = {
            "Veh": van,
            "rteday": day,
            "ttWk": wk,
            "freq": freq,
            "stop_typ": typ,
            "parish": parish,
            "locn": locn,
            "arr": arr,
            "stayMin": stay,
        }
        stops.append(s)
        return s

    # village vans: weekly stops (big villages), fortnightly slots, some slots shared by two 4-weekly hamlets
    weekly_days = {("ML1", "Tue"), ("ML1", "Fri"), ("ML2", "Wed"), ("ML2", "Thu")}
    slots = {"ML1": (3, 4), "ML2": (3, 4), "ML3": (2, 3)}
    for van in ("ML1", "ML2", "ML3"):
        for day in DAYS:
            if van == "ML3" and day == "Mon":  # ML3's servicing day
                continue
            start = 9 * 60 + 30 + rng.choice([0, 10, 15, 20, 30, 45])
            t0 = start
            if (van, day) in weekly_days:
                stay = rng.choice([40, 45, 50, 60])
                stop(
                    van,
                    day,
                    "A+B",
                    "Weekly",
                    "Village",
                    next_village(),
                    rng.choice(VILLAGE_LOCNS[:6]),
                    t0,
                    stay,
                )
                t0 += stay + rng.randint(3, 6) * 5
            for ab in ("A", "B"):
                t = t0
                n = rng.randint(*slots[van])
                prev_parish = None
                lunch = False
                for _k in range(n):
                    if not lunch and t >= 12 * 60 + 15:
                        t += 40
                        lunch = True
                    if rng.random() < 0.1:  # two 4-weekly stops share the slot
                        stay = rng.choice([10, 15, 15, 20])
                        phases = ("1", "3") if ab == "A" else ("2", "4")
                        for ph in phases:
                            typ = "Hamlet" if rng.random() < 0.75 else "Village"
                            locn = rng.choice(HAMLET_LOCNS if typ == "Hamlet" else VILLAGE_LOCNS)
                            stop(van, day, ph, "4-weekly", typ, next_village(), locn, t, stay)
                        prev_parish = None
                    else:
                        stay = rng.choice([15, 20, 20, 25, 30, 30, 35, 40])
                        if prev_parish is not None and rng.random() < 0.22:
                            parish = prev_parish
                            used = [s["locn"] for s in stops if s["parish"] == parish]
                            locn = rng.choice([x for x in VILLAGE_LOCNS if x not in used])
                        else:
                            parish = next_village()
                            locn = rng.choice(VILLAGE_LOCNS)
                        stop(van, day, ab, "Fortnightly", "Village", parish, locn, t, stay)
                        prev_parish = parish
                    t += stay + rng.randint(2, 7) * 5
    # the community van ML4: schools and care homes fortnightly (some 4-weekly), sheltered housing weekly
    schools = [
        "Primary",
        "CE Primary",
        "Primary",
        "C of E Primary",
        "Primary",
        "Academy",
        "CE Primary",
    ]
    care = list(CARE_HOMES)
    shel = list(SHELTERED)
    rng.shuffle(care)
    rng.shuffle(shel)
    plan = {
        "Mon": ["SH", "Sch"],
        "Tue": ["Sch", "CH", "SH"],
        "Wed": ["SH", "Sch", "CH"],
        "Thu": ["Sch", "CH", "SH"],
        "Fri": ["CH", "Sch", "SH"],
    }
    for day in DAYS:
        for ab in ("A", "B"):
            t = 9 * 60 + 15 + rng.choice([0, 15, 30])
            for kind in plan[day]:
                if kind == "SH":
                    if ab == "B":  # weekly: created on the A pass, same time both weeks
                        t += 45 + 20
                        continue
                    if not shel:
                        continue
                    stay = rng.choice([30, 40, 45])
                    stop(
                        "ML4",
                        day,
                        "A+B",
                        "Weekly",
                        "Sheltered hsg",
                        next_village(),
                        shel.pop(),
                        t,
                        stay,
                    )
                elif kind == "Sch":
                    if ab == "B" and day in ("Mon", "Fri"):
                        t += 50
                        continue
                    stay = rng.choice([45, 50, 60])
                    par = next_village()
                    stop(
                        "ML4",
                        day,
                        ab,
                        "Fortnightly",
                        "School",
                        par,
                        f"{par} {schools[len(stops) % len(schools)]}",
                        t,
                        stay,
                    )
                else:
                    if not care:
                        continue
                    stay = rng.choice([40, 45, 60])
                    if rng.random() < 0.3 and len(care) >= 2:
                        phases = ("1", "3") if ab == "A" else ("2", "4")
                        for ph in phases:
                            stop(
                                "ML4",
                                day,
                                ph,
                                "4-weekly",
                                "Care home",
                                next_village(),
                                care.pop(),
                                t,
                                stay,
                            )
                    else:
                        stop(
                            "ML4",
                            day,
                            ab,
                            "Fortnightly",
                            "Care home",
                            next_village(),
                            care.pop(),
                            t,
                            stay,
                        )
                t += stay + rng.randint(3, 8) * 5
                if t >= 12 * 60 + 15 and t < 13 * 60 + 30:
                    t = 13 * 60 + 30
    # codes: S + van digit + 2-digit sequence in timetable order
    order = {d: i for i, d in enumerate(DAYS)}
    wk_order = {"A+B": 0, "A": 1, "1": 2, "3": 3, "B": 4, "2": 5, "4": 6}
    stops.sort(
        key=lambda s: (s["Veh"], order[s["rteday"]], wk_order[s["ttWk"]], s["arr"], s["parish"])
    )
    seq: dict[str, int] = {}
    for s in stops:
        seq[s["Veh"]] = seq.get(s["Veh"], 0) + 1
        s["stpCode"] = f"S{s['Veh'][-1]}{seq[s['Veh']]:02d}"
        s["arrTm"] = _hhmm(s["arr"])
    return stops


def _scheduled(s: dict, d: date) -> bool:
    if d.weekday() != DAYS.index(s["rteday"]) or _in(d, XMAS):
        return False
    w = _week(d)
    wk = s["ttWk"]
    if wk == "A+B":
        ok = True
    elif wk in ("A", "B"):
        ok = (w % 2 == 0) == (wk == "A")
    else:
        ok = w % 4 == int(wk) - 1
    if ok and s["stop_typ"] == "School" and any(_in(d, h) for h in HALF_TERMS):
        ok = False
    return ok


def _visits(stops: list[dict]) -> None:
    """Served and missed visit dates from the timetable's start to the export."""
    for s in stops:
        s["served"], s["missed"] = [], []
        d = TT_START
        while d <= EXPORT:
            if _scheduled(s, d) and (s.get("_susp") is None or d < s["_susp"]):
                if any(d == m and s["Veh"] in vans for m, vans in MISSED):
                    s["missed"].append(d)
                else:
                    s["served"].append(d)
            d += timedelta(days=1)


# ---- borrowers -----------------------------------------------------------------------------------


def _borrowers(rng: random.Random, stops: list[dict], cards: list[str]) -> None:
    for s in stops:
        typ = s["stop_typ"]
        pool = []
        if typ == "Village":
            m = rng.lognormvariate(0.55, 0.55) * (2.2 if s["freq"] == "Weekly" else 1.0)
            mix = {"Adult": 45, "Concession": 40, "Junior": 15}
        elif typ == "Hamlet":
            m = rng.uniform(0.5, 2.2)
            mix = {"Adult": 40, "Concession": 50, "Junior": 10}
        elif typ == "School":
            m = rng.uniform(3.0, 6.0)
            mix = {"Junior": 1}
            pool.append({"no": _new_barcode(rng, cards, "29153"), "typ": "Institution", "p": 0.97})
        elif typ == "Care home":
            m = rng.uniform(0.8, 2.5)
            mix = {"Concession": 1}
            pool.append({"no": _new_barcode(rng, cards, "29153"), "typ": "Institution", "p": 0.95})
        else:
            m = rng.uniform(1.2, 3.0)
            mix = {"Concession": 85, "Adult": 15}
        n = max(2, int(round(m / 0.5)))
        p = min(0.9, m / n)
        for _ in range(n):
            pool.append({"no": _new_barcode(rng, cards, "29153"), "typ": _pick(rng, mix), "p": p})
        s["pool"] = pool


# ---- reservations --------------------------------------------------------------------------------


def _reservations(rng: random.Random, stops: list[dict], works: list[dict]) -> list[dict]:
    people = [(s, b) for s in stops for b in s["pool"] if b["typ"] != "Institution"]
    weights = [{"Adult": 3.0, "Concession": 2.2, "Junior": 0.6}[b["typ"]] for _, b in people]
    rows = []
    d = RSV_FROM
    days = []
    while d <= EXPORT:
        days.append(d)
        d += timedelta(days=1)
    for _ in range(745):
        s, b = rng.choices(people, weights=weights)[0]
        if s.get("_susp") is not None:
            continue
        via = _pick(rng, {"At van": 40, "Online": 36, "Phone": 17, "Email": 7})
        if via == "At van":
            opts = [x for x in s["served"] if x >= RSV_FROM]
            if not opts:
                continue
            placed = rng.choice(opts)
        else:
            while True:
                placed = rng.choice(days)
                if via == "Online" or (placed.weekday() < 5 and placed not in HQ_CLOSED):
                    break
        jnr = b["typ"] == "Junior"
        if jnr:
            pool = [w for w in works if w["stk"] in ("JF", "JNF", "YA", "PIC")]
        else:
            pool = [w for w in works if w["stk"] in ("AF", "ANF")]
        cand = [w for w in pool if w["new"]] if rng.random() < 0.65 else pool
        if not cand:
            cand = pool
        w = rng.choices(
            cand,
            weights=[
                x["pop"] * (4 if x["new"] else 1) * (0.3 if "DVD" in x["fmts"] else 1) for x in cand
            ],
        )[0]
        fmts = w["fmts"]
        if "DVD" in fmts:
            fmt = "DVD"
        elif b["typ"] == "Concession" and "Large print" in fmts and rng.random() < 0.45:
            fmt = "Large print"
        elif "Audio CD" in fmts and rng.random() < 0.12:
            fmt = "Audio CD"
        else:
            fmt = "Book"
        src = _pick(rng, {"Van stock": 24, "HQ stock": 36, "Branch": 25, "ILL": 7, "New purch.": 8})
        if fmt == "DVD" and src == "ILL":
            src = "HQ stock"
        q = 1
        if w["new"]:
            q = rng.choices(range(1, 10), weights=[34, 18, 12, 8, 5, 3, 2, 1, 1])[0]
        elif rng.random() < 0.15:
            q = 2
        prep = {
            "Van stock": (2, 8),
            "HQ stock": (2, 6),
            "Branch": (4, 12),
            "ILL": (18, 45),
            "New purch.": (14, 35),
        }[src]
        ready = placed + timedelta(days=rng.randint(*prep) + (q - 1) * rng.randint(5, 12))
        cancelled = rng.random() < 0.055
        avail = next((x for x in s["served"] if x > ready), None) if not cancelled else None
        if avail is not None and avail > EXPORT:
            avail = None
        later = [x for x in s["served"] if avail is not None and x > avail]
        coll = None
        status = None
        notif: list[date] = []
        if cancelled:
            status = "Cancelled"
        elif avail is None:
            status = "In transit" if ready <= EXPORT else "Waiting"
        else:
            notif.append(max(placed, avail - timedelta(days=rng.randint(1, 4))))
            r = rng.random()
            if r < 0.84:
                coll = avail
            elif r < 0.95 and later and later[0] <= EXPORT:
                coll = later[0]
                notif.append(avail + timedelta(days=1))
            if coll is not None:
                status = "Collected"
            elif len(later) >= 2 and later[1] <= EXPORT:
                status = "Expired"
                notif.append(avail + timedelta(days=1))
            else:
                status = "Available"
                if later and later[0] <= EXPORT:
                    notif.append(avail + timedelta(days=1))
        if b["typ"] == "Junior":
            fee = 0.0
        elif src == "ILL":
            fee = 4.5
        elif b["typ"] == "Concession" or via == "Online":
            fee = 0.5
        else:
            fee = 1.0
        proc = None
        if status not in ("Waiting",) and not (cancelled and rng.random() < 0.6):
            proc = rng.choice(HQ_STAFF)
        rows.append(
            {
                "rsv_id": None,
                "collStp": s["stpCode"],
                "borr_no": b["no"],
                "dtPlaced": placed,
                "via": via,
                "ttl": w["title"],
                "rsvFmt": fmt,
                "srcLoc": src,
                "numQ": q,
                "Status": status,
                "dtAvail": avail,
                "dtColl": coll,
                "daysWait": (avail - placed).days if avail is not None else None,
                "feeGbp": fee,
                "notifDts": sorted(x for x in notif if x <= EXPORT),
                "txtOK": rng.random() < 0.46,
                "procBy": proc,
                "_work": w,
                "_borr": b,
            }
        )
    rows.sort(key=lambda r: (r["dtPlaced"], r["collStp"], r["borr_no"], r["ttl"]))
    seq = {24: 1180, 25: 0}
    for r in rows:
        yy = r["dtPlaced"].year % 100
        seq[yy] += 1
        r["rsv_id"] = f"RV{yy}-{seq[yy]:04d}"
    return rows


# ---- issues --------------------------------------------------------------------------------------


def _loan_days(s: dict, borr: dict) -> int:
    return 56 if s["freq"] == "4-weekly" or borr["typ"] == "Institution" else 28


def _return(
    rng: random.Random, s: dict, dt_iss: date, borr: dict
) -> tuple[date, list[date], date | None]:
    """(due after renewals, renewal dates, discharge date or None while on loan)."""
    period = _loan_days(s, borr)
    due = dt_iss + timedelta(days=period)
    rens: list[date] = []
    p_ren = {"Adult": 0.14, "Concession": 0.2, "Junior": 0.06, "Institution": 0.1}[borr["typ"]]
    while len(rens) < 2 and rng.random() < p_ren:
        rd = due - timedelta(days=rng.randint(0, 9))
        if rd > EXPORT or rd <= dt_iss:
            break
        rens.append(rd)
        due = due + timedelta(days=period)
    later = [x for x in s["served"] if x > dt_iss]
    r = rng.random()
    ret = None
    on_due = [x for x in later if x >= due]
    before = [x for x in later if x < due]
    if r < 0.14 and before:
        ret = before[0]
    elif r < 0.83:
        ret = on_due[0] if on_due else None
    elif r < 0.97:
        ret = on_due[1] if len(on_due) > 1 else None
    else:
        ret = on_due[2] if len(on_due) > 2 else None
    if ret is None and r >= 0.83 and not on_due:
        ret = None
    if ret is not None and ret > EXPORT:
        ret = None
    return due, rens, ret


def _charge(fmt: str, borr: dict, od_days: int, returned: bool) -> float | None:
    c = 0.0
    if borr["typ"] in ("Adult", "Concession") and fmt == "DVD":
        c += 1.5
    if borr["typ"] == "Adult" and fmt == "Audio CD":
        c += 1.0
    if borr["typ"] == "Adult" and returned and od_days > 0:
        c += min(7.5, 0.25 * od_days)
    return round(c, 2) if c > 0 else None


def _pick_item(rng: random.Random, stock: dict, fmt: str, stk: str, d: date) -> dict | None:
    items = [it for it in stock.get((fmt, stk), []) if it["out"] is None or it["out"] < d]
    if not items:
        return None
    return rng.choices(items, weights=[it["work"]["pop"] + 0.5 for it in items])[0]


def _choose_kind(rng: random.Random, borr: dict, van: str, school: bool) -> tuple[str, str]:
    t = borr["typ"]
    if t == "Institution":
        if school:
            return _pick(rng, {("Book", "JF"): 40, ("Book", "PIC"): 30, ("Book", "JNF"): 30})
        return _pick(
            rng,
            {
                ("Large print", "AF"): 50,
                ("Audio CD", "AF"): 30,
                ("Book", "ANF"): 10,
                ("Large print", "ANF"): 10,
            },
        )
    if t == "Junior":
        return _pick(
            rng,
            {
                ("Book", "JF"): 42,
                ("Book", "PIC"): 24,
                ("Book", "JNF"): 14,
                ("Book", "YA"): 10,
                ("DVD", "JF"): 6,
                ("Audio CD", "JF"): 4,
            },
        )
    if t == "Concession":
        return _pick(
            rng,
            {
                ("Book", "AF"): 28,
                ("Book", "ANF"): 12,
                ("Large print", "AF"): 32,
                ("Large print", "ANF"): 4,
                ("Audio CD", "AF"): 17,
                ("DVD", "AF"): 7,
            },
        )
    return _pick(
        rng,
        {
            ("Book", "AF"): 42,
            ("Book", "ANF"): 27,
            ("Large print", "AF"): 7,
            ("Audio CD", "AF"): 9,
            ("DVD", "AF"): 15,
        },
    )


def _issues(
    rng: random.Random, stops: list[dict], stocks: dict, rsv: list[dict], barcodes: list[str]
) -> list[dict]:
    # visits in date order; crew per (van, date)
    crew: dict = {}
    collect: dict = {}
    for r in rsv:
        if r["dtColl"] is not None:
            collect.setdefault((r["collStp"], r["dtColl"]), []).append(r)
    visits = []
    for s in stops:
        for d in s["served"]:
            visits.append((d, s["arr"], s["stpCode"], s))
    visits.sort(key=lambda v: (v[0], v[1], v[2]))
    rows = []
    for d, _, code, s in visits:
        came = [b for b in s["pool"] if rng.random() < b["p"]]
        got = collect.get((code, d), [])
        for r in got:
            if r["_borr"] not in came:
                came.append(r["_borr"])
        s.setdefault("counts", []).append((d, len(came)))
        if not _in(d, (WIN_FROM, WIN_TO)):
            continue
        key = (s["Veh"], d)
        if key not in crew:
            crew[key] = DRIVERS[s["Veh"]] if rng.random() < 0.85 else rng.choice(RELIEF)
        drv = crew[key]
        for b in came:
            loans = []
            for r in got:
                if r["_borr"] is b:
                    w = r["_work"]
                    pref = "ILL" if r["srcLoc"] == "ILL" else "39153"
                    bc = _new_barcode(rng, barcodes, pref if pref != "ILL" else "ILL0")
                    loans.append((bc, w, r["rsvFmt"], True))
            t = b["typ"]
            if t == "Institution":
                k = rng.randint(5, 12) if s["stop_typ"] == "School" else rng.randint(3, 9)
            elif t == "Junior":
                k = (
                    rng.choice([1, 1, 2, 2, 3, 4])
                    if s["stop_typ"] != "School"
                    else rng.choice([1, 1, 1, 2])
                )
            elif t == "Concession":
                k = rng.choice([1, 1, 2, 2, 3, 3, 4])
            else:
                k = rng.choice([1, 1, 2, 2, 3, 4])
            if loans and rng.random() < 0.4:
                k = 0
            for _ in range(k):
                fmt, stk = _choose_kind(rng, b, s["Veh"], s["stop_typ"] == "School")
                it = _pick_item(rng, stocks[s["Veh"]], fmt, stk, d)
                if it is None or any(x[0] == it["bc"] for x in loans):
                    continue
                loans.append((it["bc"], it["work"], fmt, False, it))
            for ln in loans:
                bc, w, fmt, is_rsv = ln[0], ln[1], ln[2], ln[3]
                due, rens, ret = _return(rng, s, d, b)
                if len(ln) > 4:
                    ln[4]["out"] = ret if ret is not None else date(2099, 1, 1)
                od = max(0, ((ret or EXPORT) - due).days)
                rows.append(
                    {
                        "iss_no": None,
                        "stopRef": code,
                        "dtIss": d,
                        "dtDue": due,
                        "dtRet": ret,
                        "renDts": rens,
                        "itemBc": bc,
                        "title": w["title"],
                        "auth": w["auth"],
                        "Fmt": fmt,
                        "stkcat": w["stk"],
                        "borrNo": b["no"],
                        "BorrTyp": t,
                        "drvr": drv,
                        "nDaysOD": od,
                        "chgGbp": _charge(fmt, b, od, ret is not None),
                        "isRsv": is_rsv,
                        "odNtc": od >= 7,
                        "_t": s["arr"],
                    }
                )
    rows.sort(key=lambda r: (r["dtIss"], r["_t"], r["stopRef"], r["borrNo"], r["itemBc"]))
    for i, r in enumerate(rows):
        r["iss_no"] = f"LN{418003 + i:06d}"
        del r["_t"]
    return rows


# ---- stop notes (the prose) ----------------------------------------------------------------------


def _notes(rng: random.Random, s: dict, nxt: dict | None) -> str:
    loc = s["locn"]
    par = s["parish"]
    parts = []
    typ = s["stop_typ"]
    if typ == "School":
        parts.append(
            rng.choice(
                [
                    f"Park in the staff car park at {loc}, the caretaker moves the cones before {s['arrTm']}.",
                    f"Pull onto the playground at {loc} through the side gate; children come out class by class.",
                    f"Stand on the road outside {loc}, the school run is over by {s['arrTm']}.",
                ]
            )
        )
    elif typ == "Care home":
        parts.append(
            rng.choice(
                [
                    f"Park by the front entrance of {loc} in {par}; residents come out with staff.",
                    f"Use the service bay at the side of {loc}, {par}; the lift goes down for wheelchairs.",
                    f"Reverse into the visitors' bays at {loc} in {par}, staff bring the block loan crate out.",
                ]
            )
        )
    elif typ == "Sheltered hsg":
        parts.append(
            rng.choice(
                [
                    f"Park in the residents' car park at {loc}, {par}, beside the laundry block.",
                    f"Stand on the turning circle at {loc} in {par}; most readers use walking frames, so the lift goes down.",
                ]
            )
        )
    else:
        where = loc.lower() if loc not in ("The Green",) else "green"
        parts.append(
            rng.choice(
                [
                    f"Park on the hardstanding beside the {where} in {par}, nose towards the road.",
                    f"Pull in by the {where} at {par}; room for the van only once the bus has gone.",
                    f"Stand on the road outside the {where} in {par}, hazard lights on, there is no lay-by.",
                    f"Reverse in beside the {where}, {par}; the turning space is tight with cars parked.",
                    f"Use the {where} in {par}, keep clear of the field gate opposite.",
                ]
            )
        )
    if s["isLevel"]:
        parts.append(
            rng.choice(
                [
                    "Level surface, lift fine.",
                    "Flat tarmac, the lift can be used.",
                    "Ground is level enough for the wheelchair lift.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    "Slopes towards the road, lift not usable, use the steps.",
                    "Camber too steep for the lift; readers use the rear steps.",
                    "Gravel and a slope, lift unsafe here.",
                ]
            )
        )
    if s["hookup"]:
        parts.append(
            rng.choice(
                [
                    "Hook-up socket on the wall by the door, key in the meter box.",
                    "Electric hook-up available, ask at reception for the lead.",
                    "Plug in to the hook-up post, heaters on in winter.",
                ]
            )
        )
    if s["contact"]:
        c = s["contact"]
        if typ == "School":
            parts.append(f"{c} in the office books the class slots.")
        elif typ in ("Care home", "Sheltered hsg"):
            parts.append(
                rng.choice(
                    [
                        f"{c} collects the residents' returns beforehand.",
                        f"Contact {c} if the barrier is down.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        f"{c} keeps the hall key and a returns box for readers who miss the van.",
                        f"Contact {c} if the gate is locked.",
                        f"{c} puts the timetable in the parish magazine.",
                    ]
                )
            )
    hazards = [
        "Low branches on the approach lane, watch the mirrors.",
        "Verge soft after rain, keep off it.",
        "Cattle grid on the lane, go slowly.",
        "Narrow bridge on the way in, 7.5 t limit is fine.",
        "Ford floods in winter, go round by the top road.",
        "Farm traffic at harvest time.",
        "Road floods by the church after heavy rain.",
        "Bin lorry on the same morning, wait if it is behind.",
    ]
    if rng.random() < 0.55:
        parts.append(rng.choice(hazards))
    if typ in ("Village", "Hamlet") and rng.random() < 0.35:
        parts.append(
            rng.choice(
                [
                    "Several readers want large print, keep the box topped up.",
                    "Two housebound readers have items taken to the door.",
                    "Mums and toddlers come after nursery, bring picture books.",
                    "Readers often phone in reservations for this stop.",
                    "Busy in winter, quiet in summer.",
                ]
            )
        )
    if s.get("_susp") is not None:
        parts.append(f"Suspended from {s['_susp'].strftime('%d/%m/%y')} while {s['_why']}.")
    elif s.get("_review"):
        parts.append(
            rng.choice(
                [
                    "Usage low, stop under review for the April timetable.",
                    "Few readers this winter; under review, parish council consulted.",
                ]
            )
        )
    elif nxt is not None and rng.random() < 0.4:
        parts.append(f"Leave promptly at {_hhmm(s['arr'] + s['stayMin'])} for {nxt['parish']}.")
    # whole sentences only, at most 50 words: drop optional sentences from the middle when too long
    while len(" ".join(parts).split()) > 50 and len(parts) > 2:
        del parts[-2]
    text = " ".join(parts)
    fillers = [
        "Timetable card in the bus shelter.",
        "Mobile signal is poor here.",
        "Toilets in the hall if it is open.",
    ]
    while len(text.split()) < 20:
        text += " " + fillers.pop(rng.randrange(len(fillers)))
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(43117)
    works = _catalogue(rng)
    stops = _timetable(rng)
    # three village stops suspended during the period
    cands = [s for s in stops if s["stop_typ"] == "Village" and s["freq"] == "Fortnightly"]
    whys = [
        "the lay-by is resurfaced",
        "the village hall car park is rebuilt",
        "the lane is closed for drainage work",
    ]
    for s, sd, why in zip(
        rng.sample(cands, 3), [date(2024, 11, 4), date(2025, 1, 13), date(2025, 2, 3)], whys
    ):
        s["_susp"], s["_why"] = sd, why
    _visits(stops)
    cards: list[str] = []
    _borrowers(rng, stops, cards)
    barcodes: list[str] = []
    stocks = {v: _stock(rng, works, v, barcodes) for v in ("ML1", "ML2", "ML3", "ML4")}
    rsv = _reservations(rng, stops, works)
    issues = _issues(rng, stops, stocks, rsv, barcodes)
    # register fields that depend on the simulation
    people: list[str] = []
    by_parish: dict[str, str] = {}
    jnr: dict[str, list[int]] = {}
    for r in issues:
        j = jnr.setdefault(r["stopRef"], [0, 0])
        j[1] += 1
        if r["BorrTyp"] == "Junior" or (
            r["BorrTyp"] == "Institution" and r["stkcat"] in ("JF", "JNF", "PIC")
        ):
            j[0] += 1
    stop_rows = []
    for _i, s in enumerate(stops):
        typ = s["stop_typ"]
        p_contact = {"Village": 0.55, "Hamlet": 0.2}.get(typ, 1.0)
        contact = None
        if rng.random() < p_contact:
            if typ in ("Village", "Hamlet") and s["parish"] in by_parish:
                contact = by_parish[s["parish"]]
            else:
                contact = _person(rng, people)
                if typ in ("Village", "Hamlet"):
                    by_parish[s["parish"]] = contact
        s["contact"] = contact
        s["isLevel"] = rng.random() < (
            0.92 if typ in ("School", "Care home", "Sheltered hsg") else 0.74
        )
        long_stay = s["stayMin"] >= 40
        s["hookup"] = rng.random() < (
            0.6 if long_stay and typ != "Village" else 0.3 if long_stay else 0.05
        )
        ex = {
            "Village": VILLAGE_EXTRAS,
            "Hamlet": VILLAGE_EXTRAS,
            "School": SCHOOL_EXTRAS,
            "Care home": CARE_EXTRAS,
            "Sheltered hsg": SHELTERED_EXTRAS,
        }[typ]
        extras: list[str] = []
        for _ in range(
            rng.choices(
                [0, 1, 2, 3],
                weights=[35, 35, 20, 10] if typ in ("Village", "Hamlet") else [10, 35, 35, 20],
            )[0]
        ):
            e = _pick(rng, ex)
            if e not in extras:
                extras.append(e)
        counts = [c for d, c in s.get("counts", [])]
        avg = round(sum(counts) / len(counts), 1) if counts else 0.0
        status = "Active"
        if s.get("_susp") is not None:
            status = "Suspended"
        elif avg < 1.2 and typ in ("Village", "Hamlet") and rng.random() < 0.6:
            status = "Under review"
            s["_review"] = True
        j = jnr.get(s["stpCode"])
        yr = {
            "Village": (1968, 2022),
            "Hamlet": (1975, 2012),
            "School": (1990, 2024),
            "Care home": (1998, 2024),
            "Sheltered hsg": (1985, 2021),
        }[typ]
        stop_rows.append(
            {
                "stpCode": s["stpCode"],
                "parish": s["parish"],
                "locn": s["locn"],
                "stop_typ": typ,
                "Veh": s["Veh"],
                "rteday": s["rteday"],
                "ttWk": s["ttWk"],
                "freq": s["freq"],
                "arrTm": s["arrTm"],
                "stayMin": s["stayMin"],
                "yrAdded": rng.randint(*yr),
                "avgBorr": avg,
                "pctJnr": round(100.0 * j[0] / j[1], 1) if j else None,
                "borrL6": counts[-6:],
                "isLevel": s["isLevel"],
                "hookup": s["hookup"],
                "contact": contact,
                "extras": extras,
                "missDts": list(s["missed"]),
                "Status": status,
                "accessNotes": "",
                "_s": s,
            }
        )
    for _i, r in enumerate(stop_rows):
        s = r["_s"]
        nxt = None
        for t in stops:
            if (
                t["Veh"] == s["Veh"]
                and t["rteday"] == s["rteday"]
                and t["arr"] > s["arr"]
                and (t["ttWk"] == s["ttWk"] or "A+B" in (t["ttWk"], s["ttWk"]))
            ) and (nxt is None or t["arr"] < nxt["arr"]):
                nxt = t
        r["accessNotes"] = _notes(rng, s, nxt)
        del r["_s"]
    for r in rsv:
        del r["_work"], r["_borr"]
    return {"MLStops": stop_rows, "CircTxns": issues, "Rsvns": rsv}


# ---- writing -------------------------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `mobile-library/schema.json` and its three objects files under out."""
    formats = {"MLStops": "jsonl", "CircTxns": "csv", "Rsvns": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
