"""The playout engine: a compact Durak position made for search.

The explaining engine (`durak_widget.engine.Game`) judges every move a person makes and says
why; a search plays millions of moves nobody reads. `Playout` keeps the same position as plain
integers (hands, talon, table and discard as bit sets over the 52 card indices, the rule
switches as bits), generates moves as integers (`durak_widget.search.moves`) and plays them
without verdicts, events or history. It follows the explaining engine move for move (a
differential test plays both side by side over every preset) and the bots' turn order
(`durak_widget.bots.driver`): `Playout.next_moves` gives the legal moves of the seat that acts
next.

The same source runs in pure Python (Pyodide) and compiled with mypyc.
"""

from __future__ import annotations

from .bout import end_bout
from .cards import BEATERS, DECK_LOW, SAME_RANK, SUIT_CARDS, bit_count, low_index
from .moves import (
    ATTACK,
    COMBINATIONS,
    DEFEND,
    DONE,
    DRAW,
    EXCHANGE,
    INF,
    JOIN_AFTER_BEAT,
    MULTI_LEAD,
    ONGOING,
    PARTNERS,
    RULE_TRANSFER,
    SHOW_TRUMP,
    SIX_EXCHANGE,
    TAKE,
    THROW_AFTER_TAKE,
    THROW_ALL,
    THROW_NEIGHBOURS,
    TRANSFER,
    TRANSFER_ENDS,
    WAIT_FOR_BEAT,
    add_attacks,
)


