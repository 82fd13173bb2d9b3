"""Paraphrases for the wording rules of issue #20, each rule in several phrasings.

Written for the rules in gymkit/agents/rules/ that read a command's wording (not for any one
command of a query set): a word asked for inside a named text property (LIKE %X%), group-by on
the boolean of a whether-clause, 'how many ... and how many don't', a topic said as an adjective,
back-references, a stated role, and no group-by on one value. Same notation as rules_cases.py.
"""

from __future__ import annotations

from tests.agents.rules_cases import CC, IL, NP, PT, SS, TS, call

CONTAINS = [
    (
        PT,
        "Transit routes whose route description mentions 'night market'.",
        [call("TransitRoutes", 'routeDescription LIKE "%night market%"')],
    ),
    (
        NP,
        "Find donations whose processing notes mention 'chargeback'.",
        [call("Donations", 'processingNotes LIKE "%chargeback%"')],
    ),
    (
        NP,
        "Show donations where the donor message contains 'grandmother'.",
        [call("Donations", 'donorMessage LIKE "%grandmother%"')],
    ),
    (
        TS,
        "Which artists have the word 'realism' in their artist profile?",
        [call("TattooArtists", 'artistProfile LIKE "%realism%"')],
    ),
    (
        SS,
        "Lesson programs with the word 'Ledger' in the program title.",
        [call("LessonPrograms", 'programTitle LIKE "%Ledger%"')],
    ),
    (
        IL,
        "List instruments whose condition notes mention 'cracked bridge' and that cost over 500 dollars.",
        [call("Instruments", 'conditionNotes LIKE "%cracked bridge%"', "purchasePrice > 500")],
    ),
    (
        IL,
        "Loans where the member feedback mentions 'squeaky'.",
        [call("Loans", 'memberFeedback LIKE "%squeaky%"')],
    ),
]

GROUP_BY_FLAG = [
    (
        CC,
        "Split daycare centers by whether they provide meals and count them.",
        [call("DaycareCenters", "COUNT(centerName)", groupby="providesMeals")],
    ),
    (
        NP,
        "Break down giving programs by whether or not they are employer match eligible, with a count.",
        [call("GivingPrograms", "COUNT(programName)", groupby="employerMatchEligible")],
    ),
    (
        IL,
        "Average purchase price of instruments grouped by whether they are beginner friendly.",
        [call("Instruments", "MEAN(purchasePrice)", groupby="beginnerFriendly")],
    ),
]

BOTH_TOTALS = [
    (
        CC,
        "How many centers provide meals and how many do not?",
        [call("DaycareCenters", "TOTAL_TRUE(providesMeals)", "TOTAL_FALSE(providesMeals)")],
    ),
    (
        NP,
        "For the audit: how many campaigns accept recurring gifts, and how many don't?",
        [
            call(
                "Campaigns",
                "TOTAL_TRUE(acceptsRecurringGifts)",
                "TOTAL_FALSE(acceptsRecurringGifts)",
            )
        ],
    ),
    (
        IL,
        "How many instruments are beginner friendly and how many aren't?",
        [call("Instruments", "TOTAL_TRUE(beginnerFriendly)", "TOTAL_FALSE(beginnerFriendly)")],
    ),
]

TOPIC_ADJECTIVE = [
    (
        SS,
        "Find reef-break beaches in the North Shore area.",
        [call("SurfBeaches", 'coastalArea = "North Shore"', search=True)],
    ),
    (
        TS,
        "Show koi-inspired designs at 12 cm.",
        [call("TattooDesigns", "sizeEstimatesCm ANY [12]", search=True)],
    ),
    (
        NP,
        "List rural-focused campaigns with status Active.",
        [call("Campaigns", 'campaignStatus = "Active"', search=True)],
    ),
]

BACK_REFERENCES = [
    (
        SS,
        "The label on the board says 'Tern'. Show surf equipment whose asset name starts with that.",
        [call("SurfEquipment", 'assetName LIKE "Tern*"')],
    ),
    (
        CC,
        "A parent asked about Mallowmere House. Show me the enrollments for that center.",
        [call("ChildEnrollments", 'centerName = "Mallowmere House"')],
    ),
    (
        IL,
        "A member returned Brasswick Horn late again. List the loans of that instrument.",
        [call("Loans", 'instrumentName = "Brasswick Horn"')],
    ),
]

