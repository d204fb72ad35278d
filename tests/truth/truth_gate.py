"""The truth gate's checks: every claim the product makes about a position, checked by the
engine or the search. Each check returns the problems it finds (an empty list: the claim
holds), so that a test can assert the shipped claims pass and that a false claim, built in
memory, is caught.

A claim about a position is weighed by every instrument that applies
(`durak_widget.coach.instruments`), and holds only if it holds under each:

- ``search``: rules-of-thumb playouts (SimpleBot at every seat) on imagined deals;
- ``strong``: strong play (StrongBot at every seat) on imagined deals;
- ``every_deal``: every deal consistent with the mover's view, each worked out exactly with
  every card known (where the hidden cards allow it: a few cards of the talon);
- ``exact``: the endgame solved (two players, the talon empty: nothing is hidden, and this one
  instrument is best play itself).

The sampled verdicts are read with honest statistics: a fixed seed, a number of deals, and
paired standard errors (`durak_widget.coach.evidence`). A taught move must be the best or
within noise of it; a move called worse must be worse than the best by at least `CLEAR`
standard errors and by a size (`EFFECT` for a principle's weak move, `MARK_SIZES` for a
mark).
"""

from __future__ import annotations

import math
import os
import re
from typing import Any

from durak_widget.coach.assess import judge
from durak_widget.coach.evidence import Evidence, weigh
from durak_widget.coach.instruments import (
    EVERY_DEAL_LIMIT,
    every_deal_count,
    weigh_every_deal,
    weigh_strong,
)
from durak_widget.coach.verdicts import BLUNDER, INACCURACY, MISTAKE
from durak_widget.engine.cards import SUIT_NAMES, Card

GOOD_GAP = 0.03
"""A taught move within this of the best, or within the noise, is as good as the best."""

DEALS = int(os.environ.get("TRUTH_DEALS", "400"))
"""Rules-of-thumb deals per search in the default tier (the slow tier uses `SLOW_DEALS`)."""
STRONG_DEALS = int(os.environ.get("TRUTH_STRONG_DEALS", "24"))
"""Strong-play deals per claim in the default tier (`SLOW_STRONG_DEALS` in the slow tier):
few, since each is a whole game of StrongBots for every move weighed. Few deals make "clearly
worse" harder to show, never easier: a claim that a move is worse needs its gap beyond `CLEAR`
standard errors of these deals."""
STRONG_PLAYOUTS = 200
"""The strong bots' search iterations a decision in the default tier (`SLOW_PLAYOUTS` in the
slow tier, as `benchmarks/principles.py` measures)."""
MARK_DEALS = 1000
"""Rules-of-thumb deals per marked move in the default tier: a mark is checked against every
legal move, and a close "!" needs the search to see it within noise of the best."""
SLOW_DEALS = 1500
SLOW_STRONG_DEALS = int(os.environ.get("TRUTH_SLOW_STRONG_DEALS", "40"))
"""Strong-play deals per claim in the slow tier: an independent replicate (its own seed) at the
stored figures' budget; 80 deals at 400 iterations ran past half an hour in the pure build."""
SLOW_PLAYOUTS = int(os.environ.get("TRUTH_SLOW_PLAYOUTS", "200"))
SEED = 20
CLEAR = 3.0
"""A move called worse must be worse than the best by at least this many standard errors; a
move praised must not be (the best is picked by the same deals, so a looser test would call
the luck of the winner a real difference)."""
NOISE = CLEAR
EFFECT = 0.10
"""A principle's weak move must lose at least this much more often than its taught move under
every instrument: a difference that decides a tenth of the games, not a point or two."""
GAP = INACCURACY.least
"""A "!" needs a real gap to the next move: every other move worse by this much (and beyond the
noise); "!!" by `MARK_SIZES["??"]`."""
MARK_SIZES = {"?!": INACCURACY.least, "?": MISTAKE.least, "??": BLUNDER.least}
"""How much more often than the best move a move must lose to earn each mark (and beyond the
noise): the verdict table's sizes (`durak_widget.coach.verdicts`), one for coach and analysis."""


def _within_noise(evidence: Evidence, move: Any, best: Any) -> bool:
    gap, se = evidence.gap(move, best)
    if not evidence.sampled:
        return gap <= 0
    return gap <= max(GOOD_GAP, NOISE * se)


