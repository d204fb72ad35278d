"""Beating, throw-in by rank, and the attack limit, on hand-made positions."""

import pytest
from engine_testkit import play_all

from durak_widget import Game, IllegalMove, Move, Rules

# ---------------------------------------------------------------- beating (trump: hearts)

BEATING = [
    # attack, defence, legal, rule
    ("7S", "9S", True, "beat.higher_same_suit"),
    ("7S", "8S", True, "beat.higher_same_suit"),
    ("KS", "AS", True, "beat.higher_same_suit"),
    ("9S", "7S", False, "beat.lower_same_suit"),
    ("AS", "KS", False, "beat.lower_same_suit"),
    ("AS", "6H", True, "beat.trump_on_plain"),
    ("6D", "6H", True, "beat.trump_on_plain"),
    ("7H", "9H", True, "beat.higher_trump"),
    ("KH", "AH", True, "beat.higher_trump"),
    ("9H", "7H", False, "beat.lower_trump"),
    ("6H", "AS", False, "beat.plain_on_trump"),
    ("6H", "AD", False, "beat.plain_on_trump"),
    ("7S", "AD", False, "beat.wrong_suit"),
    ("JD", "QS", False, "beat.wrong_suit"),
]


@pytest.mark.parametrize(("attack", "defence", "legal", "rule"), BEATING)
def test_beating(attack, defence, legal, rule):
    game = Game.from_position([[attack, "KC"], [defence, "QC"]], trump="H")
    game.play(Move.attack(0, attack))
    move = Move.defend(1, defence, attack)
    verdict = game.explain(move)
    assert (verdict.legal, verdict.rule) == (legal, rule)
    assert (move in game.legal_moves(1)) == legal
    if legal:
        game.play(move)
        assert game.table == [(move.target, move.card)]
    else:
        with pytest.raises(IllegalMove):
            game.play(move)


def test_no_duty_to_follow_suit_or_to_beat():
    # P1 holds 9♠ (same suit, higher) but may trump instead, or simply take.
    game = Game.from_position([["7S", "KC"], ["9S", "6H", "QC"]], trump="H")
    game.play("P0 attacks 7S")
    moves = set(game.legal_moves(1))
    assert Move.defend(1, "9S", "7S") in moves
    assert Move.defend(1, "6H", "7S") in moves
    assert Move.take(1) in moves
    assert game.explain(Move.defend(1, "6H", "7S")).legal


def test_defender_may_beat_unbeaten_cards_in_any_order():
    game = Game.from_position([["7S", "7D", "KC"], ["9S", "9D", "QC"]], trump="H")
    play_all(game, "P0 attacks 7S", "P0 attacks 7D", "P1 beats 7D with 9D")
    assert game.table == [
        (Move.attack(0, "7S").card, None),
        (Move.attack(0, "7D").card, Move.attack(0, "9D").card),
    ]


# ---------------------------------------------------------------- throw-in by rank


def _throw_in_game():
    # trump clubs; three players, P0 attacks P1, P2 may also throw in.
    return Game.from_position(
        [["7S", "7D", "9C", "KD", "JH"], ["9S", "8H", "10D", "AC"], ["9H", "7H", "QS"]],
        trump="C",
    )


def test_throw_in_only_ranks_on_the_table():
    game = _throw_in_game()
    game.play("P0 attacks 7S")
    assert game.explain("P0 attacks 7D").rule == "attack.throw_in"
    verdict = game.explain("P0 attacks KD")
    assert (verdict.legal, verdict.rule) == (False, "attack.rank_not_on_table")
    assert "K♦" in verdict.message and "7" in verdict.message
    assert game.explain("P2 attacks 9H").rule == "attack.rank_not_on_table"
    assert game.explain("P2 attacks 7H").rule == "attack.throw_in"
    assert set(game.legal_moves(0)) == {Move.attack(0, "7D")}
    assert set(game.legal_moves(2)) == {Move.attack(2, "7H")}


def test_defence_ranks_may_be_thrown_in_too():
    game = _throw_in_game()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    assert game.explain("P0 attacks 9C").legal
    assert game.explain("P2 attacks 9H").legal
    verdict = game.explain("P0 attacks KD")
    assert verdict.rule == "attack.rank_not_on_table"
    assert "(7, 9)" in verdict.message
    assert set(game.legal_moves(0)) == {
        Move.attack(0, "7D"),
        Move.attack(0, "9C"),
        Move.done(0),
    }
    assert set(game.legal_moves(2)) == {
        Move.attack(2, "9H"),
        Move.attack(2, "7H"),
        Move.done(2),
    }


def test_throw_in_is_one_card_per_move():
    game = _throw_in_game()
    game.play("P0 attacks 7S")
    verdict = game.explain(Move.attack(0, "7D", "9C"))
    assert verdict.rule == "attack.one_card_throw_in"
    assert "2" in verdict.message


# ---------------------------------------------------------------- the attack limit


def _ten_card_defender(rules=None, discard=()):
    # trump diamonds. P1 holds 10 cards (took earlier). P0 and P2 hold sevens and eights.
    return Game.from_position(
        [
            ["7S", "7H", "7C", "8H", "8C", "KS"],
            ["8S", "6H", "9H", "10H", "JH", "QH", "6C", "9C", "10C", "JC"],
            ["7D", "8D", "QS"],
        ],
        trump="D",
        rules=rules,
        discard=discard,
    )


def _load_seven(game):
    play_all(
        game,
        "P0 attacks 7S",
        "P1 beats 7S with 8S",
        "P0 attacks 7H",
        "P0 attacks 7C",
        "P0 attacks 8H",
        "P2 attacks 7D",
    )


