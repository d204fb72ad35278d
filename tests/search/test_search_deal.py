"""Imagined deals keep everything the seat has seen and deal only what it cannot see."""

import random
from itertools import permutations

import pytest

from durak_widget import Card, Game, Move, Rules
from durak_widget.bots import SimpleBot, turn
from durak_widget.bots.deals import DealSampler
from durak_widget.engine.cards import deck_mask
from durak_widget.search.codec import from_game
from durak_widget.search.deal import Determinizer

PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]
DECK = deck_mask(36)
DECK_CARDS = [Card(rank, suit) for suit in "SHDC" for rank in range(6, 15)]


def test_deals_keep_what_the_seat_sees_and_deal_the_rest_again():
    checked = 0
    for number in range(24):
        rules = getattr(Rules, PRESETS[number % 4])()
        players = 2 + number % 3
        game = Game.new(players, rules, seed=number)
        bot = SimpleBot(number)
        rng = random.Random(number)
        while not game.is_over and len(game.history) < 400:
            seat, moves = turn(game)
            if rng.random() < 0.2:
                view = game.view(seat)
                template = from_game(DealSampler(view).sample(rng))
                deals = Determinizer(template, seat, deck_mask(rules.deck_size))
                for _ in range(3):
                    deal = deals.sample(rng)
                    assert deal.hands[seat] == from_game(game).hands[seat]
                    for p in range(players):
                        assert bin(deal.hands[p]).count("1") == len(game.hand(p))
                        known = sum(1 << c.index for c in game.known(p))
                        assert deal.hands[p] & known == known
                    assert deal.stock[:1] == from_game(game).stock[:1]  # the face-up trump
                    assert len(deal.stock) == game.talon_size
                    real = from_game(game)
                    for name in ("attacks", "defences", "discard", "attacker", "defender"):
                        assert getattr(deal, name) == getattr(real, name)
                    all_cards = deal.discard | sum(1 << c for c in deal.stock)
                    for hand in deal.hands:
                        all_cards |= hand
                    assert all_cards == template.discard | sum(
                        1 << c for c in template.stock
                    ) | sum(template.hands)
                    assert sorted(deal.next_moves()) == sorted(from_game(game).moves(seat))
                    checked += 1
            game.play(bot.choose(game.view(seat), moves))
    assert checked > 200


def test_hidden_cards_really_move_between_deals():
    game = Game.new(2, seed=3)
    view = game.view(0)
    deals = Determinizer(from_game(DealSampler(view).sample(random.Random(1))), 0, DECK)
    assert not deals.exact
    rng = random.Random(2)
    opponent_hands = {deals.sample(rng).hands[1] for _ in range(20)}
    assert len(opponent_hands) > 15


def test_nothing_is_hidden_once_the_talon_is_empty_between_two_players():
    hands = [["AS", "7H", "8D"], ["6S", "KH", "9C"]]
    game = Game.from_position(hands, trump="D", discard=["10S"])
    used = sum(1 << Card.parse(c).index for c in ["AS", "7H", "8D", "6S", "KH", "9C", "10S"])
    deals = Determinizer(from_game(game), 0, used)
    assert deals.exact
    assert deals.sample(random.Random(1)).hands == from_game(game).hands


def test_a_card_picked_up_stays_in_the_hand_that_took_it():
    game = Game.new(2, seed=11)
    attacker, defender = game.attacker, game.defender
    lead = next(m for m in game.legal_moves(attacker) if m.kind == "attack")
    game.play(lead)
    game.play(Move.take(defender))
    while not game.is_over and game.table:
        _, moves = turn(game)
        game.play(next((m for m in moves if m.kind == "done"), moves[0]))
    view = game.view(attacker)
    deals = Determinizer(from_game(DealSampler(view).sample(random.Random(0))), attacker, DECK)
    rng = random.Random(5)
    for _ in range(30):
        assert deals.sample(rng).hands[defender] >> lead.cards[0].index & 1


def test_a_teaching_position_deals_from_every_card_the_seat_has_not_seen():
    # Cards listed nowhere are out of this game, but P0 cannot know which: P1's three cards
    # are imagined from all the 33 cards P0 has not seen.
    game = Game.from_position([["AS", "7H", "8C"], ["9H", "KC", "10C"]], trump="D")
    deals = Determinizer(from_game(game), 0, DECK)
    assert not deals.exact and len(deals.pool) == 33 and deals.needed == 3
    rng = random.Random(3)
    seen = set()
    for _ in range(50):
        hand = deals.sample(rng).hands[1]
        assert bin(hand).count("1") == 3 and not hand & from_game(game).hands[0]
        seen |= {i for i in range(52) if hand >> i & 1}
    assert len(seen) > 20


def _twins(unseen, talon_hidden, face_up, hand):
    """Every game P0 cannot tell from the others: P0 holds `hand`, the other hand and
    `talon_hidden` cards of the talon (above `face_up`) come from `unseen`, in every order, and
    every other card is discarded."""
    used = {Card.parse(c) for c in [*hand, *unseen, face_up]}
    discard = [c for c in DECK_CARDS if c not in used]
    for order in permutations(unseen, talon_hidden):
        other = [c for c in unseen if c not in order]
        yield Game.from_position([hand, other], talon=[*order, face_up], discard=discard)


def _position(state):
    return (tuple(state.hands), tuple(state.stock), state.discard, state.attacker)


def test_every_deal_lists_each_game_the_seat_cannot_tell_apart_once():
    # The other hand and the talon under the face-up trump hidden: P0 cannot tell apart the
    # games where any of the unseen cards lies in the talon.
    hand = ["6S", "9S", "QH", "KC", "10D", "7C"]
    unseen = ["7S", "8H", "JH", "AC", "6D", "KS", "AS"]
    for hidden, count in ((1, 7), (2, 42)):
        twins = list(_twins(unseen, hidden, "8D", hand))
        assert len(twins) == count
        view = twins[0].view(0)
        deals = Determinizer(from_game(DealSampler(view).sample(random.Random(1))), 0, DECK)
        assert deals.hidden_talon == hidden and deals.count() == count and not deals.exact
        listed = [_position(deal) for deal in deals.every_deal()]
        assert len(set(listed)) == count
        assert set(listed) == {_position(from_game(twin)) for twin in twins}
        # Sampling draws among exactly those deals.
        rng = random.Random(2)
        drawn = {_position(deals.sample(rng)) for _ in range(40 * count)}
        assert drawn == set(listed)


def test_deals_that_cannot_be_listed_say_why():
    # Three players: two hands hide cards.
    game = Game.new(3, seed=5)
    deals = Determinizer(from_game(DealSampler(game.view(0)).sample(random.Random(1))), 0, DECK)
    assert deals.count() == 0
    with pytest.raises(ValueError, match="the deals of P0 cannot be listed: 2 other hands hide"):
        deals.every_deal()
    # Cards out of the game: P0 cannot tell which of the cards it has not seen are in play.
    game = Game.from_position([["AS", "7H", "8C"], ["9H", "KC", "10C"]], trump="D")
    deals = Determinizer(from_game(game), 0, DECK)
    assert deals.count() == 0
    with pytest.raises(ValueError, match="33 unseen cards for 3 hidden places"):
        deals.every_deal()
