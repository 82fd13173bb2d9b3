"""Cheap template prose: each document is written from one topic, to an exact word count.

Why: search relevance must be known exactly (a document is relevant to its topic and no
other), documents must stay consistent with their record's values, cite other records where
the card says so, and match the card's word ranges. Templates keep 18,000 documents fast.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterable

from gymkit.generate.topics import parse_topics

TOPIC_SENTENCES = (
    "The {noun} is known above all for {kw}.",
    "Records describe {kw} as a defining feature of this {noun}.",
    "Much of the attention here goes to {kw}.",
    "Staff notes point again and again to {kw}.",
    "There is a clear emphasis on {kw}, which shapes the day-to-day picture.",
    "Anyone reviewing this {noun} will notice {kw} first.",
    "Regular visitors mention {kw} and {kw2} together.",
    "The entry returns several times to {kw}.",
    "In practice, {kw} sets the tone for this {noun}.",
    "A recent review singled out {kw} and {kw2}.",
    "People who know this {noun} associate it with {kw}.",
    "The most detailed part of the record covers {kw}.",
)

GENERIC_FILLER = (
    "The record was last reviewed during the most recent planning cycle.",
    "Details are confirmed with the responsible coordinator before publication.",
    "Changes are logged so that earlier versions remain available for comparison.",
    "Feedback gathered over several seasons informed the current wording.",
    "The summary is kept short so that it can be read at a glance.",
    "Questions about specific arrangements go to the main office.",
    "Information here reflects typical conditions rather than exceptional days.",
    "Some details vary slightly from week to week.",
    "Updates are shared with the wider team once they are approved.",
    "The entry is written for staff and members of the public alike.",
    "Earlier notes were consolidated into this single description.",
    "Minor corrections were made after a routine check.",
)

DOMAIN_FILLER = {
    "public-transit": (
        "Service patterns are coordinated with connecting lines at major transfer points.",
        "Timetables are adjusted at each service change to reflect observed travel times.",
        "Operators report conditions along the corridor at the end of each shift.",
        "Stops are reviewed periodically for shelter, lighting, and signage.",
        "Riders can check real-time arrivals at most boarding locations.",
        "Detours are posted in advance when roadwork affects the corridor.",
        "Vehicles assigned to the line are rotated between garages as needed.",
    ),
    "tattoo-studios": (
        "Consultations are booked through the studio front desk.",
        "Stencils are prepared and adjusted before every session.",
        "Aftercare instructions are explained in detail at the end of each appointment.",
        "Deposits secure a session date and go toward the final price.",
        "Reference images are welcome during the planning stage.",
        "Healing time is factored into any multi-session schedule.",
        "Touch-ups are discussed once the skin has fully settled.",
    ),
    "nonprofits": (
        "Supporters receive updates as the work progresses.",
        "Financial summaries are published for anyone who asks.",
        "Volunteers and staff work side by side on most projects.",
        "Gifts of every size are recorded and acknowledged.",
        "Partners in the community help decide where support goes first.",
        "Board members review progress at each quarterly meeting.",
        "Donors can choose how they prefer to be contacted.",
    ),
    "surf-schools": (
        "Lessons begin with a short briefing on the sand.",
        "Instructors check conditions each morning before confirming sessions.",
        "Groups are kept small so that every student gets attention.",
        "Boards and wetsuits are issued according to size and ability.",
        "Sessions may be rescheduled when conditions change quickly.",
        "Students are encouraged to ask questions at any point.",
        "Progress is noted after each session for the next instructor.",
    ),
    "childcare": (
        "Families receive a daily summary of activities and meals.",
        "Ratios of staff to children follow licensing requirements.",
        "Routines are designed to feel predictable and calm.",
        "Children are welcomed individually at drop-off each morning.",
        "Staff meet weekly to plan activities and share observations.",
        "Safety checks of rooms and play areas happen every day.",
        "Parents are invited to share routines from home.",
    ),
}

CITATIONS = {
    "TattooDesigns.designDescription": (
        "It was drawn by {cite}, who keeps the original sketch on file.",
        "The design is associated with {cite}, who adapts it to each client.",
        "{cite} developed the linework and offers it for booking.",
    ),
    "ChildcareStaff.careExperience": (
        "They often co-lead activities with {cite}.",
        "They trained alongside {cite} when they first joined the service.",
        "Colleagues such as {cite} regularly cover their room.",
    ),
    "SurfInstructors.teachingApproach": (
        "They frequently share sessions with {cite}.",
        "They were mentored by {cite} in their first season.",
        "Students often move on from their lessons to {cite}.",
    ),
    "Donations.processingNotes": (
        "The gift was recorded for the {cite} campaign.",
        "Staff matched the gift to {cite} before acknowledging it.",
        "This donation supports {cite} as the donor requested.",
    ),
}


# Properties written in their own voice: (topic sentences, summary sentence, fillers).
VOICES: dict[str, tuple[tuple[str, ...], str, tuple[str, ...]]] = {
    "Donations.donorMessage": (
        (
            "I am giving because of {kw}.",
            "This gift is about {kw} more than anything else.",
            "Every year I think about {kw} and {kw2}.",
            "Honestly, {kw} is what moved me to give today.",
            "My family talked about {kw} before we decided on this amount.",
            "When I heard about {kw}, I knew I wanted to help.",
            "Please know that {kw} matters a great deal to me.",
            "I keep coming back to {kw} and {kw2}.",
        ),
        "If anyone asks why, it comes down to {title}.",
        (
            "I hope this helps in some small way.",
            "Thank you for the work you do every day.",
            "Please use the gift wherever it is needed most.",
            "I will try to give again later in the year.",
            "Keep up the wonderful work.",
            "It is not a large amount, but it comes with a lot of gratitude.",
            "I found the campaign through a friend who volunteers.",
            "Please do not send any gifts or merchandise in return.",
            "I read every update you send and appreciate them.",
            "My children helped me choose where this donation should go.",
            "I am grateful to be in a position to give this year.",
            "Wishing the whole team a good season.",
        ),
    ),
    "Donations.processingNotes": (
        (
            "Staff noted {kw} during processing.",
            "The file shows {kw} before the gift was finalized.",
            "Processing record: {kw}, then {kw2}.",
            "The team logged {kw} in the donor record.",
            "A follow-up entry confirms {kw}.",
            "Finance flagged {kw} for the weekly review.",
            "Notes from the gift officer mention {kw}.",
            "The batch report lists {kw} and {kw2} for this gift.",
        ),
        "Case summary: {title}.",
        (
            "The gift was entered in the daily batch.",
            "Donor contact preferences were checked before any outreach.",
            "The record was reconciled against the bank deposit.",
            "No further action is needed unless the donor writes again.",
            "The acknowledgment queue was updated the same day.",
            "A second staff member verified the entry.",
            "The donor's communication history was reviewed.",
            "The amount matches the payment processor report.",
            "This entry follows the standard gift processing checklist.",
            "Batch totals were confirmed at the end of the day.",
            "The donor record was updated with the latest details.",
            "Any questions go to the gift processing team.",
        ),
    ),
}

# One sentence stating a record's values, per document property (keeps prose consistent).
VALUE_SENTENCES: dict[str, Callable[[dict], str]] = {}


def _join(values: list) -> str:
    vals = [_fmt(v) for v in values]
    if len(vals) <= 1:
        return "".join(vals)
    return ", ".join(vals[:-1]) + " and " + vals[-1]


def _fmt(v: object) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def _value_sentences() -> None:
    vs = VALUE_SENTENCES
    vs["TransitRoutes.routeDescription"] = lambda r: (
        f"Scheduled departures leave at hours {_join(r['scheduledDepartureHours'])}, serving stop positions {_join(r['stopSequenceNumbers'])}."
    )
    vs["TattooArtists.artistProfile"] = lambda r: (
        f"With {r['yearsExperience']} years of tattooing behind them, the artist offers {_join(r['specialties'])} work."
    )
    vs["TattooDesigns.designDescription"] = lambda r: (
        f"It can be tattooed at roughly {_join(r['sizeEstimatesCm'])} centimeters."
    )
    vs["Charities.missionDescription"] = lambda r: (
        f"Its primary area of work is {r['causeCategory']}, and it has operated since {r['foundingYear']}."
    )
    vs["Campaigns.campaignStory"] = lambda r: (
        f"The campaign addresses {_join(r['causeTags'])} for {_join(r['beneficiaryTags'])}."
    )
    vs["GivingPrograms.programDescription"] = lambda r: (
        f"Suggested gifts include {_join(['$' + _fmt(x) for x in r['suggestedGiftAmountsUsd']])}."
    )
    vs["SurfBeaches.waveConditions"] = lambda r: (
        f"Typical wave heights are {_join(r['typicalWaveHeightsMeters'])} meters."
    )
    vs["SurfBeaches.shoreAccess"] = lambda r: f"The beach lies in the {r['coastalArea']} area."
    vs["SurfBeaches.safetyConsiderations"] = lambda r: (
        f"Supervised instruction here suits ages {_join(r['suitableAges'])}."
    )
    vs["SurfInstructors.teachingApproach"] = lambda r: (
        f"Their specialties are {_join(r['teachingSpecialties'])}."
    )
    vs["LessonPrograms.curriculum"] = lambda r: (
        f"Each lesson lasts {r['durationMinutes']} minutes with no more than {r['maximumStudents']} students."
    )
    vs["SurfEquipment.equipmentDescription"] = lambda r: (
        f"This {r['equipmentCategory'].lower()} is made with {_join(r['materialTags'])} and suits {_join(r['skillLevelTags'])} surfers."
    )
    vs["DaycareCenters.programDescription"] = lambda r: (
        f"The center serves {_join(r['ageGroups'])}, with daily communication in {_join(r['supportedLanguages'])}."
    )
    vs["ChildcareStaff.careExperience"] = lambda r: (
        f"They hold {_join(r['qualifications'])} credentials and bring {r['yearsOfExperience']} years in childcare."
    )


_value_sentences()

# Closing sentences, indexed by their exact word count, so every document hits its target length.
_CLOSER_POOL = (
    "Confirmed.",
    "Current.",
    "Reviewed annually.",
    "Details current.",
    "Records updated regularly.",
    "Details remain current.",
    "This entry remains current.",
    "Notes are reviewed yearly.",
    "Further details are available on request.",
    "The entry was checked recently.",
    "Further details are available from the office.",
    "This description was reviewed last season.",
    "More information is available from the main office.",
    "The team updates this description after each review.",
    "More information is available from the main office staff.",
    "The team updates this description after each seasonal review.",
    "More detailed information is available from the main office staff.",
    "The team updates this short description after each seasonal review.",
    "More detailed information is always available from the main office staff.",
    "The coordinating team updates this short description after each seasonal review.",
    "More detailed information is always available on request from the main office.",
    "The coordinating team carefully updates this short description after each seasonal review.",
    "More detailed information is always available on request from the main office staff.",
    "The coordinating team carefully updates this short description after each regular seasonal review.",
)
CLOSERS: dict[int, tuple[str, ...]] = {}
for _c in _CLOSER_POOL:
    CLOSERS[len(_c.split())] = CLOSERS.get(len(_c.split()), ()) + (_c,)
assert all(k in CLOSERS for k in range(1, 13)), sorted(CLOSERS)


class DocumentWriter:
    """Writes the documents of one searchable property (`Collection.property`).

    Orderings of fillers and topic templates are drawn once, at construction, from a fixed
    seed; a document then costs a few `random()` calls (a million documents stay fast).
    """

    ORDERINGS = 256

    def __init__(self, env_id: str, key: str, noun: str):
        self.key = key
        self.noun = noun
        self.topics = parse_topics(key)
        topic_sentences, self.summary, filler_text = VOICES.get(
            key,
            (
                TOPIC_SENTENCES,
                "In short, it is a good match for anyone interested in {title}.",
                DOMAIN_FILLER[env_id] + GENERIC_FILLER,
            ),
        )
        self.topic_sentences = topic_sentences
        fillers = [(s, len(s.split())) for s in filler_text]
        self.citations = CITATIONS.get(key, ())
        self.value_sentence = VALUE_SENTENCES.get(key)
        fixed = random.Random(key)
        self.filler_orders = [fixed.sample(fillers, len(fillers)) for _ in range(self.ORDERINGS)]
        self.template_orders = [fixed.sample(topic_sentences, 3) for _ in range(self.ORDERINGS)]

    def _topic_sentence(self, rnd: random.Random, phrases: list[str], template: str) -> str:
        k = len(phrases)
        i = int(rnd.random() * k)
        j = (i + 1 + int(rnd.random() * (k - 1))) % k
        s = template.format(noun=self.noun, kw=phrases[i], kw2=phrases[j])
        return s[0].upper() + s[1:]

    def write(
        self, rnd: random.Random, topic: int, words: int, record: dict, cite: str | None
    ) -> str:
        """A document of exactly `words` words about topic `topic`, consistent with `record`."""
        title, phrases = self.topics[topic]
        templates = self.template_orders[int(rnd.random() * self.ORDERINGS)]
        head = [self._topic_sentence(rnd, phrases, templates[0])]
        body = [self._topic_sentence(rnd, phrases, t) for t in templates[1:]]
        body.append(self.summary.format(title=title))
        if self.value_sentence is not None:
            body.insert(0, self.value_sentence(record))
        if cite is not None and self.citations:
            body.insert(
                int(rnd.random() * (len(body) + 1)),
                self.citations[int(rnd.random() * len(self.citations))].format(cite=cite),
            )
        sentences = head + body
        gap = words - sum(len(s.split()) for s in sentences)
        for text, n in self.filler_orders[int(rnd.random() * self.ORDERINGS)]:
            if gap <= 12:
                break
            if n <= gap - 2:
                sentences.insert(1 + int(rnd.random() * len(sentences)), text)
                gap -= n
        while gap > 12:  # ran out of fillers: repeat a topic sentence
            s = self._topic_sentence(
                rnd, phrases, self.topic_sentences[int(rnd.random() * len(self.topic_sentences))]
            )
            if len(s.split()) <= gap - 2:
                sentences.insert(len(sentences) - 1, s)
                gap -= len(s.split())
        if gap > 0:
            closers = CLOSERS[gap]
            sentences.append(closers[int(rnd.random() * len(closers))])
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