def _worse(evidence: Evidence, move: Any, than: Any, at_least: float = 0.0) -> bool:
    gap, se = evidence.gap(move, than)
    if evidence.exact:
        return gap > 0 and gap >= min(at_least, 0.5)
    if not evidence.sampled:  # every deal worked out: a population, no noise
        return gap > 0 and gap >= at_least
    return gap > 0 and gap >= at_least and gap >= CLEAR * se


INSTRUMENTS = ("search", "every_deal", "strong")
"""The instruments `weigh_all` uses by default (the exact solver replaces them all when nothing
is hidden)."""


def weigh_all(
    game: Any,
    seat: int,
    moves: Any = None,
    deals: int = DEALS,
    seed: int = SEED,
    strong_deals: int = STRONG_DEALS,
    playouts: int = STRONG_PLAYOUTS,
    instruments: tuple[str, ...] = INSTRUMENTS,
    strong_moves: Any = None,
) -> dict[str, Evidence]:
    """The evidence of every instrument of `instruments` that applies to `moves` (default:
    every legal move of `seat`), by method: the exact solver alone when nothing is hidden;
    else rules-of-thumb playouts, every deal worked out where they can be listed (at most
    `EVERY_DEAL_LIMIT`), and strong play on `strong_deals` deals (0: none) of `strong_moves`
    (default: `moves`; each is a whole game of strong bots a deal, so a bounded tier may weigh
    fewer)."""
    found: dict[str, Evidence] = {}
    at_once = _at_once(game, seat, moves)
    if at_once is not None:
        return {"exact": at_once}
    first = weigh(game, moves, seat=seat, deals=deals, seed=seed)
    if first.exact or "search" in instruments:
        found[first.method] = first
    if first.exact:
        return found
    listable = 0 < every_deal_count(game, seat) <= EVERY_DEAL_LIMIT
    if "every_deal" in instruments and listable:
        every = weigh_every_deal(game, moves, seat=seat)
        if every is not None:
            found["every_deal"] = every
    if "strong" in instruments and strong_deals:
        chosen = moves if strong_moves is None else strong_moves
        found["strong"] = weigh_strong(
            game, chosen, seat=seat, deals=strong_deals, seed=seed, playouts=playouts
        )
    return found


def _at_once(game: Any, seat: int, moves: Any) -> Evidence | None:
    """Exact evidence when every one of `moves` (default: `seat`'s legal moves) ends the game
    at once (its result is known without any search), else ``None``."""
    from durak_widget.coach.instruments import game_loss

    chosen = tuple(game.legal_moves(seat) if moves is None else moves)
    losses = {}
    for move in chosen:
        after = game.copy()
        after.play(move)
        if not after.is_over:
            return None
        losses[move] = (game_loss(after, seat),)
    return Evidence(seat, chosen, losses, "exact")


# ----------------------------------------------------------------- principles


def principle_problems(
    principle: Any,
    deals: int = DEALS,
    seed: int = SEED,
    strong_deals: int = 0,
    playouts: int = STRONG_PLAYOUTS,
    instruments: tuple[str, ...] = INSTRUMENTS,
    strong_moves: str = "all",
) -> list[str]:
    """What is false of `principle`'s example under any of `instruments` (`weigh_all`): its
    moves legal, the taught (strong) move the best or within noise, the weak move worse than
    the taught one by `EFFECT` and beyond the noise, and the coach calling the weak move worse
    with this principle's name. The taught move may still lose often: an example shows a
    difference, in a position that may be hard. `strong_moves` ``"pair"`` weighs only the weak
    and the taught move under strong play, ``"all"`` every legal move. With `strong_deals` 0
    (the default tier: strong play is slow, above all in pure Python) the claim is judged on
    the strong-play figures stored with the example (`Principle.measured`, measured by
    `benchmarks/principles.py` on the compiled build; their agreement with a fresh sample is
    tested apart), each move's rate against the others' with the unpaired standard error (the
    stricter test: the paired one only narrows it)."""
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
    pair = [weak, strong] if strong_moves == "pair" else None
    found = weigh_all(
        game, strong.player, None, deals, seed, strong_deals, playouts, instruments, pair
    )
    for method, evidence in found.items():
        best = evidence.best()
        figures = f"{method}: {_figures(evidence)}"
        if not _within_noise(evidence, strong, best):
            problems.append(f"{key}: the taught {strong} is not the best ({figures})")
        if not _worse(evidence, weak, strong, EFFECT):
            problems.append(
                f"{key}: the weak {weak} is not clearly worse than {strong} by "
                f"{EFFECT:.0%} ({figures})"
            )
    if "strong" in instruments and not strong_deals and "exact" not in found:
        problems += _stored_problems(principle, weak, strong)
    if "exact" in found or "search" not in found:
        from durak_widget.coach import assess

        said = assess(game, weak, deals=deals, seed=seed)
    else:
        said = judge(game, weak, found["search"])
    if said.label not in ("blunder", "mistake", "inaccuracy") or said.principle != key:
        problems.append(
            f"{key}: the coach says {said.label} ({said.principle}) of {weak}: {said.reason}"
        )
    return problems


