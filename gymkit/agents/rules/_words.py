"""Words: tokens with their character spans, a light stemmer, and the general-English word lists.

Nothing here knows an environment: the lists are ordinary English (request verbs, comparison
phrases, metric words), so the parser works on schemas it has never seen.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from functools import lru_cache

from gymkit.words import NUMBER_WORDS as ENGLISH_NUMBERS

TOKEN_RE = re.compile(r"[A-Za-z0-9]+(?:[-'’.][A-Za-z0-9]+)*|[$%<>=≥≤]+")


@dataclass
class Token:
    """One word of the command: its text, lowercase form, stem, and character span."""

    text: str
    low: str
    stem: str
    start: int
    end: int
    after_punct: bool = False  # a comma, period, semicolon... between this token and the one before
    hyphen_before: bool = False  # the second part of a hyphenated word ('music-oriented')


@lru_cache(maxsize=65536)
def plural_strip(word: str) -> str:
    """donations -> donation, charities -> charity, beaches -> beach; leaves 'class', 'status'."""
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = w.rstrip("'")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ches", "shes", "sses", "xes", "zzes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude stem for matching schema words to people's words: plural-stripped, common verb
    endings dropped, first 5 letters. accessibility/accessible -> 'acces', matching/match ->
    'match', hired/hire -> 'hir', enrollments/enrolled -> 'enrol'."""
    w = plural_strip(word)
    for suffix, keep in (("ing", 3), ("ed", 4), ("e", 4)):
        if w.endswith(suffix) and len(w) - len(suffix) >= keep:
            w = w[: -len(suffix)]
            break
    return w[:5] if len(w) > 5 else w


def word_parts(text: str) -> list[str]:
    """The words `tokenize` would make of `text`, as plain strings (no spans, no cache): for
    learning thousands of names without filling tokenize's cache."""
    if "-" not in text:  # nothing to split: the matches themselves (findall, at C speed)
        return TOKEN_RE.findall(text)
    out: list[str] = []
    for m in TOKEN_RE.finditer(text):
        s = m.group(0)
        if "-" in s and _LETTER.search(s):
            out += [part for part in _PART_SPLIT.split(s) if part]
        else:
            out.append(s)
    return out


_LETTER = re.compile(r"[A-Za-z]")
_PART_SPLIT = re.compile(r"[-'’]")


@lru_cache(maxsize=8192)
def tokenize(text: str) -> list[Token]:
    """The words of `text` with spans; hyphenated words are split into their parts as well.

    Cached: callers must not change the list or its tokens."""
    out: list[Token] = []
    for m in TOKEN_RE.finditer(text):
        s = m.group(0)
        parts = _PART_SPLIT.split(s) if "-" in s and _LETTER.search(s) else [s]
        if len(parts) == 1:
            out.append(Token(s, s.lower(), stem(s), m.start(), m.end()))
            continue
        pos = m.start()
        for part in parts:
            if part:
                tok = Token(part, part.lower(), stem(part), pos, pos + len(part))
                tok.hyphen_before = pos > m.start() and text[pos - 1] == "-"
                out.append(tok)
            pos += len(part) + 1
    for prev, tok in zip(out, out[1:]):
        tok.after_punct = any(ch in ",;:.?!()—–" for ch in text[prev.end : tok.start])
    return out


# How far around a word its local context reaches (characters): a comparison phrase, a cue or
# a sentence end is a few words away. Reading only this much keeps planning linear in length.
CONTEXT = 240


def text_before(text: str, pos: int, reach: int = CONTEXT) -> str:
    """The `reach` characters of `text` before `pos` (what a lookbehind needs, not the prefix)."""
    return text[max(0, pos - reach) : pos]


