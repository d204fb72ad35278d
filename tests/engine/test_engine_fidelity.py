"""Rules true to their sources: play skips players who are out, the eltos preset as the eltos
game plays, alternation (`add_only_when_beaten`), the drawing order, the first attacker, and
every option's help naming where it comes from."""

import dataclasses
import random
import re

import pytest
from engine_testkit import hand, play_all

from durak_widget import Game, Move, Rules
from durak_widget.engine.rules import PRESETS

# ---------------------------------------------------------------- players who are out


def _transfer_past_an_empty_hand() -> Game:
    game = Game.from_position(
        [["7S"], ["7H", "8S", "9S", "QD"], ["7D", "JS", "QS", "KD", "AH"]],
        trump="C",
        rules=Rules.perevodnoy(),
    )
    return play_all(game, "P0 attacks 7S", "P1 transfers with 7H")


def test_a_transfer_skips_a_player_who_has_played_his_last_card():
    # P0 led his last card with the talon empty: he is out, so P2's transfer passes the attack
    # to P1, who holds three cards for the three on the table.
    game = _transfer_past_an_empty_hand()
    verdict = game.explain("P2 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (True, "transfer.legal"), verdict.message
    assert verdict.details["next"] == "P1"
    assert Move.transfer(2, "7D") in game.legal_moves(2)
    game.play("P2 transfers with 7D")
    assert (game.attacker, game.defender) == (2, 1)
    assert game.roles()[0] == "out"


def test_the_co_offender_skips_a_player_who_has_gone_out_mid_bout():
    # eltos: only the attacker and the defender's left neighbour may add cards. P2, that
    # neighbour, plays his last card with the talon empty; P3 becomes the defender's left
    # neighbour still in play and may add cards.
    game = Game.from_position(
        [["9S", "KD"], ["10S", "JS", "QS", "AS"], ["9H"], ["9D", "8C"]],
        trump="C",
        rules=Rules.eltos(),
    )
    play_all(game, "P0 attacks 9S", "P2 attacks 9H")
    assert game.roles()[2] == "out"
    assert game.may_throw_in(3)
    assert game.explain("P3 attacks 9D").legal
    assert Move.attack(3, "9D") in game.legal_moves(3)


# ---------------------------------------------------------------- alternation


ALTERNATION = Rules.podkidnoy().replace(add_only_when_beaten=True)


def _three_players(rules: Rules) -> Game:
    return Game.from_position(
        [["7S", "7H", "KD"], ["8S", "9H", "AC", "QD"], ["7D", "7C", "10S"]], trump="C", rules=rules
    )


def test_alternation_holds_attack_cards_back_while_a_card_is_unbeaten():
    game = play_all(_three_players(ALTERNATION), "P0 attacks 7S")
    for text in ("P0 attacks 7H", "P2 attacks 7D"):
        verdict = game.explain(text)
        assert (verdict.legal, verdict.rule) == (False, "attack.wait_for_beat"), text
        assert "7♠" in verdict.message
    assert not [m for m in game.legal_moves() if m.kind == "attack"]
    game.play("P1 beats 7S with 8S")
    assert game.explain("P2 attacks 7D").legal
    assert Move.attack(0, "7H") in game.legal_moves(0)


def test_alternation_still_lets_attackers_add_after_take():
    game = play_all(_three_players(ALTERNATION), "P0 attacks 7S", "P1 takes")
    assert game.explain("P2 attacks 7D").legal


def test_without_alternation_attackers_add_at_any_time():
    # every preset reads it as Wikipedia does ("at any point during a defense")
    for name in PRESETS:
        assert getattr(Rules, name)().add_only_when_beaten is False
    game = play_all(_three_players(Rules.podkidnoy()), "P0 attacks 7S")
    assert game.explain("P2 attacks 7D").legal


def test_alternation_help_names_both_readings():
    text = Rules.option_help("add_only_when_beaten")
    assert "pagat" in text and "Wikipedia" in text


# ---------------------------------------------------------------- the eltos preset


def test_eltos_uses_the_32_card_pack():
    rules = Rules.eltos()
    assert rules.deck_size == 32
    game = Game.new(players=5, rules=rules, seed=3)
    cards = [c for seat in range(5) for c in game.hand(seat)] + list(game.talon_top_first())
    assert len(cards) == 32 and min(c.rank for c in cards) == 7


def test_eltos_refuses_six_players_naming_the_pack():
    with pytest.raises(ValueError, match=r"6 players.*32-card pack \(7 to A\).*at most 5"):
        Game.new(players=6, rules=Rules.eltos(), seed=1)


def test_eltos_transfer_after_the_attacker_adds_his_own_card():
    game = Game.from_position(
        [["7S", "7H", "KD"], ["7D", "9C", "AC", "QD"], ["8D", "JH", "10S"]],
        trump="C",
        rules=Rules.eltos(),
    )
    play_all(game, "P0 attacks 7S", "P0 attacks 7H")
    verdict = game.explain("P1 transfers with 7D")
    assert verdict.legal, verdict.message
    game.play("P1 transfers with 7D")
    assert (game.attacker, game.defender) == (1, 2)


def test_eltos_transfer_ends_when_the_co_offender_reinforces():
    game = Game.from_position(
        [["7S", "KD"], ["7D", "9C", "AC", "QD"], ["7H", "JH", "10S"]],
        trump="C",
        rules=Rules.eltos(),
    )
    play_all(game, "P0 attacks 7S", "P2 attacks 7H")
    verdict = game.explain("P1 transfers with 7D")
    assert (verdict.legal, verdict.rule) == (False, "transfer.after_throw_in")


def test_eltos_has_no_draws_the_defender_ranks_last():
    hands = [["7S"], ["8S"]]
    eltos = play_all(
        Game.from_position(hands, trump="C", rules=Rules.eltos()),
        "P0 attacks 7S",
        "P1 beats 7S with 8S",
    )
    assert eltos.result.durak == 1 and not eltos.result.draw
    assert eltos.result.order == (0,)
    podkidnoy = play_all(
        Game.from_position(hands, trump="C"), "P0 attacks 7S", "P1 beats 7S with 8S"
    )
    assert podkidnoy.result.draw
    assert "eltos" in Rules.option_help("draws")


# ---------------------------------------------------------------- the drawing order


def _drawing_game(rules: Rules) -> Game:
    # P0 attacks P1; P2 (short of one card) and P3 take no part; the talon holds two cards.
    game = Game.from_position(
        [
            ["7S", "KD", "QH", "JH", "10H", "9H"],
            ["8S", "9D", "AD", "QD", "JD", "10D"],
            ["7C", "8C", "9C", "10C", "JC"],
            ["7D", "8D", "KS", "AS", "QS", "JS"],
        ],
        talon=["AH", "KH"],
        rules=rules,
    )
    return play_all(game, "P0 attacks 7S", "P1 beats 7S with 8S", "P0 done", "P2 done", "P3 done")


def test_attackers_first_draw_order_is_the_default():
    game = _drawing_game(Rules.podkidnoy())
    draw = next(e for e in game.last_events if e.rule == "draw.order")
    assert draw.details["order"] == [0, 2]
    assert "KH" in hand(game, 2)  # the face-up trump, the talon's last card


def test_seat_order_draws_from_the_first_attacker_with_the_defender_in_his_place():
    game = _drawing_game(Rules.podkidnoy().replace(draw_order="seat_order"))
    draw = next(e for e in game.last_events if e.rule == "draw.order")
    assert draw.details["order"] == [0, 1]
    assert "KH" in hand(game, 1)
    assert Rules.eltos().draw_order == "seat_order"


def test_seat_order_starts_from_the_first_attacker_even_after_a_transfer():
    rules = Rules.perevodnoy().replace(draw_order="seat_order")
    game = Game.from_position(
        [
            ["7S", "KD", "QH", "JH", "10H", "8S"],
            ["7D", "AD", "QD", "JD", "10D", "9D"],
            ["7C", "8C", "9C", "10C", "JC", "QC"],
        ],
        talon=["AH", "KH"],
        rules=rules,
        trump="H",
    )
    play_all(game, "P0 attacks 7S", "P1 transfers with 7D", "P2 takes", "P0 done", "P1 done")
    draw = next(e for e in game.last_events if e.rule == "draw.order")
    assert draw.details["order"] == [0, 1]
    # pagat's order starts from the main attacker, who after the transfer is P1
    game = Game.from_position(
        [hand_list for hand_list in game.starting_position().hands],
        talon=["AH", "KH"],
        rules=Rules.perevodnoy(),
    )
    play_all(game, "P0 attacks 7S", "P1 transfers with 7D", "P2 takes", "P0 done", "P1 done")
    draw = next(e for e in game.last_events if e.rule == "draw.order")
    assert draw.details["order"] == [1, 0]


# ---------------------------------------------------------------- the first attacker


def test_random_first_attacker_follows_the_seed():
    rules = Rules.podkidnoy().replace(first_attacker="random")
    firsts = [Game.new(players=4, rules=rules, seed=seed).attacker for seed in range(40)]
    assert set(firsts) == {0, 1, 2, 3}
    assert firsts == [Game.new(players=4, rules=rules, seed=seed).attacker for seed in range(40)]
    lowest = [Game.new(players=4, seed=seed).attacker for seed in range(40)]
    assert firsts != lowest
    # the deal itself does not change
    assert Game.new(players=4, rules=rules, seed=5).hands == Game.new(players=4, seed=5).hands
    seed = 11
    rng = random.Random(seed)
    rng.shuffle(list(range(36)))
    assert Game.new(players=4, rules=rules, seed=seed).attacker == rng.randrange(4)
    assert Rules.eltos().first_attacker == "random"


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("draw_order", "clockwise", "attackers_first"),
        ("first_attacker", "dealer", "lowest_trump"),
        ("series_first_attacker", "loser", "attack_the_fool"),
        ("partnerships", 1, "True or False"),
        ("add_only_when_beaten", "yes", "True or False"),
    ],
)
def test_new_options_are_validated(name, value, allowed):
    with pytest.raises(ValueError, match=rf"Rules\.{name}=.*{allowed}"):
        Rules.podkidnoy().replace(**{name: value})


# ---------------------------------------------------------------- honest sources

SOURCE = re.compile(r"pagat|Wikipedia|eltos|Spanish source|house rule")


@pytest.mark.parametrize("name", [f.name for f in dataclasses.fields(Rules)])
def test_every_option_names_its_source(name):
    assert SOURCE.search(Rules.option_help(name)), name


def test_the_trump_six_exchange_is_a_house_rule_off_in_every_preset():
    assert "house rule" in Rules.option_help("trump_six_exchange")
    for name in PRESETS:
        assert getattr(Rules, name)().trump_six_exchange is False
    assert Rules().trump_six_exchange is False


def test_each_preset_says_which_alternation_reading_it_follows():
    for name in PRESETS:
        doc = getattr(Rules, name).__doc__
        assert "add_only_when_beaten" in doc, name
