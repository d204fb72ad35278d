"""Verdicts: the engine's judgement of a move, with the rule that decided it and its numbers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from .messages import DURAK as _DURAK_TABLE
from .messages import MessageTable

DURAK: Final = _DURAK_TABLE  # Final: compiled, a verdict reads it without a dict lookup

if TYPE_CHECKING:
    from .base import RecordedGame

MESSAGES: Mapping[str, str] = DURAK.rules
"""Durak's verdict templates by rule id (read-only; each game keeps its own `MessageTable`)."""


Moment = tuple[Any, ...]  # (game, its history list, that list's length, the move judged)
"""Where a verdict was made: the game, its history list and that list's length at the time,
and the move judged. A game only ever appends to its history list or replaces it, so the first
``length`` moves of that list are exactly the moves played by then (a tuple: it is made for
every checked move, so it must be cheap)."""


def position_at(moment: tuple[Any, ...]) -> RecordedGame:
    """The game as it stood at `moment`: the game itself if nothing changed since, else a copy
    rebuilt from its starting position."""
    game, history, length, _ = moment
    if game._history is history and len(history) == length:
        return game  # type: ignore[no-any-return]
    then = game.starting_position()
    for move in history[:length]:
        then.play_unchecked(move)
    return then  # type: ignore[no-any-return]


class Later:
    """Details worked out from the position a verdict was made in, when first read: ``fn(game,
    *args)`` with the game as it stood then (see `position_at`). For verdicts whose words need
    more of the position than is cheap to copy on every move."""

    __slots__ = ("args", "fn")

    def __init__(self, fn: Callable[..., dict[str, Any]], *args: Any) -> None:
        self.fn = fn
        self.args = args


