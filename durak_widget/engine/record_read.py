"""Reading game records: text -> `Record` objects, checked by replaying every move.

`parse` reads every record in a text, `parse_one` exactly one, `load` a file. Errors name the
line and column (`RecordSyntaxError`) or the move and the engine's verdict (`RecordMoveError`);
nothing is half-loaded. Every size and number is checked before anything is built from it, so
reading takes time and memory in proportion to the text, whatever the text says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .record import (
    Record,
    RecordedMove,
    RecordError,
    RecordSyntaxError,
    _play_recorded,
    _result_token,
    variant,
)
from .record_format import shorten

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
# A tag is read in pieces (head, tail, escapes) rather than by one regular expression whose
# repeated group would make the regex engine keep state for every character of a long value.
_TAG_HEAD = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"')
_TAG_TAIL = re.compile(r'"\s*\]\Z')
_ESCAPE = re.compile(r"\\(.)", re.S)
_PLAYER_RE = re.compile(r"^P\d+$")
_RESULT_RE = re.compile(r"\*|draw|(?:durak|loser) P\d+")

MAX_DIGITS = 6
"""The most digits of a bout number or a move's seat number: more is never a real game."""

MAX_MOVE_WORDS = 64
"""The most words one move may have (a lead of every card in a hand, and more)."""

MAX_WORD = 40
"""The most characters of one word of a move (``exchanges`` has 9)."""

_Place = tuple[int, int]


@dataclass
class _Places:
    """Where the parts of one record are in the text, for placing errors found later."""

    start: _Place
    tags: dict[str, _Place] = field(default_factory=dict)
    result: _Place | None = None
    bouts: dict[int, tuple[int, int, int]] = field(default_factory=dict)  # move index -> bout


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
    """Read every record in `text` (a leading byte-order mark is skipped). Raises
    `RecordSyntaxError` or `RecordMoveError`, both placed at a line and column; on error
    nothing is returned."""
    return [record for record, _ in _parse(text)]


def _parse(text: str) -> list[tuple[Record, _Places]]:
    if not isinstance(text, str):
        raise RecordError(f"expected record text, got {type(text).__name__}")
    text = text.removeprefix("\ufeff")
    _check_unclosed(text)
    reader = _Reader()
    for token in _tokens(text):
        reader.feed(token)
    reader.finish()
    for record, places in reader.done:
        _check_record(record, places)
    return reader.done


class _Reader:
    """Turns tokens into records. A move is the run of words from one ``P<n>`` to the next."""

    def __init__(self) -> None:
        self.done: list[tuple[Record, _Places]] = []
        self.record: Record | None = None
        self.places = _Places((1, 1))
        self.in_moves = False
        self.words: list[_Token] = []
        self.last: RecordedMove | None = None
        self.pending_bout: tuple[int, int, int] | None = None  # (number, line, column)

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
            self.start(token)
        self.in_moves = True
        handler = getattr(self, token.kind)
        handler(token)

    def tag(self, token: _Token) -> None:
        if self.in_moves or self.record is None:
            self.finish()
            self.start(token)
        parts = _tag_parts(token.text)
        if parts is None:
            raise RecordSyntaxError(
                token.line, token.column, 'expected a tag such as [Title "The cap of six"]'
            )
        key, value = parts
        assert self.record is not None
        if key in self.record.tags:
            raise RecordSyntaxError(token.line, token.column, f"tag {key} appears twice")
        if key == "Game":
            try:
                variant(value)
            except RecordError as error:
                raise RecordSyntaxError(token.line, token.column, str(error)) from None
        self.record.tags[key] = value
        self.places.tags[key] = (token.line, token.column)

    def start(self, token: _Token) -> None:
        """Begin a record at `token`."""
        self.record = Record()
        self.places = _Places((token.line, token.column))

    def word(self, token: _Token) -> None:
        starts_move = bool(_PLAYER_RE.match(token.text))
        if starts_move and len(token.text) > 1 + MAX_DIGITS:
            message = f"the seat {shorten(token.text)} is too long: at most {MAX_DIGITS} digits"
            raise RecordSyntaxError(token.line, token.column, message)
        if len(token.text) > MAX_WORD:
            message = f"a word of {len(token.text)} characters cannot be part of a move"
            raise RecordSyntaxError(token.line, token.column, message)
        if starts_move:
            self.flush()
        elif len(self.words) >= MAX_MOVE_WORDS:
            first = self.words[0]
            raise RecordSyntaxError(
                first.line, first.column, f"a move has too many words: at most {MAX_MOVE_WORDS}"
            )
        elif not self.words:
            raise RecordSyntaxError(
                token.line,
                token.column,
                f"expected a move starting with a player such as P0, found {token.text!r}",
            )
        self.words.append(token)

    def bout(self, token: _Token) -> None:
        self.flush()
        if len(token.text) > 1 + MAX_DIGITS:
            message = f"bout number {shorten(token.text[:-1])} is too long: no game has so many"
            raise RecordSyntaxError(token.line, token.column, message)
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
        self.places.result = (token.line, token.column)
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
        self.last = RecordedMove(move, line=first.line, column=first.column)
        if self.pending_bout is not None:
            self.places.bouts[len(self.current.moves)] = self.pending_bout
            self.pending_bout = None
        self.current.moves.append(self.last)
        self.words = []

    def finish(self) -> None:
        """Close the record being read, if any."""
        if self.record is not None:
            self.flush()
            self.done.append((self.record, self.places))
        self.record = None
        self.in_moves = False
        self.last = None
        self.pending_bout = None


