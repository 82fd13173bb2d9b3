"""Hand-written commands in many phrasings, with the calls the rules agent must produce.

Written from the card's schemas and behaviours, not from any generator template. Each case is
(environment, command, [expected call, ...]); an expected call is written in a small notation:
`call(collection, "boardings >= 300", "fareEquipmentChecks ANY [false]", "MEAN(totalAmountUsd)",
search=True, groupby="equipmentCategory")`. Values are JSON.
"""

from __future__ import annotations

import json
import re

from gymkit.call import aggregation_entry, filter_entry
from tests.agents.rules_fixtures import ENVIRONMENTS

_OPS = {"ANY": "CONTAINS_ANY", "ALL": "CONTAINS_ALL"}


def call(
    collection: str,
    *parts: str,
    search: bool | str = False,
    groupby: str | None = None,
    env: str | None = None,
    tree: list[str] | None = None,
) -> dict:
    """An expected call from the notation above (the environment is found from the collection)."""
    environment = (
        next(e for e in ENVIRONMENTS.values() if e.collection(collection))
        if env is None
        else ENVIRONMENTS[env]
    )
    coll = environment.collection(collection)
    out: dict = {"collection_name": collection}
    for part in parts:
        m = re.fullmatch(r"(\w+)\((\w+)(?:,\s*(\d+))?\)", part)
        if m:
            list_name, entry = aggregation_entry(
                coll.prop(m.group(2)), m.group(1), int(m.group(3)) if m.group(3) else None
            )
        else:
            prop, op, raw = part.split(" ", 2)
            list_name, entry = filter_entry(coll.prop(prop), _OPS.get(op, op), json.loads(raw))
        out.setdefault(list_name, []).append(entry)
    if search:
        out["search_query"] = search if isinstance(search, str) else "x"
    if groupby:
        out["groupby_property"] = groupby
    if tree:
        leaves = []
        for part in tree:  # a leaf has the fields of its property's filter ('values' for arrays)
            prop, op, raw = part.split(" ", 2)
            leaves.append(filter_entry(coll.prop(prop), _OPS.get(op, op), json.loads(raw))[1])
        out["filter_tree"] = {"combine": "OR", "filters": leaves}
    return out


PT, TS, NP, SS, CC, IL = (
    "public-transit",
    "tattoo-studios",
    "nonprofits",
    "surf-schools",
    "childcare",
    "instrument-library",
)

