"""Validate the browser's intents (custom messages) before anything touches the game.

Every field of every message is checked here: its type, its range, the card codes, and that a
move's player is a seat the learner controls. A bad message raises `IntentError`, whose text
names the field and what was expected; the widget shows that text and changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from ..engine import Card, Move
from ..engine.moves import KINDS
from ..engine.rules import PRESETS
from ..own_trumps import Move as OwnTrumpsMove
from ..own_trumps.moves import KINDS as OWN_TRUMPS_KINDS

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
}
"""The widget's options and their defaults (the synced ``options`` trait)."""

CARD_SIZES = ("small", "medium", "large")
MAX_DELAY_MS = 60_000

_FIELDS = {
    "move": {"type", "move"},
    "explain": {"type", "move"},
    "step": {"type", "to"},
    "new_game": {"type", "players", "preset"},
    "option": {"type", "name", "value"},
    "pause": {"type", "paused"},
    "seat": {"type", "seat"},
    "main_line": {"type"},
}
_MOVE_FIELDS = ("kind", "player", "cards", "target", "show")


class IntentError(ValueError):
    """A malformed intent. ``field`` names the offending field (``"move.cards[1]"``)."""

    def __init__(self, field: str, problem: str):
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


@dataclass(frozen=True)
class Intent:
    """A validated intent: ``type`` and the fields that type uses."""

    type: str
    move: Move | None = None
    to: str | int | None = None
    players: int | None = None
    preset: str | None = None
    name: str | None = None
    value: Any = None
    paused: bool | None = None
    seat: int | None = None


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def message_size(content) -> int:
    """The size of `content` in bytes of JSON (anything JSON cannot hold counts as too big)."""
    try:
        return len(json.dumps(content, ensure_ascii=False, default=repr).encode())
    except (ValueError, TypeError, RecursionError):
        return MAX_MESSAGE_BYTES + 1


def parse_intent(
    content,
    buffers=(),
    *,
    players: int,
    controlled: Collection[int],
    history_length: int,
    mode: str = "play",
    game: str = "durak",
) -> Intent:
    """Check one message from the browser and return it as an `Intent`.

    `players` is the number of seats, `controlled` the seats the learner may move for (the
    learner's seat in play mode, every seat in sandbox mode), `history_length` the number of
    moves in the game's history, `game` ``"durak"`` or ``"own_trumps"`` (which move shape to
    expect). Raises `IntentError` naming the bad field.
    """
    if buffers:
        raise IntentError("buffers", "binary buffers are not accepted; send plain JSON")
    size = message_size(content)
    if size > MAX_MESSAGE_BYTES:
        raise IntentError(
            "message", f"too large: {size} bytes of JSON, at most {MAX_MESSAGE_BYTES} accepted"
        )
    if not isinstance(content, dict):
        raise IntentError(
            "message", f"expected a JSON object with a 'type', got {type(content).__name__}"
        )
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise IntentError("type", f"expected one of {', '.join(_FIELDS)}, got {_short(kind)}")
    unknown = sorted(str(k) for k in content if k not in _FIELDS[kind])
    if unknown:
        allowed = ", ".join(sorted(_FIELDS[kind] - {"type"})) or "none"
        raise IntentError(
            unknown[0], f"unknown field in a {kind!r} message (its fields: {allowed})"
        )
    if kind in ("move", "explain"):
        if "move" not in content:
            raise IntentError("move", f"a {kind!r} message needs a 'move' object")
        parse = parse_own_trumps_move if game == "own_trumps" else parse_move
        return Intent(kind, move=parse(content["move"], players, controlled, mode))
    if kind == "step":
        return Intent(kind, to=_parse_step(content.get("to"), history_length))
    if kind == "new_game":
        return _parse_new_game(content, game)
    if kind == "option":
        name = content.get("name")
        if not isinstance(name, str) or name not in OPTION_DEFAULTS:
            raise IntentError(
                "name", f"expected one of {', '.join(OPTION_DEFAULTS)}, got {_short(name)}"
            )
        if "value" not in content:
            raise IntentError("value", f"an 'option' message needs a value for {name!r}")
        return Intent(kind, name=name, value=check_option(name, content["value"]))
    if kind == "main_line":
        if mode != "replay":
            raise IntentError("type", "'main_line' is for replay mode only")
        return Intent(kind)
    if kind == "pause":
        paused = content.get("paused")
        if not isinstance(paused, bool):
            raise IntentError("paused", f"expected true or false, got {_short(paused)}")
        return Intent(kind, paused=paused)
    seat = content.get("seat")
    if not _is_int(seat) or not 0 <= seat < players:
        raise IntentError("seat", f"expected a seat from 0 to {players - 1}, got {_short(seat)}")
    if mode == "play":
        raise IntentError("seat", "only sandbox and replay modes let you choose a seat to play")
    return Intent(kind, seat=seat)


