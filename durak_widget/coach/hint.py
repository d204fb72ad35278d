"""The hint: "What can I do?" — one seat's legal moves in words, grouped by what they do.

Each registered game words its own moves (Durak: beat this card with…, transfer with…, lead or
throw in…, take, done; Svoi Kozyri: beat the top card with…, lay…, pick up); the game is found
through the registry (`durak_widget.games.kind_of`), never by class name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine.messages import join_words
from ..games import kind_of

__all__ = ["hint"]


def hint(game: Any, seat: int) -> list[str]:
    """The legal moves of `seat` in `game`, as short sentences grouped by kind.

    >>> from durak_widget import Game
    >>> game = Game.from_position([["7S", "9S"], ["8S", "JH"]], trump="H", attacker=0)
    >>> hint(game, 0)
    ['Lead any one card: 7♠ or 9♠.']

    When the seat has nothing to do, the one sentence says why (whose turn it is, or that the
    game is over). A seat the game does not have raises `ValueError`.
    """
    adapter = kind_of(game)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ValueError(
            f"seat must be a seat of this game (0 to {game.players - 1}), got {seat!r}"
        )
    if game.is_over:
        return [f"Nothing to do: the game is over. {adapter.result_text(game, seat) or ''}".strip()]
    if seat in game.out:
        return ["Nothing to do: you are out of the game (no cards left)."]
    moves = game.legal_moves(seat)
    if not moves:
        return [f"Nothing to do now: {adapter.turn_text(game)}."]
    words = _WORDING.get(adapter.name, _generic)
    return words(game, seat, moves)


def _cards(cards: Sequence[Any]) -> str:
    return join_words([str(c) for c in cards], "or")


def _durak(game: Any, seat: int, moves: list[Any]) -> list[str]:
    beats: dict[Any, list[Any]] = {}
    transfers: list[Any] = []
    singles: list[Any] = []
    several: list[str] = []
    lines: list[str] = []
    for move in moves:
        if move.kind == "defend":
            beats.setdefault(move.target, []).append(move.card)
        elif move.kind == "transfer":
            transfers.append(f"{'show' if move.show else 'play'} {move.card}")
        elif move.kind == "attack" and len(move.cards) == 1:
            singles.append(move.card)
        elif move.kind == "attack":
            several.append(" ".join(str(c) for c in move.cards))
    for target, cards in beats.items():
        lines.append(f"Beat {target} with {_cards(cards)}.")
    if transfers:
        lines.append(f"Transfer the attack to the next player: {join_words(transfers, 'or')}.")
    if singles:
        if game.table:
            lines.append(f"Throw in {_cards(singles)} (its rank is on the table).")
        else:
            lines.append(f"Lead any one card: {_cards(singles)}.")
    if several:
        lines.append(f"Or lead several cards of one rank together: {join_words(several, 'or')}.")
    kinds = {m.kind for m in moves}
    if "take" in kinds:
        lines.append("Take: pick up every card on the table and give up this defence.")
    if "done" in kinds:
        lines.append("Say done: add no more cards to this bout.")
    if "exchange" in kinds:
        lines.append(f"Exchange your six of trumps for the face-up trump {game.trump_card}.")
    return lines


def _own_trumps(game: Any, seat: int, moves: list[Any]) -> list[str]:
    lines: list[str] = []
    beat = [m.card for m in moves if m.kind == "beat"]
    lay = [m.card for m in moves if m.kind == "lay"]
    top = game.pile[-1] if game.pile else None
    if beat:
        lines.append(f"Beat the top card {top} with {_cards(beat)}.")
    if lay:
        if game.pile:
            lines.append(f"Lay one more card for the next player to beat: {_cards(lay)}.")
        else:
            lines.append(f"Start a new pile with any card: {_cards(lay)}.")
    for move in moves:
        if move.kind == "pick_up":
            count = game.explain(move).details.get("count")
            lines.append(f"Pick up {count} card(s) from the pile." if count else "Pick up.")
    return lines


def _generic(game: Any, seat: int, moves: list[Any]) -> list[str]:
    return [f"{move}." for move in moves]


_WORDING: dict[str, Callable[[Any, int, list[Any]], list[str]]] = {
    "durak": _durak,
    "own_trumps": _own_trumps,
}
"""How each registered game words its moves (a game without an entry lists them as moves)."""
