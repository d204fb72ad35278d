"""Playouts per second: whole two-player games played from the deal to the end, the work a
search repeats thousands of times per decision.

Two kinds of playout, on each engine this checkout has:

- ``random``: every move drawn uniformly from the legal moves of the seat to act;
- ``policy``: the search's playout policy (the explaining engine: SimpleBot's rules of thumb
  at every seat, as StrongBot's playouts used to be; the playout engine: the same rules of
  thumb, `durak_widget.search.policy`).

The explaining engine (`Game`) plays through ``legal_moves`` and ``play_unchecked`` with the
bots' turn order; the playout engine (`durak_widget.search.playout.Playout`), when present,
through its own move generation. Engines are interleaved in rounds (ABBA) and only CPU time of
this process is counted (``time.process_time``), so load elsewhere on a shared machine moves
the ratios little; each figure is the median of the rounds.

    python benchmarks/playouts.py                    # 300 games per engine and kind, 5 rounds
    python benchmarks/playouts.py --games 100 --rounds 3 --preset eltos

An installed durak_widget (such as the compiled wheel) is measured before this checkout:
run it with that environment's Python from outside the checkout.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

# The checkout last: an installed durak_widget (such as a compiled wheel) is measured first.
sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget.bots import SimpleBot, turn
from durak_widget.bots.rollout import playout as simple_playout
from durak_widget.engine import COMPILED, Game, Rules

try:  # the playout engine, where this version has it
    from durak_widget.search import policy as _policy
    from durak_widget.search.codec import from_game
    from durak_widget.search.rollout import policy_playout
except ImportError:  # pragma: no cover - an older checkout
    _policy = None  # type: ignore[assignment]

MOVE_CAP = 2000


def reference_random(seed: int, rules: Rules) -> int:
    """One random game on the explaining engine; returns its moves."""
    rng = random.Random(seed)
    game = Game.new(2, rules, seed=seed)
    moves = 0
    while moves < MOVE_CAP:
        seat, legal = turn(game)
        if seat is None:
            break
        game.play_unchecked(legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0])
        moves += 1
    return moves


def reference_policy(seed: int, rules: Rules) -> int:
    """One SimpleBot-at-every-seat game on the explaining engine (StrongBot's old playout)."""
    game = Game.new(2, rules, seed=seed)
    simple_playout(game, SimpleBot(seed), MOVE_CAP)
    return len(game.history)


def compact_random(seed: int, rules: Rules) -> int:
    """One random game on the playout engine; returns its moves."""
    assert _policy is not None
    state = from_game(Game.new(2, rules, seed=seed))
    return _policy.random_playout(state, random.Random(seed), MOVE_CAP)


def compact_policy(seed: int, rules: Rules) -> int:
    """One game of the playout policy at every seat on the playout engine."""
    assert _policy is not None
    state = from_game(Game.new(2, rules, seed=seed))
    return policy_playout(state, random.Random(seed), MOVE_CAP)


def measure(run: Callable[[int, Rules], int], games: int, seed: int, rules: Rules) -> float:
    """Playouts per CPU second of `games` games from consecutive seeds."""
    started = time.process_time()
    for number in range(games):
        run(seed + number, rules)
    spent = time.process_time() - started
    return games / spent if spent > 0 else float("nan")


def main(argv: list[str] | None = None) -> int:
    """Measure every engine and kind in interleaved rounds and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per engine, kind, round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--preset", default="podkidnoy", choices=["podkidnoy", "perevodnoy", "classic", "eltos"]
    )
    args = parser.parse_args(argv)
    rules = getattr(Rules, args.preset)()
    runs: dict[str, Callable[[int, Rules], int]] = {
        "explaining engine, random": reference_random,
        "explaining engine, SimpleBot": reference_policy,
    }
    if _policy is not None:
        runs["playout engine, random"] = compact_random
        runs["playout engine, policy"] = compact_policy
    rates: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for number in range(args.rounds):
        order = names if number % 2 == 0 else names[::-1]  # ABBA: nobody always runs first
        for name in order:
            rates[name].append(measure(runs[name], args.games, args.seed, rules))
    build = "compiled" if COMPILED else "pure Python"
    print(
        f"two-player {args.preset} playouts, {args.games} games x {args.rounds} rounds per line, "
        f"CPU time, {build} ({Path(sys.modules['durak_widget'].__file__ or '').parent})"
    )
    base = statistics.median(rates[names[0]])
    for name in names:
        median = statistics.median(rates[name])
        low, high = min(rates[name]), max(rates[name])
        print(
            f"  {name:<30} {median:>9,.0f} playouts/s (rounds {low:,.0f} to {high:,.0f}); "
            f"{median / base:5.2f}x the first line"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
