"""Game records: read, write and replay the plain-text record format (see
``docs/record-format.md``). The implementation lives in `durak_widget.engine.record`."""

from .engine.record import (
    MARKS,
    Record,
    RecordedMove,
    RecordError,
    RecordMoveError,
    RecordSyntaxError,
    dumps,
    format_rules,
    game_to_record,
    load,
    parse,
    parse_one,
    parse_rules,
)

__all__ = [
    "MARKS",
    "Record",
    "RecordError",
    "RecordMoveError",
    "RecordSyntaxError",
    "RecordedMove",
    "dumps",
    "format_rules",
    "game_to_record",
    "load",
    "parse",
    "parse_one",
    "parse_rules",
]
