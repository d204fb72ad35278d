"""Where a bot's decision and the coach's comment are computed: the table hands the work to a
*thinker*.

A thinker takes a task (a function of no arguments that returns the result, or returns a
generator that works in steps and returns the result at its end) and a callback, and calls
the callback with the task's result (or with the exception it raised) once it is done; it
returns a `Ticket` whose `Ticket.cancel` drops a result no longer wanted (a task in steps also
stops at its next step). The table then applies the result only if its version is still the
one the result was computed for.

- `AutoThinker` (the table's default) decides at each task: where no event loop runs (tests,
  nbval, scripts) it thinks at once, on the caller's thread, so everything stays
  deterministic; in a kernel (a running asyncio loop) it thinks on a worker thread, started
  only after the change that asked has been handed to the browser; where threads cannot start
  (Pyodide) it thinks on the loop itself, a task in steps in slices of `SLICE_MS`, so that
  the learner's move is on the table first and the next click is answered between slices.
- `InlineThinker` always thinks at once, on the caller's thread.
- `ThreadThinker` runs tasks on worker threads and hands each result back through a
  scheduler (`durak_widget.table.pacing.LoopScheduler` for an event loop on another thread),
  so that a slow bot (StrongBot) never stalls the loop that serves other tables.

A result handed back on a loop never lets a `KeyboardInterrupt` escape into the loop (that
would end a kernel's loop): the table has mended itself (`durak_widget.table.core.Table.batch`)
and goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from .pacing import Scheduler

SLICE_MS = 20.0
"""How long one slice of a task in steps runs on the loop where threads cannot start."""

START_MS = 20.0
"""How long after the change that asked a worker thread starts thinking: the kernel sends the
change's update to the browser on a thread of its own, which a worker busy from the first
moment would slow down (they share the interpreter's lock)."""


@dataclass(frozen=True)
class Thought:
    """What a task gave: its `value`, or the `error` it raised (then `value` is ``None``)."""

    value: Any = None
    error: BaseException | None = None


class Ticket:
    """A task handed to a thinker. `cancel` drops its result: the callback is not called, and
    a task in steps stops at its next step."""

    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        """Drop the task's result (and stop a task in steps)."""
        self.cancelled = True


class Thinker(Protocol):
    """Runs a task and reports its `Thought`."""

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> Ticket:
        """Run `task`, then call `done` with its result (now or later, on some thread the
        thinker documents) unless the returned `Ticket` was cancelled."""


def _finish(result: Any, ticket: Ticket) -> Thought | None:
    """Run a task's result to its end: a generator step by step (``None`` once the ticket is
    cancelled), anything else is the value."""
    if not inspect.isgenerator(result):
        return Thought(result)
    try:
        while True:
            if ticket.cancelled:
                result.close()
                return None
            next(result)
    except StopIteration as stop:
        return Thought(stop.value)


def run_here(task: Callable[[], Any], ticket: Ticket | None = None) -> Thought | None:
    """Run `task` to its end on this thread: its `Thought` (an exception is the thought's
    error, but a `KeyboardInterrupt` goes to the caller), or ``None`` when cancelled."""
    ticket = Ticket() if ticket is None else ticket
    try:
        return _finish(task(), ticket)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # reported to the table, which contains it
        return Thought(None, error)


def _absorbing(done: Callable[[Thought], None], thought: Thought) -> Callable[[], None]:
    """`done(thought)` as a loop callback: an interrupt stops here, not the loop (the table
    mends what it cut short)."""

    def call() -> None:
        with contextlib.suppress(KeyboardInterrupt):
            done(thought)

    return call


class InlineThinker:
    """Thinks at once, on the caller's thread."""

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> Ticket:
        """Run `task` now and call `done` before returning. A `KeyboardInterrupt` is not a
        result: it goes to the caller."""
        ticket = Ticket()
        thought = run_here(task, ticket)
        if thought is not None:
            done(thought)
        return ticket


class ThreadThinker:
    """Thinks on up to `workers` worker threads; each result is handed back with
    ``scheduler.call_later(0, ...)`` (which must be safe to call from any thread, as
    `LoopScheduler` is). `close` stops taking tasks."""

    def __init__(self, scheduler: Scheduler, workers: int = 2):
        self.scheduler = scheduler
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="durak-think")

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> Ticket:
        """Start `task` on a worker thread; `done` runs where the scheduler runs calls."""
        ticket = Ticket()

        def work() -> Thought | None:
            return run_here(task, ticket)

        def finished(future: Future[Any]) -> None:
            error = future.exception()
            thought = Thought(None, error) if error is not None else future.result()
            if thought is None or ticket.cancelled:
                return
            call = _absorbing(done, thought)
            handle = self.scheduler.call_later(0, call)
            if handle is None:  # nothing can be scheduled: report here, on the worker
                call()

        self._pool.submit(work).add_done_callback(finished)
        return ticket

    def close(self) -> None:
        """Finish the tasks under way and take no more."""
        self._pool.shutdown(wait=False, cancel_futures=True)


