"""StrongBot: imagined deals agree with the view, moves are legal, reasons carry the numbers."""

import random
import re

import pytest

from durak_widget import Game, Move, Rules
from durak_widget.bots import RandomBot, SimpleBot, StrongBot, next_to_act, play_game
from durak_widget.bots.deals import DealSampler
from durak_widget.bots.phrases import gerund

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
PUBLIC = ["hand", "table", "talon", "discarded", "trump", "trump_card", "attacker", "defender"]
PUBLIC += ["taking", "done", "attack_limit", "attack_count", "roles", "start_hand"]


@pytest.mark.parametrize("preset", PRESETS)
def test_imagined_deals_match_everything_the_seat_has_seen(preset):
    rng = random.Random(PRESETS.index(preset))
    rules = getattr(Rules, preset)()
    checked = 0
    for players in range(2, 7):
        for seed in range(3):
            game = Game.new(players, rules, seed=seed)
            bots = [SimpleBot(i) if i % 2 else RandomBot(i) for i in range(players)]
            while not game.is_over:
                seat = next_to_act(game)
                view, moves = game.view(seat), game.legal_moves(seat)
                if rng.random() < 0.3:
                    deal = DealSampler(view).sample(rng)
                    other = deal.view(seat)
                    assert {k: view[k] for k in PUBLIC} == {k: other[k] for k in PUBLIC}
                    assert [h["count"] for h in view["hands"]] == [
                        h["count"] for h in other["hands"]
                    ]
                    for p, h in enumerate(view["hands"]):  # known cards stay in their hand
                        assert set(h["known"]) <= {c.code for c in deal.hand(p)}
                    assert next_to_act(deal) == seat
                    # The deal forgets which sixes were picked up, so it may allow an exchange
                    # the real game forbids; every real move is legal there.
                    extra = set(deal.legal_moves(seat)) - set(moves)
                    assert set(moves) <= set(deal.legal_moves(seat))
                    assert all(m.kind == "exchange" for m in extra)
                    checked += 1
                game.play(bots[seat].choose(view, moves))
    assert checked > 100


@pytest.mark.parametrize("preset", PRESETS)
def test_strong_bot_plays_legal_moves_with_reasons(preset):
    rules = getattr(Rules, preset)()
    for players in (2, 3):
        game = Game.new(players, rules, seed=21)
        bots = [StrongBot(seed=1, playouts=12, time_ms=None)] + [
            SimpleBot(i) for i in range(1, players)
        ]

        def check(game, move, bot):
            assert bot.last_reason
            for card in move.cards:
                assert str(card) in bot.last_reason

        finished, _ = play_game(game, bots, on_move=check)
        assert finished


def test_the_reason_reports_the_search():
    game = Game.from_position([["AS", "7H", "8C"], ["9H", "KC", "10C"]], trump="D")
    game.play(Move.attack(0, "7H"))
    moves = game.legal_moves(1)
    bot = StrongBot(seed=2, playouts=30, time_ms=None)
    move = bot.choose(game.view(1), moves)
    assert move in moves
    match = re.match(r"Searched (\d+) deals?: (.*)\. So: (.*)\.$", bot.last_reason)
    assert match, bot.last_reason
    deals = int(match.group(1))
    assert deals >= 1 and deals * len(moves) <= 30  # within the playout budget
    assert set(bot.last_search) == set(moves)
    # Each searched move is reported with its loss rate, the chosen one first.
    parts = match.group(2).split("; ")
    assert parts == [f"{gerund(m)} loses {bot.last_search[m]:.0%}" for m in _by_rate(bot, move)]
    assert bot.last_search[move] == min(bot.last_search.values())
    said = "I take" if move.kind == "take" else f"I beat 7♥ with {move.cards[0]}"
    assert match.group(3) == said


def _by_rate(bot, best):
    """The searched moves as the reason lists them: lowest loss rate first, the choice first
    among equals."""
    return sorted(bot.last_search, key=lambda m: (bot.last_search[m], m != best))[:3]


def test_strong_bot_is_reproducible_without_a_time_limit():
    game = Game.new(2, Rules.perevodnoy(), seed=8)
    seat = next_to_act(game)
    view, moves = game.view(seat), game.legal_moves(seat)
    a = StrongBot(seed=3, playouts=40, time_ms=None)
    b = StrongBot(seed=3, playouts=40, time_ms=None)
    assert a.choose(view, moves) == b.choose(view, moves)
    assert a.last_reason == b.last_reason


def test_strong_bot_plays_a_partial_deck_teaching_position():
    # A teaching position that leaves most cards out of the game still gets a move.
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    bot = StrongBot(seed=1, playouts=10, time_ms=None)
    move = bot.choose(game.view(0), game.legal_moves(0))
    assert move in game.legal_moves(0)
    assert bot.last_reason


def test_strong_bot_rejects_a_zero_budget():
    with pytest.raises(ValueError, match="playouts"):
        StrongBot(playouts=0)
