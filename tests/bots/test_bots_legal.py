"""Bots return only legal moves, with a readable reason, in every preset and player count."""

import pytest

from durak_widget import Game, Rules
from durak_widget.bots import Bot, RandomBot, SimpleBot, next_to_act

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
# Every preset with every number of players its pack can deal to (eltos's 32 cards: five).
TABLES = [
    (preset, players)
    for preset in PRESETS
    for players in range(2, 7)
    if players * getattr(Rules, preset)().hand_size <= getattr(Rules, preset)().deck_size
]


def _play_checked(game: Game, bots: list, cap: int = 3000) -> None:
    """Play with the checked `game.play`, asserting legality and reasons at every step."""
    for _ in range(cap):
        seat = next_to_act(game)
        if seat is None:
            return
        moves = game.legal_moves(seat)
        view = game.view(seat)
        bot = bots[seat]
        move = bot.choose(view, moves)
        assert move in moves, f"{bot!r} chose {move}, not among {moves}"
        assert game.explain(move).legal
        assert view == game.view(seat), "a bot must not change the view it is given"
        reason = bot.last_reason
        assert isinstance(reason, str) and reason.strip()
        for card in move.cards:
            assert str(card) in reason, f"{reason!r} does not name {card}"
        game.play(move)
    raise AssertionError(f"game did not end in {cap} moves")


def _games(preset: str, players: int, count: int, base: int) -> None:
    rules = getattr(Rules, preset)()
    for seed in range(base, base + count):
        game = Game.new(players, rules, seed=seed)
        bots = [
            SimpleBot(seed + i) if (seed + i) % 2 else RandomBot(seed + i) for i in range(players)
        ]
        _play_checked(game, bots)


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_bots_play_only_legal_moves(preset, players):
    _games(preset, players, count=4, base=200)


@pytest.mark.parametrize("preset", PRESETS)
def test_simple_bots_alone_finish_their_games(preset):
    rules = getattr(Rules, preset)()
    for players in range(2, 7):
        if players * rules.hand_size > rules.deck_size:
            break
        game = Game.new(players, rules, seed=players)
        _play_checked(game, [SimpleBot(i) for i in range(players)])
        assert game.is_over


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_bots_play_only_legal_moves_in_many_games(preset, players):
    _games(preset, players, count=30, base=10_000)


def test_bots_follow_the_protocol():
    assert isinstance(RandomBot(), Bot)
    assert isinstance(SimpleBot(), Bot)


def test_seeded_bots_are_reproducible():
    histories = []
    for _ in range(2):
        game = Game.new(3, Rules.perevodnoy(), seed=9)
        _play_checked(game, [RandomBot(1), SimpleBot(2), RandomBot(3)])
        histories.append(game.history)
    assert histories[0] == histories[1]