def text_after(text: str, pos: int, reach: int = CONTEXT) -> str:
    """The `reach` characters of `text` from `pos` (what a lookahead needs, not the suffix)."""
    return text[pos : pos + reach]


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Function words and request words: never a search topic, never a property name.
STOPWORDS = _wordset(
    """
    true false yes applies apply applied allowed enabled off
    a able about across actually again all already also am among an and answer answers any any's
    anyone anything are aren't as at be been being both but by called can can't check code codes
    compile contain containing contains could could've curious current currently data detail
    details did didn't display do does doesn't dollar dollars don't done down each either
    entered entries entry equal equals ever every everything exceeding exist existing exists
    fetch fewer field figure figures filed find flag flagged flags for from further get give go
    going gonna got grab grabbing greater had has hasn't have haven't having he hello help her
    here here's hey hi higher his hold holding holds how i i'd i'm id identifier if in include
    includes including info information into is isn't it it's item items its just keep kept
    kindly know labeled labelled least less let let's like list listed lists logged look looking
    lookup lower made make marked may maybe me member members might mind more most must my name
    named names need needed needs neither no nor not now of off oh ok okay on once one one's
    ones ones' only onto or other our out over own per percent percentage perhaps please
    probably properties property pull pulling question questions quick quickly rated really
    received record recorded records report result results retrieve return row rows s same
    search see send set shall share sharing she should show so some someone something still
    stuff such sure t tagged tell than thank thanks that that's the their them then there
    there's these they thing things this those those's title titled to today too try trying
    under up us usd value values very via wanna want wanted was wasn't we we're well were
    weren't what what's whatever when where whether which which's whichever while who who's whom
    they're they'd they'll they've it'll you're you'd we'd we'll
    along around throughout toward towards beside
    whose why will with within without won't wondering would yet you your
    """
)

# Words of the talk around a request ('no rush', 'for the memo'): never a search topic.
FILLER = _wordset(
    """
    manager managers boss lead director team colleague coworker supervisor board meeting meetings
    committee memo bulletin report briefing update deck slides presentation agenda review audit
    wants wanted asked asking asks wondering wonder curious love like want need needs know tell
    someone somebody everyone prepping preparing planning drafting writing putting together
    tomorrow today tonight week weekend month quarter quick quickly soon asap please thanks
    cm kg km meters meter metres metre minutes mins hours hrs kilograms grams usd dollars months days
    years olds
    briefing check email emails handout memo newsletter overview quick rush spreadsheet summary
    thank thanks
    chance note different appreciate appreciated appreciating context background found hoping
    grateful helpful wonderful great profile profiles details entry file page
    happy keen glad eager client clients customer customers visitor visitors walk
    system systems database catalog catalogue sometime
    roughly speaking approximately full complete entire whole much lot lots bunch glance
    moment favor favour sanity double-check confirm confirming day trade industry business
    often frequently piece pieces unit units
    """
)

# Words that negate what follows.
NEGATIONS = _wordset(
    """
    aren't can't cannot didn't doesn't don't hasn't haven't isn't lack lacking lacks never no
    non nor not wasn't weren't without won't
    """
)

# Words saying a check failed or a flag is false.
NEGATIVE_OUTCOMES = _wordset(
    """
    off disabled
    broken declined fail failed failing fails failure false ineligible late missed missing
    closed shut unwilling
    rejected unable unavailable unmet unsuccessful unsuitable
    """
)

# Words saying a check passed or a flag is true.
POSITIVE_OUTCOMES = _wordset(
    """
    able available clear cleared eligible fine good met ok on-time pass passed passes passing
    punctual successful suitable true willing
    """
)

# Words that say the topic of a search follows.
TOPIC_CUES = _wordset(
    """
    about address addresses addressing aimed best centered centred cite cites citing concerning
    cover covering covers deal dealing deals describe described describes describing designed
    discuss discusses discussing emphasis emphasize emphasizes emphasizing feature featuring
    focus focused focuses focusing geared good great highlight highlighting highlights ideal
    involve involves involving known like meant mention mentioned mentioning mentions perfect
    reference references referencing regarding relate related relating similar suited tailored
    talk talking talks theme themed topic
    """
)


# Words that ask for a quoted text inside a named property ("notes mention 'refund'", "the word
# 'surf' in the title"): a LIKE with a wildcard on both sides.
CONTAINMENT_CUES = _wordset(
    """
    mention mentions mentioning mentioned contain contains containing include includes
    including word words phrase term says say saying reads
    """
)


# Words that point back at something said earlier ('start with that', 'for that beach'): never a
# value of their own.
BACK_REFERENCES = _wordset("that this it those these them same")


# Irregular past participles ('were taken out', 'was lent to'): with a particle after them, a
# passive verb of the request. Regular ones end in -ed.
PARTICIPLES = _wordset(
    """
    made taken given lent sent paid sold held kept built bought brought done run set put
    written drawn shown seen begun chosen worn torn
    """
)

# Particles and prepositions that follow a passive verb ('taken out', 'lent to', 'made by').
PARTICLES = _wordset("out by to for from at in on with off up over into through")


def words(text: str) -> list[str]:
    """Lowercase word list of a short phrase (schema descriptions, property words)."""
    return [t.low for t in tokenize(text)]


def content_stems(text: str) -> list[str]:
    """Stems of the non-stopwords of a phrase, in order, without repeats."""
    out: list[str] = []
    for w in words(text):
        if w in STOPWORDS or w.isdigit():
            continue
        s = stem(w)
        if s not in out:
            out.append(s)
    return out


