"""The coach: a comment on each move from the strongest analysis available, a hint listing a
seat's legal moves in words, and the strategy principles both refer to.

>>> from durak_widget import Game, Move
>>> from durak_widget.coach import assess, hint
>>> game = Game.from_position([["7S", "9S"], ["8S", "JH"]], trump="H", attacker=0)
>>> hint(game, 0)
['Lead any one card: 7♠ or 9♠.']
>>> assess(game, Move.attack(0, "7S")).label in ("good", "inaccuracy", "mistake", "unclear")
True
"""

from .assess import LABELS, Assessment, assess, assess_steps
from .hint import hint
from .principles import PRINCIPLES, Principle

__all__ = ["LABELS", "PRINCIPLES", "Assessment", "Principle", "assess", "assess_steps", "hint"]
