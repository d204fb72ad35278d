"""The engine's fast paths keep its promises: `play` trusts only a move object that
`legal_moves` returned in the very same position, a second `legal_moves` call returns the same
moves, views reuse what never changes, and `Game.from_position` sets up a bout under way."""

from __future__ import annotations

import random

import pytest

from durak_widget.engine import COMPILED, Game, IllegalMove, Move, Rules
from durak_widget.engine.judge import Judge

# These tests spy on the judge by patching the class; compiled methods call each other directly.
spies_on_the_judge = pytest.mark.skipif(COMPILED, reason="a compiled class cannot be patched")


def _mid_game(seed: int = 5, moves: int = 9) -> Game:
    game = Game.new(seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        game.play(chooser.choice(game.legal_moves()))
    return game


def _count_judge_calls(monkeypatch: pytest.MonkeyPatch) -> list[Move]:
    judged: list[Move] = []
    original = Judge._judge

    def spy(self: Judge, move: Move):  # type: ignore[no-untyped-def]
        judged.append(move)
        return original(self, move)

    monkeypatch.setattr(Judge, "_judge", spy)
    return judged


@spies_on_the_judge
def test_play_skips_the_judge_only_for_a_move_object_from_this_position(monkeypatch):
    judged = _count_judge_calls(monkeypatch)
    game = _mid_game()
    moves = game.legal_moves()
    judged.clear()
    game.play(moves[0])
    assert judged == []  # from legal_moves of this position: not judged again
    # An equal move made elsewhere is judged as usual.
    again = game.legal_moves()[0]
    twin = Move(again.kind, again.player, again.cards, again.target, again.show)
    assert twin == again and twin is not again
    game.play(twin)
    assert judged == [twin]


@spies_on_the_judge
def test_a_stale_list_from_an_earlier_position_is_judged(monkeypatch):
    judged = _count_judge_calls(monkeypatch)
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    stale = game.legal_moves()
    game.play("P0 attacks 7S")
    judged.clear()
    lead = next(m for m in stale if str(m) == "P0 attacks K♥")
    with pytest.raises(IllegalMove) as refused:
        game.play(lead)  # legal before, not now: P1 must answer the 7S
    assert judged == [lead]
    assert refused.value.verdict.rule == "attack.rank_not_on_table"


def test_a_forged_move_slipped_into_the_returned_list_is_judged():
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D")
    moves = game.legal_moves()
    forged = Move.attack(0, "9S")  # P1's card
    moves.append(forged)
    with pytest.raises(IllegalMove) as refused:
        game.play(forged)
    assert refused.value.verdict.rule == "card.not_in_hand"


def test_the_fast_verdict_equals_the_judged_one():
    for seed in range(40):
        game = Game.new(seed=seed, rules=Rules.perevodnoy() if seed % 2 else Rules.podkidnoy())
        chooser = random.Random(seed)
        while not game.is_over:
            move = chooser.choice(game.legal_moves())
            judged = game.explain(move)
            played = game.play(move)
            assert (played.legal, played.rule) == (judged.legal, judged.rule)
            assert played.details == judged.details
            assert played.message == judged.message


def test_legal_moves_twice_in_a_position_gives_equal_independent_lists():
    game = _mid_game()
    first = game.legal_moves()
    first.clear()
    assert game.legal_moves() == game.legal_moves(None) != []
    seat = game.defender
    assert game.legal_moves(seat) == [m for m in game.legal_moves() if m.player == seat]
    game.play(game.legal_moves()[0])
    game.undo()
    assert game.legal_moves() == _mid_game().legal_moves()


def test_view_reuses_rules_and_move_texts_but_hands_out_fresh_dicts():
    game = _mid_game()
    first = game.view(0)
    first["rules"]["deck_size"] = 52
    first["history"].append("nonsense")
    second = game.view(0)
    assert second["rules"]["deck_size"] == 36
    assert second["rules"]["preset"] == "podkidnoy"
    assert second["history"] == [str(m) for m in game.history]
    assert str(Move.defend(1, "9S", "7S")) == "P1 beats 7♠ with 9♠"


# ------------------------------------------------------------- a bout under way


def test_from_position_with_a_table_continues_the_bout():
    game = Game.from_position(
        [["7S", "KH", "7D"], ["6D", "8C", "9S"]],
        trump="D",
        table=[("7H", "9H"), "7C"],
        known=[[], ["8C"]],
    )
    assert [(str(a), str(d) if d else None) for a, d in game.table] == [
        ("7♥", "9♥"),
        ("7♣", None),
    ]
    assert [str(c) for c in game.known(1)] == ["8♣"]
    assert game.start_hand == 4  # three in hand and the 9H already played
    assert {str(m) for m in game.legal_moves()} == {
        "P0 attacks 7♠",
        "P0 attacks 7♦",
        "P1 beats 7♣ with 6♦",
        "P1 beats 7♣ with 8♣",
        "P1 takes",
    }
    game.play("P1 takes")
    game.play("P0 attacks 7S")
    game.play("P0 done")
    assert len(game.hand(1)) == 7
    assert {str(c) for c in game.known(1)} == {"8♣", "7♥", "9♥", "7♣", "7♠"}
    assert str(game.undo()) == "P0 done"
    assert str(game.undo()) == "P0 attacks 7♠"
    assert str(game.undo()) == "P1 takes"
    assert len(game.table) == 2 and not game.taking  # back at the position set up
    with pytest.raises(ValueError, match="nothing to undo"):
        game.undo()


def test_from_position_taking_lets_attackers_throw_in_and_no_defence():
    game = Game.from_position(
        [["7S", "KH"], ["6D", "8C", "9S"]], trump="D", table=["7H", "7C"], taking=True
    )
    assert game.taking
    assert {str(m) for m in game.legal_moves()} == {"P0 attacks 7♠", "P0 done"}
    game.play("P0 done")
    assert game.last_events[0].rule == "bout.taken"


def test_a_known_trump_six_may_not_be_exchanged():
    hands = [["6D", "KH", "7S"], ["8C", "9S", "QS"]]
    talon = ["JH", "10D"]
    rules = Rules.podkidnoy().replace(trump_six_exchange=True)
    free = Game.from_position(hands, talon=talon, rules=rules)
    assert "P0 exchanges" in {str(m) for m in free.legal_moves()}
    picked = Game.from_position(hands, talon=talon, rules=rules, known={0: ["6D"]})
    assert "P0 exchanges" not in {str(m) for m in picked.legal_moves()}
    assert picked.explain("P0 exchanges").rule == "exchange.picked_up"


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"table": [("7H", "6H")]}, "6♥ does not beat 7♥"),
        ({"table": [("7H", "10S")]}, "10♠ does not beat 7♥"),
        ({"table": ["7H", "KC"]}, "K♣ (table entry 2) could not have been added"),
        ({"table": [("7H", "7S")]}, "7♠ appears twice"),
        ({"table": "7H"}, "table must be a list"),
        ({"table": [("7H", "9H", "JH")]}, "table entry 1 must be a card or a pair"),
        ({"table": ["7H", "7C", "7D"]}, "more than this bout allows"),
        ({"table": [("7H", "9H")], "taking": True}, "taking=True needs an attack card"),
        ({"taking": True}, "taking=True needs cards on the table"),
        ({"taking": 1, "table": ["7H"]}, "taking must be True or False"),
        ({"known": [["7S"]]}, "known lists 1 seats, but the game has 2"),
        ({"known": {0: ["9S"]}}, "9♠ is listed as known in the hand of P0"),
        ({"known": {3: []}}, "known names seat 3"),
        ({"known": "7S"}, "known must be a list"),
    ],
)
def test_from_position_refuses_impossible_bouts(kwargs, words):
    with pytest.raises(ValueError) as refused:
        Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D", **kwargs)
    assert words in str(refused.value)


