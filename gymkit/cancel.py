"""Stopping work that waits: one process-wide stop event, set when a run is told to stop.

A request to a model server, a backoff pause and a retry loop check it (`pause`, `check`), so
SIGINT ends a run within a fraction of a second even while every worker waits on a server that
hangs or asks to retry after a day; the queries cut short raise Cancelled and are not stored, so
a rerun answers them.
"""

from __future__ import annotations

import threading

from gymkit.errors import StopRun

STOP = threading.Event()
POLL_SECONDS = 0.05


class Cancelled(StopRun):
    """Work given up because the run was told to stop (never an answer to store)."""


def check() -> None:
    """Raise Cancelled when the stop event is set."""
    if STOP.is_set():
        raise Cancelled("stopped")


def pause(seconds: float) -> None:
    """Sleep `seconds`, or raise Cancelled as soon as the stop event is set."""
    if STOP.wait(max(0.0, seconds)):
        raise Cancelled("stopped")
