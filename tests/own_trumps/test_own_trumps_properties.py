"""Random games of Svoi Kozyri: cards are conserved, verdicts agree with legal moves, games end."""

import random

import pytest

from durak_widget.engine.cards import CARDS, deck_mask
from durak_widget.own_trumps import Move, OwnTrumps
from durak_widget.own_trumps.messages import MESSAGES

MOVE_CAP = 4000
DECK = {CARDS[i] for i in range(52) if deck_mask(36) >> i & 1}


def play_out(seed: int, players: int, check_every_move: bool):
    """A game by a random player who usually beats when it can (pure random play picks up so
    often that games rarely end)."""
    chooser = random.Random(seed)
    game = OwnTrumps.new(players=players, seed=seed)
    moves = 0
    while not game.is_over and moves < MOVE_CAP:
        legal = game.legal_moves()
        if check_every_move:
            cards = [c for hand in game.hands for c in hand] + list(game.pile)
            assert len(cards) == 36 and set(cards) == DECK
            legal_set = set(legal)
            p = game.turn_seat
            for card in game.hand(p)[:4] + game.hand((p + 1) % players)[:2]:
                for candidate in (Move.beat(p, card), Move.lay(p, card)):
                    verdict = game.explain(candidate)
                    assert verdict.legal == (candidate in legal_set)
                    assert verdict.rule in MESSAGES and "{" not in verdict.message
            assert game.explain(Move.pick_up(p)).legal == (Move.pick_up(p) in legal_set)
        beats = [m for m in legal if m.kind != "pick_up"]
        game.play(chooser.choice(beats) if beats and chooser.random() < 0.95 else legal[0])
        moves += 1
    return game, moves


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_card_and_agree_with_legal_moves(players):
    capped = 0
    for seed in range(40):
        game, _ = play_out(seed, players, check_every_move=True)
        capped += not game.is_over
    # Near-random play picks up often; say how often the cap is hit rather than hide it.
    print(f"{players} players: {capped} of 40 games reached the {MOVE_CAP}-move cap")
    assert capped <= 8
