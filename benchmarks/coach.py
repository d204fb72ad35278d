"""The coach's speed and its agreement with the exact endgame solver.

Prints the time per comment (mean and 95th percentile, in milliseconds of wall time, the
coach's own budget, and of CPU time beside it, with the machine's load average: on a loaded
machine the coach gets less CPU within its wall-time budget) over positions from the whole
game, the coach's labels on the positions before the endgame (a random legal move each) and
how many imagined deals its search got, and, on N two-player endgame positions with an empty
talon (every card known) whose exact values the solver finds with a large budget: how often
the coach calls a move that the solver says is worse than the best a "mistake" (and how often
it says anything critical: "mistake" or "inaccuracy"), and how often it wrongly criticises a
solver-best move.

    python benchmarks/coach.py                 # 30 endgame positions, 30 timed positions
    python benchmarks/coach.py --endgames 100 --timed 100 --time-ms 350
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget import Game
from durak_widget.bots import SimpleBot, turn
from durak_widget.bots.endgame import SearchBudgetExceeded, solve
from durak_widget.coach import LABELS, assess


def positions(count: int, endgame: bool, seed: int) -> list[Game]:
    """`count` positions of SimpleBot games: with an empty talon and two players left if
    `endgame`, else from any moment with at least two legal moves."""
    rng = random.Random(seed)
    found: list[Game] = []
    game_seed = seed * 1000
    while len(found) < count:
        game_seed += 1
        game = Game.new(2, seed=game_seed)
        bot = SimpleBot(game_seed)
        candidates = []
        while not game.is_over:
            seat, moves = turn(game)
            assert seat is not None
            if len(moves) >= 2 and (game.talon_size == 0) == endgame:
                candidates.append(game.copy())
            game.play(bot.choose(game.view(seat), moves))
        if candidates:
            found.append(rng.choice(candidates))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endgames", type=int, default=30, help="endgame positions (N)")
    parser.add_argument("--timed", type=int, default=30, help="positions before the endgame")
    parser.add_argument("--time-ms", type=float, default=350.0, help="the coach's budget")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    times: list[float] = []
    cpu: list[float] = []
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")

    searched: list[int] = []

    def timed_assess(game: Game, move) -> str:
        started, started_cpu = time.perf_counter(), time.process_time()
        said = assess(game, move, args.time_ms)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        if said.details.get("method") == "search":
            searched.append(said.details["deals"])
        return said.label

    before: Counter[str] = Counter()
    for game in positions(args.timed, False, args.seed):
        seat, moves = turn(game)
        before[timed_assess(game, random.Random(len(times)).choice(moves))] += 1

    # Moves the solver says lose where another move does not, moves that are worse than the
    # best in any way (a win thrown to a draw included), and best moves: the coach's labels.
    labels: dict[str, Counter[str]] = {"losing": Counter(), "worse": Counter(), "best": Counter()}
    solved = 0
    for game in positions(args.endgames, True, args.seed + 1):
        seat, moves = turn(game)
        assert seat is not None
        try:
            values = solve(game, seat, 400_000)
        except SearchBudgetExceeded:
            continue
        solved += 1
        top = max(values.values())
        for move, value in values.items():
            label = timed_assess(game, move)
            if value == top:
                labels["best"][label] += 1
                continue
            labels["worse"][label] += 1
            if value == 0:
                labels["losing"][label] += 1

    ms = sorted(t * 1000 for t in times)
    cpu_ms = sorted(t * 1000 for t in cpu)
    print(
        f"time per comment: wall mean {statistics.mean(ms):.0f} ms, p95 {_p95(ms):.0f} ms; "
        f"CPU mean {statistics.mean(cpu_ms):.0f} ms, p95 {_p95(cpu_ms):.0f} ms "
        f"({len(ms)} comments, budget {args.time_ms:.0f} ms of wall time, load average "
        f"{load:.1f} at the start)"
    )
    if before:
        said = ", ".join(f"{label} {before[label]}" for label in LABELS)
        deals = (
            f"; imagined deals per searched comment: mean {statistics.mean(searched):.0f}, "
            f"least {min(searched)}"
            if searched
            else ""
        )
        print(f"positions before the endgame: {sum(before.values())} comments ({said}){deals}")
    print(f"endgame positions solved exactly: {solved} of {args.endgames}")
    for name, said in (
        ("losing", "solver-losing moves (a loss where another move does not lose)"),
        ("worse", "solver-worse moves (any move worse than the best)"),
    ):
        count = sum(labels[name].values())
        if count:
            mistake, critical = labels[name]["mistake"], critical_of(labels[name])
            print(
                f"{said}: {count}; called a mistake {mistake} ({mistake / count:.0%}), "
                f"criticised at all {critical} ({critical / count:.0%}), unclear "
                f"{labels[name]['unclear']}"
            )
    best = sum(labels["best"].values())
    if best:
        wrong = critical_of(labels["best"])
        print(f"solver-best moves wrongly criticised: {wrong} of {best} ({wrong / best:.0%})")


def _p95(ms: list[float]) -> float:
    return ms[min(len(ms) - 1, int(0.95 * len(ms)))]


def critical_of(labels: Counter[str]) -> int:
    """How many labels criticise the move."""
    return labels["mistake"] + labels["inaccuracy"]


if __name__ == "__main__":
    main()
