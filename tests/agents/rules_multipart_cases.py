"""Paraphrases for two-part requests and the nouns of a request's records (helper H22).

Written for the rules, not for any command of a query set: a whole-collection question after
', and' is its own sub-query without the first part's filters; another collection's records
named after ', and (list) the', or an aggregation after ', and' on properties only another
collection has, open their own sub-query; 'distinct X that were borrowed / have
enrolled ...' counts the reference property on the collection that records it; a records noun
is not the flag whose name holds it; a value stated for a property named with a weak metric
word ('a typical wave height of 1.8') is a filter, not an aggregation. Same notation as
rules_cases.py.
"""

from __future__ import annotations

from tests.agents.rules_cases import CC, IL, NP, PT, SS, TS, call

WHOLE_COLLECTION = [
    (
        CC,
        "Show enrollments for children older than 24 months, and what is the latest start date overall?",
        [
            call("ChildEnrollments", "childAgeMonths > 24"),
            call("ChildEnrollments", "LATEST(startDate)"),
        ],
    ),
    (
        CC,
        "List enrollments of children under 12 months, and the latest start date across all enrollments.",
        [
            call("ChildEnrollments", "childAgeMonths < 12"),
            call("ChildEnrollments", "LATEST(startDate)"),
        ],
    ),
    (
        IL,
        "Find loans longer than 14 days and the average late fee of all loans.",
        [call("Loans", "loanDays > 14"), call("Loans", "MEAN(lateFeeUsd)")],
    ),
    (
        IL,
        "Show loans with a late fee over 5 dollars, and what's the total late fee in total?",
        [call("Loans", "lateFeeUsd > 5"), call("Loans", "SUM(lateFeeUsd)")],
    ),
    (
        NP,
        "Donations over 500 dollars, and the average donation amount across all donations.",
        [call("Donations", "totalAmountUsd > 500"), call("Donations", "MEAN(totalAmountUsd)")],
    ),
    (
        PT,
        "Show ridership reports with more than 500 boardings, and what is the earliest service date overall?",
        [
            call("RidershipReports", "boardings > 500"),
            call("RidershipReports", "EARLIEST(serviceDate)"),
        ],
    ),
    (
        TS,
        "List artists with more than 10 years of experience and the average years of experience across all artists.",
        [
            call("TattooArtists", "yearsExperience > 10"),
            call("TattooArtists", "MEAN(yearsExperience)"),
        ],
    ),
    (
        SS,
        "Which lesson programs run longer than 90 minutes, and how many lesson programs are there in total?",
        [
            call("LessonPrograms", "durationMinutes > 90"),
            call("LessonPrograms", "COUNT(programTitle)"),
        ],
    ),
    (
        PT,
        "How many ridership reports had over 300 boardings, and what's the total boardings overall?",
        [
            call("RidershipReports", "COUNT(reportCode)", "boardings > 300"),
            call("RidershipReports", "SUM(boardings)"),
        ],
    ),
    (  # the second request names the records it is over
        SS,
        "Find surf instructors hired after 2019, and the earliest hire date of instructors.",
        [
            call("SurfInstructors", 'hireDate > "2019-12-31"'),
            call("SurfInstructors", "EARLIEST(hireDate)"),
        ],
    ),
    (
        CC,
        "Show enrollments for children older than 24 months and the latest start date among enrollments.",
        [
            call("ChildEnrollments", "childAgeMonths > 24"),
            call("ChildEnrollments", "LATEST(startDate)"),
        ],
    ),
    (
        NP,
        "Show donations over 500 dollars and what the average amount of donations is.",
        [call("Donations", "totalAmountUsd > 500"), call("Donations", "MEAN(totalAmountUsd)")],
    ),
    (  # 'those loans' are the loans just filtered: one request
        IL,
        "Show loans longer than 14 days, and what is the average late fee for those loans?",
        [call("Loans", "MEAN(lateFeeUsd)", "loanDays > 14")],
    ),
    (  # other joins: 'as well as', 'along with', 'and also'
        IL,
        "Show loans over 14 days as well as the average late fee across all loans.",
        [call("Loans", "loanDays > 14"), call("Loans", "MEAN(lateFeeUsd)")],
    ),
    (
        IL,
        "Show loans over 14 days, along with the average late fee of all loans.",
        [call("Loans", "loanDays > 14"), call("Loans", "MEAN(lateFeeUsd)")],
    ),
    (
        CC,
        "I need the enrollments of kids older than 24 months and also the latest start date overall.",
        [
            call("ChildEnrollments", "childAgeMonths > 24"),
            call("ChildEnrollments", "LATEST(startDate)"),
        ],
    ),
    (
        NP,
        "Can you find donations above 250 dollars and tell me the average donation amount overall?",
        [call("Donations", "totalAmountUsd > 250"), call("Donations", "MEAN(totalAmountUsd)")],
    ),
    (  # the whole-collection question first
        IL,
        "What's the average late fee across all loans and which loans lasted over 14 days?",
        [call("Loans", "MEAN(lateFeeUsd)"), call("Loans", "loanDays > 14")],
    ),
    (
        CC,
        "What is the latest start date overall, and which enrollments are for children under 12 months?",
        [
            call("ChildEnrollments", "LATEST(startDate)"),
            call("ChildEnrollments", "childAgeMonths < 12"),
        ],
    ),
    (
        SS,
        "What's the earliest hire date of all instructors and how many instructors were hired after 2020?",
        [
            call("SurfInstructors", "EARLIEST(hireDate)"),
            call("SurfInstructors", "COUNT(instructorName)", 'hireDate > "2020-12-31"'),
        ],
    ),
    (  # no filters before: one call with both aggregations, as the generator writes it
        PT,
        "I need the number of ridership reports and the smallest boardings across all ridership reports.",
        [call("RidershipReports", "COUNT(reportCode)", "MIN(boardings)")],
    ),
]

