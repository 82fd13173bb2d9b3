"""Write `fish-market`: an invented harbour fish auction's export, named tersely.

The market office of an invented harbour, Skelwick Fish Market (every port, vessel, PLN, skipper,
tallyman, auctioneer, buyer and lot is made up), exported its systems of record the way an
engineer exports them: abbreviated property names in mixed habits (snake_case `loa_m`,
`lic_cat`, `wt_kg`, `net_kg`, `lot_id`, `sz_gr`; camelCase `homePort`, `engKw`, `quotaSpp`,
`vslRef`, `holdTemps`, `fuelL`, `pxKg`, `topBids`, `lotRmk`; PascalCase `VslName`, `TripDays`,
`Tallyman`, `Spp`, `Buyer`; glued lowercase `pln`, `skipper`, `gear`, `qy`, `boxes`,
`auctioneer`, `fresh`; prefixes `dtLand`, `dtSold`, `nCrew`, `nBoxes`, `is_u10`, `isWd`),
abbreviated class names (`Vsls`, `Lndgs`, `AuctLots`), terse descriptions in the trade's
shorthand ("LOA, m", "U10m?", "Trip, d", "Hyg. chk (ice/boxes/hold)", "Size gr. (1=lge)",
"£/kg", "W/d?"), five properties with no description and one collection (`AuctLots`) with no
description.

- `Vsls` (CSV): the vessel register: each vessel's port letters and number (PLN), name, skipper,
  home port, length overall, under-10 m flag, engine power, main gear, licence category, year
  built, crew, quota stocks (FAO codes), tonnes landed in 2022 to 2024, the last MCA survey, the
  fishery officer's inspection dates and status. Arrays are JSON strings in cells.
- `Lndgs` (JSON Lines): the landings of 2025-02-03 to 2025-03-02, numbered in date order: vessel
  (`vslRef` refers to `Vsls.pln`), date, quay berth, trip length, ICES rectangle fished, boxes,
  gross weight, hold temperatures (vessels with hold probes), fuel bunkered (empty when none),
  harbour dues, tallyman, the three hygiene checks, fishery officer inspection and undersize
  found.
- `AuctLots` (Parquet, no class description): the auction lots sold from those landings:
  `lndRef` refers to `Lndgs.lndId`; sale date, species, size grade, freshness grade, boxes, net
  weight, price per kg (empty when withdrawn), top bids, buyer (empty when withdrawn),
  auctioneer, withdrawn flag and the auctioneer's remarks (`lotRmk`, the one prose property,
  15-50 words).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v7.py OUT   (writes OUT/fish-market/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "fish-market"
N_VESSELS = 156
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 2, 3), date(2025, 3, 2)  # four weeks of landings, Monday to Sunday

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Vsls",
        "Reg. vessels (home + visiting)",
        [
            ("pln", "text", "PLN"),
            ("VslName", "text", "Name"),
            ("skipper", "text", None),
            ("homePort", "text", "Home port"),
            ("loa_m", "number", "LOA, m"),
            ("is_u10", "boolean", "U10m?"),
            ("engKw", "int", "Eng. kW"),
            ("gear", "text", "Main gear"),
            ("lic_cat", "text", "Lic. cat."),
            ("builtYr", "int", "Yr blt"),
            ("nCrew", "int", "Crew"),
            ("quotaSpp", "text[]", "Quota stocks (FAO)"),
            ("t_landed", "int[]", "Landings 22/23/24, t"),
            ("lastSurv", "date", "Last MCA svy"),
            ("insp_dts", "date[]", "FO insp. dts"),
            ("status", "text", None),
        ],
    ),
    (
        "Lndgs",
        "Landings",
        [
            ("lndId", "text", "Lndg ref"),
            ("vslRef", "text", "Vsl"),
            ("dtLand", "date", "Land. dt"),
            ("qy", "text", None),
            ("TripDays", "int", "Trip, d"),
            ("icesRect", "text", "ICES rect."),
            ("boxes", "int", "Boxes (40kg)"),
            ("wt_kg", "number", "Gross wt, kg"),
            ("holdTemps", "number[]", "Hold temp fwd/mid/aft, °C"),
            ("fuelL", "int", "Fuel bunk., L"),
            ("dues_gbp", "number", "Hbr dues, £"),
            ("Tallyman", "text", None),
            ("hygChk", "boolean[]", "Hyg. chk (ice/boxes/hold)"),
            ("foInsp", "boolean", "FO insp.?"),
            ("underSz", "boolean", "U/size fnd?"),
        ],
    ),
    (
        "AuctLots",
        None,
        [
            ("lot_id", "text", "Lot #"),
            ("lndRef", "text", "Lndg"),
            ("dtSold", "date", "Sale dt"),
            ("Spp", "text", "Spp."),
            ("sz_gr", "int", "Size gr. (1=lge)"),
            ("fresh", "text", "Fresh. (E/A/B)"),
            ("nBoxes", "int", "Bxs"),
            ("net_kg", "number", "Net wt, kg"),
            ("pxKg", "number", "£/kg"),
            ("topBids", "number[]", "Top bids, £/kg"),
            ("Buyer", "text", None),
            ("auctioneer", "text", "Auct."),
            ("isWd", "boolean", "W/d?"),
            ("lotRmk", PROSE, "Remarks"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# home port: (weight, port letters, ICES rectangles its boats fish)
PORTS = {
    "Skelwick": (34, "SK", ["45E6", "45E7", "46E6", "46E7"]),
    "Corrabay": (18, "CY", ["45E6", "44E6", "44E7"]),
    "Aunsay": (15, "AY", ["46E5", "46E6", "47E5"]),
    "Dunvreck": (12, "DV", ["44E7", "45E7", "44E8"]),
    "Kilbrannan": (11, "KB", ["46E7", "47E6", "47E7"]),
    "Hossack Bay": (10, "HB", ["44E6", "45E6", "46E5"]),
}
# gear: (weight among U10, weight among 10 m and over, species mix, trip days, lic. cat.)
GEARS = {
    "Otter trawl": (
        0,
        30,
        {
            "Haddock": 30,
            "Cod": 14,
            "Whiting": 18,
            "Monkfish": 12,
            "Saithe": 8,
            "Megrim": 7,
            "Hake": 6,
            "Plaice": 5,
        },
        (3, 8),
        "Cat A",
    ),
    "Nephrops trawl": (
        2,
        22,
        {"Nephrops": 60, "Haddock": 12, "Whiting": 12, "Monkfish": 8, "Lemon sole": 8},
        (2, 5),
        "Cat A",
    ),
    "Seine net": (
        0,
        10,
        {"Haddock": 34, "Cod": 18, "Plaice": 18, "Lemon sole": 16, "Whiting": 14},
        (3, 6),
        "Cat A",
    ),
    "Scallop dredge": (4, 8, {"King scallop": 100}, (1, 4), "Cat C"),
    "Gillnets": (8, 4, {"Hake": 40, "Cod": 25, "Saithe": 20, "Monkfish": 15}, (1, 3), "Cat C"),
    "Creels": (34, 6, {"Brown crab": 65, "Lobster": 35}, (1, 1), "Shellfish"),
    "Handline": (10, 0, {"Cod": 45, "Saithe": 35, "Hake": 20}, (1, 1), "Cat C"),
}
FAO = {
    "Haddock": "HAD",
    "Cod": "COD",
    "Whiting": "WHG",
    "Monkfish": "MON",
    "Saithe": "POK",
    "Megrim": "LEZ",
    "Hake": "HKE",
    "Plaice": "PLE",
    "Nephrops": "NEP",
    "Lemon sole": "LEM",
}
PRICE = {  # £/kg range for size grade 1 and freshness E
    "Haddock": (2.6, 3.4),
    "Cod": (3.8, 5.0),
    "Whiting": (1.7, 2.3),
    "Monkfish": (5.2, 6.8),
    "Saithe": (1.4, 1.9),
    "Megrim": (2.8, 3.6),
    "Hake": (3.4, 4.6),
    "Plaice": (2.3, 3.0),
    "Nephrops": (9.5, 13.0),
    "Lemon sole": (5.6, 7.4),
    "Brown crab": (2.6, 3.3),
    "Lobster": (19.0, 25.0),
    "King scallop": (6.2, 7.8),
}
BOX_KG = {"Nephrops": 22, "Brown crab": 30, "Lobster": 18, "King scallop": 35}  # else ~40 kg
FIRST = [
    "John",
    "Alexander",
    "Magnus",
    "Ewan",
    "Callum",
    "Neil",
    "Robert",
    "Kenneth",
    "Iain",
    "Donald",
    "Peter",
    "James",
    "Andrew",
    "Malcolm",
    "Sandy",
    "Gordon",
    "Stuart",
    "Ross",
    "Fraser",
    "Lewis",
    "Mairi",
    "Kirsty",
    "Ruaridh",
    "Gary",
    "Martin",
    "Derek",
]
SURNAMES = [
    "Mackay",
    "Buchan",
    "Cowie",
    "Thain",
    "Ritchie",
    "Strachan",
    "West",
    "Watt",
    "Bruce",
    "Jamieson",
    "Sinclair",
    "Tulloch",
    "Irvine",
    "Manson",
    "Flett",
    "Rendall",
    "Reid",
    "Noble",
    "Cormack",
    "Gunn",
    "Sutherland",
    "Macleod",
    "Morrison",
    "Leask",
    "Duthie",
    "Pirie",
    "Summers",
    "Wiseman",
]
NAME_A = [
    "Ocean",
    "Silver",
    "Sea",
    "Golden",
    "Morning",
    "Northern",
    "Star",
    "Harvest",
    "Island",
    "Bonnie",
    "Crystal",
    "Venture",
    "Guide",
    "Good",
    "Reliance",
    "Radiant",
]
NAME_B = [
    "Harvest",
    "Dawn",
    "Spray",
    "Quest",
    "Star",
    "Lass",
    "Venture",
    "Hope",
    "Crest",
    "Bounty",
    "Endeavour",
    "Pride",
    "Rose",
    "Sea",
    "Fisher",
    "Reaper",
]
NAME_EXTRA = [
    "Girl Ann",
    "Boy Andrew",
    "Sharon Rose",
    "Kirsty Jane",
    "Three Sisters",
    "Brothers Pride",
    "Mairi Bhan",
    "Our Lass",
]
TALLYMEN = [
    "D. Cowie",
    "A. Ritchie",
    "M. Pirie",
    "S. Noble",
    "G. Leask",
    "K. Flett",
    "B. Duthie",
    "W. Tulloch",
]
AUCTIONEERS = ["Fiona Strachan", "Graeme Watt", "Hamish Gunn", "Lorna Manson"]
BUYERS = {
    "Cairnie Seafoods": 16,
    "Harra Fish Co": 13,
    "North Isles Smokehouse": 7,
    "Brannan Bros": 10,
    "Westfirth Processors": 14,
    "Aunsay Shellfish": 6,
    "Dunvreck Fish Merchants": 9,
    "Loch Ard Exports": 8,
    "M. & J. Thain": 6,
    "Bayview Seafood": 5,
    "Silverfin Trading": 6,
    "Coastline Catering Supplies": 3,
}
QUAYS = ["N1", "N2", "N3", "S1", "S2", "W1"]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _vessels(rng: random.Random) -> list[dict]:
    vessels = []
    used_pln: set[str] = set()
    names: list[str] = []
    skippers: list[str] = []
    for _ in range(N_VESSELS):
        port = _pick(rng, {k: v[0] for k, v in PORTS.items()})
        _, letters, rects = PORTS[port]
        u10 = rng.random() < 0.42
        gear = _pick(rng, {g: v[0] if u10 else v[1] for g, v in GEARS.items()})
        while True:
            pln = f"{letters} {rng.randrange(1, 1000) if rng.random() < 0.8 else rng.randrange(1000, 1400)}"
            if pln not in used_pln:
                used_pln.add(pln)
                break
        if names and rng.random() < 0.05:
            name = rng.choice(names)  # the same name in another port
        elif rng.random() < 0.2:
            name = rng.choice(NAME_EXTRA)
            name = name if name not in names else f"{name} II"
        else:
            while True:
                a, b = rng.choice(NAME_A), rng.choice(NAME_B)
                if a != b and f"{a} {b}" not in names:
                    break
            name = f"{a} {b}"
        names.append(name)
        if skippers and rng.random() < 0.05:
            skipper = rng.choice(skippers)  # a skipper with two boats
        else:
            skipper = f"{rng.choice(FIRST)} {rng.choice(SURNAMES)}"
            skippers.append(skipper)
        if u10:
            loa = round(rng.uniform(5.8, 9.99), 2)
            kw = rng.randint(22, 180)
            crew = rng.randint(1, 2)
        else:
            loa = round(rng.uniform(10.0, 33.9), 2)
            kw = int(40 + loa * rng.uniform(14, 30))
            crew = min(9, max(2, int(loa / 4.5) + rng.randint(-1, 1)))
        built = rng.randint(1971, 2023)
        species = GEARS[gear][2]
        quota = []
        if GEARS[gear][4] != "Shellfish" and gear != "Scallop dredge":
            pool = [FAO[s] for s in species if s in FAO]
            quota = sorted(rng.sample(pool, rng.randint(1, min(5, len(pool)))))
        base_t = rng.uniform(4, 40) if u10 else loa * rng.uniform(6, 18)
        years = [y for y in (2022, 2023, 2024) if y > built]
        landed = [int(base_t * rng.uniform(0.75, 1.2)) for _ in years]
        surv = _day(rng, date(2021, 3, 1), date(2025, 1, 31))
        insp = sorted(
            {
                _day(rng, date(2024, 1, 8), date(2025, 1, 31))
                for _ in range(rng.choice([0, 1, 1, 1, 2, 2, 3]))
            }
        )
        vessels.append(
            {
                "pln": pln,
                "VslName": name,
                "skipper": skipper,
                "homePort": port,
                "loa_m": loa,
                "is_u10": u10,
                "engKw": kw,
                "gear": gear,
                "lic_cat": GEARS[gear][4],
                "builtYr": built,
                "nCrew": crew,
                "quotaSpp": quota,
                "t_landed": landed,
                "lastSurv": surv,
                "insp_dts": insp,
                "status": "Active",
                "_rects": rects,
                "_probe": (not u10 and rng.random() < 0.6) or rng.random() < 0.1,
                "_home": port == "Skelwick" or rng.random() < 0.6,
            }
        )
    for v in rng.sample(vessels, 12):
        v["status"] = "Laid up"
    for v in rng.sample([v for v in vessels if v["status"] == "Active"], 7):
        v["status"] = "Sold"
    vessels.sort(key=lambda v: (v["pln"].split()[0], int(v["pln"].split()[1])))
    return vessels


REMARK_OPEN = [
    "{spp} from {pln} {name}, {trip} day trip in {rect}.",
    "{boxes_w} of {spp} off the {name} ({pln}), landed at {qy}.",
    "{pln} {name}: {spp}, size {sz}, {fresh} on the floor.",
    "Lot of {boxes_w} {spp}, {name} {pln}, fished {rect}.",
]
REMARK_SOLD = [
    "Sold to {buyer} at {px} a kilo after {nb} bids.",
    "Knocked down to {buyer} at {px}/kg, {mood} bidding.",
    "{buyer} took it at {px} per kilo.",
]
REMARK_WD = [
    "Withdrawn at {best}, below the skipper's reserve, relisted for tomorrow's sale.",
    "No bid at the reserve, withdrawn and sent to the freezer store.",
]
REMARK_NOTE = {
    "E": [
        "Excellent colour and well iced.",
        "Very fresh, bright eyes and firm flesh.",
        "Top quality, buyers keen.",
    ],
    "A": [
        "Good quality, ice adequate.",
        "Fair colour, a few soft fish in the bottom boxes.",
        "Sound fish, slightly dull on the belly.",
    ],
    "B": [
        "Soft in places, two boxes re-iced on the floor.",
        "Tired fish from the start of the trip, price reflects it.",
        "Poor ice on arrival, graded down by the auctioneer.",
    ],
}
REMARK_CLOSE = [
    "Weights checked by the tallyman.",
    "Boxes tagged and sent to the chill.",
    "",
    "",
    "",
]


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4207)
    vessels = _vessels(rng)

    # ---- landings: each active vessel lands at the end of each trip ----
    raw = []
    for v in vessels:
        if v["status"] != "Active":
            continue
        lo, hi = GEARS[v["gear"]][3]
        d = START + timedelta(days=rng.randrange(0, hi + 2))
        while d <= END:
            trip = rng.randint(lo, hi)
            if v["_home"] or rng.random() < 0.4:
                raw.append((d, rng.random(), v, trip))
            if hi > 1:
                gap = trip + rng.choice([1, 1, 2, 3])
            else:
                gap = rng.choice([1, 1, 1, 2, 3])  # a day boat: out most days the weather allows
            d += timedelta(days=gap)
    raw.sort(key=lambda r: (r[0], r[1]))

    landings, lots = [], []
    for i, (day, _, v, trip) in enumerate(raw):
        lnd_id = f"LD25-{i + 1:05d}"
        mix = GEARS[v["gear"]][2]
        n_spp = min(
            len(mix),
            rng.choice([1, 1, 2, 2, 3, 3, 4]) if len(mix) > 2 else rng.randint(1, len(mix)),
        )
        spp = []
        while len(spp) < n_spp:
            s = _pick(rng, mix)
            if s not in spp:
                spp.append(s)
        scale = (v["loa_m"] / 10) ** 1.6 * (trip**0.8)
        sold = day + timedelta(days=1 if day.weekday() == 6 else rng.choice([0, 0, 0, 1]))
        if sold.weekday() == 6:
            sold += timedelta(days=1)
        temps = []
        if v["_probe"]:
            base = rng.gauss(1.4, 0.6)
            temps = [round(max(-0.5, base + rng.uniform(-0.6, 0.8)), 1) for _ in range(3)]
            if rng.random() < 0.04:
                temps[rng.randrange(3)] = round(rng.uniform(4.1, 6.8), 1)
        hyg = [
            not (temps and max(temps) > 4.0) and rng.random() > 0.02,
            rng.random() > 0.03,
            rng.random() > 0.025,
        ]
        fresh_w = {"E": 45, "A": 45, "B": 10} if all(hyg) else {"E": 10, "A": 45, "B": 45}
        lot_rows = []
        for s in spp:
            for _ in range(1 if rng.random() < 0.8 else 2):  # two size grades of one species
                kg_box = BOX_KG.get(s, 40)
                nbox = max(1, int(rng.uniform(0.4, 2.2) * scale * (0.5 if s in BOX_KG else 1.6)))
                if s == "Lobster":
                    nbox = max(1, nbox // 4)
                net = round(nbox * kg_box * rng.uniform(0.93, 1.02), 1)
                sz = rng.choice([1, 2, 2, 3, 3, 4, 5] if s not in BOX_KG else [1, 2, 3])
                fr = _pick(rng, fresh_w)
                lot_rows.append((s, sz, fr, nbox, net))
        boxes = sum(r[3] for r in lot_rows)
        gross = round(sum(r[4] for r in lot_rows) * rng.uniform(1.08, 1.16), 1)
        fuel = None
        if v["_home"] and trip >= 2 and rng.random() < 0.55:
            fuel = int(round(v["engKw"] * trip * rng.uniform(9, 16), -1))
        elif rng.random() < 0.08:
            fuel = int(round(rng.uniform(150, 900), -1))
        dues = round(max(8.0, gross * 0.0075 + v["loa_m"] * 0.9), 2)
        fo = rng.random() < 0.08
        under = rng.random() < (0.12 if fo else 0.015)
        qy = rng.choice(QUAYS[:3] if v["loa_m"] >= 15 else QUAYS[2:])
        landings.append(
            {
                "lndId": lnd_id,
                "vslRef": v["pln"],
                "dtLand": day,
                "qy": qy,
                "TripDays": trip,
                "icesRect": rng.choice(v["_rects"]),
                "boxes": boxes,
                "wt_kg": gross,
                "holdTemps": temps,
                "fuelL": fuel,
                "dues_gbp": dues,
                "Tallyman": rng.choice(TALLYMEN),
                "hygChk": hyg,
                "foInsp": fo,
                "underSz": under,
            }
        )
        land = landings[-1]
        for s, sz, fr, nbox, net in lot_rows:
            lo_p, hi_p = PRICE[s]
            px = (
                rng.uniform(lo_p, hi_p)
                * (1 - 0.09 * (sz - 1))
                * {"E": 1.0, "A": 0.9, "B": 0.72}[fr]
            )
            wd = rng.random() < (0.12 if fr == "B" else 0.02)
            nb = rng.choice([0, 1, 2, 3, 3, 3]) if not wd else rng.choice([0, 1])
            bids = sorted(
                (round(px * rng.uniform(0.88, 1.0), 2) for _ in range(max(nb, 0 if wd else 1))),
                reverse=True,
            )
            if not wd:
                bids[0] = round(px, 2)
            buyer = (
                None
                if wd
                else _pick(
                    rng,
                    {
                        b: w
                        * (
                            3
                            if s in ("Brown crab", "Lobster", "King scallop")
                            and b == "Aunsay Shellfish"
                            else 1
                        )
                        for b, w in BUYERS.items()
                    },
                )
            )
            lots.append(
                {
                    "lot_id": None,
                    "lndRef": lnd_id,
                    "dtSold": sold,
                    "Spp": s,
                    "sz_gr": sz,
                    "fresh": fr,
                    "nBoxes": nbox,
                    "net_kg": net,
                    "pxKg": None if wd else round(px, 2),
                    "topBids": bids,
                    "Buyer": buyer,
                    "auctioneer": rng.choice(AUCTIONEERS),
                    "isWd": wd,
                    "lotRmk": None,
                    "_fill": {
                        "spp": s,
                        "pln": v["pln"],
                        "name": v["VslName"],
                        "trip": trip,
                        "rect": land["icesRect"],
                        "boxes": nbox,
                        "boxes_w": f"{nbox} box" if nbox == 1 else f"{nbox} boxes",
                        "qy": qy,
                        "sz": sz,
                        "fresh": {"E": "grade E", "A": "grade A", "B": "grade B"}[fr],
                        "buyer": buyer,
                        "px": f"£{px:.2f}",
                        "nb": max(nb, 1),
                        "mood": rng.choice(["brisk", "steady", "slow", "keen"]),
                        "best": f"£{bids[0]:.2f}" if bids else "no bid",
                    },
                    "_fr": fr,
                }
            )

    lots.sort(key=lambda r: (r["dtSold"], r["lndRef"]))
    per_day: dict[date, int] = {}
    for r in lots:
        per_day[r["dtSold"]] = per_day.get(r["dtSold"], 0) + 1
        r["lot_id"] = f"{r['dtSold'].strftime('%y%m%d')}-{per_day[r['dtSold']]:03d}"
        f = r.pop("_fill")
        fr = r.pop("_fr")
        parts = [rng.choice(REMARK_OPEN).format(**f), rng.choice(REMARK_NOTE[fr])]
        if r["isWd"]:
            parts.append(rng.choice(REMARK_WD).format(**f))
        else:
            parts.append(rng.choice(REMARK_SOLD).format(**f))
        closer = rng.choice(REMARK_CLOSE)
        if closer:
            parts.append(closer)
        text = " ".join(parts)
        while len(text.split()) < 15:
            text += " " + rng.choice([x for x in REMARK_CLOSE if x and x not in text])
        r["lotRmk"] = text

    for v in vessels:
        for key in [k for k in v if k.startswith("_")]:
            del v[key]
    return {"Vsls": vessels, "Lndgs": landings, "AuctLots": lots}


def build(out: Path) -> Path:
    """Write `fish-market/schema.json` and its three objects files under out."""
    formats = {"Vsls": "csv", "Lndgs": "jsonl", "AuctLots": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
