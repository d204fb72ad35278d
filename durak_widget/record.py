"""Game records: read, write and replay the plain-text record format (see
``docs/record-format.md``). The implementation lives in `durak_widget.engine.record`."""

from .engine import record as _record
from .engine.record import *  # noqa: F403  (this module is the public name of that one)

__all__ = _record.__all__
