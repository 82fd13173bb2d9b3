"""Documents written as a system of record would write them: each describes its record through
the concrete things of its topic (the topic's lexicon), never through the topic's label.

Why: search relevance must be known exactly (a document is relevant to the topics it was
written from, `gymkit.generate.topics`), yet a search must be as hard as in the published gym:
the label's words are neither necessary nor sufficient. So each document
- draws its topic sentences from a grammar (subjects x predicates, frames, leads naming the
  environment's places and people) filled with lexicon terms, large enough that no sentence
  (digits masked) repeats across more than a few documents;
- states its record's own values (`FACTS`), so prose stays consistent with the record;
- cites other records where the card says so (`CITES` in objects.py);
- sometimes names another topic's label in passing ("Riders looking for X are pointed to a
  different line"), so a label match is not relevance; and sometimes is about two topics;
- hits its exact word count (the card's ranges) by fitting its last sentence's terms.
Every sentence carries a topic term, a record value, a citation or a named place or person.
"""

from __future__ import annotations

import random
import re
import string
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from gymkit.engine.search import tokenize
from gymkit.generate.topics import topics_of

try:  # the document loop compiled (gymkit/generate/_prose_c.c; built by `pip install -e .`)
    from gymkit.generate import _prose_c
except ImportError:  # no C compiler at install: the same documents, from the Python loop
    _prose_c = None

# Shares of documents (fixed here so a seed's output never changes without a code change).
PASSING_SHARE = 0.12  # documents naming another topic's label in passing
PLACE_SHARE = 0.7  # documents with a sentence led by a named place or person
MIN_CLOSE, MAX_CLOSE = 6, 16  # the last fitted sentence's length range, in words


@dataclass(frozen=True)
class Voice:
    """How one property's documents speak (see VOICES)."""

    subjects: tuple[str, ...]
    predicates: tuple[str, ...]
    frames: tuple[str, ...]
    leads: tuple[str, ...]
    values: tuple[str, ...]
    passing: tuple[str, ...]
    citations: tuple[str, ...] = ()


# ---- the world of each environment: places and people a record of it may name ---------------

PLACES = {
    "public-transit": (
        "Quarry Lane",
        "Tanner Street",
        "Old Mill Road",
        "Cobbler's Row",
        "Eastgate",
        "Riverside Flats",
        "Station Square",
        "Bellfounder Avenue",
        "the Ropewalk",
        "Northcote",
        "Saltmarket",
        "Pottery Hill",
        "Greyfriars Road",
        "Canal Basin",
        "Union Crossing",
        "Westmead",
        "the Old Tollgate",
        "Chandler Place",
        "Fairholme",
        "Brickfield Road",
    ),
    "tattoo-studios": (
        "the Canal Street studio",
        "the Northgate studio",
        "the Old Town studio",
        "the Harbor Lane studio",
        "the Market Row studio",
        "the Riverside studio",
        "the Foundry Yard studio",
        "the Eastside studio",
        "the Station Road studio",
        "the Arcade studio",
    ),
    "nonprofits": (
        "Millbrook",
        "Ashcombe Valley",
        "the Eastside",
        "Low Harbor",
        "Kettle Flats",
        "Cedar Rise",
        "the Old Quarter",
        "Stonebridge",
        "Marlow Heights",
        "Fernhill",
        "the river wards",
        "Copperton",
        "Southgate",
        "Greenlaw",
        "the north end",
    ),
    "surf-schools": (
        "Pelican Point",
        "Gannet Rocks",
        "the north jetty",
        "Lookout Hill",
        "Seal Cove",
        "the old slipway",
        "Sandpiper Bay",
        "the surf club",
        "Shell Reef",
        "the river mouth",
        "Signal Head",
        "the south groyne",
    ),
    "childcare": (
        "Larkspur Park",
        "the Elm Street library",
        "Maple Green",
        "the community pool",
        "Foxglove Gardens",
        "the Quarry Road playground",
        "Hazel Common",
        "the town farm",
        "the Baker Street clinic",
        "Orchard Hill",
    ),
}

PEOPLE = (
    "Agnes",
    "Basil",
    "Cora",
    "Desmond",
    "Edith",
    "Felix",
    "Gideon",
    "Harriet",
    "Imogen",
    "Jasper",
    "Lionel",
    "Mabel",
    "Nigel",
    "Opal",
    "Percy",
    "Rosalind",
    "Silas",
    "Tobias",
    "Ursula",
    "Wendell",
    "Beatrix",
    "Clement",
    "Dorothea",
    "Ezra",
    "Florence",
    "Horace",
)

ROLES = {
    "public-transit": (
        "the depot supervisor",
        "a veteran driver",
        "the route planner",
        "a dispatcher",
    ),
    "tattoo-studios": (
        "the studio manager",
        "a longtime client",
        "the front-desk lead",
        "an apprentice",
    ),
    "nonprofits": (
        "the program director",
        "a longtime volunteer",
        "the board treasurer",
        "a field coordinator",
    ),
    "surf-schools": ("the head coach", "a lifeguard", "the school's owner", "a senior instructor"),
    "childcare": (
        "the center director",
        "a lead teacher",
        "a parent volunteer",
        "the family liaison",
    ),
}


# ---- voices: how each property's documents speak ----------------------------------------------
# subjects + predicates (3rd person singular unless the voice says otherwise), whole frames,
# leads that open a sentence, value sentences (fields from FACTS), passing mentions of another
# topic's label ({w}), and citations ({cite}) where the card says documents cite records.

