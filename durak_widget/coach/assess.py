"""`assess`: the coach's judgement of one move, before it is played.

The strongest analysis available decides. In a two-player Durak game with an empty talon every
card is known, so the exact endgame solver (`durak_widget.bots.endgame.solve`) gives each move
its value (win, draw or loss against best play). Before that, the game's Monte-Carlo search
(its strong bot's deal sampler and playouts) plays every legal move out on the same imagined
deals, consistent with what the mover has seen; the coach compares the move with the best one
deal by deal and speaks only when the difference is clear. The reason names a principle of
`durak_widget.coach.principles` and the better move.
"""

from __future__ import annotations

import math
import time
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from ..bots.driver import turn
from ..bots.endgame import SearchBudgetExceeded, solve
from ..bots.reasons import Text, text_of
from ..engine import Game
from ..games import kind_of
from .words import first_up, principle_text, said_text

__all__ = ["LABELS", "Assessment", "assess", "assess_steps"]

LABELS = ("good", "inaccuracy", "mistake", "unclear")
"""The coach's verdicts, from best to "too close to call"."""

GOOD_GAP = 0.03
"""A move losing at most this much more often than the best one is as good as the best."""
INACCURACY_GAP = 0.06
MISTAKE_GAP = 0.15
"""Loss-rate gaps (fractions of deals) from which a move is an inaccuracy or a mistake..."""
INACCURACY_Z = 3.0
MISTAKE_Z = 3.5
"""...provided the gap is this many standard errors (deal by deal) above zero: the best move
is itself picked by the same deals, so a plain two-sigma test would call noise a mistake."""
MIN_DEALS = 12
"""Fewer deals than this say nothing clear."""


@dataclass(frozen=True)
class Assessment:
    """The coach's comment on one move: ``label`` (one of `LABELS`), ``reason`` (words for the
    learner), ``better`` (a better move, or ``None``), ``principle`` (the key of the principle
    the reason names, or ``None``) and ``details`` (the figures: the method, each move's loss
    rate or exact value, the gap and its standard error, the time taken). ``text`` is the
    reason as a `Text` (``None``: `reason` as it stands); `reason_in` and `comment_in` give
    them in another language."""

    label: str
    reason: str
    better: Any = None
    principle: str | None = None
    details: dict[str, Any] = field(default_factory=dict)
    text: Text | None = field(default=None, repr=False, compare=False)

    @classmethod
    def from_text(
        cls,
        label: str,
        text: Text,
        better: Any = None,
        principle: str | None = None,
        details: dict[str, Any] | None = None,
    ) -> Assessment:
        """An assessment whose reason is `text` (English in `reason`)."""
        return cls(label, str(text), better, principle, details or {}, text)

    def reason_in(self, lang: str) -> str:
        """The reason in language `lang` (``"en"``: `reason`); an unknown language raises
        `ValueError` naming it."""
        return (self.text or text_of(self.reason)).in_language(lang)

    def comment_in(self, lang: str) -> str:
        """`comment` in language `lang`."""
        if self.label == "unclear":
            return ""
        reason = self.text or text_of(self.reason)
        if self.label == "mistake":
            return Text.gettext("Mistake. {reason}", reason=reason).in_language(lang)
        if self.label == "inaccuracy":
            return Text.gettext("Inaccuracy. {reason}", reason=reason).in_language(lang)
        return reason.in_language(lang)

    @property
    def comment(self) -> str:
        """What a table shows: ``"Mistake. <reason>"``, ``"Inaccuracy. <reason>"``, the
        reason alone for a good move, and nothing (``""``) when it is too close to call."""
        if self.label == "unclear":
            return ""
        if self.label == "good":
            return self.reason
        return f"{self.label.capitalize()}. {self.reason}"


def assess(game: Any, move: Any, time_ms: float = 350.0, seed: int = 0) -> Assessment:
    """Judge `move` in `game` (before it is played; the game is not changed).

    Uses at most about `time_ms` milliseconds; `seed` fixes the imagined deals. An illegal
    move raises `ValueError` with the engine's verdict.
    """
    steps = assess_steps(game, move, time_ms, seed)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            result: Assessment = stop.value
            return result


