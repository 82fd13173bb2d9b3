"""An on-disk cache of chat-completion responses, so a rerun of an LLM agent makes no request.

A response is stored under the sha256 of (base_url, model, request body); the API key is never
part of the key nor of the file, and every record is scrubbed of the configured secrets
(`gymkit.scrub`) when written and when read. Writes are atomic (a temporary file, then `os.replace`), so
threads and processes sharing a cache folder never see a half-written file.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

from gymkit.scrub import scrub

log = logging.getLogger(__name__)


def cache_key(base_url: str, model: str, body: dict) -> str:
    """The sha256 of the canonical JSON of (base_url, model, body): the response's file name."""
    text = json.dumps(
        {"base_url": base_url.rstrip("/"), "model": model, "body": body},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class ResponseCache:
    """Responses as `<dir>/<key[:2]>/<key>.json`, each `{"base_url", "model", "response"}`."""

    def __init__(self, directory: str | Path):
        self.directory = Path(directory)

    def path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict | None:
        """The stored response, or None when absent or unreadable (a corrupt file is a miss)."""
        try:
            data = json.loads(self.path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        response = data.get("response") if isinstance(data, dict) else None
        return scrub(response) if isinstance(response, dict) else None

    def put(self, key: str, base_url: str, model: str, response: dict[str, Any]) -> None:
        """Store a response atomically; a failure to write is ignored (the cache is an optimisation)."""
        target = self.path(key)
        record = scrub({"base_url": base_url.rstrip("/"), "model": model, "response": response})
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=target.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump(record, f, ensure_ascii=False)
                os.replace(tmp, target)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as e:
            log.warning(
                "LLM response cache: cannot write %s (%s); continuing without it", target, e
            )
