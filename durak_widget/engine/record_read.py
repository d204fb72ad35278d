"""Reading game records: text -> `Record` objects, checked by replaying every move.

`parse` reads every record in a text, `parse_one` exactly one, `load` a file. Errors name the
line and column (`RecordSyntaxError`) or the move and the engine's verdict (`RecordMoveError`);
nothing is half-loaded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .record import (
    Record,
    RecordedMove,
    RecordError,
    RecordMoveError,
    RecordSyntaxError,
    _result_token,
    variant,
)
from .verdict import IllegalMove

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
            yield _Token(kind or "", value, line, column)
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

    def __init__(self) -> None:
        self.done: list[tuple[Record, dict[int, tuple[int, int, int]]]] = []
        self.record: Record | None = None
        self.in_moves = False
        self.words: list[_Token] = []
        self.last: RecordedMove | None = None
        self.pending_bout: tuple[int, int, int] | None = None  # (number, line, column)
        self.bout_marks: dict[int, tuple[int, int, int]] = {}  # move index -> bout number

    @property
    def current(self) -> Record:
        """The record being read (tokens other than tags start one if needed)."""
        assert self.record is not None
        return self.record

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
        assert self.record is not None
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
            if self.current.intro:
                raise RecordSyntaxError(token.line, token.column, "only one opening comment")
            self.current.intro = body
        elif self.last.comment:
            raise RecordSyntaxError(token.line, token.column, "a move has one comment")
        else:
            self.last.comment = body

    def result(self, token: _Token) -> None:
        self.flush()
        self.current.result = " ".join(token.text.split())
        self.finish()

    def flush(self) -> None:
        """Close the move being read, if any."""
        if not self.words:
            return
        first = self.words[0]
        try:
            kind = variant(self.current.tags.get("Game", "durak"))
            move = kind.parse_move(" ".join(w.text for w in self.words))
        except RecordError as error:
            raise RecordSyntaxError(first.line, first.column, str(error)) from None
        except ValueError as error:
            raise RecordSyntaxError(first.line, first.column, str(error)) from None
        self.last = RecordedMove(move, line=first.line)
        if self.pending_bout is not None:
            self.bout_marks[len(self.current.moves)] = self.pending_bout
            self.pending_bout = None
        self.current.moves.append(self.last)
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


def _check_record(record: Record, bout_marks: dict[int, tuple[int, int, int]]) -> None:
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
