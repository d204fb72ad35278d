"""Who may attack, how a bout ends, and taking."""

import pytest
from engine_testkit import hand, play_all

from durak_widget import Game, Move, Rules

# 4 players, trump clubs, P0 attacks P1. Every seat holds a seven so ranks match.
FOUR = [
    ["7S", "KS", "QH"],
    ["9S", "9H", "9D", "AC"],
    ["7H", "KD", "JS"],
    ["7D", "KH", "JH"],
]


def _four(**changes):
    return Game.from_position(FOUR, trump="C", rules=Rules.podkidnoy().replace(**changes))


# ---------------------------------------------------------------- who may attack


def test_the_main_attacker_leads_and_nobody_else():
    game = _four()
    verdict = game.explain("P2 attacks 7H")
    assert (verdict.legal, verdict.rule) == (False, "attack.not_your_lead")
    assert "P0" in verdict.message
    assert game.explain("P1 attacks 9S").rule == "attack.by_defender"
    assert game.explain("P0 attacks 7S").rule == "attack.lead"
    assert {m.player for m in game.legal_moves()} == {0}
    assert len(game.legal_moves(0)) == 3  # any of the three cards may lead


def test_throw_in_all_lets_every_opponent_of_the_defender_add():
    game = _four()
    game.play("P0 attacks 7S")
    assert game.explain("P2 attacks 7H").legal
    assert game.explain("P3 attacks 7D").legal
    assert game.explain("P1 attacks 9S").rule == "attack.by_defender"
    assert game.roles() == ["attacker", "defender", "co-attacker", "co-attacker"]


def test_throw_in_neighbours_lets_only_attacker_and_defenders_left_neighbour():
    game = _four(throw_in="neighbours")
    game.play("P0 attacks 7S")
    assert game.explain("P2 attacks 7H").legal
    verdict = game.explain("P3 attacks 7D")
    assert (verdict.legal, verdict.rule) == (False, "attack.not_allowed")
    assert "P0" in verdict.message and "P2" in verdict.message
    assert verdict.details["allowed"] == ["P0", "P2"]
    assert game.legal_moves(3) == []
    assert game.roles() == ["attacker", "defender", "co-attacker", "idle"]


def test_throw_in_attacker_lets_only_the_main_attacker_add():
    game = _four(throw_in="attacker")
    game.play("P0 attacks 7S")
    for seat, card in ((2, "7H"), (3, "7D")):
        verdict = game.explain(Move.attack(seat, card))
        assert (verdict.legal, verdict.rule) == (False, "attack.not_allowed")
        assert game.legal_moves(seat) == []
    game.play("P1 beats 7S with 9S")
    # the bout ends when the attacker alone says done
    game.play("P0 done")
    assert game.table == [] and game.discard_size == 2
    assert (game.attacker, game.defender) == (1, 2)


def test_join_after_first_beat():
    game = _four(join_after_first_beat=True)
    game.play("P0 attacks 7S")
    verdict = game.explain("P2 attacks 7H")
    assert (verdict.legal, verdict.rule) == (False, "attack.join_after_first_beat")
    assert "0 of 1" in verdict.message
    assert game.legal_moves(2) == [] and game.legal_moves(3) == []
    game.play("P1 beats 7S with 9S")
    assert game.explain("P2 attacks 7H").legal
    assert game.explain("P3 attacks 7D").legal


def test_join_after_first_beat_does_not_hold_back_the_main_attacker():
    game = Game.from_position(
        [["7S", "7H"], ["9S", "9H", "9D"], ["7D", "KH"]],
        trump="C",
        rules=Rules.podkidnoy().replace(join_after_first_beat=True),
    )
    game.play("P0 attacks 7S")
    assert game.explain("P0 attacks 7H").legal
    assert game.explain("P2 attacks 7D").rule == "attack.join_after_first_beat"


