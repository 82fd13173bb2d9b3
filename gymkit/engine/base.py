"""The engine protocol: execute one call on one environment and return what reference_results hold."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from gymkit.call import Call
from gymkit.errors import GymError


class EngineError(GymError):
    """A call the engine cannot execute. `field` names the argument at fault ('' for the call)."""

    def __init__(self, message: str, field: str = ""):
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}" if field else message)


@dataclass
class Result:
    """One sub-query's result, in the form of the card's reference_results.

    value: a sorted list of uuids (retrieval), {"METRIC(property)": value} (aggregation), or
      {group value as a string: {"METRIC(property)": value}} (group-by).
    ranked: for a search, every (uuid, score) the search returned, best first, before the cut.
    ties: for MODE and TOP_OCCURRENCES, the values tied at the cut, keyed like `value`
      ("MODE(x)" or "group/MODE(x)"), so a scorer can accept any order a database may choose.
    """

    kind: Literal["retrieval", "aggregation", "groupby"]
    value: Any
    ranked: list[tuple[str, float]] | None = None
    ties: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict:
        out: dict = {"kind": self.kind, "value": self.value}
        if self.ranked is not None:
            out["ranked"] = [[u, s] for u, s in self.ranked]
        if self.ties:
            out["ties"] = self.ties
        return out


class Engine(Protocol):
    def execute(
        self, environment: str, call: Call | dict, within: Iterable[str] | None = None
    ) -> Result:
        """One call's result; `within`: uuids that stand in for the call's search (e.g. its
        labeled relevant set, as the card's reference_results resolve a search)."""
        ...
