"""Bot-against-bot simulation for the classroom: many games, loss rates with confidence intervals.

>>> from durak_widget.bots import RandomBot, SimpleBot
>>> result = simulate([SimpleBot(), RandomBot()], games=20, seed=1, workers=1, progress=False)
>>> len(result.games), sorted(result.summary()[0])[:3]
(20, ['bot', 'ci_high', 'ci_low'])

Games run in processes on every local core by default; pass ``executor=`` any
`concurrent.futures.Executor` instead (a Dask ``distributed.Client().get_executor()`` or a Ray
``ray.util.multiprocessing``-style executor both offer ``submit``), or ``workers=1`` to run in
this process. Each game gets fresh copies of the bots, reseeded from ``(seed, game number)``,
so the results are the same however the games are spread over workers.
"""

from __future__ import annotations

import copy
import math
import os
import random
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field

from .bots.driver import DEFAULT_MOVE_CAP, play_game
from .engine import Game, Rules


@dataclass
class GameSummary:
    """One simulated game. ``seats[s]`` is the index (in the ``players`` list) of the bot that
    sat at seat ``s``; ``durak`` is the losing seat (``None``: a draw, or a capped game)."""

    index: int
    seed: int
    seats: list[int]
    durak: int | None
    finish_order: list[int]
    bouts: int
    moves: int
    capped: bool

    @property
    def loser_bot(self) -> int | None:
        """The index of the bot that lost, or ``None``."""
        return None if self.durak is None else self.seats[self.durak]


@dataclass
class SimulationResult:
    """What `simulate` returns: the per-game summaries and the bots' names."""

    games: list[GameSummary]
    bot_names: list[str]
    rules: Rules
    extra: dict = field(default_factory=dict)

    def summary(self) -> list[dict]:
        """Each bot's games, losses, draws and loss rate with a 95% Wilson confidence
        interval (capped games count as played but neither lost nor drawn)."""
        rows = []
        for bot, name in enumerate(self.bot_names):
            played = [g for g in self.games if bot in g.seats]
            # A bot listed twice sits in two seats of a game; count each seat.
            seats = sum(g.seats.count(bot) for g in played)
            losses = sum(1 for g in played if g.loser_bot == bot)
            draws = sum(g.seats.count(bot) for g in played if g.durak is None and not g.capped)
            low, high = wilson_interval(losses, seats)
            rows.append(
                {
                    "bot": name,
                    "games": seats,
                    "losses": losses,
                    "draws": draws,
                    "loss_rate": losses / seats if seats else float("nan"),
                    "ci_low": low,
                    "ci_high": high,
                }
            )
        return rows

    @property
    def capped_rate(self) -> float:
        """The share of games stopped by the move cap."""
        return sum(g.capped for g in self.games) / len(self.games) if self.games else 0.0

    def to_pandas(self):
        """The games as a pandas DataFrame (needs pandas)."""
        try:
            import pandas as pd
        except ImportError as error:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install pandas") from error
        rows = []
        for g in self.games:
            row = asdict(g)
            row["loser_bot"] = None if g.loser_bot is None else self.bot_names[g.loser_bot]
            rows.append(row)
        return pd.DataFrame(rows)

    def __repr__(self) -> str:
        lines = [f"SimulationResult({len(self.games)} games, capped {self.capped_rate:.1%})"]
        for row in self.summary():
            lines.append(
                f"  {row['bot']}: lost {row['losses']} of {row['games']} "
                f"({row['loss_rate']:.1%}, 95% CI {row['ci_low']:.1%}-{row['ci_high']:.1%})"
            )
        return "\n".join(lines)


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if trials == 0:
        return (float("nan"), float("nan"))
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def simulate(
    players: Sequence,
    rules: Rules | None = None,
    games: int = 100,
    seed: int = 0,
    rotate_seats: bool = True,
    executor: Executor | None = None,
    workers: int | None = None,
    move_cap: int = DEFAULT_MOVE_CAP,
    progress: bool | None = None,
) -> SimulationResult:
    """Play `games` games between the bots in `players` (one per seat, 2-6) and summarise.

    With `rotate_seats` game ``i`` seats bot ``(s + i) % n`` at seat ``s``, so that no bot
    profits from a seat. `workers` (default: every local core) sets the processes used when no
    `executor` is given; ``workers=1`` runs here. `progress` shows a tqdm bar (default: only
    where tqdm is installed and the output is interactive).
    """
    rules = rules if rules is not None else Rules.podkidnoy()
    bots = list(players)
    if not 2 <= len(bots) <= 6:
        raise ValueError(f"simulate needs 2 to 6 bots (one per seat), got {len(bots)}")
    if not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive whole number, got {games!r}")
    jobs = [(index, seed, rotate_seats) for index in range(games)]
    names = [_name(bot, bots) for bot in bots]
    workers = workers if workers is not None else (os.cpu_count() or 1)
    chunks = _chunks(jobs, 1 if executor is None and workers == 1 else max(1, workers) * 4)
    bar = _progress_bar(games, progress)
    results: list[GameSummary] = []
    if executor is None and workers == 1:
        for chunk in chunks:
            results.extend(_play_chunk(bots, rules, chunk, move_cap))
            bar.update(len(chunk))
    else:
        own = executor is None
        pool = ProcessPoolExecutor(max_workers=workers) if own else executor
        try:
            futures = [pool.submit(_play_chunk, bots, rules, chunk, move_cap) for chunk in chunks]
            for future, chunk in zip(futures, chunks):
                results.extend(future.result())
                bar.update(len(chunk))
        finally:
            if own:
                pool.shutdown()
    bar.close()
    results.sort(key=lambda g: g.index)
    return SimulationResult(results, names, rules)


