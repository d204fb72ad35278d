"""simulate() on a real Dask cluster: worker processes on 127.0.0.1, reached through the
cluster client's `concurrent.futures.Executor`, give the serial results for both games."""

import pytest
from dask import distributed

from durak_widget.bots import OwnTrumpsSimpleBot, RandomBot, SimpleBot
from durak_widget.simulate import simulate

LINEUPS = {
    "durak": lambda: [SimpleBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)],
    "own_trumps": lambda: [OwnTrumpsSimpleBot(), RandomBot(seed=2), OwnTrumpsSimpleBot()],
}


def outcome(result):
    return [
        (g.index, g.seed, g.seats, g.durak, g.finish_order, g.bouts, g.moves, g.capped)
        for g in result.games
    ]


@pytest.fixture(scope="module")
def cluster_executor():
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        yield client.get_executor()


@pytest.mark.slow
@pytest.mark.parametrize("game", LINEUPS)
def test_a_dask_cluster_gives_the_serial_results(cluster_executor, game):
    serial = simulate(LINEUPS[game](), games=24, seed=11, workers=1, progress=False, game=game)
    clustered = simulate(
        LINEUPS[game](), games=24, seed=11, executor=cluster_executor, progress=False, game=game
    )
    assert outcome(clustered) == outcome(serial)
    assert untimed(clustered.summary()) == untimed(serial.summary())
    assert len({g.durak for g in serial.games}) > 1  # the games differ


def untimed(rows):
    """Summary rows without the decision times (which differ from run to run)."""
    return [{k: v for k, v in row.items() if k != "ms_per_decision"} for row in rows]
