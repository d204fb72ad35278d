"""How the coach words a move, and the concrete reason a worse move is worse.

`principle_text` compares a move with a better one and names what the position shows: the
trump spent while a plain card also beats, the rank a defence card opens for the attackers
(with the card they are known to hold, or how many of that rank are still unseen), the dearer
card spent where a cheaper one beats, the high lead, the take. It reads only what the mover
sees (their view of the game), so a reason never gives away a hidden card.
"""

from __future__ import annotations

from typing import Any

from ..bots.cards import CARD_BY_CODE
from ..bots.phrases import option_text, rank_plural
from ..bots.reasons import Capitalized, Text, and_list
from ..engine.cards import DECK_LOWEST_RANK, Card
from .principles import PRINCIPLES

__all__ = [
    "first_up",
    "open_rank",
    "principle_reason",
    "principle_text",
    "said",
    "said_text",
]


def said_text(move: Any, game: Any) -> Text:
    """A move as the coach says it, as a `Text` (English as `str`, any language with
    `Text.in_language`); see `said`."""
    if move.kind == "attack" and getattr(game, "table", None):
        return Text.gettext("throwing in {cards}", cards=" ".join(str(c) for c in move.cards))
    return option_text(move)


def said(move: Any, game: Any) -> str:
    """A move as the coach says it: ``"beating 7♠ with 9♦"``, ``"throwing in 9♠"``,
    ``"taking"``."""
    return str(said_text(move, game))


def first_up(text: Text | str) -> Text:
    """`text` with its first letter in capitals (the rest, card names included, unchanged), in
    every language."""
    return Capitalized(text)


def _name(key: str) -> Text:
    """The name of principle `key`, in every language."""
    return Text.fixed(PRINCIPLES[key].name)


def _trump_of(game: Any, seat: int) -> str | None:
    trumps = getattr(game, "trumps", None)
    if trumps is not None:
        return str(trumps[seat])
    trump = getattr(game, "trump", None)
    return str(trump) if trump is not None else None


def principle_reason(game: Any, move: Any, better: Any) -> tuple[str | None, str]:
    """``(principle key, sentence)``: why `better` beats `move` in the words of a principle,
    or ``(None, "")`` when no principle fits."""
    key, text = principle_text(game, move, better)
    return key, str(text)


# ----------------------------------------------------------------- what a seat can see


def _seen_by(view: dict[str, Any]) -> tuple[set[Card], dict[Card, str]]:
    """The cards the viewer has seen (own hand, the discard, the table, the face-up trump)
    and the cards publicly known to be in another hand, with that seat's name."""
    seen = {CARD_BY_CODE[c] for c in view["hand"]} | {CARD_BY_CODE[c] for c in view["discarded"]}
    for slot in view["table"]:
        seen.add(CARD_BY_CODE[slot["attack"]])
        if slot["defence"]:
            seen.add(CARD_BY_CODE[slot["defence"]])
    if view.get("trump_card"):
        seen.add(CARD_BY_CODE[view["trump_card"]])
    held: dict[Card, str] = {}
    names = view.get("names") or [f"P{h['seat']}" for h in view["hands"]]
    for hand in view["hands"]:
        if hand["seat"] != view["seat"]:
            for code in hand["known"]:
                held[CARD_BY_CODE[code]] = names[hand["seat"]]
    return seen, held


def _table_ranks(view: dict[str, Any]) -> set[int]:
    ranks = set()
    for slot in view["table"]:
        ranks.add(CARD_BY_CODE[slot["attack"]].rank)
        if slot["defence"]:
            ranks.add(CARD_BY_CODE[slot["defence"]].rank)
    return ranks


def open_rank(view: dict[str, Any], card: Card) -> tuple[list[Card], int] | None:
    """What beating with `card` opens, as the defender (`view`'s seat) sees it: ``None`` when
    its rank is on the table already or every other card of that rank has been seen out of the
    attackers' reach; else ``(cards of that rank known to be in another hand, how many more
    are unseen)``."""
    if card.rank in _table_ranks(view):
        return None
    seen, held = _seen_by(view)
    known = [c for c in held if c.rank == card.rank]
    unseen = 0
    for suit in "SHDC":
        other = Card(card.rank, suit)
        if other != card and other not in seen and other not in held:
            unseen += 1
    if not known and not unseen:
        return None
    return known, unseen


def _holder(game: Any, view: dict[str, Any], cards: list[Card]) -> str:
    _, held = _seen_by(view)
    return held.get(cards[0], "")


# ----------------------------------------------------------------- the reasons


