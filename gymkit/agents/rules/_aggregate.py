"""Aggregation and group-by words: 'average', 'most common', 'how many different', 'per', 'by'.

A metric word only counts when a property of a fitting kind is named next to it (or, for
unmistakable words like 'average', when the collection has exactly one such property), so
'first lessons' or 'top instructors' in a topic never become an aggregation by accident.
"""

from __future__ import annotations

from dataclasses import dataclass

from gymkit.agents.rules._find import Mention
from gymkit.agents.rules._knowledge import CollInfo, PropInfo
from gymkit.agents.rules._words import (
    AMOUNT_WORDS,
    BEFORE_WEAK_METRIC,
    GROUP_CUES,
    IMPLIED_PROPERTY_WORDS,
    LISTED_IN_ALL,
    METRIC_PHRASES,
    NUMBER_WORDS,
    POSTFIX_METRICS,
    RECORD_WORDS,
    RECORDING_VERBS,
    STOPWORDS,
    Token,
)

STRONG = {"distinct", "count", "mean", "median", "pct"}
KINDS = {
    "count": {"text", "numeric", "date", "boolean"},
    "distinct": {"text"},
    "sum": {"numeric"},
    "mean": {"numeric"},
    "median": {"numeric"},
    "mode": {"numeric", "text"},
    "min": {"numeric", "date"},
    "max": {"numeric", "date"},
    "earliest": {"date"},
    "latest": {"date"},
    "pct": {"boolean"},
}


WEAK = {"count", "total", "top", "first", "last", "most", "recent", "typical", "least"}


@dataclass
class Cue:
    cls: str
    first: int
    last: int
    phrase: str

    @property
    def weak(self) -> bool:
        return self.phrase in WEAK


_BY_FIRST: dict[str, list[tuple[list[str], str, str]]] = {}
for _phrase, _cls in METRIC_PHRASES:
    _BY_FIRST.setdefault(_phrase.split()[0], []).append((_phrase.split(), _phrase, _cls))


def numbers_said_as_amounts(cues: list[Cue], mentions: list[Mention]) -> list[Cue]:
    """'the total number of packets lent', 'the most common number of years of experience': a
    'number of' right before a scalar numeric property names the property (its values are numbers of
    things), not a count of records. With 'total' it is the property's SUM; after another
    metric word that metric is about the property and the count goes."""
    out = []
    for c in cues:
        said = next(
            (
                m
                for m in mentions
                if 0 < m.first - c.last <= 2
                and m.prop.kind == "numeric"
                and not m.prop.prop.is_array  # 'the number of hours listed' counts the items
                and m.score >= 0.5
            ),
            None,
        )
        if c.cls != "count" or not c.phrase.endswith("number of") or said is None:
            out.append(c)
        elif c.phrase.startswith("total"):
            out.append(Cue("sum", c.first, c.last, c.phrase))
        elif not any(0 <= c.first - o.last <= 2 for o in cues if o is not c):
            out.append(c)
    return out


def find_cues(tokens: list[Token], skip: set[int]) -> list[Cue]:
    """Metric phrases in the tokens, longest first, not overlapping."""
    lows = [t.low for t in tokens]
    found: list[tuple[int, int, str, str]] = []
    for i, w in enumerate(lows):
        for pw, phrase, cls in _BY_FIRST.get(w, ()):
            n = len(pw)
            if lows[i : i + n] == pw:
                found.append((n, i, phrase, cls))
    out: list[Cue] = []
    taken: set[int] = set()
    for n, i, phrase, cls in sorted(found, key=lambda f: (-f[0], f[1])):
        span = set(range(i, i + n))
        if span & taken or span & skip:
            continue
        if phrase in WEAK and not _strong_position(lows, i, phrase):
            continue
        if cls == "count" and i and lows[i - 1] in AMOUNT_WORDS:
            continue  # 'the mean number of boardings' is a mean
        if cls == "count" and i and lows[i - 1] in ("each", "every", "per"):
            continue  # 'for each number of years of experience' names the group
        if (
            phrase == "in total"
            and i
            and (lows[i - 1][:1] in "0123456789$" or lows[i - 1] in ("dollars", "usd"))
        ):
            continue  # 'for less than $50 in total': the compared amount's name, no sum
        if (
            cls == "pct"
            and i >= 1
            and lows[i - 1] in ("a", "in")
            and (i < 2 or lows[i - 2] in ("as", "expressed", "given"))
        ):
            continue  # '..., as a percentage' restates the share asked for
        top_n = (
            phrase == "top"
            and i + 1 < len(lows)
            and (lows[i + 1].isdigit() or lows[i + 1] in NUMBER_WORDS)
        )
        out.append(Cue("mode" if top_n else cls, i, i + n - 1, phrase))  # 'the top 5 routes'
        taken |= span
    # 'the minimum of the total boardings': a weak word after another metric describes it
    ends = {c.last for c in out}
    out = [
        c
        for c in out
        if not (
            c.phrase in WEAK
            and c.first >= 3
            and lows[c.first - 2 : c.first] == ["of", "the"]
            and c.first - 3 in ends
        )
    ]
    counts = [c.first for c in out if c.cls in ("count", "distinct")]
    # 'how many X entries there are in total': 'in total' restates the count
    out = [
        c
        for c in out
        if not (c.phrase in ("in total", "altogether") and any(f < c.first for f in counts))
    ]
    return sorted(out, key=lambda c: c.first)


