"""The truth gate's checks: every claim the product makes about a position, checked by the
engine or the search. Each check returns the problems it finds (an empty list: the claim
holds), so that a test can assert the shipped claims pass and that a false claim, built in
memory, is caught.

The search's verdicts are read with honest statistics: a fixed seed, a number of deals, and
paired standard errors (`durak_widget.coach.evidence`). A taught move must be the best or
within noise of it; a move called weak, dubious or a mistake must be worse than the best by at
least `CLEAR` standard errors.
"""

from __future__ import annotations

import os
import re
from typing import Any

from durak_widget.coach.assess import judge
from durak_widget.coach.evidence import Evidence, weigh
from durak_widget.coach.verdicts import BLUNDER, INACCURACY, MISTAKE
from durak_widget.engine.cards import SUIT_NAMES, Card

GOOD_GAP = 0.03
"""A taught move within this of the best, or within the noise, is as good as the best."""
HARD = 0.4
"""A taught (strong) move must not itself lose this often: an example teaches a point that
wins games, not a coin flip."""

DEALS = int(os.environ.get("TRUTH_DEALS", "150"))
"""Deals per search in the default tier (the slow tier uses `SLOW_DEALS`)."""
MARK_DEALS = 400
"""Deals per marked move in the default tier: a mark is checked against every legal move, and a
close "!" needs the search to see it within noise of the best."""
SLOW_DEALS = 1500
SEED = 20
CLEAR = 3.0
"""A move called worse must be worse than the best by at least this many standard errors; a
move praised must not be (the best is picked by the same deals, so a looser test would call
the luck of the winner a real difference)."""
NOISE = CLEAR


def _within_noise(evidence: Evidence, move: Any, best: Any) -> bool:
    gap, se = evidence.gap(move, best)
    if evidence.exact:
        return gap <= 0
    return gap <= max(GOOD_GAP, NOISE * se)


def _worse(evidence: Evidence, move: Any, than: Any, at_least: float = 0.0) -> bool:
    gap, se = evidence.gap(move, than)
    if evidence.exact:
        return gap > 0 and gap >= min(at_least, 0.5)
    return gap > 0 and gap >= at_least and gap >= CLEAR * se


# ----------------------------------------------------------------- principles


def principle_problems(principle: Any, deals: int = DEALS, seed: int = SEED) -> list[str]:
    """What is false of `principle`'s example: its moves legal, the taught (strong) move the
    best or within noise and not a game lost about half the time, the weak move clearly
    worse, and the coach calling the weak move worse with this principle's name."""
    from durak_widget import Move

    key = principle.key
    try:
        game = principle.position()
        weak, strong = Move.parse(principle.weak), Move.parse(principle.strong)
    except ValueError as error:
        return [f"{key}: the example cannot be set up: {error}"]
    legal = game.legal_moves(strong.player)
    problems = [f"{key}: {m} is not legal" for m in (weak, strong) if m not in legal]
    if problems:
        return problems
    evidence = weigh(game, seat=strong.player, deals=deals, seed=seed)
    best = evidence.best()
    figures = _figures(evidence)
    if not _within_noise(evidence, strong, best):
        problems.append(f"{key}: the taught {strong} is not the best ({figures})")
    if not evidence.exact and evidence.rate(strong) >= HARD:
        problems.append(f"{key}: the taught {strong} still loses often ({figures})")
    if not _worse(evidence, weak, strong):
        problems.append(f"{key}: the weak {weak} is not clearly worse than {strong} ({figures})")
    if evidence.exact:
        from durak_widget.coach import assess

        said = assess(game, weak, deals=deals, seed=seed)
    else:
        said = judge(game, weak, evidence)
    if said.label not in ("blunder", "mistake", "inaccuracy") or said.principle != key:
        problems.append(
            f"{key}: the coach says {said.label} ({said.principle}) of {weak}: {said.reason}"
        )
    return problems


def _figures(evidence: Evidence) -> str:
    if evidence.exact:
        return ", ".join(f"{m} {1 - evidence.rate(m):g}" for m in evidence.moves)
    best = evidence.best()
    parts = []
    for move in evidence.moves:
        gap, se = evidence.gap(move, best)
        parts.append(f"{move} loses {evidence.rate(move):.0%} (+{gap:.2f} ± {se:.2f})")
    return f"{evidence.deals} deals: " + "; ".join(parts)