def test_cap_of_six_even_against_a_ten_card_defender():
    game = _ten_card_defender(discard=["AS"])
    _load_seven(game)
    assert len(game.table) == 5
    game.play("P0 attacks 8C")  # the sixth attack card
    assert len(game.table) == 6
    assert len(game.hands[1]) == 9
    verdict = game.explain("P2 attacks 8D")
    assert (verdict.legal, verdict.rule) == (False, "attack.cap_reached")
    assert verdict.message.count("6") >= 2
    assert verdict.details["cap"] == 6 and verdict.details["count"] == 6
    assert game.attack_limit == 6
    assert not [m for m in game.legal_moves() if m.kind == "attack"]


def test_beaten_cards_count_towards_the_cap():
    game = _ten_card_defender(discard=["AS"])
    _load_seven(game)
    play_all(game, "P1 beats 7H with 9H", "P1 beats 7C with 9C", "P0 attacks 8C")
    assert sum(1 for _, d in game.table if d is None) == 3
    assert game.explain("P2 attacks 8D").rule == "attack.cap_reached"


def test_no_cap_with_attack_cap_none_only_the_defenders_hand():
    game = _ten_card_defender(rules=Rules.podkidnoy().replace(attack_cap=None))
    _load_seven(game)
    game.play("P0 attacks 8C")
    verdict = game.explain("P2 attacks 8D")
    assert verdict.legal and verdict.rule == "attack.throw_in"
    assert game.attack_limit == 10


def test_first_bout_cap_five_while_discard_is_empty():
    game = _ten_card_defender(rules=Rules.classic())
    _load_seven(game)
    assert len(game.table) == 5
    verdict = game.explain("P0 attacks 8C")
    assert (verdict.legal, verdict.rule) == (False, "attack.first_bout_cap")
    assert verdict.message.count("5") >= 2
    assert (verdict.details["cap"], verdict.details["count"]) == (5, 5)
    assert game.attack_limit == 5


def test_first_bout_cap_is_lifted_once_a_defence_has_succeeded():
    game = _ten_card_defender(rules=Rules.classic(), discard=["AS"])
    _load_seven(game)
    assert game.explain("P0 attacks 8C").legal
    game.play("P0 attacks 8C")
    assert game.explain("P2 attacks 8D").rule == "attack.cap_reached"


def test_first_bout_cap_lifted_after_the_first_beaten_off_bout_in_play():
    game = Game.from_position(
        [
            ["6S", "7S", "7H", "7C", "8H", "8C", "KS"],
            ["AS", "8S", "6H", "9H", "10H", "JH", "QH", "6C", "9C", "10C", "JC"],
            ["7D", "8D", "QS", "JS", "10S", "9S", "6D"],
        ],
        trump="D",
        rules=Rules.classic(),
    )
    assert game.attack_limit == 5
    assert game.limit_reason() == "first_bout_cap"
    play_all(game, "P0 attacks 6S", "P1 beats 6S with AS", "P0 done", "P2 done")
    # the first successful defence: P1 now attacks P2, who holds 7 cards
    assert game.discard_size == 2
    assert (game.attacker, game.defender) == (1, 2)
    assert game.attack_limit == 6
    assert game.limit_reason() == "cap"


def test_defenders_starting_hand_limits_the_attack():
    game = Game.from_position(
        [["7S", "7H", "7C", "7D", "9C"], ["9S", "QD", "KD", "AD"], ["9H", "QS"]],
        trump="D",
    )
    play_all(game, "P0 attacks 7S", "P0 attacks 7H", "P0 attacks 7C", "P0 attacks 7D")
    assert game.attack_limit == 4
    assert game.limit_reason() == "defender_hand"
    game.play("P1 beats 7S with 9S")
    for move in ("P0 attacks 9C", "P2 attacks 9H"):
        verdict = game.explain(move)
        assert (verdict.legal, verdict.rule) == (False, "attack.defender_hand")
        assert verdict.details["start_hand"] == 4 and verdict.details["count"] == 4
        assert "4 cards and 4 have been played" in verdict.message
    assert not [m for m in game.legal_moves() if m.kind == "attack"]


def test_unbeaten_cards_never_exceed_the_defenders_current_hand():
    # the defender begins with 3; after beating 2 the hand is 1 and one card is unbeaten
    game = Game.from_position(
        [["7S", "7H", "7C", "9C"], ["9S", "9H", "AD"], ["8D", "QS"]],
        trump="D",
    )
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P0 attacks 7H")
    play_all(game, "P1 beats 7H with 9H", "P0 attacks 7C")
    assert len(game.hands[1]) == 1
    verdict = game.explain("P0 attacks 9C")
    assert verdict.rule == "attack.defender_hand"
    assert "3 cards and 3 have been played" in verdict.message


def test_defender_holding_exactly_six_faces_the_cap():
    game = Game.from_position(
        [["7S", "7H", "7C", "7D", "9H", "9C", "9D"], ["9S", "6H", "6C", "10H", "10C", "JC"]],
        trump="D",
        discard=["AS"],
    )
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    for card in ("7H", "7C", "7D", "9H", "9C"):
        game.play(f"P0 attacks {card}")
    verdict = game.explain("P0 attacks 9D")
    assert (verdict.legal, verdict.rule) == (False, "attack.cap_reached")
    assert "at most 6 attack cards" in verdict.message and "6 have been played" in verdict.message
    assert game.limit_reason() == "cap"
