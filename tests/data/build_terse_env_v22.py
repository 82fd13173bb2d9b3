"""Write `scaffold-hire`: an invented scaffolding hire yard's export, named tersely.

Brackenholt Scaffolding Ltd, an invented scaffolding contractor and hire yard (every client, town,
person, ticket and note is made up; the scaffold types, load classes, tube lengths in feet,
inspection regime and defect terms are the UK trade's ordinary ones), exported its job book, its
inspection register and its yard tickets the way an engineer exports them: abbreviated property
names in mixed habits (snake_case `job_ref`, `ht_m`, `tie_kN`, `insp_id`, `tkt_no`, `job_no`;
camelCase `siteTown`, `loadCls`, `nLifts`, `numBays`, `dtErect`, `dtStrike`, `minWks`, `wkRate`,
`addOns`, `isDsgn`, `jobRef`, `dtInsp`, `nDefects`, `defCats`, `gustMph`, `rectOS`, `durMin`,
`clientSig`, `inspNotes`, `dtTkt`, `tubeM`, `lensFt`, `nFittings`, `nBrds`, `loadT`, `pctRet`,
`lossGbp`, `failDts`, `isOOH`, `podSig`; PascalCase `ScafType`, `Status`, `InspType`, `TagCol`;
glued lowercase `client`, `sys`, `chghand`, `sheeted`, `inspector`, `dir`, `veh`, `driver`;
prefixes `dt`, `n`, `num`, `is`, `pct`), abbreviated class names (`ScfJobs`, `InspReg`, `YdTkts`),
terse descriptions in the trade's shorthand ("Typ. (indep/putlog/twr/...)", "T&F/sys/alu",
"Load cl. (EN 12811)", "Lifts #", "Ht, m", "Struck (blank=up)", "Tie tests, kN", "Dsgn req.?",
"Rect. o/s?", "Gust, mph", "Tube lens, ft", "Ret'd, % of del.", "POD sig.?", "OOH?"), four
properties with no description (`siteTown`, `sheeted`, `inspector`, `driver`) and one collection
(`YdTkts`) with no class description.

- `ScfJobs` (CSV): one row per scaffold job erected 2024-09-02 to 2025-06-27.
- `InspReg` (JSON Lines): every statutory inspection (handover, 7-day, after adverse weather,
  after alteration) of those scaffolds up to the export, with the one prose property `inspNotes`.
  `jobRef` names a `ScfJobs.job_ref`.
- `YdTkts` (Parquet, no class description): the yard's delivery and collection tickets; `job_no`
  names a `ScfJobs.job_ref`.

Deterministic (one seeded `random.Random`; no set or hash order is used).

Usage: python build_terse_env_v22.py OUT   (writes OUT/scaffold-hire/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "scaffold-hire"
SEED = 2207
PROSE = "prose"
FIRST, LAST_ERECT, EXPORT_DAY = date(2024, 9, 2), date(2025, 6, 27), date(2025, 6, 30)
BANK_HOLIDAYS = {
    date(2024, 12, 25),
    date(2024, 12, 26),
    date(2025, 1, 1),
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
}
SHUTDOWN = (date(2024, 12, 23), date(2025, 1, 1))  # yard closed over Christmas
STORM_DAYS = [
    date(2024, 11, 25),
    date(2024, 12, 9),
    date(2025, 1, 24),
    date(2025, 1, 27),
    date(2025, 3, 17),
]  # first working day after a named-storm warning

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "ScfJobs",
        "Scaff. jobs (hire bk)",
        [
            ("job_ref", "text", "Job #"),
            ("client", "text", "Client/acct"),
            ("siteTown", "text", None),
            ("ScafType", "text", "Typ. (indep/putlog/twr/...)"),
            ("sys", "text", "T&F/sys/alu"),
            ("loadCls", "int", "Load cl. (EN 12811)"),
            ("nLifts", "int", "Lifts #"),
            ("numBays", "int", "Bays #"),
            ("ht_m", "number", "Ht, m (top lift)"),
            ("dtErect", "date", "Erected"),
            ("dtStrike", "date", "Struck (blank=up)"),
            ("minWks", "int", "Min hire, wks"),
            ("wkRate", "number", "Wkly rate, £ (blank=contract)"),
            ("chghand", "text", "C/hand"),
            ("sheeted", "boolean", None),
            ("addOns", "text[]", "Extras"),
            ("tie_kN", "number[]", "Tie tests, kN"),
            ("isDsgn", "boolean", "Dsgn req.?"),
            ("Status", "text", "Stat."),
        ],
    ),
    (
        "InspReg",
        "Insp. reg. (WAHR)",
        [
            ("insp_id", "text", "Insp #"),
            ("jobRef", "text", "Job #"),
            ("dtInsp", "date", "Insp. dt"),
            ("InspType", "text", "Typ."),
            ("inspector", "text", None),
            ("TagCol", "text", "Tag (G/R)"),
            ("nDefects", "int", "Defects #"),
            ("defCats", "text[]", "Def. cats"),
            ("gustMph", "int", "Gust, mph"),
            ("rectOS", "boolean", "Rect. o/s?"),
            ("durMin", "int", "Dur, mins"),
            ("clientSig", "boolean", "Cust. sig?"),
            ("inspNotes", PROSE, "Insp. notes"),
        ],
    ),
    (
        "YdTkts",
        None,
        [
            ("tkt_no", "text", "Tkt #"),
            ("job_no", "text", "Job"),
            ("dir", "text", "D/C"),
            ("dtTkt", "date", "Tkt dt"),
            ("veh", "text", "Veh."),
            ("driver", "text", None),
            ("tubeM", "number", "Tube, m"),
            ("lensFt", "int[]", "Tube lens, ft"),
            ("nFittings", "int", "Fittings #"),
            ("nBrds", "int", "Brds #"),
            ("loadT", "number", "Load, t"),
            ("pctRet", "number", "Ret'd, % of del."),
            ("lossGbp", "number", "Losses/dmg, £"),
            ("failDts", "date[]", "Failed att. dts"),
            ("isOOH", "boolean", "OOH?"),
            ("podSig", "boolean", "POD sig.?"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

CLIENTS = {
    "Hartwell Roofing": 9,
    "Pennock & Sons": 7,
    "Greystone Homes": 8,
    "Ashdown Brickwork": 6,
    "Mercer Lofts": 6,
    "Calloway Renders": 5,
    "Northvale Housing": 5,
    "Kestrel Build Ltd": 5,
    "Tanfield Restoration": 4,
    "Orchard Lane Developments": 4,
    "R. Dobbs Chimneys": 4,
    "Fairweather Glazing": 3,
    "Brookmead Council": 4,
    "Lindqvist Facades": 3,
    "Hobson Painters": 3,
    "St Wystan's PCC": 1,
    "Marlbeck Academy Trust": 2,
    "Quarry Hill Joinery": 2,
    "Private": 10,
}
TOWNS = {
    "Marlbeck": 9,
    "Halsworth": 7,
    "Stowmere": 6,
    "Ridlow": 5,
    "Corvey Cross": 5,
    "Upper Tansley": 4,
    "Eddington Vale": 4,
    "Fenwick Hythe": 3,
    "Casselby": 3,
    "Oakhurst Green": 2,
}
# type: (weight, system weights, load classes, lifts range, bays range, weeks range, tied?)
TYPES = {
    "Independent": (
        34,
        {"T&F": 7, "System": 3},
        {3: 6, 2: 2, 4: 1},
        (2, 8),
        (3, 20),
        (4, 14),
        True,
    ),
    "Putlog": (16, {"T&F": 1}, {2: 3, 3: 2}, (1, 4), (2, 10), (3, 9), True),
    "Chimney stack": (11, {"T&F": 1}, {2: 4, 1: 1}, (1, 3), (1, 2), (1, 5), False),
    "Mobile tower": (10, {"Alu": 1}, {3: 3, 2: 1}, (1, 4), (1, 1), (1, 4), False),
    "Birdcage": (6, {"T&F": 2, "System": 1}, {2: 3, 3: 2}, (1, 3), (4, 16), (3, 8), False),
    "Loading bay": (6, {"T&F": 2, "System": 1}, {5: 2, 4: 3, 6: 1}, (1, 4), (1, 3), (5, 16), True),
    "Temp. roof": (4, {"System": 2, "T&F": 1}, {3: 1}, (3, 7), (6, 20), (5, 14), True),
    "Stair tower": (5, {"System": 3, "T&F": 1}, {3: 1}, (2, 8), (1, 2), (5, 14), True),
    "Edge prot.": (8, {"T&F": 3, "System": 1}, {1: 1}, (1, 1), (4, 30), (2, 10), False),
}
CHARGEHANDS = {
    "D. Kearns": 5,
    "L. Petrakis": 4,
    "J. Hollins": 4,
    "M. Agyeman": 3,
    "S. Varley": 3,
    "C. Doherty": 3,
    "W. Stannard": 2,
}
INSPECTORS = {
    "Carl Mottram": 5,
    "Priya Lall": 4,
    "Dean Ashworth": 4,
    "Gareth Pugh": 3,
    "Lewis Okonjo": 3,
    "Shauna Fairley": 2,
}
DRIVERS = ["K. Brannigan", "M. Rudd", "T. Oduya", "S. Pell", "R. Vickers", "A. Macari", "J. Dunphy"]
EXTRAS = {
    "Independent": [
        "brick guards",
        "debris netting",
        "hop-ups",
        "gin wheel",
        "ladder beams",
        "alarm",
        "pavement lic.",
        "fans",
    ],
    "Putlog": ["brick guards", "debris netting", "gin wheel", "alarm", "hop-ups"],
    "Chimney stack": ["roof ladder", "debris netting", "gin wheel"],
    "Birdcage": ["debris netting", "ladder beams"],
    "Loading bay": ["loading gate", "pavement lic.", "brick guards"],
    "Temp. roof": ["debris netting", "gin wheel", "alarm"],
    "Stair tower": ["alarm", "pavement lic."],
    "Edge prot.": ["brick guards", "debris netting"],
    "Mobile tower": [],
}
LENGTHS = [21, 16, 13, 10, 8, 6, 5, 4]
VEHICLES = [("Van", 1.0), ("7.5t", 3.0), ("18t", 9.0), ("18t HIAB", 8.0), ("26t HIAB", 13.0)]

DEFECTS = {
    "toe boards": [
        "Toe board missing lift {l} bay {b}, refitted.",
        "Toe boards kicked out along lift {l}.",
        "Toe board lifted at bay {b} by trades, needs clipping.",
    ],
    "guardrails": [
        "Guardrail taken out lift {l} bay {b} by other trades.",
        "Mid rail missing bay {b}, lift {l}.",
        "Top guardrail loose on the return at lift {l}.",
    ],
    "ties": [
        "Tie removed at lift {l} for window fitting.",
        "Two ties missing on rear elevation, lift {l}.",
        "Reveal tie slipped at bay {b}, lift {l}.",
    ],
    "bases": [
        "Sole board sunk at bay {b} after rain, base plate packed.",
        "Base jack over-extended bay {b}.",
        "Standard off its base plate at bay {b}.",
    ],
    "boards": [
        "Trap board at lift {l} bay {b}.",
        "Split board bay {b} lift {l} swapped out.",
        "Boards short on lift {l}, gap at bay {b}.",
    ],
    "bracing": [
        "Ledger brace missing bays {b}-{b2}.",
        "Façade brace cut out at lift {l}.",
        "Plan brace undone at bay {b}.",
    ],
    "couplers": [
        "Loose putlog couplers lift {l}.",
        "Sleeve coupler not tightened bay {b}.",
        "Swivel on brace loose at lift {l}.",
    ],
    "ladder access": [
        "Ladder not tied at top of lift {l}.",
        "Ladder gate left open lift {l}.",
        "Ladder footed on loose board at bay {b}.",
    ],
    "netting": ["Debris netting torn lift {l}.", "Netting ties gone bays {b}-{b2}, flapping."],
    "overloading": [
        "Blocks stacked over 4 high on lift {l}.",
        "Materials stored on lift {l} over class load.",
        "Loading bay overloaded with pallets of tiles.",
    ],
    "brick guards": ["Brick guard missing bay {b} lift {l}.", "Brick guard bent at bay {b}."],
}
SERIOUS = ["ties", "bases", "guardrails", "overloading", "bracing"]
DEFECT_W = {
    "toe boards": 8,
    "guardrails": 7,
    "ties": 5,
    "bases": 4,
    "boards": 7,
    "bracing": 4,
    "couplers": 5,
    "ladder access": 6,
    "netting": 4,
    "overloading": 3,
    "brick guards": 3,
}
TRADES = [
    "roofers",
    "bricklayers",
    "renderers",
    "window fitters",
    "painters",
    "the client's joiners",
    "stonemasons",
    "insulation fitters",
]
WEATHER = [
    "dry, light wind",
    "wet, boards slippery",
    "frost on boards",
    "overcast, dry",
    "light rain",
    "bright and calm",
    "windy on top lift",
]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _working(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS and not (SHUTDOWN[0] <= d <= SHUTDOWN[1])


def _next_working(d: date) -> date:
    while not _working(d):
        d += timedelta(days=1)
    return d


def _prev_working(d: date, n: int = 1) -> date:
    for _ in range(n):
        d -= timedelta(days=1)
        while not _working(d):
            d -= timedelta(days=1)
    return d


def _working_days(a: date, b: date) -> list[date]:
    out, d = [], a
    while d <= b:
        if _working(d):
            out.append(d)
        d += timedelta(days=1)
    return out


def _jobs(rng: random.Random) -> list[dict]:
    days = _working_days(FIRST, LAST_ERECT)
    jobs = []
    for _ in range(318):
        typ = _pick(rng, {t: v[0] for t, v in TYPES.items()})
        _, systems, classes, (l0, l1), (b0, b1), (w0, w1), tied = TYPES[typ]
        system = _pick(rng, systems)
        erect = rng.choice(days)
        lifts = rng.randint(l0, l1)
        bays = rng.randint(b0, b1)
        if typ == "Mobile tower":
            ht = round(lifts * 2.0 + rng.uniform(-0.8, 0.4), 1)
        elif typ == "Chimney stack":
            ht = round(6.5 + lifts * 2.0 + rng.uniform(-0.5, 2.5), 1)
        elif typ == "Edge prot.":
            ht = round(rng.uniform(5.0, 14.0), 1)
        else:
            ht = round(lifts * 2.0 + rng.uniform(-0.3, 0.9), 1)
        weeks = rng.randint(w0, w1)
        min_wks = (
            {1: 1, 2: 2, 3: 2}.get(weeks, 4)
            if typ == "Mobile tower"
            else rng.choice([4, 4, 6, 8, 12])
            if weeks >= 4
            else 4
        )
        if typ in ("Loading bay", "Temp. roof", "Stair tower") and rng.random() < 0.3:
            min_wks = 12
        if weeks < min_wks and rng.random() < 0.7:
            weeks = min_wks + rng.randint(0, 2)
        planned = erect + timedelta(days=7 * weeks + rng.randint(-2, 3))
        strike = _next_working(planned)
        status = "Struck"
        if strike > EXPORT_DAY:
            strike, status = None, "Up"
        elif rng.random() < 0.05 and typ in ("Independent", "Putlog", "Birdcage", "Edge prot."):
            strike, status = None, "Part struck"
        client = _pick(rng, CLIENTS)
        if typ == "Chimney stack" and rng.random() < 0.4:
            client = "R. Dobbs Chimneys"
        extras_pool = EXTRAS[typ]
        k = min(len(extras_pool), rng.choices([0, 1, 2, 3, 4], weights=[30, 34, 22, 10, 4])[0])
        chosen = rng.sample(extras_pool, k)
        extras = [e for e in extras_pool if e in chosen]
        ties: list[float] = []
        if tied and rng.random() < 0.82:
            n = rng.choices([1, 2, 3, 4], weights=[2, 3, 6, 2])[0]
            for _ in range(n):
                v = rng.uniform(6.3, 9.4) if rng.random() > 0.06 else rng.uniform(3.8, 6.2)
                ties.append(round(v, 1))
        sheeted = typ in ("Temp. roof",) or (
            typ in ("Independent", "Putlog", "Birdcage") and rng.random() < 0.14
        )
        design = (
            typ in ("Temp. roof", "Loading bay")
            or (typ == "Birdcage" and rng.random() < 0.6)
            or (typ == "Independent" and (lifts >= 7 or sheeted) and rng.random() < 0.7)
            or (typ == "Stair tower" and rng.random() < 0.3)
        )
        if typ == "Mobile tower":
            rate = rng.uniform(75, 150)
        elif typ == "Chimney stack":
            rate = rng.uniform(95, 210)
        else:
            rate = 35 + bays * max(1, lifts) * rng.uniform(7.5, 10.5) * (1.18 if sheeted else 1.0)
        rate = round(rate / 5) * 5.0
        if (
            client in ("Greystone Homes", "Northvale Housing", "Brookmead Council")
            and rng.random() < 0.45
        ):
            rate = None
        jobs.append(
            {
                "job_ref": None,
                "client": client,
                "siteTown": _pick(rng, TOWNS),
                "ScafType": typ,
                "sys": system,
                "loadCls": _pick(rng, classes),
                "nLifts": lifts,
                "numBays": bays,
                "ht_m": ht,
                "dtErect": erect,
                "dtStrike": strike,
                "minWks": min_wks,
                "wkRate": rate,
                "chghand": _pick(rng, CHARGEHANDS)
                if typ != "Mobile tower" or rng.random() < 0.5
                else "W. Stannard",
                "sheeted": sheeted,
                "addOns": extras,
                "tie_kN": ties,
                "isDsgn": design,
                "Status": status,
            }
        )
    jobs.sort(key=lambda j: (j["dtErect"], j["siteTown"], j["client"], j["ScafType"]))
    seq = {24: 0, 25: 0}
    for j in jobs:
        yy = j["dtErect"].year % 100
        seq[yy] += 1
        j["job_ref"] = f"J{yy}-{seq[yy]:04d}"
    return jobs


def _note(
    rng: random.Random,
    job: dict,
    kind: str,
    defects: list[str],
    rect: bool,
    tag: str,
    gust: int | None,
) -> str:
    lifts, bays = max(1, job["nLifts"]), max(1, job["numBays"])

    def fill(s: str) -> str:
        b = rng.randint(1, bays)
        return s.format(l=rng.randint(1, lifts), b=b, b2=min(bays + 1, b + 1))

    parts = []
    if kind == "Handover":
        parts.append(
            rng.choice(
                [
                    f"Handover insp. {job['ScafType'].lower()} scaffold, {lifts} lift(s) x {bays} bay(s), built to "
                    f"{'design drawing' if job['isDsgn'] else 'TG20 compliance sheet'}.",
                    f"Handed over to site manager, load class {job['loadCls']} explained, {rng.choice(WEATHER)}.",
                    f"Handover: {lifts} lift(s) boarded out, ladder access at bay {rng.randint(1, bays)}, "
                    f"tag fitted at the access point.",
                ]
            )
        )
    elif kind == "Adverse wx":
        parts.append(
            rng.choice(
                [
                    f"Post-storm check after gusts around {gust} mph.",
                    f"Adverse weather insp., gusts to {gust} mph overnight.",
                    f"Checked after high winds ({gust} mph gusts forecast), {rng.choice(WEATHER)}.",
                ]
            )
        )
    elif kind == "Post-alt.":
        parts.append(
            rng.choice(
                [
                    f"Alteration: lift {rng.randint(1, lifts)} extended by {rng.randint(1, 4)} bay(s) for {rng.choice(TRADES)}.",
                    f"Re-inspected after adaption, boards dropped to lift {rng.randint(1, lifts)} for {rng.choice(TRADES)}.",
                    f"Altered for {rng.choice(TRADES)}: hop-ups added at lift {rng.randint(1, lifts)}, new ladder bay.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    f"7-day insp., {rng.choice(TRADES)} working lift {rng.randint(1, lifts)}, {rng.choice(WEATHER)}.",
                    f"Weekly inspection, {rng.choice(WEATHER)}, {rng.choice(TRADES)} on site.",
                    f"7-day check of all {lifts} lift(s) and {bays} bay(s).",
                    f"Routine 7-day, site quiet, {rng.choice(WEATHER)}.",
                ]
            )
        )
    if not defects:
        parts.append(
            rng.choice(
                [
                    "Ties, bracing and boarding all sound.",
                    "No defects found, guardrails and toe boards complete.",
                    "All fittings checked, nothing to report.",
                    "Bases firm, ties in place, access good.",
                    "Scaffold as handed over, no changes.",
                    "Nothing found; reminded site not to remove ties.",
                ]
            )
        )
    else:
        for d in defects:
            parts.append(fill(rng.choice(DEFECTS[d])))
    if tag == "Red":
        parts.append(
            rng.choice(
                [
                    "Tag turned to red, access barriered off until rectified.",
                    f"Scaffold tagged red, {job['chghand']} to return to put right.",
                    "Red tag, site manager told not to use until fixed.",
                ]
            )
        )
    elif defects and rect:
        parts.append(
            rng.choice(
                [
                    "Rectified on the day, tag left green.",
                    "Put right on site before leaving.",
                    "Fixed on site, green tag.",
                ]
            )
        )
    elif defects:
        parts.append(
            rng.choice(
                [
                    "Minor, gang booked to fix this week, tag stays green.",
                    f"Passed to {job['chghand']}'s gang, not a danger to users.",
                ]
            )
        )
    return " ".join(parts)


def _inspections(rng: random.Random, jobs: list[dict]) -> list[dict]:
    rows = []
    for job in jobs:
        end = job["dtStrike"] or EXPORT_DAY
        if job["Status"] == "Part struck":
            end = min(
                EXPORT_DAY, job["dtErect"] + timedelta(days=7 * (job["minWks"] + rng.randint(2, 8)))
            )
        inspector = _pick(rng, INSPECTORS)
        visits: list[tuple[date, str]] = [(job["dtErect"], "Handover")]
        d = job["dtErect"] + timedelta(days=7)
        while d < end:
            visits.append((_next_working(d), "7-day"))
            d += timedelta(days=7)
        if job["ScafType"] not in ("Mobile tower",):
            for s in STORM_DAYS:
                if job["dtErect"] < s < end and rng.random() < 0.75:
                    visits.append((s, "Adverse wx"))
            if end > job["dtErect"] + timedelta(days=21) and rng.random() < 0.28:
                a = job["dtErect"] + timedelta(days=rng.randint(8, (end - job["dtErect"]).days - 1))
                visits.append((_next_working(a), "Post-alt."))
        seen = []
        for v in sorted(visits):
            if v[0] <= EXPORT_DAY and v[0] not in [s[0] for s in seen]:
                seen.append(v)
        job["_alts"] = [v[0] for v in seen if v[1] == "Post-alt."]
        for when, kind in seen:
            if rng.random() < 0.2:
                who = _pick(rng, INSPECTORS)
            else:
                who = inspector
            if kind == "Handover":
                n = rng.choices([0, 1], weights=[92, 8])[0]
            elif kind == "Adverse wx":
                n = rng.choices([0, 1, 2, 3], weights=[45, 30, 17, 8])[0]
            else:
                n = rng.choices([0, 1, 2, 3, 4, 5], weights=[58, 22, 11, 5, 3, 1])[0]
            cats: list[str] = []
            if n:
                k = rng.randint(1, n)
                pool = dict(DEFECT_W)
                if kind == "Adverse wx":
                    pool["netting"] = 12
                    pool["ties"] = 9
                while len(cats) < k:
                    c = _pick(rng, pool)
                    if c not in cats:
                        cats.append(c)
            serious = any(c in SERIOUS for c in cats)
            rect = bool(cats) and rng.random() < (0.55 if serious else 0.75)
            tag = "Red" if serious and not rect and rng.random() < 0.8 else "Green"
            gust = rng.randint(46, 79) if kind == "Adverse wx" else None
            size = job["nLifts"] * job["numBays"]
            dur = round(
                min(
                    120,
                    10 + size * rng.uniform(0.6, 1.4) + 6 * n + (15 if kind == "Handover" else 0),
                )
            )
            if rng.random() < 0.04:
                dur = None
            rows.append(
                {
                    "jobRef": job["job_ref"],
                    "dtInsp": when,
                    "InspType": kind,
                    "inspector": who,
                    "TagCol": tag,
                    "nDefects": n,
                    "defCats": cats,
                    "gustMph": gust,
                    "rectOS": rect,
                    "durMin": dur,
                    "clientSig": rng.random() < (0.88 if kind == "Handover" else 0.35),
                    "inspNotes": _note(rng, job, kind, cats, rect, tag, gust),
                }
            )
    rows.sort(key=lambda r: (r["dtInsp"], r["jobRef"]))
    return [{"insp_id": f"IR-{20000 + i:05d}", **r} for i, r in enumerate(rows, start=1)]


def _kit(rng: random.Random, job: dict, share: float) -> dict:
    size = max(1, job["nLifts"]) * max(1, job["numBays"])
    if job["sys"] == "Alu":
        return {
            "tubeM": 0.0,
            "lensFt": [],
            "nFittings": 0,
            "nBrds": 0,
            "extra_t": rng.uniform(0.18, 0.55),
        }
    if job["sys"] == "System":
        tube = size * rng.uniform(1.5, 3.5) * share
        lens = sorted(rng.sample([21, 13, 10, 8, 6], rng.randint(1, 3)), reverse=True)
        fit = int(size * rng.uniform(1.0, 2.5) * share)
        brds = int(size * rng.uniform(1.0, 2.0) * share)
        extra = size * rng.uniform(0.09, 0.14) * share
    else:
        tube = size * rng.uniform(10.0, 15.0) * share
        if job["ScafType"] == "Chimney stack":
            tube += rng.uniform(40, 90)
        lens = sorted(rng.sample(LENGTHS, rng.randint(3, 6)), reverse=True)
        fit = int(size * rng.uniform(9.0, 13.0) * share) + 10
        brds = int(size * rng.uniform(4.0, 6.0) * share)
        extra = size * rng.uniform(0.005, 0.02) * share
    return {
        "tubeM": round(tube, 1),
        "lensFt": lens,
        "nFittings": fit,
        "nBrds": brds,
        "extra_t": extra,
    }


def _tickets(rng: random.Random, jobs: list[dict]) -> list[dict]:
    rows = []

    def ticket(job: dict, direction: str, when: date, share: float, final: bool) -> None:
        kit = _kit(rng, job, share)
        load = (kit["tubeM"] * 4.37 + kit["nFittings"] * 1.3 + kit["nBrds"] * 19.5) / 1000 + kit[
            "extra_t"
        ]
        n_loads = 1
        veh = "Van"
        for name, cap in VEHICLES:
            if load <= cap:
                veh = name
                break
        else:
            n_loads = 2
            veh = "26t HIAB"
        if veh in ("18t", "18t HIAB") and rng.random() < 0.5:
            veh = "18t HIAB" if veh == "18t" else "18t"
        fails = []
        if rng.random() < 0.09:
            fails = [_prev_working(when, rng.randint(1, 4))]
            if rng.random() < 0.2:
                fails.insert(0, _prev_working(fails[0], rng.randint(1, 3)))
        split = [1.0] if n_loads == 1 else [round(rng.uniform(0.5, 0.62), 2)]
        if n_loads == 2:
            split.append(round(1.0 - split[0], 2))
        for i in range(n_loads):
            part = split[i]
            pct = None
            loss = None
            if direction == "Coll" and final and i == n_loads - 1:
                pct = 100.0 if rng.random() < 0.55 else round(rng.uniform(93.5, 99.9), 1)
                if pct < 100.0:
                    loss = round(
                        (100.0 - pct) * rng.uniform(18, 45) * max(1, job["numBays"]) / 4, 2
                    )
                elif rng.random() < 0.08:
                    loss = round(rng.uniform(25, 180), 2)  # damaged, not lost
            rows.append(
                {
                    "job_no": job["job_ref"],
                    "dir": direction,
                    "dtTkt": when,
                    "veh": veh,
                    "driver": rng.choice(DRIVERS),
                    "tubeM": round(kit["tubeM"] * part, 1),
                    "lensFt": kit["lensFt"]
                    if i == 0
                    else kit["lensFt"][: max(1, len(kit["lensFt"]) - 1)],
                    "nFittings": int(kit["nFittings"] * part),
                    "nBrds": int(kit["nBrds"] * part),
                    "loadT": None if rng.random() < 0.06 else round(load * part, 2),
                    "pctRet": pct,
                    "lossGbp": loss,
                    "failDts": fails if i == 0 else [],
                    "isOOH": rng.random()
                    < (0.15 if job["siteTown"] in ("Marlbeck", "Halsworth") else 0.03),
                    "podSig": rng.random() < 0.93,
                }
            )

    for job in jobs:
        d0 = (
            job["dtErect"]
            if rng.random() < 0.35
            else _prev_working(job["dtErect"], rng.randint(1, 2))
        )
        if d0 < FIRST:
            d0 = job["dtErect"]
        ticket(job, "Del", d0, 1.0, False)
        for a in job["_alts"]:
            ticket(job, "Del", _prev_working(a), rng.uniform(0.1, 0.3), False)
        if job["Status"] == "Struck":
            ticket(job, "Coll", job["dtStrike"], 1.0, True)
        elif job["Status"] == "Part struck":
            when = min(EXPORT_DAY, job["dtErect"] + timedelta(days=7 * (job["minWks"] + 3)))
            ticket(
                job,
                "Coll",
                _next_working(when) if _next_working(when) <= EXPORT_DAY else _prev_working(when),
                rng.uniform(0.3, 0.6),
                False,
            )
        elif job["Status"] == "Up" and job["_alts"] == [] and rng.random() < 0.05:
            ticket(job, "Del", _prev_working(EXPORT_DAY, rng.randint(1, 5)), 0.15, False)
    rows.sort(key=lambda r: (r["dtTkt"], r["dir"], r["job_no"]))
    out = [{"tkt_no": f"YT-{310000 + i:06d}", **r} for i, r in enumerate(rows, start=1)]
    for job in jobs:
        del job["_alts"]
    return out


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    jobs = _jobs(rng)
    insp = _inspections(rng, jobs)
    tkts = _tickets(rng, jobs)
    return {"ScfJobs": jobs, "InspReg": insp, "YdTkts": tkts}


def build(out: Path) -> Path:
    """Write `scaffold-hire/schema.json` and its three objects files under out."""
    formats = {"ScfJobs": "csv", "InspReg": "jsonl", "YdTkts": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
