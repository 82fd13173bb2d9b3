"""How a missed command is printed by the held-out test and the blind-set benchmark (a helper
module, not a test file): the expected and the predicted calls in the SQL-like form."""

from __future__ import annotations

import json
from typing import Any

from gymkit.call import parse_call, render_sql


def miss_lines(ground_truth: list[Any], calls: list[Any], error: str | None) -> list[str]:
    """`expected`, `predicted` (or `predicted (invalid)`) and `error` lines, indented."""
    out = [f"    expected  {render_sql(parse_call(raw))}" for raw in ground_truth]
    for raw in calls:
        try:
            out.append(f"    predicted {render_sql(parse_call(raw))}")
        except Exception:  # noqa: BLE001 - an invalid call is shown as it is
            out.append(f"    predicted (invalid) {json.dumps(raw)[:300]}")
    if error:
        out.append(f"    error     {error}")
    return out
