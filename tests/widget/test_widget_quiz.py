"""The quiz table: questions asked one position at a time, answered through the browser's
messages or in Python; nothing that gives an answer away reaches the browser before it."""

import json
import re

import pytest

from durak_widget import DurakWidget
from durak_widget.quiz import Quiz

STATIC = {"_esm", "_css"}


def send(w, message):
    w._handle_custom_msg(message, [])
    return w.view


def as_message(answer):
    """The JSON value a click sends for a Python answer."""
    if isinstance(answer, frozenset):
        return sorted(answer)
    return answer


def wrong(question):
    """A well-formed wrong answer to `question`."""
    answer = question.answer
    if isinstance(answer, bool):
        return not answer
    if isinstance(answer, int):
        return answer + 1
    if isinstance(answer, frozenset):
        return sorted(answer ^ {question.cards[0]}) if question.cards else ["A♠"]
    return next(c for c in question.choices if c != answer)


class Recorder:
    """Everything the browser received since the last look: the synced state and every
    message sent."""

    def __init__(self, w):
        self.w = w
        self.sent = []
        w.comm.send = lambda data=None, buffers=None, **_: self.sent.append(data)

    def blob(self):
        state = {k: v for k, v in self.w.get_state().items() if k not in STATIC}
        items = [state, *self.sent]
        self.sent.clear()
        bundle = self.w._repr_mimebundle_()[0]
        return json.dumps(items, ensure_ascii=False, default=repr) + bundle["text/html"]


@pytest.mark.parametrize(
    ("topic", "seed", "game"), [(None, 3, "durak"), ("beat", 5, "durak"), (None, 2, "own_trumps")]
)
def test_nothing_gives_an_answer_away_before_it_is_given(topic, seed, game):
    w = DurakWidget.quiz(topic=topic, questions=8, seed=seed, game=game)
    recorder = Recorder(w)
    questions = list(Quiz(topic=topic, questions=8, seed=seed, game=game))
    assert [q.prompt for q in questions] == [w.question.prompt] + [q.prompt for q in questions[1:]]
    for number, question in enumerate(questions, 1):
        assert w.question.prompt == question.prompt
        send(w, {"type": "hint"})  # refused while the question is open
        if question.move is not None:  # asking the engine is refused too
            send(w, {"type": "explain", "move": question.move.to_json()})
            assert "quiz" in w.view["error"]
        hand = w.game.hand(w.view["viewer"])
        if hand:
            send(w, {"type": "why_card", "card": hand[0].code})  # refused too
        blob = recorder.blob()
        view = w.view
        assert view["quiz"]["open"] and view["quiz"]["number"] == number
        assert "answer" not in view["quiz"] and view["quiz"]["feedback"] is None
        assert view["acting"] is None and view["legal"] == [] and view["last_verdict"] is None
        assert not any(e["legal"] or {"uses", "reason", "beats"} & set(e) for e in view["hand"])
        assert view["hint"] is None and w.log_tail == []
        feedback = question.check(question.answer)
        # the choices are shown by design (the right one among them); what must not show is
        # which one is right: the explanation, the feedback, the rule ids
        secrets = {question.why, feedback.explanation, question.rule, *question.rules}
        for secret in secrets - set(question.choices or ()):
            assert secret not in blob, f"{secret!r} leaked before question {number} was answered"
        for word in ("Legal", "not allowed", "card_reason", "log_page"):
            assert word not in blob
        if isinstance(question.answer, bool) and question.move is not None:
            assert question.game.explain(question.move).message not in blob
        given = question.answer if number % 2 else wrong(question)
        view = send(w, {"type": "answer", "value": as_message(given)})
        shown = view["quiz"]["feedback"]
        assert shown is not None and shown["correct"] == (number % 2 == 1)
        # (a quoted choice loses its own full stop: the sentence around it ends it)
        why = question.why.rstrip(".")
        assert why in shown["explanation"] and why in view["narration"]
        assert not view["quiz"]["open"]
        recorder.sent.clear()  # the answered question's explanation may be shown now
        if number < len(questions):
            send(w, {"type": "quiz_next"})
    score = w.quiz_score
    assert score["done"] and score["asked"] == score["total"] == len(questions)
    assert score["right"] == (len(questions) + 1) // 2
    assert score["summary"].startswith(f"Score: {score['right']} of {len(questions)}.")
    assert (
        "Worth another look:" in score["summary"]
        and w.view["quiz"]["score"]["summary"] in w.view["narration"]
    )


