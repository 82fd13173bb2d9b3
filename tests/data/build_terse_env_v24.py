"""Write `mountain-rescue`: an invented volunteer mountain rescue team's export, named tersely.

Kelderdale Mountain Rescue Team, an invented volunteer team covering the invented Kelder Fells
(every member, callsign, place, incident, asset tag and note is made up; the trade's terms are
the ordinary ones of UK mountain rescue), exported its records the way an engineer exports them:
abbreviated property names in mixed habits (snake_case `dt_left`, `inc_no`, `chk_ref`,
`ropeLen_m`; camelCase `dtJoined`, `casCareExp`, `isDrvr`, `nCO12m`, `pctTrg`, `assessDts`,
`dtPaged`, `reqBy`, `nMbrs`, `durHrs`, `nCas`, `casAges`, `stoodDown`, `isMutAid`, `assetTag`,
`kitCat`, `dtChk`, `chkdBy`, `battPct`, `usesSince`, `expDts`, `partsGbp`, `odoMi`; PascalCase
`Status`, `IncCat`, `ChkType`; glued lowercase `callsign`, `sname`, `fname`, `role`, `quals`,
`sarda`, `zone`, `loc`, `tl`, `manhrs`, `inj`, `aircraft`, `dark`, `wx`, `notes`, `res`, `yom`,
`dfcts`, `restocked`; prefixes `dt`, `n`, `is`, `pct`), abbreviated class names (`Mbrs`, a clipped
plural; `SARInc`, with an acronym; `KitChk`), terse descriptions in the trade's shorthand ("C/S",
"Cas Care exp.", "C/O attd, 12m", "Pers-hrs", "S/D b4 arr.?", "Helo", "Wx", "YOM", "Odo, mi",
"Parts, £ inc VAT"), five properties with no description (`fname`, `zone`, `reqBy`, `dark`,
`usesSince`) and one collection (`KitChk`) with no class description.

- `Mbrs` (JSON Lines): the team roll, current and past members since 1991: callsign, names,
  status, role, joined and left dates, Casualty Care expiry, qualifications, dog handler, blue-light
  driver, callouts attended in the last 12 months, training attendance, home zone and hill-party
  assessment dates.
- `SARInc` (CSV): every callout from 2018-01-01 to 2025-06-30: incident number, date paged,
  category, location, who requested the team, team leader (`tl`, a `Mbrs.callsign`), members out,
  person-hours, duration, casualties, their ages and suspected injuries, aircraft, stood down,
  mutual aid, darkness, weather and the incident narrative (`notes`, the one prose property).
- `KitChk` (Parquet, no class description): every kit and equipment check from 2023-07-01 to
  2025-06-30: check reference, asset tag, kit category, check type, date, checker (`chkdBy`, a
  `Mbrs.callsign`), result, battery, rope length, year of manufacture, uses since the last LOLER
  examination, defects, expiry dates, parts cost, odometer and restocked.

The output is deterministic (one seeded `random.Random`; no set or hash order is used).

Usage: python build_terse_env_v24.py OUT   (writes OUT/mountain-rescue/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "mountain-rescue"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
INC_FROM, EXPORT_DAY = date(2018, 1, 1), date(2025, 6, 30)
CHK_FROM = date(2023, 7, 1)
YEAR_12M = date(2024, 7, 1)  # nCO12m counts callouts from here to the export day

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Mbrs",
        "Mbr roll (curr. & past)",
        [
            ("callsign", "text", "C/S"),
            ("sname", "text", "Surname"),
            ("fname", "text", None),
            ("Status", "text", "Stat. (F/P/T/R/S/L)"),
            ("role", "text", "Prim. role"),
            ("dtJoined", "date", "Joined"),
            ("dt_left", "date", "Left (blank=curr.)"),
            ("casCareExp", "date", "Cas Care exp."),
            ("quals", "text[]", "Quals"),
            ("sarda", "boolean", "Dog hndlr (SARDA)"),
            ("isDrvr", "boolean", "Blue lt drvr?"),
            ("nCO12m", "int", "C/O attd, 12m"),
            ("pctTrg", "number", "Trg att., % (24/25)"),
            ("zone", "text", None),
            ("assessDts", "date[]", "Hill pty assmt dts"),
        ],
    ),
    (
        "SARInc",
        "C/O log 2018-",
        [
            ("inc_no", "text", "Inc #"),
            ("dtPaged", "date", "Paged"),
            ("IncCat", "text", "Cat."),
            ("loc", "text", "Locn"),
            ("reqBy", "text", None),
            ("tl", "text", "TL"),
            ("nMbrs", "int", "Mbrs out #"),
            ("manhrs", "number", "Pers-hrs"),
            ("durHrs", "number", "Dur., hrs"),
            ("nCas", "int", "Cas #"),
            ("casAges", "int[]", "Cas age(s)"),
            ("inj", "text[]", "Inj. (susp.)"),
            ("aircraft", "text", "Helo"),
            ("stoodDown", "boolean", "S/D b4 arr.?"),
            ("isMutAid", "boolean", "Mut. aid?"),
            ("dark", "boolean", None),
            ("wx", "text", "Wx"),
            ("notes", PROSE, "Inc. narr."),
        ],
    ),
    (
        "KitChk",
        None,
        [
            ("chk_ref", "text", "Chk #"),
            ("assetTag", "text", "Asset"),
            ("kitCat", "text", "Kit cat."),
            ("ChkType", "text", "Chk typ (wkly/mthly/LOLER/post-use/ann.)"),
            ("dtChk", "date", "Chk dt"),
            ("chkdBy", "text", "Chkd by"),
            ("res", "text", "Res."),
            ("battPct", "number", "Batt, %"),
            ("ropeLen_m", "number", "Len, m"),
            ("yom", "int", "YOM"),
            ("usesSince", "int", None),
            ("dfcts", "text[]", "Dfcts"),
            ("expDts", "date[]", "Exp. dts (drugs/pads/cyl.)"),
            ("partsGbp", "number", "Parts, £ inc VAT"),
            ("odoMi", "int", "Odo, mi"),
            ("restocked", "boolean", "Restock'd?"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

FORENAMES = [
    "Alan",
    "Amy",
    "Andy",
    "Beth",
    "Ben",
    "Carys",
    "Chris",
    "Claire",
    "Dan",
    "Dave",
    "Emma",
    "Ewan",
    "Fiona",
    "Gareth",
    "Gemma",
    "Graham",
    "Hannah",
    "Harry",
    "Helen",
    "Ian",
    "Jack",
    "Jane",
    "Jess",
    "Jim",
    "Jo",
    "John",
    "Kate",
    "Keith",
    "Laura",
    "Liam",
    "Lucy",
    "Mark",
    "Martin",
    "Megan",
    "Mike",
    "Neil",
    "Nicola",
    "Owen",
    "Paul",
    "Pete",
    "Phil",
    "Rachel",
    "Rhian",
    "Rob",
    "Ruth",
    "Sam",
    "Sarah",
    "Simon",
    "Sophie",
    "Steve",
    "Tom",
    "Tony",
    "Vicky",
    "Will",
    "Zoe",
    "Aled",
    "Bryony",
    "Callum",
    "Dougie",
    "Elin",
    "Fraser",
    "Gwen",
    "Hamish",
    "Isla",
    "Jonty",
    "Kirsty",
    "Lewis",
    "Mairi",
    "Niall",
    "Orla",
    "Priya",
    "Rory",
    "Tariq",
]
SURNAMES = [
    "Ainsley",
    "Armitage",
    "Bainbridge",
    "Birkett",
    "Braithwaite",
    "Brocklebank",
    "Capstick",
    "Dalzell",
    "Dowthwaite",
    "Edmondson",
    "Fawcett",
    "Fenwick",
    "Gaskell",
    "Gilpin",
    "Hartley",
    "Haslam",
    "Heseltine",
    "Hodgson",
    "Holme",
    "Ireland",
    "Jopson",
    "Kirkbride",
    "Lamonby",
    "Langstaff",
    "Lowther",
    "Metcalfe",
    "Moorhouse",
    "Nelson",
    "Nicholson",
    "Oglethorpe",
    "Pattinson",
    "Pickthall",
    "Postlethwaite",
    "Rawes",
    "Relph",
    "Robinson",
    "Rudd",
    "Scott",
    "Sewell",
    "Slack",
    "Stainton",
    "Stephenson",
    "Tennant",
    "Thwaites",
    "Tyson",
    "Walker",
    "Whitehead",
    "Wilkinson",
    "Wilson",
    "Wren",
    "Yewdale",
    "Allonby",
    "Banks",
    "Carrick",
    "Dobson",
    "Ellwood",
    "Fell",
    "Garnett",
    "Hebblethwaite",
    "Iveson",
    "Kendall",
    "Lancaster",
    "Mossop",
    "Nixon",
    "Park",
    "Rigg",
    "Satterthwaite",
    "Troughton",
    "Usher",
    "Varty",
    "Warbrick",
    "Youdell",
    "Kaur",
    "Okafor",
    "Novak",
    "McLeod",
    "Evans",
    "Jones",
    "Pritchard",
    "Morgan",
    "Campbell",
    "Fraser",
    "Grant",
    "Hughes",
    "Lloyd",
    "Chambers",
    "Dunne",
    "Boyle",
    "Reilly",
    "Shah",
    "Patel",
    "Khan",
    "Adeyemi",
    "Lindqvist",
    "Nowak",
    "Baxter",
    "Cowperthwaite",
    "Dixon",
    "Eccles",
    "Fleming",
    "Gibson",
    "Hale",
    "Irving",
    "Jackson",
    "Kemp",
    "Leck",
    "Mason",
    "Noble",
    "Owen",
    "Platt",
    "Quayle",
    "Ridley",
    "Salkeld",
    "Todd",
    "Unsworth",
    "Vickers",
    "Wharton",
    "Youngman",
]
ZONES = {"Kelderdale": 9, "Ashgill": 6, "Thornby": 5, "Scarrow": 5, "Out of area": 2}
QUALS = {
    "SRT": 0.24,
    "Rope tech": 0.30,
    "Crag": 0.22,
    "Snow & ice": 0.14,
    "Radio op": 0.0,
    "Search mgr": 0.0,
}
ASSESS_DAYS = [
    date(2022, 3, 12),
    date(2022, 10, 8),
    date(2023, 3, 18),
    date(2023, 10, 14),
    date(2024, 3, 16),
    date(2024, 10, 12),
    date(2025, 3, 15),
]

# place: (weight, kind, ours) ; kind decides which categories happen there
PLACES = {
    "Skarn Pike": (14, "summit", True),
    "Skarn Edge": (11, "ridge", True),
    "Hollin Fell": (8, "summit", True),
    "Greystane Crag": (9, "crag", True),
    "Mirk Buttress": (5, "crag", True),
    "Blackbeck Tarn": (5, "path", True),
    "Mossgill Force": (6, "water", True),
    "Cauldron Gill": (5, "water", True),
    "Langrigg Head": (6, "path", True),
    "High Scarrow": (7, "summit", True),
    "Scarrow Bridge": (3, "valley", True),
    "Thornby Moor": (6, "moor", True),
    "Ashgill Pass": (8, "path", True),
    "Kelder Water": (4, "water", True),
    "Kelder Forest": (6, "forest", True),
    "Ravensett Quarry": (3, "crag", True),
    "Stake Rigg": (5, "ridge", True),
    "Fothergill Bridleway": (5, "bike", True),
    "Whinny Knott": (4, "summit", True),
    "Kelderdale (valley)": (4, "valley", True),
    "Coldstone Fell": (3, "summit", False),
    "Harrowby Edge": (3, "ridge", False),
    "Brantsike Moss": (2, "moor", False),
}
CAT_PLACES = {
    "Slip/trip": ["summit", "ridge", "path", "valley", "moor", "forest", "water"],
    "Lost/benighted": ["summit", "ridge", "path", "moor", "forest"],
    "Medical": ["summit", "path", "valley", "ridge", "moor"],
    "Cragfast": ["crag", "ridge"],
    "Climbing fall": ["crag"],
    "MisPer": ["moor", "forest", "valley", "path", "water", "summit"],
    "MTB": ["bike", "forest", "path"],
    "Water": ["water"],
    "Animal": ["crag", "ridge", "water", "summit"],
    "False alarm (GI)": ["summit", "ridge", "path", "moor", "crag", "water"],
}
CATS = {
    "Slip/trip": 30,
    "Lost/benighted": 17,
    "MisPer": 10,
    "Medical": 9,
    "Cragfast": 7,
    "Climbing fall": 6,
    "False alarm (GI)": 7,
    "MTB": 6,
    "Animal": 4,
    "Water": 4,
}
MONTH_W = {1: 7, 2: 7, 3: 9, 4: 11, 5: 12, 6: 12, 7: 14, 8: 15, 9: 11, 10: 9, 11: 7, 12: 8}
WX_BY_MONTH = {
    "winter": {"Fine": 3, "Rain": 3, "Low cloud/mist": 3, "Snow/ice": 4, "Gale": 2},
    "spring": {"Fine": 6, "Rain": 3, "Low cloud/mist": 3, "Snow/ice": 1, "Gale": 1},
    "summer": {"Fine": 9, "Rain": 3, "Low cloud/mist": 2, "Gale": 1},
    "autumn": {"Fine": 4, "Rain": 4, "Low cloud/mist": 3, "Gale": 2},
}
SEASON = {
    12: "winter",
    1: "winter",
    2: "winter",
    3: "spring",
    4: "spring",
    5: "spring",
    6: "summer",
    7: "summer",
    8: "summer",
    9: "autumn",
    10: "autumn",
    11: "autumn",
}

KIT = {
    # category: (tag prefix, count, yom range, check type, defects, LOLER item)
    "Vehicle": (
        "MRV",
        3,
        (2012, 2021),
        "Weekly",
        ["tyre wear", "blue light fault", "low coolant", "bodywork damage", "winch fault"],
        False,
    ),
    "Radio": (
        "RD-",
        24,
        (2015, 2023),
        "Monthly",
        ["batt. low", "aerial damaged", "PTT fault"],
        False,
    ),
    "AED": (
        "AED-",
        4,
        (2017, 2022),
        "Monthly",
        ["pads expired", "self-test fail", "batt. low"],
        False,
    ),
    "Med bag": (
        "MB-",
        8,
        (2016, 2023),
        "Monthly",
        ["seal broken", "items missing", "items expired"],
        False,
    ),
    "Entonox": ("ENT-", 4, (2019, 2023), "Monthly", ["cyl. low", "valve leak"], False),
    "O2": ("O2-", 3, (2018, 2023), "Monthly", ["cyl. low", "valve leak"], False),
    "Casbag": ("CB-", 6, (2014, 2022), "Monthly", ["zip fault", "tear", "items missing"], False),
    "Rope": (
        "RP-",
        30,
        (2013, 2023),
        "LOLER 6m",
        ["sheath glazing", "sheath cut", "core damage", "contamination", "stiffness"],
        True,
    ),
    "Harness": (
        "HN-",
        30,
        (2014, 2023),
        "LOLER 6m",
        ["webbing abrasion", "stitching worn", "buckle corrosion"],
        True,
    ),
    "Hardware": (
        "HW-",
        16,
        (2012, 2023),
        "LOLER 6m",
        ["gate sticky", "sharp edge", "pulley wear", "corrosion"],
        True,
    ),
    "Stretcher": (
        "ST-",
        4,
        (2010, 2021),
        "LOLER 6m",
        ["wheel damage", "strap wear", "frame crack"],
        True,
    ),
    "Vac mat.": ("VM-", 4, (2016, 2022), "LOLER 6m", ["puncture", "valve fault"], True),
    "Helmet": ("HL-", 40, (2012, 2023), "Annual", ["shell crack", "chinstrap worn"], False),
}
REPLACED = ("Rope", "Harness", "Helmet", "Hardware", "Stretcher", "Vac mat.", "Radio", "Casbag")
LOLER_DAYS = [date(2023, 7, 15), date(2024, 1, 13), date(2024, 7, 13), date(2025, 1, 11)]
HELMET_DAYS = [date(2023, 10, 4), date(2024, 10, 2)]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _rand_date(rng: random.Random, a: date, b: date) -> date:
    return a + timedelta(days=rng.randint(0, (b - a).days))


# ---- members -------------------------------------------------------------------------------


def _members(rng: random.Random) -> list[dict]:
    plan = []  # (status, role, joined range, left range or None)
    cur_status = (
        ["Full"] * 44 + ["Probationer"] * 6 + ["Trainee"] * 8 + ["Reserve"] * 7 + ["Support"] * 9
    )
    # current members
    tl_left = 5
    dtl_left = 6
    doc_left = 2
    base_left = 5
    for st in cur_status:
        if st == "Full":
            if tl_left:
                tl_left -= 1
                plan.append((st, "TL", (date(1993, 1, 1), date(2010, 12, 31)), None))
                continue
            if dtl_left:
                dtl_left -= 1
                plan.append((st, "Dep. TL", (date(1997, 1, 1), date(2016, 12, 31)), None))
                continue
            if doc_left:
                doc_left -= 1
                plan.append((st, "Doctor", (date(2003, 1, 1), date(2019, 12, 31)), None))
                continue
            if base_left:
                base_left -= 1
                plan.append((st, "Base op", (date(1999, 1, 1), date(2020, 12, 31)), None))
                continue
            plan.append((st, "Hill party", (date(1996, 1, 1), date(2022, 6, 30)), None))
        elif st == "Probationer":
            plan.append((st, "Hill party", (date(2023, 3, 1), date(2024, 6, 30)), None))
        elif st == "Trainee":
            plan.append((st, "Hill party", (date(2024, 9, 1), date(2025, 5, 31)), None))
        elif st == "Reserve":
            plan.append(
                (
                    st,
                    rng.choice(["Hill party", "Hill party", "Base op"]),
                    (date(1994, 1, 1), date(2015, 12, 31)),
                    None,
                )
            )
        else:
            plan.append((st, "Admin/fundraising", (date(2001, 1, 1), date(2024, 12, 31)), None))
    # past members: some team leaders leaving during the callout log
    for left in (date(2019, 5, 2), date(2021, 11, 20), date(2023, 2, 8)):
        plan.append(("Left", "TL", (date(1991, 1, 1), date(2002, 12, 31)), (left, left)))
    for left in (date(2020, 9, 14), date(2024, 4, 30)):
        plan.append(("Left", "Dep. TL", (date(1993, 1, 1), date(2009, 12, 31)), (left, left)))
    plan.append(
        (
            "Left",
            "Doctor",
            (date(1995, 1, 1), date(2005, 12, 31)),
            (date(2018, 8, 31), date(2018, 8, 31)),
        )
    )
    for _ in range(4):
        plan.append(
            (
                "Left",
                "Base op",
                (date(1991, 1, 1), date(2012, 12, 31)),
                (date(2006, 1, 1), date(2024, 12, 31)),
            )
        )
    for _ in range(3):
        plan.append(
            (
                "Left",
                "Admin/fundraising",
                (date(1991, 1, 1), date(2015, 12, 31)),
                (date(2004, 1, 1), date(2023, 12, 31)),
            )
        )
    while len(plan) < 160:
        plan.append(
            (
                "Left",
                "Hill party",
                (date(1991, 1, 1), date(2022, 12, 31)),
                (date(1996, 1, 1), date(2025, 5, 31)),
            )
        )

    names_used: list[tuple[str, str]] = []
    members = []
    for st, role, (j0, j1), lr in plan:
        joined = _rand_date(rng, j0, j1)
        left = None
        if lr is not None:
            lo = max(lr[0], joined + timedelta(days=400))
            hi = max(lr[1], lo)
            left = _rand_date(rng, lo, hi) if lr[0] != lr[1] else lr[0]
        while True:
            fn = rng.choice(FORENAMES)
            sn = rng.choice(SURNAMES)
            if (fn, sn) not in names_used:
                names_used.append((fn, sn))
                break
        members.append(
            {"_st": st, "_role": role, "_joined": joined, "_left": left, "fname": fn, "sname": sn}
        )
    members.sort(key=lambda m: (m["_joined"], m["sname"], m["fname"]))

    out = []
    for i, m in enumerate(members, start=1):
        st, role, joined, left = m["_st"], m["_role"], m["_joined"], m["_left"]
        hill = role in ("Hill party", "TL", "Dep. TL")
        # Casualty Care certificate: 3 years, renewed by most hill-going members
        cas = None
        if st == "Left":
            if hill and rng.random() < 0.55 and left.year >= 2004:
                cas = _rand_date(rng, left - timedelta(days=900), left + timedelta(days=600))
        elif st in ("Full", "Probationer") and role != "Doctor" and (hill or rng.random() < 0.4):
            if rng.random() < 0.9:
                cas = _rand_date(rng, date(2025, 2, 1), date(2028, 5, 31))
            else:
                cas = _rand_date(rng, date(2024, 6, 1), date(2025, 6, 29))  # lapsed
        elif st == "Trainee" and rng.random() < 0.25:
            cas = _rand_date(rng, date(2027, 11, 1), date(2028, 5, 31))
        elif st == "Reserve" and rng.random() < 0.6:
            cas = _rand_date(rng, date(2021, 1, 1), date(2026, 12, 31))
        quals = []
        if st not in ("Trainee", "Support") and role != "Admin/fundraising":
            for q, p in QUALS.items():
                if q == "Search mgr":
                    if role in ("TL", "Dep. TL") and rng.random() < 0.85:
                        quals.append(q)
                elif q == "Radio op":
                    if role == "Base op" or (rng.random() < 0.12):
                        quals.append(q)
                elif hill and rng.random() < p:
                    quals.append(q)
            quals = quals[:3]
        sarda = False
        drvr = (
            st not in ("Trainee", "Support")
            and role != "Admin/fundraising"
            and rng.random() < (0.55 if role in ("TL", "Dep. TL") else 0.3)
        )
        pct = None
        if st != "Left" and joined <= date(2025, 1, 1):
            if st == "Support":
                pct = round(rng.uniform(5, 45), 1)
            elif st == "Reserve":
                pct = round(rng.uniform(10, 50), 1)
            else:
                pct = round(rng.uniform(48, 100), 1)
        assess = []
        if hill:
            for d in ASSESS_DAYS:
                active = joined + timedelta(days=180) < d and (left is None or left > d)
                if active and st != "Reserve" and rng.random() < 0.33:
                    assess.append(d)
            assess = assess[-3:]
        out.append(
            {
                "callsign": f"KD{i:03d}",
                "sname": m["sname"],
                "fname": m["fname"],
                "Status": st,
                "role": role,
                "dtJoined": joined,
                "dt_left": left,
                "casCareExp": cas,
                "quals": quals,
                "sarda": sarda,
                "isDrvr": drvr,
                "nCO12m": 0,
                "pctTrg": pct,
                "zone": _pick(rng, ZONES),
                "assessDts": assess,
                "_keen": rng.uniform(0.3, 1.0),
            }
        )
    # search dog handlers: hill party members, three current, two past
    cur_hill = [m for m in out if m["Status"] == "Full" and m["role"] == "Hill party"]
    past_hill = [
        m
        for m in out
        if m["Status"] == "Left" and m["role"] == "Hill party" and m["dt_left"].year >= 2015
    ]
    for m in rng.sample(cur_hill, 3) + rng.sample(past_hill, 2):
        m["sarda"] = True
    return out


def _active(m: dict, d: date) -> bool:
    return m["dtJoined"] <= d and (m["dt_left"] is None or m["dt_left"] > d)


def _can_attend(m: dict, d: date) -> bool:
    if (
        not _active(m, d)
        or m["role"] == "Admin/fundraising"
        or m["Status"] in ("Support", "Trainee")
    ):
        return False
    if m["Status"] == "Probationer" and d < m["dtJoined"] + timedelta(days=180):
        return False
    return True


# ---- callouts ------------------------------------------------------------------------------

INJ = {
    "Slip/trip": ({"lower leg": 10, "upper limb": 3, "head": 2, "hip/pelvis": 1, "back": 1}, 0.92),
    "Climbing fall": (
        {
            "head": 3,
            "spinal (susp.)": 3,
            "chest": 2,
            "upper limb": 3,
            "lower leg": 3,
            "hip/pelvis": 1,
        },
        1.0,
    ),
    "Medical": (
        {"cardiac": 5, "exhaustion": 3, "hypothermia": 2, "seizure": 2, "diabetic": 1},
        1.0,
    ),
    "Lost/benighted": ({"hypothermia": 2, "exhaustion": 3}, 0.22),
    "MisPer": ({"hypothermia": 3, "exhaustion": 1, "head": 1}, 0.35),
    "MTB": ({"upper limb": 4, "head": 3, "chest": 2, "lower leg": 1, "spinal (susp.)": 1}, 1.0),
    "Water": ({"hypothermia": 4, "lower leg": 1, "head": 1}, 0.8),
    "Cragfast": ({"exhaustion": 1, "lower leg": 1}, 0.12),
    "Animal": ({}, 0.0),
    "False alarm (GI)": ({}, 0.0),
}
WHO = {
    "Slip/trip": "a walker",
    "Lost/benighted": "walkers",
    "Medical": "a walker taken ill",
    "Cragfast": "a scrambler",
    "Climbing fall": "a climber",
    "MisPer": "a missing person",
    "MTB": "a mountain biker",
    "Water": "a person in the water",
    "Animal": "a crag-fast dog",
    "False alarm (GI)": "reported shouts",
}


def _sentence_case(s: str) -> str:
    return s[0].upper() + s[1:]


def _narrative(rng: random.Random, c: dict) -> str:
    cat, loc = c["IncCat"], c["loc"]
    hh = rng.randint(17, 23) if c["dark"] else rng.randint(8, 17)
    tm = f"{hh:02d}:{rng.choice([0, 5, 10, 12, 18, 20, 25, 30, 35, 40, 45, 48, 50, 55]):02d}"
    req = {
        "Police": "police",
        "Ambulance": "ambulance control",
        "Coastguard": "the Coastguard",
        "Fire": "fire control",
        "Other MRT": "the neighbouring team",
    }[c["reqBy"]]
    n = c["nCas"]
    parts = []
    if cat == "Lost/benighted" and n > 1:
        who = f"a party of {n} walkers"
    elif cat == "Slip/trip" and c["casAges"]:
        who = f"a walker aged {c['casAges'][0]}"
    else:
        who = WHO[cat]
    where = (
        rng.choice(["at", "near", "below", "above", "on the path at"])
        if loc != "Kelderdale (valley)"
        else "in"
    )
    parts.append(f"Paged {tm} by {req} for {who} {where} {loc.replace(' (valley)', '')}.")
    inj = c["inj"]
    if c["stoodDown"]:
        if c["aircraft"] != "None":
            parts.append(
                rng.choice(
                    [
                        "Stood down before deploying, air ambulance on scene first and took the casualty.",
                        "Stood down en route, air ambulance landed beside the casualty.",
                    ]
                )
            )
        else:
            parts.append(
                rng.choice(
                    [
                        "Stood down before arrival, casualty made own way off with friends.",
                        "Stood down en route, casualty walked off unaided.",
                        "Stood down by police, subject found safe and well at home.",
                        "Team stood down at base, party located by phone and walked down.",
                        "Stood down by ambulance control, land ambulance reached the casualty from the road.",
                    ]
                )
            )
    elif cat == "False alarm (GI)":
        parts.append(
            rng.choice(
                [
                    "Hasty party searched the area and the path up, nothing found.",
                    "Whistle blasts reported by a camper, area swept with thermal camera, nothing found.",
                    "Torch lights seen on the crag, turned out to be climbers finishing late, all well.",
                    "Search of the gill and the crag foot, no sign of anyone. False alarm with good intent.",
                ]
            )
        )
    elif cat == "Animal":
        parts.append(
            rng.choice(
                [
                    "Dog stuck on a ledge, lowered by rope team and returned to owner.",
                    "Sheepdog cragfast above the gill, two team members abseiled in and recovered it.",
                    "Owner attempting to reach the dog, team recovered both to the path.",
                ]
            )
        )
    elif cat == "MisPer":
        parts.append(
            rng.choice(
                [
                    "Search planned with police search adviser, hill parties tasked to paths and the forest edge.",
                    "Search areas assigned, dog teams and drone deployed, hill parties on the high ground.",
                    f"Subject's car found at {rng.choice(['Scarrow Bridge', 'the Ashgill Pass car park', 'Kelder Water'])}, search started from there.",
                ]
            )
        )
        parts.append(
            rng.choice(
                [
                    "Subject found by a search dog, cold but alert, walked off with the team.",
                    "Found by a hill party after several hours, mild hypothermia, casbag and warmed in the vehicle.",
                    "Subject found walking on the road by a police patrol, checked over by the team.",
                    "Found deceased. Police informed, recovery by the team later in the day.",
                    "Search continued through the night, subject found at first light and evacuated by stretcher.",
                ]
            )
        )
    else:
        if inj:
            parts.append(
                f"Suspected {' and '.join(x.replace(' (susp.)', '') for x in inj)} injur{'ies' if len(inj) > 1 else 'y'}.".replace(
                    "cardiac injury", "cardiac problem"
                )
                .replace("hypothermia injury", "hypothermia")
                .replace("exhaustion injury", "exhaustion")
            )
        action = {
            "Slip/trip": [
                "Casualty splinted, Entonox given, vac mat and stretcher carry to the road.",
                "Splinted and carried down by stretcher, a long carry to the road.",
                "Casualty assessed, strapped and walked off with support.",
            ],
            "Lost/benighted": [
                "Located by phone location, party walked off with the team, cold but well.",
                "Found on the wrong side of the ridge, escorted down with headtorches.",
                "Party without torches, met by hill party and walked down.",
            ],
            "Medical": [
                "Casualty treated on scene, oxygen and AED attached as a precaution.",
                "Treated by team doctor, stretcher to the vehicle and handed to ambulance.",
                "Casualty warmed and given fluids, walked down slowly with the team.",
            ],
            "Cragfast": [
                "Rope team lowered the scrambler to easy ground, uninjured.",
                "Team climbed to the ledge, scrambler roped and escorted down.",
                "Talked across the ledge and belayed to the path, no injuries.",
            ],
            "Climbing fall": [
                "Casualty packaged on the crag and lowered by stretcher on the rope system.",
                "Technical lower to the crag foot, then a long stretcher carry to the road.",
                "Casualty stabilised on the ledge, vac mat and stretcher, lowered to the path.",
            ],
            "MTB": [
                "Rider fell on the descent, treated and carried to the track by stretcher.",
                "Rider packaged and taken to the ambulance at the trail head in the team vehicle.",
            ],
            "Water": [
                "Swiftwater team deployed, casualty recovered from the water and warmed.",
                "Casualty pulled from the plunge pool by bystanders, team treated and evacuated.",
            ],
        }[cat]
        parts.append(rng.choice(action))
    if c["stoodDown"]:
        pass
    elif c["aircraft"] == "CG SAR":
        parts.append(
            rng.choice(
                [
                    "Coastguard helicopter tasked and winched casualty.",
                    "Flown to hospital by the Coastguard helicopter.",
                ]
            )
        )
    elif c["aircraft"] == "Air amb.":
        parts.append(
            rng.choice(
                [
                    "Air ambulance landed nearby and took over care.",
                    "Handed to air ambulance crew at the landing site.",
                ]
            )
        )
    elif c["aircraft"] == "Both":
        parts.append("Air ambulance on scene, Coastguard helicopter winched casualty and crew.")
    if c["wx"] == "Snow/ice":
        parts.append(
            rng.choice(
                ["Crampons and axes needed on the upper slopes.", "Snow and ice on the tops."]
            )
        )
    elif c["wx"] == "Gale":
        if c["aircraft"] == "None" and not c["stoodDown"]:
            parts.append("Strong winds on the tops, helicopter unable to fly.")
    if c["isMutAid"]:
        parts.append("Mutual aid to the neighbouring team.")
    text = " ".join(p for p in parts if p)
    while len(text.split()) < 10:
        text += " " + rng.choice(["All team members back at base safely.", "Debrief held at base."])
    words = text.split()
    if len(words) > 50:
        text = " ".join(words[:50]).rstrip(",.") + "."
    return text


def _callouts(rng: random.Random, members: list[dict]) -> list[dict]:
    days = []
    d = INC_FROM
    while d <= EXPORT_DAY:
        days.append(d)
        d += timedelta(days=1)
    incs = []
    for d in days:
        rate = MONTH_W[d.month] / 10.0 * 0.34
        if d.year == 2020 and d.month in (4, 5):
            rate *= 0.25
        if d.year == 2020 and d.month in (7, 8, 9):
            rate *= 1.35
        if d.weekday() >= 5:
            rate *= 1.5
        k = 0
        r = rng.random()
        while r < rate and k < 3:
            k += 1
            r = rng.random() * 2.2
        for _ in range(k):
            incs.append(_one_callout(rng, d, members))
    seq: dict[int, int] = {}
    out = []
    for c in incs:
        yy = c["dtPaged"].year % 100
        seq[yy] = seq.get(yy, 0) + 1
        out.append({"inc_no": f"INC{yy:02d}-{seq[yy]:03d}", **c})
    return out


def _one_callout(rng: random.Random, d: date, members: list[dict]) -> dict:
    cat = _pick(rng, CATS)
    mut = rng.random() < 0.05 and cat not in ("Animal",)
    kinds = CAT_PLACES[cat]
    places = {p: v[0] for p, v in PLACES.items() if v[1] in kinds and v[2] == (not mut)}
    if not places:
        places = {p: v[0] for p, v in PLACES.items() if v[2] == (not mut)}
    loc = _pick(rng, places)
    season = SEASON[d.month]
    if mut:
        req = "Other MRT" if rng.random() < 0.8 else "Police"
    elif cat == "Water":
        req = _pick(rng, {"Police": 3, "Fire": 2, "Coastguard": 1, "Ambulance": 1})
    elif cat in ("Medical", "MTB", "Climbing fall"):
        req = _pick(rng, {"Ambulance": 6, "Police": 3, "Coastguard": 1})
    elif cat == "Cragfast":
        req = _pick(rng, {"Police": 6, "Coastguard": 1})
    else:
        req = _pick(rng, {"Police": 10, "Ambulance": 2, "Coastguard": 1})
    winter = d.month in (11, 12, 1, 2)
    dark = rng.random() < {"Lost/benighted": 0.85, "MisPer": 0.6, "False alarm (GI)": 0.5}.get(
        cat, 0.25
    ) * (1.25 if winter else 0.9)
    dark = dark and True
    stood = rng.random() < (0.25 if cat in ("Lost/benighted", "MisPer", "Medical") else 0.09)
    if cat == "False alarm (GI)":
        stood = rng.random() < 0.15
    leaders = [m for m in members if m["role"] in ("TL", "Dep. TL") and _can_attend(m, d)]
    tl = rng.choice(leaders)
    pool = [m for m in members if _can_attend(m, d) and m is not tl]
    # members out
    if stood and rng.random() < 0.45:
        n = 0
    elif stood:
        n = rng.randint(2, 10)
    else:
        lo, hi = {
            "MisPer": (14, 40),
            "Climbing fall": (12, 24),
            "Slip/trip": (8, 20),
            "Water": (8, 18),
            "Lost/benighted": (5, 14),
            "Medical": (6, 16),
            "Cragfast": (6, 14),
            "MTB": (6, 14),
            "Animal": (4, 10),
            "False alarm (GI)": (5, 14),
        }[cat]
        n = rng.randint(lo, hi)
    attendees: list[dict] = []
    if n > 0:
        attendees = [tl]
        weights = [m["_keen"] * (0.3 if m["Status"] == "Reserve" else 1.0) for m in pool]
        chosen: list[int] = []
        idx = list(range(len(pool)))
        while len(chosen) < min(n - 1, len(pool)):
            i = rng.choices(idx, weights=weights)[0]
            if i not in chosen:
                chosen.append(i)
        attendees += [pool[i] for i in chosen]
        n = len(attendees)
    if stood:
        dur = round(rng.uniform(0.3, 2.2), 1)
    else:
        dur = round(
            rng.uniform(
                *{
                    "MisPer": (3.0, 26.0),
                    "Climbing fall": (3.0, 8.0),
                    "Slip/trip": (2.0, 7.5),
                    "Water": (1.5, 6.0),
                    "Lost/benighted": (1.5, 7.0),
                    "Medical": (1.5, 5.0),
                    "Cragfast": (2.0, 6.0),
                    "MTB": (1.2, 4.0),
                    "Animal": (1.5, 5.0),
                    "False alarm (GI)": (1.0, 4.0),
                }[cat]
            ),
            1,
        )
    manhrs = None
    if n > 0:
        manhrs = round(n * dur * rng.uniform(0.7, 1.0) * 2) / 2
        manhrs = max(manhrs, 0.5)
    if cat in ("Animal", "False alarm (GI)"):
        ncas = 0
    elif cat == "Lost/benighted":
        ncas = rng.choices([1, 2, 3, 4, 5, 6], weights=[6, 8, 3, 3, 1, 1])[0]
    elif cat == "Cragfast":
        ncas = rng.choices([1, 2, 3], weights=[6, 3, 1])[0]
    else:
        ncas = 1 if rng.random() < 0.95 else 2
    ages = []
    for _ in range(ncas):
        if rng.random() < 0.85:
            if cat == "Lost/benighted" and ncas >= 4:
                ages.append(rng.randint(14, 17))  # a youth expedition group
            elif cat == "MTB":
                ages.append(rng.randint(16, 62))
            elif cat == "Medical":
                ages.append(rng.randint(34, 86))
            else:
                ages.append(rng.randint(11, 82))
    inj_w, p_inj = INJ[cat]
    inj: list[str] = []
    if ncas and inj_w and rng.random() < p_inj:
        names = [k for k, v in inj_w.items() if v > 0]
        first = rng.choices(names, weights=[inj_w[k] for k in names])[0]
        inj.append(first)
        if rng.random() < 0.18 and len(names) > 1:
            second = rng.choice([x for x in names if x != first])
            inj.append(second)
    if stood:
        inj = inj if rng.random() < 0.3 else []
    if ncas == 0:
        air = "None"
    elif stood:
        air = (
            "Air amb."
            if cat in ("Medical", "Slip/trip", "MTB", "Climbing fall") and rng.random() < 0.15
            else "None"
        )
    else:
        p = {
            "Climbing fall": (0.45, 0.15, 0.08),
            "Medical": (0.10, 0.35, 0.05),
            "Slip/trip": (0.10, 0.06, 0.01),
            "MTB": (0.05, 0.30, 0.03),
            "Water": (0.20, 0.10, 0.05),
            "MisPer": (0.25, 0.0, 0.0),
            "Lost/benighted": (0.04, 0.0, 0.0),
            "Cragfast": (0.12, 0.0, 0.0),
        }[cat]
        r = rng.random()
        air = (
            "CG SAR"
            if r < p[0]
            else ("Air amb." if r < p[0] + p[1] else ("Both" if r < sum(p) else "None"))
        )
    wx = None if rng.random() < 0.045 else _pick(rng, WX_BY_MONTH[season])
    if wx == "Snow/ice" and d.month in (5, 6, 7, 8, 9, 10):
        wx = "Rain"
    c = {
        "dtPaged": d,
        "IncCat": cat,
        "loc": loc,
        "reqBy": req,
        "tl": tl["callsign"],
        "nMbrs": n,
        "manhrs": manhrs,
        "durHrs": dur,
        "nCas": ncas,
        "casAges": ages,
        "inj": inj,
        "aircraft": air,
        "stoodDown": stood,
        "isMutAid": mut,
        "dark": dark,
        "wx": wx,
        "notes": "",
        "_att": [m["callsign"] for m in attendees],
    }
    c["notes"] = _narrative(rng, c)
    return c


# ---- kit checks ----------------------------------------------------------------------------


def _first_weds(d0: date, d1: date) -> list[date]:
    out, d = [], d0
    while d <= d1:
        if d.weekday() == 2 and d.day <= 7:
            out.append(
                d + timedelta(days=7) if (d.month, d.day) == (1, 1) else d
            )  # no training on New Year's Day
        d += timedelta(days=1)
    return out


def _weds(d0: date, d1: date) -> list[date]:
    out, d = [], d0
    while d <= d1:
        if d.weekday() == 2:
            out.append(d)
        d += timedelta(days=1)
    return out


def _kit_checks(rng: random.Random, members: list[dict], incs: list[dict]) -> list[dict]:
    assets: list[dict] = []
    counters: dict[str, int] = {}

    def new_asset(cat: str, yom: int | None) -> dict:
        prefix = KIT[cat][0]
        counters[cat] = counters.get(cat, 0) + 1
        k = counters[cat]
        tag = (
            f"{prefix}{k}"
            if cat == "Vehicle"
            else (f"{prefix}{k:03d}" if cat == "Rope" else f"{prefix}{k:02d}")
        )
        if cat in ("AED", "Entonox", "O2"):
            tag = f"{prefix}{k}"
        a = {
            "tag": tag,
            "cat": cat,
            "yom": yom,
            "live": True,
            "uses": rng.randint(0, 6),
            "len": None,
            "odo": None,
            "bad": False,
        }
        if cat == "Rope":
            a["len"] = rng.choice([50.0, 50.0, 50.0, 100.0, 100.0, 200.0])
            if rng.random() < 0.15:
                a["len"] -= rng.choice([1.5, 2.0, 3.5, 4.0])
        if cat == "Vehicle":
            a["odo"] = {1: 84210, 2: 52977, 3: 16204}[k]
        assets.append(a)
        return a

    for cat, (_, count, (y0, y1), _, _, _) in KIT.items():
        for k in range(count):
            yom = (
                {"Vehicle": [2012, 2016, 2021]}.get(cat, [None])[k]
                if cat == "Vehicle"
                else rng.randint(y0, y1)
            )
            if cat in ("Hardware", "Helmet", "Casbag") and rng.random() < 0.2:
                yom = None
            new_asset(cat, yom)

    def current(d: date, pred) -> list[dict]:
        return [
            m
            for m in members
            if _active(m, d) and m["Status"] in ("Full", "Probationer", "Reserve") and pred(m)
        ]

    kit_officer = next(
        m
        for m in members
        if m["Status"] == "Full"
        and m["role"] == "Hill party"
        and "Rope tech" in m["quals"]
        and m["dtJoined"].year < 2015
    )
    loler_people = [m for m in members if m["Status"] == "Full" and "Rope tech" in m["quals"]][:3]
    if kit_officer not in loler_people:
        loler_people = [kit_officer] + loler_people[:2]
    med_people = [m for m in members if m["Status"] == "Full" and m["role"] in ("Doctor",)] + [
        m
        for m in members
        if m["Status"] == "Full" and m["casCareExp"] and m["casCareExp"] > date(2025, 6, 30)
    ][:4]

    rows: list[dict] = []

    def checker(d: date, cat: str) -> str:
        if cat in KIT and KIT[cat][5]:
            return rng.choice(loler_people)["callsign"]
        if cat in ("Med bag", "AED", "Entonox", "O2", "Casbag") and rng.random() < 0.7:
            return rng.choice(med_people)["callsign"]
        if cat == "Vehicle":
            ds = current(d, lambda m: m["isDrvr"])
            return rng.choice(ds)["callsign"]
        if rng.random() < 0.35:
            return kit_officer["callsign"]
        return rng.choice(current(d, lambda m: True))["callsign"]

    def check(a: dict, d: date, ctype: str) -> None:
        cat = a["cat"]
        defects_pool = KIT[cat][4]
        age = None if a["yom"] is None else d.year - a["yom"]
        p_def = 0.06
        if cat == "Rope" and age is not None and age >= 9:
            p_def = 0.3
        if ctype == "Post-use":
            p_def = 0.12
        if cat in ("Med bag", "Casbag"):
            p_def = 0.18
        dfcts: list[str] = []
        if rng.random() < p_def:
            dfcts.append(rng.choice(defects_pool))
            if rng.random() < 0.15 and len(defects_pool) > 1:
                extra = rng.choice([x for x in defects_pool if x != dfcts[0]])
                dfcts.append(extra)
        res = "Pass"
        if dfcts:
            serious = {
                "sheath cut",
                "core damage",
                "frame crack",
                "shell crack",
                "self-test fail",
                "valve leak",
                "buckle corrosion",
                "sharp edge",
                "winch fault",
                "puncture",
            }
            if any(x in serious for x in dfcts):
                res = (
                    "Retired"
                    if (cat in ("Rope", "Helmet", "Harness") and rng.random() < 0.7)
                    else "Quarantined"
                )
            else:
                res = "Advisory"
        if (
            cat == "Rope"
            and ctype == "LOLER 6m"
            and age is not None
            and age >= 10
            and res in ("Pass", "Advisory")
        ):
            res = "Retired"  # ten-year life
        if a["bad"] and res == "Pass" and rng.random() < 0.2 and cat in REPLACED:
            res = "Retired"
        batt = None
        if cat in ("Radio", "AED"):
            batt = (
                float(rng.randint(55, 100))
                if "batt. low" not in dfcts
                else float(rng.randint(8, 30))
            )
        exp: list[date] = []
        restocked = False
        parts = None
        if cat == "Med bag":
            exp = sorted(
                _rand_date(rng, d + timedelta(days=20), d + timedelta(days=900))
                for _ in range(rng.randint(1, 3))
            )
            restocked = bool(dfcts) or rng.random() < 0.35
        elif cat == "AED":
            exp = [
                _rand_date(rng, d + timedelta(days=30), d + timedelta(days=700)),
                _rand_date(rng, d + timedelta(days=200), d + timedelta(days=1500)),
            ]
            if "pads expired" in dfcts:
                exp[0] = d - timedelta(days=rng.randint(1, 40))
                restocked = True
        elif cat in ("Entonox", "O2"):
            exp = [_rand_date(rng, d + timedelta(days=60), d + timedelta(days=1800))]
            restocked = "cyl. low" in dfcts or rng.random() < 0.15
        elif cat == "Casbag":
            restocked = bool(dfcts) or rng.random() < 0.2
        if restocked:
            parts = round(rng.uniform(3.5, 95.0), 2)
        elif res in ("Advisory", "Quarantined") and rng.random() < 0.4:
            parts = round(rng.uniform(6.0, 480.0), 2)
        odo = None
        if cat == "Vehicle":
            a["odo"] += rng.randint(25, 210)
            odo = a["odo"]
        uses = None
        if KIT[cat][5]:
            uses = a["uses"]
            if ctype == "LOLER 6m":
                a["uses"] = 0
        rows.append(
            {
                "assetTag": a["tag"],
                "kitCat": cat,
                "ChkType": ctype,
                "dtChk": d,
                "chkdBy": checker(d, cat),
                "res": res,
                "battPct": batt,
                "ropeLen_m": a["len"],
                "yom": a["yom"],
                "usesSince": uses,
                "dfcts": dfcts,
                "expDts": exp,
                "partsGbp": parts,
                "odoMi": odo,
                "restocked": restocked,
            }
        )
        if res == "Quarantined":
            a["bad"] = True
        elif res == "Retired":
            a["live"] = False
            new_asset(cat, d.year if rng.random() < 0.8 else d.year - 1)
        else:
            a["bad"] = False

    # schedules, in date order
    events: list[tuple[date, int, str, str]] = []  # (date, order, kind, arg)
    for d in _weds(CHK_FROM, EXPORT_DAY):
        events.append((d, 0, "weekly", ""))
    for d in _first_weds(CHK_FROM, EXPORT_DAY):
        events.append((d, 1, "monthly", ""))
    for d in LOLER_DAYS:
        events.append((d, 2, "loler", ""))
    for d in HELMET_DAYS:
        events.append((d, 3, "annual", ""))
    for c in incs:
        if CHK_FROM <= c["dtPaged"] and c["nMbrs"] > 0 and not c["stoodDown"]:
            events.append(
                (
                    min(c["dtPaged"] + timedelta(days=rng.choice([0, 1, 1, 2])), EXPORT_DAY),
                    4,
                    "post",
                    c["IncCat"],
                )
            )
    events.sort(key=lambda e: (e[0], e[1]))
    for d, _, kind, arg in events:
        # training and callouts add uses to the LOLER kit
        for a in assets:
            if a["live"] and KIT[a["cat"]][5] and kind == "weekly" and rng.random() < 0.18:
                a["uses"] += 1
        if kind == "weekly":
            for a in [x for x in assets if x["live"] and x["cat"] == "Vehicle"]:
                check(a, d, "Weekly")
        elif kind == "monthly":
            for a in [x for x in assets if x["live"] and KIT[x["cat"]][3] == "Monthly"]:
                check(a, d, "Monthly")
        elif kind == "loler":
            for a in [x for x in assets if x["live"] and KIT[x["cat"]][5]]:
                check(a, d, "LOLER 6m")
        elif kind == "annual":
            for a in [x for x in assets if x["live"] and x["cat"] == "Helmet"]:
                check(a, d, "Annual")
        else:
            used: list[dict] = []
            live = lambda cat: [x for x in assets if x["live"] and x["cat"] == cat]  # noqa: E731
            if (
                arg in ("Slip/trip", "Climbing fall", "MTB", "MisPer", "Medical", "Water")
                and rng.random() < 0.7
            ):
                used.append(rng.choice(live("Stretcher")))
                if rng.random() < 0.6:
                    used.append(rng.choice(live("Vac mat.")))
            if arg in ("Cragfast", "Climbing fall", "Animal") or (
                arg == "Water" and rng.random() < 0.5
            ):
                used += rng.sample(live("Rope"), 2)
                if rng.random() < 0.5:
                    used.append(rng.choice(live("Hardware")))
            for a in used:
                a["uses"] += 1
                check(a, d, "Post-use")
    rows.sort(key=lambda r: (r["dtChk"], r["kitCat"], r["assetTag"], r["ChkType"]))
    seq: dict[int, int] = {}
    out = []
    for r in rows:
        yy = r["dtChk"].year % 100
        seq[yy] = seq.get(yy, 0) + 1
        out.append({"chk_ref": f"KC{yy:02d}-{seq[yy]:04d}", **r})
    return out


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(24061)
    members = _members(rng)
    incs = _callouts(rng, members)
    checks = _kit_checks(rng, members, incs)
    for m in members:
        m["nCO12m"] = sum(
            1 for c in incs if YEAR_12M <= c["dtPaged"] <= EXPORT_DAY and m["callsign"] in c["_att"]
        )
        del m["_keen"]
    for c in incs:
        del c["_att"]
    return {"Mbrs": members, "SARInc": incs, "KitChk": checks}


def build(out: Path) -> Path:
    """Write `mountain-rescue/schema.json` and its three objects files under out."""
    formats = {"Mbrs": "jsonl", "SARInc": "csv", "KitChk": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
