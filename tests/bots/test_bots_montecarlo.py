"""MonteCarloBot, the search both strong bots share, on a toy game whose playouts are known:
budgets, ties, the fallback, the reason in words, and the numbers kept as details."""

import random

import pytest

from durak_widget import Move
from durak_widget.bots import InconsistentView, MonteCarloBot, StrongBot
from durak_widget.bots.montecarlo import CAPPED, loss

# Seat 0 decides among three moves: A always loses, B always wins, C draws half the time.
A, B, C = Move.attack(0, "7S"), Move.attack(0, "8S"), Move.attack(0, "9S")


class Deals:
    """A toy sampler: a deal is a random number, a trial the (deal, move) pair."""

    def __init__(self, exact=False, broken_after=None):
        self.exact = exact
        self.broken_after = broken_after
        self.samples = 0

    def sample(self, rng):
        if self.broken_after is not None and self.samples >= self.broken_after:
            raise InconsistentView("no more deals")
        self.samples += 1
        return rng.random()

    def trials(self, deal, moves):
        return [(deal, move) for move in moves]


class Simple:
    """The rule-of-thumb fallback: always the first move listed."""

    last_reason = "I play the first move."

    def choose(self, view, moves):
        return moves[0]


class Toy(MonteCarloBot):
    def __init__(self, deals=None, outcome=None, **budget):
        budget = {"seed": 1, "playouts": 30, "time_ms": None, "move_cap": 10, **budget}
        super().__init__(Simple(), **budget)
        self.deals = deals if deals is not None else Deals()
        self.outcome = outcome or {A: lambda d: 0, B: lambda d: 1, C: lambda d: None}
        self.playouts_run = 0

    def _deals(self, view):
        if self.deals == "inconsistent":
            raise InconsistentView("cannot rebuild")
        return self.deals

    def _playout(self, trial):
        self.playouts_run += 1
        deal, move = trial
        return self.outcome[move](deal)

    def _gerund(self, move):
        return f"playing {move.cards[0]}"


VIEW = {"seat": 0}


def test_the_move_that_loses_least_wins_and_the_rates_are_details():
    bot = Toy()
    assert bot.choose(VIEW, [A, B, C]) == B
    assert bot.last_search == {A: 1.0, B: 0.0, C: 0.5}
    assert bot.last_details["figures"] == (
        "leading 8♠ loses 0%; leading 9♠ loses 50%; leading 7♠ loses 100%"
    )
    assert bot.last_details["searched"] == "Searched 10 deals"
    assert bot.last_details["deals"] == 10 and bot.last_details["runner_up"] == C


def test_a_clear_difference_is_said_in_words_without_figures():
    # B always wins, C draws: half a loss per deal more, with no noise at all.
    bot = Toy()
    bot.choose(VIEW, [A, B, C])
    assert bot.last_details["difference"] == 0.5 and bot.last_details["stderr"] == 0.0
    assert not bot.last_details["close"]
    assert bot.last_reason == (
        "I lead 8♠. It lost clearly less often than leading 9♠ in the deals I imagined."
    )
    assert "%" not in bot.last_reason


def test_moves_within_the_noise_are_too_close_to_call():
    # A and B each lose about half the deals, independently: any gap between them is noise.
    coin = {
        A: lambda d: 0 if d < 0.5 else 1,
        B: lambda d: 0 if (d * 1000) % 1 < 0.5 else 1,
        C: lambda d: 0,
    }
    bot = Toy(outcome=coin, playouts=90)
    move = bot.choose(VIEW, [A, B, C])
    details = bot.last_details
    assert details["deals"] == 30 and details["close"]
    assert 0 < details["difference"] <= 2 * details["stderr"]
    assert bot.last_reason.startswith(f"Too close to call: leading {move.cards[0]} and ")
    assert "%" not in bot.last_reason


def test_a_close_call_that_agrees_with_the_rule_of_thumb_gives_its_reason():
    coin = {A: lambda d: 0 if d < 0.5 else 1, B: lambda d: 0 if d > 0.5 else 1, C: lambda d: 0}
    bot = Toy(outcome=coin, playouts=300)
    assert bot.choose(VIEW, [A, B, C]) == A  # the rule of thumb's move, tied with B
    assert bot.last_details["close"]
    assert bot.last_reason == (
        "Too close to call: leading 7♠ and leading 8♠ did about as well in the deals I "
        "imagined, so I follow my rule of thumb. I play the first move."
    )


def test_when_every_move_wins_the_reason_says_so():
    always_win = {m: (lambda d: 1) for m in (A, B, C)}
    bot = Toy(outcome=always_win)
    assert bot.choose(VIEW, [C, A, B]) == C
    assert bot.last_reason == (
        "Every move won in the deals I imagined, so I follow my rule of thumb. "
        "I play the first move."
    )


def test_the_budget_is_shared_among_the_moves():
    bot = Toy(playouts=31)
    bot.choose(VIEW, [A, B, C])
    assert bot.playouts_run == 30 and bot.deals.samples == 10  # whole deals only
    two = Toy(playouts=31)
    two.choose(VIEW, [A, B])
    assert two.playouts_run == 30 and two.deals.samples == 15


