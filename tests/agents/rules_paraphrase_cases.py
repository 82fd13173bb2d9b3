"""Paraphrases for the rules of issue #27 (other people's wording, other domains), each rule in
several wordings over the card's environments and two made-up ones with camelCase names
(`film-festival`, `makerspace` in rules_fixtures.py). Written for the rules, not for any command
of a blind or generated set. Same notation as rules_cases.py.
"""

from __future__ import annotations

from tests.agents.rules_cases import CC, NP, PT, SS, TS, call

FF, MK = "film-festival", "makerspace"

# 1. Either/or across properties: two conditions on different properties joined by 'or' are an
# OR in the call's filter_tree; 'or more' and an 'and' between them are not.
EITHER_OR = [
    (
        CC,
        "Find staff who either have more than 10 years of experience or hold a CPR qualification.",
        [
            call(
                "ChildcareStaff",
                tree=["yearsOfExperience > 10", 'qualifications CONTAINS_ANY ["CPR"]'],
            )
        ],
    ),
    (
        TS,
        "Artists with more than 15 years of experience or who joined the network after 2020-01-01.",
        [call("TattooArtists", tree=["yearsExperience > 15", 'networkStartDate > "2020-01-01"'])],
    ),
    (
        NP,
        "Donations over 1000 dollars or made to the campaign Moorbell School Pantry Lift.",
        [
            call(
                "Donations",
                tree=["totalAmountUsd > 1000", 'campaignTitle = "Moorbell School Pantry Lift"'],
            )
        ],
    ),
    (
        FF,
        "Screenings that either sold more than 200 seats or cost over $25 a ticket.",
        [call("Screenings", tree=["seatsSold > 200", "ticketPriceUsd > 25"])],
    ),
    (
        MK,
        "Tools that cost more than 500 dollars to replace or that require an induction.",
        [call("WorkshopTools", tree=["replacementCostUsd > 500", "requiresInduction = true"])],
    ),
    (
        PT,
        "Ridership reports with more than 5,000 boardings or a service date before 2026-01-01.",
        [call("RidershipReports", tree=["boardings > 5000", 'serviceDate < "2026-01-01"'])],
    ),
    (
        MK,
        "How many checkouts were kept over 14 days or came back late?",
        [
            call(
                "ToolCheckouts",
                "COUNT(checkoutCode)",
                tree=["daysKept > 14", "returnedOnTime = false"],
            )
        ],
    ),
    (
        CC,
        "Which centers either provide meals or are accepting enrollments?",
        [call("DaycareCenters", tree=["providesMeals = true", "acceptingEnrollments = true"])],
    ),
    (
        SS,
        "Beaches in the West Bay area or suitable for age 8.",
        [call("SurfBeaches", tree=['coastalArea = "West Bay"', "suitableAges CONTAINS_ANY [8]"])],
    ),
    (
        FF,
        "Films that are world premieres or run longer than 150 minutes.",
        [call("FestivalFilms", tree=["isWorldPremiere = true", "runtimeMinutes > 150"])],
    ),
    (
        NP,
        "Campaigns that are Active or accept recurring gifts.",
        [call("Campaigns", tree=['campaignStatus = "Active"', "acceptsRecurringGifts = true"])],
    ),
    (  # the OR is AND-ed with the condition outside it
        MK,
        "Tools with a replacement cost over 1,000 dollars, or bought before 2015-01-01, that "
        "need an induction.",
        [
            call(
                "WorkshopTools",
                "requiresInduction = true",
                tree=["replacementCostUsd > 1000", 'purchaseDate < "2015-01-01"'],
            )
        ],
    ),
    # not an either/or: 'or more' is the comparison, 'and' joins
    (
        CC,
        "Staff with 5 or more years of experience who hold a CPR qualification.",
        [call("ChildcareStaff", "yearsOfExperience >= 5", 'qualifications CONTAINS_ANY ["CPR"]')],
    ),
    (
        FF,
        "Screenings with more than 200 seats sold and a ticket price over $25.",
        [call("Screenings", "seatsSold > 200", "ticketPriceUsd > 25")],
    ),
]

