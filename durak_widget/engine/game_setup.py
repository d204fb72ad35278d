"""The checks behind `Game.from_position` for a bout under way: the cards on the table, whether
the defender has said take, and the cards publicly known to be in each hand."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .cards import CARDS, RANK_MASK, SUIT_NAMES, Card, deck_mask, rank_label
from .checks import check_items
from .state import NO_CARD, DurakState


class CardReader:
    """`Game.from_position`'s card reader: called with a list of cards and where they lie, it
    returns their indices, each checked against the deck and against every card read before
    (a `ValueError` names the card and both places)."""

    def __init__(self, deck_size: int) -> None:
        self.deck_size = deck_size
        self.allowed = deck_mask(deck_size)
        self.seen: dict[int, str] = {}

    def __call__(self, cards: object, where: str) -> list[int]:
        """The card indices of `cards`, which lie in `where` (for the messages)."""
        allowed, seen = self.allowed, self.seen
        out = []
        for item in check_items(cards, where, "cards"):
            card = Card.parse(item)
            if not allowed >> card.index & 1:
                lowest = min(r for r in range(2, 15) if allowed & RANK_MASK[r])
                raise ValueError(
                    f"{card} in {where} is not in a {self.deck_size}-card deck "
                    f"({rank_label(lowest)}-A)"
                )
            if card.index in seen:
                raise ValueError(f"{card} appears twice: in {seen[card.index]} and in {where}")
            seen[card.index] = where
            out.append(card.index)
        return out


Take = Callable[[object, str], list[int]]
"""The type of a `CardReader` as `table_pairs` uses it."""


def table_pairs(table: object, take: Take) -> list[tuple[int, int]]:
    """The table as ``(attack index, defence index or NO_CARD)`` pairs, in play order. Each
    entry is a card (an unbeaten attack card) or a pair ``(attack, defence)`` whose defence may
    be ``None``."""
    if isinstance(table, (str, bytes)) or not isinstance(table, Iterable):
        raise ValueError(
            f"table must be a list of attack cards or (attack, defence) pairs, got {table!r:.60}"
        )
    pairs = []
    for number, item in enumerate(table, start=1):
        if isinstance(item, (Card, str)):
            attack, defence = item, None
        elif isinstance(item, (tuple, list)) and len(item) in (1, 2):
            attack, defence = item[0], (item[1] if len(item) == 2 else None)
        else:
            raise ValueError(
                f"table entry {number} must be a card or a pair (attack, defence), got {item!r:.60}"
            )
        a = take([attack], f"the table (attack card {number})")[0]
        d = NO_CARD
        if defence is not None:
            d = take([defence], f"the table (the defence of {CARDS[a]})")[0]
        pairs.append((a, d))
    return pairs


def known_masks(known: object, hands: list[int]) -> list[int] | None:
    """Each seat's publicly known cards as a bit set (``None`` when none are given); every
    known card must be in that seat's hand."""
    if known is None:
        return None
    players = len(hands)
    items: Iterable[tuple[Any, Any]]
    if isinstance(known, Mapping):
        items = known.items()
    elif isinstance(known, (str, bytes)) or not isinstance(known, Sequence):
        raise ValueError(
            f"known must be a list with each seat's known cards, or a dict by seat, got "
            f"{known!r:.60}"
        )
    else:
        if len(known) != players:
            raise ValueError(
                f"known lists {len(known)} seats, but the game has {players}: give one list "
                "per seat (empty for none), or a dict by seat"
            )
        items = enumerate(known)
    masks = [0] * players
    for seat, cards in items:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise ValueError(f"known names seat {seat!r}: expected a seat from 0 to {players - 1}")
        if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
            raise ValueError(f"the known cards of P{seat} must be a list of cards, got {cards!r}")
        for item in cards:
            card = Card.parse(item)
            if not hands[seat] >> card.index & 1:
                raise ValueError(
                    f"{card} is listed as known in the hand of P{seat}, who does not hold it"
                )
            masks[seat] |= 1 << card.index
    return masks


def check_bout(game: DurakState) -> None:
    """Refuse a table no bout could have reached: a defence that does not beat its attack
    card, an attack card whose rank was not on the table, more attack cards than the limit, a
    take with everything beaten, or a bout that would already have ended."""
    attacks, defences = game._attacks, game._defences
    trump = game.trump
    for number, (a, d) in enumerate(zip(attacks, defences), start=1):
        if d != NO_CARD and not game._beaters[a] >> d & 1:
            raise ValueError(
                f"{CARDS[d]} does not beat {CARDS[a]} (table entry {number}; trumps are "
                f"{SUIT_NAMES[trump]})"
            )
        # Laid after the entries before it and their defences: one of them shows its rank.
        earlier = [*attacks[: number - 1], *(i for i in defences[: number - 1] if i != NO_CARD)]
        if number > 1 and all(i % 13 != a % 13 for i in earlier):
            raise ValueError(
                f"{CARDS[a]} (table entry {number}) could not have been added: no card laid "
                "before it has its rank"
            )
    limit = game._limit_cache[4]
    if len(attacks) > limit:
        raise ValueError(
            f"the table holds {len(attacks)} attack cards, more than this bout allows: "
            f"{game.limit_info().text}"
        )
    unbeaten = defences.count(NO_CARD)
    if game._taking:
        if not unbeaten:
            raise ValueError("taking=True needs an attack card on the table that is not beaten")
        if not game.rules.throw_in_after_take or len(attacks) >= limit:
            raise ValueError(
                "the defender would already have picked up the table: nothing may be added "
                "after this take"
            )
    elif not unbeaten and (not game._hands[game._defender] or len(attacks) >= limit):
        raise ValueError(
            "the bout would already be over: every attack card is beaten and nothing more "
            "may be added"
        )
    if (game._taking or not unbeaten) and not game._anyone_waiting():
        raise ValueError("the bout would already be over: nobody may add a card to this table")


__all__: list[str] = []  # helpers of the engine itself: no public names
