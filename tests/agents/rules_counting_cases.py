"""Paraphrases for what a count counts (issue #26's scale work, session 11).

Written for the rules, not for any command of a query set: a count whose request ends with 'Y on
record' / 'have a Y recorded' counts Y's values however long the conditions between them are
(unless another metric word comes between); 'the total number of <flag items> that failed' is
TOTAL_FALSE of the flag list even when the items' name holds the collection's word ('equipment
inspection checks'), and '<flag items> listed' counts the list's items; a description word of a
list property right after 'different', 'unique', 'distinct', 'top N' or 'N most common' names
that property. And three that a count's conditions needed: a number with a spaced 'm' is metres
unless money is said ('0.3 m' waves, '2.5 m dollars'); a flag's outcome is read in its own clause,
not in a relative clause after a comma that belongs to the next condition; 'repeated' giving is
'recurring'. 'The number of / the count of <records> ... <flag>' with the flag closing the request
counts the flag (TOTAL_TRUE / TOTAL_FALSE); 'how many ... ', 'count the ...', 'the total number of
<records> on record where ...' and a flag said before the count count the records. A scene clause's
record nouns ('We're planning next season's lesson offerings, so ...') do not choose the collection
when the request after it names records of its own. In a lookup of a record by its name, fields
asked to be shown ('so we can check its X', 'with her Y', 'what Z does she hold') are neither
filters nor a search. 'Turned down' a shift is a failed check; 'the oldest <age>' is the largest
age; 'for each number of X' names the group, it counts nothing. Requests listed in one sentence
('A, which B, and when did C ...'; 'Scene: A, B, and C' naming different records) are each their
own; a colon before a list of one request's conditions splits nothing. A noun or two that end an
aggregated property's phrase ('the most common maximum class size') are its words, not a topic.
Numbers joined by 'and' / 'or' ('sessions at $100 and $125 per hour') are values of one property,
the one the last is said with. 'How many beneficiary groups are listed' and 'the total number of
tattoo styles listed' count the list's items (a plural noun of the property's own may follow its
words). Words before a colon that name no records (or whose request names its own) and say no
topic are a scene, never a search. 'The N most common <records of another collection> and ... over
all <records>' is one request over the latter. Same notation as rules_cases.py.
"""

from __future__ import annotations

from tests.agents.rules_cases import CC, IL, NP, PT, SS, TS, call

ON_RECORD_FAR = [
    (
        PT,
        "How many ridership reports with more than 500 boardings, and where some fare-equipment check failed, have a service date recorded?",
        [
            call(
                "RidershipReports",
                "boardings > 500",
                "fareEquipmentChecks ANY [false]",
                "COUNT(serviceDate)",
            )
        ],
    ),
    (
        PT,
        "Give me the number of ridership reports with at least 1,000 boardings, with a service date after 2025-06-01 and where fare equipment checks both passed and failed with a comparison route on record.",
        [
            call(
                "RidershipReports",
                "boardings >= 1000",
                'serviceDate > "2025-06-01"',
                "fareEquipmentChecks ALL [true, false]",
                "COUNT(comparisonRouteName)",
            )
        ],
    ),
    (
        IL,
        "What is the count of loans longer than 14 days for the instrument Cellowen Amber, returned after 2026-01-01, with a late fee on record?",
        [
            call(
                "Loans",
                "loanDays > 14",
                'instrumentName = "Cellowen Amber"',
                'returnDate > "2026-01-01"',
                "COUNT(lateFeeUsd)",
            )
        ],
    ),
    (
        TS,
        "Tell me how many tattoo artists with more than 6 years of experience and who joined the network after 2023-01-01 have a network start date recorded.",
        [
            call(
                "TattooArtists",
                "yearsExperience > 6",
                'networkStartDate > "2023-01-01"',
                "COUNT(networkStartDate)",
            )
        ],
    ),
    (  # another metric word between: the count is the records'
        PT,
        "How many ridership reports with more than 500 boardings are there, and what is the earliest service date on record?",
        [
            call(
                "RidershipReports",
                "boardings > 500",
                "COUNT(reportCode)",
                "EARLIEST(serviceDate)",
            )
        ],
    ),
]

