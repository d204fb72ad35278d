"""Property tests over random legal games (the slow tier).

Each example is one game: `Game.new` with a hypothesis-chosen seed, then uniform random choices
among `legal_moves()` (driven by a `random.Random` seeded from the same integer). Along the way
every step is checked against the invariants the issue lists.
"""

from __future__ import annotations

import random

import pytest
from engine_testkit import PRESETS, RANDOM_GAME_STATS, assert_specific
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak_widget import Card, Game, IllegalMove, Move, Rules
from durak_widget.engine.cards import deck

pytestmark = pytest.mark.slow

MOVE_CAP = 3000
"""A game that has not ended after this many moves counts as capped (unfinished)."""

STATS = RANDOM_GAME_STATS  # printed at the end of the run by tests/engine/conftest.py

HEAVY_EXAMPLES = 20
LIGHT_EXAMPLES = 80

SETTINGS = settings(
    max_examples=HEAVY_EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
    database=None,
)


def check_conservation(game: Game, all_cards: set[Card]) -> None:
    """Every card of the game is in exactly one place: hands, table, discard or talon."""
    seen: list[Card] = [c for h in game.hands for c in h]
    for attack, defence in game.table:
        seen.append(attack)
        if defence is not None:
            seen.append(defence)
    seen.extend(game.discard)
    assert len(seen) == len(set(seen)), "a card is in two places"
    assert set(seen) <= all_cards, "a card from nowhere"
    assert len(all_cards) - len(seen) == game.talon_size, "cards lost or talon miscounted"
    if game.trump_card is not None:
        assert game.trump_card not in seen
        assert game.trump_card.suit == game.trump


def candidate_moves(game: Game, players, all_cards, rng: random.Random, count: int) -> list[Move]:
    """Moves a learner might try, drawn at random: any kind, by an acting player (or anyone),
    with a card from their hand or, now and then, a card they do not hold."""
    moves: list[Move] = []
    attacks = [a for a, _ in game.table]
    others = sorted(all_cards, key=lambda c: c.index)
    for _ in range(count):
        p = rng.choice(players)
        hand = game.hands[p]
        card = rng.choice(hand) if hand and rng.random() < 0.8 else rng.choice(others)
        kind = rng.randrange(9)
        if kind == 0:
            moves.append(Move.attack(p, card))
        elif kind == 1:
            same = [c for c in hand if c.rank == card.rank]
            moves.append(Move.attack(p, *same) if len(same) > 1 else Move.attack(p, card))
        elif kind == 2:
            moves.append(Move.attack(p, *rng.sample(hand, 2)) if len(hand) > 1 else Move.done(p))
        elif kind == 3 and attacks:
            target = rng.choice(attacks)
            if target != card:
                moves.append(Move.defend(p, card, target))
        elif kind == 4:
            moves.append(Move.transfer(p, card, show=rng.random() < 0.3))
        else:
            moves.append((Move.take, Move.done, Move.exchange, Move.take)[kind - 5](p))
    return moves


def key(move: Move) -> tuple:
    """A move's identity with the cards of a multi-card lead as a set: ``P0 attacks 7♠ 7♥``
    and ``P0 attacks 7♥ 7♠`` are the same action (whether `Move` equality agrees is checked
    by its own test in test_engine_state.py)."""
    return (move.kind, move.player, frozenset(move.cards), move.target, move.show)


def cheap_state(game: Game, seat: int = 0) -> tuple:
    return (repr(game), game.history, tuple(game.table), game.view(seat))


