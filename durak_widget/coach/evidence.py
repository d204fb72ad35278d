"""The evidence behind every claim the teaching layer makes about a position: how often each
move loses, measured by the game's search, with its statistics.

`weigh(game, moves)` plays each move out from the mover's point of view. While cards are
hidden it imagines complete deals consistent with what the mover has seen (the game's strong
bot's deal sampler) and plays every move out on the same deals with the bots' rules of thumb
at every seat, so that two moves are compared deal by deal (a paired comparison: its standard
error is that of the per-deal differences). Once every card is known (two Durak players and an
empty talon) it solves the rest of the game exactly instead.

The tests of the principles, the annotated bouts and the quiz read it with a fixed seed and a
number of deals, so a claim is checked against figures with honest error bars, never against
one lucky run. The coach (`assess`) reads the analysis's search as `Evidence` in a Durak
game (`durak_widget.analysis.estimate.Estimates.evidence`), and this one in another game;
`Evidence.verdict` grades a move for both the coach and the analysis.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..bots.decision import Decision
from ..bots.driver import turn
from ..bots.endgame import SearchBudgetExceeded
from ..bots.montecarlo import InconsistentView
from ..games import kind_of
from ..search.codec import encode, from_game
from ..search.solver import Solver, SolverBudgetExceeded
from ..search.tree import paired_playouts
from .verdicts import Grade, grade

__all__ = ["Evidence", "compare_exactly", "every_card_known", "weigh", "weigh_steps"]


@dataclass(frozen=True)
class Evidence:
    """How often each of `moves` lost for `seat` (1 a loss, 0 a win, 1/2 a draw or a game cut
    short), deal by deal: ``losses[move][i]`` is its loss in deal ``i``, the same deals for
    every move. ``method`` is ``"search"`` (imagined deals played out by the rules of thumb),
    ``"exact"`` (the endgame solved: one "deal", the exact value, no error), ``"strong"``
    (imagined deals played out by the strong bot at every seat) or ``"every_deal"`` (every deal
    consistent with the view, each solved with every card known: a population, no sampling
    error); `durak_widget.coach.instruments` makes the last two."""

    seat: int
    moves: tuple[Any, ...]
    losses: dict[Any, tuple[float, ...]]
    method: str = "search"
    seconds: float = field(default=0.0, compare=False)

    @property
    def deals(self) -> int:
        """How many deals every move was played out on."""
        return min((len(v) for v in self.losses.values()), default=0)

    @property
    def exact(self) -> bool:
        """Whether the figures are exact (the endgame solved), not a sample."""
        return self.method == "exact"

    @property
    def sampled(self) -> bool:
        """Whether the figures come from a sample of deals, with a sampling error (imagined
        deals played out), not from every case (the endgame solved, or every deal listed)."""
        return self.method not in ("exact", "every_deal")

    def rate(self, move: Any) -> float:
        """The loss rate of `move` (a fraction of the deals)."""
        values = self.losses[move][: self.deals]
        return sum(values) / len(values) if values else math.nan

    def best(self) -> Any:
        """The move that lost least often (ties: the first in `moves`)."""
        return min(self.moves, key=self.rate)

    def best_rate(self) -> float:
        """The lowest loss rate of any move."""
        return self.rate(self.best())

    def gap(self, move: Any, other: Any) -> tuple[float, float]:
        """``(difference, standard error)``: how much more often `move` lost than `other`
        over the same deals, and the standard error of that paired difference (0 when not
        `sampled`; infinite with a single sampled deal)."""
        n = self.deals
        diffs = [a - b for a, b in zip(self.losses[move][:n], self.losses[other][:n])]
        mean = sum(diffs) / n if n else 0.0
        if not self.sampled:
            return mean, 0.0
        if n < 2:
            return mean, math.inf
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return mean, math.sqrt(var / n)

    def worse_by(self, move: Any, other: Any) -> float:
        """How many standard errors more often `move` lost than `other` (``inf`` when exact
        and worse, 0 when not worse at all)."""
        difference, se = self.gap(move, other)
        if difference <= 0:
            return 0.0
        return math.inf if se == 0 else difference / se

    def verdict(self, move: Any) -> tuple[float, float, Grade]:
        """``(gap, standard error, grade)`` of `move` against the best move here, by the one
        verdict table (`durak_widget.coach.verdicts.grade`): the one judgement the coach's
        label and the analysis's mark both read, so that on the same evidence they say the
        same. The gap is measured against a move that lost least often (among several, the
        one whose gap is least certain); figures from every case (not `sampled`) are graded
        as exact."""
        best_rate = self.best_rate()
        gap, se = 0.0, 0.0
        if self.rate(move) > best_rate:
            tied = [m for m in self.moves if self.rate(m) == best_rate]
            gap, se = max((self.gap(move, m) for m in tied), key=lambda found: found[1])
        if not self.sampled:
            return gap, 0.0, grade(gap)
        return gap, se, grade(gap, se, self.deals)

    def summary(self) -> dict[str, Any]:
        """The figures as plain data: the method, the deals, each move's loss rate."""
        return {
            "method": self.method,
            "deals": self.deals,
            "loss": {str(m): round(self.rate(m), 3) for m in self.moves},
        }


