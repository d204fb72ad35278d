"""Bot-against-bot simulation for the classroom: many games, loss rates with confidence intervals.

>>> from durak_widget.bots import RandomBot, SimpleBot
>>> result = simulate([SimpleBot(), RandomBot()], games=20, seed=1, workers=1, progress=False)
>>> len(result.games), sorted(result.summary()[0])[:3]
(20, ['bot', 'ci_high', 'ci_low'])

Either game: ``game="durak"`` (the default) or ``game="own_trumps"`` (Svoi Kozyri), or any
registered game's adapter (`durak_widget.games`).

>>> from durak_widget.bots import OwnTrumpsSimpleBot
>>> result = simulate([OwnTrumpsSimpleBot()], players=3, game="own_trumps", games=4, seed=2,
...                   workers=1, progress=False)
>>> [row["games"] for row in result.summary()]
[12]

Games run in processes on every local core by default; pass ``executor=`` any
`concurrent.futures.Executor` instead (a Dask ``Client(...).get_executor()``, or Ray tasks
behind a few lines of adapter: docs/simulation.md shows both), or ``workers=1`` to run in this
process. Each game gets fresh copies of the bots, reseeded from ``(seed, game number)``, so the
results are the same however the games are spread over workers.
"""

from __future__ import annotations

import contextlib
import copy
import math
import os
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

from .bots.base import Bot
from .bots.driver import DEFAULT_MOVE_CAP, play_game
from .engine import Rules
from .engine.i18n import current_language
from .games import get_game
from .games.texts import table_tr

__all__ = ["GameSummary", "SimulationResult", "simulate", "wilson_interval"]


@dataclass
class GameSummary:
    """One simulated game. ``seats[s]`` is the index (in the list of bots) of the bot that sat
    at seat ``s``; ``durak`` is the losing seat (``None``: a draw, or a capped game), in Svoi
    Kozyri too. ``think_ms[s]`` is the time seat ``s`` spent choosing its moves (milliseconds,
    in `choose` alone) and ``decisions[s]`` how many moves it chose."""

    index: int
    seed: int
    seats: list[int]
    durak: int | None
    finish_order: list[int]
    bouts: int
    moves: int
    capped: bool
    think_ms: list[float] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)

    @property
    def loser(self) -> int | None:
        """The losing seat (``durak``, the name Svoi Kozyri's results use)."""
        return self.durak

    @property
    def loser_bot(self) -> int | None:
        """The index of the bot that lost, or ``None``."""
        return None if self.durak is None else self.seats[self.durak]


