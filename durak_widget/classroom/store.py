"""The classroom's store: one SQLite file (the standard library's `sqlite3`) that keeps every
table's game record and options, the seats with their codes and nicknames, and the quiz scores,
written at every change, so that a room stopped or killed mid-game resumes where it was.

The file is in write-ahead-log mode with ``synchronous=NORMAL``: each change is one committed
transaction, which a killed process (even ``SIGKILL``) does not lose; only a power cut may lose
the last ones. Every call is safe from any thread.

The file holds every seat's code (and the hands and the talon's order): it is created readable
and writable by its owner only (mode ``0600``, whatever the umask), an older file with wider
permissions is narrowed to it, and SQLite gives its ``-wal`` and ``-shm`` files the same mode.

>>> import os, tempfile
>>> path = os.path.join(tempfile.mkdtemp(), "class.sqlite")
>>> store = Store(path)
>>> store.save_table(0, "[Game \\"durak\\"]", {"paused": True, "begun": False})
>>> store.save_scores({"Anna": (1, 2)})
>>> store.close()
>>> again = Store(path).load()
>>> again.tables[0], again.scores
(('[Game "durak"]', {'begun': False, 'paused': True}), {'Anna': (1, 2)})
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import stat
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    idx INTEGER PRIMARY KEY,
    record TEXT NOT NULL,
    state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    tbl INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    code TEXT NOT NULL,
    name TEXT,
    claimed INTEGER NOT NULL,
    bot INTEGER NOT NULL,
    PRIMARY KEY (tbl, seat)
);
CREATE TABLE IF NOT EXISTS scores (
    name TEXT PRIMARY KEY,
    right_answers INTEGER NOT NULL,
    asked INTEGER NOT NULL
);
"""


@dataclass
class Stored:
    """What a store holds: each table's record text and state (``{"paused", "begun"}``) by
    index, the seats (as `durak_widget.classroom.seating.SeatEntry.to_json` writes them),
    and the quiz scores (nickname -> (right, asked))."""

    tables: dict[int, tuple[str, dict[str, Any]]] = field(default_factory=dict)
    seats: list[dict[str, Any]] = field(default_factory=list)
    scores: dict[str, tuple[int, int]] = field(default_factory=dict)


MODE = 0o600
"""The store file's permissions: its owner reads and writes it, nobody else."""


def private_file(path: Path) -> None:
    """Create `path` with mode `MODE` if it does not exist, or narrow an existing one to it
    (a file owned by someone else is left alone); `OSError` when it cannot be created."""
    fd = os.open(str(path), os.O_RDWR | os.O_CREAT, MODE)
    try:
        mode = stat.S_IMODE(os.fstat(fd).st_mode)
        if mode & 0o077:
            with contextlib.suppress(OSError):
                os.fchmod(fd, MODE)
    finally:
        os.close(fd)


class Store:
    """One SQLite file at `path` (created with mode ``0600``; see the module docstring)."""

    def __init__(self, path: str | Path):
        if not isinstance(path, (str, Path)) or not str(path):
            raise ValueError(f"store must be a file path such as 'class.sqlite', got {path!r:.60}")
        self.path = Path(path)
        self._lock = threading.Lock()
        try:
            private_file(self.path)
        except OSError as error:
            raise ValueError(
                f"store {str(path)!r:.80} cannot be used as a SQLite file: {error.strerror}"
            ) from None
        try:
            self._db = sqlite3.connect(str(self.path), check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(SCHEMA)
            self._db.commit()
        except sqlite3.Error as error:
            raise ValueError(
                f"store {str(path)!r:.80} cannot be used as a SQLite file: {error}"
            ) from None

    def load(self) -> Stored:
        """Everything the file holds (empty for a new file)."""
        with self._lock:
            found = Stored()
            for idx, record, state in self._db.execute("SELECT idx, record, state FROM tables"):
                found.tables[int(idx)] = (str(record), dict(json.loads(state)))
            columns = "tbl, seat, code, name, claimed, bot"
            for row in self._db.execute(f"SELECT {columns} FROM seats ORDER BY tbl, seat"):
                table, seat, code, name, claimed, bot = row
                found.seats.append(
                    {
                        "table": table,
                        "seat": seat,
                        "code": code,
                        "name": name,
                        "claimed": bool(claimed),
                        "bot": bool(bot),
                    }
                )
            for name, right, asked in self._db.execute(
                "SELECT name, right_answers, asked FROM scores"
            ):
                found.scores[str(name)] = (int(right), int(asked))
            return found

    def save_table(self, index: int, record: str, state: dict[str, Any]) -> None:
        """Keep table `index`'s record text and state."""
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO tables (idx, record, state) VALUES (?, ?, ?)",
                (index, record, json.dumps(state, sort_keys=True)),
            )

    def save_seats(self, rows: list[dict[str, Any]]) -> None:
        """Keep every seat (its code, nickname and state)."""
        with self._lock, self._db:
            self._db.executemany(
                "INSERT OR REPLACE INTO seats (tbl, seat, code, name, claimed, bot) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (r["table"], r["seat"], r["code"], r["name"], int(r["claimed"]), int(r["bot"]))
                    for r in rows
                ],
            )

    def save_scores(self, scores: dict[str, tuple[int, int]]) -> None:
        """Keep the quiz scores (nickname -> (right, asked))."""
        with self._lock, self._db:
            self._db.executemany(
                "INSERT OR REPLACE INTO scores (name, right_answers, asked) VALUES (?, ?, ?)",
                [(name, right, asked) for name, (right, asked) in scores.items()],
            )

    def close(self) -> None:
        """Close the file (what is written stays)."""
        with self._lock:
            self._db.close()