def every_card_known(game: Any) -> bool:
    """Whether nothing is hidden from any seat: two Durak players left and the talon empty, or
    down to the face-up trump (each holds exactly the cards the other has not seen)."""
    check = _EVERY_CARD_KNOWN.get(kind_of(game).name)
    return bool(check and check(game))


def weigh(
    game: Any,
    moves: Sequence[Any] | None = None,
    seat: int | None = None,
    deals: int = 200,
    seed: int = 0,
    deadline: float | None = None,
    exact_nodes: int = 10**9,
) -> Evidence:
    """The evidence on `moves` (legal moves of `seat` in `game`; by default every legal move
    of the seat to act) from `seat`'s point of view; the game is not changed.

    With cards hidden: `deals` imagined deals (at least one), fewer if `deadline` (a
    `time.perf_counter` value) comes first; `seed` fixes them. With every card known
    (`every_card_known`) the endgame is solved exactly within `exact_nodes` positions and the
    deadline (`SearchBudgetExceeded` if it does not fit). A move that is not legal raises
    `ValueError` with the engine's verdict.
    """
    steps = weigh_steps(game, moves, seat, deals, seed, deadline, exact_nodes)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            found: Evidence = stop.value
            return found


def weigh_steps(
    game: Any,
    moves: Sequence[Any] | None = None,
    seat: int | None = None,
    deals: int = 200,
    seed: int = 0,
    deadline: float | None = None,
    exact_nodes: int = 10**9,
) -> Generator[None, None, Evidence]:
    """`weigh` in small steps: a generator that yields after each imagined deal (a few
    milliseconds each) and returns the `Evidence`; run to its end it gives what `weigh`
    gives (the exact solver is one step)."""
    started = time.perf_counter()
    if seat is None:
        seat = moves[0].player if moves else turn(game)[0]
        if seat is None:
            raise ValueError("the game is over: there is no move to weigh")
    legal = game.legal_moves(seat)
    chosen = tuple(legal if moves is None else moves)
    for move in chosen:
        if move not in legal:
            raise ValueError(f"cannot weigh {move}: {game.explain(move).message}")
    if not chosen:
        raise ValueError(f"P{seat} has no legal move to weigh")
    if every_card_known(game):
        values = _exact_values(game, seat, chosen, deadline, exact_nodes)
        losses: dict[Any, tuple[float, ...]] = {m: (1.0 - values[m],) for m in chosen}
        return Evidence(seat, chosen, losses, "exact", time.perf_counter() - started)
    rounds = _PLAYOUTS.get(kind_of(game).name, _bot_rounds)
    rows: dict[Any, list[float]] = {m: [] for m in chosen}
    for lost in rounds(game, seat, chosen, legal, seed):
        if lost is None:
            break
        for move in chosen:
            rows[move].append(lost[move])
        count = len(rows[chosen[0]])
        if count >= deals or (deadline is not None and time.perf_counter() >= deadline):
            break
        yield
    return Evidence(
        seat,
        chosen,
        {m: tuple(v) for m, v in rows.items()},
        "search",
        time.perf_counter() - started,
    )


Rounds = Iterator[dict[Any, float] | None]
"""Deal after deal, each move's loss in that deal (``None``: no deal could be built)."""


def _bot_rounds(
    game: Any, seat: int, chosen: tuple[Any, ...], legal: Sequence[Any], seed: int
) -> Rounds:
    """Any game: its strong bot's deals, each move played out by the bot's own playout."""
    bot = kind_of(game).default_bots()["strong"](seed=seed, playouts=10**9, time_ms=None)
    sampler = bot._deals(game.view(seat))
    while True:
        searched, lost = bot.search(sampler, list(chosen), seat, len(chosen), None)
        yield lost if searched else None


