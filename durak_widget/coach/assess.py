"""`assess`: the coach's judgement of one move, before it is played.

First what needs no search: a move that is the only legal one, and a move that wins at once or
takes its player out (a last card played). A move that loses at once (a take that leaves the
mover the durak), draws at once or misses a way out is said in those words, and takes its label
from the search below, as the analysis marks it. Then the strongest evidence available: in a
two-player Durak game with an empty talon every card is known, so the exact endgame solver gives
each move its value (win, draw or loss against best play); before that, the one search the
analysis of a finished game judges by (`durak_widget.analysis.estimate`: every legal move played
out by the rules of thumb in the same imagined deals, consistent with what the mover has seen),
read as `Evidence` and graded by `Evidence.verdict`, the verdict the analysis's marks take too,
so the table's heading and the replay's mark never disagree on the same search. The coach speaks
only when the difference is clear; the reason names the concrete point the position shows
(`words.principle_text`) and the figures. Games that search does not play are weighed by their
own bots' playouts (`durak_widget.coach.evidence.weigh`).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..analysis.estimate import SEARCHED_GAMES, Estimates, estimate_steps
from ..bots.endgame import SearchBudgetExceeded
from ..bots.reasons import Text, text_of
from ..games import kind_of
from .evidence import Evidence, compare_exactly, every_card_known, weigh_steps
from .verdicts import GOOD, GRADES, NOISE_Z, UNCLEAR, grade
from .verdicts import title as verdict_title
from .words import first_up, principle_text, said_text

__all__ = ["LABELS", "Assessment", "assess", "assess_steps"]

LABELS = tuple(g.label for g in GRADES)
"""The coach's verdicts, from best to "cannot tell yet" (`durak_widget.coach.verdicts`: one
table of thresholds for the coach's words and the analysis's marks)."""


@dataclass(frozen=True)
class Assessment:
    """The coach's comment on one move: ``label`` (one of `LABELS`), ``reason`` (words for the
    learner), ``better`` (a better move, or ``None``), ``principle`` (the key of the principle
    the reason names, or ``None``) and ``details`` (the figures: the method, each move's loss
    rate or the exact values the solver worked out, the gap and its standard error, the time
    taken). ``text`` is the reason as a `Text` (``None``: `reason` as it stands); `reason_in`
    and `comment_in` give them in another language."""

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

    def title_in(self, lang: str) -> str:
        """The label as a table's heading shows it, in `lang`: "Good", "Inaccuracy",
        "Mistake", "Blunder" or "Not sure" (`durak_widget.coach.verdicts`)."""
        return verdict_title(self.label).in_language(lang)

    @property
    def title(self) -> str:
        """`title_in` in English."""
        return self.title_in("en")

    def comment_in(self, lang: str) -> str:
        """`comment` in language `lang`."""
        if self.label == "unclear":
            return ""
        return (self.text or text_of(self.reason)).in_language(lang)

    @property
    def comment(self) -> str:
        """What a table shows under its heading (`title`): the reason, never the heading
        again; nothing (``""``) when the coach cannot tell."""
        return self.comment_in("en")


def assess(
    game: Any,
    move: Any,
    time_ms: float = 350.0,
    seed: int = 0,
    deals: int | None = None,
    *,
    also: Sequence[Any] = (),
) -> Assessment:
    """Judge `move` in `game` (before it is played; the game is not changed).

    Uses at most about `time_ms` milliseconds; `seed` fixes the imagined deals. With `deals`
    the search plays exactly that many deals whatever the time (a reproducible judgement), and
    the exact solver gets all the time it needs. Once every card is known the solver works out
    the exact value of `move`, of the best move when it does better, and of each move in
    `also` (``details["values"]``; a quiz compares a guess with the recorded move); the search
    before that weighs every legal move anyway. An illegal move raises `ValueError` with the
    engine's verdict.
    """
    steps = assess_steps(game, move, time_ms, seed, deals, also=also)
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            result: Assessment = stop.value
            return result


def assess_steps(
    game: Any,
    move: Any,
    time_ms: float = 350.0,
    seed: int = 0,
    deals: int | None = None,
    *,
    also: Sequence[Any] = (),
) -> Generator[None, None, Assessment]:
    """`assess` in small steps: a generator that yields between two imagined deals of the
    search (each step a few milliseconds) and returns the `Assessment`. A table thinks with it
    in slices where no worker thread can run (Pyodide), or stops it when the learner has moved
    on; run to its end it gives what `assess` gives."""
    started = time.perf_counter()
    verdict = game.explain(move)
    if not verdict.legal:
        raise ValueError(f"the coach judges legal moves only: {verdict.message}")
    seat = move.player
    moves = game.legal_moves(seat)
    deadline = None if deals is not None else started + time_ms / 1000
    if len(moves) == 1:
        return Assessment.from_text(
            "good",
            first_up(Text.gettext("{move} was your only legal move.", move=said_text(move, game))),
            None,
            None,
            {"method": "only_move", "seconds": time.perf_counter() - started},
        )
    result = _at_once(game, move, moves)
    solver_deadline = None if deadline is None else deadline - 0.1 * time_ms / 1000
    if result is not None and every_card_known(game):
        result = _checked_at_once(game, move, moves, result, solver_deadline)
    elif result is not None and _searched(game) and result.details["ends"][str(move)] not in _OUT:
        result = yield from _searched_at_once(game, move, result, deadline, seed, deals)
    if result is None and every_card_known(game):
        result = _exact(game, move, moves, solver_deadline, [m for m in also if m in moves])
    if result is None:
        also_legal = [m for m in also if m in moves]
        result = yield from _search(game, move, moves, deadline, seed, deals, also_legal)
    result.details["seconds"] = time.perf_counter() - started
    return result


# ----------------------------------------------------------------- decided at once


def _ends(game: Any, move: Any) -> str | None:
    """What `move` does to its player at once: ``"win"`` (the game ends, they are not the
    durak), ``"out"`` (out of a game that goes on: not the durak either), ``"draw"``,
    ``"loss"`` (the game ends with them the durak), or ``None``."""
    seat = move.player
    after = game.copy()
    after.play(move)
    result = after.result
    if result is not None:
        if result.durak is None:
            return "draw"
        return "loss" if seat in (result.losing_team or (result.durak,)) else "win"
    partners = getattr(getattr(after, "rules", None), "partnerships", False)
    return "out" if seat in after.out and not partners else None


def _at_once(game: Any, move: Any, moves: list[Any]) -> Assessment | None:
    """The judgement of a move that ends the mover's game at once, or misses a move that wins
    at once (``None``: neither)."""
    ends = {m: _ends(game, m) for m in moves}
    mine = ends[move]
    wins = [m for m in moves if ends[m] in ("win", "out")]
    details: dict[str, Any] = {"method": "at_once", "ends": {str(m): e for m, e in ends.items()}}
    said = said_text(move, game)
    if mine == "win":
        text = first_up(
            Text.gettext(
                "{move} wins at once: you have no cards left and are out of the game.", move=said
            )
        )
        return Assessment.from_text("good", text, None, None, details)
    if mine == "out":  # out, so not the durak; the others play on
        text = first_up(
            Text.gettext(
                "{move} takes you out of the game: you have no cards left, so you cannot be the "
                "durak. The game goes on without you.",
                move=said,
            )
        )
        return Assessment.from_text("good", text, None, None, details)
    if wins:
        better = _pick(game, wins)
        # the sentence capitalised, not the move: another language moves it
        if ends[better] == "out":
            text = first_up(
                Text.gettext(
                    "{better} would have taken you out of the game: you would have had no cards "
                    "left, so you could not be the durak.",
                    better=said_text(better, game),
                )
            )
        else:
            text = first_up(
                Text.gettext(
                    "{better} would have won at once: you would have had no cards left and been "
                    "out of the game.",
                    better=said_text(better, game),
                )
            )
        return Assessment.from_text("mistake", text, better, None, details)
    if mine == "loss":
        others = [m for m in moves if ends[m] != "loss"]
        if others:
            text = first_up(
                Text.gettext(
                    "{move} loses at once: the game ends and you are the durak.", move=said
                )
            )
            return Assessment.from_text("mistake", text, _pick(game, others), None, details)
    if mine == "draw" and not wins:
        text = first_up(Text.gettext("{move} ends the game at once in a draw.", move=said))
        return Assessment.from_text("good", text, None, None, details)
    return None


def _checked_at_once(
    game: Any, move: Any, moves: list[Any], said: Assessment, deadline: float | None
) -> Assessment | None:
    """`said` (an at-once judgement) checked by the exact solver once every card is known:
    a move that does not win at once may still win against best play, and one that loses or
    draws at once may be worse than another move, or no worse than any. Returns `said` (its
    label and better move as the solver has them) when the solver confirms it, ``None`` when
    the solver's own judgement should be given instead (`_exact`). A move that wins at once
    needs no check; when the solver runs out of time the at-once facts stand."""
    if said.details["ends"][str(move)] in ("win", "out"):
        return said
    order = _by_cost(game, moves)
    if said.better is not None:
        order = [said.better, *[m for m in order if m != said.better]]
    try:
        values, better = compare_exactly(game, move, order, (), deadline)
    except SearchBudgetExceeded:
        return said
    mine = values[move]
    best = mine if better is None else values[better]
    if best == mine:  # no move does better: a draw at once stands, a criticism does not
        return said if said.label == "good" else None
    if said.label == "good":  # a draw at once where another move wins
        return None
    label = grade(best - mine).label
    details = {**said.details, "values": {str(m): v for m, v in values.items()}}
    text = said.text if said.text is not None else text_of(said.reason)
    return Assessment.from_text(label, text, better, said.principle, details)


_OUT = ("win", "out")
"""What a move that is never criticised does at once: it wins, or takes its player out."""


def _searched(game: Any) -> bool:
    """Whether the one search of the coach and the analysis plays `game`."""
    return kind_of(game).name in SEARCHED_GAMES


def _one_search(
    game: Any, move: Any, deadline: float | None, seed: int, deals: int | None
) -> Generator[None, None, Estimates]:
    """The analysis's search of every legal move of `move`'s player, for `deals` deals or until
    `deadline` (a `time.perf_counter` value)."""
    budget = None if deadline is None else max(deadline - time.perf_counter(), 0.0) * 1000
    found: Estimates = yield from estimate_steps(game, move.player, budget, deals, seed, deadline)
    return found


def _searched_at_once(
    game: Any, move: Any, said: Assessment, deadline: float | None, seed: int, deals: int | None
) -> Generator[None, None, Assessment]:
    """`said` (an at-once judgement of a move that does not win at once) graded by the search
    the analysis grades the same move by: the at-once facts are the words, the search's
    verdict the label, so the table's heading and the replay's mark agree (a win missed for a
    move that nearly always wins later is no mistake; a draw at once where a move wins more
    often is). Unchanged when the search finds nothing."""
    found = yield from _one_search(game, move, deadline, seed, deals)
    evidence = found.evidence()
    if found.exact or not evidence.deals:
        return said
    gap, se, graded = evidence.verdict(move)
    better = said.better
    if better is None and gap > 0:
        better = _best(game, evidence)
    details = {**evidence.summary(), **said.details, "gap": gap, "se": se, "grade": graded.label}
    text = said.text if said.text is not None else text_of(said.reason)
    return Assessment.from_text(graded.label, text, better, said.principle, details)


# ----------------------------------------------------------------- the exact solver


_OUTCOME = {
    1.0: Text.gettext("you win"),
    0.5: Text.gettext("you draw"),
    0.0: Text.gettext("you lose"),
}


def _exact(
    game: Any, move: Any, moves: list[Any], deadline: float | None, also: Sequence[Any]
) -> Assessment:
    try:
        values, better = compare_exactly(game, move, _by_cost(game, moves), also, deadline)
    except SearchBudgetExceeded:
        return Assessment.from_text(
            "unclear",
            Text.gettext(
                "The coach could not work the rest of this game out in time. Every card is known "
                "now: count what each player holds and plan to the end."
            ),
            None,
            None,
            {"method": "exact", "solved": False},
        )
    mine = values[move]
    best = mine if better is None else values[better]
    details: dict[str, Any] = {
        "method": "exact",
        "values": {str(m): v for m, v in values.items()},
        "value": mine,
        "best_value": best,
    }
    if game.talon_size:  # only the face-up trump left: known, but the talon is not empty
        return _exact_face_up(game, move, better, mine, best, details)
    if mine == best and best == 0:
        reason = Text.gettext(
            "No move saves this game: the talon is empty, so every card is known, and every "
            "move loses against best play."
        )
        return Assessment.from_text("good", reason, None, "empty_talon", details)
    if mine == best:
        reason = Text.gettext(
            "The talon is empty, so every card is known, and after {move} {outcome} against "
            "best play.",
            move=said_text(move, game),
            outcome=_OUTCOME[mine],
        )
        return Assessment.from_text("good", reason, None, "empty_talon", details)
    label = grade(best - mine).label
    key, head = principle_text(game, move, better)
    if key is None:
        key = "empty_talon"
    if not head:
        head = first_up(Text.gettext("{move} was better", move=said_text(better, game)))
    reason = Text.gettext(
        "{head}. The talon is empty, so every card is known: after {move} {outcome} against "
        "best play, after {better} {best}; play out an empty talon.",
        head=head,
        move=said_text(move, game),
        outcome=_OUTCOME[mine],
        better=said_text(better, game),
        best=_OUTCOME[best],
    )
    return Assessment.from_text(label, reason, better, key, details)


def _exact_face_up(
    game: Any, move: Any, better: Any, mine: float, best: float, details: dict[str, Any]
) -> Assessment:
    """`_exact`'s verdict when only the face-up trump is left in the talon: every card is
    known (the analysis solves the same positions), and the reasons say so."""
    if mine == best and best == 0:
        reason = Text.gettext(
            "No move saves this game: only the face-up trump is left in the talon, so every "
            "card is known, and every move loses against best play."
        )
        return Assessment.from_text("good", reason, None, None, details)
    if mine == best:
        reason = Text.gettext(
            "Only the face-up trump is left in the talon, so every card is known, and after "
            "{move} {outcome} against best play.",
            move=said_text(move, game),
            outcome=_OUTCOME[mine],
        )
        return Assessment.from_text("good", reason, None, None, details)
    key, head = principle_text(game, move, better)
    if not head:
        head = first_up(Text.gettext("{move} was better", move=said_text(better, game)))
    reason = Text.gettext(
        "{head}. Only the face-up trump is left in the talon, so every card is known: after "
        "{move} {outcome} against best play, after {better} {best}.",
        head=head,
        move=said_text(move, game),
        outcome=_OUTCOME[mine],
        better=said_text(better, game),
        best=_OUTCOME[best],
    )
    return Assessment.from_text(grade(best - mine).label, reason, better, key, details)


# ----------------------------------------------------------------- the search


def _search(
    game: Any,
    move: Any,
    moves: list[Any],
    deadline: float | None,
    seed: int,
    deals: int | None,
    also: Sequence[Any] = (),
) -> Generator[None, None, Assessment]:
    if _searched(game):
        found = yield from _one_search(game, move, deadline, seed, deals)
        if found.exact:  # nothing hidden from the mover after all: solved, as the analysis does
            return _exact(game, move, moves, deadline, also)
        searched = found.evidence()
        if searched.deals:
            return judge(game, move, searched, also)
    evidence: Evidence | None = None
    with contextlib.suppress(ValueError):  # another game, or a view the search cannot rebuild
        evidence = yield from weigh_steps(
            game, moves, move.player, deals=deals or 10**6, seed=seed, deadline=deadline
        )
    if evidence is None or not evidence.deals:  # not one deal could be built from the view
        return Assessment.from_text(
            "unclear", Text.gettext("The deal cannot be rebuilt from what you have seen.")
        )
    return judge(game, move, evidence, also)


def judge(game: Any, move: Any, evidence: Evidence, also: Sequence[Any] = ()) -> Assessment:
    """The coach's verdict on `move` from sampled `evidence` on every legal move of its
    player (the coach's own search: its reason says the games were played out by the rules of
    thumb): the gap to the best move, graded by the one table of `durak_widget.coach.verdicts`
    (the words and the figures in the reason agree: a "Good" move's gap is under 5 points, a
    "Mistake" lost 12 points or more beyond the noise, and so on). For each move in `also`
    the details keep the gap of `move` against it and its standard error (``"versus"``: a
    lesson compares a guess with the recorded move)."""
    n = evidence.deals
    best = _best(game, evidence)
    gap, se, found = evidence.verdict(move)
    rate, best_rate = evidence.rate(move), evidence.rate(best)
    details: dict[str, Any] = {
        **evidence.summary(),
        "move_loss": rate,
        "best_loss": best_rate,
        "gap": gap,
        "se": se,
    }
    details["grade"] = found.label
    details["versus"] = {}
    for other in also:
        if other in evidence.moves:
            versus, versus_se = evidence.gap(move, other)
            details["versus"][str(other)] = {"gap": versus, "se": versus_se}
    mine = Text.gettext("{move} lost {rate:.0%}", move=said_text(move, game), rate=rate)
    theirs = Text.gettext("{move} {rate:.0%}", move=said_text(best, game), rate=best_rate)
    if found is UNCLEAR:
        reason = Text.ngettext(
            "Not sure yet: in {n} imagined game {mine} and {theirs}; with so few games that "
            "difference may be chance.",
            "Not sure yet: in {n} imagined games {mine} and {theirs}; with so few games that "
            "difference may be chance.",
            n,
            mine=mine,
            theirs=theirs,
        )
        return Assessment.from_text("unclear", reason, None, None, details)
    if found is GOOD:
        if gap > 0 and gap > NOISE_Z * se:  # clearly worse, by less than an inaccuracy
            details["small"] = True
            reason = Text.ngettext(
                "Nearly as good as the best move: in {n} imagined game played by the rules of "
                "thumb {mine} and {theirs}, a small difference.",
                "Nearly as good as the best move: in {n} imagined games played by the rules of "
                "thumb {mine} and {theirs}, a small difference.",
                n,
                mine=mine,
                theirs=theirs,
            )
        elif move == best:
            reason = first_up(
                Text.ngettext(
                    "{move} does as well as any move here: it lost {rate:.0%} of {n} game "
                    "played out by the rules of thumb from deals consistent with the cards you "
                    "have seen.",
                    "{move} does as well as any move here: it lost {rate:.0%} of {n} games "
                    "played out by the rules of thumb from deals consistent with the cards you "
                    "have seen.",
                    n,
                    move=said_text(move, game),
                    rate=rate,
                )
            )
        else:
            reason = Text.ngettext(
                "No move does clearly better here: in {n} game played out by the rules of thumb "
                "from deals "
                "consistent with the cards you have seen {mine} and {theirs}.",
                "No move does clearly better here: in {n} games played out by the rules of thumb "
                "from deals "
                "consistent with the cards you have seen {mine} and {theirs}.",
                n,
                mine=mine,
                theirs=theirs,
            )
        return Assessment.from_text("good", reason, None, None, details)
    key, head = principle_text(game, move, best)
    if not head:
        head = first_up(Text.gettext("{move} was better", move=said_text(best, game)))
    reason = Text.ngettext(
        "{head}. In {n} game played out by the rules of thumb from deals consistent with the "
        "cards you have seen, "
        "{mine} of them, {theirs}.",
        "{head}. In {n} games played out by the rules of thumb from deals consistent with the "
        "cards you have seen, "
        "{mine} of them, {theirs}.",
        n,
        head=head,
        mine=mine,
        theirs=theirs,
    )
    return Assessment.from_text(found.label, reason, best, key, details)


def _best(game: Any, evidence: Evidence) -> Any:
    """The move that lost least often in `evidence` (among equals, `_pick`'s)."""
    return _pick(game, [m for m in evidence.moves if evidence.rate(m) == evidence.best_rate()])


def _pick(game: Any, best: list[Any]) -> Any:
    """Among equally good moves, the one that spends least: no trump, then the lowest card."""
    return min(best, key=_cost(game))


def _by_cost(game: Any, moves: list[Any]) -> list[Any]:
    """`moves`, the one that spends least first (`_pick`'s order; ties keep their order)."""
    return sorted(moves, key=_cost(game))


def _cost(game: Any) -> Callable[[Any], tuple[int, int, int, int]]:
    trump = getattr(game, "trump", None)

    def cost(m: Any) -> tuple[int, int, int, int]:
        cards = m.cards
        trumps = sum(c.suit == trump for c in cards)
        taking = m.kind in ("take", "pick_up")
        return (trumps, taking, len(cards), max((c.rank for c in cards), default=0))

    return cost
