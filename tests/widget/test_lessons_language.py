"""The quiz table, replays, guess-the-move lessons and the projector's commentary in the table's
language (`DurakWidget(language=...)`), and again in another one after a switch."""

import re

import pytest

from durak_widget import DurakWidget, Move
from durak_widget.quiz import Quiz

ENGLISH = re.compile(
    r"\b(the|is|are|and|you|your|of|to|with|beats?|takes?|attacks?|cannot|cards?|legal|"
    r"moves?|engine|which|what|who|bout|right|not|quite|answer|suppose|defends?|trumps?|may|"
    r"more|done|none|draws?|pile|only|must|would|review|score|question|start|guess|record|"
    r"lesson|reason|yes)\b",
    re.IGNORECASE,
)


def english(texts):
    """The texts among `texts` that hold a common English word."""
    return [text for text in texts if text and ENGLISH.search(text)]


def send(w, message):
    w._handle_custom_msg(message, [])
    return w.view


def wrong(question):
    answer = question.answer
    if isinstance(answer, bool):
        return not answer
    if isinstance(answer, int):
        return answer + 1
    if isinstance(answer, frozenset):
        return sorted(answer ^ {question.cards[0]})
    return next(c for c in question.choices if c != answer)


def as_message(answer):
    return sorted(answer) if isinstance(answer, frozenset) else answer


# ------------------------------------------------------------------ the quiz table


def test_the_quiz_table_asks_and_answers_in_russian():
    w = DurakWidget.quiz(questions=6, seed=3, language="ru")
    english_quiz = Quiz(questions=6, seed=3)
    assert w.language == "ru"
    for number, en in enumerate(english_quiz, start=1):
        shown = w.view["quiz"]
        question = w.question
        assert question.language == "ru" and question.key == en.key
        assert shown["prompt"] == question.prompt != en.prompt
        assert w.view["narration"] == f"Вопрос {number} из 6: {question.prompt}"
        if en.choices is not None:
            assert shown["choices"] == list(question.choices)
            assert question.choices.index(question.answer) == en.choices.index(en.answer)
        given = wrong(question) if number % 2 else as_message(question.answer)
        view = send(w, {"type": "answer", "value": given})
        feedback = view["quiz"]["feedback"]
        assert feedback["correct"] is (number % 2 == 0)
        head = "Верно." if feedback["correct"] else "Не совсем. Правильный ответ — "
        assert feedback["explanation"].startswith(head)
        texts = [shown["prompt"], *(shown["choices"] or ()), feedback["explanation"]]
        assert english(texts) == []
        if number < 6:
            assert view["narration"].endswith(f"Счёт: {number // 2} из {number}.")
            send(w, {"type": "quiz_next"})
    summary = w.quiz_score["summary"]
    assert summary.startswith("Счёт: 3 из 6. Стоит повторить: ") and english([summary]) == []
    assert w.view["narration"].endswith(f"Викторина окончена. {summary}")


def test_a_language_switch_rewords_the_question_and_its_feedback():
    w = DurakWidget.quiz(topic="beat", questions=6, seed=2, language="ru")
    number = next(i for i, q in enumerate(w.session.quiz.quiz) if q.kind == "why")
    for _ in range(number):
        w.answer(w.question.answer)
        w.next_question()
    russian = w.question
    answer_ru = next(c for c in russian.choices if c != russian.answer)
    w.language = "es"
    spanish = w.question
    assert spanish.language == "es" and spanish.key == russian.key
    assert w.view["quiz"]["prompt"] == spanish.prompt and "¿Por qué?" in spanish.prompt
    # a click sent in Russian just before the switch still counts, as the same choice
    view = send(w, {"type": "answer", "value": answer_ru})
    index = russian.choices.index(answer_ru)
    feedback = view["quiz"]["feedback"]
    assert feedback["given"] == spanish.choices[index] and feedback["correct"] is False
    assert feedback["explanation"].startswith("No exactamente. La respuesta es «")
    w.language = "en"
    feedback = w.view["quiz"]["feedback"]
    assert feedback["given"] == w.question.choices[index]
    assert feedback["explanation"].startswith("Not quite. The answer is “")


def test_an_english_quiz_table_reads_as_before():
    w = DurakWidget.quiz(questions=2, seed=3)
    question = Quiz(questions=2, seed=3)[0]
    assert (w.question.key, w.question.prompt) == (question.key, question.prompt)
    assert w.question.language == "en"
    assert w.view["narration"] == f"Question 1 of 2: {w.question.prompt}"


# ------------------------------------------------------------------ replays and lessons


def test_replay_narration_and_status_in_spanish():
    w = DurakWidget.replay("transfer_back", language="es")
    assert w.view["panel"]["status"].startswith("El principio: 7 jugadas grabadas.")
    w.step()
    assert w.view["narration"].startswith("Jugada 1 de 7: ")
    assert w.view["panel"]["status"].startswith("Jugada 1 de 7: ")
    w.step()
    w.step()
    assert w.view["narration"].startswith("Jugada 3 de 7: ")
    assert english([w.view["narration"], w.view["panel"]["status"]]) == []
    seat = w.view["acting"]
    other = next(m for m in w.game.legal_moves(seat) if m != w.session.line.moves[3])
    w.play(other)
    assert "¿Y si…?: fuera de la partida grabada." in w.view["panel"]["status"]


