"""Drawing after a bout, going out, the end of the game, the deal, and the trump-six exchange."""

import pytest
from engine_testkit import hand, play_all

from durak_widget import Game, Move, Rules

# ---------------------------------------------------------------- drawing

HANDS3 = [
    ["7D", "8D", "9D", "10D", "JD", "QD"],
    ["7C", "8C", "9C", "10C", "JC", "QC"],
    ["7H", "8H", "9H", "10H", "JH", "KD"],
]


def _beaten_off_three(talon):
    # trump clubs (the face-up card is the talon's last). P0 attacks P1, P2 throws in.
    game = Game.from_position(HANDS3, talon=talon)
    play_all(
        game,
        "P0 attacks 7D",
        "P1 beats 7D with 7C",
        "P2 attacks 7H",
        "P1 beats 7H with 8C",
        "P0 done",
        "P2 done",
    )
    assert game.table == [] and game.discard_size == 4
    return game


def test_draw_order_attacker_then_others_then_defender():
    game = _beaten_off_three(["AH", "KH", "QH", "6C"])
    assert game.trump == "C"
    assert "AH" in hand(game, 0)
    assert "KH" in hand(game, 2)
    assert {"QH", "6C"} <= hand(game, 1)
    assert [len(h) for h in game.hands] == [6, 6, 6]
    assert game.talon_size == 0 and game.trump_card is None
    # the face-up trump is the last card drawn, seen by all
    assert "6C" in game.view(0)["hands"][1]["known"]
    assert "QH" not in game.view(0)["hands"][1]["known"]


def test_talon_running_out_mid_draw_leaves_the_defender_short():
    game = _beaten_off_three(["KH", "QH", "6C"])
    assert "KH" in hand(game, 0)
    assert "QH" in hand(game, 2)
    assert "6C" in hand(game, 1)
    assert [len(h) for h in game.hands] == [6, 5, 6]
    assert game.talon_size == 0


def test_talon_running_out_with_the_main_attacker():
    game = _beaten_off_three(["6C"])
    assert "6C" in hand(game, 0)
    assert [len(h) for h in game.hands] == [6, 4, 5]
    # the talon is empty now, but nobody has run out of cards
    assert game.out == ()
    assert (game.attacker, game.defender) == (1, 2)


def test_draw_order_goes_clockwise_from_the_attacker_and_skips_full_hands():
    # four players; P2 attacks P3; P0 throws in; P1 keeps six cards
    hands = [
        ["7D", "8D", "9D", "10D", "JD", "QD"],
        ["7S", "8S", "9S", "10S", "JS", "QS"],
        ["7H", "8H", "9H", "10H", "JH", "QH"],
        ["AD", "AH", "AS", "KD", "KH", "KS"],
    ]
    game = Game.from_position(hands, talon=["6D", "6H", "6S", "AC"], attacker=2)
    assert (game.attacker, game.defender) == (2, 3)
    play_all(
        game,
        "P2 attacks 7H",
        "P3 beats 7H with AH",
        "P0 attacks 7D",
        "P3 beats 7D with AD",
        "P1 done",
        "P0 done",
        "P2 done",
    )
    assert game.table == []
    assert "6D" in hand(game, 2)
    assert "6H" in hand(game, 0)
    assert {"6S", "AC"} <= hand(game, 3)
    assert len(game.hands[1]) == 6 and not {"6D", "6H", "6S", "AC"} & hand(game, 1)
    assert (game.attacker, game.defender) == (3, 0)


def test_draw_after_a_take_defender_draws_nothing_and_left_neighbour_attacks():
    game = Game.from_position(HANDS3, talon=["AH", "KH", "QH", "6C"])
    play_all(game, "P0 attacks 7D", "P1 takes", "P2 attacks 7H", "P0 done", "P2 done")
    assert len(game.hands[1]) == 8
    assert "AH" in hand(game, 0) and "KH" in hand(game, 2)
    assert game.talon_size == 2
    assert game.trump_card.code == "6C"
    assert (game.attacker, game.defender) == (2, 0)


