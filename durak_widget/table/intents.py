"""Validate the browser's intents (custom messages) before anything touches the game.

Every field of every message is checked here: its type, its range, the card codes, and that a
move's player is a seat the learner controls. A good message becomes one small frozen intent
class per message type (`MoveIntent`, `StepIntent`, ...; `Intent` is their union, dispatched
with ``match``). A bad message raises `IntentError`, whose text names the field and what was
expected; the widget shows that text and changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, ClassVar

from ..engine.i18n import languages
from ..engine.record import MARKS
from ..games import GameAdapter, get_game
from ..games.fields import FieldError, is_int, short

MAX_MESSAGE_BYTES = 10_240
"""The largest intent accepted, in bytes of JSON."""

STEP_WORDS = ("first", "back", "forward", "last")
"""The named targets of a ``step`` intent (an int, a history position, is also accepted)."""

OPTION_DEFAULTS: dict[str, Any] = {
    "hints": True,
    "open_hands": False,
    "card_size": "medium",
    "four_colour": False,
    "bot_delay_ms": 700,
    "quiet_ms": 5000,
    "paused": False,
    "autoplay": False,
    "autoplay_ms": 1500,
    "presentation": False,
    "language": "en",
}
"""The widget's options and their defaults (the synced ``options`` trait; ``language``
mirrors the table's language)."""

CARD_SIZES = ("small", "medium", "large")
MAX_DELAY_MS = 60_000
_NULL_DEPTH = 32

_FIELDS = {
    "move": {"type", "move"},
    "explain": {"type", "move"},
    "step": {"type", "to"},
    "new_game": {"type", "players", "preset", "partnerships", "series", "series_first_attacker"},
    "option": {"type", "name", "value"},
    "set_option": {"type", "name", "value"},
    "pause": {"type", "paused"},
    "seat": {"type", "seat"},
    "main_line": {"type"},
    "annotate": {"type", "move", "comment", "mark"},
    "answer": {"type", "value"},
    "quiz_next": {"type"},
    "hint": {"type"},
    "why_card": {"type", "card"},
    "log_page": {"type", "before"},
    "analyse": {"type"},
}

MAX_ANSWER_CARDS = 36
"""The most card texts an ``answer`` message may hold."""

MAX_COMMENT = 2000
"""The longest comment an ``annotate`` message may carry, in characters."""


class IntentError(FieldError):
    """A malformed intent. ``field`` names the offending field (``"move.cards[1]"``)."""


class NotYourSeat(IntentError):
    """A move for a seat the sender does not hold (field ``"move.player"``)."""


MAX_VERSION = 2**53
"""The largest table version a message may name (JavaScript's safe integers)."""


def split_version(content: Any) -> tuple[Any, int | None]:
    """A message without its optional ``"version"`` (the table version the browser's view
    had when the intent was made), and that version; `IntentError` for a version that is not
    a whole number from 0."""
    if not isinstance(content, dict) or "version" not in content:
        return content, None
    content = dict(content)
    version = content.pop("version")
    if not is_int(version) or not 0 <= version <= MAX_VERSION:
        raise IntentError("version", f"expected a table version from 0, got {short(version)}")
    return content, int(version)


@dataclass(frozen=True)
class MoveIntent:
    """Play `move` for the learner."""

    type: ClassVar[str] = "move"
    move: Any


@dataclass(frozen=True)
class ExplainIntent:
    """Judge `move` without playing it."""

    type: ClassVar[str] = "explain"
    move: Any


@dataclass(frozen=True)
class StepIntent:
    """Step through the history: `to` is a position or first/back/forward/last."""

    type: ClassVar[str] = "step"
    to: str | int


@dataclass(frozen=True)
class NewGameIntent:
    """Deal a new game (`players`, `preset`, `partnerships`, `series_first_attacker`
    ``None``: as now); `series` false starts a new series."""

    type: ClassVar[str] = "new_game"
    players: int | None = None
    preset: str | None = None
    partnerships: bool | None = None
    series: bool = True
    series_first_attacker: str | None = None


@dataclass(frozen=True)
class OptionIntent:
    """Set one option (checked by `check_option`)."""

    type: ClassVar[str] = "option"
    name: str
    value: Any


@dataclass(frozen=True)
class PauseIntent:
    """Pause or resume the bots (and autoplay)."""

    type: ClassVar[str] = "pause"
    paused: bool


