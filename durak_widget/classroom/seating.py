"""Who sits where in a classroom: a personal code for every student seat, the students'
nicknames, and the teacher's seating.

Each student seat of each table has a code of 128 random bits (`new_code`). A student who
joins with a nickname is given a free seat and its code, which the page keeps (in the
browser's ``localStorage``) to come back to the same seat after a reload or a dropped
connection; the teacher may seat a student by name beforehand (the student who joins with that
nickname takes the seat) or hand out a seat's personal link. Unseating a student, or handing
the seat to a bot, gives the seat a new code: the old one no longer opens it.

>>> seating = Seating(tables=1, humans=2)
>>> anna = seating.join("  Anna ")
>>> (anna.table, anna.seat, anna.name, len(anna.code) >= 22)
(0, 0, 'Anna', True)
>>> seating.find(anna.code) is anna
True
>>> seating.join("anna")
Traceback (most recent call last):
...
durak_widget.classroom.seating.SeatingError: name_taken

**Coming back by nickname.** A student whose phone died joins again from another device with
the same nickname: `join` with a `busy` test (does a page hold that seat now?) gives them
their own seat back, with its code, when no page of theirs is open; while one is, the join is
refused (``name_in_use``: that page may be theirs, or someone else's using their name), and
the teacher's display has each seat's personal link for the student who cannot close it.

>>> seating.join("Anna", busy=lambda entry: False) is anna
True
>>> seating.join("Anna", busy=lambda entry: True)
Traceback (most recent call last):
...
durak_widget.classroom.seating.SeatingError: name_in_use
"""

from __future__ import annotations

import secrets
import threading
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

CODE_BYTES = 16
"""A seat code's random bytes: 128 bits."""

NAME_LENGTH = 24
"""The longest nickname, in characters."""


def new_code() -> str:
    """A fresh seat code: 128 random bits, URL-safe (22 characters)."""
    return secrets.token_urlsafe(CODE_BYTES)


def clean_name(name: object) -> str:
    """A nickname as the room keeps it: text with its spaces collapsed, no control
    characters, 1 to `NAME_LENGTH` characters; `ValueError` naming the input otherwise.

    >>> clean_name("  Anna   K. ")
    'Anna K.'
    >>> clean_name("")
    Traceback (most recent call last):
    ...
    ValueError: a nickname must be 1 to 24 characters of text, got ''
    """
    if isinstance(name, str):
        kept = "".join(c for c in name if unicodedata.category(c)[0] != "C")
        text = " ".join(kept.split())
        if 1 <= len(text) <= NAME_LENGTH:
            return text
    raise ValueError(f"a nickname must be 1 to {NAME_LENGTH} characters of text, got {name!r:.40}")


class SeatingError(Exception):
    """A join the room cannot grant: ``str()`` is the reason's key (``"name_taken"``,
    ``"name_in_use"``, ``"room_full"``), which the room words in the student's language."""


@dataclass
class SeatEntry:
    """One student seat: its `table` and `seat`, its `code`, the nickname of the student who
    holds it (`name`, ``None`` while it is free), whether that student has come
    (`claimed`: a seat the teacher reserved by name is not, until the student joins), and
    whether the teacher handed it to a bot (`bot`)."""

    table: int
    seat: int
    code: str
    name: str | None = None
    claimed: bool = False
    bot: bool = False

    def to_json(self) -> dict[str, object]:
        """The entry as the store keeps it."""
        return {
            "table": self.table,
            "seat": self.seat,
            "code": self.code,
            "name": self.name,
            "claimed": self.claimed,
            "bot": self.bot,
        }


