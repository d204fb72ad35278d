"""Replay mode: a game record's main line, its annotations, and "what if" branches from it."""

from __future__ import annotations

from typing import Any

from ..engine.record import Record, parse_one


def as_record(record) -> Record:
    """A `Record` from a record, a bout name from the library, or record text."""
    if isinstance(record, Record):
        return record
    if isinstance(record, str):
        from .. import bouts

        if record in bouts.names():
            return bouts.load(record)
        if "[" in record or "\n" in record:
            return parse_one(record)
        raise ValueError(
            f"no bout called {record!r} and not record text: expected a Record, record text, "
            f"or one of {', '.join(bouts.names())}"
        )
    raise ValueError(f"expected a Record, record text or a bout name, got {record!r:.60}")


class ReplayLine:
    """The recorded main line of a replay and where the learner left it, if they did."""

    def __init__(self, record: Record):
        self.record = record
        self.moves = [recorded.move for recorded in record.moves]
        self.branch_at: int | None = None

    def start(self) -> Any:
        """The recorded game at its starting position, with the main line as its history (the
        widget then steps back to the start)."""
        return self.record.game()

    def note_played(self, position: int, moves_now: list) -> None:
        """After a move was played at `position`: leaving the main line starts a branch."""
        if self.branch_at is None and moves_now[: position + 1] != self.moves[: position + 1]:
            self.branch_at = position

    @property
    def on_main_line(self) -> bool:
        """Whether the history still is the recorded game."""
        return self.branch_at is None

    def annotation(self, position: int) -> dict:
        """What the record says about the move that led to `position` (the intro at 0)."""
        if position == 0:
            return {"move": None, "marks": "", "comment": self.record.intro}
        if self.branch_at is not None and position > self.branch_at:
            return {"move": None, "marks": "", "comment": ""}
        recorded = self.record.moves[position - 1]
        return {"move": str(recorded.move), "marks": recorded.marks, "comment": recorded.comment}

    def view(self, position: int, autoplay: bool) -> dict:
        """The ``view.replay`` part of the view model."""
        note = self.annotation(position)
        return {
            "title": self.record.title,
            "summary": self.record.summary,
            "annotation": note["comment"] or None,
            "marks": note["marks"],
            "annotated_move": note["move"],
            "main_line": self.on_main_line,
            "branch_at": self.branch_at,
            "main_length": len(self.moves),
            "autoplay": autoplay,
        }