@dataclass(frozen=True)
class SeatIntent:
    """Sandbox and replay: show the table from `seat`."""

    type: ClassVar[str] = "seat"
    seat: int


@dataclass(frozen=True)
class MainLineIntent:
    """Replay: return to the recorded game."""

    type: ClassVar[str] = "main_line"


@dataclass(frozen=True)
class AnnotateIntent:
    """Note a comment and a mark (``""``: none) on move `move` (counted from 1)."""

    type: ClassVar[str] = "annotate"
    move: int
    comment: str
    mark: str = ""


@dataclass(frozen=True)
class AnswerIntent:
    """Answer the open quiz question: a bool, a choice's text, a whole number, or a list of
    card texts (the quiz checks it against the question)."""

    type: ClassVar[str] = "answer"
    value: Any


@dataclass(frozen=True)
class QuizNextIntent:
    """Show the next quiz question."""

    type: ClassVar[str] = "quiz_next"


@dataclass(frozen=True)
class HintIntent:
    """ "What can I do?": list the legal moves in words (``view.hint``)."""

    type: ClassVar[str] = "hint"


@dataclass(frozen=True)
class AnalyseIntent:
    """ "Analyse this game": judge every move of the finished game (``view.analysis``)."""

    type: ClassVar[str] = "analyse"


@dataclass(frozen=True)
class WhyCardIntent:
    """Why can this card of the viewer's hand not be played? (answered by a ``card_reason``
    message)."""

    type: ClassVar[str] = "why_card"
    card: str


@dataclass(frozen=True)
class LogPageIntent:
    """Send the move-log entries numbered below `before` (answered by a ``log_page``
    message)."""

    type: ClassVar[str] = "log_page"
    before: int


Intent = (
    MoveIntent
    | ExplainIntent
    | StepIntent
    | NewGameIntent
    | OptionIntent
    | PauseIntent
    | SeatIntent
    | MainLineIntent
    | AnnotateIntent
    | AnswerIntent
    | QuizNextIntent
    | HintIntent
    | AnalyseIntent
    | WhyCardIntent
    | LogPageIntent
)
"""A validated intent: one of the classes above."""


def is_js_null(value: object) -> bool:
    """Whether `value` is Pyodide's JavaScript ``null`` (``pyodide.ffi.jsnull``, of type
    ``JsNull``), which is not ``None`` in Python."""
    kind = type(value)
    return kind.__name__ == "JsNull" and kind.__module__.startswith("pyodide")


