"""Write `narrowboat-hire`: an invented canal holiday-hire company's export, named tersely.

Brindlecote Narrowboats, an invented holiday-hire company with three bases (Fennick Wharf,
Lowmoor Jn, Saltry Basin) on invented canals (every boat, base, hirer, engineer, place and
note is made up; the trade's terms are the ordinary ones), exported its fleet register, its
2024 season's hire bookings and its turnaround / maintenance jobs the way an engineer exports
them: abbreviated property names in mixed habits, abbreviated class names (`NBReg`, `Bkgs`,
`TAJobs`), terse descriptions in the trade's shorthand, five properties with no description
(`Base`, `bowThr`, `hirer`, `tech`, `parts`) and one collection (`TAJobs`) with no class
description.

- `NBReg` (CSV): the fleet register, one row per boat.
- `Bkgs` (Parquet): the hire bookings of the 2024 season (first pick-up 2024-03-22, last
  return 2024-11-04), numbered in pick-up order; `boat` names an `NBReg.boat_nm`.
- `TAJobs` (JSON Lines, no class description): the jobs raised at turnaround, on callout
  during a hire, or planned (PPM), numbered in date order; `BoatNm` names an `NBReg.boat_nm`,
  `bkg_ref` a `Bkgs.bkgRef` (empty for PPM); `jobNotes` is the one prose property.

Deterministic (one seeded `random.Random`). Exported 2024-11-08.

Usage: python build_terse_env_v29.py OUT   (writes OUT/narrowboat-hire/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "narrowboat-hire"
PROSE = "prose"
SEASON_START, SEASON_END, EXPORT_DAY = date(2024, 3, 22), date(2024, 11, 4), date(2024, 11, 8)

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "NBReg",
        "NB fleet reg.",
        [
            ("boat_nm", "text", "Boat"),
            ("idxNo", "int", "Lic. idx #"),
            ("Base", "text", None),
            ("cls", "text", "Grade (Classic/Gold/Plat.)"),
            ("lenFt", "int", "LOA, ft"),
            ("nBerths", "int", "Berths (max)"),
            ("sternTyp", "text", "Stern (trad/semi/cruiser)"),
            ("yrBuilt", "int", "Built"),
            ("yrRefit", "int", "Last refit, yr (blank=none)"),
            ("eng_hrs", "int", "Eng. hrs @ 01/11"),
            ("wc", "text", "WC (p/out/cass.)"),
            ("bowThr", "boolean", None),
            ("isPetOK", "boolean", "Dogs ok?"),
            ("feats", "text[]", "Feats"),
            ("blackDts", "date[]", "Blacking dts"),
            ("bssExp", "date", "BSS exp."),
            ("wkRateGbp", "number", "Peak wk rate, £"),
            ("status", "text", "Stat."),
        ],
    ),
    (
        "Bkgs",
        "Hire bkgs 2024",
        [
            ("bkgRef", "text", "Bkg ref"),
            ("boat", "text", "Boat"),
            ("dtStart", "date", "Pick-up"),
            ("dtEnd", "date", "Ret. dt"),
            ("nNights", "int", "Nts"),
            ("HireTyp", "text", "Typ. (SB/wk/2wk)"),
            ("party", "int", "Pax"),
            ("hirer", "text", None),
            ("chan", "text", "Src"),
            ("dtBooked", "date", "Bkd"),
            ("totGbp", "number", "Hire tot., £ inc VAT"),
            ("pctDisc", "int", "Disc, %"),
            ("num_dogs", "int", "Dogs #"),
            ("isOneWay", "boolean", "1-way?"),
            ("dep_kept", "number", "Dep. retained, £ (blank=refunded)"),
            ("extras", "text[]", "Extras"),
            ("cancelled", "boolean", "Cxl"),
            ("rvwStars", "int", "Rvw 1-5 (blank=none)"),
        ],
    ),
    (
        "TAJobs",
        None,
        [
            ("job_id", "text", "Job #"),
            ("BoatNm", "text", "Boat"),
            ("bkg_ref", "text", "Bkg (blank=PPM)"),
            ("dtRaised", "date", "Raised"),
            ("dtDone", "date", "Compl. (blank=o/s)"),
            ("jobTyp", "text", "Typ. (TA/callout/PPM)"),
            ("Cat", "text", "Cat."),
            ("tech", "text", None),
            ("labHrs", "number", "Lab., hrs"),
            ("partsGbp", "number", "Parts, £ ex VAT"),
            ("parts", "text[]", None),
            ("urgent", "boolean", "Urg. (blocks next hire)"),
            ("hirerDmg", "boolean", "Hirer dmg?"),
            ("signedOff", "boolean", "S/off?"),
            ("engHrsRd", "int", "Eng. hrs rdg"),
            ("delayMins", "int", "Cruise time lost, min"),
            ("visitDts", "date[]", "Att. dts"),
            ("jobNotes", PROSE, "Notes"),
        ],
    ),
]

BOAT_NAMES = [
    "Dabchick",
    "Heron's Rest",
    "Meadow Pipit",
    "Silver Reed",
    "Tarn Mist",
    "Willow Wren",
    "Kestrel Dawn",
    "Amber Lock",
    "Hobby Lark",
    "Sedge Warbler",
    "Marsh Marigold",
    "Coppice Belle",
    "Lapwing",
    "Otter's Holt",
    "Bramble Queen",
    "Morning Teal",
    "Quiet Fettle",
    "Sable Moth",
    "Corncrake",
    "Lady Fennick",
    "Teasel",
    "Water Avens",
    "Tumblebrook",
    "Reed Bunting",
    "Cressing Star",
    "Moorhen",
    "Saltry Lass",
    "Whinchat",
    "Damselfly",
    "Drover's Joy",
    "Gadwall",
    "Hazel Wand",
    "Ironbridge Kate",
    "Jenny Wren",
    "Kingcup",
    "Lowmoor Rose",
    "Mallow",
    "Nightjar",
    "Old Tom Tiller",
    "Pennywort",
    "Ragged Robin",
    "Skylark II",
    "Toadflax",
    "Umber",
    "Vetchling",
    "Wagtail",
    "Yellowhammer",
    "Alder Gold",
    "Bittern",
    "Campion",
    "Dunlin",
    "Elderflower",
    "Fieldfare",
    "Goldcrest",
    "Harebell",
    "Ivy Leaf",
    "Juniper",
    "Knotgrass",
    "Linnet",
    "Merlin",
    "Nuthatch",
    "Oriel",
    "Pintail",
    "Redpoll",
]
BASES = {"Fennick Wharf": 28, "Lowmoor Jn": 20, "Saltry Basin": 16}
FEATS = [
    "wifi",
    "TV",
    "solar",
    "side hatch",
    "cratch cover",
    "pullman dinette",
    "fixed dbl",
    "bath",
    "log burner",
    "dishwasher",
]
FIRST = [
    "Alan",
    "Beth",
    "Colin",
    "Deborah",
    "Ewan",
    "Fiona",
    "Graham",
    "Hannah",
    "Ian",
    "Julie",
    "Keith",
    "Linda",
    "Martin",
    "Nadia",
    "Oliver",
    "Pauline",
    "Rajesh",
    "Sarah",
    "Trevor",
    "Ursula",
    "Vikram",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Gareth",
    "Helen",
    "Neil",
    "Carol",
    "Priya",
    "Stuart",
    "Anne",
    "Derek",
    "Megan",
    "Tom",
    "Lucy",
    "Hamish",
    "Joan",
    "Kwame",
    "Ffion",
    "Lars",
]
SURN = [
    "Pennock",
    "Theobald",
    "Ashdown",
    "Brimble",
    "Cadwallader",
    "Dunstable",
    "Eckersley",
    "Fothergill",
    "Gorringe",
    "Hebblethwaite",
    "Illingworth",
    "Jarrold",
    "Kettlewell",
    "Loxley",
    "Mabbott",
    "Nettleship",
    "Ormerod",
    "Pilbeam",
    "Quarrie",
    "Rudge",
    "Scattergood",
    "Tuffnell",
    "Uttley",
    "Varney",
    "Wadlow",
    "Yeadon",
    "Abbiss",
    "Blencowe",
    "Chaffer",
    "Dimmock",
    "Emsley",
    "Frodsham",
    "Gathercole",
    "Hurrell",
    "Ibbotson",
    "Jessop",
    "Kitteridge",
    "Lumb",
    "Marsden-Hay",
    "Nuttall",
    "Oakes",
    "Partridge",
    "Rowbotham",
    "Sugden",
    "Tidball",
    "Vokes",
    "Whitlock",
    "Okonkwo",
    "Szymanski",
    "Bhattacharya",
    "Ferreira",
    "Lindgren",
    "MacAulay",
    "Oduya",
    "Petrakis",
    "Castellano",
    "Van Rijn",
    "Hollins",
    "Tranter",
    "Birtwistle",
]
TECHS = {
    "K. Pellow": 5,
    "S. Amadi": 5,
    "R. Tennant": 4,
    "J. Okonedo": 4,
    "M. Fairlie": 3,
    "B. Varga": 2,
}
EXTRAS = {
    "bike hire": 5,
    "linen upgrade": 4,
    "welcome hamper": 6,
    "extra dog": 2,
    "early boarding": 4,
    "late return": 2,
    "tuition": 3,
    "car parking": 9,
    "fishing kit": 2,
}
CHANS = {"Web": 56, "Phone": 19, "Agency": 18, "Boat show": 3, "Repeat (club)": 4}
LOCKS = [
    "Hob Lane lock",
    "the Cressing flight",
    "Tarrow tunnel",
    "Mardle Bottom lock",
    "Ketley Top lock",
    "Wistow junction",
    "the Saltry arm",
    "Pinchbeck winding hole",
    "Gallows Bridge",
    "the Lowmoor aqueduct",
    "Nettle Hill cutting",
    "Brindlecote moorings",
]
CATS_TA = {
    "Fixtures": 18,
    "Water/plumbing": 14,
    "Toilet/tank": 13,
    "Electrics": 14,
    "Heating": 8,
    "Hull/paint": 9,
    "Engine": 10,
    "Prop/drive": 4,
    "Bow thruster": 3,
    "Safety gear": 7,
}
CATS_CO = {
    "Engine": 26,
    "Prop/drive": 20,
    "Electrics": 14,
    "Toilet/tank": 10,
    "Water/plumbing": 10,
    "Heating": 6,
    "Bow thruster": 6,
    "Gas": 4,
    "Hull/paint": 4,
}
PARTS = {
    "Fixtures": [
        "curtain track",
        "cupboard catch",
        "hob knob",
        "mattress protector",
        "blind cord",
        "window seal",
    ],
    "Water/plumbing": [
        "water pump",
        "pump switch",
        "jubilee clip",
        "hose",
        "shower mixer",
        "tap washer",
    ],
    "Toilet/tank": ["pump-out cap", "cassette seal", "macerator", "flush pump", "toilet seat"],
    "Electrics": [
        "leisure battery",
        "fuse",
        "LED bulb",
        "inverter",
        "12V socket",
        "battery isolator",
    ],
    "Heating": ["diesel heater glow pin", "fuel filter", "radiator valve", "calorifier valve"],
    "Gas": ["gas regulator", "gas hose", "bubble tester", "hob thermocouple"],
    "Hull/paint": ["anode", "blacking", "fender", "rope", "paint"],
    "Engine": [
        "oil",
        "oil filter",
        "fuel filter",
        "alternator belt",
        "coolant",
        "raw water impeller",
        "starter motor",
    ],
    "Prop/drive": [
        "weed hatch seal",
        "stern gland packing",
        "prop",
        "cutlass bearing",
        "gearbox oil",
    ],
    "Bow thruster": ["thruster fuse", "thruster battery", "shear pin", "thruster solenoid"],
    "Safety gear": [
        "life jacket",
        "fire extinguisher",
        "fire blanket",
        "CO alarm",
        "smoke alarm",
        "boat hook",
    ],
}


def _pick(rng: random.Random, weights: dict):
    keys = list(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


def _boats(rng: random.Random) -> list[dict]:
    names = list(BOAT_NAMES)
    bases = [b for b, n in BASES.items() for _ in range(n)]
    rng.shuffle(bases)
    idx = rng.sample(range(500000, 540000), len(names))
    boats = []
    for i, name in enumerate(names):
        cls = _pick(rng, {"Classic": 26, "Gold": 24, "Platinum": 14})
        length = rng.choice(
            {
                "Classic": [45, 50, 50, 52, 57, 57],
                "Gold": [57, 58, 60, 62, 62, 66],
                "Platinum": [62, 66, 68, 69, 70],
            }[cls]
        )
        berths = {
            45: 2,
            50: 4,
            52: 4,
            57: rng.choice([4, 5, 6]),
            58: 6,
            60: 6,
            62: rng.choice([6, 7]),
            66: rng.choice([6, 8]),
            68: 8,
            69: rng.choice([8, 10]),
            70: 10,
        }[length]
        built = rng.randint(
            *{"Classic": (1988, 2008), "Gold": (2000, 2016), "Platinum": (2012, 2023)}[cls]
        )
        refit = None
        if 2024 - built >= 6 and rng.random() < 0.75:
            refit = rng.randint(max(built + 5, 2005), 2024)
        eng = int((2024 - built + 0.6) * rng.uniform(520, 760))
        thr = length >= 62 and (cls == "Platinum" or rng.random() < 0.45)
        feats = sorted(
            rng.sample(
                FEATS,
                rng.randint(
                    0 if cls == "Classic" else 2, {"Classic": 3, "Gold": 5, "Platinum": 7}[cls]
                ),
            )
        )
        if cls == "Platinum" and "wifi" not in feats:
            feats.append("wifi")
        n_black = rng.choice([1, 2, 2, 3]) if built < 2022 else 1
        last = date(
            rng.choice([2023, 2024]) if built < 2023 else 2024,
            rng.choice([1, 2, 3]),
            rng.randint(1, 28),
        )
        if rng.random() < 0.2 and built < 2023:
            last = date(2024, 11, rng.randint(5, 7))
        black = [last]
        for _ in range(n_black - 1):
            prev = black[0] - timedelta(days=rng.randint(640, 820))
            if prev.year > built:
                black.insert(0, prev)
        rate = (950 + 140 * berths) * {"Classic": 1.0, "Gold": 1.18, "Platinum": 1.4}[cls]
        rate = round(rate / 5) * 5.0 + rng.choice([0, 0, 25, 50, -25])
        boats.append(
            {
                "boat_nm": name,
                "idxNo": idx[i],
                "Base": bases[i],
                "cls": cls,
                "lenFt": length,
                "nBerths": berths,
                "sternTyp": _pick(rng, {"Cruiser": 5, "Semi-trad": 3, "Trad": 1.5}),
                "yrBuilt": built,
                "yrRefit": refit,
                "eng_hrs": eng,
                "wc": _pick(rng, {"Pump-out": 6, "Cassette": 3, "Both": 1.2}),
                "bowThr": thr,
                "isPetOK": rng.random()
                < (0.7 if cls == "Classic" else 0.55 if cls == "Gold" else 0.3),
                "feats": feats,
                "blackDts": black,
                "bssExp": date(
                    rng.choice([2025, 2025, 2026, 2027, 2028]),
                    rng.randint(1, 12),
                    rng.randint(1, 28),
                ),
                "wkRateGbp": float(rate),
                "status": "Hire",
                "_cut": None,
            }
        )
    # boats that left the hire fleet during the season
    for b, st in zip(
        rng.sample(boats, 6), ["Laid up", "Laid up", "Laid up", "For sale", "For sale", "Sold"]
    ):
        b["status"] = st
        b["_cut"] = date(2024, rng.randint(6, 9), rng.randint(1, 28))
    boats.sort(key=lambda x: x["boat_nm"])
    return boats


def _season_factor(d: date) -> float:
    if date(2024, 7, 19) <= d <= date(2024, 8, 30):
        return 1.0
    if date(2024, 5, 24) <= d <= date(2024, 9, 20):
        return 0.82
    return 0.64


def _bookings(rng: random.Random, boats: list[dict]) -> list[dict]:
    out = []
    people = [f"{rng.choice(FIRST)} {rng.choice(SURN)}" for _ in range(3000)]
    for b in boats:
        d = SEASON_START + timedelta(days=rng.choice([0, 0, 3]))
        end = b["_cut"] or SEASON_END
        while d < end - timedelta(days=2):
            fri = d.weekday() == 4
            peak = _season_factor(d) == 1.0
            if rng.random() > (0.9 if peak else 0.78):
                d += timedelta(days=3 if fri else 4)
                continue
            if fri:
                n = _pick(rng, {3: 3 if not peak else 0.5, 7: 5, 10: 1, 14: 1.2 if peak else 0.3})
            else:
                n = _pick(rng, {4: 3 if not peak else 0.6, 7: 3, 11: 0.8, 14: 0.8 if peak else 0.2})
            back = d + timedelta(days=n)
            if back > SEASON_END or back > end + timedelta(days=3):
                break
            typ = {
                3: "Wkend SB",
                4: "Midwk SB",
                7: "Week",
                10: "10/11 nts",
                11: "10/11 nts",
                14: "Fortnight",
            }[n]
            disc = _pick(rng, {0: 70, 5: 10, 10: 12, 15: 4, 20: 4})
            per_night = b["wkRateGbp"] / 7 * (1.3 if n < 7 else 1.0)
            tot = round(per_night * n * _season_factor(d) * (1 - disc / 100), 2)
            party = max(1, min(b["nBerths"], b["nBerths"] - _pick(rng, {0: 4, 1: 4, 2: 2, 3: 1})))
            dogs = 0
            if b["isPetOK"]:
                dogs = _pick(rng, {0: 6, 1: 3, 2: 1})
            lead = rng.randint(8, 420) if rng.random() < 0.9 else rng.randint(1, 7)
            extras = sorted(
                rng.sample(list(EXTRAS), k=_pick(rng, {0: 10, 1: 6, 2: 3, 3: 1})),
                key=lambda e: list(EXTRAS).index(e),
            )
            if dogs == 2 and "extra dog" not in extras:
                extras.append("extra dog")
            elif dogs < 2 and "extra dog" in extras:
                extras.remove("extra dog")
            cxl = rng.random() < 0.045
            out.append(
                {
                    "bkgRef": "",
                    "boat": b["boat_nm"],
                    "dtStart": d,
                    "dtEnd": back,
                    "nNights": n,
                    "HireTyp": typ,
                    "party": party,
                    "hirer": rng.choice(people),
                    "chan": _pick(rng, CHANS),
                    "dtBooked": d - timedelta(days=lead),
                    "totGbp": tot,
                    "pctDisc": disc,
                    "num_dogs": dogs,
                    "isOneWay": n >= 7 and rng.random() < 0.05,
                    "dep_kept": None,
                    "extras": extras,
                    "cancelled": cxl,
                    "rvwStars": None
                    if cxl or rng.random() < 0.55
                    else _pick(rng, {5: 52, 4: 30, 3: 10, 2: 5, 1: 3}),
                    "_boat": b,
                }
            )
            if cxl:
                d = back if rng.random() < 0.5 else d + timedelta(days=3 if fri else 4)
                if d.weekday() not in (0, 4):
                    d += timedelta(days=(4 - d.weekday()) % 7)
            else:
                d = back
    out.sort(key=lambda x: (x["dtStart"], x["boat"]))
    for i, r in enumerate(out, start=1):
        r["bkgRef"] = f"BK24-{i:04d}"
    return out


def _note(
    rng: random.Random, boat: str, cat: str, typ: str, parts: list[str], dmg: bool, open_: bool
) -> str:
    where = rng.choice(LOCKS)
    lock_no = rng.randint(3, 48)
    s = []
    if typ == "Callout":
        s.append(
            rng.choice(
                [
                    f"Hirers rang from near {where} at {rng.randint(8, 19)}:{rng.choice(['05', '20', '35', '50'])}.",
                    f"Callout to {boat} moored below lock {lock_no}.",
                    f"Hirer phoned base, boat stopped by bridge {rng.randint(10, 99)}.",
                    f"Drove out to {where}, found {boat} tied up on the towpath side.",
                ]
            )
        )
    elif typ == "PPM":
        s.append(
            rng.choice(
                [
                    f"Planned work on {boat} at base.",
                    f"{boat} in for scheduled maintenance on changeover.",
                    f"Routine service slot, {boat} on the service pontoon.",
                ]
            )
        )
    else:
        s.append(
            rng.choice(
                [
                    f"Reported by outgoing hirers at turnaround.",
                    f"Found on turnaround check of {boat}.",
                    f"Hirers mentioned it on return, checked before next party.",
                    f"Turnaround crew flagged it on {boat}.",
                ]
            )
        )
    detail = {
        "Engine": [
            "Engine overheating, raw water impeller had lost two vanes.",
            "Alternator belt slipping and squealing under load.",
            "Would not start, starter motor clicking only.",
            "Oil light flickering at tickover, level low.",
            "Engine service at the hours, oil and filters changed.",
        ],
        "Prop/drive": [
            "Plastic bag and rope round the prop, cleared through the weed hatch.",
            "Stern gland dripping more than it should, repacked.",
            "Loud knock from the drive, prop blade bent on a shopping trolley.",
            "No drive in reverse, gearbox oil low.",
        ],
        "Electrics": [
            "Leisure batteries flat by morning, one cell failed.",
            "Inverter tripping when the hairdryer was used.",
            "Saloon lights dead, blown fuse behind the panel.",
            "Charging light on, battery isolator loose.",
        ],
        "Toilet/tank": [
            "Holding tank gauge stuck on full after pump-out.",
            "Cassette seal leaking into the locker.",
            "Toilet will not flush, macerator jammed with wipes.",
            "Pump-out cap seized, freed off and greased.",
        ],
        "Water/plumbing": [
            "Water pump running on with taps shut.",
            "Hose split behind the shower tray.",
            "Kitchen tap dripping, washer replaced.",
            "No hot water, calorifier valve sticking.",
        ],
        "Heating": [
            "Diesel heater would not fire, glow pin failed.",
            "Radiators cold at the bow end, air in the system.",
            "Heater cutting out after ten minutes.",
        ],
        "Gas": [
            "Smell of gas near the hob reported, tightness test done.",
            "Gas regulator replaced after failed drop test.",
            "Annual gas check done, all appliances fine.",
        ],
        "Hull/paint": [
            "Scrape along the starboard side from a lock wall.",
            "Rubbing strake gouged, touched in.",
            "Anodes checked while out of the water, two replaced.",
            "Fender lost in a lock, replaced.",
        ],
        "Bow thruster": [
            "Bow thruster dead, shear pin gone.",
            "Thruster weak, battery not holding charge.",
            "Thruster solenoid clicking, no power to the motor.",
        ],
        "Fixtures": [
            "Curtain track pulled off the ceiling in the saloon.",
            "Cupboard catch broken in the galley.",
            "Hob knob missing.",
            "Window seal perished, rain getting in at the side hatch.",
            "Blind cord snapped in the rear cabin.",
        ],
        "Safety gear": [
            "One life jacket fired, re-armed and checked.",
            "Fire extinguisher missing its pin, replaced.",
            "CO alarm chirping, unit changed.",
            "Safety gear check done before the next hire.",
        ],
    }[cat]
    if typ == "PPM":
        detail = {
            "Engine": [
                "Engine service at the hours, oil and filters changed.",
                "250-hour service done, belts and coolant checked.",
                "Engine service, drained and refilled, no leaks on test run.",
            ],
            "Gas": [
                "Annual gas check done, all appliances fine.",
                "Gas tightness test done, bubble tester showed no drop.",
                "Gas locker and hoses inspected, dates checked.",
            ],
            "Safety gear": [
                "Safety gear check done before the next hire.",
                "Life jackets, extinguishers and alarms checked and logged.",
            ],
            "Hull/paint": [
                "Out of the water for blacking, pressure washed and two coats on.",
                "Anodes checked while out of the water, two replaced.",
            ],
        }[cat]
    s.append(rng.choice(detail))
    if parts and typ == "PPM":
        s.append(f"Used {', '.join(parts)}.")
    elif parts:
        s.append(
            rng.choice(
                [
                    f"Fitted new {parts[0]}.",
                    f"Replaced {parts[0]} from stock.",
                    f"Used {', '.join(parts)}.",
                ]
            )
        )
    if dmg:
        s.append(
            rng.choice(
                [
                    "Hirer damage, photos taken for the deposit claim.",
                    "Caused by the hirer, deposit deduction agreed.",
                    "Clearly hirer damage, passed to the office.",
                ]
            )
        )
    if open_:
        s.append(
            rng.choice(
                [
                    "Waiting on parts.",
                    "Left open, booked in for the winter.",
                    "Still to finish, boat off hire.",
                ]
            )
        )
    elif rng.random() < 0.6:
        s.append(
            rng.choice(
                [
                    "Tested and left working.",
                    "All good for the next hirers.",
                    "Boat out on time.",
                    f"Handed over {rng.randint(10, 55)} minutes late to the next party.",
                    "Signed off at base.",
                ]
            )
        )
    if len(" ".join(s).split()) < 10:
        s.append(rng.choice(["Checked over and left working.", "Logged on the job board at base."]))
    return " ".join(s)


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(2929)
    boats = _boats(rng)
    bkgs = _bookings(rng, boats)
    jobs = []
    for k in bkgs:
        if k["cancelled"]:
            continue
        b = k["_boat"]
        if rng.random() < 0.13:
            cat = _pick(rng, CATS_CO)
            if cat == "Bow thruster" and not b["bowThr"]:
                cat = "Engine"
            day = k["dtStart"] + timedelta(days=rng.randint(0, k["nNights"] - 1))
            jobs.append({"_b": b, "_k": k, "typ": "Callout", "cat": cat, "d": day})
        if rng.random() < 0.42:
            cat = _pick(rng, CATS_TA)
            if cat == "Bow thruster" and not b["bowThr"]:
                cat = "Fixtures"
            jobs.append({"_b": b, "_k": k, "typ": "Turnaround", "cat": cat, "d": k["dtEnd"]})
    for b in boats:
        n = rng.randint(2, 4)
        for _ in range(n):
            cat = _pick(rng, {"Engine": 5, "Gas": 2, "Safety gear": 2, "Hull/paint": 1})
            day = SEASON_START + timedelta(days=rng.randint(0, 225))
            jobs.append({"_b": b, "_k": None, "typ": "PPM", "cat": cat, "d": day})
        if rng.random() < 0.5:
            jobs.append(
                {
                    "_b": b,
                    "_k": None,
                    "typ": "PPM",
                    "cat": "Hull/paint",
                    "d": date(2024, 11, rng.randint(5, 8)),
                }
            )
    jobs.sort(key=lambda j: (j["d"], j["_b"]["boat_nm"], j["typ"]))
    out = []
    for i, j in enumerate(jobs, start=1):
        b, k, cat, typ, d = j["_b"], j["_k"], j["cat"], j["typ"], j["d"]
        parts = []
        if rng.random() < (0.85 if typ == "PPM" and cat == "Engine" else 0.6):
            parts = rng.sample(PARTS[cat], k=min(len(PARTS[cat]), _pick(rng, {1: 6, 2: 3, 3: 1})))
        if typ == "PPM" and cat == "Engine":
            parts = ["oil", "oil filter"] + ([] if rng.random() < 0.5 else ["fuel filter"])
        dmg = (
            typ == "Turnaround"
            and cat in ("Hull/paint", "Fixtures", "Prop/drive", "Safety gear")
            and rng.random() < 0.45
        )
        if typ == "Callout" and cat == "Prop/drive" and rng.random() < 0.2:
            dmg = True
        open_ = False
        if d >= date(2024, 11, 1):
            open_ = rng.random() < 0.7
        elif rng.random() < 0.012:
            open_ = True
        lab = max(0.25, round(rng.gammavariate(2.0, 0.9 if typ != "PPM" else 1.6) * 4) / 4)
        if cat == "Hull/paint" and typ == "PPM":
            lab = round(rng.uniform(10, 16) * 4) / 4
        visits = []
        if not open_:
            dd = d
            for _ in range(_pick(rng, {1: 10, 2: 2, 3: 0.4})):
                if dd > EXPORT_DAY:
                    break
                visits.append(dd)
                dd = dd + timedelta(days=rng.randint(1, 6))
            done = visits[-1]
        else:
            done = None
            if rng.random() < 0.6:
                visits = [d]
        pg = None
        if parts:
            pg = round(
                sum(
                    rng.uniform(3, 180 if cat not in ("Prop/drive", "Engine") else 320)
                    for _ in parts
                ),
                2,
            )
            if "prop" in parts or "starter motor" in parts or "inverter" in parts:
                pg = round(pg + rng.uniform(200, 480), 2)
        eng = None
        if cat in ("Engine", "Prop/drive"):
            eng = max(0, b["eng_hrs"] - int((date(2024, 11, 1) - d).days * rng.uniform(3.6, 4.6)))
        delay = None
        if typ == "Callout":
            delay = rng.randint(2, 30) * 15 if rng.random() < 0.95 else rng.randint(600, 1440)
        urgent = (
            typ == "Callout"
            or (
                typ == "Turnaround"
                and cat in ("Engine", "Toilet/tank", "Gas", "Prop/drive")
                and rng.random() < 0.6
            )
            or (typ == "Turnaround" and rng.random() < 0.08)
        )
        out.append(
            {
                "job_id": f"J24-{i:04d}",
                "BoatNm": b["boat_nm"],
                "bkg_ref": k["bkgRef"] if k else None,
                "dtRaised": d,
                "dtDone": done,
                "jobTyp": typ,
                "Cat": cat,
                "tech": _pick(rng, TECHS),
                "labHrs": float(lab),
                "partsGbp": pg,
                "parts": parts,
                "urgent": urgent,
                "hirerDmg": dmg,
                "signedOff": (not open_) and rng.random() < 0.96,
                "engHrsRd": eng,
                "delayMins": delay,
                "visitDts": visits,
                "jobNotes": _note(rng, b["boat_nm"], cat, typ, parts, dmg, open_),
            }
        )
        if dmg and k is not None:
            k["dep_kept"] = float(
                min(
                    250.0,
                    (k["dep_kept"] or 0.0)
                    + rng.choice([25.0, 40.0, 50.0, 75.0, 100.0, 150.0, 250.0]),
                )
            )
    for k in bkgs:
        if not k["cancelled"] and k["dep_kept"] is None and rng.random() < 0.015:
            k["dep_kept"] = rng.choice([30.0, 45.0, 60.0])  # late return / cleaning
        del k["_boat"]
    for b in boats:
        del b["_cut"]
    return {"NBReg": boats, "Bkgs": bkgs, "TAJobs": out}


def build(out: Path) -> Path:
    """Write `narrowboat-hire/schema.json` and its three objects files under out."""
    formats = {"NBReg": "csv", "Bkgs": "parquet", "TAJobs": "jsonl"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
