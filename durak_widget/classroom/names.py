"""What each seat of a classroom's table is called, in every language the room speaks.

A student's seat is called by the student's nickname (on their own page "Anna (you)": the
table's view adds that); a bot's seat by what it is, ``"Bot (simple)"``, numbered by its seat
when the table has more than one bot by design (``"Bot 3 (simple)"``); a student seat that no
student holds yet (or that the teacher handed to a bot) is played by a bot and called like one,
numbered by its seat (``"Bot 2 (simple)"``), so that a name never changes when another seat
changes hands; while the table still waits for its students (nobody plays), such a seat is
``"Seat 2 (free)"``. The game keeps the English names; a page in another language reads the bots'
names in its own (`durak_widget.table.Table.set_names`).

>>> bot_name(None, "simple", "en"), bot_name(3, "strong", "en")
('Bot (simple)', 'Bot 3 (strong)')
>>> bot_name(None, None, "en")
'Bot'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.i18n import PSEUDO, languages
from ..games.texts import table_tr

if TYPE_CHECKING:
    from .seating import SeatEntry

LEVELS = ("simple", "strong", "random")
"""The bots' levels a name says in words (a bot of another kind is called by its class)."""


def level_word(level: str | None, lang: str) -> str | None:
    """A bot level in `lang` (``"simple"`` -> ``"простой"``), or `level` itself when it is
    not one of `LEVELS` (a bot's class name)."""
    if level is None:
        return None
    tr = table_tr(lang)
    words = {
        "simple": tr.pgettext("bot level", "simple"),
        "strong": tr.pgettext("bot level", "strong"),
        "random": tr.pgettext("bot level", "random"),
    }
    return words.get(level, level)


def bot_name(number: int | None, level: str | None, lang: str) -> str:
    """A bot's name in `lang`: ``"Bot (simple)"``, ``"Bot 3 (simple)"`` with a `number`,
    plain ``"Bot"`` / ``"Bot 3"`` when its level has no word."""
    tr = table_tr(lang)
    word = level_word(level, lang)
    if number is None:
        text = tr.gettext("Bot ({level})") if word else tr.gettext("Bot")
    else:
        text = tr.gettext("Bot {n} ({level})") if word else tr.gettext("Bot {n}")
    return text.format(n=number, level=word)


def free_name(number: int, lang: str) -> str:
    """A student seat nobody holds, while its table waits: ``"Seat 2 (free)"``.

    >>> free_name(2, "en")
    'Seat 2 (free)'
    """
    return table_tr(lang).gettext("Seat {n} (free)").format(n=number)


def level_of(spec: Any, bot: Any) -> str | None:
    """The level word a bot's name says: the room's level (``bots="strong"``), else the bot's
    own ``level`` attribute, else its class name."""
    if isinstance(spec, str) and spec in LEVELS:
        return spec
    found = getattr(bot, "level", None)
    if isinstance(found, str) and found:
        return found
    return type(bot).__name__ if bot is not None else None


def seat_names(
    players: int,
    humans: int,
    entries: list[SeatEntry],
    levels: dict[int, str | None],
    lang: str,
    waiting: bool = False,
) -> list[str]:
    """The names of a table's seats in `lang`: each student seat held by a student (or kept
    for one by name) by the nickname, every other seat by its bot's name (`levels`: seat ->
    level word source), a free student seat of a table `waiting` for its students as free;
    see the module docstring."""
    by_seat = {entry.seat: entry for entry in entries}
    several = players - humans > 1
    names = []
    for seat in range(players):
        entry = by_seat.get(seat)
        if entry is not None and entry.name and not entry.bot:
            names.append(entry.name)
        elif entry is not None and waiting and not entry.bot:
            names.append(free_name(seat + 1, lang))
        elif seat >= humans and not several:
            names.append(bot_name(None, levels.get(seat), lang))
        else:
            names.append(bot_name(seat + 1, levels.get(seat), lang))
    return names


def taken_by_bots(players: int, levels: set[str | None]) -> set[str]:
    """Every name a bot of these `levels` (or a free seat) could have at a table of
    `players`, in every language, case aside (a student may not take one as a nickname)."""
    found = set()
    for lang in (*languages(), PSEUDO):
        for number in range(1, players + 1):
            found.add(free_name(number, lang).casefold())
        for level in levels:
            for number in (None, *range(1, players + 1)):
                found.add(bot_name(number, level, lang).casefold())
    return found
