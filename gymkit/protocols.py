"""What agents and scorers need of a gym, as a typing Protocol (the seam instead of `Any`).

`gymkit.gym.Gym` satisfies it; so does any small test double that offers these methods.
Agents and scorers depend on this protocol, never on the facade module itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from gymkit.engine.base import Result
    from gymkit.schema import Environment


@runtime_checkable
class GymView(Protocol):
    """The read-only view of a gym that agents and scorers use."""

    def environment(self, environment_id: str) -> Environment:
        """The environment's schema (GymError for an unknown id)."""
        ...

    def queries(
        self, set_name: str, environment: str | None = None, grounds: bool = True
    ) -> list[dict]:
        """The rows of a query set, JSON columns parsed (grounds=False: no search_grounds)."""
        ...

    def search_grounds(self, set_name: str, query_id: str) -> list[dict] | None:
        """One query's search_grounds, or None when its set has none."""
        ...

    def execute(self, environment: str, call: Any, within: Iterable[str] | None = None) -> Result:
        """One call's result; `within`: uuids that stand in for the call's search."""
        ...

    def distinct_values(
        self, environment: str, collection: str, prop: str, limit: int = 200
    ) -> list:
        """Up to `limit` distinct values of a property (array items unnested)."""
        ...
