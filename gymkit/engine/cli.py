"""`gymkit execute`: calls as JSON on stdin, their results as JSON on stdout.

Input: one call object, or a list of them. Output: for one call, one object; for a list, a
list with one object per call, in order. Each object is `Result.to_dict()`
(`{"kind", "value", ...}`) or, for a call the engine refuses, `{"error": message, "field": f}`;
one bad call does not stop the others. Input that is not JSON is a GymError (exit 1).
"""

from __future__ import annotations

import sys
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


def execute_stdin(
    env: str,
    executor: _Executor,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
) -> None:
    """Read one call or a list of calls from stdin, print their results as JSON to stdout.

    `executor` is the engine (or the gym) to run them on; opening it is the CLI's business
    (`gymkit/cli.py`), so the engine never imports the gym facade."""
    calls, single = read_calls(
        limits.read_limited(stdin or sys.stdin, limits.MAX_STDIN_BYTES, "stdin")
    )
    results = execute_calls(executor, env, calls)
    out = stdout or sys.stdout
    out.write(limits.json_line(results[0] if single else results) + "\n")
    out.flush()