def _stored_problems(principle: Any, weak: Any, strong: Any) -> list[str]:
    """The claim of `principle` judged on its stored strong-play figures (unpaired)."""
    key = principle.key
    stored = next((m for m in principle.measured if m.method == "strong"), None)
    if stored is None:
        return [f"{key}: no strong-play figures are stored with the example"]

    def se(move: Any) -> float:
        return stored.interval(move) / 1.96

    figures = "strong (stored): " + "; ".join(
        f"{m} loses {r:.0%} ± {h:.0%}" for m, r, h in stored.losses
    )
    problems = []
    best = min(stored.losses, key=lambda row: row[1])[0]
    gap = stored.loss(strong) - stored.loss(best)
    if gap > max(GOOD_GAP, NOISE * math.hypot(se(strong), se(best))):
        problems.append(f"{key}: the taught {strong} is not the best ({figures})")
    gap = stored.loss(weak) - stored.loss(strong)
    if not (gap >= EFFECT and gap > CLEAR * math.hypot(se(weak), se(strong))):
        problems.append(
            f"{key}: the weak {weak} is not clearly worse than {strong} by {EFFECT:.0%} ({figures})"
        )
    return problems


def _figures(evidence: Evidence) -> str:
    if evidence.exact:
        return ", ".join(f"{m} {1 - evidence.rate(m):g}" for m in evidence.moves)
    best = evidence.best()
    parts = []
    for move in evidence.moves:
        gap, se = evidence.gap(move, best)
        error = f" ± {se:.2f}" if evidence.sampled else ""
        parts.append(f"{move} loses {evidence.rate(move):.0%} (+{gap:.2f}{error})")
    return f"{evidence.deals} deals: " + "; ".join(parts)


# ----------------------------------------------------------------- annotation marks


def mark_problem(
    game: Any,
    move: Any,
    marks: str,
    deals: int = MARK_DEALS,
    seed: int = SEED,
    strong_deals: int = 0,
    playouts: int = STRONG_PLAYOUTS,
) -> str:
    """What is false of the mark `marks` on `move` in `game` (before it is played), or ``""``,
    under every instrument that applies (`weigh_all`; strong play only with `strong_deals`).
    ``!?``: the best or within noise; ``!``: that, and every other move worse by `GAP` beyond
    the noise (a real gap to the next); ``!!``: every other move worse by a blunder's size;
    ``?!``, ``?``, ``??``: worse than the best beyond the noise by `MARK_SIZES`."""
    moves = game.legal_moves(move.player)
    if move not in moves:
        return f"{move} is not legal"
    if len(moves) == 1:
        return "" if marks in ("!", "!?") else f"{marks} on the only legal move {move}"
    found = weigh_all(game, move.player, None, deals, seed, strong_deals, playouts)
    for method, evidence in found.items():
        problem = _mark_problem(evidence, move, marks, moves)
        if problem:
            return f"{problem} ({method}: {_figures(evidence)})"
    return ""


def _mark_problem(evidence: Evidence, move: Any, marks: str, moves: list[Any]) -> str:
    best = evidence.best()
    if marks in ("!", "!?", "!!"):
        if not _within_noise(evidence, move, best):
            return f"{marks} on {move}, not the best"
        need = {"!?": None, "!": GAP, "!!": MARK_SIZES["??"]}[marks]
        if need is not None and not all(
            _worse(evidence, m, move, need) for m in moves if m != move
        ):
            return f"{marks} on {move}, but another move is about as good"
        return ""
    if not _worse(evidence, move, best, MARK_SIZES[marks]):
        return f"{marks} on {move}, not clearly worse than {best}"
    return ""


