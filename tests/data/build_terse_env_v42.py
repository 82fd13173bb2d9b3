"""Write `livery-yard`: an invented horse livery yard's export, named tersely.

Sallowfield Farm Livery, an invented livery yard outside the invented village of Kimbleford (every
horse, owner, practitioner, box, paddock and note is made up; breeds, livery types, farriery,
veterinary, feeding and turnout terms are the ordinary ones of the trade), exported its yard
management system the way an engineer exports it: abbreviated property names in mixed habits
(snake_case `box_no`, `visit_ref`, `vis_notes`; camelCase `hsId`, `stableName`, `wkFee`, `startDt`,
`careFlags`, `wormEggs`, `clipDts`, `hsRef`, `visDt`, `visTyp`, `costInc`, `lameGrd`, `nextDue`,
`chartNo`, `effFrom`, `hayKg`, `outOvn`, `wtKg`, `feedGbpWk`, `chgRsn`, `setBy`; PascalCase
`LvType`, `Sex`, `Prov`, `Pdk`; glued lowercase `owner`, `brd`, `pract`, `sedated`, `horseid`,
`forage`, `feeds`, `supps`, `herd`, `muzzled`, `scoops`, `bcs`; prefixes `dt`, `n`, `is`, `yr`,
`pct`, and the trade's `TO` for turnout in `TOhrs`), abbreviated class names (`LvyRoll`,
`FVVisits`, `FeedTO`), terse descriptions in the trade's shorthand ("Liv. typ
(DIY/ADIY/part/full/grass/ret./sch.)", "Ht, hh", "Wkly fee, £ inc VAT", "FEC, epg (last 3)",
"Tot., £ inc VAT", "Lame grd (/10)", "T/O, hrs/d", "Out o/n?"), five properties with no
description (`owner`, `Sex`, `billTo`, `supps`, `setBy`) and one collection (`FeedTO`) with no
class description.

- `LvyRoll` (CSV): every horse on the yard at some time in the yard's year 2024/25 (2024-07-01 to
  2025-06-30): yard code, stable name, owner, livery type, box, breed, height in hands, year
  foaled, sex, weekly fee, multi-horse discount, start and leaving dates, insured, flu vaccination
  due, management flags, the last three faecal egg counts and the clip dates. Arrays are JSON
  strings in cells.
- `FVVisits` (JSON Lines): every farrier, vet, equine dental technician (EDT), physio and saddler
  visit to a horse in the yard's year, numbered in date order: the horse, date, practitioner type
  and name, visit type, the work done, lameness grade (vet lameness work only), shoes fitted
  (farrier only), sedation, a shared call-out, who is billed, the total, the next due date and
  the visit notes (`vis_notes`, the one prose property).
- `FeedTO` (Parquet, no class description): the feed and turnout charts, one row per chart
  revision, numbered in date order: the horse, effective date, forage and its kg a day, hard
  feeds, scoops morning and evening, supplements, turnout hours a day, paddock, turnout group,
  grazing muzzle, out overnight, weigh-tape weight, body condition score, weekly feed charge, who
  set it and why it changed.

Two references: `FVVisits.hsRef` and `FeedTO.horseid` each name a `LvyRoll.hsId`. The output is
deterministic (one seeded `random.Random`; no set is iterated).

Usage: python build_terse_env_v42.py OUT   (writes OUT/livery-yard/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "livery-yard"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2024, 7, 1), date(2025, 6, 30)  # the yard's year 2024/25; exported 2025-07-02

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "LvyRoll",
        "Liv. roll (hses on yd 24/25)",
        [
            ("hsId", "text", "Hs #"),
            ("stableName", "text", "Stable name"),
            ("owner", "text", None),
            ("LvType", "text", "Liv. typ (DIY/ADIY/part/full/grass/ret./sch.)"),
            ("box_no", "text", "Box (blank=out)"),
            ("brd", "text", "Breed/type"),
            ("htHH", "number", "Ht, hh"),
            ("yrFoaled", "int", "YOB"),
            ("Sex", "text", None),
            ("wkFee", "number", "Wkly fee, £ inc VAT"),
            ("pctDisc", "int", "Multi-hs disc., %"),
            ("startDt", "date", "Start dt"),
            ("dtLeft", "date", "Left (blank=on yd)"),
            ("isIns", "boolean", "Ins'd?"),
            ("vaccDue", "date", "Flu vacc due"),
            ("careFlags", "text[]", "Mgmt flags"),
            ("wormEggs", "int[]", "FEC, epg (last 3)"),
            ("clipDts", "date[]", "Clipped"),
        ],
    ),
    (
        "FVVisits",
        "Farr./vet/EDT/physio/sadd. visits",
        [
            ("visit_ref", "text", "Vis. ref"),
            ("hsRef", "text", "Hs"),
            ("visDt", "date", "Dt"),
            ("Prov", "text", "Prov. (F/V/EDT/P/S)"),
            ("pract", "text", "Pract."),
            ("visTyp", "text", "Typ. (rtn/c-o/emerg/f-up)"),
            ("workDone", "text[]", "Wk done"),
            ("lameGrd", "int", "Lame grd (/10)"),
            ("nShoes", "int", "Shoes fitted #"),
            ("sedated", "boolean", "Sed.?"),
            ("sharedCO", "boolean", "Shared c/o?"),
            ("billTo", "text", None),
            ("costInc", "number", "Tot., £ inc VAT"),
            ("nextDue", "date", "Nxt due"),
            ("vis_notes", PROSE, "Notes"),
        ],
    ),
    (
        "FeedTO",
        None,
        [
            ("chartNo", "text", "Chart #"),
            ("horseid", "text", "Hs #"),
            ("effFrom", "date", "Eff. from"),
            ("forage", "text", "Forage (hay/hlg/soaked/stmd/grass)"),
            ("hayKg", "number", "Hay/hlg, kg/d"),
            ("feeds", "text[]", "Hard fd"),
            ("scoops", "number[]", "Scoops AM/PM"),
            ("supps", "text[]", None),
            ("TOhrs", "int", "T/O, hrs/d"),
            ("Pdk", "text", "Pdk"),
            ("herd", "text", "T/O grp"),
            ("muzzled", "boolean", "Muzz.?"),
            ("outOvn", "boolean", "Out o/n?"),
            ("wtKg", "int", "Wt (tape), kg"),
            ("bcs", "number", "BCS (0-5)"),
            ("feedGbpWk", "number", "Fd chg, £/wk"),
            ("setBy", "text", None),
            ("chgRsn", "text", "Chg rsn"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

HORSE_NAMES = [
    "Bramble",
    "Monty",
    "Dolly",
    "Jasper",
    "Willow",
    "Alfie",
    "Bella",
    "Murphy",
    "Tilly",
    "Ziggy",
    "Rosie",
    "Paddy",
    "Foxy",
    "Barney",
    "Skye",
    "Dexter",
    "Poppy",
    "Mabel",
    "Archie",
    "Hector",
    "Clover",
    "Biscuit",
    "Duke",
    "Fern",
    "Gus",
    "Hazel",
    "Indie",
    "Jigsaw",
    "Kestrel",
    "Lottie",
    "Merlin",
    "Nutmeg",
    "Otis",
    "Pepper",
    "Quincy",
    "Rufus",
    "Saffy",
    "Toffee",
    "Umber",
    "Vinnie",
    "Whisper",
    "Xander",
    "Yogi",
    "Zara",
    "Apollo",
    "Bonnie",
    "Cassius",
    "Dancer",
    "Ebony",
    "Freddie",
    "Ginger",
    "Harvey",
    "Isla",
    "Jester",
    "Kipper",
    "Luna",
    "Magic",
    "Ned",
    "Oakley",
    "Pickle",
    "Reggie",
    "Sox",
    "Treacle",
    "Velvet",
    "Wilf",
    "Bertie",
    "Cracker",
    "Domino",
    "Echo",
    "Flynn",
    "George",
    "Honey",
    "Inca",
    "Juno",
    "Kizzy",
    "Lexi",
    "Maverick",
    "Nova",
    "Oscar",
    "Piper",
    "Rio",
    "Sable",
    "Teddy",
    "Valentino",
    "Winston",
    "Ash",
    "Blue",
    "Chester",
    "Dusty",
    "Elsa",
    "Fudge",
    "Gatsby",
    "Holly",
    "Ivy",
    "Jake",
    "Kenzie",
    "Lady",
    "Mister Darcy",
    "Noodle",
    "Orla",
    "Parsnip",
    "Red",
    "Smudge",
    "Tinker",
    "Walnut",
    "Bailey",
    "Cobweb",
    "Dillon",
    "Elvis",
    "Frankie",
    "Gem",
    "Hattie",
    "Kasper",
    "Lola",
    "Missy",
    "Norris",
    "Pip",
    "Samson",
    "Tango",
    "Wispa",
    "Acorn",
    "Bluebell",
    "Captain",
    "Delphi",
    "Ember",
    "Fergus",
    "Gilbert",
    "Harley",
    "Iggy",
    "Jemima",
    "Kingston",
    "Lulu",
    "Marmite",
    "Nelson",
    "Olive",
    "Prince",
    "Rolo",
    "Storm",
    "Thistle",
    "Woody",
]
# stable names that two horses share (the yard tells them apart by owner or box)
SHARED_NAMES = ["Monty", "Bella", "Alfie", "Poppy", "Toffee"]

FIRST = [
    "Abigail",
    "Alison",
    "Amelia",
    "Amy",
    "Andrea",
    "Angela",
    "Anna",
    "Becky",
    "Beth",
    "Bryony",
    "Caroline",
    "Charlotte",
    "Chloe",
    "Claire",
    "Daisy",
    "Debbie",
    "Eleanor",
    "Ellie",
    "Emma",
    "Fiona",
    "Freya",
    "Georgia",
    "Gemma",
    "Hannah",
    "Harriet",
    "Helen",
    "Imogen",
    "Jade",
    "Jane",
    "Jenny",
    "Jess",
    "Joanne",
    "Julia",
    "Karen",
    "Kate",
    "Katie",
    "Laura",
    "Lauren",
    "Leanne",
    "Lisa",
    "Lucy",
    "Maddie",
    "Megan",
    "Natalie",
    "Nicola",
    "Olivia",
    "Philippa",
    "Rachel",
    "Rebecca",
    "Ruth",
    "Sally",
    "Sam",
    "Sarah",
    "Sophie",
    "Stacey",
    "Tamsin",
    "Tess",
    "Vicky",
    "Zoe",
    "Andy",
    "Ben",
    "Chris",
    "Dave",
    "Graham",
    "Ian",
    "James",
    "Mark",
    "Paul",
    "Rob",
    "Tom",
]
LAST = [
    "Abbott",
    "Ainsworth",
    "Barker",
    "Beckett",
    "Blackwood",
    "Bower",
    "Brennan",
    "Carver",
    "Chadwick",
    "Collier",
    "Cresswell",
    "Dalton",
    "Denham",
    "Drury",
    "Eastwood",
    "Elliott",
    "Fairbairn",
    "Fenwick",
    "Fletcher",
    "Garside",
    "Gilmour",
    "Goddard",
    "Hadley",
    "Halliwell",
    "Harker",
    "Hebden",
    "Holroyd",
    "Hutchins",
    "Ingram",
    "Jarvis",
    "Kearney",
    "Kendrick",
    "Lambert",
    "Latimer",
    "Lockwood",
    "Lowther",
    "Marsden",
    "Metcalfe",
    "Millward",
    "Mosley",
    "Naylor",
    "Nuttall",
    "Oldroyd",
    "Oxley",
    "Padgett",
    "Parkin",
    "Pendlebury",
    "Prescott",
    "Quarmby",
    "Radcliffe",
    "Ramsden",
    "Redfern",
    "Rigby",
    "Royle",
    "Sagar",
    "Shackleton",
    "Sharples",
    "Sowerby",
    "Stansfield",
    "Sutcliffe",
    "Tattersall",
    "Thackray",
    "Threlfall",
    "Tillotson",
    "Varley",
    "Wadsworth",
    "Walmsley",
    "Whiteley",
    "Wilde",
    "Womersley",
    "Yates",
    "Ackroyd",
    "Bairstow",
    "Crabtree",
    "Dewhirst",
]

# livery type: (weight, weekly fee range in £ inc VAT)
LIVERY = {
    "DIY": (30, (42.0, 55.0)),
    "Assisted DIY": (14, (70.0, 95.0)),
    "Part": (24, (120.0, 152.0)),
    "Full": (26, (185.0, 235.0)),
    "Grass": (12, (30.0, 38.0)),
    "Retirement": (9, (58.0, 76.0)),
    "Schooling": (6, (265.0, 305.0)),
}
# breed: (weight, height range in inches at the withers, native pony/cob (good-doer), kg per inch)
BREEDS = {
    "TB": (16, (61, 68), False, 8.2),
    "TBx": (12, (60, 66), False, 8.4),
    "ISH": (14, (61, 68), False, 8.9),
    "WB": (12, (64, 71), False, 9.2),
    "Cob": (14, (57, 63), True, 9.6),
    "Connemara": (8, (54, 58), True, 7.9),
    "Welsh D": (9, (54, 61), True, 8.3),
    "Welsh A": (5, (46, 48), True, 5.4),
    "Arab x": (5, (58, 62), False, 7.6),
    "Shetland": (3, (36, 42), True, 4.6),
}
FARRIERS = {
    "Dan Hallam": (1, 125.0),
    "Kerry Bishop": (3, 118.0),
    "Luke Fairweather": (0, 132.0),
}  # weekday, full set £
VETS = ["Hannah Cole", "Rob Ashdown", "Priya Venkat", "Tomas Berg"]
EDT = "Sian Morgan"
PHYSIOS = {"Beth Rowley": 0, "Greg Tennant": 5}  # weekday
SADDLER = "Alan Quayle"
STAFF = ["Jo", "Kayleigh", "Marcus", "Abi"]  # grooms named in notes only

FLAGS_NATIVE = ["laminitic", "EMS", "sweet itch", "mud fever prone"]
FLAGS_ANY = ["crib-biter", "weaver", "headshaker", "bargy to lead", "box walker", "needs company"]
HARD_FEEDS_GOOD = ["chaff", "balancer", "fibre nuts", "linseed"]
HARD_FEEDS_POOR = ["conditioning mix", "sugar beet", "alfalfa", "cool mix", "oats", "linseed"]
SUPPS = [
    "joint",
    "magnesium",
    "biotin",
    "electrolytes",
    "gut balancer",
    "garlic",
    "vit E",
    "PPID (pergolide)",
]
LIMBS = ["LF", "RF", "LH", "RH"]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(
        names,
        weights=[weights[n] if not isinstance(weights[n], tuple) else weights[n][0] for n in names],
    )[0]


def _on_or_after(d: date, weekday: int) -> date:
    return d + timedelta(days=(weekday - d.weekday()) % 7)


def _hh(inches: int) -> float:
    return round(inches // 4 + (inches % 4) / 10, 1)


def _round_half(x: float) -> float:
    return round(x * 2) / 2


def _yard_vet_days() -> list[date]:
    """The practice's yard day: the second Wednesday of each month."""
    days = []
    for y, m in [(2024, m) for m in range(7, 13)] + [(2025, m) for m in range(1, 7)]:
        first = date(y, m, 1)
        days.append(_on_or_after(first, 2) + timedelta(days=7))
    return days


