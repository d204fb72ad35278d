"""`SimpleBot`: the heuristic a careful casual player follows, with a reason for every move.

The rules of thumb, in the order the bot applies them:

- Swap the six of trumps for the face-up trump whenever the rules allow it.
- Defend: plan how to beat every unbeaten card, giving each the cheapest card that beats it
  (plain cards before trumps, the strongest attack card served first). Transfer by showing a
  trump when possible (it costs nothing); transfer with the lowest plain card of the attack
  rank when it is a 10 or lower, when the plan would need a trump or fails, or once the talon
  is empty; transfer with a trump of 10 or lower only when the plan fails. Take when the plan
  fails, or when it would spend a high trump (queen or better) or two trumps early in the game
  (talon above `EARLY_TALON`) on a table of at most `CHEAP_TAKE` cards. Otherwise beat the
  first unbeaten card as planned.
- Lead the lowest plain card, preferring ranks held several times (each extra card of the rank
  counts as `PAIR_BONUS` ranks lower); with only trumps, the lowest trump. Where several cards
  may be led together, lead the whole group.
- Throw in the cheapest card of a rank on the table, but not trumps (until the talon is empty)
  and not high cards while the talon is large (above `EARLY_TALON`: at most a 10; above 0: at
  most a queen); otherwise say done.

The bot reads only the view and the legal moves, decides in a few microseconds, and leaves a
sentence naming the cards in `last_reason`.
"""

from __future__ import annotations

import random

from ..engine import Card, Move
from .cards import CARD_BY_CODE, value
from .phrases import rank_plural, said_text
from .reasons import Reasoning, Text, and_list

__all__ = ["CHEAP_TAKE", "EARLY_TALON", "PAIR_BONUS", "SimpleBot"]

EARLY_TALON = 12
"""A talon bigger than this counts as early in the game: trumps and high cards are saved."""

CHEAP_TAKE = 3
"""The bot considers taking to save trumps only when at most this many cards are on the table."""

PAIR_BONUS = 2
"""When leading, each further plain card of the same rank makes the rank this much cheaper."""


