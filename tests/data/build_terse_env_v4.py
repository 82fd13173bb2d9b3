"""Write `blood-bank`: an invented hospital blood bank's export, named and described tersely.

The transfusion laboratory of an invented hospital, Kingsmere General (every hospital, blood
centre, ward code, clinician, patient number and event is made up), exported its system of
record the way an engineer exports it: abbreviated property names in mixed habits (camelCase,
snake_case, glued: `compType`, `abo_rh`, `hctPct`, `issRef`, `closedYN`), terse descriptions in
the lab's shorthand ("Comp.", "Hct, %", "Stor. temp lo/hi, C", "Sev gr (1-4)", "SHOT?"), seven
properties with no description, and one collection (`AdvEvents`) with no description at all.

- `Units` (CSV): every blood component received from the three supplying blood centres
  (Northgate BC, Eastmoor BC, Hallam BC), with its donation identification number (`din`,
  ISBT 128 style, W + facility + year + serial), component type, ABO/Rh(D) group, collection
  and expiry dates, volume, haematocrit (red cells only: an empty cell otherwise), storage
  temperature range, irradiated / CMV-negative flags, special modifications, status, fridge or
  freezer number and the dates of any temperature excursion. Arrays are JSON strings in cells.
- `Issues` (JSON Lines): the issue and transfusion log, one row per unit issued to a patient
  (`unitDIN` refers to `Units.din`; a unit returned unused and re-issued appears twice), with
  the patient's MRN, ward, requesting clinician, indication code, crossmatch type (red cells
  only: null otherwise), pre-transfusion Hb, volume given and duration (null when returned
  unused), observations (temperature, heart rate) and the bedside checks.
- `AdvEvents` (Parquet, no class description): the haemovigilance log: transfusion reactions
  tied to an issue (`issRef` refers to `Issues.issue_no`) and laboratory events with no issue
  (wrong blood in tube, cold chain, handling/storage): category, severity grade, reporter,
  peak temperature, SHOT-reportable, closed, symptoms, SpO2, investigations done, committee
  review dates, and a free-text description (`descr`, the one prose property, 15-50 words).

Every property type of the card appears: text (identifiers, categories, references, codes,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v4.py OUT   (writes OUT/blood-bank/schema.json and objects/)
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "blood-bank"
N_BASE_ISSUES, N_EXTRA_UNITS, N_EVENTS = 1265, 600, 385
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, END = date(2025, 1, 2), date(2025, 6, 30)  # the export covers issues in H1 2025

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Units",
        "Blood comp. inv.",
        [
            ("din", "text", "DIN"),
            ("compType", "text", "Comp."),
            ("abo_rh", "text", "ABO/Rh(D)"),
            ("supplier", "text", None),
            ("collDt", "date", "Coll. dt"),
            ("expDt", "date", "Exp"),
            ("vol_ml", "int", "Vol, mL"),
            ("hctPct", "number", "Hct, % (RBC only)"),
            ("storTmpC", "number[]", "Stor. temp lo/hi, C"),
            ("is_irrad", "boolean", "Irrad?"),
            ("cmvNeg", "boolean", None),
            ("mods", "text[]", "Mods"),
            ("status", "text", None),
            ("fridgeNo", "int", "Fridge/frzr #"),
            ("excDts", "date[]", "Temp exc. dts"),
        ],
    ),
    (
        "Issues",
        "Issue/tx log",
        [
            ("issue_no", "text", "Issue #"),
            ("unitDIN", "text", "Unit"),
            ("mrn", "text", "MRN"),
            ("ward", "text", None),
            ("orderedBy", "text", "Req. clinician"),
            ("issDt", "date", "Iss. dt"),
            ("ind_cd", "text", "Ind."),
            ("xm_type", "text", "XM"),
            ("preHb", "int", "Pre Hb, g/L"),
            ("volGivenMl", "int", "Vol given, mL"),
            ("durMin", "int", "Dur, min"),
            ("obsTempC", "number[]", "Temp pre/15m/end, C"),
            ("hrBpm", "int[]", "HR pre/15m/end"),
            ("bedsideChk", "boolean[]", "Bedside chk"),
            ("is_emerg", "boolean", "Emerg?"),
            ("retUnused", "boolean", None),
        ],
    ),
    (
        "AdvEvents",
        None,
        [
            ("evtNo", "text", "Evt #"),
            ("issRef", "text", "Issue"),
            ("rptDt", "date", "Rpt. dt"),
            ("evt_cat", "text", "Cat."),
            ("sevGr", "int", "Sev gr (1-4)"),
            ("rptr", "text", None),
            ("peakTempC", "number", "Peak T, C"),
            ("shot_rptbl", "boolean", "SHOT?"),
            ("closedYN", "boolean", None),
            ("sx", "text[]", "Sx"),
            ("spo2Pct", "int[]", "SpO2 %, pre/evt"),
            ("invDone", "boolean[]", "Inv. (DAT/grp/BC/bili)"),
            ("revDts", "date[]", "HTC rev. dts"),
            ("descr", PROSE, "Free txt"),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# supplier: (ISBT 128 facility code, weight)
SUPPLIERS = {
    "Northgate BC": ("W0412", 55),
    "Eastmoor BC": ("W0437", 30),
    "Hallam BC": ("W0458", 15),
}
# component: (shelf life in days, volume range in mL, fridge/freezer numbers)
COMPONENTS = {
    "RBC": (35, (245, 330), [1, 2, 3]),
    "FFP": (1095, (250, 310), [4, 5]),
    "Apher PLT": (7, (180, 260), [6]),
    "Pooled PLT": (7, (280, 340), [6]),
    "Cryo": (1095, (150, 215), [4, 5]),
}
# storage range (lo, hi) in deg C when in limits, per component
STORAGE = {
    "RBC": ((2.3, 3.9), (4.0, 5.8)),
    "FFP": ((-38.5, -33.0), (-31.5, -26.0)),
    "Apher PLT": ((20.2, 21.6), (22.0, 23.8)),
    "Pooled PLT": ((20.2, 21.6), (22.0, 23.8)),
    "Cryo": ((-38.5, -33.0), (-31.5, -26.0)),
}
# group: population share (UK-like)
GROUPS = {
    "O POS": 35,
    "A POS": 30,
    "O NEG": 13,
    "A NEG": 8,
    "B POS": 8,
    "B NEG": 2,
    "AB POS": 3,
    "AB NEG": 1,
}
# ward: (patients, transfusions per patient weight, component weights)
WARDS = {
    "Haem Onc": (80, 3.0, {"RBC": 55, "Apher PLT": 28, "Pooled PLT": 17}),
    "ICU": (55, 2.0, {"RBC": 58, "FFP": 20, "Pooled PLT": 10, "Cryo": 12}),
    "ED": (90, 1.0, {"RBC": 70, "FFP": 20, "Cryo": 6, "Pooled PLT": 4}),
    "Theatres": (70, 1.4, {"RBC": 55, "FFP": 24, "Cryo": 12, "Apher PLT": 9}),
    "AMU": (85, 1.0, {"RBC": 90, "FFP": 5, "Pooled PLT": 5}),
    "Ward 7B": (50, 1.3, {"RBC": 84, "FFP": 16}),
    "Ward 12": (45, 1.2, {"RBC": 80, "FFP": 10, "Apher PLT": 10}),
    "Renal": (35, 1.8, {"RBC": 100}),
    "Maternity": (40, 1.0, {"RBC": 60, "FFP": 20, "Cryo": 20}),
    "NICU": (18, 2.2, {"RBC": 70, "Apher PLT": 30}),
    "CCU": (30, 1.0, {"RBC": 78, "Apher PLT": 22}),
}
ACUTE_WARDS = ("ED", "Theatres", "Maternity", "ICU")
# indication codes per component: (code, weight)
INDICATIONS = {
    "RBC": [("R1", 24), ("R2", 46), ("R3", 10), ("R4", 20)],
    "FFP": [("F1", 40), ("F2", 35), ("F3", 25)],
    "Apher PLT": [("P1", 55), ("P2", 25), ("P3", 20)],
    "Pooled PLT": [("P1", 45), ("P2", 25), ("P3", 30)],
    "Cryo": [("C1", 65), ("C2", 35)],
}
CLINICIANS = [
    "Haddad, A.",
    "Okonkwo, C.",
    "Fairbairn, L.",
    "Venkatesan, R.",
    "Moretti, G.",
    "Achebe, N.",
    "Lindqvist, E.",
    "Pryce, T.",
    "Santos, M.",
    "Whitlock, J.",
    "Nakamura, H.",
    "Brennan, K.",
    "Adeyemi, F.",
    "Castellano, P.",
    "Harwood, D.",
    "Iqbal, S.",
    "Thorne, B.",
    "Kaczmarek, Z.",
]
REPORTERS = [
    "K. Osei",
    "R. Fenwick",
    "M. Dabrowska",
    "J. Ashworth",
    "P. Mensah",
    "L. Carvalho",
    "S. Rahman",
    "E. Gallagher",
    "T. Whitfield",
    "A. Novak",
    "H. Kerrigan",
    "D. Oyelaran",
    "C. Beaumont",
]
# modifications (special requirements) per component family
RBC_MODS = [("K neg", 0.06), ("HbS neg", 0.05), ("washed", 0.015)]
PLT_MODS = [("HLA matched", 0.08)]

# adverse event category: (weight, tied to an issue?, clinical observations?, symptoms pool)
EVT_CATS = {
    "FNHTR": (22, True, True, ["fever", "rigors", "chills", "tachycardia", "nausea"]),
    "Allergic": (20, True, True, ["urticaria", "itch", "rash", "wheeze", "facial swelling"]),
    "TACO": (8, True, True, ["dyspnoea", "hypoxia", "hypertension", "tachycardia", "crackles"]),
    "TRALI": (1.5, True, True, ["dyspnoea", "hypoxia", "fever", "hypotension"]),
    "DHTR": (3, True, True, ["jaundice", "dark urine", "fever", "Hb drop"]),
    "IBCT": (4, True, False, []),
    "Near miss": (12, None, False, []),  # half on an issue, half in the lab
    "WBIT": (10, False, False, []),
    "Cold chain": (8, False, False, []),
    "Handling/storage": (9, False, False, []),
}
N_CHECKS = 5  # ID band, prescription, unit label/DIN, expiry, compatibility label

# the descriptions: a category-specific event, then what was done, then how it ended
EVENTS = {
    "FNHTR": [
        "the patient's temperature rose to {temp} C about {min} minutes into a unit of {comp}",
        "the patient had rigors and a temperature of {temp} C late in the {unit} transfusion",
        "a temperature of {temp} C was recorded at the end obs after {comp} on {ward}",
    ],
    "Allergic": [
        "the patient developed an itchy urticarial rash on the arms during {comp}",
        "urticaria and mild wheeze appeared {min} minutes after the {unit} transfusion was started",
        "the patient reported itching and facial flushing during {a_unit} transfusion",
    ],
    "TACO": [
        "the patient became short of breath with sats of {sat}% after the second unit of {comp}",
        "the patient developed dyspnoea and raised BP towards the end of the {unit} transfusion",
        "an elderly patient on {ward} became breathless with crackles at both bases during {comp}",
    ],
    "TRALI": [
        "the patient became acutely hypoxic with sats of {sat}% within an hour of {comp}",
        "severe breathlessness and hypotension developed shortly after {comp} on {ward}",
    ],
    "DHTR": [
        "the patient was readmitted with jaundice and a falling Hb about a week after {comp}",
        "a new alloantibody was found when the patient came back with dark urine after {comp}",
    ],
    "IBCT": [
        "a unit that was not irradiated was given to a patient needing irradiated {comp}",
        "{a_unit} unit of the wrong group was collected and transfused on {ward}",
        "a patient needing K neg red cells was given an untyped unit",
    ],
    "Near miss": [
        "a unit was taken from fridge {fridge} for the wrong patient and stopped at the bedside",
        "the sample label did not match the request form and was caught at booking in",
        "{a_unit} unit past its expiry at midnight was nearly issued from fridge {fridge}",
        "the wrong patient's blood was collected from fridge {fridge} by the porter",
    ],
    "WBIT": [
        "the group on a new sample from {ward} did not match the historical group",
        "a sample labelled with one patient's details held blood from another patient on {ward}",
        "a mislabelled sample from {ward} gave a different group from the check sample",
    ],
    "Cold chain": [
        "fridge {rfridge} alarmed overnight and the top shelf reached {ftemp} C",
        "a transport box from {ward} came back after {min} minutes with no temperature record",
        "the freezer log showed a gap of {min} minutes while freezer {fridge} was defrosted",
    ],
    "Handling/storage": [
        "{a_unit} bag was found leaking at the port when it was unpacked",
        "{a_unit} unit was left on the bench for {min} minutes before it went into stock",
        "units were put in fridge {fridge} with the wrong shelf labels",
    ],
}
OPENERS = [
    "At {clock}, {event}.",
    "{event_cap}.",
    "Reported by the {role} on {ward}: {event}.",
    "During the {shift} shift, {event}.",
]
ACTIONS = {
    "FNHTR": [
        "The transfusion was stopped and paracetamol given.",
        "The unit was returned to the lab for culture.",
        "Obs were repeated every 15 minutes until the fever settled.",
    ],
    "Allergic": [
        "Chlorphenamine was given and the rash settled within the hour.",
        "The transfusion was paused and restarted slowly once symptoms eased.",
        "The patient was flagged for premedication with future components.",
    ],
    "TACO": [
        "Furosemide was given and the remaining unit was held.",
        "The outreach team reviewed the patient and started oxygen.",
        "A chest X-ray showed fluid overload.",
    ],
    "TRALI": [
        "The patient was moved to ICU for ventilatory support.",
        "The blood centre was informed so the donors could be investigated.",
    ],
    "DHTR": [
        "A DAT was positive and an antibody screen showed anti-Jka.",
        "Bilirubin was raised and the haematology team took over care.",
    ],
    "IBCT": [
        "The error was reported to the transfusion practitioner the same day.",
        "The patient was monitored and no harm was seen.",
        "The special requirements flag on the patient record was checked and corrected.",
    ],
    "Near miss": [
        "The unit was returned to stock before it was spiked.",
        "The staff member completed a reflective statement.",
        "The collection procedure was reviewed with the porters.",
    ],
    "WBIT": [
        "A repeat sample was requested and the first was discarded.",
        "The ward manager was informed and the phlebotomist retrained.",
        "No blood was issued on the first sample.",
    ],
    "Cold chain": [
        "The affected units were quarantined pending review.",
        "The blood centre was asked whether the units could still be used.",
        "The temperature logs were downloaded and checked.",
    ],
    "Handling/storage": [
        "The unit was discarded and the blood centre informed.",
        "The stock was checked and the labels corrected.",
        "The bench procedure was reissued to the lab team.",
    ],
}
CLOSERS = [
    "Discussed at the lab huddle the next morning.",
    "No further action needed.",
    "To be reviewed at the next transfusion committee.",
    "The consultant haematologist was informed.",
    "Datix report raised.",
    "",
]


def _day(rng: random.Random, start: date, end: date) -> date:
    return start + timedelta(days=rng.randrange((end - start).days + 1))


def _pick(rng: random.Random, weights: dict) -> str:
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _unit_group(rng: random.Random, comp: str, patient: str, emergency: bool) -> str:
    """The group of the unit given to a patient of a group (compatible, mostly identical)."""
    if comp == "RBC":
        if emergency:
            return "O NEG"
        if rng.random() < 0.92:
            return patient
        return {"A POS": "O POS", "B POS": "O POS", "AB POS": "A POS"}.get(patient, "O NEG")
    if comp in ("FFP", "Cryo"):
        if emergency or rng.random() < 0.08:
            return rng.choice(["AB POS", "A POS"])
        return patient
    # platelets: often not group-identical
    if rng.random() < 0.75:
        return patient
    return rng.choice(["A POS", "O POS", "A NEG"])


def _din(rng: random.Random, supplier: str, coll: date, used: set[str]) -> str:
    fac = SUPPLIERS[supplier][0]
    while True:
        din = f"{fac}{coll.year % 100:02d}{rng.randrange(1_000_000):06d}"
        if din not in used:
            used.add(din)
            return din


def _new_unit(
    rng: random.Random,
    comp: str,
    group: str,
    before: date,
    used: set[str],
    *,
    pedi: bool = False,
    coll: date | None = None,
) -> dict:
    """A unit of a component, collected in time to be in date on `before` (or on `coll`)."""
    shelf, (vlo, vhi), fridges = COMPONENTS[comp]
    supplier = _pick(rng, {s: w for s, (_, w) in SUPPLIERS.items()})
    if coll is None:
        back = {35: (3, 30), 7: (1, 5)}.get(shelf, (20, 720))
        coll = before - timedelta(days=rng.randint(*back))
    vol = rng.randint(vlo, vhi)
    mods: list[str] = []
    if comp == "RBC":
        mods = [m for m, p in RBC_MODS if rng.random() < p]
        if pedi:
            mods.append("split")
            vol = rng.randint(45, 90)
    elif "PLT" in comp:
        mods = [m for m, p in PLT_MODS if rng.random() < p]
        if pedi:
            mods.append("split")
            vol = rng.randint(40, 70)
    (llo, lhi), (hlo, hhi) = STORAGE[comp]
    cellular = comp in ("RBC", "Apher PLT", "Pooled PLT")
    return {
        "din": _din(rng, supplier, coll, used),
        "compType": comp,
        "abo_rh": group,
        "supplier": supplier,
        "collDt": coll,
        "expDt": coll + timedelta(days=shelf),
        "vol_ml": vol,
        "hctPct": round(rng.uniform(52.0, 65.0), 1) if comp == "RBC" else None,
        "storTmpC": [round(rng.uniform(llo, lhi), 1), round(rng.uniform(hlo, hhi), 1)],
        "is_irrad": cellular and (pedi or rng.random() < 0.05),
        "cmvNeg": cellular and (pedi or rng.random() < 0.15),
        "mods": sorted(mods),
        "status": "In stock",
        "fridgeNo": rng.choice(fridges),
        "excDts": [],
    }


def _excursion(rng: random.Random, unit: dict, on: date) -> None:
    """Give a unit a temperature excursion on a date (its high reading out of limits)."""
    comp = unit["compType"]
    lo, hi = unit["storTmpC"]
    if comp == "RBC":
        hi = round(rng.uniform(6.2, 10.5), 1)
    elif comp in ("FFP", "Cryo"):
        hi = round(rng.uniform(-24.5, -17.0), 1)
    else:
        lo = round(rng.uniform(16.5, 19.8), 1)
    unit["storTmpC"] = [lo, hi]
    unit["excDts"] = sorted({on} | set(unit["excDts"]))


def _description(rng: random.Random, cat: str, fill: dict) -> str:
    event = rng.choice(EVENTS[cat]).format(**fill)
    opener = rng.choice(OPENERS).format(event=event, event_cap=event[0].upper() + event[1:], **fill)
    opener = opener[0].upper() + opener[1:]
    parts = [opener]
    for action in rng.sample(ACTIONS[cat], min(len(ACTIONS[cat]), rng.randint(1, 2))):
        parts.append(action.format(**fill))
    closer = rng.choice(CLOSERS)
    if closer:
        parts.append(closer)
    text = " ".join(parts)
    while len(text.split()) > 50 and len(parts) > 2:  # long ones lose a sentence
        parts.pop()
        text = " ".join(parts)
    while len(text.split()) < 15:  # short ones get another closer
        text += " " + rng.choice([c for c in CLOSERS if c and c not in text])
    return text


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(4204)
    used_dins: set[str] = set()

    # ---- patients: an MRN, a home ward and an ABO/Rh group each ----
    patients = []
    mrns: set[str] = set()
    for ward, (n, freq, _) in WARDS.items():
        for _ in range(n):
            while True:
                mrn = f"K{rng.randint(1_000_000, 4_999_999)}"
                if mrn not in mrns:
                    mrns.add(mrn)
                    break
            patients.append((mrn, ward, _pick(rng, GROUPS), freq * rng.uniform(0.3, 1.7)))
    p_weights = [p[3] for p in patients]
    clinicians_by_ward = {w: rng.sample(CLINICIANS, 4) for w in WARDS}

    # ---- base issues, each with a new unit ----
    base = []
    for _ in range(N_BASE_ISSUES):
        mrn, ward, group, _ = rng.choices(patients, weights=p_weights)[0]
        comp = _pick(rng, WARDS[ward][2])
        day = _day(rng, START, END)
        ind = _pick(rng, dict(INDICATIONS[comp]))
        emergency = ward in ACUTE_WARDS and ind in ("R1", "F1", "C2") and rng.random() < 0.45
        pedi = ward == "NICU"
        unit = _new_unit(
            rng, comp, _unit_group(rng, comp, group, emergency), day, used_dins, pedi=pedi
        )
        if ward == "Haem Onc" and comp != "FFP" and rng.random() < 0.7:
            unit["is_irrad"] = True
        base.append(
            {
                "day": day,
                "mrn": mrn,
                "ward": ward,
                "comp": comp,
                "ind": ind,
                "emerg": emergency,
                "unit": unit,
            }
        )

    # ---- returns: some units come back unused; most of those are issued again ----
    rows = []
    for b in base:
        returned = rng.random() < 0.05
        rows.append(dict(b, returned=returned))
        if returned:
            if rng.random() < 0.62:  # back within 30 min: into stock, issued again
                mrn, ward, group, _ = rng.choices(patients, weights=p_weights)[0]
                if rng.random() < 0.5:  # the same patient, the next day or so
                    mrn, ward = b["mrn"], b["ward"]
                day = b["day"] + timedelta(days=rng.randint(0, 2))
                if day <= END and day < b["unit"]["expDt"]:
                    rows.append(dict(b, day=day, mrn=mrn, ward=ward, returned=False, emerg=False))
                    continue
            back = rng.random() < 0.25 and b["unit"]["expDt"] > END
            b["unit"]["status"] = "In stock" if back else "Discarded"
    rows.sort(key=lambda r: (r["day"], r["unit"]["din"]))

    issues = []
    for i, r in enumerate(rows):
        unit, comp, ward, returned = r["unit"], r["comp"], r["ward"], r["returned"]
        if not returned:
            unit["status"] = "Transfused"
        if comp == "RBC":
            xm = "Emerg O NEG" if r["emerg"] else ("EI" if rng.random() < 0.72 else "IAT XM")
        else:
            xm = None
        ind = r["ind"]
        hb_range = {"R1": (48, 95), "R2": (52, 69), "R3": (62, 79), "R4": (60, 88)}.get(
            ind, (72, 128)
        )
        pre_hb = rng.randint(*hb_range) if rng.random() < 0.93 else None
        if returned:
            given = dur = None
            temps: list[float] = []
            hrs: list[int] = []
            checks: list[bool] = []
        else:
            given = max(10, unit["vol_ml"] - rng.randint(0, 18))
            if ward == "NICU":
                given = rng.randint(20, min(75, unit["vol_ml"]))
            if r["emerg"]:
                dur = rng.randint(5, 30)
            else:
                dur = {"RBC": (90, 240), "FFP": (20, 45), "Cryo": (15, 30)}.get(comp, (20, 40))
                dur = rng.randint(*dur)
            t0 = round(rng.uniform(36.1, 37.3), 1)
            temps = [
                t0,
                round(t0 + rng.uniform(-0.2, 0.3), 1),
                round(t0 + rng.uniform(-0.3, 0.4), 1),
            ]
            h0 = rng.randint(62, 104) + (15 if r["emerg"] else 0)
            hrs = [h0, h0 + rng.randint(-6, 8), h0 + rng.randint(-8, 10)]
            checks = [rng.random() > 0.006 for _ in range(N_CHECKS)]
        issues.append(
            {
                "issue_no": f"ISS-25-{i + 1:05d}",
                "unitDIN": unit["din"],
                "mrn": r["mrn"],
                "ward": ward,
                "orderedBy": rng.choice(clinicians_by_ward[ward]),
                "issDt": r["day"].isoformat(),
                "ind_cd": ind,
                "xm_type": xm,
                "preHb": pre_hb,
                "volGivenMl": given,
                "durMin": dur,
                "obsTempC": temps,
                "hrBpm": hrs,
                "bedsideChk": checks,
                "is_emerg": r["emerg"],
                "retUnused": returned,
                "_comp": comp,
                "_unit": unit,
            }
        )

    # ---- units never issued: in stock, expired, discarded, quarantined ----
    extra = []
    all_comps = {"RBC": 62, "FFP": 16, "Apher PLT": 7, "Pooled PLT": 6, "Cryo": 9}
    for _ in range(N_EXTRA_UNITS):
        comp = _pick(rng, all_comps)
        status = _pick(rng, {"In stock": 52, "Expired": 27, "Discarded": 16, "Quarantined": 5})
        shelf = COMPONENTS[comp][0]
        if status in ("In stock", "Quarantined"):  # still in date at the export
            exp = END + timedelta(days=rng.randint(1, 6 if shelf == 7 else shelf - 3))
        elif status == "Expired":  # went out of date in the half year, never issued
            exp = _day(rng, START, END)
        else:  # discarded before its expiry
            exp = _day(rng, START + timedelta(days=shelf // 2), END + timedelta(days=shelf // 2))
        unit = _new_unit(
            rng, comp, _pick(rng, GROUPS), END, used_dins, coll=exp - timedelta(days=shelf)
        )
        unit["status"] = status
        if status in ("Discarded", "Quarantined") and rng.random() < 0.55:
            on = min(END, unit["collDt"] + timedelta(days=rng.randint(2, 5 if shelf == 7 else 25)))
            _excursion(rng, unit, on)
            if rng.random() < 0.3:  # the fridge alarmed again a few days later
                _excursion(rng, unit, min(END, on + timedelta(days=rng.randint(1, 4))))
        elif status == "In stock" and rng.random() < 0.03:  # a short excursion, assessed as OK
            _excursion(rng, unit, min(END, unit["collDt"] + timedelta(days=rng.randint(2, 10))))
        extra.append(unit)

    # ---- adverse events ----
    cats = list(EVT_CATS)
    cat_weights = [EVT_CATS[c][0] for c in cats]
    transfused = [x for x in issues if not x["retUnused"]]
    taken: dict[str, int] = {}
    raw_events = []
    for _ in range(N_EVENTS):
        cat = rng.choices(cats, weights=cat_weights)[0]
        tied = EVT_CATS[cat][1]
        if tied is None:
            tied = rng.random() < 0.5
        iss = None
        if tied:
            pool = transfused
            if cat == "IBCT":
                pool = [x for x in transfused if x["_comp"] in ("RBC", "Apher PLT")]
            elif cat == "TACO":
                pool = [x for x in transfused if x["_comp"] in ("RBC", "FFP")]
            elif cat == "DHTR":
                pool = [x for x in transfused if x["_comp"] == "RBC"]
            while True:
                iss = rng.choice(pool)
                # an issue carries at most one reaction; a near miss may sit beside one
                if taken.get(iss["issue_no"], 0) == 0 or (
                    cat == "Near miss" and rng.random() < 0.3
                ):
                    break
            taken[iss["issue_no"]] = taken.get(iss["issue_no"], 0) + 1
            issued = date.fromisoformat(iss["issDt"])
            lag = rng.randint(5, 14) if cat == "DHTR" else rng.choice([0, 0, 0, 1, 1, 2])
            rpt = min(END, issued + timedelta(days=lag))
        else:
            rpt = _day(rng, START, END)
        raw_events.append((rpt, cat, iss))
    raw_events.sort(key=lambda e: (e[0], e[2]["issue_no"] if e[2] else ""))

    meetings = []  # the transfusion committee meets on the second Tuesday of each month
    for m in range(1, 10):
        d = date(2025, m, 8)
        while d.weekday() != 1:
            d += timedelta(days=1)
        meetings.append(d)

    events = []
    for i, (rpt, cat, iss) in enumerate(raw_events):
        _, _, clinical, sx_pool = EVT_CATS[cat]
        sev = {
            "FNHTR": [60, 32, 8, 0],
            "Allergic": [70, 24, 6, 0],
            "TACO": [15, 50, 30, 5],
            "TRALI": [0, 20, 60, 20],
            "DHTR": [20, 55, 25, 0],
            "IBCT": [55, 35, 10, 0],
            "Near miss": [85, 15, 0, 0],
            "WBIT": [70, 30, 0, 0],
            "Cold chain": [60, 35, 5, 0],
            "Handling/storage": [75, 25, 0, 0],
        }[cat]
        grade = rng.choices([1, 2, 3, 4], weights=sev)[0]
        peak = None
        sx: list[str] = []
        spo2: list[int] = []
        inv: list[bool] = []
        if clinical:
            if cat == "FNHTR":
                peak = round(rng.uniform(38.0, 39.7), 1)
            elif cat in ("TRALI", "DHTR"):
                peak = round(rng.uniform(37.6, 38.9), 1)
            else:
                peak = round(rng.uniform(36.5, 37.9), 1)
            k = min(len(sx_pool), rng.choice([1, 2, 2, 3]))
            sx = sorted(rng.sample(sx_pool, k))
            if cat == "FNHTR" and "fever" not in sx:
                sx = sorted(sx[:-1] + ["fever"]) if len(sx) > 1 else ["fever"]
            pre = rng.randint(93, 99)
            evt = (
                rng.randint(78, 90)
                if cat in ("TACO", "TRALI")
                else max(88, pre - rng.randint(0, 4))
            )
            spo2 = [pre, evt]
            inv = [
                rng.random() < p
                for p in (0.9, 0.85, 0.6 if cat in ("FNHTR", "TRALI") else 0.2, 0.5)
            ]
            if iss is not None and iss["obsTempC"] and cat != "DHTR":
                t = iss["obsTempC"]  # the issue's end obs show the reaction
                iss["obsTempC"] = [
                    t[0],
                    max(t[1], round(min(peak, t[0] + 0.8), 1)),
                    max(t[2], peak),
                ]
                h = iss["hrBpm"]
                iss["hrBpm"] = [h[0], h[1], h[2] + rng.randint(10, 32)]
        if cat == "IBCT" and iss is not None and iss["bedsideChk"]:
            iss["bedsideChk"][rng.randrange(N_CHECKS)] = False
        shot = {
            "FNHTR": grade >= 2,
            "Allergic": grade >= 2,
            "Near miss": rng.random() < 0.6,
            "Cold chain": grade >= 3,
            "Handling/storage": grade >= 2 and rng.random() < 0.5,
        }.get(cat, True)
        age = (END - rpt).days
        closed = rng.random() < (0.93 if age > 60 else 0.45)
        reviews: list[date] = []
        if grade >= 2 or shot:
            nxt = [m for m in meetings if m > rpt + timedelta(days=5)]
            reviews = nxt[: rng.choice([1, 1, 2])]
        comp = iss["_comp"] if iss else rng.choice(["RBC", "RBC", "FFP", "Apher PLT", "Cryo"])
        ward = iss["ward"] if iss else rng.choice(list(WARDS))
        fill = {
            "temp": peak if peak is not None else round(rng.uniform(38.0, 39.2), 1),
            "min": rng.choice([10, 15, 20, 25, 30, 40, 45, 50, 90]),
            "comp": {"RBC": "red cells", "FFP": "FFP", "Cryo": "cryo"}.get(comp, "platelets"),
            "unit": {"RBC": "red cell", "FFP": "FFP", "Cryo": "cryo"}.get(comp, "platelet"),
            "a_unit": {"RBC": "a red cell", "FFP": "an FFP", "Cryo": "a cryo"}.get(
                comp, "a platelet"
            ),
            "ward": ward,
            "sat": spo2[1] if spo2 else rng.randint(80, 89),
            "fridge": rng.randint(1, 6),
            "rfridge": rng.randint(1, 3),
            "ftemp": round(rng.uniform(6.2, 9.8), 1),
            "clock": f"{rng.randint(0, 23):02d}:{rng.choice(['05', '10', '20', '35', '40', '50'])}",
            "role": rng.choice(
                ["nurse in charge", "BMS", "transfusion practitioner", "ward sister"]
            ),
            "shift": rng.choice(["night", "late", "early", "weekend"]),
        }
        events.append(
            {
                "evtNo": f"AE-25-{i + 1:04d}",
                "issRef": iss["issue_no"] if iss else None,
                "rptDt": rpt,
                "evt_cat": cat,
                "sevGr": grade,
                "rptr": rng.choice(REPORTERS),
                "peakTempC": peak,
                "shot_rptbl": shot,
                "closedYN": closed,
                "sx": sx,
                "spo2Pct": spo2,
                "invDone": inv,
                "revDts": reviews,
                "descr": _description(rng, cat, fill),
            }
        )

    # a few issued units had a short excursion before issue (assessed as OK)
    for x in issues:
        if rng.random() < 0.015:
            u = x["_unit"]
            _excursion(rng, u, u["collDt"] + timedelta(days=1))

    issued_units = {x["_unit"]["din"]: x["_unit"] for x in issues}
    units = sorted(list(issued_units.values()) + extra, key=lambda u: u["din"])
    for x in issues:
        del x["_comp"], x["_unit"]
    return {"Units": units, "Issues": issues, "AdvEvents": events}


def build(out: Path) -> Path:
    """Write `blood-bank/schema.json` and its three objects files under out."""
    formats = {"Units": "csv", "Issues": "jsonl", "AdvEvents": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats)


if __name__ == "__main__":
    _export.main(__doc__, build)
