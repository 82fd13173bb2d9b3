"""Write `bus-tyres`: an invented bus company's depot tyre-shop export, named tersely.

Wexcombe Omnibus Co., an invented bus operator with two depots (every fleet number, tyre brand, bus model,
fitter and note is made up; tyre sizes, wheel positions and tyre-shop terms are the ordinary ones of the
trade), exported its tyre-management system the way an engineer exports it: abbreviated property names
in mixed habits (snake_case `tyre_sn`, `chk_id`; camelCase `fleetNo`, `odoKm`, `tgtPsi`, `pmiDts`,
`busRef`, `axPos`, `dtFit`, `nRtd`, `otdMm`, `kmRun`, `costGbp`, `dotWkYr`, `posHist`, `scrapRsn`,
`tyreRef`, `dtChk`, `trdMm`, `psiFnd`, `reInfl`, `dmgChk`, `vorMin`, `coGbp`, `fitNotes`; PascalCase
`DD`, `Axles`, `Brand`, `Status`, `ChkType`; glued lowercase `mdl`, `fuel`, `depot`, `sz`, `regrvd`,
`acts`, `fitter`; prefixes `dt`, `n`, `is`), abbreviated class names (`FleetVeh`, `TyreReg`,
`TyrChks`), terse descriptions in the trade's shorthand, four properties with no description (`depot`,
`Brand`, `Status`, `fitter`) and one collection (`TyrChks`) with no class description.

- `FleetVeh` (JSON Lines): the buses: fleet number, chassis/body, double-deck, fuel, year registered,
  odometer, depot, axles, routes, target pressures front/rear, 2025 PMI dates, off road.
- `TyreReg` (CSV): every tyre the depots hold or held in 2025: serial, brand, size, bus fitted to
  (`busRef` -> `FleetVeh.fleetNo`), position, fitted date, retreads, regrooved, original tread depth,
  km run, cost, DOT week/year, previous positions, status, scrap reason. Arrays as JSON strings.
- `TyrChks` (Parquet, no class description): the tyre checks of 2025-01-02 to 2025-06-27, one row per
  tyre checked: check number, tyre (`tyreRef` -> `TyreReg.tyre_sn`), date, type, tread depths
  inner/centre/outer, pressure found, re-inflated, four damage checks, actions, fitter, vehicle off road
  minutes, contractor callout charge, and the fitter's notes (`fitNotes`, the one prose property).

Deterministic (one seeded `random.Random`).
Usage: python build_terse_env_v17.py OUT   (writes OUT/bus-tyres/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "bus-tyres"
PROSE = "prose"
START, EXPORT_DAY = date(2025, 1, 2), date(2025, 6, 27)

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "FleetVeh",
        "Fleet list",
        [
            ("fleetNo", "text", "Fleet #"),
            ("mdl", "text", "Chassis/body"),
            ("DD", "boolean", "D/deck?"),
            ("fuel", "text", "Fuel (D/HEV/BEV)"),
            ("yrReg", "int", "Reg yr"),
            ("odoKm", "int", "Odo, km"),
            ("depot", "text", None),
            ("Axles", "int", "Axles"),
            ("routes", "text[]", "Rtes"),
            ("tgtPsi", "int[]", "Tgt psi F/R"),
            ("pmiDts", "date[]", "PMI dts (2025)"),
            ("isVor", "boolean", "VOR?"),
        ],
    ),
    (
        "TyreReg",
        "Tyre reg.",
        [
            ("tyre_sn", "text", "Tyre s/n"),
            ("Brand", "text", None),
            ("sz", "text", "Size"),
            ("busRef", "text", "Fleet #"),
            ("axPos", "text", "Pos. (NSF/OSF/..)"),
            ("dtFit", "date", "Fitted"),
            ("nRtd", "int", "Rtd #"),
            ("regrvd", "boolean", "Regroove?"),
            ("otdMm", "number", "OTD, mm"),
            ("kmRun", "int", "Km run"),
            ("costGbp", "number", "Cost, £"),
            ("dotWkYr", "text", "DOT wk/yr"),
            ("posHist", "text[]", "Prev. pos."),
            ("Status", "text", None),
            ("scrapRsn", "text", "Scrap rsn"),
        ],
    ),
    (
        "TyrChks",
        None,
        [
            ("chk_id", "text", "Chk #"),
            ("tyreRef", "text", "Tyre s/n"),
            ("dtChk", "date", "Chk dt"),
            ("ChkType", "text", "Typ."),
            ("trdMm", "number[]", "Trd, mm (in/ctr/out)"),
            ("psiFnd", "int", "Psi fnd"),
            ("reInfl", "boolean", "Re-infl.?"),
            ("dmgChk", "boolean[]", "Dmg chk (s/wall/bead/trd/valve)"),
            ("acts", "text[]", "Action(s)"),
            ("fitter", "text", None),
            ("vorMin", "int", "VOR, min"),
            ("coGbp", "number", "C/out chg, £"),
            ("fitNotes", PROSE, "Fitter notes"),
        ],
    ),
]

# model: (count, code base, DD, axles, fuels, years, size, target psi F/R, depot or None)
MODELS = {
    "Hadley Streetlite SD": (
        20,
        21100,
        False,
        2,
        {"Diesel": 1},
        (2012, 2018),
        "275/70R22.5",
        [110, 100],
        None,
    ),
    "Orwin Citi 10.8": (
        14,
        22100,
        False,
        2,
        {"Diesel": 2, "Hybrid": 1},
        (2016, 2021),
        "275/70R22.5",
        [115, 105],
        None,
    ),
    "Orwin Metro DD": (
        22,
        31100,
        True,
        2,
        {"Diesel": 3, "Hybrid": 2},
        (2011, 2020),
        "295/80R22.5",
        [125, 120],
        None,
    ),
    "Orwin Metro TX": (
        6,
        33100,
        True,
        3,
        {"Diesel": 1},
        (2013, 2017),
        "295/80R22.5",
        [125, 115],
        None,
    ),
    "Pelham eCity 12": (
        10,
        41100,
        False,
        2,
        {"Electric": 1},
        (2022, 2024),
        "275/70R22.5",
        [125, 120],
        "Mill Rd",
    ),
    "Pelham eDecker": (
        8,
        45100,
        True,
        2,
        {"Electric": 1},
        (2023, 2024),
        "305/70R22.5",
        [130, 125],
        "Mill Rd",
    ),
}
ROUTES = {
    "Mill Rd": ["1", "1A", "2", "5", "7", "X10", "N1"],
    "Eastgate": ["12", "14", "14A", "20", "21", "X20", "N12"],
}
BRANDS = {
    "Halvorsen": (5, "HV", 365.0),
    "Corvant": (4, "CV", 338.0),
    "Tamura": (3, "TM", 312.0),
    "Brennick": (2, "BK", 289.0),
}
FITTERS = {
    "K. Barlow": 5,
    "D. Osei": 5,
    "P. Lindqvist": 4,
    "S. Mahmood": 4,
    "T. Greaves": 3,
    "A. Castellano": 2,
}
SCRAP = {
    "Worn out": 10,
    "Sidewall damage": 4,
    "Irregular wear": 3,
    "Puncture (unrep.)": 3,
    "Casing reject": 2,
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _wd(d: date) -> date:
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def _positions(axles: int) -> list[str]:
    pos = ["NSF", "OSF", "NSRO", "NSRI", "OSRO", "OSRI"]
    return pos + (["NST", "OST"] if axles == 3 else [])


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(17042)
    buses = []
    for mdl, (n, base, dd, axles, fuels, (y0, y1), size, psi, dep) in MODELS.items():
        for i in range(n):
            yr = rng.randint(y0, y1)
            depot = dep or ("Eastgate" if rng.random() < 0.55 else "Mill Rd")
            first_pmi = _wd(START + timedelta(days=rng.randint(0, 41)))
            pmis, d = [], first_pmi
            while d <= EXPORT_DAY:
                pmis.append(d)
                d = _wd(d + timedelta(days=42 + rng.randint(-3, 3)))
            per_year = rng.randint(52000, 74000) if dd else rng.randint(46000, 68000)
            buses.append(
                {
                    "fleetNo": str(base + i + 1 + (i // 5) * 3),
                    "mdl": mdl,
                    "DD": dd,
                    "fuel": _pick(rng, fuels),
                    "yrReg": yr,
                    "odoKm": int((2025.4 - yr) * per_year + rng.randint(-9000, 9000)),
                    "depot": depot,
                    "Axles": axles,
                    "routes": sorted(
                        rng.sample(ROUTES[depot], rng.choices([1, 2, 3], weights=[3, 5, 2])[0]),
                        key=lambda r: ROUTES[depot].index(r),
                    ),
                    "tgtPsi": list(psi),
                    "pmiDts": pmis,
                    "isVor": False,
                    "_size": size,
                }
            )
    for b in rng.sample(buses, 4):
        b["isVor"] = True

    seq = {}
    tyres: list[dict] = []

    def new_tyre(size: str, dot_year: int, rtd: int) -> dict:
        brand = _pick(rng, {k: v[0] for k, v in BRANDS.items()})
        code, price = BRANDS[brand][1], BRANDS[brand][2]
        seq[code] = seq.get(code, 0) + 1
        wk = rng.randint(1, 52)
        otd = round(rng.uniform(15.0, 17.0), 1) if rtd else round(rng.uniform(17.5, 20.0), 1)
        size_f = {"275/70R22.5": 1.0, "295/80R22.5": 1.12, "305/70R22.5": 1.18}[size]
        cost = rng.uniform(128, 188) if rtd else price * size_f * rng.uniform(0.94, 1.06)
        return {
            "tyre_sn": f"{code}{dot_year % 100:02d}{rng.randint(10, 99)}{seq[code]:04d}",
            "Brand": brand,
            "sz": size,
            "busRef": None,
            "axPos": None,
            "dtFit": None,
            "nRtd": rtd,
            "regrvd": False,
            "otdMm": otd,
            "kmRun": 0,
            "costGbp": round(cost, 2),
            "dotWkYr": f"{wk:02d}{dot_year % 100:02d}",
            "posHist": [],
            "Status": "In stock",
            "scrapRsn": None,
        }

    # life: per tyre, a list of (bus, pos, fitted, removed or None)
    events: list[tuple[dict, dict, str, date, date | None]] = []
    for b in buses:
        for pos in _positions(b["Axles"]):
            front = pos.endswith("F")
            km_day = (b["odoKm"] / max(1.0, (2025.4 - b["yrReg"]))) / 365
            # the current tyre
            if rng.random() < 0.36:
                fit = _wd(START + timedelta(days=rng.randint(5, 170)))
                prev_fit = fit - timedelta(days=rng.randint(250, 640))
            else:
                fit = START - timedelta(days=rng.randint(20, 560))
                prev_fit = None
            rtd = 0 if front else rng.choices([0, 1, 2], weights=[55, 35, 10])[0]
            t = new_tyre(b["_size"], max(2019, fit.year - rng.randint(0, 1)), rtd)
            t.update(busRef=b["fleetNo"], axPos=pos, dtFit=fit, Status="Fitted")
            t["posHist"] = (
                []
                if front
                else rng.sample(
                    [p for p in _positions(b["Axles"]) if p != pos and not p.endswith("F")],
                    rng.choices([0, 1, 2], weights=[6, 3, 1])[0],
                )
            )
            t["regrvd"] = (not front) and rng.random() < 0.18
            t["kmRun"] = int(max(0, (EXPORT_DAY - fit).days) * km_day * rng.uniform(0.9, 1.1)) + (
                rtd * rng.randint(90000, 140000)
            )
            t["_kmday"] = km_day
            tyres.append(t)
            events.append((t, b, pos, fit, None))
            if prev_fit is not None:
                p_rtd = 0 if front else rng.choices([0, 1, 2], weights=[55, 35, 10])[0]
                p = new_tyre(b["_size"], max(2018, prev_fit.year - rng.randint(0, 1)), p_rtd)
                p.update(dtFit=prev_fit)
                retread = (not front) and p_rtd < 2 and rng.random() < 0.3
                reason = _pick(rng, SCRAP)
                p["Status"] = "At retreader" if retread else "Scrapped"
                p["scrapRsn"] = None if retread else reason
                p["regrvd"] = (not front) and rng.random() < 0.3
                p["kmRun"] = int(
                    (fit - prev_fit).days * km_day * rng.uniform(0.9, 1.1)
                ) + p_rtd * rng.randint(90000, 140000)
                p["posHist"] = [pos] + (
                    [] if front else rng.sample(["NSRO", "OSRO", "NSRI", "OSRI"], rng.randint(0, 1))
                )
                p["_kmday"] = km_day
                p["_reason"] = "Worn out" if retread else reason
                tyres.append(p)
                events.append((p, b, pos, prev_fit, fit))
    # older scrap (removed in 2024, no 2025 checks) and stock
    for _ in range(95):
        size = rng.choice(["275/70R22.5", "275/70R22.5", "295/80R22.5", "305/70R22.5"])
        rtd = rng.choices([0, 1, 2], weights=[6, 3, 1])[0]
        t = new_tyre(size, rng.randint(2017, 2021), rtd)
        t.update(
            dtFit=date(2023, 1, 2) + timedelta(days=rng.randint(0, 500)),
            Status="Scrapped",
            scrapRsn=_pick(rng, SCRAP),
            kmRun=rng.randint(60000, 150000) + rtd * rng.randint(90000, 140000),
            posHist=rng.sample(["NSF", "OSF", "NSRO", "OSRO", "NSRI", "OSRI"], rng.randint(1, 2)),
        )
        tyres.append(t)
    for _ in range(74):
        size = rng.choices(["275/70R22.5", "295/80R22.5", "305/70R22.5"], weights=[5, 4, 2])[0]
        rtd = rng.choices([0, 1], weights=[7, 3])[0]
        t = new_tyre(
            size, rng.choice([2024, 2024, 2025]) if not rtd else rng.randint(2020, 2022), rtd
        )
        if rng.random() < 0.2:  # part-worn spare, off a bus
            t.update(
                dtFit=date(2024, 3, 1) + timedelta(days=rng.randint(0, 250)),
                kmRun=rng.randint(15000, 60000),
                posHist=[rng.choice(["NSF", "OSF", "NSRO", "OSRO"])],
            )
        tyres.append(t)

    # ---- checks ----
    by_bus = {b["fleetNo"]: b for b in buses}
    rows: list[dict] = []
    pretest = {
        b["fleetNo"]: _wd(START + timedelta(days=rng.randint(10, 170)))
        for b in rng.sample(buses, 38)
    }

    def depth(t: dict, d: date) -> list[float]:
        km = max(0, (d - t["dtFit"]).days) * t["_kmday"]
        base = t["otdMm"] - km * rng.uniform(0.00011, 0.00015)
        if t["regrvd"]:
            base += 2.0
        skew = rng.uniform(-0.8, 0.8) if rng.random() < 0.8 else rng.uniform(-2.5, 2.5)
        vals = [
            base - max(0.0, skew) + rng.uniform(-0.3, 0.3),
            base + rng.uniform(-0.2, 0.2),
            base + min(0.0, skew) + rng.uniform(-0.3, 0.3),
        ]
        return [round(max(1.2, min(t["otdMm"], v)), 1) for v in vals]

    def check(t, b, pos, d, kind, removed_reason=None):
        tgt = b["tgtPsi"][0] if pos.endswith("F") else b["tgtPsi"][1]
        psi = tgt + rng.randint(-4, 3)
        if rng.random() < 0.07:
            psi = tgt - rng.randint(8, 35)
        if kind in ("Defect", "Callout") and removed_reason is None and rng.random() < 0.6:
            psi = tgt - rng.randint(15, 60)
        trd = depth(t, d)
        if removed_reason == "Worn out":
            trd = [round(rng.uniform(1.6, 3.0), 1) for _ in range(3)]
        else:
            trd = [v if v >= 3.0 else round(3.0 + rng.uniform(0.0, 0.6), 1) for v in trd]
        dmg = [True, True, True, True]
        if removed_reason == "Sidewall damage":
            dmg[0] = False
        elif removed_reason == "Puncture (unrep.)":
            dmg[2] = False
        elif rng.random() < 0.025:
            dmg[rng.randrange(4)] = False
        re_infl = psi < tgt - 5 and removed_reason is None
        acts = []
        if re_infl:
            acts.append("re-inflated")
        if not dmg[3]:
            acts.append("valve replaced")
        if rng.random() < 0.05:
            acts.append("stone removed")
        if rng.random() < 0.04:
            acts.append("valve cap fitted")
        if kind in ("Defect", "Callout") and removed_reason is None and psi < tgt - 15:
            acts.append("puncture repaired")
        if removed_reason:
            acts.append("removed")
        night = kind == "Callout" and rng.random() < 0.45
        fitter = "Contractor" if night else _pick(rng, FITTERS)
        vor = (
            rng.randint(25, 240)
            if kind == "Defect"
            else (rng.randint(45, 420) if kind == "Callout" else None)
        )
        if kind == "PMI" and removed_reason:
            vor = rng.randint(20, 90)
        co = (
            round(rng.choice([95.0, 120.0, 145.0, 185.0]) + (35.0 if d.weekday() >= 5 else 0.0), 2)
            if night
            else None
        )
        mn = min(trd)
        note = [f"{pos} on {b['fleetNo']}, {t['Brand']} {t['sz']}."]
        if removed_reason == "Worn out":
            note.append(f"Down to {mn} mm, under our 3 mm limit, removed and replaced from stock.")
        elif removed_reason == "Sidewall damage":
            note.append(
                rng.choice(
                    [
                        "Kerbing damage on the outer sidewall, cords showing, removed.",
                        "Bulge in the sidewall after a kerb strike, removed for scrap.",
                    ]
                )
            )
        elif removed_reason == "Irregular wear":
            note.append(
                f"Shoulder wear, {trd[0]} inner against {trd[2]} outer, removed, check tracking."
            )
        elif removed_reason == "Puncture (unrep.)":
            note.append("Screw through the shoulder, outside the repairable area, removed.")
        elif removed_reason == "Casing reject":
            note.append("Casing cracking round the bead, not fit to retread, removed.")
        elif psi < tgt - 15:
            note.append(
                f"Found at {psi} psi against {tgt}, "
                + rng.choice(
                    [
                        "nail in the centre groove, plugged and re-inflated.",
                        "slow leak at the valve, replaced and re-inflated.",
                        "no obvious cause, inflated and soap-tested, recheck tomorrow.",
                    ]
                )
            )
        elif psi < tgt - 5:
            note.append(f"A little low at {psi} psi, topped up to {tgt}.")
        else:
            note.append(
                rng.choice(
                    [f"Pressure fine at {psi} psi.", f"{psi} psi, on target.", "Pressure OK."]
                )
            )
        if not removed_reason:
            if mn < 5.0:
                note.append(
                    f"Tread {mn} mm at the lowest groove, plan a change before the next PMI."
                )
            elif abs(trd[0] - trd[2]) > 1.5:
                note.append(
                    f"Uneven wear across the tread, {trd[0]} inner and {trd[2]} outer, watch it."
                )
            else:
                note.append(
                    rng.choice(
                        [
                            f"Tread even at about {trd[1]} mm.",
                            f"Centre groove {trd[1]} mm, wearing evenly.",
                            "Nuts and indicators all in line.",
                        ]
                    )
                )
        if kind == "Callout":
            note.append(
                rng.choice(
                    [
                        "Bus was stopped on route, passengers transferred to the following service.",
                        "Called out by control, bus limped back empty.",
                        "Roadside job in the rain, bus back in service the same shift.",
                    ]
                )
            )
        elif kind == "Pre-test":
            note.append(
                rng.choice(
                    ["Ready for the annual test.", "Checked ahead of the annual test booking."]
                )
            )
        text = " ".join(note)
        while len(text.split()) < 15:
            text += " " + rng.choice(
                [
                    "Logged on the tyre card.",
                    "Wheel nuts checked to torque.",
                    "Job card signed off.",
                ]
            )
        words = text.split()
        if len(words) > 35:
            text = " ".join(words[:35]).rstrip(",.") + "."
        rows.append(
            {
                "tyreRef": t["tyre_sn"],
                "dtChk": d,
                "ChkType": kind,
                "trdMm": trd,
                "psiFnd": psi,
                "reInfl": re_infl,
                "dmgChk": dmg,
                "acts": acts,
                "fitter": fitter,
                "vorMin": vor,
                "coGbp": co,
                "fitNotes": text,
            }
        )

    for t, b, pos, fit, removed in events:
        for d in b["pmiDts"]:
            if d >= fit and (removed is None or d < removed):
                check(t, b, pos, d, "PMI")
        pt = pretest.get(b["fleetNo"])
        if pt and pt >= fit and (removed is None or pt < removed):
            check(t, b, pos, pt, "Pre-test")
        if removed is None and rng.random() < 0.09:
            d = _wd(max(START, fit) + timedelta(days=rng.randint(1, 150)))
            if d <= EXPORT_DAY:
                check(t, b, pos, d, rng.choices(["Defect", "Callout"], weights=[3, 1])[0])
        if removed is not None:
            reason = t["_reason"]
            kind = (
                "PMI"
                if removed in b["pmiDts"]
                else (
                    "Callout"
                    if reason in ("Puncture (unrep.)", "Sidewall damage") and rng.random() < 0.6
                    else "Defect"
                )
            )
            check(t, b, pos, removed, kind, removed_reason=reason)
    rows.sort(key=lambda r: (r["dtChk"], r["tyreRef"]))
    out_rows = [{"chk_id": f"TC25-{i:05d}", **r} for i, r in enumerate(rows, start=1)]
    for t in tyres:
        t.pop("_kmday", None)
        t.pop("_reason", None)
    for b in buses:
        del b["_size"]
    tyres.sort(key=lambda x: x["tyre_sn"])
    return {"FleetVeh": buses, "TyreReg": tyres, "TyrChks": out_rows}


def build(out: Path) -> Path:
    """Write `bus-tyres/schema.json` and its three objects files under out."""
    formats = {"FleetVeh": "jsonl", "TyreReg": "csv", "TyrChks": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