# ----------------------------------------------------------------- annotation marks


def mark_problem(
    game: Any, move: Any, marks: str, deals: int = MARK_DEALS, seed: int = SEED
) -> str:
    """What is false of the mark `marks` on `move` in `game` (before it is played), or ``""``.
    ``!`` and ``!?``: the best or within noise; ``!!``: that, and every other move clearly
    worse; ``?!``, ``?`` and ``??``: worse than the best beyond noise by at least the gap of an
    inaccuracy, a mistake or a blunder (`durak_widget.coach.verdicts`: one table for the coach's
    words and the marks)."""
    moves = game.legal_moves(move.player)
    if move not in moves:
        return f"{move} is not legal"
    if len(moves) == 1:
        return "" if marks in ("!", "!?") else f"{marks} on the only legal move {move}"
    evidence = weigh(game, seat=move.player, deals=deals, seed=seed)
    best = evidence.best()
    figures = _figures(evidence)
    if marks in ("!", "!?", "!!"):
        if not _within_noise(evidence, move, best):
            return f"{marks} on {move}, not the best ({figures})"
        if marks == "!!" and not all(_worse(evidence, m, move) for m in moves if m != move):
            return f"!! on {move}, but another move is about as good ({figures})"
        return ""
    wanted = {"?!": INACCURACY.least, "?": MISTAKE.least, "??": BLUNDER.least}[marks]
    if not _worse(evidence, move, best, wanted):
        return f"{marks} on {move}, not clearly worse than {best} ({figures})"
    return ""


def record_mark_problems(record: Any, deals: int = MARK_DEALS, seed: int = SEED) -> list[str]:
    """Every mark of `record` that the search does not confirm."""
    game = record.start()
    problems = []
    for number, recorded in enumerate(record.moves, start=1):
        if recorded.marks:
            found = mark_problem(game, recorded.move, recorded.marks, deals, seed)
            if found:
                problems.append(f"move {number}: {found}")
        game.play(recorded.move)
    return problems


# ----------------------------------------------------------------- marks under strong play

STRONG_DEALS = int(os.environ.get("TRUTH_STRONG_DEALS", "30"))
"""Re-deals per mark when every seat is played by the game's strong bot."""
STRONG_PLAYOUTS = 48
"""The strong bot's playouts per decision in these games (fixed, not timed: the same decisions
on every machine); an endgame it can solve exactly it solves whatever the figure."""
STRONG_INFER_STEPS = 200
"""StrongBot's inference chain per decision here (2000 at the table): a tenth, for time."""
STRONG_NODES = 100_000
"""The most positions the exact solver takes to settle an endgame every card of which is
known (StrongBot's own budget at the table)."""


def strong_play(game: Any, seat: int, deals: int = STRONG_DEALS, seed: int = SEED) -> Evidence:
    """How often each legal move of `seat` loses when every seat is then played by the game's
    strong bot (StrongBot, OwnTrumpsStrongBot), over `deals` deals of the cards `seat` cannot
    see, consistent with its view, the same deals for every move (paired): the instrument that
    checks a mark against play far stronger than the rules of thumb."""
    import random

    from durak_widget.bots.montecarlo import after_each, loss
    from durak_widget.games import kind_of

    strong = kind_of(game).default_bots()["strong"]
    moves = game.legal_moves(seat)
    sampler = strong(seed)._deals(game.view(seat))
    rng = random.Random(f"{seed}:strong:{seat}")
    losses: dict[Any, list[float]] = {move: [] for move in moves}
    for deal_number in range(deals):
        deal = sampler.sample(rng)
        trials = (
            sampler.trials(deal, moves) if hasattr(sampler, "trials") else after_each(deal, moves)
        )
        for move, trial in zip(moves, trials):
            bot = strong(seed * 1000 + deal_number, playouts=STRONG_PLAYOUTS, time_ms=None)
            if hasattr(bot, "infer_steps"):  # StrongBot: a shorter chain, the same play
                bot.infer_steps = STRONG_INFER_STEPS
            moved = 0
            while not trial.is_over and moved < 400:
                known = _known_value(trial, seat)
                if known is not None:  # the strong bot solves it: the exact value is its result
                    break
                who = trial.next_to_act()
                trial.play(bot.choose(trial.view(who), trial.legal_moves(who)))
                moved += 1
            if not trial.is_over and known is not None:
                losses[move].append(1.0 - known)
                continue
            result = trial.result
            loser = None if result is None else result.loser
            if result is not None and result.losing_team and seat in result.losing_team:
                loser = seat
            losses[move].append(loss(loser, seat))
    return Evidence(seat, tuple(moves), {m: tuple(v) for m, v in losses.items()})


