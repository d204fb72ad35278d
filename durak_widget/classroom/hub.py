"""The room's connections, on the server's event loop: one `Connection` per open page, the
frames each one is sent, and who is still there.

A table's listener (called on whichever thread changed the table: the server's loop, a bot's
worker, the teacher's kernel) only asks the loop to flush that table (`Hub.table_changed`,
coalesced); the flush writes the table to the store and wakes each of its connections, whose
writer then sends the newest state of its own seat (a view no newer than the last one sent is
not sent again). Nothing but that seat's view, its log tail and the answers to its own intents
is ever written to a page.

**Presence.** A student whose last page closed is away at once (after `GONE_SECONDS`, so that
a reload is not taken for leaving), and one whose seat is to act and has not acted for
`away_after` seconds (the teacher's limit) is taken as away too; a stand-in bot then plays the
seat, every page says so (``view.seated``; the student's own page: "tap to take your seat
back"), and the log marks its moves ("Bot for Anna: ..."), until the student's page comes
back or sends anything.

**Pages per seat.** At most `PAGES_PER_SEAT` pages hold one seat (a phone, a laptop, a
reload); the next one closes the oldest, which says so and offers to play there again.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import threading
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from ..table import Viewer
from .protocol import PAGES_PER_SEAT, POLICY, Bucket, dumps, words

if TYPE_CHECKING:
    from .room import Classroom
    from .seating import SeatEntry

logger = logging.getLogger("durak_widget.classroom")
"""Where the room logs what goes wrong on its server (never a seat's code or a hidden card)."""

WATCH_SECONDS = 0.5
"""How often the room looks for students who left or went idle."""

GONE_SECONDS = 2.0
"""How long a student's last page may be closed before a stand-in bot plays their seat (a
reload comes back sooner)."""

RESUMED_SECONDS = 10.0
"""After a room resumes from its store, how long its students' pages have to come back
before stand-in bots play for them."""

_opened = itertools.count()


class Connection:
    """One page's websocket (`socket`: Starlette's), holding the seat of `entry`, reading
    `language`. Everything here runs on the server's loop."""

    def __init__(self, hub: Hub, socket: Any, entry: SeatEntry, language: str):
        self.hub = hub
        self.socket = socket
        self.entry = entry
        self.code = entry.code
        self.table = entry.table
        self.seat = entry.seat
        self.language = language
        self.bucket = Bucket()
        self.outbox: deque[str] = deque()
        self.loop = asyncio.get_running_loop()
        self.ready = asyncio.Event()
        self.dirty = True
        self.close_code: int | None = None
        self.last_state = False
        self.opened = next(_opened)
        """The order pages were opened in (the oldest of a seat's pages closes first)."""
        self.sent_version = -1
        """The table version of the last state this page was sent (a move may name no newer
        one)."""
        self._state: tuple[dict, list] | None = None  # the last state sent (view w/o version)
        self._quiz: str | None = None  # the last quiz view sent
        self._quiz_version = 0

    @property
    def viewer(self) -> Viewer:
        """The table viewer this page is: its seat, in its language."""
        return Viewer.at(self.seat, self.language)

    def send(self, message: dict[str, Any]) -> None:
        """Queue one message for this page."""
        self.outbox.append(dumps(message))
        self._poke()

    def wake(self) -> None:
        """Send the newest state (or quiz) if it changed."""
        self.dirty = True
        self._poke()

    def finish(self, key: str | None = None, code: int = POLICY, last_state: bool = False) -> None:
        """Close the page: with an ``error`` message (rule ``room.KEY``, worded by `key`)
        first, when given; with `last_state`, the table's newest state before closing (the
        lesson is over: the page keeps showing how the table ended)."""
        self.last_state = last_state
        if key is not None:
            self.send(
                {"type": "error", "rule": f"room.{key}", "message": words(key, self.language)}
            )
        self.close_code = code
        self._poke()

    def _poke(self) -> None:
        """Wake the writer, from its own loop or any other thread."""
        try:
            here = asyncio.get_running_loop() is self.loop
        except RuntimeError:
            here = False
        if here:
            self.ready.set()
        else:
            with contextlib.suppress(RuntimeError):  # the loop has closed: the page is gone
                self.loop.call_soon_threadsafe(self.ready.set)

    def frames(self) -> list[str]:
        """What this page has not seen yet: the quiz while a class quiz runs, else its
        table's state."""
        room = self.hub.room
        quiz = room.quiz_now
        if quiz is not None:
            view = quiz.student_view(self.entry, self.language)
            text = dumps(view)
            if text == self._quiz:
                return []
            self._quiz, self._quiz_version, self._state = text, quiz.version, None
            return [dumps({"type": "quiz", "version": quiz.version, "view": view})]
        out = []
        if self._quiz is not None:
            self._quiz = None
            out.append(dumps({"type": "quiz", "version": self._quiz_version + 1, "view": None}))
        table = room.tables[self.table]
        viewer = self.viewer
        with table.batch():  # one version for the view and the log tail
            view = table.view(viewer)
            log = table.log_tail(viewer)
        version = view.pop("version")
        if self._state is not None and self._state == (view, log):
            return out  # nothing new but the version: not sent again
        self._state = (view, log)
        self.sent_version = version
        # one encoding of the view: its text gets the version as its last field
        shown = dumps(view)
        shown = f'{shown[:-1]},"version":{version}}}' if view else f'{{"version":{version}}}'
        out.append(f'{{"type":"state","version":{version},"view":{shown},"log_tail":{dumps(log)}}}')
        return out

    async def write(self) -> None:
        """Send what is queued and the newest state, whenever woken, until closed."""
        socket = self.socket
        try:
            while True:
                await self.ready.wait()
                self.ready.clear()
                while self.outbox:
                    await socket.send_text(self.outbox.popleft())
                closing = self.close_code is not None
                if self.dirty and (not closing or self.last_state):
                    self.dirty = False
                    for frame in self.frames():
                        await socket.send_text(frame)
                if self.close_code is not None:
                    with contextlib.suppress(Exception):
                        await socket.close(self.close_code)
                    return
        except Exception:  # the page went away mid-send: the reader notices and cleans up
            return


class Hub:
    """Every connection of a room, by table and by code; the flushes and the presence
    watch (see the module docstring)."""

    def __init__(self, room: Classroom, loop: asyncio.AbstractEventLoop):
        self.room = room
        self.loop = loop
        self.by_table: dict[int, set[Connection]] = {}
        self.by_code: dict[str, set[Connection]] = {}
        self.gone: dict[str, float] = {}
        """Seat code -> when a stand-in bot takes the seat of a student whose pages all
        closed (the loop's monotonic clock)."""
        self.turns: dict[tuple[int, int], tuple[int, float]] = {}
        self._pending: set[int] = set()
        self._lock = threading.Lock()
        self._watch: asyncio.TimerHandle | None = None

    # ----------------------------------------------------------------- from any thread

    def soon(self, call: Any, *args: Any) -> None:
        """Run ``call(*args)`` on the loop (at once when the loop does not run yet)."""
        if self.loop.is_closed():
            return
        if not self.loop.is_running():
            call(*args)
            return
        with contextlib.suppress(RuntimeError):  # closed meanwhile
            self.loop.call_soon_threadsafe(call, *args)

    def table_changed(self, index: int) -> None:
        """Table `index` changed (called by its listener, on any thread)."""
        with self._lock:
            if index in self._pending:
                return
            self._pending.add(index)
        self.soon(self._flush, index)

    def quiz_changed(self, code: str | None) -> None:
        """The class quiz changed for the student with `code` (``None``: for everyone)."""
        self.soon(self._wake_quiz, code)

    def close_code_soon(self, code: str, key: str) -> None:
        """Close every page holding `code`, saying `key`."""
        self.soon(self._close_code, code, key)

    def wake_all_soon(self) -> None:
        """Every page looks again."""
        self.soon(self._wake_all)

    # ----------------------------------------------------------------- on the loop

    def _flush(self, index: int) -> None:
        with self._lock:
            self._pending.discard(index)
        try:
            self.room.save_table(index)
        except Exception as error:  # the store failed: the pages still see the table
            self.room.note_error(f"could not save table {index}", error)
        for connection in list(self.by_table.get(index, ())):
            connection.wake()

    def _wake_quiz(self, code: str | None) -> None:
        targets = self.by_code.get(code, set()) if code is not None else self.every()
        for connection in list(targets):
            connection.wake()

    def _wake_all(self) -> None:
        for connection in self.every():
            connection.wake()

    def _close_code(self, code: str, key: str) -> None:
        for connection in list(self.by_code.get(code, ())):
            connection.finish(key)

    def every(self) -> list[Connection]:
        """Every open connection."""
        return [c for found in self.by_table.values() for c in found]

    def add(self, connection: Connection) -> None:
        """A page said who it is; past `PAGES_PER_SEAT` pages of its seat, the oldest
        closes (saying so)."""
        self.by_table.setdefault(connection.table, set()).add(connection)
        pages = self.by_code.setdefault(connection.code, set())
        pages.add(connection)
        self.gone.pop(connection.code, None)
        open_pages = sorted((c for c in pages if c.close_code is None), key=lambda c: c.opened)
        for oldest in open_pages[: max(0, len(open_pages) - PAGES_PER_SEAT)]:
            oldest.finish("page_limit")

    def remove(self, connection: Connection) -> None:
        """A page closed; its student is gone once no page of theirs is open (a stand-in
        bot plays for them after `GONE_SECONDS`)."""
        self.by_table.get(connection.table, set()).discard(connection)
        others = self.by_code.get(connection.code, set())
        others.discard(connection)
        if not others:
            self.by_code.pop(connection.code, None)
            self.gone[connection.code] = time.monotonic() + GONE_SECONDS
            self.room.left(connection.entry)

    def connected(self, code: str) -> bool:
        """Whether a page holding `code` is open (not closing)."""
        return self.pages(code) > 0

    def pages(self, code: str) -> int:
        """How many pages hold `code` now (not counting those being closed)."""
        return sum(1 for c in list(self.by_code.get(code, ())) if c.close_code is None)

    def start_watch(self) -> None:
        """Look for students who left or went idle, every `WATCH_SECONDS`."""
        self._watch = self.loop.call_later(WATCH_SECONDS, self._watch_once)

    def _watch_once(self) -> None:
        try:
            self.room.watch(time.monotonic())
        finally:
            if not self.room.stopping:
                self._watch = self.loop.call_later(WATCH_SECONDS, self._watch_once)

    def stop(self) -> None:
        """Close every page (the room is closing) and stop watching."""
        if self._watch is not None:
            self._watch.cancel()
        for connection in self.every():
            connection.finish("closing", 1001, last_state=True)