VOICES: dict[str, Voice] = {
    "TransitRoutes.routeDescription": Voice(
        subjects=(
            "The route",
            "This route",
            "The line",
            "The corridor",
            "The service",
            "Each trip",
        ),
        predicates=(
            "runs past {x}",
            "stops close to {x}",
            "serves {x}",
            "links {x} with {y}",
            "loops around {x} before heading back",
            "climbs toward {x}",
            "passes {x} and {y}",
            "carries riders bound for {x}",
            "ends its run at {x}",
            "makes a timed stop at {x}",
            "was rerouted to reach {x}",
            "picks up near {x}",
            "swings by {x} on the way to {y}",
            "keeps a short layover at {x}",
            "covers the stretch between {x} and {y}",
        ),
        frames=(
            "Most boardings happen near {x}.",
            "Riders heading to {x} make up much of the load.",
            "A shelter stands outside {x}.",
            "Timetables are built around {x}.",
            "Drivers know the stop at {x} by name.",
            "Trips fill up at {x} and empty at {y}.",
            "The busiest stretch runs from {x} to {y}.",
            "Signs at {x} show the next departure.",
            "Regular riders include {x}.",
            "The stop by {x} was moved closer last year.",
            "Extra trips were added for {x}.",
            "Complaints mention crowding near {x}.",
            "Connections to {x} are timed within a few minutes.",
        ),
        leads=(
            "On weekday mornings",
            "Since the last timetable change",
            "In the evening",
            "Near {place}",
            "Beyond {place}",
            "According to {person}, {role}",
            "On the inbound run",
            "After {place}",
            "On weekends",
        ),
        values=(
            "Scheduled departures leave at {hours}, and stop positions {stops} serve {x}.",
            "Departures at {hours} carry riders toward {x}.",
            "Stop positions {stops} are the ones closest to {x}.",
            "The timetable lists departures at {hours} for riders headed to {x}.",
            "Buses leave at {hours}; the stops at positions {stops} are the nearest to {x}.",
            "Riders for {x} use stop positions {stops}.",
            "The first and busiest departures, at {hours}, are timed for {x}.",
        ),
        passing=(
            "Riders looking for {w} are pointed to a different line.",
            "Despite an old brochure, the route has little to do with {w}.",
            "A request to extend the line for {w} was turned down.",
            "Unlike the lines known for {w}, this one keeps to its own corridor.",
            "Planners considered adding {w} but dropped the idea.",
        ),
    ),
    "TattooArtists.artistProfile": Voice(
        subjects=("The artist", "This artist", "The tattooist", "This tattooist"),
        predicates=(
            "is known for {x}",
            "often works on {x}",
            "builds sessions around {x}",
            "brings {x} to every consultation",
            "keeps a portfolio full of {x}",
            "combines {x} with {y}",
            "talks clients through {x}",
            "is booked months ahead for {x}",
            "learned {x} during an apprenticeship",
            "returns again and again to {x}",
            "pairs {x} with {y}",
            "has a steady following for {x}",
        ),
        frames=(
            "Clients ask for {x} more than anything else.",
            "The portfolio opens with {x}.",
            "Recent bookings lean toward {x} and {y}.",
            "Reviews single out {x}.",
            "Sketchbooks on the counter are full of {x}.",
            "Walk-in requests for {x} are welcome.",
            "A wall of the booth is covered in {x}.",
            "Consultations often start with {x}.",
            "Guest spots abroad were spent on {x}.",
            "Most repeat clients come back for {x}.",
            "The waiting list is mostly people hoping for {x}.",
        ),
        leads=(
            "At {place}",
            "In recent years",
            "Since joining the network",
            "For most sessions",
            "According to {person}, {role}",
            "Between bookings",
            "When a client is unsure",
        ),
        values=(
            "With {years} years of tattooing behind them, the artist offers {specialties} work and {x}.",
            "The artist has tattooed for {years} years, with {specialties} among their styles and {x} as a favorite.",
            "Specialties on file are {specialties}, alongside {x}.",
            "Hourly rates of {rates} apply to {x}, with deposits of {deposits}.",
            "After {years} years in the trade, they still take on {x}.",
            "Sessions for {x} are billed at {rates} an hour; a deposit of {deposits} holds the date.",
        ),
        passing=(
            "Clients asking for {w} are referred to a colleague.",
            "They rarely take on {w}.",
            "A request for {w} was once turned down as outside their range.",
            "Despite the portfolio's first page, their work is not about {w}.",
        ),
    ),
    "TattooDesigns.designDescription": Voice(
        subjects=("The design", "This piece", "The composition", "The drawing", "The flash sheet"),
        predicates=(
            "shows {x}",
            "centers on {x}",
            "frames {x} with {y}",
            "sets {x} against {y}",
            "places {x} at its center",
            "surrounds {x} with fine detail",
            "layers {x} over {y}",
            "uses {x} as its main image",
            "balances {x} with {y}",
            "includes {x} near the edge",
            "works {x} into the linework",
            "is built around {x}",
        ),
        frames=(
            "At its center sits {x}.",
            "The upper half is filled with {x}.",
            "Below it, the lines trace {x}.",
            "Shading picks out {x}.",
            "The outline traces {x}.",
            "A border of {x} closes it.",
            "Clients often ask to add {x}.",
            "The lower half holds {x} and {y}.",
            "Fine lines render {x}.",
            "Negative space separates {x} from {y}.",
            "The stencil marks {x} first.",
        ),
        leads=(
            "On the forearm",
            "Across the shoulder blade",
            "In the larger version",
            "On a calf",
            "When sized down",
            "In color",
            "In black and gray",
            "According to {person}, {role}",
        ),
        values=(
            "It can be tattooed at roughly {sizes} centimeters without losing {x}.",
            "Sizes of {sizes} centimeters keep {x} readable.",
            "At {sizes} centimeters, the detail in {x} holds up.",
            "With {x} as its subject, the design is offered at {sizes} centimeters.",
            "Estimated sizes are {sizes} centimeters, which suits {x}.",
        ),
        passing=(
            "It is sometimes confused with designs of {w}, but shares little with them.",
            "A client once asked to add {w}, which the artist declined.",
            "It has nothing to do with {w}, despite its title.",
            "The studio files it apart from {w}.",
        ),
        citations=(
            "It was drawn by {cite}, who keeps the original sketch on file.",
            "The design is associated with {cite}, who adapts it to each client.",
            "{cite} developed the linework and offers it for booking.",
            "Bookings for it go through {cite}.",
            "{cite} drew it after a request for {x}.",
            "The original sketch by {cite} shows {x}.",
        ),
    ),
    "Charities.missionDescription": Voice(
        subjects=("The charity", "The organization", "Its team", "The group", "Its volunteers"),
        predicates=(
            "runs {x}",
            "funds {x}",
            "organizes {x} for local families",
            "started with {x}",
            "depends on {x}",
            "expanded {x} last year",
            "partners with schools on {x}",
            "combines {x} with {y}",
            "reports on {x} to its members",
            "trains volunteers in {x}",
            "raises money for {x}",
            "coordinates {x} and {y}",
        ),
        frames=(
            "Most of its budget goes to {x}.",
            "Volunteers spend their weekends on {x}.",
            "Its annual report leads with {x}.",
            "The work began with {x}.",
            "Demand for {x} keeps growing.",
            "Grants cover {x} and {y}.",
            "Local partners help with {x}.",
            "Supporters hear most about {x}.",
            "A waiting list exists for {x}.",
            "New sites added {x} this year.",
        ),
        leads=(
            "In {place}",
            "Across {place}",
            "Since its early days",
            "Every week",
            "According to {person}, {role}",
            "During the winter",
            "With new funding",
        ),
        values=(
            "Its primary area of work is {cause}, and it has offered {x} since {year}.",
            "Founded in {year}, it works in {cause}, starting with {x}.",
            "It has worked in {cause} since {year}, with {x} at the heart of it.",
            "Registered under {cause}, it was founded in {year} to provide {x}.",
            "Since {year}, its {cause} work has centered on {x}.",
            "The charity, founded in {year}, lists {cause} as its field and suggests gifts of {gifts} for {x}.",
        ),
        passing=(
            "It does not run {w}, leaving that to other groups.",
            "Supporters sometimes assume it works on {w}, but it does not.",
            "An early plan for {w} was dropped.",
            "Unlike charities focused on {w}, it keeps to its own field.",
        ),
    ),
}

