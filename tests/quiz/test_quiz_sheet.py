"""A quiz answered in a notebook's cells (`QuizSheet`, notebook 01's first quiz): each answer
cell names its question, so running it again checks its own; nothing is scored before an
answer; answers are read in either case; the end gives the score once, a review in words and
another round."""

from __future__ import annotations

import re

import pytest

from durak_widget.quiz import QuizSheet


@pytest.fixture
def sheet() -> QuizSheet:
    return QuizSheet(topic="beat", kinds=("legal", "which_beats", "why"), seed=11, show=False)


def wrong(question):
    if question.answer_by == "yes_no":
        return not question.answer
    if question.answer_by == "cards":
        return set(question.cards) - set(question.answer)
    return next(c for c in question.choices if c != question.answer)


def test_each_answer_cell_checks_its_own_question(sheet, capsys):
    kinds = [q.kind for q in sheet.questions]
    assert kinds == ["legal", "which_beats", "why"]
    assert len({q.source for q in sheet.questions}) == 3
    for number in (1, 2, 3):
        sheet.ask(number)
    capsys.readouterr()
    # question 3 was asked last; the learner re-runs answer cell 1 with a changed answer
    first = sheet.question(1)
    sheet.answer(1, wrong(first))
    assert sheet.results == {1: False}
    sheet.answer(1, first.answer)
    assert sheet.results == {1: True}
    printed = capsys.readouterr().out
    assert first.why in printed and "not one of the choices" not in printed
    # a question may be named by the object `ask` shows, too
    sheet.answer(sheet.question(2), sheet.question(2).answer)
    assert sheet.results == {1: True, 2: True}


def test_nothing_is_scored_before_an_answer(sheet, capsys):
    sheet.score()
    assert capsys.readouterr().out.strip() == (
        "No answers yet: answer the questions above, then run this cell again."
    )
    for number in (1, 2, 3):  # a fresh notebook's answer cells hold the placeholder
        sheet.answer(number, ...)
    said = capsys.readouterr().out
    assert sheet.results == {} and "waits for your answer" in said
    assert "True or False" in said and "a set of cards" in said and "a letter" in said
    sheet.score()
    assert "No answers yet" in capsys.readouterr().out
    sheet.answer(2, set())
    sheet.score()
    assert re.search(
        r"So far [01] of 1 answer is right\. Questions 1, 3 still wait", capsys.readouterr().out
    )


def test_answers_are_read_in_either_case(sheet):
    why = sheet.question(3)
    right = "abc"[why.choices.index(why.answer)]
    sheet.answer(3, right.upper())
    assert sheet.results[3] is True
    sheet.answer(3, why.answer.upper())  # the choice's own text, in any case
    assert sheet.results[3] is True
    legal = sheet.question(1)
    sheet.answer(1, "Yes" if legal.answer else "NO")
    assert sheet.results[1] is True
    beats = sheet.question(2)
    sheet.answer(2, {card.lower() for card in beats.answer})
    assert sheet.results[2] is True
    with pytest.raises(ValueError, match="not one of the letters a, b, c"):
        sheet.answer(3, "z")
    with pytest.raises(ValueError, match="question must be a number from 1 to 3, got 4"):
        sheet.answer(4, True)


def test_the_end_scores_once_reviews_in_words_and_offers_another_round(sheet, capsys):
    sheet.answer(1, sheet.question(1).answer)
    sheet.answer(2, wrong(sheet.question(2)))
    sheet.answer(3, sheet.question(3).answer)
    capsys.readouterr()
    sheet.score()
    said = capsys.readouterr().out.strip()
    assert said.startswith("You answered 2 of 3 questions right. Worth another look: ")
    assert len(re.findall(r"\b2 of 3\b", said)) == 1  # the score once
    assert "(1 missed)" in said and "new_round()" in said
    assert not re.search(r"\b(attack|beat|roles|take)\s\(\d+\)", said)  # no raw topic keys
    before = [q.key for q in sheet.questions]
    sheet.new_round()
    assert "Round 2: 3 new questions" in capsys.readouterr().out
    assert sheet.results == {} and [q.key for q in sheet.questions] != before
    assert [q.kind for q in sheet.questions] == ["legal", "which_beats", "why"]


def test_prompts_name_seats_by_number_or_role_never_a_bot():
    for seed in range(6):
        sheet = QuizSheet(topic="beat", seed=seed, show=False)
        for number in (1, 2, 3):
            text = sheet.asking_text(number)
            assert "Bot" not in text, text
            assert re.search(r"\bP\d\b|\byou\b|\bYou\b", text), text


def test_a_sheet_speaks_its_language(capsys):
    ru = QuizSheet(topic="beat", seed=11, language="ru", show=False)
    ru.score()
    ru.answer(1, ...)
    said = capsys.readouterr().out
    assert "Ответов пока нет" in said and "ждёт вашего ответа" in said
    assert "answer" not in said.replace("answer(", "")
