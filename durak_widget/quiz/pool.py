"""Where quiz questions come from: real positions (the bouts library and a fixed set of seeded
games played by SimpleBot), and one builder per kind of question.

Every builder asks the engine: `explain` for "legal" and "why", `limit_info` and the table for
"how_many", and a copy of the game played on (reading `last_events`) for "next_attacker" and
"after_take". The pool is the same on every run, so a quiz's seed fixes its questions.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Generator, Iterator
from typing import Any

from .. import bouts
from ..engine import Game
from ..games import kind_of, registered_games
from .levels import level_of, rule_set_of
from .misconceptions import wrong_reasons
from .playout import after_take_questions, next_attacker_questions
from .questions import Question, Texts, Wording
from .words import (
    beats_sentence,
    legal_text_in,
    limit_text,
    quiz_move_words,
    reason_in,
    tr,
    verdict_text_in,
)

__all__ = ["pool", "pool_steps", "pools", "prepare"]

GUARDS = frozenset(
    {"game.over", "player.unknown", "player.out", "card.not_in_hand", "card.repeated"}
)
"""Rules every game shares that say nothing about the game itself: never asked about."""

PER_RULE = 2
"""At most this many "legal"/"why" questions per rule id and position."""


def positions() -> Iterator[tuple[str, Any]]:
    """Every position of the pool with where it comes from (each game a fresh copy). The
    seats are called P0, P1, ... whatever a record named them: a prompt names a seat by its
    number or its role ("You are P1, defending"), never after the bot that played it."""
    for name in bouts.names():
        try:
            record = bouts.load(name, "en")
            game = record.start()
        except ValueError:  # a bout the engine cannot read (yet): the others still serve
            continue
        game.names = tuple(f"P{seat}" for seat in range(game.players))
        yield f"bout {name!r}, start", game.copy()
        for number, recorded in enumerate(record.moves, start=1):
            game.play(recorded.move)
            yield f"bout {name!r}, after move {number}", game.copy()
    for adapter in registered_games():  # each game's own seeded games (its quiz hook)
        hook = getattr(adapter, "quiz_positions", None)
        for label, game, bot in hook() if hook is not None else ():
            yield from _played(label, game, bot)


def _played(label: str, game: Any, bot: Any) -> Iterator[tuple[str, Any]]:
    game.names = tuple(f"P{seat}" for seat in range(game.players))
    number = 0
    yield f"{label}, start", game.copy()
    while not game.is_over and number < 400:
        seat = game.next_to_act()
        assert seat is not None
        game.play(bot.choose(game.view(seat), game.legal_moves(seat)))
        number += 1
        yield f"{label}, after move {number}", game.copy()


Pools = dict[str, tuple[Question, ...]]


def pool_steps() -> Generator[None, None, Pools]:
    """Build every question the quiz can ask in small steps: a generator that yields after each
    position and returns the pools (what `pools` returns)."""
    seen: set[str] = set()
    found: dict[str, list[Question]] = {}
    for source, game in positions():
        yield
        if game.is_over:
            continue
        where = _position_key(game)
        name = kind_of(game).name
        for question in _questions(game, source, where):
            if question.key not in seen:
                seen.add(question.key)
                found.setdefault(name, []).append(question)
    return {name: tuple(questions) for name, questions in found.items()}


class _Pools:
    """`pools`: the question pools, built once per process (on first use, or in the
    background once `prepare` has been called), shared by every thread."""

    def __init__(self) -> None:
        self._built: Pools | None = None
        self._lock = threading.Lock()
        self._builder: threading.Thread | None = None

    def __call__(self) -> Pools:
        """Every question the quiz can ask, by game (``"durak"``, ``"own_trumps"``), in a
        fixed order, without duplicates. Waits for a build under way in the background."""
        built = self._built
        if built is not None:
            return built
        builder = self._builder
        if builder is not None and builder is not threading.current_thread():
            builder.join()
        with self._lock:
            if self._built is None:
                self._built = _run(pool_steps())
            return self._built

    @property
    def ready(self) -> bool:
        """Whether the pools are built (a quiz starts at once)."""
        return self._built is not None

    def keep(self, built: Pools) -> Pools:
        """Keep pools built elsewhere in steps (`pool_steps`), unless some are kept already;
        returns the ones kept."""
        with self._lock:
            if self._built is None:
                self._built = built
            return self._built

    def prepare(self) -> bool:
        """Start building the pools on a background thread, unless they are built or being
        built; returns whether they are ready now. Where no thread can start (Pyodide) nothing
        starts (the first quiz builds them, in steps on a table's loop)."""
        if self._built is not None:
            return True
        with self._lock:
            if self._builder is None and self._built is None:
                builder = threading.Thread(target=self, name="durak-quiz-pool", daemon=True)
                try:
                    builder.start()
                except RuntimeError:  # no threads here
                    return False
                self._builder = builder
        return self._built is not None

    def cache_clear(self) -> None:
        """Forget the pools (a game was registered or removed): the next use builds them."""
        builder = self._builder
        if builder is not None and builder is not threading.current_thread():
            builder.join()
        with self._lock:
            self._built = None
            self._builder = None


def _run(steps: Generator[None, None, Pools]) -> Pools:
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            built: Pools = stop.value
            return built


pools = _Pools()


def prepare() -> bool:
    """Start building the quiz's question pools in the background (once per process), so that
    the first quiz starts at once; returns whether they are ready now."""
    return pools.prepare()


def pool(game: str = "durak") -> tuple[Question, ...]:
    """The questions of one game; an unknown game raises `ValueError` naming the games."""
    everything = pools()
    if game not in everything:
        raise ValueError(f"no quiz for game {game!r:.40}: expected one of {', '.join(everything)}")
    return everything[game]


def _position_key(game: Any) -> str:
    parts = [repr(game), str(getattr(game, "table", "")), str(getattr(game, "pile", ""))]
    parts.append(str(getattr(game, "taking", "")) + str(getattr(game, "done_players", "")))
    return "|".join(parts)


def _questions(game: Any, source: str, where: str) -> Iterator[Question]:
    rng = random.Random(where)
    yield from _legal_and_why(game, source, where, rng)
    adapter = kind_of(game)
    kinds = getattr(adapter, "quiz_kinds", ())
    if "how_many" in kinds:
        yield from _how_many(game, source, where)
    if "next_attacker" in kinds:
        yield from next_attacker_questions(game, source, where)
    if "after_take" in kinds:
        yield from after_take_questions(game, source, where, rng)
    yield from _which_beats(game, source, where)


# ----------------------------------------------------------------- "legal" and "why"


def _candidates(game: Any) -> list[Any]:
    """Moves worth asking about, as the game's quiz hook chooses them (by default every legal
    move)."""
    adapter = kind_of(game)
    hook = getattr(adapter, "quiz_candidates", None)
    if hook is None:
        return [m for seat in range(game.players) for m in game.legal_moves(seat)]
    return list(hook(game))


def _legal_and_why(game: Any, source: str, where: str, rng: random.Random) -> Iterator[Question]:
    judged = [(move, game.explain(move)) for move in _candidates(game)]
    judged = [(m, v) for m, v in judged if v.rule not in GUARDS]
    per_rule: dict[str, int] = {}
    for move, verdict in judged:
        if per_rule.get(verdict.rule, 0) >= PER_RULE:
            continue
        per_rule[verdict.rule] = per_rule.get(verdict.rule, 0) + 1
        legal = _legal_wording(game, move, verdict)
        yield _verdict_question(game, source, where, move, verdict, "legal", legal)
        if verdict.legal:
            continue
        wrong = _wrong_reasons(game, move, verdict, rng)
        if len(wrong) < 2:
            continue
        # the reason alone: the closing advice would tell the right choice from the others
        order = list(range(1 + len(wrong)))
        rng.shuffle(order)
        wording = _why_wording(game, move, verdict, wrong, order)
        misled = tuple(key for key, _, _ in wrong)
        by_choice = tuple(("", *misled)[i] for i in order)
        yield _verdict_question(
            game, source, where, move, verdict, "why", wording, misled, by_choice
        )


def _legal_wording(game: Any, move: Any, verdict: Any) -> Wording:
    """The words of a "legal" question on `move` (the answer: whether it is legal; the why:
    the engine's reason, without the closing advice)."""
    names = list(game.names)
    on_table = bool(getattr(game, "table", None))

    def wording(lang: str) -> Texts:
        said = quiz_move_words(move, lang, names, on_table)
        prompt = tr(lang).gettext("{move}: is this move legal?").format(move=said)
        why = reason_in(verdict, lang)
        return Texts(
            prompt, None, verdict.legal, legal_text_in(why, lang) if verdict.legal else why
        )

    return wording


def _why_wording(
    game: Any,
    move: Any,
    verdict: Any,
    wrong: list[tuple[str, str, dict[str, Any]]],
    order: list[int],
) -> Wording:
    """The words of a "why" question: the verdict's reason among the refusals `wrong`
    (``(misconception, rule, details)``), shown in `order` (indices into ``[reason,
    *wrong]``)."""
    names = list(game.names)
    messages = game.messages
    on_table = bool(getattr(game, "table", None))

    def wording(lang: str) -> Texts:
        said = quiz_move_words(move, lang, names, on_table)
        prompt = tr(lang).gettext("{move}: the engine refuses this move. Why?").format(move=said)
        reason = reason_in(verdict, lang)
        texts = [
            reason,
            *(verdict_text_in(messages, rule, values, lang) for _, rule, values in wrong),
        ]
        choices = tuple(texts[i] for i in order)
        return Texts(prompt, choices, reason, reason)

    return wording


def _verdict_question(
    game: Any,
    source: str,
    where: str,
    move: Any,
    verdict: Any,
    kind: str,
    wording: Wording,
    distractors: tuple[str, ...] = (),
    misled_by: tuple[str, ...] = (),
) -> Question:
    """A question on the engine's verdict on `move`: ``"legal"`` (the answer is whether it is
    legal) or ``"why"`` (the answer is its reason, among the choices)."""
    return Question.worded(
        wording,
        game=game,
        kind=kind,
        rule=verdict.rule,
        rules=(verdict.rule,),
        source=source,
        seat=move.player,
        move=move,
        key=f"{kind}|{where}|{move}",
        rule_set=rule_set_of(game),
        level=level_of(kind, verdict.rule),
        distractors=distractors,
        misled_by=misled_by,
    )


def _wrong_reasons(
    game: Any, move: Any, verdict: Any, rng: random.Random
) -> list[tuple[str, str, dict[str, Any]]]:
    """Up to three wrong choices for a "why" question, from the beginner misconceptions
    (`durak_widget.quiz.misconceptions`): each a refusal of another rule, filled so that it
    is a wrong answer about this position and states no false rule; no two alike, none the
    engine's reason."""
    messages = game.messages
    seen = {verdict.reason}
    found = []
    for key, rule, values in wrong_reasons(game, move, verdict):
        text = messages.verdict_text(rule, values)
        if text == rule or text in seen:
            continue
        seen.add(text)
        found.append((key, rule, values))
    rng.shuffle(found)
    return found[:3]


# ----------------------------------------------------------------- "how_many"

_LIMIT_RULES = {
    "cap": "attack.cap_reached",
    "first_bout_cap": "attack.first_bout_cap",
    "defender_hand": "attack.defender_hand",
}


def _how_many(game: Game, source: str, where: str) -> Iterator[Question]:
    info = game.limit_info()
    if not game.table or info.limit is None or game.taking:
        return
    played = len(game.table)
    left = max(0, info.limit - played)
    rule = _LIMIT_RULES[info.reason]
    bout, defender = game.bout_number, game.names[game.defender]

    def wording(lang: str) -> Texts:
        t = tr(lang)
        if bout is None:  # a position set up after uncounted bouts: no number
            prompt = t.ngettext(
                "{defender} defends against {played} attack card. How many more attack cards "
                "may still be added to this bout?",
                "{defender} defends against {played} attack cards. How many more attack cards "
                "may still be added to this bout?",
                played,
            )
        else:
            prompt = t.ngettext(
                "Bout {bout}: {defender} defends against {played} attack card. How many more "
                "attack cards may still be added to this bout?",
                "Bout {bout}: {defender} defends against {played} attack cards. How many more "
                "attack cards may still be added to this bout?",
                played,
            )
        prompt = prompt.format(bout=bout, defender=defender, played=played)
        why = t.ngettext(
            "The attack limit is {limit} ({text}) and {played} attack card is on the table, "
            "so {left} more may be added.",
            "The attack limit is {limit} ({text}) and {played} attack cards are on the table, "
            "so {left} more may be added.",
            played,
        ).format(limit=info.limit, text=limit_text(info, lang), played=played, left=left)
        return Texts(prompt, None, left, why)

    yield Question.worded(
        wording,
        game=game,
        kind="how_many",
        rule=rule,
        rules=(rule,),
        source=source,
        seat=game.defender,
        key=f"how_many|{where}",
        rule_set=rule_set_of(game),
        level=level_of("how_many", rule),
    )


# ----------------------------------------------------------------- "which_beats"


def _which_beats(game: Any, source: str, where: str) -> Iterator[Question]:
    """ "Which of your cards can beat it?" for each card the game's hook offers to beat."""
    adapter = kind_of(game)
    prompt = _BEAT_PROMPTS.get(getattr(adapter, "beat_prompt", ""))
    hook = getattr(adapter, "beat_tries", None)
    if prompt is None or hook is None:
        return
    for seat, target, tries in hook(game):
        yield from _beats_question(game, source, where, seat, target, tries, prompt)


def _defender_prompt(lang: str) -> str:
    """Durak's "which_beats" question: the defender against an attack card."""
    return tr(lang).gettext("You are {seat}, defending. Which of your cards can beat {target}?")


def _top_card_prompt(lang: str) -> str:
    """Svoi Kozyri's "which_beats" question: the seat to respond against the top card."""
    return tr(lang).gettext("You are {seat}. Which of your cards can beat the top card {target}?")


def _beats_prompt(lang: str, question: Callable[[str], str], seat: str, target: str) -> str:
    """The question of a "which_beats" question in `lang` (`question`: the game's wording)."""
    pick = tr(lang).gettext("Pick every one (or none).")
    return f"{question(lang).format(seat=seat, target=target)} {pick}"


def _beats_question(
    game: Any,
    source: str,
    where: str,
    seat: int,
    target: Any,
    tries: dict[Any, Any],
    which: Callable[[str], str],
) -> Iterator[Question]:
    if not tries:
        return
    answer = frozenset(str(c) for c, v in tries.items() if v.legal)
    rules = tuple(dict.fromkeys(v.rule for v in tries.values()))
    beating = [(c, v.rule) for c, v in tries.items() if v.legal]
    rest = len(tries) - len(beating)
    name = game.names[seat]

    def wording(lang: str) -> Texts:
        prompt = _beats_prompt(lang, which, name, str(target))
        return Texts(prompt, None, answer, beats_sentence(beating, rest, str(target), lang))

    yield Question.worded(
        wording,
        game=game,
        kind="which_beats",
        rule=rules[0],
        rules=rules,
        source=source,
        seat=seat,
        cards=tuple(str(c) for c in tries),
        target=str(target),
        key=f"which|{where}|{target}",
        rule_set=rule_set_of(game),
        level=level_of("which_beats", rules[0]),
    )


_BEAT_PROMPTS = {"defend": _defender_prompt, "top_card": _top_card_prompt}
"""How a "which_beats" question is put, by the game's ``beat_prompt``."""
