"""What each strategy principle is worth, and what its example shows, under two instruments.

Two instruments, as the truth gate uses them (`durak_widget.coach.instruments`):

- **the rules of thumb**: SimpleBot at every seat, the learner's own later moves included;
- **strong play**: StrongBot at every seat (a fixed number of search iterations a decision, so
  a run is reproducible), and, where the hidden cards allow it, every deal consistent with the
  mover's view worked out exactly with every card known.

**The examples.** For each principle of `durak_widget.coach.PRINCIPLES`, each legal move of its
example is weighed from the mover's view: rules-of-thumb playouts on `--deals` imagined deals,
strong play on `--strong-deals` (the same deals for every move: paired), and every deal worked
out when there are at most `EVERY_DEAL_LIMIT` of them. It prints each move's loss rate with
its 95% interval, and the weak move's gap over the taught one with its interval.

**The values.** Each principle that a bot can follow or break by a rule is measured the same
way under each instrument: a bot that differs in that one habit plays 2-player podkidnoy
against the plain bot (seats alternating, the same deals for both), and the figure is the
difference of their loss rates (a draw or a capped game counts as half a loss), with a 95%
interval from the paired games: SimpleBot against SimpleBot (`--games` deals), and StrongBot
against StrongBot (`--strong-games` deals). The strategy page orders its principles by these
figures, and teaches as a tactic, for its positions, a principle worth nothing measurable
against strong play.

Run it on the compiled build (``pip wheel .`` builds it; about four times faster) in a venv
of its own: the script imports the installed package if there is one. It prints the build,
the CPU time and the load average before and after each part.

    python benchmarks/principles.py                                 # everything (hours)
    python benchmarks/principles.py --part examples --strong-deals 200 --jobs 2
    python benchmarks/principles.py --part values --strong-games 300 --only keep_trumps
    python benchmarks/principles.py --part values --games 400 --strong-games 0   # SimpleBot only
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.append(str(Path(__file__).resolve().parent.parent))

from durak_widget import Card, Game, Move, Rules
from durak_widget.bots import SimpleBot, StrongBot, play_game
from durak_widget.bots.cards import CARD_BY_CODE
from durak_widget.bots.endgame import SearchBudgetExceeded, solve
from durak_widget.bots.simple import _plan
from durak_widget.coach import PRINCIPLES
from durak_widget.coach.evidence import Evidence, weigh
from durak_widget.coach.instruments import (
    EVERY_DEAL_LIMIT,
    STRONG_PLAYOUTS,
    every_deal_count,
    weigh_every_deal,
    weigh_strong,
)
from durak_widget.engine import COMPILED

Change = Callable[[dict, list, Move], "Move | None"]


def _table_ranks(view: dict) -> set[int]:
    ranks = set()
    for slot in view["table"]:
        ranks.add(CARD_BY_CODE[slot["attack"]].rank)
        if slot["defence"]:
            ranks.add(CARD_BY_CODE[slot["defence"]].rank)
    return ranks


def _seen(view: dict) -> set[Card]:
    seen = {CARD_BY_CODE[c] for c in view["hand"]} | {CARD_BY_CODE[c] for c in view["discarded"]}
    for slot in view["table"]:
        seen.add(CARD_BY_CODE[slot["attack"]])
        if slot["defence"]:
            seen.add(CARD_BY_CODE[slot["defence"]])
    if view["trump_card"]:
        seen.add(CARD_BY_CODE[view["trump_card"]])
    return seen


def _open_rank(view: dict, card: Card) -> bool:
    """Whether beating with `card` opens a rank the attackers may hold: not on the table yet,
    and some card of that rank is unseen or known to be in another hand."""
    if card.rank in _table_ranks(view):
        return False
    seen = _seen(view)
    known_elsewhere = {
        CARD_BY_CODE[c] for h in view["hands"] if h["seat"] != view["seat"] for c in h["known"]
    }
    low = {36: 6, 52: 2, 32: 7, 24: 9}[view["rules"]["deck_size"]]
    if card.rank < low:
        return False
    return any(
        (Card(card.rank, s) not in seen) or (Card(card.rank, s) in known_elsewhere)
        for s in "SHDC"
        if s != card.suit
    )


def spend_trumps(view: dict, moves: list, move: Move) -> Move | None:
    """Breaks "keep trumps": beats a plain card with its lowest trump while the talon lasts."""
    trump = view["trump"]
    if move.kind != "defend" or move.cards[0].suit == trump or view["talon"] == 0:
        return None
    trumps = [m for m in moves if m.kind == "defend" and m.target == move.target]
    trumps = [m for m in trumps if m.cards[0].suit == trump]
    return min(trumps, key=lambda m: m.cards[0].rank) if trumps else None


def beat_high(view: dict, moves: list, move: Move) -> Move | None:
    """Breaks "beat with the cheapest card": the highest card of the suit instead."""
    if move.kind != "defend" or move.cards[0].suit == view["trump"]:
        return None
    same = [m for m in moves if m.kind == "defend" and m.target == move.target]
    same = [m for m in same if m.cards[0].suit == move.cards[0].suit]
    return max(same, key=lambda m: m.cards[0].rank)


def lead_high(view: dict, moves: list, move: Move) -> Move | None:
    """Breaks "lead low, keep high": leads the highest plain card."""
    if view["table"] or move.kind != "attack" or move.cards[0].suit == view["trump"]:
        return None
    plain = [m for m in moves if m.kind == "attack" and len(m.cards) == 1]
    plain = [m for m in plain if m.cards[0].suit != view["trump"]]
    return max(plain, key=lambda m: m.cards[0].rank)


def never_take(view: dict, moves: list, move: Move) -> Move | None:
    """Breaks "take on purpose": beats whenever it can beat every card."""
    if move.kind != "take":
        return None
    options: dict[Card, list[Card]] = {}
    for m in moves:
        if m.kind == "defend":
            options.setdefault(m.target, []).append(m.cards[0])
    unbeaten = [CARD_BY_CODE[s["attack"]] for s in view["table"] if not s["defence"]]
    plan = _plan(unbeaten, options, view["trump"])
    if plan is None:
        return None
    target, card = plan[0]
    return next(
        m for m in moves if m.kind == "defend" and m.target == target and m.cards[0] == card
    )


def mind_ranks(view: dict, moves: list, move: Move) -> Move | None:
    """Follows "do not open a rank the attackers can throw in": among the cards that beat the
    same attack card (trumps only if the rule of thumb chose a trump), one whose rank is on the
    table or has no other card left to throw in."""
    if move.kind != "defend" or not _open_rank(view, move.cards[0]):
        return None
    trump = view["trump"]
    wants_trump = move.cards[0].suit == trump
    safe = [
        m
        for m in moves
        if m.kind == "defend"
        and m.target == move.target
        and (m.cards[0].suit == trump) == wants_trump
        and not _open_rank(view, m.cards[0])
    ]
    return min(safe, key=lambda m: m.cards[0].rank) if safe else None


def open_ranks(view: dict, moves: list, move: Move) -> Move | None:
    """Breaks "do not open a rank the attackers can throw in": where the chosen defence card
    opens no such rank and another card beating the same attack card (a trump only if the
    chosen one is) does, beats with the lowest of those instead."""
    if move.kind != "defend" or _open_rank(view, move.cards[0]):
        return None
    trump = view["trump"]
    wants_trump = move.cards[0].suit == trump
    risky = [
        m
        for m in moves
        if m.kind == "defend"
        and m.target == move.target
        and (m.cards[0].suit == trump) == wants_trump
        and _open_rank(view, m.cards[0])
    ]
    return min(risky, key=lambda m: m.cards[0].rank) if risky else None


class Variant:
    """A bot (`base`: SimpleBot by default) with one habit changed by `change` (``None``
    keeps the bot's move)."""

    def __init__(self, change: Change | None, seed: int = 0, base: Any = None):
        self.base = base if base is not None else SimpleBot(seed)
        self.change = change
        self.last_reason = ""

    def reseed(self, seed: int) -> None:
        """Restart the tie-breaking."""
        self.base.reseed(seed)

    def choose(self, view: dict, moves: list) -> Move:
        """The bot's move, changed by the variant's habit where it applies."""
        move = self.base.choose(view, moves)
        other = self.change(view, moves, move) if self.change else None
        return other if other is not None else move


class Solver(Variant):
    """Follows "play out an empty talon": solves two-player endgames exactly (SimpleBot
    otherwise, and when the endgame is too big for 20,000 positions)."""

    def __init__(self, seed: int = 0):
        super().__init__(None, seed)

    def choose(self, view: dict, moves: list) -> Move:
        """The solver's move with the talon empty and two players left, else SimpleBot's."""
        move = self.base.choose(view, moves)
        if view["talon"] or view["players"] - len(view["out"]) != 2 or len(moves) == 1:
            return move
        game = self.game
        try:
            values = solve(game, view["seat"], 20_000)
        except (SearchBudgetExceeded, ValueError):
            return move
        best = max(values.values())
        return move if values.get(move) == best else max(moves, key=lambda m: values[m])

    game: Game


class NoEndgame(Variant):
    """Breaks "play out an empty talon": StrongBot, but with the talon empty and two players
    left it plays SimpleBot's rules of thumb instead of working the endgame out."""

    def __init__(self, base: Any, seed: int = 0):
        super().__init__(None, seed, base)
        self.thumb = SimpleBot(seed)

    def choose(self, view: dict, moves: list) -> Move:
        """SimpleBot's move with the talon empty and two players left, else StrongBot's."""
        if view["talon"] == 0 and view["players"] - len(view["out"]) == 2:
            return self.thumb.choose(view, moves)
        return self.base.choose(view, moves)


# principle key -> (variant habit, whether the variant follows the principle), for SimpleBot
HABITS: dict[str, tuple[Change | None, bool]] = {
    "keep_trumps": (spend_trumps, False),
    "rank_opening": (mind_ranks, True),
    "beat_cheaply": (beat_high, False),
    "lead_low": (lead_high, False),
    "take_on_purpose": (never_take, False),
}
# ... and for StrongBot, which works endgames out and weighs ranks by its search: every variant
# breaks its principle ("empty_talon": `NoEndgame`)
STRONG_HABITS: dict[str, Change | None] = {
    "keep_trumps": spend_trumps,
    "rank_opening": open_ranks,
    "beat_cheaply": beat_high,
    "lead_low": lead_high,
    "take_on_purpose": never_take,
    "empty_talon": None,
}
OPPONENTS = ("simple", "strong")
INFER_STEPS: list[int | None] = [None]
"""StrongBot's inference chain a decision (``--infer-steps``; ``None``: its own), for every
strong bot this run makes (the workers of ``--jobs`` inherit it)."""


def _strong_bot(seed: int, playouts: int) -> Any:
    bot = StrongBot(seed, playouts=playouts, time_ms=None)
    if INFER_STEPS[0] is not None:
        bot.infer_steps = INFER_STEPS[0]
    return bot


def play_pair(
    key: str,
    seed: int,
    rules: Rules,
    opponent: str = "simple",
    playouts: int = STRONG_PLAYOUTS,
) -> tuple[float, float]:
    """The variant's loss (1, 1/2 or 0) against the plain bot (`opponent`: ``"simple"`` or
    ``"strong"``) on deal `seed`, seated by parity, and the plain bot's own loss in its place on
    the same deal, with the same seeds."""
    results = []
    for variant in (True, False):
        seat = seed % 2
        if opponent == "strong":
            bots: list[Any] = [_strong_bot(seed * 2 + p, playouts) for p in range(2)]
            if variant:
                change = STRONG_HABITS[key]
                bots[seat] = (
                    NoEndgame(bots[seat], seed + 1)
                    if key == "empty_talon"
                    else Variant(change, seed + 1, bots[seat])
                )
        else:
            bots = [SimpleBot(seed + 1), SimpleBot(seed + 1)]
            if variant:
                change, _ = HABITS.get(key, (None, True))
                bots[seat] = Solver(seed + 1) if key == "empty_talon" else Variant(change, seed + 1)
        game = Game.new(2, rules, seed=seed)
        if isinstance(bots[seat], Solver):
            bots[seat].game = game  # two players, talon empty: every card is known anyway
        play_game(game, bots, move_cap=600)
        durak = game.result.durak if game.result is not None else None
        results.append(0.5 if durak is None else float(durak == seat))
    return results[0], results[1]


def _pairs(job: tuple[str, int, int, str, int]) -> list[float]:
    key, first, count, opponent, playouts = job
    rules = Rules.podkidnoy()
    diffs = []
    for seed in range(first, first + count):
        mine, plain = play_pair(key, seed, rules, opponent, playouts)
        diffs.append(mine - plain)
    return diffs


def _chunks(total: int, jobs: int) -> list[tuple[int, int]]:
    size = max(1, math.ceil(total / max(jobs * 4, 1)))
    return [(start, min(size, total - start)) for start in range(0, total, size)]


def measure(
    key: str,
    games: int,
    rules: Rules,
    opponent: str = "simple",
    jobs: int = 1,
    playouts: int = STRONG_PLAYOUTS,
) -> dict:
    """What breaking principle `key` costs against `opponent` (``"simple"``: SimpleBot at both
    seats; ``"strong"``: StrongBot): the variant's loss rate minus the plain bot's on the same
    `games` deals, with its standard error. Only podkidnoy's `rules` run on several `jobs`."""
    if jobs > 1 and rules == Rules.podkidnoy():
        work = [(key, first, count, opponent, playouts) for first, count in _chunks(games, jobs)]
        with ProcessPoolExecutor(jobs) as pool:
            diffs = [d for part in pool.map(_pairs, work) for d in part]
    else:
        diffs = []
        for seed in range(games):
            mine, plain = play_pair(key, seed, rules, opponent, playouts)
            diffs.append(mine - plain)
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    se = math.sqrt(var / len(diffs))
    # StrongBot's variants all break their principle; SimpleBot's may follow it instead
    follows = opponent == "simple" and (key == "empty_talon" or HABITS[key][1])
    value = -mean if follows else mean  # what breaking the principle costs
    return {"key": key, "opponent": opponent, "games": games, "value": value, "se": se}


# ----------------------------------------------------------------- the examples


def _strong_part(job: tuple[str, int, int, int, int]) -> dict[str, list[float]]:
    key, seed, first, count, playouts = job
    principle = PRINCIPLES[key]
    found = weigh_strong(
        principle.position(),
        seat=principle.seat,
        deals=count,
        seed=seed,
        playouts=playouts,
        first=first,
        infer_steps=INFER_STEPS[0],
    )
    return {str(m): list(v) for m, v in found.losses.items()}


def example_evidence(
    key: str,
    instrument: str,
    deals: int,
    seed: int = 1,
    jobs: int = 1,
    playouts: int = STRONG_PLAYOUTS,
) -> Evidence | None:
    """The evidence on every legal move of principle `key`'s example under `instrument`
    (``"search"``: rules-of-thumb playouts; ``"strong"``: strong play on `deals` deals, split
    over `jobs` processes; ``"every_deal"``: every deal worked out, ``None`` when they cannot be
    listed)."""
    principle = PRINCIPLES[key]
    game = principle.position()
    if instrument == "search":
        return weigh(game, seat=principle.seat, deals=deals, seed=seed)
    if instrument == "every_deal":
        return weigh_every_deal(game, seat=principle.seat)
    if jobs <= 1:
        return weigh_strong(
            game,
            seat=principle.seat,
            deals=deals,
            seed=seed,
            playouts=playouts,
            infer_steps=INFER_STEPS[0],
        )
    work = [(key, seed, first, count, playouts) for first, count in _chunks(deals, jobs)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(_strong_part, work))
    moves = tuple(game.legal_moves(principle.seat))
    losses = {m: tuple(x for part in parts for x in part[str(m)]) for m in moves}
    return Evidence(principle.seat, moves, losses, "strong")


def _interval(evidence: Evidence, move: Any) -> float:
    """The 95% half-width of `move`'s loss rate (0 when not sampled)."""
    if not evidence.sampled:
        return 0.0
    values = evidence.losses[move][: evidence.deals]
    n = len(values)
    if n == 0:
        return math.nan
    mean = sum(values) / n
    var = sum((x - mean) ** 2 for x in values) / max(n - 1, 1)
    return 1.96 * math.sqrt(var / n)


def example_rows(evidence: Evidence, principle: Any) -> dict:
    """The figures of one instrument on one example, as plain data."""
    weak, strong = Move.parse(principle.weak), Move.parse(principle.strong)
    gap, se = evidence.gap(weak, strong)
    return {
        "method": evidence.method,
        "deals": evidence.deals,
        "moves": {
            str(m): {"loss": evidence.rate(m), "ci": _interval(evidence, m)} for m in evidence.moves
        },
        "weak": str(weak),
        "strong": str(strong),
        "gap": gap,
        "gap_ci": 1.96 * se,
    }


def _strong_position(job: tuple[str, int, int, int, int, int]) -> dict[str, list[float]]:
    name, number, seed, first, count, playouts = job
    from durak_widget import bouts

    game = bouts.load(name).game(upto=number - 1)
    move = bouts.load(name).moves[number - 1].move
    found = weigh_strong(
        game,
        seat=move.player,
        deals=count,
        seed=seed,
        playouts=playouts,
        first=first,
        infer_steps=INFER_STEPS[0],
    )
    return {str(m): list(v) for m, v in found.losses.items()}


def mark_evidence(
    name: str,
    number: int,
    instrument: str,
    deals: int,
    seed: int = 1,
    jobs: int = 1,
    playouts: int = STRONG_PLAYOUTS,
) -> Evidence | None:
    """The evidence on every legal move before move `number` of bout `name` under
    `instrument` (as `example_evidence`)."""
    from durak_widget import bouts

    record = bouts.load(name)
    game = record.game(upto=number - 1)
    seat = record.moves[number - 1].move.player
    if instrument == "search":
        return weigh(game, seat=seat, deals=deals, seed=seed)
    if instrument == "every_deal":
        return weigh_every_deal(game, seat=seat)
    work = [(name, number, seed, first, count, playouts) for first, count in _chunks(deals, jobs)]
    if jobs <= 1:
        parts = [_strong_position(job) for job in work]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_strong_position, work))
    moves = tuple(game.legal_moves(seat))
    losses = {m: tuple(x for part in parts for x in part[str(m)]) for m in moves}
    return Evidence(seat, moves, losses, "strong")


