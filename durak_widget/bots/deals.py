"""Imagined deals: complete games consistent with everything one seat has seen.

`DealSampler` reads a view (never the real game), works out which cards that seat cannot
see, and builds `Game` objects in which those cards are dealt at random, while every card the
seat does know about stays where it is: its own hand, the table, the discard, the face-up
trump, and the cards publicly known to be in other hands (picked up from the table, or the
face-up trump drawn or exchanged). Each hand keeps its size and the talon its length.

Each deal starts from the current bout itself: `Game.from_position` gets the cards on the
table, the take, and the publicly known cards (so a six of trumps picked up from the table is
never exchanged in a playout), and the attackers who have said "done" say it again. Only a bout
with a transfer in it is rebuilt from its start instead, by replaying its public moves from the
view's history: a transfer leaves marks `from_position` cannot carry (the cards shown, who
opened the bout).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields

from ..engine import Card, Game, IllegalMove, Move, Rules
from .cards import CARD_BY_CODE, parse_codes
from .montecarlo import InconsistentView, after_each

__all__ = ["DealSampler", "InconsistentView", "rules_from_view"]

_RULE_FIELDS = tuple(f.name for f in fields(Rules))
_RULES_CACHE: dict[tuple, Rules] = {}
_DECK_LOW = {24: 9, 32: 7, 36: 6, 52: 2}


def rules_from_view(view: dict) -> Rules:
    """The `Rules` named by ``view["rules"]``."""
    data = view["rules"]
    key = tuple(data[name] for name in _RULE_FIELDS)
    rules = _RULES_CACHE.get(key)
    if rules is None:
        rules = _RULES_CACHE[key] = Rules(**dict(zip(_RULE_FIELDS, key)))
    return rules


class DealSampler:
    """Builds random complete games consistent with `view`, at the moment `view` was taken:
    Durak's `durak_widget.bots.montecarlo.Deals` plug-in.

    Raises `InconsistentView` if the view cannot be rebuilt (the caller should then decide
    without search).
    """

    def __init__(self, view: dict):
        self.view = view
        self.seat = view["seat"]
        self.rules = rules_from_view(view)
        self.trump = view["trump"]
        players = view["players"]
        hands = view["hands"]
        self.known = [parse_codes(h["known"]) for h in hands]
        self.unknown_counts = [
            0 if p == self.seat else hands[p]["count"] - len(self.known[p]) for p in range(players)
        ]
        own = parse_codes(view["hand"])
        self.own = own
        face_up = CARD_BY_CODE[view["trump_card"]] if view["trump_card"] else None
        self.table = [
            (CARD_BY_CODE[s["attack"]], CARD_BY_CODE[s["defence"]] if s["defence"] else None)
            for s in view["table"]
        ]
        self.hidden_talon = max(view["talon"] - 1, 0)
        self.discard = parse_codes(view["discarded"])
        self.done = [Move.done(p) for p in view["done"]]
        seen = {*own, *self.discard, *(c for k in self.known for c in k)}
        for attack, defence in self.table:
            seen.add(attack)
            if defence is not None:
                seen.add(defence)
        if face_up:
            seen.add(face_up)
        low = _DECK_LOW[self.rules.deck_size]
        self.unseen = [
            Card(rank, suit)
            for suit in "SHDC"
            for rank in range(low, 15)
            if Card(rank, suit) not in seen
        ]
        self.needed = sum(self.unknown_counts) + self.hidden_talon
        if len(self.unseen) < self.needed:
            raise InconsistentView(
                f"{self.needed} hidden cards but only {len(self.unseen)} unseen cards"
            )
        self.bout_moves: list[Move] = []
        base = [list(self.known[p]) for p in range(players)]
        base[self.seat] = list(own)
        self.base = base
        self.start_face_up = face_up
        self.start_known: list[list[Card]] | None = self.known
        self.attacker = view["attacker"]
        if self.table and self._needs_replay(view):
            self._replay_from_bout_start(view, face_up)

    def _needs_replay(self, view: dict) -> bool:
        """Whether the bout holds what `from_position` cannot carry: a transfer, or a player
        who played his last card before the bout ends (the engine counts him out at once)."""
        empty = any(
            h["count"] == 0 and h["seat"] not in view["out"] and h["seat"] != view["attacker"]
            for h in view["hands"]
        )
        if empty:
            return True
        if not self.rules.transfer:
            return False
        placed = sum(1 + (defence is not None) for _, defence in self.table)
        return any(m.kind == "transfer" for m in _bout_moves(view["history"], placed))

    def _replay_from_bout_start(self, view: dict, face_up: Card | None) -> None:
        """Set the sampler up to rebuild the start of the bout (each card on the table back
        in the hand that played it) and replay the bout's public moves."""
        players = view["players"]
        placed = sum(1 + (defence is not None) for _, defence in self.table)
        self.bout_moves = _bout_moves(view["history"], placed)
        played: list[list[Card]] = [[] for _ in range(players)]
        for move in self.bout_moves:
            if move.kind in ("attack", "defend") or (move.kind == "transfer" and not move.show):
                played[move.player].extend(move.cards)
        base = [list(self.known[p]) + played[p] for p in range(players)]
        base[self.seat] = self.own + played[self.seat]
        start_known = [list(k) for k in self.known]
        start_face_up = face_up
        exchanges = [i for i, m in enumerate(self.bout_moves) if m.kind == "exchange"]
        if exchanges:
            # The exchanger swapped the six of trumps for the card then face up: put the six
            # back in their hand and any trump they now hold (or played since) under the talon.
            # Every such choice leads to the same position after the exchange is replayed.
            who = self.bout_moves[exchanges[0]].player
            six = Card(6, self.trump)
            later = [
                c
                for m in self.bout_moves[exchanges[0] :]
                if m.player == who
                for c in m.cards
                if m.kind != "transfer" or not m.show
            ]
            pool = self.own if who == self.seat else self.known[who]
            options = [c for c in [*pool, *later] if c.suit == self.trump and c != six]
            if not options or face_up != six:
                raise InconsistentView("cannot place the card taken by the trump exchange")
            start_face_up = options[0]
            base[who] = [c for c in base[who] if c != start_face_up] + [six]
            start_known[who] = [c for c in start_known[who] if c != start_face_up]
        self.base = base
        self.start_face_up = start_face_up
        self.start_known = start_known
        self.attacker = self.bout_moves[0].player

    @property
    def exact(self) -> bool:
        """Whether nothing is hidden from this seat: the talon is empty and at most one other
        hand holds unknown cards, which are then exactly the unseen cards."""
        hidden_hands = sum(1 for count in self.unknown_counts if count)
        return self.hidden_talon == 0 and hidden_hands <= 1 and len(self.unseen) == self.needed

    def sample(self, rng: random.Random) -> Game:
        """A random complete game consistent with the view, at the view's moment."""
        pool = rng.sample(self.unseen, self.needed)
        hands = []
        at = 0
        for p, count in enumerate(self.unknown_counts):
            hands.append(self.base[p] + pool[at : at + count])
            at += count
        talon = pool[at:]
        if self.start_face_up is not None:
            talon.append(self.start_face_up)
        replay = self.bout_moves
        try:
            game = Game.from_position(
                hands,
                trump=self.trump,
                talon=talon,
                attacker=self.attacker,
                discard=self.discard,
                rules=self.rules,
                table=() if replay else self.table,
                taking=False if replay else self.view["taking"],
                known=self.start_known,
            )
            for move in replay or self.done:
                game.play(move)
        except (IllegalMove, ValueError) as error:
            raise InconsistentView(f"cannot rebuild the bout: {error}") from error
        return game

    def trials(self, deal: Game, moves: Sequence[Move]) -> list[Game]:
        """For each of `moves` (legal in `deal`), a copy of `deal` with that move played."""
        return after_each(deal, moves)


def _bout_moves(history: list[str], placed: int) -> list[Move]:
    """The moves of the current bout, from its lead on, read back from the history: the
    shortest tail of the history that put `placed` cards on the table, starting with an
    attack."""
    if placed == 0:
        return []
    count = 0
    tail: list[Move] = []
    for text in reversed(history):
        move = Move.parse(text)
        tail.append(move)
        if move.kind in ("attack", "defend") or (move.kind == "transfer" and not move.show):
            count += len(move.cards)
        if count >= placed:
            if move.kind != "attack" or count != placed:
                raise InconsistentView("the history does not match the table")
            tail.reverse()
            return tail
    raise InconsistentView("the history is shorter than the bout on the table")
