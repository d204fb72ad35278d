"""The table: one game at one table, served to whoever sits at it or watches it, with no
widget in sight (no anywidget, ipywidgets or traitlets).

`TableSession` is the table's controller in plain Python; `intents` validates what a browser
sends, `pacing` lets bots play at a pace on an injectable clock, `history` steps through the
moves, `players` seats the bots, and `views` draws each game for a viewer. The front ends
(`durak_widget.widget`) build on it; nothing here imports them.
"""

from .pacing import AsyncioScheduler, ManualScheduler, Pacer
from .session import TableSession

__all__ = ["AsyncioScheduler", "ManualScheduler", "Pacer", "TableSession"]
