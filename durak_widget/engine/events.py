"""Events: what a move caused once it was played (a bout ended, cards were drawn, a player went
out, the game ended), as values like verdicts, read from ``game.last_events``."""

from __future__ import annotations

from typing import Any

from .messages import DURAK, MessageTable


class Event:
    """One consequence of a move. ``rule`` is a stable dotted id such as ``"draw.order"``;
    ``details`` a JSON-ready dict of its numbers; ``message`` a sentence for a learner
    (``str(event)`` is the message). Two events are equal when their rule and details are.

    >>> e = Event("player.out", {"seat": 1}, "P1 is out.")
    >>> str(e), e.to_json()["details"]
    ('P1 is out.', {'seat': 1})
    """

    __slots__ = ("details", "message", "rule")

    rule: str
    details: dict[str, Any]
    message: str

    def __init__(
        self,
        rule: object,
        details: object,
        message: object = None,
        messages: object = None,
    ) -> None:
        # Checked here, typed ``object``: see `durak_widget.engine.checks`.
        if not isinstance(rule, str):
            raise ValueError(f"an event's rule must be text such as 'draw.order', got {rule!r:.60}")
        if not isinstance(details, dict):
            raise ValueError(f"an event's details must be a dict, got {details!r:.60}")
        if message is not None and not isinstance(message, str):
            raise ValueError(f"an event's message must be text or None, got {message!r:.60}")
        if messages is not None and not isinstance(messages, MessageTable):
            raise ValueError(f"messages must be a MessageTable or None, got {messages!r:.60}")
        self.rule = rule
        self.details = details
        if message is None:
            message = (messages if messages is not None else DURAK).event_text(rule, details)
        self.message = message

    def message_in(self, lang: object) -> str:
        """The message in language `lang` (``"en"``, ``"ru"``, ``"es"``: see
        `durak_widget.engine.i18n`); ``"en"`` is `message`. A `ValueError` names an unknown
        language and the known ones."""
        from .i18n import event_message

        return event_message(self, lang)

    def __str__(self) -> str:
        """The message in the language `durak_widget.set_language` set (English by default),
        as a notebook prints it."""
        from .i18n import current_language, event_message

        language = current_language()
        return self.message if language == "en" else event_message(self, language)

    def __reduce__(self) -> tuple[type[Event], tuple[str, dict[str, Any], str]]:
        return (Event, (self.rule, self.details, self.message))

    def __repr__(self) -> str:
        return f"Event(rule={self.rule!r}, details={self.details!r}, message={self.message!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.rule, self.details) == (other.rule, other.details)

    __hash__ = None  # type: ignore[assignment]  # details is a dict

    def to_json(self) -> dict[str, Any]:
        """``{"rule", "message", "details"}``, ready for JSON."""
        return {"rule": self.rule, "message": self.message, "details": self.details}


__all__ = ["Event"]