FLAG_ITEMS_COUNTED = [
    (
        SS,
        "What's the total number of equipment inspection checks that failed among assets made of fiberglass?",
        [call("SurfEquipment", 'materialTags ANY ["fiberglass"]', "TOTAL_FALSE(inspectionChecks)")],
    ),
    (
        SS,
        "Give me the count of equipment inspection checks that passed for gear costing under 300 dollars to replace.",
        [call("SurfEquipment", "replacementCost < 300", "TOTAL_TRUE(inspectionChecks)")],
    ),
    (  # records said, then a check: the records are counted
        SS,
        "How many pieces of equipment had an inspection check that failed?",
        [call("SurfEquipment", "inspectionChecks ANY [false]", "COUNT(assetName)")],
    ),
    (
        TS,
        "What's the total number of placement checks listed across the designs with a size estimate of 10 cm?",
        [call("TattooDesigns", "sizeEstimatesCm ANY [10]", "COUNT(placementSuitabilityFlags)")],
    ),
    (
        IL,
        "How many tuning checks are listed in all for instruments bought for more than 800 dollars?",
        [call("Instruments", "purchasePrice > 800", "COUNT(tuningChecks)")],
    ),
]

FLAG_ITEMS_COUNTED.append(
    (
        CC,
        "Give me the total number of closing shift checks that failed among staff with more than 5 years of experience.",
        [call("ChildcareStaff", "yearsOfExperience > 5", "TOTAL_FALSE(closingShiftChecks)")],
    )
)

DISTINCT_DESCRIPTION_WORD = [
    (
        TS,
        "How many different styles are offered by artists with more than 12 years of experience?",
        [call("TattooArtists", "yearsExperience > 12", "COUNT_DISTINCT(specialties)")],
    ),
    (
        TS,
        "What are the top 3 tattoo styles among artists who joined after 2022-05-01?",
        [
            call(
                "TattooArtists",
                'networkStartDate > "2022-05-01"',
                "TOP_OCCURRENCES(specialties, 3)",
            )
        ],
    ),
    (
        TS,
        "Count the unique tattoo styles by years of experience.",
        [call("TattooArtists", "COUNT_DISTINCT(specialties)", groupby="yearsExperience")],
    ),
    (
        IL,
        "What are the 4 most common accessories among instruments acquired after 2020-01-01?",
        [
            call(
                "Instruments",
                'acquiredDate > "2020-01-01"',
                "TOP_OCCURRENCES(accessoryTags, 4)",
            )
        ],
    ),
    (  # no counting word before it: a description word stays a topic word
        TS,
        "Find tattoo artists whose bio talks about different styles of koi fish.",
        [call("TattooArtists", search=True)],
    ),
]

CONDITIONS = [
    (
        SS,
        "Which beaches have typical wave heights of 1.2 m?",
        [call("SurfBeaches", "typicalWaveHeightsMeters ANY [1.2]")],
    ),
    (
        SS,
        "How many surf spots have typical waves of 0.9 m?",
        [call("SurfBeaches", "typicalWaveHeightsMeters ANY [0.9]", "COUNT(beachName)")],
    ),
    (
        NP,
        "Find charities with an annual operating budget above 4.5 m dollars.",
        [call("Charities", "annualOperatingBudgetUsd > 4500000")],
    ),
    (
        NP,
        "Charities with an annual operating budget under $1.2 m, please.",
        [call("Charities", "annualOperatingBudgetUsd < 1200000")],
    ),
    (
        NP,
        "Are there giving programs whose name begins with 'Birch', without employer matching, that became available after 2022-01-01?",
        [
            call(
                "GivingPrograms",
                'programName LIKE "Birch%"',
                "employerMatchEligible = false",
                'launchDate > "2022-01-01"',
            )
        ],
    ),
    (
        NP,
        "Show me giving programs where supporters can't sign up for repeat giving.",
        [call("GivingPrograms", "recurringEnrollmentAvailable = false")],
    ),
]

