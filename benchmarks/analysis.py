"""Game analysis speed: a whole finished two-player game analysed move by move.

Plays games between SimpleBot and StrongBot (a short search) from consecutive seeds until one
ends within ``--moves`` moves (give or take five), then times ``analyse(game, budget=...)`` on
it: CPU time of this process (``time.process_time``, which load elsewhere on a shared machine
barely moves) and wall time, the moves judged and forced, and the marks found.

    python benchmarks/analysis.py                    # a game of about 60 moves, 350 ms a move
    python benchmarks/analysis.py --moves 40 --budget 200 --games 3

An installed durak_widget (such as the compiled wheel) is measured before this checkout: run
it with that environment's Python from outside the checkout.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

# The checkout last: an installed durak_widget (such as a compiled wheel) is measured first.
sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget import Game
from durak_widget.analysis import analyse
from durak_widget.bots import SimpleBot, StrongBot, play_game
from durak_widget.engine import COMPILED


def game_of_length(moves: int, seed: int) -> Game:
    """The first finished game from `seed` on whose length is within five of `moves`."""
    while True:
        game = Game.new(2, seed=seed)
        bots = [SimpleBot(seed), StrongBot(seed=seed, time_ms=20.0)]
        finished, _ = play_game(game, bots)
        if finished and abs(len(game.history) - moves) <= 5:
            return game
        seed += 1


def main(argv: list[str] | None = None) -> None:
    """Parse the options, analyse the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60, help="about this many moves a game")
    parser.add_argument("--budget", type=float, default=350.0, help="ms of CPU per judged move")
    parser.add_argument("--games", type=int, default=1, help="games to analyse")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    build = "compiled" if COMPILED else "pure Python"
    print(f"analyse(game, budget={args.budget:g}) on {build} engines")
    seed = args.seed
    for _ in range(args.games):
        game = game_of_length(args.moves, seed)
        seed = game.seed + 1 if isinstance(game.seed, int) else seed + 1
        cpu, wall = time.process_time(), time.perf_counter()
        analysis = analyse(game, budget=args.budget)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        forced = sum(j.forced for j in analysis.moves)
        marks = Counter(j.mark for j in analysis.moves if j.mark)
        exact = sum(j.exact for j in analysis.moves)
        decisive = analysis.decisive.number if analysis.decisive else None
        print(
            f"  seed {game.seed}: {len(game.history)} moves ({forced} forced, {exact} solved "
            f"exactly); CPU {cpu:.1f} s, wall {wall:.1f} s; marks {dict(marks)}; decisive "
            f"move {decisive}"
        )


if __name__ == "__main__":
    main()
