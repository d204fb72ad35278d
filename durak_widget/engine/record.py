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
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .game import Game
from .moves import Move
from .rules import PRESETS, Rules
from .verdict import IllegalMove

MARKS = ("!!", "??", "!?", "?!", "!", "?")
"""Short annotations a move may carry, as in chess notation."""

RESULTS = ("*", "draw")
"""Result tokens besides ``durak P<n>``: unfinished, and a draw."""


class RecordError(ValueError):
    """A record could not be read; the message says where and why."""


class RecordSyntaxError(RecordError):
    """The text does not follow the record grammar. ``line`` and ``column`` count from 1."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column


class RecordMoveError(RecordError):
    """A recorded move is illegal in the recorded position. ``verdict`` is the engine's."""

    def __init__(self, line: int, number: int, move: Move, verdict):
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

    def start(self) -> Game:
        """The game at the recorded starting position, before any move."""
        return _start_game(self)

    def game(self, upto: int | None = None) -> Game:
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


# --------------------------------------------------------------------- rules in a tag


def format_rules(rules: Rules) -> str:
    """``"podkidnoy"`` or ``"podkidnoy attack_cap=None first_bout_cap=5"``."""
    changes = rules.changes()
    preset = changes.pop("preset")
    return " ".join([preset, *(f"{k}={_format_value(v)}" for k, v in changes.items())])


def parse_rules(text: str) -> Rules:
    """The inverse of `format_rules`; raises `ValueError` naming a bad preset or option."""
    words = text.split()
    if not words or words[0] not in PRESETS:
        raise ValueError(f"unknown rules preset in {text!r}: expected one of {', '.join(PRESETS)}")
    changes = {}
    for word in words[1:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"rule option {word!r} needs a value, as in attack_cap=None")
        changes[name] = _parse_value(value)
    return getattr(Rules, words[0])().replace(**changes)


def _format_value(value) -> str:
    return str(value)


def _parse_value(text: str):
    if text in ("None", "none"):
        return None
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return text


# --------------------------------------------------------------------- game <-> record


class DurakVariant:
    """How Durak plugs into the record format: its tags beyond the shared ones are ``Rules``,
    ``Trump``, ``Talon``, ``Attacker`` and ``Discard``."""

    name = "durak"
    loser_word = "durak"

    @staticmethod
    def parse_move(text: str) -> Move:
        return Move.parse(text)

    @staticmethod
    def new(tags: dict, players: int, names: list[str], seed: int) -> Game:
        rules = parse_rules(tags.get("Rules", "podkidnoy"))
        return Game.new(players=players, rules=rules, seed=seed, names=names)

    @staticmethod
    def from_position(tags: dict, hands: list[list[str]], names: list[str]) -> Game:
        return Game.from_position(
            hands,
            trump=tags.get("Trump") or None,
            talon=tags.get("Talon", "").split(),
            attacker=_seat(tags.get("Attacker", "P0")),
            discard=tags.get("Discard", "").split(),
            rules=parse_rules(tags.get("Rules", "podkidnoy")),
            names=names,
        )

    @staticmethod
    def header(game: Game, start: Game) -> tuple[dict, dict]:
        """Tags written before and after the hands."""
        before = {"Rules": format_rules(game.rules)}
        after = {
            "Trump": game.trump,
            "Talon": " ".join(c.code for c in start._talon_top_first()),
            "Attacker": f"P{start.attacker}",
        }
        if start.discard:
            after["Discard"] = " ".join(c.code for c in start.discard)
        return before, after


VARIANTS: dict[str, object] = {"durak": DurakVariant()}
"""The games the record format knows, by the value of their ``Game`` tag."""

_LAZY_VARIANTS = {"own_trumps": "durak_widget.own_trumps.record"}


def variant(name: str):
    """The record plumbing of the game called `name` (the ``Game`` tag)."""
    if name not in VARIANTS and name in _LAZY_VARIANTS:
        import importlib

        importlib.import_module(_LAZY_VARIANTS[name])
    if name not in VARIANTS:
        known = ", ".join(sorted({*VARIANTS, *_LAZY_VARIANTS}))
        raise RecordError(f"unknown game {name!r} in the Game tag: expected one of {known}")
    return VARIANTS[name]