CONDITIONS += [
    (
        NP,
        "Which charities were founded in or after 2012 with an annual operating budget under 1,000,000 dollars?",
        [call("Charities", "foundingYear >= 2012", "annualOperatingBudgetUsd < 1000000")],
    ),
    (
        NP,
        "Show charities established in or before 1995.",
        [call("Charities", "foundingYear <= 1995")],
    ),
    (  # the number after 'top', not the code's digits before it
        PT,
        "For ridership reports with codes starting RID-004, what are the top 3 comparison routes?",
        [
            call(
                "RidershipReports",
                'reportCode LIKE "RID-004%"',
                "TOP_OCCURRENCES(comparisonRouteName, 3)",
            )
        ],
    ),
    (  # the outcome counted is not also a filter ...
        PT,
        "What is the total number of departures that missed the punctuality standard across reports with more than 900 boardings?",
        [
            call(
                "RidershipReports",
                "boardings > 900",
                "TOTAL_FALSE(departurePunctualityChecks)",
            )
        ],
    ),
    (  # ... but another outcome said for the records is
        PT,
        "What percentage of fare checks passed among reports where some fare check failed?",
        [
            call(
                "RidershipReports",
                "fareEquipmentChecks ANY [false]",
                "PERCENTAGE_TRUE(fareEquipmentChecks)",
            )
        ],
    ),
]

FLAG_CLOSES_THE_COUNT = [
    (
        NP,
        "What is the number of campaigns that don't accept recurring gifts?",
        [call("Campaigns", "TOTAL_FALSE(acceptsRecurringGifts)")],
    ),
    (
        CC,
        "Give me the count of daycare centers serving toddlers that provide meals.",
        [call("DaycareCenters", 'ageGroups ANY ["toddlers"]', "TOTAL_TRUE(providesMeals)")],
    ),
    (
        IL,
        "What's the number of instruments bought for under 300 dollars that suit a first-time player?",
        [call("Instruments", "purchasePrice < 300", "TOTAL_TRUE(beginnerFriendly)")],
    ),
    (
        NP,
        "How many campaigns don't accept recurring gifts?",
        [call("Campaigns", "acceptsRecurringGifts = false", "COUNT(campaignTitle)")],
    ),
    (
        NP,
        "Give me the total number of giving programs on record where employers can match gifts.",
        [call("GivingPrograms", "employerMatchEligible = true", "COUNT(programName)")],
    ),
    (
        NP,
        "For campaigns that don't accept recurring gifts, what is the number of campaigns?",
        [call("Campaigns", "acceptsRecurringGifts = false", "COUNT(campaignTitle)")],
    ),
]

EITHER_PROPERTY = [
    (  # B8: 'counting both the A and the B' is an OR of the two
        PT,
        "Across all ridership reports, how many involve the route Morrowfen Link, counting both the reported route and the comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Morrowfen Link"', 'comparisonRouteName = "Morrowfen Link"'],
            )
        ],
    ),
    (
        PT,
        "How many daily reports mention Morrowfen Link, including both the reported route and the comparison route?",
        [
            call(
                "RidershipReports",
                "COUNT(reportCode)",
                tree=['routeName = "Morrowfen Link"', 'comparisonRouteName = "Morrowfen Link"'],
            )
        ],
    ),
    (  # 'About how many' is roughly how many: no topic
        SS,
        "About how many lesson programs have a turning-ish feel?",
        [call("LessonPrograms", "COUNT(programTitle)", search=True)],
    ),
]

IN_TOTAL = [
    (  # '$50 in total' names the compared amount: a retrieval stays a retrieval
        NP,
        "Can I get a list of donations that put 25 dollars toward a funding portion, for less than $50 in total?",
        [call("Donations", "totalAmountUsd < 50", "allocationAmountsUsd ANY [25]")],
    ),
    (
        IL,
        "Show the loans with a late fee of more than 12 dollars in total.",
        [call("Loans", "lateFeeUsd > 12")],
    ),
    (  # 'in total' after a statistic's words is the sum
        NP,
        "What is the amount donated in total across donations over 100 dollars?",
        [call("Donations", "totalAmountUsd > 100", "SUM(totalAmountUsd)")],
    ),
]

