"""`Classroom`: a room of tables that students join from their own browsers.

A room holds `tables` tables (each a `durak_widget.table.Table` in play mode) of `players`
seats; seats ``0`` to ``humans - 1`` of each are the students' (`durak_widget.classroom.seating`),
the others the bots'. Its web server (uvicorn, on a thread of its own with its own event loop,
never the kernel's) serves each student's page and one websocket per page
(`durak_widget.classroom.server`). Every table thinks through the loop's scheduler and a worker
thread of its own (a slow bot never stalls the loop, nor another table), and every change is
written to the store when there is one (`durak_widget.classroom.store`).

**One state per table, said the same to everyone** (`durak_widget.table.hold`): a table
*waits* for its students ("Waiting for a classmate: 1 of 2 seated", rule ``table.waiting``)
until every student seat is taken or the teacher starts it (`resume`); the teacher *pauses*
it for everyone (`pause`, rule ``table.paused``: "Paused by the teacher"); while a class quiz
runs no table move is played (``room.quiz_running``); once the room stops, the lesson is over
(``room.closed``). Held, a table refuses every move with that rule, no seat's buttons are live,
the bots wait, and every page, the teacher's display included, says why.

**Names.** Each seat is called by its student's nickname or its bot's name
(`durak_widget.classroom.names`), in the game, the log, the narration, the result and every
display.
"""

from __future__ import annotations

import asyncio
import os
import socket
import threading
import time
import traceback
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import uvicorn

from ..engine.i18n import PSEUDO, languages
from ..games import get_game
from ..quiz.pool import pool
from ..record import parse_one
from ..table import Holder, LoopScheduler, Table, ThreadThinker, Viewer
from ..table.hold import Hold
from ..table.intents import check_option
from .hub import RESUMED_SECONDS, Hub, logger
from .names import level_of, seat_names, taken_by_bots
from .protocol import (
    MAX_MESSAGE,
    ROOM_RULES,
    language_of,
    move_version,
    read,
    waiting_words,
    words,
)
from .quiz import ClassQuiz, QuizRefusal, make_quiz
from .seating import SeatEntry, Seating, SeatingError
from .server import make_app, one_line_logs
from .store import Store

NORMAL = 1000
"""The websocket close code for a page that left its seat."""

ACTS = frozenset({"here", "move", "explain", "hint", "answer"})
"""The messages by which a student acts: each takes their seat back from a stand-in bot and
restarts their idle clock. What a page asks on its own (a card's reason when the pointer is over
it, an older log page) does neither."""

MAX_TABLES = 128
"""The most tables one room serves."""


