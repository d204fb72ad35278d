"""The state of a game of Durak, the moves that change it, and the judge that explains them.

A `Game` holds the position (hands, talon, table, discard, roles) as bit sets of cards, plus the
list of moves played. `explain` judges any move and `play` applies only moves it judged legal.
`undo` and `Game.replay` rebuild positions from the starting position and the move list, so the
history is the single record of what happened.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import combinations

from .base import GameResult, RecordedGame
from .cards import (
    BEATERS,
    CARDS,
    RANK_MASK,
    SUIT_MASK,
    SUIT_NAMES,
    Card,
    cards_of,
    deck_mask,
    iter_bits,
    parse_suit,
    rank_label,
    sort_key,
)
from .cards import (
    popcount as _popcount,
)
from .moves import ATTACK, DEFEND, DONE, EXCHANGE, TAKE, TRANSFER, Move
from .rules import Rules
from .verdict import Verdict

_INF = 1 << 30
_NO_CARD = -1


class Game(RecordedGame):
    """A game of Durak for 2 to 6 players. Create one with `Game.new` (a shuffled deal) or
    `Game.from_position` (any position, for teaching).

    >>> g = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    >>> g.explain(Move.attack(0, "7S")).legal
    True
    """

    record_variant = "durak"
    """The value of the ``Game`` tag in records of this game."""
    move_type = Move

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(
        cls,
        players: int = 2,
        rules: Rules | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
    ) -> Game:
        """Shuffle and deal a new game. The same `seed` gives the same deal on every platform
        (Python's Mersenne Twister); without one a seed is drawn and kept in ``game.seed``.

        Cards are dealt one at a time from seat 0; the next card is turned up as the trump and
        is the last card of the talon. If the deal uses the whole pack there is no talon and the
        last card dealt names the trump. The holder of the lowest trump attacks first; if nobody
        holds a trump, the holder of the lowest card (ties: the lowest seat).
        """
        rules = rules if rules is not None else Rules.podkidnoy()
        _check_rules(rules)
        _check_player_count(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or None, got {seed!r}")
        pack = list(iter_bits(deck_mask(rules.deck_size)))
        if players * rules.hand_size > len(pack):
            raise ValueError(
                f"{players} players need {players * rules.hand_size} cards to deal "
                f"{rules.hand_size} each, but the deck has {len(pack)}"
            )
        random.Random(seed).shuffle(pack)
        hands = [0] * players
        position = 0
        last_dealt = pack[0]
        for _ in range(rules.hand_size):
            for seat in range(players):
                last_dealt = pack[position]
                hands[seat] |= 1 << last_dealt
                position += 1
        talon = pack[position:]
        trump = CARDS[talon[0] if talon else last_dealt].suit
        # The stock is kept bottom-first, so drawing is a pop from the end and the face-up
        # trump card (turned up right after the deal) sits at index 0.
        stock = [talon[0], *reversed(talon[1:])] if talon else []
        game = cls._blank(rules, players, names)
        game.seed = seed
        game._setup(hands, stock, trump, _first_attacker(hands, trump), 0)
        return game

    @classmethod
    def from_position(
        cls,
        hands: Sequence[Iterable[Card | str]],
        trump: str | None = None,
        talon: Iterable[Card | str] = (),
        attacker: int = 0,
        discard: Iterable[Card | str] = (),
        rules: Rules | None = None,
        names: Sequence[str] | None = None,
    ) -> Game:
        """Set up any position at the start of a bout (an empty table).

        `hands` lists each seat's cards; `talon` is top-first and its last card is the face-up
        trump; `trump` (a letter or symbol) is needed only when the talon is empty. `discard`
        lists cards already beaten off: while it is empty no defence has succeeded yet. Cards
        listed nowhere are out of this game. A player with no cards and an empty talon counts as
        already out. Bad positions raise `ValueError` naming the problem.
        """
        rules = rules if rules is not None else Rules.podkidnoy()
        _check_rules(rules)
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
            raise ValueError(f"hands must be a list of lists of cards, got {hands!r:.60}")
        _check_player_count(len(hands))
        allowed = deck_mask(rules.deck_size)
        seen: dict[int, str] = {}

        def take(cards, where: str) -> list[int]:
            if isinstance(cards, (str, bytes)):
                raise ValueError(f"{where} must be a list of cards, got the text {cards!r}")
            out = []
            for item in cards:
                card = Card.parse(item)
                if not allowed >> card.index & 1:
                    raise ValueError(
                        f"{card} in {where} is not in a {rules.deck_size}-card deck "
                        f"({rank_label(min(r for r in range(2, 15) if allowed & RANK_MASK[r]))}-A)"
                    )
                if card.index in seen:
                    raise ValueError(f"{card} appears twice: in {seen[card.index]} and in {where}")
                seen[card.index] = where
                out.append(card.index)
            return out

        hand_masks = []
        for seat, hand in enumerate(hands):
            mask = 0
            for index in take(hand, f"the hand of P{seat}"):
                mask |= 1 << index
            hand_masks.append(mask)
        talon_list = take(talon, "the talon")
        discard_mask = 0
        for index in take(discard, "the discard"):
            discard_mask |= 1 << index
        if talon_list:
            talon_trump = CARDS[talon_list[-1]].suit
            if trump is not None and parse_suit(trump) != talon_trump:
                raise ValueError(
                    f"trump {trump!r} contradicts the face-up card {CARDS[talon_list[-1]]}, "
                    "the talon's last card"
                )
            trump = talon_trump
        elif trump is None:
            raise ValueError("the talon is empty, so the trump suit must be given (trump='S')")
        else:
            trump = parse_suit(trump)
        players = len(hands)
        if (
            not isinstance(attacker, int)
            or isinstance(attacker, bool)
            or not 0 <= attacker < players
        ):
            raise ValueError(f"bad attacker seat {attacker!r}: expected 0 to {players - 1}")
        empty = [seat for seat in range(players) if not hand_masks[seat]]
        if talon_list and empty:
            raise ValueError(
                f"P{empty[0]} has no cards while the talon still holds {len(talon_list)}: "
                "refill the hand or empty the talon"
            )
        if players - len(empty) < 2:
            raise ValueError("at least two players must hold cards")
        if not hand_masks[attacker]:
            raise ValueError(f"the attacker P{attacker} holds no cards")
        game = cls._blank(rules, players, names)
        stock = list(reversed(talon_list))
        game._setup(hand_masks, stock, trump, attacker, discard_mask, out=empty)
        return game

    @classmethod
    def _blank(cls, rules: Rules, players: int, names) -> Game:
        game = object.__new__(cls)
        game.rules = rules
        game._n = players
        game.seed = None
        if names is None:
            names = [f"P{i}" for i in range(players)]
        names = list(names)
        if len(names) != players or not all(isinstance(n, str) and n.strip() for n in names):
            raise ValueError(f"names must be {players} non-empty strings, got {names!r}")
        game.names = tuple(names)
        return game

    def _setup(self, hands, stock, trump, attacker, discard, out=()):
        self.trump = trump
        six = "SHDC".index(trump) * 13 + 4
        self._six = six if deck_mask(self.rules.deck_size) >> six & 1 else _NO_CARD
        self._beaters = BEATERS[trump]
        self._trump_mask = SUIT_MASK[trump]
        self._hands = list(hands)
        self._stock = list(stock)
        self._discard = discard
        self._out = list(out)
        self._attacker = attacker
        self._defender = self._next_active(attacker)
        self._attacks: list[int] = []
        self._defences: list[int] = []
        self._taking = False
        self._done = 0
        self._start_hand = _popcount(self._hands[self._defender])
        self._shown = 0
        self._thrown_in = False
        self._known = [0] * self._n
        self._result: GameResult | None = None
        self._bout = 1
        self._history: list[Move] = []
        self._start = self._snapshot()

    # ----------------------------------------------------------------- state plumbing

    def _snapshot(self) -> tuple:
        return (
            tuple(self._hands),
            tuple(self._stock),
            self._discard,
            tuple(self._out),
            self._attacker,
            self._defender,
            tuple(self._attacks),
            tuple(self._defences),
            self._taking,
            self._done,
            self._start_hand,
            self._shown,
            self._thrown_in,
            tuple(self._known),
            self._result,
            self._bout,
        )

    def _restore(self, snap: tuple) -> None:
        (
            hands,
            stock,
            self._discard,
            out,
            self._attacker,
            self._defender,
            attacks,
            defences,
            self._taking,
            self._done,
            self._start_hand,
            self._shown,
            self._thrown_in,
            known,
            self._result,
            self._bout,
        ) = snap
        self._hands = list(hands)
        self._stock = list(stock)
        self._out = list(out)
        self._attacks = list(attacks)
        self._defences = list(defences)
        self._known = list(known)

    # ----------------------------------------------------------------- queries

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards, sorted lowest first with trumps last."""
        return tuple(self.hand(seat) for seat in range(self._n))

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's cards, sorted lowest first with trumps last."""
        trump = self.trump
        return tuple(sorted(cards_of(self._hands[seat]), key=lambda c: sort_key(c, trump)))

    @property
    def trump_card(self) -> Card | None:
        """The face-up card at the bottom of the talon, or ``None`` once the talon is empty."""
        return CARDS[self._stock[0]] if self._stock else None

    @property
    def talon_size(self) -> int:
        """Cards left in the talon, the face-up trump included."""
        return len(self._stock)

    @property
    def discard_size(self) -> int:
        """Cards beaten off so far."""
        return _popcount(self._discard)

    @property
    def discard(self) -> tuple[Card, ...]:
        """The cards beaten off so far (all were played face up, so this is public)."""
        return cards_of(self._discard)

    @property
    def attacker(self) -> int:
        """The main attacker of the current bout."""
        return self._attacker

    @property
    def defender(self) -> int:
        """The defender of the current bout."""
        return self._defender

    @property
    def table(self) -> list[tuple[Card, Card | None]]:
        """The attack cards in play order, each with the card that beat it or ``None``."""
        return [
            (CARDS[a], CARDS[d] if d >= 0 else None) for a, d in zip(self._attacks, self._defences)
        ]

    @property
    def bout(self) -> int:
        """The number of the current bout, from 1."""
        return self._bout

    @property
    def taking(self) -> bool:
        """Whether the defender has said take in this bout."""
        return self._taking

    @property
    def done_players(self) -> tuple[int, ...]:
        """Attackers who have said done since the last card was played."""
        return tuple(p for p in range(self._n) if self._done >> p & 1)

    @property
    def attack_limit(self) -> int | None:
        """The most attack cards this bout may hold: the cap (6, or 5 in a first bout where that
        rule is on) or the defender's hand at the start of the bout, whichever is smaller."""
        limit = self._limit()
        return None if limit >= _INF else limit

    def limit_reason(self) -> str:
        """Which rule sets `attack_limit`: ``"defender_hand"``, ``"first_bout_cap"`` or
        ``"cap"``."""
        cap, first = self._cap()
        if self._start_hand < cap:
            return "defender_hand"
        return "first_bout_cap" if first else "cap"

    @property
    def table_ranks(self) -> tuple[int, ...]:
        """The ranks on the table in this bout, which are the ranks that may be thrown in."""
        return _ranks_in(self._table_rank_mask())

    def may_throw_in(self, player: int) -> bool:
        """Whether the rules let `player` add attack cards to this bout right now (ignoring
        which cards they hold and the limit)."""
        return self._may_throw_in(player)

    def roles(self) -> list[str]:
        """Each seat's role in the bout: ``"attacker"``, ``"co-attacker"`` (may throw in),
        ``"defender"``, ``"idle"`` (takes no part in this bout) or ``"out"``."""
        roles = []
        for p in range(self._n):
            if p in self._out:
                roles.append("out")
            elif p == self._attacker:
                roles.append("attacker")
            elif p == self._defender:
                roles.append("defender")
            elif self._throw_in_right(p):
                roles.append("co-attacker")
            else:
                roles.append("idle")
        return roles

    def active_players(self) -> tuple[int, ...]:
        """Seats still in the game, clockwise from seat 0."""
        return tuple(p for p in range(self._n) if p not in self._out)

    # ----------------------------------------------------------------- internals

    def _next_active(self, seat: int) -> int:
        n = self._n
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if candidate not in self._out:
                return candidate
        return seat

    def _cap(self) -> tuple[int, bool]:
        rules = self.rules
        cap = rules.attack_cap if rules.attack_cap is not None else _INF
        if rules.first_bout_cap is not None and not self._discard and rules.first_bout_cap < cap:
            return rules.first_bout_cap, True
        return cap, False

    def _limit(self) -> int:
        start_hand = self._start_hand
        rules = self.rules
        if rules.first_bout_cap is None:  # the common case, without the tuple of _cap
            cap = rules.attack_cap
            return start_hand if cap is None or start_hand < cap else cap
        cap = self._cap()[0]
        return start_hand if start_hand < cap else cap

    def _table_rank_mask(self) -> int:
        mask = 0
        for index in self._attacks:
            mask |= RANK_MASK[index % 13 + 2]
        for index in self._defences:
            if index >= 0:
                mask |= RANK_MASK[index % 13 + 2]
        return mask

    def _throw_in_right(self, p: int) -> bool:
        """The rules' right to add cards, before join-after-first-beat is considered."""
        if p == self._defender or p in self._out:
            return False
        mode = self.rules.throw_in
        if mode == "all" or p == self._attacker:
            return True
        return mode == "neighbours" and p == self._next_active(self._defender)

    def _may_throw_in(self, p: int) -> bool:
        if not self._throw_in_right(p):
            return False
        if self.rules.join_after_first_beat and p != self._attacker:
            return any(d >= 0 for d in self._defences)
        return True

    def _allowed_names(self) -> list[str]:
        return [self.names[p] for p in range(self._n) if self._may_throw_in(p)]

    def _allowed_rule(self) -> str:
        mode = self.rules.throw_in
        if mode == "neighbours":
            return "only the attacker and the defender's left neighbour may add cards"
        if mode == "attacker":
            return "only the attacker may add cards"
        return "every opponent of the defender may add cards"

    def _six_of_trumps(self) -> int:
        """The bit index of the six of trumps, or -1 if the deck has no six."""
        return self._six

    def _waiting_for(self) -> list[int]:
        """Attackers who hold cards and have not said done since the last card."""
        return [
            p
            for p in range(self._n)
            if self._hands[p] and not self._done >> p & 1 and self._may_throw_in(p)
        ]

    def _anyone_waiting(self) -> bool:
        """Whether `_waiting_for` is not empty (without building the list)."""
        hands, done = self._hands, self._done
        for p in range(self._n):  # noqa: SIM110 (a loop: any() of a generator is slower here)
            if hands[p] and not done >> p & 1 and self._may_throw_in(p):
                return True
        return False

    # ----------------------------------------------------------------- legal moves

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move right now: of `player`, or of everyone who may act."""
        if self._result is not None:
            return []
        if player is not None and (not isinstance(player, int) or not 0 <= player < self._n):
            raise ValueError(f"bad player {player!r}: expected a seat from 0 to {self._n - 1}")
        # What every attacker's throw-ins share, worked out once per call.
        attacks = self._attacks
        throw_mask = 0
        if attacks and len(attacks) < self._limit():
            throw_mask = self._table_rank_mask()
        done_open = bool(attacks) and (self._taking or _NO_CARD not in self._defences)
        if player is not None:
            return self._legal_for(player, throw_mask, done_open)
        moves: list[Move] = []
        for p in range(self._n):
            moves.extend(self._legal_for(p, throw_mask, done_open))
        return moves

    def _legal_for(self, p: int, throw_mask: int, done_open: bool) -> list[Move]:
        if p in self._out:
            return []
        moves = []
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
            moves.append(_move(EXCHANGE, p))
        attacks = self._attacks
        if not attacks:
            if p == self._attacker:
                limit = self._limit()
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
                                moves.append(_move(ATTACK, p, combo))
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
                moves.append(_move(TAKE, p))
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
        nxt = self._next_active(p)
        cap = self._cap()[0]
        count = len(self._attacks)
        next_hand = _popcount(self._hands[nxt])
        moves = []
        if count + 1 <= cap and next_hand >= count + 1:
            for index in iter_bits(hand & rank_mask):
                moves.append(_move(TRANSFER, p, (index,)))
        if self.rules.transfer_by_showing_trump and count <= cap and next_hand >= count:
            for index in iter_bits(hand & rank_mask & self._trump_mask & ~self._shown):
                moves.append(_move(TRANSFER, p, (index,), show=True))
        return moves

    # ----------------------------------------------------------------- judging

    def _judge(self, move: Move) -> Verdict:
        p = move.player
        if self._result is not None:
            return _no("game.over", result=self._result_text())
        if p >= self._n:
            return _no("player.unknown", player=p, last_seat=self._n - 1)
        who = self.names[p]
        if p in self._out:
            return _no("player.out", who=who)
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

    def _limit_verdict(self, count: int) -> Verdict:
        cap, first = self._cap()
        if self._start_hand < cap:
            return _no("attack.defender_hand", start_hand=self._start_hand, count=count)
        if first:
            return _no("attack.first_bout_cap", cap=cap, count=count)
        return _no("attack.cap_reached", cap=cap, count=count)

    def _limit_reason_text(self) -> str:
        cap, first = self._cap()
        if self._start_hand < cap:
            return f"the defender began it with {self._start_hand} cards"
        if first:
            return f"until the first successful defence the cap is {cap}"
        return f"the cap is {cap}"

    def _judge_attack(self, move: Move, p: int, who: str) -> Verdict:
        cards = move.cards
        if p == self._defender:
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
                limit = self._limit()
                if len(cards) > limit:
                    return _no(
                        "attack.lead_over_limit",
                        who=who,
                        count=len(cards),
                        limit=limit,
                        start_hand=self._start_hand,
                        reason=self._limit_reason_text(),
                    )
                return _yes(
                    "attack.lead_several", who=who, cards=[str(c) for c in cards], count=len(cards)
                )
            return Verdict(
                True, "attack.lead", lambda: {"who": who, "cards": [str(cards[0])], "count": 1}
            )
        if not self._throw_in_right(p):
            return _no(
                "attack.not_allowed",
                who=who,
                allowed_rule=self._allowed_rule(),
                allowed=self._allowed_names(),
            )
        if not self._may_throw_in(p):
            return _no("attack.join_after_first_beat", who=who, count=len(self._attacks))
        missing = self._missing(p, cards, who)
        if missing is not None:
            return missing
        if len(cards) > 1:
            return _no("attack.one_card_throw_in", count=len(cards))
        card = cards[0]
        count = len(self._attacks)
        limit = self._limit()
        if count >= limit:
            return self._limit_verdict(count)
        rank_mask = self._table_rank_mask()
        if not rank_mask >> card.index & 1:
            ranks = [rank_label(r) for r in _ranks_in(rank_mask)]
            return _no("attack.rank_not_on_table", who=who, card=str(card), ranks=ranks)
        taking = self._taking
        return Verdict(
            True,
            "attack.throw_in",
            lambda: {
                "who": who,
                "card": str(card),
                "rank": card.label,
                "ranks": [rank_label(r) for r in _ranks_in(rank_mask)],
                "count": count + 1,
                "limit": limit,
                "taking": taking,
            },
        )

    def _judge_defend(self, move: Move, p: int, who: str) -> Verdict:
        if p != self._defender:
            return _no("defend.not_defender", who=who, defender=self.names[self._defender])
        if self._taking:
            return _no("defend.after_take", who=who)
        card, target = move.cards[0], move.target
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
        trump = self.trump
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
            return _no("transfer.after_throw_in", who=who)
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
        nxt = self._next_active(p)
        after = len(self._attacks) + (0 if move.show else 1)
        cap = self._cap()[0]
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
        unbeaten = self._defences.count(_NO_CARD)
        if not unbeaten:
            return _no("take.all_beaten", who=who)
        count = len(self._attacks) + len(self._defences) - unbeaten
        return _yes("take.legal", who=who, count=count, unbeaten=unbeaten)

    def _judge_done(self, p: int, who: str) -> Verdict:
        if p == self._defender:
            return _no("done.by_defender", who=who)
        if not self._attacks:
            return _no("done.no_attack", who=who, attacker=self.names[self._attacker])
        if not self._may_throw_in(p):
            return _no(
                "done.not_attacker",
                who=who,
                allowed_rule=self._allowed_rule(),
                allowed=self._allowed_names(),
            )
        unbeaten = self._defences.count(_NO_CARD)
        if unbeaten and not self._taking:
            return _no("done.unbeaten", who=who, unbeaten=unbeaten)
        if not self._hands[p]:
            return _no("done.no_cards", who=who)
        if self._done >> p & 1:
            return _no("done.already", who=who)
        waiting = [q for q in self._waiting_for() if q != p]
        names = self.names
        return Verdict(
            True, "done.legal", lambda: {"who": who, "waiting": [names[q] for q in waiting]}
        )

    def _judge_exchange(self, p: int, who: str) -> Verdict:
        if not self.rules.trump_six_exchange:
            return _no("exchange.not_in_rules")
        six = self._six_of_trumps()
        if six < 0:
            return _no("exchange.no_six")
        six_text = str(CARDS[six])
        if not self._hands[p] >> six & 1:
            return _no("exchange.no_six_in_hand", who=who, six=six_text)
        if self._known[p] >> six & 1:
            return _no("exchange.picked_up", who=who, six=six_text)
        if len(self._stock) <= 1:
            return _no("exchange.talon_too_small", talon=len(self._stock))
        return _yes("exchange.legal", who=who, six=six_text, trump_card=str(CARDS[self._stock[0]]))

    def _result_text(self) -> str:
        result = self._result
        if result is None:
            return ""
        if result.draw:
            return "It ended in a draw."
        return f"{self.names[result.durak]} is the durak."

    # ----------------------------------------------------------------- applying

    def _apply(self, move: Move) -> None:
        p = move.player
        kind = move.kind
        if kind == ATTACK:
            if self._attacks:
                self._thrown_in = True
            hand = self._hands[p]
            for card in move.cards:
                hand &= ~(1 << card.index)
                self._attacks.append(card.index)
                self._defences.append(_NO_CARD)
            self._hands[p] = hand
            self._known[p] &= hand
            self._done = 0
        elif kind == DEFEND:
            index = move.cards[0].index
            self._hands[p] &= ~(1 << index)
            self._known[p] &= ~(1 << index)
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
                self._defences.append(_NO_CARD)
            self._attacker = p
            self._defender = self._next_active(p)
            self._start_hand = _popcount(self._hands[self._defender])
            self._done = 0
            self._thrown_in = False
        elif kind == TAKE:
            self._taking = True
            self._done = 0
        elif kind == DONE:
            self._done |= 1 << p
        else:  # exchange
            six = self._six_of_trumps()
            face_up = self._stock[0]
            self._hands[p] ^= (1 << six) | (1 << face_up)
            self._known[p] |= 1 << face_up
            self._stock[0] = six
        self._settle()

    def _settle(self) -> None:
        """End the bout if the move just played completed it."""
        if not self._attacks:
            return
        if self._taking:
            if (
                not self.rules.throw_in_after_take
                or len(self._attacks) >= self._limit()
                or not self._anyone_waiting()
            ):
                self._end_bout(beaten_off=False)
        elif _NO_CARD not in self._defences and (
            not self._hands[self._defender]
            or len(self._attacks) >= self._limit()
            or not self._anyone_waiting()
        ):
            self._end_bout(beaten_off=True)

    def _end_bout(self, beaten_off: bool) -> None:
        table = 0
        for index in self._attacks:
            table |= 1 << index
        for index in self._defences:
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
        order = [attacker]
        seat = attacker
        for _ in range(self._n - 1):
            seat = (seat + 1) % self._n
            if seat != defender and seat not in self._out:
                order.append(seat)
        order.append(defender)
        self._draw(order)
        if not self._stock:
            for seat in order:
                if not self._hands[seat] and seat not in self._out:
                    self._out.append(seat)
        active = [p for p in range(self._n) if p not in self._out]
        if len(active) <= 1:
            if active:
                durak = active[0]
            elif self.rules.draws:
                durak = None
            else:
                durak = defender
            order_out = [p for p in self._out if p != durak]
            self._result = GameResult(durak, order_out)
            return
        self._bout += 1
        if beaten_off:
            nxt = defender if defender not in self._out else self._next_active(defender)
        else:
            nxt = self._next_active(defender)
        self._attacker = nxt
        self._defender = self._next_active(nxt)
        self._start_hand = _popcount(self._hands[self._defender])

    def _draw(self, order: list[int]) -> None:
        stock = self._stock
        size = self.rules.hand_size
        hands = self._hands
        for seat in order:
            need = size - _popcount(hands[seat])
            while need > 0 and stock:
                index = stock.pop()
                hands[seat] |= 1 << index
                if not stock:  # the face-up trump card: everyone saw who took it
                    self._known[seat] |= 1 << index
                need -= 1

    # ----------------------------------------------------------------- views

    def view(self, player: int | None) -> dict:
        """What `player` may see, as a JSON-ready dict; ``None`` gives a spectator's view.

        Other hands appear only as counts plus the cards publicly known to be in them (picked
        up from the table, or the face-up trump drawn or exchanged, and not played since).
        Two games that differ only in cards this seat cannot see give identical views.
        """
        if player is not None and (not isinstance(player, int) or not 0 <= player < self._n):
            raise ValueError(f"bad player {player!r}: expected a seat from 0 to {self._n - 1}")
        codes = _codes
        trump_card = self.trump_card
        roles = self.roles()
        limit = self.attack_limit
        return {
            "seat": player,
            "players": self._n,
            "names": list(self.names),
            "rules": {**self.rules.changes(), **_rules_json(self.rules)},
            "trump": self.trump,
            "trump_card": trump_card.code if trump_card else None,
            "talon": len(self._stock),
            "discard": self.discard_size,
            "discarded": codes(self.discard),
            "bout": self._bout,
            "attacker": self._attacker,
            "defender": self._defender,
            "roles": roles,
            "hand": codes(self.hand(player)) if player is not None else None,
            "hands": [
                {
                    "seat": p,
                    "count": _popcount(self._hands[p]),
                    "known": codes(
                        sorted(cards_of(self._known[p]), key=lambda c: sort_key(c, self.trump))
                    ),
                    "role": roles[p],
                }
                for p in range(self._n)
            ],
            "table": [{"attack": a.code, "defence": d.code if d else None} for a, d in self.table],
            "table_ranks": [rank_label(r) for r in self.table_ranks],
            "attack_count": len(self._attacks),
            "attack_limit": limit,
            "limit_reason": self.limit_reason(),
            "start_hand": self._start_hand,
            "taking": self._taking,
            "done": list(self.done_players),
            "out": list(self._out),
            "over": self.is_over,
            "result": self._result.to_json() if self._result else None,
            "history": [str(m) for m in self._history],
        }

    def __repr__(self) -> str:
        preset = self.rules.preset or "custom"
        if self._result is not None:
            state = f"over: {self._result_text()}"
        else:
            table = " ".join(f"{a}/{d}" if d else str(a) for a, d in self.table) or "empty"
            state = (
                f"bout {self._bout}, {self.names[self._attacker]} attacks "
                f"{self.names[self._defender]}, table {table}"
            )
        hands = " | ".join(
            f"{self.names[p]}: {' '.join(str(c) for c in self.hand(p)) or '-'}"
            for p in range(self._n)
        )
        trump = self.trump_card or SUIT_NAMES[self.trump]
        return (
            f"<Game {preset} {self._n}p, trump {trump}, talon {len(self._stock)}, "
            f"discard {self.discard_size}; {state}; {hands}>"
        )

    def _talon_top_first(self) -> tuple[Card, ...]:
        """The talon's cards, the next card to be drawn first (hidden information)."""
        return tuple(CARDS[i] for i in reversed(self._stock))

    def _repr_html_(self) -> str:
        from .picture import game_html

        return game_html(self)


# --------------------------------------------------------------------- helpers

_MOVES: dict[tuple, Move] = {}


def _move(kind: str, p: int, indices: tuple = (), target: int | None = None, show=False) -> Move:
    """An interned move: legal-move generation creates the same few thousand moves again and
    again, so they are built once."""
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
    """`_move` for the commonest case, a one-card attack, keyed by a single int."""
    move = _ATTACKS.get(p << 6 | index)
    if move is None:
        move = _ATTACKS[p << 6 | index] = _move(ATTACK, p, (index,))
    return move


def _defend_move(p: int, index: int, target: int) -> Move:
    """`_move` for a defence, keyed by a single int."""
    key = (p << 6 | target) << 6 | index
    move = _DEFENCES.get(key)
    if move is None:
        move = _DEFENCES[key] = _move(DEFEND, p, (index,), target)
    return move


def _beat_details(card: Card, target: Card, trump: str) -> dict:
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


def _yes(rule: str, **details) -> Verdict:
    return Verdict(True, rule, details)


def _no(rule: str, **details) -> Verdict:
    return Verdict(False, rule, details)


def _ranks_in(rank_mask: int) -> tuple[int, ...]:
    """The ranks present in a mask built from `RANK_MASK` entries (their spade bits suffice)."""
    spades = rank_mask & 0x1FFF
    return tuple(r for r in range(2, 15) if spades >> (r - 2) & 1)


def _codes(cards) -> list[str]:
    return [c.code for c in cards]


def _rules_json(rules: Rules) -> dict:
    from dataclasses import asdict

    return asdict(rules)


def _check_rules(rules) -> None:
    if not isinstance(rules, Rules):
        raise ValueError(
            f"rules must be a Rules object such as Rules.podkidnoy(), got {rules!r:.60}"
        )


def _check_player_count(players) -> None:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ValueError(f"players must be 2 to 6, got {players!r}")


def _first_attacker(hands: list[int], trump: str) -> int:
    trump_mask = SUIT_MASK[trump]
    best = None
    for seat, hand in enumerate(hands):
        trumps = hand & trump_mask
        if trumps:
            low = (trumps & -trumps).bit_length() - 1
            if best is None or low < best[0]:
                best = (low, seat)
    if best is not None:
        return best[1]
    best_rank = None
    for seat, hand in enumerate(hands):
        rank = min(i % 13 for i in iter_bits(hand)) + 2
        if best_rank is None or rank < best_rank[0]:
            best_rank = (rank, seat)
    return best_rank[1]
