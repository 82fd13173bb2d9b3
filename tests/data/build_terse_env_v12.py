"""Write `vet-practice`: an invented small-animal veterinary practice's export, named tersely.

Brackenfold Vets, an invented two-vet-room small-animal practice (every patient, owner, vet, nurse,
receptionist and note is made up; species, breeds, diagnoses, drugs and clinical shorthand are the
ordinary ones of the trade), exported its practice management system the way an engineer exports
it: abbreviated property names in mixed habits (snake_case `pt_no`, `appt_id`, `preop_chk`,
`rx_no`; camelCase `petNm`, `dtReg`, `bwHist`, `isIns`, `phcTier`, `ptNo`, `dtAppt`, `tempC`,
`durMin`, `bwKg`, `isGA`, `feeGbp`, `insClaim`, `ptRef`, `dtDisp`, `legalCat`, `nUnits`,
`doseMgkg`, `isCD`, `priceGbp`, `lblAdv`; PascalCase `Sp`, `BCS`, `Status`, `ApptTyp`, `Dx`,
`Prod`; glued lowercase `breed`, `sex`, `dob`, `owner`, `alerts`, `vaccdts`, `vet`, `hrrr`, `hx`,
`freq`, `days`, `rpt`, `dispby`; prefixes `dt`, `n`, `is`), abbreviated class names (`Pts`,
`Appts`, `RxLns`), terse descriptions in the trade's shorthand ("Sp.", "Sex (M/F/MN/FN)", "BW
hist, kg", "BCS /9", "PHC tier", "Appt typ.", "T, C", "HR/RR, /min", "GA?", "Pre-op chk
(consent/fast/bloods/IVFT)", "Dx", "Fee ex VAT, £", "Hx/CE", "Cat. (POM-V/POM-VPS/NFA-VPS/
AVM-GSL)", "Dose, mg/kg", "Freq (SID/BID/TID/EOD)", "Dur, d", "CD?", "Rpt Rx?", "Label adv."),
four properties with no description (`breed`, `owner`, `vet`, `dispby`) and one collection
(`RxLns`) with no class description.

- `Pts` (CSV): the patient register, active and historical: patient number, name, species, breed,
  sex, date of birth, registration date, owner, body weight history, body condition score,
  insured, health plan tier, alerts, vaccination dates and status. Arrays are JSON strings in cells.
- `Appts` (JSON Lines): every appointment from Thursday 2025-01-02 to Saturday 2025-06-28
  (consults, vaccinations, re-examinations, nurse clinics, neuters, dentals, lump removals,
  out-of-hours calls and euthanasias): the patient, date, type, vet, temperature, heart and
  respiratory rates, length, weight, general anaesthetic or not, the four pre-op checks, the
  diagnoses, the fee, an insurance claim or not, and the clinical notes (`hx`, the one prose
  property, 15-35 words).
- `RxLns` (Parquet, no class description): one row per dispensing line, numbered in date order:
  `ptRef` refers to `Pts.pt_no` (as `Appts.ptNo` does: both references name patients), the date,
  product, legal category, quantity, dose, frequency, course length, controlled drug, repeat
  prescription, price, label advice and who dispensed it.

Every property type of the card appears: text (identifiers, codes, categories, references,
person names), text[], int, int[], number, number[], boolean, boolean[], date, date[] and prose.
The output is deterministic (one seeded `random.Random`).

Usage: python build_terse_env_v12.py OUT   (writes OUT/vet-practice/schema.json and objects/)
"""

from __future__ import annotations

import math
import random
from datetime import date, timedelta
from pathlib import Path

import _terse_export as _export

DOMAIN = "vet-practice"
PROSE = "prose"  # free text; exported, like every text property, with `word` tokenization
START, EXPORT_DAY = date(2025, 1, 2), date(2025, 6, 28)  # Thursday to Saturday
BANK_HOLIDAYS = [
    date(2025, 1, 1),
    date(2025, 4, 18),
    date(2025, 4, 21),
    date(2025, 5, 5),
    date(2025, 5, 26),
]

# ---- schema: (name, Weaviate data type, terse description or None) per property -----------

SCHEMA: list[tuple[str, str | None, list[tuple[str, str, str | None]]]] = [
    (
        "Pts",
        "Pt reg. (active+hist.)",
        [
            ("pt_no", "text", "Pt #"),
            ("petNm", "text", "Name"),
            ("Sp", "text", "Sp."),
            ("breed", "text", None),
            ("sex", "text", "Sex (M/F/MN/FN)"),
            ("dob", "date", "DOB"),
            ("dtReg", "date", "Reg."),
            ("owner", "text", None),
            ("bwHist", "number[]", "BW hist, kg"),
            ("BCS", "int", "BCS /9"),
            ("isIns", "boolean", "Insured?"),
            ("phcTier", "text", "PHC tier"),
            ("alerts", "text[]", "Alerts/cautions"),
            ("vaccdts", "date[]", "Vacc dts"),
            ("Status", "text", "Stat."),
        ],
    ),
    (
        "Appts",
        "Appt/consult log",
        [
            ("appt_id", "text", "Appt #"),
            ("ptNo", "text", "Pt #"),
            ("dtAppt", "date", "Appt dt"),
            ("ApptTyp", "text", "Appt typ."),
            ("vet", "text", None),
            ("tempC", "number", "T, C"),
            ("hrrr", "int[]", "HR/RR, /min"),
            ("durMin", "int", "Dur, min"),
            ("bwKg", "number", "BW, kg"),
            ("isGA", "boolean", "GA?"),
            ("preop_chk", "boolean[]", "Pre-op chk (consent/fast/bloods/IVFT)"),
            ("Dx", "text[]", "Dx"),
            ("feeGbp", "number", "Fee ex VAT, £"),
            ("insClaim", "boolean", "Ins. claim?"),
            ("hx", PROSE, "Hx/CE"),
        ],
    ),
    (
        "RxLns",
        None,
        [
            ("rx_no", "text", "Rx #"),
            ("ptRef", "text", "Pt"),
            ("dtDisp", "date", "Disp."),
            ("Prod", "text", "Prod./strength"),
            ("legalCat", "text", "Cat. (POM-V/POM-VPS/NFA-VPS/AVM-GSL)"),
            ("nUnits", "int", "Qty (tabs/ml/pip./pk)"),
            ("doseMgkg", "number", "Dose, mg/kg"),
            ("freq", "text", "Freq (SID/BID/TID/EOD)"),
            ("days", "int", "Dur, d"),
            ("isCD", "boolean", "CD?"),
            ("rpt", "boolean", "Rpt Rx?"),
            ("priceGbp", "number", "Price inc VAT, £"),
            ("lblAdv", "text[]", "Label adv."),
            ("dispby", "text", None),
        ],
    ),
]

# ---- value pools ---------------------------------------------------------------------------

# species: (weight, breeds {breed: (weight, adult kg)}, age at START (lo, hi, mode) in years)
SPECIES = {
    "Canine": (
        52,
        {
            "Labrador Retriever": (9, 30.0),
            "Cocker Spaniel": (7, 14.0),
            "Border Collie": (5, 19.0),
            "Staffordshire Bull Terrier": (5, 17.0),
            "Cockapoo": (8, 10.0),
            "French Bulldog": (5, 12.5),
            "Jack Russell Terrier": (5, 7.0),
            "Springer Spaniel": (4, 20.0),
            "German Shepherd": (3, 34.0),
            "Cavalier KCS": (3, 8.5),
            "Crossbreed": (9, 0.0),
            "Whippet": (2, 13.0),
            "Golden Retriever": (3, 31.0),
            "Shih Tzu": (3, 6.5),
            "Miniature Schnauzer": (3, 8.0),
            "Dachshund": (3, 7.5),
            "Labradoodle": (4, 25.0),
        },
        (0.3, 15.5, 5.0),
    ),
    "Feline": (
        36,
        {
            "DSH": (30, 4.3),
            "DLH": (6, 4.6),
            "British SH": (4, 5.2),
            "Maine Coon": (2, 6.8),
            "Ragdoll": (3, 5.5),
            "Siamese": (2, 3.8),
            "Bengal": (2, 4.9),
        },
        (0.3, 19.5, 7.0),
    ),
    "Rabbit": (
        6,
        {
            "Netherland Dwarf": (3, 1.1),
            "Lionhead": (3, 1.6),
            "Mini Lop": (4, 1.9),
            "Dutch": (2, 2.3),
        },
        (0.3, 10.0, 3.0),
    ),
    "Guinea pig": (
        3,
        {"Abyssinian": (2, 1.0), "Teddy": (1, 1.0), "Smooth-haired": (2, 0.95)},
        (0.3, 7.0, 2.5),
    ),
    "Ferret": (1.5, {"Sable": (2, 1.3), "Albino": (1, 1.2)}, (0.5, 8.5, 3.0)),
    "Tortoise": (1.5, {"Hermann's": (2, 1.1), "Horsfield": (1, 0.8)}, (3.0, 55.0, 20.0)),
}
PET_NAMES = [
    "Bella",
    "Luna",
    "Milo",
    "Alfie",
    "Poppy",
    "Teddy",
    "Coco",
    "Bailey",
    "Daisy",
    "Ruby",
    "Max",
    "Charlie",
    "Willow",
    "Nala",
    "Simba",
    "Oscar",
    "Tilly",
    "Bonnie",
    "Rosie",
    "Archie",
    "Bramble",
    "Pickle",
    "Biscuit",
    "Pepper",
    "Smudge",
    "Tigger",
    "Misty",
    "Shadow",
    "Juno",
    "Hector",
    "Mabel",
    "Otis",
    "Ziggy",
    "Percy",
    "Basil",
    "Pip",
    "Nutmeg",
    "Clover",
    "Thumper",
    "Hazel",
    "Peanut",
    "Marley",
    "Loki",
    "Bear",
    "Buster",
    "Winnie",
    "Murphy",
    "Reggie",
    "Dexter",
    "Frankie",
    "Lola",
    "Maisie",
    "Olive",
    "Pixie",
    "Rolo",
    "Sooty",
    "Tinkerbell",
    "Toffee",
    "Whisky",
    "Ziggy",
    "Barney",
    "Bruno",
    "Cleo",
    "Dotty",
    "Elsie",
    "Fudge",
    "Gizmo",
    "Honey",
    "Indie",
    "Jasper",
    "Kiki",
    "Lottie",
    "Mango",
    "Noodle",
    "Oreo",
    "Pudding",
    "Quincy",
    "Rocco",
    "Saffy",
    "Tango",
    "Usher",
    "Vinnie",
    "Wilf",
    "Xena",
    "Yoshi",
    "Zola",
    "Bramley",
    "Crumble",
    "Domino",
    "Ember",
    "Fern",
    "Gus",
    "Humphrey",
    "Ivy",
    "Jet",
    "Kobe",
    "Lenny",
    "Monty",
    "Nell",
    "Ollie",
    "Pebbles",
    "Rufus",
    "Skye",
    "Treacle",
    "Wanda",
    "Sherbet",
    "Bean",
    "Tortellini",
    "Sheldon",
    "Speedy",
    "Koda",
]
SURNAMES = [
    "Ashworth",
    "Pennock",
    "Halloran",
    "Thistlewood",
    "Varley",
    "Gilchrist",
    "Brindley",
    "Catterall",
    "Dalloway",
    "Eversley",
    "Fairbrother",
    "Gorringe",
    "Hebblethwaite",
    "Inchley",
    "Jaggard",
    "Kettlewell",
    "Lorrimer",
    "Marchbank",
    "Nettleton",
    "Oddie",
    "Pargeter",
    "Quarmby",
    "Rushworth",
    "Scattergood",
    "Tebbutt",
    "Underhill",
    "Venables",
    "Wadsworth",
    "Yardley",
    "Ackroyd",
    "Blenkinsop",
    "Cresswell",
    "Dimmock",
    "Eckersley",
    "Fothergill",
    "Gledhill",
    "Holroyd",
    "Illingworth",
    "Jowett",
    "Kitching",
    "Lumb",
    "Midgley",
    "Northcott",
    "Ormerod",
    "Pickles",
    "Riddiough",
    "Sowerby",
    "Tordoff",
    "Uttley",
    "Whiteley",
    "Appleyard",
    "Beevers",
    "Calvert",
    "Drabble",
    "Emmott",
    "Firth",
    "Greenwood",
    "Haigh",
    "Ibbotson",
    "Jagger",
    "Kershaw",
    "Lister",
    "Mellor",
    "Naylor",
    "Oldroyd",
    "Priestley",
    "Ramsden",
    "Sugden",
    "Thwaite",
    "Verity",
    "Walmsley",
    "Armitage",
    "Bottomley",
    "Crabtree",
    "Dyson",
    "Ellam",
    "Fearnley",
    "Garside",
    "Hirst",
    "Ingham",
    "Jessop",
    "Kaye",
    "Lockwood",
    "Moorhouse",
    "Nutter",
    "Oxley",
    "Pogson",
    "Roebuck",
    "Senior",
    "Townend",
    "Umpleby",
    "Whitworth",
    "Adeyemi",
    "Baptiste",
    "Chaudhry",
    "Dossou",
    "Eze",
    "Fitzpatrick",
    "Gallagher",
    "Hussain",
    "Iqbal",
    "Jankowski",
    "Kaur",
    "Lennox",
    "Mahmood",
    "Nakamura",
    "O'Rourke",
    "Petrova",
    "Quintero",
    "Rahim",
    "Sandhu",
    "Tkachenko",
    "Ulusoy",
    "Vasquez",
    "Wozniak",
    "Yilmaz",
    "Zielinski",
    "McAllister",
    "MacLeod",
    "Ni Bhriain",
    "Okeke",
    "Sorensen",
    "De Souza",
    "Van Dijk",
    "Ferreira",
    "Castellano",
    "Brannigan",
    "Duckworth",
    "Entwistle",
]
TITLES = {"Mrs": 30, "Mr": 30, "Ms": 18, "Miss": 8, "Dr": 4, "Mx": 2}
INITIALS = "AABBCCDDEEFGGHHIJJJKKLLMMMNOPPRRSSTTVW"

