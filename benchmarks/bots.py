"""Bot strength and speed: one bot against another in 2-player games on paired deals.

Each deal is played twice with the seats swapped (game 2k and 2k+1 share deal k), so the luck
of the deal falls on both bots alike. Prints the first bot's wins, draws, losses and capped
games, its win rate with a 95% Wilson confidence interval (a draw or a capped game is not a
win), the deals it won both times, and each bot's time per decision (`choose` alone: mean,
95th percentile and maximum in milliseconds, CPU time of the process, which load elsewhere on
a shared machine barely moves, and wall time beside it).

    python benchmarks/bots.py                      # SimpleBot against RandomBot, 1000 games
    python benchmarks/bots.py --bot strong --against simple --games 400 --jobs 2
    python benchmarks/bots.py --bot strong --against simple --rules open --games 400
    python benchmarks/bots.py --bot strong --against strong --time-ms 10 --against-time-ms 60

``--oracle`` measures how much of StrongBot's gap is hidden information: the first bot (a
StrongBot) is shown the other hand in its view, as if every card there had been picked up
from the table, so its imagined deals vary only the talon's order. It is a study, not a
player: no real seat sees that.

    python benchmarks/bots.py --bot strong --against simple --games 200 --oracle
    python benchmarks/bots.py --bot strong --against simple --games 200 --oracle-talon 6

``--oracle-talon N`` shows the other hand only once the talon holds at most N cards: where in
the game knowing it matters. ``--oracle-trumps`` shows only the trumps in it: how much of that is
knowing the other player's trumps.

``--rules`` is a preset name, or ``open``: ``Rules.podkidnoy().replace(attack_cap=None,
multi_card_lead=True, throw_in_after_take=False, draws=False)`` (no cap but the defender's hand,
leads of several cards, pick-up at once after take, no draws). StrongBot's budget:
``--playouts`` per decision (default: the bot's own) and ``--time-ms`` per decision (default:
the bot's own; 0 for none); ``--against-time-ms`` and ``--against-playouts`` set the second
bot's when both are StrongBots. ``--infer-steps N`` and ``--against-infer-steps N`` set how
many steps each StrongBot spends inferring the other hand from its play (0: none), for
example to play StrongBot against itself without the inference:

    python benchmarks/bots.py --bot strong --against strong --against-infer-steps 0
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget import Game, Rules
from durak_widget import bots as bots_module
from durak_widget.bots import play_game
from durak_widget.engine import COMPILED
from durak_widget.simulate import wilson_interval

BOTS = {"random": "RandomBot", "simple": "SimpleBot", "strong": "StrongBot"}
PRESETS = ["podkidnoy", "perevodnoy", "classic", "eltos"]


def rules_named(name: str) -> Rules:
    """A preset by name, or ``open`` (see the module docstring)."""
    if name == "open":
        return Rules.podkidnoy().replace(
            attack_cap=None, multi_card_lead=True, throw_in_after_take=False, draws=False
        )
    return getattr(Rules, name)()


class Timed:
    """Wraps a bot and records how long each `choose` takes (wall and CPU)."""

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
        self.cpu.append(time.process_time() - cpu)
        self.times.append(time.perf_counter() - start)
        return move


class Oracle:
    """Shows the wrapped bot every other hand of `game` (see ``--oracle``): the view it gets
    lists each other hand's cards as publicly known."""

    def __init__(self, bot, game: Game, talon: int | None = None, trumps: bool = False):
        self.bot = bot
        self.game = game
        self.talon = talon
        self.trumps = trumps

    @property
    def time_ms(self):
        """The wrapped bot's time limit."""
        return getattr(self.bot, "time_ms", None)

    @property
    def last_reason(self) -> str:
        """The wrapped bot's reason."""
        return self.bot.last_reason

    def _shown(self, seat: int, known: list[str]) -> list[str]:
        """The cards of `seat` the wrapped bot is shown: every one, or (with `trumps`) its trumps
        and the cards already public."""
        hand = self.game.hand(seat)
        if not self.trumps:
            return [c.code for c in hand]
        return [c.code for c in hand if c.suit == self.game.trump or c.code in known]

    def choose(self, view, moves):
        """The wrapped bot's choice from a view that shows the other hands (with `talon`
        set, only once the talon holds at most that many cards)."""
        if self.talon is not None and view["talon"] > self.talon:
            return self.bot.choose(view, moves)
        shown = dict(view)
        shown["hands"] = [
            {**h, "known": self._shown(h["seat"], h["known"])} if h["seat"] != view["seat"] else h
            for h in view["hands"]
        ]
        return self.bot.choose(shown, moves)


