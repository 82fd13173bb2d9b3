"""The agent protocol and its registry (a dict and a decorator)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from gymkit.schema import Environment


@dataclass
class Plan:
    """What an agent answered for one command.

    calls: the raw query_database argument objects as the agent produced them (dicts, kept
      even when invalid: the scorer parses and validates them and scores invalid ones).
    error: why the agent gave no answer (timeout, refusal, crash), or None.
    trace: for each call, which words produced which argument (explainability), free-form dicts.
    usage: token counts and other per-query costs.
    answer: the agent's final natural-language answer, when it gives one (ask mode); scored by
      the grounding check and the optional judge, never by plan or result match.
    """

    calls: list[Any] = field(default_factory=list)
    error: str | None = None
    trace: list[dict] = field(default_factory=list)
    usage: dict = field(default_factory=dict)
    answer: str | None = None


class Agent(Protocol):
    name: str

    def plan(self, command: str, environment: Environment) -> Plan: ...

    def revise(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> Plan | None:
        """The optional second turn: given the results of its calls (e.g. zero results), revise or None."""
        ...


class Answerer(Protocol):
    """An agent that can answer in words from its final calls' results (an optional last turn)."""

    def answer(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> tuple[str | None, dict]:
        """The final answer (None when it gives none) and the usage of the turn."""
        ...


AGENTS: dict[str, Callable[..., Agent]] = {}
BROKEN_AGENTS: dict[str, str] = {}  # name -> why its module failed to import


def register(name: str) -> Callable:
    def deco(factory: Callable[..., Agent]) -> Callable[..., Agent]:
        AGENTS[name] = factory
        return factory

    return deco
