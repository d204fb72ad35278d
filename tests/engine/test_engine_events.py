"""`game.last_events`: what a move of Durak caused, as `Event` values with rule ids, details and
learner text; and the other public pieces the widget and bots read (result text, talon order,
attack limit, moves from JSON)."""

from __future__ import annotations

import random

import pytest

from durak_widget.engine import AttackLimit, Event, Game, Move, Rules


def _bout_with_draws() -> Game:
    """P0 leads 7♠ and throws in 7♥, P1 beats both; the talon refills P0 then P1."""
    return Game.from_position(
        [["7S", "7H", "KC", "QC", "JC", "10C"], ["9S", "9H", "6C", "8C", "AS"]],
        talon=["6S", "6H", "8S", "8H", "9D"],
    )


def _rules_of(game: Game) -> list[str]:
    return [e.rule for e in game.last_events]


def test_a_beaten_off_bout_raises_discard_draw_order_and_next_roles():
    game = _bout_with_draws()
    for move in ("P0 attacks 7S", "P1 beats 7S with 9S", "P0 throws in 7H", "P1 beats 7H with 9H"):
        game.play(move)
        assert game.last_events == ()
    game.play("P0 done")
    beaten, draw, roles = game.last_events
    assert beaten == Event("bout.beaten_off", {"defender": 1, "cards": ["7♠", "9♠", "7♥", "9♥"]})
    assert str(beaten) == "P1 beat off the attack: the 4 cards go to the discard."
    assert draw.rule == "draw.order"
    assert draw.details == {"order": [0, 1], "counts": [2, 3], "face_up_to": 1}
    assert str(draw) == "P0 draws 2 cards and P1 draws 3 (P1 takes the face-up 9♦)."
    assert roles.details == {"attacker": 1, "defender": 0}
    assert str(roles) == "Bout 2: P1 attacks P0 (P1 beat off the attack and so leads)."
    assert (game.attacker, game.defender, game.bout) == (1, 0, 2)


def test_a_taken_bout_names_the_cards_and_passes_the_lead_on():
    game = Game.from_position([["7S", "KH"], ["6D", "QH"]], trump="C")
    game.play("P0 attacks 7S")
    game.play("P1 takes")
    assert game.last_events == ()  # P0 may still throw in: the bout is not over
    game.play("P0 done")
    taken, roles = game.last_events
    assert taken.to_json() == {
        "rule": "bout.taken",
        "message": "P1 takes the card.",
        "details": {"defender": 1, "cards": ["7♠"]},
    }
    assert roles.details == {"attacker": 0, "defender": 1}
    assert "P1 took the cards" in roles.message
    assert _rules_of(game) == ["bout.taken", "roles.next"]  # nobody draws from an empty talon


def test_the_last_card_raises_player_out_and_game_over():
    game = Game.from_position([["7S"], ["9S", "6D"]], trump="D")
    game.play("P0 attacks 7S")
    game.play("P1 beats 7S with 9S")
    assert _rules_of(game) == ["bout.beaten_off", "player.out", "game.over"]
    out, over = game.last_events[1:]
    assert out.details == {"seat": 0}
    assert str(out) == "P0 has no cards left and the talon is empty: P0 is out."
    assert over.details == {"durak": 1}
    assert str(over) == "Game over. P1 is the durak: left holding cards."


def test_a_draw_raises_game_over_with_no_durak():
    game = Game.from_position([["7S"], ["9S"]], trump="D")
    game.play("P0 attacks 7S")
    game.play("P1 beats 7S with 9S")
    events = game.last_events
    assert [e.details for e in events if e.rule == "player.out"] == [{"seat": 0}, {"seat": 1}]
    assert events[-1] == Event("game.over", {"durak": None})
    assert "nobody is the durak" in events[-1].message


def test_moves_that_end_nothing_raise_no_events():
    rules = Rules.perevodnoy().replace(trump_six_exchange=True)
    game = Game.from_position(
        [["7S", "7H", "6D"], ["7C", "9S", "KH"], ["8S", "QS", "AH"]],
        talon=["10C", "JD", "AD"],
        rules=rules,
    )
    for move in ("P0 exchanges", "P0 attacks 7S", "P1 transfers with 7C", "P2 takes"):
        game.play(move)
        assert game.last_events == (), move


def test_undo_restores_the_events_of_the_move_now_last():
    game = _bout_with_draws()
    moves = ["P0 attacks 7S", "P1 beats 7S with 9S", "P0 throws in 7H", "P1 beats 7H with 9H"]
    for move in [*moves, "P0 done"]:
        game.play(move)
    bout_end = game.last_events
    game.play("P1 attacks 8S")
    assert game.last_events == ()
    game.undo()
    assert game.last_events == bout_end
    assert [str(e) for e in game.last_events] == [str(e) for e in bout_end]
    game.undo()
    assert game.last_events == ()
    while game.history:
        game.undo()
    assert game.last_events == ()
    assert game.starting_position().last_events == ()