CASES: list[tuple[str, str, list[dict]]] = [
    # ---- public transit: comparisons, dates, flag arrays, exact values
    (
        PT,
        "Find ridership reports with no fewer than 300 boardings where some fare-equipment check did not pass.",
        [call("RidershipReports", "boardings >= 300", "fareEquipmentChecks ANY [false]")],
    ),
    (
        PT,
        "Which daily reports logged under 2,000 boardings?",
        [call("RidershipReports", "boardings < 2000")],
    ),
    (
        PT,
        "reports exceeding 1,250 boardings on or after 2025-06-01",
        [call("RidershipReports", "boardings > 1250", 'serviceDate >= "2025-06-01"')],
    ),
    (
        PT,
        "Show me ridership reports from services earlier than March 3, 2026 where every vehicle accessibility check passed",
        [
            call(
                "RidershipReports",
                'serviceDate < "2026-03-03"',
                "vehicleAccessibilityChecks ANY [true]",
            )
        ],
    ),
    (
        PT,
        "List ridership reports with boardings between 500 and 900 recorded in 2025.",
        [
            call(
                "RidershipReports",
                "boardings >= 500",
                "boardings <= 900",
                'serviceDate >= "2025-01-01"',
                'serviceDate <= "2025-12-31"',
            )
        ],
    ),
    (PT, "Pull up report RID-00213.", [call("RidershipReports", 'reportCode = "RID-00213"')]),
    (
        PT,
        "What was the highest boardings count on any report since 1 July 2025?",
        [call("RidershipReports", 'serviceDate >= "2025-07-01"', "MAX(boardings)")],
    ),
    (
        PT,
        "How many ridership reports involve Morrowfen Link?",
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
        'Show reports where the comparison route is "Harlow Loop".',
        [call("RidershipReports", 'comparisonRouteName = "Harlow Loop"')],
    ),
    (PT, "find reports that mention Ashgrove Express", [call("RidershipReports", search=True)]),
    (
        PT,
        "Which report codes start with RID-002?",
        [call("RidershipReports", 'reportCode LIKE "RID-002*"')],
    ),
    (
        PT,
        "Routes with departures at 7 or 17",
        [call("TransitRoutes", "scheduledDepartureHours ANY [7, 17]")],
    ),
    (
        PT,
        "Which transit routes serve stop numbers 4 and 13 and run along the riverfront past the hospital?",
        [call("TransitRoutes", "stopSequenceNumbers ALL [4, 13]", search=True)],
    ),
    (
        PT,
        "What is the earliest service date among reports where a departure missed the punctuality standard?",
        [
            call(
                "RidershipReports",
                "departurePunctualityChecks ANY [false]",
                "EARLIEST(serviceDate)",
            )
        ],
    ),
    (
        PT,
        "Give the total and the average boardings for reports dated through 2025-12-31.",
        [
            call(
                "RidershipReports",
                'serviceDate <= "2025-12-31"',
                "SUM(boardings)",
                "MEAN(boardings)",
            )
        ],
    ),
    # ---- tattoo studios
    (
        TS,
        "designs with sizes of both 8.5 and 12 cm",
        [call("TattooDesigns", "sizeEstimatesCm ALL [8.5, 12]")],
    ),
    (
        TS,
        "Which artists have at least 10 years of tattooing experience and offer fine line or botanical work?",
        [
            call(
                "TattooArtists",
                "yearsExperience >= 10",
                'specialties ANY ["fine line", "botanical"]',
            )
        ],
    ),
    (
        TS,
        "Artists who joined the network before Jan 5th, 2020",
        [call("TattooArtists", 'networkStartDate < "2020-01-05"')],
    ),
    (
        TS,
        "I'm putting together a flash day. Find designs with koi fish and waves that could wrap a forearm.",
        [call("TattooDesigns", search=True)],
    ),
    (
        TS,
        "What's the median years of experience across our artists?",
        [call("TattooArtists", "MEDIAN(yearsExperience)")],
    ),
    (
        TS,
        "Show designs where some placement was judged unsuitable",
        [call("TattooDesigns", "placementSuitabilityFlags ANY [false]")],
    ),
    (
        TS,
        "Which artists charge an hourly rate of 185 and take a 100 dollar deposit?",
        [call("TattooArtists", "hourlyRates ANY [185]", "sessionDeposits ANY [100]")],
    ),
    (TS, "Show me designs associated with Maren Voss", [call("TattooDesigns", search=True)]),
    (TS, 'Find the artist named "Oren Pell"', [call("TattooArtists", 'artistName = "Oren Pell"')]),
    (
        TS,
        "How many different specialties do artists offer?",
        [call("TattooArtists", "COUNT_DISTINCT(specialties)")],
    ),
    # ---- nonprofits
    (
        NP,
        "Which campaigns about school meal programs are Active and tagged literacy or food access?",
        [
            call(
                "Campaigns",
                'campaignStatus = "Active"',
                'causeTags ANY ["literacy", "food access"]',
                search=True,
            )
        ],
    ),
    (
        NP,
        "What is the average total amount of the gift records?",
        [call("Donations", "MEAN(totalAmountUsd)")],
    ),
    (
        NP,
        "Giving programs that are not eligible for employer match",
        [call("GivingPrograms", "employerMatchEligible = false")],
    ),
    (
        NP,
        "Charities founded after 1990 in the Health category with an annual operating budget of at least $2,500,000.50",
        [
            call(
                "Charities",
                "foundingYear > 1990",
                'causeCategory = "Health"',
                "annualOperatingBudgetUsd >= 2500000.5",
            )
        ],
    ),
    (
        NP,
        "What share of campaigns accept recurring gifts?",
        [call("Campaigns", "PERCENTAGE_TRUE(acceptsRecurringGifts)")],
    ),
    (
        NP,
        "What percentage of giving programs do not offer recurring enrollment?",
        [call("GivingPrograms", "PERCENTAGE_FALSE(recurringEnrollmentAvailable)")],
    ),
    (
        NP,
        "Average budget per cause category for charities",
        [call("Charities", "MEAN(annualOperatingBudgetUsd)", groupby="causeCategory")],
    ),
    (
        NP,
        "Donations of more than $250 to the Moorbell School Pantry Lift campaign",
        [
            call(
                "Donations", "totalAmountUsd > 250", 'campaignTitle = "Moorbell School Pantry Lift"'
            )
        ],
    ),
    (NP, "Look up donation DON-00042", [call("Donations", 'donationCode = "DON-00042"')]),
    (
        NP,
        "Which 3 campaign statuses appear most often?",
        [call("Campaigns", "TOP_OCCURRENCES(campaignStatus, 3)")],
    ),
    (
        NP,
        "giving programs launched since 2023 that let donors give 75 or 150",
        [
            call(
                "GivingPrograms",
                'launchDate >= "2023-01-01"',
                "suggestedGiftAmountsUsd ANY [75, 150]",
            )
        ],
    ),
    (
        NP,
        "Campaigns helping seniors and rural residents; also, how many donations were over $400?",
        [
            call("Campaigns", 'beneficiaryTags ALL ["seniors", "rural residents"]'),
            call("Donations", "totalAmountUsd > 400", "COUNT(donationCode)"),
        ],
    ),
    (
        NP,
        "What is the total of all donation amounts for gifts under $50?",
        [call("Donations", "totalAmountUsd < 50", "SUM(totalAmountUsd)")],
    ),
    (
        NP,
        "What is the most common suggested donation amount among Education charities?",
        [call("Charities", 'causeCategory = "Education"', "MODE(suggestedDonationAmountsUsd)")],
    ),
    # ---- surf schools
    (
        SS,
        "beaches with gentle rolling waves for first lessons rated for 16-year-olds in North Shore",
        [call("SurfBeaches", 'coastalArea = "North Shore"', "suitableAges ANY [16]", search=True)],
    ),
    (
        SS,
        "What is the average replacement cost of equipment per equipment category?",
        [call("SurfEquipment", "MEAN(replacementCost)", groupby="equipmentCategory")],
    ),
    (
        SS,
        "Instructors hired on or before 2019-12-31 who specialize in longboarding",
        [
            call(
                "SurfInstructors",
                'hireDate <= "2019-12-31"',
                'teachingSpecialties ANY ["longboarding"]',
            )
        ],
    ),
    (
        SS,
        "When does the latest instructor certification expire?",
        [call("SurfInstructors", "LATEST(certificationExpiryDate)")],
    ),
    (
        SS,
        "Lesson programs up to 90 minutes long with no more than 4 students",
        [call("LessonPrograms", "durationMinutes <= 90", "maximumStudents <= 4")],
    ),
    (
        SS,
        "Which surfboards weigh more than 3.5 kg?",
        [call("SurfEquipment", 'equipmentCategory = "Surfboard"', "weightKilograms > 3.5")],
    ),
    (
        SS,
        "equipment made of epoxy and foam for beginners where an inspection check failed",
        [
            call(
                "SurfEquipment",
                'materialTags ALL ["epoxy", "foam"]',
                'skillLevelTags ANY ["beginner"]',
                "inspectionChecks ANY [false]",
            )
        ],
    ),
    (
        SS,
        "How many lesson programs run exactly 60 minutes?",
        [call("LessonPrograms", "durationMinutes = 60", "COUNT(programTitle)")],
    ),
    (
        SS,
        'Find beaches whose name begins with "Tern"',
        [call("SurfBeaches", 'beachName LIKE "Tern*"')],
    ),
    (
        SS,
        "What's the lowest replacement cost and the heaviest weight among wetsuits?",
        [
            call(
                "SurfEquipment",
                'equipmentCategory = "Wetsuit"',
                "MIN(replacementCost)",
                "MAX(weightKilograms)",
            )
        ],
    ),
    (
        SS,
        "Which lesson programs focus on reading rip currents and paddling technique?",
        [call("LessonPrograms", search=True)],
    ),
    (
        SS,
        "programs offered on 2027-07-10",
        [call("LessonPrograms", 'seasonAvailabilityDates ANY ["2027-07-10"]')],
    ),
    # ---- childcare
    (
        CC,
        "Which staff are available for an opening shift and have at least 5 years of experience?",
        [call("ChildcareStaff", "yearsOfExperience >= 5", "openingShiftChecks ANY [true]")],
    ),
    (
        CC,
        "Centers not accepting enrollments that provide meals; also, how many enrollments started in 2026?",
        [
            call("DaycareCenters", "acceptingEnrollments = false", "providesMeals = true"),
            call(
                "ChildEnrollments",
                'startDate >= "2026-01-01"',
                'startDate <= "2026-12-31"',
                "COUNT(enrollmentCode)",
            ),
        ],
    ),
    (
        CC,
        "Which 3 languages appear most often among daycare centers?",
        [call("DaycareCenters", "TOP_OCCURRENCES(supportedLanguages, 3)")],
    ),
    (
        CC,
        "enrollments at Mallowmere House for kids younger than 24 months",
        [call("ChildEnrollments", 'centerName = "Mallowmere House"', "childAgeMonths < 24")],
    ),
    (CC, "Show enrollment ENR-00007", [call("ChildEnrollments", 'enrollmentCode = "ENR-00007"')]),
    (
        CC,
        "daycares serving toddlers with outdoor play that speak Spanish",
        [
            call(
                "DaycareCenters",
                'ageGroups ANY ["toddlers"]',
                'programFeatures ANY ["outdoor play"]',
                'supportedLanguages ANY ["Spanish"]',
            )
        ],
    ),
    (
        CC,
        "Staff with CPR and first aid who are not willing to cover a substitute shift",
        [
            call(
                "ChildcareStaff",
                'qualifications ALL ["CPR", "first aid"]',
                "substituteShiftChecks ANY [false]",
            )
        ],
    ),
    (
        CC,
        "Average child age in months per center for enrollments starting after Dec 1, 2026",
        [
            call(
                "ChildEnrollments",
                'startDate > "2026-12-01"',
                "MEAN(childAgeMonths)",
                groupby="centerName",
            )
        ],
    ),
    (
        CC,
        "How many centers provide meals?",
        [call("DaycareCenters", "providesMeals = true", "COUNT(centerName)")],
    ),
    (
        CC,
        "How many closing shift checks are true among staff with more than 10 years of experience?",
        [call("ChildcareStaff", "yearsOfExperience > 10", "TOTAL_TRUE(closingShiftChecks)")],
    ),
    (
        PT,
        "What is the count of service date values for reports on route 'Harlow Loop'?",
        [call("RidershipReports", 'routeName = "Harlow Loop"', "COUNT(serviceDate)")],
    ),
    (
        CC,
        "centers known for calm nap routines and garden time. Separately, what is the earliest enrollment start date?",
        [call("DaycareCenters", search=True), call("ChildEnrollments", "EARLIEST(startDate)")],
    ),
    (
        CC,
        "Staff who prefer 30 hour weeks with fewer than 3 years of experience",
        [call("ChildcareStaff", "preferredWeeklyHours ANY [30]", "yearsOfExperience < 3")],
    ),
    (
        CC,
        "centers closed on 12/25/2026",
        [call("DaycareCenters", 'plannedClosureDates ANY ["2026-12-25"]')],
    ),
    # ---- the made-up sixth environment
    (
        IL,
        "Which instruments in the Brass family cost less than $400 and are good for a first-time player?",
        [
            call(
                "Instruments",
                'instrumentFamily = "Brass"',
                "purchasePrice < 400",
                "beginnerFriendly = true",
            )
        ],
    ),
    (
        IL,
        "loans longer than 14 days with a late fee of at least $5 returned since 3 March 2026",
        [call("Loans", "loanDays > 14", "lateFeeUsd >= 5", 'returnDate >= "2026-03-03"')],
    ),
    (
        IL,
        "What is the average late fee per instrument?",
        [call("Loans", "MEAN(lateFeeUsd)", groupby="instrumentName")],
    ),
    (
        IL,
        "Instruments lent with a tuner or spare strings where a tuning check failed",
        [
            call(
                "Instruments",
                'accessoryTags ANY ["tuner", "spare strings"]',
                "tuningChecks ANY [false]",
            )
        ],
    ),
    (IL, "Find loan LN-00012", [call("Loans", 'loanCode = "LN-00012"')]),
    (
        IL,
        "instruments with a warm mellow tone that were recently restrung",
        [call("Instruments", search=True)],
    ),
    (
        IL,
        'How many loans were for "Brasswick Horn"?',
        [call("Loans", 'instrumentName = "Brasswick Horn"', "COUNT(loanCode)")],
    ),
    (
        IL,
        "Which instruments were acquired in March 2024?",
        [call("Instruments", 'acquiredDate >= "2024-03-01"', 'acquiredDate <= "2024-03-31"')],
    ),
    # ---- conversational: a scene first, values still verbatim
    (
        PT,
        "Our operations team is reviewing weak days on the network. Could you pull the ridership reports where "
        "boardings came in under 150 and at least one vehicle accessibility check failed?",
        [call("RidershipReports", "boardings < 150", "vehicleAccessibilityChecks ANY [false]")],
    ),
    (
        TS,
        "I'm helping a client pick an artist for a large botanical back piece. Which artists have been tattooing "
        "for more than 8 years and specialize in botanical?",
        [call("TattooArtists", "yearsExperience > 8", 'specialties ANY ["botanical"]')],
    ),
    (
        NP,
        "We're planning a grant newsletter. What's the average annual operating budget of charities in the Environment category?",
        [call("Charities", 'causeCategory = "Environment"', "MEAN(annualOperatingBudgetUsd)")],
    ),
    (
        CC,
        "A parent asked me about infant care. Which daycare centers serve infants and are currently accepting enrollments?",
        [call("DaycareCenters", 'ageGroups ANY ["infants"]', "acceptingEnrollments = true")],
    ),
    (
        SS,
        "For our summer staffing plan, how many instructors have certifications expiring before 2028-01-01?",
        [
            call(
                "SurfInstructors", 'certificationExpiryDate < "2028-01-01"', "COUNT(instructorName)"
            )
        ],
    ),
    (
        SS,
        "I'm restocking the shed this week; which fin sets cost more than $120 and need a freshwater rinse?",
        [
            call(
                "SurfEquipment",
                'equipmentCategory = "Fin Set"',
                "replacementCost > 120",
                'careTags ANY ["freshwater rinse"]',
            )
        ],
    ),
    (
        NP,
        "Before the board call, I need the campaigns that are Paused and help coastal communities, plus the total "
        "donation amount across all donations.",
        [
            call(
                "Campaigns",
                'campaignStatus = "Paused"',
                'beneficiaryTags ANY ["coastal communities"]',
            ),
            call("Donations", "SUM(totalAmountUsd)"),
        ],
    ),
    (
        CC,
        "We want to staff early mornings next month, so which caregivers can cover an opening shift and hold a first aid qualification?",
        [
            call(
                "ChildcareStaff",
                "openingShiftChecks ANY [true]",
                'qualifications ANY ["first aid"]',
            )
        ],
    ),
    (
        TS,
        "A walk-in wants something small. Which designs can be done at 5 cm and suit most placements?",
        [call("TattooDesigns", "sizeEstimatesCm ANY [5]", "placementSuitabilityFlags ANY [true]")],
    ),
    (
        PT,
        "Break down the average boardings by route for reports where departure punctuality checks all passed.",
        [
            call(
                "RidershipReports",
                "departurePunctualityChecks ANY [true]",
                "MEAN(boardings)",
                groupby="routeName",
            )
        ],
    ),
    (
        CC,
        "how many enrollments are there at Tansybell House for children older than 36 months",
        [
            call(
                "ChildEnrollments",
                'centerName = "Tansybell House"',
                "childAgeMonths > 36",
                "COUNT(enrollmentCode)",
            )
        ],
    ),
    # ---- more wordings: verbs for comparisons, months, 'mean number of', group nouns, flags
    (
        PT,
        "Which routes have a departure scheduled at 23?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [23]")],
    ),
    (
        PT,
        "Count the ridership reports where a fare check failed and boardings topped 2,500.",
        [
            call(
                "RidershipReports",
                "fareEquipmentChecks ANY [false]",
                "boardings > 2500",
                "COUNT(reportCode)",
            )
        ],
    ),
    (
        PT,
        "What's the mean number of boardings per comparison route?",
        [call("RidershipReports", "MEAN(boardings)", groupby="comparisonRouteName")],
    ),
    (
        PT,
        "Show me reports from March 2026",
        [call("RidershipReports", 'serviceDate >= "2026-03-01"', 'serviceDate <= "2026-03-31"')],
    ),
    (
        PT,
        "reports with between 100 and 200 boardings that were filed after Jan 1st 2026",
        [
            call(
                "RidershipReports",
                "boardings >= 100",
                "boardings <= 200",
                'serviceDate > "2026-01-01"',
            )
        ],
    ),
    (
        PT,
        "Look for routes serving the airport terminal and the convention center",
        [call("TransitRoutes", search=True)],
    ),
    (
        TS,
        "Which artists started with the network in 2021?",
        [
            call(
                "TattooArtists",
                'networkStartDate >= "2021-01-01"',
                'networkStartDate <= "2021-12-31"',
            )
        ],
    ),
    (
        TS,
        "What's the highest hourly rate any artist charges?",
        [call("TattooArtists", "MAX(hourlyRates)")],
    ),
    (
        TS,
        "artists whose deposits include 75 and whose profile mentions cover-ups",
        [call("TattooArtists", "sessionDeposits ANY [75]", search=True)],
    ),
    (
        TS,
        "Count artist name values per years of professional tattooing",
        [call("TattooArtists", "COUNT(artistName)", groupby="yearsExperience")],
    ),
    (
        NP,
        "Which charities were founded between 1990 and 2000?",
        [call("Charities", "foundingYear >= 1990", "foundingYear <= 2000")],
    ),
    (
        NP,
        "Which giving programs launched before 2022 offer recurring enrollment?",
        [
            call(
                "GivingPrograms", 'launchDate < "2022-01-01"', "recurringEnrollmentAvailable = true"
            )
        ],
    ),
    (
        NP,
        "campaigns that don't take recurring gifts and are in Draft status",
        [call("Campaigns", "acceptsRecurringGifts = false", 'campaignStatus = "Draft"')],
    ),
    (
        NP,
        "What share of giving programs have employer matching that is false?",
        [call("GivingPrograms", "PERCENTAGE_FALSE(employerMatchEligible)")],
    ),
    (
        SS,
        "Which wetsuits are made of neoprene and cost under $150?",
        [
            call(
                "SurfEquipment",
                'equipmentCategory = "Wetsuit"',
                'materialTags ANY ["neoprene"]',
                "replacementCost < 150",
            )
        ],
    ),
    (
        SS,
        "beaches on the East Peninsula with waves around 1.2 meters",
        [
            call(
                "SurfBeaches",
                'coastalArea = "East Peninsula"',
                "typicalWaveHeightsMeters ANY [1.2]",
            )
        ],
    ),
    (
        SS,
        "When was the most recent instructor hired?",
        [call("SurfInstructors", "LATEST(hireDate)")],
    ),
    (
        SS,
        "Lesson programs whose maximum students is equal to 4, with duration in minutes above 120",
        [call("LessonPrograms", "maximumStudents = 4", "durationMinutes > 120")],
    ),
    (
        CC,
        "How many enrollments start before November 2026?",
        [call("ChildEnrollments", 'startDate < "2026-11-01"', "COUNT(enrollmentCode)")],
    ),
    (
        CC,
        "Find centers that speak French but do not provide meals",
        [call("DaycareCenters", 'supportedLanguages ANY ["French"]', "providesMeals = false")],
    ),
    (
        CC,
        "What's the youngest child age among enrollments at Tansybell House?",
        [call("ChildEnrollments", 'centerName = "Tansybell House"', "MIN(childAgeMonths)")],
    ),
    (
        CC,
        "List staff members that have anything to do with Mira Dovren",
        [call("ChildcareStaff", search=True)],
    ),
    # the value only comes up somewhere ('where X comes up'): no role, so searched, as
    # 'involving X' is; said as the records' own name, it is filtered on
    (CC, "Show staff members where Mira Dovren comes up", [call("ChildcareStaff", search=True)]),
    (
        CC,
        'Any staff records in which "Mira Dovren" shows up?',
        [call("ChildcareStaff", search=True)],
    ),
    (
        CC,
        "pls list staff members where Mira Dovren gets mentioned",
        [call("ChildcareStaff", search=True)],
    ),
    (
        CC,
        "Show the staff member named Mira Dovren",
        [call("ChildcareStaff", 'staffName = "Mira Dovren"')],
    ),
    (
        IL,
        "What share of instruments are beginner friendly?",
        [call("Instruments", "PERCENTAGE_TRUE(beginnerFriendly)")],
    ),
    (
        IL,
        "Show instruments bought for over $1,000 after June 2020",
        [call("Instruments", "purchasePrice > 1000", 'acquiredDate > "2020-06-30"')],
    ),
    (
        IL,
        "instruments whose condition notes mention a cracked bridge",
        [call("Instruments", search=True)],
    ),
    (
        IL,
        "(1) Which loans have a late fee of exactly $12.50? (2) How many instruments are in the Strings family? Thanks!",
        [
            call("Loans", "lateFeeUsd = 12.5"),
            call("Instruments", 'instrumentFamily = "Strings"', "COUNT(instrumentName)"),
        ],
    ),
    # ---- casual chat, ORs of one property's values, a tag that must be absent
    (PT, "hey can u pull rid-00213 for me", [call("RidershipReports", 'reportCode = "RID-00213"')]),
    (
        PT,
        "whats the avg boardings on reports for route Kestrelwick Crosstown",
        [call("RidershipReports", 'routeName = "Kestrelwick Crosstown"', "MEAN(boardings)")],
    ),
    (TS, "any designs that mention Maren Voss?", [call("TattooDesigns", search=True)]),
    (
        CC,
        "list every enrollment whose code begins with ENR-01",
        [call("ChildEnrollments", 'enrollmentCode LIKE "ENR-01*"')],
    ),
    (
        CC,
        "How many enrollments are at Mallowmere House or Tansybell House?",
        [
            call(
                "ChildEnrollments",
                "COUNT(enrollmentCode)",
                tree=['centerName = "Mallowmere House"', 'centerName = "Tansybell House"'],
            )
        ],
    ),
    (
        SS,
        "which beaches are in west bay or north shore",
        [call("SurfBeaches", tree=['coastalArea = "West Bay"', 'coastalArea = "North Shore"'])],
    ),
    (
        SS,
        "equipment that needs a freshwater rinse but not zipper care",
        [call("SurfEquipment", 'careTags ANY ["freshwater rinse"]')],
    ),
    (
        TS,
        "I want the artist with the most years of experience",
        [call("TattooArtists", "MAX(yearsExperience)")],
    ),
    (
        NP,
        "what's the biggest donation we received for the Gullhaven Senior Shoreline Renewal campaign?",
        [
            call(
                "Donations",
                'campaignTitle = "Gullhaven Senior Shoreline Renewal"',
                "MAX(totalAmountUsd)",
            )
        ],
    ),
    # ---- spelled and scaled numbers, 'N+', a route named before its value, 'is off'
    (
        PT,
        "For route Harlow Loop, what were the lowest and highest daily boardings?",
        [call("RidershipReports", 'routeName = "Harlow Loop"', "MIN(boardings)", "MAX(boardings)")],
    ),
    (
        TS,
        "Do we have any fine line artists who take $50 deposits and have been tattooing for under three years?",
        [
            call(
                "TattooArtists",
                'specialties ANY ["fine line"]',
                "sessionDeposits ANY [50]",
                "yearsExperience < 3",
            )
        ],
    ),
    (
        NP,
        "Which health charities have budgets below one million dollars?",
        [call("Charities", 'causeCategory = "Health"', "annualOperatingBudgetUsd < 1000000")],
    ),
    (
        NP,
        "charities with an operating budget over $2.5 million",
        [call("Charities", "annualOperatingBudgetUsd > 2500000")],
    ),
    (
        NP,
        "list programs where employer match applies and recurring giving is off",
        [
            call(
                "GivingPrograms",
                "employerMatchEligible = true",
                "recurringEnrollmentAvailable = false",
            )
        ],
    ),
    (
        CC,
        "staff who have food safety training and 10+ years experience",
        [call("ChildcareStaff", 'qualifications ANY ["food safety"]', "yearsOfExperience >= 10")],
    ),
    (
        CC,
        "Give me a breakdown of average child age by center for enrollments starting in December 2026.",
        [
            call(
                "ChildEnrollments",
                'startDate >= "2026-12-01"',
                'startDate <= "2026-12-31"',
                "MEAN(childAgeMonths)",
                groupby="centerName",
            )
        ],
    ),
    (
        IL,
        "Which brass instruments were acquired before 2015 and have never failed a tuning check?",
        [
            call(
                "Instruments",
                'instrumentFamily = "Brass"',
                'acquiredDate < "2015-01-01"',
                "tuningChecks ANY [true]",
            )
        ],
    ),
    (
        IL,
        "What's the total in late fees for loans of Pipers Reed?",
        [call("Loans", 'instrumentName = "Pipers Reed"', "SUM(lateFeeUsd)")],
    ),
    (
        TS,
        "Which tattoo designs would work at 25 cm and depict a koi swimming upstream?",
        [call("TattooDesigns", "sizeEstimatesCm ANY [25]", search="koi swimming upstream")],
    ),
    (
        PT,
        "Which comparison route shows up most often?",
        [call("RidershipReports", "TOP_OCCURRENCES(comparisonRouteName)")],
    ),
    (
        SS,
        "What are the earliest and latest hire dates among instructors who specialize in wave reading?",
        [
            call(
                "SurfInstructors",
                'teachingSpecialties ANY ["wave reading"]',
                "EARLIEST(hireDate)",
                "LATEST(hireDate)",
            )
        ],
    ),
    (
        SS,
        "lesson programs capped at 3 students or fewer that cost $65 for a package",
        [call("LessonPrograms", "maximumStudents <= 3", "packagePrices ANY [65]")],
    ),
    (
        CC,
        "staff that are NOT available for closing shifts",
        [call("ChildcareStaff", "closingShiftChecks ANY [false]")],
    ),
    # ---- conversational: a scene clause in the same sentence, records named in a scene sentence
    (
        PT,
        "We're putting together a spring safety bulletin for riders, and I want to highlight routes that serve the "
        "hospital district — could you find those for me, but only the ones with a departure at 7?",
        [call("TransitRoutes", "scheduledDepartureHours ANY [7]", search=True)],
    ),
    (
        NP,
        "My manager wants to know which of our donations came in above $250 for the Moorbell School Pantry Lift "
        "campaign — can you pull those?",
        [
            call(
                "Donations", 'campaignTitle = "Moorbell School Pantry Lift"', "totalAmountUsd > 250"
            )
        ],
    ),
    (
        CC,
        "A parent just called asking whether any of our centers that offer music and speak French are still taking "
        "enrollments. Can you check?",
        [
            call(
                "DaycareCenters",
                'programFeatures ANY ["music"]',
                'supportedLanguages ANY ["French"]',
                "acceptingEnrollments = true",
            )
        ],
    ),
    (
        NP,
        "Before the board meeting I'd love a breakdown of the average operating budget for charities in each cause "
        "category.",
        [call("Charities", "MEAN(annualOperatingBudgetUsd)", groupby="causeCategory")],
    ),
    (
        SS,
        "Someone asked which instructors are certified until at least 2028 and teach adaptive surfing — who are they?",
        [
            call(
                "SurfInstructors",
                'teachingSpecialties ANY ["adaptive surfing"]',
                'certificationExpiryDate >= "2028-01-01"',
            )
        ],
    ),
    (
        CC,
        "Could you check which staff can cover both opening and closing shifts? We're short next week.",
        [call("ChildcareStaff", "openingShiftChecks ANY [true]", "closingShiftChecks ANY [true]")],
    ),
    (
        TS,
        "The studio manager wants designs that are about mountain landscapes and have at least one suitable placement.",
        [call("TattooDesigns", "placementSuitabilityFlags ANY [true]", search=True)],
    ),
    (
        PT,
        "Can you also tell me the median boardings for reports from 2026?",
        [
            call(
                "RidershipReports",
                'serviceDate >= "2026-01-01"',
                'serviceDate <= "2026-12-31"',
                "MEDIAN(boardings)",
            )
        ],
    ),
    (
        NP,
        "Quick question for the finance team: what's the average donation size for gifts over $100?",
        [call("Donations", "totalAmountUsd > 100", "MEAN(totalAmountUsd)")],
    ),
    (
        CC,
        "I'm curious how many of our enrollments are for kids under 12 months.",
        [call("ChildEnrollments", "childAgeMonths < 12", "COUNT(enrollmentCode)")],
    ),
    (
        SS,
        "Hey! I'm helping plan a beginner clinic. Do we have any beaches in South Coast that are suitable for "
        "8-year-olds, ideally with calm sandbar waves?",
        [call("SurfBeaches", 'coastalArea = "South Coast"', "suitableAges ANY [8]", search=True)],
    ),
]