class SimpleBot(Reasoning):
    """The classic heuristic of casual players: lead low, beat cheaply, save trumps and high
    cards early, take when defending would cost too much, transfer when it pays. See the module
    docstring for the exact rules. `seed` breaks ties between equally good leads.

    >>> from durak_widget import Game
    >>> game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    >>> bot = SimpleBot()
    >>> bot.choose(game.view(0), game.legal_moves(0))
    Move.parse('P0 attacks 7♠')
    >>> bot.last_reason
    'I lead 7♠: my lowest card that is not a trump.'
    """

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._rng = random.Random(seed)
        self.last_reason = ""

    def __repr__(self) -> str:
        return f"SimpleBot(seed={self.seed!r})"

    def reseed(self, seed: int) -> None:
        """Restart the tie-breaking from `seed` (`durak_widget.simulate` does, per game)."""
        self._rng.seed(seed)

    # ----------------------------------------------------------------- entry point

    def choose(self, view: dict, moves: list[Move]) -> Move:
        """Pick a move by the rules of thumb in the module docstring and set `last_reason`."""
        if not moves:
            raise ValueError("SimpleBot was asked to choose from no legal moves")
        trump = view["trump"]
        for move in moves:
            if move.kind == "exchange":
                face_up = view.get("trump_card")
                self.last_reason = (
                    Text.gettext(
                        "I swap my six of trumps for the face-up {card}: a higher trump for free.",
                        card=CARD_BY_CODE[face_up],
                    )
                    if face_up
                    else Text.gettext(
                        "I swap my six of trumps for the face-up trump card: a higher trump for "
                        "free."
                    )
                )
                return move
        kinds = {move.kind for move in moves}
        if kinds & {"defend", "transfer", "take"}:
            return self._defend(view, moves, trump)
        if not view["table"]:
            return self._lead(view, moves, trump)
        return self._throw_in(view, moves, trump)

    # ----------------------------------------------------------------- attacking

    def _lead(self, view: dict, moves: list[Move], trump: str) -> Move:
        # Any card may lead, so the single-card leads list the whole hand.
        singles = [m for m in moves if m.kind == "attack" and len(m.cards) == 1]
        if not singles:
            return self._fallback(moves, Text.gettext("I had no single card to lead"))
        hand = [m.cards[0] for m in singles]
        counts: dict[int, int] = {}
        for card in hand:
            if card.suit != trump:
                counts[card.rank] = counts.get(card.rank, 0) + 1

        def key(move: Move) -> tuple[int, int]:
            card = move.cards[0]
            if card.suit == trump:
                return (1, card.rank)
            return (0, card.rank - PAIR_BONUS * (counts[card.rank] - 1))

        best = min(key(m) for m in singles)
        ties = [m for m in singles if key(m) == best]
        move = ties[self._rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
        card = move.cards[0]
        if card.suit == trump:
            self.last_reason = Text.gettext(
                "I lead {card}, my lowest trump: I hold only trumps.", card=card
            )
            return move
        group = [m for m in moves if m.kind == "attack" and len(m.cards) > 1]
        same = [c for c in hand if c.rank == card.rank and c.suit != trump]
        if group and len(same) > 1:
            wanted = frozenset(same)
            fits = [m for m in group if frozenset(m.cards) <= wanted]
            if fits:
                lead = max(fits, key=lambda m: len(m.cards))
                self.last_reason = Text.gettext(
                    "I lead {cards} together: my cheapest group of {ranks}, and none of them is "
                    "a trump.",
                    cards=and_list(lead.cards),
                    ranks=rank_plural(card.rank),
                )
                return lead
        plain = sorted((c for c in hand if c.suit != trump), key=lambda c: c.rank)
        lowest = plain[0]
        if counts[card.rank] > 1:
            others = and_list(c for c in same if c != card)
            if card.rank == lowest.rank:
                self.last_reason = Text.gettext(
                    "I lead {card}: my lowest card that is not a trump, and I hold {others} of "
                    "the same rank to throw in later.",
                    card=card,
                    others=others,
                )
            else:  # the pair bonus chose it over a lower single card
                self.last_reason = Text.gettext(
                    "I lead {card}: I hold {others} of the same rank to throw in later, which "
                    "is worth more than leading my lower {lowest} alone.",
                    card=card,
                    others=others,
                    lowest=lowest,
                )
        elif len(plain) == 1:
            self.last_reason = Text.gettext(
                "I lead {card}: my only card that is not a trump.", card=card
            )
        else:
            self.last_reason = Text.gettext(
                "I lead {card}: my lowest card that is not a trump.", card=card
            )
        return move

    def _throw_in(self, view: dict, moves: list[Move], trump: str) -> Move:
        talon = view["talon"]
        adds = [m for m in moves if m.kind == "attack"]
        done = next((m for m in moves if m.kind == "done"), None)
        max_rank = 10 if talon > EARLY_TALON else 12 if talon > 0 else 14
        good: list[Move] = []
        kept: list[Move] = []
        for move in adds:
            card = move.cards[0]
            if card.suit == trump:
                ok = talon == 0 and (not view["taking"] or len(view["hand"]) == 1)
            else:
                ok = card.rank <= max_rank
            (good if ok else kept).append(move)
        if good:
            move = min(good, key=lambda m: value(m.cards[0], trump))
            card = move.cards[0]
            why = (
                Text.gettext("the defender is taking, so it goes to them")
                if view["taking"]
                else Text.gettext("the defender must beat it too")
            )
            self.last_reason = Text.gettext(
                "I throw in {card}: its rank is on the table and {spare}; {why}.",
                card=card,
                spare=_spare(card, trump, talon),
                why=why,
            )
            return move
        if done is None:
            if adds:
                move = min(adds, key=lambda m: value(m.cards[0], trump))
                self.last_reason = Text.gettext(
                    "I throw in {card}: I may not say done yet.", card=move.cards[0]
                )
                return move
            return self._fallback(moves, Text.gettext("I had nothing to throw in"))
        if kept:
            saved = and_list(sorted({m.cards[0] for m in kept}, key=lambda c: value(c, trump)))
            self.last_reason = (
                Text.gettext(
                    "I say done: I could add {saved}, but I keep it for later.", saved=saved
                )
                if len(kept) == 1
                else Text.gettext(
                    "I say done: I could add {saved}, but I keep them for later.", saved=saved
                )
            )
        else:
            on_table = sorted(
                {
                    CARD_BY_CODE[code].rank
                    for slot in view["table"]
                    for code in (slot["attack"], slot["defence"])
                    if code
                }
            )
            self.last_reason = Text.gettext(
                "I say done: none of my cards matches the ranks on the table ({ranks}).",
                ranks=and_list(rank_plural(rank) for rank in on_table),
            )
        return done

    # ----------------------------------------------------------------- defending

    def _defend(self, view: dict, moves: list[Move], trump: str) -> Move:
        talon = view["talon"]
        take = next((m for m in moves if m.kind == "take"), None)
        transfers = [m for m in moves if m.kind == "transfer"]
        shows = [m for m in transfers if m.show]
        if shows:
            move = shows[0]
            self.last_reason = Text.gettext(
                "I transfer by showing {card}: it stays in my hand, so it costs nothing.",
                card=move.cards[0],
            )
            return move
        options: dict[Card, list[Card]] = {}
        for move in moves:
            if move.kind == "defend" and move.target is not None:
                options.setdefault(move.target, []).append(move.cards[0])
        unbeaten = [CARD_BY_CODE[slot["attack"]] for slot in view["table"] if not slot["defence"]]
        plan = _plan(unbeaten, options, trump)
        plain_transfers = [m for m in transfers if m.cards[0].suit != trump]
        if plain_transfers:
            move = min(plain_transfers, key=lambda m: m.cards[0].rank)
            card = move.cards[0]
            needs_trump = plan is None or any(c.suit == trump for _, c in plan)
            if card.rank <= 10 or needs_trump or talon == 0:
                self.last_reason = Text.gettext(
                    "I transfer with {card}: a card that is not a trump passes the attack on "
                    "instead of costing me cards to beat it.",
                    card=card,
                )
                return move
        if plan is None:
            cannot = next((t for t in unbeaten if not options.get(t)), None)
            low_trumps = [m for m in transfers if m.cards[0].rank <= 10]
            if low_trumps:
                move = min(low_trumps, key=lambda m: m.cards[0].rank)
                self.last_reason = Text.gettext(
                    "I transfer with {card}: I cannot beat every card, and a low trump is a fair "
                    "price for passing the attack on.",
                    card=move.cards[0],
                )
                return move
            if take is not None:
                if cannot is not None:
                    self.last_reason = Text.gettext(
                        "I take: nothing I hold beats {card}.", card=cannot
                    )
                else:
                    self.last_reason = Text.gettext(
                        "I take: I cannot beat {cards} all at once.", cards=and_list(unbeaten)
                    )
                return take
            return self._fallback(moves, Text.gettext("I could not beat every card"))
        used_trumps = [c for _, c in plan if c.suit == trump]
        table_cards = sum(1 + (slot["defence"] is not None) for slot in view["table"])
        if (
            take is not None
            and talon > EARLY_TALON
            and table_cards <= CHEAP_TAKE
            and used_trumps
            and (max(c.rank for c in used_trumps) >= 12 or len(used_trumps) >= 2)
        ):
            self.last_reason = Text.ngettext(
                "I take: beating would cost me {trumps}, and trumps are worth more than {n} card "
                "this early in the game ({talon} in the talon).",
                "I take: beating would cost me {trumps}, and trumps are worth more than {n} cards "
                "this early in the game ({talon} in the talon).",
                table_cards,
                trumps=and_list(used_trumps),
                talon=talon,
            )
            return take
        target, card = plan[0]
        move = next(
            m for m in moves if m.kind == "defend" and m.target == target and m.cards[0] == card
        )
        cheapest = min(options[target], key=lambda c: value(c, trump))
        if cheapest != card:
            self.last_reason = Text.gettext(
                "I beat {target} with {card}: I keep {cheapest} for another card on the table.",
                target=target,
                card=card,
                cheapest=cheapest,
            )
        elif card.suit != trump:
            self.last_reason = Text.gettext(
                "I beat {target} with {card}: the cheapest card that beats it; I keep my trumps.",
                target=target,
                card=card,
            )
        elif target.suit == trump:
            self.last_reason = Text.gettext(
                "I beat {target} with {card}: a trump is beaten only by a higher trump, and this "
                "is my lowest one that does.",
                target=target,
                card=card,
            )
        else:
            self.last_reason = Text.gettext(
                "I beat {target} with {card}: no plain card of mine beats it, so I use my "
                "lowest trump that does.",
                target=target,
                card=card,
            )
        return move

    # ----------------------------------------------------------------- helpers

    def _fallback(self, moves: list[Move], why: Text) -> Move:
        move = moves[0]
        self.last_reason = Text.gettext(
            "{why}, so I made the first legal move: {move}.", why=why, move=said_text(move)
        )
        return move


def _plan(
    unbeaten: list[Card], options: dict[Card, list[Card]], trump: str
) -> list[tuple[Card, Card]] | None:
    """Beat every unbeaten card: strongest attack card first, each with the cheapest unused
    card that beats it. Returns the pairs in table order, or ``None`` if some card is left."""
    used: set[Card] = set()
    pairs: dict[Card, Card] = {}
    for target in sorted(unbeaten, key=lambda c: -value(c, trump)):
        beaters = [c for c in options.get(target, ()) if c not in used]
        if not beaters:
            return None
        card = min(beaters, key=lambda c: value(c, trump))
        used.add(card)
        pairs[target] = card
    return [(t, pairs[t]) for t in unbeaten]


def _spare(card: Card, trump: str, talon: int) -> Text:
    """Why giving up `card` now costs little, true of the position: a low plain card, or
    (high cards and trumps) a talon too small, or empty, to be worth saving them for."""
    if card.suit != trump and card.rank <= 10:
        return Text.gettext("it is a low card I can spare")
    what = (
        Text.gettext("a trump")
        if card.suit == trump
        else Text.gettext("a high card like {card}", card=card)
    )
    if talon == 0:
        return Text.gettext(
            "with the talon empty there is nothing left to save {what} for", what=what
        )
    return Text.ngettext(
        "with only {n} card left in the talon I no longer save {what}",
        "with only {n} cards left in the talon I no longer save {what}",
        talon,
        what=what,
    )
