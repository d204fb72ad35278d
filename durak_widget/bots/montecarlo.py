"""`MonteCarloBot`: the determinized Monte-Carlo search behind every game's strong bot.

For each decision the bot imagines complete deals consistent with what its seat has seen (the
game's `Deals` plug-in: the unseen cards dealt at random, the cards known to be in a hand kept
there), and in each deal tries every legal move, playing the rest of the game out with the
game's rules of thumb at every seat (the game's playout). All moves are tried on the same
deals, so they are compared on equal terms. It picks the move that lost least often (a draw or
a capped playout counts as half a loss) and explains the choice in words: the idea behind it
against the runner-up (the game's `_idea`), or that the two are too close to call when the
difference in loss rate is within `ideas.NOISE` standard errors. The figures stay as details:
`last_search` (each move's loss rate) and `last_details` (deals searched, runner-up,
difference, standard error).

A game plugs in by subclassing `MonteCarloBot` and giving `_deals` (its sampler) and
`_playout`; optional hooks decide without search where the game knows better
(`_before_search`: Durak's free trump exchange; `_without_playouts`: Durak's exact endgame
solver, Svoi Kozyri's last card) and word the reason (`_only_move`, `_idea`, `_report`,
`_searched`).
`StrongBot` (Durak) and `OwnTrumpsStrongBot` (Svoi Kozyri) are the two built-in ones.

The budget is a number of playouts (`playouts`, shared among the moves) and a time limit in
milliseconds (`time_ms`), whichever runs out first; at least one deal is always searched. The
playouts decide the strength, the time limit is a cap for slow machines. A bot may `race` the
moves: one clearly worse than the best so far stops getting deals, and its share goes to the
moves still close (the search stops once a single move is left).
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Protocol

from .base import Bot
from .ideas import compare, is_close
from .phrases import gerund, option_text, said_text
from .reasons import NOTHING, Capitalized, Reasoning, Text, reason_text

__all__ = [
    "CAPPED",
    "Deals",
    "InconsistentView",
    "MonteCarloBot",
    "after_each",
    "loss",
    "rank",
]

CAPPED = -1
"""What a playout returns for a game that hit its move cap."""


class InconsistentView(ValueError):
    """The view cannot be turned into a deal (for example a teaching position that leaves some
    cards out of the game in a way the sampler cannot account for): decide without search."""


class Deals(Protocol):
    """The game's sampler for one decision, built from one seat's view.

    ``exact`` says whether nothing is hidden (every sample is the same deal). ``sample(rng)``
    imagines one complete deal, and ``trials(deal, moves)`` gives, for each move in order, an
    independent game in that deal just after the move (ready for a playout). Either may raise
    `ValueError` (`InconsistentView`) for a deal the game cannot build.
    """

    @property
    def exact(self) -> bool:
        """Whether nothing is hidden from the seat."""
        ...

    def sample(self, rng: random.Random) -> Any:
        """One imagined deal consistent with the view."""
        ...

    def trials(self, deal: Any, moves: Sequence[Any]) -> list[Any]:
        """For each of `moves`, a fresh game in `deal` after that move."""
        ...


def after_each(game: Any, moves: Sequence[Any]) -> list[Any]:
    """For each of `moves` (legal in `game`), a copy of `game` with that move played: the
    usual `Deals.trials`."""
    trials = []
    for move in moves:
        trial = game.copy()
        trial.play_unchecked(move)
        trials.append(trial)
    return trials


def loss(loser: int | None, seat: int) -> float:
    """How much a playout counts as a loss for `seat`: 1 lost, 0 won, 1/2 for a draw or a
    playout stopped by the move cap."""
    if loser is None or loser == CAPPED:
        return 0.5
    return 1.0 if loser == seat else 0.0


def rank(
    moves: Sequence[Any],
    losses: dict[Any, float],
    deals: int,
    fallback: Any,
    gerund: Callable[[Any], str],
) -> tuple[Any, dict[Any, float], list[str]]:
    """``(best, rates, parts)``: each move's loss rate over `deals`, the best move (ties go to
    the rule-of-thumb `fallback`), and "<move> loses N%" phrases for the best three."""
    rates = {move: total / deals for move, total in losses.items()}
    best = min(moves, key=lambda m: (rates[m], m != fallback))
    ranked = sorted(moves, key=lambda m: (rates[m], m != best, m != fallback))
    parts = [f"{gerund(m)} loses {rates[m]:.0%}" for m in ranked[:3]]
    return best, rates, parts


class MonteCarloBot(Reasoning, ABC):
    """Searches imagined deals and picks the move that loses least often (see the module
    docstring). A subclass plugs in its game: `_deals`, `_playout`, and the
    rule-of-thumb bot `simple` it falls back on (ties go to its choice, and it decides alone
    when the deal cannot be rebuilt).

    `playouts` is the total number of playouts per decision (shared among the moves),
    `time_ms` a time limit per decision (``None``: none), `move_cap` the most moves of one
    playout. With ``time_ms=None`` the search is reproducible for a given `seed`.
    """

    race: ClassVar[tuple[int, int, float] | None] = None
    """``(first, every, margin)``: drop clearly worse moves during the search (see `search`);
    ``None``: every move gets every deal."""

    exact_deals: ClassVar[int | None] = None
    """With nothing hidden, search at most this many deals (``None``: no such limit; useful
    when playouts are random and repeating them says more)."""

    def __init__(
        self,
        simple: Bot,
        seed: int | None,
        playouts: int,
        time_ms: float | None,
        move_cap: int,
    ):
        if playouts < 1:
            raise ValueError(f"playouts must be at least 1, got {playouts}")
        self.seed = seed
        self.playouts = playouts
        self.time_ms = time_ms
        self.move_cap = move_cap
        self._rng = random.Random(seed)
        self._simple = simple
        self.last_reason = ""
        self.last_search: dict[Any, float] = {}
        """Each move searched in the last decision, with its loss rate."""
        self.last_details: dict[str, Any] = {}
        """The figures behind the last reason (empty when nothing was searched): ``deals``
        searched, ``searched`` (how, in words), ``figures`` ("<move> loses N%" for the best
        three), ``runner_up``, ``difference`` (its loss rate minus the choice's), ``stderr`` (the
        standard error of that difference), ``close`` (within the noise) and ``idea``."""
        self._samples: dict[Any, list[float]] = {}

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(seed={self.seed!r}, playouts={self.playouts}, "
            f"time_ms={self.time_ms})"
        )

    def reseed(self, seed: int) -> None:
        """Restart the search's random choices from `seed` (`durak_widget.simulate` does,
        per game; the rule-of-thumb bot keeps its own seed)."""
        self._rng.seed(seed)

    # ----------------------------------------------------------------- the game's plug-ins

    @abstractmethod
    def _deals(self, view: dict[str, Any]) -> Deals:
        """The game's sampler for `view`; raises `InconsistentView` if it cannot be built."""

    @abstractmethod
    def _playout(self, game: Any) -> int | None:
        """Play `game` (changing it) to the end: the loser's seat, ``None`` for a draw, or
        `CAPPED`."""

    def _only_move(self, view: dict[str, Any], move: Any) -> Text:
        """The reason given when `move` is the only legal move."""
        return Text.gettext("It was my only legal move: {move}.", move=said_text(move))

    def _before_search(self, view: dict[str, Any], moves: list[Any], fallback: Any) -> Any | None:
        """A move decided before any deal is imagined (``None``: search)."""
        return None

    def _without_playouts(
        self, view: dict[str, Any], moves: list[Any], fallback: Any, deals: Deals, started: float
    ) -> Any | None:
        """A move decided once the deals are known, without playouts (``None``: search)."""
        return None

    def _idea(self, view: dict[str, Any], best: Any, other: Any) -> Text:
        """The idea behind `best` against the runner-up `other`, as a clause (an empty, false
        `Text`: none the position shows)."""
        return NOTHING

    def _imagined(self, details: dict[str, Any]) -> Text:
        """Where the moves were compared, for the reason: ``'in the deals I imagined'``."""
        return Text.gettext("in the deals I imagined")

    def _report(
        self, view: dict[str, Any], best: Any, fallback: Any, details: dict[str, Any]
    ) -> Text:
        """The reason for `best` in words, from `details` (see `last_details`); `fallback` is
        the rule of thumb's choice."""
        other = details["runner_up"]
        where = self._imagined(details)
        rates = set(self.last_search.values())
        thumb = reason_text(self._simple)
        if len(rates) == 1 and rates <= {0.0, 1.0}:
            won = rates == {0.0}
            if best == fallback and won:
                return Text.gettext(
                    "Every move won {where}, so I follow my rule of thumb. {thumb}",
                    where=where,
                    thumb=thumb,
                )
            if best == fallback:
                return Text.gettext(
                    "Every move lost {where}, so I follow my rule of thumb. {thumb}",
                    where=where,
                    thumb=thumb,
                )
            move = Capitalized(said_text(best, bool(view.get("table"))))
            if won:
                return Text.gettext("Every move won {where}. {move}.", where=where, move=move)
            return Text.gettext("Every move lost {where}. {move}.", where=where, move=move)
        on_table = bool(view.get("table"))
        best_said, other_said = option_text(best, on_table), option_text(other, on_table)
        if details["close"]:
            if best == fallback:
                return Text.gettext(
                    "Too close to call: {best} and {other} did about as well {where}, so I follow "
                    "my rule of thumb. {thumb}",
                    best=best_said,
                    other=other_said,
                    where=where,
                    thumb=thumb,
                )
            if details["difference"] <= 0:
                return Text.gettext(
                    "Too close to call: {best} and {other} did equally well {where}. {idea}",
                    best=best_said,
                    other=other_said,
                    where=where,
                    idea=_with_idea(best, details["idea"], on_table),
                )
            return Text.gettext(
                "Too close to call: {best} and {other} did about as well (the difference is "
                "within the noise) {where}. {idea}",
                best=best_said,
                other=other_said,
                where=where,
                idea=_with_idea(best, details["idea"], on_table),
            )
        return Text.gettext(
            "{idea} It lost clearly less often than {other} {where}.",
            idea=_with_idea(best, details["idea"], on_table),
            other=other_said,
            where=where,
        )

    def _searched(self, searched: int, deals: Deals, moves: list[Any]) -> str:
        """How much was searched, to open the reason: ``'Searched 12 deals'``."""
        return f"Searched {searched} deal{'s' if searched != 1 else ''}"

    # ----------------------------------------------------------------- deciding

    def choose(self, view: dict[str, Any], moves: list[Any]) -> Any:
        """Search imagined deals, pick the move with the lowest loss rate, set `last_reason`."""
        if not moves:
            raise ValueError(f"{type(self).__name__} was asked to choose from no legal moves")
        self.last_search = {}
        self.last_details = {}
        started = time.perf_counter()
        if len(moves) == 1:
            self.last_reason = self._only_move(view, moves[0])
            return moves[0]
        fallback = self._simple.choose(view, moves)
        decided = self._before_search(view, moves, fallback)
        if decided is not None:
            return decided
        try:
            deals = self._deals(view)
        except InconsistentView:
            return self._no_search(fallback)
        decided = self._without_playouts(view, moves, fallback, deals, started)
        if decided is not None:
            return decided
        deadline = started + self.time_ms / 1000 if self.time_ms is not None else None
        budget = self.playouts
        if deals.exact and self.exact_deals is not None:
            # With nothing hidden every deal is the same one: a few say all they can.
            budget = min(budget, self.exact_deals * len(moves))
        searched, losses = self.search(deals, moves, view["seat"], budget, deadline)
        if searched == 0:
            return self._no_search(fallback)
        best, self.last_search, parts = rank(moves, losses, searched, fallback, gerund)
        others = [m for m in moves if m != best]
        other = min(others, key=lambda m: (self.last_search[m], m != fallback))
        shared = min(len(self._samples[best]), len(self._samples[other]))  # paired deals
        difference, stderr = compare(
            self._samples[best][:shared], self._samples[other][:shared], deals.exact
        )
        self.last_details = {
            "deals": searched,
            "searched": self._searched(searched, deals, moves),
            "figures": "; ".join(parts),
            "runner_up": other,
            "difference": difference,
            "stderr": stderr,
            "close": is_close(difference, stderr),
            "idea": self._idea(view, best, other),
        }
        self.last_reason = self._report(view, best, fallback, self.last_details)
        return best

    def search(
        self, deals: Deals, moves: list[Any], seat: int, budget: int, deadline: float | None
    ) -> tuple[int, dict[Any, float]]:
        """Play the moves out on the same imagined deals until `budget` playouts or
        `deadline` (a `time.perf_counter` value) run out, at least one deal if it can be
        built. Returns ``(deals searched, total loss per move)`` for `seat`, each move's total
        scaled to that many deals (each move's loss in each deal is kept for the standard
        error).

        With `race` set, every `race[1]` deals from the `race[0]`-th on, a move that is clearly
        worse than the best so far (by more than `race[2]` standard errors of the paired
        difference) is dropped: the playouts it would have had go to the moves still in the
        race, and it keeps the loss rate it had. The search stops early once one move is left,
        and the deals searched are then the ones it had."""
        losses = dict.fromkeys(moves, 0.0)
        samples: dict[Any, list[float]] = {move: [] for move in moves}
        self._samples = samples
        live = list(moves)
        race = self.race
        used = searched = 0
        while searched == 0 or (
            used + len(live) <= budget and (deadline is None or time.perf_counter() < deadline)
        ):
            try:
                trials = deals.trials(deals.sample(self._rng), live)
            except ValueError:  # includes InconsistentView: a deal the game cannot build
                break
            for move, trial in zip(live, trials):
                lost = loss(self._playout(trial), seat)
                losses[move] += lost
                samples[move].append(lost)
            used += len(live)
            searched += 1
            if race and searched >= race[0] and searched % race[1] == 0:
                live = _still_racing(live, samples, race[2])
                if len(live) == 1:  # the others are all clearly worse: nothing left to learn
                    break
        for move in moves:
            count = len(samples[move])
            if count != searched:
                losses[move] *= searched / count
        return searched, losses

    def _no_search(self, fallback: Any) -> Any:
        self.last_reason = Text.gettext(
            "(No search: I cannot rebuild the deal.) {thumb}", thumb=reason_text(self._simple)
        )
        return fallback


def _with_idea(move: Any, idea: Text | str, on_table: bool = False) -> Text:
    """``'I play 7♠: <idea>.'``, or ``'I play 7♠.'`` without an idea (``'I throw in 7♠'``
    with cards on the table)."""
    said = Capitalized(said_text(move, on_table))  # a sentence of its own
    if idea:
        return Text.gettext("{move}: {idea}.", move=said, idea=idea)
    return Text.gettext("{move}.", move=said)


def _still_racing(live: list[Any], samples: dict[Any, list[float]], margin: float) -> list[Any]:
    """The moves of `live` not clearly worse than the best of them: a move goes when its
    paired loss difference to the best exceeds `margin` standard errors (and is positive)."""
    mean = {m: sum(samples[m]) / len(samples[m]) for m in live}
    leader = min(live, key=lambda m: mean[m])
    lead = samples[leader]
    kept = []
    for move in live:
        if move is not leader:
            difference, stderr = compare(lead, samples[move], exact=False)
            if difference > 0 and difference > margin * stderr:
                continue
        kept.append(move)
    return kept