def test_draw_after_a_transfer_starts_with_the_transferer():
    rules = Rules.perevodnoy()
    hands = [
        ["7D", "8D", "9D", "10D", "JD", "QD"],
        ["7S", "8S", "9S", "10S", "JS", "QS"],
        ["AD", "AS", "KD", "KS", "8H", "9H"],
    ]
    game = Game.from_position(hands, talon=["AH", "KH", "6C"], rules=rules)
    play_all(
        game,
        "P0 attacks 7D",
        "P1 transfers with 7S",
        "P2 beats 7D with KD",
        "P2 beats 7S with KS",
        "P1 done",
        "P0 done",
    )
    assert game.table == []
    assert "AH" in hand(game, 1)  # the main attacker of the bout is the transferer
    assert "KH" in hand(game, 0)
    assert "6C" in hand(game, 2)
    assert (game.attacker, game.defender) == (2, 0)


# ---------------------------------------------------------------- going out and the end


def test_out_only_when_the_bout_ends():
    game = Game.from_position([["7S"], ["9S", "9D", "KD"], ["7D", "QH"]], trump="C")
    game.play("P0 attacks 7S")  # P0's last card, talon empty
    assert game.hands[0] == ()
    assert game.out == ()
    assert game.legal_moves(0) == []
    play_all(game, "P1 beats 7S with 9S", "P2 attacks 7D", "P1 beats 7D with 9D")
    assert game.explain("P0 done").rule == "done.no_cards"
    assert game.table != []  # waiting for P2, who still holds a card
    game.play("P2 done")
    assert game.out == (0,)
    assert (game.attacker, game.defender) == (1, 2)
    verdict = game.explain("P0 attacks 7S")
    assert (verdict.legal, verdict.rule) == (False, "player.out")
    # P1 leads the last card; P2 cannot beat it and takes: the bout ends at once because
    # no attacker holds cards
    play_all(game, "P1 attacks KD", "P2 takes")
    assert game.is_over
    assert game.out == (0, 1)
    assert game.result.durak == 2 and not game.result.draw
    assert game.result.order == (0, 1)


