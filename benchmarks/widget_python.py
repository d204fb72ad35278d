"""The Python side of the widget: bytes synced per move, and the time to build the view model.

Plays seeded games in play mode (the learner's moves chosen at random, SimpleBots elsewhere)
and records every comm message the widget would send to the browser. Prints, per move played
(learner's and bots' alike):

- bytes synced: the JSON size of the changed traits sent, for two pacings: "paced" (one view
  update per bot move, as in JupyterLab with a bot delay) and "batched" (bot delay 0: the bots'
  replies come in the same update as the learner's move);
- the time to build the view model (``TableSession.view`` plus the log tail), in milliseconds.

    python benchmarks/widget_python.py                 # 20 games of 2 and of 4 players
    python benchmarks/widget_python.py --games 50 --preset perevodnoy

Both Durak (with `--preset`) and Svoi Kozyri are measured.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget import DurakWidget, Rules
from durak_widget.widget import ManualScheduler


def _size(value) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def play(
    players: int,
    seed: int,
    rules: Rules | None,
    paced: bool,
    by_trait: dict | None = None,
) -> tuple[int, list[int]]:
    """One game (Svoi Kozyri when `rules` is ``None``); returns (moves played, sizes of the
    messages sent); `by_trait` collects the bytes of each trait."""
    sizes: list[int] = []
    by_trait = {} if by_trait is None else by_trait

    def record(data=None, buffers=None, **_):
        sizes.append(_size(data))
        for name, value in (data or {}).get("state", {}).items():
            by_trait[name] = by_trait.get(name, 0) + _size(value)

    clock = ManualScheduler() if paced else None
    pacing = {"scheduler": clock, "bot_delay_ms": 700 if paced else 0, "quiet_ms": 0}
    if rules is None:
        w = DurakWidget.own_trumps(players=players, seed=seed, **pacing)
    else:
        w = DurakWidget(players=players, rules=rules, seed=seed, **pacing)
    w.comm.send = record
    rng = random.Random(seed)
    for _ in range(5000):
        if w.game.is_over:
            break
        moves = w.game.legal_moves(w.seat)
        if moves:
            w._handle_custom_msg({"type": "move", "move": rng.choice(moves).to_json()}, [])
        elif clock is not None:
            clock.advance(clock.next_due() - clock.now)
    played = len(w.game.history)
    w.close()
    return played, sizes


def build_times(players: int, seed: int, rules: Rules | None) -> list[float]:
    """Milliseconds to build the view model at each position of one game."""
    if rules is None:
        w = DurakWidget.own_trumps(players=players, seed=seed, bot_delay_ms=0, quiet_ms=0)
    else:
        w = DurakWidget(players=players, rules=rules, seed=seed, bot_delay_ms=0, quiet_ms=0)
    rng = random.Random(seed)
    while not w.game.is_over:
        w.play(rng.choice(w.game.legal_moves(w.seat)))
    session = w.session
    times = []
    for position in range(session.history.length + 1):
        w.goto(position)
        start = time.perf_counter()
        session.view()
        session.log_tail()
        times.append((time.perf_counter() - start) * 1000)
    w.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--preset", default="podkidnoy")
    args = parser.parse_args()
    rules = getattr(Rules, args.preset)()
    print(f"{args.games} seeded games per row, learner at seat 0, SimpleBots")
    for game_name, game_rules in ((f"Durak {args.preset}", rules), ("Svoi Kozyri", None)):
        print(game_name)
        report(args.games, game_rules)


def report(games: int, rules: Rules | None) -> None:
    """Print the bytes per move and the build times for one game (Svoi Kozyri: `rules`
    ``None``)."""
    for players in (2, 4):
        for paced in (True, False):
            moves = 0
            sizes: list[int] = []
            by_trait: dict[str, int] = {}
            for seed in range(games):
                played, sent = play(players, seed, rules, paced, by_trait)
                moves += played
                sizes += sent
            label = "paced  " if paced else "batched"
            shares = ", ".join(f"{k} {v / moves:.0f}" for k, v in sorted(by_trait.items()))
            print(
                f"{players} players, {label}: {sum(sizes) / moves:7.0f} bytes synced per move "
                f"({len(sizes)} messages, {sum(sizes) / len(sizes):5.0f} bytes each, "
                f"{max(sizes)} at most, "
                f"{moves} moves; per move: {shares})"
            )
        times = []
        for seed in range(games):
            times += build_times(players, seed, rules)
        times.sort()
        print(
            f"{players} players: view model built in {statistics.median(times):.2f} ms median, "
            f"{times[int(0.95 * (len(times) - 1))]:.2f} ms p95, {max(times):.2f} ms max "
            f"({len(times)} positions)"
        )


if __name__ == "__main__":
    main()
