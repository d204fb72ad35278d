"""Game records: a plain-text, line-oriented format for whole games and single bouts.

The format is documented with a grammar in ``docs/record-format.md``. In short::

    [Title "Beating with a trump"]
    [Rules "podkidnoy"]
    [Trump "D"]
    [Hand0 "7S KH"]
    [Hand1 "9S JS 6D"]
    [Attacker "P0"]

    1. P0 attacks 7♠ {Any card may lead.}
       P1 beats 7♠ with 6♦ ! {A trump beats any plain card.}

`parse` reads text into `Record` objects, `Record.to_text` writes one back (writing then parsing
gives an equal record), `Record.game` replays it through the engine, and `Game.to_record`
records a game. Errors name the line and column (`RecordSyntaxError`) or the move and the
engine's verdict (`RecordMoveError`); nothing is half-loaded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .moves import Move
from .record_format import (
    RecordError,
    RecordFormat,
    format_rules,
    parse_rules,
)
from .rules import Rules
from .verdict import IllegalMove, Verdict

if TYPE_CHECKING:
    from .base import GameResult, RecordedGame

MARKS = ("!!", "??", "!?", "?!", "!", "?")
"""Short annotations a move may carry, as in chess notation."""

RESULTS = ("*", "draw")
"""Result tokens besides ``durak P<n>``: unfinished, and a draw."""


class RecordSyntaxError(RecordError):
    """The text does not follow the record grammar. ``line`` and ``column`` count from 1."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column


class RecordMoveError(RecordError):
    """A recorded move is illegal in the recorded position. ``verdict`` is the engine's."""

    def __init__(self, line: int, number: int, move: Any, verdict: Verdict) -> None:
        super().__init__(f"line {line}, move {number}: {move} - {verdict.message}")
        self.line = line
        self.number = number
        self.move = move
        self.verdict = verdict


@dataclass
class RecordedMove:
    """One move of a record with its annotation: ``marks`` such as ``"!"`` and a comment."""

    move: Move
    marks: str = ""
    comment: str = ""
    line: int = field(default=0, compare=False, repr=False)


@dataclass
class Record:
    """A recorded game or bout: ordered header ``tags``, an ``intro`` comment, the ``moves``
    with their annotations, and the ``result`` token (``"*"``, ``"draw"`` or ``"durak P1"``)."""

    tags: dict[str, str] = field(default_factory=dict)
    moves: list[RecordedMove] = field(default_factory=list)
    intro: str = ""
    result: str = "*"

    @property
    def title(self) -> str:
        """The ``Title`` tag, or ``""``."""
        return self.tags.get("Title", "")

    @property
    def summary(self) -> str:
        """The ``Summary`` tag: one line saying what the record teaches."""
        return self.tags.get("Summary", "")

    @property
    def rules(self) -> Rules:
        """The rules named by the ``Rules`` tag (a preset and any changed options)."""
        return parse_rules(self.tags.get("Rules", "podkidnoy"))

    def start(self) -> RecordedGame:
        """The game at the recorded starting position, before any move."""
        return _start_game(self)

    def game(self, upto: int | None = None) -> RecordedGame:
        """Replay the record through the engine; with `upto`, only its first `upto` moves.

        Raises `RecordMoveError` naming the move and the engine's verdict if a move is
        illegal."""
        game = self.start()
        for number, recorded in enumerate(self.moves[:upto], start=1):
            try:
                game.play(recorded.move)
            except IllegalMove as error:
                raise RecordMoveError(recorded.line, number, recorded.move, error.verdict) from None
        return game

    def to_text(self) -> str:
        """The record as text; `parse` reads it back into an equal record."""
        return write(self)


# --------------------------------------------------------------------- games by name


def game_class(name: str) -> type[RecordedGame]:
    """The game class whose records carry ``[Game "name"]``: the registered game (see
    `durak_widget.games`) whose ``record_variant`` is `name`. The registry is imported on first
    use, so the engine itself never needs it."""
    from ..games import registered_games

    adapters = registered_games()
    for adapter in adapters:
        if adapter.record_variant == name:
            cls: type[RecordedGame] = adapter.game_class
            return cls
    known = ", ".join(sorted(a.record_variant for a in adapters))
    raise RecordError(f"unknown game {name!r} in the Game tag: expected one of {known}")


