"""Where a bot's decision is computed: the table hands the work to a *thinker*.

A thinker takes a task (a function of no arguments that returns the decision) and a callback,
and calls the callback with the task's result (or with the exception it raised) once it is
done. The table then applies the decision only if its version is still the one the decision
was computed for.

- `InlineThinker` (the default) runs the task at once, on the caller's thread: tests, nbval
  and scripts stay deterministic, and a notebook behaves as it always did.
- `ThreadThinker` runs tasks on worker threads and hands each result back through a
  scheduler (`durak_widget.table.pacing.LoopScheduler` for an event loop on another thread),
  so that a slow bot (StrongBot) never stalls the loop that serves other tables.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from .pacing import Scheduler


@dataclass(frozen=True)
class Thought:
    """What a task gave: its `value`, or the `error` it raised (then `value` is ``None``)."""

    value: Any = None
    error: BaseException | None = None


class Thinker(Protocol):
    """Runs a decision's task and reports its `Thought`."""

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> None:
        """Run `task`, then call `done` with its result (now or later, on some thread the
        thinker documents)."""


class InlineThinker:
    """Thinks at once, on the caller's thread (the default)."""

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> None:
        """Run `task` now and call `done` before returning. A `KeyboardInterrupt` is not a
        result: it goes to the caller."""
        try:
            thought = Thought(task())
        except KeyboardInterrupt:
            raise
        except BaseException as error:  # reported to the table, which contains it
            thought = Thought(None, error)
        done(thought)


class ThreadThinker:
    """Thinks on up to `workers` worker threads; each result is handed back with
    ``scheduler.call_later(0, ...)`` (which must be safe to call from any thread, as
    `LoopScheduler` is). `close` stops taking tasks."""

    def __init__(self, scheduler: Scheduler, workers: int = 2):
        self.scheduler = scheduler
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="durak-think")

    def think(self, task: Callable[[], Any], done: Callable[[Thought], None]) -> None:
        """Start `task` on a worker thread; `done` runs where the scheduler runs calls."""

        def finished(future: Future[Any]) -> None:
            error = future.exception()
            thought = Thought(None, error) if error is not None else Thought(future.result())
            handle = self.scheduler.call_later(0, lambda: done(thought))
            if handle is None:  # nothing can be scheduled: report here, on the worker
                done(thought)

        self._pool.submit(task).add_done_callback(finished)

    def close(self) -> None:
        """Finish the tasks under way and take no more."""
        self._pool.shutdown(wait=False, cancel_futures=True)