# ---- metric and group-by words (read by _aggregate) ---------------------------------------------

# (phrase, class); classes resolve to a metric by the property's kind.
METRIC_PHRASES: list[tuple[str, str]] = sorted(
    [
        ("how many different", "distinct"),
        ("how many distinct", "distinct"),
        ("how many unique", "distinct"),
        ("how many separate", "distinct"),
        ("number of different", "distinct"),
        ("number of distinct", "distinct"),
        ("number of unique", "distinct"),
        ("count of distinct", "distinct"),
        ("count of unique", "distinct"),
        ("count the distinct", "distinct"),
        ("count distinct", "distinct"),
        ("distinct count", "distinct"),
        ("count of different", "distinct"),
        ("count the different", "distinct"),
        ("count the unique", "distinct"),
        ("how many", "count"),
        ("total count of", "count"),
        ("total count", "count"),
        ("total number of", "count"),
        ("number of", "count"),
        ("count of", "count"),
        ("count the", "count"),
        ("count all", "count"),
        ("count how many", "count"),
        ("count up", "count"),
        ("count", "count"),
        ("tally", "count"),
        ("how much", "sum"),
        ("total", "sum"),
        ("sum", "sum"),
        ("combined", "sum"),
        ("in total", "sum"),
        ("altogether", "sum"),
        ("summed", "sum"),
        ("add up", "sum"),
        ("adds up", "sum"),
        ("aggregate", "sum"),
        ("sum of", "sum"),
        ("average", "mean"),
        ("mean", "mean"),
        ("avg", "mean"),
        ("typical", "mean"),
        ("on average", "mean"),
        ("median", "median"),
        ("middle value", "median"),
        ("midpoint", "median"),
        ("most common", "mode"),
        ("most frequent", "mode"),
        ("most frequently", "mode"),
        ("most often", "mode"),
        ("most popular", "mode"),
        ("mode", "mode"),
        ("appears most", "mode"),
        ("appear most", "mode"),
        ("shows up most", "mode"),
        ("show up most", "mode"),
        ("occurs most", "mode"),
        ("occur most", "mode"),
        ("most prevalent", "mode"),
        ("commonest", "mode"),
        ("most used", "mode"),
        ("most-used", "mode"),
        ("most typical", "mode"),
        ("most commonly", "mode"),
        ("most widely", "mode"),
        ("predominant", "mode"),
        ("most recurring", "mode"),
        ("most repeated", "mode"),
        ("come up most", "mode"),
        ("comes up most", "mode"),
        ("minimum", "min"),
        ("min", "min"),
        ("smallest", "min"),
        ("lowest", "min"),
        ("least", "min"),
        ("fewest", "min"),
        ("cheapest", "min"),
        ("lightest", "min"),
        ("shortest", "min"),
        ("youngest", "min"),
        ("maximum", "max"),
        ("max", "max"),
        ("largest", "max"),
        ("highest", "max"),
        ("most", "max"),
        ("biggest", "max"),
        ("greatest", "max"),
        ("heaviest", "max"),
        ("longest", "max"),
        ("priciest", "max"),
        ("most expensive", "max"),
        ("peak", "max"),
        ("top", "max"),
        ("oldest", "min"),
        ("earliest", "earliest"),
        ("first", "earliest"),
        ("soonest", "earliest"),
        ("least recent", "earliest"),
        ("latest", "latest"),
        ("most recent", "latest"),
        ("newest", "latest"),
        ("last", "latest"),
        ("furthest", "latest"),
        ("recent", "latest"),
        ("percentage", "pct"),
        ("percent", "pct"),
        ("share", "pct"),
        ("proportion", "pct"),
        ("fraction", "pct"),
        ("%", "pct"),
        ("ratio", "pct"),
        ("what part", "pct"),
        ("how often", "pct"),
    ],
    key=lambda p: -len(p[0].split()),
)

GROUP_CUES = [
    ("broken down by",),
    ("break down by",),
    ("breakdown by",),
    ("grouped by",),
    ("group by",),
    ("split by",),
    ("for each",),
    ("for every",),
    ("in each",),
    ("within each",),
    ("across each",),
    ("per",),
    ("by",),
    ("each",),
    ("by each",),
    ("according to",),
    ("separately for each",),
    ("separately for those that",),
    ("separately for those which",),
    ("separately for those who",),
    ("separately for those",),
]

NUMBER_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}

RECORD_WORDS = {"values", "value", "entries", "entry", "flags", "items", "item", "recorded", "list"}

