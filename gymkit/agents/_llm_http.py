"""A thread-safe chat-completions client: retries with backoff, a timeout, a response cache.

Plain HTTP (httpx) so it works with OpenAI and with local servers that speak the same
protocol (Ollama, vLLM, llama.cpp). Retried: 429, 5xx, timeouts, connection errors and a 200
whose body is not JSON, with exponential backoff and jitter, waiting at least as long as a
`Retry-After` header asks. Other statuses (400, 401, 404, ...) fail at once. The API key is
sent in the Authorization header only and is scrubbed from every error message. `timeout`
bounds each request as a whole: a server that hangs, or trickles its answer, is retried.
"""

from __future__ import annotations

import email.utils
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import httpx

from gymkit.agents._llm_cache import ResponseCache, cache_key
from gymkit.errors import GymError

T = TypeVar("T")


class ChatError(GymError):
    """A chat-completions request that failed (after retries, for transient failures).

    `status` is the HTTP status of a request the server refused (400, 401, ...), else None.
    """

    def __init__(self, message: str, status: int | None = None):
        self.status = status
        super().__init__(message)


@dataclass
class ChatResponse:
    """A response body, whether it came from the cache, and how many HTTP attempts it took."""

    data: dict
    cached: bool
    attempts: int
    seconds: float


def parse_retry_after(value: str | None) -> float | None:
    """Seconds to wait from a Retry-After header (seconds, or an HTTP date), or None."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def backoff_delay(
    attempt: int,
    retry_after: float | None,
    base: float,
    cap: float,
    max_retry_after: float,
    rng: random.Random,
) -> float:
    """The wait before retry number `attempt + 1`: half of min(cap, base * 2**attempt) plus a
    random share of the other half (jitter), and never less than Retry-After (capped)."""
    step = min(cap, base * (2**attempt))
    delay = step / 2 + rng.uniform(0, step / 2)
    if retry_after is not None:
        delay = max(delay, min(retry_after, max_retry_after))
    return delay


class ChatClient:
    """POST `<base_url>/chat/completions`, at most `concurrency` requests in flight at once."""

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 4,
        cache: ResponseCache | None = None,
        concurrency: int = 4,
        backoff_base: float = 0.5,
        backoff_cap: float = 30.0,
        max_retry_after: float = 120.0,
    ):
        self.base_url = base_url.rstrip("/")
        self.url = f"{self.base_url}/chat/completions"
        self.model = model
        self.timeout = float(timeout)
        self.max_retries = max(0, int(max_retries))
        self.cache = cache
        self.backoff_base = backoff_base
        self.backoff_cap = backoff_cap
        self.max_retry_after = max_retry_after
        self._api_key = api_key or ""
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._http = httpx.Client(headers=headers, timeout=httpx.Timeout(self.timeout))
        self._slots = threading.BoundedSemaphore(max(1, int(concurrency)))
        self._rng = random.Random()

    def close(self) -> None:
        self._http.close()

    def scrub(self, text: str) -> str:
        """The text with the API key (if any) replaced by ***."""
        return text.replace(self._api_key, "***") if self._api_key else text

    def complete(self, body: dict) -> ChatResponse:
        """The response to one request body, from the cache when it holds it; ChatError otherwise."""
        start = time.monotonic()
        key = cache_key(self.base_url, self.model, body)
        if self.cache is not None and (hit := self.cache.get(key)) is not None:
            return ChatResponse(hit, cached=True, attempts=0, seconds=time.monotonic() - start)
        with self._slots:
            data, attempts = self._post_with_retries(body)
        if self.cache is not None:
            self.cache.put(key, self.base_url, self.model, data)
        return ChatResponse(data, cached=False, attempts=attempts, seconds=time.monotonic() - start)

    def _post_once(self, body: dict) -> httpx.Response:
        """One POST whose whole response must arrive within `timeout` seconds (httpx's own
        timeout bounds each read; this bounds a server that trickles its answer too)."""
        deadline = time.monotonic() + self.timeout
        with self._http.stream("POST", self.url, json=body) as r:
            chunks = []
            for chunk in r.iter_raw():  # still encoded (gzip): the Response below decodes it
                chunks.append(chunk)
                if time.monotonic() > deadline:
                    raise httpx.ReadTimeout("the response took longer than the timeout")
            return httpx.Response(r.status_code, headers=r.headers, content=b"".join(chunks))

    def _post_with_retries(self, body: dict) -> tuple[dict, int]:
        last = "no attempt made"
        for attempt in range(self.max_retries + 1):
            retry_after: float | None = None
            try:
                r = self._post_once(body)
            except httpx.TimeoutException:
                last = f"no response within the {self.timeout:g} s timeout"
            except httpx.TransportError as e:
                last = f"connection failed ({type(e).__name__}: {e})"
            else:
                if r.status_code == 200:
                    try:
                        data = r.json()
                    except ValueError:
                        data = None
                    if isinstance(data, dict):
                        return data, attempt + 1
                    last = f"HTTP 200 with a body that is not a JSON object: {r.text[:200]!r}"
                elif r.status_code == 429 or r.status_code >= 500:
                    retry_after = parse_retry_after(r.headers.get("retry-after"))
                    last = f"HTTP {r.status_code}: {r.text[:300]}"
                else:
                    raise ChatError(
                        self.scrub(
                            f"{self.url}: HTTP {r.status_code} (not retried): {r.text[:500]}; "
                            "check the model name, the API key and the request options"
                        ),
                        status=r.status_code,
                    )
            if attempt < self.max_retries:
                time.sleep(
                    backoff_delay(
                        attempt,
                        retry_after,
                        self.backoff_base,
                        self.backoff_cap,
                        self.max_retry_after,
                        self._rng,
                    )
                )
        raise ChatError(
            self.scrub(f"{self.url}: gave up after {self.max_retries + 1} attempts; last: {last}")
        )


def _fill(fn: Callable[[], Any], box: dict[str, Any]) -> None:
    try:
        box["value"] = fn()
    except BaseException as e:  # handed to the caller's thread
        box["error"] = e


def call_with_retries(
    fn: Callable[[], T], timeout: float, max_retries: int, what: str, backoff_base: float = 0.5
) -> T:
    """`fn()`, given at most `timeout` seconds per try and `max_retries` more tries after a try
    that raised or ran out of time (with backoff); ChatError naming the last failure otherwise.

    For clients that cannot bound a request themselves (a hosted agent's SDK): each try runs
    on a daemon thread, so a service that hangs costs `timeout` seconds, not the SDK's own wait.
    """
    rng = random.Random()
    last = "no attempt made"
    for attempt in range(max(0, int(max_retries)) + 1):
        box: dict[str, Any] = {}  # one per try: a late answer of a timed-out try lands in its own
        worker = threading.Thread(target=_fill, args=(fn, box), daemon=True, name="gymkit-try")
        worker.start()
        worker.join(timeout)
        if "value" in box:
            return box["value"]
        if worker.is_alive():
            last = f"no answer within the {timeout:g} s timeout"
        else:
            e = box.get("error")
            last = (str(e).strip().splitlines() or [type(e).__name__])[0][:300]
        if attempt < max_retries:
            time.sleep(backoff_delay(attempt, None, backoff_base, 30.0, 120.0, rng))
    raise ChatError(f"{what}: gave up after {max_retries + 1} tries; last: {last}")
