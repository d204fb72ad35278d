"""A quiz tests what was taught: one rule set, named in its prompts and on the table; levels;
the seats' own names; feedback in one clean sentence; nothing on the table that gives the
answer away."""

import re

import pytest

from durak_widget import DurakWidget, Game, Move, bouts
from durak_widget.quiz import LEVELS, Quiz
from durak_widget.quiz.playout import next_attacker_questions
from durak_widget.quiz.pool import pool


def test_a_quiz_asks_in_one_rule_set_and_names_it_where_it_matters():
    for quiz in (Quiz(questions=12, seed=1), Quiz(questions=12, seed=4, rules="classic")):
        sets = {q.rule_set for q in quiz}
        assert sets == {quiz.rules}
        name = quiz.rules_in("en")
        for q in quiz:
            assert q.prompt.startswith(f"{name}: ") == (q.kind != "which_beats"), q.prompt


def test_the_default_quiz_is_podkidnoy_and_the_first_lesson_asks_only_what_it_taught():
    assert Quiz(questions=6, seed=1).rules == "podkidnoy"
    lesson = Quiz(questions=6, seed=1, rules="podkidnoy", level="beginner")
    for q in lesson:
        assert q.rule_set == "podkidnoy" and q.level == "beginner"
        assert q.kind in ("legal", "which_beats")
        assert not any(r.startswith(("transfer", "exchange")) for r in q.rules)
        assert "transfer" not in q.prompt and "exchange" not in q.prompt


def test_a_topic_about_transfers_is_asked_in_perevodnoy():
    quiz = Quiz(topic="transfer", questions=4, seed=2)
    assert quiz.rules == "perevodnoy" and all(q.rule_set == "perevodnoy" for q in quiz)
    assert all(q.prompt.startswith("Perevodnoy: ") for q in quiz)


def test_topics_may_be_listed_and_levels_chosen():
    quiz = Quiz(topic=["beat", "take"], questions=8, seed=3, level="intermediate")
    assert all(q.level == "intermediate" for q in quiz)
    assert all(q.topic_matches("beat") or q.topic_matches("take") for q in quiz)
    assert {q.level for q in pool()} == set(LEVELS)
    with pytest.raises(ValueError, match="level must be one of beginner, intermediate, advanced"):
        Quiz(level="expert")
    with pytest.raises(ValueError, match="no questions in the rules 'podkidnoy' on 'transfer'"):
        Quiz(topic="transfer", rules="podkidnoy")
    with pytest.raises(ValueError, match="topic must be"):
        Quiz(topic=[1, 2])


def test_prompts_and_choices_name_the_players_as_the_seats_do():
    game = Game.from_position(
        [["7S", "9S"], ["8S", "KH"], ["10S", "QH"]], trump="H", names=["Ann", "Bob", "Cid"]
    )
    game.play(Move.attack(0, "7S"))
    questions = list(next_attacker_questions(game, "test", "names"))
    assert questions
    for q in questions:
        assert "Bob" in q.prompt and "P1" not in q.prompt
        assert set(q.choices) == {"Ann", "Bob", "Cid"} and q.answer in q.choices
    # the pool's positions call their seats P0, P1, ... whatever a bout named them (the whole
    # game's SimpleBot and StrongBot): a prompt names a seat by number or role, never a bot
    bouts_named = {"whole_game"}
    assert all(any("Bot" in name for name in bouts.load(b).start().names) for b in bouts_named)
    for q in pool():
        assert all(re.fullmatch(r"P\d", name) for name in q.game.names), q.source
        texts = [q.prompt, *(q.choices or ()), q.why]
        assert not any("Bot" in text for text in texts), (q.source, texts)
        mover = q.seat if q.seat is not None else None
        if mover is not None and q.kind in ("legal", "why", "which_beats"):
            assert q.game.names[mover] in q.prompt, q.prompt


_SENTENCE = re.compile(r"^(Right|Not quite)\. [A-Z0-9♠♥♦♣]")


def test_feedback_explains_in_one_clean_sentence():
    quiz = Quiz(questions=40, seed=9)
    for q in quiz:
        wrong_answer = _wrong(q)
        for given in (q.answer, wrong_answer):
            text = q.check(given).explanation
            assert _SENTENCE.match(text), text
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if s]
            assert len(sentences) == len(set(sentences)), text  # no sentence said twice
            assert "You may instead" not in text and "The engine says" not in text


def _wrong(q):
    if isinstance(q.answer, bool):
        return not q.answer
    if isinstance(q.answer, int):
        return q.answer + 1
    if isinstance(q.answer, frozenset):
        return q.answer ^ {q.cards[0]}
    return next(c for c in q.choices if c != q.answer)


def test_the_quiz_table_names_the_rules_and_hides_the_limit_of_a_how_many_question():
    quiz = Quiz(questions=30, seed=3)
    number = next(i for i, q in enumerate(quiz) if q.kind == "how_many")
    w = DurakWidget.quiz(questions=30, seed=3)
    for _ in range(number):
        w.answer(w.question.answer)
        w.next_question()
    question = w.question
    assert question.kind == "how_many"
    view = w.view
    assert view["quiz"]["rules"] == "Podkidnoy"
    panel = view["panel"]
    assert panel["attack_limit"] is None and panel["limit_text"] is None
    assert str(question.answer + len(question.game.table)) not in str(panel.get("status"))
    w.answer(question.answer)
    assert w.view["panel"]["limit_text"]  # shown again once answered
