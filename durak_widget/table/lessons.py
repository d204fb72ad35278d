"""Games become lessons: the learner's or teacher's annotations of the moves played at a
table, and the table's game written as a `Record` (with the replayed record's own notes)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.record import MARKS, Record, game_to_record
from .intents import MAX_COMMENT
from .replay import move_card

if TYPE_CHECKING:
    from .history import History
    from .replay import ReplayLine

COPIED_TAGS = ("Title", "Summary", "Annotator", "Viewer")
"""The replayed record's tags that a table's record keeps."""


def check_mark(mark: Any) -> str:
    """`mark` if it is one of ``! ? !! ?? !? ?!`` (``None`` or ``""``: no mark, ``""``);
    else `ValueError` naming it."""
    if mark is None or mark == "":
        return ""
    if not isinstance(mark, str) or mark not in MARKS:
        raise ValueError(f"mark must be one of {', '.join(MARKS)} or None, got {mark!r:.40}")
    return mark


def check_comment(comment: Any) -> str:
    """`comment` if it is text a record can hold (no braces, at most `MAX_COMMENT`
    characters); else `ValueError` naming it."""
    if not isinstance(comment, str):
        raise ValueError(f"comment must be text, got {comment!r:.40}")
    if "{" in comment or "}" in comment:
        raise ValueError(f"a comment may not contain braces {{ or }}: {comment!r:.60}")
    if len(comment) > MAX_COMMENT:
        raise ValueError(f"a comment may have at most {MAX_COMMENT} characters, not {len(comment)}")
    return " ".join(comment.split())


class Annotations:
    """Comments and marks added at the table, by move index (0 = move 1). Each keeps the
    move it was written for, so a note never sticks to a different move played later."""

    def __init__(self) -> None:
        self.notes: dict[int, tuple[Any, str, str]] = {}

    def annotate(self, moves: list[Any], number: Any, comment: Any, mark: Any = None) -> None:
        """Note `comment` and `mark` on move `number` (counted from 1 as in the log) of
        `moves`; `ValueError` for a bad number, comment or mark."""
        if not isinstance(number, int) or isinstance(number, bool):
            raise ValueError(f"move_number must be a whole number, got {number!r:.40}")
        if not 1 <= number <= len(moves):
            where = f"from 1 to {len(moves)}" if moves else "none: no move has been played yet"
            raise ValueError(f"move_number {number} is not a move of this game (moves: {where})")
        mark = check_mark(mark)
        comment = check_comment(comment)
        self.notes[number - 1] = (moves[number - 1], mark, comment)

    def get(self, moves: list[Any], index: int) -> tuple[str, str] | None:
        """The (marks, comment) noted on move `index` of `moves`, if that very move was
        annotated."""
        note = self.notes.get(index)
        if note is None or index >= len(moves) or moves[index] != note[0]:
            return None
        return note[1], note[2]

    def for_position(self, moves: list[Any], position: int) -> dict | None:
        """The annotation of the move that led to `position`, in the shape of
        `ReplayLine.annotation`, or ``None``."""
        note = self.get(moves, position - 1) if position > 0 else None
        if note is None:
            return None
        move = moves[position - 1]
        return {
            "move": str(move),
            "marks": note[0],
            "comment": note[1],
            "card": move_card(move),
            "seat": move.player,
        }


def table_record(history: History, line: ReplayLine | None, notes: Annotations) -> Record:
    """The table's game as a `Record`: its deal, every move recorded (also those ahead of a
    stepped-back position), the replayed record's title, introduction and notes on the moves
    still on its main line, and the annotations made at the table (which win)."""
    moves = list(history.moves)
    game = history.game
    if list(game.history) != moves:
        game = type(history.start).replay(history.start, moves)
    tags: dict[str, str] = {}
    if line is not None:
        tags = {k: line.record.tags[k] for k in COPIED_TAGS if k in line.record.tags}
    record = game_to_record(game, **tags)
    if line is not None:
        record.intro = line.record.intro
    for index, recorded in enumerate(record.moves):
        if line is not None and line.on_line_at(index + 1):
            source = line.record.moves[index]
            recorded.marks, recorded.comment = source.marks, source.comment
        note = notes.get(moves, index)
        if note is not None:
            recorded.marks, recorded.comment = note
    return record
