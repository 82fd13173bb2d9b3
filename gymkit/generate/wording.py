"""Word tables for generated commands: how a request names flags, quantities, dates and askers.

Why: the card's commands were written by a language model, so a flag reads "where some
fare-equipment check failed" rather than "fare equipment checks contain false", a count of
years reads "at least 5 years of experience", and a conversational command opens with who is
asking and why. Every phrase here is drawn from the property's description in the card, so the
property stays recoverable from the words. Used only by `gymkit.generate.commands`.
"""

from __future__ import annotations

# boolean property -> (plural predicate when true, plural predicate when false)
BOOL_PREDICATES: dict[str, tuple[str, str]] = {
    "acceptsRecurringGifts": ("accept recurring gifts", "don't accept recurring gifts"),
    "recurringEnrollmentAvailable": (
        "let supporters enroll in repeated giving",
        "don't let supporters enroll in repeated giving",
    ),
    "employerMatchEligible": (
        "are eligible for employer matching",
        "aren't eligible for employer matching",
    ),
    "acceptingEnrollments": (
        "are accepting new enrollments",
        "aren't accepting new enrollments",
    ),
    "providesMeals": ("provide meals during care", "don't provide meals during care"),
}

# boolean_array property -> (item noun singular, plural, tail when true, tail when false)
# "a fare-equipment check that passed", "an assessed opening shift they can work".
FLAG_ITEMS: dict[str, tuple[str, str, str, str]] = {
    "vehicleAccessibilityChecks": (
        "vehicle accessibility check",
        "vehicle accessibility checks",
        "that passed",
        "that failed",
    ),
    "fareEquipmentChecks": (
        "fare-equipment check",
        "fare-equipment checks",
        "that passed",
        "that failed",
    ),
    "departurePunctualityChecks": (
        "observed departure",
        "observed departures",
        "that met the punctuality standard",
        "that missed the punctuality standard",
    ),
    "placementSuitabilityFlags": (
        "considered placement",
        "considered placements",
        "marked suitable",
        "marked unsuitable",
    ),
    "inspectionChecks": (
        "equipment inspection check",
        "equipment inspection checks",
        "that passed",
        "that failed",
    ),
    "accessibilityFeatureChecks": (
        "assessed accessibility feature",
        "assessed accessibility features",
        "found available",
        "found unavailable",
    ),
    "openingShiftChecks": (
        "assessed opening shift",
        "assessed opening shifts",
        "they're available for",
        "they're unavailable for",
    ),
    "closingShiftChecks": (
        "assessed closing shift",
        "assessed closing shifts",
        "they're available for",
        "they're unavailable for",
    ),
    "substituteShiftChecks": (
        "assessed substitute shift",
        "assessed substitute shifts",
        "they're willing to cover",
        "they won't cover",
    ),
}

# boolean_array property -> (extra modifier when some flag is true, when some flag is false)
FLAG_EXTRA: dict[str, tuple[str, str]] = {
    "vehicleAccessibilityChecks": (
        "where some vehicle accessibility check passed",
        "where some vehicle accessibility check failed",
    ),
    "fareEquipmentChecks": (
        "where some fare-equipment check passed",
        "where some fare-equipment check failed",
    ),
    "departurePunctualityChecks": (
        "where at least one observed departure was on time by the agency's standard",
        "where at least one observed departure missed the punctuality standard",
    ),
    "inspectionChecks": (
        "where some equipment inspection check passed",
        "where some equipment inspection check failed",
    ),
    "openingShiftChecks": (
        "who are available for at least one assessed opening shift",
        "who are unavailable for at least one assessed opening shift",
    ),
    "closingShiftChecks": (
        "who are available for at least one assessed closing shift",
        "who are unavailable for at least one assessed closing shift",
    ),
    "substituteShiftChecks": (
        "willing to cover at least one assessed substitute shift",
        "unwilling to cover at least one assessed substitute shift",
    ),
}

