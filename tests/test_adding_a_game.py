"""Adding a game (docs/architecture.md): the toy game Race to ten, an engine game with an
adapter and a drawing and nothing else, goes through the catalogs, records' game list, the
hint, the quiz and the table without an edit to any of them."""

from __future__ import annotations

import pytest
from toy_game import Add, RaceToTen, register, unregister

from durak_widget import DurakWidget
from durak_widget.coach import hint
from durak_widget.engine import i18n, kinds
from durak_widget.engine.record import game_class
from durak_widget.quiz import Quiz
from durak_widget.quiz.pool import pool, pools
from durak_widget.table import Holder, MoveIntent, Table, Viewer


@pytest.fixture
def race():
    pools.cache_clear()
    adapter = register()
    try:
        yield adapter
    finally:
        unregister()


def test_registering_the_adapter_lists_the_game_for_records_and_catalogs(race):
    assert RaceToTen in kinds.game_classes() and game_class("race_to_ten") is RaceToTen
    assert race.name == "race_to_ten" and race.min_players == 2 and race.max_players == 3
    tables = i18n.tables()
    assert tables[-1] is RaceToTen.messages
    ids = {context for context, _, _ in i18n.entries()}
    assert {"add.legal", "add.past_ten", "race.won"} <= ids  # the extractor would add them
    game = RaceToTen.new(2)
    refused = game.explain(Add(1, 2))
    assert refused.rule == "add.not_your_turn"
    assert refused.message_in("ru").startswith("P1 may not add now")  # English until translated


def test_the_toy_game_leaves_no_trace_once_unregistered():
    register()
    unregister()
    assert RaceToTen not in kinds.game_classes()
    assert all(t is not RaceToTen.messages for t in i18n.tables())


def test_the_hint_words_the_toy_game_in_its_generic_way(race):
    game = RaceToTen.new(2)
    assert hint(game, 0) == ["P0 adds 1.", "P0 adds 2."]
    assert hint(game, 1) == ["Nothing to do now: P0 to add."]
    while not game.is_over:
        game.play(game.legal_moves()[-1])
    assert hint(game, 1)[0].startswith("Nothing to do: the game is over.")


def test_the_quiz_asks_about_the_toy_game_from_its_adapter_hooks(race):
    questions = pool("race_to_ten")
    assert questions and {q.kind for q in questions} == {"legal"}
    for question in questions:
        verdict = question.game.explain(question.move)
        assert question.check(verdict.legal).correct  # the engine's own answer
        assert not question.check(not verdict.legal).correct
    quiz = Quiz(game="race_to_ten", questions=3, seed=1)
    assert len(quiz) == 3
    w = DurakWidget.quiz(game="race_to_ten", questions=2, seed=1, bot_delay_ms=0, quiet_ms=0)
    assert w.view["game"] == "race_to_ten" and w.view["quiz"]["number"] == 1
    feedback = w.answer(w.question.game.explain(w.question.move).legal)
    assert feedback.correct and w.quiz_score["right"] == 1


def test_the_table_plays_the_toy_game_with_a_remote_human_and_a_bot(race):
    game = RaceToTen.new(2)
    table = Table(game, holders={0: Holder.remote("Ana")}, bot_delay_ms=0, quiet_ms=0)
    table.start()
    while not table.game.is_over:
        moves = table.game.legal_moves(0)
        outcome = table.handle(Viewer.at(0), MoveIntent(moves[-1]), version=table.version)
        assert outcome.ok
    assert table.game.total == 10
    assert table.view(Viewer.at(0))["result_text"] is not None
    assert table.view(Viewer.spectator())["total"] == 10