def test_from_position_refuses_a_bout_that_is_already_over():
    with pytest.raises(ValueError, match="would already be over"):
        Game.from_position([[], ["9S", "6D"]], trump="D", table=[("7H", "9H")])
    # The same table with a card left to throw in is a bout under way.
    assert Game.from_position([["KH"], ["9S", "6D"]], trump="D", table=[("7H", "9H")]).table


def test_a_mid_bout_start_cannot_be_written_as_a_record():
    game = Game.from_position([["7S", "KH"], ["9S", "6D"]], trump="D", table=["7H"])
    with pytest.raises(ValueError, match="records start at an empty table"):
        game.to_record()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_legal_move_is_judged_legal_with_the_same_verdict_at_any_table(players):
    # The move generator's shortcuts (a lead, the main attacker's throw-ins, two seats) and the
    # verdicts built without the judge must agree with the judge for every seat count and rules.
    variants = [
        Rules.podkidnoy(),
        Rules.perevodnoy(),
        Rules.podkidnoy().replace(throw_in="neighbours", trump_six_exchange=True),
        Rules.podkidnoy().replace(add_only_when_beaten=True, join_after_first_beat=True),
    ]
    for seed in range(12):
        rules = variants[seed % len(variants)]
        if players in (4, 6) and seed % 3 == 0:
            rules = rules.replace(partnerships=True)
        game = Game.new(players=players, seed=seed, rules=rules)
        chooser = random.Random(seed)
        while not game.is_over:
            moves = game.legal_moves()
            assert moves
            for move in moves:
                assert game.explain(move).legal, move
            move = chooser.choice(moves)
            judged = game.explain(move)
            played = game.play(move)
            assert (played.rule, played.details, played.message) == (
                judged.rule,
                judged.details,
                judged.message,
            )


def test_a_last_card_lead_in_a_two_seat_endgame_cannot_come_back_and_still_ends_the_game():
    # P1 leads his last card with the talon empty: P1 is out at once, so nobody can take a
    # transfer on (it would come back to P0, attacker and defender at once). P0 takes, and the
    # end of that bout must still see P1 go out.
    game = Game.from_position(
        [["6S", "AC", "KS"], ["AD"]], trump="C", attacker=1, rules=Rules.perevodnoy()
    )
    game.play("P1 attacks AD")
    assert game.explain("P0 transfers with AC").rule == "transfer.nobody_next"
    assert not [m for m in game.legal_moves(0) if m.kind == "transfer"]
    game.play("P0 takes")
    assert game.is_over and game.result is not None
    assert (game.result.durak, game.result.order) == (0, (1,))