def print_marks(args: argparse.Namespace, found: dict[str, Any]) -> None:
    """Every mark of the bouts library under each instrument: each legal move's loss rate and
    its gap to the marked move (positive: the move loses more often than the marked one)."""
    from durak_widget import bouts

    found["marks"] = {}
    for name in bouts.names():
        if args.only and name not in args.only:
            continue
        record = bouts.load(name)
        game = record.start()
        for number, recorded in enumerate(record.moves, start=1):
            if recorded.marks:
                found["marks"][f"{name}:{number}"] = _mark_rows(args, name, number, game, recorded)
            game.play(recorded.move)


def _mark_rows(args: argparse.Namespace, name: str, number: int, game: Game, recorded: Any) -> dict:
    moves = game.legal_moves(recorded.move.player)
    print(f"{name} move {number}: {recorded.move} {recorded.marks} ({len(moves)} legal moves)")
    rows: dict[str, Any] = {}
    if len(moves) == 1:
        return rows
    count = every_deal_count(game, recorded.move.player)
    plan = [("search", args.deals), ("strong", args.strong_deals)]
    if 0 < count <= EVERY_DEAL_LIMIT:
        plan.insert(1, ("every_deal", count))
    for instrument, deals in plan:
        if not deals:
            continue
        started = _cpu()
        evidence = mark_evidence(
            name, number, instrument, deals, args.seed, args.jobs, args.playouts
        )
        if evidence is None or evidence.deals == 0:
            print(f"  {instrument}: no deal could be built")
            continue
        method = evidence.method
        rows[method] = {
            "deals": evidence.deals,
            "best": str(evidence.best()),
            "cpu": _cpu() - started,
            "moves": {},
        }
        cpu = rows[method]["cpu"]
        print(f"  {method} ({evidence.deals} deals, {cpu:.0f} s of CPU, load {_load()}):")
        for move in evidence.moves:
            gap, se = evidence.gap(move, recorded.move)
            figures = {
                "loss": evidence.rate(move),
                "ci": _interval(evidence, move),
                "gap": gap,
                "gap_ci": 1.96 * se,
            }
            rows[method]["moves"][str(move)] = figures
            tag = " (marked)" if move == recorded.move else ""
            ci = f" ± {figures['ci']:.1%}" if figures["ci"] else ""
            gci = f" ± {figures['gap_ci']:.1%}" if figures["gap_ci"] else ""
            print(
                f"    {move!s:28} loses {figures['loss']:6.1%}{ci}; "
                f"{gap:+.1%}{gci} against the marked move{tag}",
                flush=True,
            )
        if evidence.exact:  # nothing hidden: the solver is best play itself
            break
    return rows


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"