def _whole(name: str, value: Any, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, got {value!r:.40}")
    return value


def lan_address() -> str:
    """This machine's address on its network (what a student's phone reaches), or
    ``127.0.0.1`` when it has none. Nothing is sent."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


class Classroom:
    """A room of tables that students join from their own browsers (see the module
    docstring and the README's "Classroom" section).

    `players` seats per table (`humans` of them the students', seats ``0`` to
    ``humans - 1``; the others bots of level `bots`), `tables` tables of `game` (``"durak"``
    with `rules`, or ``"own_trumps"``), dealt from `seed` (``None``: at random); the server on
    `host`:`port` (``port=0``: a free port); `store` a SQLite file that keeps everything and
    resumes it; `bot_delay_ms` and `quiet_ms` the pacing (as for `DurakWidget`; the quiet
    window applies to the students too).

    Keyword-only: `away_after` the seconds a student may stay idle while their seat is to
    act before a stand-in bot plays for them (``None``: never; a student whose pages all
    closed is played for at once); `auto_next` the seconds
    after a finished game before the table deals the next game of its series (``None``: the
    teacher deals); `language` the room's language (the teacher's displays and a new page's
    first language); `public_url` the address students use when it is not
    ``http://host:port`` (a hub's); `prefix` the path the app is served under (a JupyterHub
    service's ``/services/NAME``); `allowed_origins` further origins a page may come from;
    `access_log` uvicorn's access log (request lines never hold a seat code).

    A table waits until every student seat of it is taken; the teacher may start it sooner
    (`resume`). `start` runs the server and returns the room; `stop` ends it. The room in a
    notebook cell is its live display (the join link, who sits where, each seat's own link);
    `table(i)` shows a table, `quiz(...)` starts a class quiz.
    """

    def __init__(
        self,
        players: int = 3,
        humans: int = 2,
        tables: int = 1,
        game: str = "durak",
        rules: Any = None,
        bots: Any = "simple",
        seed: int | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        store: str | Path | None = None,
        bot_delay_ms: int = 700,
        quiet_ms: int = 5000,
        *,
        away_after: float | None = 30.0,
        auto_next: float | None = None,
        language: str = "en",
        public_url: str | None = None,
        prefix: str = "",
        allowed_origins: tuple[str, ...] | list[str] = (),
        access_log: bool = False,
    ):
        self.adapter = get_game(game)
        self.game: str = self.adapter.name
        low, high = self.adapter.min_players, self.adapter.max_players
        self.players = _whole("players", players, low, high)
        self.humans = _whole("humans", humans, 0, players)
        self.table_count = _whole("tables", tables, 1, MAX_TABLES)
        if not isinstance(host, str) or not host:
            raise ValueError(f"host must be an address such as '127.0.0.1', got {host!r:.40}")
        self.host = host
        self.port = _whole("port", port, 0, 65535)
        if seed is not None:
            _whole("seed", seed, 0, 2**63)
        self.seed = seed
        if rules is not None and getattr(self.adapter, "deal_option", "rules") != "rules":
            raise ValueError(
                f"rules= is for Durak; {self.game} is dealt without rules, got {rules!r:.40}"
            )
        self.rules = rules
        self.bots = bots
        self.bot_delay_ms = check_option("bot_delay_ms", bot_delay_ms)
        self.quiet_ms = check_option("quiet_ms", quiet_ms)
        for name, value in (("away_after", away_after), ("auto_next", auto_next)):
            if value is not None and (
                not isinstance(value, (int, float)) or isinstance(value, bool) or value < 0
            ):
                raise ValueError(f"{name} must be seconds (0 or more) or None, got {value!r:.40}")
        self.away_after = away_after
        """Seconds a student may stay idle on their turn before a stand-in bot plays for them
        (``None``: never); the teacher may change it at any time."""
        self.auto_next = auto_next
        self.language = language_of({"language": language}, "")
        if not self.language:
            raise ValueError(f"language must be one of en, ru, es, got {language!r:.40}")
        if prefix and (not isinstance(prefix, str) or not prefix.startswith("/")):
            raise ValueError(f"prefix must be a path such as '/services/durak', got {prefix!r}")
        self.prefix = prefix.rstrip("/") if prefix else ""
        self.public_url = public_url.rstrip("/") if public_url else None
        self.allowed_origins = tuple(allowed_origins)
        self.access_log = bool(access_log)
        self.url: str | None = None
        """The server's base URL once started (`seat_link` adds ``/play#code=...``)."""
        self.stopping = False
        self.quiz_now: ClassQuiz | None = None
        self.last_error: str | None = None
        """The whole account of the last thing that went wrong on the server (the log has one
        line of it: no traceback, no seat code, no card)."""
        self._listeners: list[Callable[[], None]] = []
        self._loop = asyncio.new_event_loop()
        self.scheduler = LoopScheduler(self._loop)
        self.thinkers = [ThreadThinker(self.scheduler, workers=1) for _ in range(self.table_count)]
        """Each table's own worker thread, where its bots think: a slow bot holds up its own
        table only."""
        self.hub = Hub(self, self._loop)
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._saved: dict[int, tuple[str, dict]] = {}
        self._next_deal: dict[int, Any] = {}
        self._lock = threading.RLock()
        self.store = Store(store) if store is not None else None
        stored = self.store.load() if self.store is not None else None
        self.seating = Seating(self.table_count, self.humans, stored.seats if stored else None)
        self._scores: dict[str, tuple[int, int]] = dict(stored.scores) if stored else {}
        self._state: list[dict[str, bool]] = []
        self.tables: list[Table] = []
        for index in range(self.table_count):
            saved = stored.tables.get(index) if stored else None
            self.tables.append(self._make_table(index, saved))
        levels = {level_of(bots, bot) for t in self.tables for bot in t.bots.values()}
        self.seating.reserved = frozenset(taken_by_bots(self.players, levels))
        if self.store is not None:
            self.store.save_seats(self.seating.rows())
        for index, table in enumerate(self.tables):
            self._refresh(index)
            table.subscribe(self._listener(index))
            table.start()
            self.save_table(index)

    def _listener(self, index: int) -> Any:
        def changed(version: int) -> None:
            self.hub.table_changed(index)

        return changed

    # ----------------------------------------------------------------- tables

    def _table_seed(self, index: int) -> int | None:
        return None if self.seed is None else self.seed * 7919 + index

    def _make_table(self, index: int, saved: tuple[str, dict] | None) -> Table:
        if saved is not None:
            game = parse_one(saved[0]).game()
            begun = bool(saved[1].get("begun"))
            # a table that was waiting was kept as paused by earlier versions: it waits again
            state = {"paused": bool(saved[1].get("paused")) and begun, "begun": begun}
        else:
            seed = self._table_seed(index)
            game = self.adapter.new_game(self.players, seed=seed, rules=self.rules)
            state = {"paused": False, "begun": self.humans == 0}
        holders = {}
        for entry in self.seating.of_table(index):
            if not entry.bot:
                holders[entry.seat] = Holder.remote(entry.name, entry.claimed)
        table = Table(
            game,
            holders=holders,
            bots=self.bots,
            seed=self._table_seed(index),
            bot_delay_ms=self.bot_delay_ms,
            quiet_ms=self.quiet_ms,
            quiet_for_humans=True,
            scheduler=self.scheduler,
            thinker=self.thinkers[index],
            language=self.language,
        )
        for entry in self.seating.of_table(index):
            if entry.bot:
                table.set_holder(entry.seat, Holder.for_bot(table.bots[entry.seat]))
        if state["paused"] or not state["begun"]:
            table.set_option("paused", True)
        self._state.append(state)
        return table

    def table(self, index: int, presentation: bool = False, open_hands: bool = False) -> Any:
        """Table `index` in the notebook, updating live: as a spectator sees it (no hand),
        in the projector's layout with `presentation`, every hand face up with
        `open_hands` (a warning: the class sees the projector). ``room.table(i).game`` is
        the table's authoritative game (read it between moves). Its Pause and New game
        buttons act for the teacher."""
        from .teacher import TeacherTable

        table = self._table(index)
        if open_hands:
            warnings.warn(
                "every hand of this table is face up: the class sees what the projector shows",
                stacklevel=2,
            )
        if presentation:
            table.set_option("presentation", True)
        viewer = Viewer.open_hands() if open_hands else Viewer.spectator()
        return TeacherTable.follow_for(self, index, viewer)

    def _table(self, index: object) -> Table:
        if not isinstance(index, int) or isinstance(index, bool):
            raise ValueError(f"a table is a number from 0 to {self.table_count - 1}, got {index!r}")
        if not 0 <= index < self.table_count:
            raise ValueError(f"a table is a number from 0 to {self.table_count - 1}, got {index}")
        return self.tables[index]

    def _each(self, index: int | None) -> list[int]:
        return list(range(self.table_count)) if index is None else [self._check(index)]

    def _check(self, index: int) -> int:
        self._table(index)
        return index

    def save_table(self, index: int) -> None:
        """Write table `index` to the store (when its record or state changed); deal its
        next game later when `auto_next` says so."""
        table = self.tables[index]
        if self.store is not None:
            record = table.to_record().to_text()
            state = dict(self._state[index])
            if self._saved.get(index) != (record, state):
                self._saved[index] = (record, state)
                self.store.save_table(index, record, state)
        if self.auto_next is not None and table.game.is_over and index not in self._next_deal:
            self._next_deal[index] = table.game
            self.hub.soon(self._deal_later, index)

    def _deal_later(self, index: int) -> None:
        assert self.auto_next is not None
        finished = self._next_deal.get(index)

        def deal() -> None:
            if not self.stopping and self.tables[index].game is finished:
                self.tables[index].new_game(series=True)
            self._next_deal.pop(index, None)

        self._loop.call_later(self.auto_next, deal)

    # ----------------------------------------------------------------- the teacher

    def pause(self, table: int | None = None) -> None:
        """Pause `table` (``None``: every table) for everyone: no move is played (a student's
        is refused, rule ``table.paused``), the bots wait, and every page says "Paused by the
        teacher" until `resume`."""
        for index in self._each(table):
            self._state[index]["paused"] = True
            self._refresh(index)

    def resume(self, table: int | None = None) -> None:
        """Let `table` (``None``: every table) play on: after `pause`, or at once when it is
        still waiting for its students (a stand-in bot plays each empty seat, until a student
        takes it)."""
        for index in self._each(table):
            self._state[index]["begun"] = True
            self._state[index]["paused"] = False
            self._refresh(index)

    def state(self, table: int) -> str:
        """Table `table`'s state in one word: ``"waiting"`` (for its students),
        ``"playing"``, ``"paused"`` (by the teacher), ``"quiz"`` (a class quiz runs) or
        ``"over"`` (the room has stopped)."""
        hold = self._hold(self._check(table))
        if hold is None:
            return "playing"
        return {
            "table.waiting": "waiting",
            "table.paused": "paused",
            "room.quiz_running": "quiz",
            "room.closed": "over",
        }[hold.rule]

    def new_game(self, table: int | None = None, series: bool = True) -> None:
        """Deal the next game of `table`'s series (``series=False``: a new series); ``None``:
        at every table. The students keep their seats."""
        for index in self._each(table):
            self.tables[index].new_game(series=series)

    def seat(self, table: int, seat: int, name: str) -> str:
        """Seat the student `name` at `seat` of `table` (a stand-in bot plays it until they
        come with that nickname or the seat's link); returns the seat's new code. Whoever
        held the seat before loses it."""
        target = self._table(table)
        old = self.seating.entry(table, seat).code
        entry = self.seating.seat(table, seat, name)
        self.hub.close_code_soon(old, "seat_gone")
        target.set_holder(seat, Holder.remote(entry.name, False))
        self._seats_changed(table)
        return entry.code

    def unseat(self, table: int, seat: int) -> None:
        """Free `seat` of `table` (a stand-in bot plays it until a student joins); the
        student who held it loses it."""
        target = self._table(table)
        old = self.seating.entry(table, seat).code
        self.seating.unseat(table, seat)
        self.hub.close_code_soon(old, "seat_freed")
        target.set_holder(seat, Holder.remote(None))
        self._seats_changed(table)

    def give_to_bot(self, table: int, seat: int) -> None:
        """Hand `seat` of `table` to a bot for good (`seat` gives it back to a student); the
        student who held it loses it."""
        target = self._table(table)
        old = self.seating.entry(table, seat).code
        self.seating.unseat(table, seat, bot=True)
        self.hub.close_code_soon(old, "seat_gone")
        target.set_holder(seat, Holder.for_bot(target.bots[seat]))
        self._seats_changed(table)

    def _seats_changed(self, index: int) -> None:
        if self.store is not None:
            self.store.save_seats(self.seating.rows())
        self._refresh(index)

    def _seated(self, index: int) -> tuple[int, int]:
        """How many of table `index`'s student seats hold a student whose page is open, and
        how many student seats it has (the ones handed to bots aside)."""
        entries = [e for e in self.seating.of_table(index) if not e.bot]
        here = sum(1 for e in entries if e.claimed and self.hub.connected(e.code))
        return here, len(entries)

    def _hold(self, index: int) -> Hold | None:
        """Why table `index` is held for everyone now (see the module docstring), or
        ``None``: the lesson is over, a class quiz runs, the teacher paused it, or it waits
        for its students."""
        if self.stopping:
            return Hold(ROOM_RULES["closed"], lambda you, lang: words("closing", lang))
        if self.quiz_now is not None:
            rule = ROOM_RULES["quiz_running"]
            return Hold(rule, lambda you, lang: words("quiz_running", lang))
        state = self._state[index]
        if state["paused"]:
            return Hold("table.paused", lambda you, lang: words("paused", lang))
        if not state["begun"]:
            here, total = self._seated(index)
            return Hold(
                "table.waiting",
                lambda you, lang: waiting_words(here, total, lang),
                key=(here, total),
            )
        return None

    def _names(self, index: int) -> tuple[list[str], dict[str, list[str]]]:
        """Table `index`'s seat names in English and in every other language."""
        table = self.tables[index]
        entries = self.seating.of_table(index)
        levels = {seat: level_of(self.bots, bot) for seat, bot in table.bots.items()}
        waiting = not self._state[index]["begun"]
        said = {
            lang: seat_names(self.players, self.humans, entries, levels, lang, waiting)
            for lang in (*languages(), PSEUDO)  # the pseudo-locale too: no English in it
        }
        return said.pop("en"), said

    def _refresh(self, index: int) -> None:
        """Bring table `index` up to date with the room: its seats' names, its state (held
        for everyone, or playing) and its bots' pause; then the room's display."""
        table = self.tables[index]
        state = self._state[index]
        with self._lock:  # the kernel (the teacher) and the loop (the pages) both call this
            if not state["begun"]:
                here, total = self._seated(index)
                state["begun"] = here >= total  # every student is here: the table starts
            with table.batch():  # one change for the pages
                names, local = self._names(index)
                table.set_names(names, local)
                hold = self._hold(index)
                paused = bool(state["paused"] or not state["begun"])
                if bool(table.options.get("paused")) != paused:
                    table.set_option("paused", paused)
                table.set_hold(hold)
        self._tell()

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener()`` after every change of who sits where, who is there, and each
        table's state (the live room display); returns the unsubscriber."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def _tell(self) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener()
            except Exception as error:  # a display's failure must not stop the room
                self.note_error("a display of the room failed", error)

    def note_error(self, what: str, error: BaseException) -> None:
        """Something went wrong on the server: one line in the log (what, and the class of
        the error: no traceback, no seat code, no card), the whole account in
        `last_error`."""
        logger.error("durak_widget.classroom %s (%s)", what, type(error).__name__)
        self.last_error = "".join(traceback.format_exception(error))

    def seat_code(self, table: int, seat: int) -> str:
        """The personal code of student seat `seat` of `table` (never shown to the class)."""
        self._table(table)
        entry = self.seating.entry(table, seat)
        if entry.bot:
            raise ValueError(f"seat {seat} of table {table} was handed to a bot: seat a student")
        return entry.code

    def seat_link(self, table: int, seat: int) -> str:
        """The seat's personal link: ``room.url + "/play#code=" + code`` (once started)."""
        code = self.seat_code(table, seat)
        if self.url is None:
            raise ValueError("the room has no address yet: call room.start() first")
        return f"{self.url}/play#code={code}"

    @property
    def join_url(self) -> str | None:
        """The link every student opens to join with a nickname (once started)."""
        return None if self.url is None else self.url + "/"

    def students(self) -> list[SeatEntry]:
        """The seats held by students who have come, table by table."""
        return [e for e in self.seating.entries.values() if e.claimed and e.name and not e.bot]

    def seats(self) -> list[dict[str, Any]]:
        """Who sits where: ``[{"table", "seat", "name", "here", "bot", "stand_in", "pages",
        "state"}]`` for every student seat (codes are not listed: see `seat_link`):
        ``here`` whether a page of the seat is open, ``stand_in`` whether a stand-in bot
        plays it now, ``pages`` how many pages hold it, ``state`` in one word: ``"free"``,
        ``"reserved"`` (named by the teacher, not come yet), ``"here"``, ``"idle"`` (here,
        but a stand-in plays: idle past `away_after`), ``"away"`` (no page open) or
        ``"bot"`` (handed to a bot)."""
        found = []
        for e in list(self.seating.entries.values()):
            holder = self.tables[e.table].holder(e.seat)
            here = self.hub.connected(e.code)
            if e.bot:
                state = "bot"
            elif e.name is None:
                state = "free"
            elif not e.claimed:
                state = "reserved"
            elif here:
                state = "idle" if holder.stand_in else "here"
            else:
                state = "away"
            found.append(
                {
                    "table": e.table,
                    "seat": e.seat,
                    "name": e.name,
                    "here": here,
                    "bot": e.bot,
                    "stand_in": holder.stand_in,
                    "pages": self.hub.pages(e.code),
                    "state": state,
                }
            )
        return found

    # ----------------------------------------------------------------- the class quiz

    def quiz(
        self,
        topic: str | None = None,
        questions: int = 10,
        seed: int | None = None,
        level: str | None = None,
    ) -> ClassQuiz:
        """Ask every student the same questions of ``Quiz(topic, questions, seed)`` (of this
        room's game), one at a time, on their own page; the tables pause until the quiz
        ends. The returned quiz shows the teacher's board in the notebook (how many
        answered and their names; after `reveal` the chart and the engine's explanation; the
        scores). Meanwhile no table move is played (``room.quiz_running``)."""
        made = make_quiz(topic, questions, seed, level, self.game)
        if self.quiz_now is not None:
            self.quiz_now.end()
        quiz = ClassQuiz(self, made, self.language)
        self.quiz_now = quiz
        for index in range(self.table_count):
            self._refresh(index)
        quiz.subscribe(self.hub.quiz_changed)
        self.hub.wake_all_soon()
        return quiz

    def quiz_ended(self, quiz: ClassQuiz) -> None:
        """The class quiz ended: the tables it paused play on."""
        if self.quiz_now is not quiz:
            return
        self.quiz_now = None
        for index in range(self.table_count):
            self._refresh(index)
        self.hub.wake_all_soon()

    def scores(self) -> dict[str, tuple[int, int]]:
        """The class quiz scores: nickname -> (right, asked)."""
        with self._lock:
            return dict(self._scores)

    def score(self, name: str | None, correct: bool) -> None:
        """Count one revealed question for the student `name`."""
        if not name:
            return
        with self._lock:
            right, asked = self._scores.get(name, (0, 0))
            self._scores[name] = (right + int(correct), asked + 1)
            if self.store is not None:
                self.store.save_scores({name: self._scores[name]})

    # ----------------------------------------------------------------- pages (on the loop)

    def admit(self, hello: dict[str, Any] | None) -> tuple[SeatEntry | None, bool, str | None]:
        """A page's first message: ``(entry, joined, None)`` for the seat it may hold
        (`joined`: a student seated by nickname, or back at their own seat from another
        device), or ``(None, False, reason)``."""
        if hello is None or hello["type"] not in ("hello", "join"):
            return None, False, "no_hello"
        if hello["type"] == "hello":
            entry = self.seating.find(hello.get("code"))
            if entry is None:
                return None, False, "bad_code"
            if not entry.claimed:
                unnamed = entry.name is None
                self.seating.claim(entry, hello.get("name"))
                if unnamed:
                    self.tables[entry.table].set_holder(entry.seat, Holder.remote(entry.name, True))
                self._seats_changed(entry.table)
            return entry, False, None
        try:
            entry = self.seating.join(
                hello.get("name"),  # type: ignore[arg-type]
                busy=lambda found: self.hub.connected(found.code),
            )
        except ValueError:
            return None, False, "bad_name"
        except SeatingError as error:
            return None, False, str(error)
        table = self.tables[entry.table]
        holder = table.holder(entry.seat)
        if holder.kind != "remote" or holder.name != entry.name:
            table.set_holder(entry.seat, Holder.remote(entry.name, True))
        self._seats_changed(entry.table)
        return entry, True, None

    def arrived(self, entry: SeatEntry) -> None:
        """A page of `entry`'s student is open: they are there."""
        self.back(entry)
        self._refresh(entry.table)

    def left(self, entry: SeatEntry) -> None:
        """The last page of `entry`'s student closed (a stand-in bot plays for them once
        `durak_widget.classroom.hub.GONE_SECONDS` have passed without a page coming back)."""
        if not self.stopping:
            self._refresh(entry.table)

    def back(self, entry: SeatEntry) -> None:
        """`entry`'s student acts again: a stand-in bot that played for them stops."""
        table = self.tables[entry.table]
        holder = table.holder(entry.seat)
        if holder.kind == "remote" and not holder.present and holder.name == entry.name:
            table.set_present(entry.seat, True)
            self._tell()

    def on_message(self, connection: Any, text: str | None) -> None:
        """One message from a page (after its hello). Moves must carry the integer version
        of a state this page was sent (`table.malformed` without one, `table.stale` for one
        it was never sent)."""
        message = read(text)
        lang = connection.language
        entry = self.seating.find(connection.code)
        if entry is None or (entry.table, entry.seat) != (connection.table, connection.seat):
            connection.finish("seat_gone")
            return
        table = self.tables[entry.table]
        if message is None:
            connection.send(_refused(table.version, "table.malformed", words("malformed", lang)))
            return
        kind = message["type"]
        if kind == "language":
            connection.language = language_of(message, lang)
            connection.wake()
            return
        if kind == "leave":  # "Not you? Leave this seat": this page lets go of the seat
            connection.finish(None, NORMAL)
            return
        if kind in ACTS:  # the student acts (a card hovered, a log page read, does not count)
            self.back(entry)
            self.hub.turns.pop((entry.table, entry.seat), None)
        if kind == "here":
            return
        if kind == "answer":
            self._answer(connection, entry, message)
            return
        if kind in ("hello", "join"):
            connection.send(_refused(table.version, "table.malformed", words("malformed", lang)))
            return
        if kind == "move":
            version = move_version(message)
            if version is None:
                refused = _refused(table.version, "table.malformed", words("no_version", lang))
                connection.send(refused)
                return
            if version > connection.sent_version:
                refused = _refused(table.version, "table.stale", words("future_version", lang))
                connection.send(refused)
                return
        outcome = table.handle_message(connection.viewer, message)
        refusal = outcome.to_json()
        if refusal is not None:
            connection.send(refusal)
        if outcome.reply is not None:
            connection.send(outcome.reply)

    def _answer(self, connection: Any, entry: SeatEntry, message: dict[str, Any]) -> None:
        quiz = self.quiz_now
        lang = connection.language
        if quiz is None:
            version = self.tables[entry.table].version
            connection.send(
                _refused(version, ROOM_RULES["no_question"], words("no_question", lang))
            )
            return
        try:
            quiz.answer(entry, message.get("value"), lang)
        except QuizRefusal as refusal:
            key = str(refusal)
            rule = ROOM_RULES.get(key, "table.malformed")
            connection.send(_refused(quiz.version, rule, words(key, lang)))

    def watch(self, now: float) -> None:
        """On the loop, every half second: a student whose pages all closed is away once
        their grace has passed; one idle on their turn longer than `away_after` too."""
        for code, deadline in list(self.hub.gone.items()):
            if now < deadline:
                continue
            del self.hub.gone[code]
            entry = self.seating.find(code)
            if entry is not None and not self.hub.connected(code):
                self._away(entry)
        limit = self.away_after
        if limit is None or self.quiz_now is not None:
            return
        for index, table in enumerate(self.tables):
            if table.held is not None:
                continue
            with table.batch():
                game = table.game
                seat = None if game.is_over else self.adapter.next_to_act(game)
                version = table.position_version
            if seat is None or seat >= self.humans:
                continue
            key = (index, seat)
            seen = self.hub.turns.get(key)
            if seen is None or seen[0] != version:
                self.hub.turns[key] = (version, now)
            elif now - seen[1] >= limit:
                del self.hub.turns[key]
                entry = self.seating.entry(index, seat)
                if not entry.bot:
                    self._away(entry)

    def _away(self, entry: SeatEntry) -> None:
        table = self.tables[entry.table]
        holder = table.holder(entry.seat)
        if holder.kind == "remote" and holder.present:
            table.set_present(entry.seat, False)
            self._tell()

    # ----------------------------------------------------------------- the server

    def start(self) -> Classroom:
        """Run the web server on a thread of its own (never the kernel's loop) and return the
        room; ``room.url`` is then its address. The quiz pool is built meanwhile, in the
        background."""
        if self._thread is not None:
            raise ValueError("this room has started already (a stopped room stays stopped)")
        one_line_logs()  # uvicorn's own tracebacks (a frame that is not UTF-8) in one line
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, self.port))
        self.port = sock.getsockname()[1]
        config = uvicorn.Config(
            make_app(self),
            log_config=None,
            log_level="info" if self.access_log else "warning",
            access_log=self.access_log,
            ws="websockets-sansio",
            ws_max_size=MAX_MESSAGE * 2,
            lifespan="off",
            timeout_graceful_shutdown=2,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._serve, args=(sock,), name="durak-classroom", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the classroom's server did not start")
            time.sleep(0.01)
        host = lan_address() if self.host in ("0.0.0.0", "::") else self.host
        host = f"[{host}]" if ":" in host else host
        self.url = self.public_url or f"http://{host}:{self.port}{self.prefix}"
        resumed = time.monotonic() + RESUMED_SECONDS  # their pages are coming back
        for entry in self.students():
            if not self.hub.connected(entry.code):
                self.hub.gone.setdefault(entry.code, resumed)
        self._loop.call_soon_threadsafe(self.hub.start_watch)
        threading.Thread(
            target=pool, args=(self.game,), name="durak-quiz-pool", daemon=True
        ).start()
        return self

    def _serve(self, sock: socket.socket) -> None:
        loop = self._loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._server.serve(sockets=[sock]))
        finally:
            tasks = [t for t in asyncio.all_tasks(loop) if not t.done()]
            for task in tasks:
                task.cancel()
            if tasks:
                loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
            sock.close()

    def stop(self) -> None:
        """End the room: the tables stop, every page says the lesson is over (with no control
        it could use), the server and its threads end, the store is closed (a new
        `Classroom` on the same store resumes it, and the pages come back to it)."""
        if self.stopping:
            return
        self.stopping = True
        for index, table in enumerate(self.tables):
            self._refresh(index)  # the lesson is over, on every page
            table.close()
        if self._thread is not None and self._server is not None:
            if self._loop.is_running():
                self._loop.call_soon_threadsafe(self.hub.stop)
            time.sleep(0.05)
            self._server.should_exit = True
            self._thread.join(timeout=10)
        elif not self._loop.is_closed():
            self._loop.close()
        for thinker in self.thinkers:
            thinker.close()
        if self.store is not None:
            self.store.close()

    def __enter__(self) -> Classroom:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ----------------------------------------------------------------- the notebook

    def display(self) -> Any:
        """The room's live display for the notebook (`durak_widget.classroom.display`): the
        join link and its QR code, and every table and seat, updating as students join,
        leave and come back; each seat's own link and QR code are folded away until the
        teacher opens one (a projector shows no seat code). ``room`` in a cell shows it."""
        from .display import RoomDisplay

        return RoomDisplay(self)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.display()._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        where = self.url if self.url is not None else "not started"
        return (
            f"<Classroom {self.game}: {self.table_count} tables of {self.players} "
            f"({self.humans} students each), {where}>"
        )


def _refused(version: int, rule: str, message: str) -> dict[str, Any]:
    return {"type": "refused", "version": version, "rule": rule, "message": message}


def env_prefix() -> str:
    """The path prefix a JupyterHub service runs under (``JUPYTERHUB_SERVICE_PREFIX``), or
    ``""``."""
    return os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "").rstrip("/")
