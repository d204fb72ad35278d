"""`Table`: one game at one table, served to any number of viewers.

A table owns the game and its history, the seats and who holds them (the learner, bots, remote
humans), the bots and their clock, the quiet window, the series, the options, the narration
and the language, and its mode (`durak_widget.table.modes`: play, sandbox, replay, quiz). It
produces a view per viewer (`view(viewer)`, `log_tail(viewer)`; see
`durak_widget.table.viewers`), each holding only what that viewer may see, and carries out
intents (`handle(viewer, intent, version)`): every browser intent maps to one method through
one dispatch table (`INTENT_METHODS`), and the result is an `Outcome` a front end can send
back as ``{"type": "refused", ...}``.

**Versions.** `version` increases with every change of anything any viewer sees. A move made
against a version older than the last change of the game's position is *stale*: refused with
rule `STALE` and changing nothing. Listeners (`subscribe`) are told the new version after
every change, outside the table's lock; they then ask for their own viewer's view. Following a
move costs no replay of the game: the history keeps each move's log entry as it is played.

**Threads.** One lock per table guards every change and every read of the state: the table may
be called from a kernel's event loop, a server's loop thread and the bots' worker threads
alike. Timers go through an injectable scheduler (`durak_widget.table.pacing`), bot decisions
through an injectable thinker (`durak_widget.table.thinkers`); by default both act at once
where no event loop runs, so tests and scripts stay deterministic.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from ..bouts import lesson_text
from ..engine import Verdict
from ..engine.checks import check_names
from ..games import GameAdapter, get_game, kind_of, registered_games
from ..games.texts import table_tr, verdict_text
from .analysing import GameAnalysis
from .bots import BotMoves
from .dispatch import (
    INTENT_METHODS,
    MALFORMED,
    NOT_ALLOWED,
    NOT_YOUR_SEAT,
    REFUSED,
    STALE,
    VIEWER_INTENTS,
    Dispatch,
    Outcome,
)
from .estimating import ReplayEstimates
from .extras import Extras
from .history import History
from .hold import Hold
from .intents import (
    OPTION_DEFAULTS,
    Intent,
    IntentError,
    check_option,
)
from .language import Speech
from .layouts import presenting
from .lessons import Annotations, annotation_view, commentary, table_record
from .modes import MODES, Mode, QuizMode, ReplayMode, Viewpoint, choose_mode
from .notes import Narration, ViewerNotes, Words, word
from .pacing import AsyncioScheduler, Pacer, Scheduler
from .players import logger
from .quizzing import QuizRun, build_pools
from .replay import ReplayLine
from .seats import Seats, check_seat
from .series import Series
from .thinkers import AutoThinker, InlineThinker, Thinker
from .viewers import LEARNER, Holder, Viewer
from .views import drawing_of
from .views.names import cut_names, local_names

T = TypeVar("T")

LOG_LENGTH = 4
"""How many move-log entries a view's log tail holds (older ones: ``log_page``)."""

LEARNER_VIEWER = Viewer.learner()

INLINE = InlineThinker()


def changes(method: Callable[..., T]) -> Callable[..., T]:
    """Run a `Table` method as one change: under the lock, listeners told once, after it."""

    @functools.wraps(method)
    def run(self: Table, *args: Any, **kwargs: Any) -> T:
        with self.batch():
            return method(self, *args, **kwargs)

    return run


