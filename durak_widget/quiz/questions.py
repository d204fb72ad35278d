"""One quiz question and the engine's feedback on an answer.

A `Question` carries everything a table needs to show it (`game`, `kind`, `prompt`, `choices`,
`answer_by`, `cards`, `seat`, `move`) apart from its `answer`, which only `check` and Python
code read (`public` gives the display data without it).

A question is worded in one `language` (``"en"``, ``"ru"``, ``"es"``); `Question.in_language`
gives the same question in another: the same position, move and answer, the same choices in
the same order, only the words differ (a "choice" answer is the choice at the same index).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from ..engine.cards import Card
from ..engine.i18n import check_language
from .words import tr

__all__ = ["ANSWER_BY", "KINDS", "Feedback", "Question", "Texts"]

KINDS = ("legal", "why", "how_many", "next_attacker", "after_take", "which_beats")
"""The kinds of question, in the order a quiz mixes them."""

ANSWER_BY = {
    "legal": "yes_no",
    "why": "choice",
    "how_many": "number",
    "next_attacker": "choice",
    "after_take": "choice",
    "which_beats": "cards",
}
"""How the learner answers each kind: ``"yes_no"`` (a bool), ``"choice"`` (one of
``choices``), ``"number"`` (an int from 0) or ``"cards"`` (a set of card texts from ``cards``)."""


class Texts(NamedTuple):
    """A question's words in one language: its prompt, its choices (``None`` for a free
    answer), its answer (the choice at the same index as in every other language, else the
    same value) and the engine's explanation behind it."""

    prompt: str
    choices: tuple[str, ...] | None
    answer: Any
    why: str


Wording = Callable[[str], Texts]
"""How a question words itself in a language (see `Question.wording`)."""


@dataclass(frozen=True)
class Feedback:
    """The engine's judgement of one answer: ``correct``, and an ``explanation`` built from the
    engine's own verdict or event texts; ``rule`` is the rule or event id the question is
    about (for a summary of what to review)."""

    correct: bool
    explanation: str
    rule: str