# 2. A text pattern other than a prefix: 'ends with X' is LIKE '%X', a word anywhere in a name
# ('containing the word X', 'a title that includes X', 'with X in their name') is '%X%'.
TEXT_PATTERNS = [
    (
        PT,
        "Routes whose name ends with Express.",
        [call("TransitRoutes", 'routeName LIKE "%Express"')],
    ),
    (
        SS,
        "Lesson programs ending in Compass.",
        [call("LessonPrograms", 'programTitle LIKE "%Compass"')],
    ),
    (
        TS,
        "Designs with Moth anywhere in the title.",
        [call("TattooDesigns", 'designTitle LIKE "%Moth%"')],
    ),
    (
        NP,
        "Charities with a name containing the word 'Table'.",
        [call("Charities", 'charityName LIKE "%Table%"')],
    ),
    (
        NP,
        "Charities with Circle in their name.",
        [call("Charities", 'charityName LIKE "%Circle%"')],
    ),
    (
        FF,
        "Films whose title ends in 'Lanterns'.",
        [call("FestivalFilms", 'filmTitle LIKE "%Lanterns"')],
    ),
    (
        FF,
        "Which festival films have a title that includes Glass?",
        [call("FestivalFilms", 'filmTitle LIKE "%Glass%"')],
    ),
    (MK, "Tools whose name contains Sander.", [call("WorkshopTools", 'toolName LIKE "%Sander%"')]),
    (
        MK,
        "Show me the tools with the word Press in the name.",
        [call("WorkshopTools", 'toolName LIKE "%Press%"')],
    ),
    (
        CC,
        "Staff whose name finishes with Rell and who have more than 3 years of experience.",
        [call("ChildcareStaff", 'staffName LIKE "%Rell"', "yearsOfExperience > 3")],
    ),
    # not a pattern: a period's end
    (
        FF,
        "Screenings ending in May 2026.",
        [call("Screenings", 'screeningDate >= "2026-05-01"', 'screeningDate <= "2026-05-31"')],
    ),
]

# 3. A property named as the schema writes it (camelCase, even 'is...' flags), or by two telling
# words of its description in a row ('the number of tickets sold' for seatsSold).
NAMES_AS_WRITTEN = [
    (FF, "Screenings with a seatsSold above 300.", [call("Screenings", "seatsSold > 300")]),
    (
        FF,
        "Count the films grouped by their isWorldPremiere status.",
        [call("FestivalFilms", "COUNT(filmTitle)", groupby="isWorldPremiere")],
    ),
    (
        MK,
        "What is the mean depositUsd across checkouts, grouped by returnedOnTime?",
        [call("ToolCheckouts", "MEAN(depositUsd)", groupby="returnedOnTime")],
    ),
    (
        PT,
        "What's the average boardings, grouped by comparisonRouteName?",
        [call("RidershipReports", "MEAN(boardings)", groupby="comparisonRouteName")],
    ),
    (
        SS,
        "How many instructors have a certificationExpiryDate before 2027-01-01?",
        [
            call(
                "SurfInstructors",
                "COUNT(instructorName)",
                'certificationExpiryDate < "2027-01-01"',
            )
        ],
    ),
    (
        CC,
        "Staff with a yearsOfExperience of at least 8.",
        [call("ChildcareStaff", "yearsOfExperience >= 8")],
    ),
    (FF, "Average number of tickets sold per screening.", [call("Screenings", "MEAN(seatsSold)")]),
    (
        FF,
        "Films where the running time is over 150 minutes.",
        [call("FestivalFilms", "runtimeMinutes > 150")],
    ),
    (
        MK,
        "Checkouts where the member kept the tool more than 10 days.",
        [call("ToolCheckouts", "daysKept > 10")],
    ),
]

