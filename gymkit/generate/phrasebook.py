"""How a request words each property and collection: paraphrases of the schema's descriptions.

Why (the card and issue #15): the published commands word a property the way its description
does, not by its camelCase name ("donations that went to the X campaign" for a property described
as "the title of the campaign receiving the donation"), sometimes call a collection by a synonym,
and keep values verbatim. Each entry here is read off the card's description of the property.

Templates: `{x}` is the value or the joined values ("watercolor or blackwork", "both X and Y");
`{cmp}` a comparison ("more than 2,000", "before March 3, 2026"). `nouns` name the property
for aggregations and group-bys ("the average boardings"); `many` is its plural as counted values
("reported routes"). Boolean `forms` are for true, `neg` for false; flag arrays also have `both`.
Used only by `gymkit.generate.conditions` and `gymkit.generate.commands`.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class W:
    nouns: tuple[str, ...]
    forms: tuple[str, ...] = ()
    neg: tuple[str, ...] = ()
    both: tuple[str, ...] = ()
    many: tuple[str, ...] = ()


# boolean property -> (plural predicate when true, when false): for counts and group-bys
# ("split by whether they accept recurring gifts")
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

# boolean_array property -> (item noun singular, plural, tail when true, tail when false),
# for counts of flags
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


# collection -> plural nouns a request may use (the first is the plain one), singular first noun
COLLECTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "TransitRoutes": (("transit routes", "routes", "bus routes", "lines"), "route"),
    "RidershipReports": (
        ("ridership reports", "reports", "daily ridership reports", "ridership records"),
        "report",
    ),
    "TattooArtists": (("tattoo artists", "artists", "tattooists"), "artist"),
    "TattooDesigns": (("tattoo designs", "designs", "tattoo concepts"), "design"),
    "Charities": (("charities", "nonprofits", "charitable organizations"), "charity"),
    "Campaigns": (("campaigns", "fundraising campaigns", "fundraisers"), "campaign"),
    "GivingPrograms": (("giving programs", "donation programs", "programs"), "program"),
    "Donations": (("donations", "gifts", "donation records"), "donation"),
    "SurfBeaches": (("beaches", "surf beaches", "surf spots"), "beach"),
    "SurfInstructors": (("instructors", "surf instructors", "surf coaches"), "instructor"),
    "LessonPrograms": (("lesson programs", "surf lesson programs", "lesson offerings"), "program"),
    "SurfEquipment": (("equipment assets", "pieces of equipment", "gear items"), "asset"),
    "DaycareCenters": (("daycare centers", "centers", "daycares"), "center"),
    "ChildcareStaff": (("staff members", "childcare staff", "caregivers"), "staff member"),
    "ChildEnrollments": (("enrollments", "enrollment records", "child enrollments"), "enrollment"),
}

# environment -> one short clause of context (a conversational command's only scenario)
CONTEXT: dict[str, tuple[str, ...]] = {
    "public-transit": (
        "I'm drafting the service planning memo",
        "I'm prepping the monthly ridership digest",
        "A council member asked about our service",
        "I'm looking into a rider complaint",
        "We're reviewing the timetable for next quarter",
        "I'm auditing last year's route reporting",
        "The board meets on Monday",
        "I'm on the accessibility audit this week",
        "Riders have been asking about this",
        "Quick check before the service change",
        "Our planning team needs this today",
        "I'm answering a press enquiry",
        "Someone from the depot called",
        "Checking something for the operations desk",
    ),
    "tattoo-studios": (
        "A client is coming in for a consultation",
        "I'm updating our online booking page",
        "I'm planning next month's flash day",
        "We're reviewing pricing across the studios",
        "A walk-in wants something today",
        "I'm matching a new client with an artist",
        "I'm writing the studio newsletter",
        "The owners want a quick overview",
        "Our front desk is getting questions",
        "A regular wants a matching piece",
        "I'm sorting out guest spots",
        "Trying to fill next week's calendar",
        "A client emailed with a request",
        "We're refreshing the design catalog",
    ),
    "nonprofits": (
        "I'm preparing the quarterly donor update",
        "The grants committee meets on Friday",
        "A major donor asked where to give",
        "I'm reconciling this month's gifts",
        "An auditor wants supporting numbers",
        "I'm writing up year-end highlights",
        "We're choosing causes to feature next quarter",
        "I'm onboarding a new partner charity",
        "The board asked me to check",
        "A volunteer is compiling figures",
        "I'm drafting the newsletter",
        "Finance asked a question",
        "We're planning a matching drive",
        "Our partnerships lead needs this",
    ),
    "surf-schools": (
        "A parent called about lessons for her kids",
        "We're planning the summer timetable",
        "I'm restocking the gear shed before the season",
        "I'm updating the safety briefing",
        "A school wants to book a spring program",
        "I'm sorting out instructor schedules",
        "We're planning next season's lesson offerings",
        "I'm reviewing our beaches for the new season",
        "Two new coaches start next week",
        "I'm answering a booking enquiry",
        "The head coach asked me",
        "We're pricing next year's packages",
        "I'm checking the equipment log",
        "A surf club wants details",
    ),
    "childcare": (
        "A family is choosing a center this week",
        "I'm building next month's shift plan",
        "The director wants a summary by Friday",
        "I'm planning holiday coverage",
        "We're reviewing accessibility across sites",
        "I'm reporting on new enrollments",
        "I'm getting ready for our licensing review",
        "I'm updating the family handbook",
        "A parent emailed the office",
        "Our regional manager asked",
        "I'm covering the front desk today",
        "We're onboarding new educators",
        "The inspector visits next week",
        "I'm planning the spring intake",
    ),
}

# environment -> what the answer is for ("For the board memo, how many ...?")
PURPOSES: dict[str, tuple[str, ...]] = {
    "public-transit": (
        "the board memo",
        "the ridership digest",
        "a council question",
        "the timetable review",
        "a rider complaint",
        "the accessibility audit",
    ),
    "tattoo-studios": (
        "a client consultation",
        "the booking page",
        "flash day planning",
        "the pricing review",
        "the studio newsletter",
        "a walk-in",
    ),
    "nonprofits": (
        "the donor update",
        "the grants committee",
        "the year-end report",
        "an audit request",
        "this month's reconciliation",
        "a donor who asked",
    ),
    "surf-schools": (
        "the summer timetable",
        "the safety briefing",
        "a school booking",
        "the gear restock",
        "instructor scheduling",
        "a parent's enquiry",
    ),
    "childcare": (
        "a family's visit",
        "next month's shift plan",
        "the director's summary",
        "holiday coverage",
        "the licensing review",
        "the enrollment report",
    ),
}

# "Collection.property" -> its wording
PROPS: dict[str, W] = {
    # ---- Public Transit -------------------------------------------------------------------
    "TransitRoutes.routeName": W(
        ("route name", "public-facing name"),
        ("named {x}", "called {x}", "known to riders as {x}"),
    ),
    "TransitRoutes.scheduledDepartureHours": W(
        ("scheduled departure hour", "departure hour"),
        (
            "with scheduled departures at hour {x}",
            "that have departures scheduled at hour {x}",
            "departing at hour {x} in 24-hour time",
        ),
        many=("departure hours",),
    ),
    "TransitRoutes.stopSequenceNumbers": W(
        ("stop position", "stop sequence number"),
        (
            "that serve stop position {x}",
            "serving stop number {x} along the route",
            "with a stop at position {x}",
            "that stop at sequence position {x}",
        ),
        many=("stop positions",),
    ),
    "RidershipReports.reportCode": W(
        ("report code",),
        ("with report code {x}", "coded {x}", "filed under code {x}"),
    ),
    "RidershipReports.routeName": W(
        ("reported route", "route"),
        (
            "for the {x} route",
            "on the {x} route",
            "covering boardings on {x}",
            "where {x} is the reported route",
            "reporting on {x}",
        ),
        many=("reported routes", "routes reported on"),
    ),
    "RidershipReports.comparisonRouteName": W(
        ("comparison route",),
        (
            "that compare against {x}",
            "using {x} as the comparison route",
            "with {x} as the route they're compared to",
            "benchmarked against {x}",
        ),
        many=("comparison routes", "routes used for comparison"),
    ),
    "RidershipReports.boardings": W(
        ("boardings", "passenger boardings", "number of boardings"),
        ("with {cmp} boardings", "that recorded {cmp} boardings", "with {cmp} passengers boarding"),
    ),
    "RidershipReports.serviceDate": W(
        ("service date", "date of service"),
        ("for service {cmp}", "covering service {cmp}", "dated {cmp}", "from service days {cmp}"),
    ),
    "RidershipReports.vehicleAccessibilityChecks": W(
        ("vehicle accessibility checks", "accessibility checks"),
        (
            "where a vehicle accessibility check passed",
            "with at least one passed accessibility check on a vehicle",
        ),
        ("where a vehicle accessibility check failed", "with a failed vehicle accessibility check"),
        (
            "with both a passed and a failed vehicle accessibility check",
            "where some vehicle accessibility checks passed and some failed",
        ),
    ),
    "RidershipReports.fareEquipmentChecks": W(
        ("fare-equipment checks", "fare equipment checks"),
        ("where a fare-equipment check passed", "with a passing fare equipment check"),
        ("where a fare-equipment check failed", "with a failed fare equipment check"),
        (
            "with both a passed and a failed fare-equipment check",
            "where fare equipment checks both passed and failed",
        ),
    ),
    "RidershipReports.departurePunctualityChecks": W(
        ("punctuality checks", "departure punctuality checks"),
        (
            "where an observed departure met the punctuality standard",
            "with at least one on-time departure by the agency's standard",
        ),
        (
            "where an observed departure missed the punctuality standard",
            "with a departure that wasn't on time by the agency's standard",
        ),
        (
            "with both on-time and late departures by the punctuality standard",
            "where one departure met the punctuality standard and another missed it",
        ),
    ),
    # ---- Tattoo Studios -------------------------------------------------------------------
    "TattooArtists.artistName": W(
        ("artist name", "name"),
        ("named {x}", "called {x}", "who goes by {x}"),
    ),
    "TattooArtists.yearsExperience": W(
        ("years of experience", "years of tattooing experience"),
        (
            "with {cmp} years of experience",
            "who have tattooed professionally for {cmp} years",
            "with {cmp} years in the trade",
        ),
    ),
    "TattooArtists.networkStartDate": W(
        ("network start date", "date they joined the network"),
        (
            "who joined the network {cmp}",
            "who started with the studios {cmp}",
            "who came aboard {cmp}",
        ),
    ),
    "TattooArtists.specialties": W(
        ("specialty", "tattoo style"),
        (
            "who offer {x}",
            "specializing in {x}",
            "who do {x} work",
            "with {x} among the styles they offer",
        ),
        many=("specialties", "tattoo styles"),
    ),
    "TattooArtists.hourlyRates": W(
        ("hourly rate", "rate per hour"),
        (
            "charging {x} an hour",
            "with an hourly rate of {x}",
            "who offer sessions at {x} per hour",
        ),
        many=("hourly rates",),
    ),
    "TattooArtists.sessionDeposits": W(
        ("session deposit", "deposit amount"),
        ("that accept deposits of {x}", "taking {x} deposits", "with session deposits of {x}"),
        many=("session deposits", "deposit amounts"),
    ),
    "TattooDesigns.designTitle": W(
        ("design title", "title"),
        ("titled {x}", "called {x}", "named {x}"),
    ),
    "TattooDesigns.placementSuitabilityFlags": W(
        ("placement suitability flags", "placement checks"),
        ("with a placement marked suitable", "where at least one considered placement works"),
        ("with a placement marked unsuitable", "where some considered placement doesn't work"),
        (
            "with both suitable and unsuitable placements",
            "where one considered placement works and another doesn't",
        ),
    ),
    "TattooDesigns.sizeEstimatesCm": W(
        ("estimated size", "size estimate in centimeters"),
        (
            "that can be tattooed at {x} cm",
            "available at {x} cm",
            "with a size estimate of {x} centimeters",
        ),
        many=("size estimates",),
    ),
    # ---- Nonprofits -----------------------------------------------------------------------
    "Charities.charityName": W(
        ("charity name", "name"), ("named {x}", "called {x}", "known as {x}")
    ),
    "Charities.causeCategory": W(
        ("cause category", "primary area of work", "main cause"),
        (
            "working mainly on {x}",
            "whose primary area of work is {x}",
            "in the {x} cause category",
            "focused on {x}",
        ),
        many=("cause categories", "areas of work"),
    ),
    "Charities.foundingYear": W(
        ("founding year", "year founded"),
        ("founded {cmp}", "established {cmp}", "set up {cmp}"),
    ),
    "Charities.annualOperatingBudgetUsd": W(
        ("annual operating budget", "yearly budget", "operating budget"),
        (
            "with an annual operating budget {cmp}",
            "whose yearly budget is {cmp}",
            "running on {cmp} a year",
        ),
    ),
    "Charities.suggestedDonationAmountsUsd": W(
        ("suggested donation amount", "suggested donation"),
        (
            "that suggest donating {x}",
            "suggesting donations of {x}",
            "that list {x} as suggested donations",
        ),
        many=("suggested donation amounts",),
    ),
    "Campaigns.campaignTitle": W(
        ("campaign title", "title"), ("titled {x}", "called {x}", "named {x}")
    ),
    "Campaigns.campaignStatus": W(
        ("campaign status", "fundraising status", "status"),
        (
            "that are currently {x}",
            "with a fundraising status of {x}",
            "marked {x}",
            "in {x} status",
        ),
        many=("statuses", "fundraising statuses"),
    ),
    "Campaigns.acceptsRecurringGifts": W(
        ("recurring-gift option",),
        (
            "that accept recurring gifts",
            "where supporters can set up recurring donations",
            "open to monthly recurring donations",
        ),
        (
            "that don't accept recurring gifts",
            "where supporters can't set up recurring donations",
            "that only take one-off gifts",
        ),
    ),
    "Campaigns.causeTags": W(
        ("cause", "cause label"),
        ("addressing {x}", "tagged with the cause {x}", "working on {x}", "about {x} as a cause"),
        many=("causes", "cause labels"),
    ),
    "Campaigns.beneficiaryTags": W(
        ("beneficiary group", "group helped"),
        ("aimed at helping {x}", "that help {x}", "for {x}", "benefiting {x}"),
        many=("beneficiary groups", "groups helped"),
    ),
    "GivingPrograms.programName": W(
        ("program name", "name"), ("named {x}", "called {x}", "known as {x}")
    ),
    "GivingPrograms.recurringEnrollmentAvailable": W(
        ("recurring enrollment option",),
        (
            "where supporters can enroll in repeated giving",
            "that offer recurring enrollment",
            "that let donors sign up to give repeatedly",
        ),
        (
            "without recurring enrollment",
            "where supporters can't enroll in repeated giving",
            "that don't offer repeated giving",
        ),
    ),
    "GivingPrograms.employerMatchEligible": W(
        ("employer match eligibility",),
        (
            "eligible for employer matching",
            "whose gifts qualify for an employer match",
            "where employers can match gifts",
        ),
        (
            "not eligible for employer matching",
            "whose gifts don't qualify for an employer match",
            "without employer matching",
        ),
    ),
    "GivingPrograms.launchDate": W(
        ("launch date", "date it opened to supporters"),
        ("launched {cmp}", "that became available {cmp}", "opened to supporters {cmp}"),
    ),
    "GivingPrograms.suggestedGiftAmountsUsd": W(
        ("suggested gift amount", "suggested gift"),
        (
            "that suggest giving {x}",
            "suggesting gifts of {x}",
            "that list {x} as suggested amounts",
        ),
        many=("suggested gift amounts",),
    ),
    "Donations.donationCode": W(
        ("donation code",),
        ("with donation code {x}", "coded {x}", "filed as {x}"),
    ),
    "Donations.campaignTitle": W(
        ("receiving campaign", "campaign"),
        (
            "that went to the {x} campaign",
            "made to {x}",
            "given to the {x} campaign",
            "supporting {x}",
        ),
        many=("receiving campaigns", "campaigns"),
    ),
    "Donations.totalAmountUsd": W(
        ("total amount", "amount charged", "donation amount"),
        ("of {cmp}", "totaling {cmp}", "where the amount charged was {cmp}", "for {cmp} in total"),
    ),
    "Donations.allocationAmountsUsd": W(
        ("allocated amount", "allocation"),
        (
            "with {x} allocated to a funding portion",
            "that put {x} toward a funding portion",
            "with allocations of {x}",
        ),
        many=("allocation amounts",),
    ),
    # ---- Surf Schools ---------------------------------------------------------------------
    "SurfBeaches.beachName": W(("beach name", "name"), ("named {x}", "called {x}", "known as {x}")),
    "SurfBeaches.coastalArea": W(
        ("coastal area", "stretch of coast", "area"),
        ("in the {x} area", "on the {x}", "along the {x} coast area", "located in {x}"),
        many=("coastal areas",),
    ),
    "SurfBeaches.suitableAges": W(
        ("suitable age", "age it suits"),
        ("suitable for {x}-year-olds", "that suit {x}-year-olds", "good for students aged {x}"),
        many=("suitable ages",),
    ),
    "SurfBeaches.typicalWaveHeightsMeters": W(
        ("typical wave height", "usual wave height"),
        (
            "with typical waves of {x} m",
            "where waves usually run {x} meters",
            "with {x}-meter waves",
        ),
        many=("typical wave heights",),
    ),
    "SurfInstructors.instructorName": W(("instructor name", "name"), ("named {x}", "called {x}")),
    "SurfInstructors.hireDate": W(
        ("hire date", "date they joined the school"),
        ("hired {cmp}", "who joined the school {cmp}", "taken on {cmp}"),
    ),
    "SurfInstructors.certificationExpiryDate": W(
        ("certification expiry date", "certification expiry"),
        (
            "whose certification expires {cmp}",
            "with certification running out {cmp}",
            "with a certification expiry {cmp}",
        ),
    ),
    "SurfInstructors.teachingSpecialties": W(
        ("teaching specialty", "specialty"),
        ("who specialize in {x}", "specializing in teaching {x}", "with {x} as a specialty"),
        many=("teaching specialties",),
    ),
    "SurfInstructors.studentAgeGroups": W(
        ("student age", "age group they teach"),
        (
            "qualified to teach {x}-year-olds",
            "who can teach students aged {x}",
            "able to coach {x}-year-olds",
        ),
        many=("student ages",),
    ),
    "LessonPrograms.programTitle": W(
        ("program title", "title"), ("titled {x}", "called {x}", "named {x}")
    ),
    "LessonPrograms.durationMinutes": W(
        ("lesson length", "lesson duration", "length of a lesson"),
        (
            "with lessons lasting {cmp} minutes",
            "whose standard lesson runs {cmp} minutes",
            "with a lesson length of {cmp} minutes",
        ),
    ),
    "LessonPrograms.maximumStudents": W(
        ("maximum class size", "student cap", "maximum number of students"),
        (
            "that take {cmp} students per lesson",
            "allowing {cmp} students per lesson",
            "with a class size limit of {cmp}",
        ),
    ),
    "LessonPrograms.packagePrices": W(
        ("package price", "lesson package price"),
        ("with packages at {x}", "offering lesson packages at {x}", "with package prices of {x}"),
        many=("package prices",),
    ),
    "LessonPrograms.seasonAvailabilityDates": W(
        ("season date", "offered date"),
        ("offered on {x}", "running on {x} this season", "scheduled for {x}"),
        many=("season dates",),
    ),
    "SurfEquipment.assetName": W(
        ("asset name", "name"), ("named {x}", "called {x}", "labeled {x}")
    ),
    "SurfEquipment.equipmentCategory": W(
        ("equipment category", "category", "type of gear"),
        ("in the {x} category", "categorized as {x}", "of type {x}"),
        many=("equipment categories", "categories"),
    ),
    "SurfEquipment.replacementCost": W(
        ("replacement cost", "cost to replace"),
        ("costing {cmp} to replace", "with a replacement cost {cmp}", "worth {cmp} to replace"),
    ),
    "SurfEquipment.weightKilograms": W(
        ("weight", "weight in kilograms"),
        ("weighing {cmp} kg", "that weigh {cmp} kilograms", "with a weight {cmp} kg"),
    ),
    "SurfEquipment.skillLevelTags": W(
        ("skill level", "surfer skill level"),
        ("suited to {x} surfers", "suitable for {x} riders", "for {x} skill level"),
        many=("skill levels",),
    ),
    "SurfEquipment.materialTags": W(
        ("material",),
        ("made with {x}", "built from {x}", "using {x} in their construction"),
        many=("materials",),
    ),
    "SurfEquipment.careTags": W(
        ("care requirement", "care need"),
        ("that need {x}", "requiring {x}", "with {x} in their care routine"),
        many=("care requirements",),
    ),
    "SurfEquipment.inspectionChecks": W(
        ("inspection checks",),
        ("with a passed inspection check", "where an inspection check passed"),
        ("with a failed inspection check", "where an inspection check failed"),
        (
            "with both passed and failed inspection checks",
            "where one inspection passed and another failed",
        ),
    ),
    "SurfEquipment.plannedMaintenanceDates": W(
        ("planned maintenance date", "maintenance date"),
        (
            "with maintenance planned for {x}",
            "due for maintenance on {x}",
            "scheduled for servicing on {x}",
        ),
        many=("maintenance dates",),
    ),
    # ---- Childcare ------------------------------------------------------------------------
    "DaycareCenters.centerName": W(
        ("center name", "name"), ("named {x}", "called {x}", "known as {x}")
    ),
    "DaycareCenters.acceptingEnrollments": W(
        ("enrollment status",),
        (
            "accepting new enrollments",
            "that are taking new enrollment requests",
            "open to new families",
        ),
        (
            "not accepting new enrollments",
            "that aren't taking enrollment requests",
            "closed to new enrollments",
        ),
    ),
    "DaycareCenters.providesMeals": W(
        ("meal provision",),
        ("that provide meals", "serving meals during care", "where meals are included"),
        (
            "that don't provide meals",
            "without meals during care",
            "where families bring their own food",
        ),
    ),
    "DaycareCenters.ageGroups": W(
        ("age group",),
        ("serving {x}", "that take {x}", "with care for {x}"),
        many=("age groups",),
    ),
    "DaycareCenters.programFeatures": W(
        ("program feature",),
        ("offering {x}", "with {x} in their program", "whose programs include {x}"),
        many=("program features",),
    ),
    "DaycareCenters.supportedLanguages": W(
        ("supported language", "language"),
        ("that support {x}", "communicating in {x}", "where staff use {x} day to day"),
        many=("languages", "supported languages"),
    ),
    "DaycareCenters.accessibilityFeatureChecks": W(
        ("accessibility feature checks",),
        (
            "with an assessed accessibility feature available",
            "where an accessibility feature was found available",
        ),
        (
            "with an accessibility feature missing",
            "where an assessed accessibility feature isn't available",
        ),
        (
            "with some accessibility features available and some missing",
            "where one assessed feature is available and another isn't",
        ),
    ),
    "DaycareCenters.plannedClosureDates": W(
        ("planned closure date", "closure date"),
        ("closing on {x}", "with a planned closure on {x}", "shut on {x}"),
        many=("closure dates",),
    ),
    "ChildcareStaff.staffName": W(("name", "staff name"), ("named {x}", "called {x}")),
    "ChildcareStaff.yearsOfExperience": W(
        ("years of experience", "years in childcare"),
        (
            "with {cmp} years in childcare",
            "who have worked {cmp} years in childcare",
            "with {cmp} years of experience",
        ),
    ),
    "ChildcareStaff.qualifications": W(
        ("qualification", "training"),
        ("with {x} training", "holding {x}", "qualified in {x}"),
        many=("qualifications",),
    ),
    "ChildcareStaff.openingShiftChecks": W(
        ("opening shift checks",),
        ("available for an opening shift", "who can cover an assessed opening shift"),
        ("unavailable for an opening shift", "who can't cover an assessed opening shift"),
        (
            "available for one opening shift but not another",
            "with both available and unavailable opening shifts",
        ),
    ),
    "ChildcareStaff.closingShiftChecks": W(
        ("closing shift checks",),
        ("available for a closing shift", "who can cover an assessed closing shift"),
        ("unavailable for a closing shift", "who can't cover an assessed closing shift"),
        (
            "available for one closing shift but not another",
            "with both available and unavailable closing shifts",
        ),
    ),
    "ChildcareStaff.substituteShiftChecks": W(
        ("substitute shift checks",),
        ("willing to cover a substitute shift", "who'd take an assessed substitute shift"),
        ("unwilling to cover a substitute shift", "who'd turn down an assessed substitute shift"),
        (
            "willing to cover one substitute shift but not another",
            "who'd take some substitute shifts and not others",
        ),
    ),
    "ChildcareStaff.preferredWeeklyHours": W(
        ("preferred weekly hours", "weekly hours"),
        ("willing to work {x} hours a week", "open to {x}-hour weeks", "who'd do {x} hours weekly"),
        many=("weekly hour totals",),
    ),
    "ChildEnrollments.enrollmentCode": W(
        ("enrollment code",),
        ("with enrollment code {x}", "coded {x}", "filed under {x}"),
    ),
    "ChildEnrollments.centerName": W(
        ("daycare center", "center"),
        ("at {x}", "enrolled at {x}", "for the {x} center", "where the child attends {x}"),
        many=("centers", "daycare centers"),
    ),
    "ChildEnrollments.childAgeMonths": W(
        ("child's age in months", "starting age in months"),
        ("for children aged {cmp} months", "where the child is {cmp} months old at the start"),
    ),
    "ChildEnrollments.startDate": W(
        ("start date", "care start date"),
        ("starting {cmp}", "with care beginning {cmp}", "that begin {cmp}"),
    ),
}
