"""Write `brewery-cellar`: an invented cask-and-keg brewery's export, named tersely.

Cresset Lane Brewery, an invented 20 hL brewery (every beer, customer, brewer, packer, driver and
note is made up; styles, hops, yeasts, gravities and cellar terms are the ordinary ones of the
trade), exported its production system the way an engineer exports it: abbreviated property names
in mixed habits (snake_case `gyle_no`, `run_id`, `dl_no`; camelCase `dtBrew`, `lenHl`, `abvPct`,
`mashT`, `dhDts`, `isCollab`, `gyleRef`, `dtPkg`, `nUnits`, `volL`, `lossL`, `co2Vol`, `doPpb`,
`isFined`, `qaChk`, `pkgNotes`, `runRef`, `dtDlv`, `dtEmpt`, `netGbp`, `isSOR`; PascalCase `Beer`,
`Status`, `Fmt`, `Rnd`; upper `FV`, `OG`, `IBU`; glued lowercase `style`, `brewer`, `fg`, `ebc`,
`hops`, `yeast`, `bbe`, `crew`, `acct`, `qty`, `credit`, `drv`; prefixes `dt`, `n`, `is`),
abbreviated class names (`BrwSht`, `PkgRuns`, `DlvLns`), terse descriptions in the trade's
shorthand ("Gyle #", "Cast-out, hL", "OG (SG)", "FG (SG), blank=in FV", "Col., EBC", "DH dts",
"Fmt (FK/KIL/K30/K50/C440)", "DO, ppb (start/mid/end)", "QA (fill/seal/label/sens.)", "Qty (cans:
cs of 24)", "Net val., £ ex VAT", "SOR?", "Cr. note?"), four properties with no description
(`brewer`, `yeast`, `crew`, `drv`) and one collection (`DlvLns`) with no class description.

- `BrwSht` (CSV): every gyle brewed from 2024-09-02 to 2025-06-27.
- `PkgRuns` (JSON Lines): every packaging run (racking to cask, kegging, canning) of a gyle, with
  the packaging / QA notes (`pkgNotes`, the one prose property).
- `DlvLns` (Parquet, no class description): one row per delivery line: a customer's units of one
  packaging run; `runRef` refers to `PkgRuns.run_id`.

Every property type of the card appears: text, text[], int, int[], number, number[], boolean,
boolean[], date, date[] and prose. The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v16.py OUT   (writes OUT/brewery-cellar/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "brewery-cellar"
PROSE = "prose"
BREW_FROM, BREW_TO = date(2024, 9, 2), date(2025, 6, 27)
EXPORT_DAY = date(2025, 6, 30)  # a Monday; nothing after it
BANK_HOLIDAYS = {
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
        "BrwSht",
        "Gyle log (BH)",
        [
            ("gyle_no", "text", "Gyle #"),
            ("Beer", "text", "Brand"),
            ("style", "text", "Style (house)"),
            ("dtBrew", "date", "Brew dt"),
            ("brewer", "text", None),
            ("FV", "text", "Ferm. vsl"),
            ("lenHl", "number", "Cast-out, hL"),
            ("OG", "number", "OG (SG)"),
            ("fg", "number", "FG (SG), blank=in FV"),
            ("abvPct", "number", "ABV, %"),
            ("IBU", "int", "IBU (calc)"),
            ("ebc", "int", "Col., EBC"),
            ("hops", "text[]", "Hop bill"),
            ("mashT", "number[]", "Mash rest(s), C"),
            ("yeast", "text", None),
            ("dhDts", "date[]", "DH dts"),
            ("isCollab", "boolean", "Collab?"),
            ("Status", "text", "Gyle stat."),
        ],
    ),
    (
        "PkgRuns",
        "Pkg runs (rack/keg/can)",
        [
            ("run_id", "text", "Run #"),
            ("gyleRef", "text", "Gyle #"),
            ("Fmt", "text", "Fmt (FK/KIL/K30/K50/C440)"),
            ("dtPkg", "date", "Pkg dt"),
            ("nUnits", "int", "Units #"),
            ("volL", "number", "Vol. pkgd, L"),
            ("lossL", "number", "Loss, L"),
            ("co2Vol", "number", "CO2, vols"),
            ("doPpb", "int[]", "DO, ppb (start/mid/end)"),
            ("bbe", "date", "BBE"),
            ("crew", "text[]", None),
            ("isFined", "boolean", "Fined (isinglass)?"),
            ("qaChk", "boolean[]", "QA (fill/seal/label/sens.)"),
            ("pkgNotes", PROSE, "Pkg/QA notes"),
        ],
    ),
    (
        "DlvLns",
        None,
        [
            ("dl_no", "text", "Dlv ln #"),
            ("runRef", "text", "Run #"),
            ("acct", "text", "Acct"),
            ("dtDlv", "date", "Dlv dt"),
            ("dtEmpt", "date", "Empties back"),
            ("qty", "int", "Qty (cans: cs of 24)"),
            ("netGbp", "number", "Net val., £ ex VAT"),
            ("Rnd", "text", "Dray rnd"),
            ("drv", "text", None),
            ("isSOR", "boolean", "SOR?"),
            ("credit", "boolean", "Cr. note?"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# beer: weight, style, OG range, IBU range, EBC range, hop bills, mash rests, yeast, format shares,
#       months brewed (None = all year), dry hopped, vegan (never fined)
BEERS = {
    "Hayloft Best": (
        9,
        "Best bitter",
        (1.040, 1.043),
        (30, 34),
        (24, 29),
        [["EKG", "Fuggles"], ["Challenger", "EKG"], ["EKG"]],
        [[66.0], [67.0]],
        "House ale",
        {"Firkin": 6, "Kilderkin": 3, "Keg 50L": 1},
        None,
        False,
        False,
    ),
    "Ostler Pale": (
        9,
        "Pale ale",
        (1.044, 1.047),
        (35, 40),
        (9, 13),
        [["Cascade", "Citra"], ["Cascade", "Centennial"], ["Citra", "Cascade", "Amarillo"]],
        [[66.0], [65.5]],
        "House ale",
        {"Firkin": 4, "Keg 30L": 2, "Keg 50L": 2, "Can 440": 3},
        None,
        True,
        False,
    ),
    "Yard Dog IPA": (
        7,
        "IPA",
        (1.058, 1.062),
        (50, 60),
        (12, 16),
        [["Citra", "Mosaic", "Simcoe"], ["Mosaic", "Simcoe"], ["Citra", "Mosaic"]],
        [[65.0], [64.5]],
        "Chico",
        {"Keg 30L": 3, "Can 440": 4, "Firkin": 1},
        None,
        True,
        False,
    ),
    "Lamplighter Stout": (
        6,
        "Stout",
        (1.048, 1.052),
        (38, 42),
        (120, 160),
        [["Challenger", "EKG"], ["Target", "EKG"]],
        [[67.5], [68.0]],
        "House ale",
        {"Firkin": 4, "Kilderkin": 1, "Keg 30L": 2, "Can 440": 2},
        None,
        False,
        False,
    ),
    "Cobble Mild": (
        4,
        "Dark mild",
        (1.034, 1.036),
        (18, 22),
        (70, 90),
        [["Fuggles"], ["Fuggles", "EKG"]],
        [[68.0]],
        "House ale",
        {"Firkin": 5, "Kilderkin": 2},
        None,
        False,
        False,
    ),
    "Tack Room Porter": (
        4,
        "Porter",
        (1.049, 1.052),
        (30, 35),
        (60, 80),
        [["Fuggles", "Target"], ["Fuggles"]],
        [[67.0]],
        "House ale",
        {"Firkin": 4, "Kilderkin": 2, "Keg 30L": 1},
        {10, 11, 12, 1, 2, 3},
        False,
        False,
    ),
    "Tollhouse Lager": (
        6,
        "Lager",
        (1.046, 1.048),
        (22, 26),
        (7, 9),
        [["Saaz", "Hallertau MF"], ["Hallertau MF"]],
        [[63.0, 72.0], [62.0, 72.0, 78.0]],
        "Lager",
        {"Keg 50L": 3, "Keg 30L": 2, "Can 440": 3},
        None,
        False,
        False,
    ),
    "Haze Runner": (
        5,
        "NEIPA",
        (1.064, 1.068),
        (25, 35),
        (8, 11),
        [["Citra", "Mosaic", "Galaxy"], ["Galaxy", "Nelson Sauvin"], ["Citra", "Nelson Sauvin"]],
        [[67.0], [68.0]],
        "London III",
        {"Can 440": 5, "Keg 30L": 2},
        None,
        True,
        True,
    ),
    "Sunday Session": (
        5,
        "Session IPA",
        (1.038, 1.040),
        (35, 40),
        (8, 11),
        [["Citra", "Amarillo"], ["Mosaic", "Amarillo"]],
        [[66.0]],
        "Chico",
        {"Firkin": 3, "Keg 30L": 2, "Can 440": 3},
        None,
        True,
        False,
    ),
    "Orchard Sour": (
        3,
        "Fruited sour",
        (1.041, 1.044),
        (6, 10),
        (8, 12),
        [["Hallertau MF"]],
        [[65.0]],
        "Kveik",
        {"Can 440": 4, "Keg 30L": 1},
        {4, 5, 6, 7, 8, 9},
        False,
        True,
    ),
    "Ember Saison": (
        1,
        "Saison",
        (1.050, 1.054),
        (25, 30),
        (10, 14),
        [["Saaz", "EKG"]],
        [[64.0, 70.0]],
        "Saison",
        {"Keg 30L": 1, "Can 440": 2},
        None,
        False,
        False,
    ),
    "Winter Warmer": (
        2,
        "Old ale",
        (1.062, 1.066),
        (35, 40),
        (50, 65),
        [["Target", "Fuggles"], ["Challenger"]],
        [[68.0]],
        "House ale",
        {"Firkin": 3, "Kilderkin": 1},
        {11, 12, 1},
        False,
        False,
    ),
}
COLLAB_BEERS = {"Ember Saison"}
BREWERS = {"Nadia Okonkwo": 5, "Gethin Pryce": 4, "Sol Barraclough": 3, "Freya Lindqvist": 2}
PACKERS = [
    "Kit Marsh",
    "Owen Delahaye",
    "Priya Nandra",
    "Callum Reid",
    "Abi Threlfall",
    "Jonas Weir",
]
DRIVERS = {"North": "Dale Ashworth", "South": "Tomasz Kubiak", "City": "Lee Fairbairn"}

UNIT_L = {"Firkin": 40.9, "Kilderkin": 81.8, "Keg 30L": 30.0, "Keg 50L": 50.0, "Can 440": 0.44}
CASK = {"Firkin", "Kilderkin"}
# customer: weight, formats bought (weights), delivery round
CUSTOMERS = {
    "The Wheelwright Arms": (6, {"Firkin": 4, "Kilderkin": 1, "Keg 50L": 1}, "North"),
    "The Drover's Rest": (5, {"Firkin": 3, "Keg 30L": 1}, "North"),
    "Kingfisher Inn": (4, {"Firkin": 3, "Kilderkin": 2}, "South"),
    "The Bell at Hesketh": (4, {"Firkin": 4, "Keg 30L": 1}, "South"),
    "The Tanner's Arms": (4, {"Firkin": 3, "Kilderkin": 1, "Keg 30L": 1}, "City"),
    "Fox & Lantern": (3, {"Firkin": 2, "Keg 30L": 2}, "City"),
    "The Old Mint": (3, {"Firkin": 2, "Keg 50L": 2}, "City"),
    "Railway Tavern": (3, {"Firkin": 3, "Kilderkin": 1}, "North"),
    "The Quarryman": (3, {"Firkin": 3}, "South"),
    "Plough & Sickle": (2, {"Firkin": 2, "Keg 50L": 1}, "North"),
    "The Corn Exchange Bar": (3, {"Keg 30L": 3, "Keg 50L": 2, "Can 440": 1}, "City"),
    "Gaslight Social": (3, {"Keg 30L": 3, "Can 440": 1}, "City"),
    "Tap & Trowel": (3, {"Keg 30L": 2, "Firkin": 2}, "City"),
    "Underhill Taproom": (2, {"Keg 30L": 2, "Keg 50L": 1}, "South"),
    "Hopscotch Bottles": (4, {"Can 440": 1}, "City"),
    "Crate & Cork": (3, {"Can 440": 1}, "City"),
    "Bramwell Farm Shop": (2, {"Can 440": 1}, "South"),
    "The Larder at Ings": (2, {"Can 440": 1}, "North"),
    "Northway Beer Wholesale": (5, {"Can 440": 1, "Keg 50L": 2, "Kilderkin": 1}, "Pallet"),
    "Vale Cricket Club": (1, {"Firkin": 2, "Keg 50L": 1}, "South"),
    "Merriman's Kitchen": (2, {"Keg 30L": 1, "Can 440": 1}, "City"),
    "Cresset Lane Taproom": (4, {"Keg 30L": 2, "Firkin": 2, "Can 440": 1}, "Collect"),
    "Saltmarsh Beer Festival": (0, {"Firkin": 2, "Kilderkin": 3}, "North"),
    "Ironbridge Beer Festival": (0, {"Firkin": 3, "Kilderkin": 1}, "Pallet"),
}
FESTIVALS = {
    "Saltmarsh Beer Festival": date(2025, 5, 16),
    "Ironbridge Beer Festival": date(2024, 11, 7),
}
# base price per unit, ex VAT
PRICE = {"Firkin": 98.0, "Kilderkin": 188.0, "Keg 30L": 112.0, "Keg 50L": 176.0, "Can 440": 34.0}

NOSE = {
    "Hayloft Best": [
        "biscuit malt and earthy hops",
        "toffee and a firm bitterness",
        "orange marmalade and malt",
    ],
    "Ostler Pale": ["grapefruit and pine", "citrus pith and light malt", "peach and lemon zest"],
    "Yard Dog IPA": [
        "resinous pine and mango",
        "tropical fruit, dank finish",
        "passion fruit and resin",
    ],
    "Lamplighter Stout": [
        "roast coffee and dark chocolate",
        "liquorice and roast barley",
        "cocoa and dry roast",
    ],
    "Cobble Mild": [
        "chocolate malt and dark sugar",
        "light roast and caramel",
        "nutty, soft dark malt",
    ],
    "Tack Room Porter": [
        "cocoa and brown sugar",
        "mocha and dark fruit",
        "smooth roast and toffee",
    ],
    "Tollhouse Lager": [
        "clean bready malt and spicy hops",
        "crisp, light floral hops",
        "cracker malt, clean finish",
    ],
    "Haze Runner": [
        "juicy mango and white grape",
        "stone fruit and soft citrus",
        "pineapple and gooseberry",
    ],
    "Sunday Session": [
        "lime and apricot",
        "citrus and light tropical fruit",
        "orange and stone fruit",
    ],
    "Orchard Sour": [
        "tart apple and raspberry",
        "sharp rhubarb and lemon",
        "blackcurrant and tart cherry",
    ],
    "Ember Saison": ["peppery yeast and lemon", "spice, pear and dry finish"],
    "Winter Warmer": ["rich dried fruit and treacle", "plum, raisin and warming alcohol"],
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _working(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def _next_working(d: date, n: int = 1) -> date:
    for _ in range(n):
        d += timedelta(days=1)
        while not _working(d):
            d += timedelta(days=1)
    return d


def _working_days(start: date, end: date) -> list[date]:
    out, d = [], start
    while d <= end:
        if _working(d):
            out.append(d)
        d += timedelta(days=1)
    return out


def _sg(x: float) -> float:
    return round(x, 3)


def _gyles(rng: random.Random) -> list[dict]:
    gyles = []
    for d in _working_days(BREW_FROM, BREW_TO):
        n = rng.choices([0, 1, 2], weights=[1, 6, 3])[0]
        for _ in range(n):
            ok = {b: v[0] for b, v in BEERS.items() if v[9] is None or d.month in v[9]}
            beer = _pick(rng, ok)
            w, style, (og0, og1), (i0, i1), (e0, e1), bills, mashes, yeast, fmts, _, dh, vegan = (
                BEERS[beer]
            )
            og = _sg(rng.uniform(og0, og1))
            att = rng.uniform(0.74, 0.80) if yeast != "London III" else rng.uniform(0.68, 0.73)
            if yeast == "Saison":
                att = rng.uniform(0.86, 0.90)
            fg = _sg(1 + (og - 1) * (1 - att))
            fv = (
                _pick(rng, {"FV7": 1, "FV8": 1})
                if style == "Lager"
                else rng.choice(["FV1", "FV2", "FV3", "FV4", "FV5", "FV6"])
            )
            if style == "Lager" or (
                rng.random() < 0.15 and beer in ("Hayloft Best", "Ostler Pale")
            ):
                fv = fv if style == "Lager" else rng.choice(["FV7", "FV8"])
                length = round(rng.uniform(38.0, 41.0), 1)  # double brew into a 40 hL FV
            elif beer in COLLAB_BEERS or beer == "Winter Warmer" or rng.random() < 0.06:
                length = round(rng.uniform(9.4, 10.6), 1)  # half brew
            else:
                length = round(rng.uniform(18.4, 20.9), 1)
            ferm = rng.randint(21, 28) if style == "Lager" else rng.randint(6, 10)
            if yeast == "Kveik":
                ferm = rng.randint(4, 6)
            dhd: list[date] = []
            if dh:
                first = d + timedelta(days=rng.randint(2, 4))
                dhd.append(first)
                if rng.random() < 0.55:
                    dhd.append(first + timedelta(days=rng.randint(2, 3)))
            gyles.append(
                {
                    "gyle_no": None,
                    "Beer": beer,
                    "style": style,
                    "dtBrew": d,
                    "brewer": _pick(rng, BREWERS),
                    "FV": fv,
                    "lenHl": length,
                    "OG": og,
                    "fg": fg,
                    "abvPct": round((og - fg) * 131.25, 1),
                    "IBU": rng.randint(i0, i1),
                    "ebc": rng.randint(e0, e1),
                    "hops": list(rng.choice(bills)),
                    "mashT": [x + rng.choice([-0.5, 0.0, 0.0, 0.5]) for x in rng.choice(mashes)],
                    "yeast": yeast,
                    "dhDts": [x for x in dhd if x <= EXPORT_DAY],
                    "isCollab": beer in COLLAB_BEERS
                    or (rng.random() < 0.02 and beer == "Haze Runner"),
                    "Status": None,
                    "_ferm": ferm,
                    "_fmts": fmts,
                    "_vegan": vegan,
                }
            )
    for i, g in enumerate(gyles, start=1873):
        g["gyle_no"] = f"G{i}"
    return gyles


def _note(rng: random.Random, g: dict, r: dict, fails: list[str]) -> str:
    fmt = r["Fmt"]
    nose = rng.choice(NOSE[g["Beer"]])
    parts = []
    what = {
        "Firkin": "Racked to firkins",
        "Kilderkin": "Racked to kils",
        "Keg 30L": "Kegged into 30s",
        "Keg 50L": "Kegged into 50s",
        "Can 440": "Canned",
    }[fmt]
    parts.append(f"{what} from {g['FV']}, {r['nUnits']} {'cans' if fmt == 'Can 440' else 'units'}.")
    if fmt in CASK:
        parts.append(
            rng.choice(
                [
                    f"Primed and fined, {nose} on the sample.",
                    f"Bright in the sample glass, {nose}.",
                    f"Good condition going in, {nose}.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    f"Carbonation {r['co2Vol']} vols, {nose}.",
                    f"Sample tastes clean, {nose}.",
                    f"DO held low through the run, {nose}.",
                ]
            )
        )
    if "fill" in fails:
        parts.append(
            rng.choice(
                [
                    "Several low fills at the start, line held and checked.",
                    "Fill heights out on head 3, those units pulled and rework logged.",
                ]
            )
        )
    if "seal" in fails:
        parts.append(
            rng.choice(
                [
                    "Seam check failed on the second tear-down, run quarantined.",
                    "Leaking shives on a few casks, the lot held for re-spiling.",
                ]
            )
        )
    if "label" in fails:
        parts.append(
            rng.choice(
                [
                    "Wrong best-before printed on the first pallet, relabelled.",
                    "Pump clips and labels short, sent out without collars.",
                ]
            )
        )
    if "sens" in fails:
        parts.append(
            rng.choice(
                [
                    "Diacetyl on the panel, run held pending a retaste.",
                    "Slight sulphur on the sensory panel, not released yet.",
                ]
            )
        )
    if not fails:
        parts.append(
            rng.choice(
                [
                    "QA signed off, released to stock.",
                    "All checks passed, released.",
                    "Released after the sensory panel.",
                    "No issues, into the cold store.",
                ]
            )
        )
    if r["lossL"] > 60:
        parts.append(f"High loss of {r['lossL']} L from foaming at the filler.")
    return " ".join(parts)


def _runs(rng: random.Random, gyles: list[dict]) -> list[dict]:
    runs = []
    for g in gyles:
        d0 = g["dtBrew"] + timedelta(days=g["_ferm"])
        if rng.random() < 0.015:
            g["Status"] = "Dumped"
            g["fg"] = None if rng.random() < 0.5 else g["fg"]
            if g["fg"] is None:
                g["abvPct"] = None
            continue
        cond = rng.randint(3, 7) if g["style"] != "Lager" else rng.randint(7, 14)
        first = d0 + timedelta(days=cond)
        while not _working(first):
            first += timedelta(days=1)
        if d0 > EXPORT_DAY:
            g["Status"] = "In FV"
            g["fg"] = None
            g["abvPct"] = None
            continue
        if first > EXPORT_DAY:
            g["Status"] = "Conditioning"
            continue
        g["Status"] = "Packaged"
        vol = g["lenHl"] * 100 * rng.uniform(0.90, 0.95)
        fmts = g["_fmts"]
        k = min(len(fmts), rng.choice([1, 2, 2, 3]))
        chosen = []
        pool = dict(fmts)
        for _ in range(k):
            f = _pick(rng, pool)
            chosen.append(f)
            del pool[f]
        shares = [fmts[f] * rng.uniform(0.7, 1.3) for f in chosen]
        tot = sum(shares)
        d = first
        for f, s in zip(chosen, shares):
            v = vol * s / tot
            units = int(v // UNIT_L[f])
            if units < 1:
                continue
            pv = round(units * UNIT_L[f], 1)
            loss = round(
                rng.uniform(4, 18)
                if f in CASK
                else (rng.uniform(10, 40) if f != "Can 440" else rng.uniform(20, 70)),
                1,
            )
            if f == "Can 440":
                co2 = round(
                    rng.uniform(2.6, 2.9)
                    if g["style"] == "Fruited sour"
                    else rng.uniform(2.3, 2.7),
                    2,
                )
                dos = [rng.randint(15, 60) for _ in range(3)]
                shelf = 120 if g["style"] in ("NEIPA",) else 270
            elif f in CASK:
                co2 = round(rng.uniform(1.0, 1.3), 2)
                dos = []
                shelf = rng.choice([42, 49, 56])
            else:
                co2 = round(rng.uniform(2.2, 2.6), 2)
                dos = [rng.randint(20, 80) for _ in range(3)]
                shelf = 150
            fails = []
            if rng.random() < 0.02:
                fails.append("fill")
            if rng.random() < 0.015:
                fails.append("seal")
            if rng.random() < 0.015:
                fails.append("label")
            if rng.random() < 0.025:
                fails.append("sens")
            if dos and rng.random() < 0.03:
                dos[rng.randrange(3)] = rng.randint(120, 240)
            ncrew = 2 if f in CASK else (3 if f == "Can 440" else rng.choice([1, 2]))
            r = {
                "run_id": None,
                "gyleRef": g["gyle_no"],
                "Fmt": f,
                "dtPkg": d,
                "nUnits": units,
                "volL": pv,
                "lossL": loss,
                "co2Vol": co2,
                "doPpb": dos,
                "bbe": d + timedelta(days=shelf),
                "crew": rng.sample(PACKERS, ncrew),
                "isFined": (f in CASK and not g["_vegan"] and rng.random() < 0.93)
                or (
                    f in ("Keg 30L", "Keg 50L")
                    and g["Beer"] in ("Hayloft Best", "Lamplighter Stout")
                ),
                "qaChk": [k not in fails for k in ("fill", "seal", "label", "sens")],
                "pkgNotes": "",
                "_fails": fails,
                "_beer": g["Beer"],
                "_abv": g["abvPct"],
            }
            r["pkgNotes"] = _note(rng, g, r, fails)
            runs.append(r)
            d = _next_working(d, rng.choice([0, 1, 1, 2])) if rng.random() < 0.7 else d
            if d > EXPORT_DAY:
                break
    runs.sort(key=lambda x: (x["dtPkg"], x["gyleRef"], x["Fmt"]))
    for i, r in enumerate(runs, start=8121):
        r["run_id"] = f"PK-{i:05d}"
    return runs


def _lines(rng: random.Random, runs: list[dict]) -> list[dict]:
    lines = []
    for r in runs:
        if r["_fails"]:
            continue
        f = r["Fmt"]
        left = r["nUnits"] if f != "Can 440" else r["nUnits"] // 24
        buyers = {c: v[0] * v[1][f] for c, v in CUSTOMERS.items() if f in v[1] and v[0] > 0}
        fest = [
            c
            for c, fd in FESTIVALS.items()
            if f in CUSTOMERS[c][1] and 0 < (fd - r["dtPkg"]).days <= 14
        ]
        d_last = r["dtPkg"]
        guard = 0
        while left > 0 and guard < 40:
            guard += 1
            if fest and rng.random() < 0.5:
                cust = fest.pop()
                dd = FESTIVALS[cust] - timedelta(days=2)
                q = min(left, rng.randint(3, 8))
            else:
                cust = _pick(rng, buyers)
                gap = {
                    "Firkin": (1, 12),
                    "Kilderkin": (1, 12),
                    "Keg 30L": (2, 40),
                    "Keg 50L": (2, 40),
                    "Can 440": (3, 70),
                }[f]
                dd = _next_working(
                    d_last if rng.random() < 0.6 else r["dtPkg"], rng.randint(*gap) // 3 + 1
                )
                if f == "Can 440":
                    q = min(
                        left,
                        rng.choice([4, 5, 10, 10, 20, 30])
                        if cust != "Northway Beer Wholesale"
                        else rng.choice([40, 60, 80]),
                    )
                else:
                    q = min(left, rng.choices([1, 2, 3, 4, 6, 8], weights=[3, 5, 4, 3, 2, 1])[0])
            if dd > EXPORT_DAY or dd > r["bbe"]:
                break
            d_last = max(d_last, dd)
            left -= q
            rnd = CUSTOMERS[cust][2]
            sor = cust in FESTIVALS or (f in CASK and rng.random() < 0.03)
            abv = r["_abv"] if r["_abv"] is not None else 4.5
            price = PRICE[f] + (abv - 4.5) * (UNIT_L[f] * 0.25 if f != "Can 440" else 2.0)
            if cust == "Northway Beer Wholesale":
                price *= 0.82
            elif cust == "Cresset Lane Taproom":
                price *= 0.6  # transfer price
            credit = rng.random() < 0.03 and cust != "Cresset Lane Taproom"
            empt = None
            if f != "Can 440" and cust != "Cresset Lane Taproom":
                back = dd + timedelta(
                    days=rng.randint(10, 55) if f in CASK else rng.randint(25, 90)
                )
                while not _working(back):
                    back += timedelta(days=1)
                if back <= EXPORT_DAY and rng.random() > 0.02:
                    empt = back
            lines.append(
                {
                    "runRef": r["run_id"],
                    "acct": cust,
                    "dtDlv": dd,
                    "dtEmpt": empt,
                    "qty": q,
                    "netGbp": round(q * price, 2),
                    "Rnd": rnd,
                    "drv": DRIVERS.get(rnd),
                    "isSOR": sor,
                    "credit": credit,
                }
            )
    lines.sort(key=lambda x: (x["dtDlv"], x["Rnd"], x["acct"], x["runRef"]))
    return [{"dl_no": f"DL-{i:05d}", **x} for i, x in enumerate(lines, start=1)]


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(1616)
    gyles = _gyles(rng)
    runs = _runs(rng, gyles)
    lines = _lines(rng, runs)
    for g in gyles:
        for k in ("_ferm", "_fmts", "_vegan"):
            del g[k]
    for r in runs:
        for k in ("_fails", "_beer", "_abv"):
            del r[k]
    return {"BrwSht": gyles, "PkgRuns": runs, "DlvLns": lines}


def build(out: Path) -> Path:
    """Write `brewery-cellar/schema.json` and its three objects files under out."""
    formats = {"BrwSht": "csv", "PkgRuns": "jsonl", "DlvLns": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