def _strong_position(lows: list[str], i: int, phrase: str) -> bool:
    """Weak metric words count only where a metric is asked for: 'Count reports...', 'the total'."""
    prev = lows[i - 1] if i else ""
    if phrase == "count":
        nxt = lows[i + 1] if i + 1 < len(lows) else ""
        # 'quick count pls: reports with ...', 'a rough count please'
        return (
            i == 0
            or prev in {"please", "you", "and", "to", "a", "the", "me", "then", "also", "quick"}
            or (prev in {"rough", "fast"} and i == 1)
            or nxt in {"pls", "please", "plz"}
            or nxt in {"them", "those", "these"}  # '..., count them, and group ...'
        )
    if (
        phrase == "least"
        and prev in ("at", "the")
        and i + 1 < len(lows)
        and lows[i + 1] in ("one", "1", "a", "an", "once", "some")
    ):
        return False
    if phrase in ("total", "top", "most", "typical", "least"):
        return prev in BEFORE_WEAK_METRIC
    return prev in {
        "the",
        "their",
        "its",
        "our",
        "what",
        "what's",
        "whats",
        "which",
        "is",
        "and",
        "of",
        "",
        "very",
    }


def metric_for(cls: str, prop: PropInfo, negated: bool, phrase: str = "") -> str | None:
    kind = prop.kind
    if kind not in KINDS[cls] or prop.prop.searchable and cls != "count":
        return None
    table = {
        "count": "COUNT",
        "distinct": "COUNT_DISTINCT",
        "sum": "SUM",
        "mean": "MEAN",
        "median": "MEDIAN",
        "earliest": "EARLIEST",
        "latest": "LATEST",
    }
    if cls in table:
        return table[cls]
    if cls == "mode":
        return "MODE" if kind == "numeric" else "TOP_OCCURRENCES"
    if cls == "min" and phrase == "oldest" and kind == "numeric":
        return "MAX"  # 'the oldest child age in months': the largest age
    if cls == "min":
        return "MIN" if kind == "numeric" else "EARLIEST"
    if cls == "max":
        return "MAX" if kind == "numeric" else "LATEST"
    return "PERCENTAGE_FALSE" if negated else "PERCENTAGE_TRUE"