AMOUNT_WORDS = {
    "mean",
    "average",
    "avg",
    "median",
    "total",
    "typical",
    "maximum",
    "minimum",
    "highest",
    "lowest",
    "largest",
    "smallest",
    "biggest",
    "greatest",
    "max",
    "min",
}

# Words before 'total', 'top', 'most' ... that make them a metric ('the total', 'what is top').
BEFORE_WEAK_METRIC = frozenset(
    ["the", "a", "their", "its", "our", "what", "what's", "whats", "is", "of", "and", ""]
)

POSTFIX_METRICS = frozenset(
    [
        "most often",
        "most frequently",
        "appears most",
        "appear most",
        "shows up most",
        "show up most",
        "occurs most",
        "occur most",
        "come up most",
        "comes up most",
    ]
)

# Metric adjectives that say what they measure ('heaviest' -> a weight).
IMPLIED_PROPERTY_WORDS = {
    "heaviest": "weigh",
    "lightest": "weigh",
    "cheapest": "cost",
    "priciest": "cost",
    "most expensive": "cost",
    "longest": "durat",
    "shortest": "durat",
}


# Phrases that rank values by how often they occur ('which 3 varieties are lent most often').
FREQUENCY_CUES = ("most often", "most frequently", "most commonly", "most common")


# 'how many X are listed in all': the items of a list property counted, not the records.
LISTED_IN_ALL = frozenset(["in total", "in all", "overall", "altogether", "all told", ""])

# 'how many centers record whether they provide meals': the flag's recorded values counted.
RECORDING_VERBS = _wordset("record records recorded note notes say says state states track tracks")


# Prepositions that state a value's role right before it ('donations to X', 'reports on X',
# 'benchmarked against X'); relational words ('involving', 'connected to') are not among them,
# nor 'for' ('donations for X' may only cite X).
ROLE_PREPOSITIONS = _wordset("to at on against from by under")

# After a value: it only comes up somewhere in the records ('reports where X comes up').
COMES_UP = re.compile(
    r"[\"”'’]?\s*(?:comes?|came|shows?|turns?|showed|turned)\s+up\b"
    r"|[\"”'’]?\s*(?:appears?|appeared|is\s+mentioned|gets\s+mentioned)\b",
    re.I,
)


# Generic nouns for records ('ridership records', 'enrollment entries').
RECORD_NOUNS = _wordset("record records entry entries row rows")


# A flag's outcome words and negations: never a search topic.
OUTCOME_WORDS = NEGATIONS | NEGATIVE_OUTCOMES | POSITIVE_OUTCOMES

# Words that only restate what the filters say ('checks that did not go as planned', 'the
# tools we have on file', 'designs of the year'): never a search topic.
RESTATING = re.compile(
    r"\b(?:of the year|reliably|anywhere|somewhere|on (?:file|record)|as (?:planned|intended|"
    r"expected|scheduled|promised|agreed)|in (?:our|the) (?:records|system|database))\b",
    re.I,
)

# The speaker's own scene before a colon ("I'm onboarding a new partner: for ..."): no topic.
SPEAKER_SCENE = re.compile(r"\s*(?:i'm|i am|we're|we are|i|we|our|my)\b", re.I)


# Words that ask for distinct values ('how many distinct centers').
DISTINCT_WORDS = _wordset("distinct different unique separate")
# Words after which a plural noun names the values told apart or ranked ('how many unique
# styles', 'the top 5 styles', 'the 3 most common styles').
VALUES_APART_WORDS = _wordset("different unique distinct common frequent top")
# 'turned down a substitute shift': with 'down' after it, a declined check
TURNING = _wordset("turn turns turned turning")
# Words that ask to see a property of a record, not to filter on it ('so I can see whether it
# serves meals', 'to check the certification expiry', 'including her hire date').
DISPLAY_CUES = _wordset("see check view whether showing shows including")
# Words that open a scope of the request, not a scene ('For enrollments where ..., give me').
SCOPE_LEADS = _wordset("for among across over within in of from with")
# 'how many centers *have* enrollments', 'how many instruments *were* borrowed'
HAVE_WORDS = _wordset("have has had")
BE_WORDS = _wordset("were was are is")


# ---- clause boundaries (read by _clause) --------------------------------------------------------

BOUNDARY = {"whose", "where", "which", "who", "that", "with", "while", "whereas", "if", "when"}


# ---- relations and naming words around exact values (read by _exact) ----------------------------

