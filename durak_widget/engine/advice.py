"""What a Durak verdict says beyond its rule: the consequences of a legal take or done (how many
cards go where, how many more may be added, who attacks next) and, for a refusal, the closing
sentence naming what the player may do instead. Texts are the ``advice.*`` phrases and the
``take.legal`` / ``done.legal`` forms of `durak_widget.engine.messages`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CARDS, Card
from .messages import MessageTable, join_words
from .moves import ATTACK, DEFEND, DONE, EXCHANGE, TAKE, TRANSFER, Move
from .state import NO_CARD

if TYPE_CHECKING:
    from .state import DurakState


def take_details(game: DurakState, who: str) -> dict[str, Any]:
    """The details of a legal take: ``count`` (cards on the table), ``unbeaten``, ``more``
    (attack cards that may still be added: the limit minus those played, 0 when nobody may
    add), ``next`` (who attacks next) and the ``form`` of the wording."""
    attacks, defences = game._attacks, game._defences
    unbeaten = defences.count(NO_CARD)
    count = len(attacks) + len(defences) - unbeaten
    defender = game._defender
    hands = game._hands
    more = 0
    if game.rules.throw_in_after_take and any(
        hands[q] and game._may_throw_in(q) for q in range(game._n)
    ):
        more = max(0, game._limit_cache[4] - len(attacks))
    details: dict[str, Any] = {"who": who, "count": count, "unbeaten": unbeaten, "more": more}
    details["next"] = game.names[game._next_active(defender)]
    if not more:
        ends = not game._stock and not any(hands[q] for q in range(game._n) if q != defender)
        details["form"] = "final_end" if ends else "final"
    return details


def done_details(game: DurakState, p: int, who: str) -> dict[str, Any]:
    """The details of a legal done: ``waiting`` (who may still add cards), ``defender``,
    ``count`` (cards on the table), ``next`` (who attacks next) and the ``form`` of the
    wording: whether the bout ends now, with the cards going to the discard pile (bito) or to
    the defender. (A done never ends the game: whoever says it still holds cards, and a
    defender who beats with their last card ends the bout at once.)"""
    names = game.names
    waiting = [names[q] for q in game._waiting_for() if q != p]
    defender = game._defender
    taking = game._taking
    defences = game._defences
    count = len(game._attacks) + len(defences) - defences.count(NO_CARD)
    hands = game._hands
    if taking:
        nxt = game._next_active(defender)
    elif hands[defender] or game._stock:
        nxt = defender
    else:
        nxt = game._next_active(defender)
    details: dict[str, Any] = {
        "who": who,
        "waiting": waiting,
        "defender": names[defender],
        "count": count,
        "next": names[nxt],
    }
    if waiting:
        if taking:
            details["form"] = "taking"
        return details
    details["form"] = "taken" if taking else "bito"
    return details


def thrown_in(game: DurakState) -> tuple[str, str]:
    """Who threw in which card since the attack was last made or passed on: the throw-in that
    ended transfers (``("another player", "a card")`` if the history does not show it)."""
    moves = []
    cards = 0
    history: list[Move] = game._history  # (typed here: mypyc cannot iterate `reversed` of Any)
    for move in reversed(history):  # the moves that put this bout's attack cards down
        if move.kind == ATTACK or (move.kind == TRANSFER and not move.show):
            moves.append(move)
            cards += len(move.cards)
            if cards >= len(game._attacks):
                break
        elif move.kind == TRANSFER:
            moves.append(move)
    moves.reverse()
    last_transfer = max((i for i, m in enumerate(moves) if m.kind == TRANSFER), default=0)
    attacker = moves[last_transfer].player if moves else game._attacker
    for move in moves[last_transfer + 1 :]:
        if move.kind == ATTACK and move.player != attacker:
            return game.names[move.player], str(move.cards[0])
    for move in moves[last_transfer + 1 :]:
        if move.kind == ATTACK:
            return game.names[move.player], str(move.cards[0])
    return "another player", "a card"


def durak_advice(game: DurakState, move: Move, moves: tuple[Move, ...]) -> str:
    """The closing sentence of a refusal of `move`: the useful moves among `moves` (the
    player's legal moves), such as "K♠ or 9♦ would beat 7♠, or you can take."."""
    texts = game.messages
    parts: list[str] = []
    lead = ""
    beaters: dict[Card, list[Card]] = {}
    for m in moves:
        if m.kind == DEFEND and m.target is not None:
            beaters.setdefault(m.target, []).append(m.cards[0])
    # Only the defender is told what their hand cannot beat: the sentence lists the mover's
    # own options, never another seat's.
    aimed = move.target if move.kind == DEFEND and move.player == game._defender else None
    if aimed is not None and aimed not in beaters and _unbeaten(game, aimed):
        lead = texts.phrase("advice.cannot_beat", target=str(aimed)) + "; "
    if aimed in beaters or len(beaters) == 1:
        target = aimed if aimed in beaters else next(iter(beaters))
        assert target is not None
        parts.append(
            texts.phrase("advice.beat", cards=_cards(texts, beaters[target]), target=str(target))
        )
    else:
        for target, cards in beaters.items():
            parts.append(
                texts.phrase("advice.beat_each", cards=_cards(texts, cards), target=str(target))
            )
    played = [m.cards[0] for m in moves if m.kind == TRANSFER and not m.show]
    if played:
        parts.append(texts.phrase("advice.transfer", cards=_cards(texts, played)))
    shown = [m.cards[0] for m in moves if m.kind == TRANSFER and m.show]
    if shown:
        parts.append(texts.phrase("advice.show", cards=_cards(texts, shown)))
    if any(m.kind == TAKE for m in moves):
        parts.append(texts.phrase("advice.take"))
    attacks = [m for m in moves if m.kind == ATTACK]
    done = any(m.kind == DONE for m in moves)
    if attacks and not game._attacks:
        several = any(len(m.cards) > 1 for m in attacks)
        parts.append(texts.phrase("advice.lead_several" if several else "advice.lead"))
    elif attacks:
        parts.append(
            texts.phrase("advice.throw_in", cards=_cards(texts, [m.cards[0] for m in attacks]))
        )
        if done:
            parts.append(texts.phrase("advice.pass" if game._taking else "advice.done"))
    elif done:
        parts.append(texts.phrase("advice.pass_only" if game._taking else "advice.done_only"))
    if any(m.kind == EXCHANGE for m in moves) and game._six >= 0:
        parts.append(texts.phrase("advice.exchange", six=str(CARDS[game._six])))
    if not parts:
        return ""
    return sentence(texts, lead, parts)


def sentence(texts: MessageTable, lead: str, parts: list[str]) -> str:
    """``lead`` then `parts` joined as alternatives ("a, b, or c"), capitalised, with a full
    stop."""
    body = (
        parts[0]
        if len(parts) == 1
        else f"{', '.join(parts[:-1])}, {texts.phrase('or')} {parts[-1]}"
    )
    text = lead + body
    return text[:1].upper() + text[1:] + "."


def _cards(texts: MessageTable, cards: list[Card]) -> str:
    return join_words([str(c) for c in cards], texts.phrase("or"))


def _unbeaten(game: DurakState, target: Card) -> bool:
    attacks = game._attacks
    return target.index in attacks and game._defences[attacks.index(target.index)] < 0


__all__: list[str] = []  # the judge's helpers: no public names
