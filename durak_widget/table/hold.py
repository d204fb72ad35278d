"""A table held still for everyone: nobody's move is played, the bots wait, and every viewer
reads why (``view.held``).

A notebook's pause stops the bots only (the learner may still move); a table others share
needs a state that holds every seat the same way: a classroom's table waits for its students,
is paused by the teacher, waits while a class quiz runs, or has ended with the lesson. The one
who holds the table (`Table.set_hold`) says the rule id a refused move gets and the words
every viewer reads; `Table.set_hold(None)` lets it play on.

>>> hold = Hold("table.paused", "Paused by the teacher.")
>>> hold.to_json("en", None)
{'rule': 'table.paused', 'text': 'Paused by the teacher.'}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .notes import Words, word


@dataclass(frozen=True)
class Hold:
    """Why a table is held: the `rule` id a move made meanwhile is refused with (such as
    ``"table.paused"``), the `words` every viewer reads (fixed text, or ``words(you,
    lang)``), and a `key` that tells two holds of the same rule apart (a count that changed:
    "1 of 2 seated", then "2 of 3")."""

    rule: str
    words: Words = field(compare=False)
    key: Any = None

    def text(self, lang: str, you: int | None = None) -> str:
        """The words as `you` reads them in `lang`."""
        return word(self.words, you, lang)

    def to_json(self, lang: str, you: int | None) -> dict[str, Any]:
        """``view.held``: ``{"rule", "text"}``."""
        return {"rule": self.rule, "text": self.text(lang, you)}