VETS = {
    "Sinead Farrelly": 5,
    "Tomas Achterberg": 5,
    "Priya Raman": 4,
    "Hannah Blythe": 4,
    "Joel Okonjo": 3,
    "Marta Lisowska": 2,
}
SURGEONS = {"Tomas Achterberg": 4, "Sinead Farrelly": 3, "Joel Okonjo": 3, "Priya Raman": 1}
DISPENSERS = ["K. Dunmore", "L. Pryce", "S. Achebe", "B. Vickery", "M. Tolland", "J. Ferrier"]

ACUTE = {
    "Canine": {
        "Otitis externa": 12,
        "Gastroenteritis": 10,
        "Pyoderma": 7,
        "Lameness": 9,
        "Pruritus": 8,
        "FAD": 5,
        "Conjunctivitis": 4,
        "Anal glands": 6,
        "Dental disease": 5,
        "Lump - TBC": 7,
        "Kennel cough": 4,
        "Wound": 4,
        "NAD": 3,
    },
    "Feline": {
        "Dental disease": 8,
        "FLUTD": 6,
        "URTI": 5,
        "Abscess": 6,
        "Gastroenteritis": 5,
        "Conjunctivitis": 4,
        "FAD": 4,
        "Weight loss": 3,
        "Lump - TBC": 2,
        "NAD": 2,
    },
    "Rabbit": {
        "GI stasis": 5,
        "Dental disease": 6,
        "Snuffles": 3,
        "Flystrike": 2,
        "Conjunctivitis": 2,
    },
    "Guinea pig": {"Dental disease": 3, "URTI": 2, "Skin mites": 3, "Weight loss": 1},
    "Ferret": {"Adrenal disease": 2, "Gastroenteritis": 1, "Lump - TBC": 1},
    "Tortoise": {"NAD": 3, "Anorexia": 2, "Shell damage": 1},
}
OOH_DX = {
    "Canine": {
        "Gastroenteritis": 8,
        "Wound": 7,
        "RTA": 3,
        "Toxicity": 4,
        "GDV": 1,
        "Collapse": 3,
        "Seizure": 2,
        "Lameness": 2,
        "Heatstroke": 1,
        "Dystocia": 1,
    },
    "Feline": {
        "FLUTD": 4,
        "Abscess": 3,
        "RTA": 2,
        "Toxicity": 1,
        "Collapse": 2,
        "Gastroenteritis": 1,
    },
    "Rabbit": {"GI stasis": 4, "Flystrike": 2},
    "Guinea pig": {"Weight loss": 1},
    "Ferret": {"Gastroenteritis": 1},
    "Tortoise": {"Anorexia": 1},
}
CHRONIC_RX = {"OA", "CKD", "Hyperthyroid", "DM", "Epilepsy", "CHF", "Heart murmur"}
LUMP_DX = {"Lipoma": 45, "MCT": 12, "Sebaceous adenoma": 15, "Histiocytoma": 10, "Lump - TBC": 18}

