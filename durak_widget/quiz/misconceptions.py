"""The wrong choices of a "why" question: real beginner misconceptions, each with its source.

A "why" question asks for the reason the engine refused a move. Its wrong choices are other
refusals of the engine, worded by the engine's own templates, that a learner holding one of
the misconceptions below would reach for. Each wrong choice is a wrong answer about *this*
position, never a false statement of a rule:

- its rule exists in the quiz's rule set (no transfer refusal in podkidnoy);
- every general fact it states is true: a rank comparison ("a 6 is lower than a 7"), a card's
  suit and whether it is a trump, the limit on attack cards, who the trumps are;
- what it says about the position (a count, who defends, why a card cannot beat another) is
  false here, so it cannot be a second right answer: "6♣ cannot beat 9♥: it is neither of
  9♥'s suit nor a trump" is never offered beside "9♥ is a trump", because both would explain
  the refusal, and "7♥ cannot beat 9♠: a card of the same suit must be higher" is never
  offered beside "P1 has already taken": 7♥ cannot beat 9♠ whatever, a second true reason
  (beside the engine's own reason that 9♠ is a trump it is the wrong account of the same
  fact, and stays a wrong answer).

`wrong_reasons` builds them; `MISCONCEPTIONS` documents each belief, what the rules say
instead, and where they say it (the source texts the project follows).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.cards import SUIT_NAMES, Card, rank_label
from ..games import kind_of

__all__ = ["MISCONCEPTIONS", "Misconception", "explanation", "misconception", "wrong_reasons"]


@dataclass(frozen=True)
class Misconception:
    """A belief beginners hold about the rules: ``key``, the ``belief``, what the rules say
    instead (``truth``), ``source`` (the text that says it, with its words), and the engine
    ``rules`` whose refusals a learner holding the belief picks as the reason."""

    key: str
    belief: str
    truth: str
    source: str
    rules: tuple[str, ...]


MISCONCEPTIONS: tuple[Misconception, ...] = (
    Misconception(
        "rank_across_suits",
        "A higher card beats a lower one whatever its suit.",
        "A plain card is beaten only by a higher card of its own suit or by a trump.",
        "Wikipedia, Durak (podkidnoy): 'Non-trump attacking cards may be beaten by either a) a "
        "higher card of the same suit or b) a trump.'",
        ("beat.lower_same_suit", "pile.lower_same_suit"),
    ),
    Misconception(
        "always_six",
        "A bout may always hold six attack cards (or: beaten cards no longer count).",
        "At most six attack cards, beaten ones included, and never more than the defender held "
        "when the bout began.",
        "pagat.com (podkidnoy): 'the total number of cards played by the attackers during a bout "
        "must never exceed six; if the defender had fewer than six cards before the bout, the "
        "number of cards played by the attackers must not be more than the number of cards in "
        "the defender's hand.'",
        ("attack.cap_reached", "attack.defender_hand"),
    ),
    Misconception(
        "attack_ranks_only",
        "Only the ranks of the attack cards may be thrown in.",
        "Any rank on the table may be thrown in, an attack card's or a defence card's.",
        "Wikipedia, Durak: 'there is already a card of the same rank on the table (either "
        "defending or attacking)'; pagat.com: 'either an attack card or a card played by the "
        "defender'.",
        ("attack.rank_not_on_table",),
    ),
    Misconception(
        "who_defends",
        "Whoever moves next is the defender; anyone may beat the attack cards.",
        "The player the attack is aimed at (the attacker's left neighbour) is the only "
        "defender; the others may only throw in.",
        "Wikipedia, Durak: 'The player to the attacker's left is always the defender.' The "
        "Spanish rules: 'el jugador de su izquierda, que es el único defensor en este turno'.",
        ("defend.not_defender", "attack.by_defender"),
    ),
    Misconception(
        "take_discards",
        "After a take, the cards on the table go to the discard as after a defence.",
        "The defender who takes picks up every card on the table, the beaten ones included.",
        "Wikipedia, Durak: 'he must pick up all the cards on the table—including all the cards "
        "the attackers pitched in—and incorporate them into his or her hand.'",
        (),
    ),
    Misconception(
        "taker_attacks_next",
        "The defender attacks next, whether the defence held or not.",
        "A defender who takes loses the turn: the player on their left attacks next.",
        "Wikipedia, Durak: 'The failed defender loses her or his turn to attack; hence the "
        "player to the defender's left attacks next.'",
        (),
    ),
    Misconception(
        "defender_draws_first",
        "The defender, who is short of cards, draws first.",
        "The main attacker draws first, then the others who attacked, and the defender last.",
        "Wikipedia, Durak: 'starting from the main attacker, followed by anyone else who "
        "contributed cards, and culminating with the defender, each player ... must draw'.",
        (),
    ),
    Misconception(
        "out_of_turn",
        "In Svoi Kozyri a player may beat whenever they hold a card that beats the top card.",
        "Play goes round: only the player whose turn it is beats the top card or picks up.",
        "Svoi Kozyri, the store description (digest in the rules README): 'The next player "
        "either beats the top card ... or cannot beat it and picks up'.",
        ("turn.not_yours",),
    ),
)
"""The beliefs the wrong choices come from, in the order the docs list them."""

_BY_RULE = {rule: m.key for m in MISCONCEPTIONS for rule in m.rules}


def misconception(key: str) -> Misconception:
    """The misconception called `key`; `ValueError` naming the keys for another."""
    for found in MISCONCEPTIONS:
        if found.key == key:
            return found
    keys = ", ".join(m.key for m in MISCONCEPTIONS)
    raise ValueError(f"no misconception {key!r:.40}: expected one of {keys}")


def explanation(key: str, lang: str = "en") -> str:
    """One sentence, in language `lang`, that explains misconception `key` to a learner who
    picked a wrong choice built from it (the feedback on that choice); `ValueError` for an
    unknown key or language."""
    from .words import tr

    misconception(key)
    t = tr(lang)
    texts = {
        "rank_across_suits": t.gettext(
            "Rank decides only within a suit: a plain card is beaten by a higher card of its "
            "own suit or by any trump, whatever their ranks."
        ),
        "always_six": t.gettext(
            "The limit counts every attack card of the bout, beaten ones included, and never "
            "exceeds the cards the defender held when the bout began."
        ),
        "attack_ranks_only": t.gettext(
            "Any rank on the table may be thrown in, a defence card's as well as an attack card's."
        ),
        "who_defends": t.gettext(
            "Only the player the attack is aimed at defends; the other players may only throw in."
        ),
        "take_discards": t.gettext(
            "A defender who takes picks up every card on the table; only cards beaten off go to "
            "the discard."
        ),
        "taker_attacks_next": t.gettext(
            "A defender who takes loses the turn to attack: the player on their left attacks next."
        ),
        "defender_draws_first": t.gettext(
            "After a bout the main attacker draws first, then the other attackers, and the "
            "defender last."
        ),
        "out_of_turn": t.gettext(
            "Play goes round: only the player whose turn it is beats the top card or picks up."
        ),
    }
    return texts[key]


# ----------------------------------------------------------------- the wrong choices

Build = Callable[[Any, Any, Any], "dict[str, Any] | None"]
"""From (game, move, verdict): the details that fill a rule's refusal so that its general
facts are true and its claim about the position is false, or ``None`` when it cannot."""


def _beat_pair(game: Any, move: Any) -> tuple[Card, Card] | None:
    if move.kind != "defend" or move.target is None or not move.cards:
        return None
    return move.cards[0], move.target


def _rank_details(card: Card, target: Card, game: Any) -> dict[str, Any]:
    return {
        "card": str(card),
        "target": str(target),
        "card_rank": card.rank,
        "target_rank": target.rank,
        "suit": SUIT_NAMES[card.suit],
        "target_suit": SUIT_NAMES[target.suit],
        "trump_name": SUIT_NAMES[game.trump],
    }


def _lower_same_suit(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    # "X cannot beat T: a card of the same suit must be higher (X's rank is lower)": true
    # facts when X is lower; wrong here because X is not of T's suit. Where the engine's own
    # reason is about beating (T is a trump, X of another suit), this is the wrong account of
    # why X cannot beat T. Where the engine refuses for something else (the defender has
    # taken) while X cannot beat T anyway, "X cannot beat T" is a second true reason: never
    # offered as a wrong answer.
    pair = _beat_pair(game, move)
    if pair is None:
        return None
    card, target = pair
    if card.rank >= target.rank or card.suit == target.suit:
        return None
    beats = card.suit == game.trump and target.suit != game.trump
    if not beats and not verdict.rule.startswith("beat."):
        return None
    return _rank_details(card, target, game)


def _attack_count(game: Any) -> int:
    return len(game.table)


def _cap_reached(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    cap = game.rules.attack_cap
    if move.kind != "attack" or not game.table or cap is None or _attack_count(game) >= cap:
        return None
    return {"cap": cap, "count": cap}


def _defender_hand(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    info = game.limit_info()
    start = info.start_hand
    if move.kind != "attack" or not game.table or start is None or _attack_count(game) >= start:
        return None
    cap = game.rules.attack_cap
    if cap is not None and start >= cap:
        return None  # the defender's hand is not what limits this bout
    return {"start_hand": start, "count": start}


def _rank_not_on_table(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    if move.kind != "attack" or not game.table or len(move.cards) != 1:
        return None
    # the belief: only the attack cards' ranks count. Offered where the card's rank is on the
    # table by a defence card alone, listing the attack cards' ranks: the choice is the
    # believer's account, wrong here, and never names the card's own rank among the ranks it
    # says may be added (which would refute itself)
    card = move.cards[0]
    attacks = sorted({a.rank for a, _ in game.table})
    defences = {d.rank for _, d in game.table if d is not None}
    if card.rank in attacks or card.rank not in defences:
        return None  # not this belief's mistake (or it would be the true reason)
    labels = [rank_label(r) for r in attacks]
    return {"who": game.names[move.player], "card": str(card), "ranks": labels}


def _not_defender(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    if move.kind != "defend" or move.player != game.defender:
        return None
    other = game.attacker
    return {"who": game.names[move.player], "defender": game.names[other]}


def _by_defender(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    if move.kind != "attack" or move.player == game.defender or not game.table:
        return None
    form = {} if game.rules.transfer else {"form": "no_transfer"}
    return {"who": game.names[move.player], **form}


def _own_pair(game: Any, move: Any) -> tuple[Card, Card, str] | None:
    if move.kind != "beat" or move.card is None or not game.pile:
        return None
    if move.player != game.next_to_act():
        return None
    return move.card, game.pile[-1], game.trumps[move.player]


def _own_details(game: Any, card: Card, top: Card, own: str, who: int) -> dict[str, Any]:
    return {
        "who": game.names[who],
        "card": str(card),
        "top": str(top),
        "card_rank": card.rank,
        "top_rank": top.rank,
        "own": SUIT_NAMES[own],
        "top_suit": SUIT_NAMES[top.suit],
    }


def _pile_lower_same_suit(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    found = _own_pair(game, move)
    if found is None:
        return None
    card, top, own = found
    if card.rank >= top.rank or card.suit == top.suit:
        return None
    beats = card.suit == own and top.suit != own
    if not beats and not verdict.rule.startswith("pile."):
        return None  # a second true reason beside a refusal about something else
    return _own_details(game, card, top, own, move.player)


def _not_your_turn(game: Any, move: Any, verdict: Any) -> dict[str, Any] | None:
    if move.player != game.next_to_act() or game.players < 2:
        return None
    others = [p for p in range(game.players) if p != move.player and p not in game.out]
    if not others:
        return None
    return {"who": game.names[move.player], "turn": game.names[others[0]]}


_OWN_TRUMPS_BUILDERS: dict[str, Build] = {
    "pile.lower_same_suit": _pile_lower_same_suit,
    "turn.not_yours": _not_your_turn,
}

_BUILDERS: dict[str, Build] = {
    "beat.lower_same_suit": _lower_same_suit,
    "attack.cap_reached": _cap_reached,
    "attack.defender_hand": _defender_hand,
    "attack.rank_not_on_table": _rank_not_on_table,
    "defend.not_defender": _not_defender,
    "attack.by_defender": _by_defender,
}
_BY_GAME = {"durak": _BUILDERS, "own_trumps": _OWN_TRUMPS_BUILDERS}
assert {rule for builders in _BY_GAME.values() for rule in builders} == set(_BY_RULE)


def wrong_reasons(game: Any, move: Any, verdict: Any) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """The wrong choices for a "why" question on the refused `move`, as ``(misconception key,
    rule id, details)``: each rule's refusal filled so that it is a wrong answer about this
    position and no false statement of a rule (see the module docstring)."""
    for rule, build in _BY_GAME.get(kind_of(game).name, {}).items():
        if rule == verdict.rule:
            continue
        values = build(game, move, verdict)
        if values is not None:
            yield _BY_RULE[rule], rule, values
