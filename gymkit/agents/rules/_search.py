"""The search: the topic after 'about' / 'mentioning' / 'related to', or else the words of the
request that no value, property, collection or metric explains."""

from __future__ import annotations

import re

from gymkit.agents.rules._build import Builder
from gymkit.agents.rules._find import (
    find_mentions,
    vague_compound_tokens,
)
from gymkit.agents.rules._knowledge import CollInfo, Knowledge, expand
from gymkit.agents.rules._words import (
    ARTICLES,
    ASK_WORDS,
    DESCRIBING,
    FILLER,
    OPENERS,
    OUTCOME_WORDS,
    PARTICIPLES,
    PARTICLES,
    RESTATING,
    SCENE_LEADS,
    SEEM,
    SPEAKER_SCENE,
    STOPWORDS,
    STRONG_REQUEST,
    SUBJECT_LEADS,
    TOPIC_CUES,
)

# Words right before a name that ask for records *involving* it, not the record it names.


class Search:
    """RequestParser's search decision (a mixin: needs self.know)."""

    know: Knowledge

    def _scene_before(self, tokens, colon: int) -> bool:
        """Words before a colon are a scene ('The board meets on Monday: ...', 'Two new coaches
        start next week: ...') when they say no topic cue, and name no records unless the
        request after the colon names its own."""
        before = [t for t in tokens if t.end <= colon]
        after = [t for t in tokens if t.start > colon]
        if not after or any(t.low in TOPIC_CUES for t in before):
            return False
        return not names_a_head(before, self.know) or names_a_head(after, self.know)

    def _search(self, text, tokens, used: set[int], coll: CollInfo, b: Builder) -> set[int]:
        """Decide the search and write it into the call; returns the tokens it searched for."""
        start = request_start(tokens)
        colon = text.find(":")
        scene_end = 0  # the words before a colon that are a scene
        if colon > 0 and (SPEAKER_SCENE.match(text) or self._scene_before(tokens, colon)):
            # "I'm onboarding a partner: for ...", 'The board meets on Monday: for bus routes ...'
            scene_end = next((i for i, t in enumerate(tokens) if t.start > colon), 0)
            start = max(start, scene_end)
        if any(
            t.stem == coll.head and tokens[i + 1].low in DESCRIBING
            for i, t in enumerate(tokens[scene_end : max(0, start - 1)], start=scene_end)
        ):
            # the records were described before ('charities that ... Which of those')
            start = scene_end
        name_stems = set(coll.name_stems) | {coll.head} | self.know.env_stems
        left = []
        cue = False
        # the records' own noun is no value: 'storm-season beaches' is a topic said as an adjective
        head_tokens = {i for i, t in enumerate(tokens) if t.stem == coll.head}
        vague = vague_compound_tokens(tokens)
        restating = [m.span() for m in RESTATING.finditer(text)]
        for i, t in enumerate(tokens):
            if i in used or i < start or any(a <= t.start < z for a, z in restating):
                continue
            if i in vague:  # 'beginner-friendly': a description said whole, even schema words
                left.append(i)
                continue
            if t.low in SEEM and i + 1 in vague:  # 'seem music-oriented'
                continue
            if t.low in TOPIC_CUES and t.low != "like":
                cue = True
                continue
            if (
                t.low in STOPWORDS
                or t.low in FILLER
                or t.low in OUTCOME_WORDS  # 'unavailable', 'passed': a flag's outcome
                or t.stem in name_stems
                or (t.stem in coll.desc and _next_to_head(tokens, i, coll))
                or not re.search(r"[a-z]", t.low)
            ):
                continue
            left.append(i)
        values = used - head_tokens
        left = [i for i in left if i in vague or not introduces_value(tokens, i, values)]
        if b.topics:
            parts = b.topics + [p for p in b.search_parts if not any(p in t for t in b.topics)]
            query = " ".join(parts)
            b.call["search_query"] = query
            b.trace.append({"words": " / ".join(b.topics), "produced": f"search_query {query!r}"})
            return set()
        if b.search_parts:
            query = " ".join(b.search_parts + ([_joined(text, tokens, left)] if left else []))
            b.call["search_query"] = query
            return set(left)
        if not coll.coll.searchable_properties:
            return set()
        copula = (
            bool(left)
            and left[0] > 0
            and tokens[left[0] - 1].low
            in {"are", "is", "were", "was", "look", "looks", "considered", "as", "being"} | SEEM
        )
        if copula and len(left) == 1 and is_passive_verb(tokens, left[0]):
            copula = False  # 'loans were taken out by ...': the request's verb, no description
        # 'routes that go by the stadium': one word, but a thing named with its article
        named_thing = (
            len(left) == 1
            and left[0] > 0
            and tokens[left[0] - 1].low in ARTICLES
            and any(t.low in STRONG_REQUEST | {"any", "who"} for t in tokens[start : left[0]])
            # 'the bus routes': a word before the records' own noun says their kind
            and not _next_to_head(tokens, left[0], coll)
        )
        # scattered single words are talk, not a topic: a topic is a run of words
        runs = _runs(tokens, left)
        if len(left) >= 2 and max(map(len, runs)) == 1 and not (cue or copula):
            left = []
        if len(left) >= 2 or (left and (cue or copula or named_thing)):
            query = _joined(text, tokens, left)
            b.call["search_query"] = query
            b.trace.append(
                {
                    "words": ", ".join(tokens[i].text for i in left),
                    "produced": f"search_query {query!r}",
                }
            )
            return set(left)
        return set()


