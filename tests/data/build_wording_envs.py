"""Build `rail-yard` and `equip-loans`, two invented domains exported the terse way, for checking
the wording of generated query sets (issue 42) beside `build_terse_env.py`'s fleet-depot.

    python tests/data/build_wording_envs.py OUT
    gymkit env import rail-yard --schema OUT/rail-yard/schema.json \
        --objects OUT/rail-yard/objects --out SNAP          (and the same for equip-loans)
    gymkit env queries rail-yard --workspace WORKSPACE --count 50 --seed 0 --dry-run

A rail freight yard (its cars, the switching moves made on them and their waybills) and a
university's equipment loan desk (the loanable items, the loans and the patrons), written the
way an engineer exports a system of record: abbreviated names in camelCase and snake_case
(`bltYr`, `frtChgUsd`, `ckoDt`, `inCirc`, `demDays`), terse descriptions with their shorthand
("Yr blt", "Frt chg, USD", "Cko dt", "Seal #s", "Loaded?", "Cond (1-5)") or none at all, some
abbreviations no table holds (`demDays` "Dem. days", `hasEot`), person-valued properties (an
engineer, a clerk, a desk staff member), and every text property tokenized as `word`. Each
domain holds every property type of the card (text, text[], int, int[], number, number[],
boolean, boolean[], date, date[]), prose in one collection, references between collections,
and one collection each as CSV (arrays as JSON strings), JSON Lines and Parquet. The output is
deterministic (one seeded `random.Random` per domain).
"""

from __future__ import annotations

import argparse
import csv
import json
import random
from datetime import date, timedelta
from pathlib import Path

PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization

# ---- schemas: (class, description or None, file format, [(name, data type, description)]) ----

RAIL_YARD = [
    (
        "Cars",
        "Railcars",
        "csv",
        [
            ("carNo", "text", "Car #"),
            ("rptgMark", "text", "Rptg mark"),
            ("car_typ", "text", "Type"),
            ("bltYr", "int", "Yr blt"),
            ("tare_t", "number", "Tare, t"),
            ("capTons", "int", "Cap."),
            ("lastInspDt", "date", "Last insp"),
            ("isLoaded", "boolean", "Loaded?"),
            ("hasEot", "boolean", None),
            ("trk", "text", "Trk"),
            ("axleCnt", "int", None),
            ("stccCds", "text[]", "STCC"),
            ("whlFlangeMm", "number[]", "Wheel flange, mm"),
            ("airBrkTest", "boolean[]", "Air brk test"),
            ("moveDts", "date[]", "Last moves"),
        ],
    ),
    (
        "Moves",
        "Switch moves",
        "jsonl",
        [
            ("mvId", "text", "Move ID"),
            ("carNo", "text", "Car"),
            ("mvDt", "date", "Move dt"),
            ("fromTrk", "text", "From"),
            ("toTrk", "text", "To"),
            ("crew", "text", None),
            ("engr", "text", "Engr"),
            ("locoNo", "text", "Loco #"),
            ("dwellHrs", "number", "Dwell, h"),
            ("dist_m", "int", "Dist, m"),
            ("isHumped", "boolean", "Humped?"),
            ("delayMin", "int", "Delay, min"),
            ("sigIds", "int[]", "Signal IDs"),
            ("rmks", PROSE, "Rmks"),
        ],
    ),
    (
        "Waybills",
        None,
        "parquet",
        [
            ("wbNo", "text", "WB #"),
            ("carNo", "text", "Car"),
            ("shipDt", "date", "Ship dt"),
            ("consignee", "text", None),
            ("origStn", "text", "Orig"),
            ("destStn", "text", "Dest"),
            ("grossWt_t", "number", "Gross wt, t"),
            ("frtChgUsd", "number", "Frt chg, USD"),
            ("isHzmt", "boolean", "Hazmat"),
            ("demDays", "int", "Dem. days"),
            ("sealNos", "text[]", "Seal #s"),
            ("tempRdgsF", "number[]", "Temp rdgs, F"),
            ("docChk", "boolean[]", "Doc chk"),
            ("clerk", "text", None),
            ("delivAttDts", "date[]", "Deliv. attempts"),
        ],
    ),
]

