"""Bot pacing: play the bots' moves one at a time, with a pause between them, on any clock.

A `Pacer` asks its owner for a plan (how long to wait before the next bot move, or ``None``
when no bot is to act) and then either schedules the move on a scheduler or, when the delay is
0 or nothing can be scheduled, plays it at once. The scheduler is injectable:

- `AsyncioScheduler` (the default) uses ``loop.call_later`` of the running asyncio loop, which
  is the Jupyter kernel's loop while a cell or a browser message is being handled. With no
  running loop (a plain script, pytest, nbval's Python API calls outside a loop) it declines,
  and the bots move synchronously.
- `LoopScheduler` schedules on one given asyncio loop from any thread
  (``loop.call_soon_threadsafe``): a table served from a server's loop thread, with bots
  thinking on worker threads.
- `ManualScheduler` is a clock that only moves when told to (``advance(seconds)``), for tests
  and for notebooks that want to show the pacing step by step.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections.abc import Callable
from typing import Any, Protocol

MAX_SYNC_MOVES = 5000
"""The most bot moves one synchronous run plays (a guard against a stalled game)."""

RETRY_SECONDS = 1.0
"""After a kernel interrupt (KeyboardInterrupt) cut a bot move short, the pacer tries again
this many seconds later instead of stopping for good."""


class Handle(Protocol):
    """A scheduled call that can be cancelled."""

    def cancel(self) -> None:
        """Stop the call from happening."""


class Scheduler(Protocol):
    """Something that can call a function later. A scheduler may also tell the time on its
    clock (``time()``: seconds, or ``None`` while no clock runs); `clock_time` asks."""

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle | None:
        """Call `callback` after `delay` seconds and return a handle, or return ``None`` if
        nothing can be scheduled now (the caller then acts synchronously)."""


def clock_time(scheduler: Any) -> float | None:
    """The time on `scheduler`'s clock, or ``None`` when no clock runs (where the scheduler
    would decline). A scheduler without a ``time`` method is taken to run on the monotonic
    clock."""
    tell = getattr(scheduler, "time", None)
    if callable(tell):
        found = tell()
        return None if found is None else float(found)
    return time.monotonic()


def loop_running() -> bool:
    """Whether an asyncio loop runs on this thread (a kernel's, while a cell or a browser
    message is handled)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


class AsyncioScheduler:
    """Schedules on the running asyncio loop (the Jupyter kernel's); declines without one."""

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle | None:
        """``loop.call_later`` on the running loop, or ``None`` when no loop is running."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None
        return loop.call_later(delay, callback)

    def time(self) -> float | None:
        """The running loop's time, or ``None`` when no loop is running."""
        try:
            return asyncio.get_running_loop().time()
        except RuntimeError:
            return None


class _LoopHandle:
    """A call scheduled from any thread on a `LoopScheduler`'s loop; cancelling it from any
    thread is safe (the call checks the flag when it is due)."""

    __slots__ = ("_timer", "cancelled", "loop")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.cancelled = False
        self._timer: asyncio.TimerHandle | None = None

    def cancel(self) -> None:
        self.cancelled = True
        timer = self._timer
        if timer is not None:
            with contextlib.suppress(RuntimeError):  # the loop has closed: nothing will run
                self.loop.call_soon_threadsafe(timer.cancel)


class LoopScheduler:
    """Schedules on `loop` (an asyncio loop, usually running on another thread) from any
    thread: what a table served from a server's event loop uses, while bots think on worker
    threads. Declines (returns ``None``) once the loop is closed."""

    def __init__(self, loop: asyncio.AbstractEventLoop):
        self.loop = loop

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle | None:
        """Run `callback` on the loop's thread after `delay` seconds; a handle to cancel it."""
        if self.loop.is_closed():
            return None
        handle = _LoopHandle(self.loop)

        def due() -> None:
            if not handle.cancelled:
                callback()

        def arm() -> None:
            if not handle.cancelled:
                handle._timer = self.loop.call_later(max(0.0, delay), due)

        if _on_loop_thread(self.loop):
            arm()
        else:
            try:
                self.loop.call_soon_threadsafe(arm)
            except RuntimeError:  # closed meanwhile
                return None
        return handle

    def time(self) -> float | None:
        """The loop's time, or ``None`` once it is closed."""
        return None if self.loop.is_closed() else self.loop.time()


def _on_loop_thread(loop: asyncio.AbstractEventLoop) -> bool:
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False


