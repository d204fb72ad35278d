"""How a game plugs into the record format: the `RecordFormat` each game class carries as
``record_format``, Durak's own, and the errors and rule tags that records share.

A record names its game in the ``Game`` tag; `durak_widget.engine.record` finds the game class
for that name and asks its ``record_format`` to read moves, build the starting position and
write the game's own tags.
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import TYPE_CHECKING, Any, Protocol

from .rules import PRESETS, Rules

if TYPE_CHECKING:
    from .game import Game


class RecordError(ValueError):
    """A record could not be read or replayed; the message says where and why.

    ``line`` and ``column`` (counting from 1) place the error in the text that was read; both
    are 0 when it is not tied to a text, as when a `Record` built in Python is replayed.
    ``tag`` names the header tag at fault, or is ``""``."""

    line: int = 0
    column: int = 0
    tag: str = ""


def tag_error(tag: str, message: str) -> RecordError:
    """A `RecordError` blaming the header tag `tag` (the reader places it at that tag)."""
    error = RecordError(message)
    error.tag = tag
    return error


def shorten(text: str, limit: int = 40) -> str:
    """`text`, cut to `limit` characters with ``...`` so that a message never echoes a huge
    value."""
    return text if len(text) <= limit else text[:limit] + "..."


class RecordFormat(Protocol):
    """What the record code needs of a game: see `DurakRecordFormat` for an example."""

    loser_word: str
    """The word before the loser's seat in the result token (``"durak P1"``)."""

    def parse_move(self, text: str) -> Any:
        """One move from its text."""

    def new(self, tags: dict[str, str], players: int, names: list[str], seed: int) -> Any:
        """A shuffled deal from a seed (records without hands)."""

    def from_position(self, tags: dict[str, str], hands: list[list[str]], names: list[str]) -> Any:
        """The starting position from the hands and the game's own tags."""

    def header(self, game: Any, start: Any) -> tuple[dict[str, str], dict[str, str]]:
        """The game's own tags: those written before the hands and those after."""


class DurakRecordFormat:
    """Durak in records: its tags beyond the shared ones are ``Rules``, ``Trump``, ``Talon``,
    ``Attacker`` and ``Discard``."""

    name = "durak"
    loser_word = "durak"

    def parse_move(self, text: str) -> Any:
        """A Durak move from its text."""
        from .moves import Move

        return Move.parse(text)

    def new(self, tags: dict[str, str], players: int, names: list[str], seed: int) -> Game:
        """`Game.new` with the ``Rules`` tag."""
        from .game import Game

        return Game.new(players=players, rules=tag_rules(tags), seed=seed, names=names)

    def from_position(self, tags: dict[str, str], hands: list[list[str]], names: list[str]) -> Game:
        """`Game.from_position` with the ``Trump``, ``Talon``, ``Attacker``, ``Discard`` and
        ``Rules`` tags."""
        from .game import Game

        return Game.from_position(
            hands,
            trump=tags.get("Trump") or None,
            talon=tags.get("Talon", "").split(),
            attacker=seat_of(tags.get("Attacker", "P0"), "Attacker"),
            discard=tags.get("Discard", "").split(),
            rules=tag_rules(tags),
            names=names,
        )

    def header(self, game: Game, start: Game) -> tuple[dict[str, str], dict[str, str]]:
        """Tags written before and after the hands."""
        if start.table or any(start.known(seat) for seat in range(start.players)):
            raise ValueError(
                "a game set up in the middle of a bout (cards on the table, or known cards in "
                "hands) cannot be written as a record: records start at an empty table"
            )
        before = {"Rules": format_rules(game.rules)}
        after = {
            "Trump": game.trump,
            "Talon": " ".join(c.code for c in start.talon_top_first()),
            "Attacker": f"P{start.attacker}",
        }
        if start.discard:
            after["Discard"] = " ".join(c.code for c in start.discard)
        return before, after


def seat_of(text: str, tag: str = "") -> int:
    """``"P1"`` (or ``"1"``) -> 1; raises `RecordError` (blaming `tag`) otherwise, also for a
    seat number of more than three digits, which no game has."""
    match = re.fullmatch(r"P?(\d{1,3})", text.strip())
    if not match:
        where = f"the {tag} tag" if tag else "a seat"
        raise tag_error(tag, f"bad seat {shorten(text)!r} in {where}: expected P0, P1, ...")
    return int(match[1])


def tag_rules(tags: dict[str, str]) -> Rules:
    """The rules of the ``Rules`` tag (podkidnoy without one); errors blame that tag."""
    try:
        return parse_rules(tags.get("Rules", "podkidnoy"))
    except ValueError as error:
        raise tag_error("Rules", f"bad Rules tag: {error}") from None


def format_rules(rules: Rules) -> str:
    """``"podkidnoy"`` or ``"podkidnoy attack_cap=None first_bout_cap=5"``."""
    if not isinstance(rules, Rules):
        raise ValueError(f"expected Rules such as Rules.podkidnoy(), got {rules!r:.60}")
    changes = rules.changes()
    preset = changes.pop("preset")
    return " ".join([str(preset), *(f"{k}={v}" for k, v in changes.items())])


def parse_rules(text: str) -> Rules:
    """The inverse of `format_rules`; raises `ValueError` naming a bad preset or option."""
    if not isinstance(text, str):
        raise ValueError(f"expected rules as text such as 'podkidnoy', got {text!r:.60}")
    rules = _RULES_READ.get(text)
    if rules is None:
        rules = _parse_rules(text)
        if len(_RULES_READ) >= 1024:  # a program that reads endless variants keeps no more
            _RULES_READ.clear()
        _RULES_READ[text] = rules  # `Rules` are immutable: one object serves every reader
    return rules


_RULES_READ: dict[str, Rules] = {}
"""`parse_rules`'s results by text: records name the same few rules over and over."""


def _parse_rules(text: str) -> Rules:
    words = text.split()
    if not words or words[0] not in PRESETS:
        raise ValueError(
            f"unknown rules preset in {shorten(text)!r}: expected one of {', '.join(PRESETS)}"
        )
    changes = {}
    for word in words[1:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"rule option {shorten(word)!r} needs a value, as in attack_cap=None")
        if len(value) > _MAX_VALUE_DIGITS and re.fullmatch(r"-?\d+", value):
            raise ValueError(
                f"rule option {shorten(name)} has a value of {len(value)} digits, which is too "
                f"long: at most {_MAX_VALUE_DIGITS}"
            )
        if name not in _OPTIONS:
            raise ValueError(
                f"unknown rule option {shorten(name)!r}: expected one of {', '.join(_OPTIONS)}"
            )
        changes[name] = _parse_value(value)
    rules: Rules = getattr(Rules, words[0])()
    return rules.replace(**changes)


_OPTIONS = tuple(sorted(f.name for f in fields(Rules)))
_MAX_VALUE_DIGITS = 9
"""Digits allowed in a whole-number rule option: more is never a sensible cap or size."""


def _parse_value(text: str) -> Any:
    if text in ("None", "none"):
        return None
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return text
