"""Following one move with several viewers: the time from a seat's move to every viewer's view.

Plays seeded 3-player Durak games in which every seat is a human (its moves chosen by a seeded
SimpleBot outside the timed part) and three viewers follow the table, one per seat. Per move
it times the move and the three views (view model and log tail of each), in two ways:

- "sessions": the way a prototype had to do it, one `TableSession` per seat on one shared game
  (bots paused), each following the others' moves with `History.adopt_outside_moves`, which
  replays the game to write the log entries of moves it did not play itself;
- "table": one `durak_widget.table.Table` with three seats held by remote humans and one seat
  viewer each (`Table.handle`, then `Table.view` and `Table.log_tail` per viewer).

Both ways play the same moves. Prints the median and mean per move and their ratio; the
machine may be shared, so compare the two figures of one run, not runs of different days.

    python benchmarks/table_viewers.py              # 20 games
    python benchmarks/table_viewers.py --games 50 --players 4
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget import Game
from durak_widget.bots import SimpleBot, turn
from durak_widget.widget import TableSession


def moves_of(players: int, seed: int) -> list:
    """The moves of one seeded game, every seat played by a SimpleBot (chosen untimed)."""
    game = Game.new(players, seed=seed)
    bots = [SimpleBot(seed=seed * 10 + p) for p in range(players)]
    moves = []
    while not game.is_over and len(moves) < 600:
        seat, legal = turn(game)
        assert seat is not None
        move = bots[seat].choose(game.view(seat), legal)
        game.play(move)
        moves.append(move)
    return moves


def with_sessions(players: int, seed: int, moves: list) -> list[float]:
    """Seconds per move: the seat's session plays it, then every session follows and draws."""
    game = Game.new(players, seed=seed)
    sessions = []
    for seat in range(players):
        session = TableSession(game, seat=seat, bot_delay_ms=0, quiet_ms=0)
        session.set_option("paused", True)  # the humans play every seat
        session.start()
        sessions.append(session)
    times = []
    for move in moves:
        started = time.perf_counter()
        sessions[move.player].attempt(move, apply=True)
        for session in sessions:
            session.adopt()
            session.view()
            session.log_tail()
        times.append(time.perf_counter() - started)
    assert game.history == tuple(moves)
    return times


def with_table(players: int, seed: int, moves: list) -> list[float]:
    """Seconds per move: the table handles the seat's move, then draws every viewer's view."""
    from durak_widget.table import Holder, MoveIntent, Table, Viewer

    game = Game.new(players, seed=seed)
    table = Table(game, holders={s: Holder.remote(f"S{s}") for s in range(players)})
    viewers = [Viewer.at(s) for s in range(players)]
    table.start()
    times = []
    for move in moves:
        started = time.perf_counter()
        outcome = table.handle(viewers[move.player], MoveIntent(move))
        assert outcome.ok, outcome
        for viewer in viewers:
            table.view(viewer)
            table.log_tail(viewer)
        times.append(time.perf_counter() - started)
    assert table.game.history == tuple(moves)
    return times


def main(argv: list[str] | None = None) -> int:
    """Run both ways on the same games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--ways", nargs="+", default=["sessions", "table"])
    args = parser.parse_args(argv)
    ways = {"sessions": with_sessions, "table": with_table}
    results: dict[str, list[float]] = {way: [] for way in args.ways}
    count = 0
    for seed in range(1, args.games + 1):
        moves = moves_of(args.players, seed)
        count += len(moves)
        for way in args.ways:  # interleaved, so that a busy moment hits both alike
            results[way] += ways[way](args.players, seed, moves)
    print(
        f"{args.games} games of {args.players}-player Durak, {count} moves, "
        f"{args.players} viewers following each move"
    )
    for way, times in results.items():
        median = statistics.median(times) * 1000
        mean = statistics.fmean(times) * 1000
        print(f"  {way:8}: median {median:.3f} ms, mean {mean:.3f} ms per move")
    if set(results) == {"sessions", "table"}:
        ratio = statistics.median(results["sessions"]) / statistics.median(results["table"])
        mean = statistics.fmean(results["sessions"]) / statistics.fmean(results["table"])
        print(f"  sessions / table: {ratio:.1f}x (median), {mean:.1f}x (mean)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