# 8. One long request of several operations: a search, filters, 'count them' / 'compute the
# average X', and 'group the results by Q' / 'break it down by Q' (a grouping verb, its object,
# then 'by'), all in one sub-query; a topic ends where a property is given a value.
MULTI_OPERATION = [
    (
        FF,
        "Find films described as tense thrillers with a runtime above 100 minutes, count them, "
        "and group the results by originCountry.",
        [
            call(
                "FestivalFilms",
                "runtimeMinutes > 100",
                "COUNT(filmTitle)",
                search=True,
                groupby="originCountry",
            )
        ],
    ),
    (
        MK,
        "For checkouts kept longer than 3 days, compute the total deposit and break it down by "
        "toolName.",
        [call("ToolCheckouts", "daysKept > 3", "SUM(depositUsd)", groupby="toolName")],
    ),
    (
        FF,
        "Show screenings at Lumen Theatre with more than 100 seats sold, compute the average "
        "ticket price, and group them by filmTitle.",
        [
            call(
                "Screenings",
                'venueName = "Lumen Theatre"',
                "seatsSold > 100",
                "MEAN(ticketPriceUsd)",
                groupby="filmTitle",
            )
        ],
    ),
    (
        MK,
        "Find tools described as good for fine woodworking that cost under 300 dollars, count "
        "them and group by toolCategory.",
        [
            call(
                "WorkshopTools",
                "replacementCostUsd < 300",
                "COUNT(toolName)",
                search=True,
                groupby="toolCategory",
            )
        ],
    ),
    (
        NP,
        "Look at donations over 250 dollars, compute the total amount for these and break it "
        "down by campaignTitle.",
        [call("Donations", "totalAmountUsd > 250", "SUM(totalAmountUsd)", groupby="campaignTitle")],
    ),
    (
        SS,
        "Find equipment described as good for beginners in heavy surf weighing over 3 kilograms, "
        "work out the average replacement cost, and split the results by equipmentCategory.",
        [
            call(
                "SurfEquipment",
                "weightKilograms > 3",
                "MEAN(replacementCost)",
                search=True,
                groupby="equipmentCategory",
            )
        ],
    ),
    (
        PT,
        "Take ridership reports after 2026-01-01 with more than 800 boardings, compute the "
        "average boardings, and group them by routeName.",
        [
            call(
                "RidershipReports",
                'serviceDate > "2026-01-01"',
                "boardings > 800",
                "MEAN(boardings)",
                groupby="routeName",
            )
        ],
    ),
    (
        CC,
        "Find staff with more than 3 years of experience, count them, and group the results by "
        "their years of experience.",
        [
            call(
                "ChildcareStaff",
                "yearsOfExperience > 3",
                "COUNT(staffName)",
                groupby="yearsOfExperience",
            )
        ],
    ),
]

# 5. Splitting requests: ', and separately', 'Also list', ', plus the', a series of requests one
# per comma that name different records, a second collection after 'and every/each ...', and a
# statistic over all records followed by ', and which ... <conditions>'.
SPLITS = [
    (
        CC,
        "Show centers that provide meals, and separately list staff with more than 5 years of "
        "experience.",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildcareStaff", "yearsOfExperience > 5"),
        ],
    ),
    (
        FF,
        "Which films run longer than 120 minutes? Also list screenings with more than 100 seats "
        "sold.",
        [call("FestivalFilms", "runtimeMinutes > 120"), call("Screenings", "seatsSold > 100")],
    ),
    (
        MK,
        "List tools that require an induction, plus the checkouts kept more than 5 days.",
        [call("WorkshopTools", "requiresInduction = true"), call("ToolCheckouts", "daysKept > 5")],
    ),
    (
        PT,
        "Count the routes, list ridership reports with more than 900 boardings, and find reports "
        "dated 2026-02-14.",
        [
            call("TransitRoutes", "COUNT(routeName)"),
            call("RidershipReports", "boardings > 900"),
            call("RidershipReports", 'serviceDate = "2026-02-14"'),
        ],
    ),
    (
        SS,
        "Count the beaches, list instructors hired after 2020-01-01, and find equipment that "
        "weighs over 10 kilograms.",
        [
            call("SurfBeaches", "COUNT(beachName)"),
            call("SurfInstructors", 'hireDate > "2020-01-01"'),
            call("SurfEquipment", "weightKilograms > 10"),
        ],
    ),
    (
        FF,
        "How many films are documentaries, what is the average ticket price of screenings, and "
        "which screenings have a director Q&A?",
        [
            call("FestivalFilms", "COUNT(filmTitle)", 'genreTags CONTAINS_ANY ["documentary"]'),
            call("Screenings", "MEAN(ticketPriceUsd)"),
            call("Screenings", "hasDirectorQa = true"),
        ],
    ),
    (
        FF,
        "Show films from Japan, and every screening that sold more than 150 seats.",
        [
            call("FestivalFilms", 'originCountry = "Japan"'),
            call("Screenings", "seatsSold > 150"),
        ],
    ),
    (
        CC,
        "List centers that provide meals and every staff member who holds a CPR qualification.",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildcareStaff", 'qualifications CONTAINS_ANY ["CPR"]'),
        ],
    ),
    (
        FF,
        "List the screenings at Harbor Hall and every film directed by Ines Calloway.",
        [
            call("Screenings", 'venueName = "Harbor Hall"'),
            call("FestivalFilms", 'directorName = "Ines Calloway"'),
        ],
    ),
    (
        MK,
        "Which tools cost over 400 dollars to replace, and each checkout with a deposit above 20 "
        "dollars?",
        [
            call("WorkshopTools", "replacementCostUsd > 400"),
            call("ToolCheckouts", "depositUsd > 20"),
        ],
    ),
    # one request: the later clauses act on the same records, or the part before the comma
    # only says which records (no request word of its own)
    (
        MK,
        "A manager called, so for checkouts where the tool was kept over 7 days, give me the "
        "number of distinct tools and the latest checkout date.",
        [
            call(
                "ToolCheckouts",
                "daysKept > 7",
                "COUNT_DISTINCT(toolName)",
                "LATEST(checkoutDate)",
            )
        ],
    ),
    (
        FF,
        "Find screenings at Harbor Hall, count them, and compute the average ticket price.",
        [
            call(
                "Screenings",
                'venueName = "Harbor Hall"',
                "COUNT(screeningCode)",
                "MEAN(ticketPriceUsd)",
            )
        ],
    ),
]

