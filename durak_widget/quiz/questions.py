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
from .words import rule_set_name, tr

__all__ = ["ANSWER_BY", "HIDES", "KINDS", "LEVELS", "Feedback", "Question", "Texts", "sentence"]

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

LEVELS = ("beginner", "intermediate", "advanced")
"""The levels of a question, easiest first (see `durak_widget.quiz.levels`)."""

RULES_FREE = frozenset({"which_beats"})
"""Kinds whose answer does not depend on the rule set (a card beats another the same way in
every preset); every other prompt names the rule set."""

HIDES = {
    "legal": ("panel.status",),
    "why": ("panel.status",),
    "how_many": ("panel.attack_limit", "panel.limit_text", "panel.status"),
}
"""What each kind hides of the table's view while the question is open (dotted paths into the
view): the panel's status line lists the cards that may still be thrown in, and its limit line
is the answer to a "how many" question."""


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
    its own words). ``rule_set`` names the rules the position is played by (a preset such as
    ``"podkidnoy"``, or the game); ``level`` is one of `LEVELS`; ``distractors`` the keys of
    the beginner misconceptions its wrong choices come from (`durak_widget.quiz.misconceptions`),
    and ``misled_by`` the same for each of ``choices`` in turn (``""`` for the right one): the
    feedback on a wrong choice explains its misconception in a sentence.
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
    rule_set: str = ""
    level: str = "beginner"
    distractors: tuple[str, ...] = ()
    misled_by: tuple[str, ...] = ()

    @classmethod
    def worded(cls, wording: Wording, language: str = "en", **fields: Any) -> Question:
        """A question whose prompt, choices, answer and explanation are ``wording(language)``
        (the prompt naming the rule set where the answer depends on it); `fields` are the
        rest."""
        texts = wording(language)
        return cls(
            prompt=_prompt(texts.prompt, fields["kind"], fields.get("rule_set", ""), language),
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
            prompt=_prompt(texts.prompt, self.kind, self.rule_set, lang),
            choices=texts.choices,
            answer=texts.answer,
            why=texts.why,
            language=lang,
        )

    @property
    def answer_by(self) -> str:
        """How the learner answers: ``"yes_no"``, ``"choice"``, ``"number"`` or ``"cards"``."""
        return ANSWER_BY[self.kind]

    @property
    def hides(self) -> tuple[str, ...]:
        """The parts of a table's view that would give this question's answer away, as dotted
        paths (``"panel.limit_text"``): the table blanks them while the question is open."""
        return HIDES.get(self.kind, ())

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
            "rules": rule_set_name(self.rule_set, self.language) if self.rule_set else None,
            "level": self.level,
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
        why = sentence(self.why)
        if correct:
            right = t.gettext("Right.")
            return Feedback(True, f"{right} {why}", self.rule)
        not_quite = t.gettext("Not quite.")
        shown = self._show(self.answer)
        the_answer = sentence(t.gettext("The answer is {answer}.").format(answer=shown))
        said = [not_quite, the_answer]
        if self.why != self.answer:  # the right choice explains itself: said once
            said.append(why)
        belief = self._misled(given)
        if belief:
            said.append(belief)
        return Feedback(False, " ".join(said), self.rule)

    def _misled(self, given: Any) -> str:
        """The sentence that explains the misconception behind the wrong choice `given`, in
        the question's language (``""`` when none is recorded)."""
        if not self.misled_by or self.choices is None or given not in self.choices:
            return ""
        key = self.misled_by[self.choices.index(given)]
        if not key:
            return ""
        from .misconceptions import explanation

        return explanation(key, self.language)

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
        # The choice's own full stop goes: the sentence around the quote ends it.
        return t.gettext("“{choice}”").format(choice=str(answer).rstrip("."))


def sentence(text: str) -> str:
    """`text` as a sentence: its first letter in capitals and a full stop at the end."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def _prompt(prompt: str, kind: str, rule_set: str, lang: str) -> str:
    """`prompt` naming the rule set first, where the answer depends on it."""
    if not rule_set or kind in RULES_FREE:
        return prompt
    # Translators: a quiz prompt after the name of the rules it is asked in ("Podkidnoy: ...").
    text = tr(lang).gettext("{rules}: {prompt}")
    return text.format(rules=rule_set_name(rule_set, lang), prompt=prompt)


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