def record_mark_problems(
    record: Any,
    deals: int = MARK_DEALS,
    seed: int = SEED,
    strong_deals: int = 0,
    playouts: int = STRONG_PLAYOUTS,
) -> list[str]:
    """Every mark of `record` that an instrument does not confirm."""
    game = record.start()
    problems = []
    for number, recorded in enumerate(record.moves, start=1):
        if recorded.marks:
            found = mark_problem(
                game, recorded.move, recorded.marks, deals, seed, strong_deals, playouts
            )
            if found:
                problems.append(f"move {number}: {found}")
        game.play(recorded.move)
    return problems


# ----------------------------------------------------------------- marks under strong play

MARK_STRONG_DEALS = int(os.environ.get("TRUTH_MARK_STRONG_DEALS", "30"))
"""Re-deals per mark when every seat is played by the game's strong bot."""
MARK_PLAYOUTS = 48
"""The strong bot's playouts per decision for a mark (fixed, not timed: the same decisions on
every machine); an endgame it can solve exactly it solves whatever the figure."""
MARK_INFER_STEPS = 200
"""StrongBot's inference chain per decision for a mark (2000 at the table): a tenth, for time."""


def strong_play(game: Any, seat: int, deals: int = MARK_STRONG_DEALS, seed: int = SEED) -> Evidence:
    """How often each legal move of `seat` loses when every seat is then played by the game's
    strong bot (StrongBot, OwnTrumpsStrongBot), over `deals` deals of the cards `seat` cannot
    see, consistent with its view, the same deals for every move (paired): the one strong-play
    instrument (`durak_widget.coach.instruments.weigh_strong`) at the marks' budget."""
    return weigh_strong(
        game,
        seat=seat,
        deals=deals,
        seed=seed,
        playouts=MARK_PLAYOUTS,
        infer_steps=MARK_INFER_STEPS,
    )


def strong_mark_problem(
    game: Any, move: Any, marks: str, deals: int = MARK_STRONG_DEALS, seed: int = SEED
) -> str:
    """What strong play at every seat contradicts of the mark `marks` on `move`, or ``""``:
    praise (``!``, ``!!``, ``!?``) of a move that loses an inaccuracy's gap or more (5 points)
    more often than another move; a criticism (``?!``, ``?``, ``??``) of a move that no other
    move beats. A position whose deals cannot be rebuilt as games (Svoi Kozyri's last card,
    with one player already out of cards: no game can be set up there) is left to the other
    instruments, and said so in the answer only when the mark is a criticism."""
    moves = game.legal_moves(move.player)
    if move not in moves or len(moves) == 1:
        return ""
    try:
        evidence = strong_play(game, move.player, deals, seed)
    except ValueError:
        return "" if marks in ("!", "!!", "!?") else f"{marks} on {move}: no deal to weigh"
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


def record_strong_problems(
    record: Any, deals: int = MARK_STRONG_DEALS, seed: int = SEED
) -> list[str]:
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
            for fact in self_contradictions(choice, question):
                problems.append(f"a choice contradicts itself or the question ({fact}): {choice}")
    return problems


_CANNOT_ADD = re.compile(
    r"cannot throw in (?:10|[2-9JQKA])([♠♥♦♣]): only ranks already on the table can be "
    r"added \(([^)]*)\)"
)
_CANNOT_ADD_CARD = re.compile(r"cannot throw in ((?:10|[2-9JQKA]))[♠♥♦♣]: only ranks already")


def self_contradictions(text: str, question: Any) -> list[str]:
    """What an English choice says against itself or against its own question: a card "cannot
    be thrown in" because only ranks on the table may be added, listing its own rank among
    them; in a "what happens if X takes" question, X beating off the attack (X takes, by the
    question) or leading because it beat off the attack."""
    found = []
    card = _CANNOT_ADD_CARD.search(text)
    listed = _CANNOT_ADD.search(text)
    if card and listed and card.group(1) in [r.strip() for r in listed.group(2).split(",")]:
        found.append(f"{card.group(1)} is among the ranks it lists")
    if question.kind == "after_take":
        who = question.game.names[question.game.defender]
        if f"{who} beat off the attack" in text:
            found.append(f"{who} takes, by the question, yet beats off the attack")
    return found


# ----------------------------------------------------------------- the coach's sentences


