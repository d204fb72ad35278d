"""Verdicts: the engine's judgement of a move, with the rule that decided it and its numbers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .messages import DURAK, MessageTable

MESSAGES: Mapping[str, str] = DURAK.rules
"""Durak's verdict templates by rule id (read-only; each game keeps its own `MessageTable`)."""


class Verdict:
    """Whether a move is legal, which rule decided it, and why, in words and in numbers.

    ``legal`` is a bool; ``rule`` a stable dotted id such as ``"beat.lower_same_suit"``;
    ``details`` a JSON-ready dict of the cards and numbers behind the decision; ``message`` one
    or two plain sentences for a learner (``str(verdict)`` is the message). The text comes from
    `messages`, the deciding game's `MessageTable` (Durak's when none is given), so it never
    depends on which modules happen to be imported.
    """

    __slots__ = ("_details", "_message", "legal", "messages", "rule")

    def __init__(
        self,
        legal: bool,
        rule: str,
        details: dict[str, Any] | Callable[[], dict[str, Any]],
        message: str | None = None,
        messages: MessageTable | None = None,
    ) -> None:
        self.legal = legal
        self.rule = rule
        # `details` may be a function that builds them: simulations judge millions of moves
        # and read few explanations, so the numbers and the message are made on first use.
        self._details = details
        self._message = message
        self.messages: MessageTable = messages if messages is not None else DURAK

    @property
    def details(self) -> dict[str, Any]:
        """The cards and numbers behind the decision (JSON-ready)."""
        details = self._details
        if callable(details):
            details = self._details = details()
        return details

    @property
    def message(self) -> str:
        """The explanation for a learner, with the numbers as digits."""
        if self._message is None:
            self._message = self.messages.verdict_text(self.rule, self.details)
        return self._message

    def __str__(self) -> str:
        return self.message

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

    def to_json(self) -> dict[str, Any]:
        """``{"legal", "rule", "message", "details"}``, ready for JSON."""
        return {
            "legal": self.legal,
            "rule": self.rule,
            "message": self.message,
            "details": self.details,
        }


class IllegalMove(ValueError):
    """Raised by ``play`` for a move the rules forbid. The game is left exactly as it was.

    ``verdict`` is the `Verdict`; the message is the verdict's message.
    """

    def __init__(self, verdict: Verdict, move: object = None) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict
        self.move = move


def render(rule: str, details: dict[str, Any]) -> str:
    """Fill Durak's message template of `rule` with `details` (lists become "7, 9")."""
    return DURAK.verdict_text(rule, details)
