"""The Durak adapter: everything the widget needs to know about `durak_widget.engine.Game`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..bots import RandomBot, SimpleBot, StrongBot
from ..engine import Game, Move, Rules, Verdict
from ..engine.moves import KINDS
from ..engine.rules import PRESETS, SERIES_FIRST_ATTACKER
from .base import AdapterBase
from .fields import FieldError, check_card, check_object, short
from .texts import N_, event_text, table_tr

_MOVE_FIELDS = ("kind", "player", "cards", "target", "show")

QUIZ_GAMES = (
    ("podkidnoy", 2, 1),
    ("podkidnoy", 3, 2),
    ("perevodnoy", 2, 3),
    ("perevodnoy", 3, 4),
    ("classic", 3, 5),
    ("eltos", 4, 6),
)
"""The seeded Durak games (preset, players, seed) whose positions the quiz draws on."""


class DurakAdapter(AdapterBase):
    """Durak (`durak_widget.engine.Game`) behind the `GameAdapter` protocol."""

    title = N_("Durak")
    game_class: type = Game
    presets: tuple[str, ...] = tuple(PRESETS)
    move_example = "'P0 attacks 7S'"
    deal_option = "rules"
    repr_tag = ""
    partnership_players: tuple[int, ...] = (4, 6)
    series_options: tuple[str, ...] = SERIES_FIRST_ATTACKER

    def next_deal(
        self,
        current: Any,
        players: int,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        preset: Any = None,
        previous: Any = None,
        partnerships: bool | None = None,
        series_first_attacker: str | None = None,
    ) -> Game:
        """A new deal with `preset` (a `Rules`, a preset name, or ``None``: the same rules),
        partnerships (``None``: as now, where the number of players allows them) and who leads
        the next game of a series (``None``: as now), after `previous` (a `GameResult`)."""
        if isinstance(preset, str):
            preset = getattr(Rules, preset)()
        rules = current.rules if preset is None else preset
        if partnerships is None:
            partnerships = current.rules.partnerships and players in self.partnership_players
        if series_first_attacker is None:
            series_first_attacker = current.rules.series_first_attacker
        changes = {"partnerships": partnerships, "series_first_attacker": series_first_attacker}
        if any(getattr(rules, key) != value for key, value in changes.items()):
            rules = rules.replace(**changes)
        return Game.new(players=players, rules=rules, seed=seed, names=names, previous=previous)

    def deal_settings(self, game: Any) -> dict[str, Any]:
        """The rules' ``partnerships`` and ``series_first_attacker``."""
        rules = game.rules
        return {
            "partnerships": rules.partnerships,
            "series_first_attacker": rules.series_first_attacker,
        }

    def move_words(self, move: Any, lang: str, rule: str | None = None) -> str:
        """``"P0 attacks 7♠"`` in `lang`; an attack card that the verdict's `rule` calls a
        throw-in (``attack.throw_in``) is worded as one ("P0 throws in 7♦", Russian
        «подкидывает», Spanish «añade»), as players say it, and done is "P0 says done"."""
        tr = table_tr(lang)
        texts = {
            "attack": tr.pgettext("move", "{who} attacks {cards}"),
            "defend": tr.pgettext("move", "{who} beats {target} with {card}"),
            "transfer": tr.pgettext("move", "{who} transfers with {card}"),
            "take": tr.pgettext("move", "{who} takes"),
            "done": tr.pgettext("move", "{who} says done"),
            "exchange": tr.pgettext("move", "{who} exchanges the six of trumps"),
        }
        text = texts[move.kind]
        if move.kind == "attack" and rule == "attack.throw_in":
            text = tr.pgettext("move", "{who} throws in {cards}")
        if move.kind == "transfer" and move.show:
            text = tr.pgettext("move", "{who} transfers showing {card}")
        cards = " ".join(str(c) for c in move.cards)
        card = str(move.cards[0]) if move.cards else ""
        return text.format(who=f"P{move.player}", cards=cards, card=card, target=move.target)

    def move_from_json(self, data: Any) -> Move:
        """A `Move` from ``{"kind", "player", "cards", "target", "show"}``; raises
        `FieldError` naming the bad field."""
        kind = check_object(data, _MOVE_FIELDS, KINDS)
        cards = data.get("cards", [])
        if cards is None:
            cards = []
        if not isinstance(cards, list) or len(cards) > 12:
            raise FieldError("cards", f"expected a list of up to 12 card codes, got {short(cards)}")
        parsed = [check_card(f"cards[{i}]", code) for i, code in enumerate(cards)]
        target = data.get("target")
        if target is not None:
            target = check_card("target", target)
        show = data.get("show", False)
        if not isinstance(show, bool):
            raise FieldError("show", f"expected true or false, got {short(show)}")
        try:
            return Move(kind, data["player"], parsed, target, show)
        except ValueError as error:
            raise FieldError("move", str(error)) from None

    def turn_text(self, game: Any, lang: str = "en") -> str:
        """``"Bout 3: P0 attacks P1"`` (``"P0 attacks P1"`` when the bout's number is not
        known: a position set up with a discard)."""
        attacker, defender = game.names[game.attacker], game.names[game.defender]
        number = game.bout_number
        if number is None:
            text = table_tr(lang).gettext("{attacker} attacks {defender}")
            return text.format(attacker=attacker, defender=defender)
        text = table_tr(lang).gettext("Bout {bout}: {attacker} attacks {defender}")
        return text.format(bout=number, attacker=attacker, defender=defender)

    def narrate(
        self,
        game: Any,
        move: Any,
        verdict: Verdict | None,
        events: Sequence[Any],
        you: int | None,
        lang: str = "en",
    ) -> str:
        """The move, then what it caused in the engine's words (the bout's end, the drawing
        order, who went out, who attacks next, with the bout number), or the result."""
        rule = verdict.rule if verdict is not None else None
        parts = [f"{self.move_text(move, lang, game.names, rule)}."]
        for event in events:
            if event.rule == "game.over":
                parts.append(self.result_text(game, you, lang) or event_text(event, lang))
            else:
                parts.append(event_text(event, lang))
        return " ".join(parts)

    beat_prompt = "defend"
    quiz_kinds = ("how_many", "next_attacker", "after_take")

    def quiz_positions(self) -> list[tuple[str, Any, Any]]:
        """Seeded games of several presets and sizes, played by SimpleBots."""
        return [
            (
                f"{preset} game {seed} ({players} players)",
                Game.new(players, getattr(Rules, preset)(), seed=seed),
                SimpleBot(seed),
            )
            for preset, players, seed in QUIZ_GAMES
        ]

    def quiz_candidates(self, game: Any) -> list[Move]:
        """Every card of every active seat played every way (attack, defend each unbeaten
        card, transfer where the rules allow), take and done, and the exchange where the rules
        have it: a quiz asks about the rules it is played by."""
        moves: list[Move] = []
        unbeaten = [a for a, d in game.table if d is None]
        rules = game.rules
        for p in game.active_players():
            hand = game.hand(p)
            moves += [Move.attack(p, c) for c in hand]
            moves += [Move.defend(p, c, t) for c in hand for t in unbeaten]
            if game.table and rules.transfer:
                moves += [Move.transfer(p, c) for c in hand]
            moves += [Move.take(p), Move.done(p)]
            if rules.trump_six_exchange:
                moves.append(Move.exchange(p))
        return moves

    def beat_tries(self, game: Any) -> list[tuple[int, Any, dict[Any, Any]]]:
        """The defender against each unbeaten attack card (none once they take)."""
        if game.taking:
            return []
        seat = game.defender
        return [
            (seat, target, {c: game.explain(Move.defend(seat, c, target)) for c in game.hand(seat)})
            for target in [a for a, d in game.table if d is None]
        ]

    def quiet_seats(self, game: Any) -> tuple[int, ...]:
        """Once every attack card is beaten (and the defender has not said take): the
        attackers who may still throw in under the rules, hold cards and have not said done,
        clockwise from the bout's attacker (the order of `Game.next_to_act`)."""
        table = game.table
        if not table or game.taking or game.is_over or any(d is None for _, d in table):
            return ()
        n, start, defender = game.players, game.attacker, game.defender
        out, done = game.out, game.done_players
        seats = []
        for step in range(n):
            seat = (start + step) % n
            if seat == defender or seat in out or seat in done or not game.may_throw_in(seat):
                continue
            if game.hand(seat):  # only how many cards it holds counts, a public fact
                seats.append(seat)
        return tuple(seats)

    def quiet_done(self, game: Any, seat: int) -> Move:
        """``P{seat} done``."""
        return Move.done(seat)

    def repr_state(self, game: Any) -> str:
        """``"podkidnoy, bout 3, P0 attacks P1"`` or ``"podkidnoy, over: ..."``."""
        preset = game.rules.preset or "custom rules"
        if game.is_over:
            return f"{preset}, over: " + (self.result_text(game) or "")
        head = f"{game.names[game.attacker]} attacks {game.names[game.defender]}"
        number = game.bout_number
        return f"{preset}, {head}" if number is None else f"{preset}, bout {number}, {head}"

    def default_bots(self) -> dict[str, type]:
        """`SimpleBot`, `StrongBot` and `RandomBot` from `durak_widget.bots`."""
        return {"simple": SimpleBot, "strong": StrongBot, "random": RandomBot}