SCENE_NOUNS = [
    (
        SS,
        "We're reviewing our lesson offerings, so how many inspection checks are listed in all across all gear items?",
        [call("SurfEquipment", "COUNT(inspectionChecks)")],
    ),
    (
        TS,
        "A regular asked about new designs. Which tattoo artists have more than 10 years of experience?",
        [call("TattooArtists", "yearsExperience > 10")],
    ),
    (  # a scope after the scene is the request's: its records choose
        CC,
        "A parent emailed the office, so for enrollments where the child is over 55 months old, give me the earliest start date.",
        [call("ChildEnrollments", "childAgeMonths > 55", "EARLIEST(startDate)")],
    ),
    (  # no records named after the scene: its noun still chooses
        IL,
        "Our loans desk is busy today, so what is the average late fee?",
        [call("Loans", "MEAN(lateFeeUsd)")],
    ),
]

SHOWN_FIELDS = [
    (
        IL,
        "Open the instrument Brasswick Horn so we can check its purchase price and acquired date.",
        [call("Instruments", 'instrumentName = "Brasswick Horn"')],
    ),
    (
        SS,
        "I want the coach Orren Sable, including his certification expiry date and hire date.",
        [call("SurfInstructors", 'instructorName = "Orren Sable"')],
    ),
    (
        CC,
        "Look up Mallowmere House with its meal provision and supported languages, please.",
        [call("DaycareCenters", 'centerName = "Mallowmere House"')],
    ),
    (
        CC,
        "Which languages and age groups does the daycare Mallowmere House support?",
        [call("DaycareCenters", 'centerName = "Mallowmere House"')],
    ),
    (  # an outcome said is a condition, even in a lookup
        CC,
        "Show the daycare Mallowmere House if it does not provide meals.",
        [call("DaycareCenters", 'centerName = "Mallowmere House"', "providesMeals = false")],
    ),
]

WORDS_FOR_VALUES = [
    (
        CC,
        "How many caregivers with CPR training turned down a closing shift?",
        [
            call(
                "ChildcareStaff",
                'qualifications ANY ["CPR"]',
                "closingShiftChecks ANY [false]",
                "COUNT(staffName)",
            )
        ],
    ),
    (
        CC,
        "What is the oldest child age in months among enrollments that start after 2026-10-01?",
        [call("ChildEnrollments", 'startDate > "2026-10-01"', "MAX(childAgeMonths)")],
    ),
    (
        CC,
        "Which enrollment record has the oldest start date?",
        [call("ChildEnrollments", "EARLIEST(startDate)")],
    ),
    (
        TS,
        "For each number of years of experience, what is the lowest hourly rate?",
        [call("TattooArtists", "MIN(hourlyRates)", groupby="yearsExperience")],
    ),
]

LISTED_REQUESTS = [
    (
        NP,
        "How many distinct campaigns received donations above 500 dollars, which charities were founded before 1990, and when did the first giving program launch?",
        [
            call("Donations", "totalAmountUsd > 500", "COUNT_DISTINCT(campaignTitle)"),
            call("Charities", "foundingYear < 1990"),
            call("GivingPrograms", "EARLIEST(launchDate)"),
        ],
    ),
    (
        TS,
        "Numbers for the studio report: the average hourly rate of watercolor artists, how many designs are sized at 12 cm, and which artists have more than 15 years of experience.",
        [
            call("TattooArtists", 'specialties ANY ["watercolor"]', "MEAN(hourlyRates)"),
            call("TattooDesigns", "sizeEstimatesCm ANY [12]", "COUNT(designTitle)"),
            call("TattooArtists", "yearsExperience > 15"),
        ],
    ),
    (
        IL,
        "Desk summary: loans longer than 30 days, instruments acquired after 2020-01-01, and the average late fee.",
        [
            call("Loans", "loanDays > 30"),
            call("Instruments", 'acquiredDate > "2020-01-01"'),
            call("Loans", "MEAN(lateFeeUsd)"),
        ],
    ),
    (  # one request's conditions after a colon
        PT,
        "Find routes with: departures at hour 5, a stop at position 4, and a name starting with Elm.",
        [
            call(
                "TransitRoutes",
                "scheduledDepartureHours ANY [5]",
                "stopSequenceNumbers ANY [4]",
                'routeName LIKE "Elm%"',
            )
        ],
    ),
]

