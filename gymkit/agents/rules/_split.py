"""Splitting a command into its requests: '...; also ...', 'Separately, ...', '(1) ... (2) ...'.

A piece with no request of its own (a scene-setting sentence such as "I'm preparing the board
memo." or a sign-off such as "No rush.") is dropped: it names no records and asks for nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gymkit.agents.rules._words import HOW_MANY_ITEMS, VERB_NOUNS, text_before

# Markers that start a new request.
_MARKERS = re.compile(
    r"\s*\(\d{1,2}\)\s*"
    r"|(?:(?<=[\s:;,])|^)\d{1,2}\)\s+"
    r"|(?<=[:;])\s+\d{1,2}\.\s+(?=[A-Za-z])"
    r"|;\s*(?:and\s+)?(?:also\b,?)?"
    r"|[.?!]\s+(?=[A-Z(\"“'])"
    r"|,?\s+and\s+(?:then\s+)?separately\b,?"
    r"|[.;,]?\s+(?:on a (?:different|separate|related|another) note|on another note|switching gears|"
    r"unrelated(?: to that)?|different question|another question)\s*[,:]\s*"
    r"|,?\s+(?:and\s+)?also\s*,\s+"
    r"|,\s+(?:plus|as well as)\s+(?=(?:the|what|how|which|a|an|their|its)\b)"
    r"|\s+(?:and\s+)?(?:additionally|separately|in addition|as a separate (?:question|request)|"
    r"on top of that|plus)\s*,\s*"
    r"|,\s+and\s+(?=(?:show me|give me|tell me|pull up|look up|get me|find me|list|find|show|"
    r"return)\s+(?:all\s+|the\s+|any\s+)?"
    r"(?!(?:their|its|his|her|them|those|these|the same)\b))"
    r"|,?\s+and\s+(?:also\s+|then\s+)(?=(?:how many|how much|what(?:'s| is| are| was)?|which|list|"
    r"show|find|give|tell|count|get|pull|help me|work out|calculate|compute|determine|retrieve|"
    r"return|report|figure)\b)",
    re.I,
)
# 'X, and how many Y': a new request only when both sides name their own, different records.
_WEAK = re.compile(
    r",?\s+and\s+(?=(?:how many|how much|what(?:'s| is| are| was)?|when (?:did|was|were|is)|"
    r"which|list|show|find|give|tell|"
    r"count|get|pull|help me|work out|calculate|compute|determine|retrieve|return|report|figure)\b)",
    re.I,
)
_ENUM = re.compile(
    r"^\s*(?:\(?\d{1,2}[.)]\s+|[-*•]\s+)?(?:(?:and\s+)?(?:also|separately|additionally|in addition|then|plus|"
    r"on top of that|finally|next|lastly|besides|second|secondly|third|thirdly|fourth|"
    r"on (?:a|another) (?:different |separate |related )?note|switching gears|"
    r"unrelated(?: to that)?|(?:a )?different question|another question)\b\s*[,:]?\s*)?",
    re.I,
)

_DECIMAL = re.compile(r"\d\.\d")
_TRAILING_AND = re.compile(r"[\s,;]+(?:and|or|then)\s*$", re.I)
# 'Three numbers: the lowest X, the most common Y, and how many Z': one request per item.
_ASK_COUNT = re.compile(
    r"\b(two|three|four|five|2|3|4|5|a few|a couple of|several)\s+(?:\w+\s+){0,2}?"
    r"(?:things|numbers|questions|figures|stats|statistics|metrics|facts|items|answers|lookups|"
    r"requests|counts|details|queries|checks)\b",
    re.I,
)
_COUNTED_LIST = re.compile(_ASK_COUNT.pattern + r"[^:]{0,80}:\s*", re.I)
# A request about the records just described ('Which of those ...', 'Do we have any with ...').
_REFERS_BACK = re.compile(
    r"\b(?:which|any|some|how many|all|none|each|find|list|show me)\s+(?:of\s+)?"
    r"(?:them|those|these|the ones|ones)\b|\bany\s+(?:with|that|which|who)\b"
    r"|\b(?:find|list|show|pull up|get|give|count)\s+(?:me\s+)?(?:them|those|these|such)\b"
    r"|\bhow many (?:of )?(?:them|those|these|such)\b|\bsuch\s+\w+s\b",
    re.I,
)
# Records described in a scene ('centers with a strong outdoor focus', 'charities that ...').
_DESCRIBED = re.compile(
    r"\b(?:with|that|who|which|inspired by|known for|focused on|centered on)\s+\w+", re.I
)
# Someone wanting records ('A family wants centers with ...', 'Riders keep asking for routes ...').
_WANTS = re.compile(
    r"\b(?:wants?|wanted|wishes|hoping for|hopes for|looking for|asking for|asked for|prefers?|"
    r"needs?|love|loves|searching for)\b",
    re.I,
)
# Someone weighing a choice ('which beaches to send the group to'), not asking for records.
_DELIBERATE = re.compile(
    r"\b(?:decide|deciding|figure out|figuring out|not sure|unsure|know|wondering|choose|"
    r"choosing|pick|picking|sort out|work out|planning|thinking about)\s+(?:which|what)\b"
    r"(?:\s+[\w']+){0,4}?\s+to\s+(?!(?:be|the|a|an|our|their|its|my|your|this|that|these|"
    r"those|do with)\b)[a-z]+",
    re.I,
)
# A sentence after a request that narrows it ('They'd prefer ...', 'Ideally ...', 'Only ...').
_ADDS_TO = re.compile(
    r"(?:they|they'd|they'll|they're|it|it'd|it's|ideally|preferably|hopefully|bonus if|"
    r"specifically|especially|and|but|also|plus|only|just|must|should|with|without)\b",
    re.I,
)
# A sentence that only adds a condition to the request before it ('They should have CPR.').
_CONTINUES = re.compile(
    r"(?:(?:and|but)\s+)?(?:(?:they|those|these|each (?:one|of them)|all of them|the ones)\s+"
    r"(?:should|must|need to|needs to|have to|has to|ought to|would need to)\b"
    r"|only\b|just\b|restricted to\b|limited to\b|keep it to\b|stick to\b"
    r"|(?:just |only )?(?:the )?top \w+\b)",
    re.I,
)
_ABBREV = re.compile(
    r"\b(?:Mr|Ms|Mrs|Dr|St|vs|e\.g|i\.e|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)$"
)
_REQUEST = re.compile(
    r"\b(how many|how much|what|which|who|list|show|find|give|tell|count|get|pull|return|retrieve|"
    r"fetch|display|look up|search|need|want|are there|is there|do we|does|can you|could you|"
    r"calculate|compute|determine|work out|figure out|average|mean|median|total|share|"
    r"percentage|earliest|latest|most|highest|lowest|looking for|like to know|like a list|i'd like|"
    r"see|help me|interested in|check|identify|locate|bring up)\b",
    re.I,
)
_SCENE = re.compile(
    r"(?:(?:i|we) (?:need|have|want|plan|hope) to (?!know\b|find\b|see\b|get\b|pull\b|count\b|"
    r"check\b|figure\b|look\b|identify\b|list\b|locate\b|confirm\b|compare\b|learn\b)|"
    r"(?:i|we)\s+(?!(?:need|want|would|wonder|also|just|still|really|am|are)\b)[a-z]+\b|"
    r"(?:quick |some |for )?context\b|(?:some )?background\b|fyi\b|hi\b|hello\b|hey\b|"
    r"i'm|we're|i am|we are|i've|we've|i was|we were|my|our|the|a|an|it's|this is|before|"
    r"ahead of|for)\b",
    re.I,
)


# A sentence about someone else ('A parent is looking for ...', 'My manager wants ...').
_THIRD_PARTY = re.compile(
    r"(?:a|an|the|my|our|one of our|some|several|two|three)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:is|are|was|were|has|have|had|keeps?|kept|wants?|wanted|needs?|needed|asked|asks|emailed|"
    r"called|wrote|mentioned|said|says|told|came|reached|requested|complained|left)\b",
    re.I,
)


_QUESTION = re.compile(
    r"\b(?:how many|how much|what|which|who|list|show|find|count|tell me|give me|pull|calculate)\b",
    re.I,
)
_STRONG = re.compile(
    r"\b(how many|how much|what|which|list|show|find|give me|tell me|count|pull up|look up|retrieve|"
    r"can you|could you|would you|can i|could i|i need(?! (?:your |some |a little )?help\b)"
    r"(?! to (?!know|find|see|get|pull|count|check|"
    r"figure|look|identify|list|locate|confirm|compare|learn))|i'd like|i would like|looking for|help me|"
    r"calculate|compute|determine|work out|figure out|are there any|is there any|any idea of)\b",
    re.I,
)


_BACK_REFERENCE = re.compile(
    r"\b(?:his|her|hers|him|he|she|they|them|their|its|it|this|that|these|those|the same)\b", re.I
)


def split_requests(
    command: str,
    names_records: Callable[[str], bool] | None = None,
    records_of: Callable[[str], set] | None = None,
    has_value: Callable[[str], bool] | None = None,
    conditions: Callable[[str], frozenset] | None = None,
    elsewhere: Callable[[str, set], str | None] | None = None,
) -> list[str]:
    """The command's requests, in order; at least one.

    `names_records(piece)` says whether a piece names the records it wants (a collection noun);
    a piece with no request word that names no records, or opens like a scene ("I'm ...",
    "Our ..."), is dropped. A dropped piece that holds an exact value (`has_value`: a name, a
    code) is kept in front of the next request when that one points back at it ("his", "that").
    """
    text = _flatten_condition_list(command.strip())
    listed = _counted_list(text)
    if listed is None and records_of is not None:
        listed = _listed_after_colon(text, records_of)
    if listed is not None:
        return [
            q
            for item in listed
            for q in split_requests(
                item, names_records, records_of, has_value, conditions, elsewhere
            )
        ]
    cuts = [0]
    marked = [False]  # whether a piece was introduced as a request ('also', 'plus', '(2)')
    for m in _MARKERS.finditer(text):
        if m.group(0).strip().startswith(".") and _DECIMAL.search(
            text[max(0, m.start() - 1) : m.end() + 1]
        ):
            continue
        if _ABBREV.search(text_before(text, m.start(), 16)):
            continue
        cuts.append(m.start())
        cuts.append(m.end())
        marked.append(not re.fullmatch(r"[.?!]\s+", m.group(0)))
    cuts.append(len(text))
    pieces = []
    for k, i in enumerate(range(0, len(cuts), 2)):
        raw = text[cuts[i] : cuts[i + 1]]
        lead = _ENUM.match(raw)
        piece = _TRAILING_AND.sub("", _ENUM.sub("", raw)).strip(" ;,.")
        if piece:
            pieces.append((piece, marked[k] or bool(lead and lead.group(0).strip())))
    if records_of is not None:
        pieces = [
            (q, m or j > 0)
            for p, m in pieces
            for j, q in enumerate(
                r
                for u in _split_own_records(p, records_of, conditions)
                for w in _split_whole(u, conditions)
                for v in _split_other_records(w, records_of, elsewhere)
                for r in _split_weak(v, records_of, has_value, conditions, elsewhere)
            )
        ]
    out: list[str] = []
    held = ""  # a scene sentence that holds a value ('A client asked about Oren Pell's work.')
    carry = ""  # a scene sentence that names the records ('A parent asked about our centers.')
    prev = ""  # the piece before, whatever became of it
    for p, introduced in pieces:
        before, prev = prev, p
        if (
            before
            and not (introduced and out and out[-1] == before)
            and _REFERS_BACK.search(p)
            and names_records is not None
            and names_records(before)
        ):
            if out and out[-1] == before:  # 'Which ones are there?' after a request: the same one
                out[-1] = f"{before}. {p}"
                continue
            if _DESCRIBED.search(before) and not _DELIBERATE.search(before):
                # 'I'm looking for charities that fight food waste. Which of those are ...?':
                # one request, asked first so that the description stays its search
                p, carry = f"{p} {before}", ""
        elif (
            before
            and not out
            and _WANTS.search(before)
            and _DESCRIBED.search(before)
            and records_of is not None
            and records_of(before) & records_of(p)
            and not _STRONG.search(before)
            and not (conditions is not None and "search" in conditions(p))
        ):
            # 'A family wants centers with a bilingual program. Which centers provide meals?':
            # the wish describes the records asked for; asked first so it stays the search
            p, carry = f"{p} {before}", ""
        if out and _CONTINUES.match(p) and not _STRONG.search(p):
            out[-1] = f"{out[-1]}, {p}"  # 'Find staff with ... They should have CPR.'
            continue
        if (
            out
            and conditions is not None
            and _ADDS_TO.match(p)
            and not _STRONG.search(p)
            and (names_records is None or not names_records(p))
            and conditions(p)
        ):
            out[-1] = f"{out[-1]}, {p}"  # 'Which centers serve toddlers? Ideally with meals.'
            continue
        named = names_records(p) if names_records is not None else True
        if _ASK_COUNT.search(p) and not named and len(pieces) > 1:
            continue  # 'I need two numbers for the deck:' only announces the requests
        asks = _REQUEST.search(p) is not None
        scene = _SCENE.match(p) is not None
        if len(pieces) > 1 and _DELIBERATE.search(p) and not (conditions and conditions(p)):
            carry = p if named else carry  # 'I'm deciding which centers to feature.'
            continue
        third = _THIRD_PARTY.match(p)
        if (
            third
            and not introduced  # ', plus the checkouts that were ...': a request, no scene
            and len(pieces) > 1
            and not _QUESTION.search(p, third.end())
            and not _request_after_colon(p)
        ):
            # 'My neighbor is looking for a bilingual program.': someone else's wish, the scene
            held = p if has_value is not None and has_value(p) else ""
            carry = p if named else ""  # 'A parent asked about our centers. Which ...?'
            continue
        if (
            _asks(p, scene)
            or (introduced and (asks or named))
            # 'Enrollment season is busy.' names records but asks nothing of them
            or (not scene and (asks or named and (conditions is None or conditions(p))))
            or (named and len(pieces) == 1)
        ):
            if carry and names_records is not None and not named:
                p = f"{carry}. {p}"  # 'Can you check?' asks about the records said before
            elif held and _BACK_REFERENCE.search(p) and has_value is not None and not has_value(p):
                p = f"{held}. {p}"  # 'About Oren Pell's work. Can you pull up his record?'
            out.append(p)
            carry = held = ""
        elif named:
            carry = p
        else:
            held = p if has_value is not None and has_value(p) else ""
    return out or [text]


# 'that meet all three of these conditions: A; B; and C', 'matching every one of these: A; B':
# one request whose conditions are listed; the announcement says nothing of the records
_CONDITION_LIST = re.compile(
    r"(?:,\s*)?\b(?:that|which|who)?\s*(?:meet|meets|meeting|match|matches|matching|satisfy|"
    r"satisfying|fit|fitting|with)\s+(?:all\s+|each\s+|every\s+one\s+|both\s+|any\s+)?"
    r"(?:(?:two|three|four|five|six|\d)\s+)?(?:of\s+)?"
    r"(?:these|the following|(?:these |the following )?(?:conditions|criteria|requirements))"
    r"(?:\s+(?:conditions|criteria|requirements))?\s*:\s*",
    re.I,
)


def _flatten_condition_list(text: str) -> str:
    """'... that meet all three of these conditions: A; B; and C.' -> '... A, B, and C.'"""
    while True:
        m = _CONDITION_LIST.search(text)
        if m is None:
            return text
        end = re.search(r"[.?!](?:\s+|$)(?![\d])", text[m.end() :])
        stop = m.end() + end.start() if end else len(text)
        body = re.sub(r"\s*;\s*", ", ", text[m.end() : stop])
        text = text[: m.start()].rstrip() + " " + body + text[stop:]


def _split_weak(
    piece: str,
    records_of: Callable[[str], set],
    has_value: Callable[[str], bool] | None = None,
    conditions: Callable[[str], frozenset] | None = None,
    elsewhere: Callable[[str, set], str | None] | None = None,
) -> list[str]:
    """Split at ', and how many ...' only when both sides name different records, or each
    side holds its own exact value ('... at Mallowmere House, and how many at Tansybell House'),
    or the right side asks an aggregation whose words lead to another collection than the
    records the left names ('List drought-tolerant varieties, and what's the median number of
    packets lent per loan?')."""
    for m in sorted([*_WEAK.finditer(piece), *_SERIES.finditer(piece)], key=lambda m: m.start()):
        split = _weak_split_at(piece, m, records_of, has_value, conditions, elsewhere)
        if split is not None:
            return split
    return [piece]


def _weak_split_at(
    piece: str,
    m: re.Match,
    records_of: Callable[[str], set],
    has_value: Callable[[str], bool] | None,
    conditions: Callable[[str], frozenset] | None,
    elsewhere: Callable[[str, set], str | None] | None,
) -> list[str] | None:
    """The split of `_split_weak` at the marker `m`, or None when its sides do not ask apart."""
    left, right = piece[: m.start()].strip(" ,"), piece[m.end() :].strip()
    body = left.rsplit(":", 1)[-1].strip()  # 'For the report: the average rate of ...'
    if m.re is _SERIES and not (_QUESTION.match(body) or _STAT_NOUN.match(body)):
        return None  # 'for enrollments where ..., give me the number ...': one request
    a, b = records_of(left), records_of(right)
    plain_a, plain_b = {n for n in a if ":" not in n}, {n for n in b if ":" not in n}
    cats_a, cats_b = a - plain_a, b - plain_b
    asks = _QUESTION_START.match(right) is not None and not _BACK_REFERENCE.search(right)
    valued = asks and has_value is not None and has_value(left) and has_value(right)
    if asks and not valued and conditions is not None:
        # each side with conditions of its own ('loans over 14 days, and ... of Brasswick Horn')
        ca, cb = conditions(left), conditions(right)
        valued = bool(ca and cb and not cb <= ca and not ca <= cb)
    if asks and plain_a and not plain_b and elsewhere is not None and _AGGREGATE.search(right):
        plain_b = {n for n in [elsewhere(right, plain_a)] if n}
    # 'what is the average ticket price of screenings, and which screenings have a Q&A': a
    # statistic over all the records, then a listing with conditions of its own
    whole_then_listed = (
        conditions is not None
        and _AGGREGATE.search(left) is not None
        and _LISTING_START.match(right) is not None
        and _AGGREGATE.search(right) is None
        and not _BACK_REFERENCE.search(right)
        and not conditions(left)
        and bool(conditions(right))
    )
    if (
        (plain_a and plain_b and plain_a != plain_b)
        or (asks and cats_a and cats_b and cats_b != cats_a)
        or valued
        or whole_then_listed
    ):
        return [left, *_split_weak(right, records_of, has_value, conditions, elsewhere)]
    return None


# '..., and the latest start date across all enrollments': a question over the whole collection
_WHOLE = re.compile(
    r"\b(?:overall|across (?:all|every)|(?:of|for|among|over) (?:all|every)|in total|in all|"
    r"altogether|all told|all together)\b",
    re.I,
)
# ', and', 'and also', 'as well as', 'along with': a second request joined to the first
_JOINED = (
    r"(?:,?\s+and\s+(?:also,?\s+|then\s+)?|,?\s+(?:as well as|along with|together with|plus)\s+)"
)
_AND_ASKS = re.compile(
    _JOINED + r"(?=(?:what|how|which|the|give|show|tell|list|find|get|count|calculate|"
    r"compute)\b)",
    re.I,
)
_AGGREGATE = re.compile(
    r"\b(?:average|mean|median|total|sum|latest|earliest|most recent|oldest|newest|highest|"
    r"lowest|maximum|minimum|max|min|how many|how much|number of|count|distinct|different|"
    r"longest|shortest|largest|smallest|biggest|most common|most frequent|typical)\b",
    re.I,
)


def _split_whole(piece: str, conditions: Callable[[str], frozenset] | None = None) -> list[str]:
    """'Show enrollments of children over 24 months, and the latest start date overall': an
    aggregation asked over the whole collection ('overall', 'across all', 'of all X', 'in
    total') after ', and' is its own request, without the first part's filters (when the first
    part has filters of its own); so is a request with conditions after such a question."""
    whole = list(_WHOLE.finditer(piece))
    if not whole or conditions is None:
        return [piece]
    after = [m for m in _AND_ASKS.finditer(piece) if m.start() >= whole[0].end()]
    if after:
        # 'the average late fee across all loans and which loans lasted over 14 days': the
        # whole-collection question first, then a request with conditions of its own
        m = after[0]
        left, right = piece[: m.start()].strip(" ,"), piece[m.end() :].strip()
        if _AGGREGATE.search(left[: whole[0].start()]) and conditions(right):
            return [left, *_split_whole(right, conditions)]
    ands = [m for m in _AND_ASKS.finditer(piece) if m.end() <= whole[-1].start()]
    if not ands:
        return [piece]
    m = ands[-1]
    left, right = piece[: m.start()].strip(" ,"), piece[m.end() :].strip()
    if not _AGGREGATE.search(right[: whole[-1].start() - m.end()]):
        return [piece]
    if not conditions(left):
        return [piece]  # 'the number of reports and the smallest boardings across all': one call
    return [left, right]


# '... of instructors', 'among enrollments': the records an aggregation is asked over
_OVER_RECORDS = re.compile(
    r"\b(?:of|among|across|for|over|in)\s+(?:the\s+|our\s+)?([\w-]+(?:\s+[\w-]+)?)", re.I
)


def _split_own_records(
    piece: str,
    records_of: Callable[[str], set],
    conditions: Callable[[str], frozenset] | None = None,
) -> list[str]:
    """'Find surf instructors hired after 2019, and the earliest hire date of instructors': an
    aggregation after ', and' that names the records it is over (not 'those', 'these') is its
    own request, without the first part's filters (when the first part lists filtered records
    and asks no aggregation of its own)."""
    if conditions is None:
        return [piece]
    ands = list(_AND_ASKS.finditer(piece))
    if not ands:
        return [piece]
    m = ands[-1]
    left, right = piece[: m.start()].strip(" ,"), piece[m.end() :].strip()
    agg = _AGGREGATE.search(right)
    if agg is None or _BACK_REFERENCE.search(right) or _WHOLE.search(right):
        return [piece]
    over = _OVER_RECORDS.search(right, agg.end())
    if over is None or not {n for n in records_of(over.group(1)) if ":" not in n}:
        return [piece]
    if _AGGREGATE.search(left) or not conditions(left):
        return [piece]  # 'the number of campaigns that ... and how many different tags across
    return [left, right]  # campaigns': one call of two aggregations


# '..., and the enrollments of children under 12 months': another collection's records
_AND_RECORDS = re.compile(
    _JOINED + r"(?:(?:list|show|find|give me|get|pull up|count)\s+)?"
    r"(?:all\s+(?:of\s+)?)?(?:the|any|all|every|each)\s+",
    re.I,
)


def _split_other_records(
    piece: str,
    records_of: Callable[[str], set],
    elsewhere: Callable[[str, set], str | None] | None = None,
) -> list[str]:
    """'Which centers provide meals, and the enrollments of children younger than 12 months':
    after ', and (list) the', a noun that names another collection's records than the part
    before opens a request of its own on that collection; so does an aggregation ('..., and
    the average packets lent per loan') whose words lead to another collection."""
    for m in _AND_RECORDS.finditer(piece):
        left, right = piece[: m.start()].strip(" ,"), piece[m.end() :].strip()
        if _TOP_N.search(left) and _WHOLE.search(right):
            continue  # 'the 5 most common centers and the minimum age over all enrollments
        a = {n for n in records_of(left) if ":" not in n}
        head = " ".join(right.split()[:3])
        b = {n for n in records_of(head) if ":" not in n}
        if a and not b and elsewhere is not None and _AGGREGATE.match(right):
            b = {n for n in [elsewhere(right, a)] if n}
        if a and b and not a & b:
            return [left, *_split_other_records(right, records_of, elsewhere)]
    return [piece]


# 'the top 5 centers', 'the 3 most common routes': the most frequent values of a reference
_TOP_N = re.compile(r"\b(?:top \d+|\d+ most (?:common|frequent))\b", re.I)

# 'Count the routes, list the reports with ..., and ...': requests in a series, one per comma
# (split like _WEAK: only when both sides name their own, different records)
_SERIES = re.compile(
    r",\s+(?=(?:how many|how much|what(?:'s| is| are| was)?|when (?:did|was|were|is)|"
    r"which|list|show|find|give|tell|"
    r"count|get|pull|calculate|compute|determine|retrieve|return|report)\b)",
    re.I,
)
# A statistic said as a noun phrase: 'the average hourly rate of ...', 'the number of ...'
_STAT_NOUN = re.compile(
    r"(?:the\s+)?(?:average|mean|median|total|sum|latest|earliest|most recent|oldest|newest|"
    r"highest|lowest|maximum|minimum|number of|count of|smallest|largest|most common|"
    r"most frequent)\b",
    re.I,
)
# A request for records: 'which ...', 'list ...'
_LISTING_START = re.compile(r"(?:which|list|show|find|give me|pull up|get)\b", re.I)
# A second request that asks a question of its own: ', and what is the average ...'
_QUESTION_START = re.compile(r"(?:how many|how much|what)\b", re.I)


def _counted_list(text: str) -> list[str] | None:
    """'I need three numbers: A, B, and C' -> [A, B, C] when the list holds as many items as
    the lead says (any number of two or more for 'a few' / 'several'); else None."""
    m = _COUNTED_LIST.search(text)
    if m is None:
        return None
    tail = text[m.end() :].strip().rstrip(".?!")
    items = [i.strip() for i in re.split(r",\s+(?:and\s+|or\s+)?|;\s*(?:and\s+)?", tail)]
    items = [i for i in items if i]
    want = HOW_MANY_ITEMS.get(m.group(1).lower())
    if want == 2 and len(items) == 1 and tail.lower().count(" and ") == 1:
        items = [i.strip() for i in re.split(r"\s+and\s+", tail, flags=re.I)]
    if len(items) < 2 or (want is not None and len(items) != want):
        return None
    return items


def _listed_after_colon(text: str, records_of: Callable[[str], set]) -> list[str] | None:
    """'Planning summer camp: lesson programs offered on X, beaches whose notes mention Y, and
    the most common class size' -> the three requests: after a colon, a series of three or
    more items ('A, B, and C') of which all but at most one name records or a statistic, and
    which name two different records, or records and a statistic of its own. A list of one request's conditions names no two collections."""
    i = text.find(":")
    if i < 0:
        return None
    tail = text[i + 1 :].strip().rstrip(".?!")
    if not re.search(r",\s+and\s+", tail):
        return None
    items = [x.strip() for x in re.split(r",\s+(?:and\s+)?|;\s*(?:and\s+)?", tail)]
    items = [x for x in items if x]
    if len(items) < 3:
        return None
    named = [{n for n in records_of(x) if ":" not in n} for x in items]
    said = sum(bool(n or _STAT_NOUN.match(x) or _QUESTION.match(x)) for x, n in zip(items, named))
    if said < len(items) - 1:  # one item may name its records by a synonym the index lacks
        return None
    kinds = set().union(*named)
    stats = any(not n and _STAT_NOUN.match(x) for x, n in zip(items, named))
    if not kinds or len(kinds) < 2 and not stats:
        return None
    return items


# Verbs that embed a question in a scene ('we're deciding which routes to review first').
_EMBEDDING = re.compile(
    r"\b(?:deciding|decide|decides|asking|asked|asks|ask|wondering|wondered|choosing|chooses|"
    r"discussing|debating|unsure|figuring out|working out|curious about)\s+(?:about\s+)?$",
    re.I,
)


def is_strong_request(piece: str) -> bool:
    """Whether a piece holds a strong request word ('which', 'could you', 'show')."""
    return any(not _noun_use(piece, m) for m in _STRONG.finditer(piece))


# 'the substitute list.', 'a short list for', 'the head count of': the request word as a noun
_NOUN_AFTER = re.compile(r"\s*(?:$|[.,;:!?)]|(?:for|of|is|was|we|i|that|and|to))", re.I)


def _noun_use(piece: str, m: re.Match) -> bool:
    if m.group(0).lower() not in VERB_NOUNS or m.start() == 0:
        return False
    before = piece[: m.start()].rstrip().lower()
    if re.search(r"(?:please|could you|can you|would you|to|and|then|me|us)$", before):
        return False
    return _NOUN_AFTER.match(piece, m.end()) is not None


def _request_after_colon(piece: str) -> bool:
    """'Our team needs this today: I need bus routes ...': the request after the colon."""
    i = piece.find(":")
    return i >= 0 and _STRONG.match(piece[i + 1 :].lstrip()) is not None


def _asks(piece: str, scene: bool) -> bool:
    """Whether a piece holds a request word; in a scene sentence, not one that only embeds
    someone's question ('a walk-in is asking what we can do today'), nor one said as a noun
    ('I'm building the substitute list.')."""
    for m in _STRONG.finditer(piece):
        if _noun_use(piece, m):
            continue
        # 'Our team needs this today: I need ...': a colon starts the request
        lead = piece[: m.start()].rsplit(":", 1)[-1] if ":" in piece[: m.start()] else None
        if lead is not None and not lead.strip():
            return True
        if not scene or not _EMBEDDING.search(piece[: m.start()]):
            return True
    return False