def test_out_players_are_skipped_for_attack_and_defence():
    game = Game.from_position([["7S"], ["9S", "AD", "KD"], ["7D", "QH"], ["8H", "JC"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S", "P2 done", "P3 done")
    assert game.out == (0,)
    assert (game.attacker, game.defender) == (1, 2)
    play_all(game, "P1 attacks AD", "P2 takes", "P3 done", "P1 done")
    # P2 took: P3 attacks next, and P0 (out) is skipped: P1 defends
    assert (game.attacker, game.defender) == (3, 1)


def test_two_players_the_last_with_cards_is_the_durak():
    game = Game.from_position([["7S"], ["9S", "KD"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    assert game.is_over
    assert game.result.durak == 1
    assert game.result.draw is False
    assert game.result.order == (0,)
    assert game.legal_moves() == []
    verdict = game.explain("P1 attacks KD")
    assert (verdict.legal, verdict.rule) == (False, "game.over")
    assert "P1" in verdict.message


def test_simultaneous_finish_is_a_draw():
    game = Game.from_position([["7S"], ["9S"]], trump="C")
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    assert game.is_over
    assert game.result.draw is True and game.result.durak is None
    assert game.result.order == (0, 1)
    assert game.explain("P0 done").rule == "game.over"


def test_simultaneous_finish_without_draws_the_last_defender_loses():
    rules = Rules.podkidnoy().replace(draws=False)
    game = Game.from_position([["7S"], ["9S"]], trump="C", rules=rules)
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    assert game.result.durak == 1 and game.result.draw is False
    assert game.result.order == (0,)


def test_players_going_out_together_are_ordered_as_they_draw():
    # P2 attacks P0; P1 throws in; both play their last cards; P0 beats both and keeps one
    game = Game.from_position([["9S", "9D", "AH"], ["7D"], ["7S"]], trump="C", attacker=2)
    assert (game.attacker, game.defender) == (2, 0)
    play_all(game, "P2 attacks 7S", "P1 attacks 7D", "P0 beats 7S with 9S", "P0 beats 7D with 9D")
    assert game.out == (2, 1)  # main attacker first, then clockwise
    assert game.result.durak == 0
    assert game.result.order == (2, 1)


def test_three_players_all_out_at_once():
    for draws, durak, order in ((True, None, (2, 1, 0)), (False, 0, (2, 1))):
        rules = Rules.podkidnoy().replace(draws=draws)
        game = Game.from_position(
            [["9S", "9D"], ["7D"], ["7S"]], trump="C", attacker=2, rules=rules
        )
        play_all(
            game, "P2 attacks 7S", "P1 attacks 7D", "P0 beats 7S with 9S", "P0 beats 7D with 9D"
        )
        assert game.is_over
        assert game.out == (2, 1, 0)
        assert game.result.durak == durak
        assert game.result.draw is (durak is None)
        assert game.result.order == order


def test_nobody_goes_out_while_the_talon_holds_cards():
    game = Game.from_position([["7S"], ["9S", "KD"]], talon=["AH", "6C"])
    play_all(game, "P0 attacks 7S", "P1 beats 7S with 9S")
    assert game.out == () and not game.is_over
    assert hand(game, 0) == {"AH", "6C"}
    assert (game.attacker, game.defender) == (1, 0)


# ---------------------------------------------------------------- the deal


def test_no_trump_dealt_lowest_card_leads_ties_to_the_lowest_seat():
    found = {"tie": 0, "seat0": 0, "seat1": 0}
    for seed in range(1500):
        game = Game.new(players=2, seed=seed)
        if any(c.suit == game.trump for h in game.hands for c in h):
            continue
        lows = [min(c.rank for c in h) for h in game.hands]
        expected = 0 if lows[0] <= lows[1] else 1
        assert game.attacker == expected, (seed, game.hands)
        key = "tie" if lows[0] == lows[1] else f"seat{expected}"
        found[key] += 1
    assert all(found.values()), found  # every case was met


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_holder_of_the_lowest_trump_attacks_first(players):
    for seed in range(40):
        game = Game.new(players=players, seed=seed)
        trumps = [
            (c.rank, seat) for seat, h in enumerate(game.hands) for c in h if c.suit == game.trump
        ]
        if trumps:
            assert game.attacker == min(trumps)[1]
        assert game.defender == (game.attacker + 1) % players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_turns_up_a_trump_as_the_last_card_of_the_talon(players):
    for seed in range(20):
        game = Game.new(players=players, seed=seed)
        assert [len(h) for h in game.hands] == [6] * players
        assert game.talon_size == 36 - 6 * players
        assert game.trump_card is not None and game.trump_card.suit == game.trump
        dealt = {c for h in game.hands for c in h}
        assert game.trump_card not in dealt


def test_same_seed_same_deal():
    for players in (2, 4):
        a = Game.new(players=players, seed=12345, rules=Rules.perevodnoy())
        b = Game.new(players=players, seed=12345, rules=Rules.perevodnoy())
        assert a.hands == b.hands and a.trump_card == b.trump_card and repr(a) == repr(b)
    assert Game.new(seed=1).hands != Game.new(seed=2).hands


def test_six_players_with_36_cards_no_talon():
    for seed in range(60):
        game = Game.new(players=6, seed=seed)
        assert game.talon_size == 0
        assert game.trump_card is None
        assert [len(h) for h in game.hands] == [6] * 6
        assert len({c for h in game.hands for c in h}) == 36
        # the trump is the suit of the last card dealt, which went to seat 5
        assert any(c.suit == game.trump for c in game.hands[5])
        assert not [m for m in game.legal_moves() if m.kind == "exchange"]
    game = Game.new(players=6, seed=3)
    for _ in range(3000):
        if game.is_over:
            break
        game.play(game.legal_moves()[0])
    assert game.is_over


@pytest.mark.parametrize(
    ("players", "size", "talon"), [(2, 24, 12), (4, 24, 0), (3, 32, 14), (5, 32, 2), (6, 52, 16)]
)
def test_deals_for_every_deck_size(players, size, talon):
    rules = Rules.podkidnoy().replace(deck_size=size)
    low = {24: 9, 32: 7, 52: 2}[size]
    for seed in range(10):
        game = Game.new(players=players, rules=rules, seed=seed)
        dealt = [c for h in game.hands for c in h]
        assert len(set(dealt)) == 6 * players
        assert all(c.rank >= low for c in dealt)
        assert game.talon_size == talon
        if talon:
            assert game.trump_card.suit == game.trump and game.trump_card.rank >= low
        else:
            assert game.trump_card is None
            assert any(c.suit == game.trump for c in game.hands[-1])


@pytest.mark.parametrize(("players", "size"), [(5, 24), (6, 32)])
def test_too_many_players_for_the_deck(players, size):
    with pytest.raises(ValueError, match=str(size)):
        Game.new(players=players, rules=Rules.podkidnoy().replace(deck_size=size))


@pytest.mark.parametrize("players", [0, 1, 7])
def test_new_needs_two_to_six_players(players):
    with pytest.raises(ValueError, match="2 to 6"):
        Game.new(players=players)


# ---------------------------------------------------------------- the trump-six exchange


# A house rule: no preset has it (the pagat, Wikipedia and eltos texts do not mention it).
EXCHANGE = Rules.podkidnoy().replace(trump_six_exchange=True)


def _exchange_game(rules=EXCHANGE, talon=("JS", "QS", "9H")):
    return Game.from_position(
        [["6H", "7S", "KS"], ["9S", "AD", "QC", "8S"]], talon=list(talon), rules=rules
    )


def test_exchange_swaps_the_six_for_the_face_up_trump():
    game = _exchange_game()
    verdict = game.explain("P0 exchanges")
    assert (verdict.legal, verdict.rule) == (True, "exchange.legal")
    assert "6♥" in verdict.message and "9♥" in verdict.message
    assert Move.exchange(0) in game.legal_moves(0)
    game.play("P0 exchanges")
    assert hand(game, 0) == {"9H", "7S", "KS"}
    assert game.trump_card.code == "6H"
    assert game.talon_size == 3
    assert game.view(1)["hands"][0]["known"] == ["9H"]
    assert game.explain("P0 exchanges").rule == "exchange.no_six_in_hand"


def test_exchange_by_the_defender_mid_bout():
    game = Game.from_position(
        [["9S", "AD", "QC", "8S"], ["6H", "7S", "KS"]], talon=["JS", "QS", "9H"], rules=EXCHANGE
    )
    game.play("P0 attacks 8S")
    assert game.explain("P1 exchanges").legal
    game.play("P1 exchanges")
    assert "9H" in hand(game, 1)


def test_exchange_needs_more_than_the_face_up_card_in_the_talon():
    game = _exchange_game(talon=("9H",))
    verdict = game.explain("P0 exchanges")
    assert (verdict.legal, verdict.rule) == (False, "exchange.talon_too_small")
    assert "1" in verdict.message
    assert verdict.details["talon"] == 1


def test_exchange_refused_for_a_six_picked_up_from_the_table():
    game = Game.from_position(
        [["6H", "7S", "KS", "10S", "JS", "QS"], ["9S", "AD", "QC", "8S"]],
        talon=["10D", "AS", "8D", "9H"],
        rules=EXCHANGE,
    )
    play_all(game, "P0 attacks 6H", "P1 takes", "P0 done")
    assert "6H" in hand(game, 1)
    assert game.talon_size == 2
    verdict = game.explain("P1 exchanges")
    assert (verdict.legal, verdict.rule) == (False, "exchange.picked_up")
    assert "6♥" in verdict.message
    assert Move.exchange(1) not in game.legal_moves(1)


def test_exchange_not_in_any_preset():
    for rules in (Rules.podkidnoy(), Rules.perevodnoy(), Rules.classic()):
        verdict = _exchange_game(rules=rules).explain("P0 exchanges")
        assert (verdict.legal, verdict.rule) == (False, "exchange.not_in_rules")


def test_exchange_in_a_deck_without_sixes():
    rules = EXCHANGE.replace(deck_size=24)
    game = Game.from_position([["9S", "10S"], ["JS", "QS"]], talon=["KS", "AH"], rules=rules)
    verdict = game.explain("P0 exchanges")
    assert (verdict.legal, verdict.rule) == (False, "exchange.no_six")


def test_exchange_without_the_six():
    verdict = _exchange_game().explain("P1 exchanges")
    assert (verdict.legal, verdict.rule) == (False, "exchange.no_six_in_hand")
    assert "6♥" in verdict.message
