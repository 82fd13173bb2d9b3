"""Stopping a run cleanly: SIGINT/SIGTERM end it within a second, resumable.

The stop sets `gymkit.cancel.STOP`: a query waiting on a model server (a try, a backoff, a
Retry-After) gives up at once and is not stored; a query computed locally finishes first."""

from __future__ import annotations

import signal
import sys
import threading
from typing import Any

from gymkit.cancel import STOP
from gymkit.errors import GymError


class Interrupted(GymError):
    """The run was stopped by a signal; what was done is stored and a rerun resumes."""


class StopFlag:
    """Set by SIGINT/SIGTERM while a run is on: the loop stops, queries waiting on a server
    are given up (they are answered on the next run), and what was answered is stored.

    A second SIGINT aborts at once (KeyboardInterrupt). Handlers are only installed from the
    main thread (a notebook's worker thread cannot, and does not need to).
    """

    def __init__(self) -> None:
        self.event = STOP
        self._old: dict[int, Any] = {}

    def __bool__(self) -> bool:
        return self.event.is_set()

    def _handle(self, signum: int, frame: Any) -> None:
        if self.event.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt
        self.event.set()
        print(
            "\ngymkit: stopping; what was answered is stored (Ctrl-C again to abort)",
            file=sys.stderr,
        )

    def __enter__(self) -> StopFlag:
        self.event.clear()
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self._old[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.event.clear()
        for sig, old in self._old.items():
            signal.signal(sig, old)
