"""Computer opponents for Svoi Kozyri ("own trumps"), on the same `Bot` protocol as Durak's.

- `OwnTrumpsSimpleBot` (`simple`): a casual player's rules of thumb (`thumb`), read from the
  view, with a reason naming the cards.
- `OwnTrumpsStrongBot` (`strong`): the shared Monte-Carlo search
  (`durak_widget.bots.montecarlo`) with this game's sampler (`deals`: the hidden cards dealt at
  random consistently with the view; with two players nothing is hidden) and playouts
  (`playout`: the rules of thumb at every seat, on bit masks (`masks`)).
"""

from .simple import OwnTrumpsSimpleBot
from .strong import OwnTrumpsStrongBot
from .thumb import CHEAP_PICK_UP, HIGH_TRUMP

__all__ = ["CHEAP_PICK_UP", "HIGH_TRUMP", "OwnTrumpsSimpleBot", "OwnTrumpsStrongBot"]