VOICES.update(
    {
        "Campaigns.campaignStory": Voice(
            subjects=("The campaign", "This appeal", "The effort", "The fundraiser"),
            predicates=(
                "began after {x}",
                "responds to {x}",
                "tells the story of {x}",
                "asks supporters to help with {x}",
                "grew out of {x}",
                "names {x} as the need",
                "was started by neighbors worried about {x}",
                "links {x} with {y}",
                "describes {x} and {y}",
                "wants to put an end to {x}",
            ),
            frames=(
                "It all started with {x}.",
                "Neighbors first noticed {x}.",
                "Photos sent to supporters show {x}.",
                "For months, {x} went unaddressed.",
                "Local news covered {x}.",
                "The hardest part has been {x}.",
                "Families spoke about {x} and {y}.",
                "Nobody expected {x}.",
                "The need is plain: {x}.",
                "Letters from residents describe {x}.",
                "Each week brings more {x}.",
            ),
            leads=(
                "In {place}",
                "Last winter",
                "Over the past year",
                "Since the spring",
                "According to {person}, {role}",
                "Before the appeal",
                "For many households",
            ),
            values=(
                "The campaign addresses {causes} for {beneficiaries}, beginning with {x}.",
                "Its causes are {causes}, and it aims to help {beneficiaries} faced with {x}.",
                "Tagged for {causes}, it focuses on {beneficiaries} affected by {x}.",
                "For {beneficiaries}, {x} is the daily reality.",
                "It is listed under {causes}, with {beneficiaries} as the people {x} affects.",
            ),
            passing=(
                "It is not a campaign about {w}, though it is sometimes listed near one.",
                "Some supporters mistook it for an appeal about {w}.",
                "A separate campaign covers {w}.",
                "Organizers decided against adding {w} to the appeal.",
            ),
        ),
        "Campaigns.impactPlan": Voice(
            subjects=("The plan", "The campaign", "Its impact plan", "The team"),
            predicates=(
                "tracks {x}",
                "measures progress through {x}",
                "reports {x} to donors",
                "sets targets for {x}",
                "commits to {x}",
                "compares {x} with {y}",
                "budgets for {x}",
                "counts {x} every quarter",
                "relies on {x} to show results",
                "pairs {x} with {y}",
            ),
            frames=(
                "Success will be judged by {x}.",
                "Funds go first to {x}.",
                "Donors will see {x} in each update.",
                "The first milestone is {x}.",
                "Targets are set for {x} and {y}.",
                "Staff will record {x}.",
                "The baseline covers {x}.",
                "Every dollar is tied to {x}.",
                "An evaluator will review {x}.",
                "Results will be shown as {x}.",
            ),
            leads=(
                "In the first phase",
                "By the end of the year",
                "Each quarter",
                "From the outset",
                "According to {person}, {role}",
                "In {place}",
                "Once funded",
            ),
            values=(
                "The campaign is currently {status}, and it {recurring} toward {x}.",
                "With the campaign {status}, the plan still tracks {x}.",
                "Its status is {status}; it {recurring}, and reports {x}.",
                "While {status}, the team keeps reporting {x}.",
                "The campaign {recurring}, which helps fund {x}.",
            ),
            passing=(
                "The plan does not measure {w}.",
                "An earlier draft mentioned {w}, which was removed.",
                "Unlike plans built on {w}, it tracks its own measures.",
                "Donors asking about {w} are referred to another campaign.",
            ),
        ),
        "GivingPrograms.programDescription": Voice(
            subjects=("The program", "This program", "It", "The giving program"),
            predicates=(
                "works through {x}",
                "invites supporters into {x}",
                "is built on {x}",
                "turns {x} into steady support",
                "pairs {x} with {y}",
                "offers {x}",
                "relies on {x}",
                "grew out of {x}",
                "encourages {x}",
                "makes room for {x} and {y}",
            ),
            frames=(
                "Supporters join through {x}.",
                "Most gifts arrive as {x}.",
                "The sign-up page explains {x}.",
                "Members talk about {x}.",
                "Staff set up {x} for new supporters.",
                "The welcome pack covers {x} and {y}.",
                "Questions usually concern {x}.",
                "Reports show growth in {x}.",
                "Newcomers are introduced to {x}.",
                "The model is simple: {x}.",
            ),
            leads=(
                "Since its launch",
                "For new supporters",
                "In {place}",
                "Each year",
                "According to {person}, {role}",
                "In practice",
                "Over time",
            ),
            values=(
                "Suggested gifts include {gifts}, usually through {x}.",
                "Launched on {launch}, it suggests gifts of {gifts} and introduced {x}.",
                "It {recurring_p} and {match}; most supporters know it for {x}.",
                "Gifts of {gifts} are suggested, often through {x}.",
                "Since {launch}, supporters have given through {x}.",
                "It suggests {gifts}; it {match} and explains {x}.",
            ),
            passing=(
                "It does not offer {w}.",
                "Supporters looking for {w} are directed to a different program.",
                "It is sometimes confused with {w}, though it works differently.",
                "An option for {w} was considered and dropped.",
            ),
        ),
        "Donations.donorMessage": Voice(
            subjects=("I", "My family and I", "We"),
            predicates=(
                "keep thinking about {x}",
                "give because of {x}",
                "remember {x}",
                "wanted to honor {x}",
                "think of {x} and {y}",
                "talked about {x} before giving",
                "could not stop thinking about {x}",
                "owe a lot to {x}",
                "give every year for {x}",
                "hope this helps with {x}",
            ),
            frames=(
                "This gift is about {x}.",
                "Honestly, what moved me was {x}.",
                "Please know how much I care about {x}.",
                "It comes down to {x}.",
                "When I heard about {x}, I wanted to help.",
                "The reason for this gift is {x}.",
                "Every time I see {x}, I think of {y}.",
                "My kids know about {x}.",
                "Thank you for thinking of {x}.",
                "I keep coming back to {x} and {y}.",
            ),
            leads=(
                "This year",
                "Today",
                "After a long week",
                "Once again",
                "Thanks to {person}",
                "Living in {place}",
                "As always",
            ),
            values=(
                "The {amount} is for {x}.",
                "I am sending {amount} because of {x}.",
                "Please put the {amount} wherever {x} matters most.",
                "It is {amount} this time, for {x}.",
                "I chose {amount} with {x} in mind.",
            ),
            passing=(
                "My sister's gift was about {w}; mine is not.",
                "I know others give for {w}, but that is not my reason.",
                "This is not about {w}.",
                "A friend asked whether this was about {w}, and it is not.",
            ),
        ),
        "Donations.processingNotes": Voice(
            subjects=("Staff", "The gift officer", "Finance", "The processing team", "A reviewer"),
            predicates=(
                "noted {x}",
                "logged {x} in the donor record",
                "flagged {x} for review",
                "confirmed {x}",
                "recorded {x} and {y}",
                "followed up on {x}",
                "checked {x} before closing the entry",
                "attached {x} to the file",
                "resolved {x}",
                "marked {x} as done",
            ),
            frames=(
                "The file shows {x}.",
                "Entry updated: {x}.",
                "Follow-up: {x}.",
                "A second entry records {x}.",
                "The batch report lists {x} and {y}.",
                "Recorded the same day: {x}.",
                "The checklist shows {x}.",
                "Notes mention {x}.",
                "The case was opened for {x}.",
                "Last action: {x}.",
            ),
            leads=(
                "On intake",
                "Before the batch closed",
                "During reconciliation",
                "The next morning",
                "Per {person}, {role}",
                "At month end",
                "After review",
            ),
            values=(
                "The gift of {amount} was split into {allocations} after {x}.",
                "Amount received: {amount}, allocated as {allocations}; see {x}.",
                "Allocations of {allocations} were applied after {x}.",
                "The {amount} charge was reviewed along with {x}.",
                "Portions of {allocations} were recorded for the {amount} gift, with {x} noted.",
            ),
            passing=(
                "No {w} step applied to this gift.",
                "The {w} checklist item was marked not applicable.",
                "Unlike the earlier case of {w}, nothing further was needed.",
                "A query about {w} turned out to concern another donor.",
            ),
            citations=(
                "The gift was recorded for the {cite} campaign.",
                "Staff matched the gift to {cite} before acknowledging it.",
                "This donation supports {cite} as the donor requested.",
                "Credited to {cite}.",
                "The {cite} campaign received the gift after {x}.",
                "Posted to {cite} once {x} was settled.",
            ),
        ),
    }
)

