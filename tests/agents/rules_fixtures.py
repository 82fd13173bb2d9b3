"""The card's five environments (schemas and value vocabularies) and a made-up sixth one, with a
fake gym exposing `distinct_values`, so the rules agent can be tested without a generated gym."""

from __future__ import annotations

from gymkit.schema import Environment, environment_from_dict

T, F = "filterable_text", "searchable_text"


def _p(name, type_, desc, ident=False, refs=None):
    return {
        "name": name,
        "type": type_,
        "description": desc,
        "is_identifier": ident,
        "references": refs,
    }


SCHEMAS: dict[str, dict] = {
    "public-transit": {
        "name": "Public Transit",
        "description": "A transit agency managing routes, vehicles, and ridership.",
        "collections": [
            {
                "name": "TransitRoutes",
                "kind": "knowledge_base",
                "description": "Persistent transit routes operated by the agency.",
                "properties": [
                    _p(
                        "routeDescription",
                        F,
                        "Describes the route's corridor, major stops, and communities served.",
                    ),
                    _p("routeName", T, "The public-facing name of the transit route.", True),
                    _p(
                        "scheduledDepartureHours",
                        "int_array",
                        "The hours of the day, in 24-hour time, when scheduled departures occur.",
                    ),
                    _p(
                        "stopSequenceNumbers",
                        "int_array",
                        "The ordinal positions of stops served along the route.",
                    ),
                ],
            },
            {
                "name": "RidershipReports",
                "kind": "transactional",
                "description": "Daily ridership reports for a transit route and a comparison route.",
                "properties": [
                    _p(
                        "reportCode",
                        T,
                        "The unique code used to identify a daily ridership report.",
                        True,
                    ),
                    _p(
                        "routeName",
                        T,
                        "The public-facing name of the route whose boardings are reported.",
                        refs="TransitRoutes",
                    ),
                    _p(
                        "comparisonRouteName",
                        T,
                        "The public-facing name of the route used for comparison in the report.",
                        refs="TransitRoutes",
                    ),
                    _p(
                        "boardings",
                        "int",
                        "The total number of passenger boardings recorded for the reported route on the service date.",
                    ),
                    _p("serviceDate", "date", "The calendar date of the reported transit service."),
                    _p(
                        "vehicleAccessibilityChecks",
                        "boolean_array",
                        "Each flag indicates whether an observed vehicle accessibility check passed.",
                    ),
                    _p(
                        "fareEquipmentChecks",
                        "boolean_array",
                        "Each flag indicates whether an observed fare-equipment check passed.",
                    ),
                    _p(
                        "departurePunctualityChecks",
                        "boolean_array",
                        "Each flag indicates whether an observed departure met the agency's punctuality standard.",
                    ),
                ],
            },
        ],
    },
    "tattoo-studios": {
        "name": "Tattoo Studios",
        "description": "A tattoo studio network managing artists, designs, and appointments.",
        "collections": [
            {
                "name": "TattooArtists",
                "description": "Artists working across the tattoo studio network, including their specialties and pricing.",
                "properties": [
                    _p(
                        "artistProfile",
                        F,
                        "Describes the artist’s techniques, preferred subjects, and approach to collaborating with clients.",
                    ),
                    _p(
                        "artistName",
                        T,
                        "The name clients use to identify and request the artist.",
                        True,
                    ),
                    _p(
                        "yearsExperience",
                        "int",
                        "The artist’s completed years of professional tattooing experience.",
                    ),
                    _p(
                        "networkStartDate", "date", "The date the artist joined the studio network."
                    ),
                    _p(
                        "specialties", "text_array", "Tattoo styles and subjects the artist offers."
                    ),
                    _p(
                        "hourlyRates",
                        "number_array",
                        "Hourly rates in dollars for the artist’s available session offerings.",
                    ),
                    _p(
                        "sessionDeposits",
                        "number_array",
                        "Deposit amounts in dollars accepted for the artist’s available session offerings.",
                    ),
                ],
            },
            {
                "name": "TattooDesigns",
                "description": "Tattoo concepts offered by network artists for clients to discuss and book.",
                "properties": [
                    _p(
                        "designDescription",
                        F,
                        "Describes the design’s imagery, style, placement possibilities, and its association with an artist.",
                    ),
                    _p(
                        "designTitle",
                        T,
                        "The title clients and artists use to identify the design.",
                        True,
                    ),
                    _p(
                        "placementSuitabilityFlags",
                        "boolean_array",
                        "Each flag indicates whether a placement considered for the design is suitable.",
                    ),
                    _p(
                        "sizeEstimatesCm",
                        "number_array",
                        "Estimated dimensions in centimeters for sizes in which the design can be tattooed.",
                    ),
                ],
            },
        ],
    },
    "nonprofits": {
        "name": "Nonprofits",
        "description": "A nonprofit platform coordinating charities, campaigns, and donations.",
        "collections": [
            {
                "name": "Charities",
                "description": "Nonprofit organizations that run fundraising campaigns on the platform.",
                "properties": [
                    _p(
                        "missionDescription",
                        F,
                        "Describes the charity’s mission, programs, and communities served.",
                    ),
                    _p(
                        "charityName", T, "The name by which supporters identify the charity.", True
                    ),
                    _p("causeCategory", T, "The charity’s primary area of work."),
                    _p("foundingYear", "int", "The year the charity was founded."),
                    _p(
                        "annualOperatingBudgetUsd",
                        "number",
                        "The charity’s annual operating budget in US dollars.",
                    ),
                    _p(
                        "suggestedDonationAmountsUsd",
                        "number_array",
                        "Donation amounts in US dollars that the charity suggests to supporters.",
                    ),
                ],
            },
            {
                "name": "Campaigns",
                "description": "Named fundraising initiatives that explain specific needs and ways to help.",
                "properties": [
                    _p(
                        "campaignStory",
                        F,
                        "Explains the need the campaign addresses and the change it seeks to make.",
                    ),
                    _p(
                        "impactPlan",
                        F,
                        "Describes how campaign funds are expected to produce measurable benefits.",
                    ),
                    _p(
                        "campaignTitle",
                        T,
                        "The title supporters use to identify the campaign.",
                        True,
                    ),
                    _p("campaignStatus", T, "The campaign’s current fundraising status."),
                    _p(
                        "acceptsRecurringGifts",
                        "boolean",
                        "Indicates whether supporters may set up recurring donations to the campaign.",
                    ),
                    _p(
                        "causeTags",
                        "text_array",
                        "Labels for the causes addressed by the campaign.",
                    ),
                    _p(
                        "beneficiaryTags",
                        "text_array",
                        "Labels for the people or communities the campaign aims to help.",
                    ),
                ],
            },
            {
                "name": "GivingPrograms",
                "description": "Named donation programs that define how supporters can give across the platform.",
                "properties": [
                    _p(
                        "programDescription",
                        F,
                        "Explains the program’s giving approach and intended impact.",
                    ),
                    _p(
                        "programName",
                        T,
                        "The name supporters use to identify the giving program.",
                        True,
                    ),
                    _p(
                        "recurringEnrollmentAvailable",
                        "boolean",
                        "Indicates whether supporters can enroll in repeated giving through the program.",
                    ),
                    _p(
                        "employerMatchEligible",
                        "boolean",
                        "Indicates whether gifts through the program qualify for an employer matching process.",
                    ),
                    _p(
                        "launchDate",
                        "date",
                        "The date the giving program became available to supporters.",
                    ),
                    _p(
                        "suggestedGiftAmountsUsd",
                        "number_array",
                        "Suggested gift amounts in US dollars for this giving program.",
                    ),
                ],
            },
            {
                "name": "Donations",
                "kind": "transactional",
                "description": "Individual donation transactions made to named fundraising campaigns.",
                "properties": [
                    _p(
                        "donorMessage",
                        F,
                        "Records the donor’s optional message about the reason for giving.",
                    ),
                    _p(
                        "processingNotes",
                        F,
                        "Records relevant context about processing or acknowledging the donation.",
                    ),
                    _p(
                        "donationCode",
                        T,
                        "The short code a supporter or administrator uses to identify the donation.",
                        True,
                    ),
                    _p(
                        "campaignTitle",
                        T,
                        "The title of the campaign receiving the donation.",
                        refs="Campaigns",
                    ),
                    _p(
                        "totalAmountUsd",
                        "number",
                        "The total amount charged for the donation in US dollars.",
                    ),
                    _p(
                        "allocationAmountsUsd",
                        "number_array",
                        "The amounts in US dollars allocated to the donation’s recorded funding portions.",
                    ),
                ],
            },
        ],
    },
    "surf-schools": {
        "name": "Surf Schools",
        "description": "A surf school managing beaches, instructors, and lesson bookings.",
        "collections": [
            {
                "name": "SurfBeaches",
                "description": "Persistent beach locations used by the surf school for instruction.",
                "properties": [
                    _p(
                        "waveConditions",
                        F,
                        "Describes the beach's typical wave behavior and suitable conditions.",
                    ),
                    _p(
                        "shoreAccess",
                        F,
                        "Describes access to the water and facilities near the beach.",
                    ),
                    _p(
                        "safetyConsiderations",
                        F,
                        "Describes recurring hazards and safety considerations at the beach.",
                    ),
                    _p("beachName", T, "The beach's human-readable name.", True),
                    _p("coastalArea", T, "The coastal area containing the beach."),
                    _p(
                        "suitableAges",
                        "int_array",
                        "Ages for which the beach is generally suitable for supervised surf instruction.",
                    ),
                    _p(
                        "typicalWaveHeightsMeters",
                        "number_array",
                        "Representative wave heights in meters under commonly encountered conditions.",
                    ),
                ],
            },
            {
                "name": "SurfInstructors",
                "description": "Instructors employed by the surf school to teach lessons.",
                "properties": [
                    _p(
                        "teachingApproach",
                        F,
                        "Describes the instructor's teaching strengths and approach.",
                    ),
                    _p("instructorName", T, "The instructor's human-readable name.", True),
                    _p("hireDate", "date", "The date the instructor joined the surf school."),
                    _p(
                        "certificationExpiryDate",
                        "date",
                        "The expiry date of the instructor's current surf instruction certification.",
                    ),
                    _p(
                        "teachingSpecialties",
                        "text_array",
                        "Types of surf instruction the instructor specializes in.",
                    ),
                    _p(
                        "studentAgeGroups",
                        "int_array",
                        "Ages of students the instructor is qualified to teach.",
                    ),
                ],
            },
            {
                "name": "LessonPrograms",
                "description": "Persistent lesson offerings that define the surf school's instructional programs.",
                "properties": [
                    _p(
                        "curriculum",
                        F,
                        "Describes the surfing skills and concepts taught in the program.",
                    ),
                    _p(
                        "equipmentGuidance",
                        F,
                        "Describes the boards and other equipment suited to the program.",
                    ),
                    _p("programTitle", T, "The lesson program's human-readable title.", True),
                    _p(
                        "durationMinutes",
                        "int",
                        "The length in minutes of a standard lesson in the program.",
                    ),
                    _p(
                        "maximumStudents",
                        "int",
                        "The maximum number of students permitted in a lesson.",
                    ),
                    _p(
                        "packagePrices",
                        "number_array",
                        "Prices in dollars for the program's available lesson packages.",
                    ),
                    _p(
                        "seasonAvailabilityDates",
                        "date_array",
                        "Published dates on which the program is offered during the current season.",
                    ),
                ],
            },
            {
                "name": "SurfEquipment",
                "description": "Reusable surfboards and other named equipment assets maintained by the surf school.",
                "properties": [
                    _p(
                        "equipmentDescription",
                        F,
                        "Describes the asset's construction, handling characteristics, and intended use.",
                    ),
                    _p("assetName", T, "The equipment asset's human-readable name.", True),
                    _p("equipmentCategory", T, "The asset's equipment category."),
                    _p(
                        "replacementCost",
                        "number",
                        "The estimated replacement cost of the asset in dollars.",
                    ),
                    _p("weightKilograms", "number", "The asset's weight in kilograms."),
                    _p(
                        "skillLevelTags",
                        "text_array",
                        "Surfer skill levels for which the asset is suitable.",
                    ),
                    _p("materialTags", "text_array", "Materials used in the asset's construction."),
                    _p(
                        "careTags",
                        "text_array",
                        "Handling and care requirements applicable to the asset.",
                    ),
                    _p(
                        "inspectionChecks",
                        "boolean_array",
                        "Each flag indicates whether an independently recorded equipment inspection check passed.",
                    ),
                    _p(
                        "plannedMaintenanceDates",
                        "date_array",
                        "Dates planned for preventive maintenance of the asset.",
                    ),
                ],
            },
        ],
    },
    "childcare": {
        "name": "Childcare",
        "description": "A childcare service coordinating daycare centers, staff, and enrollments.",
        "collections": [
            {
                "name": "DaycareCenters",
                "description": "DaycareCenters holds the service's named childcare locations and their programs.",
                "properties": [
                    _p(
                        "programDescription",
                        F,
                        "Describes a center's learning activities, care approach, and facilities.",
                    ),
                    _p(
                        "centerName",
                        T,
                        "The name families and staff use to identify the center.",
                        True,
                    ),
                    _p(
                        "acceptingEnrollments",
                        "boolean",
                        "Indicates whether the center is accepting new enrollment requests.",
                    ),
                    _p(
                        "providesMeals",
                        "boolean",
                        "Indicates whether the center provides meals during care.",
                    ),
                    _p("ageGroups", "text_array", "Lists the age groups served by the center."),
                    _p(
                        "programFeatures",
                        "text_array",
                        "Lists features offered as part of the center's programs.",
                    ),
                    _p(
                        "supportedLanguages",
                        "text_array",
                        "Lists languages supported in the center's daily communication.",
                    ),
                    _p(
                        "accessibilityFeatureChecks",
                        "boolean_array",
                        "Each flag indicates whether an assessed accessibility feature is available at the center.",
                    ),
                    _p(
                        "plannedClosureDates",
                        "date_array",
                        "Lists dates when the center plans to close for holidays or staff development.",
                    ),
                ],
            },
            {
                "name": "ChildcareStaff",
                "description": "ChildcareStaff holds named caregivers and educators available to work across the service.",
                "properties": [
                    _p(
                        "careExperience",
                        F,
                        "Describes a staff member's childcare experience and teaching strengths.",
                    ),
                    _p("staffName", T, "The name used to identify the staff member.", True),
                    _p(
                        "yearsOfExperience",
                        "int",
                        "The number of completed years the staff member has worked in childcare.",
                    ),
                    _p(
                        "qualifications",
                        "text_array",
                        "Lists the staff member's childcare qualifications and training.",
                    ),
                    _p(
                        "openingShiftChecks",
                        "boolean_array",
                        "Each flag indicates whether the staff member is available for an assessed opening shift.",
                    ),
                    _p(
                        "closingShiftChecks",
                        "boolean_array",
                        "Each flag indicates whether the staff member is available for an assessed closing shift.",
                    ),
                    _p(
                        "substituteShiftChecks",
                        "boolean_array",
                        "Each flag indicates whether the staff member is willing to cover an assessed substitute shift.",
                    ),
                    _p(
                        "preferredWeeklyHours",
                        "int_array",
                        "Lists weekly hour totals the staff member is willing to work.",
                    ),
                ],
            },
            {
                "name": "ChildEnrollments",
                "kind": "transactional",
                "description": "ChildEnrollments records each child's enrollment at a daycare center.",
                "properties": [
                    _p(
                        "enrollmentCode",
                        T,
                        "The short code used to identify and discuss an enrollment record.",
                        True,
                    ),
                    _p(
                        "centerName",
                        T,
                        "The name of the daycare center where the child is enrolled.",
                        refs="DaycareCenters",
                    ),
                    _p(
                        "childAgeMonths",
                        "int",
                        "The child's age in completed months when the enrollment begins.",
                    ),
                    _p("startDate", "date", "The date the child's care at the center begins."),
                ],
            },
        ],
    },
    # The made-up sixth environment: a library of musical instruments lent to members.
    "instrument-library": {
        "name": "Instrument Library",
        "description": "A community library lending musical instruments to members.",
        "collections": [
            {
                "name": "Instruments",
                "description": "Musical instruments owned by the library and available to borrow.",
                "properties": [
                    _p(
                        "conditionNotes",
                        F,
                        "Describes the instrument's condition, sound, and history of repairs.",
                    ),
                    _p("instrumentName", T, "The catalogue name of the instrument.", True),
                    _p("instrumentFamily", T, "The family the instrument belongs to."),
                    _p(
                        "purchasePrice",
                        "number",
                        "The price in dollars the library paid for the instrument.",
                    ),
                    _p("acquiredDate", "date", "The date the library acquired the instrument."),
                    _p(
                        "beginnerFriendly",
                        "boolean",
                        "Indicates whether the instrument suits a first-time player.",
                    ),
                    _p(
                        "accessoryTags",
                        "text_array",
                        "Accessories lent together with the instrument.",
                    ),
                    _p(
                        "tuningChecks",
                        "boolean_array",
                        "Each flag indicates whether a recorded tuning check passed.",
                    ),
                ],
            },
            {
                "name": "Loans",
                "kind": "transactional",
                "description": "Loans of an instrument to a library member.",
                "properties": [
                    _p("loanCode", T, "The code that identifies the loan.", True),
                    _p(
                        "instrumentName",
                        T,
                        "The catalogue name of the borrowed instrument.",
                        refs="Instruments",
                    ),
                    _p("loanDays", "int", "The number of days the instrument was lent for."),
                    _p("lateFeeUsd", "number", "The late fee charged in US dollars."),
                    _p("returnDate", "date", "The date the instrument was returned."),
                    _p("memberFeedback", F, "Records the member's comments about the loan."),
                ],
            },
        ],
    },
    # Two more made-up domains with camelCase names (issue #27): a film festival's screenings
    # and a makerspace's tool loans.
    "film-festival": {
        "name": "Film Festival",
        "description": "A film festival programming films and their screenings.",
        "collections": [
            {
                "name": "FestivalFilms",
                "description": "Films selected for the festival programme.",
                "properties": [
                    _p("filmSynopsis", F, "Describes the film's story, themes and tone."),
                    _p("filmTitle", T, "The title the film is screened under.", True),
                    _p("directorName", T, "The name of the person who directed the film."),
                    _p("runtimeMinutes", "int", "The running time of the film in minutes."),
                    _p(
                        "productionBudgetUsd",
                        "number",
                        "What the film cost to make, in US dollars.",
                    ),
                    _p("originCountry", T, "The country the film was produced in."),
                    _p("genreTags", "text_array", "Genres the film belongs to."),
                    _p(
                        "isWorldPremiere",
                        "boolean",
                        "Indicates whether this festival is the first anywhere to screen the film.",
                    ),
                    _p(
                        "submissionDate", "date", "The date the film was submitted to the festival."
                    ),
                ],
            },
            {
                "name": "Screenings",
                "kind": "transactional",
                "description": "Screenings of a festival film at one of the festival venues.",
                "properties": [
                    _p("screeningCode", T, "The code that identifies the screening.", True),
                    _p(
                        "filmTitle",
                        T,
                        "The title of the film being screened.",
                        refs="FestivalFilms",
                    ),
                    _p("venueName", T, "The venue where the screening takes place."),
                    _p("screeningDate", "date", "The date the screening takes place."),
                    _p("ticketPriceUsd", "number", "The price of one ticket in US dollars."),
                    _p("seatsSold", "int", "The number of tickets sold for the screening."),
                    _p(
                        "hasDirectorQa",
                        "boolean",
                        "Indicates whether the director answers audience questions afterwards.",
                    ),
                    _p("audienceNotes", F, "Records the audience's reactions to the screening."),
                ],
            },
        ],
    },
    "makerspace": {
        "name": "Makerspace",
        "description": "A community makerspace lending tools to its members.",
        "collections": [
            {
                "name": "WorkshopTools",
                "description": "Tools the makerspace owns and lends out.",
                "properties": [
                    _p(
                        "usageGuide",
                        F,
                        "Explains how to use the tool safely and what it is good for.",
                    ),
                    _p("toolName", T, "The inventory name of the tool.", True),
                    _p("toolCategory", T, "The kind of tool."),
                    _p(
                        "replacementCostUsd",
                        "number",
                        "What it would cost to replace the tool, in dollars.",
                    ),
                    _p("purchaseDate", "date", "The date the makerspace bought the tool."),
                    _p(
                        "requiresInduction",
                        "boolean",
                        "Indicates whether a member must finish a safety course before borrowing the tool.",
                    ),
                    _p(
                        "bladeWidthMm",
                        "number",
                        "The width of the tool's blade or bit in millimeters.",
                    ),
                    _p("safetyGear", "text_array", "Protective equipment needed to use the tool."),
                ],
            },
            {
                "name": "ToolCheckouts",
                "kind": "transactional",
                "description": "Checkouts of a tool by a makerspace member.",
                "properties": [
                    _p("checkoutCode", T, "The code that identifies the checkout.", True),
                    _p(
                        "toolName",
                        T,
                        "The inventory name of the borrowed tool.",
                        refs="WorkshopTools",
                    ),
                    _p("memberName", T, "The name of the member who borrowed the tool."),
                    _p("checkoutDate", "date", "The day the member took the tool home."),
                    _p("daysKept", "int", "How many days the member kept the tool."),
                    _p("depositUsd", "number", "The deposit the member paid, in US dollars."),
                    _p(
                        "returnedOnTime",
                        "boolean",
                        "Indicates whether the tool came back by its due date.",
                    ),
                    _p("damageReport", F, "Describes any damage found when the tool came back."),
                ],
            },
        ],
    },
}

