"""Build `brew-house` and `ringing-station`, two more invented domains exported the terse way, for
checking the wording of generated query sets (issue 42, wording round 3) on domains the writer
was not fixed on.

    python tests/data/build_wording_envs_v3.py OUT
    gymkit env import brew-house --schema OUT/brew-house/schema.json \
        --objects OUT/brew-house/objects --out SNAP          (and the same for ringing-station)

A craft brewery's production log (brew batches, keg fills, trade orders) and a bird-ringing
station's log (captures, net rounds, recoveries of ringed birds), named and described the way
an engineer exports them, with the naming habits blind reading v3 found worded badly on another
domain: a name part that begins the records' own noun and is also a word or abbreviation (`batNo`
in Batches, `capId` in Captures, `recNo` in Recoveries, `ordNo` in Orders), a description word
cut short with a dot (`adjDts` "Adjust. dts", `lettrDts` "Corresp. dts"), `nos` and `#s` for
numbers (`tankNos` "Tank(s)", `shelfNos` "Shelf #s"), a unit letter after a noun (`waterL`
"Water l used", `massG` "Mass g"), a capitalised acronym whose table word does not fit its
values (`sec` "SEC": a net sector, not seconds), ints that count a plural noun (`cases`, `kegs_n`
"Kegs", `birds_cnt` "Birds", `daysN` "Days"), booleans that are participles with no description
(`dryHopped`, `shipped`, `released`, `verified`), number arrays without a unit (tank, pallet and
shelf numbers, moult scores), and people by full name (`acctMgr` "Acct mgr", `leadRinger` "Lead
ringer", `finder`). Every card type, CSV, JSON Lines and Parquet; deterministic.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_wording_envs import (  # noqa: E402
    PROSE,
    _write_csv,
    _write_jsonl,
    _write_parquet,
    weaviate_schema,
)

BREW_HOUSE = [
    (
        "Batches",
        "Brew log",
        "csv",
        [
            ("batNo", "text", "Bat #"),
            ("style", "text", "Style"),
            ("brewDt", "date", "Brew dt"),
            ("brewer", "text", None),
            ("fvNo", "int", "FV"),
            ("volHl", "number", "Vol, hl"),
            ("waterL", "number", "Water l used"),
            ("ogP", "number", "OG, P"),
            ("abvPct", "number", "ABV, %"),
            ("ibu", "int", "IBU"),
            ("isDumped", "boolean", "Dumped?"),
            ("dryHopped", "boolean", None),
            ("adjuncts", "text[]", "Adjuncts"),
            ("tankNos", "int[]", "Tank(s)"),
            ("fvTempC", "number[]", "FV temp, C"),
            ("qcChk", "boolean[]", "QC chk"),
            ("adjDts", "date[]", "Adjust. dts"),
        ],
    ),
    (
        "Kegs",
        "Keg fills",
        "jsonl",
        [
            ("kegId", "text", "Keg ID"),
            ("batNo", "text", "Batch"),
            ("fillDt", "date", "Fill dt"),
            ("sizeL", "int", "Size, l"),
            ("trips_n", "int", "Trips"),
            ("isLost", "boolean", "Lost?"),
            ("returned", "boolean", None),
            ("delivBy", "text", None),
            ("psiRdgs", "number[]", "PSI rdgs"),
            ("cleanDts", "date[]", "Clean dts"),
        ],
    ),
    (
        "Orders",
        None,
        "parquet",
        [
            ("ordNo", "text", "Ord #"),
            ("custNm", "text", "Cust"),
            ("acctMgr", "text", "Acct mgr"),
            ("ordDt", "date", "Ord. dt"),
            ("cases", "int", None),
            ("kegs_n", "int", "Kegs"),
            ("totEur", "number", "Tot, EUR"),
            ("isPaid", "boolean", "Paid?"),
            ("shipped", "boolean", None),
            ("skus", "text[]", "SKUs"),
            ("palletNos", "int[]", "Pallet(s)"),
            ("delivDts", "date[]", "Deliv. dts"),
            ("notes", PROSE, "Notes"),
        ],
    ),
]

RINGING_STATION = [
    (
        "Captures",
        "Birds caught",
        "csv",
        [
            ("capId", "text", "Cap ID"),
            ("ringNo", "text", "Ring #"),
            ("spp", "text", "Spp"),
            ("ringer", "text", None),
            ("capDt", "date", "Cap. dt"),
            ("netId", "text", "Net"),
            ("wingMm", "number", "Wing, mm"),
            ("massG", "number", "Mass g"),
            ("fatScr", "int", "Fat (0-8)"),
            ("isRetrap", "boolean", "Retrap?"),
            ("released", "boolean", None),
            ("moultScr", "int[]", "Moult"),
            ("bioChk", "boolean[]", "Bio chk"),
            ("rechkDts", "date[]", "Rechk dts"),
        ],
    ),
    (
        "NetRounds",
        "Net rnds",
        "jsonl",
        [
            ("rndId", "text", "Rnd ID"),
            ("netId", "text", "Net"),
            ("sec", "text", "SEC"),
            ("rndDt", "date", "Rnd dt"),
            ("leadRinger", "text", "Lead ringer"),
            ("birds_cnt", "int", "Birds"),
            ("windBft", "int", "Wind, Bft"),
            ("tempC", "number", "Temp, C"),
            ("wasClosed", "boolean", None),
            ("shelfNos", "int[]", "Shelf #s"),
            ("gustsKt", "number[]", "Gusts, kt"),
        ],
    ),
    (
        "Recoveries",
        None,
        "parquet",
        [
            ("recNo", "text", "Rec #"),
            ("ringNo", "text", "Ring"),
            ("foundDt", "date", "Found dt"),
            ("finder", "text", None),
            ("distKm", "number", "Dist, km"),
            ("daysN", "int", "Days"),
            ("cond", "text", "Cond."),
            ("isAbroad", "boolean", "Abroad?"),
            ("verified", "boolean", None),
            ("srcTags", "text[]", "Src"),
            ("lettrDts", "date[]", "Corresp. dts"),
            ("rmks", PROSE, "Rmks"),
        ],
    ),
]

DOMAINS = {"brew-house": BREW_HOUSE, "ringing-station": RINGING_STATION}

FIRST = ["Priya", "Tomas", "Aoife", "Kwame", "Lena", "Mateo", "Yuki", "Hannah", "Omar", "Freya"]
FIRST += ["Ruben", "Sana", "Declan", "Ines", "Marta", "Jonah", "Leila", "Callum", "Nadia", "Emil"]
LAST = ["Shah", "Novak", "Brennan", "Mensah", "Holm", "Ortega", "Sato", "Fischer", "Haddad"]
LAST += ["Lund", "Costa", "Quinn", "Varga", "Byrne", "Keller", "Moreau", "Adeyemi", "Lowe"]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _some(rng: random.Random, pool: list, lo: int = 1, hi: int = 3) -> list:
    return sorted(rng.sample(pool, rng.randint(lo, hi)), key=pool.index)


def _dates(rng: random.Random, start: date, end: date, lo: int = 0, hi: int = 3) -> list[date]:
    return sorted({_day(rng, start, end) for _ in range(rng.randint(lo, hi))})


def _person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


# ---- brew-house ------------------------------------------------------------------------------

STYLES = {"Pale ale": 30, "IPA": 60, "Stout": 40, "Pilsner": 32, "Saison": 25, "Red ale": 28}
STYLES |= {"Wheat beer": 14, "Porter": 35}
BREWERS = ["A. Okafor", "L. Brandt", "S. Ikeda", "M. Dunne", "R. Celik"]
DRIVERS = ["T. Walsh", "B. Ferreira", "K. Osei", "J. Lindqvist"]
ADJUNCTS = ["oats", "lactose", "honey", "orange peel", "coriander", "cocoa nibs", "rye"]
PUBS = ["The Crown", "Red Lion", "Harbour Tap", "The Anchor", "Mill House", "Fox and Hound"]
PUBS += ["The Cellar Bar", "Station Inn", "Bottle Shop North", "The Granary"]
MANAGERS = ["Priya Shah", "Tomas Novak", "Aoife Brennan", "Kwame Mensah", "Lena Holm"]
SKUS = ["PA-330", "IPA-330", "ST-440", "PIL-330", "SA-750", "RA-440", "WB-500", "PO-440"]
NOTES = [
    "Customer asked for delivery before the weekend.",
    "Pallet wrapped twice for the long run.",
    "Invoice sent by email, awaiting purchase order number.",
    "Two cases short at loading, sent on the next van.",
    "Cellar access through the side door only.",
    "Repeat order, same as last month.",
    "Driver to collect empty kegs on delivery.",
]


def brew_objects() -> dict[str, list[dict]]:
    rng = random.Random(30_330)
    batches = []
    for i in range(600):
        style = rng.choice(list(STYLES))
        brewed = _day(rng, date(2024, 1, 8), date(2024, 12, 20))
        vol = round(rng.uniform(10, 40), 1)
        batches.append(
            {
                "batNo": f"B24-{i + 1:04d}",
                "style": style,
                "brewDt": brewed,
                "brewer": rng.choice(BREWERS),
                "fvNo": rng.randint(1, 12),
                "volHl": vol,
                "waterL": round(vol * rng.uniform(118, 135), 1),
                "ogP": round(rng.uniform(10.5, 19.5), 1),
                "abvPct": round(rng.uniform(3.6, 8.4), 1),
                "ibu": max(8, STYLES[style] + rng.randint(-8, 12)),
                "isDumped": rng.random() < 0.03,
                "dryHopped": style in ("IPA", "Pale ale") or rng.random() < 0.1,
                "adjuncts": _some(rng, ADJUNCTS, 0, 2),
                "tankNos": sorted(rng.sample(range(1, 9), rng.randint(1, 2))),
                "fvTempC": [round(rng.uniform(12, 22), 1) for _ in range(3)],
                "qcChk": [rng.random() < 0.93 for _ in range(5)],
                "adjDts": _dates(rng, brewed, brewed + timedelta(days=20), 0, 2),
            }
        )
    kegs = []
    for i in range(1200):
        b = rng.choice(batches)
        filled = b["brewDt"] + timedelta(days=rng.randint(14, 40))
        returned = rng.random() < 0.8
        kegs.append(
            {
                "kegId": f"K{rng.randint(100, 999)}-{i + 1:04d}",
                "batNo": b["batNo"],
                "fillDt": filled,
                "sizeL": rng.choice([20, 30, 30, 50, 50]),
                "trips_n": rng.randint(1, 60),
                "isLost": (not returned) and rng.random() < 0.2,
                "returned": returned,
                "delivBy": rng.choice(DRIVERS),
                "psiRdgs": [round(rng.uniform(10, 18), 1) for _ in range(2)],
                "cleanDts": _dates(rng, filled - timedelta(days=30), filled, 1, 2),
            }
        )
    orders = []
    for i in range(800):
        ordered = _day(rng, date(2024, 2, 1), date(2024, 12, 31))
        cases = rng.randint(0, 40)
        kegs_n = rng.randint(0, 12) if cases else rng.randint(1, 12)
        orders.append(
            {
                "ordNo": f"ORD-{24000 + i * 3 + rng.randint(0, 2)}",
                "custNm": rng.choice(PUBS),
                "acctMgr": rng.choice(MANAGERS),
                "ordDt": ordered,
                "cases": cases,
                "kegs_n": kegs_n,
                "totEur": round(cases * rng.uniform(28, 40) + kegs_n * rng.uniform(90, 160), 2),
                "isPaid": rng.random() < 0.8,
                "shipped": rng.random() < 0.9,
                "skus": _some(rng, SKUS, 1, 3),
                "palletNos": sorted(rng.sample(range(1, 31), rng.randint(1, 3))),
                "delivDts": _dates(rng, ordered, ordered + timedelta(days=14), 0, 2),
                "notes": " ".join(rng.sample(NOTES, 2))
                + f" {rng.choice(DRIVERS)} to call ahead, about {rng.randint(2, 90)} minutes out.",
            }
        )
    return {"Batches": batches, "Kegs": kegs, "Orders": orders}


# ---- ringing-station -------------------------------------------------------------------------

SPECIES = {"Blue Tit": 11, "Great Tit": 18, "Robin": 18, "Blackcap": 19, "Chiffchaff": 8}
SPECIES |= {"Wren": 9, "Reed Warbler": 12, "Sedge Warbler": 11, "Dunnock": 20, "Blackbird": 95}
RINGERS = ["J. Haldane", "C. Marsh", "E. Vos", "P. Ahmed", "G. Tully", "N. Rask"]
NETS = [f"N{n:02d}" for n in range(1, 13)]
SECTORS = {
    n: ("Reedbed" if k < 4 else "Scrub" if k < 8 else "Woodland edge") for k, n in enumerate(NETS)
}
SOURCES = ["finder", "ring scheme", "app report", "email", "colour ring", "ringer"]
CONDITIONS = ["alive", "dead", "injured", "unknown"]
REMARKS = [
    "Found in a garden after a cold night.",
    "Ring read through a telescope, bird released.",
    "Caught by another ringing group.",
    "Picked up on a road verge.",
    "Reported through the app with a photo of the ring.",
    "Bird seen feeding young near the nest box.",
]


def ringing_objects() -> dict[str, list[dict]]:
    rng = random.Random(40_440)
    captures = []
    rings: list[tuple[str, str]] = []
    for i in range(1000):
        spp = rng.choice(list(SPECIES))
        retrap = bool(rings) and rng.random() < 0.25
        ring = (
            rng.choice(rings)[0] if retrap else f"{rng.choice('ADLX')}{rng.randint(100000, 999999)}"
        )
        if not retrap:
            rings.append((ring, spp))
        mass = SPECIES[spp]
        captures.append(
            {
                "capId": f"C24-{i + 1:05d}",
                "ringNo": ring,
                "spp": spp,
                "ringer": rng.choice(RINGERS),
                "capDt": _day(rng, date(2024, 3, 1), date(2024, 10, 31)),
                "netId": rng.choice(NETS),
                "wingMm": round(rng.uniform(0.9, 1.1) * (45 + mass * 1.2), 1),
                "massG": round(rng.uniform(0.85, 1.15) * mass, 1),
                "fatScr": rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 5, 6]),
                "isRetrap": retrap,
                "released": rng.random() < 0.98,
                "moultScr": [rng.randint(0, 5) for _ in range(rng.choice([0, 0, 3, 4]))],
                "bioChk": [rng.random() < 0.9 for _ in range(3)],
                "rechkDts": _dates(rng, date(2024, 3, 1), date(2024, 11, 30), 0, 2),
            }
        )
    rounds = []
    for i in range(700):
        net = rng.choice(NETS)
        rounds.append(
            {
                "rndId": f"R{i + 1:04d}",
                "netId": net,
                "sec": SECTORS[net],
                "rndDt": _day(rng, date(2024, 3, 1), date(2024, 10, 31)),
                "leadRinger": _person(rng),
                "birds_cnt": rng.choice([0, 0, 1, 1, 2, 3, 4, 6, 9, 14]),
                "windBft": rng.randint(0, 5),
                "tempC": round(rng.uniform(2, 26), 1),
                "wasClosed": rng.random() < 0.07,
                "shelfNos": sorted(rng.sample(range(1, 5), rng.randint(0, 3))),
                "gustsKt": [round(rng.uniform(2, 30), 1) for _ in range(2)],
            }
        )
    recoveries = []
    for i in range(300):
        ring, _ = rng.choice(rings)
        found = _day(rng, date(2024, 4, 1), date(2025, 3, 31))
        recoveries.append(
            {
                "recNo": f"REC-{i + 1:03d}",
                "ringNo": ring,
                "foundDt": found,
                "finder": _person(rng),
                "distKm": round(rng.choice([rng.uniform(0, 30), rng.uniform(30, 2500)]), 1),
                "daysN": rng.randint(3, 900),
                "cond": rng.choice(CONDITIONS),
                "isAbroad": rng.random() < 0.15,
                "verified": rng.random() < 0.7,
                "srcTags": _some(rng, SOURCES, 1, 2),
                "lettrDts": _dates(rng, found, found + timedelta(days=60), 0, 2),
                "rmks": " ".join(rng.sample(REMARKS, 2))
                + f" Reported {rng.randint(2, 60)} days after finding by {_person(rng)}.",
            }
        )
    return {"Captures": captures, "NetRounds": rounds, "Recoveries": recoveries}


def build(out: Path) -> list[Path]:
    """Write `<domain>/schema.json` and its three objects files under out, for both domains."""
    folders = []
    for domain, classes in DOMAINS.items():
        folder = out / domain
        objects = folder / "objects"
        objects.mkdir(parents=True, exist_ok=True)
        schema = json.dumps(weaviate_schema(classes), indent=2, ensure_ascii=False)
        (folder / "schema.json").write_text(schema + "\n", encoding="utf-8")
        data = brew_objects() if domain == "brew-house" else ringing_objects()
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
