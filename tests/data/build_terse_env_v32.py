"""Write `allotment-society`: an invented allotment society's export, named tersely.

Stannerley & District Allotment Society (SDAS), an invented society (every site, plot, trough,
plot holder, committee member, contractor and note is made up; the trade's terms are the ordinary
ones of British allotments), exported its records the way its volunteer "IT person" exports them:
abbreviated property names in mixed habits (snake_case `plot_no`, `pay_meth`, `wlk_id`,
`job_ref`, `tot_inc_vat`, `chase_dts`; camelCase `sizeRods`, `coWkrs`, `dtTenStart`, `rentGbp`,
`dtPaid`, `keyNos`, `isAcc`, `socShed`, `yrsWL`, `dtWalk`, `pctCult`, `reInspDt`, `jobTyp`,
`wtrPt`, `plotRef`, `dtRptd`, `dtDone`, `rptdBy`, `nVols`, `wtrOff`, `isFrost`, `insClaim`;
PascalCase `Site`, `Concession`, `Grade`, `WalkRef`; glued lowercase `tenant`, `structs`,
`status`, `plot`, `walker`, `holder`, `issues`, `ntc`, `mncrops`, `hose`, `cmts`, `sitecd`,
`contractor`, `urgency`, `matls`; prefixes `dt`, `n`, `is`, `pct`, `yrs`), abbreviated class names
(`SDASPlots`: the society's acronym and a word; `SiteWlk`: the trade's "site walk"; `Maint`: a
clipping), terse descriptions in the trade's shorthand ("Plot # (site-no.)", "Typ. (F/H/S/RB)",
"Size, rods", "Rent+wtr 25/26, £", "Gr. (A-D)", "Ntc (adv/14d/NTQ)", "Tot., £ inc VAT", "Done
(blank=o/s)"), six properties with no description (`Site`, `structs`, `walker`, `hose`,
`contractor`, `matls`) and one collection (`SiteWlk`) with no class description.

- `SDASPlots` (JSON Lines): the plot register at the export (Friday 2025-11-14): one row per plot
  on the society's five sites, its type, size in rods, holder, co-workers, tenancy start, the
  2025/26 rent (with the water charge), concession, date and way paid, gate keys, structures,
  accessible plot, society shed, years on the waiting list and status.
- `SiteWlk` (Parquet, no class description): the plot inspections ("site walks") of April, June,
  August and October, 2021 to 2025: one row per plot let at the walk, numbered in date order: the
  plot, walk date, the committee member who walked it, the holder then, % cultivated, grade,
  issues, notice, re-inspection date, crops seen, hosepipe seen and the walker's comments (`cmts`,
  the one prose property).
- `Maint` (CSV): the water and shed repair jobs reported from 2021-01-04 to the export, numbered in
  report order each year: site code, job type, trough or standpipe (water jobs), plot (shed jobs on
  the society's own sheds), the walk that raised it, dates reported and done, who reported it, who
  did it, volunteers, urgency, hours the water was off, total cost inc VAT, materials, the dates it
  was chased, frost damage and insurance claim.

Text (identifiers, codes, categories, references, person names), text[], int, int[], number,
boolean, date, date[] and prose appear. The output is deterministic (one seeded `random.Random`;
two runs are byte-identical).

Usage: python build_terse_env_v32.py OUT   (writes OUT/allotment-society/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "allotment-society"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
EXPORT_DAY = date(2025, 11, 14)
WALK_YEARS = (2021, 2022, 2023, 2024, 2025)
WALK_MONTHS = (4, 6, 8, 10)
MAINT_FROM = date(2021, 1, 4)
SEED = 3207

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "SDASPlots",
        "Plot reg. (all sites) @ 14/11/25",
        [
            ("plot_no", "text", "Plot # (site-no.)"),
            ("Site", "text", None),
            ("pltTyp", "text", "Typ. (F/H/S/RB)"),
            ("sizeRods", "number", "Size, rods"),
            ("tenant", "text", "Plot holder"),
            ("coWkrs", "text[]", "Co-wkrs"),
            ("dtTenStart", "date", "Ten. start"),
            ("Concession", "text", "Conc. (std/OAP/UC/disab.)"),
            ("rentGbp", "number", "Rent+wtr 25/26, £"),
            ("dtPaid", "date", "Pd 25/26"),
            ("pay_meth", "text", "Pd via"),
            ("keyNos", "int[]", "Gate key #s"),
            ("structs", "text[]", None),
            ("isAcc", "boolean", "Acc. plot?"),
            ("socShed", "boolean", "Soc. shed?"),
            ("yrsWL", "int", "WL wait, yrs"),
            ("status", "text", "Stat."),
        ],
    ),
    (
        "SiteWlk",
        None,
        [
            ("wlk_id", "text", "Insp. ref"),
            ("plot", "text", "Plot #"),
            ("dtWalk", "date", "Walk dt"),
            ("walker", "text", None),
            ("holder", "text", "Holder @ insp."),
            ("pctCult", "int", "Cult. %"),
            ("Grade", "text", "Gr. (A-D)"),
            ("issues", "text[]", "Issues"),
            ("ntc", "text", "Ntc (adv/14d/NTQ)"),
            ("reInspDt", "date", "Re-insp. due"),
            ("mncrops", "text[]", "Crops seen"),
            ("hose", "boolean", None),
            ("cmts", PROSE, "Comments"),
        ],
    ),
    (
        "Maint",
        "Wtr/shed rprs",
        [
            ("job_ref", "text", "Job #"),
            ("sitecd", "text", "Site"),
            ("jobTyp", "text", "Typ."),
            ("wtrPt", "text", "Trough/SP #"),
            ("plotRef", "text", "Plot"),
            ("WalkRef", "text", "Raised @ insp."),
            ("dtRptd", "date", "Rptd"),
            ("dtDone", "date", "Done (blank=o/s)"),
            ("rptdBy", "text", "Rptd by"),
            ("contractor", "text", None),
            ("nVols", "int", "Vols #"),
            ("urgency", "text", "Urg. (H/M/L)"),
            ("wtrOff", "number", "Supply off, hrs"),
            ("tot_inc_vat", "number", "Tot., £ inc VAT"),
            ("matls", "text[]", None),
            ("chase_dts", "date[]", "Chased"),
            ("isFrost", "boolean", "Frost dmg?"),
            ("insClaim", "boolean", "Ins. claim?"),
        ],
    ),
]

# ---- the sites ------------------------------------------------------------------------------

# code: (name, physical plots, split into halves, starters, raised beds, troughs, standpipes,
#        not lettable, site rep)
SITES = {
    "HL": ("Hob Lane", 26, {4, 9, 12, 15, 21, 24}, 2, 3, 6, 2, set(), "Maureen Tillotson"),
    "QB": ("Quarry Bank", 22, {3, 7, 11, 18}, 3, 0, 5, 1, set(), "Dev Chauhan"),
    "MR": ("Millrace", 18, {2, 6, 10, 14, 16}, 0, 2, 4, 1, set(), "Glenys Pryor"),
    "FH": ("Fernyhough", 20, {5, 13}, 2, 0, 4, 2, {"FH-19"}, "Alan Whitlock"),
    "SG": ("St Anne's Glebe", 14, {8}, 1, 2, 3, 1, {"SG-13"}, "Ruth Agboola"),
}
SECRETARY = "Colin Mabey"
KEY_BASE = {"HL": 100, "QB": 200, "MR": 300, "FH": 400, "SG": 500}

FIRST = [
    "Ann",
    "Barry",
    "Carol",
    "David",
    "Elaine",
    "Frank",
    "Gillian",
    "Harold",
    "Irene",
    "James",
    "Karen",
    "Keith",
    "Linda",
    "Malcolm",
    "Nadia",
    "Owen",
    "Priya",
    "Quentin",
    "Rosa",
    "Stuart",
    "Tariq",
    "Una",
    "Vernon",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Aisha",
    "Brian",
    "Chloe",
    "Derek",
    "Eileen",
    "Fatima",
    "Graham",
    "Hazel",
    "Imran",
    "Jean",
    "Kieran",
    "Lorna",
    "Marek",
    "Niamh",
    "Olu",
    "Pauline",
    "Raj",
    "Sandra",
    "Terry",
    "Ursula",
    "Vikram",
    "Winston",
    "Agnieszka",
    "Bev",
    "Callum",
    "Dorothy",
    "Emeka",
    "Fiona",
    "Gordon",
    "Helen",
    "Ian",
    "Jasmine",
    "Kwame",
    "Lesley",
    "Mohammed",
    "Norma",
    "Pete",
    "Rhiannon",
    "Sean",
    "Tomasz",
    "Valerie",
    "Wai",
    "Yvonne",
    "Alf",
    "Bernadette",
    "Colm",
    "Dilys",
    "Esther",
    "Gwen",
    "Hamish",
    "Ifeoma",
    "Jack",
    "Lily",
    "Mei",
]
SURNAMES = [
    "Ackroyd",
    "Bainbridge",
    "Blackburn",
    "Brennan",
    "Butterworth",
    "Cartwright",
    "Chowdhury",
    "Clegg",
    "Crabtree",
    "Dawson",
    "Dempsey",
    "Earnshaw",
    "Eccles",
    "Fairclough",
    "Firth",
    "Gallagher",
    "Greenhalgh",
    "Haigh",
    "Halstead",
    "Hepworth",
    "Holroyd",
    "Hussain",
    "Iqbal",
    "Jagger",
    "Kaur",
    "Kowalczyk",
    "Lockwood",
    "Lumb",
    "Mahmood",
    "Marsden",
    "Mellor",
    "Moorhouse",
    "Nuttall",
    "Oates",
    "Ogundipe",
    "Oldroyd",
    "Pickles",
    "Pilling",
    "Quigley",
    "Ramsden",
    "Rhodes",
    "Riley",
    "Schofield",
    "Shackleton",
    "Sharma",
    "Sutcliffe",
    "Taylor",
    "Thornton",
    "Tomlinson",
    "Varley",
    "Wadsworth",
    "Walsh",
    "Whiteley",
    "Wilkinson",
    "Wood",
    "Yates",
    "Zielinski",
    "Asante",
    "Booth",
    "Crowther",
    "Duffy",
    "Entwistle",
    "Fitton",
    "Garside",
    "Hirst",
    "Ingham",
    "Jowett",
    "Kenyon",
    "Lister",
    "Mitchell",
    "Nowak",
    "Okonkwo",
    "Patel",
    "Redfearn",
    "Stansfield",
    "Tattersall",
    "Uttley",
    "Wong",
    "Barraclough",
    "Sykes",
    "Hinchliffe",
    "Dyson",
    "Pearson",
    "Horsfall",
]
RESERVED = {v[8] for v in SITES.values()} | {SECRETARY}

STRUCTS = {
    "shed": 80,
    "greenhouse": 26,
    "fruit cage": 22,
    "cold frame": 15,
    "polytunnel": 11,
    "compost bays": 30,
    "hen house": 5,
}
CONCESSIONS = {"Std": 70, "OAP": 20, "UC": 6, "Disab.": 4}
PAY_METH = {"BACS": 55, "Cheque": 12, "Cash": 18, "Card": 15}

CROPS = {
    4: ["garlic", "onions", "broad beans", "rhubarb", "brassicas", "leeks", "potatoes"],
    6: [
        "potatoes",
        "onions",
        "garlic",
        "broad beans",
        "peas",
        "brassicas",
        "soft fruit",
        "salad",
        "rhubarb",
        "runner beans",
        "courgettes",
        "beetroot",
    ],
    8: [
        "potatoes",
        "runner beans",
        "sweetcorn",
        "squash",
        "courgettes",
        "tomatoes",
        "brassicas",
        "leeks",
        "beetroot",
        "carrots",
        "soft fruit",
        "dahlias",
        "onions",
    ],
    10: [
        "leeks",
        "brassicas",
        "squash",
        "parsnips",
        "kale",
        "garlic",
        "rhubarb",
        "dahlias",
        "green manure",
    ],
}
ISSUES_BY_GRADE = {
    "A": {},
    "B": {"weeds": 5, "overgrown path": 3, "couch grass": 1, "bonfire": 1, "carpet": 1},
    "C": {
        "weeds": 6,
        "couch grass": 3,
        "bindweed": 3,
        "overgrown path": 4,
        "rubbish": 3,
        "carpet": 2,
        "tyres": 1,
        "unapproved structure": 1,
        "rats": 1,
    },
    "D": {
        "weeds": 6,
        "couch grass": 3,
        "bindweed": 3,
        "overgrown path": 4,
        "rubbish": 4,
        "carpet": 2,
        "tyres": 2,
        "rats": 2,
    },
}
ISSUE_TEXT = {
    "weeds": [
        "Weeds setting seed at the back",
        "Too many weeds between the beds",
        "Weeds need clearing before they seed",
        "Docks and nettles along the far end",
    ],
    "couch grass": ["Couch grass spreading in from the edge", "Couch grass through the main bed"],
    "bindweed": ["Bindweed through the fruit bushes", "Bindweed climbing the fence line"],
    "overgrown path": [
        "Path overgrown, must be kept clear",
        "Shared path on the {side} side overgrown",
        "Path edges not cut",
    ],
    "rubbish": [
        "Rubbish piled behind the shed",
        "Glass and old pots to be cleared",
        "Builders' rubble dumped at the back",
    ],
    "carpet": ["Old carpet used as mulch, not allowed", "Carpet on the beds, please remove"],
    "tyres": [
        "Tyres stacked at the back, to be removed",
        "Old tyres used as planters, not allowed",
    ],
    "bonfire": ["Bonfire ash, fires outside permitted times", "Evidence of a bonfire in June"],
    "unapproved structure": [
        "New structure put up without permission",
        "Second shed erected without asking the committee",
    ],
    "rats": ["Signs of rats near the compost", "Rat runs under the compost bays"],
    "shed repair": [
        "Society shed roof felt lifting, job raised",
        "Society shed door not closing, job raised",
        "Society shed window cracked, job raised",
        "Shed roof on the society shed letting in rain",
    ],
}
OPEN = {
    "A": [
        "Excellent plot",
        "Very well kept",
        "Plot in great shape",
        "Well cultivated throughout",
        "A credit to the site",
        "Tidy and productive",
        "Lovely plot",
    ],
    "B": [
        "Satisfactory",
        "Reasonably kept",
        "Mostly cultivated",
        "Fair condition",
        "Cultivated but a bit untidy",
        "Acceptable overall",
        "Good effort",
    ],
    "C": [
        "Below standard",
        "Plot slipping",
        "Poorly kept",
        "Under-cultivated",
        "Needs work",
        "Not up to standard",
    ],
    "D": [
        "Not cultivated",
        "Plot abandoned",
        "Largely overgrown",
        "No sign of cultivation",
        "Plot neglected",
        "Very little done this season",
    ],
}
EXTRA = [
    "Spoke to {first} on site.",
    "No one on site.",
    "Co-worker on the plot at the time.",
    "Compost bays well managed.",
    "Water butts full.",
    "Netting well secured.",
    "Fruit cage netting torn.",
    "Nice display of flowers along the path.",
    "Paths edged and clear.",
    "Beds mulched with manure.",
    "Greenhouse in use.",
    "Asked about the waiting list for a bigger plot.",
    "",
    "",
    "",
    "",
]
EXTRA_POOR = [
    "Spoke to {first} on site.",
    "No one on site.",
    "Letter copied by email.",
    "Photos taken for the file.",
    "Co-worker says {first} has been ill.",
    "",
    "",
    "",
]

# job type: (water?, weight, contractor weights, urgency weights, materials)
JOBS = {
    "Trough leak": (
        True,
        {"Work party": 4, "Hallam Plumbing": 5, "Site rep": 2},
        {"High": 2, "Medium": 6, "Low": 2},
        ["trough sealant", "compression fitting", "MDPE pipe", "jubilee clip", "new trough"],
    ),
    "Ballcock": (
        True,
        {"Site rep": 5, "Work party": 2, "Hallam Plumbing": 3},
        {"Medium": 4, "Low": 6},
        ["ballcock", "float", "washer", "split pin"],
    ),
    "Tap/standpipe": (
        True,
        {"Site rep": 4, "Hallam Plumbing": 6},
        {"Medium": 5, "Low": 5},
        ["tap", "washer", "PTFE tape", "compression fitting", "pipe lagging"],
    ),
    "Pipe burst": (
        True,
        {"Hallam Plumbing": 8, "Stannerley TC": 2},
        {"High": 9, "Medium": 1},
        ["MDPE pipe", "compression fitting", "pipe lagging", "stopcock"],
    ),
    "Stopcock": (
        True,
        {"Hallam Plumbing": 7, "Stannerley TC": 3},
        {"High": 4, "Medium": 6},
        ["stopcock", "compression fitting", "washer"],
    ),
    "Shed roof": (
        False,
        {"Work party": 6, "Vale Sheds": 3, "Dyer & Platt": 1},
        {"High": 2, "Medium": 6, "Low": 2},
        ["roof felt", "felt tacks", "bitumen", "timber", "screws"],
    ),
    "Shed door/lock": (
        False,
        {"Site rep": 4, "Work party": 3, "Dyer & Platt": 3},
        {"High": 3, "Medium": 4, "Low": 3},
        ["hasp & staple", "padlock", "hinges", "door bolt", "timber", "screws"],
    ),
    "Shed window": (
        False,
        {"Work party": 4, "Vale Sheds": 3, "Site rep": 3},
        {"Medium": 5, "Low": 5},
        ["perspex sheet", "glazing beads", "screws", "timber"],
    ),
}
WATER_SEASON_TYPES = {
    "Trough leak": 30,
    "Ballcock": 34,
    "Tap/standpipe": 20,
    "Pipe burst": 9,
    "Stopcock": 7,
}
FROST_TYPES = {"Pipe burst": 5, "Tap/standpipe": 3, "Stopcock": 2, "Trough leak": 2}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _saturday_in(rng: random.Random, year: int, month: int) -> date:
    d = date(year, month, 1)
    sats = []
    while d.month == month:
        if d.weekday() == 5:
            sats.append(d)
        d += timedelta(days=1)
    return rng.choice(sats)


class Names:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used = set(RESERVED)

    def new(self, surname: str | None = None) -> str:
        for _ in range(1000):
            n = f"{self.rng.choice(FIRST)} {surname or self.rng.choice(SURNAMES)}"
            if n not in self.used:
                self.used.add(n)
                return n
        raise RuntimeError("names exhausted")


def _plots(rng: random.Random) -> list[dict]:
    plots = []
    for code, (name, n_phys, splits, n_start, n_rb, *_rest) in SITES.items():
        rows = []
        for i in range(1, n_phys + 1):
            if i in splits:
                for half in "ab":
                    rows.append(
                        (
                            f"{code}-{i:02d}{half}",
                            "Half",
                            rng.choice([5.0, 5.0, 5.0, 5.0, 4.0, 4.5, 6.0]),
                        )
                    )
            else:
                rows.append((f"{code}-{i:02d}", "Full", rng.choice([10.0] * 7 + [8.0, 9.0, 12.0])))
        for i in range(1, n_start + 1):
            rows.append((f"{code}-S{i}", "Starter", 2.5))
        for i in range(1, n_rb + 1):
            rows.append((f"{code}-RB{i}", "Raised bed", 0.4))
        for pno, typ, size in rows:
            structs = []
            if typ != "Raised bed":
                for s, w in STRUCTS.items():
                    share = w / 100 * (0.5 if typ == "Starter" else 1.0)
                    if rng.random() < share:
                        structs.append(s)
            acc = typ == "Raised bed" or (typ != "Starter" and rng.random() < 0.06)
            plots.append(
                {
                    "plot_no": pno,
                    "Site": name,
                    "_code": code,
                    "pltTyp": typ,
                    "sizeRods": size,
                    "structs": structs,
                    "isAcc": acc,
                    "socShed": False,
                    "_lettable": pno not in SITES[code][7],
                }
            )
    # the society owns about 30 of the sheds
    with_shed = [p for p in plots if "shed" in p["structs"] and p["_lettable"]]
    for p in rng.sample(with_shed, 30):
        p["socShed"] = True
    return plots


def _rent(p: dict, conc: str) -> float:
    if p["pltTyp"] == "Raised bed":
        base = 12.0
    else:
        base = p["sizeRods"] * 6.2 + 8.0
    if conc != "Std":
        base *= 0.5
    return round(base, 2)


def _initial_start(rng: random.Random) -> date:
    years = min(int(rng.expovariate(1 / 8.0)), 42)
    y = 2020 - years
    return date(y, rng.randint(1, 12), rng.randint(1, 28))


def _wl_years(rng: random.Random, start: date) -> int | None:
    if start.year < 2010:
        return None
    if start.year < 2019:
        return rng.choice([0, 0, 1, 1, 1, 2, 2, 3])
    return rng.choice([1, 2, 2, 3, 3, 3, 4, 4, 5])


def _comment(
    rng: random.Random,
    grade: str,
    pct: int,
    crops: list[str],
    issues: list[str],
    ntc: str,
    re_insp: date | None,
    hose: bool,
    first: str,
    new: bool,
) -> str:
    parts = [
        rng.choice(OPEN[grade])
        + ", "
        + rng.choice(
            [
                f"about {pct}% cultivated.",
                f"{pct}% under cultivation.",
                f"roughly {pct} per cent in use.",
                f"cultivation about {pct}%.",
            ]
        )
    ]
    if crops:
        c = crops[:3]
        if len(c) == 1:
            parts.append(
                rng.choice(
                    [
                        f"Only {c[0]} growing.",
                        f"Some {c[0]} in.",
                        f"{c[0].capitalize()} looking fine.",
                    ]
                )
            )
        else:
            joined = ", ".join(c[:-1]) + " and " + c[-1]
            parts.append(
                rng.choice(
                    [
                        f"{joined.capitalize()} doing well.",
                        f"Good crops of {joined}.",
                        f"{joined.capitalize()} in.",
                        f"Seen {joined}.",
                    ]
                )
            )
    for i in issues:
        t = rng.choice(ISSUE_TEXT[i]).format(side=rng.choice(["north", "south", "east", "west"]))
        parts.append(t + ".")
    if hose:
        parts.append(f"Hosepipe left running unattended, reminded {first} of the rules.")
    if new:
        parts.append(
            rng.choice(
                [
                    "New tenant, making a start.",
                    f"First walk for {first}, good start.",
                    "Recently let, allowance given.",
                ]
            )
        )
    if ntc == "Advisory":
        parts.append(
            rng.choice(
                [
                    f"Advisory letter to {first}.",
                    "Advisory letter sent.",
                    "Friendly advisory letter, re-check next walk.",
                ]
            )
        )
    elif ntc == "14-day":
        parts.append(f"14-day notice issued, re-inspect on {re_insp.strftime('%d/%m')}.")
    elif ntc == "NTQ":
        parts.append(
            rng.choice(
                [
                    "Second failure after notice, notice to quit issued.",
                    "No improvement since the 14-day notice. NTQ served.",
                    "NTQ issued, committee agreed.",
                ]
            )
        )
    extra = rng.choice(EXTRA if grade in ("A", "B") else EXTRA_POOR).format(first=first)
    if extra:
        parts.append(extra)
    return " ".join(parts)


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(SEED)
    names = Names(rng)
    plots = _plots(rng)
    by_no = {p["plot_no"]: p for p in plots}

    # tenancies: each lettable plot has a list of [name, start, end, yrsWL, diligence, co-workers]
    tenancies: dict[str, list[dict]] = {}
    reps_placed = set()
    for p in plots:
        if not p["_lettable"]:
            tenancies[p["plot_no"]] = []
            continue
        rep = SITES[p["_code"]][8]
        if rep not in reps_placed and p["pltTyp"] == "Full":
            name, dil = rep, 0.97
            reps_placed.add(rep)
        elif SECRETARY not in reps_placed and p["_code"] == "QB" and p["pltTyp"] == "Full":
            name, dil = SECRETARY, 0.95
            reps_placed.add(SECRETARY)
        else:
            name, dil = names.new(), rng.betavariate(6, 1.4)
        start = _initial_start(rng)
        tenancies[p["plot_no"]] = [
            {
                "name": name,
                "start": start,
                "end": None,
                "wl": _wl_years(rng, start),
                "dil": dil,
                "new_until": start + timedelta(days=120),
            }
        ]
    # a few holders with two plots (a half and a raised bed or starter at the same site)
    seconds = [p for p in plots if p["pltTyp"] in ("Raised bed", "Starter") and p["_lettable"]]
    for p in rng.sample(seconds, 5):
        same = [
            q
            for q in plots
            if q["_code"] == p["_code"] and q["pltTyp"] == "Half" and tenancies[q["plot_no"]]
        ]
        if same:
            other = tenancies[rng.choice(same)["plot_no"]][0]
            tenancies[p["plot_no"]][0].update(name=other["name"], dil=other["dil"])

    def holder_at(pno: str, d: date) -> dict | None:
        for t in tenancies[pno]:
            if t["start"] <= d and (t["end"] is None or d < t["end"]):
                return t
        return None

    def relet(pno: str, end: date) -> None:
        gap = rng.randint(25, 170)
        start = end + timedelta(days=gap)
        tenancies[pno].append(
            {
                "name": names.new(),
                "start": start,
                "end": None,
                "wl": _wl_years(rng, start),
                "dil": rng.betavariate(5, 1.6),
                "new_until": start + timedelta(days=120),
            }
        )

    # ---- site walks ----
    walks: list[dict] = []
    jobs: list[dict] = []
    last_ntc: dict[str, str] = {}
    for year in WALK_YEARS:
        for month in WALK_MONTHS:
            round_rows = []
            for code in SITES:
                d = _saturday_in(rng, year, month)
                if d > EXPORT_DAY:
                    continue
                walker = SITES[code][8] if rng.random() < 0.72 else SECRETARY
                for p in [q for q in plots if q["_code"] == code and q["_lettable"]]:
                    t = holder_at(p["plot_no"], d)
                    if t is None:
                        continue
                    new = d < t["new_until"]
                    q = t["dil"] + rng.gauss(0, 0.09) + (0.12 if new else 0.0)
                    q = min(q, 1.0)
                    grade = "A" if q > 0.9 else "B" if q > 0.7 else "C" if q > 0.52 else "D"
                    lo, hi = {"A": (90, 100), "B": (75, 90), "C": (50, 70), "D": (0, 45)}[grade]
                    pct = rng.randrange(lo, hi + 1, 5)
                    prev = last_ntc.get(p["plot_no"], "No action")
                    ntc = "No action"
                    if grade == "C":
                        ntc = "Advisory" if rng.random() < 0.75 else "No action"
                    elif grade == "D":
                        ntc = (
                            "NTQ"
                            if prev in ("14-day", "NTQ")
                            or (prev == "Advisory" and rng.random() < 0.3)
                            else "14-day"
                        )
                    if new and ntc == "NTQ":
                        ntc = "14-day"
                    re_insp = None
                    if ntc == "14-day":
                        re_insp = d + timedelta(days=14)
                    elif ntc == "Advisory":
                        re_insp = d + timedelta(days=28)
                    # issues
                    issues = []
                    pool = dict(ISSUES_BY_GRADE[grade])
                    k = {
                        "A": 0,
                        "B": rng.choice([0, 0, 1]),
                        "C": rng.choice([1, 1, 2]),
                        "D": rng.choice([1, 2, 3]),
                    }[grade]
                    for _ in range(k):
                        if not pool:
                            break
                        i = _pick(rng, pool)
                        del pool[i]
                        issues.append(i)
                    if p["socShed"] and rng.random() < 0.07:
                        issues.append("shed repair")
                    n_crops = {
                        "A": rng.randint(3, 5),
                        "B": rng.randint(2, 4),
                        "C": rng.randint(1, 3),
                        "D": rng.choice([0, 0, 1]),
                    }[grade]
                    crops = rng.sample(CROPS[month], min(n_crops, len(CROPS[month])))
                    hose = month in (6, 8) and rng.random() < 0.045
                    first = t["name"].split()[0]
                    row = {
                        "plot": p["plot_no"],
                        "dtWalk": d,
                        "holder": t["name"],
                        # nobody walks their own plot
                        "walker": walker
                        if walker != t["name"]
                        else (SECRETARY if walker != SECRETARY else SITES[code][8]),
                        "pctCult": pct,
                        "Grade": grade,
                        "issues": issues,
                        "ntc": ntc,
                        "reInspDt": re_insp,
                        "mncrops": crops,
                        "hose": hose,
                        "cmts": _comment(
                            rng, grade, pct, crops, issues, ntc, re_insp, hose, first, new
                        ),
                        "_code": code,
                    }
                    round_rows.append(row)
                    last_ntc[p["plot_no"]] = (
                        ntc if ntc != "No action" or grade in ("A", "B") else prev
                    )
                    if grade in ("A", "B"):
                        last_ntc[p["plot_no"]] = "No action"
                    if ntc == "NTQ":
                        t["end"] = d + timedelta(days=28)
                        last_ntc[p["plot_no"]] = "No action"
                        relet(p["plot_no"], t["end"])
                    elif rng.random() < 0.022 and not new and t["name"] not in RESERVED:
                        # gives the plot up before the next walk
                        t["end"] = d + timedelta(days=rng.randint(7, 50))
                        last_ntc[p["plot_no"]] = "No action"
                        relet(p["plot_no"], t["end"])
            site_order = list(SITES)
            plot_order = {p["plot_no"]: i for i, p in enumerate(plots)}
            round_rows.sort(
                key=lambda r: (r["dtWalk"], site_order.index(r["_code"]), plot_order[r["plot"]])
            )
            for i, r in enumerate(round_rows, start=1):
                r["wlk_id"] = f"I{year % 100:02d}{month:02d}-{i:03d}"
                if "shed repair" in r["issues"]:
                    jobs.append(
                        {
                            "_walk": r,
                            "plotRef": r["plot"],
                            "sitecd": r["_code"],
                            "dtRptd": r["dtWalk"],
                            "rptdBy": r["walker"],
                            "jobTyp": rng.choice(
                                ["Shed roof", "Shed roof", "Shed door/lock", "Shed window"]
                            ),
                            "_storm": False,
                            "_breakin": False,
                            "_frost": False,
                        }
                    )
            walks.extend(round_rows)

    # ---- other repair jobs ----
    soc_sheds = [p for p in plots if p["socShed"]]
    day = MAINT_FROM
    storm_days = set()
    for y in range(2021, 2026):
        for _ in range(rng.randint(1, 2)):
            storm_days.add(date(y, rng.choice([1, 2, 3, 11, 12]), rng.randint(1, 28)))
    while day < EXPORT_DAY:
        m = day.month
        in_season = 4 <= m <= 10
        # water jobs
        if in_season:
            n = 1 if rng.random() < 0.82 else (2 if rng.random() < 0.5 else 0)
            if m in (6, 7, 8):
                n += 1 if rng.random() < 0.25 else 0
            for _ in range(n):
                typ = _pick(rng, WATER_SEASON_TYPES)
                jobs.append(
                    {
                        "jobTyp": typ,
                        "sitecd": rng.choice(list(SITES)),
                        "dtRptd": day + timedelta(days=rng.randint(0, 6)),
                        "_frost": False,
                        "_storm": False,
                        "_breakin": False,
                    }
                )
        elif m in (1, 2, 12) and rng.random() < 0.12:
            jobs.append(
                {
                    "jobTyp": rng.choice(["Pipe burst", "Stopcock"]),
                    "sitecd": rng.choice(list(SITES)),
                    "dtRptd": day + timedelta(days=rng.randint(0, 6)),
                    "_frost": True,
                    "_storm": False,
                    "_breakin": False,
                }
            )
        # frost damage found when the water goes back on (first fortnight of April)
        if m == 4 and day.day <= 14:
            for code in SITES:
                if rng.random() < 0.35:
                    jobs.append(
                        {
                            "jobTyp": _pick(rng, FROST_TYPES),
                            "sitecd": code,
                            "dtRptd": day + timedelta(days=rng.randint(0, 6)),
                            "_frost": True,
                            "_storm": False,
                            "_breakin": False,
                        }
                    )
        # shed wear and tear
        if rng.random() < 0.36:
            p = rng.choice(soc_sheds)
            jobs.append(
                {
                    "jobTyp": _pick(rng, {"Shed roof": 4, "Shed door/lock": 4, "Shed window": 2}),
                    "sitecd": p["_code"],
                    "plotRef": p["plot_no"],
                    "dtRptd": day + timedelta(days=rng.randint(0, 6)),
                    "_frost": False,
                    "_storm": False,
                    "_breakin": False,
                }
            )
        # storms and break-ins
        for sd in sorted(storm_days):
            if day <= sd < day + timedelta(days=7):
                for p in rng.sample(soc_sheds, rng.randint(2, 5)):
                    jobs.append(
                        {
                            "jobTyp": "Shed roof" if rng.random() < 0.75 else "Shed window",
                            "sitecd": p["_code"],
                            "plotRef": p["plot_no"],
                            "dtRptd": sd + timedelta(days=rng.randint(0, 3)),
                            "_frost": False,
                            "_storm": True,
                            "_breakin": False,
                        }
                    )
        if rng.random() < 0.045:
            code = rng.choice(list(SITES))
            site_sheds = [p for p in soc_sheds if p["_code"] == code]
            for p in rng.sample(site_sheds, min(len(site_sheds), rng.randint(1, 4))):
                jobs.append(
                    {
                        "jobTyp": "Shed door/lock" if rng.random() < 0.8 else "Shed window",
                        "sitecd": code,
                        "plotRef": p["plot_no"],
                        "dtRptd": day,
                        "_frost": False,
                        "_storm": False,
                        "_breakin": True,
                    }
                )
        day += timedelta(days=7)

    jobs = [j for j in jobs if j["dtRptd"] < EXPORT_DAY]
    site_plots = {
        code: [p for p in plots if p["_code"] == code and p["_lettable"]] for code in SITES
    }
    out_jobs = []
    for j in jobs:
        typ = j["jobTyp"]
        water, contr_w, urg_w, mats = JOBS[typ]
        code = j["sitecd"]
        d = j["dtRptd"]
        contractor = _pick(rng, contr_w)
        if j["_breakin"] and rng.random() < 0.5:
            contractor = "Site rep"
        urgency = _pick(rng, urg_w)
        if j["_storm"] or j["_breakin"] or (j["_frost"] and typ == "Pipe burst"):
            urgency = "High"
        # water point
        wtr = None
        if water:
            n_t, n_sp = SITES[code][5], SITES[code][6]
            if typ in ("Trough leak", "Ballcock"):
                wtr = f"{code}-T{rng.randint(1, n_t)}"
            elif typ == "Tap/standpipe":
                wtr = f"{code}-SP{rng.randint(1, n_sp)}"
            elif typ == "Pipe burst":
                wtr = f"{code}-Main" if rng.random() < 0.55 else f"{code}-T{rng.randint(1, n_t)}"
            else:
                wtr = f"{code}-Main"
        # who reported
        rptd = j.get("rptdBy")
        if rptd is None:
            if not water:
                t = holder_at(j["plotRef"], d)
                rptd = t["name"] if t and rng.random() < 0.8 else SITES[code][8]
            else:
                holders = [holder_at(p["plot_no"], d) for p in site_plots[code]]
                holders = [h for h in holders if h]
                rptd = (
                    rng.choice(holders)["name"]
                    if holders and rng.random() < 0.6
                    else (SITES[code][8] if rng.random() < 0.8 else SECRETARY)
                )
        # how long it took
        if contractor == "Site rep":
            days = rng.randint(0, 6)
        elif contractor == "Work party":
            days = rng.randint(3, 35)
        elif contractor == "Stannerley TC":
            days = rng.randint(5, 80)
        else:
            days = rng.randint(1, 12) if urgency == "High" else rng.randint(4, 55)
        parked = 0.5 if d >= date(2025, 7, 1) else 0.07
        if contractor != "Site rep" and urgency != "High" and rng.random() < parked:
            days += rng.randint(60, 240)  # waiting for a contractor slot, or for spring
        done = d + timedelta(days=days)
        if done >= EXPORT_DAY:
            done = None
        # chasing
        chase = []
        if contractor not in ("Site rep", "Work party"):
            c = d + timedelta(days=rng.randint(10, 18))
            limit = done or EXPORT_DAY
            while c < limit and len(chase) < 3:
                chase.append(c)
                c += timedelta(days=rng.randint(8, 20))
        n_vols = {"Work party": rng.randint(2, 9), "Site rep": 1}.get(contractor, 0)
        off = None
        if water:
            off = {
                "Trough leak": rng.choice([0.0, 0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0]),
                "Ballcock": rng.choice([0.0, 0.0, 0.0, 0.5, 1.0]),
                "Tap/standpipe": rng.choice([0.0, 0.5, 1.0, 1.5, 2.0, 3.0]),
                "Pipe burst": round(rng.uniform(2.0, 72.0) * 2) / 2,
                "Stopcock": round(rng.uniform(1.0, 24.0) * 2) / 2,
            }[typ]
            if contractor == "Stannerley TC" and typ == "Pipe burst":
                off = round(rng.uniform(24.0, 120.0) * 2) / 2
            if done is None:
                off = off if typ in ("Pipe burst", "Stopcock") else 0.0
        cost = None
        if done is not None:
            if contractor == "Site rep":
                cost = round(rng.uniform(2.5, 28.0), 2)
            elif contractor == "Work party":
                cost = round(rng.uniform(8.0, 140.0 if not water else 90.0), 2)
            elif contractor == "Stannerley TC":
                cost = 0.0
            elif contractor == "Hallam Plumbing":
                cost = round(
                    (65.0 + rng.uniform(12.0, 480.0 if typ == "Pipe burst" else 220.0)) * 1.2, 2
                )
            else:
                cost = round(rng.uniform(95.0, 820.0) * 1.2, 2)
            if j["_storm"] and contractor != "Work party":
                cost = round(cost * 1.6 + 120.0, 2)
        ins = (
            (j["_storm"] or j["_breakin"])
            and cost is not None
            and cost > 150
            and rng.random() < 0.65
        )
        matls = []
        if done is not None and contractor != "Stannerley TC":
            matls = rng.sample(mats, rng.randint(1, min(3, len(mats))))
            if typ == "Trough leak" and "new trough" in matls and rng.random() < 0.7:
                matls.remove("new trough")
        out_jobs.append(
            {
                "sitecd": code,
                "jobTyp": typ,
                "wtrPt": wtr,
                "plotRef": j.get("plotRef"),
                "WalkRef": j["_walk"]["wlk_id"] if "_walk" in j else None,
                "dtRptd": d,
                "dtDone": done,
                "rptdBy": rptd,
                "contractor": contractor,
                "nVols": n_vols,
                "urgency": urgency,
                "wtrOff": off,
                "tot_inc_vat": cost,
                "matls": matls,
                "chase_dts": chase,
                "isFrost": j["_frost"],
                "insClaim": ins,
            }
        )
    site_order = list(SITES)
    out_jobs.sort(
        key=lambda r: (
            r["dtRptd"],
            site_order.index(r["sitecd"]),
            r["jobTyp"],
            r["plotRef"] or "",
            r["wtrPt"] or "",
        )
    )
    counters: dict[int, int] = {}
    numbered = []
    for r in out_jobs:
        y = r["dtRptd"].year
        counters[y] = counters.get(y, 0) + 1
        numbered.append({"job_ref": f"MJ{y % 100:02d}-{counters[y]:03d}", **r})

    # ---- the register at the export ----
    last_walk: dict[str, dict] = {}
    for w in walks:
        last_walk[w["plot"]] = w
    rows = []
    for p in plots:
        pno = p["plot_no"]
        t = holder_at(pno, EXPORT_DAY)
        if not p["_lettable"]:
            status = "Not lettable"
        elif t is None:
            nxt = [x for x in tenancies[pno] if x["start"] > EXPORT_DAY]
            status = "Offered" if nxt and (nxt[0]["start"] - EXPORT_DAY).days < 60 else "Vacant"
        elif t["end"] is not None:
            status = "Under notice"
        else:
            status = "Let"
        conc = _pick(rng, CONCESSIONS) if t else None
        if t and t["name"] in RESERVED:
            conc = "Std"
        rent = _rent(p, conc or "Std")
        paid = meth = None
        keys: list[int] = []
        cowk: list[str] = []
        if t:
            if status == "Let" and rng.random() < 0.88:
                lo = max(date(2025, 8, 26), t["start"])
                paid = lo + timedelta(days=rng.randint(0, max(0, (date(2025, 11, 13) - lo).days)))
                if paid > date(2025, 11, 13):
                    paid = date(2025, 11, 13)
                meth = _pick(rng, PAY_METH)
            r = rng.random()
            n_cw = 0 if r < 0.55 else 1 if r < 0.9 else 2
            surname = t["name"].split()[-1]
            cowk = [names.new(surname if rng.random() < 0.5 else None) for _ in range(n_cw)]
            keys = sorted(
                rng.sample(
                    range(KEY_BASE[p["_code"]] + 1, KEY_BASE[p["_code"]] + 100),
                    1 + (1 if n_cw and rng.random() < 0.6 else 0),
                )
            )
        rows.append(
            {
                "plot_no": pno,
                "Site": p["Site"],
                "pltTyp": p["pltTyp"],
                "sizeRods": p["sizeRods"],
                "tenant": t["name"] if t else None,
                "coWkrs": cowk,
                "dtTenStart": t["start"] if t else None,
                "Concession": conc,
                "rentGbp": rent,
                "dtPaid": paid,
                "pay_meth": meth,
                "keyNos": keys,
                "structs": p["structs"],
                "isAcc": p["isAcc"],
                "socShed": p["socShed"],
                "yrsWL": t["wl"] if t else None,
                "status": status,
            }
        )
    # gate keys are unique per site: re-draw duplicates deterministically
    seen: set[int] = set()
    for r in rows:
        fixed = []
        for k in r["keyNos"]:
            while k in seen:
                k += 1
            seen.add(k)
            fixed.append(k)
        r["keyNos"] = sorted(fixed)
    out_walks = [
        {"wlk_id": w["wlk_id"], **{k: v for k, v in w.items() if k not in ("wlk_id", "_code")}}
        for w in walks
    ]
    return {"SDASPlots": rows, "SiteWlk": out_walks, "Maint": numbered}


def build(out: Path) -> Path:
    """Write `allotment-society/schema.json` and its three objects files under out."""
    formats = {"SDASPlots": "jsonl", "SiteWlk": "parquet", "Maint": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_float=".2f")


if __name__ == "__main__":
    _export.main(__doc__, build)