def assess_steps(
    game: Any, move: Any, time_ms: float = 350.0, seed: int = 0
) -> Generator[None, None, Assessment]:
    """`assess` in small steps: a generator that yields between two imagined deals of the
    search (each step a few milliseconds) and returns the `Assessment`. A table thinks with it
    in slices where no worker thread can run (Pyodide), or stops it when the learner has moved
    on; run to its end it gives what `assess` gives."""
    started = time.perf_counter()
    adapter = kind_of(game)
    verdict = game.explain(move)
    if not verdict.legal:
        raise ValueError(f"the coach judges legal moves only: {verdict.message}")
    seat = move.player
    moves = game.legal_moves(seat)
    deadline = started + time_ms / 1000
    if len(moves) == 1:
        return Assessment.from_text(
            "good",
            Text.gettext("{move} was your only legal move.", move=first_up(said_text(move, game))),
            None,
            None,
            {"method": "only_move", "seconds": time.perf_counter() - started},
        )
    if _EVERY_CARD_KNOWN.get(kind_of(game).name, _never)(game):
        # Every card is known. The playouts' rules of thumb misplay such endgames often
        # enough that a search alone would mislead here, so an endgame too big to solve in
        # time gets no verdict.
        result = _exact(game, move, moves, started + time_ms * 0.9 / 1000)
        if result is None:
            result = Assessment.from_text(
                "unclear",
                Text.gettext(
                    "Too big to work out exactly in the time: every card is known now, so count "
                    "what is left and plan the rest of the game (play out an empty talon)."
                ),
                None,
                None,
                {"method": "exact", "solved": False},
            )
    else:
        result = yield from _search(adapter, game, move, moves, deadline, seed)
    result.details["seconds"] = time.perf_counter() - started
    return result


# ----------------------------------------------------------------- the exact solver


def _exact(game: Game, move: Any, moves: list[Any], deadline: float) -> Assessment | None:
    seat = move.player
    try:
        values = _values(game, seat, moves, deadline)
    except SearchBudgetExceeded:
        return None
    best = max(values.values())
    mine = values[move]
    details: dict[str, Any] = {
        "method": "exact",
        "values": {str(m): v for m, v in values.items()},
        "value": mine,
        "best_value": best,
    }
    outcome = {
        1.0: Text.gettext("you win"),
        0.5: Text.gettext("you draw"),
        0.0: Text.gettext("you lose"),
    }
    if mine == best and best == 0:
        reason = Text.gettext(
            "Good, as far as anything can be: the talon is empty, so every card is known, and "
            "every move loses against best play now."
        )
        return Assessment.from_text("good", reason, None, "empty_talon", details)
    if mine == best:
        reason = Text.gettext(
            "Good: the talon is empty, so every card is known, and after {move} {outcome} "
            "against best play.",
            move=said_text(move, game),
            outcome=outcome[mine],
        )
        return Assessment.from_text("good", reason, None, "empty_talon", details)
    better = _pick(game, [m for m in moves if values[m] == best])
    label = "mistake" if best - mine >= 1 or mine == 0 else "inaccuracy"
    key, head = principle_text(game, move, better)
    if key is None:
        key = "empty_talon"
        head = Text.gettext("{move} was better", move=first_up(said_text(better, game)))
    reason = Text.gettext(
        "{head}. The talon is empty, so every card is known: after {move} {outcome} against "
        "best play, after {better} {best}; play out an empty talon.",
        head=head,
        move=said_text(move, game),
        outcome=outcome[mine],
        better=said_text(better, game),
        best=outcome[best],
    )
    return Assessment.from_text(label, reason, better, key, details)


def _values(game: Game, seat: int, moves: list[Any], deadline: float) -> dict[Any, float]:
    """Each move's exact value for `seat` (1 win, 0.5 draw, 0 loss)."""
    acting, _ = turn(game)
    if acting == seat:
        return solve(game, seat, 10**9, deadline)
    values = {}
    for move in moves:
        child = game.copy()
        child.play_unchecked(move)
        values[move] = _value(child, seat, deadline)
    return values


def _value(game: Game, seat: int, deadline: float) -> float:
    result = game.result
    if result is not None:
        return 0.5 if result.durak is None else float(result.durak != seat)
    acting, _ = turn(game)
    assert acting is not None
    best = max(solve(game, acting, 10**9, deadline).values())
    return best if acting == seat else 1.0 - best


