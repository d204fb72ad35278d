"""How well StrongBot guesses the other player's hand: the figures behind docs/search.md.

Plays two-player games of one bot (StrongBot by default) against SimpleBot on paired deals
(each deal twice, the seats swapped). At each decision of the first bot with at least two
legal moves and at least two cards in the talon, it runs the chain over the other player's
hidden hand exactly as StrongBot does (through `durak_widget.bots.inference.infer_hands`,
with the bot's `infer_steps`, `infer_noise` and `infer_trust`) from the bot's view alone,
and compares what the chain kept with the real hand (read from the game, never shown to the
bot). By talon size (15 or more cards, 7-14, 2-6) it prints:

- how many decisions the chain was asked for, refused (``None``: the view does not allow it,
  or no hand was kept) and trusted (mean noise below `infer_trust`, the gate StrongBot
  applies);
- the share of the other player's hidden cards an inferred hand holds, against a hand dealt
  at random from the same unseen cards (worked out, not sampled: the hidden count over the
  unseen cards);
- calibration: the unseen cards grouped by how often the chain's hands held them, and how
  often the other player really held them; and the Brier score of the chain's marginals
  against that of the even chance a random deal gives every unseen card (lower is better).

The chain has its own random generator, so the bot plays as it would without the probe.

    python benchmarks/inference.py                    # 40 games on deals 0-19
    python benchmarks/inference.py --games 100 --seed 100 --bot simple
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

# The checkout last: an installed durak_widget (such as a compiled wheel) is measured first.
sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget import Game, Rules
from durak_widget.bots import SimpleBot, StrongBot, play_game
from durak_widget.bots.decision import Decision
from durak_widget.bots.inference import infer_hands
from durak_widget.bots.montecarlo import InconsistentView
from durak_widget.engine import COMPILED

BUCKETS = ("15+", "7-14", "2-6")
BINS = 10


def bucket(talon: int) -> str:
    """The talon-size group of a decision."""
    return "15+" if talon >= 15 else "7-14" if talon >= 7 else "2-6"


class Tally:
    """What one talon-size group collected."""

    def __init__(self) -> None:
        self.asked = 0
        self.refused = 0
        self.trusted = 0
        self.counted = 0  # decisions with a chain (the two sums below are over these)
        self.held = 0.0  # the mean share of the hidden cards the kept hands hold, summed
        self.chance = 0.0  # the same for a hand dealt at random
        self.bins: list[list[float]] = [[0, 0, 0.0] for _ in range(BINS)]
        self.brier = 0.0
        self.brier_even = 0.0
        self.cards = 0


class Probe:
    """Wraps the first bot: before each of its decisions, runs the chain from its view and
    scores it against the real hand of the other player in `game`."""

    def __init__(
        self, bot: StrongBot | SimpleBot, game: Game, tallies: dict[str, Tally], seed: int
    ):
        self.bot = bot
        self.game = game
        self.tallies = tallies
        self.rng = random.Random(seed)
        self.steps = StrongBot.infer_steps
        self.trust = StrongBot.infer_trust
        self.noise = StrongBot.infer_noise

    @property
    def last_reason(self) -> str:
        """The wrapped bot's reason."""
        return self.bot.last_reason

    def choose(self, view: dict[str, Any], moves: list[Any]) -> Any:
        """Score the chain in this position, then let the wrapped bot decide."""
        if view["talon"] >= 2 and len(moves) > 1:
            self._score(view, moves)
        return self.bot.choose(view, moves)

    def _score(self, view: dict[str, Any], moves: list[Any]) -> None:
        tally = self.tallies[bucket(view["talon"])]
        try:
            decision = Decision(view, moves, self.rng)
        except InconsistentView:
            return
        pool = decision.deals.pool
        tally.asked += 1
        inferred = infer_hands(view, pool, self.rng, self.steps, self.noise, self.trust)
        if inferred is None:
            tally.refused += 1
            return
        kept = inferred.hands
        if inferred.trusted:
            tally.trusted += 1
        other = view["hands"][1 - view["seat"]]
        hidden = other["count"] - len(other["known"])
        real = 0
        for card in self.game.hand(1 - view["seat"]):
            real |= 1 << card.index
        hidden_real = [card for card in pool if real >> card & 1]
        if hidden == 0 or len(hidden_real) != hidden:
            return  # the view and the game disagree: not a position to score
        tally.counted += 1
        tally.held += sum(sum(h >> c & 1 for c in hidden_real) for h in kept) / (len(kept) * hidden)
        even = hidden / len(pool)
        tally.chance += even
        for card in pool:
            share = sum(h >> card & 1 for h in kept) / len(kept)
            truth = real >> card & 1
            row = tally.bins[min(int(share * BINS), BINS - 1)]
            row[0] += 1
            row[1] += truth
            row[2] += share
            tally.brier += (share - truth) ** 2
            tally.brier_even += (even - truth) ** 2
            tally.cards += 1


def run(args: argparse.Namespace) -> dict[str, Tally]:
    """Play the games and collect the tallies."""
    tallies = {name: Tally() for name in BUCKETS}
    games = args.games + args.games % 2
    for i in range(games):
        deal = args.seed + i // 2
        seat = i % 2
        game = Game.new(2, Rules.podkidnoy(), seed=deal)
        bot: StrongBot | SimpleBot
        bot = StrongBot(seed=deal * 2) if args.bot == "strong" else SimpleBot(seed=deal * 2)
        probe = Probe(bot, game, tallies, seed=deal * 2 + seat)
        play_game(game, {seat: probe, 1 - seat: SimpleBot(seed=deal * 2 + 1)}, 2000)
    return tallies


def report(tallies: dict[str, Tally]) -> None:
    """Print the figures (see the module docstring)."""
    for name in BUCKETS:
        t = tallies[name]
        print(
            f"talon {name}: chain asked {t.asked} times, refused {t.refused}, trusted {t.trusted}"
        )
        if not t.counted:
            continue
        print(
            f"  hidden cards an inferred hand holds: {t.held / t.counted:.1%}"
            f" (a hand dealt at random: {t.chance / t.counted:.1%}; {t.counted} decisions)"
        )
        print(
            f"  Brier score over {t.cards} unseen cards: chain {t.brier / t.cards:.4f},"
            f" even chance {t.brier_even / t.cards:.4f}"
        )
        print("  calibration: the chain's hands held the card ... the other player held it")
        for i, (count, truth, share) in enumerate(t.bins):
            if count:
                print(
                    f"    {i / BINS:.1f}-{(i + 1) / BINS:.1f}: {int(count):5d} cards,"
                    f" chain {share / count:.1%}, really {truth / count:.1%}"
                )


def main(argv: list[str] | None = None) -> int:
    """Parse `argv`, play, print; returns 0."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games (rounded up to pairs)")
    parser.add_argument("--seed", type=int, default=0, help="the first deal")
    parser.add_argument("--bot", choices=("strong", "simple"), default="strong")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tallies = run(args)
    engine = "compiled engine" if COMPILED else "pure Python"
    name = "StrongBot" if args.bot == "strong" else "SimpleBot"
    games = args.games + args.games % 2
    print(
        f"The chain over the other hand from {name}'s view, {games} podkidnoy games against"
        f" SimpleBot from deal {args.seed}; {engine}, {time.perf_counter() - started:.0f} s"
    )
    report(tallies)
    return 0


if __name__ == "__main__":
    sys.exit(main())