class Table:
    """One table (see the module docstring). The keyword arguments are those of
    `DurakWidget`, plus `holders` (play mode: seat -> `Holder`, for seats held by remote
    humans or given bots; the learner's seat is `seat`, and a table whose holders name no
    learner has none), `thinker` (where bots think and the coach comments, default
    `AutoThinker`: at once without an event loop, on a worker thread in a kernel) and
    `quiet_for_humans` (whether the quiet window's end takes human attackers who have not
    acted as done: off for a notebook's learner, on for a classroom's tables). Call `start`
    once listeners are in place."""

    def __init__(
        self,
        game: Any = None,
        *,
        players: int = 2,
        rules: Any = None,
        seed: int | None = None,
        seat: int | None = None,
        mode: str = "play",
        bots: Any = "simple",
        holders: Mapping[int, Holder] | None = None,
        open_hands: bool = False,
        allow_open_hands: bool | None = None,
        names: Any = None,
        bot_delay_ms: int = 700,
        quiet_ms: int = 5000,
        quiet_for_humans: bool = False,
        scheduler: Scheduler | None = None,
        thinker: Thinker | None = None,
        record: Any = None,
        autoplay_ms: int = 1500,
        guess: bool = False,
        presentation: bool = False,
        coach: bool = False,
        annotating: bool = False,
        language: str | None = None,
    ):
        choice = choose_mode(mode, game, record, guess)
        game = choice.game
        if game is None:
            game = get_game("durak").new_game(players, seed=seed, names=names, rules=rules)
        try:
            adapter = kind_of(game)
        except ValueError:
            kinds = ", ".join(a.game_class.__name__ for a in registered_games())
            raise ValueError(
                f"game must be a game of a registered kind ({kinds}) or None, got {game!r:.60}"
            ) from None
        if seat is not None:
            check_seat(seat, game.players)
        if holders is not None and not choice.plays:
            raise ValueError("holders= seats people and bots in play mode only")
        options = dict(OPTION_DEFAULTS)
        options["presentation"] = check_option("presentation", presentation)
        options["open_hands"] = check_option("open_hands", bool(open_hands) or not choice.plays)
        options["autoplay_ms"] = check_option("autoplay_ms", autoplay_ms)
        options["bot_delay_ms"] = check_option("bot_delay_ms", bot_delay_ms)
        options["quiet_ms"] = check_option("quiet_ms", quiet_ms)
        self._lock = threading.RLock()
        self._depth = 0
        self._later = 0  # > 0 while a browser's intent, a timer or a thinker's answer runs
        self._dirty = False
        self._listeners: list[Callable[[int], None]] = []
        self.version = 0
        """Increases with every change of anything any viewer sees."""
        self.position_version = 0
        """Increases with every change of the game or its position (plans made before are
        stale)."""
        self._moved_at = 0
        self.speech = Speech(language)
        options["language"] = self.speech.language
        self.options: dict[str, Any] = options
        self.allow_open_hands = bool(open_hands if allow_open_hands is None else allow_open_hands)
        self.coach = bool(coach)
        if not isinstance(annotating, bool):
            raise ValueError(f"annotating must be True or False, got {annotating!r:.40}")
        self.annotating = annotating
        """Whether a sandbox or a replay shows the comment box (annotating is the task:
        building a lesson); `annotate` works from Python either way."""
        self.quiet_for_humans = bool(quiet_for_humans)
        self.seed = seed
        self.names = names
        self.seats = Seats(self, choice.learner_seat(seat), bots, seed)
        self.narration = Narration()
        self._notes: dict[tuple[str, int | None], ViewerNotes] = {}
        self.table_error: Words | None = None
        self.last_error: str | None = None
        self.held: Hold | None = None
        """Why the table is held still for everyone (`set_hold`), or ``None``."""
        self._local_names: dict[str, list[tuple[str, str]]] = {}
        self.series = Series(self)
        self.annotations = Annotations()
        self.history = History(game, adapter.log_text)
        self.scheduler: Scheduler = scheduler if scheduler is not None else AsyncioScheduler()
        self.thinker: Thinker = thinker if thinker is not None else AutoThinker()
        self.extras = Extras(self)
        self.analysis = GameAnalysis(self)
        self.estimates = ReplayEstimates(self)
        self.dispatch = Dispatch(self)
        self.bot_moves = BotMoves(self)
        self.pacer = Pacer(self._plan, self._act, self.scheduler, guard=self.guarded)
        self.mode_part: Mode = choice.make(self, seat)
        if choice.plays:
            self.seats.seat(holders)

    # ----------------------------------------------------------------- changes and listeners

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """One change, however much happens inside: under the table's lock, and listeners
        told once, after it (outside the lock)."""
        self._lock.acquire()
        self._depth += 1
        notify: tuple[int, list[Callable[[int], None]]] | None = None
        try:
            yield
        except BaseException as error:
            if self._depth == 1 and not isinstance(error, Exception):
                self._mend()  # an interrupt cut the change short: make the table whole again
            raise
        finally:
            self._depth -= 1
            if self._depth == 0 and self._dirty:
                self._dirty = False
                self.version += 1
                notify = (self.version, list(self._listeners))
            self._lock.release()
            if notify is not None:
                self._notify(*notify)

    def _notify(self, version: int, listeners: list[Callable[[int], None]]) -> None:
        """Tell every listener, even when one of them is interrupted or fails (the
        interrupt is raised again once all were told; a failure is logged)."""
        interrupted: BaseException | None = None
        for listener in listeners:
            try:
                listener(version)
            except Exception:
                logger.exception("durak_widget: a listener of the table failed")
            except BaseException as error:  # an interrupt: the others are still told
                interrupted = error
                self._tell_again(listener)
        if interrupted is not None:
            raise interrupted

    def _tell_again(self, listener: Callable[[int], None]) -> None:
        """Tell `listener` the table's version again on the scheduler's next call (an
        interrupt cut its last notice short: a browser would stay behind)."""

        def again() -> None:
            with self._lock:
                listening = listener in self._listeners
            if listening:
                with contextlib.suppress(KeyboardInterrupt):  # told again once more
                    self._notify(self.version, [listener])

        with contextlib.suppress(Exception):
            self.scheduler.call_later(0, again)

    def _mend(self) -> None:
        """After an interrupt (a `KeyboardInterrupt` from the kernel) cut a change short at
        any step: the history follows the game (a move played but not recorded is recorded),
        a decision lost on the way is asked for again, every viewer is told, and the table
        plays on once the scheduler's next call comes (a resumed pacer, the bots)."""
        try:
            if self.history.adopt_outside_moves():
                self.changed()
            self.mode_part.followed()
            self.bot_moves.interrupted()
            self._dirty = True
            self.scheduler.call_later(0, self._resume)
        except Exception:  # mending must never hide the interrupt itself
            logger.exception("durak_widget: the table could not mend itself after an interrupt")

    def _resume(self) -> None:
        """The scheduled end of `_mend`: the views again, and the bots or autoplay on."""
        with contextlib.suppress(KeyboardInterrupt):  # mended again by `batch`, rescheduled
            self.guarded(self.after_change)

    def guarded(self, call: Callable[[], T]) -> T:
        """Run `call` as one change (what timers and thinkers hand their work to): the work it
        asks for thinks later, as a browser's does (`thinker_now`)."""
        with self.batch():
            self._later += 1
            try:
                return call()
            finally:
                self._later -= 1

    def thinker_now(self) -> Thinker:
        """Where the work of the change under way thinks: the table's thinker for a browser's
        intent, a timer or a thinker's answer; for a call from Python (a cell's ``w.play``,
        ``run_bots``) the default thinker thinks at once, so that the call returns with the
        bots' replies played as it always did (with ``bot_delay_ms=0``). A thinker the table
        was given is used for every change."""
        if self._later or not isinstance(self.thinker, AutoThinker):
            return self.thinker
        return INLINE

    def subscribe(self, listener: Callable[[int], None]) -> Callable[[], None]:
        """Call ``listener(version)`` after every change, outside the lock; returns the
        function that unsubscribes it."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def refresh(self) -> None:
        """Note that what viewers see may have changed (listeners are told once the change
        is over)."""
        with self.batch():
            self._dirty = True

    @property
    def moved_at(self) -> int:
        """The first version that showed the game's current position (a move chosen
        against an older one is stale)."""
        return self._moved_at

    def changed(self) -> None:
        """Note that the game or its position changed (plans made before are stale, moves
        chosen against an older version are refused)."""
        with self.batch():
            self.position_version += 1
            self._moved_at = self.version + 1
            self._dirty = True

    def after_change(self) -> None:
        """Refresh the views and let the table play on (bots, autoplay) at its pace."""
        with self.batch():
            self.refresh()
            self.bot_moves.update_window()
            self.pacer.start()
            self.estimates.update()

    def start(self) -> None:
        """Show the table and let the bots reply (call once listeners are in place)."""
        self.after_change()

    def close(self) -> None:
        """Stop the bots, the quiet window and autoplay for good."""
        with self.batch():
            self.pacer.close()
            self.bot_moves.close_window()

    # ----------------------------------------------------------------- reading

    @property
    def game(self) -> Any:
        """The game at the current history position."""
        return self.history.game

    @property
    def adapter(self) -> GameAdapter:
        """The adapter of the game being played (`durak_widget.games.kind_of`)."""
        return kind_of(self.history.game)

    def adapter_of(self, game: Any) -> GameAdapter:
        """The adapter of another game (a quiz question's)."""
        return kind_of(game)

    @property
    def mode(self) -> str:
        """``"play"``, ``"sandbox"`` or ``"replay"``."""
        return self.mode_part.name

    @property
    def you(self) -> int | None:
        """The learner's seat as "you" in texts (play mode), else ``None``."""
        return self.mode_part.you()

    @property
    def pick(self) -> int | None:
        """The seat the learner chose to view (sandbox, replay, quiz), or ``None``."""
        return self.mode_part.seat

    @pick.setter
    def pick(self, value: int | None) -> None:
        with self.batch():
            if value is not None:
                self.mode_part.set_seat(value)
            self.refresh()

    @property
    def line(self) -> ReplayLine | None:
        """The record being replayed and where the learner left it (replay mode)."""
        return self.mode_part.line

    @property
    def guessing(self) -> Any:
        """A guess-the-move lesson's state, or ``None``."""
        return self.mode_part.guessing

    @property
    def quiz(self) -> QuizRun | None:
        """A quiz table's state, or ``None``."""
        return self.mode_part.quiz

    @property
    def series_results(self) -> list[Any]:
        """The results of the series' finished games (the current one aside)."""
        return self.series.results

    @property
    def learner(self) -> int | None:
        """The learner's seat (play mode; ``None`` at a table without a learner)."""
        return self.seats.learner

    @property
    def bots(self) -> dict[int, Any]:
        """A bot for every seat but the learner's (a remote seat's is its stand-in)."""
        return self.seats.bots

    @property
    def bots_spec(self) -> Any:
        """The ``bots`` argument the bots were made from."""
        return self.seats.spec

    def holder(self, seat: int) -> Holder:
        """Who holds `seat`."""
        with self._lock:
            return self.seats.holder(seat)

    def bot_for(self, seat: int) -> Any:
        """The bot that plays `seat` when no person does (its own, or a stand-in)."""
        return self.seats.bot_for(seat)

    def seats_of(self, viewer: Viewer) -> frozenset[int]:
        """The seats `viewer` may move for."""
        with self._lock:
            return self.mode_part.seats_of(viewer)

    def controlled(self) -> set[int]:
        """The seats the learner may move for."""
        return set(self.seats_of(LEARNER_VIEWER))

    def viewer_and_acting(self, viewer: Viewer = LEARNER_VIEWER) -> tuple[int, int | None]:
        """The seat `viewer`'s table is drawn from, and the seat whose buttons are live."""
        with self._lock:
            point = self.mode_part.viewpoint(viewer)
            return point.seat, point.acting

    def bout_key(self) -> Any:
        """What identifies the bout and the cards on its table (a quiet window belongs to
        one: a throw-in changes it, a "done" does not)."""
        game = self.game
        return (getattr(game, "bout", None), repr(getattr(game, "table", None)))

    def adapter_quiet_seats(self) -> tuple[int, ...]:
        """The attackers the bout's quiet moment waits for (`GameAdapter.quiet_seats`)."""
        return tuple(self.adapter.quiet_seats(self.game))

    def adapter_quiet_done(self, seat: int) -> Any:
        """The move by which `seat` lets a quiet bout close (`GameAdapter.quiet_done`)."""
        return self.adapter.quiet_done(self.game, seat)

    # ----------------------------------------------------------------- language

    @property
    def language(self) -> str:
        """The table's language; setting it (a known language, else `ValueError`) re-renders
        every text in it."""
        return self.speech.language

    @language.setter
    def language(self, value: str) -> None:
        with self.batch():
            if not self.speech.switch(value):
                return
            self.options = {**self.options, "language": self.speech.language}
            self.analysis.reword(getattr(self.mode_part, "record", None), self.speech.language)
            self.narration.clear()
            for notes in self._notes.values():
                notes.hint = None
            self.clear_error()
            self.refresh()

    @property
    def tr(self) -> Any:
        """The table's translations (the ``durak_widget_table`` domain) in its language."""
        return table_tr(self.language)

    def tr_in(self, lang: str) -> Any:
        """The table's translations in `lang`."""
        return table_tr(lang)

    @property
    def labels(self) -> dict[str, str]:
        """The front end's labels in the table's language (``{}`` in English)."""
        return self.speech.labels

    def verdict_words(self, verdict: Any) -> str:
        """An engine verdict's message in the table's language."""
        return verdict_text(verdict, self.language)

    def menu_info(self) -> dict[str, Any]:
        """The new-game menu's choices in the table's language (``menu_info``)."""
        with self._lock:
            return self.speech.menu_info(self.adapter, self.game)

    # ----------------------------------------------------------------- what viewers see

    @property
    def error(self) -> str | None:
        """The learner's error shown now (or the table's, such as a bot that stopped)."""
        with self._lock:
            return self._error_for(LEARNER_VIEWER, self.you, self.language)

    @error.setter
    def error(self, value: str | None) -> None:
        with self.batch():
            if value is None:
                self.clear_error()
            else:
                self.show_error(value)

    @property
    def last_verdict(self) -> Any:
        """The engine's verdict on the learner's last attempt (played or explained)."""
        return self.notes_of(LEARNER_VIEWER).verdict

    def viewpoint(self, viewer: Viewer = LEARNER_VIEWER) -> Viewpoint:
        """Where `viewer`'s view is drawn from (its mode decides)."""
        with self._lock:
            return self.mode_part.viewpoint(viewer)

    def notes_of(self, viewer: Viewer) -> ViewerNotes:
        """`viewer`'s own notes."""
        found = self._notes.get(viewer.key)
        if found is None:
            found = self._notes[viewer.key] = ViewerNotes()
        return found

    def view(self, viewer: Viewer = LEARNER_VIEWER) -> dict[str, Any]:
        """The view model `viewer` draws (docs/widget-protocol.md), with only what it may
        see; ``view["version"]`` is the table's version."""
        with self._lock:
            view = self.named_in(self._view(viewer), viewer.language or self.language)
            view["version"] = self.version
            return view

    def named_in(self, value: Any, lang: str) -> Any:
        """`value` (a view, a log entry, a text) with every seat called as `lang` reads
        its name (`set_names`), long names cut (`durak_widget.table.views.names`)."""
        pairs = self._local_names.get(lang)
        if pairs:
            value = local_names(value, pairs)
        return cut_names(value, self.game.names)

    def _view(self, viewer: Viewer) -> dict[str, Any]:
        mode = self.mode_part
        point = mode.viewpoint(viewer)
        lang = viewer.language or self.language
        history = self.history
        held = self.held
        if held is not None and point.acting is not None:
            point = Viewpoint(point.seat, None, point.open_hands, point.you, point.own_hand)
        note = mode.note(lang) if held is None else None
        view = drawing_of(self.adapter).build_view(
            history.game,
            mode=mode.name,
            viewer=point.seat,
            acting=point.acting,
            open_hands=point.open_hands,
            you=point.you,
            position=history.position,
            length=history.length,
            last_verdict=self._shown_verdict(viewer, lang),
            error=self._error_for(viewer, point.you, lang),
            narration=self._narration_for(viewer, point.you, lang),
            note=note,
            lang=lang,
            own_hand=point.own_hand,
            live=point.live,
        )
        position = history.position
        view["annotation"] = annotation_view(position, self.annotation_at(position, lang))
        view["guess"] = None
        view["quiz"] = None
        mode.decorate(view, point, lang)
        view["analysis"] = self.analysis.view(lang)
        if isinstance(view.get("replay"), dict):
            view["replay"]["estimates"] = self.estimates.view(lang)
        layout = mode.layout(viewer)
        if self.options.get("presentation"):
            layout = presenting(layout)
        view["layout"] = layout.to_json()
        view["commentary"] = (
            commentary(history, self.adapter, bool(point.open_hands), lang)
            if self.options.get("presentation")
            else None
        )
        series = self.series.view(lang, point.you)
        if series is not None:
            view["series"] = series
        if held is not None:
            view["held"] = held.to_json(lang, point.you)
        self.extras.add_to(view, viewer, point, lang)
        return view

    def log_tail(self, viewer: Viewer = LEARNER_VIEWER) -> list[dict]:
        """The last `LOG_LENGTH` move-log entries up to the position, as `viewer` reads them."""
        with self._lock:
            if self.mode_part.hides_log():
                return []
            point = self.mode_part.viewpoint(viewer)
            lang = viewer.language or self.language
            entries = self.history.visible_entries(LOG_LENGTH, LOG_LENGTH)  # each explained
            return self.named_in(self.extras.log_for(entries, point.you, lang), lang)

    def move_log(self, viewer: Viewer = LEARNER_VIEWER) -> list[dict]:
        """The whole move log up to the position, in `viewer`'s language (the table's when it
        has none), each move by its seat's name, with a bot's own reason where it gave one
        (``bot_reason``, in the language the table spoke when the bot moved): the learner's
        record of the game, as `DurakWidget.move_log` gives it. Only for a viewer who may read
        the whole log (the learner; the table's own parts keep it from the browser)."""
        with self._lock:
            lang = viewer.language or self.language
            entries = self.history.entries[: self.history.position]
            return self.speech.entries_in(entries, self.adapter, lang, self.game.names)

    def _shown_verdict(self, viewer: Viewer, lang: str) -> dict | None:
        """The viewer's last verdict until the position changes (a bot's move too)."""
        notes = self._notes.get(viewer.key)
        if notes is None or notes.verdict is None or notes.verdict_at != self.position_version:
            return None
        shown = dict(notes.verdict.to_json())
        if lang != "en":
            shown["message"] = verdict_text(notes.verdict, lang)
        return shown

    def _error_for(self, viewer: Viewer, you: int | None, lang: str) -> str | None:
        notes = self._notes.get(viewer.key)
        if notes is not None and notes.error is not None:
            return notes.error
        error = self.table_error
        if error is None:
            return None
        said_to = getattr(error, "for_viewer", None)
        if viewer.kind != LEARNER and callable(said_to):
            return str(said_to(viewer.kind, lang))  # only what that viewer can do about it
        return word(error, you, lang)

    def _narration_for(self, viewer: Viewer, you: int | None, lang: str) -> str | None:
        notes = self._notes.get(viewer.key)
        if notes is not None and notes.told is not None and notes.told_at >= self.narration.count:
            return word(notes.told, you, lang)
        return self.narration.text(you, lang)

    def annotation_at(self, position: int, lang: str = "en") -> dict:
        """The annotation of the move that led to `position`: the one made at the table,
        else the record's, in `lang` (a bout's comment from the lessons catalog, the move in
        the game's words; a comment written at the table stays as written)."""
        noted = self.annotations.for_position(self.history.moves, position)
        note = noted if noted is not None else self.mode_part.record_note(position)
        if lang == "en" or not (note.get("move") or note.get("comment")):
            return note
        note = dict(note)
        note["comment"] = lesson_text(note.get("comment") or "", lang)
        if note.get("move") and 0 < position <= len(self.history.moves):
            move = self.history.moves[position - 1]
            note["move"] = self.adapter.move_text(move, lang, None, None)
        return note

    # ----------------------------------------------------------------- saying

    def say(self, words: Words, more: bool = False) -> None:
        """Say `words` to every viewer; `more` adds them to what was said (bot moves that
        answer in one update)."""
        with self.batch():
            self.narration.say(words, more)
            self._dirty = True

    def tell(self, viewer: Viewer, words: Words) -> None:
        """Say `words` to `viewer` alone (a refusal, an explanation, an error)."""
        with self.batch():
            notes = self.notes_of(viewer)
            notes.told = words
            notes.told_at = self.narration.count
            self._dirty = True

    def show_error(self, text: str, viewer: Viewer = LEARNER_VIEWER) -> None:
        """Show `text` as `viewer`'s error (and narration) until its next action."""
        with self.batch():
            self.notes_of(viewer).error = text
            self.tell(viewer, text)

    def show_table_error(self, words: Words) -> None:
        """Show `words` to every viewer as the table's error (a bot that stopped)."""
        with self.batch():
            self.table_error = words
            self.say(words)

    def clear_error(self, viewer: Viewer = LEARNER_VIEWER) -> None:
        """Drop `viewer`'s error and the table's."""
        with self.batch():
            notes = self._notes.get(viewer.key)
            if notes is not None:
                notes.error = None
            self.table_error = None

    def show_verdict(self, verdict: Verdict, viewer: Viewer = LEARNER_VIEWER) -> None:
        """Show `verdict` to `viewer` as the answer to the latest change."""
        notes = self.notes_of(viewer)
        notes.verdict = verdict
        notes.verdict_at = self.position_version

    def forget_verdicts(self) -> None:
        """No viewer's verdict is shown any more (a step, a new deal)."""
        for notes in self._notes.values():
            notes.verdict = None

    def move_words(self, move: Any, verdict: Verdict | None) -> Words:
        """What `move` (just played) did, in the words of its reader: "You attack 7♠" for
        its player, "P0 attacks 7♠" for the others, in each one's language."""
        game = self.game
        adapter = self.adapter
        events = game.last_events
        copy = getattr(game, "copy", None)
        after = copy() if callable(copy) else game  # later moves do not change its words
        said: dict[tuple[int | None, str], str] = {}

        def words(you: int | None, lang: str) -> str:
            key = (you, lang)
            if key not in said:
                said[key] = adapter.narrate(after, move, verdict, events, you, lang)
            return said[key]

        words(self.you, self.language)  # the learner's reading, while it is cheap
        return words

    def record_move(
        self, move: Any, verdict: Verdict, reason: str | None = None, more: bool | None = None
    ) -> None:
        """Note a move the table itself just played (a bot's, or one the quiet window
        closed): the log, the narration (added to what this update said when it answers
        someone's move, or when `more`), a new position."""
        if more is None:
            more = self._depth > 1  # inside a change that is more than this move
        with self.batch():
            holder = self.seats.holder(move.player)
            stand_in = holder.name if holder.stand_in and holder.name else None
            self.history.record(move, verdict, reason, stand_in=stand_in)
            words = self.move_words(move, verdict)
            if stand_in is not None:
                words = self.extras.stand_in_words(move, verdict, stand_in)
            self.say(words, more=more)
            self.changed()

    # ----------------------------------------------------------------- the learner's actions

    def adopt(self) -> History:
        """The history, after following moves played on the game directly."""
        with self.batch():
            if self.history.adopt_outside_moves():
                self.mode_part.followed()
                self.changed()
                self.refresh()
            return self.history

    def to_move(self, move: Any, viewer: Viewer = LEARNER_VIEWER) -> Any:
        """`viewer`'s move from a move, its text or its JSON object; `ValueError` for
        something else, or for a seat `viewer` may not move for in play mode."""
        adapter = self.adapter
        if isinstance(move, str):
            move = adapter.move_class.parse(move)
        elif isinstance(move, Mapping):
            move = adapter.move_from_json(dict(move))
        elif not isinstance(move, adapter.move_class):
            raise ValueError(
                f"expected a {adapter.move_class.__name__} of this game or move text such as "
                f"{adapter.move_example}, got {move!r:.60}"
            )
        if move.player not in self.seats_of(viewer):
            raise ValueError(
                f"in play mode the learner moves only for P{self.learner}; P{move.player} is a "
                "bot's seat (use mode='sandbox' to move for every seat)"
            )
        return move

    @changes
    def attempt(self, move: Any, apply: bool, viewer: Viewer = LEARNER_VIEWER) -> Verdict:
        """Judge `viewer`'s `move`; play it if `apply` and legal. The verdict is shown to
        `viewer`."""
        history = self.adopt()
        mode = self.mode_part
        if apply and self.held is not None:
            raise ValueError(f"the table is held ({self.held.rule}): {self.held.text('en')}")
        if apply:
            guessed = mode.guess(move)
            if guessed is not None:
                return guessed
        mode.check_move(move)
        if apply:
            self.stop_autoplay()
        game = history.game
        verdict = game.explain(move)
        notes = self.notes_of(viewer)
        notes.verdict = verdict
        notes.verdict_at = self.position_version
        notes.error = None
        if not verdict.legal or not apply:
            self.tell(viewer, lambda you, lang: verdict_text(verdict, lang))
            self.refresh()
            return verdict
        self.pacer.cancel()
        if self.coach and mode.shows_coach():
            self.extras.start_coach(viewer, game, move)  # judged before it is played
        game.play(move)
        position = history.position
        history.record(move, verdict)
        mode.moved(position)
        self.say(self.move_words(move, verdict))
        self.changed()
        notes.verdict_at = self.position_version  # shown until the next move, a bot's too
        self.after_change()
        return verdict

    @changes
    def goto(self, position: int) -> int:
        """Go to a history position; returns it."""
        history = self.adopt()
        self.mode_part.check_goto(position)
        self.pacer.cancel()
        self.stop_autoplay()
        history.goto(position)
        self.forget_verdicts()
        self.clear_error()
        self.bot_moves.recover()
        self.say(self.mode_part.step_words())
        self.changed()
        self.after_change()
        return history.position

    @changes
    def step(self, to: str | int = "forward") -> Any:
        """Step: ``"forward"``/``"back"`` (returns the move stepped over, or ``None`` at an
        end), ``"first"``/``"last"`` or a position (returns the position)."""
        history = self.adopt()
        if to == "forward":
            if history.at_end:
                return None
            move = history.moves[history.position]
            self.goto(history.position + 1)
            return move
        if to == "back":
            if history.position == 0:
                return None
            move = history.moves[history.position - 1]
            self.goto(history.position - 1)
            return move
        last = self.mode_part.last_position()
        position = {"first": 0, "last": last}.get(to) if isinstance(to, str) else to
        if position is None:
            raise ValueError(f"step to first, back, forward, last or a position, not {to!r}")
        return self.goto(position)

    @changes
    def set_seat(self, value: int) -> None:
        """Play mode: the learner's seat (the bots move to the others); sandbox and replay:
        the seat the table is drawn from."""
        check_seat(value, self.game.players)
        self.mode_part.set_seat(value)
        self.changed()
        self.after_change()

    def seat_learner(self, seat: int) -> None:
        """Play mode: move the learner to `seat`; bots hold the seats nobody else does."""
        self.seats.move_learner(seat)
        self.bot_moves.forget()

    @changes
    def back_to_main_line(self) -> int:
        """Replay: drop the "what if" branch and return to the record; returns the
        position."""
        position, length = self.mode_part.back_to_main_line()
        self.forget_verdicts()
        self.clear_error()
        text = self.tr.gettext("Back to the recorded game, move {position} of {length}.")
        self.say(text.format(position=position, length=length))
        self.changed()
        self.after_change()
        return position

    def stop_autoplay(self) -> None:
        """A manual step or move pauses a replay's autoplay."""
        if self.options.get("autoplay"):
            self.options = {**self.options, "autoplay": False}

    @changes
    def set_option(
        self, name: str, value: Any, from_browser: bool = False, viewer: Viewer = LEARNER_VIEWER
    ) -> None:
        """Set one option (checked); `from_browser`: the table asked, and may not open the
        hands in play mode unless ``allow_open_hands``."""
        try:
            value = check_option(name, value)
        except IntentError as error:
            raise ValueError(f"bad option {error}") from None
        browser_opens = from_browser and name == "open_hands" and value
        if browser_opens and self.mode_part.hides_hands() and not self.allow_open_hands:
            self.show_error(
                self.tr.gettext(
                    "In play mode the other hands stay hidden: the table cannot open them. "
                    "Opening them is decided in Python: w.open_hands = True, or "
                    "DurakWidget(allow_open_hands=True) to let this menu do it."
                ),
                viewer,
            )
            return
        if name == "language":
            self.language = value
            return
        self.options = {**self.options, name: value}
        if name == "paused":
            self.pacer.paused = value
            if value:
                self.pacer.cancel()
            self.bot_moves.recover()
        if name in ("paused", "bot_delay_ms", "quiet_ms", "autoplay", "autoplay_ms"):
            self.after_change()
        else:
            self.refresh()

    @changes
    def new_game(
        self,
        players: int | None = None,
        preset: Any = None,
        seed: int | None = None,
        partnerships: bool | None = None,
        series: bool = True,
        series_first_attacker: str | None = None,
    ) -> Any:
        """Deal a new game of the same kind (see `Series.new_game`); returns the game."""
        return self.series.new_game(
            players, preset, seed, partnerships, series, series_first_attacker
        )

    def deal(self, game: Any, seed: int | None) -> None:
        """Put a new deal on the table (`Series.new_game` calls it): a new history, the mode a
        deal leaves, bots for the new seats, nothing said before it."""
        players = game.players
        self.pacer.cancel()
        self.bot_moves.forget()
        self.bot_moves.recover()
        self.mode_part = self.mode_part.after_deal()
        self.seed = seed
        self.mode_part.fit(players)
        adapter = kind_of(game)
        self.history = History(game, adapter.log_text)
        self.seats.deal(players, seed, self.mode_part.plays_bots())
        self.annotations = Annotations()
        self.analysis.forget()
        self.forget_verdicts()
        self.clear_error()

    def deal_problem(
        self, players: int, partnerships: bool | None, lead: str | None, tr: Any
    ) -> Any:
        """Why a new deal with these settings cannot be made, or ``None`` (see `Series`)."""
        return self.series.problem(players, partnerships, lead, tr)

    def finished_result(self) -> Any:
        """The result of the game at the table if it is finished (and counts in a series)."""
        return self.series.finished()

    def series_view(self) -> dict | None:
        """``view.series`` as the learner reads it."""
        return self.series.view(self.language, self.you)

    @changes
    def run_bots(self, max_moves: int = 5000) -> list:
        """Play the bots' moves now, without pacing, until a human is to act or the game
        ends; returns the moves played."""
        return self.bot_moves.run(max_moves)

    @changes
    def annotate(self, number: Any, comment: Any, mark: Any = None) -> None:
        """Note `comment` and `mark` on move `number` (from 1); `ValueError` for bad input."""
        self.mode_part.check_annotate()
        history = self.adopt()
        self.annotations.annotate(history.moves, number, comment, mark)
        self.refresh()

    def to_record(self) -> Any:
        """The game at the table as a `Record` (see `durak_widget.table.lessons`)."""
        with self.batch():
            history = self.adopt()
            return table_record(history, self.line, self.annotations)

    # ----------------------------------------------------------------- analysis

    @changes
    def analyse(
        self, budget: float | None = None, rounds: int | None = None, now: bool = True
    ) -> Any:
        """Analyse the finished game (`durak_widget.table.analysing`): at once with `now`
        (a call from Python, which returns the `Analysis` and leaves the table showing the
        annotated replay), else through the table's thinker (``None`` is returned while it
        runs). `budget` and `rounds` as in `durak_widget.analysis.analyse` (both ``None``:
        the table's own). Before the game is over, or where no analysis is offered,
        `AnalysisRefused` (a `ValueError`) says why and nothing changes; an analysis made
        `now` that fails raises what it raised (the view says it failed)."""
        self.adopt()
        analysis = self.analysis
        analysis.start(budget, rounds, now=now)
        if now and analysis.error is not None:
            raise analysis.error
        return analysis.result

    def show_analysed(self, record: Any, seat: int | None) -> None:
        """Show an analysed game's annotated `record` as a replay from `seat` (the learner's;
        ``None``: the record's viewpoint), at its start: the analysis stays in the view."""
        with self.batch():
            self.pacer.cancel()
            self.bot_moves.forget()
            self.bot_moves.recover()
            line = ReplayLine(record)
            self.history = History(line.start(), self.adapter.log_text)
            replay = ReplayMode(self, line, seat, False)
            self.mode_part = replay
            replay.start()
            self.options = {**self.options, "autoplay": False, "open_hands": True}
            self.annotations = Annotations()
            self.forget_verdicts()
            self.clear_error()
            self.say(replay.step_words())
            self.changed()
            self.after_change()

    # ----------------------------------------------------------------- quiz

    @changes
    def start_quiz(self, run: QuizRun) -> None:
        """Make this a quiz table asking `run`'s questions, from the first."""
        quiz = QuizMode(self, run)
        self.mode_part = quiz
        quiz.show_question()

    @changes
    def prepare_quiz(self, make: Callable[[], QuizRun]) -> None:
        """Make this a quiz table whose questions are still to be prepared: the view says so
        while the table's thinker builds the question pools (off the browser's message), then
        ``make()`` gives the quiz, from its first question."""
        quiz = QuizMode(self, None, make)
        self.mode_part = quiz
        self.refresh()
        self.thinker.think(
            build_pools, lambda thought: self.guarded(lambda: quiz.prepared(thought))
        )

    def quiz_now(self) -> QuizRun | None:
        """The quiz of a quiz table, its questions prepared now if they are not yet (the
        Python API waits for them); ``None`` elsewhere."""
        with self.batch():
            return self.mode_part.ready_quiz()

    @changes
    def answer(self, value: Any) -> Any:
        """Answer the open quiz question; returns the `Feedback`."""
        return self.mode_part.answer(value)

    @changes
    def next_question(self) -> int:
        """Show the next quiz question; returns its number (from 1)."""
        return self.mode_part.next_question()

    # ----------------------------------------------------------------- hints and reasons

    @changes
    def hint(self, viewer: Viewer = LEARNER_VIEWER) -> list[str]:
        """ "What can I do?": the legal moves of `viewer`'s acting seat in words."""
        self.mode_part.check_help("hints")
        return self.extras.make_hint(viewer)

    def card_reason(self, card: str, viewer: Viewer = LEARNER_VIEWER) -> dict:
        """The ``card_reason`` answer for one card of `viewer`'s hand."""
        with self._lock:
            self.mode_part.check_help("card reasons")
            lang = viewer.language or self.language
            return self.named_in(self.extras.card_reason(viewer, card), lang)

    def log_page(self, before: int, viewer: Viewer = LEARNER_VIEWER) -> dict:
        """The ``log_page`` answer: move-log entries numbered below `before`."""
        with self._lock:
            lang = viewer.language or self.language
            return self.named_in(self.extras.log_page(viewer, before), lang)

    # ----------------------------------------------------------------- seats

    @changes
    def set_holder(self, seat: int, holder: Holder) -> None:
        """Hand `seat` to `holder` (a teacher seats or unseats a student, or gives the seat to
        a bot; a returning student takes it back). The bots replan."""
        check_seat(seat, self.game.players)
        if not isinstance(holder, Holder):
            raise ValueError(f"expected a Holder, got {holder!r:.60}")
        self.seats.hand(seat, holder)
        self.bot_moves.forget()
        self.after_change()

    @changes
    def set_present(self, seat: int, present: bool) -> None:
        """Mark the remote human at `seat` there or away (away: a stand-in bot plays the seat,
        and the table says so)."""
        holder = self.seats.remote(seat)
        self.set_holder(seat, Holder.remote(holder.name, bool(present)))

    @changes
    def set_names(
        self, names: Sequence[str], local: Mapping[str, Sequence[str]] | None = None
    ) -> None:
        """Call the seats `names` from now on: in the game (its texts, its record), the
        next deals and every view (a classroom calls each seat by its student's nickname,
        or a bot's name); `local` gives, by language, the names read there where they
        differ (a bot's name in Russian: ``{"ru": [...]}``). Moves already in the log keep
        the names they were written with."""
        game = self.game
        checked = check_names(list(names), game.players)
        pairs: dict[str, list[tuple[str, str]]] = {}
        for lang, said in (local or {}).items():
            there = check_names(list(said), game.players)
            found = {a: b for a, b in zip(checked, there, strict=True) if a != b}
            if found:
                pairs[lang] = sorted(found.items(), key=lambda pair: -len(pair[0]))
        if tuple(game.names) == checked and pairs == self._local_names:
            return
        game.names = checked
        self.history.start.names = checked
        self.names = list(checked)
        self._local_names = pairs
        self.refresh()

    @changes
    def set_hold(self, hold: Hold | None) -> None:
        """Hold the table still for everyone (`durak_widget.table.hold`): every move is
        refused with ``hold.rule`` and every view says ``hold.words`` (``view.held``), no
        seat's buttons are live and the bots wait; ``None`` lets it play on."""
        if hold is not None and not isinstance(hold, Hold):
            raise ValueError(f"expected a Hold or None, got {hold!r:.60}")
        if hold == self.held:
            return
        self.held = hold
        if hold is not None:
            self.pacer.cancel()
        self.after_change()

    # ----------------------------------------------------------------- intents

    def handle(self, viewer: Viewer, intent: Intent, version: int | None = None) -> Outcome:
        """Carry out `viewer`'s `intent` (made against table `version`, when given). Never
        raises: a refusal, a stale move or an error comes back as an `Outcome` (and the
        viewer's view shows it). See `durak_widget.table.dispatch`."""
        return self.dispatch.handle(viewer, intent, version)

    def handle_message(self, viewer: Viewer, content: Any, buffers: Any = ()) -> Outcome:
        """Read one message a browser sent (with an optional ``"version"``) and carry it out
        for `viewer`; a malformed message changes nothing and comes back refused."""
        return self.dispatch.handle_message(viewer, content, buffers)

    # ----------------------------------------------------------------- the pace

    def _plan(self) -> float | None:
        return self.mode_part.plan()

    def _act(self) -> Any:
        return self.mode_part.act()


__all__ = [
    "INTENT_METHODS",
    "LOG_LENGTH",
    "MALFORMED",
    "MODES",
    "NOT_ALLOWED",
    "NOT_YOUR_SEAT",
    "REFUSED",
    "STALE",
    "VIEWER_INTENTS",
    "Outcome",
    "Table",
    "Viewpoint",
    "check_seat",
]
