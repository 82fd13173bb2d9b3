"""The card's value sets and ranges (its schema tables' Values column), transcribed from the card
once for the checks of the hand-written command sets (held-out, blind set v5): category and
array values are used verbatim, and a filter bound outside a range selects all or nothing."""

from __future__ import annotations

from typing import Any

# The card's value sets for properties with few distinct values: filters use these verbatim.
CARD_VALUES: dict[str, set] = {
    "scheduledDepartureHours": {5, 7, 12, 17, 23},
    "stopSequenceNumbers": {1, 4, 8, 13, 21},
    "specialties": {"blackwork", "botanical", "fine line", "traditional", "watercolor"},
    "hourlyRates": {100, 125, 150, 185, 225},
    "sessionDeposits": {50, 75, 100, 150, 200},
    "sizeEstimatesCm": {5, 8.5, 12, 18, 25},
    "causeCategory": {"Education", "Environment", "Food Security", "Health", "Housing"},
    "suggestedDonationAmountsUsd": {10, 25, 50, 100, 250},
    "campaignStatus": {"Active", "Closed", "Draft", "Funded", "Paused"},
    "causeTags": {"conservation", "food access", "housing stability", "literacy", "public health"},
    "beneficiaryTags": {
        "coastal communities",
        "families",
        "rural residents",
        "schoolchildren",
        "seniors",
    },
    "suggestedGiftAmountsUsd": {5, 15, 30, 75, 150},
    "allocationAmountsUsd": {5, 10, 25, 50, 100},
    "coastalArea": {"East Peninsula", "Harbor Coast", "North Shore", "South Coast", "West Bay"},
    "suitableAges": {8, 12, 16, 25, 40},
    "typicalWaveHeightsMeters": {0.3, 0.6, 0.9, 1.2, 1.8},
    "teachingSpecialties": {
        "adaptive surfing",
        "beginners",
        "children",
        "longboarding",
        "wave reading",
    },
    "studentAgeGroups": {8, 12, 16, 25, 40},
    "maximumStudents": {1, 2, 3, 4, 5, 6, 7, 8},
    "packagePrices": {65, 95, 180, 275, 420},
    "seasonAvailabilityDates": {"2027-04-03", "2027-05-15", "2027-07-10", "2027-09-04"},
    "equipmentCategory": {"Bodyboard", "Fin Set", "Leash", "Surfboard", "Wetsuit"},
    "skillLevelTags": {"advanced", "beginner", "first-timer", "intermediate"},
    "materialTags": {"epoxy", "fiberglass", "foam", "neoprene", "nylon"},
    "careTags": {
        "fin inspection",
        "freshwater rinse",
        "shade storage",
        "wax removal",
        "zipper care",
    },
    "plannedMaintenanceDates": {"2027-03-01", "2027-05-01", "2027-07-01", "2027-09-01"},
    "ageGroups": {"infants", "pre-K", "preschoolers", "toddlers"},
    "programFeatures": {"bilingual activities", "music", "outdoor play", "sensory play"},
    "supportedLanguages": {"English", "French", "Mandarin", "Spanish"},
    "plannedClosureDates": {"2026-11-26", "2026-11-27", "2026-12-25", "2027-01-01"},
    "qualifications": {
        "CPR",
        "early childhood diploma",
        "first aid",
        "food safety",
        "special education training",
    },
    "preferredWeeklyHours": {16, 24, 30, 35, 40},
}
# The card's ranges for scalar numbers and dates: a filter bound outside one selects all or nothing.
CARD_RANGES: dict[str, tuple[Any, Any]] = {
    "boardings": (47, 3100),
    "serviceDate": ("2025-01-15", "2026-09-18"),
    "yearsExperience": (1, 20),
    "networkStartDate": ("2018-04-19", "2026-01-02"),
    "foundingYear": (1978, 2022),
    "annualOperatingBudgetUsd": (81_371.07, 11_999_690.56),
    "launchDate": ("2021-03-16", "2025-06-20"),
    "totalAmountUsd": (10.13, 499.81),
    "hireDate": ("2017-03-15", "2023-04-09"),
    "certificationExpiryDate": ("2027-01-31", "2029-02-28"),
    "durationMinutes": (60, 150),
    "replacementCost": (25.18, 649.18),
    "weightKilograms": (0.2, 6.5),
    "yearsOfExperience": (1, 22),
    "childAgeMonths": (6, 60),
    "startDate": ("2026-10-12", "2027-03-15"),
}