# 4. Context is not a topic: a scene clause ('I commute by train, so which ...') adds no search;
# a first-person clause starts the request only when it asks ('I need', 'we'd like'), and a
# request with a topic of its own leaves the scene's topic out.
CONTEXT = [
    (
        PT,
        "My daughter just started school and I commute by train, so which routes have a "
        "departure at hour 7?",
        [call("TransitRoutes", "scheduledDepartureHours CONTAINS_ANY [7]")],
    ),
    (
        NP,
        "My grandmother volunteered at a food bank for years and I want to honor her, so which "
        "charities were founded before 1980?",
        [call("Charities", "foundingYear < 1980")],
    ),
    (
        MK,
        "We just moved the workshop to a bigger garage and we host kids on weekends; which tools "
        "need a safety induction?",
        [call("WorkshopTools", "requiresInduction = true")],
    ),
    (
        CC,
        "I work night shifts at the hospital and my son is two, so which centers provide meals?",
        [call("DaycareCenters", "providesMeals = true")],
    ),
    (
        FF,
        "The sponsors are flying in from Lisbon on Friday and the jury meets at noon, so which "
        "screenings sell tickets under $15?",
        [call("Screenings", "ticketPriceUsd < 15")],
    ),
    (
        FF,
        "I'm a film student writing about grief, so find films about loss and memory under 100 "
        "minutes.",
        [call("FestivalFilms", "runtimeMinutes < 100", search="loss and memory")],
    ),
    # the request itself asks for records about something: a search
    (
        MK,
        "I restore old furniture, so which tools are good for stripping paint?",
        [call("WorkshopTools", search="stripping paint")],
    ),
]

# 6. No aggregation nobody asked for: 'the number of X is above N' names X (a filter); a listing
# stays a listing.
NO_UNASKED_AGGREGATION = [
    (
        FF,
        "Show the screenings where the number of tickets sold is above 250.",
        [call("Screenings", "seatsSold > 250")],
    ),
    (
        PT,
        "Reports where the number of boardings is under 400.",
        [call("RidershipReports", "boardings < 400")],
    ),
    (
        SS,
        "Lesson programs whose number of maximum students is above 4.",
        [call("LessonPrograms", "maximumStudents > 4")],
    ),
    (
        CC,
        "Which enrollments start after 2026-03-01 and list toddlers?",
        [call("ChildEnrollments", 'startDate > "2026-03-01"')],
    ),
    (
        MK,
        "List checkouts where the total deposit was more than 30 dollars.",
        [call("ToolCheckouts", "depositUsd > 30")],
    ),
    # a count asked for stays
    (
        PT,
        "How many reports have a number of boardings above 400?",
        [call("RidershipReports", "COUNT(reportCode)", "boardings > 400")],
    ),
]

