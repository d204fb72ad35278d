"""One layout per task, decided by the table (``view.layout``: the widget's ``layout_parts``):
each task shows only its own controls and texts; a quiz gives nothing of sandbox editing and
no rule panel while a question is open; the first quiz of a session says it is preparing its
questions and returns at once in a kernel."""

from __future__ import annotations

import asyncio

import pytest

from durak_widget import DurakWidget, Game
from durak_widget.quiz.pool import pools
from durak_widget.table import Holder, Table, Viewer
from durak_widget.table.layouts import PARTS

EDITING = {"new_game", "steps", "log", "comment", "viewpoint", "actions", "selection"}


def shown(w) -> set[str]:
    layout = w.layout_parts
    assert set(layout["show"]) <= set(PARTS)
    return set(layout["show"])


def test_play_shows_the_game_and_its_helpers_but_no_sandbox_editing():
    w = DurakWidget(seed=3)
    assert w.layout_parts["task"] == "play"
    assert {"seats", "table", "hand", "actions", "steps", "log", "hint", "pause"} <= shown(w)
    assert not {"comment", "viewpoint", "mode", "quiz", "guess", "replay"} & shown(w)
    assert "open_hands" not in shown(w), "the browser may not open the hands here"
    assert "open_hands" in shown(DurakWidget(seed=3, allow_open_hands=True))


def test_sandbox_has_a_viewpoint_and_no_bots_to_pause():
    w = DurakWidget(seed=3, mode="sandbox")
    assert w.layout_parts["task"] == "sandbox"
    assert {"viewpoint", "open_hands", "mode", "steps", "log"} <= shown(w)
    # the comment box only where annotating is the task
    assert not {"pause", "bot_speed", "quiz", "guess", "replay", "comment"} & shown(w)
    assert "comment" in shown(DurakWidget(seed=3, mode="sandbox", annotating=True))


def test_replay_and_a_guess_lesson_each_show_their_own_panel():
    replay = DurakWidget.replay("cap_of_six")
    assert replay.layout_parts["task"] == "replay"
    assert {"replay", "viewpoint", "steps", "log"} <= shown(replay)
    assert not {"pause", "hint", "guess", "quiz", "comment"} & shown(replay)
    lesson = DurakWidget.replay("cap_of_six", guess=True)
    assert lesson.layout_parts["task"] == "guess"
    assert {"guess", "steps", "log", "table", "hand"} <= shown(lesson)
    # the lesson's feedback says a refusal: it is not said again in the verdict box
    assert not {"comment", "replay", "viewpoint", "pause", "hint", "verdict"} & shown(lesson)


def test_a_quiz_shows_the_question_the_position_and_nothing_of_sandbox_editing():
    w = DurakWidget.quiz(questions=3, seed=1)
    assert w.layout_parts["task"] == "quiz"
    assert {"quiz", "seats", "table", "hand", "panel"} <= shown(w)
    assert not EDITING & shown(w) and not {"mode", "hint", "pause"} & shown(w)


def test_the_projector_adds_its_bar_and_narration_to_the_task_under_it():
    w = DurakWidget(seed=3, presentation=True)
    assert w.layout_parts["task"] == "presentation"
    assert {"presentation_bar", "narration", "steps", "log"} <= shown(w)
    assert not {"comment", "hint"} & shown(w)
    w.set_option("presentation", False)
    assert w.layout_parts["task"] == "play"


def test_a_classroom_seat_hides_steps_open_hands_new_game_and_pause():
    game = Game.new(3, seed=8)
    table = Table(game, holders={1: Holder.remote("Anna")}, bot_delay_ms=0, quiet_ms=0)
    table.start()
    seat = table.view(Viewer.at(1))["layout"]
    assert seat["task"] == "seat"
    assert not {"steps", "open_hands", "new_game", "pause", "menu"} & set(seat["show"])
    assert {"hand", "actions", "log", "hint"} <= set(seat["show"])
    for watcher in (Viewer.spectator(), Viewer.open_hands()):
        watch = table.view(watcher)["layout"]
        assert watch["task"] == "watch" and "actions" not in watch["show"]


@pytest.fixture
def fresh_pools():
    pools.cache_clear()
    yield
    pools()  # built again for the tests after this one


def test_the_first_quiz_in_a_kernel_says_it_is_preparing_and_returns_at_once(fresh_pools):
    async def main():
        w = DurakWidget.quiz(questions=3, seed=1)
        picture = w._repr_mimebundle_()[0]["text/html"]
        at_once = (dict(w.view["quiz"]), dict(w.layout_parts), pools.ready, picture)
        for _ in range(600):
            if not w.view["quiz"].get("preparing"):
                break
            await asyncio.sleep(0.05)
        return w, at_once

    w, (quiz, layout, ready, picture) = asyncio.run(main())
    assert not ready and quiz["preparing"] and quiz["prompt"].startswith("Preparing the quiz")
    assert picture.startswith("<p>Preparing the quiz"), "no position is drawn before it exists"
    assert layout == {"task": "quiz", "show": ["menu", "quiz"]}
    # then the first question came by itself
    assert w.view["quiz"]["number"] == 1 and w.view["quiz"]["open"]
    assert w.question.prompt == w.view["quiz"]["prompt"]


def test_the_python_api_waits_for_questions_still_being_prepared(fresh_pools):
    async def main():
        w = DurakWidget.quiz(questions=3, seed=1)
        assert w.view["quiz"]["preparing"]
        return w, w.question  # waits for the pools, then shows the first question

    w, question = asyncio.run(main())
    assert question is not None and w.view["quiz"]["number"] == 1
    assert w.answer(question.answer).correct


def test_seat_names_you_and_the_log_agree():
    # play mode: the learner's own moves read "You ...", the bot's by its name, never "P1"
    w = DurakWidget(players=2, seed=3, names=["Anna", "Bob"], bot_delay_ms=0, quiet_ms=0)
    for _ in range(6):
        if w.game.is_over or not w.game.legal_moves(0):
            break
        w.play(w.game.legal_moves(0)[-1])
    texts = [e["text"] for e in w.log_tail] + [w.view["narration"]]
    assert w.view["seats"][0]["name"] == "Anna (you)"
    assert not any(t.startswith(("P0", "P1")) for t in texts), texts
    assert any(t.startswith("You ") for t in texts) and any(t.startswith("Bob ") for t in texts)
    # sandbox: every seat by its name, in every language
    s = DurakWidget(players=2, seed=3, names=["Anna", "Bob"], mode="sandbox")
    for lang in ("en", "ru", "es"):
        s.language = lang
        for _ in range(3):
            s.play(s.game.legal_moves(s.game.next_to_act())[-1])
        entries = [e["text"] for e in s.log_tail]
        assert all(t.startswith(("Anna", "Bob")) for t in entries), (lang, entries)
        assert s.view["narration"].startswith(("Anna", "Bob")), s.view["narration"]
