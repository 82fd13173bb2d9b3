"""Write `glass-recycler`: an invented glass recycler's bottle-bank export, named tersely.

Corrick Glass Recovery, an invented contractor (every council, site, postcode district, vehicle,
driver, supervisor, street and note is made up; glass colours, bank types and the trade's terms are
the ordinary ones), empties the public bottle banks of five invented councils with four crane
vehicles and answers the reports made about the sites. It exported its system the way an engineer
exports it: abbreviated property names in mixed habits (snake_case `site_id`, `pc_dist`,
`freq_days`, `lift_no`, `fill_pct`, `onsite_min`, `sla_hrs`; camelCase `capM3`, `sensFill`,
`inspDts`, `siteRef`, `wtKg`, `contamPct`, `sideWst`, `liftChk`, `vehWtT`, `rptRef`, `respHrs`,
`slaBrch`, `chgGbp`; PascalCase `SiteTyp`, `Status`, `Res`, `Veh`, `RptCat`; glued lowercase
`council`, `cols`, `flytip`, `drvr`, `src`, `site`, `actns`, `ownr`, `rpttxt`; prefixes `dt`, `n`,
`is`: `dtInst`, `dtLift`, `dtRptd`, `dtClosed`, `nBanks`, `nLifted`, `nPhotos`, `isUG`),
abbreviated class names (`BkSites`, `BkLifts`, `SiteRpts`), terse descriptions in the trade's
shorthand ("Loc. typ.", "Cols (F/A/G/M)", "Cap., m3", "U/g?", "Sensor fill %, last 3", "Insp./cln
dts", "Sched. freq, days", "Onbd wt pre/post, t", "Chk (area/hook/lid/seal)", "SLA, h", "Rechg,
£"), four properties with no description (`council`, `flytip`, `drvr`, `src`) and one collection
(`SiteRpts`) with no class description.

- `BkSites` (CSV): the bottle-bank sites, one row per site: council, postcode district, location
  type, banks, colour streams, capacity, underground or not, install date, fill-sensor readings,
  inspection / cleaning dates, scheduled frequency, status, fly-tipping hotspot. Arrays are JSON
  strings in cells.
- `BkLifts` (JSON Lines): every visit of a crane vehicle to a site to empty its banks, 2025-02-03
  to 2025-06-27 (working days): site, date, vehicle, driver, outcome, banks lifted, fill at lift,
  net weight, contamination, side waste, the four pre-lift checks, on-board weights before and
  after (two vehicles weigh on board), minutes on site.
- `SiteRpts` (Parquet, no class description): the reports made about the sites (public web and
  phone, councils, drivers, fill sensors), numbered in date order: site, date reported, category,
  source, SLA, response time, SLA breached, date closed, photos, recharge to the council, actions,
  the supervisor assigned and the report's description (`rpttxt`, the one prose property, 15-35
  words).

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v13.py OUT   (writes OUT/glass-recycler/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "glass-recycler"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, EXPORT_DAY = date(2025, 2, 3), date(2025, 6, 27)  # Monday to Friday
BANK_HOLIDAYS = [date(2025, 4, 18), date(2025, 4, 21), date(2025, 5, 5), date(2025, 5, 26)]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "BkSites",
        "Bottle bk sites",
        [
            ("site_id", "text", "Site #"),
            ("council", "text", None),
            ("pc_dist", "text", "PC dist."),
            ("SiteTyp", "text", "Loc. typ."),
            ("nBanks", "int", "Banks #"),
            ("cols", "text[]", "Cols (F/A/G/M)"),
            ("capM3", "number", "Cap., m3"),
            ("isUG", "boolean", "U/g?"),
            ("dtInst", "date", "Inst."),
            ("sensFill", "int[]", "Sensor fill %, last 3"),
            ("inspDts", "date[]", "Insp./cln dts"),
            ("freq_days", "int", "Sched. freq, days"),
            ("Status", "text", "Stat."),
            ("flytip", "boolean", None),
        ],
    ),
    (
        "BkLifts",
        "Bk lifts (crane veh.)",
        [
            ("lift_no", "text", "Lift #"),
            ("siteRef", "text", "Site"),
            ("dtLift", "date", "Lift dt"),
            ("Veh", "text", "Veh. (fleet #)"),
            ("drvr", "text", None),
            ("Res", "text", "Res."),
            ("nLifted", "int", "Bks lifted #"),
            ("fill_pct", "int", "Fill at lift, %"),
            ("wtKg", "number", "Net wt, kg"),
            ("contamPct", "number", "Contam. est, %"),
            ("sideWst", "boolean", "Side wst?"),
            ("liftChk", "boolean[]", "Chk (area/hook/lid/seal)"),
            ("vehWtT", "number[]", "Onbd wt pre/post, t"),
            ("onsite_min", "int", "On site, min"),
        ],
    ),
    (
        "SiteRpts",
        None,
        [
            ("rptRef", "text", "Rpt ref"),
            ("site", "text", "Site"),
            ("dtRptd", "date", "Rptd"),
            ("RptCat", "text", "Cat."),
            ("src", "text", None),
            ("sla_hrs", "int", "SLA, h"),
            ("respHrs", "number", "Resp., h"),
            ("slaBrch", "boolean", "SLA brch?"),
            ("dtClosed", "date", "Closed (blank=open)"),
            ("nPhotos", "int", "Photos #"),
            ("chgGbp", "number", "Rechg, £"),
            ("actns", "text[]", "Actions"),
            ("ownr", "text", "Assgd"),
            ("rpttxt", PROSE, "Desc."),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

COUNCILS = [
    ("Marden DC", 70),
    ("Eastley BC", 60),
    ("Wexcombe DC", 50),
    ("Holt Vale BC", 45),
    ("Saltmarsh DC", 35),
]
PC_DISTS = {
    "Marden DC": ["MD1", "MD2", "MD3", "MD4", "MD6", "MD7"],
    "Eastley BC": ["EY1", "EY2", "EY4", "EY5", "EY12"],
    "Wexcombe DC": ["WX3", "WX4", "WX6", "WX8"],
    "Holt Vale BC": ["HV1", "HV2", "HV3", "HV5"],
    "Saltmarsh DC": ["QM2", "QM5", "QM9"],
}
SITE_TYPES = [
    ("Car park", 28),
    ("Supermkt", 22),
    ("Village hall", 16),
    ("Pub/hotel", 11),
    ("Leisure ctr", 9),
    ("School", 8),
    ("HWRC", 4),
]
FREQ = {
    "HWRC": [(7, 1)],
    "Supermkt": [(7, 5), (14, 5)],
    "Car park": [(7, 2), (14, 6), (21, 2)],
    "Leisure ctr": [(14, 6), (21, 4)],
    "Village hall": [(21, 4), (28, 6)],
    "Pub/hotel": [(14, 5), (28, 5)],
    "School": [(28, 1)],
}
VEHICLES = {
    "Marden DC": "GV11",
    "Eastley BC": "GV12",
    "Wexcombe DC": "GV14",
    "Holt Vale BC": "GV17",
}
WEIGHING = ("GV14", "GV17")  # on-board weighing fitted
DRIVERS = {"GV11": "D. Hartnell", "GV12": "S. Okonjo", "GV14": "P. Varga", "GV17": "L. Brightwell"}
RELIEF = ["M. Tolland", "R. Quayle"]
SUPERVISORS = {
    "Marden DC": "Niamh Corless",
    "Saltmarsh DC": "Niamh Corless",
    "Eastley BC": "Dev Raman",
    "Wexcombe DC": "Carys Pell",
    "Holt Vale BC": "Owen Stirk",
}
CATS = [
    ("Bank full", 30),
    ("Glass on ground", 22),
    ("Fly-tipping", 18),
    ("Damaged bank", 10),
    ("Missed lift", 8),
    ("Noise", 7),
    ("Graffiti", 5),
]
SLA = {
    "Bank full": 48,
    "Glass on ground": 24,
    "Fly-tipping": 72,
    "Damaged bank": 24,
    "Missed lift": 48,
    "Noise": 120,
    "Graffiti": 120,
}
PLACE = {
    "Car park": "car park",
    "Supermkt": "supermarket car park",
    "Village hall": "village hall",
    "Pub/hotel": "pub",
    "Leisure ctr": "leisure centre",
    "School": "school",
    "HWRC": "recycling centre",
}
STREETS = [
    "Tanner's Row",
    "Gorse Lane",
    "Mill Street",
    "Pound Hill",
    "Fletcher Road",
    "Church Walk",
    "Bramley Close",
    "Station Approach",
    "Quarry Lane",
    "Hythe Road",
    "Orchard Way",
    "Saxon Street",
    "Bellfield Road",
    "The Parade",
    "Market Hill",
    "Ropewalk",
    "Cob Lane",
    "Nettleton Road",
]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
COLOURS = {"Flint": "clear", "Amber": "brown", "Green": "green", "Mixed": "mixed"}


def _pick(rng: random.Random, pairs: list[tuple]):
    return rng.choices([p[0] for p in pairs], weights=[p[1] for p in pairs])[0]


def _working(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def _next_working(d: date) -> date:
    while not _working(d):
        d += timedelta(days=1)
    return d


def _sites(rng: random.Random) -> list[dict]:
    sites = []
    for i in range(255):
        council = _pick(rng, COUNCILS)
        typ = _pick(rng, SITE_TYPES)
        n = {
            "HWRC": (5, 8),
            "Supermkt": (2, 6),
            "Car park": (2, 4),
            "Leisure ctr": (2, 3),
            "Village hall": (1, 2),
            "Pub/hotel": (1, 2),
            "School": (1, 1),
        }[typ]
        nb = rng.randint(*n)
        if nb == 1:
            cols = ["Mixed"]
        elif nb == 2:
            cols = rng.choices(
                [["Mixed"], ["Flint", "Green"], ["Flint", "Amber"]], weights=[55, 30, 15]
            )[0]
        else:
            cols = (
                ["Flint", "Amber", "Green"] if rng.random() < 0.85 else ["Flint", "Green", "Mixed"]
            )
        ug = typ in ("Car park", "Supermkt") and nb >= 3 and rng.random() < 0.2
        if ug:
            size = 5.0
        elif typ in ("HWRC", "Supermkt"):
            size = 3.2 if rng.random() < 0.6 else 2.5
        elif typ in ("Village hall", "Pub/hotel", "School"):
            size = 1.28 if rng.random() < 0.6 else 2.5
        else:
            size = 2.5
        cap = round(nb * size, 2)
        y = rng.choices(
            range(2006, 2026), weights=[2, 2, 3, 3, 4, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 3, 3, 3]
        )[0]
        inst = date(y, 1, 1) + timedelta(days=rng.randint(0, 364))
        if inst > date(2025, 5, 30):
            inst = date(2025, 5, 30) - timedelta(days=rng.randint(0, 140))
        r = rng.random()
        status = (
            "Removed"
            if r < 0.06 and inst.year < 2025
            else ("Suspended" if r < 0.11 and inst.year < 2025 else "Active")
        )
        freq = _pick(rng, FREQ[typ])
        has_sensor = (
            rng.random() < (0.75 if ug else 0.45 if typ == "Supermkt" else 0.25)
            and status != "Removed"
        )
        sens = []
        if has_sensor:
            base = rng.randint(5, 70)
            sens = [base, min(100, base + rng.randint(0, 12)), min(100, base + rng.randint(6, 25))]
            if rng.random() < 0.15:  # lifted between two readings
                sens[2] = rng.randint(0, 12)
        insp = []
        k = rng.choices(
            [0, 1, 2, 3], weights=[50, 28, 15, 7] if typ != "HWRC" and not ug else [10, 30, 35, 25]
        )[0]
        if status != "Removed":
            for _ in range(k):
                insp.append(START + timedelta(days=rng.randint(0, (EXPORT_DAY - START).days)))
            insp = sorted({_next_working(d) if _next_working(d) <= EXPORT_DAY else d for d in insp})
        fly = rng.random() < {"Car park": 0.22, "Village hall": 0.2, "Pub/hotel": 0.1}.get(
            typ, 0.06
        )
        sites.append(
            {
                "site_id": f"BB-{1001 + i}",
                "council": council,
                "pc_dist": rng.choice(PC_DISTS[council]),
                "SiteTyp": typ,
                "nBanks": nb,
                "cols": cols,
                "capM3": cap,
                "isUG": ug,
                "dtInst": inst,
                "sensFill": sens,
                "inspDts": insp,
                "freq_days": freq,
                "Status": status,
                "flytip": fly,
                "_suspend": START + timedelta(days=rng.randint(10, 120))
                if status == "Suspended"
                else None,
                "_rate": rng.uniform(0.35, 1.0) / freq,  # share of capacity filled per day
                "_street": rng.choice(STREETS),
            }
        )
    return sites


def _vehicle(rng: random.Random, council: str) -> str:
    if council == "Saltmarsh DC":
        return "GV14" if rng.random() < 0.6 else "GV17"
    return VEHICLES[council]


def _lift(rng: random.Random, s: dict, d: date, extra: bool = False) -> dict:
    veh = _vehicle(rng, s["council"])
    drvr = DRIVERS[veh] if rng.random() < 0.82 else rng.choice(RELIEF)
    days = s["freq_days"] if not extra else rng.randint(2, s["freq_days"])
    fill = s["_rate"] * days * rng.uniform(0.8, 1.25) * 100
    if extra:
        fill = max(fill, rng.uniform(85, 110))
    fill_pct = int(min(100, max(5, round(fill / 5) * 5)))
    r = rng.random()
    if fill_pct <= 30 and r < 0.45:
        res = "Not full"
    elif r < 0.025:
        res = "Access blocked"
    elif r < 0.04:
        res = "Bank damaged"
    else:
        res = "Lifted"
    side = rng.random() < (0.4 if s["flytip"] else 0.1)
    rec = {"siteRef": s["site_id"], "dtLift": d, "Veh": veh, "drvr": drvr, "Res": res}
    if res == "Lifted":
        nl = (
            s["nBanks"]
            if s["nBanks"] == 1 or rng.random() < 0.9
            else rng.randint(1, s["nBanks"] - 1)
        )
        wt = s["capM3"] * nl / s["nBanks"] * fill_pct / 100 * 330 * rng.uniform(0.85, 1.15)
        wt = round(wt, 1)
        contam = min(30.0, round(rng.lognormvariate(0.55 + (0.5 if s["flytip"] else 0.0), 0.7), 1))
        chk = [rng.random() > p for p in (0.04 + (0.06 if side else 0.0), 0.01, 0.03, 0.02)]
        if veh in WEIGHING:
            pre = round(rng.uniform(11.6, 17.4), 2)
            vw = [pre, round(pre + wt / 1000, 2)]
        else:
            vw = []
        mins = int(3 + 2.5 * nl + rng.uniform(0, 6) + (rng.uniform(5, 15) if side else 0))
    else:
        nl, wt, contam, chk, vw = 0, None, None, [], []
        mins = rng.randint(2, 9)
    rec.update(
        {
            "nLifted": nl,
            "fill_pct": None if res == "Access blocked" else fill_pct,
            "wtKg": wt,
            "contamPct": contam,
            "sideWst": side,
            "liftChk": chk,
            "vehWtT": vw,
            "onsite_min": mins,
        }
    )
    return rec


def _text(rng: random.Random, s: dict, cat: str, src: str, sla: int) -> str:
    place = PLACE[s["SiteTyp"]]
    street = s["_street"]
    col = COLOURS[rng.choice(s["cols"])]
    when = rng.choice(
        [
            "this morning",
            "at the weekend",
            "on Tuesday",
            "today",
            f"around {rng.randint(6, 21):02d}:{rng.choice(['00', '10', '20', '30', '40', '50'])}",
            "yesterday evening",
            "last night",
        ]
    )
    who = {
        "Web": "Web form:",
        "Phone": "Caller says",
        "Council": "Council officer passed on a complaint:",
        "Driver": "Driver reports",
        "Sensor": "Sensor alert:",
    }[src]
    if cat == "Bank full":
        if src == "Sensor":
            first = (
                f"Sensor alert: fill reading {rng.randint(86, 100)}% on the {col} bank at the {place} off {street}, "
                f"{rng.randint(2, 4)} days running."
            )
        else:
            first = (
                f"{who} the {col} bank at the {place} off {street} was full {when} and bottles are being left "
                f"{rng.choice(['on top', 'in bags beside it', 'in boxes on the ground'])}."
            )
        tail = rng.choice(
            [
                "Added to tomorrow's run.",
                "Asked for an extra lift before the weekend.",
                "Second report this week for this site.",
                f"Next scheduled lift is {rng.choice(DAYS[:5])}.",
                "Looks like the schedule is too slow here.",
            ]
        )
    elif cat == "Glass on ground":
        first = (
            f"{who} broken glass around the banks at the {place} off {street} {when}, "
            f"{rng.choice(['near the entrance', 'by the disabled bays', 'on the footpath', 'where children walk'])}."
        )
        tail = rng.choice(
            [
                "Sweeper requested.",
                f"Needs clearing within {sla} hours under the contract.",
                "Possibly dropped during the last lift.",
                "Photo shows shards across two bays.",
            ]
        )
    elif cat == "Fly-tipping":
        items = rng.choice(
            [
                "black bags",
                "a mattress and two chairs",
                "cardboard boxes",
                "garden waste",
                "an old fridge",
                "builders' rubble",
                "a sofa",
            ]
        )
        first = f"{who} {items} dumped next to the banks at the {place} off {street} {when}."
        tail = rng.choice(
            [
                "Council asked to check the CCTV.",
                "Cleared on the next lift, recharge to council.",
                "Not ours to clear, referred to the council enforcement team.",
                "Regular spot for this, asked for signage.",
            ]
        )
    elif cat == "Damaged bank":
        dmg = rng.choice(
            [
                "cracked lid",
                "broken lifting hook",
                "jammed base door",
                "split side panel",
                "missing aperture brush",
            ]
        )
        first = f"{who} the {col} bank at the {place} off {street} has a {dmg}, noticed {when}."
        tail = rng.choice(
            [
                "Taped off until it can be repaired.",
                "Bank needs swapping, not safe to lift.",
                "Ordered a replacement part from the depot.",
                "Still usable for now.",
            ]
        )
    elif cat == "Missed lift":
        first = (
            f"{who} the banks at the {place} off {street} were not emptied on the usual "
            f"{rng.choice(DAYS[:5])} and are now overflowing."
        )
        tail = rng.choice(
            [
                "Vehicle was off the road that day.",
                "Access was blocked by parked cars last time.",
                "Extra lift booked.",
                "Checked the run sheet, site was missed.",
            ]
        )
    elif cat == "Noise":
        first = (
            f"{who} people are dropping glass into the banks at the {place} off {street} "
            f"{rng.choice(['late at night', 'before 7 in the morning', 'after closing time', 'on Sunday mornings'])}."
        )
        tail = rng.choice(
            [
                "Asks whether a sign about hours can go up.",
                "Neighbour asks for the banks to be moved.",
                "Third complaint from the same house.",
            ]
        )
    else:
        first = (
            f"{who} graffiti sprayed on {rng.randint(1, max(1, s['nBanks']))} bank(s) at the {place} off {street}, "
            f"{rng.choice(['some of it offensive', 'tags only', 'covering the colour labels'])}."
        )
        tail = rng.choice(
            [
                "Photos attached.",
                "Cleaning crew to attend.",
                "Council wants it gone before the fete.",
            ]
        )
    text = f"{first} {tail}"
    while len(text.split()) < 15:
        text += " " + rng.choice(
            ["Logged by the office.", "Reporter wants an update.", "No further details given."]
        )
    words = text.split()
    if len(words) > 35:
        text = " ".join(words[:35]).rstrip(",.") + "."
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4213)
    sites = _sites(rng)
    by_id = {s["site_id"]: s for s in sites}

    # ---- scheduled lifts ----
    lifts: list[dict] = []
    for s in sites:
        if s["Status"] == "Removed":
            continue
        start = max(START, s["dtInst"] + timedelta(days=3))
        d = _next_working(start + timedelta(days=rng.randint(0, s["freq_days"] - 1)))
        while d <= EXPORT_DAY:
            if s["_suspend"] is not None and d >= s["_suspend"]:
                break
            lifts.append(_lift(rng, s, d))
            d = _next_working(d + timedelta(days=s["freq_days"] + rng.choice([-1, 0, 0, 0, 1, 2])))

    # ---- reports ----
    reports: list[dict] = []
    live = [s for s in sites if s["Status"] != "Removed"]
    weights = [
        s["nBanks"] + (4 if s["flytip"] else 0) + (1 if s["SiteTyp"] == "Car park" else 0)
        for s in live
    ]
    for _ in range(640):
        s = rng.choices(live, weights=weights)[0]
        cat = _pick(rng, CATS)
        first_day = max(START, s["dtInst"] + timedelta(days=7))
        last_day = EXPORT_DAY if s["_suspend"] is None else s["_suspend"]
        if first_day > last_day:
            continue
        d = first_day + timedelta(days=rng.randint(0, (last_day - first_day).days))
        if cat == "Bank full" and s["sensFill"] and rng.random() < 0.35:
            src = "Sensor"
        elif cat in ("Damaged bank", "Graffiti"):
            src = rng.choices(["Driver", "Web", "Council", "Phone"], weights=[5, 2, 2, 1])[0]
        elif cat == "Fly-tipping":
            src = rng.choices(["Driver", "Web", "Council", "Phone"], weights=[4, 3, 3, 2])[0]
        elif cat == "Missed lift":
            src = rng.choices(["Web", "Phone", "Council"], weights=[4, 4, 2])[0]
        else:
            src = rng.choices(["Web", "Phone", "Council"], weights=[5, 4, 2])[0]
        if src in ("Driver", "Council"):
            d = _next_working(d)
            if d > EXPORT_DAY:
                d = EXPORT_DAY
        sla = SLA[cat]
        if cat == "Glass on ground" and s["SiteTyp"] in ("School", "Leisure ctr"):
            sla = 4
        age_h = ((EXPORT_DAY - d).days + 0.5) * 24
        resp = round(rng.lognormvariate(0, 0.55) * sla * 0.55, 1)
        resp = max(0.5, resp)
        if resp > age_h:
            resp = None  # not attended yet
        closed = None
        actions: list[str] = []
        if resp is not None:
            cl = d + timedelta(days=int(resp // 24) + rng.choice([0, 0, 0, 1, 2, 3]))
            if cat in ("Fly-tipping", "Damaged bank") and rng.random() < 0.08:
                cl = None  # awaiting the council or a part
            if cl is not None and cl > EXPORT_DAY:
                cl = None
            closed = cl
            if cat == "Bank full":
                actions = ["extra lift"] + (["swept"] if rng.random() < 0.3 else [])
            elif cat == "Glass on ground":
                actions = ["swept"] + (["extra lift"] if rng.random() < 0.2 else [])
            elif cat == "Fly-tipping":
                if rng.random() < 0.3:
                    actions = ["referred to council"]
                else:
                    actions = ["cleared"] + (["signage fitted"] if rng.random() < 0.12 else [])
            elif cat == "Damaged bank":
                actions = ["lid repaired"] if rng.random() < 0.6 else ["bank replaced"]
            elif cat == "Missed lift":
                actions = ["extra lift"]
            elif cat == "Noise":
                actions = rng.choices(
                    [["signage fitted"], ["referred to council"], ["no action"]], weights=[5, 3, 2]
                )[0]
            else:
                actions = ["graffiti removed"]
            if closed is None:
                actions = (
                    actions[:1]
                    if cat == "Fly-tipping" and actions[0] == "referred to council"
                    else []
                )
        brch = (resp is not None and resp > sla) or (resp is None and age_h > sla)
        chg = None
        if closed is not None and "cleared" in actions and rng.random() < 0.7:
            chg = float(rng.randrange(45, 385, 5))
        elif closed is not None and "bank replaced" in actions:
            chg = float(rng.randrange(220, 655, 5))
        photos = {
            "Web": rng.choice([0, 0, 1, 1, 2, 3, 4]),
            "Driver": rng.randint(1, 5),
            "Phone": 0,
            "Council": rng.choice([0, 0, 1, 2]),
            "Sensor": 0,
        }[src]
        ownr = (
            SUPERVISORS[s["council"]]
            if rng.random() < 0.85
            else rng.choice(sorted(set(SUPERVISORS.values())))
        )
        reports.append(
            {
                "site": s["site_id"],
                "dtRptd": d,
                "RptCat": cat,
                "src": src,
                "sla_hrs": sla,
                "respHrs": resp,
                "slaBrch": brch,
                "dtClosed": closed,
                "nPhotos": photos,
                "chgGbp": chg,
                "actns": actions,
                "ownr": ownr,
                "rpttxt": _text(rng, s, cat, src, sla),
            }
        )
        if "extra lift" in actions and closed is not None:
            ld = _next_working(d + timedelta(days=int(resp // 24)))
            if ld <= EXPORT_DAY:
                lifts.append(_lift(rng, s, ld, extra=True))

    reports.sort(key=lambda r: (r["dtRptd"], r["site"], r["RptCat"], r["rpttxt"]))
    out_reports = [{"rptRef": f"SR25-{i:04d}", **r} for i, r in enumerate(reports, start=1)]
    lifts.sort(key=lambda x: (x["dtLift"], x["Veh"], x["siteRef"]))
    out_lifts = [{"lift_no": f"L25-{i:05d}", **x} for i, x in enumerate(lifts, start=1)]
    for s in sites:
        for k in ("_suspend", "_rate", "_street"):
            del s[k]
    assert all(x["siteRef"] in by_id for x in out_lifts)
    return {"BkSites": sites, "BkLifts": out_lifts, "SiteRpts": out_reports}


def build(out: Path) -> Path:
    """Write `glass-recycler/schema.json` and its three objects files under out."""
    formats = {"BkSites": "csv", "BkLifts": "jsonl", "SiteRpts": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