@dataclass
class SimulationResult:
    """What `simulate` returns: the per-game summaries, the bots' names, the game's name
    (``"durak"`` or ``"own_trumps"``) and its rules (``None`` for a game without rules
    presets)."""

    games: list[GameSummary]
    bot_names: list[str]
    rules: Rules | None
    extra: dict[str, Any] = field(default_factory=dict)
    game: str = "durak"

    def summary(self) -> list[dict[str, Any]]:
        """Each bot's games (seats played), losses, draws and loss rate with a 95% Wilson
        confidence interval (capped games count as played but neither lost nor drawn), and its
        mean time per decision in milliseconds (``ms_per_decision``)."""
        rows = []
        for bot, name in enumerate(self.bot_names):
            played = [g for g in self.games if bot in g.seats]
            # A bot listed twice sits in two seats of a game; count each seat.
            seats = sum(g.seats.count(bot) for g in played)
            losses = sum(1 for g in played if g.loser_bot == bot)
            draws = sum(g.seats.count(bot) for g in played if g.durak is None and not g.capped)
            low, high = wilson_interval(losses, seats)
            spent = [
                (g.think_ms[s], g.decisions[s])
                for g in played
                for s, b in enumerate(g.seats)
                if b == bot and g.decisions
            ]
            decisions = sum(d for _, d in spent)
            rows.append(
                {
                    "bot": name,
                    "games": seats,
                    "losses": losses,
                    "draws": draws,
                    "loss_rate": losses / seats if seats else float("nan"),
                    "ci_low": low,
                    "ci_high": high,
                    "ms_per_decision": (
                        sum(t for t, _ in spent) / decisions if decisions else float("nan")
                    ),
                }
            )
        return rows

    @property
    def capped_rate(self) -> float:
        """The share of games stopped by the move cap."""
        return sum(g.capped for g in self.games) / len(self.games) if self.games else 0.0

    def to_pandas(self) -> Any:
        """The games as a pandas DataFrame (needs pandas)."""
        try:
            import pandas as pd  # type: ignore[import-untyped]
        except ImportError as error:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install pandas") from error
        rows = []
        for g in self.games:
            row = asdict(g)
            row["loser_bot"] = None if g.loser_bot is None else self.bot_names[g.loser_bot]
            rows.append(row)
        return pd.DataFrame(rows)

    def __str__(self) -> str:
        """The games and each bot's losses in words, in the language `durak_widget.set_language`
        set (``repr`` stays English, for programs)."""
        tr = table_tr(current_language())
        games = len(self.games)
        lines = [
            tr.ngettext(
                "{n} game, {capped:.1%} stopped at the move cap:",
                "{n} games, {capped:.1%} stopped at the move cap:",
                games,
            ).format(n=games, capped=self.capped_rate)
        ]
        for row in self.summary():
            lines.append(
                "  "
                + tr.ngettext(
                    "{bot}: lost {losses} of {n} game ({rate:.1%}, 95% CI {low:.1%}-{high:.1%})",
                    "{bot}: lost {losses} of {n} games ({rate:.1%}, 95% CI {low:.1%}-{high:.1%})",
                    row["games"],
                ).format(
                    bot=row["bot"],
                    losses=row["losses"],
                    n=row["games"],
                    rate=row["loss_rate"],
                    low=row["ci_low"],
                    high=row["ci_high"],
                )
            )
        return "\n".join(lines)

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
    bots: Sequence[Bot],
    rules: Rules | None = None,
    games: int = 100,
    seed: int = 0,
    rotate_seats: bool = True,
    executor: Executor | None = None,
    workers: int | None = None,
    move_cap: int = DEFAULT_MOVE_CAP,
    progress: bool | None = None,
    game: Any = "durak",
    players: int | None = None,
) -> SimulationResult:
    """Play `games` games between `bots` and summarise.

    `game` is ``"durak"`` (the default), ``"own_trumps"`` (Svoi Kozyri) or a game adapter
    (`durak_widget.games.GameAdapter`). `players` is the number of seats (default: one per
    bot); with more seats than bots the last bot fills the remaining seats, so
    ``simulate([StrongBot(), SimpleBot()], players=4)`` is one StrongBot against three
    SimpleBots. `rules` are Durak's (default: podkidnoy); a game without rules presets refuses
    them. With `rotate_seats` game ``i`` seats the line-up turned by ``i`` seats, so that no
    bot profits from a seat. `workers` (default: every local core) sets the processes used
    when no `executor` is given (``workers=1`` runs here); with an `executor` it only sets how
    the games are split (4 batches per worker), so pass the size of the cluster. `progress`
    shows a tqdm bar (default: only where tqdm is installed and the output is interactive). A
    bot that fails raises `durak_widget.bots.BotError`.
    """
    adapter = _adapter(game)
    bots = list(bots)
    seats = len(bots) if players is None else players
    lowest, highest = adapter.min_players, adapter.max_players
    if players is None and not lowest <= seats <= highest:
        raise ValueError(
            f"simulate needs {lowest} to {highest} bots (one per seat), got {len(bots)}"
        )
    if not isinstance(seats, int) or isinstance(seats, bool) or not lowest <= seats <= highest:
        raise ValueError(f"{adapter.title} is for {lowest} to {highest} players, got {seats!r}")
    if not 1 <= len(bots) <= seats:
        raise ValueError(f"simulate needs 1 to {seats} bots for {seats} seats, got {len(bots)}")
    if not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive whole number, got {games!r}")
    if rules is not None and not adapter.presets:
        raise ValueError(f"{adapter.title} has no rules to choose: leave rules out")
    options = {} if rules is None else {"rules": rules}
    lineup = [min(s, len(bots) - 1) for s in range(seats)]
    setup = _Setup(bots, lineup, game, options, move_cap, rotate_seats, seed)
    jobs = list(range(games))
    names = [_name(bot, bots) for bot in bots]
    workers = workers if workers is not None else (os.cpu_count() or 1)
    chunks = _chunks(jobs, 1 if executor is None and workers == 1 else max(1, workers) * 4)
    bar = _progress_bar(games, progress)
    results: list[GameSummary] = []
    if executor is None and workers == 1:
        for chunk in chunks:
            results.extend(_play_chunk(setup, chunk))
            bar.update(len(chunk))
    else:
        own = executor is None
        pool = ProcessPoolExecutor(max_workers=workers) if executor is None else executor
        try:
            futures = [pool.submit(_play_chunk, setup, chunk) for chunk in chunks]
            for future, chunk in zip(futures, chunks):
                results.extend(future.result())
                bar.update(len(chunk))
        finally:
            if own:
                pool.shutdown()
    bar.close()
    results.sort(key=lambda g: g.index)
    sample = adapter.new_game(seats, seed=0, **options)
    return SimulationResult(results, names, getattr(sample, "rules", None), game=adapter.name)