def _durak_rounds(
    game: Any, seat: int, chosen: tuple[Any, ...], legal: Sequence[Any], seed: int
) -> Rounds:
    """Durak: the same deals and rules of thumb on the playout engine, about nine times
    faster than the explaining engine (`durak_widget.search`). The decision is set up from
    the seat's view alone (`Decision`), also for a throw-in while the defender answers; the
    deals are the same whichever moves are weighed. A view the playout engine cannot rebuild
    falls back on the strong bot's own playouts."""
    rng = random.Random(seed)
    try:
        decision = Decision(game.view(seat), legal, rng)
    except InconsistentView:
        yield from _bot_rounds(game, seat, chosen, legal, seed)
        return
    codes = [encode(m) for m in chosen]
    ties = random.Random(seed + 1)  # the rules of thumb's own, so the deals never depend on it
    while True:
        won = paired_playouts(decision.deals, seat, codes, rng, ties)
        yield {move: 1.0 - value for move, value in zip(chosen, won)}


_PLAYOUTS: dict[str, Callable[..., Rounds]] = {"durak": _durak_rounds}
"""Games whose moves are played out on a faster engine than their strong bot's (by name)."""


def _exact_values(
    game: Any, seat: int, moves: tuple[Any, ...], deadline: float | None, nodes: int
) -> dict[Any, float]:
    """Each move's exact value for `seat` (1 win, 1/2 draw, 0 loss), by the playout engine's
    solver (`durak_widget.search.solver.Solver`, with its transposition table)."""
    if deadline is not None and time.perf_counter() >= deadline:
        raise SearchBudgetExceeded("out of time")
    state = from_game(game)
    solver = Solver(seat, nodes, wall_deadline=deadline or 0.0)
    acting, _ = turn(game)
    try:
        if acting == seat:
            solved = solver.values(state)
            return {m: solved[encode(m)] for m in moves}
        values = {}
        for move in moves:
            child = state.copy()
            child.play(encode(move))
            values[move] = solver.value(child)
        return values
    except SolverBudgetExceeded as error:
        raise SearchBudgetExceeded(str(error)) from error


def compare_exactly(
    game: Any,
    move: Any,
    order: Sequence[Any],
    exact: Sequence[Any] = (),
    deadline: float | None = None,
    nodes: int = 10**9,
) -> tuple[dict[Any, float], Any]:
    """Whether another move does better than `move` for its player once every card is known
    (`every_card_known`), by the solver's cheaper comparison (`Solver.compare`): ``(values,
    better)``, the exact values worked out (`move`, each of `exact`, and `better`) and the
    first move of `order` (legal moves in the order of preference) with the best value when it
    beats `move`'s (``None``: none does). Raises `SearchBudgetExceeded` past `nodes` positions
    or `deadline` (a `time.perf_counter` value)."""
    if deadline is not None and time.perf_counter() >= deadline:
        raise SearchBudgetExceeded("out of time")
    solver = Solver(move.player, nodes, wall_deadline=deadline or 0.0)
    codes = {encode(m): m for m in order}
    try:
        found, better = solver.compare(
            from_game(game), encode(move), list(codes), [encode(m) for m in exact]
        )
    except SolverBudgetExceeded as error:
        raise SearchBudgetExceeded(str(error)) from error
    by_code = {**codes, encode(move): move, **{encode(m): m for m in exact}}
    return {by_code[c]: v for c, v in found.items()}, codes.get(better)


def _durak_known(game: Any) -> bool:
    """Two Durak players left, and the talon empty or down to the face-up trump with every
    unseen card in the other hand (as the analysis's solver sees it: the same positions)."""
    if len(game.active_players()) != 2 or game.talon_size > 1:
        return False
    if game.talon_size == 0:
        return True
    from ..engine.cards import deck_mask
    from ..search.deal import Determinizer

    state = from_game(game)
    deck = deck_mask(game.rules.deck_size)
    for seat in game.active_players():
        try:
            if not Determinizer(state, seat, deck).exact:
                return False
        except ValueError:
            return False
    return True


# Games whose positions the exact solver can judge once nothing is hidden (by registry name):
# two Durak players with the talon empty (or only the face-up trump left) see every card.
_EVERY_CARD_KNOWN = {"durak": _durak_known}