RELATIONAL = {
    "mention",
    "mentions",
    "mentioning",
    "mentioned",
    "cite",
    "cites",
    "citing",
    "cited",
    "reference",
    "references",
    "referencing",
    "involving",
    "involve",
    "involves",
    "worked",
    "alongside",
    "about",
    "featuring",
    "describe",
    "describes",
    "describing",
    "associated",
    "partnered",
    "collaborated",
    "mentored",
    "paired",
    "teamed",
    "credit",
    "credited",
    "credits",
    "recommended",
    "recommend",
    "recommends",
    "like",
    "inspired",
}

EITHER = frozenset(["either", "both", "any", "whichever"])

CLAUSE_BREAK = frozenset(["and", "but", "with", "where", "whose", "which", "that"])

NAME_VERBS = frozenset(["named", "called", "titled", "labeled", "labelled"])


# ---- naming, topic and record-noun words (read by _find and _route) -----------------------------

NAMING_CUES = {"named", "called", "titled", "name", "title", "code", "labeled", "labelled"}

# verbs that take a record's name as their object: 'find Saltwhisper', 'look up Saltwhisper'
LOOKUP_CUES = {"find", "up", "locate", "for", "mention", "mentions", "mentioning", "mentioned"}

# second halves of a hyphenated description ('music-oriented', 'surf-focused'): the value is a
# vague descriptive term there (B9), searched, never filtered
VAGUE_SUFFIXES = frozenset(
    [
        "oriented",
        "focused",
        "friendly",
        "themed",
        "inspired",
        "heavy",
        "centric",
        "minded",
        "style",
        "styled",
        "ish",
        "like",
        "leaning",
        "forward",
        "rich",
        "based",
        "adjacent",
        "flavored",
        "flavoured",
        "savvy",
        "loving",
    ]
)

PROPERTY_LEADS = {
    "as",
    "with",
    "whose",
    "where",
    "receiving",
    "named",
    "by",
    "to",
    "per",
    "each",
    "every",
}

COUNTED = {"values", "value", "entries", "entry"}

ASKED_RIGHT_BEFORE = frozenset(["which", "what", "many", "list", "find", "show", "count", "any"])

VERBS_AFTER_RECORDS = frozenset(
    ["describe", "describes", "described", "describing", "mention", "mentions", "mentioning"]
)

TOPIC_PHRASES = sorted(
    [
        "match a search for",
        "matching a search for",
        "that match a search for",
        "search for",
        "searching for",
        "about",
        "mentioning",
        "that mention",
        "mention",
        "mentions",
        "talk about",
        "talks about",
        "talking about",
        "related to",
        "relevant to",
        "relating to",
        "having to do with",
        "have to do with",
        "has to do with",
        "concerning",
        "regarding",
        "involving",
        "focused on",
        "focusing on",
        "focus on",
        "focuses on",
        "centered on",
        "centred on",
        "dealing with",
        "deal with",
        "describing",
        "described as",
        "covering",
        "on the topic of",
        "featuring",
        "known for",
        "discussing",
        "a background in",
        "with a background in",
        "background in",
        "discuss",
        "with a focus on",
        "emphasizing",
        "pertaining to",
        "that cover",
        "that describe",
        "describe",
        "describes",
        "themed around",
        "geared toward",
        "geared towards",
        "aimed at",
        "suited to",
        "suited for",
        "ideal for",
        "good for",
        "best for",
        "perfect for",
        "that reference",
        "referencing",
        "citing",
        "lean toward",
        "lean towards",
        "leans toward",
        "leans towards",
        "leaning toward",
        "leaning towards",
        "lean into",
        "tend toward",
        "tends toward",
        "with an emphasis on",
        "with a taste for",
        "with a feel of",
        "that feel",
        "evoking",
        "evokes",
        "reminiscent of",
        "in the spirit of",
        "matching",
        "that match",
        "match",
    ],
    key=lambda p: -len(p.split()),
)

# Cues that start a topic only before a quoted phrase ('matching "woodland animals"').
QUOTED_ONLY_TOPIC_CUES = frozenset(["matching", "that match", "match"])

TOPIC_STOP = {
    "separately",
    "whose",
    "where",
    "which",
    "who",
    "that",
    "with",
    "while",
    "whereas",
    "if",
    "when",
    "grouped",
    "split",
    "broken",
    "per",
    "among",
    "across",
    "are",
    "is",
    "was",
    "were",
    "tagged",
    "labeled",
    "labelled",
    "marked",
    "rated",
    "listed",
    "priced",
    "costing",
    "founded",
    "launched",
    "hired",
    "having",
    "has",
    "have",
}