def _horses(rng: random.Random) -> list[dict]:
    names = [n for n in HORSE_NAMES if n not in SHARED_NAMES]
    rng.shuffle(names)
    n_horses = 140
    names = names[: n_horses - 2 * len(SHARED_NAMES)] + list(SHARED_NAMES) * 2
    rng.shuffle(names)
    # owners: most own one horse, some two or three
    owners: list[str] = []
    seen: dict[str, bool] = {}
    while len(owners) < 114:
        nm = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if nm not in seen:
            seen[nm] = True
            owners.append(nm)
    owner_of = list(owners) + [rng.choice(owners[:30]) for _ in range(n_horses - len(owners))]
    rng.shuffle(owner_of)
    horses = []
    for i in range(n_horses):
        lv = _pick(rng, LIVERY)
        brd = _pick(rng, BREEDS)
        if lv == "Schooling":
            brd = rng.choice(["WB", "ISH", "TB", "WB"])
        if brd in ("Shetland", "Welsh A") and lv in ("Schooling", "Full"):
            lv = "Grass"
        _, (h0, h1), native, kg_in = BREEDS[brd]
        inches = rng.randint(h0, h1)
        if lv == "Retirement":
            yob = rng.randint(1996, 2006)
        elif lv == "Schooling":
            yob = rng.randint(2017, 2021)
        else:
            yob = rng.randint(2000, 2020)
        arrival = rng.random() < 0.13
        if arrival:
            start = START + timedelta(days=rng.randint(10, 330))
        else:
            start = date(2009, 3, 1) + timedelta(
                days=int(rng.betavariate(2.2, 1.2) * ((START - date(2009, 3, 1)).days - 20))
            )
        left = None
        if rng.random() < (0.16 if not arrival else 0.1):
            lo = max(start + timedelta(days=40), START + timedelta(days=15))
            if lo < END - timedelta(days=10):
                left = lo + timedelta(days=rng.randint(0, (END - timedelta(days=10) - lo).days))
        f0, f1 = LIVERY[lv][1]
        fee = _round_half(rng.uniform(f0, f1))
        flags: list[str] = []
        if native and rng.random() < 0.45:
            flags.append(rng.choice(FLAGS_NATIVE[:2]))
        if native and rng.random() < 0.2:
            flags.append(rng.choice(FLAGS_NATIVE[2:]))
        if rng.random() < 0.25:
            flags.append(rng.choice(FLAGS_ANY))
        flags = list(dict.fromkeys(flags))[:3]
        if brd in ("Shetland", "Welsh A") or lv in ("Grass", "Retirement"):
            shoeing = "barefoot" if rng.random() < 0.85 else "fronts"
        elif native:
            shoeing = rng.choice(["barefoot", "fronts", "fronts", "full"])
        else:
            shoeing = (
                rng.choice(["full", "full", "full", "fronts"])
                if rng.random() > 0.08
                else "barefoot"
            )
        ridden = lv not in ("Retirement",) and brd != "Shetland" and 2024 - yob >= 4
        horses.append(
            {
                "_i": i,
                "stableName": names[i],
                "owner": owner_of[i],
                "LvType": lv,
                "brd": brd,
                "htHH": _hh(inches),
                "yrFoaled": yob,
                "Sex": "Mare" if rng.random() < 0.41 else "Gelding",
                "wkFee": fee,
                "startDt": start,
                "dtLeft": left,
                "isIns": rng.random() < (0.62 if lv not in ("Retirement", "Grass") else 0.25),
                "careFlags": flags,
                "_native": native,
                "_inches": inches,
                "_kg": kg_in,
                "_shoeing": shoeing,
                "_ridden": ridden,
                "_farrier": _pick(rng, {"Dan Hallam": 5, "Kerry Bishop": 4, "Luke Fairweather": 3}),
                "_physio": (rng.choice(list(PHYSIOS)) if ridden and rng.random() < 0.5 else None),
                "_flu_due": START + timedelta(days=rng.randint(5, 362)),
            }
        )
    # yard codes in order of arrival on the yard
    horses.sort(key=lambda h: (h["startDt"], h["stableName"]))
    for k, h in enumerate(horses):
        h["hsId"] = f"SF{101 + k * 2 + (1 if h['_i'] % 3 == 0 else 0):03d}"
    # multi-horse discount
    count: dict[str, int] = {}
    for h in horses:
        count[h["owner"]] = count.get(h["owner"], 0) + 1
    for h in horses:
        n = count[h["owner"]]
        h["pctDisc"] = 0 if n == 1 else (5 if n == 2 else 10)
    # boxes: stabled horses get one; an arrival may take the box of a horse that has left
    boxes = [
        f"{b}{n:02d}"
        for b, k in (("A", 20), ("B", 18), ("C", 30), ("D", 26), ("E", 16))
        for n in range(1, k + 1)
    ]
    rng.shuffle(boxes)
    free = list(boxes)
    freed: list[tuple[date, str]] = []
    for h in horses:
        if h["LvType"] in ("Grass", "Retirement"):
            h["box_no"] = None
            continue
        cand = [b for d, b in freed if d < h["startDt"]]
        if cand and (rng.random() < 0.6 or not free):
            box = cand[0]
            freed = [(d, b) for d, b in freed if b != box]
        else:
            box = free.pop()
        h["box_no"] = box
        if h["dtLeft"] is not None:
            freed.append((h["dtLeft"], box))
            freed.sort()
    return horses


