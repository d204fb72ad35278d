"""Legal-move generation for Durak: every move the judge would accept, built fast from bit sets,
and the one fair order of the seats that may act (`LegalMoves.next_to_act`).

Moves are interned: generation creates the same few thousand moves again and again, so each is
built once.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from .cards import CARDS, RANK_MASK, SAME_RANK, SUIT_MASK, iter_bits
from .cards import popcount as _popcount
from .checks import check_seat
from .compiled import mypyc_attr
from .moves import ATTACK, DEFEND, DONE, EXCHANGE, TAKE, TRANSFER, Move
from .state import MULTI_LEAD, NO_CARD, RULE_TRANSFER, SIX_EXCHANGE, WAIT_FOR_BEAT, DurakState


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class LegalMoves(DurakState):
    """`legal_moves`, `next_to_act` and `turn` for `Game`."""

    def legal_moves(self, player: object = None) -> list[Move]:
        """Every legal move right now: of `player`, or of everyone who may act."""
        if player is not None:
            player = check_seat(player, self._n)
        if self._result is not None:
            return []
        cache = self._legal_cache  # the moves of this very position, if already worked out
        history = self._history
        length = len(history)
        if cache[1] == length and cache[0] is history and cache[2] == player:
            return list(cache[3])
        # What every attacker's throw-ins share, worked out once per call.
        attacks = self._attacks
        limit_cache = self._limit_cache
        bits = limit_cache[5]
        moves: list[Move] = []
        throw_mask = 0  # the table's ranks while throw-ins are open (kept for `_legal_verdict`)
        if not attacks and not bits & SIX_EXCHANGE:
            # A lead: only the attacker may move (the commonest case after throw-ins).
            attacker = self._attacker
            if (player is None or player == attacker) and attacker not in self._out:
                hand = self._hands[attacker]
                _add_attacks(moves, attacker, hand)
                if bits & MULTI_LEAD:
                    self._multi_leads(attacker, hand, limit_cache[4], moves)
        elif attacks and not bits & SIX_EXCHANGE:
            # Within a bout: the defender's answers and the throw-ins (`_legal_for`, inlined).
            taking = self._taking
            defences = self._defences
            if len(attacks) < limit_cache[4] and (
                not bits & WAIT_FOR_BEAT or taking or NO_CARD not in defences
            ):
                throw_mask = self._table_rank_mask()
            done_open = taking or NO_CARD not in defences
            out, hands, done, defender = self._out, self._hands, self._done, self._defender
            attacker = self._attacker
            first, end = (0, self._n) if player is None else (player, player + 1)
            for p in range(first, end):  # (one `range` loop: compiled, a plain counter)
                hand = hands[p]
                if p in out:
                    continue
                if p == defender:
                    if not taking:
                        self._defence_moves(p, hand, moves)
                # (the main attacker, in the game, may always add cards: `_may_throw_in`)
                elif hand and (p == attacker or self._may_throw_in(p)):
                    rest = hand & throw_mask
                    if rest:
                        _add_attacks(moves, p, rest)
                    if done_open and not done >> p & 1:
                        moves.append(_DONE_MOVES[p])
        else:
            if attacks and len(attacks) < limit_cache[4] and not self._must_wait_for_beat():
                throw_mask = self._table_rank_mask()
            done_open = bool(attacks) and (self._taking or NO_CARD not in self._defences)
            if player is not None:
                self._legal_for(player, throw_mask, done_open, moves)
            else:
                for p in range(self._n):
                    self._legal_for(p, throw_mask, done_open, moves)
        self._legal_cache = (history, length, player, tuple(moves), throw_mask)
        return moves

    # ----------------------------------------------------------------- turn order

    def next_to_act(self) -> int | None:
        """The seat that acts next, ``None`` once the game is over.

        Durak has no strict turn order: while a bout is open the defender may beat a card at
        the same moment as an attacker throws one in. A program needs one order, and this is
        the single documented and fair one, used by the bot games, the simulations and the
        table alike:

        1. The game is over: nobody acts (``None``).
        2. The table is empty: the main attacker leads (an exchange of the trump six, if
           allowed, is offered to that player among their moves too).
        3. Some attack card is unbeaten and the defender has not said "take": the defender
           acts (beats a card, transfers, or takes).
        4. Otherwise (everything is beaten, or the defender said "take"): the first attacker,
           going clockwise from the main attacker, who may throw in under the rules
           (`may_throw_in`), still holds cards, and has not said "done" since the last card
           was played. That player throws in a card or says "done".

        Every new card on the table clears the "done" marks, so after each beat the main
        attacker is asked first again and the co-attackers then follow clockwise. Each player
        gets the chance to add cards before the bout closes; nobody can be skipped, and the
        main attacker has the same precedence a real table gives them (they lead and speak
        first). Only public facts decide it (roles, the table, card counts, "done" marks),
        never a hidden card. Whenever the game is not over, the seat has a legal move.
        """
        return self._order()[0]

    def turn(self) -> tuple[int | None, list[Move]]:
        """`next_to_act` with that seat's legal moves (``(None, [])`` once the game is over),
        which finding the seat often generates on the way (so they are generated once)."""
        seat, moves = self._order()
        if seat is None:
            return None, []
        return seat, self.legal_moves(seat) if moves is None else moves

    def _order(self) -> tuple[int | None, list[Move] | None]:
        """The seat to act, and its legal moves when finding the seat needed them (``None``
        otherwise): the leader and the defender need none, so that `next_to_act` (asked before
        every bot move, which then gets its legal moves anyway) mostly skips generating
        them."""
        if self._result is not None:
            return None, []
        table = self.table
        if not table:
            return self._attacker, None
        defender = self._defender
        if not self.taking and any(defence is None for _, defence in table):
            return defender, None
        n = self._n
        out = self.out
        done = self.done_players
        start = self._attacker
        for step in range(n):
            seat = (start + step) % n
            if seat == defender or seat in out or seat in done or not self.may_throw_in(seat):
                continue
            # A seat that holds cards may at least say done, so it has moves iff it has cards.
            moves = self.legal_moves(seat)
            if moves:
                return seat, moves
        # Not reachable for a consistent game (the bout closes as soon as nobody is left to
        # act); fall back to anyone with a legal move rather than stalling.
        for seat in range(n):
            moves = self.legal_moves(seat)
            if moves:
                return seat, moves
        return None, []

    def _multi_leads(self, p: int, hand: int, limit: int, moves: list[Move]) -> None:
        """Append the leads of several cards of attacker `p` (holding `hand`) to `moves`."""
        if limit > 1:
            for rank in range(2, 15):
                same = list(iter_bits(hand & RANK_MASK[rank]))
                for size in range(2, min(len(same), limit) + 1):
                    for combo in combinations(same, size):
                        moves.append(intern_move(ATTACK, p, combo))

    def _legal_for(self, p: int, throw_mask: int, done_open: bool, moves: list[Move]) -> None:
        """Append the legal moves of seat `p` to `moves` (one list for all seats: fewer lists
        made on every call)."""
        if p in self._out:
            return
        hand = self._hands[p]
        six = self._six
        if (
            self._limit_cache[5] & SIX_EXCHANGE
            and six >= 0
            and hand >> six & 1
            and len(self._stock) > 1
            and not self._known[p] >> six & 1
        ):
            moves.append(intern_move(EXCHANGE, p))
        attacks = self._attacks
        if not attacks:
            if p == self._attacker:
                _add_attacks(moves, p, hand)
                if self._limit_cache[5] & MULTI_LEAD:
                    self._multi_leads(p, hand, self._limit_cache[4], moves)
            return
        if p == self._defender:
            if not self._taking:
                self._defence_moves(p, hand, moves)
            return
        if not hand or not self._may_throw_in(p):
            return
        rest = hand & throw_mask
        if rest:
            _add_attacks(moves, p, rest)
        if done_open and not self._done >> p & 1:
            moves.append(_DONE_MOVES[p])

    def _defence_moves(self, p: int, hand: int, moves: list[Move]) -> None:
        """Append the answers of defender `p` (holding `hand`, not taking) to `moves`: each
        defence, the transfers, then take."""
        attacks = self._attacks
        beaters = self._beaters
        defences = self._defences
        known = _DEFENCE_TABLE
        any_beaten = any_unbeaten = False
        for i, target in enumerate(attacks):
            if defences[i] >= 0:
                any_beaten = True
                continue
            any_unbeaten = True
            rest = hand & beaters[target]
            key = (p << 6 | target) << 6
            while rest:
                low = rest & -rest
                index = low.bit_length() - 1
                move = known[key | index]
                moves.append(move if move is not None else _defend_move(p, index, target))
                rest ^= low
        if (
            self._limit_cache[5] & RULE_TRANSFER
            and not any_beaten
            and not (self._thrown_in and self.rules.transfer_ends_on_throw_in)
        ):
            moves.extend(self._transfer_moves(p, hand))
        if any_unbeaten:
            moves.append(_TAKE_MOVES[p])

    def _transfer_moves(self, p: int, hand: int) -> list[Move]:
        nxt = self._next_defender(p)
        if nxt == p:  # nobody else in the game to take the attack on
            return []
        rank_mask = SAME_RANK[self._attacks[0]]
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


_MOVES: Final[dict[tuple[str, int, tuple[int, ...], int | None, bool], Move]] = {}


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


_ATTACKS: Final[dict[int, Move]] = {}
_DONE_MOVES: Final = tuple(intern_move(DONE, p) for p in range(6))
_TAKE_MOVES: Final = tuple(intern_move(TAKE, p) for p in range(6))
_ATTACK_ROWS: Final[list[list[Move | None]]] = [[None] * 52 for _ in range(6)]
"""Per seat and card index: the one-card attack (filled on first use)."""


def _add_attacks(moves: list[Move], p: int, cards: int) -> None:
    """Append the one-card attacks of seat `p` with each card of the bit set `cards`, lowest
    index first: one or two cards one by one, more per suit (13 bits at a time)."""
    rest = cards & (cards - 1)
    if not rest & (rest - 1):  # at most two cards, as most throw-ins
        if cards:
            row = _ATTACK_ROWS[p]
            index = (cards & -cards).bit_length() - 1
            move = row[index]
            moves.append(move if move is not None else _row_move(p, index))
            if rest:
                index = rest.bit_length() - 1
                move = row[index]
                moves.append(move if move is not None else _row_move(p, index))
        return
    runs = _SUIT_RUNS
    key = p << 15
    for suit in range(4):
        chunk = cards >> 13 * suit & 0x1FFF
        if chunk:
            run = runs.get(key | suit << 13 | chunk)
            moves += run if run is not None else _suit_run(p, suit, chunk)


def _row_move(p: int, index: int) -> Move:
    move = _ATTACK_ROWS[p][index] = _attack_move(p, index)
    return move


_SUIT_RUNS: Final[dict[int, tuple[Move, ...]]] = {}


def _suit_run(p: int, suit: int, chunk: int) -> tuple[Move, ...]:
    """The one-card attacks of `p` with the cards `chunk` (13 bits) of suit `suit` (at most
    6 * 4 * 8192 of them, so kept for good)."""
    run = tuple(_attack_move(p, suit * 13 + i) for i in iter_bits(chunk))
    _SUIT_RUNS[(p << 2 | suit) << 13 | chunk] = run
    return run


_DEFENCES: Final[dict[int, Move]] = {}
_DEFENCE_TABLE: Final[list[Move | None]] = [None] * (6 << 12)
"""`_defend_move` by its key, as a list (an index is cheaper than a dict look-up)."""


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
    _DEFENCE_TABLE[key] = move
    return move


__all__ = ["LegalMoves"]
