"""Write `dive-centre`: an invented scuba dive centre's season export, named tersely.

Porthallan Dive Centre, an invented dive centre on an invented stretch of coast (the harbour
town of Porthallan, its dive sites, wrecks, boats, skippers, instructors, customers and notes are
all made up; the diving, boat and gas terms are the trade's ordinary ones), exported its season
system the way an engineer exports it: abbreviated property names in mixed habits (snake_case
`cyl_sn`, `wp_bar`, `trip_id`, `vis_m`, `pax_id`; camelCase `volL`, `yrMfd`, `dtHydro`, `visDts`,
`o2Clean`, `numFills`, `purchGbp`, `dtDep`, `maxDpth`, `nDvrs`, `ppHd`, `windBft`, `wtrTemp`,
`isCxl`, `cxlRsn`, `runMins`, `logNotes`, `tripRef`, `dtAct`, `dtBkd`, `dvrNm`, `bkTyp`,
`cylRef`, `ownCyl`, `pctO2`, `fillBar`, `totGbp`, `noShow`, `dpthMax`; PascalCase `Matl`,
`Site`, `SiteTyp`, `CertLvl`, `Gas`; glued lowercase `mk`, `vlv`, `cfg`, `stat`, `boat`, `slot`,
`skpr`, `cap`, `flags`, `crs`, `instr`, `hire`, `pmt`; prefixes `dt`, `n`, `num`, `is`, `pct`,
`yr`), abbreviated class names (`HPCyls`, `BtSched`, `Pax`), terse descriptions in the trade's
shorthand ("WC, L", "WP, bar", "Last hydro (5y)", "VI dts", "O2 cl.?", "Plan max, m", "Wind, Bft",
"Run tms dv1/dv2, min", "O2 anal., %", "Tot., £ inc VAT"), five properties with no description
(`cfg`, `boat`, `instr`, `pmt`, `noShow`) and one collection (`Pax`) with no class description.

- `HPCyls` (CSV): the centre's cylinder register (hire and training cylinders, twinsets, stages,
  ponies): serial, maker, water capacity, material, working pressure, valve, configuration, year
  made, last hydrostatic test, visual inspection dates, oxygen clean, fills this season, purchase
  price and status. Arrays are JSON strings in cells.
- `BtSched` (JSON Lines): every scheduled boat dive trip of the 2025 season (2025-04-05 to
  2025-10-19) on the two boats, Morvoren (a 12-diver catamaran) and Skua (an 8-diver RIB), sailed
  or cancelled: trip code, boat, date, slot, first site and its type, skipper, planned maximum
  depth, places, divers on board, price a head, wind, visibility, water temperature, cancelled and
  why, the dives' run times, the trip's flags and the skipper's log (`logNotes`, the one prose
  property).
- `Pax` (Parquet, no class description): one row per customer booking line of the season: boat
  dives, course enrolments, kit hire and cylinder fills. `tripRef` refers to `BtSched.trip_id`
  (empty off the boats), `cylRef` to `HPCyls.cyl_sn` (the centre cylinder issued or filled; empty
  when none).

The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v33.py OUT   (writes OUT/dive-centre/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "dive-centre"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
SEASON_FROM, SEASON_TO = date(2025, 4, 5), date(2025, 10, 19)
EXPORT_DAY = date(2025, 10, 24)
BANK_HOLIDAYS = [
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
    date(2025, 8, 25),
]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "HPCyls",
        "Cyl reg. (hire/trng)",
        [
            ("cyl_sn", "text", "Cyl s/n"),
            ("mk", "text", "Mfr"),
            ("volL", "number", "WC, L"),
            ("Matl", "text", "Mat. (St/Al)"),
            ("wp_bar", "int", "WP, bar"),
            ("vlv", "text", "Vlv"),
            ("cfg", "text", None),
            ("yrMfd", "int", "Mfd yr"),
            ("dtHydro", "date", "Last hydro (5y; blank=orig.)"),
            ("visDts", "date[]", "VI dts"),
            ("o2Clean", "boolean", "O2 cl.?"),
            ("numFills", "int", "Fills '25"),
            ("purchGbp", "number", "Purch., £ ex VAT"),
            ("stat", "text", "Stat."),
        ],
    ),
    (
        "BtSched",
        "Boat dv sched. '25",
        [
            ("trip_id", "text", "Trip #"),
            ("boat", "text", None),
            ("dtDep", "date", "Dep. dt"),
            ("slot", "text", "AM/PM/NT"),
            ("Site", "text", "1st site"),
            ("SiteTyp", "text", "Typ. (W/R/D/P)"),
            ("skpr", "text", "Skpr"),
            ("maxDpth", "number", "Plan max, m"),
            ("cap", "int", "Max pax"),
            ("nDvrs", "int", "Dvrs on bd #"),
            ("ppHd", "number", "£/hd inc VAT"),
            ("windBft", "int", "Wind, Bft"),
            ("vis_m", "number", "Vis, m"),
            ("wtrTemp", "number", "Wtr, C"),
            ("isCxl", "boolean", "Cxl?"),
            ("cxlRsn", "text", "Cxl rsn"),
            ("runMins", "int[]", "Run tms dv1/dv2, min"),
            ("flags", "text[]", "Flags"),
            ("logNotes", PROSE, "Skpr log"),
        ],
    ),
    (
        "Pax",
        None,
        [
            ("pax_id", "text", "Bkg ln #"),
            ("tripRef", "text", "Trip"),
            ("dtAct", "date", "Act. dt"),
            ("dtBkd", "date", "Bkd"),
            ("dvrNm", "text", "Diver"),
            ("bkTyp", "text", "Typ. (boat/crs/hire/fill)"),
            ("crs", "text", "Crs"),
            ("instr", "text", None),
            ("CertLvl", "text", "Cert"),
            ("cylRef", "text", "Cyl s/n"),
            ("ownCyl", "boolean", "Own cyl?"),
            ("Gas", "text", "Gas (Air/EANx)"),
            ("pctO2", "number", "O2 anal., %"),
            ("fillBar", "int", "Fill, bar"),
            ("hire", "text[]", "Hire kit"),
            ("totGbp", "number", "Tot., £ inc VAT"),
            ("pmt", "text", None),
            ("noShow", "boolean", None),
            ("dpthMax", "number", "Max d., m (log)"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# site: (type, planned maximum depths, life and features for the log)
SITES = {
    "SS Ardenvale": (
        "Wreck",
        [30.0, 32.0, 35.0],
        [
            "pollock over the boilers",
            "a big conger in the stern",
            "bib shoaling round the prop shaft",
        ],
    ),
    "HMT Merryn": (
        "Wreck",
        [24.0, 26.0],
        [
            "the gun still on the bow",
            "crawfish under the plates",
            "tompot blennies all over the winch",
        ],
    ),
    "Lady Treleven": (
        "Wreck",
        [15.0, 18.0],
        ["the boiler and ribs easy to follow", "wrasse everywhere", "plumose anemones on the ribs"],
    ),
    "MV Gwennol": (
        "Wreck",
        [28.0, 30.0],
        ["the bridge intact", "ling in the holds", "a shoal of bib on the deck"],
    ),
    "SS Carrow Bay": (
        "Wreck",
        [36.0, 40.0],
        ["the cargo of tiles in the holds", "lobster in the bow", "huge shoal of pout"],
    ),
    "Penhallow Ledges": (
        "Reef",
        [18.0, 20.0],
        ["jewel anemones on the walls", "cuttlefish on the ledges", "a seal buzzed the group"],
    ),
    "The Gurnards": (
        "Reef",
        [12.0, 15.0],
        ["gurnards on the sand", "spider crabs everywhere", "a small eagle ray"],
    ),
    "Carn Dhu": (
        "Reef",
        [20.0, 22.0],
        ["dead men's fingers on the walls", "a huge ballan wrasse", "nudibranchs on the hydroids"],
    ),
    "Bellas Reef": (
        "Reef",
        [10.0, 12.0],
        ["pipefish in the weed", "a cuttlefish", "dogfish asleep in the weed"],
    ),
    "Seal Rock": (
        "Reef",
        [14.0, 15.0],
        ["seals in the gullies", "young seals playing with fins", "the seals stayed on the rock"],
    ),
    "Tregarth Sound": (
        "Drift",
        [18.0, 20.0],
        ["a fast drift over the maerl", "scallops on the gravel", "plaice in the sand"],
    ),
    "Vean Race": (
        "Drift",
        [24.0, 25.0],
        [
            "a quick drift over the boulders",
            "pink sea fans in the current",
            "a shoal of mackerel overhead",
        ],
    ),
    "The Mewsen": (
        "Pinnacle",
        [28.0, 30.0],
        [
            "sea fans on the south face",
            "jewel anemones in every colour",
            "a sunfish at the surface on the way out",
        ],
    ),
    "Black Stack": (
        "Pinnacle",
        [24.0, 26.0],
        ["a wall of plumose anemones", "bass round the top", "ross coral on the gully floor"],
    ),
    "Cowl Pinnacle": (
        "Pinnacle",
        [35.0, 40.0],
        ["sea fans below 30 m", "a big shoal of bib", "a blue shark seen from the boat"],
    ),
}
AM_SITES = {
    "SS Ardenvale": 5,
    "HMT Merryn": 6,
    "MV Gwennol": 5,
    "SS Carrow Bay": 2,
    "The Mewsen": 5,
    "Black Stack": 5,
    "Cowl Pinnacle": 2,
    "Vean Race": 3,
    "Carn Dhu": 4,
    "Penhallow Ledges": 3,
}
PM_SITES = {
    "Lady Treleven": 5,
    "Penhallow Ledges": 4,
    "The Gurnards": 3,
    "Carn Dhu": 3,
    "Seal Rock": 4,
    "Tregarth Sound": 4,
    "Black Stack": 2,
    "HMT Merryn": 2,
}
NIGHT_SITES = {"Bellas Reef": 3, "The Gurnards": 2, "Lady Treleven": 1}
COURSE_SITES = {
    "Lady Treleven": 3,
    "Penhallow Ledges": 3,
    "The Gurnards": 4,
    "Bellas Reef": 3,
    "Seal Rock": 3,
    "Carn Dhu": 1,
}

SKIPPERS = {
    "Morvoren": {"J. Penrose": 5, "M. Carveth": 3},
    "Skua": {"T. Angwin": 4, "R. Nance": 3, "M. Carveth": 1},
}
CAP = {"Morvoren": 12, "Skua": 8}
INSTRUCTORS = {
    "Lowenna Tregear": 5,
    "Callum Reith": 4,
    "Priya Nandakumar": 4,
    "Jonah Whitlock": 3,
    "Beth Carne": 2,
}
FIRST = [
    "Alice",
    "Ben",
    "Chloe",
    "Dan",
    "Ellie",
    "Finn",
    "Grace",
    "Harry",
    "Isla",
    "Jack",
    "Kate",
    "Liam",
    "Megan",
    "Nathan",
    "Olivia",
    "Patrick",
    "Rosie",
    "Sam",
    "Tom",
    "Abby",
    "Callum",
    "Daisy",
    "Ewan",
    "Freya",
    "Gareth",
    "Hannah",
    "Imran",
    "Jess",
    "Kieran",
    "Lucy",
    "Matt",
    "Nia",
    "Oscar",
    "Phoebe",
    "Rhys",
    "Sophie",
    "Theo",
    "Amira",
    "Bethan",
    "Craig",
    "Dominika",
    "Elliot",
    "Fatima",
    "George",
    "Helen",
    "Ian",
    "Joanna",
    "Karl",
    "Laura",
    "Mark",
    "Natalie",
    "Owen",
    "Pippa",
    "Rob",
    "Sarah",
    "Steve",
    "Tariq",
    "Vicky",
    "Will",
    "Zoe",
    "Andrzej",
    "Bryony",
    "Caitlin",
    "Declan",
    "Emma",
    "Gemma",
    "Jamie",
    "Kerry",
    "Lewis",
    "Marta",
]
LAST = [
    "Abbott",
    "Bailey",
    "Barnes",
    "Bennett",
    "Bird",
    "Bolitho",
    "Bowen",
    "Carter",
    "Chapman",
    "Clarke",
    "Cole",
    "Cooper",
    "Curnow",
    "Davies",
    "Dawson",
    "Doyle",
    "Edwards",
    "Ellis",
    "Evans",
    "Fisher",
    "Fletcher",
    "Ford",
    "Foster",
    "Gill",
    "Graham",
    "Grant",
    "Hall",
    "Harding",
    "Harvey",
    "Hawke",
    "Hicks",
    "Holt",
    "Hughes",
    "Hunt",
    "Jago",
    "James",
    "Jenkin",
    "Kaur",
    "Kemp",
    "Khan",
    "Knight",
    "Lane",
    "Lee",
    "Lloyd",
    "Mason",
    "Mills",
    "Moore",
    "Morgan",
    "Murray",
    "Nash",
    "Nowak",
    "O'Brien",
    "Osei",
    "Owen",
    "Parry",
    "Patel",
    "Payne",
    "Pearce",
    "Perry",
    "Phillips",
    "Pope",
    "Price",
    "Quinn",
    "Reed",
    "Reynolds",
    "Rowe",
    "Sanders",
    "Shaw",
    "Simmons",
    "Stevens",
    "Sutton",
    "Tonkin",
    "Trevithick",
    "Turner",
    "Vaughan",
    "Walsh",
    "Ward",
    "Webb",
    "West",
    "Wilde",
    "Woods",
    "Wright",
    "Young",
]
CERTS = ["Non-diver", "OW", "AOW", "Rescue", "DM", "Instr."]
HIRE_PRICE = {
    "BCD": 10.0,
    "Reg": 10.0,
    "Drysuit": 25.0,
    "Wetsuit": 12.0,
    "Computer": 8.0,
    "Torch": 6.0,
    "SMB": 4.0,
    "Weights": 4.0,
}
COURSE_FEE = {
    "OW": 525.0,
    "AOW": 365.0,
    "Rescue": 395.0,
    "Nitrox": 165.0,
    "Drysuit": 245.0,
    "DM": 895.0,
}
NEXT_CERT = {"OW": "OW", "AOW": "AOW", "Rescue": "Rescue", "DM": "DM"}
WIND_DIRS = ["SW", "W", "NW", "S", "SE", "E", "NE", "N", "WSW"]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _season_days() -> list[date]:
    days, d = [], SEASON_FROM
    while d <= SEASON_TO:
        days.append(d)
        d += timedelta(days=1)
    return days


def _busy(d: date) -> bool:
    return d.weekday() >= 5 or d in BANK_HOLIDAYS


def _demand(d: date) -> float:
    m = {4: 0.45, 5: 0.6, 6: 0.72, 7: 0.85, 8: 0.9, 9: 0.68, 10: 0.42}[d.month]
    return min(1.0, m * (1.3 if _busy(d) else 0.85))


def _hhmm(rng: random.Random, h0: int, h1: int) -> str:
    h = rng.randint(h0, h1)
    return f"{h:02d}:{rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]):02d}"


# ---- the cylinder register -----------------------------------------------------------------


def _cylinders(rng: random.Random) -> list[dict]:
    # (count, maker weights, volume, material, working pressure, configuration)
    kinds = [
        (46, {"Faber": 5, "Vitkovice": 3, "Eurocylinder": 2}, 12.0, "Steel", 232, "Single"),
        (22, {"Faber": 3, "Vitkovice": 2}, 15.0, "Steel", 232, "Single"),
        (8, {"Faber": 1}, 10.0, "Steel", 232, "Single"),
        (6, {"Faber": 1, "Vitkovice": 1}, 12.0, "Steel", 300, "Single"),
        (10, {"Luxfer": 1}, 11.1, "Aluminium", 207, "Single"),
        (8, {"Faber": 2, "Eurocylinder": 1}, 24.0, "Steel", 232, "Twinset"),
        (8, {"Luxfer": 1}, 7.0, "Aluminium", 207, "Stage"),
        (10, {"Faber": 1, "Eurocylinder": 1}, 3.0, "Steel", 232, "Pony"),
    ]
    prefix = {"Faber": "FB", "Vitkovice": "VK", "Eurocylinder": "EC", "Luxfer": "LX"}
    cyls: list[dict] = []
    used: list[str] = []
    for n, makers, vol, mat, wp, cfg in kinds:
        for _ in range(n):
            mk = _pick(rng, makers)
            while True:
                sn = f"{prefix[mk]}{rng.randint(100000, 999999)}"
                if sn not in used:
                    used.append(sn)
                    break
            yr = rng.choices(
                list(range(2008, 2026)),
                weights=[1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 3, 3, 3, 3, 2],
            )[0]
            if cfg == "Single" and wp == 300:
                vlv = "DIN"
            elif cfg == "Twinset":
                vlv = "Twin outlet"
            elif cfg in ("Stage", "Pony"):
                vlv = "DIN"
            else:
                vlv = rng.choice(["Conv.", "Conv.", "Conv.", "A-clamp", "DIN"])
            o2 = cfg in ("Stage",) or rng.random() < (0.55 if cfg == "Single" else 0.3)
            price = {
                12.0: 285.0,
                15.0: 320.0,
                10.0: 260.0,
                11.1: 245.0,
                24.0: 690.0,
                7.0: 210.0,
                3.0: 150.0,
            }[vol]
            if wp == 300:
                price = 365.0
            price = round(price * (0.85 + 0.012 * (yr - 2008)) + rng.uniform(-12, 12), 2)
            purch = price if (yr >= 2014 and rng.random() < 0.85) or rng.random() < 0.25 else None
            cyls.append(
                {
                    "cyl_sn": sn,
                    "mk": mk,
                    "volL": vol,
                    "Matl": mat,
                    "wp_bar": wp,
                    "vlv": vlv,
                    "cfg": cfg,
                    "yrMfd": yr,
                    "dtHydro": None,
                    "visDts": [],
                    "o2Clean": o2,
                    "numFills": 0,
                    "purchGbp": purch,
                    "stat": "In service",
                    "_until": SEASON_TO,
                    "_from": SEASON_FROM,
                }
            )
    # statuses: overdue hydro (awaiting test), quarantine, condemned
    older = [c for c in cyls if c["yrMfd"] <= 2020 and c["cfg"] in ("Single", "Twinset", "Pony")]
    rng.shuffle(older)
    overdue = older[:7]
    quarantine = older[7:13]
    condemned = older[13:17]
    for c in cyls:
        yr = c["yrMfd"]
        if c in overdue:
            c["yrMfd"] = yr = rng.choice([2010, 2015])
            c["dtHydro"] = date(2020, rng.randint(5, 9), rng.randint(1, 28))
            c["stat"] = "Awaiting test"
            c["_until"] = date(
                c["dtHydro"].year + 5, c["dtHydro"].month, c["dtHydro"].day
            ) - timedelta(days=1)
        elif yr <= 2020:
            # the last five-yearly periodic test, done in the closed season (blank: none due yet)
            y = yr + 5
            while y + 5 <= 2025:
                y += 5
            c["dtHydro"] = date(y, rng.choice([1, 2, 3]), rng.randint(1, 28))
        elif yr == 2025:
            c["_from"] = date(2025, rng.choice([4, 5, 6]), rng.randint(1, 28))
            c["_from"] = max(c["_from"], SEASON_FROM)
        vis: list[date] = []
        for season_year in (2023, 2024):
            if yr <= season_year and rng.random() < 0.75:
                vd = date(season_year, 11, 1) + timedelta(days=rng.randint(0, 140))
                if c["dtHydro"] is None or abs((vd - c["dtHydro"]).days) > 60:
                    vis.append(vd)
        c["visDts"] = vis
        if c in quarantine:
            c["stat"] = "Quarantine"
            c["_until"] = date(2025, rng.randint(5, 9), rng.randint(1, 28))
        if c in condemned:
            c["stat"] = "Condemned"
            c["_until"] = SEASON_FROM - timedelta(days=1)
            if not c["visDts"]:
                c["visDts"] = [date(2025, rng.choice([1, 2, 3]), rng.randint(1, 28))]
    cyls.sort(key=lambda x: x["cyl_sn"])
    return cyls


# ---- customers -----------------------------------------------------------------------------


class Customers:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.people: list[dict] = []
        self.names: list[str] = []
        for _ in range(760):
            self._new(rng.choices(CERTS[1:], weights=[26, 34, 18, 12, 10])[0])

    def _new(self, cert: str) -> dict:
        rng = self.rng
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in self.names:
                break
        self.names.append(name)
        senior = cert in ("Rescue", "DM", "Instr.")
        p = {
            "name": name,
            "cert": cert,
            "nitrox": cert != "Non-diver"
            and rng.random() < (0.75 if senior else 0.35 if cert == "AOW" else 0.12),
            "own_cyl": cert != "Non-diver" and rng.random() < (0.55 if senior else 0.25),
            "kit": []
            if senior and rng.random() < 0.7
            else sorted(
                rng.sample(["BCD", "Reg", "Drysuit", "Computer", "Weights"], rng.randint(0, 4))
            ),
            "club": rng.random() < 0.18,
            "w": min(6.0, rng.paretovariate(2.2)),
            "student": cert == "Non-diver",
        }
        if cert != "Non-diver" and rng.random() < 0.08:
            p["kit"] = (
                sorted(p["kit"] + ["Torch"]) if rng.random() < 0.5 else sorted(p["kit"] + ["SMB"])
            )
        self.people.append(p)
        return p

    def student(self) -> dict:
        return self._new("Non-diver")

    def draw(self, ok, exclude: list[str], club: bool | None = None) -> dict | None:
        pool = [
            p
            for p in self.people
            if not p["student"]
            and p["name"] not in exclude
            and ok(p)
            and (club is None or p["club"] == club)
        ]
        if not pool:
            return None
        return self.rng.choices(pool, weights=[p["w"] for p in pool])[0]


def _cert_rank(c: str) -> int:
    return CERTS.index(c)


# ---- trips, bookings, fills ----------------------------------------------------------------


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(33071)
    cyls = _cylinders(rng)
    custs = Customers(rng)
    days = _season_days()

    # daily weather: wind force as a random walk, visibility and water temperature by season
    wind: dict[date, int] = {}
    w = 3
    for d in days:
        if rng.random() < 0.4:
            calm = d.month in (6, 7, 8)
            w = _pick(
                rng,
                {
                    1: 8,
                    2: 18,
                    3: 27,
                    4: 24,
                    5: 12 if calm else 15,
                    6: 5 if calm else 8,
                    7: 1 if calm else 3,
                },
            )
        wind[d] = w
    temp_by_month = {4: 10.6, 5: 12.0, 6: 14.0, 7: 15.8, 8: 16.9, 9: 16.2, 10: 14.6}

    # the schedule
    slots: list[tuple[date, str, str]] = []
    for d in days:
        wd, m = d.weekday(), d.month
        if not (m in (4, 10) and wd in (0, 1, 2) and not _busy(d)) and not (
            m == 5 and wd in (0, 1) and not _busy(d)
        ):
            slots.append((d, "Morvoren", "AM"))
        if _busy(d) or (m in (7, 8) and wd in (2, 3, 4)):
            slots.append((d, "Morvoren", "PM"))
        if (_busy(d) and 5 <= m <= 9) or (m in (7, 8) and wd in (1, 3)):
            slots.append((d, "Skua", "AM"))
        if _busy(d) and 6 <= m <= 9:
            slots.append((d, "Skua", "PM"))
        if wd == 3 and 6 <= m <= 8:
            slots.append((d, "Skua", "Night"))

    trips: list[dict] = []
    pax: list[dict] = []
    counters = {"Morvoren": 0, "Skua": 0}
    engine_days = sorted(rng.sample(days[40:180], 3))

    def cyl_for(d: date, gas: str, cfg_w: dict, taken: list[str]) -> dict | None:
        cfg = _pick(rng, cfg_w)
        pool = [
            c
            for c in cyls
            if c["cfg"] == cfg
            and c["_from"] <= d <= c["_until"]
            and c["cyl_sn"] not in taken
            and (gas == "Air" or c["o2Clean"])
        ]
        if not pool:
            pool = [
                c
                for c in cyls
                if c["cfg"] == "Single"
                and c["_from"] <= d <= c["_until"]
                and c["cyl_sn"] not in taken
                and (gas == "Air" or c["o2Clean"])
            ]
        return rng.choice(pool) if pool else None

    def fill_of(c: dict | None, own_wp: int) -> int:
        wp = c["wp_bar"] if c else own_wp
        lo = {232: 222, 207: 198, 200: 192, 300: 282}[wp]
        return rng.randint(lo, wp)

    def o2_of(gas: str | None) -> float | None:
        if gas == "EAN32":
            return round(rng.uniform(31.5, 32.6), 1)
        if gas == "EAN36":
            return round(rng.uniform(35.4, 36.6), 1)
        return None

    def booked_before(d: date, lo: int, hi: int) -> date:
        return max(date(2025, 1, 2), d - timedelta(days=rng.randint(lo, hi)))

    for d, boat, slot in slots:
        counters[boat] += 1
        tid = f"{'MOR' if boat == 'Morvoren' else 'SKU'}-{counters[boat]:04d}"
        cap = CAP[boat]
        course_trip = (
            boat == "Morvoren"
            and slot in ("AM", "PM")
            and rng.random() < (0.28 if slot == "PM" else 0.16)
        )
        charter = not course_trip and slot != "Night" and rng.random() < 0.07
        if slot == "Night":
            site = _pick(rng, NIGHT_SITES)
        elif course_trip:
            site = _pick(rng, COURSE_SITES)
        elif slot == "AM":
            site = _pick(rng, AM_SITES)
        else:
            site = _pick(rng, PM_SITES)
        typ, depths, life = SITES[site]
        plan = rng.choice(depths)
        if course_trip:
            plan = min(plan, 18.0)
        two_tank = slot == "AM"
        flags: list[str] = []
        if two_tank:
            flags.append("2-tank")
        if typ in ("Wreck", "Pinnacle") and plan >= 24.0 or typ == "Drift" and plan >= 24.0:
            flags.append("slack dep.")
        if plan >= 35.0 or (plan >= 30.0 and rng.random() < 0.4):
            flags.append("deco OK")
        if charter:
            flags.append("charter")
        if course_trip:
            flags.append("course")
        if not course_trip and not charter and slot != "Night" and rng.random() < 0.06:
            flags.append("photo")
        price = {
            ("Morvoren", "AM"): 80.0,
            ("Morvoren", "PM"): 48.0,
            ("Skua", "AM"): 85.0,
            ("Skua", "PM"): 50.0,
            ("Skua", "Night"): 45.0,
        }[(boat, slot)]
        if charter:
            price = 65.0 if two_tank else 40.0
        bft = max(
            0,
            min(
                7,
                wind[d]
                + rng.choice([-1, 0, 0, 1])
                + (1 if slot == "PM" and rng.random() < 0.3 else 0),
            ),
        )

        # who booked
        demand = 0.95 if charter else _demand(d) * rng.uniform(0.4, 1.05)
        if slot == "Night":
            demand *= 0.6
        n_book = min(cap, max(0, round(cap * demand)))
        if charter:
            n_book = cap - rng.randint(0, 2)
        lines: list[dict] = []
        names: list[str] = []
        instr = _pick(rng, INSTRUCTORS) if course_trip else None
        n_course = rng.randint(1, 4) if course_trip else 0
        for _ in range(n_course):
            crs = rng.choices(["OW", "AOW", "Rescue", "DM"], weights=[10, 7, 3, 1])[0]
            if crs == "OW":
                p = custs.student()
            else:
                need = {"AOW": "OW", "Rescue": "AOW", "DM": "Rescue"}[crs]
                p = custs.draw(lambda q, need=need: q["cert"] == need, names)
                if p is None:
                    p = custs.student()
                    crs = "OW"
            names.append(p["name"])
            lines.append({"kind": "Course", "p": p, "crs": crs, "cert": p["cert"]})
        max_fun = n_book - n_course
        for _ in range(max(0, max_fun)):
            if plan > 20.0:
                ok = lambda q: _cert_rank(q["cert"]) >= _cert_rank("AOW")
            else:
                ok = lambda q: _cert_rank(q["cert"]) >= _cert_rank("OW")
            p = custs.draw(ok, names, club=True if charter else None)
            if p is None:
                p = custs.draw(ok, names)
            if p is None:
                break
            names.append(p["name"])
            lines.append({"kind": "Boat dive", "p": p, "crs": None, "cert": p["cert"]})

        # cancelled?
        reason = None
        if d in engine_days and boat == "Morvoren" and slot == "AM":
            reason = "Engine fault"
        elif bft >= 6 or (bft == 5 and rng.random() < (0.6 if boat == "Skua" else 0.2)):
            reason = "Wind"
        elif rng.random() < 0.03:
            reason = "Swell"
        elif len(lines) < 2 and not charter:
            reason = "Low bkgs"
        elif rng.random() < 0.006:
            reason = "Poor vis"
        cxl = reason is not None
        vis = (
            None
            if cxl
            else float(
                max(
                    2,
                    min(
                        18,
                        round(
                            rng.gauss(9 if d.month in (6, 7, 8, 9) else 6.5, 2.6)
                            - (2 if wind[d] >= 4 else 0)
                        ),
                    ),
                )
            )
        )
        temp = (
            None
            if cxl
            else round(temp_by_month[d.month] + (d.day - 15) * 0.03 + rng.uniform(-0.6, 0.6), 1)
        )
        if cxl:
            runs: list[int] = []
        elif slot == "Night":
            runs = [rng.randint(35, 52)]
        else:
            base = (30, 48) if plan >= 30 else (40, 58)
            if "deco OK" in flags:
                base = (44, 68)
            runs = [rng.randint(*base)] + ([rng.randint(40, 60)] if two_tank else [])

        taken: list[str] = []
        sailed = 0
        no_shows = 0
        for ln in lines:
            p = ln["p"]
            if ln["kind"] == "Course":
                if ln["crs"] == "OW" or not p["own_cyl"]:
                    own = False
                else:
                    own = rng.random() < 0.6
                gas = "EAN32" if p["nitrox"] and plan <= 30 and rng.random() < 0.3 else "Air"
                hire = (
                    ["BCD", "Computer", "Drysuit", "Reg", "Weights"]
                    if ln["crs"] == "OW"
                    else sorted(p["kit"])
                )
                total = COURSE_FEE[ln["crs"]]
                pm = rng.choices(["Online", "Card", "Voucher"], weights=[5, 4, 1])[0]
                inst = instr
            else:
                own = p["own_cyl"]
                if p["nitrox"] and rng.random() < 0.65:
                    gas = "EAN36" if plan <= 28.0 and rng.random() < 0.4 else "EAN32"
                else:
                    gas = "Air"
                if plan > 34.0 and gas == "EAN32":
                    gas = "Air"
                hire = list(p["kit"])
                if slot == "Night" and "Torch" not in hire and rng.random() < 0.5:
                    hire.append("Torch")
                hire = sorted(hire)
                n_dives = 2 if two_tank else 1
                total = price + sum(HIRE_PRICE[h] for h in hire)
                if not own:
                    total += 12.0
                if gas == "EAN32":
                    total += 8.0 * n_dives
                elif gas == "EAN36":
                    total += 10.0 * n_dives
                if charter and p["club"]:
                    pm = "Club acct"
                else:
                    pm = rng.choices(["Online", "Card", "Cash", "Voucher"], weights=[9, 6, 2, 1])[0]
                inst = None
            c = None
            if not own:
                cw = {"Single": 1} if "deco OK" not in flags else {"Single": 7, "Twinset": 3}
                c = cyl_for(d, gas, cw, taken)
                if c is None:
                    own = True
                else:
                    taken.append(c["cyl_sn"])
            noshow = (not cxl) and ln["kind"] == "Boat dive" and rng.random() < 0.035
            fill = None if cxl else fill_of(c, rng.choice([232, 232, 232, 200, 300]))
            if c is not None and fill is not None:
                c["numFills"] += 2 if two_tank else 1
            if cxl:
                depth = None
                pm = "Refunded"
            elif noshow:
                depth = None
                no_shows += 1
            else:
                sailed += 1
                lim = plan
                if ln["kind"] == "Course" and ln["crs"] == "OW" or p["cert"] == "OW":
                    lim = min(plan, 18.0)
                depth = round(lim * rng.uniform(0.62, 1.0), 1)
            pax.append(
                {
                    "tripRef": tid,
                    "dtAct": d,
                    "dtBkd": booked_before(d, 1, 50),
                    "dvrNm": p["name"],
                    "bkTyp": ln["kind"],
                    "crs": ln["crs"],
                    "instr": inst,
                    "CertLvl": ln["cert"],
                    "cylRef": c["cyl_sn"] if c else None,
                    "ownCyl": own,
                    "Gas": gas,
                    "pctO2": None if cxl else o2_of(gas),
                    "fillBar": fill,
                    "hire": hire,
                    "totGbp": round(total, 2),
                    "pmt": pm,
                    "noShow": noshow,
                    "dpthMax": depth,
                }
            )
            if ln["kind"] == "Course" and not cxl:
                p["cert"] = NEXT_CERT[ln["crs"]]
                p["student"] = False
        if cxl:
            for ln in lines:
                if ln["kind"] == "Course" and ln["crs"] == "OW":
                    ln["p"]["cert"] = "OW"  # finished the course on a later trip
                    ln["p"]["student"] = False
        if course_trip and not any(x["kind"] == "Course" for x in lines):
            flags.remove("course")

        # the skipper's log
        skpr = _pick(rng, SKIPPERS[boat])
        if cxl:
            why = {
                "Wind": f"forecast {rng.choice(WIND_DIRS)} {bft} gusting {min(8, bft + rng.randint(1, 2))} at the point",
                "Swell": f"{rng.choice(['2', '2.5', '3'])} m ground swell running into the bay",
                "Low bkgs": f"only {len(lines)} booked",
                "Engine fault": f"{rng.choice(['port', 'starboard'])} engine overheating on the test run",
                "Poor vis": "plankton bloom, under 2 m on the site yesterday",
            }[reason]
            note = (
                f"Cancelled at {_hhmm(rng, 6, 11)}, {why}. "
                f"{len(lines) if lines else 'No'} divers told by text and refunded."
            )
            if lines and rng.random() < 0.5:
                note += f" {rng.randint(1, max(1, len(lines)))} moved to the next trip."
            note += " " + rng.choice(
                [
                    "Boat checked and left on the mooring.",
                    "Kit left in the store.",
                    "Cylinders stay filled for tomorrow.",
                    "Will review the forecast at 17:00.",
                ]
            )
        else:
            leave = (
                _hhmm(rng, 8, 9)
                if slot == "AM"
                else (_hhmm(rng, 13, 14) if slot == "PM" else _hhmm(rng, 20, 21))
            )
            sea = rng.choice(
                [
                    "flat calm",
                    "slight chop",
                    "small swell",
                    "lumpy on the way out",
                    "a bit of swell",
                ]
            )
            parts = [f"Left at {leave}, wind {rng.choice(WIND_DIRS)} {bft}, {sea}."]
            optional: list[
                int
            ] = []  # sentences dropped, last first, when the note runs over 50 words
            parts.append(
                f"{site}: {rng.choice(life)}, vis about {int(vis)} m, {temp} C on the bottom."
            )
            if two_tank:
                second = rng.choice([s for s in PM_SITES if s != site])
                parts.append(f"Second dive on {second}, {rng.choice(SITES[second][2])}.")
            if "slack dep." in flags:
                optional.append(len(parts))
                parts.append(
                    rng.choice(
                        [
                            "Slack came 10 minutes late, held the group on the shot.",
                            "Dropped in on slack, current picked up after 35 minutes.",
                            "Good slack, everyone up the shot line.",
                        ]
                    )
                )
            if no_shows:
                parts.append(f"{no_shows} no-show{'s' if no_shows > 1 else ''}.")
            if course_trip and "course" in flags:
                optional.append(len(parts))
                parts.append(
                    f"Course group with {instr.split()[0]} did skills on the sand at 10 m."
                )
            r = rng.random()
            if r < 0.18:
                optional.append(len(parts))
            if r < 0.08:
                parts.append("One diver aborted at 8 m, ear problem, fine on the boat.")
            elif r < 0.14:
                parts.append("Lost SMB recovered by the second pair.")
            elif r < 0.18:
                parts.append("Diver low on gas at 50 bar, ascended with buddy, logged.")
            back = f"Alongside {_hhmm(rng, 12, 13) if slot == 'AM' else (_hhmm(rng, 16, 17) if slot == 'PM' else _hhmm(rng, 22, 23))}."
            while len(" ".join(parts).split()) > 48 and optional:
                del parts[optional.pop()]
            note = " ".join(parts + [back])
        words = note.split()
        if len(words) > 50:
            note = " ".join(words[:50]).rstrip(",.") + "."
        trips.append(
            {
                "trip_id": tid,
                "boat": boat,
                "dtDep": d,
                "slot": slot,
                "Site": site,
                "SiteTyp": typ,
                "skpr": skpr,
                "maxDpth": plan,
                "cap": cap,
                "nDvrs": 0 if cxl else sailed,
                "ppHd": price,
                "windBft": bft,
                "vis_m": vis,
                "wtrTemp": temp,
                "isCxl": cxl,
                "cxlRsn": reason,
                "runMins": runs,
                "flags": flags,
                "logNotes": note,
            }
        )

    # courses off the boat: nitrox theory, drysuit in the pool and shore, rescue from the shore
    for _ in range(96):
        d = rng.choice(days)
        crs = rng.choices(["Nitrox", "Drysuit", "Rescue"], weights=[5, 3, 2])[0]
        if crs == "Nitrox":
            p = custs.draw(lambda q: q["cert"] in ("OW", "AOW", "Rescue") and not q["nitrox"], [])
        elif crs == "Drysuit":
            p = custs.draw(lambda q: q["cert"] in ("OW", "AOW"), [])
        else:
            p = custs.draw(lambda q: q["cert"] == "AOW", [])
        if p is None:
            continue
        gas = None
        c = None
        hire: list[str] = []
        if crs == "Drysuit":
            gas = "Air"
            c = cyl_for(d, gas, {"Single": 1}, [])
            hire = ["Drysuit", "Weights"] + (["BCD", "Reg"] if rng.random() < 0.5 else [])
        elif crs == "Rescue":
            gas = "Air"
            c = None if p["own_cyl"] else cyl_for(d, gas, {"Single": 1}, [])
            hire = list(p["kit"])
        fill = fill_of(c, 232) if gas else None
        if c is not None:
            c["numFills"] += 1
        pax.append(
            {
                "tripRef": None,
                "dtAct": d,
                "dtBkd": booked_before(d, 3, 40),
                "dvrNm": p["name"],
                "bkTyp": "Course",
                "crs": crs,
                "instr": _pick(rng, INSTRUCTORS),
                "CertLvl": p["cert"],
                "cylRef": c["cyl_sn"] if c else None,
                "ownCyl": gas is not None and c is None,
                "Gas": gas,
                "pctO2": None,
                "fillBar": fill,
                "hire": sorted(hire),
                "totGbp": COURSE_FEE[crs],
                "pmt": rng.choices(["Online", "Card", "Voucher"], weights=[5, 4, 1])[0],
                "noShow": False,
                "dpthMax": None,
            }
        )
        if crs == "Nitrox":
            p["nitrox"] = True
        elif crs == "Rescue":
            p["cert"] = "Rescue"

    # kit hire for shore dives and trips elsewhere
    weighted_days = [d for d in days for _ in range(3 if _busy(d) else 1)]
    for _ in range(265):
        d = rng.choice(weighted_days)
        p = custs.draw(lambda q: q["cert"] != "Non-diver", [])
        items = sorted(
            rng.sample(list(HIRE_PRICE), rng.choices([1, 2, 3, 4], weights=[4, 4, 3, 2])[0])
        )
        c = None
        gas = None
        if rng.random() < 0.7:
            gas = "EAN32" if p["nitrox"] and rng.random() < 0.3 else "Air"
            c = cyl_for(d, gas, {"Single": 8, "Pony": 1, "Twinset": 1}, [])
        fill = fill_of(c, 232) if c else None
        if c is None:
            gas = None
        else:
            c["numFills"] += 1
        total = (
            sum(HIRE_PRICE[h] for h in items)
            + (12.0 if c else 0.0)
            + (8.0 if gas == "EAN32" else 0.0)
        )
        pax.append(
            {
                "tripRef": None,
                "dtAct": d,
                "dtBkd": booked_before(d, 0, 10),
                "dvrNm": p["name"],
                "bkTyp": "Hire only",
                "crs": None,
                "instr": None,
                "CertLvl": p["cert"],
                "cylRef": c["cyl_sn"] if c else None,
                "ownCyl": False,
                "Gas": gas,
                "pctO2": o2_of(gas),
                "fillBar": fill,
                "hire": items,
                "totGbp": round(total, 2),
                "pmt": rng.choices(["Card", "Cash", "Online"], weights=[6, 3, 1])[0],
                "noShow": False,
                "dpthMax": None,
            }
        )

    # fills of customers' own cylinders at the fill station
    for _ in range(340):
        d = rng.choice(weighted_days)
        p = custs.draw(lambda q: q["cert"] != "Non-diver" and q["own_cyl"], [])
        r = rng.random()
        gas = "Air" if not p["nitrox"] or r < 0.5 else ("EAN32" if r < 0.85 else "EAN36")
        wp = rng.choice([232, 232, 232, 232, 200, 300])
        n_cyl = rng.choices([1, 2], weights=[3, 2])[0]
        unit = {"Air": 7.0, "EAN32": 14.0, "EAN36": 16.0}[gas] + (2.0 if wp == 300 else 0.0)
        pax.append(
            {
                "tripRef": None,
                "dtAct": d,
                "dtBkd": d,
                "dvrNm": p["name"],
                "bkTyp": "Fill only",
                "crs": None,
                "instr": None,
                "CertLvl": p["cert"],
                "cylRef": None,
                "ownCyl": True,
                "Gas": gas,
                "pctO2": o2_of(gas),
                "fillBar": fill_of(None, wp),
                "hire": [],
                "totGbp": round(unit * n_cyl, 2),
                "pmt": "Club acct"
                if p["club"] and rng.random() < 0.6
                else rng.choice(["Card", "Cash"]),
                "noShow": False,
                "dpthMax": None,
            }
        )

    # staff and club fills of the centre's cylinders not booked through the till
    for c in cyls:
        active = max(0, (min(c["_until"], SEASON_TO) - max(c["_from"], SEASON_FROM)).days)
        if active:
            c["numFills"] += rng.randint(0, max(1, active // 12))

    order = {"Boat dive": 0, "Course": 1, "Hire only": 2, "Fill only": 3}
    pax.sort(key=lambda x: (x["dtAct"], x["tripRef"] or "~", order[x["bkTyp"]], x["dvrNm"]))
    out_pax = [{"pax_id": f"BK25-{i:05d}", **x} for i, x in enumerate(pax, start=1)]
    for c in cyls:
        del c["_until"], c["_from"]
    return {"HPCyls": cyls, "BtSched": trips, "Pax": out_pax}


# ---- writing -------------------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `dive-centre/schema.json` and its three objects files under out."""
    formats = {"HPCyls": "csv", "BtSched": "jsonl", "Pax": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
