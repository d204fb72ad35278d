"""What each strategy principle is worth: how much more often a player loses who breaks it.

Each principle of `durak_widget.coach.PRINCIPLES` that a bot can follow or break by a rule is
measured the same way: two SimpleBots that differ in that one habit play 2-player games against
a plain SimpleBot (seats alternating, the same deals for both), and the figure is the
difference of their loss rates (a draw or a capped game counts as half a loss), with a 95%
confidence interval from the paired games. The strategy page teaches the principles in the
order of these figures.

    python benchmarks/principles.py                  # 2,000 deals per principle
    python benchmarks/principles.py --games 400 --only keep_trumps rank_opening
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durak_widget import Card, Game, Move, Rules
from durak_widget.bots import SimpleBot, play_game
from durak_widget.bots.cards import CARD_BY_CODE
from durak_widget.bots.endgame import SearchBudgetExceeded, solve
from durak_widget.bots.simple import _plan

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


class Variant:
    """SimpleBot with one habit changed by `change` (``None`` keeps SimpleBot's move)."""

    def __init__(self, change: Change | None, seed: int = 0):
        self.simple = SimpleBot(seed)
        self.change = change
        self.last_reason = ""

    def reseed(self, seed: int) -> None:
        """Restart the tie-breaking."""
        self.simple.reseed(seed)

    def choose(self, view: dict, moves: list) -> Move:
        """SimpleBot's move, changed by the variant's habit where it applies."""
        move = self.simple.choose(view, moves)
        other = self.change(view, moves, move) if self.change else None
        return other if other is not None else move


class Solver(Variant):
    """Follows "play out an empty talon": solves two-player endgames exactly (SimpleBot
    otherwise, and when the endgame is too big for 20,000 positions)."""

    def __init__(self, seed: int = 0):
        super().__init__(None, seed)

    def choose(self, view: dict, moves: list) -> Move:
        """The solver's move with the talon empty and two players left, else SimpleBot's."""
        move = self.simple.choose(view, moves)
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


# principle key -> (variant habit, whether the variant follows the principle)
HABITS: dict[str, tuple[Change | None, bool]] = {
    "keep_trumps": (spend_trumps, False),
    "rank_opening": (mind_ranks, True),
    "beat_cheaply": (beat_high, False),
    "lead_low": (lead_high, False),
    "take_on_purpose": (never_take, False),
}


def play_pair(key: str, seed: int, rules: Rules) -> tuple[float, float]:
    """The variant's loss (1, 1/2 or 0) against SimpleBot on deal `seed`, seated by parity,
    and SimpleBot's own loss in its place on the same deal."""
    change, _ = HABITS.get(key, (None, True))
    results = []
    for variant in (True, False):
        seat = seed % 2
        bots = [SimpleBot(seed + 1), SimpleBot(seed + 1)]
        if variant:
            bots[seat] = Solver(seed + 1) if key == "empty_talon" else Variant(change, seed + 1)
        game = Game.new(2, rules, seed=seed)
        if isinstance(bots[seat], Solver):
            bots[seat].game = game  # two players, talon empty: every card is known anyway
        play_game(game, bots, move_cap=600)
        durak = game.result.durak if game.result is not None else None
        results.append(0.5 if durak is None else float(durak == seat))
    return results[0], results[1]


def measure(key: str, games: int, rules: Rules) -> dict:
    """The variant's loss rate minus SimpleBot's on the same deals, with a 95% interval."""
    diffs = []
    for seed in range(games):
        mine, plain = play_pair(key, seed, rules)
        diffs.append(mine - plain)
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    se = math.sqrt(var / len(diffs))
    follows = key == "empty_talon" or HABITS[key][1]
    value = -mean if follows else mean  # what breaking the principle costs
    return {"key": key, "games": games, "value": value, "se": se}


def main(argv: list[str] | None = None) -> int:
    """Print each principle's value: the loss rate breaking it costs, with its interval."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--only", nargs="*", default=None)
    args = parser.parse_args(argv)
    keys = args.only or [*HABITS, "empty_talon"]
    rules = Rules.podkidnoy()
    print(f"2 players, podkidnoy, {args.games} deals per principle (each deal played twice)")
    rows = []
    for key in keys:
        started = time.perf_counter()
        row = measure(key, args.games, rules)
        row["seconds"] = time.perf_counter() - started
        rows.append(row)
        low, high = row["value"] - 1.96 * row["se"], row["value"] + 1.96 * row["se"]
        print(
            f"{key:16} breaking it costs {row['value']:+.1%} of games "
            f"(95% CI {low:+.1%} to {high:+.1%}; {row['seconds']:.0f} s)"
        )
    order = sorted(rows, key=lambda r: -r["value"])
    print("by value:", ", ".join(r["key"] for r in order))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