# dx: (complaints, findings, plans) for the clinical notes
DX_TEXT = {
    "Otitis externa": (
        ["scratching at the left ear for a week", "head shaking and a smelly right ear"],
        ["Brown waxy discharge, canal red and sore", "Canal inflamed, cytology shows yeast"],
        ["Ear cleaned in clinic and drops dispensed", "Started ear drops, re-ex in 10 days"],
    ),
    "Gastroenteritis": (
        ["vomiting twice since yesterday and loose stools", "diarrhoea for two days, still eating"],
        ["Mild abdominal discomfort on palpation, well hydrated", "Abdo palp soft, no FB felt"],
        ["Bland diet for three days and antiemetic", "Probiotic paste and small bland meals"],
    ),
    "Pyoderma": (
        ["red spots and scabs on the belly", "itchy pustules along the back"],
        [
            "Papules and collarettes on the ventral abdomen",
            "Superficial pyoderma, tape strip cocci",
        ],
        [
            "Antibiotics for three weeks and medicated wash",
            "Cefalexin course, recheck before it ends",
        ],
    ),
    "Lameness": (
        ["lame on the right fore after a walk", "intermittent hind limb lameness"],
        ["Pain on carpal flexion, no swelling", "Mild stifle effusion, drawer test negative"],
        ["Rest and NSAID for a week", "Strict lead exercise, NSAID, x-ray if no better"],
    ),
    "Pruritus": (
        ["constant licking of the paws", "scratching all night"],
        ["Erythema between the toes, no fleas seen", "Generalised pruritus, skin otherwise normal"],
        ["Anti-itch tablets for two weeks", "Trial of oclacitinib, discussed food trial"],
    ),
    "FAD": (
        ["scratching at the base of the tail", "fleas seen by the owner"],
        [
            "Flea dirt on combing, papules over the rump",
            "Alopecia over the lumbar area, flea dirt present",
        ],
        [
            "Flea treatment for all pets and the house",
            "Short course of steroid and monthly flea control",
        ],
    ),
    "Conjunctivitis": (
        ["a red weepy left eye", "squinting and discharge from both eyes"],
        ["Conjunctiva injected, fluorescein negative", "Mucoid discharge, no ulcer on stain"],
        ["Eye gel twice daily for a week", "Bathe eyes and apply gel, re-ex if worse"],
    ),
    "Anal glands": (
        ["scooting on the carpet", "licking under the tail"],
        ["Both anal glands full", "Glands impacted, expressed with thick material"],
        ["Glands expressed, add fibre to the diet", "Expressed today, repeat if scooting returns"],
    ),
    "Dental disease": (
        ["bad breath and dropping food", "reluctant to chew hard food"],
        ["Heavy tartar and gingivitis on the molars", "Grade 3 dental disease, loose premolar"],
        ["Booked for a dental under GA", "Dental estimate given, book a scale and polish"],
    ),
    "Lump - TBC": (
        ["a new lump on the flank", "a lump under the skin of the chest"],
        ["Soft mobile mass about 3 cm, FNA taken", "Firm 1 cm dermal mass, cytology sent"],
        ["Discussed removal, booked if it grows", "Book lump removal and histo"],
    ),
    "Kennel cough": (
        ["a honking cough since kennels", "dry cough, otherwise bright"],
        ["Cough on tracheal palpation, chest clear", "Temp normal, chest sounds clear"],
        ["Rest, avoid collars, antibiotics if worse", "Doxycycline course and keep away from dogs"],
    ),
    "Wound": (
        ["a cut pad after a walk on the beach", "a bite wound from another dog"],
        ["Laceration to the left hind pad, clean", "Puncture wounds on the neck, mild swelling"],
        [
            "Cleaned and dressed, antibiotics and pain relief",
            "Clipped and flushed, antibiotics dispensed",
        ],
    ),
    "NAD": (
        ["a general check, owner worried about weight", "a post-hibernation check"],
        ["Full clinical exam NAD", "Bright and alert, nothing abnormal found"],
        ["No treatment needed, routine advice given", "Reassured owner, review at next booster"],
    ),
    "FLUTD": (
        ["straining in the litter tray", "peeing small amounts and blood in the urine"],
        ["Small painful bladder, urine sample taken", "Bladder not blocked, haematuria on dip"],
        ["Pain relief, wet food and urinary diet", "Meloxicam and urinary diet, monitor urination"],
    ),
    "URTI": (
        ["sneezing and a runny nose", "snuffles and off food"],
        ["Serous nasal discharge, mild pyrexia", "Sneezing, nasal discharge, chest clear"],
        ["Antibiotics and steam inhalation", "Doxycycline course, warm smelly food"],
    ),
    "Abscess": (
        ["a swelling on the leg after a fight", "limping with a hot swollen paw"],
        ["Fluctuant swelling, lanced and flushed", "Cat bite abscess on the forelimb, drained"],
        ["Antibiotics and pain relief", "Lanced, flushed, antibiotics for a week"],
    ),
    "Weight loss": (
        ["losing weight despite a good appetite", "weight loss over three months"],
        ["Down 0.6 kg since last visit, thin", "Muscle loss over the spine"],
        ["Bloods taken, results to follow", "Blood test and urine sample planned"],
    ),
    "GI stasis": (
        ["not eating and no droppings since this morning", "hunched and off food"],
        ["Gut sounds reduced, abdomen doughy", "Quiet, reduced gut sounds, mild bloat"],
        ["Fluids, gut stimulant and recovery food", "Syringe feeding and pain relief"],
    ),
    "Snuffles": (
        ["sneezing with white nasal discharge", "noisy breathing"],
        ["Purulent nasal discharge, mild pyrexia", "Upper airway noise, eyes weepy"],
        ["Antibiotic course for two weeks", "Enrofloxacin and nebulisation at home"],
    ),
    "Flystrike": (
        ["maggots found around the rear", "a dirty wet bottom and maggots"],
        ["Maggots around the perineum, skin intact", "Myiasis over the rump, clipped and cleaned"],
        ["Maggots removed, treated and fly prevention", "Clipped, flushed, pour-on applied"],
    ),
    "Skin mites": (
        ["scratching and hair loss", "crusting and itchy skin"],
        ["Alopecia and scale over the back", "Mites seen on skin scrape"],
        ["Spot-on treatment for mites", "Treat all guinea pigs in the hutch"],
    ),
    "Adrenal disease": (
        ["hair loss on the tail", "swollen vulva and hair loss"],
        ["Bilateral alopecia, enlarged vulva", "Thin coat over the tail and flanks"],
        ["Discussed implant treatment", "Referral discussed, implant quote given"],
    ),
    "Anorexia": (
        ["not eating since waking from hibernation", "off food for a week"],
        ["Bright, slightly dehydrated", "Weight stable, mouth clean"],
        ["Warm soaks and raise the temperature", "Bathe daily, recheck in two weeks"],
    ),
    "Shell damage": (
        ["a crack in the shell after a fall", "a soft patch on the shell"],
        ["Small crack in the carapace, no bleeding", "Minor scute damage, no infection"],
        ["Cleaned and covered, keep dry", "Cleaned, monitor for infection"],
    ),
    "OA": (
        ["stiff after rest and slow on walks", "struggling to jump up"],
        [
            "Reduced hip extension, crepitus on both stifles",
            "Stiff gait, muscle loss over the hindquarters",
        ],
        ["Continue NSAID, gentle lead walks", "NSAID and gabapentin, weight control"],
    ),
    "CKD": (
        ["drinking more and weight loss", "a CKD check, eating well"],
        ["Small kidneys on palpation, mildly dehydrated", "Thin, small irregular kidneys"],
        ["Renal diet and bloods in three months", "Benazepril and renal diet continued"],
    ),
    "Hyperthyroid": (
        ["weight loss and a big appetite", "a T4 check on tablets"],
        ["Goitre palpable, heart rate high", "Thin, tachycardic, goitre felt"],
        ["Thiamazole twice daily, T4 in three weeks", "Dose unchanged, T4 in three months"],
    ),
    "DM": (
        ["drinking and peeing a lot", "a diabetic check"],
        ["Glucose high on the meter, thin", "Coat poor, mild weight loss"],
        ["Insulin twice daily, glucose curve booked", "Insulin dose unchanged, fructosamine taken"],
    ),
    "Epilepsy": (
        ["a seizure at home last night", "an epilepsy check, no fits"],
        ["Normal neuro exam today", "Bright, mild ataxia from the tablets"],
        ["Phenobarbital continued, bloods in a month", "Levels taken, keep a seizure diary"],
    ),
    "Heart murmur": (
        ["a cough at night", "a murmur found at the booster"],
        ["Grade 3 of 6 systolic murmur, chest clear", "Left apical murmur, normal rhythm"],
        ["Echo referral discussed, start pimobendan", "Monitor resting breathing rate"],
    ),
    "CHF": (
        ["breathing fast at rest", "coughing and tiring on walks"],
        ["Crackles over the lungs, murmur grade 4", "Resting RR high, pale gums"],
        ["Furosemide and pimobendan, recheck in a week", "Diuretic increased, monitor breathing"],
    ),
    "Obesity": (
        ["a weight check, owner wants advice", "gaining weight after neutering"],
        ["BCS 8 of 9, fat over the ribs", "Overweight, ribs hard to feel"],
        ["Weight clinic with the nurse and diet food", "Calorie plan and weight control diet"],
    ),
    "Neoplasia": (
        ["weight loss and off food", "a fast-growing mass"],
        ["Large abdominal mass on palpation", "Multiple enlarged lymph nodes"],
        ["Discussed palliative care", "Quality of life discussed"],
    ),
    "RTA": (
        ["hit by a car", "found in the road, limping"],
        [
            "Shocked, grazes on the flank, pelvis stable",
            "Tachycardic, pale, abrasions on the limbs",
        ],
        ["Fluids and pain relief, x-rays taken", "Stabilised, analgesia, hospitalised overnight"],
    ),
    "Toxicity": (
        ["ate chocolate this evening", "chewed ibuprofen tablets"],
        ["Bright, heart rate normal", "Mildly agitated, no vomiting yet"],
        ["Made sick, activated charcoal given", "Emesis induced, charcoal, monitor at home"],
    ),
    "GDV": (
        ["a swollen belly and retching", "bloated and trying to be sick"],
        ["Tympanic abdomen, shocked", "Distended abdomen, weak pulses"],
        ["Emergency surgery, gastropexy done", "Decompressed and taken to surgery"],
    ),
    "Collapse": (
        ["collapsed on a walk", "sudden weakness and falling over"],
        ["Recovered on arrival, heart rate normal", "Weak, pale gums, tachycardic"],
        ["Bloods run, monitor and re-ex tomorrow", "Fluids, bloods, hospitalised for obs"],
    ),
    "Seizure": (
        ["fitting for three minutes", "two seizures this evening"],
        ["Post-ictal on arrival", "Stopped fitting, disorientated"],
        ["Diazepam given, phenobarbital started", "Monitored, keep a seizure diary"],
    ),
    "Heatstroke": (
        ["panting heavily after a hot walk", "collapsed in the heat"],
        ["Temperature high, red gums", "Hyperthermic, tachypnoeic"],
        ["Cooled with wet towels and fluids", "Active cooling, fluids, hospitalised"],
    ),
    "Dystocia": (
        ["straining for two hours with no puppy", "in labour with no progress"],
        ["Puppy stuck in the canal", "Uterine inertia, two pups still inside"],
        ["Caesarean under GA, all pups alive", "Emergency caesarean, mum and pups well"],
    ),
}
VACCINES = {
    "Canine": ["DHP-Pi + L4", "L4 booster", "DHP-Pi + L4 + KC"],
    "Feline": ["RCP + FeLV", "RCP"],
    "Rabbit": ["Myxo-RHD"],
}