def _known_value(game: Any, seat: int) -> float | None:
    """`seat`'s exact value (1 a win, 1/2 a draw, 0 a loss) once every card is known between
    two Durak players (the strong bot plays such an endgame exactly: both seats playing it,
    the game ends at that value), else ``None``."""
    from durak_widget.bots.endgame import SearchBudgetExceeded, solve
    from durak_widget.coach.evidence import every_card_known

    if game.is_over or not every_card_known(game):
        return None
    acting = game.next_to_act()
    try:
        best = max(solve(game, acting, STRONG_NODES).values())
    except SearchBudgetExceeded:
        return None
    return best if acting == seat else 1.0 - best


def strong_mark_problem(
    game: Any, move: Any, marks: str, deals: int = STRONG_DEALS, seed: int = SEED
) -> str:
    """What strong play at every seat contradicts of the mark `marks` on `move`, or ``""``:
    praise (``!``, ``!!``, ``!?``) of a move that loses an inaccuracy's gap or more (5 points)
    more often than another move; a criticism (``?!``, ``?``, ``??``) of a move that no other
    move beats."""
    moves = game.legal_moves(move.player)
    if move not in moves or len(moves) == 1:
        return ""
    evidence = strong_play(game, move.player, deals, seed)
    best = evidence.best()
    gap, _ = evidence.gap(move, best)
    figures = _figures(evidence)
    where = "with strong play at every seat"
    if marks in ("!", "!!", "!?"):
        if gap >= INACCURACY.least:
            return f"{marks} on {move}, but {where} {best} did better ({figures})"
        return ""
    if gap <= 0:
        return f"{marks} on {move}, but {where} no move did better ({figures})"
    return ""


def record_strong_problems(record: Any, deals: int = STRONG_DEALS, seed: int = SEED) -> list[str]:
    """Every mark of `record` that strong play at every seat contradicts."""
    game = record.start()
    problems = []
    for number, recorded in enumerate(record.moves, start=1):
        if recorded.marks:
            found = strong_mark_problem(game, recorded.move, recorded.marks, deals, seed)
            if found:
                problems.append(f"move {number}: {found}")
        game.play(recorded.move)
    return problems


# ----------------------------------------------------------------- quiz questions

_LOWER = re.compile(r"\((an? [\w\d]+) is lower than (an? [\w\d]+)\)")
_HIGHER = re.compile(r"\((an? [\w\d]+) is higher than (an? [\w\d]+)\)")
_RANK_WORDS = {
    **{f"a {r}": r for r in range(2, 11)},
    "an 8": 8,
    "a jack": 11,
    "a queen": 12,
    "a king": 13,
    "an ace": 14,
}
_IS_TRUMP = re.compile(r"(\S+) is a trump \((\w+)\)")
_TRUMPS_ARE = re.compile(r"nor a trump \((\w+)\)|only the trump \((\w+)\)")
_CAP = re.compile(
    r"(until the first successful defence )?at most (\d+) attack cards? may be played in a bout"
)
_BEGAN = re.compile(r"the defender began this bout with (\d+) cards?")


