"""Write `plant-nursery`: an invented bedding-plant nursery's export, named tersely.

The office of an invented glasshouse nursery, Hollins Lane Nurseries near Spalding (every batch,
house, grower, spray operator, picker, customer, haulier and delivery note is made up; crops are
ordinary bedding genera, cultivar and series names invented or generic), exported its systems of
record the way an engineer exports them: abbreviated property names in mixed habits (snake_case
`batch_id`, `germ_pct`, `grw_notes`, `app_no`, `rei_h`, `line_id`; camelCase `propType`,
`plugSz`, `finCont`, `bioRel`, `spaceDts`, `htSmp`, `btchRef`, `prodCls`, `volL`, `areaM2`,
`tempC`, `ppeChk`, `ipmOk`, `effScr`, `srcBatch`, `poNo`, `unitPx`, `lineVal`, `tempLog`,
`crNote`; PascalCase `Crop`, `Status`, `Target`, `Haulier`, `ECrdgs`; glued lowercase `cv`,
`hse`, `grwr`, `dumpd`, `actv`, `meth`, `rate`, `rh`, `opr`, `cust`, `qty`, `pkr`; prefixes
`dtSown`, `dtReady`, `dtApp`, `dtOrd`, `dtDesp`, `nTrays`, `nCC`, `is_pf`, `isLbl`),
abbreviated class names (`Btchs`, `SprRecs`, `DspLns`), terse descriptions in the trade's
shorthand ("Germ./strike, %", "Plug tray, cells", "EC rdgs, mS/cm", "Bios rel.", "Ht smp, mm",
"Rdy wk (est.)", "A.i.", "Rate/100 L", "REI, h", "PPE chk (gloves/RPE/coverall)", "IPM
compat.?", "Eff. 1-5 (f/up)", "DN/line", "CCs", "£/tray", "Lbl'd?", "Trlr temp log, C"), five
properties with no description and one collection (`DspLns`) with no class description.

- `Btchs` (CSV): the crop batches of the 2025 spring bedding season, sown, stuck or bought in
  as plugs from 2024-11-25 to 2025-05-16: crop, cultivar or series, propagation type, house and
  bay, sown/stuck date, trays, plug tray size, germination or strike rate (empty for bought-in
  plugs), peat-free mix, final container, weekly substrate EC readings, biological controls
  released, spacing dates, height samples (crops kept short with growth regulators), section
  grower, estimated ready week, trays dumped, status and the grower's notes (`grw_notes`, the
  one prose property, 15-50 words). Arrays are JSON strings in cells.
- `SprRecs` (JSON Lines): the crop protection log, one application to one batch per row, in
  date order: batch (`btchRef` refers to `Btchs.batch_id`), date, target, product class,
  active ingredient, method, rate, volume, area, glasshouse temperature and humidity, re-entry
  interval, the three PPE checks, IPM compatibility, operator and the follow-up efficacy score
  (empty when not assessed).
- `DspLns` (Parquet, no class description): the delivery note lines: `srcBatch` refers to
  `Btchs.batch_id`, customer PO (empty when none), order and despatch dates (despatch empty
  for orders still to go), customer, haulier, quantity, Danish trolleys, price, line value,
  customer labels, picker, the trailer temperature log (own artic only) and credit raised.

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v9.py OUT   (writes OUT/plant-nursery/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "plant-nursery"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SOW_START, SOW_END = date(2024, 11, 25), date(2025, 5, 16)
EXPORT_DAY = date(2025, 5, 30)  # a Friday; orders already taken for the week after are open

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Btchs",
        "Crop btchs (prop/grow-on)",
        [
            ("batch_id", "text", "Btch ref"),
            ("Crop", "text", "Crop/genus"),
            ("cv", "text", "Cv./series"),
            ("propType", "text", "Prop. (seed/cutt/plug)"),
            ("hse", "text", "Hse-bay"),
            ("dtSown", "date", "Sown/stuck"),
            ("nTrays", "int", "Trays sown #"),
            ("plugSz", "int", "Plug tray, cells"),
            ("germ_pct", "number", "Germ./strike, %"),
            ("is_pf", "boolean", "Peat-free?"),
            ("finCont", "text", "Final cont."),
            ("ECrdgs", "number[]", "EC rdgs, mS/cm"),
            ("bioRel", "text[]", "Bios rel."),
            ("spaceDts", "date[]", "Spaced dts"),
            ("htSmp", "int[]", "Ht smp, mm"),
            ("grwr", "text", None),
            ("dtReady", "date", "Rdy wk (est.)"),
            ("dumpd", "int", "Dumped, trays"),
            ("Status", "text", None),
            ("grw_notes", PROSE, "Grower notes"),
        ],
    ),
    (
        "SprRecs",
        "Crop prot. appl. log",
        [
            ("app_no", "text", "Appl #"),
            ("btchRef", "text", "Btch"),
            ("dtApp", "date", "Appl. dt"),
            ("Target", "text", None),
            ("prodCls", "text", "Cls (ins/fung/acar/PGR)"),
            ("actv", "text", "A.i."),
            ("meth", "text", "Meth."),
            ("rate", "number", "Rate/100 L"),
            ("volL", "number", "Vol, L"),
            ("areaM2", "int", "Area, m2"),
            ("tempC", "number", "Temp, C"),
            ("rh", "int", "RH, %"),
            ("rei_h", "int", "REI, h"),
            ("ppeChk", "boolean[]", "PPE chk (gloves/RPE/coverall)"),
            ("ipmOk", "boolean", "IPM compat.?"),
            ("opr", "text", "Opr"),
            ("effScr", "int", "Eff. 1-5 (f/up)"),
        ],
    ),
    (
        "DspLns",
        None,
        [
            ("line_id", "text", "DN/line"),
            ("srcBatch", "text", "Btch"),
            ("poNo", "text", "Cust PO"),
            ("dtOrd", "date", "Ord."),
            ("dtDesp", "date", "Desp. dt"),
            ("cust", "text", "Cust."),
            ("Haulier", "text", None),
            ("qty", "int", "Qty (trays/bskts)"),
            ("nCC", "int", "CCs"),
            ("unitPx", "number", "£/tray"),
            ("lineVal", "number", "Line val, £"),
            ("isLbl", "boolean", "Lbl'd?"),
            ("pkr", "text", None),
            ("tempLog", "number[]", "Trlr temp log, C"),
            ("crNote", "boolean", "Cr. raised?"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# final container: (plants per finished tray or basket, finished trays per Danish trolley, price £)
CONTAINERS = {
    "6-pack": (36, 40, (8.50, 11.50)),
    "9cm pot": (15, 40, (10.00, 14.50)),
    "10.5cm pot": (12, 32, (12.00, 16.50)),
    "1L pot": (8, 24, (13.50, 18.00)),
    "25cm basket": (5, 20, (6.50, 9.95)),
}
# crop: (weight, {prop type: weight}, cultivars, {container: weight}, weeks to ready, PGR crop)
CROPS = {
    "Petunia": (
        16,
        {"Seed": 5, "Cutting": 3, "Bought-in plug": 2},
        [
            "Dreamscape Mix",
            "Dreamscape Red",
            "Trailing Blue Vein",
            "Trailing Purple",
            "Cascade White",
        ],
        {"6-pack": 4, "9cm pot": 3, "25cm basket": 2},
        (10, 14),
        True,
    ),
    "Geranium": (
        12,
        {"Seed": 4, "Cutting": 5, "Bought-in plug": 1},
        ["Horizon Scarlet", "Horizon Mix", "Ivy Lilac", "Ivy Red", "Zonal Salmon"],
        {"9cm pot": 4, "10.5cm pot": 3, "1L pot": 2},
        (11, 15),
        True,
    ),
    "Begonia": (
        9,
        {"Seed": 8, "Bought-in plug": 2},
        ["Semperflorens Mix", "Nonstop Orange", "Cascade Pink"],
        {"6-pack": 4, "9cm pot": 3, "25cm basket": 1},
        (12, 16),
        False,
    ),
    "Impatiens": (
        8,
        {"Seed": 7, "Cutting": 2},
        ["Accent Mix", "Accent White", "New Guinea Coral"],
        {"6-pack": 5, "10.5cm pot": 2},
        (10, 13),
        False,
    ),
    "Lobelia": (
        8,
        {"Seed": 9, "Cutting": 1},
        ["Crystal Palace", "Trailing Sapphire", "Trailing Mix"],
        {"6-pack": 5, "9cm pot": 2, "25cm basket": 1},
        (11, 14),
        False,
    ),
    "Bacopa": (
        5,
        {"Cutting": 7, "Bought-in plug": 3},
        ["Snowflake White", "Blue Showers"],
        {"9cm pot": 4, "25cm basket": 2},
        (8, 11),
        False,
    ),
    "Fuchsia": (
        6,
        {"Cutting": 9, "Bought-in plug": 1},
        ["Trailing Swingtime", "Bush Mrs Popple", "Trailing Marinka"],
        {"9cm pot": 3, "1L pot": 2, "25cm basket": 2},
        (10, 14),
        True,
    ),
    "Verbena": (
        5,
        {"Cutting": 7, "Bought-in plug": 3},
        ["Trailing Peach", "Trailing Purple"],
        {"9cm pot": 4, "25cm basket": 1},
        (8, 11),
        False,
    ),
    "Calibrachoa": (
        6,
        {"Cutting": 5, "Bought-in plug": 5},
        ["Minitunia Yellow", "Minitunia Red", "Minitunia Mix"],
        {"9cm pot": 4, "25cm basket": 2},
        (8, 11),
        True,
    ),
    "Marigold": (
        7,
        {"Seed": 10},
        ["French Bonanza Mix", "French Durango Red", "African Orange"],
        {"6-pack": 6, "9cm pot": 1},
        (9, 12),
        False,
    ),
    "Osteospermum": (
        5,
        {"Cutting": 8, "Bought-in plug": 2},
        ["Serenity White", "Serenity Bronze", "Soprano Purple"],
        {"10.5cm pot": 3, "1L pot": 3},
        (10, 13),
        True,
    ),
    "Salvia": (
        4,
        {"Seed": 10},
        ["Vista Red", "Vista Purple"],
        {"6-pack": 5, "9cm pot": 2},
        (11, 14),
        True,
    ),
    "Alyssum": (
        4,
        {"Seed": 10},
        ["Carpet of Snow", "Easter Bonnet Mix"],
        {"6-pack": 6},
        (9, 12),
        False,
    ),
    "Viola": (
        5,
        {"Seed": 10},
        ["Sorbet Blue", "Penny Mix", "Sorbet Yellow Frost"],
        {"6-pack": 5, "9cm pot": 2},
        (10, 13),
        False,
    ),
}
PLUGS = {"Seed": [150, 228, 228, 288], "Cutting": [84, 104, 104], "Bought-in plug": [104, 150, 150]}
# houses: glasshouses G1-G5 (bays) and polytunnels PT1-PT3; propagation in PH
HOUSES = {
    "PH": (1, 6),
    "G1": (1, 8),
    "G2": (1, 8),
    "G3": (1, 10),
    "G4": (1, 10),
    "G5": (1, 6),
    "PT1": (1, 3),
    "PT2": (1, 3),
    "PT3": (1, 3),
}
GROWERS = {
    "PH": "Ruth Elsom",
    "G1": "Gary Pinchbeck",
    "G2": "Gary Pinchbeck",
    "G3": "Anita Barkworth",
    "G4": "Anita Barkworth",
    "G5": "Tomasz Lis",
    "PT1": "Tomasz Lis",
    "PT2": "Tomasz Lis",
    "PT3": "Tomasz Lis",
}
BIOS = {
    "Encarsia": 5,
    "Amblyseius": 6,
    "Aphidius": 5,
    "Phytoseiulus": 2,
    "Orius": 2,
    "Steinernema": 3,
    "Hypoaspis": 2,
}

# target -> (class, [(active, rate per 100 L, REI h, IPM compatible, methods)])
TARGETS = {
    "Aphid": (
        "Insecticide",
        [
            ("flonicamid", 10.0, 12, True, "S"),
            ("spirotetramat", 37.5, 24, True, "S"),
            ("fatty acids", 2000.0, 6, True, "S"),
        ],
    ),
    "Whitefly": (
        "Insecticide",
        [
            ("spiromesifen", 60.0, 24, True, "S"),
            ("Beauveria bassiana", 150.0, 12, True, "S"),
            ("acetamiprid", 25.0, 24, False, "SF"),
        ],
    ),
    "Thrips": (
        "Insecticide",
        [
            ("spinosad", 40.0, 12, False, "S"),
            ("abamectin", 50.0, 48, False, "S"),
            ("Beauveria bassiana", 150.0, 12, True, "S"),
        ],
    ),
    "Red spider mite": (
        "Acaricide",
        [("abamectin", 50.0, 48, False, "S"), ("bifenazate", 40.0, 24, True, "S")],
    ),
    "Sciarid": ("Insecticide", [("Bacillus thuringiensis israelensis", 100.0, 6, True, "D")]),
    "Botrytis": (
        "Fungicide",
        [
            ("fenhexamid", 100.0, 24, True, "S"),
            ("cyprodinil + fludioxonil", 80.0, 48, True, "S"),
            ("Bacillus subtilis", 400.0, 6, True, "S"),
            ("fenhexamid", 100.0, 24, True, "F"),
        ],
    ),
    "Powdery mildew": (
        "Fungicide",
        [
            ("potassium bicarbonate", 500.0, 6, True, "S"),
            ("penconazole", 25.0, 24, True, "S"),
            ("sulphur", 300.0, 24, False, "SF"),
        ],
    ),
    "Downy mildew": (
        "Fungicide",
        [("mandipropamid", 60.0, 24, True, "S"), ("fosetyl-Al", 250.0, 24, True, "SD")],
    ),
    "Height control": (
        "PGR",
        [
            ("chlormequat", 250.0, 12, True, "S"),
            ("daminozide", 400.0, 24, True, "S"),
            ("paclobutrazol", 20.0, 12, True, "SD"),
        ],
    ),
}
METHODS = {"S": "Spray", "D": "Drench", "F": "Fog"}
TARGET_W = {
    "Aphid": 22,
    "Whitefly": 12,
    "Thrips": 14,
    "Red spider mite": 6,
    "Sciarid": 6,
    "Botrytis": 14,
    "Powdery mildew": 7,
    "Downy mildew": 5,
    "Height control": 18,
}
OPERATORS = ["D. Kowalczyk", "S. Hebden", "R. Ashworth", "L. Mistry", "J. Toft"]
PICKERS = [
    "Kerry Ward",
    "Ionut Popescu",
    "Shannon Dring",
    "Marek Zielinski",
    "Paula Grimes",
    "Dean Skipworth",
]

# customer: (weight, tier price factor, labels share, PO form, hauliers)
CUSTOMERS = {
    "Oakhurst Garden Centres": (24, 0.92, 1.0, "OGC", {"Own artic": 5, "Plantlink": 3}),
    "Bloomhaven Retail": (18, 0.88, 1.0, "SAP", {"Own artic": 4, "Plantlink": 4}),
    "Fernleigh GC": (9, 1.0, 0.5, None, {"Own van": 4, "Collected": 1}),
    "Hedgerow Garden Centre": (8, 1.0, 0.3, "IND", {"Own van": 3, "Bloomfield Transport": 2}),
    "Thornbury Nurseries & GC": (7, 0.97, 0.6, "IND", {"Bloomfield Transport": 3, "Own van": 1}),
    "Greenacre Landscapes": (6, 0.9, 0.0, None, {"Own van": 2, "Collected": 2}),
    "Welland Vale DC": (7, 0.85, 0.0, "WVDC", {"Own van": 3, "Own artic": 1}),
    "Castlebrook Farm Shop": (5, 1.05, 0.2, None, {"Collected": 3, "Own van": 1}),
    "K. Dunmore (market)": (4, 0.95, 0.0, None, {"Collected": 1}),
    "Saltmarsh Plant Centre": (5, 1.0, 0.4, "IND", {"Own van": 2, "Bloomfield Transport": 1}),
}

ORIGIN = {
    "Seed": [
        "Sown {d} into {c}s in the prop house, {g}% germination.",
        "Drilled {d} in {c} cell trays, germinated at 21 C, {g}% germination.",
        "Sown {d}, {c}s, covered with vermiculite; {g}% came through.",
    ],
    "Cutting": [
        "Cuttings stuck {d} under mist in {c}s, {g}% strike after three weeks.",
        "Stuck {d} in {c} cell trays on heated benches; {g}% rooted.",
        "Unrooted cuttings arrived and were stuck {d}, {g}% strike.",
    ],
    "Bought-in plug": [
        "Plugs arrived {d} in {c}s from the young plant supplier.",
        "Bought-in {c}s delivered {d}; {y} trays looked yellow on arrival.",
        "Plug delivery {d}, {c} cells, transplanted within two days.",
    ],
}
GROWTH = [
    "Even crop, good roots at transplant.",
    "Uneven at the bench ends, gapped up by hand.",
    "Stretching in the warm spell, growth regulator applied.",
    "Slow to establish after potting, cold nights held it back.",
    "Compact and well branched so far.",
    "Some tip burn after the feed was increased, EC brought down.",
    "Flowering early, a few trays trimmed.",
    "Lush growth, needs more light and spacing.",
]
PESTS = [
    "Aphid on the lower leaves, Aphidius released.",
    "Botrytis in the denser trays, vents opened earlier.",
    "Thrips on the blue sticky traps, monitoring twice a week.",
    "Clean so far.",
    "Sciarid flies in the wet corner, drench applied.",
    "Whitefly hot spot by the door, Encarsia cards hung.",
    "Powdery mildew on a few plants, removed and sprayed.",
    "Spider mite on the end bench in the heat.",
]
PLANS = [
    "Earmarked for the Oakhurst May orders.",
    "Needs spacing again before sale.",
    "Hold for the council bedding order.",
    "Trim before despatch.",
    "Labels printed, ready from week {w}.",
    "Check roots before potting on.",
    "",
    "",
]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _weekday(d: date) -> date:
    """Move a weekend day to the Monday after."""
    return d + timedelta(days=(7 - d.weekday()) % 7) if d.weekday() >= 5 else d


def _batches(rng: random.Random) -> list[dict]:
    batches = []
    n = 430
    sown = sorted(_weekday(_day(rng, SOW_START, SOW_END)) for _ in range(n))
    seq = {}
    for d in sown:
        crop = _pick(rng, {k: v[0] for k, v in CROPS.items()})
        _, props, cvs, conts, (w0, w1), pgr = CROPS[crop]
        prop = _pick(rng, props)
        cells = rng.choice(PLUGS[prop])
        cont = _pick(rng, conts)
        trays = rng.randint(4, 40) if prop != "Bought-in plug" else rng.randint(6, 30)
        germ = None
        if prop == "Seed":
            germ = round(rng.uniform(72.0, 98.5), 1)
        elif prop == "Cutting":
            germ = round(rng.uniform(82.0, 99.5), 1)
        age_days = (EXPORT_DAY - d).days
        house = (
            "PH"
            if age_days < 21 and prop != "Bought-in plug"
            else _pick(
                rng, {"G1": 3, "G2": 3, "G3": 4, "G4": 4, "G5": 2, "PT1": 1, "PT2": 1, "PT3": 1}
            )
        )
        lo, hi = HOUSES[house]
        hse = f"{house}-{rng.randint(lo, hi):02d}"
        weeks = rng.randint(w0, w1) - (3 if prop == "Bought-in plug" else 0)
        ready = d + timedelta(weeks=weeks)
        ready -= timedelta(days=ready.weekday())  # the Monday of the ready week
        n_ec = max(0, min(6, age_days // 14 - 1))
        ec = [
            round(rng.uniform(0.6, 2.2) if rng.random() > 0.06 else rng.uniform(2.3, 2.9), 2)
            for _ in range(n_ec)
        ]
        bios = rng.sample(list(BIOS), rng.choice([0, 0, 1, 1, 1, 2, 2, 3])) if age_days > 28 else []
        space = []
        if age_days > 35 and house != "PH":
            s1 = _weekday(d + timedelta(days=rng.randint(28, 45)))
            space = [s1] + (
                [_weekday(s1 + timedelta(days=rng.randint(14, 28)))] if rng.random() < 0.35 else []
            )
            space = [x for x in space if x <= EXPORT_DAY]
        hts = []
        if pgr and age_days > 42:
            base = rng.randint(60, 150)
            hts = [max(25, base + rng.randint(-25, 25)) for _ in range(5)]
        dumped = 0
        if rng.random() < 0.16:
            dumped = rng.randint(1, max(1, trays // 3))
        if rng.random() < 0.015:
            dumped = trays
        yy = 25 if d.year == 2025 else 24
        seq[yy] = seq.get(yy, 0) + 1
        fill = {
            "d": d.strftime("%d/%m"),
            "c": cells,
            "g": germ,
            "y": rng.randint(1, 4),
            "w": ready.isocalendar()[1],
        }
        parts = [rng.choice(ORIGIN[prop]).format(**fill)]
        if age_days > 21:
            parts.append(rng.choice(GROWTH))
        if age_days > 28 or rng.random() < 0.3:
            parts.append(rng.choice(PESTS))
        if dumped == trays:
            parts.append(
                rng.choice(
                    [
                        "Whole batch binned after a root rot outbreak.",
                        "Binned: frost damage when the heating failed.",
                    ]
                )
            )
        else:
            plan = rng.choice(PLANS).format(**fill)
            if plan:
                parts.append(plan)
        text = " ".join(parts)
        while len(text.split()) < 15:
            parts.insert(1, f"{trays} trays of {cont}s planned, {crop.lower()} {rng.choice(cvs)}.")
            text = " ".join(parts)
        batches.append(
            {
                "batch_id": f"B{yy}-{seq[yy]:04d}",
                "Crop": crop,
                "cv": rng.choice(cvs),
                "propType": prop,
                "hse": hse,
                "dtSown": d,
                "nTrays": trays,
                "plugSz": cells,
                "germ_pct": germ,
                "is_pf": rng.random() < 0.38,
                "finCont": cont,
                "ECrdgs": ec,
                "bioRel": bios,
                "spaceDts": space,
                "htSmp": hts,
                "grwr": GROWERS[house],
                "dtReady": ready,
                "dumpd": dumped,
                "Status": None,
                "grw_notes": text,
                "_pgr": pgr,
                "_age": age_days,
            }
        )
    return batches


def _stock(b: dict) -> int:
    plants = (b["nTrays"] - b["dumpd"]) * b["plugSz"] * (b["germ_pct"] or 95.0) / 100
    return int(plants / CONTAINERS[b["finCont"]][0])


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4209)
    batches = _batches(rng)
    for b in batches:
        b["_left"] = _stock(b)
        b["_sent"] = 0

    # ---- delivery notes: weekdays 2025-03-03 to 2025-06-06; after the export day, still to go ----
    lines = []
    dn = 40310
    day = date(2025, 3, 3)
    while day <= EXPORT_DAY + timedelta(days=7):
        if day.weekday() < 5:
            season = min(1.0, max(0.25, (day - date(2025, 3, 3)).days / 60))
            n_dn = int(rng.randint(4, 9) * season * 1.6)
            for _ in range(n_dn):
                ready = [
                    b
                    for b in batches
                    if b["dtReady"] <= day and b["_left"] > 0 and b["dumpd"] < b["nTrays"]
                ]
                if not ready:
                    break
                cust = _pick(rng, {c: v[0] for c, v in CUSTOMERS.items()})
                _, factor, lbl, po_form, hauls = CUSTOMERS[cust]
                ordered = day - timedelta(days=rng.choice([1, 2, 2, 3, 4, 7]))
                if day > EXPORT_DAY and ordered > EXPORT_DAY:
                    ordered = EXPORT_DAY - timedelta(days=rng.randint(0, 3))
                haul = _pick(rng, hauls)
                if po_form == "OGC":
                    po = f"OGC{rng.randint(100000, 999999)}"
                elif po_form == "SAP":
                    po = f"45{rng.randint(10000000, 99999999)}"
                elif po_form == "WVDC":
                    po = f"WVDC/25/{rng.randint(1, 240):03d}"
                elif po_form == "IND" and rng.random() < 0.6:
                    po = f"PO {rng.randint(1000, 9999)}"
                else:
                    po = None
                sent = day <= EXPORT_DAY
                log = (
                    [
                        round(
                            rng.uniform(4.0, 12.5)
                            if rng.random() > 0.05
                            else rng.uniform(12.6, 15.0),
                            1,
                        )
                        for _ in range(4)
                    ]
                    if haul == "Own artic" and sent
                    else []
                )
                labelled = rng.random() < lbl
                n_lines = rng.choice([1, 1, 2, 2, 3, 3, 4, 5, 6]) + (
                    2 if haul == "Own artic" else 0
                )
                chosen = rng.sample(ready, min(n_lines, len(ready)))
                dn += 1
                for i, b in enumerate(chosen, start=1):
                    per_tray, per_cc, (p0, p1) = CONTAINERS[b["finCont"]]
                    qty = min(b["_left"], rng.randint(4, 48 if haul == "Own artic" else 24))
                    b["_left"] -= qty
                    if sent:
                        b["_sent"] += qty
                    price = round(round(rng.uniform(p0, p1) * factor / 0.05) * 0.05, 2)
                    lines.append(
                        {
                            "line_id": f"DN{dn}/{i}",
                            "srcBatch": b["batch_id"],
                            "poNo": po,
                            "dtOrd": ordered,
                            "dtDesp": day if sent else None,
                            "cust": cust,
                            "Haulier": haul,
                            "qty": qty,
                            "nCC": max(1, math.ceil(qty / per_cc)),
                            "unitPx": price,
                            "lineVal": round(qty * price, 2),
                            "isLbl": labelled,
                            "pkr": rng.choice(PICKERS),
                            "tempLog": log,
                            "crNote": sent and rng.random() < 0.035,
                        }
                    )
        day += timedelta(days=1)

    # ---- status at the export ----
    for b in batches:
        if b["dumpd"] == b["nTrays"]:
            b["Status"] = "Dumped"
        elif b["hse"].startswith("PH"):
            b["Status"] = "Propagating"
        elif b["dtReady"] > EXPORT_DAY:
            b["Status"] = "Growing on"
        elif b["_left"] == 0:
            b["Status"] = "Sold out"
        elif b["_sent"] > 0:
            b["Status"] = "Selling"
        else:
            b["Status"] = "Ready"

    # ---- crop protection log ----
    apps = []
    for b in batches:
        start = b["dtSown"] + timedelta(days=10)
        end = min(EXPORT_DAY, b["dtReady"] + timedelta(days=21))
        if b["Status"] == "Dumped":
            end = min(end, b["dtSown"] + timedelta(days=rng.randint(20, 50)))
        if end <= start:
            continue
        weeks = (end - start).days / 7
        n = sum(1 for _ in range(int(weeks * 2)) if rng.random() < 0.16)
        bay_area = 60 + (sum(map(ord, b["hse"])) * 37) % 340
        for _ in range(n):
            weights = dict(TARGET_W)
            if not b["_pgr"]:
                weights["Height control"] = 0
            else:
                weights["Height control"] = 30
            target = _pick(rng, weights)
            cls, options = TARGETS[target]
            active, rate, rei, ipm, meths = rng.choice(options)
            meth = METHODS[rng.choice(meths)]
            area = max(20, int(bay_area * rng.uniform(0.3, 1.0)))
            per_m2 = {"Spray": 0.1, "Drench": 0.5, "Fog": 0.004}[meth]
            warm = (_day(rng, start, end) - date(2025, 1, 1)).days
            d = _weekday(_day(rng, start, end))
            if d > EXPORT_DAY:
                d = EXPORT_DAY
            temp = round(
                rng.uniform(8.0, 14.0) + max(0, warm) / 150 * 10 + rng.uniform(-1.5, 1.5), 1
            )
            apps.append(
                {
                    "app_no": None,
                    "btchRef": b["batch_id"],
                    "dtApp": d,
                    "Target": target,
                    "prodCls": cls,
                    "actv": active,
                    "meth": meth,
                    "rate": round(rate * rng.choice([0.5, 0.75, 1.0, 1.0, 1.0]), 1),
                    "volL": round(area * per_m2 * rng.uniform(0.9, 1.1), 1),
                    "areaM2": area,
                    "tempC": temp,
                    "rh": rng.randint(55, 95)
                    if meth == "Fog" or target == "Botrytis"
                    else rng.randint(45, 88),
                    "rei_h": rei,
                    "ppeChk": [rng.random() > 0.02, rng.random() > 0.06, rng.random() > 0.04],
                    "ipmOk": ipm,
                    "opr": rng.choice(OPERATORS),
                    "effScr": rng.choices([1, 2, 3, 4, 5], weights=[1, 3, 7, 10, 6])[0]
                    if rng.random() < 0.6
                    else None,
                    "_sort": rng.random(),
                }
            )
    apps.sort(key=lambda a: (a["dtApp"], a["_sort"]))
    counters: dict[int, int] = {}
    for a in apps:
        yy = a["dtApp"].year % 100
        counters[yy] = counters.get(yy, 0) + 1
        a["app_no"] = f"SP{yy}-{counters[yy]:04d}"
        del a["_sort"]

    for b in batches:
        for key in [k for k in b if k.startswith("_")]:
            del b[key]
    return {"Btchs": batches, "SprRecs": apps, "DspLns": lines}


def build(out: Path) -> Path:
    """Write `plant-nursery/schema.json` and its three objects files under out."""
    formats = {"Btchs": "csv", "SprRecs": "jsonl", "DspLns": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