@pytest.mark.parametrize("players", [2, 3, 5])
def test_play_unchecked_records_the_same_events_as_play(players):
    chooser = random.Random(players)
    checked = Game.new(players=players, seed=40 + players)
    fast = checked.copy()
    seen = set()
    while not checked.is_over:
        move = chooser.choice(checked.legal_moves())
        checked.play(move)
        fast.play_unchecked(move)
        assert fast.last_events == checked.last_events
        assert [e.message for e in fast.last_events] == [e.message for e in checked.last_events]
        seen.update(_rules_of(checked))
    assert {"draw.order", "roles.next", "game.over", "player.out"} <= seen
    assert seen & {"bout.beaten_off", "bout.taken"}


def test_every_event_is_json_ready_and_worded():
    import json

    game = Game.new(players=4, seed=7)
    chooser = random.Random(7)
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
        for event in game.last_events:
            assert json.loads(json.dumps(event.to_json())) == event.to_json()
            assert event.message and "{" not in event.message and str(event) == event.message


def test_event_equality_is_by_rule_and_details():
    a = Event("player.out", {"seat": 1}, "one text")
    assert a == Event("player.out", {"seat": 1}, "another text")
    assert a != Event("player.out", {"seat": 2}, "one text")
    assert a != Event("game.over", {"seat": 1}, "one text")
    assert repr(a).startswith("Event(rule='player.out'")


def test_result_text_words_the_result_once():
    game = Game.from_position([["7S"], ["9S", "6D"]], trump="D")
    assert game.result_text() is None
    game.play("P0 attacks 7S")
    game.play("P1 beats 7S with 9S")
    assert game.result_text() == "P1 is the durak: left holding cards."
    assert game.result_text(you=1) == "You are the durak: you were left holding cards."
    assert game.result_text(you=0) == "You won: P1 is the durak, left holding cards."
    assert game.explain("P1 attacks 6D").message == (
        "The game is over: no more moves. P1 is the durak: left holding cards."
    )


def test_talon_top_first_lists_the_next_card_first_and_the_face_up_trump_last():
    game = Game.from_position([["7S"], ["9S"]], talon=["6S", "6H", "9D"])
    assert [c.code for c in game.talon_top_first()] == ["6S", "6H", "9D"]
    assert game.trump_card is not None and game.trump_card.code == "9D"


def test_limit_info_is_the_one_source_of_the_attack_limit():
    rules = Rules.podkidnoy().replace(first_bout_cap=5)
    game = Game.from_position(
        [["7S"], ["9S", "6D", "6C", "6H", "7C", "8C"]], trump="D", rules=rules
    )
    info = game.limit_info()
    assert info == AttackLimit(
        limit=5, reason="first_bout_cap", cap=5, first_bout=True, start_hand=6
    )
    assert info.text == "at most 5 until the first successful defence"
    assert (game.attack_limit, game.limit_reason()) == (info.limit, info.reason)
    small = Game.from_position([["7S"], ["9S", "6D"]], trump="D")
    assert small.limit_info().reason == "defender_hand"
    assert small.limit_info().text == "the defender started this bout with 2 cards"
    capped = Game.from_position([["7S"], ["9S", "6D", "6C", "6H", "7C", "8C", "8H"]], trump="D")
    assert capped.limit_info() == AttackLimit(6, "cap", 6, False, 7)
    assert capped.limit_info().text == "at most 6 in a bout"
    with pytest.raises(AttributeError):
        info.limit = 3  # type: ignore[misc]


@pytest.mark.parametrize(
    "move",
    [
        Move.attack(0, "7S"),
        Move.attack(1, "7S", "7H"),
        Move.defend(2, "9S", "7S"),
        Move.transfer(1, "7C"),
        Move.transfer(1, "7C", show=True),
        Move.take(3),
        Move.done(0),
        Move.exchange(4),
    ],
)
def test_move_from_json_round_trips(move):
    assert Move.from_json(move.to_json()) == move


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"kind": "fly", "player": 0}, "'kind'"),
        ({"kind": "take", "player": -1}, "'player'"),
        ({"kind": "take", "player": True}, "'player'"),
        ({"kind": "attack", "player": 0, "cards": "7S"}, "'cards'"),
        ({"kind": "attack", "player": 0, "cards": ["ZZ"]}, "'cards'"),
        ({"kind": "attack", "player": 0, "cards": [7]}, "'cards'"),
        ({"kind": "defend", "player": 0, "cards": ["9S"], "target": "XX"}, "'target'"),
        ({"kind": "transfer", "player": 0, "cards": ["9S"], "show": "yes"}, "'show'"),
        ({"kind": "take", "player": 0, "colour": "red"}, "colour"),
    ],
)
def test_move_from_json_names_the_bad_field(data, field):
    with pytest.raises(ValueError, match=field):
        Move.from_json(data)
