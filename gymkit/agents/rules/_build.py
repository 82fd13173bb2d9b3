"""The call being built for one request, and its trace: which words produced which argument."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gymkit.agents.rules._knowledge import CollInfo, PropInfo
from gymkit.call import aggregation_entry, filter_entry


@dataclass
class Parsed:
    """One request's call, its trace, and what the reviser needs to know."""

    call: dict
    trace: list[dict]
    collection: str
    exact_values: list[dict] = field(default_factory=list)  # {value, decision, properties}
    text: str = ""


class Builder:
    """Collects one call's arguments through filter_entry / aggregation_entry, with a trace line each."""

    def __init__(self, coll: CollInfo):
        self.coll = coll
        self.call: dict[str, Any] = {"collection_name": coll.name}
        self.trace: list[dict] = []
        self.search_parts: list[str] = []
        self.topics: list[str] = []
        self.or_groups: list[list[dict]] = []  # each an OR of = filters, AND-ed with the rest
        self.filter_words: list[tuple[str, dict, str]] = []  # (list name, entry, its words)

    def add_filter(self, prop: PropInfo, op: str, value: Any, words: str) -> None:
        list_name, entry = filter_entry(prop.prop, op, value)
        if entry in self.call.get(list_name, []):
            return
        self.call.setdefault(list_name, []).append(entry)
        self.filter_words.append((list_name, entry, words))
        shown = entry.get("values", entry.get("value"))
        self.trace.append({"words": words, "produced": f"{list_name} {prop.name} {op} {shown!r}"})

    def add_agg(self, prop: PropInfo, metric: str, words: str, limit: int | None = None) -> None:
        list_name, entry = aggregation_entry(prop.prop, metric, limit)
        if entry in self.call.get(list_name, []):
            return
        self.call.setdefault(list_name, []).append(entry)
        extra = f" limit {limit}" if limit else ""
        self.trace.append({"words": words, "produced": f"{list_name} {metric}({prop.name}){extra}"})

    def add_or(self, leaves: list[dict], words: str) -> None:
        """An OR of filters (B8's 'routeName or comparisonRouteName is X', or 'in West Bay or
        North Shore'): the call model's filter_tree."""
        self.or_groups.append(leaves)
        shown = " OR ".join(
            f"{f['property_name']} {f['operator']} {f.get('values', f.get('value'))!r}"
            for f in leaves
        )
        self.trace.append({"words": words, "produced": f"filter_tree {shown}"})

    def drop_filter(self, list_name: str, entry: dict) -> None:
        """Take a filter out of its flat list (it moves into the filter tree)."""
        kept = [e for e in self.call.get(list_name, []) if e is not entry]
        if kept:
            self.call[list_name] = kept
        else:
            self.call.pop(list_name, None)

    def finish(self) -> dict:
        """The call, with the OR groups as its filter_tree."""
        groups = [{"combine": "OR", "filters": g} for g in self.or_groups]
        if len(groups) == 1:
            self.call["filter_tree"] = groups[0]
        elif groups:
            self.call["filter_tree"] = {"combine": "AND", "filters": groups}
        return self.call


def span_text(text: str, tokens, first: int, last: int) -> str:
    return text[tokens[first].start : tokens[last].end]


def properties_in(call: dict) -> set[str]:
    out = set()
    for v in call.values():
        if isinstance(v, list):
            out |= {e.get("property_name") for e in v if isinstance(e, dict)}
    if call.get("groupby_property"):
        out.add(call["groupby_property"])
    return out
