"""The answer loop: pending queries answered (inline or on a thread pool), scored, and written
in short batches, so that an answer is stored within `flush_seconds` of being made. Only when
a write itself is slow (over SLOW_WRITE seconds, the first one aside: a big gym's retrievals
hold thousands of uuids, and each write ends in a DuckDB checkpoint) does the interval widen,
to keep writing within WRITE_SHARE of the run's time."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Any

from gymkit.cancel import Cancelled
from gymkit.errors import StopRun
from gymkit.runs._agents import concurrency
from gymkit.runs._answer import Item, answer, gym_storage_error, score_prediction
from gymkit.runs._signals import StopFlag
from gymkit.runs._store import Prediction, RunStore

FLUSH_SECONDS = float(os.environ.get("GYMKIT_FLUSH_SECONDS", "0.5"))
WRITE_SHARE = 0.1  # at most this share of a run's time goes to slow writes
SLOW_WRITE = 0.25  # seconds: a write slower than this widens the flush interval


class Writer:
    """Buffers answers for at most `flush_seconds` (one short transaction per flush). A batch is
    written on a thread of its own while the next answers are made (DuckDB's write releases
    the GIL, so on a second core it costs the run nothing); one write at a time, in order.
    A write that failed raises at the next `add` or `flush`; `close` writes the rest and waits."""

    def __init__(self, store: RunStore, run: str, flush_seconds: float = FLUSH_SECONDS):
        self.store, self.run, self.flush_seconds = store, run, flush_seconds
        self.pending: list[tuple[Prediction, Any]] = []
        self.last = 0.0
        self.interval = flush_seconds
        self.writes = 0
        self.written = 0
        self.failed = False
        self._pool: ThreadPoolExecutor | None = None
        self._inflight: Future | None = None

    def add(self, pred: Prediction, scored: Any) -> None:
        self.pending.append((pred, scored))
        if time.monotonic() - self.last >= self.interval or len(self.pending) >= 200:
            self.flush(wait=False)

    def flush(self, wait: bool = True) -> None:
        """Write what is buffered (wait=False: on the writer's thread, once the write before it
        is done). After a failed write (a full disk) the buffer is dropped and later flushes do
        nothing: the run stops with that one error and a rerun resumes."""
        self.wait()  # the write before: its error is raised here, in the run's thread
        if self.failed:
            return
        if self.pending:
            batch, self.pending = self.pending, []
            if wait:
                self._dropping_on_error(self._write, batch)
            else:
                if self._pool is None:
                    self._pool = ThreadPoolExecutor(1, thread_name_prefix="gymkit-writer")
                self._inflight = self._pool.submit(self._write, batch)
        self.last = time.monotonic()

    def close(self) -> None:
        """Write what is buffered and wait for it; then the writer's thread ends."""
        try:
            self.flush()
        finally:
            if self._pool is not None:
                self._pool.shutdown(wait=True)
                self._pool = None

    def wait(self) -> None:
        """Wait for the write in flight, if any (raising its error)."""
        if self._inflight is not None:
            inflight, self._inflight = self._inflight, None
            self._dropping_on_error(inflight.result)

    def _dropping_on_error(self, step: Any, *args: Any) -> None:
        """Run a write (or wait for one); when it fails, what is buffered is dropped, in the
        run's thread, and the error raised."""
        try:
            step(*args)
        except Exception:
            self.pending = []
            raise

    def _write(self, batch: list[tuple[Prediction, Any]]) -> None:
        started = time.monotonic()
        try:
            self.store.write(self.run, batch)
        except Exception:
            self.failed = True
            raise
        self.written += len(batch)
        took = time.monotonic() - started
        self.writes += 1
        slow = took > SLOW_WRITE and self.writes > 1  # the first also creates the tables
        widened = took * (1 - WRITE_SHARE) / WRITE_SHARE if slow else 0.0
        self.interval = max(self.flush_seconds, widened)


def answer_all(
    ag: Any,
    gym: Any,
    store: RunStore,
    name: str,
    pending: list[Item],
    progress: bool,
    flush_seconds: float,
) -> tuple[int] | None:
    """Answer, score and write every pending query; (answers written,) when stopped early."""
    writer = Writer(store, name, flush_seconds)
    errors = 0
    bar = _progress(len(pending), name, progress)
    try:
        with StopFlag() as stop:
            for item, pred in _answers(ag, gym, pending, stop):
                writer.add(pred, _score_or_warn(gym, item, pred))
                errors += pred.error is not None
                bar.update(1)
                if pred.error:
                    bar.set_postfix(errors=errors, refresh=False)
            writer.close()
            return (writer.written,) if stop and writer.written < len(pending) else None
    finally:
        try:
            writer.close()
        finally:
            bar.close()


def _score_or_warn(gym: Any, item: Item, pred: Prediction) -> Any:
    """The score, or None (with a warning) when the scorer fails: a scorer bug must not lose
    the answer; `rescore` scores it on the next call of the run."""
    try:
        return score_prediction(gym, item, pred)
    except StopRun:  # a damaged gym: the run stops with its one line
        raise
    except Exception as e:
        if (damaged := gym_storage_error(e, gym)) is not None:
            raise damaged from None
        print(
            f"gymkit: scoring {item.set}/{pred.query_id} failed: {type(e).__name__}: {e}",
            file=sys.stderr,
        )
        return None


def rescore(gym: Any, store: RunStore, name: str, items: list[Item]) -> int:
    """Score the stored answers among `items` that have no score row (a scorer that failed
    earlier); returns how many got a score."""
    missing = store.unscored_keys(name)
    todo = [it for it in items if it.key in missing]
    if not todo:
        return 0
    preds = {(p.set, p.query_id): p for p in store.predictions(name)}
    scored = [(preds[it.key], _score_or_warn(gym, it, preds[it.key])) for it in todo]
    store.write_scores(name, [(p, s) for p, s in scored if s is not None])
    return sum(s is not None for _, s in scored)


def _answers(
    ag: Any, gym: Any, pending: list[Item], stop: StopFlag
) -> Iterable[tuple[Item, Prediction]]:
    """Answers in completion order: inline, or `agent.concurrency` in flight on a thread pool.

    A query cut short by the stop (Cancelled) yields nothing, so a rerun answers it; any other
    exception (a damaged gym) stops the queries in flight too, then propagates."""
    n = concurrency(ag)
    if n <= 1:
        for item in pending:
            if stop:
                return
            try:
                pred = answer(ag, gym, item)
            except Cancelled:
                return
            yield item, pred
        return
    todo = iter(pending)
    inflight: dict[Future, Item] = {}
    with ThreadPoolExecutor(max_workers=n, thread_name_prefix="gymkit-agent") as pool:
        try:
            while True:
                while not stop and len(inflight) < n:
                    item = next(todo, None)
                    if item is None:
                        break
                    inflight[pool.submit(answer, ag, gym, item)] = item
                if not inflight:
                    return
                done, _ = wait(list(inflight), timeout=0.2, return_when=FIRST_COMPLETED)
                for fut in done:
                    item = inflight.pop(fut)
                    try:
                        pred = fut.result()
                    except Cancelled:
                        continue
                    yield item, pred
        except BaseException:
            stop.event.set()  # the workers' waits end at once; the pool's exit then joins them
            raise


def _progress(total: int, name: str, enabled: bool) -> Any:
    from tqdm.auto import tqdm

    return tqdm(
        total=total,
        desc=name,
        unit="q",
        file=sys.stderr,
        disable=not enabled,
        dynamic_ncols=True,
        mininterval=0.5,
    )
