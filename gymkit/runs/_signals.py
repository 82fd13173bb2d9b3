"""Stopping a run cleanly: SIGINT/SIGTERM end it after the query in flight, resumable."""

from __future__ import annotations

import signal
import sys
import threading
from typing import Any

from gymkit.errors import GymError


class Interrupted(GymError):
    """The run was stopped by a signal; what was done is stored and a rerun resumes."""


class StopFlag:
    """Set by SIGINT/SIGTERM while a run is on: the loop stops after the query in flight.

    A second SIGINT aborts at once (KeyboardInterrupt). Handlers are only installed from the
    main thread (a notebook's worker thread cannot, and does not need to).
    """

    def __init__(self) -> None:
        self.event = threading.Event()
        self._old: dict[int, Any] = {}

    def __bool__(self) -> bool:
        return self.event.is_set()

    def _handle(self, signum: int, frame: Any) -> None:
        if self.event.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt
        self.event.set()
        print(
            "\ngymkit: stopping after the query in flight (Ctrl-C again to abort)", file=sys.stderr
        )

    def __enter__(self) -> StopFlag:
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self._old[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: Any) -> None:
        for sig, old in self._old.items():
            signal.signal(sig, old)
