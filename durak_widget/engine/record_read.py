"""Reading game records: text -> `Record` objects, checked by replaying every move.

`parse` reads every record in a text, `parse_one` exactly one, `load` a file (`Record.load` the
one record of a file). Errors name the line and column (`RecordSyntaxError`) or the move and the
engine's verdict (`RecordMoveError`); nothing is half-loaded. Every size and number is checked
before anything is built from it, so reading takes time and memory in proportion to the text,
whatever the text says.

The text is read line by line and each record is checked (replayed) as soon as it ends, so a
reader told to take at most `limit` records stops at the first token of the next one. The
usual lines (a whole tag, a move with its bout number, the result) are read by one regular
expression each; anything else goes through the general tokenizer, token by token.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from sys import intern
from typing import Any

from .record_format import RecordError, RecordFormat, shorten
from .record_text import (
    MAX_DIGITS,
    MAX_MOVE_WORDS,
    MAX_WORD,
    MOVE_ITEM,
    MOVE_LINE,
    PLAYER_RE,
    RECORD,
    RESULT_RE,
    TAG,
    TAG_ITEM,
    TAG_LINE,
    TOKEN,
    UNESCAPE,
    Place,
    Places,
    check_limit,
    chunks_of,
    file_chunks,
    no_cycle_collection,
    open_regular_file,
    unescape,
    unescape_match,
)


class _Reader:
    """Reads lines into records. A move is the run of words from one ``P<n>`` to the next; a
    record ends at its result, or where a tag follows what is not a tag, or at the end."""

    def __init__(self, limit: int | None) -> None:
        self.limit = limit
        self.count = 0
        self.record: Record | None = None
        self.places = Places((1, 1))
        self.in_moves = False
        self.words: list[str] = []  # the move being read
        self.move_place: Place = (0, 0)  # where its first word is
        self.last: RecordedMove | None = None
        self.pending_bout: tuple[int, int, int] | None = None  # (number, line, column)
        self.comment: tuple[int, int, list[str]] | None = None  # an open comment: where, parts
        self.formats: dict[str, RecordFormat] = {}
        self.moves: dict[tuple[str, str], Any] = {}  # moves read before, by game and text
        self.done: list[Record] = []  # records read and checked, not yet handed out
        self.number = 1  # the number of the next line to read
        self.shared: dict[str, str] = {}  # short tag values read so far, each kept once

    # ----------------------------------------------------------------- lines

    def feed(self, chunk: str) -> None:
        """Read `chunk`, whole lines of the text (the last one without its line break only at
        the end of the text); ``self.number`` is the number of its first line."""
        position, size = 0, len(chunk)
        number = self.number
        while position < size:
            if self.record is None and self.comment is None:
                match = RECORD.match(chunk, position)
                if match is not None and self.whole_record(match, number):
                    number += chunk.count("\n", position, match.end())
                    position = match.end()
                    continue
            end = chunk.find("\n", position)
            if end < 0:
                end = size
            self.line(chunk[position:end], number)
            number += 1
            position = end + 1
        self.number = number

    def whole_record(self, match: re.Match[str], number: int) -> bool:
        """Read a record matched by `_RECORD` (starting at line `number`), or leave it to the
        line by line reading (return False, nothing read) if it holds anything that reading
        would refuse: a repeated tag, an unknown game, a move that cannot be read."""
        header, body, result = match.group(1, 2, 3)
        items = TAG_ITEM.findall(header)
        if "\\" in header:
            items = [(key, UNESCAPE.sub(unescape_match, raw)) for key, raw in items]
        # Tag names, and the short values that repeat from record to record, are kept once
        # (a file of many records would otherwise hold a copy of each in every record).
        shared = self.shared
        tags = {}
        for key, value in items:
            if len(value) < 16:
                kept = shared.get(value)
                if kept is not None:
                    value = kept
                elif len(shared) < 4096:
                    shared[value] = value
            tags[intern(key)] = value
        if len(tags) != len(items):
            return False
        game = tags.get("Game", "durak")
        try:
            kind = self.format_of(game)
        except RecordError:
            return False
        line = number + len(items) + 1  # after the tags and the blank line
        moves: list[RecordedMove] = []
        bouts: dict[int, tuple[int, int, int]] = {}
        known = self.moves
        for item in MOVE_ITEM.finditer(body):
            bout, text = item.group(1, 2)
            move = known.get((game, text))
            if move is None:
                try:
                    move = kind.parse_move(text)
                except ValueError:
                    return False
                if len(known) < 100_000:
                    known[(game, text)] = move
            if bout is not None:
                bouts[len(moves)] = (int(bout), line, 1)
            column = item.start(2) - item.start() + 1
            moves.append(RecordedMove(move, line=line, column=column))
            line += 1
        self.start(number, 1)
        record = self.current
        record.tags = tags
        record.moves = moves
        record.result = result
        places = self.places
        places.first_tag_line = number
        places.bouts = bouts
        places.result = (line, 1)
        self.finish()
        return True

    def line(self, text: str, number: int) -> None:
        """Read one line (without its line break)."""
        if self.comment is not None:
            start = self._comment_goes_on(text, number)
            if start >= 0:
                self.tokens(text, number, start)
            return
        if text[:1] == "[":  # the usual tag line, as records are written
            match = TAG_LINE.fullmatch(text)
            if match is not None:
                key, raw = match.group(1, 2)
                self.tag(key, raw, number, 1)
                return
        elif not text or text.isspace():
            return
        else:
            match = MOVE_LINE.fullmatch(text)
            if match is not None:
                self.move_line(match, number)
                return
            if text == "*":
                self.result("*", number, 1)
                return
        self.tokens(text, number, 0)

    def move_line(self, match: re.Match[str], number: int) -> None:
        """A line with one move (perhaps after its bout number) and nothing else."""
        if self.record is None:
            self.start(number, match.start("bout" if match["bout"] else "move") + 1)
        self.in_moves = True
        self.flush()
        if match["bout"] is not None:
            self.pending_bout = (int(match["bout"]), number, match.start("bout") + 1)
        self.words = match["move"].split()
        self.move_place = (number, match.start("move") + 1)

    def tokens(self, text: str, number: int, position: int) -> None:
        """Read `text` from `position` token by token (the general case)."""
        end = len(text)
        while position < end:
            match = TOKEN.match(text, position)
            column = position + 1
            if match is None:
                raise RecordSyntaxError(number, column, f"unexpected {text[position]!r}")
            kind = match.lastgroup
            value = match.group()
            position = match.end()
            if kind == "space":
                continue
            if kind == "tag":
                tag = TAG.match(text, column - 1)
                if tag is None:
                    raise RecordSyntaxError(
                        number, column, 'expected a tag such as [Title "The cap of six"]'
                    )
                self.tag(tag["key"], tag["value"], number, column)
                position = tag.end()
                continue
            if self.record is None:
                self.start(number, column)
            self.in_moves = True
            if kind == "word":
                self.word(value, number, column)
            elif kind == "bout":
                self.bout(value, number, column)
            elif kind == "mark":
                self.mark(value, number, column)
            elif kind == "comment":
                self.add_comment(value[1:-1], number, column)
            elif kind == "result":
                self.result(" ".join(value.split()), number, column)
            elif value == "}":
                raise RecordSyntaxError(number, column, "'}' without an opening '{'")
            else:  # a '{' whose comment does not close on this line
                following = text.find("{", column)
                closing = text.find("}", column)
                if following >= 0 and (closing < 0 or following < closing):
                    raise _nested_brace(number, column, number, following + 1)
                self.flush()
                self.comment = (number, column, [text[column:]])
                return

    def _comment_goes_on(self, text: str, number: int) -> int:
        """A line inside a comment: where reading goes on after the comment closes, or -1 if
        the comment takes the whole line."""
        assert self.comment is not None
        line, column, parts = self.comment
        closing = text.find("}")
        following = text.find("{")
        if following >= 0 and (closing < 0 or following < closing):
            raise _nested_brace(line, column, number, following + 1)
        if closing < 0:
            parts.append(text)
            return -1
        parts.append(text[:closing])
        self.comment = None
        self.add_comment("\n".join(parts), line, column)
        return closing + 1

    def end(self) -> None:
        """The end of the text."""
        if self.comment is not None:
            line, column, _ = self.comment
            raise RecordSyntaxError(line, column, "a comment '{' is never closed")
        self.finish()

    # ----------------------------------------------------------------- tokens

    def start(self, line: int, column: int) -> None:
        """Begin a record at this place."""
        if self.limit is not None and self.count >= self.limit:
            many = "record" if self.limit == 1 else "records"
            raise RecordSyntaxError(
                line,
                column,
                f"expected at most {self.limit} {many}, but record {self.count + 1} starts here",
            )
        self.count += 1
        self.record = Record()
        self.places = Places((line, column))

    def tag(self, key: str, raw: str, line: int, column: int) -> None:
        record = self.record
        if self.in_moves or record is None:
            self.finish()
            self.start(line, column)
            record = self.record
            assert record is not None
        tags = record.tags
        if key in tags:
            raise RecordSyntaxError(line, column, f"tag {key} appears twice")
        value = UNESCAPE.sub(unescape_match, raw) if "\\" in raw else raw
        if key == "Game":
            try:
                self.format_of(value)
            except RecordError as error:
                raise RecordSyntaxError(line, column, str(error)) from None
        tags[key] = value
        self.places.tags[key] = (line, column)

    def word(self, text: str, line: int, column: int) -> None:
        starts_move = bool(PLAYER_RE.match(text))
        if starts_move and len(text) > 1 + MAX_DIGITS:
            message = f"the seat {shorten(text)} is too long: at most {MAX_DIGITS} digits"
            raise RecordSyntaxError(line, column, message)
        if len(text) > MAX_WORD:
            message = f"a word of {len(text)} characters cannot be part of a move"
            raise RecordSyntaxError(line, column, message)
        if starts_move:
            self.flush()
            self.move_place = (line, column)
        elif len(self.words) >= MAX_MOVE_WORDS:
            raise RecordSyntaxError(
                *self.move_place, f"a move has too many words: at most {MAX_MOVE_WORDS}"
            )
        elif not self.words:
            raise RecordSyntaxError(
                line, column, f"expected a move starting with a player such as P0, found {text!r}"
            )
        self.words.append(text)

    def bout(self, text: str, line: int, column: int) -> None:
        self.flush()
        if len(text) > 1 + MAX_DIGITS:
            message = f"bout number {shorten(text[:-1])} is too long: no game has so many"
            raise RecordSyntaxError(line, column, message)
        self.pending_bout = (int(text[:-1]), line, column)

    def mark(self, text: str, line: int, column: int) -> None:
        self.flush()
        if self.last is None or self.last.marks or self.last.comment:
            raise RecordSyntaxError(line, column, "a mark must follow a move")
        self.last.marks = text

    def add_comment(self, text: str, line: int, column: int) -> None:
        self.flush()
        if self.record is None:
            self.start(line, column)
        self.in_moves = True
        body = text.strip()
        if self.last is None:
            if self.current.intro:
                raise RecordSyntaxError(line, column, "only one opening comment")
            self.current.intro = body
        elif self.last.comment:
            raise RecordSyntaxError(line, column, "a move has one comment")
        else:
            self.last.comment = body

    def result(self, text: str, line: int, column: int) -> None:
        if self.record is None:
            self.start(line, column)
        self.in_moves = True
        self.flush()
        self.current.result = text
        self.places.result = (line, column)
        self.finish()

    # ----------------------------------------------------------------- records

    @property
    def current(self) -> Record:
        """The record being read."""
        assert self.record is not None
        return self.record

    def format_of(self, name: str) -> RecordFormat:
        """The record plumbing of the game called `name` (looked up once per reading)."""
        kind = self.formats.get(name)
        if kind is None:
            kind = self.formats[name] = variant(name)
        return kind

    def flush(self) -> None:
        """Close the move being read, if any."""
        if not self.words:
            return
        text = " ".join(self.words)
        game = self.current.tags.get("Game", "durak")
        move = self.moves.get((game, text))
        if move is None:
            try:
                move = self.format_of(game).parse_move(text)
            except ValueError as error:  # RecordError too
                raise RecordSyntaxError(*self.move_place, str(error)) from None
            if len(self.moves) < 100_000:  # moves repeat: a few thousand cover most records
                self.moves[(game, text)] = move
        line, column = self.move_place
        self.last = RecordedMove(move, line=line, column=column)
        if self.pending_bout is not None:
            self.places.bouts[len(self.current.moves)] = self.pending_bout
            self.pending_bout = None
        self.current.moves.append(self.last)
        self.words = []

    def finish(self) -> None:
        """Close the record being read, if any, and check it."""
        if self.record is not None:
            self.flush()
            _check_record(self.record, self.places)
            self.done.append(self.record)
        self.record = None
        self.in_moves = False
        self.last = None
        self.pending_bout = None


def _nested_brace(line: int, column: int, at_line: int, at_column: int) -> RecordSyntaxError:
    return RecordSyntaxError(
        at_line,
        at_column,
        f"the comment opened at line {line}, column {column} is not closed before this '{{' "
        "(comments cannot contain braces)",
    )


def _read(chunks: Iterable[str], limit: int | None = None) -> Iterator[Record]:
    """The records of the text in `chunks` (pieces of whole lines), each checked as it ends;
    more than `limit` records is a `RecordSyntaxError` at the first token of the next one."""
    reader = _Reader(limit)
    done = reader.done
    for chunk in chunks:
        reader.feed(chunk)
        if done:
            yield from done
            done.clear()
    reader.end()
    yield from done


def parse(text: object, limit: object = None) -> list[Record]:
    """Read every record in `text` (a leading byte-order mark is skipped). Raises
    `RecordSyntaxError` or `RecordMoveError`, both placed at a line and column; on error
    nothing is returned. With `limit`, a text holding more records is refused as soon as the
    next one begins."""
    if not isinstance(text, str):
        raise RecordError(f"expected record text, got {type(text).__name__}")
    most = check_limit(limit)
    with no_cycle_collection():
        return list(_read(chunks_of(text.removeprefix("\ufeff")), most))


def _check_record(record: Record, places: Places) -> None:
    """Check the result tags and replay the record, so that a bad deal, an illegal move, a
    wrong bout number or a wrong result fails the whole load, placed at a line and column."""
    declared = _check_result_tag(record, places)
    try:
        game = record.start()
    except RecordError as error:
        where = places.tag(record, error.tag) or places.start
        raise RecordSyntaxError(*where, str(error)) from None
    for number, recorded in enumerate(record.moves, start=1):
        mark = places.bouts.get(number - 1)
        if mark is not None and mark[0] != game.bout:
            raise RecordSyntaxError(
                mark[1], mark[2], f"bout number {mark[0]} does not match: this is bout {game.bout}"
            )
        _play_recorded(game, number, recorded)
    actual = _result_token(game.result, type(game).record_format)
    if declared != "*" and declared != actual:
        where = places.result or places.tag(record, "Result") or places.start
        message = f"the record says {shorten(declared)!r} but the moves end with {actual!r}"
        raise RecordSyntaxError(*where, message)


def _check_result_tag(record: Record, places: Places) -> str:
    """The declared result: the result token, which a ``Result`` tag must repeat; without a
    token, the ``Result`` tag (or ``*``)."""
    tag = record.tags.get("Result")
    if tag is None:
        return record.result
    where = places.tag(record, "Result") or places.start
    if places.result is not None:
        if tag != record.result:
            line, column = places.result
            raise RecordSyntaxError(
                *where,
                f"the Result tag {shorten(tag)!r} contradicts the result {shorten(record.result)!r}"
                f" at line {line}, column {column}",
            )
        return tag
    if not RESULT_RE.fullmatch(tag):
        message = f"bad Result tag {shorten(tag)!r}: expected *, draw or durak P1"
        raise RecordSyntaxError(*where, message)
    record.result = tag
    return tag


def load(path: object, limit: object = None) -> list[Record]:
    """Read every record in a file (UTF-8, with or without a byte-order mark), line by line.
    Only a regular file is opened (a folder or a named pipe is a `RecordError`). With
    `limit`, a file holding more records is refused as soon as the next one begins, before
    the rest of the file is read."""
    most = check_limit(limit)
    with open_regular_file(path) as file, no_cycle_collection():
        return list(_read(file_chunks(file), most))


def parse_one(text: object) -> Record:
    """Read text that holds exactly one record; more or none is a `RecordSyntaxError` placed
    at the second record (read no further) or the start of the text."""
    records = parse(text, limit=1)
    if not records:
        raise RecordSyntaxError(1, 1, "expected one record, found 0")
    return records[0]


# Last: `durak_widget.engine.record` imports this module at its end, and either may be imported
# first (the functions above read these names only when called).
from .record import (  # noqa: E402
    Record,
    RecordedMove,
    RecordSyntaxError,
    _play_recorded,
    _result_token,
    variant,
)

__all__ = ["load", "parse", "parse_one", "unescape"]
