"""The one LIKE pattern type: every rule about LIKE wildcards lives here.

The gym's LIKE (the card: "pattern uses %, e.g. Nerith%"; B4: "the text, then a trailing *"):
the whole value must match, case-sensitively; `%` and `*` are the same wildcard and match any
run of characters (also none); `?` matches exactly one character; every other character is
literal (including `_` and `\\`, which SQL would treat specially). Engines, scorers, agents and
the generator build, translate and compare patterns only through `LikePattern`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

ANY = "*"  # the canonical "any run" wildcard (the card's B4 form)
ANY_FORMS = "%*"  # the two spellings of "any run"
ONE = "?"  # exactly one character
WILDCARDS = ANY_FORMS + ONE


@dataclass(frozen=True)
class LikePattern:
    """A LIKE pattern as written in a call (see the module docstring for its meaning)."""

    text: str

    @classmethod
    def prefix(cls, stem: str, wildcard: str = "%") -> LikePattern:
        """`stem` followed by "any run": the "starts with" pattern (Morrow -> Morrow%)."""
        if wildcard not in ANY_FORMS:
            raise ValueError(f"LikePattern.prefix: wildcard must be one of {ANY_FORMS!r}")
        return cls(stem + wildcard)

    @property
    def canonical(self) -> str:
        """The pattern with `*` for both spellings of "any run": equal patterns are equal strings."""
        return self.text.replace("%", ANY)

    @property
    def card_form(self) -> str:
        """The pattern as the card's ground truth spells it: `%` for "any run" (Nerith%)."""
        return self.text.replace(ANY, "%")

    @property
    def has_wildcards(self) -> bool:
        return any(ch in WILDCARDS for ch in self.text)

    @property
    def literal(self) -> str:
        """The literal characters the pattern demands, wildcards removed (Nerith* -> Nerith)."""
        return "".join(ch for ch in self.text if ch not in WILDCARDS)

    @property
    def stem(self) -> str:
        """The pattern without leading and trailing wildcards (the prefix of a prefix pattern)."""
        return self.text.strip(WILDCARDS)

    @property
    def kind(self) -> str:
        """What the pattern asks of a value: `prefix` (Nerith%), `suffix` (%Loop), `contains`
        (%Reef%), `exact` (no wildcard) or `other` (a wildcard inside, a `?`)."""
        t = self.text
        inner = t.strip(ANY_FORMS)
        if not self.has_wildcards:
            return "exact"
        if not inner or any(ch in WILDCARDS for ch in inner):
            return "other"
        starts, ends = t[:1] in ANY_FORMS, t[-1:] in ANY_FORMS
        return "contains" if starts and ends else "suffix" if starts else "prefix"

    @property
    def matches_everything(self) -> bool:
        """True only for patterns made solely of `%`/`*` (`?` needs one character each)."""
        return bool(self.text) and all(ch in ANY_FORMS for ch in self.text)

    def problem(self) -> str | None:
        """Why the pattern is unusable as a filter, or None."""
        if not self.text:
            return "empty LIKE pattern"
        if self.matches_everything:
            return f"LIKE pattern {self.text!r} has no literal text: it matches everything"
        return None

    def _translate(self, any_run: str, one: str, literal: Callable[[str], str]) -> str:
        """The pattern in another syntax: each wildcard replaced, each literal character quoted."""
        return "".join(
            any_run if ch in ANY_FORMS else one if ch == ONE else literal(ch) for ch in self.text
        )

    def to_sql(self) -> str:
        """The pattern for DuckDB's `LIKE ? ESCAPE '\\'`: `%`/`*` -> `%`, `?` -> `_`, and a
        literal `_` or `\\` escaped."""
        return self._translate("%", "_", lambda ch: "\\" + ch if ch in "_\\" else ch)

    def to_weaviate(self) -> str:
        """The pattern in Weaviate's `like` syntax: `*` any run, `?` one character."""
        return self.canonical

    @cached_property
    def regex(self) -> re.Pattern[str]:
        """A compiled regular expression that fullmatches exactly the values the pattern matches."""
        return re.compile(self._translate(".*", ".", re.escape), re.DOTALL)

    def to_regex(self) -> re.Pattern[str]:
        return self.regex

    def matches(self, value: str) -> bool:
        """Whether the whole value matches (client-side evaluation, e.g. Weaviate's stand-in)."""
        return self.regex.fullmatch(value) is not None
