"""Engine benchmark: random games through the public API, printed as games and moves per second.

Run ``python -m durak_widget.bench`` (``--games N``, ``--players 2 4``, ``--preset NAME``). Each
game is dealt with a fixed seed and played by choosing uniformly among ``game.legal_moves()``,
every move applied with the checked ``game.play``. CPU time of this process is reported next to
wall time, so a busy machine shows up as a gap between the two.
"""

from __future__ import annotations

import argparse
import random
import time

from .engine import COMPILED, Game, Rules

MOVE_CAP = 5000


def run(players: int, games: int, preset: str = "podkidnoy", seed: int = 2026) -> dict:
    """Play `games` random games and return the counts and timings."""
    rules = getattr(Rules, preset)()
    chooser = random.Random(seed)
    moves = capped = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for number in range(games):
        game = Game.new(players=players, rules=rules, seed=seed + number)
        played = 0
        while not game.is_over and played < MOVE_CAP:
            game.play(chooser.choice(game.legal_moves()))
            played += 1
        moves += played
        capped += not game.is_over
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "players": players,
        "preset": preset,
        "games": games,
        "moves": moves,
        "capped": capped,
        "wall_s": wall,
        "cpu_s": cpu,
        "games_per_s": games / cpu,
        "moves_per_s": moves / cpu,
    }


def main(argv=None) -> None:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--preset", default="podkidnoy")
    args = parser.parse_args(argv)
    build = "compiled" if COMPILED else "pure Python"
    print(f"random games, {args.preset}, legal_moves() + checked play(), one core, {build}")
    for players in args.players:
        r = run(players, args.games, args.preset)
        print(
            f"{players} players: {r['games_per_s']:,.0f} games/s, {r['moves_per_s']:,.0f} moves/s "
            f"({r['games']} games, {r['moves'] / r['games']:.1f} moves/game, "
            f"{r['capped']} capped at {MOVE_CAP} moves; cpu {r['cpu_s']:.2f} s, "
            f"wall {r['wall_s']:.2f} s)"
        )


if __name__ == "__main__":
    main()