def make(name: str, seed: int, options: dict, infer_steps: int | None = None):
    """A bot by its short name; `options` and `infer_steps` (``None``: the bot's own) go to
    StrongBot only."""
    cls = getattr(bots_module, BOTS[name])
    if name != "strong":
        return cls(seed=seed)
    bot = cls(seed=seed, **options)
    if infer_steps is not None:
        bot.infer_steps = infer_steps
    return bot


def _options(playouts: int, time_ms: float | None) -> dict:
    options: dict = {}
    if playouts:
        options["playouts"] = playouts
    if time_ms is not None:
        options["time_ms"] = time_ms if time_ms > 0 else None
    return options


def one_game(task: tuple) -> dict:
    """Play game number `i` of the run (deal ``i // 2``, seats swapped on odd `i`); returns
    its outcome and both bots' decision times."""
    i, args = task
    rules = rules_named(args.rules)
    first_options = _options(args.playouts, args.time_ms)
    second_options = _options(
        args.against_playouts or args.playouts,
        args.against_time_ms if args.against_time_ms is not None else args.time_ms,
    )
    deal = args.seed + i // 2
    game = Game.new(2, rules, seed=deal)
    seat = i % 2
    first_bot = make(args.bot, deal * 2, first_options, args.infer_steps)
    if args.oracle or args.oracle_talon is not None or args.oracle_trumps:
        first_bot = Oracle(first_bot, game, args.oracle_talon, args.oracle_trumps)
    first = Timed(first_bot)
    second = Timed(make(args.against, deal * 2 + 1, second_options, args.against_infer_steps))
    finished, played = play_game(game, {seat: first, 1 - seat: second}, args.move_cap)
    durak = game.result.durak if finished and game.result is not None else -1
    return {
        "deal": i // 2,
        "finished": finished,
        "won": finished and durak == 1 - seat,
        "draw": finished and durak is None,
        "moves": played,
        "first": (first.times, first.cpu),
        "second": (second.times, second.cpu),
        "limit": {
            "first": getattr(first.bot, "time_ms", None),
            "second": getattr(second.bot, "time_ms", None),
        },
    }


