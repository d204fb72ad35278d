"""A game of Durak: creation, views and the result. The rest of `Game` comes from its bases:

- `durak_widget.engine.state`: the position (bit sets of cards) and the queries on it, with the
  attack limit (`Game.limit_info`);
- `durak_widget.engine.legal`: legal-move generation;
- `durak_widget.engine.judge`: the verdict on any move;
- `durak_widget.engine.play`: applying a move, the end of a bout, and its events;
- `durak_widget.engine.base`: history, undo, replay, copies and the shared guards.

`undo` and `Game.replay` rebuild positions from the starting position and the move list, so the
history is the single record of what happened.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from .base import GameResult
from .cards import (
    BEATERS,
    CARDS,
    DECK_LOWEST_RANK,
    SUIT_MASK,
    SUIT_NAMES,
    Card,
    deck_mask,
    iter_bits,
    parse_suit,
    rank_label,
    sorted_cards,
)
from .cards import popcount as _popcount
from .checks import check_flag, check_names, check_seat
from .compiled import mypyc_attr, new_game
from .game_setup import CardReader, check_bout
from .game_setup import known_masks as _known_masks
from .game_setup import table_pairs as _table_pairs
from .kinds import add_game_class
from .moves import Move
from .play import Play
from .record_format import DurakRecordFormat
from .rules import Rules
from .state import NO_CARD

__all__ = ["Game", "Move"]


@mypyc_attr(allow_interpreted_subclasses=True, serializable=True)
class Game(Play):
    """A game of Durak for 2 to 6 players. Create one with `Game.new` (a shuffled deal) or
    `Game.from_position` (any position, for teaching).

    >>> g = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    >>> g.explain(Move.attack(0, "7S")).legal
    True
    >>> g.play("P0 attacks 7S").rule
    'attack.lead'
    >>> g.last_events
    ()
    >>> _ = g.play("P1 beats 7S with 9S")
    >>> g.last_events  # P0 may still throw in: the bout goes on
    ()
    >>> _ = g.play("P0 done")
    >>> [e.rule for e in g.last_events]
    ['bout.beaten_off', 'roles.next']
    >>> print(g.last_events[-1])
    Bout 2: P1 attacks P0 (P1 beat off the attack and so leads).
    """

    name: ClassVar[str] = "durak"
    """The game's name."""
    min_players: ClassVar[int] = 2
    """The fewest seats."""
    max_players: ClassVar[int] = 6
    """The most seats."""
    record_variant: ClassVar[str] = "durak"
    """The value of the ``Game`` tag in records of this game."""
    record_format: ClassVar[DurakRecordFormat] = DurakRecordFormat()
    """How records of this game read and write its deal."""
    move_type: ClassVar[type[Move]] = Move
    """The move class of Durak."""

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(
        cls,
        players: object = 2,
        rules: object = None,
        seed: object = None,
        names: object = None,
        previous: object = None,
    ) -> Game:
        """Shuffle and deal a new game. The same `seed` gives the same deal on every platform
        (Python's Mersenne Twister); without one a seed is drawn and kept in ``game.seed``.

        Cards are dealt one at a time from seat 0; the next card is turned up as the trump and
        is the last card of the talon. If the deal uses the whole pack there is no talon and the
        last card dealt names the trump. Who attacks first follows `Rules.first_attacker`: the
        holder of the lowest trump (if nobody holds a trump, the holder of the lowest card,
        ties to the lowest seat), or a seat drawn from the seed. `previous`, the result of the
        previous game of a series, applies `Rules.series_first_attacker` instead (a draw
        falls back to `Rules.first_attacker`).
        """
        # Every argument is typed ``object`` and checked here: see `durak_widget.engine.checks`.
        rules = _check_rules(rules)
        players = _check_player_count(players)
        _check_partnerships(rules, players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number or None, got {seed!r:.60}")
        durak = _previous_durak(previous, players)
        pack = list(iter_bits(deck_mask(rules.deck_size)))
        if players * rules.hand_size > len(pack):
            raise ValueError(
                f"{players} players need {players * rules.hand_size} cards to deal "
                f"{rules.hand_size} each, but the {len(pack)}-card pack "
                f"({_pack_range(rules.deck_size)}) has only {len(pack)}: at most "
                f"{len(pack) // rules.hand_size} players"
            )
        rng = random.Random(seed)
        rng.shuffle(pack)
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
        series = rules.series_first_attacker
        if durak is not None and series != "as_first_game":
            first = {"attack_the_fool": durak - 1, "fool_leads": durak}.get(series, durak + 1)
            first %= players
        elif rules.first_attacker == "random":
            first = rng.randrange(players)
        else:
            first = _first_attacker(hands, trump)
        game._setup(hands, stock, trump, first, 0)
        return game

    @classmethod
    def from_position(
        cls,
        hands: object,
        trump: object = None,
        talon: object = (),
        attacker: object = 0,
        discard: object = (),
        rules: object = None,
        names: object = None,
        table: object = (),
        taking: object = False,
        known: object = None,
    ) -> Game:
        """Set up any position: at the start of a bout (an empty table), or in the middle of
        one.

        `hands` lists each seat's cards; `talon` is top-first and its last card is the face-up
        trump; `trump` (a letter or symbol) is needed only when the talon is empty. `discard`
        lists cards already beaten off: while it is empty no defence has succeeded yet. Cards
        listed nowhere are out of this game. A player with no cards and an empty talon counts as
        already out (except the attacker of a bout under way, who goes out when it ends).

        A bout under way: `table` lists its attack cards in play order, each as a card (not
        beaten yet) or a pair ``(attack, defence)`` (``defence`` ``None`` if not beaten);
        ``taking=True`` says the defender has already said take. The defender (whom `attacker`
        attacks) started the bout with the cards in hand plus the defences on the table, and the
        attack limit follows from that. `known` gives, per seat (a list, or a dict by seat), the
        cards of its hand everyone knows it holds (picked up from the table, or the face-up
        trump drawn or exchanged): a picked-up trump six may not be exchanged. The moves that led
        here are not part of the game: `undo` stops at this position. Bad positions raise
        `ValueError` naming the problem.

        >>> g = Game.from_position([["7S", "KH"], ["6D", "8C"]], trump="D", table=[("7H", "9H")])
        >>> [str(m) for m in g.legal_moves()]
        ['P0 attacks 7♠', 'P0 done']
        """
        # Every argument is typed ``object`` and checked here: see `durak_widget.engine.checks`.
        rules = _check_rules(rules)
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
            raise ValueError(f"hands must be a list of lists of cards, got {hands!r:.60}")
        _check_player_count(len(hands))
        _check_partnerships(rules, len(hands))
        take = CardReader(rules.deck_size)

        hand_masks = []
        for seat, hand in enumerate(hands):
            mask = 0
            for index in take(hand, f"the hand of P{seat}"):
                mask |= 1 << index
            hand_masks.append(mask)
        pairs = _table_pairs(table, take)
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
        attacker = check_seat(attacker, players, "attacker seat")
        empty = [seat for seat in range(players) if not hand_masks[seat]]
        if talon_list and empty:
            raise ValueError(
                f"P{empty[0]} has no cards while the talon still holds {len(talon_list)}: "
                "refill the hand or empty the talon"
            )
        if pairs and attacker in empty:
            empty.remove(attacker)  # led the last cards: out when the bout ends
        if players - len(empty) < 2:
            raise ValueError("at least two players must hold cards")
        if rules.partnerships and len({p % 2 for p in range(players) if p not in empty}) < 2:
            raise ValueError(
                "with partnerships both teams must hold cards (P0, P2, ... against P1, P3, ...)"
            )
        if not hand_masks[attacker] and not pairs:
            raise ValueError(f"the attacker P{attacker} holds no cards")
        taking = check_flag(taking, "taking")
        if taking and not pairs:
            raise ValueError("taking=True needs cards on the table (give table=[...])")
        game = cls._blank(rules, players, names)
        stock = list(reversed(talon_list))
        known_masks = _known_masks(known, hand_masks)
        game._setup(
            hand_masks, stock, trump, attacker, discard_mask, empty, pairs, taking, known_masks
        )
        return game

    @classmethod
    def _blank(cls, rules: Rules, players: int, names: object) -> Game:
        game = new_game(cls)
        game.rules = rules
        game._n = players
        game.seed = None
        game.names = check_names(names, players)
        return game

    def _setup(
        self,
        hands: list[int],
        stock: list[int],
        trump: str,
        attacker: int,
        discard: int,
        out: Sequence[int] = (),
        table: Sequence[tuple[int, int]] = (),
        taking: bool = False,
        known: list[int] | None = None,
    ) -> None:
        self.trump = trump
        six = "SHDC".index(trump) * 13 + 4
        self._six = six if deck_mask(self.rules.deck_size) >> six & 1 else NO_CARD
        self._beaters = BEATERS[trump]
        self._hands = list(hands)
        self._stock = list(stock)
        self._discard = discard
        self._out = list(out)
        self._attacker = self._opener = attacker
        self._defender = self._next_defender(attacker)
        self._attacks = [a for a, _ in table]
        self._defences = [d for _, d in table]
        self._taking = taking
        self._done = 0
        beaten = sum(1 for d in self._defences if d != NO_CARD)
        self._start_hand = _popcount(self._hands[self._defender]) + beaten
        self._shown = 0
        self._thrown_in = False
        self._known = list(known) if known is not None else [0] * self._n
        self._result = None
        self._bout = 1
        self._new_limit()
        if table:
            check_bout(self)
        self._begin()

    # ----------------------------------------------------------------- views

    def view(self, player: object) -> dict[str, Any]:
        """What `player` may see, as a JSON-ready dict; ``None`` gives a spectator's view.

        Other hands appear only as counts plus the cards publicly known to be in them (picked
        up from the table, or the face-up trump drawn or exchanged, and not played since).
        Two games that differ only in cards this seat cannot see give identical views.
        """
        if player is not None:
            player = check_seat(player, self._n)
        codes = _codes
        trump_card = self.trump_card
        roles = self.roles()
        limit = self.attack_limit
        return {
            "seat": player,
            "players": self._n,
            "names": list(self.names),
            "rules": _rules_json(self.rules),
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
                    "known": codes(sorted_cards(self._known[p], self.trump)),
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
            state = f"over: {self.result_text()}"
        else:
            table = " ".join(f"{a}/{d}" if d else str(a) for a, d in self.table) or "empty"
            number = self.bout_number
            state = (
                "" if number is None else f"bout {number}, "
            ) + f"{self.names[self._attacker]} attacks {self.names[self._defender]}, table {table}"
        hands = " | ".join(
            f"{self.names[p]}: {' '.join(str(c) for c in self.hand(p)) or '-'}"
            for p in range(self._n)
        )
        trump = self.trump_card or SUIT_NAMES[self.trump]
        return (
            f"<Game {preset} {self._n}p, trump {trump}, talon {len(self._stock)}, "
            f"discard {self.discard_size}; {state}; {hands}>"
        )

    def _repr_html_(self) -> str:
        from .picture import game_html

        return game_html(self)


# --------------------------------------------------------------------- helpers


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


_RULES_JSON: dict[Rules, dict[str, Any]] = {}


def _rules_json(rules: Rules) -> dict[str, Any]:
    """The rules as a view shows them: the changes from the nearest preset, then every option.
    Worked out once per distinct `Rules` (views are made on every move); a new dict each call,
    whose values are all plain scalars."""
    shown = _RULES_JSON.get(rules)
    if shown is None:
        from dataclasses import asdict

        shown = {**rules.changes(), **asdict(rules)}
        if len(_RULES_JSON) < 256:  # a program that makes endless variants keeps no more
            _RULES_JSON[rules] = shown
    return dict(shown)


def _check_rules(rules: object) -> Rules:
    """`rules`, or podkidnoy for ``None``; anything but `Rules` is a `ValueError`."""
    if rules is None:
        return Rules.podkidnoy()
    if not isinstance(rules, Rules):
        raise ValueError(
            f"rules must be a Rules object such as Rules.podkidnoy(), got {rules!r:.60}"
        )
    return rules


def _check_player_count(players: object) -> int:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ValueError(f"players must be 2 to 6, got {players!r:.60}")
    return players


def _check_partnerships(rules: Rules, players: int) -> None:
    if rules.partnerships and players not in (4, 6):
        raise ValueError(
            f"Rules.partnerships=True needs 4 players (P0+P2 against P1+P3) or 6 (P0+P2+P4 "
            f"against P1+P3+P5), got {players} players"
        )


def _previous_durak(previous: object, players: int) -> int | None:
    """The durak seat of the previous game of a series (``None``: no previous game, or a
    draw); `ValueError` if `previous` is not a result of a game with this many seats."""
    if previous is None:
        return None
    if not isinstance(previous, GameResult):
        raise ValueError(
            f"previous must be the GameResult of the previous game (game.result), got "
            f"{previous!r:.60}"
        )
    durak = previous.durak
    if durak is not None and not 0 <= durak < players:
        raise ValueError(
            f"previous names P{durak} as the durak, but this game has seats 0 to {players - 1}"
        )
    return durak


def _pack_range(deck_size: int) -> str:
    low = DECK_LOWEST_RANK[deck_size]
    return f"{rank_label(low)} to A"


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
    best_rank = (15, 0)
    for seat, hand in enumerate(hands):
        rank = min(i % 13 for i in iter_bits(hand)) + 2
        if rank < best_rank[0]:
            best_rank = (rank, seat)
    return best_rank[1]


add_game_class(Game)
