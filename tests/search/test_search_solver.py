"""The exact solver on the playout engine agrees with a plain minimax on the explaining engine,
gives up past its budget, and keeps nothing it learnt from a line that went round in a circle."""

import random
import time

import pytest

from durak_widget import Card, Game, Rules
from durak_widget.bots import turn
from durak_widget.search.codec import from_game, to_move
from durak_widget.search.solver import Solver, SolverBudgetExceeded, position_key

DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def minimax(game: Game, seat: int, path=frozenset()) -> float:
    """The value of `game` for `seat` by plain minimax on the explaining engine; a position
    repeated on the line is a draw."""
    if game.is_over:
        durak = game.result.durak
        return 0.5 if durak is None else 0.0 if durak == seat else 1.0
    acting, moves = turn(game)
    key = (
        game.hands,
        tuple(game.table),
        game.attacker,
        game.defender,
        game.taking,
        game.done_players,
        game.attack_limit,
    )
    if key in path:
        return 0.5
    values = []
    for move in moves:
        child = game.copy()
        child.play_unchecked(move)
        values.append(minimax(child, seat, path | {key}))
    return max(values) if acting == seat else min(values)


def endgames(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        rules = rng.choice([Rules.podkidnoy(), Rules.perevodnoy(), Rules.classic(), Rules.eltos()])
        pack = [c for c in DECK if c.rank > 14 - rules.deck_size // 4]
        cards = rng.sample(pack, rng.randint(3, 6))
        cut = rng.randint(1, len(cards) - 1)
        yield Game.from_position(
            [cards[:cut], cards[cut:]],
            trump=rng.choice("SHDC"),
            attacker=rng.randrange(2),
            discard=[next(c for c in pack if c not in cards)],
            rules=rules,
        )


def test_the_solver_agrees_with_plain_minimax():
    checked = 0
    for game in endgames(60, seed=3):
        seat, moves = turn(game)
        values = Solver(seat).values(from_game(game))
        assert {to_move(m) for m in values} == set(moves)
        for code, value in values.items():
            child = game.copy()
            child.play_unchecked(to_move(code))
            assert value == minimax(child, seat), (game, to_move(code))
            checked += 1
    assert checked > 120


def test_the_solver_agrees_with_minimax_for_the_other_seat_and_mid_bout():
    for game in endgames(40, seed=4):
        seat, moves = turn(game)
        game.play_unchecked(moves[0])
        if game.is_over:
            continue
        other = 1 - seat
        assert Solver(other).value(from_game(game)) == minimax(game, other)


def test_real_endgames_of_simple_bot_games_are_solved_consistently(first_endgame):
    # The first moments with an empty talon in SimpleBot games: each move's value is the
    # opponent's best reply's value, worked out by a second solver for the other seat.
    solved = 0
    for seed in range(8):
        found = first_endgame(seed)
        if found is None:
            continue
        game, seat = found
        try:
            values = Solver(seat, 50_000).values(from_game(game))
        except SolverBudgetExceeded:
            continue
        for code, value in values.items():
            child = from_game(game)
            child.play(code)
            if child.loser == -2:
                assert 1 - Solver(1 - seat).value(child) == value
        solved += 1
    assert solved >= 4


def test_comparing_with_a_played_move_agrees_with_every_value_worked_out():
    # The coach's cheaper question, "does another move do better than this one?", against the
    # full values: each value it works out is exact, and the better move is the first one in
    # the order given with the best value, exactly when that value beats the played move's.
    rng = random.Random(5)
    compared = better_found = 0
    for game in endgames(100, seed=6):
        seat, _ = turn(game)
        state = from_game(game)
        full = Solver(seat).values(state)
        codes = list(full)
        for played in codes:
            order = rng.sample(codes, len(codes))
            exact = [rng.choice(codes)]
            values, better = Solver(seat).compare(state, played, order, exact)
            assert {played, *exact} <= set(values) <= set(codes)
            assert all(full[code] == value for code, value in values.items())
            best = max(full.values())
            if best > full[played]:
                assert better == next(code for code in order if full[code] == best)
                better_found += 1
            else:
                assert better == -1
            compared += 1
    assert compared > 200 and better_found > 25


def test_the_solver_gives_up_beyond_its_budget():
    game = Game.from_position([DECK[:8], DECK[9:17]], trump="D", discard=[DECK[8]])
    seat, _ = turn(game)
    with pytest.raises(SolverBudgetExceeded, match="more than 5 positions"):
        Solver(seat, max_nodes=5).values(from_game(game))


def test_the_solver_gives_up_past_a_wall_clock_deadline():
    # The coach's budget is wall time: a deadline already passed stops the search at once.
    game = Game.from_position([DECK[:8], DECK[9:17]], trump="D", discard=[DECK[8]])
    seat, _ = turn(game)
    with pytest.raises(SolverBudgetExceeded, match="out of time"):
        Solver(seat, wall_deadline=time.perf_counter() - 1).values(from_game(game))


def test_the_order_cards_were_laid_in_does_not_change_the_key():
    hands = [["AC", "7D"], ["9H", "6D", "JH"]]
    one = Game.from_position(hands, trump="C", table=[("7S", "9S"), "7H"])
    other = Game.from_position(hands, trump="C", table=["7H", ("7S", "9S")])
    assert position_key(from_game(one)) == position_key(from_game(other))


def test_the_solver_tries_the_known_best_move_then_the_cheapest_cards_and_takes_last():
    # The order decides only how soon the cut-offs come (the values are exact whatever it
    # is): plain cards by rank, then trumps, taking last; a move found best here before first.
    game = Game.from_position(
        [["8D"], ["6C", "KS", "10H", "AH", "7S"]], trump="S", attacker=0, table=["9H"]
    )
    state = from_game(game)
    moves = state.next_moves()
    said = [str(to_move(m)) for m in Solver(1).ordered(state, moves)]
    assert said == [
        "P1 beats 9♥ with 10♥",
        "P1 beats 9♥ with A♥",
        "P1 beats 9♥ with 7♠",
        "P1 beats 9♥ with K♠",
        "P1 takes",
    ]
    take = next(m for m in moves if to_move(m).kind == "take")
    assert str(to_move(Solver(1).ordered(state, moves, hint=take)[0])) == "P1 takes"
