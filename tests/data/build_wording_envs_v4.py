"""Build `apiary` and `kiln-studio`, two more invented domains exported the terse way, for
checking the wording of generated query sets (issue 42, wording round 4) on domains the writer
was not fixed on.

    python tests/data/build_wording_envs_v4.py OUT
    gymkit env import apiary --schema OUT/apiary/schema.json \
        --objects OUT/apiary/objects --out SNAP          (and the same for kiln-studio)

A beekeepers' association's apiary log (colonies, hive inspections, honey harvest lots) and a
pottery studio's kiln log (firings, pieces, glaze tests), named and described with shorthands
unlike the earlier environments': class names glued from fragments (`HvInsp`, `HnyHrv`,
`KlnFrg`, `GlzTst`) with or without a description ("Col. reg.", "Wares/pcs in prog."), slash
lists of positions or options ("Fr. cts br/hny/pol", "Ramp F/hr seg1-3", "Jar g
(227/340/454)", "Chk (stores/space/Q/dz)", "SG rd 1/2"), y/n and ? markers ("Sold y/n",
"Nuc?", "OK?"), "w/" ("Fr w/ brood"), letters for words ("Q src", "Pk F", "Amb T, F", "Mkr",
"Dfx", "Colr.", "Wx", "Tmpr"), options in parentheses ("Cone (04/6/10)", "Gr. (A/B/C)"), a unit
named by its sign ("Px $"), and people with no description (keeper, inspector, firedBy,
tester). Every card type, CSV, JSON Lines and Parquet; deterministic.
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

APIARY = [
    (
        "Colonies",
        "Col. reg.",
        "csv",
        [
            ("colNo", "text", "Col #"),
            ("yard", "text", "Yd"),
            ("queenYr", "int", "Q yr (mkd)"),
            ("queenSrc", "text", "Q src"),
            ("broodBx", "int", "Brood bx"),
            ("suprN", "int", "Supers"),
            ("strain", "text", "Race/strain"),
            ("isNuc", "boolean", "Nuc?"),
            ("requeened", "boolean", None),
            ("frameCts", "int[]", "Fr. cts br/hny/pol"),
            ("wtKg", "number", "Wt, kg (gross)"),
            ("treatDts", "date[]", "Tx dts (OA/MAQS)"),
            ("estDt", "date", "Est."),
            ("keeper", "text", None),
        ],
    ),
    (
        "HvInsp",
        None,
        "jsonl",
        [
            ("inspNo", "text", "Insp #"),
            ("colRef", "text", "Col"),
            ("inspDt", "date", "Insp dt"),
            ("inspector", "text", None),
            ("ambTF", "number", "Amb T, F"),
            ("tmpr", "text", "Tmpr"),
            ("qSeen", "boolean", "Q/eggs seen"),
            ("qcells", "boolean", "QC?"),
            ("mites100", "number", "Mites/100b"),
            ("frBrood", "int", "Fr w/ brood"),
            ("dzPests", "text[]", "Dz/pests"),
            ("chkList", "boolean[]", "Chk (stores/space/Q/dz)"),
            ("wx", "text", "Wx"),
            ("obsNotes", PROSE, "Obs."),
        ],
    ),
    (
        "HnyHrv",
        "Hny hrv lots",
        "parquet",
        [
            ("lotNo", "text", "Lot #"),
            ("colRef", "text", "Col"),
            ("hrvDt", "date", "Hrv dt"),
            ("supersN", "int", "Supers"),
            ("netKg", "number", "Net, kg"),
            ("moistPct", "number", "H2O %"),
            ("floral", "text", "Src (floral)"),
            ("frXtr", "int", "Fr xtrctd"),
            ("jarG", "int[]", "Jar g (227/340/454)"),
            ("sold", "boolean", "Sold y/n"),
            ("grade", "text", "Gr. (A/B/C)"),
            ("phRd", "number[]", "pH r1/r2"),
        ],
    ),
]

KILN_STUDIO = [
    (
        "KlnFrg",
        "Firing log",
        "csv",
        [
            ("frgId", "text", "Frg #"),
            ("kiln", "text", "Kiln"),
            ("cone", "text", "Cone (04/6/10)"),
            ("atmos", "text", "Atm ox/red"),
            ("loadDt", "date", "Ld dt"),
            ("firedBy", "text", None),
            ("pkF", "number", "Pk F"),
            ("rampFh", "number[]", "Ramp F/hr seg1-3"),
            ("durH", "number", "Dur, h"),
            ("pcsN", "int", "Pcs"),
            ("isBisq", "boolean", "Bisq?"),
            ("witCones", "boolean[]", "Wit. cones 5/6/7"),
            ("vented", "boolean", None),
            ("openDts", "date[]", "Unld dts"),
        ],
    ),
    (
        "Pcs",
        "Wares/pcs in prog.",
        "jsonl",
        [
            ("pcId", "text", "Pc ID"),
            ("frgRef", "text", "Frg"),
            ("mkr", "text", "Mkr"),
            ("clayBdy", "text", "Clay bdy"),
            ("glzCd", "text", "Glz cd"),
            ("wtG", "number", "Wt g (dry)"),
            ("shrinkPct", "number[]", "Shrink %, L/W"),
            ("form", "text", "Form"),
            ("crkd", "boolean", None),
            ("sold", "boolean", "Sold y/n"),
            ("dfx", "text[]", "Dfx"),
            ("pxUsd", "number", "Px $"),
            ("mkrNote", PROSE, "Mkr notes"),
        ],
    ),
    (
        "GlzTst",
        None,
        "parquet",
        [
            ("tstNo", "text", "Tst #"),
            ("glz", "text", "Glz"),
            ("mixDt", "date", "Mix dt"),
            ("sgRd", "number[]", "SG rd 1/2"),
            ("btchG", "int", "Btch g"),
            ("colr", "text[]", "Colr."),
            ("ok", "boolean", "OK?"),
            ("tstr", "text", None),
            ("tileDts", "date[]", "Tile dts"),
        ],
    ),
]

DOMAINS = {"apiary": APIARY, "kiln-studio": KILN_STUDIO}

FIRST = ["Priya", "Tomas", "Aoife", "Kwame", "Lena", "Mateo", "Yuki", "Hannah", "Omar", "Freya"]
LAST = ["Shah", "Novak", "Brennan", "Mensah", "Holm", "Ortega", "Sato", "Fischer", "Haddad"]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _some(rng: random.Random, pool: list, lo: int = 1, hi: int = 3) -> list:
    return sorted(rng.sample(pool, rng.randint(lo, hi)), key=pool.index)


def _dates(rng: random.Random, start: date, end: date, lo: int = 0, hi: int = 3) -> list[date]:
    return sorted({_day(rng, start, end) for _ in range(rng.randint(lo, hi))})


def _initial(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)[0]}. {rng.choice(LAST)}"


# ---- apiary ------------------------------------------------------------------------------------

YARDS = ["Hill Farm", "Orchard", "Church Lane", "Riverside", "Allotments"]
SOURCES = ["Own", "Bought", "Swarm", "Split"]
STRAINS = ["Buckfast", "Carniolan", "Italian", "Local mongrel", "Black bee"]
KEEPERS = ["A. Okafor", "L. Brandt", "S. Ikeda", "M. Dunne", "R. Celik", "J. Moreau"]
TEMPER = ["Calm", "Calm", "Calm", "Nervous", "Runny", "Defensive"]
PESTS = ["chalkbrood", "sacbrood", "wax moth", "DWV", "varroa", "small hive beetle"]
WEATHER = ["Sunny", "Overcast", "Light rain", "Windy", "Warm, still"]
FLORAL = ["Spring blossom", "Oilseed rape", "Clover", "Lime", "Heather", "Bramble", "Mixed summer"]
OBS = [
    "Strong colony, drawing out new comb on the super.",
    "Queen not seen but eggs present, left alone.",
    "Some chalkbrood mummies at the entrance, ventilation improved.",
    "Swarm cells removed from the bottom bars of two frames.",
    "Stores low after the June gap, fed one litre of syrup.",
    "Bees running on the comb, hard to inspect today.",
    "Added a super and checked the varroa board.",
]


def apiary_objects() -> dict[str, list[dict]]:
    rng = random.Random(40_410)
    colonies = []
    for i in range(120):
        est = _day(rng, date(2019, 4, 1), date(2024, 6, 30))
        colonies.append(
            {
                "colNo": f"C-{i + 1:03d}",
                "yard": rng.choice(YARDS),
                "queenYr": rng.randint(2021, 2024),
                "queenSrc": rng.choice(SOURCES),
                "broodBx": rng.choice([1, 1, 1, 2]),
                "suprN": rng.randint(0, 4),
                "strain": rng.choice(STRAINS),
                "isNuc": rng.random() < 0.15,
                "requeened": rng.random() < 0.3,
                "frameCts": [rng.randint(2, 11), rng.randint(1, 9), rng.randint(0, 3)],
                "wtKg": round(rng.uniform(18, 62), 1),
                "treatDts": _dates(rng, date(2024, 1, 5), date(2024, 12, 20), 0, 2),
                "estDt": est,
                "keeper": rng.choice(KEEPERS),
            }
        )
    insps = []
    for i in range(700):
        col = rng.choice(colonies)
        checks = [rng.random() < 0.9 for _ in range(4)]
        insps.append(
            {
                "inspNo": f"HI-24-{i + 1:04d}",
                "colRef": col["colNo"],
                "inspDt": _day(rng, date(2024, 3, 20), date(2024, 10, 15)),
                "inspector": rng.choice(KEEPERS),
                "ambTF": round(rng.uniform(52, 86), 1),
                "tmpr": rng.choice(TEMPER),
                "qSeen": rng.random() < 0.7,
                "qcells": rng.random() < 0.12,
                "mites100": round(rng.uniform(0, 6), 1),
                "frBrood": rng.randint(1, 11),
                "dzPests": _some(rng, PESTS, 0, 2),
                "chkList": checks,
                "wx": rng.choice(WEATHER),
                "obsNotes": " ".join(rng.sample(OBS, 2)),
            }
        )
    lots = []
    for i in range(260):
        col = rng.choice(colonies)
        net = round(rng.uniform(4, 38), 1)
        lots.append(
            {
                "lotNo": f"L24-{i + 1:03d}",
                "colRef": col["colNo"],
                "hrvDt": _day(rng, date(2024, 5, 10), date(2024, 9, 20)),
                "supersN": rng.randint(1, 4),
                "netKg": net,
                "moistPct": round(rng.uniform(15.8, 19.6), 1),
                "floral": rng.choice(FLORAL),
                "frXtr": rng.randint(8, 44),
                "jarG": _some(rng, [227, 340, 454], 1, 3),
                "sold": rng.random() < 0.6,
                "grade": rng.choice(["A", "A", "B", "C"]),
                "phRd": [round(rng.uniform(3.4, 4.6), 2) for _ in range(2)],
            }
        )
    return {"Colonies": colonies, "HvInsp": insps, "HnyHrv": lots}


# ---- kiln-studio -------------------------------------------------------------------------------

KILNS = ["K1 Skutt", "K2 Gas", "K3 Test", "Raku"]
POTTERS = ["Priya Shah", "Tomas Novak", "Aoife Brennan", "Kwame Mensah", "Lena Holm"]
POTTERS += ["Mateo Ortega", "Yuki Sato"]
CLAYS = ["Buff stoneware", "Porcelain", "Red earthenware", "Grogged crank", "Speckled stoneware"]
GLAZES = ["TEN-CEL", "TEN-SHN", "SIX-MAT", "SIX-TMK", "LOW-CLR", "LOW-RED", "RAKU-CU"]
FORMS = ["Mug", "Bowl", "Plate", "Vase", "Jug", "Teapot", "Tile"]
DEFECTS = ["crawling", "pinholes", "crazing", "shivering", "blistering", "warping", "dunting"]
COLORANTS = ["iron oxide", "cobalt carb", "rutile", "copper carb", "manganese", "chrome oxide"]
NOTES = [
    "Thrown on the wheel, trimmed at leather hard.",
    "Handle pulled and attached the next morning.",
    "Wax resist on the foot, dipped twice.",
    "Commission piece, customer collects on Friday.",
    "Slab built, slow dried under plastic.",
    "Second attempt after the first cracked in bisque.",
]


def kiln_objects() -> dict[str, list[dict]]:
    rng = random.Random(40_420)
    firings = []
    for i in range(240):
        bisque = rng.random() < 0.35
        kiln = rng.choice(KILNS)
        cone = "04" if bisque else rng.choice(["6", "6", "10", "04"])
        load = _day(rng, date(2024, 1, 8), date(2024, 12, 12))
        firings.append(
            {
                "frgId": f"F-{i + 1:04d}",
                "kiln": kiln,
                "cone": cone,
                "atmos": "Reduction" if kiln == "K2 Gas" and rng.random() < 0.8 else "Oxidation",
                "loadDt": load,
                "firedBy": rng.choice(POTTERS),
                "pkF": round({"04": 1945, "6": 2232, "10": 2345}[cone] + rng.uniform(-25, 25), 1),
                "rampFh": [round(rng.uniform(80, 400), 0) for _ in range(3)],
                "durH": round(rng.uniform(6, 14), 1),
                "pcsN": rng.randint(4, 60),
                "isBisq": bisque,
                "witCones": [True, rng.random() < 0.8, rng.random() < 0.3],
                "vented": rng.random() < 0.5,
                "openDts": _dates(rng, load + timedelta(days=1), load + timedelta(days=4), 1, 2),
            }
        )
    pieces = []
    for i in range(800):
        frg = rng.choice(firings)
        pieces.append(
            {
                "pcId": f"P{i + 1:05d}",
                "frgRef": frg["frgId"],
                "mkr": rng.choice(POTTERS),
                "clayBdy": rng.choice(CLAYS),
                "glzCd": rng.choice(GLAZES),
                "wtG": round(rng.uniform(120, 2400), 1),
                "shrinkPct": [round(rng.uniform(8, 14), 1) for _ in range(2)],
                "form": rng.choice(FORMS),
                "crkd": rng.random() < 0.06,
                "sold": rng.random() < 0.4,
                "dfx": _some(rng, DEFECTS, 0, 2),
                "pxUsd": round(rng.uniform(12, 240), 2),
                "mkrNote": " ".join(rng.sample(NOTES, 2)),
            }
        )
    tests = []
    for i in range(180):
        mixed = _day(rng, date(2024, 1, 8), date(2024, 12, 12))
        tests.append(
            {
                "tstNo": f"GT-{i + 1:03d}",
                "glz": rng.choice(GLAZES),
                "mixDt": mixed,
                "sgRd": [round(rng.uniform(1.35, 1.6), 2) for _ in range(2)],
                "btchG": rng.choice([100, 250, 500, 1000, 5000]),
                "colr": _some(rng, COLORANTS, 0, 2),
                "ok": rng.random() < 0.65,
                "tstr": rng.choice(POTTERS),
                "tileDts": _dates(rng, mixed, mixed + timedelta(days=30), 1, 2),
            }
        )
    return {"KlnFrg": firings, "Pcs": pieces, "GlzTst": tests}


def build(out: Path) -> list[Path]:
    """Write `<domain>/schema.json` and its three objects files under out, for both domains."""
    folders = []
    for domain, classes in DOMAINS.items():
        folder = out / domain
        objects = folder / "objects"
        objects.mkdir(parents=True, exist_ok=True)
        schema = json.dumps(weaviate_schema(classes), indent=2, ensure_ascii=False)
        (folder / "schema.json").write_text(schema + "\n", encoding="utf-8")
        data = apiary_objects() if domain == "apiary" else kiln_objects()
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
