"""The Svoi Kozyri adapter: everything the widget needs to know about `OwnTrumps`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..own_trumps import Move, OwnTrumps, Verdict
from ..own_trumps.moves import KINDS
from .base import AdapterBase
from .fields import FieldError, check_card, check_object
from .own_trumps_view import build_own_trumps_view, card_reason, own_trumps_html, phase_words
from .texts import N_, table_tr

_MOVE_FIELDS = ("kind", "player", "card")


class OwnTrumpsAdapter(AdapterBase):
    """Svoi Kozyri (`durak_widget.own_trumps.OwnTrumps`) behind the `GameAdapter` protocol."""

    name = "own_trumps"
    title = N_("Svoi Kozyri")
    game_class: type = OwnTrumps
    move_class: type = Move
    min_players = 2
    max_players = 4
    presets: tuple[str, ...] = ()
    record_variant = "own_trumps"
    move_example = "'P0 beats with 9D'"
    deal_option = "trumps"
    repr_tag = "game='own_trumps', "
    partnership_players: tuple[int, ...] = ()
    series_options: tuple[str, ...] = ()
    view_builder = staticmethod(build_own_trumps_view)
    card_reasoner = staticmethod(card_reason)
    picture_maker = staticmethod(own_trumps_html)

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
    ) -> OwnTrumps:
        """A new deal keeping the seats' trump suits when the number of players is the same.
        Svoi Kozyri has no rules presets, partnerships or series rule: asking for one raises
        `ValueError`; `previous` changes nothing (seat 0 always starts)."""
        if preset is not None:
            raise ValueError("Svoi Kozyri has no rules presets: leave rules out")
        if partnerships or series_first_attacker is not None:
            raise ValueError("Svoi Kozyri has no partnerships and no series rule")
        trumps = current.trumps if players == current.players else None
        return self.new_game(players, seed=seed, names=names, trumps=trumps)

    def deal_settings(self, game: Any) -> dict[str, Any]:
        """No partnerships, no series rule."""
        return {"partnerships": False, "series_first_attacker": None}

    def move_words(self, move: Any, lang: str) -> str:
        """``"P0 beats with 9♦"`` in `lang`."""
        tr = table_tr(lang)
        texts = {
            "beat": tr.pgettext("move", "{who} beats with {card}"),
            "lay": tr.pgettext("move", "{who} lays {card}"),
            "pick_up": tr.pgettext("move", "{who} picks up"),
        }
        return texts[move.kind].format(who=f"P{move.player}", card=move.card)

    def move_from_json(self, data: Any) -> Move:
        """A move from ``{"kind", "player", "card"}`` (no card, or null, for a pick-up);
        raises `FieldError` naming the bad field."""
        kind = check_object(data, _MOVE_FIELDS, KINDS)
        player = data["player"]
        card = data.get("card")
        if kind == "pick_up":
            if card is not None:
                raise FieldError("card", "a pick-up plays no card: leave it out or null")
            return Move.pick_up(player)
        if card is None:
            raise FieldError("card", f"a {kind} move needs the card it plays, such as '7S'")
        return Move(kind, player, check_card("card", card))

    def next_to_act(self, game: Any) -> int | None:
        """The seat whose turn it is (Svoi Kozyri has a strict turn), ``None`` once over."""
        return None if game.is_over else int(game.turn)

    def turn_text(self, game: Any, lang: str = "en") -> str:
        """``"P0 to start"``, or the result once the game is over."""
        if game.is_over:
            return self.result_text(game, None, lang) or "the game is over"
        return phase_words(game.names[game.turn], game.phase, lang)

    def narrate(
        self,
        game: Any,
        move: Any,
        verdict: Verdict | None,
        events: Sequence[Any],
        you: int | None,
        lang: str = "en",
    ) -> str:
        """The move (a pick-up with its count), who went out, the result, and what comes
        next (lay a card after a beat; a new pile), from the engine's events."""
        tr = table_tr(lang)
        names = game.names
        text = f"{self.move_text(move, lang)}."
        out = ""
        over = False
        for event in events:
            rule, details = event.rule, event.details
            if rule == "pile.picked_up":
                who, count = names[details["seat"]], details["count"]
                text = tr.ngettext(
                    "{who} picks up {count} card from the pile.",
                    "{who} picks up {count} cards from the pile.",
                    count,
                ).format(who=who, count=count)
            elif rule == "player.out":
                out += " " + tr.gettext("{who} is out.").format(who=names[details["seat"]])
            elif rule == "game.over":
                over = True
        if over or game.is_over:
            return f"{text} {self.result_text(game, you, lang)}"
        text += out
        if game.phase == "lay" and game.turn == move.player == you:
            text += " " + tr.gettext("Now lay one card of your choice.")
        elif game.phase == "start":
            text += " " + tr.gettext("{who} starts a new pile.").format(who=names[game.turn])
        return text

    def is_quiet_move(self, game: Any, move: Any) -> bool:
        """Never: Svoi Kozyri has no moment where others may still add cards."""
        return False

    def repr_state(self, game: Any) -> str:
        """``"trumps S H, pile 3, top 8♦, P0 to respond"`` or the result."""
        trumps = "trumps " + " ".join(game.trumps)
        if game.is_over:
            return f"{trumps}, over: " + (self.result_text(game) or "")
        top = f", top {game.top}" if game.top else ""
        return f"{trumps}, pile {len(game.pile)}{top}, {game.names[game.turn]} to {game.phase}"

    def default_bots(self) -> dict[str, type]:
        """`OwnTrumpsSimpleBot`, `OwnTrumpsStrongBot` and `RandomBot`."""
        from ..bots import OwnTrumpsSimpleBot, OwnTrumpsStrongBot, RandomBot

        return {"simple": OwnTrumpsSimpleBot, "strong": OwnTrumpsStrongBot, "random": RandomBot}
