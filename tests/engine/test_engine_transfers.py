"""Transfers (perevodnoy): chains, the next hand, the cap, and the variants."""

import pytest
from engine_testkit import hand, play_all

from durak_widget import Game, Move, Rules

PEREVODNOY = Rules.perevodnoy()


def _three(rules=PEREVODNOY, **kw):
    # trump clubs. Everyone holds sevens.
    return Game.from_position(
        [
            ["7S", "KS", "QH", "7C"],
            ["7D", "9H", "AD", "10D", "QD"],
            ["7H", "KD", "JS", "8S"],
        ],
        trump="C",
        rules=rules,
        **kw,
    )


def test_transfer_passes_the_attack_to_the_next_player():
    game = _three()
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (True, "transfer.legal")
    assert verdict.details["after"] == 2 and verdict.details["next_hand"] == 4
    game.play("P1 transfers with 7D")
    assert (game.attacker, game.defender) == (1, 2)
    assert [a.code for a, d in game.table] == ["7S", "7D"]
    assert all(d is None for _, d in game.table)
    assert "7D" not in hand(game, 1)
    assert game.roles()[:3] == ["co-attacker", "attacker", "defender"]


def test_transfers_chain_back_to_the_original_attacker():
    game = _three()
    play_all(game, "P0 attacks 7S", "P1 transfers with 7D", "P2 transfers with 7H")
    assert (game.attacker, game.defender) == (2, 0)
    # and on again: P0 passes it to P1
    assert game.explain("P0 transfers with 7C").legal
    game.play("P0 transfers with 7C")
    assert (game.attacker, game.defender) == (0, 1)
    assert len(game.table) == 4


def test_two_player_transfer_goes_straight_back():
    game = Game.from_position(
        [["7S", "7H", "KS"], ["7D", "9H", "AD", "QD"]], trump="C", rules=PEREVODNOY
    )
    play_all(game, "P0 attacks 7S", "P1 transfers with 7D")
    assert (game.attacker, game.defender) == (1, 0)
    game.play("P0 transfers with 7H")
    assert (game.attacker, game.defender) == (0, 1)
    assert len(game.table) == 3 and len(game.hands[1]) == 3


def test_transfer_refused_when_the_next_hand_is_too_small():
    game = Game.from_position(
        [["7S", "7H", "KS"], ["7D", "9H", "AD"], ["8S"]], trump="C", rules=PEREVODNOY
    )
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.next_hand_too_small")
    assert "P2 would have to face 2 cards but holds only 1" in verdict.message
    assert (verdict.details["after"], verdict.details["next_hand"]) == (2, 1)
    assert not [m for m in game.legal_moves(1) if m.kind == "transfer"]


def test_transfer_refused_by_the_cap():
    rules = PEREVODNOY.replace(attack_cap=2)
    game = _three(rules=rules)
    play_all(game, "P0 attacks 7S", "P0 attacks 7C")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.cap")
    assert "3" in verdict.message and "2" in verdict.message
    assert (verdict.details["after"], verdict.details["limit"]) == (3, 2)


def test_transfer_refused_after_a_beat():
    game = Game.from_position(
        [["7S", "7H", "KS"], ["7D", "9H", "AD"], ["7C", "8S"]], trump="C", rules=PEREVODNOY
    )
    play_all(game, "P0 attacks 7S", "P0 attacks 7H", "P1 beats 7H with 9H")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.after_beat")
    assert "1" in verdict.message


def test_transfer_rank_must_match():
    game = _three()
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers with 10D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.rank_mismatch")
    assert "7" in verdict.message


def test_transfer_after_throw_in_allowed_in_perevodnoy():
    game = _three()
    play_all(game, "P0 attacks 7S", "P0 attacks 7C")
    assert game.explain("P1 transfers with 7D").legal