def test_at_least_one_deal_even_without_time():
    bot = Toy(playouts=1, time_ms=0)
    assert bot.choose(VIEW, [A, B, C]) == B
    assert bot.deals.samples == 1 and bot.last_details["searched"] == "Searched 1 deal"


def test_the_time_limit_stops_the_search():
    class Slow(Toy):
        def _playout(self, trial):
            import time

            time.sleep(0.002)
            return super()._playout(trial)

    bot = Slow(playouts=10_000, time_ms=30)
    bot.choose(VIEW, [A, B, C])
    assert 1 <= bot.deals.samples < 100


def test_ties_go_to_the_rule_of_thumb():
    always_win = {m: (lambda d: 1) for m in (A, B, C)}
    assert Toy(outcome=always_win).choose(VIEW, [C, A, B]) == C
    assert Toy(outcome=always_win).choose(VIEW, [B, C, A]) == B


def test_exact_deals_cap_the_search_when_nothing_is_hidden():
    class Capped(Toy):
        exact_deals = 4

    bot = Capped(deals=Deals(exact=True), playouts=300)
    bot.choose(VIEW, [A, B, C])
    assert bot.deals.samples == 4
    hidden = Capped(deals=Deals(exact=False), playouts=300)
    hidden.choose(VIEW, [A, B, C])
    assert hidden.deals.samples == 100


def test_without_a_deal_the_rule_of_thumb_decides():
    bot = Toy(deals="inconsistent")
    assert bot.choose(VIEW, [A, B, C]) == A
    assert bot.last_reason == "(No search: I cannot rebuild the deal.) I play the first move."
    assert bot.last_search == {} and bot.last_details == {}
    broken = Toy(deals=Deals(broken_after=0))
    assert broken.choose(VIEW, [A, B, C]) == A and broken.last_reason.startswith("(No search")
    # A deal that breaks later ends the search with what was found so far.
    later = Toy(deals=Deals(broken_after=3))
    assert later.choose(VIEW, [A, B, C]) == B
    assert later.last_details["deals"] == 3


def test_one_legal_move_needs_no_search():
    bot = Toy()
    assert bot.choose(VIEW, [C]) == C
    assert bot.last_reason == "It was my only legal move: I lead 9♠." and bot.playouts_run == 0
    with pytest.raises(ValueError, match="no legal moves"):
        bot.choose(VIEW, [])


def test_the_same_seed_searches_the_same_deals():
    coin = {A: lambda d: 0 if d < 0.5 else 1, B: lambda d: 1 if d < 0.4 else 0, C: lambda d: None}
    runs = [Toy(outcome=coin, seed=seed) for seed in (3, 3, 4)]
    for bot in runs:
        bot.choose(VIEW, [A, B, C])
    assert runs[0].last_search == runs[1].last_search != runs[2].last_search


def test_a_capped_playout_counts_as_half_a_loss():
    assert [loss(0, 0), loss(1, 0), loss(None, 0), loss(CAPPED, 0)] == [1.0, 0.0, 0.5, 0.5]


def test_playouts_must_be_positive():
    with pytest.raises(ValueError, match="playouts"):
        Toy(playouts=0)


def test_strong_bots_are_monte_carlo_bots_with_their_default_budgets():
    from durak_widget.bots import OwnTrumpsStrongBot

    strong, own = StrongBot(), OwnTrumpsStrongBot()
    assert isinstance(strong, MonteCarloBot) and isinstance(own, MonteCarloBot)
    # StrongBot's tree search: at most 5000 iterations and 100 ms of CPU a decision.
    assert (strong.playouts, strong.time_ms, strong.move_cap) == (5000, 100.0, 600)
    assert (own.playouts, own.time_ms, own.move_cap, own.eps) == (200, 400.0, 400, 0.1)
    assert repr(strong) == "StrongBot(seed=None, playouts=5000, time_ms=100.0)"
    assert random.Random(1).random() == Toy(seed=1)._rng.random()


class Racing(Toy):
    race = (4, 2, 2.0)


def test_a_race_stops_once_every_other_move_is_clearly_worse():
    # B always wins, A always loses, C always draws: after 4 deals nothing is left to learn.
    bot = Racing(playouts=300)
    assert bot.choose(VIEW, [A, B, C]) == B
    assert bot.deals.samples == 4 and bot.playouts_run == 12
    assert bot.last_search == {A: 1.0, B: 0.0, C: 0.5}
    assert bot.last_details["deals"] == 4 and bot.last_details["stderr"] == 0.0


def test_a_race_gives_the_playouts_of_a_clearly_worse_move_to_the_close_ones():
    # A always loses; B and C each lose the same half of the deals: A is dropped, B and C go on.
    coin = {A: lambda d: 0, B: lambda d: 1 if d < 0.5 else 0, C: lambda d: 1 if d < 0.5 else 0}
    uniform = Toy(outcome=coin, playouts=90)
    uniform.choose(VIEW, [A, B, C])
    bot = Racing(outcome=coin, playouts=90)
    bot.choose(VIEW, [A, B, C])
    assert uniform.last_details["deals"] == 30
    assert bot.last_details["deals"] > 40 and bot.playouts_run <= 90
    assert bot.last_search[A] == 1.0  # a dropped move keeps the loss rate it had
    assert {bot.last_details["runner_up"], bot.choose(VIEW, [A, B, C])} == {B, C}
