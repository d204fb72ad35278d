"""New deals and the series: a "New game" continues the series, "New series" starts one.

A mixin of `TableSession`. A series is the games played one after another at one table with
the same number of players: each finished game's result is kept (the tally), and the next
deal is ``Game.new(..., previous=result)``, so the rules' ``series_first_attacker`` says who
leads it. ``series=False``, another number of players, or leaving a replay start a new series.
``view.series`` sums it up (docs/widget-protocol.md).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..games.texts import or_list, table_tr, word_and, word_or
from .history import History
from .lessons import Annotations
from .players import make_bots

if TYPE_CHECKING:
    import gettext

    from ..games import GameAdapter
    from .pacing import Pacer


class SeriesDeals:
    """Dealing new games and keeping the series' tally for `TableSession`."""

    series_results: list[Any]
    mode: str
    history: History
    names: Any
    seed: int | None
    learner: int
    pick: int | None
    bots: dict[int, Any]
    bots_spec: Any
    annotations: Annotations
    quiz: Any
    last_verdict: Any
    error: str | None
    pacer: Pacer

    if TYPE_CHECKING:  # provided by TableSession

        @property
        def game(self) -> Any: ...
        @property
        def adapter(self) -> GameAdapter: ...
        @property
        def tr(self) -> gettext.NullTranslations: ...
        @property
        def language(self) -> str: ...
        @property
        def you(self) -> int | None: ...
        def _leave_replay(self) -> None: ...
        def say(self, text: str, more: bool = False) -> None: ...
        def _changed(self) -> None: ...
        def _after_change(self) -> None: ...

    def deal_problem(
        self,
        players: int,
        partnerships: bool | None,
        series_first_attacker: str | None,
        tr: gettext.NullTranslations,
    ) -> str | None:
        """Why a new deal with these settings cannot be made (in `tr`'s language), or
        ``None``."""
        adapter = self.adapter
        allowed = adapter.partnership_players
        title = tr.gettext(adapter.title)
        if partnerships and players not in allowed:
            if not allowed:
                return tr.gettext("{game} has no partnerships.").format(game=title)
            numbers = or_list([str(n) for n in allowed], word_or(self.language))
            text = tr.gettext("Partnerships need {numbers} players, not {players}.")
            return text.format(numbers=numbers, players=players)
        if (
            series_first_attacker is not None
            and series_first_attacker not in adapter.series_options
        ):
            if not adapter.series_options:
                text = tr.gettext("{game} has no rule for who leads the next game of a series.")
                return text.format(game=title)
            text = tr.gettext("Who leads the next game of a series: one of {values}, not {value}.")
            return text.format(
                values=", ".join(adapter.series_options), value=series_first_attacker
            )
        return None

    def finished_result(self) -> Any:
        """The result of the game at the table if it is finished (and not a replay), else
        ``None``."""
        history = self.history
        game = history.game
        if self.mode == "replay" or not history.at_end or not game.is_over:
            return None
        return game.result

    def new_game(
        self,
        players: int | None = None,
        preset: Any = None,
        seed: int | None = None,
        partnerships: bool | None = None,
        series: bool = True,
        series_first_attacker: str | None = None,
    ) -> Any:
        """Deal a new game of the same kind (`preset`: rules or a preset name, where the game
        has them; `partnerships` and `series_first_attacker` where the game has them, ``None``:
        as now). `series`: continue the series (the finished game counts, and the next one
        follows the rules' ``series_first_attacker``), else start a new one. Returns the game;
        a setting the game cannot use raises `ValueError` and changes nothing."""
        current = self.game
        players = current.players if players is None else players
        problem = self.deal_problem(players, partnerships, series_first_attacker, table_tr("en"))
        if problem is not None:
            raise ValueError(problem)
        finished = self.finished_result()
        continues = series and self.mode != "replay" and players == current.players
        names = self.names if self.names is not None and len(self.names) == players else None
        adapter = self.adapter
        game = adapter.next_deal(
            current,
            players,
            seed=seed,
            names=names,
            preset=preset,
            previous=finished if continues else None,
            partnerships=partnerships,
            series_first_attacker=series_first_attacker,
        )
        if not continues:
            self.series_results = []
        elif finished is not None:
            self.series_results = [*self.series_results, finished]
        self.pacer.cancel()
        if self.mode == "replay":
            self._leave_replay()
        self.seed = seed
        if self.learner >= players:
            self.learner = 0
        if self.pick is not None and self.pick >= players:
            self.pick = None
        if self.mode == "play":
            self.bots = make_bots(self.bots_spec, adapter, players, self.learner, seed)
        self.history = History(game, adapter.log_text)
        self.annotations = Annotations()
        self.quiz = None  # a new deal ends a quiz
        self.last_verdict = None
        self.error = None
        turn = adapter.turn_text(game, self.language)
        self.say(self.tr.gettext("A new game: {turn}.").format(turn=turn))
        self._changed()
        self._after_change()
        return game

    def series_view(self) -> dict | None:
        """``view.series``: the tally of the series once a game of it is finished, else
        ``None``: ``{"games", "draws", "durak": [{"seat", "name", "count"}], "teams" (with
        partnerships): [{"seats", "count"}], "text"}``."""
        results = list(self.series_results)
        finished = self.finished_result()
        if finished is not None:
            results.append(finished)
        if not results:
            return None
        game = self.game
        tr = self.tr
        counts = Counter(r.durak for r in results if r.durak is not None)
        draws = sum(1 for r in results if r.durak is None)
        view: dict[str, Any] = {
            "games": len(results),
            "draws": draws,
            "durak": [
                {"seat": seat, "name": game.names[seat], "count": counts[seat]}
                for seat in sorted(counts)
                if seat < game.players
            ],
        }
        texts = [
            tr.ngettext("Series: {n} game.", "Series: {n} games.", len(results)).format(
                n=len(results)
            )
        ]
        if view["durak"]:
            tally = ", ".join(
                tr.gettext("{name} {count}").format(name=self._who(e["seat"]), count=e["count"])
                for e in view["durak"]
            )
            texts.append(tr.gettext("Durak: {tally}.").format(tally=tally))
        teams = getattr(game, "teams", None)  # only Durak's partnerships have teams
        if teams is not None:
            view["teams"] = [
                {"seats": list(team), "count": sum(1 for r in results if r.losing_team == team)}
                for team in teams
            ]
            joiner = f" {word_and(self.language)} "
            tally = ", ".join(
                tr.gettext("{name} {count}").format(
                    name=joiner.join(self._who(s) for s in t["seats"]), count=t["count"]
                )
                for t in view["teams"]
                if t["count"]
            )
            if tally:
                texts.append(tr.gettext("Teams that lost: {tally}.").format(tally=tally))
        if draws:
            texts.append(tr.ngettext("{n} draw.", "{n} draws.", draws).format(n=draws))
        view["text"] = " ".join(texts)
        return view

    def _who(self, seat: int) -> str:
        """A seat's name in the tally: "you" for the learner's own seat in play mode."""
        if seat == self.you:
            return self.tr.pgettext("tally", "you")
        return str(self.game.names[seat])
