"""Partnerships and the series from the new-game menu (Python side): the intent's new keys,
`w.new_game(partnerships=, series=, series_first_attacker=)`, ``view.series`` and the
``menu_info`` trait."""

import pytest

from durak_widget import DurakWidget
from durak_widget.engine.rules import SERIES_FIRST_ATTACKER


def send(w, content):
    w._on_browser_message(w, content, [])


def finish(w):
    """Play the learner's first legal move (the bots answer) until the game is over."""
    for _ in range(500):
        if w.game.is_over:
            return w.game.result
        if w.view["legal"]:
            w.play(w.view["legal"][0])
        else:
            w.run_bots()
    raise AssertionError("the game did not end")


def widget(**settings):
    return DurakWidget(bot_delay_ms=0, quiet_ms=0, bots="random", **settings)


def test_partnerships_for_four_players_from_python():
    w = widget(players=4, seed=1)
    assert "team" not in w.view["seats"][0] and not w.menu_info["partnerships_on"]
    game = w.new_game(partnerships=True, seed=2)
    assert game is w.game and game.rules.partnerships
    assert [s["team"] for s in w.view["seats"]] == [0, 1, 0, 1]
    assert w.menu_info["partnerships_on"] is True
    again = w.new_game(seed=3)  # None: as now
    assert again.rules.partnerships
    assert not w.new_game(partnerships=False, seed=3).rules.partnerships


def test_partnerships_for_six_players_from_the_browser():
    w = widget(seed=1)
    send(w, {"type": "new_game", "players": 6, "partnerships": True})
    assert w.view["error"] is None
    assert w.game.players == 6 and w.game.rules.partnerships
    assert [s["team"] for s in w.view["seats"]] == [0, 1, 0, 1, 0, 1]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_partnerships_are_refused_for_other_numbers_of_players(players):
    w = widget(players=4, seed=1)
    with pytest.raises(ValueError, match=f"Partnerships need 4 or 6 players, not {players}"):
        w.new_game(players=players, partnerships=True)
    game, menu = w.game, w.menu_info
    send(w, {"type": "new_game", "players": players, "partnerships": True})
    assert w.game is game and w.menu_info == menu
    assert w.view["error"] == f"Partnerships need 4 or 6 players, not {players}."


def test_partnerships_are_refused_in_the_tables_language_and_for_svoi_kozyri():
    w = widget(players=4, seed=1, language="ru")
    send(w, {"type": "new_game", "players": 3, "partnerships": True})
    assert w.view["error"] == "Для игры командами нужно 4 или 6 игроков, а не 3."
    w = DurakWidget.own_trumps(players=4, seed=1, bot_delay_ms=0)
    game = w.game
    send(w, {"type": "new_game", "partnerships": True})
    assert w.game is game and w.view["error"] == "Svoi Kozyri has no partnerships."
    send(w, {"type": "new_game", "series_first_attacker": "fool_leads"})
    assert w.game is game and "series" in w.view["error"]
    assert w.menu_info["partnerships"] == [] and w.menu_info["series_first_attacker"] == []
    with pytest.raises(ValueError, match="no partnerships"):
        w.new_game(partnerships=True)


def test_an_unknown_series_rule_is_refused():
    w = widget(seed=1)
    game = w.game
    send(w, {"type": "new_game", "series_first_attacker": "loser_shuffles"})
    assert w.game is game and "loser_shuffles" in w.view["error"]
    with pytest.raises(ValueError, match="loser_shuffles"):
        w.new_game(series_first_attacker="loser_shuffles")
    assert w.game is game


@pytest.mark.parametrize(
    ("content", "field"),
    [
        ({"partnerships": "yes"}, "partnerships"),
        ({"series": 1}, "series"),
        ({"series_first_attacker": 5}, "series_first_attacker"),
        ({"series_first_attacker": "x" * 500}, "series_first_attacker"),
        ({"teams": True}, "teams"),
    ],
)
def test_malformed_new_game_messages_change_nothing(content, field):
    w = widget(seed=1)
    game = w.game
    send(w, {"type": "new_game", **content})
    assert w.game is game
    assert w.view["error"].startswith(f"The widget ignored a message from the table: {field}")


