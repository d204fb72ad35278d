"""New deals and the series: a "New game" continues the series, "New series" starts one.

A series is the games played one after another at one table with the same number of players:
each finished game's result is kept (the tally), and the next deal is ``Game.new(...,
previous=result)``, so the rules' ``series_first_attacker`` says who leads it.
``series=False``, another number of players, or leaving a replay start a new series.
``view.series`` sums it up (docs/widget-protocol.md).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..games.texts import or_list, table_tr, word_and, word_or

if TYPE_CHECKING:
    import gettext

    from .core import Table


class Series:
    """The series of one table: its finished games' results, and new deals."""

    def __init__(self, table: Table):
        self.table = table
        self.results: list[Any] = []
        """The results of the series' finished games, before the one at the table."""

    def problem(
        self,
        players: int,
        partnerships: bool | None,
        series_first_attacker: str | None,
        tr: gettext.NullTranslations,
    ) -> str | None:
        """Why a new deal with these settings cannot be made (in `tr`'s language), or
        ``None``."""
        adapter = self.table.adapter
        allowed = adapter.partnership_players
        title = tr.gettext(adapter.title)
        if partnerships and players not in allowed:
            if not allowed:
                return tr.gettext("{game} has no partnerships.").format(game=title)
            numbers = or_list([str(n) for n in allowed], word_or(self.table.language))
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

    def finished(self) -> Any:
        """The result of the game at the table if it is finished (and counts in a series:
        not a replay), else ``None``."""
        table = self.table
        history = table.history
        game = history.game
        if not table.mode_part.counts_in_series() or not history.at_end or not game.is_over:
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
        table = self.table
        current = table.game
        players = current.players if players is None else players
        problem = self.problem(players, partnerships, series_first_attacker, table_tr("en"))
        if problem is not None:
            raise ValueError(problem)
        finished = self.finished()
        continues = series and table.mode_part.counts_in_series() and players == current.players
        names = table.names if table.names is not None and len(table.names) == players else None
        adapter = table.adapter
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
            self.results = []
        elif finished is not None:
            self.results = [*self.results, finished]
        table.deal(game, seed)
        turn = adapter.turn_text(game, table.language)
        table.say(table.tr.gettext("A new game: {turn}.").format(turn=turn))
        table.changed()
        table.after_change()
        return game

    def view(self, lang: str, you: int | None) -> dict | None:
        """``view.series``: the tally of the series once a game of it is finished, else
        ``None``: ``{"games", "draws", "durak": [{"seat", "name", "count"}], "teams" (with
        partnerships): [{"seats", "count"}], "text"}`` (in `lang`, with seat `you` as
        "you")."""
        results = list(self.results)
        finished = self.finished()
        if finished is not None:
            results.append(finished)
        if not results:
            return None
        game = self.table.game
        tr = table_tr(lang)
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

        def who(seat: int) -> str:
            return tr.pgettext("tally", "you") if seat == you else str(game.names[seat])

        texts = [
            tr.ngettext("Series: {n} game.", "Series: {n} games.", len(results)).format(
                n=len(results)
            )
        ]
        if view["durak"]:
            tally = ", ".join(
                tr.gettext("{name} {count}").format(name=who(e["seat"]), count=e["count"])
                for e in view["durak"]
            )
            texts.append(tr.gettext("Durak: {tally}.").format(tally=tally))
        teams = getattr(game, "teams", None)  # only Durak's partnerships have teams
        if teams is not None:
            view["teams"] = [
                {"seats": list(team), "count": sum(1 for r in results if r.losing_team == team)}
                for team in teams
            ]
            tally = "; ".join(  # a team's names hold commas themselves
                tr.gettext("{name} {count}").format(
                    name=or_list([who(s) for s in t["seats"]], word_and(lang)), count=t["count"]
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
