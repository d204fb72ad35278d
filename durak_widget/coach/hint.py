"""The hint: "What can I do?" — one seat's legal moves in words, grouped by what they do.

Each registered game words its own moves (Durak: beat this card with…, transfer with…, lead or
throw in…, take, done; Svoi Kozyri: beat the top card with…, lay…, pick up); the game is found
through the registry (`durak_widget.games.kind_of`), never by class name. The sentences come
in English or, with `language`, in another language of the ``durak_widget_bots`` catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..bots.reasons import Joined, Text, or_list
from ..engine.i18n import check_language
from ..games import kind_of

__all__ = ["hint"]


def hint(game: Any, seat: int, language: str = "en") -> list[str]:
    """The legal moves of `seat` in `game`, as short sentences grouped by kind, in `language`
    (``"en"``, ``"ru"``, ``"es"``; another raises `ValueError` naming it).

    >>> from durak_widget import Game
    >>> game = Game.from_position([["7S", "9S"], ["8S", "JH"]], trump="H", attacker=0)
    >>> hint(game, 0)
    ['Lead any one card: 7♠ or 9♠.']
    >>> hint(game, 0, "ru")
    ['Ходите с любой карты: 7♠ или 9♠.']

    When the seat has nothing to do, the one sentence says why (whose turn it is, or that the
    game is over). A seat the game does not have raises `ValueError`.
    """
    adapter = kind_of(game)
    check_language(language)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(
            f"seat must be a seat of this game (0 to {game.players - 1}), got {seat!r}"
        )
    lines: list[Text]
    if game.is_over:
        result = adapter.result_text(game, seat, language) or ""
        lines = [
            Text.gettext("Nothing to do: the game is over. {result}", result=result)
            if result
            else Text.gettext("Nothing to do: the game is over.")
        ]
    elif seat in game.out:
        lines = [Text.gettext("Nothing to do: you are out of the game (no cards left).")]
    elif not (moves := game.legal_moves(seat)):
        turn = adapter.turn_text(game, language)
        lines = [Text.gettext("Nothing to do now: {turn}.", turn=turn)]
    else:
        lines = _WORDING.get(adapter.name, _generic)(game, seat, moves)
    return [line.in_language(language) for line in lines]


def _cards(cards: Sequence[Any]) -> Text | str:
    return or_list(cards)


def _durak(game: Any, seat: int, moves: list[Any]) -> list[Text]:
    beats: dict[Any, list[Any]] = {}
    transfers: list[Text] = []
    singles: list[Any] = []
    several: list[str] = []
    lines: list[Text] = []
    for move in moves:
        if move.kind == "defend":
            beats.setdefault(move.target, []).append(move.card)
        elif move.kind == "transfer" and move.show:
            transfers.append(Text.gettext("show {card}", card=move.card))
        elif move.kind == "transfer":
            transfers.append(Text.gettext("play {card}", card=move.card))
        elif move.kind == "attack" and len(move.cards) == 1:
            singles.append(move.card)
        elif move.kind == "attack":
            several.append(" ".join(str(c) for c in move.cards))
    for target, cards in beats.items():
        lines.append(
            Text.gettext("Beat {target} with {cards}.", target=target, cards=_cards(cards))
        )
    if transfers:
        lines.append(
            Text.gettext(
                "Transfer the attack to the next player: {options}.", options=or_list(transfers)
            )
        )
    if singles:
        if game.table:
            lines.append(
                Text.gettext("Throw in {cards} (its rank is on the table).", cards=_cards(singles))
            )
        else:
            lines.append(Text.gettext("Lead any one card: {cards}.", cards=_cards(singles)))
    if several:
        lines.append(
            Text.gettext(
                "Or lead several cards of one rank together: {groups}.", groups=or_list(several)
            )
        )
    kinds = {m.kind for m in moves}
    if "take" in kinds:
        lines.append(
            Text.gettext("Take: pick up every card on the table and give up this defence.")
        )
    if "done" in kinds:
        lines.append(Text.gettext("Say done: add no more cards to this bout."))
    if "exchange" in kinds:
        lines.append(
            Text.gettext(
                "Exchange your six of trumps for the face-up trump {card}.", card=game.trump_card
            )
        )
    return lines


def _own_trumps(game: Any, seat: int, moves: list[Any]) -> list[Text]:
    lines: list[Text] = []
    beat = [m.card for m in moves if m.kind == "beat"]
    lay = [m.card for m in moves if m.kind == "lay"]
    top = game.pile[-1] if game.pile else None
    if beat:
        lines.append(
            Text.gettext("Beat the top card {top} with {cards}.", top=top, cards=_cards(beat))
        )
    if lay:
        if game.pile:
            lines.append(
                Text.gettext(
                    "Lay one more card for the next player to beat: {cards}.", cards=_cards(lay)
                )
            )
        else:
            lines.append(
                Text.gettext("Start a new pile with any card: {cards}.", cards=_cards(lay))
            )
    for move in moves:
        if move.kind == "pick_up":
            count = game.explain(move).details.get("count")
            lines.append(
                Text.ngettext(
                    "Pick up {n} card from the pile.", "Pick up {n} cards from the pile.", count
                )
                if count
                else Text.gettext("Pick up.")
            )
    return lines


def _generic(game: Any, seat: int, moves: list[Any]) -> list[Text]:
    return [Joined([str(move), "."], "") for move in moves]


_WORDING: dict[str, Callable[[Any, int, list[Any]], list[Text]]] = {
    "durak": _durak,
    "own_trumps": _own_trumps,
}
"""How each registered game words its moves (a game without an entry lists them as moves)."""
