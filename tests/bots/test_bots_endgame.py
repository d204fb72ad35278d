"""The exact two-player endgame solver, checked against a plain minimax without shortcuts."""

import random

import pytest

from durak_widget import Card, Game, Move, Rules
from durak_widget.bots import StrongBot, turn
from durak_widget.bots.endgame import SearchBudgetExceeded, solve

DECK = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def _minimax(game: Game, seat: int) -> float:
    if game.is_over:
        durak = game.result.durak
        return 0.5 if durak is None else 0.0 if durak == seat else 1.0
    acting, moves = turn(game)
    values = []
    for move in moves:
        child = game.copy()
        child.play_unchecked(move)
        values.append(_minimax(child, seat))
    return max(values) if acting == seat else min(values)


def _endgames(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        rules = rng.choice([Rules.podkidnoy(), Rules.perevodnoy(), Rules.classic(), Rules.eltos()])
        pack = [c for c in DECK if c.rank > 14 - rules.deck_size // 4]  # eltos: 7 to ace
        cards = rng.sample(pack, rng.randint(3, 6))
        cut = rng.randint(1, len(cards) - 1)
        yield Game.from_position(
            [cards[:cut], cards[cut:]],
            trump=rng.choice("SHDC"),
            attacker=rng.randrange(2),
            discard=[next(c for c in pack if c not in cards)],  # past the first bout
            rules=rules,
        )


def test_the_solver_agrees_with_plain_minimax():
    for game in _endgames(60, seed=1):
        seat, moves = turn(game)
        values = solve(game, seat)
        assert set(values) == set(moves)
        for move, value in values.items():
            child = game.copy()
            child.play_unchecked(move)
            assert value == _minimax(child, seat), (game, move)


def test_the_solver_gives_up_beyond_its_budget():
    game = Game.from_position([DECK[:8], DECK[9:17]], trump="D", discard=[DECK[8]])
    seat, _ = turn(game)
    with pytest.raises(SearchBudgetExceeded, match="more than 5 positions"):
        solve(game, seat, max_nodes=5)


def test_strong_bot_solves_known_endgames():
    # Talon empty, two players, and every other card discarded: nothing is hidden.
    hands = [["AS", "7H", "8D"], ["6S", "KH", "9C"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    game = Game.from_position(hands, trump="D", discard=[c for c in DECK if c not in used])
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move in game.legal_moves(0)
    assert bot.last_reason.startswith("Every card is known now, so I solved the endgame exactly")
    assert str(move.cards[0]) in bot.last_reason
    assert isinstance(move, Move)


def test_an_endgame_lost_whatever_i_play_says_so_in_words():
    # P1's only card, A♣, is a trump that beats either of P0's spades and takes P1 out.
    hands = [["6S", "7S"], ["AC"]]
    used = {Card.parse(c) for hand in hands for c in hand}
    game = Game.from_position(
        hands, trump="C", attacker=0, discard=[c for c in DECK if c not in used]
    )
    bot = StrongBot(seed=1, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move.kind == "attack"
    assert bot.last_details["solved"] == dict.fromkeys(game.legal_moves(0), "loses")
    assert bot.last_reason == (
        "Every card is known now, so I solved the endgame exactly: every move loses against "
        f"best play. I play {move.cards[0]}."
    )
