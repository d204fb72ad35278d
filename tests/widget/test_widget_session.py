"""`TableSession`, the table's controller, driven directly: no widget, no comm, no ipywidgets."""

from __future__ import annotations

import pytest
from widget_testkit import Scripted

from durak_widget import Game, Move
from durak_widget.own_trumps import OwnTrumps
from durak_widget.table.intents import parse_intent
from durak_widget.widget import ManualScheduler, TableSession


def position() -> Game:
    """P0 attacks P1; trumps are hearts; the talon holds two cards."""
    return Game.from_position(
        [["7S", "9S", "KD", "6H"], ["8S", "QS", "7D", "10C"]], talon=["AC", "8H"]
    )


def test_a_session_plays_explains_and_lets_the_bots_answer():
    changes = []
    session = TableSession(position(), bots=Scripted(["P1 beats 7S with 8S"]))
    session.on_change = lambda: changes.append(session.view())
    session.start()
    assert changes and session.view()["acting"] == 0
    refused = session.attempt(Move.attack(0, "KS"), apply=False)
    assert not refused.legal and session.game.history == ()
    verdict = session.attempt(session.to_move("P0 attacks 7S"), apply=True)
    assert verdict.legal and session.game.history[:2] == (
        Move.attack(0, "7S"),
        Move.defend(1, "8S", "7S"),
    )
    assert session.view()["narration"] == "You attack 7♠. P1 beats 7♠ with 8♠."
    assert [e["text"] for e in session.log_tail()] == ["You attack 7♠", "P1 beats 7♠ with 8♠"]
    with pytest.raises(ValueError, match="bot's seat"):
        session.to_move("P1 takes")


def test_a_session_steps_and_deals_like_the_widget():
    session = TableSession(position(), bots=Scripted(["P1 beats 7S with 8S"]))
    session.start()
    session.attempt(Move.attack(0, "7S"), apply=True)
    assert session.step("first") == 0 and session.view()["history"]["position"] == 0
    assert session.step("forward") == Move.attack(0, "7S")
    assert session.step("last") == 2
    game = session.new_game(players=3, preset="perevodnoy", seed=5)
    assert game.players == 3 and game.rules.preset == "perevodnoy"
    assert session.view()["players"] == 3


def test_a_session_paces_its_bots_and_close_stops_them():
    clock = ManualScheduler()
    session = TableSession(players=2, seed=4, scheduler=clock, bot_delay_ms=300)
    session.start()
    assert session.game.attacker == 1 and clock.pending == 1
    clock.advance(0.3)
    assert len(session.game.history) == 1
    session.close()
    assert clock.pending == 0


def test_the_browser_path_is_parse_intent_then_the_session():
    session = TableSession(OwnTrumps.new(players=2, seed=1), mode="sandbox")
    session.start()
    move = session.game.legal_moves()[0]
    intent = parse_intent(
        {"type": "move", "move": move.to_json()},
        players=2,
        controlled=session.controlled(),
        history_length=session.history.length,
        mode=session.mode,
        game=session.adapter,
    )
    session.attempt(intent.move, apply=True)
    assert session.game.history == (move,) and session.view()["game"] == "own_trumps"