def principle_text(game: Any, move: Any, better: Any) -> tuple[str | None, Text]:
    """`principle_reason` with the sentence as a `Text`, for every language. A sentence may
    come without a principle (``(None, text)``): a fact the position shows that no principle
    the page teaches covers; ``(None, "")`` when nothing fits."""
    trump = _trump_of(game, move.player)
    card = move.cards[0] if move.cards else None
    other = better.cards[0] if better.cards else None
    talon = getattr(game, "talon_size", 0)
    mine_trump = card is not None and card.suit == trump
    theirs_trump = other is not None and other.suit == trump
    taking = ("take", "pick_up")
    beating = ("defend", "beat", "transfer")
    target = getattr(move, "target", None) or _top(game)
    tactic = _tactic_text(game, move, better, talon)
    if tactic is not None:
        return tactic
    if move.kind in beating and better.kind in taking:
        return "take_on_purpose", Text.gettext(
            "Taking was better than {move}; {principle}: a few low cards cost less than the cards "
            "spent to beat them",
            move=said_text(move, game),
            principle=_name("take_on_purpose"),
        )
    if move.kind in taking and better.kind in beating:
        return "take_on_purpose", Text.gettext(
            "You took, but {better} was better; {principle} only when beating costs more than "
            "the cards are worth",
            better=said_text(better, game),
            principle=_name("take_on_purpose"),
        )
    if mine_trump and not theirs_trump and talon > 0:
        return "keep_trumps", _spent_trump(game, move, better, target)
    same_target = getattr(better, "target", None) == getattr(move, "target", None)
    if (
        move.kind == "defend"
        and better.kind == "defend"
        and same_target
        and card is not None
        and other is not None
        and hasattr(game, "view")
    ):
        opened = _rank_reason(game, move, better)
        if opened is not None:
            return "rank_opening", opened
    if (
        move.kind in ("defend", "beat")
        and better.kind == move.kind
        and card is not None
        and other is not None
        and mine_trump == theirs_trump
        and card.rank > other.rank
        and same_target
    ):
        # A fact of the position, not a principle: beating cheaply decided no game against
        # strong play (docs/strategy.md), so no principle is named.
        return None, Text.gettext(
            "You beat {target} with {card} while the cheaper {other} also beats it",
            target=target,
            card=card,
            other=other,
        )
    if move.kind in ("attack", "lay") and card is not None:
        if better.kind == move.kind and other is not None and card.rank > other.rank:
            return "lead_low", Text.gettext(
                "You played {card} where {better} was better; {principle}",
                card=card,
                better=said_text(better, game),
                principle=_name("lead_low"),
            )
        if better.kind == "done":
            return "lead_low", Text.gettext(
                "You threw in {card} where saying done was better; {principle}: keep the high "
                "cards for later",
                card=card,
                principle=_name("lead_low"),
            )
    low = other is not None and other.rank <= 10 and not theirs_trump
    if move.kind == "done" and better.kind == "attack" and low:
        return "lead_low", first_up(
            Text.gettext(
                "{better} was better than saying done; {principle}: give the defender the cards "
                "you want rid of",
                better=said_text(better, game),
                principle=_name("lead_low"),
            )
        )
    return None, Text.fixed("")


LAST_CARDS = 3
"""A talon of at most this many cards is "the last cards of the talon"."""


def _tactic_text(game: Any, move: Any, better: Any, talon: int) -> tuple[str, Text] | None:
    """The reason of a tactic the position shows, or ``None``: a transfer that was better than
    beating or taking; a take with the last cards of the talon where beating was better; a
    throw-in that would have drawn the face-up trump to the mover."""
    others: tuple[Any, ...] = tuple(getattr(better, "cards", ()))
    if move.kind in ("defend", "take") and better.kind == "transfer" and others:
        return "transfer", Text.gettext(
            "Transferring with {card} was better than {move}: a card of the attack's rank passes "
            "the whole attack on to the next player; {principle}",
            card=others[0],
            move=said_text(move, game),
            principle=_name("transfer"),
        )
    if move.kind == "take" and better.kind == "defend" and 0 < talon <= LAST_CARDS:
        return "last_talon", Text.ngettext(
            "You took with {n} card left in the talon, where {better} was better: so near the "
            "end there is no time to play the cards you pick up back; {principle}",
            "You took with {n} cards left in the talon, where {better} was better: so near the "
            "end there is no time to play the cards you pick up back; {principle}",
            talon,
            better=said_text(better, game),
            principle=_name("last_talon"),
        )
    if better.kind == "attack" and others and hasattr(game, "view") and move.kind != "attack":
        view = game.view(better.player)
        if all(_unbeatable(view, card) for card in others):
            names = view.get("names") or [f"P{h['seat']}" for h in view["hands"]]
            defender = names[view["defender"]]
            return "count_trumps", first_up(
                Text.gettext(
                    "{better} was better: every trump is accounted for, so {who} holds none, "
                    "and no card left can beat {cards}; {principle}",
                    better=said_text(better, game),
                    who=defender,
                    cards=" ".join(str(c) for c in others),
                    principle=_name("count_trumps"),
                )
            )
    face_up = getattr(game, "trump_card", None)
    if move.kind == "done" and better.kind == "attack" and face_up is not None:
        seat = move.player
        need = max(game.rules.hand_size - len(game.hand(seat)), 0)
        first = seat == game.attacker  # the main attacker draws first
        if first and need < talon <= need + len(others):
            return "face_up_trump", Text.ngettext(
                "Throwing in {cards} was better than saying done: then you draw the last {n} "
                "card of the talon, the face-up trump {trump} among them; {principle}",
                "Throwing in {cards} was better than saying done: then you draw the last {n} "
                "cards of the talon, the face-up trump {trump} among them; {principle}",
                talon,
                cards=" ".join(str(c) for c in others),
                trump=face_up,
                principle=_name("face_up_trump"),
            )
    return None


