"""The tree search: paired rounds, the race, reproducibility, and results that match the
position."""

import random

from durak_widget import Game, Move
from durak_widget.bots import SimpleBot, turn
from durak_widget.bots.deals import DealSampler
from durak_widget.engine.cards import deck_mask
from durak_widget.search.codec import encode, from_game, to_move
from durak_widget.search.deal import Determinizer
from durak_widget.search.tree import Search, paired, still_racing

LAST_CARD = dict(
    hands=[["9S"], ["7C", "KH", "QD"], ["8C", "JD", "AH"]],
    trump="C",
    attacker=2,
    table=["7S"],
    discard=["6S"],
)
"""P0 defends 7♠ with its last card, 9♠, the talon empty: beating takes it out of the game."""


def search_for(game: Game, seat: int, seed: int = 1, **options) -> Search:
    view = game.view(seat)
    state = from_game(DealSampler(view).sample(random.Random(seed)))
    deals = Determinizer(state, seat, deck_mask(game.rules.deck_size))
    codes = [encode(m) for m in game.legal_moves(seat)]
    return Search(deals, seat, codes, random.Random(seed), **options)


def test_going_out_with_the_last_card_never_loses_in_any_deal():
    game = Game.from_position(**LAST_CARD)
    search = search_for(game, 0)
    search.run(200, 400, 0.0)
    beat, take = encode(Move.defend(0, "9S", "7S")), encode(Move.take(0))
    assert set(search.samples[beat]) == {1.0}  # out first: never the durak, whatever follows
    assert search.means()[beat] > search.means()[take]
    assert search.rounds == 200 and len(search.samples[take]) == 200


def test_the_race_drops_a_clearly_worse_move_and_stops():
    game = Game.from_position(**LAST_CARD)
    search = search_for(game, 0)
    search.run(10_000, 10_000, 0.0, race=(8, 4, 3.0))
    assert search.live == [encode(Move.defend(0, "9S", "7S"))]
    assert search.rounds < 100  # one move left: nothing more to learn


def test_every_live_move_gets_every_round_and_the_comparison_is_paired():
    game = Game.new(2, seed=7)
    seat = game.attacker
    search = search_for(game, seat)
    search.run(60, 10_000, 0.0, race=(8, 4, 2.0))
    rounds = search.rounds
    for move in search.live:
        assert len(search.samples[move]) == rounds
    for move in search.moves:
        assert 1 <= len(search.samples[move]) <= rounds
    assert search.iterations == sum(len(s) for s in search.samples.values())
    best = max(search.live, key=lambda m: search.means()[m])
    for move in search.moves:
        difference, stderr = paired(search.samples[best], search.samples[move])
        shared = min(len(search.samples[best]), len(search.samples[move]))
        assert (
            abs(
                difference
                - (sum(search.samples[best][:shared]) - sum(search.samples[move][:shared])) / shared
            )
            < 1e-9
        )
        assert stderr >= 0


def test_a_move_within_the_margin_stays_in_the_race():
    samples = {1: [1.0, 0.0, 1.0, 0.0], 2: [1.0, 0.0, 0.0, 0.0], 3: [0.0, 0.0, 0.0, 0.0]}
    assert still_racing([1, 2, 3], samples, 3.0) == [1, 2, 3]  # four rounds say little
    samples = {1: [1.0] * 20, 2: [1.0] * 19 + [0.0], 3: [0.0] * 20}
    assert still_racing([1, 2, 3], samples, 3.0) == [1, 2]


def test_the_same_seed_gives_the_same_search():
    game = Game.new(3, seed=5)
    seat = game.attacker
    one, two = search_for(game, seat, seed=4), search_for(game, seat, seed=4)
    one.run(30, 10_000, 0.0)
    two.run(30, 10_000, 0.0)
    assert one.samples == two.samples


def test_searches_in_every_seat_of_real_games_end_on_legal_moves():
    for seed in range(6):
        game = Game.new(2 + seed % 3, seed=seed)
        bot = SimpleBot(seed)
        while not game.is_over:
            seat, moves = turn(game)
            if len(moves) > 1 and len(game.history) % 7 == 0:
                for every_seat in (False, True):
                    search = search_for(game, seat, every_seat=every_seat)
                    search.run(6, 10_000, 0.0)
                    assert {to_move(m) for m in search.samples} == set(moves)
            game.play(bot.choose(game.view(seat), moves))
