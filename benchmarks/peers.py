"""durak_widget's engine against a peer on PyPI, `durakgame`, in one interleaved run.

Random two-player games on both engines, each through its public API: the legal moves of the
position, one of them chosen uniformly at random, and that move played with a check that it is
legal. durak_widget: ``game.legal_moves()`` and ``game.play(move)`` (podkidnoy rules; `play`
judges every move). durakgame: ``game.generateOptions()``, a check that the move is among them
(durakgame's ``process`` checks nothing itself) and ``game.process(move)``. Games alternate
between the engines (in ABBA order, so neither always runs first) and only the time inside each
game loop counts. Prints each engine's moves per second and the ratio, for the whole run and
over blocks of 200 games (median and range: a burst of load elsewhere moves single blocks).

    python benchmarks/peers.py                  # 2000 games on each engine
    python benchmarks/peers.py --games 500 --seed 7

durakgame is not installed by this script (``pip install durakgame`` first); without it the
script says so and exits successfully.

durakgame 1.0.4 duplicates cards: after a take, its ``FinishingMove(cards)`` hands the thrown-in
cards to the defender without taking them from the attacker's hand. The harness never plays such
a move: it drops every ``FinishingMove`` that adds cards from the options before choosing (the
attacker then ends the bout with ``FinishingMove([])``), counts what it dropped, and checks after
each durakgame game that the 36 cards are still 36 distinct cards.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

# The checkout last: an installed durak_widget (such as a compiled wheel) is measured first.
sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget.engine import COMPILED, Game, Rules

MOVE_CAP = 5000
BLOCK = 200


def play_ours(seed: int, rules: Rules) -> tuple[int, float]:
    """One random durak_widget game: (moves, seconds in the game loop)."""
    chooser = random.Random(seed)
    game = Game.new(players=2, rules=rules, seed=seed)
    moves = 0
    started = time.perf_counter()
    while not game.is_over and moves < MOVE_CAP:
        game.play(chooser.choice(game.legal_moves()))
        moves += 1
    return moves, time.perf_counter() - started


class PeerStats:
    """What the durakgame side counted: moves, time, options dropped, games that broke."""

    def __init__(self) -> None:
        self.moves = 0
        self.seconds = 0.0
        self.dropped = 0
        self.choices_with_drops = 0
        self.broken_games = 0
        self.bad_decks = 0


def play_peer(durakgame: Any, seed: int, stats: PeerStats) -> None:
    """One random durakgame game, counted into `stats` (a game that raises is counted as
    broken and its moves and time are left out)."""
    chooser = random.Random(seed)
    deck = durakgame.standardDeck()
    chooser.shuffle(deck)
    game = durakgame.game.Game(deck, durakgame.Player(), durakgame.Player())
    finishing = durakgame.FinishingMove
    moves = dropped = with_drops = 0
    started = time.perf_counter()
    try:
        while not game.isFinished and moves < MOVE_CAP:
            options = game.generateOptions()
            safe = [m for m in options if not (type(m) is finishing and m.cards)]
            if len(safe) < len(options):
                dropped += len(options) - len(safe)
                with_drops += 1
            move = chooser.choice(safe)
            if move not in options:  # the check durakgame's process() leaves to its caller
                raise AssertionError(f"{move} is not among the options")
            game.process(move)
            moves += 1
    except Exception:
        stats.broken_games += 1
        return
    stats.seconds += time.perf_counter() - started
    stats.moves += moves
    stats.dropped += dropped
    stats.choices_with_drops += with_drops
    stats.bad_decks += not cards_intact(game)


def cards_intact(game: Any) -> bool:
    """Whether a durakgame game still holds its 36 cards, each once."""
    cards = [
        *game.player1.hand,
        *game.player2.hand,
        *game.table.attack,
        *game.table.defense,
        *game.deck,
        *game.discardPile,
    ]
    return len(cards) == 36 and len(set(cards)) == 36


def main(argv: list[str] | None = None) -> int:
    """Play both engines interleaved and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games on each engine")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    try:
        import durakgame  # type: ignore[import-not-found, import-untyped, unused-ignore]
        import durakgame.game  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        print(
            "durakgame is not installed, so there is no peer to compare with: "
            "pip install durakgame, then run this again."
        )
        return 0
    version = getattr(durakgame, "__version__", None) or _version("durakgame")
    rules = Rules.podkidnoy()
    ours_moves, ours_seconds = 0, 0.0
    peer = PeerStats()
    block_ratios = []  # per block of games: a burst of load elsewhere moves fewer of them
    mark = (0, 0.0, 0, 0.0)
    for number in range(args.games):
        seed = args.seed + number
        peer_first = number % 4 in (1, 2)  # ABBA: neither engine always runs first
        if peer_first:
            play_peer(durakgame, seed, peer)
        moves, seconds = play_ours(seed, rules)
        ours_moves += moves
        ours_seconds += seconds
        if not peer_first:
            play_peer(durakgame, seed, peer)
        if (number + 1) % BLOCK == 0:
            now = (ours_moves, ours_seconds, peer.moves, peer.seconds)
            ours, peers = (
                _rate(now[0] - mark[0], now[1] - mark[1]),
                _rate(now[2] - mark[2], now[3] - mark[3]),
            )
            block_ratios.append(ours / peers)
            mark = now
    ours_rate = _rate(ours_moves, ours_seconds)
    peer_rate = _rate(peer.moves, peer.seconds)
    print(f"{args.games} random two-player games on each engine, interleaved (seed {args.seed})")
    build = "compiled" if COMPILED else "pure Python"
    print(f"durak_widget (podkidnoy)  {ours_rate:>10,.0f} moves/s  ({ours_moves:,} moves; {build})")
    print(f"durakgame {version:<15} {peer_rate:>10,.0f} moves/s  ({peer.moves:,} moves)")
    print(f"ratio durak_widget / durakgame: {ours_rate / peer_rate:.2f}")
    if len(block_ratios) > 1:
        print(
            f"ratio over blocks of {BLOCK} games: median {statistics.median(block_ratios):.2f}, "
            f"from {min(block_ratios):.2f} to {max(block_ratios):.2f}"
        )
    print(
        f"durakgame duplicates cards when cards are added after a take, so the harness dropped "
        f"every FinishingMove that adds cards: {peer.dropped:,} options dropped at "
        f"{peer.choices_with_drops:,} choices; games whose 36 cards were not intact afterwards: "
        f"{peer.bad_decks}; durakgame games that raised and were left out: {peer.broken_games}"
    )
    return 0


def _rate(moves: int, seconds: float) -> float:
    return moves / seconds if seconds > 0 else float("nan")


def _version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:  # pragma: no cover - importable but not installed
        return "?"


if __name__ == "__main__":
    raise SystemExit(main())