# ---- generic schema words and the general-English thesaurus (read by _knowledge) ----------------

# Name words that say what kind of value a property holds rather than what it is about.
GENERIC = {
    stem(w)
    for w in [
        "check",
        "flag",
        "tag",
        "usd",
        "cm",
        "meters",
        "kilograms",
        "name",
        "title",
        "code",
        "date",
        "number",
        "estimates",
        "list",
        "is",
        "has",
        "value",
        "amount",
        "total",
        "count",
        "id",
        "type",
        "provides",
    ]
}

# Description words that say nothing about a collection's or property's subject.
DESC_GENERIC = {
    stem(w)
    for w in [
        "persistent",
        "record",
        "records",
        "holds",
        "hold",
        "named",
        "name",
        "each",
        "individual",
        "used",
        "use",
        "service",
        "defines",
        "reusable",
        "maintained",
        "across",
        "work",
        "other",
        "includes",
        "including",
        "managing",
        "made",
        "platform",
        "network",
        "data",
        "indicates",
        "whether",
        "describes",
        "lists",
        "list",
        "flag",
        "recorded",
        "value",
        "one",
        "whose",
        "who",
        "which",
        "where",
        "day",
        "date",
        "number",
        "amount",
        "total",
        "identify",
        "unique",
        "short",
        "code",
        "current",
        "type",
        "set",
        "may",
        "the",
    ]
}

# A small general-English thesaurus: a word also counts as these words.
SYNONYM_WORDS = {
    "type": ["category"],
    "types": ["category"],
    "gift": ["donation"],
    "gifts": ["donation"],
    "contribution": ["donation"],
    "donor": ["donation"],
    "fundraiser": ["campaign"],
    "drive": ["campaign"],
    "appeal": ["campaign"],
    "nonprofit": ["charity"],
    "organization": ["charity"],
    "org": ["charity"],
    "teacher": ["instructor"],
    "coach": ["instructor"],
    "class": ["lesson"],
    "course": ["lesson", "program"],
    "gear": ["equipment"],
    "kit": ["equipment"],
    "board": ["equipment"],
    "employee": ["staff"],
    "worker": ["staff"],
    "caregiver": ["staff"],
    "kid": ["child"],
    "kids": ["child"],
    "spot": ["beach"],
    "line": ["route"],
    "rider": ["boarding"],
    "ride": ["boarding"],
    "passenger": ["boarding"],
    "trip": ["boarding"],
    "piece": ["design"],
    "artwork": ["design"],
    "daycare": ["center"],
    "centre": ["center"],
    "facility": ["center"],
    "pupil": ["student"],
    "learner": ["student"],
    "price": ["cost", "rate"],
    "cost": ["price"],
    "fee": ["price", "rate", "cost"],
    "started": ["start"],
    "joined": ["start", "hire"],
    "established": ["founding"],
    "old": ["age"],
    "lesson": ["program"],
    "heavy": ["weight"],
    "weigh": ["weight"],
    "weighs": ["weight"],
    "long": ["duration", "minutes"],
    "length": ["duration"],
    "kg": ["kilograms", "weight"],
    "dollar": ["usd"],
    "dollars": ["usd"],
    "$": ["usd", "price", "cost"],
    "charged": ["amount", "total"],
    "allocated": ["allocation"],
    "suggested": ["suggested"],
    "hours": ["hour"],
    "limit": ["maximum"],
    "cap": ["maximum"],
    "capacity": ["maximum"],
    "max": ["maximum"],
    "min": ["minimum"],
    "suits": ["suitable"],
    "suited": ["suitable"],
    "expires": ["expiry"],
    "expiring": ["expiry"],
    "expiration": ["expiry"],
    "hired": ["hire"],
    "taking": ["accepting"],
    "take": ["accept"],
    "takes": ["accepts"],
    "open": ["accepting"],
    "borrow": ["loan"],
    "borrowed": ["loan"],
    "borrowing": ["loan"],
    "borrows": ["loan"],
    "lent": ["loan"],
    "lend": ["loan"],
    "lends": ["loan"],
    "benchmarked": ["comparison"],
    "benchmark": ["comparison"],
    "versus": ["comparison"],
    "repeated": ["recurring"],
    "repeating": ["recurring"],
    "repeat": ["recurring"],
}

SYNONYMS = {stem(k): [stem(x) for x in v] for k, v in SYNONYM_WORDS.items()}


# ---- words around a property said as a metric target (read by _parse) ---------------------------

METRIC_PROPERTY_LEADS = frozenset(
    ["their", "its", "whose", "with", "where", "and", "of", "among", "by", "per", "each", "every"]
)

