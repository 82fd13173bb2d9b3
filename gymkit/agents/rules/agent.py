"""The offline rule-based agent: a command in, query_database calls out, no model.

It learns each environment at first use (schema words, value vocabularies, code shapes, names)
and caches it; `plan` splits the command into requests and parses each one; `revise` is the
second turn after zero results (B6 keeps an `=` lookup, B7 moves a wrongly filtered value into
the search).
"""

from __future__ import annotations

from typing import Any

from gymkit.agents.base import Plan
from gymkit.agents.rules._aggregate import GROUP_VERBS
from gymkit.agents.rules._find import (
    find_capitalized,
    find_exact,
    find_topics,
    find_vocab,
)
from gymkit.agents.rules._knowledge import Knowledge, learn
from gymkit.agents.rules._parse import Parsed, RequestParser
from gymkit.agents.rules._route import RECORDS_NAMED, head_weight
from gymkit.agents.rules._split import is_strong_request, split_requests
from gymkit.agents.rules._words import RECORD_NOUNS, STOPWORDS, tokenize
from gymkit.schema import Environment

# The longest command planned (characters). Planning is linear in the length (see
# benchmarks/bench_plan_length.py); the limit keeps one pasted document from holding a run for
# seconds. Longer commands are refused at once with a one-line error.
MAX_COMMAND_CHARS = 1_000_000


