"""simulate(): either game, reproducible, the same in parallel as in series, seats rotated,
honest summaries."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from durak_widget import Rules
from durak_widget.bots import BotError, OwnTrumpsSimpleBot, RandomBot, SimpleBot
from durak_widget.games import get_game
from durak_widget.simulate import simulate, wilson_interval

# Per game: a line-up of bots that finishes its games quickly.
LINEUPS = {
    "durak": lambda: [SimpleBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)],
    "own_trumps": lambda: [OwnTrumpsSimpleBot(), RandomBot(seed=2), OwnTrumpsSimpleBot()],
}


def outcome(result):
    return [(g.index, g.seed, g.seats, g.durak, g.finish_order, g.moves) for g in result.games]


def test_the_same_seed_gives_the_same_games():
    a = simulate([SimpleBot(), RandomBot()], games=12, seed=3, workers=1, progress=False)
    b = simulate([SimpleBot(), RandomBot()], games=12, seed=3, workers=1, progress=False)
    c = simulate([SimpleBot(), RandomBot()], games=12, seed=4, workers=1, progress=False)
    assert outcome(a) == outcome(b)
    assert outcome(a) != outcome(c)


@pytest.mark.parametrize("game", LINEUPS)
def test_parallel_processes_give_the_serial_results(game):
    bots = LINEUPS[game]()
    serial = simulate(bots, games=16, seed=9, workers=1, progress=False, game=game)
    parallel = simulate(bots, games=16, seed=9, workers=2, progress=False, game=game)
    assert outcome(parallel) == outcome(serial)
    assert len({g.durak for g in serial.games}) > 1  # the games differ


def test_svoi_kozyri_games_are_reproducible_and_summarised():
    bots = LINEUPS["own_trumps"]()
    a = simulate(bots, games=10, seed=3, workers=1, progress=False, game="own_trumps")
    b = simulate(bots, games=10, seed=3, workers=1, progress=False, game="own_trumps")
    assert outcome(a) == outcome(b) and a.game == "own_trumps" and a.rules is None
    assert all(g.finish_order and g.moves > 0 and not g.capped for g in a.games)
    rows = a.summary()
    assert [row["bot"] for row in rows] == [
        "OwnTrumpsSimpleBot#1",
        "RandomBot",
        "OwnTrumpsSimpleBot#2",
    ]
    assert sum(row["losses"] for row in rows) == sum(g.durak is not None for g in a.games)


def test_a_game_adapter_may_be_given_instead_of_a_name():
    bots = LINEUPS["own_trumps"]()
    by_name = simulate(bots, games=4, seed=1, workers=1, progress=False, game="own_trumps")
    by_adapter = simulate(  # in worker processes too: the adapter travels with the games
        bots, games=4, seed=1, workers=2, progress=False, game=get_game("own_trumps")
    )
    assert outcome(by_name) == outcome(by_adapter)


def test_more_seats_than_bots_are_filled_by_the_last_bot():
    result = simulate(
        [SimpleBot(), RandomBot()], players=4, games=4, seed=1, workers=1, progress=False
    )
    assert [g.seats for g in result.games] == [
        [0, 1, 1, 1],
        [1, 1, 1, 0],
        [1, 1, 0, 1],
        [1, 0, 1, 1],
    ]
    rows = result.summary()
    assert (rows[0]["games"], rows[1]["games"]) == (4, 12)


def test_thinking_time_is_measured_per_seat():
    result = simulate([SimpleBot(), RandomBot()], games=3, seed=1, workers=1, progress=False)
    for g in result.games:
        assert sum(g.decisions) == g.moves and all(t >= 0 for t in g.think_ms)
    assert all(row["ms_per_decision"] > 0 for row in result.summary())


def test_a_failing_bot_stops_the_simulation_with_a_bot_error():
    class Broken(SimpleBot):
        def choose(self, view, moves):
            raise RuntimeError("broken")

    with pytest.raises(BotError, match="failed"):
        simulate([Broken(), SimpleBot()], games=2, workers=1, progress=False)
    with pytest.raises(BotError, match="failed"):  # Durak bots cannot play Svoi Kozyri
        simulate([SimpleBot(), SimpleBot()], games=1, workers=1, progress=False, game="own_trumps")


def test_any_executor_can_run_the_games():
    bots = [SimpleBot(), RandomBot()]
    serial = simulate(bots, games=10, seed=2, workers=1, progress=False)
    with ThreadPoolExecutor(max_workers=3) as pool:
        threaded = simulate(bots, games=10, seed=2, executor=pool, progress=False)
    assert outcome(threaded) == outcome(serial)


def test_seats_rotate_so_that_no_bot_always_leads():
    result = simulate(
        [SimpleBot(), RandomBot(), RandomBot()], games=6, seed=1, workers=1, progress=False
    )
    assert [g.seats for g in result.games[:3]] == [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    fixed = simulate(
        [SimpleBot(), RandomBot()], games=4, seed=1, rotate_seats=False, workers=1, progress=False
    )
    assert all(g.seats == [0, 1] for g in fixed.games)


def test_summary_counts_losses_with_a_wilson_interval():
    result = simulate([SimpleBot(), RandomBot()], games=40, seed=5, workers=1, progress=False)
    rows = {row["bot"]: row for row in result.summary()}
    assert rows["SimpleBot"]["games"] == rows["RandomBot"]["games"] == 40
    losses = sum(1 for g in result.games if g.loser_bot == 1)
    assert rows["RandomBot"]["losses"] == losses
    assert (
        rows["RandomBot"]["ci_low"]
        <= rows["RandomBot"]["loss_rate"]
        <= rows["RandomBot"]["ci_high"]
    )
    assert rows["RandomBot"]["loss_rate"] > rows["SimpleBot"]["loss_rate"]
    assert result.capped_rate == 0.0
    assert "RandomBot: lost" in repr(result)


def test_wilson_interval_matches_known_values():
    low, high = wilson_interval(38, 100)
    assert round(low, 3) == 0.291 and round(high, 3) == 0.478
    assert wilson_interval(0, 10)[0] == 0.0


def test_to_pandas_gives_one_row_per_game():
    pytest.importorskip("pandas")
    result = simulate(
        [SimpleBot(), RandomBot()],
        games=5,
        seed=1,
        workers=1,
        progress=False,
        rules=Rules.perevodnoy(),
    )
    frame = result.to_pandas()
    assert len(frame) == 5 and {"durak", "moves", "capped", "loser_bot"} <= set(frame.columns)


def test_bad_arguments_are_explained():
    with pytest.raises(ValueError, match="2 to 6 bots"):
        simulate([SimpleBot()], games=1)
    with pytest.raises(ValueError, match="positive whole number"):
        simulate([SimpleBot(), RandomBot()], games=0)
    with pytest.raises(ValueError, match="2 to 4 bots"):
        simulate([OwnTrumpsSimpleBot()] * 5, game="own_trumps", games=1)
    with pytest.raises(ValueError, match="for 2 to 4 players, got 5"):
        simulate([OwnTrumpsSimpleBot()], players=5, game="own_trumps", games=1)
    with pytest.raises(ValueError, match="1 to 2 bots for 2 seats"):
        simulate([SimpleBot()] * 3, players=2, games=1)
    with pytest.raises(ValueError, match="no rules"):
        simulate([OwnTrumpsSimpleBot()] * 2, rules=Rules.classic(), game="own_trumps", games=1)
    with pytest.raises(ValueError, match="no game named 'chess'"):
        simulate([SimpleBot()] * 2, game="chess", games=1)
