"""Conversational commands (a scene, hedges, pronouns, parentheticals, numbered asks, varied
comparison wording) with the calls the rules agent must produce.

Written from the card's schemas and its phrasing styles, not from any generator template or the
held-out set: scene sentences must add no sub-query and no search words that change the plan,
'or fewer' / 'or older' must stay comparisons, a year-like number said with 'above' is a
quantity, a name said with 'his record' or "X's" is a lookup, and two asks stay two requests.
Same notation as rules_cases.py.
"""

from __future__ import annotations

from tests.agents.rules_cases import CC, IL, NP, PT, SS, TS, call

CONVERSATIONAL_CASES: list[tuple[str, str, list[dict]]] = [
    # ---- scene sentences: no extra sub-query, the real request kept
    (
        PT,
        "I'm planning next month's service review. Which ridership reports came in above 2000 boardings?",
        [call("RidershipReports", "boardings > 2000")],
    ),
    (
        PT,
        "I'm putting together a crowding memo. Which ridership reports had boardings that came in above 2000?",
        [call("RidershipReports", "boardings > 2000")],
    ),
    (
        PT,
        "A rider complained about crowding. Could you pull the ridership reports with 1500 or fewer boardings?",
        [call("RidershipReports", "boardings <= 1500")],
    ),
    (
        PT,
        "We're auditing fare machines (the ones that keep jamming). How many reports had a fare equipment check that failed?",
        [call("RidershipReports", "fareEquipmentChecks ANY [false]", "COUNT(reportCode)")],
    ),
    (
        PT,
        "The night desk flagged something. Which reports had over 1,800 boardings and a punctuality check that didn't pass?",
        [call("RidershipReports", "boardings > 1800", "departurePunctualityChecks ANY [false]")],
    ),
    (
        TS,
        "I'm planning next month's guest spots. Which tattoo artists have 10 or more years of experience and do fine line work?",
        [call("TattooArtists", "yearsExperience >= 10", 'specialties ANY ["fine line"]')],
    ),
    (
        TS,
        "We're putting together a newsletter. What's the average years of experience among artists who specialize in watercolor?",
        [call("TattooArtists", 'specialties ANY ["watercolor"]', "MEAN(yearsExperience)")],
    ),
    (
        NP,
        "A family emailed asking about food programs. Could you find charities in the Food Security category founded in 1990 or earlier?",
        [call("Charities", 'causeCategory = "Food Security"', "foundingYear <= 1990")],
    ),
    (
        NP,
        "Our donors keep asking about seniors. Which campaigns list seniors as beneficiaries and accept recurring gifts?",
        [call("Campaigns", 'beneficiaryTags ANY ["seniors"]', "acceptsRecurringGifts = true")],
    ),
    (
        NP,
        "I'm drafting a grant report for the board. Could you find campaigns about clean drinking water that are currently Active?",
        [call("Campaigns", 'campaignStatus = "Active"', search=True)],
    ),
    (
        SS,
        "A family emailed asking about lessons for kids. Which lesson programs allow 4 students or fewer?",
        [call("LessonPrograms", "maximumStudents <= 4")],
    ),
    (
        SS,
        "We're planning a summer camp (ages 8 and up). Could you find lesson programs that teach ocean safety and run 90 minutes or longer?",
        [call("LessonPrograms", "durationMinutes >= 90", search=True)],
    ),
    (
        SS,
        "A parent called worried about rip currents. Which surf beaches discuss rip current safety in the West Bay area?",
        [call("SurfBeaches", 'coastalArea = "West Bay"', search=True)],
    ),
    (
        SS,
        "I need to plan staffing. Which instructors have certifications expiring before 2027-06-30?",
        [call("SurfInstructors", 'certificationExpiryDate < "2027-06-30"')],
    ),
    (
        CC,
        "A family emailed asking about care. Which daycare centers are accepting enrollments and provide meals?",
        [call("DaycareCenters", "acceptingEnrollments = true", "providesMeals = true")],
    ),
    (
        CC,
        "My neighbor is looking for a bilingual program. Which centers have Spanish-speaking staff and provide meals?",
        [call("DaycareCenters", 'supportedLanguages ANY ["Spanish"]', "providesMeals = true")],
    ),
    (
        CC,
        "I coordinate enrollments for the childcare service. The director wants a summary by Friday, so I need your help. List all daycare centers that talk about art studio and creativity.",
        [call("DaycareCenters", search=True)],
    ),
    (
        CC,
        "Quick context: I run the front desk and a parent is asking what we offer. Which centers serve toddlers and are accepting enrollments?",
        [call("DaycareCenters", 'ageGroups ANY ["toddlers"]', "acceptingEnrollments = true")],
    ),
    # ---- comparison wording: 'or fewer', 'or older', 'above a ... of', 'the 1st of'
    (
        TS,
        "Show me artists with 5 years of experience or fewer.",
        [call("TattooArtists", "yearsExperience <= 5")],
    ),
    (
        CC,
        "Find enrollments for children 24 months or older.",
        [call("ChildEnrollments", "childAgeMonths >= 24")],
    ),
    (
        CC,
        "Return the enrollments that have above a starting age of 50 months and have a start date earlier than November 1st, 2026.",
        [call("ChildEnrollments", "childAgeMonths > 50", 'startDate < "2026-11-01"')],
    ),
    (
        PT,
        "Pull up all ridership reports whose service date falls on or before the 28th of August 2025 and with boardings less than 1300.",
        [call("RidershipReports", 'serviceDate <= "2025-08-28"', "boardings < 1300")],
    ),
    (
        TS,
        "Retrieve the tattoo artists who joined the network since the start of August 2024 and with exactly 15 years of experience.",
        [call("TattooArtists", 'networkStartDate >= "2024-08-01"', "yearsExperience = 15")],
    ),
    (
        NP,
        "Look up charities relevant to adult job training, where the founding year is 2006 or more, and with an annual operating budget of a minimum of $8,000,000.",
        [
            call(
                "Charities",
                "foundingYear >= 2006",
                "annualOperatingBudgetUsd >= 8000000",
                search=True,
            )
        ],
    ),
    (
        SS,
        "We're restocking before summer. How many Surfboard assets weigh 4 kilograms or less?",
        [
            call(
                "SurfEquipment",
                'equipmentCategory = "Surfboard"',
                "weightKilograms <= 4",
                "COUNT(assetName)",
            )
        ],
    ),
    (
        CC,
        "Give me the percentage of assessed substitute shifts they're willing to cover for all staff members whose preferred weekly hours include 24 and with one or more assessed opening shifts they're available for.",
        [
            call(
                "ChildcareStaff",
                "preferredWeeklyHours ANY [24]",
                "openingShiftChecks ANY [true]",
                "PERCENTAGE_TRUE(substituteShiftChecks)",
            )
        ],
    ),
    (
        CC,
        "Look up the staff members relevant to nutrition and mealtime, whose preferred weekly hours include 30, whose years of experience are equal to 16, and with one or more assessed substitute shifts they're willing to cover.",
        [
            call(
                "ChildcareStaff",
                "preferredWeeklyHours ANY [30]",
                "yearsOfExperience = 16",
                "substituteShiftChecks ANY [true]",
                search=True,
            )
        ],
    ),
    (
        SS,
        "I'm looking for equipment assets with at least one equipment inspection check that passed and at least one that failed and with advanced among their skill level tags.",
        [
            call(
                "SurfEquipment",
                "inspectionChecks ALL [true, false]",
                'skillLevelTags ANY ["advanced"]',
            )
        ],
    ),
    (
        SS,
        "Find out how many season availability dates entries there are among the lesson programs listing every one of $95 and 180 dollars.",
        [
            call(
                "LessonPrograms",
                "packagePrices ALL [95, 180]",
                "COUNT(seasonAvailabilityDates)",
            )
        ],
    ),
    # ---- 'which 3 ... most often' is a top-occurrences, never a filter
    (
        SS,
        "Which 2 coastal areas have the most beaches?",
        [call("SurfBeaches", "TOP_OCCURRENCES(coastalArea, 2)")],
    ),
    (
        TS,
        "I'm planning next month's guest spots. Which 3 specialties come up most often among our artists?",
        [call("TattooArtists", "TOP_OCCURRENCES(specialties, 3)")],
    ),
    (
        PT,
        "Work out which value of the scheduled departure hours occurs most often for all transit routes that list 21 among their stop sequence numbers.",
        [call("TransitRoutes", "stopSequenceNumbers ANY [21]", "MODE(scheduledDepartureHours)")],
    ),
    (
        CC,
        "What is the total count of assessed closing shifts they're available for over the staff members whose preferred weekly hours include 30?",
        [call("ChildcareStaff", "preferredWeeklyHours ANY [30]", "TOTAL_TRUE(closingShiftChecks)")],
    ),
    (
        PT,
        "Looking only at ridership reports with Harlow Loop as the reported route, I'd like to know how many ridership reports have a service date on record.",
        [call("RidershipReports", 'routeName = "Harlow Loop"', "COUNT(serviceDate)")],
    ),
    # ---- B1 lookups with the property named, possessives, pronouns back to a scene's name
    (
        TS,
        "Find the artist whose name is Maren Voss.",
        [call("TattooArtists", 'artistName = "Maren Voss"')],
    ),
    (
        TS,
        "can you pull up the artist whose name is Maren Voss for me",
        [call("TattooArtists", 'artistName = "Maren Voss"')],
    ),
    (
        TS,
        "Can you pull up Oren Pell's artist record?",
        [call("TattooArtists", 'artistName = "Oren Pell"')],
    ),
    (
        TS,
        "A client emailed asking about Oren Pell's work. Can you pull up his artist record?",
        [call("TattooArtists", 'artistName = "Oren Pell"')],
    ),
    (
        TS,
        "A regular asked about Sable Quint. Can you pull up her artist profile?",
        [call("TattooArtists", 'artistName = "Sable Quint"')],
    ),
    (
        CC,
        "A parent asked about Mira Dovren's background. Can you pull up her staff record?",
        [call("ChildcareStaff", 'staffName = "Mira Dovren"')],
    ),
    (
        CC,
        "i'd love to see the center mallowmere house's record",
        [call("DaycareCenters", 'centerName = "Mallowmere House"')],
    ),
    (
        CC,
        "Would you mind finding enrollments with Mallowmere House as the daycare center? Thanks!",
        [call("ChildEnrollments", 'centerName = "Mallowmere House"')],
    ),
    (
        NP,
        'Look up all donations matching "birthday fundraiser gift", whose campaign title is Gullhaven Senior Shoreline Renewal, and whose allocation amounts include $5.',
        [
            call(
                "Donations",
                'campaignTitle = "Gullhaven Senior Shoreline Renewal"',
                "allocationAmountsUsd ANY [5]",
                search=True,
            )
        ],
    ),
    # ---- B8: records that involve a value either of two properties holds
    (
        PT,
        "how many reports mention Harlow Loop as either route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        "For a board slide, I'd love to know how many ridership reports feature Ashgrove Express in any role.",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=[
                    'routeName = "Ashgrove Express"',
                    'comparisonRouteName = "Ashgrove Express"',
                ],
            )
        ],
    ),
    (
        PT,
        "How many reports list Ashgrove Express as the comparison route?",
        [call("RidershipReports", 'comparisonRouteName = "Ashgrove Express"', "COUNT(reportCode)")],
    ),
    # B8 with both candidate properties named and joined by 'or': still an OR of = on them
    (
        PT,
        "How many ridership reports involve the route Harlow Loop, whether as the reported route or the comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        'How many ridership reports have "Harlow Loop" in either role, as the reported route or the comparison route?',
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        "quick count pls: ridership reports with Harlow Loop as reported route or comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        "How many ridership reports have Harlow Loop as the reported route or as the comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        'How many ridership reports name "Harlow Loop" as either the reported route or the comparison route?',
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        "how many ridership reports have harlow loop as the reported route or the comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        "How many ridership reports involve Harlow Loop, either as the reported route or as the comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    (
        PT,
        'Count ridership reports where "Harlow Loop" is the reported route or the comparison route.',
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Harlow Loop"'],
            )
        ],
    ),
    # one property named (or one per value): a plain = on it, no OR
    (
        PT,
        "How many ridership reports have Harlow Loop as the reported route?",
        [call("RidershipReports", 'routeName = "Harlow Loop"', "COUNT(reportCode)")],
    ),
    (
        PT,
        "How many ridership reports have the reported route Harlow Loop or the comparison route Ashgrove Express?",
        [  # either one: an OR across the two properties (issue #27), not both AND-ed
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Harlow Loop"', 'comparisonRouteName = "Ashgrove Express"'],
            )
        ],
    ),
    # ---- several asks: numbered, counted, 'On a different note', pronoun continuations
    (
        PT,
        "Two things for the ops meeting: 1) how many ridership reports logged more than 2500 boardings, and 2) what's the latest service date on any report.",
        [
            call("RidershipReports", "boardings > 2500", "COUNT(reportCode)"),
            call("RidershipReports", "LATEST(serviceDate)"),
        ],
    ),
    (
        PT,
        "Could you give me three numbers: the lowest boardings on any report, the highest boardings, and the count of reports from 2026?",
        [
            call("RidershipReports", "MIN(boardings)"),
            call("RidershipReports", "MAX(boardings)"),
            call(
                "RidershipReports",
                'serviceDate >= "2026-01-01"',
                'serviceDate <= "2026-12-31"',
                "COUNT(reportCode)",
            ),
        ],
    ),
    (
        TS,
        "Could you find me artists with more than 8 years of experience? They should charge a 150 hourly rate.",
        [call("TattooArtists", "yearsExperience > 8", "hourlyRates ANY [150]")],
    ),
    (
        NP,
        "I'm preparing the board memo. How many charities were founded in 2010 or later, and what's the average annual operating budget of Health charities?",
        [
            call("Charities", "foundingYear >= 2010", "COUNT(charityName)"),
            call("Charities", 'causeCategory = "Health"', "MEAN(annualOperatingBudgetUsd)"),
        ],
    ),
    (
        SS,
        "Our gear manager is asking: what's the total replacement cost of all Leash items, and how many wetsuits weigh under 2 kg?",
        [
            call("SurfEquipment", 'equipmentCategory = "Leash"', "SUM(replacementCost)"),
            call(
                "SurfEquipment",
                'equipmentCategory = "Wetsuit"',
                "weightKilograms < 2",
                "COUNT(assetName)",
            ),
        ],
    ),
    (
        CC,
        "Our director asked two questions. (1) How many centers accept new enrollments? (2) Which staff have 15 or more years of experience?",
        [
            call("DaycareCenters", "acceptingEnrollments = true", "COUNT(centerName)"),
            call("ChildcareStaff", "yearsOfExperience >= 15"),
        ],
    ),
    (
        CC,
        "How many enrollments does Mallowmere House have, and how many at Tansybell House?",
        [
            call("ChildEnrollments", 'centerName = "Mallowmere House"', "COUNT(enrollmentCode)"),
            call("ChildEnrollments", 'centerName = "Tansybell House"', "COUNT(enrollmentCode)"),
        ],
    ),
    (
        SS,
        "Quick context: I'm in charge of instructor scheduling. Find the equipment assets where the replacement cost is below 100 dollars. On a different note, any chance you could list the beaches whose stretch of coast is South Coast?",
        [
            call("SurfEquipment", "replacementCost < 100"),
            call("SurfBeaches", 'coastalArea = "South Coast"'),
        ],
    ),
    (
        TS,
        "Our guest spot calendar is filling up. Which artists have 12 or more years of experience and list watercolor?",
        [call("TattooArtists", "yearsExperience >= 12", 'specialties ANY ["watercolor"]')],
    ),
    # ---- group-by said as 'separately for those that ... and those that aren't'
    (
        CC,
        "For all daycare centers that include Mandarin or Spanish among their languages, separately for those that are accepting new enrollments and those that aren't, I'd like the earliest of the planned closure dates.",
        [
            call(
                "DaycareCenters",
                'supportedLanguages ANY ["Mandarin", "Spanish"]',
                "EARLIEST(plannedClosureDates)",
                groupby="acceptingEnrollments",
            )
        ],
    ),
    (
        SS,
        "Calculate the first season availability dates over lesson programs with equal to 3 students per lesson and where the duration in minutes is lower than 90.",
        [
            call(
                "LessonPrograms",
                "maximumStudents = 3",
                "durationMinutes < 90",
                "EARLIEST(seasonAvailabilityDates)",
            )
        ],
    ),
    # ---- searches: one named thing is a topic; scene words never are
    (
        PT,
        "Commuters keep asking about the stadium. Any routes that go by the stadium and run at 17?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [17]", search=True)],
    ),
    (
        TS,
        "A client emailed asking about care. Which artists talk about aftercare and healing?",
        [call("TattooArtists", search=True)],
    ),
    (
        SS,
        "We're planning a longboard clinic. Could you find equipment that's good for noseriding and weighs over 5 kg?",
        [call("SurfEquipment", "weightKilograms > 5", search=True)],
    ),
    # ---- aggregations asked in passing
    (
        NP,
        "For the audit, could you tell me the total amount of donations above $250 and the count of them?",
        [
            call(
                "Donations",
                "totalAmountUsd > 250",
                "SUM(totalAmountUsd)",
                "COUNT(donationCode)",
            )
        ],
    ),
    (
        PT,
        "We're curious how busy things got. What's the highest boardings on reports between 2025-06-01 and 2025-08-31?",
        [
            call(
                "RidershipReports",
                'serviceDate >= "2025-06-01"',
                'serviceDate <= "2025-08-31"',
                "MAX(boardings)",
            )
        ],
    ),
    (
        PT,
        "Could you check how many reports had no more than 900 boardings?",
        [call("RidershipReports", "boardings <= 900", "COUNT(reportCode)")],
    ),
    (
        TS,
        "Do we have artists with at most 3 years of experience who joined after June 2023?",
        [call("TattooArtists", "yearsExperience <= 3", 'networkStartDate > "2023-06-30"')],
    ),
    # ---- scene clauses inside the request's sentence
    (
        TS,
        "For next month's guest spot planning I'd love to know which artists have 10 or more years of experience.",
        [call("TattooArtists", "yearsExperience >= 10")],
    ),
    (
        NP,
        "A family emailed asking about care, and I want to point them to Health charities founded after 2000. Which ones are there?",
        [call("Charities", 'causeCategory = "Health"', "foundingYear > 2000")],
    ),
    (
        SS,
        "Because parents keep asking about small groups, which lesson programs cap students at 3 or fewer?",
        [call("LessonPrograms", "maximumStudents <= 3")],
    ),
    (
        SS,
        "Parents keep asking about small groups — which lesson programs allow at most 3 students?",
        [call("LessonPrograms", "maximumStudents <= 3")],
    ),
    (
        CC,
        "Our licensing visit is next week; how many centers provide meals?",
        [call("DaycareCenters", "providesMeals = true", "COUNT(centerName)")],
    ),
    (
        PT,
        "I'm writing the accessibility update. Which routes describe step-free stations, and which have a departure at 7?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [7]", search=True)],
    ),
    # ---- unknown names: the records' own name when said so, else a search
    (
        SS,
        "Find equipment named Saltwhisper.",
        [call("SurfEquipment", 'assetName = "Saltwhisper"')],
    ),
    (
        TS,
        "Which designs credit an artist named Velka Stroud?",
        [call("TattooDesigns", search="Velka Stroud")],
    ),
    (
        SS,
        "Find out how many season availability dates entries there are among the lesson programs listing every one of $95 and 180 dollars broken down by maximum students.",
        [
            call(
                "LessonPrograms",
                "packagePrices ALL [95, 180]",
                "COUNT(seasonAvailabilityDates)",
                groupby="maximumStudents",
            )
        ],
    ),
    (
        SS,
        "I run the lesson desk. Could you count our beaches listing every one of 16 and 25 per stretch of coast?",
        [
            call(
                "SurfBeaches",
                "suitableAges ALL [16, 25]",
                "COUNT(beachName)",
                groupby="coastalArea",
            )
        ],
    ),
    # ---- numbers of the scene are no conditions
    (
        TS,
        "Across our 3 studios, which artists have more than 15 years of experience?",
        [call("TattooArtists", "yearsExperience > 15")],
    ),
    (
        SS,
        "A family of 4 is visiting next week with their 8-year-old. Which beaches are suitable for age 8?",
        [call("SurfBeaches", "suitableAges ANY [8]")],
    ),
    (
        CC,
        "My 2-year-old needs care. How many enrollments are for children under 24 months?",
        [call("ChildEnrollments", "childAgeMonths < 24", "COUNT(enrollmentCode)")],
    ),
    (
        SS,
        "I'm booking 6 kids for a lesson. Which lesson programs allow at least 6 students?",
        [call("LessonPrograms", "maximumStudents >= 6")],
    ),
    # ---- a counted flag beside another statistic is counted, not a filter on both
    (
        NP,
        "I'd like to know the number of campaigns that accept recurring gifts and how many different beneficiary tags there are across campaigns.",
        [call("Campaigns", "TOTAL_TRUE(acceptsRecurringGifts)", "COUNT_DISTINCT(beneficiaryTags)")],
    ),
    (
        NP,
        "Tell me how many campaigns don't accept recurring gifts over all campaigns whose cause tags include literacy.",
        [call("Campaigns", 'causeTags ANY ["literacy"]', "TOTAL_FALSE(acceptsRecurringGifts)")],
    ),
    (
        NP,
        "How many campaigns accept recurring gifts and are Active?",
        [
            call(
                "Campaigns",
                "acceptsRecurringGifts = true",
                'campaignStatus = "Active"',
                "COUNT(campaignTitle)",
            )
        ],
    ),
    # ---- a trailing sentence that narrows the request
    (
        CC,
        "A family emailed asking about care. Which centers serve toddlers? They'd prefer one that provides meals.",
        [call("DaycareCenters", 'ageGroups ANY ["toddlers"]', "providesMeals = true")],
    ),
    (
        SS,
        "I need lesson programs for a small group. Only ones with 4 students or fewer, please.",
        [call("LessonPrograms", "maximumStudents <= 4")],
    ),
    (
        TS,
        "Could you find artists who do botanical work? It's for a client who wants someone with at least 10 years of experience.",
        [call("TattooArtists", 'specialties ANY ["botanical"]', "yearsExperience >= 10")],
    ),
    (
        PT,
        "Which reports had boardings above 2500? Also, what's the latest service date?",
        [
            call("RidershipReports", "boardings > 2500"),
            call("RidershipReports", "LATEST(serviceDate)"),
        ],
    ),
    # ---- yes/no questions and superlatives that say what they measure
    (
        CC,
        "Do any centers offer French and sensory play?",
        [
            call(
                "DaycareCenters",
                'supportedLanguages ANY ["French"]',
                'programFeatures ANY ["sensory play"]',
            )
        ],
    ),
    (
        SS,
        "Got any surfboards under 300 dollars?",
        [call("SurfEquipment", 'equipmentCategory = "Surfboard"', "replacementCost < 300")],
    ),
    (
        SS,
        "What's the heaviest Surfboard we have?",
        [call("SurfEquipment", 'equipmentCategory = "Surfboard"', "MAX(weightKilograms)")],
    ),
    (
        SS,
        "What is the cheapest Leash?",
        [call("SurfEquipment", 'equipmentCategory = "Leash"', "MIN(replacementCost)")],
    ),
    (
        PT,
        "On average, how many boardings does a report log?",
        [call("RidershipReports", "MEAN(boardings)")],
    ),
    (
        PT,
        "I need two numbers for the deck: the routes with a departure at 23 and the latest service date.",
        [
            call("TransitRoutes", "scheduledDepartureHours ANY [23]"),
            call("RidershipReports", "LATEST(serviceDate)"),
        ],
    ),
    # ---- group-by and top-N said in passing
    (
        SS,
        "How many beaches does each coastal area have?",
        [call("SurfBeaches", "COUNT(beachName)", groupby="coastalArea")],
    ),
    (
        NP,
        "How do budgets look by cause category? The average annual operating budget per category is what I need.",
        [call("Charities", "MEAN(annualOperatingBudgetUsd)", groupby="causeCategory")],
    ),
    (
        NP,
        "Which cause categories are most common among charities? Top 3 please.",
        [call("Charities", "TOP_OCCURRENCES(causeCategory, 3)")],
    ),
    (
        CC,
        "Which center names come up most in enrollments? Just the top 5.",
        [call("ChildEnrollments", "TOP_OCCURRENCES(centerName, 5)")],
    ),
    # ---- date spans as people say them
    (
        PT,
        "Which reports are from between March and May 2026?",
        [call("RidershipReports", 'serviceDate >= "2026-03-01"', 'serviceDate <= "2026-05-31"')],
    ),
    (
        PT,
        "Which reports are from January to March 2026?",
        [call("RidershipReports", 'serviceDate >= "2026-01-01"', 'serviceDate <= "2026-03-31"')],
    ),
    (
        PT,
        "Which reports came before the end of 2025?",
        [call("RidershipReports", 'serviceDate <= "2025-12-31"')],
    ),
    (
        SS,
        "Which instructors' certifications run out by the end of 2027?",
        [call("SurfInstructors", 'certificationExpiryDate <= "2027-12-31"')],
    ),
    # ---- scenes that weigh a choice or name other records
    (
        CC,
        "I'm trying to figure out which of our centers to recommend. Which ones provide meals?",
        [call("DaycareCenters", "providesMeals = true")],
    ),
    (
        SS,
        "I'm not sure which beaches to send the group to. Which ones are suitable for age 12?",
        [call("SurfBeaches", "suitableAges ANY [12]")],
    ),
    (
        TS,
        "I want to know which artists to feature in the newsletter. Show me the ones with more than 10 years of experience.",
        [call("TattooArtists", "yearsExperience > 10")],
    ),
    (
        NP,
        "One of our charities asked about giving programs. Which giving programs launched after 2024-01-01?",
        [call("GivingPrograms", 'launchDate > "2024-01-01"')],
    ),
    (
        PT,
        "A tourist asked me. Which routes go to the airport?",
        [call("TransitRoutes", search=True)],
    ),
    # ---- filter-only requests in loose wording: no search from stray words
    (
        CC,
        "We need someone for the early shift. Which staff are available for at least one opening shift and want 40 hours a week?",
        [call("ChildcareStaff", "openingShiftChecks ANY [true]", "preferredWeeklyHours ANY [40]")],
    ),
    (
        PT,
        "Which of our routes have a bus leaving at 5 and serve stop 1?",
        [
            call(
                "TransitRoutes",
                "scheduledDepartureHours ANY [5]",
                "stopSequenceNumbers ANY [1]",
            )
        ],
    ),
    (
        CC,
        "Which kids started care on 2026-10-12? Just their enrollment records.",
        [call("ChildEnrollments", 'startDate = "2026-10-12"')],
    ),
    (
        CC,
        "Which staff members would be willing to pick up a substitute shift and hold a CPR certification?",
        [call("ChildcareStaff", "substituteShiftChecks ANY [true]", 'qualifications ANY ["CPR"]')],
    ),
    (
        CC,
        "The new director starts Monday and asked me for the count of staff with first aid.",
        [call("ChildcareStaff", 'qualifications ANY ["first aid"]', "COUNT(staffName)")],
    ),
    (
        CC,
        "Enrollment season is busy. How many enrollments start after 2027-02-01?",
        [call("ChildEnrollments", 'startDate > "2027-02-01"', "COUNT(enrollmentCode)")],
    ),
    (
        NP,
        "The finance committee is closing the books, so what's the total amount across donations over $400?",
        [call("Donations", "totalAmountUsd > 400", "SUM(totalAmountUsd)")],
    ),
    # ---- a scene that describes the records, then 'which of those ...': one search + filter
    (
        CC,
        "Parents keep asking for centers with a strong outdoor nature focus. Which ones are accepting enrollments?",
        [call("DaycareCenters", "acceptingEnrollments = true", search=True)],
    ),
    (
        NP,
        "I'm looking for charities that fight food waste. Which of those are in the Environment category?",
        [call("Charities", 'causeCategory = "Environment"', search=True)],
    ),
    (
        PT,
        "Riders want routes that reach the hospital district. Which of those have a departure at 7?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [7]", search=True)],
    ),
    (
        TS,
        "A client wants a design inspired by Celtic knotwork. Do we have any with a 12 cm size estimate?",
        [call("TattooDesigns", "sizeEstimatesCm ANY [12]", search=True)],
    ),
    (
        SS,
        "We're looking for instructors who are great at teaching nervous adults. Which of them teach beginners?",
        [call("SurfInstructors", 'teachingSpecialties ANY ["beginners"]', search=True)],
    ),
    (
        CC,
        "A family wants centers with a bilingual immersion program. Can you find them?",
        [call("DaycareCenters", search=True)],
    ),
    (
        NP,
        "Donors love campaigns that plant trees. How many of them are Active?",
        [call("Campaigns", 'campaignStatus = "Active"', "COUNT(campaignTitle)", search=True)],
    ),
    (
        PT,
        "Commuters want routes that serve the riverfront. Do we have such routes with a departure at 17?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [17]", search=True)],
    ),
    (
        CC,
        "A family wants centers with a bilingual immersion program. Which centers provide meals?",
        [call("DaycareCenters", "providesMeals = true", search=True)],
    ),
    (
        NP,
        "Donors love campaigns that plant trees. Which campaigns are Active?",
        [call("Campaigns", 'campaignStatus = "Active"', search=True)],
    ),
    # ---- the made-up sixth environment: nothing above is specific to the card's five
    (
        IL,
        "A student emailed asking about brass options. Which instruments in the Brass family cost 300 dollars or less?",
        [call("Instruments", 'instrumentFamily = "Brass"', "purchasePrice <= 300")],
    ),
    (
        IL,
        "I'm reviewing overdue returns. How many loans ran 14 days or more, and what's the average late fee on loans of Brasswick Horn?",
        [
            call("Loans", "loanDays >= 14", "COUNT(loanCode)"),
            call("Loans", 'instrumentName = "Brasswick Horn"', "MEAN(lateFeeUsd)"),
        ],
    ),
    (
        IL,
        "A teacher asked about Cellowen Amber's condition. Can you pull up its record?",
        [call("Instruments", 'instrumentName = "Cellowen Amber"')],
    ),
    (
        IL,
        "Which 2 instrument families have the most instruments?",
        [call("Instruments", "TOP_OCCURRENCES(instrumentFamily, 2)")],
    ),
    (
        IL,
        "Quick context: I manage the lending desk. Which loans had a late fee above 20 dollars and were returned after 2024-06-01?",
        [call("Loans", "lateFeeUsd > 20", 'returnDate > "2024-06-01"')],
    ),
    # ---- round 2: paraphrased category values, vague compounds, lone names, scene statements
    (NP, "Which campaigns are on pause?", [call("Campaigns", 'campaignStatus = "Paused"')]),
    (
        NP,
        "Quick check before the board meets: how many campaigns are on pause right now?",
        [call("Campaigns", 'campaignStatus = "Paused"', "COUNT(campaignTitle)")],
    ),
    (
        NP,
        "A board member asked (again!) how many campaigns are paused.",
        [call("Campaigns", 'campaignStatus = "Paused"', "COUNT(campaignTitle)")],
    ),
    (
        CC,
        "Which daycare centers are music-oriented?",
        [call("DaycareCenters", search="music-oriented")],
    ),
    (
        CC,
        "I'm touring centers next week. Which ones seem music-oriented?",
        [call("DaycareCenters", search="music-oriented")],
    ),
    (SS, "Find beginner-friendly beaches.", [call("SurfBeaches", search="beginner-friendly")]),
    (
        SS,
        "How many beaches are beginner-friendly?",
        [call("SurfBeaches", "COUNT(beachName)", search="beginner-friendly")],
    ),
    (NP, "find Saltwhisper", [call("Charities", search="Saltwhisper")]),
    (
        NP,
        "A donor called about Saltwhisper. Could you look up Saltwhisper for me?",
        [call("Charities", search="Saltwhisper")],
    ),
    (
        NP,
        "Could you find Saltwhisper among the charities?",
        [call("Charities", search="Saltwhisper")],
    ),
    (
        SS,
        "We need new wetsuits before summer. What's the total replacement cost of all wetsuits?",
        [call("SurfEquipment", 'equipmentCategory = "Wetsuit"', "SUM(replacementCost)")],
    ),
    (
        CC,
        "I'm building the substitute list. Which staff failed a substitute shift check?",
        [call("ChildcareStaff", "substituteShiftChecks ANY [false]")],
    ),
    (
        CC,
        "A grandparent called about infant care. Which centers accept infants?",
        [call("DaycareCenters", 'ageGroups ANY ["infants"]')],
    ),
    (
        CC,
        "Which centers are accepting enrollments and serve toddlers?",
        [call("DaycareCenters", "acceptingEnrollments = true", 'ageGroups ANY ["toddlers"]')],
    ),
    (
        CC,
        "Which staff list 20 among their preferred weekly hours?",
        [call("ChildcareStaff", "preferredWeeklyHours ANY [20]")],
    ),
    (
        IL,
        "A student is starting violin. Which instruments are beginner friendly and in the String family?",
        [call("Instruments", "beginnerFriendly = true", 'instrumentFamily = "Strings"')],
    ),
    (
        TS,
        'List the tattoo artists that meet all three of these conditions: whose artist name begins with "Hollis"; that list $75 among their session deposits; and that match a search for "delicate fine-line botanicals".',
        [
            call(
                "TattooArtists",
                'artistName LIKE "Hollis*"',
                "sessionDeposits ANY [75]",
                search="delicate fine-line botanicals",
            )
        ],
    ),
    (
        NP,
        "I need a count of the charities meeting three conditions: relevant to mobile health clinics; whose founding year is at most 1990; and in the Housing cause category.",
        [
            call(
                "Charities",
                'causeCategory = "Housing"',
                "foundingYear <= 1990",
                "COUNT(charityName)",
                search="mobile health clinics",
            )
        ],
    ),
    (
        NP,
        'Two requests. First, find campaigns matching every one of these: whose beneficiary tags include families or schoolchildren; with campaign status Paused; and whose cause tags include food access. Second, show me those relevant to equipment purchases and repairs and whose campaign title begins with "Flint".',
        [
            call(
                "Campaigns",
                'beneficiaryTags ANY ["families", "schoolchildren"]',
                'campaignStatus = "Paused"',
                'causeTags ANY ["food access"]',
            ),
            call(
                "Campaigns",
                'campaignTitle LIKE "Flint*"',
                search="equipment purchases and repairs",
            ),
        ],
    ),
    (
        SS,
        "I'm restocking the shed. Help me find any equipment with both foam and neoprene among their materials.",
        [call("SurfEquipment", 'materialTags ALL ["foam", "neoprene"]')],
    ),
    (
        TS,
        "How many size estimates are listed in total among tattoo designs?",
        [call("TattooDesigns", "COUNT(sizeEstimatesCm)")],
    ),
    (
        CC,
        "Our auditor is curious: how many preferred weekly hours are on record for staff?",
        [call("ChildcareStaff", "COUNT(preferredWeeklyHours)")],
    ),
    (
        CC,
        'Get all enrollments whose start date falls exactly on 2027-03-15. On a different note, show me the ones where the child\'s age in months is more than 35 and with the center name "Salthurst Cottage".',
        [
            call("ChildEnrollments", 'startDate = "2027-03-15"'),
            call("ChildEnrollments", "childAgeMonths > 35", 'centerName = "Salthurst Cottage"'),
        ],
    ),
    (
        PT,
        'The board wants figures. Could you give me the minimum of the total boardings across the reports with the route name "Mistreach Flyer"?',
        [call("RidershipReports", 'routeName = "Mistreach Flyer"', "MIN(boardings)")],
    ),
    (
        CC,
        "Do you know how many center names are on record among enrollments?",
        [call("ChildEnrollments", "COUNT(centerName)")],
    ),
    (
        PT,
        "List all ridership reports with at least 2,550 boardings, and separately, get the ones whose reported route is Thornpan Link with a service date no later than 2025-09-01.",
        [
            call("RidershipReports", "boardings >= 2550"),
            call(
                "RidershipReports",
                'routeName = "Thornpan Link"',
                'serviceDate <= "2025-09-01"',
            ),
        ],
    ),
    (
        SS,
        "A parent called about lessons. Then, how many beaches are in the system?",
        [call("SurfBeaches", "COUNT(beachName)")],
    ),
]
