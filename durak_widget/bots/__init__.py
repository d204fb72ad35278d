"""Computer opponents for Durak and Svoi Kozyri, and the driver that decides whose turn it is.

Every bot follows the `Bot` protocol: ``bot.choose(game.view(seat), game.legal_moves(seat))``
returns one of the legal moves and leaves a readable sentence in ``bot.last_reason``. Bots see
only what their seat may see. `choose_move` is the one step that asks a bot and checks that its
move is legal (`play_bot_move` also plays it); a bot that fails raises `BotError`.
`next_to_act` fixes one fair order for the moments when several Durak players may act (`turn`
also returns that seat's legal moves), `seat_to_act` says whose turn it is in any game,
`bot_step` lets the bot whose turn it is play one move, and `play_game` plays a whole game.

- `RandomBot`: uniform over the legal moves (either game).
- `SimpleBot`: a casual player's rules of thumb, a few microseconds per move.
- `StrongBot`: Monte-Carlo search over imagined deals with SimpleBot playouts (about 0.3 s
  per move at its default budget).
- `OwnTrumpsSimpleBot`, `OwnTrumpsStrongBot`: the same two for Svoi Kozyri
  (`durak_widget.own_trumps`).
- `MonteCarloBot`: the search both strong bots share; a game plugs in its sampler and playout.

>>> from durak_widget import Game
>>> game = Game.new(players=2, seed=5)
>>> play_game(game, {0: SimpleBot(seed=1), 1: RandomBot(seed=2)})[0]
True
"""

from .base import Bot, RandomBot
from .driver import bot_step, next_to_act, play_game, seat_to_act, turn
from .montecarlo import InconsistentView, MonteCarloBot
from .own_trumps import OwnTrumpsSimpleBot, OwnTrumpsStrongBot
from .phrases import describe, gerund
from .simple import SimpleBot
from .step import BotError, choose_move, play_bot_move
from .strong import StrongBot

__all__ = [
    "Bot",
    "BotError",
    "InconsistentView",
    "MonteCarloBot",
    "OwnTrumpsSimpleBot",
    "OwnTrumpsStrongBot",
    "RandomBot",
    "SimpleBot",
    "StrongBot",
    "bot_step",
    "choose_move",
    "describe",
    "gerund",
    "next_to_act",
    "play_bot_move",
    "play_game",
    "seat_to_act",
    "turn",
]
