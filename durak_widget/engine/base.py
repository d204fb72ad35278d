"""What every game in this package shares: a starting position, the moves played, judged play,
events, undo, replay and copies. Durak (`Game`) and Svoi Kozyri (`OwnTrumps`) both stand on it.

A game implements only the abstract hooks of `RecordedGame`: `_judge` (a move that passed the
shared guards -> `Verdict`), `_apply` (play a legal move, noting what it caused in
``_raw_events``), `_decode_events` (those notes -> `Event` values), `_snapshot` / `_restore`
(save and put back the position), plus `legal_moves`, `next_to_act`, `view`, `hand` and
`bout`. Its creation code calls `_begin` once the position is set up. A game class also says
once who it is: `name`, `record_variant`, `move_type`, `min_players`/`max_players` and its
`messages` (`durak_widget.engine.kinds` keeps the engines' list of game classes).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, Protocol, TypeVar

from .checks import check_items, check_seat, is_whole
from .compiled import Extensible, mypyc_attr, new_game
from .events import Event
from .messages import MessageTable, join_words
from .record_format import RecordFormat  # at run time: a compiled class body refers to it
from .verdict import IllegalMove, Verdict

if TYPE_CHECKING:
    from .record import Record

G = TypeVar("G", bound="RecordedGame")


class MoveLike(Protocol):
    """What the shared code needs of a game's move class."""

    player: int

    def to_json(self) -> dict[str, Any]:
        """The move as a JSON-ready dict."""