def parse_move(data, players: int, controlled: Collection[int], mode: str = "play") -> Move:
    """Check a move object ``{"kind", "player", "cards", "target", "show"}`` and build the
    `Move`; raises `IntentError` naming the bad field."""
    kind = _check_move_object(data, _MOVE_FIELDS, KINDS)
    player = _check_player(data.get("player"), players, controlled, mode)
    cards = data.get("cards", [])
    if cards is None:
        cards = []
    if not isinstance(cards, list) or len(cards) > 12:
        raise IntentError(
            "move.cards", f"expected a list of up to 12 card codes, got {_short(cards)}"
        )
    parsed = [_card(f"move.cards[{i}]", code) for i, code in enumerate(cards)]
    target = data.get("target")
    if target is not None:
        target = _card("move.target", target)
    show = data.get("show", False)
    if not isinstance(show, bool):
        raise IntentError("move.show", f"expected true or false, got {_short(show)}")
    try:
        return Move(kind, player, parsed, target, show)
    except ValueError as error:
        raise IntentError("move", str(error)) from None


_OWN_TRUMPS_FIELDS = ("kind", "player", "card")


def parse_own_trumps_move(
    data, players: int, controlled: Collection[int], mode: str = "play"
) -> OwnTrumpsMove:
    """Check a Svoi Kozyri move object ``{"kind", "player", "card"}`` (kind ``beat``, ``lay``
    or ``pick_up``; no card for a pick-up) and build the move; raises `IntentError` naming the
    bad field."""
    kind = _check_move_object(data, _OWN_TRUMPS_FIELDS, OWN_TRUMPS_KINDS)
    player = _check_player(data.get("player"), players, controlled, mode)
    card = data.get("card")
    if kind == "pick_up":
        if card is not None:
            raise IntentError("move.card", "a pick-up plays no card: leave it out or null")
        return OwnTrumpsMove.pick_up(player)
    if card is None:
        raise IntentError("move.card", f"a {kind} move needs the card it plays, such as '7S'")
    return OwnTrumpsMove(kind, player, _card("move.card", card))


def _check_move_object(data, fields: tuple[str, ...], kinds: tuple[str, ...]) -> str:
    """Check that a move is an object with only `fields` and a kind among `kinds`; return it."""
    if not isinstance(data, dict):
        raise IntentError("move", f"expected an object, got {type(data).__name__}")
    unknown = sorted(str(k) for k in data if k not in fields)
    if unknown:
        raise IntentError(f"move.{unknown[0]}", f"unknown field (expected {', '.join(fields)})")
    kind = data.get("kind")
    if kind not in kinds:
        raise IntentError("move.kind", f"expected one of {', '.join(kinds)}, got {_short(kind)}")
    return kind


def _check_player(player, players: int, controlled: Collection[int], mode: str) -> int:
    if not _is_int(player) or not 0 <= player < players:
        raise IntentError(
            "move.player", f"expected a seat from 0 to {players - 1}, got {_short(player)}"
        )
    if player not in controlled:
        seats = ", ".join(f"P{s}" for s in sorted(controlled)) or "none"
        raise IntentError(
            "move.player",
            f"in {mode} mode you move only for {seats}, not P{player} (the bots play the others)",
        )
    return player


def _card(field: str, code) -> Card:
    if not isinstance(code, str) or len(code) > 8:
        raise IntentError(field, f"expected a card code such as '7S' or '10H', got {_short(code)}")
    try:
        return Card.parse(code)
    except ValueError:
        raise IntentError(
            field, f"{_short(code)} is not a card: expected a code such as '7S', '10H' or 'QD'"
        ) from None


def _parse_step(to, history_length: int) -> str | int:
    if isinstance(to, str) and to in STEP_WORDS:
        return to
    if _is_int(to) and 0 <= to <= history_length:
        return to
    raise IntentError(
        "to",
        f"expected one of {', '.join(STEP_WORDS)} or a position from 0 to {history_length}, "
        f"got {_short(to)}",
    )


def _parse_new_game(content: dict, game: str = "durak") -> Intent:
    players = content.get("players")
    most = 4 if game == "own_trumps" else 6
    if players is not None and (not _is_int(players) or not 2 <= players <= most):
        raise IntentError(
            "players", f"expected a number of players from 2 to {most}, got {_short(players)}"
        )
    preset = content.get("preset")
    if game == "own_trumps":
        # Svoi Kozyri has no rules presets; the Durak menu may still send its choice
        return Intent("new_game", players=players)
    if preset is not None and preset not in PRESETS:
        raise IntentError("preset", f"expected one of {', '.join(PRESETS)}, got {_short(preset)}")
    return Intent("new_game", players=players, preset=preset)


def check_option(name: str, value):
    """Check one option value and return it; raises `IntentError` naming the option."""
    if not isinstance(name, str) or name not in OPTION_DEFAULTS:
        raise IntentError(
            "name", f"expected one of {', '.join(OPTION_DEFAULTS)}, got {_short(name)}"
        )
    if name in ("hints", "open_hands", "four_colour", "paused", "autoplay"):
        if not isinstance(value, bool):
            raise IntentError(name, f"expected true or false, got {_short(value)}")
    elif name == "card_size":
        if value not in CARD_SIZES:
            raise IntentError(name, f"expected one of {', '.join(CARD_SIZES)}, got {_short(value)}")
    elif not _is_int(value) or not 0 <= value <= MAX_DELAY_MS:
        raise IntentError(
            name, f"expected whole milliseconds from 0 to {MAX_DELAY_MS}, got {_short(value)}"
        )
    return value
