"""Bot strength and speed: one bot against another in 2-player games.

Prints the first bot's win rate with a 95% Wilson confidence interval (seats alternate between
games, so neither bot always leads), the rate of draws and of capped games, and each bot's
decision time per move (mean and 95th percentile, in milliseconds, for `choose` alone).

    python benchmarks/bots.py                      # SimpleBot against RandomBot, 1000 games
    python benchmarks/bots.py --games 200 --preset perevodnoy
    python benchmarks/bots.py --bot strong --against simple --games 200 --jobs 2
    python benchmarks/bots.py --bot strong --against simple --playouts 100 --time-ms 0

StrongBot's budget: ``--playouts`` per decision (default: the bot's own) and ``--time-ms`` per
decision (default 400; 0 for none, which makes the run reproducible from the seed).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget import Game, Rules
from durak_widget import bots as bots_module
from durak_widget.bots import play_game
from durak_widget.simulate import wilson_interval

BOTS = {"random": "RandomBot", "simple": "SimpleBot", "strong": "StrongBot"}


class Timed:
    """Wraps a bot and records how long each `choose` takes."""

    def __init__(self, bot):
        self.bot = bot
        self.times: list[float] = []

    @property
    def last_reason(self) -> str:
        """The wrapped bot's reason."""
        return self.bot.last_reason

    def choose(self, view, moves):
        """The wrapped bot's choice, timed."""
        start = time.perf_counter()
        move = self.bot.choose(view, moves)
        self.times.append(time.perf_counter() - start)
        return move


def make(name: str, seed: int, options: dict):
    """A bot by its short name; `options` go to StrongBot only."""
    cls = getattr(bots_module, BOTS[name])
    return cls(seed=seed, **options) if name == "strong" else cls(seed=seed)


def one_game(task: tuple) -> dict:
    """Play game number `i` of the run; returns its outcome and both bots' decision times."""
    i, args = task
    rules = getattr(Rules, args.preset)()
    options = {"playouts": args.playouts} if args.playouts else {}
    if args.bot == "strong" or args.against == "strong":
        options["time_ms"] = args.time_ms if args.time_ms > 0 else None
    seed = args.seed + i
    game = Game.new(2, rules, seed=seed)
    seat = i % 2
    first = Timed(make(args.bot, seed, options))
    second = Timed(make(args.against, seed + 10**6, options))
    finished, played = play_game(game, {seat: first, 1 - seat: second}, args.move_cap)
    durak = game.result.durak if finished else -1
    return {
        "finished": finished,
        "won": finished and durak == 1 - seat,
        "draw": finished and durak is None,
        "moves": played,
        "first": first.times,
        "second": second.times,
    }


def run(args) -> None:
    """Play the games (in `args.jobs` processes) and print the figures."""
    tasks = [(i, args) for i in range(args.games)]
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one_game, tasks, chunksize=1))
    else:
        results = [one_game(task) for task in tasks]
    elapsed = time.perf_counter() - started
    wins = sum(r["won"] for r in results)
    draws = sum(r["draw"] for r in results)
    capped = sum(not r["finished"] for r in results)
    moves = sum(r["moves"] for r in results)
    times = {
        args.bot: [t for r in results for t in r["first"]],
        args.against: [t for r in results for t in r["second"]],
    }
    if args.bot == args.against:
        times = {args.bot: times[args.bot] + [t for r in results for t in r["second"]]}
    low, high = wilson_interval(wins, args.games)
    label = f"{BOTS[args.bot]} vs {BOTS[args.against]}"
    print(f"{label}: {args.games} two-player {args.preset} games, seats alternating")
    print(
        f"  {BOTS[args.bot]} wins {wins}/{args.games} = {wins / args.games:.1%} "
        f"(95% Wilson CI {low:.1%} to {high:.1%}); draws {draws}; "
        f"capped {capped} ({capped / args.games:.2%}, cap {args.move_cap} moves)"
    )
    print(f"  {moves / args.games:.1f} moves per game; {elapsed:.1f} s in all, {args.jobs} job(s)")
    for name, samples in times.items():
        if not samples:
            continue
        ms = sorted(t * 1000 for t in samples)
        p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
        print(
            f"  {BOTS[name]}: {len(ms)} decisions, mean {statistics.fmean(ms):.4f} ms, "
            f"p95 {p95:.4f} ms, max {ms[-1]:.3f} ms"
        )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--bot", choices=BOTS, default="simple")
    parser.add_argument("--against", choices=BOTS, default="random")
    parser.add_argument(
        "--preset", default="podkidnoy", choices=["podkidnoy", "perevodnoy", "classic", "eltos"]
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--move-cap", type=int, default=2000)
    parser.add_argument("--playouts", type=int, default=0, help="StrongBot budget (0: default)")
    parser.add_argument(
        "--time-ms", type=float, default=400.0, help="StrongBot time limit per move (0: none)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes to play games in")
    run(parser.parse_args(argv))


if __name__ == "__main__":
    main()