VOICES.update(
    {
        "SurfBeaches.waveConditions": Voice(
            subjects=("The beach", "This beach", "The break", "The lineup", "The bay"),
            predicates=(
                "is known for {x}",
                "offers {x}",
                "turns on with {x}",
                "mixes {x} with {y}",
                "picks up {x}",
                "settles into {x}",
                "shows {x} on most days",
                "depends on {x}",
                "gets {x} when the swell lines up",
                "is at its best with {x}",
            ),
            frames=(
                "Most sessions bring {x}.",
                "Forecasts here watch for {x}.",
                "Regulars wait for {x}.",
                "Coaches plan lessons around {x}.",
                "Photos from the beach show {x}.",
                "The usual pattern is {x}, then {y}.",
                "Locals talk about {x}.",
                "Logbooks record {x}.",
                "The surf report often lists {x}.",
                "Conditions swing between {x} and {y}.",
            ),
            leads=(
                "In the mornings",
                "Near {place}",
                "Through the season",
                "On most days",
                "According to {person}, {role}",
                "South of {place}",
                "When the swell arrives",
            ),
            values=(
                "Typical wave heights are {heights} meters, with {x}.",
                "Waves of {heights} meters are typical, with {x}.",
                "At {heights} meters, the waves bring {x}.",
                "Logged wave heights run to {heights} meters on days with {x}.",
                "Heights of {heights} meters are common when {x} sets in.",
            ),
            passing=(
                "Visitors expecting {w} are usually sent to another beach.",
                "It is not a spot for {w}.",
                "Despite its reputation, it rarely has {w}.",
                "A guidebook once listed it for {w}, which is wrong.",
            ),
        ),
        "SurfBeaches.shoreAccess": Voice(
            subjects=("The beach", "Access", "The way in", "The site", "Getting to the water"),
            predicates=(
                "comes with {x}",
                "starts at {x}",
                "depends on {x}",
                "is through {x}",
                "offers {x} and {y}",
                "is easiest via {x}",
                "includes {x}",
                "relies on {x}",
                "leads past {x} to the sand",
                "ends at {x}",
            ),
            frames=(
                "Visitors arrive by {x}.",
                "Students meet at {x}.",
                "Close to the sand is {x}.",
                "The walk in passes {x}.",
                "Facilities include {x} and {y}.",
                "Families appreciate {x}.",
                "Signs point to {x}.",
                "Instructors park by {x}.",
                "After lessons, groups use {x}.",
                "The first thing visitors see is {x}.",
            ),
            leads=(
                "From the road",
                "Near {place}",
                "In summer",
                "Next to {place}",
                "According to {person}, {role}",
                "At the north end",
                "Year-round",
            ),
            values=(
                "The beach lies in the {area} area, reached by {x}.",
                "It sits in the {area} area, with {x}.",
                "Set in the {area} area, it offers {x}.",
                "The school's groups reach it in the {area} area by {x}.",
                "Located in the {area} area, it is known for {x}.",
                "Students find it in the {area} area, close to {x}.",
            ),
            passing=(
                "Visitors expecting {w} will be disappointed.",
                "There is no {w} here.",
                "The old map promising {w} is out of date.",
                "Requests for {w} are passed to another site.",
            ),
        ),
        "SurfBeaches.safetyConsiderations": Voice(
            subjects=("The beach", "The main hazard", "Safety", "The school", "Instructors"),
            predicates=(
                "brings {x}",
                "means watching for {x}",
                "depends on {x}",
                "plans around {x}",
                "warns students about {x}",
                "briefs groups on {x} and {y}",
                "keeps an eye on {x}",
                "comes down to {x}",
                "has a record of {x}",
            ),
            frames=(
                "The briefing covers {x}.",
                "Incident reports mention {x}.",
                "Signs warn of {x}.",
                "New students learn about {x} first.",
                "Lessons stop for {x}.",
                "The risk log lists {x} and {y}.",
                "Coaches point out {x}.",
                "Most incidents involve {x}.",
                "Parents are told about {x}.",
                "A drill covers {x}.",
            ),
            leads=(
                "At low tide",
                "Near {place}",
                "During summer",
                "On big days",
                "According to {person}, {role}",
                "Before each lesson",
                "By {place}",
            ),
            values=(
                "Supervised instruction here suits ages {ages}, mindful of {x}.",
                "Because of {x}, lessons are limited to ages {ages}.",
                "Ages {ages} are supervised closely, given {x}.",
                "The beach suits supervised students aged {ages} who are briefed on {x}.",
                "Instruction for ages {ages} takes {x} into account.",
            ),
            passing=(
                "Unlike other beaches, it has no history of {w}.",
                "Staff see no sign of {w} here.",
                "Questions about {w} are rare at this beach.",
                "The briefing mentions {w} only to say it is not a concern.",
            ),
        ),
        "SurfInstructors.teachingApproach": Voice(
            subjects=("The instructor", "This instructor", "The coach", "This coach"),
            predicates=(
                "focuses on {x}",
                "is known for {x}",
                "builds lessons around {x}",
                "brings {x} to every session",
                "combines {x} with {y}",
                "spends time on {x}",
                "relies on {x}",
                "started out teaching {x}",
                "is sought out for {x}",
                "mixes {x} with {y}",
            ),
            frames=(
                "Students remember {x}.",
                "Lessons usually begin with {x}.",
                "Reviews mention {x}.",
                "Sessions end with {x}.",
                "Regulars book them for {x}.",
                "A typical week covers {x} and {y}.",
                "Colleagues send students to them for {x}.",
                "Their notes are full of {x}.",
                "Parents ask about {x}.",
                "The school's brochure features {x}.",
            ),
            leads=(
                "At {place}",
                "In the water",
                "On the sand",
                "Since joining the school",
                "According to {person}, {role}",
                "In the mornings",
                "Over the season",
            ),
            values=(
                "Their specialties are {specialties}, taught through {x}.",
                "Specialties on file: {specialties}, with {x} in every lesson.",
                "They teach students aged {student_ages}, specialize in {specialties} and bring {x}.",
                "Qualified for ages {student_ages}, they lean on {x}.",
                "Hired on {hired}, they bring {x} to the school.",
                "Their certification runs to {expiry}; they focus on {specialties} and {x}.",
            ),
            passing=(
                "They leave {w} to other instructors.",
                "Students wanting {w} are referred to a colleague.",
                "They do not offer {w}.",
                "Despite a common assumption, they are not known for {w}.",
            ),
            citations=(
                "They frequently share sessions with {cite}.",
                "They were mentored by {cite} in their first season.",
                "Students often move on from their lessons to {cite}.",
                "They co-teach {x} with {cite}.",
                "{cite} often covers their groups.",
                "They trade notes on {x} with {cite}.",
            ),
        ),
    }
)

