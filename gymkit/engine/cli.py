"""`gymkit execute`: calls as JSON on stdin, their results as JSON on stdout.

Input: one call object, or a list of them. Output: for one call, one object; for a list, a
list with one object per call, in order. Each object is `Result.to_dict()`
(`{"kind", "value", ...}`) or, for a call the engine refuses, `{"error": message, "field": f}`;
one bad call does not stop the others. Input that is not JSON is a GymError (exit 1).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Protocol, TextIO

from gymkit import limits
from gymkit.engine.base import EngineError, Result
from gymkit.errors import GymError


class _Executor(Protocol):
    def execute(self, environment: str, call: Any) -> Result: ...


def read_calls(text: str) -> tuple[list[Any], bool]:
    """The calls in `text` (a JSON object or list), and whether it was a single object.

    The limits of gymkit.limits (nesting depth, digits of a number) are checked before parsing.
    """
    try:
        data = limits.loads(text, "stdin")
    except GymError as e:
        message = str(e).removeprefix("stdin: ")
        raise EngineError(f"{message}; send a call object or a list", "stdin") from None
    if isinstance(data, list):
        return data, False
    return [data], True


def execute_calls(executor: _Executor, env: str, calls: list[Any]) -> list[dict]:
    """Each call's result as a JSON-ready dict, or its error."""
    out: list[dict] = []
    for call in calls:
        try:
            out.append(executor.execute(env, call).to_dict())
        except GymError as e:
            field = getattr(e, "field", "")
            message = limits.one_line(getattr(e, "message", str(e)))
            out.append({"error": message, "field": limits.storable(field)})
    return out


def _open(engine: str, workspace: str | Path | None) -> tuple[_Executor, Any]:
    """The executor for `engine`, and what to close afterwards (or None)."""
    if engine == "duckdb":
        from gymkit.gym import open_gym

        gym = open_gym(workspace)
        return gym, gym
    if engine == "weaviate":
        from gymkit.engine.weaviate import WeaviateEngine  # another engineer's module

        factory = getattr(WeaviateEngine, "from_workspace", None)
        eng = factory(workspace) if factory is not None else WeaviateEngine()
        return eng, eng
    raise GymError(f"unknown engine {engine!r}; use duckdb or weaviate")


def execute_stdin(
    env: str,
    engine: str = "duckdb",
    workspace: str | Path | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """Read one call or a list of calls from stdin, print their results as JSON to stdout."""
    calls, single = read_calls(
        limits.read_limited(stdin or sys.stdin, limits.MAX_STDIN_BYTES, "stdin")
    )
    executor, closer = _open(engine, workspace)
    try:
        results = execute_calls(executor, env, calls)
    finally:
        close = getattr(closer, "close", None)
        if close is not None:
            close()
    out = stdout or sys.stdout
    out.write(limits.json_line(results[0] if single else results) + "\n")
    out.flush()
