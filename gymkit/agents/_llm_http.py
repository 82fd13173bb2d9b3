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
import functools
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import httpx

from gymkit.agents._llm_cache import ResponseCache, cache_key
from gymkit.cancel import POLL_SECONDS, STOP, Cancelled, pause
from gymkit.errors import GymError
from gymkit.scrub import add_secret, scrub, scrub_text

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
        headers: dict[str, str] | None = None,
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
        headers = {
            **({"Authorization": f"Bearer {api_key}"} if api_key else {}),
            **(headers or {}),
        }
        add_secret(api_key, *headers.values())
        self._http = httpx.Client(headers=headers, timeout=httpx.Timeout(self.timeout))
        self._slots = threading.BoundedSemaphore(max(1, int(concurrency)))
        self._rng = random.Random()

    def close(self) -> None:
        self._http.close()

    @property
    def budget(self) -> float:
        """The most seconds one request may take, tries and waits together."""
        return self.timeout * (self.max_retries + 1)

    def scrub(self, text: str) -> str:
        """The text with the API key and header values replaced by ***."""
        return scrub_text(text)

    def complete(self, body: dict) -> ChatResponse:
        """The response to one request body, from the cache when it holds it; ChatError otherwise."""
        start = time.monotonic()
        key = cache_key(self.base_url, self.model, body)
        if self.cache is not None and (hit := self.cache.get(key)) is not None:
            return ChatResponse(hit, cached=True, attempts=0, seconds=time.monotonic() - start)
        with self._slots:
            data, attempts = self._post_with_retries(body)
        data = scrub(data)
        if self.cache is not None:
            self.cache.put(key, self.base_url, self.model, data)
        return ChatResponse(data, cached=False, attempts=attempts, seconds=time.monotonic() - start)

    def _post_once(self, body: dict, timeout: float) -> httpx.Response:
        """One POST whose whole response must arrive within `timeout` seconds (httpx's own
        timeout bounds each read; this bounds a server that trickles its answer too)."""
        deadline = time.monotonic() + timeout
        with self._http.stream("POST", self.url, json=body) as r:
            chunks = []
            for chunk in r.iter_raw():  # still encoded (gzip): the Response below decodes it
                chunks.append(chunk)
                if time.monotonic() > deadline:
                    raise httpx.ReadTimeout("the response took longer than the timeout")
            return httpx.Response(r.status_code, headers=r.headers, content=b"".join(chunks))

    def _post_with_retries(self, body: dict) -> tuple[dict, int]:
        deadline = time.monotonic() + self.budget
        last, cut = "no attempt made", ""
        attempt = 0
        for attempt in range(self.max_retries + 1):
            retry_after: float | None = None
            left = min(self.timeout, max(0.0, deadline - time.monotonic()))
            try:
                r = bounded(functools.partial(self._post_once, body, left), left)
            except (httpx.TimeoutException, TimeoutError):
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
            if attempt == self.max_retries:
                break
            delay = backoff_delay(
                attempt,
                retry_after,
                self.backoff_base,
                self.backoff_cap,
                self.max_retry_after,
                self._rng,
            )
            slack = within_budget(deadline, self.timeout, self.max_retries - attempt)
            if retry_after is not None and retry_after > slack:
                cut = (
                    f" (the server asked to wait {retry_after:g} s; a request's tries and waits "
                    f"take at most {self.budget:g} s, --timeout x (1 + --retries))"
                )
            pause(min(delay, slack))
        raise ChatError(
            self.scrub(f"{self.url}: gave up after {attempt + 1} attempts; last: {last}{cut}")
        )


def within_budget(deadline: float, timeout: float, tries_left: int) -> float:
    """The longest wait before the next try that still leaves every try left its `timeout`
    before the request's `deadline`: waits give way, so every configured try is made."""
    return max(0.0, deadline - time.monotonic() - timeout * tries_left)


def _fill(fn: Callable[[], Any], box: dict[str, Any], done: threading.Event) -> None:
    try:
        box["value"] = fn()
    except BaseException as e:  # handed to the caller's thread
        box["error"] = e
    finally:
        done.set()


def bounded(fn: Callable[[], T], timeout: float) -> T:
    """`fn()` run on a daemon thread: its value or its exception; TimeoutError when it takes
    more than `timeout` seconds, Cancelled within POLL_SECONDS of the run being told to stop.
    A try given up on is left to end on its own (a daemon thread never holds the process)."""
    box: dict[str, Any] = {}  # one per try: a late answer of a timed-out try lands in its own
    done = threading.Event()
    worker = threading.Thread(target=_fill, args=(fn, box, done), daemon=True, name="gymkit-try")
    worker.start()
    end = time.monotonic() + timeout
    while not done.wait(min(POLL_SECONDS, max(0.0, end - time.monotonic()))):
        if STOP.is_set():
            raise Cancelled("stopped")
        if time.monotonic() >= end:
            raise TimeoutError(f"no answer within the {timeout:g} s timeout")
    if "error" in box:
        raise box["error"]
    return box["value"]


def call_with_retries(
    fn: Callable[[], T], timeout: float, max_retries: int, what: str, backoff_base: float = 0.5
) -> T:
    """`fn()`, given at most `timeout` seconds per try and `max_retries` more tries after a try
    that raised or ran out of time (with backoff cut to fit `timeout * (1 + max_retries)`);
    ChatError naming the last failure otherwise.

    For clients that cannot bound a request themselves (a hosted agent's SDK): each try runs
    on a daemon thread, so a service that hangs costs `timeout` seconds, not the SDK's own wait.
    """
    rng = random.Random()
    tries = max(0, int(max_retries)) + 1
    deadline = time.monotonic() + timeout * tries
    last = "no attempt made"
    attempt = 0
    for attempt in range(tries):
        try:
            return bounded(fn, min(timeout, max(0.0, deadline - time.monotonic())))
        except Cancelled:
            raise
        except TimeoutError:
            last = f"no answer within the {timeout:g} s timeout"
        except Exception as e:
            last = (str(e).strip().splitlines() or [type(e).__name__])[0][:300]
        if attempt == tries - 1:
            break
        delay = backoff_delay(attempt, None, backoff_base, 30.0, 120.0, rng)
        pause(min(delay, within_budget(deadline, timeout, tries - 1 - attempt)))
    raise ChatError(scrub_text(f"{what}: gave up after {attempt + 1} tries; last: {last}"))