class Seating:
    """The student seats of a room (seats ``0`` to ``humans - 1`` of each of `tables`
    tables) and their codes. Safe to call from any thread."""

    def __init__(
        self,
        tables: int,
        humans: int,
        stored: list[dict] | None = None,
        reserved: set[str] | frozenset[str] = frozenset(),
    ):
        self._lock = threading.RLock()
        self.reserved = frozenset(reserved)
        """Names no student may take, case aside (the bots' names)."""
        self.entries: dict[tuple[int, int], SeatEntry] = {}
        for table in range(tables):
            for seat in range(humans):
                self.entries[(table, seat)] = SeatEntry(table, seat, new_code())
        for row in stored or ():
            key = (int(row["table"]), int(row["seat"]))
            if key in self.entries:
                self.entries[key] = SeatEntry(
                    key[0],
                    key[1],
                    str(row["code"]),
                    row.get("name"),
                    bool(row.get("claimed")),
                    bool(row.get("bot")),
                )
        self._by_code = {e.code: e for e in self.entries.values()}

    def entry(self, table: int, seat: int) -> SeatEntry:
        """The student seat `seat` of `table`; `ValueError` for a seat that is not a
        student's."""
        found = self.entries.get((table, seat))
        if found is None:
            raise ValueError(
                f"table {table!r:.20}, seat {seat!r:.20} is not a student seat of this room "
                "(student seats are 0 to humans - 1 of each table)"
            )
        return found

    def find(self, code: object) -> SeatEntry | None:
        """The seat `code` opens, or ``None``."""
        if not isinstance(code, str):
            return None
        with self._lock:
            found = self._by_code.get(code)
            return found if found is not None and not found.bot else None

    def join(self, name: str, busy: Callable[[SeatEntry], bool] | None = None) -> SeatEntry:
        """Seat a student who joins with nickname `name` (cleaned by `clean_name`): the seat
        the teacher reserved for that name; the seat already theirs when `busy` says no page
        holds it now (coming back from another device: see the module docstring); else the
        first free seat (table by table). `SeatingError` when the name is someone else's (a
        bot's, or a student's whose page is open: ``name_in_use``) or no seat is free."""
        name = clean_name(name)
        key = name.casefold()
        if key in self.reserved:
            raise SeatingError("name_taken")
        with self._lock:
            for entry in self.entries.values():
                if entry.name is not None and entry.name.casefold() == key and not entry.bot:
                    if not entry.claimed:
                        entry.claimed = True
                        return entry
                    if busy is None:
                        raise SeatingError("name_taken")
                    if busy(entry):
                        raise SeatingError("name_in_use")
                    return entry
            for entry in self.entries.values():
                if entry.name is None and not entry.bot:
                    entry.name = name
                    entry.claimed = True
                    return entry
        raise SeatingError("room_full")

    def claim(self, entry: SeatEntry, name: object = None) -> None:
        """The student of `entry` has come with the seat's code (a link the teacher handed
        out). A seat nobody was named for takes the nickname `name` when it is free to take,
        else the seat's own name (``"P1"``, or ``"2-P1"`` at table 2 of several)."""
        with self._lock:
            if entry.name is None:
                try:
                    wanted: str | None = clean_name(name)
                except ValueError:
                    wanted = None
                taken = {e.name.casefold() for e in self.entries.values() if e.name}
                taken |= self.reserved
                if wanted is None or wanted.casefold() in taken:
                    several = any(t for t, _ in self.entries if t > 0)
                    wanted = f"{entry.table + 1}-P{entry.seat}" if several else f"P{entry.seat}"
                entry.name = wanted
            entry.claimed = True

    def seat(self, table: int, seat: int, name: str) -> SeatEntry:
        """The teacher seats `name` at `seat` of `table` (reserved until that student comes);
        the seat gets a new code. `ValueError` for a name another seat holds."""
        name = clean_name(name)
        if name.casefold() in self.reserved:
            raise ValueError(f"{name!r} is a bot's name in this room: choose another nickname")
        with self._lock:
            entry = self.entry(table, seat)
            for other in self.entries.values():
                if other is not entry and other.name and other.name.casefold() == name.casefold():
                    raise ValueError(
                        f"{name!r} already sits at table {other.table}, seat {other.seat}: "
                        "unseat them first"
                    )
            self._renew(entry)
            entry.name, entry.claimed, entry.bot = name, False, False
            return entry

    def unseat(self, table: int, seat: int, bot: bool = False) -> SeatEntry:
        """Free `seat` of `table` (`bot`: the teacher hands it to a bot); it gets a new
        code, so the student who held it cannot come back to it."""
        with self._lock:
            entry = self.entry(table, seat)
            self._renew(entry)
            entry.name, entry.claimed, entry.bot = None, False, bot
            return entry

    def _renew(self, entry: SeatEntry) -> None:
        self._by_code.pop(entry.code, None)
        entry.code = new_code()
        self._by_code[entry.code] = entry

    def of_table(self, table: int) -> list[SeatEntry]:
        """The student seats of `table`, by seat."""
        with self._lock:
            return [e for (t, _), e in sorted(self.entries.items()) if t == table]

    def rows(self) -> list[dict]:
        """Every seat as the store keeps it."""
        with self._lock:
            return [e.to_json() for _, e in sorted(self.entries.items())]
