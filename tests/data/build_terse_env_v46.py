"""Write `wedding-venue`: an invented country-house wedding and events venue's export, named tersely.

Callowmere Hall, an invented Georgian country house let for weddings and events (every space,
client, coordinator, chef, supplier, company and note is made up; the trade's terms are the ordinary
ones), exported its events system the way an engineer exports it: abbreviated property names in
mixed habits (snake_case `area_sqm`, `bkg_ref`, `ord_id`, `num_staff`; camelCase `spcNm`, `rackRt`,
`stepFree`, `capLayouts`, `evtDt`, `clientNm`, `nGuests`, `eveGuests`, `dtBkd`, `dpstPaid`,
`hireGbp`, `isExcl`, `rmsBlk`, `viewDts`, `evNotes`, `bkRef`, `pkgTier`, `ppHd`, `pctSvc`,
`lineTot`, `dtSvc`, `dtFinal`, `dietCts`, `isPaid`, `srvSpc`, `kitLead`, `isLicensed`, `yrRefurb`,
`spcRef`; PascalCase `SpcType`, `EvType`, `BkStat`, `Ceremony`, `Svc`, `Allergens`; glued lowercase
`wing`, `flr`, `feats`, `sleeps`, `avail`, `coord`, `supps`, `srcch`, `caterer`, `covers`,
`srvstyle`; prefixes `dt`, `n`, `is`, `num`, `pct`, `yr`), abbreviated class names (`VnuSpc`,
`Bkgs`, `FnBOrd`), terse descriptions in the trade's shorthand ("Rack rt, £ (hire/day; rm/night)",
"Cap. thtr/cab/bnqt/recep", "Pax (day)", "Dep. pd?", "Hire, £ inc VAT", "£/hd ex VAT", "Svc chg, %",
"Tot., £ inc VAT", "Final nos (blank=TBC)", "Diet. V/VG/GF/DF/NF #", "Chef i/c"), five properties
with no description (`wing`, `coord`, `srcch`, `caterer`, `srvstyle`) and one collection (`FnBOrd`)
with no class description.

- `VnuSpc` (JSON Lines): the register of rooms and spaces: event rooms, outdoor spaces, bedrooms,
  suites and cottages; `capLayouts` holds four capacities (theatre, cabaret, banquet, reception).
- `Bkgs` (CSV): every event booking (weddings, corporate days, private dining, celebrations,
  christenings, wakes, vow renewals) for events from 2024-01-02 to 2026-12-31 booked by the export
  day, 2025-09-26; `spcRef` names the main space (a `VnuSpc.spcNm`); `evNotes` is the one prose
  property (the coordinator's notes). Arrays are JSON strings in cells.
- `FnBOrd` (Parquet, no class description): the catering (food and beverage) orders, one row per
  service of an event: `bkRef` names a `Bkgs.bkg_ref`, `srvSpc` the space served in.

The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v46.py OUT   (writes OUT/wedding-venue/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "wedding-venue"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
EXPORT_DAY = date(2025, 9, 26)
EV_FROM, EV_TO = date(2024, 1, 2), date(2026, 12, 31)
BANK_HOLIDAYS = {
    date(2024, 1, 1),
    date(2024, 3, 29),
    date(2024, 4, 1),
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
    date(2025, 8, 25),
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 5, 4),
    date(2026, 5, 25),
    date(2026, 8, 31),
    date(2026, 12, 25),
    date(2026, 12, 28),
}

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "VnuSpc",
        "Rms & spcs reg.",
        [
            ("spcNm", "text", "Rm/spc"),
            ("SpcType", "text", "Typ. (EV/OUT/BR/STE/COT)"),
            ("wing", "text", None),
            ("flr", "int", "Flr (-1=LG)"),
            ("area_sqm", "number", "Area, m2"),
            ("capLayouts", "int[]", "Cap. thtr/cab/bnqt/recep"),
            ("sleeps", "int", "Sleeps (max)"),
            ("rackRt", "number", "Rack rt, £ (hire/day; rm/night)"),
            ("isLicensed", "boolean", "Lic. cerem.?"),
            ("stepFree", "boolean", "Step-free?"),
            ("feats", "text[]", "Feats"),
            ("yrRefurb", "int", "Refurb yr (blank=unk.)"),
            ("avail", "text", "Avail. (open/refurb/closed)"),
        ],
    ),
    (
        "Bkgs",
        "Evt bkgs",
        [
            ("bkg_ref", "text", "Bkg #"),
            ("evtDt", "date", "Evt dt"),
            ("EvType", "text", "Evt typ."),
            ("spcRef", "text", "Main spc"),
            ("clientNm", "text", "Client (lead)"),
            ("coord", "text", None),
            ("nGuests", "int", "Pax (day)"),
            ("eveGuests", "int", "+ eve pax"),
            ("BkStat", "text", "Stat. (prov/conf/comp/canx)"),
            ("dtBkd", "date", "Bkd"),
            ("dpstPaid", "boolean", "Dep. pd?"),
            ("hireGbp", "number", "Hire, £ inc VAT"),
            ("isExcl", "boolean", "Excl. use?"),
            ("rmsBlk", "int", "Rms held #"),
            ("Ceremony", "text", "Cerem. (civ/relig/hum/bless/off-site)"),
            ("supps", "text[]", "Ext. supp."),
            ("viewDts", "date[]", "Show-round dts"),
            ("srcch", "text", None),
            ("evNotes", PROSE, "Coord. notes"),
        ],
    ),
    (
        "FnBOrd",
        None,
        [
            ("ord_id", "text", "Ord #"),
            ("bkRef", "text", "Bkg"),
            ("Svc", "text", "Svc (cnp/WB/eve/drk/AT/WL/dnr/bfst)"),
            ("caterer", "text", None),
            ("pkgTier", "text", "Pkg (S/G/P/bespoke)"),
            ("covers", "int", "Covers"),
            ("ppHd", "number", "£/hd ex VAT"),
            ("pctSvc", "number", "Svc chg, %"),
            ("lineTot", "number", "Tot., £ inc VAT"),
            ("dtSvc", "date", "Svc dt"),
            ("dtFinal", "date", "Final nos (blank=TBC)"),
            ("dietCts", "int[]", "Diet. V/VG/GF/DF/NF #"),
            ("Allergens", "text[]", "Allergens decl."),
            ("isPaid", "boolean", "Pd?"),
            ("srvSpc", "text", "Srvd in"),
            ("kitLead", "text", "Chef i/c"),
            ("num_staff", "int", "Svc staff #"),
            ("srvstyle", "text", None),
        ],
    ),
]

# ---- the register of rooms and spaces ------------------------------------------------------

# event and outdoor spaces: name, type, wing, floor, m2, [theatre, cabaret, banquet, reception],
# day hire £ ex VAT, licensed, step-free, features, refurbished, availability
EVENT_SPACES = [
    (
        "Great Hall",
        "Event space",
        "Main house",
        0,
        212.0,
        [180, 96, 140, 200],
        4200.0,
        True,
        True,
        ["fireplace", "dance floor", "PA", "stage"],
        2019,
        "Open",
    ),
    (
        "Orangery",
        "Event space",
        "Main house",
        0,
        168.5,
        [120, 72, 110, 150],
        3600.0,
        True,
        True,
        ["garden view", "dance floor", "underfloor heating"],
        2021,
        "Open",
    ),
    (
        "Long Gallery",
        "Event space",
        "Main house",
        1,
        141.0,
        [100, 56, 80, 120],
        2800.0,
        True,
        True,
        ["piano", "fireplace"],
        2016,
        "Open",
    ),
    (
        "Library",
        "Event space",
        "Main house",
        0,
        72.5,
        [40, 24, 30, 50],
        1400.0,
        True,
        True,
        ["fireplace", "projector"],
        2014,
        "Open",
    ),
    (
        "Drawing Room",
        "Event space",
        "Main house",
        0,
        61.0,
        [30, 24, 24, 40],
        1200.0,
        True,
        True,
        ["fireplace", "garden view", "piano"],
        2018,
        "Open",
    ),
    (
        "Music Room",
        "Event space",
        "Main house",
        1,
        54.0,
        [40, 24, 20, 45],
        950.0,
        False,
        True,
        ["projector", "piano"],
        2012,
        "Open",
    ),
    (
        "Steward's Room",
        "Event space",
        "Main house",
        1,
        38.0,
        [24, 16, 16, 25],
        650.0,
        False,
        True,
        ["projector"],
        2020,
        "Open",
    ),
    (
        "Cellar Bar",
        "Event space",
        "Main house",
        -1,
        83.0,
        [30, 16, 24, 70],
        900.0,
        False,
        False,
        ["bar", "PA"],
        2017,
        "Open",
    ),
    (
        "Chapel of St Hild",
        "Event space",
        "Grounds",
        0,
        96.0,
        [90, 0, 0, 60],
        1100.0,
        True,
        False,
        [],
        None,
        "Open",
    ),
    (
        "Lakeside Pavilion",
        "Event space",
        "Grounds",
        0,
        121.0,
        [100, 56, 90, 120],
        2900.0,
        True,
        True,
        ["lake view", "bar", "dance floor"],
        2022,
        "Open",
    ),
    (
        "Coach House Barn",
        "Event space",
        "Coach house",
        0,
        193.0,
        [160, 88, 150, 180],
        3400.0,
        True,
        True,
        ["dance floor", "PA", "bar", "projector"],
        2015,
        "Open",
    ),
    (
        "Old Brewhouse",
        "Event space",
        "Stable block",
        0,
        66.0,
        [40, 24, 32, 50],
        1100.0,
        False,
        True,
        ["projector", "kitchenette"],
        2023,
        "Open",
    ),
    (
        "Boathouse",
        "Event space",
        "Grounds",
        0,
        44.0,
        [0, 0, 16, 30],
        600.0,
        False,
        False,
        ["lake view"],
        None,
        "Closed",
    ),
    (
        "Walled Garden",
        "Outdoor",
        "Grounds",
        None,
        905.0,
        [120, 0, 0, 200],
        1800.0,
        True,
        True,
        ["garden view"],
        None,
        "Open",
    ),
    (
        "East Lawn",
        "Outdoor",
        "Grounds",
        None,
        1420.0,
        [0, 0, 250, 300],
        2500.0,
        False,
        True,
        ["marquee site"],
        None,
        "Open",
    ),
    (
        "South Terrace",
        "Outdoor",
        "Main house",
        None,
        310.0,
        [0, 0, 0, 150],
        600.0,
        False,
        True,
        ["garden view"],
        2021,
        "Open",
    ),
    (
        "Rose Arbour",
        "Outdoor",
        "Grounds",
        None,
        118.0,
        [80, 0, 0, 0],
        750.0,
        True,
        False,
        ["garden view"],
        None,
        "Open",
    ),
]

# accommodation: (wing, floor, type, names)
ROOM_GROUPS = [
    ("Main house", 1, "Suite", ["Fane Suite", "Lady Isobel Suite"]),
    (
        "Main house",
        1,
        "Bedroom",
        [
            "The Admiral",
            "Colonel's Room",
            "Lady Margaret",
            "Bishop's Room",
            "Sir Hugo",
            "Lady Clementine",
            "The Dowager",
            "Rector's Room",
            "Lady Anne",
            "Chaplain's Room",
        ],
    ),
    (
        "Main house",
        2,
        "Bedroom",
        [
            "Heron",
            "Kingfisher",
            "Wren",
            "Swallow",
            "Lapwing",
            "Curlew",
            "Skylark",
            "Goldfinch",
            "Nightjar",
            "Linnet",
            "Redstart",
            "Fieldfare",
            "Dunnock",
            "Siskin",
        ],
    ),
    (
        "East wing",
        None,
        "Bedroom",
        [
            "Oak",
            "Ash",
            "Beech",
            "Rowan",
            "Hazel",
            "Willow",
            "Cedar",
            "Linden",
            "Hornbeam",
            "Walnut",
        ],
    ),
    (
        "Stable block",
        None,
        "Bedroom",
        ["Bramble", "Juniper", "Saffron", "Thistle", "Clover", "Sorrel", "Marigold", "Teasel"],
    ),
    ("Coach house", 1, "Bedroom", ["Ostler's Loft", "Groom's Loft", "Harness Loft", "Tack Loft"]),
    (
        "Grounds",
        None,
        "Cottage",
        [
            "Dairy Cottage",
            "Gardener's Cottage",
            "Keeper's Lodge",
            "Gate Lodge",
            "Laundry Cottage",
            "Ice House Cottage",
        ],
    ),
]
REFURB = {"Nightjar", "Siskin", "Hornbeam"}
CLOSED = {"Ice House Cottage"}
ROOM_FEATS = {
    "four-poster": 3,
    "roll-top bath": 3,
    "walk-in shower": 4,
    "garden view": 4,
    "lake view": 2,
    "fireplace": 2,
    "dog-friendly": 2,
    "accessible bathroom": 1,
    "sofa bed": 2,
}

# ---- people, firms and suppliers ------------------------------------------------------------

FIRST = [
    "Hannah",
    "Sophie",
    "Charlotte",
    "Emily",
    "Olivia",
    "Grace",
    "Lucy",
    "Amelia",
    "Jessica",
    "Chloe",
    "Ellie",
    "Katie",
    "Rebecca",
    "Laura",
    "Harriet",
    "Imogen",
    "Alice",
    "Florence",
    "Rosie",
    "Megan",
    "Zara",
    "Aisha",
    "Priya",
    "Nadia",
    "Mei",
    "Ines",
    "Freya",
    "Georgia",
    "Bethany",
    "Holly",
    "Jasmine",
    "Naomi",
    "Phoebe",
    "Esme",
    "Ruby",
    "Sarah",
    "Victoria",
    "Anna",
    "Leah",
    "Kirsty",
    "James",
    "Thomas",
    "Oliver",
    "William",
    "Daniel",
    "Samuel",
    "Joseph",
    "Matthew",
    "Benjamin",
    "Harry",
    "George",
    "Jack",
    "Alexander",
    "Edward",
    "Luke",
    "Ryan",
    "Adam",
    "Callum",
    "Rhys",
    "Owen",
    "Ethan",
    "Nathan",
    "Hamza",
    "Arjun",
    "Kwame",
    "Tomasz",
    "Mateo",
    "Ravi",
    "Connor",
    "Finlay",
    "Rory",
    "Hugo",
    "Felix",
    "Max",
    "Isaac",
    "Patrick",
    "Marcus",
    "Dominic",
    "Simon",
    "Andrew",
    "Gareth",
    "Mark",
    "David",
    "Paul",
    "Helen",
    "Claire",
    "Susan",
    "Margaret",
    "Janet",
    "Elaine",
]
SURNAME = [
    "Ashdown",
    "Pemberton",
    "Whitcombe",
    "Okoye",
    "Harrington",
    "Fairbairn",
    "Lister",
    "Merriman",
    "Thackeray",
    "Bancroft",
    "Caldwell",
    "Delaney",
    "Ellison",
    "Fenwick",
    "Gilchrist",
    "Hadley",
    "Ingram",
    "Jessop",
    "Kendrick",
    "Latimer",
    "Mabey",
    "Nettleton",
    "Oakes",
    "Prendergast",
    "Quarrie",
    "Rushworth",
    "Stainton",
    "Tennant",
    "Upton",
    "Vickers",
    "Wainwright",
    "Yardley",
    "Adebayo",
    "Bhatt",
    "Chaudhry",
    "Dasgupta",
    "Evans",
    "Fitzgerald",
    "Gallagher",
    "Hughes",
    "Iqbal",
    "Jones",
    "Kowalczyk",
    "Lindqvist",
    "Mensah",
    "Nowak",
    "O'Brien",
    "Patel",
    "Quinn",
    "Rahman",
    "Singh",
    "Thompson",
    "Underwood",
    "Varga",
    "Walsh",
    "Xu",
    "Young",
    "Zielinski",
    "Abbott",
    "Beresford",
    "Cartwright",
    "Dunmore",
    "Eastwood",
    "Farrow",
    "Goodwin",
    "Hollis",
    "Ibbotson",
    "Jarvis",
    "Kirkby",
    "Lowther",
    "Marsden",
    "Newbold",
    "Ormerod",
    "Pickering",
    "Radcliffe",
    "Sutcliffe",
    "Tilbury",
    "Unsworth",
    "Villiers",
    "Whitaker",
    "Armitage",
    "Brough",
    "Coulson",
    "Dyson",
    "Egerton",
    "Fairclough",
    "Greenhalgh",
    "Holroyd",
    "Illingworth",
    "Kay",
    "Lumb",
    "Midgley",
    "Nuttall",
    "Oldroyd",
    "Priestley",
    "Ramsden",
    "Shackleton",
    "Tattersall",
    "Uttley",
    "Waddington",
    "Ackroyd",
    "Binns",
    "Crabtree",
    "Dewhurst",
    "Entwistle",
    "Firth",
    "Haigh",
    "Hirst",
    "Jagger",
    "Kitching",
    "Lockwood",
    "Mallinson",
    "Naylor",
    "Pogson",
    "Redfern",
    "Sugden",
    "Turton",
    "Womersley",
    "Chen",
    "Kaur",
    "Osei",
    "Moreau",
    "Rossi",
    "Novak",
    "Sato",
    "Khan",
    "Ahmed",
    "Ali",
    "Murphy",
    "Kelly",
    "Byrne",
    "Campbell",
    "Stewart",
    "MacLeod",
    "Fraser",
    "Grant",
    "Reid",
    "Lloyd",
    "Price",
    "Morgan",
    "Griffiths",
    "Powell",
]
COORDS_WED = {"Freya Lomax": 4, "Imogen Hartree": 4, "Callum Reid": 3}
COORDS_CORP = {"Priya Venkat": 4, "Owen Maddox": 3}
COORD_OTHER = "Beatrix Coyle"
CHEFS = {"R. Dunmore": 4, "A. Castellano": 3, "J. Whitlock": 3, "S. Adeyemi": 2, "M. Kerrigan": 2}
COMPANIES = [
    "Holbrook Analytics",
    "Tarrant & Lowe LLP",
    "Greyling Pharma",
    "Marrick Homes",
    "Northvale Bank",
    "Oxley Engineering",
    "Pennine Software",
    "Sedgwick Foods",
    "Calder Mutual",
    "Brightwater Energy",
    "Fenner Logistics",
    "Aldous Architects",
    "Kestrel Insurance",
    "Morland Estates",
    "Quillon Legal",
    "Rivington Health",
    "Saxby Retail",
    "Thornleigh Academy Trust",
    "Veritas Audit",
    "Wolds Water",
]
SUPPLIERS = {
    "florist": ["Petal & Thorn", "Meadowsweet Flowers", "Hedgerow & Bloom"],
    "photographer": ["Ellis Ward Photography", "Lumen & Lace", "Tom Greaves Photo"],
    "videographer": ["Reel Vows Films"],
    "band": ["The Velvet Reeds", "Brass Tacks Band", "Northern Soul Revue"],
    "DJ": ["Spin Cycle Discos", "DJ Marcus Bloom"],
    "cake": ["Crumb & Co Cakes", "The Sugar Loft"],
    "hair and make-up": ["Gilded Brush", "Bridal Glow Studio"],
    "toastmaster": ["Pennant Toastmasters"],
    "photo booth": ["Snapjar Booths"],
    "marquee": ["Canvas & Pole Marquees"],
    "fireworks": ["Starburst Displays"],
    "cars": ["Vintage Wheels Hire"],
    "strings": ["Calder String Quartet"],
    "AV": ["Halcyon AV"],
}
CHURCHES = ["St Mary's", "St Giles", "All Saints", "Holy Trinity"]
TRADE_OF = {firm: trade for trade, firms in SUPPLIERS.items() for firm in firms}
CATERERS_WED = {"In-house": 14, "Saltmarsh Kitchen": 3, "Fig & Fennel": 3}
STREET_FOOD = {"The Grazing Cart": 1, "Hearth & Hog": 1}
ALLERGENS = {
    "gluten": 10,
    "milk": 8,
    "tree nuts": 7,
    "peanuts": 6,
    "eggs": 4,
    "sesame": 4,
    "fish": 2,
    "crustaceans": 3,
    "molluscs": 2,
    "mustard": 2,
    "celery": 2,
    "soya": 2,
    "sulphites": 2,
    "lupin": 1,
}
SOURCES = {
    "Wedding": {"Website": 30, "Wedding fair": 20, "Directory": 25, "Referral": 15, "Social": 10},
    "Vow renewal": {"Website": 3, "Referral": 2, "Repeat client": 4, "Social": 1},
    "Corporate": {"Website": 40, "Agency": 30, "Referral": 15, "Repeat client": 15},
    "Private dining": {"Website": 45, "Referral": 20, "Repeat client": 25, "Social": 10},
    "Celebration": {"Website": 40, "Referral": 25, "Repeat client": 15, "Social": 20},
    "Christening": {"Website": 30, "Referral": 30, "Repeat client": 30, "Social": 10},
    "Wake": {"Website": 20, "Referral": 50, "Repeat client": 30},
}
# per head, £ ex VAT: Silver, Gold, Platinum
PRICES = {
    "Canapes": (9.5, 12.5, 16.0),
    "Wedding breakfast": (58.0, 72.0, 89.0),
    "Evening food": (14.0, 18.0, 24.0),
    "Drinks pkg": (24.0, 32.0, 45.0),
    "Afternoon tea": (22.0, 28.0, 34.0),
    "Working lunch": (16.0, 21.0, 26.0),
    "Dinner": (55.0, 68.0, 85.0),
    "Breakfast": (16.0, 19.0, 24.0),
}
SVC_ORDER = list(PRICES)


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _peak(d: date) -> bool:
    return 4 <= d.month <= 10


def _spaces(rng: random.Random) -> list[dict]:
    rows = []
    for name, typ, wing, flr, area, caps, rate, lic, step, feats, yr, avail in EVENT_SPACES:
        rows.append(
            {
                "spcNm": name,
                "SpcType": typ,
                "wing": wing,
                "flr": flr,
                "area_sqm": area,
                "capLayouts": caps,
                "sleeps": None,
                "rackRt": rate,
                "isLicensed": lic,
                "stepFree": step,
                "feats": feats,
                "yrRefurb": yr,
                "avail": avail,
            }
        )
    for wing, floor, typ, names in ROOM_GROUPS:
        for name in names:
            if typ == "Suite":
                area, sleeps, rate = (
                    round(rng.uniform(46, 70), 1),
                    rng.choice([2, 2, 3, 4]),
                    rng.choice([345.0, 395.0, 450.0]),
                )
                feats = ["four-poster", "roll-top bath"] + rng.sample(
                    ["garden view", "fireplace", "lake view"], 1
                )
            elif typ == "Cottage":
                area, sleeps = round(rng.uniform(58, 124), 1), rng.choice([4, 4, 5, 6, 6, 8])
                rate = float(380 + 45 * (sleeps - 4) + rng.choice([0, 20, 40]))
                feats = ["kitchenette", "dog-friendly"] + rng.sample(
                    ["fireplace", "garden view", "sofa bed"], rng.randint(0, 2)
                )
            else:
                area = round(rng.uniform(17, 39), 1)
                sleeps = 3 if rng.random() < 0.2 else 2
                rate = float(rng.choice([165, 185, 195, 215, 235, 255, 275, 295]))
                pool = {k: v for k, v in ROOM_FEATS.items() if k not in ("kitchenette",)}
                feats = []
                for _ in range(rng.randint(0, 3)):
                    f = _pick(rng, pool)
                    if f not in feats:
                        feats.append(f)
                if sleeps == 3 and "sofa bed" not in feats:
                    feats.append("sofa bed")
            if wing == "East wing":
                flr = rng.choice([0, 1])
            elif wing == "Stable block":
                flr = rng.choice([0, 0, 1])
            else:
                flr = floor
            step = flr == 0 or (wing == "Main house" and flr == 1 and rng.random() < 0.5)
            if (
                step
                and rng.random() < 0.4
                and "accessible bathroom" not in feats
                and typ == "Bedroom"
            ):
                feats.append("accessible bathroom")
            yr = (
                None
                if (wing == "Stable block" and rng.random() < 0.6) or rng.random() < 0.08
                else rng.randint(2009, 2025)
            )
            avail = "Refurb" if name in REFURB else ("Closed" if name in CLOSED else "Open")
            if avail == "Refurb":
                yr = None if yr is None else min(yr, 2014)
            rows.append(
                {
                    "spcNm": name,
                    "SpcType": typ,
                    "wing": wing,
                    "flr": flr,
                    "area_sqm": area,
                    "capLayouts": [],
                    "sleeps": sleeps,
                    "rackRt": rate,
                    "isLicensed": False,
                    "stepFree": step,
                    "feats": feats,
                    "yrRefurb": yr,
                    "avail": avail,
                }
            )
    return rows


# ---- notes ---------------------------------------------------------------------------------


def _t(rng: random.Random, lo: int, hi: int) -> str:
    h = rng.randint(lo, hi)
    return f"{h:02d}:{rng.choice(['00', '15', '30', '45'])}"


def _note(rng: random.Random, ev: dict, extra: dict) -> str:
    typ, main, n = ev["EvType"], ev["spcRef"], ev["nGuests"]
    s: list[str] = []
    first = ev["clientNm"].split()[0]
    if typ in ("Wedding", "Vow renewal"):
        cer = ev["Ceremony"]
        if cer == "Off-site":
            s.append(
                f"Ceremony at {rng.choice(CHURCHES)} church in the village, "
                f"guests arrive from {_t(rng, 13, 15)} for drinks on the {rng.choice(['South Terrace', 'lawn'])}."
            )
        else:
            where = {"Religious": "Chapel of St Hild"}.get(
                cer,
                rng.choice(["Walled Garden", "Orangery", "Great Hall", "Rose Arbour", "Library"]),
            )
            s.append(
                f"{cer} ceremony {_t(rng, 12, 15)} in the {where}, wedding breakfast in the {main}."
            )
            if where in ("Walled Garden", "Rose Arbour"):
                s.append(
                    f"Wet weather plan: ceremony moves to the {rng.choice(['Orangery', 'Great Hall', 'Long Gallery'])}, "
                    f"decision by {_t(rng, 9, 11)} on the day."
                )
        s.append(
            rng.choice(
                [
                    f"{first} wants the top table facing the garden doors.",
                    f"Table plan due {rng.choice([7, 10, 14])} days before, {rng.randint(8, 18)} round tables.",
                    "Confetti outside only, biodegradable petals.",
                    f"{rng.randint(1, 3)} guests use wheelchairs, ramp at the east door needed.",
                    "Dog ring-bearer approved, handler collects after photos.",
                    f"Speeches before the meal, {rng.randint(3, 5)} speakers, radio mic from us.",
                    f"First dance at {_t(rng, 19, 21)}, evening guests from {_t(rng, 19, 20)}.",
                    f"Sparkler exit at {_t(rng, 21, 22)}, buckets of sand by the steps.",
                    f"Late bar until {rng.choice(['00:00', '00:30', '01:00'])}, carriages half an hour later.",
                ]
            )
        )
        if extra.get("supps"):
            sp = rng.choice(extra["supps"])
            trade = TRADE_OF[sp]
            opts = [
                f"{sp} confirmed, contact details on file.",
                f"{sp} to arrive {_t(rng, 9, 14)}, load-in via the Stable Yard.",
            ]
            if trade in ("band", "DJ", "photo booth"):
                opts.append(
                    f"{sp} needs two power points by the dance floor, set up from {_t(rng, 17, 19)}."
                )
            elif trade in ("photographer", "videographer"):
                opts.append(
                    f"{sp} wants group photos on the {rng.choice(['South Terrace', 'front steps', 'East Lawn'])} after the ceremony."
                )
            elif trade == "florist":
                opts.append(
                    f"{sp} dressing the {main} from {_t(rng, 8, 10)}, arch to stay until the evening."
                )
            elif trade == "cake":
                opts.append(
                    f"{sp} delivering the cake at {_t(rng, 11, 14)}, stand and knife from us."
                )
            elif trade == "marquee":
                opts.append(
                    f"{sp} build on the East Lawn {rng.randint(2, 4)} days before, generator on site."
                )
            elif trade == "fireworks":
                opts.append(f"{sp} display at {_t(rng, 21, 22)}, neighbours notified.")
            s.append(rng.choice(opts))
        if ev["isExcl"]:
            s.append(
                f"Exclusive use, all rooms held, keys to {first} at {_t(rng, 14, 16)} the day before."
            )
    elif typ == "Corporate":
        co = extra["company"]
        s.append(
            rng.choice(
                [
                    f"{co} away day, {n} delegates, {rng.choice(['theatre', 'cabaret', 'boardroom'])} style in the {main}.",
                    f"{co} training day for {n}, arrivals from {_t(rng, 8, 9)}, tea and coffee on arrival.",
                    f"{co} board meeting and dinner, {n} attending.",
                    f"{co} client event, {n} guests, drinks then presentations in the {main}.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    f"AV: projector and {rng.randint(1, 3)} lapel mics, test at {_t(rng, 7, 8)}.",
                    f"Invoice to {co} accounts, PO {rng.randint(40000, 89999)} required.",
                    f"Breakout space needed from {_t(rng, 11, 14)}.",
                    f"Parking for {rng.randint(8, 40)} cars on the gravel, coach at {_t(rng, 16, 17)}.",
                    "Wifi code and printed agenda on each seat.",
                    f"Finish by {_t(rng, 16, 17)}, room reset needed for the evening.",
                ]
            )
        )
    elif typ == "Private dining":
        s.append(
            rng.choice(
                [
                    f"Birthday dinner, {first}'s {rng.choice(['40th', '50th', '60th', '70th', '80th'])}, {n} guests, long table in the {main}.",
                    f"Anniversary dinner for {n} in the {main}, candles and a cake at {_t(rng, 21, 22)}.",
                    f"Supper club for {n}, {first} hosting, seated at {_t(rng, 19, 20)}.",
                    f"Family dinner for {n}, {first} bringing own place cards.",
                    f"Reunion dinner, {n} guests, drinks first in the {rng.choice(['Library', 'Cellar Bar', 'Drawing Room'])}.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    f"Wine pre-ordered, {rng.randint(2, 8)} bottles of red and {rng.randint(2, 6)} of white.",
                    f"Taxis booked for {_t(rng, 22, 23)}.",
                    "One guest coeliac, kitchen told.",
                    f"Carriages at {_t(rng, 22, 23)}, fire lit from {_t(rng, 18, 19)}.",
                    f"Corkage agreed at £{rng.choice([12, 15, 18])} a bottle.",
                ]
            )
        )
    elif typ == "Celebration":
        s.append(
            rng.choice(
                [
                    f"{first}'s {rng.choice(['18th', '21st', '30th', '40th', '50th', '60th'])} birthday party, {n} guests in the {main}.",
                    f"Engagement party for {first}, {n} guests, from {_t(rng, 18, 19)}.",
                    f"Retirement party, {n} guests, speeches at {_t(rng, 19, 20)}.",
                    f"Golden wedding lunch, {n} guests, {first} hosting.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    f"Music off at {rng.choice(['23:00', '23:30', '00:00'])}, neighbours' agreement.",
                    "Balloons allowed inside only, no confetti.",
                    f"Children's table for {rng.randint(4, 12)}, high chairs needed.",
                    f"Slideshow on the projector at {_t(rng, 20, 21)}.",
                ]
            )
        )
    elif typ == "Christening":
        s.append(
            rng.choice(
                [
                    f"Christening of {first}'s {rng.choice(['son', 'daughter', 'twins'])}, service in the Chapel of St Hild at {_t(rng, 11, 13)}, tea after in the {main}.",
                    f"Naming day for {first}'s baby, {n} guests, afternoon tea in the {main}.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    f"High chairs x{rng.randint(2, 6)}, baby changing in the east cloakroom.",
                    "Cake from the family, plates and knife from us.",
                    "Photos on the lawn if dry.",
                ]
            )
        )
    elif typ == "Wake":
        s.append(
            rng.choice(
                [
                    f"Wake after the funeral at {rng.choice(CHURCHES + ['the crematorium'])}, about {n} expected from {_t(rng, 12, 14)}.",
                    f"Celebration of life for {first}'s {rng.choice(['father', 'mother', 'grandfather', 'grandmother', 'husband', 'wife'])}, {n} guests, {main}.",
                ]
            )
        )
        s.append(
            rng.choice(
                [
                    f"Family want a quiet room held back, the {rng.choice(['Library', 'Drawing Room', 'Music Room'])} if free.",
                    "Photo board and order of service table by the door.",
                    "Numbers may change, family to ring the day before.",
                    f"Funeral director {rng.choice(['Hartley & Sons', 'Cowell Funeral Care', 'Ridings Funerals'])} to confirm timings.",
                ]
            )
        )
    if ev["BkStat"] == "Cancelled":
        s.append(
            rng.choice(
                [
                    "Cancelled by the client, deposit retained per T&Cs.",
                    "Cancelled, date released; deposit refunded as the date was rebooked.",
                    f"Cancelled {rng.randint(3, 30)} weeks out, client moving abroad.",
                    "Cancelled after illness in the family, deposit held as credit.",
                ]
            )
        )
    elif ev["BkStat"] == "Provisional":
        s.append(
            rng.choice(
                [
                    f"Provisional hold for {rng.choice([7, 10, 14])} days, contract sent.",
                    "Held provisionally pending a second viewing.",
                    "Second option on the date, first hold expires Friday.",
                ]
            )
        )
    while len(" ".join(s).split()) > 50 and len(s) > 2:
        del s[-2]
    return " ".join(s)


# ---- objects -------------------------------------------------------------------------------


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4646)
    spaces = _spaces(rng)
    by_name = {s["spcNm"]: s for s in spaces}
    open_rooms = sum(1 for s in spaces if s["sleeps"] is not None and s["avail"] == "Open")

    clients: list[str] = []

    def new_client() -> str:
        return f"{rng.choice(FIRST)} {rng.choice(SURNAME)}"

    def client_for(src: str) -> str:
        if src == "Repeat client" and clients:
            return rng.choice(clients)
        name = new_client()
        clients.append(name)
        return name

    def banquet(name: str) -> int:
        return by_name[name]["capLayouts"][2] or by_name[name]["capLayouts"][3]

    def fee(name: str, factor: float) -> float:
        return round(by_name[name]["rackRt"] * factor * 1.2, 2)

    events: list[dict] = []
    d = EV_FROM
    while d <= EV_TO:
        peak, dow = _peak(d), d.weekday()
        bh = d in BANK_HOLIDAYS
        used: set[str] = set()
        excl_day = False
        # -- weddings
        p = {5: (0.92, 0.45), 4: (0.6, 0.2), 6: (0.3, 0.08), 3: (0.12, 0.03)}.get(dow, (0.04, 0.01))
        p = p[0] if peak else p[1]
        if bh and dow == 0:
            p = 0.5 if peak else 0.1
        if d.month in (1, 2) and dow != 5:
            p *= 0.5
        if rng.random() < p:
            n = max(30, min(170, int(rng.triangular(36, 170, 95))))
            if n > 150 and not (5 <= d.month <= 9):
                n = rng.randint(120, 150)
            cands = [
                s
                for s in ("Great Hall", "Orangery", "Coach House Barn", "Lakeside Pavilion")
                if banquet(s) >= n
            ]
            if 5 <= d.month <= 9 and (n > 150 or rng.random() < 0.12):
                main = "East Lawn"
            else:
                main = rng.choice(cands)
            excl = rng.random() < ({5: 0.55, 4: 0.3}.get(dow, 0.15) if peak else 0.2)
            cer = _pick(
                rng, {"Civil": 55, "Religious": 12, "Off-site": 15, "Humanist": 10, "Blessing": 8}
            )
            factor = (1.0 if dow == 5 else 0.8) * (1.0 if peak else 0.65)
            hire = (
                round((14400.0 if dow == 5 else 11400.0) * (1.0 if peak else 0.7), 2)
                if excl
                else fee(main, factor)
            )
            if main == "East Lawn":
                hire = round(hire + 1200.0, 2)
            events.append(
                {
                    "EvType": "Wedding",
                    "evtDt": d,
                    "spcRef": main,
                    "nGuests": n,
                    "eveGuests": rng.randint(12, 85),
                    "isExcl": excl,
                    "Ceremony": cer,
                    "hireGbp": hire,
                    "rmsBlk": rng.randint(open_rooms - 4, open_rooms)
                    if excl
                    else rng.randint(4, 24),
                }
            )
            used.add(main)
            excl_day = excl
        # -- vow renewals
        vcands = [s for s in ("Orangery", "Drawing Room", "Lakeside Pavilion") if s not in used]
        if not excl_day and dow in (5, 6) and vcands and rng.random() < (0.1 if peak else 0.03):
            main = rng.choice(vcands)
            n = rng.randint(16, min(60, banquet(main)))
            events.append(
                {
                    "EvType": "Vow renewal",
                    "evtDt": d,
                    "spcRef": main,
                    "nGuests": n,
                    "eveGuests": rng.randint(10, 40) if rng.random() < 0.5 else None,
                    "isExcl": False,
                    "Ceremony": rng.choice(["Humanist", "Blessing"]),
                    "hireGbp": fee(main, 0.7),
                    "rmsBlk": rng.randint(0, 8),
                }
            )
            used.add(main)
        if excl_day:
            d += timedelta(days=1)
            continue
        # -- corporate
        pc = 0.6 if dow <= 3 else (0.3 if dow == 4 else 0.0)
        if bh or (d.month == 12 and d.day > 22) or (d.month == 1 and d.day < 3):
            pc = 0.0
        elif d.month == 8:
            pc *= 0.35
        elif d.month == 12:
            pc = 0.75 if dow <= 4 else 0.2
        for _ in range(2 if rng.random() < 0.25 else 1):
            if rng.random() < pc:
                xmas = d.month == 12
                n = int(rng.triangular(10, 160, 30)) if not xmas else rng.randint(30, 140)
                cands = [
                    s
                    for s in (
                        "Library",
                        "Music Room",
                        "Steward's Room",
                        "Old Brewhouse",
                        "Long Gallery",
                        "Coach House Barn",
                        "Great Hall",
                    )
                    if s not in used
                    and by_name[s]["capLayouts"][0] >= n
                    and banquet(s) >= min(n, 140)
                ]
                if xmas:
                    cands = [
                        s
                        for s in ("Great Hall", "Coach House Barn", "Orangery", "Long Gallery")
                        if s not in used and banquet(s) >= n
                    ]
                if cands:
                    main = (
                        min(cands, key=lambda s: (by_name[s]["capLayouts"][0], rng.random()))
                        if rng.random() < 0.7
                        else rng.choice(cands)
                    )
                    events.append(
                        {
                            "EvType": "Corporate",
                            "evtDt": d,
                            "spcRef": main,
                            "nGuests": n,
                            "eveGuests": None,
                            "isExcl": False,
                            "Ceremony": None,
                            "hireGbp": fee(main, 0.8 if not xmas else 1.0),
                            "rmsBlk": rng.randint(4, 30) if rng.random() < 0.25 else 0,
                            "_xmas": xmas,
                        }
                    )
                    used.add(main)
        # -- private dining
        pd_ = 0.55 if dow in (4, 5) else 0.42
        if rng.random() < pd_:
            n = rng.randint(8, 34)
            cands = [
                s
                for s in ("Drawing Room", "Library", "Cellar Bar", "Steward's Room", "Long Gallery")
                if s not in used and banquet(s) >= n
            ]
            if cands:
                main = rng.choice(cands)
                events.append(
                    {
                        "EvType": "Private dining",
                        "evtDt": d,
                        "spcRef": main,
                        "nGuests": n,
                        "eveGuests": None,
                        "isExcl": False,
                        "Ceremony": None,
                        "hireGbp": fee(main, 0.5),
                        "rmsBlk": rng.randint(1, 8) if rng.random() < 0.3 else 0,
                    }
                )
                used.add(main)
        # -- celebrations
        if rng.random() < (0.14 if dow in (4, 5, 6) else 0.03):
            n = rng.randint(25, 130)
            cands = [
                s
                for s in (
                    "Orangery",
                    "Cellar Bar",
                    "Coach House Barn",
                    "Lakeside Pavilion",
                    "Great Hall",
                    "Drawing Room",
                )
                if s not in used and by_name[s]["capLayouts"][3] >= n
            ]
            if cands:
                main = rng.choice(cands)
                events.append(
                    {
                        "EvType": "Celebration",
                        "evtDt": d,
                        "spcRef": main,
                        "nGuests": n,
                        "eveGuests": rng.randint(10, 60) if rng.random() < 0.3 else None,
                        "isExcl": rng.random() < 0.04,
                        "Ceremony": None,
                        "hireGbp": fee(main, 0.75),
                        "rmsBlk": rng.randint(0, 12),
                    }
                )
                used.add(main)
        # -- christenings
        if rng.random() < ({6: 0.25, 5: 0.05}.get(dow, 0.0)):
            n = rng.randint(20, 60)
            cands = [
                s
                for s in ("Orangery", "Drawing Room", "Lakeside Pavilion")
                if s not in used and by_name[s]["capLayouts"][3] >= n
            ]
            if cands:
                main = rng.choice(cands)
                events.append(
                    {
                        "EvType": "Christening",
                        "evtDt": d,
                        "spcRef": main,
                        "nGuests": n,
                        "eveGuests": None,
                        "isExcl": False,
                        "Ceremony": None,
                        "hireGbp": fee(main, 0.45),
                        "rmsBlk": 0,
                    }
                )
                used.add(main)
        # -- wakes
        if dow <= 4 and not bh and rng.random() < 0.1:
            n = rng.randint(20, 110)
            cands = [
                s
                for s in ("Orangery", "Drawing Room", "Coach House Barn", "Library")
                if s not in used and by_name[s]["capLayouts"][3] >= n
            ]
            if cands:
                main = rng.choice(cands)
                events.append(
                    {
                        "EvType": "Wake",
                        "evtDt": d,
                        "spcRef": main,
                        "nGuests": n,
                        "eveGuests": None,
                        "isExcl": False,
                        "Ceremony": None,
                        "hireGbp": fee(main, 0.4),
                        "rmsBlk": 0,
                    }
                )
                used.add(main)
        d += timedelta(days=1)

    # -- booking dates, status, money, suppliers, viewings, notes
    lead = {
        "Wedding": (150, 720),
        "Vow renewal": (60, 300),
        "Corporate": (14, 150),
        "Private dining": (5, 60),
        "Celebration": (30, 240),
        "Christening": (21, 120),
        "Wake": (3, 12),
    }
    bookings: list[dict] = []
    for ev in events:
        lo, hi = lead[ev["EvType"]]
        bkd = ev["evtDt"] - timedelta(days=rng.randint(lo, hi))
        if bkd > EXPORT_DAY:
            continue
        ev["dtBkd"] = bkd
        if rng.random() < (
            0.06 if ev["EvType"] in ("Wedding", "Celebration", "Corporate") else 0.025
        ):
            stat = "Cancelled"
        elif ev["evtDt"] < EXPORT_DAY:
            stat = "Completed"
        elif ((EXPORT_DAY - bkd).days <= 21 and rng.random() < 0.7) or rng.random() < 0.08:
            stat = "Provisional"
        else:
            stat = "Confirmed"
        ev["BkStat"] = stat
        ev["dpstPaid"] = stat in ("Completed", "Confirmed") or (
            stat == "Cancelled" and rng.random() < 0.65
        )
        typ = ev["EvType"]
        src = _pick(rng, SOURCES[typ])
        if typ == "Corporate":
            company = rng.choice(COMPANIES)
            ev["_company"] = company
        ev["srcch"] = src
        ev["clientNm"] = client_for(src)
        ev["coord"] = (
            _pick(rng, COORDS_WED)
            if typ in ("Wedding", "Vow renewal")
            else _pick(rng, COORDS_CORP)
            if typ in ("Corporate", "Private dining")
            else (COORD_OTHER if rng.random() < 0.7 else _pick(rng, {**COORDS_WED, **COORDS_CORP}))
        )
        supps: list[str] = []
        if typ == "Wedding":
            trades = ["florist", "photographer"]
            trades += [
                t
                for t, pr in (
                    ("band", 0.45),
                    ("DJ", 0.55),
                    ("cake", 0.6),
                    ("hair and make-up", 0.35),
                    ("videographer", 0.3),
                    ("toastmaster", 0.25),
                    ("photo booth", 0.2),
                    ("fireworks", 0.08),
                    ("cars", 0.2),
                    ("strings", 0.2),
                )
                if rng.random() < pr
            ]
            if ev["spcRef"] == "East Lawn":
                trades.append("marquee")
            rng.shuffle(trades)
            trades = trades[: rng.randint(2, 7)]
            if ev["spcRef"] == "East Lawn" and "marquee" not in trades:
                trades.append("marquee")
            supps = [rng.choice(SUPPLIERS[t]) for t in trades]
        elif typ == "Vow renewal":
            supps = [
                rng.choice(SUPPLIERS[t])
                for t in rng.sample(
                    ["florist", "photographer", "strings", "cake"], rng.randint(0, 3)
                )
            ]
        elif typ == "Celebration":
            supps = [
                rng.choice(SUPPLIERS[t])
                for t in rng.sample(
                    ["DJ", "band", "cake", "photo booth", "fireworks"], rng.randint(0, 3)
                )
            ]
        elif typ == "Corporate":
            supps = ["Halcyon AV"] if rng.random() < 0.3 else []
        elif typ == "Private dining":
            supps = [rng.choice(SUPPLIERS["strings"])] if rng.random() < 0.06 else []
        elif typ == "Christening":
            supps = [
                rng.choice(SUPPLIERS[t])
                for t in rng.sample(["cake", "photographer", "florist"], rng.randint(0, 2))
            ]
        elif typ == "Wake":
            supps = [rng.choice(SUPPLIERS["florist"])] if rng.random() < 0.2 else []
        ev["supps"] = supps
        views: list[date] = []
        nv = {
            "Wedding": rng.choice([1, 1, 2, 2, 2, 3]),
            "Vow renewal": rng.randint(0, 1),
            "Celebration": rng.randint(0, 1),
            "Corporate": 1 if rng.random() < 0.3 else 0,
            "Christening": 1 if rng.random() < 0.2 else 0,
        }.get(typ, 0)
        v = bkd
        for _ in range(nv):
            v = v - timedelta(days=rng.randint(2, 45))
            while v.weekday() == 0:
                v -= timedelta(days=1)
            views.append(v)
        ev["viewDts"] = sorted(views)
        ev["evNotes"] = _note(rng, ev, {"supps": supps, "company": ev.get("_company")})
        bookings.append(ev)

    # booking references: the booking year and a counter, in booking order
    bookings.sort(key=lambda e: (e["dtBkd"], e["evtDt"], e["spcRef"]))
    counters: dict[int, int] = {}
    for ev in bookings:
        y = ev["dtBkd"].year
        counters[y] = counters.get(y, 0) + 1
        ev["bkg_ref"] = f"B{y % 100:02d}-{counters[y]:04d}"

    # -- catering orders
    orders: list[dict] = []
    for ev in bookings:
        if ev["BkStat"] in ("Cancelled", "Provisional"):
            continue
        if (
            ev["evtDt"] > EXPORT_DAY
            and (ev["evtDt"] - EXPORT_DAY).days > 270
            and rng.random() < 0.7
        ):
            continue
        typ, main, n, d = ev["EvType"], ev["spcRef"], ev["nGuests"], ev["evtDt"]
        eve = ev["eveGuests"] or 0
        svcs: list[tuple[str, int]] = []
        if typ == "Wedding":
            if rng.random() < 0.9:
                svcs.append(("Canapes", n))
            if rng.random() < 0.85:
                svcs.append(("Drinks pkg", n))
            svcs.append(("Wedding breakfast", n))
            if rng.random() < 0.9:
                svcs.append(("Evening food", n + eve))
            if ev["isExcl"] and rng.random() < 0.8:
                svcs.append(("Breakfast", rng.randint(int(ev["rmsBlk"] * 1.6), ev["rmsBlk"] * 2)))
        elif typ == "Vow renewal":
            svcs += [("Canapes", n), ("Dinner", n)]
            if eve:
                svcs.append(("Evening food", n + eve))
        elif typ == "Corporate":
            if ev.get("_xmas"):
                svcs += [("Drinks pkg", n), ("Dinner", n)]
            else:
                if rng.random() < 0.85:
                    svcs.append(("Working lunch", n))
                if rng.random() < 0.3:
                    svcs.append(("Afternoon tea", n))
                if rng.random() < 0.25:
                    svcs.append(("Dinner", max(6, n - rng.randint(0, n // 3))))
                if ev["rmsBlk"] and rng.random() < 0.7:
                    svcs.append(("Breakfast", ev["rmsBlk"]))
        elif typ == "Private dining":
            svcs.append(("Dinner", n))
            if rng.random() < 0.4:
                svcs.append(("Drinks pkg", n))
            if rng.random() < 0.2:
                svcs.append(("Canapes", n))
        elif typ == "Celebration":
            for s_, pr in (
                ("Canapes", 0.5),
                ("Drinks pkg", 0.7),
                ("Dinner", 0.35),
                ("Evening food", 0.6),
            ):
                if rng.random() < pr:
                    svcs.append((s_, n + eve if s_ == "Evening food" else n))
            if not svcs:
                svcs.append(("Evening food", n + eve))
        elif typ in ("Christening", "Wake"):
            svcs.append(("Afternoon tea", n))
            if typ == "Christening" and rng.random() < 0.3:
                svcs.append(("Drinks pkg", n))
        caterer = (
            _pick(rng, CATERERS_WED)
            if typ in ("Wedding", "Vow renewal", "Celebration")
            else ("In-house" if rng.random() < 0.93 else "Saltmarsh Kitchen")
        )
        tier = _pick(rng, {"Silver": 3, "Gold": 5, "Platinum": 2, "Bespoke": 1})
        chef = _pick(rng, CHEFS)
        for svc, covers in svcs:
            cat = caterer
            if svc == "Evening food" and typ in ("Wedding", "Celebration") and rng.random() < 0.3:
                cat = _pick(rng, STREET_FOOD)
            if svc == "Drinks pkg" or svc == "Breakfast":
                cat = "In-house"
            t = tier if rng.random() < 0.85 else _pick(rng, {"Silver": 3, "Gold": 5, "Platinum": 2})
            base = PRICES[svc]
            pp = base[{"Silver": 0, "Gold": 1, "Platinum": 2}.get(t, 1)]
            if t == "Bespoke":
                pp = pp * rng.uniform(1.1, 1.4)
            if cat != "In-house":
                pp = pp * rng.uniform(0.92, 1.12)
            pp = round(pp * 2) / 2 if t != "Bespoke" and cat == "In-house" else round(pp, 2)
            pct = (
                0.0
                if typ in ("Corporate", "Wake") or svc == "Drinks pkg"
                else (12.5 if cat == "In-house" else 10.0)
            )
            sd = d + timedelta(days=1) if svc == "Breakfast" else d
            notice = {"Wedding": 14, "Vow renewal": 14, "Celebration": 10}.get(
                typ, 3 if typ == "Wake" else 7
            )
            fin = sd - timedelta(days=notice)
            final = fin if fin <= EXPORT_DAY else None
            if svc == "Drinks pkg":
                diets: list[int] = []
            else:
                v = sum(rng.random() < 0.09 for _ in range(covers))
                vg = sum(rng.random() < 0.04 for _ in range(covers))
                gf = sum(rng.random() < 0.03 for _ in range(covers))
                df = sum(rng.random() < 0.02 for _ in range(covers))
                nf = sum(rng.random() < 0.01 for _ in range(covers))
                diets = [v, vg, gf, df, nf]
            alg: list[str] = []
            if svc != "Drinks pkg":
                for _ in range(min(4, sum(rng.random() < 0.012 for _ in range(covers)))):
                    a = _pick(rng, ALLERGENS)
                    if a not in alg:
                        alg.append(a)
            if svc == "Canapes":
                spc = (
                    "South Terrace"
                    if (5 <= sd.month <= 9 and rng.random() < 0.6 and main != "East Lawn")
                    else main
                )
            elif svc == "Drinks pkg":
                r = rng.random()
                spc = (
                    "South Terrace"
                    if r < 0.35 and 5 <= sd.month <= 9
                    else "Walled Garden"
                    if r < 0.5 and 6 <= sd.month <= 8
                    else main
                )
            elif svc == "Breakfast":
                spc = "Orangery" if main != "Orangery" and rng.random() < 0.7 else "Great Hall"
            elif (
                svc == "Working lunch"
                and main in ("Steward's Room", "Music Room")
                and rng.random() < 0.6
            ):
                spc = "Old Brewhouse"
            else:
                spc = main
            style = {
                "Canapes": {"Passed": 1},
                "Drinks pkg": {"Bar": 1},
                "Wedding breakfast": {"Plated": 15, "Family style": 4, "Buffet": 1},
                "Evening food": {"Buffet": 11, "Bowl food": 6, "Passed": 3},
                "Afternoon tea": {"Buffet": 6, "Plated": 4},
                "Working lunch": {"Buffet": 7, "Bowl food": 3},
                "Dinner": {"Plated": 8, "Family style": 2},
                "Breakfast": {"Buffet": 17, "Plated": 3},
            }[svc]
            srvstyle = _pick(rng, style)
            per = {
                "Plated": 10,
                "Family style": 12,
                "Buffet": 20,
                "Bowl food": 15,
                "Passed": 25,
                "Bar": 30,
            }[srvstyle]
            staff = max(1, round(covers / per + rng.uniform(-0.4, 1.2)))
            paid = (rng.random() < 0.95) if sd < EXPORT_DAY else (rng.random() < 0.15)
            orders.append(
                {
                    "bkRef": ev["bkg_ref"],
                    "Svc": svc,
                    "caterer": cat,
                    "pkgTier": t,
                    "covers": covers,
                    "ppHd": float(pp),
                    "pctSvc": pct,
                    "lineTot": round(covers * pp * (1 + pct / 100) * 1.2, 2),
                    "dtSvc": sd,
                    "dtFinal": final,
                    "dietCts": diets,
                    "Allergens": alg,
                    "isPaid": paid,
                    "srvSpc": spc,
                    "kitLead": (chef if rng.random() < 0.9 else _pick(rng, CHEFS))
                    if cat == "In-house"
                    else None,
                    "num_staff": staff,
                    "srvstyle": srvstyle,
                }
            )
    orders.sort(key=lambda o: (o["dtSvc"], o["bkRef"], SVC_ORDER.index(o["Svc"])))
    out_orders = [{"ord_id": f"FO-{10000 + i}", **o} for i, o in enumerate(orders, start=1)]

    cols = [p for p, _, _ in SCHEMA[1][2]]
    out_bookings = [{c: ev[c] for c in cols} for ev in bookings]
    return {"VnuSpc": spaces, "Bkgs": out_bookings, "FnBOrd": out_orders}


def build(out: Path) -> Path:
    """Write `wedding-venue/schema.json` and its three objects files under out."""
    formats = {"VnuSpc": "jsonl", "Bkgs": "csv", "FnBOrd": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