VOICES.update(
    {
        "LessonPrograms.curriculum": Voice(
            subjects=("The program", "Each lesson", "The course", "The curriculum"),
            predicates=(
                "covers {x}",
                "starts with {x}",
                "builds toward {x}",
                "spends a session on {x}",
                "pairs {x} with {y}",
                "moves from {x} to {y}",
                "returns to {x} every week",
                "tests students on {x}",
                "drills {x}",
                "ends with {x}",
            ),
            frames=(
                "Students practice {x}.",
                "The first session covers {x}.",
                "Week two adds {x}.",
                "Coaches demonstrate {x} on the sand.",
                "Progress is checked on {x}.",
                "Drills combine {x} and {y}.",
                "The handout explains {x}.",
                "Feedback focuses on {x}.",
                "Graduates can manage {x}.",
                "The last session is about {x}.",
            ),
            leads=(
                "In the water",
                "On the sand",
                "By the third lesson",
                "Early on",
                "According to {person}, {role}",
                "Near {place}",
                "Later in the course",
            ),
            values=(
                "Each lesson lasts {minutes} minutes with no more than {max_students} students, practicing {x}.",
                "In {minutes} minutes, a group of up to {max_students} works on {x}.",
                "Lessons run {minutes} minutes, and {x} takes up much of that time.",
                "Groups are capped at {max_students}, which leaves time for {x}.",
                "With at most {max_students} students, each {minutes}-minute lesson covers {x}.",
            ),
            passing=(
                "It does not teach {w}.",
                "Students after {w} should pick another program.",
                "Despite the name, it spends no time on {w}.",
                "An optional session on {w} was dropped.",
            ),
        ),
        "LessonPrograms.equipmentGuidance": Voice(
            subjects=("The program", "The equipment list", "Guidance", "The school"),
            predicates=(
                "recommends {x}",
                "supplies {x}",
                "asks students to bring {x}",
                "covers {x}",
                "pairs {x} with {y}",
                "explains {x}",
                "checks {x} before each lesson",
                "prefers {x} over {y}",
                "includes {x}",
            ),
            frames=(
                "Students are fitted with {x}.",
                "The kit list names {x}.",
                "Coaches explain {x} on the first day.",
                "Rentals include {x}.",
                "Most students end up using {x}.",
                "The shed stocks {x} and {y}.",
                "Questions usually concern {x}.",
                "The checklist covers {x}.",
                "Advice on {x} comes with the booking.",
                "A demo covers {x}.",
            ),
            leads=(
                "Before the first lesson",
                "In colder months",
                "For most students",
                "At {place}",
                "According to {person}, {role}",
                "On arrival",
                "For later sessions",
            ),
            values=(
                "Packages cost {prices}, with {x} included.",
                "Package prices of {prices} cover {x}.",
                "Groups of up to {max_students} share {x}.",
                "The {prices} packages include guidance on {x}.",
                "For up to {max_students} students, the program keeps {x} ready.",
            ),
            passing=(
                "It gives no advice on {w}.",
                "Students asking about {w} are sent to the shop.",
                "The kit list leaves out {w}.",
                "The program does not cover {w}.",
            ),
        ),
        "SurfEquipment.equipmentDescription": Voice(
            subjects=("The asset", "This item", "It", "The piece"),
            predicates=(
                "is built for {x}",
                "offers {x}",
                "combines {x} with {y}",
                "was chosen for {x}",
                "stands out for {x}",
                "balances {x} and {y}",
                "is rated for {x}",
                "gives {x}",
                "suits {x}",
            ),
            frames=(
                "Staff pick it for {x}.",
                "The spec sheet lists {x}.",
                "Users mention {x}.",
                "The maker advertises {x}.",
                "Its main trait is {x}.",
                "Inspections note {x} and {y}.",
                "It was bought for {x}.",
                "Instructors value {x}.",
                "The label promises {x}.",
                "The fleet log notes {x}.",
            ),
            leads=(
                "In use",
                "On the rack",
                "Out of the bag",
                "At {place}",
                "According to {person}, {role}",
                "Compared with older stock",
                "In daily lessons",
            ),
            values=(
                "This {category} is made with {materials}, suits {skills} surfers and offers {x}.",
                "Made with {materials}, the {category} offers {x}.",
                "The {category} weighs {weight} kilograms, costs {cost} dollars to replace and is known for {x}.",
                "Care tags: {care}; the {category} is built for {x}.",
                "For {skills} surfers, this {category} gives {x}.",
                "At {weight} kilograms, the {category} is made with {materials} for {x}.",
            ),
            passing=(
                "It is not meant for {w}.",
                "Staff do not use it for {w}.",
                "Despite its look, it has little to do with {w}.",
                "The catalog lists it apart from {w}.",
            ),
        ),
        "DaycareCenters.programDescription": Voice(
            subjects=("The center", "Its program", "The daily routine", "The staff"),
            predicates=(
                "builds the day around {x}",
                "offers {x}",
                "makes time for {x}",
                "combines {x} with {y}",
                "is known for {x}",
                "plans weeks around {x}",
                "sets aside space for {x}",
                "introduces {x} early",
                "includes {x} and {y}",
            ),
            frames=(
                "Children look forward to {x}.",
                "Mornings start with {x}.",
                "Afternoons bring {x}.",
                "The rooms are set up for {x}.",
                "Families often mention {x}.",
                "Weekly plans include {x} and {y}.",
                "Photos sent home show {x}.",
                "A corner is kept for {x}.",
                "Visitors notice {x}.",
                "The newsletter features {x}.",
            ),
            leads=(
                "Each morning",
                "In the afternoons",
                "Near {place}",
                "Throughout the week",
                "According to {person}, {role}",
                "In good weather",
                "On Fridays",
            ),
            values=(
                "The center serves {ages}, with daily communication in {languages} and {x}.",
                "For {ages}, the day includes {x}.",
                "Staff speak {languages} with families, and the program includes {x}.",
                "Program features listed are {features}, alongside {x}.",
                "Serving {ages}, the center {meals} and offers {x}.",
                "The center {meals}, is {enrolling} and is known for {x}.",
            ),
            passing=(
                "It does not offer {w}.",
                "Families looking for {w} usually choose another center.",
                "A trial of {w} was not continued.",
                "Despite its name, it has no focus on {w}.",
            ),
        ),
        "ChildcareStaff.careExperience": Voice(
            subjects=("The staff member", "This educator", "The caregiver", "This caregiver"),
            predicates=(
                "has worked with {x}",
                "is known for {x}",
                "brings {x} to the room",
                "combines {x} with {y}",
                "trained in {x}",
                "leads {x}",
                "is often asked about {x}",
                "handles {x} calmly",
                "supports colleagues with {x}",
            ),
            frames=(
                "Families mention {x}.",
                "Their days often involve {x}.",
                "Colleagues rely on them for {x}.",
                "Reviews note {x}.",
                "Their references highlight {x}.",
                "Training records show {x} and {y}.",
                "Directors assign them to {x}.",
                "Children respond well to {x}.",
                "Their portfolio covers {x}.",
                "Parents thank them for {x}.",
            ),
            leads=(
                "Across several centers",
                "In their current room",
                "Near {place}",
                "Before joining",
                "According to {person}, {role}",
                "Most days",
                "Over the years",
            ),
            values=(
                "They hold {qualifications} credentials and bring {years} years in childcare, much of it in {x}.",
                "With {years} years in childcare, they know {x} well.",
                "Credentials include {qualifications}, useful for {x}.",
                "They prefer {hours} hours a week and have worked {years} years, often with {x}.",
                "After {years} years, {x} remains their strength.",
            ),
            passing=(
                "They leave {w} to colleagues.",
                "They have little experience with {w}.",
                "Families seeking {w} are referred to another educator.",
                "Despite an old listing, they do not specialize in {w}.",
            ),
            citations=(
                "They often co-lead activities with {cite}.",
                "They trained alongside {cite} when they first joined the service.",
                "Colleagues such as {cite} regularly cover their room.",
                "They share {x} duties with {cite}.",
                "{cite} often steps in for them.",
                "They plan {x} with {cite}.",
            ),
        ),
    }
)


