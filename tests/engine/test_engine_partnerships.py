"""Partnerships (pagat): four players two against two, partners opposite, or six in two teams
of three sitting alternately; the team left holding cards loses."""

import pytest
from engine_testkit import play_all

from durak_widget import Game, Move, Rules
from durak_widget.engine.base import GameResult

TEAMS = Rules.podkidnoy().replace(partnerships=True)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_partnerships_need_four_or_six_players(players):
    with pytest.raises(ValueError, match=rf"partnerships=True needs 4 players.*got {players}"):
        Game.new(players=players, rules=TEAMS, seed=1)
    hands = [[c] for c in ("7S", "8S", "9S", "10S", "JS")[:players]]
    with pytest.raises(ValueError, match="partnerships=True needs 4 players"):
        Game.from_position(hands, trump="C", rules=TEAMS)


def test_a_set_up_position_needs_cards_in_both_teams():
    with pytest.raises(ValueError, match="both teams must hold cards"):
        Game.from_position([["7S"], [], ["8S"], []], trump="C", rules=TEAMS)


@pytest.mark.parametrize("players", [4, 6])
def test_teams_sit_alternately_and_play_whole_games(players):
    for seed in range(3):
        game = Game.new(players=players, rules=TEAMS, seed=seed)
        assert (game.defender - game.attacker) % 2 == 1
        while not game.is_over:
            game.play(game.legal_moves()[0])
        result = game.result
        if result.draw:
            assert result.losing_team is None
        else:
            assert result.losing_team in (tuple(range(0, players, 2)), tuple(range(1, players, 2)))
            assert result.durak in result.losing_team


def _four(rules=TEAMS) -> Game:
    return Game.from_position(
        [["7S", "KD"], ["8S", "9H", "AC", "QD"], ["7D", "10S"], ["7H", "JH"]],
        trump="C",
        rules=rules,
    )


def test_the_defenders_partner_cannot_throw_in():
    game = play_all(_four(), "P0 attacks 7S", "P1 beats 7S with 8S")
    verdict = game.explain("P3 attacks 7H")
    assert (verdict.legal, verdict.rule) == (False, "attack.partner")
    assert "P1" in verdict.message and "partner" in verdict.message
    assert game.legal_moves(3) == []
    assert game.roles()[3] == "idle"
    assert game.explain("P2 attacks 7D").legal  # the attacker's partner may
    # without partnerships P3 is an opponent like any other
    game = play_all(_four(Rules.podkidnoy()), "P0 attacks 7S", "P1 beats 7S with 8S")
    assert game.explain("P3 attacks 7H").legal


def test_an_attack_skips_a_partner_when_the_opponent_between_is_out():
    hands = [["7S", "KD"], [], ["7D", "10S"], ["7H", "JH"]]
    game = Game.from_position(hands, trump="C", rules=TEAMS)
    assert (game.attacker, game.defender) == (0, 3)
    assert Game.from_position(hands, trump="C").defender == 2


def test_a_transfer_skips_the_transferrers_partner():
    rules = Rules.perevodnoy().replace(partnerships=True)
    game = Game.from_position(
        [["7S", "KD", "QH"], ["7D", "9H", "AC"], [], ["8H", "JH", "AD"]], trump="C", rules=rules
    )
    game.play("P0 attacks 7S")
    verdict = game.explain("P1 transfers with 7D")
    assert verdict.legal and verdict.details["next"] == "P0"
    game.play("P1 transfers with 7D")
    assert (game.attacker, game.defender) == (1, 0)
    assert Move.take(0) in game.legal_moves(0)


def test_a_team_loses_when_the_other_team_has_played_all_its_cards():
    game = Game.from_position([["7S"], ["8H", "9H"], [], ["10H"]], trump="C", rules=TEAMS)
    play_all(game, "P0 attacks 7S", "P1 takes")
    assert game.is_over
    result = game.result
    assert result.losing_team == (1, 3)
    assert result.durak == 1 and not result.draw
    assert result.to_json()["losing_team"] == [1, 3]
    assert game.result_text() == "P1 and P3 lose: the other team has played all its cards."
    assert "Your team" in game.result_text(you=3)


def test_both_teams_out_together_is_a_draw_or_the_defenders_team_loses():
    hands = [["7S"], ["8S"], [], []]
    drawn = play_all(
        Game.from_position(hands, trump="C", rules=TEAMS), "P0 attacks 7S", "P1 beats 7S with 8S"
    )
    assert drawn.result.draw and drawn.result.losing_team is None
    assert drawn.result.to_json()["losing_team"] is None
    lost = play_all(
        Game.from_position(hands, trump="C", rules=TEAMS.replace(draws=False)),
        "P0 attacks 7S",
        "P1 beats 7S with 8S",
    )
    assert lost.result.losing_team == (1, 3) and lost.result.durak == 1


def test_six_players_play_in_two_teams_of_three():
    game = Game.from_position(
        [["7S"], ["8H"], [], ["9H"], [], ["10H"]], trump="C", rules=TEAMS, attacker=0
    )
    play_all(game, "P0 attacks 7S", "P1 takes")
    assert game.result.losing_team == (1, 3, 5)


def test_without_partnerships_the_losing_team_is_the_durak_alone():
    game = play_all(Game.from_position([["7S"], ["8H", "9H"]], trump="C"), "P0 attacks 7S")
    game.play("P1 takes")
    assert game.result.losing_team == (1,)
    assert GameResult(None, [0, 1]).losing_team is None
    assert GameResult(2, [0, 1]).losing_team == (2,)


def test_the_help_quotes_pagat():
    text = Rules.option_help("partnerships")
    assert "pagat" in text and "partners sitting opposite" in text


def test_the_teams_are_the_seats_opposite_each_other():
    assert Game.new(4, rules=TEAMS, seed=1).teams == ((0, 2), (1, 3))
    assert Game.new(6, rules=TEAMS, seed=1).teams == ((0, 2, 4), (1, 3, 5))
    assert Game.new(4, seed=1).teams is None
