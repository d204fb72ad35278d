"""Svoi Kozyri ("own trumps"): the second game, on the same cards, verdicts and records.

>>> from durak_widget.own_trumps import OwnTrumps, Move
>>> g = OwnTrumps.from_position(hands=[["7C", "QH"], ["9C", "AS"]], trumps=["H", "S"],
...                             pile=["6D", "8D"], turn=0)
>>> g.explain(Move.pick_up(0)).details["count"]
2
"""

from ..engine.verdict import IllegalMove, Verdict
from .game import OwnTrumps, OwnTrumpsResult
from .moves import Move

__all__ = ["IllegalMove", "Move", "OwnTrumps", "OwnTrumpsResult", "Verdict"]