class _ManualHandle:
    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualScheduler:
    """A fake clock for tests: calls run only when `advance` moves time past them.

    >>> clock = ManualScheduler()
    >>> calls = []
    >>> _ = clock.call_later(0.5, lambda: calls.append(clock.now))
    >>> clock.advance(0.4); calls
    []
    >>> clock.advance(0.1); calls
    [0.5]
    """

    def __init__(self) -> None:
        self.now = 0.0
        self._queue: list = []
        self._order = itertools.count()

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle:
        """Queue `callback` to run once the clock has advanced by `delay` seconds."""
        handle = _ManualHandle()
        heapq.heappush(
            self._queue, (self.now + max(0.0, delay), next(self._order), handle, callback)
        )
        return handle

    def time(self) -> float:
        """The clock's time (`now`)."""
        return self.now

    @property
    def pending(self) -> int:
        """How many calls are queued and not cancelled."""
        return sum(1 for entry in self._queue if not entry[2].cancelled)

    def next_due(self) -> float | None:
        """The time of the next queued call, or ``None``."""
        for due, _, handle, _ in sorted(self._queue):
            if not handle.cancelled:
                return due
        return None

    def advance(self, seconds: float) -> None:
        """Move the clock forward, running every call that falls due on the way, in order
        (calls scheduled by those calls run too if they fall inside the window)."""
        end = self.now + seconds
        while self._queue and self._queue[0][0] <= end:
            due, _, handle, callback = heapq.heappop(self._queue)
            if handle.cancelled:
                continue
            self.now = due
            callback()
        self.now = end

    def run_all(self, limit: int = 100_000) -> int:
        """Advance until nothing is queued; return how many calls ran."""
        ran = 0
        while ran < limit:
            due = self.next_due()
            if due is None:
                break
            self.advance(due - self.now)
            ran += 1
        return ran


class Pacer:
    """Plays bot moves at a pace: ``plan()`` returns the seconds to wait before the next bot
    move (``None``: no bot is to act), ``act()`` plays that move and returns something true
    (false: nothing could be played, and the pacer stops until the next `start`).

    `start` (re)starts the sequence: it cancels any pending move, then plays moves at once while
    their delay is 0 or the scheduler declines, and schedules the first one that must wait.
    While `paused` nothing is played or scheduled. A KeyboardInterrupt (a kernel interrupt)
    during a plan or a move schedules a new attempt `RETRY_SECONDS` later: raised again to
    the caller of `start`, absorbed when it hits a scheduled move.
    """

    def __init__(
        self,
        plan: Callable[[], float | None],
        act: Callable[[], object],
        scheduler: Scheduler | None = None,
        guard: Callable[[Callable[[], Any]], Any] | None = None,
    ):
        self._plan = plan
        self._act = act
        self.scheduler: Scheduler = scheduler if scheduler is not None else AsyncioScheduler()
        self.paused = False
        self.closed = False
        self._handle: Handle | None = None
        # what a timer's call runs inside: the table's lock and change notice (default: as is)
        self._guard = guard if guard is not None else _direct

    @property
    def waiting(self) -> bool:
        """Whether a bot move is scheduled and not yet played."""
        return self._handle is not None

    def cancel(self) -> None:
        """Drop the scheduled move, if any."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def close(self) -> None:
        """Cancel what is pending for good: a closed pacer never plays or schedules again."""
        self.closed = True
        self.cancel()

    def start(self) -> int:
        """Cancel what is pending and run or schedule the next bot moves; return how many moves
        were played synchronously."""
        self.cancel()
        if self.closed:
            return 0
        try:
            return self._run()
        except KeyboardInterrupt:
            self._retry()
            raise

    def _run(self) -> int:
        played = 0
        while not self.paused and played < MAX_SYNC_MOVES:
            delay = self._plan()
            if delay is None:
                break
            if delay > 0:
                handle = self.scheduler.call_later(delay, self._fire)
                if handle is not None:
                    self._handle = handle
                    break
            if not self._act():
                break  # nothing was played (a bot failed): do not spin
            played += 1
        return played

    def _fire(self) -> None:
        # the interrupt reached a scheduled move, not a cell: it stops here, never in the
        # loop (the guard, the table's change, has mended what it cut short)
        with contextlib.suppress(KeyboardInterrupt):
            self._guard(self._fired)

    def _fired(self) -> None:
        self._handle = None
        if self.paused or self.closed:
            return
        try:
            if self._act():
                self.start()
        except KeyboardInterrupt:
            self._retry()  # retry rather than stop
            raise

    def _retry(self) -> None:
        self.cancel()
        if self.closed:
            return
        self._handle = self.scheduler.call_later(RETRY_SECONDS, self._resume)

    def _resume(self) -> None:
        with contextlib.suppress(KeyboardInterrupt):
            self._guard(self._resumed)

    def _resumed(self) -> None:
        self._handle = None
        if self.paused or self.closed:
            return
        with contextlib.suppress(KeyboardInterrupt):  # start has scheduled the next attempt
            self.start()


def _direct(call: Callable[[], Any]) -> Any:
    return call()