def _start_game(record: Record):
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
        game = kind.from_position(tags, [value.split() for _, value in hand_tags], names)
        if "Seed" in tags:
            game.seed = int(tags["Seed"])
        return game
    if "Seed" not in tags:
        raise RecordError("a record needs the deal (Hand0, Hand1, ... tags) or a Seed tag")
    return kind.new(tags, players, names, int(tags["Seed"]))


def _seat(text: str) -> int:
    match = re.fullmatch(r"P?(\d+)", text.strip())
    if not match:
        raise RecordError(f"bad seat {text!r}: expected P0, P1, ...")
    return int(match[1])


def game_to_record(game, **tags: str) -> Record:
    """Record `game` (of any known variant) from its starting position: the full deal is
    written, so the record never depends on a random generator; the seed is kept as
    information."""
    kind = variant(getattr(game, "record_variant", "durak"))
    start = game.starting_position()
    before, after = kind.header(game, start)
    header: dict[str, str] = {"Game": kind.name, **tags, **before}
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


def _result_token(result, kind) -> str:
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


# --------------------------------------------------------------------- reading

_TOKEN_RE = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<comment>\{[^}]*\})
  | (?P<tag>\[[^\]\n]*\])
  | (?P<bout>\d+\.(?!\d))
  | (?P<mark>!!|\?\?|!\?|\?!|!|\?)
  | (?P<result>\*|draw\b|(?:durak|loser)\s+P\d+)
  | (?P<word>[^\s{}\[\]!?]+)
    """,
    re.VERBOSE,
)
_TAG_RE = re.compile(r'^\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$')
_PLAYER_RE = re.compile(r"^P\d+$")


@dataclass
class _Token:
    kind: str
    text: str
    line: int
    column: int


def _tokens(text: str) -> Iterator[_Token]:
    position, line, line_start = 0, 1, 0
    while position < len(text):
        match = _TOKEN_RE.match(text, position)
        column = position - line_start + 1
        if not match:
            raise RecordSyntaxError(line, column, f"unexpected {text[position]!r}")
        kind = match.lastgroup
        value = match.group()
        if kind != "space":
            yield _Token(kind, value, line, column)
        newlines = value.count("\n")
        if newlines:
            line += newlines
            line_start = position + value.rfind("\n") + 1
        position = match.end()


def parse(text: str) -> list[Record]:
    """Read every record in `text`. Raises `RecordSyntaxError` or `RecordMoveError`; on error
    nothing is returned."""
    if not isinstance(text, str):
        raise RecordError(f"expected record text, got {type(text).__name__}")
    _check_unclosed(text)
    reader = _Reader()
    for token in _tokens(text):
        reader.feed(token)
    reader.finish()
    for record, bout_marks in reader.done:
        _check_record(record, bout_marks)
    return [record for record, _ in reader.done]


class _Reader:
    """Turns tokens into records. A move is the run of words from one ``P<n>`` to the next."""

    def __init__(self):
        self.done: list[tuple[Record, dict[int, tuple[int, int, int]]]] = []
        self.record: Record | None = None
        self.in_moves = False
        self.words: list[_Token] = []
        self.last: RecordedMove | None = None
        self.pending_bout: tuple[int, int, int] | None = None  # (number, line, column)
        self.bout_marks: dict[int, tuple[int, int, int]] = {}  # move index -> bout number

    def feed(self, token: _Token) -> None:
        if token.kind == "tag":
            self.tag(token)
            return
        if self.record is None:
            self.record = Record()
        self.in_moves = True
        handler = getattr(self, token.kind)
        handler(token)

    def tag(self, token: _Token) -> None:
        if self.in_moves or self.record is None:
            self.finish()
            self.record = Record()
        match = _TAG_RE.match(token.text)
        if not match:
            raise RecordSyntaxError(
                token.line, token.column, 'expected a tag such as [Title "The cap of six"]'
            )
        key, value = match[1], re.sub(r"\\(.)", r"\1", match[2])
        if key in self.record.tags:
            raise RecordSyntaxError(token.line, token.column, f"tag {key} appears twice")
        self.record.tags[key] = value

    def word(self, token: _Token) -> None:
        starts_move = bool(_PLAYER_RE.match(token.text))
        if starts_move:
            self.flush()
        elif not self.words:
            raise RecordSyntaxError(
                token.line,
                token.column,
                f"expected a move starting with a player such as P0, found {token.text!r}",
            )
        self.words.append(token)

    def bout(self, token: _Token) -> None:
        self.flush()
        self.pending_bout = (int(token.text[:-1]), token.line, token.column)

    def mark(self, token: _Token) -> None:
        self.flush()
        if self.last is None or self.last.marks or self.last.comment:
            raise RecordSyntaxError(token.line, token.column, "a mark must follow a move")
        self.last.marks = token.text

    def comment(self, token: _Token) -> None:
        self.flush()
        body = token.text[1:-1].strip()
        if self.last is None:
            if self.record.intro:
                raise RecordSyntaxError(token.line, token.column, "only one opening comment")
            self.record.intro = body
        elif self.last.comment:
            raise RecordSyntaxError(token.line, token.column, "a move has one comment")
        else:
            self.last.comment = body

    def result(self, token: _Token) -> None:
        self.flush()
        self.record.result = " ".join(token.text.split())
        self.finish()

    def flush(self) -> None:
        """Close the move being read, if any."""
        if not self.words:
            return
        first = self.words[0]
        try:
            kind = variant(self.record.tags.get("Game", "durak"))
            move = kind.parse_move(" ".join(w.text for w in self.words))
        except RecordError as error:
            raise RecordSyntaxError(first.line, first.column, str(error)) from None
        except ValueError as error:
            raise RecordSyntaxError(first.line, first.column, str(error)) from None
        self.last = RecordedMove(move, line=first.line)
        if self.pending_bout is not None:
            self.bout_marks[len(self.record.moves)] = self.pending_bout
            self.pending_bout = None
        self.record.moves.append(self.last)
        self.words = []

    def finish(self) -> None:
        """Close the record being read, if any."""
        if self.record is not None:
            self.flush()
            self.done.append((self.record, self.bout_marks))
        self.record = None
        self.in_moves = False
        self.last = None
        self.pending_bout = None
        self.bout_marks = {}


def _check_unclosed(text: str) -> None:
    depth, line, column = 0, 1, 0
    start = (1, 1)
    for char in text:
        column += 1
        if char == "\n":
            line, column = line + 1, 0
        elif char == "{":
            if depth:
                raise RecordSyntaxError(
                    line,
                    column,
                    f"the comment opened at line {start[0]}, column {start[1]} is not closed "
                    "before this '{' (comments cannot contain braces)",
                )
            depth, start = 1, (line, column)
        elif char == "}":
            if not depth:
                raise RecordSyntaxError(line, column, "'}' without an opening '{'")
            depth = 0
    if depth:
        raise RecordSyntaxError(*start, "a comment '{' is never closed")


def _check_record(record: Record, bout_marks: list) -> None:
    """Replay the record so that an illegal move or a wrong bout number fails the whole load."""
    try:
        game = record.start()
    except RecordError:
        raise
    except ValueError as error:
        raise RecordError(f"bad deal in record {record.title or ''!r}: {error}") from None
    for number, recorded in enumerate(record.moves, start=1):
        mark = bout_marks.get(number - 1)
        if mark is not None and mark[0] != game.bout:
            raise RecordSyntaxError(
                mark[1], mark[2], f"bout number {mark[0]} does not match: this is bout {game.bout}"
            )
        try:
            game.play(recorded.move)
        except IllegalMove as error:
            raise RecordMoveError(recorded.line, number, recorded.move, error.verdict) from None
    declared = record.result
    actual = _result_token(game.result, variant(record.tags.get("Game", "durak")))
    if declared != "*" and declared != actual:
        raise RecordError(f"the record says {declared!r} but the moves end with {actual!r}")
    if "Result" in record.tags and record.tags["Result"] != declared and declared != "*":
        raise RecordError(
            f"the Result tag {record.tags['Result']!r} contradicts the result {declared!r}"
        )


def load(path: str | Path) -> list[Record]:
    """Read every record in a file (UTF-8)."""
    return parse(Path(path).read_text(encoding="utf-8"))


def parse_one(text: str) -> Record:
    """Read text that holds exactly one record."""
    records = parse(text)
    if len(records) != 1:
        raise RecordError(f"expected one record, found {len(records)}")
    return records[0]


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