def run(args) -> None:
    """Play the games (in `args.jobs` processes) and print the figures."""
    games = args.games + args.games % 2  # whole pairs
    tasks = [(i, args) for i in range(games)]
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
    losses = games - wins - draws - capped
    moves = sum(r["moves"] for r in results)
    by_deal: dict[int, int] = {}
    for r in results:
        by_deal[r["deal"]] = by_deal.get(r["deal"], 0) + r["won"]
    both = sum(1 for won in by_deal.values() if won == 2)
    neither = sum(1 for won in by_deal.values() if won == 0)
    first_name, second_name = BOTS[args.bot], BOTS[args.against]
    times = {"first": _samples(results, "first"), "second": _samples(results, "second")}
    low, high = wilson_interval(wins, games)
    build = "compiled" if COMPILED else "pure Python"
    deals = f"{games // 2} deal{'s' if games != 2 else ''}"
    study = ""
    if args.oracle or args.oracle_trumps or args.oracle_talon is not None:
        what = "the other hand's trumps" if args.oracle_trumps else "the other hand"
        when = ""
        if args.oracle_talon is not None:
            when = f" once the talon holds at most {args.oracle_talon} cards"
        flags = " ".join(
            flag
            for flag, on in (
                ("--oracle", args.oracle),
                ("--oracle-trumps", args.oracle_trumps),
                ("--oracle-talon", args.oracle_talon is not None),
            )
            if on
        )
        study = f", the first bot shown {what}{when} ({flags})"
    for side, steps in (("first", args.infer_steps), ("second", args.against_infer_steps)):
        if steps is not None:
            study += f", the {side} bot inferring the other hand in {steps} steps"
    print(
        f"{first_name} vs {second_name}: {games} two-player games on {deals} "
        f"({args.rules}), each deal played twice with the seats swapped; {build} engine{study}"
    )
    print(
        f"  {first_name}: {wins} wins, {draws} draws, {losses} losses, {capped} capped "
        f"(cap {args.move_cap} moves) out of {games}"
    )
    print(f"  win rate {wins / games:.1%} (95% Wilson CI {low:.1%} to {high:.1%})")
    split = len(by_deal) - both - neither
    print(f"  deals won both ways {both}, split {split}, lost both {neither}")
    print(f"  {moves / games:.1f} moves per game; {elapsed:.1f} s in all, {args.jobs} job(s)")
    for side, name in (("first", first_name), ("second", second_name)):
        wall, cpu = times[side]
        if not wall:
            continue
        ms, cpu_ms = _ms(wall), _ms(cpu)
        label = name if first_name != second_name else f"{name} ({side})"
        print(
            f"  {label}: {len(ms)} decisions; CPU mean {statistics.fmean(cpu_ms):.2f} ms, "
            f"p95 {_p95(cpu_ms):.2f} ms, max {cpu_ms[-1]:.1f} ms; wall mean "
            f"{statistics.fmean(ms):.2f} ms, p95 {_p95(ms):.2f} ms, max {ms[-1]:.1f} ms"
        )
        limit = results[0]["limit"][side] if results else None
        if name == "StrongBot" and limit:
            over = [t for t in cpu_ms if t > limit * 1.2]
            print(
                f"  time limit {limit:g} ms: slowest decision (CPU) {cpu_ms[-1] / limit - 1:+.1%} "
                f"of it; {len(over)} of {len(ms)} decisions over it by more than 20%"
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
    """Parse the options and run."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games (rounded up to pairs)")
    parser.add_argument("--bot", choices=BOTS, default="simple")
    parser.add_argument("--against", choices=BOTS, default="random")
    parser.add_argument("--rules", "--preset", default="podkidnoy", choices=[*PRESETS, "open"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--move-cap", type=int, default=2000)
    parser.add_argument("--playouts", type=int, default=0, help="StrongBot budget (0: default)")
    parser.add_argument(
        "--time-ms",
        type=float,
        default=None,
        help="StrongBot time limit per move (default: the bot's own; 0: none)",
    )
    parser.add_argument("--against-playouts", type=int, default=0)
    parser.add_argument("--against-time-ms", type=float, default=None)
    parser.add_argument(
        "--infer-steps",
        type=int,
        default=None,
        metavar="N",
        help="the first StrongBot's infer_steps (default: the bot's own; 0: no inference)",
    )
    parser.add_argument("--against-infer-steps", type=int, default=None, metavar="N")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play games in")
    parser.add_argument(
        "--oracle", action="store_true", help="show the first bot the other hand (a study)"
    )
    parser.add_argument(
        "--oracle-trumps",
        action="store_true",
        help="show the first bot the trumps in the other hand only (a study)",
    )
    parser.add_argument(
        "--oracle-talon",
        type=int,
        default=None,
        metavar="N",
        help="show the first bot the other hand once the talon holds at most N cards (a study)",
    )
    run(parser.parse_args(argv))


if __name__ == "__main__":
    main()