def _window(h: dict) -> tuple[date, date]:
    return max(START, h["startDt"]), min(END, h["dtLeft"] or END)


def _visits(rng: random.Random, horses: list[dict]) -> list[dict]:
    vet_days = _yard_vet_days()
    edt_days = [
        _on_or_after(START + timedelta(days=9), 4) + timedelta(weeks=6 * k) for k in range(9)
    ]
    saddler_days = [date(2024, 9, 18), date(2025, 3, 19)]
    out: list[dict] = []

    def add(
        h,
        d,
        prov,
        pract,
        typ,
        work,
        grade=None,
        shoes=None,
        sed=False,
        bill="Owner",
        cost=0.0,
        due=None,
        note="",
    ):
        out.append(
            {
                "hsRef": h["hsId"],
                "visDt": d,
                "Prov": prov,
                "pract": pract,
                "visTyp": typ,
                "workDone": work,
                "lameGrd": grade,
                "nShoes": shoes,
                "sedated": sed,
                "billTo": bill,
                "costInc": round(cost, 2),
                "nextDue": due,
                "vis_notes": note,
                "_h": h,
            }
        )

    for h in horses:
        w0, w1 = _window(h)
        name = h["stableName"]
        yard_bill = "Yard a/c" if h["LvType"] in ("Full", "Part", "Schooling") else "Owner"
        # ---- farrier ----
        f = h["_farrier"]
        wd, full_price = FARRIERS[f]
        interval = (
            rng.choice([5, 6, 6, 7]) if h["_shoeing"] != "barefoot" else rng.choice([6, 7, 8, 8])
        )
        d = _on_or_after(w0 + timedelta(days=rng.randint(0, interval * 7 - 1)), wd)
        while d <= w1:
            shoe = h["_shoeing"]
            lam = "laminitic" in h["careFlags"] or "EMS" in h["careFlags"]
            if shoe == "full":
                work, shoes, cost = ["full set"], 4, full_price
            elif shoe == "fronts":
                work, shoes, cost = ["fronts", "trim behind"], 2, full_price * 0.7
            else:
                work, shoes, cost = ["trim"], 0, 42.0 if f != "Luke Fairweather" else 45.0
            if shoe != "barefoot" and lam and rng.random() < 0.7:
                work.append("remedial (heartbar)")
                cost += 40.0
            if shoe != "barefoot" and rng.random() < 0.07:
                work.append("pads")
                cost += 30.0
            if shoe == "full" and h["LvType"] in ("Schooling", "Full") and rng.random() < 0.35:
                work.append("stud holes")
                cost += 12.0
            due = d + timedelta(weeks=interval)
            notes = [
                f"{name} {rng.choice(['stood well', 'good as gold', 'fidgety behind', 'stood nicely for ' + rng.choice(STAFF)])}.",
                rng.choice(
                    [
                        f"{'Shod all round' if shoe == 'full' else 'Fronts on, trimmed behind' if shoe == 'fronts' else 'Trimmed all round'}, feet in good order.",
                        f"{rng.choice(LIMBS)} {rng.choice(['a little long in the toe', 'small crack at the quarter', 'flared on the outside wall', 'sole slightly bruised'])}, dressed back.",
                        f"Growth {rng.choice(['good', 'slow', 'steady'])} over {interval} weeks, {rng.choice(['no thrush', 'bit of thrush in the frogs, owner to treat', 'heels low, brought back'])}.",
                    ]
                ),
            ]
            if "remedial (heartbar)" in work:
                notes.append("Heartbars on for the laminitic feet as agreed with the vet.")
            notes.append(f"Next due {due.isoformat()}.")
            add(
                h,
                d,
                "Farrier",
                f,
                "Routine",
                work,
                None,
                shoes,
                False,
                yard_bill,
                cost,
                due,
                " ".join(notes),
            )
            # a lost shoe between two visits
            if shoe != "barefoot" and rng.random() < 0.1:
                ld = d + timedelta(days=rng.randint(8, interval * 7 - 6))
                if ld <= w1:
                    limb = rng.choice(LIMBS[:2] if shoe == "fronts" else LIMBS)
                    add(
                        h,
                        ld,
                        "Farrier",
                        f,
                        "Call-out",
                        ["refit lost shoe"],
                        None,
                        1,
                        False,
                        "Owner",
                        38.0 + rng.choice([0.0, 20.0]),
                        None,
                        f"{name} pulled the {limb} shoe in the {rng.choice(['field', 'school', 'mud by the gate'])}. "
                        f"Shoe found by {rng.choice(STAFF)}, refitted, {rng.choice(['wall intact', 'lost a little wall, nailed high', 'two clenches re-done'])}.",
                    )
            d = _on_or_after(d + timedelta(weeks=interval), wd)
        # ---- vet: flu vaccination on the yard day of the due month ----
        due = h["_flu_due"]
        if h["startDt"] >= START:
            due = h["startDt"] + timedelta(days=rng.randint(40, 300))
        vday = [v for v in vet_days if v.year == due.year and v.month == due.month]
        if vday and w0 <= vday[0] <= w1:
            vd = vday[0]
            tet = rng.random() < 0.45
            work = ["flu/tet vacc"] if tet else ["flu vacc"]
            cost = (68.0 if tet else 54.0) + rng.choice([0.0, 0.0, 4.5])
            if 2025 - h["yrFoaled"] >= 18 and rng.random() < 0.35:
                work.append("PPID bloods")
                cost += 95.0
            add(
                h,
                vd,
                "Vet",
                rng.choice(VETS[:2]),
                "Routine",
                work,
                None,
                None,
                False,
                "Owner",
                cost,
                vd + timedelta(days=365),
                f"Yard visit. {name} {'vaccinated flu and tetanus' if tet else 'flu booster given'}, {rng.choice(['left', 'right'])} side of the neck, passport signed. "
                f"{rng.choice(['Temp normal', 'Heart and lungs clear', 'Good weight', 'Bit stiff behind, owner to monitor'])}.",
            )
            h["vaccDue"] = vd + timedelta(days=365)
        else:
            h["vaccDue"] = due
        # ---- vet: lameness, colic, wounds, laminitis ----
        days_on = (w1 - w0).days
        events = []
        for kind, rate in (("lame", 0.42), ("colic", 0.07), ("wound", 0.2), ("lami", 0.0)):
            if kind == "lami" and ("laminitic" in h["careFlags"] or "EMS" in h["careFlags"]):
                rate = 0.45
            if rng.random() < rate * days_on / 365:
                events.append(kind)
        if days_on > 40 and 2025 - h["yrFoaled"] >= 20 and rng.random() < 0.1:
            events.append("lame")
        for kind in events:
            ed = w0 + timedelta(days=rng.randint(0, max(0, days_on - 1)))
            if kind == "lami":
                ed = date(
                    rng.choice([2024, 2025]), rng.choice([4, 5, 5, 6, 9, 10]), rng.randint(1, 28)
                )
                if not (w0 <= ed <= w1):
                    continue
            vet = rng.choice(VETS)
            ins_claim = h["isIns"]
            if kind == "lame":
                limb = rng.choice(LIMBS)
                grade = rng.choice([1, 2, 2, 3, 3, 4, 5, 6])
                work = ["lameness w/u"]
                cost = rng.uniform(160, 240)
                if grade >= 2 and rng.random() < 0.6:
                    work.append("nerve blocks")
                    cost += rng.uniform(90, 160)
                if grade >= 3 and rng.random() < 0.6:
                    work.append("x-rays")
                    cost += rng.uniform(180, 320)
                sed = "x-rays" in work and rng.random() < 0.3
                bill = "Insurer" if ins_claim and cost > 300 and rng.random() < 0.75 else "Owner"
                add(
                    h,
                    ed,
                    "Vet",
                    vet,
                    "Call-out",
                    work,
                    grade,
                    None,
                    sed,
                    bill,
                    cost,
                    None,
                    f"{name} {grade}/10 lame {limb} on the trot up, worse on the circle on the hard. "
                    + ("Blocked to the foot. " if "nerve blocks" in work else "")
                    + (
                        f"X-rays {rng.choice(['show nothing acute', 'show mild changes to the coffin joint', 'clear, likely soft tissue'])}. "
                        if "x-rays" in work
                        else ""
                    )
                    + rng.choice(
                        [
                            "Box rest and bute, recheck in 2 weeks.",
                            "Walk in hand 10 mins twice daily, recheck.",
                            "Small paddock turnout, bute 5 days.",
                            "Poultice and keep in, recheck if no better.",
                        ]
                    ),
                )
                h.setdefault("_vet_events", []).append((ed, "lame", grade))
                fd = ed
                g = grade
                for _ in range(rng.choice([0, 1, 1, 2])):
                    fd = fd + timedelta(days=rng.randint(10, 24))
                    if fd > w1:
                        break
                    g = max(0, g - rng.randint(1, 3))
                    fwork = ["re-exam"] + (["joint inj."] if g >= 2 and rng.random() < 0.4 else [])
                    fcost = rng.uniform(85, 140) + (
                        rng.uniform(220, 380) if "joint inj." in fwork else 0
                    )
                    add(
                        h,
                        fd,
                        "Vet",
                        vet,
                        "Follow-up",
                        fwork,
                        g,
                        None,
                        "joint inj." in fwork,
                        bill,
                        fcost,
                        None,
                        f"Recheck of {name}: {'sound on the straight' if g == 0 else f'now {g}/10 lame'} {limb}. "
                        + (
                            "Medicated the joint, 48 hours box rest. "
                            if "joint inj." in fwork
                            else ""
                        )
                        + rng.choice(
                            [
                                "Start walk and trot work.",
                                "Continue box rest another week.",
                                "Turn out in the rehab pen.",
                                "Happy with progress.",
                            ]
                        ),
                    )
            elif kind == "colic":
                work = ["colic exam", "rectal"] + (["stomach tube"] if rng.random() < 0.5 else [])
                cost = rng.uniform(210, 420) + (rng.uniform(300, 600) if rng.random() < 0.2 else 0)
                hr = rng.randint(44, 72)
                bill = "Insurer" if ins_claim and cost > 400 else "Owner"
                add(
                    h,
                    ed,
                    "Vet",
                    vet,
                    "Emergency",
                    work,
                    None,
                    None,
                    True,
                    bill,
                    cost,
                    None,
                    f"Called out by {rng.choice(STAFF)} at {rng.randint(5, 23):02d}:{rng.choice(['05', '20', '35', '50'])}, {name} rolling and pawing. "
                    f"HR {hr}, gut sounds {rng.choice(['reduced', 'absent on the right', 'quiet left side'])}. "
                    + rng.choice(
                        [
                            "Impaction on rectal, oiled by tube.",
                            "Gas colic, spasmodic, settled with buscopan.",
                            "Settled after sedation, no hard feed tonight.",
                            "Mild, responded to treatment, hay soaked for 24 hrs.",
                        ]
                    ),
                )
            elif kind == "wound":
                sed = rng.random() < 0.55
                work = (
                    ["wound"]
                    + (["stitches"] if sed else [])
                    + (["tet antitoxin"] if rng.random() < 0.2 else [])
                )
                cost = rng.uniform(110, 260) + (rng.uniform(60, 120) if sed else 0)
                limb = rng.choice(LIMBS)
                add(
                    h,
                    ed,
                    "Vet",
                    vet,
                    rng.choice(["Call-out", "Emergency"]),
                    work,
                    None,
                    None,
                    sed,
                    "Owner",
                    cost,
                    None,
                    f"{name} {rng.choice(['caught on the fence', 'kicked in the field', 'cut on the trailer ramp', 'wire cut'])}, "
                    f"{rng.randint(2, 14)} cm wound {limb} {rng.choice(['cannon', 'fetlock', 'forearm', 'hock'])}. "
                    + ("Sedated and stitched. " if sed else "Cleaned and dressed. ")
                    + "Antibiotics 5 days, dressing changes daily.",
                )
                if rng.random() < 0.5:
                    fd = ed + timedelta(days=rng.randint(7, 12))
                    if fd <= w1:
                        add(
                            h,
                            fd,
                            "Vet",
                            vet,
                            "Follow-up",
                            ["wound check"] + (["stitches out"] if sed else []),
                            None,
                            None,
                            False,
                            "Owner",
                            rng.uniform(55, 90),
                            None,
                            f"Wound check on {name}, {rng.choice(['healing well', 'some proud flesh, cream given', 'clean and dry'])}."
                            + (" Stitches out." if sed else ""),
                        )
            else:  # laminitis
                grade = rng.choice([2, 3, 3, 4, 5])
                work = ["laminitis exam"] + (["x-rays"] if rng.random() < 0.5 else [])
                cost = rng.uniform(150, 230) + (rng.uniform(180, 300) if "x-rays" in work else 0)
                add(
                    h,
                    ed,
                    "Vet",
                    vet,
                    "Call-out",
                    work,
                    grade,
                    None,
                    False,
                    "Insurer" if ins_claim and cost > 300 else "Owner",
                    cost,
                    None,
                    f"{name} pottery on both fronts, strong digital pulses, {grade}/10 lame on the turn. "
                    "Box rest on a deep shavings bed, soaked hay only, no grass. "
                    + rng.choice(
                        [
                            "Frog supports on.",
                            "Pain relief for 7 days.",
                            "Farrier to fit heartbars.",
                        ]
                    ),
                )
                h.setdefault("_vet_events", []).append((ed, "lami", grade))
        # ---- EDT ----
        per_year = 2 if (h["brd"] in ("Shetland", "Welsh A") or 2025 - h["yrFoaled"] >= 20) else 1
        eds = [x for x in edt_days if w0 <= x <= w1]
        if eds:
            first = rng.randrange(len(eds))
            picks = [eds[first]] + (
                [eds[(first + 4) % len(eds)]] if per_year == 2 and len(eds) > 4 else []
            )
            for ed in sorted(dict.fromkeys(picks)):
                work = ["routine rasp"]
                sed = False
                cost = 62.0
                if 2024 - h["yrFoaled"] <= 6 and rng.random() < 0.5:
                    work.append("wolf teeth out")
                    sed, cost = True, cost + 48.0
                if rng.random() < 0.3:
                    work.append("hooks reduced")
                if 2025 - h["yrFoaled"] >= 18 and rng.random() < 0.4:
                    work.append("diastema clean")
                    cost += 15.0
                if not sed and rng.random() < 0.12:
                    sed, cost = True, cost + 48.0
                add(
                    h,
                    ed,
                    "EDT",
                    EDT,
                    "Routine",
                    work,
                    None,
                    None,
                    sed,
                    yard_bill,
                    cost,
                    ed + timedelta(days=182 if per_year == 2 else 365),
                    f"{name}: {rng.choice(['sharp enamel points upper cheek teeth', 'small ulcer left cheek', 'mouth in good order', 'ramps on lower 06s'])}, "
                    f"{'wolf teeth removed under vet sedation' if 'wolf teeth out' in work else 'rasped'}. "
                    + ("Sedated by the vet. " if sed and "wolf teeth out" not in work else "")
                    + rng.choice(
                        ["Recheck in a year.", "Recheck in 6 months.", "Good to ride tomorrow."]
                    ),
                )
        # ---- physio ----
        if h["_physio"]:
            p = h["_physio"]
            step = rng.choice([6, 8, 10])
            d = _on_or_after(w0 + timedelta(days=rng.randint(0, step * 7)), PHYSIOS[p])
            while d <= w1:
                work = rng.sample(
                    ["massage", "laser", "stretching plan", "kinesio tape", "PEMF"],
                    rng.randint(1, 3),
                )
                add(
                    h,
                    d,
                    "Physio",
                    p,
                    "Routine",
                    work,
                    None,
                    None,
                    False,
                    "Owner",
                    rng.choice([55.0, 60.0, 65.0])
                    if p == "Beth Rowley"
                    else rng.choice([50.0, 58.0]),
                    None,
                    f"{name} {rng.choice(['tight through the back', 'sore left side of the wither', 'tense in the poll', 'good, maintenance only', 'tight hamstrings'])}. "
                    f"{'Lasered ' + rng.choice(['the SI area', 'the lumbar muscles', 'the neck']) + '. ' if 'laser' in work else ''}"
                    + rng.choice(
                        [
                            "Carrot stretches daily.",
                            "Pole work twice a week.",
                            "Back in 6 weeks.",
                            "Check saddle fit.",
                        ]
                    ),
                )
                d = _on_or_after(d + timedelta(weeks=step), PHYSIOS[p])
        # ---- saddler ----
        if h["_ridden"]:
            for sd in saddler_days:
                if w0 <= sd <= w1 and rng.random() < 0.55:
                    work = ["saddle check"] + rng.sample(
                        ["reflock", "tree width adj.", "girth fitted", "new saddle fit"],
                        rng.choice([0, 0, 1, 1, 2]),
                    )
                    cost = (
                        45.0
                        + (85.0 if "reflock" in work else 0)
                        + (35.0 if "tree width adj." in work else 0)
                        + (20.0 if "girth fitted" in work else 0)
                        + (40.0 if "new saddle fit" in work else 0)
                    )
                    add(
                        h,
                        sd,
                        "Saddler",
                        SADDLER,
                        "Routine",
                        work,
                        None,
                        None,
                        False,
                        "Owner",
                        cost,
                        None,
                        f"{name}'s {rng.choice(['GP', 'dressage', 'jump', 'synthetic'])} saddle "
                        f"{rng.choice(['bridging slightly', 'sitting low behind', 'fits well', 'too narrow at the points'])}. "
                        + ("Reflocked on site. " if "reflock" in work else "")
                        + (
                            "New saddle fitted, check again in 6 weeks."
                            if "new saddle fit" in work
                            else "Check again in 6 months."
                        ),
                    )
            if rng.random() < 0.12:
                sd = w0 + timedelta(days=rng.randint(0, max(0, (w1 - w0).days)))
                add(
                    h,
                    sd,
                    "Saddler",
                    SADDLER,
                    "Call-out",
                    ["saddle check", "reflock"],
                    None,
                    None,
                    False,
                    "Owner",
                    145.0,
                    None,
                    f"{name} napping and cold-backed, saddle dropped on the left. Reflocked and balanced.",
                )
    # shared call-outs: the same practitioner at the yard for two or more horses that day
    per_day: dict[tuple[str, date], int] = {}
    for v in out:
        per_day[(v["pract"], v["visDt"])] = per_day.get((v["pract"], v["visDt"]), 0) + 1
    for v in out:
        v["sharedCO"] = per_day[(v["pract"], v["visDt"])] > 1
    out.sort(key=lambda v: (v["visDt"], v["Prov"], v["pract"], v["hsRef"], v["visTyp"]))
    rows = []
    for k, v in enumerate(out, start=1):
        rows.append(
            {
                "visit_ref": f"VIS-{k:04d}",
                "hsRef": v["hsRef"],
                "visDt": v["visDt"],
                "Prov": v["Prov"],
                "pract": v["pract"],
                "visTyp": v["visTyp"],
                "workDone": v["workDone"],
                "lameGrd": v["lameGrd"],
                "nShoes": v["nShoes"],
                "sedated": v["sedated"],
                "sharedCO": v["sharedCO"],
                "billTo": v["billTo"],
                "costInc": v["costInc"],
                "nextDue": v["nextDue"],
                "vis_notes": v["vis_notes"],
            }
        )
    return rows


