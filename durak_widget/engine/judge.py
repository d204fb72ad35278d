"""The judge of Durak: every move gets a `Verdict` naming the rule that decided it.

The shared guards (game over, unknown seat, seat out) run first, in `RecordedGame`; `_judge`
takes it from there. The texts live in `durak_widget.engine.messages`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from .advice import done_details, durak_advice, take_details, thrown_in
from .cards import CARDS, SUIT_NAMES, Card, rank_label
from .cards import popcount as _popcount
from .compiled import mypyc_attr
from .legal import LegalMoves
from .moves import ATTACK, DEFEND, DONE, TAKE, TRANSFER, Move
from .state import NO_CARD, ranks_in
from .verdict import FromMove, Later, Verdict

_LIMIT_RULES: Final = {
    "defender_hand": "attack.defender_hand",
    "first_bout_cap": "attack.first_bout_cap",
    "cap": "attack.cap_reached",
}


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class Judge(LegalMoves):
    """`_judge` for `Game` (the bases form one chain, as compiled classes need)."""

    def _judge(self, move: Move) -> Verdict:
        p = move.player
        who = self.names[p]
        kind = move.kind
        if kind == ATTACK:
            return self._judge_attack(move, p, who)
        if kind == DEFEND:
            return self._judge_defend(move, p, who)
        if kind == TRANSFER:
            return self._judge_transfer(move, p, who)
        if kind == TAKE:
            return self._judge_take(p, who)
        if kind == DONE:
            return self._judge_done(p, who)
        return self._judge_exchange(p, who)

    def _legal_verdict(self, move: Move) -> Verdict:
        """The verdict `_judge` gives `move`, for a move known to be legal right now (one that
        `legal_moves` returned in this very position): the same rule and details, without the
        checks. `play` calls it only after making sure where the move came from (so
        ``_legal_cache`` holds this position's moves and, after them, the throw-in mask)."""
        kind = move.kind
        if kind == DEFEND:
            # `_beat_verdict` for a legal defence: a higher card of the suit, or a trump.
            card, target = move.cards[0], move.target
            assert target is not None
            if card.suit != target.suit:
                rule = "beat.trump_on_plain"
            elif card.suit == self.trump:
                rule = "beat.higher_trump"
            else:
                rule = "beat.higher_same_suit"
            return Verdict(True, rule, _BEAT_DETAILS)
        p = move.player
        if kind == ATTACK:
            attacks = self._attacks
            if not attacks:
                if len(move.cards) == 1:
                    return Verdict(True, "attack.lead", _LEAD_DETAILS)
            else:
                return _throw_in_verdict(
                    self.names[p],
                    move.cards[0],
                    self._legal_cache[4],  # the table's ranks, as `legal_moves` found them
                    len(attacks),
                    self._limit_cache[4],
                    self._taking,
                )
        elif kind == DONE:
            return _done_verdict(p, self.names[p])
        elif kind == TAKE:
            return _take_verdict(self.names[p])
        return self._judge(move)

    def _advice(self, verdict: Verdict, move: Move, moves: tuple[Move, ...]) -> str:
        """What the player of a refused `move` may do instead (see `durak_advice`)."""
        return durak_advice(self, move, moves)

    def _allowed_names(self) -> list[str]:
        return [self.names[p] for p in range(self._n) if self._may_throw_in(p)]

    def _allowed_rule(self) -> str:
        return self.messages.phrase("throw_in." + self.rules.throw_in)

    def _missing(self, p: int, cards: Sequence[Card], who: str) -> Verdict | None:
        hand = self._hands[p]
        seen = 0
        for card in cards:
            bit = 1 << card.index
            if seen & bit:
                return _no("card.repeated", card=str(card))
            seen |= bit
            if not hand & bit:
                return _no("card.not_in_hand", who=who, card=str(card))
        return None

    def _judge_attack(self, move: Move, p: int, who: str) -> Verdict:
        cards = move.cards
        if p == self._defender:
            if not self.rules.transfer:
                return _no("attack.by_defender", who=who, form="no_transfer")
            return _no("attack.by_defender", who=who)
        if not self._attacks:
            if p != self._attacker:
                return _no("attack.not_your_lead", who=who, attacker=self.names[self._attacker])
            missing = self._missing(p, cards, who)
            if missing is not None:
                return missing
            if len(cards) > 1:
                if not self.rules.multi_card_lead:
                    return _no("attack.one_card_lead", count=len(cards))
                ranks = sorted({c.rank for c in cards})
                if len(ranks) > 1:
                    return _no(
                        "attack.mixed_ranks",
                        cards=[str(c) for c in cards],
                        ranks=[rank_label(r) for r in ranks],
                    )
                limit = self._limit_cache[4]
                if len(cards) > limit:
                    return _no(
                        "attack.lead_over_limit",
                        who=who,
                        count=len(cards),
                        limit=limit,
                        start_hand=self._start_hand,
                        reason=self.limit_info().text,
                    )
                return _yes(
                    "attack.lead_several", who=who, cards=[str(c) for c in cards], count=len(cards)
                )
            return _lead_verdict(who, cards[0])
        if not self._throw_in_right(p):
            if self.rules.partnerships and not (p - self._defender) % 2:
                return _no("attack.partner", who=who, defender=self.names[self._defender])
            return _no(
                "attack.not_allowed",
                who=who,
                allowed_rule=self._allowed_rule(),
                allowed=self._allowed_names(),
            )
        if not self._may_throw_in(p):
            if self._taking:
                return _no(
                    "attack.join_after_first_beat",
                    who=who,
                    count=len(self._attacks),
                    defender=self.names[self._defender],
                    form="after_take",
                )
            return _no("attack.join_after_first_beat", who=who, count=len(self._attacks))
        missing = self._missing(p, cards, who)
        if missing is not None:
            return missing
        if self._must_wait_for_beat():
            return _no(
                "attack.wait_for_beat",
                who=who,
                unbeaten=[str(CARDS[a]) for a, d in zip(self._attacks, self._defences) if d < 0],
            )
        if len(cards) > 1:
            return _no("attack.one_card_throw_in", count=len(cards))
        card = cards[0]
        count = len(self._attacks)
        limit = self._limit_cache[4]
        if count >= limit:
            info = self.limit_info()
            extra = {"form": "after_transfer"} if self._attacker != self._opener else {}
            return _no(
                _LIMIT_RULES[info.reason],
                cap=info.cap,
                start_hand=info.start_hand,
                count=count,
                **extra,
            )
        rank_mask = self._table_rank_mask()
        if not rank_mask >> card.index & 1:
            on_table = [rank_label(r) for r in ranks_in(rank_mask)]
            return _no("attack.rank_not_on_table", who=who, card=str(card), ranks=on_table)
        return _throw_in_verdict(who, card, rank_mask, count, limit, self._taking)

    def _judge_defend(self, move: Move, p: int, who: str) -> Verdict:
        if p != self._defender:
            return _no("defend.not_defender", who=who, defender=self.names[self._defender])
        if self._taking:
            return _no("defend.after_take", who=who)
        card, target = move.cards[0], move.target
        assert target is not None  # a defence always has one (Move checks)
        missing = self._missing(p, (card,), who)
        if missing is not None:
            return missing
        try:
            slot = self._attacks.index(target.index)
        except ValueError:
            return _no(
                "defend.no_target",
                target=str(target),
                unbeaten=[str(CARDS[a]) for a, d in zip(self._attacks, self._defences) if d < 0],
            )
        if self._defences[slot] >= 0:
            return _no(
                "defend.already_beaten",
                target=str(target),
                beaten_by=str(CARDS[self._defences[slot]]),
            )
        return _beat_verdict(card, target, self.trump)

    def _judge_transfer(self, move: Move, p: int, who: str) -> Verdict:
        rules = self.rules
        if not rules.transfer:
            return _no("transfer.not_in_rules")
        if p != self._defender:
            return _no("transfer.not_defender", who=who, defender=self.names[self._defender])
        if not self._attacks:
            return _no("transfer.no_attack", who=who)
        if self._taking:
            return _no("transfer.after_take", who=who)
        card = move.cards[0]
        missing = self._missing(p, (card,), who)
        if missing is not None:
            return missing
        beaten = sum(1 for d in self._defences if d >= 0)
        if beaten:
            return _no("transfer.after_beat", who=who, beaten=beaten)
        if rules.transfer_ends_on_throw_in and self._thrown_in:
            thrower, thrown = thrown_in(self)
            return _no("transfer.after_throw_in", who=who, thrower=thrower, card=thrown)
        rank = self._attacks[0] % 13 + 2
        if card.rank != rank:
            return _no("transfer.rank_mismatch", who=who, card=str(card), rank=rank_label(rank))
        if move.show:
            if not rules.transfer_by_showing_trump:
                return _no("transfer.show_not_in_rules", who=who)
            if card.suit != self.trump:
                return _no(
                    "transfer.show_needs_trump",
                    who=who,
                    card=str(card),
                    trump_name=SUIT_NAMES[self.trump],
                )
            if self._shown >> card.index & 1:
                return _no("transfer.already_shown", who=who, card=str(card))
        nxt = self._next_defender(p)
        if nxt == p:  # the attack passes to the next player in the game: there must be one
            return _no("transfer.nobody_next", who=who)
        after = len(self._attacks) + (0 if move.show else 1)
        cap = self._cap()
        if after > cap:
            return _no("transfer.cap", who=who, after=after, limit=cap)
        next_hand = _popcount(self._hands[nxt])
        if next_hand < after:
            return _no(
                "transfer.next_hand_too_small",
                who=who,
                next=self.names[nxt],
                after=after,
                next_hand=next_hand,
            )
        return _yes(
            "transfer.show" if move.show else "transfer.legal",
            who=who,
            card=str(card),
            rank=rank_label(rank),
            next=self.names[nxt],
            after=after,
            next_hand=next_hand,
        )

    def _judge_take(self, p: int, who: str) -> Verdict:
        if p != self._defender:
            return _no("take.not_defender", who=who, defender=self.names[self._defender])
        if not self._attacks:
            return _no("take.no_attack", who=who)
        if self._taking:
            return _no("take.already", who=who)
        unbeaten = self._defences.count(NO_CARD)
        if not unbeaten:
            return _no("take.all_beaten", who=who)
        return _take_verdict(who)

    def _judge_done(self, p: int, who: str) -> Verdict:
        if p == self._defender:
            return _no("done.by_defender", who=who)
        if not self._attacks:
            return _no("done.no_attack", who=who, attacker=self.names[self._attacker])
        if not self._may_throw_in(p):
            if self._throw_in_right(p):  # held back until an attack card is beaten
                return _no(
                    "done.not_attacker",
                    who=who,
                    defender=self.names[self._defender],
                    form="after_take" if self._taking else "not_joined",
                )
            return _no(
                "done.not_attacker",
                who=who,
                allowed_rule=self._allowed_rule(),
                allowed=self._allowed_names(),
            )
        unbeaten = self._defences.count(NO_CARD)
        if unbeaten and not self._taking:
            if unbeaten == 1:
                return _no("done.unbeaten", who=who, unbeaten=unbeaten, form="one")
            return _no("done.unbeaten", who=who, unbeaten=unbeaten)
        if not self._hands[p]:
            return _no("done.no_cards", who=who)
        if self._done >> p & 1:
            return _no("done.already", who=who)
        return _done_verdict(p, who)

    def _judge_exchange(self, p: int, who: str) -> Verdict:
        if not self.rules.trump_six_exchange:
            return _no("exchange.not_in_rules")
        six = self._six
        if six < 0:
            return _no("exchange.no_six")
        six_text = str(CARDS[six])
        if not self._hands[p] >> six & 1:
            return _no("exchange.no_six_in_hand", who=who, six=six_text)
        if len(self._stock) <= 1:  # first: once the talon is done, no six can be exchanged
            if not self._stock:
                return _no("exchange.talon_too_small", talon=0, form="empty")
            return _no("exchange.talon_too_small", talon=len(self._stock))
        if self._known[p] >> six & 1:
            return _no("exchange.picked_up", who=who, six=six_text)
        return _yes("exchange.legal", who=who, six=six_text, trump_card=str(CARDS[self._stock[0]]))


def _beat_details_of(game: Any, move: Move) -> dict[str, Any]:
    """`_beat_details` of a defence played in `game`."""
    assert move.target is not None
    return _beat_details(move.cards[0], move.target, game.trump)


def _lead_details_of(game: Any, move: Move) -> dict[str, Any]:
    """The details of `_lead_verdict` for a one-card lead played in `game`."""
    return {"who": game.names[move.player], "cards": [str(move.cards[0])], "count": 1}


_BEAT_DETAILS: Final = FromMove(_beat_details_of)
_LEAD_DETAILS: Final = FromMove(_lead_details_of)


def _lead_verdict(who: str, card: Card) -> Verdict:
    """A legal one-card lead."""
    return Verdict(True, "attack.lead", lambda: {"who": who, "cards": [str(card)], "count": 1})


def _throw_in_verdict(
    who: str, card: Card, rank_mask: int, count: int, limit: int, taking: bool
) -> Verdict:
    """A legal throw-in of `card` as attack card number ``count + 1``."""
    return Verdict(
        True,
        "attack.throw_in",
        lambda: {
            "who": who,
            "card": str(card),
            "rank": card.label,
            "ranks": [rank_label(r) for r in ranks_in(rank_mask)],
            "count": count + 1,
            "limit": limit,
            "taking": taking,
        },
    )


def _beat_verdict(card: Card, target: Card, trump: str) -> Verdict:
    """The verdict on beating `target` with `card` (a card of the defender's, aimed at an
    unbeaten attack card): the suits and ranks decide."""
    if card.suit == target.suit:
        higher = card.rank > target.rank
        if target.suit == trump:
            rule = "beat.higher_trump" if higher else "beat.lower_trump"
        else:
            rule = "beat.higher_same_suit" if higher else "beat.lower_same_suit"
        return Verdict(higher, rule, lambda: _beat_details(card, target, trump))
    if card.suit == trump:
        return Verdict(True, "beat.trump_on_plain", lambda: _beat_details(card, target, trump))
    rule = "beat.plain_on_trump" if target.suit == trump else "beat.wrong_suit"
    return Verdict(False, rule, lambda: _beat_details(card, target, trump))


def _take_verdict(who: str) -> Verdict:
    """A legal take."""
    return Verdict(True, "take.legal", Later(take_details, who))


def _done_verdict(p: int, who: str) -> Verdict:
    """A legal done."""
    return Verdict(True, "done.legal", Later(done_details, p, who))


def _beat_details(card: Card, target: Card, trump: str) -> dict[str, Any]:
    """The numbers behind every beating verdict (each template uses some of them)."""
    return {
        "card": str(card),
        "target": str(target),
        "card_rank": card.rank,
        "target_rank": target.rank,
        "suit": SUIT_NAMES[card.suit],
        "target_suit": SUIT_NAMES[target.suit],
        "trump_name": SUIT_NAMES[trump],
    }


def _yes(rule: str, **details: Any) -> Verdict:
    return Verdict(True, rule, details)


def _no(rule: str, **details: Any) -> Verdict:
    return Verdict(False, rule, details)


__all__ = ["Judge"]
