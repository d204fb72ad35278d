"""The playout engine follows the explaining engine move for move: the same seat to act, the
same legal moves in the same order, the same position after every move and the same result,
over every preset and player count and over mixes of the other rule options; and every seat's
legal moves, with moves out of the bots' turn order (a throw-in while the defender answers)."""

import random

import pytest

from durak_widget import Game, Move, Rules
from durak_widget.bots import turn
from durak_widget.search.codec import encode, from_game, to_move
from durak_widget.search.moves import DONE, TAKE, make_move, move_cards
from durak_widget.search.playout import Playout

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
FIELDS = [
    "hands",
    "known",
    "stock",
    "discard",
    "out",
    "attacker",
    "defender",
    "opener",
    "attacks",
    "defences",
    "unbeaten",
    "ranks",
    "taking",
    "done",
    "start_hand",
    "shown",
    "thrown_in",
    "bout",
    "limit",
    "cap",
    "loser",
]


def rules_for(number: int, rng: random.Random) -> tuple[Rules, int]:
    """Game `number`'s rules and player count: the presets in turn, every other game with
    some options changed at random (partnerships included)."""
    rules = getattr(Rules, PRESETS[number % len(PRESETS)])()
    if number % 2:
        rules = rules.replace(
            trump_six_exchange=rng.random() < 0.5,
            add_only_when_beaten=rng.random() < 0.3,
            join_after_first_beat=rng.random() < 0.3,
            transfer_by_showing_trump=rules.transfer and rng.random() < 0.5,
            multi_card_lead=rng.random() < 0.5,
            draw_order=rng.choice(["attackers_first", "seat_order"]),
            throw_in=rng.choice(["all", "neighbours", "attacker"]),
            draws=rng.random() < 0.5,
            first_bout_cap=rng.choice([None, 5]),
            attack_cap=rng.choice([None, 6]),
        )
    most = min(6, rules.deck_size // rules.hand_size)
    players = 2 + number // len(PRESETS) % (most - 1)
    if number % 10 == 7 and most >= 4:
        players = 4 if most < 6 or rng.random() < 0.5 else 6
        rules = rules.replace(partnerships=True)
    return rules, players


def differences(state: Playout, game: Game) -> list[str]:
    """The fields where `state` differs from the position of `game`."""
    other = from_game(game)
    return [
        f"{name}: {getattr(state, name)!r} != {getattr(other, name)!r}"
        for name in FIELDS
        if getattr(state, name) != getattr(other, name)
    ]


def play_side_by_side(number: int) -> int:
    """Play random game `number` on both engines at once; returns its length."""
    rng = random.Random(number)
    rules, players = rules_for(number, rng)
    game = Game.new(players, rules, seed=number)
    state = from_game(game)
    for step in range(3000):
        seat, moves = turn(game)
        mine = state.next_moves()
        if seat is None:
            assert mine == [] and state.loser != -2
            result = game.result
            assert state.loser == (-1 if result.durak is None else result.durak)
            return step
        assert [to_move(m) for m in mine] == moves, (number, rules, step, game)
        assert all(encode(to_move(m)) == m for m in mine)
        move = rng.choice(moves)
        game.play(move)
        state.play(encode(move))
        assert differences(state, game) == [], (number, rules, step, move)
    return 3000


def test_both_engines_agree_move_for_move_over_every_preset():
    lengths = [play_side_by_side(number) for number in range(600)]
    assert min(lengths) > 0 and sum(lengths) > 600 * 30


@pytest.mark.slow
def test_both_engines_agree_over_ten_thousand_games():
    for number in range(600, 10_600):
        play_side_by_side(number)


def play_any_seat(number: int) -> int:
    """Random game `number` on both engines with moves out of the bots' turn order as well (a
    throw-in while the defender answers, as people may play): every seat's legal moves agree
    at every step; returns how many moves were out of turn."""
    rng = random.Random(number)
    rules, players = rules_for(number, rng)
    game = Game.new(players, rules, seed=number)
    state = from_game(game)
    out_of_turn = 0
    for step in range(3000):
        seat, moves = turn(game)
        if seat is None:
            break
        others = []
        for p in range(players):
            legal = game.legal_moves(p)
            assert sorted(map(str, legal)) == sorted(str(to_move(m)) for m in state.moves(p)), (
                number,
                rules,
                step,
                p,
            )
            if p != seat and legal:
                others.append(legal)
        if others and rng.random() < 0.3:
            move = rng.choice(rng.choice(others))
            out_of_turn += 1
        else:
            move = rng.choice(moves)
        game.play(move)
        state.play(encode(move))
        assert differences(state, game) == [], (number, rules, step, move)
    return out_of_turn


def test_both_engines_agree_on_every_seats_moves_and_on_moves_out_of_turn():
    # The coach and the analysis judge a throw-in made while the defender answers on the
    # playout engine, from the thrower's view.
    assert sum(play_any_seat(number) for number in range(120)) > 1000


@pytest.mark.slow
def test_both_engines_agree_on_moves_out_of_turn_over_a_thousand_games():
    assert sum(play_any_seat(number) for number in range(120, 1120)) > 10_000


def test_a_copy_is_independent():
    state = from_game(Game.new(3, seed=4))
    copy = state.copy()
    copy.play(copy.next_moves()[0])
    assert differences(state, Game.new(3, seed=4)) == []
    assert copy.hands != state.hands


def test_moves_round_trip_through_their_integers():
    cases = [
        Move.attack(1, "7S"),
        Move.attack(2, "9S", "9D", "9C"),
        Move.defend(0, "10H", "6H"),
        Move.transfer(3, "QD"),
        Move.transfer(1, "QD", show=True),
        Move.take(5),
        Move.done(4),
        Move.exchange(2),
    ]
    for move in cases:
        assert to_move(encode(move)) == move
    assert move_cards(encode(Move.attack(2, "9S", "9D", "9C"))) == sum(
        1 << c.index for c in Move.attack(2, "9S", "9D", "9C").cards
    )
    assert to_move(make_move(TAKE, 1)) == Move.take(1)
    assert to_move(make_move(DONE, 0)) == Move.done(0)


def test_a_finished_game_has_no_moves_and_values_its_result():
    game = Game.from_position([["7S"], ["9S"]], trump="D")
    game.play("P0 attacks 7S")
    game.play("P1 beats 7S with 9S")
    assert game.is_over
    state = from_game(game)
    assert state.next_moves() == [] and state.to_act() == -1
    assert (state.value(0), state.value(1)) == (0.5, 0.5)  # both went out at once: a draw