ONE_VALUE_NO_GROUP = [
    (
        IL,
        "How many loans were taken out by the instrument Cellowen Amber?",
        [call("Loans", 'instrumentName = "Cellowen Amber"', "COUNT(loanCode)")],
    ),
    (
        TS,
        "What is the highest hourly rate charged by artists offering watercolor?",
        [call("TattooArtists", 'specialties ANY ["watercolor"]', "MAX(hourlyRates)")],
    ),
]

NUMBER_OF_AN_AMOUNT = [
    (
        IL,
        "What is the total number of loan days across loans returned after 2026-01-01?",
        [call("Loans", 'returnDate > "2026-01-01"', "SUM(loanDays)")],
    ),
    (
        CC,
        "What is the most common number of years of experience among staff?",
        [call("ChildcareStaff", "MODE(yearsOfExperience)")],
    ),
    (
        IL,
        "How many loans were returned after 2026-01-01?",
        [call("Loans", 'returnDate > "2026-01-01"', "COUNT(loanCode)")],
    ),
]

SCENE_WORDS = [
    (
        TS,
        "For our placement guide, list designs with an unsuitable placement.",
        [call("TattooDesigns", "placementSuitabilityFlags ANY [false]")],
    ),
    (
        CC,
        "For the opening roster, which staff members hold CPR?",
        [call("ChildcareStaff", 'qualifications ANY ["CPR"]')],
    ),
    (
        SS,
        "For the inspection binder, show surf equipment in the Leash category.",
        [call("SurfEquipment", 'equipmentCategory = "Leash"')],
    ),
]

RANKED_BY_FREQUENCY = [
    (
        IL,
        "For the spring newsletter, which 3 instruments are borrowed most often?",
        [call("Loans", "TOP_OCCURRENCES(instrumentName, 3)")],
    ),
    (
        NP,
        "Which two campaigns are given to most frequently?",
        [call("Donations", "TOP_OCCURRENCES(campaignTitle, 2)")],
    ),
    (
        CC,
        "What are the 4 centers that children are enrolled at most often?",
        [call("ChildEnrollments", "TOP_OCCURRENCES(centerName, 4)")],
    ),
]

DESCRIPTION_WORDS = [
    (
        PT,
        "Which reports had the route used for comparison set to Kestrelwick Crosstown?",
        [call("RidershipReports", 'comparisonRouteName = "Kestrelwick Crosstown"')],
    ),
    (
        PT,
        "How many distinct routes were used for comparison in reports with over 900 boardings?",
        [call("RidershipReports", "boardings > 900", "COUNT_DISTINCT(comparisonRouteName)")],
    ),
    (
        NP,
        "How many distinct receiving campaigns appear among donations?",
        [call("Donations", "COUNT_DISTINCT(campaignTitle)")],
    ),
]

LEFTOVER_WORDS = [
    (
        TS,
        "Pull the full details on designs sized 8.5 cm, thanks so much.",
        [call("TattooDesigns", "sizeEstimatesCm ANY [8.5]")],
    ),
    (
        CC,
        "What's the median number of preferred weekly hours among staff, roughly speaking?",
        [call("ChildcareStaff", "MEDIAN(preferredWeeklyHours)")],
    ),
    (
        SS,
        "Based on the hire date field, list instructors hired before 2018-01-01, please check.",
        [call("SurfInstructors", 'hireDate < "2018-01-01"')],
    ),
    (
        IL,
        "How many loans were taken out for Pipers Reed?",
        [call("Loans", 'instrumentName = "Pipers Reed"', "COUNT(loanCode)")],
    ),
]

ROLES_AND_VALUES = [
    (
        NP,
        "Donations made to Moorbell School Pantry Lift.",
        [call("Donations", 'campaignTitle = "Moorbell School Pantry Lift"')],
    ),
    (
        NP,
        "Pull up donations given to the Gullhaven Senior Shoreline Renewal campaign.",
        [call("Donations", 'campaignTitle = "Gullhaven Senior Shoreline Renewal"')],
    ),
    (
        PT,
        "Daily reports reporting on Harlow Loop.",
        [call("RidershipReports", 'routeName = "Harlow Loop"')],
    ),
    (
        PT,
        "Ridership records that compare against Harlow Loop.",
        [call("RidershipReports", 'comparisonRouteName = "Harlow Loop"')],
    ),
    (
        NP,
        "Campaigns aimed at helping families and seniors.",
        [call("Campaigns", 'beneficiaryTags ALL ["families", "seniors"]')],
    ),
    (
        CC,
        "How many centers are closed to new enrollments?",
        [call("DaycareCenters", "acceptingEnrollments = false", "COUNT(centerName)")],
    ),
]