# products: name -> (legal cat., mg per unit (tab/caps/ml) or None, unit, dose mg/kg or None,
#                    frequency, courses in days (None for no fixed course), CD, £ per unit, label advice)
PRODUCTS = {
    "Meloxicam 1.5mg/ml oral susp": (
        "POM-V",
        1.5,
        "ml",
        (0.1, 0.1),
        "SID",
        [5, 7, 10, 14],
        False,
        None,
        ["With food", "Shake well"],
    ),
    "Meloxicam 0.5mg/ml oral susp (cat)": (
        "POM-V",
        0.5,
        "ml",
        (0.05, 0.05),
        "SID",
        [3, 5, 7],
        False,
        None,
        ["With food", "Shake well"],
    ),
    "Amoxicillin/clav 50mg tab": (
        "POM-V",
        50,
        "tab",
        (12.5, 12.5),
        "BID",
        [5, 7, 10],
        False,
        0.62,
        ["Complete course"],
    ),
    "Amoxicillin/clav 250mg tab": (
        "POM-V",
        250,
        "tab",
        (12.5, 12.5),
        "BID",
        [5, 7, 10],
        False,
        1.45,
        ["Complete course"],
    ),
    "Amoxicillin/clav 500mg tab": (
        "POM-V",
        500,
        "tab",
        (12.5, 12.5),
        "BID",
        [5, 7, 10],
        False,
        2.40,
        ["Complete course"],
    ),
    "Cefalexin 75mg tab": (
        "POM-V",
        75,
        "tab",
        (15.0, 15.0),
        "BID",
        [14, 21],
        False,
        0.55,
        ["Complete course"],
    ),
    "Cefalexin 300mg tab": (
        "POM-V",
        300,
        "tab",
        (15.0, 15.0),
        "BID",
        [14, 21],
        False,
        1.10,
        ["Complete course"],
    ),
    "Maropitant 16mg tab": ("POM-V", 16, "tab", (2.0, 2.0), "SID", [2, 3, 4], False, 3.10, []),
    "Maropitant 60mg tab": ("POM-V", 60, "tab", (2.0, 2.0), "SID", [2, 3, 4], False, 6.90, []),
    "Doxycycline 50mg tab": (
        "POM-V",
        50,
        "tab",
        (10.0, 10.0),
        "SID",
        [7, 10, 14],
        False,
        0.70,
        ["With food", "Complete course"],
    ),
    "Doxycycline 200mg tab": (
        "POM-V",
        200,
        "tab",
        (10.0, 10.0),
        "SID",
        [7, 10, 14],
        False,
        1.60,
        ["With food", "Complete course"],
    ),
    "Enrofloxacin 25mg/ml oral": (
        "POM-V",
        25,
        "ml",
        (10.0, 10.0),
        "SID",
        [7, 10, 14],
        False,
        None,
        ["Complete course"],
    ),
    "Metronidazole 250mg tab": (
        "POM-V",
        250,
        "tab",
        (15.0, 15.0),
        "BID",
        [5, 7],
        False,
        0.95,
        ["With food"],
    ),
    "Gabapentin 100mg caps": (
        "POM-V",
        100,
        "caps",
        (10.0, 10.0),
        "BID",
        [7, 14, 28, 30],
        True,
        0.85,
        [],
    ),
    "Gabapentin 300mg caps": (
        "POM-V",
        300,
        "caps",
        (10.0, 10.0),
        "BID",
        [7, 14, 28, 30],
        True,
        1.30,
        [],
    ),
    "Tramadol 50mg tab": (
        "POM-V",
        50,
        "tab",
        (3.0, 3.0),
        "TID",
        [5, 7],
        True,
        0.75,
        ["May cause drowsiness"],
    ),
    "Phenobarbital 30mg tab": ("POM-V", 30, "tab", (2.5, 2.5), "BID", [28, 30, 56], True, 0.40, []),
    "Phenobarbital 60mg tab": ("POM-V", 60, "tab", (2.5, 2.5), "BID", [28, 30, 56], True, 0.55, []),
    "Thiamazole 2.5mg tab": (
        "POM-V",
        2.5,
        "tab",
        None,
        "BID",
        [28, 30, 56, 60],
        False,
        0.38,
        ["Wear gloves"],
    ),
    "Benazepril 5mg tab": ("POM-V", 5, "tab", (0.5, 1.0), "SID", [28, 30, 56, 60], False, 0.68, []),
    "Insulin (porcine) 40IU/ml": (
        "POM-V",
        None,
        "vial",
        None,
        "BID",
        [None],
        False,
        58.00,
        ["Refrigerate"],
    ),
    "Pimobendan 1.25mg caps": (
        "POM-V",
        1.25,
        "caps",
        (0.25, 0.25),
        "BID",
        [28, 30, 56, 60],
        False,
        0.75,
        ["1 h before food"],
    ),
    "Pimobendan 5mg caps": (
        "POM-V",
        5,
        "caps",
        (0.25, 0.25),
        "BID",
        [28, 30, 56, 60],
        False,
        1.20,
        ["1 h before food"],
    ),
    "Furosemide 40mg tab": ("POM-V", 40, "tab", (2.0, 2.0), "BID", [28, 30, 56], False, 0.35, []),
    "Prednisolone 5mg tab": (
        "POM-V",
        5,
        "tab",
        (0.5, 1.0),
        "SID",
        [5, 7, 10, 14],
        False,
        0.30,
        ["With food"],
    ),
    "Oclacitinib 5.4mg tab": ("POM-V", 5.4, "tab", (0.5, 0.5), "BID", [14], False, 1.35, []),
    "Oclacitinib 16mg tab": ("POM-V", 16, "tab", (0.5, 0.5), "BID", [14], False, 2.10, []),
    "Fusidic acid eye gel 5g": ("POM-V", None, "pk", None, "BID", [5, 7], False, 14.80, []),
    "Otic susp (mic/polymyx/pred) 20ml": (
        "POM-V",
        None,
        "pk",
        None,
        "BID",
        [7, 10, 14],
        False,
        24.60,
        ["Shake well"],
    ),
    "Chlorhex/miconazole shampoo 250ml": (
        "POM-V",
        None,
        "pk",
        None,
        "EOD",
        [14, 21],
        False,
        19.90,
        [],
    ),
    "Fluralaner chew": ("POM-V", None, "pk", None, "q12w", [None], False, 34.50, ["Dogs only"]),
    "Selamectin spot-on (cat)": (
        "POM-V",
        None,
        "pip",
        None,
        "q4w",
        [None],
        False,
        9.20,
        ["Cats only"],
    ),
    "Fipronil spot-on": ("AVM-GSL", None, "pip", None, "q4w", [None], False, 5.40, []),
    "Praziquantel/pyrantel tab": ("NFA-VPS", None, "tab", None, "q12w", [None], False, 3.20, []),
    "Milbemycin/praziquantel tab (cat)": (
        "POM-VPS",
        None,
        "tab",
        None,
        "q12w",
        [None],
        False,
        6.10,
        [],
    ),
    "Fenbendazole oral paste": ("NFA-VPS", None, "pk", None, "SID", [9], False, 11.40, []),
    "Metoclopramide 1mg/ml oral": (
        "POM-V",
        1,
        "ml",
        (0.5, 0.5),
        "BID",
        [3, 5],
        False,
        None,
        ["Shake well"],
    ),
    "Ivermectin spot-on (small pet)": ("POM-V", None, "pip", None, "Once", [None], False, 6.80, []),
    "Activated charcoal susp 50ml": (
        "AVM-GSL",
        None,
        "pk",
        None,
        "Once",
        [None],
        False,
        12.90,
        ["Shake well"],
    ),
    "Probiotic paste 15ml": ("Non-med", None, "pk", None, "BID", [3, 5], False, 11.90, []),
    "Renal diet (cat) 1.5kg": ("Non-med", None, "pk", None, None, [None], False, 19.80, []),
    "Urinary diet (cat) 1.5kg": ("Non-med", None, "pk", None, None, [None], False, 18.60, []),
    "Weight control diet (dog) 6kg": ("Non-med", None, "pk", None, None, [None], False, 47.50, []),
    "Weight control diet (cat) 1.5kg": (
        "Non-med",
        None,
        "pk",
        None,
        None,
        [None],
        False,
        18.90,
        [],
    ),
    "Herbivore recovery food 36g": ("Non-med", None, "pk", None, None, [None], False, 4.95, []),
}
LIQUID_BOTTLES = {
    "Meloxicam 1.5mg/ml oral susp": [(10, 14.50), (32, 29.80), (100, 64.90)],
    "Meloxicam 0.5mg/ml oral susp (cat)": [(15, 17.20), (30, 27.40)],
    "Enrofloxacin 25mg/ml oral": [(10, 16.40), (50, 38.90)],
    "Metoclopramide 1mg/ml oral": [(10, 12.30)],
}
TIMES = {"SID": 1, "BID": 2, "TID": 3, "EOD": 0.5}
DISP_FEE = 4.20


def _pick(rng: random.Random, weights: dict):
    names = list(weights)
    return rng.choices(names, weights=[weights[n] for n in names])[0]


def _days(a: date, b: date) -> list[date]:
    out, d = [], a
    while d <= b:
        out.append(d)
        d += timedelta(days=1)
    return out


def _open(d: date) -> bool:
    return d.weekday() < 6 and d not in BANK_HOLIDAYS


def _next_open(d: date, weekday_only: bool = False) -> date:
    while not _open(d) or (weekday_only and d.weekday() == 5):
        d += timedelta(days=1)
    return d


def _tri(rng: random.Random, lo: float, hi: float, mode: float) -> float:
    return rng.triangular(lo, hi, mode)


# ---- patients ------------------------------------------------------------------------------


def _patients(rng: random.Random) -> list[dict]:
    owners: list[str] = []
    pts = []
    for _ in range(840):
        sp = _pick(rng, {k: v[0] for k, v in SPECIES.items()})
        _, breeds, (a0, a1, am) = SPECIES[sp]
        breed = _pick(rng, {b: w for b, (w, _) in breeds.items()})
        adult = breeds[breed][1] or round(rng.uniform(6.0, 34.0), 1)
        adult = round(adult * rng.uniform(0.85, 1.15), 2)
        new = rng.random() < 0.11 and sp in ("Canine", "Feline", "Rabbit")
        if new:
            dob = date(2024, 9, 1) + timedelta(days=rng.randint(0, 240))
            reg = dob + timedelta(days=rng.randint(56, 110))
            if reg > date(2025, 6, 20):
                reg = date(2025, 6, 20) - timedelta(days=rng.randint(0, 20))
                dob = reg - timedelta(days=rng.randint(56, 90))
        else:
            age = _tri(rng, a0, a1, am)
            dob = START - timedelta(days=int(age * 365.25))
            if rng.random() < 0.55 and age > 0.4:
                at_reg = rng.uniform(0.16, 0.35)
            else:
                at_reg = rng.uniform(0.3, max(0.31, age - 0.05))
            reg = dob + timedelta(days=int(at_reg * 365.25))
            if reg < date(2008, 1, 7):
                reg = date(2008, 1, 7) + timedelta(days=rng.randint(0, 900))
            if reg > START - timedelta(days=7):
                reg = START - timedelta(days=rng.randint(7, 60))
        age_start = (START - dob).days / 365.25
        young = age_start < 1.0
        p_entire = {
            "Canine": 0.8 if young else 0.25,
            "Feline": 0.7 if young else 0.04,
            "Rabbit": 0.5,
            "Guinea pig": 0.92,
            "Ferret": 0.35,
            "Tortoise": 1.0,
        }[sp]
        female = rng.random() < 0.5
        sex = ("F" if female else "M") if rng.random() < p_entire else ("FN" if female else "MN")
        if rng.random() < 0.28 and owners:
            owner = rng.choice(owners[-120:] if rng.random() < 0.5 else owners)
        else:
            owner = f"{_pick(rng, TITLES)} {rng.choice(INITIALS)}. {rng.choice(SURNAMES)}"
            owners.append(owner)
        status = "Active"
        if not new:
            r = rng.random()
            if r < 0.07 and reg < date(2022, 1, 1):
                status = "Lapsed"
            elif r < 0.11:
                status = "Moved away"
            elif r < 0.16 and age_start > 4:
                status = "Deceased"
        chronic: list[str] = []
        if status == "Active" and not new:
            if sp == "Canine":
                if age_start >= 8 and rng.random() < 0.35:
                    chronic.append("OA")
                if (breed == "Cavalier KCS" and age_start >= 4 and rng.random() < 0.45) or (
                    age_start >= 9 and rng.random() < 0.08
                ):
                    chronic.append(
                        "CHF" if age_start >= 10 and rng.random() < 0.35 else "Heart murmur"
                    )
                if 2 <= age_start <= 11 and rng.random() < 0.025:
                    chronic.append("Epilepsy")
                if age_start >= 8 and rng.random() < 0.02:
                    chronic.append("DM")
                if age_start >= 1.5 and rng.random() < 0.12:
                    chronic.append("Obesity")
            elif sp == "Feline":
                if age_start >= 11 and rng.random() < 0.25:
                    chronic.append("CKD")
                if age_start >= 10 and rng.random() < 0.16:
                    chronic.append("Hyperthyroid")
                if age_start >= 8 and rng.random() < 0.03:
                    chronic.append("DM")
                if age_start >= 12 and rng.random() < 0.15:
                    chronic.append("OA")
                if age_start >= 1.5 and rng.random() < 0.08:
                    chronic.append("Obesity")
            if sp in ("Canine", "Feline") and age_start >= 10 and rng.random() < 0.04:
                chronic.append("Neoplasia")
        alerts: list[str] = []
        if sp == "Feline" and rng.random() < 0.08:
            alerts.append("Caution - bites")
        if sp == "Canine" and rng.random() < 0.04:
            alerts.append("Caution - bites")
        if sp == "Canine" and rng.random() < 0.035:
            alerts.append("Muzzle")
        if rng.random() < 0.06:
            alerts.append("Nervous")
        if rng.random() < 0.02:
            alerts.append("Pen. allergy")
        if sp in ("Canine", "Feline") and rng.random() < 0.015:
            alerts.append("NSAID sens.")
        if "DM" in chronic:
            alerts.append("Diabetic")
        if "Epilepsy" in chronic:
            alerts.append("Epileptic")
        if sp == "Canine" and rng.random() < 0.04:
            alerts.append("Raw fed")
        if breed in ("French Bulldog", "Shih Tzu") and rng.random() < 0.7:
            alerts.append("Brachy")
        alerts = alerts[:3]
        ins = rng.random() < {"Canine": 0.55, "Feline": 0.4, "Rabbit": 0.15}.get(sp, 0.05)
        phc = None
        if status == "Active" and sp in ("Canine", "Feline", "Rabbit") and rng.random() < 0.35:
            phc = "Basic" if rng.random() < 0.6 else "Plus"
        bcs = None
        if rng.random() > 0.22:
            if "Obesity" in chronic:
                bcs = rng.choice([7, 7, 8, 8, 9])
            elif (
                age_start > 14
                or "CKD" in chronic
                or "Hyperthyroid" in chronic
                or "Neoplasia" in chronic
            ):
                bcs = rng.choice([3, 3, 4, 4, 5, 2])
            else:
                bcs = rng.choice([4, 5, 5, 5, 5, 6, 6, 7]) if sp != "Tortoise" else None
        pts.append(
            {
                "sp": sp,
                "breed": breed,
                "adult": adult,
                "dob": dob,
                "reg": reg,
                "sex": sex,
                "owner": owner,
                "status": status,
                "chronic": chronic,
                "alerts": alerts,
                "ins": ins,
                "phc": phc,
                "bcs": bcs,
                "new": new,
                "name": rng.choice(PET_NAMES),
                "death": None,
                "neutered_on": None,
            }
        )
    # numbering: the PMS counter, ascending with registration, with gaps (other patients since purged)
    pts.sort(key=lambda p: (p["reg"], p["dob"], p["owner"], p["name"]))
    n = 7096
    for p in pts:
        n += rng.randint(1, 6)
        p["pt_no"] = f"P{n:05d}"
    return pts