def threads_available() -> bool:
    """Whether worker threads can run here (not in Pyodide, where they cannot start)."""
    return sys.platform != "emscripten" and "pyodide" not in sys.modules


class AutoThinker:
    """The table's default thinker (see the module docstring): at once without an event loop,
    on a worker thread in a kernel, in slices on the loop where threads cannot start.

    Work starts after the message or timer being handled now has finished, so the change that
    asked for it reaches the browser first: on a worker thread `start_ms` later, once the
    kernel has sent the update; in slices at the loop's next turn. `threads` forces the choice
    (``False``: slices, as in Pyodide; ``None``: ask the platform)."""

    def __init__(
        self,
        workers: int = 2,
        slice_ms: float = SLICE_MS,
        threads: bool | None = None,
        start_ms: float = START_MS,
    ) -> None:
        self.workers = workers
        self.slice_ms = slice_ms
        self.start_ms = start_ms
        self.threads = threads_available() if threads is None else threads
        self._pool: ThreadPoolExecutor | None = None
        self._pool_lock = threading.Lock()

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> Ticket:
        """Think now (no loop), on a worker thread, or in slices on the loop."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return InlineThinker().think(task, done)
        ticket = Ticket()
        if self.threads:
            loop.call_later(self.start_ms / 1000, self._submit, loop, task, done, ticket)
        else:
            loop.call_soon(self._start_slices, loop, task, done, ticket)
        return ticket

    # ----------------------------------------------------------------- worker threads

    def _pool_now(self) -> ThreadPoolExecutor:
        with self._pool_lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="durak-think")
            return self._pool

    def _submit(
        self,
        loop: asyncio.AbstractEventLoop,
        task: Callable[[], Any],
        done: Callable[[Thought], None],
        ticket: Ticket,
    ) -> None:
        if ticket.cancelled:
            return

        def finished(future: Future[Any]) -> None:
            error = future.exception()
            thought = Thought(None, error) if error is not None else future.result()
            if thought is None or ticket.cancelled:
                return
            with contextlib.suppress(RuntimeError):  # the loop has closed: nobody to tell
                loop.call_soon_threadsafe(self._report, done, thought, ticket)

        try:
            future = self._pool_now().submit(run_here, task, ticket)
        except RuntimeError:  # threads cannot start after all: think on the loop
            self.threads = False
            self._start_slices(loop, task, done, ticket)
            return
        future.add_done_callback(finished)

    @staticmethod
    def _report(done: Callable[[Thought], None], thought: Thought, ticket: Ticket) -> None:
        if not ticket.cancelled:
            _absorbing(done, thought)()

    # ----------------------------------------------------------------- slices on the loop

    def _start_slices(
        self,
        loop: asyncio.AbstractEventLoop,
        task: Callable[[], Any],
        done: Callable[[Thought], None],
        ticket: Ticket,
    ) -> None:
        if ticket.cancelled:
            return
        try:
            result = task()
        except KeyboardInterrupt:  # cut short on the loop: think again a little later
            loop.call_soon(self._start_slices, loop, task, done, ticket)
            return
        except BaseException as error:
            self._report(done, Thought(None, error), ticket)
            return
        if not inspect.isgenerator(result):
            self._report(done, Thought(result), ticket)
            return
        self._slice(loop, task, result, done, ticket)

    def _slice(
        self,
        loop: asyncio.AbstractEventLoop,
        task: Callable[[], Any],
        steps: Any,
        done: Callable[[Thought], None],
        ticket: Ticket,
    ) -> None:
        if ticket.cancelled:
            steps.close()
            return
        end = time.perf_counter() + self.slice_ms / 1000
        try:
            while True:
                next(steps)
                if time.perf_counter() >= end or ticket.cancelled:
                    break
        except StopIteration as stop:
            self._report(done, Thought(stop.value), ticket)
            return
        except KeyboardInterrupt:  # the steps were cut short: think again from the start
            loop.call_soon(self._start_slices, loop, task, done, ticket)
            return
        except BaseException as error:
            self._report(done, Thought(None, error), ticket)
            return
        loop.call_soon(self._slice, loop, task, steps, done, ticket)

    def close(self) -> None:
        """Finish the tasks under way on worker threads and take no more."""
        with self._pool_lock:
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = None