def bind(
    cue: Cue,
    mentions: list[Mention],
    coll: CollInfo,
    tokens: list[Token],
    cues: list[Cue] | tuple[Cue, ...] = (),
) -> Mention | PropInfo | None:
    """The property a metric word is about: the nearest fitting mention after it, else before it.

    A count binds to a property only when its values are counted ('the count of service date
    values', 'how many closing shift checks are true'); 'how many reports' counts records.
    `cues` are the request's other metric words: a count reaches past a long list of conditions
    to the 'Y on record' that ends them only when no other metric word comes between.
    """
    if cue.cls == "count":
        # 'how many X have a service date on record', 'the number of X with a recorded Y'
        for m in mentions:
            if (
                (  # 'how many X with codes ... have a Y recorded'; 'number of stop positions'
                    0 < m.first - cue.last <= 14 or cue.first <= m.first <= cue.last < m.last
                )
                and not m.prop.prop.searchable
                and _on_record(tokens, m)
                and not any(t.low == "and" for t in tokens[cue.last + 1 : m.first])
            ):
                return m
        for m in mentions:
            if (  # 'the number of X with ..., and whose ..., with a service date on record'
                m.first > cue.last
                and not m.prop.prop.searchable
                and _on_record(tokens, m)
                and not any(cue.last < o.first < m.first for o in cues if o is not cue)
                and _record_words_close(tokens, m)
            ):
                return m
        near = [m for m in mentions if 0 < m.first - cue.last <= 4 and not m.prop.prop.searchable]
        for m in sorted(near, key=lambda m: m.first):
            after = {t.low for t in tokens[m.last + 1 : m.last + 4]}
            if after & RECORD_WORDS or (
                m.prop.kind == "boolean" and after & {"true", "false", "marked", "set"}
            ):
                return m
            # 'how many reports had a check that failed' counts reports; in 'the total number
            # of equipment inspection checks that failed' the head word names the checks
            records = any(
                t.stem == coll.head and k + 1 != m.first
                for k, t in enumerate(tokens[cue.last + 1 : cue.last + 3], start=cue.last + 1)
            )
            if (
                not records  # 'how many reports had a check that failed' counts reports
                and m.prop.kind == "boolean"
                and m.prop.prop.is_array
                and _said_outcome(tokens, m)
            ):
                return m  # 'the total count of assessed shifts they're available for'
        return None
    else:
        fits = [m for m in mentions if m.prop.kind in KINDS[cue.cls]]
    fits = [m for m in fits if not m.prop.prop.searchable]
    if cue.phrase in POSTFIX_METRICS and cue.cls == "mode":
        # 'which value of X occurs most often': the property said before the words
        before = [m for m in fits if m.first < cue.first and cue.first - m.last <= 3]
        if before:
            return max(before, key=lambda m: m.last)
    after = [
        m
        for m in fits
        if 0 < m.first - cue.last <= 9 or (cue.first <= m.first <= cue.last < m.last)
    ]
    if not after and cue.cls == "pct":  # 'the percentage of programs ... where supporters can
        after = [m for m in fits if m.first > cue.last]  # enroll in repeated giving': the flag
    if after:
        return min(after, key=lambda m: (max(0, m.first - cue.last), -m.score))
    before = [m for m in fits if 0 < cue.first - m.last <= 8]
    if before and cue.cls != "count":
        return min(before, key=lambda m: (cue.first - m.last, -m.score))
    # 'the heaviest surfboard', 'the cheapest asset': the property the adjective measures
    implied = IMPLIED_PROPERTY_WORDS.get(cue.phrase)
    if implied:
        hits = [
            p
            for p in coll.props
            if p.kind in KINDS[cue.cls]
            and not p.prop.is_array
            and any(s.startswith(implied) for s in p.stems + p.desc)
        ]
        if len(hits) == 1:
            return hits[0]
    # 'the average' alone, or 'the biggest donation': the collection's one fitting property
    said_records = any(t.stem == coll.head for t in tokens[cue.last + 1 : cue.last + 3])
    if cue.cls == "max" and said_records:
        # 'which 2 coastal areas have the most beaches': the most frequent values of a category
        cats = [
            m
            for m in mentions
            if m.prop.kind == "text"
            and not m.prop.prop.searchable
            and not m.prop.prop.is_identifier
            and 0 < cue.first - m.last <= 8
        ]
        if cats:
            cue.cls = "mode"
            return max(cats, key=lambda m: (m.last, m.score))
    if cue.cls in STRONG or said_records:
        only = [
            p
            for p in coll.props
            if p.kind in KINDS[cue.cls]
            and not p.prop.searchable
            and not p.prop.is_array
            and not p.name_like
        ]
        if len(only) == 1:
            return only[0]
    return None


def _record_words_close(tokens: list[Token], m: Mention) -> bool:
    """'... with a launch date on record?': the recorded property closes the request (its
    'on record' or 'recorded' is the last word, or only a group cue or punctuation follows)."""
    j = m.last + 1
    while j < len(tokens) and tokens[j].low in ("on", "record", "recorded", "listed", "are", "is"):
        if tokens[j].after_punct:
            break
        j += 1
    return j >= len(tokens) or tokens[j].after_punct or tokens[j].low in ("by", "per", "for")