def _cpu() -> float:
    return time.process_time() + sum(
        getattr(os.times(), f) for f in ("children_user", "children_system")
    )


def print_example(key: str, rows: dict) -> None:
    """One instrument's figures on one example."""
    label = {
        "search": "rules of thumb",
        "strong": "strong play",
        "every_deal": "every deal",
        "exact": "solved exactly",
    }[rows["method"]]
    unit = "deals" if rows["method"] != "exact" else "position"
    print(f"  {label} ({rows['deals']} {unit}):")
    for move, figures in rows["moves"].items():
        mark = " (taught)" if move == rows["strong"] else " (weak)" if move == rows["weak"] else ""
        ci = f" ± {figures['ci']:.1%}" if figures["ci"] else ""
        print(f"    {move:28} loses {figures['loss']:6.1%}{ci}{mark}")
    ci = f" ± {rows['gap_ci']:.1%}" if rows["gap_ci"] else ""
    print(f"    the weak move loses {rows['gap']:+.1%}{ci} more often than the taught one")


def main(argv: list[str] | None = None) -> int:
    """Print each principle's example figures and value under both instruments."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", choices=("examples", "values", "marks", "all"), default="all")
    parser.add_argument("--deals", type=int, default=2000, help="rules-of-thumb deals (examples)")
    parser.add_argument(
        "--strong-deals", type=int, default=200, help="strong-play deals (examples)"
    )
    parser.add_argument("--games", type=int, default=2000, help="SimpleBot deals (values)")
    parser.add_argument("--strong-games", type=int, default=300, help="StrongBot deals (values)")
    parser.add_argument("--playouts", type=int, default=STRONG_PLAYOUTS)
    parser.add_argument(
        "--infer-steps",
        type=int,
        default=None,
        help="StrongBot's inference chain a decision (default: its own, 2000)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", nargs="*", default=None)
    parser.add_argument("--json", default=None, help="also write the figures to this file")
    args = parser.parse_args(argv)
    INFER_STEPS[0] = args.infer_steps
    build = "compiled" if COMPILED else "pure Python"
    print(
        f"{build}, {os.cpu_count()} cores, {args.jobs} jobs; StrongBot at {args.playouts} "
        f"iterations a decision, inference {args.infer_steps or 'its own'}; load average "
        f"{_load()}"
    )
    found: dict[str, Any] = {
        "build": build,
        "playouts": args.playouts,
        "infer_steps": args.infer_steps,
        "examples": {},
    }
    if args.part in ("examples", "all"):
        keys = args.only or list(PRINCIPLES)
        for key in keys:
            principle = PRINCIPLES[key]
            count = every_deal_count(principle.position(), principle.seat)
            print(
                f"{key}: {principle.weak} (weak) against {principle.strong} (taught); "
                f"{count or 'too many'} deals consistent with the view"
            )
            found["examples"][key] = {}
            plan = [("search", args.deals), ("strong", args.strong_deals)]
            if 0 < count <= EVERY_DEAL_LIMIT:
                plan.append(("every_deal", count))
            for instrument, deals in plan:
                if not deals:
                    continue
                started = _cpu()
                evidence = example_evidence(
                    key, instrument, deals, args.seed, args.jobs, args.playouts
                )
                if evidence is None:
                    print(f"  {instrument}: the deals are too big to work out")
                    continue
                rows = example_rows(evidence, principle)
                rows["cpu"] = _cpu() - started
                rows["load"] = _load()
                found["examples"][key][instrument] = rows
                print_example(key, rows)
                print(f"    ({rows['cpu']:.0f} s of CPU; load average {rows['load']})")
                if evidence.exact:  # nothing hidden: the solver is best play itself
                    break
    if args.part in ("values", "all"):
        found["values"] = []
        keys = args.only or [*HABITS, "empty_talon"]
        for opponent, games in (("simple", args.games), ("strong", args.strong_games)):
            if not games:
                continue
            who = "SimpleBot" if opponent == "simple" else "StrongBot"
            print(
                f"values: {who} against {who}, 2 players, podkidnoy, {games} deals per "
                f"principle (each deal played twice); load average {_load()}"
            )
            rows = []
            for key in keys:
                started = _cpu()
                row = measure(key, games, Rules.podkidnoy(), opponent, args.jobs, args.playouts)
                row["cpu"] = _cpu() - started
                row["load"] = _load()
                rows.append(row)
                found["values"].append(row)
                low, high = row["value"] - 1.96 * row["se"], row["value"] + 1.96 * row["se"]
                print(
                    f"  {key:16} breaking it costs {row['value']:+.1%} of games "
                    f"(95% CI {low:+.1%} to {high:+.1%}; {row['cpu']:.0f} s of CPU; "
                    f"load average {row['load']})",
                    flush=True,
                )
            order = sorted(rows, key=lambda r: -r["value"])
            print("  by value:", ", ".join(r["key"] for r in order))
    if args.part == "marks":
        print_marks(args, found)
    print(f"load average at the end: {_load()}")
    if args.json:
        Path(args.json).write_text(json.dumps(found, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
