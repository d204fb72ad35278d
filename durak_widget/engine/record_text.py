"""The text side of reading records: the patterns of a record's lines and tokens, the escapes
of a tag's value, a text or a file cut into pieces of whole lines, and opening only a regular
file. `durak_widget.engine.record_read` builds records from these."""

from __future__ import annotations

import gc
import os
import re
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final, TextIO

from .record_format import RecordError

VALUE = r'"(?P<value>[^"\\\n]*(?:\\.[^"\\\n]*)*)"'
"""A tag's quoted value: any character but a double quote, a backslash or a line break, and
escapes (a backslash and the character after it). Written out as a run and then escapes with
runs, so that the regex engine keeps no state per character of a long value."""

TAG = re.compile(r"\[\s*(?P<key>[A-Za-z][A-Za-z0-9_]*)\s+" + VALUE + r"\s*\]")
TAG_LINE = re.compile(r"\s*" + TAG.pattern + r"\s*")
WORD = r"(?!P\d|\d+\.(?!\d)|draw\b|durak\b|loser\b)[^\s{}\[\]!?*\"\\]{1,40}"
"""A word of a move after its seat that the general tokenizer would read as one word too."""

MOVE_LINE = re.compile(
    r"\s*(?:(?P<bout>\d{1,6})\.\s+)?(?P<move>P\d{1,6}(?:\s+" + WORD + r"){0,63})\s*"
)
"""A line that holds one move and nothing else, perhaps after its bout number, within every
size limit (the usual line of a record, read in one step)."""

RECORD = re.compile(
    r'((?:\[[A-Za-z][A-Za-z0-9_]* "[^"\\\n]*(?:\\.[^"\\\n]*)*"\]\n)+)\n'
    r"((?:(?:\d{1,6}\. | +)P\d{1,6}(?: " + WORD + r"){0,63}\n)*)"
    r"(\*|draw|(?:durak|loser) P\d{1,6})(?:\n|\Z)"
)
"""A whole record as `Record.to_text` writes it: one tag per line, a blank line, one move
per line (its bout number before the first move of each bout), the result. Such a record is
read in one step; anything else is read line by line."""