def _on_record(tokens: list[Token], m: Mention) -> bool:
    """'a recorded service date', 'a service date on record': the property's values counted."""
    before = tokens[m.first - 1].low if m.first else ""
    lead = [t.low for t in tokens[max(0, m.first - 4) : m.first]]
    w = lead.index("whether") if "whether" in lead[-3:] else 0
    if w and lead[w - 1] in RECORDING_VERBS:
        return True  # 'how many centers record whether they provide meals': its values counted
    rest = tokens[m.last + 1 : m.last + 8]
    k = 0
    while (
        k < len(rest)
        and k < 2
        and (
            rest[k].low in ("name", "names", "value", "values", "entries", "checks", "flags")
            or rest[k].stem in m.prop.desc
        )
    ):
        k += 1  # 'how many center names are on record', 'deposit amounts listed'
    if (
        k == 0
        and len(rest) > 2
        and rest[0].low.isalpha()
        and rest[0].low.endswith("s")  # a plural noun of its own, not another property's word
        and rest[0].low not in STOPWORDS
        and rest[1].low in ("are", "is", "listed", "recorded", "on")
    ):
        k = 1  # 'how many beneficiary groups are listed in all': the property's own noun
    after = [t.low for t in rest[k:]]
    verb = after[:1] in (["are"], ["is"], ["were"], ["was"])
    if verb:  # 'how many X are on record', 'how many X are listed in total'
        after = after[1:]
    return (
        before == "recorded"
        or after[:2] == ["on", "record"]
        or (verb and after[:1] == ["listed"] and " ".join(after[1:3]) in LISTED_IN_ALL)
        or (not verb and after[:1] in (["listed"], ["recorded"]) and after[1:2] != ["as"])
    )


def count_metric(tokens: list[Token], m: Mention, cue: Cue) -> str:
    """COUNT of a flag's values, or TOTAL_TRUE / TOTAL_FALSE when 'true' or 'false' is said
    ('how many X are true', 'the number of false X values')."""
    after = [t.low for t in tokens[cue.last + 1 : m.first]] + [
        t.low for t in tokens[m.last + 1 : m.last + 5]
    ]
    if _on_record(tokens, m):
        return "COUNT"
    if "false" in after:
        return "TOTAL_FALSE"
    if "true" in after:
        return "TOTAL_TRUE"
    if m.prop.prop.is_array and _said_outcome(tokens, m):
        pos, neg = _outcome(tokens, m)
        return "TOTAL_FALSE" if neg and not pos else "TOTAL_TRUE"
    return "COUNT"


def _outcome(tokens: list[Token], m: Mention) -> tuple[bool, bool]:
    from gymkit.agents.rules._conditions import polarity

    hi = m.last
    while hi + 1 < len(tokens) and hi - m.last < 6 and not tokens[hi + 1].after_punct:
        if tokens[hi + 1].low in ("and", "or", "whose", "with", "where", "across", "over", "among"):
            break
        hi += 1
    return polarity(tokens, m.first, hi)


def _said_outcome(tokens: list[Token], m: Mention) -> bool:
    """Whether an outcome word follows a flag list ('shifts they're unavailable for')."""
    pos, neg = _outcome(tokens, m)
    return pos or neg


def find_limit(tokens: list[Token], cue: Cue) -> tuple[int | None, list[int]]:
    """'top 3', 'which 3', '3 most common', 'three most': the TOP_OCCURRENCES limit. A number
    right after 'top' comes first ('for codes starting RID-006, the top 5 routes')."""
    if cue.phrase == "top" and cue.last + 1 < len(tokens):
        t = tokens[cue.last + 1]
        n = int(t.low) if t.low.isdigit() else NUMBER_WORDS.get(t.low)
        if n is not None and 0 < n <= 50:
            return n, [cue.last + 1]
    lo = max(0, cue.first - 8)
    for i in range(cue.first - 1, lo - 1, -1):
        t = tokens[i]
        n = int(t.low) if t.low.isdigit() else NUMBER_WORDS.get(t.low)
        if n is not None and 0 < n <= 50:
            return n, [i]
    for i in range(cue.last + 1, min(len(tokens), cue.last + 3)):
        t = tokens[i]
        n = int(t.low) if t.low.isdigit() else NUMBER_WORDS.get(t.low)
        if n is not None and 0 < n <= 50:
            return n, [i]
    for i in range(cue.last + 1, len(tokens) - 1):  # '... most common? Top 3, please.'
        t = tokens[i + 1]
        n = int(t.low) if t.low.isdigit() else NUMBER_WORDS.get(t.low)
        if tokens[i].low == "top" and n is not None and 0 < n <= 50:
            return n, [i, i + 1]
    return None, []


def _whether_flag(
    tokens: list[Token], lows: list[str], at: int, mentions: list[Mention]
) -> Mention | None:
    """'by whether they are accepting enrollments', 'by whether or not a check passed': the
    boolean property named in the whether-clause right after a group cue is the group."""
    if at >= len(lows) or lows[at] != "whether":
        return None
    for m in sorted(mentions, key=lambda m: m.first):
        if m.first <= at or m.prop.kind != "boolean" or m.prop.prop.is_array:
            continue
        if m.first - at <= 7 and not any(tokens[j].after_punct for j in range(at + 1, m.first + 1)):
            return m  # 'by whether they let supporters enroll in repeated giving'
        break
    return None