EQUIP_LOANS = [
    (
        "Items",
        "Loanable equipment",
        "csv",
        [
            ("assetTag", "text", "Asset #"),
            ("catg", "text", "Cat."),
            ("mfr", "text", "Mfr"),
            ("mdlNm", "text", "Model"),
            ("homeLoc", "text", "Loc"),
            ("purchDt", "date", "Purch. dt"),
            ("replCostUsd", "number", "Repl. cost, USD"),
            ("wt_g", "int", "Wt, g"),
            ("inCirc", "boolean", "In circ."),
            ("needsTrng", "boolean", None),
            ("condRtg", "int", "Cond (1-5)"),
            ("accsTags", "text[]", "Accs."),
            ("battCycles", "int[]", "Batt cycles"),
            ("svcDts", "date[]", "Svc history"),
        ],
    ),
    (
        "Loans",
        None,
        "jsonl",
        [
            ("loanNo", "text", "Loan #"),
            ("assetTag", "text", "Item"),
            ("patronId", "text", "Patron"),
            ("ckoDt", "date", "Cko dt"),
            ("dueDt", "date", "Due"),
            ("loanDays", "int", "Loan len, days"),
            ("lateFeeUsd", "number", "Late fee, USD"),
            ("isOverdue", "boolean", None),
            ("renewCnt", "int", "# renewals"),
            ("staff", "text", "Desk staff"),
            ("purp", "text", "Purp."),
            ("courseCds", "text[]", "Course #s"),
            ("battPct", "number[]", "Batt at return, %"),
            ("retChk", "boolean[]", "Return chk"),
            ("deskNotes", PROSE, "Notes"),
        ],
    ),
    (
        "Patrons",
        "Borrowers",
        "parquet",
        [
            ("patronId", "text", "Patron ID"),
            ("affil", "text", "Affil."),
            ("homeDept", "text", "Dept"),
            ("enrYr", "int", "Enr. yr"),
            ("maxLoans", "int", "Max loans"),
            ("finesUsd", "number", "Fines, USD"),
            ("hasHold", "boolean", None),
            ("isSusp", "boolean", "Susp."),
            ("trngCerts", "text[]", "Training certs"),
            ("lastVisit", "date", "Last visit"),
            ("loansPerTerm", "int[]", "Loans/term"),
            ("orientDone", "boolean[]", "Orientation steps"),
            ("noticeDts", "date[]", "Notice dts"),
        ],
    ),
]

DOMAINS = {"rail-yard": RAIL_YARD, "equip-loans": EQUIP_LOANS}


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _some(rng: random.Random, pool: list, lo: int = 1, hi: int = 3) -> list:
    return sorted(rng.sample(pool, rng.randint(lo, hi)), key=pool.index)


def _flags(rng: random.Random, lo: int = 2, hi: int = 5, p: float = 0.8) -> list[bool]:
    return [rng.random() < p for _ in range(rng.randint(lo, hi))]


def _dates(rng: random.Random, start: date, end: date, lo: int = 1, hi: int = 3) -> list[date]:
    return sorted({_day(rng, start, end) for _ in range(rng.randint(lo, hi))})


# ---- rail-yard objects -----------------------------------------------------------------------

MARKS = ["TTX", "UTLX", "GATX", "BNSF", "UP", "CSXT", "NS", "CN"]
CAR_TYPES = {
    "boxcar": (30, 100),
    "covered hopper": (29, 110),
    "tank car": (36, 95),
    "gondola": (27, 100),
    "flatcar": (25, 90),
    "autorack": (45, 40),
    "reefer": (38, 80),
}
TRACKS = ["A-01", "A-02", "A-03", "B-11", "B-12", "C-20", "RIP-1", "HUMP"]
STCC = ["01 137", "14 411", "28 211", "29 117", "32 411", "20 421", "40 211", "37 111"]
CREWS = ["Day crew", "Night crew", "Hump crew", "Relief crew"]
ENGINEERS = ["B. Kowalski", "T. Nakamura", "R. Alvarez", "S. Okonkwo", "M. Lindgren", "J. Dube"]
CLERKS = ["A. Moreau", "P. Singh", "L. Greene", "D. Ivanova", "C. Mensah"]
CONSIGNEES = [
    "Prairie Grain Co",
    "Harbor Steel",
    "Lakeside Chemicals",
    "Northern Lumber",
    "Valley Foods",
    "Summit Cement",
    "Eastgate Plastics",
]
STATIONS = ["Kearney", "Milford", "Dalton", "Ashby", "Crestline", "Beloit", "Harlow"]
REMARKS_A = [
    "Coupled on the first try.",
    "Needed two attempts to couple.",
    "Held for a crew change.",
    "Moved during the shift change.",
    "Handbrake found set before the move.",
]
REMARKS_B = [
    "Retarder squeal on the hump lead.",
    "Car rolled short and was shoved to clear.",
    "Inspector flagged a low air hose.",
    "Waited {n} minutes for a signal.",
    "Yardmaster asked for priority handling.",
    "Weather slowed the move.",
]


