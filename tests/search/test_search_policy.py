"""The playout policy is SimpleBot's rules of thumb: decision by decision it picks SimpleBot's
move (from the list of legal moves and straight from the position alike), it lists every move
SimpleBot may pick, and it plays whole games far better than random moves."""

import random

from durak_widget import Game, Rules
from durak_widget.bots import SimpleBot, turn
from durak_widget.search.codec import from_game, to_move
from durak_widget.search.policy import choose, options, random_playout
from durak_widget.search.rollout import policy_move, policy_playout

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]


def test_the_policy_picks_simple_bots_move_in_every_position():
    compared = 0
    ties = 0
    for number in range(150):
        rng = random.Random(number)
        rules = getattr(Rules, PRESETS[number % 4])()
        if number % 3 == 1:
            rules = rules.replace(
                trump_six_exchange=True,
                multi_card_lead=True,
                transfer_by_showing_trump=rules.transfer,
            )
        elif number % 3 == 2:
            rules = rules.replace(
                add_only_when_beaten=number % 4 < 2,
                join_after_first_beat=number % 5 < 2,
                throw_in=("all", "neighbours", "attacker")[number % 3],
                draw_order="seat_order",
                attack_cap=None,
                first_bout_cap=5,
                multi_card_lead=True,
            )
        players = 2 + number % (min(6, rules.deck_size // 6) - 1)
        game = Game.new(players, rules, seed=number)
        bot = SimpleBot(number)
        while not game.is_over and len(game.history) < 1500:
            seat, moves = turn(game)
            view = game.view(seat)
            state = from_game(game)
            # Both break ties between equally good leads with a generator in the same state.
            tie_seed = rng.randrange(2**32)
            bot.reseed(tie_seed)
            expected = bot.choose(view, moves)
            mine = state.next_moves()
            # Straight from the position: the same move, the same random draws.
            assert to_move(policy_move(state, random.Random(tie_seed))) == (
                expected if len(mine) > 1 else moves[0]
            ), (number, game)
            if len(mine) > 1:
                assert to_move(choose(state, mine, random.Random(tie_seed))) == expected, (
                    number,
                    game,
                )
                # Every choice SimpleBot may make, each as likely: the same draw picks `expected`.
                picks = options(state, mine)
                drawn = random.Random(tie_seed).randrange(len(picks)) if len(picks) > 1 else 0
                assert to_move(picks[drawn]) == expected, (number, game)
                ties += len(picks) > 1
                compared += 1
            game.play(expected)
    assert compared > 5000
    assert ties > 100


def test_policy_playouts_beat_random_playouts():
    # Seat 0 plays the policy in one game and random moves in the twin game; seat 1 plays
    # the policy in both. The policy must lose far less often.
    losses = {"policy": 0, "random": 0}
    for seed in range(200):
        for kind in losses:
            state = from_game(Game.new(2, seed=seed))
            rng = random.Random(seed)
            for _ in range(2000):
                moves = state.next_moves()
                if not moves:
                    break
                if moves[0] >> 3 & 7 == 0 and kind == "random":
                    move = moves[rng.randrange(len(moves))]
                else:
                    move = choose(state, moves, rng)
                state.play(move)
            losses[kind] += state.loser == 0
    assert losses["policy"] < 0.5 * 200 and losses["random"] > 0.8 * 200


def test_playouts_end_the_game():
    for seed in range(20):
        for playout in (policy_playout, random_playout):
            state = from_game(Game.new(3, seed=seed))
            played = playout(state, random.Random(seed), 2000)
            assert 0 < played < 2000 and state.loser != -2 and state.next_moves() == []