def test_multi_card_lead_with_the_option():
    rules = Rules.eltos()
    game = Game.from_position(
        [["7S", "7H", "7D", "KS"], ["9S", "9H", "AC", "10D"]], trump="C", rules=rules
    )
    verdict = game.explain(Move.attack(0, "7S", "7H", "7D"))
    assert (verdict.legal, verdict.rule) == (True, "attack.lead_several")
    assert "3" in verdict.message
    assert game.explain(Move.attack(0, "7S", "KS")).rule == "attack.mixed_ranks"
    leads = [m for m in game.legal_moves(0) if m.kind == "attack"]
    # 4 single cards, three pairs of sevens, one triple
    assert len(leads) == 4 + 3 + 1
    game.play(Move.attack(0, "7S", "7H"))
    assert len(game.table) == 2


def test_multi_card_lead_cannot_exceed_the_defenders_hand():
    rules = Rules.eltos()
    game = Game.from_position([["7S", "7H", "7D", "KS"], ["9S", "AC"]], trump="C", rules=rules)
    verdict = game.explain(Move.attack(0, "7S", "7H", "7D"))
    assert (verdict.legal, verdict.rule) == (False, "attack.lead_over_limit")
    assert "2 cards" in verdict.message
    leads = [m for m in game.legal_moves(0) if m.kind == "attack"]
    assert len(leads) == 4 + 3  # singles and pairs only


def test_multi_card_lead_without_the_option():
    game = Game.from_position([["7S", "7H", "KS"], ["9S", "9H", "AC"]], trump="C")
    verdict = game.explain(Move.attack(0, "7S", "7H"))
    assert (verdict.legal, verdict.rule) == (False, "attack.one_card_lead")
    assert "2" in verdict.message
    assert all(len(m.cards) == 1 for m in game.legal_moves(0))


# ---------------------------------------------------------------- the end of a bout


def _three():
    # trump clubs, P0 attacks P1, P2 may throw in
    return Game.from_position(
        [["7S", "KS", "QH"], ["9S", "9H", "AC", "10D"], ["7H", "KD", "JS"]],
        trump="C",
    )


def test_bout_ends_only_when_every_thrower_has_said_done():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P0 done")
    assert game.table != [] and game.done_players == (0,)
    game.play("P2 done")
    assert game.table == []
    assert game.discard_size == 2
    assert (game.attacker, game.defender) == (1, 2)  # the defender attacks next


def test_a_card_played_resets_done_for_everyone():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P0 done", "P2 attacks 7H")
    assert game.done_players == ()
    game.play("P1 beats 7H with 9H")
    game.play("P2 done")
    assert game.table != []  # P0 has to say done again
    assert Move.done(0) in game.legal_moves(0)
    game.play("P0 done")
    assert game.table == [] and game.discard_size == 4


def test_done_only_when_all_is_beaten():
    game = _three()
    game.play("P0 attacks 7S")
    verdict = game.explain("P0 done")
    assert (verdict.legal, verdict.rule) == (False, "done.unbeaten")
    assert "1" in verdict.message
    assert Move.done(0) not in game.legal_moves(0)
    assert Move.done(2) not in game.legal_moves(2)


def test_done_twice_is_refused():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P0 done")
    assert game.explain("P0 done").rule == "done.already"
    assert Move.done(0) not in game.legal_moves(0)


def test_bout_ends_at_once_when_the_limit_is_reached_and_all_beaten():
    # the defender starts with 2 cards: two attack cards beaten end the bout, no done needed
    game = Game.from_position(
        [["7S", "7H", "QH"], ["9S", "9H"], ["7D", "KD", "JS"]], trump="C", discard=["AS"]
    )
    play_all(game, "P0 attacks 7S", "P0 attacks 7H", "P1 beats 7S with 9S")
    assert game.table != []
    game.play("P1 beats 7H with 9H")
    assert game.table == []
    assert game.discard_size == 5