def those_and_those(
    tokens: list[Token], mentions: list[Mention]
) -> tuple[Mention, list[int]] | None:
    """'for those that are accepting new enrollments and those that aren't': one flag said for
    two groups of records is a group-by on the flag. Returns the flag's mention and the cue's
    tokens ('those ... and those')."""
    lows = [t.low for t in tokens]
    for i, w in enumerate(lows):
        if w != "those":
            continue
        k = next((j for j in range(i + 2, min(len(lows) - 1, i + 12)) if lows[j] == "those"), None)
        if k is None or lows[k - 1] != "and":
            continue
        flag = next(
            (
                m
                for m in mentions
                if i < m.first < k and m.prop.kind == "boolean" and not m.prop.prop.is_array
            ),
            None,
        )
        if flag is not None:
            return flag, [i, k - 1, k]
    return None


# 'group the results by X', 'break it down by X', 'split those up by X': a grouping verb, the
# records it groups said as an object, then 'by'.
GROUP_VERBS = {"group", "break", "split", "organize", "organise", "bucket", "segment"}
_GROUPED_OBJECTS = {
    "them",
    "it",
    "those",
    "these",
    "this",
    "that",
    "the",
    "all",
    "of",
    "results",
    "result",
    "records",
    "list",
    "everything",
    "data",
    "numbers",
    "totals",
    "figures",
    "answer",
    "up",
    "down",
    "out",
    # 'break down the average by venueName', 'split the count by ...': the statistic asked
    "average",
    "averages",
    "mean",
    "median",
    "total",
    "sum",
    "count",
    "counts",
    "tally",
    "share",
    "percentage",
    "number",
    "maximum",
    "minimum",
    "earliest",
    "latest",
}


def _group_cue_spans(lows: list[str]):
    """(first token, length) of each group-by cue: verb-object-'by' forms first, then
    GROUP_CUES, longest first, in text order."""
    for i, w in enumerate(lows):
        if w not in GROUP_VERBS:
            continue
        j = i + 1
        while j < len(lows) and j - i <= 4 and lows[j] in _GROUPED_OBJECTS:
            j += 1
        if j > i + 1 and j < len(lows) and lows[j] == "by":
            yield i, j - i + 1
    for cue in sorted(GROUP_CUES, key=lambda c: -len(c[0].split())):
        cw = cue[0].split()
        n = len(cw)
        for i in range(len(lows) - n + 1):
            if lows[i : i + n] == cw:
                yield i, n


def find_groupby(
    tokens: list[Token], mentions: list[Mention], skip: set[int]
) -> tuple[Mention, list[int]] | None:
    """'per X', 'for each X', 'by X', 'broken down by X', 'group the results by X': the mention X
    and the cue's tokens."""
    lows = [t.low for t in tokens]
    for i, n in _group_cue_spans(lows):
        if any(j in skip for j in range(i, i + n)):
            continue
        cw = lows[i : i + n]
        # 'break down the average ticket price by venueName': a 'by' a grouping verb leads
        verb_led = cw == ["by"] and any(
            lows[k] in GROUP_VERBS and not any(t.after_punct for t in tokens[k + 1 : i + 1])
            for k in range(max(0, i - 8), i)
        )
        if cw == ["per"] and i >= 2 and lows[i - 2].isdigit() and lows[i - 1].isalpha():
            continue  # '3 students per lesson' is a rate, not a group
        after = [
            m
            for m in mentions
            if 0 < m.first - (i + n - 1) <= 3
            and not m.prop.prop.searchable
            and not m.prop.prop.is_identifier  # one group per record is no grouping
            # 'by the agency's standard': a bare 'by' needs the property's own name words
            and (n > 1 or verb_led or any(tokens[j].stem in m.prop.stems for j in m.tokens))
        ]
        flag = _whether_flag(tokens, lows, i + n, mentions)
        if flag is not None:  # 'split by whether the program accepts recurring gifts'
            return flag, list(range(i, i + n))
        # 'by the', 'per stretch of coast': at most one other word before the property
        after = [
            m
            for m in after
            if sum(
                lows[j] not in {"the", "their", "its", "a", "each", "every", "of"}
                for j in range(i + n, m.first)
            )
            <= 2
        ]
        if after:
            m = max(after, key=lambda m: m.score)
            return m, list(range(i, i + n))
    return None
