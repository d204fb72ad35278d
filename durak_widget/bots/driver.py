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

`next_to_act` and `turn` are this order, for Durak. `bot_step` and `play_game` work for every
registered game (`durak_widget.games`): `seat_to_act` asks the game's adapter whose turn it is
(Svoi Kozyri has a strict turn order: ``game.turn``), and each move goes through
`durak_widget.bots.play_bot_move`, which checks it is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine import Game, Move
from .base import Bot
from .step import play_bot_move

__all__ = ["DEFAULT_MOVE_CAP", "bot_step", "next_to_act", "play_game", "seat_to_act", "turn"]

DEFAULT_MOVE_CAP = 2000
"""The default most moves `play_game` plays before it gives up on a game as capped."""

Bots = Mapping[int, Bot] | Sequence[Bot]
"""Bots by seat: a dict, or a list indexed by seat."""


def next_to_act(game: Game) -> int | None:
    """The seat that acts next in a Durak game under the order in this module's docstring, or
    ``None`` once the game is over. Whenever the game is not over, the returned seat has a
    legal move."""
    return _order(game)[0]


def turn(game: Game) -> tuple[int | None, list[Move]]:
    """`next_to_act` together with that seat's legal moves (``(None, [])`` once the game is
    over): one call where a loop needs both (Durak)."""
    seat, moves = _order(game)
    if seat is None:
        return None, []
    return seat, game.legal_moves(seat) if moves is None else moves


def _order(game: Game) -> tuple[int | None, list[Move] | None]:
    """The seat to act, and its legal moves when finding the seat needed them (``None``
    otherwise): the leader and the defender need none, so that `next_to_act` (asked before
    every bot move, which then gets its legal moves anyway) mostly skips generating them."""
    if game.is_over:
        return None, []
    table = game.table
    if not table:
        return game.attacker, None
    defender = game.defender
    if not game.taking and any(defence is None for _, defence in table):
        return defender, None
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


def seat_to_act(game: Any) -> int | None:
    """The seat that acts next in a game of any registered kind (``None`` once it is over):
    Durak's order above, Svoi Kozyri's ``game.turn``; the game's adapter decides."""
    return _next_to_act_of(game)(game)


def bot_step(game: Any, bots: Bots) -> Move | None:
    """Let the bot of the seat that acts next play one move, and return it.

    Returns ``None`` (and plays nothing) when the game is over or the seat to act has no bot
    (a human's turn). The bot sees only ``game.view(seat)`` and that seat's legal moves; a bot
    that raises or chooses an illegal move raises `BotError` and nothing is played.
    """
    seat, moves = _turn_of(game)(game)
    if seat is None:
        return None
    bot = _bot_for(bots, seat)
    if bot is None:
        return None
    return play_bot_move(bot, game, seat, moves)[0]


def play_game(
    game: Any,
    bots: Bots,
    move_cap: int = DEFAULT_MOVE_CAP,
    on_move: Callable[[Any, Any, Bot], None] | None = None,
) -> tuple[bool, int]:
    """Play `game` (of any registered kind) to the end with one bot per seat, in the order
    of `seat_to_act`.

    `bots` maps each seat to a bot (a dict, or a list indexed by seat). Stops after `move_cap`
    moves so that bot games cannot loop forever. `on_move(game, move, bot)` is called after each
    move. Returns ``(finished, moves_played)``; ``finished`` is false for a capped game. A bot
    that raises or chooses an illegal move raises `BotError`.
    """
    acting = _turn_of(game)
    played = 0
    while not game.is_over:
        if played >= move_cap:
            return False, played
        seat, moves = acting(game)
        if seat is None:  # not over, yet nobody to act: only a broken game gets here
            raise ValueError("nobody may act, yet the game is not over")
        bot = _bot_for(bots, seat)
        if bot is None:
            raise ValueError(f"no bot for P{seat}: play_game needs a bot at every seat")
        move, _ = play_bot_move(bot, game, seat, moves)
        played += 1
        if on_move is not None:
            on_move(game, move, bot)
    return True, played


def _turn_of(game: Any) -> Callable[[Any], tuple[int | None, list[Any]]]:
    """The function that gives the seat to act in `game` with its legal moves: its adapter's
    ``turn``."""
    from ..games import kind_of  # lazily: the registry imports the widget's view code

    found: Callable[[Any], tuple[int | None, list[Any]]] = kind_of(game).turn
    return found


def _next_to_act_of(game: Any) -> Callable[[Any], int | None]:
    """The function that says whose turn it is in `game`: its adapter's ``next_to_act``."""
    from ..games import kind_of  # lazily: the registry imports the widget's view code

    next_seat: Callable[[Any], int | None] = kind_of(game).next_to_act
    return next_seat


def _bot_for(bots: Bots, seat: int) -> Bot | None:
    if isinstance(bots, Mapping):
        return bots.get(seat)
    return bots[seat] if 0 <= seat < len(bots) else None
