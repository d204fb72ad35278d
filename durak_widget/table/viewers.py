"""Who looks at a table (`Viewer`) and who holds each seat (`Holder`): two small value types.

A table serves any number of viewers; each gets its own view (`Table.view(viewer)`), holding
only what that viewer may see:

- ``Viewer.learner()``: the notebook's own viewer (`DurakWidget.view`): in play mode the
  learner's seat, in sandbox, replay and quiz modes the seat and hands the mode decides;
- ``Viewer.at(s)``: a person at seat `s` (a student's browser): that seat's cards only;
- ``Viewer.spectator()``: someone watching: no hand at all, every hand hidden;
- ``Viewer.open_hands()``: the teacher's projector: every hand face up, nobody's buttons.

A viewer may carry its own `language` (``None``: the table's). A seat is held by the learner,
by a bot, or by a remote human (``Holder.remote(name)``; ``name=None`` is a seat still empty,
and an empty or absent remote seat is played by a stand-in bot, which the table says).

>>> Viewer.at(2)
Viewer.at(2)
>>> Viewer.at(2) == Viewer("seat", 2)
True
>>> Holder.remote("Anna").present
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

LEARNER = "learner"
SEAT = "seat"
SPECTATOR = "spectator"
OPEN_HANDS = "open_hands"
VIEWER_KINDS = (LEARNER, SEAT, SPECTATOR, OPEN_HANDS)
"""The kinds of viewer."""

BOT = "bot"
REMOTE = "remote"
HOLDER_KINDS = (LEARNER, BOT, REMOTE)
"""Who may hold a seat: the notebook's learner, a bot, or a remote human."""


@dataclass(frozen=True)
class Viewer:
    """One viewer of a table: `kind` (one of `VIEWER_KINDS`), the `seat` of a seat viewer,
    and an optional `language` for its texts (``None``: the table's)."""

    kind: str
    seat: int | None = None
    language: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in VIEWER_KINDS:
            raise ValueError(f"a viewer's kind must be one of {', '.join(VIEWER_KINDS)}")
        if self.kind == SEAT:
            seat = self.seat
            if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
                raise ValueError(f"a seat viewer needs a seat number, got {seat!r:.40}")
        elif self.seat is not None:
            raise ValueError(f"a {self.kind} viewer has no seat, got {self.seat!r:.40}")

    @classmethod
    def learner(cls, language: str | None = None) -> Viewer:
        """The notebook's own viewer."""
        return cls(LEARNER, None, language)

    @classmethod
    def at(cls, seat: int, language: str | None = None) -> Viewer:
        """The viewer at `seat` (a person who holds that seat, or wants to)."""
        return cls(SEAT, seat, language)

    @classmethod
    def spectator(cls, language: str | None = None) -> Viewer:
        """A viewer who sees no hand."""
        return cls(SPECTATOR, None, language)

    @classmethod
    def open_hands(cls, language: str | None = None) -> Viewer:
        """A viewer who sees every hand (a teacher's projector) and acts for nobody."""
        return cls(OPEN_HANDS, None, language)

    def in_language(self, language: str | None) -> Viewer:
        """This viewer reading `language`."""
        return replace(self, language=language)

    @property
    def key(self) -> tuple[str, int | None]:
        """What tells viewers apart at a table (the language aside)."""
        return self.kind, self.seat

    def __repr__(self) -> str:
        seat = "" if self.seat is None else str(self.seat)
        lang = "" if self.language is None else f"{', ' if seat else ''}language={self.language!r}"
        return f"Viewer.{'at' if self.kind == SEAT else self.kind}({seat}{lang})"


@dataclass(frozen=True)
class Holder:
    """Who holds a seat: `kind` (one of `HOLDER_KINDS`); for a bot its `bot`; for a remote
    human its `name` (``None``: empty until someone sits there) and whether they are
    `present` (connected). An empty or absent remote seat is played by a stand-in bot."""

    kind: str
    bot: Any = None
    name: str | None = None
    present: bool = True

    def __post_init__(self) -> None:
        if self.kind not in HOLDER_KINDS:
            raise ValueError(f"a seat's holder must be one of {', '.join(HOLDER_KINDS)}")
        if self.kind == BOT and not callable(getattr(self.bot, "choose", None)):
            raise ValueError(f"a bot holder needs a bot with a choose method, got {self.bot!r:.60}")
        if self.name is not None and (not isinstance(self.name, str) or len(self.name) > 80):
            raise ValueError(
                f"a holder's name must be text of at most 80 characters, got {self.name!r:.40}"
            )

    @classmethod
    def learner(cls) -> Holder:
        """The notebook's learner."""
        return cls(LEARNER)

    @classmethod
    def for_bot(cls, bot: Any) -> Holder:
        """A seat played by `bot` (anything with ``choose(view, moves)``)."""
        return cls(BOT, bot=bot)

    @classmethod
    def remote(cls, name: str | None = None, present: bool | None = None) -> Holder:
        """A seat for a remote human called `name` (``None``: still empty); `present`
        defaults to whether someone is named."""
        return cls(REMOTE, name=name, present=name is not None if present is None else present)

    @property
    def human(self) -> bool:
        """Whether a person plays this seat now (the learner, or a remote human who is
        there); otherwise a bot or a stand-in bot does."""
        return self.kind == LEARNER or (self.kind == REMOTE and self.present)

    @property
    def stand_in(self) -> bool:
        """Whether a stand-in bot plays this remote seat now (empty, or its human is away)."""
        return self.kind == REMOTE and not self.present
