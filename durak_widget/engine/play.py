"""Playing a legal move of Durak: the move itself, then the end of the bout it may complete
(discard or pick-up, the drawing order, who goes out, the result, who attacks next).

What a move caused is noted cheaply in ``_raw_events`` (one tuple per finished bout) and turned
into `Event` values only when someone reads ``game.last_events``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from .base import GameResult
from .cards import CARDS
from .cards import popcount as _popcount
from .compiled import mypyc_attr
from .events import Event
from .judge import Judge
from .messages import MessageTable, join_words
from .moves import ATTACK, DEFEND, DONE, TAKE, TRANSFER, Move
from .state import NO_CARD, THROW_AFTER_TAKE

_NO_DRAW: Final[tuple[list[tuple[int, int]], None]] = ([], None)


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class Play(Judge):
    """`_apply` and the end of a bout, for `Game`."""

    def _apply(self, move: Move) -> None:
        p = move.player
        kind = move.kind
        if kind == ATTACK:
            attacks, defences = self._attacks, self._defences
            if attacks and p != self._attacker:
                self._thrown_in = True  # a co-offender reinforced: see transfer_ends_on_throw_in
            hand = self._hands[p]
            for card in move.cards:
                hand &= ~(1 << card.index)
                attacks.append(card.index)
                defences.append(NO_CARD)
            self._hands[p] = hand
            self._known[p] &= hand
            self._done = 0
            if not self._taking:
                return  # a card to beat now: the bout goes on
        elif kind == DEFEND:
            index = move.cards[0].index
            bit = ~(1 << index)
            self._hands[p] &= bit
            self._known[p] &= bit
            assert move.target is not None
            self._defences[self._attacks.index(move.target.index)] = index
            self._done = 0
        elif kind == TRANSFER:
            index = move.cards[0].index
            if move.show:
                self._shown |= 1 << index
            else:
                self._hands[p] &= ~(1 << index)
                self._known[p] &= ~(1 << index)
                self._attacks.append(index)
                self._defences.append(NO_CARD)
            self._attacker = p
            self._defender = self._next_defender(p)
            self._start_hand = _popcount(self._hands[self._defender])
            self._new_limit(self._limit_cache[5])
            self._done = 0
            self._thrown_in = False
        elif kind == TAKE:
            self._taking = True
            self._done = 0
        elif kind == DONE:
            self._done |= 1 << p
        else:  # exchange
            six = self._six
            face_up = self._stock[0]
            self._hands[p] ^= (1 << six) | (1 << face_up)
            self._known[p] |= 1 << face_up
            self._stock[0] = six
        # End the bout if the move just played completed it.
        if not self._attacks:
            return
        if self._taking:
            if (
                not self._limit_cache[5] & THROW_AFTER_TAKE
                or len(self._attacks) >= self._limit_cache[4]
                or not self._anyone_waiting()
            ):
                self._end_bout(False)
        elif NO_CARD not in self._defences and (
            not self._hands[self._defender]
            or len(self._attacks) >= self._limit_cache[4]
            or not self._anyone_waiting()
        ):
            self._end_bout(True)

    def _end_bout(self, beaten_off: bool) -> None:
        attacks, defences = self._attacks, self._defences
        table = 0
        for index in attacks:
            table |= 1 << index
        for index in defences:
            if index >= 0:
                table |= 1 << index
        attacker, defender = self._attacker, self._defender
        if beaten_off:
            self._discard |= table
        else:
            self._hands[defender] |= table
            self._known[defender] |= table
        self._attacks = []
        self._defences = []
        self._taking = False
        self._done = 0
        self._shown = 0
        self._thrown_in = False
        order = self._draw_order(attacker, defender)
        draws, face_up_to = self._draw(order) if self._stock else _NO_DRAW
        went_out: list[int] = []
        if not self._stock:
            out_before = len(self._out)
            for seat in order:
                if not self._hands[seat] and seat not in self._out:
                    self._out.append(seat)
            went_out = self._out[out_before:]
        # One note for the whole bout end; `_decode_events` spells it out when asked.
        note = (beaten_off, defender, attacks, defences, draws, face_up_to)
        result = self._result_after(defender) if went_out else None
        if result is not None:
            self._result = result
            self._raw_events = (*note, went_out, None)
            return
        self._bout += 1
        if beaten_off:
            nxt = defender if defender not in self._out else self._next_active(defender)
        else:
            nxt = self._next_active(defender)
        self._attacker = self._opener = nxt
        self._defender = self._next_defender(nxt)
        self._start_hand = _popcount(self._hands[self._defender])
        self._new_limit(self._limit_cache[5])
        self._raw_events = (*note, went_out, (self._bout, nxt, self._defender))

    def _draw_order(self, attacker: int, defender: int) -> list[int]:
        """Who refills, in order (`Rules.draw_order`); seats already out are left out."""
        n, out = self._n, self._out
        if n == 2 and attacker != defender and self.rules.draw_order != "seat_order":
            return [attacker, defender]  # the loop below, for two seats
        if self.rules.draw_order == "seat_order":
            start = self._opener
            return [s for s in ((start + i) % n for i in range(n)) if s not in out]
        order = [attacker]
        seat = attacker
        for _ in range(n - 1):
            seat = (seat + 1) % n
            if seat != defender and seat not in out:
                order.append(seat)
        order.append(defender)
        return order

    def _result_after(self, defender: int) -> GameResult | None:
        """The result once players have gone out at the end of a bout, or ``None`` while the
        game goes on. Without partnerships the last player holding cards is the durak; with
        them, the team left holding cards loses once the other team has played all its cards.
        Nobody left holding cards is a draw, or with ``draws`` off a loss for `defender`."""
        n, out = self._n, self._out
        active = [p for p in range(n) if p not in out]
        if self.rules.partnerships:
            teams = {p % 2 for p in active}
            if len(teams) > 1:
                return None
            if teams:
                losing = teams.pop()
                durak: int | None = active[0]
            elif self.rules.draws:
                return GameResult(None, list(out), None)
            else:
                losing, durak = defender % 2, defender
            return GameResult(durak, [p for p in out if p != durak], tuple(range(losing, n, 2)))
        if len(active) > 1:
            return None
        if active:
            durak = active[0]
        elif self.rules.draws:
            durak = None
        else:
            durak = defender
        return GameResult(durak, [p for p in out if p != durak])

    def _draw(self, order: list[int]) -> tuple[list[tuple[int, int]], tuple[int, int] | None]:
        """Refill hands in `order`; returns ``(seat, cards drawn)`` for each seat that drew,
        and ``(seat, card index)`` of the face-up trump if someone drew it."""
        stock = self._stock
        size = self.rules.hand_size
        hands = self._hands
        draws = []
        face_up_to = None
        for seat in order:
            need = size - _popcount(hands[seat])
            drawn = 0
            while need > 0 and stock:
                index = stock.pop()
                hands[seat] |= 1 << index
                if not stock:  # the face-up trump card: everyone saw who took it
                    self._known[seat] |= 1 << index
                    face_up_to = (seat, index)
                need -= 1
                drawn += 1
            if drawn:
                draws.append((seat, drawn))
        return draws, face_up_to

    def _decode_events(self, raw: Any) -> tuple[Event, ...]:
        beaten_off, defender, attacks, defences, draws, face_up_to, went_out, roles = raw
        texts = self.messages
        names = self.names
        cards = []
        for a, d in zip(attacks, defences):
            cards.append(str(CARDS[a]))
            if d >= 0:
                cards.append(str(CARDS[d]))
        count = len(cards)
        cards_count = (
            texts.phrase("cards.one") if count == 1 else texts.phrase("cards.many", count=count)
        )
        rule = "bout.beaten_off" if beaten_off else "bout.taken"
        events = [
            _event(
                texts.event_text,
                rule,
                {"defender": defender, "cards": cards},
                defender=names[defender],
                cards_count=cards_count,
            )
        ]
        if draws:
            seats = [seat for seat, _ in draws]
            counts = [n for _, n in draws]
            face_up = ""
            face_up_seat = None
            if face_up_to is not None:
                face_up_seat, face_up_card = face_up_to
                face_up = texts.phrase(
                    "draw.face_up", who=names[face_up_seat], card=str(CARDS[face_up_card])
                )
            events.append(
                _event(
                    texts.event_text,
                    "draw.order",
                    {"order": seats, "counts": counts, "face_up_to": face_up_seat},
                    draws=draw_words(texts, [names[s] for s in seats], counts),
                    face_up=face_up,
                )
            )
        for seat in went_out:
            events.append(_event(texts.event_text, "player.out", {"seat": seat}, who=names[seat]))
        if roles is None:
            durak = self._result.durak if self._result is not None else None
            events.append(
                _event(
                    texts.event_text,
                    "game.over",
                    {"durak": durak},
                    result=self.result_text() or "",
                )
            )
        else:
            bout, attacker, next_defender = roles
            if not beaten_off:
                why = texts.phrase("why.taken", previous=names[defender])
            elif attacker == defender:
                why = texts.phrase("why.beaten_off", previous=names[defender])
            else:
                why = texts.phrase("why.beaten_off_out", previous=names[defender])
            events.append(
                _event(
                    texts.event_text,
                    "roles.next",
                    {"attacker": attacker, "defender": next_defender},
                    bout=bout,
                    attacker=names[attacker],
                    defender=names[next_defender],
                    why=why,
                )
            )
        return tuple(events)


def draw_words(texts: MessageTable, names: list[str], counts: list[int]) -> str:
    """Who draws how many, in drawing order, in `texts`' words: "P1 draws 2 cards and P0
    draws 1" (each drawer with their own verb; only the first count names the cards)."""
    parts = [
        texts.phrase("draw.first" if i == 0 else "draw.next", who=name, count=count)
        for i, (name, count) in enumerate(zip(names, counts))
    ]
    return join_words(parts, texts.phrase("and"))


def _event(
    render: Callable[[str, Mapping[str, Any]], str],
    rule: str,
    details: dict[str, Any],
    **params: Any,
) -> Event:
    return Event(rule, details, render(rule, params))


__all__ = ["Play"]
