"""Coach and analysis on the same moves: how often their verdicts disagree.

Plays two-player games (SimpleBot against StrongBot on 200 playouts a move: the same game on
every machine),
analyses each (`analyse(game, rounds=R)`) and asks the coach about every judged move before it
was played (`assess(position, move, deals=R)`), then compares the coach's label with the
analysis's mark by the one verdict table (`durak_widget.coach.verdicts`): "good" goes with no
mark or ``!``, "inaccuracy" with ``?!``, "mistake" with ``?``, "blunder" with ``??``, "unclear"
with no mark. Any other pair is a disagreement: the table would say one thing and the replay
another about the same move.

Two comparisons per game: with the same seed (the same imagined deals: one judgement must give
one verdict) and with the coach on another seed (an independent search of the same size: how
often two honest runs differ near a threshold).

With ``--strong N`` every move the analysis marks ``?!``, ``?`` or ``??`` is weighed again
under strong play (`durak_widget.coach.instruments.weigh_strong`: StrongBot at every seat, N
deals imagined from the mover's view), the played move against the better move the analysis
named: is the criticism borne out (the better move loses less often under strong play too),
contradicted (it loses more often, beyond two standard errors) or within the noise?

    python benchmarks/judgement.py                       # seeds 0, 12, 22; 200 deals a move
    python benchmarks/judgement.py --seeds 0 5 --rounds 120
    python benchmarks/judgement.py --strong 40           # and the marks against strong play
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget import Game
from durak_widget.analysis import analyse
from durak_widget.bots import SimpleBot, StrongBot, play_game
from durak_widget.coach import assess
from durak_widget.coach.instruments import weigh_strong
from durak_widget.coach.verdicts import agrees
from durak_widget.engine import COMPILED


def sample_game(seed: int) -> Game:
    """A finished two-player game from `seed` (the first finished one from there on)."""
    while True:
        game = Game.new(2, seed=seed)
        finished, _ = play_game(
            game, [SimpleBot(seed), StrongBot(seed=seed, playouts=200, time_ms=None)]
        )
        if finished:
            return game
        seed += 1


def compare(
    game: Game, rounds: int, coach_seed: int
) -> tuple[list[tuple[int, str, str, str]], int, int]:
    """``(disagreements, judged, marked)``: ``(move number, move, label, mark)`` of every
    judged move where the coach (on `coach_seed`) and the analysis (seed 0) disagree, how many
    moves were judged and how many the analysis marked ``?!``, ``?`` or ``??``."""
    analysis = analyse(game, budget=None, rounds=rounds, seed=0)
    position = game.starting_position()
    found = []
    judged = 0
    for judgement, move in zip(analysis.moves, game.history):
        if not judgement.forced:
            judged += 1
            label = assess(position, move, deals=rounds, seed=coach_seed).label
            if not agrees(label, judgement.mark):
                found.append((judgement.number, str(move), label, judgement.mark))
        position.play(move)
    marked = sum(j.mark in ("?!", "?", "??") for j in analysis.moves)
    return found, judged, marked


def against_strong(game: Game, rounds: int, deals: int) -> list[tuple[int, str, str, float, float]]:
    """``(move number, move, mark, gap, standard error)`` for every move the analysis marks
    ``?!``, ``?`` or ``??``: how much more often the played move lost than the analysis's
    better move under strong play (positive: the criticism is borne out)."""
    analysis = analyse(game, budget=None, rounds=rounds, seed=0)
    position = game.starting_position()
    found = []
    for judgement, move in zip(analysis.moves, game.history):
        if judgement.mark in ("?!", "?", "??") and judgement.best is not None:
            strong = weigh_strong(position, [move, judgement.best], deals=deals, playouts=200)
            gap, se = strong.gap(move, judgement.best)
            found.append((judgement.number, str(move), judgement.mark, gap, se))
        position.play(move)
    return found


def main(argv: list[str] | None = None) -> None:
    """Parse the options, compare and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 12, 22])
    parser.add_argument("--rounds", type=int, default=200, help="imagined deals a move")
    parser.add_argument("--strong", type=int, default=0, help="strong-play deals a marked move")
    args = parser.parse_args(argv)
    if args.strong:
        borne = contradicted = noise = 0
        for seed in args.seeds:
            for number, move, mark, gap, se in against_strong(
                sample_game(seed), args.rounds, args.strong
            ):
                verdict = "borne out" if gap > 2 * se else "within the noise"
                if gap < -2 * se:
                    verdict = "contradicted"
                borne += verdict == "borne out"
                contradicted += verdict == "contradicted"
                noise += verdict == "within the noise"
                print(
                    f"  game {seed} move {number} {move} {mark}: strong play {gap:+.0%} "
                    f"(SE {se:.0%}), {verdict}"
                )
        print(
            f"marks against strong play ({args.strong} deals): {borne} borne out, "
            f"{noise} within the noise, {contradicted} contradicted"
        )
        print(f"load average {os.getloadavg()[0]:.1f}")
        return
    build = "compiled" if COMPILED else "pure Python"
    print(f"coach vs analysis, {args.rounds} deals a move, {build} engines")
    totals = {"same seed": [0, 0], "other seed": [0, 0]}
    for seed in args.seeds:
        game = sample_game(seed)
        for name, coach_seed in (("same seed", 0), ("other seed", 1)):
            started = time.perf_counter()
            found, judged, marked = compare(game, args.rounds, coach_seed)
            totals[name][0] += len(found)
            totals[name][1] += judged
            took = time.perf_counter() - started
            print(
                f"  game {seed}, {name}: {len(found)} of {judged} judged moves disagree "
                f"({marked} marked ?!, ? or ??; {took:.0f} s)"
            )
            for number, move, label, mark in found:
                print(f"    move {number} {move}: coach {label!r}, analysis {mark or 'no mark'!r}")
    for name, (count, judged) in totals.items():
        print(f"{name}: {count} disagreements in {judged} judged moves")
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