def _weight(p: dict, d: date, rng: random.Random) -> float:
    age_m = (d - p["dob"]).days / 30.44
    grow = {"Canine": 12, "Feline": 10, "Rabbit": 6, "Guinea pig": 4, "Ferret": 6, "Tortoise": 1}[
        p["sp"]
    ]
    frac = min(1.0, 0.12 + 0.88 * age_m / grow) if p["sp"] != "Tortoise" else 1.0
    w = p["adult"] * frac * rng.uniform(0.97, 1.03)
    if "Obesity" in p["chronic"]:
        w *= 1.18
    if {"CKD", "Hyperthyroid", "Neoplasia"} & set(p["chronic"]):
        w *= 0.86
    return round(w, 2 if w < 3 else 1)


# ---- clinical notes ------------------------------------------------------------------------


def _fit(rng: random.Random, sentences: list[str], optional: list[str]) -> str:
    """Join sentences into notes of 15 to 35 words: optional sentences added while short, then trimmed."""
    text = " ".join(s for s in sentences if s)
    pool = list(optional)
    rng.shuffle(pool)
    while len(text.split()) < 15 and pool:
        text += " " + pool.pop()
    while len(text.split()) < 15:
        text += " " + rng.choice(["Owner happy with the plan.", "Advice sheet given to the owner."])
    while len(text.split()) > 35:
        parts = text.split(". ")
        if len(parts) <= 2:
            text = " ".join(text.split()[:35]).rstrip(",") + "."
            break
        text = ". ".join(parts[:-1]).rstrip(".") + "."
    return text


def _dxw(x: str) -> str:
    """A diagnosis inside a sentence: acronyms as written, words in lower case."""
    return " ".join(w if w.isupper() else w.lower() for w in x.split())


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _notes(rng: random.Random, p: dict, a: dict, extra: dict) -> str:
    text = _notes_body(rng, p, a, extra)
    w, name = a["bwKg"], p["name"]
    details = []
    if w is not None:
        details += [f"Weight {w} kg.", f"{name} weighed {w} kg today."]
    if a["tempC"] is not None and a["hrrr"]:
        details.append(f"T {a['tempC']}, HR {a['hrrr'][0]}, RR {a['hrrr'][1]}.")
    if a["ApptTyp"] != "PTS":
        details += [f"{name} bright and alert.", f"{name} good as gold for the exam."]
    details = [
        x
        for x in details
        if x not in text
        and not ("kg" in x and " kg." in text)
        and not (x.startswith(name) and f"{name} " in text)
    ]
    if details and rng.random() < 0.75:
        extra_s = rng.choice(details)
        if len(text.split()) + len(extra_s.split()) <= 35:
            parts = text.split(". ")
            at = rng.randint(1, len(parts))
            text = (
                ". ".join(parts[:at]).rstrip(".")
                + ". "
                + extra_s
                + (" " + ". ".join(parts[at:]) if parts[at:] else "")
            )
    return text.strip()


def _notes_body(rng: random.Random, p: dict, a: dict, extra: dict) -> str:
    typ, name = a["ApptTyp"], p["name"]
    w = a["bwKg"]
    wt = f"Weight {w} kg." if w is not None else ""
    opt = [wt, f"{name} bright and alert.", "BAR, MM pink, CRT <2 s.", "Owner happy with the plan."]
    if typ == "Vacc":
        vac = rng.choice(VACCINES[p["sp"]])
        first = extra.get("primary")
        lead = (
            f"{first} primary vacc, {vac} given SC."
            if first
            else f"Annual booster, {vac} given SC."
        )
        exam = (
            "Full clinical exam NAD."
            if not a["Dx"]
            else f"Exam otherwise NAD, noted {_dxw(a['Dx'][0])}."
        )
        tail = rng.choice(
            [
                "Flea and worm control discussed.",
                "Due again in 12 months.",
                "Next vacc in 2 weeks."
                if first == "1st"
                else (
                    "Discussed neutering and insurance."
                    if p["sex"] in ("M", "F")
                    else "Owner to book the next booster."
                ),
            ]
        )
        return _fit(rng, [lead, exam, tail], opt)
    if typ == "Re-ex":
        dx = a["Dx"][0] if a["Dx"] else "wound"
        state, plan = rng.choice(
            [
                (
                    "Much improved, owner pleased.",
                    [
                        "Finish the course, no further re-ex needed.",
                        "Continue meds for another week.",
                    ],
                ),
                (
                    "Resolved, no further signs.",
                    ["Stop meds, re-ex only if it returns.", "Signed off today."],
                ),
                (
                    "Only partly better.",
                    ["Continue meds for another week.", "Extend the course, re-ex in 7 days."],
                ),
                (
                    "Static, no real change.",
                    ["Discussed next steps, bloods or referral.", "Plan a workup if no change."],
                ),
            ]
        )
        return _fit(rng, [f"Re-ex of {_dxw(dx)}.", state, rng.choice(plan)], opt)
    if typ == "Nurse clinic":
        kind = extra.get("kind", "nails")
        lead = {
            "postop": f"Post-op check, wound clean and dry, {name} eating well.",
            "sutures": "Suture removal, wound healed well, no swelling.",
            "weight": f"Weight clinic, {w} kg today, diet plan reviewed."
            if w
            else "Weight clinic, diet plan reviewed.",
            "nails": "Nail clip, quick identified on the dark nails, no bleeding.",
            "glands": "Anal glands expressed, both moderately full.",
            "phc": "PHC six-month health check with the nurse, no concerns.",
            "flea": "Flea and worm treatment applied in clinic.",
        }[kind]
        return _fit(
            rng,
            [
                lead,
                rng.choice(
                    [
                        "Owner shown how to check at home.",
                        "Next visit booked.",
                        "Advice on diet and exercise given.",
                    ]
                ),
            ],
            opt,
        )
    if typ == "Neuter":
        op = "Spay" if p["sex"].startswith("F") else "Castrate"
        return _fit(
            rng,
            [
                f"{op} under GA, routine and uneventful.",
                rng.choice(
                    [
                        "Intradermal sutures, no skin stitches.",
                        "Skin sutures placed, out in 10 days.",
                    ]
                ),
                "Recovered well, home same day with pain relief.",
                "Post-op check in 3 days.",
            ],
            opt,
        )
    if typ == "Dental":
        n = extra.get("ext", 0)
        ext = f"{n} extractions" if n else "no extractions needed"
        return _fit(
            rng,
            [
                "Dental under GA.",
                f"Scale and polish, {ext}.",
                "Charted and dental x-rays taken.",
                "Home on soft food for a week.",
            ],
            opt,
        )
    if typ == "Lump removal":
        dx = a["Dx"][0] if a["Dx"] else "Lump - TBC"
        site = rng.choice(["left flank", "right flank", "chest wall", "hind leg", "neck"])
        return _fit(
            rng,
            [
                f"Removed a {rng.randint(1, 6)} cm lump from the {site} under GA.",
                "Sent for histo." if dx == "Lump - TBC" else f"Histo back: {dx}.",
                rng.choice(["Wide margins taken.", "Closed in two layers."]),
                "Suture removal in 10 days.",
            ],
            opt,
        )
    if typ == "PTS":
        reason = _dxw(a["Dx"][0]) if a["Dx"] else "old age"
        return _fit(
            rng,
            [
                f"PTS at the owner's request due to {reason} and poor quality of life.",
                "Sedated first, IV pentobarbital, passed peacefully with the owner present.",
                rng.choice(["Individual cremation arranged.", "Owner taking home for burial."]),
            ],
            opt,
        )
    # Consult and OOH
    dx = a["Dx"][0] if a["Dx"] else "NAD"
    comp, find, plan = DX_TEXT.get(dx, DX_TEXT["NAD"])
    if dx == "NAD":
        comp = (
            ["a post-hibernation check"]
            if p["sp"] == "Tortoise"
            else [
                "a general check, worried about weight",
                "a general health check, no specific concerns",
            ]
        )
    lead = rng.choice(["Owner reports", "O reports", "Hx:"])
    sents = []
    if typ == "OOH":
        sents.append(
            f"OOH call at {rng.choice(['19:40', '21:15', '23:05', '02:30', '06:10', '14:20'])}."
        )
    sents += [
        f"{lead} {rng.choice(comp)}.",
        _cap(rng.choice(find)) + ".",
        _cap(rng.choice(plan)) + ".",
    ]
    if len(a["Dx"]) > 1:
        sents.append(f"Also noted {_dxw(a['Dx'][1])}.")
    return _fit(rng, sents, opt)


