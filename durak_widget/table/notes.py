"""What a table says: the narration every viewer reads, and each viewer's own notes.

The narration is kept as *words*, not text: a sentence is either fixed text or a function of
the seat that reads it as "you" and the language (``words(you, lang)``), so every viewer
reads it in its own language and from its own seat ("You attack 7♠" for the attacker, "P0
attacks 7♠" for the others). What one viewer did (a refused move, an explained one, an error,
a hint, the coach's comment on its move) stays in that viewer's `ViewerNotes`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Words = str | Callable[[int | None, str], str]
"""A sentence to say: fixed text, or ``words(you, lang)``."""

KEPT = 6
"""How many sentences the narration keeps when bot moves answer in one update."""


def word(words: Words, you: int | None, lang: str) -> str:
    """`words` as `you` reads them in `lang`."""
    return words if isinstance(words, str) else words(you, lang)


class Narration:
    """The table's narration: the last sentences said, worded per reader, each reading
    cached."""

    def __init__(self) -> None:
        self._said: list[Words] = []
        self._cache: dict[tuple[int | None, str], str | None] = {}
        self.count = 0
        """How many times something was said (a viewer's own note newer than it wins)."""

    def say(self, words: Words, more: bool = False) -> None:
        """Say `words`; `more` adds them to what was said (bot moves that answer in one
        update), keeping the last `KEPT` sentences."""
        self._said = [*self._said[-(KEPT - 1) :], words] if more else [words]
        self._cache = {}
        self.count += 1

    def clear(self) -> None:
        """Say nothing (a language switch drops sentences said in the old one)."""
        self._said = []
        self._cache = {}
        self.count += 1

    def text(self, you: int | None, lang: str) -> str | None:
        """The narration as `you` reads it in `lang`, or ``None`` when nothing was said."""
        key = (you, lang)
        if key not in self._cache:
            self._cache[key] = " ".join(word(w, you, lang) for w in self._said) or None
        return self._cache[key]


@dataclass
class ViewerNotes:
    """One viewer's own notes: its last verdict (shown until the position changes), its
    error, what it was told last (when newer than the narration), its hint and the coach's
    comment on its move."""

    verdict: Any = None
    verdict_at: int = -1
    """The position version the verdict belongs to (shown only while it is current)."""
    error: str | None = None
    told: Words | None = None
    told_at: int = -1
    """The narration count when the viewer was told (`told` wins while nothing newer)."""
    hint: tuple[int, list[str]] | None = None
    coach: dict | None = None
    """The coach's comment on the viewer's last move (``{"pending": True, ...}`` while it is
    being computed)."""
    coach_ticket: Any = None
    """The thinker's ticket of a comment still being computed (cancelled by the next move)."""