PROPERTY_FOLLOWERS = {
    "list",
    "contain",
    "contains",
    "include",
    "includes",
    "is",
    "are",
    "was",
    "were",
    "equal",
    "equals",
    "has",
    "have",
    "flag",
    "flags",
    "exceeds",
    "exceed",
}


# ---- request and scene words (read by _search) --------------------------------------------------

REQUEST_CUES = {
    "find",
    "show",
    "list",
    "give",
    "get",
    "pull",
    "which",
    "what",
    "how",
    "count",
    "tell",
    "retrieve",
    "fetch",
    "return",
    "display",
    "search",
    "look",
    "lookup",
    "are",
    "is",
    "do",
    "does",
    "need",
    "want",
    "can",
    "could",
    "would",
    "i'd",
    "compute",
    "calculate",
    "identify",
    "locate",
    "bring",
    "report",
}

STRONG_REQUEST = {
    "which",
    "what",
    "how",
    "find",
    "show",
    "list",
    "give",
    "pull",
    "count",
    "tell",
    "retrieve",
    "fetch",
    "display",
    "return",
    "get",
    "identify",
    "locate",
    "search",
}

SEEM = {"seem", "seems", "feel", "feels", "appear", "appears", "sound", "sounds"}

ARTICLES = {"the"}  # 'go by the stadium'; 'a bus' names no one thing

CLAUSE_OPENERS = {"i", "we", "need", "want", "can", "could", "would", "please", "help"}

OPENERS = STRONG_REQUEST | CLAUSE_OPENERS | {"what's", "whats", "who", "i'd", "i'm"}

# Words that open a scene clause before the request ('For the memo I'd like ...').
SCENE_LEADS = {
    "for",
    "since",
    "because",
    "before",
    "ahead",
    "after",
    "with",
    "given",
    "while",
    "to",
    "as",
    "once",
    "now",
}

DESCRIBING = {"that", "who", "which", "with", "inspired", "known", "focused", "centered"}

SUBJECT_LEADS = {"the", "our", "my", "a", "an", "one", "some"}

ASK_WORDS = OPENERS | {"count", "number", "average", "total", "mean", "median", "share", "names"}


# ---- counted lists (read by _split) -------------------------------------------------------------

HOW_MANY_ITEMS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}

VERB_NOUNS = {"list", "count", "show", "find"}


# ---- months, spelled numbers and comparison phrases (read by _values, _conditions) --------------

MONTHS = {
    m.lower(): i
    for i in range(1, 13)
    for m in (calendar.month_name[i], calendar.month_abbr[i], calendar.month_abbr[i] + ".")
}
MONTHS["sept"] = 9
MONTHS["sept."] = 9

WORD_NUMBERS = dict(ENGLISH_NUMBERS)  # zero..twenty; _values adds the tens

NUMBER_SCALES = {
    "thousand": 1_000,
    "k": 1_000,
    "million": 1_000_000,
    "m": 1_000_000,
    "mm": 1_000_000,
    "billion": 10**9,
    "bn": 10**9,
}