_NAMES = {
    ("public-transit", "TransitRoutes", "routeName"): [
        "Morrowfen Link",
        "Kestrelwick Crosstown",
        "Ashgrove Express",
        "Harlow Loop",
        "Tidewater Shuttle",
    ],
    ("tattoo-studios", "TattooArtists", "artistName"): [
        "Maren Voss",
        "Oren Pell",
        "Sable Quint",
        "Ivo Marsh",
    ],
    ("tattoo-studios", "TattooDesigns", "designTitle"): [
        "The Lantern Moth",
        "Saltglass Leviathan",
        "Ember Fern",
    ],
    ("nonprofits", "Charities", "charityName"): [
        "Mosswake Watershed Circle",
        "Hearthpan Community Table",
    ],
    ("nonprofits", "Campaigns", "campaignTitle"): [
        "Moorbell School Pantry Lift",
        "Gullhaven Senior Shoreline Renewal",
    ],
    ("nonprofits", "GivingPrograms", "programName"): [
        "Merevale Glasswing Ledger",
        "Tallowmere Toolshare Circle",
    ],
    ("surf-schools", "SurfBeaches", "beachName"): ["Morrowglass Strand", "Ternwick Cove"],
    ("surf-schools", "SurfInstructors", "instructorName"): ["Merrith Vale", "Orren Sable"],
    ("surf-schools", "LessonPrograms", "programTitle"): ["Marshlight Ledger", "Ternsilk Compass"],
    ("surf-schools", "SurfEquipment", "assetName"): ["Morrowspindle", "Ternwick Splay"],
    ("childcare", "DaycareCenters", "centerName"): ["Mallowmere House", "Tansybell House"],
    ("childcare", "ChildcareStaff", "staffName"): ["Mira Dovren", "Tavin Rell"],
    ("instrument-library", "Instruments", "instrumentName"): [
        "Brasswick Horn",
        "Cellowen Amber",
        "Pipers Reed",
    ],
    ("film-festival", "FestivalFilms", "filmTitle"): [
        "The Salt Orchard",
        "Northern Lanterns",
        "Harbor of Glass",
        "Quiet Engines",
    ],
    ("film-festival", "FestivalFilms", "directorName"): ["Ines Calloway", "Tomas Reyne"],
    ("makerspace", "WorkshopTools", "toolName"): ["Bandsaw Two", "Orbital Sander", "Drill Press"],
    ("makerspace", "ToolCheckouts", "memberName"): ["Priya Nandakumar", "Joel Okafor"],
}
_CODES = {
    ("public-transit", "RidershipReports", "reportCode"): "RID",
    ("nonprofits", "Donations", "donationCode"): "DON",
    ("childcare", "ChildEnrollments", "enrollmentCode"): "ENR",
    ("instrument-library", "Loans", "loanCode"): "LN",
    ("film-festival", "Screenings", "screeningCode"): "SCR",
    ("makerspace", "ToolCheckouts", "checkoutCode"): "CHK",
}
_REFS = {
    ("public-transit", "RidershipReports", "routeName"): (
        "public-transit",
        "TransitRoutes",
        "routeName",
    ),
    ("public-transit", "RidershipReports", "comparisonRouteName"): (
        "public-transit",
        "TransitRoutes",
        "routeName",
    ),
    ("nonprofits", "Donations", "campaignTitle"): ("nonprofits", "Campaigns", "campaignTitle"),
    ("childcare", "ChildEnrollments", "centerName"): ("childcare", "DaycareCenters", "centerName"),
    ("instrument-library", "Loans", "instrumentName"): (
        "instrument-library",
        "Instruments",
        "instrumentName",
    ),
    ("film-festival", "Screenings", "filmTitle"): ("film-festival", "FestivalFilms", "filmTitle"),
    ("makerspace", "ToolCheckouts", "toolName"): ("makerspace", "WorkshopTools", "toolName"),
}
_VOCAB = {
    "scheduledDepartureHours": [5, 7, 12, 17, 23],
    "stopSequenceNumbers": [1, 4, 8, 13, 21],
    "specialties": ["blackwork", "botanical", "fine line", "traditional", "watercolor"],
    "hourlyRates": [100.0, 125.0, 150.0, 185.0, 225.0],
    "sessionDeposits": [50.0, 75.0, 100.0, 150.0, 200.0],
    "sizeEstimatesCm": [5.0, 8.5, 12.0, 18.0, 25.0],
    "causeCategory": ["Education", "Environment", "Food Security", "Health", "Housing"],
    "suggestedDonationAmountsUsd": [10.0, 25.0, 50.0, 100.0, 250.0],
    "campaignStatus": ["Active", "Closed", "Draft", "Funded", "Paused"],
    "causeTags": ["conservation", "food access", "housing stability", "literacy", "public health"],
    "beneficiaryTags": [
        "coastal communities",
        "families",
        "rural residents",
        "schoolchildren",
        "seniors",
    ],
    "suggestedGiftAmountsUsd": [5.0, 15.0, 30.0, 75.0, 150.0],
    "allocationAmountsUsd": [5.0, 10.0, 25.0, 50.0, 100.0],
    "coastalArea": ["East Peninsula", "Harbor Coast", "North Shore", "South Coast", "West Bay"],
    "suitableAges": [8, 12, 16, 25, 40],
    "typicalWaveHeightsMeters": [0.3, 0.6, 0.9, 1.2, 1.8],
    "teachingSpecialties": [
        "adaptive surfing",
        "beginners",
        "children",
        "longboarding",
        "wave reading",
    ],
    "studentAgeGroups": [8, 12, 16, 25, 40],
    "packagePrices": [65.0, 95.0, 180.0, 275.0, 420.0],
    "maximumStudents": [1, 2, 3, 4, 5, 6, 7, 8],
    "seasonAvailabilityDates": ["2027-04-03", "2027-05-15", "2027-07-10", "2027-09-04"],
    "equipmentCategory": ["Bodyboard", "Fin Set", "Leash", "Surfboard", "Wetsuit"],
    "skillLevelTags": ["advanced", "beginner", "first-timer", "intermediate"],
    "materialTags": ["epoxy", "fiberglass", "foam", "neoprene", "nylon"],
    "careTags": [
        "fin inspection",
        "freshwater rinse",
        "shade storage",
        "wax removal",
        "zipper care",
    ],
    "plannedMaintenanceDates": ["2027-03-01", "2027-05-01", "2027-07-01", "2027-09-01"],
    "ageGroups": ["infants", "pre-K", "preschoolers", "toddlers"],
    "programFeatures": ["bilingual activities", "music", "outdoor play", "sensory play"],
    "supportedLanguages": ["English", "French", "Mandarin", "Spanish"],
    "plannedClosureDates": ["2026-11-26", "2026-11-27", "2026-12-25", "2027-01-01"],
    "qualifications": [
        "CPR",
        "early childhood diploma",
        "first aid",
        "food safety",
        "special education training",
    ],
    "preferredWeeklyHours": [16, 24, 30, 35, 40],
    "instrumentFamily": ["Brass", "Keyboard", "Percussion", "Strings", "Woodwind"],
    "accessoryTags": ["case", "music stand", "spare strings", "tuner"],
    "originCountry": ["Canada", "France", "Japan", "Mexico", "Nigeria"],
    "genreTags": ["animation", "comedy", "documentary", "drama", "horror", "thriller"],
    "venueName": ["Lumen Theatre", "Old Mill Cinema", "Riverside Dome", "Harbor Hall"],
    "toolCategory": ["Hand Tool", "Laser Cutter", "Power Tool", "Sewing Machine", "3D Printer"],
    "safetyGear": ["dust mask", "ear protection", "gloves", "safety glasses"],
}


