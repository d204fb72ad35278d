"""simulate(): reproducible, the same in parallel as in series, seats rotated, honest summaries."""

from concurrent.futures import ThreadPoolExecutor

import pytest

from durak_widget import Rules
from durak_widget.bots import RandomBot, SimpleBot
from durak_widget.simulate import simulate, wilson_interval


def outcome(result):
    return [(g.index, g.seed, g.seats, g.durak, g.finish_order, g.moves) for g in result.games]


def test_the_same_seed_gives_the_same_games():
    a = simulate([SimpleBot(), RandomBot()], games=12, seed=3, workers=1, progress=False)
    b = simulate([SimpleBot(), RandomBot()], games=12, seed=3, workers=1, progress=False)
    c = simulate([SimpleBot(), RandomBot()], games=12, seed=4, workers=1, progress=False)
    assert outcome(a) == outcome(b)
    assert outcome(a) != outcome(c)


def test_parallel_processes_give_the_serial_results():
    bots = [SimpleBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)]
    serial = simulate(bots, games=16, seed=9, workers=1, progress=False)
    parallel = simulate(bots, games=16, seed=9, workers=2, progress=False)
    assert outcome(parallel) == outcome(serial)


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
