"""A quiz on real positions, checked by the engine.

>>> from durak_widget.quiz import Quiz
>>> quiz = Quiz(topic="beat", questions=3, seed=1)
>>> q = next(iter(quiz))
>>> q.check(q.answer).correct
True

Questions come from the bouts library (`durak_widget.bouts`) and a fixed set of seeded games
(see `durak_widget.quiz.pool`), of six kinds (`KINDS`): "legal" (is this move legal?), "why"
(choose the engine's reason), "how_many" (how many more attack cards may come?),
"next_attacker" (who attacks next?), "after_take" (what happens if the defender takes?) and
"which_beats" (which of your cards beat this one?). A topic is a rule-id prefix such as
``"attack"`` or ``"transfer"``, or a whole rule id (`topics` lists them).

`QuizSheet` asks a few of them in a notebook's cells (``ask(1)``, ``answer(1, False)``,
``score()``).

A quiz speaks one `language` (``"en"`` by default, ``"ru"``, ``"es"``): prompts, choices,
explanations and feedback, with the engine's reasons from its own catalogs. The same seed asks
the same questions in every language, with the choices in the same order; only the words
differ, and a choice is answered in the language it was asked in.

>>> ru = Quiz(topic="beat", questions=3, seed=1, language="ru")
>>> [q.key for q in ru] == [q.key for q in quiz]
True
>>> ru[0].check(ru[0].answer).explanation.startswith("Верно.")
True
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator, Sequence

from ..engine.i18n import check_language, language_or_current
from ..games import registered_games
from .pool import pool, pools, prepare
from .questions import ANSWER_BY, KINDS, LEVELS, Feedback, Question, Texts
from .sheet import QuizSheet
from .words import rule_set_name, summary, topic_name

__all__ = [
    "ANSWER_BY",
    "KINDS",
    "LEVELS",
    "Feedback",
    "Question",
    "Quiz",
    "QuizSheet",
    "Texts",
    "prepare",
    "question_counts",
    "topic_name",
    "topics",
]


def topics(game: str = "durak") -> tuple[str, ...]:
    """The topics of `game` that have questions: every rule-id prefix, sorted (``"attack"``,
    ``"beat"``, ...). A whole rule id such as ``"beat.wrong_suit"`` is a topic too."""
    return tuple(sorted({rule.split(".")[0] for q in pool(game) if q.rule_set for rule in q.rules}))


def question_counts(game: str | None = "durak") -> dict[str, dict[str, int]]:
    """How many distinct questions exist: topic -> kind -> count, and ``"all"`` -> the total
    per topic (a question counts under each topic its rules touch). `game` ``None`` counts
    every game."""
    questions = [q for qs in pools().values() for q in qs] if game is None else pool(game)
    counts: dict[str, Counter[str]] = {}
    for question in (q for q in questions if q.rule_set):  # the questions a quiz can ask
        for topic in {rule.split(".")[0] for rule in question.rules}:
            counts.setdefault(topic, Counter())[question.kind] += 1
    return {
        topic: {**dict(sorted(kinds.items())), "all": sum(kinds.values())}
        for topic, kinds in sorted(counts.items())
    }


def _topics(topic: object) -> tuple[str, ...] | None:
    """`topic` as a tuple of topics (``None``: every topic); `ValueError` for anything else
    than a topic or a list of topics."""
    if topic is None:
        return None
    if isinstance(topic, str):
        return (topic,)
    if isinstance(topic, (list, tuple)) and topic and all(isinstance(t, str) for t in topic):
        return tuple(topic)
    raise ValueError(f"topic must be a rule-id prefix, a list of them, or None, got {topic!r:.40}")


class Quiz(Sequence[Question]):
    """`questions` questions on `topic` (a topic, a list of topics, or ``None``: every topic),
    the kinds mixed in turn, all in one rule set: `rules` (a preset's name such as
    ``"podkidnoy"``; ``None``: podkidnoy when it has questions on the topic, else the rule
    set with most), at one `level` (``"beginner"``, ``"intermediate"``, ``"advanced"``;
    ``None``: every level). Every prompt whose answer depends on the rules names them.

    The same `seed` gives the same questions in the same order (``None``: a new draw each
    time). Each question has its own copy of its position. An unknown topic raises
    `ValueError` listing the topics; if the topic has fewer questions than asked, the quiz
    holds all of them. `game` picks the registered game the positions come from (Durak by
    default; ``"own_trumps"`` for Svoi Kozyri, whose questions are "legal", "why" and
    "which_beats").

    `language` (``"en"``, ``"ru"``, ``"es"``; an unknown one raises `ValueError` naming it;
    ``None``: the one `durak_widget.set_language` set, English by default) is the language
    of every question's prompt, choices, explanation and feedback (`Question.language`); the
    questions, their order and their answers do not depend on it.
    `in_language` gives the same quiz in another language.
    """

    def __init__(
        self,
        topic: str | Sequence[str] | None = None,
        questions: int = 10,
        seed: int | None = None,
        game: str = "durak",
        language: str | None = None,
        rules: str | None = None,
        level: str | None = None,
    ):
        language = language_or_current(language)
        self.check_arguments(topic, questions, game)
        wanted = _topics(topic)
        everything = [q for q in pool(game) if q.rule_set]
        found = [q for q in everything if wanted is None or any(map(q.topic_matches, wanted))]
        if not found:
            raise ValueError(
                f"no quiz topic {topic!r:.60}: expected one of {', '.join(topics(game))}"
            )
        if level is not None:
            if level not in LEVELS:
                raise ValueError(f"level must be one of {', '.join(LEVELS)}, got {level!r:.40}")
            found = [q for q in found if q.level == level]
            if not found:
                raise ValueError(f"no {level} questions on {topic!r:.60}")
        sets = Counter(q.rule_set for q in found)
        if rules is None:
            rules = "podkidnoy" if "podkidnoy" in sets else sets.most_common(1)[0][0]
        elif rules not in sets:
            raise ValueError(
                f"no questions in the rules {rules!r:.40} on {topic!r:.60}: expected one of "
                + ", ".join(sorted(sets))
            )
        found = [q for q in found if q.rule_set == rules]
        self.game = game
        self.topic = topic
        self.seed = seed
        self.language = language
        self.rules = rules
        """The one rule set every question is asked in (a preset's name, or the game's)."""
        self.level = level
        rng = random.Random(seed)
        # Kinds in turn, and within a kind every rule as likely as any other, so that a
        # rule met in every position (no transfers in these rules) does not crowd the rest.
        by_kind: dict[str, dict[str, list[Question]]] = {}
        for question in found:
            by_kind.setdefault(question.kind, {}).setdefault(question.rule, []).append(question)
        order = [k for k in KINDS if k in by_kind]
        rng.shuffle(order)
        chosen: list[Question] = []
        while len(chosen) < questions and by_kind:
            for kind in order:
                by_rule = by_kind.get(kind)
                if not by_rule or len(chosen) >= questions:
                    continue
                rule = rng.choice(sorted(by_rule))
                group = by_rule[rule]
                chosen.append(group.pop(rng.randrange(len(group))))
                if not group:
                    del by_rule[rule]
                if not by_rule:
                    del by_kind[kind]
        self._questions = tuple(q.fresh().in_language(language) for q in chosen)

    @staticmethod
    def check_arguments(topic: object, questions: object, game: object) -> None:
        """Check what can be checked before the question pools are built: `questions` a
        whole number from 1, `topic` a topic, a list of them or ``None``, `game` a registered
        game (a `ValueError` naming the input otherwise). An unknown topic, rule set or level
        is found once the pools are built."""
        if not isinstance(questions, int) or isinstance(questions, bool) or questions < 1:
            raise ValueError(f"questions must be a whole number from 1, got {questions!r:.40}")
        _topics(topic)
        names = [adapter.name for adapter in registered_games()]
        if game not in names:
            raise ValueError(f"no quiz for game {game!r:.40}: expected one of {', '.join(names)}")

    def in_language(self, lang: str) -> Quiz:
        """The same quiz (the same positions, each question on the same position object as
        here) worded in `lang`; `ValueError` naming an unknown language."""
        check_language(lang)
        if lang == self.language:
            return self
        other = copy.copy(self)
        other.language = lang
        other._questions = tuple(q.in_language(lang) for q in self._questions)
        return other

    def __iter__(self) -> Iterator[Question]:
        return iter(self._questions)

    def __len__(self) -> int:
        return len(self._questions)

    def __getitem__(self, index: int) -> Question:  # type: ignore[override]
        return self._questions[index]

    def __repr__(self) -> str:
        language = f", language={self.language!r}" if self.language != "en" else ""
        level = f", level={self.level!r}" if self.level is not None else ""
        return (
            f"Quiz(topic={self.topic!r}, questions={len(self)}, seed={self.seed!r}, "
            f"game={self.game!r}, rules={self.rules!r}{level}{language})"
        )

    def rules_in(self, lang: str) -> str:
        """The name of the quiz's rule set in `lang` ("Podkidnoy", "Подкидной")."""
        return rule_set_name(self.rules, lang)

    @staticmethod
    def summary(feedback: Sequence[Feedback], language: str = "en") -> str:
        """The score and what to review, in words: ``"Score: 7 of 10. Worth another look:
        which card beats which (2 missed) and transferring the attack (1 missed)."`` from the
        `Feedback` of each answered question, in `language`."""
        return summary(((f.correct, f.rule) for f in feedback), language)