def _unbeatable(view: dict[str, Any], card: Card) -> bool:
    """Whether nothing the other players may hold can beat `card`, as the viewer counts: every
    trump (and every higher card of its suit) seen out of their hands, or its own."""
    seen, held = _seen_by(view)
    trump = view["trump"]
    mine = {CARD_BY_CODE[c] for c in view["hand"]}
    low = DECK_LOWEST_RANK[view["rules"]["deck_size"]]

    def out_of_reach(other: Card) -> bool:
        return other in mine or (other in seen and other not in held)

    higher = [Card(rank, card.suit) for rank in range(card.rank + 1, 15)]
    trumps = [] if card.suit == trump else [Card(rank, trump) for rank in range(low, 15)]
    return all(out_of_reach(other) for other in higher + trumps)


def _rank_reason(game: Any, move: Any, better: Any) -> Text | None:
    """The rank-opening reason, when `move`'s card opens a rank the attackers can throw in
    and `better`'s card (beating the same card) opens none."""
    view = game.view(move.player)
    card, other, target = move.cards[0], better.cards[0], move.target
    opened = open_rank(view, card)
    if opened is None or open_rank(view, other) is not None:
        return None
    known, unseen = opened
    values = {
        "card": card,
        "target": target,
        "other": other,
        "ranks": rank_plural(card.rank),
        "principle": _name("rank_opening"),
    }
    if known:
        return Text.gettext(
            "{card} opens the {ranks}, and {who} holds {known}, which can be thrown in; {other} "
            "beats {target} too and opens no rank they can add to: {principle}",
            who=_holder(game, view, known),
            known=and_list(known),
            **values,
        )
    return Text.ngettext(
        "{card} opens the {ranks}, and {n} more of them is still unseen, so the attackers may "
        "throw it in; {other} beats {target} too and opens no rank they can add to: {principle}",
        "{card} opens the {ranks}, and {n} more of them are still unseen, so the attackers may "
        "throw one in; {other} beats {target} too and opens no rank they can add to: {principle}",
        unseen,
        **values,
    )


def _spent_trump(game: Any, move: Any, better: Any, target: Any) -> Text:
    """``"You spent the trump 9♦ on 7♠ while 8♠ also beats it; keep trumps ..."``: "also
    beats" only of a card that beats the same card (the engine's own judgement of the better
    move); any other better move is named by what it does ("transferring with 7♠ keeps it")."""
    card = move.cards[0]
    other = better.cards[0] if better.cards else None
    values = {"card": card, "target": target, "principle": _name("keep_trumps")}
    beats_too = (
        other is not None
        and better.kind in ("defend", "beat")
        and target is not None
        and getattr(better, "target", None) in (None, target)
    )
    if target is not None and move.kind in ("defend", "beat", "transfer"):
        if beats_too:
            return Text.gettext(
                "You spent the trump {card} on {target} while {other} also beats it; {principle}",
                other=other,
                **values,
            )
        return Text.gettext(
            "You spent the trump {card} on {target} where {better} keeps it; {principle}",
            better=said_text(better, game),
            **values,
        )
    if beats_too:
        return Text.gettext(
            "You spent the trump {card} while {other} also beats it; {principle}",
            other=other,
            **values,
        )
    return Text.gettext(
        "You spent the trump {card} where {better} keeps it; {principle}",
        better=said_text(better, game),
        **values,
    )


def _top(game: Any) -> Any:
    pile = getattr(game, "pile", None)
    return pile[-1] if pile else None