# numeric property -> how a number of it reads: "{v} boardings", "{v} years of experience"
QUANTITIES: dict[str, str] = {
    "boardings": "{v} boardings",
    "yearsExperience": "{v} years of experience",
    "yearsOfExperience": "{v} years of experience",
    "durationMinutes": "{v} minutes per lesson",
    "maximumStudents": "{v} students per lesson",
}

# date property -> a participle phrase for records dated by it: "hired on or after ..."
DATE_VERBS: dict[str, str] = {
    "hireDate": "hired",
    "networkStartDate": "who joined the network",
    "launchDate": "launched",
    "startDate": "starting care",
    "serviceDate": "covering service",
    "certificationExpiryDate": "whose certification expires",
}

# collection -> the short plural a person uses when the environment leaves no doubt
SHORT_NOUNS: dict[str, str] = {
    "TransitRoutes": "routes",
    "RidershipReports": "reports",
    "TattooArtists": "artists",
    "TattooDesigns": "designs",
    "GivingPrograms": "programs",
    "LessonPrograms": "programs",
    "SurfEquipment": "assets",
    "DaycareCenters": "centers",
}

# environment -> (who is asking, why), combined into one- or two-sentence scenarios
PERSONAS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "public-transit": (
        (
            "I'm a service planner at the transit agency",
            "I work on the operations desk",
            "I handle rider complaints for the agency",
            "I'm the analyst who prepares the monthly ridership digest",
            "I coordinate accessibility audits for our fleet",
            "I'm new on the scheduling team",
        ),
        (
            "the board wants figures for next week's meeting",
            "I'm drafting a memo on crowding",
            "a council member asked about a corridor",
            "we're deciding which routes to review first",
            "I need to sanity-check last quarter's numbers",
            "a journalist asked how reliable our service is",
        ),
    ),
    "tattoo-studios": (
        (
            "I manage bookings for the studio network",
            "I'm one of the front-desk leads",
            "I run the network's social media",
            "I'm an apprentice helping with consultations",
            "I coordinate guest artists across our studios",
            "I do the pricing reviews for the network",
        ),
        (
            "a client wants ideas before her consultation",
            "we're refreshing the design catalog online",
            "I'm planning next month's flash day",
            "a walk-in is asking what we can do today",
            "the owners asked for a quick overview",
            "I'm matching a client with the right artist",
        ),
    ),
    "nonprofits": (
        (
            "I'm on the platform's partnerships team",
            "I write the donor newsletter",
            "I handle gift processing for the platform",
            "I'm a volunteer analyst for the grants committee",
            "I support charities onboarding to the platform",
            "I prepare the board's fundraising pack",
        ),
        (
            "the committee meets on Friday",
            "a major donor asked where to give",
            "I'm reconciling this month's gifts",
            "we're choosing causes to feature next quarter",
            "an auditor asked for supporting numbers",
            "I'm writing up year-end highlights",
        ),
    ),
    "surf-schools": (
        (
            "I run the lesson desk at the surf school",
            "I'm the head coach",
            "I look after the gear shed",
            "I handle bookings for school groups",
            "I'm in charge of instructor scheduling",
            "I do the safety planning for the season",
        ),
        (
            "a parent called asking about lessons for her kids",
            "we're planning the summer timetable",
            "I'm restocking before the season starts",
            "two new coaches start next week",
            "a school wants to book a spring program",
            "I'm updating the safety briefing",
        ),
    ),
    "childcare": (
        (
            "I coordinate enrollments for the childcare service",
            "I handle staffing across our centers",
            "I'm the regional director's assistant",
            "I answer the family enquiries inbox",
            "I'm preparing for our licensing review",
            "I look after the family handbook",
        ),
        (
            "a family is choosing a center this week",
            "I'm building next month's shift plan",
            "the director wants a summary by Friday",
            "I'm planning holiday coverage",
            "we're reviewing accessibility across sites",
            "I'm reporting on new enrollments",
        ),
    ),
}

CLOSINGS = (
    "",
    "",
    "",
    "",
    " Thanks!",
    " Thanks in advance.",
    " No rush.",
    " That would help a lot.",
    " Appreciate it.",
)
