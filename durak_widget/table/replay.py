"""Replay mode: a game record's main line, its annotations, and "what if" branches from it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import bouts
from ..bouts import lesson_text
from ..engine.record import Record, parse_one

VIEWER_TAG = "Viewer"
"""The optional record tag naming the seat a replay is drawn from (``[Viewer "P1"]``)."""


def as_record(record: Any) -> Record:
    """A `Record` from a record, a bout name from the library, record text, or the path of a
    record file (a `pathlib.Path`, or a string naming a file or ending in ``.durak``/``.txt``)."""
    if isinstance(record, Record):
        return record
    if isinstance(record, str) and record in bouts.names():
        return bouts.load(record, "en")  # the source: the table words it in its language
    if isinstance(record, Path) or (isinstance(record, str) and _looks_like_path(record)):
        try:
            # one record: reading stops where a second begins; only a regular file is opened
            return Record.load(record)
        except OSError as error:
            raise ValueError(
                f"cannot read the record file {str(record)!r}: {error.strerror or error}"
            ) from None
    if isinstance(record, str):
        if "[" in record or "\n" in record:
            return parse_one(record)
        raise ValueError(
            f"no bout called {record!r} and not record text: expected a Record, record text, "
            f"a record file's path, or one of {', '.join(bouts.names())}"
        )
    raise ValueError(f"expected a Record, record text or a bout name, got {record!r:.60}")


def _looks_like_path(text: str) -> bool:
    """Whether `text` names a record file: it ends in ``.durak`` or ``.txt``, or is a file."""
    if "\n" in text or "[" in text or len(text) > 4096:
        return False
    if text.endswith((".durak", ".txt")):
        return True
    try:
        return Path(text).is_file()
    except OSError:
        return False


def record_viewpoint(record: Record, players: int) -> int | None:
    """The seat named by the record's ``Viewer`` tag (``"P1"`` or ``"1"``), or ``None`` when
    it has none; `ValueError` for a tag that names no seat of the game."""
    text = record.tags.get(VIEWER_TAG)
    if text is None:
        return None
    match = re.fullmatch(r"P?(\d{1,2})", text.strip())
    if not match or not 0 <= int(match[1]) < players:
        raise ValueError(
            f"the record's {VIEWER_TAG} tag must name a seat from P0 to P{players - 1}, "
            f"got {text!r:.40}"
        )
    return int(match[1])


def move_card(move: Any) -> str | None:
    """The code of the card a move concerns (the card played; for a defence the beating
    card), or ``None`` for a move without one (take, done, pick up)."""
    cards = getattr(move, "cards", None)
    if cards:
        return str(cards[0].code)
    card = getattr(move, "card", None)
    return str(card.code) if card is not None else None


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
        """After a move was played at `position`: leaving the main line (or playing on past
        its end) starts a branch."""
        if self.branch_at is None and moves_now[: position + 1] != self.moves[: position + 1]:
            self.branch_at = position

    def follow(self, moves_now: Sequence[Any]) -> None:
        """After the history changed in any way (a move played on the game directly): mark
        the branch where `moves_now` first leaves the main line, if it does."""
        if self.branch_at is not None:
            return
        for index, move in enumerate(moves_now):
            if index >= len(self.moves) or move != self.moves[index]:
                self.branch_at = index
                return

    @property
    def on_main_line(self) -> bool:
        """Whether the history still is the recorded game."""
        return self.branch_at is None

    def on_line_at(self, position: int) -> bool:
        """Whether the move that led to `position` is the record's own move."""
        if not 0 < position <= len(self.moves):
            return False
        return self.branch_at is None or position <= self.branch_at

    def annotation(self, position: int) -> dict:
        """What the record says about the move that led to `position` (the intro at 0)."""
        if position == 0:
            return {"move": None, "marks": "", "comment": self.record.intro, "card": None}
        if not self.on_line_at(position):
            return {"move": None, "marks": "", "comment": "", "card": None, "seat": None}
        recorded = self.record.moves[position - 1]
        return {
            "move": str(recorded.move),
            "marks": recorded.marks,
            "comment": recorded.comment,
            "card": move_card(recorded.move),
            "seat": recorded.move.player,
        }

    def view(
        self, position: int, autoplay: bool, note: dict | None = None, lang: str = "en"
    ) -> dict:
        """The ``view.replay`` part of the view model (`note`: the annotation to show, by
        default the record's), a bout's title and summary in `lang`."""
        note = self.annotation(position) if note is None else note
        return {
            "title": lesson_text(self.record.title, lang),
            "summary": lesson_text(self.record.summary, lang),
            "annotation": note["comment"] or None,
            "marks": note["marks"],
            "annotated_move": note["move"],
            "annotated_card": note["card"],
            "annotated_seat": note.get("seat"),
            "main_line": self.on_main_line,
            "branch_at": self.branch_at,
            "main_length": len(self.moves),
            "autoplay": autoplay,
        }
