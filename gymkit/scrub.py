"""The configured secrets, and the one scrubber every value gymkit writes passes through.

Secrets are the API keys gymkit is configured with (OPENAI_API_KEY, WEAVIATE_API_KEY, HF_TOKEN,
an `api_key=` option) and every header value it sends to a model server (`Bearer <key>`); a
client registers its own with `add_secret`. `scrub(value)` replaces each secret, in any string
of any nested value (dict keys included), by `***`, so a model that echoes its Authorization
header into tool-call arguments, answer text or any other field cannot get the key into the run
store, the LLM cache, a report, a log or stderr. The HTTP layer scrubs what it returns; the run
store, the cache, the report writer and the CLI's output streams scrub again, as a last line.
Values shorter than MIN_LENGTH characters are not treated as secrets (scrubbing "x" everywhere
would wreck the data, and protects nothing).
"""

from __future__ import annotations

import dataclasses
import html
import json
import os
import threading
from pathlib import Path
from typing import Any

MASK = "***"
MIN_LENGTH = 6
SECRET_ENV = ("OPENAI_API_KEY", "WEAVIATE_API_KEY", "HF_TOKEN", "HUGGING_FACE_HUB_TOKEN")

_added: set[str] = set()
_lock = threading.Lock()


def add_secret(*values: str | None) -> None:
    """Treat these values (an API key, a header value) as secrets from now on, in this process."""
    with _lock:
        _added.update(v for v in values if isinstance(v, str) and len(v) >= MIN_LENGTH)


def secrets() -> list[str]:
    """Every configured secret, in the forms it can take in written text (as is, JSON-escaped,
    HTML-escaped), longest first so that `Bearer <key>` goes before `<key>`."""
    with _lock:
        found = set(_added)
    found.update(v for n in SECRET_ENV if len(v := os.environ.get(n) or "") >= MIN_LENGTH)
    forms = set()
    for s in found:
        forms.update((s, json.dumps(s)[1:-1], html.escape(s), html.escape(s, quote=False)))
    return sorted((f for f in forms if len(f) >= MIN_LENGTH), key=len, reverse=True)


def scrub_text(text: str, found: list[str] | None = None) -> str:
    """The text with every secret replaced by ***."""
    for s in secrets() if found is None else found:
        if s in text:
            text = text.replace(s, MASK)
    return text


def scrub(value: Any, found: list[str] | None = None) -> Any:
    """A copy of any JSON-like value (dicts, lists, tuples, sets, dataclasses, strings) with
    every secret in every string replaced by ***; other values as they are."""
    found = secrets() if found is None else found
    if not found:
        return value
    if isinstance(value, str):
        return scrub_text(value, found)
    if isinstance(value, dict):
        return {scrub(k, found): scrub(v, found) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return type(value)(scrub(v, found) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: scrub(getattr(value, f.name), found)
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changes)
    return value


def scrub_file(path: str | Path) -> None:
    """Rewrite a written text file (a page, an executed notebook) with its secrets scrubbed."""
    path = Path(path)
    found = secrets()
    if not found or not path.is_file():
        return
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    clean = scrub_text(text, found)
    if clean != text:
        path.write_text(clean, encoding="utf-8", errors="surrogateescape")


class ScrubbingStream:
    """A text stream (stdout, stderr) whose every write is scrubbed first."""

    def __init__(self, stream: Any):
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(scrub_text(text) if isinstance(text, str) else text)
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)
