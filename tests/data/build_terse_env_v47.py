"""Write `pet-boarding`: an invented kennels and cattery's booking export, named tersely.

Tarnside Kennels & Cattery, an invented boarding kennels and cattery near the invented village of
Brindley Moss (every owner, pet, village, vet practice, member of staff and note is made up; the
breeds, vaccines, unit types and care terms are the ordinary ones of the trade), exported its booking
system the way an engineer exports it: abbreviated property names in mixed habits (snake_case
`unit_no`, `run_m2`, `pet_id`, `feed_g`, `stay_no`; camelCase `unitTyp`, `maxOcc`, `isUFH`,
`yrBuilt`, `petName`, `yrBorn`, `wtKg`, `ownerNm`, `dtBstrDue`, `dtFleaWrm`, `isChipped`,
`numMeals`, `careFlags`, `dtReg`, `petRef`, `dtBkd`, `dtIn`, `dtOut`, `nNights`, `totGbp`, `depPd`,
`isShared`, `vetCall`, `incTyp`, `pctEaten`, `wtInOut`; PascalCase `Blk`, `NightRate`, `DeepClnDts`,
`Species`, `VaccDts`, `Diet`, `UnitRef`, `Pkg`, `KnlNotes`; glued lowercase `spp`, `feats`, `status`,
`breed`, `sex`, `twn`, `vetprac`, `vaccs`, `onmeds`, `bkdvia`, `extras`, `staff`; prefixes `dt`, `n`,
`num`, `is`, `pct`, `yr`), abbreviated class names (`KCUnits`: K&C, kennels and cattery, plus a word;
`KnlCards`: the trade's "kennel cards", the record card kept for each pet; `Bkgs`: a clipping of
bookings), terse descriptions in the trade's shorthand ("Typ. (K/DK/FS/ISO/CH/PH)", "Nightly, £ inc
VAT", "Sex (M/F/MN/FS)", "Bstr due", "Chk-out (blank=in res.)", "Tot., £ inc VAT"), six properties
with no description (`status`, `Species`, `twn`, `vetprac`, `bkdvia`, `staff`) and one collection
(`KnlCards`) with no class description.

- `KCUnits` (JSON Lines): the 95 boarding units: dog kennels (runs), double kennels, family suites,
  isolation pens, cat chalets and penthouses, in six blocks.
- `KnlCards` (CSV, no class description): one kennel card per pet on the books (dogs and cats): name,
  species, breed, sex, year of birth, weight, owner, village, vet practice, vaccinations and their
  dates, booster due, flea and worm treatment, microchip, medication, diet and feeding, care flags,
  registration date. Arrays are JSON strings in cells.
- `Bkgs` (Parquet): one row per pet per stay, checked in 2024-07-01 to 2025-06-30 (the business's
  year, exported 2025-06-30): the pet (`petRef` -> `KnlCards.pet_id`), the unit (`UnitRef` ->
  `KCUnits.unit_no`), booked / in / out dates, nights booked, package, booking channel, extras,
  total, deposit, sharing, vet call-out, incident, food eaten, weights in and out, the member of
  staff who checked the pet in and the kennel notes (`KnlNotes`, the one prose property).

Every unit is allocated night by night (no unit holds more pets than its occupancy, no pet is in two
places); bookings that found no free unit were turned away and are not in the export. The output is
deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v47.py OUT   (writes OUT/pet-boarding/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "pet-boarding"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, EXPORT_DAY = date(2024, 7, 1), date(2025, 6, 30)
CLOSED_DAYS = {
    date(2024, 12, 25),
    date(2024, 12, 26),
    date(2025, 1, 1),
}  # no check-in or collection

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "KCUnits",
        "K&C units (runs/chalets)",
        [
            ("unit_no", "text", "Unit #"),
            ("Blk", "text", "Blk/wing"),
            ("unitTyp", "text", "Typ. (K/DK/FS/ISO/CH/PH)"),
            ("spp", "text", "Sp. (dog/cat)"),
            ("run_m2", "number", "Run+bed, m2"),
            ("maxOcc", "int", "Max occ. (same hsehold)"),
            ("NightRate", "number", "Nightly, £ inc VAT"),
            ("isUFH", "boolean", "UFH?"),
            ("yrBuilt", "int", "Yr blt/refurb"),
            ("feats", "text[]", "Feat."),
            ("DeepClnDts", "date[]", "Deep cln dts"),
            ("status", "text", None),
        ],
    ),
    (
        "KnlCards",
        None,
        [
            ("pet_id", "text", "Pet #"),
            ("petName", "text", "Name"),
            ("Species", "text", None),
            ("breed", "text", "Brd"),
            ("sex", "text", "Sex (M/F/MN/FS)"),
            ("yrBorn", "int", "YOB"),
            ("wtKg", "number", "Wt, kg (last chk-in)"),
            ("ownerNm", "text", "Owner"),
            ("twn", "text", None),
            ("vetprac", "text", None),
            ("vaccs", "text[]", "Vaccs (curr.)"),
            ("VaccDts", "date[]", "Vacc dts (last 3)"),
            ("dtBstrDue", "date", "Bstr due"),
            ("dtFleaWrm", "date", "Flea/wrm tx (blank=unk.)"),
            ("isChipped", "boolean", "Chip y/n"),
            ("onmeds", "boolean", "Meds?"),
            ("Diet", "text", "Diet (own/hse)"),
            ("numMeals", "int", "Meals/d"),
            ("feed_g", "int", "Feed, g/meal (blank=own portions)"),
            ("careFlags", "text[]", "Care flags"),
            ("dtReg", "date", "Reg. dt"),
        ],
    ),
    (
        "Bkgs",
        "Stays 07/24-06/25",
        [
            ("stay_no", "text", "Stay ref"),
            ("petRef", "text", "Pet"),
            ("UnitRef", "text", "Unit"),
            ("dtBkd", "date", "Bkd"),
            ("dtIn", "date", "Chk-in"),
            ("dtOut", "date", "Chk-out (blank=in res.)"),
            ("nNights", "int", "Nts bkd"),
            ("Pkg", "text", "Pkg (Std/Prem/Lux)"),
            ("bkdvia", "text", None),
            ("extras", "text[]", "Extras"),
            ("totGbp", "number", "Tot., £ inc VAT"),
            ("depPd", "boolean", "Dep. pd?"),
            ("isShared", "boolean", "Shr. w/ hsehold pet?"),
            ("vetCall", "boolean", "Vet c/o?"),
            ("incTyp", "text", "Incid. (blank=none)"),
            ("pctEaten", "number", "Food eaten, % (avg)"),
            ("wtInOut", "number[]", "Wt in/out, kg"),
            ("staff", "text", None),
            ("KnlNotes", PROSE, "Knl notes"),
        ],
    ),
]

# ---- the units -----------------------------------------------------------------------------

# block: (code prefix, species, built, UFH, [(unit type, count), ...])
BLOCKS = [
    ("Main", "M", "Dog", 2006, False, [("Kennel", 18), ("Dbl kennel", 6)]),
    ("Orchard", "O", "Dog", 2019, True, [("Kennel", 12), ("Dbl kennel", 6), ("Family suite", 2)]),
    ("Courtyard", "Y", "Dog", 1998, False, [("Kennel", 12)]),
    ("Isolation", "IS", "Dog", 2011, True, [("Isolation", 2)]),
    ("Cattery E", "CE", "Cat", 2016, True, [("Chalet", 16), ("Penthouse", 4)]),
    ("Cattery W", "CW", "Cat", 2003, False, [("Chalet", 12), ("Penthouse", 4), ("Isolation", 1)]),
]
MAX_OCC = {
    "Kennel": 2,
    "Dbl kennel": 3,
    "Family suite": 4,
    "Isolation": 1,
    "Chalet": 2,
    "Penthouse": 3,
}
AREA = {
    "Kennel": (3.6, 4.8),
    "Dbl kennel": (6.4, 8.0),
    "Family suite": (10.5, 12.0),
    "Isolation": (3.0, 3.4),
    "Chalet": (2.2, 2.8),
    "Penthouse": (3.6, 4.2),
}
RATES = {  # (block, type): nightly £ inc VAT for the first pet
    ("Main", "Kennel"): 25.0,
    ("Main", "Dbl kennel"): 34.0,
    ("Orchard", "Kennel"): 28.5,
    ("Orchard", "Dbl kennel"): 38.5,
    ("Orchard", "Family suite"): 52.0,
    ("Courtyard", "Kennel"): 22.5,
    ("Isolation", "Isolation"): 30.0,
    ("Cattery E", "Chalet"): 17.5,
    ("Cattery E", "Penthouse"): 22.5,
    ("Cattery W", "Chalet"): 16.5,
    ("Cattery W", "Penthouse"): 21.0,
    ("Cattery W", "Isolation"): 19.0,
}
DOG_FEATS = {
    "outdoor run": 6,
    "covered run": 4,
    "raised bed": 5,
    "heat lamp": 3,
    "CCTV": 3,
    "webcam": 2,
    "radio": 2,
    "paddock access": 1,
}
CAT_FEATS = {
    "shelving": 6,
    "window view": 4,
    "heat pad": 3,
    "sky view": 2,
    "webcam": 2,
    "CCTV": 2,
    "garden view": 2,
}
# unit: (status, last night it can be occupied: stays must be out by this date)
CLOSURES = {
    "Y10": ("Out of use", date(2024, 10, 14)),
    "Y11": ("Out of use", date(2024, 10, 14)),
    "Y12": ("Out of use", date(2024, 10, 14)),
    "M07": ("Closed (repair)", date(2025, 6, 9)),
    "CW04": ("Closed (repair)", date(2025, 6, 2)),
    "O12": ("Closed (repair)", date(2025, 6, 16)),
}

# ---- owners, pets ----------------------------------------------------------------------------

FIRST = [
    "Helen",
    "James",
    "Sarah",
    "David",
    "Claire",
    "Mark",
    "Emma",
    "Paul",
    "Rachel",
    "Andrew",
    "Joanne",
    "Steven",
    "Karen",
    "Gareth",
    "Louise",
    "Richard",
    "Nicola",
    "Peter",
    "Alison",
    "Chris",
    "Fiona",
    "Martin",
    "Julie",
    "Simon",
    "Lisa",
    "Neil",
    "Gemma",
    "Ian",
    "Hannah",
    "Graham",
    "Kirsty",
    "Tom",
    "Lucy",
    "Robert",
    "Amanda",
    "Matthew",
    "Zoe",
    "Adam",
    "Natalie",
    "Philip",
    "Leanne",
    "Stuart",
    "Rebecca",
    "Jonathan",
    "Anne",
    "Michael",
    "Sophie",
    "Daniel",
    "Jane",
    "Craig",
    "Victoria",
    "Alan",
    "Kate",
    "Ben",
    "Laura",
    "Gary",
    "Becky",
    "Dean",
    "Shona",
    "Owen",
    "Megan",
    "Keith",
    "Joanna",
    "Derek",
    "Priya",
    "Amir",
    "Fatima",
    "Tariq",
    "Aisha",
    "Wei",
    "Olu",
    "Nadia",
    "Marek",
    "Agnieszka",
    "Siobhan",
    "Declan",
    "Rhian",
    "Gwen",
    "Callum",
    "Eilidh",
    "Ruth",
    "Harriet",
    "Jack",
    "Isla",
    "Brian",
    "Maureen",
    "Colin",
    "Sandra",
    "Trevor",
    "Pauline",
]
SURNAMES = [
    "Ashworth",
    "Barraclough",
    "Pattinson",
    "Holroyd",
    "Whitaker",
    "Greenwood",
    "Sutcliffe",
    "Hebden",
    "Crowther",
    "Lister",
    "Ackroyd",
    "Binns",
    "Dobson",
    "Fairclough",
    "Gledhill",
    "Haigh",
    "Ibbotson",
    "Jowett",
    "Kershaw",
    "Lumb",
    "Marsden",
    "Naylor",
    "Oldroyd",
    "Pickles",
    "Quarmby",
    "Rushworth",
    "Shackleton",
    "Thwaite",
    "Uttley",
    "Varley",
    "Wadsworth",
    "Yeadon",
    "Armitage",
    "Bentley",
    "Clegg",
    "Dyson",
    "Exley",
    "Firth",
    "Garside",
    "Hirst",
    "Illingworth",
    "Jagger",
    "Kitson",
    "Lockwood",
    "Mellor",
    "Nutter",
    "Oates",
    "Priestley",
    "Ramsden",
    "Scholes",
    "Tordoff",
    "Walsh",
    "Brook",
    "Chapman",
    "Dawson",
    "Ellis",
    "Fletcher",
    "Gibson",
    "Harrison",
    "Jackson",
    "Kelly",
    "Lawson",
    "Morris",
    "Nolan",
    "Owen",
    "Parker",
    "Quinn",
    "Robinson",
    "Stephenson",
    "Turner",
    "Walker",
    "Young",
    "Ahmed",
    "Begum",
    "Chaudhry",
    "Hussain",
    "Iqbal",
    "Khan",
    "Malik",
    "Patel",
    "Shah",
    "Nowak",
    "Kowalczyk",
    "Zielinska",
    "Okafor",
    "Mensah",
    "Adeyemi",
    "Chen",
    "Wong",
    "Murphy",
    "O'Brien",
    "Byrne",
    "Doyle",
    "MacLeod",
    "Fraser",
    "Grant",
    "Jones",
    "Evans",
    "Hughes",
    "Price",
    "Rees",
    "Pryce",
    "Lloyd",
    "Bell",
    "Hall",
    "Wood",
    "Hill",
    "Moore",
    "Clarke",
    "Wright",
    "Green",
    "Baker",
    "Hart",
    "Foster",
    "Webb",
    "Mills",
    "Cole",
    "Hunt",
    "Rowe",
    "Pearce",
    "Booth",
    "Bray",
    "Cooper",
    "Heap",
    "Ogden",
    "Pollard",
    "Sykes",
    "Tetley",
    "Wainwright",
    "Bottomley",
    "Cockcroft",
    "Duckworth",
    "Entwistle",
    "Fieldhouse",
]
# village: (weight, its usual vet practice)
TOWNS = {
    "Brindley Moss": (9, "Tarn Valley Vets"),
    "Upper Hawsby": (5, "Hawsby Vet Centre"),
    "Hawsby": (8, "Hawsby Vet Centre"),
    "Kettlewick": (7, "Kettlewick Vets"),
    "Stanmoor": (6, "Stanmoor Animal Clinic"),
    "Alder Green": (4, "Tarn Valley Vets"),
    "Ravensgill": (4, "Ashgill Vet Hospital"),
    "Ashgill": (6, "Ashgill Vet Hospital"),
    "Holme Bridge": (5, "Kettlewick Vets"),
    "Greenhowe": (4, "Greenhowe Vets"),
    "Birchfold": (3, "Birchfold Vet Surgery"),
    "Coldwell Fold": (3, "Stanmoor Animal Clinic"),
}
VETS = [
    "Tarn Valley Vets",
    "Hawsby Vet Centre",
    "Kettlewick Vets",
    "Stanmoor Animal Clinic",
    "Ashgill Vet Hospital",
    "Greenhowe Vets",
    "Birchfold Vet Surgery",
]
DOG_NAMES = [
    "Bella",
    "Luna",
    "Max",
    "Milo",
    "Daisy",
    "Teddy",
    "Poppy",
    "Alfie",
    "Buddy",
    "Coco",
    "Ruby",
    "Bailey",
    "Rosie",
    "Charlie",
    "Lola",
    "Archie",
    "Molly",
    "Ollie",
    "Bonnie",
    "Hugo",
    "Maisie",
    "Rocky",
    "Winnie",
    "Bear",
    "Nala",
    "Murphy",
    "Willow",
    "Toby",
    "Penny",
    "Biscuit",
    "Ted",
    "Honey",
    "Rolo",
    "Pippa",
    "Duke",
    "Skye",
    "Monty",
    "Millie",
    "Otis",
    "Rufus",
    "Tilly",
    "Bruno",
    "Hazel",
    "Barney",
    "Mabel",
    "Dexter",
    "Lottie",
    "Bertie",
    "Ziggy",
    "Frank",
    "Juno",
    "Arlo",
    "Peggy",
    "Henry",
    "Roxy",
    "Fudge",
    "Dolly",
    "Loki",
    "Marley",
    "Sasha",
    "Rex",
    "Meg",
    "Jess",
    "Fern",
    "Brodie",
    "Cooper",
    "Nell",
    "Ralph",
    "Blue",
    "Kobe",
    "Storm",
    "Misty",
    "Ozzy",
    "Flo",
    "Pip",
    "Scout",
    "Tess",
    "Gus",
    "Elsie",
    "Jasper",
    "Maple",
    "Nova",
    "Boris",
    "Belle",
    "Dougal",
    "Fleur",
    "Indie",
    "Koda",
    "Lady",
    "Mac",
    "Nelly",
    "Oscar",
    "Percy",
    "Ringo",
    "Sid",
    "Trixie",
    "Vinnie",
    "Wilf",
    "Bramble",
    "Hector",
]
CAT_NAMES = [
    "Luna",
    "Bella",
    "Milo",
    "Oliver",
    "Tigger",
    "Smudge",
    "Coco",
    "Simba",
    "Nala",
    "Oscar",
    "Leo",
    "Poppy",
    "Molly",
    "Misty",
    "Felix",
    "Shadow",
    "Lily",
    "Charlie",
    "Willow",
    "Jasper",
    "Pebbles",
    "Socks",
    "Ginger",
    "Sooty",
    "Max",
    "Mittens",
    "Cleo",
    "Bonnie",
    "Tilly",
    "Rosie",
    "Dave",
    "Kevin",
    "Binky",
    "Ziggy",
    "Pumpkin",
    "Mango",
    "Olive",
    "Pickle",
    "Biscuit",
    "Boots",
    "Marmite",
    "Nutmeg",
    "Pepper",
    "Salem",
    "Tom",
    "Fluffy",
    "Sky",
    "Thor",
    "Loki",
    "Archie",
    "Hazel",
    "Mabel",
    "Penny",
    "Bramble",
    "Clover",
    "Dusty",
    "Gizmo",
    "Jinx",
    "Kiki",
    "Minnie",
    "Noodle",
    "Percy",
    "Sheba",
    "Toffee",
    "Whiskers",
    "Yoda",
    "Bagheera",
    "Tabitha",
    "Blossom",
    "Crumble",
]
# breed: (weight, kg range, feeding g per meal range)
DOG_BREEDS = {
    "Lab": (12, (27.0, 36.0)),
    "Cocker Sp.": (10, (12.0, 16.0)),
    "Springer Sp.": (7, (18.0, 23.5)),
    "Border Collie": (6, (16.0, 22.0)),
    "Cockapoo": (10, (7.0, 12.5)),
    "JRT": (6, (5.0, 8.0)),
    "Staffie": (5, (14.0, 18.5)),
    "GSD": (4, (30.0, 40.0)),
    "Golden Ret.": (4, (27.0, 34.0)),
    "Labradoodle": (6, (22.0, 30.0)),
    "Dachshund": (4, (5.0, 11.0)),
    "Whippet": (3, (11.0, 15.0)),
    "Beagle": (3, (10.0, 14.0)),
    "Shih Tzu": (4, (5.0, 8.0)),
    "Cavapoo": (5, (6.0, 10.0)),
    "Westie": (3, (7.0, 10.0)),
    "Border Terrier": (4, (5.5, 7.5)),
    "Lurcher": (3, (18.0, 28.0)),
    "X-breed": (8, (8.0, 30.0)),
    "Bichon Frise": (2, (5.0, 8.0)),
    "Boxer": (2, (25.0, 32.0)),
    "Husky": (2, (20.0, 27.0)),
    "French Bulldog": (3, (9.0, 13.0)),
}
CAT_BREEDS = {
    "DSH": (24, (3.2, 6.0)),
    "DLH": (7, (3.4, 6.2)),
    "British SH": (5, (4.0, 7.0)),
    "Maine Coon": (3, (6.0, 9.0)),
    "Ragdoll": (4, (4.5, 7.5)),
    "Siamese": (2, (3.0, 5.0)),
    "Bengal": (2, (4.0, 6.5)),
    "Persian": (2, (3.5, 5.5)),
    "Burmese": (2, (3.5, 5.5)),
    "Norwegian Forest": (1, (4.5, 8.0)),
}
DOG_DIETS = {"House dry": 10, "Own food": 9, "House mixed": 3, "Raw (own)": 2, "Prescr. diet": 1}
CAT_DIETS = {"House wet": 7, "Own food": 8, "House dry": 3, "House mixed": 4, "Prescr. diet": 1}
DOG_FLAGS = {
    "nervous": 6,
    "dog-reactive": 4,
    "escape risk": 2,
    "senior": 5,
    "separate walks": 3,
    "pulls on lead": 3,
    "muzzle to handle": 1,
    "deaf": 1,
    "diabetic": 1,
    "hand-feed": 1,
    "no sharing": 2,
}
CAT_FLAGS = {
    "nervous": 6,
    "senior": 5,
    "escape risk": 1,
    "hand-feed": 2,
    "diabetic": 1,
    "FIV+": 1,
    "no sharing": 2,
}

STAFF = {
    "Jo Whitlock": 6,
    "Aled Price": 5,
    "Kerry Osei": 5,
    "Megan Tully": 4,
    "Ffion Rees": 3,
    "Dan Marchetti": 3,
    "Lucy Bramwell": 2,
}
CHANNELS = {"Online": 45, "Phone": 35, "Email": 12, "In person": 8}
PACKAGES = {"Standard": 60, "Premium": 30, "Luxury": 10}
PKG_PER_NIGHT = {"Standard": 0.0, "Premium": 4.0, "Luxury": 9.0}
# extra: (price, per night?)
EXTRAS = {
    "extra walk": (6.0, True),
    "groom": (35.0, False),
    "bath": (18.0, False),
    "nail clip": (8.0, False),
    "play session": (5.0, True),
    "cuddle time": (3.0, True),
    "meds admin": (2.0, True),
    "webcam": (2.0, True),
    "pet taxi": (15.0, False),
}
DIET_WORDS = {
    "House dry": "house dry food",
    "Own food": "own food",
    "House mixed": "house wet and dry",
    "Raw (own)": "raw",
    "Prescr. diet": "the prescription diet",
    "House wet": "house wet food",
}
INCIDENTS = {
    "Off food": 30,
    "Loose stool": 28,
    "Vomiting": 10,
    "Cough": 8,
    "Minor wound": 7,
    "Escape attempt": 4,
    "Scuffle": 3,
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _season(d: date) -> float:
    """Demand for a check-in on day d (school holidays, Christmas, Easter, weekends)."""
    w = 1.0
    if date(2024, 7, 19) <= d <= date(2024, 8, 31):
        w = 4.0
    elif date(2024, 7, 1) <= d < date(2024, 7, 19) or date(2025, 6, 1) <= d <= date(2025, 6, 30):
        w = 1.8
    elif date(2024, 10, 25) <= d <= date(2024, 11, 2):
        w = 2.6
    elif date(2024, 12, 18) <= d <= date(2024, 12, 30):
        w = 3.6
    elif date(2025, 2, 14) <= d <= date(2025, 2, 22):
        w = 2.2
    elif date(2025, 4, 11) <= d <= date(2025, 4, 26):
        w = 3.0
    elif date(2025, 5, 23) <= d <= date(2025, 5, 31):
        w = 2.6
    elif date(2025, 1, 6) <= d <= date(2025, 2, 10):
        w = 0.6
    if d.weekday() in (4, 5):
        w *= 1.6
    if d in CLOSED_DAYS:
        w = 0.0
    return w


def _units(rng: random.Random) -> list[dict]:
    units = []
    for blk, code, spp, built, ufh, types in BLOCKS:
        n = 0
        for typ, count in types:
            for _ in range(count):
                n += 1
                no = f"{code}{n:02d}"
                if code == "CW" and typ == "Isolation":
                    no = "IS03"
                feats_pool = dict(DOG_FEATS if spp == "Dog" else CAT_FEATS)
                if blk == "Orchard":
                    feats_pool["webcam"] = 8
                if blk == "Courtyard":
                    feats_pool.pop("webcam")
                    feats_pool.pop("CCTV")
                k = rng.choices([0, 1, 2, 3, 4], weights=[1, 4, 6, 4, 2])[0]
                feats: list[str] = []
                while len(feats) < k:
                    f = _pick(rng, feats_pool)
                    if f not in feats:
                        feats.append(f)
                yr = built
                if blk == "Main" and rng.random() < 0.3:
                    yr = rng.choice([2018, 2021, 2021, 2023])
                if blk == "Courtyard" and rng.random() < 0.5:
                    yr = 2012
                if blk == "Cattery W" and rng.random() < 0.25:
                    yr = 2020
                status, last = CLOSURES.get(no, ("In use", None))
                lo, hi = AREA[typ]
                units.append(
                    {
                        "unit_no": no,
                        "Blk": blk,
                        "unitTyp": typ,
                        "spp": spp if no != "IS03" else "Cat",
                        "run_m2": round(rng.uniform(lo, hi), 1),
                        "maxOcc": MAX_OCC[typ],
                        "NightRate": RATES[(blk, typ)],
                        "isUFH": ufh or (blk == "Main" and yr >= 2021),
                        "yrBuilt": yr,
                        "feats": feats,
                        "DeepClnDts": [],
                        "status": status,
                        "_last": last,
                        "_occ": [],  # (in, out, [pet ids]) per stay in the unit
                    }
                )
    return units


def _households(rng: random.Random) -> tuple[list[dict], list[dict]]:
    owners_used: set[str] = set()
    households, pets = [], []
    for _ in range(575):
        while True:
            owner = f"{rng.choice(FIRST)} {rng.choice(SURNAMES)}"
            if owner not in owners_used:
                owners_used.add(owner)
                break
        town = _pick(rng, {t: v[0] for t, v in TOWNS.items()})
        vet = TOWNS[town][1] if rng.random() < 0.8 else rng.choice(VETS)
        r = rng.random()
        kinds = "dogs" if r < 0.58 else ("cats" if r < 0.93 else "both")
        n = rng.choices([1, 2, 3], weights=[68, 25, 7])[0]
        if kinds == "both":
            n = max(2, n)
        first_reg = date(2012, 1, 1) + timedelta(
            days=rng.randint(0, (date(2025, 6, 20) - date(2012, 1, 1)).days)
        )
        if rng.random() < 0.35:  # many cards are recent
            first_reg = date(2022, 1, 1) + timedelta(
                days=rng.randint(0, (date(2025, 6, 20) - date(2022, 1, 1)).days)
            )
        hh = {
            "owner": owner,
            "town": town,
            "vet": vet,
            "pets": [],
            "rate": rng.choices([0, 1, 2, 3, 4, 6, 9, 12], weights=[6, 18, 22, 18, 15, 11, 7, 3])[
                0
            ],
        }
        for i in range(n):
            sp = (
                "Dog"
                if kinds == "dogs"
                else ("Cat" if kinds == "cats" else ("Dog" if i == 0 else "Cat"))
            )
            reg = (
                first_reg
                if i == 0 or rng.random() < 0.6
                else first_reg + timedelta(days=rng.randint(60, 1500))
            )
            if reg > date(2025, 6, 20):
                reg = first_reg
            pets.append(_pet(rng, sp, reg, hh))
            hh["pets"].append(pets[-1])
        households.append(hh)
    return households, pets


def _pet(rng: random.Random, sp: str, reg: date, hh: dict) -> dict:
    names = [p["petName"] for p in hh["pets"]]
    while True:
        name = rng.choice(DOG_NAMES if sp == "Dog" else CAT_NAMES)
        if name not in names:
            break
    breeds = DOG_BREEDS if sp == "Dog" else CAT_BREEDS
    breed = _pick(rng, {b: v[0] for b, v in breeds.items()})
    lo, hi = breeds[breed][1]
    born = reg.year - rng.choices([0, 1, 2, 3, 4, 5, 6, 8], weights=[18, 16, 12, 10, 8, 6, 5, 3])[0]
    born = max(born, 2010 if sp == "Dog" else 2007)
    born = min(born, reg.year - (0 if reg.month >= 7 else 1))
    flags_pool = DOG_FLAGS if sp == "Dog" else CAT_FLAGS
    flags: list[str] = []
    for _ in range(rng.choices([0, 1, 2, 3], weights=[60, 28, 9, 3])[0]):
        f = _pick(rng, flags_pool)
        if f not in flags:
            flags.append(f)
    if 2025 - born >= 12 and "senior" not in flags and rng.random() < 0.6:
        flags.append("senior")
    if "senior" in flags and 2025 - born < 8:
        flags.remove("senior")
    diet = _pick(rng, DOG_DIETS if sp == "Dog" else CAT_DIETS)
    if "diabetic" in flags:
        diet = "Prescr. diet"
    wt = round(rng.uniform(lo, hi), 1)
    if sp == "Dog":
        meals = 3 if 2025 - born <= 0 else rng.choices([1, 2], weights=[2, 8])[0]
        per_day = 30 * wt**0.75 / (1.0 if diet != "Raw (own)" else 0.45)
    else:
        meals = rng.choices([2, 3], weights=[7, 3])[0]
        per_day = 22 * wt**0.67 * {"House wet": 4.0, "House mixed": 2.2}.get(diet, 1.0)
    feed = None if diet == "Own food" else int(round(per_day / meals / 5.0) * 5)
    if sp == "Dog":
        vaccs = ["DHP", "L4", "KC"] if rng.random() > 0.08 else ["DHP", "L4"]
        if rng.random() < 0.04:
            vaccs.append("Rabies")
    else:
        vaccs = ["Flu/Ent"] + (["FeLV"] if rng.random() < 0.42 else [])
    sex = _pick(rng, {"MN": 44, "FS": 44, "M": 6, "F": 6})
    if 2025 - born <= 0:
        sex = rng.choice(["M", "F"])
    return {
        "pet_id": None,
        "petName": name,
        "Species": sp,
        "breed": breed,
        "sex": sex,
        "yrBorn": born,
        "wtKg": wt,
        "ownerNm": hh["owner"],
        "twn": hh["town"],
        "vetprac": hh["vet"],
        "vaccs": vaccs,
        "VaccDts": [],
        "dtBstrDue": None,
        "dtFleaWrm": None,
        "isChipped": rng.random() > 0.01 if sp == "Dog" else rng.random() < 0.86,
        "onmeds": "diabetic" in flags or rng.random() < 0.07,
        "Diet": diet,
        "numMeals": meals,
        "feed_g": feed,
        "careFlags": flags,
        "dtReg": reg,
        "_wt": wt,
        "_stays": [],
        "_anniv": (rng.randint(1, 12), rng.randint(1, 28)),
    }


def _free(unit: dict, d_in: date, d_out: date, need: int) -> bool:
    if unit["_last"] is not None and d_out > unit["_last"]:
        return False
    if unit["status"] != "In use" and unit["_last"] is None:
        return False
    return all(d_out <= a or d_in >= b for a, b, _ in unit["_occ"]) and need <= unit["maxOcc"]


def _preferred(
    units: list[dict], sp: str, pkg: str, n: int, pets: list[dict], rng: random.Random
) -> list[dict]:
    """Units to try, best first, for a group of n pets of one species on one package."""
    cands = [u for u in units if u["spp"] == sp and u["maxOcc"] >= n]
    iso = [u for u in cands if u["unitTyp"] == "Isolation"]
    cands = [u for u in cands if u["unitTyp"] != "Isolation"]
    flags = {f for p in pets for f in p["careFlags"]}
    if sp == "Cat" and "FIV+" in flags:
        return iso
    if sp == "Dog" and "dog-reactive" in flags and rng.random() < 0.4:
        return iso + cands

    def rank(u: dict) -> tuple:
        typ, blk = u["unitTyp"], u["Blk"]
        if sp == "Dog":
            if pkg == "Luxury":
                order = {"Family suite": 0, "Dbl kennel": 1, "Kennel": 2}[typ]
                blk_rank = 0 if blk == "Orchard" else 1
            elif pkg == "Premium":
                order = (
                    {"Kennel": 0, "Dbl kennel": 1, "Family suite": 2}[typ]
                    if n == 1
                    else {"Dbl kennel": 0, "Kennel": 1, "Family suite": 2}[typ]
                )
                blk_rank = 0 if blk == "Orchard" else 1
            else:
                order = (
                    {"Kennel": 0, "Dbl kennel": 1, "Family suite": 3}[typ]
                    if n <= 2
                    else {"Dbl kennel": 0, "Family suite": 1, "Kennel": 2}[typ]
                )
                blk_rank = {"Courtyard": 0, "Main": 0, "Orchard": 1}[blk]
        else:
            if pkg == "Luxury":
                order = {"Penthouse": 0, "Chalet": 1}[typ]
                blk_rank = 0 if blk == "Cattery E" else 1
            elif pkg == "Premium":
                order = (
                    {"Chalet": 0, "Penthouse": 1}[typ]
                    if n <= 2
                    else {"Penthouse": 0, "Chalet": 1}[typ]
                )
                blk_rank = 0 if blk == "Cattery E" else 1
            else:
                order = (
                    {"Chalet": 0, "Penthouse": 1}[typ]
                    if n <= 2
                    else {"Penthouse": 0, "Chalet": 1}[typ]
                )
                blk_rank = 0 if blk == "Cattery W" else 1
        return (order, blk_rank, rng.random())

    return sorted(cands, key=rank)


def _note(rng: random.Random, pet: dict, stay: dict, unit: dict, staff: str) -> str:
    n = pet["petName"]
    dog = pet["Species"] == "Dog"
    s1 = staff.split()[0]
    owner_first = pet["ownerNm"].split()[0]
    flags = pet["careFlags"]
    nights = stay["nNights"]
    day = rng.randint(2, max(2, min(nights, 9)))
    parts = []
    if "nervous" in flags:
        parts.append(
            rng.choice(
                [
                    f"{n} was very unsure on arrival and hid in the bed for most of the first day.",
                    f"Nervous at check-in, {n} took until day {day} to come forward for a fuss.",
                    f"Quiet and wary at first, {n} needed a calm approach and no rushing.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    f"{n} arrived with {owner_first} and settled within the hour.",
                    f"{n} came in happy and went straight off to explore the {'run' if dog else 'chalet'}.",
                    f"Dropped off by {owner_first}, {n} was calm and friendly at check-in.",
                    f"{n} settled well after the first night.",
                    f"Regular guest, {n} knew the routine and settled straight away.",
                    f"{n} was a bit vocal the first evening but soon settled.",
                ]
            )
        )
    eaten = stay["_eaten"]
    diet = DIET_WORDS[pet["Diet"]]
    if stay["incTyp"] == "Off food" or eaten < 70:
        parts.append(
            rng.choice(
                [
                    f"Off food for the first {min(day, 3)} days, tempted with warm water on the biscuits and chicken.",
                    f"Picky eater this stay, only ate about half until day {day}.",
                    "Left most breakfasts, ate better in the evenings once things were quiet.",
                ]
            )
        )
    elif eaten >= 95:
        parts.append(
            rng.choice(
                [
                    "Ate every meal with enthusiasm.",
                    "Cleared the bowl at every meal.",
                    f"Good appetite throughout on {diet}.",
                    "No problems with food, ate everything.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    f"Ate most meals, left a little breakfast on day {day}.",
                    "Eating well apart from the odd missed breakfast.",
                    f"Ate well once settled, {diet} as per the card.",
                ]
            )
        )
    if dog:
        parts.append(
            rng.choice(
                [
                    f"Lovely on the lead with {s1}, walked twice daily in the top field.",
                    "Enjoyed the paddock and played ball every afternoon.",
                    f"Pulls hard on the lead, {s1} walked {n} on the harness.",
                    "Walked alone as per the card, very good recall in the paddock.",
                    f"Loved the extra walks with {s1} along the beck.",
                    "Happy in the run, barked at the post van most mornings.",
                    "Mostly slept in the afternoons, happy with short walks.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    "Spent most of the day on the top shelf watching the birds.",
                    f"Enjoyed brushing and fuss from {s1} every evening.",
                    "Used the litter tray normally throughout.",
                    f"Came out for cuddles with {s1} from day {day}.",
                    "Sleeping in the heated bed most of the time.",
                    "Liked the window view, very chatty in the mornings.",
                ]
            )
        )
    inc = stay["incTyp"]
    if inc == "Loose stool":
        parts.append(
            rng.choice(
                [
                    f"Loose stool on day {day}, settled with rice and chicken.",
                    f"Runny poo day {day}, bland diet for two days and back to normal.",
                ]
            )
        )
    elif inc == "Vomiting":
        parts.append(
            rng.choice(
                [
                    f"Sick once on day {day} after eating too fast.",
                    f"Vomited twice on day {day}, monitored closely and kept on small meals.",
                ]
            )
        )
    elif inc == "Cough":
        parts.append(
            rng.choice(
                [
                    f"Slight honking cough from day {day}, kept away from other dogs.",
                    f"Dry cough on day {day}, owner informed and kept quiet.",
                ]
            )
        )
    elif inc == "Minor wound":
        parts.append(
            rng.choice(
                [
                    f"Small graze on a front leg found on day {day}, cleaned and monitored.",
                    f"Torn a nail in the run on day {day}, cleaned up and kept an eye on it.",
                ]
            )
        )
    elif inc == "Escape attempt":
        parts.append(
            rng.choice(
                [
                    f"Tried to slip past {s1} at the run door on day {day}, double doors kept shut.",
                    f"Got as far as the corridor on day {day}, now on the escape list.",
                ]
            )
        )
    elif inc == "Scuffle":
        parts.append(
            f"Minor scuffle with the other dog over a toy on day {day}, no injuries, fed apart after."
        )
    if stay["vetCall"]:
        parts.append(
            rng.choice(
                [
                    f"Vet called out on day {day}, checked over and given medication.",
                    f"Seen by the vet from {pet['vetprac']} on day {day}, owner informed.",
                ]
            )
        )
    if pet["onmeds"]:
        parts.append(
            rng.choice(
                [
                    "Tablets given with breakfast as per the card.",
                    "Medication given morning and evening, no issues.",
                    "Insulin given twice daily after meals, glucose checks fine."
                    if "diabetic" in flags
                    else "Eye drops given twice a day.",
                ]
            )
        )
    if "groom" in stay["extras"]:
        parts.append("Full groom before going home.")
    elif "bath" in stay["extras"]:
        parts.append("Bath on the last day, smelling lovely.")
    if stay["isShared"]:
        parts.append(
            rng.choice(
                [
                    "Shared happily with the other household pet.",
                    "Good together in the shared unit.",
                ]
            )
        )
    if stay["dtOut"] is None:
        parts.append(
            rng.choice(["Still with us, doing well so far.", "In residence, no concerns so far."])
        )
    elif stay["dtOut"] < stay["dtIn"] + timedelta(days=nights):
        parts.append(f"Collected early by {owner_first}, holiday cut short.")
    else:
        parts.append(
            rng.choice(
                [
                    f"Went home happy with {owner_first}.",
                    "Collected on time, all well.",
                    f"Collected by {owner_first}, very excited to see them.",
                    "Home safe and well.",
                ]
            )
        )
    text = " ".join(parts)
    words = text.split()
    if len(words) > 50:
        text = " ".join(words[:50]).rstrip(",.") + "."
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4747)
    units = _units(rng)
    households, pets = _households(rng)
    days = [START + timedelta(days=i) for i in range((EXPORT_DAY - START).days + 1)]
    weights = [_season(d) for d in days]

    # ---- bookings: each household books stays through the year --------------------------------
    bookings = []
    for hi, hh in enumerate(households):
        n = hh["rate"]
        taken: list[tuple[date, date]] = []
        for _ in range(n):
            d_in = rng.choices(days, weights=weights)[0]
            nights = rng.choices(
                [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 21, 28],
                weights=[3, 8, 10, 9, 8, 6, 15, 4, 3, 5, 2, 2, 2, 9, 1, 3, 1],
            )[0]
            d_out = d_in + timedelta(days=nights)
            while d_out in CLOSED_DAYS:
                d_out += timedelta(days=1)
                nights += 1
            if any(not (d_out <= a or d_in >= b) for a, b in taken):
                continue
            lead = rng.choices(
                [rng.randint(1, 7), rng.randint(8, 40), rng.randint(41, 150)], weights=[3, 5, 4]
            )[0]
            d_bkd = d_in - timedelta(days=lead)
            sp_pets = [p for p in hh["pets"] if p["dtReg"] <= d_bkd]
            if not sp_pets:
                continue
            if len(sp_pets) > 1 and rng.random() < 0.12:
                sp_pets = [rng.choice(sp_pets)]
            taken.append((d_in, d_out))
            bookings.append(
                {
                    "hh": hi,
                    "d_bkd": d_bkd,
                    "d_in": d_in,
                    "d_out": d_out,
                    "nights": nights,
                    "pets": sp_pets,
                    "pkg": _pick(rng, PACKAGES),
                    "via": _pick(rng, CHANNELS),
                }
            )
    bookings.sort(key=lambda b: (b["d_bkd"], b["hh"], b["d_in"]))

    # ---- allocation in booking order: first come, first served ---------------------------------
    stays = []
    for bi, b in enumerate(bookings):
        groups = []
        for sp in ("Dog", "Cat"):
            g = [p for p in b["pets"] if p["Species"] == sp]
            if g:
                groups.append((sp, g))
        placed = []
        ok = True
        for sp, g in groups:
            no_share = any("no sharing" in p["careFlags"] for p in g)
            splits = [[p] for p in g] if no_share else [g]
            if not no_share and len(g) > 1:
                splits_alt = [[p] for p in g]
            else:
                splits_alt = None
            done = False
            for option in [splits] + ([splits_alt] if splits_alt else []):
                trial = []
                used: list[str] = []
                for sub in option:
                    for u in _preferred(units, sp, b["pkg"], len(sub), sub, rng):
                        if u["unit_no"] not in used and _free(u, b["d_in"], b["d_out"], len(sub)):
                            trial.append((u, sub))
                            used.append(u["unit_no"])
                            break
                    else:
                        trial = []
                        break
                if trial:
                    placed.extend(trial)
                    done = True
                    break
            if not done:
                ok = False
                break
        if not ok:
            continue  # turned away: no free unit
        for u, sub in placed:
            u["_occ"].append((b["d_in"], b["d_out"], [id(p) for p in sub]))
            for k, p in enumerate(sub):
                stays.append(
                    {"b": b, "bi": bi, "unit": u, "pet": p, "k": k, "shared": len(sub) > 1}
                )

    # ---- the stays' own values -----------------------------------------------------------------
    stays.sort(key=lambda s: (s["b"]["d_in"], s["bi"], s["unit"]["unit_no"], s["k"]))
    seq = {24: 0, 25: 0}
    rows = []
    for s in stays:
        b, u, p = s["b"], s["unit"], s["pet"]
        dog = p["Species"] == "Dog"
        d_in, nights = b["d_in"], b["nights"]
        planned = b["d_out"]
        if "_out" not in b:  # an early collection takes the whole booking home
            b["_out"] = planned
            if nights >= 4 and rng.random() < 0.03:
                b["_out"] = d_in + timedelta(days=rng.randint(1, nights - 1))
                while b["_out"] in CLOSED_DAYS:
                    b["_out"] += timedelta(days=1)
        d_out = b["_out"]
        if d_out > EXPORT_DAY:
            d_out = None
        yy = d_in.year % 100
        seq[yy] += 1
        extras: list[str] = []
        pool = (
            {
                "extra walk": 5,
                "groom": 2,
                "bath": 3,
                "nail clip": 2,
                "play session": 3,
                "webcam": 1,
                "pet taxi": 1,
            }
            if dog
            else {"cuddle time": 5, "groom": 2, "webcam": 1, "pet taxi": 1}
        )
        if b["pkg"] == "Premium":
            pool["extra walk" if dog else "cuddle time"] = (
                pool.get("extra walk" if dog else "cuddle time", 0) + 4
            )
        for _ in range(rng.choices([0, 1, 2], weights=[55, 32, 13])[0]):
            e = _pick(rng, pool)
            if e not in extras:
                extras.append(e)
        if p["onmeds"] and rng.random() < 0.9:
            extras.append("meds admin")
        nights_charged = nights if d_out is None else (d_out - d_in).days
        rate = u["NightRate"] * (1.0 if s["k"] == 0 else 0.5) + PKG_PER_NIGHT[b["pkg"]]
        tot = rate * nights_charged
        for e in extras:
            price, per_night = EXTRAS[e]
            tot += price * nights_charged if per_night else price
        inc = None
        r = rng.random()
        if r < 0.16:
            inc = _pick(rng, INCIDENTS)
            if not dog and inc in ("Cough", "Scuffle"):
                inc = "Off food"
            if inc == "Scuffle" and not s["shared"]:
                inc = "Loose stool"
        if "nervous" in p["careFlags"] and inc is None and rng.random() < 0.2:
            inc = "Off food"
        vet = (
            inc in ("Vomiting", "Minor wound", "Cough")
            and rng.random() < 0.35
            or rng.random() < 0.006
        )
        eaten = rng.uniform(88.0, 100.0)
        if rng.random() < 0.5:
            eaten = 100.0
        if inc == "Off food":
            eaten = rng.uniform(35.0, 75.0)
        elif "nervous" in p["careFlags"]:
            eaten = rng.uniform(65.0, 98.0)
        elif inc in ("Vomiting", "Loose stool"):
            eaten = rng.uniform(70.0, 95.0)
        eaten = round(eaten, 1)
        base = p["_wt"]
        wts: list[float] = []
        if dog or rng.random() < 0.45:
            w_in = round(base * rng.uniform(0.97, 1.03), 1)
            wts = [w_in]
            if d_out is not None:
                w_out = round(
                    w_in * rng.uniform(0.96, 1.01)
                    if eaten > 80
                    else w_in * rng.uniform(0.93, 0.99),
                    1,
                )
                wts.append(w_out)
            p["wtKg"] = w_in
        staff = _pick(rng, STAFF)
        row = {
            "stay_no": f"B{yy}-{seq[yy]:04d}",
            "petRef": None,
            "UnitRef": u["unit_no"],
            "dtBkd": b["d_bkd"],
            "dtIn": d_in,
            "dtOut": d_out,
            "nNights": nights,
            "Pkg": b["pkg"],
            "bkdvia": b["via"],
            "extras": extras,
            "totGbp": round(tot, 2),
            "depPd": (nights >= 7 or _season(d_in) >= 2.6)
            and rng.random() < 0.93
            or rng.random() < 0.15,
            "isShared": s["shared"],
            "vetCall": vet,
            "incTyp": inc,
            "pctEaten": None if d_out is None else eaten,
            "wtInOut": wts,
            "staff": staff,
            "KnlNotes": "",
            "_eaten": eaten,
            "_pet": p,
        }
        row["KnlNotes"] = _note(rng, p, row, u, staff)
        p["_stays"].append(row)
        rows.append(row)

    # ---- pet ids, vaccinations, flea and worm, in registration order ---------------------------
    pets.sort(key=lambda p: (p["dtReg"], p["ownerNm"], p["petName"]))
    num = 1000
    for p in pets:
        num += rng.choices([1, 2, 3, 5], weights=[6, 3, 1, 1])[0]
        p["pet_id"] = f"P-{num:04d}"
        m, dd = p["_anniv"]
        last_stay = max((r["dtIn"] for r in p["_stays"]), default=None)
        dates: list[date] = []
        y = max(p["dtReg"].year - 1, p["yrBorn"])
        while True:
            d = date(y, m, dd) - timedelta(days=rng.randint(0, 18))
            if d > EXPORT_DAY:
                break
            if d >= p["dtReg"] - timedelta(days=380) and d >= date(p["yrBorn"], 3, 1):
                dates.append(d)
            y += 1
        lapsed = last_stay is None and rng.random() < 0.35
        if lapsed and len(dates) > 1:
            dates = dates[:-1]
        if not dates:
            dates = [max(p["dtReg"] - timedelta(days=rng.randint(5, 120)), date(p["yrBorn"], 5, 1))]
        for r in p["_stays"]:  # a pet boards only with a booster given within the year before
            if not any(r["dtIn"] - timedelta(days=365) <= d <= r["dtIn"] for d in dates):
                dates.append(
                    max(r["dtIn"] - timedelta(days=rng.randint(7, 40)), date(p["yrBorn"], 5, 1))
                )
                dates.sort()
        p["VaccDts"] = dates[-3:]
        p["dtBstrDue"] = date(dates[-1].year + 1, dates[-1].month, min(dates[-1].day, 28))
        ref = last_stay
        if ref is None:  # last seen before this year's export
            lo = max(p["dtReg"], date(2022, 6, 1))
            ref = (
                lo
                if lo >= date(2024, 6, 28)
                else lo + timedelta(days=rng.randint(0, (date(2024, 6, 28) - lo).days))
            )
        if rng.random() < 0.85:
            p["dtFleaWrm"] = ref - timedelta(days=rng.randint(3, 85))
        if (
            p["Species"] == "Cat"
            and not any(r["wtInOut"] for r in p["_stays"])
            and rng.random() < 0.55
        ):
            p["wtKg"] = None
        for r in p["_stays"]:
            r["petRef"] = p["pet_id"]
    pets.sort(key=lambda p: p["pet_id"])

    # ---- deep cleans (2025): after isolation stays, and a few planned ones per unit -------------
    for u in units:
        outs = sorted(b for a, b, _ in u["_occ"] if date(2025, 1, 1) <= b <= EXPORT_DAY)
        if u["unitTyp"] == "Isolation":
            picks = outs
        else:
            picks = sorted(
                rng.sample(outs, min(len(outs), rng.choices([0, 1, 2, 3], weights=[3, 5, 3, 1])[0]))
            )
        u["DeepClnDts"] = picks[-3:]

    for r in rows:
        del r["_eaten"], r["_pet"]
    for p in pets:
        for k in ("_wt", "_stays", "_anniv"):
            del p[k]
    for u in units:
        del u["_last"], u["_occ"]
    return {"KCUnits": units, "KnlCards": pets, "Bkgs": rows}


def build(out: Path) -> Path:
    """Write `pet-boarding/schema.json` and its three objects files under out."""
    formats = {"KCUnits": "jsonl", "KnlCards": "csv", "Bkgs": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
