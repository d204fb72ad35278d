"""`TableSession`: everything a table does, in plain Python, with no widget in sight.

A session holds the game and its history (with the replay line in replay mode), the bots and
their pacing, the mode, the learner's seat and the options, and carries out what the learner
asks: attempt a move (play or explain), step through the history, deal a new game, let the
bots move. `view()` and `log_tail()` are what the browser is shown; `on_change` is called
whenever they may have changed (`DurakWidget` syncs them to its traits). Tests drive a
session directly.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..engine import Verdict
from ..games import GameAdapter, get_game, kind_of, registered_games
from .extras import add_extras, coach_comment, log_for_you
from .guess import Guessing, start_guessing
from .history import History
from .intents import OPTION_DEFAULTS, IntentError, check_option
from .language import TableLanguage
from .lessons import Annotations
from .paced import PacedMoves
from .pacing import Pacer, Scheduler
from .players import make_bots
from .quizzing import QuizRun
from .replay import ReplayLine, as_record, record_viewpoint
from .replay_session import ReplayParts
from .series import SeriesDeals
from .views import drawing_of

MODES = ("play", "sandbox", "replay")
"""The table's modes."""

LOG_LENGTH = 4
"""How many move-log entries the browser is sent (``log_tail``; older ones: ``log_page``)."""


