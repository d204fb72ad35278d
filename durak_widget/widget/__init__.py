"""The table widget: `DurakWidget` and the pieces it is built from.

`view_model` turns a game into the JSON the front end draws, `intents` validates what the
browser sends, `pacing` lets bots play at a pace on an injectable clock, `history` steps
through the moves. The engine never imports anything from here.
"""

from .pacing import AsyncioScheduler, ManualScheduler, Pacer
from .widget import DurakWidget

__all__ = ["AsyncioScheduler", "DurakWidget", "ManualScheduler", "Pacer"]