def test_transfer_ends_on_throw_in():
    rules = PEREVODNOY.replace(transfer_ends_on_throw_in=True)
    game = _three(rules=rules)
    play_all(game, "P0 attacks 7S", "P2 attacks 7H")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.after_throw_in")
    assert not [m for m in game.legal_moves(1) if m.kind == "transfer"]


def test_transfer_ends_on_throw_in_but_not_after_a_multi_card_lead():
    game = Game.from_position(
        [["7S", "7H", "KS"], ["7D", "9H", "AD", "QS"], ["8S", "8D", "9D"]],
        trump="C",
        rules=Rules.eltos(),
    )
    game.play(Move.attack(0, "7S", "7H"))
    assert game.explain("P1 transfers with 7D").legal


def test_transfer_possible_again_after_a_transfer_following_a_throw_in():
    # the throw-in happened before the transfer; the new defender may transfer on
    rules = PEREVODNOY.replace(transfer_ends_on_throw_in=True)
    game = Game.from_position(
        [["7S", "7C", "KS", "QS"], ["7D", "9H", "AD", "QD"], ["7H", "8S", "8D", "9D"]],
        trump="C",
        rules=rules,
    )
    game.play("P0 attacks 7S")
    game.play("P1 transfers with 7D")
    assert game.explain("P2 transfers with 7H").legal


def test_limit_after_a_transfer_is_the_new_defenders_hand_at_the_transfer():
    game = Game.from_position(
        [["7S", "7C", "KS", "QS"], ["7D", "7H", "AD", "QD"], ["8S", "8D", "9D"]],
        trump="H",
        rules=PEREVODNOY,
        discard=["AS"],
    )
    play_all(game, "P0 attacks 7S", "P1 transfers with 7D")
    assert game.attack_limit == 3
    game.play("P0 attacks 7C")  # 3 attack cards; P2 held 3 at the transfer
    verdict = game.explain("P1 attacks 7H")
    assert (verdict.legal, verdict.rule) == (False, "attack.defender_hand")
    assert "held 3 cards when the attack was passed on to them, and 3 have been played" in (
        verdict.message
    )


def test_transfer_not_in_podkidnoy():
    game = _three(rules=Rules.podkidnoy())
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.not_in_rules")


@pytest.mark.parametrize(
    ("moves", "move", "rule"),
    [
        (("P0 attacks 7S",), "P2 transfers with 7H", "transfer.not_defender"),
        ((), "P1 transfers with 7D", "transfer.no_attack"),
        (("P0 attacks 7S", "P1 takes"), "P1 transfers with 7D", "transfer.after_take"),
    ],
)
def test_transfer_conditions(moves, move, rule):
    game = play_all(_three(), *moves)
    verdict = game.explain(move)
    assert (verdict.legal, verdict.rule) == (False, rule)


# ---------------------------------------------------------------- showing the trump

SHOW = PEREVODNOY.replace(transfer_by_showing_trump=True)


def test_transfer_by_showing_the_trump_keeps_it_in_hand():
    game = Game.from_position(
        [["7S", "7D", "KS"], ["7C", "9H", "AD"], ["8S", "8D", "9D"]], trump="C", rules=SHOW
    )
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers showing 7C")
    assert (verdict.legal, verdict.rule) == (True, "transfer.show")
    assert verdict.details["after"] == 1
    game.play("P1 transfers showing 7C")
    assert "7C" in hand(game, 1)
    assert len(game.table) == 1
    assert (game.attacker, game.defender) == (1, 2)


def test_each_trump_may_be_shown_once_per_bout():
    game = Game.from_position([["7S", "7D", "KS"], ["7C", "9H", "AD"]], trump="C", rules=SHOW)
    play_all(game, "P0 attacks 7S", "P1 transfers showing 7C", "P0 transfers with 7D")
    assert (game.attacker, game.defender) == (0, 1)
    verdict = game.explain("P1 transfers showing 7C")
    assert (verdict.legal, verdict.rule) == (False, "transfer.already_shown")
    assert Move.transfer(1, "7C", show=True) not in game.legal_moves(1)


