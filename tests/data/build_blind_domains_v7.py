"""Build the three invented domains of the new-domain blind set v7, in the form `gymkit env import` reads.

    python tests/data/build_blind_domains_v7.py OUT [--objects 300]
    gymkit env import vet-clinics --schema OUT/vet-clinics/schema.json \
        --objects OUT/vet-clinics/objects --out SNAP          (and the same for the other two)
    gymkit data --source SNAP --out WORKSPACE

Three domains nobody tuned an agent for (tests/data/blind_domains_v7_commands.jsonl holds their
commands), each with its own naming habits, as different teams export their schemas:
- `vet-clinics`: a network of veterinary clinics (Clinics, Patients, Visits, VaxRecords).
  snake_case property names with abbreviations (`dob`, `wt_kg`, `is_neutered`, `hx_notes`) and
  terse descriptions ("Date of birth."). Objects as JSON lines.
- `film-archive`: a film archive (FilmPrints, Screenings, RestorationJobs). Long descriptive
  camelCase names (`originalReleaseYear`, `nitrateBaseFlag`) with full-sentence descriptions;
  one prose property declared with Weaviate's old `string` type. Objects as CSV (arrays as JSON
  strings in their cells).
- `wind-farms`: wind turbines, their maintenance logs and power readings (Turbines, MaintLogs,
  PowerReadings). Mixed, abbreviated camelCase (`ratedMw`, `hubHtM`, `lastInspDate`), some
  descriptions one word, some missing, and no `tokenization` in the schema. Objects as JSON lines.

Each domain is a folder with `schema.json` (Weaviate's REST form, `{"classes": [...]}`) and
`objects/<Collection>.jsonl` or `.csv`. Between them they hold every property type the card uses
(text, text[], int, int[], number, number[], boolean, boolean[], date, date[]), an identifier
(a name or a code) per collection, prose for searches, and transactional collections whose
reference properties hold another collection's names. The output is deterministic (one seeded
`random.Random` per domain), so the values the commands use always exist (at the default 300
objects per collection; 200 to 400 are supported).
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
OLD_PROSE = "old-prose"  # the same, declared with Weaviate's legacy `string` data type

# ---- schemas: (name, Weaviate data type or PROSE, description or None) per property --------

SCHEMAS: dict[str, list[tuple[str, str | None, list[tuple[str, str, str | None]]]]] = {
    "vet-clinics": [
        (
            "Clinics",
            "Clinics in the network.",
            [
                ("clinic_name", "text", "Clinic name."),
                ("clinic_notes", PROSE, "About the clinic."),
                ("region", "text", "Region."),
                ("num_vets", "int", "No. of vets."),
                ("has_er", "boolean", "24h ER."),
                ("services", "text[]", "Services."),
                ("open_days", "int[]", "Days open (1=Mon, 7=Sun)."),
                ("est_date", "date", "Date est."),
                ("exam_fees_usd", "number[]", "Exam fee tiers, USD."),
            ],
        ),
        (
            "Patients",
            "Animal patients.",
            [
                ("patient_name", "text", "Pet name + owner surname."),
                ("species", "text", "Species."),
                ("breed", "text", "Breed."),
                ("dob", "date", "Date of birth."),
                ("wt_kg", "number", "Weight, kg."),
                ("is_neutered", "boolean", "Neutered/spayed."),
                ("alert_flags", "text[]", "Chart alerts."),
                ("vax_due", "date[]", "Vax due dates."),
                ("hx_notes", PROSE, "Hx."),
            ],
        ),
        (
            "Visits",
            "Clinic visits.",
            [
                ("visit_code", "text", "Visit code."),
                ("patient_name", "text", "Patient."),
                ("clinic_name", "text", "Clinic."),
                ("vet_name", "text", "Attending vet."),
                ("visit_dt", "date", "Visit date."),
                ("reason", "text", "Reason for visit."),
                ("fee_usd", "number", "Fee, USD."),
                ("dur_min", "int", "Duration, min."),
                ("is_followup", "boolean", "Follow-up?"),
                ("rx", "text[]", "Meds dispensed."),
                ("pain_scores", "int[]", "Pain scores 0-4."),
                ("soap_notes", PROSE, "SOAP notes."),
            ],
        ),
        (
            "VaxRecords",
            "Vaccinations given.",
            [
                ("vax_code", "text", "Record code."),
                ("patient_name", "text", "Patient."),
                ("clinic_name", "text", "Given at."),
                ("vaccine", "text", "Vaccine."),
                ("admin_date", "date", "Date given."),
                ("next_due", "date", "Booster due."),
                ("dose_ml", "number", "Dose, mL."),
                ("adverse_rxn", "boolean", "Adverse rxn."),
                ("cold_chain_ok", "boolean[]", "Cold-chain checks."),
                ("remarks", PROSE, "Remarks."),
            ],
        ),
    ],
    "film-archive": [
        (
            "FilmPrints",
            "Each record describes one physical print of a film held in the archive's vaults.",
            [
                (
                    "filmTitle",
                    "text",
                    "The title of the film as it appears on the print's main title card.",
                ),
                (
                    "conditionAssessmentNarrative",
                    PROSE,
                    "A conservator's written account of the print's physical condition and the "
                    "damage observed on it.",
                ),
                (
                    "directorName",
                    "text",
                    "The name of the director credited on the print.",
                ),
                (
                    "originalReleaseYear",
                    "int",
                    "The year in which the film was first released to the public.",
                ),
                (
                    "filmGaugeFormat",
                    "text",
                    "The gauge of the film stock on which the print was struck.",
                ),
                (
                    "colourProcessName",
                    "text",
                    "The colour process, or black-and-white, in which the print was made.",
                ),
                (
                    "nitrateBaseFlag",
                    "boolean",
                    "Whether the print is on flammable nitrate base and must be kept in the "
                    "nitrate vault.",
                ),
                (
                    "runningTimeMinutes",
                    "int",
                    "The running time of the print in minutes at its intended projection speed.",
                ),
                (
                    "genreClassificationLabels",
                    "text[]",
                    "The genres under which the film is catalogued in the archive.",
                ),
                (
                    "reelShrinkagePercentages",
                    "number[]",
                    "The shrinkage measured on each reel of the print, as a percentage of its "
                    "original length.",
                ),
                (
                    "spliceCountsPerReel",
                    "int[]",
                    "The number of splices a conservator counted on each reel of the print.",
                ),
                (
                    "mostRecentInspectionDate",
                    "date",
                    "The date on which a conservator last inspected the print.",
                ),
            ],
        ),
        (
            "Screenings",
            "Each record describes one screening at which a print from the archive was projected.",
            [
                (
                    "screeningReferenceCode",
                    "text",
                    "The reference code the archive assigns to the screening.",
                ),
                (
                    "filmTitle",
                    "text",
                    "The title of the print that was projected at the screening.",
                ),
                (
                    "screeningVenueName",
                    "text",
                    "The name of the auditorium or venue in which the screening took place.",
                ),
                ("screeningDate", "date", "The date on which the screening took place."),
                (
                    "ticketsSoldCount",
                    "int",
                    "The number of tickets sold for the screening.",
                ),
                (
                    "admissionPriceEuros",
                    "number",
                    "The full admission price of one ticket, in euros.",
                ),
                (
                    "liveMusicalAccompaniment",
                    "boolean",
                    "Whether the screening was accompanied by musicians playing live.",
                ),
                (
                    "audienceRatingScores",
                    "int[]",
                    "The scores from 1 to 5 written on the audience feedback cards that were "
                    "handed in.",
                ),
                (
                    "reelChangeoverSuccessFlags",
                    "boolean[]",
                    "For each reel changeover during the screening, whether the projectionist "
                    "made it without a visible break.",
                ),
                (
                    "programmeNotesText",
                    OLD_PROSE,
                    "The programme notes handed to the audience, introducing the film and its "
                    "history.",
                ),
            ],
        ),
        (
            "RestorationJobs",
            "Each record describes one restoration job that a laboratory carried out on a print.",
            [
                (
                    "restorationJobNumber",
                    "text",
                    "The number the archive assigns to the restoration job.",
                ),
                (
                    "filmTitle",
                    "text",
                    "The title of the print that the restoration job worked on.",
                ),
                (
                    "restorationLaboratoryName",
                    "text",
                    "The name of the laboratory that carried out the restoration.",
                ),
                ("workStartDate", "date", "The date on which the laboratory began the work."),
                (
                    "estimatedBudgetEuros",
                    "number",
                    "The budget estimated for the job before it began, in euros.",
                ),
                (
                    "labourHoursLogged",
                    "number",
                    "The number of hours of work the laboratory logged on the job.",
                ),
                (
                    "soundtrackRestoredFlag",
                    "boolean",
                    "Whether the optical soundtrack was restored as part of the job.",
                ),
                (
                    "digitalScanResolutions",
                    "text[]",
                    "The resolutions at which the print was scanned during the job.",
                ),
                (
                    "milestoneReviewDates",
                    "date[]",
                    "The dates on which the archive's restoration committee reviewed the job.",
                ),
                (
                    "qualityControlPassFlags",
                    "boolean[]",
                    "For each quality-control pass, whether the restored material met the "
                    "archive's standard.",
                ),
                (
                    "technicianReportNarrative",
                    PROSE,
                    "The laboratory technician's report on the work carried out and the problems "
                    "met along the way.",
                ),
            ],
        ),
    ],
    "wind-farms": [
        (
            "Turbines",
            "Turbines.",
            [
                ("turbName", "text", "Name"),
                ("siteNm", "text", "Site"),
                ("mfr", "text", None),
                ("ratedMw", "number", "Rating"),
                ("hubHtM", "int", None),
                ("isOffshore", "boolean", None),
                ("commDate", "date", "Commissioned"),
                ("lastInspDate", "date", None),
                ("alarmHist", "text[]", "Alarms"),
                ("svcIntervalsMo", "int[]", None),
                ("yawAlignOk", "boolean[]", None),
                ("siteRemarks", PROSE, "Remarks"),
            ],
        ),
        (
            "MaintLogs",
            None,
            [
                ("logRef", "text", None),
                ("turbName", "text", "Turbine"),
                ("techNm", "text", "Technician"),
                ("workDt", "date", None),
                ("workType", "text", "Type"),
                ("downtimeHrs", "number", "Downtime"),
                ("costEur", "number", None),
                ("unplanned", "boolean", None),
                ("partsRepl", "text[]", "Parts"),
                ("torqueNm", "int[]", "Bolt torque checks (Nm)"),
                ("followUpDts", "date[]", None),
                ("workNotes", PROSE, None),
            ],
        ),
        (
            "PowerReadings",
            "Daily",
            [
                ("readingId", "text", None),
                ("turbName", "text", None),
                ("readDt", "date", "Date"),
                ("avgWindMs", "number", "Wind"),
                ("outputMwh", "number", "Output"),
                ("capFactorPct", "number", None),
                ("curtailed", "boolean", "Curtailed"),
                ("peakHrs", "int[]", None),
                ("sensorOk", "boolean[]", "Sensors"),
                ("kwSetpoints", "number[]", None),
                ("opsComment", PROSE, "Comment"),
            ],
        ),
    ],
}

# How each domain declares text tokenization (Weaviate REST `tokenization`), or None for not at all.
TOKENIZATION = {"vet-clinics": True, "film-archive": True, "wind-farms": False}
# The object file format of each domain.
FORMATS = {"vet-clinics": "jsonl", "film-archive": "csv", "wind-farms": "jsonl"}

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


def _plus(day: str, days: int) -> str:
    return (date.fromisoformat(day) + timedelta(days=days)).isoformat()


def _some(rng: random.Random, pool: list, most: int = 3, least: int = 1) -> list:
    return sorted(rng.sample(pool, rng.randint(least, most)))


def _flags(rng: random.Random, p: float = 0.65) -> list[bool]:
    return [rng.random() < p for _ in range(rng.randint(1, 3))]


def _prose(rng: random.Random, opener: str, topics: list[str], k: int = 3) -> str:
    return " ".join([opener, *rng.sample(topics, k)])


# ---- vet-clinics ---------------------------------------------------------------------------

CLINIC_HEADS = [
    "Larchmont",
    "Bramblegate",
    "Cedar Hollow",
    "Foxglove",
    "Marrowby",
    "Quillon",
    "Harrowmere",
    "Pebblebrook",
    "Thistlecombe",
    "Wickham Fen",
    "Oakhurst",
    "Saltmarsh",
    "Juniper Row",
    "Copperfield",
    "Heronsgate",
    "Alderstone",
    "Millbrook",
    "Rookwood",
    "Kingsferry",
    "Elmstead",
    "Brackenridge",
    "Dovecote",
    "Fairhollow",
    "Greywater",
    "Lindenholt",
]
CLINIC_TAILS = [
    "Animal Hospital",
    "Vet Clinic",
    "Pet Care",
    "Veterinary Centre",
    "Animal Clinic",
    "Vet Surgery",
    "Pet Hospital",
    "Veterinary Practice",
    "Companion Care",
    "Vet Group",
    "Animal Health",
    "Pet Clinic",
    "Veterinary Hospital",
    "Paws Clinic",
    "Vet Point",
    "Pet Practice",
]
REGIONS = ["Northside", "Lakeshore", "Valley", "Harbor", "Uplands"]
SERVICES = ["dental", "surgery", "imaging", "exotics", "grooming", "boarding", "physio"]
CLINIC_TOPICS = [
    "The clinic has a separate cat-only waiting room with raised shelves for carriers.",
    "Parking is limited, so clients are asked to use the lot behind the bakery.",
    "A hydrotherapy pool is used for post-surgical rehabilitation of dogs.",
    "The practice runs a low-cost vaccination evening on the first Thursday of each month.",
    "Its in-house laboratory returns blood panels within the hour.",
    "The building was a former fire station and the old engine bay is now the surgery suite.",
    "Exotic patients such as reptiles and birds are seen by appointment only.",
    "A digital radiography unit and an ultrasound scanner were installed last year.",
    "The team offers home euthanasia visits and a quiet remembrance room.",
    "Farm calls for goats and sheep are made on Tuesdays.",
    "Nurses run weight-loss clinics for overweight pets every Saturday morning.",
    "The clinic partners with a local shelter to neuter rescued strays.",
]
PET_NAMES = [
    "Biscuit",
    "Pepper",
    "Mochi",
    "Juniper",
    "Waffles",
    "Tansy",
    "Ziggy",
    "Nutmeg",
    "Barnaby",
    "Clover",
    "Pickle",
    "Sable",
    "Fennel",
    "Rufus",
    "Olive",
    "Marmalade",
    "Tofu",
    "Basil",
    "Winnie",
    "Cosmo",
    "Pippin",
    "Hazel",
    "Duke",
    "Luna",
    "Bramble",
]
OWNER_SURNAMES = [
    "Alvarado",
    "Okafor",
    "Lindqvist",
    "Moreau",
    "Tanaka",
    "Kowalczyk",
    "Brennan",
    "Haddad",
    "Ferreira",
    "Nakamura",
    "Ostrowski",
    "Delacroix",
    "Achebe",
    "Vasquez",
    "Thorne",
    "Ibsen",
]
BREEDS = {
    "dog": ["Labrador", "Beagle", "Border Collie", "Dachshund", "Greyhound", "mixed breed"],
    "cat": ["Maine Coon", "Siamese", "British Shorthair", "domestic shorthair", "Bengal"],
    "rabbit": ["Holland Lop", "Netherland Dwarf", "Rex"],
    "ferret": ["standard ferret"],
    "parrot": ["African Grey", "Cockatiel", "Budgerigar"],
    "guinea pig": ["Abyssinian", "Peruvian"],
}
SPECIES_WEIGHTS = {
    "dog": 0.4,
    "cat": 0.32,
    "rabbit": 0.1,
    "ferret": 0.05,
    "parrot": 0.07,
    "guinea pig": 0.06,
}
WEIGHT_KG = {
    "dog": (4, 45),
    "cat": (2.5, 8.5),
    "rabbit": (1, 4),
    "ferret": (0.6, 2),
    "parrot": (0.05, 0.6),
    "guinea pig": (0.7, 1.4),
}
ALERTS = ["anxious", "bites", "diabetic", "senior", "muzzle required", "cardiac"]
VAX_DUE = ["2027-01-15", "2027-04-01", "2027-07-01", "2027-10-01"]
HX_TOPICS = [
    "Owner reports occasional limping on the left hind leg after long walks.",
    "Had a foreign body removed from the stomach two years ago, a sock.",
    "Recurring ear infections, managed with cleaning drops every week.",
    "Prefers to be examined on the owner's lap and dislikes the scale.",
    "Itchy skin each spring, probably seasonal pollen allergy.",
    "Dental tartar noted at the last wellness exam, cleaning recommended.",
    "Heart murmur grade two detected as a young animal, stable since.",
    "Adopted from a shelter with an unknown vaccination history.",
    "On a prescription kidney diet since bloodwork showed raised values.",
    "Lost weight steadily after the owner switched to measured meals.",
    "Feather plucking during the winter months when kept indoors.",
    "Swallowed rat bait once and was treated with vitamin K.",
]
VETS = [
    "Dr. Imani Reyes",
    "Dr. Tobias Klein",
    "Dr. Saoirse Walsh",
    "Dr. Ravi Menon",
    "Dr. Helga Strand",
    "Dr. Kwame Boateng",
    "Dr. Lucia Ferri",
    "Dr. Owen Pryce",
    "Dr. Mei Lin",
    "Dr. Anders Holm",
    "Dr. Nadia Petrova",
    "Dr. Felix Adler",
]
REASONS = [
    "wellness exam",
    "vaccination",
    "injury",
    "dental cleaning",
    "surgery",
    "skin problem",
    "vomiting",
]
RX = [
    "amoxicillin",
    "carprofen",
    "gabapentin",
    "maropitant",
    "prednisolone",
    "meloxicam",
    "apoquel",
]
SOAP_TOPICS = [
    "Subjective: eating well, bright and alert at presentation.",
    "Palpation revealed mild discomfort in the cranial abdomen.",
    "A small laceration on the paw pad was cleaned and bandaged.",
    "Temperature slightly raised; bloods taken for a full panel.",
    "Teeth scaled and polished under general anaesthetic without complication.",
    "Owner advised to restrict exercise for ten days and return for a recheck.",
    "Skin scrape negative for mites; suspect contact dermatitis.",
    "Patient vomited twice in the waiting room; fluids given under the skin.",
    "Radiographs show no fracture, soft tissue swelling only.",
    "Discussed a weight management plan and measured feeding.",
    "Stitches removed, wound healed cleanly.",
    "Nervous patient, handled with a towel wrap and treats.",
]
VACCINES = {
    "dog": ["rabies", "DHPP", "bordetella", "leptospirosis"],
    "cat": ["rabies", "FVRCP"],
    "rabbit": ["RHDV2"],
    "ferret": ["rabies"],
    "parrot": ["polyomavirus"],
    "guinea pig": [],
}
REMARK_TOPICS = [
    "Given in the right hind leg, patient did not flinch.",
    "Mild swelling at the injection site, owner told to watch it overnight.",
    "Vial taken from the fridge two minutes before use.",
    "Owner brought the paper certificate from the previous clinic.",
    "Lethargy reported the following day, resolved without treatment.",
    "Booster reminder sent by text message.",
    "Patient sedated lightly because of aggression.",
    "Combined with a nail trim at the owner's request.",
    "Vaccine supply delayed, given one week late.",
    "Hives appeared on the muzzle within twenty minutes and an antihistamine was given.",
]


def vet_clinics(n: int) -> dict[str, list[dict]]:
    rng = random.Random(70_701)
    clinics = []
    for name in _names(rng, CLINIC_HEADS, CLINIC_TAILS, n):
        clinics.append(
            {
                "clinic_name": name,
                "clinic_notes": _prose(rng, f"{name} is part of the network.", CLINIC_TOPICS),
                "region": rng.choice(REGIONS),
                "num_vets": rng.randint(1, 14),
                "has_er": rng.random() < 0.35,
                "services": _some(rng, SERVICES),
                "open_days": sorted(rng.sample([1, 2, 3, 4, 5, 6, 7], rng.randint(4, 7))),
                "est_date": _day(rng, date(1988, 1, 1), date(2025, 12, 31)),
                "exam_fees_usd": _some(rng, [45.0, 60.0, 75.0, 95.0, 120.0]),
            }
        )
    species_pool = list(SPECIES_WEIGHTS)
    species_w = [SPECIES_WEIGHTS[s] for s in species_pool]
    patients = []
    for name in _names(rng, PET_NAMES, OWNER_SURNAMES, n):
        sp = rng.choices(species_pool, species_w)[0]
        lo, hi = WEIGHT_KG[sp]
        patients.append(
            {
                "patient_name": name,
                "species": sp,
                "breed": rng.choice(BREEDS[sp]),
                "dob": _day(rng, date(2009, 1, 1), date(2025, 10, 31)),
                "wt_kg": round(rng.uniform(lo, hi), 2),
                "is_neutered": rng.random() < 0.6,
                "alert_flags": _some(rng, ALERTS, 2),
                "vax_due": _some(rng, VAX_DUE),
                "hx_notes": _prose(rng, f"{name.split()[0]} is a {sp}.", HX_TOPICS),
            }
        )
    species_of = {p["patient_name"]: p["species"] for p in patients}
    busy_clinics = [c["clinic_name"] for c in clinics[: max(1, n * 2 // 3)]]
    seen_patients = [p["patient_name"] for p in patients[: max(1, n * 3 // 4)]]
    vaccinated = [p for p in seen_patients if VACCINES[species_of[p]]]
    if not vaccinated:
        raise SystemExit(f"no vaccinable patient among {n} objects: use more objects")
    visits = []
    for i in range(n):
        pet = rng.choice(seen_patients)
        reason = rng.choice(REASONS)
        visits.append(
            {
                "visit_code": f"VIS-{i + 1:05d}",
                "patient_name": pet,
                "clinic_name": rng.choice(busy_clinics),
                "vet_name": rng.choice(VETS),
                "visit_dt": _day(rng, date(2025, 1, 2), date(2026, 10, 30)),
                "reason": reason,
                "fee_usd": round(rng.uniform(38, 1850 if reason == "surgery" else 420), 2),
                "dur_min": rng.randrange(10, 181 if reason == "surgery" else 61, 5),
                "is_followup": rng.random() < 0.3,
                "rx": _some(rng, RX),
                "pain_scores": [rng.randint(0, 4) for _ in range(rng.randint(1, 3))],
                "soap_notes": _prose(rng, f"Seen for {reason}.", SOAP_TOPICS),
            }
        )
    vax = []
    for i in range(n):
        pet = rng.choice(vaccinated)
        given = _day(rng, date(2024, 9, 1), date(2026, 10, 15))
        vax.append(
            {
                "vax_code": f"VAX-{i + 1:05d}",
                "patient_name": pet,
                "clinic_name": rng.choice(busy_clinics),
                "vaccine": rng.choice(VACCINES[species_of[pet]]),
                "admin_date": given,
                "next_due": _plus(given, rng.choice([182, 365, 1095])),
                "dose_ml": rng.choice([0.25, 0.5, 1.0, 2.0]),
                "adverse_rxn": rng.random() < 0.12,
                "cold_chain_ok": _flags(rng, 0.8),
                "remarks": _prose(rng, f"Vaccination record for {pet}.", REMARK_TOPICS, 2),
            }
        )
    return {"Clinics": clinics, "Patients": patients, "Visits": visits, "VaxRecords": vax}


# ---- film-archive --------------------------------------------------------------------------

TITLE_HEADS = [
    "The Lantern",
    "Midnight",
    "Harbour",
    "The Glass",
    "Winter",
    "The Silent",
    "Copper",
    "Paper",
    "The Last",
    "Velvet",
    "Orchard",
    "The Hollow",
    "Salt",
    "Ember",
    "The Painted",
    "Northbound",
    "The Crooked",
    "Tin",
    "Lighthouse",
    "The Wandering",
]
TITLE_TAILS = [
    "Express",
    "Bride",
    "Waltz",
    "Keeper",
    "Horizon",
    "Circus",
    "Affair",
    "Promise",
    "Lullaby",
    "Signal",
    "Tide",
    "Regiment",
    "Masquerade",
    "Frontier",
    "Cathedral",
    "Telegram",
    "Carnival",
    "Serenade",
    "Harvest",
    "Ferry",
]
DIRECTORS = [
    "Ines Valdaro",
    "Kasimir Brandt",
    "Odette Laurier",
    "Henrik Solberg",
    "Maud Ashcombe",
    "Teodor Halas",
    "Clement Rieux",
    "Vera Koval",
    "Ambrose Keating",
    "Livia Santangelo",
    "Jun Okabe",
    "Ruth Ellery",
    "Anton Drozd",
    "Beatrix Moll",
    "Silvio Marchetti",
    "Greta Lindahl",
    "Ferdinand Roux",
    "Hollis Crane",
]
GAUGES = ["35mm", "16mm", "70mm", "9.5mm", "Super 8"]
COLOUR_PROCESSES = ["black-and-white", "Technicolor", "Eastmancolor", "Agfacolor", "hand-tinted"]
GENRES = [
    "melodrama",
    "western",
    "documentary",
    "comedy",
    "film noir",
    "newsreel",
    "animation",
    "musical",
]
SHRINKAGE = [0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.5, 2.0]
CONDITION_TOPICS = [
    "Vinegar syndrome has set in on the second reel and the base smells strongly acidic.",
    "Perforations are torn along several metres near the head of the first reel.",
    "The emulsion shows deep vertical scratches running through the whole of the final act.",
    "Mould spots are visible on the outer turns of the roll.",
    "Colour dyes have faded badly towards magenta.",
    "The print is brittle and curls when unwound on the rewind bench.",
    "Previous repairs were made with adhesive tape that has since yellowed.",
    "Water damage from a flood in the old vault left tide marks on the edges.",
    "The image is sharp and the print is in remarkably good condition overall.",
    "The optical soundtrack is worn and crackles audibly during projection.",
    "Several frames are missing where a censor cut the kissing scene.",
    "Nitrate decomposition has begun, with a sticky, honey-like surface on one reel.",
]
VENUES = [
    "Salle Lumière",
    "Studio Cinema",
    "Garden Pavilion",
    "Vault Theatre",
    "Harbour Picturehouse",
]
PROGRAMME_TOPICS = [
    "The film was thought lost until a print surfaced in a private collection.",
    "This screening is part of a retrospective devoted to the director.",
    "A pianist accompanies the film with an improvised score.",
    "The print shown tonight was restored from the original camera negative.",
    "Critics at the time dismissed the film, but it is now regarded as a classic.",
    "The leading actress performed her own stunts on the moving train.",
    "Audiences are warned that the print contains period racial stereotypes.",
    "The film was shot on location in a fishing village that no longer exists.",
    "A curator introduces the screening and takes questions afterwards.",
    "This is one of only three surviving prints in the world.",
    "The screening celebrates the centenary of the studio that produced it.",
    "Children under twelve are admitted free to this matinee.",
]
LABS = [
    "Lanternhouse Film Lab",
    "Silverhalide Studios",
    "Reelwright Conservation",
    "Northlight Imaging",
]
RESOLUTIONS = ["2K", "4K", "6K", "8K"]
MILESTONES = ["2026-02-02", "2026-05-04", "2026-08-03", "2026-11-02"]
TECH_TOPICS = [
    "Each reel was cleaned by hand with a solvent wipe before scanning.",
    "Shrunken reels were scanned on a sprocketless transport to avoid further damage.",
    "Digital dust busting removed thousands of specks frame by frame.",
    "The flicker caused by uneven development was stabilised in grading.",
    "Torn perforations were repaired with polyester splicing tape.",
    "A missing shot was recovered from a duplicate negative found abroad.",
    "The soundtrack was rebuilt from the optical track and a later magnetic copy.",
    "Colour was graded against a surviving original release print as reference.",
    "Wet-gate printing reduced the visibility of base scratches.",
    "Warped reels were humidified for two weeks before any work began.",
    "Intertitles were recreated in the original typeface from archive stills.",
    "The job ran over budget because of unexpected mould on the last reel.",
]


def film_archive(n: int) -> dict[str, list[dict]]:
    rng = random.Random(70_702)
    prints = []
    for title in _names(rng, TITLE_HEADS, TITLE_TAILS, n):
        year = rng.randint(1912, 1989)
        nitrate = year < 1952 and rng.random() < 0.75
        reels = rng.randint(1, 3)
        prints.append(
            {
                "filmTitle": title,
                "conditionAssessmentNarrative": _prose(
                    rng, f"Condition report for the print of {title}.", CONDITION_TOPICS
                ),
                "directorName": rng.choice(DIRECTORS),
                "originalReleaseYear": year,
                "filmGaugeFormat": rng.choice(GAUGES),
                "colourProcessName": "black-and-white"
                if year < 1935 and rng.random() < 0.8
                else rng.choice(COLOUR_PROCESSES),
                "nitrateBaseFlag": nitrate,
                "runningTimeMinutes": rng.randint(8, 40)
                if rng.random() < 0.2
                else rng.randint(62, 188),
                "genreClassificationLabels": _some(rng, GENRES, 2),
                "reelShrinkagePercentages": sorted(rng.choice(SHRINKAGE) for _ in range(reels)),
                "spliceCountsPerReel": [rng.randint(0, 12) for _ in range(reels)],
                "mostRecentInspectionDate": _day(rng, date(2019, 1, 1), date(2026, 9, 30)),
            }
        )
    shown = [p["filmTitle"] for p in prints[: max(1, n * 2 // 3)]]
    screenings = []
    for i in range(n):
        title = rng.choice(shown)
        screenings.append(
            {
                "screeningReferenceCode": f"SCR-{i + 1:04d}",
                "filmTitle": title,
                "screeningVenueName": rng.choice(VENUES),
                "screeningDate": _day(rng, date(2024, 1, 5), date(2026, 12, 20)),
                "ticketsSoldCount": rng.randint(4, 420),
                "admissionPriceEuros": rng.choice([0.0, 5.0, 7.5, 9.0, 12.0, 15.0]),
                "liveMusicalAccompaniment": rng.random() < 0.3,
                "audienceRatingScores": sorted(rng.randint(1, 5) for _ in range(rng.randint(1, 3))),
                "reelChangeoverSuccessFlags": _flags(rng, 0.75),
                "programmeNotesText": _prose(rng, f"Programme note: {title}.", PROGRAMME_TOPICS),
            }
        )
    restored = [p["filmTitle"] for p in prints[: max(1, n // 2)]]
    jobs = []
    for i in range(n):
        title = rng.choice(restored)
        jobs.append(
            {
                "restorationJobNumber": f"RST-{i + 1:04d}",
                "filmTitle": title,
                "restorationLaboratoryName": rng.choice(LABS),
                "workStartDate": _day(rng, date(2023, 1, 9), date(2026, 10, 30)),
                "estimatedBudgetEuros": round(rng.uniform(1800, 145000), 2),
                "labourHoursLogged": round(rng.uniform(6, 900), 1),
                "soundtrackRestoredFlag": rng.random() < 0.45,
                "digitalScanResolutions": _some(rng, RESOLUTIONS, 2),
                "milestoneReviewDates": _some(rng, MILESTONES),
                "qualityControlPassFlags": _flags(rng, 0.7),
                "technicianReportNarrative": _prose(rng, f"Restoration of {title}.", TECH_TOPICS),
            }
        )
    return {"FilmPrints": prints, "Screenings": screenings, "RestorationJobs": jobs}


# ---- wind-farms ----------------------------------------------------------------------------

TURBINE_HEADS = [
    "Skarv",
    "Tjeld",
    "Havorn",
    "Lunde",
    "Terne",
    "Spove",
    "Ravn",
    "Krake",
    "Heire",
    "Svale",
    "Fjelljo",
    "Alke",
    "Lomvi",
    "Ærfugl",
    "Gråmåke",
    "Snipe",
    "Vipe",
    "Stær",
    "Ugle",
    "Falk",
]
SITES = ["Corran Moor", "Blackwater Bank", "Selkie Sound", "Tarn Edge", "Hollin Fell"]
OFFSHORE_SITES = {"Blackwater Bank", "Selkie Sound"}
MFRS = ["Nordvind", "Aeolix", "Brisa Dynamics", "Halcyon Power", "Tern Systems"]
RATINGS = [2.0, 2.5, 3.0, 3.6, 4.2, 6.0, 8.0]
ALARMS = ["pitch fault", "overspeed", "grid loss", "icing", "vibration", "yaw misalignment"]
SVC_INTERVALS = [3, 6, 12, 24]
TURBINE_TOPICS = [
    "Access is by a forestry track that becomes impassable after heavy snow.",
    "The crew transfer vessel can only berth in waves below one and a half metres.",
    "A pair of golden eagles nests on the crag within sight of the nacelle.",
    "Shadow flicker complaints from the farmhouse below led to a curtailment schedule.",
    "The foundation is a monopile driven into dense glacial clay.",
    "Lightning struck the blade tip last winter and the receptor was replaced.",
    "The tower has a service lift, so climbing gear is only needed above the yaw deck.",
    "Salt spray corrosion is visible on the external ladder and platform grating.",
    "Peat slide monitoring pins surround the crane pad.",
    "Bat detectors were installed on the nacelle for the ecological survey.",
    "Noise measurements at the nearest house stay within the consent limits.",
    "The unit was repowered with longer blades and a new controller.",
]
TECHS = [
    "Ingrid Dahl",
    "Marek Zielinski",
    "Callum Fraser",
    "Ayo Bakare",
    "Sunniva Berg",
    "Tomas Lindgren",
    "Priya Raman",
    "Eoin Gallagher",
    "Hanne Moe",
    "Jakub Novak",
    "Rosa Quintero",
    "Lars Eide",
]
WORK_TYPES = [
    "gearbox service",
    "blade repair",
    "pitch system",
    "yaw drive",
    "generator",
    "converter",
    "inspection",
]
PARTS = [
    "main bearing",
    "brake pad",
    "pitch motor",
    "oil filter",
    "slip ring",
    "anemometer",
    "carbon brushes",
]
TORQUES = [350, 420, 500, 650, 800]
FOLLOW_UPS = ["2026-11-16", "2027-01-11", "2027-03-08", "2027-05-10"]
WORK_TOPICS = [
    "Gearbox oil sample showed metal particles above the warning threshold.",
    "Leading edge erosion on blade B was filled and recoated.",
    "The crew stood down at noon because the wind rose above the climbing limit.",
    "A hydraulic leak at the pitch cylinder was traced to a cracked hose.",
    "Replaced the yaw brake pads and cleaned the brake disc.",
    "Drone inspection found a crack near the blade root that needs monitoring.",
    "Converter cooling fan was seized and has been swapped.",
    "All tower flange bolts were torque-checked and marked.",
    "The nacelle was full of seabirds' nesting material, which was cleared.",
    "Generator bearings were greased and the vibration levels dropped afterwards.",
    "A software update to the controller fixed the repeating grid-loss trip.",
    "Ice on the blades delayed the restart until the afternoon.",
]
OPS_TOPICS = [
    "Output limited by the grid operator during the evening peak.",
    "Steady westerly winds all day with no alarms.",
    "Brief shutdown after a gust exceeded the cut-out speed.",
    "Icing detected on the anemometer in the morning.",
    "Low wind, the turbine idled for most of the afternoon.",
    "Curtailed at night for bat protection.",
    "Power curve matched the warranted curve closely.",
    "A storm front passed through and the turbine yawed repeatedly.",
    "SCADA link dropped for two hours and the readings were backfilled.",
    "Wake effects from the neighbouring row reduced output.",
]


def wind_farms(n: int) -> dict[str, list[dict]]:
    rng = random.Random(70_703)
    turbines = []
    for name in _names(rng, TURBINE_HEADS, [f"{i:02d}" for i in range(1, 21)], n, sep="-"):
        site = rng.choice(SITES)
        offshore = site in OFFSHORE_SITES
        rating = rng.choice(RATINGS[3:] if offshore else RATINGS[:5])
        commissioned = _day(rng, date(2004, 3, 1), date(2024, 11, 30))
        turbines.append(
            {
                "turbName": name,
                "siteNm": site,
                "mfr": rng.choice(MFRS),
                "ratedMw": rating,
                "hubHtM": rng.randrange(60, 151, 5),
                "isOffshore": offshore,
                "commDate": commissioned,
                "lastInspDate": _day(rng, date(2024, 1, 1), date(2026, 10, 31)),
                "alarmHist": _some(rng, ALARMS),
                "svcIntervalsMo": _some(rng, SVC_INTERVALS, 2),
                "yawAlignOk": _flags(rng, 0.7),
                "siteRemarks": _prose(rng, f"{name} stands at {site}.", TURBINE_TOPICS),
            }
        )
    rating_of = {t["turbName"]: t["ratedMw"] for t in turbines}
    active = [t["turbName"] for t in turbines[: max(1, n * 2 // 3)]]
    logs = []
    for i in range(n):
        turb = rng.choice(active)
        work = rng.choice(WORK_TYPES)
        logs.append(
            {
                "logRef": f"ML-{i + 1:05d}",
                "turbName": turb,
                "techNm": rng.choice(TECHS),
                "workDt": _day(rng, date(2025, 1, 6), date(2026, 10, 30)),
                "workType": work,
                "downtimeHrs": round(rng.uniform(0.5, 96), 1),
                "costEur": round(rng.uniform(250, 48000), 2),
                "unplanned": rng.random() < 0.4,
                "partsRepl": _some(rng, PARTS),
                "torqueNm": _some(rng, TORQUES),
                "followUpDts": _some(rng, FOLLOW_UPS, 2),
                "workNotes": _prose(rng, f"{work.capitalize()} on {turb}.", WORK_TOPICS),
            }
        )
    readings = []
    for i in range(n):
        turb = rng.choice(active)
        wind = round(rng.uniform(2.0, 16.5), 1)
        cap = round(min(97.0, max(0.0, (wind - 3) * 7.5 + rng.uniform(-8, 8))), 1)
        readings.append(
            {
                "readingId": f"PR-{i + 1:05d}",
                "turbName": turb,
                "readDt": _day(rng, date(2026, 1, 1), date(2026, 9, 30)),
                "avgWindMs": wind,
                "outputMwh": round(rating_of[turb] * 24 * cap / 100, 2),
                "capFactorPct": cap,
                "curtailed": rng.random() < 0.2,
                "peakHrs": _some(rng, [0, 3, 6, 9, 12, 15, 18, 21]),
                "sensorOk": _flags(rng, 0.75),
                "kwSetpoints": _some(rng, [500.0, 1000.0, 1500.0, 2000.0, 2500.0], 2),
                "opsComment": _prose(rng, f"{turb} daily.", OPS_TOPICS, 2),
            }
        )
    return {"Turbines": turbines, "MaintLogs": logs, "PowerReadings": readings}


BUILDERS = {
    "vet-clinics": vet_clinics,
    "film-archive": film_archive,
    "wind-farms": wind_farms,
}


def weaviate_schema(domain: str) -> dict:
    """The domain's schema as Weaviate's REST API returns it (`GET /v1/schema`)."""
    classes = []
    for name, description, props in SCHEMAS[domain]:
        properties = []
        for prop_name, data_type, prop_description in props:
            prose = data_type in (PROSE, OLD_PROSE)
            weaviate_type = {PROSE: "text", OLD_PROSE: "string"}.get(data_type, data_type)
            prop: dict = {"name": prop_name, "dataType": [weaviate_type]}
            if prop_description is not None:
                prop["description"] = prop_description
            if TOKENIZATION[domain] and weaviate_type in ("text", "text[]", "string"):
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