# ----------------------------------------------------------------- Monte-Carlo search


def _search(
    adapter: Any, game: Any, move: Any, moves: list[Any], deadline: float, seed: int
) -> Generator[None, None, Assessment]:
    seat = move.player
    bot = adapter.default_bots()["strong"](seed=seed, playouts=10**6, time_ms=None)
    try:
        deals = bot._deals(game.view(seat))
    except ValueError:
        return Assessment.from_text(
            "unclear", Text.gettext("The deal cannot be rebuilt from what you have seen.")
        )
    rows: list[dict[Any, float]] = []
    while not rows or time.perf_counter() < deadline:
        searched, losses = bot.search(deals, moves, seat, len(moves), None)
        if not searched:
            break
        rows.append(losses)
        yield
    n = len(rows)
    rates = {m: sum(r[m] for r in rows) / max(n, 1) for m in moves}
    best_rate = min(rates.values())
    best = _pick(game, [m for m in moves if rates[m] == best_rate])
    diffs = [r[move] - r[best] for r in rows]
    gap = rates[move] - best_rate
    spread = math.sqrt(sum((d - gap) ** 2 for d in diffs) / (n - 1)) if n > 1 else 1.0
    se = spread / math.sqrt(n) if n else 1.0
    details: dict[str, Any] = {
        "method": "search",
        "deals": n,
        "loss": {str(m): round(r, 3) for m, r in rates.items()},
        "move_loss": rates[move],
        "best_loss": best_rate,
        "gap": gap,
        "se": se,
    }
    mine = Text.gettext("{move} lost {rate:.0%}", move=said_text(move, game), rate=rates[move])
    theirs = Text.gettext("{move} {rate:.0%}", move=said_text(best, game), rate=best_rate)
    if n >= MIN_DEALS and gap <= max(GOOD_GAP, se):
        reason = Text.ngettext(
            "Good: {move} does as well as any move here (it lost {rate:.0%} of {n} deal "
            "consistent with the cards you have seen).",
            "Good: {move} does as well as any move here (it lost {rate:.0%} of {n} deals "
            "consistent with the cards you have seen).",
            n,
            move=said_text(move, game),
            rate=rates[move],
        )
        return Assessment.from_text("good", reason, None, None, details)
    if n >= MIN_DEALS and gap >= MISTAKE_GAP and gap >= MISTAKE_Z * se:
        label = "mistake"
    elif n >= MIN_DEALS and gap >= INACCURACY_GAP and gap >= INACCURACY_Z * se:
        label = "inaccuracy"
    else:
        reason = Text.ngettext(
            "Too close to call: over {n} imagined deal {mine} and {theirs}.",
            "Too close to call: over {n} imagined deals {mine} and {theirs}.",
            n,
            mine=mine,
            theirs=theirs,
        )
        return Assessment.from_text("unclear", reason, None, None, details)
    key, head = principle_text(game, move, best)
    if key is None:
        key = "count_cards"
        head = Text.gettext(
            "{move} was better; count the cards", move=first_up(said_text(best, game))
        )
    reason = Text.ngettext(
        "{head}. Dealing the cards you have not seen {n} way, {mine} of the games, {theirs}.",
        "{head}. Dealing the cards you have not seen {n} ways, {mine} of the games, {theirs}.",
        n,
        head=head,
        mine=mine,
        theirs=theirs,
    )
    return Assessment.from_text(label, reason, best, key, details)


def _pick(game: Any, best: list[Any]) -> Any:
    """Among equally good moves, the one that spends least: no trump, then the lowest card."""
    trump = getattr(game, "trump", None)

    def cost(m: Any) -> tuple[int, int, int, int]:
        cards = m.cards
        trumps = sum(c.suit == trump for c in cards)
        taking = m.kind in ("take", "pick_up")
        return (trumps, taking, len(cards), max((c.rank for c in cards), default=0))

    return min(best, key=cost)


def _never(game: Any) -> bool:
    return False


# Games whose positions the exact solver can judge once nothing is hidden (by registry name):
# two Durak players with the talon empty see every card.
_EVERY_CARD_KNOWN = {
    "durak": lambda game: len(game.active_players()) == 2 and game.talon_size == 0,
}
