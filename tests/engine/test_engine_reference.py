"""An independent reading of the rules, checked against the engine move by move.

`ReferenceJudge` re-derives, from the public state only (hands, table, roles, done players,
taking, discard size, talon size, publicly known cards) plus what it has watched happen in the
bout, the full set of legal moves, whether the bout must have ended, and what the draw and the
next roles must be. It is written from the issue's rules, not from the engine's code.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from durak_widget import Card, Game, Move, Rules

PRESETS = ("podkidnoy", "perevodnoy", "classic", "eltos")
INF = 10**9


def key(move: Move) -> tuple:
    return (move.kind, move.player, frozenset(move.cards), move.target, move.show)


def beats(card: Card, target: Card, trump: str) -> bool:
    if card.suit == target.suit:
        return card.rank > target.rank
    return card.suit == trump


class ReferenceJudge:
    """Watches a game through its public API and says what the rules allow."""

    def __init__(self, game: Game):
        self.game = game
        self.rules = game.rules
        self.start_hand = len(game.hands[game.defender])
        self.thrown_in = False
        self.shown: set[Card] = set()
        self.known: list[set[Card]] = [set() for _ in range(game.players)]
        self.moves_seen = 0
        self.opener = game.attacker  # the bout's first attacker (for draw_order="seat_order")

    # -- helpers
    def active(self, p: int) -> bool:
        return p not in self.game.out

    def next_active(self, p: int) -> int:
        # play skips players who are out, and with the talon empty a player without cards is
        # out at once (pagat)
        g = self.game
        n = g.players
        for step in range(1, n + 1):
            q = (p + step) % n
            if self.active(q) and (g.talon_size or g.hands[q]):
                return q
        return p

    def next_defender(self, p: int) -> int:
        # with partnerships a player attacks (or transfers to) the next opponent only
        q = self.next_active(p)
        if self.rules.partnerships:
            while q != p and (q - p) % 2 == 0:
                q = self.next_active(q)
        return q

    def cap(self) -> int:
        rules = self.rules
        cap = rules.attack_cap if rules.attack_cap is not None else INF
        if rules.first_bout_cap is not None and self.game.discard_size == 0:
            cap = min(cap, rules.first_bout_cap)
        return cap

    def limit(self) -> int:
        return min(self.cap(), self.start_hand)

    def may_throw_in(self, p: int) -> bool:
        g = self.game
        if p == g.defender or not self.active(p):
            return False
        if self.rules.partnerships and (p - g.defender) % 2 == 0:
            return False
        mode = self.rules.throw_in
        if p != g.attacker:
            if mode == "attacker":
                return False
            if mode == "neighbours" and p != self.next_active(g.defender):
                return False
            if self.rules.join_after_first_beat and not any(d for _, d in g.table):
                return False
        return True

    def waiting(self) -> list[int]:
        g = self.game
        return [
            p
            for p in range(g.players)
            if self.may_throw_in(p) and g.hands[p] and p not in g.done_players
        ]

    # -- the legal moves
    def legal(self) -> set[tuple]:
        g, rules = self.game, self.rules
        if g.is_over:
            return set()
        moves: list[Move] = []
        table = g.table
        count = len(table)
        unbeaten = [a for a, d in table if d is None]
        ranks = {a.rank for a, _ in table} | {d.rank for _, d in table if d}
        six = Card(6, g.trump)
        hands = g.hands
        for p in range(g.players):
            if not self.active(p):
                continue
            hand = hands[p]
            if (
                rules.trump_six_exchange
                and rules.deck_size >= 36
                and g.talon_size > 1
                and six in hand
                and six.code not in g.view(None)["hands"][p]["known"]
            ):
                moves.append(Move.exchange(p))
            if not table:
                if p == g.attacker:
                    moves.extend(Move.attack(p, c) for c in hand)
                    if rules.multi_card_lead:
                        by_rank: dict[int, list[Card]] = {}
                        for c in hand:
                            by_rank.setdefault(c.rank, []).append(c)
                        for group in by_rank.values():
                            for size in range(2, min(len(group), self.limit()) + 1):
                                moves.extend(
                                    Move.attack(p, *combo) for combo in combinations(group, size)
                                )
                continue
            if p == g.defender:
                if g.taking:
                    continue
                for target in unbeaten:
                    moves.extend(
                        Move.defend(p, c, target) for c in hand if beats(c, target, g.trump)
                    )
                nothing_beaten = len(unbeaten) == count
                if (
                    rules.transfer
                    and nothing_beaten
                    and not (rules.transfer_ends_on_throw_in and self.thrown_in)
                ):
                    rank = table[0][0].rank
                    nxt = self.next_defender(p)
                    nxt_hand = len(g.hands[nxt])
                    for c in hand:
                        # the attack passes to the next player in the game: there must be one
                        if c.rank != rank or nxt == p:
                            continue
                        if count + 1 <= self.cap() and nxt_hand >= count + 1:
                            moves.append(Move.transfer(p, c))
                        if (
                            rules.transfer_by_showing_trump
                            and c.suit == g.trump
                            and c not in self.shown
                            and count <= self.cap()
                            and nxt_hand >= count
                        ):
                            moves.append(Move.transfer(p, c, show=True))
                if unbeaten:
                    moves.append(Move.take(p))
                continue
            if not hand or not self.may_throw_in(p):
                continue
            alternation = rules.add_only_when_beaten and unbeaten and not g.taking
            if count < self.limit() and not alternation:
                moves.extend(Move.attack(p, c) for c in hand if c.rank in ranks)
            if p not in g.done_players and (g.taking or not unbeaten):
                moves.append(Move.done(p))
        return {key(m) for m in moves}

    def bout_must_end(self) -> bool:
        g = self.game
        if not g.table:
            return False
        count = len(g.table)
        if g.taking:
            return not self.rules.throw_in_after_take or count >= self.limit() or not self.waiting()
        if any(d is None for _, d in g.table):
            return False
        return not g.hands[g.defender] or count >= self.limit() or not self.waiting()

    # -- publicly known cards: picked up from the table, or the face-up trump drawn/exchanged
    def update_known(self, move, before_table, taking, defender, talon, face_up) -> None:
        g = self.game
        played = set(move.cards) if move.kind != "transfer" or not move.show else set()
        self.known[move.player] -= played
        if move.kind == "exchange":
            self.known[move.player].add(face_up)
        if before_table and not g.table and taking:
            table = {a for a, _ in before_table} | {d for _, d in before_table if d}
            if move.kind == "attack":
                table |= set(move.cards)
            self.known[defender] |= table
        if talon and not g.talon_size:
            holder = next(p for p in range(g.players) if face_up in g.hands[p])
            self.known[holder].add(face_up)
        self.moves_seen += 1
        bout_ended = before_table and not g.table
        if not (bout_ended or move.kind == "exchange" or self.moves_seen % 4 == 0):
            return  # the view is costly: check where known cards appear, and every 4th move
        for p, seat in enumerate(g.view(None)["hands"]):
            assert set(seat["known"]) == {c.code for c in self.known[p]}, (p, seat, move)
            assert self.known[p] <= set(g.hands[p])

    # -- watching a move
    def play(self, move: Move) -> None:
        g = self.game
        before_table = list(g.table)
        attacker, defender = g.attacker, g.defender
        taking = g.taking or move.kind == "take"
        if move.kind == "attack" and before_table and move.player != attacker:
            self.thrown_in = True
        if move.kind == "transfer" and move.show:
            self.shown.add(move.card)
        sizes = [len(h) for h in g.hands]
        talon = g.talon_size
        face_up = g.trump_card
        out_before = list(g.out)
        g.play(move)
        self.update_known(move, before_table, taking, defender, talon, face_up)
        if move.kind == "transfer":
            self.thrown_in = False
            assert (g.attacker, g.defender) == (move.player, self.next_defender(move.player))
            self.start_hand = len(g.hands[g.defender])
        if g.table or not before_table:
            # the bout goes on (or had not begun: an exchange): it must not have been over
            assert not self.bout_must_end(), f"bout should have ended after {move}: {g!r}"
            return
        # the bout ended with this move: check the draw, going out and the next roles
        table_cards = sum(1 + (d is not None) for a, d in before_table)
        table_cards += 1 if move.kind in ("attack", "defend", "transfer") and not move.show else 0
        after_play = list(sizes)
        if move.kind in ("attack", "defend", "transfer") and not move.show:
            after_play[move.player] -= len(move.cards)
        if taking:
            after_play[defender] += table_cards
        if self.rules.draw_order == "seat_order":
            n = g.players
            order = [(self.opener + i) % n for i in range(n)]
            order = [seat for seat in order if seat not in out_before]
        else:
            order = [attacker]
            seat = attacker
            for _ in range(g.players - 1):
                seat = (seat + 1) % g.players
                if seat != defender and seat not in out_before:
                    order.append(seat)
            order.append(defender)
        expected = list(after_play)
        left = talon
        for seat in order:
            need = max(0, self.rules.hand_size - expected[seat])
            got = min(need, left)
            expected[seat] += got
            left -= got
        assert [len(h) for h in g.hands] == expected, ("draw", move, order, g)
        assert g.talon_size == left
        new_out = [s for s in order if left == 0 and expected[s] == 0 and s not in out_before]
        assert list(g.out) == out_before + new_out, ("out", g.out, out_before, new_out)
        active = [p for p in range(g.players) if p not in g.out]
        if self.rules.partnerships:
            teams = {p % 2 for p in active}
            if len(teams) == 2:
                assert not g.is_over
            else:
                assert g.is_over
                if teams:
                    team = teams.pop()
                elif self.rules.draws:
                    assert g.result.draw and g.result.losing_team is None
                    return
                else:
                    team = defender % 2
                assert g.result.losing_team == tuple(range(team, g.players, 2))
                assert g.result.durak in g.result.losing_team
                return
        if len(active) <= 1:
            assert g.is_over
            assert g.result.losing_team == (None if g.result.durak is None else (g.result.durak,))
            if active:
                assert g.result.durak == active[0]
            elif self.rules.draws:
                assert g.result.durak is None and g.result.draw
            else:
                assert g.result.durak == defender
            return
        assert not g.is_over
        if taking:
            nxt = self.next_active(defender)
        else:
            nxt = defender if defender not in g.out else self.next_active(defender)
        assert g.attacker == nxt, ("next attacker", g.attacker, nxt)
        assert g.defender == self.next_defender(nxt)
        self.opener = nxt
        self.start_hand = len(g.hands[g.defender])
        self.thrown_in = False
        self.shown = set()


def check_game(preset: str, players: int, seed: int, cap: int = 3000) -> None:
    rules = getattr(Rules, preset)()
    if rules.deck_size == 32:
        players = min(players, 5)  # the eltos pack deals six cards to at most five players
    game = Game.new(players=players, rules=rules, seed=seed)
    judge = ReferenceJudge(game)
    rng = random.Random(seed)
    for _ in range(cap):
        if game.is_over:
            break
        engine = {key(m) for m in game.legal_moves()}
        reference = judge.legal()
        assert engine == reference, (
            f"only engine: {sorted(map(str, engine - reference))}, "
            f"only reference: {sorted(map(str, reference - engine))}, {game!r}"
        )
        table = game.table
        unbeaten = sum(1 for _, d in table if d is None)
        assert unbeaten <= len(game.hands[game.defender])
        assert len(table) <= judge.limit()
        judge.play(rng.choice(game.legal_moves()))
    assert game.is_over


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_engine_agrees_with_the_reference_on_a_few_games(preset, players):
    check_game(preset, players, seed=players)


VARIANTS = {
    "join_after_first_beat": Rules.podkidnoy().replace(join_after_first_beat=True),
    "attacker_only": Rules.podkidnoy().replace(throw_in="attacker"),
    "show_trump": Rules.perevodnoy().replace(transfer_by_showing_trump=True),
    "no_draws": Rules.podkidnoy().replace(draws=False),
    "eltos_cap6": Rules.eltos().replace(attack_cap=6, first_bout_cap=5),
    "deck24": Rules.perevodnoy().replace(deck_size=24),
    "deck52": Rules.podkidnoy().replace(deck_size=52, multi_card_lead=True),
    "perevodnoy_neighbours": Rules.perevodnoy().replace(throw_in="neighbours"),
    "perevodnoy_attacker_show": Rules.perevodnoy().replace(
        throw_in="attacker", transfer_by_showing_trump=True
    ),
    "eltos_join_show": Rules.eltos().replace(
        join_after_first_beat=True, transfer_by_showing_trump=True
    ),
    "classic_transfer": Rules.classic().replace(transfer=True, transfer_ends_on_throw_in=True),
    "perevodnoy_no_draws_no_throw_after_take": Rules.perevodnoy().replace(
        draws=False, throw_in_after_take=False
    ),
    "hand4_multi": Rules.perevodnoy().replace(hand_size=4, multi_card_lead=True),
    "deck32_exchange": Rules.eltos().replace(deck_size=32, trump_six_exchange=True),
    "deck52_low_caps": Rules.perevodnoy().replace(deck_size=52, first_bout_cap=3, attack_cap=4),
    "exchange": Rules.podkidnoy().replace(trump_six_exchange=True),
    "alternation": Rules.podkidnoy().replace(add_only_when_beaten=True),
    "alternation_transfer_take": Rules.perevodnoy().replace(
        add_only_when_beaten=True, throw_in_after_take=False, draw_order="seat_order"
    ),
    "partnerships": Rules.podkidnoy().replace(partnerships=True),
    "partnerships_transfer_no_draws": Rules.perevodnoy().replace(
        partnerships=True, draws=False, transfer_by_showing_trump=True
    ),
    "partnerships_neighbours": Rules.eltos().replace(partnerships=True),
    "seat_order_random_first": Rules.podkidnoy().replace(
        draw_order="seat_order", first_attacker="random"
    ),
}

TEAM_VARIANTS = {name for name in VARIANTS if name.startswith("partnerships")}


def check_rules_game(rules: Rules, players: int, seed: int) -> None:
    game = Game.new(players=players, rules=rules, seed=seed)
    judge = ReferenceJudge(game)
    rng = random.Random(seed)
    for _ in range(3000):
        if game.is_over:
            break
        engine = {key(m) for m in game.legal_moves()}
        reference = judge.legal()
        assert engine == reference, (
            f"only engine: {sorted(map(str, engine - reference))}, "
            f"only reference: {sorted(map(str, reference - engine))}, {game!r}"
        )
        judge.play(rng.choice(game.legal_moves()))
    assert game.is_over


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_rule_variants_agree_with_the_reference(name):
    rules = VARIANTS[name]
    for seed, players in ((1, 3), (2, 4)) if name not in TEAM_VARIANTS else ((1, 4), (2, 6)):
        if players * rules.hand_size <= rules.deck_size:
            check_rules_game(rules, players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
@settings(max_examples=80, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.integers(2, 6))
def test_engine_agrees_with_the_reference(preset, seed, players):
    check_game(preset, players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(VARIANTS))
@settings(max_examples=20, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), players=st.integers(2, 4))
def test_rule_variants_agree_with_the_reference_many(name, seed, players):
    rules = VARIANTS[name]
    if name in TEAM_VARIANTS:
        players = 4 if players < 4 or rules.deck_size < 36 else 6
    if rules.deck_size == 24:
        players = min(players, 4)
    check_rules_game(rules, players, seed)
