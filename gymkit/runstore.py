"""The run store's former module, kept so `from gymkit.runstore import RunStore` still works.

Everything here now lives in the `gymkit.runs` package (`gymkit/runs/_store.py`, `_summary.py`,
`_values.py`); import from `gymkit.runs` in new code.
"""

from gymkit.runs._schema import has_table as _has_table
from gymkit.runs._store import LOCK_TIMEOUT, Prediction, RunStore, RunStoreError
from gymkit.runs._summary import CONTRACT_KEYS, compare, mcnemar_exact, summarize
from gymkit.runs._values import SECRET_WORDS, dumps, qident, redact, to_db, usage_tokens

__all__ = [
    "CONTRACT_KEYS",
    "LOCK_TIMEOUT",
    "SECRET_WORDS",
    "Prediction",
    "RunStore",
    "RunStoreError",
    "_has_table",
    "compare",
    "dumps",
    "mcnemar_exact",
    "qident",
    "redact",
    "summarize",
    "to_db",
    "usage_tokens",
]