def test_the_projectors_commentary_in_spanish():
    w = DurakWidget.replay("transfer_back", language="es", presentation=True)
    # the bout is set up with a discard: no "Ronda 1" before its uncounted bouts
    assert w.view["commentary"]["text"].startswith("El principio: P0 ataca a P1")
    w.step()
    said = w.view["commentary"]
    assert said["text"].startswith("Jugada 1: P0 sale con 7♠") and english([said["text"]]) == []
    assert not said["why"].startswith("Válido")


def illegal_move(game, seat):
    """A move of `seat` the engine refuses."""
    tries = [Move.take(seat), Move.done(seat), *(Move.attack(seat, c) for c in game.hand(seat))]
    return next(m for m in tries if not game.explain(m).legal)


def test_a_guess_the_move_lesson_in_russian():
    w = DurakWidget.replay("cap_of_six", guess=True, language="ru")
    w.session.guessing.coach_ms = 0  # the coach's own words are another helper's
    assert w.view["narration"].startswith("Угадайте ход: найдите ход игрока P")
    moves = w.session.line.moves
    view = send(w, {"type": "move", "move": moves[0].to_json()})
    feedback = view["guess"]["feedback"]
    assert feedback["kind"] == "right" and feedback["text"].startswith("Верно: P")
    assert feedback["played"] == str(moves[0])  # the record's notation stays as it is
    assert view["guess"]["score"] == "Счёт: верно 1 из 1."
    assert "Ваша очередь: найдите ход игрока" in view["narration"]
    seat = view["guess"]["seat"]
    other = next(m for m in w.game.legal_moves(seat) if m != moves[1])
    view = send(w, {"type": "move", "move": other.to_json()})
    feedback = view["guess"]["feedback"]
    assert feedback["kind"] == "different"
    assert feedback["text"].startswith("В партии было так: ") and "Ваш ход (" in feedback["text"]
    assert english([feedback["text"], view["guess"]["score"], view["narration"]]) == []
    seat = view["guess"]["seat"]
    view = send(w, {"type": "move", "move": illegal_move(w.game, seat).to_json()})
    feedback = view["guess"]["feedback"]
    assert feedback["kind"] == "illegal" and "так нельзя" in feedback["text"]
    assert english([feedback["text"]]) == []
    w.language = "es"
    feedback = w.view["guess"]["feedback"]
    # an illegal try is explained and changes nothing: the record's move stays hidden
    assert "no está permitido" in feedback["text"] and "Prueba otra jugada" in feedback["text"]
    assert w.view["guess"]["score"] == "Puntuación: 1 de 2 correctas."


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_a_guess_off_the_frontier_is_refused_in_the_language(lang):
    w = DurakWidget.replay("cap_of_six", guess=True, language=lang)
    first = w.session.line.moves[0]
    send(w, {"type": "move", "move": first.to_json()})
    w.goto(0)
    send(w, {"type": "move", "move": first.to_json()})
    expected = {"ru": "Угадывать нужно на шаге 2", "es": "La jugada que hay que adivinar es la 2"}
    assert w.view["error"].startswith(expected[lang])


# ------------------------------------------------------------------ Filipino, the fourth language


def test_a_filipino_quiz_table_and_replay_leave_no_english():
    from loanwords import without_loanwords

    from durak_widget import bouts

    def left(texts):
        return [text for text in texts if text and ENGLISH.search(without_loanwords(text, "fil"))]

    w = DurakWidget.quiz(questions=6, seed=3, language="fil")
    for number in range(1, 7):
        shown = w.view["quiz"]
        assert w.view["narration"] == f"Tanong {number} sa 6: {w.question.prompt}"
        given = wrong(w.question) if number % 2 else as_message(w.question.answer)
        feedback = send(w, {"type": "answer", "value": given})["quiz"]["feedback"]
        head = "Tama." if feedback["correct"] else "Hindi pa tama. Ang sagot ay "
        assert feedback["explanation"].startswith(head)
        texts = [shown["prompt"], *(shown["choices"] or ()), feedback["explanation"]]
        assert left([*texts, w.view["narration"]]) == []
        if number < 6:
            send(w, {"type": "quiz_next"})
    assert left([w.quiz_score["summary"]]) == []
    # every annotated bout, step by step: its title, comments and the table's status
    for name in bouts.names():
        replay = DurakWidget.replay(name, language="fil")
        for _ in range(len(replay.session.line.moves)):
            replay.step()
            view = replay.view
            assert left([view["narration"], view["panel"]["status"]]) == [], name
    assert replay.view["narration"].startswith("Galaw ")
