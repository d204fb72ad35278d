"""`DurakWidget`: the card table as a Jupyter widget (anywidget).

Python is the only source of truth. The widget keeps the game and its history, builds the view
model for the learner's seat (`view_model.build_view`), validates every message from the
browser (`intents.parse_intent`), and lets bots play the other seats at a pace (`pacing.Pacer`).
The traits ``view``, ``log`` and ``options`` are all that is synced (docs/widget-protocol.md).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from pathlib import Path

import anywidget
import traitlets

from ..engine import Game, IllegalMove, Move, Rules, Verdict
from ..engine.picture import game_html
from ..own_trumps import Move as OwnTrumpsMove
from ..own_trumps import OwnTrumps
from .history import History
from .intents import OPTION_DEFAULTS, Intent, IntentError, check_option, parse_intent
from .own_trumps_view import build_own_trumps_view, is_own_trumps, own_trumps_html
from .own_trumps_view import result_text as own_trumps_result_text
from .pacing import Pacer, Scheduler
from .replay import ReplayLine, as_record
from .view_model import build_view, result_text

_STATIC = Path(__file__).parent.parent / "static"
_FALLBACK_ESM = """
export default {
  render({ el }) {
    el.textContent = "durak_widget: front end not built: run pip install -e .";
  },
};
"""
MODES = ("play", "sandbox", "replay")
LOG_LENGTH = 12
_SYNCED = ("view", "log", "options")


def _asset(name: str, fallback: str):
    path = _STATIC / name
    return path if path.is_file() else fallback


def _simple_bot_class(own_trumps: bool):
    """The simple heuristic bot of the game: `SimpleBot` for Durak, `OwnTrumpsSimpleBot`
    (durak_widget.bots.own_trumps) for Svoi Kozyri."""
    if own_trumps:
        from ..bots.own_trumps import OwnTrumpsSimpleBot

        return OwnTrumpsSimpleBot
    from ..bots import SimpleBot

    return SimpleBot


def _make_bots(
    spec, players: int, learner: int | None, seed: int | None, own_trumps: bool = False
) -> dict:
    """Bots for every seat but the learner's: ``"simple"``, ``"random"``, one bot for all, or a
    dict seat -> bot (seats it leaves out get the game's simple bot)."""
    from ..bots import RandomBot

    SimpleBot = _simple_bot_class(own_trumps)

    def seeded(cls, seat):
        return cls(seed=None if seed is None else seed * 1009 + seat + 1)

    bots = {}
    for seat in range(players):
        if seat == learner:
            continue
        if spec == "simple":
            bots[seat] = seeded(SimpleBot, seat)
        elif spec == "random":
            bots[seat] = seeded(RandomBot, seat)
        elif isinstance(spec, Mapping):
            bots[seat] = spec[seat] if seat in spec else seeded(SimpleBot, seat)
        elif callable(getattr(spec, "choose", None)):
            bots[seat] = spec
        else:
            raise ValueError(
                f"bots must be 'simple', 'random', a bot (with a choose method) or a dict "
                f"seat -> bot, got {spec!r:.60}"
            )
    for seat, bot in bots.items():
        if not callable(getattr(bot, "choose", None)):
            raise ValueError(f"the bot for P{seat} has no choose(view, moves) method: {bot!r:.60}")
    return bots


class DurakWidget(anywidget.AnyWidget):
    """A Durak table in a notebook: click to play, and the engine explains every verdict.

    ``DurakWidget()`` deals a two-player game in which you play seat 0 against a bot.

    Parameters: `game` an existing `Game` to show (its history becomes the widget's; `players`,
    `rules` and `seed` are then ignored), or `players` (2-6), `rules` and `seed` for a new deal;
    `seat` the learner's seat; `mode` ``"play"`` (you play `seat`, bots the others) or
    ``"sandbox"`` (you play every seat, hands open; ``"replay"`` needs a game record and comes
    later); `bots` ``"simple"``, ``"random"``, one bot, or a dict seat -> bot; `open_hands` to
    show every hand; `names` for the seats; `bot_delay_ms` and `quiet_ms` the pacing (the quiet
    window is the wait before a bot says done on a fully beaten table); `scheduler` a clock for
    the pacing (see `durak_widget.widget.pacing`).

    The Python API mirrors the table: `play`, `explain`, `new_game`, `step`, `back`, `goto`,
    `run_bots`, `set_option`, and the properties `game`, `seat`, `open_hands`, `hints`,
    `last_verdict`, `move_log`. `play` never raises for an illegal move: it returns the illegal
    `Verdict` and shows it (only unreadable text, or a bot's seat in play mode, raise).

    Pacing: in a running kernel the bots reply after the cell (or browser message) is done, one
    move per `bot_delay_ms`. Where no event loop runs, or with ``bot_delay_ms=0, quiet_ms=0``,
    they reply inside `play`. Notebooks checked with nbval should pass both as 0 (or call
    `run_bots`) so that every output is reproducible.
    """

    _esm = _asset("widget.js", _FALLBACK_ESM)
    _css = _asset("widget.css", "")

    view = traitlets.Dict().tag(sync=True)
    """The view model of the table (docs/widget-protocol.md)."""
    log = traitlets.List().tag(sync=True)
    """The last 12 entries of the move log: ``{"n", "seat", "text", "why", "rule"}``."""
    options = traitlets.Dict().tag(sync=True)
    """Display and pacing options: hints, open_hands, card_size, four_colour, bot_delay_ms,
    quiet_ms, paused."""

    def __init__(
        self,
        game: Game | None = None,
        *,
        players: int = 2,
        rules: Rules | None = None,
        seed: int | None = None,
        seat: int = 0,
        mode: str = "play",
        bots="simple",
        open_hands: bool = False,
        names=None,
        bot_delay_ms: int = 700,
        quiet_ms: int = 5000,
        scheduler: Scheduler | None = None,
        record=None,
        autoplay_ms: int = 1500,
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
        elif mode == "replay":
            raise ValueError(
                "mode='replay' needs a game record: DurakWidget(record=...) or "
                "DurakWidget.replay(record), with a Record, record text or a bout name"
            )
        if game is None:
            game = Game.new(players=players, rules=rules, seed=seed, names=names)
        elif not isinstance(game, (Game, OwnTrumps)):
            raise ValueError(
                f"game must be a durak_widget Game, an OwnTrumps game or None, got {game!r:.60}"
            )
        _check_seat(seat, game.players)
        options = dict(OPTION_DEFAULTS)
        options["open_hands"] = check_option("open_hands", bool(open_hands) or mode != "play")
        options["autoplay_ms"] = check_option("autoplay_ms", autoplay_ms)
        options["bot_delay_ms"] = check_option("bot_delay_ms", bot_delay_ms)
        options["quiet_ms"] = check_option("quiet_ms", quiet_ms)
        own = is_own_trumps(game)
        bot_map = _make_bots(bots, game.players, seat, seed, own) if mode == "play" else {}
        super().__init__()
        self._mode = mode
        self._seat = seat
        self._pick: int | None = None  # sandbox: the seat the learner chose, None = whose turn
        self._seed = seed
        self._names = names
        self._bots_spec = bots
        self._bots = bot_map
        self._history = History(game)
        self._line = line
        if line is not None:
            self._history.goto(0)
        self._last_verdict: Verdict | None = None
        self._verdict_version = 0
        self._error: str | None = None
        self._narration: list[str] = []  # what happened since the learner's last action
        self._version = 0
        self._pending: tuple | None = None
        self._batch_depth = 0
        self._dirty = False
        if line is not None:
            self._pacer = Pacer(self._plan_autoplay, self._autoplay_step, scheduler)
        else:
            self._pacer = Pacer(self._plan_bot_move, self._play_bot_move, scheduler)
        self.options = options
        self.on_msg(self._on_browser_message)
        self._after_change()

    # ----------------------------------------------------------------- Python API

    @property
    def game(self) -> Game:
        """The game at the current history position. Prefer `play` to change it (the view then
        updates); a move played on it directly is picked up at the next widget action."""
        return self._history.game

    @classmethod
    def own_trumps(
        cls, players: int = 2, trumps=None, seed: int | None = None, names=None, **kwargs
    ) -> DurakWidget:
        """A widget playing Svoi Kozyri ("own trumps"): a new deal of `OwnTrumps.new(players,
        trumps, seed)` (`trumps`: one suit per seat, default S, H, D, C by seat). Other keyword
        arguments are those of `DurakWidget` (`seat`, `mode`, `bots`, `bot_delay_ms`, ...)."""
        game = OwnTrumps.new(players=players, trumps=trumps, seed=seed, names=names)
        return cls(game=game, seed=seed, names=names, **kwargs)

    @property
    def is_own_trumps(self) -> bool:
        """Whether the widget plays Svoi Kozyri (else Durak)."""
        return is_own_trumps(self.game)

    @classmethod
    def replay(cls, record, **kwargs) -> DurakWidget:
        """A widget replaying `record` (a `Record`, record text, or a bout name such as
        ``"cap_of_six"``), at its start, hands open. Step with `step`/`back`/`goto`, autoplay
        with ``set_option("autoplay", True)``, play another move to explore "what if", and
        `back_to_main_line` to return to the record."""
        return cls(record=record, **kwargs)

    @property
    def mode(self) -> str:
        """``"play"``, ``"sandbox"`` or ``"replay"``."""
        return self._mode

    @property
    def record(self):
        """The record being replayed (replay mode), else ``None``."""
        return self._line.record if self._line is not None else None

    @property
    def on_main_line(self) -> bool:
        """Replay mode: whether the moves are still the record's (no "what if" branch)."""
        return self._line is None or self._line.on_main_line

    def back_to_main_line(self) -> int:
        """Replay mode: drop the "what if" branch and return to the record where the learner
        left it. Returns the position."""
        line = self._line
        if line is None:
            raise ValueError("back_to_main_line is for replay mode (DurakWidget.replay(record))")
        position = line.branch_at if line.branch_at is not None else self._history.position
        line.branch_at = None
        self._pacer.cancel()
        self._history = History(line.start())
        self._history.goto(position)
        self._last_verdict = None
        self._error = None
        self._say(f"Back to the recorded game, move {position} of {len(line.moves)}.")
        self._changed()
        self._after_change()
        return position

    @property
    def seat(self) -> int:
        """The learner's seat (play mode) or the seat shown at the bottom (sandbox mode)."""
        return self._viewer_and_acting()[0]

    @seat.setter
    def seat(self, value: int) -> None:
        _check_seat(value, self.game.players)
        if self._mode != "play":
            self._pick = value
        else:
            self._seat = value
            self._bots = _make_bots(
                self._bots_spec, self.game.players, value, self._seed, self.is_own_trumps
            )
        self._changed()
        self._after_change()

    @property
    def open_hands(self) -> bool:
        """Whether every hand is shown face up (setting it updates the table)."""
        return self.options["open_hands"]

    @open_hands.setter
    def open_hands(self, value: bool) -> None:
        self.set_option("open_hands", value)

    @property
    def hints(self) -> bool:
        """Whether the table highlights the cards that can be played now."""
        return self.options["hints"]

    @hints.setter
    def hints(self, value: bool) -> None:
        self.set_option("hints", value)

    @property
    def last_verdict(self) -> Verdict | None:
        """The engine's verdict on the learner's last attempt (played or explained)."""
        return self._last_verdict

    @property
    def bots(self) -> dict:
        """The bots by seat (empty in sandbox mode)."""
        return dict(self._bots)

    @property
    def move_log(self) -> list[dict]:
        """The whole move log up to the current position, with the bots' own reasons."""
        return [dict(e) for e in self._history.entries[: self._history.position]]

    def set_option(self, name: str, value) -> None:
        """Change one option (a key of ``options``); a bad value raises `ValueError`."""
        try:
            value = check_option(name, value)
        except IntentError as error:
            raise ValueError(f"bad option {error}") from None
        self._set_option(name, value)

    def play(self, move: Move | str) -> Verdict:
        """Play a move of the learner (a `Move` or text such as ``"P0 attacks 7S"``).

        Returns the engine's `Verdict`. An illegal move does not raise: the verdict is returned
        and shown, and nothing changes. Unreadable text raises `ValueError`, as does a move for
        a seat the learner does not control in play mode. The bots then reply.
        """
        move = self._own_move(move)
        return self._attempt(move, apply=True)

    def explain(self, move: Move | str) -> Verdict:
        """Judge a move of the learner without playing it; the verdict is shown."""
        move = self._own_move(move)
        return self._attempt(move, apply=False)

    def new_game(
        self, players: int | None = None, rules: Rules | None = None, seed: int | None = None
    ) -> Game | OwnTrumps:
        """Deal a new game of the same kind (by default with the same number of players and
        rules; Svoi Kozyri keeps the seats' trump suits when the number of players is the same,
        and has no `rules`)."""
        current = self.game
        players = current.players if players is None else players
        names = self._names if self._names is not None and len(self._names) == players else None
        own = is_own_trumps(current)
        if own:
            if rules is not None:
                raise ValueError("Svoi Kozyri has no rules presets: leave rules out")
            trumps = current.trumps if players == current.players else None
            game = OwnTrumps.new(players=players, trumps=trumps, seed=seed, names=names)
        else:
            rules = current.rules if rules is None else rules
            game = Game.new(players=players, rules=rules, seed=seed, names=names)
        self._pacer.cancel()
        self._seed = seed
        if self._seat >= players:
            self._seat = 0
        if self._pick is not None and self._pick >= players:
            self._pick = None
        if self._mode == "play":
            self._bots = _make_bots(self._bots_spec, players, self._seat, seed, own)
        self._history = History(game)
        self._last_verdict = None
        self._error = None
        self._say("A new game: " + self._bout_text() + ".")
        self._changed()
        self._after_change()
        return game

    def step(self) -> Move | None:
        """Step forward one recorded move; returns it, or ``None`` at the end."""
        history = self._adopt()
        if history.at_end:
            return None
        move = history.moves[history.position]
        self.goto(history.position + 1)
        return move

    def back(self) -> Move | None:
        """Step back one move (it stays recorded); returns it, or ``None`` at the start."""
        history = self._adopt()
        if history.position == 0:
            return None
        move = history.moves[history.position - 1]
        self.goto(history.position - 1)
        return move

    def goto(self, position: int) -> int:
        """Go to a history position (0: the start; ``len(history)``: the end). Playing a move
        other than the recorded one from there drops the later moves. Returns the position."""
        history = self._adopt()
        self._pacer.cancel()
        history.goto(position)
        self._last_verdict = None
        self._error = None
        self._say(f"Move {history.position} of {history.length}.")
        self._changed()
        self._after_change()
        return history.position

    def run_bots(self, max_moves: int = 5000) -> list[Move]:
        """Play the bots' moves now, without pacing, until it is the learner's turn or the game
        ends (for notebooks run without a browser). Returns the moves played."""
        self._adopt()
        self._pacer.cancel()
        played = []
        with self._batch():
            while len(played) < max_moves and self._plan_bot_move() is not None:
                move = self._play_bot_move()
                if move is None:
                    break
                played.append(move)
        return played

    # ----------------------------------------------------------------- display

    def __repr__(self) -> str:
        history = getattr(self, "_history", None)
        if history is None:
            return "DurakWidget(uninitialised)"
        game = history.game
        if is_own_trumps(game):
            return self._own_trumps_repr(history)
        preset = game.rules.preset or "custom rules"
        if game.is_over:
            state = "over: " + (result_text(game) or "")
        else:
            state = f"bout {game.bout}, {self._bout_text(False)}"
        where = "" if history.at_end else f", move {history.position} of {history.length}"
        return (
            f"DurakWidget(mode={self._mode!r}, seat={self.seat}, players={game.players}, "
            f"{preset}, {state}{where})"
        )

    def _own_trumps_repr(self, history: History) -> str:
        game = history.game
        if game.is_over:
            state = "over: " + (own_trumps_result_text(game) or "")
        else:
            top = f", top {game.top}" if game.top else ""
            state = f"pile {len(game.pile)}{top}, {game.names[game.turn]} to {game.phase}"
        trumps = " ".join(game.trumps)
        where = "" if history.at_end else f", move {history.position} of {history.length}"
        return (
            f"DurakWidget(game='own_trumps', mode={self._mode!r}, seat={self.seat}, "
            f"players={game.players}, trumps {trumps}, {state}{where})"
        )

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            data, metadata = {}, {}
        elif isinstance(bundle, tuple):
            data, metadata = dict(bundle[0]), dict(bundle[1])
        else:
            data, metadata = dict(bundle), {}
        data["text/plain"] = repr(self)
        if self.is_own_trumps:
            data["text/html"] = own_trumps_html(self.game, self.seat, self.open_hands)
        else:
            data["text/html"] = game_html(self.game, self.seat, self.open_hands)
        return data, metadata

    # ----------------------------------------------------------------- browser messages

    def _on_browser_message(self, _widget, content, buffers) -> None:
        """Handle one intent from the browser; never raises and never breaks the game."""
        try:
            history = self._adopt()
            intent = parse_intent(
                content,
                buffers,
                players=self.game.players,
                controlled=self._controlled(),
                history_length=history.length,
                mode=self._mode,
                game="own_trumps" if self.is_own_trumps else "durak",
            )
        except IntentError as error:
            self._show_error(f"The widget ignored a message from the table: {error}.")
            return
        except Exception as error:  # a bug here must not break the kernel's comm handling
            self._show_error(f"The widget could not read a message: {error}.")
            return
        try:
            self._error = None
            self._apply_intent(intent)
        except Exception as error:
            self._show_error(f"The widget could not carry out {intent.type!r}: {error}.")

    def _apply_intent(self, intent: Intent) -> None:
        kind = intent.type
        if kind in ("move", "explain"):
            self._attempt(intent.move, apply=kind == "move")
        elif kind == "step":
            to = intent.to
            length = self._history.length
            position = {"first": 0, "last": length}.get(to) if isinstance(to, str) else to
            if to == "back":
                self.back()
            elif to == "forward":
                self.step()
            else:
                self.goto(position)
        elif kind == "new_game":
            rules = getattr(Rules, intent.preset)() if intent.preset else None
            if self.is_own_trumps:
                rules = None
            self.new_game(players=intent.players, rules=rules)
        elif kind == "option":
            self._set_option(intent.name, intent.value)
        elif kind == "pause":
            self._set_option("paused", intent.paused)
        elif kind == "seat":
            self.seat = intent.seat
        elif kind == "main_line":
            self.back_to_main_line()

    def set_state(self, sync_data):
        """Updates of ``view``, ``log`` or ``options`` from the browser are refused (it must send
        intents); other state (layout and the like) is accepted as usual."""
        refused = sorted(k for k in sync_data if k in _SYNCED)
        accepted = {k: v for k, v in sync_data.items() if k not in _SYNCED}
        if accepted:
            super().set_state(accepted)
        if refused:
            self.send_state(key=refused)
            self._show_error(
                f"The widget ignored a change of {', '.join(refused)} from the table: the "
                "browser sends intents (move, option, ...), it does not set the table's state."
            )

    # ----------------------------------------------------------------- internals

    def _controlled(self) -> set[int]:
        if self._mode != "play":
            return set(range(self.game.players))
        return {self._seat}

    def _viewer_and_acting(self) -> tuple[int, int | None]:
        game = self.game
        if self._mode == "play":
            acting = self._seat if game.legal_moves(self._seat) else None
            return self._seat, acting
        if self._pick is not None:
            return self._pick, None if game.is_over else self._pick
        acting = _next_to_act(game)
        return (acting if acting is not None else 0), acting

    def _own_move(self, move) -> Move | OwnTrumpsMove:
        move_type = OwnTrumpsMove if self.is_own_trumps else Move
        example = "'P0 beats with 9D'" if self.is_own_trumps else "'P0 attacks 7S'"
        if isinstance(move, str):
            move = move_type.parse(move)
        elif isinstance(move, Mapping):
            data = dict(move)
            if move_type is OwnTrumpsMove:
                move = OwnTrumpsMove(data.get("kind"), data.get("player"), data.get("card"))
            else:
                move = Move.from_json(data)
        elif not isinstance(move, move_type):
            raise ValueError(
                f"expected a {move_type.__name__} of this game or move text such as {example}, "
                f"got {move!r:.60}"
            )
        if self._mode == "play" and move.player != self._seat:
            raise ValueError(
                f"in play mode the learner moves only for P{self._seat}; P{move.player} is a "
                "bot's seat (use mode='sandbox' to move for every seat)"
            )
        return move

    def _attempt(self, move: Move, apply: bool) -> Verdict:
        history = self._adopt()
        game = history.game
        verdict = game.explain(move)
        self._last_verdict = verdict
        self._verdict_version = self._version
        self._error = None
        if not verdict.legal or not apply:
            self._say(verdict.message)
            self._refresh()
            return verdict
        self._pacer.cancel()
        bout = game.bout
        game.play(move)
        position = history.position
        history.record(move, verdict)
        if self._line is not None:
            self._line.note_played(position, history.moves)
        self._pick = None
        self._say(self._narrate(move, bout, verdict))
        self._changed()
        self._after_change()
        return verdict

    def _bout_text(self, with_number: bool = True) -> str:
        game = self.game
        if is_own_trumps(game):
            if game.is_over:
                return own_trumps_result_text(game, self._you()) or "the game is over"
            return f"{game.names[game.turn]} to {game.phase}"
        head = f"Bout {game.bout}: " if with_number else ""
        return f"{head}{game.names[game.attacker]} attacks {game.names[game.defender]}"

    def _narrate(self, move: Move, bout_before: int, verdict: Verdict | None = None) -> str:
        game = self.game
        text = f"{move}."
        if is_own_trumps(game):
            return self._narrate_own_trumps(move, text, verdict)
        if game.is_over:
            return f"{text} {result_text(game, self._you())}"
        if game.bout != bout_before:
            return f"{text} {self._bout_text()}."
        return text

    def _narrate_own_trumps(self, move: OwnTrumpsMove, text: str, verdict) -> str:
        game = self.game
        if move.kind == "pick_up" and verdict is not None:
            count = verdict.details.get("count")
            text = f"{game.names[move.player]} picks up {count} card(s) from the pile."
        if game.is_over:
            return f"{text} {own_trumps_result_text(game, self._you())}"
        if move.player in game.out and move.kind != "pick_up":
            text += f" {game.names[move.player]} is out."
        if game.phase == "lay" and game.turn == move.player == self._you():
            text += " Now lay one card of your choice."
        elif game.phase == "start":
            text += f" {game.names[game.turn]} starts a new pile."
        return text

    def _you(self) -> int | None:
        return self._seat if self._mode == "play" else None

    def _adopt(self) -> History:
        if self._history.adopt_outside_moves():
            self._changed()
            self._refresh()
        return self._history

    def _changed(self) -> None:
        self._version += 1
        self._pending = None

    def _after_change(self) -> None:
        """Refresh the view and let the bots reply (synchronously where no clock runs)."""
        with self._batch():
            self._refresh()
            self._pacer.start()

    def _set_option(self, name: str, value) -> None:
        self.options = {**self.options, name: value}
        if name == "paused":
            self._pacer.paused = value
            if value:
                self._pacer.cancel()
        if name in ("paused", "bot_delay_ms", "quiet_ms", "autoplay", "autoplay_ms"):
            self._after_change()
        else:
            self._refresh()

    def _shown_verdict(self) -> dict | None:
        """The last verdict for the view; a refusal disappears once a move has been played
        after it, so that an old refusal does not stay on screen."""
        verdict = self._last_verdict
        if verdict is None:
            return None
        legal_move_played = self._verdict_version != self._version
        if not verdict.legal and legal_move_played:
            return None
        return verdict.to_json()

    def _say(self, text: str, more: bool = False) -> None:
        """Set the narration for the live region; `more` adds to it (bot moves that answer the
        learner's action in one update), keeping the last few sentences."""
        self._narration = [*self._narration[-5:], text] if more else [text]

    def _show_error(self, text: str) -> None:
        self._error = text
        self._say(text)
        self._refresh()

    @contextlib.contextmanager
    def _batch(self) -> Iterator[None]:
        """Refresh the view once, at the end, however many moves are played inside."""
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
            if self._batch_depth == 0 and self._dirty:
                self._refresh()

    def _refresh(self) -> None:
        if self._batch_depth:
            self._dirty = True
            return
        self._dirty = False
        history = self._history
        viewer, acting = self._viewer_and_acting()
        notes = []
        if not history.at_end:
            notes.append(f"Stepped back to move {history.position} of {history.length}.")
        if self.options.get("paused") and self._mode == "play":
            notes.append("Bots paused.")
        if self._line is not None and not self._line.on_main_line:
            notes.append("What if: off the recorded game.")
        build = build_own_trumps_view if is_own_trumps(history.game) else build_view
        view = build(
            history.game,
            mode=self._mode,
            viewer=viewer,
            acting=acting,
            open_hands=bool(self.options.get("open_hands")),
            you=self._you(),
            position=history.position,
            length=history.length,
            last_verdict=self._shown_verdict(),
            error=self._error,
            narration=" ".join(self._narration) or None,
            note=" ".join(notes) or None,
        )
        if self._line is not None:
            view["replay"] = self._line.view(history.position, bool(self.options.get("autoplay")))
        with self.hold_sync():
            self.view = view
            self.log = history.visible_entries(LOG_LENGTH)

    # ----------------------------------------------------------------- replay autoplay

    def _plan_autoplay(self) -> float | None:
        if not self.options.get("autoplay") or self.options.get("paused"):
            return None
        if self._history.at_end:
            self.options = {**self.options, "autoplay": False}
            return None
        return self.options.get("autoplay_ms", OPTION_DEFAULTS["autoplay_ms"]) / 1000

    def _autoplay_step(self) -> Move | None:
        history = self._history
        if not self.options.get("autoplay") or history.at_end:
            return None
        # Not via `step`: that restarts the pacer, which is what is calling us.
        move = history.moves[history.position]
        history.goto(history.position + 1)
        self._last_verdict = None
        self._say(f"Move {history.position} of {history.length}: {move}.")
        self._changed()
        self._refresh()
        return move

    # ----------------------------------------------------------------- bots

    def _bot_seat(self) -> int | None:
        if self._mode != "play" or not self._history.at_end:
            return None
        seat = _next_to_act(self.game)
        if seat is None or seat == self._seat or seat not in self._bots:
            return None
        return seat

    def _plan_bot_move(self) -> float | None:
        """Seconds to wait before the next bot move, or ``None`` if no bot is to act. The
        bot chooses now; the move is played when the wait is over, unless the game changed."""
        self._adopt()
        seat = self._bot_seat()
        if seat is None:
            return None
        key = (self._version, seat)
        if self._pending is None or self._pending[0] != key:
            game = self.game
            bot = self._bots[seat]
            moves = game.legal_moves(seat)
            try:
                move = bot.choose(game.view(seat), moves)
            except Exception as error:
                self._show_error(f"The bot at {game.names[seat]} failed: {error}")
                return None
            if move not in moves:
                self._show_error(f"The bot at {game.names[seat]} chose {move}, which is not legal.")
                return None
            self._pending = (key, move, getattr(bot, "last_reason", None))
        move = self._pending[1]
        options = self.options
        delay = options.get("bot_delay_ms", OPTION_DEFAULTS["bot_delay_ms"])
        if move.kind == "done" and self._defence_complete():
            delay = options.get("quiet_ms", OPTION_DEFAULTS["quiet_ms"])
        return delay / 1000

    def _defence_complete(self) -> bool:
        game = self.game
        table = game.table
        return bool(table) and not game.taking and all(d is not None for _, d in table)

    def _play_bot_move(self) -> Move | None:
        self._adopt()
        stale = self._pending is None or self._pending[0] != (self._version, self._bot_seat())
        if stale and self._plan_bot_move() is None:
            return None
        _, move, reason = self._pending
        game = self.game
        bout = game.bout
        try:
            verdict = game.play(move)
        except IllegalMove as error:  # cannot happen for a fresh plan; never crash the loop
            self._pending = None
            self._show_error(f"A bot move was refused: {error}")
            return None
        self._history.record(move, verdict, reason)
        self._say(self._narrate(move, bout, verdict), more=self._batch_depth > 0)
        self._changed()
        self._refresh()
        return move


def _next_to_act(game) -> int | None:
    """The seat that acts next: Svoi Kozyri has a strict turn (``game.turn``); Durak's order is
    `durak_widget.bots.next_to_act`."""
    if is_own_trumps(game):
        return None if game.is_over else game.turn
    from ..bots import next_to_act

    return next_to_act(game)


def _check_seat(seat, players: int) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"seat must be a seat number from 0 to {players - 1}, got {seat!r}")
