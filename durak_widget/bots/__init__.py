"""Computer opponents for Durak, and the driver that decides whose turn it is.

Every bot follows the `Bot` protocol: ``bot.choose(game.view(seat), game.legal_moves(seat))``
returns one of the legal moves and leaves a readable sentence in ``bot.last_reason``. Bots see
only what their seat may see. `next_to_act` fixes one fair order for the moments when several
players may act (`turn` also returns that seat's legal moves), `bot_step` lets the bot whose
turn it is play one move, and `play_game` plays a whole game.

- `RandomBot`: uniform over the legal moves.
- `SimpleBot`: a casual player's rules of thumb, a few microseconds per move.
- `StrongBot`: Monte-Carlo search over imagined deals with SimpleBot playouts (about 0.4 s
  per move at its default budget).
- `OwnTrumpsSimpleBot`, `OwnTrumpsStrongBot`: the same two for Svoi Kozyri
  (`durak_widget.own_trumps`); the driver works for both games.

>>> from durak_widget import Game
>>> game = Game.new(players=2, seed=5)
>>> play_game(game, {0: SimpleBot(seed=1), 1: RandomBot(seed=2)})[0]
True
"""

from .base import Bot, RandomBot
from .driver import bot_step, next_to_act, play_game, turn
from .own_trumps import OwnTrumpsSimpleBot, OwnTrumpsStrongBot
from .simple import SimpleBot
from .strong import StrongBot

__all__ = [
    "Bot",
    "OwnTrumpsSimpleBot",
    "OwnTrumpsStrongBot",
    "RandomBot",
    "SimpleBot",
    "StrongBot",
    "bot_step",
    "next_to_act",
    "play_game",
    "turn",
]