@dataclass
class _Setup:
    """Everything a worker needs to play games of one simulation (sent to every process)."""

    bots: list[Bot]
    lineup: list[int]
    game: Any  # a registered game's name, or an adapter (which then travels to the workers)
    options: dict[str, Any]
    move_cap: int
    rotate: bool
    seed: int


def _play_chunk(setup: _Setup, indices: list[int]) -> list[GameSummary]:
    return [_play_one(setup, index) for index in indices]


def _play_one(setup: _Setup, index: int) -> GameSummary:
    n = len(setup.lineup)
    seats = [setup.lineup[(s + index) % n if setup.rotate else s] for s in range(n)]
    game_seed = random.Random(f"{setup.seed}:{index}").randrange(2**32)
    think = [0.0] * n
    decisions = [0] * n
    players = []
    for seat, bot_index in enumerate(seats):
        bot = _fresh(setup.bots[bot_index], game_seed * 8 + seat)
        players.append(_timed(bot, seat, think, decisions))
    game = _adapter(setup.game).new_game(n, seed=game_seed, **setup.options)
    finished, moves = play_game(game, players, move_cap=setup.move_cap)
    result = game.result
    return GameSummary(
        index=index,
        seed=game_seed,
        seats=seats,
        durak=result.loser if finished and result is not None else None,
        finish_order=list(result.finish_order) if finished and result else list(game.out),
        bouts=game.bout,
        moves=moves,
        capped=not finished,
        think_ms=[round(t * 1000, 6) for t in think],
        decisions=decisions,
    )


def _timed(bot: Bot, seat: int, think: list[float], decisions: list[int]) -> Bot:
    """`bot` (a fresh copy, ours to change) with its `choose` timed into ``think[seat]``."""
    choose = bot.choose

    def timed(view: dict[str, Any], moves: list[Any]) -> Any:
        started = time.perf_counter()
        try:
            return choose(view, moves)
        finally:
            think[seat] += time.perf_counter() - started
            decisions[seat] += 1

    with contextlib.suppress(AttributeError, TypeError):  # slots or frozen: play it untimed
        bot.choose = timed  # type: ignore[method-assign]
    return bot


def _adapter(game: Any) -> Any:
    """The adapter of the game named `game` (or `game` itself, already an adapter)."""
    if not isinstance(game, str):
        return game
    return get_game(game)


def _fresh(bot: Bot, seed: int) -> Bot:
    """A copy of `bot` for one game, reseeded so that results do not depend on scheduling."""
    clone = copy.deepcopy(bot, _random_twins(bot))
    reseed: Callable[[int], None] | None = getattr(clone, "reseed", None)
    if reseed is not None:
        reseed(seed)
    else:  # a bot of the user's own that keeps its generator as `_rng`, as ours once did
        rng = getattr(clone, "_rng", None)
        if isinstance(rng, random.Random):
            rng.seed(seed)
    return clone


def _random_twins(bot: Bot) -> dict[int, Any]:
    """A `copy.deepcopy` memo that copies the bot's own generators by state: deepcopy would
    copy a generator's 625 state words one by one, a tenth of the time of a game of two
    SimpleBots."""
    memo: dict[int, Any] = {}
    for value in getattr(bot, "__dict__", {}).values():
        if type(value) is random.Random:
            twin = random.Random(0)
            twin.setstate(value.getstate())
            memo[id(value)] = twin
    return memo


def _name(bot: Bot, bots: list[Bot]) -> str:
    name = type(bot).__name__
    same = [b for b in bots if type(b).__name__ == name]
    return name if len(same) == 1 else f"{name}#{[id(b) for b in same].index(id(bot)) + 1}"


def _chunks(jobs: list[int], count: int) -> list[list[int]]:
    size = max(1, math.ceil(len(jobs) / count))
    return [jobs[i : i + size] for i in range(0, len(jobs), size)]


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(total: int, wanted: bool | None) -> Any:
    if wanted is False:
        return _NoBar()
    try:
        from tqdm.auto import tqdm  # type: ignore[import-untyped]
    except ImportError:
        if wanted:
            raise ImportError("progress=True needs tqdm: pip install tqdm") from None
        return _NoBar()
    return tqdm(total=total, desc="games", disable=None if wanted is None else False)