OTHER_RECORDS = [
    (
        CC,
        "Which daycare centers provide meals, and the enrollments of children younger than 12 months.",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildEnrollments", "childAgeMonths < 12"),
        ],
    ),
    (
        CC,
        "List daycare centers that provide meals and the enrollments for children over 24 months.",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildEnrollments", "childAgeMonths > 24"),
        ],
    ),
    (
        IL,
        "List beginner friendly instruments and the loans longer than 30 days.",
        [call("Instruments", "beginnerFriendly = true"), call("Loans", "loanDays > 30")],
    ),
    (
        CC,
        "List centers that provide meals along with the enrollments of children under 12 months.",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildEnrollments", "childAgeMonths < 12"),
        ],
    ),
    (
        CC,
        "List centers that provide meals as well as the enrollments of children under 12 months.",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildEnrollments", "childAgeMonths < 12"),
        ],
    ),
    (
        CC,
        "Show staff with more than 5 years of experience and the enrollments of children younger than 12 months.",
        [
            call("ChildcareStaff", "yearsOfExperience > 5"),
            call("ChildEnrollments", "childAgeMonths < 12"),
        ],
    ),
    (
        SS,
        "Show surf instructors hired after 2020 and also the lesson programs longer than 60 minutes.",
        [
            call("SurfInstructors", 'hireDate > "2020-12-31"'),
            call("LessonPrograms", "durationMinutes > 60"),
        ],
    ),
    (
        NP,
        "Show campaigns that accept recurring gifts and list the donations over 100 dollars.",
        [
            call("Campaigns", "acceptsRecurringGifts = true"),
            call("Donations", "totalAmountUsd > 100"),
        ],
    ),
]

AGGREGATION_ELSEWHERE = [
    (
        IL,
        "List string instruments, and what's the median late fee per loan?",
        [call("Instruments", 'instrumentFamily = "Strings"'), call("Loans", "MEDIAN(lateFeeUsd)")],
    ),
    (
        IL,
        "Show beginner friendly instruments, and what is the average number of loan days per loan?",
        [call("Instruments", "beginnerFriendly = true"), call("Loans", "MEAN(loanDays)")],
    ),
    (
        CC,
        "Which daycare centers provide meals, and what's the median child age in months per enrollment?",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildEnrollments", "MEDIAN(childAgeMonths)"),
        ],
    ),
    (
        NP,
        "List charities founded before 1990, and the average total amount per donation.",
        [call("Charities", "foundingYear < 1990"), call("Donations", "MEAN(totalAmountUsd)")],
    ),
    (
        SS,
        "Which beaches are in North Shore, and what is the average replacement cost of equipment?",
        [
            call("SurfBeaches", 'coastalArea = "North Shore"'),
            call("SurfEquipment", "MEAN(replacementCost)"),
        ],
    ),
    (  # the same records on both sides: one request
        IL,
        "Show loans longer than 30 days, and what's the median late fee?",
        [call("Loans", "MEDIAN(lateFeeUsd)", "loanDays > 30")],
    ),
]

AMOUNT_PER_RECORD = [  # an aggregation of an amount said per record: the metric, no count
    (
        IL,
        "How many days is an instrument lent per loan on average?",
        [call("Loans", "MEAN(loanDays)")],
    ),
    (
        IL,
        "What is the median number of days per loan?",
        [call("Loans", "MEDIAN(loanDays)")],
    ),
    (
        CC,
        "What's the median age in months of children per enrollment?",
        [call("ChildEnrollments", "MEDIAN(childAgeMonths)")],
    ),
    (
        IL,
        "What's the median late fee per loan?",
        [call("Loans", "MEDIAN(lateFeeUsd)")],
    ),
]

