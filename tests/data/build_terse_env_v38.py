"""Write `food-bank`: an invented regional food bank's export, named tersely.

Wenfold Valley Food Bank, an invented regional food bank (every town, agency site, person, postcode
district and note is made up; national charities and supermarket chains appear under their
ordinary names, and the food bank terms are the trade's ordinary ones), exported its systems the
way an engineer exports them: abbreviated property names in mixed habits (snake_case `ag_code`,
`vchr_no`, `n_prev`, `run_id`, `num_miles`; camelCase `orgName`, `isDP`, `eRef`, `wklyAlloc`,
`yrJoined`, `dtLastRev`, `dtVisits`, `distMi`, `agRef`, `dtIss`, `hhSz`, `refRsn`, `runRef`,
`pclKg`, `nDays`, `isFuel`, `pckdBy`, `refNotes`, `dtRun`, `runTyp`, `volHrs`, `nStops`, `kgIn`,
`kgOut`, `donSrc`, `pctLoad`; PascalCase `AgType`, `Town`, `OpenDays`, `PclTyp`, `Shift`; glued
lowercase `status`, `diet`, `fulfil`, `pcd`, `van`, `drvr`, `mate`, `incid`; prefixes `dt`, `n`,
`is`, `num`, `pct`, `yr`), abbreviated class names (`PAReg`, `PclIss`, `VRunLog`), terse
descriptions in the trade's shorthand ("Typ. (adv/hlth/hsg/fth/sch/CC/cncl/chty)", "HH (ad/ch)",
"Fulfil. (ctr/agcy/del)", "Vol hrs (drv+mate)", "Mi. (odo)", "Load, % cap."), five properties with
no description (`Town`, `diet`, `pcd`, `Shift`, `van`) and one collection (`VRunLog`) with no
class description.

- `PAReg` (CSV): the partner agency register, 118 agencies (referral agencies; some are also
  distribution points): agency code, organisation, type, town, distribution point, open days,
  e-referrals, weekly voucher allocation, year joined, last SLA review, monitoring visits,
  distance from the warehouse and status. Arrays are JSON strings in cells.
- `PclIss` (JSON Lines): every food parcel issued from Monday 2025-01-06 to Friday 2025-06-27
  (Monday to Friday without the bank holidays): voucher number, referring agency (`agRef`, a
  `PAReg.ag_code`), date issued, parcel size, household (adults, children), primary referral
  reason, dietary needs, how it was fulfilled, the van run that took it (`runRef`, a
  `VRunLog.run_id`; empty when collected at the centre), weight, days covered, previous
  vouchers, fuel voucher, packer, postcode district and the referrer's notes (`refNotes`, the
  one prose property).
- `VRunLog` (Parquet, no class description): every van run of the same half year, Monday to
  Saturday: run number, date, shift, run type (surplus pickups and collection-point runs bring
  donations in; agency drops and home deliveries take parcels out), van, driver, van mate,
  volunteer hours, miles, stops, kg collected, kg delivered, donors visited, load and incident.

The output is deterministic (one seeded `random.Random`; two runs are byte-identical).

Usage: python build_terse_env_v38.py OUT   (writes OUT/food-bank/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "food-bank"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 1, 6), date(2025, 6, 27)
BANK_HOLIDAYS = {date(2025, 4, 18), date(2025, 4, 21), date(2025, 5, 5), date(2025, 5, 26)}

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "PAReg",
        "Ptnr agcy reg. (ref/DP)",
        [
            ("ag_code", "text", "Agcy #"),
            ("orgName", "text", "Org."),
            ("AgType", "text", "Typ. (adv/hlth/hsg/fth/sch/CC/cncl/chty)"),
            ("Town", "text", None),
            ("isDP", "boolean", "DP? (dist. pt)"),
            ("OpenDays", "text[]", "DP open (days)"),
            ("eRef", "boolean", "e-ref?"),
            ("wklyAlloc", "int", "Vchr alloc./wk"),
            ("yrJoined", "int", "Yr jnd"),
            ("dtLastRev", "date", "SLA rev. (blank=never)"),
            ("dtVisits", "date[]", "Mon. visit dts"),
            ("distMi", "number", "Dist. fr WH, mi"),
            ("status", "text", "Stat. (act/hold/closed)"),
        ],
    ),
    (
        "PclIss",
        "Pcls iss. H1 25 (vchrs)",
        [
            ("vchr_no", "text", "Vchr #"),
            ("agRef", "text", "Ref. agcy"),
            ("dtIss", "date", "Iss. dt"),
            ("PclTyp", "text", "Pcl sz"),
            ("hhSz", "int[]", "HH (ad/ch)"),
            ("refRsn", "text", "Rsn (prim.)"),
            ("diet", "text[]", None),
            ("fulfil", "text", "Fulfil. (ctr/agcy/del)"),
            ("runRef", "text", "Van run (blank=ctr)"),
            ("pclKg", "number", "Wt, kg"),
            ("nDays", "int", "Days cov."),
            ("n_prev", "int", "Prev. vchrs 6m"),
            ("isFuel", "boolean", "Fuel vchr?"),
            ("pckdBy", "text", "Pckd by"),
            ("pcd", "text", None),
            ("refNotes", PROSE, "Ref. notes"),
        ],
    ),
    (
        "VRunLog",
        None,
        [
            ("run_id", "text", "Run #"),
            ("dtRun", "date", "Run dt"),
            ("Shift", "text", None),
            ("runTyp", "text", "Typ. (SP/CP/AD/HD)"),
            ("van", "text", None),
            ("drvr", "text", "Drv."),
            ("mate", "text", "Mate (blank=solo)"),
            ("volHrs", "number", "Vol hrs (drv+mate)"),
            ("num_miles", "number", "Mi. (odo)"),
            ("nStops", "int", "Stops #"),
            ("kgIn", "number", "Coll., kg"),
            ("kgOut", "number", "Del., kg"),
            ("donSrc", "text[]", "Src (stores/pts)"),
            ("pctLoad", "int", "Load, % cap."),
            ("incid", "boolean", "Incid. rptd?"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# town: (postcode districts, miles from the warehouse in Wenfold)
TOWNS = {
    "Wenfold": (["WX1", "WX2", "WX3", "WX4"], (0.4, 4.0)),
    "Orbury": (["WX5", "WX6"], (6.0, 9.0)),
    "Stannick": (["WX7"], (9.0, 12.0)),
    "Kelderby": (["WX8"], (11.0, 15.0)),
    "Marrowgate": (["WX9"], (13.0, 17.0)),
    "Tollbeck": (["WX10"], (15.0, 19.0)),
    "Lessington": (["WX11"], (17.0, 21.0)),
    "Greyhithe": (["WX12"], (19.0, 23.0)),
    "Dunmoor": (["WX13"], (21.0, 25.0)),
}

# (organisation, type, towns): one agency per town listed
AGENCIES = [
    ("Citizens Advice", "Advice", ["Wenfold", "Orbury", "Stannick", "Kelderby", "Marrowgate"]),
    ("Christians Against Poverty", "Advice", ["Wenfold", "Tollbeck"]),
    ("Valley Money Advice", "Advice", ["Wenfold"]),
    ("Welfare Rights Unit", "Advice", ["Wenfold"]),
    ("Money Matters", "Advice", ["Orbury", "Marrowgate"]),
    ("Law Centre", "Advice", ["Wenfold"]),
    ("Debt Advice Service", "Advice", ["Kelderby"]),
    ("Mill Lane Surgery", "Health", ["Wenfold"]),
    ("Castle Street Surgery", "Health", ["Wenfold"]),
    ("Orbury Health Centre", "Health", ["Orbury"]),
    ("Stannick Medical Practice", "Health", ["Stannick"]),
    ("Kelderby Surgery", "Health", ["Kelderby"]),
    ("Marrowgate Health Centre", "Health", ["Marrowgate"]),
    ("Tollbeck Surgery", "Health", ["Tollbeck"]),
    ("Lessington Surgery", "Health", ["Lessington"]),
    ("Greyhithe Surgery", "Health", ["Greyhithe"]),
    ("Dunmoor Surgery", "Health", ["Dunmoor"]),
    ("Health Visiting Team", "Health", ["Wenfold", "Orbury", "Kelderby"]),
    ("Community Mental Health Team", "Health", ["Wenfold", "Marrowgate"]),
    ("Midwifery Team", "Health", ["Wenfold"]),
    ("Wenfold Homes", "Housing", ["Wenfold", "Orbury", "Tollbeck"]),
    ("Valley Housing Trust", "Housing", ["Wenfold", "Stannick"]),
    ("Brook House Hostel", "Housing", ["Wenfold"]),
    ("Lantern Lodge", "Housing", ["Orbury"]),
    ("The Foyer", "Housing", ["Wenfold"]),
    ("Tenancy Support", "Housing", ["Wenfold", "Kelderby"]),
    ("Greyhithe Almshouses", "Housing", ["Greyhithe"]),
    ("St Bride's Church", "Faith", ["Wenfold"]),
    ("St Mary's Church", "Faith", ["Orbury", "Kelderby", "Dunmoor"]),
    ("Holy Trinity Church", "Faith", ["Stannick", "Lessington"]),
    ("Salvation Army", "Faith", ["Wenfold", "Orbury", "Marrowgate"]),
    ("Kelderby Methodist", "Faith", ["Kelderby"]),
    ("Orbury Baptist Church", "Faith", ["Orbury"]),
    ("Wenfold Central Mosque", "Faith", ["Wenfold"]),
    ("Gurdwara Sahib", "Faith", ["Wenfold"]),
    ("Elim Church", "Faith", ["Stannick"]),
    ("Greyhithe URC", "Faith", ["Greyhithe"]),
    ("Tollbeck Parish Church", "Faith", ["Tollbeck"]),
    ("St Aidan's Church", "Faith", ["Marrowgate"]),
    ("Quaker Meeting House", "Faith", ["Wenfold"]),
    ("Kelderby Primary", "School", ["Kelderby"]),
    ("Orbury Primary", "School", ["Orbury"]),
    ("Stannick Primary", "School", ["Stannick"]),
    ("Greyhithe Primary", "School", ["Greyhithe"]),
    ("Marrowgate Primary", "School", ["Marrowgate"]),
    ("Tollbeck CE Primary", "School", ["Tollbeck"]),
    ("Dunmoor Primary", "School", ["Dunmoor"]),
    ("Lessington Primary", "School", ["Lessington"]),
    ("St Bride's RC Primary", "School", ["Wenfold"]),
    ("Mill Lane Primary", "School", ["Wenfold"]),
    ("Westgate Primary", "School", ["Wenfold"]),
    ("Wenfold Academy", "School", ["Wenfold"]),
    ("Orbury High School", "School", ["Orbury"]),
    ("Kelderby Academy", "School", ["Kelderby"]),
    ("Lessington Academy", "School", ["Lessington"]),
    ("Wenfold College", "School", ["Wenfold"]),
    (
        "Family Hub",
        "Child. ctr",
        ["Wenfold", "Orbury", "Stannick", "Tollbeck", "Greyhithe", "Marrowgate"],
    ),
    ("Home-Start", "Child. ctr", ["Wenfold", "Kelderby"]),
    ("Sure Start Westgate", "Child. ctr", ["Wenfold"]),
    ("Early Help", "Council", ["Wenfold", "Orbury", "Kelderby"]),
    ("Adult Social Care", "Council", ["Wenfold", "Marrowgate"]),
    ("Housing Options", "Council", ["Wenfold"]),
    ("Leaving Care Team", "Council", ["Wenfold"]),
    ("Youth Justice Service", "Council", ["Wenfold"]),
    ("Local Welfare Scheme", "Council", ["Wenfold"]),
    ("Family Support Team", "Council", ["Orbury", "Tollbeck"]),
    ("Age UK", "Charity", ["Wenfold", "Orbury", "Dunmoor"]),
    ("Mind", "Charity", ["Wenfold", "Kelderby"]),
    ("Women's Aid", "Charity", ["Wenfold", "Orbury"]),
    ("Refugee Welcome", "Charity", ["Wenfold"]),
    ("Carers Centre", "Charity", ["Wenfold"]),
    ("Recovery Hub", "Charity", ["Wenfold", "Stannick"]),
    ("Veterans' Hub", "Charity", ["Orbury"]),
    ("Wenfold Youth Project", "Charity", ["Wenfold"]),
    ("Dunmoor Community Pantry", "Charity", ["Dunmoor"]),
    ("Lessington Village Hall Pantry", "Charity", ["Lessington"]),
    ("Greyhithe Community Larder", "Charity", ["Greyhithe"]),
    ("Marrowgate Men's Shed", "Charity", ["Marrowgate"]),
    ("Tollbeck Good Neighbours", "Charity", ["Tollbeck"]),
    ("Stannick Community Centre", "Charity", ["Stannick"]),
    ("Orbury Community Fridge", "Charity", ["Orbury"]),
    ("Kelderby Youth Club", "Charity", ["Kelderby"]),
    ("Wenfold Disability Forum", "Charity", ["Wenfold"]),
    ("St Bride's Night Shelter", "Charity", ["Wenfold"]),
    ("Orbury Toddler Group", "Charity", ["Orbury"]),
]
# agencies that are also distribution points (clients collect parcels there)
DP_ORGS = {
    "Salvation Army",
    "St Bride's Church",
    "St Mary's Church",
    "Holy Trinity Church",
    "Kelderby Methodist",
    "Orbury Baptist Church",
    "Wenfold Central Mosque",
    "Elim Church",
    "Greyhithe URC",
    "Tollbeck Parish Church",
    "St Aidan's Church",
    "Dunmoor Community Pantry",
    "Lessington Village Hall Pantry",
    "Greyhithe Community Larder",
    "Stannick Community Centre",
    "Orbury Community Fridge",
}
DP_HUBS = {("Family Hub", "Tollbeck"), ("Family Hub", "Greyhithe"), ("Family Hub", "Marrowgate")}
ALLOC = {
    "Advice": [5, 8, 10, 15, 20],
    "Health": [3, 5, 5, 8, 10],
    "Housing": [3, 5, 8, 10],
    "Faith": [3, 5, 8, 10, 15],
    "School": [2, 3, 3, 5],
    "Child. ctr": [5, 8, 10, 15],
    "Council": [5, 8, 10, 15, 20],
    "Charity": [2, 3, 5, 8, 10],
}
DAYS_OF_WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

PACKERS = [
    "Ann Whitlock",
    "Bernard Coyle",
    "Carol Ainsworth",
    "Dev Patel",
    "Eileen Marsh",
    "Frank Oduya",
    "Gwen Tallis",
    "Harold Pye",
    "Imogen Reeve",
    "Jack Stirling",
    "Kath Bellamy",
    "Lorna McPhee",
    "Malcolm Dunne",
    "Nadia Haddad",
    "Olive Fenner",
    "Pat Crowther",
    "Quentin Ashe",
    "Rosa Mendes",
    "Sunita Rao",
    "Trevor Hale",
    "Una Brennan",
    "Vera Holt",
    "Wendy Kirkham",
    "Yusuf Demir",
    "Zoe Larkin",
    "Alan Greaves",
    "Brenda Nuttall",
    "Colin Fairweather",
    "Dorothy Lumb",
    "Edwin Pask",
    "Fatima Begum",
    "Graham Oakes",
    "Hilary Stott",
    "Ivan Petrov",
    "Janet Froggatt",
    "Kevin Doherty",
    "Linda Sowerby",
    "Maureen Kay",
    "Neil Gorman",
    "Pauline Ridley",
    "Rachel Underwood",
    "Sam Okafor-Lee",
    "Terry Bolton",
    "Val Hinchliffe",
    "Will Shackleton",
    "Amira Khalil",
    "Ben Thackeray",
    "Chloe Dyson",
    "Derek Firth",
    "Esther Mwangi",
    "Gail Ormerod",
    "Helen Crabtree",
    "Joyce Pilling",
    "Mick Raistrick",
]
DRIVERS = {
    "P. Hartigan": 6,
    "D. Osei": 5,
    "M. Fairbrother": 5,
    "K. Lindholm": 4,
    "S. Achebe": 4,
    "R. Templeman": 4,
    "G. Whitcombe": 3,
    "A. Varga": 3,
    "J. McAlinden": 3,
    "T. Begum": 3,
    "H. Nakamura": 2,
    "B. Cottam": 2,
    "W. Ellery": 2,
    "C. Dobson": 1,
}
MATES = [
    "Aaron Blythe",
    "Beth Cartwright",
    "Callum Reid",
    "Dina Shah",
    "Ed Marchant",
    "Fiona Gale",
    "George Akers",
    "Hannah Lowe",
    "Isaac Mensah",
    "Jade Whittaker",
    "Kieran Walsh",
    "Leah Norcross",
    "Marcus Yeo",
    "Niamh Quigley",
    "Owen Priestley",
    "Priya Nair",
    "Ross Calvert",
    "Sophie Earnshaw",
    "Tom Heskey",
    "Uzma Rashid",
    "Vic Sutcliffe",
    "Will Abara",
    "Yvonne Blake",
    "Zac Herd",
    "Ruby Clegg",
    "Lewis Darby",
]

SUPERMARKETS = [
    "Tesco Extra Orbury",
    "Asda Wenfold",
    "Aldi Stannick",
    "Lidl Kelderby",
    "Co-op Marrowgate",
    "Sainsbury's Wenfold",
    "Morrisons Tollbeck",
    "Co-op Dunmoor",
    "Aldi Wenfold",
    "Lidl Greyhithe",
]
COLL_POINTS = [
    "Tesco Extra Orbury",
    "Asda Wenfold",
    "Sainsbury's Wenfold",
    "Morrisons Tollbeck",
    "Co-op Marrowgate",
    "St Bride's Church",
    "Orbury Library",
    "Wenfold College",
    "Kelderby Methodist",
    "Stannick Community Centre",
]
VANS = {"Van 1": 1000, "Van 2": 1000, "Fridge van": 600}  # payload, kg

REASONS = {
    "Low income": 30,
    "Benefit delay": 18,
    "Debt": 14,
    "Benefit change": 10,
    "Ill health": 10,
    "Other": 8,
    "Homeless": 6,
    "Domestic abuse": 4,
}
DIETS = {
    "Halal": 5,
    "Vegetarian": 4,
    "Gluten free": 2,
    "Diabetic": 3,
    "Vegan": 1,
    "Kettle pack": 3,
    "Baby": 3,
}
MONTHS = ["January", "February", "March", "April", "May", "June"]
REFERRER = {
    "Advice": ["the adviser", "the debt caseworker", "the welfare benefits adviser"],
    "Health": ["the GP", "the practice nurse", "the health visitor", "the social prescriber"],
    "Housing": ["the tenancy support officer", "the housing officer", "the hostel key worker"],
    "Faith": ["the pastoral team", "the church's community worker", "the centre volunteer"],
    "School": ["the school's family support worker", "the head teacher", "the pastoral lead"],
    "Child. ctr": ["the family worker", "the outreach worker", "the hub manager"],
    "Council": ["the social worker", "the early help practitioner", "the personal adviser"],
    "Charity": ["the support worker", "the project coordinator", "the key worker"],
}


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _days(start: date, end: date, weekdays: set[int]) -> list[date]:
    out, d = [], start
    while d <= end:
        if d.weekday() in weekdays and d not in BANK_HOLIDAYS:
            out.append(d)
        d += timedelta(days=1)
    return out


def _rand_date(rng: random.Random, a: date, b: date) -> date:
    """A random working day (Monday to Friday) from a to b."""
    d = a + timedelta(days=rng.randint(0, (b - a).days))
    while d.weekday() >= 5:
        d -= timedelta(days=1)
    return d


def _agencies(rng: random.Random) -> list[dict]:
    rows = []
    for org, typ, towns in AGENCIES:
        for town in towns:
            rows.append({"orgName": org, "AgType": typ, "Town": town})
    for r in rows:
        r["_join"] = (
            2011
            if r["orgName"] in ("Salvation Army", "Citizens Advice") and r["Town"] == "Wenfold"
            else rng.choice(range(2011, 2026))
        )
    rows.sort(key=lambda r: (r["_join"], rng.random()))
    codes = sorted(rng.sample(range(1, 141), len(rows)))
    out = []
    n_closed = n_hold = 0
    for r, c in zip(rows, codes):
        org, typ, town = r["orgName"], r["AgType"], r["Town"]
        is_dp = org in DP_ORGS or (org, town) in DP_HUBS
        days = sorted(rng.sample(range(6), rng.choice([1, 1, 2, 2, 3]))) if is_dp else []
        if is_dp and org == "Salvation Army":
            days = [1, 3, 4]
        yr = r["_join"]
        status = "Active"
        if yr <= 2019 and n_closed < 8 and rng.random() < 0.16 and not (org == "Salvation Army"):
            status, n_closed = "Closed", n_closed + 1
        elif yr <= 2023 and n_hold < 9 and rng.random() < 0.12:
            status, n_hold = "On hold", n_hold + 1
        if status == "Closed":
            rev = (
                _rand_date(rng, date(2021, 3, 1), date(2023, 11, 30))
                if rng.random() < 0.8
                else None
            )
            visits = sorted(
                {
                    _rand_date(rng, date(2021, 1, 4), date(2023, 10, 31))
                    for _ in range(rng.choice([0, 1, 1, 2]))
                }
            )
        else:
            if yr == 2025:
                rev = None
            elif yr == 2024:
                rev = (
                    _rand_date(rng, date(2025, 1, 6), date(2025, 6, 20))
                    if rng.random() < 0.3
                    else None
                )
            elif rng.random() < 0.05:
                rev = None
            else:
                rev = _rand_date(rng, max(date(2022, 9, 1), date(yr + 1, 1, 6)), date(2025, 6, 20))
            k = rng.choice([1, 2, 2, 3]) if is_dp else rng.choice([0, 0, 0, 1, 1, 2])
            lo = date(max(yr, 2023), 1, 9) if yr < 2025 else date(2025, 2, 3)
            visits = sorted({_rand_date(rng, lo, date(2025, 6, 24)) for _ in range(k)})
        lo_mi, hi_mi = TOWNS[town][1]
        e_ref = rng.random() < (0.92 if typ in ("Advice", "Health", "Council", "Housing") else 0.6)
        if yr <= 2014 and typ in ("Faith", "Charity") and rng.random() < 0.5:
            e_ref = False
        out.append(
            {
                "ag_code": f"AG-{c:03d}",
                "orgName": org,
                "AgType": typ,
                "Town": town,
                "isDP": is_dp,
                "OpenDays": [DAYS_OF_WEEK[i] for i in days],
                "eRef": e_ref,
                "wklyAlloc": rng.choice(ALLOC[typ])
                + (5 if org in ("Citizens Advice", "Salvation Army") and town == "Wenfold" else 0),
                "yrJoined": yr,
                "dtLastRev": rev,
                "dtVisits": visits,
                "distMi": round(rng.uniform(lo_mi, hi_mi), 1),
                "status": status,
            }
        )
    return out


def _note(rng: random.Random, p: dict, ag: dict) -> str:
    ad, ch = p["hhSz"]
    month = rng.choice(MONTHS[: max(1, p["dtIss"].month)])
    reason = p["refRsn"]
    s = {
        "Low income": [
            f"Works {rng.randint(8, 30)} hours a week on minimum wage, rent went up in {month}.",
            f"Zero-hours contract, only {rng.randint(1, 6)} shifts in the last month.",
            "State pension only, the heating bill has taken the food money this week.",
            f"Partner's hours cut to {rng.randint(10, 24)} a week, cannot cover the shopping.",
            "Low wage and a big water bill, nothing left after rent and bills.",
        ],
        "Benefit delay": [
            f"Waiting for the first UC payment, about {rng.randint(2, 5)} weeks to go.",
            f"PIP claim pending since {month}, no income meanwhile.",
            f"Advance refused, UC payment not due until the {rng.randint(2, 28)}th.",
            "New UC claim after losing the job, no money until the first payment.",
            f"Carer's Allowance delayed by {rng.randint(2, 7)} weeks.",
        ],
        "Benefit change": [
            f"Sanctioned for a missed appointment, {rng.randint(2, 13)} weeks left to run.",
            "Moved from ESA to UC, gap between the two payments.",
            "Child benefit stopped while the claim is reviewed.",
            f"Housing element cut by £{rng.randint(40, 180)} a month after the review.",
        ],
        "Debt": [
            f"Deductions of £{rng.randint(35, 160)} a month for an old advance.",
            "Council tax arrears, bailiff letter received last week.",
            f"Prepayment meter on emergency credit, £{rng.randint(60, 900)} energy debt.",
            "Catalogue and loan repayments leave nothing for food, debt advice booked.",
            f"Rent arrears of £{rng.randint(200, 2400)}, eviction notice threatened.",
        ],
        "Ill health": [
            "Off sick on statutory sick pay only.",
            "Recently discharged from hospital, cannot get to the shops.",
            "Mental health crisis, support worker now in place.",
            f"Awaiting an operation, signed off for {rng.randint(2, 12)} weeks.",
            "Long Covid, lost the job in the spring and has no savings.",
        ],
        "Homeless": [
            f"Temporary accommodation at {rng.choice(['a B&B', 'the hostel', 'a bedsit'])} in {ag['Town']}, no cooker.",
            f"Sofa surfing with a friend in {ag['Town']} for {rng.randint(1, 8)} weeks.",
            "Rough sleeping, engaged with the outreach team.",
            "Evicted last month, placed in emergency accommodation.",
        ],
        "Domestic abuse": [
            f"Fled to a refuge with {ch} {'child' if ch == 1 else 'children'}, left everything behind."
            if ch
            else "Fled to a refuge, left everything behind.",
            "Moved out last week, safe address, do not phone.",
            "Left an abusive partner, new tenancy with no furniture yet.",
        ],
        "Other": [
            "Boiler broke and the savings went on the repair.",
            "Lost a purse with the week's money in it.",
            "Recently bereaved, funeral costs have used everything.",
            f"Flooded kitchen, food spoiled, insurance not paying for {rng.randint(2, 6)} weeks.",
            "Just released from prison, first appointment with probation on Monday.",
        ],
    }[reason]
    parts = [rng.choice(s)]
    if ch:
        ages = sorted(rng.randint(0, 16) for _ in range(ch))
        parts.append(
            f"{ch} {'child' if ch == 1 else 'children'} aged {', '.join(str(a) for a in ages)}."
        )
    elif ad == 2 and rng.random() < 0.4:
        parts.append("Couple, both adults in the household.")
    for d in p["diet"]:
        parts.append(
            {
                "Halal": "Halal food only please.",
                "Vegetarian": "Vegetarian household.",
                "Vegan": "Vegan, no dairy or egg.",
                "Gluten free": "Coeliac, gluten free items if possible.",
                "Diabetic": "Diabetic, low sugar items please.",
                "Kettle pack": "No cooker, kettle only.",
                "Baby": f"Baby of {rng.randint(2, 14)} months, needs nappies size {rng.randint(2, 6)} and formula.",
            }[d]
        )
    if p["fulfil"] == "Delivered":
        parts.append(
            rng.choice(
                [
                    "Please deliver, no transport.",
                    "Housebound, delivery needed.",
                    "Please deliver, cannot carry a parcel on the bus.",
                    f"Delivery please, ring the {rng.choice(['top', 'side', 'back'])} bell.",
                ]
            )
        )
    elif p["fulfil"] == "Via agency":
        parts.append(
            rng.choice(
                [
                    f"Will collect from {ag['orgName']} on {rng.choice(ag['OpenDays'])}.",
                    f"Collecting at the {ag['orgName']} session.",
                    "Will pick up from us.",
                ]
            )
        )
    else:
        parts.append(
            rng.choice(
                [
                    "Collecting from the centre.",
                    f"Will come to the centre on {p['dtIss']:%A}.",
                    "Will collect in person, knows the centre.",
                    "",
                ]
            )
        )
    if p["isFuel"]:
        parts.append(
            rng.choice(
                ["Also needs a fuel voucher, prepayment meter.", "Fuel voucher requested, no gas."]
            )
        )
    if p["n_prev"] >= 3:
        parts.append(f"{p['n_prev'] + 1}th voucher in six months, referred on for debt advice.")
    parts.append(f"Referred by {rng.choice(REFERRER[ag['AgType']])}.")
    text = " ".join(x for x in parts if x)
    words = text.split()
    if len(words) > 50:
        text = " ".join(words[:50]).rstrip(",.") + "."
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(3838)
    agencies = _agencies(rng)
    weekdays = _days(START, END, {0, 1, 2, 3, 4})
    saturdays = _days(START, END, {5})
    live = [a for a in agencies if a["status"] != "Closed"]
    pause = {
        a["ag_code"]: _rand_date(rng, date(2025, 2, 3), date(2025, 4, 30))
        for a in live
        if a["status"] == "On hold"
    }
    joined_2025 = {
        a["ag_code"]: _rand_date(rng, date(2025, 1, 6), date(2025, 5, 30))
        for a in live
        if a["yrJoined"] == 2025
    }
    packer_w = {p: (6 if i < 12 else 3 if i < 30 else 1) for i, p in enumerate(PACKERS)}
    parcels: list[dict] = []
    for d in weekdays:
        f = 1.0
        if d.month == 1:
            f = 1.25
        elif d.month == 2:
            f = 1.12
        if date(2025, 4, 7) <= d <= date(2025, 4, 25):
            f *= 1.2
        if d.weekday() == 0:
            f *= 1.2
        elif d.weekday() == 4:
            f *= 0.85
        n = max(6, round(rng.gauss(17.5 * f, 3.5)))
        pool = [
            a
            for a in live
            if (a["ag_code"] not in pause or d < pause[a["ag_code"]])
            and (a["ag_code"] not in joined_2025 or d >= joined_2025[a["ag_code"]])
        ]
        for _ in range(n):
            ag = rng.choices(pool, weights=[a["wklyAlloc"] for a in pool])[0]
            if ag["isDP"]:
                fulfil = _pick(rng, {"Via agency": 60, "Centre": 25, "Delivered": 15})
            else:
                far = ag["distMi"] > 12
                fulfil = _pick(rng, {"Centre": 45 if far else 75, "Delivered": 55 if far else 25})
            ad = 1 if rng.random() < 0.56 else 2
            ch = rng.choices([0, 1, 2, 3, 4, 5], weights=[50, 17, 16, 10, 5, 2])[0]
            if ag["AgType"] in ("School", "Child. ctr") and ch == 0:
                ch = rng.choice([1, 2, 2, 3])
            size = ad + ch
            typ = (
                "1 pers."
                if size == 1
                else "2 pers."
                if size == 2
                else "Fam. 3-4"
                if size <= 4
                else "Fam. 5+"
            )
            reason = _pick(rng, REASONS)
            if ag["orgName"] == "Women's Aid" and rng.random() < 0.7:
                reason = "Domestic abuse"
            if (
                ag["orgName"]
                in ("Brook House Hostel", "St Bride's Night Shelter", "Housing Options")
                and rng.random() < 0.7
            ):
                reason = "Homeless"
            diet: list[str] = []
            if rng.random() < 0.36:
                for _ in range(rng.choice([1, 1, 1, 2])):
                    x = _pick(rng, DIETS)
                    if x == "Baby" and ch == 0:
                        continue
                    if x not in diet:
                        diet.append(x)
            if reason == "Homeless" and "Kettle pack" not in diet and rng.random() < 0.6:
                diet.append("Kettle pack")
            n_days = rng.choices([3, 5, 7], weights=[86, 9, 5])[0]
            lo, hi = {
                "1 pers.": (9.0, 12.5),
                "2 pers.": (13.5, 18.0),
                "Fam. 3-4": (19.5, 27.0),
                "Fam. 5+": (27.5, 36.0),
            }[typ]
            kg = rng.uniform(lo, hi) * n_days / 3 + (1.2 if "Baby" in diet else 0.0)
            winter = d.month <= 3
            p = {
                "agRef": ag["ag_code"],
                "dtIss": d,
                "PclTyp": typ,
                "hhSz": [ad, ch],
                "refRsn": reason,
                "diet": diet,
                "fulfil": fulfil,
                "runRef": None,
                "pclKg": round(kg, 1),
                "nDays": n_days,
                "n_prev": rng.choices(range(8), weights=[45, 20, 13, 9, 6, 4, 2, 1])[0],
                "isFuel": rng.random() < (0.24 if winter else 0.1),
                "pckdBy": _pick(rng, packer_w),
                "pcd": rng.choice(TOWNS[ag["Town"]][0])
                if rng.random() < 0.9
                else rng.choice([x for t in TOWNS.values() for x in t[0]]),
                "refNotes": "",
                "_ag": ag,
            }
            parcels.append(p)

    # ---- van runs: per day, slots of (van, shift) ----
    runs: list[dict] = []

    def new_run(d: date, typ: str, prefer: list[tuple[str, str]], used: set) -> dict:
        slot = next((s for s in prefer if s not in used), prefer[0])
        used.add(slot)
        van, shift = slot
        mate = (
            rng.choice(MATES)
            if rng.random()
            < {"Surplus pickup": 0.8, "Coll. pt": 0.9, "Agency drop": 0.6, "Home deliv.": 0.5}[typ]
            else None
        )
        hrs = rng.choice([2.5, 3.0, 3.0, 3.5, 3.5, 3.5, 4.0, 4.5, 5.0])
        r = {
            "dtRun": d,
            "Shift": shift,
            "runTyp": typ,
            "van": van,
            "drvr": _pick(rng, DRIVERS),
            "mate": mate,
            "volHrs": float(hrs * (2 if mate else 1)),
            "num_miles": 0.0,
            "nStops": 0,
            "kgIn": None,
            "kgOut": None,
            "donSrc": [],
            "pctLoad": 0,
            "incid": rng.random() < 0.035,
            "_parcels": [],
        }
        runs.append(r)
        return r

    by_day: dict[date, list[dict]] = {}
    for p in parcels:
        by_day.setdefault(p["dtIss"], []).append(p)
    all_days = sorted(set(weekdays) | set(saturdays))
    for d in all_days:
        used: set = set()
        todays = by_day.get(d, [])
        if d.weekday() < 5:
            sp = new_run(d, "Surplus pickup", [("Fridge van", "AM")], used)
            stops = rng.sample(SUPERMARKETS, rng.randint(2, 5))
            sp["donSrc"], sp["nStops"] = stops, len(stops)
            sp["kgIn"] = round(rng.uniform(35.0, 110.0) * len(stops), 1)
            sp["num_miles"] = round(6.0 + 5.5 * len(stops) + rng.uniform(-3.0, 6.0), 1)
            dels = [p for p in todays if p["fulfil"] == "Delivered"]
            k = math.ceil(len(dels) / 9) if dels else 0
            prefs = [("Van 1", "AM"), ("Van 1", "PM"), ("Van 2", "PM"), ("Van 2", "AM")]
            home = [new_run(d, "Home deliv.", prefs, used) for _ in range(k)]
            for i, p in enumerate(dels):
                home[i % k]["_parcels"].append(p)
            via = [p for p in todays if p["fulfil"] == "Via agency"]
            ags = sorted({p["agRef"] for p in via})
            rng.shuffle(ags)
            groups = [ags[i : i + 4] for i in range(0, len(ags), 4)]
            prefs = [
                ("Van 2", "AM"),
                ("Van 2", "PM"),
                ("Fridge van", "PM"),
                ("Van 1", "PM"),
                ("Van 1", "AM"),
            ]
            for g in groups:
                r = new_run(d, "Agency drop", prefs, used)
                r["_parcels"] = [p for p in via if p["agRef"] in g]
                r["_bulk"] = round(rng.uniform(20.0, 160.0), 1) if rng.random() < 0.55 else 0.0
            if rng.random() < 0.25:
                sp2 = new_run(d, "Surplus pickup", [("Fridge van", "PM"), ("Van 1", "PM")], used)
                stops = rng.sample(SUPERMARKETS, rng.randint(1, 3))
                sp2["donSrc"], sp2["nStops"] = stops, len(stops)
                sp2["kgIn"] = round(rng.uniform(30.0, 90.0) * len(stops), 1)
                sp2["num_miles"] = round(5.0 + 5.5 * len(stops) + rng.uniform(-2.0, 5.0), 1)
            if d.weekday() in (1, 3):
                cp = new_run(
                    d,
                    "Coll. pt",
                    [("Van 1", "PM"), ("Van 2", "PM"), ("Van 1", "AM"), ("Van 2", "AM")],
                    used,
                )
                stops = rng.sample(COLL_POINTS, rng.randint(2, 5))
                cp["donSrc"], cp["nStops"] = stops, len(stops)
                cp["kgIn"] = round(rng.uniform(25.0, 90.0) * len(stops), 1)
                cp["num_miles"] = round(5.0 + 4.5 * len(stops) + rng.uniform(-2.0, 6.0), 1)
        else:
            for shift_van in ([("Van 1", "AM")], [("Van 2", "PM")])[: rng.choice([1, 2, 2])]:
                cp = new_run(d, "Coll. pt", shift_van, used)
                stops = rng.sample(COLL_POINTS, rng.randint(3, 6))
                cp["donSrc"], cp["nStops"] = stops, len(stops)
                cp["kgIn"] = round(rng.uniform(60.0, 160.0) * len(stops), 1)
                cp["num_miles"] = round(6.0 + 4.5 * len(stops) + rng.uniform(-2.0, 6.0), 1)
    for r in runs:
        if r["runTyp"] in ("Home deliv.", "Agency drop"):
            ps = r["_parcels"]
            kg = sum(p["pclKg"] for p in ps) + r.pop("_bulk", 0.0)
            r["kgOut"] = round(kg, 1)
            if r["runTyp"] == "Home deliv.":
                r["nStops"] = len(ps)
                far = max(p["_ag"]["distMi"] for p in ps)
                r["num_miles"] = round(far * 1.6 + 2.2 * len(ps) + rng.uniform(0.0, 6.0), 1)
            else:
                r["nStops"] = len({p["agRef"] for p in ps})
                far = max(p["_ag"]["distMi"] for p in ps)
                r["num_miles"] = round(far * 2.0 + 3.0 * r["nStops"] + rng.uniform(0.0, 8.0), 1)
            load = kg
        else:
            load = r["kgIn"]
        r["pctLoad"] = max(5, min(100, round(100 * load / VANS[r["van"]] + rng.uniform(-4, 8))))
    runs.sort(key=lambda r: (r["dtRun"], r["Shift"], r["van"], r["runTyp"]))
    for i, r in enumerate(runs, start=1):
        r["run_id"] = f"VR25-{i:04d}"
        for p in r["_parcels"]:
            p["runRef"] = r["run_id"]

    parcels.sort(key=lambda p: (p["dtIss"], p["agRef"], p["PclTyp"], p["pckdBy"]))
    out_parcels = []
    for i, p in enumerate(parcels, start=1):
        p["refNotes"] = _note(rng, p, p["_ag"])
        row = {"vchr_no": f"VC25-{i:05d}"}
        row.update({k: v for k, v in p.items() if not k.startswith("_")})
        out_parcels.append(row)
    order = [name for name, _, _ in SCHEMA[2][2]]
    out_runs = [{k: r[k] for k in order} for r in runs]
    agencies.sort(key=lambda a: a["ag_code"])
    return {"PAReg": agencies, "PclIss": out_parcels, "VRunLog": out_runs}


def build(out: Path) -> Path:
    """Write `food-bank/schema.json` and its three objects files under out."""
    formats = {"PAReg": "csv", "PclIss": "jsonl", "VRunLog": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