# 7. Ranges and units: 'from A through B' (>= and <=), a unit or scale written against its number
# ('12mm', '10kg', '$2.5M', '500k'; 'm' and 'mm' are millions only for money), a dashed range
# ('5-15 dollars'), and two days that share one year ('between May 3 and May 9, 2026').
RANGES_AND_UNITS = [
    (
        PT,
        "Ridership reports from 2026-01-01 through 2026-03-31.",
        [call("RidershipReports", 'serviceDate >= "2026-01-01"', 'serviceDate <= "2026-03-31"')],
    ),
    (MK, "Tools under $80 to replace.", [call("WorkshopTools", "replacementCostUsd < 80")]),
    (MK, "Checkouts with a 50 dollar deposit.", [call("ToolCheckouts", "depositUsd = 50")]),
    (
        NP,
        "Charities with an annual budget above 2,500,000.",
        [call("Charities", "annualOperatingBudgetUsd > 2500000")],
    ),
    (
        NP,
        "Charities with an annual operating budget of $2.5M or more.",
        [call("Charities", "annualOperatingBudgetUsd >= 2500000")],
    ),
    (
        FF,
        "Films with a production budget above $1.2m.",
        [call("FestivalFilms", "productionBudgetUsd > 1200000")],
    ),
    (
        FF,
        "Films with a production budget between $500k and $2M.",
        [call("FestivalFilms", "productionBudgetUsd >= 500000", "productionBudgetUsd <= 2000000")],
    ),
    (MK, "Tools with a blade width under 12mm.", [call("WorkshopTools", "bladeWidthMm < 12")]),
    (
        MK,
        "Tools with a blade width of 1.5 millimeters.",
        [call("WorkshopTools", "bladeWidthMm = 1.5")],
    ),
    (SS, "Equipment weighing under 10kg.", [call("SurfEquipment", "weightKilograms < 10")]),
    (
        MK,
        "Checkouts with a deposit in the range 5-15 dollars.",
        [call("ToolCheckouts", "depositUsd >= 5", "depositUsd <= 15")],
    ),
    (
        FF,
        "Screenings between May 3 and May 9, 2026.",
        [call("Screenings", 'screeningDate >= "2026-05-03"', 'screeningDate <= "2026-05-09"')],
    ),
    (
        FF,
        "Screenings from May 3 to 9, 2026 with tickets under $20.",
        [
            call(
                "Screenings",
                'screeningDate >= "2026-05-03"',
                'screeningDate <= "2026-05-09"',
                "ticketPriceUsd < 20",
            )
        ],
    ),
]

# A negation before a two-word outcome ('not returned on time') makes the flag false.
NEGATED_OUTCOMES = [
    (
        MK,
        "Checkouts that were not returned on time.",
        [call("ToolCheckouts", "returnedOnTime = false")],
    ),
    (MK, "Checkouts returned on time.", [call("ToolCheckouts", "returnedOnTime = true")]),
]

# A. 'with X anywhere in the <property>': X (quoted, Capitalized, or one lowercase word before
# 'anywhere') inside that text property, a name or a prose property alike; no search.
ANYWHERE_IN = [
    (
        TS,
        "Designs with moth anywhere in the title.",
        [call("TattooDesigns", 'designTitle LIKE "%moth%"')],
    ),
    (
        FF,
        "Which films feature Glass anywhere in the title?",
        [call("FestivalFilms", 'filmTitle LIKE "%Glass%"')],
    ),
    (
        FF,
        "How many films have Engines anywhere in their title?",
        [call("FestivalFilms", 'filmTitle LIKE "%Engines%"', "COUNT(filmTitle)")],
    ),
    (
        NP,
        "Donations with 'refund' anywhere in the processing notes.",
        [call("Donations", 'processingNotes LIKE "%refund%"')],
    ),
    (
        FF,
        "Screenings with 'walkout' anywhere in the audience notes.",
        [call("Screenings", 'audienceNotes LIKE "%walkout%"')],
    ),
    (
        MK,
        "Tools bearing sander anywhere in the name.",
        [call("WorkshopTools", 'toolName LIKE "%sander%"')],
    ),
    (
        SS,
        "Lesson programs with Ledger somewhere in the program title.",
        [call("LessonPrograms", 'programTitle LIKE "%Ledger%"')],
    ),
]