def false_rule_statements(text: str, game: Any) -> list[str]:
    """The general facts `text` (an English choice) states falsely: a rank order ("a king is
    lower than a 7"), a card called a trump that is not one, the wrong trump suit, a limit on
    attack cards other than the rules' or the defender's."""
    found = []
    for pattern, lower in ((_LOWER, True), (_HIGHER, False)):
        for a, b in pattern.findall(text):
            ra, rb = _RANK_WORDS.get(a), _RANK_WORDS.get(b)
            if ra is None or rb is None or (ra >= rb if lower else ra <= rb):
                found.append(f"{a} is {'lower' if lower else 'higher'} than {b}")
    trump = getattr(game, "trump", None)
    for card, suit in _IS_TRUMP.findall(text):
        try:
            parsed = Card.parse(card)
        except ValueError:
            continue
        if trump is None or parsed.suit != trump or SUIT_NAMES[trump] != suit:
            found.append(f"{card} is a trump ({suit})")
    for pair in _TRUMPS_ARE.findall(text):
        suit = next(s for s in pair if s)
        if trump is None or SUIT_NAMES[trump] != suit:
            found.append(f"the trumps are {suit}")
    rules = getattr(game, "rules", None)
    for first, cap in _CAP.findall(text):
        limit = None if rules is None else rules.first_bout_cap if first else rules.attack_cap
        if limit != int(cap):
            found.append(f"at most {cap} attack cards in a bout")
    for start in _BEGAN.findall(text):
        info = game.limit_info() if hasattr(game, "limit_info") else None
        if info is None or info.start_hand != int(start):
            found.append(f"the defender began with {start}")
    return found


_CANNOT_BEAT = re.compile(r"^(\S+) cannot beat (\S+):")


def true_claims(text: str, game: Any, move: Any) -> list[str]:
    """What `text` (an English choice) claims of the position that holds there as a second
    reason beside the engine's: "X cannot beat T" where X cannot beat T whatever the turn
    (another suit and no trump, or lower) while the engine refuses the move for something
    else than beating (a refusal about beating is the same fact, its account the question)."""
    rule = game.explain(move).rule
    if rule.startswith(("beat.", "pile.")):
        return []
    found = []
    for card_text, target_text in _CANNOT_BEAT.findall(text):
        try:
            card, target = Card.parse(card_text), Card.parse(target_text)
        except ValueError:
            continue
        trumps = getattr(game, "trumps", None)
        trump = trumps[move.player] if trumps is not None else getattr(game, "trump", None)
        beats = (card.suit == target.suit and card.rank > target.rank) or (
            card.suit == trump and target.suit != trump
        )
        if not beats:
            found.append(f"{card} cannot beat {target}")
    return found


def question_problems(question: Any) -> list[str]:
    """What is wrong with a quiz question: its answer not the engine's, more or fewer than one
    right answer among its choices, a wrong choice that states a false rule or comes from no
    documented misconception."""
    from durak_widget.quiz.misconceptions import MISCONCEPTIONS

    problems = []
    if question.language != "en":
        question = question.in_language("en")
    game, kind = question.game, question.kind
    if kind in ("legal", "why"):
        verdict = game.explain(question.move)
        if kind == "legal" and question.answer is not verdict.legal:
            problems.append(f"the answer {question.answer} is not the engine's {verdict.legal}")
        if kind == "why":
            if verdict.legal:
                problems.append(f"{question.move} is legal: there is no reason to ask for")
            elif question.answer != verdict.reason:
                problems.append(f"the answer is not the engine's reason: {verdict.reason}")
    if question.choices is not None:
        if question.choices.count(question.answer) != 1:
            problems.append(f"the answer appears {question.choices.count(question.answer)} times")
        if len(set(question.choices)) != len(question.choices):
            problems.append("two choices read the same")
        least = 2 if kind == "next_attacker" else 3
        if len(question.choices) < least:
            problems.append(f"only {len(question.choices)} choices")
    if kind == "why":
        known = {m.key for m in MISCONCEPTIONS}
        wrong = [c for c in question.choices if c != question.answer]
        if len(question.distractors) != len(wrong) or not set(question.distractors) <= known:
            problems.append(f"wrong choices not from the misconceptions: {question.distractors}")
        for choice in wrong:
            for fact in false_rule_statements(choice, game):
                problems.append(f"a wrong choice states a false rule ({fact}): {choice}")
            for fact in true_claims(choice, game, question.move):
                problems.append(f"a wrong choice is true of the position ({fact}): {choice}")
    if kind in ("why", "after_take", "next_attacker"):
        for choice in question.choices:
            for fact in false_rule_statements(choice, game):
                problems.append(f"a choice states a false rule ({fact}): {choice}")
    return problems
