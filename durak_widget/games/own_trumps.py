"""The Svoi Kozyri adapter: everything the widget needs to know about `OwnTrumps`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..bots import OwnTrumpsSimpleBot, OwnTrumpsStrongBot, RandomBot
from ..own_trumps import Move, OwnTrumps, Verdict
from ..own_trumps.moves import KINDS
from .base import AdapterBase
from .fields import FieldError, check_card, check_object
from .texts import N_, table_tr

_MOVE_FIELDS = ("kind", "player", "card")

QUIZ_GAMES = ((2, 7), (3, 8))
"""The seeded Svoi Kozyri games (players, seed) whose positions the quiz draws on."""


def phase_words(name: str, phase: str, lang: str = "en") -> str:
    """``"P0 to start"``, ``"P1 to respond"``, ``"P1 to lay"``."""
    tr = table_tr(lang)
    texts = {
        "start": tr.gettext("{who} to start"),
        "respond": tr.gettext("{who} to respond"),
        "lay": tr.gettext("{who} to lay"),
    }
    return texts.get(phase, "{who} to " + phase).format(who=name)


class OwnTrumpsAdapter(AdapterBase):
    """Svoi Kozyri (`durak_widget.own_trumps.OwnTrumps`) behind the `GameAdapter` protocol."""

    title = N_("Svoi Kozyri")
    game_class: type = OwnTrumps
    presets: tuple[str, ...] = ()
    move_example = "'P0 beats with 9D'"
    deal_option = "trumps"
    repr_tag = "game='own_trumps', "
    partnership_players: tuple[int, ...] = ()
    series_options: tuple[str, ...] = ()

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

    def move_words(self, move: Any, lang: str, rule: str | None = None) -> str:
        """``"P0 beats with 9♦"`` in `lang` (each kind of move has one wording)."""
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

    def turn_text(self, game: Any, lang: str = "en") -> str:
        """``"P0 to start"``, or the result once the game is over."""
        if game.is_over:
            return self.result_text(game, None, lang) or "the game is over"
        return phase_words(game.names[game.turn_seat], game.phase, lang)

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
        text = f"{self.move_text(move, lang, game.names)}."
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
        if game.phase == "lay" and game.turn_seat == move.player == you:
            text += " " + tr.gettext("Now lay one card of your choice.")
        elif game.phase == "start":
            text += " " + tr.gettext("{who} starts a new pile.").format(who=names[game.turn_seat])
        return text

    beat_prompt = "top_card"

    def quiz_positions(self) -> list[tuple[str, Any, Any]]:
        """Seeded games for two and three players, played by OwnTrumpsSimpleBots."""
        return [
            (
                f"own trumps game {seed} ({players} players)",
                OwnTrumps.new(players, seed=seed),
                OwnTrumpsSimpleBot(seed),
            )
            for players, seed in QUIZ_GAMES
        ]

    def quiz_candidates(self, game: Any) -> list[Move]:
        """The seat to act's cards beaten and laid, its pick-up, and one card of each other
        seat beaten (out of turn)."""
        seat = game.next_to_act()
        moves: list[Move] = []
        for p in range(game.players):
            if p in game.out:
                continue
            hand = game.hand(p)
            if p == seat:
                moves += [Move.beat(p, c) for c in hand] + [Move.lay(p, c) for c in hand]
                moves.append(Move.pick_up(p))
            elif hand:
                moves.append(Move.beat(p, hand[0]))
        return moves

    def beat_tries(self, game: Any) -> list[tuple[int, Any, dict[Any, Any]]]:
        """The seat to respond against the pile's top card."""
        if game.phase != "respond" or not game.pile:
            return []
        seat, target = game.turn_seat, game.pile[-1]
        return [(seat, target, {c: game.explain(Move.beat(seat, c)) for c in game.hand(seat)})]

    def repr_state(self, game: Any) -> str:
        """``"trumps S H, pile 3, top 8♦, P0 to respond"`` or the result."""
        trumps = "trumps " + " ".join(game.trumps)
        if game.is_over:
            return f"{trumps}, over: " + (self.result_text(game) or "")
        top = f", top {game.top}" if game.top else ""
        return f"{trumps}, pile {len(game.pile)}{top}, {game.names[game.turn_seat]} to {game.phase}"

    def default_bots(self) -> dict[str, type]:
        """`OwnTrumpsSimpleBot`, `OwnTrumpsStrongBot` and `RandomBot`."""
        return {"simple": OwnTrumpsSimpleBot, "strong": OwnTrumpsStrongBot, "random": RandomBot}