def _charts(rng: random.Random, horses: list[dict]) -> list[dict]:
    out: list[dict] = []
    for h in horses:
        w0, w1 = _window(h)
        native = h["_native"]
        lam = "laminitic" in h["careFlags"] or "EMS" in h["careFlags"]
        pony = h["_inches"] < 58
        lv = h["LvType"]
        if lv == "Retirement":
            grp = "Retirees"
        elif pony:
            grp = "Ponies"
        elif h["Sex"] == "Mare":
            grp = "Mares"
        else:
            grp = rng.choice(["Geldings A", "Geldings B"])
        base_wt = h["_inches"] * h["_kg"] + rng.uniform(-25, 25)
        base_bcs = 3.5 if native else (2.5 if h["brd"] in ("TB", "Arab x") else 3.0)
        if lv == "Retirement":
            base_bcs -= 0.5
        owner_fed = lv in ("DIY", "Assisted DIY", "Grass")
        # the dates of the charts in force during the year
        events: list[tuple[date, str]] = []
        if h["startDt"] >= START:
            events.append((h["startDt"], "New arrival"))
        else:
            events.append((date(2024, 4, 1) + timedelta(days=rng.randint(0, 88)), "Summer regime"))
        winter = date(2024, 10, 7) + timedelta(days=rng.randint(0, 35))
        summer = date(2025, 4, 7) + timedelta(days=rng.randint(0, 35))
        deep = date(2024, 12, 2) + timedelta(days=rng.randint(0, 20))
        seasons = [(winter, "Winter regime"), (summer, "Summer regime")]
        if lv not in ("Grass", "Retirement") and rng.random() < 0.5:
            seasons.append((deep, "Winter regime"))
        for d, why in seasons:
            if w0 < d <= w1:
                events.append((d, why))
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            d = w0 + timedelta(days=rng.randint(20, max(21, (w1 - w0).days)))
            if d <= w1:
                events.append(
                    (
                        d,
                        rng.choice(
                            ["Weight gain", "Weight loss", "Owner request", "Owner request"]
                        ),
                    )
                )
        for ed, kind, grade in h.get("_vet_events", []):
            if grade >= 3 or kind == "lami":
                d1 = ed + timedelta(days=1)
                if d1 <= w1:
                    events.append((d1, "Box rest"))
                d2 = d1 + timedelta(days=rng.randint(14, 42))
                if d2 <= w1:
                    events.append((d2, "Vet advice"))
        events.sort()
        wt = base_wt
        bcs = base_bcs
        for d, why in events:
            summer_season = d.month in (4, 5, 6, 7, 8, 9)
            if why == "Weight gain":
                wt += rng.uniform(10, 30)
                bcs = min(4.5, bcs + 0.5)
            elif why == "Weight loss":
                wt -= rng.uniform(10, 30)
                bcs = max(1.5, bcs - 0.5)
            else:
                wt += rng.uniform(-12, 12) + (8 if summer_season and native else 0)
            # turnout
            if why == "Box rest":
                to_hrs, pdk, herd = 0, None, "Solo"
            elif why == "Vet advice":
                to_hrs, pdk, herd = rng.choice([2, 3, 4]), "Rehab Pen", "Solo"
            elif grp == "Retirees" or lv == "Grass":
                to_hrs = 24
                pdk = "Bottom Mdw" if grp == "Retirees" else ("Pony Pdk" if pony else "Long Mdw")
                herd = grp
            elif summer_season:
                to_hrs = (
                    24
                    if (native and not lam and rng.random() < 0.5)
                    else rng.choice([8, 10, 12, 12, 14])
                )
                if lam:
                    pdk = "Summer Track"
                else:
                    pdk = {
                        "Mares": "Mares' Fld",
                        "Geldings A": "Long Mdw",
                        "Geldings B": "Church Fld",
                        "Ponies": "Pony Pdk",
                    }[grp]
                herd = grp
            else:
                to_hrs = rng.choice([4, 5, 6, 6, 8])
                pdk = {
                    "Mares": "Church Fld",
                    "Geldings A": "Winter Sacr.",
                    "Geldings B": "Winter Sacr.",
                    "Ponies": "Pony Pdk",
                }[grp]
                herd = grp
            # forage
            if to_hrs == 24 and summer_season and (native or lv in ("Grass", "Retirement")):
                forage, hay = "Grass only", None
            elif lam or why in ("Box rest",) and rng.random() < 0.6:
                forage = "Soaked hay"
                hay = round(wt * rng.uniform(0.015, 0.018), 1)
            else:
                forage = rng.choice(["Hay", "Hay", "Haylage", "Steamed hay"])
                frac = (0.012 if summer_season else 0.02) + rng.uniform(-0.003, 0.003)
                hay = round(wt * frac, 1)
            # hard feed
            if forage == "Grass only" and rng.random() < 0.6:
                feeds, scoops = [], []
            elif native or lam:
                feeds = (
                    ["chaff", "balancer"] if rng.random() < 0.7 else rng.sample(HARD_FEEDS_GOOD, 2)
                )
                scoops = [0.5, 0.5] if rng.random() < 0.6 else [0.5, 1.0]
            else:
                feeds = ["chaff"] + rng.sample(HARD_FEEDS_POOR, rng.randint(1, 2))
                lo = 1.0 if summer_season else 1.5
                scoops = [
                    _round_half(rng.uniform(lo, lo + 1.5)),
                    _round_half(rng.uniform(lo, lo + 1.5)),
                ]
            supps = []
            if rng.random() < 0.55:
                pool = [s for s in SUPPS if s != "PPID (pergolide)"]
                supps = rng.sample(pool, rng.randint(1, 2))
            if 2025 - h["yrFoaled"] >= 20 and rng.random() < 0.5:
                supps = supps[:1] + ["PPID (pergolide)"]
            muzz = bool(
                summer_season
                and to_hrs >= 8
                and (lam or (native and bcs >= 3.5))
                and rng.random() < 0.75
            )
            if why == "Box rest" or why == "Vet advice":
                setby = "Vet"
            elif why in ("Weight gain", "Weight loss") and rng.random() < 0.35:
                setby = "Nutritionist"
            elif owner_fed or why == "Owner request":
                setby = "Owner"
            else:
                setby = "Yard mgr"
            fee = None
            if not owner_fed:
                fee = round(
                    3.5 + sum(scoops) * 7 * 0.62 + (hay or 0.0) * 7 * 0.21 + len(supps) * 2.5, 2
                )
            out.append(
                {
                    "horseid": h["hsId"],
                    "effFrom": d,
                    "forage": forage,
                    "hayKg": hay,
                    "feeds": feeds,
                    "scoops": [float(x) for x in scoops],
                    "supps": supps,
                    "TOhrs": to_hrs,
                    "Pdk": pdk,
                    "herd": herd,
                    "muzzled": muzz,
                    "outOvn": to_hrs == 24,
                    "wtKg": int(round(wt)),
                    "bcs": float(
                        bcs
                        if why not in ("Winter regime",)
                        else max(1.5, bcs - rng.choice([0.0, 0.0, 0.5]))
                    ),
                    "feedGbpWk": fee,
                    "setBy": setby,
                    "chgRsn": why,
                }
            )
    out.sort(key=lambda c: (c["effFrom"], c["horseid"]))
    return [{"chartNo": f"FC-{k:04d}", **c} for k, c in enumerate(out, start=1)]