def environment(env_id: str) -> Environment:
    return environment_from_dict({"id": env_id, **SCHEMAS[env_id]})


ENVIRONMENTS = {e: environment(e) for e in SCHEMAS}


class FakeGym:
    """`distinct_values` over the card's vocabularies and a few invented names and codes, and
    `objects` for Donations, whose processing notes cite their campaign's title (as the card says)."""

    def __init__(self) -> None:
        self.calls = 0

    def distinct_values(
        self, environment: str, collection: str, prop: str, limit: int = 200
    ) -> list:
        self.calls += 1
        key = (environment, collection, prop)
        if key in _NAMES:
            return _NAMES[key][:limit]
        if key in _CODES:
            return [f"{_CODES[key]}-{i:05d}" for i in range(1, 301)][:limit]
        if key in _REFS:
            return _NAMES[_REFS[key]][:limit]
        if prop in _VOCAB:
            return list(_VOCAB[prop])[:limit]
        return []

    def objects(self, environment: str, collection: str):
        import pandas as pd

        if (environment, collection) != ("nonprofits", "Donations"):
            raise KeyError(f"{environment}/{collection}: no objects in the fake gym")
        titles = _NAMES[("nonprofits", "Campaigns", "campaignTitle")]
        rows = [
            {
                "donationCode": f"DON-{i:05d}",
                "campaignTitle": titles[i % 2],
                "totalAmountUsd": 10.0 * i,
                "donorMessage": "For the kids.",
                "processingNotes": f"Receipt sent; gift credited to {titles[i % 2]}.",
            }
            for i in range(1, 21)
        ]
        return pd.DataFrame(rows)
