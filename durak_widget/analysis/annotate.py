"""`analyse`: every move of a game judged from its player's point of view, the decisive moment,
the deal's luck, and the game as an annotated record.

Each move is judged in the position where it was played, from ``game.view(seat)`` of the seat
that played it, so what another player held or the talon's order never counts (two games that
differ only in cards a seat never saw give that seat's moves the same marks). A move that was
its player's only legal move is not judged. A throw-in made while the defender was still to
answer (people may; the bots wait their turn) is judged against that player's other legal moves
then, the other throw-ins: waiting is not a move. The budget is CPU time per judged move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass
from typing import Any, cast

from ..bots.deals import DealSampler
from ..bots.montecarlo import InconsistentView
from ..bots.reasons import Joined, Text
from ..bots.simple import SimpleBot
from ..engine import Game
from ..engine.cards import deck_mask
from ..engine.record import Record
from ..games import kind_of
from ..search.codec import from_game
from ..search.deal import Determinizer
from ..search.rollout import policy_playout
from .estimate import SEARCHED_GAMES, estimate_steps, run_steps
from .judge import Judgement, forced, judge
from .words import ResultText, decisive_text, luck_text

__all__ = ["Analysis", "Luck", "analyse", "analyse_steps"]

Progress = Callable[[int, int], None]
"""``progress(done, total)``: called after each move is judged."""


@dataclass(frozen=True)
class Luck:
    """One seat's deal: ``trumps`` dealt to it and ``chance``, its chance of not being the
    durak judged from its own cards at the start (the rest imagined, everyone playing the
    rules of thumb)."""

    seat: int
    trumps: int
    chance: float

    @property
    def text(self) -> Text:
        """The deal in words."""
        return luck_text(self.seat, self.trumps, self.chance)


@dataclass(frozen=True)
class Analysis:
    """What `analyse` found: the `Judgement` of every move (``moves``, in game order), the
    ``decisive`` one (the biggest clear mistake of the losing side, ``None`` without one),
    each seat's deal ``luck``, and the game itself (``game``, as analysed)."""

    game: Game
    moves: list[Judgement]
    decisive: Judgement | None
    luck: list[Luck]

    @property
    def harmless(self) -> list[Judgement]:
        """The clear mistakes (``?``, ``??``) that decided nothing: the winning side's, the
        worst first (with no decisive moment, the summary says why)."""
        if self.decisive is not None:
            return []
        marked = [j for j in self.moves if j.mark in ("?", "??")]
        return sorted(marked, key=lambda j: (-j.difference, j.number))

    @property
    def marks(self) -> dict[int, str]:
        """The marks, by move number (from 1), of the moves that got one."""
        return {j.number: j.mark for j in self.moves if j.mark}

    def summary(self) -> Text:
        """The result, the decisive moment and the deal's luck, in words."""
        parts: list[Text | str] = []
        if self.game.result is not None:
            parts.append(ResultText(self.game))
        parts.append(decisive_text(self.decisive, self.harmless))
        parts.extend(luck.text for luck in self.luck)
        return Joined(parts, " ")

    def to_record(self, language: str = "en", **tags: str) -> Record:
        """The game as a record annotated with the marks and comments in `language` (``"en"``,
        ``"ru"``, ``"es"``), the summary as its opening comment: `Record.save` writes it, and
        replays and guess-the-move lessons read it."""
        record = self.game.to_record(**tags)
        for judged, recorded in zip(self.moves, record.moves):
            recorded.marks = judged.mark
            comment = judged.comment
            if judged is self.decisive:
                comment = Text.gettext("The decisive moment. {comment}", comment=comment)
            recorded.comment = _plain(comment.in_language(language)) if comment else ""
        record.intro = _plain(self.summary().in_language(language))
        return record

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: every judgement, the decisive move's number and the luck."""
        return {
            "moves": [j.to_json() for j in self.moves],
            "decisive": self.decisive.number if self.decisive else None,
            "luck": [{"seat": x.seat, "trumps": x.trumps, "chance": x.chance} for x in self.luck],
        }