def test_the_python_answer_is_the_same_as_a_click():
    w = DurakWidget.quiz(questions=3, seed=1)
    first = w.question
    feedback = w.answer(first.answer)
    assert feedback.correct and w.view["quiz"]["feedback"]["correct"]
    with pytest.raises(ValueError, match="already answered"):
        w.answer(first.answer)
    assert w.next_question() == 2
    with pytest.raises(ValueError, match="answer question 2 first"):
        w.next_question()
    assert w.quiz_score == {
        "right": 1,
        "asked": 1,
        "total": 3,
        "done": False,
        "summary": None,
        "review": None,
    }


def test_malformed_answers_and_moves_are_refused_with_a_reason():
    w = DurakWidget.quiz(questions=2, seed=4)
    view = send(w, {"type": "answer", "value": {"a": 1}})
    assert "value" in view["error"] and view["quiz"]["open"]
    view = send(w, {"type": "answer"})
    assert "needs a value" in view["error"]
    kind = w.question.kind
    bad = "maybe" if kind in ("legal", "how_many", "which_beats") else 99
    if kind in ("why", "next_attacker", "after_take"):
        bad = "not one of them"
    view = send(w, {"type": "answer", "value": bad})
    assert view["error"] and view["quiz"]["open"] and w.quiz_score["asked"] == 0
    with pytest.raises(ValueError, match="quiz questions"):
        w.play(
            w.game.legal_moves(w.view["viewer"])[0]
            if w.game.legal_moves(w.view["viewer"])
            else "P0 takes"
        )
    assert DurakWidget.quiz().quiz_score["total"] == 10
    assert DurakWidget().quiz_score is None
    w.new_game(seed=1)  # a new deal ends the quiz: the table plays again (a sandbox)
    assert w.quiz_score is None and w.view["quiz"] is None
    w.seat = w.view["to_act"]
    assert w.view["acting"] == w.view["to_act"] and w.view["legal"]


def test_card_answers_are_read_from_codes_or_texts():
    w = DurakWidget.quiz(topic="beat", questions=12, seed=2)
    while w.question.kind != "which_beats":
        w.answer(w.question.answer)
        w.next_question()
    answer = w.question.answer
    codes = sorted(
        text.replace("♠", "S")
        .replace("♥", "H")
        .replace("♦", "D")
        .replace("♣", "C")
        .replace("10", "T")
        for text in answer
    )
    view = send(w, {"type": "answer", "value": codes})
    assert view["error"] is None or not view["quiz"]["open"]
    assert view["quiz"]["feedback"]["correct"], view["quiz"]["feedback"]


def test_the_end_of_a_quiz_reviews_in_words_and_offers_another_round():
    w = DurakWidget.quiz(topic="beat", questions=2, seed=3)
    first_round = []
    for number in (1, 2):
        question = w.question
        first_round.append(question.key)
        w.answer(question.answer if number == 1 else wrong(question))
        if number == 1:
            w.next_question()
    score = w.view["quiz"]["score"]
    assert score["done"] and score["right"] == 1
    # the review says what to look at again in words, never a topic key with a count
    review = score["review"]
    assert review.startswith("Worth another look: ") and "(1 missed)" in review
    assert not re.search(r"\b(attack|beat|roles|take|transfer) \(\d\)", review)
    assert w.view["quiz"]["last"]
    # "Another round" (quiz_next after the last question): a fresh quiz of the same kind
    w._handle_custom_msg({"type": "quiz_next"}, [])
    again = w.view["quiz"]
    assert again["number"] == 1 and again["open"] and again["score"]["asked"] == 0
    second_round = [w.question.key]
    w.answer(w.question.answer)
    w.next_question()
    second_round.append(w.question.key)
    assert second_round != first_round
    assert w.quiz_score["total"] == 2 and w.quiz_score["asked"] == 1
