"""Benchmark the Svoi Kozyri bots: head-to-head loss rates (95% Wilson intervals) and speed.

Run: ``python benchmarks/own_trumps_bots.py [--games N] [--players 2 3] [--playouts P]``.
Each match is `durak_widget.simulate.simulate` with ``game="own_trumps"``: the bot under test
at one seat against copies of the opponent bot at the others, seats rotating from game to game
so that seat effects cancel out. Games against RandomBots may hit the move cap (random players
pick up so often that the pile rarely runs dry); a capped game counts as not lost.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget.bots import OwnTrumpsSimpleBot, OwnTrumpsStrongBot, RandomBot
from durak_widget.simulate import SimulationResult, simulate


def match(
    test: Any, other: Any, players: int, games: int, args: argparse.Namespace
) -> SimulationResult:
    """`games` games of `test` against ``players - 1`` copies of `other`."""
    return simulate(
        [test, other],
        players=players,
        games=games,
        seed=args.seed,
        game="own_trumps",
        workers=args.jobs,
        move_cap=args.move_cap,
        progress=False,
    )


def show(label: str, result: SimulationResult, players: int) -> None:
    """One line: the tested bot's losses with their interval, draws, capped games, speed."""
    row = result.summary()[0]
    capped = sum(g.capped for g in result.games)
    draws = sum(g.durak is None and not g.capped for g in result.games)
    print(
        f"{label}: lost {row['losses']}/{row['games']} = {row['loss_rate']:.1%} "
        f"[95% CI {row['ci_low']:.1%}-{row['ci_high']:.1%}] (fair share {1 / players:.0%}); "
        f"draws {draws}, capped {capped}; {row['ms_per_decision']:.3f} ms/decision",
        flush=True,
    )


def main() -> None:
    """Parse the options and run the matches."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="deals per seat, simple matches")
    parser.add_argument("--strong-games", type=int, default=20, help="deals per seat, strong")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--time-ms", type=float, default=400.0)
    parser.add_argument("--strong-only", action="store_true", help="only the StrongBot match")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--move-cap", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=1, help="processes to play games in")
    args = parser.parse_args()
    for n in args.players:
        if not args.strong_only:
            show(
                f"{n}p SimpleBot vs RandomBot",
                match(OwnTrumpsSimpleBot(), RandomBot(seed=1), n, args.games * n, args),
                n,
            )
            show(
                f"{n}p SimpleBot vs SimpleBot",
                match(OwnTrumpsSimpleBot(), OwnTrumpsSimpleBot(), n, args.games * n, args),
                n,
            )
        strong = OwnTrumpsStrongBot(seed=1, playouts=args.playouts, time_ms=args.time_ms)
        show(
            f"{n}p StrongBot({args.playouts} playouts, {args.time_ms:g} ms) vs SimpleBot",
            match(strong, OwnTrumpsSimpleBot(), n, args.strong_games * n, args),
            n,
        )


if __name__ == "__main__":
    main()
