"""Write `ferry-terminal`: an invented ferry terminal's export, named and described tersely.

A small island ferry operator (an invented one: every port, vessel and person is made up) runs
three routes out of its home terminal at Harbourton (HBR): to Isla Mhor (ISL), to Skerra (SKR),
and a short hop between Newport pier (NPT) and Balnabay (BAY). The operations team exported
its data the way an engineer exports it: abbreviated property names in mixed habits (camelCase
and snake_case), terse descriptions ("Pax", "Dep. dt", "Delay, min", "Cxl?"), some properties
with no description, and one collection (`Incidents`) with no description at all.

- `Sailings` (1,000, CSV): one row per scheduled departure, January to June 2025; arrays as JSON
  strings in their cells, empty cells for missing values (a cancelled sailing has no delay).
- `Bookings` (2,000, JSON Lines): passenger and vehicle bookings; each names its sailing by
  voyage number (`voyNo`); a foot passenger or cyclist has no vehicle length (null).
- `Incidents` (450, Parquet, dates as Parquet dates, arrays as lists; the class has no
  description): the terminal's occurrence log; each names the sailing it happened on
  (`voyRef`), or none when it happened ashore, and holds a free-text narrative (`narr`, the one
  prose property, 15 to 50 words).

Every property type of the card appears: text (identifiers, route and vessel categories,
departure times, references, person names), text[], int, int[], number, number[], boolean,
boolean[], date, date[] and prose. The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v3.py OUT   (writes OUT/ferry-terminal/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "ferry-terminal"
N_SAILINGS, N_BOOKINGS, N_INCIDENTS = 1000, 2000, 450
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Sailings",
        "Sched. sailings",
        [
            ("voyNo", "text", "Voy #"),
            ("rteCd", "text", "Rte"),
            ("vessel", "text", "Vsl"),
            ("master_nm", "text", None),
            ("depDt", "date", "Dep. dt"),
            ("std", "text", "STD"),
            ("delay_min", "int", "Delay, min"),
            ("pax_cnt", "int", "Pax"),
            ("laneM", "number", "Lane m used"),
            ("berthNo", "int", "Berth"),
            ("is_cxl", "boolean", "Cxl?"),
            ("wxHold", "boolean", None),
            ("opsFlags", "text[]", "Ops flags"),
            ("lanesUsed", "int[]", "Lanes"),
            ("draftM", "number[]", "Draft F/A, m"),
            ("preDepChk", "boolean[]", "Pre-dep chk"),
        ],
    ),
    (
        "Bookings",
        "Pax + veh bkgs",
        [
            ("bkgRef", "text", "Bkg ref"),
            ("voyNo", "text", "Sailing"),
            ("leadPax", "text", "Lead pax"),
            ("bkd_dt", "date", "Bkd"),
            ("fare_cls", "text", "Fare cl."),
            ("veh_type", "text", None),
            ("pax_n", "int", "Pax"),
            ("vehLenM", "number", "Veh len, m"),
            ("fare_gbp", "number", "Fare, GBP"),
            ("is_noshow", "boolean", "No-show"),
            ("chkdIn", "boolean", None),
            ("extras", "text[]", "Extras"),
            ("amendDts", "date[]", "Amend. dts"),
        ],
    ),
    (
        "Incidents",
        None,
        [
            ("incNo", "text", "Inc #"),
            ("voyRef", "text", "Voy"),
            ("occDt", "date", "Occ. dt"),
            ("inc_cat", "text", "Cat."),
            ("sev", "int", "Sev (1-5)"),
            ("reportedBy", "text", None),
            ("injCnt", "int", "Inj."),
            ("estCostGbp", "number", "Est. cost, GBP"),
            ("maib_rptbl", "boolean", "MAIB?"),
            ("is_closed", "boolean", None),
            ("deckNos", "int[]", "Deck(s)"),
            ("windKt", "number[]", "Wind, kt"),
            ("ctrlsOk", "boolean[]", "Ctrls OK"),
            ("fupDts", "date[]", "F/up dts"),
            ("narr", PROSE, "Narr."),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# vessel: (passenger certificate, vehicle lane metres, base draft in m, vehicle lanes)
VESSELS = {
    "MV Kittiwake": (650, 480, 3.55, 8),
    "MV Saltire": (520, 400, 3.30, 7),
    "MV Loch Tarra": (350, 220, 2.85, 5),
    "MV Isle of Skerra": (300, 180, 2.70, 4),
    "MV Puffin": (150, 60, 1.90, 3),
    "MV Corran": (200, 90, 2.10, 3),
}
# route: (vessels, scheduled departure times, base fare per passenger in GBP, base car fare)
ROUTES = {
    "HBR-ISL": (
        ["MV Kittiwake", "MV Saltire"],
        ["06:40", "09:15", "12:30", "15:45", "18:20"],
        9.4,
        48.0,
    ),
    "ISL-HBR": (
        ["MV Kittiwake", "MV Saltire"],
        ["07:05", "10:30", "13:55", "17:10", "20:05"],
        9.4,
        48.0,
    ),
    "HBR-SKR": (["MV Loch Tarra", "MV Isle of Skerra"], ["08:00", "13:10", "17:35"], 7.1, 36.5),
    "SKR-HBR": (["MV Loch Tarra", "MV Isle of Skerra"], ["06:55", "10:20", "15:20"], 7.1, 36.5),
    "NPT-BAY": (
        ["MV Puffin", "MV Corran"],
        ["07:30", "08:30", "11:00", "14:00", "16:30", "18:45"],
        3.2,
        14.0,
    ),
    "BAY-NPT": (
        ["MV Puffin", "MV Corran"],
        ["07:00", "08:00", "10:30", "13:30", "16:00", "18:15"],
        3.2,
        14.0,
    ),
}
BERTHS = {"HBR": [1, 2, 3, 4], "ISL": [1, 2], "SKR": [1], "NPT": [1, 2], "BAY": [1]}
MASTERS = [
    "I. Lindgren",
    "C. MacAulay",
    "R. Pereira",
    "A. Nowak",
    "F. Gillies",
    "S. Okafor",
    "M. Rankin",
    "J. Sutherland",
    "E. Kowalczyk",
    "H. Mackenzie",
]
OPS_FLAGS = [
    "DG sailing",
    "tidal window",
    "school party",
    "livestock",
    "extra crew",
    "freight only",
    "linkspan 2",
    "wheelchair assist",
]
N_CHECKS = 6  # bow/stern doors, ramp secured, lashings, LSA, stability calc, headcount

FIRST = [
    "Niamh",
    "Callum",
    "Fiona",
    "Ewan",
    "Morag",
    "Rory",
    "Isla",
    "Angus",
    "Kirsty",
    "Duncan",
    "Eilidh",
    "Hamish",
    "Catriona",
    "Fraser",
    "Shona",
    "Alasdair",
    "Mairi",
    "Craig",
    "Ailsa",
    "Gregor",
    "Priya",
    "Tomasz",
    "Aisha",
    "Lukas",
    "Sofia",
    "Mateo",
    "Hannah",
    "Oliver",
    "Chloe",
    "James",
    "Emma",
    "Daniel",
    "Grace",
    "Ben",
    "Lucy",
    "Sam",
    "Zara",
    "Arjun",
    "Freya",
    "Owen",
]
LAST = [
    "MacDonald",
    "Campbell",
    "Stewart",
    "Robertson",
    "Fraser",
    "MacKinnon",
    "Morrison",
    "MacLean",
    "Ross",
    "Murray",
    "Buchanan",
    "Grant",
    "Sinclair",
    "Reid",
    "Patel",
    "Kowalski",
    "Hussain",
    "Schmidt",
    "Rossi",
    "Okoye",
    "Walker",
    "Thompson",
    "Hughes",
    "Bell",
    "Kerr",
    "Munro",
    "Gunn",
    "Bain",
    "Mackay",
    "Shaw",
    "Ferguson",
    "Watt",
    "Baxter",
    "Dunn",
    "Lamont",
]
FARE_CLASSES = ["Saver", "Flexi", "Islander", "Std", "Freight acct", "Group"]
# vehicle type: (weight, length range in m or None, passengers range)
VEH_TYPES = {
    "car": (45, (3.7, 5.2), (1, 5)),
    "foot": (20, None, (1, 4)),
    "van": (8, (5.0, 7.0), (1, 3)),
    "HGV": (7, (10.0, 16.5), (1, 2)),
    "campervan": (6, (6.0, 8.5), (2, 4)),
    "car+trailer": (5, (8.0, 11.5), (1, 5)),
    "motorcycle": (4, (2.0, 2.4), (1, 2)),
    "bicycle": (5, None, (1, 2)),
}
EXTRAS = [
    "cabin",
    "pet",
    "lounge",
    "meal voucher",
    "priority boarding",
    "wheelchair assist",
    "bike rack",
]

INC_CATS = {
    # category: (weight, typical estimated cost range in GBP, injury-prone)
    "Slip/trip": (16, (0, 150), True),
    "Veh damage": (14, (80, 4500), False),
    "Medical": (12, (0, 60), True),
    "Ramp fault": (8, (200, 9000), False),
    "Mooring": (7, (0, 6500), False),
    "Disruptive pax": (9, (0, 400), True),
    "Lost property": (12, (0, 0), False),
    "Near miss": (14, (0, 0), False),
    "Spill": (8, (40, 1800), False),
}
VEHICLE_DECK_CATS = ("Veh damage", "Ramp fault", "Near miss", "Spill")
CREW = [
    "D. MacLeod",
    "S. Petrie",
    "K. Achterberg",
    "L. Mbatha",
    "G. Campbell",
    "T. Rossi",
    "N. Harkness",
    "B. Yilmaz",
    "O. Lennox",
    "P. Quinn",
    "W. Munro",
    "Y. Sato",
    "C. Doherty",
    "A. Fraser",
]
PORT_NAMES = {
    "HBR": "Harbourton",
    "ISL": "Isla Mhor",
    "SKR": "Skerra",
    "NPT": "Newport",
    "BAY": "Balnabay",
}

# the narratives: a category-specific event, then what was done, then how it ended, each from
# fragments with slots, so that most narratives are distinct and read as prose
EVENTS = {
    "Slip/trip": [
        "a passenger slipped on the wet stairs to deck {deck}",
        "a foot passenger tripped over a lashing point on the car deck",
        "an elderly passenger lost footing on the gangway in the swell",
        "a child fell on the outer deck near the forward muster station",
    ],
    "Veh damage": [
        "a car reversed into a deck stanchion while parking",
        "a trailer scraped the mezzanine ramp during loading",
        "a campervan clipped the wing mirror of the car beside it",
        "an HGV caught the bow door seal when leaving the ramp",
    ],
    "Medical": [
        "a passenger felt faint in the forward lounge",
        "a child cut a hand on a cafeteria tray",
        "a passenger reported chest pains on deck {deck}",
        "a driver was seasick and could not return to the car",
    ],
    "Ramp fault": [
        "the bow ramp hydraulics would not lower fully",
        "the linkspan alarm sounded",
        "the stern ramp limit switch gave a false reading",
        "the shore ramp stuck at an angle at low water",
    ],
    "Mooring": [
        "a stern line parted while the vessel ranged at the berth",
        "the vessel was ranging badly at the berth in the swell",
        "a mooring rope fouled the bow thruster on arrival",
        "the linesman on the pier could not reach the head rope",
    ],
    "Disruptive pax": [
        "an intoxicated passenger refused to leave the car deck",
        "two passengers argued loudly in the lounge and one became abusive",
        "a passenger would not follow the crew's instructions at muster",
        "a group was smoking on the outer deck and ignored the crew",
    ],
    "Lost property": [
        "a wallet was handed in at the purser's desk",
        "a passenger reported a rucksack left in the lounge",
        "a phone was found under a seat on deck {deck}",
        "a set of car keys was found in the stairwell",
    ],
    "Near miss": [
        "a van moved off before the deckhand signalled",
        "a forklift crossed the marshalling lane in front of a car",
        "a passenger walked behind a reversing HGV",
        "a lashing chain was left loose on lane {lane}",
    ],
    "Spill": [
        "diesel dripped from an HGV parked on lane {lane}",
        "coffee was spilled down the main stairwell",
        "hydraulic oil leaked from the ramp ram onto the deck",
        "a fuel can tipped over in the boot of a car",
    ],
}
OPENERS = [
    "During {phase}, {event}.",
    "{crew} reported that {event} during {phase}.",
    "Shortly after {phase} began, {event}.",
    "At about {clock}, {event}.",
]
ACTIONS = {
    "Slip/trip": [
        "The area was coned off and dried within {n} minutes.",
        "A first aider attended and the passenger declined further treatment.",
        "Non-slip strips on the stairs were checked and found worn.",
    ],
    "Veh damage": [
        "Photos were taken of both vehicles and the driver signed the damage form.",
        "Statements were taken from the driver and the deckhand on duty.",
        "The marshalling plan for that lane was reviewed with the loading officer.",
    ],
    "Medical": [
        "A first aider attended and an ambulance met the vessel at {port}.",
        "The passenger was seated in the quiet room and recovered during the crossing.",
        "The master was informed and the coastguard was kept on standby.",
    ],
    "Ramp fault": [
        "The engineer reset the hydraulic pump and tested the ramp twice.",
        "Vehicles were held on the quay until the fault was cleared.",
        "A shore technician was called out and replaced a sensor.",
    ],
    "Mooring": [
        "A spare line was rigged and the vessel was held on the thrusters.",
        "The master delayed discharge until the vessel was secure.",
        "The damaged rope was replaced from stores and logged for inspection.",
    ],
    "Disruptive pax": [
        "Police were asked to meet the vessel at {port}.",
        "The purser spoke to the passenger and the situation calmed down.",
        "The passenger was escorted off and banned from travel pending review.",
    ],
    "Lost property": [
        "The item was logged and stored in the terminal office at {port}.",
        "The owner was traced through the booking and collected it the next day.",
        "The item was bagged and labelled for the lost property cupboard.",
    ],
    "Near miss": [
        "The driver was spoken to and the deckhand briefing was repeated.",
        "CCTV was requested from the terminal office for review.",
        "The loading officer added a second banksman for the rest of the week.",
    ],
    "Spill": [
        "Absorbent granules were spread and the waste bagged for disposal.",
        "The spill kit on lane {lane} was used and then restocked.",
        "The driver was told to have the leak repaired before the return trip.",
    ],
}
CLOSERS = [
    "The sailing left {n} minutes late.",
    "Reported to the duty manager at {port}.",
    "No further action needed.",
    "To be followed up with the marine superintendent next week.",
    "Wind was gusting {kt} knots at the time.",
    "The risk assessment for this task will be updated.",
    "",
]
PHASES = ["loading", "discharge", "the crossing", "berthing", "the turnaround", "boarding"]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _narrative(rng: random.Random, cat: str, port: str, deck: int) -> str:
    fill = {
        "deck": deck,
        "lane": rng.randint(1, 8),
        "n": rng.choice([5, 10, 15, 20, 25, 30, 40]),
        "port": PORT_NAMES[port],
        "kt": rng.randint(22, 48),
        "crew": rng.choice(CREW),
        "clock": f"{rng.randint(6, 20):02d}:{rng.choice(['05', '10', '20', '35', '40', '50'])}",
        "phase": rng.choice(PHASES),
    }
    event = rng.choice(EVENTS[cat]).format(**fill)
    opener = rng.choice(OPENERS).format(event=event, **{k: v for k, v in fill.items()})
    opener = opener[0].upper() + opener[1:]
    parts = [opener]
    for action in rng.sample(ACTIONS[cat], rng.randint(1, 2)):
        parts.append(action.format(**fill))
    closer = rng.choice(CLOSERS).format(**fill)
    if closer:
        parts.append(closer)
    text = " ".join(parts)
    while len(text.split()) > 50 and len(parts) > 2:  # long ones lose a sentence
        parts.pop()
        text = " ".join(parts)
    while len(text.split()) < 15:  # short ones get the other closer
        text += " " + rng.choice([c for c in CLOSERS if c and "{" not in c])
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4242)
    start, end = date(2025, 1, 6), date(2025, 6, 29)

    # ---- sailings: 1,000 of the season's scheduled departures, numbered in order ----
    slots = [
        (start + timedelta(days=d), route, t)
        for d in range((end - start).days + 1)
        for route, (_, times, _, _) in ROUTES.items()
        for t in times
    ]
    picked = sorted(rng.sample(slots, N_SAILINGS))
    sailings = []
    for i, (day, route, std) in enumerate(picked):
        vessel = rng.choice(ROUTES[route][0])
        cap, lane_cap, draft, n_lanes = VESSELS[vessel]
        winter = day.month <= 3
        wx = rng.random() < (0.10 if winter else 0.03)
        cxl = rng.random() < (0.35 if wx else 0.015)
        season = {1: 0.35, 2: 0.4, 3: 0.5, 4: 0.65, 5: 0.75, 6: 0.9}[day.month]
        if cxl:
            delay, pax, lane_m, lanes = None, 0, 0.0, []
        else:
            delay = 0 if rng.random() < 0.55 else int(rng.expovariate(1 / 12)) + 1
            if wx:
                delay += rng.randint(20, 120)
            pax = max(3, int(cap * season * rng.uniform(0.25, 1.0)))
            lane_m = round(lane_cap * min(1.0, season * rng.uniform(0.3, 1.25)), 1)
            k = max(1, min(n_lanes, round(n_lanes * lane_m / lane_cap + rng.uniform(-0.4, 0.6))))
            lanes = sorted(rng.sample(range(1, n_lanes + 1), k))
        load = (pax / cap) * 0.12 + (lane_m / lane_cap) * 0.18
        fwd = round(draft + load + rng.uniform(-0.05, 0.05), 2)
        aft = round(fwd + rng.uniform(0.05, 0.3), 2)
        flags = []
        if rng.random() < 0.45:
            flags = sorted(rng.sample(OPS_FLAGS, rng.choice([1, 1, 1, 2])))
        sailings.append(
            {
                "voyNo": f"V25-{i + 1:05d}",
                "rteCd": route,
                "vessel": vessel,
                "master_nm": rng.choice(MASTERS),
                "depDt": day,
                "std": std,
                "delay_min": delay,
                "pax_cnt": pax,
                "laneM": lane_m,
                "berthNo": rng.choice(BERTHS[route[:3]]),
                "is_cxl": cxl,
                "wxHold": wx,
                "opsFlags": flags,
                "lanesUsed": lanes,
                "draftM": [fwd, aft],
                "preDepChk": [rng.random() < 0.98 for _ in range(N_CHECKS)],
            }
        )

    # ---- bookings: 2,000, each on one sailing ----
    refs: set[str] = set()
    letters = "ACDEFGHJKLMNPQRTUVWXY34679"
    vt_names = list(VEH_TYPES)
    vt_weights = [VEH_TYPES[v][0] for v in vt_names]
    bookings = []
    for _ in range(N_BOOKINGS):
        while True:
            ref = "BK" + "".join(rng.choice(letters) for _ in range(6))
            if ref not in refs:
                refs.add(ref)
                break
        s = rng.choice(sailings)
        route = s["rteCd"]
        _, _, pax_fare, car_fare = ROUTES[route]
        vt = rng.choices(vt_names, weights=vt_weights)[0]
        if vt == "HGV" and route[:3] in ("NPT", "BAY"):
            vt = "van"
        _, length, (plo, phi) = VEH_TYPES[vt]
        pax_n = rng.randint(plo, phi)
        veh_len = round(rng.uniform(*length), 1) if length else None
        if vt == "HGV":
            cls = rng.choice(["Freight acct", "Freight acct", "Std"])
        elif pax_n >= 4 and vt == "foot":
            cls = rng.choice(["Group", "Saver", "Std"])
        else:
            cls = rng.choices(
                ["Saver", "Flexi", "Islander", "Std", "Group"],
                weights=[30, 15, 20, 30, 8 if pax_n >= 4 else 0],
            )[0]
        fare = pax_n * pax_fare
        if veh_len:
            fare += car_fare * max(1.0, veh_len / 5.0)
        if vt == "bicycle":
            fare += 2.5 * pax_n
        fare *= {
            "Saver": 0.8,
            "Flexi": 1.15,
            "Islander": 0.55,
            "Std": 1.0,
            "Group": 0.85,
            "Freight acct": 0.9,
        }[cls]
        dep = s["depDt"]
        bkd = dep - timedelta(days=min(120, int(rng.expovariate(1 / 21))))
        noshow = rng.random() < (0.09 if cls == "Saver" else 0.04)
        amends = []
        if rng.random() < 0.3 and (dep - bkd).days > 1:
            amends = sorted(
                {_day(rng, bkd + timedelta(days=1), dep) for _ in range(rng.choice([1, 1, 2, 3]))}
            )
        extras = []
        if rng.random() < 0.4:
            pool = [e for e in EXTRAS if not (e == "bike rack" and vt != "bicycle")]
            extras = sorted(rng.sample(pool, rng.choice([1, 1, 2])))
        if vt == "bicycle" and "bike rack" not in extras and rng.random() < 0.6:
            extras = sorted(extras + ["bike rack"])
        bookings.append(
            {
                "bkgRef": ref,
                "voyNo": s["voyNo"],
                "leadPax": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
                "bkd_dt": bkd.isoformat(),
                "fare_cls": cls,
                "veh_type": vt,
                "pax_n": pax_n,
                "vehLenM": veh_len,
                "fare_gbp": round(fare, 2),
                "is_noshow": noshow,
                "chkdIn": (not noshow) and rng.random() < 0.93,
                "extras": extras,
                "amendDts": [d.isoformat() for d in amends],
            }
        )

    # ---- incidents: 450 log entries, most on a sailing, some ashore ----
    by_day: dict[date, list[dict]] = {}
    for s in sailings:
        if not s["is_cxl"]:
            by_day.setdefault(s["depDt"], []).append(s)
    days = sorted(by_day)
    cats = list(INC_CATS)
    cat_weights = [INC_CATS[c][0] for c in cats]
    rows = []
    for _ in range(N_INCIDENTS):
        cat = rng.choices(cats, weights=cat_weights)[0]
        ashore = rng.random() < 0.15 or cat == "Ramp fault" and rng.random() < 0.4
        if ashore:
            occ = _day(rng, start, end)
            s = None
            port = rng.choice(list(BERTHS))
            decks: list[int] = []
        else:
            occ = rng.choice(days)
            s = rng.choice(by_day[occ])
            port = s["rteCd"][-3:]  # the vessel is met at its arrival port
            # vehicle decks are 2 and 3, passenger decks 4 to 7
            pool = [2, 3] if cat in VEHICLE_DECK_CATS else [4, 5, 6, 7]
            decks = sorted(rng.sample(pool, rng.choice([1, 1, 1, 2])))
        rows.append((occ, cat, s, port, decks))
    rows.sort(key=lambda r: (r[0], r[2]["voyNo"] if r[2] else ""))
    incidents = []
    for i, (occ, cat, s, port, decks) in enumerate(rows):
        _, (clo, chi), injury_prone = INC_CATS[cat]
        sev = rng.choices([1, 2, 3, 4, 5], weights=[38, 30, 18, 10, 4])[0]
        if cat == "Lost property":
            sev = 1
        inj = 0
        if injury_prone and rng.random() < 0.55:
            inj = 1 if rng.random() < 0.85 else 2
        cost = round(rng.uniform(clo, chi) * (0.5 + sev / 4), 2) if chi else 0.0
        sustained = round(rng.uniform(4, 34) + (8 if occ.month <= 3 else 0), 1)
        wind = [sustained, round(sustained + rng.uniform(3, 16), 1)]
        age = (end - occ).days
        closed = rng.random() < (0.95 if age > 60 else 0.55)
        fups = []
        if sev >= 2 or rng.random() < 0.3:
            fups = sorted(
                {occ + timedelta(days=rng.randint(1, 45)) for _ in range(rng.choice([1, 1, 2]))}
            )
        deck_for_text = decks[0] if decks else rng.randint(4, 6)
        incidents.append(
            {
                "incNo": f"INC-{occ.year % 100:02d}-{i + 1:04d}",
                "voyRef": s["voyNo"] if s else None,
                "occDt": occ,
                "inc_cat": cat,
                "sev": sev,
                "reportedBy": rng.choice(CREW),
                "injCnt": inj,
                "estCostGbp": cost,
                "maib_rptbl": (
                    sev >= 4 and cat in ("Mooring", "Ramp fault", "Medical", "Slip/trip")
                )
                or (inj > 0 and sev >= 3 and rng.random() < 0.7),
                "is_closed": closed,
                "deckNos": decks,
                "windKt": wind,
                "ctrlsOk": [rng.random() < 0.85 for _ in range(rng.randint(3, 5))],
                "fupDts": fups,
                "narr": _narrative(rng, cat, port, deck_for_text),
            }
        )
    return {"Sailings": sailings, "Bookings": bookings, "Incidents": incidents}


def build(out: Path) -> Path:
    """Write `ferry-terminal/schema.json` and its three objects files under out."""
    formats = {"Sailings": "csv", "Bookings": "jsonl", "Incidents": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
