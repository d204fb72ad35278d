"""The class quiz: every student gets the same question on their page, nothing about the
answer reaches a page before the teacher reveals it, then each student sees the engine's
feedback on their own answer, the teacher the distribution and the explanation, and the score
table counts each nickname."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from durak_widget.classroom import Classroom
from durak_widget.classroom.server import make_app
from durak_widget.classroom.teacher import QuizBoard

from .test_classroom_flows import receive_until


def wrong(question):
    """An answer `question` takes that is not its answer."""
    answer = question.answer
    if isinstance(answer, bool):
        return not answer
    if question.choices is not None:
        return next(c for c in question.choices if c != answer)
    if isinstance(answer, int):
        return answer + 1
    return [] if answer else [question.cards[0]]


def right(question):
    answer = question.answer
    return sorted(answer) if isinstance(answer, frozenset) else answer


def quiz_frame(ws, check=lambda view: True, limit: int = 20) -> dict:
    for _ in range(limit):
        message = ws.receive_json()
        if message["type"] == "quiz" and (message["view"] is None or check(message["view"])):
            return message
    raise AssertionError("no such quiz message")


@pytest.fixture
def room():
    made = Classroom(players=2, humans=2, seed=4, bot_delay_ms=0, quiet_ms=0)
    yield made
    made.stop()


def test_a_two_question_class_quiz(room):
    with (
        TestClient(make_app(room)) as client,
        client.websocket_connect("/ws") as anna,
        client.websocket_connect("/ws") as ivo,
    ):
        for ws, name in ((anna, "Anna"), (ivo, "Ivo")):
            ws.send_json({"type": "join", "name": name})
            receive_until(ws, "state")
        ws_no_quiz = anna
        ws_no_quiz.send_json({"type": "answer", "value": True, "version": 1})
        refused, _ = receive_until(ws_no_quiz, "refused")
        assert refused["rule"] == "room.no_question"

        quiz = room.quiz(questions=2, seed=3)
        assert all(t.held.rule == "room.quiz_running" for t in room.tables)
        for number in (1, 2):
            question = quiz.quiz[number - 1]
            frames = {}
            for ws in (anna, ivo):
                frame = quiz_frame(ws, lambda v, n=number: v["quiz"]["number"] == n)
                part = frame["view"]["quiz"]
                assert part["open"] and part["feedback"] is None and part["answered"] is None
                assert part["prompt"] == question.prompt and part["teacher_paced"]
                assert part["last"] == (number == 2)
                layout = frame["view"]["layout"]
                assert layout["task"] == "quiz" and {"quiz", "hand", "table"} <= set(layout["show"])
                hidden = {"viewpoint", "comment", "steps", "menu", "new_game", "actions"}
                assert hidden.isdisjoint(layout["show"]), "a seat to pick, a note, the menu"
                frames[ws] = frame
            # the students answer: one right, one wrong; what comes back is the same for both
            anna.send_json({"type": "answer", "value": right(question), "version": 1})
            ivo.send_json({"type": "answer", "value": wrong(question), "version": 1})
            after = {
                ws: quiz_frame(ws, lambda v: v["quiz"]["answered"] is not None)
                for ws in (anna, ivo)
            }
            assert quiz.answered == 2 and quiz.distribution() == []
            for ws in (anna, ivo):
                view = after[ws]["view"]
                assert view["quiz"]["open"] and view["quiz"]["feedback"] is None
                text = json.dumps(after[ws], ensure_ascii=False)
                for told in (question.why, "Right.", "Not quite"):
                    assert told not in text
                assert view["legal"] == [] and view["last_verdict"] is None
                assert not any(e.get("legal") for e in view["hand"])
                # the score counts revealed questions only
                assert view["quiz"]["score"] == frames[ws]["view"]["quiz"]["score"]
            same = [
                {
                    **after[ws]["view"],
                    "quiz": {**after[ws]["view"]["quiz"], "answered": None, "score": None},
                }
                for ws in (anna, ivo)
            ]
            assert same[0] == same[1], "an answer's correctness reached a page before the reveal"
            anna.send_json({"type": "answer", "value": right(question), "version": 1})
            refused, _ = receive_until(anna, "refused")
            assert refused["rule"] == "room.answered"
            board = QuizBoard(quiz)
            assert "2 of 2 students answered" in board.board.value
            assert question.why not in board.board.value

            quiz.reveal()
            for ws, correct in ((anna, True), (ivo, False)):
                frame = quiz_frame(ws, lambda v: not v["quiz"]["open"])
                feedback = frame["view"]["quiz"]["feedback"]
                assert feedback["correct"] is correct
                assert question.why in feedback["explanation"]
                assert frame["view"]["quiz"]["score"]["asked"] == number
            rows = quiz.distribution()
            assert rows[0]["right"] and rows[0]["count"] == 1
            assert sum(r["count"] for r in rows) == 2
            board.render()
            assert question.why in board.board.value and "✓" in board.board.value
            if number == 1:
                assert quiz.next() == 2
        assert room.scores() == {"Anna": (2, 2), "Ivo": (0, 2)}
        assert [r["name"] for r in quiz.scores()] == ["Anna", "Ivo"]
        with pytest.raises(ValueError, match="last of 2"):
            quiz.next()
        quiz.end()
        for ws in (anna, ivo):
            assert quiz_frame(ws)["view"] is None
            state, _ = receive_until(ws, "state")
            assert state["view"]["quiz"] is None
    assert not room.tables[0].options["paused"] and room.tables[0].held is None


def test_an_unreadable_answer_is_refused_and_a_late_one_too(room):
    with TestClient(make_app(room)) as client, client.websocket_connect("/ws") as ws:
        ws.send_json({"type": "join", "name": "Anna"})
        receive_until(ws, "state")
        quiz = room.quiz(questions=1, seed=5)
        quiz_frame(ws)
        ws.send_json({"type": "answer", "value": {"no": "such"}, "version": quiz.version})
        refused, _ = receive_until(ws, "refused")
        assert refused["rule"] == "table.malformed" and quiz.answered == 0
        quiz.reveal()
        frame = quiz_frame(ws, lambda v: not v["quiz"]["open"])
        assert (
            "You did not answer this question." in frame["view"]["quiz"]["feedback"]["explanation"]
        )
        ws.send_json({"type": "answer", "value": True, "version": quiz.version})
        refused, _ = receive_until(ws, "refused")
        assert refused["rule"] == "room.no_question"
    assert room.scores() == {"Anna": (0, 1)}