# B. A value is the property's named right before it ('propA is 8 and propB is at least 120'),
# and both bounds of 'between A and B' go to one property.
VALUE_AFTER_ITS_PROPERTY = [
    (
        SS,
        "Lesson programs where maximumStudents is 4 and durationMinutes is at least 120.",
        [call("LessonPrograms", "maximumStudents = 4", "durationMinutes >= 120")],
    ),
    (
        FF,
        "Screenings where seatsSold is 80 and ticketPriceUsd is at least 12.",
        [call("Screenings", "seatsSold = 80", "ticketPriceUsd >= 12")],
    ),
    (
        MK,
        "Checkouts where daysKept is 3 and depositUsd is at least 20.",
        [call("ToolCheckouts", "daysKept = 3", "depositUsd >= 20")],
    ),
    (
        MK,
        "Tools whose blade width is 12 and replacement cost is above 300 dollars.",
        [call("WorkshopTools", "bladeWidthMm = 12", "replacementCostUsd > 300")],
    ),
    (
        NP,
        "Charities whose founding year is 1990 and annual operating budget is at least 500000.",
        [call("Charities", "foundingYear = 1990", "annualOperatingBudgetUsd >= 500000")],
    ),
    (
        FF,
        "Films with runtimeMinutes between 90 and 120 and a production budget under 1000000.",
        [
            call(
                "FestivalFilms",
                "runtimeMinutes >= 90",
                "runtimeMinutes <= 120",
                "productionBudgetUsd < 1000000",
            )
        ],
    ),
    (
        FF,
        "Screenings with seatsSold between 50 and 120 and ticketPriceUsd under 20.",
        [call("Screenings", "seatsSold >= 50", "seatsSold <= 120", "ticketPriceUsd < 20")],
    ),
]

# F. A negated check on a flag list ('not found intact', 'did not leave as planned', 'failed a
# check', a negation with an adverb between it and the outcome): CONTAINS_ANY [false].
NEGATED_CHECKS = [
    (
        PT,
        "Ridership reports where a fare equipment check was not found intact.",
        [call("RidershipReports", "fareEquipmentChecks CONTAINS_ANY [false]")],
    ),
    (
        PT,
        "Reports whose departures did not reliably leave on time.",
        [call("RidershipReports", "departurePunctualityChecks CONTAINS_ANY [false]")],
    ),
    (
        SS,
        "Which equipment failed an inspection check?",
        [call("SurfEquipment", "inspectionChecks CONTAINS_ANY [false]")],
    ),
    (
        CC,
        "Staff whose opening shift checks were not consistently passed.",
        [call("ChildcareStaff", "openingShiftChecks CONTAINS_ANY [false]")],
    ),
]

# G. Words that only restate the filters ('on file', 'on record', 'as planned', 'of the year')
# are no search.
RESTATED_WORDS = [
    (
        TS,
        "Designs with a placement that did not work out as planned.",
        [call("TattooDesigns", "placementSuitabilityFlags CONTAINS_ANY [false]")],
    ),
    (
        SS,
        "Equipment whose inspection checks did not turn out as expected.",
        [call("SurfEquipment", "inspectionChecks CONTAINS_ANY [false]")],
    ),
    (
        MK,
        "Which tools that we have on file need an induction?",
        [call("WorkshopTools", "requiresInduction = true")],
    ),
    (
        FF,
        "Which films on record run longer than 120 minutes?",
        [call("FestivalFilms", "runtimeMinutes > 120")],
    ),
    (
        CC,
        "Which centers in our records provide meals?",
        [call("DaycareCenters", "providesMeals = true")],
    ),
    (
        SS,
        "Instructors on file hired after 2021-01-01.",
        [call("SurfInstructors", 'hireDate > "2021-01-01"')],
    ),
]

# E. 'break down the <statistic> by Q', 'split the count by whether ...', a grouping verb with
# the statistic between it and 'by', or a next sentence that only groups the statistic asked
# before ('Break the count down by whether they ...'): the group-by of that request.
GROUPING_VERBS = [
    (
        PT,
        "Give me the mean boardings and break down the mean by routeName.",
        [call("RidershipReports", "MEAN(boardings)", groupby="routeName")],
    ),
    (
        FF,
        "What is the average ticket price of screenings? Break down the average by venueName.",
        [call("Screenings", "MEAN(ticketPriceUsd)", groupby="venueName")],
    ),
    (
        MK,
        "What is the total deposit across checkouts? Break down the total by memberName.",
        [call("ToolCheckouts", "SUM(depositUsd)", groupby="memberName")],
    ),
    (
        CC,
        "How many centers are there? Break the count down by whether they provide meals.",
        [call("DaycareCenters", "COUNT(centerName)", groupby="providesMeals")],
    ),
    (
        FF,
        "Break down the average ticket price of screenings by venueName.",
        [call("Screenings", "MEAN(ticketPriceUsd)", groupby="venueName")],
    ),
    (
        MK,
        "Split the total deposit of checkouts by memberName.",
        [call("ToolCheckouts", "SUM(depositUsd)", groupby="memberName")],
    ),
    (
        NP,
        "Count the campaigns and split the count by whether they accept recurring gifts.",
        [call("Campaigns", "COUNT(campaignTitle)", groupby="acceptsRecurringGifts")],
    ),
]

