"""A bounded hub download: every file's bytes are counted as they stream, against the size the
hub's file listing gives for it, and all of them against a total cap.

`huggingface_hub` trusts a response's Content-Length and resumes a cut download again and again,
so a hub (or a mirror, or a proxy) that answers a file listed at 18 KB with `Content-Length:
50 GiB` and a stream of zeros would fill the disk. Within `bounded_session(listing)`, the hub
client's transport refuses a response that announces more than the file's listed size, and
stops a body the moment it passes it (or the total passes $GYMKIT_HUB_MAX_BYTES, 4 GiB unless
set), raising
DownloadTooLarge, which nothing retries. The caller then removes the partial files.
"""

from __future__ import annotations

import os
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import unquote, urlsplit

import httpx2

from gymkit.errors import GymError

MAX_TOTAL_BYTES = 4 * 2**30  # the default of GYMKIT_HUB_MAX_BYTES
_RESOLVE = re.compile(r"/datasets/[^/]+/[^/]+/resolve/[^/]+/(.+)")
_RANGE_START = re.compile(r"bytes (\d+)-")


def max_total_bytes() -> int:
    """$GYMKIT_HUB_MAX_BYTES, else MAX_TOTAL_BYTES."""
    value = os.environ.get("GYMKIT_HUB_MAX_BYTES", "")
    if not value.strip().isdigit() or int(value) <= 0:
        return MAX_TOTAL_BYTES
    return int(value)


class DownloadTooLarge(GymError):
    """The hub sent (or announced) more bytes than its file listing says the files hold."""


class Limits:
    """The listed size of each file (path -> bytes), the total cap, and the bytes counted."""

    def __init__(self, sizes: dict[str, int], max_total: int | None = None):
        self.sizes = sizes
        self.max_total = max_total or max_total_bytes()
        self.largest = max(sizes.values(), default=0)
        self.total = 0
        self.redirects: dict[str, str] = {}  # a CDN URL a /resolve/ answer sent us to -> path
        self._lock = threading.Lock()
        listed = sum(sizes.values())
        if listed > self.max_total:
            raise DownloadTooLarge(
                f"the hub lists {listed:,} bytes of files, more than the {self.max_total:,} bytes "
                "allowed (GYMKIT_HUB_MAX_BYTES); nothing was downloaded"
            )

    def path_of(self, url: httpx2.URL) -> str | None:
        m = _RESOLVE.fullmatch(urlsplit(str(url)).path)
        return unquote(m.group(1)) if m else self.redirects.get(str(url))

    def cap(self, path: str | None) -> tuple[str, int]:
        """(what to call the file, its listed size); an unlisted URL gets the largest file's."""
        if path is not None and path in self.sizes:
            return path, self.sizes[path]
        return path or "a file the listing does not name", self.largest

    def add(self, n: int, what: str) -> None:
        with self._lock:
            self.total += n
            if self.total > self.max_total:
                raise DownloadTooLarge(
                    f"{what}: the download passed the cap of {self.max_total:,} bytes "
                    "(GYMKIT_HUB_MAX_BYTES); stopped"
                )


class _CountedStream(httpx2.SyncByteStream):
    """A response body that stops the moment it passes its file's listed size."""

    def __init__(
        self, inner: httpx2.SyncByteStream, limits: Limits, what: str, size: int, start: int
    ):
        self.inner, self.limits, self.what, self.size = inner, limits, what, size
        self.room = size - start

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self.inner:
            self.room -= len(chunk)
            if self.room < 0:
                raise DownloadTooLarge(
                    f"{self.what}: the hub sent more than the {self.size:,} bytes its file "
                    "listing gives; stopped"
                )
            self.limits.add(len(chunk), self.what)
            yield chunk

    def close(self) -> None:
        self.inner.close()


class _BoundedTransport(httpx2.BaseTransport):
    def __init__(self, inner: httpx2.BaseTransport, limits: Limits):
        self.inner, self.limits = inner, limits

    def handle_request(self, request: httpx2.Request) -> httpx2.Response:
        response = self.inner.handle_request(request)
        path = self.limits.path_of(request.url)
        if response.is_redirect and path is not None and "location" in response.headers:
            self.limits.redirects[str(request.url.join(response.headers["location"]))] = path
            return response
        if request.method not in ("GET", "HEAD") or response.status_code not in (200, 206):
            return response
        what, size = self.limits.cap(path)
        m = _RANGE_START.match(response.headers.get("content-range", ""))
        start = int(m.group(1)) if m and response.status_code == 206 else 0
        announced = response.headers.get("x-linked-size") or response.headers.get("content-length")
        if announced and announced.isdigit() and start + int(announced) > size:
            response.close()
            raise DownloadTooLarge(
                f"{what}: the hub announces {start + int(announced):,} bytes, its file listing "
                f"{size:,}; refused"
            )
        if request.method == "GET":
            response.stream = _CountedStream(response.stream, self.limits, what, size, start)
        return response

    def close(self) -> None:
        self.inner.close()


@contextmanager
def bounded_session(limits: Limits) -> Iterator[None]:
    """Every request `huggingface_hub` makes meanwhile goes through the bounded transport."""
    from huggingface_hub import set_client_factory
    from huggingface_hub.utils._http import default_client_factory, hf_request_event_hook

    def factory() -> httpx2.Client:
        return httpx2.Client(
            transport=_BoundedTransport(httpx2.HTTPTransport(), limits),
            event_hooks={"request": [hf_request_event_hook]},
            follow_redirects=True,
            timeout=None,
        )

    set_client_factory(factory)
    try:
        yield
    finally:
        set_client_factory(default_client_factory)