# ---- record facts: the values a document states ---------------------------------------------


def _fmt(v: object) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def _join(values: Iterable) -> str:
    vals = [_fmt(v) for v in values]
    if len(vals) <= 1:
        return "".join(vals)
    return ", ".join(vals[:-1]) + " and " + vals[-1]


def _dollars(values: Iterable) -> str:
    return _join("$" + _fmt(v) for v in values)


def _yes(flag: object, yes: str, no: str) -> str:
    return yes if flag else no


FACTS: dict[str, Callable[[dict], dict[str, str]]] = {
    "TransitRoutes.routeDescription": lambda r: {
        "hours": _join(f"{h}:00" for h in r["scheduledDepartureHours"]),
        "stops": _join(r["stopSequenceNumbers"]),
    },
    "TattooArtists.artistProfile": lambda r: {
        "years": _fmt(r["yearsExperience"]),
        "specialties": _join(r["specialties"]),
        "rates": _dollars(r["hourlyRates"]),
        "deposits": _dollars(r["sessionDeposits"]),
    },
    "TattooDesigns.designDescription": lambda r: {"sizes": _join(r["sizeEstimatesCm"])},
    "Charities.missionDescription": lambda r: {
        "cause": str(r["causeCategory"]),
        "year": _fmt(r["foundingYear"]),
        "gifts": _dollars(r["suggestedDonationAmountsUsd"]),
    },
    "Campaigns.campaignStory": lambda r: {
        "causes": _join(r["causeTags"]),
        "beneficiaries": _join(r["beneficiaryTags"]),
    },
    "Campaigns.impactPlan": lambda r: {
        "status": str(r["campaignStatus"]).lower(),
        "recurring": _yes(
            r["acceptsRecurringGifts"], "accepts recurring gifts", "does not accept recurring gifts"
        ),
    },
    "GivingPrograms.programDescription": lambda r: {
        "gifts": _dollars(r["suggestedGiftAmountsUsd"]),
        "launch": str(r["launchDate"]),
        "recurring_p": _yes(
            r["recurringEnrollmentAvailable"],
            "offers recurring enrollment",
            "does not offer recurring enrollment",
        ),
        "match": _yes(
            r["employerMatchEligible"],
            "qualifies for employer matching",
            "does not qualify for employer matching",
        ),
    },
    "Donations.donorMessage": lambda r: {"amount": f"${float(r['totalAmountUsd']):.2f}"},
    "Donations.processingNotes": lambda r: {
        "amount": f"${float(r['totalAmountUsd']):.2f}",
        "allocations": _dollars(r["allocationAmountsUsd"]),
    },
    "SurfBeaches.waveConditions": lambda r: {"heights": _join(r["typicalWaveHeightsMeters"])},
    "SurfBeaches.shoreAccess": lambda r: {"area": str(r["coastalArea"])},
    "SurfBeaches.safetyConsiderations": lambda r: {"ages": _join(r["suitableAges"])},
    "SurfInstructors.teachingApproach": lambda r: {
        "specialties": _join(r["teachingSpecialties"]),
        "student_ages": _join(r["studentAgeGroups"]),
        "hired": str(r["hireDate"]),
        "expiry": str(r["certificationExpiryDate"]),
    },
    "LessonPrograms.curriculum": lambda r: {
        "minutes": _fmt(r["durationMinutes"]),
        "max_students": _fmt(r["maximumStudents"]),
    },
    "LessonPrograms.equipmentGuidance": lambda r: {
        "prices": _dollars(r["packagePrices"]),
        "max_students": _fmt(r["maximumStudents"]),
    },
    "SurfEquipment.equipmentDescription": lambda r: {
        "category": str(r["equipmentCategory"]).lower(),
        "materials": _join(r["materialTags"]),
        "skills": _join(r["skillLevelTags"]),
        "weight": _fmt(r["weightKilograms"]),
        "cost": _fmt(r["replacementCost"]),
        "care": _join(r["careTags"]),
    },
    "DaycareCenters.programDescription": lambda r: {
        "ages": _join(r["ageGroups"]),
        "languages": _join(r["supportedLanguages"]),
        "features": _join(r["programFeatures"]),
        "meals": _yes(r["providesMeals"], "provides meals during care", "does not provide meals"),
        "enrolling": _yes(
            r["acceptingEnrollments"], "accepting new enrollments", "not accepting new enrollments"
        ),
    },
    "ChildcareStaff.careExperience": lambda r: {
        "qualifications": _join(r["qualifications"]),
        "years": _fmt(r["yearsOfExperience"]),
        "hours": _join(r["preferredWeeklyHours"]),
    },
}


# ---- the writer ------------------------------------------------------------------------------


def _words(text: str) -> int:
    return len(text.split())


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _after_lead(subject: str) -> str:
    return (
        subject if subject == "I" or subject.startswith("I ") else subject[0].lower() + subject[1:]
    )


@dataclass(frozen=True, slots=True)
class _Shape:
    """A sentence template with {x} and possibly {y} (in that order), split once into its
    literal parts so that a sentence is a concatenation, not a `str.format` call."""

    template: str  # with {x} and possibly {y}
    fixed: int  # its words without the terms
    slots: int  # 1 or 2
    head: str  # the text before {x}, first letter capitalised
    mid: str  # between {x} and {y} (after {x} when there is no {y})
    tail: str  # after {y}

    def render(self, x: str, y: str = "") -> str:
        """The sentence with terms x (and y), capitalised: `_cap(template.format(x=x, y=y))`."""
        if not self.head:
            x = _cap(x)
        if self.slots == 1:
            return self.head + x + self.mid
        return self.head + x + self.mid + y + self.tail


def _parts(template: str) -> tuple[str, str, str]:
    """A template's literal parts around {x} and {y}: (before x, between, after y)."""
    head, has_x, rest = template.partition("{x}")
    mid, _, tail = rest.partition("{y}")
    if not has_x or any(c in head + mid + tail for c in "{}"):
        raise ValueError(
            f"sentence template {template!r}: name {{x}} once, then {{y}} at most once"
        )
    return head, mid, tail


# the fields `_prose_c` fills itself (its enum), by name
_F_X, _F_CITE, _F_W = 0, 1, 2
_LEAD_FIELDS = {"place": 3, "person": 4, "role": 5}


def _c_template(
    template: str, fields: dict[str, int], facts: bool = False
) -> tuple[tuple[str, int | str | None], ...]:
    """A `str.format` template as `_prose_c` fills it: (literal, field) pairs, the field a
    code of `fields`, a key of the record's facts (when `facts`), or None after the last."""
    parts: list[tuple[str, int | str | None]] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if name is None:
            parts.append((literal, None))
        elif spec or conversion or not name.isidentifier():
            raise ValueError(f"template {template!r}: only plain {{name}} fields are compiled")
        elif name in fields:
            parts.append((literal, fields[name]))
        elif facts:
            parts.append((literal, name))
        else:
            raise ValueError(f"template {template!r}: field {name!r} has no value")
    return tuple(parts)


