"""Words: tokens with their character spans, a light stemmer, and the general-English word lists.

Nothing here knows an environment: the lists are ordinary English (request verbs, comparison
phrases, metric words), so the parser works on schemas it has never seen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

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


@lru_cache(maxsize=8192)
def tokenize(text: str) -> list[Token]:
    """The words of `text` with spans; hyphenated words are split into their parts as well.

    Cached: callers must not change the list or its tokens."""
    out: list[Token] = []
    for m in TOKEN_RE.finditer(text):
        s = m.group(0)
        parts = re.split(r"[-'’]", s) if re.search(r"[A-Za-z]", s) and "-" in s else [s]
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


# Words between 'whether' and the flag it names ('by whether or not they are accepting ...').
WHETHER_FILLER = _wordset(
    """
    whether or not the a an it its they their he she is are was were has have does do can
    currently
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
