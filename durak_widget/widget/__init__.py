"""The notebook's front end: `DurakWidget`, an anywidget over a table.

The table itself (`durak_widget.table`: `TableSession`, the schedulers and the rest) works
without a widget; this package holds only the anywidget shell (`widget.py`: its traits, the
guard against browser writes, the hand-over of intents to the table) and its Python API
(`api.py`). `TableSession` and the schedulers are re-exported here for existing code. Nothing
below the front ends imports from here.
"""

from ..table.pacing import AsyncioScheduler, ManualScheduler, Pacer
from ..table.session import TableSession
from .widget import DurakWidget

__all__ = ["AsyncioScheduler", "DurakWidget", "ManualScheduler", "Pacer", "TableSession"]
