"""The constants and value helpers the analysis tables share: set, metric and shape names, and
lists and floats read from whatever the run store or a query set holds (JSON text, arrays, NA)."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pandas as pd

from gymkit.layout import QUERY_SETS

SETS = QUERY_SETS
METRICS = ("plan_accuracy", "result_accuracy", "passed_accuracy")
SHAPES = ("search_only", "search_and_filters", "filter_only")
# The search_mode scorer's predicted shapes: SHAPES, "none" (no search and no filter, or no answer
# at all) and "invalid" (the call did not validate against the schema).
PREDICTED_SHAPES = (*SHAPES, "none", "invalid")
BEHAVIORS = tuple(f"B{i}" for i in range(1, 10))


def _as_list(v: Any) -> list:
    """A list from a list, numpy array, JSON list string, scalar or missing value."""
    if v is None:
        return []
    if isinstance(v, np.ndarray):
        return v.tolist()
    if isinstance(v, (list, tuple)):
        return list(v)
    if _missing(v):  # NaN, pandas NA
        return []
    if isinstance(v, str) and v.startswith("["):
        try:
            return list(json.loads(v))
        except json.JSONDecodeError:
            return [v]
    return [v]


def published_vocabulary(df: pd.DataFrame) -> pd.DataFrame:
    """`operator_classes` and `plan` in the published names, whichever gymkit version wrote
    them (gymkit.call.vocabulary); other columns untouched, the frame copied only if changed."""
    from gymkit.call.vocabulary import operator_classes, plan_string

    if "operator_classes" not in df and "plan" not in df:
        return df
    df = df.copy()
    if "operator_classes" in df:
        df["operator_classes"] = df["operator_classes"].map(
            lambda v: operator_classes(_as_list(v)) if not _missing(v) else v
        )
    if "plan" in df:
        df["plan"] = df["plan"].map(plan_string)
    return df


def has_class(v: Any, operator_class: str) -> bool:
    """Whether a row's operator_classes hold `operator_class` (old or published names on either side)."""
    from gymkit.call.vocabulary import operator_class as published
    from gymkit.call.vocabulary import operator_classes

    return published(operator_class) in operator_classes(_as_list(v))


def _missing(v: Any) -> bool:
    """None, NaN or pandas NA (scalars only; lists are never missing)."""
    return not isinstance(v, (list, tuple, np.ndarray)) and bool(pd.isna(v))


def _as_float(s: pd.Series) -> np.ndarray:
    """Booleans, numbers and missing values (None, NA) as a float array with NaN for missing."""
    return pd.to_numeric(s.astype("object").where(s.notna(), np.nan), errors="coerce").to_numpy(
        float
    )


def short_text(text: Any, limit: int = 140) -> str:
    """`text` on one line in at most `limit` characters plus an ellipsis: cut at the last
    space before the limit, never inside a word (a single word longer than `limit` is cut)."""
    s = " ".join(str("" if text is None or _missing(text) else text).split())
    if len(s) <= limit:
        return s
    cut = s[: limit + 1]
    space = cut.rfind(" ")
    cut = cut[:space] if space > 0 else s[:limit]
    return cut.rstrip(" ,;:.") + "…"
