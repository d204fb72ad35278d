"""Svoi Kozyri: each rule of the source texts, with the engine's explanations."""

import random

import pytest

from durak_widget import record
from durak_widget.own_trumps import IllegalMove, Move, OwnTrumps


def position(hands, trumps=("H", "S"), pile=(), turn=0):
    return OwnTrumps.from_position(hands=hands, trumps=list(trumps), pile=list(pile), turn=turn)


def test_the_documented_example_position():
    g = OwnTrumps.from_position(
        hands=[["7C", "QH"], ["9C", "AS"]], trumps=["H", "S"], pile=["6D", "8D"], turn=0
    )
    assert [str(c) for c in g.pile] == ["6♦", "8♦"]
    assert g.turn_seat == 0 and g.phase == "respond" and str(g.top) == "8♦"
    assert set(map(str, g.legal_moves())) == {"P0 beats with Q♥", "P0 picks up"}


def test_beat_with_higher_card_of_the_same_suit():
    g = position([["9D", "7C"], ["AS"]], pile=["8D"])
    verdict = g.explain(Move.beat(0, "9D"))
    assert verdict.legal and verdict.rule == "pile.beat_same_suit"
    assert "(a 9 is higher than an 8)" in verdict.message


def test_a_lower_card_of_the_same_suit_does_not_beat():
    g = position([["7D", "7C"], ["AS"]], pile=["8D"])
    verdict = g.explain(Move.beat(0, "7D"))
    assert not verdict.legal and verdict.rule == "pile.lower_same_suit"
    assert "(a 7 is lower than an 8)" in verdict.message


def test_own_trumps_beat_any_other_suit_even_while_holding_that_suit():
    g = position([["9D", "6H"], ["AS"]], pile=["AD"])
    verdict = g.explain(Move.beat(0, "6H"))
    assert verdict.legal and verdict.rule == "pile.beat_own_trump"


def test_an_own_trump_on_top_is_beaten_only_by_a_higher_own_trump():
    g = position([["7H", "AC", "QH"], ["AS"]], pile=["9H"])
    assert g.explain(Move.beat(0, "7H")).rule == "pile.own_trump_on_top"
    assert g.explain(Move.beat(0, "AC")).rule == "pile.own_trump_on_top"
    assert g.explain(Move.beat(0, "QH")).legal


def test_another_players_trumps_have_no_power_on_your_turn():
    # P1's trumps are spades; on P0's turn a spade is just a plain card.
    g = position([["6S", "7C"], ["AH"]], pile=["AD"])
    verdict = g.explain(Move.beat(0, "6S"))
    assert not verdict.legal and verdict.rule == "pile.others_trump"
    assert "P1's trumps" in verdict.message


def test_the_top_cards_owner_does_not_matter():
    # 8♠ was laid by its owner P1 (spades), but P0 may still beat it with hearts.
    g = position([["6H", "7C"], ["AS"]], pile=["8S"])
    assert g.explain(Move.beat(0, "6H")).legal


def test_after_beating_the_same_player_lays_one_more_card():
    g = position([["9D", "7C", "KC"], ["AS", "10C"]], pile=["8D"])
    g.play("P0 beats with 9D")
    assert g.turn_seat == 0 and g.phase == "lay"
    assert g.explain("P0 picks up").rule == "pile.must_lay"
    g.play("P0 lays 7C")
    assert g.turn_seat == 1 and g.phase == "respond" and str(g.top) == "7♣"


def test_a_card_is_laid_only_after_beating():
    g = position([["9D", "7C"], ["AS"]], pile=["8D"])
    assert g.explain("P0 lays 7C").rule == "pile.beat_first"


@pytest.mark.parametrize(
    ("pile", "top_owner_trump", "count", "rule"),
    [
        (["6C", "7C", "8C", "9C"], False, 3, "pick_up.three"),
        (["6C", "7C"], False, 2, "pick_up.three"),
        (["6C", "7C", "8C", "9C", "10C", "JH", "QH"], True, 5, "pick_up.five"),
        (["6C", "QH"], True, 2, "pick_up.five"),
        (["6C", "7C", "8C", "9C", "10C", "JC", "AH"], True, 7, "pick_up.all"),
    ],
)
def test_pick_up_three_five_or_all(pile, top_owner_trump, count, rule):
    g = position([["7D"], ["AS"]], pile=pile)
    verdict = g.explain(Move.pick_up(0))
    assert verdict.legal and verdict.rule == rule and verdict.details["count"] == count
    assert str(count) in verdict.message
    before = len(g.hand(0))
    g.play(Move.pick_up(0))
    assert len(g.hand(0)) == before + count
    assert len(g.pile) == len(pile) - count


def test_the_five_card_message_names_the_own_trump():
    g = position([["7D"], ["AS"]], pile=["6C", "7C", "8C", "9C", "10C", "JC", "QH"])
    assert "the top card, Q♥, is one of their own trumps (hearts)" in str(g.explain("P0 picks up"))


def test_after_a_pick_up_the_next_player_faces_the_exposed_card():
    g = position([["7D"], ["AS", "10C"]], pile=["9C", "6D", "7S", "8S", "9S"])
    g.play("P0 picks up")
    assert g.turn_seat == 1 and g.phase == "respond" and str(g.top) == "6♦"


