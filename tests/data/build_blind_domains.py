"""Build the three invented domains of the new-domain blind set, in the form `gymkit env import` reads.

    python tests/data/build_blind_domains.py OUT [--objects 300]
    gymkit env import alpine-club --schema OUT/alpine-club/schema.json \
        --objects OUT/alpine-club/objects --out SNAP          (and the same for the other two)
    gymkit data --source SNAP --out WORKSPACE

Three domains nobody tuned an agent for (tests/data/blind_domains_commands.jsonl holds their
commands): an alpine club's mountain huts and trail-condition reports (`alpine-club`), a ceramics
studio's kilns, glaze batches and firings (`ceramics-studio`), and an urban beekeeping
association's apiaries, hive inspections and honey harvests (`urban-beekeeping`). Each domain is a
folder with `schema.json` (Weaviate's REST form, `{"classes": [...]}`, with descriptions and
camelCase property names) and `objects/<Collection>.jsonl`, as a user exports them. Between them
they hold every property type the card uses (text, text[], int, int[], number, number[], boolean,
boolean[], date, date[]), prose for searches, and transactional collections whose reference
properties hold a knowledge-base record's name. The output is deterministic (one seeded
`random.Random` per domain), so the values the commands use always exist.
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import date, timedelta
from pathlib import Path

DEFAULT_OBJECTS = 300

# ---- schemas: (name, Weaviate data type or PROSE, description) per property ----------------

PROSE = "prose"  # a text property tokenized as `word`: what a search reads

SCHEMAS: dict[str, list[tuple[str, str, list[tuple[str, str, str]]]]] = {
    "alpine-club": [
        (
            "MountainHuts",
            "Staffed huts and unstaffed shelters the alpine club maintains in the mountains.",
            [
                ("hutName", "text", "The name members use to book and refer to the hut."),
                (
                    "hutDescription",
                    PROSE,
                    "Describes the hut's setting, approach routes and facilities.",
                ),
                ("mountainRange", "text", "The mountain range the hut stands in."),
                ("altitudeMeters", "int", "The hut's altitude above sea level in meters."),
                ("bedCount", "int", "How many sleeping places the hut offers."),
                ("overnightFeeEur", "number", "The member price in euros for one night."),
                ("amenities", "text[]", "Facilities available to guests at the hut."),
                ("openMonths", "int[]", "The months of the year (1 to 12) when the hut is open."),
                (
                    "hasWinterRoom",
                    "boolean",
                    "Whether an unlocked winter room stays open off-season.",
                ),
                (
                    "lastInspectionDate",
                    "date",
                    "The date of the club's last safety inspection of the hut.",
                ),
                (
                    "waterSupplyChecks",
                    "boolean[]",
                    "Each flag records whether a water-supply test passed.",
                ),
            ],
        ),
        (
            "TrailReports",
            "Trail-condition reports members file for the route sections around a hut.",
            [
                ("reportCode", "text", "The code that identifies a trail-condition report."),
                ("hutName", "text", "The name of the hut whose approach trail the report covers."),
                ("trailSection", "text", "The kind of trail section the report describes."),
                ("reportDate", "date", "The date the conditions were observed."),
                ("snowDepthCm", "int", "The snow depth on the trail in centimeters."),
                (
                    "hazardLevel",
                    "int",
                    "The reporter's hazard rating from 1 (low) to 5 (very high).",
                ),
                ("windSpeedKmh", "number", "The wind speed measured on the section in km/h."),
                (
                    "avalancheWarning",
                    "boolean",
                    "Whether an avalanche warning was in force that day.",
                ),
                ("surfaceTags", "text[]", "Surfaces encountered along the section."),
                (
                    "markerChecks",
                    "boolean[]",
                    "Each flag records whether a trail marker was found intact.",
                ),
                ("conditionNotes", PROSE, "The reporter's account of the trail conditions."),
            ],
        ),
    ],
    "ceramics-studio": [
        (
            "Kilns",
            "The studio's kilns, with their type, capacity and maintenance record.",
            [
                ("kilnName", "text", "The nickname the studio uses for the kiln."),
                ("kilnNotes", PROSE, "Notes on how the kiln fires, its quirks and its upkeep."),
                ("kilnType", "text", "How the kiln is fuelled or fired."),
                (
                    "maxTemperatureC",
                    "int",
                    "The highest temperature the kiln is rated for, in Celsius.",
                ),
                (
                    "chamberVolumeLiters",
                    "number",
                    "The usable volume of the firing chamber in liters.",
                ),
                ("shelfCount", "int", "How many kiln shelves the kiln holds."),
                ("installDate", "date", "The date the kiln was installed in the studio."),
                ("supportedCones", "text[]", "Pyrometric cones the kiln can reach reliably."),
                ("ventingChecks", "boolean[]", "Each flag records whether a venting test passed."),
                (
                    "hasDigitalController",
                    "boolean",
                    "Whether the kiln has a programmable controller.",
                ),
                ("serviceDates", "date[]", "Dates of scheduled servicing for the kiln."),
            ],
        ),
        (
            "GlazeBatches",
            "Batches of glaze mixed in the studio, with their finish and test results.",
            [
                ("glazeName", "text", "The name written on the glaze bucket."),
                (
                    "recipeNotes",
                    PROSE,
                    "Describes the recipe, its look when fired and how to apply it.",
                ),
                ("finishType", "text", "The surface finish the glaze gives."),
                ("batchWeightKg", "number", "The dry weight of the batch in kilograms."),
                ("mixedDate", "date", "The date the batch was mixed."),
                (
                    "foodSafe",
                    "boolean",
                    "Whether the fired glaze passed the studio's food-safety test.",
                ),
                ("colorTags", "text[]", "Colors the glaze shows after firing."),
                ("testTileScores", "int[]", "Scores from 1 to 10 given to the batch's test tiles."),
                (
                    "applicationThicknessMm",
                    "number[]",
                    "Coat thicknesses in millimeters the batch was tested at.",
                ),
            ],
        ),
        (
            "Firings",
            "Individual kiln firings, each with one kiln and one main glaze.",
            [
                ("firingCode", "text", "The code that identifies a firing in the kiln log."),
                ("kilnName", "text", "The nickname of the kiln used for the firing."),
                ("glazeName", "text", "The name of the main glaze batch fired."),
                ("firingDate", "date", "The date the firing started."),
                ("peakTemperatureC", "int", "The highest temperature reached, in Celsius."),
                ("durationHours", "number", "How long the firing took, in hours."),
                ("piecesLoaded", "int", "How many pieces were loaded into the kiln."),
                (
                    "reductionAtmosphere",
                    "boolean",
                    "Whether the firing ran in a reduction atmosphere.",
                ),
                ("defectTags", "text[]", "Glaze defects found when the kiln was unloaded."),
                (
                    "coneChecks",
                    "boolean[]",
                    "Each flag records whether a witness cone bent as planned.",
                ),
                ("firingLog", PROSE, "The potter's log of how the firing went."),
            ],
        ),
    ],
    "urban-beekeeping": [
        (
            "Apiaries",
            "Sites where association members keep hives across the city.",
            [
                ("apiaryName", "text", "The name of the apiary site."),
                (
                    "siteDescription",
                    PROSE,
                    "Describes the site, its surroundings and the forage nearby.",
                ),
                ("district", "text", "The city district the apiary is in."),
                ("hiveCount", "int", "How many hives stand at the site."),
                ("isRooftop", "boolean", "Whether the apiary is on a rooftop."),
                ("establishedDate", "date", "The date the site was set up."),
                ("forageTags", "text[]", "Main forage plants within flying range."),
                ("distanceToParkMeters", "number", "The distance in meters to the nearest park."),
                (
                    "swarmCheckDates",
                    "date[]",
                    "Dates of the association's swarm checks at the site.",
                ),
            ],
        ),
        (
            "HiveInspections",
            "Inspections of the hives at an apiary by association members.",
            [
                ("inspectionCode", "text", "The code that identifies an inspection record."),
                ("apiaryName", "text", "The name of the apiary where the inspection took place."),
                ("inspectorName", "text", "The member who carried out the inspection."),
                ("inspectionDate", "date", "The date of the inspection."),
                ("broodFrames", "int", "How many frames held brood."),
                ("queenSighted", "boolean", "Whether the queen was seen during the inspection."),
                (
                    "varroaMitesPer100Bees",
                    "number",
                    "Varroa mites counted per 100 bees in the sample.",
                ),
                (
                    "temperamentScore",
                    "int",
                    "How calm the colony was, from 1 (aggressive) to 5 (calm).",
                ),
                (
                    "diseaseChecks",
                    "boolean[]",
                    "Each flag records whether a disease screening was clear.",
                ),
                ("framesWithEggs", "int[]", "Positions of the frames where eggs were found."),
                ("inspectionNotes", PROSE, "The inspector's notes on the colony."),
            ],
        ),
        (
            "HoneyHarvests",
            "Honey extracted from the hives of an apiary.",
            [
                ("harvestCode", "text", "The code that identifies a harvest."),
                ("apiaryName", "text", "The name of the apiary the honey came from."),
                ("harvestDate", "date", "The date the honey was extracted."),
                ("honeyKg", "number", "The weight of honey extracted, in kilograms."),
                ("moisturePercent", "number", "The water content of the honey in percent."),
                ("organicCertified", "boolean", "Whether the harvest is certified organic."),
                ("floralSources", "text[]", "The flowers the honey mostly comes from."),
                ("jarSizesGrams", "int[]", "Jar sizes in grams the harvest was bottled in."),
                ("qualityChecks", "boolean[]", "Each flag records whether a quality test passed."),
                ("tastingNote", PROSE, "A short tasting note on the honey."),
            ],
        ),
    ],
}

# ---- value pools ---------------------------------------------------------------------------

HUT_HEADS = [
    "Gamsfeld",
    "Steinbock",
    "Edelgrat",
    "Lawinen",
    "Birkenkar",
    "Felsnadel",
    "Murmel",
    "Arven",
    "Gletscher",
    "Silberhorn",
    "Kreuzjoch",
    "Windegg",
    "Schartl",
    "Hochalm",
    "Wasserfall",
    "Rabenstein",
    "Sonnwend",
    "Krummholz",
    "Eiskogel",
    "Talblick",
]
HUT_TAILS = [
    "Hut",
    "Refuge",
    "Bivouac",
    "Lodge",
    "Cabin",
    "Shelter",
    "Chalet",
    "Hostel",
    "Haus",
    "Stube",
    "Alm",
    "Camp",
    "Station",
    "Biwak",
    "Rest",
]
RANGES = ["Kalkspitz Range", "Grauhorn Massif", "Rotwand Group", "Seekar Alps", "Nebelstein Chain"]
AMENITIES = ["drying room", "hot shower", "self-catering kitchen", "wifi", "sauna", "boot room"]
TRAIL_SECTIONS = ["approach", "ridge", "glacier", "descent", "traverse"]
SURFACES = ["scree", "packed snow", "ice", "mud", "dry rock", "meadow"]
HUT_TOPICS = [
    "It sits on a shoulder above a glacier lake with a wide view of the north faces.",
    "The approach climbs through larch forest and takes about three hours from the valley.",
    "A cable car brings day visitors close, so the terrace is busy at midday.",
    "Climbers use it as a base for the classic ridge traverse to the summit.",
    "The hut generates its own power from a small hydro turbine and solar panels.",
    "Families like the short approach and the goat pasture behind the hut.",
    "Ski tourers arrive in spring, when the winter room fills on weekends.",
    "Water is scarce in late summer and guests are asked to bring their own.",
    "The kitchen is known for its barley soup and apricot dumplings.",
    "A via ferrata starts ten minutes from the door.",
]
TRAIL_TOPICS = [
    "Fresh snow covered the markers above the second switchback.",
    "A rockfall left loose boulders across the path below the saddle.",
    "The bridge over the torrent was washed out after the storm.",
    "Crampons were needed on the hard frozen crust in the morning.",
    "The path was dry and in good condition all the way to the col.",
    "Strong gusts on the ridge made the exposed steps unpleasant.",
    "Meltwater turned the lower meadows into deep mud.",
    "A cornice overhangs the ridge and should be passed well to the left.",
    "Fog reduced visibility to a few meters near the cairns.",
    "Fixed ropes on the chimney were frayed and have been reported to the club.",
]

KILN_HEADS = [
    "Big Bertha",
    "Old Smokey",
    "Little Dragon",
    "Copper Belle",
    "Night Owl",
    "Iron Maw",
    "Sleepy Bear",
    "Blue Heron",
    "Red Fox",
    "Ember Queen",
    "Salt Wagon",
    "Ash Cat",
    "Thunder Box",
    "Moon Oven",
    "Cinder Block",
]
KILN_TAILS = [
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Major",
    "Minor",
    "Junior",
    "Senior",
    "North",
    "South",
    "East",
    "West",
]
KILN_TYPES = ["Electric", "Gas", "Wood", "Raku", "Soda"]
CONES = ["cone 06", "cone 04", "cone 5", "cone 6", "cone 10"]
GLAZE_HEADS = [
    "Celadon",
    "Tenmoku",
    "Shino",
    "Oribe",
    "Chun",
    "Ash",
    "Cobalt",
    "Iron Red",
    "Copper",
    "Rutile",
    "Honey",
    "Oatmeal",
    "Ochre",
    "Slate",
    "Jade",
    "Plum",
    "Sea Foam",
    "Midnight",
    "Sand",
    "Moss",
]
GLAZE_TAILS = [
    "Gloss",
    "Matte",
    "Satin",
    "Float",
    "Drip",
    "Breaking",
    "Speckle",
    "Crawl",
    "Wash",
    "Dream",
    "Mist",
    "Dust",
    "Glow",
    "Frost",
    "Bloom",
]
FINISHES = ["Glossy", "Matte", "Satin", "Crackle", "Crystalline"]
COLORS = ["blue", "green", "white", "amber", "black", "red", "speckled brown"]
DEFECTS = ["crawling", "pinholes", "crazing", "blistering", "shivering"]
KILN_TOPICS = [
    "The back left corner runs cooler, so tall pieces go in the front.",
    "The lid seal was replaced last spring after a long crack appeared.",
    "It reaches temperature slowly but holds it evenly during a soak.",
    "Burners need to be cleaned of spider webs before every gas firing.",
    "Students fire test tiles on the top shelf only.",
    "Wood is split and stacked under the shed a week before each firing.",
    "The thermocouple reads about ten degrees high and is compensated by hand.",
    "Soda is sprayed through the side ports once cone 9 starts to bend.",
    "It is the first kiln new members learn to load.",
    "Elements were swapped after a long run of bisque firings.",
]
GLAZE_TOPICS = [
    "It pools into deep glassy blue in the recesses of carved work.",
    "Apply in two thin coats; thick applications crawl at the rim.",
    "The surface breaks to brown over edges and texture.",
    "It is a liner glaze for mugs and bowls.",
    "Wood ash from the studio's own firings gives it its runny streaks.",
    "Fired in reduction it turns a soft green; in oxidation a pale yellow.",
    "The recipe uses local red clay as a colorant.",
    "Crystals grow only with a slow cool through the soak.",
    "It stains easily and is kept for decorative pieces.",
    "Dip for three seconds and wipe the foot clean.",
]
FIRING_TOPICS = [
    "Cone packs bent evenly on every shelf.",
    "A power cut stalled the climb for an hour near the top.",
    "The reduction started too early and the copper reds came out muddy.",
    "Shelves were washed fresh and nothing stuck.",
    "Two mugs cracked on cooling, probably from a draft at the spy hole.",
    "The glaze moved more than expected and ran onto the cookies.",
    "A slow cool through 1000 degrees gave good crystals.",
    "The kiln was unloaded a day late because of the heat inside.",
    "Ash buildup on the front pieces gave lovely flashing.",
    "Pinholes appeared on the bowls that were glazed thick.",
]

APIARY_HEADS = [
    "Linden",
    "Clover",
    "Station",
    "Canal",
    "Rooftop",
    "Orchard",
    "Allotment",
    "Library",
    "Brewery",
    "Chapel",
    "Market",
    "Harbour",
    "Railway",
    "School",
    "Gasworks",
    "Mill",
    "Printing House",
    "Tram Depot",
    "Theatre",
    "Fire Station",
]
APIARY_TAILS = [
    "Garden",
    "Yard",
    "Terrace",
    "Corner",
    "Plot",
    "Roof",
    "Court",
    "Meadow",
    "Bank",
    "Green",
    "Lane",
    "Row",
    "Square",
    "Wharf",
    "Hill",
]
DISTRICTS = ["Old Town", "Riverside", "Northgate", "Eastfield", "Harbourside"]
FORAGE = ["linden", "clover", "lavender", "chestnut", "rapeseed", "ivy", "bramble"]
INSPECTORS = [
    "Ada Kowalski",
    "Bram Okafor",
    "Chiara Lund",
    "Dev Patel",
    "Elif Sorensen",
    "Femi Adeyemi",
    "Greta Vos",
    "Hana Ito",
    "Ivo Marsh",
    "Jonas Weber",
    "Kira Novak",
    "Leon Duarte",
]
JAR_SIZES = [125, 250, 340, 454, 500]
APIARY_TOPICS = [
    "The hives stand behind a hedge that shelters them from the west wind.",
    "A row of lime trees along the avenue gives a strong flow in early July.",
    "Neighbours complained once about bees at a paddling pool next door.",
    "The roof is reached by a steep ladder, so supers are lifted with a pulley.",
    "Railway embankments nearby are covered with bramble and willowherb.",
    "A school uses the site for lessons and has an observation hive.",
    "Water is provided in a trough with floating corks.",
    "The site floods in heavy rain, so the hives are raised on pallets.",
    "Ivy on the old walls feeds the bees late into autumn.",
    "Wasps are a problem in late summer and entrances are reduced.",
]
INSPECTION_TOPICS = [
    "The colony was calm and the brood pattern was solid.",
    "Queen cells were found on two frames; the colony may swarm soon.",
    "Chalkbrood mummies lay on the floor of the hive.",
    "Stores were low and the colony was fed sugar syrup.",
    "The bees were defensive and followed the inspector for a while.",
    "A new super was added because the brood box was full.",
    "Drone brood was removed to reduce varroa.",
    "No eggs were seen and the colony may be queenless.",
    "Wax moth larvae were found in a spare frame.",
    "The colony is building up quickly after the spring flow.",
]
TASTING_TOPICS = [
    "Pale and mild with a hint of mint.",
    "Dark and malty, slightly bitter at the finish.",
    "Crystallised quickly into a smooth creamed texture.",
    "Floral and bright, very popular at the market stall.",
    "Thin and runny, with a lemony aroma.",
    "Rich toffee notes from the chestnut flow.",
    "A hint of smoke from the old bakery chimney nearby, some say.",
    "Very sweet, with a long honeysuckle finish.",
]


def _prose(rng: random.Random, opener: str, topics: list[str]) -> str:
    return " ".join([opener, *rng.sample(topics, 3)])


def _names(rng: random.Random, heads: list[str], tails: list[str], n: int) -> list[str]:
    names = [f"{h} {t}" for h in heads for t in tails]
    if n > len(names):
        raise SystemExit(f"at most {len(names)} objects per collection (asked for {n})")
    rng.shuffle(names)
    return names[:n]


def _day(rng: random.Random, start: date, end: date) -> str:
    return (start + timedelta(days=rng.randrange((end - start).days + 1))).isoformat()


def _some(rng: random.Random, pool: list, most: int = 3) -> list:
    return sorted(rng.sample(pool, rng.randint(1, most)))


def _flags(rng: random.Random) -> list[bool]:
    return [rng.random() < 0.6 for _ in range(rng.randint(1, 3))]


def alpine_club(n: int) -> dict[str, list[dict]]:
    rng = random.Random(27_001)
    huts = [
        {
            "hutName": name,
            "hutDescription": _prose(rng, f"{name} is a club hut.", HUT_TOPICS),
            "mountainRange": rng.choice(RANGES),
            "altitudeMeters": rng.randint(1400, 3600),
            "bedCount": rng.randint(8, 120),
            "overnightFeeEur": round(rng.uniform(18, 65), 2),
            "amenities": _some(rng, AMENITIES),
            "openMonths": _some(rng, [1, 2, 3, 6, 7, 8, 9, 10, 12], 4),
            "hasWinterRoom": rng.random() < 0.5,
            "lastInspectionDate": _day(rng, date(2023, 5, 1), date(2026, 10, 31)),
            "waterSupplyChecks": _flags(rng),
        }
        for name in _names(rng, HUT_HEADS, HUT_TAILS, n)
    ]
    reports = []
    for i in range(n):
        hut = rng.choice(huts[: max(1, n * 2 // 3)])["hutName"]
        reports.append(
            {
                "reportCode": f"TCR-{i + 1:04d}",
                "hutName": hut,
                "trailSection": rng.choice(TRAIL_SECTIONS),
                "reportDate": _day(rng, date(2025, 1, 1), date(2026, 11, 30)),
                "snowDepthCm": rng.choice([0, 0, 0, rng.randint(1, 240)]),
                "hazardLevel": rng.randint(1, 5),
                "windSpeedKmh": round(rng.uniform(0, 110), 1),
                "avalancheWarning": rng.random() < 0.3,
                "surfaceTags": _some(rng, SURFACES),
                "markerChecks": _flags(rng),
                "conditionNotes": _prose(rng, f"Report on the {hut} approach.", TRAIL_TOPICS),
            }
        )
    return {"MountainHuts": huts, "TrailReports": reports}


def ceramics_studio(n: int) -> dict[str, list[dict]]:
    rng = random.Random(27_002)
    kilns = [
        {
            "kilnName": name,
            "kilnNotes": _prose(rng, f"{name} is one of the studio kilns.", KILN_TOPICS),
            "kilnType": rng.choice(KILN_TYPES),
            "maxTemperatureC": rng.randrange(1000, 1351, 10),
            "chamberVolumeLiters": round(rng.uniform(20, 900), 1),
            "shelfCount": rng.randint(2, 16),
            "installDate": _day(rng, date(2004, 1, 1), date(2026, 6, 30)),
            "supportedCones": _some(rng, CONES),
            "ventingChecks": _flags(rng),
            "hasDigitalController": rng.random() < 0.5,
            "serviceDates": _some(rng, ["2027-01-15", "2027-03-15", "2027-06-15", "2027-09-15"]),
        }
        for name in _names(rng, KILN_HEADS, KILN_TAILS, n)
    ]
    glazes = [
        {
            "glazeName": name,
            "recipeNotes": _prose(rng, f"{name} is a studio glaze.", GLAZE_TOPICS),
            "finishType": rng.choice(FINISHES),
            "batchWeightKg": round(rng.uniform(0.5, 25), 2),
            "mixedDate": _day(rng, date(2024, 1, 1), date(2026, 11, 15)),
            "foodSafe": rng.random() < 0.55,
            "colorTags": _some(rng, COLORS),
            "testTileScores": [rng.randint(1, 10) for _ in range(rng.randint(1, 3))],
            "applicationThicknessMm": _some(rng, [0.3, 0.5, 0.8, 1.2], 2),
        }
        for name in _names(rng, GLAZE_HEADS, GLAZE_TAILS, n)
    ]
    firings = []
    for i in range(n):
        kiln = rng.choice(kilns[: max(1, n * 2 // 3)])["kilnName"]
        firings.append(
            {
                "firingCode": f"FIR-{i + 1:04d}",
                "kilnName": kiln,
                "glazeName": rng.choice(glazes[: max(1, n * 2 // 3)])["glazeName"],
                "firingDate": _day(rng, date(2025, 3, 1), date(2026, 11, 20)),
                "peakTemperatureC": rng.randrange(900, 1331, 5),
                "durationHours": round(rng.uniform(6, 72), 1),
                "piecesLoaded": rng.randint(4, 180),
                "reductionAtmosphere": rng.random() < 0.4,
                "defectTags": _some(rng, DEFECTS, 2),
                "coneChecks": _flags(rng),
                "firingLog": _prose(rng, f"Firing in {kiln}.", FIRING_TOPICS),
            }
        )
    return {"Kilns": kilns, "GlazeBatches": glazes, "Firings": firings}


def urban_beekeeping(n: int) -> dict[str, list[dict]]:
    rng = random.Random(27_003)
    apiaries = [
        {
            "apiaryName": name,
            "siteDescription": _prose(rng, f"{name} is an association apiary.", APIARY_TOPICS),
            "district": rng.choice(DISTRICTS),
            "hiveCount": rng.randint(1, 24),
            "isRooftop": rng.random() < 0.4,
            "establishedDate": _day(rng, date(2008, 1, 1), date(2026, 5, 31)),
            "forageTags": _some(rng, FORAGE),
            "distanceToParkMeters": round(rng.uniform(20, 2500), 1),
            "swarmCheckDates": _some(rng, ["2026-04-20", "2026-05-11", "2026-06-01", "2026-06-22"]),
        }
        for name in _names(rng, APIARY_HEADS, APIARY_TAILS, n)
    ]
    sites = [a["apiaryName"] for a in apiaries[: max(1, n * 2 // 3)]]
    inspections = [
        {
            "inspectionCode": f"INS-{i + 1:04d}",
            "apiaryName": (site := rng.choice(sites)),
            "inspectorName": rng.choice(INSPECTORS),
            "inspectionDate": _day(rng, date(2025, 3, 15), date(2026, 10, 15)),
            "broodFrames": rng.randint(0, 10),
            "queenSighted": rng.random() < 0.6,
            "varroaMitesPer100Bees": round(rng.uniform(0, 9), 1),
            "temperamentScore": rng.randint(1, 5),
            "diseaseChecks": _flags(rng),
            "framesWithEggs": _some(rng, list(range(1, 11))),
            "inspectionNotes": _prose(rng, f"Inspection at {site}.", INSPECTION_TOPICS),
        }
        for i in range(n)
    ]
    harvests = [
        {
            "harvestCode": (code := f"HRV-{i + 1:04d}"),
            "apiaryName": rng.choice(sites),
            "harvestDate": _day(rng, date(2024, 6, 1), date(2026, 9, 30)),
            "honeyKg": round(rng.uniform(2, 95), 2),
            "moisturePercent": round(rng.uniform(15.5, 20.5), 1),
            "organicCertified": rng.random() < 0.3,
            "floralSources": _some(rng, FORAGE),
            "jarSizesGrams": _some(rng, JAR_SIZES),
            "qualityChecks": _flags(rng),
            "tastingNote": _prose(rng, f"Tasting note for {code}.", TASTING_TOPICS),
        }
        for i in range(n)
    ]
    return {"Apiaries": apiaries, "HiveInspections": inspections, "HoneyHarvests": harvests}


BUILDERS = {
    "alpine-club": alpine_club,
    "ceramics-studio": ceramics_studio,
    "urban-beekeeping": urban_beekeeping,
}


def weaviate_schema(domain: str) -> dict:
    """The domain's schema as Weaviate's REST API returns it (`GET /v1/schema`)."""
    classes = []
    for name, description, props in SCHEMAS[domain]:
        properties = []
        for prop_name, data_type, prop_description in props:
            prose = data_type == PROSE
            data_type = "text" if prose else data_type
            prop = {"name": prop_name, "dataType": [data_type], "description": prop_description}
            if data_type in ("text", "text[]"):
                prop["tokenization"] = "word" if prose else "field"
            properties.append(prop)
        classes.append(
            {
                "class": name,
                "description": description,
                "vectorizer": "none",
                "properties": properties,
            }
        )
    return {"classes": classes}


def build(out: Path, n: int = DEFAULT_OBJECTS) -> list[Path]:
    """Write `<domain>/schema.json` and `<domain>/objects/<Collection>.jsonl` under out."""
    folders = []
    for domain, builder in BUILDERS.items():
        folder = out / domain
        (folder / "objects").mkdir(parents=True, exist_ok=True)
        schema = json.dumps(weaviate_schema(domain), indent=2, ensure_ascii=False)
        (folder / "schema.json").write_text(schema + "\n", encoding="utf-8")
        for collection, rows in builder(n).items():
            lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
            (folder / "objects" / f"{collection}.jsonl").write_text(lines, encoding="utf-8")
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