NOUN_TAIL = [
    (
        SS,
        "For the timetable: the most common maximum class size.",
        [call("LessonPrograms", "MODE(maximumStudents)")],
    ),
    (
        TS,
        "What is the largest size estimate figure across designs with a placement that works?",
        [
            call(
                "TattooDesigns",
                "placementSuitabilityFlags ANY [true]",
                "MAX(sizeEstimatesCm)",
            )
        ],
    ),
    (  # words after 'of <records>' are a topic still
        SS,
        "What is the average replacement cost of boards about cold water?",
        [call("SurfEquipment", "MEAN(replacementCost)", search=True)],
    ),
]

JOINED_NUMBERS = [
    (
        TS,
        "Which tattoo artists offer sessions at $100 and $125 per hour?",
        [call("TattooArtists", "hourlyRates ALL [100, 125]")],
    ),
    (
        TS,
        "List artists booking sessions at 150 or 225 dollars per hour who joined before 2023-01-01.",
        [
            call(
                "TattooArtists",
                "hourlyRates ANY [150, 225]",
                'networkStartDate < "2023-01-01"',
            )
        ],
    ),
    (  # each number said with its own property keeps it
        TS,
        "Find artists taking $50 deposits and charging 100 dollars an hour.",
        [call("TattooArtists", "sessionDeposits ANY [50]", "hourlyRates ANY [100]")],
    ),
    (  # a range is not a joined pair
        TS,
        "Find artists with more than 5 and fewer than 10 years of experience.",
        [call("TattooArtists", "yearsExperience > 5", "yearsExperience < 10")],
    ),
]

LISTED_ITEMS = [
    (
        NP,
        "How many beneficiary groups are listed in all for campaigns in Draft status?",
        [call("Campaigns", 'campaignStatus = "Draft"', "COUNT(beneficiaryTags)")],
    ),
    (
        TS,
        "Give me the total number of tattoo styles listed for artists with over 8 years of experience.",
        [call("TattooArtists", "yearsExperience > 8", "COUNT(specialties)")],
    ),
    (  # another property's word after the flag's: that property is counted
        PT,
        "How many ridership reports with a code starting RID-002 have a reported route on record?",
        [call("RidershipReports", 'reportCode LIKE "RID-002%"', "COUNT(routeName)")],
    ),
]

COLON_SCENES = [
    (
        PT,
        "The board meets on Monday: for bus routes with departures at hour 5, I need the number of bus routes.",
        [call("TransitRoutes", "scheduledDepartureHours ANY [5]", "COUNT(routeName)")],
    ),
    (
        SS,
        "New coaches start soon: how many package prices are listed in all for lesson programs with at most 4 students?",
        [call("LessonPrograms", "maximumStudents <= 4", "COUNT(packagePrices)")],
    ),
    (  # a topic before the colon stays the search
        PT,
        "Routes about the harbor: which ones depart at hour 5?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [5]", search=True)],
    ),
]

TOP_N_OVER_ALL = [
    (
        CC,
        "I need the 3 most common centers and the average child age in months over all child enrollments.",
        [
            call(
                "ChildEnrollments",
                "TOP_OCCURRENCES(centerName, 3)",
                "MEAN(childAgeMonths)",
            )
        ],
    ),
    (  # another collection's records named with conditions of their own: two requests
        CC,
        "List the 3 most common age groups among daycare centers, and the enrollments of children under 12 months.",
        [
            call("DaycareCenters", "TOP_OCCURRENCES(ageGroups, 3)"),
            call("ChildEnrollments", "childAgeMonths < 12"),
        ],
    ),
]

COUNTING_CASES = (
    TOP_N_OVER_ALL
    + COLON_SCENES
    + LISTED_ITEMS
    + JOINED_NUMBERS
    + NOUN_TAIL
    + LISTED_REQUESTS
    + SHOWN_FIELDS
    + WORDS_FOR_VALUES
    + SCENE_NOUNS
    + IN_TOTAL
    + EITHER_PROPERTY
    + FLAG_CLOSES_THE_COUNT
    + ON_RECORD_FAR
    + FLAG_ITEMS_COUNTED
    + DISTINCT_DESCRIPTION_WORD
    + CONDITIONS
)