def test_after_picking_up_the_whole_pile_the_next_player_starts_a_new_pile():
    g = position([["7D"], ["AS", "10C"]], pile=["9C", "8C"])
    g.play("P0 picks up")
    assert g.pile == () and g.phase == "start" and g.turn_seat == 1
    assert g.explain("P1 lays 10C").rule == "pile.start"
    assert g.explain("P1 picks up").rule == "pile.empty"


def test_with_two_players_the_first_to_run_out_wins():
    g = position([["9D"], ["AS", "KC"]], pile=["8D"])
    g.play("P0 beats with 9D")
    assert g.is_over and g.result.loser == 1 and g.result.finish_order == (0,)


def test_a_player_who_beats_with_their_last_card_lays_nothing_and_is_out():
    g = OwnTrumps.from_position(
        hands=[["9D"], ["AS", "KC"], ["7C", "8C"]], trumps=["H", "S", "D"], pile=["8D"], turn=0
    )
    assert g.explain("P0 beats with 9D").rule == "pile.last_card"
    g.play("P0 beats with 9D")
    assert g.out == (0,) and g.turn_seat == 1 and g.phase == "respond" and str(g.top) == "9♦"


def test_the_draw_when_the_last_opponent_beats_the_final_card_with_their_final_card():
    g = position([["7C"], ["9C"]])
    g.play("P0 lays 7C")
    assert not g.is_over and g.turn_seat == 1
    g.play("P1 beats with 9C")
    assert g.result.draw and g.result.loser is None


def test_no_draw_when_the_last_opponent_picks_up_instead():
    g = position([["7C"], ["9C"]])
    g.play("P0 lays 7C")
    g.play("P1 picks up")
    assert g.is_over and g.result.loser == 1


def test_the_last_player_loses_at_once_when_their_final_card_cannot_beat():
    g = position([["7C"], ["6C"]])
    g.play("P0 lays 7C")
    assert g.is_over and g.result.loser == 1


def test_ownership_and_turn_come_before_the_rule():
    g = position([["9D"], ["AS"]], pile=["8D"])
    assert g.explain("P1 beats with AS").rule == "turn.not_yours"
    assert g.explain("P0 beats with 10D").rule == "card.not_in_hand"


def test_an_illegal_move_raises_and_changes_nothing():
    g = position([["7D", "9C"], ["AS"]], pile=["8D"])
    before = repr(g), g.view(0), g.view(1)
    with pytest.raises(IllegalMove) as caught:
        g.play("P0 beats with 7D")
    assert caught.value.verdict.rule == "pile.lower_same_suit"
    assert (repr(g), g.view(0), g.view(1)) == before


def test_the_deal_gives_every_six_to_its_owner():
    g = OwnTrumps.new(players=4, seed=3)
    for seat, suit in enumerate(g.trumps):
        assert any(c.rank == 6 and c.suit == suit for c in g.hand(seat))
    assert sum(len(h) for h in g.hands) == 36
    assert g.trumps == ("S", "H", "D", "C")


def test_bad_setups_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="2 to 4 players"):
        OwnTrumps.new(players=5)
    with pytest.raises(ValueError, match="different trump suit"):
        OwnTrumps.new(players=2, trumps=["S", "S"])
    with pytest.raises(ValueError, match="appears twice"):
        position([["7D"], ["7D"]])
    with pytest.raises(ValueError, match="not in the 36-card pack"):
        position([["5D"], ["7D"]])


def test_view_hides_other_hands():
    g = position([["7D", "9C"], ["AS", "KC"]], pile=["8D"])
    view = g.view(0)
    assert view["hand"] == ["9C", "7D"] or set(view["hand"]) == {"7D", "9C"}
    assert view["hands"][1] == {"seat": 1, "count": 2, "trump": "S", "known": []}
    assert "AS" not in str(view) and "KC" not in str(view)
    assert view["pile"] == ["8D"] and view["pick_up_count"] == 1


def test_cards_picked_up_are_publicly_known_until_played():
    g = position([["7D", "6C"], ["AS", "10C"]], pile=["9C", "8C", "JH"])
    g.play("P0 picks up")
    assert set(g.view(1)["hands"][0]["known"]) == {"8C", "9C", "JH"}
    g.play("P1 lays 10C")
    g.play("P0 beats with JH")
    assert set(g.view(1)["hands"][0]["known"]) == {"8C", "9C"}
    assert "7D" not in str(g.view(1)) and "6C" not in str(g.view(1))


def test_undo_and_replay():
    g = OwnTrumps.new(players=3, seed=9)
    start = g.copy()
    chooser = random.Random(1)
    for _ in range(40):
        g.play(chooser.choice(g.legal_moves()))
    snapshot = repr(g)
    move = g.undo()
    g.play(move)
    assert repr(g) == snapshot
    assert repr(OwnTrumps.replay(start, g.history)) == snapshot


def test_records_round_trip_with_the_variant_tag():
    g = OwnTrumps.new(players=2, seed=5)
    chooser = random.Random(2)
    for _ in range(60):
        if g.is_over:
            break
        g.play(chooser.choice(g.legal_moves()))
    rec = g.to_record(Title="own trumps")
    assert rec.tags["Game"] == "own_trumps"
    back = record.parse_one(rec.to_text())
    assert back == rec
    assert back.game().history == g.history