class FromMove:
    """Details worked out, when first read, from the game a verdict was made in and the move
    judged: ``fn(game, move)``. Only for details that depend on nothing but the move and what
    never changes in a game (its seat names and trump), so one shared `FromMove` serves every
    verdict of its kind and a legal move's verdict costs no details object of its own."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[Any, Any], dict[str, Any]]) -> None:
        self.fn = fn


class Verdict:
    """Whether a move is legal, which rule decided it, and why, in words and in numbers.

    ``legal`` is a bool; ``rule`` a stable dotted id such as ``"beat.lower_same_suit"``;
    ``details`` a JSON-ready dict of the cards and numbers behind the decision (a ``"form"``
    entry names a variant wording of the rule, such as ``"whole_pile"``); ``message`` one or
    two plain sentences for a learner (``str(verdict)`` is the message in the language set with
    `durak_widget.set_language`, English by default). The text comes from
    `messages`, the deciding game's `MessageTable` (Durak's when none is given), so it never
    depends on which modules happen to be imported.

    ``alternatives`` are the legal moves of the player who tried, at that moment (empty when
    they have none); a refusal's message ends with a sentence naming the useful ones.
    """

    __slots__ = (
        "_advice",
        "_alternatives",
        "_details",
        "_message",
        "_moment",
        "legal",
        "messages",
        "rule",
    )

    legal: bool
    rule: str
    messages: MessageTable
    _details: dict[str, Any] | Callable[[], dict[str, Any]] | Later | FromMove
    _message: str | None
    _alternatives: tuple[Any, ...] | None
    _advice: str | None
    _moment: tuple[Any, ...] | None

    def __init__(
        self,
        legal: object,
        rule: object,
        details: object,
        message: object = None,
        messages: object = None,
        alternatives: object = None,
    ) -> None:
        # Checked here, typed ``object`` (see `durak_widget.engine.checks`): first by the
        # cheapest tests, which the engine's own verdicts (made on every move) pass.
        kind = type(details)
        if (
            (legal is not True and legal is not False)
            or type(rule) is not str
            or (
                kind is not dict
                and kind is not FromMove
                and kind is not Later
                and not callable(details)
            )
            or message is not None
            or messages is not None
            or alternatives is not None
        ):
            _check_arguments(legal, rule, details, message, messages, alternatives)
        # (The types were checked just above: no `cast`, which costs a call in pure Python.)
        self.legal = legal  # type: ignore[assignment]
        self.rule = rule  # type: ignore[assignment]
        # `details` may be a function that builds them: simulations judge millions of moves
        # and read few explanations, so the numbers and the message are made on first use.
        self._details = details  # type: ignore[assignment]
        self._message = message  # type: ignore[assignment]
        self.messages = messages if messages is not None else DURAK  # type: ignore[assignment]
        self._alternatives = alternatives  # type: ignore[assignment]
        self._advice = None if alternatives is None else ""
        self._moment = None

    @property
    def details(self) -> dict[str, Any]:
        """The cards and numbers behind the decision (JSON-ready)."""
        details = self._details
        if type(details) is Later:
            if self._moment is None:
                raise ValueError(f"the details of {self.rule!r} need the game it was judged in")
            details = self._details = details.fn(position_at(self._moment), *details.args)
        elif type(details) is FromMove:
            if self._moment is None:
                raise ValueError(f"the details of {self.rule!r} need the game it was judged in")
            details = self._details = details.fn(self._moment[0], self._moment[3])
        elif callable(details):
            details = self._details = details()
        return details  # type: ignore[return-value]

    @property
    def alternatives(self) -> tuple[Any, ...]:
        """The legal moves of the player who tried, at the moment of the verdict: what they
        could do instead (``()`` when they have none, or for a verdict made by hand)."""
        if self._alternatives is None:
            self._work_out_alternatives()
        assert self._alternatives is not None
        return self._alternatives

    @property
    def advice(self) -> str:
        """The closing sentence of a refusal that names the useful alternatives (``""`` for a
        legal move or when the player has no legal move)."""
        if self._advice is None:
            self._work_out_alternatives()
        assert self._advice is not None
        return self._advice

    def _work_out_alternatives(self) -> None:
        moment = self._moment
        if moment is None:
            self._alternatives, self._advice = (), ""
            return
        game = position_at(moment)
        move = moment[3]
        player = move.player
        moves: tuple[Any, ...] = ()
        if 0 <= player < game.players and not game.is_over:
            moves = tuple(game.legal_moves(player))
        self._alternatives = moves
        self._advice = game._advice(self, move, moves) if moves and not self.legal else ""

    @property
    def reason(self) -> str:
        """The explanation alone: `message` without the closing sentence about what the player
        may do instead."""
        return self.messages.verdict_text(self.rule, self.details)

    @property
    def message(self) -> str:
        """The explanation for a learner, with the numbers as digits; a refusal ends with what
        the player may do instead."""
        if self._message is None:
            text = self.reason
            advice = "" if self.legal else self.advice
            self._message = f"{text} {advice}" if advice else text
        return self._message

    def message_in(self, lang: object) -> str:
        """The message in language `lang` (``"en"``, ``"ru"``, ``"es"``: see
        `durak_widget.engine.i18n`); ``"en"`` is `message`. A `ValueError` names an unknown
        language and the known ones."""
        from .i18n import verdict_message

        return verdict_message(self, lang)

    def __str__(self) -> str:
        """The message in the language `durak_widget.set_language` set (English by default),
        as a notebook prints it."""
        from .i18n import current_language, verdict_message

        language = current_language()
        return self.message if language == "en" else verdict_message(self, language)

    def __repr__(self) -> str:
        return f"Verdict(legal={self.legal}, rule={self.rule!r}, message={self.message!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return (self.legal, self.rule, self.details) == (other.legal, other.rule, other.details)

    __hash__ = None  # type: ignore[assignment]  # details is a dict

    def __bool__(self) -> bool:
        # ``if verdict:`` reads as "if legal" to some and "if there is a verdict" to others;
        # both readings have caused bugs, so the question must be asked explicitly.
        raise TypeError("a Verdict has no truth value: test verdict.legal (or verdict is None)")

    def __reduce__(self) -> tuple[Any, ...]:
        # A copy carries everything worked out, not the game the verdict was made in.
        return (
            _rebuild,
            (
                self.legal,
                self.rule,
                self.details,
                self.message,
                self.messages,
                self.alternatives,
                self.advice,
            ),
        )

    def to_json(self) -> dict[str, Any]:
        """``{"legal", "rule", "message", "details"}``, ready for JSON."""
        return {
            "legal": self.legal,
            "rule": self.rule,
            "message": self.message,
            "details": self.details,
        }


def _check_arguments(
    legal: object,
    rule: object,
    details: object,
    message: object,
    messages: object,
    alternatives: object,
) -> None:
    """A `ValueError` naming the first argument of `Verdict` that is not what it must be."""
    if not isinstance(legal, bool):
        raise ValueError(f"a verdict's legal must be True or False, got {legal!r:.60}")
    if not isinstance(rule, str):
        raise ValueError(
            f"a verdict's rule must be a rule id such as 'attack.lead', got {rule!r:.60}"
        )
    if not isinstance(details, (dict, FromMove, Later)) and not callable(details):
        raise ValueError(f"a verdict's details must be a dict, got {details!r:.60}")
    if message is not None and not isinstance(message, str):
        raise ValueError(f"a verdict's message must be text or None, got {message!r:.60}")
    if messages is not None and not isinstance(messages, MessageTable):
        raise ValueError(f"messages must be a MessageTable or None, got {messages!r:.60}")
    if alternatives is not None and not isinstance(alternatives, tuple):
        raise ValueError(
            f"a verdict's alternatives must be a tuple of moves or None, got {alternatives!r:.60}"
        )


def _rebuild(
    legal: bool,
    rule: str,
    details: dict[str, Any],
    message: str,
    messages: MessageTable,
    alternatives: tuple[Any, ...],
    advice: str,
) -> Verdict:
    verdict = Verdict(legal, rule, details, message, messages, alternatives)
    verdict._advice = advice
    return verdict


class IllegalMove(ValueError):
    """Raised by ``play`` for a move the rules forbid. The game is left exactly as it was.

    ``verdict`` is the `Verdict`; the message is the verdict's message, which ends with what
    the player may do instead.
    """

    def __init__(self, verdict: object, move: object = None) -> None:
        if not isinstance(verdict, Verdict):
            raise ValueError(f"IllegalMove needs the Verdict of the move, got {verdict!r:.60}")
        super().__init__(verdict.message)
        self.verdict = verdict
        self.move = move

    def __reduce__(self) -> tuple[Any, ...]:
        # The verdict (which pickles without its game) and the move, not just the message:
        # an `IllegalMove` crosses a process pool whole.
        return (type(self), (self.verdict, self.move))


def render(rule: object, details: object) -> str:
    """Fill Durak's message template of `rule` with `details` (lists become "7, 9")."""
    if not isinstance(rule, str) or not isinstance(details, dict):
        raise ValueError(
            f"render needs a rule id and a dict of details, got {rule!r:.60} and {details!r:.60}"
        )
    return DURAK.verdict_text(rule, details)


__all__ = ["MESSAGES", "IllegalMove", "Verdict", "render"]
