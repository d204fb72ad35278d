"""The truth gate for quizzes: every question of the pool has exactly one right answer by the
engine, and no wrong choice is a false statement of a rule: each is a wrong answer about its
position, built from a documented beginner misconception (`durak_widget.quiz.misconceptions`)."""

import dataclasses

import pytest
from truth_gate import false_rule_statements, question_problems

from durak_widget import Game, Move
from durak_widget.quiz.misconceptions import MISCONCEPTIONS, misconception
from durak_widget.quiz.pool import pool


@pytest.mark.parametrize("game", ["durak", "own_trumps"])
def test_every_question_has_one_right_answer_and_honest_wrong_choices(game):
    problems = []
    for question in pool(game):
        for problem in question_problems(question):
            problems.append(f"{question.source}: {question.prompt}: {problem}")
    assert problems == []


def test_every_misconception_names_its_source_and_what_the_rules_say():
    assert len({m.key for m in MISCONCEPTIONS}) == len(MISCONCEPTIONS) >= 8
    for found in MISCONCEPTIONS:
        assert found.belief and found.truth and found.belief != found.truth
        assert any(name in found.source for name in ("Wikipedia", "pagat", "Spanish", "Svoi"))
        assert "'" in found.source  # the source's own words, quoted
    used = {key for game in ("durak", "own_trumps") for q in pool(game) for key in q.distractors}
    assert used == {m.key for m in MISCONCEPTIONS}  # each one is asked somewhere
    with pytest.raises(ValueError, match="no misconception 'nonsense'"):
        misconception("nonsense")


def _why_question():
    return next(q for q in pool() if q.kind == "why" and len(q.choices) == 4)


def test_a_planted_false_rule_among_the_choices_is_caught():
    question = _why_question()
    wrong = "K♠ cannot beat 7♠: a card of the same suit must be higher (a king is lower than a 7)."
    choices = (
        (*question.choices[:-1], wrong)
        if question.choices[-1] != question.answer
        else (
            wrong,
            *question.choices[1:],
        )
    )
    planted = dataclasses.replace(question, choices=choices)
    assert any(
        "false rule" in p and "a king is lower than a 7" in p for p in question_problems(planted)
    )


def test_a_planted_second_right_answer_and_an_unsourced_choice_are_caught():
    question = _why_question()
    first_wrong = next(c for c in question.choices if c != question.answer)
    doubled = dataclasses.replace(
        question,
        choices=tuple(question.answer if c == first_wrong else c for c in question.choices),
    )
    assert any("appears 2 times" in p for p in question_problems(doubled))
    unsourced = dataclasses.replace(question, distractors=("made_up",) * 3)
    assert any("not from the misconceptions" in p for p in question_problems(unsourced))


def test_a_planted_wrong_legal_answer_is_caught():
    question = next(q for q in pool() if q.kind == "legal")
    planted = dataclasses.replace(question, answer=not question.answer)
    assert any("is not the engine's" in p for p in question_problems(planted))


def test_the_false_rule_reader_knows_true_from_false():
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="C")
    game.play(Move.attack(0, "7S"))
    assert false_rule_statements("7♦ is a trump (clubs)", game) == ["7♦ is a trump (clubs)"]
    assert false_rule_statements("(an 8 is lower than an 8)", game)
    assert false_rule_statements("(a 6 is lower than a 7)", game) == []
    assert false_rule_statements("at most 5 attack cards may be played in a bout", game)
    assert false_rule_statements("at most 6 attack cards may be played in a bout", game) == []


def test_a_wrong_choice_true_of_the_position_is_caught_and_never_built():
    # P1 has said take, then tries to beat 9♠ with 7♥: the engine names the take first, and
    # "7♥ cannot beat 9♠: a card of the same suit must be higher" is true as well (7♥ cannot
    # beat 9♠ at all): a second true reason, never offered as a wrong answer
    from durak_widget.quiz.misconceptions import wrong_reasons

    game = Game.from_position([["9S", "KD"], ["7H", "8C", "QD"]], trump="C")
    game.play(Move.attack(0, "9S"))
    game.play(Move.take(1))
    move = Move.defend(1, "7H", "9S")
    verdict = game.explain(move)
    assert not verdict.legal and verdict.rule != "beat.lower_same_suit"
    built = [rule for _, rule, _ in wrong_reasons(game, move, verdict)]
    assert "beat.lower_same_suit" not in built
    question = _why_question()
    planted = dataclasses.replace(
        question,
        game=game,
        move=move,
        answer=verdict.reason,
        choices=(
            verdict.reason,
            "7♥ cannot beat 9♠: a card of the same suit must be higher (a 7 is lower than a 9).",
            *question.choices[2:],
        ),
    )
    assert any("true of the position (7♥ cannot beat 9♠)" in p for p in question_problems(planted))
    # a trump lower in rank does beat: there the same words are a wrong answer
    trumped = Game.from_position([["9S", "KD"], ["7C", "8C", "QD"]], trump="C")
    trumped.play(Move.attack(0, "9S"))
    trumped.play(Move.take(1))
    beats = Move.defend(1, "7C", "9S")
    assert "beat.lower_same_suit" in [
        r for _, r, _ in wrong_reasons(trumped, beats, trumped.explain(beats))
    ]


def test_a_planted_self_contradicting_choice_is_caught():
    # what the pool used to offer (issue 39): a "what happens if P1 takes" choice in which P1
    # beats off the attack, and a "why" choice that lists the card's own rank among the ranks
    # that may be added
    question = next(q for q in pool() if q.kind == "after_take")
    who = question.game.names[question.game.defender]
    wrong = f"{who} beat off the attack: the card go to the discard."
    planted = dataclasses.replace(
        question, choices=tuple(wrong if c != question.answer else c for c in question.choices)
    )
    assert any("yet beats off the attack" in p for p in question_problems(planted))
    why = _why_question()
    refuting = "P1 cannot throw in 9♦: only ranks already on the table can be added (6, 7, 9)."
    first_wrong = next(c for c in why.choices if c != why.answer)
    planted = dataclasses.replace(
        why, choices=tuple(refuting if c == first_wrong else c for c in why.choices)
    )
    assert any("9 is among the ranks it lists" in p for p in question_problems(planted))