def _worm_and_clip(rng: random.Random, horses: list[dict]) -> None:
    for h in horses:
        w0, w1 = _window(h)
        n = 3 if h["startDt"] < date(2024, 1, 1) else (2 if h["startDt"] < START else 1)
        eggs = []
        for _ in range(n):
            r = rng.random()
            if r < 0.38:
                eggs.append(0)
            elif r < 0.8:
                eggs.append(rng.choice([50, 50, 100, 150, 200]))
            elif r < 0.95:
                eggs.append(rng.choice([250, 300, 350, 450, 500, 600]))
            else:
                eggs.append(rng.choice([800, 950, 1200, 1450]))
        h["wormEggs"] = eggs
        clips = []
        if h["_ridden"] and h["LvType"] not in ("Grass",) and rng.random() < 0.7:
            d = date(2024, 10, 1) + timedelta(days=rng.randint(0, 30))
            while d <= date(2025, 2, 28) and len(clips) < 3:
                if w0 <= d <= w1:
                    clips.append(d)
                d += timedelta(days=rng.randint(35, 60))
        h["clipDts"] = clips


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4217)
    horses = _horses(rng)
    visits = _visits(rng, horses)
    charts = _charts(rng, horses)
    _worm_and_clip(rng, horses)
    roll = []
    for h in sorted(horses, key=lambda x: x["hsId"]):
        roll.append(
            {
                k: h[k]
                for k in (
                    "hsId",
                    "stableName",
                    "owner",
                    "LvType",
                    "box_no",
                    "brd",
                    "htHH",
                    "yrFoaled",
                    "Sex",
                    "wkFee",
                    "pctDisc",
                    "startDt",
                    "dtLeft",
                    "isIns",
                    "vaccDue",
                    "careFlags",
                    "wormEggs",
                    "clipDts",
                )
            }
        )
    return {"LvyRoll": roll, "FVVisits": visits, "FeedTO": charts}


def build(out: Path) -> Path:
    """Write `livery-yard/schema.json` and its three objects files under out."""
    formats = {"LvyRoll": "csv", "FVVisits": "jsonl", "FeedTO": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