def play_random_game(
    preset: str, players: int, seed: int, sample: int = 8, undo_every: int = 25
) -> Game:
    rules = getattr(Rules, preset)()
    players = min(players, rules.deck_size // rules.hand_size)  # eltos's 32 cards: at most 5
    game = Game.new(players=players, rules=rules, seed=seed)
    all_cards = set(deck(rules.deck_size))
    start = game.starting_position()
    rng = random.Random(seed)
    steps = 0
    while not game.is_over and steps < MOVE_CAP:
        check_conservation(game, all_cards)
        legal = game.legal_moves()
        assert legal, "no legal move in a game that is not over"
        legal_set = {key(m) for m in legal}
        assert len(legal_set) == len(legal), "duplicate legal moves"
        for move in legal:
            verdict = game.explain(move)
            assert verdict.legal, (str(move), verdict.rule, verdict.message)
            assert_specific(verdict, move)
        acting = sorted({m.player for m in legal})
        pool = candidate_moves(game, [*acting, rng.randrange(players)], all_cards, rng, sample)
        illegal = None
        for move in pool:
            verdict = game.explain(move)
            assert verdict.legal == (key(move) in legal_set), (
                str(move),
                verdict.rule,
                repr(game),
            )
            if not verdict.legal:
                assert_specific(verdict, move)
                illegal = move
        seat = steps % players
        if illegal is not None and steps % 5 == 0:
            before = cheap_state(game, seat)
            with pytest.raises(IllegalMove):
                game.play(illegal)
            assert cheap_state(game, seat) == before
        move = rng.choice(legal)
        if steps % undo_every == undo_every - 1:
            before = cheap_state(game, seat)
            game.play(move)
            assert game.undo() == move
            assert cheap_state(game, seat) == before
        game.play(move)
        steps += 1
    STATS["games"] += 1
    STATS["moves"] += steps
    if not game.is_over:
        STATS["capped"] += 1
    assert game.is_over, f"game not over after {MOVE_CAP} moves (seed {seed})"
    check_conservation(game, all_cards)
    result = game.result
    assert game.legal_moves() == []
    if result.durak is None:
        assert result.draw and sorted(result.order) == list(range(players))
    else:
        assert not result.draw
        assert result.durak not in result.order
        assert sorted([*result.order, result.durak]) == list(range(players))
    again = Game.replay(start, game.history)
    assert cheap_state(again, seed % players) == cheap_state(game, seed % players)
    assert again.hands == game.hands
    assert again.result == game.result
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("preset", PRESETS)
@SETTINGS
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_legal_games_keep_every_invariant(preset, players, seed):
    play_random_game(preset, players, seed)


def play_light_game(preset: str, players: int, seed: int) -> Game:
    """A cheaper pass for volume: conservation, legal moves judged legal, the end, replay."""
    rules = getattr(Rules, preset)()
    players = min(players, rules.deck_size // rules.hand_size)  # eltos's 32 cards: at most 5
    game = Game.new(players=players, rules=rules, seed=seed)
    all_cards = set(deck(rules.deck_size))
    start = game.starting_position()
    rng = random.Random(seed)
    steps = 0
    while not game.is_over and steps < MOVE_CAP:
        check_conservation(game, all_cards)
        legal = game.legal_moves()
        for move in legal:
            assert game.explain(move).legal, str(move)
        game.play(rng.choice(legal))
        steps += 1
    STATS["games"] += 1
    STATS["moves"] += steps
    if not game.is_over:
        STATS["capped"] += 1
    assert game.is_over, f"game not over after {MOVE_CAP} moves (seed {seed})"
    check_conservation(game, all_cards)
    again = Game.replay(start, game.history)
    assert repr(again) == repr(game) and again.result == game.result
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("preset", PRESETS)
@settings(max_examples=LIGHT_EXAMPLES, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_many_random_games_conserve_cards_and_end(preset, players, seed):
    play_light_game(preset, players, seed)


# ---------------------------------------------------------------- hidden information


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), preset=st.sampled_from(PRESETS))
def test_views_do_not_depend_on_hidden_cards(players, seed, preset):
    """Two games that differ only in cards seat 0 cannot see look the same to seat 0, for as
    long as the same moves are legal in both and seat 0 has not drawn different cards."""
    rng = random.Random(seed)
    rules = getattr(Rules, preset)()
    cards = deck(rules.deck_size)
    rng.shuffle(cards)
    hands = [cards[6 * p : 6 * p + 6] for p in range(players)]
    talon = cards[6 * players :]
    # the twin: swap two cards seat 0 cannot see (in other hands or the talon below the top
    # card, never the face-up card)
    places = [(p, i) for p in range(1, players) for i in range(6)]
    places += [(players, i) for i in range(len(talon) - 1)]
    piles = [list(h) for h in hands] + [list(talon)]
    (p1, i1), (p2, i2) = rng.sample(places, 2)
    piles[p1][i1], piles[p2][i2] = piles[p2][i2], piles[p1][i1]
    twin_hands, twin_talon = piles[:players], piles[players]
    a = Game.from_position(hands, talon=talon, rules=rules, attacker=rng.randrange(players))
    b = Game.from_position(twin_hands, talon=twin_talon, rules=rules, attacker=a.attacker)
    for _ in range(300):
        if a.hands[0] != b.hands[0]:
            break  # seat 0 drew different cards: from here on it may see a difference
        assert a.view(0) == b.view(0)
        theirs = set(b.legal_moves())
        common = [m for m in a.legal_moves() if m in theirs]
        if not common:
            break
        move = rng.choice(common)
        a.play(move)
        b.play(move)
