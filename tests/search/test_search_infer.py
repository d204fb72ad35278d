"""Inferring the other hand from the other player's play (`durak_widget.search.infer`,
`durak_widget.bots.inference`): the chain sees only the view, deals only hands consistent with
it, and places more of the other player's real cards than dealing at random does."""

import random

import pytest

from durak_widget import Game, Rules
from durak_widget.bots import RandomBot, SimpleBot, StrongBot, turn
from durak_widget.bots.decision import Decision
from durak_widget.bots.inference import hand_filter, infer_hands
from durak_widget.engine import Card, Move
from durak_widget.search.cards import bit_count
from durak_widget.search.infer import NEVER, NOISE_LEVELS, HandFilter


def _game_until(seed: int, talon: int, players: int = 2) -> tuple[Game, int, list[tuple[int, int]]]:
    """A SimpleBot game played until the talon holds at most `talon` cards: ``(game, seat to
    act, every (seat, hand) before each move)``."""
    game = Game.new(players, seed=seed)
    bots = [SimpleBot(seed + p) for p in range(players)]
    hands: list[tuple[int, int]] = []
    while not game.is_over and game.talon_size > talon:
        seat, moves = turn(game)
        assert seat is not None
        hands.append((seat, game._hands[seat]))
        game.play(bots[seat].choose(game.view(seat), moves))
    seat, _ = turn(game)
    assert seat is not None and not game.is_over
    return game, seat, hands


def _chain(
    game: Game, seat: int, seed: int = 1, noise: float = 0.1, learn: bool = True
) -> HandFilter:
    """The chain of `seat` in `game`, from its view."""
    view = game.view(seat)
    decision = Decision(view, game.legal_moves(seat), random.Random(seed))
    chain = hand_filter(view, decision.deals.pool, random.Random(seed), noise, learn)
    assert chain is not None
    return chain


@pytest.mark.parametrize("seed", range(6))
def test_the_real_hands_explain_the_other_players_moves(seed):
    """Rebuilt from the view alone, each decision of the other player is legal with the hand
    it really held then, and the rules of thumb pick its move (a lead among equal choices
    aside): the replay puts every decision where it was."""
    game, seat, hands = _game_until(seed, 8)
    chain = _chain(game, seat)
    real = [hand for p, hand in hands if p == 1 - seat]
    assert len(real) == len(chain.positions) > 5
    shares = [chain.fit(k, hand)[0] for k, hand in enumerate(real)]
    assert min(shares) >= 1 / 3


@pytest.mark.parametrize("seed", range(4))
def test_every_inferred_hand_fits_the_view(seed):
    """Each hand the chain visits holds as many cards as the other player holds unseen, all
    of them cards the seat has not seen; each decision's hand keeps every card the other
    player went on to play."""
    game, seat, _ = _game_until(seed, 10)
    chain = _chain(game, seat)
    chain.run(400, 4, random.Random(seed))
    view = game.view(seat)
    other = view["hands"][1 - seat]
    hidden = other["count"] - len(other["known"])
    pool = 0
    for card in Decision(view, game.legal_moves(seat), random.Random(0)).deals.pool:
        pool |= 1 << card
    assert len(chain.visited) == 100
    assert all(bit_count(hand) == hidden and hand & ~pool == 0 for hand in chain.visited)
    assert chain.accepted > 0
    for k, move in enumerate(chain.moves):
        assert move in chain.positions[k].copy().moves(1 - seat) or chain.weights[k] < 0
        assert chain.hand_at(k) == chain.hands[k]
        assert chain.fits[k] == chain.fit(k, chain.hands[k])
        assert chain.weights[k] == pytest.approx(chain.weight(chain.fits[k]))