# D. A record's name that the records asked about hold as a reference: after a participle and
# its preposition ('filed for X', 'logged against X'), or opening the command when the request
# points back at it ('X has been busy: ... of its donations'), an = filter, not a search.
REFERENCED_NAMES = [
    (
        NP,
        "Count the donations filed for Moorbell School Pantry Lift.",
        [call("Donations", 'campaignTitle = "Moorbell School Pantry Lift"', "COUNT(donationCode)")],
    ),
    (
        NP,
        "Moorbell School Pantry Lift has been busy lately: what is the mean amount of its "
        "donations?",
        [
            call(
                "Donations", 'campaignTitle = "Moorbell School Pantry Lift"', "MEAN(totalAmountUsd)"
            )
        ],
    ),
    (
        NP,
        "What is the total amount of the donations logged against Gullhaven Senior Shoreline "
        "Renewal?",
        [
            call(
                "Donations",
                'campaignTitle = "Gullhaven Senior Shoreline Renewal"',
                "SUM(totalAmountUsd)",
            )
        ],
    ),
    (
        FF,
        "Quiet Engines: every screening filed for that film.",
        [call("Screenings", 'filmTitle = "Quiet Engines"')],
    ),
    (
        MK,
        "Drill Press has been running hot lately: what is the mean deposit of its checkouts?",
        [call("ToolCheckouts", 'toolName = "Drill Press"', "MEAN(depositUsd)")],
    ),
    (
        CC,
        "List the enrollments filed for Mallowmere House.",
        [call("ChildEnrollments", 'centerName = "Mallowmere House"')],
    ),
]

# H. A property whose name is another's plus a word of its own (comparisonRouteName beside
# routeName) is meant when that word is said in another form before the value ('compare
# against a route whose name is X'); without it, the plain name stays.
DISTINGUISHING_WORDS = [
    (
        PT,
        "Compare against a route whose name is Harlow Loop: which reports?",
        [call("RidershipReports", 'comparisonRouteName = "Harlow Loop"')],
    ),
    (
        PT,
        "Reports compared against a route named Harlow Loop.",
        [call("RidershipReports", 'comparisonRouteName = "Harlow Loop"')],
    ),
    (
        PT,
        "How many reports do we compare to the route named Ashgrove Express?",
        [
            call(
                "RidershipReports",
                'comparisonRouteName = "Ashgrove Express"',
                "COUNT(reportCode)",
            )
        ],
    ),
    (
        PT,
        "Which reports have the route name Harlow Loop?",
        [call("RidershipReports", 'routeName = "Harlow Loop"')],
    ),
    # a synonym of the distinguishing word ('benchmarked', 'versus': comparison)
    (
        PT,
        "Find the ridership reports benchmarked against Harlow Loop.",
        [call("RidershipReports", 'comparisonRouteName = "Harlow Loop"')],
    ),
    (
        PT,
        "How many daily reports are benchmarked against Ashgrove Express?",
        [
            call(
                "RidershipReports",
                'comparisonRouteName = "Ashgrove Express"',
                "COUNT(reportCode)",
            )
        ],
    ),
    (
        PT,
        "Ridership reports with service before 2025-06-18, versus Harlow Loop.",
        [
            call(
                "RidershipReports",
                'comparisonRouteName = "Harlow Loop"',
                'serviceDate < "2025-06-18"',
            )
        ],
    ),
]

PARAPHRASE_CASES = [
    *EITHER_OR,
    *TEXT_PATTERNS,
    *NAMES_AS_WRITTEN,
    *MULTI_OPERATION,
    *SPLITS,
    *CONTEXT,
    *NO_UNASKED_AGGREGATION,
    *RANGES_AND_UNITS,
    *NEGATED_OUTCOMES,
    *ANYWHERE_IN,
    *VALUE_AFTER_ITS_PROPERTY,
    *NEGATED_CHECKS,
    *RESTATED_WORDS,
    *GROUPING_VERBS,
    *REFERENCED_NAMES,
    *DISTINGUISHING_WORDS,
]
