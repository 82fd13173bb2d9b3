"""Write `climbing-centre`: an invented indoor climbing centre's export, named tersely.

Grittlestone Climbing Centre, an invented indoor wall (every setter, member number, tick, sector
name and note is made up; grades, styles and climbing terms are the sport's ordinary ones),
exported its setting sheet, its member list and its app logbook the way an engineer exports them:
abbreviated property names in mixed habits (snake_case `rt_id`, `ht_m`, `dt_join`, `tick_id`;
camelCase `holdCol`, `angDeg`, `styleTags`, `fbVotes`, `avgStars`, `chkDts`, `setNotes`, `mbrNo`,
`memType`, `ageBand`, `pmtsGbp`, `shoeEU`, `discPref`, `indDts`, `medNote`, `rtRef`, `mbrRef`,
`grdVote`; PascalCase `Sector`, `Grade`, `Status`, `TickType`; glued lowercase `disc`, `setter`,
`belay`, `visits`, `consents`, `tries`, `stars`, `src`, `sess`; prefixes `dt`, `n`, `is`),
abbreviated class names (`Rts`, `Mbrs`, `TickLog`), terse descriptions in the trade's shorthand
("Sect.", "Disc. (B/TR/L/AB)", "Grd (Font/Fr)", "Col.", "Stripped (blank=up)", "Holds #",
"Ht, m", "Ang., deg (+=overhang)", "Grd fdbk (soft/fair/hard)", "Belay comp. (TR/Lead)",
"Pmts YTD, £", "Hire shoe (EU)", "Cons. (photo/email/SMS)", "Tick (F/OS/RP/rpt/att)",
"Sess. (AM/PM/eve)"), four properties with no description (`setter`, `ageBand`, `isPub`, `src`)
and one collection (`Mbrs`) with no class description.

- `Rts` (CSV): every boulder problem and rope route set from 2024-09-02 to 2025-06-26: code,
  sector, discipline, grade, hold colour, setter, set and strip dates, holds, height, wall angle,
  style tags, league flag, grade feedback votes, average stars, hold-check dates and the setter's
  notes (`setNotes`, the one prose property, 15-35 words). Arrays are JSON strings in cells.
- `Mbrs` (Parquet, no class description): the members on the system at the export: member
  number, membership type, join date, belay competency, age band, status, visits this year,
  payments this year, hire shoe size, preferred disciplines, induction / course dates, the three
  consents and a medical-note flag.
- `TickLog` (JSON Lines): the ticks members logged from 2025-01-02 to 2025-06-29: tick number,
  the route (`rtRef` -> `Rts.rt_id`), the member (`mbrRef` -> `Mbrs.mbrNo`), date, tick type,
  tries, stars, grade vote, public or not, where logged and the session.

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v14.py OUT   (writes OUT/climbing-centre/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "climbing-centre"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SET_FROM, SET_TO = date(2024, 9, 2), date(2025, 6, 26)
TICKS_FROM, TICKS_TO = date(2025, 1, 2), date(2025, 6, 29)
EXPORT_DAY = date(2025, 6, 30)
CLOSED = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}
LEAGUE_ROUNDS = [date(2025, 1, 14), date(2025, 2, 4), date(2025, 2, 25), date(2025, 3, 18)]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Rts",
        "Set rts/probs",
        [
            ("rt_id", "text", "Rt #"),
            ("Sector", "text", "Sect."),
            ("disc", "text", "Disc. (B/TR/L/AB)"),
            ("Grade", "text", "Grd (Font/Fr)"),
            ("holdCol", "text", "Col."),
            ("setter", "text", None),
            ("dtSet", "date", "Set"),
            ("dtStrip", "date", "Stripped (blank=up)"),
            ("nHolds", "int", "Holds # (incl. vols)"),
            ("ht_m", "number", "Ht, m"),
            ("angDeg", "int", "Ang., deg (+=overhang)"),
            ("styleTags", "text[]", "Style"),
            ("isComp", "boolean", "League prob?"),
            ("fbVotes", "int[]", "Grd fdbk (soft/fair/hard)"),
            ("avgStars", "number", "Avg stars"),
            ("chkDts", "date[]", "Hold chk dts"),
            ("setNotes", PROSE, "Setter notes"),
        ],
    ),
    (
        "Mbrs",
        None,
        [
            ("mbrNo", "text", "Mbr no."),
            ("memType", "text", "Memb. type"),
            ("dt_join", "date", "Joined"),
            ("belay", "text", "Belay comp. (TR/Lead)"),
            ("ageBand", "text", None),
            ("Status", "text", "Stat."),
            ("visits", "int", "Visits YTD"),
            ("pmtsGbp", "number[]", "Pmts YTD, £"),
            ("shoeEU", "number", "Hire shoe (EU)"),
            ("discPref", "text[]", "Pref. disc."),
            ("indDts", "date[]", "Induction/course dts"),
            ("consents", "boolean[]", "Cons. (photo/email/SMS)"),
            ("medNote", "boolean", "Med. note?"),
        ],
    ),
    (
        "TickLog",
        "App tick log",
        [
            ("tick_id", "text", "Tick #"),
            ("rtRef", "text", "Rt #"),
            ("mbrRef", "text", "Mbr"),
            ("dtClimb", "date", "Climbed"),
            ("TickType", "text", "Tick (F/OS/RP/rpt/att)"),
            ("tries", "int", "Att. #"),
            ("stars", "int", "Stars 1-5"),
            ("grdVote", "text", "Grd vote"),
            ("isPub", "boolean", None),
            ("src", "text", None),
            ("sess", "text", "Sess. (AM/PM/eve)"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

FONT = ["3", "4", "5", "5+", "6A", "6A+", "6B", "6B+", "6C", "6C+", "7A", "7A+", "7B", "7B+", "7C"]
FRENCH = [
    "3",
    "4",
    "5a",
    "5b",
    "5c",
    "6a",
    "6a+",
    "6b",
    "6b+",
    "6c",
    "6c+",
    "7a",
    "7a+",
    "7b",
    "7b+",
    "7c",
]
# difficulty index of a grade, for matching climbers to lines (rough, per discipline)
FONT_IDX = {g: i for i, g in enumerate(FONT)}
FRENCH_IDX = {g: max(0, i - 1) for i, g in enumerate(FRENCH)}
CIRCUIT = {
    "3": "White",
    "4": "White",
    "5": "Yellow",
    "5+": "Yellow",
    "6A": "Green",
    "6A+": "Green",
    "6B": "Blue",
    "6B+": "Blue",
    "6C": "Red",
    "6C+": "Red",
    "7A": "Purple",
    "7A+": "Purple",
    "7B": "Black",
    "7B+": "Black",
    "7C": "Black",
}
KIDS_CIRCUIT = {"3": "Pink", "4": "Orange", "5": "Orange"}
ROPE_COLOURS = [
    "Blue",
    "Green",
    "Grey",
    "Orange",
    "Pink",
    "Purple",
    "Red",
    "White",
    "Yellow",
    "Black",
]

B_GRADES = {
    "4": 5,
    "5": 8,
    "5+": 10,
    "6A": 12,
    "6A+": 12,
    "6B": 11,
    "6B+": 10,
    "6C": 9,
    "6C+": 7,
    "7A": 6,
    "7A+": 4,
    "7B": 3,
    "7B+": 2,
    "7C": 1,
}
R_GRADES = {
    "4": 3,
    "5a": 5,
    "5b": 7,
    "5c": 9,
    "6a": 11,
    "6a+": 11,
    "6b": 11,
    "6b+": 10,
    "6c": 8,
    "6c+": 7,
    "7a": 5,
    "7a+": 4,
    "7b": 3,
    "7b+": 2,
    "7c": 1,
}

# boulder sector: (lines, angle range, height range, reset cycle in weeks, grade filter, styles)
BOULDER_SECTORS = {
    "Cave": (
        20,
        (30, 45),
        (3.6, 4.2),
        (5, 7),
        lambda g: FONT_IDX[g] >= 3,
        ["powerful", "compression", "heel hooks", "toe hooks", "juggy", "slopey", "dyno"],
    ),
    "Prow": (
        16,
        (20, 35),
        (4.0, 4.5),
        (5, 7),
        lambda g: FONT_IDX[g] >= 2,
        ["pinchy", "compression", "heel hooks", "powerful", "crimpy"],
    ),
    "Slab Bay": (
        14,
        (-10, -2),
        (3.8, 4.3),
        (6, 8),
        lambda g: FONT_IDX[g] <= 10,
        ["balance", "technical", "smearing", "mantle", "crimpy"],
    ),
    "Comp Wall": (
        18,
        (5, 25),
        (4.0, 4.5),
        (4, 6),
        lambda g: True,
        ["dyno", "coord", "compression", "balance", "technical", "slopey"],
    ),
    "Barrel": (
        14,
        (10, 30),
        (3.5, 4.0),
        (6, 8),
        lambda g: True,
        ["slopey", "compression", "mantle", "powerful", "juggy"],
    ),
    "Kids Corner": (10, (0, 10), (3.0, 3.4), (9, 13), None, ["juggy", "balance"]),
}
# rope sector: (lines by discipline, angle range, height range, lifetime in weeks, grade filter, styles)
ROPE_SECTORS = {
    "Main Wall": (
        {"Top rope": 8, "Lead": 6},
        (0, 10),
        (14.0, 15.0),
        (10, 16),
        lambda g: True,
        ["technical", "crimpy", "endurance", "juggy"],
    ),
    "Overhang": (
        {"Lead": 10},
        (15, 30),
        (12.0, 13.5),
        (10, 16),
        lambda g: FRENCH_IDX[g] >= 4,
        ["pumpy", "endurance", "juggy", "powerful"],
    ),
    "Slab Lane": (
        {"Top rope": 8},
        (-8, 0),
        (10.0, 11.0),
        (10, 16),
        lambda g: FRENCH_IDX[g] <= 7,
        ["balance", "technical", "smearing", "crimpy"],
    ),
    "Auto Bay": (
        {"Auto-belay": 8},
        (0, 5),
        (9.0, 12.0),
        (8, 14),
        lambda g: FRENCH_IDX[g] <= 6,
        ["juggy", "endurance", "technical"],
    ),
}
SETTERS = {
    "Ffion Baird": 5,
    "Tariq Osei": 4,
    "Lena Vogt": 4,
    "Hamish Crerar": 3,
    "Joss Penhaligon": 3,
    "Noor Haddad": 2,
}
MEM_TYPES = {
    "Monthly DD": 38,
    "PAYG": 15,
    "10-visit": 13,
    "Off-peak DD": 10,
    "Student DD": 9,
    "Junior DD": 8,
    "Annual": 7,
}
DD_FEE = {"Monthly DD": 52.0, "Off-peak DD": 39.0, "Student DD": 41.5, "Junior DD": 33.0}
ANNUAL_FEE, TEN_VISIT_FEE, PAYG_ADULT, PAYG_JUNIOR, FREEZE_FEE = 540.0, 98.0, 13.5, 9.5, 6.0

HOLDS = ["jug", "crimp", "sloper", "pinch", "undercut", "sidepull", "pocket", "edge"]
VOLUMES = ["the big volume", "the grey dual-tex volume", "the wooden volume", "the triangle volume"]


def _days(start: date, end: date) -> list[date]:
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _setting_day(d: date) -> date:
    """The first Tuesday to Thursday on or after d (the setters' days)."""
    while d.weekday() not in (1, 2, 3) or d in CLOSED:
        d += timedelta(days=1)
    return d


def _note(rng: random.Random, r: dict) -> str:
    col = r["holdCol"].lower()
    hold = rng.choice(HOLDS)
    vol = rng.choice(VOLUMES)
    tags = r["styleTags"]
    rope = r["disc"] != "Boulder"
    if rope:
        start = rng.choice(
            [
                f"Steady start on {col} jugs to the second clip."
                if r["disc"] == "Lead"
                else f"Steady start on {col} jugs up the left side of the line.",
                "Stretchy first clip from the ground, spot the climber until it is in."
                if r["disc"] == "Lead"
                else "Easy start up the corner, stay on the marked holds only.",
                f"Big {hold}s low down, then the holds shrink halfway up.",
                "Starts off the low ledge, feet on anything marked.",
            ]
        )
        crux = rng.choice(
            [
                f"Crux is past {vol} at two thirds height, keep your hips in.",
                f"Sustained middle section on small {hold}s, shake out on the rail before the top.",
                f"Hard move off a {hold} just below the chains.",
                "Pumpy by the top, so climb it fast and do not over-grip.",
                f"The crux is a long reach to a {hold} out right.",
            ]
        )
        finish = rng.choice(
            [
                "Clip the chains from the good jug."
                if r["disc"] == "Lead"
                else "Finish by slapping the top hold.",
                "Lower off once both hands are on the finish hold.",
                "",
            ]
        )
    else:
        start = rng.choice(
            [
                f"Sit start matched on the low {col} {hold}.",
                f"Stand start with hands on the two marked {hold}s.",
                "Start from the low jug, feet on the kicker.",
                f"Sit start with left hand on the {hold} and right on the volume.",
            ]
        )
        crux = rng.choice(
            [
                f"Crux is the move off the {hold} to {vol}.",
                f"Big move right to {vol}, then match and rock over.",
                "Trust the smears, the feet are poor on the upper half.",
                f"Compress between the two {hold}s and bump up to the lip.",
                f"Dynamic throw to the top {hold}, commit to it.",
                f"Hard mantle over the top after the {hold}.",
            ]
        )
        finish = rng.choice(
            [
                "Match the top hold to finish.",
                "Top out over the lip and walk off the back.",
                "Finish on the marked jug, then down climb the ladder.",
                "",
            ]
        )
    advice = []
    if "heel hooks" in tags:
        advice.append("Heel hook on the left unlocks it.")
    if "coord" in tags:
        advice.append("Coordination start, run and jump.")
    if "slopey" in tags:
        advice.append("Slopers are better than they look, keep tension.")
    if "crimpy" in tags:
        advice.append("Sharp crimps, tape up if your skin is thin.")
    advice.append(
        rng.choice(
            [
                "Reachy for shorter climbers.",
                "Feels height dependent at the crux.",
                "Warm up first, it bites.",
                "Good warm up for the harder lines."
                if FONT_IDX.get(r["Grade"], 6) <= 4 and not rope
                else "Soft for the grade in my opinion.",
                "Check the marked holds are tight before trying.",
                "",
            ]
        )
    )
    league = "Set for the league round, scored on zone and top." if r["isComp"] else ""
    advice = [a for a in advice if a]
    rng.shuffle(advice)
    parts = [p for p in [start, crux, finish, league, *advice[: rng.choice([0, 1, 1, 2])]] if p]
    while len(" ".join(parts).split()) > 35:  # whole sentences only
        parts.pop()
    text = " ".join(parts)
    while len(text.split()) < 15:
        text += " " + rng.choice(
            ["Feedback welcome on the app.", "Brushed and checked after setting."]
        )
    return text


def _routes(rng: random.Random) -> list[dict]:
    routes: list[dict] = []

    def new_line(sector: str, disc: str, d: date, comp: bool) -> dict:
        if disc == "Boulder":
            n, ang, ht, _, ok, styles = BOULDER_SECTORS[sector]
            if sector == "Kids Corner":
                grade = _pick(rng, {"3": 4, "4": 5, "5": 2})
                col = KIDS_CIRCUIT[grade]
                setter = "Youth squad" if rng.random() < 0.6 else _pick(rng, SETTERS)
                holds = rng.randint(5, 10)
            else:
                grade = _pick(rng, {g: w for g, w in B_GRADES.items() if ok(g)})
                col = CIRCUIT[grade]
                setter = _pick(rng, SETTERS)
                holds = rng.randint(5, 9) if sector != "Slab Bay" else rng.randint(7, 16)
        else:
            lines, ang, ht, _, ok, styles = ROPE_SECTORS[sector]
            grade = _pick(rng, {g: w for g, w in R_GRADES.items() if ok(g)})
            col = rng.choice(ROPE_COLOURS)
            setter = _pick(rng, SETTERS)
            holds = rng.randint(18, 45)
        a = rng.randint(*ang)
        h = round(rng.uniform(*ht), 1)
        k = rng.choices([0, 1, 2, 3], weights=[8, 40, 38, 14])[0]
        tags = rng.sample(styles, min(k, len(styles)))
        if comp and "coord" not in tags and rng.random() < 0.3:
            tags = (tags + ["coord"])[:3]
        return {
            "rt_id": None,
            "Sector": sector,
            "disc": disc,
            "Grade": grade,
            "holdCol": col,
            "setter": setter,
            "dtSet": d,
            "dtStrip": None,
            "nHolds": holds,
            "ht_m": h,
            "angDeg": a,
            "styleTags": tags,
            "isComp": comp,
            "fbVotes": [0, 0, 0],
            "avgStars": None,
            "chkDts": [],
            "setNotes": "",
            "_q": min(4.8, max(1.4, rng.gauss(3.3, 0.6))),
            "_soft": rng.gauss(0.0, 0.8),
        }

    # boulder sectors: the whole sector stripped and reset every few weeks
    for sector, (n, _, _, (c0, c1), _, _) in BOULDER_SECTORS.items():
        d = _setting_day(SET_FROM + timedelta(days=rng.randint(0, 7 * c0 - 1)))
        current: list[dict] = []
        while d <= SET_TO:
            for r in current:
                r["dtStrip"] = d
            comp = sector == "Comp Wall" and d in LEAGUE_ROUNDS
            current = [new_line(sector, "Boulder", d, comp) for _ in range(n)]
            routes.extend(current)
            nxt = _setting_day(d + timedelta(days=7 * rng.randint(c0, c1)))
            if sector == "Comp Wall":
                due = [x for x in LEAGUE_ROUNDS if d < x <= nxt + timedelta(days=6)]
                if due:
                    nxt = due[0]
            d = nxt
    # rope sectors: each line replaced on its own when it has had its time
    for sector, (lines, _, _, (l0, l1), _, _) in ROPE_SECTORS.items():
        for disc, k in lines.items():
            for _ in range(k):
                d = _setting_day(SET_FROM + timedelta(days=rng.randint(0, 7 * l0)))
                prev = None
                while d <= SET_TO:
                    if prev is not None:
                        prev["dtStrip"] = d
                    prev = new_line(sector, disc, d, False)
                    routes.append(prev)
                    d = _setting_day(d + timedelta(days=7 * rng.randint(l0, l1)))
    # a few problems stripped early (spinning hold, broken hold, unpopular)
    for r in routes:
        if r["disc"] == "Boulder" and rng.random() < 0.03:
            end = r["dtStrip"] or EXPORT_DAY
            if (end - r["dtSet"]).days > 10:
                r["dtStrip"] = r["dtSet"] + timedelta(
                    days=rng.randint(3, (end - r["dtSet"]).days - 1)
                )
    routes.sort(
        key=lambda x: (x["dtSet"], x["disc"] != "Boulder", x["Sector"], FONT_IDX.get(x["Grade"], 0))
    )
    seq = {"B": 2400, "R": 860}
    for r in routes:
        k = "B" if r["disc"] == "Boulder" else "R"
        seq[k] += 1
        r["rt_id"] = f"{k}-{seq[k]:04d}"
    # hold checks: rope lines every four to six weeks while up, boulders now and then
    for r in routes:
        end = r["dtStrip"] or EXPORT_DAY
        if r["disc"] == "Boulder":
            days = (end - r["dtSet"]).days
            k = rng.choices([0, 1, 2], weights=[50, 38, 12])[0]
            if days > 8:
                r["chkDts"] = sorted(
                    {r["dtSet"] + timedelta(days=rng.randint(5, days - 1)) for _ in range(k)}
                )
        else:
            d = r["dtSet"] + timedelta(days=rng.randint(26, 42))
            while d < end:
                r["chkDts"].append(d)
                d += timedelta(days=rng.randint(28, 42))
    for r in routes:
        r["setNotes"] = _note(rng, r)
    return routes


def _members(rng: random.Random) -> list[dict]:
    members = []
    for _ in range(990):
        y = rng.random()
        if y < 0.38:
            join = date(2012, 3, 1) + timedelta(
                days=rng.randint(0, (date(2022, 12, 31) - date(2012, 3, 1)).days)
            )
        elif y < 0.53:
            join = date(2023, 1, 1) + timedelta(days=rng.randint(0, 364))
        elif y < 0.76:
            join = date(2024, 1, 1) + timedelta(days=rng.randint(0, 365))
        else:
            join = date(2025, 1, 2) + timedelta(
                days=rng.randint(0, (date(2025, 6, 27) - date(2025, 1, 2)).days)
            )
        mt = _pick(rng, MEM_TYPES)
        if mt == "Junior DD" or (mt == "PAYG" and rng.random() < 0.12):
            age = _pick(rng, {"U12": 35, "12-15": 45, "16-17": 20})
        elif mt == "Student DD":
            age = _pick(rng, {"18-24": 85, "25-34": 15})
        else:
            age = _pick(
                rng, {"16-17": 3, "18-24": 14, "25-34": 34, "35-44": 26, "45-54": 15, "55+": 8}
            )
        junior = age in ("U12", "12-15", "16-17")
        if age == "U12":
            belay = "TR" if rng.random() < 0.4 else None
        else:
            belay = _pick(rng, {"Lead": 22, "TR": 45, "none": 33})
            belay = None if belay == "none" else belay
        # status and the months paid in 2025
        if mt.endswith("DD"):
            status = _pick(rng, {"Active": 82, "Frozen": 6, "Cancelled": 12})
        elif mt == "Annual":
            status = _pick(rng, {"Active": 88, "Cancelled": 4, "Lapsed": 8})
        else:
            status = _pick(rng, {"Active": 58, "Lapsed": 42})
        first_month = 1 if join.year < 2025 else join.month
        end_month = 6
        if status == "Cancelled":
            end_month = rng.randint(first_month, 6) if first_month < 6 else 6
        freeze_from = 7
        if status == "Frozen":
            freeze_from = rng.randint(max(first_month, 2), 6) if first_month < 6 else 6
        # visits this year
        weeks = max(1, ((date(2025, 6, 29) - max(join, TICKS_FROM)).days + 1) / 7)
        if status == "Cancelled":
            weeks = max(1.0, min(weeks, (end_month - first_month + 0.5) * 4.3))
        if status == "Frozen":
            weeks = max(1.0, min(weeks, (freeze_from - first_month) * 4.3))
        rate = {
            "Monthly DD": 1.9,
            "Off-peak DD": 1.4,
            "Student DD": 1.6,
            "Junior DD": 1.1,
            "Annual": 2.0,
            "10-visit": 0.5,
            "PAYG": 0.25,
        }[mt] * rng.uniform(0.3, 1.6)
        visits = int(round(weeks * rate))
        if status == "Lapsed":
            visits = rng.randint(0, 4)
        elif mt in ("PAYG", "10-visit") and visits == 0:
            visits = 1
        pmts: list[float] = []
        if mt in DD_FEE:
            for m in range(first_month, end_month + 1):
                pmts.append(FREEZE_FEE if m >= freeze_from else DD_FEE[mt])
        elif mt == "Annual":
            if join.month <= 6 and status != "Lapsed":
                pmts.append(ANNUAL_FEE)
        elif mt == "10-visit":
            pmts += [TEN_VISIT_FEE] * max(1 if visits else 0, math.ceil(visits / 10))
        else:
            pmts += [PAYG_JUNIOR if junior else PAYG_ADULT] * min(visits, 20)
        if belay is None:
            pref = rng.choice(
                [["Boulder"], ["Boulder"], ["Boulder"], ["Boulder", "Auto-belay"], ["Auto-belay"]]
            )
        elif belay == "TR":
            pref = rng.choice(
                [
                    ["Top rope"],
                    ["Boulder", "Top rope"],
                    ["Top rope", "Auto-belay"],
                    ["Boulder", "Top rope", "Auto-belay"],
                    ["Boulder"],
                ]
            )
        else:
            pref = rng.choice(
                [
                    ["Lead"],
                    ["Boulder", "Lead"],
                    ["Lead", "Top rope"],
                    ["Boulder", "Lead", "Top rope"],
                ]
            )
        ind = [join + timedelta(days=rng.choice([0, 0, 0, 1, 3, 6]))]
        if belay is not None:
            ind.append(ind[-1] + timedelta(days=rng.randint(0, 200)))
        if belay == "Lead":
            ind.append(ind[-1] + timedelta(days=rng.randint(30, 700)))
        ind = sorted({min(x, date(2025, 6, 28)) for x in ind})
        members.append(
            {
                "mbrNo": None,
                "memType": mt,
                "dt_join": join,
                "belay": belay,
                "ageBand": age,
                "Status": status,
                "visits": visits,
                "pmtsGbp": pmts,
                "shoeEU": (
                    round(rng.uniform(30.5, 39.0) * 2) / 2
                    if junior
                    else round(rng.gauss(40.5, 2.6) * 2) / 2
                )
                if rng.random() < 0.42
                else None,
                "discPref": pref,
                "indDts": ind,
                "consents": [rng.random() < 0.7, rng.random() < 0.6, rng.random() < 0.3],
                "medNote": rng.random() < 0.06,
                "_end": date(2025, end_month, 28)
                if status == "Cancelled"
                else (
                    date(2025, freeze_from, 1) - timedelta(days=1)
                    if status == "Frozen"
                    else (date(2025, 3, 31) if status == "Lapsed" else TICKS_TO)
                ),
                "_bl": rng.gauss(6.0, 2.2) if not junior else rng.gauss(3.5, 2.0),
                "_rl": rng.gauss(6.0, 2.0) if not junior else rng.gauss(4.0, 2.0),
                "_pub": rng.random() < 0.75,
            }
        )
    # member numbers run in join order over every member ever; the export holds those on the system
    members.sort(key=lambda x: (x["dt_join"], x["memType"], x["visits"]))
    no = 10000
    last = date(2012, 3, 1)
    for m in members:
        no += max(1, int((m["dt_join"] - last).days * rng.uniform(2.0, 4.5))) + rng.randint(0, 3)
        last = m["dt_join"]
        m["mbrNo"] = f"M{no}"
    return members


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(14041)
    routes = _routes(rng)
    members = _members(rng)
    days = [d for d in _days(TICKS_FROM, TICKS_TO) if d not in CLOSED]
    up_on: dict[date, list[dict]] = {}
    for d in days:
        up_on[d] = [
            r for r in routes if r["dtSet"] <= d and (r["dtStrip"] is None or d < r["dtStrip"])
        ]

    # ---- the app users and their ticks ----
    loggers = [
        m for m in members if m["visits"] >= 2 and m["_end"] >= TICKS_FROM and rng.random() < 0.37
    ]
    ticks: list[dict] = []
    history: dict[tuple[str, str], bool] = {}
    for m in loggers:
        start = max(TICKS_FROM, m["dt_join"])
        window = [d for d in days if start <= d <= m["_end"]]
        if not window:
            continue
        sessions = min(len(window), max(1, int(m["visits"] * rng.uniform(0.03, 0.14))))
        weights = [3 if d.weekday() >= 5 else 2 for d in window]
        chosen = sorted(set(rng.choices(window, weights=weights, k=sessions)))
        can = {"Boulder", "Auto-belay"}
        if m["belay"] in ("TR", "Lead"):
            can.add("Top rope")
        if m["belay"] == "Lead":
            can.add("Lead")
        if "Boulder" not in m["discPref"] and rng.random() < 0.7:
            can.discard("Boulder")
        if m["ageBand"] not in ("U12", "12-15"):
            kids_ok = False
        else:
            kids_ok = True
        for d in chosen:
            pool = [
                r
                for r in up_on[d]
                if r["disc"] in can and (kids_ok or r["Sector"] != "Kids Corner")
            ]
            if not pool:
                continue

            def weight(r: dict) -> float:
                if r["disc"] == "Boulder":
                    gap = FONT_IDX[r["Grade"]] - m["_bl"]
                else:
                    gap = FRENCH_IDX[r["Grade"]] - m["_rl"]
                return math.exp(-abs(gap) * 0.9) * (1.3 if gap > 0 else 1.0)

            n = rng.choices([1, 2, 3, 4, 5, 6], weights=[24, 26, 22, 14, 8, 6])[0]
            picks = []
            for _ in range(n):
                r = rng.choices(pool, weights=[weight(x) for x in pool])[0]
                if r not in picks:
                    picks.append(r)
            if d.weekday() >= 5:
                sess = _pick(rng, {"AM": 45, "PM": 45, "Eve": 10})
            else:
                sess = _pick(rng, {"AM": 14, "PM": 24, "Eve": 62})
            src = "Kiosk" if rng.random() < 0.2 else "App"
            for r in picks:
                key = (m["mbrNo"], r["rt_id"])
                rope = r["disc"] != "Boulder"
                gap = (
                    (FRENCH_IDX[r["Grade"]] - m["_rl"])
                    if rope
                    else (FONT_IDX[r["Grade"]] - m["_bl"])
                )
                if key in history:
                    if history[key]:
                        tt, tries = "Repeat", rng.choice([1, 1, 1, 2])
                    elif rng.random() < 0.55:
                        tt, tries = "Redpoint", rng.randint(1, 6)
                    else:
                        tt, tries = "Attempt", rng.randint(1, 8)
                else:
                    p_first = 0.85 if gap < -1.5 else (0.5 if gap < 0.5 else 0.15)
                    if rng.random() < p_first:
                        tt, tries = ("Onsight" if rope and rng.random() < 0.85 else "Flash"), 1
                    elif rng.random() < 0.5:
                        tt, tries = "Redpoint", rng.randint(2, 10)
                    else:
                        tt, tries = "Attempt", rng.randint(1, 8)
                if r["disc"] == "Auto-belay" and tt == "Attempt":
                    tries = min(tries, 3)
                sent = tt != "Attempt"
                history[key] = history.get(key, False) or sent
                stars = None
                if rng.random() < 0.6:
                    stars = max(1, min(5, int(round(r["_q"] + rng.gauss(0, 0.7)))))
                vote = None
                if sent and tt != "Repeat" and rng.random() < 0.5:
                    s = r["_soft"] + rng.gauss(0, 0.9)
                    vote = "soft" if s > 0.6 else ("hard" if s < -0.6 else "fair")
                ticks.append(
                    {
                        "rtRef": r["rt_id"],
                        "mbrRef": m["mbrNo"],
                        "dtClimb": d,
                        "TickType": tt,
                        "tries": tries,
                        "stars": stars,
                        "grdVote": vote,
                        "isPub": m["_pub"] if rng.random() < 0.95 else not m["_pub"],
                        "src": src,
                        "sess": sess,
                    }
                )
    ticks.sort(key=lambda x: (x["dtClimb"], x["mbrRef"], x["rtRef"]))
    out_ticks = [{"tick_id": f"TK25-{i:05d}", **t} for i, t in enumerate(ticks, start=1)]

    # ---- grade votes and stars on the routes: the 2025 ticks, plus 2024's (not exported) ----
    by_id = {r["rt_id"]: r for r in routes}
    ratings: dict[str, list[int]] = {r["rt_id"]: [] for r in routes}
    for t in out_ticks:
        r = by_id[t["rtRef"]]
        if t["grdVote"] is not None:
            r["fbVotes"][["soft", "fair", "hard"].index(t["grdVote"])] += 1
        if t["stars"] is not None:
            ratings[r["rt_id"]].append(t["stars"])
    for r in routes:
        if r["dtSet"] < TICKS_FROM:
            end = min(r["dtStrip"] or TICKS_FROM, TICKS_FROM)
            weeks = max(0, (end - r["dtSet"]).days) / 7
            extra = int(weeks * rng.uniform(0.1, 1.0) * (1.6 if r["disc"] == "Boulder" else 1.0))
            for _ in range(extra):
                ratings[r["rt_id"]].append(max(1, min(5, int(round(r["_q"] + rng.gauss(0, 0.7))))))
                if rng.random() < 0.4:
                    s = r["_soft"] + rng.gauss(0, 0.9)
                    r["fbVotes"][0 if s > 0.6 else (2 if s < -0.6 else 1)] += 1
        if ratings[r["rt_id"]]:
            r["avgStars"] = round(sum(ratings[r["rt_id"]]) / len(ratings[r["rt_id"]]), 2)
    # visits cover the days ticked
    tick_days: dict[str, set] = {}
    for t in out_ticks:
        tick_days.setdefault(t["mbrRef"], set()).add(t["dtClimb"])
    for m in members:
        m["visits"] = max(m["visits"], len(tick_days.get(m["mbrNo"], ())))
        if m["memType"] == "PAYG":
            junior = m["ageBand"] in ("U12", "12-15", "16-17")
            m["pmtsGbp"] = [PAYG_JUNIOR if junior else PAYG_ADULT] * min(m["visits"], 20)

    for r in routes:
        del r["_q"], r["_soft"]
    for m in members:
        del m["_end"], m["_bl"], m["_rl"], m["_pub"]
    routes.sort(key=lambda x: x["rt_id"])
    return {"Rts": routes, "Mbrs": members, "TickLog": out_ticks}


def build(out: Path) -> Path:
    """Write `climbing-centre/schema.json` and its three objects files under out."""
    formats = {"Rts": "csv", "Mbrs": "parquet", "TickLog": "jsonl"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
