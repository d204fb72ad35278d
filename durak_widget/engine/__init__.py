"""The rules engine: pure Python, standard library only, and unaware of any widget."""

from .base import GameResult
from .cards import Card
from .game import Game
from .moves import Move
from .rules import PRESETS, Rules
from .verdict import IllegalMove, Verdict

__all__ = ["PRESETS", "Card", "Game", "GameResult", "IllegalMove", "Move", "Rules", "Verdict"]
