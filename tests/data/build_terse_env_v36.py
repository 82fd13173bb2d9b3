"""Write `lang-centre`: an invented university language centre's export, named tersely.

The Language Centre of Marlhurst University (an invented university; every learner, tutor, room,
building and note is made up; CEFR levels, IWLP, EAP, placement tests and the other terms are the
ordinary ones of the trade) exported its timetable and records system for the academic year
2024/25 the way an engineer exports it: abbreviated property names in mixed habits (snake_case
`cls_code`, `dur_mins`, `num_wks`, `enrol_no`, `att_pct`, `tot_scr`, `prev_yrs`; camelCase
`crsTyp`, `mtgDays`, `startTm`, `feeGbp`, `crPts`, `dtStart`, `cxlDts`, `isCert`, `stuName`,
`clsRef`, `ptRef`, `yrStudy`, `dtEnrol`, `discPct`, `paidGbp`, `nAttd`, `absDts`, `visaMon`,
`testId`, `dtTaken`, `skillScr`, `isResit`, `durMin`, `assrNotes`; PascalCase `Lang`, `Term`,
`LrnrCat`, `Status`, `Fmt`, `RecLvl`; glued lowercase `cefr`, `deliv`, `roomno`, `tutor`,
`maxcap`, `finres`, `certiss`, `accessreq`, `cand`, `assessor`; prefixes `dt`, `n`, `num`, `is`,
`pct`-style suffixes, `yr`), abbreviated class names (`CrsTT`, `Enrolmts`, `PTRes`), terse
descriptions in the trade's shorthand, five properties with no description (`Term`, `deliv`,
`tutor`, `certiss`, `assessor`) and one collection (`PTRes`) with no class description.

- `CrsTT` (JSON Lines): the class timetable of the three terms (Autumn 24, Spring 25, Summer 25):
  one row per class (a section of a course), with language, CEFR level, programme, meeting days,
  start time, session length, weeks, delivery, room, lead tutor, capacity, full fee, IWLP
  credits, first session, cancelled sessions and whether a certificate is offered.
- `Enrolmts` (Parquet): one row per enrolment of a learner on a class (withdrawals, transfers
  and no-shows included), numbered in enrolment-date order; `clsRef` refers to `CrsTT.cls_code`,
  `ptRef` to `PTRes.testId` (the placement test the learner was placed by, empty when none).
- `PTRes` (CSV, no class description): one row per placement test sat, numbered in date order,
  with the four skill scores, the total, the recommended level, the assessor and the assessor's
  notes (`assrNotes`, the one prose property).

The output is deterministic (one seeded `random.Random`); the export was taken on 2025-06-20.

Usage: python build_terse_env_v36.py OUT   (writes OUT/lang-centre/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "lang-centre"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
EXPORT_DAY = date(2025, 6, 20)
PT_OPENS = date(2024, 8, 27)
BANK_HOLIDAYS = [date(2025, 5, 5), date(2025, 5, 26)]
DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri"]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "CrsTT",
        "Cls t/t AY24/25 (all terms)",
        [
            ("cls_code", "text", "Cls code (lang-lvl-term-sect.)"),
            ("Lang", "text", "Lang."),
            ("cefr", "text", "Lvl (CEFR)"),
            ("crsTyp", "text", "Prog. (IWLP/Eve/EAP/Int/Stf)"),
            ("Term", "text", None),
            ("mtgDays", "text[]", "Day(s)"),
            ("startTm", "text", "Start, 24h"),
            ("dur_mins", "int", "Sess. len, min"),
            ("num_wks", "int", "Wks"),
            ("deliv", "text", None),
            ("roomno", "text", "Rm (bldg rm; blank=OL)"),
            ("tutor", "text", None),
            ("maxcap", "int", "Max #"),
            ("feeGbp", "number", "Fee, £ inc VAT (full)"),
            ("crPts", "int", "Cr. (IWLP only)"),
            ("dtStart", "date", "Wk1 sess."),
            ("cxlDts", "date[]", "Cxl sess. dts"),
            ("isCert", "boolean", "Cert. y/n"),
        ],
    ),
    (
        "Enrolmts",
        "Enr. recs incl. wdn/trf",
        [
            ("enrol_no", "text", "Enr. #"),
            ("stuName", "text", "Learner"),
            ("clsRef", "text", "Cls"),
            ("ptRef", "text", "PT # (blank=no PT)"),
            ("LrnrCat", "text", "Cat. (UG/PG/Stf/Ext/Exch/Alum)"),
            ("yrStudy", "int", "Yr of study (UG/PG)"),
            ("dtEnrol", "date", "Enr. dt"),
            ("discPct", "int", "Disc., %"),
            ("paidGbp", "number", "Pd, £ inc VAT"),
            ("Status", "text", "Stat."),
            ("nAttd", "int", "Sess. att'd"),
            ("att_pct", "number", "Att., % (blank=trf)"),
            ("absDts", "date[]", "Auth. abs. dts"),
            ("finres", "text", "Final res. (assessed only)"),
            ("visaMon", "boolean", "SV att. mon.?"),
            ("certiss", "boolean", None),
            ("accessreq", "text[]", "Adj. (RAs)"),
        ],
    ),
    (
        "PTRes",
        None,
        [
            ("testId", "text", "PT #"),
            ("cand", "text", "Cand."),
            ("Lang", "text", "Lang."),
            ("dtTaken", "date", "Dt sat"),
            ("Fmt", "text", "Fmt (IP/OL)"),
            ("skillScr", "int[]", "L/R/W/S, /25"),
            ("tot_scr", "int", "Tot., /100"),
            ("RecLvl", "text", "Rec. lvl (CEFR)"),
            ("assessor", "text", None),
            ("isResit", "boolean", "Re-sit?"),
            ("prev_yrs", "number", "Prior study, yrs (blank=n/g)"),
            ("durMin", "int", "Time, min"),
            ("assrNotes", PROSE, "Assr notes"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

LANGS = {
    "SPA": "Spanish",
    "FRE": "French",
    "GER": "German",
    "ITA": "Italian",
    "MAN": "Mandarin",
    "JPN": "Japanese",
    "ARA": "Arabic",
    "KOR": "Korean",
    "POR": "Portuguese",
    "BSL": "BSL",
    "ENG": "English",
}
TUTORS = {
    "SPA": ["Marisol Ibarra", "Tomás Gallardo", "Lucía Benavente"],
    "FRE": ["Hélène Varin", "Claire Dubosc", "Yannick Morel"],
    "GER": ["Katrin Vogt", "Jonas Riedel"],
    "ITA": ["Paola Ferrante", "Dario Conti"],
    "MAN": ["Li Wenjing", "Zhou Hao"],
    "JPN": ["Yuki Tanabe", "Haruto Ishida"],
    "ARA": ["Samir Haddad"],
    "KOR": ["Seo Min-ji"],
    "POR": ["Beatriz Couto"],
    "BSL": ["Owen Ashby"],
    "ENG": ["Fiona McCrae", "Gareth Lloyd-Pugh", "Ruth Okonkwo", "Dan Mercer", "Priya Raman"],
}
# room: capacity (LC Lambert Court, the centre's own building; ASH Ashdown Building; KGH Kingsley Hall)
ROOMS = {
    "LC 0.12": 16,
    "LC 0.14": 18,
    "LC 1.03": 20,
    "LC 1.05": 14,
    "LC 1.07": 12,
    "LC 1.09": 20,
    "LC 2.01": 24,
    "ASH 2.10": 24,
    "ASH 2.11": 20,
    "KGH G.04": 30,
    "KGH 1.18": 16,
}
LEVELS = ["A1", "A2", "B1", "B2", "C1"]
TYPE_LETTER = {"IWLP": "I", "Evening": "E", "EAP": "A", "Intensive": "X", "Staff": "S"}
TERMS = {
    "Autumn 24": ("AU24", date(2024, 9, 30), 10),
    "Spring 25": ("SP25", date(2025, 1, 20), 10),
    "Summer 25": ("SU25", date(2025, 4, 28), 9),
}

# (language code, level, programme, sections) per term
PLAN_TERM = [
    ("SPA", "A1", "IWLP", 3),
    ("SPA", "A2", "IWLP", 2),
    ("SPA", "B1", "IWLP", 1),
    ("SPA", "B2", "IWLP", 1),
    ("FRE", "A1", "IWLP", 2),
    ("FRE", "A2", "IWLP", 1),
    ("FRE", "B1", "IWLP", 1),
    ("FRE", "B2", "IWLP", 1),
    ("GER", "A1", "IWLP", 2),
    ("GER", "A2", "IWLP", 1),
    ("GER", "B1", "IWLP", 1),
    ("ITA", "A1", "IWLP", 1),
    ("ITA", "A2", "IWLP", 1),
    ("MAN", "A1", "IWLP", 1),
    ("MAN", "A2", "IWLP", 1),
    ("JPN", "A1", "IWLP", 2),
    ("JPN", "A2", "IWLP", 1),
    ("ARA", "A1", "IWLP", 1),
    ("KOR", "A1", "IWLP", 1),
    ("POR", "A1", "IWLP", 1),
    ("SPA", "A1", "Evening", 2),
    ("SPA", "A2", "Evening", 1),
    ("SPA", "B1", "Evening", 1),
    ("SPA", "B2", "Evening", 1),
    ("FRE", "A1", "Evening", 1),
    ("FRE", "A2", "Evening", 1),
    ("FRE", "B1", "Evening", 1),
    ("FRE", "C1", "Evening", 1),
    ("GER", "A1", "Evening", 1),
    ("GER", "B1", "Evening", 1),
    ("ITA", "A1", "Evening", 1),
    ("ITA", "B1", "Evening", 1),
    ("MAN", "A1", "Evening", 1),
    ("JPN", "A1", "Evening", 1),
    ("JPN", "A2", "Evening", 1),
    ("ARA", "A2", "Evening", 1),
    ("KOR", "A1", "Evening", 1),
    ("POR", "A2", "Evening", 1),
    ("BSL", "A1", "Evening", 1),
    ("BSL", "A2", "Evening", 1),
    ("ENG", "B1", "EAP", 1),
    ("ENG", "B2", "EAP", 2),
    ("ENG", "C1", "EAP", 1),
    ("SPA", "A1", "Staff", 1),
    ("FRE", "A1", "Staff", 1),
    ("BSL", "A1", "Staff", 1),
]
PLAN_SUMMER = [
    ("SPA", "A1", "Evening", 2),
    ("SPA", "A2", "Evening", 1),
    ("SPA", "B1", "Evening", 1),
    ("FRE", "A1", "Evening", 1),
    ("FRE", "A2", "Evening", 1),
    ("FRE", "B2", "Evening", 1),
    ("GER", "A1", "Evening", 1),
    ("ITA", "A1", "Evening", 1),
    ("ITA", "A2", "Evening", 1),
    ("JPN", "A1", "Evening", 1),
    ("MAN", "A1", "Evening", 1),
    ("KOR", "A1", "Evening", 1),
    ("POR", "A1", "Evening", 1),
    ("BSL", "A2", "Evening", 1),
    ("ARA", "A1", "Evening", 1),
    ("ENG", "B2", "EAP", 1),
    ("ENG", "C1", "EAP", 1),
    ("SPA", "A1", "Intensive", 2),
    ("SPA", "B1", "Intensive", 1),
    ("FRE", "A2", "Intensive", 1),
    ("ITA", "A1", "Intensive", 1),
    ("GER", "A1", "Intensive", 1),
    ("JPN", "A1", "Intensive", 1),
    ("SPA", "A2", "Staff", 1),
    ("FRE", "A2", "Staff", 1),
    ("BSL", "A2", "Staff", 1),
]
CAPS = {
    "IWLP": [18, 20, 20, 22],
    "Evening": [14, 16, 16],
    "EAP": [16, 18],
    "Intensive": [10, 12],
    "Staff": [12, 14],
}
FILL = {
    "IWLP": (0.7, 1.0),
    "Evening": (0.6, 1.0),
    "EAP": (0.7, 1.0),
    "Intensive": (0.6, 1.0),
    "Staff": (0.5, 1.0),
}
CATS = {
    "IWLP": {"UG": 78, "PG": 10, "Exchange": 9, "Staff": 3},
    "Evening": {"External": 44, "Staff": 19, "Alumni": 11, "PG": 14, "UG": 9, "Exchange": 3},
    "EAP": {"PG": 62, "UG": 28, "Exchange": 10},
    "Intensive": {"External": 38, "UG": 24, "PG": 14, "Staff": 12, "Alumni": 12},
    "Staff": {"Staff": 1},
}
DISC = {
    "IWLP": {"UG": 100, "Exchange": 100, "PG": 50, "Staff": 50},
    "Evening": {"External": 0, "Alumni": 20, "Staff": 50, "PG": 50, "UG": 50, "Exchange": 50},
    "EAP": {"PG": 0, "UG": 0, "Exchange": 0},
    "Intensive": {"External": 0, "Alumni": 20, "Staff": 30, "UG": 30, "PG": 30},
}
ADJUSTMENTS = [
    "extra time",
    "rest breaks",
    "large print",
    "hearing loop",
    "step-free room",
    "lecture capture",
    "coloured overlays",
    "seat near front",
]

FIRST = [
    "Amelia",
    "Oliver",
    "Isla",
    "Harry",
    "Freya",
    "Jack",
    "Poppy",
    "Thomas",
    "Evie",
    "George",
    "Ruby",
    "Samuel",
    "Grace",
    "Daniel",
    "Chloe",
    "Joseph",
    "Megan",
    "Lewis",
    "Hannah",
    "Callum",
    "Niamh",
    "Rhys",
    "Eilidh",
    "Ewan",
    "Sian",
    "Dylan",
    "Ffion",
    "Connor",
    "Aoife",
    "Cian",
    "Zara",
    "Imran",
    "Aisha",
    "Bilal",
    "Fatima",
    "Omar",
    "Layla",
    "Yusuf",
    "Maryam",
    "Hamza",
    "Priya",
    "Arjun",
    "Ananya",
    "Rohan",
    "Kavya",
    "Vikram",
    "Divya",
    "Sanjay",
    "Meera",
    "Nikhil",
    "Wei",
    "Jing",
    "Hao",
    "Xin",
    "Yue",
    "Chen",
    "Ling",
    "Jun",
    "Mei",
    "Tao",
    "Haruka",
    "Kenji",
    "Aiko",
    "Ren",
    "Sakura",
    "Minho",
    "Jiwoo",
    "Seoyeon",
    "Hyun",
    "Dae",
    "Chiara",
    "Luca",
    "Giulia",
    "Matteo",
    "Elena",
    "Lukas",
    "Lena",
    "Felix",
    "Anna",
    "Jonas",
    "Camille",
    "Louis",
    "Manon",
    "Hugo",
    "Chloé",
    "Sofía",
    "Pablo",
    "Lucía",
    "Diego",
    "Carmen",
    "Mateus",
    "Inês",
    "Tiago",
    "Beatriz",
    "Kwame",
    "Ama",
    "Kofi",
    "Adaeze",
    "Chidi",
    "Ngozi",
    "Tendai",
    "Thandiwe",
    "Sipho",
    "Nomvula",
    "Olga",
    "Dmitri",
    "Katarzyna",
    "Piotr",
    "Agnieszka",
    "Tomasz",
    "Ioana",
    "Andrei",
    "Elif",
    "Emre",
    "Zeynep",
    "Mehmet",
    "Leila",
    "Reza",
    "Nasrin",
    "Dara",
    "Sean",
    "Bethan",
    "Iwan",
    "Lowri",
    "Gethin",
    "Alys",
    "Morgan",
    "Robyn",
    "Kieran",
    "Jade",
    "Nathan",
    "Lauren",
    "Ryan",
    "Holly",
    "Adam",
    "Sophie",
    "Ben",
    "Lucy",
    "Matthew",
    "Emily",
    "James",
    "Charlotte",
    "William",
    "Olivia",
    "Edward",
    "Alice",
    "Henry",
    "Rosie",
    "Peter",
    "Margaret",
    "David",
    "Susan",
    "Richard",
    "Helen",
    "Paul",
    "Janet",
    "Martin",
    "Alison",
    "Graham",
    "Gillian",
    "Keith",
    "Pauline",
]
LAST = [
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Williams",
    "Wilson",
    "Johnson",
    "Davies",
    "Robinson",
    "Wright",
    "Thompson",
    "Evans",
    "Walker",
    "White",
    "Roberts",
    "Green",
    "Hall",
    "Wood",
    "Jackson",
    "Clarke",
    "Patel",
    "Khan",
    "Ahmed",
    "Hussain",
    "Begum",
    "Ali",
    "Shah",
    "Sharma",
    "Singh",
    "Kaur",
    "Gupta",
    "Iyer",
    "Nair",
    "Reddy",
    "Menon",
    "Wang",
    "Li",
    "Zhang",
    "Liu",
    "Chen",
    "Yang",
    "Huang",
    "Zhao",
    "Wu",
    "Zhou",
    "Sato",
    "Suzuki",
    "Takahashi",
    "Watanabe",
    "Kim",
    "Lee",
    "Park",
    "Choi",
    "Jung",
    "Rossi",
    "Russo",
    "Bianchi",
    "Romano",
    "Colombo",
    "Müller",
    "Schmidt",
    "Schneider",
    "Fischer",
    "Weber",
    "Martin",
    "Bernard",
    "Dubois",
    "Lefebvre",
    "Moreau",
    "García",
    "Fernández",
    "López",
    "Martínez",
    "Sánchez",
    "Silva",
    "Santos",
    "Ferreira",
    "Pereira",
    "Mensah",
    "Owusu",
    "Boateng",
    "Okafor",
    "Adeyemi",
    "Nwosu",
    "Moyo",
    "Dlamini",
    "Ndlovu",
    "Kowalski",
    "Nowak",
    "Wiśniewska",
    "Popescu",
    "Ionescu",
    "Yılmaz",
    "Demir",
    "Kaya",
    "Hosseini",
    "Karimi",
    "Rahimi",
    "Murphy",
    "O'Brien",
    "Kelly",
    "Byrne",
    "Walsh",
    "Campbell",
    "Stewart",
    "MacLeod",
    "Fraser",
    "Reid",
    "Morgan",
    "Hughes",
    "Price",
    "Lloyd",
    "Griffiths",
    "Pritchard",
    "Rowlands",
    "Harris",
    "Baker",
    "Cooper",
    "Ward",
    "Turner",
    "Hill",
    "Moore",
    "Allen",
    "King",
    "Scott",
    "Young",
    "Mitchell",
    "Carter",
    "Phillips",
    "Parker",
    "Bennett",
    "Marsh",
    "Hart",
    "Fletcher",
    "Holt",
    "Sutton",
    "Dawson",
    "Firth",
    "Ashworth",
    "Lomax",
    "Pickering",
    "Birch",
    "Hale",
    "Nash",
    "Quinn",
    "Doyle",
    "Fenwick",
]


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _mins(t: str) -> int:
    h, m = t.split(":")
    return int(h) * 60 + int(m)


# ---- classes ------------------------------------------------------------------------------


def _slot_options(lang: str, level: str, typ: str) -> list[tuple[list[str], str, int]]:
    """Meeting days, start time and session length a class of this kind may take."""
    if typ == "IWLP":
        if lang in ("MAN", "JPN", "ARA", "KOR") and level == "A1":
            return [
                (["Mon", "Thu"], "10:00", 120),
                (["Tue", "Fri"], "10:00", 120),
                (["Mon", "Thu"], "14:00", 120),
            ]
        out = []
        for d in ("Mon", "Tue", "Wed", "Thu"):
            for t in ("10:00", "13:00", "14:00", "16:00"):
                out.append(([d], t, 120))
        return out
    if typ == "Evening":
        return [([d], t, 120) for d in ("Mon", "Tue", "Wed", "Thu") for t in ("18:00", "18:30")]
    if typ == "EAP":
        return [
            (["Tue", "Thu"], "12:00", 90),
            (["Mon", "Wed"], "16:00", 90),
            (["Tue", "Thu"], "16:00", 90),
            (["Wed"], "14:00", 120),
        ]
    if typ == "Intensive":
        return [(["Mon", "Tue", "Wed", "Thu", "Fri"], "09:30", 180)]
    return [([d], t, 60) for d in ("Mon", "Tue", "Wed", "Thu") for t in ("12:15", "13:15")]


def _fee(lang: str, typ: str, term: str) -> float:
    if typ == "EAP":
        return 0.0
    if typ == "Staff":
        return 95.0
    if typ == "IWLP":
        return 310.0
    hard = lang in ("MAN", "JPN", "ARA", "KOR")
    if typ == "Intensive":
        return 395.0 if hard else 365.0
    if lang == "BSL":
        return 285.0 if term != "Summer 25" else 256.5
    if term == "Summer 25":
        return 236.25 if hard else 211.5
    return 262.5 if hard else 235.0


def _sessions(days: list[str], first_monday: date, weeks: int) -> list[date]:
    out = []
    for w in range(weeks):
        for d in days:
            day = first_monday + timedelta(days=7 * w + DAY_NAMES.index(d))
            if day not in BANK_HOLIDAYS:
                out.append(day)
    return out


def _classes(rng: random.Random) -> list[dict]:
    classes: list[dict] = []
    for term, (tcode, monday, weeks) in TERMS.items():
        plan = PLAN_SUMMER if term == "Summer 25" else PLAN_TERM
        rows = []
        for lang, level, typ, n in plan:
            k = n
            if (
                term == "Spring 25"
                and typ == "IWLP"
                and level == "A1"
                and n > 1
                and rng.random() < 0.5
            ):
                k = n - 1  # fewer beginners' sections after Christmas
            if (
                term == "Spring 25"
                and typ == "IWLP"
                and level in ("A2", "B1")
                and rng.random() < 0.3
            ):
                k = n + 1  # the autumn beginners move up
            rows += [(lang, level, typ)] * k
        booked_rooms: list[tuple[str, str, int, int]] = []
        booked_tutors: list[tuple[str, str, int, int]] = []
        sect: dict[tuple[str, str, str], int] = {}
        for lang, level, typ in rows:
            cap = rng.choice(CAPS[typ])
            if typ == "Evening":
                deliv = _pick(rng, {"Face-to-face": 15, "Online": 4, "Hybrid": 1})
            elif typ == "EAP":
                deliv = _pick(rng, {"Face-to-face": 7, "Hybrid": 3})
            elif typ == "Staff":
                deliv = _pick(rng, {"Face-to-face": 1, "Online": 1})
            elif typ == "IWLP":
                deliv = _pick(rng, {"Face-to-face": 19, "Hybrid": 1})
            else:
                deliv = "Face-to-face"
            if deliv == "Online":
                cap = min(cap, 14)
            if typ == "Intensive":
                start_monday = rng.choice([date(2025, 6, 2), date(2025, 6, 16)])
                n_weeks = 2
            elif typ == "EAP" and term == "Summer 25":
                start_monday, n_weeks = date(2025, 5, 12), 6
            elif typ == "Staff" and term == "Summer 25":
                start_monday, n_weeks = monday, 8
            else:
                start_monday, n_weeks = monday, weeks
            options = _slot_options(lang, level, typ)
            rng.shuffle(options)
            chosen = None
            for days, start, dur in options:
                a, b = _mins(start), _mins(start) + dur
                tutors = TUTORS[lang][:]
                rng.shuffle(tutors)
                tutor = next(
                    (
                        t
                        for t in tutors
                        if not any(
                            bt == t and bd in days and a < be and ba < b
                            for bt, bd, ba, be in booked_tutors
                        )
                    ),
                    None,
                )
                if tutor is None:
                    continue
                room = None
                if deliv != "Online":
                    rooms = [r for r, c in ROOMS.items() if c >= cap]
                    rng.shuffle(rooms)
                    room = next(
                        (
                            r
                            for r in rooms
                            if not any(
                                br == r and bd in days and a < be and ba < b
                                for br, bd, ba, be in booked_rooms
                            )
                        ),
                        None,
                    )
                    if room is None:
                        continue
                chosen = (days, start, dur, tutor, room)
                break
            if chosen is None:
                continue
            days, start, dur, tutor, room = chosen
            a, b = _mins(start), _mins(start) + dur
            for d in days:  # a tutor or room is held for the slot all term (simpler than by week)
                booked_tutors.append((tutor, d, a, b))
                if room:
                    booked_rooms.append((room, d, a, b))
            key = (lang, level, typ)
            sect[key] = sect.get(key, 0) + 1
            sessions = _sessions(days, start_monday, n_weeks)
            past = [s for s in sessions if s <= EXPORT_DAY]
            cxl: list[date] = []
            r = rng.random()
            if past and r < 0.27:
                cxl = sorted(rng.sample(past, 2 if (r < 0.06 and len(past) > 3) else 1))
            crs = 20 if (typ == "IWLP" and len(days) == 2) else (10 if typ == "IWLP" else None)
            cert = typ in ("IWLP", "Intensive") or (typ == "Evening" and rng.random() < 0.45)
            classes.append(
                {
                    "cls_code": f"{lang}-{level}-{tcode}-{TYPE_LETTER[typ]}{sect[key]}",
                    "Lang": LANGS[lang],
                    "cefr": level,
                    "crsTyp": typ,
                    "Term": term,
                    "mtgDays": list(days),
                    "startTm": start,
                    "dur_mins": dur,
                    "num_wks": n_weeks,
                    "deliv": deliv,
                    "roomno": room,
                    "tutor": tutor,
                    "maxcap": cap,
                    "feeGbp": _fee(lang, typ, term),
                    "crPts": crs,
                    "dtStart": sessions[0],
                    "cxlDts": cxl,
                    "isCert": cert,
                    "_lang": lang,
                    "_sessions": sessions,
                }
            )
    classes.sort(key=lambda c: (c["dtStart"], c["cls_code"]))
    return classes


# ---- learners, enrolments and placement tests ----------------------------------------------


class Names:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used: set[str] = set(t for ts in TUTORS.values() for t in ts)

    def new(self) -> str:
        while True:
            n = f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"
            if n not in self.used:
                self.used.add(n)
                return n


def _new_learner(rng: random.Random, names: Names, typ: str) -> dict:
    cat = _pick(rng, CATS[typ])
    yr = None
    if cat == "UG":
        yr = _pick(rng, {1: 36, 2: 34, 3: 10, 4: 20})
    elif cat == "PG":
        yr = _pick(rng, {1: 80, 2: 14, 3: 6})
    visa = False
    if cat in ("UG", "PG", "Exchange"):
        base = {"UG": 0.16, "PG": 0.42, "Exchange": 0.55}[cat]
        visa = rng.random() < (0.9 if typ == "EAP" else base)
    adj: list[str] = []
    if rng.random() < 0.075:
        adj = rng.sample(ADJUSTMENTS, rng.choice([1, 1, 1, 2, 2, 3]))
    prop = _pick(rng, {0.95: 44, 0.86: 30, 0.72: 17, 0.5: 9})
    if visa:
        prop = max(prop, 0.86)
    return {"name": names.new(), "cat": cat, "yr": yr, "visa": visa, "adj": adj, "prop": prop}


def _scores(rng: random.Random, level: str) -> list[int]:
    lo, hi = {"A1": (6, 29), "A2": (30, 49), "B1": (50, 67), "B2": (68, 83), "C1": (84, 97)}[level]
    total = rng.randint(lo, hi)
    while True:
        sk = [max(0, min(25, round(total / 4 + rng.uniform(-4.5, 4.5)))) for _ in range(4)]
        diff = total - sum(sk)
        i = 0
        while diff != 0 and i < 40:
            j = rng.randrange(4)
            step = 1 if diff > 0 else -1
            if 0 <= sk[j] + step <= 25:
                sk[j] += step
                diff -= step
            i += 1
        if diff == 0:
            return sk


SKILLS = ["listening", "reading", "writing", "speaking"]
GRAMMAR = {
    "Spanish": [
        "ser and estar",
        "the preterite against the imperfect",
        "the subjunctive",
        "object pronouns",
    ],
    "French": [
        "the passé composé with être",
        "gender agreement",
        "the subjunctive",
        "relative pronouns",
    ],
    "German": [
        "the case endings",
        "word order in subordinate clauses",
        "separable verbs",
        "the perfect tense",
    ],
    "Italian": [
        "the passato prossimo",
        "articulated prepositions",
        "the subjunctive",
        "reflexive verbs",
    ],
    "Mandarin": ["the tones", "measure words", "the particle le", "character recognition"],
    "Japanese": ["kanji", "the te-form", "particles wa and ga", "polite and plain forms"],
    "Arabic": ["the script", "the broken plurals", "the verb forms", "the case endings"],
    "Korean": ["Hangul spelling", "the honorific endings", "the particles", "the past tense"],
    "Portuguese": ["the nasal vowels", "ser and estar", "the personal infinitive", "the preterite"],
    "English": ["academic register", "referencing and hedging", "paragraph structure", "articles"],
}
BACKGROUND = [
    "Studied it at school to GCSE, nothing since.",
    "A-level some years ago, rusty but comes back quickly.",
    "Self-taught with an app for about {m} months.",
    "Lived in the country for {m} months on a work placement.",
    "Took an evening course elsewhere two years ago.",
    "Heritage speaker at home, understands far more than writes.",
    "Did a year abroad as part of the degree.",
    "Partner speaks it, mostly informal conversation.",
    "Completed a beginners' course online during lockdown.",
    "No formal study, picked it up travelling.",
]
BACKGROUND_ENG = [
    "Undergraduate degree taught in English, IELTS {i} on entry.",
    "IELTS {i} overall with writing at {j}, conditional offer met.",
    "Studied through English for {m} months before arriving.",
    "First year in the UK, previous study all in the home language.",
    "Pre-sessional course completed over the summer.",
]
RECOMMEND = [
    "Placed {lvl}.",
    "Recommend {lvl}, review after week two.",
    "Placed {lvl}; could cope with the level above if the group suits.",
    "Recommend {lvl}, borderline with {other}.",
    "{lvl} is right, would struggle higher.",
    "Clear {lvl}, no doubt about the placement.",
]


def _note(rng: random.Random, lang: str, level: str, sk: list[int], prev, fmt: str) -> str:
    best = SKILLS[max(range(4), key=lambda i: sk[i])]
    worst = SKILLS[min(range(4), key=lambda i: sk[i])]
    parts = []
    s = rng.choice(
        [
            f"Strongest in {best} ({max(sk)}/25), weakest in {worst} ({min(sk)}/25).",
            f"Good {best}, {worst} lags behind at {min(sk)} out of 25.",
            f"{best.capitalize()} well ahead of {worst}.",
            f"Fairly even profile across the four skills, {worst} slightly lower.",
        ]
    )
    parts.append(s)
    g = rng.choice(GRAMMAR[lang])
    parts.append(
        rng.choice(
            [
                f"Not secure with {g}.",
                f"Some confusion over {g}, otherwise accurate.",
                f"Handles {g} reasonably well for the level.",
                f"Needs work on {g}.",
            ]
        )
    )
    if fmt == "In person" or rng.random() < 0.6:
        parts.append(
            rng.choice(
                [
                    f"Spoke for about {rng.randint(3, 9)} minutes, hesitant at first.",
                    f"Interview relaxed, talked about {rng.choice(['work', 'family', 'travel', 'the course', 'hobbies', 'home town'])}.",
                    "Very nervous in the speaking part, probably underscored.",
                    f"Wrote roughly {rng.randint(6, 25) * 10} words in the writing task.",
                ]
            )
        )
    if lang == "English":
        parts.append(
            rng.choice(BACKGROUND_ENG).format(
                i=rng.choice(["5.5", "6.0", "6.5", "7.0"]),
                j=rng.choice(["5.0", "5.5", "6.0"]),
                m=rng.randint(3, 24),
            )
        )
    elif prev is None:
        parts.append("Prior study not given.")
    else:
        parts.append(rng.choice(BACKGROUND).format(m=rng.randint(2, 18)))
    i = LEVELS.index(level)
    other = LEVELS[i + 1] if i + 1 < len(LEVELS) and rng.random() < 0.6 else LEVELS[max(0, i - 1)]
    parts.append(rng.choice(RECOMMEND).format(lvl=level, other=other))
    text = " ".join(parts)
    words = text.split()
    if len(words) > 48:
        text = " ".join(words[:48]).rstrip(",.;") + "."
    return text


def _pt(rng: random.Random, name: str, lang: str, level: str, taken: date, resit: bool) -> dict:
    if taken < PT_OPENS:
        taken = PT_OPENS
    fmt = _pick(rng, {"In person": 55, "Online": 45})
    if fmt == "In person":
        while taken.weekday() not in (1, 2, 3):  # Tue-Thu drop-in sessions
            taken += timedelta(days=1)
    sk = _scores(rng, level)
    if lang == "ENG":
        assessor = rng.choice(TUTORS["ENG"])
    else:
        assessor = rng.choice(TUTORS[lang])
    lvl_i = LEVELS.index(level)
    if lang == "ENG":
        prev = None if rng.random() < 0.25 else float(rng.choice([6, 8, 10, 12, 12, 14]))
    elif rng.random() < 0.1:
        prev = None
    else:
        base = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]
        lo = [0, 1, 3, 5, 6][lvl_i]
        hi = [4, 5, 7, 9, 9][lvl_i]
        prev = base[rng.randint(lo, hi)]
    dur = rng.randint(35, 70) if fmt == "In person" else rng.randint(26, 58)
    return {
        "testId": None,
        "cand": name,
        "Lang": LANGS[lang],
        "dtTaken": taken,
        "Fmt": fmt,
        "skillScr": sk,
        "tot_scr": sum(sk),
        "RecLvl": level,
        "assessor": assessor,
        "isResit": resit,
        "prev_yrs": prev,
        "durMin": dur,
        "assrNotes": _note(rng, LANGS[lang], level, sk, prev, fmt),
        "_key": None,
    }


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(36036)
    names = Names(rng)
    classes = _classes(rng)
    by_code = {c["cls_code"]: c for c in classes}
    enrols: list[dict] = []
    tests: list[dict] = []
    taken: dict[tuple[str, str, str], bool] = {}  # (learner, term, lang) already enrolled
    completed: dict[str, list[tuple[dict, dict]]] = {
        "Autumn 24": [],
        "Spring 25": [],
        "Summer 25": [],
    }
    prev_term = {"Spring 25": "Autumn 24", "Summer 25": "Spring 25"}
    cont_share = {"IWLP": 0.5, "Evening": 0.45, "EAP": 0.4, "Intensive": 0.2, "Staff": 0.5}

    def add_enrol(learner: dict, c: dict, dt_enrol: date, pt_key) -> dict:
        e = {
            "_learner": learner,
            "_cls": c,
            "stuName": learner["name"],
            "clsRef": c["cls_code"],
            "_pt": pt_key,
            "LrnrCat": learner["cat"],
            "yrStudy": learner["yr"],
            "dtEnrol": dt_enrol,
            "visaMon": learner["visa"],
            "accessreq": list(learner["adj"]),
        }
        enrols.append(e)
        taken[(learner["name"], c["Term"], c["_lang"])] = True
        return e

    for term in TERMS:
        term_classes = [c for c in classes if c["Term"] == term]
        for c in term_classes:
            typ, lang, level = c["crsTyp"], c["_lang"], c["cefr"]
            lo, hi = FILL[typ]
            n = max(4, round(c["maxcap"] * rng.uniform(lo, hi)))
            pool = []
            if term in prev_term:
                li = LEVELS.index(level)
                for learner, pc in completed[prev_term[term]]:
                    if pc["_lang"] != lang or learner["cat"] not in CATS[typ]:
                        continue
                    if taken.get((learner["name"], term, lang)):
                        continue
                    pli = LEVELS.index(pc["cefr"])
                    if pli == li - 1 or (pli == li and rng.random() < 0.15):
                        pool.append(learner)
            rng.shuffle(pool)
            n_cont = min(len(pool), round(n * cont_share[typ] * rng.uniform(0.6, 1.3)))
            for learner in pool[:n_cont]:
                if taken.get((learner["name"], term, lang)):
                    continue
                d = c["dtStart"] - timedelta(days=rng.randint(7, 40))
                add_enrol(learner, c, d, None)
            for _ in range(n - n_cont):
                learner = _new_learner(rng, names, typ)
                late = 2 if typ == "Intensive" else 8  # late enrolment into the first week(s)
                d = c["dtStart"] + timedelta(
                    days=rng.choice([-rng.randint(1, 45)] * 5 + [rng.randint(0, late)])
                )
                d = min(d, EXPORT_DAY)
                pt_key = None
                want_pt = (lang != "BSL") and (
                    (level != "A1" and rng.random() < (0.75 if lang == "ENG" else 0.82))
                    or (level == "A1" and rng.random() < 0.1)
                )
                if want_pt:
                    r = rng.random()
                    pt_level = level
                    # the test's recommendation is usually the class's level; sometimes the learner
                    # chose the level above (or the one below) after talking to the tutor
                    if level != "A1" and r < 0.12:
                        pt_level = LEVELS[LEVELS.index(level) - 1]
                    elif r > 0.92 and level != "C1":
                        pt_level = LEVELS[LEVELS.index(level) + 1]
                    pt_date = d - timedelta(days=rng.randint(0, 21))
                    pt = _pt(rng, learner["name"], lang, pt_level, pt_date, False)
                    if pt["dtTaken"] > d:
                        d = min(EXPORT_DAY, pt["dtTaken"] + timedelta(days=rng.randint(0, 3)))
                    if rng.random() < 0.05:
                        first_level = LEVELS[
                            max(0, LEVELS.index(pt_level) - (1 if rng.random() < 0.6 else 0))
                        ]
                        earlier = _pt(
                            rng,
                            learner["name"],
                            lang,
                            first_level,
                            pt["dtTaken"] - timedelta(days=rng.randint(10, 45)),
                            False,
                        )
                        if earlier["dtTaken"] < pt["dtTaken"]:
                            tests.append(earlier)
                            pt["isResit"] = True
                    tests.append(pt)
                    pt_key = len(tests) - 1
                add_enrol(learner, c, d, pt_key)
        # statuses and attendance, then transfers within the term
        term_enrols = [e for e in enrols if e["_cls"]["Term"] == term and "Status" not in e]
        transfers = []
        for e in term_enrols:
            c = e["_cls"]
            r = rng.random()
            movable = c["crsTyp"] in ("IWLP", "Evening") and term != "Summer 25"
            if movable and r < 0.035:
                e["Status"] = "Transferred"
                transfers.append(e)
            elif r < 0.065:
                e["Status"] = "No-show"
            elif r < 0.14:
                e["Status"] = "Withdrawn"
            else:
                e["Status"] = "Completed" if c["_sessions"][-1] <= EXPORT_DAY else "Active"
        for e in transfers:
            c = e["_cls"]
            li = LEVELS.index(c["cefr"])
            alts = [
                x
                for x in term_classes
                if x["_lang"] == c["_lang"]
                and x is not c
                and abs(LEVELS.index(x["cefr"]) - li) <= 1
                and e["LrnrCat"] in CATS[x["crsTyp"]]
            ]
            if not alts:
                e["Status"] = "Completed"
                continue
            x = rng.choice(alts)
            d = min(
                EXPORT_DAY, max(e["dtEnrol"], c["dtStart"]) + timedelta(days=rng.randint(3, 12))
            )
            e["_moved"] = d
            ne = add_enrol(e["_learner"], x, d, e["_pt"])
            ne["Status"] = "Completed" if x["_sessions"][-1] <= EXPORT_DAY else "Active"
        for e in [e for e in enrols if e["_cls"]["Term"] == term]:
            _attendance(rng, e)
            if e["Status"] == "Completed":
                completed[term].append((e["_learner"], e["_cls"]))

    # placement tests by people who never enrolled
    orphan_langs = {
        "SPA": 14,
        "FRE": 12,
        "GER": 7,
        "ITA": 6,
        "MAN": 4,
        "JPN": 6,
        "ARA": 3,
        "KOR": 3,
        "POR": 2,
        "ENG": 10,
    }
    for _ in range(190):
        lang = _pick(rng, orphan_langs)
        level = _pick(
            rng,
            {"A1": 2, "A2": 5, "B1": 5, "B2": 3, "C1": 1}
            if lang != "ENG"
            else {"B1": 3, "B2": 5, "C1": 2},
        )
        day = PT_OPENS + timedelta(days=rng.randint(0, (date(2025, 6, 6) - PT_OPENS).days))
        tests.append(_pt(rng, names.new(), lang, level, day, False))

    # numbering
    order = sorted(range(len(tests)), key=lambda i: (tests[i]["dtTaken"], tests[i]["cand"], i))
    ids = {}
    for k, i in enumerate(order, start=1):
        ids[i] = f"PT-{k:04d}"
    out_tests = []
    for i in order:
        t = tests[i]
        out_tests.append(
            {"testId": ids[i], **{k: v for k, v in t.items() if k not in ("testId", "_key")}}
        )
    enrols.sort(key=lambda e: (e["dtEnrol"], e["clsRef"], e["stuName"]))
    out_enrols = []
    for k, e in enumerate(enrols, start=1):
        out_enrols.append(
            {
                "enrol_no": f"EN-{k:05d}",
                "stuName": e["stuName"],
                "clsRef": e["clsRef"],
                "ptRef": ids[e["_pt"]] if e["_pt"] is not None else None,
                "LrnrCat": e["LrnrCat"],
                "yrStudy": e["yrStudy"],
                "dtEnrol": e["dtEnrol"],
                "discPct": e["discPct"],
                "paidGbp": e["paidGbp"],
                "Status": e["Status"],
                "nAttd": e["nAttd"],
                "att_pct": e["att_pct"],
                "absDts": e["absDts"],
                "finres": e["finres"],
                "visaMon": e["visaMon"],
                "certiss": e["certiss"],
                "accessreq": e["accessreq"],
            }
        )
    out_classes = [{k: v for k, v in c.items() if not k.startswith("_")} for c in classes]
    return {"CrsTT": out_classes, "Enrolmts": out_enrols, "PTRes": out_tests}


def _attendance(rng: random.Random, e: dict) -> None:
    c = e["_cls"]
    typ = c["crsTyp"]
    learner = e["_learner"]
    # fee and discount
    if typ == "Staff":
        disc = 100 if rng.random() < 0.2 else 0
    else:
        disc = DISC[typ][e["LrnrCat"]]
    e["discPct"] = disc
    e["paidGbp"] = round(c["feeGbp"] * (100 - disc) / 100, 2)
    held = [
        s for s in c["_sessions"] if s <= EXPORT_DAY and s not in c["cxlDts"] and s >= e["dtEnrol"]
    ]
    if "_moved" in e:
        held = [s for s in held if s < e["_moved"]]
    status = e["Status"]
    attended: list[date] = []
    p = learner["prop"]
    if status == "No-show":
        attended = []
    elif status == "Withdrawn":
        stop = rng.randint(1, max(1, len(held) // 2))
        attended = [s for s in held[:stop] if rng.random() < p]
    elif status == "Transferred":
        attended = [s for s in held if rng.random() < 0.9]
    else:
        attended = [s for s in held if rng.random() < p]
    missed = [s for s in held if s not in attended]
    if status in ("Completed", "Active"):
        auth = [s for s in missed if rng.random() < (0.55 if learner["visa"] else 0.3)][:3]
    elif status == "Withdrawn":
        auth = [s for s in missed[:2] if rng.random() < 0.3][:1]
    else:
        auth = []
    e["absDts"] = auth
    e["nAttd"] = len(attended)
    if status == "Transferred":
        e["att_pct"] = None
    elif not held:
        e["att_pct"] = 0.0
    else:
        e["att_pct"] = round(100.0 * len(attended) / len(held), 1)
    assessed = c["isCert"] and typ in ("IWLP", "Intensive", "Evening")
    fin = None
    if status == "Completed" and assessed:
        a = e["att_pct"]
        if a < 50 or rng.random() < 0.05:
            fin = "Fail"
        else:
            fin = _pick(
                rng,
                {"Pass": 45, "Merit": 35, "Distinction": 16}
                if a >= 80
                else {"Pass": 70, "Merit": 18},
            )
    e["finres"] = fin
    e["certiss"] = bool(
        status == "Completed" and c["isCert"] and e["att_pct"] >= 70 and fin != "Fail"
    )


# ---- schema and files ----------------------------------------------------------------------


def build(out: Path) -> Path:
    """Write `lang-centre/schema.json` and its three objects files under out."""
    formats = {"CrsTT": "jsonl", "Enrolmts": "parquet", "PTRes": "csv"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
