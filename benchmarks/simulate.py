"""Simulation throughput: games per second of `durak_widget.simulate` on one core, on every
local core (its default process pool) and through a Dask cluster.

Two-player Durak (podkidnoy), SimpleBot against SimpleBot, seats rotating. Each mode plays the
same games from the same seed, and the script checks that every mode gave the serial results.

    python benchmarks/simulate.py                     # 400 games in each mode
    python benchmarks/simulate.py --games 200 --modes serial pool
    python benchmarks/simulate.py --game own_trumps   # Svoi Kozyri, OwnTrumpsSimpleBots

The Dask mode needs ``pip install "dask[distributed]"`` (it is skipped with a note otherwise).
It starts a ``LocalCluster`` of ``--workers`` single-threaded worker processes on 127.0.0.1;
the cluster's start-up and a warm-up batch (which imports durak_widget in the workers) are
timed apart from the games. The process pool is timed as `simulate` uses it: started and shut
down inside the call. CPU time of this process is printed too: on a busy machine the wall time
of the serial run exceeds it.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget.bots import OwnTrumpsSimpleBot, SimpleBot
from durak_widget.simulate import SimulationResult, simulate

MODES = ("serial", "pool", "dask")


def lineup(game: str) -> list[Any]:
    """Two SimpleBots of the chosen game."""
    if game == "own_trumps":
        return [OwnTrumpsSimpleBot(seed=1), OwnTrumpsSimpleBot(seed=2)]
    return [SimpleBot(seed=1), SimpleBot(seed=2)]


def outcome(result: SimulationResult) -> list[tuple[Any, ...]]:
    """What must be equal between modes: every game's seed, seats, loser and length."""
    return [(g.index, g.seed, g.seats, g.durak, g.finish_order, g.moves) for g in result.games]


def timed(run: Callable[[], SimulationResult]) -> tuple[SimulationResult, float, float]:
    """`run()`, its wall time and this process's CPU time (seconds)."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = run()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def report(mode: str, result: SimulationResult, wall: float, cpu: float, note: str = "") -> None:
    """One line of figures."""
    games = len(result.games)
    moves = sum(g.moves for g in result.games)
    print(
        f"{mode:<22} {games / wall:>9.1f} games/s {moves / wall:>11,.0f} moves/s "
        f"wall {wall:6.2f} s  cpu here {cpu:6.2f} s{note}"
    )


def main(argv: list[str] | None = None) -> int:
    """Run the chosen modes and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--game", choices=("durak", "own_trumps"), default="durak")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    args = parser.parse_args(argv)
    options = {"games": args.games, "seed": args.seed, "game": args.game, "progress": False}
    print(
        f"{args.games} two-player {args.game} games, SimpleBot against SimpleBot, "
        f"{os.cpu_count()} cores here, {args.workers} workers for pool and dask"
    )
    serial = None
    if "serial" in args.modes or len(args.modes) > 1:  # the reference every mode must match
        serial, wall, cpu = timed(lambda: simulate(lineup(args.game), workers=1, **options))
        report("serial (one core)", serial, wall, cpu)
    if "pool" in args.modes:
        pooled, wall, cpu = timed(
            lambda: simulate(lineup(args.game), workers=args.workers, **options)
        )
        report(f"process pool ({args.workers})", pooled, wall, cpu, check(pooled, serial))
    if "dask" in args.modes:
        run_dask(args, options, serial)
    return 0


def run_dask(args: argparse.Namespace, options: dict[str, Any], serial: Any) -> None:
    """The games through a Dask LocalCluster's executor."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        print('dask: skipped (pip install "dask[distributed]")')
        return
    started = time.perf_counter()
    with (
        LocalCluster(
            n_workers=args.workers,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            silence_logs=logging.CRITICAL,  # workers' heartbeat noise while shutting down
        ) as cluster,
        Client(cluster) as client,
    ):
        up = time.perf_counter() - started
        executor = client.get_executor()
        warm = time.perf_counter()
        simulate(lineup(args.game), executor=executor, **{**options, "games": args.workers})
        warm = time.perf_counter() - warm
        result, wall, cpu = timed(
            lambda: simulate(lineup(args.game), executor=executor, workers=args.workers, **options)
        )
        note = f"{check(result, serial)}  (start-up {up:.1f} s, warm-up {warm:.1f} s apart)"
        report(f"dask LocalCluster ({args.workers})", result, wall, cpu, note)


def check(result: SimulationResult, serial: SimulationResult | None) -> str:
    """A note saying whether `result` equals the serial run."""
    if serial is None:
        return ""
    if outcome(result) != outcome(serial):
        raise SystemExit("the results differ from the serial run")
    return "  = serial"


if __name__ == "__main__":
    raise SystemExit(main())
