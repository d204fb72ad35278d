"""The hint: a seat's legal moves in words, for both registered games."""

import pytest

from durak_widget import Game, Move, Rules
from durak_widget.coach import hint
from durak_widget.own_trumps import OwnTrumps


def transfer_game():
    game = Game.from_position(
        [["7S", "8H", "9H"], ["8S", "9S", "7H", "JD"], ["6C", "QC"]],
        trump="D",
        talon=["6D", "7D", "AD"],
        attacker=0,
        rules=Rules.perevodnoy(),
    )
    game.play(Move.attack(0, "7S"))
    return game


def test_defender_hears_beat_transfer_and_take():
    assert hint(transfer_game(), 1) == [
        "Beat 7♠ with 8♠, 9♠ or J♦.",
        "Transfer the attack to the next player: play 7♥.",
        "Take: pick up every card on the table and give up this defence.",
    ]


def test_attacker_throws_in_or_says_done_once_all_is_beaten():
    game = transfer_game()
    game.play(Move.defend(1, "8S", "7S"))
    assert hint(game, 0) == [
        "Throw in 8♥ (its rank is on the table).",
        "Say done: add no more cards to this bout.",
    ]


def test_a_seat_with_nothing_to_do_is_told_whose_turn_it_is():
    assert hint(transfer_game(), 0) == ["Nothing to do now: Bout 1: P0 attacks P1."]


def test_lead_lists_every_card():
    game = Game.new(2, seed=3)
    lines = hint(game, game.attacker)
    assert len(lines) == 1 and lines[0].startswith("Lead any one card: ")
    for card in game.hand(game.attacker):
        assert str(card) in lines[0]


def test_every_legal_move_is_mentioned_in_random_positions():
    game = Game.new(3, Rules.perevodnoy(), seed=9)
    from durak_widget.bots import SimpleBot, turn

    bot = SimpleBot(1)
    while not game.is_over:
        for seat in game.active_players():
            text = " ".join(hint(game, seat))
            for move in game.legal_moves(seat):
                for card in move.cards:
                    assert str(card) in text
                if move.kind == "take":
                    assert "Take:" in text
                if move.kind == "done":
                    assert "Say done" in text
        seat, moves = turn(game)
        game.play(bot.choose(game.view(seat), moves))
    assert hint(game, 0)[0].startswith("Nothing to do: the game is over.")


def test_own_trumps_words_its_own_moves():
    game = OwnTrumps.from_position([["7C", "QH"], ["9C", "AS"]], trumps=["H", "S"])
    seat = game.turn_seat
    assert hint(game, seat) == ["Start a new pile with any card: Q♥ or 7♣."]
    game.play(game.legal_moves(seat)[0])
    lines = hint(game, game.turn_seat)
    assert lines[0].startswith(f"Beat the top card {game.pile[-1]} with ")
    assert lines[-1].startswith("Pick up ")


@pytest.mark.parametrize("seat", [-1, 3, "0", True])
def test_a_seat_the_game_lacks_is_refused(seat):
    with pytest.raises(ValueError, match="seat must be a seat of this game"):
        hint(transfer_game(), seat)


def test_something_else_than_a_game_is_refused():
    with pytest.raises(ValueError, match="not a game of a registered kind"):
        hint(object(), 0)


@pytest.mark.parametrize("name", ["durak_widget.coach", "durak_widget.coach.hint"])
def test_docstring_examples(name):
    import doctest
    import importlib

    failures, tried = doctest.testmod(importlib.import_module(name))
    assert failures == 0 and tried > 0
