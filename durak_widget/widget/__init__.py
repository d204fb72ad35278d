"""The table widget: `DurakWidget` and the pieces it is built from.

`session` is the table's controller in plain Python (`TableSession`), `intents` validates what
the browser sends, `pacing` lets bots play at a pace on an injectable clock, `history` steps
through the moves, `players` seats the bots; the view models live with each game's adapter in
`durak_widget.games`. The engine never imports anything from here.
"""

from ..table.pacing import AsyncioScheduler, ManualScheduler, Pacer
from ..table.session import TableSession
from .widget import DurakWidget

__all__ = ["AsyncioScheduler", "DurakWidget", "ManualScheduler", "Pacer", "TableSession"]