# ---- comparison phrases ------------------------------------------------------------------
# Phrases before a value, longest first; each gives the operator.
BEFORE_PHRASES: list[tuple[str, str]] = sorted(
    [
        ("up to and including", "<="),
        ("through and including", "<="),
        ("up until", "<="),
        ("sometime after", ">"),
        ("some time after", ">"),
        ("any time after", ">"),
        ("anytime after", ">"),
        ("sometime before", "<"),
        ("some time before", "<"),
        ("any time before", "<"),
        ("no fewer than", ">="),
        ("no less than", ">="),
        ("not less than", ">="),
        ("not fewer than", ">="),
        ("at least", ">="),
        ("a minimum of", ">="),
        ("minimum of", ">="),
        ("min of", ">="),
        ("on or after", ">="),
        ("in or after", ">="),
        ("in or since", ">="),
        ("since", ">="),
        ("starting", ">="),
        ("starting from", ">="),
        ("starting on", ">="),
        ("beginning", ">="),
        ("from", ">="),
        ("as of", ">="),
        ("not before", ">="),
        ("no earlier than", ">="),
        ("not earlier than", ">="),
        ("greater than or equal to", ">="),
        ("more than or equal to", ">="),
        (">=", ">="),
        ("≥", ">="),
        ("topped", ">"),
        ("surpassed", ">"),
        ("surpassing", ">"),
        ("surpass", ">"),
        ("surpasses", ">"),
        ("went over", ">"),
        ("came in above", ">"),
        ("came in over", ">"),
        ("in excess of", ">"),
        ("more than", ">"),
        ("greater than", ">"),
        ("over", ">"),
        ("above", ">"),
        ("exceeding", ">"),
        ("exceeds", ">"),
        ("exceed", ">"),
        ("exceeded", ">"),
        ("in excess of", ">"),
        ("higher than", ">"),
        ("larger than", ">"),
        ("bigger than", ">"),
        ("longer than", ">"),
        ("heavier than", ">"),
        ("after", ">"),
        ("later than", ">"),
        ("newer than", ">"),
        ("beyond", ">"),
        ("upwards of", ">"),
        ("north of", ">"),
        ("past", ">"),
        ("topping", ">"),
        ("tops", ">"),
        (">", ">"),
        ("more", ">"),
        ("at most", "<="),
        ("up to", "<="),
        ("no more than", "<="),
        ("not more than", "<="),
        ("no greater than", "<="),
        ("no higher than", "<="),
        ("not exceeding", "<="),
        ("does not exceed", "<="),
        ("doesn't exceed", "<="),
        ("a maximum of", "<="),
        ("maximum of", "<="),
        ("max of", "<="),
        ("on or before", "<="),
        ("in or before", "<="),
        ("until", "<="),
        ("till", "<="),
        ("through", "<="),
        ("thru", "<="),
        ("no later than", "<="),
        ("not later than", "<="),
        ("not after", "<="),
        ("by", "<="),
        ("less than or equal to", "<="),
        ("<=", "<="),
        ("≤", "<="),
        ("within", "<="),
        ("less than", "<"),
        ("fewer than", "<"),
        ("under", "<"),
        ("below", "<"),
        ("before", "<"),
        ("earlier than", "<"),
        ("prior to", "<"),
        ("lower than", "<"),
        ("smaller than", "<"),
        ("shorter than", "<"),
        ("lighter than", "<"),
        ("younger than", "<"),
        ("cheaper than", "<"),
        ("older than", ">"),
        ("short of", "<"),
        ("<", "<"),
        ("exactly", "="),
        ("equal to", "="),
        ("equals", "="),
        ("equaling", "="),
        ("precisely", "="),
        ("=", "="),
        ("on", "="),
        ("of exactly", "="),
        ("just", "="),
    ],
    key=lambda p: -len(p[0]),
)

# Phrases after a value.
AFTER_PHRASES: list[tuple[str, str]] = sorted(
    [
        ("or more", ">="),
        ("or greater", ">="),
        ("or higher", ">="),
        ("or above", ">="),
        ("or over", ">="),
        ("or later", ">="),
        ("or after", ">="),
        ("and up", ">="),
        ("and above", ">="),
        ("and over", ">="),
        ("and later", ">="),
        ("onward", ">="),
        ("onwards", ">="),
        ("or newer", ">="),
        ("or older", ">="),
        ("and older", ">="),
        ("or longer", ">="),
        ("or heavier", ">="),
        ("or bigger", ">="),
        ("or larger", ">="),
        ("or beyond", ">="),
        ("or upward", ">="),
        ("or upwards", ">="),
        ("or younger", "<="),
        ("and younger", "<="),
        ("or shorter", "<="),
        ("or lighter", "<="),
        ("or smaller", "<="),
        ("or cheaper", "<="),
        ("or sooner", "<="),
        ("or prior", "<="),
        ("plus", ">="),
        ("or less", "<="),
        ("or fewer", "<="),
        ("or lower", "<="),
        ("or below", "<="),
        ("or under", "<="),
        ("or earlier", "<="),
        ("or before", "<="),
        ("and under", "<="),
        ("and below", "<="),
        ("and earlier", "<="),
        ("at most", "<="),
        ("max", "<="),
        ("at the most", "<="),
        ("at least", ">="),
        ("minimum", ">="),
        ("at minimum", ">="),
    ],
    key=lambda p: -len(p[0]),
)

# Words that make an ambiguous phrase a comparison only next to a number or date.
WEAK_BEFORE = {
    "from",
    "by",
    "on",
    "past",
    "just",
    "starting",
    "beginning",
    "more",
    "within",
    "tops",
    "topping",
}

NEGATED_OPS = {">": "<=", ">=": "<", "<": ">=", "<=": ">", "=": "="}


# ---- relative pronouns and polarity (read by _conditions) ---------------------------------------

POLARITY_WORDS = NEGATIONS | NEGATIVE_OUTCOMES | POSITIVE_OUTCOMES | {"but"}

RELATIVE = frozenset(["that", "which", "who"])