def test_a_shown_trump_may_be_shown_again_in_a_later_bout():
    game = Game.from_position(
        [["7S", "6D", "KS", "7D"], ["7C", "9H", "AD", "7H"]], trump="C", rules=SHOW
    )
    play_all(game, "P0 attacks 7S", "P1 transfers showing 7C", "P0 takes", "P1 done")
    # P0 picked up 7S; P1 attacks again (two players)
    assert (game.attacker, game.defender) == (1, 0)
    play_all(game, "P1 attacks 7H", "P0 transfers with 7S")
    assert game.explain("P1 transfers showing 7C").legal


def test_only_a_trump_may_be_shown():
    game = Game.from_position(
        [["7S", "KS"], ["7D", "9H", "AD"], ["8S", "8D"]], trump="C", rules=SHOW
    )
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers showing 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.show_needs_trump")
    assert "clubs" in verdict.message


def test_showing_needs_the_option():
    game2 = Game.from_position(
        [["7S", "KS"], ["7C", "9H", "AD"], ["8S", "8D"]], trump="C", rules=PEREVODNOY
    )
    game2.play("P0 attacks 7S")
    verdict = game2.explain("P1 transfers showing 7C")
    assert (verdict.legal, verdict.rule) == (False, "transfer.show_not_in_rules")


# ---------------------------------------------------------------- nobody to pass the attack to


def _last_card_attack():
    # P0 attacks with the last card and the talon is empty: P0 is out at once, and P1 is the
    # only player left holding cards.
    game = Game.from_position(
        [["JS"], ["7D", "8S", "9S", "9H", "JH", "JD", "QS", "QD", "AD"]],
        trump="C",
        attacker=0,
        rules=PEREVODNOY,
    )
    game.play("P0 attacks JS")
    return game


def test_no_transfer_when_nobody_else_is_left_to_take_the_attack():
    game = _last_card_attack()
    before = game.view(1)
    verdict = game.explain("P1 transfers with JH")
    assert (verdict.legal, verdict.rule) == (False, "transfer.nobody_next")
    assert verdict.message.startswith("P1 cannot transfer: a transfer passes the attack to")
    assert verdict.message.endswith("Q♠ would beat J♠, or you can take.")
    for lang in ("ru", "es"):
        text = verdict.message_in(lang)
        assert "cannot" not in text and "transfer.nobody_next" not in text
    assert not [m for m in game.legal_moves(1) if m.kind == "transfer"]
    with pytest.raises(ValueError, match="cannot transfer"):
        game.play("P1 transfers with JH")
    assert game.view(1) == before


def test_no_transfer_by_showing_when_nobody_else_is_left():
    game = Game.from_position([["JS"], ["7D", "8S", "JC", "JH"]], trump="C", rules=SHOW, attacker=0)
    game.play("P0 attacks JS")
    assert game.explain("P1 transfers showing JC").rule == "transfer.nobody_next"
    assert not [m for m in game.legal_moves(1) if m.kind == "transfer"]


def test_a_transfer_skips_a_player_out_and_reaches_one_still_in():
    # three players: P0 goes out with its last card, P2 can still take the attack on
    game = Game.from_position(
        [["JS"], ["JH", "8S", "9S"], ["7H", "8H", "9D", "10D"]], trump="C", rules=PEREVODNOY
    )
    game.play("P0 attacks JS")
    verdict = game.explain("P1 transfers with JH")
    assert (verdict.legal, verdict.details["next"]) == (True, "P2")


def test_bots_never_pass_an_attack_to_themselves():
    from durak_widget.bots import SimpleBot, seat_to_act

    for players in (2, 3, 4):
        for seed in range(60):
            game = Game.new(players, PEREVODNOY, seed=seed)
            bot = SimpleBot(seed)
            while not game.is_over:
                seat = seat_to_act(game)
                move = bot.choose(game.view(seat), game.legal_moves(seat))
                game.play(move)
                assert game.is_over or game.attacker != game.defender, (players, seed, move)