@dataclass(frozen=True)
class Question:
    """A question about one real position.

    ``game`` is the position (a fresh copy per quiz); ``move`` the move asked about, or
    ``None``; ``kind`` one of `KINDS`; ``prompt`` the question text; ``choices`` a tuple of
    strings, or ``None`` for a free answer; ``answer_by`` how the learner answers (see
    `ANSWER_BY`); ``cards`` the card texts the learner picks from and ``target`` the card to
    beat (both for ``"which_beats"`` only); ``seat`` the seat whose hand the question looks
    at; ``rule`` the engine's rule or event id the question is about and ``rules`` every id it
    touches (a topic matches any of them); ``source`` where the position comes from.
    ``answer`` is the right answer (a bool, one of ``choices``, an int, or a frozenset of card
    texts); ``why`` the engine's text behind it. ``language`` is the language of ``prompt``,
    ``choices``, ``why`` and the feedback of `check`; ``wording`` words the question in any
    language (`Texts`), for `in_language` (``None`` for a question made by hand, which keeps
    its own words).
    """

    game: Any
    kind: str
    prompt: str
    choices: tuple[str, ...] | None
    answer: Any
    why: str
    rule: str
    rules: tuple[str, ...]
    source: str
    seat: int | None = None
    move: Any = None
    cards: tuple[str, ...] = ()
    target: str | None = None
    key: str = field(default="", compare=False)
    language: str = "en"
    wording: Wording | None = field(default=None, compare=False, repr=False)

    @classmethod
    def worded(cls, wording: Wording, language: str = "en", **fields: Any) -> Question:
        """A question whose prompt, choices, answer and explanation are ``wording(language)``;
        `fields` are the rest."""
        texts = wording(language)
        return cls(
            prompt=texts.prompt,
            choices=texts.choices,
            answer=texts.answer,
            why=texts.why,
            language=language,
            wording=wording,
            **fields,
        )

    def in_language(self, lang: str) -> Question:
        """The same question worded in `lang` (on the same position object); `ValueError`
        naming an unknown language. A question without a `wording` keeps its words and
        gives its feedback in `lang`."""
        check_language(lang)
        if lang == self.language:
            return self
        if self.wording is None:
            return replace(self, language=lang)
        texts = self.wording(lang)
        return replace(
            self,
            prompt=texts.prompt,
            choices=texts.choices,
            answer=texts.answer,
            why=texts.why,
            language=lang,
        )

    @property
    def answer_by(self) -> str:
        """How the learner answers: ``"yes_no"``, ``"choice"``, ``"number"`` or ``"cards"``."""
        return ANSWER_BY[self.kind]

    def topic_matches(self, topic: str) -> bool:
        """Whether `topic` (a rule-id prefix such as ``"beat"`` or a whole rule id) names one
        of this question's rules."""
        return any(rule == topic or rule.startswith(topic + ".") for rule in self.rules)

    def public(self) -> dict[str, Any]:
        """What a table shows before the answer, JSON-ready, with nothing that gives the
        answer away (no answer, no verdict, no rule id)."""
        return {
            "kind": self.kind,
            "prompt": self.prompt,
            "choices": list(self.choices) if self.choices is not None else None,
            "answer_by": self.answer_by,
            "cards": list(self.cards),
            "target": self.target,
            "seat": self.seat,
            "move": self.move.to_json() if self.move is not None else None,
        }

    def fresh(self) -> Question:
        """The same question on its own copy of the position."""
        return replace(self, game=self.game.copy())

    def check(self, answer: Any) -> Feedback:
        """Judge `answer`; the feedback is in the question's `language`. A wrong answer gives
        ``correct=False`` and never raises; a malformed one raises `ValueError` naming it: not
        a bool for ``"legal"``, not one of ``choices`` (in the question's language), not a
        whole number from 0 for ``"how_many"``, not a collection of card texts (or a text that
        is not a card) for ``"which_beats"``."""
        given = self._read(answer)
        correct = given == self.answer
        t = tr(self.language)
        if correct:
            head = t.gettext("Right.")
        else:
            shown = self._show(self.answer)
            head = t.gettext("Not quite: the answer is {answer}.").format(answer=shown)
        return Feedback(correct, f"{head} {self.why}", self.rule)

    def _read(self, answer: Any) -> Any:
        kind = self.kind
        if kind == "legal":
            if not isinstance(answer, bool):
                raise ValueError(
                    f"answer to a 'legal' question must be True or False, got {answer!r:.60}"
                )
            return answer
        if kind == "how_many":
            if not isinstance(answer, int) or isinstance(answer, bool) or answer < 0:
                raise ValueError(
                    f"answer to a 'how_many' question must be a whole number from 0, "
                    f"got {answer!r:.60}"
                )
            return answer
        if kind == "which_beats":
            return _card_set(answer)
        if not isinstance(answer, str) or self.choices is None or answer not in self.choices:
            offered = "; ".join(repr(c) for c in self.choices or ())
            raise ValueError(f"answer {answer!r:.80} is not one of the choices: {offered}")
        return answer

    def _show(self, answer: Any) -> str:
        t = tr(self.language)
        if isinstance(answer, bool):
            return t.gettext("yes, it is legal") if answer else t.gettext("no, it is not allowed")
        if isinstance(answer, frozenset):
            if not answer:
                return t.gettext("none of them")
            return ", ".join(sorted(answer, key=_card_order))
        if isinstance(answer, int):
            return f"{answer}"
        # Translators: a choice quoted in a sentence; use your language's quotation marks.
        return t.gettext("“{choice}”").format(choice=answer)


def _card_order(text: str) -> tuple[str, int]:
    card = Card.parse(text)
    return (card.suit, card.rank)


def _card_set(answer: Any) -> frozenset[str]:
    if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
        raise ValueError(
            "answer to a 'which_beats' question must be a set of card texts such as "
            f"{{'9♥', '10♠'}}, got {answer!r:.60}"
        )
    cards = set()
    for item in answer:
        if not isinstance(item, (str, Card)):
            raise ValueError(f"answer holds {item!r:.40}, which is not a card text such as '9♥'")
        try:
            cards.add(str(Card.parse(item)))
        except ValueError as error:
            raise ValueError(f"answer holds {item!r:.40}: {error}") from None
    return frozenset(cards)