def rail_objects() -> dict[str, list[dict]]:
    rng = random.Random(8_113)
    cars = []
    for num in rng.sample(range(10000, 99999), 600):
        typ = rng.choice(list(CAR_TYPES))
        tare, cap = CAR_TYPES[typ]
        year = rng.randint(1979, 2024)
        cars.append(
            {
                "carNo": f"{rng.choice(MARKS)} {num}",
                "rptgMark": None,
                "car_typ": typ,
                "bltYr": year,
                "tare_t": round(tare + rng.uniform(-3, 3), 1),
                "capTons": cap + rng.choice([0, 0, 5, 10]),
                "lastInspDt": _day(rng, date(2022, 1, 1), date(2025, 12, 31)),
                "isLoaded": rng.random() < 0.6,
                "hasEot": rng.random() < 0.2,
                "trk": rng.choice(TRACKS),
                "axleCnt": rng.choice([4, 4, 4, 6, 8]),
                "stccCds": _some(rng, STCC, 1, 2),
                "whlFlangeMm": [round(rng.uniform(22, 34), 1) for _ in range(4)],
                "airBrkTest": _flags(rng),
                "moveDts": _dates(rng, date(2025, 1, 1), date(2025, 12, 31)),
            }
        )
    for c in cars:
        c["rptgMark"] = c["carNo"].split()[0]
    numbers = [c["carNo"] for c in cars]
    moves = []
    days = sorted(_day(rng, date(2024, 3, 1), date(2025, 12, 31)) for _ in range(900))
    for i, d in enumerate(days):
        a, b = rng.sample(TRACKS, 2)
        moves.append(
            {
                "mvId": f"MV-{d.year % 100}-{i + 1:05d}",
                "carNo": rng.choice(numbers),
                "mvDt": d.isoformat(),
                "fromTrk": a,
                "toTrk": b,
                "crew": rng.choice(CREWS),
                "engr": rng.choice(ENGINEERS),
                "locoNo": f"SW-{rng.randint(1, 14):02d}",
                "dwellHrs": round(rng.uniform(0.5, 96), 1),
                "dist_m": rng.randrange(80, 2400, 10),
                "isHumped": b == "HUMP" or rng.random() < 0.3,
                "delayMin": rng.choice([0, 0, 0, 5, 10, 15, 20, 30, 45, 60, 90]),
                "sigIds": sorted(rng.sample(range(201, 230), rng.randint(1, 3))),
                "rmks": " ".join(
                    [
                        rng.choice(REMARKS_A),
                        rng.choice(REMARKS_B).format(n=rng.randint(3, 40)),
                        f"Left on track {b} at {rng.randint(0, 23):02d}:{rng.randrange(0, 60, 5):02d}.",
                    ]
                ),
            }
        )
    waybills = []
    days = sorted(_day(rng, date(2024, 1, 2), date(2025, 12, 31)) for _ in range(800))
    for i, d in enumerate(days):
        hz = rng.random() < 0.15
        o, dest = rng.sample(STATIONS, 2)
        gross = round(rng.uniform(40, 130), 1)
        waybills.append(
            {
                "wbNo": f"WB-{d.year}-{i + 1:04d}",
                "carNo": rng.choice(numbers),
                "shipDt": d,
                "consignee": rng.choice(CONSIGNEES),
                "origStn": o,
                "destStn": dest,
                "grossWt_t": gross,
                "frtChgUsd": round(gross * rng.uniform(18, 40), 2),
                "isHzmt": hz,
                "demDays": rng.choice([0, 0, 0, 1, 2, 3, 5, 8]),
                "sealNos": [f"S{rng.randint(100000, 999999)}" for _ in range(rng.randint(1, 2))],
                "tempRdgsF": [round(rng.uniform(28, 45), 1) for _ in range(rng.randint(0, 3))],
                "docChk": _flags(rng, 3, 4, 0.85),
                "clerk": rng.choice(CLERKS),
                "delivAttDts": _dates(rng, d + timedelta(days=2), d + timedelta(days=20), 1, 2),
            }
        )
    return {"Cars": cars, "Moves": moves, "Waybills": waybills}


# ---- equip-loans objects ---------------------------------------------------------------------