class Playout:
    """A Durak position for search (see the module docstring). Build one with
    `durak_widget.search.codec.from_game`; `copy` is cheap."""

    n: int
    hand_size: int
    bits: int
    trump: int
    six: int
    attack_cap: int
    first_cap: int
    beaters: tuple[int, ...]
    hands: list[int]
    known: list[int]
    stock: list[int]
    discard: int
    out: list[int]
    out_mask: int
    attacker: int
    defender: int
    opener: int
    attacks: list[int]
    defences: list[int]
    unbeaten: int
    ranks: int
    taking: bool
    done: int
    start_hand: int
    shown: int
    thrown_in: bool
    bout: int
    limit: int
    cap: int
    loser: int
    drawn: int

    def __init__(
        self,
        n: int,
        hand_size: int,
        bits: int,
        trump: int,
        deck_size: int,
        source: Playout | None = None,
    ) -> None:
        """A position with empty hands and table for `n` players (`codec.from_game` fills it
        in); with `source`, an independent copy of `source` (the other arguments must be its
        own: `copy` passes them)."""
        self.n = n
        self.hand_size = hand_size
        self.bits = bits
        self.trump = trump
        self.beaters = BEATERS[trump]
        if source is not None:  # a copy: each field set once (the search copies at every node)
            self.six = source.six
            self.attack_cap = source.attack_cap
            self.first_cap = source.first_cap
            self.hands = source.hands[:]
            self.known = source.known[:]
            self.stock = source.stock[:]
            self.discard = source.discard
            self.out = source.out[:]
            self.out_mask = source.out_mask
            self.attacker = source.attacker
            self.defender = source.defender
            self.opener = source.opener
            self.attacks = source.attacks[:]
            self.defences = source.defences[:]
            self.unbeaten = source.unbeaten
            self.ranks = source.ranks
            self.taking = source.taking
            self.done = source.done
            self.start_hand = source.start_hand
            self.shown = source.shown
            self.thrown_in = source.thrown_in
            self.bout = source.bout
            self.limit = source.limit
            self.cap = source.cap
            self.loser = source.loser
            self.drawn = source.drawn
            return
        six = trump * 13 + 4
        self.six = six if DECK_LOW[deck_size] <= 6 else -1
        self.attack_cap = INF
        self.first_cap = INF
        self.hands = [0] * n
        self.known = [0] * n
        self.stock = []
        self.discard = 0
        self.out = []
        self.out_mask = 0
        self.attacker = 0
        self.defender = 1
        self.opener = 0
        self.attacks = []
        self.defences = []
        self.unbeaten = 0
        self.ranks = 0
        self.taking = False
        self.done = 0
        self.start_hand = 0
        self.shown = 0
        self.thrown_in = False
        self.bout = 1
        self.limit = INF
        self.cap = INF
        self.loser = ONGOING
        self.drawn = 0

    def copy(self) -> Playout:
        """An independent copy."""
        return Playout(self.n, self.hand_size, self.bits, self.trump, 52, self)

    # ----------------------------------------------------------------- the attack limit

    def new_limit(self) -> None:
        """Work the attack limit out again, as `durak_widget.engine.limits.limit_parts` does,
        for the current defender's start hand and whether a defence has succeeded yet."""
        cap = self.attack_cap
        if self.first_cap < INF and not self.discard and self.first_cap < cap:
            cap = self.first_cap
        self.cap = cap
        self.limit = cap if self.start_hand >= cap else self.start_hand

    # ----------------------------------------------------------------- seats

    def next_active(self, seat: int) -> int:
        """The next seat clockwise still in play (once the talon is empty: holding cards)."""
        n = self.n
        empty_talon = not self.stock
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if not self.out_mask >> candidate & 1 and (not empty_talon or self.hands[candidate]):
                return candidate
        return seat

    def next_defender(self, seat: int) -> int:
        """Whom `seat` attacks: the next seat in play that is not its partner."""
        nxt = self.next_active(seat)
        if self.bits & PARTNERS:
            for _ in range(self.n):
                if (nxt - seat) % 2 or nxt == seat:
                    break
                nxt = self.next_active(nxt)
        return nxt

    def may_throw_in(self, p: int) -> bool:
        """Whether the rules let `p` add attack cards now (cards and limit aside)."""
        defender = self.defender
        if p == defender or self.out_mask >> p & 1:
            return False
        bits = self.bits
        if bits & PARTNERS and not (p - defender) % 2:
            return False
        attacker = self.attacker
        if not (
            bits & THROW_ALL
            or p == attacker
            or (bits & THROW_NEIGHBOURS and p == self.next_active(defender))
        ):
            return False
        if bits & JOIN_AFTER_BEAT and p != attacker:
            return len(self.attacks) > self.unbeaten
        return True

    def anyone_waiting(self) -> bool:
        """Whether an attacker holding cards has not said done since the last card."""
        hands, done, defender, attacker = self.hands, self.done, self.defender, self.attacker
        if (
            attacker != defender
            and hands[attacker]
            and not done >> attacker & 1
            and not self.out_mask >> attacker & 1
        ):
            return True
        if self.n == 2:
            return False
        for p in range(self.n):
            if (
                p != defender
                and p != attacker
                and hands[p]
                and not done >> p & 1
                and self.may_throw_in(p)
            ):
                return True
        return False

    # ----------------------------------------------------------------- moves

    def to_act(self) -> int:
        """The seat that acts next, in the bots' turn order; -1 once the game is over."""
        moves = self.next_moves()
        return moves[0] >> 3 & 7 if moves else -1

    def next_moves(self) -> list[int]:
        """The legal moves of the seat that acts next (each move names its seat), in the bots'
        turn order: the leader, else the defender facing an unbeaten card, else the first
        attacker clockwise from the main one who may still add cards; ``[]`` once the game is
        over."""
        if self.loser != ONGOING:
            return []
        if not self.attacks:
            return self.moves(self.attacker)
        if not self.taking and self.unbeaten:
            return self.moves(self.defender)
        n = self.n
        for step in range(n):
            seat = (self.attacker + step) % n
            if (
                seat == self.defender
                or self.out_mask >> seat & 1
                or self.done >> seat & 1
                or not self.may_throw_in(seat)
            ):
                continue
            moves = self.moves(seat)
            if moves:
                return moves
        for seat in range(n):
            moves = self.moves(seat)
            if moves:
                return moves
        return []

    def moves(self, p: int) -> list[int]:
        """The legal moves of seat `p`, in the order the explaining engine lists them."""
        moves: list[int] = []
        if self.loser != ONGOING or self.out_mask >> p & 1:
            return moves
        bits = self.bits
        hand = self.hands[p]
        attacks = self.attacks
        if bits & SIX_EXCHANGE:
            six = self.six
            if (
                six >= 0
                and hand >> six & 1
                and len(self.stock) > 1
                and not self.known[p] >> six & 1
            ):
                moves.append(EXCHANGE | p << 3)
        if not attacks:
            if p == self.attacker:
                add_attacks(moves, p, hand)
                if bits & MULTI_LEAD and self.limit > 1:
                    self.multi_leads(moves, p, hand)
            return moves
        if p == self.defender:
            if not self.taking:
                self.defence_moves(moves, p, hand)
            return moves
        if not hand or not (p == self.attacker or self.may_throw_in(p)):
            return moves
        done_open = self.taking or not self.unbeaten
        if len(attacks) < self.limit and (not bits & WAIT_FOR_BEAT or done_open):
            rest = hand & self.ranks
            if rest:
                add_attacks(moves, p, rest)
        if done_open and not self.done >> p & 1:
            moves.append(DONE | p << 3)
        return moves

    def multi_leads(self, moves: list[int], p: int, hand: int) -> None:
        """Append the leads of several cards of one rank (at most the limit) to `moves`, in
        the order of `itertools.combinations` over each rank's cards, ranks ascending."""
        limit = self.limit
        for rank in range(13):
            suits = 0
            count = 0
            for suit in range(4):
                if hand >> (suit * 13 + rank) & 1:
                    suits |= 1 << suit
                    count += 1
            if count < 2:
                continue
            held = [s for s in range(4) if suits >> s & 1]
            top = min(count, limit)
            for size in range(2, top + 1):
                for chosen in COMBINATIONS[count][size]:
                    subset = 0
                    for i in chosen:
                        subset |= 1 << held[i]
                    low = held[chosen[0]] * 13 + rank
                    moves.append(ATTACK | p << 3 | low << 6 | subset << 19)

    def defence_moves(self, moves: list[int], p: int, hand: int) -> None:
        """Append the defender's answers: each defence, the transfers, then take."""
        attacks, defences, beaters = self.attacks, self.defences, self.beaters
        base = DEFEND | p << 3
        for i in range(len(attacks)):
            if defences[i] >= 0:
                continue
            target = attacks[i]
            rest = hand & beaters[target]
            while rest:
                low = rest & -rest
                moves.append(base | low_index(low) << 6 | target << 12)
                rest ^= low
        bits = self.bits
        if (
            bits & RULE_TRANSFER
            and self.unbeaten == len(attacks)
            and not (self.thrown_in and bits & TRANSFER_ENDS)
        ):
            self.transfer_moves(moves, p, hand)
        if self.unbeaten:
            moves.append(TAKE | p << 3)

    def transfer_moves(self, moves: list[int], p: int, hand: int) -> None:
        """Append the transfers of defender `p` (none of the attack cards beaten yet)."""
        nxt = self.next_defender(p)
        if nxt == p:  # nobody else in the game to take the attack on
            return
        rank_cards = SAME_RANK[self.attacks[0]]
        count = len(self.attacks)
        next_hand = bit_count(self.hands[nxt])
        cap = self.cap
        if count + 1 <= cap and next_hand >= count + 1:
            rest = hand & rank_cards
            while rest:
                low = rest & -rest
                moves.append(TRANSFER | p << 3 | low_index(low) << 6)
                rest ^= low
        if self.bits & SHOW_TRUMP and count <= cap and next_hand >= count:
            rest = hand & rank_cards & SUIT_CARDS[self.trump] & ~self.shown
            while rest:
                low = rest & -rest
                moves.append(TRANSFER | p << 3 | low_index(low) << 6 | 1 << 18)
                rest ^= low

    # ----------------------------------------------------------------- playing

    def play(self, move: int) -> None:
        """Play a legal move (an illegal one corrupts the position)."""
        kind = move & 7
        p = move >> 3 & 7
        if kind == ATTACK:
            if self.attacks and p != self.attacker:
                self.thrown_in = True
            card = move >> 6 & 63
            suits = move >> 19 & 15
            if not suits:
                self.lay(p, card)
            else:
                rank = card % 13
                for suit in range(4):
                    if suits >> suit & 1:
                        self.lay(p, suit * 13 + rank)
            self.done = 0
            if not self.taking:
                return
        elif kind == DEFEND:
            card = move >> 6 & 63
            target = move >> 12 & 63
            bit = ~(1 << card)
            self.hands[p] &= bit
            self.known[p] &= bit
            self.defences[self.attacks.index(target)] = card
            self.unbeaten -= 1
            self.ranks |= SAME_RANK[card]
            self.done = 0
        elif kind == TRANSFER:
            card = move >> 6 & 63
            if move >> 18 & 1:
                self.shown |= 1 << card
            else:
                self.lay(p, card)
            self.attacker = p
            self.defender = self.next_defender(p)
            self.start_hand = bit_count(self.hands[self.defender])
            self.new_limit()
            self.done = 0
            self.thrown_in = False
        elif kind == TAKE:
            self.taking = True
            self.done = 0
        elif kind == DONE:
            self.done |= 1 << p
        else:
            six = self.six
            face_up = self.stock[0]
            self.hands[p] ^= (1 << six) | (1 << face_up)
            self.known[p] |= 1 << face_up
            self.stock[0] = six
        if not self.attacks:
            return
        if self.taking:
            if (
                not self.bits & THROW_AFTER_TAKE
                or len(self.attacks) >= self.limit
                or not self.anyone_waiting()
            ):
                self.end_bout(False)
        elif not self.unbeaten and (
            not self.hands[self.defender]
            or len(self.attacks) >= self.limit
            or not self.anyone_waiting()
        ):
            self.end_bout(True)

    def lay(self, p: int, card: int) -> None:
        """Move `card` from the hand of `p` onto the table as an unbeaten attack card."""
        bit = ~(1 << card)
        self.hands[p] &= bit
        self.known[p] &= bit
        self.attacks.append(card)
        self.defences.append(-1)
        self.unbeaten += 1
        self.ranks |= SAME_RANK[card]

    def end_bout(self, beaten_off: bool) -> None:
        """Close the bout: discard or pick up, refill, who goes out, the result, new roles
        (`durak_widget.search.bout.end_bout`)."""
        end_bout(self, beaten_off)

    # ----------------------------------------------------------------- questions

    def loses(self, seat: int) -> bool:
        """Whether `seat` lost (with partnerships: its team), once the game is over."""
        loser = self.loser
        if loser < 0:
            return False
        if self.bits & PARTNERS:
            return (loser - seat) % 2 == 0
        return loser == seat

    def value(self, seat: int) -> float:
        """The finished game's value for `seat`: 0 lost (the durak, or its team), 1/2 drawn
        (one of the players who ran out of cards together at the end, or any seat of a draw
        between partnerships), 1 otherwise (a seat that went out before a draw is not the
        durak either)."""
        if self.loser == DRAW:
            return 0.5 if self.bits & PARTNERS or self.drawn >> seat & 1 else 1.0
        return 0.0 if self.loses(seat) else 1.0


__all__ = ["Playout"]
