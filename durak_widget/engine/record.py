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

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import kinds
from .moves import Move
from .record_format import (
    RecordError,
    RecordFormat,
    format_rules,
    parse_rules,
    shorten,
    tag_error,
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
    """The text does not follow the record format: its grammar, a header tag (a bad deal, a
    number out of range) or the declared result. ``line`` and ``column`` count from 1."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self._message = message

    def __reduce__(self) -> tuple[Any, ...]:
        # rebuilt from its parts (pickle, copy), its tag kept
        return (type(self), (self.line, self.column, self._message), {"tag": self.tag})


class RecordMoveError(RecordError):
    """A recorded move is illegal in the recorded position. ``verdict`` is the engine's;
    ``number`` counts the record's moves from 1, ``line`` and ``column`` place the move's first
    word (0 for a `Record` built in Python)."""

    def __init__(
        self, line: int, number: int, move: Any, verdict: Verdict, column: int = 0
    ) -> None:
        if not isinstance(verdict, Verdict):
            raise ValueError(f"a RecordMoveError needs the engine's Verdict, got {verdict!r:.60}")
        super().__init__(f"line {line}, move {number}: {move} - {verdict.message}")
        self.line = line
        self.column = column
        self.number = number
        self.move = move
        self.verdict = verdict

    def __reduce__(self) -> tuple[Any, ...]:
        # rebuilt from its parts (pickle, copy): the verdict pickles without its game
        return (type(self), (self.line, self.number, self.move, self.verdict, self.column))


@dataclass(slots=True)
class RecordedMove:
    """One move of a record with its annotation: ``marks`` such as ``"!"`` and a comment."""

    move: Move
    marks: str = ""
    comment: str = ""
    line: int = field(default=0, compare=False, repr=False)
    column: int = field(default=0, compare=False, repr=False)


@dataclass(slots=True)
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

    def game(self, upto: object = None) -> RecordedGame:
        """Replay the record through the engine; with `upto`, only its first `upto` moves.

        Raises `RecordMoveError` naming the move and the engine's verdict if a move is
        illegal."""
        if upto is not None and (not isinstance(upto, int) or isinstance(upto, bool) or upto < 0):
            raise ValueError(f"upto must be a number of moves or None, got {upto!r:.60}")
        game = self.start()
        for number, recorded in enumerate(self.moves[:upto], start=1):
            _play_recorded(game, number, recorded)
        return game

    def to_text(self) -> str:
        """The record as text; `parse` reads it back into an equal record."""
        return write(self)

    def save(self, path: str | Path) -> Path:
        """Write the record to the file `path` (UTF-8) for `load` to read; returns the path."""
        return save(self, path)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """The one record in the file `path` (as `save` writes it). Only a regular file is
        opened; a file with no record, or with more than one, is a `RecordSyntaxError` (the
        reading stops where the second record begins)."""
        from .record_read import load

        records = load(path, limit=1)
        if not records:
            raise RecordSyntaxError(1, 1, "expected one record, found 0")
        return records[0]


# --------------------------------------------------------------------- games by name


def game_class(name: str) -> type[RecordedGame]:
    """The game class whose records carry ``[Game "name"]``: the game in the engines' own
    list (`durak_widget.engine.kinds`) whose ``record_variant`` is `name`."""
    for cls in kinds.game_classes():
        if cls.record_variant == name:
            return cls
    known = ", ".join(sorted(cls.record_variant for cls in kinds.game_classes()))
    raise RecordError(f"unknown game {name!r} in the Game tag: expected one of {known}")


def variant(name: str) -> RecordFormat:
    """The record plumbing (`RecordFormat`) of the game called `name` (the ``Game`` tag)."""
    fmt: RecordFormat = game_class(name).record_format
    return fmt


def seat_range(name: str) -> tuple[int, int]:
    """The fewest and most seats of the game called `name` (the ``Game`` tag)."""
    cls = game_class(name)
    return cls.min_players, cls.max_players


CARD_TAGS = ("Talon", "Discard", "Pile")
"""Tags besides ``Hand0``, ``Hand1``, ... that list cards."""

MAX_CARDS = 52
"""The most cards any tag may list: the largest deck."""

_HAND_TAG = re.compile(r"Hand(\d+)")
_SEED = re.compile(r"-?\d{1,100}")


def _start_game(record: Record) -> RecordedGame:
    """The starting position; every size is checked before anything is built from it, and
    every error names the tag at fault (``RecordError.tag``)."""
    tags = record.tags
    name = tags.get("Game", "durak")
    try:
        kind = variant(name)
    except RecordError as error:
        raise tag_error("Game", str(error)) from None
    least, most = seat_range(name)
    hands = _hand_tags(tags, name, most)
    for key, value in tags.items():
        if (key in CARD_TAGS or key in hands) and len(value.split()) > MAX_CARDS:
            count = len(value.split())
            raise tag_error(key, f"the {key} tag lists {count} cards: a deck has at most 52")
    players = len(hands) or _players(tags, name, least, most)
    if hands and not least <= players <= most:
        first = next(iter(hands))
        raise tag_error(
            first, f"a {name} game has {least} to {most} seats, found {players} Hand tag"
        )
    if hands and "Players" in tags and tags["Players"] != str(players):
        message = f"the Players tag says {shorten(tags['Players'])} but there are {players} hands"
        raise tag_error("Players", message)
    seed = _seed(tags)
    names = [tags.get(f"Name{i}", f"P{i}") for i in range(players)]
    if not hands and seed is None:
        raise tag_error("", "a record needs the deal (Hand0, Hand1, ... tags) or a Seed tag")
    try:
        if hands:
            game: RecordedGame = kind.from_position(
                tags, [v.split() for v in hands.values()], names
            )
            game.seed = seed if seed is not None else game.seed
            return game
        assert seed is not None
        started: RecordedGame = kind.new(tags, players, names, seed)
        return started
    except RecordError:
        raise
    except ValueError as error:
        raise tag_error(next(iter(hands), ""), f"bad deal: {error}") from None


def _hand_tags(tags: dict[str, str], name: str, most: int) -> dict[str, str]:
    """The ``Hand`` tags in seat order, checked: seats that exist, numbered without gaps."""
    numbered: list[tuple[int, str]] = []
    for key in tags:
        match = _HAND_TAG.fullmatch(key)
        if match is None:
            continue
        if len(match[1]) > 3 or int(match[1]) >= most:
            raise tag_error(
                key,
                f"{shorten(key)} names no seat: a {name} game has at most {most} seats "
                f"(Hand0 to Hand{most - 1})",
            )
        numbered.append((int(match[1]), key))
    numbered.sort()
    for seat, (number, key) in enumerate(numbered):
        if number != seat:
            raise tag_error(key, "Hand tags must be numbered Hand0, Hand1, ... without gaps")
    return {key: tags[key] for _, key in numbered}


def _players(tags: dict[str, str], name: str, least: int, most: int) -> int:
    """The ``Players`` tag (2 without one), checked against the game's seats before use."""
    text = tags.get("Players", "2")
    if not (re.fullmatch(r"\d{1,3}", text) and least <= int(text) <= most):
        message = f"the Players tag says {shorten(text)}: a {name} game has {least} to {most} seats"
        raise tag_error("Players", message)
    return int(text)


def _seed(tags: dict[str, str]) -> int | None:
    """The ``Seed`` tag as a number, or None without one."""
    if "Seed" not in tags:
        return None
    text = tags["Seed"].strip()
    if not _SEED.fullmatch(text):
        message = (
            f"the Seed tag must be a whole number of at most 100 digits, got {shorten(text)!r}"
        )
        raise tag_error("Seed", message)
    return int(text)


def game_to_record(game: RecordedGame, **tags: object) -> Record:
    """Record `game` (of any known variant) from its starting position: the full deal is
    written, so the record never depends on a random generator; the seed is kept as
    information. Extra `tags` must be text (a `ValueError` names one that is not)."""
    from .base import RecordedGame

    if not isinstance(game, RecordedGame):
        raise ValueError(f"expected a game to record, got {game!r:.60}")
    for key, value in tags.items():
        check_tag(key, value)
    kind: RecordFormat = type(game).record_format
    start = game.starting_position()
    before, after = kind.header(game, start)
    header: dict[str, str] = {"Game": type(game).record_variant, **tags, **before}  # type: ignore[dict-item]
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


TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
"""What a tag's name may be: a letter, then letters, digits and ``_``."""

_ESCAPED = re.compile(r'[\\"\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]')
"""The characters a tag's value escapes: the backslash, the double quote, control characters
(line breaks among them), the Unicode line and paragraph separators, and lone surrogates."""

_ESCAPE_OF = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return _ESCAPE_OF.get(char) or f"\\u{ord(char):04x}"


def check_tag(key: object, value: object) -> None:
    """A `ValueError` unless `key` can name a tag (`TAG_NAME`) and `value` is text."""
    if not isinstance(key, str) or not TAG_NAME.fullmatch(key):
        raise ValueError(
            f"a tag name must be a letter followed by letters, digits or _, got {key!r:.60}"
        )
    if not isinstance(value, str):
        raise ValueError(f"the {key} tag must be text, got {value!r:.60}")


def _quote(value: str) -> str:
    """`value` in double quotes, escaped so that any text reads back the same (see
    ``docs/record-format.md``)."""
    return '"' + _ESCAPED.sub(_escape, value) + '"'


def _comment(text: str) -> str:
    if "{" in text or "}" in text:
        raise ValueError(f"a comment may not contain braces: {text!r}")
    return "{" + text + "}"


def write(record: Record) -> str:
    """Write one record as text (see `Record.to_text`). A ``Result`` tag is written as the
    record's `result`, which it must repeat."""
    tags = record.tags if "Result" not in record.tags else {**record.tags, "Result": record.result}
    for key, value in tags.items():
        check_tag(key, value)
    lines = [f"[{key} {_quote(value)}]" for key, value in tags.items()]
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


def _play_recorded(game: RecordedGame, number: int, recorded: RecordedMove) -> None:
    """Play `recorded`, the record's move `number` (from 1), on `game`; an illegal move raises
    `RecordMoveError` placed at the move, with the engine's verdict."""
    try:
        game.play(recorded.move)
    except IllegalMove as error:
        raise RecordMoveError(
            recorded.line, number, recorded.move, error.verdict, recorded.column
        ) from None


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
    if not isinstance(records, list) or not all(isinstance(r, Record) for r in records):
        raise TypeError(f"expected a list of Records, got {shorten(repr(records))}")
    return "\n".join(write(r) for r in records)


def save(records: Record | list[Record], path: str | Path) -> Path:
    """Write one record or a list of records to the file `path` as UTF-8 text that `load`
    reads back; returns the path. Nothing is written if a record cannot be written."""
    if isinstance(records, Record):
        text = write(records)
    elif isinstance(records, list) and all(isinstance(r, Record) for r in records):
        text = dumps(records)
    else:
        raise TypeError(f"expected a Record or a list of Records, got {shorten(repr(records))}")
    if not isinstance(path, (str, os.PathLike)):
        raise ValueError(f"expected the path to write the records to, got {path!r:.60}")
    target = Path(path)
    with target.open("w", encoding="utf-8", newline="\n") as file:
        file.write(text)
    return target


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
    "save",
]