CATEGORIES = {
    "camera": (["Canon", "Sony", "Nikon"], ["EOS R6", "A7 IV", "Z6 II"], 700, 2500),
    "laptop": (["Dell", "Lenovo", "Apple"], ["XPS 15", "ThinkPad X1", "MacBook Pro"], 1100, 3000),
    "tripod": (["Manfrotto", "Benro"], ["290 Xtra", "TMA38"], 90, 300),
    "audio recorder": (["Zoom", "Tascam"], ["H6", "DR-40X"], 150, 400),
    "projector": (["Epson", "BenQ"], ["EX3280", "MW560"], 400, 900),
    "VR headset": (["Meta", "HTC"], ["Quest 3", "Vive Pro 2"], 500, 1400),
    "drone": (["DJI"], ["Mini 4 Pro", "Air 3"], 750, 1600),
}
LOCATIONS = ["Library L2", "Media Lab", "Eng Bldg 114", "Art Annex", "Science Hub"]
ACCESSORIES = ["charger", "case", "spare battery", "SD card", "HDMI cable", "lens cap", "strap"]
STAFF = ["K. Osei", "R. Patel", "E. Novak", "H. Kim", "G. Ruiz", "F. Adler"]
PURPOSES = ["course", "research", "event", "personal"]
COURSES = ["FILM 210", "JOUR 330", "ARCH 402", "BIOL 115", "CS 480", "ART 250", "PHYS 301"]
AFFILIATIONS = ["undergrad", "grad", "faculty", "staff", "visiting"]
DEPTS = ["FILM", "JOUR", "ARCH", "BIOL", "CS", "ART", "PHYS"]
CERTS = ["drone safety", "camera basics", "VR lab", "audio booth", "3D printer"]
NOTES_A = [
    "Patron asked about extending the loan.",
    "Returned in the original case.",
    "Checked out for a class shoot.",
    "Borrowed for a conference talk.",
    "Picked up by a classmate with a note.",
]
NOTES_B = [
    "Battery was low on return.",
    "A small scratch on the housing was noted.",
    "All accessories came back.",
    "The charger was missing and was returned {n} days later.",
    "Firmware was updated at the desk.",
    "",
]


def loan_objects() -> dict[str, list[dict]]:
    rng = random.Random(2_718)
    items = []
    for i in range(450):
        cat = rng.choice(list(CATEGORIES))
        makers, models, lo, hi = CATEGORIES[cat]
        k = rng.randrange(len(makers))
        items.append(
            {
                "assetTag": f"EQ-{i + 1:05d}",
                "catg": cat,
                "mfr": makers[k],
                "mdlNm": models[k],
                "homeLoc": rng.choice(LOCATIONS),
                "purchDt": _day(rng, date(2016, 1, 1), date(2025, 6, 30)),
                "replCostUsd": round(rng.uniform(lo, hi), 2),
                "wt_g": rng.randrange(200, 4000, 10),
                "inCirc": rng.random() < 0.85,
                "needsTrng": cat in ("drone", "VR headset") or rng.random() < 0.1,
                "condRtg": rng.choice([1, 2, 3, 3, 4, 4, 4, 5, 5]),
                "accsTags": _some(rng, ACCESSORIES, 1, 3),
                "battCycles": sorted(rng.sample(range(50, 800, 25), rng.randint(0, 2))),
                "svcDts": _dates(rng, date(2023, 1, 1), date(2025, 12, 31), 0, 2),
            }
        )
    patrons = []
    for i in range(500):
        affil = rng.choice(AFFILIATIONS)
        patrons.append(
            {
                "patronId": f"P-{20000 + i * 3}",
                "affil": affil,
                "homeDept": rng.choice(DEPTS),
                "enrYr": rng.randint(2015, 2025),
                "maxLoans": {"undergrad": 3, "grad": 5, "faculty": 8}.get(affil, 4),
                "finesUsd": round(rng.choice([0, 0, 0, 0, 2.5, 5, 7.5, 12, 20, 35.5]), 2),
                "hasHold": rng.random() < 0.12,
                "isSusp": rng.random() < 0.05,
                "trngCerts": _some(rng, CERTS, 0, 2),
                "lastVisit": _day(rng, date(2024, 9, 1), date(2025, 12, 15)),
                "loansPerTerm": [rng.randint(0, 9) for _ in range(rng.randint(1, 4))],
                "orientDone": _flags(rng, 3, 3, 0.75),
                "noticeDts": _dates(rng, date(2025, 1, 1), date(2025, 12, 15), 0, 2),
            }
        )
    loans = []
    days = sorted(_day(rng, date(2024, 9, 2), date(2025, 12, 12)) for _ in range(1100))
    for i, d in enumerate(days):
        length = rng.choice([1, 2, 3, 3, 7, 7, 14])
        late = rng.random() < 0.2
        n = rng.randint(0, 2)
        loans.append(
            {
                "loanNo": f"LN-{i + 1:05d}",
                "assetTag": rng.choice(items)["assetTag"],
                "patronId": rng.choice(patrons)["patronId"],
                "ckoDt": d.isoformat(),
                "dueDt": (d + timedelta(days=length)).isoformat(),
                "loanDays": length,
                "lateFeeUsd": round(rng.uniform(1, 40), 2) if late else 0.0,
                "isOverdue": late and rng.random() < 0.5,
                "renewCnt": rng.choice([0, 0, 0, 1, 1, 2, 3]),
                "staff": rng.choice(STAFF),
                "purp": rng.choice(PURPOSES),
                "courseCds": _some(rng, COURSES, 0, 2),
                "battPct": [rng.randint(5, 100) * 1.0 for _ in range(n)],
                "retChk": _flags(rng, 3, 5, 0.85),
                "deskNotes": " ".join(
                    x
                    for x in (
                        rng.choice(NOTES_A),
                        rng.choice(NOTES_B).format(n=rng.randint(1, 9)),
                        f"Desk copy signed at {rng.randint(8, 19)}:{rng.randrange(0, 60, 5):02d}.",
                    )
                    if x
                ),
            }
        )
    return {"Items": items, "Loans": loans, "Patrons": patrons}