def without_js_nulls(value: Any, depth: int = 0) -> Any:
    """`value` with every Pyodide ``jsnull`` inside dicts and lists turned into ``None``."""
    if is_js_null(value):
        return None
    if depth >= _NULL_DEPTH:
        return value
    if isinstance(value, dict):
        return {k: without_js_nulls(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [without_js_nulls(v, depth + 1) for v in value]
    return value


def message_size(content: Any) -> int:
    """The size of `content` in bytes of JSON (anything JSON cannot hold counts as too big)."""
    try:
        return len(json.dumps(content, ensure_ascii=False, default=repr).encode())
    except (ValueError, TypeError, RecursionError):
        return MAX_MESSAGE_BYTES + 1


def parse_intent(
    content: Any,
    buffers: Any = (),
    *,
    players: int,
    controlled: Collection[int],
    history_length: int,
    mode: str = "play",
    game: GameAdapter | str = "durak",
) -> Intent:
    """Check one message from the browser and return it as an intent.

    `players` is the number of seats, `controlled` the seats the learner may move for (the
    learner's seat in play mode, every seat in sandbox mode), `history_length` the number of
    moves in the game's history, `game` the game's adapter (or its registered name), which
    reads the move. Raises `IntentError` naming the bad field.
    """
    adapter = get_game(game) if isinstance(game, str) else game
    if buffers:
        raise IntentError("buffers", "binary buffers are not accepted; send plain JSON")
    size = message_size(content)
    if size > MAX_MESSAGE_BYTES:
        raise IntentError(
            "message", f"too large: {size} bytes of JSON, at most {MAX_MESSAGE_BYTES} accepted"
        )
    content = without_js_nulls(content)
    if not isinstance(content, dict):
        raise IntentError(
            "message", f"expected a JSON object with a 'type', got {type(content).__name__}"
        )
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise IntentError("type", f"expected one of {', '.join(_FIELDS)}, got {short(kind)}")
    unknown = sorted(str(k) for k in content if k not in _FIELDS[kind])
    if unknown:
        allowed = ", ".join(sorted(_FIELDS[kind] - {"type"})) or "none"
        raise IntentError(
            unknown[0], f"unknown field in a {kind!r} message (its fields: {allowed})"
        )
    match kind:
        case "move" | "explain":
            if "move" not in content:
                raise IntentError("move", f"a {kind!r} message needs a 'move' object")
            move = parse_move(adapter, content["move"], players, controlled, mode)
            return MoveIntent(move) if kind == "move" else ExplainIntent(move)
        case "step":
            return StepIntent(_parse_step(content.get("to"), history_length))
        case "new_game":
            return _parse_new_game(content, adapter)
        case "option" | "set_option":
            name = content.get("name")
            if not isinstance(name, str) or name not in OPTION_DEFAULTS:
                raise IntentError(
                    "name", f"expected one of {', '.join(OPTION_DEFAULTS)}, got {short(name)}"
                )
            if "value" not in content:
                raise IntentError("value", f"an 'option' message needs a value for {name!r}")
            return OptionIntent(name, check_option(name, content["value"]))
        case "main_line":
            if mode != "replay":
                raise IntentError("type", "'main_line' is for replay mode only")
            return MainLineIntent()
        case "annotate":
            return _parse_annotate(content, history_length)
        case "answer" | "quiz_next" | "hint" | "why_card" | "log_page" | "analyse":
            return _parse_table_request(kind, content, history_length)
        case "pause":
            paused = content.get("paused")
            if not isinstance(paused, bool):
                raise IntentError("paused", f"expected true or false, got {short(paused)}")
            return PauseIntent(paused)
    seat = content.get("seat")
    if not is_int(seat) or not 0 <= seat < players:
        raise IntentError("seat", f"expected a seat from 0 to {players - 1}, got {short(seat)}")
    if mode == "play":
        raise IntentError("seat", "only sandbox and replay modes let you choose a seat to play")
    return SeatIntent(seat)


def parse_move(
    adapter: GameAdapter, data: Any, players: int, controlled: Collection[int], mode: str = "play"
) -> Any:
    """Check a move object with the game's reader (`GameAdapter.move_from_json`) and that its
    player is a seat the learner controls; raises `IntentError` naming the bad field."""
    if isinstance(data, dict) and "player" in data:
        _check_player(data["player"], players, controlled, mode)
    try:
        return adapter.move_from_json(data)
    except FieldError as error:
        field = error.field if error.field == "move" else f"move.{error.field}"
        raise IntentError(field, error.problem) from None
    except ValueError as error:
        raise IntentError("move", str(error)) from None


def _check_player(player: Any, players: int, controlled: Collection[int], mode: str) -> int:
    if not is_int(player) or not 0 <= player < players:
        raise IntentError(
            "move.player", f"expected a seat from 0 to {players - 1}, got {short(player)}"
        )
    if player not in controlled:
        seats = ", ".join(f"P{s}" for s in sorted(controlled)) or "none"
        raise NotYourSeat(
            "move.player",
            f"in {mode} mode you move only for {seats}, not P{player}",
        )
    return int(player)


def _parse_step(to: Any, history_length: int) -> str | int:
    if isinstance(to, str) and to in STEP_WORDS:
        return to
    if is_int(to) and 0 <= to <= history_length:
        return int(to)
    raise IntentError(
        "to",
        f"expected one of {', '.join(STEP_WORDS)} or a position from 0 to {history_length}, "
        f"got {short(to)}",
    )


def _parse_annotate(content: dict, history_length: int) -> AnnotateIntent:
    number = content.get("move")
    if not is_int(number) or not 1 <= number <= history_length:
        moves = f"from 1 to {history_length}" if history_length else "none played yet"
        raise IntentError("move", f"expected a move number ({moves}), got {short(number)}")
    comment = content.get("comment", "")
    if comment is None:
        comment = ""
    if not isinstance(comment, str) or len(comment) > MAX_COMMENT:
        raise IntentError(
            "comment", f"expected text of at most {MAX_COMMENT} characters, got {short(comment)}"
        )
    if "{" in comment or "}" in comment:
        raise IntentError("comment", "a comment may not contain braces { or }")
    mark = content.get("mark")
    if mark is None:
        mark = ""
    if mark != "" and mark not in MARKS:
        raise IntentError("mark", f"expected one of {', '.join(MARKS)} or none, got {short(mark)}")
    return AnnotateIntent(int(number), comment, mark)


def _parse_table_request(kind: str, content: dict, history_length: int) -> Intent:
    if kind == "quiz_next":
        return QuizNextIntent()
    if kind == "hint":
        return HintIntent()
    if kind == "analyse":
        return AnalyseIntent()
    if kind == "why_card":
        card = content.get("card")
        if not isinstance(card, str) or not 2 <= len(card) <= 3:
            raise IntentError("card", f"expected a card code such as '9H', got {short(card)}")
        return WhyCardIntent(card.upper())
    if kind == "log_page":
        before = content.get("before")
        if not is_int(before) or not 1 <= before <= history_length + 1:
            raise IntentError(
                "before",
                f"expected a move number from 1 to {history_length + 1}, got {short(before)}",
            )
        return LogPageIntent(int(before))
    if "value" not in content:
        raise IntentError("value", "an 'answer' message needs a value")
    value = content["value"]
    if isinstance(value, list):
        if len(value) > MAX_ANSWER_CARDS or not all(isinstance(v, str) for v in value):
            raise IntentError("value", f"expected a list of at most {MAX_ANSWER_CARDS} card texts")
        return AnswerIntent(frozenset(value))
    if not isinstance(value, (bool, int, str)) or (isinstance(value, str) and len(value) > 500):
        raise IntentError(
            "value",
            f"expected true/false, a number, a choice or a list of cards, got {short(value)}",
        )
    return AnswerIntent(value)


def _parse_new_game(content: dict, adapter: GameAdapter) -> NewGameIntent:
    players = content.get("players")
    least, most = adapter.min_players, adapter.max_players
    if players is not None and (not is_int(players) or not least <= players <= most):
        raise IntentError(
            "players",
            f"expected a number of players from {least} to {most}, got {short(players)}",
        )
    settings: dict[str, Any] = {}
    for flag in ("partnerships", "series"):
        value = content.get(flag)
        if value is not None and not isinstance(value, bool):
            raise IntentError(flag, f"expected true or false, got {short(value)}")
        if value is not None:
            settings[flag] = value
    lead = content.get("series_first_attacker")
    if lead is not None and not isinstance(lead, str):
        raise IntentError("series_first_attacker", f"expected a text, got {short(lead)}")
    if isinstance(lead, str) and len(lead) > 40:
        raise IntentError("series_first_attacker", f"unknown value {short(lead)}")
    settings["series_first_attacker"] = lead  # checked by the table, which words the refusal
    preset = content.get("preset")
    if not adapter.presets:
        # a game without rules presets ignores the menu's preset choice
        return NewGameIntent(players=players, **settings)
    if preset is not None and preset not in adapter.presets:
        raise IntentError(
            "preset", f"expected one of {', '.join(adapter.presets)}, got {short(preset)}"
        )
    return NewGameIntent(players=players, preset=preset, **settings)


def check_option(name: str, value: Any) -> Any:
    """Check one option value and return it; raises `IntentError` naming the option."""
    if not isinstance(name, str) or name not in OPTION_DEFAULTS:
        raise IntentError(
            "name", f"expected one of {', '.join(OPTION_DEFAULTS)}, got {short(name)}"
        )
    if name in ("hints", "open_hands", "four_colour", "paused", "autoplay", "presentation"):
        if not isinstance(value, bool):
            raise IntentError(name, f"expected true or false, got {short(value)}")
    elif name == "language":
        if not isinstance(value, str) or value not in languages():
            raise IntentError(name, f"expected one of {', '.join(languages())}, got {short(value)}")
    elif name == "card_size":
        if value not in CARD_SIZES:
            raise IntentError(name, f"expected one of {', '.join(CARD_SIZES)}, got {short(value)}")
    elif not is_int(value) or not 0 <= value <= MAX_DELAY_MS:
        raise IntentError(
            name, f"expected whole milliseconds from 0 to {MAX_DELAY_MS}, got {short(value)}"
        )
    return value