OUTCOMES_AND_COUNTS = [
    (
        PT,
        "Reports with both on-time and late departures.",
        [call("RidershipReports", "departurePunctualityChecks ALL [true, false]")],
    ),
    (
        IL,
        "Instruments where one tuning check passed and another didn't.",
        [call("Instruments", "tuningChecks ALL [true, false]")],
    ),
    (
        PT,
        "Ridership reports with codes starting RID-001 and over 900 boardings.",
        [call("RidershipReports", 'reportCode LIKE "RID-001*"', "boardings > 900")],
    ),
    (
        CC,
        "Tell me how many weekly hour totals are listed in all for staff with CPR.",
        [call("ChildcareStaff", 'qualifications ANY ["CPR"]', "COUNT(preferredWeeklyHours)")],
    ),
    (
        CC,
        "Work out how many centers record whether they provide meals.",
        [call("DaycareCenters", "COUNT(providesMeals)")],
    ),
    (
        IL,
        "Average purchase price of instruments, for those that are beginner friendly and those "
        "that aren't.",
        [call("Instruments", "MEAN(purchasePrice)", groupby="beginnerFriendly")],
    ),
    (
        IL,
        "How many distinct instruments appear across all loans?",
        [call("Loans", "COUNT_DISTINCT(instrumentName)")],
    ),
]

VERB_OF_A_VALUE = [
    (
        CC,
        "Can you find the childcare staff open to 30 and 35-hour weeks?",
        [call("ChildcareStaff", "preferredWeeklyHours ALL [30, 35]")],
    ),
    (
        CC,
        "Staff open to 24-hour weeks who can't cover an assessed opening shift.",
        [call("ChildcareStaff", "preferredWeeklyHours ANY [24]", "openingShiftChecks ANY [false]")],
    ),
]

KINDS_AND_COMPOUNDS = [
    (
        PT,
        "Could you pull up the bus routes with departures at hour 5?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [5]")],
    ),
    (
        NP,
        "Are there any donation programs that list $30 as a suggested amount?",
        [call("GivingPrograms", "suggestedGiftAmountsUsd ANY [30]")],
    ),
    (
        CC,
        "Staff members unwilling to cover a substitute shift.",
        [call("ChildcareStaff", "substituteShiftChecks ANY [false]")],
    ),
]

SPLITS = [
    (
        IL,
        "Find the loan with code LN-00012, and show me loans returned after 2026-01-01.",
        [
            call("Loans", 'loanCode = "LN-00012"'),
            call("Loans", 'returnDate > "2026-01-01"'),
        ],
    ),
    (
        SS,
        "I'm planning the roster, so are there any instructors who teach children? I need the "
        "beaches in West Bay.",
        [
            call("SurfInstructors", 'teachingSpecialties ANY ["children"]'),
            call("SurfBeaches", 'coastalArea = "West Bay"'),
        ],
    ),
    (
        PT,
        "Our planning team needs this today: I need routes with departures at hour 7 and 23.",
        [call("TransitRoutes", "scheduledDepartureHours ALL [7, 23]")],
    ),
]

WORDING_CASES = [
    *CONTAINS,
    *GROUP_BY_FLAG,
    *BOTH_TOTALS,
    *TOPIC_ADJECTIVE,
    *BACK_REFERENCES,
    *ONE_VALUE_NO_GROUP,
    *NUMBER_OF_AN_AMOUNT,
    *SCENE_WORDS,
    *RANKED_BY_FREQUENCY,
    *DESCRIPTION_WORDS,
    *LEFTOVER_WORDS,
    *ROLES_AND_VALUES,
    *OUTCOMES_AND_COUNTS,
    *SPLITS,
    *VERB_OF_A_VALUE,
    *KINDS_AND_COMPOUNDS,
]
