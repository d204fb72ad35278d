"""durak_widget: learn the card game Durak in Jupyter.

The engines (`durak_widget.engine` for Durak, `durak_widget.own_trumps` for Svoi Kozyri) judge
and explain every move; each game stands behind one adapter in the registry
(`durak_widget.games`); the table (`durak_widget.table`) serves every viewer of a game, and the
widget (`DurakWidget`) draws it in a notebook.
"""

import logging

from . import own_trumps as own_trumps  # both engines are listed before a record is read
from .engine import Card, Game, GameResult, IllegalMove, Move, Rules, Verdict
from .engine.i18n import current_language as get_language
from .engine.i18n import set_language

__version__ = "0.1.0"

# The package logs (a bot that failed, a message it could not read) but prints nothing by
# itself: without a handler of its own, Python's last-resort handler would write warnings to
# stderr, which Jupyter shows under the cell.
logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "Card",
    "Game",
    "GameResult",
    "IllegalMove",
    "Move",
    "Rules",
    "Verdict",
    "__version__",
    "get_language",
    "set_language",
]


def __getattr__(name: str):
    """Import the widget lazily, so that the engine alone needs no Jupyter packages."""
    if name == "DurakWidget":
        from .widget import DurakWidget

        return DurakWidget
    raise AttributeError(f"module 'durak_widget' has no attribute {name!r}")
