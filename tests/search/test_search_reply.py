"""The best reply to the rules of thumb, checked against a plain expectimax on the explaining
engine where the other player is SimpleBot itself, and against the exact solver."""

import random

import pytest

from durak_widget import Card, Game, Rules
from durak_widget.bots import SimpleBot, turn
from durak_widget.search.codec import from_game, to_move
from durak_widget.search.reply import BestReply
from durak_widget.search.solver import Solver, SolverBudgetExceeded

TIE_SEEDS = range(24)
"""SimpleBot's seeds tried for each of its decisions: enough to meet every tie between leads."""


PACK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def endgames(count: int, seed: int):
    """Two-player endgames with nothing hidden, 4 to 7 cards. The seat that does not act first
    holds two plain cards of one rank, so that its rules of thumb may tie between leads."""
    rng = random.Random(seed)
    for _ in range(count):
        rules = rng.choice([Rules.podkidnoy(), Rules.perevodnoy(), Rules.classic()])
        trump = rng.choice("SHDC")
        rank = rng.randrange(6, 15)
        pair = rng.sample([c for c in PACK if c.rank == rank and c.suit != trump], 2)
        rest = rng.sample([c for c in PACK if c not in pair], rng.randint(2, 5))
        cut = rng.randint(1, len(rest))
        attacker = rng.randrange(2)
        hands = [rest[:cut], rest[cut:] + pair]
        if attacker:
            hands.reverse()
        used = set(pair + rest)
        yield Game.from_position(
            hands,
            trump=trump,
            attacker=attacker,
            discard=[next(c for c in PACK if c not in used)],  # past the first bout
            rules=rules,
        )


def expectimax(game: Game, seat: int, path=frozenset()) -> tuple[float, float]:
    """How often `seat` wins and draws from `game` when it plays for the best expected result
    (a draw counting half, then the most wins) and the other seat is SimpleBot, each of its
    possible choices as likely as the others; a position repeated on the line is a draw."""
    if game.is_over:
        durak = game.result.durak
        return (0.0, 1.0) if durak is None else (0.0, 0.0) if durak == seat else (1.0, 0.0)
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
        return (0.0, 1.0)
    if acting != seat:
        view = game.view(acting)
        moves = list({SimpleBot(s).choose(view, moves) for s in TIE_SEEDS})
    results = []
    for move in moves:
        child = game.copy()
        child.play_unchecked(move)
        results.append(expectimax(child, seat, path | {key}))
    if acting == seat:
        return max(results, key=lambda r: (r[0] + r[1] / 2, r[0]))
    return (
        sum(r[0] for r in results) / len(results),
        sum(r[1] for r in results) / len(results),
    )


def test_the_best_reply_agrees_with_a_plain_expectimax_against_simple_bot():
    checked = 0
    fractions = 0
    for game in endgames(60, seed=5):
        seat, moves = turn(game)
        state = from_game(game)
        found = BestReply(seat).values(state, state.next_moves())
        assert {to_move(m) for m in found} == set(moves)
        for code, (wins, draws) in found.items():
            child = game.copy()
            child.play_unchecked(to_move(code))
            assert (wins, draws) == pytest.approx(expectimax(child, seat)), (game, to_move(code))
            fractions += 0 < wins < 1
            checked += 1
    assert checked > 120
    assert fractions  # ties between leads were met


def test_the_best_reply_never_does_worse_than_best_play():
    # The rules of thumb are one way for the other player to play, so the best reply to them
    # gets at least the exact value against best play, and more where they go wrong.
    better = 0
    for game in endgames(80, seed=6):
        seat, _ = turn(game)
        state = from_game(game)
        exact = Solver(seat).values(state)
        replies = BestReply(seat).values(state, list(exact))
        for move, value in exact.items():
            wins, draws = replies[move]
            assert wins + draws / 2 >= value, (game, to_move(move))
            better += wins + draws / 2 > value
    assert better >= 5


def test_a_sure_win_against_the_rules_of_thumb_is_won_against_simple_bot(first_endgame):
    # Real endgames of SimpleBot games: where the best reply promises a sure win, following it
    # move by move wins against SimpleBot itself, whatever its seed.
    won = 0
    for seed in range(16):
        found = first_endgame(seed)
        if found is None:
            continue
        game, seat = found
        state = from_game(game)
        replies = BestReply(seat, 100_000).values(state, state.next_moves())
        if max(w for w, _ in replies.values()) < 1:
            continue
        for tie_seed in range(3):
            copy = game.copy()
            other = SimpleBot(tie_seed)
            while not copy.is_over:
                acting, moves = turn(copy)
                if acting == seat:
                    here = from_game(copy)
                    replies = BestReply(seat).values(here, here.next_moves())
                    move = to_move(max(replies, key=lambda m: replies[m]))
                else:
                    move = other.choose(copy.view(acting), moves)
                copy.play(move)
            assert copy.result.durak == 1 - seat, (seed, tie_seed)
        won += 1
    assert won >= 4


def test_the_best_reply_gives_up_beyond_its_budget():
    game = Game.from_position([PACK[:8], PACK[9:17]], trump="D", discard=[PACK[8]])
    seat, _ = turn(game)
    state = from_game(game)
    with pytest.raises(SolverBudgetExceeded, match="more than 2 positions"):
        BestReply(seat, 2).values(state, state.next_moves())
