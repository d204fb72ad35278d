"""Questions answered by playing the bout out on a copy of the game and reading the engine's
events (`Game.last_events`): who attacks next ("next_attacker") and what happens when the
defender takes ("after_take")."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bots import turn
from ..engine import Game, Move
from ..engine.play import draw_words
from .levels import level_of, rule_set_of
from .questions import Question, Texts
from .words import table_in, tr

__all__ = ["after_take_questions", "next_attacker_questions"]


# ----------------------------------------------------------------- "next_attacker"


def _close_bout(game: Game) -> None:
    """Every attacker says done (the defender, having taken, waits) until the bout ends."""
    bout = game.bout
    while not game.is_over and game.bout == bout:
        seat, moves = turn(game)
        done = [m for m in moves if m.kind == "done"]
        if seat is None or not done:
            return
        game.play(done[0])


def _beat_all(game: Game) -> bool:
    """Beat every unbeaten card (a search over the defender's cards); ``False`` if the
    defender cannot."""
    unbeaten = [a for a, d in game.table if d is None]
    if not unbeaten:
        return True
    seat = game.defender
    for move in game.legal_moves(seat):
        if move.kind == "defend" and move.target == unbeaten[0]:
            trial = game.copy()
            trial.play(move)
            if _beat_all(trial):
                game.play(move)
                return _beat_all(game)
    return False


def _roles_next(game: Game) -> Any:
    for event in game.last_events:
        if event.rule == "roles.next":
            return event
    return None


def next_attacker_questions(game: Game, source: str, where: str) -> Iterator[Question]:
    """Who attacks next, if the defender beats everything or takes now (one question each
    where the engine lets the bout end that way)."""
    if not game.table or game.taking or all(d is not None for _, d in game.table):
        return
    choices = tuple(game.names[p] for p in game.active_players())
    for how, play_out in (("beats", _beat_all), ("takes", _take)):
        trial = game.copy()
        if play_out(trial):
            _close_bout(trial)
            event = _roles_next(trial)
            if event is not None:
                yield _next_question(game, source, where, how, choices, event)


def _next_prompt(lang: str, how: str, defender: str) -> str:
    t = tr(lang)
    if how == "beats":
        text = t.gettext(
            "Suppose {defender} beats every card on the table and nobody adds more. "
            "Who attacks in the next bout?"
        )
    else:
        text = t.gettext(
            "Suppose {defender} takes now and nobody adds more. Who attacks in the next bout?"
        )
    return text.format(defender=defender)


def _take(game: Game) -> bool:
    """The defender takes; ``False`` (and nothing played) if the engine refuses it."""
    take = Move.take(game.defender)
    if not game.explain(take).legal:
        return False
    game.play(take)
    return True


def _next_question(
    game: Game,
    source: str,
    where: str,
    how: str,
    choices: tuple[str, ...],
    event: Any,
) -> Question:
    ended = "bout.beaten_off" if how == "beats" else "bout.taken"
    defender = game.names[game.defender]
    answer = game.names[event.details["attacker"]]

    def wording(lang: str) -> Texts:
        return Texts(_next_prompt(lang, how, defender), choices, answer, event.message_in(lang))

    return Question.worded(
        wording,
        game=game,
        kind="next_attacker",
        rule="roles.next",
        rules=("roles.next", ended),
        source=source,
        seat=game.defender,
        key=f"next|{how}|{where}",
        rule_set=rule_set_of(game),
        level=level_of("next_attacker", "roles.next"),
    )


# ----------------------------------------------------------------- "after_take"


def after_take_questions(
    game: Game, source: str, where: str, rng: random.Random
) -> Iterator[Question]:
    """What happens if the defender takes now: the engine's events, among outcomes a learner
    holding a beginner misconception would expect (`durak_widget.quiz.misconceptions`),
    worded by the same templates."""
    take = Move.take(game.defender)
    if not game.table or not game.explain(take).legal:
        return
    trial = game.copy()
    trial.play(take)
    if trial.bout == game.bout and not trial.is_over:
        _close_bout(trial)
    events = list(trial.last_events)
    if not any(e.rule == "bout.taken" for e in events):
        return
    right = _right_outcome(events, "en")
    seen = {right}
    picked: list[str] = []
    for key, text in _other_outcomes(game, events, "en").items():
        if text not in seen:
            seen.add(text)
            picked.append(key)
    if len(picked) < 2:
        return
    order = list(range(1 + len(picked)))
    rng.shuffle(order)
    who = game.names[game.defender]

    def wording(lang: str) -> Texts:
        answer = _right_outcome(events, lang)
        others = _other_outcomes(game, events, lang)
        texts = [answer, *(others[key] for key in picked)]
        prompt = (
            tr(lang)
            .gettext("What happens if {who} takes now (and nobody adds more cards)?")
            .format(who=who)
        )
        return Texts(prompt, tuple(texts[i] for i in order), answer, answer)

    yield Question.worded(
        wording,
        game=game,
        kind="after_take",
        rule="bout.taken",
        rules=tuple(dict.fromkeys(["bout.taken", "take.legal", *(e.rule for e in events)])),
        source=source,
        seat=game.defender,
        move=take,
        key=f"after_take|{where}",
        rule_set=rule_set_of(game),
        level=level_of("after_take", "bout.taken"),
        distractors=tuple(picked),
        misled_by=tuple(("", *picked)[i] for i in order),
    )


def _right_outcome(events: list[Any], lang: str) -> str:
    return " ".join(e.message_in(lang) for e in events)


def _other_outcomes(game: Game, events: list[Any], lang: str) -> dict[str, str]:
    """Outcomes that did not happen, by the misconception that expects each, worded by the
    engine's event templates in `lang` (always the same ones in the same order, whatever the
    language): the cards beaten off instead of taken ("take_discards"), the taker attacking
    next ("taker_attacks_next"), the taker drawing first ("defender_draws_first")."""
    text = table_in(game.messages, lang)
    by_rule = {e.rule: e for e in events}
    taken = by_rule["bout.taken"]
    defender = taken.details["defender"]
    count = len(taken.details["cards"])
    names = game.names
    draw = by_rule.get("draw.order")
    roles = by_rule.get("roles.next")
    wrong: dict[str, str] = {}
    t = tr(lang)
    # each wrong outcome is what a learner holding the belief expects, said without a reason
    # that would contradict it or the question ("P1 takes the card ... (P1 beat off the
    # attack, so it leads)")
    discarded = t.ngettext(
        "The card on the table goes to the discard.",
        "The {count} cards on the table go to the discard.",
        count,
    ).format(count=count)
    parts = [discarded]
    if roles is not None:
        parts.append(_plain_roles(game, t, defender))
    wrong["take_discards"] = " ".join(parts)
    if (
        roles is not None
        and roles.details["attacker"] != defender
        and defender in game.active_players()
    ):
        moved = [
            _plain_roles(game, t, defender) if e.rule == "roles.next" else e.message_in(lang)
            for e in events
        ]
        wrong["taker_attacks_next"] = " ".join(moved)
    if draw is not None and draw.details["order"] and draw.details["order"][0] != defender:
        order = [defender, *[s for s in draw.details["order"] if s != defender]]
        counts = [1, *draw.details["counts"]][: len(order)]
        drawn = draw_words(text, [names[s] for s in order], counts)
        first = text.event_text("draw.order", {"draws": drawn, "face_up": ""})
        wrong["defender_draws_first"] = " ".join(
            first if e.rule == "draw.order" else e.message_in(lang) for e in events
        )
    return wrong


def _plain_roles(game: Game, t: Any, attacker: int) -> str:
    """The sentence "Bout N: `attacker` attacks the next player." with no reason: the outcome a
    wrong choice expects, which no rule gives here."""
    names = game.names
    active = list(game.active_players())
    after = active[(active.index(attacker) + 1) % len(active)] if attacker in active else attacker
    return t.gettext("Bout {bout}: {attacker} attacks {defender}.").format(
        bout=game.bout + 1, attacker=names[attacker], defender=names[after]
    )
