"""Splitting a command into its requests: '...; also ...', 'Separately, ...', '(1) ... (2) ...'.

A piece with no request of its own (a scene-setting sentence such as "I'm preparing the board
memo." or a sign-off such as "No rush.") is dropped: it names no records and asks for nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Markers that start a new request.
_MARKERS = re.compile(
    r"\s*\(\d{1,2}\)\s*"
    r"|;\s*(?:and\s+)?(?:also\b,?)?"
    r"|[.?!]\s+(?=[A-Z(\"“'])"
    r"|,?\s+and\s+(?:then\s+)?separately\b,?"
    r"|,?\s+(?:and\s+)?also\s*,\s+"
    r"|,\s+(?:plus|as well as)\s+(?=(?:the|what|how|which|a|an|their|its)\b)"
    r"|\s+(?:and\s+)?(?:additionally|separately|in addition|as a separate (?:question|request)|"
    r"on top of that|plus)\s*,\s*"
    r"|,?\s+and\s+(?:also\s+|then\s+)(?=(?:how many|how much|what(?:'s| is| are| was)?|which|list|"
    r"show|find|give|tell|count|get|pull|help me|work out|calculate|compute|determine|retrieve|"
    r"return|report|figure)\b)",
    re.I,
)
# 'X, and how many Y': a new request only when both sides name their own, different records.
_WEAK = re.compile(
    r",?\s+and\s+(?=(?:how many|how much|what(?:'s| is| are| was)?|which|list|show|find|give|tell|"
    r"count|get|pull|help me|work out|calculate|compute|determine|retrieve|return|report|figure)\b)",
    re.I,
)
_ENUM = re.compile(
    r"^\s*(?:\(?\d{1,2}[.)]\s+|[-*•]\s+)?(?:(?:and\s+)?(?:also|separately|additionally|in addition|then|plus|"
    r"on top of that|finally|next|lastly|besides)\b\s*,?\s*)?",
    re.I,
)
_DECIMAL = re.compile(r"\d\.\d")
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
    r"(?:i'm|we're|i am|we are|i've|we've|i was|we were|my|our|the|a|an|it's|this is|before|"
    r"ahead of|for)\b",
    re.I,
)


_STRONG = re.compile(
    r"\b(how many|how much|what|which|list|show|find|give me|tell me|count|pull up|look up|retrieve|"
    r"can you|could you|would you|can i|could i|i need|i'd like|i would like|looking for|help me|"
    r"calculate|compute|determine|work out|figure out)\b",
    re.I,
)


def split_requests(
    command: str,
    names_records: Callable[[str], bool] | None = None,
    records_of: Callable[[str], set] | None = None,
) -> list[str]:
    """The command's requests, in order; at least one.

    `names_records(piece)` says whether a piece names the records it wants (a collection noun);
    a piece with no request word that names no records, or opens like a scene ("I'm ...",
    "Our ..."), is dropped.
    """
    text = command.strip()
    cuts = [0]
    marked = [False]  # whether a piece was introduced as a request ('also', 'plus', '(2)')
    for m in _MARKERS.finditer(text):
        if m.group(0).strip().startswith(".") and _DECIMAL.search(
            text[max(0, m.start() - 1) : m.end() + 1]
        ):
            continue
        if _ABBREV.search(text[: m.start()]):
            continue
        cuts.append(m.start())
        cuts.append(m.end())
        marked.append(not re.fullmatch(r"[.?!]\s+", m.group(0)))
    cuts.append(len(text))
    pieces = []
    for k, i in enumerate(range(0, len(cuts), 2)):
        raw = text[cuts[i] : cuts[i + 1]]
        lead = _ENUM.match(raw)
        piece = _ENUM.sub("", raw).strip(" ;,.")
        if piece:
            pieces.append((piece, marked[k] or bool(lead and lead.group(0).strip())))
    if records_of is not None:
        pieces = [
            (q, m or j > 0) for p, m in pieces for j, q in enumerate(_split_weak(p, records_of))
        ]
    out: list[str] = []
    carry = ""  # a scene sentence that names the records ('A parent asked about our centers.')
    for p, introduced in pieces:
        named = names_records(p) if names_records is not None else True
        asks = _REQUEST.search(p) is not None
        scene = _SCENE.match(p) is not None
        if (
            _STRONG.search(p)
            or (introduced and (asks or named))
            or (not scene and (asks or named))
            or (named and len(pieces) == 1)
        ):
            if carry and names_records is not None and not named:
                p = f"{carry}. {p}"  # 'Can you check?' asks about the records said before
            out.append(p)
            carry = ""
        elif named:
            carry = p
    return out or [text]


def _split_weak(piece: str, records_of: Callable[[str], set]) -> list[str]:
    """Split at ', and how many ...' only when both sides name different records."""
    m = _WEAK.search(piece)
    if m is None:
        return [piece]
    left, right = piece[: m.start()].strip(" ,"), piece[m.end() :].strip()
    a, b = records_of(left), records_of(right)
    if a and b and a != b:
        return [left, *_split_weak(right, records_of)]
    return [piece]