def text_parts(text: Any) -> list[tuple[str, dict[str, Any]]]:
    """Every template of a `Text` tree with its values (a sentence built from pieces: each
    piece's own template), so that a check reads the facts a sentence states, not its words."""
    from durak_widget.bots.reasons import Capitalized, Joined, Text

    found: list[tuple[str, dict[str, Any]]] = []
    if isinstance(text, Joined):
        for part in text.parts:
            found.extend(text_parts(part))
    elif isinstance(text, Capitalized):
        found.extend(text_parts(text.text))
    elif isinstance(text, Text):
        values = text.values or {}
        if text.template and text.template != "{}":
            found.append((text.template, values))
        for value in values.values():
            found.extend(text_parts(value))
    return found


def _beats(game: Any, seat: int, card: Any, target: Any) -> bool:
    """Whether `seat` may beat `target` (on the table, unbeaten) with `card`, by the engine."""
    from durak_widget import Move

    return bool(game.explain(Move.defend(seat, card, target)).legal)


def _seat_named(game: Any, name: str) -> int | None:
    names = list(getattr(game, "names", [])) or [f"P{p}" for p in range(game.players)]
    return names.index(name) if name in names else None


def _unseen(game: Any, seat: int, card: Any) -> int:
    """How many other cards of `card`'s rank `seat` has not seen (its hand, the table, the
    discard, the face-up trump) and nobody is known to hold."""
    from durak_widget import Card

    view = game.view(seat)
    seen = set(view["hand"]) | set(view["discarded"])
    for slot in view["table"]:
        seen |= {slot["attack"], slot["defence"]} - {None}
    if view["trump_card"]:
        seen.add(view["trump_card"])
    for hand in view["hands"]:
        seen |= set(hand["known"])
    others = [Card(card.rank, s) for s in "SHDC" if s != card.suit]
    return sum(1 for c in others if c.code not in seen)


def coach_text_problems(game: Any, move: Any, said: Any) -> list[str]:
    """What the coach's reason (`said`, an `Assessment` of `move` in `game` before it is
    played) states falsely about the position: a card that "also beats" an attack card and
    does not, a "trump" that is not one, a "cheaper" card that is not cheaper, a rank a card
    "opens" that is on the table already, a card someone "holds" that nobody is known to hold,
    a count of unseen cards that is not the count, a move "only legal" or "winning at once"
    that is not."""
    from durak_widget.bots.reasons import Text

    problems = []
    seat = move.player
    trump = getattr(game, "trump", None)
    view = game.view(seat) if hasattr(game, "view") else None
    for template, values in text_parts(said.text if said.text is not None else said.reason):
        card, other, target = values.get("card"), values.get("other"), values.get("target")
        say = str(Text(template, values))
        if "only legal move" in template and len(game.legal_moves(seat)) != 1:
            problems.append(f"not the only legal move: {say}")
        if "You spent the trump" in template and (card is None or card.suit != trump):
            problems.append(f"not a trump: {say}")
        beats = "also beats it" in template or "beats {target} too" in template
        if beats and (target is None or other is None or not _beats(game, seat, other, target)):
            problems.append(f"{other} does not beat {target}: {say}")
        if "the cheaper {other}" in template and not (
            other.rank < card.rank and (other.suit == trump) == (card.suit == trump)
        ):
            problems.append(f"{other} is not cheaper than {card}: {say}")
        if "opens the {ranks}" in template:
            table = {c.rank for pair in game.table for c in pair if c is not None}
            if card.rank in table:
                problems.append(f"{card}'s rank is on the table already: {say}")
            if "known" in values:
                holder = _seat_named(game, str(values["who"]))
                held = set(game.known(holder)) if holder is not None else set()
                for found in re.findall(r"(?:10|[2-9JQKA])[♠♥♦♣]", str(values["known"])):
                    if Card.parse(found) not in held or Card.parse(found).rank != card.rank:
                        problems.append(f"nobody is known to hold {found} of that rank: {say}")
            if "n" in values and values["n"] != _unseen(game, seat, card):
                problems.append(f"{_unseen(game, seat, card)} unseen, not {values['n']}: {say}")
            if "opens no rank" in template and view is not None:
                from durak_widget.coach.words import open_rank

                if open_rank(view, other) is not None:
                    problems.append(f"{other} opens a rank too: {say}")
        if "would have won at once" in template:
            better = said.better
            after = game.copy()
            after.play(better)
            if seat not in after.out and (after.result is None or after.result.durak == seat):
                problems.append(f"{better} does not win at once: {say}")
        if "loses at once" in template:
            after = game.copy()
            after.play(move)
            if after.result is None or after.result.durak != seat:
                problems.append(f"{move} does not lose at once: {say}")
    return problems
