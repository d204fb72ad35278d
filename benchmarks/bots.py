"""Bot strength and speed: one bot against another in 2-player games.

Prints the first bot's wins, draws, losses and capped games out of N, its win rate with a 95%
Wilson confidence interval (seats alternate between games, so neither bot always leads; a draw
or a capped game is not a win), and each bot's decision time per move (`choose` alone: mean,
95th percentile and maximum in milliseconds, wall clock and CPU), with how far the slowest
decision overshot StrongBot's time limit.

    python benchmarks/bots.py                      # SimpleBot against RandomBot, 1000 games
    python benchmarks/bots.py --games 200 --preset perevodnoy
    python benchmarks/bots.py --bot strong --against simple --games 400 --jobs 2
    python benchmarks/bots.py --bot strong --against simple --games 20   # a timing sample
    python benchmarks/bots.py --bot strong --against simple --time-ms 0  # budget only

StrongBot's budget: ``--playouts`` per decision (default: the bot's own) and ``--time-ms`` per
decision (default: the bot's own limit; 0 for none). The playouts are the budget and the time
limit only a cap, so ``--time-ms 0`` measures the strength of the default budget on a loaded
machine (and makes the run reproducible from the seed); measure decision times on a quiet one.
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
        self.cpu: list[float] = []

    @property
    def last_reason(self) -> str:
        """The wrapped bot's reason."""
        return self.bot.last_reason

    def choose(self, view, moves):
        """The wrapped bot's choice, timed."""
        start, cpu = time.perf_counter(), time.process_time()
        move = self.bot.choose(view, moves)
        self.times.append(time.perf_counter() - start)
        self.cpu.append(time.process_time() - cpu)
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
    if args.time_ms is not None and (args.bot == "strong" or args.against == "strong"):
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
        "first": (first.times, first.cpu),
        "second": (second.times, second.cpu),
        "limit": getattr(first.bot, "time_ms", None) or getattr(second.bot, "time_ms", None),
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
    losses = args.games - wins - draws - capped
    moves = sum(r["moves"] for r in results)
    times = {args.bot: _samples(results, "first"), args.against: _samples(results, "second")}
    if args.bot == args.against:
        both = _samples(results, "second")
        times = {args.bot: (times[args.bot][0] + both[0], times[args.bot][1] + both[1])}
    low, high = wilson_interval(wins, args.games)
    label = f"{BOTS[args.bot]} vs {BOTS[args.against]}"
    print(f"{label}: {args.games} two-player {args.preset} games, seats alternating")
    print(
        f"  {BOTS[args.bot]}: {wins} wins, {draws} draws, {losses} losses, {capped} capped "
        f"(cap {args.move_cap} moves) out of {args.games}"
    )
    print(f"  win rate {wins / args.games:.1%} (95% Wilson CI {low:.1%} to {high:.1%})")
    print(f"  {moves / args.games:.1f} moves per game; {elapsed:.1f} s in all, {args.jobs} job(s)")
    limit = next((r["limit"] for r in results if r["limit"]), None)
    for name, (wall, cpu) in times.items():
        if not wall:
            continue
        ms, cpu_ms = _ms(wall), _ms(cpu)
        print(
            f"  {BOTS[name]}: {len(ms)} decisions; wall mean {statistics.fmean(ms):.2f} ms, "
            f"p95 {_p95(ms):.2f} ms, max {ms[-1]:.1f} ms; CPU mean "
            f"{statistics.fmean(cpu_ms):.2f} ms, p95 {_p95(cpu_ms):.2f} ms, max {cpu_ms[-1]:.1f} ms"
        )
        if name == "strong" and limit:
            over = [t for t in ms if t > limit * 1.2]
            print(
                f"  time limit {limit:g} ms: slowest decision {ms[-1] / limit - 1:+.1%} of it; "
                f"{len(over)} of {len(ms)} decisions over it by more than 20%"
            )


def _samples(results: list[dict], key: str) -> tuple[list[float], list[float]]:
    return (
        [t for r in results for t in r[key][0]],
        [t for r in results for t in r[key][1]],
    )


def _ms(samples: list[float]) -> list[float]:
    return sorted(t * 1000 for t in samples)


def _p95(ms: list[float]) -> float:
    return ms[min(len(ms) - 1, int(0.95 * len(ms)))]


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
        "--time-ms",
        type=float,
        default=None,
        help="StrongBot time limit per move (default: the bot's own; 0: none)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes to play games in")
    run(parser.parse_args(argv))


if __name__ == "__main__":
    main()
