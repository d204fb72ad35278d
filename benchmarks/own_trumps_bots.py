"""Benchmark the Svoi Kozyri bots: head-to-head loss rates (95% Wilson intervals) and speed.

Run: ``python benchmarks/own_trumps_bots.py [--games N] [--players 2 3] [--playouts P]``.
Each deal (seed) is played once per seat of the bot under test against copies of the
opponent bot, so seat and deal effects cancel out.
"""

from __future__ import annotations

import argparse
import time

from durak_widget.bots import OwnTrumpsSimpleBot, OwnTrumpsStrongBot, RandomBot, bot_step
from durak_widget.own_trumps import OwnTrumps
from durak_widget.simulate import wilson_interval


class Timed:
    """Wraps a bot and times its decisions."""

    def __init__(self, bot):
        self.bot = bot
        self.seconds = 0.0
        self.decisions = 0
        self.last_reason = ""

    def choose(self, view, moves):
        started = time.perf_counter()
        move = self.bot.choose(view, moves)
        self.seconds += time.perf_counter() - started
        self.decisions += 1
        self.last_reason = self.bot.last_reason
        return move


def _play(game: OwnTrumps, bots: list, seat: int, cap: int) -> bool:
    """Play until the game ends or `seat` has gone out (then it cannot lose); false if capped.
    Stopping early matters against RandomBots, which left alone rarely finish a game."""
    for _ in range(cap):
        if game.is_over or seat in game.out:
            return True
        bot_step(game, bots)
    return game.is_over or seat in game.out


def match(make_test, make_other, players: int, deals: int, cap: int = 3000) -> dict:
    lost = draws = capped = games = 0
    timers = []
    for seed in range(deals):
        for seat in range(players):
            game = OwnTrumps.new(players, seed=seed)
            bots = [make_other(seed * 10 + p) for p in range(players)]
            timed = Timed(make_test(seed))
            bots[seat] = timed
            timers.append(timed)
            finished = _play(game, bots, seat, cap)
            games += 1
            if not finished:
                capped += 1
            elif game.result is None:
                pass  # the tested bot went out: it cannot lose any more
            elif game.result.loser is None:
                draws += 1
            elif game.result.loser == seat:
                lost += 1
    low, high = wilson_interval(lost, games)
    decisions = sum(t.decisions for t in timers)
    return {
        "games": games,
        "lost": lost,
        "rate": lost / games,
        "ci": (low, high),
        "fair": 1 / players,
        "draws": draws,
        "capped": capped,
        "ms_per_decision": 1000 * sum(t.seconds for t in timers) / max(1, decisions),
    }


def show(label: str, row: dict) -> None:
    low, high = row["ci"]
    print(
        f"{label}: lost {row['lost']}/{row['games']} = {row['rate']:.1%} "
        f"[95% CI {low:.1%}-{high:.1%}] (fair share {row['fair']:.0%}); "
        f"draws {row['draws']}, capped {row['capped']}; "
        f"{row['ms_per_decision']:.3f} ms/decision",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100, help="deals per simple-bot match")
    parser.add_argument("--strong-games", type=int, default=20, help="deals per strong match")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--time-ms", type=float, default=400.0)
    parser.add_argument("--strong-only", action="store_true", help="only the StrongBot match")
    args = parser.parse_args()
    for n in args.players:
        if not args.strong_only:
            show(
                f"{n}p SimpleBot vs RandomBot",
                match(lambda s: OwnTrumpsSimpleBot(), lambda s: RandomBot(seed=s), n, args.games),
            )
            show(
                f"{n}p SimpleBot vs SimpleBot",
                match(
                    lambda s: OwnTrumpsSimpleBot(), lambda s: OwnTrumpsSimpleBot(), n, args.games
                ),
            )
        show(
            f"{n}p StrongBot({args.playouts} playouts, {args.time_ms:g} ms) vs SimpleBot",
            match(
                lambda s: OwnTrumpsStrongBot(seed=s, playouts=args.playouts, time_ms=args.time_ms),
                lambda s: OwnTrumpsSimpleBot(),
                n,
                args.strong_games,
            ),
        )


if __name__ == "__main__":
    main()