def _c_shape(shape: _Shape) -> tuple[int, int, str, str, str]:
    """A shape as `_prose_c` reads it."""
    return (shape.fixed, shape.slots, shape.head, shape.mid, shape.tail)


def _shape(template: str) -> _Shape:
    head, mid, tail = _parts(template)
    slots = 2 if "{y}" in template else 1
    words = _words(template.format(x="X", y="Y")) - slots
    return _Shape(template, words, slots, _cap(head) if head else "", mid, tail)


class _Lexicon:
    """One topic's terms, indexed by word count, and its anchors: the terms that share a word
    with the label (as the search engine tokenizes), one of which every document uses."""

    def __init__(self, terms: tuple[str, ...], title: str):
        self.terms = terms
        label = set(tokenize([title])[0])
        self.anchors = [t for t, toks in zip(terms, tokenize(list(terms))) if label & set(toks)]
        self.size = {t: _words(t) for t in terms}
        self.by_len: dict[int, list[str]] = {}
        for t in terms:
            self.by_len.setdefault(self.size[t], []).append(t)
        self.lengths = sorted(self.by_len)
        # what `pick(avoid=t)` takes instead of t from the whole lexicon
        self.after = {t: terms[(terms.index(t) + 1) % len(terms)] for t in terms}

    def pick(self, rnd: random.Random, n: int | None = None, avoid: str | None = None) -> str:
        pool = self.terms if n is None else self.by_len[n]
        t = pool[int(rnd.random() * len(pool))]
        if t == avoid and len(pool) > 1:
            t = pool[(pool.index(t) + 1) % len(pool)]
        return t