# ---- files -------------------------------------------------------------------------------


def weaviate_schema(classes: list) -> dict:
    """The schema as Weaviate's REST API returns it (`GET /v1/schema`): terse or no descriptions."""
    out = []
    for name, description, _, props in classes:
        properties = []
        for prop_name, data_type, prop_description in props:
            data_type = "text" if data_type == PROSE else data_type
            prop: dict = {"name": prop_name, "dataType": [data_type]}
            if prop_description is not None:
                prop["description"] = prop_description
            if data_type in ("text", "text[]"):
                prop["tokenization"] = "word"
            properties.append(prop)
        cls: dict = {"class": name, "vectorizer": "none", "properties": properties}
        if description is not None:
            cls["description"] = description
        out.append(cls)
    return {"classes": out}


def _cell(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, list):
        return json.dumps([x.isoformat() if isinstance(x, date) else x for x in v])
    if isinstance(v, date):
        return v.isoformat()
    return v


def _write_csv(path: Path, rows: list[dict]) -> None:
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(list(rows[0]))
        for r in rows:
            w.writerow([_cell(v) for v in r.values()])


def _write_jsonl(path: Path, rows: list[dict]) -> None:
    lines = "".join(
        json.dumps({k: _cell(v) if isinstance(v, (date, list)) else v for k, v in r.items()})
        + "\n"
        for r in rows
    )
    path.write_text(lines, encoding="utf-8")


def _write_parquet(path: Path, rows: list[dict], props: list) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    scalar = {"text": pa.string(), "int": pa.int64(), "number": pa.float64()}
    scalar |= {"boolean": pa.bool_(), "date": pa.date32(), PROSE: pa.string()}
    types = {}
    for name, data_type, _ in props:
        base = data_type.removesuffix("[]")
        types[name] = pa.list_(scalar[base]) if data_type.endswith("[]") else scalar[base]
    table = pa.table({k: pa.array([r[k] for r in rows], type=t) for k, t in types.items()})
    pq.write_table(table, path)


def build(out: Path) -> list[Path]:
    """Write `<domain>/schema.json` and its three objects files under out, for both domains."""
    folders = []
    for domain, classes in DOMAINS.items():
        folder = out / domain
        objects = folder / "objects"
        objects.mkdir(parents=True, exist_ok=True)
        schema = json.dumps(weaviate_schema(classes), indent=2, ensure_ascii=False)
        (folder / "schema.json").write_text(schema + "\n", encoding="utf-8")
        data = rail_objects() if domain == "rail-yard" else loan_objects()
        for name, _, fmt, props in classes:
            if fmt == "csv":
                _write_csv(objects / f"{name}.csv", data[name])
            elif fmt == "jsonl":
                _write_jsonl(objects / f"{name}.jsonl", data[name])
            else:
                _write_parquet(objects / f"{name}.parquet", data[name], props)
        folders.append(folder)
    return folders


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    args = ap.parse_args()
    for folder in build(args.out):
        print(folder)


if __name__ == "__main__":
    main()
