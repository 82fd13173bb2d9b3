"""The `ranker` agent: a schema-linked plan ranker with learned weights, offline, no model server.

It links spans of the command to the environment's schema and data (`_link`), enumerates the
candidate call parts those links allow (`_candidates`), and lets logistic models learned from
generated query sets over invented schemas choose the split into requests, each request's
collection, its parts and whether it searches (`_plan`, `_model`). Nothing in it names an
environment; everything it knows of one is learned from the schema and the data at first use.
`plan --trace` gives, for every part, the words it came from, its score and the features that
weighed most.
"""

from __future__ import annotations

import os
from typing import Any

from gymkit.agents.base import Plan
from gymkit.agents.ranker._index import EnvIndex, learn
from gymkit.agents.ranker._link import link
from gymkit.agents.ranker._model import MODEL_FILE, Model, load
from gymkit.agents.ranker._plan import assemble, choose_splits, decide, segments
from gymkit.schema import Environment

MAX_COMMAND_CHARS = 100_000
MODEL_ENV = "GYMKIT_RANKER_MODEL"  # a model file of one's own (`train.fit --out FILE`)


class RankerAgent:
    name = "ranker"

    def __init__(
        self, gym: Any = None, model: Model | None = None, model_file: Any = None, **options: Any
    ):
        self.gym = gym
        self.options = options
        self.model = model or load(model_file or os.environ.get(MODEL_ENV) or MODEL_FILE)
        self._index: dict[str, EnvIndex] = {}

    def index(self, environment: Environment) -> EnvIndex:
        """The environment's index, learned once per environment id."""
        idx = self._index.get(environment.id)
        if idx is None or idx.env != environment:
            idx = learn(environment, self.gym)
            self._index[environment.id] = idx
        return idx

    def plan(self, command: str, environment: Environment) -> Plan:
        if len(command) > MAX_COMMAND_CHARS:
            return Plan(
                error=(
                    f"command of {len(command):,} characters is over the ranker's limit of "
                    f"{MAX_COMMAND_CHARS:,}; split it into shorter requests"
                )
            )
        index = self.index(environment)
        links = link(command, index)
        if not links.tokens:
            return Plan(error="the command holds no words")
        cuts, scored = choose_splits(links, self.model)
        calls: list[dict] = []
        trace: list[dict] = []
        decisions = []
        prev = None
        for seg in segments(links, cuts):
            d = decide(links, index, seg, prev, self.model)
            decisions.append(d)
            prev = d.collection
        # a clause that asks for nothing and names no records (a scene, a sign-off) is no request
        kept = [d for d in decisions if d.chosen or _names_records(links, d.segment, d.collection)]
        # a bare listing of records another request of the command asks about restates it
        # ('... a piece called Thornfen Lotus. Can you pull up that design?'): no call of its own
        asked = {d.collection for d in kept if d.chosen}
        kept = [d for d in kept if d.chosen or d.collection not in asked]
        for d in kept or decisions[:1]:
            seg = d.segment
            i = len(calls)
            calls.append(assemble(d.collection, d.chosen))
            trace.append(
                {
                    "call": i,
                    "words": _words(links, seg.start, seg.end),
                    "produced": f"collection_name {d.collection!r}",
                    "score": round(d.coll_score, 3),
                    "runner_up": d.runner_up,
                    "features": d.coll_feats,
                }
            )
            for c in d.chosen:
                words = _words_of(links, c.tokens) if c.tokens else ""
                trace.append(
                    {
                        "call": i,
                        "words": words,
                        "produced": _produced(c),
                        "score": round(c.score, 3),
                        "features": self.model[c.family].strongest(c.feats),
                    }
                )
        if cuts:
            trace.append(
                {
                    "call": None,
                    "words": ", ".join(_words(links, i, i + 1) for i in cuts),
                    "produced": f"{len(calls)} requests (split before these words)",
                    "score": [round(p, 3) for i, p in scored if i in cuts],
                }
            )
        return Plan(calls=calls, trace=trace)

    def revise(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> Plan | None:
        """After zero results: a lookup on a property the command names is kept (B6); an
        `=` filter on a value whose property the command does not name moves into the search,
        verbatim (B7)."""
        if any(_non_empty(r) for r in results or []):
            return None
        index = self.index(environment)
        links = link(command, index)
        named = {h.prop for h in links.hits if h.prop is not None}
        changed = False
        calls, trace = [], []
        for i, call in enumerate(plan.calls):
            if not isinstance(call, dict):
                calls.append(call)
                continue
            call = dict(call)
            kept, moved = [], []
            for f in call.get("text_property_filters") or []:
                if f.get("operator") == "=" and f.get("property_name") not in named:
                    moved.append(str(f.get("value", "")))
                else:
                    kept.append(f)
            if moved:
                changed = True
                if kept:
                    call["text_property_filters"] = kept
                else:
                    call.pop("text_property_filters", None)
                q = call.get("search_query") or ""
                call["search_query"] = " ".join([*moved, q]).strip()
                trace += [
                    {
                        "call": i,
                        "words": m,
                        "produced": f"search_query {m!r} (the filter found nothing)",
                    }
                    for m in moved
                ]
            calls.append(call)
        return Plan(calls=calls, trace=trace) if changed else None


def _names_records(links, seg, collection: str) -> bool:
    return any(
        h.collection == collection and h.prop is None and seg.start <= h.token < seg.end
        for h in links.hits
    )


def _words(links, start: int, end: int) -> str:
    if start >= end or start >= len(links.tokens):
        return ""
    return links.text[links.tokens[start].start : links.tokens[min(end, len(links.tokens)) - 1].end]


def _words_of(links, tokens) -> str:
    return " ".join(links.tokens[i].text for i in sorted(tokens))


def _produced(c) -> str:
    parts = []
    for key, value in c.fragment.items():
        if isinstance(value, list):
            for e in value:
                body = e.get("operator") or e.get("metric")
                v = e.get("value", e.get("values", e.get("top_occurrences_limit")))
                tail = "" if v is None else f" {v!r}"
                parts.append(f"{key}: {e['property_name']} {body}{tail}")
        else:
            parts.append(f"{key} {value!r}")
    return "; ".join(parts)


def _non_empty(result: Any) -> bool:
    value = getattr(result, "value", result)
    if isinstance(result, dict) and "value" in result:
        value = result["value"]
    if isinstance(value, (list, tuple)):
        return len(value) > 0
    if isinstance(value, dict):
        return any(v not in (0, None, [], {}) for v in value.values())
    return bool(value)
