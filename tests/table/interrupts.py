"""Interrupting a table at every step: `interrupt_at(n)` raises `KeyboardInterrupt` at the
n-th line the table's change path runs, as a kernel interrupt (SIGINT) would between two
lines (not a test module).

The steps counted are the lines of the modules that change a table or hand the change to the
browser (`STEP_FILES`). Not counted: the bookkeeping that takes and releases the table's lock
and mends it after an interrupt (`BOOKKEEPING`), the one-line doors of the loop's callbacks
(`LOOP_DOORS`), and the exit of a ``with`` statement (the
line event CPython reports again for the ``with`` line before calling ``__exit__``): an
interrupt there skips ``__exit__`` in any Python code, a limit of CPython itself."""

from __future__ import annotations

import contextlib
import linecache
import sys
from pathlib import Path

import durak_widget

PACKAGE = Path(durak_widget.__file__).resolve().parent
STEP_FILES = {
    str(PACKAGE / "table" / name)
    for name in (
        "core.py",
        "bots.py",
        "pacing.py",
        "history.py",
        "dispatch.py",
        "extras.py",
        "thinkers.py",
        "session.py",
        "modes/base.py",
        "modes/play.py",
    )
} | {str(PACKAGE / "widget" / "widget.py")}
BOOKKEEPING = {"batch", "_notify", "_mend", "guarded", "refresh"}
"""The table's own bookkeeping of a change: its lock, its listeners' notice, its mending."""
LOOP_DOORS = {"_fire", "_resume", "again", "_report", "_absorbing", "call"}
"""The loop callbacks whose only line stops an interrupt at the loop's door (an interrupt
before their first line is raised in the event loop itself, before any of the table runs)."""


class Steps:
    """Counts the steps of a call and raises `KeyboardInterrupt` at step `at` (``None``:
    count only)."""

    def __init__(self, at: int | None = None):
        self.at = at
        self.count = 0
        self.hit = False
        self.where = ""
        self._seen: set[tuple[int, int]] = set()

    def _local(self, frame, event, arg):
        if event == "line":
            key = (id(frame), frame.f_lineno)
            again = key in self._seen
            self._seen.add(key)
            source = linecache.getline(frame.f_code.co_filename, frame.f_lineno).strip()
            if again and source.startswith("with "):
                return self._local  # the with statement's exit, not a step of its own
            self.count += 1
            if self.count == self.at:
                self.hit = True
                code = frame.f_code
                self.where = f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}"
                raise KeyboardInterrupt  # tracing stops here, as after one real interrupt
        return self._local

    def _global(self, frame, event, arg):
        code = frame.f_code
        qualname = getattr(code, "co_qualname", code.co_name)
        if (
            code.co_filename in STEP_FILES
            and code.co_name not in BOOKKEEPING
            and code.co_name not in LOOP_DOORS
            and not qualname.startswith("ManualScheduler.")  # the test's clock, not the table
        ):
            return self._local
        return None

    @contextlib.contextmanager
    def running(self):
        sys.settrace(self._global)
        try:
            yield self
        finally:
            sys.settrace(None)


def interrupted(call, at: int | None) -> Steps:
    """Run `call` with an interrupt at step `at`; the interrupt, if it escapes, is swallowed
    here as the kernel would (it ends the cell or the message, not the process)."""
    steps = Steps(at)
    with steps.running(), contextlib.suppress(KeyboardInterrupt):
        call()
    return steps
