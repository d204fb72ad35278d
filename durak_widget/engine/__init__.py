"""The rules engine: pure Python, standard library only, and unaware of any widget."""

from .base import GameResult, RecordedGame
from .cards import Card, Suit
from .events import Event
from .game import Game
from .limits import AttackLimit
from .messages import MessageTable
from .moves import Move
from .rules import PRESETS, Rules
from .verdict import IllegalMove, Verdict

__all__ = [
    "COMPILED",
    "PRESETS",
    "AttackLimit",
    "Card",
    "Event",
    "Game",
    "GameResult",
    "IllegalMove",
    "MessageTable",
    "Move",
    "RecordedGame",
    "Rules",
    "Suit",
    "Verdict",
]

from . import game as _game_module

COMPILED: bool = not _game_module.__file__.endswith(".py")
"""Whether the engine running is the compiled build (mypyc extension modules) rather than the
pure-Python source; both behave the same."""