class GameResult:
    """How a finished game ended: ``durak`` (also called ``loser``) is the losing seat, or
    ``None`` for a draw; ``draw`` whether nobody lost; ``order`` (also ``finish_order``) the
    seats that went out, first finisher first; ``losing_team`` the seats of the losing team
    (with partnerships), else ``(durak,)``, ``None`` for a draw."""

    __slots__ = ("draw", "durak", "losing_team", "order")

    durak: int | None
    draw: bool
    order: tuple[int, ...]
    losing_team: tuple[int, ...] | None

    def __init__(
        self,
        durak: object,
        order: object,
        losing_team: object = None,
    ) -> None:
        # Checked here, typed ``object``: see `durak_widget.engine.checks`.
        if durak is None:
            self.durak = None
        elif isinstance(durak, int) and not isinstance(durak, bool) and durak >= 0:
            self.durak = durak
        else:
            raise ValueError(f"durak must be a seat number or None, got {durak!r:.60}")
        self.draw = durak is None
        self.order = _seats(order, "order")
        if losing_team is not None:
            self.losing_team = _seats(losing_team, "losing_team")
        else:
            self.losing_team = (self.durak,) if self.durak is not None else None

    @property
    def loser(self) -> int | None:
        """The losing seat (the name Svoi Kozyri uses), or ``None``."""
        return self.durak

    @property
    def finish_order(self) -> tuple[int, ...]:
        """The seats in the order they went out."""
        return self.order

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameResult) and (self.durak, self.order, self.losing_team) == (
            other.durak,
            other.order,
            other.losing_team,
        )

    def __hash__(self) -> int:
        return hash((self.durak, self.order, self.losing_team))

    def __repr__(self) -> str:
        team = "" if self.losing_team in (None, (self.durak,)) else f", team={self.losing_team}"
        return (
            f"{type(self).__name__}(durak={self.durak}, draw={self.draw}, order={self.order}{team})"
        )

    def __str__(self) -> str:
        """The result in words, seats by number (a game's `result_text` names them), in the
        language `durak_widget.set_language` set: ``"P1 is the durak. Out in turn: P0, P2."``,
        ``"A draw: nobody is the durak."``."""
        from .i18n import current_language, local_table
        from .messages import DURAK

        language = current_language()
        words: Any = DURAK if language == "en" else local_table(DURAK, language)
        if self.durak is None:
            head = words.phrase("result.short_draw")
        elif self.losing_team is not None and len(self.losing_team) > 1:
            team = join_words([f"P{p}" for p in self.losing_team], words.phrase("and"))
            head = words.phrase("result.short_team", team=team, loser=f"P{self.durak}")
        else:
            head = words.phrase("result.short", loser=f"P{self.durak}")
        if not self.order:
            return str(head)
        seats = ", ".join(f"P{p}" for p in self.order)
        return f"{head} {words.phrase('result.out_order', seats=seats)}"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython and Jupyter show the result in words (`str`); `repr` stays a call."""
        printer.text(str(self))

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle, copy and deepcopy rebuild the result through `__init__` (a compiled build
        # has no instance dict for them to copy).
        return (type(self), (self.durak, self.order, self.losing_team))

    def to_json(self) -> dict[str, Any]:
        """``{"durak", "draw", "order", "losing_team"}`` (``losing_team`` a list of seats, or
        ``None`` for a draw)."""
        team = None if self.losing_team is None else list(self.losing_team)
        return {
            "durak": self.durak,
            "draw": self.draw,
            "order": list(self.order),
            "losing_team": team,
        }


def result_key(result: GameResult, you: int | None, players: int) -> str:
    """The phrase that words a decided `result` for the reader `you` (a seat, or ``None``) of a
    game of `players`: the durak's own, the winner's of a two-player game ("You won: ..."), a
    player out of a bigger game ("You are out: not the durak ..."), a team's, or anyone's."""
    team = result.losing_team
    if team is not None and len(team) > 1:
        if you is None:
            return "result.team"
        return "result.team_you" if you in team else "result.team_you_won"
    if you is None:
        return "result.loser"
    if result.durak == you:
        return "result.you"
    return "result.you_won" if players == 2 else "result.you_out"


def result_words(
    result: GameResult, words: MessageTable, names: Sequence[str], you: int | None, players: int
) -> str:
    """A decided `result` in the phrases of `words` (a game's message table, or the same
    table in another language), read by the seat `you` (``None``: anyone)."""
    if result.durak is None:
        return words.phrase("result.draw")
    key = result_key(result, you, players)
    team = result.losing_team
    if team is not None and len(team) > 1:
        joined = join_words([names[p] for p in team], words.phrase("and"))
        return words.phrase(key, team=joined)
    return words.phrase(key, loser=names[result.durak])


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class RecordedGame(Extensible):
    """Judged play over a starting position and a list of moves (see the module docstring).

    Its abstract methods mark what a game implements; it is not an `abc.ABC`: a compiled
    build (mypyc) would give every game class the one `isinstance` cache of `abc.ABC`, so that
    asking whether a Durak game is a Svoi Kozyri game once would make it "not a RecordedGame"
    for good. Games are made by their ``new`` and ``from_position``, never by ``__init__``."""

    name: ClassVar[str]
    """The game's name (``"durak"``, ``"own_trumps"``): how the layers above the engines know
    it (``view["game"]``, the registry of games, simulations)."""
    min_players: ClassVar[int]
    """The fewest seats a game of this kind has."""
    max_players: ClassVar[int]
    """The most seats a game of this kind has."""
    move_type: ClassVar[Any]
    """The game's move class (with ``parse`` and ``from_json`` class methods)."""
    record_variant: ClassVar[str]
    """The value of the ``Game`` tag in records of this game."""
    messages: ClassVar[MessageTable]
    """The game's learner texts: verdict rules, events and shared phrases."""
    record_format: ClassVar[RecordFormat]
    """How records of this game read and write its deal and its own tags."""

    names: tuple[str, ...]
    """Each seat's display name (``"P0"``, ``"P1"``, ... unless given)."""
    seed: int | None
    """The seed of a shuffled deal, or ``None`` for a set-up position."""

    _n: int
    _out: list[int]
    _result: GameResult | None
    _history: list[Any]
    _start: tuple[Any, ...]
    _raw_events: Any  # None, a game's note of what the last move caused, or _Decoded
    # The moves `legal_moves(player)` last returned, kept for the position they were made in:
    # ``(history list, its length, player, moves as a tuple, ...)`` (a game may keep more of
    # what it worked out after those four). The history only ever grows or is replaced by a
    # new list, so the list and its length name the position; `play` trusts a move object
    # found in the tuple, and a second call returns the tuple again as a list.
    _legal_cache: tuple[Any, ...]

    def __init__(self) -> None:
        raise TypeError(f"use {type(self).__name__}.new(...) or .from_position(...)")

    # ----------------------------------------------------------------- hooks

    @abstractmethod
    def _judge(self, move: Any) -> Verdict:
        """Judge a move by a seat that exists and is still in a game that goes on."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @abstractmethod
    def _apply(self, move: Any) -> None:
        """Play a legal move, setting ``_raw_events`` if it caused anything."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @abstractmethod
    def _decode_events(self, raw: Any) -> tuple[Event, ...]:
        """The `Event` values for the ``_raw_events`` notes of one move."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @abstractmethod
    def _snapshot(self) -> tuple[Any, ...]:
        """The position as an immutable value."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @abstractmethod
    def _restore(self, snap: tuple[Any, ...]) -> None:
        """Put back a position saved by `_snapshot`."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @abstractmethod
    def legal_moves(self, player: object = None) -> list[Any]:
        """Every legal move right now: of `player`, or of everyone who may act."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @abstractmethod
    def next_to_act(self) -> int | None:
        """The seat that acts next, ``None`` once the game is over. Where several seats may
        act at once (Durak's throw-ins), the game fixes one fair order; whenever the game is
        not over the seat returned has a legal move."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    def turn(self) -> tuple[int | None, list[Any]]:
        """`next_to_act` with that seat's legal moves, ``(None, [])`` once the game is over:
        what a bot driver needs before every move, in one call."""
        seat = self.next_to_act()
        if seat is None:
            return None, []
        return seat, self.legal_moves(seat)

    @abstractmethod
    def view(self, player: object) -> dict[str, Any]:
        """What `player` may see, as a JSON-ready dict (``None``: a spectator)."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    def result_text(self, you: object = None) -> str | None:
        """The result in words, the one wording of it (from the game's ``result.*`` phrases):
        who lost, or, read by the seat `you`, that seat's own outcome ("You won: ...", "You
        are out: not the durak. ...", "You are the durak: ..."), or a draw; ``None`` while the
        game goes on."""
        seat = None if you is None else check_seat(you, self._n, "seat")
        if self._result is None:
            return None
        return result_words(self._result, self.messages, self.names, seat, self._n)

    @abstractmethod
    def hand(self, seat: object) -> tuple[Any, ...]:
        """One seat's cards."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    @property
    @abstractmethod
    def bout(self) -> int:
        """The number of the current bout (Durak) or pile (Svoi Kozyri), from 1; records group
        moves by it."""
        raise NotImplementedError(f"{type(self).__name__} does not implement it")

    def _begin(self) -> None:
        """Start the history at the position just set up."""
        self._history = []
        self._raw_events = None
        self._start = self._snapshot()
        self._legal_cache = _NO_LEGAL

    def _legal_verdict(self, move: Any) -> Verdict:
        """The verdict on a move `legal_moves` returned in this very position (a game may
        build it without its checks; by default it judges as usual)."""
        return self._judge(move)

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
    def history(self) -> tuple[Any, ...]:
        """The moves played, in order."""
        return tuple(self._history)

    @property
    def last_events(self) -> tuple[Event, ...]:
        """What the last move caused (a bout ended, cards drawn, a player out, the game over),
        as `Event` values in the order they happened; ``()`` if it caused nothing or no move
        was played. After `undo`, the events of the move that is now last."""
        raw = self._raw_events
        if raw is None:
            return ()
        if type(raw) is _Decoded:
            return raw.events
        events = self._decode_events(raw)
        self._raw_events = _Decoded(events)
        return events

    # ----------------------------------------------------------------- playing

    def _as_move(self, move: Any) -> Any:
        move_type = self.move_type
        if isinstance(move, move_type):
            return move
        if isinstance(move, str):
            return move_type.parse(move)
        raise ValueError(
            f"expected a {move_type.__name__} or move text such as 'P0 ...', got {move!r:.60}"
        )

    def _verdict(self, move: Any) -> Verdict:
        """The shared guards (game over, unknown seat, seat out), then the game's `_judge`."""
        if self._result is not None:
            return Verdict(
                False, "game.over", {"result": self.result_text() or ""}, messages=self.messages
            )
        p = move.player
        if p >= self._n:
            return Verdict(
                False,
                "player.unknown",
                {"player": p, "last_seat": self._n - 1},
                messages=self.messages,
            )
        if p in self._out:
            return Verdict(False, "player.out", {"who": self.names[p]}, messages=self.messages)
        return self._judge(move)

    def explain(self, move: Any) -> Verdict:
        """Judge `move` without playing it: a `Verdict` saying whether it is legal, which rule
        decided, and why. Never raises for a well-formed move (text is parsed first, and a
        malformed text raises `ValueError`)."""
        move = self._as_move(move)
        verdict = self._verdict(move)
        history = self._history
        verdict._moment = (self, history, len(history), move)
        return verdict

    def _advice(self, verdict: Verdict, move: Any, moves: tuple[Any, ...]) -> str:
        """The closing sentence of a refusal of `move`: what its player may do instead, out of
        `moves` (their legal moves, never empty). Games word it for their own moves."""
        return self.messages.phrase("advice.moves", moves=[str(m) for m in moves])

    def play(self, move: Any) -> Verdict:
        """Judge `move` and, if legal, apply it and return the verdict. An illegal move raises
        `IllegalMove` (a `ValueError`) carrying the verdict, and changes nothing."""
        if not isinstance(move, self.move_type):
            move = self._as_move(move)
        history = self._history  # the alternatives are worked out when first read
        length = len(history)
        verdict = None
        cache = self._legal_cache  # see `_legal_cache`
        if cache[1] == length and cache[0] is history:
            for kept in cache[3]:
                if kept is move:
                    # This very object came from `legal_moves` in this position: legal (an
                    # equal object made elsewhere, or one from an earlier position, is judged).
                    verdict = self._legal_verdict(move)
                    break
        if verdict is None:
            # The shared guards of `_verdict`, inlined: this is the hot path of simulations.
            if self._result is not None or move.player >= self._n or move.player in self._out:
                verdict = self._verdict(move)
            else:
                verdict = self._judge(move)
        verdict._moment = (self, history, length, move)
        if not verdict.legal:
            raise IllegalMove(verdict, move)
        self._raw_events = None
        self._apply(move)
        history.append(move)  # `_apply` never replaces the history list
        return verdict

    def play_unchecked(self, move: Any) -> None:
        """Apply a move known to be legal (from `legal_moves`) without judging it: the fast path
        for simulations, with the same history and `last_events` as `play`. Applying an
        illegal move this way corrupts the game (anything but a move of this game is a
        `ValueError`)."""
        if not isinstance(move, self.move_type):
            raise ValueError(
                f"play_unchecked needs a {self.move_type.__name__} from legal_moves, got "
                f"{move!r:.60}"
            )
        self._raw_events = None
        self._apply(move)
        self._history.append(move)

    # ----------------------------------------------------------------- history

    def copy(self: G) -> G:
        """An independent copy, history included."""
        other = new_game(type(self))
        other.names = self.names
        other.seed = self.seed
        other._n = self._n
        other._start = self._start
        other._raw_events = self._raw_events
        other._legal_cache = _NO_LEGAL
        self._copy_setup(other)
        other._restore(self._snapshot())
        other._history = list(self._history)
        return other

    def __copy__(self: G) -> G:
        # `copy.copy` gives what `copy` gives: an independent game (never one that shares the
        # original's hands and table).
        return self.copy()

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle and deepcopy: a bare game of this very class, then its attributes. A compiled
        # build's own state holds only the compiled attributes, so a plain-Python subclass's
        # own attributes (its instance dict) are added here.
        getstate = getattr(self, "__getstate__", None)
        state = getstate() if getstate is not None else None
        state = dict(state) if isinstance(state, dict) else {}
        state.update(getattr(self, "__dict__", {}))
        return (new_game, (type(self),), state)

    def _copy_setup(self, other: Any) -> None:
        """Copy to `other` what `_restore` does not set: the game's fixed setup (such as its
        rules and trump). Attribute by attribute, as a compiled game has no instance dict."""

    def starting_position(self: G) -> G:
        """A new game at this game's starting position, with no moves played."""
        other = self.copy()
        other._restore(self._start)
        other._history = []
        other._raw_events = None
        return other

    def undo(self) -> Any:
        """Take back the last move and return it. Raises `ValueError` if none was played."""
        if not self._history:
            raise ValueError("nothing to undo: no move has been played")
        moves, last = self._history[:-1], self._history[-1]
        self._restore(self._start)
        self._raw_events = None
        for move in moves:
            self._raw_events = None
            self._apply(move)
        self._history = moves
        return last

    @classmethod
    def replay(cls: type[G], start: object, moves: object) -> G:
        """A new game: `start` (a game of this class at its starting position) with `moves`
        played in turn, each judged as usual (an illegal one raises `IllegalMove`)."""
        if not isinstance(start, cls):
            raise ValueError(f"replay needs a {cls.__name__} to start from, got {start!r:.60}")
        game = start.copy()
        for move in check_items(moves, "moves", "moves"):
            game.play(move)
        return game

    def to_record(self, **tags: object) -> Record:
        """This game as a `durak_widget.record.Record` (extra header `tags` such as
        ``Title="..."``): the full deal and every move."""
        from .record import game_to_record

        return game_to_record(self, **tags)


def _seats(value: object, name: str) -> tuple[int, ...]:
    """`value` as a tuple of seat numbers, or a `ValueError` naming `name`."""
    seats = tuple(check_items(value, name, "seat numbers"))
    for seat in seats:
        if not is_whole(seat) or seat < 0:
            raise ValueError(f"{name} must be a list of seat numbers, got {value!r:.60}")
    return seats


_NO_LEGAL: Final[tuple[Any, ...]] = (None, -1, None, ())
"""`RecordedGame._legal_cache` before any `legal_moves` call: matches no position."""


class _Decoded:
    """``_raw_events`` once turned into `Event` values (kept in the same attribute: a game's
    instance dict must stay small for fast attribute access)."""

    __slots__ = ("events",)

    def __init__(self, events: tuple[Event, ...]) -> None:
        self.events = events

    def __reduce__(self) -> tuple[type[_Decoded], tuple[tuple[Event, ...]]]:
        return (_Decoded, (self.events,))


__all__ = ["GameResult", "RecordedGame"]
