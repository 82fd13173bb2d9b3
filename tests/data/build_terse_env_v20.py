"""Write `orchard-store`: an invented fruit farm's picking and cold-store export, named tersely.

Pennock Hollow Orchards, an invented top-fruit farm (every block code, section, person, room
number and note is made up; the varieties, rootstocks, training systems, storage regimes and
storage disorders are the trade's ordinary ones), exported its orchard, picking and store
records the way an engineer exports them: abbreviated property names in mixed habits
(snake_case `blk_id`, `area_ha`, `est_t_ha`, `tkt_no`, `co2_pct`, `waste_pct`; camelCase
`yrPlant`, `spacingM`, `nTrees`, `hailNet`, `dtSoilTst`, `blkRef`, `dtPick`, `pickNo`,
`gangLdr`, `nPickers`, `netKg`, `firmKg`, `starchIdx`, `rateGbp`, `lotNo`, `tktRef`, `binsIn`,
`dtIn`, `dtSeal`, `dtOut`, `o2Pct`, `setC`, `qcDts`, `firmOut`, `qcNote`; PascalCase `Sect`,
`Variety`, `TrainSys`, `Dest`, `Regime`; glued lowercase `rtstk`, `irrig`, `pollinators`,
`soil`, `bins`, `ssc`, `dfcts`, `wet`, `room`, `mcp`, `disord`; prefixes `dt`, `n`, `yr`),
abbreviated class names (`OrchBlks`, `PickTkts`, `StrLots`), terse descriptions in the trade's
shorthand, four properties with no description (`Sect`, `irrig`, `gangLdr`, `room`) and one
collection (`StrLots`) with no class description.

- `OrchBlks` (CSV): the orchard blocks (a block is one variety on one rootstock planted in one
  year): code, farm section, variety, rootstock, year planted, training system, row x tree
  spacing, trees, area, estimated crop, irrigation, hail net, pollinators, soil, last soil/leaf
  analysis. Arrays are JSON strings in cells.
- `PickTkts` (JSON Lines): one pick ticket per trailer load (up to 10 bins) of the 2024 harvest
  (2024-08-19 to 2024-10-26), numbered in date order: block picked, date, pick (1st, 2nd,
  3rd), gang leader, pickers, bins, net weight, the intake sample's pressure (firmness), SSC
  and starch index (empty when not sampled), destination, defects seen, wet pick, piece rate.
- `StrLots` (Parquet, no class description): one store lot per load (or part of a load) put
  into a store room, numbered in date order: the ticket, room, regime (Air, CA, ULO, DCA),
  bins, dates in / sealed / out, O2 and CO2 set points, set temperature, 1-MCP, QC check
  dates, pressure and waste at outloading, disorders found, and the store QC notes (`qcNote`,
  the one prose property).

Deterministic (one seeded `random.Random`); the export was taken on 2025-05-16.

Usage: python build_terse_env_v20.py OUT   (writes OUT/orchard-store/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "orchard-store"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
PICK_FROM, PICK_TO = date(2024, 8, 19), date(2024, 10, 26)
EXPORT_DAY = date(2025, 5, 16)

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "OrchBlks",
        "Orch. blks",
        [
            ("blk_id", "text", "Blk #"),
            ("Sect", "text", None),
            ("Variety", "text", "Var."),
            ("rtstk", "text", "Rtstk"),
            ("yrPlant", "int", "Planted, yr"),
            ("TrainSys", "text", "Trng sys."),
            ("spacingM", "number[]", "Spc. row x tree, m"),
            ("nTrees", "int", "Trees #"),
            ("area_ha", "number", "Area, ha"),
            ("est_t_ha", "number", "Est. crop, t/ha"),
            ("irrig", "boolean", None),
            ("hailNet", "boolean", "Hail net?"),
            ("pollinators", "text[]", "Pollin. in row"),
            ("soil", "text", "Soil typ."),
            ("dtSoilTst", "date", "Last soil/leaf anal."),
        ],
    ),
    (
        "PickTkts",
        "Pick tkts, 2024 hvst",
        [
            ("tkt_no", "text", "Tkt #"),
            ("blkRef", "text", "Blk"),
            ("dtPick", "date", "Picked"),
            ("pickNo", "int", "Pick (1st/2nd/3rd)"),
            ("gangLdr", "text", None),
            ("nPickers", "int", "Pickers #"),
            ("bins", "int", "Bins # (max 10/trailer)"),
            ("netKg", "number", "Net wt, kg"),
            ("firmKg", "number", "Press. 11mm, kg"),
            ("ssc", "number", "SSC, Brix"),
            ("starchIdx", "int", "Starch (1-10)"),
            ("Dest", "text", "Dest."),
            ("dfcts", "text[]", "Dfcts seen"),
            ("wet", "boolean", "Wet pick?"),
            ("rateGbp", "number", "Rate, £/bin"),
        ],
    ),
    (
        "StrLots",
        None,
        [
            ("lotNo", "text", "Lot #"),
            ("tktRef", "text", "Tkt"),
            ("room", "text", None),
            ("Regime", "text", "Atmos. (Air/CA/ULO/DCA)"),
            ("binsIn", "int", "Bins in"),
            ("dtIn", "date", "In"),
            ("dtSeal", "date", "Sealed (CA only)"),
            ("dtOut", "date", "Out (blank=in store)"),
            ("o2Pct", "number", "O2 set, %"),
            ("co2_pct", "number", "CO2 set, %"),
            ("setC", "number", "Set pt, C"),
            ("mcp", "boolean", "1-MCP?"),
            ("qcDts", "date[]", "QC chk dts"),
            ("firmOut", "number", "Press. out, kg"),
            ("waste_pct", "number", "Waste, %"),
            ("disord", "text[]", "Disord. at out"),
            ("qcNote", PROSE, "Store QC notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

SECTIONS = {
    "KH": "Kiln Hill",
    "BF": "Brook Fields",
    "TF": "Top Farm",
    "LL": "Lower Leys",
    "ME": "Mere End",
    "CP": "Church Piece",
}
# variety: (blocks, planted range, t/ha range, picks, first pick day, kg per bin, pear?)
VARIETIES = {
    "Gala": (25, (1998, 2023), (36.0, 55.0), 3, date(2024, 8, 22), (315, 350), False),
    "Bramley": (17, (1972, 2016), (26.0, 44.0), 2, date(2024, 9, 9), (335, 375), False),
    "Cox": (16, (1984, 2013), (20.0, 34.0), 2, date(2024, 9, 2), (300, 335), False),
    "Braeburn": (13, (1996, 2020), (38.0, 58.0), 2, date(2024, 10, 7), (320, 355), False),
    "Conference": (12, (1990, 2023), (28.0, 48.0), 2, date(2024, 8, 29), (345, 385), True),
    "Egremont Russet": (8, (1988, 2015), (18.0, 29.0), 2, date(2024, 9, 9), (290, 320), False),
    "Jonagold": (5, (1994, 2012), (40.0, 54.0), 2, date(2024, 9, 23), (320, 350), False),
    "Spartan": (4, (1990, 2008), (30.0, 44.0), 1, date(2024, 9, 26), (315, 345), False),
    "Comice": (4, (1995, 2018), (14.0, 26.0), 1, date(2024, 9, 19), (340, 380), True),
    "Concorde": (3, (2002, 2019), (24.0, 38.0), 1, date(2024, 9, 5), (345, 380), True),
}
APPLE_POLL = ["Golden Hornet", "Evereste", "John Downie", "Red Sentinel", "Winter Gold"]
PEAR_POLL = {
    "Conference": ["Concorde", "Comice", "Beth"],
    "Comice": ["Conference", "Concorde"],
    "Concorde": ["Conference", "Comice"],
}
SOILS = {"Clay loam": 9, "Silt loam": 5, "Sandy loam": 5, "Brickearth": 3}
GANGS = {
    "R. Dragomir": 5,
    "I. Petrova": 5,
    "T. Vasquez": 4,
    "A. Lungu": 4,
    "S. Kowal": 3,
    "B. Hartley": 2,
    "N. Zielinski": 3,
}
DEFECTS = {
    "hail": 2,
    "scab": 3,
    "bitter pit": 2,
    "russet": 3,
    "bruising": 4,
    "sunburn": 2,
    "codling moth": 2,
    "rots": 1,
    "rubbing": 3,
    "splits": 1,
}
# firmness (kg, 11 mm probe), SSC (Brix) and starch index at the first pick
MATURITY = {
    "Gala": ((7.6, 9.2), (11.0, 13.6), (3, 6)),
    "Bramley": ((7.0, 8.8), (9.6, 11.8), (2, 5)),
    "Cox": ((7.2, 8.6), (11.6, 14.2), (3, 6)),
    "Braeburn": ((8.6, 10.4), (11.4, 13.8), (2, 5)),
    "Conference": ((5.6, 7.0), (11.0, 13.4), (2, 5)),
    "Egremont Russet": ((7.4, 9.0), (12.4, 15.0), (3, 6)),
    "Jonagold": ((6.6, 8.0), (11.8, 14.0), (3, 6)),
    "Spartan": ((6.8, 8.2), (11.2, 13.4), (3, 6)),
    "Comice": ((5.0, 6.4), (12.0, 14.4), (2, 5)),
    "Concorde": ((5.4, 6.8), (11.4, 13.6), (2, 5)),
}
RATE = {
    "Gala": 28.0,
    "Bramley": 19.5,
    "Cox": 26.0,
    "Braeburn": 25.0,
    "Conference": 23.5,
    "Egremont Russet": 27.5,
    "Jonagold": 23.0,
    "Spartan": 24.0,
    "Comice": 26.5,
    "Concorde": 24.5,
}
# storage: variety -> (CA regime, O2 %, CO2 %, set temp range, 1-MCP share, CA out window (from, to))
STORE = {
    "Gala": ("ULO", 1.2, 2.5, (0.5, 1.5), 0.7, (date(2024, 11, 18), date(2025, 5, 30))),
    "Bramley": ("CA", 12.0, 8.0, (4.0, 4.5), 0.5, (date(2025, 1, 6), date(2025, 7, 10))),
    "Cox": ("CA", 1.2, 0.8, (3.0, 3.5), 0.4, (date(2024, 11, 11), date(2025, 3, 14))),
    "Braeburn": ("ULO", 1.2, 0.7, (1.0, 1.5), 0.5, (date(2025, 1, 13), date(2025, 6, 27))),
    "Conference": ("CA", 2.0, 0.7, (-1.0, -0.5), 0.2, (date(2024, 11, 25), date(2025, 4, 25))),
    "Egremont Russet": ("CA", 2.0, 1.0, (3.0, 3.5), 0.0, (date(2024, 11, 4), date(2025, 1, 31))),
    "Jonagold": ("ULO", 1.0, 1.5, (0.5, 1.0), 0.6, (date(2024, 12, 2), date(2025, 4, 11))),
    "Spartan": ("CA", 2.0, 1.5, (0.5, 1.0), 0.3, (date(2024, 12, 2), date(2025, 3, 7))),
    "Comice": ("CA", 2.0, 0.7, (-1.0, -0.5), 0.0, (date(2024, 11, 11), date(2025, 2, 14))),
    "Concorde": ("CA", 2.0, 0.7, (-1.0, -0.5), 0.2, (date(2024, 11, 18), date(2025, 3, 21))),
}
DCA_VARIETIES = {"Gala": 0.35, "Braeburn": 0.3, "Bramley": 0.25, "Conference": 0.3}
DISORDERS = {
    "Gala": ["Gloeosporium rot", "stem-end splits", "bruising"],
    "Bramley": ["superficial scald", "bitter pit", "core flush", "Gloeosporium rot"],
    "Cox": ["core flush", "Gloeosporium rot", "senescent breakdown", "bitter pit"],
    "Braeburn": ["brown heart", "internal browning", "Gloeosporium rot"],
    "Conference": ["core browning", "cavities", "Botrytis rot"],
    "Egremont Russet": ["shrivel", "Gloeosporium rot"],
    "Jonagold": ["Gloeosporium rot", "senescent breakdown"],
    "Spartan": ["low-temp. breakdown", "Gloeosporium rot"],
    "Comice": ["core browning", "Botrytis rot", "senescent breakdown"],
    "Concorde": ["core browning", "Botrytis rot"],
}
AIR_ROOMS = ["CS1", "CS2", "CS3"]
CA_ROOMS = [f"CA{i:02d}" for i in range(1, 31)]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _pick_days() -> list[date]:
    days, d = [], PICK_FROM
    while d <= PICK_TO:
        if d.weekday() < 6:  # Monday to Saturday
            days.append(d)
        d += timedelta(days=1)
    return days


def _blocks(rng: random.Random) -> list[dict]:
    blocks = []
    seq = {k: 0 for k in SECTIONS}
    for variety, (n, (y0, y1), (t0, t1), _, _, _, pear) in VARIETIES.items():
        for _ in range(n):
            sec = rng.choice(list(SECTIONS))
            yr = rng.randint(y0, y1)
            if variety == "Gala" and rng.random() < 0.5:
                yr = rng.randint(2010, y1)
            if pear:
                rt = "Quince C" if yr >= 2008 and rng.random() < 0.6 else "Quince A"
            elif variety == "Bramley" and yr < 2000:
                rt = rng.choice(["MM106", "MM106", "M26"])
            elif yr < 1995:
                rt = rng.choice(["M26", "MM106", "M9"])
            else:
                rt = _pick(rng, {"M9": 8, "M26": 2, "M116": 1})
            if yr < 1993 and variety in ("Bramley", "Cox") and rt != "M9":
                train = "Bush"
            elif rt in ("MM106", "M26") and rng.random() < 0.6:
                train = "Centre leader"
            elif yr >= 2013 and not pear and rng.random() < 0.45:
                train = "Bi-axis"
            else:
                train = "Spindle"
            spacing = {
                "Bush": rng.choice([[5.5, 3.5], [6.0, 4.0], [5.5, 3.0]]),
                "Centre leader": rng.choice([[4.0, 2.0], [4.5, 2.5], [4.0, 2.5]]),
                "Bi-axis": rng.choice([[3.25, 1.5], [3.5, 1.4], [3.5, 1.5]]),
                "Spindle": rng.choice([[3.5, 1.0], [3.25, 1.0], [3.5, 1.25], [3.0, 0.9]])
                if not pear
                else rng.choice([[3.5, 1.0], [3.25, 0.75], [3.5, 0.8]]),
            }[train]
            area = round(rng.uniform(0.4, 4.6), 2)
            trees = round(area * 10000 / (spacing[0] * spacing[1]) * rng.uniform(0.93, 1.0))
            est = rng.uniform(t0, t1) * (0.8 if train == "Bush" else 1.0)
            if yr >= 2022:
                est = 0.0 if yr == 2023 else est * 0.35
            poll: list[str] = []
            if pear:
                poll = rng.sample(PEAR_POLL[variety], rng.choice([1, 1, 2]))
            elif variety in ("Bramley", "Cox") and yr < 1995:
                poll = (
                    [rng.choice(["Cox", "Egremont Russet"])]
                    if variety == "Bramley"
                    else (["Egremont Russet"] if rng.random() < 0.5 else [])
                )
            elif rng.random() < 0.85:
                poll = rng.sample(APPLE_POLL, rng.choice([1, 1, 2]))
            seq[sec] += 1
            blocks.append(
                {
                    "blk_id": None,
                    "Sect": SECTIONS[sec],
                    "Variety": variety,
                    "rtstk": rt,
                    "yrPlant": yr,
                    "TrainSys": train,
                    "spacingM": spacing,
                    "nTrees": trees,
                    "area_ha": area,
                    "est_t_ha": round(est, 1),
                    "irrig": rng.random() < (0.85 if yr >= 2005 else 0.35),
                    "hailNet": (
                        variety in ("Gala", "Braeburn") and yr >= 2008 and rng.random() < 0.4
                    ),
                    "pollinators": poll,
                    "soil": _pick(rng, SOILS),
                    "dtSoilTst": None
                    if rng.random() < 0.22
                    else date(
                        rng.choice([2021, 2022, 2023, 2024]),
                        rng.choice([6, 7, 7, 8]),
                        rng.randint(1, 28),
                    ),
                    "_sec": sec,
                }
            )
    blocks.sort(key=lambda b: (b["_sec"], b["yrPlant"], b["Variety"]))
    seq = {k: 0 for k in SECTIONS}
    for b in blocks:
        seq[b["_sec"]] += 1
        b["blk_id"] = f"{b['_sec']}-{seq[b['_sec']]:02d}"
    # a few blocks were split when half was replanted: the halves carry A / B
    for b in blocks:
        if rng.random() < 0.08:
            b["blk_id"] += rng.choice(["A", "B"])
    return blocks


def _tickets(rng: random.Random, blocks: list[dict]) -> list[dict]:
    days = _pick_days()
    tickets = []
    gangs = list(GANGS)
    for b in blocks:
        crop_t = b["est_t_ha"] * b["area_ha"] * rng.uniform(0.85, 1.1) * 0.55
        if crop_t <= 0:
            continue
        v = b["Variety"]
        _, _, _, picks, first, (k0, k1), pear = VARIETIES[v]
        if b["area_ha"] < 0.8 and picks > 1:
            picks -= 1
        shares = {1: [1.0], 2: [0.6, 0.4], 3: [0.5, 0.32, 0.18]}[picks]
        start = first + timedelta(days=rng.randint(-2, 6))
        for pk, share in enumerate(shares, start=1):
            bins_left = max(1, round(crop_t * share * 1000 / ((k0 + k1) / 2)))
            d = start + timedelta(days=(pk - 1) * rng.randint(6, 9))
            while d not in days and d <= PICK_TO:
                d += timedelta(days=1)
            gang = rng.choices(gangs, weights=[GANGS[g] for g in gangs])[0]
            n_pickers = rng.randint(6, 16)
            while bins_left > 0 and d <= PICK_TO:
                per_day = max(
                    4,
                    round(
                        n_pickers
                        * rng.uniform(5.5, 8.0)
                        * (1.3 if v == "Bramley" else 1.0)
                        * (0.6 if pk == 3 else 1.0)
                    ),
                )
                today = min(per_day, bins_left)
                wet = rng.random() < 0.09
                while today > 0:
                    nb = min(10, today)
                    today -= nb
                    bins_left -= nb
                    kg = round(sum(rng.uniform(k0, k1) for _ in range(nb)), 1)
                    (f0, f1), (s0, s1), (a0, a1) = MATURITY[v]
                    soften = 0.55 * (pk - 1)
                    if pear:
                        dest = _pick(rng, {"CA store": 6, "Cold store": 2, "Packhouse": 2})
                    elif v in ("Cox", "Egremont Russet", "Spartan") and pk == 1:
                        dest = _pick(
                            rng, {"Packhouse": 4, "Cold store": 3, "CA store": 4, "Juice": 0.3}
                        )
                    else:
                        dest = _pick(
                            rng, {"CA store": 7, "Cold store": 2, "Packhouse": 2.5, "Juice": 0.5}
                        )
                    defects = []
                    if rng.random() < 0.32:
                        defects = rng.sample(list(DEFECTS), rng.choice([1, 1, 1, 2]))
                        if b["hailNet"] and "hail" in defects:
                            defects.remove("hail")
                    if dest != "Juice" and rng.random() < 0.05:
                        dest = "Juice" if len(defects) else dest
                    sampled = dest != "Juice" and rng.random() > 0.14
                    tickets.append(
                        {
                            "blkRef": b["blk_id"],
                            "dtPick": d,
                            "pickNo": pk,
                            "gangLdr": gang,
                            "nPickers": n_pickers,
                            "bins": nb,
                            "netKg": kg,
                            "firmKg": round(rng.uniform(f0, f1) - soften, 1) if sampled else None,
                            "ssc": round(rng.uniform(s0, s1) + 0.3 * (pk - 1), 1)
                            if sampled
                            else None,
                            "starchIdx": min(10, rng.randint(a0, a1) + (pk - 1) * rng.randint(1, 2))
                            if sampled
                            else None,
                            "Dest": dest,
                            "dfcts": defects,
                            "wet": wet,
                            "rateGbp": round(
                                RATE[v]
                                + (1.5 if pk == 3 else 0.0)
                                - (0.5 if b["TrainSys"] == "Bi-axis" else 0.0),
                                2,
                            ),
                            "_variety": v,
                        }
                    )
                d += timedelta(days=1)
                while d not in days and d <= PICK_TO:
                    d += timedelta(days=1)
                if rng.random() < 0.15:
                    n_pickers = max(4, n_pickers + rng.choice([-2, -1, 1, 2]))
    tickets.sort(key=lambda t: (t["dtPick"], t["blkRef"], t["gangLdr"]))
    for i, t in enumerate(tickets, start=1):
        t["tkt_no"] = f"PT24-{i:05d}"
    return tickets


def _note(rng: random.Random, lot: dict, v: str, blk: str) -> str:
    parts = []
    room, reg = lot["room"], lot["Regime"]
    if reg == "Air":
        parts.append(
            f"{lot['binsIn']} bins of {v} from {blk} into {room} on {lot['dtIn'].isoformat()}, "
            f"short-term air store at {lot['setC']} C."
        )
    else:
        parts.append(
            f"{lot['binsIn']} bins of {v} from {blk} loaded to {room}, {reg} at "
            f"{lot['o2Pct']} O2 / {lot['co2_pct']} CO2."
        )
        if lot["mcp"]:
            parts.append(
                rng.choice(
                    [
                        "Treated with 1-MCP before sealing.",
                        "1-MCP applied in room after pull-down.",
                        "Room dosed with 1-MCP at loading.",
                    ]
                )
            )
    if lot["qcDts"]:
        last = lot["qcDts"][-1]
        parts.append(
            rng.choice(
                [
                    f"Hatch sample on {last.isoformat()}, fruit sound, no scald or rots seen.",
                    f"Checked {last.isoformat()}: 20 fruit cut, flesh clean, pressure holding.",
                    f"Last check {last.isoformat()}, slight shrivel on a few fruit near the door.",
                    f"Sampled {last.isoformat()}, colour and pressure fine, keep to plan.",
                ]
            )
        )
    if lot["dtOut"] is not None:
        dis = lot["disord"]
        w = lot["waste_pct"]
        s = f"Out {lot['dtOut'].isoformat()} at {lot['firmOut']} kg, waste {w}%"
        s += ", mainly " + " and ".join(dis) + "." if dis else ", nothing of note."
        parts.append(s)
        if w >= 6.0:
            parts.append(
                rng.choice(
                    [
                        "Graded hard on the line, a lot of outgrades to juice.",
                        "Packhouse complained about the pack-out, flag for next year's room plan.",
                        "Too long in store for this block, open earlier next season.",
                    ]
                )
            )
    else:
        parts.append(
            rng.choice(
                [
                    "Still sealed, next sample due next month.",
                    "In store, hold for late-season programme.",
                    "No issues so far, keep in store.",
                    "Atmosphere stable, scrubber checked weekly.",
                ]
            )
        )
    return " ".join(parts)


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(20240819)
    blocks = _blocks(rng)
    tickets = _tickets(rng, blocks)
    by_blk = {b["blk_id"]: b for b in blocks}

    # ---- store lots: CA rooms filled by variety until full, then sealed and opened later ----
    free_ca = list(CA_ROOMS)
    open_room: dict[str, dict] = {}  # variety -> filling room
    rooms: list[dict] = []
    lots: list[dict] = []

    def new_room(v: str, regime: str) -> dict | None:
        if not free_ca:
            return None
        r = {
            "room": free_ca.pop(0),
            "variety": v,
            "cap": rng.randint(380, 470),
            "bins": 0,
            "regime": regime,
            "mcp": rng.random() < STORE[v][4],
            "setC": round(rng.uniform(*STORE[v][3]) * 2) / 2,
            "lots": [],
            "last_in": None,
        }
        rooms.append(r)
        return r

    for t in tickets:
        if t["Dest"] not in ("CA store", "Cold store"):
            continue
        v = t["_variety"]
        day_in = t["dtPick"] + timedelta(days=1 if rng.random() < 0.15 else 0)
        if t["Dest"] == "Cold store":
            lots.append(
                {
                    "tktRef": t["tkt_no"],
                    "room": rng.choice(AIR_ROOMS),
                    "Regime": "Air",
                    "binsIn": t["bins"],
                    "dtIn": day_in,
                    "_v": v,
                    "_room": None,
                }
            )
            continue
        left = t["bins"]
        while left > 0:
            r = open_room.get(v)
            if r is None:
                regime = "DCA" if rng.random() < DCA_VARIETIES.get(v, 0.0) else STORE[v][0]
                r = new_room(v, regime)
                if r is None:
                    lots.append(
                        {
                            "tktRef": t["tkt_no"],
                            "room": rng.choice(AIR_ROOMS),
                            "Regime": "Air",
                            "binsIn": left,
                            "dtIn": day_in,
                            "_v": v,
                            "_room": None,
                        }
                    )
                    break
                open_room[v] = r
            put = min(left, r["cap"] - r["bins"])
            r["bins"] += put
            r["last_in"] = day_in
            lot = {
                "tktRef": t["tkt_no"],
                "room": r["room"],
                "Regime": r["regime"],
                "binsIn": put,
                "dtIn": day_in,
                "_v": v,
                "_room": r,
            }
            r["lots"].append(lot)
            lots.append(lot)
            left -= put
            if r["bins"] >= r["cap"]:
                del open_room[v]

    # seal and open the CA rooms
    for r in rooms:
        v = r["variety"]
        r["seal"] = r["last_in"] + timedelta(days=rng.randint(1, 3))
        o0, o1 = STORE[v][5]
        span = (o1 - o0).days
        r["open"] = o0 + timedelta(days=rng.randint(0, span))
        if r["open"] <= r["seal"] + timedelta(days=30):
            r["open"] = r["seal"] + timedelta(days=rng.randint(30, 60))
        # sample checks through the hatch, about monthly while sealed
        checks, d = [], r["seal"] + timedelta(days=rng.randint(18, 30))
        while d < r["open"] and d <= EXPORT_DAY:
            checks.append(d)
            d += timedelta(days=rng.randint(28, 45))
        r["checks"] = checks[-5:]

    for lot in lots:
        v = lot["_v"]
        r = lot["_room"]
        _, o2, co2, temps, _, _ = STORE[v]
        f0 = MATURITY[v][0][0]
        if r is None:
            lot["dtSeal"] = None
            lot["o2Pct"] = None
            lot["co2_pct"] = None
            lot["setC"] = round(rng.uniform(*temps) * 2) / 2 + (
                0.5 if v in ("Cox", "Bramley") else 0.0
            )
            lot["mcp"] = False
            out = lot["dtIn"] + timedelta(days=rng.randint(8, 75))
            checks, d = [], lot["dtIn"] + timedelta(days=rng.randint(10, 20))
            while d < out:
                checks.append(d)
                d += timedelta(days=rng.randint(14, 24))
            lot["qcDts"] = checks
            months = (out - lot["dtIn"]).days / 30
        else:
            lot["dtSeal"] = r["seal"]
            if r["regime"] == "DCA":
                lot["o2Pct"] = round(rng.choice([0.4, 0.5, 0.5, 0.6, 0.7]), 1)
                lot["co2_pct"] = round(min(co2, 1.2), 1)
            else:
                lot["o2Pct"] = o2
                lot["co2_pct"] = co2
            lot["setC"] = r["setC"]
            lot["mcp"] = r["mcp"]
            out = r["open"] + timedelta(days=rng.randint(0, 12))
            lot["qcDts"] = list(r["checks"])
            months = (out - lot["dtIn"]).days / 30
        if out > EXPORT_DAY:
            lot["dtOut"] = None
            lot["firmOut"] = None
            lot["waste_pct"] = None
            lot["disord"] = []
            lot["qcDts"] = [c for c in lot["qcDts"] if c <= EXPORT_DAY]
        else:
            lot["dtOut"] = out
            keep = 0.035 if lot["mcp"] else 0.07
            if lot["Regime"] == "Air":
                keep = 0.16
            lot["firmOut"] = round(
                max(3.8, f0 - months * keep * f0 / 1.5 + rng.uniform(-0.6, 0.6)), 1
            )
            w = max(0.0, rng.gauss(0.6 + 0.3 * months, 1.0))
            if rng.random() < 0.04:
                w += rng.uniform(4, 10)
            lot["waste_pct"] = round(w, 1)
            n_dis = 0 if w < 1.5 else (1 if w < 5.0 else rng.choice([1, 2]))
            lot["disord"] = rng.sample(DISORDERS[v], min(n_dis, len(DISORDERS[v])))

    lots.sort(key=lambda x: (x["dtIn"], x["tktRef"], x["room"]))
    out_lots = []
    tk = {t["tkt_no"]: t for t in tickets}
    for i, lot in enumerate(lots, start=1):
        v = lot["_v"]
        row = {
            "lotNo": f"SL24-{i:04d}",
            "tktRef": lot["tktRef"],
            "room": lot["room"],
            "Regime": lot["Regime"],
            "binsIn": lot["binsIn"],
            "dtIn": lot["dtIn"],
            "dtSeal": lot["dtSeal"],
            "dtOut": lot["dtOut"],
            "o2Pct": lot["o2Pct"],
            "co2_pct": lot["co2_pct"],
            "setC": float(lot["setC"]),
            "mcp": lot["mcp"],
            "qcDts": lot["qcDts"],
            "firmOut": lot["firmOut"],
            "waste_pct": lot["waste_pct"],
            "disord": lot["disord"],
        }
        row["qcNote"] = _note(rng, row, v, tk[lot["tktRef"]]["blkRef"])
        out_lots.append(row)
    # a load sent to CA but stored in air (no CA room left) is recorded as Cold store
    air_tkts = {x["tktRef"] for x in out_lots if x["Regime"] == "Air"}
    for t in tickets:
        if (
            t["Dest"] == "CA store"
            and t["tkt_no"] in air_tkts
            and not any(x["tktRef"] == t["tkt_no"] and x["Regime"] != "Air" for x in out_lots)
        ):
            t["Dest"] = "Cold store"
    out_tkts = []
    for t in tickets:
        out_tkts.append(
            {
                "tkt_no": t["tkt_no"],
                **{
                    k: t[k]
                    for k in (
                        "blkRef",
                        "dtPick",
                        "pickNo",
                        "gangLdr",
                        "nPickers",
                        "bins",
                        "netKg",
                        "firmKg",
                        "ssc",
                        "starchIdx",
                        "Dest",
                        "dfcts",
                        "wet",
                        "rateGbp",
                    )
                },
            }
        )
    for b in blocks:
        del b["_sec"]
    blocks.sort(key=lambda b: b["blk_id"])
    assert all(t["blkRef"] in by_blk for t in out_tkts)
    return {"OrchBlks": blocks, "PickTkts": out_tkts, "StrLots": out_lots}


def build(out: Path) -> Path:
    """Write `orchard-store/schema.json` and its three objects files under out."""
    formats = {"OrchBlks": "csv", "PickTkts": "jsonl", "StrLots": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