def trace_ignored(text: str, tokens, explained: set[int], b: Builder) -> None:
    """A trace line for the words that produced nothing (not request words or function words),
    so that a reader can see why a part of the command was lost."""
    ignored = [
        tokens[i].text
        for i, t in enumerate(tokens)
        if i not in explained
        and re.search(r"[a-z]", t.low)
        and t.low not in STOPWORDS
        and t.low not in FILLER
        and t.low not in OPENERS
        and t.low not in STRONG_REQUEST
    ]
    if ignored:
        b.trace.append({"words": ", ".join(ignored), "produced": "nothing (words not used)"})


def _runs(tokens, idx: list[int]) -> list[list[int]]:
    """The words at `idx` in runs: neighbours, or apart by function words only ('ferry and
    harbor access' is one run; 'full ... much' two)."""
    runs: list[list[int]] = []
    for i in idx:
        if runs and all(tokens[j].low in STOPWORDS for j in range(runs[-1][-1] + 1, i)):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def is_passive_verb(tokens, i: int) -> bool:
    """'were taken out', 'was lent to', 'were made by': a past participle followed by a
    particle or preposition (or nothing) is a passive verb, not a description of the records."""
    w = tokens[i].low
    if not (w in PARTICIPLES or len(w) > 4 and w.endswith("ed")):
        return False
    nxt = tokens[i + 1].low if i + 1 < len(tokens) else ""
    return not nxt or tokens[i + 1].after_punct or nxt in PARTICLES


def _joined(text: str, tokens, idx: list[int]) -> str:
    """The words at `idx`, a hyphenated word kept whole ('music-oriented')."""
    out = ""
    for k, i in enumerate(idx):
        glued = k and idx[k - 1] == i - 1 and text[tokens[i - 1].end : tokens[i].start] == "-"
        out += ("-" if glued else (" " if out else "")) + tokens[i].text
    return out


def names_a_head(tokens, know: Knowledge) -> bool:
    """Whether the tokens say some collection's records noun (its head, or a synonym of it)."""
    heads = {c.head for c in know.colls.values()}
    return any(heads & set(expand(t.stem)) for t in tokens)


def request_start(tokens) -> int:
    """Where the request starts: after a scene clause ('..., so which caregivers ...',
    'For the spring memo I'd love to know ...'); 0 when there is none."""
    for i, t in enumerate(tokens):
        asks = t.low in OPENERS or (  # '..., so are there any staff ...'
            t.low in ("are", "is") and i + 1 < len(tokens) and tokens[i + 1].low == "there"
        )
        if asks and t.low in _FIRST_PERSON and not _wants(tokens, i):
            continue  # '... and I commute by train, so which ...': the scene goes on
        if i and asks and (t.after_punct or tokens[i - 1].low in ("so", "and", "but")):
            return i
    if tokens and tokens[0].low in SCENE_LEADS:
        return next((i for i, t in enumerate(tokens) if i and t.low in OPENERS), 0)
    if tokens and tokens[0].low in SUBJECT_LEADS:  # 'The new director ... asked me for the count'
        return next((i for i, t in enumerate(tokens) if i and t.low in ASK_WORDS), 0)
    return 0


_FIRST_PERSON = {"i", "we", "i'm"}
# what a speaker does when asking: 'I need', 'we'd like', 'I'm looking for', 'I was wondering'
_WANTING = {
    "need",
    "needs",
    "want",
    "wanted",
    "would",
    "'d",
    "d",
    "like",
    "wonder",
    "wondering",
    "looking",
    "am",
    "was",
    "were",
    "are",
    "hope",
    "hoping",
    "trying",
    "curious",
    "must",
    "have",
    "should",
    "can",
    "could",
    "also",
    "just",
    "really",
    "still",
}


def _wants(tokens, i: int) -> bool:
    """Whether a first-person opener goes on to ask ('I need', 'we'd like', 'I'm looking for'),
    rather than saying what the speaker does ('I commute by train', 'I'm programming ...')."""
    nxt = [t.low for t in tokens[i + 1 : i + 3]]
    if tokens[i].low == "i'm":
        return bool(nxt) and nxt[0] in {"looking", "hoping", "trying", "curious", "after"}
    return bool(nxt) and nxt[0] in _WANTING


def _next_to_head(tokens, i: int, coll: CollInfo) -> bool:
    """'equipment assets': a description word said with the collection's noun."""
    return any(0 <= j < len(tokens) and coll.head in expand(tokens[j].stem) for j in (i - 1, i + 1))


def introduces_value(tokens, i: int, used: set[int]) -> bool:
    """A verb right before a recognised value ('serving toddlers', 'speak Spanish') is not a topic."""
    for j in range(i + 1, min(len(tokens), i + 4)):
        if j in used:
            return True
        if tokens[j].low not in STOPWORDS:
            return False
    return False


def topic_is_a_property(tokens, topic: tuple[int, int, int], coll: CollInfo) -> bool:
    """A 'topic' that is a property said in words ('good for a first-time player')."""
    _, a, z = topic
    content = [j for j in range(a, z + 1) if tokens[j].low not in STOPWORDS]
    inside = find_mentions(tokens[a : z + 1], coll, set())
    covered = {
        a + j for m in inside if not m.prop.prop.searchable and m.score >= 0.5 for j in m.tokens
    }
    return bool(content) and len(covered & set(content)) * 2 >= len(content)
