"""choose_move / play_bot_move: the one "choose, check it is legal, play it" step, for both
games. A failing bot raises BotError with a generic message (no card of its hidden hand) and
the full story on `.detail`; nothing is played."""

import pickle

import pytest

from durak_widget import Game
from durak_widget import Move as DurakMove
from durak_widget.bots import (
    BotError,
    OwnTrumpsSimpleBot,
    RandomBot,
    SimpleBot,
    bot_step,
    choose_move,
    play_bot_move,
    play_game,
)
from durak_widget.own_trumps import Move as OwnMove
from durak_widget.own_trumps import OwnTrumps


def durak() -> Game:
    return Game.from_position([["7S", "KH", "AD"], ["9S", "6D", "QC"]], trump="D")


def own_trumps() -> OwnTrumps:
    return OwnTrumps.from_position(
        [["9D", "7C", "QH"], ["AS", "KC"]], trumps=["H", "S"], pile=["8D"], turn=0
    )


GAMES = {
    # a fresh game, its simple bot, and a move of seat 0's hidden cards that is not legal now
    "durak": (durak, SimpleBot, DurakMove.defend(0, "AD", "7S")),
    "own_trumps": (own_trumps, OwnTrumpsSimpleBot, OwnMove.lay(0, "QH")),
}


def card_texts(game) -> set[str]:
    return {str(card) for hand in game.hands for card in hand} | {
        card.code for hand in game.hands for card in hand
    }


class Raising:
    last_reason = ""

    def choose(self, view, moves):
        raise KeyError(f"cannot read {view['hand'][0]}")


class Fixed:
    """Always answers `move` (and leaves `reason`)."""

    def __init__(self, move, reason=""):
        self.move = move
        self.last_reason = reason

    def choose(self, view, moves):
        return self.move


@pytest.mark.parametrize("name", GAMES)
def test_choose_move_returns_a_legal_move_and_the_reason(name):
    make, simple, _ = GAMES[name]
    game = make()
    move, reason = choose_move(simple(), game, 0)
    assert move in game.legal_moves(0)
    assert reason and str(move.cards[0]) in reason
    assert game.history == ()  # choosing plays nothing
    played, again = play_bot_move(simple(), game, 0)
    assert (played, again) == (move, reason)
    assert game.history == (move,)


@pytest.mark.parametrize("name", GAMES)
def test_a_bot_that_raises_gives_a_generic_error(name):
    make, _, _ = GAMES[name]
    game = make()
    with pytest.raises(BotError) as caught:
        play_bot_move(Raising(), game, 0)
    error = caught.value
    assert str(error) == "the bot at P0 failed"
    assert "Raising at P0 raised KeyError" in error.detail
    assert isinstance(error.__cause__, KeyError)
    assert (error.seat, type(error.bot)) == (0, Raising) and error.move is None
    assert not any(text in str(error) for text in card_texts(game))
    assert game.history == ()


@pytest.mark.parametrize("name", GAMES)
def test_an_illegal_move_gives_a_generic_error_and_keeps_the_cards_private(name):
    make, _, illegal = GAMES[name]
    game = make()
    assert illegal not in game.legal_moves(0)
    with pytest.raises(BotError) as caught:
        play_bot_move(Fixed(illegal), game, 0)
    error = caught.value
    assert str(error) == "the bot at P0 chose an illegal move"
    assert not any(text in str(error) for text in card_texts(game))
    assert str(illegal) in error.detail and "not legal" in error.detail
    assert error.move == illegal
    assert game.history == ()


def test_a_bot_cannot_make_its_move_legal_by_changing_the_list():
    class Sneaky:
        last_reason = ""

        def choose(self, view, moves):
            moves.append(DurakMove.take(view["seat"]))
            return moves[-1]

    game = durak()
    with pytest.raises(BotError, match="illegal"):
        choose_move(Sneaky(), game, 0)


def test_an_empty_reason_is_none_and_other_objects_are_refused():
    game = durak()
    move = game.legal_moves(0)[0]
    assert choose_move(Fixed(move), game, 0) == (move, None)
    with pytest.raises(BotError, match="illegal"):
        choose_move(Fixed("P0 attacks 7S"), game, 0)  # text is not a move object


def test_a_seat_that_cannot_act_is_a_caller_error():
    with pytest.raises(ValueError, match="P1 has no legal move"):
        choose_move(SimpleBot(), durak(), 1)


def test_bot_errors_survive_pickling_for_worker_processes():
    game = durak()
    with pytest.raises(BotError) as caught:
        choose_move(Fixed(DurakMove.take(0)), game, 0)
    copy = pickle.loads(pickle.dumps(caught.value))
    assert (str(copy), copy.detail, copy.seat, copy.move) == (
        str(caught.value),
        caught.value.detail,
        0,
        DurakMove.take(0),
    )


@pytest.mark.parametrize("name", GAMES)
def test_bot_step_and_play_game_use_the_step(name):
    make, simple, illegal = GAMES[name]
    game = make()
    with pytest.raises(BotError):
        bot_step(game, {0: Fixed(illegal)})
    with pytest.raises(BotError):
        play_game(game, [Raising(), RandomBot(1)])
    assert game.history == ()
    seen = []
    finished, moves = play_game(
        game, [simple(), RandomBot(2)], on_move=lambda g, m, b: seen.append(b.last_reason)
    )
    assert finished and moves == len(seen) and all(seen)
