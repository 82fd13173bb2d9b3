"""The card's five environments as data: every collection and property with its value spec.

Why: the generator, its tests and the command writer all read one copy of the card's schema
tables, so the mirror cannot drift from the card. `environment(env_id)` gives the
`gymkit.schema.Environment` that schema.json holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gymkit.schema import Collection, Environment, Property


@dataclass(frozen=True)
class Spec:
    """How a property's values are drawn.

    kind: name (invented unique name, `style`), code (`prefix`-00001), ref (identifier of
    `ref`, `distinct` of them at 1,000 objects), enum (`values`), int / number / date (uniform
    over lo..hi, `decimals` for numbers), bool (`share` true), prose (`words` = min, max, mean).
    Arrays hold 1 to 3 distinct items of `values` (booleans: 1 to 2 independent flags).
    """

    kind: str
    values: tuple = ()
    lo: float | str | None = None
    hi: float | str | None = None
    decimals: int = 0
    share: float = 0.5
    distinct: int = 0
    ref: str = ""
    style: str = ""
    prefix: str = ""
    words: tuple[int, int, int] = (0, 0, 0)


@dataclass(frozen=True)
class PropBlueprint:
    name: str
    type: str
    description: str
    spec: Spec
    aka: tuple[str, ...] = ()  # how a request may call the property, drawn from its description

    @property
    def role(self) -> str:
        k = self.spec.kind
        return {
            "name": "identifier",
            "code": "identifier",
            "ref": "reference",
            "prose": "searchable",
        }.get(k, "")


@dataclass(frozen=True)
class CollectionBlueprint:
    name: str
    kind: str
    description: str
    noun: tuple[str, str]  # singular, plural, as a request names the records
    properties: tuple[PropBlueprint, ...]

    def prop(self, name: str) -> PropBlueprint:
        for p in self.properties:
            if p.name == name:
                return p
        raise KeyError(f"{self.name} has no property {name!r}")

    @property
    def identifier(self) -> PropBlueprint:
        return next(p for p in self.properties if p.role == "identifier")


@dataclass(frozen=True)
class EnvBlueprint:
    id: str
    name: str
    description: str
    collections: tuple[CollectionBlueprint, ...]
    card_edge_cases: int
    scenarios: tuple[str, ...] = field(default=())

    def collection(self, name: str) -> CollectionBlueprint:
        for c in self.collections:
            if c.name == name:
                return c
        raise KeyError(f"{self.id} has no collection {name!r}")


def P(name: str, type_: str, description: str, spec: Spec, *aka: str) -> PropBlueprint:
    return PropBlueprint(name, type_, description, spec, tuple(aka))


def prose(lo: int, hi: int, mean: int) -> Spec:
    return Spec("prose", words=(lo, hi, mean))


def enum(*values: object) -> Spec:
    return Spec("enum", values=tuple(values))


TRANSIT = EnvBlueprint(
    "public-transit",
    "Public Transit",
    "A transit agency managing routes, vehicles, and ridership.",
    (
        CollectionBlueprint(
            "TransitRoutes",
            "knowledge_base",
            "Persistent transit routes operated by the agency.",
            ("transit route", "transit routes"),
            (
                P(
                    "routeDescription",
                    "searchable_text",
                    "Describes the route's corridor, major stops, and communities served.",
                    prose(118, 168, 146),
                    "route description",
                ),
                P(
                    "routeName",
                    "filterable_text",
                    "The public-facing name of the transit route.",
                    Spec("name", style="route"),
                    "route name",
                    "public-facing name",
                ),
                P(
                    "scheduledDepartureHours",
                    "int_array",
                    "The hours of the day, in 24-hour time, when scheduled departures occur.",
                    enum(5, 7, 12, 17, 23),
                    "scheduled departure hours",
                    "departure hours",
                ),
                P(
                    "stopSequenceNumbers",
                    "int_array",
                    "The ordinal positions of stops served along the route.",
                    enum(1, 4, 8, 13, 21),
                    "stop sequence numbers",
                    "stop positions",
                ),
            ),
        ),
        CollectionBlueprint(
            "RidershipReports",
            "transactional",
            "Daily ridership reports for a transit route and a comparison route.",
            ("ridership report", "ridership reports"),
            (
                P(
                    "reportCode",
                    "filterable_text",
                    "The unique code used to identify a daily ridership report.",
                    Spec("code", prefix="RID"),
                    "report code",
                ),
                P(
                    "routeName",
                    "filterable_text",
                    "The public-facing name of the route whose boardings are reported.",
                    Spec("ref", ref="TransitRoutes", distinct=432),
                    "reported route",
                    "route name",
                ),
                P(
                    "comparisonRouteName",
                    "filterable_text",
                    "The public-facing name of the route used for comparison in the report.",
                    Spec("ref", ref="TransitRoutes", distinct=424),
                    "comparison route",
                    "comparison route name",
                ),
                P(
                    "boardings",
                    "int",
                    "The total number of passenger boardings recorded for the reported route on the service date.",
                    Spec("int", lo=47, hi=3100),
                    "boardings",
                    "passenger boardings",
                    "total boardings",
                ),
                P(
                    "serviceDate",
                    "date",
                    "The calendar date of the reported transit service.",
                    Spec("date", lo="2025-01-15", hi="2026-09-18"),
                    "service date",
                    "date of service",
                ),
                P(
                    "vehicleAccessibilityChecks",
                    "boolean_array",
                    "Each flag indicates whether an observed vehicle accessibility check passed.",
                    Spec("bool", share=0.51),
                    "vehicle accessibility checks",
                    "accessibility check flags",
                ),
                P(
                    "fareEquipmentChecks",
                    "boolean_array",
                    "Each flag indicates whether an observed fare-equipment check passed.",
                    Spec("bool", share=0.50),
                    "fare equipment checks",
                    "fare-equipment check flags",
                ),
                P(
                    "departurePunctualityChecks",
                    "boolean_array",
                    "Each flag indicates whether an observed departure met the agency's punctuality standard.",
                    Spec("bool", share=0.51),
                    "departure punctuality checks",
                    "punctuality check flags",
                ),
            ),
        ),
    ),
    46,
    (
        "I'm putting together the service planning memo",
        "Our operations desk is reviewing the network",
        "Before tomorrow's ridership briefing",
        "A rider advocate asked me about service",
        "I'm auditing last year's route reporting",
        "The city council wants numbers by Monday",
        "I'm checking a complaint from a commuter",
        "We're drafting the next timetable change",
    ),
)

TATTOO = EnvBlueprint(
    "tattoo-studios",
    "Tattoo Studios",
    "A tattoo studio network managing artists, designs, and appointments.",
    (
        CollectionBlueprint(
            "TattooArtists",
            "knowledge_base",
            "Artists working across the tattoo studio network, including their specialties and pricing.",
            ("tattoo artist", "tattoo artists"),
            (
                P(
                    "artistProfile",
                    "searchable_text",
                    "Describes the artist’s techniques, preferred subjects, and approach to collaborating with clients.",
                    prose(124, 170, 145),
                    "artist profile",
                ),
                P(
                    "artistName",
                    "filterable_text",
                    "The name clients use to identify and request the artist.",
                    Spec("name", style="person"),
                    "artist name",
                ),
                P(
                    "yearsExperience",
                    "int",
                    "The artist’s completed years of professional tattooing experience.",
                    Spec("int", lo=1, hi=20),
                    "years of experience",
                    "years of professional tattooing",
                ),
                P(
                    "networkStartDate",
                    "date",
                    "The date the artist joined the studio network.",
                    Spec("date", lo="2018-04-19", hi="2026-01-02"),
                    "network start date",
                    "date they joined the network",
                ),
                P(
                    "specialties",
                    "text_array",
                    "Tattoo styles and subjects the artist offers.",
                    enum("blackwork", "botanical", "fine line", "traditional", "watercolor"),
                    "specialties",
                    "tattoo styles",
                ),
                P(
                    "hourlyRates",
                    "number_array",
                    "Hourly rates in dollars for the artist’s available session offerings.",
                    enum(100, 125, 150, 185, 225),
                    "hourly rates",
                    "hourly session rates",
                ),
                P(
                    "sessionDeposits",
                    "number_array",
                    "Deposit amounts in dollars accepted for the artist’s available session offerings.",
                    enum(50, 75, 100, 150, 200),
                    "session deposits",
                    "deposit amounts",
                ),
            ),
        ),
        CollectionBlueprint(
            "TattooDesigns",
            "knowledge_base",
            "Tattoo concepts offered by network artists for clients to discuss and book.",
            ("tattoo design", "tattoo designs"),
            (
                P(
                    "designDescription",
                    "searchable_text",
                    "Describes the design’s imagery, style, placement possibilities, and its association with an artist.",
                    prose(126, 176, 148),
                    "design description",
                ),
                P(
                    "designTitle",
                    "filterable_text",
                    "The title clients and artists use to identify the design.",
                    Spec("name", style="design"),
                    "design title",
                    "title",
                ),
                P(
                    "placementSuitabilityFlags",
                    "boolean_array",
                    "Each flag indicates whether a placement considered for the design is suitable.",
                    Spec("bool", share=0.50),
                    "placement suitability flags",
                    "placement flags",
                ),
                P(
                    "sizeEstimatesCm",
                    "number_array",
                    "Estimated dimensions in centimeters for sizes in which the design can be tattooed.",
                    enum(5, 8.5, 12, 18, 25),
                    "size estimates",
                    "estimated sizes in centimeters",
                ),
            ),
        ),
    ),
    31,
    (
        "A client just walked into the studio",
        "I'm planning next month's guest spots",
        "We're updating the network's booking site",
        "I'm helping a first-time client decide",
        "Our front desk is sorting consultations",
        "A regular wants a matching piece",
        "I'm writing the studio newsletter",
        "We're reviewing pricing across the network",
    ),
)

NONPROFITS = EnvBlueprint(
    "nonprofits",
    "Nonprofits",
    "A nonprofit platform coordinating charities, campaigns, and donations.",
    (
        CollectionBlueprint(
            "Charities",
            "knowledge_base",
            "Nonprofit organizations that run fundraising campaigns on the platform.",
            ("charity", "charities"),
            (
                P(
                    "missionDescription",
                    "searchable_text",
                    "Describes the charity’s mission, programs, and communities served.",
                    prose(122, 174, 152),
                    "mission description",
                    "mission",
                ),
                P(
                    "charityName",
                    "filterable_text",
                    "The name by which supporters identify the charity.",
                    Spec("name", style="charity"),
                    "charity name",
                ),
                P(
                    "causeCategory",
                    "filterable_text",
                    "The charity’s primary area of work.",
                    enum("Education", "Environment", "Food Security", "Health", "Housing"),
                    "cause category",
                    "primary area of work",
                ),
                P(
                    "foundingYear",
                    "int",
                    "The year the charity was founded.",
                    Spec("int", lo=1978, hi=2022),
                    "founding year",
                    "year founded",
                ),
                P(
                    "annualOperatingBudgetUsd",
                    "number",
                    "The charity’s annual operating budget in US dollars.",
                    Spec("number", lo=81371.07, hi=11999690.56, decimals=2),
                    "annual operating budget",
                    "operating budget",
                ),
                P(
                    "suggestedDonationAmountsUsd",
                    "number_array",
                    "Donation amounts in US dollars that the charity suggests to supporters.",
                    enum(10, 25, 50, 100, 250),
                    "suggested donation amounts",
                    "suggested donations",
                ),
            ),
        ),
        CollectionBlueprint(
            "Campaigns",
            "knowledge_base",
            "Named fundraising initiatives that explain specific needs and ways to help.",
            ("campaign", "campaigns"),
            (
                P(
                    "campaignStory",
                    "searchable_text",
                    "Explains the need the campaign addresses and the change it seeks to make.",
                    prose(123, 172, 148),
                    "campaign story",
                    "story",
                ),
                P(
                    "impactPlan",
                    "searchable_text",
                    "Describes how campaign funds are expected to produce measurable benefits.",
                    prose(130, 170, 150),
                    "impact plan",
                ),
                P(
                    "campaignTitle",
                    "filterable_text",
                    "The title supporters use to identify the campaign.",
                    Spec("name", style="campaign"),
                    "campaign title",
                    "title",
                ),
                P(
                    "campaignStatus",
                    "filterable_text",
                    "The campaign’s current fundraising status.",
                    enum("Active", "Closed", "Draft", "Funded", "Paused"),
                    "campaign status",
                    "fundraising status",
                ),
                P(
                    "acceptsRecurringGifts",
                    "boolean",
                    "Indicates whether supporters may set up recurring donations to the campaign.",
                    Spec("bool", share=0.50),
                    "accepts recurring gifts",
                    "recurring donations",
                ),
                P(
                    "causeTags",
                    "text_array",
                    "Labels for the causes addressed by the campaign.",
                    enum(
                        "conservation",
                        "food access",
                        "housing stability",
                        "literacy",
                        "public health",
                    ),
                    "cause tags",
                    "cause labels",
                ),
                P(
                    "beneficiaryTags",
                    "text_array",
                    "Labels for the people or communities the campaign aims to help.",
                    enum(
                        "coastal communities",
                        "families",
                        "rural residents",
                        "schoolchildren",
                        "seniors",
                    ),
                    "beneficiary tags",
                    "beneficiary labels",
                ),
            ),
        ),
        CollectionBlueprint(
            "GivingPrograms",
            "knowledge_base",
            "Named donation programs that define how supporters can give across the platform.",
            ("giving program", "giving programs"),
            (
                P(
                    "programDescription",
                    "searchable_text",
                    "Explains the program’s giving approach and intended impact.",
                    prose(124, 168, 146),
                    "program description",
                ),
                P(
                    "programName",
                    "filterable_text",
                    "The name supporters use to identify the giving program.",
                    Spec("name", style="program"),
                    "program name",
                ),
                P(
                    "recurringEnrollmentAvailable",
                    "boolean",
                    "Indicates whether supporters can enroll in repeated giving through the program.",
                    Spec("bool", share=0.50),
                    "recurring enrollment",
                    "repeated giving enrollment",
                ),
                P(
                    "employerMatchEligible",
                    "boolean",
                    "Indicates whether gifts through the program qualify for an employer matching process.",
                    Spec("bool", share=0.49),
                    "employer match eligibility",
                    "employer matching",
                ),
                P(
                    "launchDate",
                    "date",
                    "The date the giving program became available to supporters.",
                    Spec("date", lo="2021-03-16", hi="2025-06-20"),
                    "launch date",
                    "date it became available",
                ),
                P(
                    "suggestedGiftAmountsUsd",
                    "number_array",
                    "Suggested gift amounts in US dollars for this giving program.",
                    enum(5, 15, 30, 75, 150),
                    "suggested gift amounts",
                    "suggested gifts",
                ),
            ),
        ),
        CollectionBlueprint(
            "Donations",
            "transactional",
            "Individual donation transactions made to named fundraising campaigns.",
            ("donation", "donations"),
            (
                P(
                    "donorMessage",
                    "searchable_text",
                    "Records the donor’s optional message about the reason for giving.",
                    prose(105, 160, 137),
                    "donor message",
                ),
                P(
                    "processingNotes",
                    "searchable_text",
                    "Records relevant context about processing or acknowledging the donation.",
                    prose(95, 147, 124),
                    "processing notes",
                ),
                P(
                    "donationCode",
                    "filterable_text",
                    "The short code a supporter or administrator uses to identify the donation.",
                    Spec("code", prefix="DON"),
                    "donation code",
                ),
                P(
                    "campaignTitle",
                    "filterable_text",
                    "The title of the campaign receiving the donation.",
                    Spec("ref", ref="Campaigns", distinct=430),
                    "campaign title",
                    "receiving campaign",
                ),
                P(
                    "totalAmountUsd",
                    "number",
                    "The total amount charged for the donation in US dollars.",
                    Spec("number", lo=10.13, hi=499.81, decimals=2),
                    "total amount",
                    "amount charged",
                ),
                P(
                    "allocationAmountsUsd",
                    "number_array",
                    "The amounts in US dollars allocated to the donation’s recorded funding portions.",
                    enum(5, 10, 25, 50, 100),
                    "allocation amounts",
                    "allocated amounts",
                ),
            ),
        ),
    ),
    23,
    (
        "I'm drafting the quarterly donor newsletter",
        "Our grants committee meets on Friday",
        "A board member asked me for numbers",
        "I'm reconciling this month's gifts",
        "We're planning the year-end appeal",
        "A volunteer is preparing thank-you calls",
        "I'm updating our impact dashboard",
        "The finance team flagged a few records",
    ),
)

SURF = EnvBlueprint(
    "surf-schools",
    "Surf Schools",
    "A surf school managing beaches, instructors, and lesson bookings.",
    (
        CollectionBlueprint(
            "SurfBeaches",
            "knowledge_base",
            "Persistent beach locations used by the surf school for instruction.",
            ("beach", "beaches"),
            (
                P(
                    "waveConditions",
                    "searchable_text",
                    "Describes the beach's typical wave behavior and suitable conditions.",
                    prose(123, 170, 152),
                    "wave conditions",
                ),
                P(
                    "shoreAccess",
                    "searchable_text",
                    "Describes access to the water and facilities near the beach.",
                    prose(130, 172, 152),
                    "shore access",
                ),
                P(
                    "safetyConsiderations",
                    "searchable_text",
                    "Describes recurring hazards and safety considerations at the beach.",
                    prose(125, 171, 147),
                    "safety considerations",
                ),
                P(
                    "beachName",
                    "filterable_text",
                    "The beach's human-readable name.",
                    Spec("name", style="beach"),
                    "beach name",
                ),
                P(
                    "coastalArea",
                    "filterable_text",
                    "The coastal area containing the beach.",
                    enum(
                        "East Peninsula", "Harbor Coast", "North Shore", "South Coast", "West Bay"
                    ),
                    "coastal area",
                    "stretch of coast",
                ),
                P(
                    "suitableAges",
                    "int_array",
                    "Ages for which the beach is generally suitable for supervised surf instruction.",
                    enum(8, 12, 16, 25, 40),
                    "suitable ages",
                    "ages it suits",
                ),
                P(
                    "typicalWaveHeightsMeters",
                    "number_array",
                    "Representative wave heights in meters under commonly encountered conditions.",
                    enum(0.3, 0.6, 0.9, 1.2, 1.8),
                    "typical wave heights",
                    "wave heights in meters",
                ),
            ),
        ),
        CollectionBlueprint(
            "SurfInstructors",
            "knowledge_base",
            "Instructors employed by the surf school to teach lessons.",
            ("instructor", "instructors"),
            (
                P(
                    "teachingApproach",
                    "searchable_text",
                    "Describes the instructor's teaching strengths and approach.",
                    prose(127, 170, 148),
                    "teaching approach",
                ),
                P(
                    "instructorName",
                    "filterable_text",
                    "The instructor's human-readable name.",
                    Spec("name", style="person"),
                    "instructor name",
                ),
                P(
                    "hireDate",
                    "date",
                    "The date the instructor joined the surf school.",
                    Spec("date", lo="2017-03-15", hi="2023-04-09"),
                    "hire date",
                    "date they joined the school",
                ),
                P(
                    "certificationExpiryDate",
                    "date",
                    "The expiry date of the instructor's current surf instruction certification.",
                    Spec("date", lo="2027-01-31", hi="2029-02-28"),
                    "certification expiry date",
                    "certification expiry",
                ),
                P(
                    "teachingSpecialties",
                    "text_array",
                    "Types of surf instruction the instructor specializes in.",
                    enum(
                        "adaptive surfing", "beginners", "children", "longboarding", "wave reading"
                    ),
                    "teaching specialties",
                    "specialties",
                ),
                P(
                    "studentAgeGroups",
                    "int_array",
                    "Ages of students the instructor is qualified to teach.",
                    enum(8, 12, 16, 25, 40),
                    "student age groups",
                    "student ages",
                ),
            ),
        ),
        CollectionBlueprint(
            "LessonPrograms",
            "knowledge_base",
            "Persistent lesson offerings that define the surf school's instructional programs.",
            ("lesson program", "lesson programs"),
            (
                P(
                    "curriculum",
                    "searchable_text",
                    "Describes the surfing skills and concepts taught in the program.",
                    prose(124, 169, 149),
                    "curriculum",
                ),
                P(
                    "equipmentGuidance",
                    "searchable_text",
                    "Describes the boards and other equipment suited to the program.",
                    prose(124, 175, 150),
                    "equipment guidance",
                ),
                P(
                    "programTitle",
                    "filterable_text",
                    "The lesson program's human-readable title.",
                    Spec("name", style="lesson"),
                    "program title",
                    "title",
                ),
                P(
                    "durationMinutes",
                    "int",
                    "The length in minutes of a standard lesson in the program.",
                    Spec("int", lo=60, hi=150),
                    "duration in minutes",
                    "lesson length",
                ),
                P(
                    "maximumStudents",
                    "int",
                    "The maximum number of students permitted in a lesson.",
                    Spec("int", lo=1, hi=8),
                    "maximum students",
                    "class size limit",
                ),
                P(
                    "packagePrices",
                    "number_array",
                    "Prices in dollars for the program's available lesson packages.",
                    enum(65, 95, 180, 275, 420),
                    "package prices",
                    "lesson package prices",
                ),
                P(
                    "seasonAvailabilityDates",
                    "date_array",
                    "Published dates on which the program is offered during the current season.",
                    enum("2027-04-03", "2027-05-15", "2027-07-10", "2027-09-04"),
                    "season availability dates",
                    "offered dates",
                ),
            ),
        ),
        CollectionBlueprint(
            "SurfEquipment",
            "knowledge_base",
            "Reusable surfboards and other named equipment assets maintained by the surf school.",
            ("equipment asset", "equipment assets"),
            (
                P(
                    "equipmentDescription",
                    "searchable_text",
                    "Describes the asset's construction, handling characteristics, and intended use.",
                    prose(110, 170, 143),
                    "equipment description",
                ),
                P(
                    "assetName",
                    "filterable_text",
                    "The equipment asset's human-readable name.",
                    Spec("name", style="asset"),
                    "asset name",
                ),
                P(
                    "equipmentCategory",
                    "filterable_text",
                    "The asset's equipment category.",
                    enum("Bodyboard", "Fin Set", "Leash", "Surfboard", "Wetsuit"),
                    "equipment category",
                    "category",
                ),
                P(
                    "replacementCost",
                    "number",
                    "The estimated replacement cost of the asset in dollars.",
                    Spec("number", lo=25.18, hi=649.18, decimals=2),
                    "replacement cost",
                    "cost to replace",
                ),
                P(
                    "weightKilograms",
                    "number",
                    "The asset's weight in kilograms.",
                    Spec("number", lo=0.2, hi=6.5, decimals=2),
                    "weight in kilograms",
                    "weight",
                ),
                P(
                    "skillLevelTags",
                    "text_array",
                    "Surfer skill levels for which the asset is suitable.",
                    enum("advanced", "beginner", "first-timer", "intermediate"),
                    "skill level tags",
                    "skill levels",
                ),
                P(
                    "materialTags",
                    "text_array",
                    "Materials used in the asset's construction.",
                    enum("epoxy", "fiberglass", "foam", "neoprene", "nylon"),
                    "material tags",
                    "materials",
                ),
                P(
                    "careTags",
                    "text_array",
                    "Handling and care requirements applicable to the asset.",
                    enum(
                        "fin inspection",
                        "freshwater rinse",
                        "shade storage",
                        "wax removal",
                        "zipper care",
                    ),
                    "care tags",
                    "care requirements",
                ),
                P(
                    "inspectionChecks",
                    "boolean_array",
                    "Each flag indicates whether an independently recorded equipment inspection check passed.",
                    Spec("bool", share=0.51),
                    "inspection checks",
                    "inspection check flags",
                ),
                P(
                    "plannedMaintenanceDates",
                    "date_array",
                    "Dates planned for preventive maintenance of the asset.",
                    enum("2027-03-01", "2027-05-01", "2027-07-01", "2027-09-01"),
                    "planned maintenance dates",
                    "maintenance dates",
                ),
            ),
        ),
    ),
    17,
    (
        "I'm building next week's lesson roster",
        "A parent called asking about lessons",
        "We're restocking the gear shed",
        "I'm planning the summer season",
        "Our head coach wants a quick overview",
        "A school group wants to book in spring",
        "I'm reviewing our safety briefings",
        "We're onboarding two new coaches",
    ),
)

CHILDCARE = EnvBlueprint(
    "childcare",
    "Childcare",
    "A childcare service coordinating daycare centers, staff, and enrollments.",
    (
        CollectionBlueprint(
            "DaycareCenters",
            "knowledge_base",
            "DaycareCenters holds the service's named childcare locations and their programs.",
            ("daycare center", "daycare centers"),
            (
                P(
                    "programDescription",
                    "searchable_text",
                    "Describes a center's learning activities, care approach, and facilities.",
                    prose(116, 167, 144),
                    "program description",
                ),
                P(
                    "centerName",
                    "filterable_text",
                    "The name families and staff use to identify the center.",
                    Spec("name", style="center"),
                    "center name",
                ),
                P(
                    "acceptingEnrollments",
                    "boolean",
                    "Indicates whether the center is accepting new enrollment requests.",
                    Spec("bool", share=0.47),
                    "accepting enrollments",
                    "open to new enrollments",
                ),
                P(
                    "providesMeals",
                    "boolean",
                    "Indicates whether the center provides meals during care.",
                    Spec("bool", share=0.51),
                    "provides meals",
                    "meal service",
                ),
                P(
                    "ageGroups",
                    "text_array",
                    "Lists the age groups served by the center.",
                    enum("infants", "pre-K", "preschoolers", "toddlers"),
                    "age groups",
                    "age groups served",
                ),
                P(
                    "programFeatures",
                    "text_array",
                    "Lists features offered as part of the center's programs.",
                    enum("bilingual activities", "music", "outdoor play", "sensory play"),
                    "program features",
                    "features",
                ),
                P(
                    "supportedLanguages",
                    "text_array",
                    "Lists languages supported in the center's daily communication.",
                    enum("English", "French", "Mandarin", "Spanish"),
                    "supported languages",
                    "languages",
                ),
                P(
                    "accessibilityFeatureChecks",
                    "boolean_array",
                    "Each flag indicates whether an assessed accessibility feature is available at the center.",
                    Spec("bool", share=0.50),
                    "accessibility feature checks",
                    "accessibility flags",
                ),
                P(
                    "plannedClosureDates",
                    "date_array",
                    "Lists dates when the center plans to close for holidays or staff development.",
                    enum("2026-11-26", "2026-11-27", "2026-12-25", "2027-01-01"),
                    "planned closure dates",
                    "closure dates",
                ),
            ),
        ),
        CollectionBlueprint(
            "ChildcareStaff",
            "knowledge_base",
            "ChildcareStaff holds named caregivers and educators available to work across the service.",
            ("staff member", "staff members"),
            (
                P(
                    "careExperience",
                    "searchable_text",
                    "Describes a staff member's childcare experience and teaching strengths.",
                    prose(120, 171, 143),
                    "care experience",
                ),
                P(
                    "staffName",
                    "filterable_text",
                    "The name used to identify the staff member.",
                    Spec("name", style="person"),
                    "staff name",
                    "name",
                ),
                P(
                    "yearsOfExperience",
                    "int",
                    "The number of completed years the staff member has worked in childcare.",
                    Spec("int", lo=1, hi=22),
                    "years of experience",
                    "years in childcare",
                ),
                P(
                    "qualifications",
                    "text_array",
                    "Lists the staff member's childcare qualifications and training.",
                    enum(
                        "CPR",
                        "early childhood diploma",
                        "first aid",
                        "food safety",
                        "special education training",
                    ),
                    "qualifications",
                    "training",
                ),
                P(
                    "openingShiftChecks",
                    "boolean_array",
                    "Each flag indicates whether the staff member is available for an assessed opening shift.",
                    Spec("bool", share=0.50),
                    "opening shift checks",
                    "opening shift availability",
                ),
                P(
                    "closingShiftChecks",
                    "boolean_array",
                    "Each flag indicates whether the staff member is available for an assessed closing shift.",
                    Spec("bool", share=0.51),
                    "closing shift checks",
                    "closing shift availability",
                ),
                P(
                    "substituteShiftChecks",
                    "boolean_array",
                    "Each flag indicates whether the staff member is willing to cover an assessed substitute shift.",
                    Spec("bool", share=0.49),
                    "substitute shift checks",
                    "substitute shift willingness",
                ),
                P(
                    "preferredWeeklyHours",
                    "int_array",
                    "Lists weekly hour totals the staff member is willing to work.",
                    enum(16, 24, 30, 35, 40),
                    "preferred weekly hours",
                    "weekly hours",
                ),
            ),
        ),
        CollectionBlueprint(
            "ChildEnrollments",
            "transactional",
            "ChildEnrollments records each child's enrollment at a daycare center.",
            ("enrollment", "enrollments"),
            (
                P(
                    "enrollmentCode",
                    "filterable_text",
                    "The short code used to identify and discuss an enrollment record.",
                    Spec("code", prefix="ENR"),
                    "enrollment code",
                ),
                P(
                    "centerName",
                    "filterable_text",
                    "The name of the daycare center where the child is enrolled.",
                    Spec("ref", ref="DaycareCenters", distinct=440),
                    "center name",
                    "daycare center",
                ),
                P(
                    "childAgeMonths",
                    "int",
                    "The child's age in completed months when the enrollment begins.",
                    Spec("int", lo=6, hi=60),
                    "child's age in months",
                    "age in months",
                ),
                P(
                    "startDate",
                    "date",
                    "The date the child's care at the center begins.",
                    Spec("date", lo="2026-10-12", hi="2027-03-15"),
                    "start date",
                    "care start date",
                ),
            ),
        ),
    ),
    13,
    (
        "A family emailed asking about care",
        "I'm staffing next month's schedule",
        "Our licensing review is coming up",
        "I'm preparing the enrollment report",
        "The regional director asked for a summary",
        "A new parent is touring centers this week",
        "I'm planning holiday coverage",
        "We're updating the family handbook",
    ),
)

BLUEPRINTS: dict[str, EnvBlueprint] = {
    b.id: b for b in (TRANSIT, TATTOO, NONPROFITS, SURF, CHILDCARE)
}


def blueprint(env_id: str) -> EnvBlueprint:
    """The blueprint of one environment; KeyError naming the known ids otherwise."""
    if env_id not in BLUEPRINTS:
        raise KeyError(f"unknown environment {env_id!r}; known: {', '.join(BLUEPRINTS)}")
    return BLUEPRINTS[env_id]


def environment(env_id: str) -> Environment:
    """The schema.json Environment of one blueprint."""
    b = blueprint(env_id)
    cols = []
    for c in b.collections:
        props = [
            Property(
                name=p.name,
                type=p.type,  # type: ignore[arg-type]
                description=p.description,
                is_identifier=p.role == "identifier",
                references=p.spec.ref or None,
            )
            for p in c.properties
        ]
        cols.append(
            Collection(name=c.name, kind=c.kind, description=c.description, properties=props)
        )  # type: ignore[arg-type]
    return Environment(id=b.id, name=b.name, description=b.description, collections=cols)
