"""The classroom in the pseudo-locale ``qps``: every text a student's page receives (the table,
its log, the room's own lines: waiting, paused, the stand-in, the lesson over, refusals, the
class quiz) and every text of the teacher's displays (the table, the room display, the quiz
board) comes from a catalog: inside ``⟦…⟧``, apart from card labels, numbers and names.
The real-browser side is tests/e2e/test_e2e_classroom_pseudo.py."""

from __future__ import annotations

import sys
from contextlib import ExitStack
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from durak_widget.classroom import Classroom
from durak_widget.classroom.server import make_app
from durak_widget.classroom.teacher import QuizBoard, room_html

from .test_classroom_flows import receive_until

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from pseudo import leaks

NAMES = ["Anna", "Ivo"]


@pytest.fixture
def room():
    made = Classroom(
        players=3, humans=2, seed=8, bot_delay_ms=0, quiet_ms=0, away_after=600, language="qps"
    )
    yield made
    made.stop()


def _html_texts(page: str) -> list[str]:
    """The texts of an HTML snippet, tags and attributes aside (but its titles and labels)."""
    import re

    labels = re.findall(r'(?:title|aria-label|alt)="([^"]*)"', page)
    return [*labels, *(t.strip() for t in re.split(r"<[^>]+>", page) if t.strip())]


def _buttons(board) -> list[str]:
    return [
        board.reveal_button.description,
        board.next_button.description,
        board.end_button.description,
    ]


def _texts_of(message: dict) -> dict:
    """What a page shows of a message: its view, log and sentences (not its codes)."""
    return {k: v for k, v in message.items() if k not in ("type", "code", "rule", "version")}


def test_a_students_page_and_the_teachers_displays_show_only_catalog_texts(room):
    seen: list[str] = []

    def look(where: str, value) -> None:
        seen.extend(f"{where}: {leak}" for leak in leaks(value, NAMES))

    with TestClient(make_app(room)) as client, ExitStack() as pages:
        anna = pages.enter_context(client.websocket_connect("/ws"))
        anna.send_json({"type": "join", "name": "Anna", "language": "qps"})
        state, frames = receive_until(anna, "state")
        for frame in frames:
            look(f"Anna {frame['type']} (waiting)", _texts_of(frame))
        look("the room display (one joined)", _html_texts(room_html(room)))
        ivo = pages.enter_context(client.websocket_connect("/ws"))
        ivo.send_json({"type": "join", "name": "Ivo", "language": "qps"})
        state, frames = receive_until(ivo, "state")
        for frame in frames:
            look(f"Ivo {frame['type']}", _texts_of(frame))
        teacher = room.table(0)
        look("the teacher's table", teacher.view)
        look("the teacher's log", teacher.log_tail)

        ivo.send_json({"type": "move", "version": state["version"], "move": {"kind": "take"}})
        refused, _ = receive_until(ivo, "refused")  # not Ivo's to take, or a take: said
        look("a refusal", _texts_of(refused))

        room.pause(0)
        held, _ = receive_until(ivo, "state")
        look("paused", _texts_of(held))
        look("the teacher's table, paused", room.table(0).view)
        room.resume(0)

        quiz = room.quiz(topic="beat", questions=2, seed=3)
        question, _ = receive_until(anna, "quiz")
        look("the class quiz on a page", _texts_of(question))
        board = QuizBoard(quiz)
        look("the quiz board", [*_html_texts(board.board.value), *_buttons(board)])
        quiz.reveal()
        revealed, _ = receive_until(anna, "quiz")
        look("the quiz revealed", _texts_of(revealed))
        board.render()
        look("the quiz board revealed", _html_texts(board.board.value))
        quiz.end()
        room.stop()
        over, _ = receive_until(anna, "state", limit=40)
        look("the lesson over", _texts_of(over))
    assert seen == []