# ---- dispensing ----------------------------------------------------------------------------


def _strength(family: list[str], dose: float, w: float) -> str:
    best, score = family[0], 1e9
    for name in family:
        s = PRODUCTS[name][1]
        tabs = dose * w / s
        sc = abs(math.log(max(tabs, 1e-6)))
        if tabs < 0.5:
            sc += 3
        if sc < score:
            best, score = name, sc
    return best


def _line(
    rng: random.Random, prod: str, w: float | None, days: int | None = None, phc: bool = False
) -> dict:
    cat, mg, unit, dose, freq, courses, cd, price, adv = PRODUCTS[prod]
    w = w or 5.0
    d = days if days is not None else rng.choice(courses)
    dose_v = None
    if dose is not None:
        dose_v = (
            dose[0]
            if dose[0] == dose[1]
            else rng.choice([dose[0], round((dose[0] + dose[1]) / 2, 2), dose[1]])
        )
    if prod.startswith("Meloxicam 1.5") and w < 4:  # rabbits: the higher dose
        dose_v = rng.choice([0.3, 0.5])
    n = 1
    cost = 0.0
    if unit in ("tab", "caps") and dose_v is not None and mg:
        per = max(0.5, round(dose_v * w / mg * 2) / 2)
        n = max(1, math.ceil(per * TIMES.get(freq, 1) * (d or 1)))
        cost = price * n
    elif unit == "ml" and dose_v is not None:
        need = dose_v * w / mg * TIMES.get(freq, 1) * (d or 1)
        bottles = LIQUID_BOTTLES[prod]
        size, bprice = bottles[-1]
        for s, bp in bottles:
            if s >= need:
                size, bprice = s, bp
                break
        n, cost = size, bprice
    elif prod == "Thiamazole 2.5mg tab":
        n = math.ceil(rng.choice([1, 1, 2]) * 2 * d)
        cost = price * n
    elif unit == "pip":
        n = rng.choice([1, 3, 3, 6]) if freq == "q4w" else 1
        cost = price * n
    elif prod == "Praziquantel/pyrantel tab":
        n = max(1, math.ceil(w / 10))
        cost = price * n
    elif prod == "Milbemycin/praziquantel tab (cat)":
        n = rng.choice([1, 2])
        cost = price * n
    elif prod == "Fluralaner chew":
        cost = price + (8.0 if w > 20 else 0.0)
    elif "diet" in prod or prod.startswith("Herbivore"):
        n = rng.choice([1, 1, 1, 2]) if not prod.startswith("Herbivore") else rng.choice([2, 3, 4])
        cost = price * n
    else:
        n = 1 if prod != "Insulin (porcine) 40IU/ml" else rng.choice([1, 1, 2])
        cost = price * n
    fee = 0.0 if cat == "Non-med" else DISP_FEE
    total = round(cost + fee, 2)
    if phc and prod in (
        "Fluralaner chew",
        "Selamectin spot-on (cat)",
        "Fipronil spot-on",
        "Praziquantel/pyrantel tab",
        "Milbemycin/praziquantel tab (cat)",
    ):
        total = 0.0
    return {
        "Prod": prod,
        "legalCat": cat,
        "nUnits": int(n),
        "doseMgkg": dose_v,
        "freq": freq,
        "days": d,
        "isCD": cd,
        "priceGbp": total,
        "lblAdv": list(adv),
    }


def _rx_for(rng: random.Random, p: dict, dx: str, w: float | None, typ: str) -> list[str]:
    sp, w = p["sp"], w or p["adult"]
    dog, cat = sp == "Canine", sp == "Feline"
    amox = ["Amoxicillin/clav 50mg tab", "Amoxicillin/clav 250mg tab", "Amoxicillin/clav 500mg tab"]
    mel = "Meloxicam 0.5mg/ml oral susp (cat)" if cat else "Meloxicam 1.5mg/ml oral susp"
    nsaid_ok = "NSAID sens." not in p["alerts"] and "CKD" not in p["chronic"]
    out: list[str] = []
    if typ in ("Neuter", "Lump removal", "Dental"):
        if nsaid_ok and sp in ("Canine", "Feline", "Rabbit"):
            out.append(mel)
        if typ != "Neuter" and rng.random() < 0.3 and sp in ("Canine", "Feline"):
            out.append(
                _strength(amox, 12.5, w)
                if "Pen. allergy" not in p["alerts"]
                else _strength(["Cefalexin 75mg tab", "Cefalexin 300mg tab"], 15, w)
            )
        return out
    if dx == "Otitis externa":
        out.append("Otic susp (mic/polymyx/pred) 20ml")
    elif dx == "Gastroenteritis":
        if dog and rng.random() < 0.6:
            out.append(_strength(["Maropitant 16mg tab", "Maropitant 60mg tab"], 2.0, w))
        if rng.random() < 0.6 or not out:
            out.append("Probiotic paste 15ml")
        if dog and rng.random() < 0.2:
            out.append("Metronidazole 250mg tab")
    elif dx == "Pyoderma":
        out.append(_strength(["Cefalexin 75mg tab", "Cefalexin 300mg tab"], 15, w))
        if rng.random() < 0.3:
            out.append("Chlorhex/miconazole shampoo 250ml")
    elif dx in ("Lameness", "Wound", "Abscess", "RTA"):
        if nsaid_ok:
            out.append(mel)
        if dx != "Lameness" and sp in ("Canine", "Feline"):
            out.append(
                _strength(amox, 12.5, w)
                if "Pen. allergy" not in p["alerts"]
                else _strength(["Cefalexin 75mg tab", "Cefalexin 300mg tab"], 15, w)
            )
        if dx == "RTA" and dog:
            out.append("Tramadol 50mg tab")
    elif dx == "Pruritus":
        out.append(
            _strength(["Oclacitinib 5.4mg tab", "Oclacitinib 16mg tab"], 0.5, w)
            if rng.random() < 0.6
            else "Prednisolone 5mg tab"
        )
    elif dx == "FAD":
        out.append("Fluralaner chew" if dog else "Selamectin spot-on (cat)")
        if rng.random() < 0.4:
            out.append("Prednisolone 5mg tab")
    elif dx == "Conjunctivitis":
        out.append("Fusidic acid eye gel 5g")
    elif dx in ("Kennel cough", "URTI"):
        if sp in ("Canine", "Feline") and rng.random() < 0.7:
            out.append(_strength(["Doxycycline 50mg tab", "Doxycycline 200mg tab"], 10, w))
        elif sp == "Guinea pig":
            out.append("Enrofloxacin 25mg/ml oral")
    elif dx == "Snuffles":
        out.append("Enrofloxacin 25mg/ml oral")
    elif dx == "FLUTD":
        if nsaid_ok:
            out.append(mel)
        out.append("Urinary diet (cat) 1.5kg")
        if rng.random() < 0.3:
            out.append("Gabapentin 100mg caps")
    elif dx == "GI stasis":
        out += ["Metoclopramide 1mg/ml oral", "Herbivore recovery food 36g"]
        if rng.random() < 0.4:
            out.append("Fenbendazole oral paste")
    elif dx == "Skin mites":
        out.append("Ivermectin spot-on (small pet)")
    elif dx == "Toxicity":
        out.append("Activated charcoal susp 50ml")
    elif dx in ("Seizure", "Epilepsy"):
        out.append(_strength(["Phenobarbital 30mg tab", "Phenobarbital 60mg tab"], 2.5, w))
    elif dx == "OA":
        if nsaid_ok:
            out.append(mel)
        if rng.random() < 0.3 or not nsaid_ok:
            out.append(_strength(["Gabapentin 100mg caps", "Gabapentin 300mg caps"], 10, w))
    elif dx == "CKD":
        out.append("Benazepril 5mg tab")
        if rng.random() < 0.6:
            out.append("Renal diet (cat) 1.5kg")
    elif dx == "Hyperthyroid":
        out.append("Thiamazole 2.5mg tab")
    elif dx == "DM":
        out.append("Insulin (porcine) 40IU/ml")
    elif dx in ("Heart murmur", "CHF"):
        if rng.random() < 0.7 or dx == "CHF":
            out.append(_strength(["Pimobendan 1.25mg caps", "Pimobendan 5mg caps"], 0.25, w))
        if dx == "CHF":
            out.append("Furosemide 40mg tab")
    elif dx == "Obesity":
        if rng.random() < 0.5:
            out.append(
                "Weight control diet (dog) 6kg" if dog else "Weight control diet (cat) 1.5kg"
            )
    elif dx == "Flystrike":
        out.append(mel)
    return out


def _flea_worm(rng: random.Random, p: dict) -> list[str]:
    if p["sp"] == "Canine":
        return [rng.choice(["Fluralaner chew", "Fipronil spot-on", "Praziquantel/pyrantel tab"])]
    if p["sp"] == "Feline":
        return [
            rng.choice(
                [
                    "Selamectin spot-on (cat)",
                    "Milbemycin/praziquantel tab (cat)",
                    "Fipronil spot-on",
                ]
            )
        ]
    if p["sp"] == "Rabbit":
        return ["Fenbendazole oral paste"]
    return []


# ---- the whole export ----------------------------------------------------------------------