def analyse(
    game_or_record: Game | Record,
    budget: float | None = 350.0,
    rounds: int | None = None,
    progress: Progress | None = None,
    seed: int = 0,
    searched: Mapping[int, int] | None = None,
) -> Analysis:
    """Judge every move of a game (a Durak `Game`, or a `Record` of one), each from the
    view of the seat that played it.

    `budget` is the CPU time per judged move in milliseconds (``None``: none), `rounds` the
    most imagined deals per move (``None``: no such cap); one of them must be given, and with
    `rounds` alone the analysis is the same on every run. `progress(done, total)` is called
    after each move. `searched` maps a move's number to the deals the coach's search already
    used on it (`durak_widget.coach.assess` with the same `seed`): that move is judged on
    exactly those deals, so its mark is what the coach said of it. Raises `ValueError` for
    anything but a Durak game or record.
    """
    steps = analyse_steps(game_or_record, budget, rounds, progress, seed, searched)
    found: Analysis = run_steps(steps)
    return found


def analyse_steps(
    game_or_record: Game | Record,
    budget: float | None = 350.0,
    rounds: int | None = None,
    progress: Progress | None = None,
    seed: int = 0,
    searched: Mapping[int, int] | None = None,
) -> Generator[None, None, Analysis]:
    """`analyse` in small steps: a generator that yields every few imagined deals of the
    search (`durak_widget.analysis.estimate.estimate_steps`) and after each move, and returns
    the `Analysis`. A table thinks with it in slices where no worker thread can run (Pyodide),
    so the page stays answered while a game is analysed; run to its end it gives what
    `analyse` gives. The arguments are checked at the first step."""
    game = _game_of(game_or_record)
    if budget is None and rounds is None:
        raise ValueError("analyse needs a budget: budget (ms per move), rounds, or both")
    start = game.starting_position()
    history = list(game.history)
    total = len(history)
    position = start.copy()
    judgements: list[Judgement] = []
    thumb = SimpleBot(seed)
    for number, move in enumerate(history, start=1):
        # The mover's own legal moves: an attacker may throw in while the defender answers.
        seat = move.player
        moves = position.legal_moves(seat)
        if move not in moves:
            raise ValueError(f"move {number}, {move}, is not a legal move of P{seat} there")
        if len(moves) == 1:
            judgements.append(forced(number, move))
        else:
            if searched and number in searched:  # the coach's deals: the coach's verdict
                found = yield from estimate_steps(position, seat, None, searched[number], seed)
            else:
                found = yield from estimate_steps(position, seat, budget, rounds, seed)
            choice = thumb.choose(position.view(seat), moves)
            judgements.append(judge(number, move, found, choice, bool(position.table)))
        position.play(move)
        if progress is not None:
            progress(number, total)
        yield
    decisive = _decisive(game, judgements)
    return Analysis(game, judgements, decisive, _luck(start, seed))


def _game_of(game_or_record: Any) -> Game:
    game = game_or_record.game() if isinstance(game_or_record, Record) else game_or_record
    try:
        name = kind_of(game).name
    except ValueError:
        name = ""
    if name not in SEARCHED_GAMES:
        raise ValueError(
            f"analyse needs a Durak game or a record of one, got {type(game_or_record).__name__}"
        )
    return cast(Game, game)


def _decisive(game: Game, judgements: list[Judgement]) -> Judgement | None:
    """The losing side's biggest clear mistake (a draw or a game going on: anyone's)."""
    result = game.result
    losers = set(result.losing_team) if result and result.losing_team else set(range(game.players))
    mistakes = [j for j in judgements if j.seat in losers and j.mark in ("?", "??")]
    if not mistakes:
        return None
    return max(mistakes, key=lambda j: (j.difference, -j.number))


def _luck(start: Game, seed: int, deals: int = 200) -> list[Luck]:
    """Each seat's trumps and its chance from the deal, judged from its own cards."""
    found = []
    for seat in range(start.players):
        trumps = sum(1 for card in start.hand(seat) if card.suit == start.trump)
        chance = 0.5
        try:
            view = start.view(seat)
            rng = random.Random(f"{seed}:luck:{seat}")
            template = from_game(DealSampler(view).sample(rng))
            imagined = Determinizer(template, seat, deck_mask(start.rules.deck_size))
        except (InconsistentView, ValueError):
            found.append(Luck(seat, trumps, chance))
            continue
        total = 0.0
        for _ in range(deals):
            state = imagined.sample(rng)
            policy_playout(state, rng, 600)
            total += state.value(seat) if state.loser != -2 else 0.5
        found.append(Luck(seat, trumps, total / deals))
    return found


def _plain(text: str) -> str:
    """A comment as a record may hold it (no braces)."""
    return text.replace("{", "(").replace("}", ")")