DISTINCT_REFERENCED = [
    (
        IL,
        "How many different instruments have been borrowed?",
        [call("Loans", "COUNT_DISTINCT(instrumentName)")],
    ),
    (
        IL,
        "How many unique instruments were lent out?",
        [call("Loans", "COUNT_DISTINCT(instrumentName)")],
    ),
    (
        IL,
        "How many different instruments were borrowed for more than 30 days?",
        [call("Loans", "COUNT_DISTINCT(instrumentName)", "loanDays > 30")],
    ),
    (
        CC,
        "How many different centers have enrolled children younger than 12 months?",
        [call("ChildEnrollments", "COUNT_DISTINCT(centerName)", "childAgeMonths < 12")],
    ),
    (  # no 'different': the records counted are still the referenced ones
        CC,
        "How many daycare centers have child enrollments?",
        [call("ChildEnrollments", "COUNT_DISTINCT(centerName)")],
    ),
    (
        IL,
        "How many instruments have been borrowed at least once?",
        [call("Loans", "COUNT_DISTINCT(instrumentName)")],
    ),
    (
        PT,
        "How many routes have ridership reports?",
        [call("RidershipReports", "COUNT_DISTINCT(routeName)")],
    ),
    (  # the referenced records after a role preposition: the reference property
        CC,
        "How many distinct daycare centers do the child enrollments at a daycare center cover?",
        [call("ChildEnrollments", "COUNT_DISTINCT(centerName)")],
    ),
    (
        CC,
        "Show the child enrollments at daycare centers for children under 12 months.",
        [call("ChildEnrollments", "childAgeMonths < 12")],
    ),
    (  # the records themselves: a plain count
        IL,
        "How many instruments are beginner friendly?",
        [call("Instruments", "COUNT(instrumentName)", "beginnerFriendly = true")],
    ),
    (
        NP,
        "How many distinct campaigns received donations over 100 dollars?",
        [call("Donations", "COUNT_DISTINCT(campaignTitle)", "totalAmountUsd > 100")],
    ),
]

RECORDS_NOUN_NOT_FLAG = [
    (
        CC,
        "Daycare centers that provide meals, and how many enrollments are there in total?",
        [
            call("DaycareCenters", "providesMeals = true"),
            call("ChildEnrollments", "COUNT(enrollmentCode)"),
        ],
    ),
    (  # ranked by how often the enrollments name them
        CC,
        "Which 3 centers have the most enrollments of children younger than 12 months?",
        [call("ChildEnrollments", "TOP_OCCURRENCES(centerName, 3)", "childAgeMonths < 12")],
    ),
    (
        CC,
        "Which 2 daycare centers have the most child enrollments?",
        [call("ChildEnrollments", "TOP_OCCURRENCES(centerName, 2)")],
    ),
    (
        IL,
        "Which 5 instruments have the most loans?",
        [call("Loans", "TOP_OCCURRENCES(instrumentName, 5)")],
    ),
    (
        NP,
        "Which 3 campaigns have the most donations over 100 dollars?",
        [call("Donations", "TOP_OCCURRENCES(campaignTitle, 3)", "totalAmountUsd > 100")],
    ),
    (
        CC,
        "Which centers are open for enrollment?",
        [call("DaycareCenters", "acceptingEnrollments = true")],
    ),
    (
        CC,
        "Centers not accepting enrollments.",
        [call("DaycareCenters", "acceptingEnrollments = false")],
    ),
]

VALUE_NOT_METRIC = [
    (
        SS,
        "Surf beaches with a typical wave height of 1.8 meters.",
        [call("SurfBeaches", "typicalWaveHeightsMeters ANY [1.8]")],
    ),
    (
        SS,
        "Which beaches have a typical wave height of 2.5 meters?",
        [call("SurfBeaches", "typicalWaveHeightsMeters ANY [2.5]")],
    ),
    (
        NP,
        "Donations with a total amount of 250 dollars.",
        [call("Donations", "totalAmountUsd = 250")],
    ),
    (
        PT,
        "Routes with a stop sequence number of 12.",
        [call("TransitRoutes", "stopSequenceNumbers ANY [12]")],
    ),
    (
        PT,
        "Which routes have stop sequence number 7?",
        [call("TransitRoutes", "stopSequenceNumbers ANY [7]")],
    ),
    (
        PT,
        "What is the number of routes?",
        [call("TransitRoutes", "COUNT(routeName)")],
    ),
    (
        SS,
        "What is the typical wave height across beaches?",
        [call("SurfBeaches", "MEAN(typicalWaveHeightsMeters)")],
    ),
    (
        NP,
        "What is the total amount of donations?",
        [call("Donations", "SUM(totalAmountUsd)")],
    ),
]

MULTIPART_CASES = [
    *WHOLE_COLLECTION,
    *OTHER_RECORDS,
    *AGGREGATION_ELSEWHERE,
    *AMOUNT_PER_RECORD,
    *DISTINCT_REFERENCED,
    *RECORDS_NOUN_NOT_FLAG,
    *VALUE_NOT_METRIC,
]