def variant(name: str) -> RecordFormat:
    """The record plumbing (`RecordFormat`) of the game called `name` (the ``Game`` tag)."""
    fmt: RecordFormat = game_class(name).record_format
    return fmt


def _start_game(record: Record) -> RecordedGame:
    tags = record.tags
    kind = variant(tags.get("Game", "durak"))
    hand_tags = sorted(
        (int(key[4:]), value) for key, value in tags.items() if re.fullmatch(r"Hand\d+", key)
    )
    players = len(hand_tags) or int(tags.get("Players", "2"))
    names = [tags.get(f"Name{i}", f"P{i}") for i in range(players)]
    if hand_tags:
        if [i for i, _ in hand_tags] != list(range(players)):
            raise RecordError("Hand tags must be numbered Hand0, Hand1, ... without gaps")
        game: RecordedGame = kind.from_position(
            tags, [value.split() for _, value in hand_tags], names
        )
        if "Seed" in tags:
            game.seed = int(tags["Seed"])
        return game
    if "Seed" not in tags:
        raise RecordError("a record needs the deal (Hand0, Hand1, ... tags) or a Seed tag")
    started: RecordedGame = kind.new(tags, players, names, int(tags["Seed"]))
    return started


def game_to_record(game: RecordedGame, **tags: str) -> Record:
    """Record `game` (of any known variant) from its starting position: the full deal is
    written, so the record never depends on a random generator; the seed is kept as
    information."""
    kind: RecordFormat = type(game).record_format
    start = game.starting_position()
    before, after = kind.header(game, start)
    header: dict[str, str] = {"Game": type(game).record_variant, **tags, **before}
    header["Players"] = str(game.players)
    for seat, name in enumerate(game.names):
        if name != f"P{seat}":
            header[f"Name{seat}"] = name
    if game.seed is not None:
        header["Seed"] = str(game.seed)
    for seat in range(game.players):
        header[f"Hand{seat}"] = " ".join(c.code for c in start.hand(seat))
    header.update(after)
    header["Result"] = _result_token(game.result, kind)
    moves = [RecordedMove(move) for move in game.history]
    return Record(tags=header, moves=moves, result=header["Result"])


def _result_token(result: GameResult | None, kind: RecordFormat) -> str:
    if result is None:
        return "*"
    return "draw" if result.draw else f"{kind.loser_word} P{result.durak}"


# --------------------------------------------------------------------- writing


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _comment(text: str) -> str:
    if "{" in text or "}" in text:
        raise ValueError(f"a comment may not contain braces: {text!r}")
    return "{" + text + "}"


def write(record: Record) -> str:
    """Write one record as text (see `Record.to_text`)."""
    lines = [f"[{key} {_quote(value)}]" for key, value in record.tags.items()]
    lines.append("")
    if record.intro:
        lines.append(_comment(record.intro))
    bout_moves = _group_by_bout(record)
    for bout, group in bout_moves:
        prefix = f"{bout}. "
        for index, recorded in enumerate(group):
            text = str(recorded.move)
            if recorded.marks:
                text += " " + recorded.marks
            if recorded.comment:
                text += " " + _comment(recorded.comment)
            lines.append((prefix if index == 0 else " " * len(prefix)) + text)
    lines.append(record.result)
    return "\n".join(lines) + "\n"


def _group_by_bout(record: Record) -> list[tuple[int, list[RecordedMove]]]:
    """Split the moves into bouts by replaying them (an illegal move ends the grouping)."""
    groups: list[tuple[int, list[RecordedMove]]] = []
    try:
        game = record.start()
    except (ValueError, RecordError):
        return [(1, list(record.moves))] if record.moves else []
    for position, recorded in enumerate(record.moves):
        if not groups or groups[-1][0] != game.bout:
            groups.append((game.bout, []))
        groups[-1][1].append(recorded)
        try:
            game.play(recorded.move)
        except IllegalMove:
            groups[-1][1].extend(record.moves[position + 1 :])
            break
    return groups


def dumps(records: list[Record]) -> str:
    """Several records as one text, separated by blank lines."""
    return "\n".join(write(r) for r in records)


from .record_read import load, parse, parse_one  # noqa: E402  (they build on the above)

__all__ = [
    "MARKS",
    "Record",
    "RecordError",
    "RecordMoveError",
    "RecordSyntaxError",
    "RecordedMove",
    "dumps",
    "format_rules",
    "game_to_record",
    "load",
    "parse",
    "parse_one",
    "parse_rules",
]