def build_objects() -> dict[str, list[dict]]:
    rng = random.Random(41207)
    pts = _patients(rng)
    all_days = _days(START, EXPORT_DAY)

    # deaths in the period: euthanasia for some chronic or very old patients, a few at home
    for p in pts:
        if p["status"] != "Active" or p["new"]:
            continue
        age = (START - p["dob"]).days / 365.25
        serious = {"CKD", "CHF", "Neoplasia", "Hyperthyroid"} & set(p["chronic"])
        old = age > {"Canine": 12.5, "Feline": 16, "Rabbit": 8, "Guinea pig": 5.5, "Ferret": 7}.get(
            p["sp"], 99
        )
        if (
            (serious and rng.random() < 0.35)
            or (old and rng.random() < 0.2)
            or ("OA" in p["chronic"] and rng.random() < 0.05)
        ):
            d = _next_open(START + timedelta(days=rng.randint(5, 170)), weekday_only=True)
            if d <= EXPORT_DAY:
                p["death"] = d
                p["pts"] = rng.random() < 0.9
                if "Neoplasia" in p["chronic"]:
                    p["pts_dx"] = "Neoplasia"
                elif serious:
                    p["pts_dx"] = min(serious)
                elif "OA" in p["chronic"]:
                    p["pts_dx"] = "OA"
                else:
                    p["pts_dx"] = None

    def alive(p: dict, d: date) -> bool:
        return p["status"] == "Active" and p["reg"] <= d and (p["death"] is None or d < p["death"])

    sched: dict[date, list[tuple]] = {}

    def book(
        d: date, p: dict, typ: str, extra: dict | None = None, weekday_only: bool = False
    ) -> None:
        d = _next_open(d, weekday_only)
        if d > EXPORT_DAY or not alive(p, d):
            return
        sched.setdefault(d, []).append((p, typ, extra or {}))

    # vaccinations: history before 2025, boosters due in the period, primary courses of the new ones
    for p in pts:
        p["vaccs"] = []
        if p["sp"] not in VACCINES:
            continue
        last_ok = {
            "Active": date(2024, 12, 31),
            "Lapsed": date(2022, 6, 30),
            "Moved away": date(2024, 10, 31),
            "Deceased": date(2024, 8, 31),
        }[p["status"]]
        first = p["reg"] if not p["new"] else None
        if first is not None and rng.random() < 0.9:
            d = first
            while d <= last_ok and d <= START:
                if d >= p["reg"]:
                    p["vaccs"].append(d)
                d = d + timedelta(
                    days=rng.randint(350, 420) if rng.random() < 0.85 else rng.randint(500, 800)
                )
            if p["status"] == "Active" and p["vaccs"] and rng.random() < 0.85:
                due = p["vaccs"][-1] + timedelta(days=365 + rng.randint(-10, 30))
                while due < START:
                    due += timedelta(days=365)
                book(due, p, "Vacc", {})
        if p["new"]:
            v1 = p["reg"]
            v2 = v1 + timedelta(days=rng.randint(14, 28))
            for i, v in enumerate((v1, v2)):
                if v < START:
                    p["vaccs"].append(v)
                else:
                    book(v, p, "Vacc", {"primary": "1st" if i == 0 else "2nd"})

    # neuters of entire young dogs, cats and rabbits; a post-op check after most
    for p in pts:
        if (
            p["sex"] not in ("M", "F")
            or p["sp"] not in ("Canine", "Feline", "Rabbit")
            or p["status"] != "Active"
        ):
            continue
        lo, hi = {"Canine": (180, 300), "Feline": (130, 200), "Rabbit": (120, 180)}[p["sp"]]
        at = p["dob"] + timedelta(days=rng.randint(lo, hi))
        if at < START:
            young = (START - p["dob"]).days < 3 * 365
            at = (
                START + timedelta(days=rng.randint(3, 170))
                if rng.random() < (0.5 if young else 0.06)
                else None
            )
        elif rng.random() > 0.85:
            at = None
        if at and at <= EXPORT_DAY:
            book(at, p, "Neuter", {}, weekday_only=True)

    # the daily list: booked work, walk-in consults, nurse clinics, out-of-hours
    appts: list[dict] = []
    lines: list[dict] = []
    by_no = {p["pt_no"]: p for p in pts}
    weights_base = []
    for p in pts:
        w = 1.0
        if p["chronic"]:
            w = 2.6
        if (START - p["dob"]).days > 3650:
            w *= 1.5
        if p["sp"] in ("Guinea pig", "Ferret", "Tortoise"):
            w *= 0.8
        weights_base.append(w)
    counter = 318437

    def make(d: date, p: dict, typ: str, extra: dict, vet: str | None = None) -> dict:
        nonlocal counter
        counter += rng.randint(1, 3)
        sp = p["sp"]
        dx: list[str] = []
        if typ == "Consult":
            if p["chronic"] and rng.random() < 0.5:
                dx.append(rng.choice(p["chronic"]))
            else:
                dx.append(_pick(rng, ACUTE[sp]))
            if rng.random() < 0.16:
                pool = [x for x in list(ACUTE[sp]) + p["chronic"] if x not in dx and x != "NAD"]
                if pool:
                    dx.append(rng.choice(pool))
                    if rng.random() < 0.1:
                        more = [x for x in pool if x not in dx]
                        if more:
                            dx.append(rng.choice(more))
            if "NAD" in dx and len(dx) > 1:
                dx.remove("NAD")
        elif typ == "OOH":
            dx.append(_pick(rng, OOH_DX[sp]))
            if p["chronic"] and rng.random() < 0.12:
                dx.append(rng.choice(p["chronic"]))
        elif typ == "Re-ex":
            dx = list(extra.get("dx", []))
        elif typ == "Vacc":
            r = rng.random()
            if r < 0.09:
                dx = ["Dental disease"]
            elif r < 0.15:
                dx = ["Obesity"]
            elif r < 0.18 and sp == "Canine":
                dx = ["Heart murmur"]
        elif typ == "Dental":
            dx = ["Dental disease"]
        elif typ == "Lump removal":
            dx = [_pick(rng, LUMP_DX)]
        elif typ == "PTS":
            dx = [p.get("pts_dx")] if p.get("pts_dx") else []
        elif typ == "Nurse clinic":
            kind = extra.get("kind")
            dx = ["Obesity"] if kind == "weight" else (["Anal glands"] if kind == "glands" else [])
        ga = typ in ("Neuter", "Dental", "Lump removal") or (
            typ == "OOH"
            and dx[0] in ("GDV", "Dystocia", "RTA", "Wound", "FLUTD")
            and rng.random() < 0.45
        )
        if vet is None and typ != "Nurse clinic":
            vet = _pick(rng, SURGEONS) if ga and typ != "OOH" else _pick(rng, VETS)
        tpr = (
            typ not in ("Nurse clinic", "PTS")
            and sp != "Tortoise"
            and not (typ == "Vacc" and rng.random() < 0.3)
            and not (typ == "Re-ex" and rng.random() < 0.5)
        )
        temp, hrrr = None, []
        if tpr:
            base = {
                "Canine": (37.8, 39.2),
                "Feline": (37.9, 39.2),
                "Rabbit": (38.3, 39.8),
                "Guinea pig": (37.4, 39.3),
                "Ferret": (37.9, 39.6),
            }[sp]
            if (
                any(
                    x in dx
                    for x in ("Abscess", "Pyoderma", "URTI", "Snuffles", "Kennel cough", "Wound")
                )
                and rng.random() < 0.5
            ):
                temp = round(rng.uniform(39.4, 40.8), 1)
            elif "Heatstroke" in dx:
                temp = round(rng.uniform(40.8, 41.6), 1)
            elif any(x in dx for x in ("RTA", "Collapse", "GI stasis")) and rng.random() < 0.5:
                temp = round(rng.uniform(36.1, 37.6), 1)
            else:
                temp = round(rng.uniform(*base), 1)
            hr = {
                "Canine": (64, 140),
                "Feline": (140, 220),
                "Rabbit": (180, 280),
                "Guinea pig": (230, 300),
                "Ferret": (180, 250),
            }[sp]
            h = rng.randint(*hr)
            if sp == "Canine" and p["adult"] < 10:
                h = min(180, h + rng.randint(10, 30))
            if typ == "OOH" and rng.random() < 0.5:
                h = min(hr[1] + 30, h + rng.randint(15, 40))
            rr = rng.randint(16, 40) if sp in ("Canine", "Feline") else rng.randint(30, 60)
            if ("CHF" in dx or "Heatstroke" in dx) and rng.random() < 0.8:
                rr = rng.randint(44, 60)
            hrrr = [h, rr]
        weighed = (
            typ != "PTS"
            and not (typ == "Re-ex" and rng.random() < 0.25)
            and not (typ == "OOH" and rng.random() < 0.2)
            and not (typ == "Nurse clinic" and extra.get("kind") == "nails" and rng.random() < 0.5)
        )
        bw = _weight(p, d, rng) if weighed else None
        dur = {
            "Consult": rng.choice([15, 15, 15, 15, 20, 30]),
            "Vacc": 20 if extra.get("primary") else 15,
            "Re-ex": rng.choice([10, 10, 15]),
            "Nurse clinic": rng.choice([15, 20, 20, 30]),
            "Neuter": {
                "Canine": rng.randint(55, 120),
                "Feline": rng.randint(25, 50),
                "Rabbit": rng.randint(40, 65),
            }.get(sp, 45),
            "Dental": rng.randint(60, 150),
            "Lump removal": rng.randint(45, 120),
            "OOH": rng.randint(30, 120) if not ga else rng.randint(90, 210),
            "PTS": rng.choice([30, 30, 45]),
        }[typ]
        dur = int(round(dur / 5) * 5)
        checks: list[bool] = []
        if ga:
            older = (d - p["dob"]).days > 7 * 365
            fasted = rng.random() < (0.97 if typ != "OOH" else 0.2)
            bloods = (
                rng.random() < (0.85 if older else 0.35) if typ != "OOH" else rng.random() < 0.9
            )
            ivft = rng.random() < {"Dental": 0.95, "Lump removal": 0.7, "OOH": 0.9}.get(
                typ, 0.4 if sp == "Canine" else 0.2
            )
            checks = [rng.random() > 0.004, fasted, bloods, ivft]
        phc = p["phc"] is not None
        if typ == "Consult":
            fee = 0.0 if p["phc"] == "Plus" else (47.25 if phc else (78.0 if dur == 30 else 52.5))
        elif typ == "Vacc":
            fee = 0.0 if phc else {"Canine": 64.0, "Feline": 58.0, "Rabbit": 52.0}[sp]
        elif typ == "Re-ex":
            fee = 0.0 if rng.random() < 0.7 else 28.0
        elif typ == "Nurse clinic":
            fee = (
                0.0
                if (phc or extra.get("kind") in ("postop", "sutures", "weight", "phc"))
                else 18.0
            )
        elif typ == "Neuter":
            if sp == "Canine":
                fee = (
                    rng.randint(64, 112) if p["sex"].startswith("F") else rng.randint(49, 78)
                ) * 5.0
            elif sp == "Feline":
                fee = 118.0 if p["sex"].startswith("F") else 82.0
            else:
                fee = rng.choice([125.0, 145.0, 165.0])
        elif typ == "Dental":
            fee = rng.randint(59, 144) * 5.0
        elif typ == "Lump removal":
            fee = rng.randint(68, 176) * 5.0
        elif typ == "OOH":
            fee = (rng.randint(33, 84) * 5.0) + (rng.randint(50, 160) * 5.0 if ga else 0.0)
        else:  # PTS
            fee = rng.choice([165.0, 185.0, 210.0, 240.0, 290.0])
        claim = (
            p["ins"]
            and typ in ("Consult", "OOH", "Re-ex", "Lump removal")
            and not (set(dx) <= {"NAD", "Obesity", "Anal glands"})
            and rng.random() < 0.5
        )
        a = {
            "appt_id": f"C{counter}",
            "ptNo": p["pt_no"],
            "dtAppt": d,
            "ApptTyp": typ,
            "vet": vet,
            "tempC": temp,
            "hrrr": hrrr,
            "durMin": dur,
            "bwKg": bw,
            "isGA": ga,
            "preop_chk": checks,
            "Dx": dx,
            "feeGbp": round(fee, 2),
            "insClaim": bool(claim),
            "hx": "",
        }
        ex = dict(extra)
        if typ == "Dental":
            ex["ext"] = rng.choice([0, 0, 1, 2, 3, 4, 6, 9])
        a["hx"] = _notes(rng, p, a, ex)
        appts.append(a)
        if typ == "Vacc":
            p["vaccs"].append(d)
        if typ == "Neuter":
            p["sex"] = p["sex"] + "N"
        if bw is not None:
            p.setdefault("w25", []).append(bw)
        # dispensing at the visit
        prods: list[str] = []
        if typ in ("Neuter", "Dental", "Lump removal"):
            prods = _rx_for(rng, p, "", bw, typ)
        elif typ in ("Consult", "OOH"):
            for x in dx[:2]:
                prods += [q for q in _rx_for(rng, p, x, bw, typ) if q not in prods]
        elif typ == "Re-ex" and dx and rng.random() < 0.3:
            prods = _rx_for(rng, p, dx[0], bw, typ)[:1]
        elif typ in ("Vacc", "Nurse clinic") and (
            rng.random() < 0.3 or extra.get("kind") == "flea"
        ):
            prods = _flea_worm(rng, p)
        for q in prods:
            ln = _line(rng, q, bw or p["adult"], phc=phc)
            lines.append(
                {
                    "ptRef": p["pt_no"],
                    "dtDisp": d,
                    **ln,
                    "rpt": False,
                    "dispby": rng.choice(DISPENSERS),
                    "_k": len(lines),
                }
            )
        # follow-ups
        if typ in ("Consult", "OOH"):
            acute = [
                x
                for x in dx
                if x not in CHRONIC_RX
                and x not in ("NAD", "Obesity", "Anal glands", "Lump - TBC", "Dental disease")
            ]
            if acute and rng.random() < (0.33 if typ == "Consult" else 0.5):
                book(
                    d + timedelta(days=rng.randint(5, 14)),
                    p,
                    "Re-ex",
                    {"dx": [acute[0]], "vet": vet},
                )
            if "Dental disease" in dx and rng.random() < 0.45:
                book(d + timedelta(days=rng.randint(14, 45)), p, "Dental", {}, weekday_only=True)
            if "Lump - TBC" in dx and rng.random() < 0.55:
                book(
                    d + timedelta(days=rng.randint(10, 30)),
                    p,
                    "Lump removal",
                    {},
                    weekday_only=True,
                )
            if "Obesity" in dx and rng.random() < 0.5:
                book(d + timedelta(days=rng.randint(21, 35)), p, "Nurse clinic", {"kind": "weight"})
        if typ == "Vacc" and "Dental disease" in dx and rng.random() < 0.35:
            book(d + timedelta(days=rng.randint(14, 50)), p, "Dental", {}, weekday_only=True)
        if typ == "Vacc" and "Obesity" in dx and rng.random() < 0.4:
            book(d + timedelta(days=rng.randint(14, 35)), p, "Nurse clinic", {"kind": "weight"})
        if typ in ("Neuter", "Lump removal", "Dental"):
            if rng.random() < 0.7:
                book(d + timedelta(days=rng.randint(2, 4)), p, "Nurse clinic", {"kind": "postop"})
            if (
                typ == "Lump removal" or (typ == "Neuter" and p["sex"] == "FN")
            ) and rng.random() < 0.6:
                book(
                    d + timedelta(days=rng.randint(10, 12)), p, "Nurse clinic", {"kind": "sutures"}
                )
        if extra.get("kind") == "weight" and rng.random() < 0.45:
            book(d + timedelta(days=rng.randint(28, 42)), p, "Nurse clinic", {"kind": "weight"})
        return a

    for d in all_days:
        is_open = _open(d)
        if is_open:
            for p, typ, extra in sched.pop(d, []):
                if alive(p, d):
                    make(
                        d,
                        p,
                        typ,
                        extra,
                        vet=extra.get("vet") if typ == "Re-ex" and rng.random() < 0.7 else None,
                    )
            for p in pts:
                if p["death"] == d and p.get("pts"):
                    make(d, p, "PTS", {})
            k = rng.randint(2, 6) if d.weekday() < 5 else rng.randint(1, 3)
            cands = [(p, w) for p, w in zip(pts, weights_base) if alive(p, d)]
            for _ in range(k):
                p = rng.choices([c[0] for c in cands], weights=[c[1] for c in cands])[0]
                make(d, p, "Consult", {})
            if d.weekday() < 5 and rng.random() < 0.55:
                p = rng.choices([c[0] for c in cands], weights=[c[1] for c in cands])[0]
                kind = (
                    "phc"
                    if p["phc"] and rng.random() < 0.4
                    else rng.choice(["nails", "nails", "glands", "flea", "weight"])
                )
                if p["sp"] in ("Canine", "Feline", "Rabbit") or kind == "nails":
                    make(d, p, "Nurse clinic", {"kind": kind})
            if d.weekday() < 5 and rng.random() < 0.12:
                older = [
                    c
                    for c in cands
                    if (d - c[0]["dob"]).days > 2500 and c[0]["sp"] in ("Canine", "Feline")
                ]
                if older:
                    make(d, rng.choice(older)[0], "Dental", {})
        p_ooh = 0.3 if is_open else 0.6
        for _ in range(2):
            if rng.random() < p_ooh:
                cands = [p for p in pts if alive(p, d)]
                make(d, rng.choice(cands), "OOH", {})
                p_ooh *= 0.25

    for p in pts:  # deaths at home, no euthanasia appointment
        if p["death"] is not None:
            p["status"] = "Deceased"
            p["phc"] = None

    # repeat prescriptions of the chronic patients, every four or eight weeks
    for p in pts:
        meds = [x for x in p["chronic"] if x in CHRONIC_RX]
        if not meds or p["status"] == "Lapsed" or rng.random() > 0.8:
            continue
        last_w = p.get("w25", [p["adult"]])[-1]
        prods: list[str] = []
        for x in meds:
            rx = [
                q
                for q in _rx_for(rng, p, x, last_w, "Repeat")
                if "diet" not in q or rng.random() < 0.5
            ]
            prods += [q for q in rx[:2] if q not in prods]
        if not prods:
            continue
        step = rng.choice([28, 28, 30, 56, 60])
        d = START + timedelta(days=rng.randint(0, step))
        while d <= EXPORT_DAY:
            dd = _next_open(d, weekday_only=True)
            if dd > EXPORT_DAY or not (p["reg"] <= dd and (p["death"] is None or dd < p["death"])):
                break
            if rng.random() < 0.9:
                for q in prods:
                    days = step if PRODUCTS[q][5] != [None] else None
                    ln = _line(rng, q, last_w, days=days)
                    lines.append(
                        {
                            "ptRef": p["pt_no"],
                            "dtDisp": dd,
                            **ln,
                            "rpt": True,
                            "dispby": rng.choice(DISPENSERS),
                            "_k": len(lines),
                        }
                    )
            d += timedelta(days=step + rng.randint(-2, 5))

    # the register at export: weight history, vaccination dates
    for p in pts:
        hist = []
        n_old = rng.randint(1, 3)
        for i in range(n_old):
            when = p["reg"] + timedelta(days=int(((START - p["reg"]).days) * (i + 1) / (n_old + 1)))
            if when < p["reg"] or when >= START:
                continue
            hist.append(_weight(p, when, rng))
        if p["new"] and p["reg"] < START:
            hist = [_weight(p, p["reg"], rng)]
        elif p["new"]:
            hist = []
        hist += p.get("w25", [])
        if not hist:
            hist = [_weight(p, p["reg"], rng)]
        p["bwHist"] = hist[-4:]

    out_pts = []
    for p in sorted(pts, key=lambda x: x["pt_no"]):
        out_pts.append(
            {
                "pt_no": p["pt_no"],
                "petNm": p["name"],
                "Sp": p["sp"],
                "breed": p["breed"],
                "sex": p["sex"],
                "dob": p["dob"],
                "dtReg": p["reg"],
                "owner": p["owner"],
                "bwHist": p["bwHist"],
                "BCS": p["bcs"],
                "isIns": p["ins"],
                "phcTier": p["phc"],
                "alerts": p["alerts"],
                "vaccdts": sorted(p["vaccs"])[-3:],
                "Status": p["status"],
            }
        )
    appts.sort(key=lambda a: a["appt_id"])
    lines.sort(key=lambda x: (x["dtDisp"], x["_k"]))
    out_lines = []
    for i, x in enumerate(lines, start=1):
        del x["_k"]
        out_lines.append(
            {
                "rx_no": f"RX25-{i:05d}",
                "ptRef": x["ptRef"],
                "dtDisp": x["dtDisp"],
                "Prod": x["Prod"],
                "legalCat": x["legalCat"],
                "nUnits": x["nUnits"],
                "doseMgkg": x["doseMgkg"],
                "freq": x["freq"],
                "days": x["days"],
                "isCD": x["isCD"],
                "rpt": x["rpt"],
                "priceGbp": x["priceGbp"],
                "lblAdv": x["lblAdv"],
                "dispby": x["dispby"],
            }
        )
    assert all(a["ptNo"] in by_no for a in appts)
    return {"Pts": out_pts, "Appts": appts, "RxLns": out_lines}


def build(out: Path) -> Path:
    """Write `vet-practice/schema.json` and its three objects files under out."""
    formats = {"Pts": "csv", "Appts": "jsonl", "RxLns": "parquet"}
    return _export.export(out, DOMAIN, SCHEMA, PROSE, build_objects(), formats, csv_ascii=False)


if __name__ == "__main__":
    _export.main(__doc__, build)
