"""Questions answered by playing the bout out on a copy of the game and reading the engine's
events (`Game.last_events`): who attacks next ("next_attacker") and what happens when the
defender takes ("after_take")."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bots import turn
from ..engine import Game, Move
from .questions import Question

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
    if not game.table or game.taking or all(d is not None for _, d in game.table):
        return
    defender = f"P{game.defender}"
    choices = tuple(f"P{p}" for p in game.active_players())
    beats = (
        f"Suppose {defender} beats every card on the table and nobody adds more. "
        "Who attacks in the next bout?"
    )
    takes = f"Suppose {defender} takes now and nobody adds more. Who attacks in the next bout?"
    for how, play_out, prompt in (("beats", _beat_all, beats), ("takes", _take, takes)):
        trial = game.copy()
        if play_out(trial):
            _close_bout(trial)
            event = _roles_next(trial)
            if event is not None:
                yield _next_question(game, source, where, how, choices, event, prompt)


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
    prompt: str,
) -> Question:
    ended = "bout.beaten_off" if how == "beats" else "bout.taken"
    return Question(
        game=game,
        kind="next_attacker",
        prompt=prompt,
        choices=choices,
        answer=f"P{event.details['attacker']}",
        why=f"The engine says: {event.message}",
        rule="roles.next",
        rules=("roles.next", ended),
        source=source,
        seat=game.defender,
        key=f"next|{how}|{where}",
    )


# ----------------------------------------------------------------- "after_take"


def after_take_questions(
    game: Game, source: str, where: str, rng: random.Random
) -> Iterator[Question]:
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
    right = " ".join(e.message for e in events)
    wrong = _other_outcomes(game, events)
    wrong = [w for w in dict.fromkeys(wrong) if w != right][:3]
    if len(wrong) < 2:
        return
    choices = [right, *wrong]
    rng.shuffle(choices)
    who = f"P{game.defender}"
    yield Question(
        game=game,
        kind="after_take",
        prompt=f"What happens if {who} takes now (and nobody adds more cards)?",
        choices=tuple(choices),
        answer=right,
        why=f"The engine says: {right}",
        rule="bout.taken",
        rules=tuple(dict.fromkeys(["bout.taken", "take.legal", *(e.rule for e in events)])),
        source=source,
        seat=game.defender,
        move=take,
        key=f"after_take|{where}",
    )


def _other_outcomes(game: Game, events: list[Any]) -> list[str]:
    """Outcomes that did not happen, worded by the engine's event templates: the cards
    beaten off instead of taken, the taker drawing first, the wrong next attacker."""
    text = game.messages
    by_rule = {e.rule: e for e in events}
    taken = by_rule["bout.taken"]
    defender = taken.details["defender"]
    count = len(taken.details["cards"])
    cards_count = text.phrase("cards.one") if count == 1 else text.phrase("cards.many", count=count)
    names = game.names
    draw = by_rule.get("draw.order")
    roles = by_rule.get("roles.next")
    wrong: list[str] = []
    beaten = text.event_text(
        "bout.beaten_off", {"defender": names[defender], "cards_count": cards_count}
    )
    parts = [beaten]
    if roles is not None:
        parts.append(_roles_text(game, roles, defender, "why.beaten_off", defender))
    wrong.append(" ".join(parts))
    if roles is not None:
        for attacker in game.active_players():
            if attacker != roles.details["attacker"]:
                moved = [
                    _roles_text(game, e, attacker, "why.taken", defender)
                    if e.rule == "roles.next"
                    else e.message
                    for e in events
                ]
                wrong.append(" ".join(moved))
    if draw is not None and len(draw.details["order"]) >= 1:
        order = [defender, *[s for s in draw.details["order"] if s != defender]]
        counts = [1, *draw.details["counts"]][: len(order)]
        first = text.event_text(
            "draw.order",
            {
                "drawers": " and ".join(names[s] for s in order),
                "draw": "draw" if len(order) > 1 else "draws",
                "counts": " and ".join(str(n) for n in counts),
                "card_word": "cards",
                "face_up": "",
            },
        )
        wrong.append(" ".join(first if e.rule == "draw.order" else e.message for e in events))
    return wrong


def _roles_text(game: Game, roles: Any, attacker: int, why: str, previous: int) -> str:
    text = game.messages
    names = game.names
    active = [p for p in game.active_players()]
    after = active[(active.index(attacker) + 1) % len(active)] if attacker in active else attacker
    bout = roles.message.split(":")[0].removeprefix("Bout ")
    return text.event_text(
        "roles.next",
        {
            "bout": bout,
            "attacker": names[attacker],
            "defender": names[after],
            "why": text.phrase(why, previous=names[previous]),
        },
    )
