"""Paraphrases for the rules of issue #27 (other people's wording, other domains), each rule in
several wordings over the card's environments and two made-up ones with camelCase names
(`film-festival`, `makerspace` in rules_fixtures.py). Written for the rules, not for any command
of a blind or generated set. Same notation as rules_cases.py.
"""

from __future__ import annotations

from tests.agents.rules_cases import CC, NP, PT, SS, TS, call

FF, MK = "film-festival", "makerspace"

# 2. A text pattern other than a prefix: 'ends with X' is LIKE '%X', a word anywhere in a name
# ('containing the word X', 'a title that includes X', 'with X in their name') is '%X%'.
TEXT_PATTERNS = [
    (
        PT,
        "Routes whose name ends with Express.",
        [call("TransitRoutes", 'routeName LIKE "%Express"')],
    ),
    (
        SS,
        "Lesson programs ending in Compass.",
        [call("LessonPrograms", 'programTitle LIKE "%Compass"')],
    ),
    (
        TS,
        "Designs with Moth anywhere in the title.",
        [call("TattooDesigns", 'designTitle LIKE "%Moth%"')],
    ),
    (
        NP,
        "Charities with a name containing the word 'Table'.",
        [call("Charities", 'charityName LIKE "%Table%"')],
    ),
    (
        NP,
        "Charities with Circle in their name.",
        [call("Charities", 'charityName LIKE "%Circle%"')],
    ),
    (
        FF,
        "Films whose title ends in 'Lanterns'.",
        [call("FestivalFilms", 'filmTitle LIKE "%Lanterns"')],
    ),
    (
        FF,
        "Which festival films have a title that includes Glass?",
        [call("FestivalFilms", 'filmTitle LIKE "%Glass%"')],
    ),
    (MK, "Tools whose name contains Sander.", [call("WorkshopTools", 'toolName LIKE "%Sander%"')]),
    (
        MK,
        "Show me the tools with the word Press in the name.",
        [call("WorkshopTools", 'toolName LIKE "%Press%"')],
    ),
    (
        CC,
        "Staff whose name finishes with Rell and who have more than 3 years of experience.",
        [call("ChildcareStaff", 'staffName LIKE "%Rell"', "yearsOfExperience > 3")],
    ),
    # not a pattern: a period's end
    (
        FF,
        "Screenings ending in May 2026.",
        [call("Screenings", 'screeningDate >= "2026-05-01"', 'screeningDate <= "2026-05-31"')],
    ),
]

PARAPHRASE_CASES = [
    *TEXT_PATTERNS,
]