def _play_chunk(bots, rules: Rules, jobs, move_cap: int) -> list[GameSummary]:
    return [_play_one(bots, rules, index, seed, rotate, move_cap) for index, seed, rotate in jobs]


def _play_one(bots, rules: Rules, index: int, seed: int, rotate: bool, move_cap: int):
    n = len(bots)
    seats = [(s + index) % n if rotate else s for s in range(n)]
    game_seed = random.Random(f"{seed}:{index}").randrange(2**32)
    players = []
    for seat, bot_index in enumerate(seats):
        players.append(_fresh(bots[bot_index], game_seed * 8 + seat))
    game = Game.new(players=n, rules=rules, seed=game_seed)
    finished, moves = play_game(game, players, move_cap=move_cap)
    result = game.result
    return GameSummary(
        index=index,
        seed=game_seed,
        seats=seats,
        durak=result.durak if finished else None,
        finish_order=list(result.order) if finished else list(game.out),
        bouts=game.bout,
        moves=moves,
        capped=not finished,
    )


def _fresh(bot, seed: int):
    """A copy of `bot` for one game, reseeded so that results do not depend on scheduling."""
    clone = copy.deepcopy(bot)
    if hasattr(clone, "reseed"):
        clone.reseed(seed)
    else:
        rng = getattr(clone, "_rng", None)
        if isinstance(rng, random.Random):
            rng.seed(seed)
    return clone


def _name(bot, bots) -> str:
    name = type(bot).__name__
    same = [b for b in bots if type(b).__name__ == name]
    return name if len(same) == 1 else f"{name}#{[id(b) for b in same].index(id(bot)) + 1}"


def _chunks(jobs: list, count: int) -> list[list]:
    size = max(1, math.ceil(len(jobs) / count))
    return [jobs[i : i + size] for i in range(0, len(jobs), size)]


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(total: int, wanted: bool | None):
    if wanted is False:
        return _NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:
        if wanted:
            raise ImportError("progress=True needs tqdm: pip install tqdm") from None
        return _NoBar()
    return tqdm(total=total, desc="games", disable=None if wanted is None else False)
