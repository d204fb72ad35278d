"""durak_widget: learn the card game Durak in Jupyter.

The engine (`durak_widget.engine`) judges and explains every move; each game stands behind one
adapter in the registry (`durak_widget.games`); the widget (`DurakWidget`) draws the table.
"""

from .engine import Card, Game, GameResult, IllegalMove, Move, Rules, Verdict

__version__ = "0.1.0"

__all__ = ["Card", "Game", "GameResult", "IllegalMove", "Move", "Rules", "Verdict", "__version__"]


def __getattr__(name: str):
    """Import the widget lazily, so that the engine alone needs no Jupyter packages."""
    if name == "DurakWidget":
        from .widget import DurakWidget

        return DurakWidget
    raise AttributeError(f"module 'durak_widget' has no attribute {name!r}")
