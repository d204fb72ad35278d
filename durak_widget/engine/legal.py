"""Legal-move generation for Durak: every move the judge would accept, built fast from bit sets.

Moves are interned: generation creates the same few thousand moves again and again, so each is
built once.
"""

from __future__ import annotations

from itertools import combinations

from .cards import CARDS, RANK_MASK, SUIT_MASK, iter_bits
from .cards import popcount as _popcount
from .moves import ATTACK, DEFEND, DONE, EXCHANGE, TAKE, TRANSFER, Move
from .state import NO_CARD, DurakState


class LegalMoves(DurakState):
    """`legal_moves` for `Game`."""

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move right now: of `player`, or of everyone who may act."""
        if self._result is not None:
            return []
        if player is not None and (not isinstance(player, int) or not 0 <= player < self._n):
            raise ValueError(f"bad player {player!r}: expected a seat from 0 to {self._n - 1}")
        # What every attacker's throw-ins share, worked out once per call.
        attacks = self._attacks
        throw_mask = 0
        if (
            attacks
            and len(attacks) < self._lim
            and not (self.rules.add_only_when_beaten and self._must_wait_for_beat())
        ):
            throw_mask = self._table_rank_mask()
        done_open = bool(attacks) and (self._taking or NO_CARD not in self._defences)
        if player is not None:
            return self._legal_for(player, throw_mask, done_open)
        moves: list[Move] = []
        for p in range(self._n):
            moves.extend(self._legal_for(p, throw_mask, done_open))
        return moves

    def _legal_for(self, p: int, throw_mask: int, done_open: bool) -> list[Move]:
        if p in self._out:
            return []
        moves: list[Move] = []
        hand = self._hands[p]
        rules = self.rules
        six = self._six
        if (
            six >= 0
            and hand >> six & 1
            and rules.trump_six_exchange
            and len(self._stock) > 1
            and not self._known[p] >> six & 1
        ):
            moves.append(intern_move(EXCHANGE, p))
        attacks = self._attacks
        if not attacks:
            if p == self._attacker:
                limit = self._lim
                attack_move = _attack_move
                rest = hand
                while rest:
                    low = rest & -rest
                    moves.append(attack_move(p, low.bit_length() - 1))
                    rest ^= low
                if rules.multi_card_lead and limit > 1:
                    for rank in range(2, 15):
                        same = list(iter_bits(hand & RANK_MASK[rank]))
                        for size in range(2, min(len(same), limit) + 1):
                            for combo in combinations(same, size):
                                moves.append(intern_move(ATTACK, p, combo))
            return moves
        if p == self._defender:
            if self._taking:
                return moves
            beaters = self._beaters
            defences = self._defences
            any_beaten = any_unbeaten = False
            for i, target in enumerate(attacks):
                if defences[i] >= 0:
                    any_beaten = True
                    continue
                any_unbeaten = True
                rest = hand & beaters[target]
                while rest:
                    low = rest & -rest
                    moves.append(_defend_move(p, low.bit_length() - 1, target))
                    rest ^= low
            if (
                rules.transfer
                and not any_beaten
                and not (rules.transfer_ends_on_throw_in and self._thrown_in)
            ):
                moves.extend(self._transfer_moves(p, hand))
            if any_unbeaten:
                moves.append(intern_move(TAKE, p))
            return moves
        if not hand or not self._may_throw_in(p):
            return moves
        rest = hand & throw_mask
        if rest:
            attack_move = _attack_move
            while rest:
                low = rest & -rest
                moves.append(attack_move(p, low.bit_length() - 1))
                rest ^= low
        if done_open and not self._done >> p & 1:
            moves.append(_DONE_MOVES[p])
        return moves

    def _transfer_moves(self, p: int, hand: int) -> list[Move]:
        rank_mask = RANK_MASK[self._attacks[0] % 13 + 2]
        nxt = self._next_defender(p)
        cap = self._cap()
        count = len(self._attacks)
        next_hand = _popcount(self._hands[nxt])
        moves = []
        if count + 1 <= cap and next_hand >= count + 1:
            for index in iter_bits(hand & rank_mask):
                moves.append(intern_move(TRANSFER, p, (index,)))
        if self.rules.transfer_by_showing_trump and count <= cap and next_hand >= count:
            for index in iter_bits(hand & rank_mask & SUIT_MASK[self.trump] & ~self._shown):
                moves.append(intern_move(TRANSFER, p, (index,), show=True))
        return moves


_MOVES: dict[tuple[str, int, tuple[int, ...], int | None, bool], Move] = {}


def intern_move(
    kind: str, p: int, indices: tuple[int, ...] = (), target: int | None = None, show: bool = False
) -> Move:
    """The one `Move` object for these card indices (built on first use)."""
    key = (kind, p, indices, target, show)
    move = _MOVES.get(key)
    if move is None:
        move = Move(
            kind,
            p,
            tuple(CARDS[i] for i in indices),
            CARDS[target] if target is not None else None,
            show,
        )
        _MOVES[key] = move
    return move


_ATTACKS: dict[int, Move] = {}
_DONE_MOVES = tuple(Move(DONE, p) for p in range(6))
_DEFENCES: dict[int, Move] = {}


def _attack_move(p: int, index: int) -> Move:
    """`intern_move` for the commonest case, a one-card attack, keyed by a single int."""
    move = _ATTACKS.get(p << 6 | index)
    if move is None:
        move = _ATTACKS[p << 6 | index] = intern_move(ATTACK, p, (index,))
    return move


def _defend_move(p: int, index: int, target: int) -> Move:
    """`intern_move` for a defence, keyed by a single int."""
    key = (p << 6 | target) << 6 | index
    move = _DEFENCES.get(key)
    if move is None:
        move = _DEFENCES[key] = intern_move(DEFEND, p, (index,), target)
    return move
