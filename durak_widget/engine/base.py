"""What every game in this package shares: a starting position, the moves played, judged play,
undo, replay and copies. Durak (`Game`) and Svoi Kozyri (`OwnTrumps`) both stand on it.

A subclass keeps its position in attributes that `_snapshot` / `_restore` save and put back,
sets ``_start`` (the snapshot of the starting position) and ``_history`` (the moves played),
and provides `_judge` (a move -> `Verdict`) and `_apply` (play a move judged legal). Its move
class is ``move_type``, whose ``parse`` reads move text.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from .verdict import IllegalMove, Verdict


class GameResult:
    """How a finished game ended: ``durak`` (also called ``loser``) is the losing seat, or
    ``None`` for a draw; ``draw`` whether nobody lost; ``order`` (also ``finish_order``) the
    seats that went out, first finisher first."""

    __slots__ = ("draw", "durak", "order")

    def __init__(self, durak: int | None, order: Sequence[int]):
        self.durak = durak
        self.draw = durak is None
        self.order = tuple(order)

    @property
    def loser(self) -> int | None:
        """The losing seat (the name Svoi Kozyri uses), or ``None``."""
        return self.durak

    @property
    def finish_order(self) -> tuple[int, ...]:
        """The seats in the order they went out."""
        return self.order

    def __eq__(self, other) -> bool:
        return isinstance(other, GameResult) and (self.durak, self.order) == (
            other.durak,
            other.order,
        )

    def __hash__(self) -> int:
        return hash((self.durak, self.order))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(durak={self.durak}, draw={self.draw}, order={self.order})"

    def to_json(self) -> dict:
        """``{"durak", "draw", "order"}``."""
        return {"durak": self.durak, "draw": self.draw, "order": list(self.order)}


class RecordedGame:
    """Judged play over a starting position and a list of moves (see the module docstring)."""

    move_type: ClassVar[Any]
    """The game's move class (with a ``parse`` class method)."""

    _history: list
    _start: tuple
    _result: GameResult | None
    _out: list[int]
    _n: int

    def __init__(self):
        raise TypeError(f"use {type(self).__name__}.new(...) or .from_position(...)")

    # ----------------------------------------------------------------- queries

    @property
    def players(self) -> int:
        """The number of seats."""
        return self._n

    @property
    def out(self) -> tuple[int, ...]:
        """Seats that have gone out, in the order they finished."""
        return tuple(self._out)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._result is not None

    @property
    def result(self) -> GameResult | None:
        """``None`` while the game goes on, then a `GameResult`."""
        return self._result

    @property
    def history(self) -> tuple:
        """The moves played, in order."""
        return tuple(self._history)

    # ----------------------------------------------------------------- playing

    def _as_move(self, move):
        move_type = self.move_type
        if isinstance(move, move_type):
            return move
        if isinstance(move, str):
            return move_type.parse(move)
        raise ValueError(
            f"expected a {move_type.__name__} or move text such as 'P0 ...', got {move!r:.60}"
        )

    def explain(self, move) -> Verdict:
        """Judge `move` without playing it: a `Verdict` saying whether it is legal, which rule
        decided, and why. Never raises for a well-formed move (text is parsed first, and a
        malformed text raises `ValueError`)."""
        return self._judge(self._as_move(move))

    def play(self, move) -> Verdict:
        """Judge `move` and, if legal, apply it and return the verdict. An illegal move raises
        `IllegalMove` (a `ValueError`) carrying the verdict, and changes nothing."""
        move = self._as_move(move)
        verdict = self._judge(move)
        if not verdict.legal:
            raise IllegalMove(verdict, move)
        self._apply(move)
        self._history.append(move)
        return verdict

    def play_unchecked(self, move) -> None:
        """Apply a move known to be legal (from `legal_moves`) without judging it: the fast path
        for simulations. Applying an illegal move this way corrupts the game."""
        self._apply(move)
        self._history.append(move)

    # ----------------------------------------------------------------- history

    def copy(self):
        """An independent copy, history included."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._restore(self._snapshot())
        other._history = list(self._history)
        return other

    def starting_position(self):
        """A new game at this game's starting position, with no moves played."""
        other = self.copy()
        other._restore(self._start)
        other._history = []
        return other

    def undo(self):
        """Take back the last move and return it. Raises `ValueError` if none was played."""
        if not self._history:
            raise ValueError("nothing to undo: no move has been played")
        moves, last = self._history[:-1], self._history[-1]
        self._restore(self._start)
        for move in moves:
            self._apply(move)
        self._history = moves
        return last

    @classmethod
    def replay(cls, start, moves: Iterable):
        """A new game: `start` (a game at its starting position) with `moves` played in turn,
        each judged as usual (an illegal one raises `IllegalMove`)."""
        game = start.copy()
        for move in moves:
            game.play(move)
        return game

    def to_record(self, **tags: str):
        """This game as a `durak_widget.record.Record` (extra header `tags` such as
        ``Title="..."``): the full deal and every move."""
        from .record import game_to_record

        return game_to_record(self, **tags)
