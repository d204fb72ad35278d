"""The stronger instruments behind the teaching's claims: strong play, and every deal worked out.

`durak_widget.coach.evidence.weigh` plays each move out with the rules of thumb at every seat
(SimpleBot's), the learner's own later moves included. A claim that holds only against such a
player is not a truth about the position, so the truth gate and `benchmarks/principles.py`
weigh each claim with two more instruments, from the same point of view (the mover's: the
cards it has not seen are dealt again, never read from the real game):

- **Strong play** (`weigh_strong`): each imagined deal, built from the mover's view alone
  (the game's deal sampler), is played out after each move with the game's strong bot
  (`StrongBot` for Durak) at every seat, each bot deciding from its own view of that deal. The
  moves share their deals and the bots' seeds (paired: the luck of the deal cancels out), so
  the standard error of a difference between two moves is that of the per-deal differences.
  Once nothing is hidden between two players (the talon empty or down to the face-up card)
  the strong bots work the rest out exactly, so the exact value is taken from the solver at
  that point instead of played out.
  The bots search a fixed number of playouts (`STRONG_PLAYOUTS` by default, no clock), so a
  run is the same on every machine and in both builds.
- **Every deal worked out** (`weigh_every_deal`): between two Durak players, when only the
  other hand and a few cards of the talon are hidden, the deals consistent with the mover's
  view can be listed (`every_deal_count`; every one as likely as the others), and each is
  solved exactly with every card known (`durak_widget.search.solver.Solver`). The figure is a
  population, not a sample: no sampling error. Each player plays as if it saw the deal, so
  this is the best either side could do, an upper bound on real play; a claim that holds here
  and under strong play does not depend on the opponent's weakness.

Both return the `Evidence` that `weigh` returns (``method`` ``"strong"`` or ``"every_deal"``),
so that a check reads every instrument the same way.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from ..analysis.estimate import SEARCHED_GAMES
from ..bots.decision import Decision
from ..bots.driver import bot_step, play_game, turn
from ..bots.montecarlo import InconsistentView
from ..engine.cards import deck_mask
from ..games import kind_of
from ..search.codec import encode, from_game
from ..search.deal import Determinizer
from ..search.playout import Playout
from ..search.solver import Solver, SolverBudgetExceeded, after
from .evidence import Evidence

__all__ = [
    "EVERY_DEAL_LIMIT",
    "INSTRUMENTS",
    "SEARCHED",
    "STRONG_PLAYOUTS",
    "every_deal_count",
    "game_loss",
    "weigh_every_deal",
    "weigh_strong",
]

SEARCHED: Final = SEARCHED_GAMES
"""The games (by their adapter's name) the playout engine (`durak_widget.search`) encodes:
where StrongBot decides and solves; another game's strong play goes through its deal
sampler's trials."""

STRONG_PLAYOUTS: Final = 400
"""The search iterations each strong bot spends on a decision under strong play (StrongBot's
own default is 5,000 or 100 ms of CPU, whichever comes first: about 2,300 iterations a decision
compiled). A fixed number, no clock, so a measurement is reproducible."""
EVERY_DEAL_LIMIT: Final = 720
"""The most deals `weigh_every_deal` lists (one hidden talon card with up to 720 unseen cards,
two with 27, three with 9)."""
ENDGAME_NODES: Final = 100_000
"""The most positions the exact solver takes for an endgame of strong play once every card is
known (StrongBot's own budget at the table: it would solve the same endgame)."""
EVERY_DEAL_NODES: Final = 2_000_000
"""The most positions the exact solver may visit for one deal."""

INSTRUMENTS: Final = {
    "search": "rules-of-thumb playouts (SimpleBot at every seat)",
    "strong": "strong play (StrongBot at every seat)",
    "every_deal": "every deal worked out with every card known",
    "exact": "the endgame solved exactly",
}
"""Each instrument's ``Evidence.method`` and what it is, in a sentence's words."""


def game_loss(game: Any, seat: int) -> float:
    """What a finished (or abandoned) `game` cost `seat`: 1 lost (the durak, or its team), 0
    not, 1/2 a draw or a game that did not finish."""
    result = game.result
    if result is None or result.durak is None:
        return 0.5
    return 1.0 if seat in (result.losing_team or (result.durak,)) else 0.0


def _chosen(game: Any, moves: Sequence[Any] | None, seat: int | None) -> tuple[int, tuple]:
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
    return seat, chosen


def weigh_strong(
    game: Any,
    moves: Sequence[Any] | None = None,
    seat: int | None = None,
    deals: int = 100,
    seed: int = 0,
    playouts: int = STRONG_PLAYOUTS,
    move_cap: int = 600,
    first: int = 0,
    infer_steps: int | None = None,
) -> Evidence:
    """The evidence on `moves` (legal moves of `seat`; by default every legal move of the seat
    to act) under strong play: `deals` deals imagined from `seat`'s view, each played out after
    every move with the game's strong bot at every seat (`playouts` iterations a decision).
    `seed` fixes the deals and the bots: deal number ``i`` (from `first` on) is the same
    whichever other deals are played, so a long measurement may be split into parts.
    `infer_steps` shortens StrongBot's inference chain (``None``: its own). The game
    is not changed; a move that is not legal raises `ValueError` with the engine's verdict, a
    view that cannot be rebuilt as a deal `ValueError` too."""
    seat, chosen = _chosen(game, moves, seat)
    if deals < 1:
        raise ValueError(f"deals must be at least 1, got {deals!r}")
    strong = kind_of(game).default_bots()["strong"]
    sampler = strong(seed=seed, playouts=playouts, time_ms=None)._deals(game.view(seat))
    rows: dict[Any, list[float]] = {m: [] for m in chosen}
    for number in range(first, first + deals):
        deal = sampler.sample(random.Random(f"strong:{seed}:{number}"))
        if hasattr(sampler, "trials"):  # a game whose deal is not itself a game (Svoi Kozyri)
            try:
                trials = list(sampler.trials(deal, chosen))
            except ValueError as error:
                raise ValueError(f"the deal cannot be rebuilt as a game: {error}") from None
        else:
            trials = []
            for move in chosen:
                trial = deal.copy()
                trial.play(move)
                trials.append(trial)
        for move, trial in zip(chosen, trials):
            bots = [
                strong(seed=_bot_seed(seed, number, p), playouts=playouts, time_ms=None)
                for p in range(trial.players)
            ]
            if infer_steps is not None:
                for bot in bots:
                    if hasattr(bot, "infer_steps"):
                        bot.infer_steps = infer_steps
            rows[move].append(_strong_loss(trial, seat, bots, move_cap))
    return Evidence(seat, chosen, {m: tuple(v) for m, v in rows.items()}, "strong")


def _strong_loss(game: Any, seat: int, bots: list[Any], move_cap: int) -> float:
    """`game` played on by `bots` to its end: what it cost `seat`. Once every card is known
    between two players the strong bots would work the rest out exactly, and the exact value
    is their result: it is taken from the solver at once (`ENDGAME_NODES`; past them, play
    goes on)."""
    for _ in range(move_cap):
        if game.is_over:
            return game_loss(game, seat)
        state = _nothing_hidden(game)
        if state is not None:
            try:
                return 1.0 - Solver(seat, ENDGAME_NODES).value(state)
            except SolverBudgetExceeded:
                play_game(game, bots, move_cap=move_cap)
                return game_loss(game, seat)
        bot_step(game, bots)
    return game_loss(game, seat)


def _nothing_hidden(game: Any) -> Playout | None:
    """`game` as the playout engine's position when nothing is hidden from either of two
    players (the talon empty or down to the face-up card, every unseen card in the other hand:
    where StrongBot solves exactly), else ``None``."""
    if kind_of(game).name not in SEARCHED or len(game.active_players()) != 2:
        return None
    if game.talon_size > 1:
        return None
    state = from_game(game)
    deck = deck_mask(game.rules.deck_size)
    for seat in game.active_players():
        try:
            if not Determinizer(state, seat, deck).exact:
                return None
        except ValueError:
            return None
    return state


def _bot_seed(seed: int, deal: int, seat: int) -> int:
    """The seed of `seat`'s strong bot in deal number `deal` (the same for every move)."""
    return (seed * 100_003 + deal) * 16 + seat


def _decision(game: Any, seat: int) -> Decision | None:
    if kind_of(game).name not in SEARCHED:
        return None
    try:
        return Decision(game.view(seat), game.legal_moves(seat), random.Random(0))
    except InconsistentView:
        return None


def every_deal_count(game: Any, seat: int | None = None) -> int:
    """How many deals are consistent with `seat`'s view (by default the seat to act) when
    they can be listed: two Durak players, only the other hand and cards of the talon under
    the face-up trump hidden, and the cards `seat` has not seen exactly the hidden places. 0
    when they cannot be listed; 1 when nothing is hidden."""
    if seat is None:
        seat = turn(game)[0]
        if seat is None:
            return 0
    decision = _decision(game, seat)
    return 0 if decision is None else decision.deal_count


def weigh_every_deal(
    game: Any,
    moves: Sequence[Any] | None = None,
    seat: int | None = None,
    limit: int = EVERY_DEAL_LIMIT,
    nodes: int = EVERY_DEAL_NODES,
) -> Evidence | None:
    """The evidence on `moves` (as `weigh_strong`) from every deal consistent with `seat`'s
    view, each solved exactly with every card known (``losses[move][i]``: 1 - its value in
    deal ``i``). ``None`` when the deals cannot be listed (`every_deal_count` is 0), there are
    more than `limit`, or a deal needs more than `nodes` positions."""
    seat, chosen = _chosen(game, moves, seat)
    decision = _decision(game, seat)
    if decision is None or not 0 < decision.deal_count <= limit:
        return None
    deals = [decision.deals.template] if decision.exact else decision.deals.every_deal()
    codes = [encode(m) for m in chosen]
    rows: dict[Any, list[float]] = {m: [] for m in chosen}
    for deal in deals:
        solver = Solver(seat, nodes)
        try:
            for move, code in zip(chosen, codes):
                rows[move].append(1.0 - solver.value(after(deal, code)))
        except SolverBudgetExceeded:
            return None
    return Evidence(seat, chosen, {m: tuple(v) for m, v in rows.items()}, "every_deal")
