"""The table's modes, one object each: play, sandbox, replay (with guessing) and quiz (see
`durak_widget.table.modes.base`), and the choice of one from a table's arguments."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..replay import ReplayLine, as_record
from .base import Mode, Viewpoint
from .play import PlayMode
from .quiz import QuizMode
from .replay import ReplayMode
from .sandbox import SandboxMode

if TYPE_CHECKING:
    from ..core import Table

__all__ = [
    "MODES",
    "Mode",
    "ModeChoice",
    "PlayMode",
    "QuizMode",
    "ReplayMode",
    "SandboxMode",
    "Viewpoint",
    "choose_mode",
]

MODES = ("play", "sandbox", "replay")
"""The modes a table is made in (a quiz table is a sandbox asking questions)."""


@dataclass(frozen=True)
class ModeChoice:
    """A table's mode as its arguments chose it: the mode's `name`, the replay `line` (with
    its starting `game`), and whether a lesson is guessed."""

    name: str
    line: ReplayLine | None
    game: Any
    guess: bool

    @property
    def plays(self) -> bool:
        """Whether seats are played by the learner, bots and remote humans (play mode)."""
        return self.name == "play"

    def learner_seat(self, seat: int | None) -> int:
        """The learner's seat in play mode (`seat`, by default 0; a replay's `seat` is its
        viewpoint instead)."""
        return 0 if seat is None or self.line is not None else seat

    def make(self, table: Table, seat: int | None) -> Mode:
        """The mode object for `table` (a replay starts at the record's start)."""
        if self.line is not None:
            replay = ReplayMode(table, self.line, seat, self.guess)
            replay.start()
            return replay
        if self.name == "sandbox":
            return SandboxMode(table, seat)
        return PlayMode(table)


def choose_mode(mode: str, game: Any, record: Any, guess: bool) -> ModeChoice:
    """Check a table's `mode`, `game`, `record` and `guess` arguments together (a clear
    `ValueError` for a combination that makes no table) and choose its mode."""
    if mode not in MODES:
        raise ValueError(f"mode must be 'play', 'sandbox' or 'replay', got {mode!r}")
    if record is not None:
        if mode == "sandbox" or game is not None:
            raise ValueError("a record is replayed on its own: pass record= without game=")
        line = ReplayLine(as_record(record))
        return ModeChoice("replay", line, line.start(), bool(guess))
    if guess:
        raise ValueError("guess=True makes a lesson of a record: pass record= as well")
    if mode == "replay":
        raise ValueError(
            "mode='replay' needs a game record: DurakWidget(record=...) or "
            "DurakWidget.replay(record), with a Record, record text or a bout name"
        )
    return ModeChoice(mode, None, game, False)