def check_seat(seat: Any, players: int) -> int:
    """`seat` if it is a seat number of a `players`-seat game; else `ValueError`."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"seat must be a seat number from 0 to {players - 1}, got {seat!r}")
    return seat


class TableSession(TableLanguage, ReplayParts, PacedMoves, SeriesDeals):
    """The controller of one table (see the module docstring); the arguments are those of
    `DurakWidget`, plus `on_change`. Call `start` once `on_change` is in place. Its language
    (`TableLanguage`), new deals and the series (`SeriesDeals`), bot moves (`PacedMoves`) and
    replays (`ReplayParts`) are mixins, each in its own module."""

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
        open_hands: bool = False,
        allow_open_hands: bool | None = None,
        names: Any = None,
        bot_delay_ms: int = 700,
        quiet_ms: int = 5000,
        scheduler: Scheduler | None = None,
        record: Any = None,
        autoplay_ms: int = 1500,
        guess: bool = False,
        presentation: bool = False,
        coach: bool = False,
        language: str = "en",
        on_change: Callable[[], None] | None = None,
    ):
        if mode not in MODES:
            raise ValueError(f"mode must be 'play', 'sandbox' or 'replay', got {mode!r}")
        line = None
        if record is not None:
            if mode == "sandbox" or game is not None:
                raise ValueError("a record is replayed on its own: pass record= without game=")
            mode = "replay"
            line = ReplayLine(as_record(record))
            game = line.start()
        elif guess:
            raise ValueError("guess=True makes a lesson of a record: pass record= as well")
        elif mode == "replay":
            raise ValueError(
                "mode='replay' needs a game record: DurakWidget(record=...) or "
                "DurakWidget.replay(record), with a Record, record text or a bout name"
            )
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
        options = dict(OPTION_DEFAULTS)
        options["presentation"] = check_option("presentation", presentation)
        options["open_hands"] = check_option("open_hands", bool(open_hands) or mode != "play")
        options["autoplay_ms"] = check_option("autoplay_ms", autoplay_ms)
        options["bot_delay_ms"] = check_option("bot_delay_ms", bot_delay_ms)
        options["quiet_ms"] = check_option("quiet_ms", quiet_ms)
        self._start_language(language)
        options["language"] = self.language
        self.series_results: list[Any] = []
        self.mode = mode
        self.options: dict[str, Any] = options
        self.allow_open_hands = bool(open_hands if allow_open_hands is None else allow_open_hands)
        self.learner = 0 if seat is None or line is not None else seat
        # sandbox: the seat the learner chose (None: whose turn); replay: the steady viewpoint
        self.pick: int | None = None
        if line is not None:
            viewpoint = record_viewpoint(line.record, game.players)
            self.pick = seat if seat is not None else (viewpoint or 0)
        self.guessing = Guessing(line, seat) if guess and line is not None else None
        self.annotations = Annotations()
        self.coach = bool(coach)
        self.quiz: QuizRun | None = None  # DurakWidget.quiz
        self.coach_note: dict | None = None
        self.hint_note: tuple[int, list[str]] | None = None
        self.scheduler = scheduler
        self.seed = seed
        self.names = names
        self.bots_spec = bots
        self.bots = (
            make_bots(bots, adapter, game.players, self.learner, seed) if mode == "play" else {}
        )
        self.history = History(game, adapter.log_text)
        self.line = line
        if line is not None:
            self.history.goto(0)
        self.last_verdict: Verdict | None = None
        self.last_error: str | None = None
        self.error: str | None = None
        self.on_change = on_change
        self._verdict_version = 0
        self._narration: list[str] = []
        self._version = 0
        self._pending: tuple | None = None
        self._batch_depth = 0
        self._dirty = False
        if line is not None:
            self.pacer = Pacer(self.plan_autoplay, self.autoplay_step, scheduler)
        else:
            self.pacer = Pacer(self.plan_bot_move, self.play_bot_move, scheduler)
        if self.guessing is not None:
            start_guessing(self)

    def start(self) -> None:
        """Show the table and let the bots reply (call once `on_change` is set)."""
        self._after_change()

    def close(self) -> None:
        """Cancel the bot and autoplay timers for good."""
        self.pacer.close()
        self.on_change = None

    # ----------------------------------------------------------------- reading

    @property
    def game(self) -> Any:
        """The game at the current history position."""
        return self.history.game

    @property
    def adapter(self) -> GameAdapter:
        """The adapter of the game being played (`durak_widget.games.kind_of`)."""
        return kind_of(self.history.game)

    @property
    def you(self) -> int | None:
        """The learner's seat in play mode (for "you" in texts), else ``None``."""
        return self.learner if self.mode == "play" else None

    def controlled(self) -> set[int]:
        """The seats the learner may move for."""
        if self.mode != "play":
            return set(range(self.game.players))
        return {self.learner}

    def viewer_and_acting(self) -> tuple[int, int | None]:
        """The seat the table is drawn from, and the seat whose buttons are live (or None)."""
        game = self.game
        if self.quiz is not None:  # a quiz question: no live buttons, no legal-card hints
            return (self.pick or 0), None
        if self.mode == "play":
            acting = self.learner if game.legal_moves(self.learner) else None
            return self.learner, acting
        if self.mode == "replay":
            return self._replay_viewer(game)
        if self.pick is not None:
            return self.pick, None if game.is_over else self.pick
        acting = self.adapter.next_to_act(game)
        return (acting if acting is not None else 0), acting

    def view(self) -> dict[str, Any]:
        """The view model the browser draws (docs/widget-protocol.md)."""
        history = self.history
        viewer, acting = self.viewer_and_acting()
        notes = []
        tr = self.tr
        if self.line is not None:
            notes.append(self.replay_status())
        elif not history.at_end:
            text = tr.gettext("Stepped back to move {position} of {length}.")
            notes.append(text.format(position=history.position, length=history.length))
        if self.options.get("paused") and self.mode == "play":
            notes.append(tr.gettext("Bots paused."))
        view = drawing_of(self.adapter).build_view(
            history.game,
            mode=self.mode,
            viewer=viewer,
            acting=acting,
            open_hands=bool(self.options.get("open_hands")),
            you=self.you,
            position=history.position,
            length=history.length,
            last_verdict=self._shown_verdict(),
            error=self.error,
            narration=" ".join(self._narration) or None,
            note=" ".join(notes) or None,
            lang=self.language,
        )
        position = history.position
        note = self.annotation_at(position)
        if self.line is not None:
            view["replay"] = self.line.view(position, bool(self.options.get("autoplay")), note)
            view["replay"]["viewpoint"] = viewer
        view["annotation"] = self.annotation_view(position, note)
        view["guess"] = self.guessing.view(position) if self.guessing is not None else None
        if view["guess"] is not None and view["guess"]["active"]:
            for entry in view.get("hand", []):  # the engine's "you may instead" lists moves
                entry.pop("reason", None)
        view["commentary"] = self.commentary()
        series = self.series_view()
        if series is not None:
            view["series"] = series
        add_extras(self, view)
        return view

    def log_tail(self) -> list[dict]:
        """The last `LOG_LENGTH` move-log entries up to the position, as the browser sees them."""
        if self.quiz is not None:  # a quiz position's earlier moves could tell the answer
            return []
        return log_for_you(self, self.history.visible_entries(LOG_LENGTH, 1))

    def to_move(self, move: Any) -> Any:
        """The learner's move from a move, its text or its JSON object; `ValueError` for
        something else, or for a seat the learner does not control in play mode."""
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
        if self.mode == "play" and move.player != self.learner:
            raise ValueError(
                f"in play mode the learner moves only for P{self.learner}; P{move.player} is a "
                "bot's seat (use mode='sandbox' to move for every seat)"
            )
        return move

    # ----------------------------------------------------------------- acting

    def attempt(self, move: Any, apply: bool) -> Verdict:
        """Judge the learner's `move`; play it if `apply` and legal. The verdict is shown."""
        history = self.adopt()
        game = history.game
        if apply and self.guessing is not None:
            return self._guess(move)
        if self.quiz is not None:
            raise ValueError("this table asks quiz questions: answer with w.answer(value)")
        if apply:
            self.stop_autoplay()
        verdict = game.explain(move)
        self.last_verdict = verdict
        self._verdict_version = self._version
        self.error = None
        if not verdict.legal or not apply:
            self.say(self.verdict_words(verdict))
            self.refresh()
            return verdict
        self.pacer.cancel()
        self.coach_note = coach_comment(self, game, move)
        game.play(move)
        position = history.position
        history.record(move, verdict)
        if self.line is not None:
            self.line.note_played(position, history.moves)
        else:
            self.pick = None
        self.say(self._narrate(move, verdict))
        self._changed()
        self._verdict_version = self._version  # shown until the next move, a bot's included
        self._after_change()
        return verdict

    def goto(self, position: int) -> int:
        """Go to a history position; returns it."""
        history = self.adopt()
        guessing = self.guessing
        if guessing is not None and position > guessing.frontier:
            raise ValueError(
                "in a guess-the-move lesson the moves ahead stay hidden until you guess: go at "
                f"most to move {guessing.frontier}, then play the move you think comes next"
            )
        self.pacer.cancel()
        self.stop_autoplay()
        history.goto(position)
        self.last_verdict = None
        self.error = None
        if self.line is not None:
            self.say(self.move_sentence())
        else:
            text = self.tr.gettext("Move {position} of {length}.")
            self.say(text.format(position=history.position, length=history.length))
        self._changed()
        self._after_change()
        return history.position

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
        last = history.length if self.guessing is None else self.guessing.frontier
        position = {"first": 0, "last": last}.get(to) if isinstance(to, str) else to
        if position is None:
            raise ValueError(f"step to first, back, forward, last or a position, not {to!r}")
        return self.goto(position)

    def set_seat(self, value: int) -> None:
        """Play mode: the learner's seat (the bots move to the others); sandbox and replay:
        the seat the table is drawn from."""
        check_seat(value, self.game.players)
        if self.mode != "play":
            self.pick = value
        else:
            self.learner = value
            self.bots = make_bots(self.bots_spec, self.adapter, self.game.players, value, self.seed)
        self._changed()
        self._after_change()

    def back_to_main_line(self) -> int:
        """Replay: drop the "what if" branch and return to the record; returns the position."""
        line = self.line
        if line is None:
            raise ValueError("back_to_main_line is for replay mode (DurakWidget.replay(record))")
        position = line.branch_at if line.branch_at is not None else self.history.position
        line.branch_at = None
        self.pacer.cancel()
        self.history = History(line.start(), self.adapter.log_text)
        self.history.goto(position)
        if self.pick is not None and self.pick >= self.game.players:
            self.pick = 0
        self.last_verdict = None
        self.error = None
        text = self.tr.gettext("Back to the recorded game, move {position} of {length}.")
        self.say(text.format(position=position, length=len(line.moves)))
        self._changed()
        self._after_change()
        return position

    def set_option(self, name: str, value: Any, from_browser: bool = False) -> None:
        """Set one option (checked); `from_browser`: the table asked, and may not open the
        hands in play mode unless ``allow_open_hands``."""
        try:
            value = check_option(name, value)
        except IntentError as error:
            raise ValueError(f"bad option {error}") from None
        browser_opens = from_browser and name == "open_hands" and value
        if browser_opens and self.mode == "play" and not self.allow_open_hands:
            self.show_error(
                self.tr.gettext(
                    "In play mode the other hands stay hidden: the table cannot open them. "
                    "Opening them is decided in Python: w.open_hands = True, or "
                    "DurakWidget(allow_open_hands=True) to let this menu do it."
                )
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
        if name in ("paused", "bot_delay_ms", "quiet_ms", "autoplay", "autoplay_ms"):
            self._after_change()
        else:
            self.refresh()

    # ----------------------------------------------------------------- internals

    def _narrate(self, move: Any, verdict: Verdict | None) -> str:
        game = self.game
        return self.adapter.narrate(game, move, verdict, game.last_events, self.you, self.language)

    def adopt(self) -> History:
        """The history, after following moves played on the game directly."""
        if self.history.adopt_outside_moves():
            if self.line is not None:
                self.line.follow(self.history.moves)
            self._changed()
            self.refresh()
        return self.history

    def _changed(self) -> None:
        self._version += 1
        self._pending = None

    def _after_change(self) -> None:
        """Refresh the view and let the bots reply (synchronously where no clock runs)."""
        with self.batch():
            self.refresh()
            self.pacer.start()

    def _shown_verdict(self) -> dict | None:
        """The last verdict for the view, until the next move (a bot's too): an old verdict
        does not stay on screen, nor is it synced again with every bot move."""
        verdict = self.last_verdict
        if verdict is None:
            return None
        if self._verdict_version != self._version:
            return None
        shown = dict(verdict.to_json())
        if self.language != "en":
            shown["message"] = self.verdict_words(verdict)
        return shown

    def say(self, text: str, more: bool = False) -> None:
        """Set the narration; `more` adds to it (bot moves that answer the learner's action in
        one update), keeping the last few sentences."""
        self._narration = [*self._narration[-5:], text] if more else [text]

    def show_error(self, text: str) -> None:
        """Show `text` as the table's error (and narration) until the next action."""
        self.error = text
        self.say(text)
        self.refresh()

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Refresh once, at the end, however many moves are played inside."""
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
            if self._batch_depth == 0 and self._dirty:
                self.refresh()

    def refresh(self) -> None:
        """Tell the owner (`on_change`) that the view may have changed (once per batch)."""
        if self._batch_depth:
            self._dirty = True
            return
        self._dirty = False
        if self.on_change is not None:
            self.on_change()
