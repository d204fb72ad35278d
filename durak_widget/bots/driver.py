"""Whose turn it is, and a loop that lets bots play a game to the end.

Durak has no strict turn order: while a bout is open the defender may beat a card at the same
moment as an attacker throws one in. A program needs one order, and this module fixes a single
documented and fair one, used by the bot games, the simulations and the widget alike:

1. The game is over: nobody acts (``None``).
2. The table is empty: the main attacker leads (an exchange of the trump six, if allowed, is
   offered to that player among their moves too).
3. Some attack card is unbeaten and the defender has not said "take": the defender acts (beats
   a card, transfers, or takes).
4. Otherwise (everything is beaten, or the defender said "take"): the first attacker, going
   clockwise from the main attacker, who may throw in under the rules (`Game.may_throw_in`),
   still holds cards, and has not said "done" since the last card was played. That player throws
   in a card or says "done".

Every new card on the table clears the "done" marks (the engine does so), so after each beat
the main attacker is asked first again and the co-attackers then follow clockwise. Each player
gets the chance to add cards before the bout closes; nobody can be skipped, and the main attacker
has the same precedence a real table gives them (they lead and speak first).

Svoi Kozyri (`durak_widget.own_trumps.OwnTrumps`) has a strict turn order: there the seat that
acts is simply ``game.turn`` (``None`` once the game is over), and the same functions work.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from ..engine import Game, Move
from ..own_trumps import OwnTrumps

if TYPE_CHECKING:
    from .base import Bot

__all__ = ["bot_step", "next_to_act", "play_game", "turn"]

DEFAULT_MOVE_CAP = 2000
"""The default most moves `play_game` plays before it gives up on a game as capped."""


def next_to_act(game: Game | OwnTrumps) -> int | None:
    """The seat that acts next under the order in this module's docstring, or ``None`` once
    the game is over. Whenever the game is not over, the returned seat has a legal move."""
    return turn(game)[0]


def turn(game: Game | OwnTrumps) -> tuple[int | None, list[Move]]:
    """`next_to_act` together with that seat's legal moves (``(None, [])`` once the game is
    over): one call where a loop needs both."""
    if game.is_over:
        return None, []
    if isinstance(game, OwnTrumps):
        seat = game.turn
        return seat, game.legal_moves(seat)
    table = game.table
    if not table:
        seat = game.attacker
        return seat, game.legal_moves(seat)
    defender = game.defender
    if not game.taking and any(defence is None for _, defence in table):
        return defender, game.legal_moves(defender)
    n = game.players
    out = game.out
    done = game.done_players
    start = game.attacker
    for step in range(n):
        seat = (start + step) % n
        if seat == defender or seat in out or seat in done or not game.may_throw_in(seat):
            continue
        # Here a seat that holds cards may at least say done, so it has moves iff it has cards.
        moves = game.legal_moves(seat)
        if moves:
            return seat, moves
    # Not reachable for a consistent game (the engine closes the bout as soon as nobody is
    # left to act); fall back to anyone with a legal move rather than stalling.
    for seat in range(n):
        moves = game.legal_moves(seat)
        if moves:
            return seat, moves
    return None, []


def bot_step(game: Game | OwnTrumps, bots: Mapping[int, Bot] | Sequence[Bot]) -> Move | None:
    """Let the bot of the seat that acts next play one move, and return it.

    Returns ``None`` (and plays nothing) when the game is over or the seat to act has no bot
    (a human's turn). The bot sees only ``game.view(seat)`` and that seat's legal moves; a
    move outside that list raises `ValueError` naming the bot.
    """
    seat, moves = turn(game)
    if seat is None:
        return None
    bot = _bot_for(bots, seat)
    if bot is None:
        return None
    move = bot.choose(game.view(seat), moves)
    if move not in moves:
        raise ValueError(f"{type(bot).__name__} at P{seat} chose {move}, which is not legal now")
    game.play_unchecked(move)
    return move


def play_game(
    game: Game | OwnTrumps,
    bots: Mapping[int, Bot] | Sequence[Bot],
    move_cap: int = DEFAULT_MOVE_CAP,
    on_move: Callable[[Game, Move, Bot], None] | None = None,
) -> tuple[bool, int]:
    """Play `game` to the end with one bot per seat, in the order of `next_to_act`.

    `bots` maps each seat to a bot (a dict, or a list indexed by seat). Stops after `move_cap`
    moves so that bot games cannot loop forever. `on_move(game, move, bot)` is called after each
    move. Returns ``(finished, moves_played)``; ``finished`` is false for a capped game.
    """
    played = 0
    while not game.is_over:
        if played >= move_cap:
            return False, played
        seat, moves = turn(game)
        bot = _bot_for(bots, seat)
        if bot is None:
            raise ValueError(f"no bot for P{seat}: play_game needs a bot at every seat")
        move = bot.choose(game.view(seat), moves)
        if move not in moves:
            raise ValueError(
                f"{type(bot).__name__} at P{seat} chose {move}, which is not legal now"
            )
        game.play_unchecked(move)
        played += 1
        if on_move is not None:
            on_move(game, move, bot)
    return True, played


def _bot_for(bots, seat: int):
    if isinstance(bots, Mapping):
        return bots.get(seat)
    return bots[seat] if 0 <= seat < len(bots) else None
