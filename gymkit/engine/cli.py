"""`gymkit execute`: calls as JSON on stdin, their results as JSON on stdout.

Input: one call object, or a list of them. Output: for one call, one object; for a list, a
list with one object per call, in order. Each object is `Result.to_dict()`
(`{"kind", "value", ...}`) or, for a call the engine refuses, `{"error": message, "field": f}`;
one bad call does not stop the others. Input that is not JSON is a GymError (exit 1).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Protocol, TextIO

from gymkit.engine.base import EngineError, Result
from gymkit.errors import GymError


class _Executor(Protocol):
    def execute(self, environment: str, call: Any) -> Result: ...


def read_calls(text: str) -> tuple[list[Any], bool]:
    """The calls in `text` (a JSON object or list), and whether it was a single object."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise EngineError(
            f"stdin is not valid JSON ({e}); send a call object or a list", "stdin"
        ) from None
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
            out.append({"error": getattr(e, "message", str(e)), "field": field})
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
    calls, single = read_calls((stdin or sys.stdin).read())
    results = execute_calls(executor, env, calls)
    out = stdout or sys.stdout
    out.write(json.dumps(results[0] if single else results, ensure_ascii=False) + "\n")
    out.flush()