class RulesAgent:
    """Transparent baseline: every argument it writes is traced back to the words that made it."""

    name = "rules"

    def __init__(self, gym: Any = None, **options: Any):
        self.gym = gym
        self.options = options
        self._knowledge: dict[str, Knowledge] = {}

    def knowledge(self, environment: Environment) -> Knowledge:
        """The environment's learned knowledge, computed once per environment id."""
        know = self._knowledge.get(environment.id)
        if know is None or know.env is not environment and know.env != environment:
            know = learn(environment, self.gym)
            self._knowledge[environment.id] = know
        return know

    def parse(self, command: str, environment: Environment) -> list[Parsed]:
        parser = RequestParser(self.knowledge(environment))
        out: list[Parsed] = []
        prev = None
        know = parser.know
        requests = split_requests(
            command,
            lambda piece: names_records(piece, know),
            lambda piece: records_of(piece, know) | categories_of(piece, know),
            lambda piece: holds_value(piece, know),
            lambda piece: _conditions_of(parser.parse(piece), know),
            lambda piece, colls: _aggregated_elsewhere(parser.parse(piece), colls, know),
        )
        for text in requests:
            p = parser.parse(text, prev)
            out.append(p)
            prev = p.collection
        # a piece that asked for nothing and named no records (a sign-off) is no request, nor is
        # one whose only 'search' is scene words ('We need someone for the early shift.')
        kept = [
            p
            for p in out
            if records_of(p.text, know)
            or len(p.call) > 1
            and (
                len(out) == 1
                or set(p.call) != {"collection_name", "search_query"}
                or _cued(p, know)
            )
        ]
        kept = [p for k, p in enumerate(kept) if not _restated_later(p, kept[k + 1 :], know)]
        kept = _groupings_merged(kept or out[:1], out)
        return kept

    def plan(self, command: str, environment: Environment) -> Plan:
        if len(command) > MAX_COMMAND_CHARS:
            return Plan(
                error=(
                    f"command of {len(command):,} characters is over the rules agent's limit of "
                    f"{MAX_COMMAND_CHARS:,}; split it into shorter requests"
                )
            )
        parsed = self.parse(command, environment)
        trace = []
        for i, p in enumerate(parsed):
            trace.extend({"call": i, **t} for t in p.trace)
        left_out = _left_out(command, parsed)
        if left_out:
            trace.append({"call": None, "words": left_out, "produced": "nothing (in no request)"})
        return Plan(calls=[p.call for p in parsed], trace=trace)

    def revise(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> Plan | None:
        """After zero results: keep a lookup on the right property (None), or drop a filter on a
        value the agent would search for and put the value verbatim into the search query."""
        if any(_non_empty(r) for r in results or []):
            return None
        parsed = self.parse(command, environment)
        searched = {
            e["value"].lower() for p in parsed for e in p.exact_values if e["decision"] == "search"
        }
        changed = False
        calls = []
        trace = []
        for i, call in enumerate(plan.calls):
            call = dict(call) if isinstance(call, dict) else call
            if not isinstance(call, dict):
                calls.append(call)
                continue
            kept = []
            moved = []
            for f in call.get("text_property_filters") or []:
                v = str(f.get("value", ""))
                if f.get("operator") == "=" and v.lower() in searched:
                    moved.append(v)
                else:
                    kept.append(f)
            if moved:
                changed = True
                call["text_property_filters"] = kept
                if not kept:
                    call.pop("text_property_filters")
                q = call.get("search_query") or ""
                call["search_query"] = " ".join(
                    [*[m for m in moved if m.lower() not in q.lower()], q]
                ).strip()
                trace.extend(
                    {
                        "call": i,
                        "words": m,
                        "produced": f"search_query {m!r} (the filter found nothing)",
                    }
                    for m in moved
                )
            calls.append(call)
        if not changed:
            return None
        return Plan(calls=calls, trace=trace)


def _left_out(command: str, parsed: list[Parsed]) -> str:
    """The content words of the command that no planned request holds (a dropped part, a scene
    sentence), joined by ', ' in their order; '' when every word went to some request."""
    kept = {t.low for p in parsed for t in tokenize(p.text)}
    words = [
        t.text
        for t in tokenize(command)
        if t.low not in kept and t.low not in STOPWORDS and any(c.isalpha() for c in t.low)
    ]
    return ", ".join(words)


def names_records(piece: str, know: Knowledge) -> bool:
    """Whether a piece of a command names a collection's records by their noun."""
    return bool(records_of(piece, know))


def holds_value(piece: str, know: Knowledge) -> bool:
    """Whether a piece holds an exact value: a quoted string, a code, a known or capitalized name."""
    tokens = tokenize(piece)
    if find_exact(piece, tokens, know):
        return True
    return any(len(v.value.split()) > 1 for v in find_capitalized(piece, tokens, [], set()))


def categories_of(piece: str, know: Knowledge) -> set[str]:
    """The category and tag values a piece names, as 'Collection:value' ('wetsuits')."""
    tokens = tokenize(piece)
    return {
        f"{c.name}:{h.value}" for c in know.colls.values() for h in find_vocab(tokens, c, set())
    }


def records_of(piece: str, know: Knowledge) -> set[str]:
    """The collections whose head noun a piece says ('giving programs' -> GivingPrograms)."""
    heads = {c.head: c for c in know.colls.values()}
    tokens = tokenize(piece)
    out = {
        heads[t.stem].name
        for i, t in enumerate(tokens)
        if t.stem in heads
        and head_weight(tokens, i, heads[t.stem], True, know.bigrams) >= RECORDS_NAMED
    }
    # 'ridership records', 'enrollment records': a name word of the collection before a
    # generic noun for records names the records too
    for t, nxt in zip(tokens, tokens[1:]):
        if nxt.low in RECORD_NOUNS:
            out |= {c.name for c in know.colls.values() if t.stem in c.name_stems}
    return out


def _groupings_merged(kept: list[Parsed], out: list[Parsed]) -> list[Parsed]:
    """'What is the average ticket price? Break down the average by venueName.': a piece that
    opens with a grouping verb and only groups the statistic before it (the same collection, no
    filter or aggregation of its own beyond that one) is that request's group-by."""
    merged: list[Parsed] = []
    for p in out:
        if p not in kept and not _groups_only(p):
            continue
        prev = merged[-1] if merged else None
        if (
            prev is not None
            and _groups_only(p)
            and prev.collection == p.collection
            and "groupby_property" not in prev.call
            and any(k.endswith("_aggregations") for k in prev.call)
            and _aggregations_of(p.call) <= _aggregations_of(prev.call)
        ):
            prev.call["groupby_property"] = p.call["groupby_property"]
            prev.trace.extend(t for t in p.trace if t["produced"].startswith("groupby_property"))
            continue
        if p in kept:
            merged.append(p)
    return merged


def _groups_only(p: Parsed) -> bool:
    """A piece that opens with a grouping verb ('Break the count down by ...') and holds a
    group-by and no filter or search."""
    first = tokenize(p.text)[:1]
    return (
        bool(first)
        and first[0].low in GROUP_VERBS
        and "groupby_property" in p.call
        and not any(k.endswith("_filters") or k in ("search_query", "filter_tree") for k in p.call)
    )


def _aggregations_of(call: dict) -> set[tuple[str, str]]:
    return {
        (a["property_name"], a["metric"])
        for key, entries in call.items()
        if key.endswith("_aggregations")
        for a in entries
    }


def _aggregated_elsewhere(p: Parsed, colls: set[str], know: Knowledge) -> str | None:
    """The collection a piece's aggregation is on ('the median number of packets lent per
    loan'), when every property it aggregates (a plain count aside) is one that none of `colls`
    has: the piece asks about other records than those the part before it names."""
    props = {
        a["property_name"]
        for key, entries in p.call.items()
        if key.endswith("_aggregations")
        for a in entries
        if a.get("metric") != "COUNT"
    }
    if not props:
        return None
    theirs = {q.name for n in colls if n in know.colls for q in know.env.collection(n).properties}
    return None if props & theirs else p.collection


def _restated_later(p: Parsed, later: list[Parsed], know: Knowledge) -> bool:
    """A statement that asks nothing ('We need new wetsuits before summer.') whose conditions a
    later request on the same records repeats is scene, not a request of its own."""
    if (
        "?" in p.text
        or is_strong_request(p.text)
        or any(k.endswith("_aggregations") for k in p.call)
    ):
        return False
    mine = _filters_of(p.call)
    if p.call.get("search_query") and _cued(p, know):
        return False
    return any(q.collection == p.collection and mine <= _filters_of(q.call) for q in later)


def _cued(p: Parsed, know: Knowledge) -> bool:
    """Whether a piece's search was asked for ('anything about X', 'search for X')."""
    tokens = tokenize(p.text)
    return bool(find_topics(p.text, tokens, set(), know.prop_stems))


def _conditions_of(p: Parsed, know: Knowledge) -> frozenset:
    """What a piece asks of its records: its filters, and a search it cues ('known for X')."""
    out = _filters_of(p.call)
    if p.call.get("search_query") and _cued(p, know):
        out |= {"search"}
    return out


def _filters_of(call: dict) -> frozenset:
    """The filters of a parsed call, as comparable strings (the conditions a piece says)."""
    out = set()
    for key, entries in call.items():
        if key.endswith("_filters"):
            out |= {f"{e['property_name']} {e['operator']}" for e in entries}
    if call.get("filter_tree"):
        out.add("filter_tree")
    return frozenset(out)


def _non_empty(result: Any) -> bool:
    value = getattr(result, "value", result)
    if isinstance(result, dict) and "value" in result:
        value = result["value"]
    if isinstance(value, (list, tuple)):
        return len(value) > 0
    if isinstance(value, dict):
        return any(v not in (0, None, [], {}) for v in value.values())
    return bool(value)