def _tag_parts(text: str) -> tuple[str, str] | None:
    """The name and the unescaped value of a tag token, or None if it is not a tag."""
    head = _TAG_HEAD.match(text)
    tail = _TAG_TAIL.search(text, head.end() if head else 0)
    if head is None or tail is None:
        return None
    raw = text[head.end() : tail.start()]
    bare = _ESCAPE.sub("", raw)
    if '"' in bare or "\\" in bare:
        return None
    return head[1], _ESCAPE.sub(r"\1", raw)


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


def _check_record(record: Record, places: _Places) -> None:
    """Check the result tags and replay the record, so that a bad deal, an illegal move, a
    wrong bout number or a wrong result fails the whole load, placed at a line and column."""
    declared = _check_result_tag(record, places)
    try:
        game = record.start()
    except RecordError as error:
        where = places.tags.get(error.tag, places.start)
        raise RecordSyntaxError(*where, str(error)) from None
    for number, recorded in enumerate(record.moves, start=1):
        mark = places.bouts.get(number - 1)
        if mark is not None and mark[0] != game.bout:
            raise RecordSyntaxError(
                mark[1], mark[2], f"bout number {mark[0]} does not match: this is bout {game.bout}"
            )
        _play_recorded(game, number, recorded)
    actual = _result_token(game.result, variant(record.tags.get("Game", "durak")))
    if declared != "*" and declared != actual:
        where = places.result or places.tags.get("Result") or places.start
        message = f"the record says {shorten(declared)!r} but the moves end with {actual!r}"
        raise RecordSyntaxError(*where, message)


def _check_result_tag(record: Record, places: _Places) -> str:
    """The declared result: the result token, which a ``Result`` tag must repeat; without a
    token, the ``Result`` tag (or ``*``)."""
    tag = record.tags.get("Result")
    if tag is None:
        return record.result
    where = places.tags["Result"]
    if places.result is not None:
        if tag != record.result:
            line, column = places.result
            raise RecordSyntaxError(
                *where,
                f"the Result tag {shorten(tag)!r} contradicts the result {shorten(record.result)!r}"
                f" at line {line}, column {column}",
            )
        return tag
    if not _RESULT_RE.fullmatch(tag):
        message = f"bad Result tag {shorten(tag)!r}: expected *, draw or durak P1"
        raise RecordSyntaxError(*where, message)
    record.result = tag
    return tag


def load(path: str | Path) -> list[Record]:
    """Read every record in a file (UTF-8, with or without a byte-order mark)."""
    return parse(Path(path).read_text(encoding="utf-8-sig"))


def parse_one(text: str) -> Record:
    """Read text that holds exactly one record; more or none is a `RecordSyntaxError` placed
    at the second record or the start of the text."""
    records = _parse(text)
    if len(records) != 1:
        where = records[1][1].start if records else (1, 1)
        raise RecordSyntaxError(*where, f"expected one record, found {len(records)}")
    return records[0][0]