def test_null_settings_count_as_absent():
    w = widget(seed=1)
    send(w, {"type": "new_game", "partnerships": None, "series": None})
    assert w.view["error"] is None and not w.game.rules.partnerships


def _finished_widget(rule, players=2):
    """A widget whose first game of a series (with `rule`) ended with a durak."""
    for seed in range(20):
        w = widget(players=players, seed=seed)
        w.new_game(series=False, series_first_attacker=rule, seed=seed)
        result = finish(w)
        if result.durak is not None:
            return w, result
    raise AssertionError("every game was a draw")


@pytest.mark.parametrize(
    ("rule", "offset"), [("fool_leads", 0), ("attack_the_fool", -1), ("fools_left_neighbour", 1)]
)
def test_new_game_continues_the_series_with_its_first_attacker(rule, offset):
    w, result = _finished_widget(rule, players=3)
    assert w.view["series"]["games"] == 1
    game = w.new_game(seed=11)
    assert game.attacker == (result.durak + offset) % 3
    assert w.game.rules.series_first_attacker == rule
    series = w.view["series"]
    assert series["games"] == 1 and series["durak"] == [
        {"seat": result.durak, "name": f"P{result.durak}", "count": 1}
    ]
    assert "teams" not in series


def test_the_tally_counts_every_durak_and_a_new_series_resets_it():
    w, first = _finished_widget("fool_leads")
    w.new_game()
    second = finish(w)
    series = w.view["series"]
    assert series["games"] == 2
    assert series["draws"] == (second.durak is None)
    counted = {e["seat"]: e["count"] for e in series["durak"]}
    expected: dict[int, int] = {}
    for result in (first, second):
        if result.durak is not None:
            expected[result.durak] = expected.get(result.durak, 0) + 1
    assert counted == expected
    assert series["text"].startswith("Series: 2 games. Durak: ")
    assert "you" in series["text"] or 0 not in counted
    w.new_game(series=False)
    assert "series" not in w.view and w.session.series_results == []


def test_the_browser_continues_or_restarts_the_series():
    w, result = _finished_widget("fool_leads")
    send(w, {"type": "new_game", "series": True})
    assert w.view["error"] is None and w.game.attacker == result.durak
    assert w.view["series"]["games"] == 1
    send(w, {"type": "new_game"})  # absent: continue (the unfinished game is not counted)
    assert w.view["series"]["games"] == 1
    send(w, {"type": "new_game", "series": False})
    assert "series" not in w.view


def test_another_number_of_players_starts_a_new_series():
    w, _ = _finished_widget("fool_leads")
    w.new_game(players=3)
    assert "series" not in w.view


def test_teams_in_the_tally_and_the_series_text_in_russian():
    for seed in range(20):
        w = widget(players=4, seed=seed, language="ru")
        w.new_game(partnerships=True, series=False, seed=seed)
        result = finish(w)
        if result.durak is not None:
            break
    teams = {tuple(t["seats"]): t["count"] for t in w.view["series"]["teams"]}
    assert teams[result.losing_team] == 1 and sum(teams.values()) == 1
    text = w.view["series"]["text"]
    assert text.startswith("Серия: 1 игра. Дураком были: ")
    assert "Проигравшие команды: " in text


def test_the_menu_info_trait():
    w = widget(seed=1, language="es")
    menu = w.menu_info
    assert menu["partnerships"] == [4, 6]
    assert [value for value, _ in menu["series_first_attacker"]] == list(SERIES_FIRST_ATTACKER)
    assert all(label and label != value for value, label in menu["series_first_attacker"])
    assert menu["languages"] == [
        ["en", "English"],
        ["es", "Español"],
        ["fil", "Filipino"],
        ["ru", "Русский"],
    ]
    assert (menu["language"], menu["partnerships_on"]) == ("es", False)
    assert menu["series_first_attacker_value"] == "as_first_game"
    w.new_game(series_first_attacker="fool_leads")
    assert w.menu_info["series_first_attacker_value"] == "fool_leads"
