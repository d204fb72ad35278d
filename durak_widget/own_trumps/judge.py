"""The rules of Svoi Kozyri as questions on a position: which card beats which, how many cards a
pick-up takes, the legal moves, and the verdict on any move (texts in
`durak_widget.own_trumps.messages`)."""

from __future__ import annotations

from typing import Any

from ..engine.base import RecordedGame
from ..engine.cards import CARDS, SUIT_NAMES, SUITS, Card
from ..engine.cards import iter_bits as _bits
from ..engine.checks import check_seat
from ..engine.compiled import mypyc_attr
from ..engine.messages import join_words
from ..engine.verdict import Verdict
from .messages import OWN_TRUMPS
from .moves import LAY, PICK_UP, Move

START, RESPOND, LAY_PHASE = "start", "respond", "lay"
PHASES = (START, RESPOND, LAY_PHASE)
"""The phases of a turn: lay on an empty pile, beat the top card or pick up, lay after a beat."""


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class OwnTrumpsJudge(RecordedGame):
    """The position of Svoi Kozyri and its rules; `OwnTrumps` adds creation, play and views."""

    trumps: tuple[str, ...]
    """Each seat's own trump suit."""

    _hands: list[int]
    _pile: list[int]
    _turn: int
    _phase: str
    _known: list[int]
    _piles: int

    @property
    def top(self) -> Card | None:
        """The top card of the pile, or ``None``."""
        return CARDS[self._pile[-1]] if self._pile else None

    def pick_up_count(self, player: object = None) -> int:
        """How many cards `player` (default: the seat to move) would pick up now."""
        seat = self._turn if player is None else check_seat(player, self._n)
        return self._pick_up_rule(seat)[1]

    def _beats(self, card: int, top: int, own: str) -> bool:
        card_suit, top_suit = SUITS[card // 13], SUITS[top // 13]
        if card_suit == top_suit:
            return card > top
        return card_suit == own

    def _pick_up_rule(self, seat: int) -> tuple[str, int]:
        if not self._pile:
            return "pick_up.three", 0
        top = CARDS[self._pile[-1]]
        own = self.trumps[seat]
        if top.suit == own and top.rank == 14:
            return "pick_up.all", len(self._pile)
        limit, rule = (5, "pick_up.five") if top.suit == own else (3, "pick_up.three")
        return rule, min(limit, len(self._pile))

    def _next_active(self, seat: int) -> int:
        for step in range(1, self._n + 1):
            candidate = (seat + step) % self._n
            if self._hands[candidate]:
                return candidate
        return seat

    def legal_moves(self, player: object = None) -> list[Move]:
        """Every legal move now (only the seat to move has any)."""
        if player is not None:
            player = check_seat(player, self._n)
        if self._result is not None:
            return []
        if player is not None and player != self._turn:
            return []
        p = self._turn
        cards = list(_bits(self._hands[p]))
        if self._phase in (START, LAY_PHASE):
            return [Move.lay(p, CARDS[i]) for i in cards]
        top, own = self._pile[-1], self.trumps[p]
        moves = [Move.beat(p, CARDS[i]) for i in cards if self._beats(i, top, own)]
        moves.append(Move.pick_up(p))
        return moves

    def _judge(self, move: Move) -> Verdict:
        p = move.player
        who = self.names[p]
        if p != self._turn:
            return _verdict(False, "turn.not_yours", {"who": who, "turn": self.names[self._turn]})
        own = self.trumps[p]
        if move.card is not None and not self._hands[p] >> move.card.index & 1:
            return _verdict(False, "card.not_in_hand", {"who": who, "card": str(move.card)})
        if move.kind == LAY:
            if self._phase == RESPOND:
                details: dict[str, Any] = {"who": who, "top": str(self.top)}
                if not self._beaters(p):
                    details.update(count=self._pick_up_rule(p)[1], form="cannot_beat")
                return _verdict(False, "pile.beat_first", details)
            rule = "pile.start" if self._phase == START else "pile.lay"
            assert move.card is not None
            nxt = self.names[self._next_after_lay(p, move.card.index)]
            return _verdict(True, rule, {"who": who, "card": str(move.card), "next": nxt})
        if self._phase == LAY_PHASE:
            return _verdict(False, "pile.must_lay", {"who": who})
        if self._phase == START:
            return _verdict(False, "pile.empty", {"who": who})
        top = self.top
        assert top is not None  # the pile is not empty in the respond phase
        if move.kind == PICK_UP:
            rule, count = self._pick_up_rule(p)
            details = {
                "who": who,
                "count": count,
                "top": str(top),
                "own": SUIT_NAMES[own],
                "pile": len(self._pile),
            }
            if rule != "pick_up.all" and count < (5 if rule == "pick_up.five" else 3):
                details["form"] = "whole_pile"  # the pile has fewer cards than the rule takes
            return _verdict(True, rule, details)
        card = move.card
        assert card is not None
        details = {
            "who": who,
            "card": str(card),
            "top": str(top),
            "card_rank": card.rank,
            "top_rank": top.rank,
            "own": SUIT_NAMES[own],
        }
        if top.suit == own and top.rank == 14:
            return _verdict(False, "pile.own_trump_on_top", {**details, "form": "ace"})
        if card.suit == top.suit:
            if card.rank > top.rank:
                last = self._hands[p] == 1 << card.index
                return _verdict(True, "pile.last_card" if last else "pile.beat_same_suit", details)
            if top.suit == own:
                return _verdict(False, "pile.own_trump_on_top", details)
            return _verdict(False, "pile.lower_same_suit", details)
        if card.suit == own:
            last = self._hands[p] == 1 << card.index
            return _verdict(True, "pile.last_card" if last else "pile.beat_own_trump", details)
        if top.suit == own:
            return _verdict(False, "pile.own_trump_on_top", details)
        owners = [self.names[s] for s, suit in enumerate(self.trumps) if suit == card.suit]
        if owners:
            return _verdict(
                False,
                "pile.others_trump",
                {**details, "card_suit": SUIT_NAMES[card.suit], "owner": owners[0]},
            )
        return _verdict(False, "pile.wrong_suit", {**details, "top_suit": SUIT_NAMES[top.suit]})

    def _beaters(self, p: int) -> list[Card]:
        """The cards of `p` that beat the top card (none on an empty pile)."""
        if not self._pile:
            return []
        top, own = self._pile[-1], self.trumps[p]
        return [CARDS[i] for i in _bits(self._hands[p]) if self._beats(i, top, own)]

    def _advice(self, verdict: Verdict, move: Any, moves: tuple[Any, ...]) -> str:
        """What the player of a refused `move` may do instead: the cards that beat the top card
        and the pick-up, or any card to lay."""
        texts = self.messages
        if self._phase != RESPOND:
            return texts.phrase("advice.lay")
        top, count = str(self.top), self._pick_up_rule(move.player)[1]
        beaters = [str(m.card) for m in moves if m.kind != PICK_UP and m.card is not None]
        if not beaters:
            if verdict.rule == "pile.beat_first":
                return ""  # its message already says that only the pick-up is left
            return texts.phrase("advice.cannot_beat", top=top, count=count)
        cards = join_words(beaters, texts.phrase("or"))
        return texts.phrase("advice.beat", cards=cards, top=top, count=count)

    def _next_after_lay(self, p: int, index: int) -> int:
        hands = list(self._hands)
        hands[p] &= ~(1 << index)
        for step in range(1, self._n + 1):
            candidate = (p + step) % self._n
            if hands[candidate]:
                return candidate
        return p


def _verdict(legal: bool, rule: str, details: dict[str, Any]) -> Verdict:
    return Verdict(legal, rule, details, messages=OWN_TRUMPS)


__all__ = ["LAY_PHASE", "PHASES", "RESPOND", "START", "OwnTrumpsJudge"]
