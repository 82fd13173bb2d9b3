"""Build the three invented domains of the new-domain blind set v8, in the form `gymkit env import` reads.

    python tests/data/build_blind_domains_v8.py OUT [--objects 300]
    gymkit env import bell-ringing --schema OUT/bell-ringing/schema.json \
        --objects OUT/bell-ringing/objects --out SNAP          (and the same for the other two)
    gymkit data --source SNAP --out WORKSPACE

Three domains nobody tuned an agent for (tests/data/blind_domains_v8_commands.jsonl holds their
commands), each exported with naming habits unlike the earlier sets':
- `bell-ringing`: a change-ringing association's towers, ringers and peals (Towers, Ringers,
  Peals). Type-prefixed (Hungarian) names: `strTowerName`, `intBellCount`, `numTenorWeightCwt`,
  `blnGroundFloorRing`, `dtBellsLastRehung`, `lstPracticeNights`, `txtFootnote`; every
  description a full sentence. Objects as JSON lines.
- `lift-maintenance`: a lift (elevator) maintenance contractor's client sites, lift units and
  inspection visits (Sites, Units, InspectionVisits). PascalCase names with units
  (`FloorAreaSqm`, `RatedLoadKg`, `RatedSpeedMps`, `CallOutFeeGbp`); descriptions terse labels
  ("Rated load (kg)"). Objects as CSV, arrays as JSON strings in their cells.
- `cave-survey`: a caving club's survey records (Caves, Cavers, Surveytrips). All-lowercase names
  without separators (`surveyedlengthm`, `hassump`, `co2readings`, `returndates`), descriptions
  missing for most properties, no `tokenization`, dates written as RFC 3339 timestamps
  (`2025-03-08T00:00:00Z`, as Weaviate exports them). Objects as JSON lines.

Each domain is a folder with `schema.json` (Weaviate's REST form, `{"classes": [...]}`) and
`objects/<Collection>.jsonl` or `.csv`. Between them they hold every property type the card uses
(text, text[], int, int[], number, number[], boolean, boolean[], date, date[]), an identifier
(a name or a code) per collection, prose for searches in every collection, and transactional
collections whose reference properties hold another collection's names or codes. The output is
deterministic (one seeded `random.Random` per domain), so the values the commands use always
exist at the default 300 objects per collection (1 to 400 are supported).
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import random
from datetime import date, timedelta
from pathlib import Path

DEFAULT_OBJECTS = 300
MAX_OBJECTS = 400

PROSE = "prose"  # a text property holding free text: what a search reads

# ---- schemas: (name, Weaviate data type or PROSE, description or None) per property --------

SCHEMAS: dict[str, list[tuple[str, str | None, list[tuple[str, str, str | None]]]]] = {
    "bell-ringing": [
        (
            "Towers",
            "Each record describes one church tower whose bells are hung for change ringing.",
            [
                (
                    "strTowerName",
                    "text",
                    "The name of the tower, written as the church's dedication followed by the "
                    "place where it stands.",
                ),
                (
                    "txtTowerNotes",
                    PROSE,
                    "Notes for visiting ringers about the stairs, the ringing room, the ropes and "
                    "how the bells go.",
                ),
                ("strDiocese", "text", "The diocese in which the tower's church stands."),
                ("intBellCount", "int", "The number of bells hung for ringing in the tower."),
                (
                    "numTenorWeightCwt",
                    "number",
                    "The weight of the tenor, the heaviest bell of the ring, in hundredweight.",
                ),
                (
                    "blnGroundFloorRing",
                    "boolean",
                    "Whether the bells are rung from the ground floor rather than from a ringing "
                    "chamber up the tower.",
                ),
                (
                    "blnStepFreeAccess",
                    "boolean",
                    "Whether a ringer can reach the ringing room without climbing any steps.",
                ),
                (
                    "lstPracticeNights",
                    "text[]",
                    "The evenings of the week on which the local band holds its regular practice.",
                ),
                (
                    "lstSundayRingingHours",
                    "int[]",
                    "The hours of the day, on the 24-hour clock, at which the band rings for "
                    "Sunday services.",
                ),
                (
                    "dtBellsLastRehung",
                    "date",
                    "The date on which the bells were last taken down and rehung on new fittings.",
                ),
            ],
        ),
        (
            "Ringers",
            "Each record describes one ringer who belongs to the association.",
            [
                (
                    "strRingerName",
                    "text",
                    "The ringer's full name as it is printed in peal records.",
                ),
                (
                    "txtRingerProfile",
                    PROSE,
                    "A short account of how the ringer learned, what they like to ring and which "
                    "bands they help.",
                ),
                ("strBranch", "text", "The branch of the association to which the ringer belongs."),
                (
                    "intYearLearned",
                    "int",
                    "The year in which the ringer first learned to handle a bell.",
                ),
                (
                    "numAnnualSubsGbp",
                    "number",
                    "The subscription the ringer pays to the association each year, in pounds.",
                ),
                (
                    "blnCanConduct",
                    "boolean",
                    "Whether the ringer has called at least one peal as its conductor.",
                ),
                (
                    "lstMethodsRung",
                    "text[]",
                    "The methods the ringer can ring inside to a peal.",
                ),
                (
                    "lstPreferredBells",
                    "int[]",
                    "The bells, numbered from the treble as 1, that the ringer usually rings.",
                ),
                (
                    "lstHandlingAssessments",
                    "boolean[]",
                    "Each entry records whether the ringer passed one bell-handling assessment "
                    "with a tutor.",
                ),
                ("dtFirstPeal", "date", "The date on which the ringer rang their first peal."),
            ],
        ),
        (
            "Peals",
            "Each record describes one peal or quarter peal rung and submitted to the association.",
            [
                (
                    "strPealCode",
                    "text",
                    "The code under which the peal is filed in the association's records.",
                ),
                ("strTowerName", "text", "The tower in which the peal was rung."),
                ("strConductorName", "text", "The ringer who conducted the peal."),
                (
                    "strMethod",
                    "text",
                    "The method rung, as it is named on the peal board.",
                ),
                ("dtRung", "date", "The date on which the peal was rung."),
                ("intChanges", "int", "The number of changes rung in the peal."),
                ("intDurationMins", "int", "How long the ringing took, in minutes."),
                (
                    "blnHalfMuffled",
                    "boolean",
                    "Whether the bells were half-muffled, as is done in mourning or remembrance.",
                ),
                (
                    "lstRopeChecksPassed",
                    "boolean[]",
                    "Each entry records whether one bell rope passed the tower captain's check "
                    "before the ringing began.",
                ),
                (
                    "lstStrikingMarks",
                    "number[]",
                    "The marks out of ten that listeners gave the quality of the striking.",
                ),
                (
                    "txtFootnote",
                    PROSE,
                    "The footnote printed with the peal, saying why it was rung and noting any "
                    "firsts among the band.",
                ),
            ],
        ),
    ],
    "lift-maintenance": [
        (
            "Sites",
            "Client sites",
            [
                ("SiteName", "text", "Site name"),
                ("District", "text", "District"),
                ("FloorCount", "int", "Floors above ground"),
                ("FloorAreaSqm", "number", "Gross floor area (sq m)"),
                ("HasFirefightingLift", "boolean", "Firefighting lift"),
                ("OccupancyTypes", "text[]", "Building uses"),
                ("ContractRenewalDate", "date", "Contract renewal"),
                ("AccessNotes", PROSE, "Access notes"),
            ],
        ),
        (
            "Units",
            "Lift units",
            [
                ("UnitCode", "text", "Unit code"),
                ("SiteName", "text", "Site"),
                ("Manufacturer", "text", "Make"),
                ("DriveSystem", "text", "Drive"),
                ("RatedLoadKg", "int", "Rated load (kg)"),
                ("RatedSpeedMps", "number", "Rated speed (m/s)"),
                ("IsGoodsLift", "boolean", "Goods lift"),
                ("ServiceMonths", "int[]", "Service months (1-12)"),
                ("BrakeTestLoadsPct", "number[]", "Brake test loads (% rated)"),
                ("InstalledOn", "date", "Installed"),
                ("FaultHistory", PROSE, "Fault history"),
            ],
        ),
        (
            "InspectionVisits",
            "Engineer visits",
            [
                ("VisitRef", "text", "Ref"),
                ("UnitCode", "text", "Unit"),
                ("EngineerName", "text", "Engineer"),
                ("VisitDate", "date", "Date"),
                ("VisitType", "text", "Type"),
                ("LabourHours", "number", "Hours on site"),
                ("CallOutFeeGbp", "number", "Fee (GBP)"),
                ("PassengerTrapped", "boolean", "Entrapment"),
                ("ComponentsAdjusted", "text[]", "Components adjusted"),
                ("SafetyGearChecks", "boolean[]", "Safety gear tests"),
                ("FollowUpDates", "date[]", "Follow-ups booked"),
                ("EngineerReport", PROSE, "Report"),
            ],
        ),
    ],
    "cave-survey": [
        (
            "Caves",
            None,
            [
                ("cavename", "text", None),
                ("massif", "text", None),
                ("surveyedlengthm", "number", "m"),
                ("depthm", "int", None),
                ("entrancecount", "int", None),
                ("hassump", "boolean", None),
                ("srtrequired", "boolean", "srt"),
                ("hazards", "text[]", None),
                ("accessmonths", "int[]", None),
                ("discoverydate", "date", None),
                ("cavenotes", PROSE, None),
            ],
        ),
        (
            "Cavers",
            None,
            [
                ("cavername", "text", None),
                ("club", "text", None),
                ("yearscaving", "int", None),
                ("srttrained", "boolean", None),
                ("cavediver", "boolean", None),
                ("skills", "text[]", None),
                ("joined", "date", None),
                ("bio", PROSE, None),
            ],
        ),
        (
            "Surveytrips",
            "trips",
            [
                ("tripref", "text", None),
                ("cavename", "text", None),
                ("leader", "text", None),
                ("tripdate", "date", None),
                ("hoursunderground", "number", "hrs"),
                ("legssurveyed", "int", None),
                ("metressurveyed", "number", None),
                ("teamsize", "int", None),
                ("calibrationchecks", "boolean[]", None),
                ("co2readings", "number[]", "co2 %"),
                ("surveygrades", "int[]", "bcra"),
                ("returndates", "date[]", None),
                ("tripnotes", PROSE, None),
            ],
        ),
    ],
}

# How each domain declares text tokenization (Weaviate REST `tokenization`), or None for not at all.
TOKENIZATION = {"bell-ringing": True, "lift-maintenance": True, "cave-survey": False}
# The object file format of each domain.
FORMATS = {"bell-ringing": "jsonl", "lift-maintenance": "csv", "cave-survey": "jsonl"}
# Domains whose dates are written as RFC 3339 timestamps (Weaviate's export form).
TIMESTAMP_DATES = {"cave-survey"}

# ---- helpers -------------------------------------------------------------------------------


def _names(
    rng: random.Random, heads: list[str], tails: list[str], n: int, sep: str = " "
) -> list[str]:
    names = [f"{h}{sep}{t}" for h in heads for t in tails]
    if n > len(names):
        raise SystemExit(f"at most {len(names)} objects per collection (asked for {n})")
    rng.shuffle(names)
    return names[:n]


def _day(rng: random.Random, start: date, end: date) -> str:
    return (start + timedelta(days=rng.randrange((end - start).days + 1))).isoformat()


def _some(rng: random.Random, pool: list, most: int = 3, least: int = 1) -> list:
    return sorted(rng.sample(pool, rng.randint(least, most)), key=pool.index)


def _flags(rng: random.Random, p: float = 0.7, most: int = 3) -> list[bool]:
    return [rng.random() < p for _ in range(rng.randint(1, most))]


def _prose(rng: random.Random, opener: str, topics: list[str], k: int = 3) -> str:
    return " ".join([opener, *rng.sample(topics, k)])


# ---- bell-ringing --------------------------------------------------------------------------

SAINTS = [
    "St Aldric",
    "St Bertelin",
    "St Cuthman",
    "St Edith",
    "St Frideswide",
    "St Guthlac",
    "St Hilda",
    "St Ive",
    "St Juthwara",
    "St Kenelm",
    "St Laurence",
    "St Mildred",
    "St Nectan",
    "St Osyth",
    "St Petroc",
    "St Rumwold",
    "St Swithun",
    "St Tudwal",
    "St Wendreda",
    "Holy Trinity",
]
PARISHES = [
    "Wendlebury",
    "Ashcombe Parva",
    "Thornaby Cross",
    "Little Hessing",
    "Marlowe Fen",
    "Coldharbour",
    "Brisley Magna",
    "Oakhanger",
    "Stowell Regis",
    "Upper Quenby",
    "Felmersham",
    "Haverby",
    "Kettleburgh",
    "Norton Sallow",
    "Pensby",
    "Ridlington",
    "Sutton Wick",
    "Tollesby",
    "Whitstow",
    "Yarnfield",
    "Long Crendon Hythe",
]
DIOCESES = ["Ambry", "Castlebourne", "Fenmoor", "Holloway", "Saltmere"]
BELL_COUNTS = [5, 6, 6, 6, 8, 8, 8, 10, 12]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
SUNDAY_HOURS = [8, 9, 10, 11, 16, 18]
TOWER_TOPICS = [
    "A spiral staircase of sixty-two stone steps leads to the ringing chamber.",
    "The ropes were replaced last spring and the sallies are still a little stiff.",
    "The tenor is an odd-struck bell that needs a firm pull at backstroke.",
    "Visitors should park in the village hall car park, not on the green.",
    "The ringing room has a fine collection of peal boards dating from the 1890s.",
    "The tower is locked outside service times, so ring the captain before you come.",
    "Sound control shutters in the belfry keep the neighbours happy on practice nights.",
    "The bells are light and go easily, which suits learners.",
    "A long draught means the ropes swing a long way, which makes rounds tricky.",
    "There is a kettle and a toilet in the vestry for visiting bands.",
    "The frame is a cast iron H-frame installed by the local foundry.",
    "Bats roost in the belfry, so the trapdoor must be kept closed in summer.",
    "The clock hammer must be pulled off before ringing or it strikes during the touch.",
    "A ladder rather than stairs leads up to the ringing chamber.",
]
FIRST_NAMES = [
    "Agnes",
    "Bartholomew",
    "Clemency",
    "Dorian",
    "Edwina",
    "Fergus",
    "Griselda",
    "Humphrey",
    "Imogen",
    "Jasper",
    "Kezia",
    "Lionel",
    "Marigold",
    "Nathaniel",
    "Ottilie",
    "Percival",
    "Rosamund",
    "Silas",
    "Tabitha",
    "Wilfred",
]
SURNAMES = [
    "Thornbury",
    "Ashdown",
    "Blencowe",
    "Carrow",
    "Dimmock",
    "Etheridge",
    "Fairweather",
    "Gosling",
    "Hensby",
    "Ingleby",
    "Jolliffe",
    "Kimber",
    "Loveday",
    "Mottram",
    "Nethercott",
    "Oddie",
    "Pellow",
    "Quennell",
    "Rudge",
    "Stallard",
    "Tunnicliffe",
]
BRANCHES = ["Vale Branch", "Marsh Branch", "Forest Branch", "Downs Branch", "City Branch"]
SUBS_GBP = [6.5, 12.5, 18.0, 25.0]
METHODS_KNOWN = [
    "Plain Bob",
    "Grandsire",
    "Stedman",
    "Kent Treble Bob",
    "Cambridge Surprise",
    "Bristol Surprise",
]
RINGER_TOPICS = [
    "Learned to ring at a village tower as a teenager and never stopped.",
    "Teaches handling to new learners every Saturday morning.",
    "Enjoys ringing handbells at Christmas for the local care home.",
    "Keeps the branch's peal records and writes the annual report.",
    "Prefers to ring the tenor behind to touches of Grandsire.",
    "Came back to ringing after a long break while raising a family.",
    "Organises the branch outing to ring at six towers in one day.",
    "Is working towards ringing a first peal of Surprise Major.",
    "Maintains the ropes and fittings at the home tower.",
    "Rang for the coronation and still talks about it.",
    "Travels widely to ring quarter peals on unfamiliar bells.",
    "Runs the striking competition held each summer.",
]
PEAL_METHODS = [
    "Plain Bob Major",
    "Grandsire Triples",
    "Stedman Caters",
    "Yorkshire Surprise Major",
    "Cambridge Surprise Royal",
    "Spliced Surprise Major",
]
STRIKING_MARKS = [6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5]
FOOTNOTE_TOPICS = [
    "Rung to celebrate the golden wedding anniversary of two members of the band.",
    "Rung half-muffled in memory of a former tower captain.",
    "First peal on the bells since their restoration.",
    "First peal for the ringer of the treble.",
    "Rung for the patronal festival of the church.",
    "Rung to welcome the new vicar to the parish.",
    "Rung on the eve of the village's flower festival.",
    "First peal as conductor.",
    "Rung to mark the centenary of the branch.",
    "The band's thanks go to the churchwardens for opening the tower.",
    "Rung to mark the ninetieth birthday of a long-serving ringer.",
    "First of the method for the whole band.",
    "Rung in thanksgiving for the recovery of a band member from illness.",
]


def bell_ringing(n: int) -> dict[str, list[dict]]:
    rng = random.Random(80_801)
    towers = []
    for name in _names(rng, SAINTS, PARISHES, n, sep=", "):
        bells = rng.choice(BELL_COUNTS)
        ground = rng.random() < 0.3
        towers.append(
            {
                "strTowerName": name,
                "txtTowerNotes": _prose(rng, f"{name} has a ring of {bells} bells.", TOWER_TOPICS),
                "strDiocese": rng.choice(DIOCESES),
                "intBellCount": bells,
                "numTenorWeightCwt": round(rng.uniform(3.5, 9.0 + bells * 3.0), 2),
                "blnGroundFloorRing": ground,
                "blnStepFreeAccess": ground and rng.random() < 0.7,
                "lstPracticeNights": _some(rng, WEEKDAYS, 2),
                "lstSundayRingingHours": _some(rng, SUNDAY_HOURS, 2),
                "dtBellsLastRehung": _day(rng, date(1948, 1, 1), date(2025, 10, 31)),
            }
        )
    ringers = []
    for name in _names(rng, FIRST_NAMES, SURNAMES, n):
        learned = rng.randint(1958, 2024)
        first_peal = _day(rng, date(min(learned + 1, 2025), 1, 1), date(2026, 6, 30))
        ringers.append(
            {
                "strRingerName": name,
                "txtRingerProfile": _prose(rng, f"{name} rings in the association.", RINGER_TOPICS),
                "strBranch": rng.choice(BRANCHES),
                "intYearLearned": learned,
                "numAnnualSubsGbp": rng.choice(SUBS_GBP),
                "blnCanConduct": rng.random() < 0.3,
                "lstMethodsRung": _some(rng, METHODS_KNOWN, 4),
                "lstPreferredBells": sorted(rng.sample(range(1, 9), rng.randint(1, 3))),
                "lstHandlingAssessments": _flags(rng, 0.75),
                "dtFirstPeal": first_peal,
            }
        )
    rung_at = [t["strTowerName"] for t in towers[: max(1, n * 2 // 3)]]
    conductors = [r["strRingerName"] for r in ringers[: max(1, n // 2)]]
    peals = []
    for i in range(n):
        quarter = rng.random() < 0.55
        changes = rng.randint(1260, 1320) if quarter else rng.randint(5000, 5184)
        muffled = rng.random() < 0.15
        tower = rng.choice(rung_at)
        peals.append(
            {
                "strPealCode": f"PL-{i + 1:05d}",
                "strTowerName": tower,
                "strConductorName": rng.choice(conductors),
                "strMethod": rng.choice(PEAL_METHODS),
                "dtRung": _day(rng, date(2023, 1, 2), date(2026, 10, 31)),
                "intChanges": changes,
                "intDurationMins": round(changes * rng.uniform(0.033, 0.041)),
                "blnHalfMuffled": muffled,
                "lstRopeChecksPassed": _flags(rng, 0.8),
                "lstStrikingMarks": sorted(rng.sample(STRIKING_MARKS, rng.randint(1, 3))),
                "txtFootnote": _prose(rng, f"Rung at {tower}.", FOOTNOTE_TOPICS, 2),
            }
        )
    return {"Towers": towers, "Ringers": ringers, "Peals": peals}


# ---- lift-maintenance ----------------------------------------------------------------------

SITE_HEADS = [
    "Corvell",
    "Ashgrove",
    "Bellfound",
    "Carraway",
    "Denholm",
    "Elderwick",
    "Fortune",
    "Gantry",
    "Halberd",
    "Ironbridge",
    "Juniper",
    "Kingsmead",
    "Lantern",
    "Meridian",
    "Northolt",
    "Orchard",
    "Portland",
    "Quayside",
    "Rosemount",
    "Sovereign",
    "Tallis",
    "Victoria",
]
SITE_TAILS = [
    "House",
    "Tower",
    "Court",
    "Plaza",
    "Centre",
    "Works",
    "Exchange",
    "Quay",
    "Point",
    "Gardens",
    "Mansions",
    "Yard",
    "Building",
    "Heights",
    "Arcade",
    "Hall",
    "Wharf",
    "Chambers",
    "Place",
    "Lofts",
]
DISTRICTS = ["Docklands", "Old Town", "Riverside", "Northgate", "Market Quarter"]
OCCUPANCY = ["residential", "office", "retail", "education", "parking"]
ACCESS_TOPICS = [
    "Keys are held by the concierge, who is on the front desk until ten at night.",
    "The machine room is reached by a steel ladder from the top-floor plant room.",
    "Contractors must sign in at security and wear a visitor badge at all times.",
    "There is no on-site parking, so engineers use the multi-storey on the next street.",
    "The building manager asks for two days' notice before any lift is taken out of service.",
    "Out-of-hours access is through the loading bay intercom.",
    "The pit ladder on the goods lift is missing and a portable ladder is kept in the store.",
    "Residents are elderly and a lift outage must be announced on every floor.",
    "The fire alarm is tested every Tuesday at eleven, which recalls the lifts.",
    "Asbestos was found in the old motor room and the area is sealed.",
    "No extra paperwork is needed, but the duty manager must countersign the job sheet.",
    "The roof hatch to the overrun is padlocked and the code changes monthly.",
]
MAKERS = ["Kessler Hoist", "Otterburn Lifts", "Vantro", "Hallam and Pryce", "Stepwell"]
DRIVES = ["traction", "hydraulic", "machine-room-less"]
LOADS_KG = [320, 450, 630, 800, 1000, 1275, 1600, 2500]
SPEEDS_MPS = [0.5, 0.63, 1.0, 1.6, 2.0, 2.5, 4.0]
BRAKE_LOADS = [100.0, 110.0, 112.5, 125.0, 150.0]
FAULT_TOPICS = [
    "Repeated door reopening caused by a dirty light curtain.",
    "Car stopped between floors after a power dip and needed a manual release.",
    "Levelling error of up to four centimetres at the ground floor landing.",
    "Hydraulic oil leak at the cylinder head seal, topped up twice last winter.",
    "Controller board replaced after a lightning strike on the building.",
    "Vandalism to the car operating panel, buttons burnt out.",
    "Landing door locks worn and replaced on three floors.",
    "Noisy guide shoes, relined during the last service.",
    "Alarm telephone line dropped out after the building changed its broadband provider.",
    "Overload device tripping with only four passengers aboard.",
    "Ropes showing broken wires in the valleys, replacement quoted.",
    "Water ingress into the pit after heavy rain tripped the pit switch.",
]
ENGINEERS = [
    "Dale Renshaw",
    "Priya Kaur",
    "Tomasz Wrobel",
    "Grace Achterberg",
    "Owen Maddocks",
    "Leila Farouk",
    "Kieran Doyle",
    "Sunita Rao",
    "Matteo Rinaldi",
    "Harriet Lowe",
    "Emeka Obi",
    "Fiona McBride",
]
VISIT_TYPES = [
    "routine service",
    "thorough examination",
    "breakdown call-out",
    "entrapment release",
    "modernisation survey",
]
COMPONENTS = [
    "door operator",
    "levelling",
    "brake",
    "landing buttons",
    "car lighting",
    "alarm line",
    "guide shoes",
]
FOLLOW_UPS = ["2026-11-09", "2026-12-07", "2027-01-18", "2027-03-01"]
REPORT_TOPICS = [
    "Adjusted the door closing force, which was above the permitted limit.",
    "Found the brake lining worn close to the limit and ordered new pads.",
    "Cleaned the light curtain and the door sill, doors now close first time.",
    "Released two passengers from the car at the fourth floor within twenty minutes.",
    "Replaced the emergency lighting battery in the car roof.",
    "Tested the alarm line with the call centre, speech quality good.",
    "Lubricated the guide rails and checked the counterweight guide shoes.",
    "Re-levelled the car at the ground floor after complaints of a trip hazard.",
    "Pit flooded again; pump requested from the building manager.",
    "Thorough examination completed for the insurer, no dangerous defects found.",
    "Survey of the controller and drive for a modernisation quote.",
    "Landing push at the second floor stuck in and was replaced.",
    "Overspeed governor tripped on test and reset correctly.",
]


def lift_maintenance(n: int) -> dict[str, list[dict]]:
    rng = random.Random(80_802)
    sites = []
    for name in _names(rng, SITE_HEADS, SITE_TAILS, n):
        floors = rng.randint(2, 44)
        sites.append(
            {
                "SiteName": name,
                "District": rng.choice(DISTRICTS),
                "FloorCount": floors,
                "FloorAreaSqm": round(floors * rng.uniform(320, 1500), 1),
                "HasFirefightingLift": floors >= 6 and rng.random() < 0.55,
                "OccupancyTypes": _some(rng, OCCUPANCY),
                "ContractRenewalDate": _day(rng, date(2026, 1, 5), date(2028, 12, 18)),
                "AccessNotes": _prose(rng, f"{name} access.", ACCESS_TOPICS),
            }
        )
    served = [s["SiteName"] for s in sites[: max(1, n * 3 // 4)]]
    units = []
    for i in range(n):
        drive = rng.choice(DRIVES)
        goods = rng.random() < 0.2
        units.append(
            {
                "UnitCode": f"LU-{1001 + i}",
                "SiteName": rng.choice(served),
                "Manufacturer": rng.choice(MAKERS),
                "DriveSystem": drive,
                "RatedLoadKg": rng.choice(LOADS_KG[3:] if goods else LOADS_KG[:6]),
                "RatedSpeedMps": rng.choice(SPEEDS_MPS[:3] if drive == "hydraulic" else SPEEDS_MPS),
                "IsGoodsLift": goods,
                "ServiceMonths": sorted(rng.sample(range(1, 13), rng.randint(1, 4))),
                "BrakeTestLoadsPct": _some(rng, BRAKE_LOADS, 2),
                "InstalledOn": _day(rng, date(1979, 1, 1), date(2024, 12, 31)),
                "FaultHistory": _prose(rng, f"Unit LU-{1001 + i}.", FAULT_TOPICS),
            }
        )
    visited = [u["UnitCode"] for u in units[: max(1, n * 2 // 3)]]
    visits = []
    for i in range(n):
        kind = rng.choice(VISIT_TYPES)
        trapped = kind == "entrapment release" or (
            kind == "breakdown call-out" and rng.random() < 0.2
        )
        callout = kind in ("breakdown call-out", "entrapment release")
        unit = rng.choice(visited)
        visits.append(
            {
                "VisitRef": f"IV-{i + 1:05d}",
                "UnitCode": unit,
                "EngineerName": rng.choice(ENGINEERS),
                "VisitDate": _day(rng, date(2025, 1, 6), date(2026, 10, 30)),
                "VisitType": kind,
                "LabourHours": round(rng.uniform(0.5, 9.5), 1),
                "CallOutFeeGbp": round(rng.uniform(95, 1850), 2) if callout else 0.0,
                "PassengerTrapped": trapped,
                "ComponentsAdjusted": _some(rng, COMPONENTS),
                "SafetyGearChecks": _flags(rng, 0.75),
                "FollowUpDates": _some(rng, FOLLOW_UPS, 2),
                "EngineerReport": _prose(
                    rng, f"{kind.capitalize()} visit to {unit}.", REPORT_TOPICS
                ),
            }
        )
    return {"Sites": sites, "Units": units, "InspectionVisits": visits}


# ---- cave-survey ---------------------------------------------------------------------------

CAVE_HEADS = [
    "Grimshaw",
    "Ravensdale",
    "Cold Keld",
    "Boggart",
    "Yew Tree",
    "Hagg Gill",
    "Skirwith",
    "Thornber",
    "Marlstone",
    "Oxenber",
    "Hollin Bank",
    "Scaleber",
    "Birkrigg",
    "Wharram",
    "Gisburn Moss",
    "Sleet Gill",
    "Crowtrees",
    "Black Keld",
    "Dunsop",
    "Low Borrow",
]
CAVE_TAILS = [
    "Pot",
    "Swallet",
    "Hole",
    "Cave",
    "Rising",
    "Shaft",
    "Sink",
    "Level",
    "Rift",
    "Dig",
    "Cavern",
    "Resurgence",
    "Chamber",
    "Series",
    "Passage",
    "Well",
    "Slocker",
    "Scar",
    "Grotto",
    "Flue",
]
MASSIFS = ["Kelder Fell", "Brackmoor", "Ullswick Dale", "Corrin Plateau", "Saltby Karst"]
HAZARDS = ["flooding", "loose boulders", "bad air", "tight squeezes", "deep water"]
CAVE_TOPICS = [
    "The entrance is a narrow slot in a shakehole that fills with leaves in autumn.",
    "A fixed handline helps on the slippery climb above the first pitch.",
    "The main streamway floods to the roof within an hour of heavy rain on the fell.",
    "Beautiful straw stalactites hang in the chamber beyond the duck.",
    "Access is by permission of the farmer, whose gate must be left as found.",
    "The terminal sump has been dived for eighty metres without finding air.",
    "An old mine level breaks into the natural passage halfway along.",
    "Bats hibernate in the entrance series, so visits are discouraged over winter.",
    "Loose boulders in the choke have shifted since the last survey.",
    "A crawl in liquid mud leads to a dry oxbow that few visitors reach.",
    "Bolts on the big pitch were replaced with resin anchors last year.",
    "Foul air builds up in the lower series during dry summers.",
    "The cave was found when diggers followed a draught through the scree.",
    "A grand phreatic tube with a sandy floor runs for several hundred metres.",
]
CAVER_FIRST = [
    "Ffion",
    "Gareth",
    "Hollis",
    "Isolde",
    "Jory",
    "Kit",
    "Lowri",
    "Mabon",
    "Nia",
    "Osian",
    "Perpetua",
    "Rhodri",
    "Seren",
    "Teilo",
    "Una",
    "Wyn",
    "Yestin",
    "Bryony",
    "Cai",
    "Delyth",
]
CAVER_LAST = [
    "Garside",
    "Ackroyd",
    "Birtwhistle",
    "Clegg",
    "Dewhirst",
    "Eckersley",
    "Fothergill",
    "Greenhalgh",
    "Haworth",
    "Illingworth",
    "Jagger",
    "Kershaw",
    "Lumb",
    "Metcalfe",
    "Nuttall",
    "Ormerod",
    "Pickles",
    "Royds",
    "Sutcliffe",
    "Thistlethwaite",
]
CLUBS = [
    "Brackmoor Speleo Group",
    "Kelder Caving Club",
    "Ullswick Potholers",
    "Saltby Diggers",
    "Corrin University Caving Club",
]
SKILLS = ["surveying", "rigging", "diving", "photography", "digging"]
CAVER_TOPICS = [
    "Started caving with a university club and has been hooked ever since.",
    "Draws the club's survey sketches and keeps the master drawings.",
    "Rigs the deep pots on club meets and checks every anchor twice.",
    "Dives sumps in the far reaches of the cave system.",
    "Takes flash photographs of formations for the club journal.",
    "Spends most weekends digging in a promising choke.",
    "Serves as a warden on the local cave rescue team.",
    "Leads novice trips for scouts and school groups.",
    "Prefers tight, wet caves that others avoid.",
    "Has catalogued the cave fauna of the dale for a research project.",
    "Runs the club's tackle store and inspects the ropes.",
    "Came to caving from climbing after an injury.",
]
RETURN_DATES = ["2026-11-14", "2026-12-12", "2027-02-06", "2027-04-03"]
CO2_LEVELS = [0.5, 1.0, 1.5, 2.0, 3.0]
GRADES = [2, 3, 4, 5, 6]
TRIP_TOPICS = [
    "Surveyed the inlet passage with the disto and sketched the cross sections.",
    "The team turned back at a sump that was higher than expected.",
    "Found a new side passage heading north with a strong draught.",
    "The compass gave odd readings near an old iron ladder, legs to be re-shot.",
    "Carried out a loop closure check that closed within one percent.",
    "Heavy rain on the surface meant the streamway was too high to enter.",
    "Photographed the new chamber and named it after the landowner.",
    "Rigged the second pitch with a deviation to avoid a rub point.",
    "Candle test showed stale air in the lower series, so the trip was cut short.",
    "Dug through a gravel choke and broke into a small grotto.",
    "Resurveyed the entrance series to tie it in with the surface survey.",
    "The leader's light failed and the team exited on spares.",
]


def _stamp(day: str) -> str:
    """A date as Weaviate exports it: an RFC 3339 timestamp at midnight UTC."""
    return f"{day}T00:00:00Z"


def cave_survey(n: int) -> dict[str, list[dict]]:
    rng = random.Random(80_803)
    caves = []
    for name in _names(rng, CAVE_HEADS, CAVE_TAILS, n):
        massif = rng.choice(MASSIFS)
        caves.append(
            {
                "cavename": name,
                "massif": massif,
                "surveyedlengthm": round(rng.uniform(15, 9200), 1),
                "depthm": rng.randint(3, 312),
                "entrancecount": rng.choice([1, 1, 1, 2, 2, 3, 4, 6]),
                "hassump": rng.random() < 0.35,
                "srtrequired": rng.random() < 0.5,
                "hazards": _some(rng, HAZARDS),
                "accessmonths": sorted(rng.sample(range(1, 13), rng.randint(2, 6))),
                "discoverydate": _stamp(_day(rng, date(1898, 1, 1), date(2024, 12, 31))),
                "cavenotes": _prose(rng, f"{name} lies on {massif}.", CAVE_TOPICS),
            }
        )
    cavers = []
    for name in _names(rng, CAVER_FIRST, CAVER_LAST, n):
        cavers.append(
            {
                "cavername": name,
                "club": rng.choice(CLUBS),
                "yearscaving": rng.randint(1, 45),
                "srttrained": rng.random() < 0.6,
                "cavediver": rng.random() < 0.15,
                "skills": _some(rng, SKILLS),
                "joined": _stamp(_day(rng, date(1985, 1, 1), date(2026, 6, 30))),
                "bio": _prose(rng, f"{name.split()[0]} caves with the club.", CAVER_TOPICS),
            }
        )
    explored = [c["cavename"] for c in caves[: max(1, n * 2 // 3)]]
    leaders = [c["cavername"] for c in cavers[: max(1, n // 2)]]
    trips = []
    for i in range(n):
        legs = rng.randint(4, 180)
        trips.append(
            {
                "tripref": f"SVY-{i + 1:04d}",
                "cavename": rng.choice(explored),
                "leader": rng.choice(leaders),
                "tripdate": _stamp(_day(rng, date(2024, 3, 2), date(2026, 10, 31))),
                "hoursunderground": round(rng.uniform(1.5, 14.0), 1),
                "legssurveyed": legs,
                "metressurveyed": round(legs * rng.uniform(2.5, 9.0), 1),
                "teamsize": rng.randint(2, 7),
                "calibrationchecks": _flags(rng, 0.75),
                "co2readings": _some(rng, CO2_LEVELS),
                "surveygrades": _some(rng, GRADES, 2),
                "returndates": [_stamp(d) for d in _some(rng, RETURN_DATES, 2)],
                "tripnotes": _prose(rng, f"Trip {i + 1}.", TRIP_TOPICS),
            }
        )
    return {"Caves": caves, "Cavers": cavers, "Surveytrips": trips}


BUILDERS = {
    "bell-ringing": bell_ringing,
    "lift-maintenance": lift_maintenance,
    "cave-survey": cave_survey,
}


def weaviate_schema(domain: str) -> dict:
    """The domain's schema as Weaviate's REST API returns it (`GET /v1/schema`)."""
    classes = []
    for name, description, props in SCHEMAS[domain]:
        properties = []
        for prop_name, data_type, prop_description in props:
            prose = data_type == PROSE
            weaviate_type = "text" if prose else data_type
            prop: dict = {"name": prop_name, "dataType": [weaviate_type]}
            if prop_description is not None:
                prop["description"] = prop_description
            if TOKENIZATION[domain] and weaviate_type in ("text", "text[]"):
                prop["tokenization"] = "word" if prose else "field"
            properties.append(prop)
        cls: dict = {"class": name}
        if description is not None:
            cls["description"] = description
        cls["vectorizer"] = "none"
        cls["properties"] = properties
        classes.append(cls)
    return {"classes": classes}


def _csv(rows: list[dict]) -> str:
    """Rows as CSV: arrays as JSON strings in their cells, booleans as true/false."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    columns = list(rows[0])
    writer.writerow(columns)
    for r in rows:
        cells = []
        for c in columns:
            v = r[c]
            if isinstance(v, list):
                cells.append(json.dumps(v, ensure_ascii=False))
            elif isinstance(v, bool):
                cells.append("true" if v else "false")
            else:
                cells.append(v)
        writer.writerow(cells)
    return buf.getvalue()


def build(out: Path, n: int = DEFAULT_OBJECTS) -> list[Path]:
    """Write `<domain>/schema.json` and `<domain>/objects/<Collection>.<format>` under out."""
    if not 1 <= n <= MAX_OBJECTS:
        raise SystemExit(f"--objects must be 1 to {MAX_OBJECTS} (asked for {n})")
    folders = []
    for domain, builder in BUILDERS.items():
        folder = out / domain
        (folder / "objects").mkdir(parents=True, exist_ok=True)
        schema = json.dumps(weaviate_schema(domain), indent=2, ensure_ascii=False)
        (folder / "schema.json").write_text(schema + "\n", encoding="utf-8")
        fmt = FORMATS[domain]
        for collection, rows in builder(n).items():
            if fmt == "csv":
                text = _csv(rows)
            else:
                text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
            (folder / "objects" / f"{collection}.{fmt}").write_text(text, encoding="utf-8")
        folders.append(folder)
    return folders


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--objects", type=int, default=DEFAULT_OBJECTS)
    args = ap.parse_args()
    for folder in build(args.out, args.objects):
        print(folder)


if __name__ == "__main__":
    main()