class DocumentWriter:
    """Writes the documents of one searchable property (`Collection.property`).

    The grammar's sentence shapes are expanded once, at construction; a document then costs
    a few dozen `random()` calls (a million documents stay fast). `compiled`: whether each
    attempt runs in `_prose_c`, which writes the same documents from the same draws (default:
    when it is built).
    """

    def __init__(self, env_id: str, key: str, noun: str, compiled: bool | None = None):
        self.key = key
        self.noun = noun
        self.topics = topics_of(key)
        self.lexicons = [_Lexicon(t.lexicon, t.title) for t in self.topics]
        v = VOICES[key]
        self.voice = v
        self.facts = FACTS[key]
        self.places = PLACES[env_id]
        self.roles = ROLES[env_id]
        plain = [lead for lead in v.leads if "{" not in lead]
        self.named_leads = [lead for lead in v.leads if "{" in lead]
        plain_shapes = [_shape(f"{s} {p}.") for s in v.subjects for p in v.predicates]
        frame_shapes = [_shape(f) for f in v.frames]
        lead_shapes = [
            _shape(f"{lead}, {_after_lead(s)} {p}.")
            for lead in plain
            for s in v.subjects
            for p in v.predicates
        ]
        # a random sentence picks its kind first, so the many lead forms do not crowd out the rest
        self.kinds = (plain_shapes, frame_shapes, lead_shapes)
        self.shapes = plain_shapes + frame_shapes + lead_shapes
        self.by_fixed: dict[tuple[int, int], list[_Shape]] = {}
        for sh in self.shapes:
            self.by_fixed.setdefault((sh.fixed, sh.slots), []).append(sh)
        self.fixed_keys = sorted(self.by_fixed)
        # a named sentence's subject (as it reads after its lead) and predicate, parsed once
        self.after_lead = [_after_lead(s) for s in v.subjects]
        self.predicates = [(*_parts(p), "{y}" in p) for p in v.predicates]
        self._fits: dict[tuple[int, int], list[tuple[int, int, int, int]]] = {}
        if compiled and _prose_c is None:
            raise RuntimeError("gymkit.generate._prose_c is not built (pip install -e .)")
        self._compiled = _prose_c is not None if compiled is None else compiled
        if self._compiled:
            self._c_kinds = tuple(tuple(_c_shape(sh) for sh in kind) for kind in self.kinds)
            self._c_lexicons = tuple(self._c_lexicon(lex) for lex in self.lexicons)
            self._c_voice = self._c_voice_of()

    # -- sentences ---------------------------------------------------------------------------
    # A sentence is drawn as (shape, x, y, words) and rendered only once it is kept: the filler
    # loop of `_attempt` discards many drawn sentences, and the draws alone fix the output.

    def _draw(
        self, rnd: random.Random, lex: _Lexicon, anchor: bool = False
    ) -> tuple[_Shape, str, str, int]:
        """A random sentence with terms of `lex` (x an anchor when asked), and its word count."""
        kind = self.kinds[int(rnd.random() * len(self.kinds))]
        x = lex.anchors[int(rnd.random() * len(lex.anchors))] if anchor else None
        shape = kind[int(rnd.random() * len(kind))]
        x = x or lex.pick(rnd)
        if shape.slots == 1:
            return shape, x, "", shape.fixed + lex.size[x]
        y = lex.pick(rnd, avoid=x)
        return shape, x, y, shape.fixed + lex.size[x] + lex.size[y]

    def _fill_gap(
        self, rnd: random.Random, lexes: list[_Lexicon], sentences: list[str], gap: int
    ) -> tuple[int, int]:
        """Insert topic sentences (lexicons taking turns) at random places of `sentences` while
        more than MAX_CLOSE of `gap` words are left, keeping only those that leave MIN_CLOSE
        for the closing sentence; the words left, and whose turn the closing sentence is.

        `_draw` inlined: this loop draws most of a document's sentences."""
        r = rnd.random
        kinds, n_kinds, n_lexes = self.kinds, len(self.kinds), len(lexes)
        turn = 1
        for _ in range(60):
            if gap <= MAX_CLOSE:
                break
            lex = lexes[turn % n_lexes]
            kind = kinds[int(r() * n_kinds)]
            shape = kind[int(r() * len(kind))]
            terms, size = lex.terms, lex.size
            x = terms[int(r() * len(terms))]
            n = shape.fixed + size[x]
            if shape.slots == 2:
                y = terms[int(r() * len(terms))]
                if y == x and len(terms) > 1:
                    y = lex.after[y]
                n += size[y]
            else:
                y = ""
            if n <= gap - MIN_CLOSE:
                sentences.insert(1 + int(r() * len(sentences)), shape.render(x, y))
                gap -= n
                turn += 1
        return gap, turn

    def _fit(self, rnd: random.Random, lex: _Lexicon, n: int) -> str | None:
        """A topic sentence of exactly n words, or None when the grammar cannot make one.

        Drawn evenly over the (shape length, term lengths) combinations that fit, so a length
        that few combinations reach does not keep producing the same sentence.
        """
        options = self._fits.get((id(lex), n))
        if options is None:  # the combinations depend on the lexicon and n only
            options = self._fits[(id(lex), n)] = self._fit_options(lex, n)
        if not options:
            return None
        fixed, slots, a, b = options[int(rnd.random() * len(options))]
        shapes = self.by_fixed[(fixed, slots)]
        shape = shapes[int(rnd.random() * len(shapes))]
        x = lex.pick(rnd, a)
        y = lex.pick(rnd, b, avoid=x) if slots == 2 else ""
        return shape.render(x, y)

    def _fit_options(self, lex: _Lexicon, n: int) -> list[tuple[int, int, int, int]]:
        """The (shape length, slots, term lengths) combinations of exactly n words."""
        options = []
        for fixed, slots in self.fixed_keys:
            rest = n - fixed
            if slots == 1 and rest in lex.by_len:
                options.append((fixed, slots, rest, 0))
            elif slots == 2:
                for a in lex.lengths:
                    b = rest - a
                    if b in lex.by_len and (a != b or len(lex.by_len[a]) > 1):
                        options.append((fixed, slots, a, b))
        return options

    def _c_lexicon(self, lex: _Lexicon) -> tuple:
        """A lexicon as `_prose_c` reads it (see its header): terms, capitalised terms, sizes,
        anchors' indices, and `_fit`'s options for each closing length."""
        index = {t: i for i, t in enumerate(lex.terms)}
        if len(index) != len(lex.terms):  # `pick(avoid=)` compares terms: they must differ
            raise ValueError(f"{self.key}: a lexicon repeats a term")
        fits = []
        for n in range(MIN_CLOSE, MAX_CLOSE + 1):
            options = []
            for fixed, slots, a, b in self._fit_options(lex, n):
                shapes = tuple(_c_shape(sh) for sh in self.by_fixed[(fixed, slots)])
                pool_a = tuple(index[t] for t in lex.by_len[a])
                pool_b = tuple(index[t] for t in lex.by_len[b]) if slots == 2 else None
                options.append((shapes, pool_a, pool_b))
            fits.append(tuple(options))
        return (
            lex.terms,
            tuple(_cap(t) for t in lex.terms),
            tuple(lex.size[t] for t in lex.terms),
            tuple(index[t] for t in lex.anchors),
            tuple(fits),
        )

    def _c_voice_of(self) -> tuple:
        """The voice as `_prose_c.attempt` reads it (see its comment), templates parsed."""
        v = self.voice
        named = None
        if self.named_leads:
            named = (
                tuple(_c_template(lead, _LEAD_FIELDS) for lead in self.named_leads),
                tuple(self.places),
                PEOPLE,
                tuple(self.roles),
                tuple(self.after_lead),
                tuple(self.predicates),
            )
        return (
            tuple(_c_template(t, {"x": _F_X}, facts=True) for t in v.values),
            tuple(_c_template(t, {"cite": _F_CITE, "x": _F_X}) for t in v.citations),
            tuple(_c_template(t, {"w": _F_W}) for t in v.passing),
            tuple(t.title for t in self.topics),
            PASSING_SHARE,
            PLACE_SHARE,
            named,
        )

    def _named(self, rnd: random.Random, lex: _Lexicon) -> str:
        """A topic sentence led by one of the environment's places or people."""
        lead = self.named_leads[int(rnd.random() * len(self.named_leads))]
        lead = lead.format(
            place=self.places[int(rnd.random() * len(self.places))],
            person=PEOPLE[int(rnd.random() * len(PEOPLE))],
            role=self.roles[int(rnd.random() * len(self.roles))],
        )
        subject = self.after_lead[int(rnd.random() * len(self.after_lead))]
        head, mid, tail, two = self.predicates[int(rnd.random() * len(self.predicates))]
        x = lex.pick(rnd)
        y = lex.pick(rnd, avoid=x)  # drawn whether or not the predicate has a {y}
        said = head + x + mid + y + tail if two else head + x + mid
        return _cap(f"{lead}, {subject} {said}.")

    def _pick(self, rnd: random.Random, options: tuple[str, ...]) -> str:
        return options[int(rnd.random() * len(options))]

    def fields(self, record: dict) -> list[str]:
        """The fields of `record` (any one of the collection's) that `write` reads: a batch
        converts only those columns to Python. Found by stating the facts of `record` once,
        so that the list follows FACTS."""
        read: list[str] = []

        class _Reading(dict):
            def __getitem__(self, key):
                if key not in read:
                    read.append(key)
                return super().__getitem__(key)

        self.facts(_Reading(record))
        return read

    # -- documents ---------------------------------------------------------------------------

    def write(
        self,
        rnd: random.Random,
        topic: int,
        words: int,
        record: dict,
        cite: str | None,
        second: int = -1,
    ) -> str:
        """A document of exactly `words` words about topic `topic` (and `second`, unless -1),
        consistent with `record`, citing `cite` when given."""
        facts = self.facts(record)
        for _ in range(50):
            doc = self._attempt(rnd, topic, second, words, facts, cite)
            if doc is not None:
                return doc
        raise RuntimeError(f"{self.key}: could not write a document of {words} words")

    def _attempt(
        self,
        rnd: random.Random,
        topic: int,
        second: int,
        words: int,
        facts: dict[str, str],
        cite: str | None,
    ) -> str | None:
        if self._compiled:  # the same draws and the same document, in C
            return _prose_c.attempt(
                rnd.random,
                self._c_voice,
                self._c_kinds,
                self._c_lexicons,
                topic,
                second,
                facts,
                cite,
                words,
                MIN_CLOSE,
                MAX_CLOSE,
            )
        v = self.voice
        main = self.lexicons[topic]
        lexes = [main] if second < 0 else [main, self.lexicons[second]]
        extra = [_cap(self._pick(rnd, v.values).format(x=main.pick(rnd), **facts))]
        if cite is not None and v.citations:
            lex = lexes[-1]
            extra.append(_cap(self._pick(rnd, v.citations).format(cite=cite, x=lex.pick(rnd))))
        if rnd.random() < PASSING_SHARE and len(self.topics) > 2:
            others = [i for i in range(len(self.topics)) if i not in (topic, second)]
            other = self.topics[others[int(rnd.random() * len(others))]]
            extra.append(_cap(self._pick(rnd, v.passing).format(w=other.title)))
        if self.named_leads and rnd.random() < PLACE_SHARE:
            extra.append(self._named(rnd, lexes[-1]))
        # the opening sentence, and the first about a second topic, name an anchor: a document
        # about a topic uses at least one of its label's words, as real descriptions do
        shape, x, y, gap = self._draw(rnd, main, anchor=True)
        sentences = [shape.render(x, y)]
        if second >= 0:
            shape, x, y, _ = self._draw(rnd, lexes[1], anchor=True)
            extra.append(shape.render(x, y))
        for s in extra:
            sentences.insert(1 + int(rnd.random() * len(sentences)), s)
            gap += _words(s)
        gap, turn = self._fill_gap(rnd, lexes, sentences, words - gap)
        if gap < MIN_CLOSE or gap > MAX_CLOSE:
            return None
        last = self._fit(rnd, lexes[turn % len(lexes)], gap)
        if last is None:
            return None
        sentences.insert(1 + int(rnd.random() * len(sentences)), last)
        return " ".join(sentences)


# ---- measuring a corpus (shared by the tests and benchmarks/bench_prose.py) ------------------

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_DIGITS = re.compile(r"\d+")


def sentences(text: str) -> list[str]:
    """A document's sentences: split after '.', '!' or '?' followed by white space."""
    return [s for s in _SENTENCE_END.split(text.strip()) if s]


def sentence_shape(sentence: str) -> str:
    """A sentence with every run of digits masked as '#', so values do not make it unique."""
    return _DIGITS.sub("#", sentence)


def most_repeated_sentence(texts: Iterable[str]) -> tuple[float, str]:
    """The share of `texts` holding the most repeated sentence (digits masked), and that sentence."""
    counts: Counter[str] = Counter()
    n = 0
    for text in texts:
        n += 1
        counts.update({sentence_shape(s) for s in sentences(text)})
    if not counts:
        return 0.0, ""
    shape, count = min(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return count / n, shape