def test_the_inferred_hands_hold_more_of_the_real_cards_than_random_ones():
    """Over 24 SimpleBot games stopped at various points, the hands the chain visits hold a
    larger share of the other player's real unseen cards than a hand dealt at random from the
    unseen cards (whose expected share is the hand's size over the unseen cards)."""
    inferred = []
    uniform = []
    for seed in range(24):
        game, seat, _ = _game_until(seed, 4 + seed % 12)
        chain = _chain(game, seat, seed)
        chain.run(1500, 10, random.Random(seed))
        other = 1 - seat
        real = game._hands[other] & ~game._known[other]
        size = bit_count(real)
        kept = chain.visited[len(chain.visited) // 4 :]
        inferred.append(sum(bit_count(hand & real) for hand in kept) / len(kept) / size)
        uniform.append(size / _unseen(game, seat))
    assert sum(inferred) / 24 > sum(uniform) / 24 + 0.04


def _unseen(game: Game, seat: int) -> int:
    """How many cards `seat` has not seen."""
    return len(Decision(game.view(seat), game.legal_moves(seat), random.Random(0)).deals.pool)


@pytest.mark.parametrize("seed", range(10))
def test_with_little_noise_the_chain_finds_hands_that_explain_every_move(seed):
    """With little room for leaving the rules of thumb, the chain moves from its first
    arrangement (random: in 9 of these 10 games some move of the other player is then not
    what the rules of thumb pick) to arrangements where the rules of thumb explain every
    move: for instance a plain lead is the lowest plain card held then."""
    game, seat, _ = _game_until(seed, 12)
    chain = _chain(game, seat, noise=0.02, learn=False)
    unexplained = [k for k, (share, _) in enumerate(chain.fits) if share <= 0]
    chain.run(3000, 10, random.Random(3))
    assert [k for k, (share, _) in enumerate(chain.fits) if share <= 0] == []
    assert chain.noise == 0.02
    assert unexplained or seed == 5


def test_the_chain_learns_how_closely_the_other_player_keeps_to_the_rules_of_thumb():
    """Against SimpleBot the chain settles on little noise; against a player who picks any
    legal move at random, on much."""
    for seed in range(4):
        game, seat, _ = _game_until(seed, 10)
        chain = _chain(game, seat)
        chain.run(1500, 10, random.Random(seed))
        assert chain.noise <= 0.1
        game = _played_until([RandomBot(seed), RandomBot(seed + 1)], seed, 10)
        seat, _ = turn(game)
        assert seat is not None
        chain = _chain(game, seat)
        chain.run(1500, 10, random.Random(seed))
        assert chain.noise >= 0.5


def test_no_chain_where_it_does_not_apply():
    """More than two players, the talon down to the face-up trump, or a history that does not
    start at the deal: no chain (the search deals at random)."""
    game, seat, _ = _game_until(3, 10, players=3)
    view = game.view(seat)
    assert hand_filter(view, [], random.Random(0)) is None
    game, seat, _ = _game_until(3, 1)
    view = game.view(seat)
    assert hand_filter(view, [], random.Random(0)) is None
    position = Game.from_position(
        [["7S", "8S", "9H", "KD", "QC", "6C"], ["10S", "JH", "AD", "7D", "8C", "9D"]],
        trump="C",
        talon=["6S", "6H", "7H", "AC"],
    )
    seat, moves = turn(position)
    position.play(moves[0])
    seat, moves = turn(position)
    assert hand_filter(position.view(seat), [], random.Random(0)) is None


def test_a_throw_in_that_ends_the_bout_after_a_take_is_picked_up_not_drawn():
    """After "P0 takes", the sixth attack card fills the table and the bout ends in that move:
    P0 picks the thrown-in 9♦ up with the rest (a card everyone saw), it draws nothing, and the
    chain still applies, dealing P0 only its five cards nobody has seen."""
    attacker = ["7S", "7H", "7D", "7C", "9C", "9D"]
    defender = ["9S", "9H", "6D", "8D", "6C", "8C"]
    deck = [Card(rank, suit).code for suit in "SHDC" for rank in range(6, 15)]
    rest = [c for c in deck if c not in attacker + defender and c != "AH"]
    game = Game.from_position([defender, attacker], trump="H", talon=[*rest, "AH"], attacker=1)
    for text in ("P1 attacks 7♠", "P0 beats 7♠ with 9♠", "P1 attacks 7♦", "P0 takes"):
        game.play(Move.parse(text))
    for text in ("P1 attacks 7♣", "P1 attacks 7♥", "P1 attacks 9♣", "P1 attacks 9♦"):
        game.play(Move.parse(text))
    assert [len(game.hand(p)) for p in (0, 1)] == [12, 6] and game.talon_size == 18
    view = game.view(1)
    assert len(view["hands"][0]["known"]) == 7
    chain = _chain(game, 1)
    assert [t for t in chain.place_time if t != NEVER] == [-1] * 6  # the six dealt, no draw
    chain.run(200, 2, random.Random(0))
    picked_up = 0
    for code in view["hands"][0]["known"]:
        picked_up |= 1 << Card.parse(code).index
    assert all(bit_count(hand) == 5 and not hand & picked_up for hand in chain.visited)


def test_slots_that_cannot_hold_the_cards_are_refused():
    """Slots that do not match the cards, or a card played before any slot, or a noise level
    the chain does not know: a `ValueError` naming them."""
    with pytest.raises(ValueError, match="3 slots for 1 cards played and 1 held unseen"):
        HandFilter(1, [], [], [], [], [-1, -1, -1], {5: 2}, [7, 8], 1, random.Random(0))
    with pytest.raises(ValueError, match="no slot from before move 2 for card 5"):
        HandFilter(1, [], [], [], [], [3, 4], {5: 2}, [7, 8], 1, random.Random(0))
    with pytest.raises(ValueError, match=r"noise must be one of .*, got 0\.3"):
        HandFilter(1, [], [], [], [], [-1], {}, [7, 8], 1, random.Random(0), 0.3)
    assert 0.1 in NOISE_LEVELS


def test_the_search_deals_the_inferred_hands():
    """With inferred hands set, every imagined deal gives the other player one of them and the
    talon the rest of the unseen cards: sizes and known cards kept."""
    game, seat, _ = _game_until(5, 10)
    view = game.view(seat)
    decision = Decision(view, game.legal_moves(seat), random.Random(0))
    deals = decision.deals
    chain = hand_filter(view, deals.pool, random.Random(0))
    assert chain is not None
    chain.run(300, 10, random.Random(0))
    deals.inferred = chain.visited
    template = deals.template
    other = 1 - seat
    rng = random.Random(9)
    for _ in range(50):
        deal = deals.sample(rng)
        assert deal.hands[other] & ~deals.pinned[other] in chain.visited
        assert bit_count(deal.hands[other]) == bit_count(template.hands[other])
        assert len(deal.stock) == len(template.stock) and deal.stock[0] == template.stock[0]
        assert deal.hands[seat] == template.hands[seat]
        everything = deal.hands[other]
        for card in deal.stock:
            assert not everything >> card & 1
            everything |= 1 << card


def test_strongbot_infers_and_still_plays_legal_moves():
    """StrongBot with the inference on plays whole games of legal moves under two rule sets."""
    for rules in (Rules.podkidnoy(), Rules.perevodnoy()):
        game = Game.new(2, seed=11, rules=rules)
        bots = [StrongBot(seed=1, playouts=30, time_ms=None), SimpleBot(2)]
        bots[0].infer_steps = 200
        while not game.is_over:
            seat, moves = turn(game)
            assert seat is not None
            move = bots[seat].choose(game.view(seat), moves)
            assert move in moves
            game.play(move)


def test_infer_hands_keeps_the_chain_after_its_burn_in_and_says_whether_to_trust_it():
    """`infer_hands`, the one way StrongBot and the inference benchmark read the chain: 1,000
    steps keep 75 hands (every tenth, the first quarter dropped), each of the other player's
    hidden size and drawn from the unseen cards; the same chain is trusted or not by the trust
    level alone; no chain, no hands."""
    game, seat, _ = _game_until(3, 10)
    view = game.view(seat)
    pool = Decision(view, game.legal_moves(seat), random.Random(0)).deals.pool
    other = view["hands"][1 - seat]
    hidden = other["count"] - len(other["known"])
    allowed = sum(1 << card for card in pool)
    verdicts = []
    for trust in (0.0, 1.0):
        inferred = infer_hands(view, pool, random.Random(5), 1000, 0.1, trust)
        assert inferred is not None
        assert len(inferred.hands) == 75
        assert all(bit_count(h) == hidden and h & ~allowed == 0 for h in inferred.hands)
        verdicts.append(inferred.trusted)
    assert verdicts == [False, True]
    three, seat3, _ = _game_until(3, 10, players=3)
    view3 = three.view(seat3)
    assert infer_hands(view3, pool, random.Random(5), 1000, 0.1, 1.0) is None


def _played_until(bots: list, seed: int, talon: int) -> Game:
    """A two-player game between `bots`, played until the talon holds at most `talon` cards."""
    game = Game.new(2, seed=seed)
    while game.talon_size > talon:
        seat, moves = turn(game)
        assert seat is not None
        game.play(bots[seat].choose(game.view(seat), moves))
    return game


@pytest.mark.parametrize("seed", range(3))
def test_strongbot_deals_the_inferred_hands_only_to_a_player_who_keeps_to_the_rules_of_thumb(
    seed,
):
    """Against SimpleBot the search deals the hands the chain found, and the reason says the
    deals fit the other player's play; against a player who moves at random, hands at random
    (the rules of thumb would only mislead about it), and the reason does not say so."""
    for bots, trusted in (
        ([SimpleBot(seed), SimpleBot(seed + 1)], True),
        ([RandomBot(seed), RandomBot(seed + 1)], False),
    ):
        game = _played_until(bots, seed, 10)
        seat, moves = turn(game)
        bot = StrongBot(seed=1, playouts=40, time_ms=None)
        bot.infer_steps = 1500
        assert bot.choose(game.view(seat), moves) in moves
        assert bot.last_tree is not None
        inferred = bot.last_tree.deals.inferred
        assert bool(inferred) == trusted
        assert len(inferred) in (0, 113)  # the last three quarters of 150 hands kept
        assert bot.last_details["inferred"] == len(inferred)
        said = (
            "guessing the other player's cards from their play" in bot.last_reason,
            "угадывая карты соперника по его игре" in bot.reason_in("ru"),
            "adivinando las cartas del otro jugador" in bot.reason_in("es"),
        )
        assert said == (trusted, trusted, trusted), bot.last_reason
        assert "in the deals I imagined" in bot.last_reason