TAG_ITEM = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*) "([^"\\\n]*(?:\\.[^"\\\n]*)*)"\]\n')
MOVE_ITEM = re.compile(r"(?:(\d+)\. | +)(P[^\n]*)\n")

TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<tag>\[)
  | (?P<comment>\{[^{}]*\})
  | (?P<brace>[{}])
  | (?P<bout>\d+\.(?!\d))
  | (?P<mark>!!|\?\?|!\?|\?!|!|\?)
  | (?P<result>\*|draw\b|(?:durak|loser)\s+P\d+)
  | (?P<word>[^\s{}\[\]!?]+)
    """,
    re.VERBOSE,
)
UNESCAPE = re.compile(r"\\(u[0-9A-Fa-f]{4}|.)")
PLAYER_RE = re.compile(r"^P\d+$")
RESULT_RE = re.compile(r"\*|draw|(?:durak|loser) P\d+")

MAX_DIGITS: Final = 6
"""The most digits of a bout number or a move's seat number: more is never a real game."""

MAX_MOVE_WORDS: Final = 64
"""The most words one move may have (a lead of every card in a hand, and more)."""

MAX_WORD: Final = 40
"""The most characters of one word of a move (``exchanges`` has 9)."""

CHUNK: Final = 1 << 20
"""Characters of a text split into lines at a time (the lines of a whole text at once would
cost several times the text's own memory)."""

Place = tuple[int, int]


class Places:
    """Where the parts of one record are in the text, for placing errors found later."""

    __slots__ = ("bouts", "first_tag_line", "result", "start", "tags")

    def __init__(self, start: Place) -> None:
        self.start = start
        self.tags: dict[str, Place] = {}
        self.first_tag_line = 0  # a record read whole: its tags are lines from this one
        self.result: Place | None = None
        self.bouts: dict[int, tuple[int, int, int]] = {}  # move index -> bout

    def tag(self, record: Any, key: str) -> Place | None:
        """Where the tag `key` of `record` is, or None if it has none."""
        if self.first_tag_line and key in record.tags:
            return (self.first_tag_line + list(record.tags).index(key), 1)
        return self.tags.get(key)


def unescape_match(match: re.Match[str]) -> str:
    code = match[1]
    if len(code) == 5:  # \uXXXX
        return chr(int(code[1:], 16))
    return {"n": "\n", "r": "\r", "t": "\t"}.get(code, code)


def unescape(raw: object) -> str:
    """A tag's value as written between its quotes -> the value itself: ``\\\\`` and ``\\"``
    stand for the backslash and the quote, ``\\n``, ``\\r`` and ``\\t`` for a line feed, a
    carriage return and a tab, ``\\uXXXX`` for the character of that hexadecimal code, and a
    backslash before any other character for that character."""
    if not isinstance(raw, str):
        raise ValueError(f"expected the text of a tag's value, got {raw!r:.60}")
    return UNESCAPE.sub(unescape_match, raw) if "\\" in raw else raw


def chunks_of(text: str) -> Iterator[str]:
    """`text` in pieces of whole lines (at most about `CHUNK` characters each, unless a line
    is longer), each ending with its line feed but the last."""
    start, size = 0, len(text)
    while start < size:
        end = text.find("\n", min(start + CHUNK, size) - 1) + 1 or size
        yield text[start:end]
        start = end


def file_chunks(file: Any) -> Iterator[str]:
    """A text file's content in pieces of whole lines: small ones first, so that reading a
    few records reads little of a large file, then up to `CHUNK` characters."""
    size = 1 << 14
    while True:
        chunk = file.read(size)
        if not chunk:
            return
        if not chunk.endswith("\n"):
            chunk += file.readline()
        yield chunk
        size = min(2 * size, CHUNK)


def check_limit(limit: object) -> int | None:
    if limit is None or (isinstance(limit, int) and not isinstance(limit, bool) and limit >= 1):
        return limit
    raise ValueError(f"limit must be a whole number from 1 or None, got {limit!r:.40}")


KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFSOCK: "a socket",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
}


def regular_file(path: object) -> Path:
    """`path` as a `Path` if it names a regular file (or a link to one); anything else, such
    as a folder or a named pipe (whose reading could wait forever), is a `RecordError` found
    before the file is opened. A missing file is the usual `OSError`."""
    if not isinstance(path, (str, os.PathLike)):
        raise RecordError(f"expected the path of a record file, got {path!r:.60}")
    target = Path(path)
    mode = target.stat().st_mode
    if not stat.S_ISREG(mode):
        kind = KINDS.get(stat.S_IFMT(mode), "not a regular file")
        raise RecordError(f"{str(target)!r} is {kind}, not a record file")
    return target


@contextmanager
def no_cycle_collection() -> Iterator[None]:
    """Pause Python's cycle collector while records are read, then restore it as it was.
    Reading makes no reference cycles (what it discards, reference counting frees), but the
    collector, run every few hundred new objects, would walk every record read so far again
    and again: a quarter of the time of a large file."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def open_regular_file(path: object) -> TextIO:
    """The file `path` opened to read UTF-8 text (a byte-order mark skipped), if it is a
    regular file (see `regular_file`). It is opened without waiting, since a named pipe put in
    its place after the check would otherwise block the opening, and checked again."""
    target = regular_file(path)
    descriptor = os.open(target, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise RecordError(f"{str(target)!r} is not a regular file, not a record file")
        if hasattr(os, "set_blocking"):
            os.set_blocking(descriptor, True)
        return open(descriptor, encoding="utf-8-sig", closefd=True)
    except BaseException:
        os.close(descriptor)
        raise


__all__: list[str] = []  # the record reader's own helpers: no public names
