"""A series of games: `Game.new(..., previous=result)` applies `Rules.series_first_attacker`."""

import pytest

from durak_widget import Game, Rules
from durak_widget.engine.base import GameResult
from durak_widget.engine.record import game_to_record
from durak_widget.engine.rules import SERIES_FIRST_ATTACKER

LOST_BY_P2 = GameResult(2, [0, 1, 3])


def _series(rule: str) -> Rules:
    return Rules.podkidnoy().replace(series_first_attacker=rule)


@pytest.mark.parametrize(
    ("rule", "attacker", "defender"),
    [("attack_the_fool", 1, 2), ("fool_leads", 2, 3), ("fools_left_neighbour", 3, 0)],
)
def test_the_series_rule_chooses_the_first_attacker(rule, attacker, defender):
    game = Game.new(players=4, rules=_series(rule), seed=1, previous=LOST_BY_P2)
    assert (game.attacker, game.defender) == (attacker, defender)
    # the deal is the seed's, whatever the previous result
    assert game.hands == Game.new(players=4, seed=1).hands


def test_as_first_game_keeps_the_first_attacker_rule():
    for seed in range(5):
        first = Game.new(players=4, seed=seed)
        again = Game.new(players=4, seed=seed, previous=LOST_BY_P2)
        assert again.attacker == first.attacker
    assert Rules.podkidnoy().series_first_attacker == "as_first_game"


def test_after_a_draw_the_first_attacker_rule_applies():
    drawn = GameResult(None, [0, 1, 2, 3])
    for seed in range(5):
        game = Game.new(players=4, rules=_series("fool_leads"), seed=seed, previous=drawn)
        assert game.attacker == Game.new(players=4, seed=seed).attacker


def test_a_series_of_played_games():
    rules = _series("attack_the_fool")
    result = None
    for seed in range(4):
        game = Game.new(players=3, rules=rules, seed=seed, previous=result)
        if result is not None and result.durak is not None:
            assert game.defender == result.durak
        while not game.is_over:
            game.play(game.legal_moves()[0])
        result = game.result


def test_a_series_game_replays_from_its_record():
    game = Game.new(players=4, rules=_series("fool_leads"), seed=3, previous=LOST_BY_P2)
    for _ in range(10):
        game.play(game.legal_moves()[0])
    again = game_to_record(game).game()
    assert again.attacker == game.attacker and again.history == game.history


def test_previous_is_validated():
    with pytest.raises(ValueError, match="previous must be the GameResult"):
        Game.new(players=2, seed=1, previous="P1")
    with pytest.raises(ValueError, match=r"previous names P4 as the durak.*seats 0 to 2"):
        Game.new(players=3, rules=_series("fool_leads"), seed=1, previous=GameResult(4, [0]))


def test_every_series_rule_names_its_source():
    text = Rules.option_help("series_first_attacker")
    assert "Wikipedia" in text and "pagat" in text
    for value in SERIES_FIRST_ATTACKER:
        assert f'"{value}"' in text