def test_bout_ends_at_once_when_the_defender_runs_out_of_cards():
    # talon empty: the defender beats with the last card and goes out
    game = Game.from_position([["7S", "7H", "QH"], ["9S"], ["7D", "KD", "JS"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    assert game.table == []
    assert game.out == (1,)
    assert (game.attacker, game.defender) == (2, 0)


def test_players_without_cards_need_not_say_done():
    # P2 holds nothing (talon empty) and is out already; P0's done ends the bout
    game = Game.from_position([["7S", "QH"], ["9S", "9H"], []], trump="C")
    assert game.out == (2,)
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P0 done")
    assert game.table == []


def test_a_co_attacker_who_has_played_everything_need_not_say_done():
    game = Game.from_position([["7S", "QH"], ["9S", "9H", "AC"], ["7H"], ["KD", "QD"]], trump="C")
    play_all(game, "P0 attacks 7S", "P2 attacks 7H", "P1 beats 7S with 9S")
    play_all(game, "P1 beats 7H with 9H", "P3 done")
    assert game.explain("P2 done").rule == "done.no_cards"
    game.play("P0 done")
    assert game.table == []
    assert 2 in game.out


# ---------------------------------------------------------------- take


def test_take_with_throw_in_after_take():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 takes")
    assert game.taking
    assert game.explain("P1 beats 7S with 9S").rule == "defend.after_take"
    assert game.explain("P1 takes").rule == "take.already"
    # attackers may still add cards of table ranks, and say done despite unbeaten cards
    assert game.explain("P2 attacks 7H").legal
    assert Move.done(0) in game.legal_moves(0)
    play_all(game, "P2 attacks 7H", "P0 done")
    assert game.table != []
    game.play("P2 done")
    assert game.table == []
    assert hand(game, 1) == {"9S", "9H", "AC", "10D", "7S", "7H"}
    # the player to the defender's left attacks next
    assert (game.attacker, game.defender) == (2, 0)


def test_take_then_limit_reached_ends_at_once():
    game = Game.from_position([["7S", "7H", "QH"], ["9S", "9H"], ["7D", "KD", "JS"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 takes", "P2 attacks 7D")
    assert game.table == []  # 2 attack cards = the defender's starting hand
    assert hand(game, 1) == {"9S", "9H", "7S", "7D"}


def test_take_picks_up_beaten_cards_too():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P2 attacks 7H")
    verdict = game.explain("P1 takes")
    assert verdict.rule == "take.legal"
    assert verdict.details == {"who": "P1", "count": 3, "unbeaten": 1, "more": 2, "next": "P2"}
    play_all(game, "P1 takes", "P0 done", "P2 done")
    assert hand(game, 1) == {"9H", "AC", "10D", "7S", "9S", "7H"}
    # the cards picked up are public
    assert set(game.view(0)["hands"][1]["known"]) == {"7S", "9S", "7H"}


def test_take_without_throw_in_after_take_is_immediate():
    game = Game.from_position(
        [["7S", "KS", "QH"], ["9S", "9H", "AC", "10D"], ["7H", "KD", "JS"]],
        trump="C",
        rules=Rules.classic(),
    )
    play_all(game, "P0 attacks 7S", "P1 takes")
    assert game.table == []
    assert hand(game, 1) == {"9S", "9H", "AC", "10D", "7S"}
    assert (game.attacker, game.defender) == (2, 0)


@pytest.mark.parametrize(
    ("moves", "move", "rule"),
    [
        ((), "P1 takes", "take.no_attack"),
        (("P0 attacks 7S",), "P0 takes", "take.not_defender"),
        (("P0 attacks 7S",), "P2 takes", "take.not_defender"),
        (("P0 attacks 7S", "P1 beats 7S with 9S"), "P1 takes", "take.all_beaten"),
        (("P0 attacks 7S", "P1 takes"), "P1 takes", "take.already"),
        ((), "P0 done", "done.no_attack"),
        (("P0 attacks 7S",), "P1 done", "done.by_defender"),
    ],
)
def test_take_and_done_when_they_make_no_sense(moves, move, rule):
    game = play_all(_three(), *moves)
    verdict = game.explain(move)
    assert (verdict.legal, verdict.rule) == (False, rule)


def test_done_by_a_player_who_may_not_throw_in():
    game = _four(throw_in="neighbours")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    verdict = game.explain("P3 done")
    assert (verdict.legal, verdict.rule) == (False, "done.not_attacker")
