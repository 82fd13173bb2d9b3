"""Write `milk-coop`: an invented dairy co-operative's milk collection export, named tersely.

The milk field team of an invented dairy co-operative, Tarnbeck Dairies (every region, farm
code, holding number, contact, route, tanker, driver, analyst and sample is made up), exported
its systems of record the way an engineer exports them: abbreviated property names in mixed
habits (snake_case `frm_cd`, `vol_l`, `bf_pct`; camelCase `holdingNo`, `tankCapL`, `farmRef`;
PascalCase `ContactNm`, `Driver`, `SCC`; glued lowercase `rgn`, `tanker`, `tbc`, `inhib`,
`chks`; prefixes `dtColl`, `dtTested`, `nMilkers`, `is_org`, `isRej`), abbreviated class names
(`SupFrms`, `TkrColls`, `LabRes`), terse descriptions in the trade's shorthand ("Supp. code",
"Cows in milk", "Bulk tank cap., L", "Agit. time, min", "Rej.?", "SCC, k/ml", "FPD, m°C"), six
properties with no description and one collection (`LabRes`) with no description.

- `SupFrms` (CSV): the supplier farm register: each supplying farm's code, holding number
  (CPH), primary contact, region, cows in milk, main breed, organic flag, contract, join date,
  bulk tank capacity, collection days, distance to the depot, the farm's monthly SCC for
  December to February, its assurance audit dates and status. Arrays are JSON strings in cells.
- `TkrColls` (JSON Lines): the tanker collections of 2025-03-03 to 2025-03-23, numbered in
  date and route order: farm (`farmRef` refers to `SupFrms.frm_cd`), date, route, tanker,
  driver, volume dipped, milk temperature, the tank's logged temperatures (farms with tank
  telemetry), agitation time, the driver's three pre-collection checks, sample taken, rejected
  and why, and the time on site.
- `LabRes` (Parquet, no class description): the lab results of the samples tested: `collRef`
  refers to `TkrColls.collId`; date tested, butterfat, protein, SCC, TBC (empty when not run),
  freezing point depression, inhibitory substances, analyst, QC flags, quality band, retest
  dates and the analyst's comments (`labNotes`, the one prose property, 15-50 words).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v6.py OUT   (writes OUT/milk-coop/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "milk-coop"
N_FARMS = 172
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 3, 3), date(2025, 3, 23)  # three weeks of collections, Monday to Sunday
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "SupFrms",
        "Supplier farm reg.",
        [
            ("frm_cd", "text", "Supp. code"),
            ("holdingNo", "text", "CPH"),
            ("ContactNm", "text", "Prim. contact"),
            ("rgn", "text", None),
            ("nMilkers", "int", "Cows in milk"),
            ("breed", "text", "Main breed"),
            ("is_org", "boolean", "Org.?"),
            ("contractTyp", "text", "Contract"),
            ("joinDt", "date", "Joined"),
            ("tankCapL", "int", "Bulk tank cap., L"),
            ("collDays", "text[]", "Coll. days"),
            ("distKm", "number", "Dist. to depot, km"),
            ("scc3m", "int[]", "SCC Dec/Jan/Feb, k/ml"),
            ("auditDts", "date[]", "Assur. audit dts"),
            ("status", "text", None),
        ],
    ),
    (
        "TkrColls",
        "Tanker colls",
        [
            ("collId", "text", "Coll. #"),
            ("farmRef", "text", "Supp."),
            ("dtColl", "date", "Coll. dt"),
            ("routeCd", "text", "Rte"),
            ("tanker", "text", "Tkr reg."),
            ("Driver", "text", None),
            ("vol_l", "int", "Vol. dipped, L"),
            ("tempC", "number", "Milk temp, °C"),
            ("tankTemps", "number[]", "Tank log 6h/4h/2h, °C"),
            ("agitMin", "int", "Agit. time, min"),
            ("chks", "boolean[]", "Pre-coll chk (temp/odour/visual)"),
            ("sampTaken", "boolean", "Sample y/n"),
            ("isRej", "boolean", "Rej.?"),
            ("rej_reason", "text", "Rej. reason"),
            ("siteMins", "int", None),
        ],
    ),
    (
        "LabRes",
        None,
        [
            ("sampleNo", "text", "Lab #"),
            ("collRef", "text", "Coll."),
            ("dtTested", "date", "Tested"),
            ("bf_pct", "number", "BF, %"),
            ("prot_pct", "number", "Prot., %"),
            ("SCC", "int", "SCC, k/ml"),
            ("tbc", "int", "TBC, k/ml"),
            ("fpd", "int", "FPD, m°C"),
            ("inhib", "boolean", "Inhib. subst.?"),
            ("analyst", "text", None),
            ("qcFlags", "text[]", None),
            ("payBand", "text", "Qual. band"),
            ("retestDts", "date[]", "Retest dts"),
            ("labNotes", PROSE, "Comments"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# region: (weight, county number of its holdings, routes, km range to the depot)
REGIONS = {
    "Aldmoor": (14, 31, ["R01", "R02"], (4, 30)),
    "Brackenside": (12, 31, ["R03"], (10, 42)),
    "Cawthorne Vale": (16, 32, ["R04", "R05"], (8, 38)),
    "Dunsop": (9, 32, ["R06"], (25, 60)),
    "Eskbeck": (11, 33, ["R07"], (30, 75)),
    "Fellhead": (7, 33, ["R08"], (40, 95)),
    "Garsby": (13, 34, ["R09", "R10"], (5, 35)),
    "Hollins Moss": (8, 34, ["R11"], (20, 55)),
}
BREEDS = {
    "Holstein Friesian": 62,
    "Jersey": 10,
    "Ayrshire": 7,
    "Brown Swiss": 4,
    "Shorthorn": 5,
    "Mixed": 12,
}
# breed: (butterfat %, protein %, litres per cow per day)
BREED_MILK = {
    "Holstein Friesian": ((3.8, 4.4), (3.1, 3.45), (26, 34)),
    "Jersey": ((5.1, 6.0), (3.7, 4.1), (17, 22)),
    "Ayrshire": ((4.0, 4.5), (3.3, 3.55), (21, 26)),
    "Brown Swiss": ((4.0, 4.4), (3.4, 3.7), (22, 28)),
    "Shorthorn": ((3.9, 4.3), (3.25, 3.5), (19, 24)),
    "Mixed": ((3.9, 4.7), (3.2, 3.6), (20, 28)),
}
CONTRACTS = {"Standard": 58, "Aligned": 24, "Seasonal": 10, "Organic": 8}
FIRST = [
    "John",
    "Sarah",
    "David",
    "Helen",
    "Robert",
    "Anne",
    "Michael",
    "Ruth",
    "Peter",
    "Jane",
    "Thomas",
    "Margaret",
    "William",
    "Emma",
    "Richard",
    "Claire",
    "Andrew",
    "Fiona",
    "Stephen",
    "Lucy",
    "George",
    "Alison",
    "Mark",
    "Kate",
    "Ian",
    "Gwen",
]
SURNAMES = [
    "Airey",
    "Bainbridge",
    "Capstick",
    "Dinsdale",
    "Ellershaw",
    "Fothergill",
    "Gaskell",
    "Hodgson",
    "Iveson",
    "Jackman",
    "Kirkbride",
    "Lambert",
    "Metcalfe",
    "Nelson",
    "Outhwaite",
    "Pickersgill",
    "Raw",
    "Sedgwick",
    "Thwaite",
    "Udall",
    "Whitehead",
    "Yeadon",
    "Alderson",
    "Brunskill",
    "Coates",
    "Harker",
    "Mason",
    "Procter",
    "Rukin",
    "Staveley",
    "Tennant",
    "Wharton",
]
TANKERS = [
    "PK19 MWD",
    "PK19 MXA",
    "YH20 LTR",
    "YH20 LTV",
    "DN21 BKE",
    "DN21 BKF",
    "PO68 HRN",
    "PO22 ZCT",
    "YC23 DSL",
    "YC23 DSU",
    "PK24 TRB",
]
DRIVERS = [
    "J. Barraclough",
    "S. Townley",
    "M. Greenwood",
    "K. Pilling",
    "D. Haworth",
    "A. Sutcliffe",
    "R. Lund",
    "P. Ormerod",
    "T. Birtwistle",
    "L. Marsden",
    "C. Nuttall",
    "G. Holden",
    "B. Ainsworth",
]
ANALYSTS = [
    "Nadia Kowalczyk",
    "Ben Ashworth",
    "Priya Raman",
    "Owen Jessop",
    "Carla Ruiz",
    "Hamish Doig",
    "Leah Fenwick",
]
PATTERNS = {  # collection days: daily or every other day (two alternating patterns)
    "daily": WEEKDAYS,
    "odd": ["Mon", "Wed", "Fri", "Sun"],
    "even": ["Tue", "Thu", "Sat"],
}


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _farms(rng: random.Random) -> list[dict]:
    farms = []
    used_cd: set[str] = set()
    contacts: list[str] = []
    cphs: list[tuple[str, str]] = []
    for _ in range(N_FARMS):
        rgn = _pick(rng, {k: v[0] for k, v in REGIONS.items()})
        _, county, routes, (klo, khi) = REGIONS[rgn]
        while True:
            cd = f"{rgn[0]}{rng.randrange(1000, 10000)}"
            if cd not in used_cd:
                used_cd.add(cd)
                break
        # a family with two supply points keeps one contact; a split holding keeps one CPH
        same = [c for c, r in cphs if r == rgn]
        if same and rng.random() < 0.05:
            cph = rng.choice(same)
        else:
            cph = f"{county}/{rng.randrange(100, 700):03d}/{rng.randrange(1, 9999):04d}"
            cphs.append((cph, rgn))
        if contacts and rng.random() < 0.06:
            contact = rng.choice(contacts)
        else:
            contact = f"{rng.choice(FIRST)} {rng.choice(SURNAMES)}"
            contacts.append(contact)
        breed = _pick(rng, BREEDS)
        herd = int(min(950, max(38, rng.lognormvariate(math.log(190), 0.6))))
        contract = _pick(rng, CONTRACTS)
        organic = contract == "Organic" or rng.random() < 0.02
        if organic:
            herd = min(herd, 320)
        pattern = "daily" if herd >= 230 or rng.random() < 0.12 else rng.choice(["odd", "even"])
        litres = rng.uniform(*BREED_MILK[breed][2]) * (0.8 if organic else 1.0)
        need = herd * litres * (1 if pattern == "daily" else 2) * 1.25
        cap = next(
            c
            for c in [
                3000,
                4000,
                5000,
                6000,
                8000,
                10000,
                12000,
                15000,
                18000,
                22000,
                26000,
                30000,
                35000,
                40000,
            ]
            if c >= need or c == 40000
        )
        joined = _day(rng, date(1986, 4, 1), date(2024, 10, 31))
        audit = [_day(rng, max(joined + timedelta(days=60), date(2023, 9, 1)), date(2025, 2, 28))]
        if audit[0] < date(2024, 3, 1) and rng.random() < 0.55:
            audit.append(audit[0] + timedelta(days=rng.randint(330, 420)))
        audit = sorted(d for d in audit if d <= END)
        base_scc = min(700, max(55, rng.lognormvariate(math.log(175), 0.45)))
        scc = [int(max(40, base_scc * rng.uniform(0.75, 1.3))) for _ in range(3)]
        farms.append(
            {
                "frm_cd": cd,
                "holdingNo": cph,
                "ContactNm": contact,
                "rgn": rgn,
                "nMilkers": herd,
                "breed": breed,
                "is_org": organic,
                "contractTyp": contract,
                "joinDt": joined,
                "tankCapL": cap,
                "collDays": PATTERNS[pattern],
                "distKm": round(rng.uniform(klo, khi), 1),
                "scc3m": scc,
                "auditDts": audit,
                "status": "Active",
                "_route": rng.choice(routes),
                "_litres": litres,
                "_scc": base_scc,
                "_tbc": min(250, max(4, rng.lognormvariate(math.log(16), 0.6))),
                "_telem": rng.random() < (0.6 if herd >= 230 else 0.3),
                "_pattern": pattern,
                "_stop": None,
            }
        )
    # those who left before the window, and those suspended during it
    for f in rng.sample(farms, 13):
        f["status"] = "Left"
    active = [f for f in farms if f["status"] == "Active"]
    for f in rng.sample(active, 7):
        f["status"] = "Suspended"
        f["_stop"] = _day(rng, START + timedelta(days=2), END - timedelta(days=3))
    farms.sort(key=lambda f: f["frm_cd"])
    return farms


NOTE_OPEN = [
    "Sample from {farm} received at {arr}C, {arrok}",
    "{farm} sample tested on the {inst} line, results in normal turnaround",
    "Routine test for {farm}, collection {coll} on route {route}",
    "Sample for {farm} logged in at {clock} from the {route} tanker",
]
NOTE_FIND = {
    "ok": [
        "All results within contract limits, no action needed.",
        "SCC {scc} and TBC in line with the farm's recent tests.",
        "Compositional results normal for a {breed} herd.",
    ],
    "scc": [
        "SCC of {scc} is above the band B limit, farm has been high on {n} tests this quarter.",
        "High SCC {scc}, field officer to discuss mastitis control with the farm.",
    ],
    "tbc": [
        "TBC {tbc} over limit, likely a plant cleaning problem, advised a hot wash check.",
        "Raised bacto count {tbc}, retest booked and the farm told by phone.",
    ],
    "inhib": [
        "Inhibitory substance screen positive, confirmed on second kit, tanker load traced and "
        "the farm suspended pending retest.",
    ],
    "fpd": [
        "Freezing point {fpd} suggests added water, farm asked to check the plate cooler for a "
        "leak.",
    ],
    "warm": [
        "Sample warm on arrival, results reported but flagged for the haulier.",
    ],
}
NOTE_CLOSE = [
    "Copied to the field officer.",
    "Result sent to the farm portal.",
    "Checked by the duty supervisor.",
    "",
    "",
]


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4206)
    farms = _farms(rng)
    by_cd = {f["frm_cd"]: f for f in farms}

    # ---- tanker collections ----
    route_tanker = {}
    routes = sorted({f["_route"] for f in farms})
    for i, r in enumerate(routes):
        route_tanker[r] = TANKERS[i % len(TANKERS)]
    raw = []
    d = START
    while d <= END:
        wd = WEEKDAYS[d.weekday()]
        rota = rng.sample(DRIVERS, len(routes))
        drivers = dict(zip(routes, rota))
        spare = TANKERS[len(routes) % len(TANKERS) :]
        for f in farms:
            if f["status"] == "Left" or wd not in f["collDays"]:
                continue
            if f["_stop"] is not None and d >= f["_stop"]:
                continue
            route = f["_route"]
            tanker = route_tanker[route]
            if spare and rng.random() < 0.04:
                tanker = rng.choice(spare)  # the route's tanker in the workshop
            raw.append((d, route, rng.random(), f, tanker, drivers[route]))
        d += timedelta(days=1)
    raw.sort(key=lambda r: (r[0], r[1], r[2]))

    colls = []
    last_coll: dict[str, date] = {}
    for i, (day, route, _, f, tanker, driver) in enumerate(raw):
        gap = (
            (day - last_coll[f["frm_cd"]]).days
            if f["frm_cd"] in last_coll
            else (1 if f["_pattern"] == "daily" else 2)
        )
        last_coll[f["frm_cd"]] = day
        vol = int(f["nMilkers"] * f["_litres"] * gap * rng.uniform(0.9, 1.08))
        vol = min(vol, f["tankCapL"])
        temp = round(min(9.8, max(1.8, rng.gauss(3.6, 0.7))), 1)
        if rng.random() < 0.025:
            temp = round(rng.uniform(6.1, 9.8), 1)  # a cooling fault
        tank = []
        if f["_telem"]:
            t = temp + rng.uniform(-0.3, 0.6)
            tank = [round(max(1.5, t + rng.uniform(-0.4, 0.4)), 1) for _ in range(3)]
        taint = rng.random() < 0.006
        debris = rng.random() < 0.004
        antibiotic = rng.random() < 0.004
        chks = [temp <= 6.0, not taint, not debris]
        rej, reason = False, None
        if temp > 6.0 and rng.random() < 0.8:
            rej, reason = True, "High temp"
        elif taint:
            rej, reason = True, "Taint/odour"
        elif debris:
            rej, reason = True, "Sediment"
        elif antibiotic:
            rej, reason = True, "Antibiotic"
        samp = rej or rng.random() < 0.96
        agit = rng.randint(2, 6) if vol < 12000 else rng.randint(4, 12)
        mins = int(14 + vol / 1500 + agit + rng.randint(0, 12) + (15 if rej else 0))
        colls.append(
            {
                "collId": f"TC25-{i + 1:05d}",
                "farmRef": f["frm_cd"],
                "dtColl": day,
                "routeCd": route,
                "tanker": tanker,
                "Driver": driver,
                "vol_l": vol,
                "tempC": temp,
                "tankTemps": tank,
                "agitMin": agit,
                "chks": chks,
                "sampTaken": samp,
                "isRej": rej,
                "rej_reason": reason,
                "siteMins": mins,
                "_antibiotic": antibiotic,
            }
        )

    # ---- lab results: a share of the samples taken is tested ----
    labs = []
    n_high: dict[str, int] = {}
    for c in colls:
        if not c["sampTaken"]:
            continue
        f = by_cd[c["farmRef"]]
        p = 0.24 if f["_pattern"] == "daily" else 0.36
        if not (c["isRej"] or c["_antibiotic"] or rng.random() < p):
            continue
        tested = c["dtColl"] + timedelta(days=rng.choice([0, 1, 1, 1, 2]))
        bf_r, pr_r, _ = BREED_MILK[f["breed"]]
        scc = int(max(35, f["_scc"] * rng.uniform(0.7, 1.35)))
        tbc = None
        if rng.random() < 0.62 or c["isRej"]:
            tbc = int(max(3, f["_tbc"] * rng.uniform(0.6, 1.6)))
            if rng.random() < 0.03:
                tbc = rng.randint(101, 420)
        fpd = rng.randint(516, 538)
        if rng.random() < 0.02:
            fpd = rng.randint(498, 511)
        inhib = c["_antibiotic"] or rng.random() < 0.003
        warm = c["tempC"] > 6.0 or rng.random() < 0.02
        flags = []
        if warm:
            flags.append("warm on arrival")
        if scc > 400:
            flags.append("high SCC")
        if tbc is not None and tbc > 100:
            flags.append("high TBC")
        if fpd < 512:
            flags.append("poss. added water")
        if inhib:
            flags.append("inhib. +ve")
        if rng.random() < 0.02:
            flags.append("late arrival")
        retest = []
        if (
            inhib
            or (tbc is not None and tbc > 100)
            or fpd < 512
            or (scc > 400 and rng.random() < 0.5)
        ):
            retest.append(tested + timedelta(days=rng.randint(2, 5)))
            if rng.random() < 0.3:
                retest.append(retest[0] + timedelta(days=rng.randint(3, 7)))
        if rng.random() < 0.015 and not retest:
            retest.append(tested + timedelta(days=rng.randint(1, 4)))
            flags.append("retest")
        retest = [r for r in retest if r <= END + timedelta(days=7)]
        worst_tbc = tbc if tbc is not None else 0
        if scc <= 200 and worst_tbc <= 30:
            band = "A"
        elif scc <= 300 and worst_tbc <= 50:
            band = "B"
        elif scc <= 400 and worst_tbc <= 100:
            band = "C"
        else:
            band = "D"
        if inhib:
            band = "D"
        if scc > 300:
            n_high[f["frm_cd"]] = n_high.get(f["frm_cd"], 0) + 1
        kind = "ok"
        if inhib:
            kind = "inhib"
        elif fpd < 512:
            kind = "fpd"
        elif tbc is not None and tbc > 100:
            kind = "tbc"
        elif scc > 300:
            kind = "scc"
        fill = {
            "farm": f["frm_cd"],
            "arr": f"{c['tempC'] + rng.uniform(0.5, 2.5):.1f}",
            "arrok": "above the 8C limit" if c["tempC"] > 6.0 else "within the 8C limit",
            "inst": rng.choice(["Bentley", "Foss", "second Foss"]),
            "coll": c["collId"],
            "route": c["routeCd"],
            "clock": f"{rng.randint(6, 15):02d}:{rng.choice(['05', '20', '35', '50'])}",
            "scc": scc,
            "tbc": tbc,
            "fpd": fpd,
            "breed": f["breed"],
            "n": n_high.get(f["frm_cd"], 1),
        }
        parts = [rng.choice(NOTE_OPEN).format(**fill) + "."]
        parts.append(rng.choice(NOTE_FIND[kind]).format(**fill))
        if warm and kind != "ok":
            parts.append(NOTE_FIND["warm"][0])
        closer = rng.choice(NOTE_CLOSE)
        if closer:
            parts.append(closer)
        text = " ".join(parts)
        while len(text.split()) < 15:
            text += " " + rng.choice([x for x in NOTE_CLOSE if x and x not in text])
        while len(text.split()) > 50:
            parts.pop()
            text = " ".join(parts)
        labs.append(
            {
                "sampleNo": None,
                "collRef": c["collId"],
                "dtTested": tested,
                "bf_pct": round(rng.uniform(*bf_r), 2),
                "prot_pct": round(rng.uniform(*pr_r), 2),
                "SCC": scc,
                "tbc": tbc,
                "fpd": fpd,
                "inhib": inhib,
                "analyst": rng.choice(ANALYSTS),
                "qcFlags": flags,
                "payBand": band,
                "retestDts": retest,
                "labNotes": text,
            }
        )
    labs.sort(key=lambda r: (r["dtTested"], r["collRef"]))
    for i, r in enumerate(labs):
        r["sampleNo"] = f"L{250300 + i + 1:06d}"

    for f in farms:
        for key in [k for k in f if k.startswith("_")]:
            del f[key]
    for c in colls:
        del c["_antibiotic"]
    return {"SupFrms": farms, "TkrColls": colls, "LabRes": labs}


def build(out: Path) -> Path:
    """Write `milk-coop/schema.json` and its three objects files under out."""
    formats = {"SupFrms": "csv", "TkrColls": "jsonl", "LabRes": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
