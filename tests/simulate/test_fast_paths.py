"""The shortcuts that keep simulations fast change no result: the seat to act is found without
generating moves it does not need, and fresh bot copies carry their generators' exact state."""

import copy
import random

import pytest

from durak_widget import Game, Rules
from durak_widget.bots import RandomBot, SimpleBot, next_to_act, play_game, turn
from durak_widget.bots.step import play_bot_move
from durak_widget.engine import COMPILED
from durak_widget.simulate import _fresh

IN_COMPILED_CODE = "a compiled game finds its seat to act in compiled code: no patch counts it"


def reference_turn(game):
    """The order of `durak_widget.bots.driver`, written out with every seat's moves."""
    if game.is_over:
        return None, []
    if not game.table:
        return game.attacker, game.legal_moves(game.attacker)
    if not game.taking and any(d is None for _, d in game.table):
        return game.defender, game.legal_moves(game.defender)
    for step in range(game.players):
        seat = (game.attacker + step) % game.players
        if (
            seat == game.defender
            or seat in game.out
            or seat in game.done_players
            or not game.may_throw_in(seat)
        ):
            continue
        moves = game.legal_moves(seat)
        if moves:
            return seat, moves
    raise AssertionError("nobody to act in a game that is not over")


@pytest.mark.parametrize("preset", ["podkidnoy", "perevodnoy", "classic"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_seat_to_act_and_its_moves_are_those_of_the_written_order(preset, players):
    for seed in range(4):
        game = Game.new(players=players, rules=getattr(Rules, preset)(), seed=seed)
        bots = [RandomBot(seed=seed * 10 + s) for s in range(players)]
        while not game.is_over:
            expected = reference_turn(game)
            assert (next_to_act(game), turn(game)) == (expected[0], expected)
            play_bot_move(bots[expected[0]], game, expected[0])
        assert (next_to_act(game), turn(game)) == (None, (None, []))


@pytest.mark.skipif(COMPILED, reason=IN_COMPILED_CODE)
def test_play_game_generates_the_moves_of_most_positions_once():
    game = Game.new(players=2, seed=7)
    calls = []
    legal_moves = game.legal_moves

    def counted(*args, **kwargs):
        calls.append(args)
        return legal_moves(*args, **kwargs)

    game.legal_moves = counted
    finished, moves = play_game(game, [SimpleBot(seed=1), SimpleBot(seed=2)])
    assert finished and moves > 20
    # Once per move for the bot, and again only where a thrower-in had to be found.
    assert moves <= len(calls) < 1.8 * moves


def test_a_fresh_bot_copy_is_a_deep_copy_reseeded():
    bot = SimpleBot(seed=4)
    bot._rng.random()  # the template's generator is mid-stream
    state = bot._rng.getstate()
    fresh = _fresh(bot, 99)
    plain = copy.deepcopy(bot)
    plain.reseed(99)
    assert fresh._rng is not bot._rng and bot._rng.getstate() == state
    assert fresh._rng.getstate() == plain._rng.getstate()


def test_a_bot_without_reseed_gets_a_copy_of_its_generator_seeded():
    class Own:
        def __init__(self):
            self._rng = random.Random(1)
            self.other = random.Random(2)
            self.last_reason = ""

    bot = Own()
    fresh = _fresh(bot, 5)
    assert fresh._rng.random() == random.Random(5).random()
    assert fresh.other is not bot.other and fresh.other.random() == bot.other.random()
