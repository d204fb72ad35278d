"""The coach's evidence: a Durak move is played out on the playout engine, from the mover's
view, with the same deals for every move; the explaining engine is the fallback."""

import pytest

from durak_widget import Game, Move
from durak_widget.bots import SimpleBot, turn
from durak_widget.coach import evidence


def _mid_game(seed: int) -> Game:
    """A SimpleBot game after at least 12 moves, where the seat to act has 3 moves or more."""
    game = Game.new(2, seed=seed)
    bot = SimpleBot(seed)
    played = 0
    while True:
        seat, moves = turn(game)
        if played >= 12 and len(moves) >= 3:
            return game
        game.play(bot.choose(game.view(seat), moves))
        played += 1


def _no_fallback(*args):
    raise AssertionError("the explaining engine's playouts were used")


def test_a_durak_move_is_played_out_on_the_playout_engine(monkeypatch):
    monkeypatch.setattr(evidence, "_bot_rounds", _no_fallback)
    game = _mid_game(4)
    seat, moves = turn(game)
    found = evidence.weigh(game, seat=seat, deals=60, seed=2)
    assert found.method == "search" and found.deals == 60 and set(found.moves) == set(moves)
    rates = [found.rate(m) for m in moves]
    assert all(0 <= r <= 1 for r in rates) and len(set(rates)) > 1
    # the same seed gives the same figures; another seed other deals
    assert evidence.weigh(game, seat=seat, deals=60, seed=2).losses == found.losses
    assert evidence.weigh(game, seat=seat, deals=60, seed=3).losses != found.losses


def test_a_throw_in_while_the_defender_answers_is_played_out_on_the_playout_engine(monkeypatch):
    monkeypatch.setattr(evidence, "_bot_rounds", _no_fallback)
    game = Game.from_position(
        [["6S", "6H", "6C", "AD"], ["7S", "8H", "JC"]], trump="D", talon=["10S", "QH", "KD"]
    )
    game.play(Move.attack(0, "6S"))
    assert turn(game)[0] == 1  # the defender acts; the attacker may throw in meanwhile
    throw_ins = [Move.attack(0, "6H"), Move.attack(0, "6C")]
    assert game.legal_moves(0) == throw_ins
    found = evidence.weigh(game, seat=0, deals=40, seed=1)
    assert found.deals == 40 and set(found.moves) == set(throw_ins)


def test_a_view_the_playout_engine_cannot_rebuild_falls_back_on_the_explaining_engine(
    monkeypatch,
):
    used = []

    def counting(*args):
        used.append(args)
        yield from original(*args)

    def inconsistent(*args, **kwargs):
        raise evidence.InconsistentView("patched: no deal fits")

    original = evidence._bot_rounds
    monkeypatch.setattr(evidence, "_bot_rounds", counting)
    monkeypatch.setattr(evidence, "Decision", inconsistent)
    game = _mid_game(4)
    seat, moves = turn(game)
    found = evidence.weigh(game, seat=seat, deals=10, seed=1)
    assert found.deals == 10 and set(found.moves) == set(moves) and len(used) == 1


@pytest.mark.parametrize("seed", [1, 2])
def test_weighing_never_changes_the_game(seed):
    game = _mid_game(seed)
    before = game.view(0), game.view(1), game.talon_size
    evidence.weigh(game, deals=20, seed=seed)
    assert (game.view(0), game.view(1), game.talon_size) == before
